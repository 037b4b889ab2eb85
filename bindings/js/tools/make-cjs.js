// Writes the CommonJS copies of lib/core.js, lib/protocols.js and lib/frost.js (lib/cjs/*.cjs, not in git;
// `npm run build` and scripts/test-js.sh run this) for index.cjs / small.cjs. The ES modules
// stay the source: this rewrites only their import/export lines (the lib files use just
// `import { a, b } from './x.js';`, `export function/class/const` and `export { a };`, and
// this fails loudly on any other form).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const lib = fileURLToPath(new URL('../lib/', import.meta.url));
mkdirSync(join(lib, 'cjs'), { recursive: true });
for (const name of ['core', 'protocols', 'frost']) {
  const names = [];
  const out = readFileSync(join(lib, `${name}.js`), 'utf8').split('\n').map((line) => {
    let m;
    if ((m = line.match(/^import \{ ([\w, ]+) \} from '\.\/(\w+)\.js';$/))) return `const { ${m[1]} } = require('./${m[2]}.cjs');`;
    if ((m = line.match(/^export (async function|function|class|const) (\w+)(.*)$/))) { names.push(m[2]); return `${m[1]} ${m[2]}${m[3]}`; }
    if ((m = line.match(/^export \{ ([\w, ]+) \};$/))) { names.push(...m[1].split(', ')); return ''; }
    if (/^\s*(import|export)\s/.test(line)) throw new Error(`make-cjs: cannot convert ${name}.js: ${line}`);
    return line;
  });
  const text = `// Generated from lib/${name}.js by tools/make-cjs.js: do not edit.\n'use strict';\n${out.join('\n')}\nmodule.exports = { ${names.join(', ')} };\n`;
  writeFileSync(join(lib, 'cjs', `${name}.cjs`), text);
}
