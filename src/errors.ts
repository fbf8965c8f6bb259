/**
 * Every error class of the action, in one place. Everything below run() throws one of these;
 * run() turns them into a single core.setFailed message. Each message says what was being done,
 * what came back, and what to change, so no stack trace is printed for any of them.
 */

/**
 * The service's operations by the API's own names (the v1 paths; v2's calls map onto them), as
 * messages and retry lines name them. Declared here so that errors import nothing of service/.
 */
export type Operation =
  | 'getMergeQueueTestingDetails'
  | 'getSubmittedPullRequest'
  | 'setImpactedTargets'
  | 'createQueue'
  | 'submitPullRequest'
  /** v2's reprioritize and PATCH …/queue-entry (v1 changes a queued pull request by submitPullRequest). */
  | 'updateQueueEntry'
  | 'cancelPullRequest'
  | 'restartTestsOnPullRequest'
  | 'getQueue'
  | 'updateQueue'
  | 'deleteQueue';

/**
 * The operations that change something and may not be sent twice blindly: a timeout or a 5xx
 * leaves them unknown (the service may have acted), so they are retried only when it surely did
 * not (429, connection refused), and the commands read back before sending again.
 */
export const WRITES: ReadonlySet<Operation> = new Set<Operation>([
  'createQueue',
  'submitPullRequest',
  'updateQueueEntry',
  'cancelPullRequest',
  'restartTestsOnPullRequest',
  'updateQueue',
  'deleteQueue',
]);

/** A mistake the user can fix in the workflow. */
export class UserError extends Error {
  override readonly name: string = 'UserError';
}

/** A bad input value: names the input, the value and the accepted form. */
export class InputError extends UserError {
  override readonly name = 'InputError';
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(message);
  }
}

/** The event does not say what the action needs and no input supplies it. */
export class ContextError extends UserError {
  override readonly name = 'ContextError';
  constructor(
    message: string,
    /** The inputs that would supply what is missing, for a door to name in its own words. */
    readonly missing: readonly string[] = [],
  ) {
    super(message);
  }
}

/** A git command failed. */
export class GitError extends Error {
  override readonly name = 'GitError';
  constructor(
    message: string,
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/** A GitHub REST look-up failed. */
export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';
}

/**
 * `not-found`: the service answered, in its own words, that the record is not there for this
 * request (v1: its plain-text 404 under /v1; v2: a 404 whose code names the record, or a pull
 * request it has not indexed, one never submitted, or one in another queue). A 404 in any other
 * words (an HTML page, JSON of another shape, an address outside the API) is `http`: a failure.
 */
export type ServiceErrorKind =
  | 'http'
  | 'timeout'
  | 'network'
  | 'invalid-response'
  | 'not-found'
  /** The keyless route: the trunk CLI failed. */
  | 'cli';

/** What a ServiceError carries, by name. */
export interface ServiceErrorOptions {
  /** What was being done, what came back, and what to change. */
  message: string;
  operation: Operation;
  kind: ServiceErrorKind;
  /** The HTTP status, when an answer came (v2's "not submitted" reads 200). */
  status?: number | undefined;
  /** A short, single-line excerpt of the plain-text body ('' when none, the default). */
  bodyExcerpt?: string | undefined;
  /** How many attempts were made, the last included. */
  attempts: number;
  /** What the service's last Retry-After asked for, when it sent one. */
  retryAfterMs?: number | undefined;
  /** v2: the error envelope's code (PR_NOT_FOUND, QUEUE_ALREADY_EXISTS, ...). */
  code?: string | undefined;
}

/** v2's codes that say the repository, not the record asked about, is unknown to the service. */
export const REPOSITORY_CODES: ReadonlySet<string> = new Set([
  'PROVIDER_URL_NOT_FOUND',
  'REPOSITORY_NOT_FOUND',
]);

/** A failed service call: what was called, what came back, and what to change. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly operation: Operation;
  readonly kind: ServiceErrorKind;
  readonly status: number | undefined;
  /** A short, single-line excerpt of the plain-text body ('' when none). */
  readonly bodyExcerpt: string;
  readonly attempts: number;
  /** What the service's last Retry-After asked for, when it sent one. */
  readonly retryAfterMs: number | undefined;
  /** v2: the error envelope's code (PR_NOT_FOUND, QUEUE_ALREADY_EXISTS, ...). */
  readonly code: string | undefined;

  constructor(options: ServiceErrorOptions) {
    super(options.message);
    this.operation = options.operation;
    this.kind = options.kind;
    this.status = options.status;
    this.bodyExcerpt = options.bodyExcerpt ?? '';
    this.attempts = options.attempts;
    this.retryAfterMs = options.retryAfterMs;
    this.code = options.code;
  }

  /**
   * The service said the record asked about is not there (kind `not-found`, which the adapters
   * give only to the service's own words): commands treat this as "not found", not as a
   * failure. Any other 404, and an unknown repository (v2 says which), is a failure.
   */
  get notFound(): boolean {
    return this.kind === 'not-found';
  }

  /** v2 says the repository, not the record asked about, is unknown to the service. */
  get repositoryUnknown(): boolean {
    return this.code !== undefined && REPOSITORY_CODES.has(this.code);
  }

  /** createQueue: the queue exists already (v1: a 4xx saying so in words; v2: its code). */
  get alreadyExists(): boolean {
    if (this.code === 'QUEUE_ALREADY_EXISTS') return true;
    return (
      this.kind === 'http' &&
      this.status !== undefined &&
      this.status >= 400 &&
      this.status < 500 &&
      /already exists/i.test(this.bodyExcerpt)
    );
  }
}

/** An error whose message is the whole story: expected, so no stack trace is shown. */
export function isExpectedError(error: unknown): boolean {
  return (
    error instanceof UserError ||
    error instanceof GitError ||
    error instanceof GitHubApiError ||
    error instanceof ServiceError
  );
}
