#!/usr/bin/env bash
# ufsecp — the drop-in libsecp256k1 (compat/libsecp256k1, docs/compat.md): build it, install
# it into a private prefix, and check it against libsecp256k1 0.7.1.
#
#   bash scripts/test-compat.sh            # UFSECP_COMPAT_CALLS (default 100000) diff calls
#
# Steps:
#   1. scripts/install-deps.sh (as root it installs what is missing) and scripts/reference.sh
#      (libsecp256k1 0.7.1 in build/libsecp256k1-ref, with its example programs);
#   2. CMake + Ninja Release build with -DUFSECP_LIBSECP256K1_COMPAT=ON in build/compat
#      (no unit tests), installed into build/compat-prefix; checks that the install has
#      libsecp256k1.so.6 (soname), libsecp256k1.a, libsecp256k1.pc (pkg-config --modversion
#      0.7.1) and exports exactly the reference's symbols (and nothing else);
#   3. compat/libsecp256k1/tests/check.sh: libsecp256k1's own examples compiled unchanged
#      against the shim and run; compat_diff's transcripts (shim vs 0.7.1) identical;
#   4. drop-in by LD_LIBRARY_PATH: the reference's examples built against 0.7.1 and run with
#      the shim swapped in (ldd must show the shim);
#   5. a peer's unmodified test suite (scripts/test-compat-peers.sh): coincurve from PyPI built
#      against 0.7.1 and against the shim (PKG_CONFIG_PATH / LD_LIBRARY_PATH only), its own
#      tests run on both; every test passing on 0.7.1 must pass on the shim
#      (UFSECP_COMPAT_PEERS=0 skips this step, e.g. without registry access).
# Last line: "N passed, M failed"; exit status 0 only if nothing failed.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
calls=${UFSECP_COMPAT_CALLS:-100000}
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; fail=$((fail + 1)); }
finish() { echo "$pass passed, $fail failed"; [[ $fail -eq 0 ]]; exit $?; }

bash scripts/install-deps.sh >&2 || true
if command -v apt-get >/dev/null 2>&1 && [[ $(id -u) -eq 0 ]] && ! command -v bc >/dev/null 2>&1; then
  apt-get install -y -qq bc >/dev/null 2>&1 || true
fi
ref=$(bash scripts/reference.sh | tail -n1) || { bad "reference libsecp256k1 0.7.1 (scripts/reference.sh)"; finish; }
[[ -d $ref/share/libsecp256k1/examples ]] || ref_examples_missing=1

build=build/compat prefix=$ROOT/build/compat-prefix
rm -rf "$prefix"
if cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DUFSECP_BUILD_TESTS=OFF \
     -DUFSECP_LIBSECP256K1_COMPAT=ON > "$build.log" 2>&1 &&
   ninja -C "$build" -j"$(nproc)" >> "$build.log" 2>&1 &&
   cmake --install "$build" --prefix "$prefix" >> "$build.log" 2>&1; then
  ok "build and install (build/compat-prefix)"
else
  tail -20 "$build.log"; bad "build and install"; finish
fi

soname=$(objdump -p "$prefix/lib/libsecp256k1.so" | awk '/SONAME/ {print $2}')
pcver=$(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --modversion libsecp256k1 2>/dev/null)
if [[ $soname == libsecp256k1.so.6 && -f $prefix/lib/libsecp256k1.a && $pcver == 0.7.1 ]]; then
  ok "soname $soname, static archive, libsecp256k1.pc $pcver"
else
  bad "soname ($soname), libsecp256k1.a or libsecp256k1.pc ($pcver)"
fi
syms() { nm -D --defined-only "$1" | awk '{print $3}' | grep '^secp256k1_' | sort; }
reflib=$ref/lib/libsecp256k1.so
[[ -f $reflib ]] || reflib=$(ls "$ref"/lib/*/libsecp256k1.so 2>/dev/null | head -n1)
missing=$(comm -23 <(syms "$reflib") <(syms "$prefix/lib/libsecp256k1.so"))
extra=$(comm -13 <(syms "$reflib") <(syms "$prefix/lib/libsecp256k1.so"))
others=$(nm -D --defined-only "$prefix/lib/libsecp256k1.so" | awk '{print $3}' | grep -v '^secp256k1_' | grep -v '^_' || true)
if [[ -z $missing && -z $extra && -z $others ]]; then
  ok "exported symbols: exactly the reference's ($(syms "$prefix/lib/libsecp256k1.so" | wc -l))"
else
  echo "missing: $missing"; echo "extra: $extra $others"; bad "exported symbols"
fi

# 3. examples against the shim + differential transcripts.
out=$(bash compat/libsecp256k1/tests/check.sh "$prefix" "$ref" "$calls" "$ROOT/build/compat-work" 2>&1)
echo "$out" | grep -v '^[0-9]* passed'
p=$(echo "$out" | grep -c '^PASS') f=$(echo "$out" | grep -c '^FAIL')
pass=$((pass + p)) fail=$((fail + f))

# 4. LD_LIBRARY_PATH swap: built against 0.7.1, run on the shim.
ex=$ref/share/libsecp256k1/examples
for name in ecdsa ecdh schnorr ellswift musig; do
  bin=$ROOT/build/compat-work/swap_$name
  # ldd's output is captured first: `ldd | grep -q` under pipefail fails when grep exits early.
  if cc -O1 -I"$ref/include" -I"$ex" "$ex/$name.c" -L"$(dirname "$reflib")" -lsecp256k1 -o "$bin" 2>/dev/null &&
     deps=$(LD_LIBRARY_PATH=$prefix/lib ldd "$bin") && [[ $deps == *"$prefix/lib/libsecp256k1.so.6"* ]] &&
     LD_LIBRARY_PATH=$prefix/lib "$bin" > "$bin.log" 2>&1; then
    ok "LD_LIBRARY_PATH swap: $name (built against 0.7.1, ran on the shim)"
  else
    bad "LD_LIBRARY_PATH swap: $name"
  fi
done

# 5. A peer's own test suite against 0.7.1 and against the shim.
if [[ ${UFSECP_COMPAT_PEERS:-1} != 0 ]]; then
  out=$(bash scripts/test-compat-peers.sh "$prefix" "$ref" 2>&1)
  echo "$out" | grep -v '^[0-9]* passed'
  p=$(echo "$out" | grep -c '^PASS') f=$(echo "$out" | grep -c '^FAIL')
  pass=$((pass + p)) fail=$((fail + f))
fi
finish
