/**
 * What both API adapters share: one request with retries, timeouts, backoff, Retry-After, the
 * transport's limits (proxies, no redirects, no compression, a size cap), and answers read as
 * JSON and checked against a schema, and refusals turned into errors with their advice
 * (adapter.ts). Each adapter says how it authenticates and how the service's refusals read (v1:
 * plain text; v2: a JSON envelope and X-Request-Id).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { LookupFunction } from 'node:net';
import { Inputs } from '../../constants.js';
import { ServiceError, WRITES } from '../../errors.js';
import type { Operation } from '../v1/schemas.js';
import { ACTION_VOICE, type Voice } from '../../voice.js';
import {
  NOT_FOUND_WORDS,
  addressAdvice,
  isJsonStructure,
  lazily,
  mediaType,
  refusalAdvice,
  requestHeaders,
  type HttpApi,
  type NotFoundAnswer,
} from './adapter.js';

type Transport = typeof import('./transport.js');

/**
 * The transport (node:http, node:https), loaded on the first request: a run that sends nothing,
 * such as a dry run, never evaluates it.
 */
const loadTransport = lazily((): Promise<Transport> => import('./transport.js'));

/** How a client reaches the service and how patient it is; the same for every adapter. */
export interface HttpOptions {
  /** Base address, without trailing slash. */
  apiUrl: string;
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
  /** The door's words for a refusal's advice (where the key is kept): the action's by default. */
  voice?: Voice;
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
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function describeStatus(status: number): string {
  const text = STATUS_TEXT[status];
  return text ? `${status} ${text}` : String(status);
}

/** What answered, in a few words: "an HTML page titled "404 Not Found"", "JSON {…}", "text/plain "…"". */
export function describeAnswer(text: string, contentType: string | string[] | undefined): string {
  const type = mediaType(contentType);
  const body = text.trim();
  if (body === '') return type ? `an empty ${type} body` : 'an empty body';
  if (type.includes('html') || /^<(!doctype|html|head|body|\?xml)\b/i.test(body)) {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1]?.trim();
    return `an HTML page${title ? ` titled "${excerpt(title, 80)}"` : ''}`;
  }
  if (isJsonStructure(body)) return `JSON ${excerpt(body, 120)}`;
  return `${type || 'a body'} "${excerpt(body, 120)}"`;
}

/**
 * What reads an answer: a zod schema, or a small hand-written check where loading zod (about
 * 15 ms) would cost more than the check (the v2 repository look-up of every upload).
 */
export interface AnswerReader<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** One request as an adapter describes it. */
export interface Exchange {
  /** The port operation it serves: retries and errors are decided by it. */
  operation: Operation;
  /** How messages name it: the operation, and for v2 the endpoint too. */
  what: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: URL;
  /** JSON text; '' for none. */
  body: string;
}

/** The answer of a refused request, as an adapter reads it into a ServiceError. */
interface Refusal {
  exchange: Exchange;
  status: number;
  text: string;
  headers: IncomingHttpHeaders;
  attempts: number;
  retryAfterMs: number | undefined;
}

interface AttemptFailure {
  retryable: boolean;
  error: ServiceError;
  retryAfterMs?: number;
}

/**
 * The writes (createQueue, submit, cancel, restart, update and delete a queue) are not
 * idempotent: they are retried only when the service surely did not act (429, connection
 * refused); after any other failure (a timeout, a 5xx) the command reads back before it sends again. Reads and
 * setImpactedTargets (same body, same result) retry on 429, 5xx, timeouts and connection errors.
 */
function isRetryableStatus(operation: Operation, status: number): boolean {
  if (WRITES.has(operation)) return status === 429;
  return status === 429 || status >= 500;
}

/**
 * The request loop both adapters share; an adapter supplies its credential and, when its API
 * has one, reads the refusals' envelope.
 */
export abstract class HttpService {
  protected readonly clock: Clock;
  private readonly random: () => number;

  constructor(protected readonly http: HttpOptions) {
    this.clock = http.clock ?? systemClock;
    this.random = http.random ?? Math.random;
  }

  /** An input as the door names it in advice (`api-url`; the tool's `--api-url`). */
  protected input(name: string): string {
    return (this.http.voice ?? ACTION_VOICE).input(name);
  }

  /** Which API the adapter speaks: how its requests and advice read. */
  abstract readonly apiVersion: HttpApi;

  /** The headers that carry the credential. */
  protected abstract credentialHeaders(): Record<string, string>;

  /** An api-token is sent (v1's advice tells a missing one from a wrong one). */
  protected tokenSent(): boolean {
    return true;
  }

  /**
   * Whether a 404 is the service saying the record is not there (v1: its plain-text refusal
   * under /v1; v2: a code that names the record), the service refusing otherwise, or not the
   * service's answer at all.
   */
  protected abstract notFoundAnswer(answer: {
    text: string;
    contentType: string | string[] | undefined;
    code: string | undefined;
  }): NotFoundAnswer;

  /** What a refusal's body says, in a line, and (v2) its error code. v1 answers in plain text. */
  protected readRefusal(text: string): { said: string; code?: string | undefined } {
    return { said: excerpt(text) };
  }

  /** Words added to every failure message from an answer (v2: its X-Request-Id). */
  protected answerNote(_headers: IncomingHttpHeaders): string {
    return '';
  }

  /** What to check when the answer is not the service's: names api-url and its expected form. */
  protected addressAdvice(): string {
    return addressAdvice(this.apiVersion, this.http.apiUrl, this.http.voice);
  }

  /** The error of an answer outside 2xx (not a redirect): what it said, and what to do. */
  protected refused({
    exchange,
    status,
    text,
    headers,
    attempts,
    retryAfterMs,
  }: Refusal): ServiceError {
    const { operation, what } = exchange;
    const { said, code } = this.readRefusal(text);
    const found =
      status === 404
        ? this.notFoundAnswer({ text, contentType: headers['content-type'], code })
        : undefined;
    if (found === 'foreign') {
      // Not the service's words: nothing is known of the record, so it is no "not found".
      const address = `${exchange.url.origin}${exchange.url.pathname}`;
      return new ServiceError({
        message:
          `${what}: ${address} answered ${describeStatus(status)} with ${describeAnswer(text, headers['content-type'])}, ` +
          `which is not the service's answer (${NOT_FOUND_WORDS[this.apiVersion]}), so nothing is known of the record. ` +
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
    const advice = refusalAdvice({
      api: this.apiVersion,
      operation,
      status,
      code,
      attempts,
      apiUrl: this.http.apiUrl,
      tokenSent: this.tokenSent(),
      voice: this.http.voice ?? ACTION_VOICE,
    });
    return new ServiceError({
      message:
        `${what}: the service answered ${describeStatus(status)}${said ? `: "${said}"` : ''}. ` +
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
  protected async exchange<T = unknown>(
    exchange: Exchange,
    schema?: () => Promise<AnswerReader<T>>,
  ): Promise<T> {
    const [transport, checked] = await Promise.all([loadTransport(), schema?.()]);
    const maxAttempts = Math.max(1, this.http.maxAttempts);
    const baseDelay = this.http.baseDelayMs ?? 1000;
    const maxDelay = this.http.maxDelayMs ?? 30_000;
    const maxTotalWait = this.http.maxTotalWaitMs ?? 90_000;
    let waited = 0;

    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(transport, exchange, checked, attempt);
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
      this.http.onRetry?.({
        operation: exchange.operation,
        attempt,
        maxAttempts,
        delayMs: delay,
        reason:
          failure.error.status !== undefined
            ? describeStatus(failure.error.status)
            : failure.error.kind === 'timeout'
              ? `no answer within ${this.http.timeoutMs / 1000}s`
              : 'connection failed',
      });
      await this.clock.sleep(delay);
    }
  }

  private async attempt<T>(
    transport: Transport,
    exchange: Exchange,
    schema: AnswerReader<T> | undefined,
    attempt: number,
  ): Promise<{ ok: true; value: T } | { ok: false; failure: AttemptFailure }> {
    const { send, MAX_ANSWER_BYTES } = transport;
    const { operation, what } = exchange;
    let status: number;
    let text: string;
    let headers: IncomingHttpHeaders;
    try {
      const answer = await send(exchange.url, {
        method: exchange.method,
        headers: requestHeaders(this.apiVersion, this.credentialHeaders()),
        body: exchange.body,
        signal: this.clock.timeout(this.http.timeoutMs),
        maxBytes: this.http.maxAnswerBytes ?? MAX_ANSWER_BYTES,
        ...(this.http.env ? { env: this.http.env } : {}),
        ...(this.http.lookup ? { lookup: this.http.lookup } : {}),
      });
      ({ status, headers } = answer);
      text = answer.body;
    } catch (error) {
      return { ok: false, failure: this.transportFailure(transport, exchange, error, attempt) };
    }
    const fail = (message: string, kind: 'http' | 'invalid-response', body = '') => ({
      ok: false as const,
      failure: {
        retryable: false,
        error: new ServiceError({
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
      return fail(
        `${what}: the service answered ${status} (a redirect), which is not followed so the ` +
          `token goes nowhere else. ${this.addressAdvice()}`,
        'http',
      );
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
    let json: unknown;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        return fail(
          `${what}: the service answered ${describeStatus(status)} but the body is not JSON: ` +
            `"${excerpt(text, 120)}". ${this.addressAdvice()}`,
          'invalid-response',
          excerpt(text),
        );
      }
    }
    if (nestedDeeperThan(json, MAX_DEPTH)) {
      return fail(
        `${what}: the service's answer is nested more than ${MAX_DEPTH} levels deep, which no answer of ` +
          `this API is; it was not read. ${this.addressAdvice()}`,
        'invalid-response',
      );
    }
    if (!schema) return { ok: true, value: json as T };
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
        .join('; ');
      return fail(
        `${what}: the service's answer does not have the expected shape (${problems}). ` +
          'This action may need an update for a change in the service API.',
        'invalid-response',
        excerpt(text),
      );
    }
    return { ok: true, value: parsed.data };
  }

  private transportFailure(
    { TransportError }: Transport,
    { operation, what }: Exchange,
    error: unknown,
    attempts: number,
  ): AttemptFailure {
    const apiUrl = this.http.apiUrl;
    if (error instanceof TransportError && error.refusedAnswer) {
      return {
        retryable: false,
        error: new ServiceError({
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
        retryable: !WRITES.has(operation),
        error: new ServiceError({
          message:
            `${what}: no answer from ${apiUrl} within ${this.http.timeoutMs / 1000}s ` +
            `(attempt ${attempts}). Raise ${this.input(Inputs.RequestTimeoutSeconds)} or ${this.input(Inputs.MaxAttempts)}, or re-run the job later.`,
          operation,
          kind: 'timeout',
          attempts,
        }),
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
      retryable: !WRITES.has(operation) || code === 'ECONNREFUSED',
      error: new ServiceError({
        message:
          `${what}: could not reach ${apiUrl} (${detail}) after ${attempts} attempt(s). ` +
          `Check ${this.input(Inputs.ApiUrl)} and this machine's network, or re-run the job later.`,
        operation,
        kind: 'network',
        attempts,
      }),
    };
  }
}
