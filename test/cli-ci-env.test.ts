/**
 * The command-line door's reading of CI environments (src/doors/cli/ci-env.ts): each CI's
 * variables as its documentation lists them for a pull request build and a branch build, hostile
 * values, and resolveJenkinsHead on real temporary repositories.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ciFacts,
  parseGitUrl,
  parsePullRequestUrl,
  repositoryOfPath,
  resolveJenkinsHead,
} from '../src/doors/cli/ci-env.js';
import { createGitRunner } from '../src/targets/diff/git.js';

const HEAD_SHA = '1f0c3b2a9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a';
const MERGE_SHA = '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d';
const TARGET_SHA = '44af8aa0007898d08f1bec401df7c077c1df0722';
const SHA256 = 'ab'.repeat(32);

const sorted = (names: string[]) => [...names].sort();

describe('ciFacts: no CI', () => {
  it('knows nothing from an empty environment', () => {
    expect(ciFacts({})).toEqual({ ci: undefined, label: 'no CI', eventName: 'run', read: [] });
  });

  it('is not fooled by GITHUB_ACTIONS=false or CI=true alone', () => {
    expect(ciFacts({ GITHUB_ACTIONS: 'false', CI: 'true', BUILDKITE: '' }).ci).toBeUndefined();
  });

  it('takes GitHub Actions over a stray JENKINS_URL', () => {
    expect(ciFacts({ GITHUB_ACTIONS: 'true', JENKINS_URL: 'https://ci.example.com/' }).ci).toBe(
      'github-actions',
    );
  });
});

describe('ciFacts: GitHub Actions', () => {
  it('fills only what the runner variables say (the door reads the event payload)', () => {
    const facts = ciFacts({
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REPOSITORY: 'octo-org/octo-repo',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REF: 'refs/heads/trunk-merge/main/7',
      GITHUB_SHA: HEAD_SHA,
      GITHUB_RUN_ID: '1658821493',
      GITHUB_HEAD_REF: '',
      GITHUB_BASE_REF: '',
    });
    expect(facts).toEqual({
      ci: 'github-actions',
      label: 'GitHub Actions',
      eventName: 'push',
      repository: { owner: 'octo-org', name: 'octo-repo' },
      host: 'github.com',
      serverUrl: 'https://github.com',
      branch: 'trunk-merge/main/7',
      buildUrl: 'https://github.com/octo-org/octo-repo/actions/runs/1658821493',
      read: [
        'GITHUB_ACTIONS',
        'GITHUB_EVENT_NAME',
        'GITHUB_REPOSITORY',
        'GITHUB_SERVER_URL',
        'GITHUB_REF',
        'GITHUB_RUN_ID',
      ],
    });
    expect(facts.prSha).toBeUndefined();
  });

  it('keeps a GitHub Enterprise port and drops the trailing slash; a PR ref is no branch', () => {
    const facts = ciFacts({
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'team/app',
      GITHUB_SERVER_URL: 'https://GHE.example.com:8443/',
      GITHUB_REF: 'refs/pull/5/merge',
      GITHUB_EVENT_NAME: 'pull_request',
    });
    expect(facts.host).toBe('ghe.example.com:8443');
    expect(facts.serverUrl).toBe('https://ghe.example.com:8443');
    expect(facts.branch).toBeUndefined();
  });
});

describe('ciFacts: Buildkite', () => {
  /** A GitHub pull request build, variables as buildkite.com/docs/pipelines/environment-variables. */
  const prBuild = {
    CI: 'true',
    BUILDKITE: 'true',
    BUILDKITE_ORGANIZATION_SLUG: 'acme-inc',
    BUILDKITE_PIPELINE_SLUG: 'my-project-ci',
    BUILDKITE_PIPELINE_PROVIDER: 'github',
    BUILDKITE_REPO: 'git@github.com:acme-inc/my-project.git',
    BUILDKITE_COMMIT: HEAD_SHA,
    BUILDKITE_BRANCH: 'feature/login',
    BUILDKITE_TAG: '',
    BUILDKITE_MESSAGE: 'Added a great new feature',
    BUILDKITE_BUILD_NUMBER: '1514',
    BUILDKITE_BUILD_URL: 'https://buildkite.com/acme-inc/my-project-ci/builds/1514',
    BUILDKITE_PULL_REQUEST: '123',
    BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
    BUILDKITE_PULL_REQUEST_REPO: 'git://github.com/acme-inc/my-project.git',
    BUILDKITE_PULL_REQUEST_LABELS: '',
    BUILDKITE_REBUILT_FROM_BUILD_ID: '',
  };

  it('reads a pull request build: repository from BUILDKITE_REPO, not the pipeline slug', () => {
    const facts = ciFacts(prBuild);
    expect(facts).toEqual({
      ci: 'buildkite',
      label: 'Buildkite',
      eventName: 'pull request build',
      repository: { owner: 'acme-inc', name: 'my-project' },
      host: 'github.com',
      serverUrl: 'https://github.com',
      prNumber: 123,
      prSha: HEAD_SHA,
      prBranch: 'feature/login',
      targetBranch: 'main',
      commit: HEAD_SHA,
      fromFork: false,
      buildUrl: 'https://buildkite.com/acme-inc/my-project-ci/builds/1514',
      read: expect.any(Array),
    });
    expect(sorted(facts.read)).toEqual(
      sorted([
        'BUILDKITE',
        'BUILDKITE_PULL_REQUEST',
        'BUILDKITE_REPO',
        'BUILDKITE_COMMIT',
        'BUILDKITE_BRANCH',
        'BUILDKITE_BUILD_URL',
        'BUILDKITE_PULL_REQUEST_BASE_BRANCH',
        'BUILDKITE_PULL_REQUEST_REPO',
      ]),
    );
    // Names only: no value leaks into the debug list.
    expect(facts.read.join(' ')).not.toContain(HEAD_SHA);
  });

  it('reads a branch build of a queue test branch', () => {
    const facts = ciFacts({
      ...prBuild,
      BUILDKITE_REPO: 'https://github.com/acme-inc/my-project.git',
      BUILDKITE_BRANCH: 'trunk-merge/main/123abc',
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: '',
      BUILDKITE_PULL_REQUEST_REPO: '',
    });
    expect(facts).toEqual({
      ci: 'buildkite',
      label: 'Buildkite',
      eventName: 'branch build',
      repository: { owner: 'acme-inc', name: 'my-project' },
      host: 'github.com',
      serverUrl: 'https://github.com',
      branch: 'trunk-merge/main/123abc',
      commit: HEAD_SHA,
      buildUrl: 'https://buildkite.com/acme-inc/my-project-ci/builds/1514',
      read: expect.any(Array),
    });
    // "false" is set, so it is listed as read; its value is not.
    expect(facts.read).toContain('BUILDKITE_PULL_REQUEST');
    expect(facts.read).not.toContain('false');
  });

  it('sees a fork by BUILDKITE_PULL_REQUEST_REPO, whatever URL form each side uses', () => {
    const fork = ciFacts({
      ...prBuild,
      BUILDKITE_PULL_REQUEST_REPO: 'https://github.com/contributor/my-project.git',
      BUILDKITE_BRANCH: 'contributor:fix-typo',
    });
    expect(fork.fromFork).toBe(true);
    expect(fork.prBranch).toBe('fix-typo');
    expect(fork.repository).toEqual({ owner: 'acme-inc', name: 'my-project' });
    const same = ciFacts({
      ...prBuild,
      BUILDKITE_PULL_REQUEST_REPO: 'https://github.com/Acme-Inc/My-Project',
    });
    expect(same.fromFork).toBe(false);
  });

  it('treats an empty or "false" BUILDKITE_PULL_REQUEST as no pull request', () => {
    for (const value of ['', 'false', '  ', '0', '-3', '12abc', '1e3', 'null']) {
      const facts = ciFacts({ ...prBuild, BUILDKITE_PULL_REQUEST: value });
      expect(facts.prNumber, value).toBeUndefined();
      expect(facts.prSha, value).toBeUndefined();
      expect(facts.eventName, value).toBe('branch build');
      expect(facts.branch, value).toBe('feature/login');
    }
  });

  it('takes BUILDKITE_COMMIT=HEAD (a manual build) as "the checkout", for the door to read', () => {
    const facts = ciFacts({ ...prBuild, BUILDKITE_COMMIT: 'HEAD' });
    expect(facts.prSha).toBeUndefined();
    expect(facts.commit).toBeUndefined();
    expect(facts.headIsCheckout).toBe(true);
    expect(facts.prNumber).toBe(123);
    expect(ciFacts(prBuild).headIsCheckout).toBeUndefined();
  });

  it('lower-cases an upper-case SHA and accepts SHA-256', () => {
    expect(ciFacts({ ...prBuild, BUILDKITE_COMMIT: HEAD_SHA.toUpperCase() }).prSha).toBe(HEAD_SHA);
    expect(ciFacts({ ...prBuild, BUILDKITE_COMMIT: SHA256 }).prSha).toBe(SHA256);
    expect(ciFacts({ ...prBuild, BUILDKITE_COMMIT: HEAD_SHA.slice(0, 12) }).prSha).toBeUndefined();
  });

  it('passes a branch name with spaces and unicode through untouched', () => {
    const branch = 'feature/ünïcødé naïve ✓ 名前';
    const facts = ciFacts({ ...prBuild, BUILDKITE_BRANCH: branch });
    expect(facts.prBranch).toBe(branch);
    const push = ciFacts({ ...prBuild, BUILDKITE_BRANCH: branch, BUILDKITE_PULL_REQUEST: 'false' });
    expect(push.branch).toBe(branch);
  });

  it('leaves the repository unknown when BUILDKITE_REPO is malformed', () => {
    for (const repo of [
      'not a url',
      'https://github.com/',
      'https://github.com/just-owner',
      'git@:owner/repo.git',
      'file:///srv/git/repo.git',
      '/srv/git/repo.git',
      'https://github.com/owner/../repo.git',
      'ftp://github.com/owner/repo.git',
      'https://exa mple.com/a/b.git',
      'https://[::1',
    ]) {
      const facts = ciFacts({ ...prBuild, BUILDKITE_REPO: repo });
      expect(facts.repository, repo).toBeUndefined();
      expect(facts.host, repo).toBeUndefined();
      // The fork cannot be told either.
      expect(facts.fromFork, repo).toBeUndefined();
    }
  });

  it('reads a Buildkite merge queue build: the commit is a merge, not a pull request head', () => {
    const facts = ciFacts({
      ...prBuild,
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_BRANCH: 'gh-readonly-queue/main/pr-123-' + HEAD_SHA,
      BUILDKITE_COMMIT: MERGE_SHA,
      BUILDKITE_MERGE_QUEUE_BASE_BRANCH: 'main',
      BUILDKITE_MERGE_QUEUE_BASE_COMMIT: TARGET_SHA,
    });
    expect(facts.eventName).toBe('merge queue build');
    expect(facts.targetBranch).toBe('main');
    expect(facts.prSha).toBeUndefined();
    expect(facts.commit).toBe(MERGE_SHA);
  });
});

describe('ciFacts: CircleCI', () => {
  /** A same-repository pull request build, variables as circleci.com/docs/variables. */
  const prBuild = {
    CI: 'true',
    CIRCLECI: 'true',
    CIRCLE_BRANCH: 'feature/login',
    CIRCLE_BUILD_NUM: '88',
    CIRCLE_BUILD_URL: 'https://circleci.com/gh/acme-inc/my-project/88',
    CIRCLE_JOB: 'test',
    CIRCLE_PROJECT_USERNAME: 'acme-inc',
    CIRCLE_PROJECT_REPONAME: 'my-project',
    CIRCLE_PULL_REQUEST: 'https://github.com/acme-inc/my-project/pull/42',
    CIRCLE_PULL_REQUESTS: 'https://github.com/acme-inc/my-project/pull/42',
    CIRCLE_REPOSITORY_URL: 'git@github.com:acme-inc/my-project.git',
    CIRCLE_SHA1: HEAD_SHA,
    CIRCLE_USERNAME: 'octocat',
    CIRCLE_WORKFLOW_ID: 'a9c1e8b4-0000-4000-8000-000000000000',
  };

  it('reads a pull request build; the target branch is left to GitHub', () => {
    const facts = ciFacts(prBuild);
    expect(facts).toEqual({
      ci: 'circleci',
      label: 'CircleCI',
      eventName: 'pull request build',
      repository: { owner: 'acme-inc', name: 'my-project' },
      host: 'github.com',
      serverUrl: 'https://github.com',
      prNumber: 42,
      prLinkBase: 'https://github.com/acme-inc/my-project/pull/',
      prSha: HEAD_SHA,
      prBranch: 'feature/login',
      commit: HEAD_SHA,
      fromFork: false,
      targetUnknown: true,
      buildUrl: 'https://circleci.com/gh/acme-inc/my-project/88',
      read: expect.any(Array),
    });
    expect(facts.targetBranch).toBeUndefined();
  });

  it('reads a fork pull request build (branch pull/N, CIRCLE_PR_*)', () => {
    const facts = ciFacts({
      ...prBuild,
      CIRCLE_BRANCH: 'pull/42',
      CIRCLE_PR_NUMBER: '42',
      CIRCLE_PR_USERNAME: 'contributor',
      CIRCLE_PR_REPONAME: 'my-project',
    });
    expect(facts).toMatchObject({
      eventName: 'pull request build',
      repository: { owner: 'acme-inc', name: 'my-project' },
      prNumber: 42,
      prSha: HEAD_SHA,
      fromFork: true,
      targetUnknown: true,
    });
    // pull/42 is CircleCI's name for the build, not the fork's branch.
    expect(facts.prBranch).toBeUndefined();
    expect(facts.branch).toBeUndefined();
  });

  it('leaves the number unknown when the build belongs to several pull requests', () => {
    const facts = ciFacts({
      ...prBuild,
      CIRCLE_PULL_REQUESTS:
        'https://github.com/acme-inc/my-project/pull/42,https://github.com/acme-inc/my-project/pull/7',
    });
    expect(facts.prNumber).toBeUndefined();
    expect(facts.ambiguousPrNumbers).toEqual([7, 42]);
    expect(facts.eventName).toBe('pull request build');
  });

  it('reads a branch build: no pull request, no target question', () => {
    const facts = ciFacts({
      ...prBuild,
      CIRCLE_BRANCH: 'trunk-merge/main/9',
      CIRCLE_PULL_REQUEST: '',
      CIRCLE_PULL_REQUESTS: '',
    });
    expect(facts).toEqual({
      ci: 'circleci',
      label: 'CircleCI',
      eventName: 'branch build',
      repository: { owner: 'acme-inc', name: 'my-project' },
      host: 'github.com',
      serverUrl: 'https://github.com',
      branch: 'trunk-merge/main/9',
      commit: HEAD_SHA,
      buildUrl: 'https://circleci.com/gh/acme-inc/my-project/88',
      read: expect.any(Array),
    });
  });

  it('ignores a CIRCLE_PULL_REQUEST that is no pull request URL', () => {
    for (const url of ['https://github.com/acme-inc/my-project', 'pull/42', 'x/pull/0']) {
      const facts = ciFacts({ ...prBuild, CIRCLE_PULL_REQUEST: url, CIRCLE_PULL_REQUESTS: url });
      expect(facts.prNumber, url).toBeUndefined();
      expect(facts.eventName, url).toBe('branch build');
    }
  });
});

describe('ciFacts: GitLab CI', () => {
  /** A merge request pipeline (detached), variables as docs.gitlab.com predefined_variables. */
  const detached = {
    CI: 'true',
    GITLAB_CI: 'true',
    CI_SERVER_URL: 'https://gitlab.com',
    CI_SERVER_HOST: 'gitlab.com',
    CI_SERVER_PORT: '443',
    CI_PROJECT_PATH: 'acme/my-project',
    CI_PROJECT_NAMESPACE: 'acme',
    CI_PROJECT_NAME: 'my-project',
    CI_PIPELINE_SOURCE: 'merge_request_event',
    CI_PIPELINE_URL: 'https://gitlab.com/acme/my-project/-/pipelines/555',
    CI_COMMIT_SHA: HEAD_SHA,
    CI_COMMIT_REF_NAME: 'feature/login',
    CI_COMMIT_BEFORE_SHA: '0000000000000000000000000000000000000000',
    CI_MERGE_REQUEST_ID: '987654',
    CI_MERGE_REQUEST_IID: '17',
    CI_MERGE_REQUEST_EVENT_TYPE: 'detached',
    CI_MERGE_REQUEST_PROJECT_PATH: 'acme/my-project',
    CI_MERGE_REQUEST_PROJECT_URL: 'https://gitlab.com/acme/my-project',
    CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'acme/my-project',
    CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/login',
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    // "The variable is empty in merge request pipelines."
    CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: '',
    CI_MERGE_REQUEST_TARGET_BRANCH_SHA: '',
  };

  it('reads a detached merge request pipeline: IID, never ID', () => {
    const facts = ciFacts(detached);
    expect(facts).toEqual({
      ci: 'gitlab',
      label: 'GitLab CI',
      eventName: 'merge request pipeline',
      repository: { owner: 'acme', name: 'my-project' },
      host: 'gitlab.com',
      serverUrl: 'https://gitlab.com',
      prNumber: 17,
      // The merge request's page: GitLab's links are not GitHub's `/pull/N`.
      prLinkBase: 'https://gitlab.com/acme/my-project/-/merge_requests/',
      prSha: HEAD_SHA,
      prBranch: 'feature/login',
      targetBranch: 'main',
      commit: HEAD_SHA,
      fromFork: false,
      buildUrl: 'https://gitlab.com/acme/my-project/-/pipelines/555',
      read: expect.any(Array),
    });
    expect(facts.read).not.toContain('CI_MERGE_REQUEST_ID');
  });

  it("links the merge request's page from the server and project path when CI_MERGE_REQUEST_PROJECT_URL is missing", () => {
    const facts = ciFacts({ ...detached, CI_MERGE_REQUEST_PROJECT_URL: undefined });
    expect(facts.prLinkBase).toBe('https://gitlab.com/acme/my-project/-/merge_requests/');
  });

  it('reads a merged results pipeline: the source SHA is the head, CI_COMMIT_SHA the merge', () => {
    const facts = ciFacts({
      ...detached,
      CI_MERGE_REQUEST_EVENT_TYPE: 'merged_result',
      CI_COMMIT_SHA: MERGE_SHA,
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: HEAD_SHA,
      CI_MERGE_REQUEST_TARGET_BRANCH_SHA: TARGET_SHA,
    });
    expect(facts).toMatchObject({
      eventName: 'merged results pipeline',
      prNumber: 17,
      prSha: HEAD_SHA,
      mergeCommit: MERGE_SHA,
      commit: MERGE_SHA,
      targetBranch: 'main',
    });
  });

  it('reads a merge train pipeline the same way', () => {
    const facts = ciFacts({
      ...detached,
      CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train',
      CI_COMMIT_SHA: MERGE_SHA,
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: HEAD_SHA,
    });
    expect(facts).toMatchObject({
      eventName: 'merge train pipeline',
      prSha: HEAD_SHA,
      mergeCommit: MERGE_SHA,
    });
  });

  it('never takes a merged result for the head when the source SHA is missing', () => {
    const facts = ciFacts({
      ...detached,
      CI_MERGE_REQUEST_EVENT_TYPE: 'merged_result',
      CI_COMMIT_SHA: MERGE_SHA,
    });
    expect(facts.prSha).toBeUndefined();
    expect(facts.mergeCommit).toBe(MERGE_SHA);
  });

  it('reads a branch pipeline of a subgroup project on a self-hosted GitLab with a port', () => {
    const facts = ciFacts({
      CI: 'true',
      GITLAB_CI: 'true',
      CI_SERVER_URL: 'https://gitlab.example.com:8443',
      CI_SERVER_HOST: 'gitlab.example.com',
      CI_SERVER_PORT: '8443',
      CI_PROJECT_PATH: 'platform/backend/api-server',
      CI_PIPELINE_SOURCE: 'push',
      CI_PIPELINE_URL: 'https://gitlab.example.com:8443/platform/backend/api-server/-/pipelines/9',
      CI_COMMIT_SHA: HEAD_SHA,
      CI_COMMIT_BRANCH: 'trunk-merge/main/42',
      CI_COMMIT_REF_NAME: 'trunk-merge/main/42',
    });
    expect(facts).toEqual({
      ci: 'gitlab',
      label: 'GitLab CI',
      eventName: 'branch pipeline',
      repository: { owner: 'platform/backend', name: 'api-server' },
      host: 'gitlab.example.com:8443',
      serverUrl: 'https://gitlab.example.com:8443',
      branch: 'trunk-merge/main/42',
      commit: HEAD_SHA,
      buildUrl: 'https://gitlab.example.com:8443/platform/backend/api-server/-/pipelines/9',
      read: expect.any(Array),
    });
  });

  it('names the merge request project, not the fork the pipeline runs in', () => {
    const facts = ciFacts({
      ...detached,
      CI_PROJECT_PATH: 'contributor/my-project',
      CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'contributor/my-project',
    });
    expect(facts.repository).toEqual({ owner: 'acme', name: 'my-project' });
    expect(facts.fromFork).toBe(true);
  });

  it('names an unknown event type plainly (no prototype lookups)', () => {
    for (const type of ['constructor', '__proto__', 'toString', 'something_new']) {
      const facts = ciFacts({ ...detached, CI_MERGE_REQUEST_EVENT_TYPE: type });
      expect(facts.eventName, type).toBe('merge request pipeline');
      expect(facts.prSha, type).toBe(HEAD_SHA);
    }
  });

  it('falls back to CI_SERVER_HOST when CI_SERVER_URL is garbage', () => {
    const facts = ciFacts({ ...detached, CI_SERVER_URL: 'not a url' });
    expect(facts.host).toBe('gitlab.com');
    expect(facts.serverUrl).toBe('https://gitlab.com');
  });

  it('reads an external (GitHub) pull request pipeline without GitLab as its host', () => {
    const facts = ciFacts({
      GITLAB_CI: 'true',
      CI_SERVER_URL: 'https://gitlab.com',
      CI_PROJECT_PATH: 'mirrors/my-project',
      CI_PIPELINE_SOURCE: 'external_pull_request_event',
      CI_COMMIT_SHA: HEAD_SHA,
      CI_EXTERNAL_PULL_REQUEST_IID: '31',
      CI_EXTERNAL_PULL_REQUEST_SOURCE_REPOSITORY: 'contributor/my-project',
      CI_EXTERNAL_PULL_REQUEST_TARGET_REPOSITORY: 'acme-inc/my-project',
      CI_EXTERNAL_PULL_REQUEST_SOURCE_BRANCH_NAME: 'fix',
      CI_EXTERNAL_PULL_REQUEST_SOURCE_BRANCH_SHA: HEAD_SHA,
      CI_EXTERNAL_PULL_REQUEST_TARGET_BRANCH_NAME: 'main',
      CI_EXTERNAL_PULL_REQUEST_TARGET_BRANCH_SHA: TARGET_SHA,
    });
    expect(facts).toMatchObject({
      eventName: 'external pull request pipeline',
      repository: { owner: 'acme-inc', name: 'my-project' },
      prNumber: 31,
      prSha: HEAD_SHA,
      prBranch: 'fix',
      targetBranch: 'main',
      fromFork: true,
    });
    expect(facts.host).toBeUndefined();
  });
});

describe("ciFacts: the default branch, for a queue command's queue", () => {
  it("reads Buildkite's BUILDKITE_PIPELINE_DEFAULT_BRANCH and GitLab's CI_DEFAULT_BRANCH", () => {
    const buildkite = ciFacts({
      BUILDKITE: 'true',
      BUILDKITE_REPO: 'git@github.com:acme-inc/my-project.git',
      BUILDKITE_COMMIT: HEAD_SHA,
      BUILDKITE_BRANCH: 'nightly',
      BUILDKITE_PULL_REQUEST: 'false',
      BUILDKITE_PIPELINE_DEFAULT_BRANCH: ' develop ',
    });
    expect(buildkite).toMatchObject({ eventName: 'branch build', defaultBranch: 'develop' });
    expect(buildkite.targetBranch).toBeUndefined();
    expect(buildkite.read).toContain('BUILDKITE_PIPELINE_DEFAULT_BRANCH');
    const gitlab = ciFacts({
      GITLAB_CI: 'true',
      CI_PIPELINE_SOURCE: 'schedule',
      CI_PROJECT_PATH: 'platform/api',
      CI_COMMIT_BRANCH: 'nightly',
      CI_DEFAULT_BRANCH: 'trunk',
    });
    expect(gitlab).toMatchObject({ eventName: 'branch pipeline', defaultBranch: 'trunk' });
    // A merge request pipeline names its target: the default branch is not read there.
    const mr = ciFacts({
      GITLAB_CI: 'true',
      CI_PIPELINE_SOURCE: 'merge_request_event',
      CI_MERGE_REQUEST_IID: '3',
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'release/2',
      CI_PROJECT_PATH: 'platform/api',
      CI_DEFAULT_BRANCH: 'trunk',
    });
    expect(mr).toMatchObject({ targetBranch: 'release/2' });
    expect(mr.defaultBranch).toBeUndefined();
  });

  it('finds none where the CI gives no such variable (CircleCI, Jenkins), or an empty one', () => {
    expect(
      ciFacts({ CIRCLECI: 'true', CIRCLE_BRANCH: 'nightly', CIRCLE_SHA1: HEAD_SHA }).defaultBranch,
    ).toBeUndefined();
    expect(
      ciFacts({ JENKINS_URL: 'https://ci.example/', BRANCH_NAME: 'nightly' }).defaultBranch,
    ).toBeUndefined();
    expect(
      ciFacts({ BUILDKITE: 'true', BUILDKITE_PIPELINE_DEFAULT_BRANCH: '  ' }).defaultBranch,
    ).toBeUndefined();
  });
});

describe('ciFacts: Jenkins', () => {
  /** A GitHub Branch Source pull request build of a multibranch job (CHANGE_*, git plugin). */
  const prBuild = {
    JENKINS_URL: 'https://ci.example.com/',
    JENKINS_HOME: '/var/jenkins_home',
    BUILD_NUMBER: '3',
    BUILD_URL: 'https://ci.example.com/job/my-project/job/PR-12/3/',
    JOB_NAME: 'my-project/PR-12',
    BRANCH_NAME: 'PR-12',
    CHANGE_ID: '12',
    CHANGE_URL: 'https://github.com/acme-inc/my-project/pull/12',
    CHANGE_TITLE: 'Add login',
    CHANGE_AUTHOR: 'octocat',
    CHANGE_TARGET: 'main',
    CHANGE_BRANCH: 'feature/login',
    GIT_COMMIT: MERGE_SHA,
    GIT_URL: 'https://github.com/acme-inc/my-project.git',
    GIT_BRANCH: 'PR-12',
  };

  it('reads a pull request build: GIT_COMMIT is left for resolveJenkinsHead', () => {
    const facts = ciFacts(prBuild);
    expect(facts).toEqual({
      ci: 'jenkins',
      label: 'Jenkins',
      eventName: 'pull request build',
      repository: { owner: 'acme-inc', name: 'my-project' },
      host: 'github.com',
      serverUrl: 'https://github.com',
      prNumber: 12,
      prLinkBase: 'https://github.com/acme-inc/my-project/pull/',
      prBranch: 'feature/login',
      targetBranch: 'main',
      jenkinsCommit: MERGE_SHA,
      jenkinsPrRef: 'PR-12',
      commit: MERGE_SHA,
      fromFork: false,
      buildUrl: 'https://ci.example.com/job/my-project/job/PR-12/3/',
      read: expect.any(Array),
    });
    expect(facts.prSha).toBeUndefined();
  });

  it('sees a fork by CHANGE_FORK and keeps the base repository from CHANGE_URL', () => {
    const facts = ciFacts({
      ...prBuild,
      CHANGE_FORK: 'contributor',
      GIT_URL: 'https://github.com/contributor/my-project.git',
    });
    expect(facts.fromFork).toBe(true);
    expect(facts.repository).toEqual({ owner: 'acme-inc', name: 'my-project' });
  });

  it('falls back to GIT_URL when CHANGE_URL is missing', () => {
    const facts = ciFacts({
      ...prBuild,
      CHANGE_URL: '',
      GIT_URL: 'ssh://git@git.example.com:2222/acme/tools/app.git',
    });
    expect(facts.repository).toEqual({ owner: 'acme/tools', name: 'app' });
    expect(facts.host).toBe('git.example.com');
    expect(facts.serverUrl).toBe('https://git.example.com');
  });

  it('reads a GitLab Branch Source merge request build', () => {
    const facts = ciFacts({
      ...prBuild,
      BRANCH_NAME: 'MR-3',
      CHANGE_ID: '3',
      CHANGE_URL: 'https://gitlab.example.com/group/sub/proj/-/merge_requests/3',
      GIT_URL: 'git@gitlab.example.com:group/sub/proj.git',
    });
    expect(facts).toMatchObject({
      eventName: 'merge request build',
      repository: { owner: 'group/sub', name: 'proj' },
      host: 'gitlab.example.com',
      prNumber: 3,
      jenkinsPrRef: 'MR-3',
    });
  });

  it('reads a branch build', () => {
    const facts = ciFacts({
      JENKINS_URL: 'https://ci.example.com/',
      BRANCH_NAME: 'trunk-merge/main/42',
      GIT_COMMIT: HEAD_SHA,
      GIT_URL: 'git@github.com:acme-inc/my-project.git',
      BUILD_URL: 'https://ci.example.com/job/my-project/job/trunk-merge%2Fmain%2F42/1/',
    });
    expect(facts).toEqual({
      ci: 'jenkins',
      label: 'Jenkins',
      eventName: 'branch build',
      repository: { owner: 'acme-inc', name: 'my-project' },
      host: 'github.com',
      serverUrl: 'https://github.com',
      branch: 'trunk-merge/main/42',
      commit: HEAD_SHA,
      buildUrl: 'https://ci.example.com/job/my-project/job/trunk-merge%2Fmain%2F42/1/',
      read: expect.any(Array),
    });
    expect(facts.jenkinsCommit).toBeUndefined();
  });

  it('a pull request build with no GIT_COMMIT (a scripted pipeline) reads the head from the checkout', () => {
    const facts = ciFacts({
      JENKINS_URL: 'https://ci.example.com/',
      CHANGE_ID: '7',
      CHANGE_TARGET: 'main',
      BRANCH_NAME: 'PR-7',
      CHANGE_URL: 'https://github.com/acme-inc/my-project/pull/7',
    });
    expect(facts).toMatchObject({ prNumber: 7, headIsCheckout: true, jenkinsPrRef: 'PR-7' });
    expect(facts.jenkinsCommit).toBeUndefined();
  });

  it('is Jenkins by JENKINS_HOME alone', () => {
    expect(ciFacts({ JENKINS_HOME: '/var/jenkins_home' }).ci).toBe('jenkins');
  });
});

describe('ciFacts: garbage never throws', () => {
  const NAMES = [
    'GITHUB_REPOSITORY',
    'GITHUB_SERVER_URL',
    'GITHUB_REF',
    'GITHUB_RUN_ID',
    'GITHUB_EVENT_NAME',
    'BUILDKITE_PULL_REQUEST',
    'BUILDKITE_PULL_REQUEST_BASE_BRANCH',
    'BUILDKITE_COMMIT',
    'BUILDKITE_BRANCH',
    'BUILDKITE_REPO',
    'BUILDKITE_PULL_REQUEST_REPO',
    'BUILDKITE_BUILD_URL',
    'BUILDKITE_MERGE_QUEUE_BASE_BRANCH',
    'BUILDKITE_TAG',
    'CIRCLE_PULL_REQUEST',
    'CIRCLE_PULL_REQUESTS',
    'CIRCLE_PR_NUMBER',
    'CIRCLE_PR_USERNAME',
    'CIRCLE_PR_REPONAME',
    'CIRCLE_SHA1',
    'CIRCLE_BRANCH',
    'CIRCLE_PROJECT_USERNAME',
    'CIRCLE_PROJECT_REPONAME',
    'CIRCLE_REPOSITORY_URL',
    'CIRCLE_BUILD_URL',
    'CIRCLE_TAG',
    'CI_MERGE_REQUEST_IID',
    'CI_PIPELINE_SOURCE',
    'CI_MERGE_REQUEST_EVENT_TYPE',
    'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA',
    'CI_COMMIT_SHA',
    'CI_MERGE_REQUEST_TARGET_BRANCH_NAME',
    'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME',
    'CI_COMMIT_BRANCH',
    'CI_MERGE_REQUEST_PROJECT_PATH',
    'CI_PROJECT_PATH',
    'CI_MERGE_REQUEST_SOURCE_PROJECT_PATH',
    'CI_SERVER_HOST',
    'CI_SERVER_URL',
    'CI_PIPELINE_URL',
    'CI_COMMIT_TAG',
    'CHANGE_ID',
    'CHANGE_TARGET',
    'CHANGE_BRANCH',
    'CHANGE_FORK',
    'CHANGE_URL',
    'GIT_COMMIT',
    'GIT_URL',
    'GIT_URL_1',
    'BRANCH_NAME',
    'BUILD_URL',
    'TAG_NAME',
  ];
  const HOSTILE = [
    '',
    ' ',
    'false',
    'true',
    'HEAD',
    '-1',
    '0x1f',
    '99999999999999999999',
    '../../etc/passwd',
    'https://',
    'git@',
    ':',
    '/',
    '//',
    'https://user:pa%ss@host',
    'https://%zz/a/b',
    '\u0000\u0007\n\r',
    'ünïcødé ✓ 名前',
    'a'.repeat(10_000),
    '[object Object]',
  ];
  const MARKERS: Record<string, string>[] = [
    { GITHUB_ACTIONS: 'true' },
    { BUILDKITE: 'true' },
    { CIRCLECI: 'true' },
    { GITLAB_CI: 'true' },
    { JENKINS_URL: 'https://ci.example.com/' },
  ];

  it('answers unknown for every hostile value in every variable of every CI', () => {
    for (const marker of MARKERS) {
      for (const value of HOSTILE) {
        const env: Record<string, string> = { ...marker };
        for (const name of NAMES) env[name] = value;
        let facts!: ReturnType<typeof ciFacts>;
        expect(() => (facts = ciFacts(env)), `${Object.keys(marker)[0]} = ${value}`).not.toThrow();
        expect(facts.prSha).toBeUndefined();
        expect(facts.mergeCommit).toBeUndefined();
        expect(facts.jenkinsCommit).toBeUndefined();
        expect(facts.prNumber).toBeUndefined();
        // A single word can be a name (CIRCLE_PROJECT_USERNAME=false is an odd but valid owner).
        if (facts.repository) expect(facts.repository).toEqual({ owner: value, name: value });
        // https://user:pa%ss@host is a well-formed server address; its credentials never show.
        if (!value.includes('@host')) expect(facts.host).toBeUndefined();
        const { host, serverUrl, buildUrl, eventName } = facts;
        expect(JSON.stringify({ host, serverUrl, buildUrl, eventName })).not.toContain('pa%ss');
      }
    }
  });

  it('survives undefined values and a missing environment', () => {
    expect(() => ciFacts({ BUILDKITE: 'true', BUILDKITE_REPO: undefined })).not.toThrow();
    expect(() => ciFacts(undefined as unknown as Record<string, string>)).not.toThrow();
  });
});

describe('git and pull request addresses', () => {
  it.each([
    ['git@github.com:owner/repo.git', 'owner', 'repo', 'github.com', 'https://github.com'],
    ['github.com:owner/repo', 'owner', 'repo', 'github.com', 'https://github.com'],
    ['https://github.com/owner/repo.git', 'owner', 'repo', 'github.com', 'https://github.com'],
    ['https://github.com/owner/repo/', 'owner', 'repo', 'github.com', 'https://github.com'],
    ['https://github.com/owner/repo.git/', 'owner', 'repo', 'github.com', 'https://github.com'],
    ['git://github.com/owner/repo.git', 'owner', 'repo', 'github.com', 'https://github.com'],
    [
      'https://x-access-token:s3cr3t@GitHub.com/owner/repo.git',
      'owner',
      'repo',
      'github.com',
      'https://github.com',
    ],
    [
      'ssh://git@git.example.com:2222/group/sub/repo.git',
      'group/sub',
      'repo',
      'git.example.com',
      'https://git.example.com',
    ],
    [
      'https://gitlab.example.com:8443/a/b/c.git',
      'a/b',
      'c',
      'gitlab.example.com:8443',
      'https://gitlab.example.com:8443',
    ],
    ['git+ssh://git@host.example/o/r', 'o', 'r', 'host.example', 'https://host.example'],
  ])('%s', (url, owner, name, host, serverUrl) => {
    const parsed = parseGitUrl(url);
    expect(parsed).toEqual({ repository: { owner, name }, host, serverUrl });
    expect(JSON.stringify(parsed)).not.toContain('s3cr3t');
  });

  it('reads pull request and merge request addresses', () => {
    expect(parsePullRequestUrl('https://github.com/o/r/pull/12')).toMatchObject({
      repository: { owner: 'o', name: 'r' },
      number: 12,
      kind: 'pull',
    });
    expect(
      parsePullRequestUrl('https://gitlab.example.com/a/b/c/-/merge_requests/3'),
    ).toMatchObject({ repository: { owner: 'a/b', name: 'c' }, number: 3, kind: 'merge_request' });
    expect(
      parsePullRequestUrl('https://bitbucket.example.com/projects/KEY/repos/slug/pull-requests/5'),
    ).toMatchObject({ repository: { owner: 'KEY', name: 'slug' }, number: 5 });
    expect(parsePullRequestUrl('https://github.com/o/r/pull/0')).toBeUndefined();
    expect(parsePullRequestUrl('https://github.com/o/r/issues/12')).toBeUndefined();
  });

  it('splits a project path at the last slash', () => {
    expect(repositoryOfPath('a/b/c')).toEqual({ owner: 'a/b', name: 'c' });
    expect(repositoryOfPath('a')).toBeUndefined();
    expect(repositoryOfPath('a//c')).toBeUndefined();
    expect(repositoryOfPath('a/b c')).toBeUndefined();
  });
});

describe('resolveJenkinsHead on real repositories', () => {
  const GIT_ENV = {
    ...process.env,
    GIT_CONFIG_GLOBAL: os.devNull,
    GIT_CONFIG_NOSYSTEM: '1',
    LC_ALL: 'C',
  };
  let dir: string;
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: GIT_ENV, encoding: 'utf8' }).trim();
  const as = (name: string, email: string, ...args: string[]) =>
    git('-c', `user.name=${name}`, '-c', `user.email=${email}`, ...args);
  const commit = (message: string) => {
    as('t', 't@t', 'commit', '-q', '--allow-empty', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  const setRef = (ref: string, sha: string) => git('update-ref', ref, sha);

  let base: string;
  let mainTip: string;
  let prHead: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mq-jenkins-'));
    git('init', '-q', '--initial-branch=main');
    base = commit('base');
    git('checkout', '-q', '-b', 'feature');
    prHead = commit('feature work');
    git('checkout', '-q', 'main');
    mainTip = commit('main moves on');
    setRef('refs/remotes/origin/main', mainTip);
    setRef('refs/remotes/origin/PR-1', prHead);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('(a) a merge of the PR into the checked-out target: the head is the second parent', async () => {
    git('checkout', '-q', '--detach', mainTip);
    as('t', 't@t', 'merge', '-q', '--no-ff', '-m', 'merge PR-1', prHead);
    const merge = git('rev-parse', 'HEAD');
    expect(git('rev-parse', `${merge}^1`)).toBe(mainTip);

    const resolved = await resolveJenkinsHead(createGitRunner(dir), merge, 'main', 'PR-1');
    expect(resolved).toMatchObject({ head: prHead, mergeCommit: merge });
    expect(resolved.why).toContain('refs/remotes/origin/PR-1');
    // Without the PR ref, the target's tip as first parent says the same.
    expect(await resolveJenkinsHead(createGitRunner(dir), merge, 'main', undefined)).toMatchObject({
      head: prHead,
      mergeCommit: merge,
    });
  });

  it("(a') Jenkins' own merge strategy (target merged into the PR head): the head is the first parent", async () => {
    // What MergeWithGitSCMExtension does: check out the PR head, merge the target's commit.
    git('checkout', '-q', '--detach', prHead);
    as('Jenkins', 'nobody@nowhere', 'merge', '-q', '--no-ff', '-m', 'Merge commit', mainTip);
    const merge = git('rev-parse', 'HEAD');
    expect(git('rev-parse', `${merge}^1`)).toBe(prHead);
    const runner = createGitRunner(dir);

    expect(await resolveJenkinsHead(runner, merge, 'main', 'PR-1')).toMatchObject({
      head: prHead,
      mergeCommit: merge,
    });
    // The PR ref not fetched: the target's tip is the second parent.
    expect(await resolveJenkinsHead(runner, merge, 'main', 'PR-9')).toMatchObject({
      head: prHead,
      mergeCommit: merge,
    });
    // The target moved on after Jenkins merged its older tip: the plugin's identity tells.
    setRef('refs/remotes/origin/main', commit('main moves again'));
    try {
      const moved = await resolveJenkinsHead(runner, merge, 'main', undefined);
      expect(moved).toMatchObject({ head: prHead, mergeCommit: merge });
      expect(moved.why).toContain('nobody@nowhere');
    } finally {
      setRef('refs/remotes/origin/main', mainTip);
    }
  });

  it('(b) a PR head that is itself a merge of main, at the tip of its ref: the head is the commit', async () => {
    git('checkout', '-q', '-b', 'feature-2', prHead);
    as('t', 't@t', 'merge', '-q', '--no-ff', '-m', "Merge branch 'main' into feature-2", mainTip);
    const headMerge = git('rev-parse', 'HEAD');
    setRef('refs/remotes/origin/PR-2', headMerge);

    const resolved = await resolveJenkinsHead(createGitRunner(dir), headMerge, 'main', 'PR-2');
    expect(resolved.head).toBe(headMerge);
    expect(resolved.mergeCommit).toBeUndefined();
    expect(resolved.why).toContain('itself a merge');
  });

  it('(c) a plain commit (head strategy): the head is the commit', async () => {
    const resolved = await resolveJenkinsHead(createGitRunner(dir), prHead, 'main', 'PR-1');
    expect(resolved).toEqual({ head: prHead, why: expect.stringContaining('not a merge') });
    expect((await resolveJenkinsHead(createGitRunner(dir), base, 'main', undefined)).head).toBe(
      base,
    );
  });

  it('takes an unexplained merge, an unknown commit or garbage as the head, without throwing', async () => {
    git('checkout', '-q', '-b', 'other', base);
    const side = commit('side');
    git('checkout', '-q', '--detach', base);
    as('t', 't@t', 'merge', '-q', '--no-ff', '-m', 'unrelated merge', side);
    const unrelated = git('rev-parse', 'HEAD');
    const runner = createGitRunner(dir);
    expect(await resolveJenkinsHead(runner, unrelated, 'main', 'PR-1')).toEqual({
      head: unrelated,
      why: expect.stringContaining('taken as the head'),
    });
    expect((await resolveJenkinsHead(runner, TARGET_SHA, 'main', 'PR-1')).head).toBe(TARGET_SHA);
    expect((await resolveJenkinsHead(runner, 'HEAD', 'main', 'PR-1')).head).toBe('HEAD');
    expect(
      (await resolveJenkinsHead(runner, prHead.toUpperCase(), '-bad target', '--all')).head,
    ).toBe(prHead);
  });
});
