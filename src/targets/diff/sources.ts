/**
 * Where a pull request's changed files come from: git first (the merge commit when it is one,
 * else the three-dot diff, fetching what a shallow clone lacks), the GitHub API's listing when
 * git cannot reach what it needs or there is no repository, and otherwise "uncertain" with the
 * reason and the fix, which the safety rule turns into ALL.
 */
import { clause, errorMessage } from '../../format.js';
import { ACTION_VOICE, type Voice } from '../../voice.js';
import type { Logger } from '../../logger.js';
import {
  changedFilesFromGit,
  changedFilesFromListing,
  gitState,
  mergeVerdict,
  readMergeCommit,
  SHALLOW_BOUNDARY,
  type ChangedFiles,
  type GitDiffRequest,
  type ListedFiles,
} from './changed-files.js';
import { atShallowBoundary } from './git-dir.js';
import type { GitRunner } from './git.js';

export async function changedFilesOf(
  request: GitDiffRequest & { prNumber: number },
  deps: {
    git: GitRunner;
    log: Logger;
    listPullRequestFiles?: ((prNumber: number) => Promise<ListedFiles>) | undefined;
    /** The door's words for what describes the run and how to check out. */
    voice?: Voice | undefined;
    /** Where git runs: its shallow file says whether M is a shallow boundary (git-dir.ts). */
    workspace?: string | undefined;
  },
): Promise<ChangedFiles> {
  const voice = deps.voice ?? ACTION_VOICE;
  // The common case first, in one git process: the merge commit and its first parent are here.
  // A failed read (not a repository, M missing) is found out below. M listed in the shallow
  // file (actions/checkout's depth 1) is read after the fetch of its parents, not before too.
  const merge = request.mergeCommit;
  const read = !merge
    ? undefined
    : deps.workspace !== undefined && atShallowBoundary(deps.workspace, merge)
      ? SHALLOW_BOUNDARY
      : await readMergeCommit(deps.git, merge).catch(() => undefined);
  if (read && read.parents.length > 0) {
    const verdict = mergeVerdict(read, request);
    if (!('why' in verdict)) return verdict;
  }
  const firstRead = request.mergeCommit ? { firstRead: { read } } : {};
  /** From git; from the GitHub API's listing when git cannot reach the remote for what it lacks. */
  const fromGit = async (shallow: boolean): Promise<ChangedFiles> => {
    const result = await changedFilesFromGit(deps.git, request, deps.log, {
      shallow,
      ...firstRead,
      runSource: voice.runSource,
      input: voice.input,
    });
    if (result.certain || result.unreachable === undefined || !deps.listPullRequestFiles) {
      return result;
    }
    return fromListing(result.unreachable, `${result.reason}, `);
  };
  const fromListing = async (why: string, before = ''): Promise<ChangedFiles> => {
    deps.log.info(
      `Changed files: from the GitHub API's list of the pull request's files, because ${why}.`,
    );
    try {
      return changedFilesFromListing(
        await deps.listPullRequestFiles!(request.prNumber),
        voice.checkOutFirst,
      );
    } catch (error) {
      return {
        certain: false,
        source: 'rest',
        reason: `${before}listing the pull request files through the GitHub API failed: ${clause(errorMessage(error))}`,
        fix: `${voice.checkOutFirst}, or check ${voice.input('github-token')} (it needs \`pull-requests: read\`).`,
      };
    }
  };
  // M at the shallow boundary: a shallow git repository, one fetch away.
  if (read && read.parents.length === 0) return fromGit(true);
  const git = await gitState(deps.git);
  if (git.inside) return fromGit(git.shallow);
  if (!deps.listPullRequestFiles) {
    return {
      certain: false,
      source: 'none',
      reason:
        'the workspace is not a git repository and the GitHub API cannot be asked for the pull request files',
      fix: `${voice.checkOutFirst}, or give ${voice.input('github-token')}.`,
    };
  }
  return fromListing('the workspace is not a git repository');
}
