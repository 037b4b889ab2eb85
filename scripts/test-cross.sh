#!/usr/bin/env bash
# ufsecp — the library built for other CPUs and checked under qemu-user.
#
#   bash scripts/test-cross.sh                  # aarch64 armhf i686 riscv64 s390x
#   bash scripts/test-cross.sh armhf            # a subset, by name
#
# Targets (Debian cross compilers; UFSECP_FIELD=auto picks the tier):
#   aarch64  64-bit ARM: 5x52 field / 4x64 scalar, generic C paths (no SSE2/AVX2/SHA-NI)
#   armhf    32-bit ARM (hard float): 10x26 field / 8x32 scalar (no unsigned __int128)
#   i686     32-bit x86: 10x26 field / 8x32 scalar
#   riscv64  64-bit RISC-V: 5x52 field / 4x64 scalar, generic C paths
#   s390x    64-bit IBM Z, big-endian: 5x52 field / 4x64 scalar, generic C paths
#
# For each: CMake + Ninja Release build of the static library in build/cross-<name> (the
# build-time table generator runs under qemu, through CMAKE_CROSSCOMPILING_EMULATOR), then
# tests/cross/portable_check.c linked statically and run under qemu: the BIP-340 vectors and
# a deterministic chain of every public operation with its consistency checks, and
# every tests/cross/<family>_vectors.cpp (each protocol family's official vectors through the C ABI:
# wallet_vectors has BIP-39, BIP-341 and BIP-328). The chain's
# digest of all outputs must equal the host build's (build/cross-host), so every platform
# computes byte-identical keys, signatures and secrets; the host's 10x26 build
# (build/cross-host-10x26) is checked the same way, natively. A build that printed a compiler
# warning fails its check. The unit tests themselves (GoogleTest,
# the differential tests against libsecp256k1) run natively in scripts/test.sh.
#
# As root, installs what is missing (g++-aarch64-linux-gnu, g++-arm-linux-gnueabihf,
# g++-i686-linux-gnu, g++-riscv64-linux-gnu, g++-s390x-linux-gnu, qemu-user); otherwise says
# which packages are missing.
# Last line: "N passed, M failed" (one check per target and host-10x26); exit status 0 only if
# all passed.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1

JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
LOGDIR=build/logs
# The official vectors directory (portable_check reads bip340/test-vectors.csv from it; $UFSECP_VECTORS_DIR wins).
VECTORS=${UFSECP_VECTORS_DIR:-$ROOT/../shared/vectors}
mkdir -p "$LOGDIR"

# name -> "compiler triple | qemu binary | CMAKE_SYSTEM_PROCESSOR | package"
target_info() {
  case "$1" in
    aarch64) echo "aarch64-linux-gnu qemu-aarch64 aarch64 g++-aarch64-linux-gnu" ;;
    armhf)   echo "arm-linux-gnueabihf qemu-arm arm g++-arm-linux-gnueabihf" ;;
    i686)    echo "i686-linux-gnu qemu-i386 i686 g++-i686-linux-gnu" ;;
    riscv64) echo "riscv64-linux-gnu qemu-riscv64 riscv64 g++-riscv64-linux-gnu" ;;
    s390x)   echo "s390x-linux-gnu qemu-s390x s390x g++-s390x-linux-gnu" ;;
    *) return 1 ;;
  esac
}

targets=("$@")
if ((${#targets[@]} == 0)); then targets=(aarch64 armhf i686 riscv64 s390x); fi
for t in "${targets[@]}"; do
  target_info "$t" >/dev/null || { echo "unknown target '$t' (choose from: aarch64 armhf i686 riscv64 s390x)" >&2; exit 2; }
done

pass=0
fail=0
problems=()
summary() {
  echo
  echo "================ cross summary ================"
  local p
  for p in "${problems[@]}"; do echo "FAILED: $p"; done
  echo "${pass} passed, ${fail} failed"
}

# ---- tools ------------------------------------------------------------------------
missing=()
for t in "${targets[@]}"; do
  read -r triple qemu _ pkg < <(target_info "$t")
  command -v "${triple}-g++" >/dev/null 2>&1 || missing+=("$pkg")
  command -v "$qemu" >/dev/null 2>&1 || missing+=(qemu-user)
done
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u | sed '/^$/d')
if ((${#missing[@]} > 0)); then
  if [[ "$(id -u)" -ne 0 ]]; then
    echo "test-cross: missing packages: ${missing[*]} (sudo apt-get install -y ${missing[*]})"
    fail=1
    problems+=("tools")
    summary
    exit 1
  fi
  echo "test-cross: installing ${missing[*]}"
  if ! DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends \
      "${missing[@]}" >"$LOGDIR/cross-apt.log" 2>&1; then
    # The package lists may be stale on a fresh machine: update once and retry.
    if ! { apt-get -o DPkg::Lock::Timeout=300 update -qq &&
           DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
             --no-install-recommends "${missing[@]}"; } >>"$LOGDIR/cross-apt.log" 2>&1; then
      tail -n 20 "$LOGDIR/cross-apt.log"
      fail=1
      problems+=("installing ${missing[*]}")
      summary
      exit 1
    fi
  fi
fi

# Builds the static library into build/cross-<name> and links portable_check against it.
# Arguments: name, C compiler, C++ compiler, extra CMake arguments...
build_one() {
  local name=$1 cc=$2 cxx=$3
  shift 3
  local dir=build/cross-$name
  local log=$LOGDIR/cross-$name.log
  if [[ -f "$dir/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
    rm -rf "$dir"
  fi
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
    -DUFSECP_BUILD_TESTS=OFF -DUFSECP_BUILD_BENCH=OFF "$@" >"$log" 2>&1 &&
    ninja -C "$dir" -j "$JOBS" ufsecp >>"$log" 2>&1 &&
    "$cc" -std=c99 -O2 -Wall -Wextra -static -Iinclude tests/cross/portable_check.c "$dir/libufsecp.a" \
      -lstdc++ -lm -pthread -o "$dir/portable_check" >>"$log" 2>&1 &&
    build_vector_programs "$dir" "$cxx" "$log"
}

# Links every tests/cross/*_vectors.cpp against build directory $1's static library.
build_vector_programs() {
  local dir=$1 cxx=$2 log=$3 src
  for src in tests/cross/*_vectors.cpp; do
    "$cxx" -std=c++20 -O2 -Wall -Wextra -static -Iinclude -Itests -DUFSECP_REPO_ROOT="\"$ROOT\"" \
      "$src" "$dir/libufsecp.a" -lm -pthread -o "$dir/$(basename "$src" .cpp)" >>"$log" 2>&1 || return 1
  done
}

# Runs every vector program of build directory $1 (through the runner in the remaining
# arguments, e.g. qemu; none for native builds); prints each one's output, the last line
# "vectors: N passed, M failed" summing their counts.
run_vector_programs() {
  local dir=$1 src name out p=0 f=0 np nf
  shift
  for src in tests/cross/*_vectors.cpp; do
    name=$(basename "$src" .cpp)
    out=$("$@" "$dir/$name" "$VECTORS" 2>&1)
    read -r np nf < <(echo "$out" | tail -n 1 | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p')
    if [[ -z "${np:-}" || "$nf" != 0 ]]; then
      echo "$out" | tail -n 20
      echo "$name: did not pass"
      if [[ -z "${np:-}" || "$nf" == 0 ]]; then f=$((f + 1)); else f=$((f + nf)); fi
    fi
    p=$((p + ${np:-0}))
    np='' nf=''
  done
  echo "vectors: $p passed, $f failed"
}

# ---- the host's digest ----------------------------------------------------------------
echo "== host (native build, the reference digest)"
if ! build_one host gcc g++; then
  tail -n 30 "$LOGDIR/cross-host.log"
  problems+=("host build")
  fail=$((fail + 1))
  summary
  exit 1
fi
host_out=$(build/cross-host/portable_check "$VECTORS" 2>&1)
echo "$host_out" | tail -n 2
host_digest=$(echo "$host_out" | sed -n 's/^digest: //p')
if [[ -z "$host_digest" ]] || ! echo "$host_out" | tail -n 1 | grep -q ' 0 failed$'; then
  echo "$host_out" | tail -n 20
  problems+=("host portable_check")
  fail=$((fail + 1))
  summary
  exit 1
fi

# Judges one build's portable_check output (argument 3) and run_vector_programs output
# (argument 4): every check passed, the digest is the host's, and compiling printed no warning.
# Arguments: name, start time (SECONDS), the two outputs.
judge() {
  local name=$1 t0=$2 out=$3 wout=$4 tier digest warnings
  tier=$(sed -n 's/^-- ufsecp field tier: //p' "$LOGDIR/cross-$name.log" | tail -n 1)
  warnings=$(grep -c ': warning:' "$LOGDIR/cross-$name.log")
  echo "$out" | tail -n 2
  digest=$(echo "$out" | sed -n 's/^digest: //p')
  if ! echo "$out" | tail -n 1 | grep -q ' 0 failed$'; then
    echo "$out" | tail -n 20
    problems+=("$name: portable_check failed")
    fail=$((fail + 1))
  elif ! echo "$wout" | tail -n 1 | grep -q ' 0 failed$'; then
    echo "$wout" | tail -n 20
    problems+=("$name: vector programs (tests/cross/*_vectors.cpp) failed")
    fail=$((fail + 1))
  elif [[ "$digest" != "$host_digest" ]]; then
    echo "$name: digest $digest differs from the host's $host_digest"
    problems+=("$name: digest differs from the host's")
    fail=$((fail + 1))
  elif ((warnings > 0)); then
    grep -A4 ': warning:' "$LOGDIR/cross-$name.log" | head -n 20
    problems+=("$name: $warnings compiler warnings (log: $LOGDIR/cross-$name.log)")
    fail=$((fail + 1))
  else
    echo "$name: ok (field tier ${tier:-?}, digest equal to the host's, $(echo "$wout" | tail -n 1), $((SECONDS - t0)) s)"
    pass=$((pass + 1))
  fi
}

# ---- the host's other tier ------------------------------------------------------------
echo
echo "== host-10x26 (native build, 10x26 field / 8x32 scalar)"
t0=$SECONDS
if build_one host-10x26 gcc g++ -DUFSECP_FIELD=10x26; then
  judge host-10x26 "$t0" "$(build/cross-host-10x26/portable_check "$VECTORS" 2>&1)" \
    "$(run_vector_programs build/cross-host-10x26)"
else
  tail -n 30 "$LOGDIR/cross-host-10x26.log"
  problems+=("host-10x26: build (log: $LOGDIR/cross-host-10x26.log)")
  fail=$((fail + 1))
fi

# ---- each target ----------------------------------------------------------------------
for t in "${targets[@]}"; do
  read -r triple qemu proc _ < <(target_info "$t")
  echo
  echo "== $t ($triple, run by $qemu)"
  t0=$SECONDS
  sysroot=/usr/$triple
  if ! build_one "$t" "${triple}-gcc" "${triple}-g++" -DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR="$proc" \
      -DCMAKE_CROSSCOMPILING_EMULATOR="$qemu;-L;$sysroot"; then
    grep -E -A8 'error|Error' "$LOGDIR/cross-$t.log" | head -n 40
    problems+=("$t: build (log: $LOGDIR/cross-$t.log)")
    fail=$((fail + 1))
    continue
  fi
  judge "$t" "$t0" "$("$qemu" -L "$sysroot" "build/cross-$t/portable_check" "$VECTORS" 2>&1)" \
    "$(run_vector_programs "build/cross-$t" "$qemu" -L "$sysroot")"
done
summary
((fail == 0))
