import { errorMessage } from '../format.js';
import type { Logger } from '../logger.js';
import { parseNameStatusZ, type GitRunner } from './git.js';

/** The changed files of a pull request, or why they cannot be known for sure. */
export type ChangedFiles =
  | { certain: true; files: string[]; source: 'git' | 'rest'; base?: string; head?: string }
  | { certain: false; reason: string; fix: string; source: 'git' | 'rest' | 'none' };

export interface GitDiffRequest {
  /** Head of the pull request (commit SHA). */
  headSha: string;
  /** Explicit base end; the diff starts at merge-base(base, head). */
  baseSha?: string;
  /** Queue target branch; its tip on `origin` is the base when no baseSha is given. */
  targetBranch?: string;
  /** Base SHA the event named, used when the target branch cannot be fetched. */
  fallbackBaseSha?: string;
  remote?: string;
  /** Depth of the first fetch into a shallow clone; doubles up to maxDepth, then unshallows. */
  initialDepth?: number;
  maxDepth?: number;
}

const FETCH_DEPTH_FIX =
  'Check out with `fetch-depth: 0` in actions/checkout, or set base-sha and head-sha to commits the workspace has.';

/** True when `cwd` is inside a git work tree (decides git over the REST API). */
export async function isGitRepository(git: GitRunner): Promise<boolean> {
  const result = await git.tryRun(['rev-parse', '--is-inside-work-tree']);
  return result.ok && result.stdout.trim() === 'true';
}

/**
 * Changed files between merge-base(base, head) and head from local git: fetches from `origin`
 * what a shallow checkout lacks, deepens by doubling until a merge-base exists, unshallows once,
 * and never touches the working tree or any config. Uncertain (never empty) when history cannot
 * be found.
 */
export async function changedFilesFromGit(
  git: GitRunner,
  request: GitDiffRequest,
  log: Logger,
): Promise<ChangedFiles> {
  try {
    return await diffWithHistory(git, request, log);
  } catch (error) {
    return {
      certain: false,
      source: 'git',
      reason: `git failed while computing the changed files: ${errorMessage(error)}`,
      fix: FETCH_DEPTH_FIX,
    };
  }
}

async function diffWithHistory(
  git: GitRunner,
  request: GitDiffRequest,
  log: Logger,
): Promise<ChangedFiles> {
  const remote = request.remote ?? 'origin';
  const maxDepth = request.maxDepth ?? 4096;
  let depth = request.initialDepth ?? 32;
  const hasRemoteCheck = git.tryRun(['remote', 'get-url', remote]);
  const isShallow = async () =>
    (await git.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
  const hasCommit = async (sha: string) =>
    (await git.tryRun(['cat-file', '-e', `${sha}^{commit}`])).ok;
  const resolve = async (ref: string) => {
    const result = await git.tryRun(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return result.ok ? result.stdout.trim() : undefined;
  };
  const trackingRef = request.targetBranch
    ? `refs/remotes/${remote}/${request.targetBranch}`
    : undefined;
  /** First the head commit and the base commit or target branch; once resolved, both SHAs. */
  let wants = [request.headSha];
  if (request.baseSha) wants.push(request.baseSha);
  else if (request.targetBranch) wants.push(`+refs/heads/${request.targetBranch}:${trackingRef!}`);
  const fetch = async (extra: string[]) => {
    const args = [
      'fetch',
      '--no-tags',
      '--no-recurse-submodules',
      '--quiet',
      ...extra,
      remote,
      ...wants,
    ];
    await git.run(args);
  };

  // 1. Make sure both ends are present (independent probes, run together).
  const [remoteResult, headPresent, basePresent] = await Promise.all([
    hasRemoteCheck,
    hasCommit(request.headSha),
    request.baseSha ? hasCommit(request.baseSha) : Promise.resolve(true),
  ]);
  const hasRemote = remoteResult.ok;
  const missingHead = !headPresent;
  const missingBase = !basePresent;
  const needTargetBranch = !request.baseSha && request.targetBranch !== undefined;
  if ((missingHead || missingBase || needTargetBranch) && hasRemote) {
    const shallow = await isShallow();
    try {
      await fetch(shallow ? [`--depth=${depth}`] : []);
    } catch (error) {
      // The target branch may be gone or renamed; the event's base SHA can still do.
      if (missingHead || missingBase) throw error;
      log.debug(`Fetching the target branch failed: ${errorMessage(error)}`);
    }
  }
  // Probe again only what was missing before the fetch.
  if (missingHead && !(await hasCommit(request.headSha))) {
    return {
      certain: false,
      source: 'git',
      reason: `the head commit ${request.headSha} is not in the workspace and could not be fetched from ${remote}`,
      fix: FETCH_DEPTH_FIX,
    };
  }
  // Every candidate is checked to be a commit here: an explicit base (if it was missing), a
  // resolved ref (rev-parse --verify ...^{commit}), or the event's base SHA.
  let base: string | undefined;
  if (request.baseSha) {
    if (!missingBase || (await hasCommit(request.baseSha))) base = request.baseSha;
  } else {
    if (trackingRef) base = await resolve(trackingRef);
    if (!base && request.targetBranch) base = await resolve(`refs/heads/${request.targetBranch}`);
    if (!base && request.fallbackBaseSha && (await hasCommit(request.fallbackBaseSha)))
      base = request.fallbackBaseSha;
  }
  if (!base) {
    return {
      certain: false,
      source: 'git',
      reason: `the base of the diff (${request.baseSha ?? request.targetBranch ?? 'unknown'}) is not in the workspace and could not be fetched`,
      fix: 'Set target-branch to the queue branch, or base-sha to a commit the workspace has.',
    };
  }

  // 2. Find the merge-base, deepening a shallow clone by doubling, then unshallowing once.
  // Both ends are wanted by SHA: a refspec whose tip is already local would not be deepened.
  wants = [request.headSha, base];
  let unshallowed = false;
  let mergeBase: string | undefined;
  for (;;) {
    const result = await git.tryRun(['merge-base', base, request.headSha]);
    if (result.ok) {
      mergeBase = result.stdout.trim();
      break;
    }
    if (result.exitCode !== 1) {
      throw new Error(`git merge-base ${base} ${request.headSha}: ${result.stderr.trim()}`);
    }
    if (!hasRemote || !(await isShallow()) || unshallowed) break;
    if (depth < maxDepth) {
      depth *= 2;
      await fetch([`--depth=${depth}`]);
    } else {
      log.debug('No merge-base yet; fetching the whole history once.');
      await fetch(['--unshallow']);
      unshallowed = true;
    }
  }
  if (!mergeBase) {
    return {
      certain: false,
      source: 'git',
      reason: `${base.slice(0, 12)} and ${request.headSha.slice(0, 12)} have no common history in the workspace${hasRemote ? ', even after fetching all of it' : ''}`,
      fix: FETCH_DEPTH_FIX,
    };
  }

  // 3. The diff: -z so no path is quoted, --no-renames so both sides of a rename count.
  const output = await git.run([
    '-c',
    'core.quotepath=false',
    'diff',
    '--name-status',
    '-z',
    '--no-renames',
    '--no-ext-diff',
    '--no-color',
    mergeBase,
    request.headSha,
    '--',
  ]);
  const files = sortedUnique(parseNameStatusZ(output));
  return { certain: true, source: 'git', files, base: mergeBase, head: request.headSha };
}

/** Sorted, duplicate-free copy. */
export function sortedUnique(values: Iterable<string>): string[] {
  const sorted = [...new Set(values)].sort();
  return sorted;
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
export function changedFilesFromListing(listing: ListedFiles): ChangedFiles {
  const returned = listing.files.length;
  if (returned >= REST_FILE_CAP || (listing.total !== undefined && listing.total > returned)) {
    return {
      certain: false,
      source: 'rest',
      reason: `the GitHub API listed ${returned} changed files${listing.total !== undefined ? ` of ${listing.total}` : ''}; it returns at most ${REST_FILE_CAP}`,
      fix: 'Check out the repository with actions/checkout (`fetch-depth: 0`) so changed files come from git.',
    };
  }
  const paths: string[] = [];
  for (const file of listing.files) {
    paths.push(file.path);
    if (file.previousPath) paths.push(file.previousPath);
  }
  return { certain: true, source: 'rest', files: sortedUnique(paths) };
}
