// The native-style API: ECDH (symmetric, and SHA-256 of the compressed a*B computed with
// tiny-secp256k1), batch verification (each answer equals the single verifier's, on batches
// with bad signatures, bad keys and high-S entries mixed in), and the errors a bad item
// raises. UFSECP_JS_ENTRY=small: the small build (whose batch functions must throw).
// Last line: "N passed, M failed".
import { createHash, randomBytes } from 'node:crypto';
import * as tiny from 'tiny-secp256k1';

const small = process.env.UFSECP_JS_ENTRY === 'small';
const ecc = await import(small ? '../small.js' : '../index.js');
let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
const hex = (b) => Buffer.from(b).toString('hex');
const key = () => { let d; do d = new Uint8Array(randomBytes(32)); while (!tiny.isPrivate(d)); return d; };

for (let i = 0; i < 50; i++) {
  const a = key(), b = key();
  const s1 = ecc.ecdh(ecc.pointFromScalar(b), a), s2 = ecc.ecdh(ecc.pointFromScalar(a, false), b);
  const ref = createHash('sha256').update(tiny.pointMultiply(tiny.pointFromScalar(b), a, true)).digest('hex');
  check(`ecdh ${i}`, hex(s1) === hex(s2) && hex(s1) === ref);
}
let threw = '';
try { ecc.ecdh(new Uint8Array(33), key()); } catch (e) { threw = e.message; }
check('ecdh bad point throws Expected Point', threw === 'Expected Point');

if (small) {
  for (const f of ['verifySchnorrBatch', 'verifyEcdsaBatch', 'musigKeyAgg', 'musigNonceGen', 'spScan', 'spAddressDecode']) {
    let t = false;
    try { ecc[f]([]); } catch { t = true; }
    check(`${f} not in the small build`, t);
  }
} else {
  for (const n of [1, 7, 64, 300]) {
    const s = [], e = [];
    for (let i = 0; i < n; i++) {
      const d = key(), m = new Uint8Array(randomBytes(32));
      let ss = tiny.signSchnorr(m, d), es = tiny.sign(m, d);
      let xp = tiny.xOnlyPointFromScalar(d), pk = tiny.pointFromScalar(d, i % 2 === 0);
      const r = i % 11;
      if (r === 1) { ss = ss.slice(); ss[3] ^= 1; es = es.slice(); es[40] ^= 1; }
      if (r === 2) { xp = new Uint8Array(32).fill(0xff); pk = pk.slice(); pk[pk.length - 1] ^= 1; }
      if (r === 3) { // high-S ECDSA: invalid for the strict batch verifier
        const N = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');
        const sv = N - BigInt('0x' + hex(es.subarray(32)));
        es = Uint8Array.from([...es.subarray(0, 32), ...Buffer.from(sv.toString(16).padStart(64, '0'), 'hex')]);
      }
      s.push({ message: m, publicKey: xp, signature: ss });
      e.push({ message: m, publicKey: pk, signature: es });
    }
    const single = (f) => { try { return f(); } catch { return false; } };
    const sb = ecc.verifySchnorrBatch(s), eb = ecc.verifyEcdsaBatch(e);
    check(`schnorr batch n=${n}`, sb.every((v, i) => v === single(() => ecc.verifySchnorr(s[i].message, s[i].publicKey, s[i].signature))));
    check(`ecdsa batch n=${n}`, eb.every((v, i) => v === single(() => ecc.verify(e[i].message, e[i].publicKey, e[i].signature, true))));
    check(`batch n=${n} has invalid entries iff n > 1`, n === 1 || (!sb.every(Boolean) && !eb.every(Boolean)));
  }
  check('empty batch', ecc.verifySchnorrBatch([]).length === 0);
  let t = '';
  try { ecc.verifySchnorrBatch([{ message: new Uint8Array(31), publicKey: new Uint8Array(32), signature: new Uint8Array(64) }]); } catch (e) { t = e.message; }
  check('batch bad message throws Expected Hash', t === 'Expected Hash');
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
