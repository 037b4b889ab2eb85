// Official vectors through the JavaScript API, read at run time from ../shared/vectors of the
// repository (UFSECP_VECTORS_DIR overrides it; never copied into the repository): BIP-340
// (signSchnorr with the vector's aux_rand, verifySchnorr, xOnlyPointFromScalar) and BIP-32
// (bip32FromSeed, bip32Derive, bip32Neuter, bip32Keys; the invalid keys must be rejected).
// A missing file is a failure. UFSECP_JS_ENTRY=small tests the small build.
// Last line: "N passed, M failed".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ecc = await import(process.env.UFSECP_JS_ENTRY === 'small' ? '../small.js' : '../index.js');
const dir = process.env.UFSECP_VECTORS_DIR ?? join(fileURLToPath(new URL('../../..', import.meta.url)), '..', 'shared', 'vectors');
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b) => Buffer.from(b).toString('hex');

let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
function read(rel) {
  try {
    return readFileSync(join(dir, rel), 'utf8');
  } catch (e) {
    failed++;
    console.log(`FAIL missing vector file ${join(dir, rel)}: ${e.message}`);
    return null;
  }
}

// BIP-340
const csv = read('bip340/test-vectors.csv');
if (csv) {
  for (const line of csv.trim().split('\n').slice(1)) {
    const [i, sk, pk, aux, msg, sig, result] = line.split(',');
    const expect = result === 'TRUE';
    const m = hex(msg);
    if (m.length !== 32) continue; // the API (like tiny-secp256k1's) signs 32-byte messages
    if (sk) {
      check(`bip340 #${i} pubkey`, toHex(ecc.xOnlyPointFromScalar(hex(sk))) === pk.toLowerCase());
      check(`bip340 #${i} sign`, toHex(ecc.signSchnorr(m, hex(sk), hex(aux))) === sig.toLowerCase());
    }
    let got;
    try {
      got = ecc.verifySchnorr(m, hex(pk), hex(sig));
    } catch (e) {
      got = false; // a key that is not on the curve, or r/s >= n: "Expected Point/Signature"
    }
    check(`bip340 #${i} verify = ${expect}`, got === expect);
  }
}

// BIP-32
const j = read('bip32/bip32_test_vectors.json');
if (j && process.env.UFSECP_JS_ENTRY === 'small') {
  let threw = false;
  try { ecc.bip32FromSeed(new Uint8Array(32)); } catch { threw = true; }
  check('small build: bip32FromSeed throws (not in this build)', threw);
} else if (j) {
  const v = JSON.parse(j);
  for (const tv of v.valid) {
    const master = ecc.bip32FromSeed(hex(tv.seed));
    for (const step of tv.chain) {
      const xprv = step.path === 'm' ? master : ecc.bip32Derive(master, step.path.replaceAll('H', "'"));
      check(`bip32 tv${tv.vector} ${step.path} xprv`, xprv === step.xprv);
      check(`bip32 tv${tv.vector} ${step.path} xpub`, ecc.bip32Neuter(xprv) === step.xpub);
      const k = ecc.bip32Keys(xprv);
      check(`bip32 tv${tv.vector} ${step.path} keys`, toHex(k.privateKey) === step.xprv_decoded.key.slice(2) &&
        toHex(k.publicKey) === step.xpub_decoded.key && toHex(k.chainCode) === step.xprv_decoded.chain_code);
      // Public derivation of the last non-hardened step agrees.
      const parts = step.path.split('/');
      const last = parts[parts.length - 1];
      if (parts.length > 1 && !last.endsWith('H')) {
        const parent = parts.length === 2 ? master : ecc.bip32Derive(master, parts.slice(0, -1).join('/').replaceAll('H', "'"));
        check(`bip32 tv${tv.vector} ${step.path} public derivation`, ecc.bip32Derive(ecc.bip32Neuter(parent), last) === step.xpub);
      }
    }
  }
  for (const bad of v.invalid) {
    let threw = false;
    try { ecc.bip32Keys(bad.key); } catch { threw = true; }
    check(`bip32 invalid (${bad.reason})`, threw);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
