/**
 * The six queue commands (submit-pull-request, cancel-pull-request, restart-tests, get-queue,
 * update-queue, delete-queue) end to end: the bundle, in both doors (the action as the runner
 * starts it, and merge-queue-connect), against the strict v1 fake and the v2 fake that checks
 * every request and answer against the v2 OpenAPI description. Each scenario runs on both APIs
 * and asserts what a workflow reads: the outputs, the summary, the log, and what was sent.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { FakeGitHub } from './support/fake-github.js';
import { FakeService } from './support/fake-service.js';
import { FakeServiceV2, PERMISSION } from './support/fake-service-v2.js';
import { writeFakeTrunk } from './support/fake-trunk.js';
import { HTML_404, JSON_404, NotTheService } from './support/not-the-service.js';
import { removeDir } from './support/git-repo.js';
import { runAction } from './support/runner.js';
import { TestClock } from './support/test-clock.js';
import { runTool } from './support/tool.js';
import { PULL_REQUEST_COMMANDS, QUEUE_COMMANDS } from '../src/constants.js';
import { V2Client } from '../src/service/v2/client.js';

const REPO = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };
const V1_TOKEN = 'svc_queueOpsToken31';
const V2_KEY = 'trunk_v2_queueOpsKey5e2a';

type Api = 'v1' | 'v2';
type Door = 'action' | 'tool';

let v1: FakeService;
let v2: FakeServiceV2;
let github: FakeGitHub;
let repositoryId: string;
let dir: string;

beforeEach(async () => {
  v1 = new FakeService({ apiToken: V1_TOKEN });
  v2 = new FakeServiceV2({ apiKey: V2_KEY });
  github = new FakeGitHub();
  await Promise.all([v1.start(), v2.start(), github.start()]);
  repositoryId = v2.addRepository(REPO.owner, REPO.name);
  v1.queues.set('github.com/octo-org/octo-repo@main', {
    mode: 'single',
    concurrency: 1,
    state: 'running',
  });
  v2.addQueue(repositoryId, 'main');
  for (const number of [7, 8, 9]) {
    v2.addPullRequest(repositoryId, { number, title: `Change ${number}` });
    github.pulls.push({
      number,
      head: {
        sha: 'b'.repeat(40),
        ref: `feature/${number}`,
        repo: { full_name: 'octo-org/octo-repo' },
      },
      base: { sha: 'c'.repeat(40), ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
      files: [],
    });
  }
  dir = mkdtempSync(path.join(tmpdir(), 'mq-queue-ops-'));
});

afterEach(async () => {
  // Nothing either fake refused as malformed, and no answer the v2 description does not allow.
  expect(v1.requests.filter((r) => r.invalid).map((r) => r.invalid)).toEqual([]);
  expect(v2.requests.filter((r) => r.invalid).map((r) => r.invalid)).toEqual([]);
  expect(v2.badAnswers).toEqual([]);
  await Promise.all([v1.stop(), v2.stop(), github.stop()]);
  removeDir(dir);
});

/** v1's state names as v2 spells them. */
const camel = (state: string) => state.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Pull request `number` in the main queue, in `state` (v1 spelling), on both fakes. */
function queued(
  number: number,
  state: string,
  extra: { priorityValue?: number; priorityName?: string; title?: string } = {},
): void {
  v1.addPullRequest(REPO, 'main', {
    prNumber: number,
    state,
    stateChangedAt: v1.changedAt(),
    isCurrentlySubmittedToQueue: !['merged', 'failed', 'cancelled'].includes(state),
    readiness: { doesBaseBranchMatch: true, gitHubMergeability: 'mergeable' },
    prTitle: extra.title ?? `Change ${number}`,
    ...(extra.priorityValue !== undefined && { priorityValue: extra.priorityValue }),
    ...(extra.priorityName && { priorityName: extra.priorityName }),
  });
  v2.addPullRequest(repositoryId, {
    number,
    title: extra.title ?? `Change ${number}`,
    entry: {
      state: camel(state),
      ...(extra.priorityValue !== undefined && { priorityValue: extra.priorityValue }),
      ...(extra.priorityName && { priorityName: extra.priorityName }),
    },
  });
}

/** The v2 id of pull request `number`. */
const v2Id = (number: number) =>
  [...v2.pullRequests.values()].find((pr) => pr.number === number)!.id as string;

interface Outcome {
  code: number | null;
  /** Outputs as the action writes them (text; JSON for arrays and objects). */
  outputs: Record<string, string>;
  summary: string;
  /** What the run printed (the action's stdout, the tool's stderr). */
  log: string;
}

/** The tool's --json values as step outputs are written. */
const asText = (value: unknown): string =>
  value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** One run of `command` through the bundle, in `door`, on `api`'s fake. */
async function run(
  door: Door,
  api: Api,
  command: string,
  inputs: Record<string, string> = {},
  options: { eventName?: string; payload?: object } = {},
): Promise<Outcome> {
  const credential =
    api === 'v1'
      ? { 'api-url': v1.url, 'api-token': V1_TOKEN }
      : { 'api-url': v2.url, 'api-token': V2_KEY };
  if (door === 'action') {
    const result = await runAction({
      inputs: { command, ...credential, ...inputs },
      eventName: options.eventName ?? 'workflow_dispatch',
      payload: options.payload ?? {
        inputs: {},
        repository: { full_name: 'octo-org/octo-repo', default_branch: 'main' },
      },
      workspace: dir,
      env: { GITHUB_API_URL: github.url },
      bundle: inject('bundle'),
    });
    return {
      code: result.code,
      outputs: result.outputs,
      summary: result.summary,
      log: result.stdout,
    };
  }
  const summaryFile = path.join(dir, `summary-${Math.random().toString(36).slice(2)}.md`);
  const args = [
    command,
    '--repository',
    'octo-org/octo-repo',
    '--json',
    '--summary-file',
    summaryFile,
  ];
  for (const [name, value] of Object.entries({ ...credential, ...inputs })) {
    args.push(`--${name}=${value}`);
  }
  if (!('target-branch' in inputs)) args.push('--target-branch', 'main');
  const result = await runTool(args, { cwd: dir, env: {} });
  let summary = '';
  try {
    summary = readFileSync(summaryFile, 'utf8');
  } catch {
    // no summary written
  }
  const outputs = Object.fromEntries(
    Object.entries(result.json ?? {}).map(([name, value]) => [name, asText(value)]),
  );
  return { code: result.code, outputs, summary, log: result.stderr };
}

/** A request a test sent itself (replaying one whose answer it lost), not the run. */
const REPLAY = 'x-test-replay';

/** What the run sent to the API's write endpoints, in order. */
function writes(api: Api): { what: string; body: unknown }[] {
  if (api === 'v1') {
    return v1.requests
      .filter((r) => !['getSubmittedPullRequest', 'getQueue'].includes(r.operation))
      .filter((r) => r.headers[REPLAY] === undefined)
      .map((r) => ({ what: r.operation, body: r.body }));
  }
  return v2.requests
    .filter((r) => r.method !== 'GET' && r.headers[REPLAY] === undefined)
    .map((r) => ({ what: `${r.method} ${r.path}`, body: r.body }));
}

/**
 * The service acts on a write and its answer is lost: the run's request is left hanging (it
 * times out) while the same request, sent by the test, is done.
 */
function actThenLoseAnswer(api: Api, operation: string): void {
  const replay = async (init: {
    url: string;
    method: string;
    headers: Record<string, string>;
    body: unknown;
  }) => {
    await fetch(init.url, {
      method: init.method,
      headers: { ...init.headers, [REPLAY]: '1', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  };
  if (api === 'v1') {
    v1.inject(operation as never, { hang: true });
    v1.onHang = (r) =>
      void replay({
        url: `${v1.url}/${r.operation}`,
        method: 'POST',
        headers: { 'x-api-token': V1_TOKEN },
        body: r.body,
      });
  } else {
    v2.inject(operation as never, { hang: true });
    v2.onHang = (r) =>
      void replay({
        url: `${v2.url}${r.path}`,
        method: r.method,
        headers: { authorization: `Bearer ${V2_KEY}` },
        body: r.body,
      });
  }
}

const CASES: [Door, Api][] = [
  ['action', 'v1'],
  ['action', 'v2'],
  ['tool', 'v1'],
  ['tool', 'v2'],
];

describe.each(CASES)('%s on %s', (door, api) => {
  it('submit-pull-request puts the pull request in the queue with its priority, once', async () => {
    const first = await run(door, api, 'submit-pull-request', {
      'pr-number': '7',
      priority: 'high',
      'no-batch': 'true',
    });
    expect(first.code, first.log).toBe(0);
    expect(first.outputs).toMatchObject({
      submitted: 'true',
      'already-queued': 'false',
      state: 'pending',
      'target-branch': 'main',
    });
    expect(JSON.parse(first.outputs['pull-request']!)).toMatchObject({
      prNumber: 7,
      state: 'pending',
    });
    expect(first.summary).toContain('Pull request submitted');
    expect(writes(api)).toEqual([
      api === 'v1'
        ? {
            what: 'submitPullRequest',
            body: {
              repo: REPO,
              pr: { number: 7 },
              targetBranch: 'main',
              priority: 'high',
              noBatch: true,
            },
          }
        : {
            what: `POST /v2/merge-queues/${v2.queueOf(repositoryId, 'main')!.id as string}/pull-requests`,
            body: { number: 7, priorityName: 'high', allowBatching: false },
          },
    ]);

    // Again, asking for nothing new: it is already queued, and nothing is sent.
    const again = await run(door, api, 'submit-pull-request', { 'pr-number': '7' });
    expect(again.code, again.log).toBe(0);
    expect(again.outputs).toMatchObject({
      submitted: 'true',
      'already-queued': 'true',
      'queue-entry-changed': 'false',
      state: 'pending',
    });
    expect(again.log).toMatch(/not submitted again/);
    expect(again.summary).toContain('already in the queue');
    expect(writes(api)).toHaveLength(1);
  });

  it('submit-pull-request with a new priority or no-batch changes a queued pull request, and says from what', async () => {
    queued(7, 'testing', { priorityValue: 10, priorityName: 'high' });
    const id = v2Id(7);
    const urgent = await run(door, api, 'submit-pull-request', {
      'pr-number': '7',
      priority: 'urgent',
    });
    expect(urgent.code, urgent.log).toBe(0);
    expect(urgent.outputs).toMatchObject({
      submitted: 'true',
      'already-queued': 'true',
      'queue-entry-changed': 'true',
      state: 'testing',
    });
    expect(JSON.parse(urgent.outputs['pull-request']!)).toMatchObject({
      priorityValue: 0,
      priorityName: 'urgent',
    });
    expect(urgent.log).toMatch(/Pull request changed in the queue: priority high → urgent/);
    expect(urgent.summary).toContain('## Queued pull request changed');
    expect(urgent.summary).toContain('in the <code>main</code> queue: priority high → urgent');

    const alone = await run(door, api, 'submit-pull-request', {
      'pr-number': '7',
      'no-batch': 'true',
    });
    expect(alone.code, alone.log).toBe(0);
    expect(alone.outputs).toMatchObject({ 'queue-entry-changed': 'true' });
    expect(alone.log).toMatch(/batched → tested alone/);

    // As asked already: nothing is sent.
    const same = await run(door, api, 'submit-pull-request', {
      'pr-number': '7',
      priority: '0',
      'no-batch': 'true',
    });
    expect(same.code, same.log).toBe(0);
    expect(same.outputs).toMatchObject({
      'already-queued': 'true',
      'queue-entry-changed': 'false',
    });
    expect(same.log).toMatch(/with the priority and batching asked for already: nothing was sent/);

    expect(writes(api)).toEqual(
      api === 'v1'
        ? [
            // v1 changes a queued pull request by submitting it again, what it has kept as it is.
            {
              what: 'submitPullRequest',
              body: { repo: REPO, pr: { number: 7 }, targetBranch: 'main', priority: 'urgent' },
            },
            {
              what: 'submitPullRequest',
              body: {
                repo: REPO,
                pr: { number: 7 },
                targetBranch: 'main',
                priority: 'urgent',
                noBatch: true,
              },
            },
          ]
        : [
            { what: `POST /v2/pull-requests/${id}/reprioritize`, body: { priorityName: 'urgent' } },
            { what: `PATCH /v2/pull-requests/${id}/queue-entry`, body: { allowBatching: false } },
          ],
    );
  });

  it('submit-pull-request with wait-for fails the step when the pull request ends failed', async () => {
    // The queue tests it and it fails as soon as it is submitted.
    const fail = () => {
      if (api === 'v1') {
        const key = 'github.com/octo-org/octo-repo@main#8';
        v1.pullRequests.set(key, { ...v1.pullRequests.get(key), state: 'failed' });
      } else v2.setEntryState(v2Id(8), 'failed');
    };
    if (api === 'v1') v1.onAnswered = (r) => r.operation === 'submitPullRequest' && fail();
    else v2.onAnswered = (r) => r.operationId === 'mergeQueues.submitPullRequest' && fail();
    const result = await run(door, api, 'submit-pull-request', {
      'pr-number': '8',
      'wait-for': 'merged',
      'wait-timeout-seconds': '60',
    });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({
      'wait-result': 'unreachable',
      state: 'failed',
      'already-queued': 'false',
    });
    expect(result.log).toMatch(/state merged ended unreachable[^\n]*in state failed/);
  });

  it('cancel-pull-request takes a queued pull request out; one not in the queue is a notice', async () => {
    queued(7, 'testing');
    const done = await run(door, api, 'cancel-pull-request', { 'pr-number': '7' });
    expect(done.code, done.log).toBe(0);
    expect(done.outputs).toMatchObject({ cancelled: 'true', state: 'cancelled' });
    expect(done.summary).toContain('Pull request cancelled');

    const none = await run(door, api, 'cancel-pull-request', { 'pr-number': '9' });
    expect(none.code, none.log).toBe(0);
    expect(none.outputs).toMatchObject({ cancelled: 'false' });
    expect(none.log).toMatch(/notice.*#9 is not in the main queue: there is nothing to cancel/);

    const final = await run(door, api, 'cancel-pull-request', { 'pr-number': '7' });
    expect(final.outputs).toMatchObject({ cancelled: 'false', state: 'cancelled' });
    expect(final.log).toMatch(/#7 is cancelled already/);
    expect(writes(api)).toHaveLength(1);
  });

  it('restart-tests restarts a testing pull request and explains a refusal', async () => {
    queued(7, 'testing');
    queued(8, 'pending');
    const done = await run(door, api, 'restart-tests', { 'pr-number': '7' });
    expect(done.code, done.log).toBe(0);
    expect(done.outputs).toMatchObject({ restarted: 'true', state: 'testing' });

    const refused = await run(door, api, 'restart-tests', { 'pr-number': '8' });
    expect(refused.code).toBe(1);
    expect(refused.outputs).toMatchObject({ restarted: 'false', state: 'pending' });
    expect(refused.log).toMatch(
      /#8 is pending in the main queue\. Tests can be restarted only while the pull request is testing, or pending_failure/,
    );
    expect(writes(api)).toHaveLength(1);
  });

  it('get-queue lists the queue in its order, with states, and escapes what the service says', async () => {
    queued(7, 'pending', { title: 'Fix <script>alert(1)</script> | pipes' });
    queued(8, 'testing');
    queued(9, 'pending', { priorityValue: 0, priorityName: 'urgent' });
    const result = await run(door, api, 'get-queue');
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({
      'queue-state': 'running',
      'queue-mode': 'single',
      'queue-length': '3',
    });
    // The one under test, then the urgent one, then the rest as submitted.
    expect(JSON.parse(result.outputs['queued-prs']!)).toEqual([8, 9, 7]);
    expect(result.summary).toContain('The <code>main</code> queue: running');
    expect(result.summary).toMatch(
      /<td>1<\/td><td><a href="https:\/\/github\.com\/octo-org\/octo-repo\/pull\/8">&#35;8<\/a><\/td>/,
    );
    expect(result.summary).toContain(
      'Fix &lt;script&gt;alert&#40;1&#41;&lt;/script&gt; &#124; pipes',
    );
    expect(result.summary).not.toContain('<script>');
    expect(writes(api)).toEqual([]);
  });

  it('update-queue pauses, drains and resumes, and says what the queue was and is now', async () => {
    let was = 'running';
    for (const state of ['paused', 'draining', 'running']) {
      const result = await run(door, api, 'update-queue', { 'queue-state': state });
      expect(result.code, result.log).toBe(0);
      expect(result.outputs).toMatchObject({ 'queue-state': state, 'queue-state-before': was });
      expect(result.log).toContain(`Queue updated: ${was} → ${state}`);
      expect(result.summary).toContain(`## The <code>main</code> queue: ${was} → ${state}`);
      expect(result.summary).toContain(`Asked for state <code>${state}</code>`);
      was = state;
    }
    const both = await run(door, api, 'update-queue', { mode: 'parallel', concurrency: '4' });
    expect(both.outputs).toMatchObject({ 'queue-mode': 'parallel', 'queue-state': 'running' });
    expect(JSON.parse(both.outputs.queue!)).toMatchObject({ concurrency: 4, mode: 'parallel' });
    expect(both.log).toContain('Queue updated: running, mode single → parallel, concurrency 1 → 4');
    // As asked already: a notice, and nothing is sent.
    const again = await run(door, api, 'update-queue', {
      'queue-state': 'running',
      reason: 'incident <b>#42</b> | over',
    });
    expect(again.code, again.log).toBe(0);
    expect(again.outputs).toMatchObject({
      'queue-state-before': 'running',
      'queue-state': 'running',
    });
    expect(again.log).toMatch(/notice.*The main queue is running already: nothing was sent/);
    expect(again.log).toContain('Reason: incident <b>#42</b> | over');
    expect(again.summary).toContain('Reason: incident &lt;b&gt;&#35;42&lt;/b&gt; &#124; over');
    const queueId = v2.queueOf(repositoryId, 'main')!.id as string;
    expect(writes(api).map((w) => w.what)).toEqual(
      api === 'v1'
        ? ['updateQueue', 'updateQueue', 'updateQueue', 'updateQueue']
        : [
            `POST /v2/merge-queues/${queueId}/pause`,
            `POST /v2/merge-queues/${queueId}/drain`,
            `POST /v2/merge-queues/${queueId}/resume`,
            `PATCH /v2/merge-queues/${queueId}/config`,
            `POST /v2/merge-queues/${queueId}/switch-modes`,
          ],
    );
  });

  it('delete-queue deletes an empty queue, refuses a full one, and finds none the second time', async () => {
    queued(7, 'pending');
    const full = await run(door, api, 'delete-queue');
    expect(full.code).toBe(1);
    expect(full.outputs).toMatchObject({ 'queue-deleted': 'false' });
    expect(full.log).toMatch(/still holds 1 pull request\(s\) \(#7\)[^\n]*cancel-pull-request/);

    await run(door, api, 'cancel-pull-request', { 'pr-number': '7' });
    const done = await run(door, api, 'delete-queue');
    expect(done.code, done.log).toBe(0);
    expect(done.outputs).toMatchObject({ 'queue-deleted': 'true' });
    const gone = await run(door, api, 'delete-queue');
    expect(gone.code, gone.log).toBe(0);
    expect(gone.outputs).toMatchObject({ 'queue-deleted': 'false' });
    expect(gone.log).toMatch(/no merge queue for main: there is nothing to delete/);
  });

  it('a dry run says what it would send, never the key, and sends nothing', async () => {
    const submit = await run(door, api, 'submit-pull-request', {
      'pr-number': '7',
      priority: '3',
      'dry-run': 'true',
    });
    const update = await run(door, api, 'update-queue', {
      'queue-state': 'paused',
      'dry-run': 'true',
    });
    const read = await run(door, api, 'get-queue', { 'dry-run': 'true' });
    for (const result of [submit, update, read]) {
      expect(result.code, result.log).toBe(0);
      // The runner's own ::add-mask:: command carries it to the runner, which hides it from then on.
      const shown = result.log.replace(/^::add-mask::.*$/gm, '') + result.summary;
      expect(shown).not.toContain(api === 'v1' ? V1_TOKEN : V2_KEY);
    }
    expect(submit.log).toContain(
      api === 'v1'
        ? `POST ${v1.url}/submitPullRequest {"repo":{"host":"github.com","owner":"octo-org","name":"octo-repo"},"pr":{"number":7},"targetBranch":"main","priority":3}`
        : `POST ${v2.url}/v2/merge-queues/{id of the main queue}/pull-requests {"number":7,"priorityValue":3}`,
    );
    expect(update.summary).toContain(api === 'v1' ? '/updateQueue' : '/pause');
    expect(read.summary).toContain('Nothing was sent to the service, so nothing was read.');
    expect(v1.requests).toEqual([]);
    expect(v2.requests).toEqual([]);
  });

  it('bad input is an error naming the input, and nothing is sent', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        'submit-pull-request',
        { 'pr-number': '7', priority: 'hihg' },
        /priority[^\n]*"hihg"[^\n]*urgent, high, medium, low[^\n]*Did you mean "high"/i,
      ],
      [
        'submit-pull-request',
        { 'pr-number': '7', priority: '256' },
        /priority[^\n]*"256"[^\n]*0 \(first\) to 255/,
      ],
      [
        'submit-pull-request',
        { 'pr-number': '7', 'no-batch': 'maybe' },
        /no-batch[^\n]*"maybe"[^\n]*true or (--no-batch=)?false/,
      ],
      [
        'update-queue',
        { 'queue-state': 'stopped' },
        /queue-state[^\n]*"stopped"[^\n]*running, paused, draining/,
      ],
      [
        'update-queue',
        {},
        /update-queue changes nothing: set at least one of [^\n]*queue-state[^\n]*mode[^\n]*concurrency/,
      ],
      ['restart-tests', {}, /restart-tests( on a [^\n]*)? needs [^\n]*pr-number/],
      // Two inputs that conflict: both are named.
      ...['submit-pull-request', 'cancel-pull-request', 'restart-tests'].map(
        (command): [string, Record<string, string>, RegExp] => [
          command,
          { 'pr-number': '42', 'pr-branch': 'feature/x' },
          /pr-branch[^\n]*"feature\/x"[^\n]*pr-number[^\n]*"42"[^\n]*by number alone/,
        ],
      ),
    ];
    for (const [command, inputs, message] of cases) {
      const result = await run(door, api, command, inputs);
      expect(result.code, `${command} ${JSON.stringify(inputs)}`).not.toBe(0);
      expect(result.log).toMatch(message);
      expect(result.log).not.toMatch(/\n\s+at [\w.]+ \(/);
    }
    expect(v1.requests).toEqual([]);
    expect(v2.requests).toEqual([]);
  });

  it('a dry run refuses what the run refuses on this API, and sends nothing', async () => {
    const v2Limit =
      /(concurrency[^\n]*(2000|1001) for the v2 API: expected an integer from 1 to 1000|pr-number[^\n]*10000001 for the v2 API: expected a pull request number from 1 to 10000000)/;
    for (const [command, inputs] of [
      ['update-queue', { concurrency: '2000' }],
      ['create-queue', { concurrency: '1001' }],
      ['submit-pull-request', { 'pr-number': '10000001', 'target-branch': 'main' }],
    ] as const) {
      const dry = await run(door, api, command, { ...inputs, 'dry-run': 'true' });
      if (api === 'v1') {
        // v1 takes integers up to 4294967295.
        expect(dry.code, dry.log).toBe(0);
        continue;
      }
      const real = await run(door, api, command, inputs);
      expect(real.code, command).not.toBe(0);
      expect(dry.code, command).toBe(real.code);
      expect(real.log).toMatch(v2Limit);
      expect(dry.log).toMatch(v2Limit);
    }
    expect(v2.requests).toEqual([]);
  });

  it('a dry run of a submit with a priority shows both what it would send', async () => {
    const result = await run(door, api, 'submit-pull-request', {
      'pr-number': '7',
      priority: 'urgent',
      'dry-run': 'true',
    });
    expect(result.code, result.log).toBe(0);
    const queued = '(if #7 is in the queue already, with another priority or batching)';
    expect(result.log).toContain(
      api === 'v1'
        ? `POST ${v1.url}/submitPullRequest {"repo":{"host":"github.com","owner":"octo-org","name":"octo-repo"},"pr":{"number":7},"targetBranch":"main","priority":"urgent"} ${queued}`
        : `POST ${v2.url}/v2/pull-requests/{id of pull request #7}/reprioritize {"priorityName":"urgent"} ${queued}`,
    );
    expect(result.log).toContain('(if #7 is not in the queue)');
    expect(v1.requests).toEqual([]);
    expect(v2.requests).toEqual([]);
  });

  it('a branch with no queue is named, with how to create one', async () => {
    const result = await run(door, api, 'get-queue', { 'target-branch': 'release/9' });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /octo-org\/octo-repo has no merge queue for the branch release\/9[^\n]*create-queue/,
    );
  });
});

describe.each(['v1', 'v2'] as const)('writes are not repeated blindly (%s)', (api) => {
  /** The restart's answer is lost; `done` says whether the service had restarted the tests. */
  async function lostRestart(done: boolean) {
    queued(7, 'testing');
    const hung = () => {
      if (done) {
        if (api === 'v1') {
          const key = 'github.com/octo-org/octo-repo@main#7';
          v1.pullRequests.set(key, { ...v1.pullRequests.get(key), stateChangedAt: v1.changedAt() });
        } else v2.setEntryState(v2Id(7), 'testing');
      }
    };
    if (api === 'v1') {
      v1.inject('restartTestsOnPullRequest', { hang: true });
      v1.onHang = hung;
    } else {
      v2.inject('pullRequests.restartTests', { hang: true });
      v2.onHang = hung;
    }
    return run('action', api, 'restart-tests', {
      'pr-number': '7',
      'request-timeout-seconds': '1',
    });
  }

  it('a restart whose answer is lost, but that took effect, is sent once', async () => {
    const result = await lostRestart(true);
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ restarted: 'true', state: 'testing' });
    expect(result.log).toMatch(/reading back shows it took effect: not sent again/);
    expect(writes(api)).toHaveLength(1);
  });

  it('a change of a queued pull request whose answer is lost, and that did not take effect, is sent a second time', async () => {
    queued(7, 'testing', { priorityValue: 10, priorityName: 'high' });
    if (api === 'v1') v1.inject('submitPullRequest', { hang: true });
    else v2.inject('pullRequests.reprioritize', { hang: true });
    const result = await run('action', api, 'submit-pull-request', {
      'pr-number': '7',
      priority: 'low',
      'request-timeout-seconds': '1',
    });
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ 'queue-entry-changed': 'true' });
    expect(result.log).toMatch(
      /updateQueueEntry #7: [^\n]*did not take effect: sending it once more/,
    );
    expect(result.log).toMatch(/priority high → low/);
    expect(writes(api)).toHaveLength(2);
  });

  it('a restart whose answer is lost and that did not take effect is sent a second time', async () => {
    const result = await lostRestart(false);
    expect(result.code, result.log).toBe(0);
    expect(result.log).toMatch(/did not take effect: sending it once more/);
    expect(writes(api)).toHaveLength(2);
  });
});

describe.each(['v1', 'v2'] as const)(
  'every write whose answer is lost is done once (%s)',
  (api) => {
    const cases: [
      string,
      Record<string, string>,
      { v1: string; v2: string },
      Record<string, string>,
    ][] = [
      [
        'submit-pull-request',
        { 'pr-number': '8' },
        { v1: 'submitPullRequest', v2: 'mergeQueues.submitPullRequest' },
        { submitted: 'true', 'already-queued': 'false', state: 'pending' },
      ],
      [
        'cancel-pull-request',
        { 'pr-number': '7' },
        { v1: 'cancelPullRequest', v2: 'pullRequests.dequeue' },
        { cancelled: 'true', state: 'cancelled' },
      ],
      [
        'update-queue',
        { 'queue-state': 'paused' },
        { v1: 'updateQueue', v2: 'mergeQueues.pause' },
        { 'queue-state': 'paused' },
      ],
      [
        'delete-queue',
        {},
        { v1: 'deleteQueue', v2: 'mergeQueues.delete' },
        { 'queue-deleted': 'true' },
      ],
      [
        'submit-pull-request',
        { 'pr-number': '7', priority: 'urgent' },
        // v1 changes a queued pull request by submitting it again.
        { v1: 'submitPullRequest', v2: 'pullRequests.reprioritize' },
        { 'already-queued': 'true', 'queue-entry-changed': 'true', state: 'testing' },
      ],
      [
        'submit-pull-request',
        { 'pr-number': '7', 'no-batch': 'true' },
        { v1: 'submitPullRequest', v2: 'pullRequests.updateQueueEntry' },
        { 'already-queued': 'true', 'queue-entry-changed': 'true', state: 'testing' },
      ],
    ];
    it.each(cases)('%s %j', async (command, inputs, operation, outputs) => {
      if (command === 'cancel-pull-request' || inputs['pr-number'] === '7') {
        queued(7, 'testing', { priorityValue: 10, priorityName: 'high' });
      }
      actThenLoseAnswer(api, operation[api]);
      const result = await run('action', api, command, {
        ...inputs,
        'request-timeout-seconds': '1',
      });
      expect(result.code, result.log).toBe(0);
      expect(result.outputs).toMatchObject(outputs);
      expect(result.log).toMatch(/reading back shows it took effect: not sent again/);
      expect(writes(api)).toHaveLength(1);
    });
  },
);

describe.each(CASES)('hostile answers (%s on %s)', (door, api) => {
  const TITLE =
    '::error::pwned\n<img src=x onerror=alert(1)> | **bold** [link](https://evil.example)';
  it('a title with a workflow command, HTML, | and a line break stays text', async () => {
    queued(7, 'testing', { title: TITLE });
    queued(8, 'pending', { title: TITLE });
    for (const [command, inputs] of [
      ['get-queue', {}],
      // The new writes: a queued pull request changed, a queue updated.
      ['submit-pull-request', { 'pr-number': '8', priority: 'urgent' }],
      ['update-queue', { 'queue-state': 'paused', reason: TITLE }],
      ['cancel-pull-request', { 'pr-number': '7' }],
      ['restart-tests', { 'pr-number': '8' }],
    ] as const) {
      const result = await run(door, api, command, inputs);
      // No line of the log is a workflow command the service wrote, and the summary has no tag.
      expect(result.log).not.toMatch(/^::error::pwned/m);
      expect(result.summary).not.toMatch(/<img|\| \*\*bold/);
      expect(result.summary).toContain('&lt;img src=x onerror=alert&#40;1&#41;&gt; &#124;');
      for (const line of result.summary.split('\n').filter((l) => l.startsWith('<tr>'))) {
        expect(line).toMatch(/<\/tr>$/);
      }
      if (command === 'submit-pull-request') {
        expect(result.summary).toContain('## Queued pull request changed');
      }
      if (command !== 'get-queue' && command !== 'update-queue') {
        expect(JSON.parse(result.outputs['pull-request']!).prTitle).toBe(TITLE);
      }
    }
  });
});

/** The six queue commands, each with what it needs to send something. */
const SIX: [string, Record<string, string>][] = [
  ['submit-pull-request', { 'pr-number': '7' }],
  ['cancel-pull-request', { 'pr-number': '7' }],
  ['restart-tests', { 'pr-number': '7' }],
  ['get-queue', {}],
  ['update-queue', { 'queue-state': 'paused' }],
  ['delete-queue', {}],
];

/** The run failed on a 404 that is not the service's, and said so: never "nothing to do". */
function refusedAsNotTheService(result: Outcome, command: string, address: RegExp): void {
  expect(result.code, `${command}: ${result.log}`).toBe(1);
  expect(result.log, command).toMatch(address);
  expect(result.log, command).toMatch(/which is not the service's answer/);
  expect(result.log, command).not.toMatch(
    /nothing to (cancel|delete)|no merge queue for|not in the main queue|no tests to restart/,
  );
}

describe.each(CASES)("a 404 that is not the service's (%s on %s)", (door, api) => {
  it.each([
    ['an HTML page', HTML_404, /with an HTML page titled "404 Not Found"/],
    ['JSON of another shape', JSON_404, /with JSON \{"message":"Not Found"/],
  ] as const)(
    '%s is an error naming the address, on every queue command',
    async (_, answer, said) => {
      const server = new NotTheService(answer, api === 'v1' ? '/v1' : '');
      await server.start();
      try {
        for (const [command, inputs] of SIX) {
          const result = await run(door, api, command, { ...inputs, 'api-url': server.url });
          refusedAsNotTheService(
            result,
            command,
            new RegExp(`http://127\\.0\\.0\\.1:${server.port}/v[12]/\\S+ answered 404 Not Found`),
          );
          expect(result.log, command).toMatch(said);
        }
        // Each run stopped at its first answer: nothing was written.
        expect(server.requests.filter((r) => r.method !== 'GET' && !/\/get/.test(r.path))).toEqual(
          [],
        );
      } finally {
        await server.stop();
      }
    },
  );

  it("a path that is not the API's (v1 without /v1, v2 under another path) is an error", async () => {
    queued(7, 'testing');
    const url = api === 'v1' ? `http://127.0.0.1:${v1.port}` : `${v2.url}/api`;
    for (const [command, inputs] of SIX) {
      const result = await run(door, api, command, { ...inputs, 'api-url': url });
      refusedAsNotTheService(
        result,
        command,
        api === 'v1'
          ? new RegExp(`${url}/getSubmittedPullRequest|${url}/getQueue`)
          : new RegExp(`${url}/v2/repositories answered 404 Not Found with JSON`),
      );
    }
    expect(writes(api)).toEqual([]);
  });
});

describe('v2 only', () => {
  it('a queued pull request reprioritized by a key without "Set priority on PRs" hears so', async () => {
    queued(7, 'testing');
    v2.permissions = new Set([PERMISSION.merge]);
    const result = await run('tool', 'v2', 'submit-pull-request', {
      'pr-number': '7',
      priority: 'high',
    });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /updateQueueEntry \(POST \/v2\/pull-requests\/[\w-]+\/reprioritize\)[^\n]*403[^\n]*"Set priority on PRs"/,
    );
  });

  it('a key without the permission hears which one it needs', async () => {
    v2.permissions = new Set([PERMISSION.merge]);
    const result = await run('tool', 'v2', 'update-queue', { 'queue-state': 'paused' });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /403[^\n]*INSUFFICIENT_PERMISSIONS[^\n]*needs the permission "Update Merge Queue settings"/,
    );
  });

  it('a submit the service refuses as already enqueued is already-queued, not a failure', async () => {
    queued(7, 'pending');
    // The read before the submit does not see it (a race with another submitter).
    v2.inject('pullRequests.resolveByCoordinates', {
      raw: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [], nextCursor: null, hasMore: false }),
      },
    });
    const result = await run('action', 'v2', 'submit-pull-request', { 'pr-number': '7' });
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ submitted: 'true', 'already-queued': 'true' });
    expect(result.log).toMatch(/PR_ALREADY_ENQUEUED/);
  });

  it('a long queue is read 50 pull requests at a time, the reads spaced to 5 a second', async () => {
    for (let n = 100; n < 220; n++) queued(n, 'pending');
    const clock = new TestClock();
    const client = new V2Client({
      apiUrl: v2.url,
      apiKey: V2_KEY,
      maxAttempts: 1,
      timeoutMs: 5000,
      clock,
    });
    const queue = await client.getQueue({ repo: REPO, targetBranch: 'main' });
    expect(queue.enqueuedPullRequests!.map((pr) => pr.prNumber)).toEqual(
      Array.from({ length: 120 }, (_, i) => 100 + i),
    );
    const reads = v2.requestsTo('pullRequests.resolveByCoordinates');
    expect(reads.map((r) => r.query.number!.split(',').length)).toEqual([50, 50, 20]);
    // GET /v2/pull-requests allows 5 a second per key: 200 ms between reads.
    expect(clock.slept).toEqual([200, 200]);
  });
});

describe('v1 only', () => {
  it('a second submission the service does not act on is a failure that says what to do', async () => {
    queued(7, 'testing', { priorityValue: 10, priorityName: 'high' });
    for (const door of ['action', 'tool'] as const) {
      // The service answers the second submission, and changes nothing.
      v1.inject('submitPullRequest', {
        raw: { status: 200, headers: { 'content-type': 'application/json' }, body: '{}' },
      });
      const result = await run(door, 'v1', 'submit-pull-request', {
        'pr-number': '7',
        priority: 'urgent',
      });
      expect(result.code).toBe(1);
      expect(result.outputs).toMatchObject({
        'already-queued': 'true',
        'queue-entry-changed': 'false',
      });
      expect(result.log).toMatch(
        /#7 was not changed: v1 changes a queued pull request by a second submission, which was sent, but it reads priority high, batching unknown\. Take it out with cancel-pull-request and submit it again with (--)?priority urgent/,
      );
    }
  });

  it('an answer in the upper case of older service versions reads the same', async () => {
    v1.upperCase = true;
    queued(7, 'pending_failure');
    const result = await run('action', 'v1', 'get-queue');
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ 'queue-state': 'running', 'queue-mode': 'single' });
    expect(JSON.parse(result.outputs.queue!).enqueuedPullRequests[0].state).toBe('pending_failure');
  });
});

describe('update-queue with nothing to change', () => {
  it('says so before it asks for a key', async () => {
    const result = await runTool(
      ['update-queue', '--repository', 'octo-org/octo-repo', '--target-branch', 'main'],
      { cwd: dir, env: {} },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /update-queue changes nothing: set at least one of --queue-state/,
    );
    expect(result.stderr).not.toMatch(/api-token/);
  });
});

describe('merge-queue-connect --help', () => {
  it('lists the six queue commands', async () => {
    const help = await runTool(['--help'], { cwd: dir, env: {} });
    expect(help.code).toBe(0);
    for (const command of [...PULL_REQUEST_COMMANDS, ...QUEUE_COMMANDS]) {
      expect(help.stdout + help.stderr).toMatch(new RegExp(`^  ${command} +\\w`, 'm'));
    }
  });
});

describe('events', () => {
  it('a comment on a pull request names it, and its base branch is read from GitHub', async () => {
    github.pulls.push({
      number: 12,
      head: { sha: 'd'.repeat(40), ref: 'feature/12', repo: { full_name: 'octo-org/octo-repo' } },
      base: { sha: 'e'.repeat(40), ref: 'release/2', repo: { full_name: 'octo-org/octo-repo' } },
      files: [],
    });
    v1.queues.set('github.com/octo-org/octo-repo@release/2', { mode: 'single', concurrency: 1 });
    const result = await run(
      'action',
      'v1',
      'submit-pull-request',
      {},
      {
        eventName: 'issue_comment',
        payload: {
          action: 'created',
          issue: { number: 12, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/12' } },
          comment: { body: '/merge' },
          repository: { full_name: 'octo-org/octo-repo', default_branch: 'main' },
        },
      },
    );
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({
      'pr-number': '12',
      'target-branch': 'release/2',
      submitted: 'true',
    });
  });

  it("a fork's pull request (no secret) is a clear error, and nothing is sent", async () => {
    const result = await runAction({
      inputs: { command: 'submit-pull-request', 'api-url': v1.url },
      eventName: 'pull_request_target',
      payload: {
        action: 'labeled',
        number: 7,
        pull_request: {
          number: 7,
          head: { sha: 'b'.repeat(40), ref: 'feature/7', repo: { full_name: 'fork/octo-repo' } },
          base: { sha: 'c'.repeat(40), ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
        },
        repository: { full_name: 'octo-org/octo-repo', default_branch: 'main' },
      },
      workspace: dir,
      env: { GITHUB_API_URL: github.url },
      bundle: inject('bundle'),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /Input "api-token" is empty[^\n]*Dependabot and pull requests from forks cannot read repository secrets/,
    );
    expect(v1.requests).toEqual([]);
  });

  it('the keyless login (trunk-io/login) is for uploads only: a queue command says so', async () => {
    const bin = path.join(dir, 'bin');
    writeFakeTrunk(bin);
    const result = await runAction({
      inputs: { command: 'get-queue', 'target-branch': 'main' },
      eventName: 'workflow_dispatch',
      payload: {
        inputs: {},
        repository: { full_name: 'octo-org/octo-repo', default_branch: 'main' },
      },
      workspace: dir,
      env: { GITHUB_API_URL: github.url, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
      bundle: inject('bundle'),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /login is accepted only for uploads; get-queue needs an organisation API key/,
    );
    expect(v1.requests).toEqual([]);
    expect(v2.requests).toEqual([]);
  });

  it('a schedule run of a pull-request command says pr-number is needed', async () => {
    const result = await run(
      'action',
      'v1',
      'cancel-pull-request',
      {},
      {
        eventName: 'schedule',
        payload: { schedule: '0 17 * * 5' },
      },
    );
    expect(result.code).toBe(1);
    expect(result.log).toMatch(/cancel-pull-request on a schedule event needs "pr-number"/);
  });
});
