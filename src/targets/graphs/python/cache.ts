/**
 * The Python reader's imports kept between runs, in the graph cache (the store Bazel's graphs use,
 * `graph-cache`): each Python file's scan under its blob id. A blob id names the file's exact
 * bytes, so a scan found under it is that file's, whatever commit it came from: an entry saved at
 * any commit answers every file that did not change since, and the rest are scanned. The key
 * holds the entry format and the scanner's identity (its code's hash), so a new scanner misses.
 * With the scans, the graph a run resolved them into (KeptGraph): a later run on a tree of the
 * same Python paths and source roots takes each file's resolved imports while its blob is the
 * same, and resolves the rest. An entry is checked whole before use; one that is not what this
 * code writes is refused (a miss, with a warning: every file is then read and resolved).
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { errorMessage } from '../../../format.js';
import { entryHeader, int32Bytes, int32s } from '../cache/bytes.js';
import type { GraphCacheStore } from '../cache/store.js';
import { scanPython } from './scan.js';
import { ImportTable, ScanCache, type FileScan, type Import, type KeptGraph } from './scans.js';

export { ScanCache };

/** Bumped whenever the entry's shape or what a scan holds changes. */
export const PYTHON_CACHE_FORMAT = 3;

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

// The entry, gzipped: a magic line, the length of a JSON header, the header (the commit, the
// import table, the few files' notes, each section's length), then the sections, raw: the blob
// ids each ended by NUL, numbers as little-endian 32-bit integers. Format 2 was JSON through
// and through, 2.5 MB of it parsed on every run of a 20,000-file repository; a section is copied.
export const MAGIC = 'mq-python-imports\n';

/**
 * The import table: levels, each import's leading dots; nameCounts, how many names its
 * `from ... import` has (-1: it is an `import`); strings, its module then its names, UTF-16
 * (any string a scan can hold, NUL included, comes back as it was), each as long as `lengths`
 * says. oids: the files' blob ids; importStart, imports: the numbers of each one's imports in the
 * table; the kept graph (none: empty): graphOids, each path's blob (a number of `oids`), and
 * edgeStart, edges, the files each path imports.
 */
export const SECTIONS = [
  'levels',
  'nameCounts',
  'lengths',
  'strings',
  'oids',
  'importStart',
  'imports',
  'graphOids',
  'edgeStart',
  'edges',
] as const;
type Section = (typeof SECTIONS)[number];

interface Header {
  format: number;
  commit: string;
  savedAt: string;
  /** How many imports the table has. */
  table: number;
  /** By a file's number in `oids`: its dynamic imports, its parse error. */
  dynamic: [number, [number, string][]][];
  errors: [number, [number, string]][];
  /** The kept graph's key; null without one. */
  graph: string | null;
  sections: number[];
}

/** The graph kept for the entry's files: each path's blob as a number of the entry's list. */
function graphSections(
  graph: KeptGraph | undefined,
  numberOf: ReadonlyMap<string, number>,
): { key: string; oids: Int32Array; start: Int32Array; targets: Int32Array } | undefined {
  if (!graph) return undefined;
  const oids = new Int32Array(graph.oids.length);
  for (let i = 0; i < oids.length; i++) {
    const n = numberOf.get(graph.oids[i]!);
    // A file the entry does not hold (a graph of another tree): not kept.
    if (n === undefined) return undefined;
    oids[i] = n;
  }
  return { key: graph.key, oids, start: graph.start, targets: graph.targets };
}

/**
 * The entry's bytes: the scans of `oids` (the head's Python files), and the graph of their
 * imports resolved when the cache holds one.
 */
export function encodeEntry(commit: string, oids: Iterable<string>, cache: ScanCache): Buffer {
  // Only the imports these files use, renumbered.
  const table = new ImportTable();
  const list: string[] = [];
  const numberOf = new Map<string, number>();
  const importStart: number[] = [0];
  const imports: number[] = [];
  const dynamic: Header['dynamic'] = [];
  const errors: Header['errors'] = [];
  for (const oid of oids) {
    const scan = cache.get(oid);
    if (!scan || numberOf.has(oid)) continue;
    const f = list.length;
    numberOf.set(oid, f);
    list.push(oid);
    for (const n of scan.imports) imports.push(table.id(cache.table.imports[n]!));
    importStart.push(imports.length);
    if (scan.dynamic) dynamic.push([f, scan.dynamic.map((d) => [d[0], d[1]])]);
    if (scan.error) errors.push([f, [scan.error[0], scan.error[1]]]);
  }
  const graph = graphSections(cache.graph, numberOf);
  const levels = new Int32Array(table.imports.length);
  const nameCounts = new Int32Array(table.imports.length);
  const strings: string[] = [];
  table.imports.forEach(([module, level, names], i) => {
    levels[i] = level;
    nameCounts[i] = names?.length ?? -1;
    strings.push(module, ...(names ?? []));
  });
  const sections: Record<Section, Buffer> = {
    levels: int32Bytes(levels),
    nameCounts: int32Bytes(nameCounts),
    lengths: int32Bytes(Int32Array.from(strings, (text) => text.length)),
    strings: Buffer.from(strings.join(''), 'utf16le'),
    oids: Buffer.from(list.map((oid) => `${oid}\0`).join(''), 'latin1'),
    importStart: int32Bytes(Int32Array.from(importStart)),
    imports: int32Bytes(Int32Array.from(imports)),
    graphOids: int32Bytes(graph?.oids ?? new Int32Array()),
    edgeStart: int32Bytes(graph?.start ?? new Int32Array()),
    edges: int32Bytes(graph?.targets ?? new Int32Array()),
  };
  const header: Header = {
    format: PYTHON_CACHE_FORMAT,
    commit,
    savedAt: new Date().toISOString(),
    table: table.imports.length,
    dynamic,
    errors,
    graph: graph?.key ?? null,
    sections: SECTIONS.map((name) => sections[name].length),
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  return gzipSync(
    Buffer.concat([Buffer.from(MAGIC), length, head, ...SECTIONS.map((name) => sections[name])]),
  );
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isPair = (v: unknown): v is [number, string] =>
  Array.isArray(v) && v.length === 2 && isInt(v[0]) && typeof v[1] === 'string';
/** The blob ids section: SHA-1 or SHA-256 ids, each ended by NUL. */
const OIDS = /^(?:(?:[0-9a-f]{40}|[0-9a-f]{64})\0)*$/;

/**
 * Whether `start` (one more than the items) cuts `list` into ranges in order, and every number
 * of `list` is below `max`.
 */
function ranges(
  start: Int32Array | undefined,
  items: number,
  list: Int32Array | undefined,
  max: number,
) {
  if (!start || !list || start.length !== items + 1) return false;
  if (start[0] !== 0 || start[items] !== list.length) return false;
  for (let i = 0; i < items; i++) if (start[i]! > start[i + 1]!) return false;
  for (let i = 0; i < list.length; i++) if (!(list[i]! >= 0 && list[i]! < max)) return false;
  return true;
}

/** The checked header, or why it is not one this reader writes. */
function readHeader(raw: unknown): Header | { bad: string } {
  const h = raw as Partial<Header> | null;
  if (!h || typeof h !== 'object') return { bad: 'its header is not one this reader writes' };
  if (h.format !== PYTHON_CACHE_FORMAT)
    return { bad: `its format is ${String(h.format)}, not ${PYTHON_CACHE_FORMAT}` };
  if (typeof h.commit !== 'string' || typeof h.savedAt !== 'string')
    return { bad: 'it names no commit' };
  if (!isInt(h.table)) return { bad: 'its import table is not one this reader writes' };
  const noted = (v: unknown, note: (n: unknown) => boolean) =>
    Array.isArray(v) &&
    v.every((e) => Array.isArray(e) && e.length === 2 && isInt(e[0]) && note(e[1]));
  if (!noted(h.dynamic, (d) => Array.isArray(d) && d.every(isPair)) || !noted(h.errors, isPair))
    return { bad: 'its notes are not as this reader writes them' };
  if (h.graph !== null && typeof h.graph !== 'string')
    return { bad: 'its graph is not one this reader writes' };
  if (
    !Array.isArray(h.sections) ||
    h.sections.length !== SECTIONS.length ||
    !h.sections.every(isInt)
  )
    return { bad: 'its sections are not as this reader writes them' };
  return h as Header;
}

/** The import table of `count` imports in the sections; undefined when it is not one. */
function readTable(count: number, at: Partial<Record<Section, Buffer>>): Import[] | undefined {
  const levels = int32s(at.levels!);
  const nameCounts = int32s(at.nameCounts!);
  const lengths = int32s(at.lengths!);
  const bytes = at.strings!;
  if (levels?.length !== count || nameCounts?.length !== count || !lengths) return undefined;
  if (bytes.length % 2 !== 0) return undefined;
  const text = bytes.toString('utf16le');
  const table: Import[] = new Array<Import>(count);
  let s = 0;
  let offset = 0;
  const next = (): string | undefined => {
    if (s >= lengths.length) return undefined;
    const length = lengths[s++]!;
    if (!(length >= 0 && offset + length <= text.length)) return undefined;
    return text.slice(offset, (offset += length));
  };
  for (let i = 0; i < count; i++) {
    const module = next();
    const level = levels[i]!;
    const names = nameCounts[i]!;
    if (module === undefined || level < 0 || names < -1 || names > lengths.length - s)
      return undefined;
    if (names === -1) {
      table[i] = [module, level];
      continue;
    }
    const list: string[] = new Array<string>(names);
    for (let k = 0; k < names; k++) {
      const name = next();
      if (name === undefined) return undefined;
      list[k] = name;
    }
    table[i] = [module, level, list];
  }
  return s === lengths.length && offset === text.length ? table : undefined;
}

/** An entry's scans (and kept graph); a sentence saying why it is refused. */
export function decodeEntry(
  data: Buffer,
): { cache: ScanCache; commit: string; savedAt: string } | { bad: string } {
  let bytes: Buffer;
  try {
    bytes = gunzipSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
  } catch (error) {
    return { bad: `it cannot be read (${errorMessage(error).split('\n')[0]})` };
  }
  const magic = Buffer.from(MAGIC);
  if (bytes.length < magic.length + 4 || !bytes.subarray(0, magic.length).equals(magic)) {
    // Format 2 was JSON through and through.
    const older = /^\{"magic":"mq-python-imports","format":(\d+)[,}]/.exec(
      bytes.toString('utf8', 0, 64),
    );
    if (older) return { bad: `its format is ${older[1]}, not ${PYTHON_CACHE_FORMAT}` };
    return { bad: 'it is not an entry of Python imports' };
  }
  const read = entryHeader(bytes, magic.length);
  if ('bad' in read) return read;
  const { header: raw, end: headerEnd } = read;
  const h = readHeader(raw);
  if ('bad' in h) return h;
  const at: Partial<Record<Section, Buffer>> = {};
  let offset = headerEnd;
  SECTIONS.forEach((name, i) => {
    at[name] = bytes.subarray(offset, offset + h.sections[i]!);
    offset += h.sections[i]!;
  });
  if (offset !== bytes.length) return { bad: 'its sections are not as long as its header says' };
  const table = readTable(h.table, at);
  if (!table) return { bad: 'its import table is not one this reader writes' };
  const text = at.oids!.toString('latin1');
  if (!OIDS.test(text)) return { bad: 'its blob ids are not ones this reader writes' };
  const oids = text === '' ? [] : text.slice(0, -1).split('\0');
  const n = oids.length;
  const importStart = int32s(at.importStart!);
  const imports = int32s(at.imports!);
  if (!ranges(importStart, n, imports, table.length))
    return { bad: "its files' imports are not listed as this reader writes them" };
  if (h.dynamic.some(([f]) => f >= n) || h.errors.some(([f]) => f >= n))
    return { bad: 'its notes are not as this reader writes them' };
  let graph: KeptGraph | undefined;
  const graphOids = int32s(at.graphOids!);
  const edgeStart = int32s(at.edgeStart!);
  const edges = int32s(at.edges!);
  if (h.graph === null) {
    if (at.graphOids!.length + at.edgeStart!.length + at.edges!.length > 0)
      return { bad: 'its graph is not one this reader writes' };
  } else {
    const m = graphOids?.length ?? 0;
    if (!graphOids || !graphOids.every((f) => f < n) || !ranges(edgeStart, m, edges, m))
      return { bad: 'its graph is not one this reader writes' };
    graph = {
      key: h.graph,
      oids: Array.from(graphOids, (f) => oids[f]!),
      start: edgeStart!,
      targets: edges!,
    };
  }
  const dynamic = new Map(h.dynamic);
  const errors = new Map(h.errors);
  const scans = new Map<string, FileScan>();
  for (let f = 0; f < n; f++) {
    const d = dynamic.get(f);
    const e = errors.get(f);
    scans.set(oids[f]!, {
      imports: imports!.subarray(importStart![f]!, importStart![f + 1]!),
      ...(d !== undefined && { dynamic: d }),
      ...(e !== undefined && { error: e }),
    });
  }
  // Saved distinct, so taken as it is.
  return {
    cache: new ScanCache(new ImportTable(table), scans, graph),
    commit: h.commit,
    savedAt: h.savedAt,
  };
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
