export const id = 5665;
export const ids = [5665];
export const modules = {

/***/ 5665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   responseSchemas: () => (/* binding */ responseSchemas)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8816);

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
const looseEnum = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().transform((s) => s.toLowerCase());
/** A number the service might also send as a numeric string. */
const looseNumber = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
]);
/**
 * The response schemas, built on first use: a run that sends nothing (a dry run) never pays for
 * building them.
 */
function build() {
    const CheckRunSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        /** queued, in_progress, completed */
        status: looseEnum().optional(),
        /** action_required, cancelled, failure, neutral, success, skipped, stale, timed_out */
        conclusion: looseEnum().nullish(),
    });
    const CheckSuiteSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        checkRuns: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CheckRunSchema),
    });
    const StatusCheckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish(),
        /** error, failure, pending, success */
        state: looseEnum().nullish(),
    });
    const TestedPullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        prNumber: looseNumber,
        prUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    });
    /** Response of getMergeQueueTestingDetails (seed 2.2). */
    const TestRunSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        requiredStatuses: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        /** service_config (seed), trunk_config (public schema), repo_provider_branch_protection, merge_instance */
        requiredStatusesSource: looseEnum().optional(),
        testBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        testBranchSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        createdAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** in_progress, succeeded, failed, cancelled */
        status: looseEnum().optional(),
        checkSuites: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CheckSuiteSchema),
        statusChecks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(StatusCheckSchema),
        testedPullRequests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TestedPullRequestSchema),
        impactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullish(),
        impactedTargetsForTestedPrs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullish(),
        dependentPrs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(looseNumber).nullish(),
    });
    const ReadinessSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        requiresImpactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        doesBaseBranchMatch: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        hasImpactedTargets: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        /** unspecified, in_progress, mergeable, not_mergeable */
        gitHubMergeability: looseEnum().optional(),
    });
    /**
     * Response of getSubmittedPullRequest (seed 2.3 with the field names of the service facts).
     * The seed marks no field required; the service facts list those always present, and of those
     * this action relies on none, so a partial record is still read.
     */
    const SubmittedPullRequestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** not_ready, pending, testing, tests_passed, merged, failed, cancelled, pending_failure */
        state: looseEnum().optional(),
        readiness: ReadinessSchema.optional(),
        stateChangedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        priorityValue: looseNumber.optional(),
        priorityName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        usedDefaultPriorityName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        skipTheLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        /** Tested alone, never in a batch (v2: the entry's allowBatching, negated). */
        noBatch: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        forceEnqueued: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        isCurrentlySubmittedToQueue: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        prNumber: looseNumber.optional(),
        prTitle: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        prSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        prBaseBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        prAuthor: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** v2 only: the pull request's own id (`id` is the queue entry's on both APIs). */
        pullRequestId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    });
    /**
     * An entry of getQueue's `enqueuedPullRequests` (the public v1 document: every field but `id`,
     * `state` and `usedDefaultPriorityName` required; only the number is relied on here).
     */
    const QueueEntrySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        /** The queue entry's id. */
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** v2 only: the pull request's own id. */
        pullRequestId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** not_ready, pending, testing, tests_passed, merged, failed, cancelled, pending_failure */
        state: looseEnum().optional(),
        stateChangedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        priorityValue: looseNumber.optional(),
        priorityName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        skipTheLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        noBatch: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        prNumber: looseNumber,
        prTitle: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        prSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        prBaseBranch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        prAuthor: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    });
    /**
     * The answer of getQueue (and, without the entries, of updateQueue). Older service versions
     * answer in upper case (RUNNING, SINGLE): read the same.
     */
    const QueueSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        /** running, paused, draining, switching_modes */
        state: looseEnum(),
        branch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** single, parallel */
        mode: looseEnum().optional(),
        concurrency: looseNumber.optional(),
        enqueuedPullRequests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(QueueEntrySchema).optional(),
        /**
         * Not the service's: how many more pull requests are queued than are listed (v2's order
         * lists those awaiting admission only in part).
         */
        unlisted: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    });
    return {
        testRun: TestRunSchema,
        submittedPullRequest: SubmittedPullRequestSchema,
        readiness: ReadinessSchema,
        queue: QueueSchema,
    };
}
let built;
/** The response schemas (built once). */
function responseSchemas() {
    return (built ??= build());
}


/***/ })

};

//# sourceMappingURL=5665.index.js.map