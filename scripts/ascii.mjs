// Rewrites every character outside ASCII in what every run compiles, the bundles' entries
// (dist/index.js and dist/cli/index.js) and the chunks each entry loads first, as a \uXXXX
// escape, and moves their source maps' columns to match. Node reads a file holding any such
// character (an ellipsis in a message, an arrow in a comment) as a two-byte string: decoding the
// action's entry then took 1.2 ms instead of 0.3, and V8 scans it more slowly
// (docs/performance.md). The escape means the same character in a string, an untagged template
// or a regular expression, and in a comment it is text; these files hold our sources and
// picomatch, and test/bundle.test.ts checks that none of their tagged templates (whose raw text
// would change) holds such a character. The other chunks load on demand and are left as ncc
// writes them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

// The bundle's directory: dist/, or another given (the tests' own build, test/support/global-setup.ts).
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const NOT_ASCII = /[\u0080-\uffff]/g;
const HAS_NOT_ASCII = /[\u0080-\uffff]/;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one mapping segment (base64 VLQ). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export function encodeSegment(values) {
  let text = '';
  for (const number of values) {
    let vlq = number < 0 ? (-number << 1) | 1 : number << 1;
    do {
      let digit = vlq & 31;
      vlq >>>= 5;
      if (vlq > 0) digit |= 32;
      text += B64[digit];
    } while (vlq > 0);
  }
  return text;
}

/**
 * The mappings with each generated column moved right by 5 for every escaped character before
 * it on its line (one UTF-16 unit becomes six characters). Columns are UTF-16 units.
 */
export function shiftMappings(mappings, lines) {
  return mappings
    .split(';')
    .map((line, index) => {
      const escaped = [];
      for (const match of (lines[index] ?? '').matchAll(NOT_ASCII)) escaped.push(match.index);
      if (escaped.length === 0 || line === '') return line;
      let column = 0;
      let shiftedBefore = 0;
      return line
        .split(',')
        .map((segment) => {
          const values = decodeSegment(segment);
          column += values[0];
          const shifted = column + 5 * escaped.filter((at) => at < column).length;
          values[0] = shifted - shiftedBefore;
          shiftedBefore = shifted;
          return encodeSegment(values);
        })
        .join(',');
    })
    .join(';');
}

/**
 * What every run compiles: each entry (dist/index.js, dist/cli/index.js), and the chunks the
 * entry itself loads (the run's code, which the entry imports once Node's compile cache is on,
 * src/doors/compile-cache.ts), found by their ids in the entry's `__nccwpck_require__.e(N)`.
 */
export function startFiles(root) {
  return [root, path.join(root, 'cli')].flatMap((dir) => {
    const entry = path.join(dir, 'index.js');
    const ids = readFileSync(entry, 'utf8').matchAll(/__nccwpck_require__\.e\((\d+)\)/g);
    return [entry, ...new Set([...ids].map((m) => path.join(dir, `${m[1]}.index.js`)))];
  });
}

const escape = (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

// Run as a script (npm run bundle); imported by the tests for its decoder.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let files = 0;
  for (const file of startFiles(dist)) {
    const text = readFileSync(file, 'utf8');
    if (!HAS_NOT_ASCII.test(text)) continue;
    files++;
    writeFileSync(file, text.replace(NOT_ASCII, escape));
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    map.mappings = shiftMappings(map.mappings, text.split('\n'));
    writeFileSync(mapFile, JSON.stringify(map));
  }
  console.log(`ascii: escaped the characters outside ASCII in ${files} start file(s) of ${dist}`);
}
