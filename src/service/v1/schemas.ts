import { z } from 'zod';

/**
 * Response schemas written from the seed specification, tolerant as the service facts say:
 * unknown fields are kept (looseObject), enum values are parsed case-insensitively and reported
 * lower-case, unknown enum values pass through, and fields the seed does not mark required are
 * optional.
 */

/**
 * A lower-cased enum value. The seed's values are listed where each is used; unknown values are
 * kept (lower-cased) rather than rejected, as the service facts ask.
 */
const looseEnum = () => z.string().transform((s) => s.toLowerCase());

/** A number the service might also send as a numeric string. */
const looseNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** The four operations, named as the service's paths name them. */
export type { Operation } from '../../errors.js';

/**
 * The response schemas, built on first use: a run that sends nothing (a dry run) never pays for
 * building them.
 */
function build() {
  const CheckRunSchema = z.looseObject({
    name: z.string(),
    url: z.string(),
    /** queued, in_progress, completed */
    status: looseEnum().optional(),
    /** action_required, cancelled, failure, neutral, success, skipped, stale, timed_out */
    conclusion: looseEnum().nullish(),
  });

  const CheckSuiteSchema = z.looseObject({
    checkRuns: z.array(CheckRunSchema),
  });

  const StatusCheckSchema = z.looseObject({
    context: z.string(),
    url: z.string().nullish(),
    /** error, failure, pending, success */
    state: looseEnum().nullish(),
  });

  const TestedPullRequestSchema = z.looseObject({
    prNumber: looseNumber,
    prUrl: z.string(),
    title: z.string(),
  });

  /** Response of getMergeQueueTestingDetails (seed 2.2). */
  const TestRunSchema = z.looseObject({
    requiredStatuses: z.array(z.string()),
    /** service_config (seed), trunk_config (public schema), repo_provider_branch_protection, merge_instance */
    requiredStatusesSource: looseEnum().optional(),
    testBranch: z.string(),
    testBranchSha: z.string(),
    createdAt: z.string().optional(),
    /** in_progress, succeeded, failed, cancelled */
    status: looseEnum().optional(),
    checkSuites: z.array(CheckSuiteSchema),
    statusChecks: z.array(StatusCheckSchema),
    testedPullRequests: z.array(TestedPullRequestSchema),
    impactedTargets: z.array(z.string()).nullish(),
    impactedTargetsForTestedPrs: z.array(z.string()).nullish(),
    dependentPrs: z.array(looseNumber).nullish(),
  });

  const ReadinessSchema = z.looseObject({
    requiresImpactedTargets: z.boolean().optional(),
    doesBaseBranchMatch: z.boolean().optional(),
    hasImpactedTargets: z.boolean().optional(),
    /** unspecified, in_progress, mergeable, not_mergeable */
    gitHubMergeability: looseEnum().optional(),
  });

  /**
   * Response of getSubmittedPullRequest (seed 2.3 with the field names of the service facts).
   * The seed marks no field required; the service facts list those always present, and of those
   * this action relies on none, so a partial record is still read.
   */
  const SubmittedPullRequestSchema = z.looseObject({
    id: z.string().optional(),
    /** not_ready, pending, testing, tests_passed, merged, failed, cancelled, pending_failure */
    state: looseEnum().optional(),
    readiness: ReadinessSchema.optional(),
    stateChangedAt: z.string().optional(),
    priorityValue: looseNumber.optional(),
    priorityName: z.string().optional(),
    usedDefaultPriorityName: z.string().optional(),
    skipTheLine: z.boolean().optional(),
    /** Tested alone, never in a batch (v2: the entry's allowBatching, negated). */
    noBatch: z.boolean().optional(),
    forceEnqueued: z.boolean().optional(),
    isCurrentlySubmittedToQueue: z.boolean().optional(),
    prNumber: looseNumber.optional(),
    prTitle: z.string().optional(),
    prSha: z.string().optional(),
    prBaseBranch: z.string().optional(),
    prAuthor: z.string().optional(),
    /** v2 only: the pull request's own id (`id` is the queue entry's on both APIs). */
    pullRequestId: z.string().optional(),
  });

  /**
   * An entry of getQueue's `enqueuedPullRequests` (the public v1 document: every field but `id`,
   * `state` and `usedDefaultPriorityName` required; only the number is relied on here).
   */
  const QueueEntrySchema = z.looseObject({
    /** The queue entry's id. */
    id: z.string().optional(),
    /** v2 only: the pull request's own id. */
    pullRequestId: z.string().optional(),
    /** not_ready, pending, testing, tests_passed, merged, failed, cancelled, pending_failure */
    state: looseEnum().optional(),
    stateChangedAt: z.string().optional(),
    priorityValue: looseNumber.optional(),
    priorityName: z.string().optional(),
    skipTheLine: z.boolean().optional(),
    noBatch: z.boolean().optional(),
    prNumber: looseNumber,
    prTitle: z.string().optional(),
    prSha: z.string().optional(),
    prBaseBranch: z.string().optional(),
    prAuthor: z.string().optional(),
  });

  /**
   * The answer of getQueue (and, without the entries, of updateQueue). Older service versions
   * answer in upper case (RUNNING, SINGLE): read the same.
   */
  const QueueSchema = z.looseObject({
    /** running, paused, draining, switching_modes */
    state: looseEnum(),
    branch: z.string().optional(),
    /** single, parallel */
    mode: looseEnum().optional(),
    concurrency: looseNumber.optional(),
    enqueuedPullRequests: z.array(QueueEntrySchema).optional(),
    /**
     * Not the service's: how many more pull requests are queued than are listed (v2's order
     * lists those awaiting admission only in part).
     */
    unlisted: z.number().optional(),
  });

  return {
    testRun: TestRunSchema,
    submittedPullRequest: SubmittedPullRequestSchema,
    readiness: ReadinessSchema,
    queue: QueueSchema,
  };
}

let built: ReturnType<typeof build> | undefined;

/** The response schemas (built once). */
export function responseSchemas(): ReturnType<typeof build> {
  return (built ??= build());
}

export type TestRun = z.infer<ReturnType<typeof build>['testRun']>;
export type Readiness = z.infer<ReturnType<typeof build>['readiness']>;
export type SubmittedPullRequest = z.infer<ReturnType<typeof build>['submittedPullRequest']>;
/** A queue in v1's words: state, mode, concurrency and its pull requests in order. */
export type Queue = z.infer<ReturnType<typeof build>['queue']>;
export type QueueEntry = NonNullable<Queue['enqueuedPullRequests']>[number];

// ---- requests (built from typed values; the types are the contract with the service) ----

/**
 * The repository as the wire names it. The engine's own RepoRef (run.ts) has the same shape and
 * is passed as it is; this one says what the service is sent.
 */
export interface RepoRef {
  host: string;
  owner: string;
  name: string;
}

export interface GetTestRunRequest {
  repo: RepoRef;
  testRunId: string;
  targetBranch: string;
  /**
   * The queue test branch the job runs on, when it is one: not sent on v1; v2 uses it to find
   * this branch's run when the id names another (a bisection's parent batch).
   */
  testBranch?: string | undefined;
}

export interface GetSubmittedPullRequestRequest {
  repo: RepoRef;
  /** By number alone: the v1 document takes `number` or `branch`, never both. */
  pr: { number: number };
  targetBranch: string;
}

/** `"ALL"` is sent as the bare string, never inside an array. */
export type ImpactedTargets = string[] | 'ALL';

export interface SetImpactedTargetsRequest {
  repo: RepoRef;
  pr: { number: number; sha: string };
  targetBranch: string;
  impactedTargets: ImpactedTargets;
}

export interface CreateQueueRequest {
  repo: RepoRef;
  targetBranch: string;
  mode?: 'single' | 'parallel';
  concurrency?: number;
}

/** The pull request of a queue operation: v1 names it by `number` alone. */
export interface PullRequestInQueue {
  repo: RepoRef;
  pr: { number: number };
  targetBranch: string;
}

export interface SubmitPullRequestRequest extends PullRequestInQueue {
  /** A name (urgent, high, medium, low) or a number (0 first, 255 last). */
  priority?: string | number;
  /** Tested alone, not in a batch. */
  noBatch?: boolean;
}

/**
 * A change of a queued pull request: `priority` and `noBatch` hold only what is to change;
 * `unchanged` what it has now, as read (v1's second submission rewrites both, so it is sent
 * the rest as it is).
 */
export interface UpdateQueueEntryRequest extends SubmitPullRequestRequest {
  unchanged?: { priority?: string | number | undefined; noBatch?: boolean | undefined };
}

export interface QueueRequest {
  repo: RepoRef;
  targetBranch: string;
}

export interface UpdateQueueRequest extends QueueRequest {
  state?: 'running' | 'paused' | 'draining';
  mode?: 'single' | 'parallel';
  concurrency?: number;
}
