/**
 * The bundle under Node 24 as the runner starts it, on the v2 API (an organisation key against
 * the fake v2 service) and on the keyless route (a fake `trunk` CLI on PATH), with the same
 * scenarios run on v1 to show the outputs do not change with the API.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { escapeText } from '../src/report/escape.js';
import { V2_MAX_IMPACTED_TARGETS } from '../src/service/limits.js';
import { example, pullRequestPayload, type Payload } from './support/examples.js';
import { FakeService } from './support/fake-service.js';
import { FakeServiceV2 } from './support/fake-service-v2.js';
import { writeFakeTrunk } from './support/fake-trunk.js';
import {
  Repo,
  pullRequestOrigin,
  removeDir,
  shallowCheckout,
  tempDir,
} from './support/git-repo.js';
import { runAction, type RunOptions, type RunResult } from './support/runner.js';

const REPO = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };
const TARGETS = `
api: [services/api/**, '!**/*.md']
web: web/**
e2e: {paths: [tests/e2e/**], depends-on: [api]}
`;
const RUN_ID = '5df78918-1b2c-4d5e-8f90-a1b2c3d4e5f6';

let root: string;
let origin: Repo;
let headSha: string;
let mainSha: string;
let mergeSha: string;
let v1: FakeService;
let v2: FakeServiceV2;
let repositoryId: string;
/** The fake trunk CLI's directory, and where it records each call. */
let bin: string;
let cliLog: string;
let checkouts = 0;

beforeAll(() => {
  root = tempDir('mq-e2e-v2-');
  ({ origin, headSha, mainSha, mergeSha } = pullRequestOrigin(path.join(root, 'origin')));

  bin = path.join(root, 'bin');
  writeFakeTrunk(bin);
  cliLog = path.join(root, 'trunk-calls');
});
afterAll(() => removeDir(root));

beforeEach(async () => {
  v1 = new FakeService({ apiToken: 'svc_e2eV1Token' });
  v2 = new FakeServiceV2({ apiKey: 'trunk_v2_e2eOrgKey7c41' });
  await Promise.all([v1.start(), v2.start()]);
  repositoryId = v2.addRepository(REPO.owner, REPO.name);
  for (const file of [cliLog, `${cliLog}.targets`, `${cliLog}.env`]) {
    if (existsSync(file)) removeDir(file);
  }
});
afterEach(async () => {
  expect(v1.requests.filter((r) => r.invalid)).toEqual([]);
  expect(v2.requests.filter((r) => r.invalid).map((r) => r.invalid)).toEqual([]);
  expect(v2.badAnswers).toEqual([]);
  await Promise.all([v1.stop(), v2.stop()]);
});

function pullRequestEvent(): Payload {
  return pullRequestPayload(2, headSha, mainSha);
}

function checkout(): string {
  const dir = path.join(root, `checkout-${checkouts++}`);
  shallowCheckout(origin, dir, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
  return dir;
}

type Api = 'v1' | 'v2';

/** One run of the bundle against the v1 or v2 fake, with that API's credential. */
function run(
  api: Api | 'keyless',
  options: Omit<RunOptions, 'workspace'> & { workspace?: string },
): Promise<RunResult> {
  const credential: Record<string, string> =
    api === 'v1'
      ? { 'api-url': v1.url, 'api-token': v1.apiToken }
      : api === 'v2'
        ? { 'api-url': v2.url, 'api-token': v2.apiKey }
        : {};
  return runAction({
    workspace: emptyWorkspace(),
    ...options,
    inputs: { ...credential, ...options.inputs },
    env: {
      GITHUB_API_URL: 'http://127.0.0.1:9/unused',
      ...(options.eventName === 'pull_request' ? { GITHUB_SHA: mergeSha } : {}),
      ...(api === 'keyless'
        ? { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, FAKE_TRUNK_LOG: cliLog }
        : {}),
      ...options.env,
    },
    bundle: inject('bundle'),
  });
}

function emptyWorkspace(): string {
  const dir = path.join(root, 'empty');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The same pull request on both fakes: submitted to main, in `state`, with this readiness. */
function submitted(state: { v1: string; v2: string }, readiness: Record<string, unknown>) {
  v1.addPullRequest(REPO, 'main', {
    id: 'pr-2',
    state: state.v1,
    prNumber: 2,
    prTitle: 'Add login',
    prSha: headSha,
    prBaseBranch: 'main',
    prAuthor: 'octocat',
    readiness: {
      requiresImpactedTargets: readiness.requiresImpactedTargets,
      doesBaseBranchMatch: readiness.doesBaseBranchMatch,
      hasImpactedTargets: readiness.hasImpactedTargets,
      gitHubMergeability: readiness.v1Mergeability,
    },
  });
  v2.addPullRequest(repositoryId, {
    number: 2,
    title: 'Add login',
    sha: headSha,
    author: 'octocat',
    entry: {
      state: state.v2,
      readiness: {
        requiresImpactedTargets: readiness.requiresImpactedTargets as boolean,
        doesBaseBranchMatch: readiness.doesBaseBranchMatch as boolean,
        hasImpactedTargets: readiness.hasImpactedTargets as boolean,
        mergeability: readiness.v2Mergeability as string,
      },
    },
  });
}

/** Outputs that must agree across APIs: all but api-version and the whole-answer JSON. */
function comparable(outputs: Record<string, string>): Record<string, string> {
  const rest = { ...outputs };
  delete rest['api-version'];
  delete rest['test-run'];
  if (rest['pull-request'] !== undefined) {
    const { state, prNumber, prTitle, prSha, readiness } = JSON.parse(
      rest['pull-request'],
    ) as Record<string, unknown>;
    rest['pull-request'] = JSON.stringify({ state, prNumber, prTitle, prSha, readiness });
  }
  return rest;
}

async function onBoth(
  options: Omit<RunOptions, 'workspace'> & { workspace?: () => string },
): Promise<Record<Api, RunResult>> {
  const results = {} as Record<Api, RunResult>;
  const { workspace, ...rest } = options;
  for (const api of ['v1', 'v2'] as const) {
    results[api] = await run(api, { ...rest, ...(workspace ? { workspace: workspace() } : {}) });
  }
  expect(results.v1.outputs['api-version']).toBe('v1');
  expect(results.v2.outputs['api-version']).toBe('v2');
  expect(comparable(results.v2.outputs)).toEqual(comparable(results.v1.outputs));
  return results;
}

describe('the same scenarios on v1 and v2 give the same outputs', () => {
  it('upload from a depth-1 merge checkout', async () => {
    const { v2: r } = await onBoth({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout,
      inputs: { targets: TARGETS },
    });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ 'impacted-targets': '["api","e2e"]', uploaded: 'true' });
    expect(v1.uploadFor(REPO, 'main', 2)).toEqual({
      sha: headSha,
      impactedTargets: ['api', 'e2e'],
    });
    expect(v2.uploadFor(repositoryId, 2)).toEqual({
      repositoryId,
      targetBranch: 'main',
      sha: headSha,
      number: 2,
      impactedTargets: ['api', 'e2e'],
    });
    expect(r.summary).toContain(
      `Service: ${escapeText('v2 API, organisation API key (Authorization: Bearer)')}.`,
    );
  });

  it('ALL from impacted-targets', async () => {
    await onBoth({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'ALL' },
    });
    expect(v1.uploadFor(REPO, 'main', 2)?.impactedTargets).toBe('ALL');
    expect(v2.uploadFor(repositoryId, 2)).toMatchObject({ impactsAllTargets: true });
  });

  it('get-pull-request: ready, then not ready for each reason, then not submitted', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          requiresImpactedTargets: true,
          hasImpactedTargets: true,
          doesBaseBranchMatch: true,
          v1Mergeability: 'MERGEABLE',
          v2Mergeability: 'mergeable',
        },
        '[]',
      ],
      [
        {
          requiresImpactedTargets: true,
          hasImpactedTargets: false,
          doesBaseBranchMatch: false,
          v1Mergeability: 'NOT_MERGEABLE',
          v2Mergeability: 'notMergeable',
        },
        '["base-branch-mismatch","not-mergeable","impacted-targets-missing"]',
      ],
      [
        {
          requiresImpactedTargets: false,
          hasImpactedTargets: false,
          doesBaseBranchMatch: true,
          v1Mergeability: 'IN_PROGRESS',
          v2Mergeability: 'inProgress',
        },
        '["mergeability-pending"]',
      ],
    ];
    for (const [readiness, reasons] of cases) {
      submitted({ v1: 'PENDING_FAILURE', v2: 'pendingFailure' }, readiness);
      const { v2: r } = await onBoth({
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        inputs: { command: 'get-pull-request' },
      });
      expect(r.code).toBe(0);
      expect(r.outputs).toMatchObject({
        submitted: 'true',
        state: 'pending_failure',
        ready: String(reasons === '[]'),
        'not-ready-reasons': reasons,
      });
    }
    v1.pullRequests.clear();
    v2.pullRequests.clear();
    const { v2: none } = await onBoth({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { command: 'get-pull-request' },
    });
    expect(none.outputs).toMatchObject({
      submitted: 'false',
      ready: 'false',
      'not-ready-reasons': '["not-submitted"]',
    });
  });

  it('get-test-run on a queue test branch', async () => {
    v1.addTestRun(REPO, 'main', RUN_ID, {
      requiredStatuses: ['build', 'lint'],
      requiredStatusesSource: 'MERGE_INSTANCE',
      testBranch: `trunk-merge/pr-2/${RUN_ID}`,
      testBranchSha: mergeSha,
      status: 'IN_PROGRESS',
      checkSuites: [
        {
          checkRuns: [
            {
              name: 'build',
              url: 'https://ci.example/b',
              status: 'COMPLETED',
              conclusion: 'FAILURE',
            },
          ],
        },
      ],
      statusChecks: [{ context: 'lint', url: 'https://ci.example/l', state: 'SUCCESS' }],
      testedPullRequests: [
        { prNumber: 2, prUrl: 'https://github.com/octo-org/octo-repo/pull/2', title: 'Add login' },
      ],
      dependentPrs: [1],
      impactedTargets: ['api', 'web'],
      impactedTargetsForTestedPrs: ['api'],
    });
    v2.addRun({
      id: RUN_ID,
      testBranch: `trunk-merge/pr-2/${RUN_ID}`,
      testBranchSha: mergeSha,
      status: 'inProgress',
      requiredStatusesSource: 'mergeInstance',
      requiredStatuses: ['build', 'lint'],
      checks: [
        {
          id: '1',
          name: 'build',
          kind: 'checkRun',
          status: 'completed',
          conclusion: 'failure',
          providerConclusion: 'FAILURE',
          url: 'https://ci.example/b',
          provider: 'github',
        },
        {
          id: '2',
          name: 'lint',
          kind: 'statusCheck',
          status: 'completed',
          conclusion: 'success',
          providerConclusion: 'SUCCESS',
          url: 'https://ci.example/l',
          provider: 'github',
        },
      ],
      testedPullRequests: [
        {
          id: 'p2',
          number: 2,
          sha: headSha,
          title: 'Add login',
          url: 'https://github.com/octo-org/octo-repo/pull/2',
        },
      ],
      dependentPullRequests: [{ id: 'p1', number: 1, sha: mainSha, title: 'Earlier' }],
      impactedTargets: {
        all: { impactsAllTargets: false, impactedTargets: ['api', 'web'], totalImpactedTargets: 2 },
        testedPullRequestsOnly: {
          impactsAllTargets: false,
          impactedTargets: ['api'],
          totalImpactedTargets: 1,
        },
      },
    });
    const payload = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
    payload.ref = `refs/heads/trunk-merge/pr-2/${RUN_ID}`;
    payload.repository.default_branch = 'main';
    const { v2: r } = await onBoth({ eventName: 'push', payload, inputs: {} });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({
      command: 'get-test-run',
      'test-run-status': 'in_progress',
      'failed-checks': '["build"]',
      'pending-checks': '[]',
      'impacted-targets-matrix': '{"target":["api","web"]}',
      'tested-prs': '[2]',
      'dependent-prs': '[1]',
      'is-test-branch': 'true',
    });
    expect(JSON.parse(r.outputs['test-run']!)).toMatchObject({
      requiredStatusesSource: 'merge_instance',
    });
  });

  it('create-queue: created, then already existing is queue-created=false, not a failure', async () => {
    const options = {
      eventName: 'workflow_dispatch',
      payload: example('workflow_dispatch'),
      inputs: {
        command: 'create-queue',
        mode: 'parallel',
        concurrency: '5',
        'target-branch': 'main',
      },
    };
    const first = await onBoth(options);
    expect(first.v2.outputs['queue-created']).toBe('true');
    expect(v2.requestsTo('mergeQueues.create')[0]?.body).toEqual({
      repositoryId,
      targetBranch: 'main',
      mode: 'graph',
      concurrency: 5,
    });
    const second = await onBoth(options);
    expect(second.v2.code).toBe(0);
    expect(second.v2.outputs['queue-created']).toBe('false');
    expect(second.v2.summary).toContain('Queue already exists');
  });
});

describe('v2 only', () => {
  it('wait-for reads the pull request by id after the first look-up', async () => {
    submitted(
      { v1: 'PENDING', v2: 'pending' },
      { requiresImpactedTargets: false, doesBaseBranchMatch: true, v2Mergeability: 'inProgress' },
    );
    const result = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { command: 'get-pull-request', 'wait-for': 'ready', 'wait-timeout-seconds': '1' },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'wait-result': 'timed-out', ready: 'false' });
    expect(v2.requests.map((r) => r.operationId)).toEqual([
      'repositories.resolveByProviderUrl',
      'pullRequests.resolveByCoordinates',
      'mergeQueues.list',
    ]);
  });

  it('start-up: a v2 upload loads the transport but not zod (the repository id is read by hand)', async () => {
    const out = path.join(root, 'probe-v2-upload.json');
    const result = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api' },
      env: {
        NODE_OPTIONS: `--import=${path.join(import.meta.dirname, 'support', 'load-probe.mjs')}`,
        LOAD_PROBE_OUT: out,
      },
    });
    expect(result.outputs.uploaded).toBe('true');
    const probe = JSON.parse(readFileSync(out, 'utf8')) as { builtins: string[]; files: string[] };
    expect(probe.builtins).toContain('http');
    const zod = probe.files.filter((url) =>
      readFileSync(fileURLToPath(url), 'utf8').includes('$ZodType'),
    );
    expect(zod).toEqual([]);
  });

  it('a service that echoes the key: not in the log, outputs or summary, in any encoding', async () => {
    const key = v2.apiKey;
    v2.always('impactedTargets.upload', {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `bad request from Bearer ${key} / ${encodeURIComponent(key)} / ${JSON.stringify({ key })}`,
    });
    const result = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api' },
      env: { RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('bad request from Bearer ***');
    expect(result.stdout).toMatch(/X-Request-Id: req_\d+_/);
    for (const text of [
      result.stdout,
      result.stderr,
      result.summary,
      JSON.stringify(result.outputs),
    ]) {
      const withoutMasks = text
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const form of [
        key,
        escapeText(key),
        encodeURIComponent(key),
        Buffer.from(key).toString('base64'),
      ]) {
        expect(withoutMasks).not.toContain(form);
      }
    }
  });

  it('a v2 key with api-version v1, or with a /v1 api-url, is refused before anything is sent', async () => {
    const versionClash = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api', 'api-version': 'v1' },
    });
    expect(versionClash.code).toBe(1);
    expect(versionClash.stdout).toContain(
      'Input "api-version" is v1 but "api-token" is a v2 organisation key',
    );
    const urlClash = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api', 'api-url': `${v2.url}/v1` },
    });
    expect(urlClash.code).toBe(1);
    expect(urlClash.stdout).toContain("the v1 API's address, but this run uses the v2 API");
    expect(v2.requests).toEqual([]);
    for (const result of [versionClash, urlClash]) expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('api-version v2 sends any token as a Bearer key (and says what a 401 means)', async () => {
    const result = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api', 'api-version': 'v2', 'api-token': 'old-v1-token-123' },
    });
    expect(result.code).toBe(1);
    expect(v2.requests[0]?.headers.authorization).toBe('Bearer old-v1-token-123');
    expect(result.stdout).toContain(
      'a v1 token works only with the v1 API (api-version set to v1)',
    );
  });
});

describe('keyless: trunk-io/login, then this action with no api-token', () => {
  const argv = () => readFileSync(cliLog, 'utf8').trimEnd().split('\n');
  const base = () => [
    'mergequeue',
    'upload-impacted-targets',
    '--target-branch',
    'main',
    '--pr',
    '2',
    '--sha',
    headSha,
  ];

  it('a list: --targets-file with one target per line, removed afterwards; nothing sent over HTTP', async () => {
    const result = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { targets: TARGETS },
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({
      'api-version': 'v2-login',
      'impacted-targets': '["api","e2e"]',
      uploaded: 'true',
    });
    const args = argv();
    expect(args.slice(0, -2)).toEqual(base());
    expect(args.at(-2)).toBe('--targets-file');
    expect(readFileSync(`${cliLog}.targets`, 'utf8')).toBe('api\ne2e\n');
    expect(existsSync(args.at(-1)!)).toBe(false);
    // The run's own GitHub token is there for the CLI to renew a login; no api-url was given.
    expect(readFileSync(`${cliLog}.env`, 'utf8')).toBe('TRUNK_API_URL=\nGITHUB_TOKEN=set\n');
    expect(result.stdout).toContain('trunk: Uploaded impacted targets for this pull request.');
    expect(result.summary).toContain(
      escapeText('v2 API, keyless: the trunk CLI logged in by trunk-io/login (no secret)'),
    );
    expect(v1.requests).toEqual([]);
    expect(v2.requests).toEqual([]);
  });

  it('ALL is --all; no impacted target with known changed files is --none', async () => {
    await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'ALL' },
    });
    expect(argv()).toEqual([...base(), '--all']);
    const none = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { targets: 'web: web/**', 'unmatched-files': 'ignore' },
    });
    expect(none.outputs).toMatchObject({ 'impacted-targets': '[]', 'changed-files-count': '2' });
    expect(argv()).toEqual([...base(), '--none']);
  });

  it('hostile names: a target name with a line break is --all; a branch that reads as an option is refused', async () => {
    const result = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { targets: '"api\\n--all": services/**\nweb: web/**' },
    });
    expect(result.code, result.stdout).toBe(0);
    expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual(['api\n--all']);
    expect(argv()).toEqual([...base(), '--all']);
    expect(result.stdout).toContain('A target name holds a line break');
    const dash = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api', 'target-branch': '--none' },
    });
    expect(dash.code).toBe(1);
    expect(dash.stdout).toContain('Input "target-branch" has an invalid value "--none"');
  });

  it('changed files that cannot be known are --all, never --none', async () => {
    // No git history and no GitHub API to ask: the safety rule makes it ALL.
    const result = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { targets: 'web: web/**' },
    });
    expect(result.outputs['impacted-targets']).toBe('ALL');
    expect(argv()).toEqual([...base(), '--all']);
  });

  it('a fork pull request uploads keyless too (no fork-mode header); api-url goes to the CLI as TRUNK_API_URL', async () => {
    const payload = pullRequestEvent();
    payload.pull_request.head.repo.full_name = 'someone/octo-fork';
    const result = await run('keyless', {
      eventName: 'pull_request',
      payload,
      inputs: { 'impacted-targets': 'api', 'api-url': 'https://api.trunk-staging.io' },
    });
    expect(result.code).toBe(0);
    expect(result.outputs['api-version']).toBe('v2-login');
    expect(argv()).toEqual([...base(), '--targets-file', expect.any(String)]);
    expect(readFileSync(`${cliLog}.env`, 'utf8')).toContain(
      'TRUNK_API_URL=https://api.trunk-staging.io/v2\n',
    );
  });

  it('the CLI refusing ends the step with its own words and what to add to the workflow', async () => {
    const cases: [string, string][] = [
      [
        'Error: not logged in. Run `trunk auth login`.',
        'Run `- uses: trunk-io/login@v1` in this job before this step',
      ],
      [
        'error: could not get an OIDC token (ACTIONS_ID_TOKEN_REQUEST_URL is not set)',
        'Give the job `permissions: id-token: write`',
      ],
      ['error: fork pull request uploads are off for this repository', 'Fork PR CI access'],
      ['error: 403 from the service', 'Check that trunk-io/login ran in this job before this step'],
    ];
    for (const [said, advice] of cases) {
      const result = await run('keyless', {
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        inputs: { 'impacted-targets': 'api' },
        env: { FAKE_TRUNK_EXIT: '3', FAKE_TRUNK_SAY: said },
      });
      expect(result.code, said).toBe(1);
      const error = result.stdout.split('\n').find((l) => l.startsWith('::error::'))!;
      expect(error).toContain('the trunk CLI exited with code 3');
      expect(error).toContain(said);
      expect(error, said).toContain(advice);
      expect(result.outputs).toMatchObject({
        command: 'upload-impacted-targets',
        'api-version': 'v2-login',
      });
      expect(result.stdout).not.toMatch(/\n\s+at /);
    }
  });

  it('without the CLI, without a key, or on a command the login does not cover: a clear input error', async () => {
    const noCli = await run('v1', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api', 'api-token': '' },
    });
    expect(noCli.code).toBe(1);
    expect(noCli.stdout).toContain('Input "api-token" is empty');
    expect(noCli.stdout).toContain('run `- uses: trunk-io/login@v1`');
    const read = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { command: 'get-pull-request' },
    });
    expect(read.code).toBe(1);
    expect(read.stdout).toContain('The trunk-io/login login is accepted only for uploads');
    // api-version v1 never takes the keyless route.
    const pinned = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets': 'api', 'api-version': 'v1' },
    });
    expect(pinned.code).toBe(1);
    expect(pinned.stdout).toContain('Input "api-token" is empty');
    expect(existsSync(cliLog)).toBe(false);
  });
});

describe('issue 44: what the documents read today', () => {
  it("the pull-request output's id is the queue entry's on both APIs; v2 adds pullRequestId", async () => {
    submitted(
      { v1: 'PENDING', v2: 'pending' },
      {
        requiresImpactedTargets: false,
        hasImpactedTargets: false,
        doesBaseBranchMatch: true,
        v1Mergeability: 'MERGEABLE',
        v2Mergeability: 'mergeable',
      },
    );
    const { v1: one, v2: two } = await onBoth({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { command: 'get-pull-request' },
    });
    const pr = [...v2.pullRequests.values()][0] as { id: string; queueEntry: { id: string } };
    expect(pr.queueEntry.id).not.toBe(pr.id);
    const v2Output = JSON.parse(two.outputs['pull-request']!) as Record<string, unknown>;
    expect(v2Output.id).toBe(pr.queueEntry.id);
    expect(v2Output.pullRequestId).toBe(pr.id);
    // v1's getSubmittedPullRequest answers the queue entry's id as `id`, and nothing else.
    const v1Output = JSON.parse(one.outputs['pull-request']!) as Record<string, unknown>;
    expect(v1Output.id).toBe('pr-2');
    expect(v1Output).not.toHaveProperty('pullRequestId');
  });

  it(`an upload longer than v2's ${V2_MAX_IMPACTED_TARGETS} targets is ALL on v2 and keyless, whole on v1`, async () => {
    const list = (count: number) => {
      const file = path.join(root, `targets-${count}.txt`);
      writeFileSync(file, Array.from({ length: count }, (_, i) => `t${i}\n`).join(''));
      return file;
    };
    const over = list(V2_MAX_IMPACTED_TARGETS + 1);
    const inputs = { 'impacted-targets-files': over };
    const onV2 = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs,
    });
    expect(onV2.code, onV2.stdout).toBe(0);
    // The strict server refuses a longer list (400 VALIDATION_FAILED); ALL is what it got.
    expect(v2.uploadFor(repositoryId, 2)).toMatchObject({ impactsAllTargets: true });
    expect(v2.uploadFor(repositoryId, 2)).not.toHaveProperty('impactedTargets');
    expect(onV2.outputs).toMatchObject({ 'impacted-targets': 'ALL', 'impacts-all': 'true' });
    const reason = `the list of ${V2_MAX_IMPACTED_TARGETS + 1} targets is over the v2 API's limit of ${V2_MAX_IMPACTED_TARGETS} targets per upload`;
    expect(onV2.summary).toContain(escapeText(reason));
    expect(onV2.stdout).toContain(
      `::warning::Uploading ALL: the ${V2_MAX_IMPACTED_TARGETS + 1} impacted targets are more than the ${V2_MAX_IMPACTED_TARGETS} the v2 API takes in one upload`,
    );
    const keyless = await run('keyless', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs,
    });
    expect(keyless.code, keyless.stdout).toBe(0);
    expect(readFileSync(cliLog, 'utf8').trimEnd().split('\n').at(-1)).toBe('--all');
    // v1 states no maximum: the whole list goes.
    const onV1 = await run('v1', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs,
    });
    expect(onV1.code, onV1.stdout).toBe(0);
    expect(v1.uploadFor(REPO, 'main', 2)?.impactedTargets).toHaveLength(
      V2_MAX_IMPACTED_TARGETS + 1,
    );
    // At the limit, the list itself is sent.
    const at = await run('v2', {
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'impacted-targets-files': list(V2_MAX_IMPACTED_TARGETS) },
    });
    expect(at.code, at.stdout).toBe(0);
    expect((v2.uploadFor(repositoryId, 2)?.impactedTargets as string[] | undefined)?.length).toBe(
      V2_MAX_IMPACTED_TARGETS,
    );
  });

  describe("get-test-run on a -bisection branch reads that branch's run, or says it cannot", () => {
    const BISECTION_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const parentBranch = `trunk-merge/pr-2/${RUN_ID}`;
    const bisectionBranch = `${parentBranch}-bisection`;

    const v1Run = (testBranch: string, targets: string[]) => ({
      requiredStatuses: ['build'],
      requiredStatusesSource: 'MERGE_INSTANCE',
      testBranch,
      testBranchSha: mergeSha,
      status: 'IN_PROGRESS',
      checkSuites: [],
      statusChecks: [],
      testedPullRequests: [
        { prNumber: 2, prUrl: 'https://github.com/octo-org/octo-repo/pull/2', title: 'Add login' },
      ],
      dependentPrs: [],
      impactedTargets: targets,
      impactedTargetsForTestedPrs: targets,
    });
    const v2Run = (id: string, testBranch: string, targets: string[], prId: string) => {
      const set = {
        impactsAllTargets: false,
        impactedTargets: targets,
        totalImpactedTargets: targets.length,
      };
      return {
        id,
        isBisection: testBranch.endsWith('-bisection'),
        testBranch,
        testBranchSha: mergeSha,
        status: 'inProgress',
        requiredStatusesSource: 'mergeInstance',
        requiredStatuses: ['build'],
        checks: [],
        testedPullRequests: [
          {
            id: prId,
            number: 2,
            sha: headSha,
            title: 'Add login',
            url: 'https://github.com/octo-org/octo-repo/pull/2',
          },
        ],
        impactedTargets: { all: set, testedPullRequestsOnly: set },
      };
    };
    const push = () => {
      const payload = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
      payload.ref = `refs/heads/${bisectionBranch}`;
      payload.repository.default_branch = 'main';
      return { eventName: 'push', payload, inputs: {} };
    };

    it("v1 answers the bisection's own run; v2 finds it through the pull request's runs", async () => {
      v1.addTestRun(REPO, 'main', `${RUN_ID}-bisection`, v1Run(bisectionBranch, ['api']));
      const prId = v2.addPullRequest(repositoryId, { number: 2, sha: headSha });
      // The id the branch ends in is the parent batch's; the bisection is its own run.
      v2.addRun(v2Run(RUN_ID, parentBranch, ['api', 'web'], prId));
      v2.addRun(v2Run(BISECTION_ID, bisectionBranch, ['api'], prId));
      const { v2: r } = await onBoth(push());
      expect(r.code, r.stdout).toBe(0);
      expect(r.outputs).toMatchObject({
        'test-branch': bisectionBranch,
        'impacted-targets-matrix': '{"target":["api"]}',
        'run-all': 'false',
        'is-test-branch': 'true',
      });
      expect(JSON.parse(r.outputs['test-run']!)).toMatchObject({ testBranch: bisectionBranch });
      expect(v2.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
        `GET /v2/merge-queue-verification-runs/${RUN_ID}`,
        `GET /v2/pull-requests/${prId}/verification-runs`,
        `GET /v2/merge-queue-verification-runs/${BISECTION_ID}`,
      ]);
    });

    it("another branch's run is never used: the step fails with why, and run-all is true", async () => {
      // v1 answers the parent's run for the id; v2 finds no run of this branch.
      v1.addTestRun(REPO, 'main', `${RUN_ID}-bisection`, v1Run(parentBranch, ['api', 'web']));
      const prId = v2.addPullRequest(repositoryId, { number: 2, sha: headSha });
      v2.addRun(v2Run(RUN_ID, parentBranch, ['api', 'web'], prId));
      const { v1: one, v2: two } = await onBoth(push());
      for (const r of [one, two]) {
        expect(r.code).toBe(1);
        expect(r.outputs).toMatchObject({
          'run-all': 'true',
          'impacted-targets-matrix': '{"target":["ALL"]}',
          'is-test-branch': 'true',
        });
        expect(r.outputs).not.toHaveProperty('test-branch');
        expect(r.stdout).toContain(
          `test run ${RUN_ID}-bisection is the run of ${parentBranch}, not of ${bisectionBranch}, the branch this job runs on`,
        );
      }
    });
  });
});
