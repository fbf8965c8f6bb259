/**
 * The Nx mode: the repository's own installed Nx is asked which projects the changed files
 * affect (`nx show projects --affected --stdin --json`: no git history, no daemon, no cloud), and
 * for its graph (`nx graph --file`: the projects' roots and edges, to tell which files fed which
 * project). What Nx under-reports silently is ALL, with the reason; so is every failure.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { errorMessage, quoteLines } from '../../../format.js';
import type { Logger } from '../../../logger.js';
import type { NxSettings } from '../../../settings.js';
import type { Comparison } from '../../diff/changed-files.js';
import type { GitRunner } from '../../diff/git.js';
import { isObject as isTable, parseJsonc } from '../../jsonc.js';
import { changedPaths, workTreeProblem } from '../work-tree.js';
import { nxBlindSpot, nxImpact, parseNxGraph, type NxReason } from './impact.js';
import { NO_NX, findNx, missingTypeScript } from './install.js';
import { runTool, type ToolRunResult } from '../run-tool.js';

export type { NxReason } from './impact.js';
export type { ToolCall } from '../../source.js';
import type { ToolCall } from '../../source.js';

/** What the Nx mode found: projects with why, or ALL with the reason. */
export interface NxResult {
  impacted: Map<string, NxReason>;
  all?: string;
  /** Changed files outside every Nx project that no target input takes: for the target rules. */
  outside: string[];
  /** The Nx calls that ran. */
  calls: ToolCall[];
  warnings: string[];
}

/** `--files` takes one argument; past this, Linux refuses it (MAX_ARG_STRLEN is 128 KiB). */
const FILES_ARGUMENT_CAP = 100_000;

/** The environment Nx runs in: no daemon, no Nx Cloud, its cache in a directory of its own. */
export function nxEnvironment(base: NodeJS.ProcessEnv, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...base,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    // Plugins in Nx's own process: measured to take a third to a half of the time. A workflow
    // that sets it keeps its value.
    NX_ISOLATE_PLUGINS: base.NX_ISOLATE_PLUGINS ?? 'false',
    // The project graph cache: the second call reuses what the first computed, and nothing is
    // written to the work tree (.nx/workspace-data) or read from a stale one there.
    NX_WORKSPACE_DATA_DIRECTORY: dataDir,
    NX_TUI: 'false',
    NX_VERBOSE_LOGGING: 'false',
    FORCE_COLOR: '0',
  };
}

/** The Nx projects of a pull request whose changed files git compared. */
export async function nxTargets(
  settings: NxSettings,
  ctx: {
    repository: string;
    git: GitRunner;
    comparison: Comparison;
    changed: string[];
    log: Logger;
    env?: NodeJS.ProcessEnv;
  },
): Promise<NxResult> {
  const warnings: string[] = [];
  const calls: ToolCall[] = [];
  const all = (reason: string): NxResult => ({
    impacted: new Map(),
    all: reason,
    outside: [],
    calls,
    warnings,
  });
  const nx = findNx(ctx.repository);
  if (!nx) {
    warnings.push(`Uploading ALL: ${NO_NX}.`);
    return all(NO_NX);
  }
  const [problem, diff] = await Promise.all([
    workTreeProblem(ctx.git, ctx.comparison.to, 'Nx'),
    changedPaths(ctx.git, ctx.comparison.from, ctx.comparison.to),
  ]);
  if (problem) return all(problem);
  if (!diff.ok) return all(`git could not list the changed files' statuses: ${diff.error}`);
  const blind = nxBlindSpot(diff.paths);
  if (blind) return all(blind);
  const typescript = missingTypeScript(ctx.repository);
  if (typescript) {
    warnings.push(`Uploading ALL: ${typescript}.`);
    return all(typescript);
  }
  if (ctx.changed.length === 0) return { impacted: new Map(), outside: [], calls, warnings };

  const args = ['show', 'projects', '--affected', '--json'];
  let stdin: string | undefined;
  if (nx.stdin) {
    args.push('--stdin');
    stdin = `${ctx.changed.join('\n')}\n`;
  } else {
    // An older Nx splits --files on commas (and spaces): such a path cannot be passed whole.
    const odd = ctx.changed.find((file) => /[,\s]/.test(file));
    if (odd !== undefined) {
      return all(
        `Nx ${nx.version} takes the changed files only through --files, which splits ${JSON.stringify(odd)} at its comma or space; Nx 23 reads them from standard input (--stdin)`,
      );
    }
    const files = ctx.changed.join(',');
    if (files.length > FILES_ARGUMENT_CAP) {
      return all(
        `Nx ${nx.version} takes the changed files only through --files, and ${ctx.changed.length} paths are too long for one argument; Nx 23 reads them from standard input (--stdin)`,
      );
    }
    args.push(`--files=${files}`);
  }

  const dataDir = mkdtempSync(path.join(ctx.env?.RUNNER_TEMP || tmpdir(), 'mq-nx-'));
  try {
    const env = nxEnvironment(ctx.env ?? process.env, dataDir);
    const deadline = Date.now() + settings.timeoutMs;
    const call = async (callArgs: string[], input?: string): Promise<ToolRunResult> => {
      const result = await runTool({
        name: 'Nx',
        command: process.execPath,
        args: [nx.script, ...callArgs],
        ...(input !== undefined && { stdin: input }),
        cwd: ctx.repository,
        env,
        timeoutMs: Math.max(1, deadline - Date.now()),
      });
      const command = ['node', nx.shown, ...callArgs];
      calls.push({ tool: 'Nx', command, ms: result.ms });
      ctx.log.info(
        `Nx ${nx.version}: ${command.join(' ')} (${(result.ms / 1000).toFixed(1)} s${result.ok ? '' : ', failed'})`,
      );
      // A failure quotes Nx's last lines once, in its warning; the whole output is debug's.
      if (result.stderr.trim() !== '') {
        if (result.ok) ctx.log.group?.('Nx output', result.stderr);
        else ctx.log.debug(`Nx output:${quoteLines(result.stderr.trimEnd())}`);
      }
      return result;
    };
    const failed = (result: Extract<ToolRunResult, { ok: false }>): NxResult => {
      const words = lastLines(`${result.stderr}\n${result.stdout}`);
      warnings.push(
        `Nx could not answer, so every target is impacted: ${result.reason}.` +
          (words ? ` Its last lines:${quoteLines(words)}` : ''),
      );
      return all(`${result.reason}${words ? `: ${words.split('\n').at(-1)}` : ''}`);
    };

    const affected = await call(args, stdin);
    if (!affected.ok) return failed(affected);
    const named = projectList(affected.stdout);
    if (typeof named === 'string') {
      return all(
        `nx show projects printed something other than a JSON list of project names: ${named}`,
      );
    }
    const graphFile = path.join(dataDir, 'graph.json');
    const graphCall = await call(['graph', `--file=${graphFile}`]);
    if (!graphCall.ok) return failed(graphCall);
    let nxJson: Record<string, unknown> = {};
    try {
      const doc = parseJsonc(readFileSync(path.join(ctx.repository, 'nx.json'), 'utf8'));
      if (isTable(doc)) nxJson = doc;
    } catch {
      // Nx read it; named inputs are then those of the projects alone.
    }
    let graph;
    try {
      graph = parseNxGraph(readFileSync(graphFile, 'utf8'), nxJson);
    } catch (error) {
      return all(`nx graph wrote no project graph that can be read: ${errorMessage(error)}`);
    }
    const impact = nxImpact(graph, named, ctx.changed);
    return { impacted: impact.impacted, outside: impact.outside, calls, warnings };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Nx's answer as a list of names, or what was wrong with it (quoted, cut short). */
export function projectList(stdout: string): string[] | string {
  const text = stdout.trim();
  const quoted = () => JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return quoted();
  }
  if (!Array.isArray(doc) || doc.some((item) => typeof item !== 'string' || item === '')) {
    return quoted();
  }
  return [...new Set(doc as string[])];
}

/** The last lines of Nx's output worth quoting (blank lines dropped), joined. */
function lastLines(text: string, count = 8): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join('\n');
}
