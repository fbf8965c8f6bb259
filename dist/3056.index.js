export const id = 3056;
export const ids = [3056];
export const modules = {

/***/ 3056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIRST_POLL_MS: () => (/* binding */ FIRST_POLL_MS),
/* harmony export */   MAX_POLL_MS: () => (/* binding */ MAX_POLL_MS),
/* harmony export */   MIN_POLL_MS: () => (/* binding */ MIN_POLL_MS),
/* harmony export */   REASON_TEXT: () => (/* binding */ REASON_TEXT),
/* harmony export */   TERMINAL: () => (/* binding */ TERMINAL),
/* harmony export */   describeWait: () => (/* binding */ describeWait),
/* harmony export */   getPullRequest: () => (/* binding */ getPullRequest),
/* harmony export */   readinessOf: () => (/* binding */ readinessOf),
/* harmony export */   reasonsInWords: () => (/* binding */ reasonsInWords)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4493);


/** What each reason means, in words, for logs, failures and the summary. */
const REASON_TEXT = {
    'not-submitted': 'the pull request is not submitted to the queue',
    'base-branch-mismatch': "the pull request's base branch does not match the queue's target branch",
    'not-mergeable': 'GitHub reports the pull request as not mergeable',
    'mergeability-pending': 'GitHub has not yet decided whether the pull request is mergeable',
    'impacted-targets-missing': 'the queue requires impacted targets and none have been uploaded',
};
/** Why a pull request is not ready, in words, joined with `; `. */
function reasonsInWords(reasons) {
    return reasons.map((r) => REASON_TEXT[r]).join('; ');
}
/**
 * The seed's rule: ready when the base branch matches, GitHub's mergeability is `mergeable`,
 * and impacted targets are present when the queue requires them. A signal that is absent counts
 * as not met (mergeability: not yet known).
 */
function readinessOf(readiness) {
    const reasons = [];
    if (readiness?.doesBaseBranchMatch !== true)
        reasons.push('base-branch-mismatch');
    const mergeability = readiness?.gitHubMergeability;
    if (mergeability === 'not_mergeable')
        reasons.push('not-mergeable');
    else if (mergeability !== 'mergeable')
        reasons.push('mergeability-pending');
    if (readiness?.requiresImpactedTargets === true && readiness.hasImpactedTargets !== true) {
        reasons.push('impacted-targets-missing');
    }
    return reasons;
}
/** First poll interval, its growth and its cap; no two reads are closer than MIN_POLL_MS. */
const FIRST_POLL_MS = 5_000;
const MAX_POLL_MS = 60_000;
const MIN_POLL_MS = 5_000;
/** States a pull request does not leave. */
const TERMINAL = new Set(['merged', 'failed', 'cancelled']);
async function readOnce(ctx, service) {
    let pr;
    try {
        pr = await service.getPullRequest({
            repo: ctx.repo,
            // By number alone: v1 takes `number` or `branch`, not both, and the number is exact.
            pr: { number: ctx.pr.number },
            targetBranch: ctx.targetBranch,
        });
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.notFound))
            throw error;
    }
    return pullRequestData(pr);
}
/** What the command reports of an answer; undefined is a pull request the queue does not know. */
function pullRequestData(pr) {
    const reasons = pr ? readinessOf(pr.readiness) : ['not-submitted'];
    return {
        command: 'get-pull-request',
        submitted: pr !== undefined,
        state: pr?.state,
        ready: reasons.length === 0,
        reasons,
        readiness: pr?.readiness,
        pullRequest: pr,
    };
}
function met(waitFor, data) {
    if (waitFor.kind === 'ready')
        return data.ready;
    return data.state !== undefined && waitFor.states.includes(data.state);
}
/** A terminal state the wanted condition can no longer follow. */
function unreachable(waitFor, data) {
    if (data.state === undefined || !TERMINAL.has(data.state))
        return false;
    return waitFor.kind === 'ready' || !waitFor.states.includes(data.state);
}
/**
 * Read the pull request (getPullRequest) until the condition holds, a terminal state rules it out, the
 * timeout passes, or the job is cancelled. Intervals start at 5 s and grow by half up to 60 s,
 * with jitter, never under 5 s, longer when the service asked (Retry-After); a failed read
 * (after the client's own retries) is logged and the wait goes on, except for answers that no
 * retry changes (401, 403, 400).
 */
async function waitFor(waitFor, timeoutSeconds, ctx, service, wait) {
    const { clock, log } = wait;
    const random = wait.random ?? Math.random;
    const start = clock.now();
    const deadline = start + timeoutSeconds * 1000;
    const timeline = [];
    const warnings = [];
    let data;
    let interval = FIRST_POLL_MS;
    let polls = 0;
    const finish = (result) => ({
        data,
        warnings,
        outcome: {
            result,
            waitedSeconds: Math.round((clock.now() - start) / 1000),
            polls,
            timeline,
        },
    });
    for (;;) {
        if (wait.signal?.aborted)
            return finish('cancelled');
        polls++;
        const readAt = clock.now();
        let pause = 0;
        try {
            const read = await readOnce(ctx, service);
            data = read;
            const state = read.state ?? (read.submitted ? 'unknown' : 'not submitted');
            const last = timeline[timeline.length - 1];
            if (!last || last.state !== state || last.ready !== read.ready) {
                const at = Math.round((clock.now() - start) / 1000);
                timeline.push({ at, state, ready: read.ready });
                log.info(`After ${at}s: state ${state}, ready ${read.ready}.`);
            }
            if (met(waitFor, read))
                return finish('met');
            if (unreachable(waitFor, read))
                return finish('unreachable');
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) ||
                (error.kind === 'http' && [400, 401, 403].includes(error.status ?? 0))) {
                throw error;
            }
            log.warning(`Reading the pull request failed; waiting on: ${error.message}`);
            pause = error.retryAfterMs ?? 0;
        }
        // The next read: after the interval (jittered), never sooner than MIN_POLL_MS after this
        // one began nor than the service asked, and at the deadline at the latest. When the
        // earliest allowed read falls after the deadline, the wait ends now: a short timeout does
        // not buy an extra read.
        const now = clock.now();
        const earliest = Math.max(readAt + MIN_POLL_MS, now + pause);
        if (now >= deadline || earliest > deadline)
            return finish('timed-out');
        const next = Math.min(deadline, Math.max(earliest, now + interval * (0.9 + random() * 0.2)));
        await clock.sleep(next - now, wait.signal);
        interval = Math.min(MAX_POLL_MS, interval * 1.5);
    }
}
async function getPullRequest(settings, ctx, deps) {
    if (!settings.waitFor || !deps.wait) {
        const data = await readOnce(ctx, deps.service);
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .resultOf */ .B)(data, false, { warnings: [], failure: notReadyFailure(settings, ctx, data) });
    }
    const waited = await waitFor(settings.waitFor, settings.waitTimeoutSeconds, ctx, deps.service, deps.wait);
    const data = {
        // No read succeeded: reported as a pull request the queue does not know.
        ...(waited.data ?? pullRequestData(undefined)),
        wait: waited.outcome,
    };
    const { result } = waited.outcome;
    const failure = settings.failOnNotReady && (result === 'timed-out' || result === 'unreachable')
        ? `Pull request #${ctx.pr.number}: the wait for ${describeWait(settings.waitFor)} ended ${result} ` +
            `after ${waited.outcome.waitedSeconds}s in state ${data.state ?? 'unknown'}` +
            (data.ready ? '.' : `; not ready because ${reasonsInWords(data.reasons)}.`)
        : undefined;
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .resultOf */ .B)(data, false, { warnings: waited.warnings, failure });
}
/** What was waited for, in words. */
function describeWait(waitFor) {
    return waitFor.kind === 'ready' ? 'readiness' : `state ${waitFor.states.join(' or ')}`;
}
function notReadyFailure(settings, ctx, data) {
    return settings.failOnNotReady && !data.ready
        ? `Pull request #${ctx.pr.number} is not ready for the ${ctx.targetBranch} queue: ` +
            `${reasonsInWords(data.reasons)}.`
        : undefined;
}


/***/ })

};

//# sourceMappingURL=3056.index.js.map