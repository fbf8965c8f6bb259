/**
 * The Bazel mode: check that the work tree is the compared commit, ask the repository's own Bazel
 * for its graph (one query, one server), and work out the impacted labels in the action. Every
 * failure is ALL with Bazel's words; never an empty list.
 */
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { errorMessage, quoteLines } from '../../../format.js';
import { isDirectory } from '../../../path-kind.js';
import type { Logger } from '../../../logger.js';
import type { BazelSettings } from '../../../settings.js';
import type { Comparison } from '../../diff/changed-files.js';
import type { GitRunner } from '../../diff/git.js';
import { changedPaths, workTreeProblem } from '../work-tree.js';
import type { BazelGraph } from './graph.js';
import { bazelImpact, testTargets, workspaceWideChange, type BazelReason } from './impact.js';
import type { GraphCacheStore } from '../cache/store.js';
import {
  cacheKey,
  encodeEntry,
  withBuildTexts,
  refreshFor,
  restoreEntry,
  spliceGraph,
  untrackedFiles,
  type CacheKey,
} from './cache.js';
import {
  LoadIndex,
  isGraphInput,
  parseBazelIgnore,
  readBazelFiles,
  type BazelFiles,
} from './loads.js';
import { errorLine, lastLines, queryBazel, type BazelQueryResult } from './query.js';
import { compactGraph, expandGraph, type CompactGraph } from './compact.js';

/** A graph, in the form the impact is worked out on, or why Bazel gave none. */
type GraphResult =
  | { ok: true; graph: CompactGraph; ms: number; command: string[]; stderr: string }
  | Extract<BazelQueryResult, { ok: false }>;

/** A query's answer in compact form. */
const compacted = (result: BazelQueryResult): GraphResult =>
  result.ok ? { ...result, graph: compactGraph(result.graph) } : result;

export type { BazelReason } from './impact.js';

/** What the Bazel mode found: labels with why, or ALL with the reason. */
export interface BazelResult {
  impacted: Map<string, BazelReason>;
  all?: string;
  /** Changed files Bazel cannot account for (the caller decides whether anything else does). */
  unseen: { file: string; why: string }[];
  /** Impacted rules of the test kinds, sorted; ALL when everything is impacted. */
  testTargets: string[] | 'ALL';
  /** The query that ran (none for a cache hit), how long it took, where the graph came from. */
  query?: { command: string[]; ms: number; source?: string };
  warnings: string[];
}

/** `.bazelignore`'s directories (comments and blank lines dropped), workspace-relative. */
function readBazelIgnore(workspace: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(workspace, '.bazelignore'), 'utf8');
  } catch {
    return [];
  }
  return parseBazelIgnore(text);
}

/**
 * Start the Bazel query now: it reads only the work tree, so it runs while git computes the
 * changed files (the server's start-up is most of a cold run).
 */
export function startBazelQuery(
  settings: BazelSettings,
  repository: string,
  env?: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<BazelQueryResult> {
  const cwd = path.join(repository, settings.workspacePath);
  return queryBazel({
    bazel: settings.path,
    startupOptions: settings.startupOptions,
    options: settings.options,
    cwd,
    external:
      existsSync(path.join(cwd, 'WORKSPACE')) || existsSync(path.join(cwd, 'WORKSPACE.bazel')),
    timeoutMs: settings.timeoutMs,
    ...(env && { env }),
    signal,
  });
}

/**
 * The load graph of the compared commit, read from git when a `.bzl` file changed (nothing is
 * read otherwise; a cache key already read the files); why it could not be read, when git failed.
 */
async function loadsIfNeeded(
  ctx: { repository: string; git: GitRunner; comparison: Comparison },
  workspacePath: string,
  changed: { path: string }[],
  graph: CompactGraph,
  files: BazelFiles | undefined,
): Promise<LoadIndex | { failed: string } | undefined> {
  const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
  const loadable = (file: string) => file.endsWith('.bzl') || file.endsWith('.scl');
  if (!changed.some((c) => c.path.startsWith(prefix) && loadable(c.path))) return undefined;
  try {
    const commit = { repository: ctx.repository, git: ctx.git, commit: ctx.comparison.to };
    return LoadIndex.of(
      files
        ? await withBuildTexts(files, commit)
        : await readBazelFiles(ctx.git, ctx.repository, ctx.comparison.to, workspacePath),
      graph.external,
    );
  } catch (error) {
    return { failed: errorMessage(error) };
  }
}

/** Where the graph came from, for the log and the summary. */
export type GraphSource =
  | { how: 'query'; cache?: string }
  | { how: 'cache'; commit: string; savedAt: string }
  | { how: 'spliced'; packages: number; removed: number; commit: string };

/** The graph for the compared commit: from the cache, a query of some packages, or a full query. */
interface GraphAnswer {
  result: GraphResult;
  source: GraphSource;
  /** The workspace's files, when the cache key read them (the loads need no second read). */
  files?: BazelFiles;
  /**
   * Why the work tree cannot stand for the commit (workTreeProblem), checked beside the query
   * whenever Bazel read the work tree; absent when the graph came from git objects alone.
   */
  workTree?: Promise<string | undefined>;
  /** Saves the graph under this commit's key; set when it came from a query. */
  save?: (graph: CompactGraph) => Promise<Saved>;
}

/** What saving a graph did: the log's words for it. */
type Saved = { saved: string } | { notSaved: string };

const short = (sha: string) => sha.slice(0, 12);
/** An ISO time as `2026-11-25 22:47 UTC`. */
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The words for where the graph came from; none when the cache is off (a query, as always). */
export function describeSource(source: GraphSource): string | undefined {
  switch (source.how) {
    case 'cache':
      return `graph from the cache (saved at ${short(source.commit)} on ${when(source.savedAt)}), no Bazel process`;
    case 'spliced':
      return `${source.packages} ${source.packages === 1 ? 'package' : 'packages'} re-queried${source.removed > 0 ? `, ${source.removed} removed` : ''}, the rest from the cache (saved at ${short(source.commit)})`;
    case 'query':
      return source.cache === undefined ? undefined : `full query: ${source.cache}`;
  }
}

/**
 * The graph of the compared commit. With a cache store: the key first (git objects, rc files,
 * the binary), then an exact hit (no Bazel), a near hit (the packages whose inputs differ
 * re-queried and spliced in), or a miss (the full query); each kind of trouble with the cache
 * is a warning and the full query, never a guess.
 */
async function bazelGraph(
  settings: BazelSettings,
  ctx: GraphContext,
  warnings: string[],
): Promise<GraphAnswer> {
  /** Bazel reads the work tree: whether it is the commit is checked meanwhile. */
  const checkWorkTree = () => {
    const problem = Promise.all([
      workTreeProblem(ctx.git, ctx.commit, 'Bazel'),
      untrackedGraphInputs(ctx, settings.workspacePath),
    ]).then(([tracked, untracked]) => {
      // The answer will be ALL for this reason: a query still running is not waited for.
      const found = tracked ?? untracked;
      if (found !== undefined) ctx.stop?.abort('the work tree is not the compared commit');
      return found;
    });
    problem.catch(() => undefined);
    return problem;
  };
  /** The full query; `cache` says why the cache gave no graph, `key` saves the answer. */
  const full = async (cache?: string, key?: CacheKey): Promise<GraphAnswer> => {
    const workTree = checkWorkTree();
    return {
      result: compacted(
        await startBazelQuery(settings, ctx.repository, undefined, ctx.stop?.signal),
      ),
      source: { how: 'query', ...(cache !== undefined && { cache }) },
      workTree,
      ...(key && 'key' in key && { files: key.files, save: saver(ctx, key, settings) }),
    };
  };
  const store = ctx.store;
  if (!store) return full(ctx.cacheOff);
  const started = Date.now();
  let key: CacheKey;
  try {
    key = await cacheKey(settings, {
      repository: ctx.repository,
      git: ctx.git,
      commit: ctx.commit,
      env: process.env,
    });
  } catch (error) {
    warnings.push(
      `The graph cache was not used: its key could not be computed (${errorMessage(error)}).`,
    );
    return full('no cache key');
  }
  if ('off' in key) {
    ctx.log.info(`Bazel graph cache: not used: ${key.off}.`);
    return full(`cache not used: ${key.off}`);
  }
  let restored: Awaited<ReturnType<typeof restoreEntry>>;
  try {
    restored = await restoreEntry(store, key);
  } catch (error) {
    restored = { bad: `${store.name} could not be read: ${errorMessage(error)}` };
  }
  if ('bad' in restored) {
    warnings.push(
      `The graph cache gave nothing usable, so Bazel runs the full query: ${restored.bad}.`,
    );
    return full('cache entry refused', key);
  }
  if ('miss' in restored) {
    ctx.log.info(`Bazel graph cache: ${restored.miss} (key ${key.key}).`);
    return full('cache miss', key);
  }
  const { entry } = restored;
  const ms = () => Date.now() - started;
  if (restored.exact) {
    return {
      result: { ok: true, graph: entry.graph, ms: ms(), command: [], stderr: '' },
      source: { how: 'cache', commit: entry.commit, savedAt: entry.savedAt },
      files: key.files,
    };
  }
  const files = await withBuildTexts(key.files, ctx);
  const refresh = refreshFor(entry.listing, key.listing, files, entry.graph);
  if ('full' in refresh) {
    ctx.log.info(
      `Bazel graph cache: the entry saved at ${short(entry.commit)} is not spliced: ${refresh.full}.`,
    );
    return full(`near hit, but ${refresh.full}`, key);
  }
  const source: GraphSource = {
    how: 'spliced',
    packages: refresh.packages.length,
    removed: refresh.removed.length,
    commit: entry.commit,
  };
  const spliced = (result: GraphResult, workTree?: Promise<string | undefined>): GraphAnswer => ({
    result,
    source,
    files,
    ...(workTree && { workTree }),
    save: saver(ctx, key, settings),
  });
  const stored = expandGraph(entry.graph);
  if (refresh.packages.length === 0) {
    const graph = compactGraph(spliceGraph(stored, EMPTY_GRAPH, [], refresh.removed));
    return spliced({ ok: true, graph, ms: ms(), command: [], stderr: '' });
  }
  const workTree = checkWorkTree();
  const fresh = await queryPackages(settings, ctx.repository, refresh.packages, ctx.stop?.signal);
  if (!fresh.ok) return spliced(fresh, workTree);
  const graph = compactGraph(spliceGraph(stored, fresh.graph, refresh.packages, refresh.removed));
  return spliced({ ...fresh, graph, ms: ms() }, workTree);
}

const EMPTY_GRAPH: BazelGraph = {
  targets: new Map(),
  packages: new Set(),
  loadedBy: new Map(),
  packagesWithErrors: [],
  external: new Map(),
};

/** The query of some packages only, for a near hit. */
function queryPackages(
  settings: BazelSettings,
  repository: string,
  packages: readonly string[],
  signal?: AbortSignal,
): Promise<BazelQueryResult> {
  return queryBazel({
    bazel: settings.path,
    startupOptions: settings.startupOptions,
    options: settings.options,
    cwd: path.join(repository, settings.workspacePath),
    external: false,
    packages,
    timeoutMs: settings.timeoutMs,
    signal,
  });
}

/**
 * Saves a queried graph under the commit's key, unless the work tree held untracked files Bazel
 * read (the graph is then not the commit's own): what the log says of it.
 */
function saver(
  ctx: GraphContext,
  key: Extract<CacheKey, { key: string }>,
  settings: BazelSettings,
) {
  return async (graph: CompactGraph): Promise<Saved> => {
    const untracked = await untrackedFiles(
      ctx.git,
      settings.workspacePath,
      parseBazelIgnore(key.files.texts.get('.bazelignore') ?? ''),
    );
    if (untracked.length > 0) {
      return {
        notSaved: `not saved: the work tree holds untracked files Bazel reads (${untracked.join(', ')}), so the graph is not the commit's own`,
      };
    }
    const data = encodeEntry({
      key: key.key,
      commit: ctx.commit,
      savedAt: new Date().toISOString(),
      listing: key.listing,
      graph,
    });
    const started = Date.now();
    await ctx.store!.save(key.key, data);
    return {
      saved: `saved ${key.key} (${(data.length / 1024).toFixed(0)} KiB) to ${ctx.store!.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    };
  };
}

/** Where a graph is read: the checkout, the commit it must be, and the cache. */
interface GraphContext {
  repository: string;
  git: GitRunner;
  /** The commit the work tree is (checked before an answer is used). */
  commit: string;
  log: Logger;
  /** Where graphs are cached; none: the cache is off (`cacheOff` says why, when it matters). */
  store?: GraphCacheStore | undefined;
  cacheOff?: string | undefined;
  /**
   * Ends a running query once its answer cannot be used: a change that configures every target
   * (workspaceWideChange), or a work tree that is not the commit (workTreeProblem).
   */
  stop?: AbortController;
}

/**
 * Why untracked files in the work tree make Bazel's answer something other than the compared
 * commit's graph, or undefined: a build file, a `.bzl` or another file the loading phase reads
 * (isGraphInput), or a symlink to a directory, that is in no commit. Such a file can make a new
 * package, which takes a changed file away from the rule that owns it in the commit, and so
 * under-report. Other untracked files only add inputs that did not change.
 */
async function untrackedGraphInputs(
  ctx: Pick<GraphContext, 'git' | 'repository'>,
  workspacePath: string,
): Promise<string | undefined> {
  const root = path.join(ctx.repository, workspacePath);
  // The work tree's .bazelignore: its tracked files are the commit's (workTreeProblem), and an
  // untracked one is itself a graph input, found below.
  const bazelIgnored = readBazelIgnore(root);
  const directoryLink = (file: string) =>
    lstatSync(path.join(root, file), { throwIfNoEntry: false })?.isSymbolicLink() === true &&
    isDirectory(path.join(root, file));
  let found: string[];
  try {
    found = await untrackedFiles(ctx.git, workspacePath, bazelIgnored, 3, (file) =>
      isGraphInput(file, directoryLink(file) ? '120000' : '100644'),
    );
  } catch (error) {
    return `the work tree's untracked files could not be listed (${errorMessage(error)})`;
  }
  if (found.length === 0) return undefined;
  return (
    `the work tree holds untracked files that change what Bazel loads (${found.join(', ')}), so its answer would not be the ` +
    "compared commit's graph. Compute the targets before a step writes build files, or remove them (git clean)."
  );
}

/** What the Bazel mode is given besides its settings. */
export interface BazelContext extends Omit<GraphContext, 'commit'> {
  comparison: Comparison;
}

/**
 * Fill the graph cache for `commit` (a push to the default branch, where no pull request is
 * uploaded for): the query, or the cache's own answer, saved under the commit's key. What the
 * log says of it.
 */
export async function warmBazelGraph(
  settings: BazelSettings,
  ctx: Omit<GraphContext, 'store'> & { store: GraphCacheStore },
): Promise<{ line: string; warnings: string[] }> {
  const warnings: string[] = [];
  const answer = await bazelGraph(settings, ctx, warnings);
  const problem = await answer.workTree;
  const { result } = answer;
  if (result.stderr.trim() !== '') ctx.log.group?.('Bazel output', result.stderr);
  const at = short(ctx.commit);
  if (problem) return { line: `Bazel graph cache: not warmed at ${at}: ${problem}`, warnings };
  if (!result.ok) {
    const why = errorLine(result.stderr);
    return {
      line: `Bazel graph cache: not warmed at ${at}: ${result.reason}${why ? `: ${why}` : ''}`,
      warnings,
    };
  }
  if (answer.source.how === 'cache') {
    return { line: `Bazel graph cache: the graph of ${at} is cached already`, warnings };
  }
  if (!answer.save) {
    return {
      line: `Bazel graph cache: not warmed at ${at} (${describeSource(answer.source) ?? 'no cache'})`,
      warnings,
    };
  }
  try {
    const saved = await answer.save(result.graph);
    if ('notSaved' in saved) {
      return { line: `Bazel graph cache: not warmed at ${at}: ${saved.notSaved}`, warnings };
    }
    return {
      line: `Bazel graph cache: warmed at ${at} (${describeSource(answer.source) ?? 'full query'}, ${(result.ms / 1000).toFixed(1)} s): ${saved.saved}`,
      warnings,
    };
  } catch (error) {
    warnings.push(`The Bazel graph could not be saved to the graph cache: ${errorMessage(error)}.`);
    return { line: `Bazel graph cache: not warmed at ${at}`, warnings };
  }
}

/** The Bazel targets of a pull request whose changed files git compared. */
export async function bazelTargets(
  settings: BazelSettings,
  ctx: BazelContext,
): Promise<BazelResult> {
  const warnings: string[] = [];
  const all = (reason: string, query?: GraphResult): BazelResult => ({
    impacted: new Map(),
    all: reason,
    unseen: [],
    testTargets: 'ALL',
    warnings,
    ...(query && { query: queryOf(query, source) }),
  });
  // The graph (a query, or the cache) and the changed files at once; a change that configures
  // every target makes the answer ALL whatever the graph says, so a query still running is then
  // stopped rather than waited for (a cold one is seconds to minutes; the server stays up for the
  // job's own build).
  const stop = new AbortController();
  const graph = bazelGraph(settings, { ...ctx, commit: ctx.comparison.to, stop }, warnings);
  graph.catch(() => undefined);
  const diff = await changedPaths(ctx.git, ctx.comparison.from, ctx.comparison.to);
  const wide = diff.ok ? workspaceWideChange(diff.paths, settings.workspacePath) : undefined;
  if (wide !== undefined) stop.abort(`${wide}, so its graph cannot narrow the answer`);
  const answer = await graph;
  const { result } = answer;
  const source = describeSource(answer.source);
  if (result.command.length > 0) {
    const shown = result.command
      .map((arg) => (/[\s'"$]/.test(arg) ? JSON.stringify(arg) : arg))
      .join(' ');
    const how = result.ok ? '' : stop.signal.aborted ? ', stopped' : ', failed';
    ctx.log.info(
      `Bazel: ${shown} (${(result.ms / 1000).toFixed(1)} s${how}${source ? `; ${source}` : ''})`,
    );
  } else {
    ctx.log.info(`Bazel: ${source} (${(result.ms / 1000).toFixed(1)} s)`);
  }
  if (wide !== undefined) {
    // ALL whatever Bazel said: its output is not shown, nor a failure of the stopped query.
    if (!result.ok) ctx.log.info(`Bazel: ${result.reason}.`);
    return { ...all(wide), ...(result.command.length > 0 && { query: queryOf(result, source) }) };
  }
  const problem = await answer.workTree;
  // A failure quotes Bazel's last lines once, in its warning; the whole output is debug's.
  if (result.stderr.trim() !== '') {
    if (result.ok) ctx.log.group?.('Bazel output', result.stderr);
    else ctx.log.debug(`Bazel output:${quoteLines(result.stderr.trimEnd())}`);
  }
  if (problem) return all(problem, result);
  if (!diff.ok) return all(`git could not list the changed files' statuses: ${diff.error}`, result);
  if (!result.ok) {
    const words = lastLines(result.stderr);
    warnings.push(
      `Bazel could not give its graph, so every target is impacted: ${result.reason}.` +
        (words ? ` Its last lines:${quoteLines(words)}` : ''),
    );
    const why = errorLine(result.stderr);
    return all(`${result.reason}${why ? `: ${why}` : ''}`, result);
  }
  if (answer.save) {
    try {
      const saved = await answer.save(result.graph);
      ctx.log.info(`Bazel graph cache: ${'saved' in saved ? saved.saved : saved.notSaved}.`);
    } catch (error) {
      warnings.push(
        `The Bazel graph could not be saved to the graph cache: ${errorMessage(error)}.`,
      );
    }
  }
  let ignored: (file: string) => boolean = () => false;
  try {
    if (settings.ignore.length > 0) ignored = picomatch(settings.ignore, { dot: true });
  } catch (error) {
    return all(`bazel-ignore could not be compiled: ${errorMessage(error)}`, result);
  }
  const impact = bazelImpact({
    graph: result.graph,
    changed: diff.paths,
    workspacePath: settings.workspacePath,
    // The commit's .bazelignore when the cache key read it (a hit never looks at the work tree).
    bazelIgnored: answer.files
      ? parseBazelIgnore(answer.files.texts.get('.bazelignore') ?? '')
      : readBazelIgnore(path.join(ctx.repository, settings.workspacePath)),
    ignored,
    loads: await loadsIfNeeded(ctx, settings.workspacePath, diff.paths, result.graph, answer.files),
  });
  const query = queryOf(result, source);
  if (impact.all) return { ...all(impact.all), query };
  return {
    impacted: impact.impacted,
    unseen: impact.unseen,
    testTargets: testTargets(result.graph, impact, settings.testKinds),
    query,
    warnings,
  };
}

/** The query (or the cache read) for the summary: its command, time and source. */
function queryOf(
  result: GraphResult,
  source: string | undefined,
): NonNullable<BazelResult['query']> {
  return { command: result.command, ms: result.ms, ...(source !== undefined && { source }) };
}
