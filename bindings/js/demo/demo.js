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
