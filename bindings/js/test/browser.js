// Loads demo/index.html in Debian's headless Chromium (playwright-core driving
// /usr/bin/chromium or $CHROMIUM; no browser download) over a local HTTP server serving
// this package, and checks the results the page writes. Last line: "N passed, M failed".
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
const server = createServer(async (req, res) => {
  const path = normalize(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
  if (!path.startsWith(root)) { res.writeHead(403).end(); return; }
  try {
    const body = await readFile(path);
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch { res.writeHead(404).end(); }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/demo/index.html`;

let passed = 0, failed = 0;
const check = (name, cond) => { if (cond) passed++; else { failed++; console.log(`FAIL ${name}`); } };
const profile = mkdtempSync(join(tmpdir(), 'ufsecp-chromium-'));
let browser;
try {
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  page.on('console', (m) => console.log(`  [page] ${m.text()}`));
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('result').textContent.includes('"done":true'), null, { timeout: 60000 });
  const r = JSON.parse(await page.textContent('#result'));
  console.log(`browser: ${await browser.browser()?.version() ?? 'chromium'}; result ${JSON.stringify(r)}`);
  check('no error', !r.error);
  check('public key is 33 bytes', typeof r.pubkey === 'string' && r.pubkey.length === 66);
  check('ECDSA verifies', r.ecdsaOk === true);
  check('Schnorr verifies', r.schnorrOk === true);
  check('tampered signature rejected', r.tamperedRejected === true);
  check('1,000 verifications all valid', r.verify1000Ok === true);
  check('timing reported', r.verify1000ms > 0);
  check('MuSig2 session verifies', r.musigOk === true);
  check('silent payment found', r.spOk === true);
  check('status shown', (await page.textContent('#status')) === 'done');
} catch (e) {
  failed++;
  console.log(`FAIL ${e.stack}`);
} finally {
  await browser?.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
