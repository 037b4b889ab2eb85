// Adaptor signatures, DLEQ proofs and MuSig2's deterministic signing / counter nonce through
// the JavaScript API (lib/frost.js), on the official vectors read at run time from
// ../shared/vectors (UFSECP_VECTORS_DIR overrides it; a missing file is a failure):
//   adaptor/dlcspecs_ecdsa_adaptor.json  all 11 ECDSA-adaptor cases (verification, decryption,
//                                        recovery, serialization, with their errors)
//   bip374/*.csv                         every generate and verify row
//   bip327/det_sign_vectors.json         every valid and error case of DeterministicSign
// then random round trips: ECDSA adaptor (encrypt, verify, decrypt -> tiny-secp256k1 verify,
// recover), Schnorr adaptor (pre-sign, verify, adapt -> verifySchnorr of both libraries,
// extract), DLEQ (prove, verify, a wrong point refused), the counter nonce in a 2-of-2 MuSig2
// session finished by deterministic signing. UFSECP_JS_ITERS scales them (default 40).
// Last line: "N passed, M failed".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import * as tiny from 'tiny-secp256k1';

const ecc = await import('../index.js');
const dir = process.env.UFSECP_VECTORS_DIR ?? join(fileURLToPath(new URL('../../..', import.meta.url)), '..', 'shared', 'vectors');
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b) => Buffer.from(b).toString('hex');
const same = (b, h) => toHex(b) === h.toLowerCase();
let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
function readText(rel) {
  try { return readFileSync(join(dir, rel), 'utf8'); } catch (e) {
    failed++;
    console.log(`FAIL missing vector file ${join(dir, rel)}: ${e.message}`);
    return null;
  }
}
const read = (rel) => { const t = readText(rel); return t === null ? null : JSON.parse(t); };
function csv(rel) {
  const t = readText(rel);
  if (t === null) return [];
  const [head, ...rows] = t.trim().split(/\r?\n/).map((l) => l.split(','));
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}
function code(fn) {
  try { fn(); return 'OK'; } catch (e) { return e instanceof ecc.UfsecpError ? e.code : `${e.name}: ${e.message}`; }
}
const guard = (name, fn) => { try { fn(); } catch (e) { check(`${name}: threw ${e.stack}`, false); } };

// ---- dlcspecs ECDSA adaptor ----
guard('dlcspecs', () => {
  const v = read('adaptor/dlcspecs_ecdsa_adaptor.json');
  if (!v) return;
  check('dlcspecs: 11 cases', v.length === 11);
  v.forEach((c, i) => {
    const name = `dlcspecs #${i} ${c.kind}`, error = c.error !== undefined && c.error !== null, asig = hex(c.adaptor_sig);
    if (c.kind === 'verification') {
      const msg = hex(c.message_hash), pk = hex(c.public_signing_key), ek = hex(c.encryption_key);
      check(`${name} verify`, ecc.ecdsaAdaptorVerify(asig, pk, msg, ek) === !error);
      if (error) return;
      check(`${name} decrypt`, same(ecc.ecdsaAdaptorDecrypt(asig, hex(c.decryption_key)), c.signature));
      check(`${name} recover`, same(ecc.ecdsaAdaptorRecover(hex(c.signature), asig, ek), c.decryption_key));
      check(`${name} tiny verifies`, tiny.verify(msg, pk, ecc.ecdsaAdaptorDecrypt(asig, hex(c.decryption_key))));
    } else if (c.kind === 'recovery') {
      let y;
      const got = code(() => { y = ecc.ecdsaAdaptorRecover(hex(c.signature), asig, hex(c.encryption_key)); });
      if (error) check(`${name} refused (${got})`, got === 'UFSECP_ERR_ADAPTOR_MISMATCH');
      else check(`${name} recovered`, got === 'OK' && same(y, c.decryption_key));
    } else if (c.kind === 'serialization') {
      check(`${name} parse`, ecc.ecdsaAdaptorCheck(asig) === !error);
    } else check(`${name}: unknown kind`, false);
  });
});

// ---- BIP-374 DLEQ ----
guard('bip374', () => {
  const gen = csv('bip374/test_vectors_generate_proof.csv');
  check('bip374 generate: 11 rows', gen.length === 11);
  for (const r of gen) {
    const name = `bip374 generate #${r.index}`;
    const opts = { aux: hex(r.auxrand_r), message: r.message ? hex(r.message) : undefined, generator: hex(r.point_G) };
    if (r.point_B === 'INFINITY') {
      check(`${name} infinite B refused`, r.result_proof === 'INVALID' && code(() => ecc.dleqProve(hex(r.scalar_a), new Uint8Array(33), opts)) === 'UFSECP_ERR_BAD_PUBKEY');
      continue;
    }
    let p;
    const got = code(() => { p = ecc.dleqProve(hex(r.scalar_a), hex(r.point_B), opts); });
    if (r.result_proof === 'INVALID') check(`${name} refused (${got})`, got === 'UFSECP_ERR_BAD_SECKEY');
    else {
      check(`${name} proof`, got === 'OK' && same(p.proof, r.result_proof));
      check(`${name} verifies`, ecc.dleqVerify(p.proof, p.A, hex(r.point_B), p.C, opts));
    }
  }
  const ver = csv('bip374/test_vectors_verify_proof.csv');
  check('bip374 verify: 15 rows', ver.length === 15);
  for (const r of ver) {
    const got = ecc.dleqVerify(hex(r.proof), hex(r.point_A), hex(r.point_B), hex(r.point_C),
      { message: r.message ? hex(r.message) : undefined, generator: hex(r.point_G) });
    check(`bip374 verify #${r.index}`, got === (r.result_success === 'TRUE'));
  }
});

// ---- BIP-327 DeterministicSign ----
function want327(err) {
  if (err.type === 'value') {
    if (err.message.includes('tweak')) return 'UFSECP_ERR_BAD_TWEAK';
    if (err.message.includes('included in the list')) return 'UFSECP_ERR_NOT_SIGNER';
    throw new Error(`unknown value error ${err.message}`);
  }
  return { pubkey: 'UFSECP_ERR_BAD_PUBKEY', aggothernonce: 'UFSECP_ERR_BAD_AGGNONCE' }[err.contrib];
}
guard('bip327 det_sign', () => {
  const v = read('bip327/det_sign_vectors.json');
  if (!v) return;
  const run = (c) => ecc.musigDeterministicSign(hex(v.sk), hex(c.aggothernonce), c.key_indices.map((i) => hex(v.pubkeys[i])),
    hex(v.msgs[c.msg_index]), { tweaks: c.tweaks.map(hex), isXOnly: c.is_xonly, rand: c.rand === null ? null : hex(c.rand) });
  v.valid_test_cases.forEach((c, i) => {
    let r;
    const got = code(() => { r = run(c); });
    check(`det_sign valid #${i} (${got})`, got === 'OK' && same(r.pubNonce, c.expected[0]) && same(r.partialSig, c.expected[1]));
  });
  v.error_test_cases.forEach((c, i) => {
    let idx;
    const got = code(() => { try { run(c); } catch (e) { idx = e.index; throw e; } });
    check(`det_sign error #${i} (${c.comment}): ${got}`, got === want327(c.error));
    if (c.error.signer !== undefined && c.error.signer !== null) check(`det_sign error #${i} blamed signer`, idx === c.error.signer);
  });
});

// ---- random round trips ----
const iters = Number(process.env.UFSECP_JS_ITERS ?? 40);
const rnd = (n) => new Uint8Array(randomBytes(n));
const scalar = () => { let k; do k = rnd(32); while (!ecc.isPrivate(k)); return k; };
for (let it = 0; it < iters; it++) {
  guard(`round trip ${it}`, () => {
    const d = scalar(), y = scalar(), msg = rnd(32), pk = ecc.pointFromScalar(d), Y = ecc.pointFromScalar(y, it % 2 === 0);
    // ECDSA adaptor
    const as = ecc.ecdsaAdaptorEncrypt(d, Y, msg, it % 3 ? null : rnd(32));
    check(`ecdsa adaptor ${it}: verify`, ecc.ecdsaAdaptorVerify(as, pk, msg, Y) && ecc.ecdsaAdaptorCheck(as));
    check(`ecdsa adaptor ${it}: wrong key fails`, !ecc.ecdsaAdaptorVerify(as, ecc.pointFromScalar(scalar()), msg, Y));
    const sig = ecc.ecdsaAdaptorDecrypt(as, y);
    check(`ecdsa adaptor ${it}: decrypted verifies`, tiny.verify(msg, pk, sig) && ecc.verify(msg, pk, sig));
    check(`ecdsa adaptor ${it}: recover`, toHex(ecc.ecdsaAdaptorRecover(sig, as, Y)) === toHex(y));
    // Schnorr adaptor
    const m = rnd(32); // verifySchnorr (the tiny interface) takes 32-byte messages
    const pre = ecc.schnorrAdaptorPresign(m, d, Y);
    const xo = ecc.xOnlyPointFromScalar(d);
    check(`schnorr adaptor ${it}: verify`, ecc.schnorrAdaptorVerify(pre, m, xo, Y));
    check(`schnorr adaptor ${it}: other T fails`, !ecc.schnorrAdaptorVerify(pre, m, xo, ecc.pointFromScalar(scalar())));
    const s = ecc.schnorrAdaptorAdapt(pre, y);
    check(`schnorr adaptor ${it}: BIP-340`, ecc.verifySchnorr(m, xo, s) && tiny.verifySchnorr(m, xo, s));
    check(`schnorr adaptor ${it}: extract`, toHex(ecc.schnorrAdaptorExtract(s, pre)) === toHex(y));
    // DLEQ with a random B and generator
    const B = ecc.pointFromScalar(scalar()), G = it % 2 ? ecc.pointFromScalar(scalar()) : undefined, mm = it % 3 ? rnd(32) : undefined;
    const p = ecc.dleqProve(y, B, { message: mm, generator: G });
    check(`dleq ${it}: A`, toHex(p.A) === toHex(G ? ecc.pointMultiply(G, y) : ecc.pointFromScalar(y)) && toHex(p.C) === toHex(ecc.pointMultiply(B, y)));
    check(`dleq ${it}: verify`, ecc.dleqVerify(p.proof, p.A, B, p.C, { message: mm, generator: G }));
    check(`dleq ${it}: wrong C fails`, !ecc.dleqVerify(p.proof, p.A, B, ecc.pointFromScalar(scalar()), { message: mm, generator: G }));
  });
}
// MuSig2: counter nonce for signer 1, deterministic signing for signer 2; the result verifies.
guard('musig counter + det sign', () => {
  for (let it = 0; it < Math.max(2, iters / 8); it++) {
    const k1 = scalar(), k2 = scalar(), keys = [ecc.pointFromScalar(k1), ecc.pointFromScalar(k2)];
    const msg = rnd(32), tw = rnd(32);
    const ka = ecc.musigKeyAgg(keys).tweak(tw, true);
    const n1 = ecc.musigNonceGenCounter(BigInt(it) + 7n, k1, { message: msg, aggregateXOnlyKey: ka.xOnlyPublicKey });
    const again = ecc.musigNonceGenCounter(BigInt(it) + 7n, k1, { message: msg, aggregateXOnlyKey: ka.xOnlyPublicKey });
    check(`counter nonce ${it}: deterministic`, toHex(again.pubNonce) === toHex(n1.pubNonce));
    again.secNonce.destroy();
    const d2 = ecc.musigDeterministicSign(k2, n1.pubNonce, keys, msg, { tweaks: [tw], isXOnly: [true] });
    const agg = ecc.musigNonceAgg([n1.pubNonce, d2.pubNonce]);
    const sess = ecc.musigSession(agg, msg, ka);
    const p1 = ecc.musigPartialSign(n1.secNonce, k1, ka, sess);
    check(`det sign ${it}: psig verifies`, ecc.musigPartialSigVerify(d2.partialSig, d2.pubNonce, keys[1], ka, sess));
    const sig = ecc.musigPartialSigAgg(sess, [p1, d2.partialSig]);
    check(`det sign ${it}: BIP-340`, ecc.verifySchnorr(msg, ka.xOnlyPublicKey, sig) && tiny.verifySchnorr(msg, ka.xOnlyPublicKey, sig));
  }
});
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
