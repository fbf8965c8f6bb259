export const id = 9166;
export const ids = [9166];
export const modules = {

/***/ 9166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ServiceClient: () => (/* binding */ ServiceClient)
/* harmony export */ });
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3322);
/* harmony import */ var _http_adapter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6703);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3830);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4319);





/**
 * The response schemas (zod: about 15 ms to load), only for answers with a body to read;
 * setImpactedTargets and createQueue answer with nothing to check.
 */
const loadSchemas = (0,_http_adapter_js__WEBPACK_IMPORTED_MODULE_1__/* .lazily */ .qy)(() => Promise.all(/* import() */[__webpack_require__.e(8816), __webpack_require__.e(5665)]).then(__webpack_require__.bind(__webpack_require__, 5665)).then((m) => m.responseSchemas()));
/** The typed client for the service's v1 operations. */
class ServiceClient extends _http_http_js__WEBPACK_IMPORTED_MODULE_2__/* .HttpService */ .kl {
    options;
    apiVersion = 'v1';
    constructor(options) {
        super(options);
        this.options = options;
    }
    /** Read a test run the queue is performing (getMergeQueueTestingDetails). */
    getTestRun(request) {
        // testBranch is the job's branch, for the command's check; v1 is sent the three fields.
        const { repo, testRunId, targetBranch } = request;
        return this.call('getMergeQueueTestingDetails', { repo, testRunId, targetBranch }, (s) => s.testRun);
    }
    /**
     * Read a pull request submitted to a queue (getSubmittedPullRequest); a 404 throws a
     * ServiceError with notFound.
     */
    getPullRequest(request) {
        // The pull request by its number alone (limits.ts: the v1 document takes one key, not two).
        const body = { ...request, pr: { [_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .V1_PR_KEY */ .PY]: request.pr.number } };
        return this.call('getSubmittedPullRequest', body, (s) => s.submittedPullRequest);
    }
    /** Set a pull request's impacted targets (setImpactedTargets: an array, or the bare string "ALL"). */
    async uploadImpactedTargets(request) {
        await this.call('setImpactedTargets', request);
    }
    /** Create a queue; an existing queue is refused with a message containing "already exists". */
    async createQueue(request) {
        await this.call('createQueue', request);
    }
    /** Put a pull request in the queue (submitPullRequest); a queued one's priority is rewritten. */
    async submitPullRequest(request) {
        await this.call('submitPullRequest', request);
    }
    /**
     * Change a queued pull request's priority or batching: v1 does it by a second submission,
     * which "rewrites its priority and batching" (the v2 migration guide's behaviour changes).
     */
    async updateQueueEntry(request) {
        const { unchanged, ...asked } = request;
        const priority = asked.priority ?? unchanged?.priority;
        const noBatch = asked.noBatch ?? unchanged?.noBatch;
        await this.call('submitPullRequest', {
            repo: asked.repo,
            pr: asked.pr,
            targetBranch: asked.targetBranch,
            ...(priority !== undefined && { priority }),
            ...(noBatch !== undefined && { noBatch }),
        });
    }
    /** Take a pull request out of the queue (cancelPullRequest). */
    async cancelPullRequest(request) {
        await this.call('cancelPullRequest', request);
    }
    /** Restart a queued pull request's tests (restartTestsOnPullRequest). */
    async restartTests(request) {
        await this.call('restartTestsOnPullRequest', request);
    }
    /** Read a queue and its pull requests (getQueue); a 404 is a queue that does not exist. */
    getQueue(request) {
        return this.call('getQueue', request, (s) => s.queue);
    }
    /** Change a queue's state, mode or concurrency (updateQueue: what is left out is unchanged). */
    async updateQueue(request) {
        await this.call('updateQueue', request);
    }
    /** Delete a queue (deleteQueue; v1 answers a queue that does not exist as a success). */
    async deleteQueue(request) {
        await this.call('deleteQueue', request);
    }
    /** The token as x-api-token, or in fork mode the workflow run id. */
    credentialHeaders() {
        const auth = this.options.auth;
        if (auth.kind === 'fork-run')
            return { 'x-forked-workflow-run-id': auth.runId };
        return this.options.apiToken ? { 'x-api-token': this.options.apiToken } : {};
    }
    /**
     * v1 says "not found" in plain text (its document: every refusal is a string), at an address
     * ending in /v1: an HTML page, JSON, or any answer from a path outside /v1 is not its answer.
     */
    notFoundAnswer(answer) {
        return (0,_route_js__WEBPACK_IMPORTED_MODULE_0__/* .isV1ApiPath */ .f0)(this.options.apiUrl) && (0,_http_adapter_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlainTextRefusal */ .Mr)(answer.text, answer.contentType)
            ? 'record'
            : 'foreign';
    }
    tokenSent() {
        return Boolean(this.options.apiToken);
    }
    /** One operation: a POST of the request to `<api-url>/<operation>`. */
    async call(operation, request, pick) {
        // The operation is appended to the base path; the base carries no query or fragment.
        const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/${operation}`);
        return this.exchange({ operation, what: operation, method: 'POST', url, body: JSON.stringify(request) }, pick ? () => loadSchemas().then(pick) : undefined);
    }
}


/***/ })

};

//# sourceMappingURL=9166.index.js.map