/**
 * Each Python file's imports as the graph (and the graph cache) keeps them: every distinct import
 * (module, leading dots, names) once in a table, each file a list of its entries' numbers. A
 * large repository writes the same import in thousands of files; resolved once per entry (per
 * directory for a relative one), and kept compact between runs.
 */
import type { PyImport, PyScan } from './scan.js';

/** One import: the module as written, its leading dots, the names of `from ... import`. */
export type Import = readonly [module: string, level: number, names?: readonly string[]];

/** The distinct imports, each numbered by its place. */
export class ImportTable {
  readonly imports: Import[];
  /**
   * Number by module, then by level and names (built when first asked: a table restored whole
   * may never be). Nested, so that looking an import up builds no key string.
   */
  private numbers:
    Map<string, { level: number; names: string | undefined; n: number }[]> | undefined;

  /** A table of `imports`, which must be distinct (as a saved table is). */
  constructor(imports: Import[] = []) {
    this.imports = imports;
  }

  /** The number of `entry`, added when new. */
  id(entry: Import): number {
    if (!this.numbers) {
      this.numbers = new Map();
      this.imports.forEach((i, n) => this.remember(i, n));
    }
    const [module, level, names] = entry;
    const key = namesKey(names);
    for (const known of this.numbers.get(module) ?? []) {
      if (known.level === level && known.names === key) return known.n;
    }
    const n = this.imports.length;
    this.imports.push(entry);
    this.remember(entry, n);
    return n;
  }

  private remember([module, level, names]: Import, n: number): void {
    const list = this.numbers!.get(module);
    const known = { level, names: namesKey(names), n };
    if (list) list.push(known);
    else this.numbers!.set(module, [known]);
  }
}

const namesKey = (names: readonly string[] | undefined) =>
  names === undefined ? undefined : names.length === 1 ? names[0]! : names.join('\0');

/** Numbers as a scan or a kept graph holds them: a list, or a slice of an entry's section. */
export type Numbers = readonly number[] | Int32Array;

/** One file's scan, its imports as numbers of a table. */
export interface FileScan {
  imports: Numbers;
  /** Dynamic imports whose module is not a literal: line and call, for the log. */
  dynamic?: readonly (readonly [line: number, call: string])[];
  /** Where and why the file does not parse. */
  error?: readonly [line: number, message: string];
}

/**
 * An import in the graph's terms: `importlib.import_module("..x", "pkg")` made absolute with its
 * anchor (one without an anchor cannot run, so it names nothing); every other form as written.
 */
function importOf(i: PyImport): Import | undefined {
  if (i.via === 'import_module' && i.level > 0) {
    if (i.package === undefined) return undefined;
    const anchor = i.package.split('.').filter(Boolean);
    if (i.level - 1 > anchor.length) return undefined;
    const base = anchor.slice(0, anchor.length - (i.level - 1));
    return [[...base, ...(i.module === '' ? [] : [i.module])].join('.'), 0];
  }
  return i.names === undefined ? [i.module, i.level] : [i.module, i.level, i.names];
}

/** A scanner's answer as the graph keeps it, its imports numbered in `table`. */
export function fileScan(scan: PyScan, table: ImportTable): FileScan {
  const imports: number[] = [];
  for (const i of scan.imports) {
    const form = importOf(i);
    if (form) imports.push(table.id(form));
  }
  return {
    imports,
    ...(scan.dynamic.length > 0 && {
      dynamic: scan.dynamic.map((d) => [d.line, d.call] as const),
    }),
    ...(scan.error && { error: [scan.error.line, scan.error.message] as const }),
  };
}

/**
 * The head's Python files' imports resolved to files, kept with the scans: valid for a tree with
 * the same `key` (the resolver, the source roots and every Python path: the same names resolve
 * to the same files), and for each file only while its blob is the one it was resolved from.
 */
export interface KeptGraph {
  key: string;
  /** Per file (the sorted Python paths the key hashes): its blob id when resolved. */
  oids: readonly string[];
  /** The files file `i` imports (their numbers in that order, never `i` itself): `targets[start[i]..start[i + 1]]`. */
  start: Int32Array;
  targets: Int32Array;
}

/** The scans by blob id, with their import table: restored from the graph cache, or made now. */
export class ScanCache {
  /** Scans made in this run (not restored). */
  fresh = 0;
  constructor(
    readonly table = new ImportTable(),
    readonly scans = new Map<string, FileScan>(),
    /** The resolved imports: restored, or recorded by this run's graph (saved with the scans). */
    public graph?: KeptGraph,
  ) {}
  get(oid: string): FileScan | undefined {
    return this.scans.get(oid);
  }
  set(oid: string, scan: FileScan): void {
    if (!this.scans.has(oid)) this.fresh++;
    this.scans.set(oid, scan);
  }
}
