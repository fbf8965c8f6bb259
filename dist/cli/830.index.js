export const id = 830;
export const ids = [830];
export const modules = {

/***/ 6703:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ requestHeaders),
/* harmony export */   JL: () => (/* binding */ mediaType),
/* harmony export */   Mr: () => (/* binding */ isPlainTextRefusal),
/* harmony export */   OG: () => (/* binding */ isJsonStructure),
/* harmony export */   ZJ: () => (/* binding */ NOT_FOUND_WORDS),
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
/** How each API says "not found", for the message of a 404 that did not say it so. */
const NOT_FOUND_WORDS = {
    v1: 'the v1 API says a record is not there in plain text, at an address ending in /v1',
    v2: 'the v2 API says a record is not there with an error code that names it (PR_NOT_FOUND, MERGE_QUEUE_NOT_FOUND, …)',
};
/** A media type without its parameters, lower-case ('' when none was given). */
function mediaType(contentType) {
    const value = Array.isArray(contentType) ? contentType[0] : contentType;
    return (value ?? '').split(';')[0].trim().toLowerCase();
}
/** The body is a JSON object or array (a bare word or number is not taken for JSON). */
function isJsonStructure(text) {
    const body = text.trim();
    if (!body.startsWith('{') && !body.startsWith('['))
        return false;
    try {
        JSON.parse(body);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * v1's refusals are plain text (its document: `application/plain-text`, a string): a body that is
 * neither markup (an HTML page) nor a JSON object or array (another API's error). A bare string
 * passes whatever media type it comes under; an empty body only under a plain-text one.
 */
function isPlainTextRefusal(text, contentType) {
    const type = mediaType(contentType);
    const body = text.trim();
    if (type.includes('html') || body.startsWith('<') || isJsonStructure(body))
        return false;
    return body !== '' || type.includes('plain');
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
    updateQueueEntry: '"Set priority on PRs" for a new priority, and "Skip batching" to change no-batch (the entry\'s allowBatching)',
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
/* unused harmony exports systemClock, nestedDeeperThan, parseRetryAfter, describeStatus, describeAnswer */
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
/** What answered, in a few words: "an HTML page titled "404 Not Found"", "JSON {…}", "text/plain "…"". */
function describeAnswer(text, contentType) {
    const type = (0,_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .mediaType */ .JL)(contentType);
    const body = text.trim();
    if (body === '')
        return type ? `an empty ${type} body` : 'an empty body';
    if (type.includes('html') || /^<(!doctype|html|head|body|\?xml)\b/i.test(body)) {
        const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1]?.trim();
        return `an HTML page${title ? ` titled "${excerpt(title, 80)}"` : ''}`;
    }
    if ((0,_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonStructure */ .OG)(body))
        return `JSON ${excerpt(body, 120)}`;
    return `${type || 'a body'} "${excerpt(body, 120)}"`;
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
        const found = status === 404
            ? this.notFoundAnswer({ text, contentType: headers['content-type'], code })
            : undefined;
        if (found === 'foreign') {
            // Not the service's words: nothing is known of the record, so it is no "not found".
            const address = `${exchange.url.origin}${exchange.url.pathname}`;
            return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7({
                message: `${what}: ${address} answered ${describeStatus(status)} with ${describeAnswer(text, headers['content-type'])}, ` +
                    `which is not the service's answer (${_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .NOT_FOUND_WORDS */ .ZJ[this.apiVersion]}), so nothing is known of the record. ` +
                    `${this.addressAdvice()}${this.answerNote(headers)}`,
                operation,
                kind: 'http',
                status,
                bodyExcerpt: excerpt(text),
                attempts,
                retryAfterMs,
                code,
            });
        }
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
            kind: found === 'record' ? 'not-found' : 'http',
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


/***/ })

};

//# sourceMappingURL=830.index.js.map