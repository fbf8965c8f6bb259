export const id = 9600;
export const ids = [9600];
export const modules = {

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

/***/ 9600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   changesOf: () => (/* binding */ changesOf),
/* harmony export */   listed: () => (/* binding */ listed),
/* harmony export */   runQueueCommand: () => (/* binding */ runQueueCommand)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4493);
/* harmony import */ var _length_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1380);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2387);
/* harmony import */ var _write_once_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(439);
/**
 * get-queue, update-queue and delete-queue: the target branch's queue itself. A queue that does
 * not exist is said in words that name the branch and how to make one; writes are sent once
 * (write-once.ts) and read back.
 */






const requestOf = (ctx) => ({
    repo: ctx.repo,
    targetBranch: ctx.targetBranch,
});
/** The change update-queue asks for (settings.ts has checked that there is one). */
function changesOf(settings) {
    return {
        ...(settings.queueState && { state: settings.queueState }),
        ...(settings.mode && { mode: settings.mode }),
        ...(settings.concurrency !== undefined && { concurrency: settings.concurrency }),
    };
}
/** The queue; undefined when the target branch has none. */
async function readQueue(ctx, service) {
    try {
        return await service.getQueue(requestOf(ctx));
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.notFound)
            return undefined;
        throw error;
    }
}
/** A queue the command needs is not there: which branch, and how to make one. */
function noQueue(ctx, operation, voice) {
    const repo = `${ctx.repo.owner}/${ctx.repo.name}`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
        message: `${operation}: ${repo} has no merge queue for the branch ${ctx.targetBranch}. ` +
            `Check ${voice.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetBranch)} (it defaults to the pull request's base branch, else the repository's default branch), ` +
            `or create the queue first with the create-queue command.`,
        operation,
        kind: 'not-found',
        attempts: 1,
    });
}
/** The pull requests of a queue, for messages: "#12, #15 and #20". */
function listed(queue) {
    const numbers = (queue.enqueuedPullRequests ?? []).map((pr) => `#${pr.prNumber}`);
    if (numbers.length <= 1)
        return numbers.join('');
    return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}
/** What was asked, in words: "paused, mode parallel, concurrency 4". */
function describeChanges(changes = {}) {
    return [
        changes.state,
        changes.mode && `mode ${changes.mode}`,
        changes.concurrency !== undefined && `concurrency ${changes.concurrency}`,
    ]
        .filter(Boolean)
        .join(', ');
}
/** The queue as read shows every change asked for. */
function applied(queue, changes = {}) {
    if (!queue)
        return false;
    return ((changes.state === undefined || queue.state === changes.state) &&
        (changes.mode === undefined || queue.mode === changes.mode) &&
        (changes.concurrency === undefined || queue.concurrency === changes.concurrency));
}
async function runQueueCommand(settings, ctx, deps) {
    const { service } = deps;
    switch (ctx.command) {
        case 'get-queue': {
            // A dry run reads nothing, as for the other reads.
            if (settings.dryRun)
                return { command: ctx.command, dryRun: true, warnings: [] };
            const queue = await readQueue(ctx, service);
            if (!queue)
                throw noQueue(ctx, 'getQueue', settings.voice);
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({ command: ctx.command, queue }, false);
        }
        case 'update-queue': {
            const changes = changesOf(settings);
            const request = { ...requestOf(ctx), ...changes };
            const asked = { command: ctx.command, changes, reason: settings.reason };
            if (settings.dryRun) {
                return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({
                    ...asked,
                    planned: (0,_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .plannedRequests */ .n)(service.apiVersion, settings.apiUrl, {
                        operation: 'updateQueue',
                        request,
                    }),
                }, true);
            }
            // Read first: the state before is reported beside the state after, and a queue that is
            // as asked already is sent nothing.
            const before = await readQueue(ctx, service);
            if (!before)
                throw noQueue(ctx, 'updateQueue', settings.voice);
            if (applied(before, changes)) {
                return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({
                    ...asked,
                    before,
                    queue: before,
                    note: `The ${ctx.targetBranch} queue is ${describeChanges(changes)} already: nothing was sent.`,
                }, false);
            }
            try {
                await (0,_write_once_js__WEBPACK_IMPORTED_MODULE_3__/* .writeOnce */ .F)(`updateQueue ${ctx.targetBranch}`, () => service.updateQueue(request), async () => applied(await readQueue(ctx, service), changes), deps.log);
            }
            catch (error) {
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.notFound && !error.repositoryUnknown) {
                    throw noQueue(ctx, 'updateQueue', settings.voice);
                }
                throw error;
            }
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({ ...asked, before, queue: await readQueue(ctx, service) }, false);
        }
        case 'delete-queue': {
            if (settings.dryRun) {
                return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({
                    command: ctx.command,
                    deleted: false,
                    planned: (0,_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .plannedRequests */ .n)(service.apiVersion, settings.apiUrl, {
                        operation: 'deleteQueue',
                        request: requestOf(ctx),
                    }),
                }, true);
            }
            // v1 answers the delete of a queue that does not exist as a success: read first.
            const queue = await readQueue(ctx, service);
            if (!queue) {
                return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({
                    command: ctx.command,
                    deleted: false,
                    note: `There is no merge queue for ${ctx.targetBranch}: there is nothing to delete.`,
                }, false);
            }
            const refuse = (holding) => (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({ command: ctx.command, deleted: false, queue: holding }, false, {
                warnings: [],
                failure: `The ${ctx.targetBranch} queue still holds ${(0,_length_js__WEBPACK_IMPORTED_MODULE_5__/* .queueLength */ .o)(holding)} pull request(s) (${listed(holding)}), and only an empty queue is deleted. ` +
                    `Take them out with cancel-pull-request, or drain the queue (update-queue with ${settings.voice.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.QueueState)} draining) and delete it once they have merged.`,
            });
            if ((0,_length_js__WEBPACK_IMPORTED_MODULE_5__/* .queueLength */ .o)(queue) > 0)
                return refuse(queue);
            try {
                await (0,_write_once_js__WEBPACK_IMPORTED_MODULE_3__/* .writeOnce */ .F)(`deleteQueue ${ctx.targetBranch}`, () => service.deleteQueue(requestOf(ctx)), async () => (await readQueue(ctx, service)) === undefined, deps.log);
            }
            catch (error) {
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.code === 'QUEUE_HAS_ACTIVE_ENTRIES') {
                    const now = await readQueue(ctx, service);
                    if (now)
                        return refuse(now);
                }
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 && error.notFound && !error.repositoryUnknown) {
                    return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({
                        command: ctx.command,
                        deleted: false,
                        note: `The ${ctx.targetBranch} queue was gone before it could be deleted.`,
                    }, false);
                }
                throw error;
            }
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultOf */ .B)({ command: ctx.command, deleted: true }, false);
        }
    }
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

//# sourceMappingURL=9600.index.js.map