export const id = 4463;
export const ids = [4463];
export const modules = {

/***/ 4463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aggregateRequiredStatuses: () => (/* binding */ aggregateRequiredStatuses),
/* harmony export */   checkRunState: () => (/* binding */ checkRunState),
/* harmony export */   getTestRun: () => (/* binding */ getTestRun),
/* harmony export */   statusCheckState: () => (/* binding */ statusCheckState)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(788);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3322);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4493);




const FAILED = new Set(['failure', 'error', 'cancelled', 'timed_out', 'action_required', 'stale']);
const PASSED = new Set(['success', 'neutral', 'skipped']);
/** A check run's state: its conclusion once completed, else pending. */
function checkRunState(run) {
    const conclusion = run.conclusion ?? undefined;
    if (conclusion !== undefined && (run.status === undefined || run.status === 'completed')) {
        if (FAILED.has(conclusion))
            return 'failed';
        if (PASSED.has(conclusion))
            return 'passed';
    }
    return 'pending';
}
/** A commit status's state. */
function statusCheckState(state) {
    if (state && FAILED.has(state))
        return 'failed';
    if (state && PASSED.has(state))
        return 'passed';
    return 'pending';
}
/**
 * Each required status's state from the check runs (by name) and status checks (by context)
 * that carry its name: failed if any failed, else pending if any has not finished (or none was
 * reported), else passed.
 */
function aggregateRequiredStatuses(run) {
    const seen = new Map();
    const add = (name, state, url) => {
        const entry = seen.get(name) ?? { states: [] };
        entry.states.push(state);
        if (url && (!entry.url || state === 'failed'))
            entry.url = url;
        seen.set(name, entry);
    };
    for (const suite of run.checkSuites)
        for (const cr of suite.checkRuns)
            add(cr.name, checkRunState(cr), cr.url);
    for (const sc of run.statusChecks)
        add(sc.context, statusCheckState(sc.state), sc.url);
    return [...new Set(run.requiredStatuses)].map((name) => {
        const entry = seen.get(name);
        const states = entry?.states ?? [];
        const state = states.includes('failed')
            ? 'failed'
            : states.length === 0 || states.includes('pending')
                ? 'pending'
                : 'passed';
        return { name, state, url: entry?.url };
    });
}
async function getTestRun(ctx, deps) {
    const testRun = await deps.service.getTestRun({
        repo: ctx.repo,
        testRunId: ctx.testRunId,
        targetBranch: ctx.targetBranch,
        testBranch: ctx.testBranch,
    });
    if (ctx.testBranch !== undefined && !(0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .sameBranch */ .TI)(testRun.testBranch, ctx.testBranch)) {
        throw otherBranchsRun(ctx, testRun);
    }
    const statuses = aggregateRequiredStatuses(testRun);
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_3__/* .resultOf */ .B)({
        command: 'get-test-run',
        testRunId: ctx.testRunId,
        testRun,
        statuses,
        failedChecks: statuses.filter((s) => s.state === 'failed').map((s) => s.name),
        pendingChecks: statuses.filter((s) => s.state === 'pending').map((s) => s.name),
        impactedTargets: testRun.impactedTargets ?? [],
        impactedTargetsForTestedPrs: testRun.impactedTargetsForTestedPrs ?? [],
        runAll: testRun.impactedTargets === null ||
            testRun.impactedTargets === undefined ||
            testRun.impactedTargets.includes('ALL'),
    }, false);
}
/**
 * The run read is not this test branch's (a bisection branch whose id names its parent batch):
 * its targets and checks are another run's, so none is reported. The step fails, and run-all
 * is true, as for any run that could not be read.
 */
function otherBranchsRun(ctx, run) {
    const branch = ctx.testBranch ?? '';
    const searched = (0,_route_js__WEBPACK_IMPORTED_MODULE_2__/* .apiVersionOf */ .uO)(ctx.auth) === 'v1'
        ? 'v1 reads a run by its id alone'
        : 'none of the verification runs of the pull requests it tested is on this branch';
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
        message: `getMergeQueueTestingDetails: test run ${ctx.testRunId} is the run of ${run.testBranch}, ` +
            `not of ${branch}, the branch this job runs on` +
            (branch.endsWith('-bisection') ? ' (a bisection is a run of its own, with its own id)' : '') +
            `, and ${searched}. Its targets and checks are another run's: none is used, and run-all ` +
            `is true. Set test-run-id to the id of ${branch}'s run, or test everything.`,
        operation: 'getMergeQueueTestingDetails',
        kind: 'invalid-response',
        status: 200,
        attempts: 1,
    });
}


/***/ })

};

//# sourceMappingURL=4463.index.js.map