import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceClient, parseRetryAfter, type RetryInfo } from '../src/service/v1/client.js';
import { FakeService } from './support/fake-service.js';
import { serviceFailure } from './support/service-client.js';
import { TestClock } from './support/test-clock.js';

const repo = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };

let service: FakeService;
let retries: RetryInfo[];
let clock: TestClock;

function client(overrides: Partial<ConstructorParameters<typeof ServiceClient>[0]> = {}) {
  return new ServiceClient({
    apiUrl: service.url,
    auth: { kind: 'token' },
    apiToken: service.apiToken,
    maxAttempts: 4,
    timeoutMs: 2000,
    baseDelayMs: 5,
    clock,
    onRetry: (info) => retries.push(info),
    ...overrides,
  });
}

const failure = serviceFailure;

beforeEach(async () => {
  service = new FakeService();
  retries = [];
  clock = new TestClock();
  // A request left hanging runs out of time at once: no test waits on the wall clock.
  service.onHang = () => clock.expire();
  await service.start();
});
afterEach(async () => {
  await service.stop();
});

describe('request bodies', () => {
  it('setImpactedTargets sends pr.number as a JSON integer and a string array', async () => {
    await client().uploadImpactedTargets({
      repo,
      pr: { number: 42, sha: 'abc123' },
      targetBranch: 'main',
      impactedTargets: ['api', 'web'],
    });
    const [request] = service.requestsTo('setImpactedTargets');
    expect(request?.body).toEqual({
      repo,
      pr: { number: 42, sha: 'abc123' },
      targetBranch: 'main',
      impactedTargets: ['api', 'web'],
    });
    expect(request?.headers['x-api-token']).toBe(service.apiToken);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(service.uploadFor(repo, 'main', 42)).toEqual({
      sha: 'abc123',
      impactedTargets: ['api', 'web'],
    });
  });

  it('setImpactedTargets sends ALL as the bare string', async () => {
    await client().uploadImpactedTargets({
      repo,
      pr: { number: 7, sha: 'def' },
      targetBranch: 'main',
      impactedTargets: 'ALL',
    });
    expect(
      (service.requestsTo('setImpactedTargets')[0]?.body as { impactedTargets: unknown })
        .impactedTargets,
    ).toBe('ALL');
  });

  it('getSubmittedPullRequest sends repo, pr by its number alone, and targetBranch', async () => {
    service.addPullRequest(repo, 'main', { prNumber: 5, prTitle: 't', state: 'pending' });
    // A caller's stray key (what get-pull-request used to add) never reaches the wire.
    const request = { repo, pr: { number: 5, branch: 'feature' }, targetBranch: 'main' };
    await client().getPullRequest(request);
    expect(service.requestsTo('getSubmittedPullRequest')[0]?.body).toEqual({
      repo,
      pr: { number: 5 },
      targetBranch: 'main',
    });
  });

  it('the strict v1 server refuses pr with number and branch together, as the v1 document does', async () => {
    service.addPullRequest(repo, 'main', { prNumber: 5, prTitle: 't' }, 'feature');
    const post = (pr: object) =>
      fetch(`${service.url}/getSubmittedPullRequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': service.apiToken },
        body: JSON.stringify({ repo, pr, targetBranch: 'main' }),
      });
    const both = await post({ number: 5, branch: 'feature' });
    expect(both.status).toBe(400);
    expect(await both.text()).toContain('exactly one of number or branch, not both');
    // Either key alone is what the document allows.
    expect((await post({ number: 5 })).status).toBe(200);
    expect((await post({ branch: 'feature' })).status).toBe(200);
    expect((await post({})).status).toBe(400);
    // The other operations take number alone: a branch beside it is refused.
    const upload = await fetch(`${service.url}/setImpactedTargets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': service.apiToken },
      body: JSON.stringify({
        repo,
        pr: { number: 5, sha: 'abc', branch: 'feature' },
        targetBranch: 'main',
        impactedTargets: [],
      }),
    });
    expect(upload.status).toBe(400);
  });

  it('getMergeQueueTestingDetails sends repo, testRunId and targetBranch', async () => {
    service.addTestRun(repo, 'main', 'run-1', {
      requiredStatuses: [],
      testBranch: 'trunk-merge/pr-1/run-1',
      testBranchSha: 'aaa',
      checkSuites: [],
      statusChecks: [],
      testedPullRequests: [],
    });
    const run = await client().getTestRun({
      repo,
      testRunId: 'run-1',
      targetBranch: 'main',
    });
    expect(run.testBranch).toBe('trunk-merge/pr-1/run-1');
    expect(service.requestsTo('getMergeQueueTestingDetails')[0]?.body).toEqual({
      repo,
      testRunId: 'run-1',
      targetBranch: 'main',
    });
  });

  it('createQueue sends mode and concurrency only when given', async () => {
    await client().createQueue({ repo, targetBranch: 'main', mode: 'parallel', concurrency: 3 });
    await client().createQueue({ repo, targetBranch: 'release' });
    const [first, second] = service.requestsTo('createQueue');
    expect(first?.body).toEqual({ repo, targetBranch: 'main', mode: 'parallel', concurrency: 3 });
    expect(second?.body).toEqual({ repo, targetBranch: 'release' });
    expect(service.queues.get('github.com/octo-org/octo-repo@main')).toEqual({
      mode: 'parallel',
      concurrency: 3,
    });
  });

  it('fork mode sends x-forked-workflow-run-id and no token', async () => {
    service.forkRunIds.add('98765');
    await client({
      apiToken: '',
      auth: { kind: 'fork-run', runId: '98765' },
    }).uploadImpactedTargets({
      repo,
      pr: { number: 3, sha: 'abc' },
      targetBranch: 'main',
      impactedTargets: [],
    });
    const [request] = service.requestsTo('setImpactedTargets');
    expect(request?.headers['x-forked-workflow-run-id']).toBe('98765');
    expect(request?.headers['x-api-token']).toBeUndefined();
  });
});

describe('response variants', () => {
  it('reads upper-case enums as lower-case and keeps unknown fields and enum values', async () => {
    service.addPullRequest(repo, 'main', {
      prNumber: 9,
      prTitle: 'Add thing',
      state: 'NOT_READY',
      readiness: {
        requiresImpactedTargets: true,
        doesBaseBranchMatch: true,
        gitHubMergeability: 'MERGEABLE',
        somethingNew: 'kept',
      },
      futureField: { nested: 1 },
    });
    const pr = await client().getPullRequest({
      repo,
      pr: { number: 9 },
      targetBranch: 'main',
    });
    expect(pr.state).toBe('not_ready');
    expect(pr.readiness?.gitHubMergeability).toBe('mergeable');
    expect(pr.readiness?.hasImpactedTargets).toBeUndefined();
    expect((pr.readiness as Record<string, unknown>).somethingNew).toBe('kept');
    expect((pr as Record<string, unknown>).futureField).toEqual({ nested: 1 });

    service.addPullRequest(repo, 'main', { prNumber: 10, state: 'ON_HOLD_NEW_STATE' });
    const other = await client().getPullRequest({
      repo,
      pr: { number: 10 },
      targetBranch: 'main',
    });
    expect(other.state).toBe('on_hold_new_state');
    expect(other.readiness).toBeUndefined();
  });

  it('reads a test run with upper-case enums, trunk_config source and absent optional lists', async () => {
    service.addTestRun(repo, 'main', 'r2', {
      requiredStatuses: ['build'],
      requiredStatusesSource: 'TRUNK_CONFIG',
      testBranch: 'trunk-merge/pr-2/r2',
      testBranchSha: 'bbb',
      status: 'IN_PROGRESS',
      checkSuites: [
        {
          checkRuns: [
            { name: 'build', url: 'https://x', status: 'COMPLETED', conclusion: 'SUCCESS' },
          ],
        },
      ],
      statusChecks: [{ context: 'lint', state: 'PENDING' }],
      testedPullRequests: [{ prNumber: 2, prUrl: 'https://github.com/o/r/pull/2', title: 'T' }],
      extra: true,
    });
    const run = await client().getTestRun({
      repo,
      testRunId: 'r2',
      targetBranch: 'main',
    });
    expect(run.status).toBe('in_progress');
    expect(run.requiredStatusesSource).toBe('trunk_config');
    expect(run.checkSuites[0]?.checkRuns[0]?.conclusion).toBe('success');
    expect(run.statusChecks[0]?.state).toBe('pending');
    expect(run.impactedTargets).toBeUndefined();
    expect((run as Record<string, unknown>).extra).toBe(true);
  });

  it('a response missing a field the seed requires is a clear error', async () => {
    service.addTestRun(repo, 'main', 'bad', { requiredStatuses: [], testBranch: 'x' });
    const error = await failure(
      client().getTestRun({ repo, testRunId: 'bad', targetBranch: 'main' }),
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('testBranchSha');
    expect(service.requests).toHaveLength(1);
  });
});

describe('faults', () => {
  const read = () => client().getPullRequest({ repo, pr: { number: 1 }, targetBranch: 'main' });
  beforeEach(() => service.addPullRequest(repo, 'main', { prNumber: 1, state: 'pending' }));

  it('two 5xx then success makes 3 requests', async () => {
    service.inject('getSubmittedPullRequest', { status: 502 }, { status: 503 });
    const pr = await read();
    expect(pr.state).toBe('pending');
    expect(service.requests).toHaveLength(3);
    expect(retries.map((r) => r.reason)).toEqual(['502 Bad Gateway', '503 Service Unavailable']);
  });

  it('429 with Retry-After: 1 waits the second, then succeeds', async () => {
    service.inject('getSubmittedPullRequest', { status: 429, retryAfter: '1' });
    const pr = await read();
    expect(pr.state).toBe('pending');
    expect(service.requests).toHaveLength(2);
    expect(retries[0]?.delayMs).toBe(1000);
    expect(clock.slept).toEqual([1000]);
  });

  it('401 makes exactly 1 request and says to check the api-token secret', async () => {
    const error = await failure(
      client({ apiToken: 'wrong' }).getPullRequest({
        repo,
        pr: { number: 1 },
        targetBranch: 'main',
      }),
    );
    expect(service.requests).toHaveLength(1);
    expect(error.status).toBe(401);
    expect(error.message).toContain('api-token');
    expect(error.message).toContain('Dependabot');
    expect(error.message).not.toContain('wrong');
  });

  it('400 makes exactly 1 request and carries the plain-text body', async () => {
    service.inject('getSubmittedPullRequest', { status: 400, body: 'targetBranch is unknown' });
    const error = await failure(read());
    expect(service.requests).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.bodyExcerpt).toBe('targetBranch is unknown');
    expect(error.message).toContain('400 Bad Request: "targetBranch is unknown"');
  });

  it('404 is reported as not found', async () => {
    const error = await failure(
      client().getPullRequest({ repo, pr: { number: 404 }, targetBranch: 'main' }),
    );
    expect(error.notFound).toBe(true);
    expect(service.requests).toHaveLength(1);
  });

  it('a 404 is "not found" only in v1\'s words: plain text, at an address ending in /v1', async () => {
    const read = (apiUrl = service.url) =>
      failure(client({ apiUrl }).getPullRequest({ repo, pr: { number: 7 }, targetBranch: 'main' }));
    const answer = (contentType: string, body: string) =>
      service.inject('getSubmittedPullRequest', {
        raw: { status: 404, headers: { 'content-type': contentType }, body },
      });
    // The service's own words, under the media types a plain-text string may come with.
    for (const [type, body] of [
      ['text/plain; charset=utf-8', 'not found'],
      ['application/plain-text', 'Not Found: pull request is not submitted'],
      ['application/json', '"not found"'],
      ['text/plain', ''],
    ]) {
      answer(type!, body!);
      const said = await read();
      expect(said.notFound, `${type} ${body}`).toBe(true);
      expect(said.kind).toBe('not-found');
    }
    // Not the service's: an HTML page, JSON of another shape, an empty body of no type.
    for (const [type, body, words] of [
      ['text/html', '<html><title>Gateway</title></html>', /an HTML page titled "Gateway"/],
      ['application/json', '{"message":"Not Found"}', /JSON \{"message":"Not Found"\}/],
      ['', '', /an empty body/],
    ] as const) {
      answer(type, body);
      const said = await read();
      expect(said.notFound, `${type} ${body}`).toBe(false);
      expect(said.message).toMatch(words);
      expect(said.message).toMatch(/which is not the service's answer/);
    }
    // Plain text from a path outside /v1 is a router's, not the API's.
    const outside = await read(service.url.replace(/\/v1$/, ''));
    expect(outside.notFound).toBe(false);
    expect(outside.message).toMatch(
      /\/getSubmittedPullRequest answered 404 Not Found with text\/plain "Not Found: \/getSubmittedPullRequest"/,
    );
  });

  it('always-500 makes exactly max-attempts requests', async () => {
    service.always('getSubmittedPullRequest', { status: 500, body: 'boom' });
    const error = await failure(
      client({ maxAttempts: 3 }).getPullRequest({
        repo,
        pr: { number: 1 },
        targetBranch: 'main',
      }),
    );
    expect(service.requests).toHaveLength(3);
    expect(error.status).toBe(500);
    expect(error.attempts).toBe(3);
    expect(error.message).toContain('boom');
  });

  it('a hanging server times out on each attempt, and the total is bounded by max-attempts', async () => {
    service.always('getSubmittedPullRequest', { hang: true });
    const error = await failure(
      client({ maxAttempts: 2, timeoutMs: 200 }).getPullRequest({
        repo,
        pr: { number: 1 },
        targetBranch: 'main',
      }),
    );
    expect(error.kind).toBe('timeout');
    expect(service.requests).toHaveLength(2);
    expect(error.message).toContain('request-timeout-seconds');
  });

  it('an attempt that runs out of time is retried, and the retry can succeed', async () => {
    service.inject('getSubmittedPullRequest', { hang: true });
    const pr = await client({ timeoutMs: 300 }).getPullRequest({
      repo,
      pr: { number: 1 },
      targetBranch: 'main',
    });
    expect(pr.state).toBe('pending');
    expect(service.requests).toHaveLength(2);
    expect(clock.timeouts).toEqual([300, 300]);
    expect(retries.at(-1)?.reason).toBe('no answer within 0.3s');
  });

  it('a dropped connection is retried', async () => {
    service.inject('getSubmittedPullRequest', { drop: true });
    const pr = await read();
    expect(pr.state).toBe('pending');
    expect(service.requests).toHaveLength(2);
    expect(retries[0]?.reason).toBe('connection failed');
  });

  it('malformed JSON is a clear error, not a crash', async () => {
    service.inject('getSubmittedPullRequest', { malformed: true });
    const error = await failure(read());
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('not JSON');
    expect(service.requests).toHaveLength(1);
  });

  it('an empty 200 body is success for setImpactedTargets and createQueue, an error for a read', async () => {
    const empty = { raw: { status: 200, headers: {}, body: '' } };
    service.inject('setImpactedTargets', empty);
    service.inject('createQueue', empty);
    service.inject('getSubmittedPullRequest', empty);
    await client().uploadImpactedTargets({
      repo,
      pr: { number: 1, sha: 'abc123' },
      targetBranch: 'main',
      impactedTargets: 'ALL',
    });
    await client().createQueue({ repo, targetBranch: 'main' });
    const error = await failure(read());
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('does not have the expected shape');
    expect(service.requests).toHaveLength(3);
  });

  it('a Retry-After beyond the total wait budget stops retrying', async () => {
    service.always('getSubmittedPullRequest', { status: 429, retryAfter: '3600' });
    const error = await failure(
      client({ maxDelayMs: 50, maxTotalWaitMs: 120 }).getPullRequest({
        repo,
        pr: { number: 1 },
        targetBranch: 'main',
      }),
    );
    expect(error.status).toBe(429);
    // 50 ms twice fits in 120 ms, the third wait would not: 3 requests.
    expect(service.requests).toHaveLength(3);
    expect(clock.slept).toEqual([50, 50]);
  });

  it('createQueue is not retried after a 500, since the queue may have been created', async () => {
    service.always('createQueue', { status: 500 });
    await failure(client().createQueue({ repo, targetBranch: 'main' }));
    expect(service.requests).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
  });
});
