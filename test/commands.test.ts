import { describe, expect, it } from 'vitest';
import { runCommand, type CommandDeps } from '../src/commands/index.js';
import type { InputName } from '../src/constants.js';
import type {
  PullRequestContext,
  QueueContext,
  RunContext,
  TestRunContext,
  UploadContext,
} from '../src/run.js';
import { ServiceError } from '../src/errors.js';
import { aboutOf } from '../src/report/about.js';
import { escapeText } from '../src/report/escape.js';
import { LOG_TARGET_CAP, outcomeLines } from '../src/report/outcome.js';
import { stepOutputsOf as outputsOf } from '../src/report/outputs.js';
import { MAX_SUMMARY_CHARS, capSummary, summaryOf } from '../src/report/summary.js';
import { V2_MAX_IMPACTED_TARGETS } from '../src/service/limits.js';
import { responseSchemas } from '../src/service/v1/schemas.js';
import { readSettings } from '../src/settings.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { memoryLogger } from './support/logger.js';

const repo = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };
const common = {
  eventName: 'pull_request',
  repo,
  serverUrl: 'https://github.com',
  auth: { kind: 'token' } as const,
};
const HEAD = 'a'.repeat(40);

const upload: UploadContext = {
  ...common,
  command: 'upload-impacted-targets',
  pr: { number: 42, sha: HEAD, branch: 'feature/x' },
  targetBranch: 'main',
  diff: { head: HEAD },
};
const pullRequest: PullRequestContext = {
  ...common,
  command: 'get-pull-request',
  pr: { number: 42, sha: HEAD, branch: 'feature/x' },
  targetBranch: 'main',
};
const testRun: TestRunContext = {
  ...common,
  command: 'get-test-run',
  testRunId: 'run-1',
  targetBranch: 'main',
  pr: {},
};
const queue: QueueContext = { ...common, command: 'create-queue', targetBranch: 'main', pr: {} };

const settings = (inputs: Partial<Record<InputName, string>> = {}) =>
  readSettings((name) => inputs[name] ?? '', { GITHUB_REPOSITORY: 'octo-org/octo-repo' });

/** A service that records what it was asked and answers from plain objects. */
function fakeService(answers: {
  pullRequest?: object;
  testRun?: object;
  createQueue?: () => void;
}): CommandDeps['service'] & { calls: { op: string; request: unknown }[] } {
  const calls: { op: string; request: unknown }[] = [];
  return {
    calls,
    uploadImpactedTargets: async (request) => {
      calls.push({ op: 'uploadImpactedTargets', request });
    },
    getPullRequest: async (request) => {
      calls.push({ op: 'getPullRequest', request });
      if (!answers.pullRequest) {
        throw new ServiceError({
          message: 'not found',
          operation: 'getSubmittedPullRequest',
          kind: 'not-found',
          status: 404,
          attempts: 1,
        });
      }
      return responseSchemas().submittedPullRequest.parse(answers.pullRequest);
    },
    getTestRun: async (request) => {
      calls.push({ op: 'getTestRun', request });
      return responseSchemas().testRun.parse(answers.testRun);
    },
    createQueue: async (request) => {
      calls.push({ op: 'createQueue', request });
      answers.createQueue?.();
    },
    // The queue commands have suites of their own (queue-commands.test.ts).
    apiVersion: 'v1',
    submitPullRequest: unused,
    updateQueueEntry: unused,
    cancelPullRequest: unused,
    restartTests: unused,
    getQueue: unused,
    updateQueue: unused,
    deleteQueue: unused,
  };
}

const unused = (): Promise<never> => Promise.reject(new Error('not called by these commands'));

function deps(service: CommandDeps['service']): CommandDeps {
  // The workspace is not read: these runs name their targets inline.
  return {
    service,
    targets: {
      workspace: '/nonexistent',
      git: createGitRunner('/nonexistent'),
      log: memoryLogger(),
    },
  };
}

async function render(
  ctx: RunContext,
  s: ReturnType<typeof settings>,
  service: CommandDeps['service'],
) {
  const result = await runCommand(s, ctx, deps(service));
  const about = aboutOf(ctx, s);
  return {
    result,
    outputs: outputsOf(about, result),
    summary: summaryOf(about, result),
    lines: outcomeLines(result),
    line: outcomeLines(result)[0],
  };
}

const TEST_RUN = {
  requiredStatuses: ['build', 'test (api)', 'lint'],
  testBranch: 'trunk-merge/pr-42/run-1',
  testBranchSha: 'b'.repeat(40),
  status: 'IN_PROGRESS',
  checkSuites: [
    {
      checkRuns: [
        { name: 'build', url: 'https://ci.example/1', status: 'completed', conclusion: 'success' },
        {
          name: 'test (api)',
          url: 'https://ci.example/2',
          status: 'completed',
          conclusion: 'failure',
        },
      ],
    },
  ],
  statusChecks: [],
  testedPullRequests: [
    { prNumber: 42, prUrl: 'https://github.com/o/r/pull/42', title: 'Add <login>' },
  ],
  impactedTargets: ['api', 'web'],
  impactedTargetsForTestedPrs: ['api'],
};

describe('runCommand: upload-impacted-targets', () => {
  it('sends the inline targets and reports them', async () => {
    const service = fakeService({});
    const r = await render(upload, settings({ 'impacted-targets': 'web, api' }), service);
    expect(service.calls).toEqual([
      {
        op: 'uploadImpactedTargets',
        request: {
          repo,
          pr: { number: 42, sha: HEAD },
          targetBranch: 'main',
          impactedTargets: ['api', 'web'],
        },
      },
    ]);
    expect(r.outputs).toMatchObject({ 'impacted-targets': '["api","web"]', uploaded: 'true' });
    // The log names what was uploaded, and why.
    expect(r.lines).toEqual([
      'Uploaded 2 impacted target(s):',
      '  api: listed in the impacted-targets input',
      '  web: listed in the impacted-targets input',
    ]);
    await expect(r.summary).toMatchFileSnapshot('__snapshots__/upload.md');
  });

  it('the log names the first 50 targets, then how many more', async () => {
    const names = Array.from(
      { length: LOG_TARGET_CAP + 7 },
      (_, i) => `t${String(i).padStart(3, '0')}`,
    );
    const r = await render(
      upload,
      settings({ 'impacted-targets': names.join('\n'), 'dry-run': 'true' }),
      fakeService({}),
    );
    expect(r.lines[0]).toBe(
      `Dry run: computed ${names.length} impacted target(s), nothing uploaded:`,
    );
    expect(r.lines.slice(1, -1)).toEqual(
      names.slice(0, LOG_TARGET_CAP).map((n) => `  ${n}: listed in the impacted-targets input`),
    );
    expect(r.lines.at(-1)).toBe('  …and 7 more (the impacted-targets output has them all)');
  });

  it('dry run: computes, sends nothing, says so', async () => {
    const service = fakeService({});
    const r = await render(
      upload,
      settings({ 'impacted-targets': 'ALL', 'dry-run': 'true' }),
      service,
    );
    expect(service.calls).toEqual([]);
    expect(r.outputs).toMatchObject({
      'impacted-targets': 'ALL',
      'impacts-all': 'true',
      uploaded: 'false',
    });
    expect(r.line).toBe('Dry run: computed ALL; nothing uploaded.');
    await expect(r.summary).toMatchFileSnapshot('__snapshots__/upload-dry-run-all.md');
  });

  it('fork mode is reported from the context auth', async () => {
    const service = fakeService({});
    const r = await render(
      { ...upload, auth: { kind: 'fork-run', runId: '7' } },
      settings({ 'impacted-targets': 'api' }),
      service,
    );
    expect(r.summary).toContain('fork mode');
  });
});

describe('runCommand: sizes the service and GitHub cannot take', () => {
  const names = (count: number) =>
    Array.from({ length: count }, (_, i) => `//services/component-${i}:test-target`).join('\n');

  it("v2: a list longer than the API's 100,000 targets is uploaded as ALL, with the reason; v1 sends it whole", async () => {
    const v2 = { ...upload, auth: { kind: 'bearer' } as const };
    const over = fakeService({});
    const r = await render(
      v2,
      settings({ 'impacted-targets': names(V2_MAX_IMPACTED_TARGETS + 1) }),
      over,
    );
    expect(over.calls[0]?.request).toMatchObject({ impactedTargets: 'ALL' });
    expect(r.outputs).toMatchObject({ 'impacted-targets': 'ALL', 'impacts-all': 'true' });
    expect(r.result.warnings[0]).toBe(
      'Uploading ALL: the 100001 impacted targets are more than the 100000 the v2 API takes in one upload (the service would refuse the list with 400 VALIDATION_FAILED).',
    );
    expect(r.summary).toContain(
      escapeText(
        "because the list of 100001 targets is over the v2 API's limit of 100000 targets per upload",
      ),
    );
    expect(r.lines.join('\n')).toContain("over the v2 API's limit of 100000 targets per upload");
    // The keyless route uploads to the same v2 endpoint.
    const keyless = fakeService({});
    await render(
      { ...upload, auth: { kind: 'cli-login', cli: '/bin/trunk' } },
      settings({ 'impacted-targets': names(V2_MAX_IMPACTED_TARGETS + 1) }),
      keyless,
    );
    expect(keyless.calls[0]?.request).toMatchObject({ impactedTargets: 'ALL' });
    // At the limit the list is sent; v1 states no limit.
    const at = fakeService({});
    await render(v2, settings({ 'impacted-targets': names(V2_MAX_IMPACTED_TARGETS) }), at);
    expect((at.calls[0]?.request as { impactedTargets: string[] }).impactedTargets).toHaveLength(
      V2_MAX_IMPACTED_TARGETS,
    );
    const v1 = fakeService({});
    await render(upload, settings({ 'impacted-targets': names(V2_MAX_IMPACTED_TARGETS + 1) }), v1);
    expect((v1.calls[0]?.request as { impactedTargets: string[] }).impactedTargets).toHaveLength(
      V2_MAX_IMPACTED_TARGETS + 1,
    );
  });

  it('a list over the 20 MiB request limit is uploaded as ALL, with a warning', async () => {
    const service = fakeService({});
    const r = await render(upload, settings({ 'impacted-targets': names(600_000) }), service);
    expect(service.calls[0]?.request).toMatchObject({ impactedTargets: 'ALL' });
    expect(r.outputs['impacted-targets']).toBe('ALL');
    expect(r.result.warnings[0]).toContain("over the service's 20 MiB request limit");
  });

  it('a list over the 1 MiB output limit is uploaded whole, and the output says ALL', async () => {
    const service = fakeService({});
    const r = await render(upload, settings({ 'impacted-targets': names(30_000) }), service);
    const sent = (service.calls[0]?.request as { impactedTargets: string[] }).impactedTargets;
    expect(sent).toHaveLength(30_000);
    expect(r.outputs['impacted-targets']).toBe('ALL');
    expect(r.outputs['impacted-targets-count']).toBe('30000');
    expect(r.result.warnings[0]).toContain("does not fit GitHub's 1 MiB limit");
    expect(r.summary.length).toBeLessThan(1024 * 1024);
  });

  it('a summary over the limit is cut at a line, with a note', () => {
    const md = capSummary('line\n'.repeat(300_000));
    expect(md.length).toBeLessThan(MAX_SUMMARY_CHARS + 200);
    expect(md).toContain('The summary was cut here');
  });
});

describe('runCommand: get-pull-request', () => {
  const ready = {
    state: 'TESTING',
    prTitle: 'Add | login',
    prAuthor: 'octocat',
    prBaseBranch: 'main',
    readiness: {
      doesBaseBranchMatch: true,
      gitHubMergeability: 'mergeable',
      requiresImpactedTargets: true,
      hasImpactedTargets: true,
    },
  };

  it('reads the PR by its number alone (never number and branch together) and reports readiness', async () => {
    const service = fakeService({ pullRequest: ready });
    const r = await render(pullRequest, settings(), service);
    expect(service.calls[0]?.request).toStrictEqual({
      repo,
      pr: { number: 42 },
      targetBranch: 'main',
    });
    expect(r.outputs).toMatchObject({ submitted: 'true', state: 'testing', ready: 'true' });
    await expect(r.summary).toMatchFileSnapshot('__snapshots__/pull-request-ready.md');
  });

  it('not submitted is not a failure, unless fail-on-not-ready', async () => {
    const plain = await render(pullRequest, settings(), fakeService({}));
    expect(plain.result.failure).toBeUndefined();
    expect(plain.outputs).toMatchObject({
      submitted: 'false',
      ready: 'false',
      'not-ready-reasons': '["not-submitted"]',
    });
    const strict = await render(
      pullRequest,
      settings({ 'fail-on-not-ready': 'true' }),
      fakeService({}),
    );
    expect(strict.result.failure).toBe(
      'Pull request #42 is not ready for the main queue: the pull request is not submitted to the queue.',
    );
    await expect(strict.summary).toMatchFileSnapshot('__snapshots__/pull-request-not-submitted.md');
  });

  it('dry run reads nothing', async () => {
    const service = fakeService({ pullRequest: ready });
    const r = await render(pullRequest, settings({ 'dry-run': 'true' }), service);
    expect(service.calls).toEqual([]);
    expect(r.result).toMatchObject({ command: 'get-pull-request', dryRun: true });
    expect(r.result.data).toBeUndefined();
    expect(r.outputs).toEqual({
      command: 'get-pull-request',
      'pr-number': '42',
      'pr-sha': HEAD,
      'target-branch': 'main',
      'is-test-branch': 'false',
      skip: 'false',
    });
    expect(r.line).toBe('Dry run: get-pull-request sent nothing to the service.');
  });
});

describe('runCommand: get-test-run', () => {
  it('reads the run: statuses, failed and pending checks, targets', async () => {
    const service = fakeService({ testRun: TEST_RUN });
    const r = await render(testRun, settings(), service);
    expect(service.calls[0]?.request).toEqual({ repo, testRunId: 'run-1', targetBranch: 'main' });
    expect(r.outputs).toMatchObject({
      'test-run-status': 'in_progress',
      'failed-checks': '["test (api)"]',
      'pending-checks': '["lint"]',
      'impacted-targets': '["api","web"]',
    });
    await expect(r.summary).toMatchFileSnapshot('__snapshots__/test-run.md');
  });

  it('dry run reads nothing', async () => {
    const service = fakeService({ testRun: TEST_RUN });
    const r = await render(testRun, settings({ 'dry-run': 'true' }), service);
    expect(service.calls).toEqual([]);
    expect(r.summary).toContain('Nothing was sent to the service');
  });

  it("on a test branch, names the branch to the service and uses the run only when it is that branch's", async () => {
    const branch = 'trunk-merge/pr-1/run-1';
    const onBranch = { ...testRun, testBranch: branch };
    const own = fakeService({ testRun: { ...TEST_RUN, testBranch: branch } });
    const r = await render(onBranch, settings(), own);
    expect(own.calls[0]?.request).toEqual({
      repo,
      testRunId: 'run-1',
      targetBranch: 'main',
      testBranch: branch,
    });
    expect(r.outputs['test-branch']).toBe(branch);
    // The same branch written as a ref is the same branch.
    const asRef = fakeService({ testRun: { ...TEST_RUN, testBranch: `refs/heads/${branch}` } });
    expect((await render(onBranch, settings(), asRef)).result.failure).toBeUndefined();
    // A bisection branch answered with its parent batch's run: refused, never used silently.
    for (const auth of [{ kind: 'token' }, { kind: 'bearer' }] as const) {
      const bisection = { ...onBranch, auth, testBranch: `${branch}-bisection` };
      const parent = fakeService({ testRun: { ...TEST_RUN, testBranch: branch } });
      const error = await runCommand(settings(), bisection, deps(parent)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      const message = (error as ServiceError).message;
      expect(message).toContain(
        `test run run-1 is the run of ${branch}, not of ${branch}-bisection, the branch this job runs on (a bisection is a run of its own, with its own id)`,
      );
      expect(message).toContain(
        auth.kind === 'token'
          ? 'v1 reads a run by its id alone'
          : 'none of the verification runs of the pull requests it tested is on this branch',
      );
      expect(message).toContain(
        "Set test-run-id to the id of trunk-merge/pr-1/run-1-bisection's run",
      );
      // What a door reports when the read fails: run everything.
      const outputs = outputsOf(aboutOf(bisection, settings()), undefined);
      expect(outputs).toMatchObject({
        'run-all': 'true',
        'impacted-targets-matrix': '{"target":["ALL"]}',
      });
    }
  });
});

describe('runCommand: create-queue', () => {
  it('creates with mode and concurrency', async () => {
    const service = fakeService({});
    const r = await render(queue, settings({ mode: 'PARALLEL', concurrency: '3' }), service);
    expect(service.calls).toEqual([
      {
        op: 'createQueue',
        request: { repo, targetBranch: 'main', mode: 'parallel', concurrency: 3 },
      },
    ]);
    expect(r.outputs['queue-created']).toBe('true');
    await expect(r.summary).toMatchFileSnapshot('__snapshots__/create-queue.md');
  });

  it('an existing queue is queue-created=false, not a failure', async () => {
    const service = fakeService({
      createQueue: () => {
        throw new ServiceError({
          message: 'exists',
          operation: 'createQueue',
          kind: 'http',
          status: 400,
          bodyExcerpt: 'queue already exists',
          attempts: 1,
        });
      },
    });
    const r = await render(queue, settings(), service);
    expect(r.result.failure).toBeUndefined();
    expect(r.outputs['queue-created']).toBe('false');
    expect(r.line).toBe('The queue already existed.');
  });

  it('another refusal is thrown to run(), which fails the step', async () => {
    const service = fakeService({
      createQueue: () => {
        throw new ServiceError({
          message: 'bad request',
          operation: 'createQueue',
          kind: 'http',
          status: 400,
          bodyExcerpt: 'bad branch',
          attempts: 1,
        });
      },
    });
    await expect(runCommand(settings(), queue, deps(service))).rejects.toThrow('bad request');
  });

  it('dry run sends nothing', async () => {
    const service = fakeService({});
    const r = await render(queue, settings({ 'dry-run': 'true', mode: 'single' }), service);
    expect(service.calls).toEqual([]);
    expect(r.outputs['queue-created']).toBe('false');
    expect(r.line).toBe('Dry run: no queue created.');
    await expect(r.summary).toMatchFileSnapshot('__snapshots__/create-queue-dry-run.md');
  });
});
