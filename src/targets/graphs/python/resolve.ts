/**
 * Imports resolved to files: every Python file is a node, and an import is an edge to each file
 * it runs or names: the `__init__.py` of every package on the imported path, the module itself
 * (`a/b.py`, `a/b/__init__.py`, their `.pyi` stubs), and, for `from p import n`, the submodule
 * `p.n` when there is one. A name is looked up under every source root (found in two, it is an
 * edge to both), and under the importing file's own base directory, the first one up without an
 * `__init__.py`, which pytest's default import mode and a script run put on `sys.path`. What
 * resolves to no file of the repository is external.
 */
import { createHash } from 'node:crypto';
import { dirname } from '../paths.js';
import type { ImportTable, Numbers } from './scans.js';
import { isIdentifier } from './units.js';

/** Relative imports resolved at one directory, by import number. */
interface Anchored {
  anchor: string;
  ids: Map<number, readonly number[]>;
}

/** The Python files, and the names they answer to. */
export class ImportIndex {
  /** File id → path. */
  readonly files: readonly string[];
  readonly ids = new Map<string, number>();
  /** Dotted module name under any source root → the files it is. */
  private readonly byModule = new Map<string, number[]>();
  /** Module path (`a/b` for `a/b.py` and `a/b/__init__.py`) → the files it is. */
  private readonly byPath = new Map<string, number[]>();
  /** Directories holding an `__init__.py`. */
  private readonly packages = new Set<string>();
  private readonly roots: Set<string>;
  private childrenByModule: Map<string, string[]> | undefined;
  private childrenByPath: Map<string, string[]> | undefined;
  /** Per file id, the call of `targets` that last named it (to name each once). */
  private readonly stamp: Int32Array;
  private calls = 0;

  constructor(files: readonly string[], roots: readonly string[]) {
    this.files = files;
    this.roots = new Set(roots);
    this.stamp = new Int32Array(files.length);
    for (let id = 0; id < files.length; id++) this.ids.set(files[id]!, id);
  }

  private built = false;

  /**
   * The names every file answers to, made when an import is first resolved: a run whose graph
   * the cache keeps whole resolves none.
   */
  private build(): void {
    this.built = true;
    const files = this.files;
    // For each directory, the dotted names it has under the roots above it (computed once).
    const dirNames = new Map<string, readonly string[]>();
    const identifiers = new Map<string, boolean>();
    const identifier = (part: string) => {
      let ok = identifiers.get(part);
      if (ok === undefined) identifiers.set(part, (ok = isIdentifier(part)));
      return ok;
    };
    const namesOf = (dir: string): readonly string[] => {
      let names = dirNames.get(dir);
      if (names) return names;
      const out: string[] = [];
      if (dir !== '') {
        const slash = dir.lastIndexOf('/');
        const parent = slash === -1 ? '' : dir.slice(0, slash);
        const part = dir.slice(slash + 1);
        if (identifier(part)) {
          if (this.roots.has(parent)) out.push(part);
          for (const name of namesOf(parent)) out.push(`${name}.${part}`);
        }
      }
      dirNames.set(dir, (names = out));
      return names;
    };
    for (let id = 0; id < files.length; id++) {
      const file = files[id]!;
      // `a/b/c.py` → `a/b/c`; `a/b/__init__.py` → `a/b`.
      const slash = file.lastIndexOf('/');
      const stem = file.slice(slash + 1, file.lastIndexOf('.'));
      const init = stem === '__init__';
      const path = init
        ? slash === -1
          ? ''
          : file.slice(0, slash)
        : file.slice(0, file.lastIndexOf('.'));
      push(this.byPath, path, id);
      if (init) this.packages.add(path);
      // Its dotted name under each source root above it.
      if (path === '') continue;
      const cut = path.lastIndexOf('/');
      const dir = cut === -1 ? '' : path.slice(0, cut);
      const part = cut === -1 ? path : path.slice(cut + 1);
      if (!identifier(part)) continue;
      if (this.roots.has(dir)) push(this.byModule, part, id);
      for (const name of namesOf(dir)) push(this.byModule, `${name}.${part}`, id);
    }
  }

  /** The files `imports` (numbers of `table`), written in `file`, run or name (ids, each once). */
  targets(file: string, imports: Numbers, table: ImportTable): number[] {
    if (!this.built) this.build();
    const out: number[] = [];
    const call = ++this.calls;
    const slash = file.lastIndexOf('/');
    const dir = slash === -1 ? '' : file.slice(0, slash);
    // The base directory pytest and scripts put on sys.path, when no source root already.
    let base = dir;
    while (base !== '' && this.packages.has(base)) base = dirname(base);
    const own = this.roots.has(base) ? undefined : base;
    let relative: (Anchored | null)[] | undefined;
    for (const n of imports) {
      const [module, level, names] = table.imports[n]!;
      if (level === 0) {
        if (module === '') continue;
        let ids = this.absoluteMemo[n];
        if (!ids) this.absoluteMemo[n] = ids = this.absolute(module, names);
        this.add(out, call, ids);
        if (own !== undefined) {
          const key = `${own}\0${n}`;
          let under = this.ownMemo.get(key);
          if (!under) this.ownMemo.set(key, (under = this.underPath(own, module, names)));
          this.add(out, call, under);
        }
        continue;
      }
      // Relative: from the file's package, up level - 1 directories; memoised by that directory.
      relative ??= [];
      let at = relative[level];
      if (at === undefined) {
        let anchor: string | undefined = dir;
        for (let i = 1; i < level && anchor !== undefined; i++)
          anchor = anchor === '' ? undefined : dirname(anchor);
        at = anchor === undefined ? null : this.anchored(anchor);
        relative[level] = at;
      }
      if (at === null) continue;
      let ids = at.ids.get(n);
      if (!ids) at.ids.set(n, (ids = this.relative(at.anchor, module, names)));
      this.add(out, call, ids);
    }
    return out;
  }

  private anchored(anchor: string): Anchored {
    let at = this.relativeMemo.get(anchor);
    if (!at) this.relativeMemo.set(anchor, (at = { anchor, ids: new Map() }));
    return at;
  }

  /** Resolutions already made: by import number; under a file's own base; relative, by anchor. */
  private readonly absoluteMemo: (readonly number[] | undefined)[] = [];
  private readonly ownMemo = new Map<string, readonly number[]>();
  private readonly relativeMemo = new Map<string, Anchored>();

  /** Adds `ids` to `out`, each once per call of `targets`. */
  private add(out: number[], call: number, ids: readonly number[]): void {
    for (const id of ids) {
      if (this.stamp[id] === call) continue;
      this.stamp[id] = call;
      out.push(id);
    }
  }

  /** `import a.b.c` / `from a.b import n`: every prefix, and the names, under every root. */
  private absolute(module: string, names: readonly string[] | undefined): readonly number[] {
    const chain = this.chain(module);
    if (names === undefined) return chain;
    const out = [...chain];
    for (const n of names) {
      if (n === '*') {
        for (const child of this.moduleChildren(module))
          out.push(...(this.byModule.get(child) ?? []));
      } else {
        const ids = this.byModule.get(`${module}.${n}`);
        if (ids) out.push(...ids);
      }
    }
    return out;
  }

  /** The files of `module` and of every package above it (memoised: modules share prefixes). */
  private chain(module: string): readonly number[] {
    let ids = this.chains.get(module);
    if (ids) return ids;
    const dot = module.lastIndexOf('.');
    const above = dot === -1 ? [] : this.chain(module.slice(0, dot));
    const own = this.byModule.get(module);
    ids = own ? [...above, ...own] : above;
    this.chains.set(module, ids);
    return ids;
  }

  private readonly chains = new Map<string, readonly number[]>();

  /** The same under one directory: the path of each prefix, and the names. */
  private underPath(at: string, module: string, names: readonly string[] | undefined): number[] {
    const out: number[] = [];
    const add = (ids: number[] | undefined) => {
      if (ids) out.push(...ids);
    };
    let path = at;
    for (const part of module === '' ? [] : module.split('.')) {
      path = path === '' ? part : `${path}/${part}`;
      add(this.byPath.get(path));
    }
    for (const name of names ?? []) {
      if (name === '*') for (const child of this.pathChildren(path)) add(this.byPath.get(child));
      else add(this.byPath.get(path === '' ? name : `${path}/${name}`));
    }
    return out;
  }

  /** A relative import at `anchor`: its package's __init__.py (and those around it), then the path. */
  private relative(anchor: string, module: string, names: readonly string[] | undefined): number[] {
    const out: number[] = [];
    for (let p = anchor; ; p = dirname(p)) {
      if (!this.packages.has(p)) break;
      out.push(...(this.byPath.get(p) ?? []));
      if (p === '') break;
    }
    out.push(...this.underPath(anchor, module, names));
    return out;
  }

  /** The dotted names one level below `module`. */
  private moduleChildren(module: string): string[] {
    this.childrenByModule ??= childrenOf(this.byModule.keys(), '.');
    return this.childrenByModule.get(module) ?? [];
  }

  private pathChildren(path: string): string[] {
    this.childrenByPath ??= childrenOf(this.byPath.keys(), '/');
    return this.childrenByPath.get(path) ?? [];
  }
}

/**
 * What a file's resolved imports depend on besides its own (its blob's): the resolver's code, the
 * source roots, and every Python path (`files`, sorted). Two trees with one key resolve a file
 * of one blob alike, so a graph kept under it answers the files whose blob did not change. (The
 * code hashed is ImportIndex's and its helpers'; a change to what they call elsewhere, such as
 * units.ts's IDENTIFIER, bumps PYTHON_CACHE_FORMAT.)
 */
export function graphKey(roots: readonly string[], files: readonly string[]): string {
  // Paths hold no NUL: joined by it, two lists hash alike only when they are alike.
  return createHash('sha256')
    .update(`${ImportIndex.toString()}\0${push.toString()}\0${childrenOf.toString()}\0`)
    .update(`${isIdentifier.toString()}\0${dirname.toString()}\0\0`)
    .update(`${roots.join('\0')}\0\0`)
    .update(files.join('\0'))
    .digest('hex')
    .slice(0, 32);
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

function childrenOf(keys: Iterable<string>, separator: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of keys) {
    const at = key.lastIndexOf(separator);
    const parent = at === -1 ? '' : key.slice(0, at);
    const list = out.get(parent);
    if (list) list.push(key);
    else out.set(parent, [key]);
  }
  return out;
}

/** How a file was reached from a seed: the file it imports on the way, and the seed. */
export interface Reach {
  /** The file it imports toward the seed; -1 for a seed itself. */
  via: number;
  seed: number;
  /** Imports between it and the seed (0 for a seed). */
  hops: number;
}

/**
 * The seeds and every file importing one, directly or through other files, breadth first (so
 * each file's reach is a shortest chain). `importers[id]` lists the files importing file `id`.
 */
export function closeOverFiles(
  seeds: Iterable<number>,
  importers: readonly (Numbers | undefined)[],
): Map<number, Reach> {
  const reached = new Map<number, Reach>();
  const queue: number[] = [];
  for (const seed of seeds) {
    if (reached.has(seed)) continue;
    reached.set(seed, { via: -1, seed, hops: 0 });
    queue.push(seed);
  }
  for (let at = 0; at < queue.length; at++) {
    const id = queue[at]!;
    const from = reached.get(id)!;
    for (const importer of importers[id] ?? []) {
      if (reached.has(importer)) continue;
      reached.set(importer, { via: id, seed: from.seed, hops: from.hops + 1 });
      queue.push(importer);
    }
  }
  return reached;
}
