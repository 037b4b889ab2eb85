// FROST through the JavaScript API (lib/frost.js): the official vectors, read at run time from
// ../shared/vectors (UFSECP_VECTORS_DIR overrides it; a missing file is a failure):
//   frost/rfc9591-cfrg (RFC 9591 appendix E.5 run), the ZF runs of both suites incl. the
//   big-identifier ones (dealer shares and group key, nonce commitments, signature shares,
//   share checks, aggregation with and without the share check, the signature; -tr ones also
//   by verifySchnorr), ZF's DKG runs (commitments, proofs, round-2 shares, final shares),
//   the invalid element, and all six draft BIP-445 files with their error cases (status and
//   named culprit);
// then random t-of-n sessions of both suites (dealer and DKG keys, random signer subsets,
// Taproot-tweaked -tr keys), each -tr signature checked by verifySchnorr and tiny-secp256k1's
// verifySchnorr, a corrupted share named by frostAggregate; the single-use secret nonce.
// UFSECP_JS_ITERS scales the random sessions (default 40). Last line: "N passed, M failed".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import * as tiny from 'tiny-secp256k1';

const ecc = await import('../index.js');
const { FROST_RFC9591, FROST_TR } = await import('../lib/frost.js');
const dir = process.env.UFSECP_VECTORS_DIR ?? join(fileURLToPath(new URL('../../..', import.meta.url)), '..', 'shared', 'vectors');
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b) => Buffer.from(b).toString('hex');
const same = (b, h) => toHex(b) === h.toLowerCase();
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
function codeAndIndex(fn) {
  try { fn(); return ['OK']; } catch (e) { return e instanceof ecc.UfsecpError ? [e.code, e.index] : [`${e.name}: ${e.message}`]; }
}
const guard = (name, fn) => { try { fn(); } catch (e) { check(`${name}: threw ${e.stack}`, false); } };
const num = (v) => Number(v);
// BIP-340 by both libraries' verifySchnorr (the tiny interface takes 32-byte messages only;
// other lengths are checked by the C library's verification: frostVerify, partial-sig checks).
const bip340 = (msg, xo, sig) => msg.length !== 32 || (ecc.verifySchnorr(msg, xo, sig) && tiny.verifySchnorr(msg, xo, sig));

// ---- RFC 9591 / ZF signing runs ----
function signingRun(file, suite) {
  const doc = read(file);
  if (!doc) return;
  const inp = doc.inputs, t = num(doc.config.MIN_PARTICIPANTS);
  const pkHex = inp.group_public_key ?? inp.verifying_key_key, pk = hex(pkHex), msg = hex(inp.message);
  const shares = inp.participant_shares;
  const ids = shares.map((s) => num(s.identifier));
  const d = ecc.frostDealerKeygen(hex(inp.group_secret_key), inp.share_polynomial_coefficients.map(hex), ids);
  check(`${file}: group key`, same(d.groupPublicKey, pkHex));
  check(`${file}: commitments`, d.commitments.length === t);
  shares.forEach((s, i) => {
    check(`${file}: share ${i}`, same(d.shares[i], s.participant_share));
    check(`${file}: share check ${i}`, ecc.frostShareVerify(ids[i], d.shares[i], d.commitments).length === 33);
  });
  const shareOf = (id) => hex(shares.find((s) => num(s.identifier) === id).participant_share);
  const r1 = doc.round_one_outputs.outputs, r2 = doc.round_two_outputs.outputs;
  const signers = [], nonces = [], pubshares = [];
  for (const o of r1) {
    const id = num(o.identifier);
    const { secNonce, pubNonce } = ecc.frostNonceGen(suite, shareOf(id),
      { hidingRand: hex(o.hiding_nonce_randomness), bindingRand: hex(o.binding_nonce_randomness) });
    check(`${file}: commitments of ${id}`, same(pubNonce.subarray(0, 33), o.hiding_nonce_commitment) &&
      same(pubNonce.subarray(33), o.binding_nonce_commitment));
    signers.push({ id, pubNonce });
    nonces.push(secNonce);
    pubshares.push(ecc.frostPubshare(id, d.commitments));
  }
  const sigShares = signers.map((s, i) => {
    const z = ecc.frostSign(nonces[i], shareOf(s.id), s.id, pk, msg, signers);
    check(`${file}: sig share of ${s.id}`, same(z, r2[i].sig_share));
    check(`${file}: used nonce refused`, nonces[i].used &&
      codeAndIndex(() => ecc.frostSign(nonces[i], shareOf(s.id), s.id, pk, msg, signers))[0] === 'UFSECP_ERR_FROST_BAD_NONCE');
    check(`${file}: verify share ${s.id}`, ecc.frostVerifyShare(suite, z, s.id, pubshares[i], pk, msg, signers));
    return z;
  });
  for (const ps of [pubshares, null]) {
    const sig = ecc.frostAggregate(suite, pk, msg, signers, sigShares, ps);
    check(`${file}: signature`, same(sig, doc.final_output.sig));
    check(`${file}: verify`, ecc.frostVerify(suite, sig, msg, pk));
    if (suite === FROST_TR) {
      const xo = ecc.frostTrOutputKey(pk);
      check(`${file}: BIP-340 verify`, bip340(msg, xo, sig));
    }
  }
  const bad = sigShares.map((z) => z.slice());
  bad[bad.length - 1][31] ^= 1;
  const [code, idx] = codeAndIndex(() => ecc.frostAggregate(suite, pk, msg, signers, bad, pubshares));
  check(`${file}: corrupted share named`, code === 'UFSECP_ERR_FROST_BAD_SHARE' && idx === bad.length - 1);
  check(`${file}: corrupted share fails`, !ecc.frostVerifyShare(suite, bad[bad.length - 1], signers[bad.length - 1].id,
    pubshares[bad.length - 1], pk, msg, signers));
}

// ---- ZF DKG runs ----
function dkgRun(file, suite) {
  const doc = read(file);
  if (!doc) return;
  const inp = doc.inputs, n = num(doc.config.MAX_PARTICIPANTS), t = num(doc.config.MIN_PARTICIPANTS);
  const parts = Array.from({ length: n }, (_, i) => inp[String(i + 1)]);
  const ids = parts.map((p) => num(p.identifier));
  const coeffs = parts.map((p) => [hex(p.signing_key), hex(p.coefficient)]);
  check(`${file}: 2-of-n`, t === 2);
  const packages = parts.map((p) => ({ commitments: p.vss_commitments.map(hex), proof: hex(p.proof_of_knowledge) }));
  const mine = parts.map((p, i) => {
    const r = ecc.frostDkgRound1(suite, ids[i], coeffs[i], new Uint8Array(32).fill(0x5a + i));
    check(`${file}: round-1 commitments ${i}`, r.commitments.every((c, k) => same(c, p.vss_commitments[k])));
    return r;
  });
  check(`${file}: published proofs`, ecc.frostDkgRound1Verify(suite, ids, packages));
  check(`${file}: our proofs`, ecc.frostDkgRound1Verify(suite, ids, mine));
  const badPkgs = packages.map((p) => ({ commitments: p.commitments, proof: p.proof.slice() }));
  badPkgs[1].proof[badPkgs[1].proof.length - 1] ^= 1;
  const [code, idx] = codeAndIndex(() => ecc.frostDkgRound1Verify(suite, ids, badPkgs));
  check(`${file}: a bad proof is named`, code === 'UFSECP_ERR_BAD_SIGNATURE' && idx === 1);
  const cms = packages.map((p) => p.commitments);
  const sums = ecc.frostDkgGroupCommitments(cms);
  for (let j = 0; j < n; j++) {
    const shares = coeffs.map((c, i) => {
      const s = ecc.frostDkgRound2Share(c, ids[j]);
      if (i !== j) check(`${file}: round-2 share ${i + 1}->${j + 1}`, same(s, parts[j].signing_shares[String(i + 1)]));
      return s;
    });
    let { share, publicShare, groupPublicKey } = ecc.frostDkgFinalize(ids[j], ids, cms, shares);
    if (suite === FROST_TR) {
      // ZF's -tr key packages come out already Taproot-tweaked (key path): Q = even(P) + t*G.
      const tw = ecc.frostTaprootTweak(groupPublicKey);
      if (groupPublicKey[0] === 3) {
        share = ecc.privateNegate(share); publicShare = ecc.pointNegate(publicShare); groupPublicKey = ecc.pointNegate(groupPublicKey);
      }
      share = ecc.privateAdd(share, tw); publicShare = ecc.pointAddScalar(publicShare, tw); groupPublicKey = ecc.pointAddScalar(groupPublicKey, tw);
    }
    check(`${file}: signing share ${j}`, same(share, parts[j].signing_share));
    check(`${file}: verifying share ${j}`, same(publicShare, parts[j].verifying_share));
    check(`${file}: group key ${j}`, same(groupPublicKey, inp.verifying_key));
    if (suite === FROST_RFC9591) check(`${file}: pubshare from sums ${j}`, same(ecc.frostPubshare(ids[j], sums), parts[j].verifying_share));
    const cheat = shares.map((s) => s.slice());
    cheat[(j + 1) % n][5] ^= 0x40;
    const [c2, i2] = codeAndIndex(() => ecc.frostDkgFinalize(ids[j], ids, cms, cheat));
    check(`${file}: a bad share is named`, c2 === 'UFSECP_ERR_FROST_BAD_SHARE' && i2 === (j + 1) % n);
  }
}

function invalidElement(file, suite) {
  const doc = read(file);
  if (!doc) return;
  const el = hex(doc.elements.invalid_element);
  check(`${file}: invalid commitment`, codeAndIndex(() => ecc.frostPubshare(1, [el]))[0] === 'UFSECP_ERR_BAD_PUBKEY');
  if (suite === FROST_TR) check(`${file}: invalid group key`, codeAndIndex(() => ecc.frostTrOutputKey(el))[0] === 'UFSECP_ERR_BAD_PUBKEY');
  const g = hex('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
  const pn = new Uint8Array(66); pn.set(el); pn.set(el, 33);
  check(`${file}: invalid nonce commitment`, codeAndIndex(() => ecc.frostAggregate(suite, g, new Uint8Array(0),
    [{ id: 1, pubNonce: pn }], [new Uint8Array(32).fill(1)]))[0] === 'UFSECP_ERR_FROST_BAD_PUBNONCE');
}

// ---- draft BIP-445 ----
const BIP = 'frost/bip445-frost-signing-draft/';
function expectOf(err) {
  if (err.type === 'InvalidContributionError') {
    const idx = err.signer_index ?? undefined;
    return { pubnonce: ['UFSECP_ERR_FROST_BAD_PUBNONCE', idx], aggnonce: ['UFSECP_ERR_FROST_BAD_AGGNONCE'],
      aggothernonce: ['UFSECP_ERR_FROST_BAD_AGGNONCE'], psig: ['UFSECP_ERR_FROST_BAD_SHARE', idx] }[err.contrib];
  }
  const m = err.message;
  if (m.startsWith('Invalid pubshare at index ')) return ['UFSECP_ERR_BAD_PUBKEY', Number(m.slice(26))];
  if (m === 'The number of signers must be between t and n.') return ['UFSECP_ERR_BAD_ARG'];
  if ((m.includes('is out of range') && m.includes('participant identifier')) ||
    m === 'The participant identifier list contains duplicate elements.') return ['UFSECP_ERR_FROST_BAD_IDENTIFIER'];
  if (m === 'The provided key material is incorrect.') return ['UFSECP_ERR_FROST_BAD_KEY_MATERIAL'];
  if (m.startsWith("The signer's id must be present") || m.startsWith("The signer's pubshare must be included")) return ['UFSECP_ERR_FROST_SIGNER_MISSING'];
  if (m === "The signer's secret share value is out of range.") return ['UFSECP_ERR_BAD_SECKEY'];
  if (m === 'first secnonce value is out of range.' || m === 'second secnonce value is out of range.') return ['UFSECP_ERR_FROST_BAD_NONCE'];
  if (m === 'The tweak value is out of range.' || m === 'The result of tweaking cannot be infinity.') return ['UFSECP_ERR_BAD_TWEAK'];
  if (m === 'The tweak must be a 32-byte array.') return ['UFSECP_ERR_BAD_LENGTH'];
  if (m === 'The tweaks and is_xonly arrays must have the same length.' || m === 'The psigs and ids arrays must have the same length.') return ['UFSECP_ERR_FROST_LIST_LENGTH'];
  throw new Error(`unknown error message: ${m}`);
}
const expectIs = (name, got, want) => {
  const ok = got[0] === want[0] && (want[1] === undefined || got[1] === want[1]);
  if (!ok) console.log(`  ${name}: got ${got}, want ${want}`);
  check(name, ok);
};
function ctxOf(g, tc) {
  return {
    signers: { n: g.n, t: g.t, ids: tc.ids, publicShares: tc.pubshare_indices.map((i) => hex(g.pubshares[i])), thresholdKey: hex(g.thresh_pk) },
    tweaks: [...(tc.tweak_indices ?? []).map((i) => hex(g.tweaks[i])), ...(tc.tweaks ?? []).map(hex)],
    isXOnly: tc.is_xonly ?? [],
  };
}
function bip445() {
  let v = read(`${BIP}nonce_gen_vectors.json`);
  v?.valid_tests.forEach((tc) => {
    const o = (k) => (tc[k] === null || tc[k] === undefined ? undefined : hex(tc[k]));
    const { secNonce, pubNonce } = ecc.frost445NonceGen({ rand: o('rand_'), secretShare: o('secshare'), publicShare: o('pubshare'),
      thresholdXOnlyKey: o('thresh_pk'), message: o('msg'), extraInput: o('extra_in') });
    check(`445 nonce_gen #${tc.tc_id}`, same(pubNonce, tc.expected[1]));
    secNonce.destroy();
  });
  v = read(`${BIP}nonce_agg_vectors.json`);
  if (v) {
    v.valid_tests.forEach((tc) => check(`445 nonce_agg #${tc.tc_id}`, same(ecc.frost445NonceAgg(tc.pubnonce_indices.map((i) => hex(v.pubnonces[i]))), tc.expected)));
    v.error_tests.forEach((tc) => expectIs(`445 nonce_agg error #${tc.tc_id}`,
      codeAndIndex(() => ecc.frost445NonceAgg(tc.pubnonce_indices.map((i) => hex(v.pubnonces[i])))), expectOf(tc.error)));
  }
  const signCase = (f, g, tc, valid) => {
    const name = `445 ${f} ${g.tg_id} #${tc.tc_id}`;
    const c = ctxOf(g, tc), sk = hex(g.secshares[tc.secshare_index]), msg = hex(tc.msg);
    let psig;
    const got = codeAndIndex(() => {
      const sn = ecc.frost445SecNonceLoad(hex(g.secnonces[tc.secnonce_index]));
      try {
        psig = ecc.frost445Sign(sn, sk, tc.my_id, c.signers, hex(tc.aggnonce), msg, c.tweaks, c.isXOnly);
        check(`${name}: nonce used up`, sn.used);
      } finally { sn.destroy(); }
    });
    expectIs(name, got, valid ? ['OK'] : expectOf(tc.error));
    if (!valid || got[0] !== 'OK') return;
    check(`${name}: psig`, same(psig, tc.expected));
    if (tc.pubnonce_indices) {
      const idx = tc.ids.indexOf(tc.my_id);
      check(`${name}: verifies`, ecc.frost445PartialSigVerify(psig, tc.pubnonce_indices.map((i) => hex(g.pubnonces[i])), c.signers, msg, idx, c.tweaks, c.isXOnly));
    }
  };
  v = read(`${BIP}sign_verify_vectors.json`);
  v?.test_groups.forEach((g) => {
    g.valid_tests.forEach((tc) => signCase('sign_verify', g, tc, true));
    g.sign_error_tests.forEach((tc) => signCase('sign_verify', g, tc, false));
    for (const kind of ['verify_fail_tests', 'verify_error_tests']) {
      g[kind].forEach((tc) => {
        const c = ctxOf(g, tc);
        const got = codeAndIndex(() => {
          if (!ecc.frost445PartialSigVerify(hex(tc.psig), tc.pubnonce_indices.map((i) => hex(g.pubnonces[i])), c.signers, hex(tc.msg),
            tc.signer_index, c.tweaks, c.isXOnly)) throw new ecc.UfsecpError('UFSECP_ERR_FROST_BAD_SHARE');
        });
        expectIs(`445 ${kind} ${g.tg_id} #${tc.tc_id}`, got, tc.error ? expectOf(tc.error) : ['UFSECP_ERR_FROST_BAD_SHARE']);
      });
    }
  });
  v = read(`${BIP}tweak_vectors.json`);
  v?.test_groups.forEach((g) => {
    g.valid_tests.forEach((tc) => signCase('tweak', g, tc, true));
    g.error_tests.forEach((tc) => signCase('tweak', g, tc, false));
  });
  v = read(`${BIP}sig_agg_vectors.json`);
  v?.test_groups.forEach((g) => {
    for (const kind of ['valid_tests', 'error_tests']) {
      g[kind].forEach((tc) => {
        const c = ctxOf(g, tc), msg = hex(tc.msg);
        let sig;
        const got = codeAndIndex(() => { sig = ecc.frost445PartialSigAgg(tc.psigs.map(hex), c.signers, hex(tc.aggnonce), msg, c.tweaks, c.isXOnly); });
        const name = `445 sig_agg ${g.tg_id} #${tc.tc_id}`;
        expectIs(name, got, kind === 'valid_tests' ? ['OK'] : expectOf(tc.error));
        if (kind !== 'valid_tests' || got[0] !== 'OK') return;
        check(`${name}: signature`, same(sig, tc.expected));
        const key = ecc.frost445TweakedKey(c.signers.thresholdKey, c.tweaks, c.isXOnly);
        check(`${name}: BIP-340 verify`, bip340(msg, key.xOnly, sig));
      });
    }
  });
  v = read(`${BIP}det_sign_vectors.json`);
  v?.test_groups.forEach((g) => {
    for (const kind of ['valid_tests', 'error_tests']) {
      g[kind].forEach((tc) => {
        const c = ctxOf(g, tc);
        let r;
        const got = codeAndIndex(() => {
          r = ecc.frost445DeterministicSign(hex(g.secshares[tc.secshare_index]), tc.my_id, tc.aggothernonce ? hex(tc.aggothernonce) : null,
            c.signers, hex(tc.msg), c.tweaks, c.isXOnly, tc.rand ? hex(tc.rand) : null);
        });
        const name = `445 det_sign ${g.tg_id} #${tc.tc_id}`;
        expectIs(name, got, kind === 'valid_tests' ? ['OK'] : expectOf(tc.error));
        if (kind === 'valid_tests' && got[0] === 'OK') check(`${name}: pubnonce and psig`, same(r.pubNonce, tc.expected[0]) && same(r.partialSig, tc.expected[1]));
      });
    }
  });
}

for (const [f, s] of [['frost/rfc9591-cfrg/frost-secp256k1-sha256.json', FROST_RFC9591], ['frost/zf-frost-secp256k1/vectors.json', FROST_RFC9591],
  ['frost/zf-frost-secp256k1/vectors-big-identifier.json', FROST_RFC9591], ['frost/zf-frost-secp256k1-tr/vectors.json', FROST_TR],
  ['frost/zf-frost-secp256k1-tr/vectors-big-identifier.json', FROST_TR]]) guard(f, () => signingRun(f, s));
for (const [f, s] of [['frost/zf-frost-secp256k1/vectors_dkg.json', FROST_RFC9591], ['frost/zf-frost-secp256k1-tr/vectors_dkg.json', FROST_TR]]) guard(f, () => dkgRun(f, s));
for (const [f, s] of [['frost/zf-frost-secp256k1/elements.json', FROST_RFC9591], ['frost/zf-frost-secp256k1-tr/elements.json', FROST_TR]]) guard(f, () => invalidElement(f, s));
guard('bip445', bip445);

// ---- random t-of-n sessions ----
const iters = Number(process.env.UFSECP_JS_ITERS ?? 40);
const rnd = (n) => new Uint8Array(randomBytes(n));
const scalar = () => { let k; do k = rnd(32); while (!ecc.isPrivate(k)); return k; };
for (let it = 0; it < iters; it++) {
  guard(`random session ${it}`, () => {
    const suite = it % 2 ? FROST_TR : FROST_RFC9591;
    const n = 1 + (it % 5), t = 1 + ((it >> 1) % n);
    const ids = Array.from({ length: n }, (_, i) => i + 1 + (it % 3) * 1000);
    let shares, pubshares, gpk;
    if (it % 3 === 0) { // dealer
      const d = ecc.frostDealerKeygen(scalar(), Array.from({ length: t - 1 }, scalar), ids);
      shares = d.shares; gpk = d.groupPublicKey;
      pubshares = ids.map((id, i) => ecc.frostShareVerify(id, shares[i], d.commitments));
    } else { // DKG
      const polys = ids.map(() => Array.from({ length: t }, scalar));
      const pk = ids.map((id, i) => ecc.frostDkgRound1(suite, id, polys[i]));
      ecc.frostDkgRound1Verify(suite, ids, pk);
      const fin = ids.map((id) => ecc.frostDkgFinalize(id, ids, pk.map((p) => p.commitments), polys.map((c) => ecc.frostDkgRound2Share(c, id))));
      shares = fin.map((x) => x.share); pubshares = fin.map((x) => x.publicShare); gpk = fin[0].groupPublicKey;
      check(`session ${it}: one group key`, fin.every((x) => toHex(x.groupPublicKey) === toHex(gpk)));
    }
    // A random subset of t..n signers, in random order.
    const order = ids.map((_, i) => i).sort(() => Math.random() - 0.5).slice(0, t + Math.floor(Math.random() * (n - t + 1)));
    const msg = rnd(it % 10 === 9 ? 0 : suite === FROST_TR || it % 4 === 2 ? 32 : it); // verifySchnorr: 32 bytes
    const tweak = suite === FROST_TR && it % 4 === 1 ? ecc.frostTaprootTweak(gpk, it % 8 === 1 ? rnd(32) : null) : null;
    const gen = order.map((i) => ecc.frostNonceGen(suite, shares[i]));
    const signers = order.map((i, k) => ({ id: ids[i], pubNonce: gen[k].pubNonce }));
    const z = order.map((i, k) => ecc.frostSign(gen[k].secNonce, shares[i], ids[i], gpk, msg, signers, tweak));
    check(`session ${it}: nonces used up`, gen.every((g) => g.secNonce.used));
    const ps = order.map((i) => pubshares[i]);
    const sig = ecc.frostAggregate(suite, gpk, msg, signers, z, ps, tweak);
    check(`session ${it}: verify`, ecc.frostVerify(suite, sig, msg, gpk, tweak));
    if (suite === FROST_TR) {
      const xo = ecc.frostTrOutputKey(gpk, tweak);
      check(`session ${it}: verifySchnorr`, sig.length === 64 && bip340(msg, xo, sig));
    } else check(`session ${it}: 65 bytes`, sig.length === 65);
    const k = Math.floor(Math.random() * z.length), bad = z.map((x) => x.slice());
    bad[k][0] ^= 0x01;
    const [code, idx] = codeAndIndex(() => ecc.frostAggregate(suite, gpk, msg, signers, bad, ps, tweak));
    check(`session ${it}: cheater named`, (code === 'UFSECP_ERR_FROST_BAD_SHARE' && idx === k));
    check(`session ${it}: without pubshares`, codeAndIndex(() => ecc.frostAggregate(suite, gpk, msg, signers, bad, null, tweak))[0] !== 'OK');
  });
}
// The secret nonce: destroy() refuses it; a nonce of one suite is refused by the other family.
{
  const s = scalar();
  const g = ecc.frostNonceGen(FROST_TR, s);
  g.secNonce.destroy();
  check('destroyed nonce refused', codeAndIndex(() => ecc.frostSign(g.secNonce, s, 1, ecc.pointFromScalar(s), new Uint8Array(0),
    [{ id: 1, pubNonce: g.pubNonce }]))[0] === 'UFSECP_ERR_FROST_BAD_NONCE');
  const g2 = ecc.frostNonceGen(FROST_RFC9591, s);
  check('1-of-1 signing', codeAndIndex(() => ecc.frostSign(g2.secNonce, s, 1, ecc.pointFromScalar(s), new Uint8Array(0),
    [{ id: 1, pubNonce: g2.pubNonce }]))[0] === 'OK');
  const g3 = ecc.frostNonceGen(FROST_RFC9591, s);
  const wrong = Object.create(g3.secNonce);
  check('foreign object refused', codeAndIndex(() => ecc.frostSign(wrong, s, 1, ecc.pointFromScalar(s), new Uint8Array(0),
    [{ id: 1, pubNonce: g3.pubNonce }]))[0].startsWith('TypeError'));
  g3.secNonce.destroy();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
