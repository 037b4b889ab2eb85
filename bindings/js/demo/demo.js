// The demo: every result goes into the page (and, as JSON, into #result, which the headless
// browser test reads).
const $ = (id) => document.getElementById(id);
const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const result = { done: false };
try {
  const ecc = await import('../index.js');
  let d;
  do d = crypto.getRandomValues(new Uint8Array(32)); while (!ecc.isPrivate(d));
  const msg = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('ufsecp demo')));
  const pub = ecc.pointFromScalar(d);
  const xonly = ecc.xOnlyPointFromScalar(d);
  const sig = ecc.sign(msg, d);
  const ssig = ecc.signSchnorr(msg, d, crypto.getRandomValues(new Uint8Array(32)));
  d.fill(0);
  result.pubkey = hex(pub);
  result.ecdsaOk = ecc.verify(msg, pub, sig);
  result.schnorrOk = ecc.verifySchnorr(msg, xonly, ssig);
  const bad = ssig.slice();
  bad[5] ^= 1;
  result.tamperedRejected = !ecc.verifySchnorr(msg, xonly, bad);
  const t0 = performance.now();
  let all = true;
  for (let i = 0; i < 1000; i++) all = ecc.verifySchnorr(msg, xonly, ssig) && all;
  result.verify1000ms = performance.now() - t0;
  result.verify1000Ok = all;
  // MuSig2: two signers, one BIP-340 signature.
  const key = () => { let k; do k = crypto.getRandomValues(new Uint8Array(32)); while (!ecc.isPrivate(k)); return k; };
  const sks = [key(), key()], pks = sks.map((k) => ecc.pointFromScalar(k));
  const keyAgg = ecc.musigKeyAgg(ecc.musigKeySort(pks));
  const nonces = pks.map((pk, i) => ecc.musigNonceGen({ publicKey: pk, secretKey: sks[i], message: msg }));
  const session = ecc.musigSession(ecc.musigNonceAgg(nonces.map((n) => n.pubNonce)), msg, keyAgg);
  const msig = ecc.musigPartialSigAgg(session, nonces.map((n, i) => ecc.musigPartialSign(n.secNonce, sks[i], keyAgg, session)));
  result.musigOk = ecc.verifySchnorr(msg, keyAgg.xOnlyPublicKey, msig);
  // Silent payments: send to an sp1 address, scan, spend key matches.
  const bScan = key(), bSpend = key(), input = key(), outpoint = crypto.getRandomValues(new Uint8Array(36));
  const address = ecc.spAddressEncode(ecc.pointFromScalar(bScan), ecc.pointFromScalar(bSpend));
  const [out] = ecc.spCreateOutputs([ecc.spAddressDecode(address)], outpoint, [], [input]);
  const found = ecc.spScan(bScan, ecc.pointFromScalar(bSpend), ecc.spPublicData(outpoint, [], [ecc.pointFromScalar(input)]), [out]);
  result.spOk = found.length === 1 && hex(ecc.xOnlyPointFromScalar(ecc.privateAdd(bSpend, found[0].tweak))) === hex(out);
  [...sks, bScan, bSpend, input].forEach((k) => k.fill(0));
  $('musig').textContent = String(result.musigOk);
  $('sp').textContent = `${result.spOk} (${address.slice(0, 20)}…)`;
  $('pubkey').textContent = result.pubkey;
  $('ecdsa').textContent = hex(sig);
  $('ecdsa-ok').textContent = String(result.ecdsaOk);
  $('schnorr').textContent = hex(ssig);
  $('schnorr-ok').textContent = String(result.schnorrOk);
  $('tampered').textContent = String(result.tamperedRejected);
  $('timing').textContent = `${result.verify1000ms.toFixed(1)} ms (${(result.verify1000ms).toFixed(1)} µs each), all valid: ${all}`;
  $('status').textContent = 'done';
} catch (e) {
  result.error = String(e && e.stack || e);
  $('status').textContent = 'error: ' + result.error;
}
result.done = true;
$('result').textContent = JSON.stringify(result);
