#!/usr/bin/env bash
# ufsecp — THE test command: build and run every test in every configuration.
#
#   sudo bash scripts/test.sh              # everything: outside 5x52 perf clang fuzz 10x26 asan msan go cross consumers js python rust compat chain
#   bash scripts/test.sh 5x52 asan         # a subset, by name
#
# Configurations (each configured with CMake + Ninja into build/<name>):
#   5x52        Release, 5x52 field / 4x64 scalar (with ufsecp-bench and its smoke test)
#   clang       the same built with clang-19 (the compiler that gives the fastest code; its
#               codegen also goes through the valgrind constant-time tests)
#   msan        clang-19, MemorySanitizer, UFSECP_VERIFY: the plain-C tests only (test_abi_c,
#               test_abi_contract, test_abi_untouched, portable_check), since GoogleTest and
#               libstdc++ are not instrumented
#   10x26       Release, 10x26 field / 8x32 scalar (the portable 32-bit tier; with ufsecp-bench)
#   asan        RelWithDebInfo, 5x52, clang-19, AddressSanitizer + UBSan (all but object-size and
#               pointer-overflow, see run_config), UFSECP_VERIFY (magnitude checks)
#   asan-10x26  the same with 10x26 (not in the default set: the 10x26 field code is
#               already run under ASan + VERIFY by test_field in `asan`, which tests
#               both tiers, and the magnitude contracts are the same for both tiers)
# Stages (scripts whose last line is "N passed, M failed"):
#   fuzz        scripts/fuzz.sh: every libFuzzer target (fuzz/) for 15 s (clang-19, ASan + UBSan),
#               differential against the reference libsecp256k1 0.7.1
#   outside     scripts/check-outside.sh: no tracked file is a copy of a file under ../shared
#               (vectors are read from there at run time), no script fetches outside source
#   perf        scripts/perf-gate.sh build/5x52: instructions per operation of the key
#               operations against bench/icount-baseline-5x52.json (fails on a rise > 3%)
#   go          scripts/test-go.sh: the Go binding (go vet, gofmt, go test, go test -race)
#   python      scripts/test-python.sh: the Python binding (pip install ./bindings/python,
#               pytest with the official vectors and coincurve cross-checks, a wheel installed
#               into a fresh venv, python -m ufsecp.bench --quick)
#   chain       scripts/test-chain.sh: ufsecp.chain, the Dask pipeline (pip install
#               "./bindings/python[chain]"; synth 20,000 transactions, tweak-index, scan and verify
#               on a 2-worker LocalCluster against the truth file, a killed worker, --resume)
#   cross       scripts/test-cross.sh: the library cross-built for aarch64, armhf (32-bit ARM),
#               i686, riscv64 and s390x (big-endian), and the host's 10x26 build, each running
#               tests/cross/portable_check.c (under qemu-user: BIP-340 vectors, every operation,
#               a digest of all outputs equal to the host's 5x52 build's), and xtensa: the
#               heap-free 10x26 library with the small tables on bare metal (ports/xtensa,
#               qemu-system-xtensa -M sim -cpu lx106), the same digest
#   consumers   scripts/test-consumers.sh: README's install commands into a private prefix
#               under build/consumers, then C-only CMake consumers (static and shared
#               targets), pkg-config builds (static and shared), README's example, a
#               static-only install and an add_subdirectory consumer, outside the repository
#   js          scripts/test-js.sh: the WebAssembly build (default and small tables) and the npm
#               package bindings/js: differential test against tiny-secp256k1, bitcoinjs-lib
#               PSBTs, the demo page in headless Chromium, sizes, a benchmark smoke run
#   rust        scripts/test-rust.sh: the Rust binding (bindings/rust): cargo test (official vectors,
#               cross-checks against rust-secp256k1 and k256, doc tests) and the no_std build
#   compat      scripts/test-compat.sh: the drop-in libsecp256k1 (-DUFSECP_LIBSECP256K1_COMPAT=ON):
#               libsecp256k1 0.7.1's examples against it, differential transcripts vs 0.7.1,
#               LD_LIBRARY_PATH swap, coincurve's own tests on 0.7.1 and on the shim (docs/compat.md)
#
# Sanitizer builds compile at -O1 -g1: about 2.5x faster to build than -O2 -g, with
# the same checks, so the whole command stays well inside CI's time limit.
#
# Every configuration is attempted even after a failure. The last line printed is
# always "N passed, M failed": the sum of ctest's results over the configurations
# run. A configuration that cannot be configured, or whose ctest produces no result
# line, counts as one failed test; a test program that does not build is reported by
# ctest as not run, which ctest counts as failed. Exit status 0 only if nothing failed.
#
# Environment: UFSECP_JOBS (parallel compile jobs; default: number of CPUs), UFSECP_NO_CCACHE
# (set: compile everything afresh; by default ccache serves repeated compilations, cache in
# build/ccache),
# UFSECP_TEST_SEED / UFSECP_TEST_ITERS (passed through to the tests).
# Logs: build/logs/<name>-{configure,build,test}.log
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1

JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
LOGDIR=build/logs
DEFAULT_CONFIGS=(outside 5x52 perf clang fuzz 10x26 asan msan go cross consumers js python rust compat chain)
ALL_CONFIGS=(5x52 clang 10x26 asan asan-10x26 msan)
STAGES=(outside perf fuzz go cross consumers js python rust compat chain)  # the names run_named runs as stage scripts

# Sanitizer runtime behaviour, unless the caller chose otherwise: stop at the first
# report with a stack trace (the -fno-sanitize-recover=all build flag already makes
# UBSan fatal).
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:check_initialization_order=1}

total_pass=0
total_fail=0
problems=()

summary() {
  echo
  echo "================ summary ================"
  local p
  for p in "${problems[@]}"; do echo "FAILED: $p"; done
  echo "${total_pass} passed, ${total_fail} failed"
}

if ! bash scripts/install-deps.sh; then
  problems+=("dependencies (scripts/install-deps.sh)")
  total_fail=$((total_fail + 1))
  summary
  exit 1
fi

# Flags for one configuration name: field tier, build type, sanitize (OFF, ON = ASan + UBSan,
# msan = MemorySanitizer), verify, compiler.
config_flags() {
  case "$1" in
    msan)       echo "5x52 RelWithDebInfo msan ON clang" ;;
    5x52)       echo "5x52 Release OFF OFF gcc" ;;
    clang)      echo "5x52 Release OFF OFF clang" ;;
    10x26)      echo "10x26 Release OFF OFF gcc" ;;
    asan)       echo "5x52 RelWithDebInfo ON ON clang" ;;
    asan-10x26) echo "10x26 RelWithDebInfo ON ON clang" ;;
    *) return 1 ;;
  esac
}

# The reference libsecp256k1 0.7.1 (scripts/reference.sh: Debian's package unpacked into
# build/libsecp256k1-ref; root the first time) is what ufsecp-bench and its smoke test compare
# against. Without it they compare against the system's libsecp256k1 and say so.
if ! bash scripts/reference.sh >/dev/null; then
  echo "note: the reference libsecp256k1 0.7.1 could not be installed; ufsecp-bench compares against the system's"
fi

# The test command builds the library about fifteen times (configurations, cross targets,
# bindings, consumers, the drop-in), most of them with the same flags from the same sources.
# ccache (scripts/install-deps.sh) serves the repeated compilations: every CMake configure
# below, including those the bindings' build tools start, picks the launcher up from the
# environment (CMake >= 3.17); CCACHE_BASEDIR lets builds in different directories share.
use_ccache=
if command -v ccache >/dev/null 2>&1 && [[ -z "${UFSECP_NO_CCACHE:-}" ]]; then
  use_ccache=1
  export CCACHE_DIR=${CCACHE_DIR:-$ROOT/build/ccache}
  export CCACHE_BASEDIR=$ROOT
  export CMAKE_C_COMPILER_LAUNCHER=${CMAKE_C_COMPILER_LAUNCHER:-ccache}
  export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-ccache}
  # ccache hashes the compiler's name: cc/c++, CMake's default, for the bindings' builds too
  # (scikit-build-core would otherwise name gcc/g++, the same binaries under other names).
  export CC=${CC:-cc} CXX=${CXX:-c++}
  ccache --zero-stats >/dev/null 2>&1 || true
fi

# Under sudo, hand build/ back to the user who asked, so later runs work without sudo.
if [[ "$(id -u)" -eq 0 && -n "${SUDO_UID:-}" ]]; then
  trap 'chown -R "$SUDO_UID:${SUDO_GID:-$SUDO_UID}" "$ROOT/build" 2>/dev/null || true' EXIT
fi

# Adds one configuration's or stage's counts to the totals; empty counts mean it produced no
# result line, which counts as one failed test.
add_result() {
  local name=$1 npass=$2 nfail=$3
  if [[ -z "$npass" ]]; then
    echo "${name}: no result line"
    problems+=("${name}: no result")
    total_fail=$((total_fail + 1))
    return
  fi
  total_pass=$((total_pass + npass))
  total_fail=$((total_fail + nfail))
  if ((nfail > 0)); then problems+=("${name}: ${nfail} failed"); fi
}

run_config() {
  local name=$1 field buildtype sanitize verify compiler
  read -r field buildtype sanitize verify compiler < <(config_flags "$name")
  local dir=build/$name
  local t0=$SECONDS

  echo
  echo "================ ${name}: UFSECP_FIELD=${field} CMAKE_BUILD_TYPE=${buildtype} UFSECP_SANITIZE=${sanitize} UFSECP_VERIFY=${verify} compiler=${compiler} ================"

  # A build directory made by another generator cannot be reused by Ninja.
  if [[ -f "$dir/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
    rm -rf "$dir"
  fi

  local extra=() bench=ON targets=() only=()
  if [[ "$sanitize" != OFF ]]; then
    bench=OFF
    extra=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1")
  fi
  if [[ "$sanitize" == ON ]]; then
    # UBSan's object-size and pointer-overflow checks multiply the time to compile the tests
    # (test_scalar.cpp: 30 s without them, 137 s with, clang-19 -O1). ASan's redzones check
    # every access at run time; the fuzz targets (scripts/fuzz.sh) keep both checks.
    extra+=(-DUFSECP_SANITIZE_EXCLUDE=object-size,pointer-overflow)
  fi
  if [[ "$sanitize" == msan ]]; then
    # MemorySanitizer needs all code instrumented; GoogleTest and libstdc++ are not, so only
    # the plain-C programs run: the C ABI test and the portable check (every public function).
    sanitize=OFF
    extra+=(-DUFSECP_MSAN=ON)
    targets=(test_abi_c test_abi_contract test_abi_untouched portable_check)
    only=(-R '^(test_abi_c|test_abi_contract|test_abi_untouched|portable_check)$')
  fi
  if [[ "$compiler" == clang ]]; then
    extra+=(-DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19)
  fi
  if ! cmake -S . -B "$dir" -G Ninja "${extra[@]}" \
      -DCMAKE_BUILD_TYPE="$buildtype" \
      -DUFSECP_FIELD="$field" \
      -DUFSECP_SANITIZE="$sanitize" \
      -DUFSECP_VERIFY="$verify" \
      -DUFSECP_BUILD_TESTS=ON \
      -DUFSECP_BUILD_BENCH="$bench" \
      >"$LOGDIR/$name-configure.log" 2>&1; then
    tail -n 40 "$LOGDIR/$name-configure.log"
    echo "${name}: CMake configuration failed (full log: $LOGDIR/$name-configure.log)"
    problems+=("${name}: configure")
    total_fail=$((total_fail + 1))
    return
  fi

  # -k 0: build every target that can be built, so one broken test program does
  # not hide the results of the others (ctest reports the missing ones).
  if ! ninja -C "$dir" -k 0 -j "$JOBS" "${targets[@]}" >"$LOGDIR/$name-build.log" 2>&1; then
    grep -E -A12 'error|FAILED' "$LOGDIR/$name-build.log" | head -n 80
    echo "${name}: build failed (full log: $LOGDIR/$name-build.log); running what was built"
    problems+=("${name}: build")
  fi
  echo "${name}: built in $((SECONDS - t0)) s"

  local t1=$SECONDS
  ctest --test-dir "$dir" --output-on-failure -j2 --timeout 1200 "${only[@]}" 2>&1 | tee "$LOGDIR/$name-test.log"
  local line
  line=$(grep -E '[0-9]+ tests? failed out of [0-9]+' "$LOGDIR/$name-test.log" | tail -n 1)
  if [[ "$line" =~ ([0-9]+)\ tests?\ failed\ out\ of\ ([0-9]+) ]]; then
    add_result "$name" $((BASH_REMATCH[2] - BASH_REMATCH[1])) "${BASH_REMATCH[1]}"
  else
    add_result "$name" "" ""
  fi
  echo "${name}: tests ran in $((SECONDS - t1)) s; configuration total $((SECONDS - t0)) s"
}

# A stage: a script that prints "N passed, M failed" as its last line (scripts/test-go.sh,
# scripts/perf-gate.sh). Its counts join the totals; a stage that prints no such line
# counts as one failed test.
run_stage() {
  local name=$1
  shift
  local t0=$SECONDS
  echo
  echo "================ ${name}: $* ================"
  "$@" 2>&1 | tee "$LOGDIR/$name.log"
  local line
  line=$(tail -n 1 "$LOGDIR/$name.log")
  if [[ "$line" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    add_result "$name" "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}"
  else
    add_result "$name" "" ""
  fi
  echo "${name}: $((SECONDS - t0)) s"
}

# Names are configurations (config_flags) or stages (run_named).
run_named() {
  case "$1" in
    go)   run_stage go bash scripts/test-go.sh ;;
    perf) run_stage perf bash scripts/perf-gate.sh build/5x52 ;;
    cross) run_stage cross bash scripts/test-cross.sh ;;
    outside) run_stage outside bash scripts/check-outside.sh ;;
    fuzz) run_stage fuzz bash scripts/fuzz.sh all 15 ;;
    consumers) run_stage consumers bash scripts/test-consumers.sh ;;
    js)   run_stage js bash scripts/test-js.sh ;;
    python) run_stage python bash scripts/test-python.sh ;;
    chain) run_stage chain bash scripts/test-chain.sh ;;
    rust) run_stage rust bash scripts/test-rust.sh ;;
    compat) run_stage compat bash scripts/test-compat.sh ;;
    *)    run_config "$1" ;;
  esac
}

configs=("$@")
if ((${#configs[@]} == 0)); then configs=("${DEFAULT_CONFIGS[@]}"); fi
for c in "${configs[@]}"; do
  if [[ " ${STAGES[*]} " != *" $c "* ]] && ! config_flags "$c" >/dev/null; then
    echo "unknown name '$c' (choose from: ${ALL_CONFIGS[*]} ${STAGES[*]})" >&2
    exit 2
  fi
done

mkdir -p "$LOGDIR"
start=$SECONDS
for c in "${configs[@]}"; do
  run_named "$c"
done
echo
echo "all configurations: $((SECONDS - start)) s"
if [[ -n "$use_ccache" ]]; then
  ccache --print-stats 2>/dev/null | grep -E '^(direct_cache_hit|preprocessed_cache_hit|cache_miss)\b' | tr '\n' ' '
  echo
fi
summary
if ((total_fail > 0 || ${#problems[@]} > 0)); then
  exit 1
fi
exit 0
