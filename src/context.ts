import { Inputs, TEST_BRANCH_PREFIX, type Command } from './constants.js';
import { ContextError, InputError } from './errors.js';
import type { GitHubApi } from './github.js';
import type { RepoRef } from './service/schemas.js';
import { hasTargetSource, type Settings } from './settings.js';

/** What the runner says about this run. */
export interface EventInput {
  name: string;
  /** The webhook payload (GITHUB_EVENT_PATH), {} when there is none. */
  payload: Record<string, unknown>;
  env: Record<string, string | undefined>;
}

/** The pull request / test run this run is about. Inputs always win over the event. */
export interface RunContext {
  command: Command;
  eventName: string;
  repo: RepoRef;
  prNumber?: number | undefined;
  /** Head SHA of the pull request: the SHA that is uploaded. */
  prSha?: string | undefined;
  prBranch?: string | undefined;
  targetBranch?: string | undefined;
  /** An exact base of the diff (merge_group base_sha). */
  baseSha?: string | undefined;
  /** The event's base SHA, used when the target branch cannot be fetched. */
  fallbackBaseSha?: string | undefined;
  testRunId?: string | undefined;
  testBranch?: string | undefined;
  /** The pull request's head is in a fork. */
  fromFork: boolean;
  /** GITHUB_RUN_ID, for fork-mode uploads. */
  runId?: string | undefined;
  /** The base address of web links (GITHUB_SERVER_URL). */
  serverUrl: string;
}

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

/** The head branch the event is about (push ref, PR head, workflow_run head). */
export function eventBranch(event: EventInput): string | undefined {
  const p = event.payload;
  switch (event.name) {
    case 'push':
      return branchOf(str(p.ref) ?? event.env.GITHUB_REF);
    case 'pull_request':
    case 'pull_request_target':
    case 'pull_request_review':
    case 'pull_request_review_comment':
      return str(obj(obj(p.pull_request).head).ref);
    case 'workflow_run':
      return str(obj(p.workflow_run).head_branch);
    default:
      return branchOf(event.env.GITHUB_REF);
  }
}

/** `auto` -> a command: test run on a queue test branch, upload when a target source is set. */
export function resolveCommand(settings: Settings, event: EventInput): Command {
  if (settings.command !== 'auto') return settings.command;
  const branch = settings.prBranch ?? eventBranch(event);
  if (settings.testRunId !== undefined || isQueueTestBranch(branch)) return 'get-test-run';
  return hasTargetSource(settings) ? 'upload-impacted-targets' : 'get-pull-request';
}

interface PrFacts {
  number?: number | undefined;
  sha?: string | undefined;
  branch?: string | undefined;
  baseRef?: string | undefined;
  baseSha?: string | undefined;
  exactBase?: boolean;
  fromFork?: boolean;
}

function pullRequestFacts(pr: Obj): PrFacts {
  const head = obj(pr.head);
  const base = obj(pr.base);
  const headRepo = str(obj(head.repo).full_name);
  const baseRepo = str(obj(base.repo).full_name);
  return {
    number: num(pr.number),
    sha: str(head.sha),
    branch: str(head.ref),
    baseRef: str(base.ref),
    baseSha: str(base.sha),
    fromFork: headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo,
  };
}

/**
 * Resolve the pull request or test run of this run from the event, the environment and the
 * settings. Only a push needs the network (the open PR of the pushed branch), through `github`.
 */
export async function resolveContext(
  command: Command,
  settings: Settings,
  event: EventInput,
  github: Pick<GitHubApi, 'findOpenPullRequest' | 'defaultBranch'>,
): Promise<RunContext | Skip> {
  if (!settings.repository) {
    throw new InputError(
      Inputs.Repository,
      `Input "${Inputs.Repository}" is empty and GITHUB_REPOSITORY is not set: expected owner/name.`,
    );
  }
  const p = event.payload;
  const repository = obj(p.repository);
  const needsPr = command === 'upload-impacted-targets' || command === 'get-pull-request';
  let facts: PrFacts;
  let testBranch: string | undefined;

  switch (event.name) {
    case 'pull_request':
    case 'pull_request_target':
    case 'pull_request_review':
    case 'pull_request_review_comment':
      facts = pullRequestFacts(obj(p.pull_request));
      if (isQueueTestBranch(facts.branch)) testBranch = facts.branch;
      break;
    case 'merge_group': {
      const group = obj(p.merge_group);
      facts = {
        number: mergeGroupPrNumber(str(group.head_ref)),
        sha: str(group.head_sha),
        branch: branchOf(str(group.head_ref)) ?? str(group.head_ref),
        baseRef: branchOf(str(group.base_ref)) ?? str(group.base_ref),
        baseSha: str(group.base_sha),
        exactBase: true,
      };
      break;
    }
    case 'workflow_run': {
      const run = obj(p.workflow_run);
      const first = obj((Array.isArray(run.pull_requests) ? run.pull_requests : [])[0]);
      const headRepo = str(obj(run.head_repository).full_name);
      facts = {
        ...pullRequestFacts(first),
        sha: str(run.head_sha),
        branch: str(obj(first.head).ref) ?? str(run.head_branch),
        fromFork: headRepo !== undefined && headRepo !== str(repository.full_name),
      };
      if (isQueueTestBranch(str(run.head_branch))) testBranch = str(run.head_branch);
      break;
    }
    case 'push': {
      const ref = str(p.ref) ?? event.env.GITHUB_REF;
      const branch = branchOf(ref);
      if (isQueueTestBranch(branch)) {
        testBranch = branch;
        facts = { sha: str(p.after), branch };
        break;
      }
      const needsLookup = needsPr && settings.prNumber === undefined;
      if (needsLookup && (p.deleted === true || /^0+$/.test(str(p.after) ?? ''))) {
        return {
          command,
          skip: `The push deleted ${ref ?? 'a ref'}; there is no pull request to ${verb(command)}.`,
        };
      }
      if (needsLookup && !branch) {
        return {
          command,
          skip: `The push is to ${ref ?? 'an unknown ref'}, not a branch; there is no pull request to ${verb(command)}.`,
        };
      }
      facts = { sha: str(p.after) ?? event.env.GITHUB_SHA, branch };
      if (needsLookup && branch) {
        const pr = await github.findOpenPullRequest(branch);
        if (!pr) {
          return {
            command,
            skip: `No open pull request has ${branch} as its head branch; nothing to ${verb(command)}.`,
          };
        }
        facts = {
          ...facts,
          number: pr.number,
          baseRef: pr.baseRef,
          baseSha: pr.baseSha,
          fromFork: pr.fromFork,
        };
      }
      break;
    }
    default:
      facts = {};
  }

  const prNumber = settings.prNumber ?? facts.number;
  const prSha = settings.prSha ?? facts.sha;
  const prBranch = settings.prBranch ?? facts.branch;
  let targetBranch = settings.targetBranch ?? (testBranch ? undefined : facts.baseRef);
  targetBranch ??= str(repository.default_branch);
  if (
    targetBranch === undefined &&
    command !== 'upload-impacted-targets' &&
    command !== 'get-pull-request'
  ) {
    targetBranch = await github.defaultBranch();
  }

  const missing: string[] = [];
  if (needsPr) {
    if (prNumber === undefined) missing.push(Inputs.PrNumber);
    if (command === 'upload-impacted-targets' && prSha === undefined) missing.push(Inputs.PrSha);
    if (targetBranch === undefined) missing.push(Inputs.TargetBranch);
  }
  const testRunId = settings.testRunId ?? (testBranch ? testRunIdOf(testBranch) : undefined);
  if (command === 'get-test-run') {
    if (testRunId === undefined) missing.push(Inputs.TestRunId);
    if (targetBranch === undefined) missing.push(Inputs.TargetBranch);
  }
  if (command === 'create-queue' && targetBranch === undefined) missing.push(Inputs.TargetBranch);
  if (missing.length > 0) {
    throw new ContextError(
      `${command} on a ${event.name || 'unknown'} event needs ${missing.map((m) => `"${m}"`).join(', ')}: ` +
        `the event does not say, so set ${missing.length === 1 ? 'that input' : 'those inputs'} on the step` +
        (command === 'get-test-run' ? ' (or run on a trunk-merge/ test branch).' : '.'),
    );
  }

  return {
    command,
    eventName: event.name,
    repo: {
      host: settings.repositoryHost,
      owner: settings.repository.owner,
      name: settings.repository.name,
    },
    prNumber,
    prSha,
    prBranch,
    targetBranch,
    baseSha: facts.exactBase ? facts.baseSha : undefined,
    fallbackBaseSha: facts.exactBase ? undefined : facts.baseSha,
    testRunId,
    testBranch,
    fromFork: facts.fromFork ?? false,
    runId: event.env.GITHUB_RUN_ID,
    serverUrl: (event.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
  };
}

function verb(command: Command): string {
  return command === 'upload-impacted-targets' ? 'upload targets for' : 'read';
}
