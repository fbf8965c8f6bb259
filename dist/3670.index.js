export const id = 3670;
export const ids = [3670,3056];
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


/***/ }),

/***/ 2387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ plannedRequests)
/* harmony export */ });
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3322);
/* harmony import */ var _service_v2_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7984);
/**
 * What a dry run of a queue write would have sent: each request's method, address and body, in
 * the API the credential speaks. The key is never part of it (it travels in a header). On v2,
 * where records are addressed by ids that only reads can find, the ids are named in words.
 */


/** The requests `write` would send. */
function plannedRequests(api, apiUrl, write) {
    if (api !== 'v2') {
        // v1 changes a queued pull request by submitting it again.
        const operation = write.operation === 'updateQueueEntry' ? 'submitPullRequest' : write.operation;
        return [
            { method: 'POST', url: `${apiUrl.replace(/\/+$/, '')}/${operation}`, body: write.request },
        ];
    }
    const root = (0,_route_js__WEBPACK_IMPORTED_MODULE_0__/* .v2Root */ .FQ)(apiUrl);
    const queue = `${root}/v2/merge-queues/{id of the ${write.request.targetBranch} queue}`;
    switch (write.operation) {
        case 'submitPullRequest':
            return [{ method: 'POST', url: `${queue}/pull-requests`, body: (0,_service_v2_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .submitBody */ .J6)(write.request) }];
        case 'updateQueueEntry': {
            const call = (0,_service_v2_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .entryChange */ .bw)(write.request);
            const pr = `${root}/v2/pull-requests/{id of pull request #${write.request.pr.number}}`;
            return [{ method: call.method, url: `${pr}${call.suffix}`, body: call.body }];
        }
        case 'cancelPullRequest':
        case 'restartTestsOnPullRequest': {
            const action = write.operation === 'cancelPullRequest' ? 'dequeue' : 'restart-tests';
            const pr = `${root}/v2/pull-requests/{id of pull request #${write.request.pr.number}}`;
            return [{ method: 'POST', url: `${pr}/${action}` }];
        }
        case 'updateQueue':
            return (0,_service_v2_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .queueUpdates */ .Mw)(write.request).map((call) => ({
                method: call.method,
                url: `${queue}${call.suffix}`,
                ...(call.body && { body: call.body }),
            }));
        case 'deleteQueue':
            return [{ method: 'DELETE', url: queue }];
    }
}


/***/ }),

/***/ 3670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ACTIVE_STATES: () => (/* binding */ ACTIVE_STATES),
/* harmony export */   RESTARTABLE_STATES: () => (/* binding */ RESTARTABLE_STATES),
/* harmony export */   entryChangeOf: () => (/* binding */ entryChangeOf),
/* harmony export */   runPullRequestCommand: () => (/* binding */ runPullRequestCommand),
/* harmony export */   submitRequestOf: () => (/* binding */ submitRequestOf)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _service_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4319);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8750);
/* harmony import */ var _get_pull_request_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3056);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4493);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2387);
/* harmony import */ var _write_once_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(439);
/**
 * submit-pull-request, cancel-pull-request and restart-tests: one pull request in one queue.
 * Each reads the pull request first (what it finds decides whether anything is sent and what
 * the outputs say), writes once (write-once.ts), and reads it back for the state it is now in.
 */








/** States of a pull request that is in the queue (the rest are final, or not submitted). */
const ACTIVE_STATES = new Set(_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .PR_STATES */ .SR.filter((state) => !_get_pull_request_js__WEBPACK_IMPORTED_MODULE_4__.TERMINAL.has(state)));
/** The states a restart is possible in (v2: PR_TESTS_NOT_RESTARTABLE otherwise). */
const RESTARTABLE_STATES = new Set(['testing', 'pending_failure']);
const isActive = (pr) => pr !== undefined &&
    (pr.state !== undefined ? ACTIVE_STATES.has(pr.state) : pr.isCurrentlySubmittedToQueue === true);
/** The pull request as the queue of this target branch knows it; undefined when it does not. */
async function readPullRequest(ctx, service) {
    try {
        return await service.getPullRequest({
            repo: ctx.repo,
            pr: { number: ctx.pr.number },
            targetBranch: ctx.targetBranch,
        });
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.notFound)
            return undefined;
        throw error;
    }
}
const requestOf = (ctx) => ({
    repo: ctx.repo,
    pr: { number: ctx.pr.number },
    targetBranch: ctx.targetBranch,
});
/** The submit request: v1's body, from which v2's is made. */
function submitRequestOf(settings, ctx) {
    const { priority, noBatch } = settings;
    return {
        ...requestOf(ctx),
        ...(priority && { priority: 'name' in priority ? priority.name : priority.value }),
        ...(noBatch !== undefined && { noBatch }),
    };
}
const queueName = (ctx) => `the ${ctx.targetBranch} queue`;
const prName = (ctx) => `Pull request #${ctx.pr.number}`;
/** What a state says in a sentence: "is testing", "was merged". */
function stateWords(state) {
    if (state === undefined)
        return 'is in no known state';
    return ACTIVE_STATES.has(state) ? `is ${state}` : `is ${state} already`;
}
async function runPullRequestCommand(settings, ctx, deps) {
    if (settings.dryRun) {
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)({
            command: ctx.command,
            done: false,
            state: undefined,
            pullRequest: undefined,
            planned: plannedWrites(settings, ctx, deps.service.apiVersion),
        }, true);
    }
    switch (ctx.command) {
        case 'submit-pull-request':
            return submit(settings, ctx, deps);
        case 'cancel-pull-request':
            return cancel(ctx, deps);
        case 'restart-tests':
            return restart(ctx, deps);
    }
}
/** What a dry run would send; on a submit with a priority or no-batch, also the change of a queued one. */
function plannedWrites(settings, ctx, api) {
    const plan = (write) => (0,_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .plannedRequests */ .n)(api, settings.apiUrl, write);
    if (ctx.command !== 'submit-pull-request') {
        const operation = ctx.command === 'cancel-pull-request' ? 'cancelPullRequest' : 'restartTestsOnPullRequest';
        return plan({ operation, request: requestOf(ctx) });
    }
    const request = submitRequestOf(settings, ctx);
    const submitted = plan({ operation: 'submitPullRequest', request });
    if (settings.priority === undefined && settings.noBatch === undefined)
        return submitted;
    // Nothing is read on a dry run, so whether the pull request is queued already is not known.
    const queued = `if #${ctx.pr.number} is in the queue already, with another priority or batching`;
    return [
        ...submitted.map((r) => ({ ...r, when: `if #${ctx.pr.number} is not in the queue` })),
        ...plan({ operation: 'updateQueueEntry', request }).map((r) => ({ ...r, when: queued })),
    ];
}
/** A priority as a number: a name's value, or the value itself. */
const valueOf = (priority) => 'name' in priority ? _service_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .PRIORITY_VALUES */ .SA[priority.name] : priority.value;
/** The priority name a read shows, lower-case, when it is one of the service's four. */
function knownName(pr) {
    const name = pr.priorityName?.toLowerCase();
    return name !== undefined && Object.hasOwn(_service_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .PRIORITY_VALUES */ .SA, name)
        ? name
        : undefined;
}
/** The priority a read shows, as a number; undefined when it says none. */
function priorityOfRead(pr) {
    if (pr.priorityValue !== undefined)
        return pr.priorityValue;
    const name = knownName(pr);
    return name === undefined ? undefined : _service_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .PRIORITY_VALUES */ .SA[name];
}
const priorityWords = (pr) => pr.priorityName ?? (pr.priorityValue !== undefined ? String(pr.priorityValue) : 'unknown');
const askedWords = (priority) => 'name' in priority ? priority.name : String(priority.value);
const batchWords = (noBatch) => noBatch === undefined ? 'batching unknown' : noBatch ? 'tested alone' : 'batched';
/**
 * What submit asks of a pull request in the queue already: the priority and batching asked for
 * where the read shows otherwise (a read that does not say counts as otherwise); undefined when
 * nothing differs.
 */
function entryChangeOf(settings, pr) {
    const change = {};
    if (settings.priority && valueOf(settings.priority) !== priorityOfRead(pr)) {
        change.priority = settings.priority;
    }
    if (settings.noBatch !== undefined && settings.noBatch !== pr.noBatch) {
        change.noBatch = settings.noBatch;
    }
    return change.priority !== undefined || change.noBatch !== undefined ? change : undefined;
}
/** The read shows the change done (batching the read does not show cannot say otherwise). */
function shows(change, pr) {
    return (pr !== undefined &&
        (change.priority === undefined || priorityOfRead(pr) === valueOf(change.priority)) &&
        (change.noBatch === undefined || pr.noBatch === undefined || pr.noBatch === change.noBatch));
}
/** The change in words, from what the read showed: "priority high → urgent". */
function changeWords(change, pr) {
    return [
        ...(change.priority ? [`priority ${priorityWords(pr)} → ${askedWords(change.priority)}`] : []),
        ...(change.noBatch !== undefined
            ? [`${batchWords(pr.noBatch)} → ${batchWords(change.noBatch)}`]
            : []),
    ];
}
/**
 * submit-pull-request for a pull request in the queue already: its priority and batching are
 * changed to those asked for (v1: submitted again, which rewrites both; v2: reprioritize, or
 * PATCH …/queue-entry for batching), sent once (write-once.ts) and read back.
 */
async function changeQueued(settings, ctx, deps, pr) {
    const { service } = deps;
    const where = `${prName(ctx)} ${stateWords(pr?.state)} in ${queueName(ctx)}`;
    const change = pr && entryChangeOf(settings, pr);
    if (!pr || !change) {
        const asked = settings.priority !== undefined || settings.noBatch !== undefined;
        return {
            note: asked
                ? `${where}, with the priority and batching asked for already: nothing was sent.`
                : `${where}: it was not submitted again, so its priority and batching stay as they are.`,
        };
    }
    const words = changeWords(change, pr);
    const priorityOut = (p) => ('name' in p ? p.name : p.value);
    try {
        await (0,_write_once_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOnce */ .F)(`updateQueueEntry #${ctx.pr.number}`, () => service.updateQueueEntry({
            ...requestOf(ctx),
            ...(change.priority && { priority: priorityOut(change.priority) }),
            ...(change.noBatch !== undefined && { noBatch: change.noBatch }),
            // A name the service does not take back ("default") is sent as its value.
            unchanged: { priority: knownName(pr) ?? pr.priorityValue, noBatch: pr.noBatch },
        }), async () => shows(change, await readPullRequest(ctx, service)), deps.log);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.code === 'PR_NOT_IN_ACTIVE_STATE') {
            const now = await readPullRequest(ctx, service);
            return {
                note: `${prName(ctx)} left ${queueName(ctx)} before it could be changed (it ${stateWords(now?.state)}).`,
            };
        }
        throw error;
    }
    const after = await readPullRequest(ctx, service);
    if (shows(change, after))
        return { note: `${where}: ${words.join(', ')}.`, changes: words };
    const how = service.apiVersion === 'v1'
        ? 'v1 changes a queued pull request by a second submission, which was sent'
        : 'the change was sent';
    return {
        note: `${where}: it was not changed.`,
        failure: `${prName(ctx)} was not changed: ${how}, but it reads ${after ? `priority ${priorityWords(after)}, ${batchWords(after.noBatch)}` : 'as not in the queue'}. ` +
            `Take it out with cancel-pull-request and submit it again with ${[
                change.priority &&
                    `${settings.voice.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Priority)} ${askedWords(change.priority)}`,
                change.noBatch !== undefined &&
                    `${settings.voice.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NoBatch)} ${String(change.noBatch)}`,
            ]
                .filter(Boolean)
                .join(' and ')}.`,
    };
}
async function submit(settings, ctx, deps) {
    const { service } = deps;
    const before = await readPullRequest(ctx, service);
    let alreadyQueued = isActive(before);
    let queued;
    if (alreadyQueued) {
        queued = await changeQueued(settings, ctx, deps, before);
    }
    else {
        try {
            await (0,_write_once_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOnce */ .F)(`submitPullRequest #${ctx.pr.number}`, () => service.submitPullRequest(submitRequestOf(settings, ctx)), async () => isActive(await readPullRequest(ctx, service)), deps.log);
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.code === 'PR_ALREADY_ENQUEUED'))
                throw error;
            // Queued since the read (another submitter): changed as one found queued would be.
            alreadyQueued = true;
            const changed = await changeQueued(settings, ctx, deps, await readPullRequest(ctx, service));
            queued = {
                ...changed,
                note: `${prName(ctx)} was already in ${queueName(ctx)} (the service answered PR_ALREADY_ENQUEUED): it was not submitted again. ${changed.note}`,
            };
        }
    }
    const note = queued?.note;
    const entry = {
        entryChanged: queued?.changes !== undefined,
        ...(queued?.changes && { changes: queued.changes }),
    };
    const failure = queued?.failure;
    if (settings.waitFor && deps.wait) {
        // The wait's first read is the read back.
        const waited = await (0,_get_pull_request_js__WEBPACK_IMPORTED_MODULE_4__.getPullRequest)({ ...settings, failOnNotReady: true }, pullRequestContextOf(ctx), { service, wait: deps.wait });
        const read = waited.data;
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)({
            command: ctx.command,
            done: read?.submitted === true || alreadyQueued,
            alreadyQueued,
            ...entry,
            stateBefore: before?.state,
            state: read?.state,
            pullRequest: read?.pullRequest,
            ...(note && { note }),
            ...(read?.wait && { wait: read.wait }),
        }, false, { warnings: waited.warnings, failure: failure ?? waited.failure });
    }
    const after = await readPullRequest(ctx, service);
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)({
        command: ctx.command,
        // In the queue before, read back in it, or (a service that has not indexed it yet)
        // accepted just now.
        done: alreadyQueued || isActive(after) || after === undefined,
        alreadyQueued,
        ...entry,
        stateBefore: before?.state,
        state: after?.state,
        pullRequest: after,
        ...(note && { note }),
    }, false, failure ? { warnings: [], failure } : undefined);
}
async function cancel(ctx, deps) {
    const { service } = deps;
    const before = await readPullRequest(ctx, service);
    const data = (done, pr, note) => ({
        command: ctx.command,
        done,
        stateBefore: before?.state,
        state: pr?.state,
        pullRequest: pr,
        ...(note && { note }),
    });
    if (!isActive(before)) {
        const note = before
            ? `${prName(ctx)} ${stateWords(before.state)} in ${queueName(ctx)}: there is nothing to cancel.`
            : `${prName(ctx)} is not in ${queueName(ctx)}: there is nothing to cancel.`;
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)(data(false, before, note), false);
    }
    try {
        await (0,_write_once_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOnce */ .F)(`cancelPullRequest #${ctx.pr.number}`, () => service.cancelPullRequest(requestOf(ctx)), async () => !isActive(await readPullRequest(ctx, service)), deps.log);
    }
    catch (error) {
        // It left the queue between the read and the cancel (merged, failed, cancelled elsewhere).
        const gone = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && (error.code === 'PR_NOT_IN_ACTIVE_STATE' || error.notFound);
        if (!gone)
            throw error;
        const now = await readPullRequest(ctx, service);
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)(data(false, now, `${prName(ctx)} left ${queueName(ctx)} before it could be cancelled (it ${stateWords(now?.state)}).`), false);
    }
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)(data(true, await readPullRequest(ctx, service)), false);
}
async function restart(ctx, deps) {
    const { service } = deps;
    const before = await readPullRequest(ctx, service);
    const refuse = (pr, why) => (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)({
        command: ctx.command,
        done: false,
        stateBefore: before?.state,
        state: pr?.state,
        pullRequest: pr,
    }, false, { warnings: [], failure: why });
    const when = 'Tests can be restarted only while the pull request is testing, or pending_failure (a pull request ahead of it failed).';
    if (!isActive(before)) {
        return refuse(before, before
            ? `${prName(ctx)} ${stateWords(before.state)} in ${queueName(ctx)}: there are no tests to restart. Submit it again with submit-pull-request.`
            : `${prName(ctx)} is not in ${queueName(ctx)}: there are no tests to restart. Submit it with submit-pull-request first.`);
    }
    if (before?.state !== undefined && !RESTARTABLE_STATES.has(before.state)) {
        return refuse(before, `${prName(ctx)} is ${before.state} in ${queueName(ctx)}. ${when}`);
    }
    try {
        await (0,_write_once_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOnce */ .F)(`restartTestsOnPullRequest #${ctx.pr.number}`, () => service.restartTests(requestOf(ctx)), 
        // A restart shows as a new state change (the entry goes back to be tested).
        async () => {
            const now = await readPullRequest(ctx, service);
            return (now !== undefined &&
                (now.stateChangedAt !== before?.stateChangedAt || now.state !== before?.state));
        }, deps.log);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.code === 'PR_TESTS_NOT_RESTARTABLE') {
            const now = await readPullRequest(ctx, service);
            return refuse(now, `${prName(ctx)} ${stateWords(now?.state)} in ${queueName(ctx)}. ${when}`);
        }
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.code === 'PR_NOT_IN_ACTIVE_STATE') {
            const now = await readPullRequest(ctx, service);
            return refuse(now, `${prName(ctx)} left ${queueName(ctx)} before its tests could be restarted (it ${stateWords(now?.state)}).`);
        }
        throw error;
    }
    const after = await readPullRequest(ctx, service);
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_7__/* .resultOf */ .B)({
        command: ctx.command,
        done: true,
        stateBefore: before?.state,
        state: after?.state,
        pullRequest: after,
    }, false);
}
/** The context get-pull-request's wait reads with. */
function pullRequestContextOf(ctx) {
    return { ...ctx, command: 'get-pull-request' };
}


/***/ }),

/***/ 439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ writeOnce)
/* harmony export */ });
/* unused harmony export outcomeUnknown */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * The rule every queue write keeps: never sent twice blindly. The service honours no
 * Idempotency-Key, so a write whose answer is lost (a timeout, a dropped connection, a 5xx) may
 * have been done: it is read back, and sent once more only when the read shows it was not.
 * (The request loop retries writes only when the service surely did not act: errors.ts WRITES.)
 */

/** A failure after which the service may or may not have acted. */
function outcomeUnknown(error) {
    return (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 &&
        (error.kind === 'timeout' ||
            error.kind === 'network' ||
            (error.kind === 'http' && (error.status ?? 0) >= 500)));
}
/**
 * Send `write`; when its outcome is unknown, ask `tookEffect` (a read) and send again only if
 * it says no. Returns how the write ended: `sent`, or `read-back` when the first one is known to
 * have been done only from the read.
 */
async function writeOnce(what, write, tookEffect, log) {
    try {
        await write();
        return 'sent';
    }
    catch (error) {
        if (!outcomeUnknown(error))
            throw error;
        let done;
        try {
            done = await tookEffect();
        }
        catch {
            // The read failed too: what is known is the write's failure.
            throw error;
        }
        const why = error.kind === 'http' ? `answered ${error.status}` : `failed (${error.kind})`;
        if (done) {
            log.info(`${what}: the request ${why}, and reading back shows it took effect: not sent again.`);
            return 'read-back';
        }
        log.info(`${what}: the request ${why}, and reading back shows it did not take effect: sending it once more.`);
        await write();
        return 'sent';
    }
}


/***/ }),

/***/ 7984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J6: () => (/* binding */ submitBody),
/* harmony export */   Mw: () => (/* binding */ queueUpdates),
/* harmony export */   bw: () => (/* binding */ entryChange),
/* harmony export */   nX: () => (/* binding */ V2_MODE)
/* harmony export */ });
/** v1's queue modes in v2's words. */
const V2_MODE = { single: 'queue', parallel: 'graph' };
/** update-queue's states as v2's endpoints. */
const STATE_ENDPOINT = { running: 'resume', paused: 'pause', draining: 'drain' };
/** A priority as v2 takes it: a name or a value, never both (they are mutually exclusive). */
function priorityBody(priority) {
    if (typeof priority === 'string')
        return { priorityName: priority };
    if (typeof priority === 'number')
        return { priorityValue: priority };
    return {};
}
/** The body of POST /v2/merge-queues/{id}/pull-requests. */
function submitBody(request) {
    return {
        number: request.pr.number,
        ...priorityBody(request.priority),
        // Left out, batching is allowed; false asks for the key permission "Skip batching".
        ...(request.noBatch === true ? { allowBatching: false } : {}),
    };
}
/**
 * How v2 changes a queued pull request (a second submit is refused, PR_ALREADY_ENQUEUED): a new
 * priority alone is POST …/reprioritize (exactly one of priorityName, priorityValue); batching,
 * with or without a priority, is PATCH …/queue-entry (at least one of its fields). `request`
 * holds only what is to change.
 */
function entryChange(request) {
    const priority = priorityBody(request.priority);
    if (request.noBatch === undefined) {
        return { method: 'POST', suffix: '/reprioritize', body: priority };
    }
    return {
        method: 'PATCH',
        suffix: '/queue-entry',
        body: { ...priority, allowBatching: !request.noBatch },
    };
}
/**
 * The requests of an update, in the order sent: the configuration (concurrency), the mode, then
 * the state (v2 has an endpoint for each).
 */
function queueUpdates(request) {
    const calls = [];
    if (request.concurrency !== undefined) {
        calls.push({ method: 'PATCH', suffix: '/config', body: { concurrency: request.concurrency } });
    }
    if (request.mode !== undefined) {
        calls.push({ method: 'POST', suffix: '/switch-modes', body: { mode: V2_MODE[request.mode] } });
    }
    if (request.state !== undefined) {
        calls.push({ method: 'POST', suffix: `/${STATE_ENDPOINT[request.state]}` });
    }
    return calls;
}


/***/ })

};

//# sourceMappingURL=3670.index.js.map