import { z } from 'zod';

/**
 * Response schemas written from the seed specification, tolerant as the service facts say:
 * unknown fields are kept (looseObject), enum values are parsed case-insensitively and reported
 * lower-case, unknown enum values pass through, and fields the seed does not mark required are
 * optional.
 */

/** A lower-cased enum value; unknown values are kept (lower-cased) rather than rejected. */
const looseEnum = <const T extends readonly string[]>(_known: T) =>
  z.string().transform((s) => s.toLowerCase() as T[number] | (string & {}));

/** A number the service might also send as a numeric string. */
const looseNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

export const PR_STATES = [
  'not_ready',
  'pending',
  'testing',
  'tests_passed',
  'merged',
  'failed',
  'cancelled',
  'pending_failure',
] as const;
export const TEST_RUN_STATUSES = ['in_progress', 'succeeded', 'failed', 'cancelled'] as const;
export const MERGEABILITY = ['unspecified', 'in_progress', 'mergeable', 'not_mergeable'] as const;
export const CHECK_RUN_STATUSES = ['queued', 'in_progress', 'completed'] as const;
export const CHECK_RUN_CONCLUSIONS = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out',
] as const;
export const STATUS_CHECK_STATES = ['error', 'failure', 'pending', 'success'] as const;
export const REQUIRED_STATUSES_SOURCES = [
  'service_config',
  'trunk_config',
  'repo_provider_branch_protection',
  'merge_instance',
] as const;

export const CheckRunSchema = z.looseObject({
  name: z.string(),
  url: z.string(),
  status: looseEnum(CHECK_RUN_STATUSES).optional(),
  conclusion: looseEnum(CHECK_RUN_CONCLUSIONS).nullish(),
});

export const CheckSuiteSchema = z.looseObject({
  checkRuns: z.array(CheckRunSchema),
});

export const StatusCheckSchema = z.looseObject({
  context: z.string(),
  url: z.string().nullish(),
  state: looseEnum(STATUS_CHECK_STATES).nullish(),
});

export const TestedPullRequestSchema = z.looseObject({
  prNumber: looseNumber,
  prUrl: z.string(),
  title: z.string(),
});

/** Response of getMergeQueueTestingDetails (seed 2.2). */
export const TestRunSchema = z.looseObject({
  requiredStatuses: z.array(z.string()),
  requiredStatusesSource: looseEnum(REQUIRED_STATUSES_SOURCES).optional(),
  testBranch: z.string(),
  testBranchSha: z.string(),
  createdAt: z.string().optional(),
  status: looseEnum(TEST_RUN_STATUSES).optional(),
  checkSuites: z.array(CheckSuiteSchema),
  statusChecks: z.array(StatusCheckSchema),
  testedPullRequests: z.array(TestedPullRequestSchema),
  impactedTargets: z.array(z.string()).nullish(),
  impactedTargetsForTestedPrs: z.array(z.string()).nullish(),
  dependentPrs: z.array(looseNumber).nullish(),
});
export type TestRun = z.infer<typeof TestRunSchema>;
export type CheckRun = z.infer<typeof CheckRunSchema>;
export type StatusCheck = z.infer<typeof StatusCheckSchema>;

export const ReadinessSchema = z.looseObject({
  requiresImpactedTargets: z.boolean().optional(),
  doesBaseBranchMatch: z.boolean().optional(),
  hasImpactedTargets: z.boolean().optional(),
  gitHubMergeability: looseEnum(MERGEABILITY).optional(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/**
 * Response of getSubmittedPullRequest (seed 2.3 with the field names of the service facts).
 * The seed marks no field required; the service facts list those always present, and of those
 * this action relies on none, so a partial record is still read.
 */
export const SubmittedPullRequestSchema = z.looseObject({
  id: z.string().optional(),
  state: looseEnum(PR_STATES).optional(),
  readiness: ReadinessSchema.optional(),
  stateChangedAt: z.string().optional(),
  priorityValue: looseNumber.optional(),
  priorityName: z.string().optional(),
  usedDefaultPriorityName: z.string().optional(),
  skipTheLine: z.boolean().optional(),
  forceEnqueued: z.boolean().optional(),
  isCurrentlySubmittedToQueue: z.boolean().optional(),
  prNumber: looseNumber.optional(),
  prTitle: z.string().optional(),
  prSha: z.string().optional(),
  prBaseBranch: z.string().optional(),
  prAuthor: z.string().optional(),
});
export type SubmittedPullRequest = z.infer<typeof SubmittedPullRequestSchema>;

/** Success body of setImpactedTargets / createQueue: empty JSON (or nothing at all). */
export const EmptySchema = z.unknown();

// ---- requests (built from typed values; the types are the contract with the service) ----

export interface RepoRef {
  host: string;
  owner: string;
  name: string;
}

export interface GetTestRunRequest {
  repo: RepoRef;
  testRunId: string;
  targetBranch: string;
}

export interface GetSubmittedPullRequestRequest {
  repo: RepoRef;
  pr: { number: number; branch?: string };
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
