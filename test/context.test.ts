import { describe, expect, it } from 'vitest';
import { example } from './support/examples.js';
import { ContextError, InputError } from '../src/errors.js';
import type { InputName } from '../src/constants.js';
import { requireContext, testRunIdOf } from '../src/context.js';
import {
  eventFacts,
  mergeGroupPrNumber,
  resolveEventCommand as resolveCommand,
  resolveContext,
  type EventInput,
} from '../src/doors/action/event.js';
import { authOf } from '../src/route.js';
import type { Facts } from '../src/run.js';
import type { GitHubApi, PullRequestRef } from '../src/github/api.js';
import { readSettings } from '../src/settings.js';

const env = {
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_RUN_ID: '777',
};
const settings = (
  inputs: Partial<Record<InputName, string>> = {},
  e: Record<string, string> = env,
) => readSettings((n) => inputs[n] ?? '', e);

function github(
  pr?: PullRequestRef,
): Pick<GitHubApi, 'findOpenPullRequest' | 'defaultBranch'> & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    findOpenPullRequest: async (branch) => {
      asked.push(branch);
      return pr;
    },
    defaultBranch: async () => 'trunk',
  };
}

const event = (
  name: string,
  payload: Record<string, unknown>,
  extra: Record<string, string> = {},
): EventInput => ({
  name,
  payload,
  env: { ...env, ...extra },
});

/** The facts of an event (what it says, inputs winning), failing the test on a skip. */
async function ctxOf(...args: Parameters<typeof eventFacts>): Promise<Facts> {
  const result = await eventFacts(...args);
  if ('skip' in result) throw new Error(`skipped: ${result.skip}`);
  return result;
}

describe('eventFacts', () => {
  it('pull_request: number, head sha and ref, base ref and sha, host from GITHUB_SERVER_URL', async () => {
    const payload = example('pull_request', (e) => e.action === 'synchronize');
    const ctx = await ctxOf(
      'get-pull-request',
      settings({}, { ...env, GITHUB_SERVER_URL: 'https://ghe.example.com' }),
      event('pull_request', payload),
      github(),
    );
    expect(ctx).toMatchObject({
      prNumber: 2,
      prSha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      prBranch: 'changes',
      targetBranch: 'master',
      repo: { host: 'ghe.example.com', owner: 'octo-org', name: 'octo-repo' },
      fromFork: false,
    });
    expect(ctx.diff.fallbackBase).toMatch(/^[0-9a-f]{40}$/);
    expect(ctx.diff.head).toBe(ctx.prSha);
  });

  it('pull_request_target and pull_request_review read payload.pull_request too; fork detected', async () => {
    const payload = example('pull_request', (e) => e.action === 'opened');
    const pr = payload.pull_request as { head: { repo: { full_name: string } } };
    pr.head.repo.full_name = 'someone/fork';
    for (const name of [
      'pull_request_target',
      'pull_request_review',
      'pull_request_review_comment',
    ]) {
      const ctx = await ctxOf(
        'upload-impacted-targets',
        settings(),
        event(name, payload),
        github(),
      );
      expect(ctx.prNumber).toBe((payload as { number: number }).number);
      expect(ctx.fromFork).toBe(true);
    }
  });

  it('inputs always win over the event', async () => {
    const payload = example('pull_request', (e) => e.action === 'synchronize');
    const ctx = await ctxOf(
      'get-pull-request',
      settings({
        'pr-number': '99',
        'pr-sha': 'abcdef1',
        'pr-branch': 'mine',
        'target-branch': 'release',
      }),
      event('pull_request', payload),
      github(),
    );
    expect(ctx).toMatchObject({
      prNumber: 99,
      prSha: 'abcdef1',
      prBranch: 'mine',
      targetBranch: 'release',
    });
  });

  it('merge_group: PR number from the head ref, base from base_ref, exact base SHA', async () => {
    const payload = example('merge_group');
    const ctx = await ctxOf(
      'upload-impacted-targets',
      settings(),
      event('merge_group', payload),
      github(),
    );
    expect(ctx).toMatchObject({
      prNumber: 104,
      prSha: '2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d',
      targetBranch: 'main',
      diff: { base: '380387fbc80638b734a49e1be1c4dfec1c01b33c' },
    });
  });

  it('workflow_run: its first pull request, SHA from workflow_run.head_sha', async () => {
    const payload = example('workflow_run', (e) => {
      const run = e.workflow_run as { pull_requests: unknown[] };
      return run.pull_requests.length > 0;
    });
    const ctx = await ctxOf(
      'get-pull-request',
      settings(),
      event('workflow_run', payload),
      github(),
    );
    expect(ctx).toMatchObject({
      prNumber: 2,
      prSha: '3484a3fb816e0859fd6e1cea078d76385ff50625',
      targetBranch: 'master',
    });
  });

  it('push: the open PR of the pushed branch through the REST API; SHA = after', async () => {
    const payload = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
    payload.ref = 'refs/heads/feature/login';
    const gh = github({
      number: 31,
      headSha: 'x',
      headRef: 'feature/login',
      baseRef: 'main',
      baseSha: 'b'.repeat(40),
      fromFork: false,
    });
    const ctx = await ctxOf('upload-impacted-targets', settings(), event('push', payload), gh);
    expect(gh.asked).toEqual(['feature/login']);
    expect(ctx).toMatchObject({
      prNumber: 31,
      prSha: payload.after,
      targetBranch: 'main',
      prBranch: 'feature/login',
    });
  });

  it('push with no open PR, a tag push and a branch deletion end with a notice', async () => {
    const branchPush = example('push', (e) => e.ref === 'refs/heads/master');
    expect(
      await resolveContext(
        'upload-impacted-targets',
        settings(),
        event('push', branchPush),
        github(),
      ),
    ).toMatchObject({
      skip: expect.stringContaining('No open pull request has master as its head branch'),
    });
    const tagPush = example('push', (e) => e.ref === 'refs/tags/simple-tag' && e.deleted === false);
    expect(
      await resolveContext('get-pull-request', settings(), event('push', tagPush), github()),
    ).toMatchObject({
      skip: expect.stringContaining('not a branch'),
    });
    const deletion = example('push', (e) => e.deleted === true);
    expect(
      await resolveContext('get-pull-request', settings(), event('push', deletion), github()),
    ).toMatchObject({
      skip: expect.stringContaining('deleted'),
    });
  });

  it('a queue test branch: test run id = last segment, target branch = input, else default branch', async () => {
    const payload = example('push', (e) => e.ref === 'refs/heads/master');
    payload.ref = 'refs/heads/trunk-merge/pr-1815/5df78918-aaaa-bbbb';
    const s = settings();
    expect(resolveCommand(s, event('push', payload))).toBe('get-test-run');
    const ctx = await ctxOf('get-test-run', s, event('push', payload), github());
    expect(ctx).toMatchObject({
      testRunId: '5df78918-aaaa-bbbb',
      targetBranch: 'master',
      testBranch: 'trunk-merge/pr-1815/5df78918-aaaa-bbbb',
    });
    const withInput = await ctxOf(
      'get-test-run',
      settings({ 'target-branch': 'main' }),
      event('push', payload),
      github(),
    );
    expect(withInput.targetBranch).toBe('main');
  });

  it('workflow_dispatch: from the pr-* inputs; missing ones are named', async () => {
    const payload = example('workflow_dispatch');
    const ctx = await ctxOf(
      'get-pull-request',
      settings({ 'pr-number': '5' }),
      event('workflow_dispatch', payload),
      github(),
    );
    expect(ctx).toMatchObject({ prNumber: 5, targetBranch: 'main' });
    await expect(
      resolveContext(
        'upload-impacted-targets',
        settings(),
        event('workflow_dispatch', payload),
        github(),
      ),
    ).rejects.toThrow(ContextError);
    await expect(
      resolveContext(
        'upload-impacted-targets',
        settings(),
        event('workflow_dispatch', payload),
        github(),
      ),
    ).rejects.toThrow(/needs "pr-number", "pr-sha"/);
  });

  it('create-queue needs no PR; the default branch comes from the REST API when the payload has none', async () => {
    const ctx = await ctxOf('create-queue', settings(), event('schedule', {}), github());
    expect(ctx.targetBranch).toBe('trunk');
  });

  it('a missing repository is an input error', async () => {
    await expect(
      resolveContext('create-queue', settings({}, {}), event('schedule', {}), github()),
    ).rejects.toThrow(InputError);
  });
});

describe('requireContext: what each command needs', () => {
  const pr = () =>
    event(
      'pull_request',
      example('pull_request', (e) => e.action === 'synchronize'),
    );

  it('an upload carries its pull request, queue and diff ends; base-sha / head-sha win', async () => {
    const s = settings({
      'api-token': 't',
      'base-sha': 'a'.repeat(40),
      'head-sha': 'b'.repeat(40),
    });
    const ctx = await resolveContext('upload-impacted-targets', s, pr(), github());
    expect(ctx).toMatchObject({
      command: 'upload-impacted-targets',
      pr: { number: 2, sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821', branch: 'changes' },
      targetBranch: 'master',
      auth: { kind: 'token' },
      diff: { head: 'b'.repeat(40), base: 'a'.repeat(40) },
    });
  });

  it('the head end defaults to the pull request head', async () => {
    const ctx = await resolveContext(
      'upload-impacted-targets',
      settings({ 'api-token': 't' }),
      pr(),
      github(),
    );
    if ('skip' in ctx || ctx.command !== 'upload-impacted-targets')
      throw new Error('not an upload');
    expect(ctx.diff.head).toBe(ctx.pr.sha);
    expect(ctx.diff.base).toBeUndefined();
  });

  it('each command names exactly the inputs it is missing', async () => {
    const facts = (await ctxOf(
      'create-queue',
      settings(),
      event('schedule', {}),
      github(),
    )) as Facts;
    const bare: Facts = { ...facts, targetBranch: undefined };
    const s = { apiToken: 't', dryRun: false };
    expect(() => requireContext('create-queue', bare, s)).toThrow(/needs "target-branch"/);
    expect(() => requireContext('get-test-run', bare, s)).toThrow(
      /needs "test-run-id", "target-branch"/,
    );
    expect(() => requireContext('get-pull-request', bare, s)).toThrow(
      /needs "pr-number", "target-branch"/,
    );
    expect(requireContext('create-queue', facts, s)).toMatchObject({
      command: 'create-queue',
      targetBranch: 'trunk',
    });
  });
});

describe('authOf: authentication decided once', () => {
  const facts = { fromFork: false, runId: '777' };
  it('an empty api-token is an input error that mentions secrets, unless nothing is sent', () => {
    const none = { apiToken: '', dryRun: false };
    expect(() => authOf('get-pull-request', none, facts)).toThrow(InputError);
    expect(() => authOf('get-pull-request', none, facts)).toThrow(/"api-token" is empty.*secrets/s);
    expect(authOf('get-pull-request', { ...none, dryRun: true }, facts)).toEqual({ kind: 'token' });
    expect(authOf('get-pull-request', { ...none, apiToken: 't' }, facts)).toEqual({
      kind: 'token',
    });
  });

  it('an upload from a fork without a token uses the workflow run id', () => {
    const fork = { fromFork: true, runId: '777' };
    expect(authOf('upload-impacted-targets', { apiToken: '', dryRun: false }, fork)).toEqual({
      kind: 'fork-run',
      runId: '777',
    });
    // With a token (a same-repo secret given anyway), the token is used.
    expect(authOf('upload-impacted-targets', { apiToken: 't', dryRun: false }, fork)).toEqual({
      kind: 'token',
    });
    // Reads are never fork mode.
    expect(() => authOf('get-pull-request', { apiToken: '', dryRun: false }, fork)).toThrow(
      InputError,
    );
    expect(() =>
      authOf('upload-impacted-targets', { apiToken: '', dryRun: false }, { fromFork: true }),
    ).toThrow(/GITHUB_RUN_ID/);
  });
});

describe('resolveCommand (auto)', () => {
  const pr = event(
    'pull_request',
    example('pull_request', (e) => e.action === 'synchronize'),
  );
  it('uploads when a target source is configured, else reads the PR', () => {
    expect(resolveCommand(settings({ targets: 'a: a/**' }), pr)).toBe('upload-impacted-targets');
    expect(resolveCommand(settings({ 'impacted-targets': 'ALL' }), pr)).toBe(
      'upload-impacted-targets',
    );
    expect(resolveCommand(settings(), pr)).toBe('get-pull-request');
    expect(resolveCommand(settings({ command: 'create-queue' }), pr)).toBe('create-queue');
  });
});

describe('branch parsing', () => {
  it('reads merge group head refs and test run ids', () => {
    expect(
      mergeGroupPrNumber(
        'refs/heads/gh-readonly-queue/main/pr-104-929f8209d40f77f4abc622a499c93a83babdbe64',
      ),
    ).toBe(104);
    expect(mergeGroupPrNumber('gh-readonly-queue/release/v2/pr-7-abc123')).toBe(7);
    expect(mergeGroupPrNumber('feature/x')).toBeUndefined();
    expect(testRunIdOf('trunk-merge/pr-1815/5df78918')).toBe('5df78918');
    expect(testRunIdOf('trunk-merge')).toBeUndefined();
  });
});
