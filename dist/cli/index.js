#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AV: () => (/* binding */ DEFAULT_API_URL_V2),
/* harmony export */   Bo: () => (/* binding */ API_VERSIONS),
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   ZJ: () => (/* binding */ TEST_BRANCH_PREFIX),
/* harmony export */   Zm: () => (/* binding */ TEMP_BRANCH_PREFIX),
/* harmony export */   rK: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   tY: () => (/* binding */ Outputs)
/* harmony export */ });
/** Input names, exactly as action.yml declares them. */
const Inputs = {
    Command: 'command',
    ApiToken: 'api-token',
    ApiUrl: 'api-url',
    AllowInsecureApiUrl: 'allow-insecure-api-url',
    ApiVersion: 'api-version',
    GithubToken: 'github-token',
    Repository: 'repository',
    RepositoryHost: 'repository-host',
    TargetBranch: 'target-branch',
    PrNumber: 'pr-number',
    PrSha: 'pr-sha',
    PrBranch: 'pr-branch',
    Targets: 'targets',
    TargetsFile: 'targets-file',
    ImpactedTargets: 'impacted-targets',
    ImpactedTargetsFiles: 'impacted-targets-files',
    ImpactsAllOn: 'impacts-all-on',
    BaseSha: 'base-sha',
    HeadSha: 'head-sha',
    TestRunId: 'test-run-id',
    Mode: 'mode',
    Concurrency: 'concurrency',
    DryRun: 'dry-run',
    FailOnNotReady: 'fail-on-not-ready',
    Summary: 'summary',
    MaxAttempts: 'max-attempts',
    RequestTimeoutSeconds: 'request-timeout-seconds',
    UnmatchedFiles: 'unmatched-files',
    WaitFor: 'wait-for',
    WaitTimeoutSeconds: 'wait-timeout-seconds',
    Workspaces: 'workspaces',
    WorkingDirectory: 'working-directory',
    BazelPath: 'bazel-path',
    BazelStartupOptions: 'bazel-startup-options',
    BazelOptions: 'bazel-options',
    BazelWorkspacePath: 'bazel-workspace-path',
    BazelIgnore: 'bazel-ignore',
    BazelTestKinds: 'bazel-test-kinds',
    BazelTimeoutSeconds: 'bazel-timeout-seconds',
    GraphCache: 'graph-cache',
    NxTimeoutSeconds: 'nx-timeout-seconds',
};
/** Output names, exactly as action.yml declares them. */
const Outputs = {
    Command: 'command',
    PrNumber: 'pr-number',
    PrSha: 'pr-sha',
    TargetBranch: 'target-branch',
    ImpactedTargets: 'impacted-targets',
    ImpactsAll: 'impacts-all',
    ImpactedTargetsCount: 'impacted-targets-count',
    ChangedFilesCount: 'changed-files-count',
    Uploaded: 'uploaded',
    Submitted: 'submitted',
    State: 'state',
    Ready: 'ready',
    NotReadyReasons: 'not-ready-reasons',
    Readiness: 'readiness',
    PullRequest: 'pull-request',
    TestRunId: 'test-run-id',
    TestRunStatus: 'test-run-status',
    TestBranch: 'test-branch',
    TestBranchSha: 'test-branch-sha',
    RequiredStatuses: 'required-statuses',
    TestedPrs: 'tested-prs',
    DependentPrs: 'dependent-prs',
    ImpactedTargetsForTestedPrs: 'impacted-targets-for-tested-prs',
    FailedChecks: 'failed-checks',
    PendingChecks: 'pending-checks',
    TestRun: 'test-run',
    QueueCreated: 'queue-created',
    IsTestBranch: 'is-test-branch',
    Skip: 'skip',
    RunAll: 'run-all',
    ImpactedTargetsMatrix: 'impacted-targets-matrix',
    WaitResult: 'wait-result',
    WaitedSeconds: 'waited-seconds',
    ApiVersion: 'api-version',
    BazelTestTargets: 'bazel-test-targets',
};
const COMMANDS = [
    'upload-impacted-targets',
    'get-pull-request',
    'get-test-run',
    'create-queue',
    'auto',
];
/** Prefix of the branches the queue runs its tests on. */
const TEST_BRANCH_PREFIX = 'trunk-merge/';
/** Prefix of the queue's short-lived branches, on which CI should not run. */
const TEMP_BRANCH_PREFIX = 'trunk-temp/';
/** The v1 API's base address: operation names are appended to it. */
const DEFAULT_API_URL = 'https://api.trunk.io/v1';
/** The v2 API's address: its paths, which start with /v2, are appended to it. */
const DEFAULT_API_URL_V2 = 'https://api.trunk.io';
const API_VERSIONS = ['v1', 'v2', 'auto'];


/***/ }),

/***/ 4744:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gm: () => (/* binding */ ciFacts),
/* harmony export */   RQ: () => (/* binding */ resolveJenkinsHead)
/* harmony export */ });
/* unused harmony exports repositoryOfPath, parseGitUrl, parsePullRequestUrl */
/** Reads variables and remembers which were set; an empty or all-blank value is unknown. */
class Reader {
    env;
    read = [];
    constructor(env) {
        this.env = env;
    }
    get(name) {
        const value = this.env[name];
        if (typeof value !== 'string' || value.trim() === '')
            return undefined;
        if (!this.read.includes(name))
            this.read.push(name);
        return value;
    }
    /** GITHUB_ACTIONS=true and the like: "true" in any case, blanks around it allowed. */
    isTrue(name) {
        return this.get(name)?.trim().toLowerCase() === 'true';
    }
}
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
const MAX_PR_NUMBER = 4294967295;
/** A commit SHA: 40 (SHA-1) or 64 (SHA-256) hex digits, lower-cased; else unknown. */
function sha(value) {
    const trimmed = value?.trim();
    return trimmed !== undefined && SHA.test(trimmed) ? trimmed.toLowerCase() : undefined;
}
/** A positive integer pull request number; "false", "0", "12abc", "1e3" are unknown. */
function prNumberOf(value) {
    const trimmed = value?.trim();
    if (trimmed === undefined || !/^[1-9]\d{0,9}$/.test(trimmed))
        return undefined;
    const n = Number(trimmed);
    return n <= MAX_PR_NUMBER ? n : undefined;
}
/** `refs/heads/x` -> x; anything else (a tag, a pull ref) is no branch. */
function branchOfRef(ref) {
    return ref?.startsWith('refs/heads/') && ref.length > 'refs/heads/'.length
        ? ref.slice('refs/heads/'.length)
        : undefined;
}
/** A path segment of a repository: no blanks, no control characters, not . or .. */
function isSegment(segment) {
    if (segment === '.' || segment === '..' || !/^[^\s/\\:?#@]+$/.test(segment))
        return false;
    return ![...segment].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}
/** `a/b/c` (slashes around allowed, `.git` dropped) -> owner a/b, name c; else unknown. */
function repositoryOfPath(path) {
    if (path === undefined)
        return undefined;
    const segments = path
        .trim()
        .replace(/^\/+|\/+$/g, '')
        .replace(/\.git$/i, '')
        .split('/');
    if (segments.length < 2)
        return undefined;
    if (!segments.every(isSegment))
        return undefined;
    const name = segments.pop();
    return { owner: segments.join('/'), name };
}
/** A host name as git and browsers take it: letters, digits, dots, dashes (or [IPv6]). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
/**
 * A git remote address -> repository, host and web base:
 * `git@github.com:owner/repo.git` (scp-like), `ssh://git@host:2222/owner/repo.git`,
 * `https://user:token@host/group/sub/repo.git/`, `git://github.com/owner/repo.git`.
 * Credentials in the address are dropped, never returned. Local paths and file:// are unknown.
 */
function parseGitUrl(url) {
    const text = url?.trim();
    if (!text || /\s/.test(text))
        return undefined;
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
    if (scheme === undefined) {
        // scp-like: [user@]host:path, where host has no slash (a Windows drive C:\ is not a host).
        const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.+)$/.exec(text);
        if (!scp?.[1] || !scp[2])
            return undefined;
        const hostname = scp[1].toLowerCase();
        if (!HOST.test(hostname) || hostname.length < 2)
            return undefined;
        const repository = repositoryOfPath(scp[2]);
        return repository && { repository, host: hostname, serverUrl: `https://${hostname}` };
    }
    if (!['https', 'http', 'ssh', 'git', 'git+ssh', 'ssh+git'].includes(scheme))
        return undefined;
    let parsed;
    try {
        parsed = new URL(text);
    }
    catch {
        return undefined;
    }
    const hostname = parsed.hostname.toLowerCase();
    if (!hostname || !HOST.test(hostname))
        return undefined;
    let path;
    try {
        path = decodeURIComponent(parsed.pathname);
    }
    catch {
        return undefined;
    }
    const repository = repositoryOfPath(path);
    if (!repository)
        return undefined;
    const web = scheme === 'https' || scheme === 'http';
    const host = web && parsed.port ? `${hostname}:${parsed.port}` : hostname;
    return { repository, host, serverUrl: web ? `${scheme}://${host}` : `https://${hostname}` };
}
/** An http(s) address with a plausible host: the URL and its host (with the port, if any). */
function httpAddress(url) {
    const text = url?.trim();
    if (!text)
        return undefined;
    let parsed;
    try {
        parsed = new URL(text);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    const hostname = parsed.hostname.toLowerCase();
    if (!HOST.test(hostname))
        return undefined;
    return { parsed, host: parsed.port ? `${hostname}:${parsed.port}` : hostname };
}
/**
 * A pull request's web address -> where its base repository lives and its number:
 * GitHub `…/owner/repo/pull/12`, GitLab `…/group/sub/proj/-/merge_requests/3`, Bitbucket Cloud
 * `…/ws/repo/pull-requests/4`, Bitbucket Server `…/projects/KEY/repos/slug/pull-requests/5`.
 */
function parsePullRequestUrl(url) {
    if (/\s/.test(url?.trim() ?? ''))
        return undefined;
    const web = httpAddress(url);
    if (!web)
        return undefined;
    const { parsed, host } = web;
    const match = /^\/(.+?)\/(?:-\/)?(pull|merge_requests|pull-requests)\/(\d+)(?:\/.*)?$/.exec(parsed.pathname);
    const number = prNumberOf(match?.[3]);
    if (!match?.[1] || number === undefined)
        return undefined;
    const server = /^projects\/([^/]+)\/repos\/([^/]+)$/.exec(match[1]);
    const repository = server
        ? repositoryOfPath(`${server[1]}/${server[2]}`)
        : repositoryOfPath(match[1]);
    if (!repository)
        return undefined;
    return {
        repository,
        host,
        serverUrl: `${parsed.protocol}//${host}`,
        number,
        kind: match[2] === 'merge_requests' ? 'merge_request' : 'pull',
    };
}
/**
 * A host name given alone (CI_SERVER_HOST): a dotted name, an [IPv6] address or localhost. A
 * single word such as "true" or "HEAD" is more likely a mistake than an intranet host here.
 */
function bareHost(value) {
    const host = value?.trim().toLowerCase();
    if (!host || !HOST.test(host))
        return undefined;
    return host.includes('.') || host.startsWith('[') || host === 'localhost' ? host : undefined;
}
/** A web base address (GITHUB_SERVER_URL, CI_SERVER_URL): credentials, query and slash dropped. */
function webBase(url) {
    const web = httpAddress(url);
    if (!web)
        return undefined;
    const { parsed, host } = web;
    // A GitLab under a relative URL root (https://example.com/gitlab) keeps its path.
    const path = parsed.pathname.replace(/\/+$/, '');
    return { host, serverUrl: `${parsed.protocol}//${host}${path}` };
}
/** Two repositories are the same when host and path agree, case aside. */
function sameRepository(a, b) {
    const key = (r) => `${r.host.replace(/:\d+$/, '')}/${r.repository.owner}/${r.repository.name}`.toLowerCase();
    return key(a) === key(b);
}
/** A web address worth showing (a build URL): http(s) only, no credentials. */
function link(value) {
    const text = value?.trim();
    if (!text || /\s/.test(text))
        return undefined;
    try {
        const parsed = new URL(text);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
            return undefined;
        parsed.username = '';
        parsed.password = '';
        return parsed.toString();
    }
    catch {
        return undefined;
    }
}
/** Drop the unknown fields, so that a debug dump and test expectations list only what is known. */
function compact(facts) {
    return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}
function location(facts, where) {
    if (!where)
        return;
    facts.repository ??= where.repository;
    facts.host ??= where.host;
    facts.serverUrl ??= where.serverUrl;
}
function githubActions(r) {
    const event = r.get('GITHUB_EVENT_NAME')?.trim();
    const facts = {
        eventName: event && /^[a-z_]{1,64}$/.test(event) ? event : 'workflow run',
    };
    // GITHUB_REPOSITORY is owner/name: GitHub has no subgroups.
    facts.repository = repositoryOfPath(r.get('GITHUB_REPOSITORY'));
    const base = webBase(r.get('GITHUB_SERVER_URL'));
    facts.host = base?.host;
    facts.serverUrl = base?.serverUrl;
    facts.branch = branchOfRef(r.get('GITHUB_REF'));
    const runId = r.get('GITHUB_RUN_ID')?.trim();
    if (base && facts.repository && runId && /^\d+$/.test(runId)) {
        const { owner, name } = facts.repository;
        facts.buildUrl = `${base.serverUrl}/${owner}/${name}/actions/runs/${runId}`;
    }
    return facts;
}
function buildkite(r) {
    // BUILDKITE_PULL_REQUEST is the number, or "false" when the build is not for a pull request.
    const prNumber = prNumberOf(r.get('BUILDKITE_PULL_REQUEST'));
    const repo = parseGitUrl(r.get('BUILDKITE_REPO'));
    // BUILDKITE_COMMIT "can also be a symbolic name like HEAD" (manual builds): unknown then.
    const commit = sha(r.get('BUILDKITE_COMMIT'));
    const branch = r.get('BUILDKITE_BRANCH');
    const facts = { eventName: 'branch build', commit };
    location(facts, repo);
    facts.buildUrl = link(r.get('BUILDKITE_BUILD_URL'));
    if (prNumber !== undefined) {
        facts.eventName = 'pull request build';
        facts.prNumber = prNumber;
        facts.prSha = commit;
        if (commit === undefined && r.get('BUILDKITE_COMMIT') === 'HEAD')
            facts.headIsCheckout = true;
        facts.targetBranch = r.get('BUILDKITE_PULL_REQUEST_BASE_BRANCH');
        const headRepo = parseGitUrl(r.get('BUILDKITE_PULL_REQUEST_REPO'));
        // A git ref name cannot hold ':', so `owner:branch` can only be a fork's prefixed name.
        const prefixed = branch !== undefined && /^[^:]+:.+$/.test(branch);
        facts.prBranch = prefixed ? branch.slice(branch.indexOf(':') + 1) : branch;
        facts.fromFork =
            headRepo && repo ? !sameRepository(headRepo, repo) : prefixed ? true : undefined;
        return facts;
    }
    const queueBase = r.get('BUILDKITE_MERGE_QUEUE_BASE_BRANCH');
    if (queueBase !== undefined) {
        // Buildkite's own merge queue: BUILDKITE_COMMIT is the proposed merge commit, not a PR head.
        facts.eventName = 'merge queue build';
        facts.targetBranch = queueBase;
    }
    else if (r.get('BUILDKITE_TAG') !== undefined) {
        facts.eventName = 'tag build';
        return facts;
    }
    facts.branch = branch;
    return facts;
}
function circleci(r) {
    const listed = (r.get('CIRCLE_PULL_REQUESTS') ?? '')
        .split(',')
        .map((url) => parsePullRequestUrl(url)?.number)
        .filter((n) => n !== undefined);
    const distinct = [...new Set(listed)].sort((a, b) => a - b);
    const prUrl = parsePullRequestUrl(r.get('CIRCLE_PULL_REQUEST'));
    // CIRCLE_PR_NUMBER, CIRCLE_PR_USERNAME, CIRCLE_PR_REPONAME: "Only available on forked PRs".
    const forkNumber = prNumberOf(r.get('CIRCLE_PR_NUMBER'));
    const forkOwner = r.get('CIRCLE_PR_USERNAME')?.trim();
    const forkName = r.get('CIRCLE_PR_REPONAME')?.trim();
    const commit = sha(r.get('CIRCLE_SHA1'));
    const branch = r.get('CIRCLE_BRANCH');
    const owner = r.get('CIRCLE_PROJECT_USERNAME')?.trim();
    const name = r.get('CIRCLE_PROJECT_REPONAME')?.trim();
    const facts = { eventName: 'branch build', commit };
    facts.repository = owner && name ? repositoryOfPath(`${owner}/${name}`) : undefined;
    location(facts, parseGitUrl(r.get('CIRCLE_REPOSITORY_URL')));
    location(facts, prUrl);
    facts.buildUrl = link(r.get('CIRCLE_BUILD_URL'));
    const isPr = forkNumber !== undefined || prUrl !== undefined || distinct.length > 0;
    if (!isPr) {
        if (r.get('CIRCLE_TAG') !== undefined)
            facts.eventName = 'tag build';
        else
            facts.branch = branch;
        return facts;
    }
    facts.eventName = 'pull request build';
    if (forkNumber !== undefined)
        facts.prNumber = forkNumber;
    else if (distinct.length > 1)
        facts.ambiguousPrNumbers = distinct;
    else
        facts.prNumber = prUrl?.number ?? distinct[0];
    facts.prSha = commit;
    // A fork's pull request is built as branch pull/N: the fork's own branch name is not given.
    facts.prBranch = branch !== undefined && /^pull\/\d+(?:\/|$)/.test(branch) ? undefined : branch;
    const forkDiffers = forkOwner !== undefined &&
        forkName !== undefined &&
        facts.repository !== undefined &&
        `${forkOwner}/${forkName}`.toLowerCase() !==
            `${facts.repository.owner}/${facts.repository.name}`.toLowerCase();
    facts.fromFork = forkNumber !== undefined || forkDiffers;
    // CircleCI never names the branch a pull request targets.
    facts.targetUnknown = true;
    return facts;
}
/** CI_MERGE_REQUEST_EVENT_TYPE -> eventName (a Map: "constructor" must find nothing). */
const GITLAB_MR_EVENTS = new Map([
    ['detached', 'merge request pipeline'],
    ['merged_result', 'merged results pipeline'],
    ['merge_train', 'merge train pipeline'],
]);
function gitlab(r) {
    const source = r.get('CI_PIPELINE_SOURCE')?.trim();
    const commit = sha(r.get('CI_COMMIT_SHA'));
    const facts = { eventName: 'pipeline', commit };
    const base = webBase(r.get('CI_SERVER_URL'));
    facts.host = base?.host ?? bareHost(r.get('CI_SERVER_HOST'));
    facts.serverUrl = base?.serverUrl ?? (facts.host ? `https://${facts.host}` : undefined);
    facts.buildUrl = link(r.get('CI_PIPELINE_URL'));
    if (source === 'external_pull_request_event') {
        // A GitHub pull request built by GitLab CI (CI/CD for external repositories): the
        // repository lives on GitHub, not on this GitLab, so host and serverUrl are not this one's.
        const target = r.get('CI_EXTERNAL_PULL_REQUEST_TARGET_REPOSITORY')?.trim();
        const sourceRepo = r.get('CI_EXTERNAL_PULL_REQUEST_SOURCE_REPOSITORY')?.trim();
        facts.eventName = 'external pull request pipeline';
        facts.host = undefined;
        facts.serverUrl = undefined;
        facts.repository = repositoryOfPath(target);
        facts.prNumber = prNumberOf(r.get('CI_EXTERNAL_PULL_REQUEST_IID'));
        facts.prSha = sha(r.get('CI_EXTERNAL_PULL_REQUEST_SOURCE_BRANCH_SHA'));
        facts.prBranch = r.get('CI_EXTERNAL_PULL_REQUEST_SOURCE_BRANCH_NAME');
        facts.targetBranch = r.get('CI_EXTERNAL_PULL_REQUEST_TARGET_BRANCH_NAME');
        facts.fromFork =
            target && sourceRepo ? target.toLowerCase() !== sourceRepo.toLowerCase() : undefined;
        return facts;
    }
    const iid = r.get('CI_MERGE_REQUEST_IID');
    const isMr = source === 'merge_request_event' || iid !== undefined;
    // The merge request's project, not the pipeline's: a fork's pipeline runs in the fork.
    const mrProject = isMr ? r.get('CI_MERGE_REQUEST_PROJECT_PATH')?.trim() : undefined;
    facts.repository = repositoryOfPath(mrProject ?? r.get('CI_PROJECT_PATH')?.trim());
    if (!isMr) {
        if (r.get('CI_COMMIT_TAG') !== undefined) {
            facts.eventName = 'tag pipeline';
            return facts;
        }
        facts.branch = r.get('CI_COMMIT_BRANCH');
        if (facts.branch !== undefined)
            facts.eventName = 'branch pipeline';
        return facts;
    }
    const eventType = r.get('CI_MERGE_REQUEST_EVENT_TYPE')?.trim() ?? '';
    facts.eventName = GITLAB_MR_EVENTS.get(eventType) ?? 'merge request pipeline';
    facts.prNumber = prNumberOf(iid);
    facts.prBranch = r.get('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME');
    facts.targetBranch = r.get('CI_MERGE_REQUEST_TARGET_BRANCH_NAME');
    // "The SHA is present only in merged results pipelines": CI_COMMIT_SHA is then the merge.
    const sourceSha = sha(r.get('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA'));
    if (sourceSha !== undefined) {
        facts.prSha = sourceSha;
        if (commit !== undefined && commit !== sourceSha)
            facts.mergeCommit = commit;
    }
    else if (eventType === 'merged_result' || eventType === 'merge_train') {
        // A merged result without its source SHA: CI_COMMIT_SHA is GitLab's merge, not the head.
        facts.mergeCommit = commit;
    }
    else {
        facts.prSha = commit;
    }
    const sourceProject = r.get('CI_MERGE_REQUEST_SOURCE_PROJECT_PATH')?.trim();
    facts.fromFork =
        sourceProject && mrProject
            ? sourceProject.toLowerCase() !== mrProject.toLowerCase()
            : undefined;
    return facts;
}
function jenkins(r) {
    const changeId = r.get('CHANGE_ID');
    const change = parsePullRequestUrl(r.get('CHANGE_URL'));
    // One remote: GIT_URL; several (a fork with an upstream remote): GIT_URL_1 is the first.
    const gitUrl = parseGitUrl(r.get('GIT_URL') ?? r.get('GIT_URL_1'));
    const commit = sha(r.get('GIT_COMMIT'));
    const branchName = r.get('BRANCH_NAME');
    const facts = { eventName: 'branch build', commit };
    facts.buildUrl = link(r.get('BUILD_URL'));
    if (changeId === undefined) {
        location(facts, gitUrl);
        if (r.get('TAG_NAME') !== undefined)
            facts.eventName = 'tag build';
        else
            facts.branch = branchName;
        return facts;
    }
    // The pull request lives in the base repository, so CHANGE_URL names it even when the
    // checkout's remote is a fork; GIT_URL is the fallback.
    location(facts, change);
    location(facts, gitUrl);
    facts.eventName = change?.kind === 'merge_request' ? 'merge request build' : 'pull request build';
    facts.prNumber = prNumberOf(changeId);
    facts.jenkinsCommit = commit;
    // A scripted pipeline's `checkout scm` exports no GIT_COMMIT: the checkout is the commit.
    if (commit === undefined)
        facts.headIsCheckout = true;
    facts.jenkinsPrRef = branchName?.trim() || undefined;
    facts.prBranch = r.get('CHANGE_BRANCH');
    facts.targetBranch = r.get('CHANGE_TARGET');
    // CHANGE_FORK: "the name of the forked repository if the change originates from one".
    facts.fromFork = r.get('CHANGE_FORK') !== undefined;
    return facts;
}
const LABELS = {
    'github-actions': 'GitHub Actions',
    buildkite: 'Buildkite',
    circleci: 'CircleCI',
    gitlab: 'GitLab CI',
    jenkins: 'Jenkins',
};
/** Which CI this is: each sets its own marker; Jenkins is known by JENKINS_URL / JENKINS_HOME. */
function detect(r) {
    if (r.isTrue('GITHUB_ACTIONS'))
        return 'github-actions';
    if (r.isTrue('BUILDKITE'))
        return 'buildkite';
    if (r.isTrue('CIRCLECI'))
        return 'circleci';
    if (r.isTrue('GITLAB_CI'))
        return 'gitlab';
    if (r.get('JENKINS_URL') !== undefined || r.get('JENKINS_HOME') !== undefined)
        return 'jenkins';
    return undefined;
}
/** What the environment of a known CI says about this run; never throws. */
function ciFacts(env) {
    const r = new Reader(env ?? {});
    const ci = detect(r);
    if (ci === undefined)
        return { ci: undefined, label: 'no CI', eventName: 'run', read: r.read };
    const describe = {
        'github-actions': githubActions,
        buildkite,
        circleci,
        gitlab,
        jenkins,
    }[ci];
    const facts = describe(r);
    return compact({ ...facts, ci, label: LABELS[ci], read: r.read });
}
/** The identity the git plugin gives the merges it makes, unless configured otherwise. */
const JENKINS_MERGE_EMAIL = 'nobody@nowhere';
/**
 * Which commit a Jenkins pull request build is about, when GIT_COMMIT (`commit`) may be a merge
 * Jenkins made. With the merge strategy, Jenkins' MergeWithGitSCMExtension checks out the PR head
 * and merges the target into it ("Merging <target> commit … into PR head commit …"), so that
 * merge's FIRST parent is the PR head and its second the target. An older "merge before build"
 * set-up checks out the target and merges the PR in: the other order. Both are recognised:
 *
 * 1. `commit` is not a merge, or is itself the tip of the PR's remote ref
 *    (refs/remotes/<remote>/<prRef>, prRef = BRANCH_NAME such as PR-12): the head is `commit`.
 * 2. One parent is the tip of the PR's remote ref: that parent is the head.
 * 3. One parent is the tip of the target as fetched (refs/remotes/<remote>/<target>): the other
 *    parent is the head.
 * 4. The merge carries the plugin's default identity (Jenkins <nobody@nowhere>): the first
 *    parent is the head (the target has moved on since Jenkins merged its older tip).
 *
 * Without the PR ref, a PR head that is itself a merge whose second parent is the target's tip
 * (GitHub's "Update branch") looks like Jenkins' merge under rule 3: pass prRef.
 */
async function resolveJenkinsHead(git, commit, targetBranch, prRef, remote = 'origin') {
    const target = sha(commit);
    if (target === undefined)
        return { head: commit, why: `${commit} is not a commit SHA` };
    const shown = await git.tryRun(['log', '-1', '--format=%P%n%ce', target]);
    if (!shown.ok) {
        return { head: target, why: `git could not read ${target}; taking it as the head` };
    }
    const [parentLine = '', email = ''] = shown.stdout.split('\n');
    const parents = parentLine.trim().split(/\s+/).filter(Boolean);
    if (parents.length !== 2) {
        return { head: target, why: `${target} is not a merge of two commits: it is the head` };
    }
    const [first, second] = parents;
    const tip = async (branch) => {
        if (!branch || /\s/.test(branch) || branch.startsWith('-'))
            return undefined;
        const ref = `refs/remotes/${remote}/${branch}`;
        const result = await git.tryRun(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
        return result.ok ? sha(result.stdout.trim()) : undefined;
    };
    const prRefName = prRef ? `refs/remotes/${remote}/${prRef}` : undefined;
    const prTip = await tip(prRef);
    if (prTip === target) {
        return {
            head: target,
            why: `${target} is the tip of ${prRefName}: the pull request's head is itself a merge`,
        };
    }
    if (prTip === first || prTip === second) {
        return {
            head: prTip,
            mergeCommit: target,
            why: `${target} is a merge whose ${prTip === first ? 'first' : 'second'} parent is the tip of ${prRefName}`,
        };
    }
    const targetRef = `refs/remotes/${remote}/${targetBranch}`;
    const targetTip = await tip(targetBranch);
    if (targetTip === second || targetTip === first) {
        const head = targetTip === second ? first : second;
        return {
            head,
            mergeCommit: target,
            why: `${target} is a merge whose ${targetTip === second ? 'second' : 'first'} parent is the tip of ${targetRef}; the other parent is the head`,
        };
    }
    if (email.trim().toLowerCase() === JENKINS_MERGE_EMAIL) {
        return {
            head: first,
            mergeCommit: target,
            why: `${target} is a merge Jenkins made (committer ${JENKINS_MERGE_EMAIL}); its first parent is the head`,
        };
    }
    return {
        head: target,
        why: `${target} is a merge, but neither parent is the tip of ${prRefName ?? 'the pull request ref'} or ${targetRef}: it is taken as the head`,
    };
}


/***/ }),

/***/ 7719:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ startMergeRead)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7242);
/* harmony import */ var _targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1494);
/* harmony import */ var _ci_env_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4744);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1199);




const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * The merge commit's read, started before the rest of the tool is loaded (early-git.ts says
 * why), when the run will ask for it: the flags upload from the changed files, and the CI names
 * the merge commit (a GitHub Actions pull_request's GITHUB_SHA, read as event.ts reads it; a
 * GitLab merged result's CI_COMMIT_SHA, as ci-env.ts reads it). A run that needs git to find
 * its merge commit (Jenkins) runs git as before.
 */
function startMergeRead(argv, env, cwd) {
    let line;
    try {
        line = (0,_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandLine */ .Du)(argv);
    }
    catch {
        return undefined; // a usage error, which main() reports
    }
    if (line.help || line.version || line.command === undefined)
        return undefined;
    const given = (name) => line.inputs.get(name) ?? '';
    const ci = (0,_ci_env_js__WEBPACK_IMPORTED_MODULE_2__/* .ciFacts */ .Gm)(env);
    let merge;
    let branch = given(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrBranch) || undefined;
    if (ci.ci === 'github-actions') {
        if (env.GITHUB_EVENT_NAME !== 'pull_request' || !SHA.test(env.GITHUB_SHA ?? ''))
            return undefined;
        merge = env.GITHUB_SHA.toLowerCase();
        branch ??= env.GITHUB_HEAD_REF;
    }
    else {
        merge = ci.mergeCommit;
        branch ??= ci.branch ?? ci.prBranch;
    }
    if (merge === undefined)
        return undefined;
    const input = (name) => (name === _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command ? (line.command ?? '') : given(name));
    if (!(0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .readsMergeCommit */ .pj)(input, branch))
        return undefined;
    return (0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .startGit */ .BE)((0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeReadArgs */ .su)(merge), cwd);
}


/***/ }),

/***/ 1199:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ helpText),
/* harmony export */   Du: () => (/* binding */ parseCommandLine),
/* harmony export */   RX: () => (/* binding */ PROGRAM),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/* unused harmony exports BOOLEAN_INPUTS, COMMAND_INPUTS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6264);
/* harmony import */ var _table_generated_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5859);
/**
 * The command line -> the action's inputs. Every input of action.yml is a flag of the same name
 * (`--targets-file rules.yml`, `--targets-file=rules.yml`); a boolean input is a bare flag or
 * `--dry-run=true|false`. Parsed with Node's own util.parseArgs; --help is written from the
 * same table as action.yml's descriptions (table.generated.ts).
 */





const PROGRAM = 'merge-queue-connect';
/** A mistake on the command line: exit code 2, with the flag named and the accepted form. */
class UsageError extends _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo {
    name = 'UsageError';
}
/** The flags only the command-line tool has (the rest are the action's inputs). */
const CLI_FLAGS = {
    json: 'Print the outputs as one JSON object on stdout (action.yml output names as keys).',
    'summary-file': 'Write the Markdown summary (what the action puts in the job summary) to this file.',
    verbose: 'Print debug lines (each git command, the settings with secrets hidden) on stderr.',
    help: 'Show this help.',
    version: 'Print the version.',
};
const CLI_BOOLEANS = ['json', 'verbose', 'help', 'version'];
/** Inputs whose value is a list: given more than once, the values are joined a line each. */
const LIST_INPUTS = new Set([
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ImpactedTargets,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ImpactedTargetsFiles,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ImpactsAllOn,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Workspaces,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.WaitFor,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelStartupOptions,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelOptions,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelIgnore,
]);
/**
 * Boolean inputs: true or false and nothing else (`workspaces` defaults to false but takes a
 * list, so it is not one). test/cli-flags.test.ts checks this against settings.ts's reading.
 */
const BOOLEAN_INPUTS = new Set([
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.AllowInsecureApiUrl,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.DryRun,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.FailOnNotReady,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Summary,
]);
/** Inputs every command reads; the rest belong to one command each (for --help). */
const COMMON = [
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ApiToken,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ApiUrl,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.AllowInsecureApiUrl,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ApiVersion,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.GithubToken,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Repository,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.RepositoryHost,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.TargetBranch,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.PrNumber,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.PrSha,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.PrBranch,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.DryRun,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Summary,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.MaxAttempts,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.RequestTimeoutSeconds,
    _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.WorkingDirectory,
];
const COMMAND_INPUTS = {
    'upload-impacted-targets': [
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Targets,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.TargetsFile,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ImpactedTargets,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ImpactedTargetsFiles,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ImpactsAllOn,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.UnmatchedFiles,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Workspaces,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BaseSha,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.HeadSha,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelPath,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelStartupOptions,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelOptions,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelWorkspacePath,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelIgnore,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelTestKinds,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.BazelTimeoutSeconds,
        _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.NxTimeoutSeconds,
    ],
    'get-pull-request': [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.FailOnNotReady, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.WaitFor, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.WaitTimeoutSeconds],
    'get-test-run': [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.TestRunId],
    'create-queue': [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Mode, _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Concurrency],
};
const isInput = (name) => _table_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_TABLE */ .g.some((i) => i.name === name);
const isBoolean = (name) => BOOLEAN_INPUTS.has(name) || CLI_BOOLEANS.includes(name);
/** The closest known flag to a misspelt one, when one is close enough to suggest. */
function closest(name) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .closestWord */ .En)(name, [..._table_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_TABLE */ .g.map((i) => i.name), ...Object.keys(CLI_FLAGS)]);
}
/** `--name` of a token, when it is a long flag (`--name` or `--name=value`). */
const flagName = (token) => /^--([^=]+)/.exec(token)?.[1];
/**
 * argv (after the program name) -> what it asks for. Throws a UsageError naming the flag and
 * the accepted form for an unknown flag, a missing or doubled value, a boolean given a word
 * after a space, or an unknown command.
 */
function parseCommandLine(argv) {
    // A bare boolean flag means true; util.parseArgs's own booleans refuse `--dry-run=false`,
    // so every flag is parsed as a string and booleans are checked here.
    const args = [];
    for (const token of argv) {
        if (token === '-h')
            args.push('--help=true');
        else if (token.startsWith('--') && !token.includes('=') && isBoolean(token.slice(2)))
            args.push(`${token}=true`);
        else
            args.push(token);
    }
    for (let i = 0; i < args.length; i++) {
        const token = args[i];
        if (token === '--')
            break;
        const name = flagName(token);
        if (name === undefined) {
            if (token.startsWith('-') && token !== '-')
                throw new UsageError(`Unknown flag ${token}: flags are long, such as --dry-run.`);
            continue;
        }
        if (!isInput(name) && !(name in CLI_FLAGS)) {
            const suggestion = closest(name);
            throw new UsageError(`Unknown flag --${name}${suggestion ? `: did you mean --${suggestion}?` : '.'} ` +
                `Run \`${PROGRAM} --help\` for the flags (the action's inputs, by the same names).`);
        }
        if (token.includes('='))
            continue;
        // `--name VALUE`: the next word is the value, and a word starting with "-" is not taken.
        const value = args[i + 1];
        if (value === undefined || value.startsWith('-')) {
            throw new UsageError(`--${name} needs a value: --${name} VALUE or --${name}=VALUE` +
                ` (a value that starts with "-" is given as --${name}=VALUE).`);
        }
        i++;
    }
    const options = Object.fromEntries([..._table_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_TABLE */ .g.map((i) => i.name), ...Object.keys(CLI_FLAGS)].map((name) => [
        name,
        { type: 'string', multiple: true },
    ]));
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        const code = error.code;
        const name = /'--([^' ]+)/.exec(error.message)?.[1];
        if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && name) {
            throw new UsageError(`--${name} needs a value: --${name} VALUE or --${name}=VALUE` +
                ` (a value that starts with "-" is given as --${name}=VALUE).`);
        }
        throw new UsageError(error.message);
    }
    const values = parsed.values;
    const single = (name) => {
        const given = values[name];
        if (!given || given.length === 0)
            return undefined;
        if (given.length > 1 && !LIST_INPUTS.has(name)) {
            throw new UsageError(`--${name} was given ${given.length} times (${given.map((v) => (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteValue */ .cl)(v)).join(', ')}): give it once.`);
        }
        return given.join('\n');
    };
    const flag = (name) => {
        const value = single(name);
        if (value === undefined)
            return false;
        if (value === 'true' || value === 'false')
            return value === 'true';
        throw new UsageError(`--${name} has the value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteValue */ .cl)(value)}: expected --${name}, --${name}=true or --${name}=false.`);
    };
    const inputs = new Map();
    for (const { name } of _table_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_TABLE */ .g) {
        const value = single(name);
        if (value === undefined)
            continue;
        if (BOOLEAN_INPUTS.has(name) && value !== 'true' && value !== 'false') {
            throw new UsageError(`--${name} has the value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteValue */ .cl)(value)}: expected --${name}, --${name}=true or --${name}=false.`);
        }
        inputs.set(name, value);
    }
    const [word, ...rest] = parsed.positionals;
    if (rest.length > 0) {
        const stray = rest[0];
        throw new UsageError(`Unexpected argument ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteValue */ .cl)(stray)}` +
            (stray === 'true' || stray === 'false'
                ? `: a boolean flag takes its value after "=", as in --dry-run=${stray}.`
                : ': give one command, then flags.'));
    }
    const fromFlag = inputs.get(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Command);
    inputs.delete(_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Command);
    if (word !== undefined && fromFlag !== undefined && word !== fromFlag) {
        throw new UsageError(`The command is given twice: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteValue */ .cl)(word)} and --command=${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteValue */ .cl)(fromFlag)}.`);
    }
    const commandWord = word ?? fromFlag;
    if (commandWord !== undefined && !_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.includes(commandWord)) {
        throw new UsageError(`Unknown command ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .quoteValue */ .cl)(commandWord)}: expected one of ${_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo.join(', ')}.` +
            (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .au)([commandWord], _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .Lo));
    }
    return {
        command: commandWord,
        inputs,
        json: flag('json'),
        summaryFile: single('summary-file'),
        verbose: flag('verbose'),
        help: flag('help'),
        version: flag('version'),
    };
}
/** Text wrapped to `width` columns, each line indented by `indent`. */
function wrap(text, indent, width = 100) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
        if (line && indent.length + line.length + 1 + word.length > width) {
            lines.push(indent + line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(indent + line);
    return lines;
}
function flagLines(name, description, defaultValue) {
    const form = isBoolean(name) ? `--${name}` : `--${name} VALUE`;
    const shown = defaultValue && !defaultValue.includes('${{') ? ` (default: ${defaultValue})` : '';
    return [`  ${form}${shown}`, ...wrap(description, '      ')];
}
/** What the CLI reads where the action reads an expression default. */
const CLI_DEFAULTS = {
    [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.ApiToken]: 'the TRUNK_API_TOKEN environment variable (never printed)',
    [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.GithubToken]: 'the GITHUB_TOKEN environment variable',
    [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Repository]: "the CI's project path",
    [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.PrNumber]: "the CI's pull request number",
    [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.PrSha]: 'the pull request head the CI names',
    [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.TargetBranch]: "the CI's target branch",
    [_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.WorkingDirectory]: 'the current directory',
};
/** --help: the whole tool, or one command with the flags it reads. */
function helpText(command) {
    const out = [];
    if (command === undefined) {
        out.push(`Usage: ${PROGRAM} <command> [flags]`, '', 'Connects CI to the merge queue from any CI system (GitHub Actions, Buildkite, CircleCI,', "GitLab CI, Jenkins): the pull request, its head and target branch come from the CI's", 'variables; every flag is an input of the GitHub Action, by the same name.', '', 'Commands:', "  upload-impacted-targets  compute the pull request's impacted targets and upload them", "  get-pull-request         read the pull request's queue state and readiness", '  get-test-run             read a queue test run (on a trunk-merge/ branch)', '  create-queue             create a queue for the target branch', '  auto                     get-test-run on a test branch, upload with a target source, else get-pull-request', '', `Run \`${PROGRAM} <command> --help\` for its flags.`, '', 'Exit codes: 0 success, 1 the command failed, 2 a usage error.', '', 'Options of the tool itself:');
    }
    else {
        out.push(`Usage: ${PROGRAM} ${command} [flags]`, '');
        const inputs = command === 'auto'
            ? _table_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_TABLE */ .g.filter((i) => i.name !== _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Command).map((i) => i.name)
            : [...COMMAND_INPUTS[command], ...COMMON];
        out.push("Flags (the action's inputs):");
        for (const name of inputs) {
            const row = _table_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_TABLE */ .g.find((i) => i.name === name);
            const fallback = CLI_DEFAULTS[name];
            out.push(...flagLines(name, row.description + (fallback ? ` Default here: ${fallback}.` : ''), row.default));
        }
        out.push('', 'Options of the tool itself:');
    }
    for (const [name, description] of Object.entries(CLI_FLAGS))
        out.push(...flagLines(name, description));
    if (command !== undefined) {
        out.push('', 'Outputs (the keys of --json):');
        out.push(...wrap(_table_generated_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUT_TABLE */ .B.map((o) => o.name).join(', '), '  '));
    }
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 5244:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _early_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7719);
// The command-line tool's entry (package.json "bin": merge-queue-connect), bundled to
// dist/cli/index.js like the action.




/**
 * The version in the package.json above this file (dist/cli/ in a package or a checkout,
 * src/doors/cli/ from the sources), read when asked: a release bumps it without a new bundle.
 */
function version() {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let up = 0; up < 4; up++, dir = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir)) {
        try {
            const manifest = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'package.json'), 'utf8'));
            if (manifest.name === 'merge-queue-action' && manifest.version)
                return manifest.version;
        }
        catch {
            // no package.json here (or dist/cli's own {"type": "module"}): one level up
        }
    }
    return 'unknown';
}
// The merge commit's read starts before the rest of the tool is loaded (main.ts is imported,
// not linked, so the bundle puts it in a chunk of its own): git runs meanwhile.
const argv = process.argv.slice(2);
const started = (0,_early_js__WEBPACK_IMPORTED_MODULE_3__/* .startMergeRead */ .P)(argv, process.env, process.cwd());
const cancel = new AbortController();
const onSignal = () => cancel.abort();
process.once('SIGTERM', onSignal);
process.once('SIGINT', onSignal);
try {
    const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(61)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1061));
    process.exitCode = await main({
        argv,
        env: process.env,
        cwd: process.cwd(),
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        // Read (up to four package.json files) only for --version.
        get version() {
            return version();
        },
        signal: cancel.signal,
        startedGit: started,
    });
}
finally {
    started?.discard();
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5859:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ OUTPUT_TABLE),
/* harmony export */   g: () => (/* binding */ INPUT_TABLE)
/* harmony export */ });
// Generated from action.yml by scripts/cli-table.mjs (npm run bundle): do not edit.
/** The action's inputs, in action.yml's order: the command-line flags of the same names. */
const INPUT_TABLE = [
    {
        "name": "command",
        "description": "What to do: upload-impacted-targets, get-pull-request, get-test-run, create-queue, or auto (get-test-run on a trunk-merge/ test branch; upload-impacted-targets when a target source is configured; otherwise get-pull-request).",
        "default": "auto"
    },
    {
        "name": "api-token",
        "description": "The service API key, masked in logs: a v1 API token (sent as x-api-token) or a v2 organisation key starting trunk_v2_ (sent as Authorization: Bearer). Required by every command except a dry run, fork mode (a fork pull request with no token on v1) and the keyless upload (no token, after trunk-io/login).",
        "default": ""
    },
    {
        "name": "api-url",
        "description": "Base address of the service API. Empty: https://api.trunk.io/v1 on v1, https://api.trunk.io on v2 (https://api.trunk.io/v2 is accepted too). On v1 the operation names are appended to it; on v2 the /v2 paths.",
        "default": ""
    },
    {
        "name": "allow-insecure-api-url",
        "description": "Allow a plain http:// api-url to a host other than this machine (the API key then travels in clear text). http:// to localhost or 127.0.0.1 is always allowed.",
        "default": "false"
    },
    {
        "name": "api-version",
        "description": "v1, v2 or auto. auto: a trunk_v2_ key means v2 and any other api-token v1; no api-token on an upload with a trunk CLI on PATH (trunk-io/login ran) means the keyless v2 upload; else as v1.",
        "default": "auto"
    },
    {
        "name": "github-token",
        "description": "Token for GitHub REST look-ups only (the open pull request of a pushed branch; a pull request's files when the workspace has no git history).",
        "default": "${{ github.token }}"
    },
    {
        "name": "repository",
        "description": "The repository as owner/name, sent as repo.owner and repo.name.",
        "default": "${{ github.repository }}"
    },
    {
        "name": "repository-host",
        "description": "The repository host sent as repo.host. Defaults to the host of GITHUB_SERVER_URL (github.com).",
        "default": ""
    },
    {
        "name": "target-branch",
        "description": "The queue's target branch. Defaults to the pull request's base branch, else the repository's default branch.",
        "default": ""
    },
    {
        "name": "pr-number",
        "description": "Pull request number. Defaults to the one the event names.",
        "default": ""
    },
    {
        "name": "pr-sha",
        "description": "Head commit SHA of the pull request (the SHA that is uploaded). Defaults to the one the event names.",
        "default": ""
    },
    {
        "name": "pr-branch",
        "description": "Head branch of the pull request. Defaults to the one the event names.",
        "default": ""
    },
    {
        "name": "targets",
        "description": "Inline YAML target rules (a name maps to a pattern, a list of patterns, or {paths, depends-on}).",
        "default": ""
    },
    {
        "name": "targets-file",
        "description": "Path of a YAML file holding target rules, relative to the workspace.",
        "default": ""
    },
    {
        "name": "impacted-targets",
        "description": "An explicit list of impacted targets, one per line or comma-separated, or the word ALL.",
        "default": ""
    },
    {
        "name": "impacted-targets-files",
        "description": "Glob patterns (one per line, @actions/glob syntax) of files that list target names one per line, such as bazel-diff or `nx show projects --affected` output. A pattern that matches no file is an error.",
        "default": ""
    },
    {
        "name": "impacts-all-on",
        "description": "Glob patterns, one per line; if any changed file matches one, the upload is ALL.",
        "default": ""
    },
    {
        "name": "base-sha",
        "description": "Override the base end of the diff. Default: the merge commit's first parent (the target branch it was made on) when the event names a usable merge commit; otherwise the merge-base of the pull request head with its target branch. Given, the diff starts at the merge-base of this commit and the head.",
        "default": ""
    },
    {
        "name": "head-sha",
        "description": "Override the head end of the diff. Default: the merge commit when the event names a usable one; otherwise the pull request head.",
        "default": ""
    },
    {
        "name": "test-run-id",
        "description": "For get-test-run. Defaults to the last path segment of a trunk-merge/<...>/<id> test branch.",
        "default": ""
    },
    {
        "name": "mode",
        "description": "For create-queue: single or parallel (default: the service default).",
        "default": ""
    },
    {
        "name": "concurrency",
        "description": "For create-queue: an integer from 1 to 4294967295 (default: the service default).",
        "default": ""
    },
    {
        "name": "dry-run",
        "description": "Compute everything and set outputs and summary, but send nothing to the service.",
        "default": "false"
    },
    {
        "name": "fail-on-not-ready",
        "description": "For get-pull-request: fail the step when the pull request is not ready (with wait-for: when the wait ends unmet).",
        "default": "false"
    },
    {
        "name": "wait-for",
        "description": "For get-pull-request: wait until the pull request is ready, or in one of a list of states (testing, tests_passed, merged, ...). Empty: read once.",
        "default": ""
    },
    {
        "name": "wait-timeout-seconds",
        "description": "How long wait-for waits, in seconds.",
        "default": "1800"
    },
    {
        "name": "summary",
        "description": "Write the job summary.",
        "default": "true"
    },
    {
        "name": "max-attempts",
        "description": "Attempts per service request, the first try included (retries on 429, 5xx, timeouts, connection errors).",
        "default": "4"
    },
    {
        "name": "request-timeout-seconds",
        "description": "Timeout of each attempt, in seconds (0.001 to 3600).",
        "default": "30"
    },
    {
        "name": "unmatched-files",
        "description": "What to do with a changed file that no target rule matches: ignore, warn (list them), all (upload ALL), or fail (fail the step, naming them).",
        "default": "warn"
    },
    {
        "name": "workspaces",
        "description": "Targets from the workspace graph, with no rules to write: false, auto (every kind found at the repository root), or a list of npm, yarn, pnpm, cargo, go, uv, turbo, bazel, nx, maven, gradle. Each package is a target; a package is impacted when a file it owns changed or when a package it depends on is impacted. turbo adds turbo.json's rules to the npm, yarn or pnpm workspace (read, not run). With bazel, the targets are the rule labels the repository's own Bazel reports at the merge commit, closed over reverse dependencies; with nx, the project names the repository's own installed Nx reports for the changed files (install first); with maven and gradle, the modules (their directories) and projects (their paths) read statically from the POMs and the Gradle scripts at both commits.",
        "default": "false"
    },
    {
        "name": "working-directory",
        "description": "Where the repository was checked out, relative to the workspace or absolute (the path: of actions/checkout). git runs there, the workspace graph is read there, and targets-file, impacted-targets-files and rule patterns are relative to it. Default: the workspace (GITHUB_WORKSPACE).",
        "default": ""
    },
    {
        "name": "bazel-path",
        "description": "The Bazel binary for workspaces bazel (bazelisk on GitHub's runners, which honours .bazelversion).",
        "default": "bazel"
    },
    {
        "name": "bazel-startup-options",
        "description": "Bazel startup options, one per line (such as --output_user_root=/tmp/bazel).",
        "default": ""
    },
    {
        "name": "bazel-options",
        "description": "Options added to the bazel query, one per line (such as --config=ci).",
        "default": ""
    },
    {
        "name": "bazel-workspace-path",
        "description": "The Bazel workspace inside the repository (the directory of MODULE.bazel or WORKSPACE). Default, the repository root.",
        "default": ""
    },
    {
        "name": "bazel-ignore",
        "description": "Glob patterns, one per line, of files that impact no Bazel target (docs, say). Any other changed file Bazel cannot see makes the upload ALL, unless a target rule or a workspace package accounts for it.",
        "default": ""
    },
    {
        "name": "bazel-test-kinds",
        "description": "Rule classes of the bazel-test-targets output, a regular expression matched whole.",
        "default": ".+_test"
    },
    {
        "name": "bazel-timeout-seconds",
        "description": "How long the bazel query may take before it is stopped and the upload is ALL.",
        "default": "1800"
    },
    {
        "name": "graph-cache",
        "description": "Where workspaces bazel keeps the graph a query gave, so a pull request whose BUILD, .bzl, WORKSPACE/MODULE and rc files and file paths match a stored graph runs no Bazel, and one that differs in a few packages re-queries only those. auto (the GitHub Actions cache on GitHub's runners; off elsewhere), false, or a directory outside the checkout (a self-hosted runner's or an agent's persistent disk).",
        "default": "auto"
    },
    {
        "name": "nx-timeout-seconds",
        "description": "How long the Nx calls of workspaces nx may take together before they are stopped and the upload is ALL.",
        "default": "600"
    }
];
/** The action's outputs: the keys of `--json`. */
const OUTPUT_TABLE = [
    {
        "name": "command",
        "description": "The command that ran (auto resolved)."
    },
    {
        "name": "pr-number",
        "description": "The pull request number, where known."
    },
    {
        "name": "pr-sha",
        "description": "The pull request head SHA, where known."
    },
    {
        "name": "target-branch",
        "description": "The queue's target branch, where known."
    },
    {
        "name": "impacted-targets",
        "description": "upload-impacted-targets: JSON array of target names, or the string ALL. get-test-run: JSON array, the union of impacted targets over the run (empty array when absent)."
    },
    {
        "name": "impacts-all",
        "description": "upload-impacted-targets: true when the upload is ALL, else false."
    },
    {
        "name": "impacted-targets-count",
        "description": "upload-impacted-targets: number of target names (empty when ALL)."
    },
    {
        "name": "changed-files-count",
        "description": "upload-impacted-targets: number of changed files considered (empty when not computed)."
    },
    {
        "name": "uploaded",
        "description": "upload-impacted-targets: true when the service accepted the upload; false on a dry run."
    },
    {
        "name": "submitted",
        "description": "get-pull-request: false when the service answers 404 for this pull request, else true."
    },
    {
        "name": "state",
        "description": "get-pull-request: the pull request state, lower-case (not_ready ... pending_failure); empty when unknown."
    },
    {
        "name": "ready",
        "description": "get-pull-request: true when the base branch matches, GitHub mergeability is mergeable, and impacted targets are present when required."
    },
    {
        "name": "not-ready-reasons",
        "description": "get-pull-request: JSON array of codes: not-submitted, base-branch-mismatch, not-mergeable, mergeability-pending, impacted-targets-missing."
    },
    {
        "name": "readiness",
        "description": "get-pull-request: JSON of the readiness object."
    },
    {
        "name": "pull-request",
        "description": "get-pull-request: JSON of the whole response."
    },
    {
        "name": "test-run-id",
        "description": "get-test-run: the test run id."
    },
    {
        "name": "test-run-status",
        "description": "get-test-run: the test run status, lower-case (in_progress, succeeded, failed, cancelled)."
    },
    {
        "name": "test-branch",
        "description": "get-test-run: the test branch name."
    },
    {
        "name": "test-branch-sha",
        "description": "get-test-run: the commit SHA at the tip of the test branch."
    },
    {
        "name": "required-statuses",
        "description": "get-test-run: JSON array of required status names."
    },
    {
        "name": "tested-prs",
        "description": "get-test-run: JSON array of the tested pull request numbers."
    },
    {
        "name": "dependent-prs",
        "description": "get-test-run: JSON array of the dependent pull request numbers."
    },
    {
        "name": "impacted-targets-for-tested-prs",
        "description": "get-test-run: JSON array of impacted targets of the tested pull requests only (empty array when absent)."
    },
    {
        "name": "failed-checks",
        "description": "get-test-run: JSON array of required status names whose check run or status check failed."
    },
    {
        "name": "pending-checks",
        "description": "get-test-run: JSON array of required status names that have not finished (missing counts as pending)."
    },
    {
        "name": "test-run",
        "description": "get-test-run: JSON of the whole response."
    },
    {
        "name": "queue-created",
        "description": "create-queue: true, or false when the queue already existed (not a failure)."
    },
    {
        "name": "is-test-branch",
        "description": "All commands: true when the run is for one of the queue's test branches (trunk-merge/...), else false."
    },
    {
        "name": "skip",
        "description": "All commands: true when the run did nothing on purpose (a trunk-temp/... branch, a tag push, a push with no open pull request), else false."
    },
    {
        "name": "run-all",
        "description": "get-test-run: true when the run's impacted targets are absent, contain ALL, or could not be read (fail open: run everything)."
    },
    {
        "name": "wait-result",
        "description": "get-pull-request with wait-for: met, timed-out, unreachable (a terminal state that cannot meet it), or cancelled."
    },
    {
        "name": "waited-seconds",
        "description": "get-pull-request with wait-for: seconds spent waiting."
    },
    {
        "name": "impacted-targets-matrix",
        "description": "get-test-run: {\"target\": [...]} for strategy.matrix; {\"target\": [\"ALL\"]} when run-all is true."
    },
    {
        "name": "api-version",
        "description": "All commands: the API used, v1, v2 (an organisation key) or v2-login (the keyless upload through trunk-io/login); empty on a dry run, which uses none."
    },
    {
        "name": "bazel-test-targets",
        "description": "upload-impacted-targets with workspaces bazel: the impacted rules whose class matches bazel-test-kinds, one label per line, for bazel test --target_pattern_file; //... when every target is impacted."
    }
];


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* binding */ isExpectedError),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   af: () => (/* binding */ ContextError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   y8: () => (/* binding */ REPOSITORY_CODES),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/**
 * Every error class of the action, in one place. Everything below run() throws one of these;
 * run() turns them into a single core.setFailed message. Each message says what was being done,
 * what came back, and what to change, so no stack trace is printed for any of them.
 */
/** A mistake the user can fix in the workflow. */
class UserError extends Error {
    name = 'UserError';
}
/** A bad input value: names the input, the value and the accepted form. */
class InputError extends UserError {
    input;
    name = 'InputError';
    constructor(input, message) {
        super(message);
        this.input = input;
    }
}
/** The event does not say what the action needs and no input supplies it. */
class ContextError extends UserError {
    missing;
    name = 'ContextError';
    constructor(message, 
    /** The inputs that would supply what is missing, for a door to name in its own words. */
    missing = []) {
        super(message);
        this.missing = missing;
    }
}
/** A git command failed. */
class GitError extends Error {
    args;
    exitCode;
    stderr;
    name = 'GitError';
    constructor(message, args, exitCode, stderr) {
        super(message);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
    }
}
/** A GitHub REST look-up failed. */
class GitHubApiError extends Error {
    name = 'GitHubApiError';
}
/** v2's codes that say the repository, not the record asked about, is unknown to the service. */
const REPOSITORY_CODES = new Set([
    'PROVIDER_URL_NOT_FOUND',
    'REPOSITORY_NOT_FOUND',
]);
/** A failed service call: what was called, what came back, and what to change. */
class ServiceError extends Error {
    name = 'ServiceError';
    operation;
    kind;
    status;
    /** A short, single-line excerpt of the plain-text body ('' when none). */
    bodyExcerpt;
    attempts;
    /** What the service's last Retry-After asked for, when it sent one. */
    retryAfterMs;
    /** v2: the error envelope's code (PR_NOT_FOUND, QUEUE_ALREADY_EXISTS, ...). */
    code;
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.kind = options.kind;
        this.status = options.status;
        this.bodyExcerpt = options.bodyExcerpt ?? '';
        this.attempts = options.attempts;
        this.retryAfterMs = options.retryAfterMs;
        this.code = options.code;
    }
    /**
     * The record asked about is not there (v1: any 404): commands treat this as "not found", not
     * as a failure. An unknown repository (v2 says which) is a failure: nothing can be read.
     */
    get notFound() {
        if (this.kind === 'not-found')
            return true;
        return this.kind === 'http' && this.status === 404 && !this.repositoryUnknown;
    }
    /** v2 says the repository, not the record asked about, is unknown to the service. */
    get repositoryUnknown() {
        return this.code !== undefined && REPOSITORY_CODES.has(this.code);
    }
    /** createQueue: the queue exists already (v1: a 4xx saying so in words; v2: its code). */
    get alreadyExists() {
        if (this.code === 'QUEUE_ALREADY_EXISTS')
            return true;
        return (this.kind === 'http' &&
            this.status !== undefined &&
            this.status >= 400 &&
            this.status < 500 &&
            /already exists/i.test(this.bodyExcerpt));
    }
}
/** An error whose message is the whole story: expected, so no stack trace is shown. */
function isExpectedError(error) {
    return (error instanceof UserError ||
        error instanceof GitError ||
        error instanceof GitHubApiError ||
        error instanceof ServiceError);
}


/***/ }),

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   En: () => (/* binding */ closestWord),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   cl: () => (/* binding */ quoteValue),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   pO: () => (/* binding */ Redactor)
/* harmony export */ });
/* unused harmony export editDistance */
/** Text helpers for messages: what anything thrown says, and how a user's value is quoted. */
/** Text of anything thrown, Error or not. */
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error) ?? String(error);
    }
    catch {
        return String(error);
    }
}
/**
 * Show a user-supplied value in a message: quoted, one line, cut when long. JSON's own escaping
 * writes a line break as `\n` once (escaping it first and then quoting showed `\\n`).
 */
function quoteValue(value, max = 80) {
    return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value);
}
/**
 * Replaces secrets with `***` in text, before it is escaped or rendered anywhere (log, summary,
 * outputs). The runner masks a secret only in the forms it knows (literal, base64, JSON, URI,
 * XML), not HTML entities or other escapes that the job summary would show readably, so the
 * literal is taken out first; URL credentials (`user:pass@`) are removed too.
 */
class Redactor {
    encodings;
    forms = [];
    /**
     * @param encodings other forms a secret may take on its way out (the job summary's HTML
     *   escaping, for one); each is replaced too.
     */
    constructor(encodings = []) {
        this.encodings = encodings;
    }
    /** Register a secret (ignored when shorter than 4 characters: too common to replace). */
    add(secret) {
        const value = secret.trim();
        if (value.length < 4)
            return;
        const bytes = Buffer.from(value, 'utf8');
        const forms = [
            value,
            encodeURIComponent(value),
            JSON.stringify(value).slice(1, -1),
            // A service that echoes the key in a Basic header or a JSON blob may base64 it, and one
            // that reads UTF-8 as Latin-1 echoes its bytes so: both are the key.
            bytes.toString('base64'),
            bytes.toString('base64').replace(/=+$/, ''),
            bytes.toString('latin1'),
            ...this.encodings.map((encode) => encode(value)),
        ];
        for (const form of forms)
            if (!this.forms.includes(form))
                this.forms.push(form);
        // Longest first, so a form that contains another is replaced whole.
        this.forms.sort((a, b) => b.length - a.length);
    }
    redact(text) {
        let out = text;
        for (const form of this.forms)
            if (out.includes(form))
                out = out.split(form).join('***');
        // Credentials inside any URL: scheme://user:pass@host -> scheme://***@host
        return out.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s:@]*:[^/\s@]*@/gi, '$1***@');
    }
}
/** A value from the service, the event or the repository, made safe for one log line. */
function oneLine(text) {
    return text.replace(/\r\n|\r|\n|\u2028|\u2029/g, (c) => c === '\n'
        ? '\\n'
        : c === '\r'
            ? '\\r'
            : c === '\r\n'
                ? '\\r\\n'
                : c === '\u2028'
                    ? '\\u2028'
                    : '\\u2029');
}
/** Levenshtein distance: insertions, deletions and substitutions, each costing 1. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = row;
    }
    return previous[b.length];
}
/**
 * The word of `known` closest to a misspelt `word`, when one is close enough to suggest (at
 * most 2 edits, or a quarter of the word's length for a long one), else one the word starts
 * with or is the start of ("warning" for warn, "dry" for dry-run).
 */
function closestWord(word, known) {
    const close = closestByEdits(word, known);
    if (close !== undefined || word.length < 3)
        return close;
    const prefixed = known.filter((k) => k.startsWith(word) || word.startsWith(k));
    return prefixed.length === 1 ? prefixed[0] : undefined;
}
function closestByEdits(word, known) {
    let best;
    for (const candidate of known) {
        const distance = editDistance(word, candidate);
        if (!best || distance < best.distance)
            best = { word: candidate, distance };
    }
    return best && best.distance > 0 && best.distance <= Math.max(2, Math.floor(word.length / 4))
        ? best.word
        : undefined;
}
/**
 * " Did you mean "pnpm"?" for the first of `words` (values of an input) that is not in `known`
 * and is close to one that is; '' when none is. `ofList`: the words are some of a list, so the
 * one meant is named (" Did you mean "pnpm" for "pnmp"?").
 */
function didYouMean(words, known, ofList = words.length > 1) {
    for (const word of words) {
        if (known.includes(word))
            continue;
        const close = closestWord(word, known);
        if (close) {
            return ofList
                ? ` Did you mean ${JSON.stringify(close)} for ${JSON.stringify(word)}?`
                : ` Did you mean ${JSON.stringify(close)}?`;
        }
    }
    return '';
}


/***/ }),

/***/ 6174:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ splitList)
/* harmony export */ });
function splitList(text, kind) {
    const items = text.split(kind === 'names' ? /[\r\n,]+/ : /\r?\n|\r/);
    const out = [];
    for (const raw of items) {
        const item = raw.trim();
        if (item === '')
            continue;
        if (kind === 'patterns' && item.startsWith('#'))
            continue;
        out.push(item);
    }
    return out;
}


/***/ }),

/***/ 1494:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ startGit),
/* harmony export */   pj: () => (/* binding */ readsMergeCommit),
/* harmony export */   su: () => (/* binding */ mergeReadArgs)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7242);
/* harmony import */ var _lists_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6174);
/* harmony import */ var _git_process_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6644);



/**
 * `git log -1` of the merge commit M with its parents and its name-status diff against its
 * first parent, in one process: what readMergeCommit runs.
 */
function mergeReadArgs(commit) {
    return [
        '-c',
        'core.quotepath=false',
        'log',
        '-1',
        '--format=%x00%P%x00',
        '-z',
        '--name-status',
        '--no-renames',
        '--diff-merges=first-parent',
        '--no-ext-diff',
        '--no-color',
        '--end-of-options',
        commit,
        '--',
    ];
}
const sameEnv = (a, b) => {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length)
        return false;
    return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
};
/** Start `git args` in `cwd` now; undefined if it cannot be started. Never prints. */
function startGit(args, cwd, env = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnv */ .g)()) {
    let child;
    let result;
    try {
        ({ child, result } = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_1__/* .execGit */ .I)(args, cwd, env));
    }
    catch {
        return undefined;
    }
    let open = true;
    return {
        take(wanted, wantedCwd, wantedEnv) {
            if (!open ||
                wantedCwd !== cwd ||
                wanted.length !== args.length ||
                wanted.some((arg, i) => arg !== args[i]) ||
                !sameEnv(wantedEnv, env)) {
                return undefined;
            }
            open = false;
            return result;
        },
        discard() {
            if (!open)
                return;
            open = false;
            // Still running: end it (its result, an error, is read by no one and never rejects).
            if (child.exitCode === null && child.signalCode === null)
                child.kill();
        },
    };
}
/**
 * Whether the inputs make a run that reads the merge commit first: upload-impacted-targets (or
 * `auto` resolving to it) with a source that needs the changed files, the diff's ends not given
 * (they would replace the merge commit) and git run in the workspace itself (working-directory
 * moves it). A guess that mirrors settings.ts and context.ts on the raw inputs, for the door's
 * entry, before they are loaded: a wrong guess costs one read-only git process, never an answer.
 */
function readsMergeCommit(input, branch) {
    const value = (name) => input(name).trim();
    if (value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseSha) || value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.HeadSha) || value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WorkingDirectory)) {
        return false;
    }
    const workspaces = (0,_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Workspaces), 'names');
    const needsDiff = value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Targets) !== '' ||
        value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetsFile) !== '' ||
        (0,_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactsAllOn), 'patterns').length > 0 ||
        !(workspaces.length === 0 ||
            (workspaces.length === 1 && workspaces[0].toLowerCase() === 'false'));
    // impacted-targets: ALL makes the upload ALL without a diff.
    if (!needsDiff || (0,_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactedTargets), 'names').includes('ALL'))
        return false;
    const command = value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command) || 'auto';
    if (command === 'upload-impacted-targets')
        return true;
    // `auto` on a queue test branch (or with a test run id) is get-test-run.
    return (command === 'auto' &&
        value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TestRunId) === '' &&
        !(branch ?? '').startsWith(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .TEST_BRANCH_PREFIX */ .ZJ));
}


/***/ }),

/***/ 6644:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ execGit),
/* harmony export */   g: () => (/* binding */ gitEnv)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * One git process, as every part of the engine runs it: without a shell, prompts off, a C locale,
 * its whole output read once it has exited. Kept apart from git.ts, and importing only Node's
 * modules, so that a door's entry can start a process (early-git.ts) before the rest of the
 * engine is loaded, exactly as the engine would.
 *
 * git writes its output into two scratch files rather than pipes: Node reads a pipe through a
 * stream, and setting those streams up and taking them down cost a cold process 3-5 ms of a git
 * call that takes 2 (docs/performance.md). The files are unlinked as soon as they are opened (only
 * the descriptors remain, so nothing is left behind, whatever happens to the run) and read whole
 * when git exits. Where a file cannot be made, or an open file cannot be unlinked (Windows),
 * execFile's pipes are used; both give the same result.
 */




const MAX_BUFFER = 1024 * 1024 * 1024;
/** The environment git runs in: `base` with prompts off and a C locale. */
function gitEnv(base = process.env) {
    return { ...base, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
}
/** Run git in `cwd` and report; the promise never rejects (a non-zero exit is `ok: false`). */
function execGit(args, cwd, env) {
    const out = scratchFile();
    const err = out === undefined ? undefined : scratchFile();
    if (out === undefined || err === undefined) {
        if (out !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(out);
        return viaPipes(args, cwd, env);
    }
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd,
            env,
            stdio: ['ignore', out, err],
            windowsHide: true,
        });
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(out);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(err);
        throw error;
    }
    const result = new Promise((resolve) => {
        let done = false;
        const finish = (code, spawnError) => {
            if (done)
                return;
            done = true;
            let stdout;
            let stderr;
            try {
                stdout = readWhole(out);
            }
            catch (error) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(err);
                return resolve({
                    ok: false,
                    exitCode: null,
                    stdout: '',
                    stderr: `could not read what git wrote: ${error.message}`,
                });
            }
            try {
                stderr = readWhole(err);
            }
            catch {
                stderr = '';
            }
            if (spawnError) {
                // As execFile says it: a missing git binary has no stderr.
                resolve({
                    ok: false,
                    exitCode: null,
                    stdout: stdout ?? '',
                    stderr: stderr || `${spawnError.code}: ${spawnError.message}`,
                });
            }
            else if (stdout === undefined || stderr === undefined) {
                resolve({
                    ok: false,
                    exitCode: null,
                    stdout: '',
                    stderr: stderr || 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER: stdout maxBuffer length exceeded',
                });
            }
            else if (code === 0) {
                resolve({ ok: true, exitCode: 0, stdout, stderr });
            }
            else {
                resolve({
                    ok: false,
                    exitCode: code,
                    stdout,
                    stderr: stderr || `Command failed: ${['git', ...args].join(' ')}\n`,
                });
            }
        };
        child.once('error', (error) => finish(null, error));
        child.once('close', (code) => finish(code));
    });
    return { child, result };
}
/** execFile's pipes, where no scratch file can be used. */
function viaPipes(args, cwd, env) {
    let child;
    const result = new Promise((resolve) => {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd, env, maxBuffer: MAX_BUFFER, encoding: 'utf8', windowsHide: true }, (error, stdout, stderr) => {
            if (!error)
                return resolve({ ok: true, exitCode: 0, stdout, stderr });
            const code = error.code;
            resolve({
                ok: false,
                exitCode: typeof code === 'number' ? code : null,
                stdout: stdout ?? '',
                // A missing git binary has no stderr; say so instead.
                stderr: stderr || (typeof code === 'string' ? `${code}: ${error.message}` : error.message),
            });
        });
    });
    return { child, result };
}
/** A new file for one of git's streams, already unlinked; undefined when none can be made. */
function scratchFile() {
    if (process.platform === 'win32')
        return undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_3__.join((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), `mq-git-${process.pid}-${Math.random().toString(36).slice(2)}`);
        let fd;
        try {
            // Created here and nowhere else (O_EXCL), readable by this user only.
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, 'wx+', 0o600);
        }
        catch {
            continue;
        }
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(file);
            return fd;
        }
        catch {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            return undefined;
        }
    }
    return undefined;
}
/** What git wrote into `fd`, as UTF-8; undefined past MAX_BUFFER (as execFile refuses it). */
function readWhole(fd) {
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).size;
        if (size > MAX_BUFFER)
            return undefined;
        const bytes = Buffer.allocUnsafe(size);
        let read = 0;
        while (read < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, bytes, read, size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return bytes.toString('utf8', 0, read);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}


/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5244);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map