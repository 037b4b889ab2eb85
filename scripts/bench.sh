#!/usr/bin/env bash
# ufsecp — THE benchmark command: how much faster than libsecp256k1, on this machine.
#
#   bash scripts/bench.sh                (as root on a fresh machine: installs what is missing)
#   bash scripts/bench.sh --quick        shorter run (fewer, shorter blocks; fewer batch sizes)
#   bash scripts/bench.sh --all          also the internals (field, scalar, point arithmetic)
#   bash scripts/bench.sh --tier 10x26   the 32-bit field tier instead of 5x52
# Other arguments go to ufsecp-bench (--blocks N, --wall, --no-batch; see bench/bench_main.cpp).
#
# 1. scripts/install-deps.sh (installs when run as root, otherwise checks);
# 2. builds Release with the benchmark: build/bench-<tier>, target ufsecp-bench;
# 3. prints the report (public operations of ufsecp and libsecp256k1 interleaved, block
#    estimates, batch verification), also saved as build/bench-results/report-<tier>.txt,
#    with the JSON in build/bench-results/report-<tier>.json;
# 4. prints instructions per operation of both libraries (callgrind; needs valgrind), saved
#    as build/bench-results/icount-<tier>.txt and .json.
# Method and the latest numbers: docs/benchmarks.md. Timings are CPU time of the benchmark
# thread by default; run on an otherwise idle machine for the steadiest numbers.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

tier=5x52
args=()
while (($#)); do
  case "$1" in
    --tier) tier=${2:?--tier needs 5x52 or 10x26}; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
[[ "$tier" == 5x52 || "$tier" == 10x26 ]] || { echo "bench: --tier must be 5x52 or 10x26" >&2; exit 2; }

JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
RESULTS=build/bench-results
LOGDIR=build/logs
dir=build/bench-$tier

bash scripts/install-deps.sh
mkdir -p "$RESULTS" "$LOGDIR"

if [[ -f "$dir/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
  rm -rf "$dir"
fi
echo "== building $dir (Release, UFSECP_FIELD=$tier)"
if ! cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_FIELD="$tier" \
      -DUFSECP_BUILD_BENCH=ON -DUFSECP_BUILD_TESTS=OFF -DUFSECP_SANITIZE=OFF -DUFSECP_VERIFY=OFF \
      >"$LOGDIR/bench-$tier-configure.log" 2>&1; then
  cat "$LOGDIR/bench-$tier-configure.log" >&2
  echo "bench: CMake configuration failed" >&2
  exit 1
fi
grep -i 'libsecp256k1' "$LOGDIR/bench-$tier-configure.log" || true
if ! ninja -C "$dir" -j "$JOBS" ufsecp-bench >"$LOGDIR/bench-$tier-build.log" 2>&1; then
  cat "$LOGDIR/bench-$tier-build.log" >&2
  echo "bench: build failed" >&2
  exit 1
fi

bin=$dir/bench/ufsecp-bench
echo "date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
"$bin" "${args[@]}" --json "$RESULTS/report-$tier.json" | tee "$RESULTS/report-$tier.txt"

if command -v valgrind >/dev/null 2>&1; then
  echo
  "$bin" --icount --json "$RESULTS/icount-$tier.json" | grep -v '^ICOUNT' | tee "$RESULTS/icount-$tier.txt"
  echo "JSON: $RESULTS/icount-$tier.json"
else
  echo "(valgrind not installed: no instruction counts)"
fi
