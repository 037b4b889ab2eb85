// The CommonJS entries: require('ufsecp') and require('ufsecp/small') through the package's
// "exports" (the package resolves itself by name), the same answers as the ES module, a
// MuSig2 session and a silent-payments round trip through require. Last line: "N passed, M failed".
'use strict';
const assert = require('node:assert');
const { randomBytes } = require('node:crypto');

let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };

(async () => {
  const ecc = require('ufsecp');
  const small = require('ufsecp/small');
  const esm = await import('ufsecp');
  check('require resolves index.cjs', require.resolve('ufsecp').endsWith('index.cjs'));
  check('require small resolves small.cjs', require.resolve('ufsecp/small').endsWith('small.cjs'));
  check('same function names as the ES module', Object.keys(esm).filter((k) => k !== 'default' && k !== 'instantiateSync')
    .every((k) => typeof ecc[k] === typeof esm[k]));
  const key = () => { let d; do d = new Uint8Array(randomBytes(32)); while (!ecc.isPrivate(d)); return d; };
  for (let i = 0; i < 20; i++) {
    const d = key(), m = new Uint8Array(randomBytes(32));
    const pk = ecc.pointFromScalar(d);
    check(`pubkey ${i}`, Buffer.compare(pk, esm.pointFromScalar(d)) === 0 && Buffer.compare(pk, small.pointFromScalar(d)) === 0);
    check(`ecdsa ${i}`, ecc.verify(m, pk, ecc.sign(m, d)) && small.verify(m, pk, ecc.sign(m, d)));
    const s = ecc.signSchnorr(m, d);
    check(`schnorr ${i}`, ecc.verifySchnorr(m, ecc.xOnlyPointFromScalar(d), s) && Buffer.compare(s, esm.signSchnorr(m, d)) === 0);
  }
  let threw = '';
  try { ecc.sign(new Uint8Array(31), key()); } catch (e) { threw = `${e.name}: ${e.message}`; }
  check('errors as the ES module', threw === 'TypeError: Expected Hash');
  // MuSig2 through require.
  const sks = [key(), key(), key()], pks = sks.map((d) => ecc.pointFromScalar(d));
  const agg = ecc.musigKeyAgg(ecc.musigKeySort(pks)), msg = new Uint8Array(randomBytes(32));
  const ns = pks.map((pk, i) => ecc.musigNonceGen({ publicKey: pk, secretKey: sks[i], message: msg }));
  const session = ecc.musigSession(ecc.musigNonceAgg(ns.map((n) => n.pubNonce)), msg, agg);
  const sig = ecc.musigPartialSigAgg(session, ns.map((n, i) => ecc.musigPartialSign(n.secNonce, sks[i], agg, session)));
  check('musig session via require verifies', ecc.verifySchnorr(msg, agg.xOnlyPublicKey, sig));
  check('UfsecpError exported', ecc.UfsecpError === require('./../lib/cjs/core.cjs').UfsecpError);
  const addr = ecc.spAddressEncode(pks[0], pks[1]);
  const d = ecc.spAddressDecode(addr);
  check('sp address round trip via require', Buffer.compare(d.scan, pks[0]) === 0 && Buffer.compare(d.spend, pks[1]) === 0);
  assert.ok(true);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
})().catch((e) => { console.log(`FAIL ${e.stack}`); console.log(`${passed} passed, ${failed + 1} failed`); process.exit(1); });
