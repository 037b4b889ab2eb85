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
#   xtensa   bare metal, no OS: Xtensa LX106 (the ESP8266's core; the ESP32 family's ISA),
#            10x26 / 8x32, small tables (UFSECP_TABLES=small), the heap-free library
#            (UFSECP_BARE_METAL) with ports/xtensa (startup, linker script, simcall I/O), run by
#            qemu-system-xtensa -M sim -cpu lx106 -semihosting; portable_check without batch
#            verification and BIP-39 (same digest), no *_vectors programs (they need the heap);
#            the archive must reference no allocator, exception, RTTI or thread symbol
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
# g++-i686-linux-gnu, g++-riscv64-linux-gnu, g++-s390x-linux-gnu, qemu-user; for xtensa
# gcc-xtensa-lx106, picolibc-xtensa-lx106-elf, qemu-system-misc); otherwise says
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
    xtensa)  echo "xtensa-lx106-elf qemu-system-xtensa xtensa gcc-xtensa-lx106" ;;
    *) return 1 ;;
  esac
}

targets=("$@")
if ((${#targets[@]} == 0)); then targets=(aarch64 armhf i686 riscv64 s390x xtensa); fi
for t in "${targets[@]}"; do
  target_info "$t" >/dev/null || { echo "unknown target '$t' (choose from: aarch64 armhf i686 riscv64 s390x xtensa)" >&2; exit 2; }
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
  if [[ "$t" == xtensa ]]; then
    [[ -f /usr/lib/xtensa-lx106-elf/picolibc.specs ]] || missing+=(picolibc-xtensa-lx106-elf)
    command -v "$qemu" >/dev/null 2>&1 || missing+=(qemu-system-misc)
    continue
  fi
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

# Links every tests/cross/*_vectors.cpp against build directory $1's static library, $JOBS at a
# time (each is a C++ compile and a static link with no dependency on the others).
build_vector_programs() {
  local dir=$1 cxx=$2 log=$3 src name running=0 rc=0
  for src in tests/cross/*_vectors.cpp; do
    if ((running >= JOBS)); then wait -n || rc=1; running=$((running - 1)); fi
    name=$(basename "$src" .cpp)
    "$cxx" -std=c++20 -O2 -Wall -Wextra -static -Iinclude -Itests -DUFSECP_REPO_ROOT="\"$ROOT\"" \
      "$src" "$dir/libufsecp.a" -lm -pthread -o "$dir/$name" >"$dir/$name.build.log" 2>&1 &
    running=$((running + 1))
  done
  while ((running > 0)); do wait -n || rc=1; running=$((running - 1)); done
  cat "$dir"/*_vectors.build.log >>"$log"
  return "$rc"
}

# Runs every vector program of build directory $1 (through the runner in the remaining
# arguments, e.g. qemu; none for native builds), $JOBS at a time; prints each failing one's
# output, the last line "vectors: N passed, M failed" summing their counts.
run_vector_programs() {
  local dir=$1 src name out p=0 f=0 np nf running=0
  shift
  for src in tests/cross/*_vectors.cpp; do
    if ((running >= JOBS)); then wait -n; running=$((running - 1)); fi
    name=$(basename "$src" .cpp)
    "$@" "$dir/$name" "$VECTORS" >"$dir/$name.out" 2>&1 &
    running=$((running + 1))
  done
  wait
  for src in tests/cross/*_vectors.cpp; do
    name=$(basename "$src" .cpp)
    out=$(cat "$dir/$name.out")
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
# cc/c++, the names CMake picks by default: ccache hashes the compiler's name, so the host
# builds then reuse the 5x52 and 10x26 configurations' compilations (scripts/test.sh).
if ! build_one host cc c++; then
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
if build_one host-10x26 cc c++ -DUFSECP_FIELD=10x26; then
  judge host-10x26 "$t0" "$(build/cross-host-10x26/portable_check "$VECTORS" 2>&1)" \
    "$(run_vector_programs build/cross-host-10x26)"
else
  tail -n 30 "$LOGDIR/cross-host-10x26.log"
  problems+=("host-10x26: build (log: $LOGDIR/cross-host-10x26.log)")
  fail=$((fail + 1))
fi

# ---- xtensa: bare metal ------------------------------------------------------------------
# The table generator cannot run on the target (no OS to write a file with), so a host build
# of it with the same table sizes writes the tables (the same text on every platform).
build_xtensa() {
  local dir=build/cross-xtensa gen=build/cross-xtensa-gen log=$LOGDIR/cross-xtensa.log
  local fl="-O2 -mlongcalls -mtext-section-literals -ffunction-sections -fdata-sections"
  cmake -S . -B "$gen" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_TABLES=small -DUFSECP_BUILD_TESTS=OFF \
    -DUFSECP_BUILD_SHARED=OFF >"$log" 2>&1 &&
    ninja -C "$gen" -j "$JOBS" ufsecp_gen_tables >>"$log" 2>&1 &&
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE=ports/xtensa/toolchain.cmake \
      -DUFSECP_BARE_METAL=ON -DUFSECP_FIELD=10x26 -DUFSECP_TABLES=small -DUFSECP_BUILD_SHARED=OFF \
      -DUFSECP_BUILD_TESTS=OFF -DUFSECP_BUILD_BENCH=OFF -DUFSECP_GEN_TABLES_EXECUTABLE="$ROOT/$gen/ufsecp_gen_tables" \
      >>"$log" 2>&1 &&
    ninja -C "$dir" -j "$JOBS" ufsecp >>"$log" 2>&1 &&
    xtensa-lx106-elf-gcc $fl --specs=/usr/lib/xtensa-lx106-elf/picolibc.specs -std=c99 -Wall -Wextra \
      -DUFSECP_PORTABLE_BARE_METAL -Iinclude -Iports/xtensa -nostartfiles -T ports/xtensa/xtensa.ld \
      ports/xtensa/start.S ports/xtensa/syscalls.c tests/cross/portable_check.c "$dir/libufsecp.a" \
      -Wl,--gc-sections -o "$dir/portable_check.elf" >>"$log" 2>&1 || return 1
  # The library allocates nothing, throws nothing, starts no thread.
  local bad
  bad=$(xtensa-lx106-elf-nm -u "$dir/libufsecp.a" | awk 'NF == 2 {print $2}' | sort -u |
        grep -E '^(malloc|calloc|realloc|free|_Zn[wa]|_Zd[la]|__cxa_|_Unwind_|__gxx_personality|pthread_|_ZTI|_ZTV)' || true)
  if [[ -n "$bad" ]]; then
    echo "xtensa: libufsecp.a references: $bad" | tee -a "$log"
    return 1
  fi
}

# ---- each target ----------------------------------------------------------------------
for t in "${targets[@]}"; do
  read -r triple qemu proc _ < <(target_info "$t")
  if [[ "$t" == xtensa ]]; then
    echo
    echo "== xtensa (xtensa-lx106-elf, bare metal, run by qemu-system-xtensa -M sim -cpu lx106)"
    t0=$SECONDS
    if ! build_xtensa; then
      grep -E -A8 'error|Error|references' "$LOGDIR/cross-xtensa.log" | head -n 40
      problems+=("xtensa: build (log: $LOGDIR/cross-xtensa.log)")
      fail=$((fail + 1))
      continue
    fi
    # The program exits through simcall (its status is qemu's); the timeout bounds a hang. The
    # port prints the painted stack's depth and an exit marker after the program's own lines.
    xout=$(timeout 300 qemu-system-xtensa -M sim -cpu lx106 -nographic -monitor none -semihosting \
      -semihosting-config enable=on,arg=portable_check,arg="$VECTORS" -kernel build/cross-xtensa/portable_check.elf 2>&1)
    echo "$xout" | grep -E '^(stack|xtensa-exit):'
    judge xtensa "$t0" "$(echo "$xout" | grep -vE '^(stack|xtensa-exit):')" "vectors: 0 passed, 0 failed"
    continue
  fi
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
