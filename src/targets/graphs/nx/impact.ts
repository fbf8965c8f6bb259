/**
 * What the action adds to Nx's own answer: the changes Nx under-reports without saying so (each
 * ALL with the reason), the projects each changed file lies in, the projects Nx named and why,
 * and the changed files outside every project (for the target rules and unmatched-files).
 */
import { basename } from '../paths.js';
import picomatch from 'picomatch';
import { isObject as isTable } from '../../jsonc.js';
import type { ChangedPath } from '../work-tree.js';
import type { NxReason } from './reason.js';

export type { NxReason } from './reason.js';

/** Lockfiles at the root: Nx reads them for its npm nodes. */
const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
]);

/**
 * Why a change makes every project impacted, where Nx's answer would be short or empty and
 * silent about it; undefined when none does.
 */
export function nxBlindSpot(changed: ChangedPath[]): string | undefined {
  for (const { path: file, status } of changed) {
    const name = basename(file);
    if (file === 'package.json') {
      return 'package.json (the root one) changed: Nx names only the projects that use a changed npm package, and none for its other fields (nrwl/nx#21130)';
    }
    if (file === 'nx.json') return 'nx.json changed: it configures every Nx project';
    if (file === 'tsconfig.base.json' || file === 'tsconfig.json') {
      return `${file} changed: its path mappings and options shape every TypeScript project and import edge`;
    }
    if (LOCKFILES.has(file)) {
      return `${file} changed: the lockfile decides what every project installs`;
    }
    if (name === '.nxignore' || name === '.gitignore') {
      return `${file} changed: it decides which files Nx sees, and a file it newly ignores or shows is missing from Nx's answer`;
    }
    if (status === 'D' && (name === 'project.json' || name === 'package.json')) {
      return `${file} was deleted: the project it made is gone, and what depended on it is unknown at the merge commit`;
    }
  }
  return undefined;
}

/** One project of `nx graph --file`'s output. */
export interface NxProject {
  name: string;
  /** Repository-relative POSIX directory ('' for the root). */
  root: string;
  /** `{workspaceRoot}/...` file patterns its targets' inputs take (repository-relative globs). */
  workspaceInputs: string[];
}

export interface NxGraph {
  projects: Map<string, NxProject>;
  /** Project → the projects that depend on it. */
  dependents: Map<string, string[]>;
}

/** The root a project lists ('.' and './x' normalised). */
function cleanRoot(root: string): string {
  return root
    .replace(/\\/g, '/')
    .replace(/^\.\/?/, '')
    .replace(/\/+$/, '');
}

/**
 * The `{workspaceRoot}/...` file sets of a project's target inputs, named inputs resolved
 * (nx.json's and the project's own); negations are left out, so a match may be too wide, never
 * too narrow.
 */
function workspaceInputs(data: Record<string, unknown>, named: Record<string, unknown>): string[] {
  const own = isTable(data.namedInputs) ? data.namedInputs : {};
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (input: unknown): void => {
    let text: string | undefined;
    if (typeof input === 'string') text = input;
    else if (isTable(input)) {
      if (typeof input.fileset === 'string') text = input.fileset;
      else if (typeof input.input === 'string') text = input.input;
    }
    if (text === undefined || text.startsWith('!')) return;
    const name = text.startsWith('^') ? text.slice(1) : text;
    if (name.startsWith('{workspaceRoot}/')) {
      found.add(name.slice('{workspaceRoot}/'.length));
      return;
    }
    if (seen.has(name)) return;
    const list = own[name] ?? named[name];
    if (!Array.isArray(list)) return;
    seen.add(name);
    for (const item of list) visit(item);
  };
  const targets = isTable(data.targets) ? data.targets : {};
  for (const target of Object.values(targets)) {
    if (!isTable(target)) continue;
    // A target with no inputs takes the `default` named input.
    const inputs = Array.isArray(target.inputs) ? target.inputs : ['default'];
    for (const input of inputs) visit(input);
  }
  return [...found].sort();
}

/**
 * Parse `nx graph --file=…`'s JSON (`{graph: {nodes: {name: {data: {root, targets}}},
 * dependencies: {name: [{target}]}}}`); throws when it has another shape.
 */
export function parseNxGraph(text: string, nxJson: Record<string, unknown>): NxGraph {
  const doc: unknown = JSON.parse(text);
  const graph = isTable(doc) && isTable(doc.graph) ? doc.graph : undefined;
  if (!graph || !isTable(graph.nodes) || !isTable(graph.dependencies)) {
    throw new Error('no graph.nodes and graph.dependencies in it');
  }
  const named = isTable(nxJson.namedInputs) ? nxJson.namedInputs : {};
  const projects = new Map<string, NxProject>();
  for (const [name, node] of Object.entries(graph.nodes)) {
    const data = isTable(node) && isTable(node.data) ? node.data : undefined;
    if (!data || typeof data.root !== 'string') {
      throw new Error(`project ${JSON.stringify(name)} has no root`);
    }
    projects.set(name, {
      name,
      root: cleanRoot(data.root),
      workspaceInputs: workspaceInputs(data, named),
    });
  }
  const dependents = new Map<string, string[]>();
  for (const [source, deps] of Object.entries(graph.dependencies)) {
    if (!Array.isArray(deps)) continue;
    for (const dep of deps) {
      if (!isTable(dep) || typeof dep.target !== 'string' || !projects.has(dep.target)) continue;
      const list = dependents.get(dep.target);
      if (list) list.push(source);
      else dependents.set(dep.target, [source]);
    }
  }
  return { projects, dependents };
}

/** Changed files an explanation names before "and N more". */
const FILES_SHOWN = 3;

export interface NxImpact {
  impacted: Map<string, NxReason>;
  /** Changed files outside every project that no target input of a project takes. */
  outside: string[];
}

/**
 * The impacted projects: Nx's answer, each with why, plus the projects a changed file lies in
 * that Nx left out (a path it ignores) and their dependents.
 */
export function nxImpact(graph: NxGraph, named: string[], changed: string[]): NxImpact {
  // Deepest root first: a file is the project's whose root most deeply contains it.
  const byRoot = new Map<string, string>();
  for (const project of graph.projects.values()) {
    if (!byRoot.has(project.root)) byRoot.set(project.root, project.name);
  }
  const ownerOf = (file: string): string | undefined => {
    for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
      const owner = byRoot.get(file.slice(0, end));
      if (owner !== undefined) return owner;
    }
    return byRoot.get('');
  };
  const owned = new Map<string, string[]>();
  const outsideAll: string[] = [];
  for (const file of changed) {
    const owner = ownerOf(file);
    if (owner === undefined) {
      outsideAll.push(file);
      continue;
    }
    const list = owned.get(owner);
    if (list) list.push(file);
    else owned.set(owner, [file]);
  }
  // Outside files a target input takes: Nx counted them (its answer names those projects).
  const taken = new Map<string, { file: string; input: string }>();
  const takenFiles = new Set<string>();
  for (const project of graph.projects.values()) {
    for (const input of project.workspaceInputs) {
      const match = picomatch(input, { dot: true });
      const hit = outsideAll.filter((file) => match(file));
      if (hit.length === 0) continue;
      for (const file of hit) takenFiles.add(file);
      if (!taken.has(project.name)) taken.set(project.name, { file: hit[0]!, input });
    }
  }

  // The way back from each project to a changed one, breadth first over the dependents.
  const parent = new Map<string, string | undefined>();
  const queue = [...owned.keys()].sort();
  for (const name of queue) parent.set(name, undefined);
  for (let i = 0; i < queue.length; i++) {
    for (const next of graph.dependents.get(queue[i]!) ?? []) {
      if (parent.has(next)) continue;
      parent.set(next, queue[i]);
      queue.push(next);
    }
  }
  const fed = (project: string) => {
    const files = owned.get(project) ?? [];
    return { files: files.slice(0, FILES_SHOWN), count: files.length };
  };
  const reasonFor = (name: string, nxNamed: boolean): NxReason => {
    if (owned.has(name)) {
      return { kind: 'nx', how: nxNamed ? 'files' : 'ignored', via: [], ...fed(name) };
    }
    if (parent.has(name)) {
      const via: string[] = [];
      let at = name;
      for (let p = parent.get(at); p !== undefined; p = parent.get(at)) {
        via.push(p);
        at = p;
      }
      return { kind: 'nx', how: 'dependency', via, ...fed(at) };
    }
    const input = taken.get(name);
    if (input) {
      return {
        kind: 'nx',
        how: 'input',
        via: [],
        files: [input.file],
        count: 1,
        input: input.input,
      };
    }
    return { kind: 'nx', how: 'named', via: [], files: [], count: 0 };
  };
  const impacted = new Map<string, NxReason>();
  for (const name of named) impacted.set(name, reasonFor(name, true));
  // A changed file in a project Nx left out (ignored by .gitignore or .nxignore): that project
  // and its dependents, which Nx would have named had it seen the file.
  for (const name of queue) {
    if (!impacted.has(name)) impacted.set(name, reasonFor(name, false));
  }
  return { impacted, outside: outsideAll.filter((file) => !takenFiles.has(file)) };
}
