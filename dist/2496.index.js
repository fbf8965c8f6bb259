export const id = 2496;
export const ids = [2496];
export const modules = {

/***/ 2496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v2Schemas: () => (/* binding */ v2Schemas)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

/**
 * The v2 answers this action reads, from the public v2 OpenAPI description (a trimmed copy is
 * test/support/openapi/v2.subset.json). Tolerant as v2 asks of clients: unknown fields are kept,
 * enum values are plain strings (v2 adds members without notice), and only the fields this
 * action relies on are required.
 */
function build() {
    const Readiness = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        requiresImpactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        /** Absent means "not answered here", never "no targets". */
        hasImpactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        doesBaseBranchMatch: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        /** mergeable, notMergeable, inProgress, unspecified */
        mergeability: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    });
    const QueueEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        /** The queue entry's id (not the pull request's): the `pull-request` output's `id`. */
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        mergeQueueId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        /** notReady, pending, testing, testsPassed, merged, failed, cancelled, pendingFailure */
        state: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        stateChangedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        priorityValue: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
        priorityName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        usedDefaultPriorityName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        skipsTheLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        allowBatching: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        readiness: Readiness.optional(),
    });
    const PullRequest = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        branch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        baseBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        author: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        isCurrentlySubmittedToQueue: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        queueEntry: QueueEntry.optional(),
    });
    const list = (item) => zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item) });
    const ImpactedTargetSet = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        impactsAllTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        impactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        totalImpactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    });
    const Check = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        /** checkRun, statusCheck */
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** queued, inProgress, completed */
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** success, failure, neutral, cancelled, skipped, timeout */
        conclusion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
        /** The provider's own verdict, upper-case (v1's vocabulary). */
        providerConclusion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
    });
    const RunPullRequest = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        /** The pull request's id (dependent pull requests' too); its runs are listed by it. */
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    });
    const VerificationRun = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        testBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        testBranchSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        createdAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** inProgress, failed, cancelled, succeeded */
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** trunkConfig, repoProviderBranchProtection, mergeInstance; absent on old runs */
        requiredStatusesSource: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        checks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Check),
        testedPullRequests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RunPullRequest),
        dependentPullRequests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RunPullRequest).optional(),
        /** Absent when no commit of the run uploaded targets. */
        impactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ all: ImpactedTargetSet, testedPullRequestsOnly: ImpactedTargetSet.optional() })
            .optional(),
    });
    const MergeQueue = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), targetBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
    /** GET /v2/merge-queues/{id}: the queue with its state, mode and configuration. */
    const MergeQueueDetail = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        targetBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        /** running, paused, draining, switchingModes */
        state: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        /** queue, graph */
        mode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        htmlUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        config: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ concurrency: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional() }).optional(),
    });
    const QueuedPullRequest = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    });
    /** GET /v2/merge-queues/{id}/order: what the engine will consider, in its order. */
    const QueueOrder = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        batches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
            /** A queue-entry state: testing, testsPassed, pendingFailure, ... */
            state: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
            isBisection: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
            pullRequests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(QueuedPullRequest),
        })),
        pending: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ pullRequest: QueuedPullRequest })),
        awaitingAdmission: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(QueuedPullRequest).optional(),
        /** How many await admission; the list above may be cut short. */
        awaitingAdmissionTotal: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
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
let built;
/** The v2 response schemas (built once, on the first read). */
function v2Schemas() {
    return (built ??= build());
}


/***/ })

};

//# sourceMappingURL=2496.index.js.map