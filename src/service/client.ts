import type { LookupFunction } from 'node:net';
import type { z } from 'zod';
import type { Auth } from '../context.js';
import { ServiceError } from '../errors.js';
import type {
  CreateQueueRequest,
  GetSubmittedPullRequestRequest,
  GetTestRunRequest,
  Operation,
  SetImpactedTargetsRequest,
  SubmittedPullRequest,
  TestRun,
  responseSchemas,
} from './schemas.js';

type Transport = typeof import('./transport.js');
type Schemas = ReturnType<typeof responseSchemas>;

let transport: Promise<Transport> | undefined;
let schemas: Promise<Schemas> | undefined;

/**
 * The transport (node:http, node:https), loaded on the first request: a run that sends nothing,
 * such as a dry run, never evaluates it.
 */
const loadTransport = (): Promise<Transport> => (transport ??= import('./transport.js'));

/**
 * The response schemas (zod: about 15 ms to load), only for answers with a body to read;
 * setImpactedTargets and createQueue answer with nothing to check.
 */
const loadSchemas = (): Promise<Schemas> =>
  (schemas ??= import('./schemas.js').then((m) => m.responseSchemas()));

export interface ServiceClientOptions {
  /** Base address, without trailing slash; operation names are appended. */
  apiUrl: string;
  /** How requests authenticate (the context decides). */
  auth: Auth;
  /** Sent as x-api-token with token auth, when not empty. */
  apiToken?: string;
  /** Attempts per request, the first included. */
  maxAttempts: number;
  /** Timeout of each attempt. */
  timeoutMs: number;
  /** First backoff delay; doubles each retry. Default 1 s. */
  baseDelayMs?: number;
  /** Cap of a single backoff delay (also of an honoured Retry-After). Default 30 s. */
  maxDelayMs?: number;
  /** Cap of all backoff waits of one request together. Default 90 s. */
  maxTotalWaitMs?: number;
  /** Called before each retry, for logging. Never given headers. */
  onRetry?: (info: RetryInfo) => void;
  /** Time, injected so tests never wait on the wall clock. */
  clock?: Clock;
  random?: () => number;
  /** The most bytes of an answer read (default 10 MiB). */
  maxAnswerBytes?: number;
  /** Proxy variables (HTTPS_PROXY, NO_PROXY, ...); process.env when not given. */
  env?: Record<string, string | undefined>;
  /** Name resolution for direct connections (tests). */
  lookup?: LookupFunction;
}

/** Everything the client does with time. */
export interface Clock {
  /** Wait between attempts. */
  sleep(ms: number): Promise<void>;
  /** A signal that aborts one attempt after `ms`. */
  timeout(ms: number): AbortSignal;
}

/** The real clock. */
export const systemClock: Clock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeout: (ms) => AbortSignal.timeout(ms),
};

export interface RetryInfo {
  operation: Operation;
  attempt: number;
  maxAttempts: number;
  delayMs: number;
  reason: string;
}

const EXCERPT_LENGTH = 300;

/** Deeper than any answer of the API; deeper values would overflow recursive code later. */
const MAX_DEPTH = 64;

/** True when `value` nests arrays or objects more than `max` levels deep (iterative). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** One line, cut short, for messages. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
}

/** Retry-After as delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function describeStatus(status: number): string {
  const text = STATUS_TEXT[status];
  return text ? `${status} ${text}` : String(status);
}

interface AttemptFailure {
  retryable: boolean;
  error: ServiceError;
  retryAfterMs?: number;
}

/**
 * createQueue is not idempotent: retry it only when the service surely did not act (429, 503,
 * connection refused). Reads and setImpactedTargets (same body, same result) retry on 429, 5xx,
 * timeouts and connection errors.
 */
function isRetryableStatus(operation: Operation, status: number): boolean {
  if (operation === 'createQueue') return status === 429 || status === 503;
  return status === 429 || status >= 500;
}

/** The typed client for the service's four operations. */
export class ServiceClient {
  private readonly clock: Clock;
  private readonly random: () => number;

  constructor(private readonly options: ServiceClientOptions) {
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
  }

  /** Read a test run the queue is performing. */
  getMergeQueueTestingDetails(request: GetTestRunRequest): Promise<TestRun> {
    return this.call('getMergeQueueTestingDetails', request, (s) => s.testRun);
  }

  /** Read a pull request submitted to a queue; a 404 throws a ServiceError with notFound. */
  getSubmittedPullRequest(request: GetSubmittedPullRequestRequest): Promise<SubmittedPullRequest> {
    return this.call('getSubmittedPullRequest', request, (s) => s.submittedPullRequest);
  }

  /** Set a pull request's impacted targets (an array, or the bare string "ALL"). */
  async setImpactedTargets(request: SetImpactedTargetsRequest): Promise<void> {
    await this.call('setImpactedTargets', request);
  }

  /** Create a queue; an existing queue is refused with a message containing "already exists". */
  async createQueue(request: CreateQueueRequest): Promise<void> {
    await this.call('createQueue', request);
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/plain;q=0.9',
      'user-agent': 'merge-queue-action/1',
    };
    const auth = this.options.auth;
    if (auth.kind === 'fork-run') headers['x-forked-workflow-run-id'] = auth.runId;
    else if (this.options.apiToken) headers['x-api-token'] = this.options.apiToken;
    return headers;
  }

  /** One operation, with retries; the answer is read with the schema `pick` chooses, if any. */
  private async call<T = unknown>(
    operation: Operation,
    request: object,
    pick?: (schemas: Schemas) => z.ZodType<T>,
  ): Promise<T> {
    const [transport, schema] = await Promise.all([
      loadTransport(),
      pick ? loadSchemas().then(pick) : undefined,
    ]);
    // The operation is appended to the base path; the base carries no query or fragment.
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/${operation}`);
    const body = JSON.stringify(request);
    const maxAttempts = Math.max(1, this.options.maxAttempts);
    const baseDelay = this.options.baseDelayMs ?? 1000;
    const maxDelay = this.options.maxDelayMs ?? 30_000;
    const maxTotalWait = this.options.maxTotalWaitMs ?? 90_000;
    let waited = 0;

    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(transport, operation, url, body, schema, attempt);
      if (outcome.ok) return outcome.value;
      const { failure } = outcome;
      if (!failure.retryable || attempt >= maxAttempts) throw failure.error;

      // Full jitter over an exponential window, or what the service asked for.
      const backoff = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
      const jittered = Math.round(backoff / 2 + (this.random() * backoff) / 2);
      const delay =
        failure.retryAfterMs !== undefined ? Math.min(failure.retryAfterMs, maxDelay) : jittered;
      if (waited + delay > maxTotalWait) throw failure.error;
      waited += delay;
      this.options.onRetry?.({
        operation,
        attempt,
        maxAttempts,
        delayMs: delay,
        reason:
          failure.error.status !== undefined
            ? describeStatus(failure.error.status)
            : failure.error.kind === 'timeout'
              ? `no answer within ${this.options.timeoutMs / 1000}s`
              : 'connection failed',
      });
      await this.clock.sleep(delay);
    }
  }

  private async attempt<T>(
    transport: Transport,
    operation: Operation,
    url: URL,
    body: string,
    schema: z.ZodType<T> | undefined,
    attempt: number,
  ): Promise<{ ok: true; value: T } | { ok: false; failure: AttemptFailure }> {
    const { post, MAX_ANSWER_BYTES } = transport;
    const timeoutMs = this.options.timeoutMs;
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      const answer = await post(url, {
        headers: this.headers(),
        body,
        signal: this.clock.timeout(timeoutMs),
        maxBytes: this.options.maxAnswerBytes ?? MAX_ANSWER_BYTES,
        ...(this.options.env ? { env: this.options.env } : {}),
        ...(this.options.lookup ? { lookup: this.options.lookup } : {}),
      });
      status = answer.status;
      const header = answer.headers['retry-after'];
      retryAfter = typeof header === 'string' ? header : null;
      text = answer.body;
    } catch (error) {
      return { ok: false, failure: this.transportFailure(transport, operation, error, attempt) };
    }

    if (status >= 300 && status <= 399) {
      // Never followed: the API token must not go wherever a redirect points.
      return {
        ok: false,
        failure: {
          retryable: false,
          error: new ServiceError(
            `${operation}: the service answered ${status} (a redirect), which is not followed so the ` +
              `token goes nowhere else. Set api-url to the service's API base address ending in /v1.`,
            operation,
            'http',
            status,
            '',
            attempt,
          ),
        },
      };
    }

    if (status < 200 || status > 299) {
      return {
        ok: false,
        failure: {
          retryable: isRetryableStatus(operation, status),
          retryAfterMs: parseRetryAfter(retryAfter),
          error: this.httpError(operation, status, text, attempt, parseRetryAfter(retryAfter)),
        },
      };
    }

    // An empty body reads as undefined, which an answer with a schema refuses.
    let json: unknown;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        return {
          ok: false,
          failure: {
            retryable: false,
            error: new ServiceError(
              `${operation}: the service answered ${describeStatus(status)} but the body is not JSON: ` +
                `"${excerpt(text, 120)}". Check that api-url (${this.options.apiUrl}) is the service's ` +
                'API base address ending in /v1.',
              operation,
              'invalid-response',
              status,
              excerpt(text),
              attempt,
            ),
          },
        };
      }
    }
    if (nestedDeeperThan(json, MAX_DEPTH)) {
      return {
        ok: false,
        failure: {
          retryable: false,
          error: new ServiceError(
            `${operation}: the service's answer is nested more than ${MAX_DEPTH} levels deep, which no answer of ` +
              `this API is; it was not read. Check that api-url (${this.options.apiUrl}) is the service's API base address.`,
            operation,
            'invalid-response',
            status,
            '',
            attempt,
          ),
        },
      };
    }
    if (!schema) return { ok: true, value: json as T };
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
        .join('; ');
      return {
        ok: false,
        failure: {
          retryable: false,
          error: new ServiceError(
            `${operation}: the service's answer does not have the expected shape (${problems}). ` +
              'This action may need an update for a change in the service API.',
            operation,
            'invalid-response',
            status,
            excerpt(text),
            attempt,
          ),
        },
      };
    }
    return { ok: true, value: parsed.data };
  }

  private httpError(
    operation: Operation,
    status: number,
    text: string,
    attempts: number,
    retryAfterMs?: number,
  ) {
    const body = excerpt(text);
    const answered = `${operation}: the service answered ${describeStatus(status)}${body ? `: "${body}"` : ''}`;
    let advice: string;
    if (status === 401 || status === 403) {
      advice = this.options.apiToken
        ? 'Check the api-token secret: it must be a valid API key for this organisation.'
        : 'No api-token was sent. Set `api-token: ${{ secrets.<NAME> }}`.';
      advice +=
        ' Workflows run by Dependabot and pull requests from forks cannot read repository secrets.';
    } else if (status === 404) {
      advice =
        'The service does not know this record (check repository, target-branch and the PR or test run id)' +
        (operation === 'setImpactedTargets' || operation === 'createQueue'
          ? `, or api-url (${this.options.apiUrl}): it must be the service's base address ending in /v1.`
          : '.');
    } else if (status === 429) {
      advice = `Rate limited after ${attempts} attempt(s); raise max-attempts or re-run the job later.`;
    } else if (status >= 500) {
      advice = `Gave up after ${attempts} attempt(s); the service may be unavailable. Re-run the job later.`;
    } else {
      advice =
        'The request was refused; check the inputs it was built from (repository, target-branch, pr-number, pr-sha).';
    }
    return new ServiceError(
      `${answered}. ${advice}`,
      operation,
      'http',
      status,
      body,
      attempts,
      retryAfterMs,
    );
  }

  private transportFailure(
    { TransportError }: Transport,
    operation: Operation,
    error: unknown,
    attempts: number,
  ): AttemptFailure {
    if (error instanceof TransportError && error.refusedAnswer) {
      return {
        retryable: false,
        error: new ServiceError(
          `${operation}: ${error.message}. Check that api-url (${this.options.apiUrl}) is the service's API base address.`,
          operation,
          'invalid-response',
          undefined,
          '',
          attempts,
        ),
      };
    }
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        retryable: operation !== 'createQueue',
        error: new ServiceError(
          `${operation}: no answer from ${this.options.apiUrl} within ${this.options.timeoutMs / 1000}s ` +
            `(attempt ${attempts}). Raise request-timeout-seconds or max-attempts, or re-run the job later.`,
          operation,
          'timeout',
          undefined,
          '',
          attempts,
        ),
      };
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const code =
      error instanceof TransportError
        ? error.code
        : (cause as NodeJS.ErrnoException | undefined)?.code;
    const detail = [
      cause?.message ?? (error instanceof Error ? error.message : String(error)),
      code,
    ]
      .filter(Boolean)
      .join(', ');
    return {
      retryable: operation !== 'createQueue' || code === 'ECONNREFUSED',
      error: new ServiceError(
        `${operation}: could not reach ${this.options.apiUrl} (${detail}) after ${attempts} attempt(s). ` +
          "Check api-url and the runner's network, or re-run the job later.",
        operation,
        'network',
        undefined,
        '',
        attempts,
      ),
    };
  }
}
