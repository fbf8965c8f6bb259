export const id = 3681;
export const ids = [3681];
export const modules = {

/***/ 3681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V2Client: () => (/* binding */ V2Client)
/* harmony export */ });
/* unused harmony exports RECORD_CODES, modeFromV2, snakeCase, testRunFromV2, pullRequestFromV2, queueFromV2 */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(788);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3322);
/* harmony import */ var _http_adapter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6703);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3830);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4319);
/* harmony import */ var _requests_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7984);








const loadSchemas = (0,_http_adapter_js__WEBPACK_IMPORTED_MODULE_4__/* .lazily */ .qy)(() => Promise.all(/* import() */[__webpack_require__.e(8816), __webpack_require__.e(2496)]).then(__webpack_require__.bind(__webpack_require__, 2496)).then((m) => m.v2Schemas()));
/**
 * v2's 404 codes that name the record asked about (the v2 document's 404 of each endpoint): a
 * pull request, a queue, a verification run.
 */
const RECORD_CODES = new Set([
    'PR_NOT_FOUND',
    'MERGE_QUEUE_NOT_FOUND',
    'VERIFICATION_RUN_NOT_FOUND',
]);
/** v2's queue modes in v1's words (queue: single, graph: parallel). */
function modeFromV2(mode) {
    if (mode === undefined)
        return undefined;
    const lower = mode.toLowerCase();
    return lower === 'queue' ? 'single' : lower === 'graph' ? 'parallel' : snakeCase(mode);
}
/** `testsPassed` -> `tests_passed`: v2's camelCase values in the v1 vocabulary of the outputs. */
function snakeCase(value) {
    return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
/** A check's conclusion in v1's vocabulary: the provider's own word, else v2's normalized one. */
function conclusionOf(check) {
    if (check.providerConclusion)
        return check.providerConclusion.toLowerCase();
    if (!check.conclusion)
        return undefined;
    return check.conclusion === 'timeout' ? 'timed_out' : snakeCase(check.conclusion);
}
/**
 * A set of a run's impacted targets as v1 lists them: undefined when nothing was uploaded,
 * ['ALL'] when any commit impacts everything, and ALL added to a truncated list (the rest is
 * unknown, so consumers must run everything).
 */
function targetList(set) {
    if (!set)
        return undefined;
    if (set.impactsAllTargets)
        return ['ALL'];
    const truncated = (set.totalImpactedTargets ?? 0) > set.impactedTargets.length;
    return truncated ? [...set.impactedTargets, 'ALL'] : set.impactedTargets;
}
/** A verification run as the v1 test run the outputs are made of. */
function testRunFromV2(run) {
    const checkRuns = run.checks
        .filter((c) => c.kind !== 'statusCheck')
        .map((c) => ({
        name: c.name,
        url: c.url ?? '',
        status: c.status ? snakeCase(c.status) : undefined,
        conclusion: c.status === undefined || c.status === 'completed' ? conclusionOf(c) : null,
    }));
    const statusChecks = run.checks
        .filter((c) => c.kind === 'statusCheck')
        .map((c) => ({
        context: c.name,
        url: c.url ?? null,
        state: c.status === 'completed' || c.providerConclusion ? conclusionOf(c) : 'pending',
    }));
    return {
        requiredStatuses: run.requiredStatuses,
        requiredStatusesSource: run.requiredStatusesSource
            ? snakeCase(run.requiredStatusesSource)
            : undefined,
        testBranch: run.testBranch,
        testBranchSha: run.testBranchSha,
        createdAt: run.createdAt,
        status: run.status ? snakeCase(run.status) : undefined,
        checkSuites: checkRuns.length > 0 ? [{ checkRuns }] : [],
        statusChecks,
        testedPullRequests: run.testedPullRequests.map((pr) => ({
            prNumber: pr.number,
            prUrl: pr.url ?? '',
            title: pr.title ?? '',
        })),
        impactedTargets: targetList(run.impactedTargets?.all),
        impactedTargetsForTestedPrs: targetList(run.impactedTargets?.testedPullRequestsOnly),
        dependentPrs: (run.dependentPullRequests ?? []).map((pr) => pr.number),
    };
}
/** A pull request with its queue entry as the v1 record the outputs are made of. */
function pullRequestFromV2(pr) {
    const entry = pr.queueEntry;
    const readiness = entry?.readiness;
    const record = {
        // `id` is the queue entry's, as on v1; the pull request's own id has its own name.
        id: entry?.id,
        pullRequestId: pr.id,
        state: entry ? snakeCase(entry.state) : undefined,
        readiness: readiness && {
            requiresImpactedTargets: readiness.requiresImpactedTargets,
            doesBaseBranchMatch: readiness.doesBaseBranchMatch,
            hasImpactedTargets: readiness.hasImpactedTargets,
            gitHubMergeability: readiness.mergeability ? snakeCase(readiness.mergeability) : undefined,
        },
        stateChangedAt: entry?.stateChangedAt,
        priorityValue: entry?.priorityValue,
        priorityName: entry?.priorityName,
        usedDefaultPriorityName: entry?.usedDefaultPriorityName,
        skipTheLine: entry?.skipsTheLine,
        noBatch: entry?.allowBatching === undefined ? undefined : !entry.allowBatching,
        isCurrentlySubmittedToQueue: pr.isCurrentlySubmittedToQueue,
        prNumber: pr.number,
        prTitle: pr.title,
        prSha: pr.sha,
        prBaseBranch: pr.baseBranch,
        prAuthor: pr.author,
    };
    // Absent stays absent (hasImpactedTargets above all: absent is "not answered", not false).
    return JSON.parse(JSON.stringify(record));
}
/** The pull requests of an order, as v1 lists them: batches, then pending, then awaiting admission. */
function orderedPullRequests(order) {
    const seen = new Set();
    const listed = [];
    const add = (pr) => {
        if (seen.has(pr.number))
            return;
        seen.add(pr.number);
        listed.push(pr);
    };
    for (const batch of order.batches) {
        for (const pr of batch.pullRequests)
            add({ ...pr, batchState: batch.state });
    }
    for (const item of order.pending)
        add(item.pullRequest);
    for (const pr of order.awaitingAdmission ?? [])
        add(pr);
    return listed;
}
/** A v2 queue and its order as the v1 queue the outputs are made of. */
function queueFromV2(queue, listed, details, total) {
    const entries = listed.map((item) => {
        const pr = details.get(item.number);
        const entry = pr?.queueEntry;
        const state = entry?.state ?? item.batchState;
        const record = {
            // The queue entry's id, as v1's getQueue and the pull-request output have it.
            id: entry?.id,
            pullRequestId: pr?.id,
            state: state === undefined ? undefined : snakeCase(state),
            stateChangedAt: entry?.stateChangedAt,
            priorityValue: entry?.priorityValue,
            priorityName: entry?.priorityName,
            skipTheLine: entry?.skipsTheLine,
            prNumber: item.number,
            prTitle: item.title ?? pr?.title,
            prSha: pr?.sha,
            prBaseBranch: pr?.baseBranch,
            prAuthor: pr?.author,
        };
        return JSON.parse(JSON.stringify(record));
    });
    return {
        state: snakeCase(queue.state),
        branch: queue.targetBranch,
        mode: modeFromV2(queue.mode),
        concurrency: queue.config?.concurrency,
        enqueuedPullRequests: entries,
        ...(total > entries.length ? { unlisted: total - entries.length } : {}),
    };
}
/** The v2 error envelope `{"error": {"code", "message"}}`, when the body is one. */
function envelopeOf(text) {
    try {
        const body = JSON.parse(text);
        const code = body?.error?.code;
        if (typeof code !== 'string' || code === '')
            return undefined;
        const message = body.error?.message;
        return { code, message: typeof message === 'string' ? message : '' };
    }
    catch {
        return undefined;
    }
}
const requestIdOf = (headers) => {
    const id = headers['x-request-id'];
    return typeof id === 'string' && id !== '' ? (0,_http_http_js__WEBPACK_IMPORTED_MODULE_5__/* .excerpt */ .Kb)(id, 100) : undefined;
};
/**
 * The ids of GET /v2/repositories' answer (`{"data": [{"id"}, ...]}`), checked by hand: an
 * upload reads nothing else, and so never loads zod.
 */
const REPOSITORY_IDS = {
    safeParse(value) {
        const data = value?.data;
        if (!Array.isArray(data)) {
            return {
                success: false,
                error: { issues: [{ path: ['data'], message: 'expected an array' }] },
            };
        }
        const bad = data.findIndex((item) => typeof item?.id !== 'string' ||
            item.id === '');
        if (bad !== -1) {
            return {
                success: false,
                error: { issues: [{ path: ['data', bad, 'id'], message: 'expected a non-empty string' }] },
            };
        }
        return { success: true, data: { data: data } };
    },
};
class V2Client extends _http_http_js__WEBPACK_IMPORTED_MODULE_5__/* .HttpService */ .kl {
    options;
    apiVersion = 'v2';
    root;
    repositoryIds = new Map();
    pullRequestIds = new Map();
    queueIds = new Map();
    constructor(options) {
        super(options);
        this.options = options;
        this.root = (0,_route_js__WEBPACK_IMPORTED_MODULE_3__/* .v2Root */ .FQ)(options.apiUrl);
    }
    credentialHeaders() {
        return { authorization: `Bearer ${this.options.apiKey}` };
    }
    /** The error envelope's code and message when the body is one, else its text. */
    readRefusal(text) {
        const envelope = envelopeOf(text);
        if (!envelope)
            return { said: (0,_http_http_js__WEBPACK_IMPORTED_MODULE_5__/* .excerpt */ .Kb)(text) };
        const { code, message } = envelope;
        return { said: `${code}${message ? `: ${(0,_http_http_js__WEBPACK_IMPORTED_MODULE_5__/* .excerpt */ .Kb)(message)}` : ''}`, code };
    }
    /**
     * v2 says "not found" with a code that names what is missing: the record asked about
     * (RECORD_CODES), or the repository (a failure, but the service's). A 404 without the
     * envelope, or with another code (NOT_FOUND: a path that is not one of the API's), is not.
     */
    notFoundAnswer(answer) {
        const { code } = answer;
        if (code !== undefined && RECORD_CODES.has(code))
            return 'record';
        if (code !== undefined && _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .REPOSITORY_CODES */ .y8.has(code))
            return 'service';
        return 'foreign';
    }
    answerNote(headers) {
        const id = requestIdOf(headers);
        return id ? ` (X-Request-Id: ${id})` : '';
    }
    async uploadImpactedTargets(request) {
        const repositoryId = await this.repositoryId(request.repo, 'setImpactedTargets');
        await this.send('setImpactedTargets', 'PUT', '/v2/impacted-targets', {
            repositoryId,
            targetBranch: request.targetBranch,
            sha: request.pr.sha,
            number: request.pr.number,
            ...(request.impactedTargets === 'ALL'
                ? { impactsAllTargets: true }
                : { impactedTargets: request.impactedTargets }),
        });
    }
    async getPullRequest(request) {
        const operation = 'getSubmittedPullRequest';
        const repositoryId = await this.repositoryId(request.repo, operation);
        const { number } = request.pr;
        const pr = await this.pullRequest(repositoryId, number, request.targetBranch, operation);
        if (!pr.queueEntry)
            throw this.notSubmitted(number, request.targetBranch, 'it has never been submitted');
        const queueId = await this.queueId(repositoryId, request.targetBranch);
        if (pr.queueEntry.mergeQueueId !== queueId) {
            throw this.notSubmitted(number, request.targetBranch, queueId === undefined
                ? `there is no queue for ${request.targetBranch}`
                : 'its queue entry is in the queue of another branch');
        }
        return pullRequestFromV2(pr);
    }
    /** The pull request by number: found by number once, then read by its id. */
    async pullRequest(repositoryId, number, targetBranch, operation) {
        const key = `${repositoryId}#${number}`;
        const known = this.pullRequestIds.get(key);
        if (known) {
            return this.read(operation, `/v2/pull-requests/${encodeURIComponent(known)}`, (s) => s.pullRequest);
        }
        const list = await this.read(operation, `/v2/pull-requests?${new URLSearchParams({ repositoryId, number: String(number) })}`, (s) => s.pullRequestList);
        const pr = list.data.find((item) => item.number === number);
        if (!pr)
            throw this.notSubmitted(number, targetBranch, 'the service has not indexed it');
        this.pullRequestIds.set(key, pr.id);
        return pr;
    }
    /** The id of a pull request (not of its queue entry: the two differ), for its writes. */
    async pullRequestId(request, operation) {
        const repositoryId = await this.repositoryId(request.repo, operation);
        const key = `${repositoryId}#${request.pr.number}`;
        return (this.pullRequestIds.get(key) ??
            (await this.pullRequest(repositoryId, request.pr.number, request.targetBranch, operation)).id);
    }
    async submitPullRequest(request) {
        const operation = 'submitPullRequest';
        const repositoryId = await this.repositoryId(request.repo, operation);
        const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
        await this.send(operation, 'POST', `/v2/merge-queues/${encodeURIComponent(queueId)}/pull-requests`, (0,_requests_js__WEBPACK_IMPORTED_MODULE_7__/* .submitBody */ .J6)(request));
    }
    async updateQueueEntry(request) {
        const operation = 'updateQueueEntry';
        const id = await this.pullRequestId(request, operation);
        const call = (0,_requests_js__WEBPACK_IMPORTED_MODULE_7__/* .entryChange */ .bw)(request);
        await this.send(operation, call.method, `/v2/pull-requests/${encodeURIComponent(id)}${call.suffix}`, call.body);
    }
    async cancelPullRequest(request) {
        const id = await this.pullRequestId(request, 'cancelPullRequest');
        await this.send('cancelPullRequest', 'POST', `/v2/pull-requests/${encodeURIComponent(id)}/dequeue`);
    }
    async restartTests(request) {
        const id = await this.pullRequestId(request, 'restartTestsOnPullRequest');
        await this.send('restartTestsOnPullRequest', 'POST', `/v2/pull-requests/${encodeURIComponent(id)}/restart-tests`);
    }
    /**
     * The queue, its state and mode from GET /v2/merge-queues/{id}, its pull requests in the
     * order of GET .../order (the batches under test, then those pending, then those awaiting
     * admission), each with its entry's state and priority from GET /v2/pull-requests.
     */
    async getQueue(request) {
        const operation = 'getQueue';
        const repositoryId = await this.repositoryId(request.repo, operation);
        const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
        const path = `/v2/merge-queues/${encodeURIComponent(queueId)}`;
        const [queue, order] = await Promise.all([
            this.read(operation, path, (s) => s.mergeQueue),
            this.read(operation, `${path}/order`, (s) => s.queueOrder),
        ]);
        const listed = orderedPullRequests(order);
        const details = await this.pullRequestsByNumber(repositoryId, listed.map((pr) => pr.number), operation);
        const total = listed.length +
            Math.max(0, (order.awaitingAdmissionTotal ?? 0) - (order.awaitingAdmission ?? []).length);
        return queueFromV2(queue, listed, details, total);
    }
    async updateQueue(request) {
        const operation = 'updateQueue';
        (0,_route_js__WEBPACK_IMPORTED_MODULE_3__/* .checkForApi */ .A0)({ concurrency: request.concurrency, prNumber: undefined }, 'v2');
        const repositoryId = await this.repositoryId(request.repo, operation);
        const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
        const path = `/v2/merge-queues/${encodeURIComponent(queueId)}`;
        for (const call of (0,_requests_js__WEBPACK_IMPORTED_MODULE_7__/* .queueUpdates */ .Mw)(request)) {
            await this.send(operation, call.method, `${path}${call.suffix}`, call.body);
        }
    }
    async deleteQueue(request) {
        const operation = 'deleteQueue';
        const repositoryId = await this.repositoryId(request.repo, operation);
        const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
        await this.send(operation, 'DELETE', `/v2/merge-queues/${encodeURIComponent(queueId)}`);
    }
    /**
     * Pull requests by number, 50 to a read and the reads spaced to the endpoint's rate limit;
     * one the service does not list is left out.
     */
    async pullRequestsByNumber(repositoryId, numbers, operation) {
        const found = new Map();
        for (let i = 0; i < numbers.length; i += _limits_js__WEBPACK_IMPORTED_MODULE_6__/* .V2_NUMBERS_PER_READ */ .JA) {
            if (i > 0)
                await this.clock.sleep(_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .V2_PULL_REQUEST_READ_GAP_MS */ ._g);
            const chunk = numbers.slice(i, i + _limits_js__WEBPACK_IMPORTED_MODULE_6__/* .V2_NUMBERS_PER_READ */ .JA);
            const list = await this.read(operation, `/v2/pull-requests?${new URLSearchParams({ repositoryId, number: chunk.join(',') })}`, (s) => s.pullRequestList);
            for (const pr of list.data)
                found.set(pr.number, pr);
        }
        return found;
    }
    /** The queue's id; a branch with no queue is a not-found ServiceError that says how to make one. */
    async existingQueueId(repositoryId, targetBranch, operation) {
        const id = await this.queueId(repositoryId, targetBranch);
        if (id !== undefined)
            return id;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7({
            message: `${operation}: there is no merge queue for ${targetBranch} (GET /v2/merge-queues lists none). Check ${this.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetBranch)}, or create the queue first with the create-queue command.`,
            operation,
            kind: 'not-found',
            status: 200,
            attempts: 1,
            code: 'MERGE_QUEUE_NOT_FOUND',
        });
    }
    async getTestRun(request) {
        // The run's id is the uuid the test branch ends in; v2 takes it without "-bisection".
        const id = request.testRunId.replace(/-bisection$/, '');
        const run = await this.readRun(id);
        const branch = request.testBranch;
        if (branch === undefined || (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .sameBranch */ .TI)(run.testBranch, branch))
            return testRunFromV2(run);
        // The id names another run (a bisection is its own run, with its own id, and the branch's
        // uuid is its parent batch's): this branch's run is among its pull requests' runs.
        const own = await this.runOfBranch(branch, run);
        return testRunFromV2(own ? await this.readRun(own) : run);
    }
    readRun(id) {
        return this.read('getMergeQueueTestingDetails', `/v2/merge-queue-verification-runs/${encodeURIComponent(id)}`, (s) => s.verificationRun);
    }
    /**
     * The id of the run on `branch`, from the verification runs of the pull requests `near`
     * tested (GET /v2/pull-requests/{id}/verification-runs, newest first: its first page), or
     * undefined when none of them is on it. A run the command then finds on another branch is
     * refused there, never used.
     */
    async runOfBranch(branch, near) {
        for (const pr of near.testedPullRequests) {
            if (!pr.id)
                continue;
            const list = await this.read('getMergeQueueTestingDetails', `/v2/pull-requests/${encodeURIComponent(pr.id)}/verification-runs?${new URLSearchParams({ limit: String(_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .V2_MAX_PAGE_SIZE */ .oE) })}`, (s) => s.verificationRunList);
            const found = list.data.find((run) => (0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .sameBranch */ .TI)(run.testBranch, branch));
            if (found)
                return found.id;
        }
        return undefined;
    }
    async createQueue(request) {
        (0,_route_js__WEBPACK_IMPORTED_MODULE_3__/* .checkForApi */ .A0)({ concurrency: request.concurrency, prNumber: undefined }, 'v2');
        const repositoryId = await this.repositoryId(request.repo, 'createQueue');
        try {
            await this.send('createQueue', 'POST', '/v2/merge-queues', {
                repositoryId,
                targetBranch: request.targetBranch,
                ...(request.mode ? { mode: _requests_js__WEBPACK_IMPORTED_MODULE_7__/* .V2_MODE */ .nX[request.mode] } : {}),
                ...(request.concurrency !== undefined ? { concurrency: request.concurrency } : {}),
            });
        }
        catch (error) {
            // Not atomic and no Idempotency-Key: after a create that may have happened, read the
            // queue back instead of sending it again.
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7) ||
                (error.kind !== 'timeout' && error.kind !== 'network')) {
                throw error;
            }
            // "No queue" is never kept (queueId), so this reads the queues afresh.
            if ((await this.queueId(repositoryId, request.targetBranch)) === undefined)
                throw error;
            this.options.log?.(`createQueue: the request failed (${error.kind}), and reading the queues back shows the ${request.targetBranch} queue exists.`);
        }
    }
    /** The repository's id, looked up once per run by its provider URL. */
    repositoryId(repo, operation) {
        const providerUrl = `https://${repo.host}/${repo.owner}/${repo.name}`;
        let id = this.repositoryIds.get(providerUrl);
        if (!id) {
            id = this.read(operation, `/v2/repositories?${new URLSearchParams({ providerUrl })}`, REPOSITORY_IDS).then((list) => {
                const found = list.data[0]?.id;
                if (!found)
                    throw this.unknownRepository(operation, providerUrl, 'an empty list');
                return found;
            });
            // A failed look-up is not kept: the next call asks again.
            id.catch(() => this.repositoryIds.delete(providerUrl));
            this.repositoryIds.set(providerUrl, id);
        }
        return id;
    }
    /** The id of the target branch's queue, or undefined when it has none; found once per run. */
    queueId(repositoryId, targetBranch) {
        const key = `${repositoryId}@${targetBranch}`;
        let id = this.queueIds.get(key);
        if (!id) {
            id = this.read('getSubmittedPullRequest', `/v2/merge-queues?${new URLSearchParams({ repositoryId, targetBranch })}`, (s) => s.mergeQueueList).then((list) => list.data.find((q) => q.targetBranch === targetBranch)?.id);
            // Neither a failure nor "no queue yet" is kept: a wait asks again on its next read.
            id.then((found) => found === undefined && this.queueIds.delete(key), () => this.queueIds.delete(key));
            this.queueIds.set(key, id);
        }
        return id;
    }
    notSubmitted(number, targetBranch, why) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7({
            message: `getSubmittedPullRequest: pull request #${number} is not submitted to the ${targetBranch} queue: ${why}.`,
            operation: 'getSubmittedPullRequest',
            kind: 'not-found',
            status: 200,
            attempts: 1,
        });
    }
    unknownRepository(operation, providerUrl, answer) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7({
            message: `${operation} (GET /v2/repositories): the service knows no repository ${providerUrl} for this key (${answer}). ` +
                (0,_http_adapter_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryAdvice */ .rB)('(its GitHub app is installed)', this.http.voice),
            operation,
            kind: 'http',
            status: 404,
            attempts: 1,
            code: 'PROVIDER_URL_NOT_FOUND',
        });
    }
    url(path) {
        return new URL(`${this.root}${path}`);
    }
    describe(operation, method, path) {
        return `${operation} (${method} ${path.replace(/\?.*$/, '')})`;
    }
    async read(operation, path, pick) {
        const exchange = {
            operation,
            what: this.describe(operation, 'GET', path),
            method: 'GET',
            url: this.url(path),
            body: '',
        };
        const reader = typeof pick === 'function' ? () => loadSchemas().then(pick) : async () => pick;
        return this.exchange(exchange, reader);
    }
    /** A write; `body` left out sends none (the endpoints that take none refuse one). */
    async send(operation, method, path, body) {
        await this.exchange({
            operation,
            what: this.describe(operation, method, path),
            method,
            url: this.url(path),
            body: body === undefined ? '' : JSON.stringify(body),
        });
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

//# sourceMappingURL=3681.index.js.map