/**
 * The v1 adapter: the service's operations as POSTs to `<api-url>/<operation>`, with the
 * API token in x-api-token (or, for a fork pull request's upload, the workflow run id in
 * x-forked-workflow-run-id). Refusals are plain text.
 */
import type { z } from 'zod';
import type { Auth } from '../auth.js';
import { isV1ApiPath } from '../../route.js';
import { isPlainTextRefusal, lazily, type NotFoundAnswer } from '../http/adapter.js';
import { HttpService, type HttpOptions } from '../http/http.js';
import { V1_PR_KEY } from '../limits.js';
import type { MergeQueueService } from '../port.js';
import type {
  CreateQueueRequest,
  GetSubmittedPullRequestRequest,
  GetTestRunRequest,
  Operation,
  PullRequestInQueue,
  Queue,
  QueueRequest,
  SetImpactedTargetsRequest,
  SubmitPullRequestRequest,
  SubmittedPullRequest,
  TestRun,
  UpdateQueueEntryRequest,
  UpdateQueueRequest,
  responseSchemas,
} from './schemas.js';

export {
  excerpt,
  nestedDeeperThan,
  parseRetryAfter,
  systemClock,
  type Clock,
  type RetryInfo,
} from '../http/http.js';

type Schemas = ReturnType<typeof responseSchemas>;

/**
 * The response schemas (zod: about 15 ms to load), only for answers with a body to read;
 * setImpactedTargets and createQueue answer with nothing to check.
 */
const loadSchemas = lazily((): Promise<Schemas> =>
  import('./schemas.js').then((m) => m.responseSchemas()),
);

export interface ServiceClientOptions extends HttpOptions {
  /** How requests authenticate (the context decides): the token, or fork mode. */
  auth: Auth;
  /** Sent as x-api-token with token auth, when not empty. */
  apiToken?: string;
}

/** The typed client for the service's v1 operations. */
export class ServiceClient extends HttpService implements MergeQueueService {
  readonly apiVersion = 'v1';

  constructor(private readonly options: ServiceClientOptions) {
    super(options);
  }

  /** Read a test run the queue is performing (getMergeQueueTestingDetails). */
  getTestRun(request: GetTestRunRequest): Promise<TestRun> {
    // testBranch is the job's branch, for the command's check; v1 is sent the three fields.
    const { repo, testRunId, targetBranch } = request;
    return this.call(
      'getMergeQueueTestingDetails',
      { repo, testRunId, targetBranch },
      (s) => s.testRun,
    );
  }

  /**
   * Read a pull request submitted to a queue (getSubmittedPullRequest); a 404 throws a
   * ServiceError with notFound.
   */
  getPullRequest(request: GetSubmittedPullRequestRequest): Promise<SubmittedPullRequest> {
    // The pull request by its number alone (limits.ts: the v1 document takes one key, not two).
    const body = { ...request, pr: { [V1_PR_KEY]: request.pr.number } };
    return this.call('getSubmittedPullRequest', body, (s) => s.submittedPullRequest);
  }

  /** Set a pull request's impacted targets (setImpactedTargets: an array, or the bare string "ALL"). */
  async uploadImpactedTargets(request: SetImpactedTargetsRequest): Promise<void> {
    await this.call('setImpactedTargets', request);
  }

  /** Create a queue; an existing queue is refused with a message containing "already exists". */
  async createQueue(request: CreateQueueRequest): Promise<void> {
    await this.call('createQueue', request);
  }

  /** Put a pull request in the queue (submitPullRequest); a queued one's priority is rewritten. */
  async submitPullRequest(request: SubmitPullRequestRequest): Promise<void> {
    await this.call('submitPullRequest', request);
  }

  /**
   * Change a queued pull request's priority or batching: v1 does it by a second submission,
   * which "rewrites its priority and batching" (the v2 migration guide's behaviour changes).
   */
  async updateQueueEntry(request: UpdateQueueEntryRequest): Promise<void> {
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
  async cancelPullRequest(request: PullRequestInQueue): Promise<void> {
    await this.call('cancelPullRequest', request);
  }

  /** Restart a queued pull request's tests (restartTestsOnPullRequest). */
  async restartTests(request: PullRequestInQueue): Promise<void> {
    await this.call('restartTestsOnPullRequest', request);
  }

  /** Read a queue and its pull requests (getQueue); a 404 is a queue that does not exist. */
  getQueue(request: QueueRequest): Promise<Queue> {
    return this.call('getQueue', request, (s) => s.queue);
  }

  /** Change a queue's state, mode or concurrency (updateQueue: what is left out is unchanged). */
  async updateQueue(request: UpdateQueueRequest): Promise<void> {
    await this.call('updateQueue', request);
  }

  /** Delete a queue (deleteQueue; v1 answers a queue that does not exist as a success). */
  async deleteQueue(request: QueueRequest): Promise<void> {
    await this.call('deleteQueue', request);
  }

  /** The token as x-api-token, or in fork mode the workflow run id. */
  protected credentialHeaders(): Record<string, string> {
    const auth = this.options.auth;
    if (auth.kind === 'fork-run') return { 'x-forked-workflow-run-id': auth.runId };
    return this.options.apiToken ? { 'x-api-token': this.options.apiToken } : {};
  }

  /**
   * v1 says "not found" in plain text (its document: every refusal is a string), at an address
   * ending in /v1: an HTML page, JSON, or any answer from a path outside /v1 is not its answer.
   */
  protected notFoundAnswer(answer: {
    text: string;
    contentType: string | string[] | undefined;
  }): NotFoundAnswer {
    return isV1ApiPath(this.options.apiUrl) && isPlainTextRefusal(answer.text, answer.contentType)
      ? 'record'
      : 'foreign';
  }

  protected override tokenSent(): boolean {
    return Boolean(this.options.apiToken);
  }

  /** One operation: a POST of the request to `<api-url>/<operation>`. */
  private async call<T = unknown>(
    operation: Operation,
    request: object,
    pick?: (schemas: Schemas) => z.ZodType<T>,
  ): Promise<T> {
    // The operation is appended to the base path; the base carries no query or fragment.
    const url = new URL(`${this.options.apiUrl.replace(/\/+$/, '')}/${operation}`);
    return this.exchange<T>(
      { operation, what: operation, method: 'POST', url, body: JSON.stringify(request) },
      pick ? () => loadSchemas().then(pick) : undefined,
    );
  }
}
