// ufsecp for JavaScript: the protocol layers of the C ABI in the native-style API.
//   * MuSig2 (BIP-327; include/ufsecp/ufsecp_musig.h): key sort and aggregation with a
//     key-aggregation object (plain and x-only tweaks), nonce generation with a single-use
//     secret nonce that lives in the module's memory (cleared by the signer, then freed and
//     refused), nonce aggregation, sessions, partial signing (self-verified by default),
//     partial signature verification and aggregation, adaptor signatures;
//   * silent payments (BIP-352; include/ufsecp/ufsecp_silentpayments.h): smallest outpoint,
//     public tweak data, the sender's outputs, labels, addresses, scanning (one transaction
//     or many with the batch scanner, with a label table), the light-client functions.
//
// Every call copies its arguments into blocks malloc'd for the call (a Frame) and zeroes and
// frees them in a finally block: no secret stays in the module's memory after a call returns
// or throws, except a MusigSecNonce (by design, until it signs or is destroyed).
// Errors from the C library throw UfsecpError, whose `code` is the status name
// ("UFSECP_ERR_BAD_PUBKEY", ...) and, where an element of an array is to blame, `index`.

import { makeFrost } from './frost.js';

export class UfsecpError extends Error {
  constructor(code, index) {
    super(index === undefined ? `ufsecp: ${code}` : `ufsecp: ${code} (item ${index})`);
    this.name = 'UfsecpError';
    this.code = code;
    if (index !== undefined) this.index = index;
  }
}

const isU8 = (v) => v instanceof Uint8Array;
function bytesArg(v, len, what) {
  if (!isU8(v) || (len !== undefined && v.length !== len)) {
    throw new TypeError(`Expected ${what}${len !== undefined ? ` (${len} bytes)` : ''}`);
  }
  return v;
}
function arrayArg(v, what) {
  if (!Array.isArray(v)) throw new TypeError(`Expected an array of ${what}`);
  return v;
}

// Sizes of the C objects (wasm32).
const PUBKEY = 64, KEYPAIR = 96, KEYAGG = 197, SECNONCE = 260, PUBNONCE = 132, AGGNONCE = 132;
const SESSION = 133, PSIG = 36, SP_LABEL = 65, SP_FOUND = 76, SP_TX = 12, SP_RECIPIENT = 128;
const SP_ADDRESS_MAX = 1023;

export function makeProtocols(w, mem, getRandomValues) {
  const statusName = (st) => {
    const p = w.ufsecp_status_string(st);
    const m = mem();
    let e = p;
    while (m[e]) e++;
    return new TextDecoder().decode(m.subarray(p, e));
  };
  const error = (st, index) => new UfsecpError(statusName(st), index);
  const ok = (st, index) => { if (st !== 0) throw error(st, index); };
  const isStatus = (st, name) => st !== 0 && statusName(st) === name;

  // Blocks of the module's memory for one call; done() zeroes and frees them all.
  class Frame {
    constructor() { this.blocks = []; }
    alloc(n) {
      const p = w.malloc(Math.max(n, 1));
      if (!p) throw new RangeError('ufsecp: out of memory');
      this.blocks.push([p, n]);
      mem().fill(0, p, p + n);
      return p;
    }
    bytes(b) { const p = this.alloc(b.length); mem().set(b, p); return p; }
    concat(list, len) { // n items of len bytes each, contiguous
      const p = this.alloc(list.length * len);
      list.forEach((b, i) => mem().set(b, p + i * len));
      return p;
    }
    ptrs(list) { // an array of 32-bit pointers
      const p = this.alloc(4 * list.length);
      const dv = new DataView(mem().buffer);
      list.forEach((q, i) => dv.setUint32(p + 4 * i, q, true));
      return p;
    }
    get(p, n) { return mem().slice(p, p + n); }
    u32(p) { return new DataView(mem().buffer).getUint32(p, true); }
    setU32(p, v) { new DataView(mem().buffer).setUint32(p, v, true); }
    done() {
      for (const [p, n] of this.blocks) { mem().fill(0, p, p + n); w.free(p); }
      this.blocks = [];
    }
  }
  const frame = (fn) => { const f = new Frame(); try { return fn(f); } finally { f.done(); } };

  // A SEC1 key (33 or 65 bytes; BIP-327 keys: 33 only) into a ufsecp_pubkey block.
  const BAD_PUBKEY = 'UFSECP_ERR_BAD_PUBKEY';
  function pubkey(f, b, index, compressedOnly) {
    if (!isU8(b)) throw new TypeError('Expected a public key (Uint8Array)');
    const p = f.alloc(PUBKEY);
    if ((compressedOnly && b.length !== 33) || (b.length !== 33 && b.length !== 65)) throw new UfsecpError(BAD_PUBKEY, index);
    const q = f.bytes(b);
    ok(w.ufsecp_pubkey_parse(p, q, b.length), index);
    return p;
  }
  function serializePubkey(f, p) {
    const out = f.alloc(33), len = f.alloc(4);
    f.setU32(len, 33);
    ok(w.ufsecp_pubkey_serialize(out, len, p, 1));
    return f.get(out, 33);
  }
  const keypair = (f, seckey) => {
    bytesArg(seckey, 32, 'a secret key');
    const sk = f.bytes(seckey), kp = f.alloc(KEYPAIR);
    ok(w.ufsecp_keypair_create(kp, sk));
    return kp;
  };

  // ---- MuSig2 -----------------------------------------------------------------------------
  /** The key-aggregation context (BIP-327's KeyAggContext): public; tweak() returns a new one. */
  class MusigKeyAgg {
    #cache;
    constructor(cache) { this.#cache = cache; Object.freeze(this); }
    static _cache(k) {
      if (!(k instanceof MusigKeyAgg)) throw new TypeError('Expected a MusigKeyAgg (musigKeyAgg)');
      return k.#cache;
    }
    /** The (tweaked) aggregate key, 33 bytes compressed. */
    get publicKey() {
      return frame((f) => {
        const c = f.bytes(this.#cache), p = f.alloc(PUBKEY);
        ok(w.ufsecp_musig_pubkey_get(p, c));
        return serializePubkey(f, p);
      });
    }
    /** The (tweaked) aggregate key, 32 bytes x-only: the key BIP-340 signatures verify under. */
    get xOnlyPublicKey() { return this.publicKey.slice(1); }
    /** A new context with the tweak applied: plain (BIP-32 style) or x-only (BIP-341 style). */
    tweak(tweak32, xOnly = false) {
      bytesArg(tweak32, 32, 'a tweak');
      return frame((f) => {
        const c = f.bytes(this.#cache), t = f.bytes(tweak32);
        ok(xOnly ? w.ufsecp_musig_pubkey_xonly_tweak_add(0, c, t) : w.ufsecp_musig_pubkey_ec_tweak_add(0, c, t));
        return new MusigKeyAgg(f.get(c, KEYAGG));
      });
    }
  }

  // A secret nonce dropped without signing or destroy() is zeroed and freed when collected.
  const dropped = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((p) => { mem().fill(0, p, p + SECNONCE); w.free(p); }) : null;
  /** A secret nonce in the module's memory: signs once (then zeroed, freed and refused). */
  class MusigSecNonce {
    #ptr;
    constructor(ptr) { this.#ptr = ptr; dropped?.register(this, ptr, this); }
    get used() { return this.#ptr === 0; }
    /** Zeroes and frees the nonce without signing (it is then refused). */
    destroy() {
      if (this.#ptr) {
        dropped?.unregister(this);
        mem().fill(0, this.#ptr, this.#ptr + SECNONCE);
        w.free(this.#ptr);
        this.#ptr = 0;
      }
    }
    static _ptr(s) {
      if (!(s instanceof MusigSecNonce)) throw new TypeError('Expected a MusigSecNonce (musigNonceGen)');
      if (!s.#ptr) throw new UfsecpError('UFSECP_ERR_BAD_SECNONCE');
      return s.#ptr;
    }
  }
  function newSecNonce() {
    const p = w.malloc(SECNONCE);
    if (!p) throw new RangeError('ufsecp: out of memory');
    mem().fill(0, p, p + SECNONCE);
    return [p, new MusigSecNonce(p)];
  }

  /** The session of one signing (aggregate nonce, message, key): public. */
  class MusigSession {
    #bytes;
    constructor(b) { this.#bytes = b; Object.freeze(this); }
    static _bytes(s) {
      if (!(s instanceof MusigSession)) throw new TypeError('Expected a MusigSession (musigSession)');
      return s.#bytes;
    }
    /** The parity of the final nonce (adaptor signatures: musigAdapt, musigExtractAdaptor). */
    get nonceParity() {
      return frame((f) => {
        const s = f.bytes(this.#bytes), out = f.alloc(4);
        ok(w.ufsecp_musig_nonce_parity(out, s));
        return f.u32(out);
      });
    }
  }

  function musigKeySort(pubkeys) {
    arrayArg(pubkeys, 'public keys');
    return frame((f) => {
      const ks = pubkeys.map((k, i) => pubkey(f, k, i, true));
      const arr = f.ptrs(ks);
      ok(w.ufsecp_musig_pubkey_sort(arr, ks.length));
      return ks.map((_, i) => serializePubkey(f, f.u32(arr + 4 * i)));
    });
  }
  function musigKeyAgg(pubkeys) {
    arrayArg(pubkeys, 'public keys');
    return frame((f) => {
      const ks = pubkeys.map((k, i) => pubkey(f, k, i, true));
      const arr = f.ptrs(ks), c = f.alloc(KEYAGG);
      ok(w.ufsecp_musig_pubkey_agg(0, c, arr, ks.length));
      return new MusigKeyAgg(f.get(c, KEYAGG));
    });
  }
  function musigNonceGen({ publicKey, secretKey, message, aggregateXOnlyKey, extraInput, sessionRand } = {}) {
    if (secretKey !== undefined && secretKey !== null) bytesArg(secretKey, 32, 'a secret key');
    if (message !== undefined && message !== null) bytesArg(message, undefined, 'a message');
    if (aggregateXOnlyKey !== undefined && aggregateXOnlyKey !== null) bytesArg(aggregateXOnlyKey, 32, 'an x-only key');
    if (extraInput !== undefined && extraInput !== null) bytesArg(extraInput, undefined, 'extra input');
    if (sessionRand !== undefined && sessionRand !== null) bytesArg(sessionRand, 32, 'session randomness');
    return frame((f) => {
      const pk = pubkey(f, publicKey, undefined, false);
      const rnd = f.alloc(32);
      if (sessionRand) mem().set(sessionRand, rnd);
      else { const r = new Uint8Array(32); getRandomValues(r); mem().set(r, rnd); r.fill(0); }
      const sk = secretKey ? f.bytes(secretKey) : 0;
      const msg = message ? f.bytes(message) : 0;
      const agg = aggregateXOnlyKey ? f.bytes(aggregateXOnlyKey) : 0;
      const extra = extraInput ? f.bytes(extraInput) : 0;
      const pn = f.alloc(PUBNONCE), out = f.alloc(66);
      const [sp, secNonce] = newSecNonce();
      const st = w.ufsecp_musig_nonce_gen(sp, pn, rnd, sk, pk, msg, message ? message.length : 0, agg, extra,
        extraInput ? extraInput.length : 0);
      if (st !== 0) { secNonce.destroy(); throw error(st); }
      if (sessionRand) sessionRand.fill(0); // as the C function does with its copy: never reuse it
      ok(w.ufsecp_musig_pubnonce_serialize(out, pn));
      return { secNonce, pubNonce: f.get(out, 66) };
    });
  }
  /** DANGEROUS (test vectors, signers keeping their own state): BIP-327's 97-byte secnonce. */
  function musigSecNonceImport(bytes97) {
    bytesArg(bytes97, 97, 'a BIP-327 secnonce');
    return frame((f) => {
      const b = f.bytes(bytes97);
      const [sp, secNonce] = newSecNonce();
      const st = w.ufsecp_musig_secnonce_import(sp, b);
      if (st !== 0) { secNonce.destroy(); throw error(st); }
      return secNonce;
    });
  }
  function pubnonces(f, list) {
    return list.map((n, i) => {
      if (!isU8(n) || n.length !== 66) throw new UfsecpError('UFSECP_ERR_BAD_PUBNONCE', i);
      const p = f.alloc(PUBNONCE);
      ok(w.ufsecp_musig_pubnonce_parse(p, f.bytes(n)), i);
      return p;
    });
  }
  function musigNonceAgg(pubNonces) {
    arrayArg(pubNonces, 'public nonces');
    return frame((f) => {
      const ns = pubnonces(f, pubNonces);
      const agg = f.alloc(AGGNONCE), out = f.alloc(66);
      ok(w.ufsecp_musig_nonce_agg(agg, f.ptrs(ns), ns.length));
      ok(w.ufsecp_musig_aggnonce_serialize(out, agg));
      return f.get(out, 66);
    });
  }
  function musigSession(aggNonce, message, keyAgg, adaptor) {
    bytesArg(message, undefined, 'a message');
    const cache = MusigKeyAgg._cache(keyAgg);
    return frame((f) => {
      if (!isU8(aggNonce) || aggNonce.length !== 66) throw new UfsecpError('UFSECP_ERR_BAD_AGGNONCE');
      const agg = f.alloc(AGGNONCE);
      ok(w.ufsecp_musig_aggnonce_parse(agg, f.bytes(aggNonce)));
      const ad = adaptor === undefined || adaptor === null ? 0 : pubkey(f, adaptor, undefined, false);
      const s = f.alloc(SESSION);
      ok(w.ufsecp_musig_nonce_process(s, agg, f.bytes(message), message.length, f.bytes(cache), ad));
      return new MusigSession(f.get(s, SESSION));
    });
  }
  function musigPartialSign(secNonce, secretKey, keyAgg, session, { selfCheck = true } = {}) {
    const sp = MusigSecNonce._ptr(secNonce);
    const cache = MusigKeyAgg._cache(keyAgg), sess = MusigSession._bytes(session);
    return frame((f) => {
      const kp = keypair(f, secretKey), ps = f.alloc(PSIG), out = f.alloc(32);
      const sign = selfCheck ? w.ufsecp_musig_partial_sign_verified : w.ufsecp_musig_partial_sign;
      const st = sign(ps, sp, kp, f.bytes(cache), f.bytes(sess));
      // Success clears the nonce; so does a failed self-check. Other errors leave it usable.
      if (st === 0 || isStatus(st, 'UFSECP_ERR_SIGN_SELFCHECK')) secNonce.destroy();
      ok(st);
      ok(w.ufsecp_musig_partial_sig_serialize(out, ps));
      return f.get(out, 32);
    });
  }
  function psigs(f, list) {
    return list.map((s, i) => {
      if (!isU8(s) || s.length !== 32) throw new UfsecpError('UFSECP_ERR_BAD_PARTIAL_SIG', i);
      const p = f.alloc(PSIG);
      ok(w.ufsecp_musig_partial_sig_parse(p, f.bytes(s)), i);
      return p;
    });
  }
  /** true / false; throws UfsecpError for input that does not parse (BAD_PARTIAL_SIG, ...). */
  function musigPartialSigVerify(partialSig, pubNonce, publicKey, keyAgg, session) {
    const cache = MusigKeyAgg._cache(keyAgg), sess = MusigSession._bytes(session);
    return frame((f) => {
      const [ps] = psigs(f, [partialSig]);
      const [pn] = pubnonces(f, [pubNonce]);
      const pk = pubkey(f, publicKey, undefined, true);
      const st = w.ufsecp_musig_partial_sig_verify(ps, pn, pk, f.bytes(cache), f.bytes(sess));
      if (isStatus(st, 'UFSECP_ERR_VERIFY_FAILED')) return false;
      ok(st);
      return true;
    });
  }
  function musigPartialSigAgg(session, partialSigs) {
    const sess = MusigSession._bytes(session);
    arrayArg(partialSigs, 'partial signatures');
    return frame((f) => {
      const ps = psigs(f, partialSigs), out = f.alloc(64);
      ok(w.ufsecp_musig_partial_sig_agg(out, f.bytes(sess), f.ptrs(ps), ps.length));
      return f.get(out, 64);
    });
  }
  /** Completes a pre-signature (a session made with an adaptor point T) with t. */
  function musigAdapt(preSignature, secretAdaptor, nonceParity) {
    bytesArg(preSignature, 64, 'a pre-signature');
    bytesArg(secretAdaptor, 32, 'an adaptor secret');
    return frame((f) => {
      const out = f.alloc(64);
      ok(w.ufsecp_musig_adapt(out, f.bytes(preSignature), f.bytes(secretAdaptor), nonceParity));
      return f.get(out, 64);
    });
  }
  /** The adaptor secret t from a completed signature and its pre-signature. */
  function musigExtractAdaptor(signature, preSignature, nonceParity) {
    bytesArg(signature, 64, 'a signature');
    bytesArg(preSignature, 64, 'a pre-signature');
    return frame((f) => {
      const out = f.alloc(32);
      ok(w.ufsecp_musig_extract_adaptor(out, f.bytes(signature), f.bytes(preSignature), nonceParity));
      return f.get(out, 32);
    });
  }

  // ---- silent payments ----------------------------------------------------------------------
  function spSmallestOutpoint(outpoints) {
    arrayArg(outpoints, 'outpoints');
    outpoints.forEach((o) => bytesArg(o, 36, 'an outpoint'));
    return frame((f) => {
      const out = f.alloc(36);
      ok(w.ufsecp_sp_smallest_outpoint(out, f.concat(outpoints, 36), outpoints.length));
      return f.get(out, 36);
    });
  }
  function spPublicData(smallestOutpoint, xOnlyKeys, plainKeys) {
    bytesArg(smallestOutpoint, 36, 'an outpoint');
    arrayArg(xOnlyKeys, 'x-only keys').forEach((k) => bytesArg(k, 32, 'an x-only key'));
    arrayArg(plainKeys, 'compressed keys').forEach((k) => bytesArg(k, 33, 'a compressed key'));
    return frame((f) => {
      const out = f.alloc(33);
      ok(w.ufsecp_sp_public_data(out, f.bytes(smallestOutpoint), f.concat(xOnlyKeys, 32), xOnlyKeys.length,
        f.concat(plainKeys, 33), plainKeys.length));
      return f.get(out, 33);
    });
  }
  /** recipients: [{ scan, spend }] (SEC1 keys, e.g. from spAddressDecode); returns the x-only outputs. */
  function spCreateOutputs(recipients, smallestOutpoint, taprootSecretKeys, plainSecretKeys) {
    arrayArg(recipients, 'recipients');
    bytesArg(smallestOutpoint, 36, 'an outpoint');
    arrayArg(taprootSecretKeys, 'secret keys').forEach((k) => bytesArg(k, 32, 'a secret key'));
    arrayArg(plainSecretKeys, 'secret keys').forEach((k) => bytesArg(k, 32, 'a secret key'));
    return frame((f) => {
      const rec = f.alloc(SP_RECIPIENT * recipients.length);
      recipients.forEach((r, i) => {
        const s = pubkey(f, r.scan, i, false), m = pubkey(f, r.spend, i, false);
        mem().copyWithin(rec + SP_RECIPIENT * i, s, s + PUBKEY);
        mem().copyWithin(rec + SP_RECIPIENT * i + PUBKEY, m, m + PUBKEY);
      });
      const out = f.alloc(32 * recipients.length);
      ok(w.ufsecp_sp_create_outputs(out, rec, recipients.length, f.bytes(smallestOutpoint),
        f.concat(taprootSecretKeys, 32), taprootSecretKeys.length, f.concat(plainSecretKeys, 32), plainSecretKeys.length));
      return recipients.map((_, i) => f.get(out + 32 * i, 32));
    });
  }
  /** Label m of a scan key: { point (33 bytes), tweak (32) }. */
  function spCreateLabel(scanSecretKey, m) {
    bytesArg(scanSecretKey, 32, 'a scan secret key');
    if (!Number.isInteger(m) || m < 0 || m > 0xffffffff) throw new TypeError('Expected a label number (uint32)');
    return frame((f) => {
      const l = f.alloc(SP_LABEL);
      ok(w.ufsecp_sp_create_label(l, f.bytes(scanSecretKey), m));
      return { point: f.get(l, 33), tweak: f.get(l + 33, 32) };
    });
  }
  /** B_m = B_spend + label*G (33 bytes). */
  function spLabeledSpendKey(spendPublicKey, labelPoint) {
    bytesArg(labelPoint, 33, 'a label point');
    return frame((f) => {
      const out = f.alloc(PUBKEY);
      ok(w.ufsecp_sp_labeled_spend_pubkey(out, pubkey(f, spendPublicKey, undefined, false), f.bytes(labelPoint)));
      return serializePubkey(f, out);
    });
  }
  function spAddressEncode(scanPublicKey, spendPublicKey, testnet = false) {
    return frame((f) => {
      const s = pubkey(f, scanPublicKey, undefined, false), m = pubkey(f, spendPublicKey, undefined, false);
      const out = f.alloc(SP_ADDRESS_MAX + 1), len = f.alloc(4);
      f.setU32(len, SP_ADDRESS_MAX + 1);
      ok(w.ufsecp_sp_address_encode(out, len, s, m, testnet ? 1 : 0));
      return new TextDecoder().decode(f.get(out, f.u32(len)));
    });
  }
  /** { scan, spend (33 bytes each), testnet, version } of an sp1.../tsp1... address. */
  function spAddressDecode(address) {
    if (typeof address !== 'string' || address.length > SP_ADDRESS_MAX || !/^[\x21-\x7e]*$/.test(address)) {
      throw new TypeError('Expected an address (ASCII string, at most 1023 characters)');
    }
    return frame((f) => {
      const a = f.bytes(new TextEncoder().encode(address));
      const s = f.alloc(PUBKEY), m = f.alloc(PUBKEY), tn = f.alloc(4), ver = f.alloc(4);
      ok(w.ufsecp_sp_address_decode(s, m, tn, ver, a, address.length));
      return { scan: serializePubkey(f, s), spend: serializePubkey(f, m), testnet: f.u32(tn) === 1, version: f.u32(ver) };
    });
  }
  // A sorted label table in the module's memory (labels: [{ point, tweak }]).
  function labelTable(f, labels) {
    arrayArg(labels, 'labels');
    const t = f.alloc(SP_LABEL * labels.length);
    labels.forEach((l, i) => {
      mem().set(bytesArg(l.point, 33, 'a label point'), t + SP_LABEL * i);
      mem().set(bytesArg(l.tweak, 32, 'a label tweak'), t + SP_LABEL * i + 33);
    });
    ok(w.ufsecp_sp_labels_sort(t, labels.length));
    return t;
  }
  function readFound(f, p, n) {
    const out = [];
    for (let i = 0; i < n; i++) {
      const q = p + SP_FOUND * i, has = mem()[q + 73] === 1;
      out.push({ outputIndex: f.u32(q), k: f.u32(q + 4), tweak: f.get(q + 8, 32), label: has ? f.get(q + 40, 33) : null });
    }
    return out;
  }
  /** Scans one transaction's x-only outputs: [{ outputIndex, k, tweak, label (33 bytes or null) }]. */
  function spScan(scanSecretKey, spendPublicKey, publicData, outputs, labels = []) {
    bytesArg(scanSecretKey, 32, 'a scan secret key');
    bytesArg(publicData, 33, 'public data');
    arrayArg(outputs, 'outputs').forEach((o) => bytesArg(o, 32, 'an x-only output'));
    return frame((f) => {
      const sk = f.bytes(scanSecretKey), spend = pubkey(f, spendPublicKey, undefined, false);
      const t = labelTable(f, labels), found = f.alloc(SP_FOUND * outputs.length), nf = f.alloc(4);
      ok(w.ufsecp_sp_scan(found, nf, sk, spend, f.bytes(publicData), f.concat(outputs, 32), outputs.length, t,
        labels.length, 0, 0));
      return readFound(f, found, f.u32(nf));
    });
  }
  /** The batch scanner: txs [{ publicData, outputs }], one result array per transaction. */
  function spScanBatch(scanSecretKey, spendPublicKey, txs, labels = []) {
    bytesArg(scanSecretKey, 32, 'a scan secret key');
    arrayArg(txs, 'transactions').forEach((t) => {
      bytesArg(t.publicData, 33, 'public data');
      arrayArg(t.outputs, 'outputs').forEach((o) => bytesArg(o, 32, 'an x-only output'));
    });
    return frame((f) => {
      const sk = f.bytes(scanSecretKey), spend = pubkey(f, spendPublicKey, undefined, false);
      const t = labelTable(f, labels), tx = f.alloc(SP_TX * txs.length);
      let total = 0;
      txs.forEach((x, i) => {
        f.setU32(tx + SP_TX * i, f.bytes(x.publicData));
        f.setU32(tx + SP_TX * i + 4, x.outputs.length ? f.concat(x.outputs, 32) : 0);
        f.setU32(tx + SP_TX * i + 8, x.outputs.length);
        total += x.outputs.length;
      });
      const found = f.alloc(SP_FOUND * total), nf = f.alloc(4 * txs.length);
      ok(w.ufsecp_sp_scan_batch(found, total, nf, sk, spend, tx, txs.length, t, labels.length, 0, 0, 1));
      let off = 0;
      return txs.map((x, i) => {
        const r = readFound(f, found + SP_FOUND * off, f.u32(nf + 4 * i));
        off += x.outputs.length;
        return r;
      });
    });
  }
  /** Light clients: b_scan * public data (33 bytes; SECRET). */
  function spSharedSecret(scanSecretKey, publicData) {
    bytesArg(scanSecretKey, 32, 'a scan secret key');
    bytesArg(publicData, 33, 'public data');
    return frame((f) => {
      const out = f.alloc(33);
      ok(w.ufsecp_sp_shared_secret(out, f.bytes(scanSecretKey), f.bytes(publicData)));
      return f.get(out, 33);
    });
  }
  /** Light clients: the x-only output key B_spend + t_k*G. */
  function spOutputKey(sharedSecret, spendPublicKey, k) {
    bytesArg(sharedSecret, 33, 'a shared secret');
    if (!Number.isInteger(k) || k < 0 || k > 0xffffffff) throw new TypeError('Expected k (uint32)');
    return frame((f) => {
      const out = f.alloc(32);
      ok(w.ufsecp_sp_output_pubkey(out, f.bytes(sharedSecret), pubkey(f, spendPublicKey, undefined, false), k));
      return f.get(out, 32);
    });
  }

  const musig = {
    musigKeySort, musigKeyAgg, musigNonceGen, musigSecNonceImport, musigNonceAgg, musigSession,
    musigPartialSign, musigPartialSigVerify, musigPartialSigAgg, musigAdapt, musigExtractAdaptor,
  };
  const sp = {
    spSmallestOutpoint, spPublicData, spCreateOutputs, spCreateLabel, spLabeledSpendKey, spAddressEncode,
    spAddressDecode, spScan, spScanBatch, spSharedSecret, spOutputKey,
  };
  // A build without the protocol layers (the small build) throws for them.
  const gate = (obj, probe) => Object.fromEntries(Object.entries(obj).map(([k, fn]) => [k, w[probe] ? fn
    : () => { throw new Error(`ufsecp: ${k} is not in this build (the small build leaves it out)`); }]));
  // FROST, adaptor signatures, DLEQ, MuSig2's deterministic and counter signing: lib/frost.js.
  const more = makeFrost({
    w, mem, getRandomValues, frame, ok, error, isStatus, pubkey, serializePubkey, keypair, bytesArg, arrayArg,
    UfsecpError, isU8, gate, newMusigSecNonce: newSecNonce,
  });
  return { ...gate(musig, 'ufsecp_musig_pubkey_agg'), ...gate(sp, 'ufsecp_sp_scan'), ...more };
}
