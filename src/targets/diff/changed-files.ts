import type { DiffEnds } from '../../run.js';
import { GitError } from '../../errors.js';
import { errorMessage } from '../../format.js';
import type { Logger } from '../../logger.js';
import { mergeReadArgs } from './early-git.js';
import { parseNameStatusZ, type GitRunner } from './git.js';

/** Which two commits a git diff compared, and why that way. */
export type Comparison =
  | {
      /** GitHub's test merge commit against its first parent: what merging the PR changes. */
      kind: 'merge-commit';
      from: string;
      to: string;
    }
  | {
      /** The three-dot diff merge-base(base, head)...head. */
      kind: 'merge-base';
      from: string;
      to: string;
      /** Why the merge commit was not used (none known, stale, not fetchable). */
      why: string;
      /**
       * The base the merge-base was taken with, when it was given exactly (base-sha,
       * merge_group's base_sha) rather than the target branch's tip.
       */
      exactBase?: string;
    };

/** The changed files of a pull request, or why they cannot be known for sure. */
export type ChangedFiles =
  | {
      certain: true;
      files: string[];
      source: 'git' | 'rest';
      comparison?: Comparison;
      /**
       * With a comparison: the paths of its `from` that `to` lacks, or holds as another kind of
       * entry (parseNameStatusZ), in the order the diff names them.
       */
      removed?: string[];
      /** The id of `to`'s tree, when the diff's process said it (a merge commit's read). */
      toTree?: string;
    }
  | {
      certain: false;
      reason: string;
      fix: string;
      source: 'git' | 'rest' | 'none';
      /**
       * Set when git could not fetch what it needed from the remote (unreachable, no
       * credentials): which commit, and git's words. Another source may then list the files.
       */
      unreachable?: string;
    };

/**
 * What git compares: the run's DiffEnds (run.ts says what each end is), the head known, the
 * target branch whose tip on `origin` is the base when no exact base is given, and how deep to
 * fetch into a shallow clone (doubling from initialDepth up to maxDepth, then unshallowing).
 */
export type GitDiffRequest = DiffEnds & {
  head: string;
  targetBranch?: string | undefined;
  remote?: string;
  initialDepth?: number;
  maxDepth?: number;
};

/** An input as the door names it in advice: `base-sha`, or the tool's `--base-sha`. */
type InputWords = (name: string) => string;

const fetchDepthFix = (input: InputWords) =>
  `Check that the workspace can fetch from origin, or set ${input('base-sha')} and ${input('head-sha')} to commits the workspace has.`;

/** Whether `cwd` is in a git work tree (git over the REST API) and whether it is shallow. */
export async function gitState(git: GitRunner): Promise<{ inside: boolean; shallow: boolean }> {
  const result = await git.tryRun([
    'rev-parse',
    '--is-inside-work-tree',
    '--is-shallow-repository',
  ]);
  const [inside, shallow] = result.stdout.split('\n');
  return { inside: result.ok && inside === 'true', shallow: result.ok && shallow === 'true' };
}

/**
 * Changed files of a pull request from local git, never touching the working tree or any config,
 * and fetching from `origin` only what is missing:
 * 1. with a merge commit M whose second parent is the head: `git diff M^1 M` (M and its parents
 *    at depth 2, one fetch at most);
 * 2. otherwise the three-dot diff, with a merge-base trusted only when no shallow-boundary commit
 *    lies between it and either tip (deepening by doubling, then unshallowing, until it is).
 * Uncertain (never empty) when history cannot be found.
 */
export async function changedFilesFromGit(
  git: GitRunner,
  request: GitDiffRequest,
  log: Logger,
  state?: {
    shallow: boolean;
    /** The merge commit as already read (readMergeCommit), so it is not read again. */
    firstRead?: { read: MergeRead | undefined };
    /** What describes the run, in the door's words (voice.ts): "the event" by default. */
    runSource?: string;
    /** How the door names an input in advice (voice.ts): as it is, by default. */
    input?: InputWords;
  },
): Promise<ChangedFiles> {
  const input = state?.input ?? ((name: string) => name);
  let unreachable: string | undefined;
  try {
    const shallow = state?.shallow ?? (await gitState(git)).shallow;
    let why = request.base
      ? 'base-sha was given'
      : `${state?.runSource ?? 'the event'} names no merge commit`;
    if (request.mergeCommit) {
      const merged = await mergeCommitDiff(git, request, shallow, log, state?.firstRead);
      if (!('why' in merged)) return merged;
      why = merged.why;
      unreachable = merged.unreachable;
      log.debug(`Not using merge commit ${request.mergeCommit}: ${why}; using the three-dot diff.`);
    }
    const result = await threeDotDiff(git, request, shallow, why, log, input);
    return !result.certain && unreachable ? { ...result, unreachable } : result;
  } catch (error) {
    if (error instanceof GitError && error.args.includes('fetch')) {
      const at = error.args.indexOf('--end-of-options');
      const remote = error.args[at + 1] ?? 'origin';
      unreachable ??= `git could not fetch ${error.args.slice(at + 2).join(' ')} from ${remote}: ${gitWords(error.stderr)}`;
    }
    return {
      certain: false,
      source: 'git',
      reason: `git failed while computing the changed files: ${errorMessage(error)}`,
      fix: fetchDepthFix(input),
      ...(unreachable !== undefined && { unreachable }),
    };
  }
}

/** git's message on one line, short enough for a log line. */
function gitWords(stderr: string): string {
  const words = stderr
    .trim()
    .split(/\s*\n\s*/)
    .join(' ');
  return words.length > 300 ? `${words.slice(0, 300)}…` : words || 'no message';
}

/**
 * Every fetch the engine makes: no tags, no submodules, no FETCH_HEAD written (a fetch of the
 * user's own is left as it was), and no `git maintenance run --auto` after it (a process more,
 * 8-15 ms of a 2-core runner's pull request at depth 1, for housekeeping a shallow checkout
 * does not need). Both options are older than `--diff-merges` (git 2.31), which the merge read
 * needs already.
 */
const FETCH = [
  'fetch',
  '--no-tags',
  '--no-recurse-submodules',
  '--no-write-fetch-head',
  '--no-auto-maintenance',
  '--quiet',
];

/** A commit's parents (as its own object records them) and its diff against the first one. */
export interface MergeRead {
  parents: string[];
  /** The id of its tree. */
  tree: string;
  files: string[];
  /** The paths of the first parent that M lacks (parseNameStatusZ). */
  removed: string[];
}

/**
 * What the read of M shows when M is a shallow boundary: no parents (its tree unread: the read
 * after the fetch of its parents gives it).
 */
export const SHALLOW_BOUNDARY: Readonly<MergeRead> = {
  parents: [],
  tree: '',
  files: [],
  removed: [],
};

/**
 * One git process: `git log -1` of M with its parents, its tree and its name-status diff against
 * its first parent (mergeReadArgs; a door may have started it already, early-git.ts). In a shallow
 * clone a boundary commit shows no parents (and its diff would be a root diff, never used).
 * Undefined when M is not in the workspace.
 */
export async function readMergeCommit(
  git: GitRunner,
  commit: string,
): Promise<MergeRead | undefined> {
  const result = await git.tryRun(mergeReadArgs(commit));
  if (!result.ok) return undefined;
  const out = result.stdout;
  const close = out.indexOf('\0', 1);
  const treeEnd = close === -1 ? -1 : out.indexOf('\0', close + 1);
  if (!out.startsWith('\0') || treeEnd === -1) {
    throw new Error(
      `unexpected output of git log for ${commit}: ${JSON.stringify(out.slice(0, 80))}`,
    );
  }
  const parents = out.slice(1, close).split(' ').filter(Boolean);
  const tree = out.slice(close + 1, treeEnd);
  let rest = treeEnd + 1;
  if (out.charCodeAt(rest) === 0) rest++;
  if (out.charCodeAt(rest) === 10) rest++;
  const removed: string[] = [];
  const files = parents.length > 0 ? parseNameStatusZ(out.slice(rest), removed) : [];
  return { parents, tree, files, removed };
}

/**
 * What a read of the merge commit M allows: its diff against M^1 when M's second parent is the
 * head, else why not. A read with no parents (M at the shallow boundary) is not judged here: the
 * caller fetches first.
 */
export function mergeVerdict(
  read: MergeRead,
  request: GitDiffRequest,
): Extract<ChangedFiles, { certain: true }> | { why: string } {
  const merge = request.mergeCommit ?? '';
  const [first, second] = read.parents;
  if (!first)
    return { why: `merge commit ${short(merge)} or its parents are not in the workspace` };
  if (!second) return { why: `${short(merge)} is not a merge commit` };
  const expected = request.mergeParent ?? request.head;
  if (second !== expected) {
    return {
      why: `merge commit ${short(merge)} is stale: its second parent ${short(second)} is not the head ${short(expected)}`,
    };
  }
  return {
    certain: true,
    source: 'git',
    files: sortedUnique(read.files),
    comparison: { kind: 'merge-commit', from: first, to: merge },
    removed: read.removed,
    toTree: read.tree,
  };
}

async function mergeCommitDiff(
  git: GitRunner,
  request: GitDiffRequest,
  shallow: boolean,
  log: Logger,
  firstRead?: { read: MergeRead | undefined },
): Promise<Extract<ChangedFiles, { certain: true }> | { why: string; unreachable?: string }> {
  const merge = request.mergeCommit ?? '';
  const remote = request.remote ?? 'origin';
  let read = firstRead ? firstRead.read : await readMergeCommit(git, merge);
  if (!read || read.parents.length === 0) {
    // Missing, or a shallow boundary: fetch it by SHA with its parents (depth 2 from M), once.
    const fetched = await git.tryRun([
      ...FETCH,
      ...(shallow ? ['--depth=2'] : []),
      '--end-of-options',
      remote,
      merge,
    ]);
    if (!fetched.ok) {
      log.debug(`Fetching merge commit ${merge} failed: ${fetched.stderr.trim()}`);
      return {
        why: `merge commit ${short(merge)} could not be fetched from ${remote}`,
        unreachable: `git could not fetch ${merge}${read ? ' (the merge commit, with its parents)' : ''} from ${remote}: ${gitWords(fetched.stderr)}`,
      };
    }
    read = await readMergeCommit(git, merge);
  }
  if (!read) return { why: `merge commit ${short(merge)} is not in the workspace` };
  return mergeVerdict(read, request);
}

const QUOTE_OFF = ['-c', 'core.quotepath=false'];

/**
 * The base of the three-dot diff is not here: why, in git's words when a fetch failed, and the
 * advice for what was set. A target branch that was given is not to be set again: the remote
 * is what failed; without one, the target branch (or an exact base) is what is missing.
 */
function baseNotHere(
  request: GitDiffRequest,
  remote: string,
  hasRemote: boolean,
  fetchFailed: string | undefined,
  input: InputWords,
): Extract<ChangedFiles, { certain: false }> {
  const what = request.base
    ? `the base given, ${short(request.base)}`
    : request.targetBranch !== undefined
      ? `the target branch ${request.targetBranch}`
      : 'the target branch (none is known)';
  const why = fetchFailed
    ? `, and git could not fetch it from ${remote}: ${fetchFailed}`
    : hasRemote
      ? ` and could not be fetched from ${remote}`
      : `, and the workspace has no remote ${remote} to fetch it from`;
  const exact = `${input('base-sha')} to a commit the workspace has`;
  const fix = request.base
    ? `Set ${exact}, or check that the workspace can fetch from ${remote}.`
    : request.targetBranch === undefined
      ? `Set ${input('target-branch')} to the queue's branch, or ${exact}.`
      : hasRemote
        ? `Check that the workspace can fetch from ${remote} (the target branch ${request.targetBranch} is what it lacks), or set ${exact}.`
        : `Add the remote ${remote}, or set ${exact}.`;
  return {
    certain: false,
    source: 'git',
    reason: `the base of the diff, ${what}, is not in the workspace${why}`,
    fix,
    ...(fetchFailed !== undefined && {
      unreachable: `git could not fetch ${what} from ${remote}: ${fetchFailed}`,
    }),
  };
}

const short = (sha: string) => sha.slice(0, 12);

/**
 * The three-dot diff merge-base(base, head)...head. A merge-base found in a shallow clone is
 * trusted only when no shallow-boundary commit lies between it and either tip: otherwise the
 * history cut off there may hold a later common ancestor (a target branch that merged an older
 * side branch makes an older commit look like the merge-base).
 */
async function threeDotDiff(
  git: GitRunner,
  request: GitDiffRequest,
  initiallyShallow: boolean,
  why: string,
  log: Logger,
  input: InputWords,
): Promise<ChangedFiles> {
  const remote = request.remote ?? 'origin';
  const maxDepth = request.maxDepth ?? 4096;
  let depth = request.initialDepth ?? 32;
  let shallow = initiallyShallow;
  const hasCommit = async (sha: string) =>
    (await git.tryRun(['cat-file', '-e', '--end-of-options', `${sha}^{commit}`])).ok;
  const resolve = async (ref: string) => {
    const result = await git.tryRun([
      'rev-parse',
      '--verify',
      '--quiet',
      '--end-of-options',
      `${ref}^{commit}`,
    ]);
    return result.ok ? result.stdout.trim() : undefined;
  };
  const trackingRef = request.targetBranch
    ? `refs/remotes/${remote}/${request.targetBranch}`
    : undefined;
  /** First the head commit and the base commit or target branch; once resolved, both SHAs. */
  let wants = [request.head];
  if (request.base) wants.push(request.base);
  else if (trackingRef) wants.push(`+refs/heads/${request.targetBranch}:${trackingRef}`);
  const fetch = async (extra: string[]) => {
    await git.run([...FETCH, ...extra, '--end-of-options', remote, ...wants]);
  };

  // 1. Make sure both ends are present (independent probes, run together).
  const [remoteResult, headPresent, basePresent] = await Promise.all([
    git.tryRun(['remote', 'get-url', '--end-of-options', remote]),
    hasCommit(request.head),
    request.base ? hasCommit(request.base) : Promise.resolve(true),
  ]);
  const hasRemote = remoteResult.ok;
  const missingHead = !headPresent;
  const missingBase = !basePresent;
  const needTargetBranch = !request.base && request.targetBranch !== undefined;
  /** git's words, when fetching the target branch failed (origin unreachable, say). */
  let fetchFailed: string | undefined;
  if ((missingHead || missingBase || needTargetBranch) && hasRemote) {
    try {
      await fetch(shallow ? [`--depth=${depth}`] : []);
    } catch (error) {
      // The target branch may be gone or renamed; the event's base SHA can still do.
      if (missingHead || missingBase) throw error;
      log.debug(`Fetching the target branch failed: ${errorMessage(error)}`);
      fetchFailed = error instanceof GitError ? gitWords(error.stderr) : errorMessage(error);
    }
  }
  if (missingHead && !(await hasCommit(request.head))) {
    return {
      certain: false,
      source: 'git',
      reason: `the head commit ${request.head} is not in the workspace and could not be fetched from ${remote}`,
      fix: fetchDepthFix(input),
    };
  }
  // Every candidate is checked to be a commit here: an explicit base (if it was missing), a
  // resolved ref (rev-parse --verify ...^{commit}), or the event's base SHA.
  let base: string | undefined;
  if (request.base) {
    if (!missingBase || (await hasCommit(request.base))) base = request.base;
  } else {
    if (trackingRef) base = await resolve(trackingRef);
    if (!base && request.targetBranch) base = await resolve(`refs/heads/${request.targetBranch}`);
    if (!base && request.fallbackBase && (await hasCommit(request.fallbackBase)))
      base = request.fallbackBase;
  }
  if (!base) return baseNotHere(request, remote, hasRemote, fetchFailed, input);

  // 2. A trusted merge-base: deepen a shallow clone by doubling, then unshallow once.
  // Both ends are wanted by SHA: a refspec whose tip is already local would not be deepened.
  wants = [request.head, base];
  let unshallowed = false;
  let mergeBase: string | undefined;
  for (;;) {
    const result = await git.tryRun(['merge-base', '--end-of-options', base, request.head]);
    if (result.ok) {
      const candidate = result.stdout.trim();
      if (!shallow || (await trustedMergeBase(git, candidate, [base, request.head]))) {
        mergeBase = candidate;
        break;
      }
      log.debug(
        `merge-base ${short(candidate)} is not trusted: the shallow boundary cuts history between it and a tip.`,
      );
    } else if (result.exitCode !== 1) {
      throw new Error(`git merge-base ${base} ${request.head}: ${result.stderr.trim()}`);
    }
    if (!hasRemote || !shallow || unshallowed) break;
    if (depth < maxDepth) {
      depth *= 2;
      await fetch([`--depth=${depth}`]);
    } else {
      log.debug('No trusted merge-base yet; fetching the whole history once.');
      await fetch(['--unshallow']);
      unshallowed = true;
      shallow = false;
    }
  }
  if (!mergeBase) {
    return {
      certain: false,
      source: 'git',
      reason: `${short(base)} and ${short(request.head)} have no common history in the workspace${hasRemote ? ', even after fetching all of it' : ''}`,
      fix: fetchDepthFix(input),
    };
  }

  // 3. The diff: -z so no path is quoted, --no-renames so both sides of a rename count.
  const output = await git.run([
    ...QUOTE_OFF,
    'diff',
    '--name-status',
    '-z',
    '--no-renames',
    '--no-ext-diff',
    '--no-color',
    '--end-of-options',
    mergeBase,
    request.head,
    '--',
  ]);
  const removed: string[] = [];
  return {
    certain: true,
    source: 'git',
    files: sortedUnique(parseNameStatusZ(output, removed)),
    removed,
    comparison: {
      kind: 'merge-base',
      from: mergeBase,
      to: request.head,
      why,
      ...(request.base && { exactBase: base }),
    },
  };
}

/**
 * True when no commit reachable from the tips but not from the merge-base is a shallow-boundary
 * commit (`git rev-parse --git-path shallow` lists them): then all history between them is here.
 */
async function trustedMergeBase(
  git: GitRunner,
  mergeBase: string,
  tips: string[],
): Promise<boolean> {
  const boundary = await git.shallowCommits();
  if (boundary.size === 0) return true;
  const range = await git.run(['rev-list', '--end-of-options', ...tips, `^${mergeBase}`]);
  for (const sha of range.split('\n')) if (boundary.has(sha.trim())) return false;
  return true;
}

/**
 * Sorted, duplicate-free copy. git already lists paths in order, so one pass checks that and
 * the sort (O(n log n) on 300,000 paths) is skipped when it holds.
 */
export function sortedUnique(values: Iterable<string>): string[] {
  const list = Array.isArray(values) ? (values as string[]) : [...values];
  let ordered = true;
  for (let i = 1; i < list.length; i++) {
    if (!(list[i - 1]! < list[i]!)) {
      ordered = false;
      break;
    }
  }
  return ordered ? list.slice() : [...new Set(list)].sort();
}

/** A pull request's files as a listing (the GitHub REST API) gives them. */
export interface ListedFiles {
  /** Each file, with its path before a rename when it was renamed. */
  files: { path: string; previousPath?: string | undefined }[];
  /** The pull request's count of changed files, when known. */
  total?: number | undefined;
}

/** GitHub's pulls.listFiles stops at 3,000 files. */
export const REST_FILE_CAP = 3000;

/** Changed files from the REST API listing; uncertain when the listing was cut short. */
export function changedFilesFromListing(
  listing: ListedFiles,
  /** How to check out first, in the door's words (voice.ts). */
  checkOutFirst = 'Run actions/checkout before this step',
): ChangedFiles {
  const returned = listing.files.length;
  if (returned >= REST_FILE_CAP || (listing.total !== undefined && listing.total > returned)) {
    return {
      certain: false,
      source: 'rest',
      reason: `the GitHub API listed ${returned} changed files${listing.total !== undefined ? ` of ${listing.total}` : ''}; it returns at most ${REST_FILE_CAP}`,
      fix: `${checkOutFirst}, so that the changed files come from git.`,
    };
  }
  const paths: string[] = [];
  for (const file of listing.files) {
    paths.push(file.path);
    if (file.previousPath) paths.push(file.previousPath);
  }
  return { certain: true, source: 'rest', files: sortedUnique(paths) };
}

/**
 * A file's text at both ends of a comparison (undefined where it does not exist), for workspace
 * manifests and lockfiles, whose meaning is in what changed inside them.
 */
export function fileVersions(
  git: GitRunner,
  c: Comparison,
): { read(file: string): Promise<{ before: string | undefined; after: string | undefined }> } {
  const at = async (rev: string, file: string): Promise<string | undefined> => {
    const listed = await git.run([
      '--literal-pathspecs',
      'ls-tree',
      '-z',
      '--full-tree',
      rev,
      '--',
      file,
    ]);
    if (listed === '') return undefined;
    return git.run(['cat-file', 'blob', `${rev}:${file}`]);
  };
  return {
    async read(file) {
      const [before, after] = await Promise.all([at(c.from, file), at(c.to, file)]);
      return { before, after };
    },
  };
}
