/**
 * The Bazel mode: check that the work tree is the compared commit, ask the repository's own Bazel
 * for its graph (one query, one server), and work out the impacted labels in the action. Every
 * failure is ALL with Bazel's words; never an empty list.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { errorMessage } from '../../../format.js';
import type { Logger } from '../../../logger.js';
import type { BazelSettings } from '../../../settings.js';
import type { Comparison } from '../../diff/changed-files.js';
import type { GitRunner } from '../../diff/git.js';
import { changedPaths, workTreeProblem } from '../work-tree.js';
import type { BazelGraph } from './graph.js';
import { bazelImpact, testTargets, type BazelReason } from './impact.js';
import { LoadIndex, readBazelFiles } from './loads.js';
import { errorLine, lastLines, queryBazel, type BazelQueryResult } from './query.js';

export type { BazelReason } from './impact.js';

/** What the Bazel mode found: labels with why, or ALL with the reason. */
export interface BazelResult {
  impacted: Map<string, BazelReason>;
  all?: string;
  /** Changed files Bazel cannot account for (the caller decides whether anything else does). */
  unseen: { file: string; why: string }[];
  /** Impacted rules of the test kinds, sorted; ALL when everything is impacted. */
  testTargets: string[] | 'ALL';
  /** The query that ran and how long it took, for the summary. */
  query?: { command: string[]; ms: number };
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
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, ''),
    )
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Start the Bazel query now: it reads only the work tree, so it runs while git computes the
 * changed files (the server's start-up is most of a cold run).
 */
export function startBazelQuery(
  settings: BazelSettings,
  repository: string,
  env?: NodeJS.ProcessEnv,
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
  });
}

/**
 * The load graph of the compared commit, read from git when a `.bzl` file changed (nothing is
 * read otherwise); why it could not be read, when git failed.
 */
async function loadsIfNeeded(
  ctx: { repository: string; git: GitRunner; comparison: Comparison },
  workspacePath: string,
  changed: { path: string }[],
  graph: BazelGraph,
): Promise<LoadIndex | { failed: string } | undefined> {
  const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
  if (!changed.some((c) => c.path.startsWith(prefix) && c.path.endsWith('.bzl'))) return undefined;
  try {
    const files = await readBazelFiles(ctx.git, ctx.repository, ctx.comparison.to, workspacePath);
    const inTree = new Map<string, string>();
    const outOfTree: string[] = [];
    for (const repo of graph.external.values()) {
      if (repo.path !== undefined) inTree.set(repo.name, repo.path);
      else outOfTree.push(repo.name);
    }
    return new LoadIndex(files, inTree, outOfTree);
  } catch (error) {
    return { failed: errorMessage(error) };
  }
}

/** The Bazel targets of a pull request whose changed files git compared. */
export async function bazelTargets(
  settings: BazelSettings,
  ctx: {
    repository: string;
    git: GitRunner;
    comparison: Comparison;
    log: Logger;
    query: Promise<BazelQueryResult>;
  },
): Promise<BazelResult> {
  const warnings: string[] = [];
  const all = (reason: string, query?: BazelQueryResult): BazelResult => ({
    impacted: new Map(),
    all: reason,
    unseen: [],
    testTargets: 'ALL',
    warnings,
    ...(query && { query: { command: query.command, ms: query.ms } }),
  });
  const [problem, diff] = await Promise.all([
    workTreeProblem(ctx.git, ctx.comparison.to, 'Bazel'),
    changedPaths(ctx.git, ctx.comparison.from, ctx.comparison.to),
  ]);
  const result = await ctx.query;
  const shown = result.command
    .map((arg) => (/[\s'"$]/.test(arg) ? JSON.stringify(arg) : arg))
    .join(' ');
  ctx.log.info(
    `Bazel: ${shown} (${(result.ms / 1000).toFixed(1)} s${result.ok ? '' : ', failed'})`,
  );
  if (result.stderr.trim() !== '') ctx.log.group?.('Bazel output', result.stderr);
  if (problem) return all(problem, result);
  if (!diff.ok) return all(`git could not list the changed files' statuses: ${diff.error}`, result);
  if (!result.ok) {
    const words = lastLines(result.stderr);
    warnings.push(
      `Bazel could not give its graph, so every target is impacted: ${result.reason}.` +
        (words ? ` Bazel said:\n${words}` : ''),
    );
    const why = errorLine(result.stderr);
    return all(`${result.reason}${why ? `: ${why}` : ''}`, result);
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
    loads: await loadsIfNeeded(ctx, settings.workspacePath, diff.paths, result.graph),
    workspacePath: settings.workspacePath,
    bazelIgnored: readBazelIgnore(path.join(ctx.repository, settings.workspacePath)),
    ignored,
  });
  const query = { command: result.command, ms: result.ms };
  if (impact.all) return { ...all(impact.all), query };
  return {
    impacted: impact.impacted,
    unseen: impact.unseen,
    testTargets: testTargets(result.graph, impact.impacted.keys(), settings.testKinds),
    query,
    warnings,
  };
}
