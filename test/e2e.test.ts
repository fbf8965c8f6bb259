import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { example, pullRequestPayload, type Payload } from './support/examples.js';
import { FakeGitHub } from './support/fake-github.js';
import { FakeService } from './support/fake-service.js';
import { LoggingProxy } from './support/logging-proxy.js';
import { escapeText } from '../src/report/escape.js';
import {
  Repo,
  pullRequestOrigin,
  removeDir,
  shallowCheckout,
  tempDir,
} from './support/git-repo.js';
import { runAction, type RunOptions } from './support/runner.js';
import { PNPM } from './support/workspace-fixtures.js';

const REPO = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };
const TARGETS = `
api: [services/api/**, '!**/*.md']
web: web/**
e2e: {paths: [tests/e2e/**], depends-on: [api]}
`;

let root: string;
let origin: Repo;
let headSha: string;
let mainSha: string;
let mergeSha: string;
let service: FakeService;
let gh: FakeGitHub;
let emptyWorkspace: string;

beforeAll(async () => {
  root = tempDir('mq-e2e-');
  ({ origin, headSha, mainSha, mergeSha } = pullRequestOrigin(path.join(root, 'origin')));
  emptyWorkspace = path.join(root, 'empty');
  mkdirSync(emptyWorkspace);
  gh = new FakeGitHub();
  await gh.start();
});
afterAll(async () => {
  await gh.stop();
  removeDir(root);
});

beforeEach(async () => {
  service = new FakeService({ apiToken: 'svc_e2eSecretToken' });
  await service.start();
});
afterEach(async () => {
  // Every request the action sent matched the seed's field names and types.
  expect(service.requests.filter((r) => r.invalid)).toEqual([]);
  await service.stop();
});

/** The runner's environment against the fakes; inputs as a workflow's `with:` gives them. */
function run(options: Omit<RunOptions, 'workspace'> & { workspace?: string }) {
  return runAction({
    workspace: emptyWorkspace,
    ...options,
    inputs: { 'api-url': service.url, ...options.inputs },
    // A pull_request run checks out refs/pull/N/merge: GITHUB_SHA is the test merge commit.
    env: {
      GITHUB_API_URL: gh.url,
      ...(options.eventName === 'pull_request' ? { GITHUB_SHA: mergeSha } : {}),
      ...options.env,
    },
    bundle: inject('bundle'),
  });
}

/** The pull_request example, pointed at the test repository's PR #2. */
function pullRequestEvent(): Payload {
  return pullRequestPayload(2, headSha, mainSha);
}

let checkouts = 0;
/** What actions/checkout leaves for a pull_request: depth 1 at refs/remotes/pull/2/merge. */
function checkout(): string {
  const dir = path.join(root, `checkout-${checkouts++}`);
  shallowCheckout(origin, dir, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
  return dir;
}

function submittedPr(overrides: Payload = {}): Payload {
  return {
    id: 'pr-record-1',
    state: 'PENDING',
    stateChangedAt: '2026-11-01T00:00:00Z',
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    forceEnqueued: false,
    isCurrentlySubmittedToQueue: true,
    prNumber: 2,
    prTitle: 'Update the README',
    prSha: headSha,
    prBaseBranch: 'main',
    prAuthor: 'Codertocat',
    readiness: {
      requiresImpactedTargets: true,
      doesBaseBranchMatch: true,
      gitHubMergeability: 'MERGEABLE',
      hasImpactedTargets: true,
    },
    ...overrides,
  };
}

describe('end to end: node dist/index.js under Node 24', () => {
  it('pull_request: uploads impacted targets from a depth-1 merge-ref checkout', async () => {
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { 'api-token': service.apiToken, targets: TARGETS },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      command: 'upload-impacted-targets',
      'pr-number': '2',
      'pr-sha': headSha,
      'target-branch': 'main',
      'impacted-targets': '["api","e2e"]',
      'impacts-all': 'false',
      'impacted-targets-count': '2',
      'changed-files-count': '2',
      uploaded: 'true',
    });
    expect(service.uploadFor(REPO, 'main', 2)).toEqual({
      sha: headSha,
      impactedTargets: ['api', 'e2e'],
    });
    expect(service.requests[0]?.headers['x-api-token']).toBe(service.apiToken);
    expect(result.summary).toContain('## Impacted targets: 2 targets uploaded');
    expect(result.summary).toContain(
      '<code>services/api/a.ts</code> matches <code>services/api/&#42;&#42;</code>',
    );
    expect(result.summary).toContain('depends on <code>api</code>');
    expect(result.summary).toContain(
      `from git: the merge commit ${mergeSha.slice(0, 12)} against its first parent`,
    );
  });

  it('the workspace is GITHUB_WORKSPACE, wherever the process runs (targets-file read there)', async () => {
    const workspace = checkout();
    writeFileSync(path.join(workspace, 'targets.yml'), TARGETS);
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace,
      cwd: emptyWorkspace,
      inputs: { 'api-token': service.apiToken, 'targets-file': 'targets.yml' },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs['impacted-targets']).toBe('["api","e2e"]');
  });

  it('working-directory: a checkout made with path: gives the targets of one at the root', async () => {
    const workspace = path.join(root, `path-checkout-${checkouts++}`);
    shallowCheckout(
      origin,
      path.join(workspace, 'repo'),
      'refs/pull/2/merge',
      'refs/remotes/pull/2/merge',
    );
    mkdirSync(path.join(workspace, 'repo', '.github'));
    writeFileSync(path.join(workspace, 'repo', '.github', 'targets.yml'), TARGETS);
    const inputs = { 'api-token': service.apiToken, 'targets-file': '.github/targets.yml' };
    const atRoot = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: path.join(workspace, 'repo'),
      inputs,
    });
    expect(atRoot.outputs['impacted-targets']).toBe('["api","e2e"]');
    for (const dir of ['repo', path.join(workspace, 'repo'), 'repo/services']) {
      const result = await run({
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        workspace,
        inputs: { ...inputs, 'working-directory': dir },
      });
      expect(result.code, result.stdout).toBe(0);
      expect(result.outputs['impacted-targets']).toBe('["api","e2e"]');
      expect(result.outputs['changed-files-count']).toBe('2');
    }
    // Without it, the rules file is not found in the workspace: an input error, nothing sent.
    const without = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace,
      inputs,
    });
    expect(without.code).toBe(1);
    expect(without.stdout).toContain('::error::Input "targets-file"');
  });

  it('working-directory that does not exist, or is not a git work tree, is an input error naming it', async () => {
    const notGit = path.join(root, 'not-git');
    mkdirSync(notGit, { recursive: true });
    for (const [dir, problem] of [
      ['missing', 'does not exist'],
      [notGit, 'is not a git work tree (git: fatal: not a git repository'],
    ] as const) {
      const result = await run({
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        inputs: { 'api-token': service.apiToken, targets: TARGETS, 'working-directory': dir },
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        `::error::Input "working-directory" is ${JSON.stringify(dir)}, but `,
      );
      expect(result.stdout).toContain(problem);
      expect(service.requests).toHaveLength(0);
    }
  });

  it('pull_request from a fork with no api-token: fork mode sends the workflow run id', async () => {
    const payload = pullRequestEvent();
    payload.pull_request.head.repo.full_name = 'someone/octo-fork';
    service.forkRunIds.add('4242');
    const result = await run({
      eventName: 'pull_request',
      payload,
      workspace: checkout(),
      inputs: { targets: TARGETS },
    });
    expect(result.code).toBe(0);
    expect(result.outputs.uploaded).toBe('true');
    const [request] = service.requestsTo('setImpactedTargets');
    expect(request?.headers['x-forked-workflow-run-id']).toBe('4242');
    expect(request?.headers['x-api-token']).toBeUndefined();
    expect(result.summary).toContain('fork mode');
  });

  it('dry run: computes and reports, sends nothing, needs no token', async () => {
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { targets: TARGETS, 'dry-run': 'true' },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      'impacted-targets': '["api","e2e"]',
      uploaded: 'false',
    });
    expect(service.requests).toHaveLength(0);
    expect(result.summary).toContain('computed (dry run, not uploaded)');
  });

  it('a dry run names no credential and no API, also when it fails on an input', async () => {
    const ok = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { targets: TARGETS, 'dry-run': 'true' },
    });
    expect(ok.code).toBe(0);
    expect(ok.outputs['api-version']).toBeUndefined();
    expect(ok.summary).toContain(`<sub>Service: ${escapeText('no credential: dry run')}.</sub>`);
    // No group with nothing in it (the run's few lines are read as they come).
    expect(ok.stdout).not.toMatch(/::group::[^\n]*\n::endgroup::/);
    expect(ok.stdout).not.toContain('::group::Running');
    expect(ok.stdout).toMatch(
      /Dry run: computed 2 impacted target\(s\), nothing uploaded:\n.* {2}api: services\/api\/\S+ matches services\/api\/\*\*\n.* {2}e2e: depends on api\n/,
    );
    // With a token, the summary says which credential would have been used.
    const withToken = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { targets: TARGETS, 'dry-run': 'true', 'api-token': service.apiToken },
    });
    expect(withToken.outputs['api-version']).toBeUndefined();
    expect(withToken.summary).toContain(
      `<sub>Service: ${escapeText('v1 API, API token (x-api-token)')} (dry run: nothing sent).</sub>`,
    );
    // An input error found after the run was described (a rule that does not parse).
    const failed = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { targets: 'api: [unclosed', 'dry-run': 'true' },
    });
    expect(failed.code).toBe(1);
    expect(failed.outputs.command).toBe('upload-impacted-targets');
    expect(failed.outputs['api-version']).toBeUndefined();
    expect(service.requests).toHaveLength(0);
  });

  it('a value with a line break is quoted with its break escaped once', async () => {
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'api-token': service.apiToken, 'pr-number': '4\n2' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::Input "pr-number" has an invalid value "4\\n2":');
    expect(result.stdout).not.toContain('\\\\n');
  });

  it('a run leaves no temporary directory behind, the runner emulation included', async () => {
    const tmp = tempDir('mq-tmp-');
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const result = await run({
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        workspace: checkout(),
        inputs: { targets: TARGETS, 'api-token': service.apiToken },
        env: { TMPDIR: tmp },
      });
      expect(result.code).toBe(0);
      expect(readdirSync(tmp).filter((name) => name.startsWith('mq-'))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      removeDir(tmp);
    }
  });

  it('a run of "**" segments is accepted and matches as one "**"', async () => {
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: {
        'dry-run': 'true',
        targets:
          "deep: ['services/**/**/**/**/**/**/a.ts']\nany: ['**/**/**/**/**/**/NOTES.md']\nweb: web/**",
      },
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs['impacted-targets']).toBe('["any","deep"]');
  });

  it('start-up: a dry run loads neither the HTTP stack, zod nor node:crypto (nor js-yaml, rules in the common form); an upload loads only the transport; a read loads zod', async () => {
    /**
     * What one run loaded: built-in modules, and whether any file it imported holds zod, or
     * js-yaml (its timestamp type's tag).
     */
    const loaded = async (options: Omit<RunOptions, 'workspace'> & { workspace?: string }) => {
      const out = path.join(root, `probe-${checkouts}-${options.eventName}.json`);
      const result = await run({
        ...options,
        env: {
          NODE_OPTIONS: `--import=${path.join(import.meta.dirname, 'support', 'load-probe.mjs')}`,
          LOAD_PROBE_OUT: out,
        },
      });
      expect(result.code).toBe(0);
      const probe = JSON.parse(readFileSync(out, 'utf8')) as {
        builtins: string[];
        files: string[];
      };
      const holding = (text: string) =>
        probe.files.some((url) => readFileSync(fileURLToPath(url), 'utf8').includes(text));
      return {
        builtins: new Set(probe.builtins),
        zod: holding('$ZodType'),
        yaml: holding('tag:yaml.org,2002:timestamp'),
        outputs: result.outputs,
      };
    };
    const upload = (inputs: Record<string, string>) =>
      loaded({
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        workspace: checkout(),
        inputs: { targets: TARGETS, ...inputs },
      });

    const dry = await upload({ 'dry-run': 'true' });
    expect(dry.outputs['impacted-targets']).toBe('["api","e2e"]');
    // node:crypto: @actions/core's setOutput would load it for its delimiter (workflow.ts).
    for (const name of ['http', 'https', 'tls', 'zlib', 'http2', 'assert', 'crypto']) {
      expect(dry.builtins.has(name), name).toBe(false);
    }
    expect(dry.zod).toBe(false);
    // TARGETS has a {paths, depends-on} mapping, which js-yaml reads; rules in the common form
    // are read without it (simple-yaml.ts).
    expect(dry.yaml).toBe(true);
    const simple = await upload({
      'dry-run': 'true',
      targets: "api: [services/api/**, '!**/*.md']",
    });
    expect(simple.outputs['impacted-targets']).toBe('["api"]');
    expect(simple.yaml).toBe(false);
    expect(simple.builtins.has('crypto')).toBe(false);

    const sent = await upload({ 'api-token': service.apiToken });
    expect(sent.outputs.uploaded).toBe('true');
    expect(service.requestsTo('setImpactedTargets')).toHaveLength(1);
    expect(sent.builtins.has('http')).toBe(true);
    expect(sent.zod).toBe(false);

    service.addPullRequest(REPO, 'main', submittedPr({ prNumber: 77 }));
    const read = await loaded({
      eventName: 'workflow_dispatch',
      payload: example('workflow_dispatch'),
      inputs: { 'api-token': service.apiToken, command: 'get-pull-request', 'pr-number': '77' },
    });
    expect(read.outputs.submitted).toBe('true');
    expect(read.zod).toBe(true);
  });

  it('push: finds the open PR of the branch through the REST API and uploads ALL from impacted-targets', async () => {
    gh.pulls.push({
      number: 2,
      head: { sha: headSha, ref: 'feature/login', repo: { full_name: 'octo-org/octo-repo' } },
      base: { sha: mainSha, ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
      files: [],
    });
    const payload = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
    payload.ref = 'refs/heads/feature/login';
    payload.after = headSha;
    const result = await run({
      eventName: 'push',
      payload,
      inputs: { 'api-token': service.apiToken, 'impacted-targets': 'ALL' },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      'impacted-targets': 'ALL',
      'impacts-all': 'true',
      'impacted-targets-count': '',
      'pr-number': '2',
    });
    expect(service.uploadFor(REPO, 'main', 2)).toEqual({ sha: headSha, impactedTargets: 'ALL' });
    expect(gh.requests.some((r) => r.url.includes('head=octo-org%3Afeature%2Flogin'))).toBe(true);
  });

  it('push with no open PR, and a tag push, end with a notice and send nothing', async () => {
    const branchPush = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
    branchPush.ref = 'refs/heads/no-pr-here';
    const tagPush = example('push', (e) => e.ref === 'refs/tags/simple-tag' && e.deleted === false);
    for (const payload of [branchPush, tagPush]) {
      const result = await run({
        eventName: 'push',
        payload,
        inputs: { 'api-token': service.apiToken, targets: TARGETS },
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/::notice::/);
      expect(result.summary).toContain('nothing to do');
    }
    expect(service.requests).toHaveLength(0);
  });

  it('merge_group: PR from the head ref, diff from base_sha, upload', async () => {
    const payload = example('merge_group');
    payload.merge_group.head_sha = headSha;
    payload.merge_group.base_sha = mainSha;
    payload.merge_group.head_ref = `refs/heads/gh-readonly-queue/main/pr-2-${headSha}`;
    const workspace = path.join(root, 'merge-group');
    execFileSync('git', ['clone', '-q', origin.url, workspace], {
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' },
    });
    const result = await run({
      eventName: 'merge_group',
      payload,
      workspace,
      inputs: { 'api-token': service.apiToken, targets: TARGETS },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      'pr-number': '2',
      'target-branch': 'main',
      'impacted-targets': '["api","e2e"]',
    });
  });

  it('two-job recipe: targets computed with no secret, uploaded from workflow_run with no checkout', async () => {
    // Job 1 (pull_request, no secrets): a dry run computes the targets.
    const compute = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { 'dry-run': 'true', targets: TARGETS },
    });
    expect(compute.code).toBe(0);
    expect(service.requests).toEqual([]);
    // Its run step writes them one a line with the PR number and head SHA; an artifact carries
    // them to job 2, which downloads them outside any checkout.
    const artifact = path.join(root, 'artifact');
    mkdirSync(artifact, { recursive: true });
    const targets = JSON.parse(compute.outputs['impacted-targets']!) as string[];
    writeFileSync(path.join(artifact, 'targets.txt'), `${targets.join('\n')}\n`);
    // Job 2 (workflow_run, has the secret): a fork's workflow_run names no pull request.
    const payload = example('workflow_run', (e) => e.workflow_run.pull_requests.length > 0);
    payload.workflow_run.pull_requests = [];
    payload.workflow_run.head_repository = { full_name: 'someone/fork' };
    payload.repository.full_name = 'octo-org/octo-repo';
    payload.repository.default_branch = 'main';
    const upload = await run({
      eventName: 'workflow_run',
      payload,
      inputs: {
        command: 'upload-impacted-targets',
        'api-token': service.apiToken,
        'pr-number': '2',
        'pr-sha': headSha,
        'impacted-targets-files': path.join(artifact, 'targets.txt'),
      },
    });
    expect(upload.stderr).toBe('');
    expect(upload.code).toBe(0);
    expect(service.uploadFor(REPO, 'main', 2)).toEqual({ sha: headSha, impactedTargets: targets });
    expect(targets).toEqual(['api', 'e2e']);
  });

  it('workflow_run: reads the first PR; ready when the readiness rule holds', async () => {
    service.addPullRequest(REPO, 'master', submittedPr());
    const payload = example('workflow_run', (e) => e.workflow_run.pull_requests.length > 0);
    const result = await run({
      eventName: 'workflow_run',
      payload,
      inputs: { 'api-token': service.apiToken },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      command: 'get-pull-request',
      submitted: 'true',
      state: 'pending',
      ready: 'true',
      'not-ready-reasons': '[]',
    });
    expect(JSON.parse(result.outputs.readiness!)).toMatchObject({
      gitHubMergeability: 'mergeable',
    });
    expect(JSON.parse(result.outputs['pull-request']!)).toMatchObject({
      prNumber: 2,
      prTitle: 'Update the README',
    });
    // By number alone: the strict server refuses number and branch together (v1 document).
    expect(service.requestsTo('getSubmittedPullRequest')[0]?.body).toMatchObject({
      targetBranch: 'master',
    });
    expect(service.requestsTo('getSubmittedPullRequest')[0]?.body).toHaveProperty('pr', {
      number: 2,
    });
  });

  it('behind a proxy (HTTP_PROXY), service calls go through it', async () => {
    const proxy = new LoggingProxy(() => service.port);
    await proxy.start();
    try {
      const inputs = {
        'api-token': service.apiToken,
        'api-url': `http://merge-queue.test:${service.port}/v1`,
        'impacted-targets': 'api',
      };
      // Plain http:// to another host is refused before anything is sent...
      const refused = await run({
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        inputs,
        env: { HTTP_PROXY: proxy.url },
      });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toContain('::error::Input "api-url" is "http://merge-queue.test:');
      expect(refused.stdout).toContain('set allow-insecure-api-url to true');
      expect(proxy.log).toEqual([]);
      // ...unless the workflow says the network between is trusted.
      const result = await run({
        eventName: 'pull_request',
        payload: pullRequestEvent(),
        workspace: checkout(),
        inputs: { ...inputs, 'allow-insecure-api-url': 'true' },
        env: { HTTP_PROXY: proxy.url },
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.outputs.uploaded).toBe('true');
      expect(proxy.log.map((r) => r.target)).toEqual([
        `http://merge-queue.test:${service.port}/v1/setImpactedTargets`,
      ]);
    } finally {
      await proxy.stop();
    }
  });

  it('get-pull-request: a 404 is submitted=false and not a failure', async () => {
    const result = await run({
      eventName: 'workflow_dispatch',
      payload: example('workflow_dispatch'),
      inputs: { 'api-token': service.apiToken, command: 'get-pull-request', 'pr-number': '77' },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      submitted: 'false',
      ready: 'false',
      'not-ready-reasons': '["not-submitted"]',
      state: '',
    });
    expect(result.summary).toContain('not submitted');
  });

  it('fail-on-not-ready fails the step with the reasons in words, outputs still set', async () => {
    service.addPullRequest(
      REPO,
      'main',
      submittedPr({
        readiness: {
          requiresImpactedTargets: true,
          doesBaseBranchMatch: true,
          gitHubMergeability: 'NOT_MERGEABLE',
        },
      }),
    );
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'api-token': service.apiToken, 'fail-on-not-ready': 'true' },
    });
    expect(result.code).toBe(1);
    expect(result.outputs.ready).toBe('false');
    expect(JSON.parse(result.outputs['not-ready-reasons']!)).toEqual([
      'not-mergeable',
      'impacted-targets-missing',
    ]);
    expect(result.stdout).toContain(
      '::error::Pull request #2 is not ready for the main queue: GitHub reports the pull request as not mergeable',
    );
  });

  it('a hostile title cannot inject HTML or break the summary', async () => {
    service.addPullRequest(
      REPO,
      'main',
      submittedPr({
        prTitle: '</td></tr></table><script>alert(1)</script> | [x](javascript:alert(1))',
        prAuthor: '<img src=x onerror=alert(2)>',
      }),
    );
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'api-token': service.apiToken },
    });
    expect(result.code).toBe(0);
    expect(result.summary).not.toMatch(/<script|<img|javascript:|<\/table><script/);
    expect(result.summary).toContain('&lt;script&gt;');
  });

  it('wait-for with a 1-second timeout reads once: never two reads within 5 s', async () => {
    service.addPullRequest(REPO, 'main', {
      ...submittedPr(),
      state: 'NOT_READY',
      readiness: { doesBaseBranchMatch: true, gitHubMergeability: 'IN_PROGRESS' },
    });
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: {
        'api-token': service.apiToken,
        command: 'get-pull-request',
        'wait-for': 'ready',
        'wait-timeout-seconds': '1',
      },
    });
    expect(result.code).toBe(0);
    expect(service.requestsTo('getSubmittedPullRequest')).toHaveLength(1);
    expect(result.outputs).toMatchObject({
      'wait-result': 'timed-out',
      'waited-seconds': '0',
      state: 'not_ready',
      ready: 'false',
    });
  });

  it('wait-for: a cancelled job (SIGTERM) stops the wait and still reports what it saw', async () => {
    service.addPullRequest(REPO, 'main', {
      ...submittedPr(),
      state: 'NOT_READY',
      readiness: { doesBaseBranchMatch: true, gitHubMergeability: 'IN_PROGRESS' },
    });
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'api-token': service.apiToken, command: 'get-pull-request', 'wait-for': 'ready' },
      onStart: (child) => {
        // Bounded: signal once the first read arrived (or after 5 s).
        let tries = 0;
        const timer = setInterval(() => {
          if (service.requests.length > 0 || ++tries > 200) {
            clearInterval(timer);
            child.kill('SIGTERM');
          }
        }, 25);
      },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      'wait-result': 'cancelled',
      state: 'not_ready',
      ready: 'false',
    });
    expect(Number(result.outputs['waited-seconds'])).toBeLessThan(10);
    expect(result.summary).toContain('the job was cancelled');
    expect(result.summary).toContain('<code>not&#95;ready</code>');
  });

  describe('queue branches', () => {
    const testRun = (id: string, impactedTargets: unknown) =>
      service.addTestRun(REPO, 'main', id, {
        requiredStatuses: ['build'],
        testBranch: `trunk-merge/pr-2/${id}`,
        testBranchSha: 'abc123',
        status: 'IN_PROGRESS',
        checkSuites: [],
        statusChecks: [],
        testedPullRequests: [],
        ...(impactedTargets === undefined ? {} : { impactedTargets }),
      });

    it('a pull_request from a trunk-merge/ head under auto reads the test run', async () => {
      testRun('run-pr', ['api']);
      const payload = pullRequestEvent();
      payload.pull_request.head.ref = 'trunk-merge/pr-2/run-pr';
      const result = await run({
        eventName: 'pull_request',
        payload,
        inputs: { 'api-token': service.apiToken, 'target-branch': 'main' },
      });
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({
        command: 'get-test-run',
        'test-run-id': 'run-pr',
        'is-test-branch': 'true',
        skip: 'false',
        'run-all': 'false',
        'impacted-targets-matrix': '{"target":["api"]}',
      });
    });

    it('run-all and the matrix fail open when the targets are absent or ALL; [] stays empty', async () => {
      const cases: [string, unknown, string, string][] = [
        ['absent', undefined, 'true', '{"target":["ALL"]}'],
        ['all', ['api', 'ALL'], 'true', '{"target":["ALL"]}'],
        ['none', [], 'false', '{"target":[]}'],
      ];
      for (const [id, targets, runAll, matrix] of cases) {
        testRun(id, targets);
        const payload = example(
          'push',
          (e) => e.ref === 'refs/heads/master' && e.deleted === false,
        );
        payload.ref = `refs/heads/trunk-merge/pr-2/${id}`;
        const result = await run({
          eventName: 'push',
          payload,
          inputs: { 'api-token': service.apiToken, 'target-branch': 'main' },
        });
        expect(result.code, id).toBe(0);
        expect(result.outputs['run-all'], id).toBe(runAll);
        expect(result.outputs['impacted-targets-matrix'], id).toBe(matrix);
      }
    });

    it('a test run that cannot be read still says run-all=true (fail open)', async () => {
      const payload = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
      payload.ref = 'refs/heads/trunk-merge/pr-2/missing-run';
      const result = await run({
        eventName: 'push',
        payload,
        inputs: { 'api-token': service.apiToken, 'target-branch': 'main' },
      });
      expect(result.code).toBe(1);
      expect(result.outputs['run-all']).toBe('true');
      expect(result.outputs['impacted-targets-matrix']).toBe('{"target":["ALL"]}');
    });

    it("a draft test PR from trunk-merge/ into release/2.x asks about that branch's queue", async () => {
      const id = '5df78918-1b2c-4d5e-8f90-a1b2c3d4e5f6';
      service.addTestRun(REPO, 'release/2.x', id, {
        requiredStatuses: ['build'],
        testBranch: `trunk-merge/pr-31/${id}`,
        testBranchSha: 'abc123',
        status: 'IN_PROGRESS',
        checkSuites: [],
        statusChecks: [],
        testedPullRequests: [],
        impactedTargets: ['api'],
      });
      const payload = example('pull_request', (e) => e.action === 'opened');
      payload.pull_request.draft = true;
      payload.pull_request.head.ref = `trunk-merge/pr-31/${id}`;
      payload.pull_request.base.ref = 'release/2.x';
      expect(payload.repository.default_branch).not.toBe('release/2.x');
      const result = await run({
        eventName: 'pull_request',
        payload,
        inputs: { 'api-token': service.apiToken },
      });
      expect(result.code, result.stdout).toBe(0);
      expect(result.outputs).toMatchObject({
        command: 'get-test-run',
        'target-branch': 'release/2.x',
        'test-run-id': id,
        'is-test-branch': 'true',
        'impacted-targets-matrix': '{"target":["api"]}',
      });
      expect(service.requestsTo('getMergeQueueTestingDetails')[0]?.body).toMatchObject({
        targetBranch: 'release/2.x',
        testRunId: id,
      });
    });

    it('a test branch whose run cannot be read (after retries) is still a test branch', async () => {
      service.always('getMergeQueueTestingDetails', { status: 503, body: 'upstream unavailable' });
      const payload = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
      payload.ref = 'refs/heads/trunk-merge/pr-2/5df78918-dead';
      const result = await run({
        eventName: 'push',
        payload,
        inputs: { 'api-token': service.apiToken, 'max-attempts': '2' },
      });
      expect(result.code).toBe(1);
      expect(service.requestsTo('getMergeQueueTestingDetails')).toHaveLength(2);
      expect(result.outputs).toMatchObject({
        command: 'get-test-run',
        'is-test-branch': 'true',
        'run-all': 'true',
        'impacted-targets-matrix': '{"target":["ALL"]}',
        'target-branch': payload.repository.default_branch,
      });
      expect(result.stdout).toMatch(/::error::.*503.*upstream unavailable/);
    });

    it('trunk-temp/ branches end with a notice and skip=true; nothing is sent', async () => {
      const push = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
      push.ref = 'refs/heads/trunk-temp/pr-2/abc';
      const pr = pullRequestEvent();
      pr.pull_request.head.ref = 'trunk-temp/pr-2/abc';
      for (const [eventName, payload] of [
        ['push', push],
        ['pull_request', pr],
      ] as const) {
        const result = await run({
          eventName,
          payload,
          inputs: { 'api-token': service.apiToken, targets: TARGETS },
        });
        expect(result.code, eventName).toBe(0);
        expect(result.outputs.skip, eventName).toBe('true');
        expect(result.stdout).toContain('::notice::trunk-temp/pr-2/abc is one of the queue');
      }
      expect(service.requests).toEqual([]);
    });
  });

  it('get-test-run on a queue test branch (auto): statuses, failed and pending checks, targets', async () => {
    service.addTestRun(REPO, 'master', '5df78918-1234', {
      requiredStatuses: ['build', 'lint', 'deploy'],
      requiredStatusesSource: 'SERVICE_CONFIG',
      testBranch: 'trunk-merge/pr-2/5df78918-1234',
      testBranchSha: 'abc123',
      status: 'IN_PROGRESS',
      checkSuites: [
        {
          checkRuns: [
            {
              name: 'build',
              url: 'https://ci.example/build',
              status: 'COMPLETED',
              conclusion: 'FAILURE',
            },
          ],
        },
      ],
      statusChecks: [{ context: 'lint', state: 'SUCCESS' }],
      testedPullRequests: [
        { prNumber: 2, prUrl: 'https://github.com/octo-org/octo-repo/pull/2', title: 'Login' },
      ],
      impactedTargets: ['api', 'web'],
    });
    const payload = example('push', (e) => e.ref === 'refs/heads/master' && e.deleted === false);
    payload.ref = 'refs/heads/trunk-merge/pr-2/5df78918-1234';
    const result = await run({
      eventName: 'push',
      payload,
      inputs: { 'api-token': service.apiToken },
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      command: 'get-test-run',
      'test-run-id': '5df78918-1234',
      'test-run-status': 'in_progress',
      'test-branch': 'trunk-merge/pr-2/5df78918-1234',
      'test-branch-sha': 'abc123',
      'required-statuses': '["build","lint","deploy"]',
      'tested-prs': '[2]',
      'dependent-prs': '[]',
      'impacted-targets': '["api","web"]',
      'impacted-targets-for-tested-prs': '[]',
      'failed-checks': '["build"]',
      'pending-checks': '["deploy"]',
    });
    expect(JSON.parse(result.outputs['test-run']!)).toMatchObject({
      requiredStatusesSource: 'service_config',
    });
    expect(result.summary).toContain('<a href="https://ci.example/build">details</a>');
    expect(result.summary).toContain('<details><summary>Impacted targets (2)</summary>');
  });

  it('create-queue: created, then already existing is queue-created=false and not a failure', async () => {
    const inputs = {
      'api-token': service.apiToken,
      command: 'create-queue',
      mode: 'Parallel',
      concurrency: '5',
    };
    const payload = example('workflow_dispatch');
    const first = await run({ eventName: 'workflow_dispatch', payload, inputs });
    expect(first.code).toBe(0);
    expect(first.outputs['queue-created']).toBe('true');
    expect(service.requestsTo('createQueue')[0]?.body).toEqual({
      repo: REPO,
      targetBranch: 'main',
      mode: 'parallel',
      concurrency: 5,
    });
    const second = await run({ eventName: 'workflow_dispatch', payload, inputs });
    expect(second.code).toBe(0);
    expect(second.outputs['queue-created']).toBe('false');
    expect(second.summary).toContain('Queue already exists');
  });

  it('workspaces: a pnpm PR with no rules uploads the changed package and its dependents, explained', async () => {
    const mono = Repo.init(path.join(root, 'mono'));
    for (const [file, text] of Object.entries(PNPM)) mono.write(file, text);
    const base = mono.commit('workspace');
    mono.git('checkout', '-q', '-b', 'fix/common');
    mono.write('packages/common/src/index.ts', 'export const common = 2;\n');
    const head = mono.commit('fix common');
    mono.git('checkout', '-q', 'main');
    mono.git('merge', '-q', '--no-ff', '-m', 'merge', head);
    const merge = mono.head();
    mono.git('update-ref', 'refs/pull/2/merge', merge);
    const workspace = path.join(root, 'mono-checkout');
    shallowCheckout(mono, workspace, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
    const payload = pullRequestEvent();
    Object.assign(payload.pull_request.head, { sha: head, ref: 'fix/common' });
    Object.assign(payload.pull_request.base, { sha: base, ref: 'main' });
    const result = await run({
      eventName: 'pull_request',
      payload,
      workspace,
      inputs: { 'api-token': service.apiToken, workspaces: 'pnpm' },
      env: { GITHUB_SHA: merge },
    });
    expect(result.code).toBe(0);
    const targets = ['@acme/api', '@acme/common', '@acme/ui', '@acme/web'];
    expect(result.outputs['impacted-targets']).toBe(JSON.stringify(targets));
    expect(service.uploadFor(REPO, 'main', 2)).toEqual({ sha: head, impactedTargets: targets });
    expect(result.summary).toContain('owns <code>packages/common/src/index.ts</code>');
    expect(result.summary).toContain('depends on <code>&#64;acme/common</code>');
    expect(result.summary).toContain('Packages from the pnpm workspace: 5 packages');

    const bad = await run({
      eventName: 'pull_request',
      payload,
      workspace,
      inputs: { 'api-token': service.apiToken, workspaces: 'pnpm, lerna' },
      env: { GITHUB_SHA: merge },
    });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain(
      '::error::Input "workspaces" has an invalid value "pnpm, lerna": expected false, auto, or a list of npm, yarn, pnpm, cargo, go, uv, turbo, bazel, nx, maven, gradle, dotnet, python.',
    );
    // Naming bazel where there is no Bazel workspace is an input error too, before anything is sent.
    const noBazel = await run({
      eventName: 'pull_request',
      payload,
      workspace,
      inputs: { 'api-token': service.apiToken, workspaces: 'pnpm, bazel' },
      env: { GITHUB_SHA: merge },
    });
    expect(noBazel.code).toBe(1);
    expect(noBazel.stdout).toContain(
      '::error::Input "workspaces" names bazel, but no MODULE.bazel, WORKSPACE, WORKSPACE.bazel was found at',
    );
    expect(service.requests.filter((r) => r.operation === 'setImpactedTargets')).toHaveLength(1);
  });

  it('bad input fails before anything is sent, naming the input, with no stack trace', async () => {
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'api-token': service.apiToken, 'pr-number': 'forty-two' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::Input "pr-number" has an invalid value "forty-two": expected a positive integer',
    );
    expect(result.stdout).not.toMatch(/\n\s+at .+\(.*\.js:\d+/);
    expect(service.requests).toHaveLength(0);
  });

  it('a missing api-token fails before anything is sent', async () => {
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: {},
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::Input "api-token" is empty');
    expect(service.requests).toHaveLength(0);
  });

  it('a service that echoes the token: not in the log, outputs or summary, in any encoding', async () => {
    const token = service.apiToken;
    const githubToken = 'ghs_e2eGithubToken';
    service.always('setImpactedTargets', {
      status: 400,
      body: `bad request from ${token} / ${encodeURIComponent(token)} / ${githubToken}`,
    });
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      workspace: checkout(),
      inputs: { 'api-token': token, 'impacted-targets': 'api' },
      env: { RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('bad request from ***');
    const everything = [
      result.stdout,
      result.stderr,
      result.summary,
      JSON.stringify(result.outputs),
    ];
    const forms = [
      token,
      escapeText(token),
      encodeURIComponent(token),
      githubToken,
      escapeText(githubToken),
    ];
    for (const text of everything) {
      const withoutMasks = text
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const form of forms) expect(withoutMasks).not.toContain(form);
    }
  });

  it('a hostile state from the service cannot start a workflow command', async () => {
    service.addPullRequest(REPO, 'main', {
      ...submittedPr(),
      state: 'pending\n::error::pwned\n::stop-commands::token123',
    });
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'api-token': service.apiToken, command: 'get-pull-request' },
    });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.some((l) => l.startsWith('::error::pwned'))).toBe(false);
    expect(lines.some((l) => l.startsWith('::stop-commands::'))).toBe(false);
  });

  it('a wrong token: 401 explained; the token is masked and never printed, even with debug logging', async () => {
    const token = 'svc_wrongButSecretValue';
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestEvent(),
      inputs: { 'api-token': token },
      env: { RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('answered 401 Unauthorized');
    expect(result.stdout).toContain('Check the api-token secret');
    expect(result.stdout).toContain('::debug::');
    // The only place the value appears is the runner's own masking command.
    const lines = result.stdout.split('\n').filter((l) => l.includes(token));
    expect(lines).toEqual([`::add-mask::${token}`]);
    expect(result.summary).not.toContain(token);
  });
});
