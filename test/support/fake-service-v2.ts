import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as limits from '../../src/service/limits.js';
import { PRIORITY_VALUES } from './fake-service.js';
import { LoopbackServer } from './loopback-server.js';

/**
 * A stateful fake of the service's v2 API on 127.0.0.1 at a random port. Every request is
 * validated against the trimmed v2 OpenAPI description in openapi/v2.subset.json (path and
 * query parameters, unknown query parameters refused, bodies with no other keys and the
 * exactly-one-of rules), and so is every answer it gives, so a test cannot pass on an answer
 * the real service would not send. Answers carry X-Request-Id; errors are the
 * `{"error": {"code", "message"}}` envelope; faults are injected per operationId.
 */

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: Json;
}

interface OperationSpec {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, { content?: { 'application/json': { schema: Json } } }>;
  'x-exactly-one-of'?: string[];
  'x-requires'?: Record<string, string>;
}

const SPEC_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'openapi',
  'v2.subset.json',
);
export const SPEC = JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as {
  components: { schemas: Record<string, Json> };
  paths: Record<string, Record<string, OperationSpec>>;
};

/**
 * `"x-limits": {"maxItems": "V2_MAX_IMPACTED_TARGETS"}` -> `"maxItems": 100000`: the limits
 * the description names are the clients' own constants (src/service/limits.ts), one copy each.
 */
function applyLimits(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach(applyLimits);
  const object = node as Json;
  const named = object['x-limits'] as Record<string, string> | undefined;
  if (named) {
    for (const [keyword, name] of Object.entries(named)) {
      const value = (limits as Record<string, unknown>)[name];
      if (typeof value !== 'number') {
        throw new Error(`v2.subset.json: x-limits names ${name}, not a number of limits.ts`);
      }
      object[keyword] = value;
    }
    delete object['x-limits'];
  }
  Object.values(object).forEach(applyLimits);
}
applyLimits(SPEC);

export type V2Operation =
  | 'repositories.resolveByProviderUrl'
  | 'pullRequests.resolveByCoordinates'
  | 'pullRequests.get'
  | 'mergeQueues.list'
  | 'mergeQueues.create'
  | 'impactedTargets.upload'
  | 'mergeQueueVerificationRuns.get'
  | 'mergeQueues.submitPullRequest'
  | 'pullRequests.dequeue'
  | 'pullRequests.restartTests'
  | 'pullRequests.reprioritize'
  | 'pullRequests.updateQueueEntry'
  | 'mergeQueues.get'
  | 'mergeQueues.order'
  | 'mergeQueues.pause'
  | 'mergeQueues.resume'
  | 'mergeQueues.drain'
  | 'mergeQueues.switchModes'
  | 'mergeQueues.updateConfig'
  | 'mergeQueues.delete'
  | 'pullRequests.listVerificationRuns';

/**
 * The key permission each write needs (the v2 API's permissions table). A fake given
 * `permissions` refuses a write whose permission is missing with 403 INSUFFICIENT_PERMISSIONS.
 */
export const PERMISSION = {
  merge: 'Merge and cancel PRs',
  priority: 'Set priority on PRs',
  skipBatching: 'Skip batching',
  direct: 'Merge PRs with direct to queue',
  settings: 'Update Merge Queue settings',
} as const;

/** Queue-entry states a pull request leaves no more. */
const FINAL_STATES = new Set(['merged', 'failed', 'cancelled']);

export type V2Fault =
  | { status: number; code?: string; message?: string; retryAfter?: string }
  /** An answer exactly as given: a 429 from the edge without the envelope, a garbage body. */
  | { raw: { status: number; headers?: Record<string, string>; body: string } }
  | { hang: true }
  | { drop: true };

export interface V2Request {
  operationId: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** Why the request fails the description (the fake answered 400). */
  invalid?: string;
  requestId: string;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'v2', components: SPEC.components });
const compiled = new Map<string, ValidateFunction>();

/** A validator for a schema of the description ($refs resolve against its components). */
function validator(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    const rewritten = JSON.parse(key.replaceAll('"#/components/', '"v2#/components/')) as Json;
    validate = ajv.compile(rewritten);
    compiled.set(key, validate);
  }
  return validate;
}

const problemsOf = (validate: ValidateFunction): string =>
  (validate.errors ?? [])
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}`)
    .join('; ');

/** A path template of the description matching `pathname`, with its path parameters. */
function route(method: string, pathname: string) {
  for (const [template, operations] of Object.entries(SPEC.paths)) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${template.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
    );
    const match = pattern.exec(pathname);
    const operation = operations[method.toLowerCase()];
    if (match && operation) {
      const params = Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
      );
      return { operation, params };
    }
  }
  return undefined;
}

const now = () => new Date().toISOString();

export interface PullRequestSeed {
  number: number;
  title?: string;
  sha?: string;
  branch?: string;
  baseBranch?: string;
  author?: string;
  /** The queue entry: absent for a pull request never submitted. */
  entry?: {
    /** The queue of this target branch (default: the pull request's base). */
    targetBranch?: string;
    state: string;
    readiness?: Partial<{
      requiresImpactedTargets: boolean;
      hasImpactedTargets: boolean;
      doesBaseBranchMatch: boolean;
      mergeability: string;
    }>;
    priorityValue?: number;
    priorityName?: string;
  };
}

export class FakeServiceV2 extends LoopbackServer<V2Operation, V2Fault> {
  readonly apiKey: string;
  readonly requests: V2Request[] = [];
  /** Answers the fake gave that its own description does not allow (must stay empty). */
  readonly badAnswers: string[] = [];
  /** Called after each answer (demos move state from here). */
  onAnswered: ((request: V2Request) => void) | undefined;
  onHang: ((request: V2Request) => void) | undefined;
  /** providerUrl -> repository */
  readonly repositories = new Map<string, Json>();
  readonly pullRequests = new Map<string, Json>();
  readonly queues = new Map<string, Json>();
  readonly runs = new Map<string, Json>();
  /** repositoryId#number -> the last upload's body */
  readonly uploads = new Map<string, Json>();
  /** queue-entry id -> the order it was submitted in */
  private readonly order = new Map<string, number>();
  /** The key's permissions (PERMISSION values); all of them when not given. */
  permissions: Set<string> | undefined;
  private counter = 0;
  /** Entries are ordered by priority, then by when they were submitted. */
  private submissions = 0;
  /** State changes, counted: each one a second after the last, so that a restart always shows. */
  private changes = 0;

  constructor(options: { apiKey?: string; permissions?: string[] } = {}) {
    super();
    this.apiKey = options.apiKey ?? 'trunk_v2_fakeOrgKey8f3a91c2';
    this.permissions = options.permissions && new Set(options.permissions);
  }

  /** A state-change time later than every one before it (a fake's clock: no wall clock). */
  changedAt(): string {
    return new Date(Date.UTC(2026, 10, 27, 9) + ++this.changes * 1000).toISOString();
  }

  /** The service's address, as api-url takes it (paths start with /v2). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  requestsTo(operationId: V2Operation): V2Request[] {
    return this.requests.filter((r) => r.operationId === operationId);
  }

  /** A repository of the organisation; returns its id. */
  addRepository(owner: string, name: string, host = 'github.com'): string {
    const id = randomUUID();
    this.repositories.set(`https://${host}/${owner}/${name}`.toLowerCase(), {
      id,
      provider: 'github',
      path: `${owner}/${name}`,
      host: host === 'github.com' ? null : host,
      url: `https://${host}/${owner}/${name}`,
      defaultBranch: 'main',
      isPrivate: true,
      createdAt: now(),
      updatedAt: now(),
    });
    return id;
  }

  /** The queue of a target branch; returns its id. */
  addQueue(repositoryId: string, targetBranch: string, mode = 'queue', concurrency = 1): string {
    const existing = this.queueOf(repositoryId, targetBranch);
    if (existing) return existing.id as string;
    const id = randomUUID().slice(0, 8);
    this.queues.set(id, {
      id,
      repositoryId,
      targetBranch,
      state: 'running',
      mode,
      createdAt: now(),
      updatedAt: now(),
      managedState: 'manual',
      repositoryUrl: `https://github.com/${this.repositoryById(repositoryId)?.path as string}`,
      pullRequestsUrl: `/v2/merge-queues/${id}/pull-requests`,
      config: {
        concurrency,
        bisectionConcurrency: 0,
        pendingFailureDepth: 0,
        canOptimisticallyMerge: false,
        allowBatching: false,
        batchingMaxWaitTimeMinutes: 0,
        batchingMinSize: 1,
        testingTimeoutMinutes: 60,
        notReadyTimeoutMinutes: 0,
        createsPrsForTestingBranches: false,
        areCommentsEnabled: true,
        areCommandsEnabled: true,
        isStatusCheckEnabled: false,
        isExtensionEnabled: false,
        areLabelCommandsEnabled: false,
        areStateLabelsEnabled: false,
        requiredStatuses: [],
        allowedBotSubmitters: [],
        batchingRules: [],
        directMergeMode: 'off',
        optimizationMode: 'off',
        mergeMethod: 'squash',
        testBranchConstructionMode: 'renameTempBranch',
        enqueueingLabel: 'merge',
      },
    });
    return id;
  }

  queueOf(repositoryId: string, targetBranch: string): Json | undefined {
    return [...this.queues.values()].find(
      (q) => q.repositoryId === repositoryId && q.targetBranch === targetBranch,
    );
  }

  /** A pull request the service has indexed, submitted to a queue when `entry` is given. */
  addPullRequest(repositoryId: string, seed: PullRequestSeed): string {
    const existing = [...this.pullRequests.values()].find(
      (p) => p.repositoryId === repositoryId && p.number === seed.number,
    );
    const id = (existing?.id as string | undefined) ?? randomUUID();
    const baseBranch = seed.baseBranch ?? 'main';
    const record: Json = {
      id,
      repositoryId,
      number: seed.number,
      title: seed.title ?? `Pull request ${seed.number}`,
      branch: seed.branch ?? `feature/${seed.number}`,
      sha: seed.sha ?? 'a'.repeat(40),
      baseBranch,
      author: seed.author ?? 'octocat',
      state: 'open',
      isCurrentlySubmittedToQueue: seed.entry !== undefined,
      createdAt: now(),
    };
    if (seed.entry) {
      const queueId = this.addQueue(repositoryId, seed.entry.targetBranch ?? baseBranch);
      record.queueEntry = {
        id: randomUUID(),
        mergeQueueId: queueId,
        state: seed.entry.state,
        stateChangedAt: this.changedAt(),
        ...(seed.entry.priorityValue !== undefined
          ? { priorityValue: seed.entry.priorityValue }
          : {}),
        ...(seed.entry.priorityName ? { priorityName: seed.entry.priorityName } : {}),
        skipsTheLine: seed.entry.priorityValue === 0,
        allowBatching: true,
        direct: false,
        readiness: {
          requiresImpactedTargets: false,
          doesBaseBranchMatch: true,
          mergeability: 'mergeable',
          ...seed.entry.readiness,
        },
        createdAt: now(),
        updatedAt: now(),
      };
      this.order.set((record.queueEntry as Json).id as string, ++this.submissions);
    }
    this.pullRequests.set(id, record);
    return id;
  }

  /** A verification run, as GET /v2/merge-queue-verification-runs/{id} answers it. */
  addRun(run: Json): void {
    this.runs.set(run.id as string, {
      isBisection: false,
      createdAt: now(),
      updatedAt: now(),
      dependentPullRequests: [],
      ...run,
    });
  }

  uploadFor(repositoryId: string, number: number): Json | undefined {
    return this.uploads.get(`${repositoryId}#${number}`);
  }

  private repositoryById(id: string): Json | undefined {
    return [...this.repositories.values()].find((r) => r.id === id);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = `req_${++this.counter}_${randomUUID().slice(0, 8)}`;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const found = route(req.method ?? 'GET', url.pathname);
    const record: V2Request = {
      operationId: found?.operation.operationId ?? 'unknown',
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      body: text === '' ? undefined : text,
      requestId,
    };
    try {
      record.body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      // kept as text; validation refuses it
    }
    this.requests.push(record);
    res.on('finish', () => this.onAnswered?.(record));
    res.setHeader('x-request-id', requestId);

    const error = (status: number, code: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code, message } }));
    };
    const json = (status: number, value: unknown) => {
      const schema =
        found?.operation.responses[String(status)]?.content?.['application/json']?.schema;
      if (schema) {
        const validate = validator(schema);
        if (!validate(value)) {
          this.badAnswers.push(`${record.operationId} ${status}: ${problemsOf(validate)}`);
        }
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };

    if (!found) return error(404, 'NOT_FOUND', `No route ${req.method} ${url.pathname}`);

    const fault = this.nextFault(record.operationId);
    if (fault) {
      if ('hang' in fault) return void this.onHang?.(record);
      if ('drop' in fault) return void req.socket.destroy();
      if ('raw' in fault) {
        res.writeHead(fault.raw.status, fault.raw.headers ?? {});
        return void res.end(fault.raw.body);
      }
      if (fault.retryAfter !== undefined) res.setHeader('retry-after', fault.retryAfter);
      return error(
        fault.status,
        fault.code ?? 'INTERNAL_ERROR',
        fault.message ?? `Injected ${fault.status}`,
      );
    }

    const authorization = req.headers.authorization;
    if (authorization === undefined) {
      return error(401, 'AUTHENTICATION_REQUIRED', 'Send an org API key as Authorization: Bearer');
    }
    if (authorization !== `Bearer ${this.apiKey}`) {
      return error(401, 'INVALID_TOKEN', 'The credential is not valid');
    }

    const invalid = this.validate(
      found.operation,
      found.params,
      url.searchParams,
      record.body,
      text,
    );
    if (invalid) {
      record.invalid = invalid;
      return error(400, 'VALIDATION_FAILED', invalid);
    }

    const query = record.query;
    const body = record.body as Json;
    switch (found.operation.operationId as V2Operation) {
      case 'repositories.resolveByProviderUrl': {
        const key = query
          .providerUrl!.replace(/\.git$/, '')
          .replace(/\/+$/, '')
          .toLowerCase();
        const repository = this.repositories.get(key);
        if (!repository) {
          return error(404, 'PROVIDER_URL_NOT_FOUND', 'No repository matches that provider URL');
        }
        return json(200, { data: [repository], nextCursor: null, hasMore: false });
      }
      case 'pullRequests.resolveByCoordinates': {
        const numbers = (query.number ?? '').split(',').map(Number);
        const matches = [...this.pullRequests.values()]
          .filter(
            (p) => p.repositoryId === query.repositoryId && numbers.includes(p.number as number),
          )
          .sort((a, b) => (a.number as number) - (b.number as number))
          .map((p) => this.withUploads(p, numbers.length === 1));
        return json(200, { data: matches, nextCursor: null, hasMore: false });
      }
      case 'pullRequests.get': {
        const pr = this.pullRequests.get(found.params.id!);
        if (!pr) return error(404, 'PR_NOT_FOUND', `No pull request ${found.params.id}`);
        return json(200, this.withUploads(pr, true));
      }
      case 'mergeQueues.list': {
        const data = [...this.queues.values()].filter(
          (q) =>
            (!query.repositoryId || q.repositoryId === query.repositoryId) &&
            (!query.targetBranch || q.targetBranch === query.targetBranch),
        );
        return json(200, { data, nextCursor: null, hasMore: false });
      }
      case 'mergeQueues.create': {
        if (!this.repositoryById(body.repositoryId as string)) {
          return error(404, 'REPOSITORY_NOT_FOUND', 'No such repository');
        }
        if (this.queueOf(body.repositoryId as string, body.targetBranch as string)) {
          return error(
            409,
            'QUEUE_ALREADY_EXISTS',
            `A merge queue for ${body.targetBranch as string} already exists`,
          );
        }
        const id = this.addQueue(
          body.repositoryId as string,
          body.targetBranch as string,
          (body.mode as string | undefined) ?? 'queue',
          (body.concurrency as number | undefined) ?? 1,
        );
        return json(201, this.queues.get(id));
      }
      case 'impactedTargets.upload': {
        if (!this.repositoryById(body.repositoryId as string)) {
          return error(404, 'REPOSITORY_NOT_FOUND', 'No such repository');
        }
        this.uploads.set(`${body.repositoryId as string}#${body.number as number}`, body);
        res.writeHead(202);
        return void res.end();
      }
      case 'mergeQueueVerificationRuns.get': {
        const run = this.runs.get(found.params.id!);
        if (!run) {
          return error(404, 'VERIFICATION_RUN_NOT_FOUND', `No verification run ${found.params.id}`);
        }
        return json(200, run);
      }
      case 'pullRequests.listVerificationRuns': {
        const id = found.params.id!;
        if (!this.pullRequests.has(id)) return error(404, 'PR_NOT_FOUND', `No pull request ${id}`);
        // Newest first (the last added first among equal times); a list leaves out the targets.
        const all = [...this.runs.values()]
          .reverse()
          .filter((run) => (run.testedPullRequests as Json[]).some((pr) => pr.id === id))
          .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
          .map((run) =>
            Object.fromEntries(Object.entries(run).filter(([k]) => k !== 'impactedTargets')),
          );
        const start = Number(query.cursor ?? 0);
        const end = start + Number(query.limit ?? 25);
        const hasMore = all.length > end;
        return json(200, {
          data: all.slice(start, end),
          nextCursor: hasMore ? String(end) : null,
          hasMore,
        });
      }
      default:
        return this.queueOperation(
          found.operation.operationId as V2Operation,
          found.params.id!,
          body,
          {
            error,
            json,
            empty: (status: number) => {
              res.writeHead(status);
              res.end();
            },
          },
        );
    }
  }

  /** The entries of a queue that are in it now (not final), in the order it tests them. */
  activeEntries(queueId: string): Json[] {
    return [...this.pullRequests.values()]
      .filter((pr) => {
        const entry = pr.queueEntry as Json | undefined;
        return entry?.mergeQueueId === queueId && !FINAL_STATES.has(entry.state as string);
      })
      .sort((a, b) => this.rank(a) - this.rank(b));
  }

  private rank(pr: Json): number {
    const entry = pr.queueEntry as Json;
    return (
      ((entry.priorityValue as number | undefined) ?? 100) * 1e6 +
      (this.order.get(entry.id as string) ?? 0)
    );
  }

  /** Set a queue entry's state, as the engine does. */
  setEntryState(prId: string, state: string): void {
    const entry = this.pullRequests.get(prId)?.queueEntry as Json | undefined;
    if (!entry) throw new Error(`pull request ${prId} has no queue entry`);
    entry.state = state;
    entry.stateChangedAt = this.changedAt();
    entry.updatedAt = now();
    this.pullRequests.get(prId)!.isCurrentlySubmittedToQueue = !FINAL_STATES.has(state);
  }

  private allowed(...needed: string[]): string | undefined {
    return needed.find((permission) => this.permissions && !this.permissions.has(permission));
  }

  private queueOperation(
    operationId: V2Operation,
    id: string,
    body: Json | undefined,
    answer: {
      error: (status: number, code: string, message: string) => void;
      json: (status: number, value: unknown) => void;
      empty: (status: number) => void;
    },
  ): void {
    const { error, json } = answer;
    const denied = (permission: string) =>
      error(403, 'INSUFFICIENT_PERMISSIONS', `This key lacks the permission "${permission}"`);
    const stateChange = (queue: Json) =>
      json(200, {
        id: queue.id,
        state: queue.state,
        mode: queue.mode,
        pullRequestsUrl: queue.pullRequestsUrl,
      });
    const entryOf = (pr: Json) => pr.queueEntry as Json | undefined;

    if (
      operationId === 'pullRequests.reprioritize' ||
      operationId === 'pullRequests.updateQueueEntry'
    ) {
      return this.changeEntry(id, body ?? {}, answer);
    }
    if (operationId === 'pullRequests.dequeue' || operationId === 'pullRequests.restartTests') {
      const pr = this.pullRequests.get(id);
      if (!pr) return error(404, 'PR_NOT_FOUND', `No pull request ${id}`);
      const missing = this.allowed(PERMISSION.merge);
      if (missing) return denied(missing);
      const entry = entryOf(pr);
      if (!entry || FINAL_STATES.has(entry.state as string)) {
        return error(
          409,
          'PR_NOT_IN_ACTIVE_STATE',
          `Pull request #${pr.number as number} is not in an active queue state`,
        );
      }
      if (operationId === 'pullRequests.dequeue') {
        this.setEntryState(id, 'cancelled');
      } else {
        if (entry.state !== 'testing' && entry.state !== 'pendingFailure') {
          return error(
            422,
            'PR_TESTS_NOT_RESTARTABLE',
            `Tests cannot be restarted while the entry is ${entry.state as string}`,
          );
        }
        this.setEntryState(id, 'testing');
        entry.restarts = ((entry.restarts as number | undefined) ?? 0) + 1;
      }
      return json(200, this.withUploads(pr, true));
    }

    const queue = this.queues.get(id);
    if (!queue) return error(404, 'MERGE_QUEUE_NOT_FOUND', `No merge queue ${id}`);
    switch (operationId) {
      case 'mergeQueues.submitPullRequest': {
        const missing = this.allowed(
          PERMISSION.merge,
          ...(body?.priorityName !== undefined || body?.priorityValue !== undefined
            ? [PERMISSION.priority]
            : []),
          ...(body?.allowBatching === false ? [PERMISSION.skipBatching] : []),
        );
        if (missing) return denied(missing);
        const pr = [...this.pullRequests.values()].find(
          (p) => p.repositoryId === queue.repositoryId && p.number === body?.number,
        );
        if (!pr)
          return error(
            422,
            'PR_NOT_ENQUEUEABLE',
            `Pull request #${body?.number as number} is not open`,
          );
        const existing = entryOf(pr);
        if (existing && !FINAL_STATES.has(existing.state as string)) {
          return error(
            409,
            'PR_ALREADY_ENQUEUED',
            `Pull request #${pr.number as number} is already enqueued`,
          );
        }
        const priorityValue =
          (body?.priorityValue as number | undefined) ??
          PRIORITY_VALUES[(body?.priorityName as string | undefined) ?? 'medium'] ??
          100;
        pr.queueEntry = {
          id: (existing?.id as string | undefined) ?? randomUUID(),
          mergeQueueId: id,
          state: 'pending',
          stateChangedAt: this.changedAt(),
          priorityValue,
          ...(body?.priorityName !== undefined ? { priorityName: body.priorityName } : {}),
          skipsTheLine: priorityValue === 0,
          allowBatching: body?.allowBatching !== false,
          direct: false,
          readiness: {
            requiresImpactedTargets: false,
            doesBaseBranchMatch: true,
            mergeability: 'mergeable',
          },
          createdAt: now(),
          updatedAt: now(),
        };
        pr.isCurrentlySubmittedToQueue = true;
        this.order.set((pr.queueEntry as Json).id as string, ++this.submissions);
        return json(201, pr);
      }
      case 'mergeQueues.get':
        return json(200, queue);
      case 'mergeQueues.order': {
        const entries = this.activeEntries(id).filter((pr) => entryOf(pr)!.state !== 'notReady');
        const queued = (pr: Json) => ({
          id: pr.id,
          number: pr.number,
          sha: pr.sha,
          title: pr.title,
        });
        const testing = entries.filter((pr) => entryOf(pr)!.state !== 'pending');
        return json(200, {
          mode: queue.mode,
          queueState: queue.state,
          batchingEnabled: false,
          isolationResolved: true,
          hasCycle: false,
          batches: testing.map((pr) => ({
            verificationRunId: randomUUID(),
            state: entryOf(pr)!.state,
            isBisection: false,
            pullRequests: [queued(pr)],
          })),
          pending: entries
            .filter((pr) => entryOf(pr)!.state === 'pending')
            .map((pr) => ({
              pullRequest: queued(pr),
              schedulability: 'schedulable',
              directlyAhead: [],
              heldBy: [],
            })),
          awaitingAdmission: [],
          awaitingAdmissionTotal: 0,
        });
      }
      case 'mergeQueues.pause':
      case 'mergeQueues.resume':
      case 'mergeQueues.drain': {
        const missing = this.allowed(PERMISSION.settings);
        if (missing) return denied(missing);
        queue.state = {
          'mergeQueues.pause': 'paused',
          'mergeQueues.resume': 'running',
          'mergeQueues.drain': 'draining',
        }[operationId];
        queue.updatedAt = now();
        return stateChange(queue);
      }
      case 'mergeQueues.switchModes': {
        const missing = this.allowed(PERMISSION.settings);
        if (missing) return denied(missing);
        queue.mode = body?.mode;
        return stateChange(queue);
      }
      case 'mergeQueues.updateConfig': {
        const missing = this.allowed(PERMISSION.settings);
        if (missing) return denied(missing);
        queue.config = { ...(queue.config as Json), ...body };
        return json(200, queue);
      }
      case 'mergeQueues.delete': {
        const missing = this.allowed(PERMISSION.settings);
        if (missing) return denied(missing);
        if (this.activeEntries(id).length > 0) {
          return error(409, 'QUEUE_HAS_ACTIVE_ENTRIES', 'The queue still has active entries');
        }
        this.queues.delete(id);
        return answer.empty(204);
      }
      default:
        return error(404, 'NOT_FOUND', `The fake does not serve ${operationId}`);
    }
  }

  /**
   * POST /v2/pull-requests/{id}/reprioritize and PATCH …/queue-entry: a live entry's priority
   * (either name or value), batching and direct flag, each needing its key permission; the
   * entry keeps its state (a new priority restarts nothing) and its place follows its priority.
   */
  private changeEntry(
    id: string,
    body: Json,
    answer: {
      error: (status: number, code: string, message: string) => void;
      json: (status: number, value: unknown) => void;
    },
  ): void {
    const { error, json } = answer;
    const pr = this.pullRequests.get(id);
    if (!pr) return error(404, 'PR_NOT_FOUND', `No pull request ${id}`);
    const missing = this.allowed(
      ...(body.priorityName !== undefined || body.priorityValue !== undefined
        ? [PERMISSION.priority]
        : []),
      ...(body.allowBatching !== undefined ? [PERMISSION.skipBatching] : []),
      ...(body.direct !== undefined ? [PERMISSION.direct] : []),
    );
    if (missing) {
      return error(403, 'INSUFFICIENT_PERMISSIONS', `This key lacks the permission "${missing}"`);
    }
    const entry = pr.queueEntry as Json | undefined;
    if (!entry || FINAL_STATES.has(entry.state as string)) {
      return error(
        409,
        'PR_NOT_IN_ACTIVE_STATE',
        `Pull request #${pr.number as number} is not in an active queue state`,
      );
    }
    if (body.priorityName !== undefined) {
      const value = PRIORITY_VALUES[body.priorityName as string];
      if (value === undefined) {
        return error(400, 'VALIDATION_FAILED', `Unknown priority ${body.priorityName as string}`);
      }
      entry.priorityValue = value;
      entry.priorityName = body.priorityName;
    } else if (body.priorityValue !== undefined) {
      entry.priorityValue = body.priorityValue;
      delete entry.priorityName;
    }
    entry.skipsTheLine = entry.priorityValue === 0;
    if (body.allowBatching !== undefined) entry.allowBatching = body.allowBatching;
    if (body.direct !== undefined) entry.direct = body.direct;
    entry.updatedAt = now();
    return json(200, this.withUploads(pr, true));
  }

  /** hasImpactedTargets as the service resolves it: for single reads, from the uploads. */
  private withUploads(pr: Json, single: boolean): Json {
    const entry = pr.queueEntry as Json | undefined;
    if (!entry) return pr;
    const readiness = { ...(entry.readiness as Json) };
    if (!single) delete readiness.hasImpactedTargets;
    else if (readiness.hasImpactedTargets === undefined) {
      const upload = this.uploads.get(`${pr.repositoryId as string}#${pr.number as number}`);
      readiness.hasImpactedTargets = upload !== undefined && upload.sha === pr.sha;
    }
    return { ...pr, queueEntry: { ...entry, readiness } };
  }

  /** Why a request fails the description, or undefined. */
  private validate(
    operation: OperationSpec,
    params: Record<string, string>,
    search: URLSearchParams,
    body: unknown,
    text: string,
  ): string | undefined {
    const problems: string[] = [];
    const declared = operation.parameters ?? [];
    for (const name of new Set(search.keys())) {
      if (!declared.some((p) => p.in === 'query' && p.name === name)) {
        problems.push(`unknown query parameter ${name}`);
      }
    }
    for (const parameter of declared) {
      const raw = parameter.in === 'path' ? params[parameter.name] : search.get(parameter.name);
      if (raw === undefined || raw === null) {
        if (parameter.required)
          problems.push(`${parameter.in} parameter ${parameter.name} is required`);
        continue;
      }
      const value = parameter.schema.type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
      const validate = validator(parameter.schema);
      if (!validate(value)) problems.push(`${parameter.name}: ${problemsOf(validate)}`);
    }
    const oneOf = operation['x-exactly-one-of'];
    if (oneOf && oneOf.filter((name) => search.has(name)).length !== 1) {
      problems.push(`exactly one of ${oneOf.join(', ')} is required`);
    }
    for (const [name, needs] of Object.entries(operation['x-requires'] ?? {})) {
      if (search.has(name) && !search.has(needs)) problems.push(`${name} requires ${needs}`);
    }
    const bodySchema = operation.requestBody?.content['application/json'].schema;
    if (bodySchema) {
      if (typeof body !== 'object' || body === null) {
        problems.push(`the body is not a JSON object: ${text.slice(0, 80)}`);
      } else {
        const validate = validator(bodySchema);
        if (!validate(body)) problems.push(problemsOf(validate));
      }
    } else if (text !== '') {
      problems.push('this operation takes no body');
    }
    return problems.length > 0 ? problems.join('; ') : undefined;
  }
}
