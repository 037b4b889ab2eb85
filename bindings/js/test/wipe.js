// Secrets in the module's memory (the default build, instantiated here so that the test sees
// its memory and its malloc/free): every block the JavaScript frees must be all zeros when
// freed (the per-call Frames, the secret nonce after signing or destroy()), and after the
// calls return no secret's bytes (secret keys, session randomness, an imported secret nonce,
// adaptor secrets, scan keys, MuSig2, silent-payments, FROST, adaptor and DLEQ inputs) appear
// anywhere in the module's memory. UFSECP_JS_ITERS scales the rounds (default 100). Last line: "N passed, M failed".
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { makeApi } from '../lib/core.js';

let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
const bytes = readFileSync(new URL('../wasm/ufsecp.wasm', import.meta.url));
let memory;
const imports = { wasi_snapshot_preview1: {
  environ_get: () => 0, environ_sizes_get: (a, b) => { new DataView(memory.buffer).setUint32(a, 0, true); new DataView(memory.buffer).setUint32(b, 0, true); return 0; },
  fd_close: () => 0, fd_seek: () => 70, fd_write: () => 0, proc_exit: () => { throw new Error('exit'); } } };
const { instance } = await WebAssembly.instantiate(bytes, imports);
memory = instance.exports.memory;
const sizes = new Map();
let dirty = 0, frees = 0;
const exports = { ...instance.exports,
  malloc: (n) => { const p = instance.exports.malloc(n); sizes.set(p, n); return p; },
  free: (p) => {
    const n = sizes.get(p);
    if (n !== undefined) {
      frees++;
      const m = new Uint8Array(memory.buffer, p, n);
      if (m.some((b) => b !== 0)) dirty++;
      sizes.delete(p);
    }
    instance.exports.free(p);
  } };
const ecc = makeApi({ exports });
const key = () => { let d; do d = new Uint8Array(randomBytes(32)); while (!ecc.isPrivate(d)); return d; };
const secrets = [];
const keep = (b) => { secrets.push(Uint8Array.from(b)); return b; };
const iters = Math.max(1, Math.floor(Number(process.env.UFSECP_JS_ITERS ?? 100) / 10));
for (let it = 0; it < iters; it++) {
  // MuSig2 with an adaptor, random nonces and given session randomness.
  const sks = [keep(key()), keep(key())], pks = sks.map((d) => ecc.pointFromScalar(d));
  const agg = ecc.musigKeyAgg(pks), msg = new Uint8Array(randomBytes(32));
  const t = keep(key());
  const ns = pks.map((pk, i) => ecc.musigNonceGen({ publicKey: pk, secretKey: sks[i], message: msg,
    sessionRand: i ? undefined : Uint8Array.from(keep(new Uint8Array(randomBytes(32)))) }));
  const s = ecc.musigSession(ecc.musigNonceAgg(ns.map((n) => n.pubNonce)), msg, agg, ecc.pointFromScalar(t));
  const pre = ecc.musigPartialSigAgg(s, ns.map((n, i) => ecc.musigPartialSign(n.secNonce, sks[i], agg, s)));
  check(`adaptor ${it}`, ecc.verifySchnorr(msg, agg.xOnlyPublicKey, ecc.musigAdapt(pre, t, s.nonceParity)));
  const imp = new Uint8Array(97);
  imp.set(keep(key()), 0); imp.set(keep(key()), 32); imp.set(pks[0], 64);
  const sn = ecc.musigSecNonceImport(imp);
  sn.destroy();
  ecc.musigNonceGen({ publicKey: pks[1], secretKey: sks[1] }).secNonce.destroy();
  // Silent payments: sender's input keys, recipient's scan key.
  const bScan = keep(key()), bSpend = key(), inKey = keep(key()), trKey = keep(key());
  const op = new Uint8Array(randomBytes(36));
  const rec = { scan: ecc.pointFromScalar(bScan), spend: ecc.pointFromScalar(bSpend) };
  const outs = ecc.spCreateOutputs([rec, rec], op, [trKey], [inKey]);
  const pd = ecc.spPublicData(op, [ecc.xOnlyPointFromScalar(trKey)], [ecc.pointFromScalar(inKey)]);
  const found = ecc.spScan(bScan, rec.spend, pd, outs, [ecc.spCreateLabel(bScan, 0)]);
  check(`sp scan ${it}`, found.length === 2);
  keep(ecc.spSharedSecret(bScan, pd));
  // FROST (dealer, DKG share, signing, a destroyed nonce), adaptor signatures, DLEQ, MuSig2's
  // deterministic signing and counter nonce.
  const fd = ecc.frostDealerKeygen(keep(key()), [keep(key())], [1, 2]);
  fd.shares.forEach(keep);
  const fns = fd.shares.map((sh) => ecc.frostNonceGen(it % 2, sh));
  const fsg = [1, 2].map((id, i) => ({ id, pubNonce: fns[i].pubNonce }));
  const fz = fd.shares.map((sh, i) => ecc.frostSign(fns[i].secNonce, sh, i + 1, fd.groupPublicKey, msg, fsg));
  check(`frost ${it}`, ecc.frostVerify(it % 2, ecc.frostAggregate(it % 2, fd.groupPublicKey, msg, fsg, fz), msg, fd.groupPublicKey));
  ecc.frostNonceGen(1, fd.shares[0]).secNonce.destroy();
  keep(ecc.frostDkgRound2Share([keep(key()), keep(key())], 3));
  const ya = keep(key()), Y = ecc.pointFromScalar(ya);
  const as = ecc.ecdsaAdaptorEncrypt(sks[0], Y, msg);
  keep(ecc.ecdsaAdaptorRecover(ecc.ecdsaAdaptorDecrypt(as, ya), as, Y));
  const spre = ecc.schnorrAdaptorPresign(msg, sks[1], Y);
  check(`schnorr adaptor ${it}`, ecc.schnorrAdaptorExtract(ecc.schnorrAdaptorAdapt(spre, ya), spre).every((b, i) => b === ya[i]));
  ecc.dleqProve(keep(key()), Y);
  const cn = ecc.musigNonceGenCounter(it, sks[0]);
  ecc.musigDeterministicSign(sks[1], cn.pubNonce, pks, msg);
  cn.secNonce.destroy();
  // Signatures, ECDH, tweaks.
  const d = keep(key()), m = new Uint8Array(randomBytes(32));
  ecc.sign(m, d); ecc.signSchnorr(m, d, keep(new Uint8Array(randomBytes(32)))); ecc.signRecoverable(m, d);
  keep(ecc.ecdh(ecc.pointFromScalar(key()), d));
  keep(ecc.privateAdd(d, keep(key())));
}
check(`every freed block zero (${frees} frees)`, dirty === 0 && frees > 0);
const mem = new Uint8Array(memory.buffer);
let found = 0;
for (const sec of secrets) {
  // Any 16-byte window of a secret (its first and last halves) anywhere in memory.
  for (const part of [sec.subarray(0, 16), sec.subarray(16, 32)]) {
    const first = part[0];
    for (let i = mem.indexOf(first); i !== -1 && i <= mem.length - 16; i = mem.indexOf(first, i + 1)) {
      let j = 1;
      while (j < 16 && mem[i + j] === part[j]) j++;
      if (j === 16) { found++; break; }
    }
  }
}
check(`no secret left in module memory (${secrets.length} secrets, ${mem.length} bytes scanned)`, found === 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
