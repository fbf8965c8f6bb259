export const id = 166;
export const ids = [166];
export const modules = {

/***/ 6703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ requestHeaders),
/* harmony export */   pj: () => (/* binding */ addressAdvice),
/* harmony export */   qy: () => (/* binding */ lazily),
/* harmony export */   rB: () => (/* binding */ repositoryAdvice),
/* harmony export */   tT: () => (/* binding */ refusalAdvice)
/* harmony export */ });
/* unused harmony export statusAdvice */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _voice_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4549);
/**
 * What the v1 and v2 adapters share besides the request loop (http.ts): modules loaded on first
 * use, the headers every request carries, and the advice a failure ends with. The advice of a
 * 401, 403 or 404 is worded per API (v1 and v2 side by side here, so that one can be read against
 * the other); a rate limit or an outage reads alike. Tests assert these words: they are what a
 * user reads in the failed step.
 */


/**
 * A module loaded on the first call and kept: schemas (zod: about 15 ms to load) and the
 * transport are paid for only by a run that needs them. `load` holds the `import()` itself, so
 * the bundler still sees each module's path.
 */
function lazily(load) {
    let loaded;
    return () => (loaded ??= load());
}
/** What each API is asked to answer in: v1 refuses in plain text, v2 in a JSON envelope. */
const ACCEPT = {
    v1: 'application/json, text/plain;q=0.9',
    v2: 'application/json',
};
/** The headers of every request: JSON both ways, who asks, and the adapter's credential. */
function requestHeaders(api, credential) {
    return {
        'content-type': 'application/json',
        accept: ACCEPT[api],
        'user-agent': 'merge-queue-action/1',
        ...credential,
    };
}
/** What to check when the answer is not the service's: names api-url and its expected form. */
function addressAdvice(api, apiUrl, voice = _voice_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_VOICE */ .w) {
    const input = voice.input('api-url');
    return api === 'v1'
        ? `Check that ${input} (${apiUrl}) is the service's API base address ending in /v1.`
        : `Check that ${input} (${apiUrl}) is the service's address for the v2 API, such as https://api.trunk.io.`;
}
/** What to do about a refusal both APIs word alike: rate limits, outages, anything else. */
function statusAdvice(status, attempts) {
    if (status === 429) {
        return `Rate limited after ${attempts} attempt(s); raise max-attempts or re-run the job later.`;
    }
    if (status >= 500) {
        return `Gave up after ${attempts} attempt(s); the service may be unavailable. Re-run the job later.`;
    }
    return 'The request was refused; check the inputs it was built from (repository, target-branch, pr-number, pr-sha).';
}
/**
 * The v2 key permission each write needs (the v2 API's permissions table, read 2026-11-27); a
 * read needs none.
 */
const PERMISSION_NEEDED = {
    setImpactedTargets: '"Merge and cancel PRs"',
    submitPullRequest: '"Merge and cancel PRs", and with priority "Set priority on PRs", with no-batch "Skip batching"',
    cancelPullRequest: '"Merge and cancel PRs"',
    restartTestsOnPullRequest: '"Merge and cancel PRs"',
    createQueue: '"Update Merge Queue settings"',
    updateQueue: '"Update Merge Queue settings"',
    deleteQueue: '"Update Merge Queue settings"',
};
/** A sentence and the next, when there is a next ('' is said as nothing). */
const then = (sentence, next) => (next ? `${sentence} ${next}` : sentence);
/**
 * What to check when v2 does not know the repository; `connected` may say how a repository is
 * connected.
 */
function repositoryAdvice(connected = '', voice = _voice_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_VOICE */ .w) {
    const input = voice.input;
    return (`Check ${input('repository')} and ${input('repository-host')}, that the repository is connected to the service` +
        `${connected ? ` ${connected}` : ''}, and that ${input('api-token')} is a key of the organisation that owns it.`);
}
/** What to do about a refused request, as its API words it. */
function refusalAdvice(facts) {
    const { api, operation, status, code } = facts;
    const input = facts.voice.input;
    if (api === 'v1') {
        if (status === 401 || status === 403) {
            const { voice } = facts;
            return facts.tokenSent
                ? then(`Check ${voice.apiKeyPlace}: it must be a valid API key for this organisation.`, voice.keyMayNotArrive)
                : then(`No API key was sent. ${voice.giveApiKey}.`, voice.keyMayNotArrive);
        }
        if (status === 404) {
            return (`The service does not know this record (check ${input('repository')}, ${input('target-branch')} and the PR or test run id)` +
                (operation === 'setImpactedTargets' || operation === 'createQueue'
                    ? `, or ${input('api-url')} (${facts.apiUrl}): it must be the service's base address ending in /v1.`
                    : '.'));
        }
        return statusAdvice(status, facts.attempts);
    }
    if (status === 401) {
        return (`Check ${facts.voice.apiKeyPlace}: the v2 API takes an organisation API key (trunk_v2_…) of the ` +
            `organisation that owns the repository; a v1 token works only with the v1 API (${input('api-version')} set to v1).`);
    }
    if (status === 403) {
        const needs = PERMISSION_NEEDED[operation];
        return needs
            ? `The key is valid but is not permitted this: it needs the permission ${needs} (the organisation's settings, API keys).`
            : 'The key is valid but is not permitted this read.';
    }
    if (status === 404 && code !== undefined && _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .REPOSITORY_CODES */ .y8.has(code)) {
        return repositoryAdvice('', facts.voice);
    }
    if (status === 404) {
        return operation === 'getMergeQueueTestingDetails'
            ? `No verification run has this id: check ${input('test-run-id')} (by default the last segment of the trunk-merge/ branch).`
            : `The service does not know this record; v2 answers 404 also when the key may not read it, so check that ${input('api-token')} belongs to the repository's organisation.`;
    }
    if (status === 422 && code === 'IMPACTED_TARGETS_UNSUPPORTED') {
        return 'v2 uploads impacted targets only for github.com repositories named owner/repo.';
    }
    return statusAdvice(status, facts.attempts);
}


/***/ }),

/***/ 3830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   kl: () => (/* binding */ HttpService)
/* harmony export */ });
/* unused harmony exports systemClock, nestedDeeperThan, parseRetryAfter, describeStatus */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _voice_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4549);
/* harmony import */ var _adapter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6703);




/**
 * The transport (node:http, node:https), loaded on the first request: a run that sends nothing,
 * such as a dry run, never evaluates it.
 */
const loadTransport = (0,_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .lazily */ .qy)(() => __webpack_require__.e(/* import() */ 797).then(__webpack_require__.bind(__webpack_require__, 4797)));
/** The real clock. */
const systemClock = {
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    timeout: (ms) => AbortSignal.timeout(ms),
};
const EXCERPT_LENGTH = 300;
/** Deeper than any answer of the API; deeper values would overflow recursive code later. */
const MAX_DEPTH = 64;
/** True when `value` nests arrays or objects more than `max` levels deep (iterative). */
function nestedDeeperThan(value, max) {
    const stack = [[value, 0]];
    while (stack.length > 0) {
        const [item, depth] = stack.pop();
        if (item === null || typeof item !== 'object')
            continue;
        if (depth >= max)
            return true;
        for (const child of Object.values(item)) {
            if (child !== null && typeof child === 'object')
                stack.push([child, depth + 1]);
        }
    }
    return false;
}
/** One line, cut short, for messages. */
function excerpt(text, max = EXCERPT_LENGTH) {
    const oneLine = text.replace(/\s+/g, ' ').trim();
    return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
}
/** Retry-After as delta-seconds or an HTTP date; undefined when absent or unreadable. */
function parseRetryAfter(value, now = Date.now()) {
    if (value === null || value.trim() === '')
        return undefined;
    const trimmed = value.trim();
    if (/^\d+(\.\d+)?$/.test(trimmed))
        return Math.round(Number(trimmed) * 1000);
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
const STATUS_TEXT = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    422: 'Unprocessable Content',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
};
function describeStatus(status) {
    const text = STATUS_TEXT[status];
    return text ? `${status} ${text}` : String(status);
}
/**
 * The writes (createQueue, submit, cancel, restart, update and delete a queue) are not
 * idempotent: they are retried only when the service surely did not act (429, connection
 * refused); after any other failure (a timeout, a 5xx) the command reads back before it sends again. Reads and
 * setImpactedTargets (same body, same result) retry on 429, 5xx, timeouts and connection errors.
 */
function isRetryableStatus(operation, status) {
    if (_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .WRITES */ .lI.has(operation))
        return status === 429;
    return status === 429 || status >= 500;
}
/**
 * The request loop both adapters share; an adapter supplies its credential and, when its API
 * has one, reads the refusals' envelope.
 */
class HttpService {
    http;
    clock;
    random;
    constructor(http) {
        this.http = http;
        this.clock = http.clock ?? systemClock;
        this.random = http.random ?? Math.random;
    }
    /** An input as the door names it in advice (`api-url`; the tool's `--api-url`). */
    input(name) {
        return (this.http.voice ?? _voice_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION_VOICE */ .w).input(name);
    }
    /** An api-token is sent (v1's advice tells a missing one from a wrong one). */
    tokenSent() {
        return true;
    }
    /** What a refusal's body says, in a line, and (v2) its error code. v1 answers in plain text. */
    readRefusal(text) {
        return { said: excerpt(text) };
    }
    /** Words added to every failure message from an answer (v2: its X-Request-Id). */
    answerNote(_headers) {
        return '';
    }
    /** What to check when the answer is not the service's: names api-url and its expected form. */
    addressAdvice() {
        return (0,_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .addressAdvice */ .pj)(this.apiVersion, this.http.apiUrl, this.http.voice);
    }
    /** The error of an answer outside 2xx (not a redirect): what it said, and what to do. */
    refused({ exchange, status, text, headers, attempts, retryAfterMs, }) {
        const { operation, what } = exchange;
        const { said, code } = this.readRefusal(text);
        const advice = (0,_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .refusalAdvice */ .tT)({
            api: this.apiVersion,
            operation,
            status,
            code,
            attempts,
            apiUrl: this.http.apiUrl,
            tokenSent: this.tokenSent(),
            voice: this.http.voice ?? _voice_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION_VOICE */ .w,
        });
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
            message: `${what}: the service answered ${describeStatus(status)}${said ? `: "${said}"` : ''}. ` +
                `${advice}${this.answerNote(headers)}`,
            operation,
            kind: 'http',
            status,
            bodyExcerpt: said,
            attempts,
            retryAfterMs,
            code,
        });
    }
    /** One exchange, with retries; the answer is read with `schema` when given. */
    async exchange(exchange, schema) {
        const [transport, checked] = await Promise.all([loadTransport(), schema?.()]);
        const maxAttempts = Math.max(1, this.http.maxAttempts);
        const baseDelay = this.http.baseDelayMs ?? 1000;
        const maxDelay = this.http.maxDelayMs ?? 30_000;
        const maxTotalWait = this.http.maxTotalWaitMs ?? 90_000;
        let waited = 0;
        for (let attempt = 1;; attempt++) {
            const outcome = await this.attempt(transport, exchange, checked, attempt);
            if (outcome.ok)
                return outcome.value;
            const { failure } = outcome;
            if (!failure.retryable || attempt >= maxAttempts)
                throw failure.error;
            // Full jitter over an exponential window, or what the service asked for.
            const backoff = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
            const jittered = Math.round(backoff / 2 + (this.random() * backoff) / 2);
            const delay = failure.retryAfterMs !== undefined ? Math.min(failure.retryAfterMs, maxDelay) : jittered;
            if (waited + delay > maxTotalWait)
                throw failure.error;
            waited += delay;
            this.http.onRetry?.({
                operation: exchange.operation,
                attempt,
                maxAttempts,
                delayMs: delay,
                reason: failure.error.status !== undefined
                    ? describeStatus(failure.error.status)
                    : failure.error.kind === 'timeout'
                        ? `no answer within ${this.http.timeoutMs / 1000}s`
                        : 'connection failed',
            });
            await this.clock.sleep(delay);
        }
    }
    async attempt(transport, exchange, schema, attempt) {
        const { send, MAX_ANSWER_BYTES } = transport;
        const { operation, what } = exchange;
        let status;
        let text;
        let headers;
        try {
            const answer = await send(exchange.url, {
                method: exchange.method,
                headers: (0,_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .requestHeaders */ .A1)(this.apiVersion, this.credentialHeaders()),
                body: exchange.body,
                signal: this.clock.timeout(this.http.timeoutMs),
                maxBytes: this.http.maxAnswerBytes ?? MAX_ANSWER_BYTES,
                ...(this.http.env ? { env: this.http.env } : {}),
                ...(this.http.lookup ? { lookup: this.http.lookup } : {}),
            });
            ({ status, headers } = answer);
            text = answer.body;
        }
        catch (error) {
            return { ok: false, failure: this.transportFailure(transport, exchange, error, attempt) };
        }
        const fail = (message, kind, body = '') => ({
            ok: false,
            failure: {
                retryable: false,
                error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
                    message: `${message}${this.answerNote(headers)}`,
                    operation,
                    kind,
                    status,
                    bodyExcerpt: body,
                    attempts: attempt,
                }),
            },
        });
        if (status >= 300 && status <= 399) {
            // Never followed: the credential must not go wherever a redirect points.
            return fail(`${what}: the service answered ${status} (a redirect), which is not followed so the ` +
                `token goes nowhere else. ${this.addressAdvice()}`, 'http');
        }
        if (status < 200 || status > 299) {
            const header = headers['retry-after'];
            const retryAfterMs = parseRetryAfter(typeof header === 'string' ? header : null);
            return {
                ok: false,
                failure: {
                    retryable: isRetryableStatus(operation, status),
                    retryAfterMs,
                    error: this.refused({ exchange, status, text, headers, attempts: attempt, retryAfterMs }),
                },
            };
        }
        // An empty body reads as undefined, which an answer with a schema refuses.
        let json;
        if (text.trim() !== '') {
            try {
                json = JSON.parse(text);
            }
            catch {
                return fail(`${what}: the service answered ${describeStatus(status)} but the body is not JSON: ` +
                    `"${excerpt(text, 120)}". ${this.addressAdvice()}`, 'invalid-response', excerpt(text));
            }
        }
        if (nestedDeeperThan(json, MAX_DEPTH)) {
            return fail(`${what}: the service's answer is nested more than ${MAX_DEPTH} levels deep, which no answer of ` +
                `this API is; it was not read. ${this.addressAdvice()}`, 'invalid-response');
        }
        if (!schema)
            return { ok: true, value: json };
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
            const problems = parsed.error.issues
                .slice(0, 5)
                .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
                .join('; ');
            return fail(`${what}: the service's answer does not have the expected shape (${problems}). ` +
                'This action may need an update for a change in the service API.', 'invalid-response', excerpt(text));
        }
        return { ok: true, value: parsed.data };
    }
    transportFailure({ TransportError }, { operation, what }, error, attempts) {
        const apiUrl = this.http.apiUrl;
        if (error instanceof TransportError && error.refusedAnswer) {
            return {
                retryable: false,
                error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
                    message: `${what}: ${error.message}. ${this.addressAdvice()}`,
                    operation,
                    kind: 'invalid-response',
                    attempts,
                }),
            };
        }
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
            return {
                retryable: !_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .WRITES */ .lI.has(operation),
                error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
                    message: `${what}: no answer from ${apiUrl} within ${this.http.timeoutMs / 1000}s ` +
                        `(attempt ${attempts}). Raise ${this.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RequestTimeoutSeconds)} or ${this.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.MaxAttempts)}, or re-run the job later.`,
                    operation,
                    kind: 'timeout',
                    attempts,
                }),
            };
        }
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
        const code = error instanceof TransportError
            ? error.code
            : cause?.code;
        const detail = [
            cause?.message ?? (error instanceof Error ? error.message : String(error)),
            code,
        ]
            .filter(Boolean)
            .join(', ');
        return {
            retryable: !_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .WRITES */ .lI.has(operation) || code === 'ECONNREFUSED',
            error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
                message: `${what}: could not reach ${apiUrl} (${detail}) after ${attempts} attempt(s). ` +
                    `Check ${this.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl)} and this machine's network, or re-run the job later.`,
                operation,
                kind: 'network',
                attempts,
            }),
        };
    }
}


/***/ }),

/***/ 9166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ServiceClient: () => (/* binding */ ServiceClient)
/* harmony export */ });
/* harmony import */ var _http_adapter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6703);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3830);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4319);




/**
 * The response schemas (zod: about 15 ms to load), only for answers with a body to read;
 * setImpactedTargets and createQueue answer with nothing to check.
 */
const loadSchemas = (0,_http_adapter_js__WEBPACK_IMPORTED_MODULE_0__/* .lazily */ .qy)(() => Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(665)]).then(__webpack_require__.bind(__webpack_require__, 5665)).then((m) => m.responseSchemas()));
/** The typed client for the service's v1 operations. */
class ServiceClient extends _http_http_js__WEBPACK_IMPORTED_MODULE_1__/* .HttpService */ .kl {
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
        const body = { ...request, pr: { [_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .V1_PR_KEY */ .PY]: request.pr.number } };
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

//# sourceMappingURL=166.index.js.map