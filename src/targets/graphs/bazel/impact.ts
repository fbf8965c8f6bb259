/**
 * The Bazel targets a pull request impacts, from the graph at the merge commit: each changed path
 * seeds the targets it touches (a file, a BUILD file's package, the packages loading a `.bzl`, an
 * in-tree repository's users), then the reverse dependencies are closed over in the action. What
 * the graph cannot account for is ALL, with the file and the rule that decided it.
 */
import type { ChangedPath } from '../work-tree.js';
import type { BazelGraph } from './graph.js';
import { canonicalLabel, packageOf, repositoryOf } from './labels.js';
import { BUILD_NAMES, type LoadIndex } from './loads.js';

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
}

export interface BazelImpactInput {
  graph: BazelGraph;
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

const dirname = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const under = (file: string, dir: string) =>
  dir === '' || file === dir || file.startsWith(`${dir}/`);

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
export function bazelImpact(input: BazelImpactInput): BazelImpact {
  const { graph } = input;
  const impacted = new Map<string, BazelReason>();
  const unseen: BazelImpact['unseen'] = [];
  const seeds = new Map<string, BazelSeed>();
  const seed = (label: string, why: BazelSeed) => {
    if (!seeds.has(label)) seeds.set(label, why);
  };
  const byPackage = new Map<string, string[]>();
  for (const label of graph.targets.keys()) {
    const pkg = packageOf(label)!;
    const list = byPackage.get(pkg);
    if (list) list.push(label);
    else byPackage.set(pkg, [label]);
  }
  const seedPackage = (pkg: string, why: BazelSeed) => {
    for (const label of byPackage.get(pkg) ?? []) seed(label, why);
  };
  if (graph.packagesWithErrors.length > 0) {
    return {
      impacted,
      unseen,
      all: `Bazel reports errors in package ${graph.packagesWithErrors.map((p) => `//${p}`).join(', ')}`,
    };
  }

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
    if (
      EVERYTHING_FILES.has(rel) ||
      name === '.bazelrc' ||
      name.endsWith('.bazelrc') ||
      // MODULE.bazel's segments (`include()`), wherever they are.
      name.endsWith('.MODULE.bazel')
    ) {
      return {
        impacted,
        unseen,
        all: `${change.path} changed, which configures every Bazel target`,
      };
    }
    if (BUILD_NAMES.has(name) && !input.bazelIgnored.some((d) => under(rel, d))) {
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
    const hiddenBy = input.bazelIgnored.find((d) => under(rel, d));
    if (hiddenBy !== undefined) {
      if (repository === undefined) {
        unseen.push({
          file,
          why: `.bazelignore hides ${hiddenBy} from Bazel, and no in-tree repository takes it`,
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
    if (rel.endsWith('.bzl') || rel.endsWith('.scl')) {
      const loaded = bzlLoaders(input, rel, label, file, repositoryDirs);
      if (typeof loaded === 'string') return { impacted, unseen, all: loaded };
      for (const pkg of loaded.packages) seedPackage(pkg, { how: 'bzl', file });
      for (const repo of loaded.repositories) {
        if (!changedRepositories.has(repo)) changedRepositories.set(repo, file);
      }
      // A .bzl file a rule takes as a source (bzl_library, exports_files) is a target too.
      if (label !== undefined && graph.targets.has(label)) seed(label, { how: 'file', file });
      continue;
    }
    if (label !== undefined && graph.targets.has(label)) {
      seed(label, { how: 'file', file });
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
  // a label of a changed package, or of a deleted file, that is no target any more).
  const changedFiles = new Set(input.changed.map((c) => c.path.slice(prefix.length)));
  const changedPackages = new Set(buildChanges.map((b) => b.dir));
  const dangling = new Set<string>();
  // Every input of every rule is looked at: the cheap tests first (most inputs are targets).
  const anyRepository = changedRepositories.size > 0;
  for (const [label, target] of graph.targets) {
    for (const dep of target.inputs) {
      if (dep.charCodeAt(0) === 64 /* @ */) {
        const repo = anyRepository ? repositoryOf(dep) : undefined;
        if (repo !== undefined && changedRepositories.has(repo)) {
          seed(label, { how: 'external', file: changedRepositories.get(repo)!, repository: repo });
        }
      } else if (
        !graph.targets.has(dep) &&
        dep.startsWith('//') &&
        (changedPackages.has(packageOf(dep)!) || changedFiles.has(fileOfLabel(dep)!))
      ) {
        dangling.add(dep);
        seed(label, { how: 'dangling', label: dep });
      }
    }
  }

  // The reverse closure, breadth first, remembering the way back to a seed.
  const reverse = new Map<string, string[]>();
  const edge = (from: string, to: string) => {
    const list = reverse.get(from);
    if (list) list.push(to);
    else reverse.set(from, [to]);
  };
  for (const [label, target] of graph.targets) {
    for (const dep of target.inputs) edge(dep, label);
    if (target.generatingRule) edge(target.generatingRule, label);
    for (const included of target.includes ?? []) edge(included, label);
  }
  const parent = new Map<string, string | undefined>();
  const queue: string[] = [];
  for (const label of seeds.keys()) {
    parent.set(label, undefined);
    queue.push(label);
  }
  for (let i = 0; i < queue.length; i++) {
    for (const next of reverse.get(queue[i]!) ?? []) {
      if (parent.has(next)) continue;
      parent.set(next, queue[i]);
      queue.push(next);
    }
  }
  const seedOf = (label: string): { seed: BazelSeed; via: string[] } => {
    const via: string[] = [];
    let at = label;
    for (let p = parent.get(at); p !== undefined; p = parent.get(at)) {
      via.push(p);
      at = p;
    }
    return { seed: seeds.get(at)!, via };
  };
  // What toolchain resolution may pick: the toolchain, platform and constraint rules and all
  // they name (a toolchain's `toolchain` is no query edge), with their dependencies.
  const picked = new Map<string, string>();
  const pending: string[] = [];
  for (const [label, target] of graph.targets) {
    if (target.refs) {
      picked.set(label, label);
      pending.push(label);
    }
  }
  for (let i = 0; i < pending.length; i++) {
    const target = graph.targets.get(pending[i]!);
    if (!target) continue;
    const next = [...target.inputs, ...(target.refs ?? [])];
    if (target.generatingRule) next.push(target.generatingRule);
    for (const label of next) {
      if (picked.has(label)) continue;
      picked.set(label, picked.get(pending[i]!)!);
      pending.push(label);
    }
  }
  for (const label of queue) {
    const target = graph.targets.get(label);
    const toolchain = picked.get(label);
    if (toolchain !== undefined) {
      const { seed: s } = seedOf(label);
      const from = s.how === 'dangling' ? s.label : s.file;
      const picker = graph.targets.get(toolchain)?.ruleClass ?? 'toolchain';
      return {
        impacted,
        unseen,
        all: `the change reaches ${toolchain} (a ${picker}) from ${from}: toolchain resolution picks it, and no query edge says which targets use it`,
      };
    }
    if (target?.kind === 'rule') impacted.set(label, { kind: 'bazel', ...seedOf(label) });
  }

  // Conflict keys: a new edge (a rule in a changed BUILD file taking a new input) and a moved
  // file must meet another pull request's change to that input or file in the queue.
  for (const b of buildChanges) {
    if (!graph.packages.has(b.dir)) continue;
    for (const label of byPackage.get(b.dir) ?? []) {
      const target = graph.targets.get(label)!;
      if (target.kind !== 'rule') continue;
      for (const dep of target.inputs) {
        if (dep.startsWith('//') && !dangling.has(dep) && !impacted.has(dep)) {
          impacted.set(dep, {
            kind: 'bazel',
            seed: { how: 'conflict-key', file: b.file, rule: label },
            via: [],
          });
        }
      }
    }
  }
  for (const change of input.changed) {
    if (!change.path.startsWith(prefix) || input.ignored(change.path)) continue;
    const rel = change.path.slice(prefix.length);
    if (input.bazelIgnored.some((d) => under(rel, d))) continue;
    for (const packages of [graph.packages, basePackages]) {
      const label = labelOf(packages, rel);
      if (label !== undefined && !impacted.has(label)) {
        impacted.set(label, {
          kind: 'bazel',
          seed: { how: 'conflict-key', file: change.path },
          via: [],
        });
      }
    }
  }
  return { impacted, unseen };
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
      return `${file} changed and a load of ${found.unplaced} may name it: that repository is neither the main one nor one the action can place in the tree`;
    }
    for (const pkg of found.packages) if (input.graph.packages.has(pkg)) packages.add(pkg);
    for (const dir of found.repositoryDirs) {
      const repo = repositoryDirs.find((r) => r.dir === dir)?.repository;
      if (repo === undefined) {
        return `${file} changed and the build files of ${dir}, another Bazel repository inside this one, load it; no repository rule the action knows takes that directory`;
      }
      repositories.push(repo);
    }
  }
  if (packages.size === 0 && repositories.length === 0) {
    return `${file} changed and no BUILD file loads it, so WORKSPACE, MODULE.bazel, a repository rule or a module extension may (a query cannot follow those)`;
  }
  return { packages, repositories };
}

/** The impacted rules whose class matches `kinds` (a regular expression matched whole), sorted. */
export function testTargets(graph: BazelGraph, labels: Iterable<string>, kinds: RegExp): string[] {
  const out: string[] = [];
  for (const label of labels) {
    const target = graph.targets.get(canonicalLabel(label));
    if (target?.kind === 'rule' && kinds.test(target.ruleClass ?? '')) out.push(label);
  }
  return out.sort();
}

export { describeBazel } from './reason.js';
