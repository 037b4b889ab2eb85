// MuSig2 through the JavaScript API: every case of BIP-327's official vectors (key sort, key
// agg incl. errors, nonce gen, nonce agg incl. errors, sign/verify incl. sign and verify
// errors, tweaks incl. errors, sig agg incl. errors), read at run time from ../shared/vectors
// (UFSECP_VECTORS_DIR overrides it; a missing file is a failure); then random sessions of
// 1..5 signers with random tweaks, each final signature checked by verifySchnorr (and
// tiny-secp256k1's verifySchnorr), partial signatures by musigPartialSigVerify; the
// single-use secret nonce (refused after signing, after destroy(), zeroed in wasm memory);
// an adaptor signature round trip. UFSECP_JS_ITERS scales the random sessions (default 100).
// Last line: "N passed, M failed".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { randomBytes, createHash } from 'node:crypto';
import * as tiny from 'tiny-secp256k1';

const ecc = await import('../index.js');
const dir = process.env.UFSECP_VECTORS_DIR ?? join(fileURLToPath(new URL('../../..', import.meta.url)), '..', 'shared', 'vectors');
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b) => Buffer.from(b).toString('hex');
let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
function read(rel) {
  try {
    return JSON.parse(readFileSync(join(dir, rel), 'utf8'));
  } catch (e) {
    failed++;
    console.log(`FAIL missing vector file ${join(dir, rel)}: ${e.message}`);
    return null;
  }
}
// The code a call throws (UfsecpError), or 'OK'.
function code(fn) {
  try { fn(); return 'OK'; } catch (e) { return e instanceof ecc.UfsecpError ? e.code : `${e.name}: ${e.message}`; }
}
function codeAndIndex(fn) {
  try { fn(); return ['OK']; } catch (e) { return e instanceof ecc.UfsecpError ? [e.code, e.index] : [`${e.name}: ${e.message}`]; }
}
// BIP-327's error of a vector, as the status the C library gives for it.
function want(err) {
  if (err.type === 'value') {
    if (err.message.includes('tweak')) return 'UFSECP_ERR_BAD_TWEAK';
    if (err.message.includes('included in the list')) return 'UFSECP_ERR_NOT_SIGNER';
    if (err.message.includes('secnonce')) return 'UFSECP_ERR_BAD_SECNONCE';
    throw new Error(`unknown value error ${err.message}`);
  }
  return { pubkey: 'UFSECP_ERR_BAD_PUBKEY', pubnonce: 'UFSECP_ERR_BAD_PUBNONCE', aggnonce: 'UFSECP_ERR_BAD_AGGNONCE',
    aggothernonce: 'UFSECP_ERR_BAD_AGGNONCE', psig: 'UFSECP_ERR_BAD_PARTIAL_SIG' }[err.contrib];
}
const pick = (pool, idx) => idx.map((i) => hex(pool[i]));
function keygen(keys, tweaks = [], xonly = []) {
  let k = ecc.musigKeyAgg(keys);
  tweaks.forEach((t, i) => { k = k.tweak(t, xonly[i]); });
  return k;
}

// ---- key sort / key agg ----
let v = read('bip327/key_sort_vectors.json');
if (v) check('key_sort', ecc.musigKeySort(v.pubkeys.map(hex)).map(toHex).join() === v.sorted_pubkeys.join().toLowerCase());
v = read('bip327/key_agg_vectors.json');
if (v) {
  v.valid_test_cases.forEach((c, i) => {
    check(`key_agg valid #${i}`, toHex(ecc.musigKeyAgg(pick(v.pubkeys, c.key_indices)).xOnlyPublicKey) === c.expected.toLowerCase());
  });
  v.error_test_cases.forEach((c, i) => {
    const [got, idx] = codeAndIndex(() => keygen(pick(v.pubkeys, c.key_indices), pick(v.tweaks, c.tweak_indices), c.is_xonly));
    check(`key_agg error #${i} (${c.comment}): ${got}`, got === want(c.error));
    if (c.error.signer !== undefined) check(`key_agg error #${i} blamed signer`, idx === c.error.signer);
  });
}

// ---- nonce gen / nonce agg ----
v = read('bip327/nonce_gen_vectors.json');
if (v) {
  v.test_cases.forEach((c, i) => {
    const rand = hex(c.rand_);
    const opt = (x) => (x === null ? undefined : hex(x));
    const { secNonce, pubNonce } = ecc.musigNonceGen({ publicKey: hex(c.pk), secretKey: opt(c.sk), message: opt(c.msg),
      aggregateXOnlyKey: opt(c.aggpk), extraInput: opt(c.extra_in), sessionRand: rand });
    check(`nonce_gen #${i} pubnonce`, toHex(pubNonce) === c.expected_pubnonce.toLowerCase());
    check(`nonce_gen #${i} sessionRand zeroed`, rand.every((b) => b === 0));
    // The secret nonce: the expected one (imported) signs the same partial signature.
    if (c.sk !== null) {
      const pk = hex(c.pk), agg = ecc.musigKeyAgg([pk]), an = ecc.musigNonceAgg([pubNonce]);
      const s = ecc.musigSession(an, new Uint8Array(32), agg);
      const a = ecc.musigPartialSign(secNonce, hex(c.sk), agg, s);
      const b = ecc.musigPartialSign(ecc.musigSecNonceImport(hex(c.expected_secnonce)), hex(c.sk), agg, s);
      check(`nonce_gen #${i} secnonce`, toHex(a) === toHex(b));
    } else {
      secNonce.destroy();
    }
  });
  check('nonce_gen has 4 cases', v.test_cases.length === 4);
}
v = read('bip327/nonce_agg_vectors.json');
if (v) {
  v.valid_test_cases.forEach((c, i) => {
    check(`nonce_agg valid #${i}`, toHex(ecc.musigNonceAgg(pick(v.pnonces, c.pnonce_indices))) === c.expected.toLowerCase());
  });
  v.error_test_cases.forEach((c, i) => {
    const [got, idx] = codeAndIndex(() => ecc.musigNonceAgg(pick(v.pnonces, c.pnonce_indices)));
    check(`nonce_agg error #${i} (${c.comment}): ${got}`, got === want(c.error) && idx === c.error.signer);
  });
}

// ---- sign / verify ----
v = read('bip327/sign_verify_vectors.json');
if (v) {
  const sk = hex(v.sk);
  v.valid_test_cases.forEach((c, i) => {
    const keys = pick(v.pubkeys, c.key_indices), agg = keygen(keys);
    const aggnonce = hex(v.aggnonces[c.aggnonce_index]), msg = hex(v.msgs[c.msg_index]);
    const pn = pick(v.pnonces, c.nonce_indices);
    check(`sign valid #${i} aggnonce`, toHex(ecc.musigNonceAgg(pn)) === toHex(aggnonce));
    const s = ecc.musigSession(aggnonce, msg, agg);
    for (const selfCheck of [true, false]) {
      const ps = ecc.musigPartialSign(ecc.musigSecNonceImport(hex(v.secnonces[0])), sk, agg, s, { selfCheck });
      check(`sign valid #${i} psig (selfCheck ${selfCheck})`, toHex(ps) === c.expected.toLowerCase());
    }
    const si = c.signer_index;
    check(`sign valid #${i} verify`, ecc.musigPartialSigVerify(hex(c.expected), pn[si], keys[si], agg, s) === true);
  });
  v.sign_error_test_cases.forEach((c, i) => {
    const w = want(c.error);
    if (w === 'UFSECP_ERR_NOT_SIGNER') { // optional in BIP-327; the cache does not hold the key list
      console.log(`skipped (optional, as the vector allows): sign error #${i} (${c.comment})`);
      return;
    }
    const got = code(() => {
      const agg = keygen(pick(v.pubkeys, c.key_indices));
      const s = ecc.musigSession(hex(v.aggnonces[c.aggnonce_index]), hex(v.msgs[c.msg_index]), agg);
      ecc.musigPartialSign(ecc.musigSecNonceImport(hex(v.secnonces[c.secnonce_index])), sk, agg, s);
    });
    check(`sign error #${i} (${c.comment}): ${got}`, got === w);
  });
  const verifyCase = (c, i, isError) => {
    let result;
    const got = code(() => {
      const keys = pick(v.pubkeys, c.key_indices), pn = pick(v.pnonces, c.nonce_indices);
      const an = ecc.musigNonceAgg(pn), agg = keygen(keys);
      const s = ecc.musigSession(an, hex(v.msgs[c.msg_index]), agg);
      result = ecc.musigPartialSigVerify(hex(c.sig), pn[c.signer_index], keys[c.signer_index], agg, s);
    });
    if (isError) check(`verify error #${i} (${c.comment}): ${got}`, got === want(c.error));
    else check(`verify fail #${i} (${c.comment}): ${got}`, (got === 'OK' && result === false) || got === 'UFSECP_ERR_BAD_PARTIAL_SIG');
  };
  v.verify_fail_test_cases.forEach((c, i) => verifyCase(c, i, false));
  v.verify_error_test_cases.forEach((c, i) => verifyCase(c, i, true));
}

// ---- tweaks ----
v = read('bip327/tweak_vectors.json');
if (v) {
  const sk = hex(v.sk), aggnonce = hex(v.aggnonce), msg = hex(v.msg);
  v.valid_test_cases.forEach((c, i) => {
    const keys = pick(v.pubkeys, c.key_indices), pn = pick(v.pnonces, c.nonce_indices);
    const agg = keygen(keys, pick(v.tweaks, c.tweak_indices), c.is_xonly);
    check(`tweak valid #${i} aggnonce`, toHex(ecc.musigNonceAgg(pn)) === toHex(aggnonce));
    const s = ecc.musigSession(aggnonce, msg, agg);
    const ps = ecc.musigPartialSign(ecc.musigSecNonceImport(hex(v.secnonce)), sk, agg, s);
    check(`tweak valid #${i} psig`, toHex(ps) === c.expected.toLowerCase());
    check(`tweak valid #${i} verify`, ecc.musigPartialSigVerify(ps, pn[c.signer_index], keys[c.signer_index], agg, s));
  });
  v.error_test_cases.forEach((c, i) => {
    const got = code(() => keygen(pick(v.pubkeys, c.key_indices), pick(v.tweaks, c.tweak_indices), c.is_xonly));
    check(`tweak error #${i} (${c.comment}): ${got}`, got === want(c.error));
  });
}

// ---- sig agg ----
v = read('bip327/sig_agg_vectors.json');
if (v) {
  const msg = hex(v.msg);
  const setup = (c) => {
    const agg = keygen(pick(v.pubkeys, c.key_indices), pick(v.tweaks, c.tweak_indices), c.is_xonly);
    const an = hex(c.aggnonce);
    check('sig_agg aggnonce matches', toHex(ecc.musigNonceAgg(pick(v.pnonces, c.nonce_indices))) === toHex(an));
    return [agg, ecc.musigSession(an, msg, agg)];
  };
  v.valid_test_cases.forEach((c, i) => {
    const [agg, s] = setup(c);
    const sig = ecc.musigPartialSigAgg(s, pick(v.psigs, c.psig_indices));
    check(`sig_agg valid #${i}`, toHex(sig) === c.expected.toLowerCase());
    // BIP-340 verification (the vectors' message is 32 bytes).
    check(`sig_agg valid #${i} verifySchnorr`, ecc.verifySchnorr(msg, agg.xOnlyPublicKey, sig));
  });
  v.error_test_cases.forEach((c, i) => {
    const [, s] = setup(c);
    const [got, idx] = codeAndIndex(() => ecc.musigPartialSigAgg(s, pick(v.psigs, c.psig_indices)));
    check(`sig_agg error #${i} (${c.comment}): ${got}`, got === want(c.error) && idx === c.error.signer);
  });
}

// ---- random sessions ----
const key = () => { let d; do d = new Uint8Array(randomBytes(32)); while (!tiny.isPrivate(d)); return d; };
const iters = Math.max(1, Number(process.env.UFSECP_JS_ITERS ?? 100));
let sessionsOk = 0;
for (let it = 0; it < iters; it++) {
  const n = 1 + (it % 5);
  const sks = Array.from({ length: n }, key), pks = sks.map((d) => ecc.pointFromScalar(d, true));
  const sorted = ecc.musigKeySort(pks);
  let agg = ecc.musigKeyAgg(sorted);
  for (let t = 0; t < it % 3; t++) agg = agg.tweak(createHash('sha256').update(`tweak ${it} ${t}`).digest(), t % 2 === 1);
  const msg = new Uint8Array(randomBytes(32));
  const nonces = pks.map((pk, i) => ecc.musigNonceGen({ publicKey: pk, secretKey: it % 2 ? sks[i] : undefined, message: msg,
    aggregateXOnlyKey: agg.xOnlyPublicKey }));
  const s = ecc.musigSession(ecc.musigNonceAgg(nonces.map((x) => x.pubNonce)), msg, agg);
  const psigs = nonces.map((x, i) => ecc.musigPartialSign(x.secNonce, sks[i], agg, s, { selfCheck: it % 2 === 0 }));
  const allVerify = psigs.every((p, i) => ecc.musigPartialSigVerify(p, nonces[i].pubNonce, pks[i], agg, s));
  const wrong = n > 1 && ecc.musigPartialSigVerify(psigs[0], nonces[1].pubNonce, pks[1], agg, s);
  const sig = ecc.musigPartialSigAgg(s, psigs);
  const xq = agg.xOnlyPublicKey;
  if (allVerify && !wrong && ecc.verifySchnorr(msg, xq, sig) && tiny.verifySchnorr(msg, xq, sig)
      && nonces.every((x) => x.secNonce.used)) sessionsOk++;
  else console.log(`FAIL random session ${it} (n=${n})`);
}
check(`${iters} random sessions verified by verifySchnorr (${sessionsOk} ok)`, sessionsOk === iters);

// ---- the single-use secret nonce ----
{
  const d = key(), pk = ecc.pointFromScalar(d), agg = ecc.musigKeyAgg([pk]), msg = new Uint8Array(32);
  const { secNonce, pubNonce } = ecc.musigNonceGen({ publicKey: pk, secretKey: d });
  const s = ecc.musigSession(ecc.musigNonceAgg([pubNonce]), msg, agg);
  check('a wrong key leaves the nonce usable', code(() => ecc.musigPartialSign(secNonce, key(), agg, s)) === 'UFSECP_ERR_SECNONCE_KEY_MISMATCH' && !secNonce.used);
  const ps = ecc.musigPartialSign(secNonce, d, agg, s);
  check('one-signer session verifies', ecc.verifySchnorr(msg, agg.xOnlyPublicKey, ecc.musigPartialSigAgg(s, [ps])));
  check('secnonce used after signing', secNonce.used);
  check('second use refused', code(() => ecc.musigPartialSign(secNonce, d, agg, s)) === 'UFSECP_ERR_BAD_SECNONCE');
  const g = ecc.musigNonceGen({ publicKey: pk });
  g.secNonce.destroy();
  check('destroyed nonce refused', code(() => ecc.musigPartialSign(g.secNonce, d, agg, s)) === 'UFSECP_ERR_BAD_SECNONCE');
  check('bad session rand length throws TypeError', code(() => ecc.musigNonceGen({ publicKey: pk, sessionRand: new Uint8Array(31) })).startsWith('TypeError'));
  check('all-zero session rand: BAD_ARG', code(() => ecc.musigNonceGen({ publicKey: pk, sessionRand: new Uint8Array(32) })) === 'UFSECP_ERR_BAD_ARG');
}

// ---- adaptor signatures ----
{
  const sks = [key(), key()], pks = sks.map((d) => ecc.pointFromScalar(d));
  const agg = ecc.musigKeyAgg(pks), msg = new Uint8Array(randomBytes(32));
  const t = key(), T = ecc.pointFromScalar(t);
  const ns = pks.map((pk, i) => ecc.musigNonceGen({ publicKey: pk, secretKey: sks[i] }));
  const s = ecc.musigSession(ecc.musigNonceAgg(ns.map((x) => x.pubNonce)), msg, agg, T);
  const pre = ecc.musigPartialSigAgg(s, ns.map((x, i) => ecc.musigPartialSign(x.secNonce, sks[i], agg, s)));
  check('pre-signature does not verify', !ecc.verifySchnorr(msg, agg.xOnlyPublicKey, pre));
  const sig = ecc.musigAdapt(pre, t, s.nonceParity);
  check('adapted signature verifies', ecc.verifySchnorr(msg, agg.xOnlyPublicKey, sig));
  check('extracted adaptor secret is t', toHex(ecc.musigExtractAdaptor(sig, pre, s.nonceParity)) === toHex(t));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
