/**
 * The Python reader's units, the targets it names: tach's modules (with `<root>` where declared),
 * or, without tach, the top-level import packages under the source roots; plus the finer units
 * the `python-units` input names. Each file belongs to the unit whose directory most deeply holds
 * it (a module that is a file owns that file).
 */
import picomatch from 'picomatch';
import { basename, dirname, under } from '../paths.js';
import { ROOT_MODULE, type TachConfig } from './tach.js';
import { isInit, isPython, type PyTree } from './tree.js';

/** Files whose directory (and the `src/` beside them) is a source root. */
export const DISTRIBUTION_FILES = ['pyproject.toml', 'setup.py', 'setup.cfg'];

/** An identifier Python can import (a path segment of a module name). */
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;
export const isIdentifier = (segment: string) => IDENTIFIER.test(segment);

export interface Unit {
  name: string;
  /** Directories it holds (every file below, unless a deeper unit's). */
  dirs: string[];
  /** Files it is (a module that is a file). */
  files: string[];
}

export interface PyUnits {
  units: Map<string, Unit>;
  /** Where absolute imports are resolved: repository-relative directories ('' the root). */
  sourceRoots: string[];
  /** `<root>` where tach declares it: the Python files under these roots no module holds. */
  rootModule?: string[] | undefined;
  warnings: string[];
  /** tach's modules as declared (a path, a glob, `<root>`) → the units they are. */
  declared: Map<string, string[]>;
  /** The units holding `file` (several only where two name one directory). */
  owners(file: string): readonly string[];
}

/**
 * The source roots without tach: the repository's root, each directory holding a
 * pyproject.toml, setup.py or setup.cfg, and the `src/` beside such a file.
 */
export function discoverRoots(tree: PyTree): string[] {
  const roots = new Set<string>(['']);
  for (const file of tree.paths) {
    if (!DISTRIBUTION_FILES.includes(basename(file))) continue;
    const dir = dirname(file);
    roots.add(dir);
    const src = dir === '' ? 'src' : `${dir}/src`;
    if (tree.isDirectory(src)) roots.add(src);
  }
  return [...roots].sort();
}

/** Tests of tach's `exclude` (gitignore-style globs, or regular expressions in older tach). */
export function excludeMatcher(patterns: string[], regex: boolean): (path: string) => boolean {
  if (regex) {
    const expressions = patterns.flatMap((p) => {
      try {
        return [new RegExp(`^(?:${p})`)];
      } catch {
        return [];
      }
    });
    return (path) => expressions.some((e) => e.test(path));
  }
  const tests = patterns.map((raw) => {
    const dirOnly = raw.endsWith('/');
    let body = raw.replace(/^\/+/, '').replace(/\/+$/, '');
    if (!raw.replace(/\/+$/, '').includes('/')) body = `**/${body}`;
    return { dirOnly, match: picomatch(body, { dot: true }) };
  });
  // A path is excluded when it, or a directory above it, matches.
  return (path) => {
    for (let at = path; at !== ''; at = dirname(at)) {
      const isDir = at !== path;
      for (const t of tests) if ((isDir || !t.dirOnly) && t.match(at)) return true;
    }
    return false;
  };
}

/** Collects units by name, each with its places. */
class UnitSet {
  readonly units = new Map<string, Unit>();
  add(name: string, place: { dir?: string; file?: string }): void {
    let unit = this.units.get(name);
    if (!unit) this.units.set(name, (unit = { name, dirs: [], files: [] }));
    if (place.dir !== undefined && !unit.dirs.includes(place.dir)) unit.dirs.push(place.dir);
    if (place.file !== undefined && !unit.files.includes(place.file)) unit.files.push(place.file);
  }
}

/** What the listing says of directories under the roots, read once. */
interface Layout {
  paths: Set<string>;
  /** Directories holding an `__init__.py` (or `.pyi`). */
  packages: Set<string>;
  /** Directories holding a Python file directly. */
  holdsPython: Set<string>;
}

function layoutOf(tree: PyTree): Layout {
  const packages = new Set<string>();
  const holdsPython = new Set<string>();
  for (const file of tree.python.keys()) {
    const dir = dirname(file);
    holdsPython.add(dir);
    if (isInit(file)) packages.add(dir);
  }
  return { paths: new Set(tree.paths), packages, holdsPython };
}

const join = (root: string, rel: string) =>
  root === '' ? rel : rel === '' ? root : `${root}/${rel}`;

/** The directory and files a dotted module path names under `root` (none: not there). */
function placesOf(
  tree: PyTree,
  layout: Layout,
  root: string,
  module: string,
): { dir?: string; files: string[] } {
  const rel = module.split('.').join('/');
  const at = join(root, rel);
  const files = [`${at}.py`, `${at}.pyi`].filter((f) => layout.paths.has(f));
  return tree.isDirectory(at) ? { dir: at, files } : { files };
}

/** The modules a tach glob (`libs.*`, `libs.**`) matches under the roots, as tach expands it. */
function expandGlob(
  pattern: string,
  roots: string[],
  layout: Layout,
  tree: PyTree,
  excluded: (path: string) => boolean,
): string[] {
  let glob = pattern.split('.').join('/');
  if (glob.endsWith('/**')) glob = `${glob.slice(0, -3)}{,/**}`;
  const matches = picomatch(`${glob}{,.py,.pyi}`, { dot: true });
  const found = new Set<string>();
  for (const root of roots) {
    const prefix = root === '' ? '' : `${root}/`;
    const consider = (rel: string, name: string) => {
      if (rel !== '' && matches(rel) && !excluded(join(root, rel))) found.add(name);
    };
    for (const dir of layout.packages) {
      if (under(dir, root) && dir !== root) {
        const rel = dir.slice(prefix.length);
        consider(rel, rel.split('/').join('.'));
      }
    }
    for (const file of tree.python.keys()) {
      if (!file.startsWith(prefix) || isInit(file)) continue;
      const rel = file.slice(prefix.length);
      consider(rel, rel.slice(0, rel.lastIndexOf('.')).split('/').join('.'));
    }
  }
  return [...found].sort();
}

/** Whether a module path has glob syntax (tach's has_glob_syntax). */
const hasGlob = (path: string) => /(^|[^\\])[*?[\]{}]/.test(path);

/**
 * The top-level import packages under each root: a directory with `__init__.py` named by its
 * import name; a directory without one that holds Python files below (a namespace package,
 * PEP 420), named the same in every root it spans. A directory holding another source root is a
 * folder of distributions, no package. A name two roots give to regular packages is ambiguous
 * (`tests` in every distribution): each is then named by its directory.
 */
function topLevelPackages(roots: string[], layout: Layout, set: UnitSet): void {
  const rootSet = new Set(roots);
  const candidates = new Map<string, { name: string; regular: boolean; python: boolean }>();
  const holdsRoot = new Set<string>();
  for (const root of roots) {
    for (let d = root; d !== '';) {
      d = dirname(d);
      holdsRoot.add(d);
    }
  }
  const visit = (dir: string) => {
    // Each directory: the roots above it give it a top-level name.
    for (let parent = dirname(dir), child = dir; ; child = parent, parent = dirname(parent)) {
      if (rootSet.has(parent) && child !== parent) {
        const name = basename(child);
        if (isIdentifier(name) && !rootSet.has(child)) {
          const known = candidates.get(child) ?? { name, regular: false, python: false };
          known.python = true;
          if (layout.packages.has(child)) known.regular = true;
          candidates.set(child, known);
        }
      }
      if (parent === '') break;
    }
  };
  for (const dir of layout.holdsPython) visit(dir);
  const byName = new Map<string, string[]>();
  for (const [dir, c] of candidates) {
    if (!c.regular && holdsRoot.has(dir)) continue;
    byName.set(c.name, [...(byName.get(c.name) ?? []), dir]);
  }
  for (const [name, dirs] of byName) {
    const regular = dirs.filter((d) => candidates.get(d)!.regular);
    if (dirs.length > 1 && regular.length > 0) for (const dir of dirs) set.add(dir, { dir });
    else for (const dir of dirs) set.add(name, { dir });
  }
}

/** The finer units of the `python-units` input: dotted paths, and `pkg.*` for each subpackage. */
function finerUnits(
  names: readonly string[],
  roots: string[],
  layout: Layout,
  tree: PyTree,
  set: UnitSet,
  warnings: string[],
): void {
  for (const item of names) {
    const star = item.endsWith('.*');
    const module = star ? item.slice(0, -2) : item;
    let found = false;
    for (const root of roots) {
      const places = placesOf(tree, layout, root, module);
      if (!star) {
        if (places.dir !== undefined) set.add(module, { dir: places.dir });
        for (const file of places.files) set.add(module, { file });
        found ||= places.dir !== undefined || places.files.length > 0;
        continue;
      }
      if (places.dir === undefined) continue;
      const parent = places.dir;
      for (const dir of layout.holdsPython) {
        // Each subdirectory holding Python files, directly or below: a subpackage.
        if (!dir.startsWith(`${parent}/`)) continue;
        const sub = dir.slice(parent.length + 1).split('/')[0]!;
        if (!isIdentifier(sub)) continue;
        set.add(`${module}.${sub}`, { dir: `${parent}/${sub}` });
        found = true;
      }
    }
    if (!found)
      warnings.push(
        `python-units names ${JSON.stringify(item)}, which is no ${star ? 'package with subpackages' : 'module or package'} under the source roots (${roots.map((r) => JSON.stringify(r || '.')).join(', ')}) ${tree.where}: it is left out.`,
      );
  }
}

/**
 * The units of a tree: tach's modules when `tach` is given (its source roots, its globs expanded
 * as tach does, `exclude` applied to those and to `<root>`'s files), else the top-level packages;
 * with the finer units `finer` names.
 */
export function readUnits(
  tree: PyTree,
  tach: TachConfig | undefined,
  finer: readonly string[] = [],
): PyUnits {
  const layout = layoutOf(tree);
  const discovered = discoverRoots(tree);
  const set = new UnitSet();
  const warnings: string[] = [];
  let rootModule: string[] | undefined;
  let unitRoots = discovered;
  let excluded: (path: string) => boolean = () => false;
  const declared = new Map<string, string[]>();
  if (tach) {
    unitRoots = tach.sourceRoots;
    excluded = excludeMatcher(tach.exclude, tach.regex);
    for (const module of tach.modules) {
      const path = module.path === '.' ? ROOT_MODULE : module.path;
      if (path === ROOT_MODULE) {
        declared.set(module.path, [ROOT_MODULE]);
        rootModule = tach.sourceRoots;
        set.units.set(
          ROOT_MODULE,
          set.units.get(ROOT_MODULE) ?? { name: ROOT_MODULE, dirs: [], files: [] },
        );
        continue;
      }
      const names = hasGlob(path) ? expandGlob(path, unitRoots, layout, tree, excluded) : [path];
      declared.set(path, [...new Set([...(declared.get(path) ?? []), ...names])]);
      let found = false;
      for (const name of names) {
        for (const root of unitRoots) {
          const places = placesOf(tree, layout, root, name);
          if (places.dir !== undefined) set.add(name, { dir: places.dir });
          for (const file of places.files) set.add(name, { file });
          found ||= places.dir !== undefined || places.files.length > 0;
        }
      }
      if (!found && !hasGlob(path))
        warnings.push(
          `${module.file} declares the module ${JSON.stringify(path)}, which is no file or directory under its source roots ${tree.where}: it holds nothing.`,
        );
    }
  } else {
    topLevelPackages(discovered, layout, set);
  }
  finerUnits(finer, unitRoots, layout, tree, set, warnings);

  const byDir = new Map<string, string[]>();
  const byFile = new Map<string, string[]>();
  for (const unit of set.units.values()) {
    for (const dir of unit.dirs) byDir.set(dir, [...(byDir.get(dir) ?? []), unit.name]);
    for (const file of unit.files) byFile.set(file, [...(byFile.get(file) ?? []), unit.name]);
  }
  const roots = rootModule;
  const none: readonly string[] = [];
  const rootOwner: readonly string[] = [ROOT_MODULE];
  return {
    units: set.units,
    sourceRoots: [...new Set([...unitRoots, ...discovered])].sort(),
    rootModule,
    warnings,
    declared,
    owners(file) {
      const own = byFile.get(file);
      if (own) return own;
      for (let dir = dirname(file); ; dir = dirname(dir)) {
        const found = byDir.get(dir);
        if (found) return found;
        if (dir === '') break;
      }
      if (roots && isPython(file) && roots.some((r) => under(file, r)) && !excluded(file))
        return rootOwner;
      return none;
    },
  };
}
