/**
 * `workspaces: python`: the units a pull request impacts in a Python repository, from the imports
 * of its files, read from the git objects of the merge commit (and of its first parent where
 * that commit's configuration or deleted files matter). A unit is impacted when it holds a
 * changed file, or holds a file importing a changed Python file, directly or through other files:
 * the closure is over files, not modules, so two modules importing each other somewhere do not
 * make every file of one reach every file of the other. pytest's conftest.py files reach the
 * units below them; configuration is ALL unless narrowed with certainty (deps.ts, tach.ts).
 * docs/python.md has the model and its limits.
 */
import picomatch from 'picomatch';
import { listCapped } from '../../../format.js';
import type { BuildFilesAnswer } from '../build-files.js';
import { normalizePythonName } from '../../workspaces/model.js';
import { isTable, parsedOr } from '../../workspaces/read.js';
import { basename, dirname, under } from '../paths.js';
import { configChange, configKind, importNames } from './deps.js';
import type { PythonReason, PythonSeed } from './reason.js';
import { closeOverFiles, graphKey, ImportIndex } from './resolve.js';
import type { PyScan } from './scan.js';
import { fileScan, ScanCache, type FileScan, type ImportTable, type Numbers } from './scans.js';
import {
  compareTach,
  parseTachToml,
  readTachConfig,
  TachProblem,
  type TachChange,
  type TachConfig,
} from './tach.js';
import { isPython, type PyTree } from './tree.js';
import { excludeMatcher, readUnits, type PyUnits } from './units.js';

export { describePython, type PythonReason } from './reason.js';
export { fileScan, ScanCache, type FileScan } from './scans.js';

/** Where the scans come from: the scanner, and the scans kept between runs by blob id. */
export interface ScanSource {
  scan(text: string): PyScan;
  /** The scans restored from the graph cache (none: a fresh one). */
  cache?: ScanCache;
}

export interface PythonOptions extends ScanSource {
  /** Finer units (the `python-units` input): dotted paths, `pkg.*`. */
  units?: readonly string[];
  /** Lines for the log (what the static graph cannot see). */
  info?: (line: string) => void;
}

export interface PythonAnswer extends BuildFilesAnswer<PythonReason> {
  /** Every unit, impacted or not (a rule's depends-on may name one). */
  names?: ReadonlySet<string>;
  /** Python files in the graph, and how many were scanned now (the rest came from the cache). */
  files: number;
  scanned: number;
}

/** The root's tach configuration file, when there is one: tach.toml, or `[tool.tach]`. */
async function tachDocument(tree: PyTree): Promise<{ file: string; text: string } | undefined> {
  const text = await tree.read('tach.toml');
  if (text !== undefined) return { file: 'tach.toml', text };
  const pyproject = await tree.read('pyproject.toml');
  if (pyproject !== undefined && /^\s*\[tool\.tach[\].]/m.test(pyproject))
    return { file: 'pyproject.toml', text: pyproject };
  return undefined;
}

/** tach's configuration of a tree; undefined without one. Throws TachProblem. */
async function readTach(tree: PyTree): Promise<TachConfig | undefined> {
  const found = await tachDocument(tree);
  if (!found) return undefined;
  let doc = parseTachToml(found.file, found.text);
  if (found.file === 'pyproject.toml') {
    const tool = doc.tool as Record<string, unknown>;
    doc = tool.tach as Record<string, unknown>;
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
      throw new TachProblem('pyproject.toml has [tool.tach] that is not a table');
  }
  const domains = tree.paths.filter((p) => basename(p) === 'tach.domain.toml');
  return readTachConfig(
    found.file,
    doc,
    domains,
    (f) => tree.read(f),
    (path, patterns, regex) => excludeMatcher(patterns, regex)(path),
  );
}

const isTachFile = (file: string) => file === 'tach.toml' || basename(file) === 'tach.domain.toml';

/** The scans of the tree's Python files, by id: from the cache, or read and scanned now. */
async function scanAll(
  tree: PyTree,
  files: readonly string[],
  scan: (text: string) => PyScan,
  cache: ScanCache,
): Promise<{ scans: (FileScan | undefined)[]; scanned: number; unread?: string }> {
  const scans: (FileScan | undefined)[] = new Array(files.length);
  const missing: { id: number; oid: string }[] = [];
  files.forEach((file, id) => {
    const oid = tree.python.get(file);
    if (oid === undefined) return;
    const kept = cache.get(oid);
    if (kept) scans[id] = kept;
    else missing.push({ id, oid });
  });
  const texts = await Promise.all(missing.map((m) => tree.readObject(m.oid)));
  // A file git cannot give (an object missing from the clone) may import anything: not read as
  // importing nothing.
  const gone = missing.findIndex((_, i) => texts[i] === undefined);
  if (gone !== -1) return { scans, scanned: 0, unread: files[missing[gone]!.id]! };
  missing.forEach((m, i) => {
    const made = fileScan(scan(texts[i]!), cache.table);
    scans[m.id] = made;
    cache.set(m.oid, made);
  });
  return { scans, scanned: missing.length };
}

/**
 * importers[id]: the files importing file `id`, in the order of their ids. A file's imports are
 * taken from the graph the cache keeps when its key is this tree's and the file's blob the one
 * resolved, else resolved now; the graph recorded in the cache (for saving) when this run
 * resolved any. A pull request that deletes Python files resolves everything, and keeps
 * nothing: the head's imports may name a deleted file, which no kept graph holds.
 */
function resolveImports(
  tree: PyTree,
  files: readonly string[],
  deleted: number,
  index: ImportIndex,
  scans: readonly (FileScan | undefined)[],
  roots: readonly string[],
  cache: ScanCache,
): Numbers[] {
  const key = deleted === 0 ? graphKey(roots, files) : undefined;
  // (A graph of as many files as the key's: one that is not would name files out of range.)
  const kept =
    key !== undefined && cache.graph?.key === key && cache.graph.oids.length === files.length
      ? cache.graph
      : undefined;
  // Each file's edges: as kept where its blob's hold (a range of kept.targets), else resolved now.
  const start = new Int32Array(files.length + 1);
  const held = new Uint8Array(files.length);
  const now = new Map<number, number[]>();
  let edges = 0;
  for (let id = 0; id < scans.length; id++) {
    const scan = scans[id];
    if (scan && kept !== undefined && kept.oids[id] === tree.python.get(files[id]!)) {
      held[id] = 1;
      edges += kept.start[id + 1]! - kept.start[id]!;
    } else if (scan) {
      const targets = index.targets(files[id]!, scan.imports, cache.table).filter((t) => t !== id);
      now.set(id, targets);
      edges += targets.length;
    }
    start[id + 1] = edges;
  }
  const targets = new Int32Array(edges);
  for (let id = 0; id < files.length; id++) {
    if (held[id])
      targets.set(kept!.targets.subarray(kept!.start[id]!, kept!.start[id + 1]!), start[id]!);
    else if (now.has(id)) targets.set(now.get(id)!, start[id]!);
  }
  if (key !== undefined && now.size > 0) {
    const oids = files.map((file) => tree.python.get(file) ?? '');
    cache.graph = { key, oids, start, targets };
  }
  return invert(start, targets);
}

/** The edges `start`/`targets` (each file's targets) the other way: each file's sources, in order. */
function invert(start: Int32Array, targets: Int32Array): Int32Array[] {
  const n = start.length - 1;
  const at = new Int32Array(n + 1);
  for (let e = 0; e < targets.length; e++) at[targets[e]! + 1]!++;
  for (let t = 0; t < n; t++) at[t + 1]! += at[t]!;
  const sources = new Int32Array(targets.length);
  const fill = at.slice(0, n);
  for (let id = 0; id < n; id++) {
    for (let e = start[id]!; e < start[id + 1]!; e++) sources[fill[targets[e]!]!++] = id;
  }
  return Array.from({ length: n }, (_, t) => sources.subarray(at[t]!, at[t + 1]!));
}

/**
 * Records in `cache` the graph of `tree`'s Python files, whose scans it holds: what a run with
 * no pull request (a push to the default branch) saves beside them, so that a pull request on a
 * tree of the same paths resolves only the files it changed. Nothing when tach's configuration
 * cannot be read, or a scan is missing.
 */
export async function recordGraph(tree: PyTree, cache: ScanCache): Promise<void> {
  let tach: TachConfig | undefined;
  try {
    tach = await readTach(tree);
  } catch (error) {
    if (error instanceof TachProblem) return;
    throw error;
  }
  const roots = readUnits(tree, tach).sourceRoots;
  const files = sorted([...tree.python.keys()]);
  const scans = files.map((file) => cache.get(tree.python.get(file)!));
  if (scans.includes(undefined)) return;
  resolveImports(tree, files, 0, new ImportIndex(files, roots), scans, roots, cache);
}

/** A Python file of the head, or one the pull request deleted. */
interface Graph {
  index: ImportIndex;
  scans: (FileScan | undefined)[];
  table: ImportTable;
  /** importers[id]: the files importing file `id`. */
  importers: Numbers[];
  /** Every file of the graph by id (Python files, then the targets of tach's extra dependencies). */
  nodes: readonly string[];
  nodeIds: ReadonlyMap<string, number>;
}

/** The files tach's `map.extra_dependencies` make depend on others, as edges. */
function extraEdges(tach: TachConfig | undefined, tree: PyTree, graph: Graph): void {
  if (!tach || tach.extraDependencies.length === 0) return;
  // The index's own lists until now: copied before they grow.
  const nodes = [...graph.nodes];
  const nodeIds = new Map(graph.nodeIds);
  graph.nodes = nodes;
  graph.nodeIds = nodeIds;
  const idOf = (file: string) => {
    let id = nodeIds.get(file);
    if (id === undefined) {
      id = nodes.length;
      nodes.push(file);
      nodeIds.set(file, id);
      graph.importers.push([]);
    }
    return id;
  };
  for (const [pattern, deps] of tach.extraDependencies) {
    const from = picomatch(pattern, { dot: true });
    const to = picomatch(deps, { dot: true });
    const sources = tree.paths.filter((p) => from(p));
    const targets = tree.paths.filter((p) => to(p));
    for (const target of targets) {
      const id = idOf(target);
      graph.importers[id] = [...graph.importers[id]!, ...sources.map(idOf)];
    }
  }
}

/** Sentences of the log for what the static graph cannot see, capped. */
function logLimits(graph: Graph, info: (line: string) => void): void {
  const cap = 10;
  const dynamic: string[] = [];
  const unparsed: string[] = [];
  let dynamicCount = 0;
  graph.scans.forEach((scan, id) => {
    if (!scan) return;
    const file = graph.index.files[id]!;
    for (const [line, call] of scan.dynamic ?? []) {
      dynamicCount++;
      if (dynamic.length < cap) dynamic.push(`${file}:${line} ${call}`);
    }
    if (scan.error) unparsed.push(`${file} (line ${scan.error[0]}: ${scan.error[1]})`);
  });
  if (dynamicCount > 0)
    info(
      `Python: ${dynamicCount} ${dynamicCount === 1 ? 'import names its module' : 'imports name their module'} at run time, which a static graph cannot follow (not guessed): ` +
        `${dynamic.join('; ')}${dynamicCount > cap ? `; and ${dynamicCount - cap} more` : ''}. A rule's depends-on, or impacts-all-on, covers what they load (docs/python.md).`,
    );
  if (unparsed.length > 0)
    info(
      `Python: ${unparsed.length} ${unparsed.length === 1 ? 'file does' : 'files do'} not parse, so ${unparsed.length === 1 ? 'its unit is' : 'their units are'} impacted whenever a Python file or a dependency changes: ` +
        `${unparsed.slice(0, cap).join('; ')}${unparsed.length > cap ? `; and ${unparsed.length - cap} more` : ''}.`,
    );
}

/** The files whose absolute imports name `module` or a module below it. */
function importersOfModule(graph: Graph, module: string): number[] {
  const out: number[] = [];
  const dot = `${module}.`;
  const names = (m: string) => m === module || m.startsWith(dot);
  graph.scans.forEach((scan, id) => {
    if (!scan) return;
    for (const n of scan.imports) {
      const [m, level, list] = graph.table.imports[n]!;
      if (level !== 0) continue;
      if (names(m) || (list ?? []).some((n) => names(`${m}.${n}`))) {
        out.push(id);
        return;
      }
    }
  });
  return out;
}

/** Distributions whose change decides how every distribution is built or installed. */
const BUILD_TOOLS = new Set([
  'cython',
  'flit-core',
  'hatchling',
  'maturin',
  'pdm-backend',
  'pip',
  'poetry-core',
  'scikit-build-core',
  'setuptools',
  'setuptools-scm',
  'uv',
  'wheel',
]);

/**
 * The seeds standing for changed distributions: the files importing each; ALL, with why, for one
 * whose import name is not certain or that builds every distribution.
 */
async function distributionSeeds(
  graph: Graph,
  changes: readonly DistributionChange[],
  seeds: Map<number, PythonSeed>,
  local: () => Promise<Map<string, string>>,
): Promise<string | undefined> {
  for (const { distribution, manifest, scope } of changes) {
    if (BUILD_TOOLS.has(distribution))
      return `${manifest} changed ${distribution}, which builds or installs the distributions, so every unit is impacted`;
    const inScope = (id: number) => under(graph.nodes[id]!, scope);
    const { names, known } = importNames(distribution);
    let files = names.flatMap((name) => importersOfModule(graph, name)).filter(inScope);
    if (files.length === 0 && !known) {
      // A distribution this repository holds: its modules are the files under its directory.
      const dir = (await local()).get(normalizePythonName(distribution));
      if (dir === undefined)
        return (
          `${manifest} changed the distribution ${distribution}, and no file ${scope === '' ? '' : `under ${scope}/ `}imports a module named ${names[0]}: ` +
          `its import name is not certain (PyYAML is imported as yaml), or it is a tool or plugin that reaches every unit, so every unit is impacted`
        );
      files = importersOfDirectory(graph, dir).filter(inScope);
    }
    for (const id of files) {
      if (!seeds.has(id)) seeds.set(id, { what: 'distribution', distribution, manifest });
    }
  }
  return undefined;
}

/** A distribution a configuration file changed, and the directory whose files run with it. */
interface DistributionChange {
  distribution: string;
  manifest: string;
  scope: string;
}

/** The files outside `dir` importing a file under it. */
function importersOfDirectory(graph: Graph, dir: string): number[] {
  const out = new Set<number>();
  graph.nodes.forEach((file, id) => {
    if (!under(file, dir)) return;
    for (const importer of graph.importers[id] ?? []) {
      if (!under(graph.nodes[importer]!, dir)) out.add(importer);
    }
  });
  return [...out];
}

/**
 * The distributions this repository holds: the normalised `[project] name` of each
 * pyproject.toml (or `[metadata] name` of a setup.cfg) → its directory.
 */
async function localDistributions(tree: PyTree): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const manifests = tree.paths.filter((p) => {
    const name = basename(p);
    return name === 'pyproject.toml' || name === 'setup.cfg';
  });
  const texts = await Promise.all(manifests.map((file) => tree.read(file)));
  manifests.forEach((file, i) => {
    const text = texts[i];
    if (text === undefined) return;
    let name: unknown;
    if (file.endsWith('.toml')) {
      const doc = parsedOr(file, text, 'toml');
      name = doc && isTable(doc.project) ? doc.project.name : undefined;
    } else {
      name = /^\[metadata\][^[]*?^name\s*[=:]\s*(\S+)/ms.exec(text)?.[1];
    }
    if (typeof name === 'string') out.set(normalizePythonName(name), dirname(file));
  });
  return out;
}

/** `list` sorted: as it is when it is already (git lists a tree in order: no sort to pay). */
function sorted(list: string[]): string[] {
  for (let i = 1; i < list.length; i++) if (!(list[i - 1]! < list[i]!)) return list.sort();
  return list;
}

/** The sorted Python files of the head, for the conftest's directories. */
function filesUnderDir(sorted: readonly string[], dir: string): string[] {
  if (dir === '') return [...sorted];
  const prefix = `${dir}/`;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}

/**
 * The answer for `changed` (repository-relative paths): the head's tree `after` (the merge commit)
 * against `before` (its first parent), opened only when the head's alone cannot answer.
 */
export async function pythonImpact(
  after: PyTree,
  before: () => Promise<PyTree>,
  changed: string[],
  options: PythonOptions,
): Promise<PythonAnswer> {
  const answer: PythonAnswer = {
    impacted: new Map(),
    outside: [],
    warnings: [],
    modules: 0,
    files: 0,
    scanned: 0,
  };
  const all = (sentence: string): PythonAnswer => ({
    ...answer,
    impacted: new Map(),
    outside: [],
    all: sentence,
  });
  const info = options.info ?? (() => undefined);

  // A submodule's files are not read: what imports them is not known.
  let headPaths: Set<string> | undefined;
  for (const file of changed) {
    let submodule = after.gitlinks.has(file);
    if (!submodule && !isPython(file)) {
      headPaths ??= new Set(after.paths);
      // Gone from the head: a submodule the pull request removed, perhaps.
      if (!headPaths.has(file)) submodule = (await before()).gitlinks.has(file);
    }
    if (submodule)
      return all(
        `The submodule ${file} changed, and the Python reader does not read into submodules: which files import its code is not known, so every unit is impacted.`,
      );
  }

  // tach's configuration, and what its change does.
  let tach: TachConfig | undefined;
  let tachChange: TachChange | undefined;
  /** tach read from the root pyproject.toml's [tool.tach] in both commits. */
  let tachInPyproject = false;
  try {
    tach = await readTach(after);
    const tachChanged = changed.some(
      (f) => isTachFile(f) || (f === 'pyproject.toml' && tach?.file === 'pyproject.toml'),
    );
    if (tachChanged) {
      const old = await readTach(await before());
      if (!old || !tach)
        return all(
          `${tach ? tach.file : old!.file} was ${tach ? 'added' : 'removed'}: the units are ${tach ? "now tach's modules" : "no longer tach's modules"}, so every unit is impacted.`,
        );
      tachChange = compareTach(old, tach);
      if ('all' in tachChange) return all(`${tachChange.all}.`);
      tachInPyproject = old.file === 'pyproject.toml' && tach.file === 'pyproject.toml';
    }
  } catch (error) {
    if (error instanceof TachProblem) return all(`${error.message}: every unit is impacted.`);
    throw error;
  }

  // Configuration and dependency files.
  const distributions: DistributionChange[] = [];
  const accounted = new Set<string>();
  for (const file of changed) {
    if (isTachFile(file)) {
      accounted.add(file);
      continue;
    }
    const kind = configKind(file);
    if (!kind) continue;
    const tree = await before();
    const change = configChange(
      file,
      kind,
      await tree.read(file),
      await after.read(file),
      tachInPyproject && file === 'pyproject.toml',
    );
    if ('all' in change) return all(`${change.all}: every unit is impacted.`);
    accounted.add(file);
    // A lockfile or a distribution's manifest is its project's: the files below it run with it.
    const scope = kind === 'requirements' ? '' : dirname(file);
    for (const name of change.distributions)
      distributions.push({ distribution: name, manifest: file, scope });
  }

  const units = readUnits(after, tach, options.units);
  answer.warnings.push(...units.warnings);
  answer.modules = units.units.size;
  answer.names = new Set(units.units.keys());

  // The graph: the head's Python files, and those the pull request deleted (their importers
  // live only in the base commit, and their imports still name them).
  const headFiles = sorted([...after.python.keys()]);
  const deleted = changed.filter((f) => isPython(f) && !after.python.has(f));
  const files = [...headFiles, ...deleted];
  const index = new ImportIndex(files, units.sourceRoots);
  const cache = options.cache ?? new ScanCache();
  const { scans, scanned, unread } = await scanAll(after, files, options.scan, cache);
  if (unread !== undefined) {
    return all(
      `${unread} cannot be read from git (its object is missing from the clone), so what it imports is unknown.`,
    );
  }
  answer.files = headFiles.length;
  answer.scanned = scanned;
  const importers = resolveImports(
    after,
    files,
    deleted.length,
    index,
    scans,
    units.sourceRoots,
    cache,
  );
  const graph: Graph = {
    index,
    scans,
    table: cache.table,
    importers,
    nodes: files,
    nodeIds: index.ids,
  };
  extraEdges(tach, after, graph);
  logLimits(graph, info);

  // Seeds: the changed files in the graph, the importers of changed distributions, and the
  // files that do not parse (whenever a Python file or a dependency changed).
  const seedWhy = new Map<number, PythonSeed>();
  let local: Promise<Map<string, string>> | undefined;
  const unsure = await distributionSeeds(
    graph,
    distributions,
    seedWhy,
    () => (local ??= localDistributions(after)),
  );
  if (unsure) return all(`${unsure}.`);
  const changedIds = changed.flatMap((f) => graph.nodeIds.get(f) ?? []);
  const pythonChanged = changed.some(isPython) || seedWhy.size > 0;
  if (pythonChanged) {
    scans.forEach((scan, id) => {
      if (scan?.error && !seedWhy.has(id))
        seedWhy.set(id, { what: 'unparsed', line: scan.error[0], message: scan.error[1] });
    });
  }
  const reached = closeOverFiles([...changedIds, ...seedWhy.keys()], importers);

  const impacted = answer.impacted;
  const mark = (file: string, why: PythonReason): boolean => {
    const owners = units.owners(file);
    for (const name of owners) if (!impacted.has(name)) impacted.set(name, why);
    return owners.length > 0;
  };
  // 1. The owners of changed files.
  for (const file of changed) {
    const owned = mark(file, { kind: 'python', how: 'owns', file });
    if (!owned && !accounted.has(file)) answer.outside.push(file);
  }
  // 2. tach's narrowed changes: the modules whose entries changed, and who imports them.
  if (tachChange && !('all' in tachChange)) {
    const unknown = tachImpact(tachChange, units, graph, impacted);
    if (unknown) return all(`${unknown}.`);
  }
  // 3. The files reaching a change, nearest first.
  // (closeOverFiles keeps them in the order found, breadth first: nearest first.)
  const byHops = [...reached];
  const changedSet = new Set(changedIds);
  const unowned: string[] = [];
  for (const [id, reach] of byHops) {
    const file = graph.nodes[id]!;
    if (reach.hops === 0) {
      const seed = seedWhy.get(id);
      if (seed && !changedSet.has(id)) mark(file, { kind: 'python', how: 'seed', file, seed });
      continue;
    }
    const seedFile = graph.nodes[reach.seed]!;
    const seed = changedSet.has(reach.seed) ? undefined : seedWhy.get(reach.seed);
    const owned = mark(file, {
      kind: 'python',
      how: 'imports',
      file,
      reaches: seedFile,
      ...(reach.hops > 1 && {
        through: graph.nodes[reach.via]!,
        ...(reach.hops > 2 && { more: reach.hops - 2 }),
      }),
      ...(seed && { seed }),
    });
    if (!owned && isPython(file)) unowned.push(file);
  }
  if (unowned.length > 0)
    answer.warnings.push(
      `${unowned.length} Python ${unowned.length === 1 ? 'file' : 'files'} under no unit ${unowned.length === 1 ? 'imports' : 'import'} a changed file, ` +
        `so no target stands for ${unowned.length === 1 ? 'it' : 'them'}: ${listCapped(unowned)}. ` +
        `A tach module (or <root>), or python-units, gives ${unowned.length === 1 ? 'it' : 'them'} one.`,
    );
  // 4. pytest: a conftest.py reached (or changed) reaches the units of the files below it.
  for (const [id, reach] of byHops) {
    const conftest = graph.nodes[id]!;
    if (basename(conftest) !== 'conftest.py') continue;
    for (const file of filesUnderDir(headFiles, dirname(conftest))) {
      const seed = changedSet.has(reach.seed) ? undefined : seedWhy.get(reach.seed);
      mark(file, {
        kind: 'python',
        how: 'conftest',
        conftest,
        ...(reach.hops > 0 && { reaches: graph.nodes[reach.seed]! }),
        ...(seed && { seed }),
      });
    }
  }
  return answer;
}

/** The units tach's narrowed change impacts, with why; a sentence when one cannot be told. */
function tachImpact(
  change: Exclude<TachChange, { all: string }>,
  units: PyUnits,
  graph: Graph,
  impacted: Map<string, PythonReason>,
): string | undefined {
  const unitsOf = (declared: string) => units.declared.get(declared) ?? [];
  const set = (name: string, why: PythonReason) => {
    if (units.units.has(name) && !impacted.has(name)) impacted.set(name, why);
  };
  let owners: (readonly string[])[] | undefined;
  /** The units holding a file that imports a file of `unit`. */
  const importersOf = (unit: string): string[] => {
    owners ??= graph.nodes.map((file) => units.owners(file));
    const out = new Set<string>();
    graph.nodes.forEach((_, id) => {
      if (!owners![id]!.includes(unit)) return;
      for (const importer of graph.importers[id] ?? []) {
        for (const owner of owners![importer]!) if (owner !== unit) out.add(owner);
      }
    });
    return [...out];
  };
  for (const [declared, { keys, file }] of change.own) {
    for (const name of unitsOf(declared)) set(name, { kind: 'python', how: 'tach', file, keys });
  }
  const wide: [string, { keys: string[]; file: string }][] = [];
  for (const [declared, entry] of change.importers)
    for (const name of unitsOf(declared)) wide.push([name, entry]);
  for (const { from, file } of change.interfaces) {
    const patterns: RegExp[] = [];
    for (const p of from) {
      try {
        patterns.push(new RegExp(`^(?:${p})$`));
      } catch {
        return `An interface in ${file} adopts the modules matching ${JSON.stringify(p)}, which is not a regular expression this reader can read, so which modules it applies to is not known: every unit is impacted`;
      }
    }
    for (const name of units.units.keys()) {
      if (patterns.some((p) => p.test(name))) wide.push([name, { keys: ['interfaces'], file }]);
    }
  }
  for (const [name, { keys, file }] of wide) {
    set(name, { kind: 'python', how: 'tach', file, keys });
    for (const importer of importersOf(name))
      set(importer, { kind: 'python', how: 'tach', file, module: name, keys });
  }
  return undefined;
}
