/**
 * The v1 adapter: the service's four operations as POSTs to `<api-url>/<operation>`, with the
 * API token in x-api-token (or, for a fork pull request's upload, the workflow run id in
 * x-forked-workflow-run-id). Refusals are plain text.
 */
import type { z } from 'zod';
import { ServiceError } from '../../errors.js';
import type { Auth } from '../auth.js';
import {
  HttpService,
  describeStatus,
  excerpt,
  statusAdvice,
  type HttpOptions,
  type Refusal,
} from '../http/http.js';
import type { MergeQueueService } from '../port.js';
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

export {
  excerpt,
  nestedDeeperThan,
  parseRetryAfter,
  systemClock,
  type Clock,
  type RetryInfo,
} from '../http/http.js';

type Schemas = ReturnType<typeof responseSchemas>;
let schemas: Promise<Schemas> | undefined;

/**
 * The response schemas (zod: about 15 ms to load), only for answers with a body to read;
 * setImpactedTargets and createQueue answer with nothing to check.
 */
const loadSchemas = (): Promise<Schemas> =>
  (schemas ??= import('./schemas.js').then((m) => m.responseSchemas()));

export interface ServiceClientOptions extends HttpOptions {
  /** How requests authenticate (the context decides): the token, or fork mode. */
  auth: Auth;
  /** Sent as x-api-token with token auth, when not empty. */
  apiToken?: string;
}

/** The typed client for the service's four v1 operations. */
export class ServiceClient extends HttpService implements MergeQueueService {
  readonly apiVersion = 'v1';

  constructor(private readonly options: ServiceClientOptions) {
    super(options);
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

  protected headers(): Record<string, string> {
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

  protected addressAdvice(): string {
    return `Check that api-url (${this.options.apiUrl}) is the service's API base address ending in /v1.`;
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

  protected refused({ exchange, status, text, attempts, retryAfterMs }: Refusal): ServiceError {
    const { operation } = exchange;
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
    } else {
      advice = statusAdvice(status, attempts);
    }
    return new ServiceError({
      message: `${answered}. ${advice}`,
      operation,
      kind: 'http',
      status,
      bodyExcerpt: body,
      attempts,
      retryAfterMs,
    });
  }
}
