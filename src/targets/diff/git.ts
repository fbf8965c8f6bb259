import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import * as path from 'node:path';
import { GitError } from '../../errors.js';
import { errorOutputLine } from '../../format.js';
import { readText } from '../../text-file.js';
import type { StartedGit } from './early-git.js';
import { execGit, gitEnv, type GitResult } from './git-process.js';

export type { GitResult } from './git-process.js';

/** Runs git without a shell in one directory. Injected so tests and benchmarks can count calls. */
export interface GitRunner {
  /** Run and return stdout; throws GitError on a non-zero exit. */
  run(args: readonly string[]): Promise<string>;
  /** Run and report, never throwing for a non-zero exit. */
  tryRun(args: readonly string[]): Promise<GitResult>;
  /** The shallow-boundary commits of the repository (empty when it is complete). */
  shallowCommits(): Promise<Set<string>>;
  /**
   * Start a long-lived git process that reads requests on stdin (`git cat-file --batch`), in
   * the same directory and environment as `run`; `env` adds variables. Optional so that test
   * doubles need not spawn: without it, objects are read one `git cat-file` at a time.
   */
  start?(args: readonly string[], env?: Record<string, string>): ChildProcessWithoutNullStreams;
}

/**
 * The real runner: execFile('git', args) in `cwd`, with prompts off and a C locale. A request
 * identical to the one `started` was started with (same arguments, directory and environment)
 * takes that process's result instead of running git again, once.
 */
export function createGitRunner(
  cwd: string,
  onCommand?: (args: readonly string[]) => void,
  started?: StartedGit,
): GitRunner {
  const env = gitEnv();
  const tryRun = (args: readonly string[]): Promise<GitResult> => {
    onCommand?.(args);
    return started?.take(args, cwd, env) ?? execGit(args, cwd, env).result;
  };
  const run = async (args: readonly string[]): Promise<string> => {
    const result = await tryRun(args);
    if (!result.ok) {
      throw new GitError(
        `git ${args.join(' ')} failed (exit ${result.exitCode ?? 'unknown'}): ${errorOutputLine(result.stderr)}`,
        args,
        result.exitCode,
        result.stderr,
      );
    }
    return result.stdout;
  };
  let shallowFile: string | undefined;
  return {
    tryRun,
    run,
    start(args, extra) {
      onCommand?.(args);
      return spawn('git', args as string[], {
        cwd,
        env: extra ? { ...env, ...extra } : env,
        stdio: ['pipe', 'pipe', 'pipe'],
        windowsHide: true,
      });
    },
    async shallowCommits() {
      // Where the list lives does not change while the action runs: ask git once.
      shallowFile ??= path.resolve(cwd, (await run(['rev-parse', '--git-path', 'shallow'])).trim());
      const file = shallowFile;
      try {
        return new Set((await readText(file)).split('\n').filter(Boolean));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
        throw error;
      }
    },
  };
}

/**
 * Each entry of `git ls-tree -r -z` output (treeListArgs): `<mode> SP <type> SP <oid> TAB
 * <path> NUL`. `visit` gets the path, and the entry's start and its tab, between which the mode
 * and the object id are read where wanted: a listing of 100,000 files makes no other string.
 */
export function eachTreeEntry(
  output: string,
  visit: (file: string, start: number, tab: number) => void,
): void {
  eachTreeEntryAt(output, (start, tab, stop) => visit(output.slice(tab + 1, stop), start, tab));
}

/** Whether an entry of `git ls-tree` output at `start` is a submodule (mode 160000). */
export const isGitlinkAt = (output: string, start: number): boolean =>
  output.charCodeAt(start + 1) === 54 /* 6 of 160000 */ && output.startsWith('160000', start);

/** eachTreeEntry by offsets: the entry's start, its TAB, and the NUL (or end) after its path. */
export function eachTreeEntryAt(
  output: string,
  visit: (start: number, tab: number, stop: number) => void,
): void {
  let pos = 0;
  const end = output.length;
  while (pos < end) {
    let stop = output.indexOf('\0', pos);
    if (stop === -1) stop = end;
    const tab = output.indexOf('\t', pos);
    if (tab === -1 || tab > stop) break;
    visit(pos, tab, stop);
    pos = stop + 1;
  }
}

/**
 * `git` with each tree listing (`tryRun` of `git ls-tree`) run once: the workspace's reader and
 * the rules' check for patterns that match nothing list the same commit, in one process. One
 * that failed is run again when asked again: at depth 1 a listing started beside the diff can
 * come before the fetch that brings its commit.
 */
export function sharingTreeListings(git: GitRunner): GitRunner {
  const listings = new Map<string, Promise<GitResult>>();
  return {
    run: (args) => git.run(args),
    tryRun(args) {
      if (args[0] !== 'ls-tree') return git.tryRun(args);
      const key = args.join('\0');
      let listed = listings.get(key);
      if (!listed) {
        listings.set(key, (listed = git.tryRun(args)));
        const forget = () => listings.delete(key);
        listed.then((result) => result.ok || forget(), forget);
      }
      return listed;
    },
    shallowCommits: () => git.shallowCommits(),
    ...(git.start && { start: git.start.bind(git) }),
  };
}

/**
 * Parse `git diff --name-status -z` output in one pass. Records are STATUS NUL PATH NUL, with a
 * second path for renames and copies (not produced under --no-renames, handled anyway).
 * Returns every path named, both sides of a rename included. `removed`, when given, gets the
 * paths of the old side that the new one lacks or holds as another kind of entry: deleted (D),
 * renamed from (R), their type changed (T, a file that became a submodule or the reverse).
 */
export function parseNameStatusZ(output: string, removed?: string[]): string[] {
  const paths: string[] = [];
  let pos = 0;
  const length = output.length;
  const next = (): string | undefined => {
    if (pos >= length) return undefined;
    let end = output.indexOf('\0', pos);
    if (end === -1) end = length;
    const token = output.slice(pos, end);
    pos = end + 1;
    return token;
  };
  for (;;) {
    const status = next();
    if (status === undefined || status === '') break;
    const first = next();
    if (first === undefined) break;
    paths.push(first);
    const kind = status.charCodeAt(0);
    // 'D' (68), 'R' (82), 'T' (84).
    if (removed && (kind === 68 || kind === 82 || kind === 84)) removed.push(first);
    // 'R' (82) and 'C' (67) carry a source and a destination path.
    if (kind === 82 || kind === 67) {
      const second = next();
      if (second !== undefined) paths.push(second);
    }
  }
  return paths;
}
