/**
 * The v2 adapter over real HTTP against the fake v2 service, which checks every request and
 * answer against the trimmed v2 OpenAPI description.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readinessOf } from '../src/commands/get-pull-request.js';
import { InputError, type ServiceError } from '../src/errors.js';
import type { RetryInfo } from '../src/service/http/http.js';
import { v2Root } from '../src/route.js';
import { V2_MAX_IMPACTED_TARGETS } from '../src/service/limits.js';
import { V2Client, snakeCase } from '../src/service/v2/client.js';
import { FakeServiceV2 } from './support/fake-service-v2.js';
import { LoggingProxy, serviceTestLookup } from './support/logging-proxy.js';
import { serviceFailure } from './support/service-client.js';
import { TestClock } from './support/test-clock.js';

const repo = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };

const SHA = 'c0ffee'.padEnd(40, '0');

let service: FakeServiceV2;
let repositoryId: string;
let clock: TestClock;
let retries: RetryInfo[];
let logged: string[];

function client(overrides: Partial<ConstructorParameters<typeof V2Client>[0]> = {}) {
  return new V2Client({
    apiUrl: service.url,
    apiKey: service.apiKey,
    maxAttempts: 3,
    timeoutMs: 2000,
    baseDelayMs: 5,
    clock,
    onRetry: (info) => retries.push(info),
    log: (line) => logged.push(line),
    ...overrides,
  });
}

beforeEach(async () => {
  service = new FakeServiceV2();
  clock = new TestClock();
  retries = [];
  logged = [];
  service.onHang = () => clock.expire();
  await service.start();
  repositoryId = service.addRepository('octo-org', 'octo-repo');
});
afterEach(async () => {
  // Every request matched the v2 description, and so did every answer the fake gave.
  expect(service.requests.filter((r) => r.invalid).map((r) => r.invalid)).toEqual([]);
  expect(service.badAnswers).toEqual([]);
  await service.stop();
});

const upload = (impactedTargets: string[] | 'ALL', c = client()) =>
  c.uploadImpactedTargets({
    repo,
    pr: { number: 7, sha: SHA },
    targetBranch: 'main',
    impactedTargets,
  });

describe('v2 addresses', () => {
  it('https://api.trunk.io and https://api.trunk.io/v2 are one root; paths never get /v2/v2', () => {
    expect(v2Root('https://api.trunk.io')).toBe('https://api.trunk.io');
    expect(v2Root('https://api.trunk.io/v2')).toBe('https://api.trunk.io');
    expect(v2Root('https://api.trunk.io/v2/')).toBe('https://api.trunk.io');
    expect(v2Root('https://proxy.example/trunk')).toBe('https://proxy.example/trunk');
  });

  it('an api-url ending in /v2 reaches the same paths', async () => {
    await upload(['api'], client({ apiUrl: `${service.url}/v2` }));
    expect(service.requests.map((r) => r.path)).toEqual([
      '/v2/repositories',
      '/v2/impacted-targets',
    ]);
  });

  it('camelCase values read as the lower-case snake_case the outputs use', () => {
    expect(
      [
        'notReady',
        'testsPassed',
        'pendingFailure',
        'inProgress',
        'notMergeable',
        'trunkConfig',
      ].map(snakeCase),
    ).toEqual([
      'not_ready',
      'tests_passed',
      'pending_failure',
      'in_progress',
      'not_mergeable',
      'trunk_config',
    ]);
    expect(snakeCase('repoProviderBranchProtection')).toBe('repo_provider_branch_protection');
    expect(snakeCase('parked')).toBe('parked');
  });
});

describe('PUT /v2/impacted-targets', () => {
  it('a list goes as impactedTargets with the repository id, sha and number; Bearer key, no x-api-token', async () => {
    await upload(['api', 'web']);
    const [lookup, put] = service.requests;
    expect(lookup).toMatchObject({
      operationId: 'repositories.resolveByProviderUrl',
      query: { providerUrl: 'https://github.com/octo-org/octo-repo' },
    });
    expect(put).toMatchObject({ operationId: 'impactedTargets.upload', method: 'PUT' });
    expect(put?.body).toEqual({
      repositoryId,
      targetBranch: 'main',
      sha: SHA,
      number: 7,
      impactedTargets: ['api', 'web'],
    });
    for (const request of service.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${service.apiKey}`);
      expect(request.headers['x-api-token']).toBeUndefined();
    }
  });

  it(`the strict server refuses a list over the document's ${V2_MAX_IMPACTED_TARGETS} targets, as the service does`, async () => {
    const list = Array.from({ length: V2_MAX_IMPACTED_TARGETS + 1 }, (_, i) => `t${i}`);
    const error = await serviceFailure(upload(list));
    expect(error.status).toBe(400);
    expect(error.message).toContain('VALIDATION_FAILED');
    expect(error.message).toContain(`must NOT have more than ${V2_MAX_IMPACTED_TARGETS} items`);
    expect(service.requests.at(-1)?.invalid).toBeDefined();
    service.requests.length = 0;
    await upload(list.slice(1));
    expect(service.uploadFor(repositoryId, 7)?.impactedTargets).toHaveLength(
      V2_MAX_IMPACTED_TARGETS,
    );
  });

  it('ALL is impactsAllTargets: true; an empty list is a valid upload of nothing; 202 is success', async () => {
    await upload('ALL');
    expect(service.uploadFor(repositoryId, 7)).toMatchObject({ impactsAllTargets: true });
    expect(service.uploadFor(repositoryId, 7)).not.toHaveProperty('impactedTargets');
    await upload([]);
    expect(service.uploadFor(repositoryId, 7)).toMatchObject({ impactedTargets: [] });
    expect(service.uploadFor(repositoryId, 7)).not.toHaveProperty('impactsAllTargets');
  });

  it('the repository id is looked up once per run', async () => {
    const c = client();
    await upload(['a'], c);
    await upload(['b'], c);
    await c.createQueue({ repo, targetBranch: 'release' });
    expect(service.requestsTo('repositories.resolveByProviderUrl')).toHaveLength(1);
  });

  it('a 429 from the edge with no envelope is retried after Retry-After', async () => {
    service.inject('impactedTargets.upload', {
      raw: {
        status: 429,
        headers: { 'retry-after': '2', 'content-type': 'text/plain' },
        body: 'slow down',
      },
    });
    await upload(['api']);
    expect(service.requestsTo('impactedTargets.upload')).toHaveLength(2);
    expect(retries).toEqual([
      expect.objectContaining({ delayMs: 2000, reason: '429 Too Many Requests' }),
    ]);
  });

  it('403 says which key permission uploads need, with the code and X-Request-Id', async () => {
    service.inject('impactedTargets.upload', {
      status: 403,
      code: 'INSUFFICIENT_PERMISSIONS',
      message: 'The key may not write merge queues',
    });
    const error = await serviceFailure(upload(['api']));
    const [, put] = service.requests;
    expect(error.message).toContain('setImpactedTargets (PUT /v2/impacted-targets)');
    expect(error.message).toContain(
      '403 Forbidden: "INSUFFICIENT_PERMISSIONS: The key may not write merge queues"',
    );
    expect(error.message).toContain('"Merge and cancel PRs"');
    expect(error.message).toContain(`(X-Request-Id: ${put!.requestId})`);
    expect(error.code).toBe('INSUFFICIENT_PERMISSIONS');
    expect(service.requestsTo('impactedTargets.upload')).toHaveLength(1);
  });

  it('401: a v1 token is not a v2 key, and the message says so', async () => {
    const error = await serviceFailure(upload(['api'], client({ apiKey: 'v1-token-abc' })));
    expect(error.status).toBe(401);
    expect(error.message).toContain('INVALID_TOKEN');
    expect(error.message).toContain(
      'a v1 token works only with the v1 API (api-version set to v1)',
    );
    expect(service.requests).toHaveLength(1);
  });

  it('an unknown repository is a failure that says what to check, not "not found"', async () => {
    const error = await serviceFailure(
      upload(['api'], client()).then(() =>
        client().uploadImpactedTargets({
          repo: { ...repo, name: 'elsewhere' },
          pr: { number: 1, sha: SHA },
          targetBranch: 'main',
          impactedTargets: [],
        }),
      ),
    );
    expect(error.message).toContain('PROVIDER_URL_NOT_FOUND');
    expect(error.message).toContain('that the repository is connected to the service');
    expect(error.message).toMatch(/X-Request-Id: req_\d+_/);
    expect(error.notFound).toBe(false);
  });

  it('a repository answer of the wrong shape is a clear error, not a crash', async () => {
    service.inject('repositories.resolveByProviderUrl', {
      raw: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"data":[{"id":7}]}',
      },
    });
    const error = await serviceFailure(upload(['api']));
    expect(error.message).toContain(
      'does not have the expected shape (data.0.id: expected a non-empty string)',
    );
    expect(service.requestsTo('impactedTargets.upload')).toEqual([]);
  });

  it('an unknown error code is reported with its status, not crashed on', async () => {
    service.inject('impactedTargets.upload', {
      status: 409,
      code: 'SOMETHING_NEW_IN_V2',
      message: 'A reason this action has never heard of',
    });
    const error = await serviceFailure(upload(['api']));
    expect(error.message).toContain(
      '409 Conflict: "SOMETHING_NEW_IN_V2: A reason this action has never heard of"',
    );
    expect(error.message).toContain('The request was refused');
  });

  it('garbage instead of an envelope is quoted as it came', async () => {
    service.inject('impactedTargets.upload', {
      raw: { status: 400, body: '<html>proxy error</html>' },
    });
    const error = await serviceFailure(upload(['api']));
    expect(error.message).toContain('400 Bad Request: "<html>proxy error</html>"');
  });
});

describe('GET /v2/pull-requests', () => {
  const read = (c = client(), targetBranch = 'main') =>
    c.getPullRequest({ repo, pr: { number: 7 }, targetBranch });

  it('every queue state reads as the lower-case v1 state', async () => {
    const states = {
      notReady: 'not_ready',
      pending: 'pending',
      testing: 'testing',
      testsPassed: 'tests_passed',
      merged: 'merged',
      failed: 'failed',
      cancelled: 'cancelled',
      pendingFailure: 'pending_failure',
    };
    for (const [v2, v1] of Object.entries(states)) {
      service.addPullRequest(repositoryId, { number: 7, entry: { state: v2 } });
      expect((await read()).state, v2).toBe(v1);
    }
  });

  it('the record keeps the v1 field names; what v2 does not answer stays out', async () => {
    service.addPullRequest(repositoryId, {
      number: 7,
      title: 'Add login',
      sha: SHA,
      author: 'mona',
      entry: { state: 'pending', priorityName: 'high', priorityValue: 50 },
    });
    const pr = await read();
    expect(pr).toMatchObject({
      state: 'pending',
      prNumber: 7,
      prTitle: 'Add login',
      prSha: SHA,
      prBaseBranch: 'main',
      prAuthor: 'mona',
      priorityName: 'high',
      priorityValue: 50,
      skipTheLine: false,
      isCurrentlySubmittedToQueue: true,
      readiness: { doesBaseBranchMatch: true, gitHubMergeability: 'mergeable' },
    });
    expect(pr).not.toHaveProperty('forceEnqueued');
  });

  it("id is the queue entry's id, as on v1; the pull request's own id is pullRequestId", async () => {
    const id = service.addPullRequest(repositoryId, { number: 7, entry: { state: 'pending' } });
    const entryId = (service.pullRequests.get(id)?.queueEntry as { id: string }).id;
    expect(entryId).not.toBe(id);
    const pr = await read();
    expect(pr.id).toBe(entryId);
    expect(pr.pullRequestId).toBe(id);
  });

  it('each readiness reason, as v1 gives it', async () => {
    const cases: [object, string[]][] = [
      [{}, []],
      [{ doesBaseBranchMatch: false }, ['base-branch-mismatch']],
      [{ mergeability: 'notMergeable' }, ['not-mergeable']],
      [{ mergeability: 'inProgress' }, ['mergeability-pending']],
      [{ mergeability: 'unspecified' }, ['mergeability-pending']],
      [{ requiresImpactedTargets: true, hasImpactedTargets: false }, ['impacted-targets-missing']],
      [{ requiresImpactedTargets: true, hasImpactedTargets: true }, []],
    ];
    for (const [readiness, reasons] of cases) {
      service.addPullRequest(repositoryId, { number: 7, entry: { state: 'notReady', readiness } });
      expect(readinessOf((await read()).readiness), JSON.stringify(readiness)).toEqual(reasons);
    }
  });

  it('hasImpactedTargets follows the uploads for the head sha', async () => {
    service.addPullRequest(repositoryId, {
      number: 7,
      sha: SHA,
      entry: { state: 'notReady', readiness: { requiresImpactedTargets: true } },
    });
    const c = client();
    expect((await read(c)).readiness?.hasImpactedTargets).toBe(false);
    await upload(['api'], c);
    expect((await read(c)).readiness?.hasImpactedTargets).toBe(true);
  });

  it('not indexed, never submitted, in another queue, or no queue at all: not submitted', async () => {
    const notFound = async (why: RegExp, targetBranch = 'main') => {
      const error = await serviceFailure(read(client(), targetBranch));
      expect(error.notFound).toBe(true);
      expect(error.message).toMatch(why);
    };
    await notFound(/has not indexed it/);
    service.addPullRequest(repositoryId, { number: 7 });
    await notFound(/never been submitted/);
    service.addQueue(repositoryId, 'main');
    service.addPullRequest(repositoryId, {
      number: 7,
      baseBranch: 'main',
      entry: { state: 'pending', targetBranch: 'release/2.x' },
    });
    await notFound(/in the queue of another branch/);
    await notFound(/there is no queue for hotfix/, 'hotfix');
    expect((await read(client(), 'release/2.x')).state).toBe('pending');
  });

  it('ids are looked up once: later reads (a wait) are one GET /v2/pull-requests/{id} each', async () => {
    const id = service.addPullRequest(repositoryId, { number: 7, entry: { state: 'notReady' } });
    const c = client();
    await read(c);
    await read(c);
    await read(c);
    expect(service.requests.map((r) => r.operationId)).toEqual([
      'repositories.resolveByProviderUrl',
      'pullRequests.resolveByCoordinates',
      'mergeQueues.list',
      'pullRequests.get',
      'pullRequests.get',
    ]);
    expect(service.requestsTo('pullRequests.get')[0]?.path).toBe(`/v2/pull-requests/${id}`);
  });

  it('a queue created while a wait reads is found on the next read', async () => {
    const id = service.addPullRequest(repositoryId, { number: 7, entry: { state: 'pending' } });
    const queue = (service.pullRequests.get(id)!.queueEntry as { mergeQueueId: string })
      .mergeQueueId;
    service.queues.delete(queue);
    const c = client();
    expect((await serviceFailure(read(c))).message).toContain('there is no queue for main');
    service.addQueue(repositoryId, 'main');
    const created = service.queueOf(repositoryId, 'main')!;
    (service.pullRequests.get(id)!.queueEntry as { mergeQueueId: string }).mergeQueueId =
      created.id as string;
    expect((await read(c)).state).toBe('pending');
    expect(service.requestsTo('mergeQueues.list')).toHaveLength(2);
  });

  it('an unknown state and unknown fields are tolerated and passed through', async () => {
    const id = service.addPullRequest(repositoryId, { number: 7, entry: { state: 'notReady' } });
    const record = service.pullRequests.get(id)!;
    const queueEntry = record.queueEntry as Record<string, unknown>;
    service.inject('pullRequests.resolveByCoordinates', {
      raw: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          data: [
            {
              ...record,
              somethingNew: { nested: true },
              queueEntry: {
                ...queueEntry,
                state: 'parkedForLater',
                readiness: {
                  requiresImpactedTargets: false,
                  doesBaseBranchMatch: true,
                  mergeability: 'blockedByPolicy',
                },
              },
            },
          ],
          nextCursor: null,
          hasMore: false,
        }),
      },
    });
    const pr = await read();
    expect(pr.state).toBe('parked_for_later');
    expect(pr.readiness?.gitHubMergeability).toBe('blocked_by_policy');
    expect(readinessOf(pr.readiness)).toEqual(['mergeability-pending']);
  });

  it('an answer of the wrong shape is a clear error with the request id', async () => {
    service.inject('pullRequests.resolveByCoordinates', {
      raw: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"data": "nope"}',
      },
    });
    const error = await serviceFailure(read());
    expect(error.message).toContain('does not have the expected shape');
    expect(error.message).toMatch(/X-Request-Id: req_/);
  });
});

describe('GET /v2/merge-queue-verification-runs/{id}', () => {
  const RUN = {
    id: '5df78918-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    testBranch: 'trunk-merge/pr-7/5df78918-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    testBranchSha: 'b'.repeat(40),
    status: 'inProgress',
    requiredStatusesSource: 'mergeInstance',
    requiredStatuses: ['build', 'lint', 'deploy', 'ci/legacy'],
    checks: [
      {
        id: '1',
        name: 'build',
        kind: 'checkRun',
        status: 'completed',
        conclusion: 'failure',
        providerStatus: 'COMPLETED',
        providerConclusion: 'FAILURE',
        url: 'https://ci.example/build',
        provider: 'github',
      },
      {
        id: '2',
        name: 'lint',
        kind: 'checkRun',
        status: 'completed',
        conclusion: 'neutral',
        providerConclusion: 'STALE',
        url: null,
        provider: 'github',
      },
      {
        id: '3',
        name: 'deploy',
        kind: 'checkRun',
        status: 'queued',
        conclusion: 'neutral',
        providerStatus: 'WAITING',
        url: null,
        provider: 'github',
      },
      {
        id: '4',
        name: 'ci/legacy',
        kind: 'statusCheck',
        status: 'completed',
        conclusion: 'success',
        providerConclusion: 'SUCCESS',
        url: 'https://ci.example/legacy',
        provider: 'github',
      },
    ],
    testedPullRequests: [
      {
        id: 'x',
        number: 7,
        sha: SHA,
        title: 'Add login',
        url: 'https://github.com/octo-org/octo-repo/pull/7',
      },
    ],
    dependentPullRequests: [{ id: 'y', number: 5, sha: SHA, title: 'Earlier' }],
    impactedTargets: {
      all: { impactsAllTargets: false, impactedTargets: ['api', 'web'], totalImpactedTargets: 2 },
      testedPullRequestsOnly: {
        impactsAllTargets: false,
        impactedTargets: ['api'],
        totalImpactedTargets: 1,
      },
    },
  };

  it('reads as the v1 test run: status, source, check runs and statuses, PRs, targets', async () => {
    service.addRun(RUN);
    const run = await client().getTestRun({
      repo,
      testRunId: RUN.id,
      targetBranch: 'main',
    });
    expect(run).toMatchObject({
      status: 'in_progress',
      requiredStatusesSource: 'merge_instance',
      testBranch: RUN.testBranch,
      testBranchSha: RUN.testBranchSha,
      requiredStatuses: RUN.requiredStatuses,
      checkSuites: [
        {
          checkRuns: [
            {
              name: 'build',
              status: 'completed',
              conclusion: 'failure',
              url: 'https://ci.example/build',
            },
            { name: 'lint', status: 'completed', conclusion: 'stale' },
            { name: 'deploy', status: 'queued', conclusion: null },
          ],
        },
      ],
      statusChecks: [{ context: 'ci/legacy', state: 'success', url: 'https://ci.example/legacy' }],
      testedPullRequests: [{ prNumber: 7, title: 'Add login' }],
      dependentPrs: [5],
      impactedTargets: ['api', 'web'],
      impactedTargetsForTestedPrs: ['api'],
    });
    // The repository is not looked up: the run's id addresses it.
    expect(service.requests.map((r) => r.operationId)).toEqual(['mergeQueueVerificationRuns.get']);
  });

  it('ALL, a truncated list (run everything), and no upload at all', async () => {
    const read = async (impactedTargets: unknown) => {
      service.addRun({ ...RUN, impactedTargets });
      return client().getTestRun({
        repo,
        testRunId: RUN.id,
        targetBranch: 'main',
      });
    };
    expect(
      (
        await read({
          all: { impactsAllTargets: true, impactedTargets: [], totalImpactedTargets: 0 },
        })
      ).impactedTargets,
    ).toEqual(['ALL']);
    expect(
      (
        await read({
          all: { impactsAllTargets: false, impactedTargets: ['a'], totalImpactedTargets: 250000 },
        })
      ).impactedTargets,
    ).toEqual(['a', 'ALL']);
    const none = { ...RUN } as Record<string, unknown>;
    delete none.impactedTargets;
    service.addRun(none);
    const run = await client().getTestRun({
      repo,
      testRunId: RUN.id,
      targetBranch: 'main',
    });
    expect(run.impactedTargets).toBeUndefined();
    expect(run.impactedTargetsForTestedPrs).toBeUndefined();
  });

  it("a bisection branch whose id names its parent batch: its own run, found through the pull request's runs", async () => {
    const prId = service.addPullRequest(repositoryId, { number: 7, sha: SHA });
    const tested = [{ ...RUN.testedPullRequests[0]!, id: prId }];
    const bisectionId = '9e8d7c6b-5a49-4838-a7b6-c5d4e3f2a1b0';
    const branch = `${RUN.testBranch}-bisection`;
    service.addRun({ ...RUN, testedPullRequests: tested });
    service.addRun({
      ...RUN,
      id: bisectionId,
      isBisection: true,
      testBranch: branch,
      testedPullRequests: tested,
      impactedTargets: {
        all: { impactsAllTargets: false, impactedTargets: ['api'], totalImpactedTargets: 1 },
      },
    });
    const run = await client().getTestRun({
      repo,
      testRunId: `${RUN.id}-bisection`,
      targetBranch: 'main',
      testBranch: branch,
    });
    expect(run).toMatchObject({ testBranch: branch, impactedTargets: ['api'] });
    expect(service.requests.map((r) => [r.path, r.query])).toEqual([
      [`/v2/merge-queue-verification-runs/${RUN.id}`, {}],
      [`/v2/pull-requests/${prId}/verification-runs`, { limit: '100' }],
      [`/v2/merge-queue-verification-runs/${bisectionId}`, {}],
    ]);
    // No run of that branch among the pull request's runs: the run read comes back as it is,
    // and get-test-run refuses it (commands.test.ts); nothing else is tried.
    service.runs.delete(bisectionId);
    service.requests.length = 0;
    const parent = await client().getTestRun({
      repo,
      testRunId: `${RUN.id}-bisection`,
      targetBranch: 'main',
      testBranch: branch,
    });
    expect(parent.testBranch).toBe(RUN.testBranch);
    expect(service.requests).toHaveLength(2);
    // The run of the branch itself needs no search.
    service.requests.length = 0;
    await client().getTestRun({
      repo,
      testRunId: RUN.id,
      targetBranch: 'main',
      testBranch: RUN.testBranch,
    });
    expect(service.requests).toHaveLength(1);
  });

  it('a -bisection test branch reads the run by its uuid; an unknown id is a 404 that says so', async () => {
    service.addRun(RUN);
    await client().getTestRun({
      repo,
      testRunId: `${RUN.id}-bisection`,
      targetBranch: 'main',
    });
    expect(service.requests[0]?.path).toBe(`/v2/merge-queue-verification-runs/${RUN.id}`);
    const error = await serviceFailure(
      client().getTestRun({ repo, testRunId: 'missing', targetBranch: 'main' }),
    );
    expect(error.message).toContain('VERIFICATION_RUN_NOT_FOUND');
    expect(error.message).toContain('check test-run-id');
  });
});

describe('POST /v2/merge-queues', () => {
  it('creates with mode and concurrency in v2 terms (parallel is graph); 409 is alreadyExists', async () => {
    await client().createQueue({ repo, targetBranch: 'main', mode: 'parallel', concurrency: 5 });
    expect(service.requestsTo('mergeQueues.create')[0]?.body).toEqual({
      repositoryId,
      targetBranch: 'main',
      mode: 'graph',
      concurrency: 5,
    });
    const error = await serviceFailure(
      client().createQueue({ repo, targetBranch: 'main', mode: 'single' }),
    );
    expect(error.alreadyExists).toBe(true);
    expect(error.status).toBe(409);
    expect(service.requestsTo('mergeQueues.create')[1]?.body).toMatchObject({ mode: 'queue' });
  });

  it('a create that timed out is read back, not sent again', async () => {
    // The first write happened, but the answer never came.
    service.onHang = (request) => {
      const body = request.body as { repositoryId: string; targetBranch: string };
      service.addQueue(body.repositoryId, body.targetBranch);
      clock.expire();
    };
    service.inject('mergeQueues.create', { hang: true });
    await client().createQueue({ repo, targetBranch: 'main' });
    expect(service.requestsTo('mergeQueues.create')).toHaveLength(1);
    expect(service.requestsTo('mergeQueues.list')[0]?.query).toEqual({
      repositoryId,
      targetBranch: 'main',
    });
    expect(logged.join('\n')).toContain('reading the queues back shows the main queue exists');
    // And when it did not happen, the timeout is the answer.
    service.onHang = () => clock.expire();
    service.inject('mergeQueues.create', { hang: true });
    const error = await serviceFailure(client().createQueue({ repo, targetBranch: 'other' }));
    expect(error.kind).toBe('timeout');
  });

  it("concurrency over v2's 1000 is an input error before anything is sent", async () => {
    const error = await client()
      .createQueue({ repo, targetBranch: 'main', concurrency: 5000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toContain('from 1 to 1000');
    expect(service.requests).toEqual([]);
  });
});

describe('a 404 is "not found" only in v2\'s words', () => {
  it('a code that names the record is not found; the repository is a failure; anything else names the address', async () => {
    service.addQueue(repositoryId, 'main');
    // MERGE_QUEUE_NOT_FOUND from the queue's own read: the record is not there.
    service.inject('mergeQueues.get', { status: 404, code: 'MERGE_QUEUE_NOT_FOUND' });
    const gone = await serviceFailure(client().getQueue({ repo, targetBranch: 'main' }));
    expect(gone.notFound).toBe(true);
    // The repository unknown: the service's words, but a failure (nothing can be read).
    service.inject('repositories.resolveByProviderUrl', {
      status: 404,
      code: 'PROVIDER_URL_NOT_FOUND',
    });
    const unknown = await serviceFailure(client().getQueue({ repo, targetBranch: 'main' }));
    expect(unknown.notFound).toBe(false);
    expect(unknown.repositoryUnknown).toBe(true);
    // NOT_FOUND (no route), no envelope, an HTML page: not the service's answer.
    for (const [fault, words] of [
      [{ status: 404, code: 'NOT_FOUND' }, /JSON \{"error":\{"code":"NOT_FOUND"/],
      [
        { raw: { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>404</h1>' } },
        /an HTML page/,
      ],
      [
        {
          raw: {
            status: 404,
            headers: { 'content-type': 'application/json' },
            body: '{"message":"Not Found"}',
          },
        },
        /JSON \{"message":"Not Found"\}/,
      ],
    ] as const) {
      service.inject('repositories.resolveByProviderUrl', fault);
      const said = await serviceFailure(client().getQueue({ repo, targetBranch: 'main' }));
      expect(said.notFound).toBe(false);
      expect(said.message).toMatch(words);
      expect(said.message).toMatch(
        new RegExp(
          `${service.url}/v2/repositories answered 404 Not Found with [^]*which is not the service's answer[^]*MERGE_QUEUE_NOT_FOUND`,
        ),
      );
    }
  });
});

describe('failures over the transport', () => {
  it('5xx with the envelope is retried up to max-attempts and quoted with its request id', async () => {
    service.always('repositories.resolveByProviderUrl', {
      status: 503,
      code: 'UPSTREAM_ERROR',
      message: 'merge service unavailable',
    });
    const error: ServiceError = await serviceFailure(upload(['api']));
    expect(service.requests).toHaveLength(3);
    expect(error.message).toContain(
      'setImpactedTargets (GET /v2/repositories): the service answered 503',
    );
    expect(error.message).toContain('UPSTREAM_ERROR: merge service unavailable');
    expect(error.message).toContain(`X-Request-Id: ${service.requests[2]!.requestId}`);
  });
});

describe("the transport's rules hold on v2", () => {
  it('HTTP_PROXY: GET and PUT go through the proxy with absolute URLs; NO_PROXY bypasses it', async () => {
    const proxy = new LoggingProxy(() => service.port);
    await proxy.start();
    try {
      const viaProxy = (env: Record<string, string>) =>
        client({ apiUrl: `http://service.test:${service.port}`, env, lookup: serviceTestLookup });
      await upload(['api'], viaProxy({ HTTP_PROXY: proxy.url }));
      expect(proxy.log.map((l) => `${l.method} ${l.target}`)).toEqual([
        `GET http://service.test:${service.port}/v2/repositories?providerUrl=${encodeURIComponent('https://github.com/octo-org/octo-repo')}`,
        `PUT http://service.test:${service.port}/v2/impacted-targets`,
      ]);
      expect(service.uploadFor(repositoryId, 7)).toMatchObject({ impactedTargets: ['api'] });
      await upload(['web'], viaProxy({ HTTP_PROXY: proxy.url, NO_PROXY: 'service.test' }));
      expect(proxy.log).toHaveLength(2);
      expect(service.uploadFor(repositoryId, 7)).toMatchObject({ impactedTargets: ['web'] });
    } finally {
      await proxy.stop();
    }
  });

  it('a redirect is not followed: the key goes nowhere else', async () => {
    service.always('repositories.resolveByProviderUrl', {
      raw: { status: 307, headers: { location: 'http://127.0.0.1:9/steal' }, body: '' },
    });
    const error = await serviceFailure(upload(['api']));
    expect(error.message).toContain('(a redirect), which is not followed');
    expect(error.message).toContain('such as https://api.trunk.io');
    expect(service.requests).toHaveLength(1);
  });
});
