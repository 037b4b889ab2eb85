#!/usr/bin/env bash
# ufsecp — performance regression gate: instructions per operation, counted exactly by
# callgrind (ufsecp-bench --icount), against the committed baseline of the build's field tier,
# bench/icount-baseline-5x52.json or bench/icount-baseline-10x26.json.
#
#   bash scripts/perf-gate.sh [build-dir]            check (default build-dir: build/5x52)
#   bash scripts/perf-gate.sh --update [build-dir]   rewrite the baseline from this build
#
# One check per operation: pubkey create (k*G), ECDSA sign, verify and recover, Schnorr sign
# and verify, ECDH. A check fails when ufsecp's count rose more than 3% above the baseline,
# naming the operation and both numbers. The inputs are fixed (seeded), so counts repeat
# exactly and 8 calls per operation suffice; the whole gate takes seconds after the build.
# The build directory must be a Release build without sanitizers; the script turns on
# UFSECP_BUILD_BENCH there if needed and builds the ufsecp-bench target only.
#
# Counts depend on the compiler version and on run-time dispatch (which SHA-256 code runs
# under valgrind's CPUID; the k*G scan is pinned to SSE2 here): the baseline records them,
# and the gate says so when they differ (then a failure may be the environment rather than
# the code: re-run with --update on a machine where the baseline is meant to hold).
#
# Last line: "N passed, M failed"; exit status 0 only if every check passed.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1

OPS=(pubkey_create ecdsa_sign ecdsa_verify ecdsa_recover schnorr_sign schnorr_verify ecdh)
LIMIT_PCT=3
ITERS=8

update=0
dir=build/5x52
for a in "$@"; do
  case "$a" in
    --update) update=1 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) dir=$a ;;
  esac
done

fail_setup() {
  echo "perf-gate: $*"
  echo "0 passed, 1 failed"
  exit 1
}

command -v valgrind >/dev/null 2>&1 || fail_setup "valgrind not found (scripts/install-deps.sh installs it)"
JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
mkdir -p build/logs
log=build/logs/perf-gate-build.log

# A Release build without sanitizers (counts of other builds mean nothing); configure one if
# the directory is empty, otherwise only switch the benchmark on.
cache=$dir/CMakeCache.txt
if [[ -f "$cache" ]]; then
  grep -q '^CMAKE_BUILD_TYPE:STRING=Release$' "$cache" || fail_setup "$dir is not a Release build"
  grep -q '^UFSECP_SANITIZE:BOOL=ON$' "$cache" && fail_setup "$dir is a sanitizer build"
  grep -q '^UFSECP_VERIFY:BOOL=ON$' "$cache" && fail_setup "$dir has UFSECP_VERIFY=ON"
  if ! grep -q '^UFSECP_BUILD_BENCH:BOOL=ON$' "$cache"; then
    cmake "$dir" -DUFSECP_BUILD_BENCH=ON >"$log" 2>&1 || { tail -n 30 "$log"; fail_setup "CMake failed"; }
  fi
else
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_FIELD=5x52 -DUFSECP_BUILD_BENCH=ON \
    -DUFSECP_BUILD_TESTS=OFF >"$log" 2>&1 || { tail -n 30 "$log"; fail_setup "CMake failed"; }
fi
cmake --build "$dir" --target ufsecp-bench -j "$JOBS" >>"$log" 2>&1 || { tail -n 30 "$log"; fail_setup "build failed ($log)"; }

ops_csv=$(IFS=,; echo "${OPS[*]}")
# The k*G table scan is dispatched on the CPU (AVX2, SSE2, portable): the gate pins the SSE2
# scan, which every x86-64 has, so that the counts do not depend on the host's AVX2.
out=$(UFSECP_ECMULT_GEN=sse2 "$dir/bench/ufsecp-bench" --icount "$ops_csv" --iters "$ITERS" 2>&1) || { echo "$out"; fail_setup "ufsecp-bench --icount failed"; }
echo "$out" | grep -v '^ICOUNT'
env_now=$(echo "$out" | sed -n 's/^ICOUNT-ENV //p')
tier=$(echo "$env_now" | sed -n 's/.*field=\([0-9x]*\).*/\1/p')
BASELINE=bench/icount-baseline-${tier:-unknown}.json
valgrind_now=$(valgrind --version 2>/dev/null)
env_now="$env_now|valgrind=$valgrind_now"

count_now() { echo "$out" | awk -v k="ufsecp/$1" '$1 == "ICOUNT" && $2 == k { print $3 }'; }
lib_now() { echo "$out" | awk -v k="libsecp256k1/$1" '$1 == "ICOUNT" && $2 == k { print $3 }'; }
count_base() { sed -n "s/^ *{\"lib\": \"ufsecp\", \"op\": \"$1\", \"instr\": \([0-9]*\)}.*/\1/p" "$BASELINE"; }

if ((update)); then
  {
    echo "{"
    echo "  \"_comment\": \"instructions per operation (callgrind, ufsecp-bench --icount, $ITERS calls); written by: bash scripts/perf-gate.sh --update\","
    echo "  \"env\": \"$env_now\","
    echo "  \"counts\": ["
    lines=()
    for op in "${OPS[@]}"; do
      lines+=("    {\"lib\": \"ufsecp\", \"op\": \"$op\", \"instr\": $(count_now "$op")}")
      l=$(lib_now "$op")
      [[ -n "$l" ]] && lines+=("    {\"lib\": \"libsecp256k1\", \"op\": \"$op\", \"instr\": $l}")
    done
    last=$((${#lines[@]} - 1))
    for i in "${!lines[@]}"; do
      if ((i < last)); then echo "${lines[$i]},"; else echo "${lines[$i]}"; fi
    done
    echo "  ]"
    echo "}"
  } >"$BASELINE.tmp" && mv "$BASELINE.tmp" "$BASELINE"
  echo "perf-gate: baseline written to $BASELINE"
fi

[[ -f "$BASELINE" ]] || fail_setup "no baseline $BASELINE (create it: bash scripts/perf-gate.sh --update)"
env_base=$(sed -n 's/^ *"env": "\(.*\)",$/\1/p' "$BASELINE")
env_note=""
if [[ "$env_base" != "$env_now" ]]; then
  echo "perf-gate: NOTE the baseline was recorded in another environment:"
  echo "  baseline: $env_base"
  echo "  now:      $env_now"
  echo "  (counts depend on the compiler and the dispatch; a failure below may come from that)"
  env_note=" [environment differs from the baseline's]"
fi

pass=0
failn=0
echo
printf '%-16s %12s %12s %9s  %s\n' "operation" "baseline" "now" "change" "result"
for op in "${OPS[@]}"; do
  now=$(count_now "$op")
  base=$(count_base "$op")
  if [[ -z "$now" ]]; then
    printf '%-16s %12s %12s %9s  FAIL: no count measured\n' "$op" "${base:--}" "-" "-"
    failn=$((failn + 1))
    continue
  fi
  if [[ -z "$base" ]]; then
    printf '%-16s %12s %12s %9s  FAIL: not in %s (run: bash scripts/perf-gate.sh --update)\n' "$op" "-" "$now" "-" "$BASELINE"
    failn=$((failn + 1))
    continue
  fi
  change=$(awk -v n="$now" -v b="$base" 'BEGIN { printf "%+.2f%%", 100 * (n - b) / b }')
  if awk -v n="$now" -v b="$base" -v l="$LIMIT_PCT" 'BEGIN { exit !(n > b * (1 + l / 100)) }'; then
    printf '%-16s %12s %12s %9s  FAIL\n' "$op" "$base" "$now" "$change"
    echo "perf-gate: FAIL $op: $now instructions per call, baseline $base ($change, limit +$LIMIT_PCT%)$env_note"
    failn=$((failn + 1))
  else
    printf '%-16s %12s %12s %9s  ok\n' "$op" "$base" "$now" "$change"
    pass=$((pass + 1))
  fi
done
echo "(a fall of more than $LIMIT_PCT% passes; lock it in with: bash scripts/perf-gate.sh --update)"
echo "$pass passed, $failn failed"
((failn == 0))
