/**
 * Imports resolved to files: every Python file is a node, and an import is an edge to each file
 * it runs or names: the `__init__.py` of every package on the imported path, the module itself
 * (`a/b.py`, `a/b/__init__.py`, their `.pyi` stubs), and, for `from p import n`, the submodule
 * `p.n` when there is one. A name is looked up under every source root (found in two, it is an
 * edge to both), and under the importing file's own base directory, the first one up without an
 * `__init__.py`, which pytest's default import mode and a script run put on `sys.path`. What
 * resolves to no file of the repository is external.
 */
import { dirname } from '../paths.js';
import { isIdentifier } from './units.js';
import { isInit, modulePath } from './tree.js';

/** One import as the graph keeps it: the module, the leading dots, the names of `from ... import`. */
export type Import = readonly [module: string, level: number, names?: readonly string[]];

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

  constructor(files: readonly string[], roots: readonly string[]) {
    this.files = files;
    this.roots = new Set(roots);
    files.forEach((file, id) => {
      this.ids.set(file, id);
      const path = modulePath(file);
      push(this.byPath, path, id);
      if (isInit(file)) this.packages.add(path);
      // Its dotted name under each source root above it.
      if (path === '') return;
      for (let root = dirname(path); ; root = dirname(root)) {
        if (this.roots.has(root)) {
          const parts = (root === '' ? path : path.slice(root.length + 1)).split('/');
          if (parts.every(isIdentifier)) push(this.byModule, parts.join('.'), id);
        }
        if (root === '') break;
      }
    });
  }

  /** The files `imports`, written in `file`, run or name (ids, repeats allowed). */
  targets(file: string, imports: readonly Import[]): number[] {
    const out: number[] = [];
    const add = (ids: number[] | undefined) => {
      if (ids) for (const id of ids) out.push(id);
    };
    const dir = dirname(file);
    // The base directory pytest and scripts put on sys.path, when no source root already.
    let base = dir;
    while (base !== '' && this.packages.has(base)) base = dirname(base);
    const own = this.roots.has(base) ? undefined : base;
    const underPath = (at: string, module: string, names: readonly string[] | undefined) => {
      const parts = module === '' ? [] : module.split('.');
      let path = at;
      for (const part of parts) {
        path = path === '' ? part : `${path}/${part}`;
        add(this.byPath.get(path));
      }
      for (const name of names ?? []) {
        if (name === '*') for (const child of this.pathChildren(path)) add(this.byPath.get(child));
        else add(this.byPath.get(path === '' ? name : `${path}/${name}`));
      }
    };
    for (const [module, level, names] of imports) {
      if (level === 0) {
        if (module === '') continue;
        let name = '';
        for (const part of module.split('.')) {
          name = name === '' ? part : `${name}.${part}`;
          add(this.byModule.get(name));
        }
        for (const n of names ?? []) {
          if (n === '*')
            for (const child of this.moduleChildren(module)) add(this.byModule.get(child));
          else add(this.byModule.get(`${module}.${n}`));
        }
        if (own !== undefined) underPath(own, module, names);
        continue;
      }
      // Relative: from the file's package, up level - 1 directories.
      let anchor = dir;
      let ok = true;
      for (let i = 1; i < level; i++) {
        if (anchor === '') {
          ok = false;
          break;
        }
        anchor = dirname(anchor);
      }
      if (!ok) continue;
      // The anchor package's __init__.py and those of the packages around it.
      for (let p = anchor; ; p = dirname(p)) {
        if (!this.packages.has(p)) break;
        add(this.byPath.get(p));
        if (p === '') break;
      }
      underPath(anchor, module, names);
    }
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

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(id)) list.push(id);
  } else map.set(key, [id]);
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
  importers: readonly (readonly number[] | undefined)[],
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
