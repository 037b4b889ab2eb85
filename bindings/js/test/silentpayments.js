// Silent payments (BIP-352) through the JavaScript API: every sending and receiving case of
// bip352/send_and_receive_test_vectors.json, read at run time from ../shared/vectors
// (UFSECP_VECTORS_DIR overrides it; a missing file is a failure).
//   sending    the inputs' keys extracted here by BIP-352's rules (test code, as the library
//              takes extracted keys), checked against input_pub_keys; every address decoded
//              (scan and spend keys checked); spCreateOutputs equal to one of the expected
//              sets, or the expected failure (INFINITY, SP_TOO_MANY_RECIPIENTS)
//   receiving  spPublicData ("tweak"), spSharedSecret, every address (spAddressEncode and
//              back), spScan with the labels: exactly the expected outputs and tweaks;
//              b_spend + tweak gives the output key (privateAdd, xOnlyPointFromScalar); the
//              vector's signature verifies (verifySchnorr); spScanBatch gives the same; the
//              light-client spOutputKey.
// Last line: "N passed, M failed".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createHash } from 'node:crypto';

const ecc = await import('../index.js');
const dir = process.env.UFSECP_VECTORS_DIR ?? join(fileURLToPath(new URL('../../..', import.meta.url)), '..', 'shared', 'vectors');
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b) => Buffer.from(b).toString('hex');
let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
const code = (fn) => { try { fn(); return 'OK'; } catch (e) { return e instanceof ecc.UfsecpError ? e.code : `${e.name}: ${e.message}`; } };

// SHA-256("message"), the message the vectors sign (BIP-352's reference.py).
const MSG = createHash('sha256').update('message').digest();
// BIP-341's NUMS point H (x only), from BIP-341's text.
const NUMS_H = '50929b74c1a04954b78b4b6035e97a5e078a5a0f28ec96d547bfee9ace803ac0';
const hash160 = (b) => createHash('ripemd160').update(createHash('sha256').update(b).digest()).digest();

function parseWitness(w) {
  const items = [];
  if (w.length === 0) return items;
  let pos = 0;
  const cs = () => {
    const c = w[pos++];
    if (c < 0xfd) return c;
    const n = c === 0xfd ? 2 : c === 0xfe ? 4 : 8;
    let v = 0;
    for (let i = 0; i < n; i++) v += w[pos++] * 2 ** (8 * i);
    return v;
  };
  const n = cs();
  for (let i = 0; i < n; i++) { const len = cs(); items.push(w.subarray(pos, pos + len)); pos += len; }
  return items;
}
const compressed = (k) => k.length === 33 && (k[0] === 2 || k[0] === 3);

// { kind: 'taproot' | 'plain' | null, key } of one input (BIP-352 "Inputs For Shared Secret Derivation").
function extract(vin) {
  const spk = hex(vin.prevout.scriptPubKey.hex), ss = hex(vin.scriptSig), wit = parseWitness(hex(vin.txinwitness));
  if (spk.length === 25 && spk[0] === 0x76 && spk[1] === 0xa9 && spk[2] === 0x14 && spk[23] === 0x88 && spk[24] === 0xac) {
    for (let i = ss.length; i >= 33; i--) {
      const k = ss.subarray(i - 33, i);
      if (toHex(hash160(k)) === toHex(spk.subarray(3, 23))) return { kind: compressed(k) ? 'plain' : null, key: k };
    }
    return { kind: null };
  }
  if (spk.length === 23 && spk[0] === 0xa9 && spk[1] === 0x14 && spk[22] === 0x87) {
    const ok = ss.length === 23 && ss[0] === 0x16 && ss[1] === 0 && ss[2] === 0x14 && wit.length && compressed(wit.at(-1));
    return ok ? { kind: 'plain', key: wit.at(-1) } : { kind: null };
  }
  if (spk.length === 22 && spk[0] === 0 && spk[1] === 0x14) {
    return wit.length && compressed(wit.at(-1)) ? { kind: 'plain', key: wit.at(-1) } : { kind: null };
  }
  if (spk.length === 34 && spk[0] === 0x51 && spk[1] === 0x20) {
    const st = [...wit];
    if (st.length >= 2 && st.at(-1).length && st.at(-1)[0] === 0x50) st.pop(); // annex
    if (st.length > 1 && st.at(-1).length >= 33 && toHex(st.at(-1).subarray(1, 33)) === NUMS_H) return { kind: null };
    return { kind: 'taproot', key: spk.subarray(2) };
  }
  return { kind: null };
}
function readInputs(vins, withSecrets) {
  const r = { outpoints: [], xonly: [], plain: [], pubHex: [], trSec: [], plainSec: [] };
  for (const v of vins) {
    const op = new Uint8Array(36);
    op.set(hex(v.txid).reverse());
    new DataView(op.buffer).setUint32(32, v.vout, true);
    r.outpoints.push(op);
    const { kind, key } = extract(v);
    if (!kind) continue;
    const sec = withSecrets ? hex(v.private_key) : null;
    if (kind === 'taproot') { r.xonly.push(key); r.trSec.push(sec); r.pubHex.push('02' + toHex(key)); }
    else { r.plain.push(key); r.plainSec.push(sec); r.pubHex.push(toHex(key)); }
  }
  return r;
}

function sending(s, name) {
  const g = s.given, e = s.expected, inp = readInputs(g.vin, true);
  if (e.input_pub_keys) check(`${name} input_pub_keys`, e.input_pub_keys.join() === inp.pubHex.join());
  const rec = [];
  for (const r of g.recipients) {
    let d;
    const st = code(() => { d = ecc.spAddressDecode(r.address); });
    check(`${name} decode ${r.address}: ${st}`, st === 'OK');
    if (st !== 'OK') continue;
    check(`${name} scan/spend keys of ${r.address}`, toHex(d.scan) === r.scan_pub_key && toHex(d.spend) === r.spend_pub_key);
    check(`${name} version/hrp`, d.version === 0 && d.testnet === r.address.startsWith('tsp1'));
    for (let c = 0; c < (r.count ?? 1); c++) rec.push(d);
  }
  const outs = e.outputs, expectNone = outs.length === 1 && outs[0].length === 0;
  const smallest = ecc.spSmallestOutpoint(inp.outpoints);
  let got;
  const st = code(() => { got = ecc.spCreateOutputs(rec, smallest, inp.trSec, inp.plainSec); });
  if (expectNone) {
    const w = rec.length > 2323 ? 'UFSECP_ERR_SP_TOO_MANY_RECIPIENTS' : 'UFSECP_ERR_INFINITY';
    check(`${name} sending fails with ${w}, got ${st}`, st === w);
    return;
  }
  check(`${name} create outputs: ${st}`, st === 'OK');
    if (st !== 'OK') return;
  const mine = got.map(toHex).sort().join();
  check(`${name} outputs are one of the expected sets`, outs.some((o) => [...o].sort().join() === mine));
}

function receiving(r, name) {
  const g = r.given, e = r.expected, inp = readInputs(g.vin, false);
  const bscan = hex(g.key_material.scan_priv_key), bspend = hex(g.key_material.spend_priv_key);
  const Bscan = ecc.pointFromScalar(bscan), Bspend = ecc.pointFromScalar(bspend);
  const labels = g.labels.map((m) => ecc.spCreateLabel(bscan, m));
  const spends = [Bspend, ...labels.map((l) => ecc.spLabeledSpendKey(Bspend, l.point))];
  check(`${name} address count`, e.addresses.length === spends.length);
  e.addresses.forEach((want, i) => {
    const testnet = want.startsWith('tsp1');
    check(`${name} address ${i}`, ecc.spAddressEncode(Bscan, spends[i], testnet) === want);
    const d = ecc.spAddressDecode(want);
    check(`${name} address round trip ${i}`, toHex(d.scan) === toHex(Bscan) && toHex(d.spend) === toHex(spends[i]) && d.testnet === testnet);
  });
  const smallest = ecc.spSmallestOutpoint(inp.outpoints);
  let tweak;
  const st = code(() => { tweak = ecc.spPublicData(smallest, inp.xonly, inp.plain); });
  if (e.tweak === null || e.tweak === undefined) {
    check(`${name} no tweak: INFINITY, got ${st}`, st === 'UFSECP_ERR_INFINITY');
    return;
  }
  check(`${name} public data: ${st}`, st === 'OK');
    if (st !== 'OK') return;
  check(`${name} tweak`, toHex(tweak) === e.tweak);
  const ss = ecc.spSharedSecret(bscan, tweak);
  check(`${name} shared_secret`, toHex(ss) === e.shared_secret);
  const outputs = g.outputs.map(hex);
  const found = ecc.spScan(bscan, Bspend, tweak, outputs, labels);
  if (e.n_outputs !== undefined) check(`${name} n_outputs`, found.length === e.n_outputs);
  if (e.outputs) {
    check(`${name} found count ${found.length} vs ${e.outputs.length}`, found.length === e.outputs.length);
    for (const want of e.outputs) {
      const hits = found.filter((f) => toHex(outputs[f.outputIndex]) === want.pub_key);
      check(`${name} expected output found: ${want.pub_key}`, hits.length === 1);
      for (const f of hits) {
        check(`${name} priv_key_tweak ${want.pub_key}`, toHex(f.tweak) === want.priv_key_tweak);
        const d = ecc.privateAdd(bspend, f.tweak);
        check(`${name} b_spend + tweak gives the output key`, d !== null && toHex(ecc.xOnlyPointFromScalar(d)) === want.pub_key);
        check(`${name} signature verifies`, ecc.verifySchnorr(MSG, outputs[f.outputIndex], hex(want.signature)));
        if (f.label === null) check(`${name} light client output key`, toHex(ecc.spOutputKey(ss, Bspend, f.k)) === want.pub_key);
      }
    }
  }
  const same = (a, b) => JSON.stringify(a.map((f) => [f.outputIndex, f.k, toHex(f.tweak), f.label && toHex(f.label)]))
    === JSON.stringify(b.map((f) => [f.outputIndex, f.k, toHex(f.tweak), f.label && toHex(f.label)]));
  const batch = ecc.spScanBatch(bscan, Bspend, [{ publicData: tweak, outputs }, { publicData: tweak, outputs: [] }, { publicData: tweak, outputs }], labels);
  check(`${name} batch == single`, batch.length === 3 && same(batch[0], found) && batch[1].length === 0 && same(batch[2], found));
}

let v = null;
try {
  v = JSON.parse(readFileSync(join(dir, 'bip352/send_and_receive_test_vectors.json'), 'utf8'));
} catch (err) {
  failed++;
  console.log(`FAIL missing vector file: ${err.message}`);
}
if (v) {
  check('bip352 vector count', v.length >= 28);
  let nSend = 0, nRecv = 0;
  v.forEach((c, i) => {
    const name = `bip352[${i}] ${c.comment}`;
    c.sending.forEach((s) => { nSend++; sending(s, `${name} send`); });
    c.receiving.forEach((r, j) => { nRecv++; receiving(r, `${name} receive ${j}`); });
  });
  console.log(`${nSend} sending and ${nRecv} receiving cases`);
}
// Bad input: a distinct error, not a crash.
check('bad address: BAD_CHECKSUM', code(() => ecc.spAddressDecode('sp1qqgste7k9hx0qftg6qmwlkqtwuy6cycyavzmzj85c6qdfhjdpdjtdgqjuexzk6murw56suy3e0rd2cgqvycxttddwsvgxe2usfpxumr70xc9pkqwq')) !== 'OK');
check('bad public data: BAD_PUBKEY', code(() => ecc.spScan(new Uint8Array(32).fill(1), ecc.pointFromScalar(new Uint8Array(32).fill(2)), new Uint8Array(33), [])) === 'UFSECP_ERR_BAD_PUBKEY');
check('no inputs: INFINITY', code(() => ecc.spPublicData(new Uint8Array(36), [], [])) === 'UFSECP_ERR_INFINITY');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
