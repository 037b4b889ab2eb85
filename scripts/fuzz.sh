#!/usr/bin/env bash
# ufsecp — build and run the libFuzzer targets (fuzz/*.cpp); stage `fuzz` of scripts/test.sh.
#
#   bash scripts/fuzz.sh                   every target, 25 s each (the test command's budget)
#   bash scripts/fuzz.sh fuzz_der 600      one target (or `all`) for 600 s each
#
# 1. scripts/install-deps.sh (clang-19 and libFuzzer's runtime) and the reference
#    libsecp256k1 0.7.1 (scripts/reference.sh) the targets compare against;
# 2. clang-19 build in build/fuzz: -fsanitize=fuzzer-no-link everywhere plus ASan + UBSan
#    (UFSECP_SANITIZE), at -O1 -g1;
# 3. seed corpora cut from the official vectors (ufsecp-fuzz-seeds, reading ../shared/vectors
#    or $UFSECP_VECTORS_DIR) into build/fuzz/seeds/<target>;
# 4. each target runs for the given seconds on its corpus build/fuzz/corpus/<target> (kept
#    between runs, so coverage accumulates) plus the seeds. A crash, a sanitizer report or a
#    property mismatch (FUZZ_CHECK) fails the target; the input that caused it is saved as
#    build/fuzz/artifacts/<target>-crash-<hash> (replay: build/fuzz/fuzz/<target> FILE).
# Prints each target's executions and coverage; last line "N passed, M failed" (one per target).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1

which=${1:-all}
seconds=${2:-25}
JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
dir=build/fuzz
LOGDIR=build/logs
mkdir -p "$LOGDIR"

fail_all() { echo "fuzz: $1"; echo "0 passed, 1 failed"; exit 1; }

bash scripts/install-deps.sh || fail_all "dependencies (scripts/install-deps.sh)"
ref=$(bash scripts/reference.sh | tail -n 1) || fail_all "the reference libsecp256k1 (scripts/reference.sh)"

if ! cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DUFSECP_BUILD_FUZZ=ON -DUFSECP_SANITIZE=ON -DUFSECP_BUILD_TESTS=OFF -DUFSECP_BUILD_BENCH=OFF \
    -DUFSECP_REFERENCE="$ref" >"$LOGDIR/fuzz-configure.log" 2>&1; then
  tail -n 30 "$LOGDIR/fuzz-configure.log"
  fail_all "CMake configuration failed (log: $LOGDIR/fuzz-configure.log)"
fi
if ! ninja -C "$dir" -j "$JOBS" fuzz >"$LOGDIR/fuzz-build.log" 2>&1; then
  grep -E -A12 'error|FAILED' "$LOGDIR/fuzz-build.log" | head -n 60
  fail_all "build failed (log: $LOGDIR/fuzz-build.log)"
fi

# The targets: the set(UFSECP_FUZZ_TARGETS ...) line and every list(APPEND UFSECP_FUZZ_TARGETS ...).
targets=$(sed -n -e 's/^set(UFSECP_FUZZ_TARGETS \(.*\))$/\1/p' -e 's/^list(APPEND UFSECP_FUZZ_TARGETS \(.*\))$/\1/p' \
  fuzz/CMakeLists.txt | tr '\n' ' ')
if [[ "$which" != all ]]; then
  [[ " $targets " == *" $which "* ]] || { echo "fuzz: unknown target '$which' (targets: $targets)" >&2; exit 2; }
  targets=$which
fi

rm -rf "$dir/seeds"
"$dir/fuzz/ufsecp-fuzz-seeds" "$dir/seeds" || fail_all "seed corpora (ufsecp-fuzz-seeds)"
mkdir -p "$dir/artifacts"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
pass=0
fail=0
for t in $targets; do
  mkdir -p "$dir/corpus/$t" "$dir/seeds/$t"
  log=$LOGDIR/fuzz-$t.log
  "$dir/fuzz/$t" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$dir/artifacts/$t-" "$dir/corpus/$t" "$dir/seeds/$t" >"$log" 2>&1
  rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)
  if ((rc == 0)); then
    pass=$((pass + 1))
    printf '%-14s ok      %5ss %10s executions, %s, corpus %s files\n' "$t" "$seconds" "${execs:-?}" "${cov:-?}" \
      "$(ls "$dir/corpus/$t" | wc -l)"
  else
    fail=$((fail + 1))
    printf '%-14s FAILED  exit %s (log: %s)\n' "$t" "$rc" "$log"
    grep -E 'MISMATCH|ERROR|SUMMARY|Test unit written' "$log" | head -n 8 | sed 's/^/    /'
  fi
done
echo "$pass passed, $fail failed"
((fail == 0))
