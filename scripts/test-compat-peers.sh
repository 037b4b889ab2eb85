#!/usr/bin/env bash
# ufsecp — a peer's unmodified test suite against the drop-in libsecp256k1 (docs/compat.md).
#
#   bash scripts/test-compat-peers.sh SHIM_PREFIX REF_PREFIX
#
# coincurve (PyPI sdist, pinned version) is fetched through pip, built twice in its
# "system library" mode (COINCURVE_IGNORE_SYSTEM_LIB=OFF: pkg-config libsecp256k1), once with
# PKG_CONFIG_PATH pointing at libsecp256k1 0.7.1 (REF_PREFIX) and once at the shim
# (SHIM_PREFIX), and its own tests (the sdist's tests/, unmodified) are run with pytest:
#   ref  : built against 0.7.1, run on 0.7.1;
#   shim : built against the shim's headers and .pc, run on the shim;
#   swap : the wheel built against 0.7.1, run on the shim through LD_LIBRARY_PATH.
# Every test that passes on 0.7.1 must pass on the shim. Only PKG_CONFIG_PATH and
# LD_LIBRARY_PATH differ between the runs. Nothing of coincurve is kept in the repository: the
# sdist, venv and pip cache live in build/compat-peers (reused between runs).
# Last line: "N passed, M failed" (of the checks above); exit 0 only if M = 0.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
shim=${1:?shim prefix} ref=${2:?reference prefix}
shim=$(cd "$shim" && pwd) ref=$(cd "$ref" && pwd)
work=$ROOT/build/compat-peers
ver=${UFSECP_COINCURVE_VERSION:-21.0.0}
mkdir -p "$work"
export PIP_CACHE_DIR=$work/pip-cache PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_DEFAULT_TIMEOUT=300
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; fail=$((fail + 1)); }
finish() { echo "$pass passed, $fail failed"; [[ $fail -eq 0 ]]; exit $?; }
libdir() { # the directory of a prefix's libsecp256k1.pc (lib/ or lib/<triplet>/)
  local pc; pc=$(ls "$1"/lib/pkgconfig/libsecp256k1.pc "$1"/lib/*/pkgconfig/libsecp256k1.pc 2>/dev/null | head -n1)
  [[ -n $pc ]] && dirname "$(dirname "$pc")"
}
shimlib=$(libdir "$shim") reflib=$(libdir "$ref")
[[ -n $shimlib && -n $reflib ]] || { bad "libsecp256k1.pc in $shim and $ref"; finish; }

# 0. On a fresh Debian 12 (as root): venv support, Python headers (the cffi module is compiled)
#    and pkg-config.
if command -v apt-get >/dev/null 2>&1 && [[ $(id -u) -eq 0 ]] &&
   ! { python3 -c 'import ensurepip, sysconfig, os; assert os.path.exists(sysconfig.get_paths()["include"] + "/Python.h")' 2>/dev/null &&
       command -v pkg-config >/dev/null; }; then
  { apt-get update -qq && apt-get install -y -qq python3-venv python3-dev pkg-config; } >/dev/null 2>&1 || true
fi

# 1. A venv with coincurve's build requirements (its sdist builds with hatchling +
#    scikit-build-core + cffi; CMake >= 3.26 from PyPI since Debian 12 has 3.25) and pytest.
#    cffi < 2: coincurve's build hook copies cffi's LICENSE from the dist-info, which cffi 2.x
#    no longer has there ("Expected exactly one LICENSE file in cffi distribution, got 0").
venv=$work/venv py=$work/venv/bin/python
if [[ ! -x $py ]] || ! "$py" -c 'import hatchling, scikit_build_core, cffi, pytest, cmake; assert cffi.__version__ < "2"' 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv" &&
    "$py" -m pip install -q 'hatchling>=1.24.2' 'scikit-build-core>=0.9.0' 'cffi<2' setuptools \
      'cmake>=3.26' ninja pytest >&2 ||
    { bad "venv with coincurve's build requirements"; finish; }
fi

# 2. The sdist from PyPI (metadata prepared in the venv, no isolated build env). hatchling has
#    no separate metadata hook here, so pip's metadata step builds the wheel once: in the
#    system-library mode against 0.7.1 (the default mode would fetch libsecp256k1's source).
sdist=$work/dl/coincurve-$ver.tar.gz
if [[ ! -f $sdist ]]; then
  PKG_CONFIG_PATH=$reflib/pkgconfig COINCURVE_IGNORE_SYSTEM_LIB=OFF PATH=$venv/bin:$PATH \
  "$py" -m pip download -q --no-deps --no-binary :all: --no-build-isolation \
    "coincurve==$ver" -d "$work/dl" >&2 || { bad "pip download coincurve==$ver (sdist)"; finish; }
fi
src=$work/src/coincurve-$ver
rm -rf "$work/src" && mkdir -p "$work/src" && tar -xzf "$sdist" -C "$work/src" &&
  [[ -d $src/tests ]] || { bad "coincurve sdist has tests/"; finish; }

# 3. Build a wheel against each library (system-library mode), install it into its own dir.
build_against() { # name libdir
  local name=$1 lib=$2 dest=$work/$1
  rm -rf "$dest" "$work/wheel-$name" && mkdir -p "$dest"
  if PKG_CONFIG_PATH=$lib/pkgconfig COINCURVE_IGNORE_SYSTEM_LIB=OFF PATH=$venv/bin:$PATH \
       "$py" -m pip wheel -q --no-deps --no-build-isolation "$src" -w "$work/wheel-$name" \
       > "$work/build-$name.log" 2>&1 &&
     "$py" -m pip install -q --no-deps --target "$dest" "$work"/wheel-"$name"/coincurve-*.whl \
       >> "$work/build-$name.log" 2>&1; then
    ok "coincurve $ver built against $name ($lib/pkgconfig)"
  else
    tail -30 "$work/build-$name.log"; bad "coincurve $ver built against $name"; return 1
  fi
}
build_against ref "$reflib" || finish
build_against shim "$shimlib" || finish

# 4. coincurve's own tests, unmodified, from the sdist's tests/ directory.
run_suite() { # label install-dir libdir -> prints "passed failed" of pytest's summary
  local label=$1 dest=$2 lib=$3 log=$work/pytest-$1.log
  # The binding must load the library we mean (ldd on coincurve's extension module).
  local so; so=$(ls "$dest"/coincurve/_libsecp256k1*.so | head -n1)
  local deps; deps=$(LD_LIBRARY_PATH=$lib ldd "$so" 2>&1)
  if [[ $deps != *"$lib/libsecp256k1.so"* ]]; then
    echo "$deps" >&2; echo "0 -1"; return
  fi
  (cd "$src" && LD_LIBRARY_PATH=$lib PYTHONPATH=$dest "$py" -m pytest -q -rA -p no:cacheprovider \
     -o addopts=--import-mode=importlib tests > "$log" 2>&1)
  local line; line=$(grep -E '^(=+ )?[0-9]+ (passed|failed)' "$log" | tail -n1)
  local p f; p=$(echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+'); f=$(echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+')
  echo "${p:-0} ${f:-0}"
  echo "  [$label] $(tail -n1 "$log")" >&2
}
read -r rp rf < <(run_suite ref "$work/ref" "$reflib")
read -r sp sf < <(run_suite shim "$work/shim" "$shimlib")
read -r wp wf < <(run_suite swap "$work/ref" "$shimlib")
echo "coincurve $ver own tests: 0.7.1 $rp passed, $rf failed; shim $sp passed, $sf failed; 0.7.1-built wheel on the shim (LD_LIBRARY_PATH) $wp passed, $wf failed"
# Every test that passes on 0.7.1 passes on the shim: compare the per-test outcomes.
outcomes() { grep -oE '^(PASSED|FAILED|ERROR) [^ ]+' "$work/pytest-$1.log" | sort; }
if [[ $rp -gt 0 && $rf -ge 0 ]]; then ok "coincurve tests on 0.7.1: $rp passed, $rf failed"; else bad "coincurve tests on 0.7.1 ($rp passed, $rf failed)"; fi
check_shim() { # label passed failed
  local label=$1 p=$2 f=$3
  if [[ $p -ge $rp && $f -le $rf && $f -ge 0 ]] &&
     [[ -z $(comm -23 <(outcomes ref | grep '^PASSED') <(outcomes "$label" | grep '^PASSED')) ]]; then
    ok "coincurve tests on the shim ($label): $p passed, $f failed (0.7.1: $rp passed)"
  else
    bad "coincurve tests on the shim ($label): $p passed, $f failed (0.7.1: $rp passed, $rf failed)"
  fi
}
check_shim shim "$sp" "$sf"
check_shim swap "$wp" "$wf"
finish
