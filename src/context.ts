import {
  Inputs,
  TEMP_BRANCH_PREFIX,
  TEST_BRANCH_PREFIX,
  type Command,
  type InputName,
} from './constants.js';
import { ContextError, InputError, UserError } from './errors.js';
import type { GitHubApi } from './github/api.js';
import { V2_KEY_PREFIX, isV2Key, tokenSpeaksV2, type Auth } from './service/auth.js';
import type { RepoRef } from './service/v1/schemas.js';
import { hasTargetSource, type Settings } from './settings.js';

/** What the runner says about this run. */
export interface EventInput {
  name: string;
  /** The webhook payload (GITHUB_EVENT_PATH), {} when there is none. */
  payload: Record<string, unknown>;
  env: Record<string, string | undefined>;
}

/**
 * How requests to the service are authenticated, decided once (authOf) and carried by the
 * context. The credentials themselves are the service adapters' (service/auth.ts).
 */
export type { Auth } from './service/auth.js';

/** What the machine offers the keyless route: the `trunk` CLI on PATH, when there is one. */
export interface Tools {
  trunkCli?: string | undefined;
}

/**
 * Everything the event, the environment and the inputs say about this run, inputs winning.
 * Any field may be unknown here; requireContext decides what the command cannot do without.
 */
export interface Facts {
  eventName: string;
  repo: RepoRef;
  /** The base address of web links (GITHUB_SERVER_URL). */
  serverUrl: string;
  prNumber?: number | undefined;
  /** Head SHA of the pull request: the SHA that is uploaded. */
  prSha?: string | undefined;
  prBranch?: string | undefined;
  targetBranch?: string | undefined;
  /** The ends of the diff, resolved from the event and the base-sha / head-sha inputs. */
  diff: DiffEnds;
  testRunId?: string | undefined;
  /** The queue test branch this run is for, if it is one. */
  testBranch?: string | undefined;
  /** The pull request's head is in a fork. */
  fromFork: boolean;
  /** GITHUB_RUN_ID, for fork-mode uploads. */
  runId?: string | undefined;
}

/** The two commits a diff compares, as far as they are known, overrides applied. */
export interface DiffEnds {
  /** The head end: the head-sha input, else the pull request head. */
  head?: string | undefined;
  /** An exact base end (the base-sha input, merge_group's base_sha). */
  base?: string | undefined;
  /** The base SHA the event named, for when the target branch cannot be fetched. */
  fallbackBase?: string | undefined;
  /**
   * GitHub's test merge commit of the pull request (GITHUB_SHA of a pull_request event,
   * pull_request.merge_commit_sha, merge_group's head_sha); not set when base-sha or head-sha
   * is given. Used only when its second parent is `head`.
   */
  mergeCommit?: string | undefined;
  /** The merge commit's expected second parent, when it is not `head` (merge_group). */
  mergeParent?: string | undefined;
}

interface Common {
  eventName: string;
  repo: RepoRef;
  serverUrl: string;
  auth: Auth;
  testBranch?: string | undefined;
}

/** An upload: the pull request, its queue and the diff to compute targets from. */
export interface UploadContext extends Common {
  command: 'upload-impacted-targets';
  pr: { number: number; sha: string; branch?: string | undefined };
  targetBranch: string;
  diff: DiffEnds & { head: string };
}

export interface PullRequestContext extends Common {
  command: 'get-pull-request';
  pr: { number: number; sha?: string | undefined; branch?: string | undefined };
  targetBranch: string;
}

export interface TestRunContext extends Common {
  command: 'get-test-run';
  testRunId: string;
  targetBranch: string;
  pr: { number?: number | undefined; sha?: string | undefined };
}

export interface QueueContext extends Common {
  command: 'create-queue';
  targetBranch: string;
  pr: { number?: number | undefined; sha?: string | undefined };
}

/** The pull request / test run / queue this run is about, with what its command needs. */
export type RunContext = UploadContext | PullRequestContext | TestRunContext | QueueContext;

/** A run with nothing to do (a tag push, a branch deletion, a push with no open PR). */
export interface Skip {
  skip: string;
  command: Command;
}

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
/** A commit SHA from the event: 40 (SHA-1) or 64 (SHA-256) hex digits, else unknown. */
const sha = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(value)
    ? value.toLowerCase()
    : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** `refs/heads/x` -> `x`; other refs (tags) -> undefined. */
export function branchOf(ref: string | undefined): string | undefined {
  return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
}

export function isQueueTestBranch(branch: string | undefined): branch is string {
  return branch !== undefined && branch.startsWith(TEST_BRANCH_PREFIX);
}

/** The test run id: the last path segment of `trunk-merge/<...>/<id>`. */
export function testRunIdOf(branch: string): string | undefined {
  const segments = branch.split('/').filter(Boolean);
  return segments.length >= 2 ? segments[segments.length - 1] : undefined;
}

/** `gh-readonly-queue/<base>/pr-<N>-<sha>` -> N. */
export function mergeGroupPrNumber(headRef: string | undefined): number | undefined {
  const match = /gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]+$/.exec(headRef ?? '');
  return match ? Number(match[1]) : undefined;
}

const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]);

/** The head branch the event is about (push ref, PR head, workflow_run head). */
export function eventBranch(event: EventInput): string | undefined {
  const p = event.payload;
  if (PULL_REQUEST_EVENTS.has(event.name)) return str(obj(obj(p.pull_request).head).ref);
  if (event.name === 'push') return branchOf(str(p.ref) ?? event.env.GITHUB_REF);
  if (event.name === 'workflow_run') return str(obj(p.workflow_run).head_branch);
  return branchOf(event.env.GITHUB_REF);
}

/** `auto` -> a command: test run on a queue test branch, upload when a target source is set. */
export function resolveCommand(settings: Settings, event: EventInput): Command {
  if (settings.command !== 'auto') return settings.command;
  const branch = settings.prBranch ?? eventBranch(event);
  if (settings.testRunId !== undefined || isQueueTestBranch(branch)) return 'get-test-run';
  return hasTargetSource(settings) ? 'upload-impacted-targets' : 'get-pull-request';
}

/** What one event says about its pull request, before inputs override it. */
interface EventPr {
  number?: number | undefined;
  sha?: string | undefined;
  branch?: string | undefined;
  baseRef?: string | undefined;
  baseSha?: string | undefined;
  /** baseSha is the exact base of the diff (merge_group), not just the event's view of it. */
  exactBase?: boolean;
  /** The test merge commit the event names, and its second parent when not `sha`. */
  mergeCommit?: string | undefined;
  mergeParent?: string | undefined;
  fromFork?: boolean;
  testBranch?: string | undefined;
}

function pullRequestFacts(pr: Obj): EventPr {
  const head = obj(pr.head);
  const base = obj(pr.base);
  const headRepo = str(obj(head.repo).full_name);
  const baseRepo = str(obj(base.repo).full_name);
  return {
    number: num(pr.number),
    sha: sha(head.sha),
    branch: str(head.ref),
    baseRef: str(base.ref),
    baseSha: sha(base.sha),
    mergeCommit: sha(pr.merge_commit_sha),
    fromFork: headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo,
  };
}

function verb(command: Command): string {
  return command === 'upload-impacted-targets' ? 'upload targets for' : 'read';
}

/** Commands that are about one pull request and cannot run without it. */
const needsPullRequest = (command: Command) =>
  command === 'upload-impacted-targets' || command === 'get-pull-request';

/**
 * What the event says about its pull request. Only a push needs the network (the open PR of the
 * pushed branch), and only when the command is about a pull request the inputs do not name.
 */
async function eventPr(
  command: Command,
  settings: Settings,
  event: EventInput,
  github: Pick<GitHubApi, 'findOpenPullRequest'>,
): Promise<EventPr | Skip> {
  const p = event.payload;
  if (PULL_REQUEST_EVENTS.has(event.name)) {
    const facts = pullRequestFacts(obj(p.pull_request));
    // A pull_request run checks out refs/pull/N/merge: GITHUB_SHA is the fresh test merge.
    if (event.name === 'pull_request')
      facts.mergeCommit = sha(event.env.GITHUB_SHA) ?? facts.mergeCommit;
    return isQueueTestBranch(facts.branch) ? { ...facts, testBranch: facts.branch } : facts;
  }
  switch (event.name) {
    case 'merge_group': {
      const group = obj(p.merge_group);
      return {
        number: mergeGroupPrNumber(str(group.head_ref)),
        sha: sha(group.head_sha),
        branch: branchOf(str(group.head_ref)) ?? str(group.head_ref),
        baseRef: branchOf(str(group.base_ref)) ?? str(group.base_ref),
        baseSha: sha(group.base_sha),
        exactBase: true,
        // The group's commit merges the PR head named in head_ref onto the queue's base.
        mergeCommit: sha(group.head_sha),
        mergeParent: sha(/-([0-9a-f]{40}|[0-9a-f]{64})$/i.exec(str(group.head_ref) ?? '')?.[1]),
      };
    }
    case 'workflow_run': {
      const run = obj(p.workflow_run);
      const first = obj((Array.isArray(run.pull_requests) ? run.pull_requests : [])[0]);
      const headRepo = str(obj(run.head_repository).full_name);
      const headBranch = str(run.head_branch);
      return {
        ...pullRequestFacts(first),
        sha: sha(run.head_sha),
        branch: str(obj(first.head).ref) ?? headBranch,
        fromFork: headRepo !== undefined && headRepo !== str(obj(p.repository).full_name),
        testBranch: isQueueTestBranch(headBranch) ? headBranch : undefined,
      };
    }
    case 'push': {
      const ref = str(p.ref) ?? event.env.GITHUB_REF;
      const branch = branchOf(ref);
      if (isQueueTestBranch(branch)) return { sha: sha(p.after), branch, testBranch: branch };
      const needsLookup = needsPullRequest(command) && settings.prNumber === undefined;
      const facts: EventPr = { sha: sha(p.after) ?? sha(event.env.GITHUB_SHA), branch };
      if (!needsLookup) return facts;
      if (p.deleted === true || /^0+$/.test(str(p.after) ?? '')) {
        return {
          command,
          skip: `The push deleted ${ref ?? 'a ref'}; there is no pull request to ${verb(command)}.`,
        };
      }
      if (!branch) {
        return {
          command,
          skip: `The push is to ${ref ?? 'an unknown ref'}, not a branch; there is no pull request to ${verb(command)}.`,
        };
      }
      const pr = await github.findOpenPullRequest(branch);
      if (!pr) {
        return {
          command,
          skip: `No open pull request has ${branch} as its head branch; nothing to ${verb(command)}.`,
        };
      }
      return {
        ...facts,
        number: pr.number,
        baseRef: pr.baseRef,
        baseSha: pr.baseSha,
        mergeCommit: pr.mergeCommitSha,
        fromFork: pr.fromFork,
      };
    }
    default:
      return {};
  }
}

/**
 * Facts from the event, the environment and the inputs (inputs always win). The diff's two ends
 * are resolved here and nowhere else: base-sha / head-sha over what the event says.
 */
export async function eventFacts(
  command: Command,
  settings: Settings,
  event: EventInput,
  github: Pick<GitHubApi, 'findOpenPullRequest' | 'defaultBranch'>,
): Promise<Facts | Skip> {
  if (!settings.repository) {
    throw new InputError(
      Inputs.Repository,
      `Input "${Inputs.Repository}" is empty and GITHUB_REPOSITORY is not set: expected owner/name.`,
    );
  }
  const branch = settings.prBranch ?? eventBranch(event);
  if (branch?.startsWith(TEMP_BRANCH_PREFIX)) {
    return {
      command,
      skip: `${branch} is one of the queue's temporary branches; there is nothing to do on it.`,
    };
  }
  const pr = await eventPr(command, settings, event, github);
  if ('skip' in pr) return pr;

  const prSha = settings.prSha ?? pr.sha;
  // The queue opens its draft test pull requests against the branch it merges into, so a
  // pull request's base names the queue even on a test branch; a push names no base, and the
  // repository's default branch is the best guess left.
  let targetBranch =
    settings.targetBranch ?? pr.baseRef ?? str(obj(event.payload.repository).default_branch);
  if (targetBranch === undefined && !needsPullRequest(command)) {
    targetBranch = await github.defaultBranch();
  }
  return {
    eventName: event.name,
    repo: {
      host: settings.repositoryHost,
      owner: settings.repository.owner,
      name: settings.repository.name,
    },
    serverUrl: (event.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    prNumber: settings.prNumber ?? pr.number,
    prSha,
    prBranch: settings.prBranch ?? pr.branch,
    targetBranch,
    diff: {
      head: settings.headSha ?? prSha,
      base: settings.baseSha ?? (pr.exactBase ? pr.baseSha : undefined),
      fallbackBase: pr.exactBase ? undefined : pr.baseSha,
      // Given ends mean the user chose what to compare: no merge commit then.
      ...(settings.baseSha || settings.headSha
        ? {}
        : { mergeCommit: pr.mergeCommit, mergeParent: pr.mergeParent }),
    },
    testRunId: settings.testRunId ?? (pr.testBranch ? testRunIdOf(pr.testBranch) : undefined),
    testBranch: pr.testBranch,
    fromFork: pr.fromFork ?? false,
    runId: event.env.GITHUB_RUN_ID,
  };
}

/** The facts a command cannot run without, and the input that supplies each. */
const REQUIRED = {
  'upload-impacted-targets': ['prNumber', 'prSha', 'targetBranch'],
  'get-pull-request': ['prNumber', 'targetBranch'],
  'get-test-run': ['testRunId', 'targetBranch'],
  'create-queue': ['targetBranch'],
} as const satisfies Record<Command, readonly (keyof Facts)[]>;

const INPUT_OF = {
  prNumber: Inputs.PrNumber,
  prSha: Inputs.PrSha,
  targetBranch: Inputs.TargetBranch,
  testRunId: Inputs.TestRunId,
} as const satisfies Partial<Record<keyof Facts, InputName>>;

type Required<C extends Command> = (typeof REQUIRED)[C][number];

/**
 * The facts with the command's required fields checked present; a ContextError names the
 * inputs to set for every missing one.
 */
function requireFacts<C extends Command>(
  command: C,
  facts: Facts,
): Facts & { [K in Required<C>]-?: NonNullable<Facts[K]> } {
  const missing = (REQUIRED[command] as readonly Required<Command>[]).filter(
    (key) => facts[key] === undefined,
  );
  if (missing.length > 0) {
    const inputs = missing.map((key) => `"${INPUT_OF[key]}"`);
    throw new ContextError(
      `${command} on a ${facts.eventName || 'unknown'} event needs ${inputs.join(', ')}: ` +
        `the event does not say, so set ${missing.length === 1 ? 'that input' : 'those inputs'} on the step` +
        (command === 'get-test-run' ? ' (or run on a trunk-merge/ test branch).' : '.'),
    );
  }
  return facts as Facts & { [K in Required<C>]-?: NonNullable<Facts[K]> };
}

type AuthSettings = Pick<Settings, 'apiToken' | 'dryRun'> & Partial<Pick<Settings, 'apiVersion'>>;

/**
 * How this run authenticates to the service, and so which API it speaks:
 * - an api-token: a `trunk_v2_` key (or `api-version: v2`) goes to v2 as a Bearer key, any other
 *   token to v1 as x-api-token; a v2 key with `api-version: v1` is refused (it works on v2 only);
 * - no api-token, an upload, and a `trunk` CLI on PATH (trunk-io/login ran): the keyless route,
 *   unless `api-version: v1`;
 * - no api-token and a fork pull request's upload on v1: the workflow run id (fork mode);
 * - otherwise nothing can be sent, which only a dry run may do.
 */
export function authOf(
  command: Command,
  settings: AuthSettings,
  facts: Pick<Facts, 'fromFork' | 'runId'>,
  tools: Tools = {},
): Auth {
  const version = settings.apiVersion ?? 'auto';
  const token = settings.apiToken;
  const upload = command === 'upload-impacted-targets';
  if (token !== '') {
    if (version === 'v1' && isV2Key(token)) {
      throw new InputError(
        Inputs.ApiVersion,
        `Input "${Inputs.ApiVersion}" is v1 but "${Inputs.ApiToken}" is a v2 organisation key (${V2_KEY_PREFIX}…), which ` +
          `works only with the v2 API: set ${Inputs.ApiVersion} to v2 or auto, or give a v1 API token.`,
      );
    }
    return tokenSpeaksV2(version, token) ? { kind: 'bearer' } : { kind: 'token' };
  }
  if (upload && version !== 'v1' && tools.trunkCli)
    return { kind: 'cli-login', cli: tools.trunkCli };
  if (upload && facts.fromFork && version !== 'v2') {
    if (!facts.runId) {
      throw new UserError(
        'Fork mode needs GITHUB_RUN_ID, which the runner always sets; is this running outside GitHub Actions?',
      );
    }
    return { kind: 'fork-run', runId: facts.runId };
  }
  if (settings.dryRun) return version === 'v2' ? { kind: 'bearer' } : { kind: 'token' };
  throw new InputError(
    Inputs.ApiToken,
    `Input "${Inputs.ApiToken}" is empty: expected the service API key, for example ` +
      '`api-token: ${{ secrets.TRUNK_API_TOKEN }}`. If it is set in the workflow, the secret may be ' +
      'unavailable: workflows run by Dependabot and pull requests from forks cannot read ' +
      'repository secrets.' +
      (upload && version !== 'v1'
        ? ' For an upload with no secret at all, run `- uses: trunk-io/login@v1` (with `permissions: id-token: write`) ' +
          'before this step: no `trunk` CLI is on PATH.'
        : '') +
      (!upload && tools.trunkCli
        ? ` The trunk-io/login login is accepted only for uploads; ${command} needs an organisation API key.`
        : ''),
  );
}

/** The context of one command: what it needs, checked present, and how it authenticates. */
export function requireContext(
  command: Command,
  facts: Facts,
  settings: AuthSettings,
  tools: Tools = {},
): RunContext {
  const common = {
    eventName: facts.eventName,
    repo: facts.repo,
    serverUrl: facts.serverUrl,
    testBranch: facts.testBranch,
  };
  switch (command) {
    case 'upload-impacted-targets': {
      const f = requireFacts(command, facts);
      return {
        ...common,
        command,
        auth: authOf(command, settings, f, tools),
        pr: { number: f.prNumber, sha: f.prSha, branch: f.prBranch },
        targetBranch: f.targetBranch,
        diff: { ...f.diff, head: f.diff.head ?? f.prSha },
      };
    }
    case 'get-pull-request': {
      const f = requireFacts(command, facts);
      return {
        ...common,
        command,
        auth: authOf(command, settings, f, tools),
        pr: { number: f.prNumber, sha: f.prSha, branch: f.prBranch },
        targetBranch: f.targetBranch,
      };
    }
    case 'get-test-run': {
      const f = requireFacts(command, facts);
      return {
        ...common,
        command,
        auth: authOf(command, settings, f, tools),
        testRunId: f.testRunId,
        targetBranch: f.targetBranch,
        pr: { number: f.prNumber, sha: f.prSha },
      };
    }
    case 'create-queue': {
      const f = requireFacts(command, facts);
      return {
        ...common,
        command,
        auth: authOf(command, settings, f, tools),
        targetBranch: f.targetBranch,
        pr: { number: f.prNumber, sha: f.prSha },
      };
    }
  }
}

/**
 * Facts from the event, then what the command requires: the whole resolution, for callers
 * that do not need the two steps apart.
 */
export async function resolveContext(
  command: Command,
  settings: Settings,
  event: EventInput,
  github: Pick<GitHubApi, 'findOpenPullRequest' | 'defaultBranch'>,
): Promise<RunContext | Skip> {
  const facts = await eventFacts(command, settings, event, github);
  return 'skip' in facts ? facts : requireContext(command, facts, settings);
}
