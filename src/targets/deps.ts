/** What the targets engine is asked and given: the pull request's diff, and the machine's means. */
import type { Logger } from '../logger.js';
import type { DiffEnds } from '../run.js';
import type { Voice } from '../voice.js';
import type { ListedFiles } from './diff/changed-files.js';
import type { GitRunner } from './diff/git.js';
import type { GlobFiles } from './glob-files.js';
import type { GraphCacheStore } from './graphs/cache/store.js';

/**
 * The pull request whose changed files are wanted, and the two ends of its diff: the run's
 * DiffEnds (run.ts says what each end is), the head known, and the queue's target branch,
 * whose tip on origin is the base when no exact base is given.
 */
export type DiffRequest = DiffEnds & { head: string; prNumber: number; targetBranch: string };

export interface TargetsDeps {
  /** The checked-out repository (GITHUB_WORKSPACE); relative paths in inputs start here. */
  workspace: string;
  git: GitRunner;
  /** The pull request's files from a listing, for a workspace with no git repository. */
  listPullRequestFiles?: (prNumber: number) => Promise<ListedFiles>;
  /** How impacted-targets-files patterns are expanded (the engine's own when not given). */
  globFiles?: GlobFiles;
  /** The graph cache `graph-cache: auto` means here (the door's; none: auto is off). */
  graphCacheStore?: GraphCacheStore | undefined;
  log: Logger;
  /** The door's words for its advice (how to check out, what describes the run): voice.ts. */
  voice?: Voice;
}
