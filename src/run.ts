import type { Command, PullRequestCommand, QueueCommand } from './constants.js';
import type { Auth } from './service/auth.js';

/**
 * The plain description of one run that a door fills in (the action's event + inputs today):
 * the facts it knows, the tools the machine offers, and the per-command contexts that
 * context.ts checks them into.
 */

/**
 * How requests to the service are authenticated, decided once (authOf) and carried by the
 * context. The credentials themselves are the service adapters' (service/auth.ts).
 */
export type { Auth } from './service/auth.js';

/** The repository a run is about, as the service knows it: host, owner and name. */
export interface RepoRef {
  /** The provider's host, github.com or a GitHub Enterprise Server's. */
  host: string;
  owner: string;
  name: string;
}

/** What the machine offers the keyless route: the `trunk` CLI on PATH, when there is one. */
export interface Tools {
  trunkCli?: string | undefined;
}

/**
 * Everything the event, the environment and the inputs say about this run, inputs winning.
 * Any field may be unknown here; requireContext decides what the command cannot do without.
 */
export interface Facts {
  eventName: string;
  repo: RepoRef;
  /** The base address of web links (GITHUB_SERVER_URL). */
  serverUrl: string;
  /** Where the CI's pull requests are on the web, less the number (GitLab's, ...); unset: GitHub's. */
  prLinkBase?: string | undefined;
  prNumber?: number | undefined;
  /** Head SHA of the pull request: the SHA that is uploaded. */
  prSha?: string | undefined;
  prBranch?: string | undefined;
  targetBranch?: string | undefined;
  /** The ends of the diff, resolved from the event and the base-sha / head-sha inputs. */
  diff: DiffEnds;
  testRunId?: string | undefined;
  /** The queue test branch this run is for, if it is one. */
  testBranch?: string | undefined;
  /** The pull request's head is in a fork. */
  fromFork: boolean;
  /** GITHUB_RUN_ID, for fork-mode uploads. */
  runId?: string | undefined;
}

/** The two commits a diff compares, as far as they are known, overrides applied. */
export interface DiffEnds {
  /** The head end: the head-sha input, else the pull request head. */
  head?: string | undefined;
  /** An exact base end (the base-sha input, merge_group's base_sha). */
  base?: string | undefined;
  /** The base SHA the event named, for when the target branch cannot be fetched. */
  fallbackBase?: string | undefined;
  /**
   * GitHub's test merge commit of the pull request (GITHUB_SHA of a pull_request event,
   * pull_request.merge_commit_sha, merge_group's head_sha); not set when base-sha or head-sha
   * is given. Used only when its second parent is `head`.
   */
  mergeCommit?: string | undefined;
  /** The merge commit's expected second parent, when it is not `head` (merge_group). */
  mergeParent?: string | undefined;
}

/** What every command's context carries. */
export interface Common {
  eventName: string;
  repo: RepoRef;
  serverUrl: string;
  prLinkBase?: string | undefined;
  auth: Auth;
  testBranch?: string | undefined;
}

/** An upload: the pull request, its queue and the diff to compute targets from. */
export interface UploadContext extends Common {
  command: 'upload-impacted-targets';
  pr: { number: number; sha: string; branch?: string | undefined };
  targetBranch: string;
  diff: DiffEnds & { head: string };
}

export interface PullRequestContext extends Common {
  command: 'get-pull-request';
  pr: { number: number; sha?: string | undefined; branch?: string | undefined };
  targetBranch: string;
}

export interface TestRunContext extends Common {
  command: 'get-test-run';
  testRunId: string;
  targetBranch: string;
  pr: { number?: number | undefined; sha?: string | undefined };
}

export interface QueueContext extends Common {
  command: 'create-queue' | QueueCommand;
  targetBranch: string;
  pr: { number?: number | undefined; sha?: string | undefined };
}

/** submit-pull-request, cancel-pull-request, restart-tests: one pull request in one queue. */
export interface PullRequestOpContext extends Common {
  command: PullRequestCommand;
  pr: { number: number; sha?: string | undefined };
  targetBranch: string;
}

/** The pull request / test run / queue this run is about, with what its command needs. */
export type RunContext =
  UploadContext | PullRequestContext | TestRunContext | QueueContext | PullRequestOpContext;

/** A run with nothing to do (a tag push, a branch deletion, a push with no open PR). */
export interface Skip {
  skip: string;
  command: Command;
  /**
   * A commit whose build graph the graph cache may keep, when nothing is uploaded for it (a push
   * to the default branch, a branch build): the next pull request's run starts from it.
   */
  warm?: string | undefined;
}
