// ufsecp for JavaScript: FROST, adaptor signatures and DLEQ proofs in the native-style API.
//   * FROST (include/ufsecp/ufsecp_frost.h): both suites of RFC 9591 signing (FROST_RFC9591,
//     65-byte signatures; FROST_TR, BIP-340 signatures, optionally tweaked), trusted dealer,
//     the DKG rounds, nonce generation with a single-use secret nonce kept in the module's
//     memory (zeroed, freed and refused after it signs), signing, share verification,
//     aggregation naming the cheater (UfsecpError.index), verification; and draft BIP-445
//     (nonce gen / load / agg, tweaked key, sign, partial-signature verify and agg,
//     deterministic signing), its tweak lists in the draft's own form (items of any length, a
//     mode list of its own length: the C library's tweak parser gives the draft's errors);
//   * adaptor signatures (ufsecp_adaptor.h): ECDSA (dlcspecs: encrypt, verify, decrypt,
//     recover) and BIP-340 Schnorr (pre-sign, verify, adapt, extract);
//   * DLEQ proofs (ufsecp_dleq.h, BIP-374): prove and verify.
// Calls go through makeProtocols' Frame (lib/protocols.js): every argument block is zeroed and
// freed when the call returns or throws; only a FrostSecNonce stays (until it signs or is
// destroyed). Identifiers: a number (1 .. 2^32-1) or 32 bytes big-endian for the RFC 9591
// suites; a number < n for BIP-445.

export const FROST_RFC9591 = 0;
export const FROST_TR = 1;

// Sizes of the C objects (wasm32).
const FROST_SECNONCE = 140, FROST445_SECNONCE = 136, SIGNERS = 24, MUSIG_PUBNONCE = 132, MUSIG_PSIG = 36;
const ECDSA_ADAPTOR = 162, SCHNORR_PRESIG = 65, NONE = 0xffffffff;

export function makeFrost(h) {
  const { w, mem, getRandomValues, frame, ok, error, isStatus, pubkey, serializePubkey, keypair, bytesArg, arrayArg,
    UfsecpError, isU8 } = h;
  const opt = (v, len, what) => (v === undefined || v === null ? null : bytesArg(v, len, what));
  const rand32 = (f, given) => {
    const p = f.alloc(32);
    if (given) mem().set(given, p);
    else { const r = new Uint8Array(32); getRandomValues(r); mem().set(r, p); r.fill(0); }
    return p;
  };
  const suiteArg = (s) => {
    if (s !== FROST_RFC9591 && s !== FROST_TR) throw new TypeError('Expected a FROST suite (FROST_RFC9591 or FROST_TR)');
    return s;
  };
  // An RFC 9591 identifier: a number, or 32 bytes (big-endian scalar).
  const ident = (v) => {
    if (isU8(v) && v.length === 32) return v;
    if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw new TypeError('Expected an identifier (uint32 or 32 bytes)');
    const b = new Uint8Array(32);
    new DataView(b.buffer).setUint32(28, v);
    return b;
  };
  const list = (v, len, what) => arrayArg(v, what).map((x) => bytesArg(x, len, what));
  // A call whose errors may name an item (size_t *culprit): UfsecpError.index.
  const withCulprit = (f, fn) => {
    const c = f.alloc(4);
    f.setU32(c, NONE);
    const st = fn(c);
    if (st !== 0) { const i = f.u32(c); throw error(st, i === NONE ? undefined : i); }
  };
  const msgArg = (m) => bytesArg(m, undefined, 'a message');
  const msgPtr = (f, m) => (m.length ? f.bytes(m) : f.alloc(1));

  // ---- secret nonces in the module's memory -------------------------------------------------
  const dropped = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry(([p, n]) => { mem().fill(0, p, p + n); w.free(p); }) : null;
  /** A FROST secret nonce in the module's memory: signs once (then zeroed, freed and refused). */
  class FrostSecNonce {
    #ptr; #size;
    constructor(ptr, size, suite) {
      this.#ptr = ptr; this.#size = size;
      /** FROST_RFC9591, FROST_TR, or 'bip445'. */
      this.suite = suite;
      dropped?.register(this, [ptr, size], this);
      Object.freeze(this);
    }
    get used() { return this.#ptr === 0; }
    /** Zeroes and frees the nonce without signing (it is then refused). */
    destroy() {
      if (this.#ptr) {
        dropped?.unregister(this);
        mem().fill(0, this.#ptr, this.#ptr + this.#size);
        w.free(this.#ptr);
        this.#ptr = 0;
      }
    }
    static _ptr(s, suite) {
      if (!(s instanceof FrostSecNonce) || (suite === 'bip445') !== (s.suite === 'bip445')) {
        throw new TypeError(`Expected a FrostSecNonce (${suite === 'bip445' ? 'frost445NonceGen' : 'frostNonceGen'})`);
      }
      if (!s.#ptr) throw new UfsecpError('UFSECP_ERR_FROST_BAD_NONCE');
      return s.#ptr;
    }
  }
  // Makes the nonce block, runs fill(p) (a status); destroys it on an error.
  function newNonce(size, suite, fill) {
    const p = w.malloc(size);
    if (!p) throw new RangeError('ufsecp: out of memory');
    mem().fill(0, p, p + size);
    const s = new FrostSecNonce(p, size, suite);
    const st = fill(p);
    if (st !== 0) { s.destroy(); throw error(st); }
    return s;
  }

  // ---- FROST, RFC 9591 suites -----------------------------------------------------------------
  /** Trusted dealer: { shares (32 bytes each, SECRET), commitments (t x 33), groupPublicKey (33) }. */
  function frostDealerKeygen(secret, coefficients, ids) {
    bytesArg(secret, 32, 'a secret');
    const cs = list(coefficients, 32, 'a coefficient'), is = arrayArg(ids, 'identifiers').map(ident);
    const t = cs.length + 1, n = is.length;
    return frame((f) => {
      const sh = f.alloc(32 * n), cm = f.alloc(33 * t), gpk = f.alloc(33);
      ok(w.ufsecp_frost_dealer_keygen(sh, cm, gpk, f.bytes(secret), cs.length ? f.concat(cs, 32) : 0, t,
        f.concat(is, 32), n));
      return { shares: is.map((_, i) => f.get(sh + 32 * i, 32)), commitments: Array.from({ length: t }, (_, k) => f.get(cm + 33 * k, 33)),
        groupPublicKey: f.get(gpk, 33) };
    });
  }
  /** A signer's check of its share against the dealer's commitments: its pubshare (33 bytes);
   *  throws UfsecpError UFSECP_ERR_FROST_BAD_SHARE when the dealer cheated. */
  function frostShareVerify(id, share, commitments) {
    bytesArg(share, 32, 'a share');
    const cm = list(commitments, 33, 'a commitment');
    return frame((f) => {
      const out = f.alloc(33);
      ok(w.ufsecp_frost_share_verify(out, f.bytes(ident(id)), f.bytes(share), f.concat(cm, 33), cm.length));
      return f.get(out, 33);
    });
  }
  /** Any signer's pubshare from the (group) commitments. */
  function frostPubshare(id, commitments) {
    const cm = list(commitments, 33, 'a commitment');
    return frame((f) => {
      const out = f.alloc(33);
      ok(w.ufsecp_frost_pubshare_from_commitments(out, f.bytes(ident(id)), f.concat(cm, 33), cm.length));
      return f.get(out, 33);
    });
  }
  /** DKG round 1: { commitments (t x 33), proof (65 bytes RFC 9591, 64 -tr) } for the secret
   *  polynomial coefficients (t x 32, fresh random) and a fresh random nonce (default: random). */
  function frostDkgRound1(suite, id, coefficients, nonce) {
    suiteArg(suite);
    const cs = list(coefficients, 32, 'a coefficient');
    opt(nonce, 32, 'a nonce');
    return frame((f) => {
      const cm = f.alloc(33 * cs.length), pok = f.alloc(65), len = f.alloc(4);
      f.setU32(len, 65);
      ok(w.ufsecp_frost_dkg_round1(cm, pok, len, suite, f.bytes(ident(id)), f.concat(cs, 32), cs.length, rand32(f, nonce)));
      return { commitments: cs.map((_, k) => f.get(cm + 33 * k, 33)), proof: f.get(pok, f.u32(len)) };
    });
  }
  /** Checks everyone's round-1 packages [{ commitments, proof }] (in the order of ids); throws
   *  UfsecpError naming the first bad sender (index). */
  function frostDkgRound1Verify(suite, ids, packages) {
    suiteArg(suite);
    const is = arrayArg(ids, 'identifiers').map(ident);
    arrayArg(packages, 'packages');
    const t = packages.length ? arrayArg(packages[0].commitments, 'commitments').length : 0;
    const ps = suite === FROST_TR ? 64 : 65;
    const cms = packages.flatMap((p) => {
      if (arrayArg(p.commitments, 'commitments').length !== t) throw new TypeError('Expected packages of one threshold');
      return list(p.commitments, 33, 'a commitment');
    });
    const poks = packages.map((p) => bytesArg(p.proof, ps, 'a proof of knowledge'));
    if (is.length !== packages.length) throw new TypeError('Expected one package per identifier');
    return frame((f) => {
      withCulprit(f, (c) => w.ufsecp_frost_dkg_round1_verify(c, suite, f.concat(is, 32), f.concat(cms, 33),
        f.concat(poks, ps), is.length, t));
      return true;
    });
  }
  /** DKG round 2: f(recipient) (32 bytes, SECRET) for the coefficients of round 1. */
  function frostDkgRound2Share(coefficients, recipientId) {
    const cs = list(coefficients, 32, 'a coefficient');
    return frame((f) => {
      const out = f.alloc(32);
      ok(w.ufsecp_frost_dkg_round2_share(out, f.concat(cs, 32), cs.length, f.bytes(ident(recipientId))));
      return f.get(out, 32);
    });
  }
  /** DKG finish: shares[i] = f_i(myId) from ids[i] (own included), commitments[i] its package's;
   *  { share (SECRET), publicShare, groupPublicKey }; a bad share throws naming its sender. */
  function frostDkgFinalize(myId, ids, commitments, shares) {
    const is = arrayArg(ids, 'identifiers').map(ident);
    arrayArg(commitments, 'commitment lists');
    const t = commitments.length ? arrayArg(commitments[0], 'commitments').length : 0;
    const cms = commitments.flatMap((c) => {
      if (arrayArg(c, 'commitments').length !== t) throw new TypeError('Expected commitment lists of one threshold');
      return list(c, 33, 'a commitment');
    });
    const sh = list(shares, 32, 'a share');
    if (is.length !== commitments.length || is.length !== sh.length) throw new TypeError('Expected one share and one package per identifier');
    return frame((f) => {
      const s = f.alloc(32), ps = f.alloc(33), gpk = f.alloc(33);
      withCulprit(f, (c) => w.ufsecp_frost_dkg_finalize(s, ps, gpk, c, f.bytes(ident(myId)), f.concat(is, 32),
        f.concat(cms, 33), f.concat(sh, 32), is.length, t));
      return { share: f.get(s, 32), publicShare: f.get(ps, 33), groupPublicKey: f.get(gpk, 33) };
    });
  }
  /** The sums of everyone's commitments (t x 33): [0] is the group key; frostPubshare takes them. */
  function frostDkgGroupCommitments(commitments) {
    arrayArg(commitments, 'commitment lists');
    const t = commitments.length ? arrayArg(commitments[0], 'commitments').length : 0;
    const cms = commitments.flatMap((c) => {
      if (arrayArg(c, 'commitments').length !== t) throw new TypeError('Expected commitment lists of one threshold');
      return list(c, 33, 'a commitment');
    });
    return frame((f) => {
      const out = f.alloc(33 * Math.max(t, 1));
      ok(w.ufsecp_frost_dkg_group_commitments(out, cms.length ? f.concat(cms, 33) : f.alloc(1), commitments.length, t));
      return Array.from({ length: t }, (_, k) => f.get(out + 33 * k, 33));
    });
  }
  /** Round 1 of signing: { secNonce (FrostSecNonce, single use), pubNonce (66 bytes) }. The
   *  randomness defaults to fresh random bytes (vectors fix it: { hidingRand, bindingRand }). */
  function frostNonceGen(suite, share, { hidingRand, bindingRand } = {}) {
    suiteArg(suite);
    bytesArg(share, 32, 'a share');
    opt(hidingRand, 32, 'hiding randomness');
    opt(bindingRand, 32, 'binding randomness');
    return frame((f) => {
      const pn = f.alloc(66), sh = f.bytes(share), hr = rand32(f, hidingRand), br = rand32(f, bindingRand);
      const secNonce = newNonce(FROST_SECNONCE, suite, (p) => w.ufsecp_frost_nonce_gen(p, pn, suite, sh, hr, br));
      return { secNonce, pubNonce: f.get(pn, 66) };
    });
  }
  // The signer list [{ id, pubNonce }] as ids32 || pubnonces66.
  function signerList(f, signers) {
    arrayArg(signers, 'signers');
    const is = signers.map((s) => ident(s.id)), ns = signers.map((s) => bytesArg(s.pubNonce, 66, 'a public nonce'));
    return [f.concat(is, 32), f.concat(ns, 66), signers.length];
  }
  const tweakPtr = (f, tweak) => (tweak === undefined || tweak === null ? 0 : f.bytes(bytesArg(tweak, 32, 'a tweak')));
  /** Round 2: the signature share (32 bytes) of signer id; the nonce is used up on success. */
  function frostSign(secNonce, share, id, groupPublicKey, message, signers, tweak = null) {
    const sp = FrostSecNonce._ptr(secNonce, 'rfc');
    bytesArg(share, 32, 'a share');
    bytesArg(groupPublicKey, 33, 'a group key');
    msgArg(message);
    return frame((f) => {
      const out = f.alloc(32), [ids, pns, n] = signerList(f, signers);
      ok(w.ufsecp_frost_sign(out, sp, secNonce.suite, f.bytes(share), f.bytes(ident(id)), f.bytes(groupPublicKey),
        tweakPtr(f, tweak), msgPtr(f, message), message.length, ids, pns, n));
      secNonce.destroy(); // cleared by the C function; freed here
      return f.get(out, 32);
    });
  }
  /** true / false: the signature share of signer id against its pubshare. */
  function frostVerifyShare(suite, sigShare, id, publicShare, groupPublicKey, message, signers, tweak = null) {
    suiteArg(suite);
    bytesArg(sigShare, 32, 'a signature share');
    bytesArg(publicShare, 33, 'a public share');
    bytesArg(groupPublicKey, 33, 'a group key');
    msgArg(message);
    return frame((f) => {
      const [ids, pns, n] = signerList(f, signers);
      const st = w.ufsecp_frost_verify_share(suite, f.bytes(sigShare), f.bytes(ident(id)), f.bytes(publicShare),
        f.bytes(groupPublicKey), tweakPtr(f, tweak), msgPtr(f, message), message.length, ids, pns, n);
      if (isStatus(st, 'UFSECP_ERR_FROST_BAD_SHARE')) return false;
      ok(st);
      return true;
    });
  }
  /** The signature (65 bytes RFC 9591, 64 -tr) of the shares (list order). With publicShares
   *  every share is checked and a bad one throws UFSECP_ERR_FROST_BAD_SHARE with its index;
   *  the finished signature is always verified (UFSECP_ERR_VERIFY_FAILED: a bad share without
   *  publicShares, or public shares that do not belong to the group key). */
  function frostAggregate(suite, groupPublicKey, message, signers, sigShares, publicShares = null, tweak = null) {
    suiteArg(suite);
    bytesArg(groupPublicKey, 33, 'a group key');
    msgArg(message);
    const ss = list(sigShares, 32, 'a signature share');
    const pss = publicShares === null || publicShares === undefined ? null : list(publicShares, 33, 'a public share');
    if (ss.length !== arrayArg(signers, 'signers').length || (pss && pss.length !== signers.length)) throw new TypeError('Expected one share per signer');
    return frame((f) => {
      const out = f.alloc(65), len = f.alloc(4), [ids, pns, n] = signerList(f, signers);
      f.setU32(len, 65);
      withCulprit(f, (c) => w.ufsecp_frost_aggregate(out, len, c, suite, f.bytes(groupPublicKey), tweakPtr(f, tweak),
        msgPtr(f, message), message.length, ids, pns, f.concat(ss, 32), pss ? f.concat(pss, 33) : 0, n));
      return f.get(out, f.u32(len));
    });
  }
  /** true / false (RFC 9591: 65-byte signature; -tr: BIP-340 under the tweaked output key). */
  function frostVerify(suite, signature, message, groupPublicKey, tweak = null) {
    suiteArg(suite);
    bytesArg(signature, undefined, 'a signature');
    bytesArg(groupPublicKey, 33, 'a group key');
    msgArg(message);
    return frame((f) => {
      const st = w.ufsecp_frost_verify(suite, f.bytes(signature), signature.length, msgPtr(f, message), message.length,
        f.bytes(groupPublicKey), tweakPtr(f, tweak));
      if (isStatus(st, 'UFSECP_ERR_VERIFY_FAILED')) return false;
      ok(st);
      return true;
    });
  }
  /** FROST_TR: the x-only output key (32 bytes) BIP-340 verifiers check the signatures against. */
  function frostTrOutputKey(groupPublicKey, tweak = null) {
    bytesArg(groupPublicKey, 33, 'a group key');
    return frame((f) => {
      const out = f.alloc(32);
      ok(w.ufsecp_frost_tr_output_key(out, f.bytes(groupPublicKey), tweakPtr(f, tweak)));
      return f.get(out, 32);
    });
  }
  /** The BIP-341 Taproot tweak of the group key (merkleRoot: 32 bytes or null, key path only). */
  function frostTaprootTweak(groupPublicKey, merkleRoot = null) {
    bytesArg(groupPublicKey, 33, 'a group key');
    return frame((f) => {
      const out = f.alloc(32);
      ok(w.ufsecp_frost_tr_taproot_tweak(out, f.bytes(groupPublicKey), merkleRoot === null || merkleRoot === undefined
        ? 0 : f.bytes(bytesArg(merkleRoot, 32, 'a Merkle root'))));
      return f.get(out, 32);
    });
  }

  // ---- draft BIP-445 ------------------------------------------------------------------------
  // The signers context { n, t, ids (numbers), publicShares (33 bytes each), thresholdKey (33) }.
  function signersCtx(f, s) {
    if (typeof s !== 'object' || s === null) throw new TypeError('Expected a signers context');
    const ids = arrayArg(s.ids, 'identifiers'), ps = list(s.publicShares, 33, 'a public share');
    ids.forEach((i) => { if (!Number.isInteger(i) || i < 0 || i > 0xffffffff) throw new TypeError('Expected an identifier (uint32)'); });
    for (const k of ['n', 't']) if (!Number.isInteger(s[k]) || s[k] < 0 || s[k] > 0xffffffff) throw new TypeError(`Expected ${k} (uint32)`);
    if (ids.length !== ps.length) throw new TypeError('Expected one public share per identifier');
    const p = f.alloc(SIGNERS), idp = f.alloc(4 * Math.max(ids.length, 1));
    ids.forEach((v, i) => f.setU32(idp + 4 * i, v));
    [s.n, s.t, ids.length, idp, ps.length ? f.concat(ps, 33) : f.alloc(1),
      f.bytes(bytesArg(s.thresholdKey, 33, 'a threshold key'))].forEach((v, i) => f.setU32(p + 4 * i, v));
    return p;
  }
  // tweaks (byte strings of any length) and isXOnly (booleans), through the C parser: [tweaks32, modes, v].
  function tweakList(f, tweaks = [], isXOnly = []) {
    arrayArg(tweaks, 'tweaks').forEach((t) => bytesArg(t, undefined, 'a tweak'));
    arrayArg(isXOnly, 'tweak modes');
    const total = tweaks.reduce((a, t) => a + t.length, 0);
    const buf = f.alloc(Math.max(total, 1)), lens = f.alloc(4 * Math.max(tweaks.length, 1));
    let off = 0;
    tweaks.forEach((t, i) => { mem().set(t, buf + off); off += t.length; f.setU32(lens + 4 * i, t.length); });
    const out = f.alloc(32 * Math.max(tweaks.length, 1));
    withCulprit(f, (c) => w.ufsecp_frost445_tweaks_parse(out, c, buf, lens, tweaks.length, isXOnly.length));
    const modes = f.alloc(4 * Math.max(isXOnly.length, 1));
    isXOnly.forEach((x, i) => f.setU32(modes + 4 * i, x ? 1 : 0));
    return [out, modes, tweaks.length];
  }
  /** BIP-445 NonceGen: { secNonce, pubNonce (66) }; rand defaults to fresh random bytes. */
  function frost445NonceGen({ rand, secretShare, publicShare, thresholdXOnlyKey, message, extraInput } = {}) {
    opt(rand, 32, 'randomness'); opt(secretShare, 32, 'a secret share'); opt(publicShare, 33, 'a public share');
    opt(thresholdXOnlyKey, 32, 'an x-only key'); opt(message, undefined, 'a message'); opt(extraInput, undefined, 'extra input');
    return frame((f) => {
      const pn = f.alloc(66), r = rand32(f, rand);
      const b = (v) => (v === undefined || v === null ? 0 : f.bytes(v));
      const msg = message === undefined || message === null ? 0 : msgPtr(f, message);
      const args = [r, b(secretShare), b(publicShare), b(thresholdXOnlyKey), msg, msg ? message.length : 0,
        extraInput && extraInput.length ? f.bytes(extraInput) : 0, extraInput ? extraInput.length : 0];
      const secNonce = newNonce(FROST445_SECNONCE, 'bip445', (p) => w.ufsecp_frost445_nonce_gen(p, pn, ...args));
      return { secNonce, pubNonce: f.get(pn, 66) };
    });
  }
  /** DANGEROUS (test vectors, signers keeping their own state): the draft's 64-byte k1 || k2. */
  function frost445SecNonceLoad(bytes64) {
    bytesArg(bytes64, 64, 'a BIP-445 secnonce');
    return frame((f) => {
      const b = f.bytes(bytes64);
      return newNonce(FROST445_SECNONCE, 'bip445', (p) => w.ufsecp_frost445_secnonce_load(p, b));
    });
  }
  /** NonceAgg: the aggregate nonce (66 bytes); a bad pubnonce throws naming its signer. */
  function frost445NonceAgg(pubNonces) {
    const ns = list(pubNonces, 66, 'a public nonce');
    return frame((f) => {
      const out = f.alloc(66);
      withCulprit(f, (c) => w.ufsecp_frost445_nonce_agg(out, c, ns.length ? f.concat(ns, 66) : f.alloc(1), ns.length));
      return f.get(out, 66);
    });
  }
  /** The tweaked threshold key: { xOnly (32), publicKey (33) }. */
  function frost445TweakedKey(thresholdKey, tweaks = [], isXOnly = []) {
    bytesArg(thresholdKey, 33, 'a threshold key');
    return frame((f) => {
      const xo = f.alloc(32), pk = f.alloc(33), [tw, md, v] = tweakList(f, tweaks, isXOnly);
      ok(w.ufsecp_frost445_tweaked_key(xo, pk, f.bytes(thresholdKey), tw, md, v));
      return { xOnly: f.get(xo, 32), publicKey: f.get(pk, 33) };
    });
  }
  /** Sign: the partial signature (32 bytes, self-checked); the nonce is used up on success. */
  function frost445Sign(secNonce, secretShare, myId, signers, aggNonce, message, tweaks = [], isXOnly = []) {
    const sp = FrostSecNonce._ptr(secNonce, 'bip445');
    bytesArg(secretShare, 32, 'a secret share');
    bytesArg(aggNonce, 66, 'an aggregate nonce');
    msgArg(message);
    if (!Number.isInteger(myId) || myId < 0 || myId > 0xffffffff) throw new TypeError('Expected an identifier (uint32)');
    return frame((f) => {
      const out = f.alloc(32), ctx = signersCtx(f, signers), [tw, md, v] = tweakList(f, tweaks, isXOnly);
      withCulprit(f, (c) => w.ufsecp_frost445_sign(out, c, sp, f.bytes(secretShare), myId, ctx, f.bytes(aggNonce), tw, md, v,
        msgPtr(f, message), message.length));
      secNonce.destroy();
      return f.get(out, 32);
    });
  }
  /** true / false: the partial signature of the signer at index (of the context's lists). */
  function frost445PartialSigVerify(partialSig, pubNonces, signers, message, index, tweaks = [], isXOnly = []) {
    bytesArg(partialSig, 32, 'a partial signature');
    const ns = list(pubNonces, 66, 'a public nonce');
    msgArg(message);
    if (!Number.isInteger(index) || index < 0 || index > 0xffffffff) throw new TypeError('Expected an index');
    return frame((f) => {
      const ctx = signersCtx(f, signers), [tw, md, v] = tweakList(f, tweaks, isXOnly), c = f.alloc(4);
      f.setU32(c, NONE);
      const st = w.ufsecp_frost445_partial_sig_verify(c, f.bytes(partialSig), ns.length ? f.concat(ns, 66) : f.alloc(1), ctx,
        tw, md, v, msgPtr(f, message), message.length, index);
      if (isStatus(st, 'UFSECP_ERR_FROST_BAD_SHARE')) return false;
      if (st !== 0) { const i = f.u32(c); throw error(st, i === NONE ? undefined : i); }
      return true;
    });
  }
  /** PartialSigAgg: the BIP-340 signature (64 bytes; not verified here: verifySchnorr it). */
  function frost445PartialSigAgg(partialSigs, signers, aggNonce, message, tweaks = [], isXOnly = []) {
    const ps = list(partialSigs, 32, 'a partial signature');
    bytesArg(aggNonce, 66, 'an aggregate nonce');
    msgArg(message);
    return frame((f) => {
      const out = f.alloc(64), ctx = signersCtx(f, signers), [tw, md, v] = tweakList(f, tweaks, isXOnly);
      withCulprit(f, (c) => w.ufsecp_frost445_partial_sig_agg(out, c, ps.length ? f.concat(ps, 32) : f.alloc(1), ps.length,
        ctx, f.bytes(aggNonce), tw, md, v, msgPtr(f, message), message.length));
      return f.get(out, 64);
    });
  }
  /** DeterministicSign (the last signer, stateless): { pubNonce (66), partialSig (32) }. */
  function frost445DeterministicSign(secretShare, myId, aggOtherNonce, signers, message, tweaks = [], isXOnly = [], rand = null) {
    bytesArg(secretShare, 32, 'a secret share');
    opt(aggOtherNonce, 66, 'an aggregate nonce');
    opt(rand, 32, 'randomness');
    msgArg(message);
    if (!Number.isInteger(myId) || myId < 0 || myId > 0xffffffff) throw new TypeError('Expected an identifier (uint32)');
    return frame((f) => {
      const pn = f.alloc(66), out = f.alloc(32), ctx = signersCtx(f, signers), [tw, md, v] = tweakList(f, tweaks, isXOnly);
      withCulprit(f, (c) => w.ufsecp_frost445_deterministic_sign(pn, out, c, f.bytes(secretShare), myId,
        aggOtherNonce ? f.bytes(aggOtherNonce) : 0, ctx, tw, md, v, msgPtr(f, message), message.length, rand ? f.bytes(rand) : 0));
      return { pubNonce: f.get(pn, 66), partialSig: f.get(out, 32) };
    });
  }

  // ---- MuSig2: deterministic signing and the counter nonce (BIP-327 / libsecp256k1) ---------
  /** { secNonce (MusigSecNonce), pubNonce (66) } from a counter never reused with this key. */
  function musigNonceGenCounter(counter, secretKey, { message, aggregateXOnlyKey, extraInput } = {}) {
    const cnt = BigInt(counter);
    if (cnt < 0n || cnt >= 1n << 64n) throw new TypeError('Expected a counter (uint64)');
    opt(message, undefined, 'a message'); opt(aggregateXOnlyKey, 32, 'an x-only key'); opt(extraInput, undefined, 'extra input');
    return frame((f) => {
      const kp = keypair(f, secretKey), pn = f.alloc(MUSIG_PUBNONCE), out = f.alloc(66);
      const msg = message === undefined || message === null ? 0 : msgPtr(f, message);
      const [sp, secNonce] = h.newMusigSecNonce();
      const st = w.ufsecp_musig_nonce_gen_counter(sp, pn, cnt, kp, msg, msg ? message.length : 0,
        aggregateXOnlyKey ? f.bytes(aggregateXOnlyKey) : 0, extraInput && extraInput.length ? f.bytes(extraInput) : 0,
        extraInput ? extraInput.length : 0);
      if (st !== 0) { secNonce.destroy(); throw error(st); }
      ok(w.ufsecp_musig_pubnonce_serialize(out, pn));
      return { secNonce, pubNonce: f.get(out, 66) };
    });
  }
  /** BIP-327 DeterministicSign (the last signer, stateless): { pubNonce (66), partialSig (32) }
   *  for the other signers' aggregate nonce, the keys in order, tweaks / isXOnly, optional rand. */
  function musigDeterministicSign(secretKey, aggOtherNonce, pubkeys, message, { tweaks = [], isXOnly = [], rand = null } = {}) {
    bytesArg(aggOtherNonce, 66, 'an aggregate nonce');
    msgArg(message);
    const tw = list(tweaks, 32, 'a tweak');
    arrayArg(isXOnly, 'tweak modes');
    if (isXOnly.length !== tw.length) throw new TypeError('Expected one mode per tweak');
    opt(rand, 32, 'randomness');
    arrayArg(pubkeys, 'public keys');
    return frame((f) => {
      const kp = keypair(f, secretKey), ks = pubkeys.map((k, i) => pubkey(f, k, i, true));
      const modes = f.alloc(4 * Math.max(tw.length, 1));
      isXOnly.forEach((x, i) => f.setU32(modes + 4 * i, x ? 1 : 0));
      const ps = f.alloc(MUSIG_PSIG), pn = f.alloc(MUSIG_PUBNONCE), o1 = f.alloc(32), o2 = f.alloc(66);
      ok(w.ufsecp_musig_deterministic_sign(ps, pn, kp, f.bytes(aggOtherNonce), f.ptrs(ks), ks.length,
        tw.length ? f.concat(tw, 32) : 0, modes, tw.length, msgPtr(f, message), message.length, rand ? f.bytes(rand) : 0));
      ok(w.ufsecp_musig_partial_sig_serialize(o1, ps));
      ok(w.ufsecp_musig_pubnonce_serialize(o2, pn));
      return { pubNonce: f.get(o2, 66), partialSig: f.get(o1, 32) };
    });
  }

  // ---- adaptor signatures ---------------------------------------------------------------------
  const verdict = (st) => {
    if (isStatus(st, 'UFSECP_ERR_VERIFY_FAILED')) return false;
    ok(st);
    return true;
  };
  /** ECDSA adaptor signature (162 bytes) of msg32 by secretKey under encryptionKey (SEC1). */
  function ecdsaAdaptorEncrypt(secretKey, encryptionKey, msg32, aux = null) {
    bytesArg(secretKey, 32, 'a secret key');
    bytesArg(msg32, 32, 'a message hash');
    opt(aux, 32, 'auxiliary randomness');
    return frame((f) => {
      const out = f.alloc(ECDSA_ADAPTOR), ek = pubkey(f, encryptionKey, undefined, false);
      ok(w.ufsecp_ecdsa_adaptor_encrypt(out, f.bytes(secretKey), ek, f.bytes(msg32), rand32(f, aux)));
      return f.get(out, ECDSA_ADAPTOR);
    });
  }
  /** true / false; throws for an ill-formed adaptor signature (UFSECP_ERR_BAD_ADAPTOR_SIG) or key. */
  function ecdsaAdaptorVerify(adaptorSig, publicKey, msg32, encryptionKey) {
    bytesArg(adaptorSig, ECDSA_ADAPTOR, 'an ECDSA adaptor signature');
    bytesArg(msg32, 32, 'a message hash');
    return frame((f) => verdict(w.ufsecp_ecdsa_adaptor_verify(f.bytes(adaptorSig), pubkey(f, publicKey, undefined, false),
      f.bytes(msg32), pubkey(f, encryptionKey, undefined, false))));
  }
  /** The compact ECDSA signature r || s (64 bytes, low-S) decrypted with y. */
  function ecdsaAdaptorDecrypt(adaptorSig, decryptionKey) {
    bytesArg(adaptorSig, ECDSA_ADAPTOR, 'an ECDSA adaptor signature');
    bytesArg(decryptionKey, 32, 'a decryption key');
    return frame((f) => {
      const out = f.alloc(64);
      ok(w.ufsecp_ecdsa_adaptor_decrypt(out, f.bytes(decryptionKey), f.bytes(adaptorSig)));
      return f.get(out, 64);
    });
  }
  /** The decryption key y (32 bytes, SECRET) from the decrypted signature and the adaptor signature. */
  function ecdsaAdaptorRecover(signature, adaptorSig, encryptionKey) {
    bytesArg(signature, 64, 'a compact signature');
    bytesArg(adaptorSig, ECDSA_ADAPTOR, 'an ECDSA adaptor signature');
    return frame((f) => {
      const out = f.alloc(32);
      ok(w.ufsecp_ecdsa_adaptor_recover(out, f.bytes(signature), f.bytes(adaptorSig), pubkey(f, encryptionKey, undefined, false)));
      return f.get(out, 32);
    });
  }
  /** Whether the adaptor signature is well-formed (every parse check; verification implies it). */
  function ecdsaAdaptorCheck(adaptorSig) {
    bytesArg(adaptorSig, ECDSA_ADAPTOR, 'an ECDSA adaptor signature');
    return frame((f) => {
      const st = w.ufsecp_ecdsa_adaptor_check(f.bytes(adaptorSig));
      if (isStatus(st, 'UFSECP_ERR_BAD_ADAPTOR_SIG')) return false;
      ok(st);
      return true;
    });
  }
  /** BIP-340 pre-signature (65 bytes) of message by secretKey for the adaptor point T (SEC1). */
  function schnorrAdaptorPresign(message, secretKey, adaptorPoint, aux = null) {
    msgArg(message);
    opt(aux, 32, 'auxiliary randomness');
    return frame((f) => {
      const out = f.alloc(SCHNORR_PRESIG), kp = keypair(f, secretKey), t = pubkey(f, adaptorPoint, undefined, false);
      ok(w.ufsecp_schnorr_adaptor_presign(out, msgPtr(f, message), message.length, kp, t, rand32(f, aux)));
      return f.get(out, SCHNORR_PRESIG);
    });
  }
  /** true / false: the pre-signature adapts with log(T) into a BIP-340 signature by xOnlyKey. */
  function schnorrAdaptorVerify(preSignature, message, xOnlyKey, adaptorPoint) {
    bytesArg(preSignature, SCHNORR_PRESIG, 'a pre-signature');
    msgArg(message);
    bytesArg(xOnlyKey, 32, 'an x-only key');
    return frame((f) => verdict(w.ufsecp_schnorr_adaptor_verify(f.bytes(preSignature), msgPtr(f, message), message.length,
      f.bytes(xOnlyKey), pubkey(f, adaptorPoint, undefined, false))));
  }
  /** The BIP-340 signature (64 bytes): the pre-signature completed with the secret t. */
  function schnorrAdaptorAdapt(preSignature, secretAdaptor) {
    bytesArg(preSignature, SCHNORR_PRESIG, 'a pre-signature');
    bytesArg(secretAdaptor, 32, 'an adaptor secret');
    return frame((f) => {
      const out = f.alloc(64);
      ok(w.ufsecp_schnorr_adaptor_adapt(out, f.bytes(secretAdaptor), f.bytes(preSignature)));
      return f.get(out, 64);
    });
  }
  /** The adaptor secret t (32 bytes) from the completed signature and its pre-signature. */
  function schnorrAdaptorExtract(signature, preSignature) {
    bytesArg(signature, 64, 'a signature');
    bytesArg(preSignature, SCHNORR_PRESIG, 'a pre-signature');
    return frame((f) => {
      const out = f.alloc(32);
      ok(w.ufsecp_schnorr_adaptor_extract(out, f.bytes(signature), f.bytes(preSignature)));
      return f.get(out, 32);
    });
  }

  // ---- DLEQ (BIP-374) -------------------------------------------------------------------------
  const optPoint = (f, p) => (p === undefined || p === null ? 0 : pubkey(f, p, undefined, false));
  /** { proof (64), A = a*G, C = a*B (33 bytes each) }; options: aux (32, default random),
   *  message (32), generator (SEC1; default the standard G). */
  function dleqProve(a, B, { aux, message, generator } = {}) {
    bytesArg(a, 32, 'a secret scalar');
    opt(aux, 32, 'auxiliary randomness');
    opt(message, 32, 'a message');
    return frame((f) => {
      const out = f.alloc(64), A = f.alloc(64), C = f.alloc(64);
      ok(w.ufsecp_dleq_prove(out, f.bytes(a), pubkey(f, B, undefined, false), rand32(f, aux), message ? f.bytes(message) : 0,
        optPoint(f, generator), A, C));
      return { proof: f.get(out, 64), A: serializePubkey(f, A), C: serializePubkey(f, C) };
    });
  }
  /** true / false; throws UFSECP_ERR_BAD_DLEQ_PROOF (s >= n) or for a point that does not parse. */
  function dleqVerify(proof, A, B, C, { message, generator } = {}) {
    bytesArg(proof, 64, 'a DLEQ proof');
    opt(message, 32, 'a message');
    return frame((f) => verdict(w.ufsecp_dleq_verify(f.bytes(proof), pubkey(f, A, undefined, false),
      pubkey(f, B, undefined, false), pubkey(f, C, undefined, false), message ? f.bytes(message) : 0, optPoint(f, generator))));
  }

  const frost = {
    frostDealerKeygen, frostShareVerify, frostPubshare, frostDkgRound1, frostDkgRound1Verify, frostDkgRound2Share,
    frostDkgFinalize, frostDkgGroupCommitments, frostNonceGen, frostSign, frostVerifyShare, frostAggregate, frostVerify,
    frostTrOutputKey, frostTaprootTweak, frost445NonceGen, frost445SecNonceLoad, frost445NonceAgg, frost445TweakedKey,
    frost445Sign, frost445PartialSigVerify, frost445PartialSigAgg, frost445DeterministicSign,
  };
  const adaptor = {
    ecdsaAdaptorEncrypt, ecdsaAdaptorVerify, ecdsaAdaptorDecrypt, ecdsaAdaptorRecover, ecdsaAdaptorCheck, schnorrAdaptorPresign,
    schnorrAdaptorVerify, schnorrAdaptorAdapt, schnorrAdaptorExtract, dleqProve, dleqVerify,
  };
  return {
    ...h.gate(frost, 'ufsecp_frost_sign'), ...h.gate(adaptor, 'ufsecp_schnorr_adaptor_presign'),
    ...h.gate({ musigNonceGenCounter, musigDeterministicSign }, 'ufsecp_musig_deterministic_sign'),
  };
}
