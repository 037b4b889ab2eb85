// Loads a .wasm file that sits next to this package's modules: fetched relative to
// import.meta.url in browsers, Deno and Bun; read with node:fs in Node (whose fetch does
// not accept file: URLs). No bundler plugin is needed; a bundler that does not copy the
// .wasm must be told to (or the application calls instantiate() with the bytes itself).
import { instantiate } from './core.js';

export async function load(url) {
  if (url.protocol === 'file:' && typeof process !== 'undefined' && process.versions?.node) {
    const { readFile } = await import('node:fs/promises');
    return instantiate(await readFile(url));
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error(`ufsecp: cannot fetch ${url}: ${res.status}`);
  return instantiate(await res.arrayBuffer());
}
