/**
 * The Bazel graph cache: the graph a query gave, kept under a key that hashes every input of
 * Bazel's loading phase, so that a pull request whose graph inputs match a stored entry needs no
 * Bazel at all, and one whose inputs differ in a few packages re-queries only those.
 *
 * The key covers: every path under the workspace (globs see additions and deletions), tracked or
 * not; the blob of every build file, `.bzl` file, WORKSPACE and MODULE file, rc file, version pin
 * and symlink, and of every file a label in WORKSPACE, MODULE.bazel or a `.bzl` file names (a
 * repository rule may read it); the rc files Bazel reads outside the tree; the Bazel binary and
 * the inputs that shape the query; and the entry format. A wrong hit would be an under-report:
 * where the action cannot tell what Bazel reads, the cache is not used, and the log says why.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { findOnPath } from '../../../find-on-path.js';
import { errorMessage } from '../../../format.js';
import type { BazelSettings } from '../../../settings.js';
import type { GitRunner } from '../../diff/git.js';
import type { GraphCacheStore } from '../cache/store.js';
import type { BazelGraph, BazelTarget, ExternalRepository } from './graph.js';
import { packageOf } from './labels.js';
import {
  BUILD_NAMES,
  LoadIndex,
  isLoadingFile,
  isWorkspaceFile,
  listBazelTree,
  parseBazelIgnore,
  readTexts,
  type BazelFiles,
} from './loads.js';

/** Bumped whenever the entry's shape or the key's meaning changes: older entries then miss. */
export const CACHE_FORMAT = 1;

/** The most an entry may hold once inflated: a larger one is hostile or broken, and a miss. */
export const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const dirname = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** Files whose content (not only their path) the loading phase reads, besides loaded files. */
function isGraphInput(file: string, mode: string): boolean {
  const name = basename(file);
  return (
    mode === '120000' ||
    BUILD_NAMES.has(name) ||
    name.endsWith('.bzl') ||
    name.endsWith('.scl') ||
    isWorkspaceFile(file) ||
    name === 'MODULE.bazel.lock' ||
    name.endsWith('.bazelrc') ||
    name === '.bazelversion' ||
    name === '.bazeliskrc' ||
    name === '.bazelignore' ||
    file === 'tools/bazel'
  );
}

/** What the key is made of, kept in the entry so a later run can tell what differs. */
export interface Listing {
  /** Every path under the workspace, sorted: tracked files and untracked ones alike. */
  paths: string[];
  /** Graph inputs: path -> blob id (or content hash, for an untracked one). */
  inputs: Record<string, string>;
}

/** The cache key of one commit's graph, or why the cache cannot be used for it. */
export type CacheKey =
  | {
      key: string;
      /** The key's first part: the same Bazel configuration (restore-keys for a near hit). */
      prefix: string;
      listing: Listing;
      /** The workspace's files, for the loads a near hit follows. */
      files: BazelFiles;
    }
  | { off: string };

/** The Bazel binary as found: its real path, size and time; undefined when it is not found. */
function binaryIdentity(bazel: string, cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  const found = bazel.includes('/') ? path.resolve(cwd, bazel) : findOnPath(bazel, env.PATH);
  if (found === undefined) return undefined;
  try {
    const stat = statSync(found);
    return `${realpathSync(found)} ${stat.size} ${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * The rc files Bazel reads (system, workspace, home, `--bazelrc`), with every import they make,
 * as `path sha256` lines; or why they cannot be told (an import the action cannot resolve).
 */
function rcFiles(
  settings: BazelSettings,
  cwd: string,
  env: NodeJS.ProcessEnv,
): string[] | { off: string } {
  const options = settings.startupOptions;
  const has = (flag: string) => options.includes(flag);
  if (has('--ignore_all_rc_files')) return ['--ignore_all_rc_files'];
  const roots: string[] = [];
  if (!has('--nosystem_rc')) roots.push('/etc/bazel.bazelrc');
  if (!has('--noworkspace_rc')) roots.push(path.join(cwd, '.bazelrc'));
  if (!has('--nohome_rc')) roots.push(path.join(env.HOME ?? os.homedir(), '.bazelrc'));
  for (const option of options) {
    const match = /^--bazelrc=(.+)$/.exec(option);
    if (match) roots.push(path.resolve(cwd, match[1]!));
  }
  const lines: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, depth: number): string | undefined => {
    if (seen.has(file) || depth > 20) return undefined;
    seen.add(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      lines.push(`${file} missing`);
      return undefined;
    }
    lines.push(`${file} ${sha256(text)}`);
    for (const line of text.split(/\r?\n/)) {
      const m = /^\s*(try-)?import\s+(.+?)\s*$/.exec(line);
      if (!m) continue;
      const target = m[2]!.replace(/^"(.*)"$/, '$1').replace(/%workspace%/g, cwd);
      if (target.includes('%')) {
        return `${file} imports ${m[2]}, a path the action cannot resolve`;
      }
      const why = visit(path.resolve(path.dirname(file), target), depth + 1);
      if (why) return why;
    }
    return undefined;
  };
  for (const root of roots) {
    const why = visit(root, 0);
    if (why) return { off: why };
  }
  return lines;
}

/** Files named by main-repository labels in WORKSPACE, MODULE and `.bzl` files. */
function labelledFiles(files: BazelFiles): Set<string> {
  const out = new Set<string>();
  for (const [file, text] of files.texts) {
    if (!file.endsWith('.bzl') && !isWorkspaceFile(file)) continue;
    for (const match of text.matchAll(
      /["'](?:@@?|@[A-Za-z0-9_.~+-]*)?\/\/([^"':]*)(?::([^"']+))?["']/g,
    )) {
      const pkg = match[1]!;
      const name = match[2] ?? basename(pkg);
      out.add(pkg === '' ? name : `${pkg}/${name}`);
    }
  }
  return out;
}

/**
 * The cache key for the graph of `commit` as Bazel will see it in the work tree at `cwd` (the
 * tree is the commit's: the Bazel mode checks that before it uses an answer). Throws GitError.
 */
export async function cacheKey(
  settings: BazelSettings,
  ctx: { repository: string; git: GitRunner; commit: string; env: NodeJS.ProcessEnv },
): Promise<CacheKey> {
  const cwd = path.join(ctx.repository, settings.workspacePath);
  const binary = binaryIdentity(settings.path, cwd, ctx.env);
  if (binary === undefined) return { off: `${settings.path} was not found` };
  const rc = rcFiles(settings, cwd, ctx.env);
  if ('off' in rc) return rc;
  const [tree, untracked] = await Promise.all([
    listBazelTree(ctx.git, ctx.commit, settings.workspacePath),
    ctx.git.run(
      settings.workspacePath === ''
        ? ['ls-files', '-o', '-z', '--full-name']
        : ['ls-files', '-o', '-z', '--full-name', '--', settings.workspacePath],
    ),
  ]);
  const pin = tree.entries.has('.bazelversion') || ctx.env.USE_BAZEL_VERSION !== undefined;
  if (!pin && !settings.path.includes('/')) {
    return {
      off: `Bazel's version is not pinned: bazel-path is ${settings.path} from PATH (bazelisk picks the newest release when there is no .bazelversion), so a stored graph may come from another Bazel. Add .bazelversion to use the graph cache`,
    };
  }
  const entries = new Map(tree.entries);
  const paths = [...tree.paths];
  const prefix = settings.workspacePath === '' ? '' : `${settings.workspacePath}/`;
  for (const full of untracked.split('\0')) {
    if (full === '' || !full.startsWith(prefix)) continue;
    const file = full.slice(prefix.length);
    // Bazel's convenience symlinks at the workspace root are its own output, never read.
    if (!file.includes('/') && file.startsWith('bazel-')) continue;
    let oid = '';
    if (isGraphInput(file, '')) {
      try {
        oid = `untracked:${sha256(readFileSync(path.join(cwd, file)))}`;
      } catch {
        oid = 'untracked:unreadable';
      }
    }
    entries.set(file, { mode: 'untracked', oid });
    paths.push(file);
  }
  // The key needs the texts of the files labels may be in (WORKSPACE, MODULE, .bzl) and of
  // symlinks (the path each points to); build files' texts only when loads are followed
  // (withBuildTexts): an exact hit reads none of them.
  const loading = [...entries].filter(
    ([file, e]) =>
      e.mode !== 'untracked' && isGraphInput(file, e.mode) && !BUILD_NAMES.has(basename(file)),
  );
  const texts = await readTexts(ctx.git, ctx.repository, ctx.commit, loading);
  // An untracked build or .bzl file (a step wrote it): Bazel reads it from the work tree.
  for (const [file, e] of entries) {
    if (e.mode === 'untracked' && e.oid !== '' && isLoadingFile(file)) {
      try {
        texts.set(file, readFileSync(path.join(cwd, file), 'utf8'));
      } catch {
        // Unreadable: its hash says so, and a near hit re-queries what it touches.
      }
    }
  }
  const files: BazelFiles = { paths, entries, texts };
  const inputs: Record<string, string> = {};
  for (const [file, e] of entries) if (isGraphInput(file, e.mode)) inputs[file] = e.oid;
  for (const file of labelledFiles(files)) {
    const e = entries.get(file);
    inputs[file] = e ? e.oid : 'absent';
  }
  paths.sort();
  const config = sha256(
    JSON.stringify([
      CACHE_FORMAT,
      binary,
      settings.path,
      ctx.env.USE_BAZEL_VERSION ?? '',
      settings.startupOptions,
      settings.options,
      settings.workspacePath,
      settings.ignore,
      rc,
    ]),
  ).slice(0, 24);
  const listing: Listing = { paths, inputs };
  const inputsHash = sha256(JSON.stringify([paths, Object.entries(inputs).sort()])).slice(0, 32);
  const keyPrefix = `mq-bazel-graph-v${CACHE_FORMAT}-${config}-`;
  return { key: `${keyPrefix}${inputsHash}`, prefix: keyPrefix, listing, files };
}

/**
 * The workspace's files with the texts of their build files read too (cacheKey leaves them out),
 * for following loads: a near hit's refresh, a changed .bzl file's loaders.
 */
export async function withBuildTexts(
  files: BazelFiles,
  ctx: { repository: string; git: GitRunner; commit: string },
): Promise<BazelFiles> {
  const missing = [...files.entries].filter(
    ([file, e]) =>
      e.mode !== 'untracked' && BUILD_NAMES.has(basename(file)) && !files.texts.has(file),
  );
  if (missing.length === 0) return files;
  const texts = await readTexts(ctx.git, ctx.repository, ctx.commit, missing);
  return { ...files, texts: new Map([...files.texts, ...texts]) };
}

// The entry: JSON, gzipped. Maps and sets as arrays.
const External = z.strictObject({
  name: z.string(),
  ruleClass: z.string(),
  path: z.string().optional(),
  labels: z.array(z.string()),
});
const Entry = z.strictObject({
  format: z.literal(CACHE_FORMAT),
  key: z.string(),
  commit: z.string(),
  savedAt: z.string(),
  // The large arrays are checked by hand (checkTargets, checkStrings): zod per element costs
  // more than the rest of an exact hit on a large repository.
  listing: z.strictObject({
    paths: z.array(z.unknown()),
    inputs: z.record(z.string(), z.string()),
  }),
  graph: z.strictObject({
    targets: z.array(z.unknown()),
    packages: z.array(z.unknown()),
    loadedBy: z.array(z.tuple([z.string(), z.array(z.string())])),
    packagesWithErrors: z.array(z.string()),
    external: z.array(z.tuple([z.string(), External])),
  }),
});

const TARGET_KINDS = new Set(['rule', 'source-file', 'generated-file', 'package-group']);
const TARGET_KEYS = new Set(['kind', 'ruleClass', 'inputs', 'generatingRule', 'includes', 'refs']);
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Why `values` are not clean strings (no control character), or undefined. */
function checkStrings(values: unknown[], where: string): string | undefined {
  for (const value of values) {
    if (typeof value !== 'string')
      return `it does not have the entry's shape (${where}: not a string)`;
    if (!CLEAN.test(value)) {
      return `it holds a name with a control character (${JSON.stringify(value.slice(0, 80))})`;
    }
  }
  return undefined;
}

/** Why the stored targets are not what a query gives, or undefined. */
function checkTargets(targets: unknown[]): string | undefined {
  const shape = (why: string) => `it does not have the entry's shape (graph.targets: ${why})`;
  for (const item of targets) {
    if (!Array.isArray(item) || item.length !== 2) return shape('not a [label, target] pair');
    const [label, target] = item as [unknown, unknown];
    if (typeof label !== 'string') return shape('a label that is not a string');
    if (!CLEAN.test(label)) {
      return `it holds a name with a control character (${JSON.stringify(label.slice(0, 80))})`;
    }
    if (!label.startsWith('//')) {
      return `it holds ${JSON.stringify(label.slice(0, 80))}, no main-repository label`;
    }
    if (typeof target !== 'object' || target === null) return shape(`${label} is not an object`);
    const t = target as Record<string, unknown>;
    if (Object.keys(t).some((k) => !TARGET_KEYS.has(k)))
      return shape(`${label} has an unknown key`);
    if (typeof t.kind !== 'string' || !TARGET_KINDS.has(t.kind)) return shape(`${label}'s kind`);
    if (!isStringArray(t.inputs)) return shape(`${label}'s inputs`);
    for (const key of ['ruleClass', 'generatingRule'] as const) {
      if (t[key] !== undefined && typeof t[key] !== 'string') return shape(`${label}'s ${key}`);
    }
    for (const key of ['includes', 'refs'] as const) {
      if (t[key] !== undefined && !isStringArray(t[key])) return shape(`${label}'s ${key}`);
    }
    const bad = checkStrings([...t.inputs, ...((t.refs as string[] | undefined) ?? [])], label);
    if (bad !== undefined) return bad;
  }
  return undefined;
}

/** A stored graph, as read back. */
export interface CacheEntry {
  key: string;
  /** The commit whose graph it is. */
  commit: string;
  savedAt: string;
  listing: Listing;
  graph: BazelGraph;
}

/** The entry's bytes: the graph and the listing it was made from, gzipped JSON. */
export function encodeEntry(entry: CacheEntry): Buffer {
  const g = entry.graph;
  const json = {
    format: CACHE_FORMAT,
    key: entry.key,
    commit: entry.commit,
    savedAt: entry.savedAt,
    listing: entry.listing,
    graph: {
      targets: [...g.targets],
      packages: [...g.packages],
      loadedBy: [...g.loadedBy].map(([bzl, pkgs]) => [bzl, [...pkgs]]),
      packagesWithErrors: g.packagesWithErrors,
      external: [...g.external],
    },
  };
  return gzipSync(JSON.stringify(json));
}

/** No control character: a label or path with one is no Bazel's, and could forge log lines. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CLEAN = /^[^\u0000-\u001f\u007f]*$/;

/** The entry in `data`, or why it cannot be trusted (a miss, with a warning). */
export function decodeEntry(
  data: Buffer,
  maxBytes = MAX_ENTRY_BYTES,
): CacheEntry | { bad: string } {
  let text: string;
  try {
    text = gunzipSync(data, { maxOutputLength: maxBytes }).toString('utf8');
  } catch (error) {
    return { bad: `it does not inflate (${errorMessage(error)})` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { bad: `it is not JSON (${errorMessage(error)})` };
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (format !== CACHE_FORMAT) {
    return { bad: `its format is ${JSON.stringify(format)}, not ${CACHE_FORMAT}` };
  }
  const parsed = Entry.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      bad: `it does not have the entry's shape (${issue?.path.join('.')}: ${issue?.message})`,
    };
  }
  const e = parsed.data;
  const bad =
    checkStrings(e.listing.paths, 'listing.paths') ??
    checkStrings(Object.keys(e.listing.inputs), 'listing.inputs') ??
    checkStrings(e.graph.packages, 'graph.packages') ??
    checkTargets(e.graph.targets);
  if (bad !== undefined) return { bad };
  const targets = new Map<string, BazelTarget>();
  for (const [label, t] of e.graph.targets as [string, BazelTarget][]) targets.set(label, t);
  return {
    key: e.key,
    commit: e.commit,
    savedAt: e.savedAt,
    listing: { paths: e.listing.paths as string[], inputs: e.listing.inputs },
    graph: {
      targets,
      packages: new Set(e.graph.packages as string[]),
      loadedBy: new Map(e.graph.loadedBy.map(([bzl, pkgs]) => [bzl, new Set(pkgs)])),
      packagesWithErrors: e.graph.packagesWithErrors,
      external: new Map(e.graph.external.map(([n, x]) => [n, x as ExternalRepository])),
    },
  };
}

/** What a near hit must re-query: some packages, or everything (with why). */
export type Refresh = { packages: string[]; removed: string[] } | { full: string };

/**
 * The packages whose targets may differ between a stored graph's listing and the current one:
 * those whose build file changed, appeared or went (and the parent that gains or loses their
 * files), those loading a changed `.bzl` file, and those where a file appeared or went (a glob
 * may see it). A change to anything workspace-wide needs the full query.
 */
export function refreshFor(
  stored: Listing,
  current: Listing,
  files: BazelFiles,
  storedGraph: BazelGraph,
): Refresh {
  const index = LoadIndex.of(files, storedGraph.external);
  const storedPackages = storedGraph.packages;
  // What .bazelignore hides is in no package Bazel loads.
  const ignoredDirs = parseBazelIgnore(files.texts.get('.bazelignore') ?? '');
  const ignored = (file: string) => ignoredDirs.some((d) => file === d || file.startsWith(`${d}/`));
  // Main-repository packages now: directories with a build file that Bazel does not ignore.
  const packages = new Set<string>();
  for (const file of current.paths) {
    if (BUILD_NAMES.has(basename(file)) && !ignored(file)) packages.add(dirname(file));
  }
  const enclosing = (dir: string, among: ReadonlySet<string>): string | undefined => {
    for (let d = dir; ; d = dirname(d)) {
      if (among.has(d)) return d;
      if (d === '') return undefined;
    }
  };
  const refresh = new Set<string>();
  const removed = new Set<string>();
  const changedInputs = new Set<string>();
  for (const file of new Set([...Object.keys(stored.inputs), ...Object.keys(current.inputs)])) {
    if (stored.inputs[file] !== current.inputs[file]) changedInputs.add(file);
  }
  for (const file of changedInputs) {
    const name = basename(file);
    if (BUILD_NAMES.has(name)) {
      if (ignored(file)) continue; // in no package Bazel loads
      const dir = dirname(file);
      if (packages.has(dir)) refresh.add(dir);
      else removed.add(dir);
      // A package that appeared or went: its parent's globs lose or gain its files.
      if (!(file in stored.inputs) || !(file in current.inputs)) {
        const parent = dir === '' ? undefined : enclosing(dirname(dir), packages);
        if (parent !== undefined) refresh.add(parent);
      }
      continue;
    }
    if (name.endsWith('.bzl') || name.endsWith('.scl')) {
      // Followed wherever it is: a declared repository's .bzl may be loaded through @name//.
      const loaders = index.loaders(file);
      if (loaders.workspaceFile !== undefined) {
        return { full: `${file} changed, and ${loaders.workspaceFile} loads it` };
      }
      if (loaders.unplaced !== undefined) {
        return { full: `${file} changed, and a load of ${loaders.unplaced} may name it` };
      }
      for (const pkg of loaders.packages) refresh.add(pkg);
      continue;
    }
    return { full: `${file} changed, which every package may read` };
  }
  // Paths that appeared or went: the package whose globs may see them.
  const before = new Set(stored.paths);
  const now = new Set(current.paths);
  for (const file of [
    ...current.paths.filter((p) => !before.has(p)),
    ...stored.paths.filter((p) => !now.has(p)),
  ]) {
    if (ignored(file)) continue;
    const pkg = enclosing(dirname(file), packages);
    if (pkg !== undefined) refresh.add(pkg);
  }
  for (const pkg of refresh) if (!packages.has(pkg)) refresh.delete(pkg);
  for (const pkg of removed) if (!storedPackages.has(pkg)) removed.delete(pkg);
  return { packages: [...refresh].sort(), removed: [...removed].sort() };
}

/** The stored graph with some packages' targets replaced by a fresh query's, and some removed. */
export function spliceGraph(
  stored: BazelGraph,
  fresh: BazelGraph,
  replaced: readonly string[],
  removed: readonly string[],
): BazelGraph {
  const gone = new Set([...replaced, ...removed]);
  const targets = new Map<string, BazelTarget>();
  for (const [label, t] of stored.targets) if (!gone.has(packageOf(label)!)) targets.set(label, t);
  for (const [label, t] of fresh.targets) targets.set(label, t);
  const packages = new Set([...stored.packages].filter((p) => !gone.has(p)));
  for (const p of fresh.packages) packages.add(p);
  const loadedBy = new Map<string, Set<string>>();
  for (const [bzl, pkgs] of stored.loadedBy) {
    const kept = new Set([...pkgs].filter((p) => !gone.has(p)));
    if (kept.size > 0) loadedBy.set(bzl, kept);
  }
  for (const [bzl, pkgs] of fresh.loadedBy) {
    const set = loadedBy.get(bzl) ?? new Set();
    for (const p of pkgs) set.add(p);
    loadedBy.set(bzl, set);
  }
  return {
    targets,
    packages,
    loadedBy,
    packagesWithErrors: [
      ...stored.packagesWithErrors.filter((p) => !gone.has(p)),
      ...fresh.packagesWithErrors,
    ],
    external: stored.external,
  };
}

/** Restore an entry: the exact one, else the newest of the same configuration. */
export async function restoreEntry(
  store: GraphCacheStore,
  key: { key: string; prefix: string },
): Promise<{ entry: CacheEntry; exact: boolean } | { miss: string } | { bad: string }> {
  const found = await store.restore(key.key, [key.prefix]);
  if (!found) return { miss: `no entry in ${store.name} for this Bazel configuration` };
  const entry = decodeEntry(found.data);
  if ('bad' in entry)
    return { bad: `the entry ${found.key} in ${store.name} is not used: ${entry.bad}` };
  if (entry.key !== found.key) {
    return {
      bad: `the entry ${found.key} in ${store.name} is not used: it says it is ${entry.key}`,
    };
  }
  if (!found.key.startsWith(key.prefix)) {
    return {
      bad: `the entry ${found.key} in ${store.name} is not used: it is for another Bazel configuration`,
    };
  }
  return { entry, exact: found.key === key.key };
}
