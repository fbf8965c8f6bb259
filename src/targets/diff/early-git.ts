/**
 * The merge commit's reads, started by a door as soon as the bundle's modules are evaluated,
 * before the run's own work. On a pull request the engine's git processes are the read of the
 * test merge commit (readMergeCommit, changed-files.ts) and, when a workspace is read, the
 * listing of its tree (the workspace's files, CommitFiles; the rules' check for patterns that
 * match nothing reads the tree from the index, git-index.ts, and shares this listing only when
 * the index is not that tree); started first, git runs on the other core while the run reads
 * its settings, event and rules. A merge commit the repository's shallow file lists (a checkout
 * at depth 1: git would show it without parents) is not read first: the run fetches its parents,
 * then reads it (git-dir.ts). Both are started by one spawn where sh can run them
 * (execGitsTogether, git-process.ts): Node waits for each child it spawns to start its program,
 * and on a busy runner that wait is most of what a git process costs the run. The engine's git
 * runner takes a started process's result only
 * for the identical request (arguments, directory and environment), once; any other request
 * runs git as it always does, so the start can never change an answer.
 *
 * The rule that input errors are found before any git work (computeImpactedTargets) is about
 * effects: this read is read-only, and a run that ends before asking for it (an input error, a
 * skip, another command) ends the process (discard).
 *
 * Imports only the small modules it needs (Node's and the engine's constants).
 */
import type { ChildProcess } from 'node:child_process';
import { COMMIT_SHA, Inputs, TEST_BRANCH_PREFIX, type InputName } from '../../constants.js';
import { splitList } from '../../lists.js';
import { atShallowBoundary } from './git-dir.js';
import { execGit, execGitsTogether, gitEnv, type GitResult } from './git-process.js';

/**
 * The merge commit of a GitHub Actions pull_request run: GITHUB_SHA, lower-cased, as event.ts
 * reads it; undefined for any other event, or a GITHUB_SHA that is no commit SHA.
 */
export function pullRequestMerge(env: Record<string, string | undefined>): string | undefined {
  return env.GITHUB_EVENT_NAME === 'pull_request' && COMMIT_SHA.test(env.GITHUB_SHA ?? '')
    ? env.GITHUB_SHA!.toLowerCase()
    : undefined;
}

/** A git process started ahead of the engine's request for it. */
export interface StartedGit {
  /**
   * The started process's result, when `args`, `cwd` and `env` are exactly those it was
   * started with and nothing has taken it yet; otherwise undefined (the caller runs git).
   */
  take(
    args: readonly string[],
    cwd: string,
    env: NodeJS.ProcessEnv,
  ): Promise<GitResult> | undefined;
  /**
   * Ends the process unless it was taken: the run ended, or asked for something else. True when
   * it was still running, so that the caller lets Node wait for its end.
   */
  discard(): boolean;
}

/**
 * `git log -1` of the merge commit M with its parents, its tree's id and its name-status diff
 * against its first parent, in one process: what readMergeCommit runs.
 */
export function mergeReadArgs(commit: string): string[] {
  return [
    '-c',
    'core.quotepath=false',
    'log',
    '-1',
    '--format=%x00%P%x00%T%x00',
    '-z',
    '--name-status',
    '--no-renames',
    '--diff-merges=first-parent',
    '--no-ext-diff',
    '--no-color',
    '--end-of-options',
    commit,
    '--',
  ];
}

/** `git ls-tree -r` of a commit, every path with its mode: how the engine lists a tree. */
export function treeListArgs(commit: string): string[] {
  return ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', commit];
}

const sameEnv = (a: NodeJS.ProcessEnv, b: NodeJS.ProcessEnv): boolean => {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
};

/** Start `git args` in `cwd` now; undefined if it cannot be started. Never prints. */
export function startGit(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = gitEnv(),
): StartedGit | undefined {
  try {
    const { child, result } = execGit(args, cwd, env);
    return startedAs([{ args, result: () => result }], child, cwd, env);
  } catch {
    return undefined;
  }
}

/**
 * Start every request in `cwd` now, with one spawn where it can be done (execGitsTogether), one
 * by one otherwise; undefined if none can be started. Never prints. A request whose process sh
 * cannot account for is run again, as the engine would run it, when it is taken.
 */
export function startGits(
  requests: readonly (readonly string[])[],
  cwd: string,
  env: NodeJS.ProcessEnv = gitEnv(),
): StartedGit | undefined {
  const together = requests.length > 1 ? execGitsTogether(requests, cwd, env) : undefined;
  if (!together) {
    const started = requests.flatMap((args) => startGit(args, cwd, env) ?? []);
    return started.length > 1 ? combined(started) : started[0];
  }
  // Run again only when taken: a discarded read must start nothing.
  const reads = requests.map((args, i) => ({
    args,
    result: () => together.results[i]!.then((result) => result ?? execGit(args, cwd, env).result),
  }));
  return startedAs(reads, together.child, cwd, env);
}

/** Processes started by one child (git, or the sh that runs several): each taken once. */
function startedAs(
  reads: { args: readonly string[]; result: () => Promise<GitResult> }[],
  child: ChildProcess,
  cwd: string,
  env: NodeJS.ProcessEnv,
): StartedGit {
  const open = new Set(reads);
  return {
    take(wanted, wantedCwd, wantedEnv) {
      if (wantedCwd !== cwd || !sameEnv(wantedEnv, env)) return undefined;
      for (const read of open) {
        if (read.args.length !== wanted.length || wanted.some((arg, i) => arg !== read.args[i])) {
          continue;
        }
        open.delete(read);
        return read.result();
      }
      return undefined;
    },
    discard() {
      if (open.size === 0) return false;
      open.clear();
      // Still running: end it (its results, errors, are read by no one and never reject).
      if (child.exitCode !== null || child.signalCode !== null) return false;
      child.kill();
      return true;
    },
  };
}

/** Several started processes as one: each request takes the one started for it. */
function combined(started: StartedGit[]): StartedGit {
  return {
    take: (args, cwd, env) => {
      for (const one of started) {
        const result = one.take(args, cwd, env);
        if (result) return result;
      }
      return undefined;
    },
    discard: () => started.map((one) => one.discard()).some(Boolean),
  };
}

/**
 * Whether the rules' patterns that match nothing are looked for (dead-patterns.ts): always, but
 * for `MERGE_QUEUE_CONNECT_DEAD_PATTERNS=off`, which `npm run bench` sets to measure what the
 * check costs a run (the tree's listing and the look-up). Not documented for users.
 */
export function checksDeadPatterns(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MERGE_QUEUE_CONNECT_DEAD_PATTERNS !== 'off';
}

/**
 * The reads of merge commit `merge` a run whose inputs make it read the merge commit
 * (readsMergeCommit) asks for: its diff, and its tree when a workspace is read.
 */
export function startMergeReads(
  merge: string,
  cwd: string,
  input: (name: InputName) => string,
): StartedGit | undefined {
  const reads = [
    // M at the shallow boundary (actions/checkout's depth 1): the read would show no parents;
    // the run fetches them first and reads M after the fetch.
    ...(atShallowBoundary(cwd, merge) ? [] : [mergeReadArgs(merge)]),
    ...(readsWorkspace(input) ? [treeListArgs(merge)] : []),
  ];
  return reads.length > 0 ? startGits(reads, cwd) : undefined;
}

/** Whether `workspaces` is set to something other than false. */
function readsWorkspace(input: (name: InputName) => string): boolean {
  const workspaces = splitList(input(Inputs.Workspaces).trim(), 'names');
  return !(
    workspaces.length === 0 ||
    (workspaces.length === 1 && workspaces[0]!.toLowerCase() === 'false')
  );
}

/**
 * Whether the inputs make a run that reads the merge commit first: upload-impacted-targets (or
 * `auto` resolving to it) with a source that needs the changed files, the diff's ends not given
 * (they would replace the merge commit) and git run in the workspace itself (working-directory
 * moves it). A guess that mirrors settings.ts and context.ts on the raw inputs, for the door's
 * entry, before they are loaded: a wrong guess costs one read-only git process, never an answer.
 */
export function readsMergeCommit(
  input: (name: InputName) => string,
  branch: string | undefined,
): boolean {
  const value = (name: InputName) => input(name).trim();
  if (value(Inputs.BaseSha) || value(Inputs.HeadSha) || value(Inputs.WorkingDirectory)) {
    return false;
  }
  const needsDiff =
    value(Inputs.Targets) !== '' ||
    value(Inputs.TargetsFile) !== '' ||
    splitList(value(Inputs.ImpactsAllOn), 'patterns').length > 0 ||
    readsWorkspace(input);
  // impacted-targets: ALL makes the upload ALL without a diff.
  if (!needsDiff || splitList(value(Inputs.ImpactedTargets), 'names').includes('ALL')) return false;
  const command = value(Inputs.Command) || 'auto';
  if (command === 'upload-impacted-targets') return true;
  // `auto` on a queue test branch (or with a test run id) is get-test-run.
  return (
    command === 'auto' &&
    value(Inputs.TestRunId) === '' &&
    !(branch ?? '').startsWith(TEST_BRANCH_PREFIX)
  );
}
