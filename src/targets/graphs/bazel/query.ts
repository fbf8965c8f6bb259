/**
 * Runs the repository's own Bazel once, as an argument list (never a shell), for the one
 * package-loading query the Bazel mode needs, and reads its XML answer as it streams in.
 * Never `--keep_going`: a package with errors must fail the query, so the result is ALL.
 */
import { runTool } from '../run-tool.js';
import { BazelGraphReader, type BazelGraph } from './graph.js';

export interface BazelQueryOptions {
  /** The Bazel binary: a path, or a name looked up on PATH (`bazel`, which is bazelisk on GitHub's runners). */
  bazel: string;
  /** Startup options, before the command (`--output_user_root=...`). */
  startupOptions: readonly string[];
  /** Options added to the query (`--config=ci`). */
  options: readonly string[];
  /** The Bazel workspace: where Bazel runs. */
  cwd: string;
  /** Also ask for `//external:all-targets` (WORKSPACE mode: in-tree repositories). */
  external: boolean;
  /**
   * Only these packages (`''` for the root one), for a graph spliced into a cached one; every
   * package when absent.
   */
  packages?: readonly string[];
  /** The query is ended (its process group) after this many milliseconds. */
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  /** Ends the query when aborted: its answer is no longer needed. */
  signal?: AbortSignal | undefined;
}

/** What Bazel answered: a graph, or why there is none, in Bazel's own words. */
export type BazelQueryResult =
  | { ok: true; graph: BazelGraph; ms: number; command: string[]; stderr: string }
  | { ok: false; reason: string; ms: number; command: string[]; stderr: string };

/** How many of Bazel's last stderr lines a warning quotes. */
export const QUOTED_LINES = 8;

/** Bazel's progress lines, which say nothing about a failure. */
const PROGRESS =
  /^\s*(Loading|Analyzing|Fetching|currently loading|INFO: Invocation ID|Starting local Bazel server)/;

/** The last lines of Bazel's stderr worth quoting (progress lines dropped), joined. */
export function lastLines(stderr: string, count = QUOTED_LINES): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line !== '' && !PROGRESS.test(line));
  return lines.slice(-count).join('\n');
}

/** The line that says why Bazel failed: its last `ERROR:` line, else its last line. */
export function errorLine(stderr: string): string | undefined {
  const lines = lastLines(stderr, Number.MAX_SAFE_INTEGER).split('\n').filter(Boolean);
  return [...lines].reverse().find((line) => line.startsWith('ERROR:')) ?? lines.at(-1);
}

/** The query expression: every target of every package, and the external repositories. */
export function queryExpression(external: boolean): string {
  return external ? '//...:all-targets + //external:all-targets' : '//...:all-targets';
}

/** The query expression for some packages only: `set("//a:all-targets" ...)`, each word quoted. */
export function packagesExpression(packages: readonly string[]): string {
  return `set(${packages.map((p) => JSON.stringify(`//${p}:all-targets`)).join(' ')})`;
}

/** Ask Bazel for the whole graph at the work tree. Never throws: a failure is a result. */
export async function queryBazel(options: BazelQueryOptions): Promise<BazelQueryResult> {
  const args = [
    ...options.startupOptions,
    'query',
    options.packages ? packagesExpression(options.packages) : queryExpression(options.external),
    '--output=xml',
    '--order_output=no',
    ...options.options,
    // Last, so that no rc file or option turns a package with errors into a partial answer.
    '--nokeep_going',
  ];
  const command = [options.bazel, ...args];
  // The XML is read as it streams in: a large graph is never held as text.
  const reader = new BazelGraphReader();
  let parseError: string | undefined;
  const run = await runTool({
    name: 'bazel query',
    command: options.bazel,
    args,
    cwd: options.cwd,
    ...(options.env && { env: options.env }),
    timeoutMs: options.timeoutMs,
    ...(options.signal && { signal: options.signal }),
    notFound: `${options.bazel} was not found (set bazel-path, or install Bazel or bazelisk first)`,
    onStdout: (chunk) => {
      if (parseError !== undefined) return;
      try {
        reader.write(chunk);
      } catch (error) {
        parseError = error instanceof Error ? error.message : String(error);
      }
    },
  });
  const about = { ms: run.ms, command, stderr: run.stderr };
  if (!run.ok) return { ok: false, reason: run.reason, ...about };
  if (parseError === undefined) {
    try {
      return { ok: true, graph: reader.end(), ...about };
    } catch (error) {
      parseError = error instanceof Error ? error.message : String(error);
    }
  }
  return {
    ok: false,
    reason: `bazel query printed something other than its XML: ${parseError}`,
    ...about,
  };
}
