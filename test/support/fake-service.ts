import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Operation } from '../../src/errors.js';
import {
  PRIORITY_VALUES as LIMIT_PRIORITY_VALUES,
  V1_MAX_INTEGER,
  V1_PR_KEY,
} from '../../src/service/limits.js';
import { LoopbackServer } from './loopback-server.js';

/**
 * A stateful fake of the merge-queue service on 127.0.0.1 at a random port. It implements the
 * four seed operations and the v1 queue operations (submit, cancel, restart, get, update and
 * delete a queue), keeps the queue's pull requests in its order, checks the API key (401 as plain text), validates request bodies strictly
 * against the seed's field names and types (400 as plain text), and injects faults per operation.
 */

/** The operations it serves: every one the clients send (src/errors.ts names them). */
export type { Operation };

/** States a pull request leaves no more. */
const FINAL_STATES = new Set(['merged', 'failed', 'cancelled']);

/** v1's priority names and their values (urgent 0 ... low 200), as limits.ts reads them. */
export const PRIORITY_VALUES: Record<string, number> = LIMIT_PRIORITY_VALUES;

export type Fault =
  | { status: number; body?: string; retryAfter?: string }
  | { hang: true }
  | { drop: true }
  | { malformed: true }
  /** An answer exactly as given (compressed bodies, redirects, huge bodies). */
  | { raw: { status: number; headers: Record<string, string>; body: Buffer | string } };

export interface RecordedRequest {
  operation: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  /** The body failed validation against the seed (the fake answered 400). */
  invalid?: string;
}

const Repo = z.strictObject({ host: z.string(), owner: z.string(), name: z.string() });
const PrNumber = z.number().int().min(1).max(V1_MAX_INTEGER);

/**
 * `pr` as the v1 document's operations take it: by number alone (strict: `branch` beside it is
 * refused). getSubmittedPullRequest alone also takes `{branch}`, "not both" (PrOfSubmitted).
 */
export const PrByNumber = z.strictObject({ [V1_PR_KEY]: PrNumber });
const PrOfSubmitted = z
  .strictObject({ [V1_PR_KEY]: PrNumber.optional(), branch: z.string().min(1).optional() })
  .refine((pr) => (pr.number === undefined) !== (pr.branch === undefined), {
    message: 'give exactly one of number or branch, not both (the v1 document: oneOf)',
  });

/** Request schemas from the seed and the public OpenAPI description (strict: no stray fields). */
export const RequestSchemas = {
  getMergeQueueTestingDetails: z.strictObject({
    repo: Repo,
    testRunId: z.string().min(1),
    targetBranch: z.string().min(1),
  }),
  getSubmittedPullRequest: z.strictObject({
    repo: Repo,
    pr: PrOfSubmitted,
    targetBranch: z.string().min(1),
  }),
  setImpactedTargets: z.strictObject({
    repo: Repo,
    pr: PrByNumber.extend({ sha: z.string().min(1) }),
    targetBranch: z.string().min(1),
    impactedTargets: z.union([z.array(z.string()), z.literal('ALL')]),
  }),
  createQueue: z.strictObject({
    repo: Repo,
    targetBranch: z.string().min(1),
    mode: z.enum(['single', 'parallel']).optional(),
    concurrency: z.number().int().min(1).max(V1_MAX_INTEGER).optional(),
  }),
  // The queue operations of the public v1 document (shared/design/service-v1.openapi.json):
  // the pull request by number alone.
  submitPullRequest: z.strictObject({
    repo: Repo,
    pr: PrByNumber,
    targetBranch: z.string().min(1),
    priority: z
      .union([z.number().int().min(0).max(V1_MAX_INTEGER), z.string().min(1), z.null()])
      .optional(),
    noBatch: z.boolean().optional(),
  }),
  cancelPullRequest: z.strictObject({
    repo: Repo,
    pr: PrByNumber,
    targetBranch: z.string().min(1),
  }),
  restartTestsOnPullRequest: z.strictObject({
    repo: Repo,
    pr: PrByNumber,
    targetBranch: z.string().min(1),
  }),
  getQueue: z.strictObject({ repo: Repo, targetBranch: z.string().min(1) }),
  updateQueue: z.strictObject({
    repo: Repo,
    targetBranch: z.string().min(1),
    state: z.enum(['running', 'paused', 'draining']).optional(),
    mode: z.enum(['single', 'parallel']).optional(),
    concurrency: z.number().int().min(1).optional(),
  }),
  deleteQueue: z.strictObject({ repo: Repo, targetBranch: z.string().min(1) }),
} as const;

type RepoRef = z.infer<typeof Repo>;
const repoKey = (repo: RepoRef, branch: string) =>
  `${repo.host}/${repo.owner}/${repo.name}@${branch}`;

export interface Upload {
  sha: string;
  impactedTargets: string[] | 'ALL';
}

export class FakeService extends LoopbackServer<Operation, Fault> {
  readonly apiToken: string;
  /** Workflow run ids that may upload with x-forked-workflow-run-id. */
  readonly forkRunIds = new Set<string>();
  readonly requests: RecordedRequest[] = [];
  /** Called after each request is answered (demos advance state from here). */
  onAnswered: ((request: RecordedRequest) => void) | undefined;
  /** Called when a request is left hanging (the `hang` fault). */
  onHang: ((request: RecordedRequest) => void) | undefined;
  /** key repo@branch -> queue settings */
  readonly queues = new Map<string, { mode: string; concurrency: number; state?: string }>();
  /** Answer getQueue in the upper case of older service versions (RUNNING, SINGLE, PENDING). */
  upperCase = false;
  /** State changes, counted: each one a second after the last, so that a restart always shows. */
  private changes = 0;
  /** Entries are listed by priority, then by when they were submitted. */
  private submissions = 0;
  /** key repo@branch#number -> submitted pull request record */
  readonly pullRequests = new Map<string, Record<string, unknown>>();
  /** key repo@branch#head-branch -> the number of the pull request submitted from it */
  readonly headBranches = new Map<string, number>();
  /** key repo@branch#number -> last upload */
  readonly uploads = new Map<string, Upload>();
  /** key repo@branch#testRunId -> test run record */
  readonly testRuns = new Map<string, Record<string, unknown>>();
  constructor(options: { apiToken?: string } = {}) {
    super();
    this.apiToken = options.apiToken ?? 'test-token-8f3a';
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  requestsTo(operation: Operation): RecordedRequest[] {
    return this.requests.filter((r) => r.operation === operation);
  }

  /** A submitted pull request; `headBranch` lets `{branch}` find it as well. */
  addPullRequest(
    repo: RepoRef,
    targetBranch: string,
    record: Record<string, unknown>,
    headBranch?: string,
  ): void {
    this.pullRequests.set(`${repoKey(repo, targetBranch)}#${String(record.prNumber)}`, {
      submittedAs: ++this.submissions,
      ...record,
    });
    if (headBranch !== undefined) {
      this.headBranches.set(
        `${repoKey(repo, targetBranch)}#${headBranch}`,
        Number(record.prNumber),
      );
    }
  }

  /** A state-change time later than every one before it (a fake's clock: no wall clock). */
  changedAt(): string {
    return new Date(Date.UTC(2026, 10, 27, 9) + ++this.changes * 1000).toISOString();
  }

  /** The queue's pull requests that are in it now (not final, not not_ready), in its order. */
  enqueued(repo: RepoRef, targetBranch: string): Record<string, unknown>[] {
    const prefix = `${repoKey(repo, targetBranch)}#`;
    return [...this.pullRequests.entries()]
      .filter(
        ([key, pr]) =>
          key.startsWith(prefix) && !FINAL_STATES.has(String(pr.state)) && pr.state !== 'not_ready',
      )
      .map(([, pr]) => pr)
      .sort((a, b) => this.rank(a) - this.rank(b));
  }

  /** Those under test first, then by priority, then as submitted. */
  private rank(pr: Record<string, unknown>): number {
    return (
      (pr.state === 'pending' ? 1e12 : 0) +
      Number(pr.priorityValue ?? 100) * 1e6 +
      Number(pr.submittedAs ?? 0)
    );
  }

  addTestRun(
    repo: RepoRef,
    targetBranch: string,
    id: string,
    record: Record<string, unknown>,
  ): void {
    this.testRuns.set(`${repoKey(repo, targetBranch)}#${id}`, record);
  }

  uploadFor(repo: RepoRef, targetBranch: string, prNumber: number): Upload | undefined {
    return this.uploads.get(`${repoKey(repo, targetBranch)}#${prNumber}`);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('finish', () => {
      const last = this.requests[this.requests.length - 1];
      if (last) this.onAnswered?.(last);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    // The operations live under /v1: any other path is not the API's, answered as a router would.
    const path = (req.url ?? '').replace(/\?.*$/, '');
    const operation = path.slice(path.lastIndexOf('/') + 1);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text; validation below refuses it
    }
    const record: RecordedRequest = { operation, headers: { ...req.headers }, body };
    this.requests.push(record);

    const fault = this.nextFault(operation);
    if (fault) {
      if ('hang' in fault) {
        // Never answer; the client must time out. A test clock expires it from here.
        this.onHang?.(record);
        return;
      }
      if ('drop' in fault) {
        req.socket.destroy();
        return;
      }
      if ('raw' in fault) {
        res.writeHead(fault.raw.status, fault.raw.headers);
        res.end(fault.raw.body);
        return;
      }
      if ('malformed' in fault) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"requiredStatuses": [');
        return;
      }
      if ('status' in fault) {
        const headers: Record<string, string> = { 'content-type': 'text/plain' };
        if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
        res.writeHead(fault.status, headers);
        res.end(fault.body ?? `Injected ${fault.status}`);
        return;
      }
    }

    const plain = (status: number, message: string) => {
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(message);
    };
    const json = (value: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };

    if (path !== `/v1/${operation}`) return plain(404, `Not Found: ${path}`);
    if (req.method !== 'POST') return plain(405, 'Method Not Allowed');
    if (!(operation in RequestSchemas)) return plain(404, `Not Found: no operation ${operation}`);

    const token = req.headers['x-api-token'];
    const forkRun = req.headers['x-forked-workflow-run-id'];
    const forkAllowed =
      operation === 'setImpactedTargets' &&
      token === undefined &&
      typeof forkRun === 'string' &&
      this.forkRunIds.has(forkRun);
    if (token !== this.apiToken && !forkAllowed) return plain(401, 'Unauthorized');

    const parsed = RequestSchemas[operation as keyof typeof RequestSchemas].safeParse(body);
    if (!parsed.success) {
      record.invalid = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
        .join('; ');
      return plain(400, `Bad Request: ${record.invalid}`);
    }

    switch (operation as Operation) {
      case 'getMergeQueueTestingDetails': {
        const r = parsed.data as z.infer<typeof RequestSchemas.getMergeQueueTestingDetails>;
        const run = this.testRuns.get(`${repoKey(r.repo, r.targetBranch)}#${r.testRunId}`);
        return run ? json(run) : plain(404, 'Not Found: no such test run');
      }
      case 'getSubmittedPullRequest': {
        const r = parsed.data as z.infer<typeof RequestSchemas.getSubmittedPullRequest>;
        const number =
          r.pr.number ?? this.headBranches.get(`${repoKey(r.repo, r.targetBranch)}#${r.pr.branch}`);
        const key = `${repoKey(r.repo, r.targetBranch)}#${String(number)}`;
        const stored = this.pullRequests.get(key);
        if (!stored) return plain(404, 'Not Found: pull request is not submitted');
        // The fake's own bookkeeping is not part of the answer.
        const pr = { ...stored };
        delete pr.submittedAs;
        delete pr.restarts;
        const upload = this.uploads.get(key);
        const readiness = (pr.readiness ?? undefined) as Record<string, unknown> | undefined;
        return json(
          readiness && upload && !('hasImpactedTargets' in readiness)
            ? { ...pr, readiness: { ...readiness, hasImpactedTargets: true } }
            : pr,
        );
      }
      case 'setImpactedTargets': {
        const r = parsed.data as z.infer<typeof RequestSchemas.setImpactedTargets>;
        this.uploads.set(`${repoKey(r.repo, r.targetBranch)}#${r.pr.number}`, {
          sha: r.pr.sha,
          impactedTargets: r.impactedTargets,
        });
        return json({});
      }
      case 'createQueue': {
        const r = parsed.data as z.infer<typeof RequestSchemas.createQueue>;
        const key = repoKey(r.repo, r.targetBranch);
        if (this.queues.has(key)) return plain(400, `Queue for ${r.targetBranch} already exists`);
        this.queues.set(key, { mode: r.mode ?? 'single', concurrency: r.concurrency ?? 1 });
        return json({});
      }
      default:
        return this.queueOperation(
          operation as Operation,
          parsed.data as Record<string, unknown>,
          plain,
          json,
        );
    }
  }

  private queueOperation(
    operation: Operation,
    body: Record<string, unknown>,
    plain: (status: number, message: string) => void,
    json: (value: unknown) => void,
  ): void {
    const repo = body.repo as RepoRef;
    const targetBranch = body.targetBranch as string;
    const queueKey = repoKey(repo, targetBranch);
    const queue = this.queues.get(queueKey);
    const number = (body.pr as { number?: number } | undefined)?.number;
    const prKey = `${queueKey}#${number}`;
    const pr = this.pullRequests.get(prKey);
    const active = pr !== undefined && !FINAL_STATES.has(String(pr.state));
    const queueAnswer = (entries: boolean) => {
      const up = (v: string) => (this.upperCase ? v.toUpperCase() : v);
      return {
        state: up(queue!.state ?? 'running'),
        branch: targetBranch,
        concurrency: queue!.concurrency,
        testingTimeoutMinutes: 60,
        mode: up(queue!.mode),
        canOptimisticallyMerge: false,
        pendingFailureDepth: 0,
        batch: false,
        batchingMaxWaitTimeMinutes: 0,
        batchingMinSize: 1,
        createPrsForTestingBranches: false,
        commentsEnabled: true,
        commandsEnabled: true,
        statusCheckEnabled: false,
        bisectionConcurrency: 1,
        requiredStatuses: null,
        directMergeMode: 'off',
        optimizationMode: 'off',
        mergeMethod: 'squash',
        ...(entries && {
          enqueuedPullRequests: this.enqueued(repo, targetBranch).map((entry) => ({
            id: entry.id ?? `entry-${String(entry.prNumber)}`,
            state: up(String(entry.state)),
            stateChangedAt: entry.stateChangedAt ?? new Date(0).toISOString(),
            priorityValue: entry.priorityValue ?? 100,
            priorityName: entry.priorityName ?? 'medium',
            usedDefaultPriorityName: 'medium',
            skipTheLine: entry.priorityValue === 0,
            noBatch: entry.noBatch ?? false,
            prNumber: entry.prNumber,
            prTitle: entry.prTitle ?? `Pull request ${String(entry.prNumber)}`,
            prSha: entry.prSha ?? 'a'.repeat(40),
            prBaseBranch: targetBranch,
            prAuthor: entry.prAuthor ?? 'octocat',
          })),
        }),
      };
    };
    switch (operation) {
      case 'submitPullRequest': {
        if (!queue) return plain(404, `Not Found: no queue for ${targetBranch}`);
        const priority = body.priority as string | number | null | undefined;
        const priorityValue =
          typeof priority === 'number' ? priority : PRIORITY_VALUES[String(priority ?? 'medium')];
        if (priorityValue === undefined)
          return plain(400, `Bad Request: unknown priority ${String(priority)}`);
        // A resubmission rewrites priority and batching, without a word (the v1 behaviour).
        const record: Record<string, unknown> = {
          ...(pr ?? {}),
          prNumber: number,
          state: active ? pr.state : 'pending',
          stateChangedAt: active ? pr.stateChangedAt : this.changedAt(),
          priorityValue,
          priorityName: typeof priority === 'string' ? priority : undefined,
          noBatch: body.noBatch === true,
          isCurrentlySubmittedToQueue: true,
          readiness: pr?.readiness ?? {
            doesBaseBranchMatch: true,
            gitHubMergeability: 'mergeable',
            requiresImpactedTargets: false,
          },
          submittedAs: active ? pr.submittedAs : ++this.submissions,
        };
        this.pullRequests.set(prKey, JSON.parse(JSON.stringify(record)) as Record<string, unknown>);
        return json({});
      }
      case 'cancelPullRequest':
        if (!active) return plain(404, 'Not Found: pull request is not in the queue');
        this.pullRequests.set(prKey, {
          ...pr,
          state: 'cancelled',
          stateChangedAt: this.changedAt(),
          isCurrentlySubmittedToQueue: false,
        });
        return json({});
      case 'restartTestsOnPullRequest':
        if (!active) return plain(404, 'Not Found: pull request is not in the queue');
        if (pr.state !== 'testing' && pr.state !== 'pending_failure') {
          return plain(400, `Bad Request: tests cannot be restarted in state ${String(pr.state)}`);
        }
        this.pullRequests.set(prKey, {
          ...pr,
          state: 'testing',
          stateChangedAt: this.changedAt(),
          restarts: Number(pr.restarts ?? 0) + 1,
        });
        return json({});
      case 'getQueue':
        if (!queue) return plain(404, `Not Found: no queue for ${targetBranch}`);
        return json(queueAnswer(true));
      case 'updateQueue':
        if (!queue) return plain(404, `Not Found: no queue for ${targetBranch}`);
        if (body.state !== undefined) queue.state = body.state as string;
        if (body.mode !== undefined) queue.mode = body.mode as string;
        if (body.concurrency !== undefined) queue.concurrency = body.concurrency as number;
        return json(queueAnswer(false));
      case 'deleteQueue':
        // Deleting a queue that does not exist is a no-op (the Terraform provider's reading).
        if (!queue) return json({});
        if (this.enqueued(repo, targetBranch).length > 0)
          return plain(400, 'Bad Request: the queue is not empty');
        this.queues.delete(queueKey);
        return json({});
      default:
        return plain(404, `Not Found: no operation ${operation}`);
    }
  }
}
