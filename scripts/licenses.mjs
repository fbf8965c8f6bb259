// Writes dist/licenses.txt: every third-party package bundled into dist/, with its licence text.
// ncc's own licence list misses most packages of this ESM bundle, so the list comes from the
// source maps, which name every bundled module. Sorted, so the output is reproducible.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const packages = new Map(); // name -> package directory

// The action's bundle in dist/, the command-line tool's in dist/cli/.
const maps = ['', 'cli'].flatMap((sub) =>
  readdirSync(path.join(dist, sub))
    .filter((f) => f.endsWith('.js.map'))
    .map((f) => path.join(dist, sub, f)),
);
for (const map of maps) {
  const { sources } = JSON.parse(readFileSync(map, 'utf8'));
  for (const source of sources) {
    const at = source.lastIndexOf('node_modules/');
    if (at === -1) continue;
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const dir = path.resolve(
      path.dirname(map),
      source.slice(0, at + 'node_modules/'.length) + name,
    );
    if (!packages.has(name)) packages.set(name, dir);
  }
}

const entries = [...packages.keys()].sort().map((name) => {
  const dir = packages.get(name);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const licenseFile = readdirSync(dir).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
  const text = licenseFile ? readFileSync(path.join(dir, licenseFile), 'utf8').trim() : '';
  if (!licenseFile && !manifest.license) throw new Error(`${name}: no licence found`);
  return `${name}@${manifest.version}\n${manifest.license ?? 'see package'}\n${text}`;
});

writeFileSync(path.join(dist, 'licenses.txt'), `${entries.join('\n\n')}\n`);
if (!existsSync(path.join(dist, 'licenses.txt'))) process.exit(1);
console.log(`dist/licenses.txt: ${entries.length} packages`);
