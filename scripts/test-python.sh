#!/usr/bin/env bash
# ufsecp — the Python binding (bindings/python, package ufsecp): install, test, wheel, bench.
#
#   bash scripts/test-python.sh
#
# Steps (everything under build/python):
#   1. as root, apt-get installs what a fresh Debian 12 lacks (python3-venv, python3-dev for
#      Python.h, python3-pip); otherwise it only checks and names the missing packages;
#   2. a venv (build/python/venv) with pytest, coincurve and mypy from PyPI;
#   3. `pip install ./bindings/python` (PEP 517 with build isolation: pip fetches
#      scikit-build-core, which runs CMake on the repository's library and the extension;
#      the CMake build directory is build/python/cmake);
#   4. pytest on bindings/python/tests from the installed package: the official vectors are
#      read from ../shared (UFSECP_VECTORS_DIR overrides; a missing file fails), coincurve
#      cross-checks;
#   5. `pip wheel` of the same tree (reuses the CMake build), installed into a fresh venv
#      (build/python/venv-wheel, no network needed), where an example signs and verifies and
#      the package is checked to come from that venv;
#   6. mypy on the package (the type hints and the extension's stub agree with the code);
#   7. `python -m ufsecp.bench --quick` (smoke run of the comparison with coincurve).
# The last line is "N passed, M failed": every pytest test, plus one each for the install,
# the wheel build, the wheel's fresh-venv check, mypy and the bench smoke run. Exit 0 only
# if M = 0. On this project's shared 2-core machine a run from nothing took 9 min of wall
# time under a load of ~25 but 2 min of CPU (user + sys): the C library's build is most of it.
#
# Environment: PYTHON (default python3), UFSECP_VECTORS_DIR, UFSECP_TEST_ITERS.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1
PY=${PYTHON:-python3}
OUT=$ROOT/build/python
mkdir -p "$OUT"
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "test-python: PASS $*"; }
bad() { fail=$((fail + 1)); echo "test-python: FAIL $*"; }
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
    echo "test-python: installing ${need[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" >/dev/null ||
      { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" >/dev/null; } ||
      { bad "apt-get install ${need[*]}"; finish; }
  elif ! "$PY" -c 'import sysconfig, os; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' 2>/dev/null; then
    # Not root: go on where this Python has what is needed (e.g. a pyenv build), else say
    # what to install.
    bad "missing packages: ${need[*]} (sudo apt-get install ${need[*]})"
    finish
  fi
fi
bash scripts/install-deps.sh >/dev/null || { bad "scripts/install-deps.sh"; finish; }

# ---- 2. venv ---------------------------------------------------------------------------
VENV=$OUT/venv
[[ -x $VENV/bin/python ]] || "$PY" -m venv "$VENV" || { bad "venv (apt-get install python3-venv)"; finish; }
VPY=$VENV/bin/python
"$VPY" -m pip install -q --disable-pip-version-check pytest coincurve mypy || { bad "pip install pytest coincurve mypy"; finish; }

# ---- 3. pip install ./bindings/python ---------------------------------------------------
CFG=(-C "build-dir=$OUT/cmake")
t0=$SECONDS
if "$VPY" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "${CFG[@]}" ./bindings/python \
    >"$OUT/install.log" 2>&1; then
  ok "pip install ./bindings/python ($((SECONDS - t0)) s)"
else
  tail -n 30 "$OUT/install.log"
  bad "pip install ./bindings/python (log: $OUT/install.log)"
  finish
fi

# ---- 4. pytest (from the installed package: run outside the source tree) ---------------
RESULTS=$OUT/pytest.xml
(cd "$OUT" && "$VPY" -m pytest -q -p no:cacheprovider --junitxml="$RESULTS" "$ROOT/bindings/python/tests") |
  tail -n 25
counts=$("$VPY" - "$RESULTS" <<'EOF'
import sys, xml.etree.ElementTree as ET
try:
    root = ET.parse(sys.argv[1]).getroot()
except Exception:
    print("0 1"); raise SystemExit
suites = [root] if root.tag == "testsuite" else list(root)
t = sum(int(s.get("tests", 0)) for s in suites)
f = sum(int(s.get("failures", 0)) + int(s.get("errors", 0)) for s in suites)
k = sum(int(s.get("skipped", 0)) for s in suites)
print(t - f - k, f + k)  # a skip counts as a failure: nothing here may be skipped
EOF
)
read -r p f <<<"$counts"
pass=$((pass + p))
fail=$((fail + f))
echo "test-python: pytest $p passed, $f failed or skipped"
[[ $p -gt 0 ]] || bad "pytest ran no test"

# ---- 5. wheel, installed into a fresh venv -----------------------------------------------
rm -rf "$OUT/dist" "$OUT/venv-wheel"
t0=$SECONDS
if "$VPY" -m pip wheel -q --disable-pip-version-check --no-deps "${CFG[@]}" -w "$OUT/dist" ./bindings/python \
    >"$OUT/wheel.log" 2>&1 && ls "$OUT"/dist/ufsecp-*.whl >/dev/null 2>&1; then
  ok "pip wheel: $(basename "$OUT"/dist/ufsecp-*.whl) ($((SECONDS - t0)) s)"
  if "$PY" -m venv "$OUT/venv-wheel" &&
     "$OUT/venv-wheel/bin/python" -m pip install -q --disable-pip-version-check --no-index "$OUT"/dist/ufsecp-*.whl &&
     (cd "$OUT" && "$OUT/venv-wheel/bin/python" - "$OUT/venv-wheel" <<'EOF'
import hashlib, sys
import ufsecp
assert ufsecp.__file__.startswith(sys.argv[1]), ufsecp.__file__
sk = ufsecp.SecretKey(hashlib.sha256(b"wheel").digest())
msg = hashlib.sha256(b"message").digest()
assert sk.public_key.verify_ecdsa(sk.sign_ecdsa(msg), msg)
assert sk.xonly_public_key.verify_schnorr(sk.sign_schnorr(b"hi"), b"hi")
assert "secret" in repr(sk) and sk.to_bytes().hex() not in repr(sk)
print("wheel venv:", ufsecp.__file__)
EOF
); then
    ok "wheel installed and used in a fresh venv"
  else
    bad "wheel in a fresh venv"
  fi
else
  tail -n 30 "$OUT/wheel.log"
  bad "pip wheel (log: $OUT/wheel.log)"
fi

# ---- 5b. the type hints hold (mypy on the package's sources and the extension's stub) ------
if (cd bindings/python/src && "$VPY" -m mypy --ignore-missing-imports --no-error-summary --cache-dir "$OUT/mypy-cache" ufsecp); then
  ok "mypy ufsecp"
else
  bad "mypy ufsecp"
fi

# ---- 6. bench smoke run -------------------------------------------------------------------
if (cd "$OUT" && "$VPY" -m ufsecp.bench --quick); then
  ok "python -m ufsecp.bench --quick"
else
  bad "python -m ufsecp.bench --quick"
fi
finish
