import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { runCommand, type CommandResult } from './commands/index.js';
import { isForkUpload } from './commands/upload.js';
import { Inputs, type Command, type InputName } from './constants.js';
import { resolveCommand, resolveContext, type EventInput, type RunContext } from './context.js';
import { GitError, UserError, errorMessage } from './errors.js';
import { GitHubApiError, createGitHubApi } from './github.js';
import type { Logger } from './logger.js';
import { outputsOf } from './report/outputs.js';
import { escapeText } from './report/escape.js';
import { skipSummaryOf, summaryOf } from './report/summary.js';
import { ServiceClient, ServiceError } from './service/client.js';
import { readSettings, redactSettings, requireApiToken, type Settings } from './settings.js';
import { createGitRunner } from './targets/git.js';

const readInput = (name: InputName): string => core.getInput(name);

const coreLogger: Logger = {
  debug: (message) => core.debug(message),
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
};

function readEvent(env: NodeJS.ProcessEnv): EventInput {
  let payload: Record<string, unknown> = {};
  const path = env.GITHUB_EVENT_PATH;
  if (path) {
    try {
      payload = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      core.debug(`Could not read the event payload at ${path}: ${errorMessage(error)}`);
    }
  }
  return { name: env.GITHUB_EVENT_NAME ?? '', payload, env };
}

async function writeSummary(settings: Settings | undefined, markdown: string): Promise<void> {
  if (settings?.summary === false || !process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
}

function setOutputs(
  ctx: Pick<RunContext, 'command' | 'prNumber' | 'prSha' | 'targetBranch'>,
  result?: CommandResult,
) {
  for (const [name, value] of Object.entries(outputsOf(ctx, result))) core.setOutput(name, value);
}

/** One line for the log saying what happened. */
function outcome(result: CommandResult): string {
  if ('dryRunSkipped' in result) return `Dry run: ${result.command} sent nothing to the service.`;
  switch (result.command) {
    case 'upload-impacted-targets': {
      const what = result.targets === 'ALL' ? 'ALL' : `${result.targets.length} impacted target(s)`;
      return result.dryRun ? `Dry run: computed ${what}; nothing uploaded.` : `Uploaded ${what}.`;
    }
    case 'get-pull-request':
      return result.submitted
        ? `Pull request state: ${result.state ?? 'unknown'}; ready: ${result.ready}.`
        : 'The pull request is not submitted to the queue.';
    case 'get-test-run':
      return `Test run ${result.testRunId}: ${result.testRun.status ?? 'unknown'}; failed: ${result.failedChecks.length}, pending: ${result.pendingChecks.length}.`;
    case 'create-queue':
      return result.dryRun
        ? 'Dry run: no queue created.'
        : result.created
          ? 'Queue created.'
          : 'The queue already existed.';
  }
}

/** The action: settings -> context -> command -> outputs and summary. The one place that fails. */
export async function run(): Promise<void> {
  let settings: Settings | undefined;
  let command: Command | undefined;
  try {
    // Mask secrets before anything else can print them.
    for (const name of [Inputs.ApiToken, Inputs.GithubToken] as const) {
      const secret = readInput(name).trim();
      if (secret) core.setSecret(secret);
    }
    settings = readSettings(readInput, process.env);
    core.debug(`Settings: ${JSON.stringify(redactSettings(settings))}`);

    const event = readEvent(process.env);
    const repository = settings.repository;
    const github = createGitHubApi({
      token: settings.githubToken,
      owner: repository?.owner ?? '',
      repo: repository?.name ?? '',
      baseUrl: (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    });
    command = resolveCommand(settings, event);
    core.info(`Command: ${command}${settings.command === 'auto' ? ' (auto)' : ''}`);
    const resolved = await resolveContext(command, settings, event, github);
    if ('skip' in resolved) {
      core.notice(resolved.skip);
      setOutputs({ command });
      await writeSummary(settings, skipSummaryOf(command, resolved.skip));
      return;
    }
    const ctx = resolved;
    const forkUpload = isForkUpload(settings, ctx);
    requireApiToken(settings, forkUpload);
    if (forkUpload && !ctx.runId) {
      throw new UserError(
        'Fork mode needs GITHUB_RUN_ID, which the runner always sets; is this running outside GitHub Actions?',
      );
    }

    const service = new ServiceClient({
      apiUrl: settings.apiUrl,
      apiToken: settings.apiToken,
      forkedWorkflowRunId: forkUpload ? ctx.runId : undefined,
      maxAttempts: settings.maxAttempts,
      timeoutMs: settings.requestTimeoutMs,
      onRetry: (r) =>
        core.info(
          `${r.operation}: ${r.reason}; retrying in ${(r.delayMs / 1000).toFixed(1)}s (attempt ${r.attempt + 1} of ${r.maxAttempts})`,
        ),
    });
    const workspace = process.cwd();
    const result = await core.group(`Running ${command}`, () =>
      runCommand(settings!, ctx, {
        service,
        targets: {
          workspace,
          git: createGitRunner(workspace, (args) => core.debug(`git ${args.join(' ')}`)),
          listPullRequestFiles: (n) => github.listPullRequestFiles(n),
          log: coreLogger,
        },
      }),
    );

    if ('warnings' in result) for (const warning of result.warnings) core.warning(warning);
    core.info(outcome(result));
    setOutputs(ctx, result);
    await writeSummary(settings, summaryOf(ctx, result));
    if ('failure' in result && result.failure) core.setFailed(result.failure);
  } catch (error) {
    // User mistakes and service or git answers are explained in the message; a stack trace
    // would only hide it. Anything else is a bug: keep its stack for debug logging.
    const expected =
      error instanceof UserError ||
      error instanceof ServiceError ||
      error instanceof GitError ||
      error instanceof GitHubApiError;
    if (!expected && error instanceof Error && error.stack) core.debug(error.stack);
    const message = errorMessage(error);
    if (command) setOutputs({ command });
    await writeSummary(
      settings,
      `## ❌ ${escapeText(command ?? 'merge queue action')} failed\n\n${escapeText(message)}\n`,
    );
    core.setFailed(message);
  }
}
