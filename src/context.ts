/**
 * Facts + settings -> what the command can do without guessing (requireFacts, requireContext).
 * Pure: the door (doors/action/event.ts for the action) turns its world into Facts first.
 */
import {
  Inputs,
  TEMP_BRANCH_PREFIX,
  TEST_BRANCH_PREFIX,
  type Command,
  type InputName,
} from './constants.js';
import { ContextError } from './errors.js';
import { authOf, type AuthSettings } from './route.js';
import type { Facts, RunContext, Skip, Tools } from './run.js';
import { hasTargetSource, type Settings } from './settings.js';

/** `refs/heads/x` -> `x`; other refs (tags) -> undefined. */
export function branchOf(ref: string | undefined): string | undefined {
  return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
}

/** One branch, however each side writes it (`refs/heads/x` or `x`). */
export function sameBranch(a: string, b: string): boolean {
  const name = (ref: string) => ref.replace(/^refs\/heads\//, '');
  return name(a) === name(b);
}

export function isQueueTestBranch(branch: string | undefined): branch is string {
  return branch !== undefined && branch.startsWith(TEST_BRANCH_PREFIX);
}

/** The test run id: the last path segment of `trunk-merge/<...>/<id>`. */
export function testRunIdOf(branch: string): string | undefined {
  const segments = branch.split('/').filter(Boolean);
  return segments.length >= 2 ? segments[segments.length - 1] : undefined;
}

/** A run on one of the queue's temporary branches has nothing to do: the skip that says so. */
export function tempBranchSkip(command: Command, branch: string | undefined): Skip | undefined {
  if (!branch?.startsWith(TEMP_BRANCH_PREFIX)) return undefined;
  return {
    command,
    skip: `${branch} is one of the queue's temporary branches; there is nothing to do on it.`,
  };
}

/**
 * `auto` -> a command, from the branch the run is for (the door says which): the test run on a
 * queue test branch, an upload when a target source is set, else the readiness read.
 */
export function resolveCommand(settings: Settings, branch: string | undefined): Command {
  if (settings.command !== 'auto') return settings.command;
  if (settings.testRunId !== undefined || isQueueTestBranch(branch)) return 'get-test-run';
  return hasTargetSource(settings) ? 'upload-impacted-targets' : 'get-pull-request';
}

/** The facts a command cannot run without, and the input that supplies each. */
const REQUIRED = {
  'upload-impacted-targets': ['prNumber', 'prSha', 'targetBranch'],
  'get-pull-request': ['prNumber', 'targetBranch'],
  'get-test-run': ['testRunId', 'targetBranch'],
  'create-queue': ['targetBranch'],
  'submit-pull-request': ['prNumber', 'targetBranch'],
  'cancel-pull-request': ['prNumber', 'targetBranch'],
  'restart-tests': ['prNumber', 'targetBranch'],
  'get-queue': ['targetBranch'],
  'update-queue': ['targetBranch'],
  'delete-queue': ['targetBranch'],
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
      missing.map((key) => INPUT_OF[key]),
    );
  }
  return facts as Facts & { [K in Required<C>]-?: NonNullable<Facts[K]> };
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
    prLinkBase: facts.prLinkBase,
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
    case 'submit-pull-request':
    case 'cancel-pull-request':
    case 'restart-tests': {
      const f = requireFacts(command, facts);
      return {
        ...common,
        command,
        auth: authOf(command, settings, f, tools),
        pr: { number: f.prNumber, sha: f.prSha },
        targetBranch: f.targetBranch,
      };
    }
    case 'create-queue':
    case 'get-queue':
    case 'update-queue':
    case 'delete-queue': {
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
