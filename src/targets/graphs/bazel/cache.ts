/**
 * The Bazel graph cache: the graph a query gave, kept under a key that hashes every input of
 * Bazel's loading phase, so that a pull request whose graph inputs match a stored entry needs no
 * Bazel at all, and one whose inputs differ in a few packages re-queries only those.
 *
 * The key covers: every path under the workspace at the commit (globs see additions and
 * deletions); the blob of every build file, `.bzl` file, WORKSPACE and MODULE file, rc file, version pin
 * and symlink, and of every file a label in WORKSPACE, MODULE.bazel or a `.bzl` file names (a
 * repository rule may read it); the rc files Bazel reads outside the tree; the Bazel binary and
 * the inputs that shape the query; and the entry format. A wrong hit would be an under-report:
 * where the action cannot tell what Bazel reads, the cache is not used, and the log says why.
 *
 * An entry is a commit's own graph, read from git objects alone on a hit: it is saved only from a
 * work tree that is the commit and holds no untracked file Bazel would see (untrackedFiles), so a
 * hit needs no look at the work tree at all.
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
import { entryHeader, int32Bytes, int32s } from '../cache/bytes.js';
import type { GraphCacheStore } from '../cache/store.js';
import { KINDS, type CompactGraph } from './compact.js';
import type { BazelGraph, BazelTarget, ExternalRepository } from './graph.js';
import { basename, dirname } from '../paths.js';
import { packageOf } from './labels.js';
import {
  BUILD_NAMES,
  LoadIndex,
  hiddenBy,
  isWorkspaceFile,
  listBazelTree,
  parseBazelIgnore,
  readTexts,
  type BazelFiles,
  type TreeEntry,
} from './loads.js';

/** Bumped whenever the entry's shape or the key's meaning changes: older entries then miss. */
export const CACHE_FORMAT = 3;

/** The most an entry may hold once inflated: a larger one is hostile or broken, and a miss. */
export const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** What the key is made of, kept in the entry so a later run can tell what differs. */
export interface Listing {
  /** Every path under the workspace at the commit, in git's order. */
  paths: string[];
  /** Graph inputs: path -> blob id. */
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
        return `${file} imports ${m[2]}, a path that cannot be resolved`;
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
 * The cache key for the graph of `commit`, from its git objects and what Bazel reads outside the
 * tree (rc files, the binary, the inputs). Throws GitError.
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
  const tree = await listBazelTree(ctx.git, ctx.commit, settings.workspacePath);
  const pin = tree.entries.has('.bazelversion') || ctx.env.USE_BAZEL_VERSION !== undefined;
  if (!pin && !settings.path.includes('/')) {
    return {
      off: `Bazel's version is not pinned: bazel-path is ${settings.path} from PATH (bazelisk picks the newest release when there is no .bazelversion), so a stored graph may come from another Bazel. Add .bazelversion to use the graph cache`,
    };
  }
  const { entries, paths } = tree;
  // The key needs the texts of the files labels may be in (WORKSPACE, MODULE, .bzl) and of
  // symlinks (the path each points to); build files' texts only when loads are followed
  // (withBuildTexts): an exact hit reads none of them.
  const inputs = new Map<string, string>();
  const loading: [string, TreeEntry][] = [];
  for (const [file, e] of entries) {
    inputs.set(file, e.oid);
    if (!BUILD_NAMES.has(basename(file))) loading.push([file, e]);
  }
  const texts = await readTexts(ctx.git, ctx.repository, ctx.commit, loading);
  const files: BazelFiles = { paths, entries, texts };
  for (const file of labelledFiles(files)) {
    const e = entries.get(file) ?? tree.lookup(file);
    inputs.set(file, e ? e.oid : 'absent');
  }
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
  // Paths and names hold no NUL: joined by it, two listings hash alike only when they are alike
  // (both in git's order, the labelled files after, as read).
  const hash = createHash('sha256').update(paths.join('\0')).update('\0\0');
  inputs.forEach((oid, file) => hash.update(`${file}\0${oid}\0`));
  const inputsHash = hash.digest('hex').slice(0, 32);
  const keyPrefix = `mq-bazel-graph-v${CACHE_FORMAT}-${config}-`;
  let listing: Listing | undefined;
  return {
    key: `${keyPrefix}${inputsHash}`,
    prefix: keyPrefix,
    // Made when a near hit or a save needs it: an exact hit does not.
    get listing(): Listing {
      return (listing ??= { paths, inputs: Object.fromEntries(inputs) });
    },
    files,
  };
}

/**
 * Untracked files under the workspace that Bazel's globs would see (not Bazel's own convenience
 * symlinks, not what .bazelignore hides), at most `limit`, and of those only the ones `keep`
 * takes (given the path under the workspace): a graph queried in a work tree that has any is
 * not the commit's own, and is not saved. Throws GitError.
 */
export async function untrackedFiles(
  git: GitRunner,
  workspacePath: string,
  ignored: readonly string[],
  limit = 3,
  keep: (file: string) => boolean = () => true,
): Promise<string[]> {
  const listing = await git.run(
    workspacePath === ''
      ? ['ls-files', '-o', '-z', '--full-name']
      : ['ls-files', '-o', '-z', '--full-name', '--', workspacePath],
  );
  const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
  const found: string[] = [];
  for (const full of listing.split('\0')) {
    if (full === '' || !full.startsWith(prefix)) continue;
    const file = full.slice(prefix.length);
    if (!file.includes('/') && file.startsWith('bazel-')) continue;
    if (hiddenBy(ignored, file) !== undefined || !keep(file)) continue;
    found.push(full);
    if (found.length >= limit) break;
  }
  return found;
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
    ([file]) => BUILD_NAMES.has(basename(file)) && !files.texts.has(file),
  );
  if (missing.length === 0) return files;
  const texts = await readTexts(ctx.git, ctx.repository, ctx.commit, missing);
  return { ...files, texts: new Map([...files.texts, ...texts]) };
}

// The entry, gzipped: a magic line, the length of a JSON header, the header (what is small:
// the commit, the rule classes, the repositories, …, and each section's length), then the
// sections, raw: string lists with each name ended by NUL (no path or label holds one),
// numbers as little-endian 32-bit integers. Reading it back parses a few kilobytes of JSON and
// copies the rest, whatever the repository's size.
const MAGIC = 'mq-bazel-graph\n';

/** The sections, in their order in the entry. */
const SECTIONS = [
  'labels',
  'kinds',
  'ruleClass',
  'inputStart',
  'inputs',
  'generatingRule',
  'packages',
  'paths',
  'inputFiles',
  'inputOids',
] as const;
type Section = (typeof SECTIONS)[number];

const External = z.strictObject({
  name: z.string(),
  ruleClass: z.string(),
  path: z.string().optional(),
  labels: z.array(z.string()),
});
const Header = z.strictObject({
  format: z.literal(CACHE_FORMAT),
  key: z.string(),
  commit: z.string(),
  savedAt: z.string(),
  targetCount: z.number().int().nonnegative(),
  classes: z.array(z.string()),
  includes: z.array(z.tuple([z.number().int(), z.array(z.number().int())])),
  refs: z.array(z.tuple([z.number().int(), z.array(z.number().int())])),
  loadedBy: z.array(z.tuple([z.string(), z.array(z.string())])),
  packagesWithErrors: z.array(z.string()),
  external: z.array(z.tuple([z.string(), External])),
  sections: z.array(z.number().int().nonnegative()).length(SECTIONS.length),
});

/** No control character (NUL ends each name of a list): a name with one is no Bazel's. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0001-\u001f\u007f]/;

/**
 * A list's text (each name ended by NUL), or why it cannot be trusted: a name with a control
 * character, or a last name with no end.
 */
function listText(bytes: Buffer): { text: string } | { bad: string } {
  const text = bytes.toString('utf8');
  if (text !== '' && !text.endsWith('\0')) return { bad: 'a list of its names does not end' };
  const control = CONTROL.exec(text);
  if (!control) return { text };
  const from = text.lastIndexOf('\0', control.index) + 1;
  const to = text.indexOf('\0', control.index);
  const name = text.slice(from, to === -1 ? undefined : to).slice(0, 80);
  return {
    bad: `it holds a name with a control character (${JSON.stringify(name).replaceAll('\u007f', '\\u007f')})`,
  };
}

/**
 * The names of a checked list's text. Each name is ended, not separated, by NUL: a list whose
 * one name is empty (the root package, '') is then not the empty list (format 2 read both as
 * none, so a repository whose one package is the root one never had a target list from the
 * cache).
 */
const namesOf = (text: string): string[] => (text === '' ? [] : text.slice(0, -1).split('\0'));

/** A list, each name ended by NUL. */
const joined = (values: Iterable<string>) =>
  Buffer.from([...values].map((value) => `${value}\0`).join(''), 'utf8');

/** Every string in the header (a few: its names are checked one by one). */
function headerStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(headerStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).flatMap(headerStrings);
  }
  return [];
}

/** The stored graph as the compact graph, or why it is not one a query could give. */
function readGraph(
  h: z.infer<typeof Header>,
  labels: string[],
  packages: string[],
  bytes: (name: Section) => Buffer,
): CompactGraph | string {
  const shape = (why: string) => `it does not have the entry's shape (graph: ${why})`;
  const n = h.targetCount;
  if (n > labels.length) return shape('more targets than labels');
  for (let t = 0; t < n; t++) {
    const label = labels[t]!;
    if (!label.startsWith('//')) {
      return `it holds ${JSON.stringify(label.slice(0, 80))}, no main-repository label`;
    }
    // Sorted, each once: a package's targets are then a range (packageTargets).
    if (t > 0 && !(labels[t - 1]! < label)) return shape('the targets are not sorted');
  }
  const kinds = new Uint8Array(bytes('kinds'));
  const ruleClass = int32s(bytes('ruleClass'));
  const inputStart = int32s(bytes('inputStart'));
  const inputs = int32s(bytes('inputs'));
  const generatingRule = int32s(bytes('generatingRule'));
  if (
    kinds.length !== n ||
    ruleClass?.length !== n ||
    inputStart?.length !== n + 1 ||
    inputs === undefined ||
    generatingRule?.length !== n
  ) {
    return shape('arrays of the wrong length');
  }
  const isLabel = (id: number) => id >= 0 && id < labels.length;
  for (let t = 0; t < n; t++) {
    if (kinds[t]! >= KINDS.length) return shape(`${labels[t]}'s kind`);
    if (ruleClass[t]! < -1 || ruleClass[t]! >= h.classes.length) {
      return shape(`${labels[t]}'s rule class`);
    }
    if (generatingRule[t] !== -1 && !isLabel(generatingRule[t]!)) {
      return shape(`${labels[t]}'s generating rule`);
    }
    if (inputStart[t]! > inputStart[t + 1]!) return shape(`${labels[t]}'s inputs`);
  }
  if (inputStart[0] !== 0 || inputStart[n] !== inputs.length) return shape("the inputs' ends");
  for (let i = 0; i < inputs.length; i++) {
    if (!isLabel(inputs[i]!)) return shape('an input that is no label');
  }
  for (const table of [h.includes, h.refs]) {
    for (const [t, ids] of table) {
      if (t < 0 || t >= n || !ids.every(isLabel)) return shape('a target number out of range');
    }
  }
  return {
    labels,
    targetCount: n,
    kinds,
    classes: h.classes,
    ruleClass,
    inputStart,
    inputs,
    generatingRule,
    includes: new Map(h.includes),
    refs: new Map(h.refs),
    packages: new Set(packages),
    loadedBy: new Map(h.loadedBy.map(([bzl, pkgs]) => [bzl, new Set(pkgs)])),
    packagesWithErrors: h.packagesWithErrors,
    external: new Map(h.external.map(([name, x]) => [name, x as ExternalRepository])),
  };
}

/** A stored graph, as read back. */
export interface CacheEntry {
  key: string;
  /** The commit whose graph it is. */
  commit: string;
  savedAt: string;
  listing: Listing;
  graph: CompactGraph;
}

/** The entry's bytes: the graph and the listing it was made from, gzipped. */
export function encodeEntry(entry: CacheEntry): Buffer {
  const g = entry.graph;
  const inputFiles = Object.keys(entry.listing.inputs);
  const sections: Record<Section, Buffer> = {
    labels: joined(g.labels),
    kinds: Buffer.from(g.kinds),
    ruleClass: int32Bytes(g.ruleClass),
    inputStart: int32Bytes(g.inputStart),
    inputs: int32Bytes(g.inputs),
    generatingRule: int32Bytes(g.generatingRule),
    packages: joined(g.packages),
    paths: joined(entry.listing.paths),
    inputFiles: joined(inputFiles),
    inputOids: joined(inputFiles.map((file) => entry.listing.inputs[file]!)),
  };
  const header = Buffer.from(
    JSON.stringify({
      format: CACHE_FORMAT,
      key: entry.key,
      commit: entry.commit,
      savedAt: entry.savedAt,
      targetCount: g.targetCount,
      classes: g.classes,
      includes: [...g.includes],
      refs: [...g.refs],
      loadedBy: [...g.loadedBy].map(([bzl, pkgs]) => [bzl, [...pkgs]]),
      packagesWithErrors: g.packagesWithErrors,
      external: [...g.external],
      sections: SECTIONS.map((name) => sections[name].length),
    }),
    'utf8',
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return gzipSync(
    Buffer.concat([Buffer.from(MAGIC), length, header, ...SECTIONS.map((name) => sections[name])]),
  );
}

/** The entry in `data`, or why it cannot be trusted (a miss, with a warning). */
export function decodeEntry(
  data: Buffer,
  maxBytes = MAX_ENTRY_BYTES,
): CacheEntry | { bad: string } {
  let bytes: Buffer;
  try {
    bytes = gunzipSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    return { bad: `it does not inflate (${errorMessage(error)})` };
  }
  const magic = Buffer.from(MAGIC);
  if (bytes.length < magic.length + 4 || !bytes.subarray(0, magic.length).equals(magic)) {
    // Format 1 was JSON through and through.
    const older = /^\{"format":(\d+)[,}]/.exec(bytes.toString('utf8', 0, 32));
    if (older && Number(older[1]) !== CACHE_FORMAT) {
      return { bad: `its format is ${older[1]}, not ${CACHE_FORMAT}` };
    }
    return { bad: 'it is no graph entry (its first bytes)' };
  }
  const read = entryHeader(bytes, magic.length);
  if ('bad' in read) return read;
  const { header: raw, end: headerEnd } = read;
  const format = (raw as { format?: unknown } | null)?.format;
  if (format !== CACHE_FORMAT) {
    return { bad: `its format is ${JSON.stringify(format)}, not ${CACHE_FORMAT}` };
  }
  const parsed = Header.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      bad: `it does not have the entry's shape (${issue?.path.join('.')}: ${issue?.message})`,
    };
  }
  const h = parsed.data;
  const named = headerStrings(h).find((value) => CONTROL.test(value) || value.includes('\0'));
  if (named !== undefined) {
    return {
      bad: `it holds a name with a control character (${JSON.stringify(named.slice(0, 80))})`,
    };
  }
  const at = new Map<Section, Buffer>();
  let offset = headerEnd;
  SECTIONS.forEach((name, i) => {
    at.set(name, bytes.subarray(offset, offset + h.sections[i]!));
    offset += h.sections[i]!;
  });
  if (offset !== bytes.length) return { bad: 'its sections do not fill it' };
  const section = (name: Section) => at.get(name)!;
  const texts: Partial<Record<Section, string>> = {};
  for (const name of ['labels', 'packages', 'paths', 'inputFiles', 'inputOids'] as const) {
    const list = listText(section(name));
    if ('bad' in list) return { bad: list.bad };
    texts[name] = list.text;
  }
  const inputFiles = namesOf(texts.inputFiles!);
  const inputOids = namesOf(texts.inputOids!);
  if (inputFiles.length !== inputOids.length) {
    return { bad: "it does not have the entry's shape (listing: inputs and blobs differ)" };
  }
  const graph = readGraph(h, namesOf(texts.labels!), namesOf(texts.packages!), section);
  if (typeof graph === 'string') return { bad: graph };
  let listing: Listing | undefined;
  return {
    key: h.key,
    commit: h.commit,
    savedAt: h.savedAt,
    // Split when a near hit compares it: an exact hit does not.
    get listing(): Listing {
      return (listing ??= {
        paths: namesOf(texts.paths!),
        inputs: Object.fromEntries(inputFiles.map((file, i) => [file, inputOids[i]!])),
      });
    },
    graph,
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
  storedGraph: Pick<BazelGraph, 'packages' | 'external'>,
): Refresh {
  const index = LoadIndex.of(files, storedGraph.external);
  const storedPackages = storedGraph.packages;
  // What .bazelignore hides is in no package Bazel loads.
  const ignoredDirs = parseBazelIgnore(files.texts.get('.bazelignore') ?? '');
  const ignored = (file: string) => hiddenBy(ignoredDirs, file) !== undefined;
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
