// Points webpack's chunk loader in each entry (dist/index.js, dist/cli/index.js) at the chunks'
// code cache (src/doors/chunk-cache.ts): the runtime asks globalThis[Symbol.for(
// "merge-queue-connect.load-chunk")] for a chunk first, and imports it as ncc wrote it when the
// answer is undefined (no cache in use, or a chunk the cache does not take). The line's source
// map segments after the change move right with it. A runtime without the one expected import
// stops the bundle: the cache would be silently off.
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeSegment, encodeSegment } from './ascii.mjs';

export const LOADER_IMPORT = 'import("./" + __nccwpck_require__.u(chunkId))';
export const HOOKED_IMPORT =
  '(globalThis[Symbol.for("merge-queue-connect.load-chunk")]?.(__nccwpck_require__.u(chunkId)) ?? ' +
  `${LOADER_IMPORT})`;

/** The mappings with the segments of line `line` (0-based) past `column` moved right by `by`. */
export function shiftLine(mappings, line, column, by) {
  const lines = mappings.split(';');
  if (!lines[line]) return mappings;
  let at = 0;
  let moved = false;
  lines[line] = lines[line]
    .split(',')
    .map((segment) => {
      const values = decodeSegment(segment);
      at += values[0];
      // Columns are relative to the segment before: only the first one past the change moves.
      if (!moved && at > column) {
        values[0] += by;
        moved = true;
      }
      return encodeSegment(values);
    })
    .join(',');
  return lines.join(';');
}

/** Hooks the entry `file`, and its source map when there is one. */
export function hookEntry(file) {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(LOADER_IMPORT);
  if (at < 0 || text.indexOf(LOADER_IMPORT, at + 1) >= 0) {
    throw new Error(
      `${file}: expected webpack's chunk loader to import chunks once as ${LOADER_IMPORT}; ` +
        'ncc changed its runtime, and scripts/chunk-hook.mjs must follow it',
    );
  }
  writeFileSync(file, text.slice(0, at) + HOOKED_IMPORT + text.slice(at + LOADER_IMPORT.length));
  let map;
  try {
    map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    return;
  }
  const before = text.slice(0, at);
  const line = before.split('\n').length - 1;
  const column = at - (before.lastIndexOf('\n') + 1);
  map.mappings = shiftLine(map.mappings, line, column, HOOKED_IMPORT.length - LOADER_IMPORT.length);
  writeFileSync(`${file}.map`, JSON.stringify(map));
}

// Run as a script (npm run bundle, the tests' build) on a bundle's directory.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  for (const entry of [path.join(dist, 'index.js'), path.join(dist, 'cli', 'index.js')])
    hookEntry(entry);
  console.log(`chunk-hook: the chunk loaders of ${dist} ask the chunks' code cache first`);
}
