/**
 * The Python reader's imports kept between runs, in the graph cache (the store Bazel's graphs use,
 * `graph-cache`): each Python file's scan under its blob id. A blob id names the file's exact
 * bytes, so a scan found under it is that file's, whatever commit it came from: an entry saved at
 * any commit answers every file that did not change since, and the rest are scanned. The key
 * holds the entry format and the scanner's identity (its code's hash), so a new scanner misses.
 * An entry is checked whole before use; one that is not what this code writes is refused.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { errorMessage } from '../../../format.js';
import type { GraphCacheStore } from '../cache/store.js';
import { scanPython } from './scan.js';
import { ImportTable, ScanCache, type FileScan, type Import } from './scans.js';

export { ScanCache };

/** Bumped whenever the entry's shape or what a scan holds changes. */
export const PYTHON_CACHE_FORMAT = 2;

const MAGIC = 'mq-python-imports';

/** The most an entry may hold once inflated: a larger one is hostile or broken, and a miss. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

/** The scanner's identity: a hash of its code, so that a changed scanner's entries miss. */
function scannerId(): string {
  return createHash('sha256').update(scanPython.toString()).digest('hex').slice(0, 12);
}

/** Keys: the exact one for the head commit, and the prefix a near hit is found by. */
export function cacheKeys(commit: string): { key: string; prefix: string } {
  const prefix = `python-imports-${PYTHON_CACHE_FORMAT}-${scannerId()}-`;
  return { key: `${prefix}${commit}`, prefix };
}

/**
 * An entry: the import table once, then for each file (by blob id) the numbers of its imports;
 * the dynamic imports and parse errors of the few files that have them apart.
 */
interface Entry {
  magic: string;
  format: number;
  commit: string;
  savedAt: string;
  imports: Import[];
  oids: string[];
  files: number[][];
  dynamic: Record<string, [number, string][]>;
  errors: Record<string, [number, string]>;
}

/** The entry's bytes: the scans of `oids` (the head's Python files), gzipped JSON. */
export function encodeEntry(commit: string, oids: Iterable<string>, cache: ScanCache): Buffer {
  // Only the imports these files use, renumbered.
  const table = new ImportTable();
  const entry: Entry = {
    magic: MAGIC,
    format: PYTHON_CACHE_FORMAT,
    commit,
    savedAt: new Date().toISOString(),
    imports: table.imports as Import[],
    oids: [],
    files: [],
    dynamic: {},
    errors: {},
  };
  const seen = new Set<string>();
  for (const oid of oids) {
    const scan = cache.get(oid);
    if (!scan || seen.has(oid)) continue;
    seen.add(oid);
    entry.oids.push(oid);
    entry.files.push(scan.imports.map((n) => table.id(cache.table.imports[n]!)));
    if (scan.dynamic) entry.dynamic[oid] = scan.dynamic.map((d) => [d[0], d[1]]);
    if (scan.error) entry.errors[oid] = [scan.error[0], scan.error[1]];
  }
  return gzipSync(JSON.stringify(entry));
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isPair = (v: unknown): v is [number, string] =>
  Array.isArray(v) && v.length === 2 && isInt(v[0]) && typeof v[1] === 'string';
const isImport = (i: unknown): i is Import =>
  Array.isArray(i) &&
  (i.length === 2 || i.length === 3) &&
  typeof i[0] === 'string' &&
  isInt(i[1]) &&
  (i.length === 2 || (Array.isArray(i[2]) && i[2].every((n) => typeof n === 'string')));
const OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** An entry's scans; a sentence saying why it is refused. */
export function decodeEntry(
  data: Buffer,
): { cache: ScanCache; commit: string; savedAt: string } | { bad: string } {
  let doc: unknown;
  try {
    doc = JSON.parse(gunzipSync(data, { maxOutputLength: MAX_ENTRY_BYTES }).toString('utf8'));
  } catch (error) {
    return { bad: `it cannot be read (${errorMessage(error).split('\n')[0]})` };
  }
  const entry = doc as Partial<Entry> | null;
  if (!entry || typeof entry !== 'object' || entry.magic !== MAGIC)
    return { bad: 'it is not an entry of Python imports' };
  if (entry.format !== PYTHON_CACHE_FORMAT)
    return { bad: `its format is ${String(entry.format)}, not ${PYTHON_CACHE_FORMAT}` };
  if (typeof entry.commit !== 'string' || typeof entry.savedAt !== 'string')
    return { bad: 'it names no commit' };
  const { imports, oids, files, dynamic, errors } = entry;
  if (!Array.isArray(imports) || !imports.every(isImport))
    return { bad: 'its import table is not one this reader writes' };
  if (!Array.isArray(oids) || !Array.isArray(files) || oids.length !== files.length)
    return { bad: 'its files are not listed as this reader writes them' };
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(dynamic) || !isObject(errors))
    return { bad: 'its notes are not as this reader writes them' };
  // Saved distinct, so taken as it is.
  const table = new ImportTable(imports);
  const scans = new Map<string, FileScan>();
  for (let f = 0; f < oids.length; f++) {
    const oid = oids[f];
    const list = files[f];
    if (typeof oid !== 'string' || !OID.test(oid) || !Array.isArray(list))
      return { bad: `its file ${f} is not one this reader writes` };
    const max = imports.length;
    for (let i = 0; i < list.length; i++) {
      const n: unknown = list[i];
      if (typeof n !== 'number' || !(n >= 0 && n < max) || n % 1 !== 0)
        return { bad: `its scan of ${oid} names no import of its table` };
    }
    const mine = list as number[];
    const d = dynamic[oid];
    const e = errors[oid];
    if (d !== undefined && !(Array.isArray(d) && d.every(isPair)))
      return { bad: `its note of ${oid} is not one this reader writes` };
    if (e !== undefined && !isPair(e))
      return { bad: `its note of ${oid} is not one this reader writes` };
    scans.set(oid, {
      imports: mine,
      ...(d !== undefined && { dynamic: d }),
      ...(e !== undefined && { error: e }),
    });
  }
  return { cache: new ScanCache(table, scans), commit: entry.commit, savedAt: entry.savedAt };
}

/** The entry for `commit` (or the newest near one), or why there is none. */
export async function restoreScans(
  store: GraphCacheStore,
  commit: string,
): Promise<{ cache: ScanCache; from: string } | { miss: string } | { bad: string }> {
  const { key, prefix } = cacheKeys(commit);
  const found = await store.restore(key, [prefix]);
  if (!found) return { miss: `no entry in ${store.name}` };
  const entry = decodeEntry(found.data);
  if ('bad' in entry)
    return { bad: `the entry ${found.key} in ${store.name} is not used: ${entry.bad}` };
  return {
    cache: entry.cache,
    from: `the entry saved at ${entry.commit.slice(0, 12)} on ${entry.savedAt.slice(0, 10)}`,
  };
}

/** Saves the scans of `oids` under `commit`'s key. */
export async function saveScans(
  store: GraphCacheStore,
  commit: string,
  oids: Iterable<string>,
  cache: ScanCache,
): Promise<void> {
  await store.save(cacheKeys(commit).key, encodeEntry(commit, oids, cache));
}
