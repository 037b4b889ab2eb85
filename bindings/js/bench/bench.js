// npm run bench: ufsecp (WebAssembly) against tiny-secp256k1 2.x and @noble/secp256k1 3.x in
// one Node process, on the same inputs (BENCH_KEYS random keys, default 400), interleaved:
// each round runs every library once over all inputs, in a rotating order, and the table
// gives the median over BENCH_ROUNDS rounds (default 5) of microseconds per operation.
// Then batch verification per signature for N = 64 and 1,024. BENCH_VARIANTS (default
// "small,5x52") adds a column per other build found in wasm/ (ufsecp-<v>.wasm; "" for none).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as tiny from 'tiny-secp256k1';
import * as noble from '@noble/secp256k1';
import * as ufsecp from '../index.js';
import { instantiate } from '../lib/core.js';

noble.hashes.sha256 = (m) => new Uint8Array(createHash('sha256').update(m).digest());
noble.hashes.hmacSha256 = (k, m) => new Uint8Array(createHmac('sha256', k).update(m).digest());

const nKeys = Number(process.env.BENCH_KEYS ?? 400);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const libs = { ufsecp, tiny };
// The other builds, when present: the small tables and the 5x52 tier (the tier measurement).
for (const v of (process.env.BENCH_VARIANTS ?? 'small,5x52').split(',').filter(Boolean)) {
  const url = new URL(`../wasm/ufsecp-${v}.wasm`, import.meta.url);
  if (existsSync(url)) libs[`ufsecp-${v}`] = await instantiate(await readFile(url));
}

const keys = [], msgs = [], pubs = [], xonly = [], esigs = [], ssigs = [];
for (let i = 0; i < nKeys; i++) {
  let d;
  do d = new Uint8Array(randomBytes(32)); while (!tiny.isPrivate(d));
  keys.push(d);
  msgs.push(new Uint8Array(randomBytes(32)));
  pubs.push(tiny.pointFromScalar(d, true));
  xonly.push(tiny.xOnlyPointFromScalar(d));
  esigs.push(tiny.sign(msgs[i], d));
  ssigs.push(tiny.signSchnorr(msgs[i], d, new Uint8Array(32)));
}
const aux = new Uint8Array(32);

// Each op: per library, a function of input index i. noble uses its sync API with
// prehash: false (the message is the 32-byte digest, as for the others).
const ops = {
  'pubkey create': {
    ufsecp: (L, i) => L.pointFromScalar(keys[i]),
    tiny: (L, i) => L.pointFromScalar(keys[i]),
    noble: (i) => noble.getPublicKey(keys[i]),
  },
  'ECDSA sign': {
    ufsecp: (L, i) => L.sign(msgs[i], keys[i]),
    tiny: (L, i) => L.sign(msgs[i], keys[i]),
    noble: (i) => noble.sign(msgs[i], keys[i], { prehash: false }),
  },
  'ECDSA verify': {
    ufsecp: (L, i) => L.verify(msgs[i], pubs[i], esigs[i]) || fail(),
    tiny: (L, i) => L.verify(msgs[i], pubs[i], esigs[i]) || fail(),
    noble: (i) => noble.verify(esigs[i], msgs[i], pubs[i], { prehash: false }) || fail(),
  },
  'Schnorr sign': {
    ufsecp: (L, i) => L.signSchnorr(msgs[i], keys[i], aux),
    tiny: (L, i) => L.signSchnorr(msgs[i], keys[i], aux),
    noble: (i) => noble.schnorr.sign(msgs[i], keys[i], aux),
  },
  'Schnorr verify': {
    ufsecp: (L, i) => L.verifySchnorr(msgs[i], xonly[i], ssigs[i]) || fail(),
    tiny: (L, i) => L.verifySchnorr(msgs[i], xonly[i], ssigs[i]) || fail(),
    noble: (i) => noble.schnorr.verify(ssigs[i], msgs[i], xonly[i]) || fail(),
  },
};
function fail() {
  throw new Error('a benchmark signature did not verify');
}
const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };

const names = [...Object.keys(libs), 'noble'];
const results = {};
for (const [op, impl] of Object.entries(ops)) {
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  const fns = names.map((n) => [n, n === 'noble' ? impl.noble : (i) => impl[n.startsWith('ufsecp') ? 'ufsecp' : n](libs[n], i)]);
  for (const [, f] of fns) for (let i = 0; i < Math.min(nKeys, 20); i++) f(i); // warm-up (JIT, noble's tables)
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < fns.length; k++) {
      const [n, f] = fns[(k + r) % fns.length];
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < nKeys; i++) f(i);
      runs[n].push(Number(process.hrtime.bigint() - t0) / 1e3 / nKeys);
    }
  }
  results[op] = Object.fromEntries(names.map((n) => [n, median(runs[n])]));
}

const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log(`Node ${process.version}, ${nKeys} keys, ${rounds} rounds, median us/op`);
console.log(`| op | ${names.join(' | ')} | tiny / ufsecp | noble / ufsecp |`);
console.log(`|---|${names.map(() => '---:').join('|')}|---:|---:|`);
for (const [op, r] of Object.entries(results)) {
  console.log(`| ${op} | ${names.map((n) => fmt(r[n])).join(' | ')} | ${(r.tiny / r.ufsecp).toFixed(2)}x | ${(r.noble / r.ufsecp).toFixed(1)}x |`);
}

// Batch verification: N signatures per call, per-signature time against N single verifies.
const bkeys = [], bmsgs = [], bx = [], bpub = [], bss = [], bes = [];
for (let i = 0; i < 1024; i++) {
  const d = keys[i % nKeys].slice();
  d[0] = i >> 8; d[1] = i & 255; d[2] |= 1; // 1,024 distinct valid keys (top byte < n's)
  bkeys.push(d);
  const m = new Uint8Array(randomBytes(32));
  bmsgs.push(m);
  bx.push(ufsecp.xOnlyPointFromScalar(d));
  bpub.push(ufsecp.pointFromScalar(d));
  bss.push(ufsecp.signSchnorr(m, d, aux));
  bes.push(ufsecp.sign(m, d));
}
console.log('\nbatch verification (ufsecp), us per signature');
console.log('| N | Schnorr batch | Schnorr single | ECDSA batch | ECDSA single |');
console.log('|---:|---:|---:|---:|---:|');
for (const n of [64, 1024]) {
  const sItems = [], eItems = [];
  for (let i = 0; i < n; i++) {
    sItems.push({ message: bmsgs[i], publicKey: bx[i], signature: bss[i] });
    eItems.push({ message: bmsgs[i], publicKey: bpub[i], signature: bes[i] });
  }
  const time = (f, reps) => {
    const ts = [];
    for (let r = 0; r < reps; r++) { const t0 = process.hrtime.bigint(); f(); ts.push(Number(process.hrtime.bigint() - t0) / 1e3 / n); }
    return median(ts);
  };
  const reps = n === 64 ? 15 : 3;
  if (!ufsecp.verifySchnorrBatch(sItems).every(Boolean) || !ufsecp.verifyEcdsaBatch(eItems).every(Boolean)) fail();
  const sb = time(() => ufsecp.verifySchnorrBatch(sItems), reps);
  const ss = time(() => { for (const it of sItems) ufsecp.verifySchnorr(it.message, it.publicKey, it.signature) || fail(); }, reps);
  const eb = time(() => ufsecp.verifyEcdsaBatch(eItems), reps);
  const es = time(() => { for (const it of eItems) ufsecp.verify(it.message, it.publicKey, it.signature) || fail(); }, reps);
  console.log(`| ${n} | ${fmt(sb)} | ${fmt(ss)} | ${fmt(eb)} | ${fmt(es)} |`);
}
