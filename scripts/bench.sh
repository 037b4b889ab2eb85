#!/usr/bin/env bash
# ufsecp — THE benchmark command: how much faster than libsecp256k1, on this machine.
#
#   bash scripts/bench.sh                (as root on a fresh machine: installs what is missing)
#   bash scripts/bench.sh --quick        shorter run (fewer, shorter blocks; fewer batch sizes)
#   bash scripts/bench.sh --all          also the internals (field, scalar, point arithmetic)
#   bash scripts/bench.sh --tier 10x26   the 32-bit field tier instead of 5x52
#   bash scripts/bench.sh --reference R  the libsecp256k1 to compare with (default: the reference,
#                                        0.7.1 from Debian, in build/libsecp256k1-ref); R is an
#                                        install prefix, `system` (pkg-config's: Debian 12 has
#                                        0.2.0 from 2022) or `none`. Also $UFSECP_REFERENCE.
#   bash scripts/bench.sh --help
# Other arguments go to ufsecp-bench (--blocks N, --wall, --no-batch; ufsecp-bench --help).
#
# 1. scripts/install-deps.sh (installs when run as root, otherwise checks), and the
#    reference libsecp256k1 (scripts/reference.sh; root the first time);
# 2. builds Release with the benchmark: build/bench-<tier>, target ufsecp-bench, linked
#    against the chosen libsecp256k1 (reconfigured whenever the choice changes);
# 3. prints the report (public operations of ufsecp and libsecp256k1 interleaved, block
#    estimates, batch verification), saved as build/bench-results/report-<tier>.txt with
#    the JSON in build/bench-results/report-<tier>.json;
# 4. prints instructions per operation of both libraries (callgrind; needs valgrind), saved
#    as build/bench-results/icount-<tier>.txt and .json.
# A run that fails leaves the saved reports of the last good run as they were. Run as root
# through sudo, it gives build/ back to the invoking user at the end, so later runs work
# without sudo. Method and the latest numbers: docs/benchmarks.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'; }

tier=5x52
reference=${UFSECP_REFERENCE:-}
args=()
while (($#)); do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --tier) tier=${2:?--tier needs 5x52 or 10x26}; shift 2 ;;
    --reference) reference=${2:?--reference needs a prefix, system or none}; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
[[ "$tier" == 5x52 || "$tier" == 10x26 ]] || { echo "bench: --tier must be 5x52 or 10x26" >&2; exit 2; }

# Under sudo, hand build/ back to the user who asked, whatever happens.
if [[ "$(id -u)" -eq 0 && -n "${SUDO_UID:-}" ]]; then
  trap 'chown -R "$SUDO_UID:${SUDO_GID:-$SUDO_UID}" "$ROOT/build" 2>/dev/null || true' EXIT
fi

JOBS=${UFSECP_JOBS:-$(nproc 2>/dev/null || echo 2)}
RESULTS=build/bench-results
LOGDIR=build/logs
dir=build/bench-$tier

bash scripts/install-deps.sh
mkdir -p "$RESULTS" "$LOGDIR"
if [[ -z "$reference" ]]; then
  reference=$(bash scripts/reference.sh | tail -n 1)
fi

if [[ -f "$dir/CMakeCache.txt" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
  rm -rf "$dir"
fi
echo "== building $dir (Release, UFSECP_FIELD=$tier, UFSECP_REFERENCE=$reference)"
if ! cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_FIELD="$tier" \
      -DUFSECP_BUILD_BENCH=ON -DUFSECP_BUILD_TESTS=OFF -DUFSECP_SANITIZE=OFF -DUFSECP_VERIFY=OFF \
      -DUFSECP_REFERENCE="$reference" >"$LOGDIR/bench-$tier-configure.log" 2>&1; then
  cat "$LOGDIR/bench-$tier-configure.log" >&2
  echo "bench: CMake configuration failed" >&2
  exit 1
fi
grep -i 'comparing against\|UFSECP_REFERENCE' "$LOGDIR/bench-$tier-configure.log" || true
if ! ninja -C "$dir" -j "$JOBS" ufsecp-bench >"$LOGDIR/bench-$tier-build.log" 2>&1; then
  cat "$LOGDIR/bench-$tier-build.log" >&2
  echo "bench: build failed" >&2
  exit 1
fi

bin=$dir/bench/ufsecp-bench
# Results go to .new files first and replace the saved ones only when the run succeeded.
report=$RESULTS/report-$tier
"$bin" "${args[@]}" --json "$report.json.new" | sed "s|^JSON: $report.json.new\$|JSON: $report.json|" |
  tee "$report.txt.new"
mv "$report.txt.new" "$report.txt"
mv "$report.json.new" "$report.json"

if command -v valgrind >/dev/null 2>&1; then
  echo
  icount=$RESULTS/icount-$tier
  "$bin" --icount --json "$icount.json.new" | grep -v '^ICOUNT' | tee "$icount.txt.new"
  mv "$icount.txt.new" "$icount.txt"
  mv "$icount.json.new" "$icount.json"
  echo "JSON: $icount.json"
else
  echo "(valgrind not installed: no instruction counts)"
fi
