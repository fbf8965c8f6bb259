import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WaitClock } from '../src/clock.js';
import { getPullRequest, type PullRequestData } from '../src/commands/get-pull-request.js';
import type { InputName } from '../src/constants.js';
import type { PullRequestContext } from '../src/run.js';
import { readSettings } from '../src/settings.js';
import { FakeService } from './support/fake-service.js';
import { memoryLogger } from './support/logger.js';
import { testClient } from './support/service-client.js';

const repo = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };
const ctx: PullRequestContext = {
  command: 'get-pull-request',
  eventName: 'pull_request',
  repo,
  serverUrl: 'https://github.com',
  auth: { kind: 'token' },
  pr: { number: 7 },
  targetBranch: 'main',
};
const READY = {
  doesBaseBranchMatch: true,
  gitHubMergeability: 'MERGEABLE',
  requiresImpactedTargets: false,
};

/** Virtual time: each sleep advances it at once and may change what the service answers. */
class VirtualClock implements WaitClock {
  t = 0;
  readonly sleeps: number[] = [];
  onSleep: (() => void) | undefined;
  now() {
    return this.t;
  }
  async sleep(ms: number, signal?: AbortSignal) {
    if (signal?.aborted) return;
    this.sleeps.push(ms);
    this.t += ms;
    this.onSleep?.();
  }
}

let service: FakeService;
let clock: VirtualClock;
beforeEach(async () => {
  service = new FakeService();
  await service.start();
  clock = new VirtualClock();
});
afterEach(() => service.stop());

const setState = (state: string, readiness: object = {}) =>
  service.addPullRequest(repo, 'main', { prNumber: 7, prTitle: 't', state, readiness });

function run(inputs: Partial<Record<InputName, string>>, signal?: AbortSignal) {
  const settings = readSettings((n) => inputs[n] ?? '', {
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
  });
  const log = memoryLogger();
  const service_ = testClient(service);
  return getPullRequest(settings, ctx, {
    service: service_,
    wait: { clock, log, random: () => 0.5, ...(signal ? { signal } : {}) },
  }).then((result) => ({ result, data: result.data as PullRequestData, log }));
}

describe('wait-for', () => {
  it('met after transitions: one log line and one timeline row per change, not per poll', async () => {
    const states = ['not_ready', 'not_ready', 'pending', 'pending', 'testing'];
    setState(states[0]!);
    let i = 0;
    clock.onSleep = () => setState(states[Math.min(++i, states.length - 1)]!);
    const { data, log } = await run({ 'wait-for': 'testing' });
    expect(data.wait).toMatchObject({ result: 'met', polls: 5 });
    expect(data.wait?.timeline.map((e) => e.state)).toEqual(['not_ready', 'pending', 'testing']);
    expect(log.lines.filter((l) => l.level === 'info')).toHaveLength(3);
    expect(data.state).toBe('testing');
  });

  it('ready: waits until the readiness rule holds', async () => {
    setState('pending');
    clock.onSleep = () => setState('pending', READY);
    const { data } = await run({ 'wait-for': 'ready' });
    expect(data.wait?.result).toBe('met');
    expect(data.ready).toBe(true);
  });

  it('times out: a 30-minute wait with no change reads at most 40 times, 5 s apart at least', async () => {
    setState('not_ready');
    const { data, result } = await run({ 'wait-for': 'ready', 'wait-timeout-seconds': '1800' });
    expect(data.wait?.result).toBe('timed-out');
    expect(data.wait!.polls).toBeLessThanOrEqual(40);
    expect(Math.min(...clock.sleeps.slice(0, -1))).toBeGreaterThanOrEqual(5000);
    expect(clock.t).toBe(1_800_000);
    expect(result.failure).toBeUndefined();
    const strict = await run({
      'wait-for': 'ready',
      'wait-timeout-seconds': '60',
      'fail-on-not-ready': 'true',
    });
    expect(strict.result.failure).toContain('ended timed-out');
  });

  it('never two reads closer than 5 s, short timeouts included; the last read is at the deadline', async () => {
    setState('not_ready');
    const cases: [timeout: number, reads: number[]][] = [
      [1, [0]],
      [4, [0]],
      [5, [0, 5000]],
      [7, [0, 5000]],
      [12, [0, 5000, 12_000]],
      [13, [0, 5000, 12_500]],
      [14, [0, 5000, 12_500]],
    ];
    for (const [timeout, expected] of cases) {
      clock = new VirtualClock();
      const reads: number[] = [];
      service.onAnswered = () => reads.push(clock.t);
      const { data } = await run({ 'wait-for': 'ready', 'wait-timeout-seconds': String(timeout) });
      expect(data.wait?.result, `${timeout}s`).toBe('timed-out');
      expect(reads, `${timeout}s`).toEqual(expected);
      expect(data.wait?.polls).toBe(expected.length);
    }
    // Over a long wait with jitter drawn low, too.
    clock = new VirtualClock();
    const reads: number[] = [];
    service.onAnswered = () => reads.push(clock.t);
    const settings = readSettings(
      (n) => ({ 'wait-for': 'ready', 'wait-timeout-seconds': '600' })[n as string] ?? '',
      { GITHUB_REPOSITORY: 'octo-org/octo-repo' },
    );
    await getPullRequest(settings, ctx, {
      service: testClient(service),
      wait: { clock, log: memoryLogger(), random: () => 0 },
    });
    const gaps = reads.slice(1).map((t, i) => t - reads[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(5000);
    expect(reads[reads.length - 1]).toBeLessThanOrEqual(600_000);
  });

  it('a terminal state that cannot meet the condition ends the wait at once', async () => {
    setState('pending');
    clock.onSleep = () => setState('merged');
    const { data } = await run({ 'wait-for': 'ready' });
    expect(data.wait).toMatchObject({ result: 'unreachable', polls: 2 });
    const tested = await run({ 'wait-for': 'tests_passed, merged' });
    expect(tested.data.wait?.result).toBe('met');
  });

  it('429 with Retry-After during the wait: the next read waits as long as asked', async () => {
    setState('pending');
    service.inject(
      'getSubmittedPullRequest',
      { status: 429, retryAfter: '120' },
      { status: 429, retryAfter: '120' },
    );
    clock.onSleep = () => setState('testing');
    const { data, log } = await run({ 'wait-for': 'testing' });
    expect(data.wait?.result).toBe('met');
    expect(clock.sleeps[0]).toBe(120_000);
    expect(log.lines.some((l) => l.level === 'warning' && l.message.includes('429'))).toBe(true);
  });

  it('the service failing for one poll does not end the wait', async () => {
    setState('pending');
    service.inject('getSubmittedPullRequest', { status: 500 }, { status: 500 });
    clock.onSleep = () => setState('testing');
    const { data } = await run({ 'wait-for': 'testing' });
    expect(data.wait).toMatchObject({ result: 'met', polls: 2 });
  });

  it('cancellation ends the wait with what was seen', async () => {
    setState('pending');
    const cancel = new AbortController();
    clock.onSleep = () => cancel.abort();
    const { data } = await run({ 'wait-for': 'ready' }, cancel.signal);
    expect(data.wait).toMatchObject({ result: 'cancelled', polls: 1 });
    expect(data.state).toBe('pending');
  });

  it('an unknown state is an input error', () => {
    expect(() => readSettings((n) => (n === 'wait-for' ? 'done' : ''), {})).toThrow(/wait-for/);
  });
});
