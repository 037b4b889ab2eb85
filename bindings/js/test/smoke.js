// A smoke test of the ES module in any runtime (Node, Deno, Bun): only the package and the
// Web Crypto global, no npm dependencies. Keys (G, and the public key of random secrets, on
// both builds), ECDSA and Schnorr sign/verify (and a tampered signature rejected), batch
// verification (one bad signature found), ECDH symmetric, one MuSig2 session of three
// signers verified by verifySchnorr, the secret nonce refused after use, a silent-payments
// address round trip, a FROST 2-of-3 session, a Schnorr adaptor round trip, a MuSig2 counter
// nonce. Last line: "N passed, M failed".
import * as ecc from '../index.js';
import * as small from '../small.js';

let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
// Node 18 has no global Web Crypto without a flag (the package itself falls back the same way).
const webcrypto = globalThis.crypto ?? (await import('node:crypto')).webcrypto;
const rnd = (n) => webcrypto.getRandomValues(new Uint8Array(n));
const key = () => { let d; do d = rnd(32); while (!ecc.isPrivate(d)); return d; };

const one = new Uint8Array(32); one[31] = 1;
// G (SEC 2, the generator), compressed.
const G = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
check('1*G', hex(ecc.pointFromScalar(one)) === G && hex(small.pointFromScalar(one)) === G);
const items = [];
for (let i = 0; i < 16; i++) {
  const d = key(), m = rnd(32), pk = ecc.pointFromScalar(d), xo = ecc.xOnlyPointFromScalar(d);
  check(`keys ${i}`, hex(pk) === hex(small.pointFromScalar(d)) && hex(pk).slice(2) === hex(xo));
  const es = ecc.sign(m, d), ss = ecc.signSchnorr(m, d);
  check(`ecdsa ${i}`, ecc.verify(m, pk, es) && small.verify(m, pk, es) && hex(es) === hex(small.sign(m, d)));
  check(`schnorr ${i}`, ecc.verifySchnorr(m, xo, ss) && small.verifySchnorr(m, xo, ss));
  const bad = ss.slice(); bad[5] ^= 1;
  check(`schnorr tampered ${i}`, !ecc.verifySchnorr(m, xo, bad));
  items.push({ message: m, publicKey: xo, signature: i === 7 ? bad : ss });
}
const res = ecc.verifySchnorrBatch(items);
check('batch verify', res.length === 16 && res.every((v, i) => v === (i !== 7)));
check('batch verify all good', ecc.verifySchnorrBatch(items.filter((_, i) => i !== 7)).every(Boolean));
const a = key(), b = key();
check('ecdh', hex(ecc.ecdh(ecc.pointFromScalar(b), a)) === hex(ecc.ecdh(ecc.pointFromScalar(a), b)));

const sks = [key(), key(), key()], pks = sks.map((d) => ecc.pointFromScalar(d));
const agg = ecc.musigKeyAgg(ecc.musigKeySort(pks)), msg = rnd(32);
const ns = pks.map((pk, i) => ecc.musigNonceGen({ publicKey: pk, secretKey: sks[i], message: msg }));
const session = ecc.musigSession(ecc.musigNonceAgg(ns.map((n) => n.pubNonce)), msg, agg);
const psigs = ns.map((n, i) => ecc.musigPartialSign(n.secNonce, sks[i], agg, session));
check('musig partial sigs verify', psigs.every((p, i) => ecc.musigPartialSigVerify(p, ns[i].pubNonce, pks[i], agg, session)));
check('musig signature verifies', ecc.verifySchnorr(msg, agg.xOnlyPublicKey, ecc.musigPartialSigAgg(session, psigs)));
let code = '';
try { ecc.musigPartialSign(ns[0].secNonce, sks[0], agg, session); } catch (e) { code = e.code; }
check('musig secnonce refused after use', code === 'UFSECP_ERR_BAD_SECNONCE');
const addr = ecc.spAddressEncode(pks[0], pks[1]), dec = ecc.spAddressDecode(addr);
check('silent payments address', addr.startsWith('sp1q') && hex(dec.scan) === hex(pks[0]) && hex(dec.spend) === hex(pks[1]));
// FROST 2-of-3 (-tr suite, trusted dealer), an adaptor round trip, a counter nonce (an i64
// argument: WebAssembly's BigInt integration).
const fd = ecc.frostDealerKeygen(key(), [key()], [1, 2, 3]);
const fn = [0, 2].map((i) => ecc.frostNonceGen(ecc.FROST_TR, fd.shares[i]));
const fs = [{ id: 1, pubNonce: fn[0].pubNonce }, { id: 3, pubNonce: fn[1].pubNonce }];
const fz = [0, 2].map((i, k) => ecc.frostSign(fn[k].secNonce, fd.shares[i], i + 1, fd.groupPublicKey, msg, fs));
const fsig = ecc.frostAggregate(ecc.FROST_TR, fd.groupPublicKey, msg, fs, fz);
check('frost 2-of-3 verifies', ecc.verifySchnorr(msg, ecc.frostTrOutputKey(fd.groupPublicKey), fsig));
const t = key(), pre = ecc.schnorrAdaptorPresign(msg, sks[0], ecc.pointFromScalar(t));
check('schnorr adaptor', ecc.verifySchnorr(msg, ecc.xOnlyPointFromScalar(sks[0]), ecc.schnorrAdaptorAdapt(pre, t)));
const cn = ecc.musigNonceGenCounter(5n, sks[0]);
check('musig counter nonce', cn.pubNonce.length === 66 && hex(ecc.musigNonceGenCounter(5, sks[0]).pubNonce) === hex(cn.pubNonce));
console.log(`${passed} passed, ${failed} failed`);
if (failed) throw new Error('smoke test failed');
