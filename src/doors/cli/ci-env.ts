import { COMMIT_SHA } from '../../constants.js';
import type { GitRunner } from '../../targets/diff/git.js';
import { V1_MAX_INTEGER } from '../../service/limits.js';

/*
 * The environment of a CI system -> what it says about the run (ciFacts), for the command-line
 * door. Pure: no git, no network. Every variable is read as a stranger's string: an empty one is
 * unknown, a malformed one is unknown, and nothing here throws. The one question the environment
 * cannot answer, which commit a Jenkins pull request build checked out, is resolveJenkinsHead's,
 * with git.
 *
 * Sources, checked 2026-11:
 * - GitHub Actions: docs.github.com/actions/reference/variables-reference
 * - Buildkite: buildkite.com/docs/pipelines/environment-variables
 *   (BUILDKITE_PIPELINE_DEFAULT_BRANCH, "the default branch for this pipeline")
 * - CircleCI: circleci.com/docs/variables (no default-branch variable: only the pipeline value
 *   pipeline.git.branch.is_default, which config can read, not a job's environment)
 * - GitLab CI: docs.gitlab.com/ee/ci/variables/predefined_variables.html (CI_DEFAULT_BRANCH,
 *   "the name of the project's default branch")
 * - Jenkins: /env-vars.html of a multibranch job (BRANCH_NAME, CHANGE_*), the git plugin
 *   (GIT_COMMIT, GIT_URL) and jenkinsci/git-plugin MergeWithGitSCMExtension (the merge strategy).
 */

export type CiName = 'github-actions' | 'buildkite' | 'circleci' | 'gitlab' | 'jenkins';

/** What a CI's own environment says about the run. Every field may be unknown. */
export interface CiFacts {
  /** undefined: no known CI (flags alone describe the run). */
  ci: CiName | undefined;
  /** For messages: 'Buildkite', 'CircleCI', 'GitLab CI', 'Jenkins', 'GitHub Actions', 'no CI'. */
  label: string;
  /** A short word for messages: 'pull request build', 'merged results pipeline', 'branch build'. */
  eventName: string;
  /**
   * The project path, never a pipeline slug: owner is everything before the last '/', so
   * GitLab subgroups stay in it (a/b/c -> owner 'a/b', name 'c').
   */
  repository?: { owner: string; name: string };
  /**
   * The repository's host as sent to the service: github.com, gitlab.example.com. The port of
   * an http(s) address is kept (gitlab.example.com:8443, as the action does with
   * GITHUB_SERVER_URL); the port of an ssh address is not, it is no part of the web host.
   */
  host?: string;
  /** The base of web links (https://github.com, https://gitlab.example.com), no trailing slash. */
  serverUrl?: string;
  /** The number a person sees (GitLab: CI_MERGE_REQUEST_IID, never CI_MERGE_REQUEST_ID). */
  prNumber?: number;
  /** The pull request's HEAD commit, lower-case hex; never a merge commit the CI made. */
  prSha?: string;
  /** The pull request's source branch. */
  prBranch?: string;
  /** The branch being built by a push / branch build (a queue test branch trunk-merge/...). */
  branch?: string;
  /** The branch the pull request targets, where the CI says it. */
  targetBranch?: string;
  /**
   * The repository's default branch, where the CI says it (Buildkite's
   * BUILDKITE_PIPELINE_DEFAULT_BRANCH, GitLab's CI_DEFAULT_BRANCH; CircleCI and Jenkins give no
   * such variable): the queue of a queue command run by a build for no pull request.
   */
  defaultBranch?: string;
  /**
   * A merge commit the CI made of prSha onto the target and checked out (GitLab merged results
   * and merge trains); its second parent is prSha.
   */
  mergeCommit?: string;
  /**
   * Jenkins pull request build: GIT_COMMIT, which is the PR head (head strategy) or a merge
   * Jenkins made (merge strategy); resolveJenkinsHead tells which, with git.
   */
  jenkinsCommit?: string;
  /** Jenkins pull request build: BRANCH_NAME (PR-12, MR-3), the name of the PR's remote ref. */
  jenkinsPrRef?: string;
  /** The commit the CI says it checked out, whatever the build (a merge commit included). */
  commit?: string;
  fromFork?: boolean;
  buildUrl?: string;
  /**
   * Where the CI's pull requests are on the web, a number appended making one's address
   * (`https://gitlab.example.com/group/proj/-/merge_requests/`); unset: the GitHub form.
   */
  prLinkBase?: string | undefined;
  /**
   * The head is what the CI checked out, though it does not name the commit (Buildkite's
   * BUILDKITE_COMMIT=HEAD on a build made by hand; a Jenkins scripted pipeline, which exports
   * no GIT_COMMIT): the door reads it with git (on Jenkins, as jenkinsCommit).
   */
  headIsCheckout?: boolean;
  /** The CI does not say the target branch (CircleCI): the door asks GitHub's API. */
  targetUnknown?: boolean;
  /**
   * CircleCI: the build belongs to several pull requests (CIRCLE_PULL_REQUESTS) and
   * CIRCLE_PULL_REQUEST is one of them chosen at random, so prNumber is left unknown.
   */
  ambiguousPrNumbers?: number[];
  /** The variables that were read and set, names only (never values), for a debug line. */
  read: string[];
}

type Env = Record<string, string | undefined>;

/** Reads variables and remembers which were set; an empty or all-blank value is unknown. */
class Reader {
  readonly read: string[] = [];
  constructor(private readonly env: Env) {}

  get(name: string): string | undefined {
    const value = this.env[name];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    if (!this.read.includes(name)) this.read.push(name);
    return value;
  }

  /** GITHUB_ACTIONS=true and the like: "true" in any case, blanks around it allowed. */
  isTrue(name: string): boolean {
    return this.get(name)?.trim().toLowerCase() === 'true';
  }
}

/** v1's integer maximum, from limits.ts. */
const MAX_PR_NUMBER = V1_MAX_INTEGER;

/** A commit SHA: 40 (SHA-1) or 64 (SHA-256) hex digits, lower-cased; else unknown. */
function sha(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed !== undefined && COMMIT_SHA.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** A positive integer pull request number; "false", "0", "12abc", "1e3" are unknown. */
function prNumberOf(value: string | undefined): number | undefined {
  const trimmed = value?.trim();
  if (trimmed === undefined || !/^[1-9]\d{0,9}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n <= MAX_PR_NUMBER ? n : undefined;
}

/** `refs/heads/x` -> x; anything else (a tag, a pull ref) is no branch. */
function branchOfRef(ref: string | undefined): string | undefined {
  return ref?.startsWith('refs/heads/') && ref.length > 'refs/heads/'.length
    ? ref.slice('refs/heads/'.length)
    : undefined;
}

/** A path segment of a repository: no blanks, no control characters, not . or .. */
function isSegment(segment: string): boolean {
  if (segment === '.' || segment === '..' || !/^[^\s/\\:?#@]+$/.test(segment)) return false;
  return ![...segment].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}

/** `a/b/c` (slashes around allowed, `.git` dropped) -> owner a/b, name c; else unknown. */
export function repositoryOfPath(
  path: string | undefined,
): { owner: string; name: string } | undefined {
  if (path === undefined) return undefined;
  const segments = path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.git$/i, '')
    .split('/');
  if (segments.length < 2) return undefined;
  if (!segments.every(isSegment)) return undefined;
  const name = segments.pop()!;
  return { owner: segments.join('/'), name };
}

/** Where a repository lives, as read from a git or web address. */
export interface RepoLocation {
  repository: { owner: string; name: string };
  host: string;
  serverUrl: string;
}

/** A host name as git and browsers take it: letters, digits, dots, dashes (or [IPv6]). */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/**
 * A git remote address -> repository, host and web base:
 * `git@github.com:owner/repo.git` (scp-like), `ssh://git@host:2222/owner/repo.git`,
 * `https://user:token@host/group/sub/repo.git/`, `git://github.com/owner/repo.git`.
 * Credentials in the address are dropped, never returned. Local paths and file:// are unknown.
 */
export function parseGitUrl(url: string | undefined): RepoLocation | undefined {
  const text = url?.trim();
  if (!text || /\s/.test(text)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // scp-like: [user@]host:path, where host has no slash (a Windows drive C:\ is not a host).
    const scp = /^(?:[^@/]+@)?([^:/]+):(?!\/\/)(.+)$/.exec(text);
    if (!scp?.[1] || !scp[2]) return undefined;
    const hostname = scp[1].toLowerCase();
    if (!HOST.test(hostname) || hostname.length < 2) return undefined;
    const repository = repositoryOfPath(scp[2]);
    return repository && { repository, host: hostname, serverUrl: `https://${hostname}` };
  }
  if (!['https', 'http', 'ssh', 'git', 'git+ssh', 'ssh+git'].includes(scheme)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return undefined;
  }
  const hostname = parsed.hostname.toLowerCase();
  if (!hostname || !HOST.test(hostname)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return undefined;
  }
  const repository = repositoryOfPath(path);
  if (!repository) return undefined;
  const web = scheme === 'https' || scheme === 'http';
  const host = web && parsed.port ? `${hostname}:${parsed.port}` : hostname;
  return { repository, host, serverUrl: web ? `${scheme}://${host}` : `https://${hostname}` };
}

/** An http(s) address with a plausible host: the URL and its host (with the port, if any). */
function httpAddress(url: string | undefined): { parsed: URL; host: string } | undefined {
  const text = url?.trim();
  if (!text) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const hostname = parsed.hostname.toLowerCase();
  if (!HOST.test(hostname)) return undefined;
  return { parsed, host: parsed.port ? `${hostname}:${parsed.port}` : hostname };
}

/**
 * A pull request's web address -> where its base repository lives and its number:
 * GitHub `…/owner/repo/pull/12`, GitLab `…/group/sub/proj/-/merge_requests/3`, Bitbucket Cloud
 * `…/ws/repo/pull-requests/4`, Bitbucket Server `…/projects/KEY/repos/slug/pull-requests/5`.
 */
export function parsePullRequestUrl(
  url: string | undefined,
): (RepoLocation & { number: number; kind: 'pull' | 'merge_request' }) | undefined {
  if (/\s/.test(url?.trim() ?? '')) return undefined;
  const web = httpAddress(url);
  if (!web) return undefined;
  const { parsed, host } = web;
  const match = /^\/(.+?)\/(?:-\/)?(pull|merge_requests|pull-requests)\/(\d+)(?:\/.*)?$/.exec(
    parsed.pathname,
  );
  const number = prNumberOf(match?.[3]);
  if (!match?.[1] || number === undefined) return undefined;
  const server = /^projects\/([^/]+)\/repos\/([^/]+)$/.exec(match[1]);
  const repository = server
    ? repositoryOfPath(`${server[1]}/${server[2]}`)
    : repositoryOfPath(match[1]);
  if (!repository) return undefined;
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
function bareHost(value: string | undefined): string | undefined {
  const host = value?.trim().toLowerCase();
  if (!host || !HOST.test(host)) return undefined;
  return host.includes('.') || host.startsWith('[') || host === 'localhost' ? host : undefined;
}

/** A web base address (GITHUB_SERVER_URL, CI_SERVER_URL): credentials, query and slash dropped. */
function webBase(url: string | undefined): { host: string; serverUrl: string } | undefined {
  const web = httpAddress(url);
  if (!web) return undefined;
  const { parsed, host } = web;
  // A GitLab under a relative URL root (https://example.com/gitlab) keeps its path.
  const path = parsed.pathname.replace(/\/+$/, '');
  return { host, serverUrl: `${parsed.protocol}//${host}${path}` };
}

/** Two repositories are the same when host and path agree, case aside. */
function sameRepository(a: RepoLocation, b: RepoLocation): boolean {
  const key = (r: RepoLocation) =>
    `${r.host.replace(/:\d+$/, '')}/${r.repository.owner}/${r.repository.name}`.toLowerCase();
  return key(a) === key(b);
}

/** A web address worth showing (a build URL): http(s) only, no credentials. */
/** The address of pull request `number` less the number, when `url` is it; else undefined. */
function linkBaseOf(url: string | undefined, number: number | undefined): string | undefined {
  const address = link(url)?.replace(/\/+$/, '');
  const tail = `/${number}`;
  return number !== undefined && address?.endsWith(tail)
    ? address.slice(0, -tail.length + 1)
    : undefined;
}

function link(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || /\s/.test(text)) return undefined;
  try {
    const parsed = new URL(text);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return undefined;
  }
}

/** Drop the unknown fields, so that a debug dump and test expectations list only what is known. */
function compact(facts: CiFacts): CiFacts {
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== undefined),
  ) as unknown as CiFacts;
}

function location(facts: Partial<CiFacts>, where: RepoLocation | undefined): void {
  if (!where) return;
  facts.repository ??= where.repository;
  facts.host ??= where.host;
  facts.serverUrl ??= where.serverUrl;
}

type Found = Omit<CiFacts, 'ci' | 'label' | 'read'>;

function githubActions(r: Reader): Found {
  const event = r.get('GITHUB_EVENT_NAME')?.trim();
  const facts: Found = {
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

function buildkite(r: Reader): Found {
  // BUILDKITE_PULL_REQUEST is the number, or "false" when the build is not for a pull request.
  const prNumber = prNumberOf(r.get('BUILDKITE_PULL_REQUEST'));
  const repo = parseGitUrl(r.get('BUILDKITE_REPO'));
  // BUILDKITE_COMMIT "can also be a symbolic name like HEAD" (manual builds): unknown then.
  const commit = sha(r.get('BUILDKITE_COMMIT'));
  const branch = r.get('BUILDKITE_BRANCH');
  const facts: Found = { eventName: 'branch build', commit };
  location(facts, repo);
  facts.buildUrl = link(r.get('BUILDKITE_BUILD_URL'));
  facts.defaultBranch = r.get('BUILDKITE_PIPELINE_DEFAULT_BRANCH')?.trim();
  if (prNumber !== undefined) {
    facts.eventName = 'pull request build';
    facts.prNumber = prNumber;
    facts.prSha = commit;
    if (commit === undefined && r.get('BUILDKITE_COMMIT') === 'HEAD') facts.headIsCheckout = true;
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
  } else if (r.get('BUILDKITE_TAG') !== undefined) {
    facts.eventName = 'tag build';
    return facts;
  }
  facts.branch = branch;
  return facts;
}

function circleci(r: Reader): Found {
  const listed = (r.get('CIRCLE_PULL_REQUESTS') ?? '')
    .split(',')
    .map((url) => parsePullRequestUrl(url)?.number)
    .filter((n): n is number => n !== undefined);
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

  const facts: Found = { eventName: 'branch build', commit };
  facts.repository = owner && name ? repositoryOfPath(`${owner}/${name}`) : undefined;
  location(facts, parseGitUrl(r.get('CIRCLE_REPOSITORY_URL')));
  location(facts, prUrl);
  facts.buildUrl = link(r.get('CIRCLE_BUILD_URL'));

  const isPr = forkNumber !== undefined || prUrl !== undefined || distinct.length > 0;
  if (!isPr) {
    if (r.get('CIRCLE_TAG') !== undefined) facts.eventName = 'tag build';
    else facts.branch = branch;
    return facts;
  }
  facts.eventName = 'pull request build';
  if (forkNumber !== undefined) facts.prNumber = forkNumber;
  else if (distinct.length > 1) facts.ambiguousPrNumbers = distinct;
  else facts.prNumber = prUrl?.number ?? distinct[0];
  facts.prLinkBase = linkBaseOf(r.get('CIRCLE_PULL_REQUEST'), facts.prNumber);
  facts.prSha = commit;
  // A fork's pull request is built as branch pull/N: the fork's own branch name is not given.
  facts.prBranch = branch !== undefined && /^pull\/\d+(?:\/|$)/.test(branch) ? undefined : branch;
  const forkDiffers =
    forkOwner !== undefined &&
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

function gitlab(r: Reader): Found {
  const source = r.get('CI_PIPELINE_SOURCE')?.trim();
  const commit = sha(r.get('CI_COMMIT_SHA'));
  const facts: Found = { eventName: 'pipeline', commit };
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
  // The default branch of the pipeline's project (a fork's own in a fork's pipeline).
  if (!isMr) facts.defaultBranch = r.get('CI_DEFAULT_BRANCH')?.trim();
  if (!isMr) {
    if (r.get('CI_COMMIT_TAG') !== undefined) {
      facts.eventName = 'tag pipeline';
      return facts;
    }
    facts.branch = r.get('CI_COMMIT_BRANCH');
    if (facts.branch !== undefined) facts.eventName = 'branch pipeline';
    return facts;
  }
  const eventType = r.get('CI_MERGE_REQUEST_EVENT_TYPE')?.trim() ?? '';
  facts.eventName = GITLAB_MR_EVENTS.get(eventType) ?? 'merge request pipeline';
  facts.prNumber = prNumberOf(iid);
  // The merge request's page, in the project it targets.
  const mrProjectUrl =
    link(r.get('CI_MERGE_REQUEST_PROJECT_URL'))?.replace(/\/+$/, '') ??
    (mrProject && facts.serverUrl ? `${facts.serverUrl}/${mrProject}` : undefined);
  if (mrProjectUrl && facts.prNumber !== undefined) {
    facts.prLinkBase = `${mrProjectUrl}/-/merge_requests/`;
  }
  facts.prBranch = r.get('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME');
  facts.targetBranch = r.get('CI_MERGE_REQUEST_TARGET_BRANCH_NAME');
  // "The SHA is present only in merged results pipelines": CI_COMMIT_SHA is then the merge.
  const sourceSha = sha(r.get('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA'));
  if (sourceSha !== undefined) {
    facts.prSha = sourceSha;
    if (commit !== undefined && commit !== sourceSha) facts.mergeCommit = commit;
  } else if (eventType === 'merged_result' || eventType === 'merge_train') {
    // A merged result without its source SHA: CI_COMMIT_SHA is GitLab's merge, not the head.
    facts.mergeCommit = commit;
  } else {
    facts.prSha = commit;
  }
  const sourceProject = r.get('CI_MERGE_REQUEST_SOURCE_PROJECT_PATH')?.trim();
  facts.fromFork =
    sourceProject && mrProject
      ? sourceProject.toLowerCase() !== mrProject.toLowerCase()
      : undefined;
  return facts;
}

function jenkins(r: Reader): Found {
  const changeId = r.get('CHANGE_ID');
  const change = parsePullRequestUrl(r.get('CHANGE_URL'));
  // One remote: GIT_URL; several (a fork with an upstream remote): GIT_URL_1 is the first.
  const gitUrl = parseGitUrl(r.get('GIT_URL') ?? r.get('GIT_URL_1'));
  const commit = sha(r.get('GIT_COMMIT'));
  const branchName = r.get('BRANCH_NAME');
  const facts: Found = { eventName: 'branch build', commit };
  facts.buildUrl = link(r.get('BUILD_URL'));
  if (changeId === undefined) {
    location(facts, gitUrl);
    if (r.get('TAG_NAME') !== undefined) facts.eventName = 'tag build';
    else facts.branch = branchName;
    return facts;
  }
  // The pull request lives in the base repository, so CHANGE_URL names it even when the
  // checkout's remote is a fork; GIT_URL is the fallback.
  location(facts, change);
  location(facts, gitUrl);
  facts.eventName = change?.kind === 'merge_request' ? 'merge request build' : 'pull request build';
  facts.prNumber = prNumberOf(changeId);
  facts.prLinkBase = linkBaseOf(r.get('CHANGE_URL'), facts.prNumber);
  facts.jenkinsCommit = commit;
  // A scripted pipeline's `checkout scm` exports no GIT_COMMIT: the checkout is the commit.
  if (commit === undefined) facts.headIsCheckout = true;
  facts.jenkinsPrRef = branchName?.trim() || undefined;
  facts.prBranch = r.get('CHANGE_BRANCH');
  facts.targetBranch = r.get('CHANGE_TARGET');
  // CHANGE_FORK: "the name of the forked repository if the change originates from one".
  facts.fromFork = r.get('CHANGE_FORK') !== undefined;
  return facts;
}

const LABELS: Record<CiName, string> = {
  'github-actions': 'GitHub Actions',
  buildkite: 'Buildkite',
  circleci: 'CircleCI',
  gitlab: 'GitLab CI',
  jenkins: 'Jenkins',
};

/** Which CI this is: each sets its own marker; Jenkins is known by JENKINS_URL / JENKINS_HOME. */
function detect(r: Reader): CiName | undefined {
  if (r.isTrue('GITHUB_ACTIONS')) return 'github-actions';
  if (r.isTrue('BUILDKITE')) return 'buildkite';
  if (r.isTrue('CIRCLECI')) return 'circleci';
  if (r.isTrue('GITLAB_CI')) return 'gitlab';
  if (r.get('JENKINS_URL') !== undefined || r.get('JENKINS_HOME') !== undefined) return 'jenkins';
  return undefined;
}

/** What the environment of a known CI says about this run; never throws. */
export function ciFacts(env: Record<string, string | undefined>): CiFacts {
  const r = new Reader(env ?? {});
  const ci = detect(r);
  if (ci === undefined) return { ci: undefined, label: 'no CI', eventName: 'run', read: r.read };
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
export async function resolveJenkinsHead(
  git: GitRunner,
  commit: string,
  targetBranch: string,
  prRef: string | undefined,
  remote = 'origin',
): Promise<{ head: string; mergeCommit?: string; why: string }> {
  const target = sha(commit);
  if (target === undefined) return { head: commit, why: `${commit} is not a commit SHA` };
  const shown = await git.tryRun(['log', '-1', '--format=%P%n%ce', target]);
  if (!shown.ok) {
    return { head: target, why: `git could not read ${target}; taking it as the head` };
  }
  const [parentLine = '', email = ''] = shown.stdout.split('\n');
  const parents = parentLine.trim().split(/\s+/).filter(Boolean);
  if (parents.length !== 2) {
    return { head: target, why: `${target} is not a merge of two commits: it is the head` };
  }
  const [first, second] = parents as [string, string];
  const tip = async (branch: string | undefined): Promise<string | undefined> => {
    if (!branch || /\s/.test(branch) || branch.startsWith('-')) return undefined;
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
