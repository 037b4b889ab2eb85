// Differential test: ufsecp's ecc interface against tiny-secp256k1 2.x (from the npm
// registry) on random and mutated inputs. Every call is made on both with the same
// arguments; the outcomes (the value, or the thrown error's type and message) must be
// identical. DIFF_PER_FN calls per function (default 5,000: 22 functions and pointNegate,
// 115,000 calls);
// DIFF_SEED fixes the inputs. Last line: "N passed, M failed" (M = mismatches).
import { createRequire } from 'node:module';

// tiny-secp256k1 2.2.4 leaks its WebAssembly shadow stack on every error it throws from
// inside the module (the JavaScript exception unwinds the wasm frames without restoring
// __stack_pointer): after a few thousand such errors every call fails with "memory access
// out of bounds". So the test loads a fresh instance (its CommonJS build, out of the
// require cache) every RELOAD calls. (ufsecp throws only after the module has returned.)
const require = createRequire(import.meta.url);
const RELOAD = 500;
function freshTiny() {
  for (const k of Object.keys(require.cache)) if (k.includes('tiny-secp256k1')) delete require.cache[k];
  return require('tiny-secp256k1');
}
let tiny = freshTiny();
let callsSinceReload = 0;
function tick() {
  if (++callsSinceReload >= RELOAD) { tiny = freshTiny(); callsSinceReload = 0; }
}
// UFSECP_JS_ENTRY=small: the small-tables build (ufsecp/small).
const entry = process.env.UFSECP_JS_ENTRY === 'small' ? '../small.js' : '../index.js';
const ufsecp = await import(entry);

const perFn = Number(process.env.DIFF_PER_FN ?? 5000);
const seed = BigInt(process.env.DIFF_SEED ?? Date.now());
console.log(`differential ${entry} vs tiny-secp256k1: ${perFn} calls per function, DIFF_SEED=${seed}`);

// splitmix64: reproducible inputs from the seed.
let state = seed;
function next64() {
  state = (state + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
  let z = state;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
  return z ^ (z >> 31n);
}
const rnd = (k) => Number(next64() % BigInt(k));
function bytes(n) {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = rnd(256);
  return b;
}
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const N = hex('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141');
const P = hex('fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f');
const toBig = (b) => BigInt('0x' + Buffer.from(b).toString('hex'));
const fromBig = (x) => hex(x.toString(16).padStart(64, '0'));
const nBig = toBig(N);
const pick = (arr) => arr[rnd(arr.length)];

function mutate(b) {
  const c = new Uint8Array(b);
  if (c.length === 0) return c;
  switch (rnd(4)) {
    case 0: c[rnd(c.length)] ^= 1 << rnd(8); break;
    case 1: c[rnd(c.length)] = rnd(256); break;
    case 2: return c.subarray(0, c.length - 1 - rnd(Math.min(2, c.length)));
    default: return Uint8Array.from([...c, rnd(256)]);
  }
  return c;
}
const junk = () => pick([undefined, null, 0, 1, 'ab', [1, 2, 3], {}, new Uint8Array(0), new Uint16Array(16), Buffer.alloc(32, 1)]);

function scalar() {
  const r = rnd(24);
  if (r === 0) return new Uint8Array(32);
  if (r === 1) return new Uint8Array(N);
  if (r === 2) return fromBig(nBig - 1n);
  if (r === 3) return fromBig(nBig + BigInt(rnd(1000)));
  if (r === 4) return fromBig(BigInt(1 + rnd(5)));
  if (r === 5) return hex('ff'.repeat(32));
  if (r === 6) return mutate(bytes(32));
  if (r === 7) return junk();
  if (r === 8) return Buffer.from(bytes(32));
  return bytes(32);
}
const validScalar = () => fromBig((toBig(bytes(32)) % (nBig - 1n)) + 1n);
function point() {
  const d = validScalar();
  const r = rnd(20);
  const full = tiny.pointFromScalar(d, false);
  if (r === 0) return tiny.xOnlyPointFromScalar(d);
  if (r === 1) { const h = new Uint8Array(full); h[0] = 6 + (h[64] & 1); return h; } // hybrid
  if (r === 2) { const h = new Uint8Array(full); h[0] = 7 - (h[64] & 1); return h; } // wrong hybrid
  if (r === 3) return mutate(tiny.pointFromScalar(d, true));
  if (r === 4) return mutate(full);
  if (r === 5) return Uint8Array.from([2 + rnd(2), ...fromBig(toBig(P) + BigInt(rnd(3)) - 1n)]); // x = p-1 .. p+1
  if (r === 6) return Uint8Array.from([rnd(8), ...bytes(32)]);
  if (r === 7) return junk();
  if (r === 8) return bytes(65);
  if (r < 14) return full;
  return tiny.pointFromScalar(d, true);
}
function xonly() {
  const r = rnd(10);
  if (r === 0) return mutate(tiny.xOnlyPointFromScalar(validScalar()));
  if (r === 1) return bytes(32); // about half are on the curve
  if (r === 2) return fromBig(toBig(P) - BigInt(rnd(3))); // p-2 .. p
  if (r === 3) return junk();
  if (r === 4) return new Uint8Array(32);
  return tiny.xOnlyPointFromScalar(validScalar());
}
const hash = () => (rnd(20) === 0 ? pick([bytes(31), bytes(33), junk()]) : bytes(32));
const extra = () => pick([undefined, undefined, bytes(32), bytes(32), new Uint8Array(32), null, bytes(31), junk()]);
const compressed = () => pick([undefined, undefined, true, false, 0, 1, 'x', null]);
function signature(m, d, kind) {
  const r = rnd(14);
  let s;
  try {
    s = kind === 'schnorr' ? tiny.signSchnorr(m, d) : tiny.sign(m, d);
  } catch {
    s = bytes(64);
  }
  if (r === 0) return mutate(s);
  if (r === 1) return bytes(64);
  if (r === 2) return Uint8Array.from([...new Uint8Array(32), ...s.subarray(32)]);
  if (r === 3) return Uint8Array.from([...s.subarray(0, 32), ...new Uint8Array(32)]);
  if (r === 4) return Uint8Array.from([...N, ...s.subarray(32)]);
  if (r === 5) return Uint8Array.from([...s.subarray(0, 32), ...fromBig(nBig - toBig(s.subarray(32)))]); // high S
  if (r === 6) return junk();
  if (r === 7) return Uint8Array.from([...fromBig(BigInt(rnd(5))), ...s.subarray(32)]);
  return s;
}
const parity = () => pick([undefined, 0, 1, 0, 1, 2, -1, '0', true]);
const recid = () => pick([0, 1, 2, 3, 0, 1, 2, 3, 4, -1, 1.5, '1', undefined, 7]);

// A key pair that is sometimes related to the other arguments (so that results are not all
// "invalid"): d, its points, a message, signatures over it.
function ctx() {
  const d = rnd(8) === 0 ? scalar() : validScalar();
  const m = hash();
  return { d, m };
}

const cases = {
  isPoint: () => [point()],
  isPointCompressed: () => [point()],
  isXOnlyPoint: () => [rnd(2) ? xonly() : point()],
  isPrivate: () => [scalar()],
  pointAdd: () => {
    const a = point();
    const b = rnd(6) === 0 && a instanceof Uint8Array && tiny.isPoint(a) ? tiny.pointMultiply(a, fromBig(nBig - 1n)) : point();
    return [a, b, compressed()];
  },
  pointAddScalar: () => {
    const d = validScalar();
    const p = rnd(4) ? tiny.pointFromScalar(d, rnd(2) === 0) : point();
    const t = rnd(8) === 0 ? fromBig(nBig - toBig(d)) : scalar(); // p + (n-d)G = infinity
    return [p, t, compressed()];
  },
  pointMultiply: () => [point(), scalar(), compressed()],
  pointCompress: () => [point(), compressed()],
  pointFromScalar: () => [scalar(), compressed()],
  xOnlyPointFromScalar: () => [scalar()],
  xOnlyPointFromPoint: () => [point()],
  privateAdd: () => {
    const d = scalar();
    const t = rnd(8) === 0 && tiny.isPrivate(d) ? fromBig(nBig - toBig(d)) : scalar();
    return [d, t];
  },
  privateSub: () => {
    const d = scalar();
    return [d, rnd(8) === 0 ? new Uint8Array(d instanceof Uint8Array ? d : 0) : scalar()];
  },
  privateNegate: () => [scalar()],
  xOnlyPointAddTweak: () => [xonly(), scalar()],
  xOnlyPointAddTweakCheck: () => {
    const p = xonly();
    const t = rnd(3) ? validScalar() : scalar();
    let res = xonly();
    let par = rnd(3) ? rnd(2) : parity();
    if (rnd(2)) {
      try {
        const r = tiny.xOnlyPointAddTweak(p, t);
        if (r) {
          res = rnd(6) === 0 ? mutate(r.xOnlyPubkey) : r.xOnlyPubkey;
          if (rnd(2)) par = rnd(5) === 0 ? 1 - r.parity : r.parity;
        }
      } catch {}
    }
    return [p, t, res, par];
  },
  sign: () => { const { d, m } = ctx(); return [m, d, extra()]; },
  signRecoverable: () => { const { d, m } = ctx(); return [m, d, extra()]; },
  signSchnorr: () => { const { d, m } = ctx(); return [m, d, extra()]; },
  verify: () => {
    const { d, m } = ctx();
    let q = rnd(4) ? null : point();
    if (!q) try { q = tiny.pointFromScalar(d, rnd(2) === 0); } catch { q = point(); }
    return [rnd(10) ? m : hash(), q, signature(m, d, 'ecdsa'), pick([undefined, true, false, 1])];
  },
  recover: () => {
    const { d, m } = ctx();
    let sig = signature(m, d, 'ecdsa'), id = recid();
    if (rnd(2)) try { const r = tiny.signRecoverable(m, d); sig = rnd(6) ? r.signature : mutate(r.signature); if (rnd(3)) id = r.recoveryId; } catch {}
    return [m, sig, id, pick([undefined, true, false])];
  },
  verifySchnorr: () => {
    const { d, m } = ctx();
    let q = rnd(4) ? null : xonly();
    if (!q) try { q = tiny.xOnlyPointFromScalar(d); } catch { q = xonly(); }
    return [rnd(10) ? m : hash(), q, signature(m, d, 'schnorr')];
  },
};

function outcome(fn, args) {
  try {
    return JSON.stringify(fn(...args), (k, v) => (v instanceof Uint8Array ? 'u8:' + Buffer.from(v).toString('hex') : v === undefined ? 'undef' : v))
      ?? 'undefined';
  } catch (e) {
    return `throw ${e?.constructor?.name}: ${e?.message}`;
  }
}
const show = (args) => args.map((a) => (a instanceof Uint8Array ? `${a.constructor.name}(${Buffer.from(a).toString('hex')})` : JSON.stringify(a))).join(', ');

let passed = 0, failed = 0;
const perOutcome = {};
for (const [name, gen] of Object.entries(cases)) {
  let throws = 0, nulls = 0;
  for (let i = 0; i < perFn; i++) {
    tick();
    const args = gen();
    const a = outcome(tiny[name], args);
    const b = outcome(ufsecp[name], args);
    if (a === b) passed++;
    else {
      failed++;
      if (failed <= 20) console.log(`MISMATCH ${name}(${show(args)})\n  tiny:   ${a}\n  ufsecp: ${b}`);
    }
    if (a.startsWith('throw')) throws++;
    else if (a === 'null' || a === 'false') nulls++;
  }
  perOutcome[name] = `${perFn - throws - nulls} value / ${nulls} null-or-false / ${throws} throw`;
}
// pointNegate is not in tiny-secp256k1 2.x: -P = (n-1)*P there.
for (let i = 0; i < perFn; i++) {
  tick();
  const p = point(), c = compressed();
  const a = outcome((q, cc) => tiny.pointMultiply(q, fromBig(nBig - 1n), cc), [p, c]);
  const b = outcome(ufsecp.pointNegate, [p, c]);
  if (a === b) passed++;
  else { failed++; if (failed <= 20) console.log(`MISMATCH pointNegate(${show([p, c])})\n  tiny:   ${a}\n  ufsecp: ${b}`); }
}
for (const [k, v] of Object.entries(perOutcome)) console.log(`  ${k}: ${v}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
