#!/usr/bin/env bash
# ufsecp — stage "chain": ufsecp.chain, the Dask pipeline (issue 24: BIP-352 tweak index,
# silent-payment scan, bulk verification over Parquet partitions).
#
#   bash scripts/test-chain.sh
#
# Steps (everything under build/chain):
#   1. as root, apt-get installs what a fresh Debian 12 lacks (python3-venv, python3-dev,
#      python3-pip); otherwise it only checks;
#   2. a venv (build/chain/venv) with pytest; `pip install "./bindings/python[chain]"` brings
#      dask[distributed], pyarrow and numpy from PyPI and builds the extension (CMake build
#      directory build/chain/cmake, reused by later runs);
#   3. pytest bindings/python/tests-chain: the pieces in-process (synth deterministic, batch
#      tweak data = the one-transaction API, flat scan = the list scanner, verify batch = per
#      row, corrupt offsets rejected, secrets file checks), then synth of UFSECP_CHAIN_TX
#      (default 20,000) transactions and the three jobs on a 2-worker LocalCluster with the
#      truth file matched exactly and the malformed rows counted, --resume, a worker killed
#      mid-write (outputs identical), the CLI;
#   4. a smoke run of the measurement script (python -m ufsecp.chain.bench --quick).
# The last line is "N passed, M failed" (every pytest test, plus one for the install and
# one for the bench smoke run); a skip counts as a failure. Exit 0 only if M = 0.
#
# Environment: PYTHON (default python3), UFSECP_CHAIN_TX.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1
PY=${PYTHON:-python3}
OUT=$ROOT/build/chain
mkdir -p "$OUT"
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "test-chain: PASS $*"; }
bad() { fail=$((fail + 1)); echo "test-chain: FAIL $*"; }
finish() { echo "$pass passed, $fail failed"; [[ $fail -eq 0 ]]; exit $?; }

# ---- 1. system packages ----------------------------------------------------------------
need=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in python3 python3-venv python3-dev python3-pip; do
    [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" == "install ok installed" ]] || need+=("$p")
  done
fi
if ((${#need[@]})); then
  if [[ $EUID -eq 0 ]]; then
    echo "test-chain: installing ${need[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" >/dev/null ||
      { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" >/dev/null; } ||
      { bad "apt-get install ${need[*]}"; finish; }
  elif ! "$PY" -c 'import sysconfig, os; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' 2>/dev/null; then
    bad "missing packages: ${need[*]} (sudo apt-get install ${need[*]})"
    finish
  fi
fi
bash scripts/install-deps.sh >/dev/null || { bad "scripts/install-deps.sh"; finish; }

# ---- 2. venv, pip install "./bindings/python[chain]" ------------------------------------
VENV=$OUT/venv
[[ -x $VENV/bin/python ]] || "$PY" -m venv "$VENV" || { bad "venv (apt-get install python3-venv)"; finish; }
VPY=$VENV/bin/python
"$VPY" -m pip install -q --disable-pip-version-check pytest || { bad "pip install pytest"; finish; }
t0=$SECONDS
# the extra's dependencies, then the package itself rebuilt (incremental) and reinstalled
if "$VPY" -m pip install -q --disable-pip-version-check -C "build-dir=$OUT/cmake" \
    "./bindings/python[chain]" >"$OUT/install.log" 2>&1 &&
   "$VPY" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps -C "build-dir=$OUT/cmake" \
    ./bindings/python >>"$OUT/install.log" 2>&1; then
  ok "pip install ./bindings/python[chain] ($((SECONDS - t0)) s)"
else
  tail -n 30 "$OUT/install.log"
  bad "pip install ./bindings/python[chain] (log: $OUT/install.log)"
  finish
fi

# ---- 3. pytest (from the installed package: outside the source tree) ---------------------
RESULTS=$OUT/pytest.xml
(cd "$OUT" && "$VPY" -m pytest -q -p no:cacheprovider --junitxml="$RESULTS" "$ROOT/bindings/python/tests-chain") |
  tail -n 25
counts=$("$VPY" - "$RESULTS" <<'PYEOF'
import sys, xml.etree.ElementTree as ET
try:
    root = ET.parse(sys.argv[1]).getroot()
except Exception:
    print("0 1"); raise SystemExit
suites = [root] if root.tag == "testsuite" else list(root)
t = sum(int(s.get("tests", 0)) for s in suites)
f = sum(int(s.get("failures", 0)) + int(s.get("errors", 0)) for s in suites)
k = sum(int(s.get("skipped", 0)) for s in suites)
print(t - f - k, f + k)
PYEOF
)
read -r p f <<<"$counts"
pass=$((pass + p))
fail=$((fail + f))
echo "test-chain: pytest $p passed, $f failed or skipped"
[[ $p -gt 0 ]] || bad "pytest ran no test"

# ---- 4. measurement smoke run ---------------------------------------------------------------
if (cd "$OUT" && "$VPY" -m ufsecp.chain.bench --quick --dir "$OUT/bench-quick"); then
  ok "python -m ufsecp.chain.bench --quick"
else
  bad "python -m ufsecp.chain.bench --quick"
fi
finish
