import { readFileSync } from 'node:fs';
import { COMMIT_SHA, Inputs, PULL_REQUEST_COMMANDS, type Command } from '../../constants.js';
import {
  branchOf,
  isQueueTestBranch,
  requireContext,
  resolveCommand,
  tempBranchSkip,
  testRunIdOf,
} from '../../context.js';
import { InputError } from '../../errors.js';
import { errorMessage } from '../../format.js';
import type { GitHubApi } from '../../github/api.js';
import type { Facts, RunContext, Skip } from '../../run.js';
import type { Settings } from '../../settings.js';

/*
 * The webhook event of a GitHub Actions run -> Facts: what the payload, the runner's variables
 * and the inputs say about the pull request or test run (eventFacts), and which command `auto`
 * means (resolveEventCommand). Only this door knows the payload's shapes.
 */

/** What the runner says about this run. */
export interface EventInput {
  name: string;
  /** The webhook payload (GITHUB_EVENT_PATH), {} when there is none. */
  payload: Record<string, unknown>;
  env: Record<string, string | undefined>;
}

/** The runner's event: its name, the payload at GITHUB_EVENT_PATH ({} when unreadable), the variables. */
export function readEvent(
  env: Record<string, string | undefined>,
  debug: (message: string) => void,
): EventInput {
  let payload: Record<string, unknown> = {};
  const file = env.GITHUB_EVENT_PATH;
  if (file) {
    try {
      payload = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      debug(`Could not read the event payload at ${file}: ${errorMessage(error)}`);
    }
  }
  return { name: env.GITHUB_EVENT_NAME ?? '', payload, env };
}

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
/** A commit SHA from the event: 40 (SHA-1) or 64 (SHA-256) hex digits, else unknown. */
const sha = (value: unknown): string | undefined =>
  typeof value === 'string' && COMMIT_SHA.test(value) ? value.toLowerCase() : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

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

/** `auto` -> a command, for the branch the event is about (the pr-branch input wins). */
export function resolveEventCommand(settings: Settings, event: EventInput): Command {
  return resolveCommand(settings, settings.prBranch ?? eventBranch(event));
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
        const defaultBranch = str(obj(p.repository).default_branch);
        return {
          command,
          skip: `No open pull request has ${branch} as its head branch; nothing to ${verb(command)}.`,
          // The default branch's graph is what its pull requests' runs may start from.
          ...(command === 'upload-impacted-targets' &&
            branch === defaultBranch && { warm: facts.sha }),
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
    case 'issue_comment': {
      // A comment on a pull request (`/merge`): the issue is the pull request, its base unsaid.
      const issue = obj(p.issue);
      return issue.pull_request !== undefined ? { number: num(issue.number) } : {};
    }
    default:
      return {};
  }
}

/** The queue commands that act on one pull request: its base branch names the queue. */
const isPullRequestOp = (command: Command) =>
  (PULL_REQUEST_COMMANDS as readonly string[]).includes(command);

/**
 * Facts from the event, the environment and the inputs (inputs always win). The diff's two ends
 * are resolved here and nowhere else: base-sha / head-sha over what the event says.
 */
export async function eventFacts(
  command: Command,
  settings: Settings,
  event: EventInput,
  github: Pick<GitHubApi, 'findOpenPullRequest' | 'defaultBranch'> &
    Partial<Pick<GitHubApi, 'pullRequest'>>,
): Promise<Facts | Skip> {
  if (!settings.repository) {
    throw new InputError(
      Inputs.Repository,
      `Input "${Inputs.Repository}" is empty and GITHUB_REPOSITORY is not set: expected owner/name.`,
    );
  }
  const branch = settings.prBranch ?? eventBranch(event);
  const temporary = tempBranchSkip(command, branch);
  if (temporary) return temporary;
  const pr = await eventPr(command, settings, event, github);
  if ('skip' in pr) return pr;

  const prSha = settings.prSha ?? pr.sha;
  // The queue opens its draft test pull requests against the branch it merges into, so a
  // pull request's base names the queue even on a test branch; a push names no base, and the
  // repository's default branch is the best guess left.
  const prNumber = settings.prNumber ?? pr.number;
  // A queue command about one pull request the event does not describe (a comment, a
  // workflow_dispatch with pr-number): its queue is its base branch, read from GitHub.
  const base =
    pr.baseRef ??
    (settings.targetBranch === undefined &&
    isPullRequestOp(command) &&
    prNumber !== undefined &&
    github.pullRequest
      ? (await github.pullRequest(prNumber)).baseRef || undefined
      : undefined);
  let targetBranch =
    settings.targetBranch ?? base ?? str(obj(event.payload.repository).default_branch);
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
    prNumber,
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
