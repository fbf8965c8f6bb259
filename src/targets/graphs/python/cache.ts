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
import type { FileScan } from './index.js';
import { scanPython } from './scan.js';

/** Bumped whenever the entry's shape or what a scan holds changes. */
export const PYTHON_CACHE_FORMAT = 1;

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

/** Scans by blob id: those restored, and those scanned in this run (to save). */
export class ScanCache {
  readonly scans: Map<string, FileScan>;
  fresh = 0;
  constructor(scans: Map<string, FileScan> = new Map()) {
    this.scans = scans;
  }
  get(oid: string): FileScan | undefined {
    return this.scans.get(oid);
  }
  set(oid: string, scan: FileScan): void {
    if (!this.scans.has(oid)) this.fresh++;
    this.scans.set(oid, scan);
  }
}

interface Entry {
  magic: string;
  format: number;
  commit: string;
  savedAt: string;
  scans: Record<string, unknown>;
}

/** The entry's bytes: the scans of `oids` (the head's Python files), gzipped JSON. */
export function encodeEntry(commit: string, oids: Iterable<string>, cache: ScanCache): Buffer {
  const scans: Record<string, FileScan> = {};
  for (const oid of oids) {
    const scan = cache.get(oid);
    if (scan) scans[oid] = scan;
  }
  const entry: Entry = {
    magic: MAGIC,
    format: PYTHON_CACHE_FORMAT,
    commit,
    savedAt: new Date().toISOString(),
    scans,
  };
  return gzipSync(JSON.stringify(entry));
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/** One scan as written by encodeEntry; undefined when it is not. */
function checkScan(value: unknown): FileScan | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { imports, dynamic, error, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !Array.isArray(imports)) return undefined;
  for (const i of imports as unknown[]) {
    if (!Array.isArray(i) || i.length < 2 || i.length > 3) return undefined;
    if (typeof i[0] !== 'string' || !isInt(i[1])) return undefined;
    if (i.length === 3 && !isStringList(i[2])) return undefined;
  }
  if (dynamic !== undefined) {
    if (!Array.isArray(dynamic)) return undefined;
    for (const d of dynamic as unknown[])
      if (!Array.isArray(d) || d.length !== 2 || !isInt(d[0]) || typeof d[1] !== 'string')
        return undefined;
  }
  if (error !== undefined) {
    if (
      !Array.isArray(error) ||
      error.length !== 2 ||
      !isInt(error[0]) ||
      typeof error[1] !== 'string'
    )
      return undefined;
  }
  return value as FileScan;
}

/** An entry's scans; a sentence saying why it is refused. */
export function decodeEntry(
  data: Buffer,
): { scans: Map<string, FileScan>; commit: string; savedAt: string } | { bad: string } {
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
  if (!entry.scans || typeof entry.scans !== 'object' || Array.isArray(entry.scans))
    return { bad: 'it holds no scans' };
  const scans = new Map<string, FileScan>();
  for (const [oid, value] of Object.entries(entry.scans)) {
    const scan = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(oid) ? checkScan(value) : undefined;
    if (!scan) return { bad: `its scan of ${oid.slice(0, 40)} is not one this reader writes` };
    scans.set(oid, scan);
  }
  return { scans, commit: entry.commit, savedAt: entry.savedAt };
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
    cache: new ScanCache(entry.scans),
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
