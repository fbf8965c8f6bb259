/**
 * The command-line door: flags + the CI's own variables -> the same Settings and Facts the
 * action builds (flags.ts, ci-env.ts, facts.ts) -> execute() -> a report on stderr, `--json`
 * outputs on stdout, a summary file (and a Buildkite annotation). Exit codes: 0 success, 1 the
 * command failed, 2 a usage error.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import type { CommandResult } from '../../commands/index.js';
import { Inputs, PULL_REQUEST_COMMANDS, type Command, type InputName } from '../../constants.js';
import { ContextError, InputError, UserError, isExpectedError } from '../../errors.js';
import { execute, findOnPath, skipResult } from '../../execute.js';
import { Redactor, errorMessage, logLines, oneLine } from '../../format.js';
import type { Logger } from '../../logger.js';
import type { About } from '../../report/about.js';
import { escapeAttribute, escapeText } from '../../report/escape.js';
import { failureSummaryOf, noteOf, outcomeLines } from '../../report/outcome.js';
import { outputsOf } from '../../report/outputs.js';
import { readSettings, redactSettings, type Settings } from '../../settings.js';
import { ciFacts, type CiFacts } from './ci-env.js';
import { describeRun, gitHubOf } from './facts.js';
import { PROGRAM, UsageError, helpText, parseCommandLine, type CommandLine } from './flags.js';
import { COMMAND_TABLE, INPUT_TABLE, SHORT_FORMS } from './table.generated.js';
import { TOOL_VOICE } from '../../voice.js';
import { writeText } from '../../text-file.js';
import type { StartedGit } from '../../targets/diff/early-git.js';

/** What the tool is given: its arguments, environment and directory, and where it writes. */
export interface CliWorld {
  argv: readonly string[];
  env: Record<string, string | undefined>;
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** What --version prints. */
  version: string;
  /** Aborted on SIGINT/SIGTERM: a wait ends and reports what it saw. */
  signal?: AbortSignal;
  /** The merge commit's read, when index.ts started it (early.ts). */
  startedGit?: StartedGit | undefined;
  /** The command line and the CI's facts, when index.ts read them already (early.ts). */
  commandLine?: CommandLine | undefined;
  ci?: CiFacts | undefined;
}

/**
 * The one prefix of every error the tool prints, whatever found it (the command line, the
 * settings, the service), as its other lines begin `warning: ` and `debug: `.
 */
export const ERROR = 'error: ';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** The environment variables that stand in for the two secrets' flags. */
const TOKEN_VARIABLES = {
  [Inputs.ApiToken]: 'TRUNK_API_TOKEN',
  [Inputs.GithubToken]: 'GITHUB_TOKEN',
};

/** A message about inputs in the command line's words: `Input "dry-run"` is `--dry-run`. */
const inFlags = (message: string) => message.replace(/Input "([a-z0-9-]+)"/g, '--$1');

/** Run the tool once; resolves to the exit code. */
export async function main(world: CliWorld): Promise<number> {
  const redactor = new Redactor([escapeText, escapeAttribute]);
  const clean = (text: string) => redactor.redact(text);
  let commandLine: CommandLine;
  try {
    commandLine = world.commandLine ?? parseCommandLine(world.argv);
  } catch (error) {
    world.stderr(`${ERROR}${oneLine(errorMessage(error))}\n`);
    return EXIT_USAGE;
  }
  if (commandLine.help) {
    world.stdout(helpText(commandLine.shortForm ?? commandLine.command));
    return EXIT_OK;
  }
  if (commandLine.version) {
    world.stdout(`${world.version}\n`);
    return EXIT_OK;
  }
  if (commandLine.command === undefined) {
    world.stderr(
      `${ERROR}no command given: expected one of ${Object.keys(COMMAND_TABLE).join(', ')} ` +
        `(or ${Object.keys(SHORT_FORMS).join(', ')}).\n\n${helpText(undefined)}`,
    );
    return EXIT_USAGE;
  }

  // One message a line: a value with a line break (a file name, the service's words) is
  // escaped, so that it cannot pass for lines of its own. A tool's output keeps its lines.
  const say = (prefix: string) => (message: string) =>
    world.stderr(`${prefix}${logLines(clean(message)).join('\n')}\n`);
  const log: Logger = {
    debug: commandLine.verbose ? say('debug: ') : () => {},
    info: say(''),
    warning: say('warning: '),
    group: (title, output) => {
      world.stderr(`--- ${clean(title)}\n${clean(output).trimEnd()}\n--- end of ${clean(title)}\n`);
    },
  };

  // Secrets from flags or their variables, registered before anything can print them.
  const secret = (name: keyof typeof TOKEN_VARIABLES) =>
    (commandLine.inputs.get(name) ?? world.env[TOKEN_VARIABLES[name]] ?? '').trim();
  for (const name of [Inputs.ApiToken, Inputs.GithubToken] as const) redactor.add(secret(name));

  const ci = world.ci ?? ciFacts(world.env);
  let settings: Settings | undefined;
  let command: Command | undefined;
  let about: { current?: About } = {};
  try {
    const read = (name: InputName): string => {
      if (name === Inputs.Command) return commandLine.command ?? 'auto';
      if (name === Inputs.ApiToken || name === Inputs.GithubToken) return secret(name);
      const given = commandLine.inputs.get(name);
      if (given !== undefined) return given;
      const fallback = INPUT_TABLE.find((i) => i.name === name)?.default ?? '';
      return fallback.includes('${{') ? '' : fallback;
    };
    settings = readSettings(
      read,
      {
        GITHUB_REPOSITORY: ci.repository
          ? `${ci.repository.owner}/${ci.repository.name}`
          : undefined,
        GITHUB_SERVER_URL: ci.serverUrl ?? (ci.host ? `https://${ci.host}` : undefined),
      },
      { nestedOwners: true, voice: TOOL_VOICE },
    );
    log.debug(`${ci.label}: read ${ci.read.join(', ') || 'no variables'}`);
    log.debug(`Settings: ${JSON.stringify(redactSettings(settings))}`);
    if (settings.apiToken === '' && !settings.dryRun) {
      throw new UsageError(
        `No API key: give --api-token or set ${TOKEN_VARIABLES[Inputs.ApiToken]} (a v1 API token, or a v2 ` +
          "organisation key trunk_v2_…, from the service's settings page), or add --dry-run to compute " +
          'without sending.',
      );
    }
    const github = gitHubOf(settings, world.env);
    const described = await describeRun(settings, ci, world, github);
    command = described.command;
    about = { current: { command, isTestBranch: described.isTestBranch } };
    log.info(`Command: ${command}${settings.command === 'auto' ? ' (auto)' : ''} (${ci.label})`);
    const facts = described.facts;
    const machine = {
      log,
      workspace: world.cwd,
      tools: {},
      tempDir: world.env.RUNNER_TEMP || tmpdir(),
      github,
      ...(world.signal && { signal: world.signal }),
      startedGit: world.startedGit,
    };
    const result: CommandResult =
      'skip' in facts
        ? await skipResult(settings, facts, machine)
        : await execute(command, settings, facts, machine, about);
    for (const warning of result.warnings) log.warning(warning);
    if (result.skipped !== undefined) log.info(`notice: ${result.skipped}`);
    else for (const line of outcomeLines(result)) log.info(line);
    const note = noteOf(result);
    if (note) log.info(`notice: ${note}`);
    const current = about.current ?? { command };
    await finish(world, commandLine, settings, ci, current, result, clean, log);
    if (result.failure) {
      world.stderr(`${ERROR}${oneLine(clean(result.failure))}\n`);
      return EXIT_FAILED;
    }
    return EXIT_OK;
  } catch (error) {
    if (!isExpectedError(error) && error instanceof Error && error.stack) log.debug(error.stack);
    const message =
      error instanceof ContextError && command
        ? missingMessage(command, error.missing, ci)
        : error instanceof InputError || error instanceof UserError
          ? inFlags(errorMessage(error))
          : errorMessage(error);
    if (command) {
      const current = about.current ?? { command };
      await finish(world, commandLine, settings, ci, current, undefined, clean, log, message);
    }
    world.stderr(`${ERROR}${oneLine(clean(message))}\n`);
    return error instanceof UserError ? EXIT_USAGE : EXIT_FAILED;
  }
}

/** The CI does not say what the command needs: name the flags that would. */
function missingMessage(command: Command, missing: readonly string[], ci: CiFacts): string {
  const flags = missing.map((name) => `--${name}`).join(', ');
  // A pull request's queue is its target, which GitHub says where the CI does not.
  const fromGitHub =
    missing.includes(Inputs.TargetBranch) &&
    (PULL_REQUEST_COMMANDS as readonly string[]).includes(command);
  return (
    `${command} needs ${flags}: ${ci.ci ? `this ${ci.label} ${ci.eventName} does not say` : 'no CI was recognised'}` +
    `, so give ${missing.length === 1 ? 'that flag' : 'those flags'}` +
    (command === 'get-test-run'
      ? ' (or run on a trunk-merge/ test branch).'
      : fromGitHub
        ? ` (or a GitHub token, --${Inputs.GithubToken} or GITHUB_TOKEN, to read the pull request's target branch).`
        : '.')
  );
}

/** Outputs, summary file and Buildkite annotation: written on success and on failure alike. */
async function finish(
  world: CliWorld,
  commandLine: CommandLine,
  settings: Settings | undefined,
  ci: CiFacts,
  about: About,
  result: CommandResult | undefined,
  clean: (text: string) => string,
  log: Logger,
  failure?: string,
): Promise<void> {
  if (commandLine.json) world.stdout(`${clean(JSON.stringify(outputsOf(about, result)))}\n`);
  // Made once, when a summary is written: the renderer is loaded only then.
  let made: string | undefined;
  const markdown = async () =>
    (made ??= clean(
      result
        ? (await import('../../report/summary.js')).summaryOf(about, result)
        : failureSummaryOf(about.command, failure ?? ''),
    ));
  if (commandLine.summaryFile) {
    const text = await markdown();
    try {
      await writeText(commandLine.summaryFile, text);
    } catch (error) {
      log.warning(
        `Could not write the summary to ${commandLine.summaryFile}: ${errorMessage(error)}`,
      );
    }
  }
  if (ci.ci === 'buildkite' && settings?.summary !== false) {
    const agent = findOnPath('buildkite-agent', world.env.PATH);
    if (agent) {
      const failed = failure !== undefined || result?.failure !== undefined;
      await annotate(agent, await markdown(), failed ? 'error' : 'info', world.env, log);
    }
  }
}

/** `buildkite-agent annotate`, the Markdown on stdin; a failure to annotate is only a warning. */
function annotate(
  agent: string,
  markdown: string,
  style: 'info' | 'error',
  env: Record<string, string | undefined>,
  log: Logger,
): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(agent, ['annotate', '--style', style, '--context', PROGRAM], {
      env: env as NodeJS.ProcessEnv,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => {
      log.warning(`Could not annotate the build (${agent}): ${errorMessage(error)}`);
      resolve();
    });
    child.on('close', (code) => {
      if (code !== 0)
        log.warning(`buildkite-agent annotate exited with ${code}: ${stderr.trim().slice(0, 300)}`);
      resolve();
    });
    child.stdin.end(markdown);
  });
}
