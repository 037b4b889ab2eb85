// ufsecp for JavaScript: the API over one instance of the WebAssembly module.
//
// Two layers:
//  * the tiny-secp256k1 2.x "ecc" interface (isPoint ... xOnlyPointAddTweakCheck): the same
//    names, argument orders, return values and thrown errors (TypeError with the same
//    messages, in the same order of checks), so bitcoinjs-lib's initEccLib accepts it;
//  * a native-style API: batch verification, ECDH, pointNegate, BIP-32 (Base58Check keys),
//    and the protocol layers MuSig2 and silent payments (lib/protocols.js).
//
// Memory: one fixed arena (malloc'd once) holds every argument; secret slots (secret key,
// keypair, tweak, extra data) are zeroed in a finally block after every call, so no secret
// stays in the module's memory after a call returns or throws. The arithmetic that touches
// secrets is the C library's constant-time code (no secret-dependent branches or memory
// indices in the WebAssembly); the JavaScript around it only copies bytes.

import { makeProtocols, UfsecpError } from './protocols.js';

export { UfsecpError };

const OK = 0;
const ERR_BAD_PUBKEY = 4;

// Arena layout (bytes from its base). ufsecp_pubkey is 64 bytes, ufsecp_keypair 96.
const SK = 0, TW = 32, MSG = 64, EXTRA = 96, SIG = 128, PK1 = 192, PK2 = 256, PKOUT = 320;
const IN1 = 384, IN2 = 456, OUT = 528, X1 = 608, X2 = 640, LEN = 672, INT = 676, KP = 680;
const PTRS = 776, HD1 = 784, HD2 = 896, TEXT = 1008, ARENA = 1136; // HD: ufsecp_bip32_key (112)

const N = Uint8Array.from([
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe,
  0xba, 0xae, 0xdc, 0xe6, 0xaf, 0x48, 0xa0, 0x3b, 0xbf, 0xd2, 0x5e, 0x8c, 0xd0, 0x36, 0x41, 0x41,
]);
// p - n: a recovery id with bit 1 set needs r < p - n (r + n is the x-coordinate).
const P_MINUS_N = Uint8Array.from([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
  0x45, 0x51, 0x23, 0x19, 0x50, 0xb7, 0x5f, 0xc4, 0x40, 0x2d, 0xa1, 0x72, 0x2f, 0xc9, 0xba, 0xee,
]);

// The messages tiny-secp256k1 2.x throws (as TypeError).
const E_PRIVATE = 'Expected Private';
const E_POINT = 'Expected Point';
const E_TWEAK = 'Expected Tweak';
const E_HASH = 'Expected Hash';
const E_SIGNATURE = 'Expected Signature';
const E_EXTRA = 'Expected Extra Data (32 bytes)';
const E_PARITY = 'Expected Parity (1 | 0)';
const E_RECID = 'Bad Recovery Id';

function fail(message) {
  throw new TypeError(message);
}

const isU8 = (v) => v instanceof Uint8Array;

// a < b for 32 big-endian bytes at a[off..off+32), without an early exit (the secret-key
// range check runs on secrets): the borrow of a - b, least significant byte first.
function lt32(a, off, b) {
  let borrow = 0;
  for (let i = 31; i >= 0; i--) borrow = ((a[off + i] - b[i] - borrow) >>> 31) & 1;
  return borrow === 1;
}
function isZero32(a, off) {
  let acc = 0;
  for (let i = 0; i < 32; i++) acc |= a[off + i];
  return acc === 0;
}

export function isPrivate(d) {
  return isU8(d) && d.length === 32 && !isZero32(d, 0) && lt32(d, 0, N);
}
const isTweak = (t) => isU8(t) && t.length === 32 && lt32(t, 0, N);
const isSignature = (s) => isU8(s) && s.length === 64 && lt32(s, 0, N) && lt32(s, 32, N);
const validatePrivate = (d) => isPrivate(d) || fail(E_PRIVATE);
const validatePoint = (p) => (isU8(p) && (p.length === 33 || p.length === 65 || p.length === 32)) || fail(E_POINT);
const validateXOnly = (p) => (isU8(p) && p.length === 32) || fail(E_POINT);
const validateTweak = (t) => isTweak(t) || fail(E_TWEAK);
const validateHash = (h) => (isU8(h) && h.length === 32) || fail(E_HASH);
const validateExtra = (e) => e === undefined || (isU8(e) && e.length === 32) || fail(E_EXTRA);
const validateSignature = (s) => isSignature(s) || fail(E_SIGNATURE);

function assumeCompression(compressed, p) {
  if (compressed === undefined) return p !== undefined ? p.length : 33;
  return compressed ? 33 : 65;
}

// WASI imports: the library calls none of them on its paths (no files, no environment, no
// clock); libc links them. fd_write forwards text (an abort message) to the console.
function wasiImports(getMemory) {
  const dv = () => new DataView(getMemory().buffer);
  return {
    environ_get: () => 0,
    environ_sizes_get: (pc, ps) => { dv().setUint32(pc, 0, true); dv().setUint32(ps, 0, true); return 0; },
    fd_close: () => 0,
    fd_seek: () => 70, // ESPIPE
    fd_write: (fd, iovs, n, nwritten) => {
      const d = dv();
      let total = 0, text = '';
      for (let i = 0; i < n; i++) {
        const p = d.getUint32(iovs + 8 * i, true), l = d.getUint32(iovs + 8 * i + 4, true);
        text += new TextDecoder().decode(new Uint8Array(getMemory().buffer, p, l));
        total += l;
      }
      if (text.trim()) console.error('ufsecp (wasm):', text.trim());
      d.setUint32(nwritten, total, true);
      return 0;
    },
    proc_exit: (code) => { throw new WebAssembly.RuntimeError(`ufsecp: proc_exit(${code})`); },
  };
}

/** Instantiates the module from its bytes (or a compiled WebAssembly.Module) and returns the API. */
export async function instantiate(source) {
  let memory;
  const imports = { wasi_snapshot_preview1: wasiImports(() => memory) };
  const result = await WebAssembly.instantiate(source, imports);
  const instance = result.instance ?? result;
  memory = instance.exports.memory;
  // Node 18 has no global crypto (Web Crypto) without a flag: take node:crypto's there.
  const c = globalThis.crypto ?? (await import('node:crypto')).webcrypto;
  return makeApi(instance, (buf) => c.getRandomValues(buf));
}

/** The same, synchronously (the CommonJS entry; browsers refuse synchronous compilation of
 *  large modules on the main thread). getRandomValues defaults to globalThis.crypto's. */
export function instantiateSync(source, getRandomValues) {
  let memory;
  const imports = { wasi_snapshot_preview1: wasiImports(() => memory) };
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
  const instance = new WebAssembly.Instance(module, imports);
  memory = instance.exports.memory;
  return makeApi(instance, getRandomValues);
}

export function makeApi(instance, getRandomValues = (buf) => globalThis.crypto.getRandomValues(buf)) {
  const w = instance.exports;
  if (w._initialize) w._initialize();
  const base = w.malloc(ARENA);
  if (!base) throw new Error('ufsecp: cannot allocate the arena');
  let heap = new Uint8Array(w.memory.buffer);
  const mem = () => (heap.buffer === w.memory.buffer ? heap : (heap = new Uint8Array(w.memory.buffer)));
  heap.fill(0, base, base + ARENA);
  const a = (off) => base + off;
  const put = (off, bytes) => mem().set(bytes, base + off);
  const get = (off, len) => mem().slice(base + off, base + off + len);
  const wipe = (off, len) => mem().fill(0, base + off, base + off + len);
  const u32 = (addr) => new DataView(w.memory.buffer).getUint32(addr, true);
  const setU32 = (addr, v) => new DataView(w.memory.buffer).setUint32(addr, v, true);

  // Parses a 33/65-byte SEC1 key into the ufsecp_pubkey slot pk; throws Expected Point.
  function loadPoint(p, inSlot, pk) {
    if (p.length !== 33 && p.length !== 65) fail(E_POINT);
    put(inSlot, p);
    if (w.ufsecp_pubkey_parse(a(pk), a(inSlot), p.length) !== OK) fail(E_POINT);
  }
  function serialize(pk, outputlen) {
    setU32(a(LEN), 65);
    if (w.ufsecp_pubkey_serialize(a(OUT), a(LEN), a(pk), outputlen === 33 ? 1 : 0) !== OK) {
      throw new Error('ufsecp: serialize failed');
    }
    return get(OUT, outputlen);
  }
  const xonlyValid = (x) => { put(X2, x); return w.ufsecp_xonly_pubkey_verify(a(X2)) === OK; };

  function isPoint(p) {
    if (!isU8(p) || (p.length !== 33 && p.length !== 65)) return false;
    put(IN1, p);
    return w.ufsecp_pubkey_parse(a(PK1), a(IN1), p.length) === OK;
  }
  function isXOnlyPoint(p) {
    return isU8(p) && p.length === 32 && xonlyValid(p);
  }
  function isPointCompressed(p) {
    return isU8(p) && p.length === 33 && isPoint(p);
  }

  function pointAdd(pA, pB, compressed) {
    validatePoint(pA);
    validatePoint(pB);
    const outputlen = assumeCompression(compressed, pA);
    loadPoint(pA, IN1, PK1);
    loadPoint(pB, IN2, PK2);
    setU32(a(PTRS), a(PK1));
    setU32(a(PTRS + 4), a(PK2));
    if (w.ufsecp_pubkey_combine(a(PKOUT), a(PTRS), 2) !== OK) return null;
    return serialize(PKOUT, outputlen);
  }
  function pointAddScalar(p, tweak, compressed) {
    validatePoint(p);
    validateTweak(tweak);
    const outputlen = assumeCompression(compressed, p);
    loadPoint(p, IN1, PK1);
    try {
      put(TW, tweak);
      if (w.ufsecp_pubkey_tweak_add(a(PK1), a(TW)) !== OK) return null;
      return serialize(PK1, outputlen);
    } finally {
      wipe(TW, 32);
    }
  }
  function pointMultiply(p, tweak, compressed) {
    validatePoint(p);
    validateTweak(tweak);
    const outputlen = assumeCompression(compressed, p);
    loadPoint(p, IN1, PK1);
    try {
      put(TW, tweak);
      if (w.ufsecp_pubkey_tweak_mul(a(PK1), a(TW)) !== OK) return null;
      return serialize(PK1, outputlen);
    } finally {
      wipe(TW, 32);
    }
  }
  function pointCompress(p, compressed) {
    validatePoint(p);
    const outputlen = assumeCompression(compressed, p);
    loadPoint(p, IN1, PK1);
    return serialize(PK1, outputlen);
  }
  // Not in tiny-secp256k1 2.x (some ecc interfaces have it): -P, same encoding rules.
  function pointNegate(p, compressed) {
    validatePoint(p);
    const outputlen = assumeCompression(compressed, p);
    loadPoint(p, IN1, PK1);
    if (w.ufsecp_pubkey_negate(a(PK1)) !== OK) throw new Error('ufsecp: negate failed');
    return serialize(PK1, outputlen);
  }
  function pointFromScalar(d, compressed) {
    validatePrivate(d);
    const outputlen = assumeCompression(compressed);
    try {
      put(SK, d);
      if (w.ufsecp_pubkey_create(a(PK1), a(SK)) !== OK) return null;
      return serialize(PK1, outputlen);
    } finally {
      wipe(SK, 32);
    }
  }
  function xOnlyPointFromScalar(d) {
    validatePrivate(d);
    try {
      put(SK, d);
      if (w.ufsecp_xonly_pubkey_create(a(X1), 0, a(SK)) !== OK) fail(E_PRIVATE);
      return get(X1, 32);
    } finally {
      wipe(SK, 32);
    }
  }
  function xOnlyPointFromPoint(p) {
    validatePoint(p);
    loadPoint(p, IN1, PK1);
    w.ufsecp_xonly_pubkey_from_pubkey(a(X1), 0, a(PK1));
    return get(X1, 32);
  }
  function privateAdd(d, tweak) {
    validatePrivate(d);
    validateTweak(tweak);
    try {
      put(SK, d);
      put(TW, tweak);
      return w.ufsecp_seckey_tweak_add(a(SK), a(TW)) === OK ? get(SK, 32) : null;
    } finally {
      wipe(SK, 64); // SK and TW
    }
  }
  function privateSub(d, tweak) {
    validatePrivate(d);
    validateTweak(tweak);
    if (isZero32(tweak, 0)) return new Uint8Array(d);
    try {
      put(SK, d);
      put(TW, tweak);
      w.ufsecp_seckey_negate(a(TW)); // 0 < tweak < n: -tweak is a valid key
      return w.ufsecp_seckey_tweak_add(a(SK), a(TW)) === OK ? get(SK, 32) : null;
    } finally {
      wipe(SK, 64);
    }
  }
  function privateNegate(d) {
    validatePrivate(d);
    try {
      put(SK, d);
      w.ufsecp_seckey_negate(a(SK));
      return get(SK, 32);
    } finally {
      wipe(SK, 32);
    }
  }
  // lift_x(p) + tweak*G into PKOUT: OK, or null (infinity); throws Expected Point.
  function xonlyTweak(p, tweak) {
    put(X1, p);
    put(TW, tweak);
    const st = w.ufsecp_xonly_pubkey_tweak_add(a(PKOUT), a(X1), a(TW));
    if (st === ERR_BAD_PUBKEY) fail(E_POINT);
    return st === OK;
  }
  function xOnlyPointAddTweak(p, tweak) {
    validateXOnly(p);
    validateTweak(tweak);
    try {
      if (!xonlyTweak(p, tweak)) return null;
      w.ufsecp_xonly_pubkey_from_pubkey(a(X2), a(INT), a(PKOUT));
      return { parity: u32(a(INT)), xOnlyPubkey: get(X2, 32) };
    } finally {
      wipe(TW, 32);
    }
  }
  function xOnlyPointAddTweakCheck(point, tweak, resultToCheck, tweakParity) {
    validateXOnly(point);
    validateXOnly(resultToCheck);
    validateTweak(tweak);
    const hasParity = tweakParity !== undefined;
    if (hasParity && tweakParity !== 0 && tweakParity !== 1) fail(E_PARITY);
    try {
      if (hasParity) {
        put(X1, point);
        if (w.ufsecp_xonly_pubkey_verify(a(X1)) !== OK) fail(E_POINT);
        if (!xonlyValid(resultToCheck)) fail(E_POINT);
        put(TW, tweak);
        return w.ufsecp_xonly_pubkey_tweak_add_check(a(X2), tweakParity, a(X1), a(TW)) === OK;
      }
      // Without a parity: compare x-coordinates. As in tiny-secp256k1, a tweak that gives
      // infinity leaves the point itself as the "tweaked" key.
      let x = point;
      if (xonlyTweak(point, tweak)) {
        w.ufsecp_xonly_pubkey_from_pubkey(a(X2), 0, a(PKOUT));
        x = get(X2, 32);
      }
      for (let i = 0; i < 32; i++) if (x[i] !== resultToCheck[i]) return false;
      return true;
    } finally {
      wipe(TW, 32);
    }
  }

  function sign(h, d, e) {
    validateHash(h);
    validatePrivate(d);
    validateExtra(e);
    try {
      put(MSG, h);
      put(SK, d);
      if (e !== undefined) put(EXTRA, e);
      if (w.ufsecp_ecdsa_sign(a(SIG), a(MSG), a(SK), e === undefined ? 0 : a(EXTRA)) !== OK) fail(E_PRIVATE);
      return get(SIG, 64);
    } finally {
      wipe(SK, 32);
      wipe(EXTRA, 32);
    }
  }
  function signRecoverable(h, d, e) {
    validateHash(h);
    validatePrivate(d);
    validateExtra(e);
    try {
      put(MSG, h);
      put(SK, d);
      if (e !== undefined) put(EXTRA, e);
      const st = w.ufsecp_ecdsa_sign_recoverable(a(SIG), a(INT), a(MSG), a(SK), e === undefined ? 0 : a(EXTRA));
      if (st !== OK) fail(E_PRIVATE);
      return { signature: get(SIG, 64), recoveryId: u32(a(INT)) };
    } finally {
      wipe(SK, 32);
      wipe(EXTRA, 32);
    }
  }
  function signSchnorr(h, d, e) {
    validateHash(h);
    validatePrivate(d);
    validateExtra(e);
    try {
      put(MSG, h);
      put(SK, d);
      if (e !== undefined) put(EXTRA, e);
      if (w.ufsecp_keypair_create(a(KP), a(SK)) !== OK) fail(E_PRIVATE);
      if (w.ufsecp_schnorr_sign(a(SIG), a(MSG), 32, a(KP), e === undefined ? 0 : a(EXTRA)) !== OK) fail(E_PRIVATE);
      return get(SIG, 64);
    } finally {
      wipe(SK, 32);
      wipe(EXTRA, 32);
      wipe(KP, 96);
    }
  }
  function verify(h, Q, signature, strict = false) {
    validateHash(h);
    validatePoint(Q);
    validateSignature(signature);
    loadPoint(Q, IN1, PK1);
    put(MSG, h);
    put(SIG, signature);
    if (strict !== true) w.ufsecp_ecdsa_signature_normalize(a(SIG), 0);
    return w.ufsecp_ecdsa_verify(a(SIG), a(MSG), a(PK1)) === OK;
  }
  function recover(h, signature, recoveryId, compressed = false) {
    validateHash(h);
    validateSignature(signature);
    if (isZero32(signature, 0) || isZero32(signature, 32)) fail(E_SIGNATURE);
    if (recoveryId & 2) {
      if (!lt32(signature, 0, P_MINUS_N)) fail(E_RECID);
    }
    if (!xonlyValid(signature.subarray(0, 32))) fail(E_SIGNATURE);
    const outputlen = assumeCompression(compressed);
    const recid = recoveryId | 0; // the i32 the WebAssembly call would see
    // tiny-secp256k1 traps (a Rust panic: RuntimeError "unreachable") on any other id.
    if (recid < 0 || recid > 3) throw new WebAssembly.RuntimeError('unreachable');
    put(MSG, h);
    put(SIG, signature);
    if (w.ufsecp_ecdsa_recover(a(PK1), a(SIG), recid, a(MSG)) !== OK) return null;
    return serialize(PK1, outputlen);
  }
  function verifySchnorr(h, Q, signature) {
    validateHash(h);
    validateXOnly(Q);
    validateSignature(signature);
    put(MSG, h);
    put(X1, Q);
    put(SIG, signature);
    const st = w.ufsecp_schnorr_verify(a(SIG), a(MSG), 32, a(X1));
    if (st === ERR_BAD_PUBKEY) fail(E_POINT);
    return st === OK;
  }

  // ---- native-style API ----------------------------------------------------------------

  /** ECDH: SHA-256(compressed shared point), as libsecp256k1's default. Throws on bad input. */
  function ecdh(publicKey, privateKey) {
    validatePoint(publicKey);
    validatePrivate(privateKey);
    loadPoint(publicKey, IN1, PK1);
    try {
      put(SK, privateKey);
      if (w.ufsecp_ecdh(a(OUT), a(PK1), a(SK)) !== OK) fail(E_PRIVATE);
      return get(OUT, 32);
    } finally {
      wipe(SK, 32);
      wipe(OUT, 32); // the shared secret
    }
  }

  // Batch verification: items are {message, publicKey, signature}; returns one boolean per
  // item (exactly the single verifier's answer). Buffers come from malloc and are freed.
  function batch(items, kind) {
    const n = items.length;
    if (n === 0) return [];
    const schnorr = kind === 'schnorr';
    const pkSize = schnorr ? 32 : 64;
    const per = 64 + 32 + pkSize + 4 * 4 + 1;
    const buf = w.malloc(n * per);
    if (!buf) throw new RangeError('ufsecp: out of memory');
    try {
      const sigs = buf, msgs = sigs + 64 * n, pks = msgs + 32 * n;
      const psig = pks + pkSize * n, pmsg = psig + 4 * n, plen = pmsg + 4 * n, ppk = plen + 4 * n;
      const valid = ppk + 4 * n;
      const ok = new Array(n).fill(false);
      const loadable = new Array(n).fill(true);
      for (let i = 0; i < n; i++) {
        const it = items[i];
        validateHash(it.message);
        if (!isU8(it.signature) || it.signature.length !== 64) fail(E_SIGNATURE);
        const m = mem();
        m.set(it.signature, sigs + 64 * i);
        m.set(it.message, msgs + 32 * i);
        if (schnorr) {
          validateXOnly(it.publicKey);
          m.set(it.publicKey, pks + 32 * i);
        } else {
          validatePoint(it.publicKey);
          const p = it.publicKey;
          if (p.length === 32) fail(E_POINT);
          m.set(p, a(IN1));
          // A key that does not parse is an invalid entry (the pubkey slot stays zeroed,
          // which the batch verifier rejects).
          if (w.ufsecp_pubkey_parse(pks + 64 * i, a(IN1), p.length) !== OK) {
            mem().fill(0, pks + 64 * i, pks + 64 * i + 64);
            loadable[i] = false;
          }
        }
        const dv = new DataView(w.memory.buffer);
        dv.setUint32(psig + 4 * i, sigs + 64 * i, true);
        dv.setUint32(pmsg + 4 * i, msgs + 32 * i, true);
        dv.setUint32(plen + 4 * i, 32, true);
        dv.setUint32(ppk + 4 * i, pks + pkSize * i, true);
      }
      const st = schnorr
        ? w.ufsecp_schnorr_verify_batch(n, psig, pmsg, plen, ppk, valid)
        : w.ufsecp_ecdsa_verify_batch(n, psig, pmsg, ppk, valid);
      if (st !== OK && st !== 6 /* VERIFY_FAILED */ && st !== ERR_BAD_PUBKEY) {
        throw new Error(`ufsecp: batch verification failed with status ${st}`);
      }
      const m = mem();
      for (let i = 0; i < n; i++) ok[i] = st === OK || (loadable[i] && m[valid + i] === 1);
      return ok;
    } finally {
      w.free(buf);
    }
  }
  const verifySchnorrBatch = (items) => batch(items, 'schnorr');
  const verifyEcdsaBatch = (items) => batch(items, 'ecdsa');

  // ---- BIP-32 (extended keys as Base58Check strings) -------------------------------------
  const XPRV = 0x0488ade4, XPUB = 0x0488b21e, TPRV = 0x04358394, TPUB = 0x043587cf;
  function statusError(st) {
    const p = w.ufsecp_status_string(st);
    const m = mem();
    let e = p;
    while (m[e]) e++;
    return new Error(`ufsecp: ${new TextDecoder().decode(m.subarray(p, e))}`);
  }
  // NUL-terminated ASCII text into TEXT (Base58 keys are at most 112 characters).
  function putText(str) {
    if (typeof str !== 'string' || str.length > 120 || !/^[\x20-\x7e]*$/.test(str)) throw new TypeError('Expected an ASCII string');
    const m = mem();
    for (let i = 0; i < str.length; i++) m[base + TEXT + i] = str.charCodeAt(i);
    m[base + TEXT + str.length] = 0;
  }
  function parseExt(str, slot) {
    putText(str);
    const st = w.ufsecp_bip32_parse(a(slot), a(INT), a(TEXT));
    if (st !== OK) throw statusError(st);
    return u32(a(INT));
  }
  function serializeExt(slot, version) {
    setU32(a(LEN), 128);
    const st = w.ufsecp_bip32_serialize(a(TEXT), a(LEN), a(slot), version);
    if (st !== OK) throw statusError(st);
    return new TextDecoder().decode(get(TEXT, u32(a(LEN))));
  }
  /** Master extended private key (xprv, or tprv for network 'testnet') from a 16..64-byte seed. */
  function bip32FromSeed(seed, network = 'mainnet') {
    if (!isU8(seed)) throw new TypeError('Expected a seed (Uint8Array)');
    const p = w.malloc(seed.length || 1);
    try {
      mem().set(seed, p);
      const st = w.ufsecp_bip32_master(a(HD1), p, seed.length);
      mem().fill(0, p, p + seed.length);
      if (st !== OK) throw statusError(st);
      return serializeExt(HD1, network === 'testnet' ? TPRV : XPRV);
    } finally {
      w.free(p);
      wipe(HD1, 112);
      wipe(TEXT, 128);
    }
  }
  /** The key at path ("m/84'/0'/0'/0/1", "0/1", h or ' for hardened) below an extended key. */
  function bip32Derive(extendedKey, path) {
    try {
      const version = parseExt(extendedKey, HD1);
      putText(path);
      const st = w.ufsecp_bip32_derive_path(a(HD2), a(HD1), a(TEXT));
      if (st !== OK) throw statusError(st);
      return serializeExt(HD2, version);
    } finally {
      wipe(HD1, 112 * 2 + 128);
    }
  }
  /** The public extended key (xpub/tpub) of an extended key. */
  function bip32Neuter(extendedKey) {
    try {
      const version = parseExt(extendedKey, HD1);
      const st = w.ufsecp_bip32_neuter(a(HD2), a(HD1));
      if (st !== OK) throw statusError(st);
      return serializeExt(HD2, version === XPRV ? XPUB : version === TPRV ? TPUB : version);
    } finally {
      wipe(HD1, 112 * 2 + 128);
    }
  }
  /** { privateKey (32 bytes, or null for a public key), publicKey (33), chainCode (32) }. */
  function bip32Keys(extendedKey) {
    try {
      parseExt(extendedKey, HD1);
      const priv = w.ufsecp_bip32_seckey(a(SK), a(HD1)) === OK ? get(SK, 32) : null;
      w.ufsecp_bip32_pubkey(a(PK1), a(HD1));
      w.ufsecp_bip32_chain_code(a(X1), a(HD1));
      return { privateKey: priv, publicKey: serialize(PK1, 33), chainCode: get(X1, 32) };
    } finally {
      wipe(SK, 32);
      wipe(HD1, 112 * 2 + 128);
    }
  }

  // The small build (ufsecp/small) has no batch verification and no BIP-32.
  const needs = (fn, name) => (w[name] ? fn : () => { throw new Error(`ufsecp: ${fn.name} is not in this build (the small build leaves it out)`); });
  return {
    ...makeProtocols(w, mem, getRandomValues),
    bip32FromSeed: needs(bip32FromSeed, 'ufsecp_bip32_master'),
    bip32Derive: needs(bip32Derive, 'ufsecp_bip32_derive_path'),
    bip32Neuter: needs(bip32Neuter, 'ufsecp_bip32_neuter'),
    bip32Keys: needs(bip32Keys, 'ufsecp_bip32_parse'),
    verifySchnorrBatch: needs(verifySchnorrBatch, 'ufsecp_schnorr_verify_batch'),
    verifyEcdsaBatch: needs(verifyEcdsaBatch, 'ufsecp_ecdsa_verify_batch'),
    isPoint, isPointCompressed, isXOnlyPoint, isPrivate, pointAdd, pointAddScalar, pointMultiply,
    pointCompress, pointNegate, pointFromScalar, xOnlyPointFromScalar, xOnlyPointFromPoint,
    privateAdd, privateSub, privateNegate, xOnlyPointAddTweak, xOnlyPointAddTweakCheck, sign,
    signRecoverable, signSchnorr, verify, recover, verifySchnorr, ecdh,
  };
}
