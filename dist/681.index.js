export const id = 681;
export const ids = [681];
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

/***/ 3681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V2Client: () => (/* binding */ V2Client)
/* harmony export */ });
/* unused harmony exports modeFromV2, snakeCase, testRunFromV2, pullRequestFromV2, queueFromV2 */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(788);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3322);
/* harmony import */ var _http_adapter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6703);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3830);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4319);
/* harmony import */ var _requests_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7984);








const loadSchemas = (0,_http_adapter_js__WEBPACK_IMPORTED_MODULE_4__/* .lazily */ .qy)(() => Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(496)]).then(__webpack_require__.bind(__webpack_require__, 2496)).then((m) => m.v2Schemas()));
/** v2's create-queue limit on concurrency (v1 takes up to 4294967295), from limits.ts. */

/** v2 takes a concurrency up to V2_MAX_CONCURRENCY (v1 up to 4294967295): more is an input error. */
function checkConcurrency(concurrency) {
    if (concurrency !== undefined && concurrency > _limits_js__WEBPACK_IMPORTED_MODULE_6__/* .V2_MAX_CONCURRENCY */ .mm) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Concurrency, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Concurrency}" has an invalid value ${concurrency} for the v2 API: expected an integer from 1 to ${_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .V2_MAX_CONCURRENCY */ .mm}.`);
    }
}
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
        checkConcurrency(request.concurrency);
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
        checkConcurrency(request.concurrency);
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
/* harmony export */   nX: () => (/* binding */ V2_MODE)
/* harmony export */ });
/** v1's queue modes in v2's words. */
const V2_MODE = { single: 'queue', parallel: 'graph' };
/** update-queue's states as v2's endpoints. */
const STATE_ENDPOINT = { running: 'resume', paused: 'pause', draining: 'drain' };
/** The body of POST /v2/merge-queues/{id}/pull-requests. */
function submitBody(request) {
    const { priority, noBatch } = request;
    return {
        number: request.pr.number,
        ...(typeof priority === 'string' ? { priorityName: priority } : {}),
        ...(typeof priority === 'number' ? { priorityValue: priority } : {}),
        // Left out, batching is allowed; false asks for the key permission "Skip batching".
        ...(noBatch === true ? { allowBatching: false } : {}),
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

//# sourceMappingURL=681.index.js.map