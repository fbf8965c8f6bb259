/**
 * The Bazel targets a pull request impacts, from the graph at the merge commit: each changed path
 * seeds the targets it touches (a file, a BUILD file's package, the packages loading a `.bzl`, an
 * in-tree repository's users), then the reverse dependencies are closed over in the action. What
 * the graph cannot account for is ALL, with the file and the rule that decided it.
 */
import type { ChangedPath } from '../work-tree.js';
import { KINDS, packageTargets, reverseEdges, targetId, type CompactGraph } from './compact.js';

/** A rule's number in a compact graph's kinds. */
const RULE = KINDS.indexOf('rule');
import { canonicalLabel, packageOf, repositoryOf } from './labels.js';
import { basename, dirname, under } from '../paths.js';
import { BUILD_NAMES, hiddenBy, type LoadIndex } from './loads.js';

export type { ChangedPath } from '../work-tree.js';

export type { BazelReason, BazelSeed } from './reason.js';
import type { BazelReason, BazelSeed } from './reason.js';

export interface BazelImpact {
  /** Impacted labels (rules, and the conflict keys) with why. */
  impacted: Map<string, BazelReason>;
  /** Why everything is impacted, when it is. */
  all?: string;
  /** Changed files Bazel cannot account for, each with why (the caller decides: covered, or ALL). */
  unseen: { file: string; why: string }[];
  /** The rules the change reaches, by target number, sorted (absent with ALL). */
  rules?: Int32Array;
}

export interface BazelImpactInput {
  graph: CompactGraph;
  /** Changed paths relative to the repository root. */
  changed: ChangedPath[];
  /** The Bazel workspace inside the repository ('' for its root). */
  workspacePath: string;
  /** Directories of the Bazel workspace that `.bazelignore` hides from Bazel. */
  bazelIgnored: string[];
  /** Files the user declares impact nothing (bazel-ignore). */
  ignored: (file: string) => boolean;
  /**
   * The loads read from the compared commit's files (loads.ts), or why they could not be; the
   * XML's own loads are used beside them. Needed when a `.bzl` file changed.
   */
  loads?: LoadIndex | { failed: string };
}

/** Files at the Bazel workspace root that change how everything is built. */
const EVERYTHING_FILES = new Set([
  'WORKSPACE',
  'WORKSPACE.bazel',
  'WORKSPACE.bzlmod',
  'MODULE.bazel',
  'MODULE.bazel.lock',
  'REPO.bazel',
  '.bazelversion',
  '.bazeliskrc',
  '.bazelignore',
  'tools/bazel',
]);

/** The nearest package enclosing `dir` (itself included); undefined when none does. */
export function enclosingPackage(packages: ReadonlySet<string>, dir: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if (packages.has(d)) return d;
    if (d === '') return undefined;
  }
}

/** The label a workspace-relative file has, given the packages; undefined outside every package. */
export function labelOf(packages: ReadonlySet<string>, file: string): string | undefined {
  const pkg = enclosingPackage(packages, dirname(file));
  if (pkg === undefined) return undefined;
  return `//${pkg}:${pkg === '' ? file : file.slice(pkg.length + 1)}`;
}

/** The file a main-repository label names (`//a:b/c.txt` -> `a/b/c.txt`). */
function fileOfLabel(label: string): string | undefined {
  const pkg = packageOf(label);
  if (pkg === undefined) return undefined;
  const name = label.slice(label.indexOf(':') + 1);
  return pkg === '' ? name : `${pkg}/${name}`;
}

/**
 * Seed from the changed paths, close over reverse dependencies, add the conflict keys. Pure: the
 * graph and the changes in, the impact out.
 */
/**
 * Why every target is impacted whatever the graph says, or undefined: a changed file in the Bazel
 * workspace that configures every target (WORKSPACE, MODULE.bazel and its segments, an rc file,
 * `.bazelversion`, ...). Known from the changed files alone, so a query still running can be
 * stopped (bazelTargets).
 */
export function workspaceWideChange(
  changed: readonly { path: string }[],
  workspacePath: string,
): string | undefined {
  const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
  for (const change of changed) {
    if (!change.path.startsWith(prefix)) continue;
    const rel = change.path.slice(prefix.length);
    const name = basename(rel);
    if (
      EVERYTHING_FILES.has(rel) ||
      name === '.bazelrc' ||
      name.endsWith('.bazelrc') ||
      // MODULE.bazel's segments (`include()`), wherever they are.
      name.endsWith('.MODULE.bazel')
    ) {
      return `${change.path} changed, which configures every Bazel target`;
    }
  }
  return undefined;
}

export function bazelImpact(input: BazelImpactInput): BazelImpact {
  const { graph } = input;
  const { labels } = graph;
  const impacted = new Map<string, BazelReason>();
  const unseen: BazelImpact['unseen'] = [];
  // Seeds by target number, in the order found (the first reason found for a target is kept).
  const seeds = new Map<number, BazelSeed>();
  const seed = (id: number, why: BazelSeed) => {
    if (!seeds.has(id)) seeds.set(id, why);
  };
  const seedPackage = (pkg: string, why: BazelSeed) => {
    const [from, to] = packageTargets(graph, pkg);
    for (let id = from; id < to; id++) seed(id, why);
  };
  if (graph.packagesWithErrors.length > 0) {
    return {
      impacted,
      unseen,
      all: `Bazel reports errors in package ${graph.packagesWithErrors.map((p) => `//${p}`).join(', ')}`,
    };
  }
  const wide = workspaceWideChange(input.changed, input.workspacePath);
  if (wide !== undefined) return { impacted, unseen, all: wide };

  // In-tree external repositories: the directories and files that feed each one.
  const repositoryDirs: { dir: string; repository: string }[] = [];
  const repositoryFiles = new Map<string, string>();
  for (const repo of graph.external.values()) {
    const dir = repo.path?.replace(/^\.\/+/, '').replace(/\/+$/, '');
    if (
      dir !== undefined &&
      dir !== '' &&
      dir !== '.' &&
      !dir.startsWith('/') &&
      !dir.startsWith('..')
    ) {
      repositoryDirs.push({ dir, repository: repo.name });
    }
    for (const label of repo.labels) {
      const file = fileOfLabel(label);
      if (file !== undefined) repositoryFiles.set(file, repo.name);
    }
  }
  const changedRepositories = new Map<string, string>();

  // Packages at the base revision, for the conflict keys' labels there: the merge commit's,
  // less packages the change added, plus those it deleted.
  const basePackages = new Set(graph.packages);
  const buildChanges: { dir: string; status: string; file: string }[] = [];
  const prefix = input.workspacePath === '' ? '' : `${input.workspacePath}/`;

  for (const change of input.changed) {
    if (!change.path.startsWith(prefix)) {
      if (!input.ignored(change.path)) {
        unseen.push({
          file: change.path,
          why: `it lies outside the Bazel workspace ${input.workspacePath}`,
        });
      }
      continue;
    }
    const rel = change.path.slice(prefix.length);
    const name = basename(rel);
    if (BUILD_NAMES.has(name) && hiddenBy(input.bazelIgnored, rel) === undefined) {
      buildChanges.push({ dir: dirname(rel), status: change.status, file: change.path });
    }
  }
  for (const b of buildChanges) {
    if (b.status === 'A') basePackages.delete(b.dir);
    if (b.status === 'D') basePackages.add(b.dir);
  }
  for (const b of buildChanges) {
    // The package's other BUILD file may remain: it is still a package then.
    if (b.status === 'D' && !graph.packages.has(b.dir)) {
      return {
        impacted,
        unseen,
        all: `${b.file} was deleted: the package //${b.dir} is gone, and its old targets are unknown at the merge commit`,
      };
    }
  }

  for (const change of input.changed) {
    if (!change.path.startsWith(prefix)) continue;
    const rel = change.path.slice(prefix.length);
    const file = change.path;
    if (input.ignored(file)) continue;
    // Files that feed an in-tree external repository.
    const repository =
      repositoryFiles.get(rel) ?? repositoryDirs.find((r) => under(rel, r.dir))?.repository;
    // A file may feed a repository and be a main-repository target too: both are seeded.
    if (repository !== undefined && !changedRepositories.has(repository)) {
      changedRepositories.set(repository, file);
    }
    const hidden = hiddenBy(input.bazelIgnored, rel);
    if (hidden !== undefined) {
      if (repository === undefined) {
        unseen.push({
          file,
          why: `.bazelignore hides ${hidden} from Bazel, and no in-tree repository takes it`,
        });
      }
      continue;
    }
    const name = basename(rel);
    const dir = dirname(rel);
    if (BUILD_NAMES.has(name)) {
      if (graph.packages.has(dir)) {
        seedPackage(dir, { how: 'build-file', file });
        if (change.status === 'A' && dir !== '') {
          // The new package takes files from its parent's globs.
          const parent = enclosingPackage(graph.packages, dirname(dir));
          if (parent !== undefined) seedPackage(parent, { how: 'parent-of-new-package', file });
        }
      }
      continue;
    }
    const label = labelOf(graph.packages, rel);
    const id = label === undefined ? -1 : targetId(graph, label);
    if (rel.endsWith('.bzl') || rel.endsWith('.scl')) {
      const loaded = bzlLoaders(input, rel, label, file, repositoryDirs);
      if (typeof loaded === 'string') return { impacted, unseen, all: loaded };
      for (const pkg of loaded.packages) seedPackage(pkg, { how: 'bzl', file });
      for (const repo of loaded.repositories) {
        if (!changedRepositories.has(repo)) changedRepositories.set(repo, file);
      }
      // A .bzl file a rule takes as a source (bzl_library, exports_files) is a target too.
      if (id >= 0) seed(id, { how: 'file', file });
      continue;
    }
    if (id >= 0) {
      seed(id, { how: 'file', file });
      continue;
    }
    if (change.status === 'D') {
      const pkg = enclosingPackage(graph.packages, dir);
      if (pkg !== undefined) {
        // A glob may have taken it: every target of its package.
        seedPackage(pkg, { how: 'deleted', file });
        continue;
      }
    }
    if (repository !== undefined) continue;
    unseen.push({
      file,
      why:
        label === undefined
          ? 'no Bazel package encloses it'
          : `it is not a target of //${packageOf(label)} (no rule uses it)`,
    });
  }

  // Rules of an in-tree repository's users; rules whose inputs the change removed (dangling:
  // a label of a changed package, or of a deleted file, that is no target any more). Only the
  // labels that are no target can be either: the labels after the targets.
  const { start, dependents } = reverseEdges(graph);
  const takesAsInput = (target: number, label: number) => {
    for (let i = graph.inputStart[target]!; i < graph.inputStart[target + 1]!; i++) {
      if (graph.inputs[i] === label) return true;
    }
    return false;
  };
  const changedFiles = new Set(input.changed.map((c) => c.path.slice(prefix.length)));
  const changedPackages = new Set(buildChanges.map((b) => b.dir));
  const dangling = new Set<string>();
  const anyRepository = changedRepositories.size > 0;
  for (let l = graph.targetCount; l < labels.length; l++) {
    const dep = labels[l]!;
    let why: BazelSeed | undefined;
    if (dep.charCodeAt(0) === 64 /* @ */) {
      const repo = anyRepository ? repositoryOf(dep) : undefined;
      if (repo !== undefined && changedRepositories.has(repo)) {
        why = { how: 'external', file: changedRepositories.get(repo)!, repository: repo };
      }
    } else if (
      dep.startsWith('//') &&
      (changedPackages.has(packageOf(dep)!) || changedFiles.has(fileOfLabel(dep)!))
    ) {
      why = { how: 'dangling', label: dep };
    }
    if (why === undefined) continue;
    for (let i = start[l]!; i < start[l + 1]!; i++) {
      // A rule's input (not a generated file's rule, not an included group).
      const target = dependents[i]!;
      if (!takesAsInput(target, l)) continue;
      if (why.how === 'dangling') dangling.add(dep);
      seed(target, why);
    }
  }

  // The reverse closure, breadth first, remembering the way back to a seed.
  const parent = new Int32Array(labels.length).fill(-2); // -2: not reached; -1: a seed
  const root = new Int32Array(labels.length); // the seed each reached label traces back to
  const queue: number[] = [];
  for (const id of seeds.keys()) {
    parent[id] = -1;
    root[id] = id;
    queue.push(id);
  }
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q]!;
    for (let i = start[at]!; i < start[at + 1]!; i++) {
      const next = dependents[i]!;
      if (parent[next] !== -2) continue;
      parent[next] = at;
      root[next] = root[at]!;
      queue.push(next);
    }
  }
  /** The seed a reached target traces back to. */
  const seedOf = (id: number): BazelSeed => seeds.get(root[id]!)!;
  // What toolchain resolution may pick: the toolchain, platform and constraint rules and all
  // they name (a toolchain's `toolchain` is no query edge), with their dependencies.
  const picked = new Int32Array(labels.length).fill(-1);
  const pending: number[] = [];
  for (const t of graph.refs.keys()) {
    picked[t] = t;
    pending.push(t);
  }
  for (let i = 0; i < pending.length; i++) {
    const at = pending[i]!;
    if (at >= graph.targetCount) continue;
    const next = Array.from(
      graph.inputs.subarray(graph.inputStart[at]!, graph.inputStart[at + 1]!),
    );
    next.push(...(graph.refs.get(at) ?? []));
    if (graph.generatingRule[at]! >= 0) next.push(graph.generatingRule[at]!);
    for (const id of next) {
      if (picked[id]! >= 0) continue;
      picked[id] = picked[at]!;
      pending.push(id);
    }
  }
  const rules: number[] = [];
  for (const id of queue) {
    const toolchain = picked[id]!;
    if (toolchain >= 0) {
      const s = seedOf(id);
      const from = s.how === 'dangling' ? s.label : s.file;
      const c = graph.ruleClass[toolchain]!;
      const picker = c >= 0 ? graph.classes[c]! : 'toolchain';
      return {
        impacted,
        unseen,
        all: `the change reaches ${labels[toolchain]} (a ${picker}) from ${from}: toolchain resolution picks it, and no query edge says which targets use it`,
      };
    }
    if (graph.kinds[id] === RULE) rules.push(id);
  }
  // Target numbers are the labels' sorted order: the rules reached, sorted, cost no string sort.
  const reached = Int32Array.from(rules).sort();
  const isReached = (label: string) => {
    const id = targetId(graph, label);
    return id >= 0 && graph.kinds[id] === RULE && parent[id] !== -2;
  };

  // Conflict keys: a new edge (a rule in a changed BUILD file taking a new input) and a moved
  // file must meet another pull request's change to that input or file in the queue.
  const conflicts = new Map<string, BazelReason>();
  const conflictKey = (label: string, seed: BazelSeed) => {
    if (!conflicts.has(label) && !isReached(label)) {
      conflicts.set(label, { kind: 'bazel', seed, via: [] });
    }
  };
  for (const b of buildChanges) {
    if (!graph.packages.has(b.dir)) continue;
    const [from, to] = packageTargets(graph, b.dir);
    for (let t = from; t < to; t++) {
      if (graph.kinds[t] !== RULE) continue;
      for (let i = graph.inputStart[t]!; i < graph.inputStart[t + 1]!; i++) {
        const dep = labels[graph.inputs[i]!]!;
        if (dep.startsWith('//') && !dangling.has(dep)) {
          conflictKey(dep, { how: 'conflict-key', file: b.file, rule: labels[t]! });
        }
      }
    }
  }
  for (const change of input.changed) {
    if (!change.path.startsWith(prefix) || input.ignored(change.path)) continue;
    const rel = change.path.slice(prefix.length);
    if (hiddenBy(input.bazelIgnored, rel) !== undefined) continue;
    for (const packages of [graph.packages, basePackages]) {
      const label = labelOf(packages, rel);
      if (label !== undefined) conflictKey(label, { how: 'conflict-key', file: change.path });
    }
  }
  // The impacted labels in sorted order: the rules reached merged with the conflict keys.
  const keys = [...conflicts.keys()].sort();
  let k = 0;
  for (const id of reached) {
    const label = labels[id]!;
    for (; k < keys.length && keys[k]! < label; k++)
      impacted.set(keys[k]!, conflicts.get(keys[k]!)!);
    impacted.set(label, new Reached(seedOf(id), id, parent, labels));
  }
  for (; k < keys.length; k++) impacted.set(keys[k]!, conflicts.get(keys[k]!)!);
  return { impacted, unseen, rules: reached };
}

/**
 * Why a reached target is impacted: its seed, and the way back to it (`via`), worked out only
 * when asked: the log and the summary name a few targets, and a large change reaches thousands.
 */
class Reached implements BazelReason {
  readonly kind = 'bazel';
  readonly #id: number;
  readonly #parent: Int32Array;
  readonly #labels: readonly string[];
  #via: string[] | undefined;

  constructor(
    readonly seed: BazelSeed,
    id: number,
    parent: Int32Array,
    labels: readonly string[],
  ) {
    this.#id = id;
    this.#parent = parent;
    this.#labels = labels;
  }

  get via(): string[] {
    if (!this.#via) {
      this.#via = [];
      for (let at = this.#parent[this.#id]!; at >= 0; at = this.#parent[at]!) {
        this.#via.push(this.#labels[at]!);
      }
    }
    return this.#via;
  }
}

/**
 * What loads a changed `.bzl` file: the packages whose build files load it (from the files, and
 * from the XML), and the in-tree repositories whose build files do; or why that makes the upload
 * ALL (a workspace file loads it, nothing does, or a repository the action cannot place may).
 */
function bzlLoaders(
  input: BazelImpactInput,
  rel: string,
  label: string | undefined,
  file: string,
  repositoryDirs: { dir: string; repository: string }[],
): { packages: Set<string>; repositories: string[] } | string {
  if (input.loads && 'failed' in input.loads) {
    return `${file} changed, and which build files load it could not be read from git: ${input.loads.failed}`;
  }
  const packages = new Set(label === undefined ? [] : (input.graph.loadedBy.get(label) ?? []));
  const repositories: string[] = [];
  const found = input.loads?.loaders(rel);
  if (found) {
    if (found.workspaceFile !== undefined) {
      return `${file} changed and ${found.workspaceFile} loads it (directly or through other .bzl files), which configures every Bazel target`;
    }
    if (found.unplaced !== undefined) {
      return `${file} changed and a load of ${found.unplaced} may name it: that repository is neither the main one nor one that can be placed in the tree`;
    }
    for (const pkg of found.packages) if (input.graph.packages.has(pkg)) packages.add(pkg);
    for (const dir of found.repositoryDirs) {
      const repo = repositoryDirs.find((r) => r.dir === dir)?.repository;
      if (repo === undefined) {
        return `${file} changed and the build files of ${dir}, another Bazel repository inside this one, load it; no known repository rule takes that directory`;
      }
      repositories.push(repo);
    }
  }
  if (packages.size === 0 && repositories.length === 0) {
    return `${file} changed and no BUILD file loads it, so WORKSPACE, MODULE.bazel, a repository rule or a module extension may (a query cannot follow those)`;
  }
  return { packages, repositories };
}

/**
 * The impacted rules whose class matches `kinds` (a regular expression matched whole), sorted:
 * the rules reached, and any conflict key that is such a rule.
 */
export function testTargets(graph: CompactGraph, impact: BazelImpact, kinds: RegExp): string[] {
  const matches = graph.classes.map((c) => kinds.test(c));
  const isTest = (id: number) => graph.kinds[id] === RULE && matches[graph.ruleClass[id]!] === true;
  const out: string[] = [];
  for (const id of impact.rules ?? []) if (isTest(id)) out.push(graph.labels[id]!);
  let keys = false;
  for (const [label, why] of impact.impacted) {
    if (why.seed.how !== 'conflict-key') continue;
    const id = targetId(graph, canonicalLabel(label));
    if (id >= 0 && isTest(id)) {
      out.push(label);
      keys = true;
    }
  }
  return keys ? [...new Set(out)].sort() : out;
}

export { describeBazel } from './reason.js';
