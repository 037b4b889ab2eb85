#!/usr/bin/env bash
# ufsecp — the JavaScript / WebAssembly package (bindings/js): build and test.
#
#   bash scripts/test-js.sh
#
# Steps:
#   1. as root, installs what is missing (Debian 12): clang-19, lld-19 (wasm-ld), wasi-libc,
#      libc++/libc++abi 19 for wasm32, compiler-rt's wasm32 builtins, ninja, cmake, Node.js
#      and npm, chromium; without root, a missing tool is named with the command;
#   2. bindings/js/tools/build-wasm.sh default and small (objects in build/js/<variant>);
#      sizes: the default .wasm must be at most tiny-secp256k1 2.2.4's (1,242,788 bytes),
#      the small-tables one under 150,000 bytes;
#   3. npm install in bindings/js (tiny-secp256k1, @noble/secp256k1, bitcoinjs-lib, ecpair,
#      playwright-core from the npm registry; no browser is downloaded);
#   4. the official BIP-340 and BIP-32 vectors (../shared/vectors, read at run time) on both
#      builds, the native API test (ECDH, batch verification) on both, the differential
#      test against tiny-secp256k1 (UFSECP_JS_DIFF_PER_FN calls per
#      function, default 500: 23 x 500 = 11,500 calls; `npm test` in bindings/js runs 5,000),
#      the same test on the small build, the bitcoinjs-lib PSBT test, the demo page in
#      headless Chromium, and a benchmark smoke run (`npm run bench` with few keys/rounds).
# The last line printed is "N passed, M failed" (the sum of the programs' own counts, plus
# one per size check and per program that gives no count); exit 0 only if nothing failed.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
JS=$ROOT/bindings/js
export UFSECP_JS_BUILD=$ROOT/build/js
PASSED=0 FAILED=0
tally() { # name, output file, rc: add the program's "N passed, M failed" line
  local line; line=$(tail -n 1 "$2")
  if [[ $line =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    PASSED=$((PASSED + BASH_REMATCH[1])); FAILED=$((FAILED + BASH_REMATCH[2]))
    if ((BASH_REMATCH[2] == 0 && $3 != 0)); then FAILED=$((FAILED + 1)); fi
  elif (($3 == 0)); then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); fi
  echo "== $1: $line (exit $3)"
}
one() { if "$@"; then PASSED=$((PASSED + 1)); else FAILED=$((FAILED + 1)); fi; }

# 1. dependencies
pkgs=(clang-19 lld-19 wasi-libc libc++-19-dev-wasm32 libc++abi-19-dev-wasm32 libclang-rt-19-dev-wasm32
      ninja-build cmake chromium g++)
missing=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
# Node.js and npm may come from elsewhere (NodeSource's nodejs bundles npm and conflicts with
# Debian's npm): only the commands are required.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if ((${#missing[@]})); then
  if ((EUID == 0)); then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq || true  # a mirror hiccup on one index is no reason to stop
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "missing: ${missing[*]} (sudo apt-get install ${missing[*]})"
  fi
fi

# 2. the WebAssembly modules
mkdir -p "$UFSECP_JS_BUILD"
for v in default small; do
  bash "$JS/tools/build-wasm.sh" "$v" > "$UFSECP_JS_BUILD/build-$v.log" 2>&1
  rc=$?
  tail -n 1 "$UFSECP_JS_BUILD/build-$v.log"
  one test $rc -eq 0
done
size() { stat -c %s "$1" 2>/dev/null || echo 999999999; }
d=$(size "$JS/wasm/ufsecp.wasm") s=$(size "$JS/wasm/ufsecp-small.wasm")
echo "== sizes: ufsecp.wasm $d bytes (limit 1242788), ufsecp-small.wasm $s bytes (limit 150000)"
one test "$d" -le 1242788
one test "$s" -lt 150000

# 3. npm packages (the versions pinned in package.json)
cd "$JS" || exit 1
npm install --no-audit --no-fund --loglevel=error > "$UFSECP_JS_BUILD/npm.log" 2>&1
one test $? -eq 0

# 4. tests
run() { # name, command...
  local name=$1; shift
  "$@" > "$UFSECP_JS_BUILD/$name.log" 2>&1
  local rc=$?
  grep -E "MISMATCH|FAIL" "$UFSECP_JS_BUILD/$name.log" | head -n 20
  tally "$name" "$UFSECP_JS_BUILD/$name.log" $rc
}
export DIFF_PER_FN=${UFSECP_JS_DIFF_PER_FN:-500}
run vectors node test/vectors.js
run vectors-small env UFSECP_JS_ENTRY=small node test/vectors.js
run native node test/native.js
run native-small env UFSECP_JS_ENTRY=small node test/native.js
run differential node test/differential.js
run differential-small env UFSECP_JS_ENTRY=small node test/differential.js
run bitcoinjs node test/bitcoinjs.js
run browser node test/browser.js
BENCH_KEYS=20 BENCH_ROUNDS=1 BENCH_VARIANTS=small node bench/bench.js > "$UFSECP_JS_BUILD/bench.log" 2>&1
rc=$?
cat "$UFSECP_JS_BUILD/bench.log"
one test $rc -eq 0
echo "$PASSED passed, $FAILED failed"
((FAILED == 0))
