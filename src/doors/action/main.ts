import { randomUUID } from 'node:crypto';
import { accessSync, constants as fs, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import { systemWaitClock } from '../../clock.js';
import { runCommand, type CommandResult } from '../../commands/index.js';
import { Inputs, type Command, type InputName } from '../../constants.js';
import { isQueueTestBranch, requireContext } from '../../context.js';
import { isExpectedError } from '../../errors.js';
import { Redactor, errorMessage, oneLine } from '../../format.js';
import { createGitHubApi } from './github.js';
import type { Logger } from '../../logger.js';
import { aboutOf, type About } from '../../report/about.js';
import { escapeAttribute, escapeText } from '../../report/escape.js';
import { failureSummaryOf, outcomeLines } from '../../report/outcome.js';
import { summaryOf } from '../../report/summary.js';
import { createService } from '../../service/index.js';
import { apiUrlWarning } from '../../route.js';
import { readSettings, redactSettings, type Settings } from '../../settings.js';
import { createGitRunner } from '../../targets/diff/git.js';
import { repositoryDir } from '../../targets/repository-dir.js';
import { eventBranch, eventFacts, resolveCommand, type EventInput } from './event.js';
import { outputsOf } from './outputs.js';

const readInput = (name: InputName): string => core.getInput(name);

/**
 * Everything the action says goes out through here, secrets replaced first. core.info writes
 * the line as it is, so a value with a line break could start a workflow command (`::error`,
 * `::stop-commands::`): its line breaks are escaped. The other calls are workflow commands
 * whose data @actions/core escapes.
 */
const redactor = new Redactor([escapeText, escapeAttribute]);
const debugging = core.isDebug();
const clean = (text: string) => redactor.redact(text);
const say = {
  // The runner shows debug lines only with step debug logging on, and then sets RUNNER_DEBUG=1
  // (core.isDebug): otherwise they are not written at all (a large PR logs a few thousand).
  debug: (message: string) => {
    if (debugging) core.debug(clean(message));
  },
  info: (message: string) => core.info(oneLine(clean(message))),
  notice: (message: string) => core.notice(clean(message)),
  warning: (message: string) => core.warning(clean(message)),
  failed: (message: string) => core.setFailed(clean(message)),
};
const coreLogger: Logger = {
  debug: say.debug,
  info: say.info,
  warning: say.warning,
  group: (title, output) => {
    // A build tool's output is not ours: workflow commands are off while it is printed.
    const token = randomUUID();
    core.startGroup(clean(title));
    core.info(`::stop-commands::${token}`);
    core.info(clean(output));
    core.info(`::${token}::`);
    core.endGroup();
  },
};

function readEvent(env: NodeJS.ProcessEnv): EventInput {
  let payload: Record<string, unknown> = {};
  const path = env.GITHUB_EVENT_PATH;
  if (path) {
    try {
      payload = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      say.debug(`Could not read the event payload at ${path}: ${errorMessage(error)}`);
    }
  }
  return { name: env.GITHUB_EVENT_NAME ?? '', payload, env };
}

/** The first executable `name` on PATH, as a shell would find it; undefined when none. */
export function findOnPath(name: string, pathVariable: string | undefined): string | undefined {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, fs.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The checked-out repository: GITHUB_WORKSPACE, as actions/checkout uses it, else here. */
export function workspaceOf(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_WORKSPACE || process.cwd();
}

async function writeSummary(settings: Settings | undefined, markdown: string): Promise<void> {
  if (settings?.summary === false || !process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(clean(markdown), true).write();
  } catch (error) {
    say.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
}

function setOutputs(about: About, result?: CommandResult): void {
  for (const [name, value] of Object.entries(outputsOf(about, result))) {
    core.setOutput(name, clean(value));
  }
}

/** Log, outputs and summary of a result; the step fails on result.failure. */
async function report(settings: Settings, about: About, result: CommandResult): Promise<void> {
  for (const warning of result.warnings) say.warning(warning);
  if (result.skipped !== undefined) say.notice(result.skipped);
  else for (const line of outcomeLines(result)) say.info(line);
  setOutputs(about, result);
  await writeSummary(settings, summaryOf(about, result));
  if (result.failure) say.failed(result.failure);
}

/** The action: settings -> context -> command -> outputs and summary. The one place that fails. */
export async function run(): Promise<void> {
  let settings: Settings | undefined;
  let command: Command | undefined;
  // What the run is about, as far as known: a failure still reports it (is-test-branch above
  // all, so that a test branch whose run cannot be read still says it is one).
  let about: About | undefined;
  try {
    // Mask secrets before anything else can print them.
    for (const name of [Inputs.ApiToken, Inputs.GithubToken] as const) {
      const secret = readInput(name).trim();
      if (secret) {
        core.setSecret(secret);
        redactor.add(secret);
      }
    }
    settings = readSettings(readInput, process.env);
    say.debug(`Settings: ${JSON.stringify(redactSettings(settings))}`);

    const event = readEvent(process.env);
    const github = createGitHubApi({
      token: settings.githubToken,
      owner: settings.repository?.owner ?? '',
      repo: settings.repository?.name ?? '',
      baseUrl: (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    });
    command = resolveCommand(settings, event);
    say.info(`Command: ${command}${settings.command === 'auto' ? ' (auto)' : ''}`);
    about = { command, isTestBranch: isQueueTestBranch(settings.prBranch ?? eventBranch(event)) };
    const facts = await eventFacts(command, settings, event, github);
    if ('skip' in facts) {
      await report(settings, about, {
        command,
        skipped: facts.skip,
        dryRun: settings.dryRun,
        warnings: [],
      });
      return;
    }
    // The keyless route needs the trunk CLI that trunk-io/login installs; looked for only when
    // no api-token is given.
    const tools =
      settings.apiToken === '' ? { trunkCli: findOnPath('trunk', process.env.PATH) } : {};
    const ctx = requireContext(command, facts, settings, tools);
    about = aboutOf(ctx, settings);
    if (ctx.auth.kind === 'token' || ctx.auth.kind === 'fork-run') {
      const urlWarning = apiUrlWarning(settings);
      if (urlWarning) say.warning(urlWarning);
    }

    const service = createService(
      ctx.auth,
      settings,
      {
        maxAttempts: settings.maxAttempts,
        timeoutMs: settings.requestTimeoutMs,
        onRetry: (r) =>
          say.info(
            `${r.operation}: ${r.reason}; retrying in ${(r.delayMs / 1000).toFixed(1)}s (attempt ${r.attempt + 1} of ${r.maxAttempts})`,
          ),
      },
      { eventName: event.name, tempDir: process.env.RUNNER_TEMP, log: say.info },
    );
    // A cancelled job (SIGTERM/SIGINT from the runner) ends a wait cleanly: what was seen is
    // still reported.
    const cancel = new AbortController();
    const onSignal = () => cancel.abort();
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
    const workspace = await repositoryDir(settings.workingDirectory, workspaceOf(process.env));
    const runSettings = settings;
    // No group around the run: what it says is a few lines worth reading as they come (a group
    // would be empty on most runs), and a build tool's output has a group of its own.
    const result = await runCommand(runSettings, ctx, {
      service,
      targets: {
        workspace,
        // Each git command is logged by the runner's debug hook, once.
        git: createGitRunner(workspace, (args) => say.debug(`git ${args.join(' ')}`)),
        listPullRequestFiles: (n) => github.listPullRequestFiles(n),
        log: coreLogger,
      },
      wait: { clock: systemWaitClock, signal: cancel.signal, log: coreLogger },
    });
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    await report(settings, about, result);
  } catch (error) {
    // User mistakes and service or git answers are explained in the message; a stack trace
    // would only hide it. Anything else is a bug: keep its stack for debug logging.
    if (!isExpectedError(error) && error instanceof Error && error.stack) say.debug(error.stack);
    const message = errorMessage(error);
    try {
      if (command) setOutputs(about ?? { command });
    } catch (outputError) {
      say.debug(`Could not set the outputs: ${errorMessage(outputError)}`);
    }
    await writeSummary(settings, failureSummaryOf(command, message));
    say.failed(message);
  }
}
