import { z } from 'zod';

/**
 * The v2 answers this action reads, from the public v2 OpenAPI description (a trimmed copy is
 * test/support/openapi/v2.subset.json). Tolerant as v2 asks of clients: unknown fields are kept,
 * enum values are plain strings (v2 adds members without notice), and only the fields this
 * action relies on are required.
 */
function build() {
  const Readiness = z.looseObject({
    requiresImpactedTargets: z.boolean().optional(),
    /** Absent means "not answered here", never "no targets". */
    hasImpactedTargets: z.boolean().optional(),
    doesBaseBranchMatch: z.boolean().optional(),
    /** mergeable, notMergeable, inProgress, unspecified */
    mergeability: z.string().optional(),
  });

  const QueueEntry = z.looseObject({
    /** The queue entry's id (not the pull request's): the `pull-request` output's `id`. */
    id: z.string().optional(),
    mergeQueueId: z.string(),
    /** notReady, pending, testing, testsPassed, merged, failed, cancelled, pendingFailure */
    state: z.string(),
    stateChangedAt: z.string().optional(),
    priorityValue: z.number().optional(),
    priorityName: z.string().optional(),
    usedDefaultPriorityName: z.string().optional(),
    skipsTheLine: z.boolean().optional(),
    allowBatching: z.boolean().optional(),
    readiness: Readiness.optional(),
  });

  const PullRequest = z.looseObject({
    id: z.string().min(1),
    number: z.number(),
    title: z.string().optional(),
    branch: z.string().optional(),
    sha: z.string().optional(),
    baseBranch: z.string().optional(),
    author: z.string().optional(),
    url: z.string().optional(),
    isCurrentlySubmittedToQueue: z.boolean().optional(),
    queueEntry: QueueEntry.optional(),
  });

  const list = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item) });

  const ImpactedTargetSet = z.looseObject({
    impactsAllTargets: z.boolean(),
    impactedTargets: z.array(z.string()),
    totalImpactedTargets: z.number().optional(),
  });

  const Check = z.looseObject({
    name: z.string(),
    /** checkRun, statusCheck */
    kind: z.string().optional(),
    /** queued, inProgress, completed */
    status: z.string().optional(),
    /** success, failure, neutral, cancelled, skipped, timeout */
    conclusion: z.string().nullish(),
    /** The provider's own verdict, upper-case (v1's vocabulary). */
    providerConclusion: z.string().nullish(),
    url: z.string().nullish(),
  });

  const RunPullRequest = z.looseObject({
    /** The pull request's id (dependent pull requests' too); its runs are listed by it. */
    id: z.string().optional(),
    number: z.number(),
    title: z.string().optional(),
    url: z.string().optional(),
  });

  const VerificationRun = z.looseObject({
    id: z.string(),
    testBranch: z.string(),
    testBranchSha: z.string(),
    createdAt: z.string().optional(),
    /** inProgress, failed, cancelled, succeeded */
    status: z.string().optional(),
    /** trunkConfig, repoProviderBranchProtection, mergeInstance; absent on old runs */
    requiredStatusesSource: z.string().optional(),
    requiredStatuses: z.array(z.string()),
    checks: z.array(Check),
    testedPullRequests: z.array(RunPullRequest),
    dependentPullRequests: z.array(RunPullRequest).optional(),
    /** Absent when no commit of the run uploaded targets. */
    impactedTargets: z
      .looseObject({ all: ImpactedTargetSet, testedPullRequestsOnly: ImpactedTargetSet.optional() })
      .optional(),
  });

  const MergeQueue = z.looseObject({ id: z.string(), targetBranch: z.string() });

  /** GET /v2/merge-queues/{id}: the queue with its state, mode and configuration. */
  const MergeQueueDetail = z.looseObject({
    id: z.string(),
    targetBranch: z.string(),
    /** running, paused, draining, switchingModes */
    state: z.string(),
    /** queue, graph */
    mode: z.string().optional(),
    htmlUrl: z.string().optional(),
    config: z.looseObject({ concurrency: z.number().optional() }).optional(),
  });

  const QueuedPullRequest = z.looseObject({
    number: z.number(),
    title: z.string().optional(),
    url: z.string().optional(),
  });

  /** GET /v2/merge-queues/{id}/order: what the engine will consider, in its order. */
  const QueueOrder = z.looseObject({
    batches: z.array(
      z.looseObject({
        /** A queue-entry state: testing, testsPassed, pendingFailure, ... */
        state: z.string().optional(),
        isBisection: z.boolean().optional(),
        pullRequests: z.array(QueuedPullRequest),
      }),
    ),
    pending: z.array(z.looseObject({ pullRequest: QueuedPullRequest })),
    awaitingAdmission: z.array(QueuedPullRequest).optional(),
    /** How many await admission; the list above may be cut short. */
    awaitingAdmissionTotal: z.number().optional(),
  });

  return {
    pullRequestList: list(PullRequest),
    pullRequest: PullRequest,
    mergeQueueList: list(MergeQueue),
    mergeQueue: MergeQueueDetail,
    queueOrder: QueueOrder,
    verificationRun: VerificationRun,
    /** A list leaves out each run's impacted targets: read the run by its id for them. */
    verificationRunList: list(VerificationRun),
  };
}

let built: ReturnType<typeof build> | undefined;

/** The v2 response schemas (built once, on the first read). */
export function v2Schemas(): ReturnType<typeof build> {
  return (built ??= build());
}

export type V2PullRequest = z.infer<ReturnType<typeof build>['pullRequest']>;
export type V2MergeQueue = z.infer<ReturnType<typeof build>['mergeQueue']>;
export type V2QueueOrder = z.infer<ReturnType<typeof build>['queueOrder']>;
export type V2VerificationRun = z.infer<ReturnType<typeof build>['verificationRun']>;
