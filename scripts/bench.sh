#!/usr/bin/env bash
# ufsecp — THE benchmark command.
#
#   sudo bash scripts/bench.sh
#
# 1. installs what is missing (scripts/install-deps.sh);
# 2. builds Release with the benchmarks for both tiers: build/bench-5x52, build/bench-10x26;
# 3. runs the Google Benchmark micro-benchmarks (median of 5 repetitions), JSON to
#    build/bench-results/micro-<tier>.json. The 5x52 build runs everything (field and
#    scalar arithmetic of BOTH tiers, plus group and ecmult of 5x52); the 10x26 build
#    runs only the group/ecmult benchmarks, which are the ones its tier changes;
# 4. runs the comparison against libsecp256k1 (bench/bench_compare.cpp) for each tier,
#    output also in build/bench-results/compare-<tier>.txt;
# 5. prints a table of the micro-benchmark medians.
#
# Environment: UFSECP_JOBS (parallel compile jobs; default: number of CPUs),
# UFSECP_BENCH_ARGS (extra arguments for the micro-benchmark binary, e.g.
# "--benchmark_filter=field/").
# For stable numbers run on an idle machine (the comparison interleaves both
# libraries block by block, so slow drifts affect both sides alike).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
RESULTS=build/bench-results
LOGDIR=build/logs
TIERS=(5x52 10x26)

bash scripts/install-deps.sh
mkdir -p "$RESULTS" "$LOGDIR"

for tier in "${TIERS[@]}"; do
  dir=build/bench-$tier
  if [[ -f "$dir/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
    rm -rf "$dir"
  fi
  echo "== building $dir (Release, UFSECP_FIELD=$tier)"
  if ! cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_FIELD="$tier" \
        -DUFSECP_BUILD_BENCH=ON -DUFSECP_BUILD_TESTS=OFF -DUFSECP_SANITIZE=OFF -DUFSECP_VERIFY=OFF \
        >"$LOGDIR/bench-$tier-configure.log" 2>&1; then
    cat "$LOGDIR/bench-$tier-configure.log" >&2
    echo "bench: CMake configuration failed for $tier" >&2
    exit 1
  fi
  grep -i 'libsecp256k1' "$LOGDIR/bench-$tier-configure.log" || true
  if ! ninja -C "$dir" -j "$JOBS" ufsecp_bench_micro ufsecp_bench_compare \
        >"$LOGDIR/bench-$tier-build.log" 2>&1; then
    cat "$LOGDIR/bench-$tier-build.log" >&2
    echo "bench: build failed for $tier" >&2
    exit 1
  fi
done

{
  echo "date:     $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "cpu:      $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || echo unknown)"
  echo "cores:    $(nproc 2>/dev/null || echo ?)"
  echo "compiler: $(g++ --version | head -n1)"
  echo "commit:   $(git rev-parse --short HEAD 2>/dev/null || echo none)"
} | tee "$RESULTS/environment.txt"

# shellcheck disable=SC2206  # UFSECP_BENCH_ARGS is deliberately word-split
extra=(${UFSECP_BENCH_ARGS:-})
for tier in "${TIERS[@]}"; do
  filter=()
  if [[ "$tier" != "5x52" ]]; then filter=(--benchmark_filter='^(group|ecmult)/'); fi
  echo
  echo "== micro-benchmarks, $tier build"
  echo "   (a '***WARNING*** Library was built as DEBUG' line refers to the distribution's"
  echo "    Google Benchmark library itself, not to ufsecp, which is built Release)"
  "build/bench-$tier/bench/ufsecp_bench_micro" \
    --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
    --benchmark_out="$RESULTS/micro-$tier.json" --benchmark_out_format=json \
    "${filter[@]}" "${extra[@]}"
done

for tier in "${TIERS[@]}"; do
  echo
  echo "== ufsecp ($tier build) vs libsecp256k1"
  "build/bench-$tier/bench/ufsecp_bench_compare" | tee "$RESULTS/compare-$tier.txt"
done

# Table of medians from the JSON files. Google Benchmark writes one "key": value per
# line, so a line-oriented scan is enough (no JSON tool needed).
echo
echo "== micro-benchmark medians (real time per operation; build/bench-results/micro-*.json)"
printf '%-36s %14s\n' "benchmark" "median"
for tier in "${TIERS[@]}"; do
  f="$RESULTS/micro-$tier.json"
  [[ -f "$f" ]] || continue
  awk '
    /"name":/           { n = $0; sub(/^[^:]*: *"/, "", n); sub(/",? *$/, "", n) }
    /"aggregate_name":/ { a = $0; sub(/^[^:]*: *"/, "", a); sub(/",? *$/, "", a) }
    /"real_time":/      { t = $0; sub(/^[^:]*: */, "", t); sub(/,? *$/, "", t) }
    /"time_unit":/      { u = $0; sub(/^[^:]*: *"/, "", u); sub(/",? *$/, "", u)
                          if (a == "median") { sub(/_median$/, "", n); printf "%-36s %11.1f %s\n", n, t, u }
                          a = "" }
  ' "$f"
done
