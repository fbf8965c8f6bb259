/**
 * The command-line tool end to end: the bundled `merge-queue-connect` under Node 24, in each
 * CI's environment as that CI documents it, against the fake v1 and v2 services, in a checkout
 * made the way that CI makes it (depth 1 where the CI clones shallow).
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { pullRequestPayload } from './support/examples.js';
import { FakeGitHub } from './support/fake-github.js';
import { FakeService } from './support/fake-service.js';
import { FakeServiceV2 } from './support/fake-service-v2.js';
import {
  Repo,
  git,
  pullRequestOrigin,
  removeDir,
  shallowCheckout,
  tempDir,
} from './support/git-repo.js';
import { actionYml, runAction } from './support/runner.js';
import { PNPM } from './support/workspace-fixtures.js';
import { runTool, type ToolResult } from './support/tool.js';

const TOKEN = 'svc_cliSecretToken93';
const V2_KEY = 'trunk_v2_cliOrgKey5d2e';
const RULES = "api: [services/api/**, '!**/*.md']\nweb: web/**\n";
const GITHUB = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };

let root: string;
let origin: Repo;
let headSha: string;
let mainSha: string;
let mergeSha: string;
let v1: FakeService;
let v2: FakeServiceV2;
let gh: FakeGitHub;
let checkouts = 0;

beforeAll(async () => {
  root = tempDir('mq-cli-');
  ({ origin, headSha, mainSha, mergeSha } = pullRequestOrigin(path.join(root, 'origin')));
  gh = new FakeGitHub();
  await gh.start();
  gh.pulls.push({
    number: 2,
    head: { sha: headSha, ref: 'feature/login', repo: { full_name: 'octo-org/octo-repo' } },
    base: { sha: mainSha, ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
    files: [{ filename: 'services/api/a.ts' }, { filename: 'services/api/NOTES.md' }],
  });
});
afterAll(async () => {
  await gh.stop();
  removeDir(root);
});
beforeEach(async () => {
  v1 = new FakeService({ apiToken: TOKEN });
  v2 = new FakeServiceV2({ apiKey: V2_KEY });
  await Promise.all([v1.start(), v2.start()]);
});
afterEach(async () => {
  expect(v1.requests.filter((r) => r.invalid)).toEqual([]);
  expect(v2.requests.filter((r) => r.invalid).map((r) => r.invalid)).toEqual([]);
  await Promise.all([v1.stop(), v2.stop()]);
});

/** A depth-1 checkout of `ref` of the origin, as a CI's clone step leaves it. */
function checkout(ref: string): string {
  const dir = path.join(root, `checkout-${checkouts++}`);
  shallowCheckout(origin, dir, ref, `refs/remotes/ci/${checkouts}`);
  return dir;
}

/** Run the bundled tool with only `env` (plus PATH and HOME) in `cwd`. */
const cli = (args: string[], env: Record<string, string>, cwd: string) =>
  runTool(args, { cwd, env });

/**
 * PR #2 uploaded from RULES: exit 0, the head (never a merge) as pr-sha, `api` alone (web/
 * moved on main only, so a diff from the wrong end would name it), and the service holding
 * that under `repo`.
 */
function expectApiUpload(result: ToolResult, repo: typeof GITHUB): void {
  expect(result.code, result.stderr).toBe(0);
  expect(result.json).toMatchObject({
    'pr-number': 2,
    'pr-sha': headSha,
    'impacted-targets': ['api'],
  });
  expect(v1.uploadFor(repo, 'main', 2)).toEqual({ sha: headSha, impactedTargets: ['api'] });
}

/**
 * What Jenkins' merge strategy leaves for PR #2 of `from`: the PR head checked out from
 * refs/remotes/origin/PR-2, the target merged into it by Jenkins' default identity.
 */
function jenkinsCheckout(from: Repo): { dir: string; merge: string } {
  const dir = path.join(root, `checkout-${checkouts++}`);
  mkdirSync(dir);
  git(dir, 'init', '-q');
  git(dir, 'remote', 'add', 'origin', from.url);
  git(
    dir,
    'fetch',
    '-q',
    '--no-tags',
    'origin',
    '+refs/pull/2/head:refs/remotes/origin/PR-2',
    '+refs/heads/main:refs/remotes/origin/main',
  );
  git(dir, 'checkout', '-q', '--detach', 'refs/remotes/origin/PR-2');
  git(
    dir,
    '-c',
    'user.name=Jenkins',
    '-c',
    'user.email=nobody@nowhere',
    'merge',
    '-q',
    '--no-ff',
    '-m',
    'Merge',
    'refs/remotes/origin/main',
  );
  return { dir, merge: git(dir, 'rev-parse', 'HEAD') };
}

/** Buildkite, a pull request build of PR #2 (buildkite.com/docs/pipelines/environment-variables). */
const buildkite = (): Record<string, string> => ({
  CI: 'true',
  BUILDKITE: 'true',
  BUILDKITE_PULL_REQUEST: '2',
  BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
  BUILDKITE_PULL_REQUEST_REPO: 'git://github.com/octo-org/octo-repo.git',
  BUILDKITE_COMMIT: headSha,
  BUILDKITE_BRANCH: 'feature/login',
  BUILDKITE_REPO: 'git@github.com:octo-org/octo-repo.git',
  BUILDKITE_PIPELINE_SLUG: 'octo-pipeline',
  BUILDKITE_BUILD_URL: 'https://buildkite.com/octo/octo-pipeline/builds/7',
});

/** GitLab CI, a merged results pipeline of MR !2 in a subgroup on a self-hosted GitLab. */
const gitlabMergedResults = (): Record<string, string> => ({
  CI: 'true',
  GITLAB_CI: 'true',
  CI_PIPELINE_SOURCE: 'merge_request_event',
  CI_MERGE_REQUEST_EVENT_TYPE: 'merged_result',
  CI_MERGE_REQUEST_IID: '2',
  CI_MERGE_REQUEST_ID: '998877',
  CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: headSha,
  CI_MERGE_REQUEST_TARGET_BRANCH_SHA: mainSha,
  CI_COMMIT_SHA: mergeSha,
  CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
  CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/login',
  CI_MERGE_REQUEST_PROJECT_PATH: 'octo-org/platform/octo-repo',
  CI_MERGE_REQUEST_PROJECT_URL: 'https://gitlab.example.com/octo-org/platform/octo-repo',
  CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'octo-org/platform/octo-repo',
  CI_PROJECT_PATH: 'octo-org/platform/octo-repo',
  CI_SERVER_HOST: 'gitlab.example.com',
  CI_SERVER_URL: 'https://gitlab.example.com',
  CI_PIPELINE_URL: 'https://gitlab.example.com/octo-org/platform/octo-repo/-/pipelines/5',
});
const GITLAB = { host: 'gitlab.example.com', owner: 'octo-org/platform', name: 'octo-repo' };

/** CircleCI, a pull request build (circleci.com/docs/variables): no target branch in sight. */
const circleci = (): Record<string, string> => ({
  CI: 'true',
  CIRCLECI: 'true',
  CIRCLE_PULL_REQUEST: 'https://github.com/octo-org/octo-repo/pull/2',
  CIRCLE_PULL_REQUESTS: 'https://github.com/octo-org/octo-repo/pull/2',
  CIRCLE_SHA1: headSha,
  CIRCLE_BRANCH: 'feature/login',
  CIRCLE_PROJECT_USERNAME: 'octo-org',
  CIRCLE_PROJECT_REPONAME: 'octo-repo',
  CIRCLE_REPOSITORY_URL: 'git@github.com:octo-org/octo-repo.git',
  CIRCLE_BUILD_URL: 'https://circleci.com/gh/octo-org/octo-repo/12',
});

/** Jenkins multibranch, a pull request build of PR-2 with the merge strategy. */
const jenkins = (commit: string): Record<string, string> => ({
  JENKINS_URL: 'https://jenkins.example/',
  BUILD_URL: 'https://jenkins.example/job/octo-repo/job/PR-2/3/',
  BRANCH_NAME: 'PR-2',
  CHANGE_ID: '2',
  CHANGE_TARGET: 'main',
  CHANGE_BRANCH: 'feature/login',
  CHANGE_URL: 'https://github.com/octo-org/octo-repo/pull/2',
  GIT_COMMIT: commit,
  GIT_URL: 'https://github.com/octo-org/octo-repo.git',
});

describe('merge-queue-connect: uploads from each CI, at depth 1', () => {
  it('Buildkite: the PR head checked out; targets from rules, uploaded under the repository of BUILDKITE_REPO', async () => {
    const dir = checkout('refs/pull/2/head');
    const result = await cli(
      ['upload-impacted-targets', '--targets', RULES, '--api-url', v1.url, '--json'],
      { ...buildkite(), TRUNK_API_TOKEN: TOKEN },
      dir,
    );
    expect(result.stderr).not.toContain('error');
    expectApiUpload(result, GITHUB);
    expect(result.json).toMatchObject({
      command: 'upload-impacted-targets',
      'target-branch': 'main',
      'impacts-all': false,
      'impacted-targets-count': 1,
      uploaded: true,
      'api-version': 'v1',
    });
    expect(result.stderr).toContain('api: services/api/a.ts matches services/api/**');
  });

  it('Buildkite with BUILDKITE_COMMIT=HEAD (a build made by hand): the head is the checkout', async () => {
    const dir = checkout('refs/pull/2/head');
    const result = await cli(
      ['upload-impacted-targets', '--targets', RULES, '--dry-run', '--json'],
      { ...buildkite(), BUILDKITE_COMMIT: 'HEAD' },
      dir,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toMatchObject({ 'pr-sha': headSha, 'impacted-targets': ['api'] });
  });

  it('a changed file whose name holds a line break is one report line, its break escaped', async () => {
    const repo = Repo.init(path.join(root, 'newline'));
    repo.write('services/api/a.ts').commit('base');
    const base = repo.head();
    repo.write('services/api/we\nird.ts', 'x\n');
    const head = repo.commit('odd name');
    const result = await cli(
      [
        'upload-impacted-targets',
        '--repository',
        'o/r',
        '--pr-number',
        '9',
        '--pr-sha',
        head,
        '--target-branch',
        'main',
        '--base-sha',
        base,
        '--targets',
        RULES,
        '--dry-run',
        '--json',
      ],
      {},
      repo.dir,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toMatchObject({ 'impacted-targets': ['api'] });
    expect(result.stderr).toContain('services/api/we\\nird.ts matches services/api/**');
    expect(result.stderr.split('\n')).not.toContain('ird.ts matches services/api/**');
  });

  it('GitLab merged results: IID not ID, the source sha uploaded, the merge diffed, subgroup owner, the server host', async () => {
    const dir = checkout('refs/pull/2/merge');
    const summary = path.join(root, 'gitlab-summary.md');
    const result = await cli(
      [
        'upload-impacted-targets',
        `--targets=${RULES}`,
        `--api-url=${v1.url}`,
        '--json',
        `--summary-file=${summary}`,
      ],
      { ...gitlabMergedResults(), TRUNK_API_TOKEN: TOKEN },
      dir,
    );
    expectApiUpload(result, GITLAB);
    // The summary links the merge request's page, not GitHub's /pull/2.
    const written = readFileSync(summary, 'utf8');
    expect(written).toContain(
      'https://gitlab.example.com/octo-org/platform/octo-repo/-/merge_requests/2',
    );
    expect(written).not.toContain('/pull/2');
    // No CI_MERGE_REQUEST_SOURCE_BRANCH_SHA (a merge train, say): the merge's second parent,
    // when the clone has it (GitLab's default depth does).
    const deeper = path.join(root, `checkout-${checkouts++}`);
    mkdirSync(deeper);
    git(deeper, 'init', '-q');
    git(deeper, 'remote', 'add', 'origin', origin.url);
    git(
      deeper,
      'fetch',
      '-q',
      '--no-tags',
      '--depth=2',
      'origin',
      '+refs/pull/2/merge:refs/remotes/ci/merge',
    );
    git(deeper, 'checkout', '-q', '--detach', 'refs/remotes/ci/merge');
    const env: Record<string, string> = {
      ...gitlabMergedResults(),
      CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train',
    };
    delete env.CI_MERGE_REQUEST_SOURCE_BRANCH_SHA;
    const train = await cli(
      ['upload-impacted-targets', `--targets=${RULES}`, '--dry-run', '--json'],
      env,
      deeper,
    );
    expect(train.code, train.stderr).toBe(0);
    expect(train.json).toMatchObject({ 'pr-sha': headSha, 'impacted-targets': ['api'] });
    // web/ moved on main only: a diff against the wrong end would name it.
    expect(v1.uploadFor(GITLAB, 'main', 2)).toEqual({ sha: headSha, impactedTargets: ['api'] });
  });

  it('CircleCI: the target branch read from GitHub with GITHUB_TOKEN; without a token, exit 2 naming --target-branch', async () => {
    const dir = checkout('refs/pull/2/head');
    const args = ['upload-impacted-targets', '--targets', RULES, '--api-url', v1.url, '--json'];
    const withToken = await cli(
      args,
      {
        ...circleci(),
        TRUNK_API_TOKEN: TOKEN,
        GITHUB_TOKEN: 'ghs_cliGithubToken',
        GITHUB_API_URL: gh.url,
      },
      dir,
    );
    expectApiUpload(withToken, GITHUB);
    expect(withToken.json).toMatchObject({ 'target-branch': 'main' });
    expect(gh.requests.some((r) => r.url === '/repos/octo-org/octo-repo/pulls/2')).toBe(true);

    const without = await cli(args, { ...circleci(), TRUNK_API_TOKEN: TOKEN }, dir);
    expect(without.code).toBe(2);
    expect(without.stderr).toContain('--target-branch');
    expect(without.stdout).toBe('');
    const given = await cli(
      [...args, '--target-branch', 'main'],
      { ...circleci(), TRUNK_API_TOKEN: TOKEN },
      dir,
    );
    expect(given.code).toBe(0);
  });

  it('Jenkins merge strategy: the head is the merge parent that is not the target; the upload is the PR head', async () => {
    const { dir, merge } = jenkinsCheckout(origin);
    const result = await cli(
      ['upload-impacted-targets', '--targets', RULES, '--api-url', v1.url, '--json'],
      { ...jenkins(merge), TRUNK_API_TOKEN: TOKEN },
      dir,
    );
    expectApiUpload(result, GITHUB);
    // A scripted pipeline's `checkout scm` exports no GIT_COMMIT: the checkout is read instead.
    const scripted = jenkins(merge);
    delete scripted.GIT_COMMIT;
    const fromCheckout = await cli(
      ['upload-impacted-targets', '--targets', RULES, '--dry-run', '--json'],
      scripted,
      dir,
    );
    expect(fromCheckout.code, fromCheckout.stderr).toBe(0);
    expect(fromCheckout.json).toMatchObject({ 'pr-sha': headSha, 'impacted-targets': ['api'] });
  });

  it('ALL from impacts-all-on, uploaded on v2 with an organisation key', async () => {
    const repositoryId = v2.addRepository(GITHUB.owner, GITHUB.name);
    const dir = checkout('refs/pull/2/head');
    // impacts-all-on is no source of targets alone: the rules give the upload its targets.
    const result = await cli(
      [
        'upload-impacted-targets',
        '--targets',
        RULES,
        '--impacts-all-on',
        'services/**',
        '--api-url',
        v2.url,
        '--json',
      ],
      { ...buildkite(), TRUNK_API_TOKEN: V2_KEY },
      dir,
    );
    expect(result.code).toBe(0);
    expect(result.json).toMatchObject({
      'impacted-targets': 'ALL',
      'impacts-all': true,
      'impacted-targets-count': null,
      'api-version': 'v2',
    });
    expect(v2.uploadFor(repositoryId, 2)).toMatchObject({ impactsAllTargets: true });
  });
});

describe('merge-queue-connect: reads, test runs, queues', () => {
  it('get-pull-request on GitLab against v2: ready as a JSON boolean', async () => {
    const repositoryId = v2.addRepository(GITLAB.owner, GITLAB.name, GITLAB.host);
    v2.addPullRequest(repositoryId, {
      number: 2,
      title: 'Add login',
      sha: headSha,
      author: 'octocat',
      entry: {
        state: 'PENDING',
        readiness: {
          requiresImpactedTargets: true,
          hasImpactedTargets: true,
          doesBaseBranchMatch: true,
          mergeability: 'MERGEABLE',
        },
      },
    } as never);
    const dir = checkout('refs/pull/2/merge');
    const result = await cli(
      ['get-pull-request', '--api-url', v2.url, '--json', '--api-token', V2_KEY],
      gitlabMergedResults(),
      dir,
    );
    expect(result.stderr).toBe(result.stderr.replaceAll(V2_KEY, ''));
    expect(result.code).toBe(0);
    expect(typeof result.json?.ready).toBe('boolean');
    expect(result.json).toMatchObject({
      command: 'get-pull-request',
      submitted: true,
      'pr-number': 2,
    });
    expect(Array.isArray(result.json?.['not-ready-reasons'])).toBe(true);
  });

  it('auto on a Buildkite build of a queue test branch reads the test run', async () => {
    v1.addTestRun(GITHUB, 'main', '5df78918-1234', {
      requiredStatuses: ['build'],
      requiredStatusesSource: 'SERVICE_CONFIG',
      testBranch: 'trunk-merge/pr-2/5df78918-1234',
      testBranchSha: 'abc123',
      status: 'IN_PROGRESS',
      checkSuites: [],
      statusChecks: [{ context: 'build', state: 'SUCCESS' }],
      testedPullRequests: [
        { prNumber: 2, prUrl: 'https://github.com/octo-org/octo-repo/pull/2', title: 'Login' },
      ],
      impactedTargets: ['api', 'web'],
    });
    const env = {
      ...buildkite(),
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: '',
      BUILDKITE_BRANCH: 'trunk-merge/pr-2/5df78918-1234',
      TRUNK_API_TOKEN: TOKEN,
    };
    const result = await cli(
      ['auto', '--api-url', v1.url, '--target-branch', 'main', '--json'],
      env,
      path.join(root, 'origin'),
    );
    expect(result.code).toBe(0);
    expect(result.json).toMatchObject({
      command: 'get-test-run',
      'is-test-branch': true,
      'test-run-id': '5df78918-1234',
      'impacted-targets': ['api', 'web'],
      'run-all': false,
      'impacted-targets-matrix': { target: ['api', 'web'] },
      'required-statuses': ['build'],
      'tested-prs': [2],
    });
  });

  it('create-queue outside any CI: flags alone describe the run', async () => {
    const args = [
      'create-queue',
      '--repository',
      'octo-org/octo-repo',
      '--target-branch',
      'main',
      '--mode=parallel',
      '--concurrency',
      '3',
      '--api-url',
      v1.url,
      '--json',
    ];
    const first = await cli(args, { TRUNK_API_TOKEN: TOKEN }, root);
    expect(first.code).toBe(0);
    expect(first.json).toMatchObject({ command: 'create-queue', 'queue-created': true });
    const again = await cli(args, { TRUNK_API_TOKEN: TOKEN }, root);
    expect(again.json).toMatchObject({ 'queue-created': false });
  });

  it("a queue command on a build for no pull request works on the CI's default branch; with none it names --target-branch", async () => {
    v1.queues.set('github.com/octo-org/octo-repo@develop', {
      mode: 'single',
      concurrency: 1,
      state: 'running',
    });
    v1.queues.set('gitlab.example.com/octo-org/octo-repo@trunk', {
      mode: 'single',
      concurrency: 1,
      state: 'paused',
    });
    // A Buildkite build of a branch (a scheduled or manual build), the short form `pause`.
    const branchBuild = {
      ...buildkite(),
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: '',
      BUILDKITE_BRANCH: 'nightly',
      BUILDKITE_PIPELINE_DEFAULT_BRANCH: 'develop',
      TRUNK_API_TOKEN: TOKEN,
    };
    const paused = await cli(
      ['pause', '--reason', 'incident 42', '--api-url', v1.url, '--json'],
      branchBuild,
      root,
    );
    expect(paused.code, paused.stderr).toBe(0);
    expect(paused.json).toMatchObject({
      command: 'update-queue',
      'target-branch': 'develop',
      'queue-state-before': 'running',
      'queue-state': 'paused',
    });
    expect(paused.stderr).toContain('Queue updated: running → paused');
    expect(paused.stderr).toContain('Reason: incident 42');
    // A GitLab scheduled pipeline: CI_DEFAULT_BRANCH, the short form `resume`.
    const resumed = await cli(
      ['resume', '--api-url', v1.url, '--json'],
      {
        CI: 'true',
        GITLAB_CI: 'true',
        CI_PIPELINE_SOURCE: 'schedule',
        CI_COMMIT_BRANCH: 'nightly',
        CI_COMMIT_SHA: mainSha,
        CI_DEFAULT_BRANCH: 'trunk',
        CI_PROJECT_PATH: 'octo-org/octo-repo',
        CI_SERVER_URL: 'https://gitlab.example.com',
        TRUNK_API_TOKEN: TOKEN,
      },
      root,
    );
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.json).toMatchObject({
      'target-branch': 'trunk',
      'queue-state-before': 'paused',
      'queue-state': 'running',
    });
    // CircleCI gives a job no default branch: without a GitHub token, the flag is named.
    const circle = circleci();
    for (const name of ['CIRCLE_PULL_REQUEST', 'CIRCLE_PULL_REQUESTS']) delete circle[name];
    const unknown = await cli(
      ['get-queue', '--api-url', v1.url],
      { ...circle, TRUNK_API_TOKEN: TOKEN },
      root,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^error: get-queue needs --target-branch/m);
    // A pull-request command never guesses the default branch: its queue is the pull request's target.
    const submit = await cli(['submit-pull-request', '--pr-number', '2'], branchBuild, root);
    expect(submit.code).toBe(2);
    expect(submit.stderr).toMatch(
      /error: submit-pull-request needs --target-branch: [^\n]*or a GitHub token, --github-token or GITHUB_TOKEN/,
    );
    // A short form and the flag it sets: a usage error naming both.
    const both = await cli(['pause', '--queue-state', 'running'], branchBuild, root);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(
      /error: pause is update-queue --queue-state paused, and --queue-state "running" was given too/,
    );
    expect(v1.requestsTo('updateQueue')).toHaveLength(2);
  });

  it('a branch build with no pull request: nothing to upload, exit 0, skip true', async () => {
    const env = {
      ...buildkite(),
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: '',
      TRUNK_API_TOKEN: TOKEN,
    };
    const result = await cli(
      ['upload-impacted-targets', '--impacted-targets', 'ALL', '--api-url', v1.url, '--json'],
      env,
      root,
    );
    expect(result.code).toBe(0);
    expect(result.json).toMatchObject({ skip: true });
    expect(v1.requests).toEqual([]);
  });
});

describe('merge-queue-connect: the same outputs as the action', () => {
  it('--workspaces auto in a Buildkite, CircleCI, GitLab and Jenkins build: the targets the action uploads', async () => {
    const mono = Repo.init(path.join(root, 'mono'));
    for (const [file, text] of Object.entries(PNPM)) mono.write(file, text);
    const base = mono.commit('workspace');
    mono.git('checkout', '-q', '-b', 'fix/common');
    mono.write('packages/common/src/index.ts', 'export const common = 2;\n');
    const head = mono.commit('fix common');
    mono.git('checkout', '-q', 'main');
    // Only the target branch touches @acme/docs: a diff from the wrong end would name it.
    mono.write('apps/docs/index.md', 'main moved on\n');
    const main = mono.commit('main moves on');
    mono.git('update-ref', 'refs/pull/2/head', head);
    mono.git('merge', '-q', '--no-ff', '-m', 'merge', head);
    const merge = mono.head();
    mono.git('update-ref', 'refs/pull/2/merge', merge);
    mono.git('reset', '-q', '--hard', main);
    const depth1 = (ref: string) => {
      const dir = path.join(root, `checkout-${checkouts++}`);
      shallowCheckout(mono, dir, ref, `refs/remotes/ci/${checkouts}`);
      return dir;
    };
    const targets = ['@acme/api', '@acme/common', '@acme/ui', '@acme/web'];

    const payload = pullRequestPayload(2, head, base);
    Object.assign(payload.pull_request.head, { ref: 'fix/common' });
    const action = await runAction({
      eventName: 'pull_request',
      payload,
      workspace: depth1('refs/pull/2/merge'),
      inputs: { workspaces: 'auto', 'api-token': TOKEN, 'api-url': v1.url },
      env: { GITHUB_SHA: merge, GITHUB_API_URL: gh.url },
      bundle: inject('bundle'),
    });
    expect(action.code, action.stdout).toBe(0);
    expect(JSON.parse(action.outputs['impacted-targets']!)).toEqual(targets);

    const { dir: jenkinsDir, merge: jenkinsMerge } = jenkinsCheckout(mono);

    const builds: [string, Record<string, string>, string][] = [
      ['Buildkite', { ...buildkite(), BUILDKITE_COMMIT: head }, depth1('refs/pull/2/head')],
      [
        'CircleCI',
        {
          ...circleci(),
          CIRCLE_SHA1: head,
          GITHUB_TOKEN: 'ghs_cliGithubToken',
          GITHUB_API_URL: gh.url,
        },
        depth1('refs/pull/2/head'),
      ],
      [
        'GitLab CI',
        {
          ...gitlabMergedResults(),
          CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: head,
          CI_COMMIT_SHA: merge,
        },
        depth1('refs/pull/2/merge'),
      ],
      ['Jenkins', jenkins(jenkinsMerge), jenkinsDir],
    ];
    for (const [ci, env, dir] of builds) {
      const result = await cli(
        ['upload-impacted-targets', '--workspaces', 'auto', '--api-url', v1.url, '--json'],
        { ...env, TRUNK_API_TOKEN: TOKEN },
        dir,
      );
      expect(result.code, `${ci}: ${result.stderr}`).toBe(0);
      expect(result.json, ci).toMatchObject({
        'pr-sha': head,
        'impacted-targets': targets,
        uploaded: true,
      });
      expect(result.json?.['changed-files-count'], ci).toBe(
        Number(action.outputs['changed-files-count']),
      );
    }
    expect(v1.uploadFor(GITHUB, 'main', 2)).toEqual({ sha: head, impactedTargets: targets });
    expect(v1.uploadFor(GITLAB, 'main', 2)).toEqual({ sha: head, impactedTargets: targets });
  });

  it('one pull request through the action (pull_request) and the tool (Buildkite, and in a GitHub Actions step): the same outputs', async () => {
    const inputs = { targets: RULES, 'api-token': TOKEN, 'api-url': v1.url };
    const action = await runAction({
      eventName: 'pull_request',
      payload: pullRequestPayload(2, headSha, mainSha),
      workspace: checkout('refs/pull/2/merge'),
      inputs,
      env: { GITHUB_SHA: mergeSha, GITHUB_API_URL: gh.url },
      bundle: inject('bundle'),
    });
    expect(action.code).toBe(0);
    const tool = await cli(
      [
        'upload-impacted-targets',
        '--targets',
        RULES,
        '--api-token',
        TOKEN,
        '--api-url',
        v1.url,
        '--json',
      ],
      buildkite(),
      checkout('refs/pull/2/head'),
    );
    expect(tool.code).toBe(0);
    // The same keys, and each JSON value written as a step output is the action's text.
    const asStepOutput = (value: unknown) =>
      value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    const toolOutputs = Object.fromEntries(
      Object.entries(tool.json ?? {}).map(([k, v]) => [k, asStepOutput(v)]),
    );
    expect(toolOutputs).toEqual(action.outputs);

    // The tool in a GitHub Actions step reads the same event the action reads.
    const scratch = path.join(root, `gha-${checkouts}`);
    mkdirSync(scratch, { recursive: true });
    const eventPath = path.join(scratch, 'event.json');
    writeFileSync(eventPath, JSON.stringify(pullRequestPayload(2, headSha, mainSha)));
    const onActions = await cli(
      ['auto', '--targets', RULES, '--api-token', TOKEN, '--api-url', v1.url, '--json'],
      {
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_REPOSITORY: 'octo-org/octo-repo',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_SHA: mergeSha,
        GITHUB_REF: 'refs/pull/2/merge',
        GITHUB_API_URL: gh.url,
      },
      checkout('refs/pull/2/merge'),
    );
    expect(onActions.code, onActions.stderr).toBe(0);
    expect(
      Object.fromEntries(
        Object.entries(onActions.json ?? {}).map(([k, v]) => [k, asStepOutput(v)]),
      ),
    ).toEqual(action.outputs);
  });
});

describe('merge-queue-connect: usage errors exit 2 naming the flag; the key is never printed', () => {
  it.each([
    [['upload-impacted-targets', '--targts', 'x'], '--targets'],
    [['upload-impacted-targets', '--pr-number', 'abc', '--dry-run'], '--pr-number'],
    [['upload-impacted-targets', '--dry-run', 'false'], '--dry-run=false'],
    [['upload-impacted-targets', '--dry-run=maybe'], '--dry-run'],
    [['upload-impacted-targets', '--targets-file'], '--targets-file'],
    [['upload-impacted-targets', '--pr-number', '1', '--pr-number', '2'], '--pr-number'],
    [['merge'], 'upload-impacted-targets'],
    [['get-pull-request', '--repository', 'octo-org/octo-repo', '--dry-run'], '--pr-number'],
    [
      [
        'upload-impacted-targets',
        '--repository',
        'octo-org/octo-repo',
        '--pr-number',
        '2',
        '--pr-sha',
        'a'.repeat(40),
        '--target-branch',
        'main',
        '--impacted-targets',
        'ALL',
      ],
      'TRUNK_API_TOKEN',
    ],
  ])('%j', async (args, named) => {
    const result = await cli(args, {}, root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(named);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(v1.requests).toEqual([]);
  });

  it('a service that answers garbage: exit 1, what was being done and what came back, no stack', async () => {
    v1.inject('getSubmittedPullRequest', { malformed: true });
    const result = await cli(
      [
        'get-pull-request',
        '--repository',
        'octo-org/octo-repo',
        '--pr-number',
        '2',
        '--target-branch',
        'main',
        '--api-url',
        v1.url,
        '--max-attempts',
        '1',
        '--json',
      ],
      { TRUNK_API_TOKEN: TOKEN },
      root,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: .*getSubmittedPullRequest/m);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.json).toMatchObject({ command: 'get-pull-request', 'pr-number': 2 });
  });

  it("--help per command lists its flags and outputs, in the tool's words where the action's differ", async () => {
    const result = await cli(['get-pull-request', '--help'], {}, root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--wait-for VALUE');
    expect(result.stdout).toContain('--fail-on-not-ready');
    expect(result.stdout).not.toContain('--bazel-path');
    expect(result.stdout).not.toMatch(/^ {2}queue-state$/m);
    expect(result.stdout).toMatch(/^ {2}ready$/m);
    const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
    // action.yml's own words where they hold for the tool (wrapped to the terminal's width)...
    expect(words(result.stdout)).toContain(
      words(actionYml.inputs['wait-timeout-seconds']!.description),
    );
    // ...and the tool's where action.yml speaks of the step it fails.
    expect(actionYml.inputs['wait-for']!.description).toContain('fails the step');
    expect(result.stdout).not.toContain('fails the step');
    expect(words(result.stdout)).toContain('in a state that cannot meet it exits 1');
    const pause = await cli(['pause', '--help'], {}, root);
    expect(pause.code).toBe(0);
    expect(pause.stdout).toContain('Usage: merge-queue-connect pause [flags]');
    expect(pause.stdout).not.toMatch(/^ {2}--queue-state/m);
    expect(pause.stdout).toMatch(/^ {2}queue-state-before$/m);
  });

  it('the key from --api-token or TRUNK_API_TOKEN appears nowhere: not in output, summary, debug lines or a service echo', async () => {
    const dir = checkout('refs/pull/2/head');
    const summary = path.join(root, 'summary.md');
    const bin = path.join(root, 'bin-buildkite');
    mkdirSync(bin, { recursive: true });
    const annotation = path.join(root, 'annotation');
    writeFileSync(
      path.join(bin, 'buildkite-agent'),
      `#!/bin/sh\necho "$@" > '${annotation}.args'\ncat > '${annotation}.md'\n`,
    );
    chmodSync(path.join(bin, 'buildkite-agent'), 0o755);
    v1.inject('setImpactedTargets', { status: 400, body: `bad token ${TOKEN}` });
    const result = await cli(
      [
        'upload-impacted-targets',
        '--targets',
        RULES,
        '--api-url',
        v1.url,
        '--json',
        '--verbose',
        '--summary-file',
        summary,
        '--max-attempts',
        '1',
      ],
      {
        ...buildkite(),
        TRUNK_API_TOKEN: TOKEN,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      },
      dir,
    );
    expect(result.code).toBe(1);
    const written = readFileSync(summary, 'utf8');
    const annotated = readFileSync(`${annotation}.md`, 'utf8');
    for (const text of [result.stdout, result.stderr, written, annotated]) {
      expect(text).not.toContain(TOKEN);
    }
    expect(result.stderr).toContain('debug: git ');
    expect(readFileSync(`${annotation}.args`, 'utf8').trim()).toBe(
      'annotate --style error --context merge-queue-connect',
    );
    expect(written).toContain('upload');
    expect(result.json).toMatchObject({ command: 'upload-impacted-targets', 'pr-number': 2 });
  });
});
