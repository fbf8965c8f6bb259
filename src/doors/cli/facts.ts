/**
 * The run as the CI's variables and the flags describe it (flags win) -> the engine's Facts, and
 * the command `auto` means: what doors/action/event.ts is for the action. On GitHub Actions the
 * action's own reading of the event is used, so both doors agree there.
 */
import { Inputs, QUEUE_COMMANDS, type Command } from '../../constants.js';
import { isQueueTestBranch, resolveCommand, tempBranchSkip, testRunIdOf } from '../../context.js';
import type { Facts, Skip } from '../../run.js';
import type { Settings } from '../../settings.js';
import { createGitRunner, type GitRunner } from '../../targets/diff/git.js';
import { repositoryDir } from '../../targets/repository-dir.js';
import { eventBranch, eventFacts, readEvent } from '../action/event.js';
import { resolveJenkinsHead, type CiFacts } from './ci-env.js';
import { UsageError } from './flags.js';
import { createCliGitHubApi, type CliGitHubApi } from './github.js';

/** The commands about a queue itself, not one pull request: their queue may be the default branch's. */
const isQueueOf = (command: Command): boolean =>
  command === 'create-queue' || (QUEUE_COMMANDS as readonly string[]).includes(command);

/** GitHub's API, when the repository is on GitHub (or GITHUB_API_URL says where it is). */
export function gitHubOf(
  settings: Settings,
  env: Record<string, string | undefined>,
): CliGitHubApi | undefined {
  const host = settings.repositoryHost;
  const baseUrl =
    env.GITHUB_API_URL?.replace(/\/+$/, '') ||
    (host === 'github.com' ? 'https://api.github.com' : undefined);
  if (!settings.repository || !baseUrl || !settings.githubToken) return undefined;
  return createCliGitHubApi({
    token: settings.githubToken,
    owner: settings.repository.owner,
    repo: settings.repository.name,
    baseUrl,
    tokenFlag: `--${Inputs.GithubToken}`,
  });
}

export interface Described {
  command: Command;
  isTestBranch: boolean;
  facts: Facts | Skip;
}

/** The run as the CI and the flags describe it (flags win), and the command `auto` means. */
export async function describeRun(
  settings: Settings,
  ci: CiFacts,
  world: { env: Record<string, string | undefined>; cwd: string },
  github: CliGitHubApi | undefined,
): Promise<Described> {
  if (ci.ci === 'github-actions') {
    // The action's own reading of the webhook event, so both doors agree on GitHub.
    const event = readEvent(world.env, () => {});
    const branch = settings.prBranch ?? eventBranch(event);
    const command = resolveCommand(settings, branch);
    const lookups = github ?? noGitHub('GitHub Actions');
    return {
      command,
      isTestBranch: isQueueTestBranch(branch),
      facts: await eventFacts(command, settings, event, lookups),
    };
  }
  const branch = settings.prBranch ?? ci.branch ?? ci.prBranch;
  const command = resolveCommand(settings, branch);
  const testBranch = isQueueTestBranch(branch) ? branch : undefined;
  const described = (facts: Facts | Skip): Described => ({
    command,
    isTestBranch: testBranch !== undefined,
    facts,
  });
  if (!settings.repository) {
    throw new UsageError(
      `--${Inputs.Repository} is not given and ${ci.ci ? `${ci.label} does not say the repository` : 'no CI was recognised'}: expected owner/name (GitLab: group/subgroup/project).`,
    );
  }
  const temporary = tempBranchSkip(command, branch);
  if (temporary) return described(temporary);
  const prNumber = settings.prNumber ?? ci.prNumber;
  const aboutPr = command === 'upload-impacted-targets' || command === 'get-pull-request';
  if (prNumber === undefined && ci.ambiguousPrNumbers) {
    throw new UsageError(
      `${ci.label} says this build belongs to pull requests ${ci.ambiguousPrNumbers.map((n) => `#${n}`).join(', ')}: ` +
        `give --${Inputs.PrNumber} to say which.`,
    );
  }
  if (aboutPr && prNumber === undefined && ci.ci !== undefined && testBranch === undefined) {
    return described({
      command,
      skip: `This ${ci.label} ${ci.eventName} is not for a pull request; there is nothing to ${command === 'upload-impacted-targets' ? 'upload' : 'read'}. Give --${Inputs.PrNumber} to name one.`,
      // A branch build's graph is what later pull requests' runs may start from.
      ...(command === 'upload-impacted-targets' && ci.commit !== undefined && { warm: ci.commit }),
    });
  }

  // The head: what the CI names, or on Jenkins the parent of its merge that is not the target.
  let prSha = settings.prSha ?? ci.prSha;
  let mergeCommit = ci.mergeCommit;
  let targetBranch = settings.targetBranch ?? ci.targetBranch;
  let jenkinsCommit = ci.jenkinsCommit;
  // git where the repository is (working-directory), found once and only when the head must
  // be read.
  let runner: Promise<GitRunner> | undefined;
  const git = () =>
    (runner ??= repositoryDir(settings.workingDirectory, world.cwd).then((dir) =>
      createGitRunner(dir, () => {}),
    ));
  if (prSha === undefined && ci.headIsCheckout) {
    // The CI checked out the head it does not name.
    const head = await (await git()).tryRun(['rev-parse', '--verify', 'HEAD^{commit}']);
    if (head.ok && ci.ci === 'jenkins') jenkinsCommit = head.stdout.trim();
    else if (head.ok) prSha = head.stdout.trim();
  }
  if (prSha === undefined && mergeCommit !== undefined) {
    // The CI's merge of the head onto the target, the head unnamed (a GitLab merged result
    // without CI_MERGE_REQUEST_SOURCE_BRANCH_SHA): the head is the merge's second parent.
    const second = await (
      await git()
    ).tryRun(['rev-parse', '--verify', '--quiet', `${mergeCommit}^2`]);
    if (second.ok) prSha = second.stdout.trim();
  }
  if (jenkinsCommit && settings.prSha === undefined) {
    if (targetBranch) {
      const resolved = await resolveJenkinsHead(
        await git(),
        jenkinsCommit,
        targetBranch,
        ci.jenkinsPrRef,
      );
      prSha = resolved.head;
      mergeCommit = resolved.mergeCommit;
    } else prSha = jenkinsCommit;
  }
  // A queue command on a build for no pull request: the queue of the CI's default branch (as
  // the action takes the repository's), before any look-up.
  if (targetBranch === undefined && isQueueOf(command) && ci.defaultBranch !== undefined) {
    targetBranch = ci.defaultBranch;
  }
  if (targetBranch === undefined && github) {
    targetBranch =
      prNumber !== undefined
        ? (await github.pullRequest(prNumber)).baseRef || undefined
        : await github.defaultBranch();
  }
  if (targetBranch === undefined && ci.targetUnknown) {
    throw new UsageError(
      `${ci.label} does not say the pull request's target branch: give --${Inputs.TargetBranch}, or a ` +
        `GitHub token (--${Inputs.GithubToken} or GITHUB_TOKEN) to read it from the pull request.`,
    );
  }
  const overridden = settings.baseSha !== undefined || settings.headSha !== undefined;
  return described({
    eventName: ci.eventName,
    repo: {
      host: settings.repositoryHost,
      owner: settings.repository.owner,
      name: settings.repository.name,
    },
    serverUrl: ci.serverUrl ?? `https://${settings.repositoryHost}`,
    // The CI's address for its own pull request (not for one --pr-number names instead).
    prLinkBase: prNumber === ci.prNumber ? ci.prLinkBase : undefined,
    prNumber,
    prSha,
    prBranch: settings.prBranch ?? ci.prBranch,
    targetBranch,
    diff: {
      head: settings.headSha ?? prSha,
      base: settings.baseSha,
      // The CI's merge of the head onto the target is the diff, when the user chose no ends.
      ...(!overridden && mergeCommit && { mergeCommit }),
    },
    testRunId: settings.testRunId ?? (testBranch ? testRunIdOf(testBranch) : undefined),
    testBranch,
    fromFork: ci.fromFork ?? false,
  });
}

/** GitHub look-ups are needed but no token was given: say which flag gives one. */
function noGitHub(label: string): CliGitHubApi {
  const fail = (): never => {
    throw new UsageError(
      `${label}: reading the pull request from GitHub needs a token: give --${Inputs.GithubToken} or set GITHUB_TOKEN, or give --${Inputs.PrNumber} and --${Inputs.TargetBranch}.`,
    );
  };
  return {
    pullRequest: fail,
    listPullRequestFiles: fail,
    findOpenPullRequest: fail,
    defaultBranch: fail,
  };
}
