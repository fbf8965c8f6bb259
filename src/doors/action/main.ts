import type { CommandResult } from '../../commands/index.js';
import { Inputs, type Command, type InputName } from '../../constants.js';
import { isQueueTestBranch } from '../../context.js';
import { isExpectedError } from '../../errors.js';
import { execute, findOnPath, skipResult } from '../../execute.js';
import { autoGraphCacheStore } from './graph-cache.js';
import { Redactor, errorMessage, logLines } from '../../format.js';
import { createGitHubApi } from './github.js';
import { actionsGlobFiles } from './glob.js';
import type { Logger } from '../../logger.js';
import type { About } from '../../report/about.js';
import { escapeAttribute, escapeText } from '../../report/escape.js';
import { failureSummaryOf, noteOf, outcomeLines } from '../../report/outcome.js';
import { stepOutputsOf } from '../../report/outputs.js';
import { readSettings, redactSettings, type Settings } from '../../settings.js';
import type { StartedGit } from '../../targets/diff/early-git.js';
import { workspaceOf } from './early.js';
import * as workflow from './workflow.js';
import { eventBranch, eventFacts, readEvent, resolveEventCommand } from './event.js';

const readInput = (name: InputName): string => workflow.getInput(name);

/**
 * Everything the action says goes out through here, secrets replaced first. workflow.info writes
 * the line as it is, so a value with a line break could start a workflow command (`::error`,
 * `::stop-commands::`): its line breaks are escaped. The other calls are workflow commands
 * whose data @actions/core's command.js escapes (workflow.ts).
 */
const redactor = new Redactor([escapeText, escapeAttribute]);
const debugging = workflow.isDebug();
const clean = (text: string) => redactor.redact(text);
const say = {
  // The runner shows debug lines only with step debug logging on, and then sets RUNNER_DEBUG=1
  // (workflow.isDebug): otherwise they are not written at all (a large PR logs a few thousand).
  debug: (message: string) => {
    if (debugging) workflow.debug(clean(message));
  },
  info: (message: string) => {
    for (const line of logLines(clean(message))) workflow.info(line);
  },
  notice: (message: string) => workflow.notice(clean(message)),
  warning: (message: string) => workflow.warning(clean(message)),
  failed: (message: string) => workflow.setFailed(clean(message)),
};
const actionLogger: Logger = {
  debug: say.debug,
  info: say.info,
  warning: say.warning,
  group: (title, output) => {
    // A build tool's output is not ours: workflow commands are off while it is printed, until
    // a token the output does not hold.
    const text = clean(output);
    const token = workflow.unusedToken('', text);
    workflow.startGroup(clean(title));
    workflow.info(`::stop-commands::${token}`);
    workflow.info(text);
    workflow.info(`::${token}::`);
    workflow.endGroup();
  },
};

/**
 * Append to the job summary, when it is on. The Markdown is made only then: the summary's
 * renderer is loaded by a run that writes one.
 */
async function writeSummary(
  settings: Settings | undefined,
  markdown: () => Promise<string>,
): Promise<void> {
  if (settings?.summary === false || !process.env.GITHUB_STEP_SUMMARY) return;
  const text = clean(await markdown());
  try {
    await workflow.appendSummary(text);
  } catch (error) {
    say.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
}

function setOutputs(about: About, result?: CommandResult): void {
  const outputs: Record<string, string> = {};
  for (const [name, value] of Object.entries(stepOutputsOf(about, result))) {
    outputs[name] = clean(value);
  }
  workflow.setOutputs(outputs);
}

/** Log, outputs and summary of a result; the step fails on result.failure. */
async function report(settings: Settings, about: About, result: CommandResult): Promise<void> {
  for (const warning of result.warnings) say.warning(warning);
  if (result.skipped !== undefined) say.notice(result.skipped);
  else for (const line of outcomeLines(result)) say.info(line);
  const note = noteOf(result);
  if (note) say.notice(note);
  setOutputs(about, result);
  await writeSummary(settings, async () =>
    (await import('../../report/summary.js')).summaryOf(about, result),
  );
  if (result.failure) say.failed(result.failure);
}

/**
 * The action: settings -> context -> command -> outputs and summary. The one place that fails.
 * `startedGit`: the merge commit's read, when index.ts started it (early.ts).
 */
export async function run(startedGit?: StartedGit): Promise<void> {
  let settings: Settings | undefined;
  let command: Command | undefined;
  // What the run is about, as far as known: a failure still reports it (is-test-branch above
  // all, so that a test branch whose run cannot be read still says it is one).
  let about: About | undefined;
  // Without a runner (npm run local-action), @actions/core itself speaks for the action.
  await workflow.outsideRunner();
  try {
    // Mask secrets before anything else can print them.
    for (const name of [Inputs.ApiToken, Inputs.GithubToken] as const) {
      const secret = readInput(name).trim();
      if (secret) {
        workflow.setSecret(secret);
        redactor.add(secret);
      }
    }
    settings = readSettings(readInput, process.env);
    say.debug(`Settings: ${JSON.stringify(redactSettings(settings))}`);

    const event = readEvent(process.env, say.debug);
    const github = createGitHubApi({
      token: settings.githubToken,
      owner: settings.repository?.owner ?? '',
      repo: settings.repository?.name ?? '',
      baseUrl: (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    });
    command = resolveEventCommand(settings, event);
    say.info(`Command: ${command}${settings.command === 'auto' ? ' (auto)' : ''}`);
    about = { command, isTestBranch: isQueueTestBranch(settings.prBranch ?? eventBranch(event)) };
    const facts = await eventFacts(command, settings, event, github);
    if ('skip' in facts) {
      const machine = {
        log: actionLogger,
        workspace: workspaceOf(process.env),
        graphCacheStore: autoGraphCacheStore(process.env),
      };
      await report(settings, about, await skipResult(settings, facts, machine));
      return;
    }
    // The keyless route needs the trunk CLI that trunk-io/login installs; looked for only when
    // no api-token is given.
    const tools =
      settings.apiToken === '' ? { trunkCli: findOnPath('trunk', process.env.PATH) } : {};
    // A cancelled job (SIGTERM/SIGINT from the runner) ends a wait cleanly: what was seen is
    // still reported.
    const cancel = new AbortController();
    const onSignal = () => cancel.abort();
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
    // No group around the run: what it says is a few lines worth reading as they come (a group
    // would be empty on most runs), and a build tool's output has a group of its own.
    const known: { current?: About } = {};
    let result: CommandResult;
    try {
      result = await execute(
        command,
        settings,
        facts,
        {
          log: actionLogger,
          workspace: workspaceOf(process.env),
          tools,
          tempDir: process.env.RUNNER_TEMP,
          github,
          signal: cancel.signal,
          globFiles: actionsGlobFiles,
          graphCacheStore: autoGraphCacheStore(process.env),
          startedGit,
        },
        known,
      );
    } finally {
      about = known.current ?? about;
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
    }
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
    await writeSummary(settings, async () => failureSummaryOf(command, message));
    say.failed(message);
  }
}
