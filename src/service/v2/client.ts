/**
 * The v2 adapter: the service's current API with an organisation key (`Authorization: Bearer`).
 * v2 addresses records by id, so the repository's id (and a pull request's, and a queue's) is
 * looked up once per run and kept. Answers are mapped into the v1 shapes the port speaks
 * (state `testsPassed` -> `tests_passed`, `mergeability` -> `gitHubMergeability`, `checks` ->
 * check runs and status checks); what v2 does not answer is left out.
 *
 * Endpoints: GET /v2/repositories?providerUrl=, GET /v2/pull-requests?repositoryId=&number=,
 * GET /v2/pull-requests/{id}, GET /v2/merge-queues?repositoryId=&targetBranch=,
 * POST /v2/merge-queues, PUT /v2/impacted-targets, GET /v2/merge-queue-verification-runs/{id}.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Inputs } from '../../constants.js';
import { sameBranch } from '../../context.js';
import { REPOSITORY_CODES, ServiceError } from '../../errors.js';
import { checkForApi, v2Root } from '../../route.js';
import { lazily, repositoryAdvice, type NotFoundAnswer } from '../http/adapter.js';
import {
  HttpService,
  excerpt,
  type AnswerReader,
  type Exchange,
  type HttpOptions,
} from '../http/http.js';
import { V2_MAX_PAGE_SIZE, V2_NUMBERS_PER_READ, V2_PULL_REQUEST_READ_GAP_MS } from '../limits.js';
import type { MergeQueueService } from '../port.js';
import type {
  CreateQueueRequest,
  GetSubmittedPullRequestRequest,
  GetTestRunRequest,
  Operation,
  PullRequestInQueue,
  Queue,
  QueueEntry,
  QueueRequest,
  RepoRef,
  SetImpactedTargetsRequest,
  SubmitPullRequestRequest,
  SubmittedPullRequest,
  TestRun,
  UpdateQueueEntryRequest,
  UpdateQueueRequest,
} from '../v1/schemas.js';
import { V2_MODE, entryChange, queueUpdates, submitBody } from './requests.js';
import type {
  V2MergeQueue,
  V2PullRequest,
  V2QueueOrder,
  V2VerificationRun,
  v2Schemas,
} from './schemas.js';

type Schemas = ReturnType<typeof v2Schemas>;
const loadSchemas = lazily((): Promise<Schemas> =>
  import('./schemas.js').then((m) => m.v2Schemas()),
);

/**
 * v2's 404 codes that name the record asked about (the v2 document's 404 of each endpoint): a
 * pull request, a queue, a verification run.
 */
export const RECORD_CODES: ReadonlySet<string> = new Set([
  'PR_NOT_FOUND',
  'MERGE_QUEUE_NOT_FOUND',
  'VERIFICATION_RUN_NOT_FOUND',
]);

/** v2's queue modes in v1's words (queue: single, graph: parallel). */
export function modeFromV2(mode: string | undefined): string | undefined {
  if (mode === undefined) return undefined;
  const lower = mode.toLowerCase();
  return lower === 'queue' ? 'single' : lower === 'graph' ? 'parallel' : snakeCase(mode);
}

export interface V2ClientOptions extends HttpOptions {
  /** The organisation API key, sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Notes worth a log line (a create that timed out and was read back). */
  log?: (message: string) => void;
}

/** `testsPassed` -> `tests_passed`: v2's camelCase values in the v1 vocabulary of the outputs. */
export function snakeCase(value: string): string {
  return value.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** A check's conclusion in v1's vocabulary: the provider's own word, else v2's normalized one. */
function conclusionOf(check: V2VerificationRun['checks'][number]): string | undefined {
  if (check.providerConclusion) return check.providerConclusion.toLowerCase();
  if (!check.conclusion) return undefined;
  return check.conclusion === 'timeout' ? 'timed_out' : snakeCase(check.conclusion);
}

/**
 * A set of a run's impacted targets as v1 lists them: undefined when nothing was uploaded,
 * ['ALL'] when any commit impacts everything, and ALL added to a truncated list (the rest is
 * unknown, so consumers must run everything).
 */
function targetList(
  set:
    | { impactsAllTargets: boolean; impactedTargets: string[]; totalImpactedTargets?: number }
    | undefined,
): string[] | undefined {
  if (!set) return undefined;
  if (set.impactsAllTargets) return ['ALL'];
  const truncated = (set.totalImpactedTargets ?? 0) > set.impactedTargets.length;
  return truncated ? [...set.impactedTargets, 'ALL'] : set.impactedTargets;
}

/** A verification run as the v1 test run the outputs are made of. */
export function testRunFromV2(run: V2VerificationRun): TestRun {
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
export function pullRequestFromV2(pr: V2PullRequest): SubmittedPullRequest {
  const entry = pr.queueEntry;
  const readiness = entry?.readiness;
  const record: SubmittedPullRequest = {
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
  return JSON.parse(JSON.stringify(record)) as SubmittedPullRequest;
}

type Listed = V2QueueOrder['pending'][number]['pullRequest'] & { batchState?: string | undefined };

/** The pull requests of an order, as v1 lists them: batches, then pending, then awaiting admission. */
function orderedPullRequests(order: V2QueueOrder): Listed[] {
  const seen = new Set<number>();
  const listed: Listed[] = [];
  const add = (pr: Listed) => {
    if (seen.has(pr.number)) return;
    seen.add(pr.number);
    listed.push(pr);
  };
  for (const batch of order.batches) {
    for (const pr of batch.pullRequests) add({ ...pr, batchState: batch.state });
  }
  for (const item of order.pending) add(item.pullRequest);
  for (const pr of order.awaitingAdmission ?? []) add(pr);
  return listed;
}

/** A v2 queue and its order as the v1 queue the outputs are made of. */
export function queueFromV2(
  queue: V2MergeQueue,
  listed: Listed[],
  details: Map<number, V2PullRequest>,
  total: number,
): Queue {
  const entries: QueueEntry[] = listed.map((item) => {
    const pr = details.get(item.number);
    const entry = pr?.queueEntry;
    const state = entry?.state ?? item.batchState;
    const record: QueueEntry = {
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
    return JSON.parse(JSON.stringify(record)) as QueueEntry;
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
function envelopeOf(text: string): { code: string; message: string } | undefined {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    const code = body?.error?.code;
    if (typeof code !== 'string' || code === '') return undefined;
    const message = body.error?.message;
    return { code, message: typeof message === 'string' ? message : '' };
  } catch {
    return undefined;
  }
}

const requestIdOf = (headers: IncomingHttpHeaders): string | undefined => {
  const id = headers['x-request-id'];
  return typeof id === 'string' && id !== '' ? excerpt(id, 100) : undefined;
};

/**
 * The ids of GET /v2/repositories' answer (`{"data": [{"id"}, ...]}`), checked by hand: an
 * upload reads nothing else, and so never loads zod.
 */
const REPOSITORY_IDS: AnswerReader<{ data: { id: string }[] }> = {
  safeParse(value) {
    const data = (value as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) {
      return {
        success: false,
        error: { issues: [{ path: ['data'], message: 'expected an array' }] },
      };
    }
    const bad = data.findIndex(
      (item) =>
        typeof (item as { id?: unknown } | null)?.id !== 'string' ||
        (item as { id: string }).id === '',
    );
    if (bad !== -1) {
      return {
        success: false,
        error: { issues: [{ path: ['data', bad, 'id'], message: 'expected a non-empty string' }] },
      };
    }
    return { success: true, data: { data: data as { id: string }[] } };
  },
};

export class V2Client extends HttpService implements MergeQueueService {
  readonly apiVersion = 'v2';
  private readonly root: string;
  private readonly repositoryIds = new Map<string, Promise<string>>();
  private readonly pullRequestIds = new Map<string, string>();
  private readonly queueIds = new Map<string, Promise<string | undefined>>();

  constructor(private readonly options: V2ClientOptions) {
    super(options);
    this.root = v2Root(options.apiUrl);
  }

  protected credentialHeaders(): Record<string, string> {
    return { authorization: `Bearer ${this.options.apiKey}` };
  }

  /** The error envelope's code and message when the body is one, else its text. */
  protected override readRefusal(text: string): { said: string; code?: string | undefined } {
    const envelope = envelopeOf(text);
    if (!envelope) return { said: excerpt(text) };
    const { code, message } = envelope;
    return { said: `${code}${message ? `: ${excerpt(message)}` : ''}`, code };
  }

  /**
   * v2 says "not found" with a code that names what is missing: the record asked about
   * (RECORD_CODES), or the repository (a failure, but the service's). A 404 without the
   * envelope, or with another code (NOT_FOUND: a path that is not one of the API's), is not.
   */
  protected notFoundAnswer(answer: { code: string | undefined }): NotFoundAnswer {
    const { code } = answer;
    if (code !== undefined && RECORD_CODES.has(code)) return 'record';
    if (code !== undefined && REPOSITORY_CODES.has(code)) return 'service';
    return 'foreign';
  }

  protected override answerNote(headers: IncomingHttpHeaders): string {
    const id = requestIdOf(headers);
    return id ? ` (X-Request-Id: ${id})` : '';
  }

  async uploadImpactedTargets(request: SetImpactedTargetsRequest): Promise<void> {
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

  async getPullRequest(request: GetSubmittedPullRequestRequest): Promise<SubmittedPullRequest> {
    const operation = 'getSubmittedPullRequest';
    const repositoryId = await this.repositoryId(request.repo, operation);
    const { number } = request.pr;
    const pr = await this.pullRequest(repositoryId, number, request.targetBranch, operation);
    if (!pr.queueEntry)
      throw this.notSubmitted(number, request.targetBranch, 'it has never been submitted');
    const queueId = await this.queueId(repositoryId, request.targetBranch);
    if (pr.queueEntry.mergeQueueId !== queueId) {
      throw this.notSubmitted(
        number,
        request.targetBranch,
        queueId === undefined
          ? `there is no queue for ${request.targetBranch}`
          : 'its queue entry is in the queue of another branch',
      );
    }
    return pullRequestFromV2(pr);
  }

  /** The pull request by number: found by number once, then read by its id. */
  private async pullRequest(
    repositoryId: string,
    number: number,
    targetBranch: string,
    operation: Operation,
  ): Promise<V2PullRequest> {
    const key = `${repositoryId}#${number}`;
    const known = this.pullRequestIds.get(key);
    if (known) {
      return this.read(
        operation,
        `/v2/pull-requests/${encodeURIComponent(known)}`,
        (s) => s.pullRequest,
      );
    }
    const list = await this.read(
      operation,
      `/v2/pull-requests?${new URLSearchParams({ repositoryId, number: String(number) })}`,
      (s) => s.pullRequestList,
    );
    const pr = list.data.find((item) => item.number === number);
    if (!pr) throw this.notSubmitted(number, targetBranch, 'the service has not indexed it');
    this.pullRequestIds.set(key, pr.id);
    return pr;
  }

  /** The id of a pull request (not of its queue entry: the two differ), for its writes. */
  private async pullRequestId(request: PullRequestInQueue, operation: Operation): Promise<string> {
    const repositoryId = await this.repositoryId(request.repo, operation);
    const key = `${repositoryId}#${request.pr.number}`;
    return (
      this.pullRequestIds.get(key) ??
      (await this.pullRequest(repositoryId, request.pr.number, request.targetBranch, operation)).id
    );
  }

  async submitPullRequest(request: SubmitPullRequestRequest): Promise<void> {
    const operation = 'submitPullRequest';
    const repositoryId = await this.repositoryId(request.repo, operation);
    const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
    await this.send(
      operation,
      'POST',
      `/v2/merge-queues/${encodeURIComponent(queueId)}/pull-requests`,
      submitBody(request),
    );
  }

  async updateQueueEntry(request: UpdateQueueEntryRequest): Promise<void> {
    const operation = 'updateQueueEntry';
    const id = await this.pullRequestId(request, operation);
    const call = entryChange(request);
    await this.send(
      operation,
      call.method,
      `/v2/pull-requests/${encodeURIComponent(id)}${call.suffix}`,
      call.body,
    );
  }

  async cancelPullRequest(request: PullRequestInQueue): Promise<void> {
    const id = await this.pullRequestId(request, 'cancelPullRequest');
    await this.send(
      'cancelPullRequest',
      'POST',
      `/v2/pull-requests/${encodeURIComponent(id)}/dequeue`,
    );
  }

  async restartTests(request: PullRequestInQueue): Promise<void> {
    const id = await this.pullRequestId(request, 'restartTestsOnPullRequest');
    await this.send(
      'restartTestsOnPullRequest',
      'POST',
      `/v2/pull-requests/${encodeURIComponent(id)}/restart-tests`,
    );
  }

  /**
   * The queue, its state and mode from GET /v2/merge-queues/{id}, its pull requests in the
   * order of GET .../order (the batches under test, then those pending, then those awaiting
   * admission), each with its entry's state and priority from GET /v2/pull-requests.
   */
  async getQueue(request: QueueRequest): Promise<Queue> {
    const operation = 'getQueue';
    const repositoryId = await this.repositoryId(request.repo, operation);
    const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
    const path = `/v2/merge-queues/${encodeURIComponent(queueId)}`;
    const [queue, order] = await Promise.all([
      this.read(operation, path, (s) => s.mergeQueue),
      this.read(operation, `${path}/order`, (s) => s.queueOrder),
    ]);
    const listed = orderedPullRequests(order);
    const details = await this.pullRequestsByNumber(
      repositoryId,
      listed.map((pr) => pr.number),
      operation,
    );
    const total =
      listed.length +
      Math.max(0, (order.awaitingAdmissionTotal ?? 0) - (order.awaitingAdmission ?? []).length);
    return queueFromV2(queue, listed, details, total);
  }

  async updateQueue(request: UpdateQueueRequest): Promise<void> {
    const operation = 'updateQueue';
    checkForApi({ concurrency: request.concurrency, prNumber: undefined }, 'v2');
    const repositoryId = await this.repositoryId(request.repo, operation);
    const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
    const path = `/v2/merge-queues/${encodeURIComponent(queueId)}`;
    for (const call of queueUpdates(request)) {
      await this.send(operation, call.method, `${path}${call.suffix}`, call.body);
    }
  }

  async deleteQueue(request: QueueRequest): Promise<void> {
    const operation = 'deleteQueue';
    const repositoryId = await this.repositoryId(request.repo, operation);
    const queueId = await this.existingQueueId(repositoryId, request.targetBranch, operation);
    await this.send(operation, 'DELETE', `/v2/merge-queues/${encodeURIComponent(queueId)}`);
  }

  /**
   * Pull requests by number, 50 to a read and the reads spaced to the endpoint's rate limit;
   * one the service does not list is left out.
   */
  private async pullRequestsByNumber(
    repositoryId: string,
    numbers: number[],
    operation: Operation,
  ): Promise<Map<number, V2PullRequest>> {
    const found = new Map<number, V2PullRequest>();
    for (let i = 0; i < numbers.length; i += V2_NUMBERS_PER_READ) {
      if (i > 0) await this.clock.sleep(V2_PULL_REQUEST_READ_GAP_MS);
      const chunk = numbers.slice(i, i + V2_NUMBERS_PER_READ);
      const list = await this.read(
        operation,
        `/v2/pull-requests?${new URLSearchParams({ repositoryId, number: chunk.join(',') })}`,
        (s) => s.pullRequestList,
      );
      for (const pr of list.data) found.set(pr.number, pr);
    }
    return found;
  }

  /** The queue's id; a branch with no queue is a not-found ServiceError that says how to make one. */
  private async existingQueueId(
    repositoryId: string,
    targetBranch: string,
    operation: Operation,
  ): Promise<string> {
    const id = await this.queueId(repositoryId, targetBranch);
    if (id !== undefined) return id;
    throw new ServiceError({
      message: `${operation}: there is no merge queue for ${targetBranch} (GET /v2/merge-queues lists none). Check ${this.input(Inputs.TargetBranch)}, or create the queue first with the create-queue command.`,
      operation,
      kind: 'not-found',
      status: 200,
      attempts: 1,
      code: 'MERGE_QUEUE_NOT_FOUND',
    });
  }

  async getTestRun(request: GetTestRunRequest): Promise<TestRun> {
    // The run's id is the uuid the test branch ends in; v2 takes it without "-bisection".
    const id = request.testRunId.replace(/-bisection$/, '');
    const run = await this.readRun(id);
    const branch = request.testBranch;
    if (branch === undefined || sameBranch(run.testBranch, branch)) return testRunFromV2(run);
    // The id names another run (a bisection is its own run, with its own id, and the branch's
    // uuid is its parent batch's): this branch's run is among its pull requests' runs.
    const own = await this.runOfBranch(branch, run);
    return testRunFromV2(own ? await this.readRun(own) : run);
  }

  private readRun(id: string): Promise<V2VerificationRun> {
    return this.read(
      'getMergeQueueTestingDetails',
      `/v2/merge-queue-verification-runs/${encodeURIComponent(id)}`,
      (s) => s.verificationRun,
    );
  }

  /**
   * The id of the run on `branch`, from the verification runs of the pull requests `near`
   * tested (GET /v2/pull-requests/{id}/verification-runs, newest first: its first page), or
   * undefined when none of them is on it. A run the command then finds on another branch is
   * refused there, never used.
   */
  private async runOfBranch(branch: string, near: V2VerificationRun): Promise<string | undefined> {
    for (const pr of near.testedPullRequests) {
      if (!pr.id) continue;
      const list = await this.read(
        'getMergeQueueTestingDetails',
        `/v2/pull-requests/${encodeURIComponent(pr.id)}/verification-runs?${new URLSearchParams({ limit: String(V2_MAX_PAGE_SIZE) })}`,
        (s) => s.verificationRunList,
      );
      const found = list.data.find((run) => sameBranch(run.testBranch, branch));
      if (found) return found.id;
    }
    return undefined;
  }

  async createQueue(request: CreateQueueRequest): Promise<void> {
    checkForApi({ concurrency: request.concurrency, prNumber: undefined }, 'v2');
    const repositoryId = await this.repositoryId(request.repo, 'createQueue');
    try {
      await this.send('createQueue', 'POST', '/v2/merge-queues', {
        repositoryId,
        targetBranch: request.targetBranch,
        ...(request.mode ? { mode: V2_MODE[request.mode] } : {}),
        ...(request.concurrency !== undefined ? { concurrency: request.concurrency } : {}),
      });
    } catch (error) {
      // Not atomic and no Idempotency-Key: after a create that may have happened, read the
      // queue back instead of sending it again.
      if (
        !(error instanceof ServiceError) ||
        (error.kind !== 'timeout' && error.kind !== 'network')
      ) {
        throw error;
      }
      // "No queue" is never kept (queueId), so this reads the queues afresh.
      if ((await this.queueId(repositoryId, request.targetBranch)) === undefined) throw error;
      this.options.log?.(
        `createQueue: the request failed (${error.kind}), and reading the queues back shows the ${request.targetBranch} queue exists.`,
      );
    }
  }

  /** The repository's id, looked up once per run by its provider URL. */
  private repositoryId(repo: RepoRef, operation: Operation): Promise<string> {
    const providerUrl = `https://${repo.host}/${repo.owner}/${repo.name}`;
    let id = this.repositoryIds.get(providerUrl);
    if (!id) {
      id = this.read(
        operation,
        `/v2/repositories?${new URLSearchParams({ providerUrl })}`,
        REPOSITORY_IDS,
      ).then((list) => {
        const found = list.data[0]?.id;
        if (!found) throw this.unknownRepository(operation, providerUrl, 'an empty list');
        return found;
      });
      // A failed look-up is not kept: the next call asks again.
      id.catch(() => this.repositoryIds.delete(providerUrl));
      this.repositoryIds.set(providerUrl, id);
    }
    return id;
  }

  /** The id of the target branch's queue, or undefined when it has none; found once per run. */
  private queueId(repositoryId: string, targetBranch: string): Promise<string | undefined> {
    const key = `${repositoryId}@${targetBranch}`;
    let id = this.queueIds.get(key);
    if (!id) {
      id = this.read(
        'getSubmittedPullRequest',
        `/v2/merge-queues?${new URLSearchParams({ repositoryId, targetBranch })}`,
        (s) => s.mergeQueueList,
      ).then((list) => list.data.find((q) => q.targetBranch === targetBranch)?.id);
      // Neither a failure nor "no queue yet" is kept: a wait asks again on its next read.
      id.then(
        (found) => found === undefined && this.queueIds.delete(key),
        () => this.queueIds.delete(key),
      );
      this.queueIds.set(key, id);
    }
    return id;
  }

  private notSubmitted(number: number, targetBranch: string, why: string): ServiceError {
    return new ServiceError({
      message: `getSubmittedPullRequest: pull request #${number} is not submitted to the ${targetBranch} queue: ${why}.`,
      operation: 'getSubmittedPullRequest',
      kind: 'not-found',
      status: 200,
      attempts: 1,
    });
  }

  private unknownRepository(
    operation: Operation,
    providerUrl: string,
    answer: string,
  ): ServiceError {
    return new ServiceError({
      message:
        `${operation} (GET /v2/repositories): the service knows no repository ${providerUrl} for this key (${answer}). ` +
        repositoryAdvice('(its GitHub app is installed)', this.http.voice),
      operation,
      kind: 'http',
      status: 404,
      attempts: 1,
      code: 'PROVIDER_URL_NOT_FOUND',
    });
  }

  private url(path: string): URL {
    return new URL(`${this.root}${path}`);
  }

  private describe(operation: Operation, method: string, path: string): string {
    return `${operation} (${method} ${path.replace(/\?.*$/, '')})`;
  }

  private async read<T>(
    operation: Operation,
    path: string,
    pick: ((schemas: Schemas) => AnswerReader<T>) | AnswerReader<T>,
  ): Promise<T> {
    const exchange: Exchange = {
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
  private async send(
    operation: Operation,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<void> {
    await this.exchange({
      operation,
      what: this.describe(operation, method, path),
      method,
      url: this.url(path),
      body: body === undefined ? '' : JSON.stringify(body),
    });
  }
}
