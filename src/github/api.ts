/**
 * The GitHub REST look-ups this action makes, in its own terms: the engine sees these types and
 * ListedFiles; the door gives the real adapter (doors/action/github.ts), tests a fake.
 */
import type { ListedFiles } from '../targets/diff/changed-files.js';

/** An open pull request as this action needs it. */
export interface PullRequestRef {
  number: number;
  headSha: string;
  headRef: string;
  baseRef: string;
  baseSha: string;
  /** GitHub's test merge commit, when it has made one. */
  mergeCommitSha?: string | undefined;
  /** The head is in another repository (a fork). */
  fromFork: boolean;
}

/** The GitHub REST look-ups this action makes, behind an interface so commands take a fake. */
export interface GitHubApi {
  /** pulls.listFiles, all pages, with the PR's changed-file count. */
  listPullRequestFiles(prNumber: number): Promise<ListedFiles>;
  /** The open pull request whose head is `branch` in this repository, if any. */
  findOpenPullRequest(branch: string): Promise<PullRequestRef | undefined>;
  /** The repository's default branch. */
  defaultBranch(): Promise<string>;
  /** One pull request by number (its base branch names its queue). */
  pullRequest(prNumber: number): Promise<PullRequestRef>;
}
