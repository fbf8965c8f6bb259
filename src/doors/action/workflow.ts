/**
 * What the action says to the runner, in the formats @actions/core writes: workflow commands on
 * stdout (`::debug::`, `::warning::`, `::add-mask::`, `::group::`), step outputs in
 * GITHUB_OUTPUT, the job summary in GITHUB_STEP_SUMMARY. What is written here is the part of
 * its core.js, command.js and summary.js this action uses, because of what they load and do:
 * core.js imports file-command.js, which loads node:crypto for setOutput's random delimiter
 * (about 7 ms of every start, a tenth of a small pull request's run), summary.js loads
 * node:fs/promises (about 2 ms), and command.js writes through process.stdout, whose stream on
 * the runner's pipe costs about 1.5 ms to make (write-out.ts writes to the descriptor). The
 * delimiter here is one that occurs in neither the name nor the value, which is what core checks
 * its random one for; test/workflow.test.ts holds the commands to core's own.
 *
 * Outside a runner, where GITHUB_OUTPUT is not set, @actions/core itself is used (outsideRunner):
 * `npm run local-action` runs main.ts with @github/local-action standing in for @actions/core,
 * which shows the outputs it was given and the rest in its own way.
 */
import { accessSync, appendFileSync, constants, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { writeOut } from '../../write-out.js';

let core: typeof import('@actions/core') | undefined;

/** Load @actions/core when there is no runner (GITHUB_OUTPUT unset); every call below then goes to it. */
export async function outsideRunner(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!env.GITHUB_OUTPUT) core = await import('@actions/core');
}

/** A command's message, escaped as command.js escapes it: the runner reads `%`, CR and LF back. */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A command's property value: also `:` and `,`, which end a property. */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * `::name key=value,…::message` and a line end, as command.js's issueCommand writes it: a space
 * after the name when properties are given, and those with an empty value left out.
 */
export function commandLine(
  name: string,
  properties: Record<string, string>,
  message: string,
): string {
  const entries = Object.entries(properties);
  const props =
    entries.length > 0
      ? ` ${entries
          .filter(([, value]) => value)
          .map(([key, value]) => `${key}=${escapeProperty(value)}`)
          .join(',')}`
      : '';
  return `::${name}${props}::${escapeData(message)}${EOL}`;
}

const issueCommand = (name: string, properties: Record<string, string>, message: string) =>
  writeOut(1, commandLine(name, properties, message));
const issue = (name: string, message = '') => issueCommand(name, {}, message);

/** An input as core.getInput reads it: INPUT_<NAME>, trimmed, '' when unset. */
export function getInput(name: string): string {
  if (core) return core.getInput(name);
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}

/** Mask a value in the job's log (`::add-mask::`). */
export function setSecret(secret: string): void {
  if (core) return core.setSecret(secret);
  issueCommand('add-mask', {}, secret);
}

/** Step debug logging is on (the runner sets RUNNER_DEBUG=1). */
export function isDebug(): boolean {
  return process.env.RUNNER_DEBUG === '1';
}

export function debug(message: string): void {
  if (core) return core.debug(message);
  issueCommand('debug', {}, message);
}

/** A line of the log as it is (no workflow command: the caller escapes what could start one). */
export function info(message: string): void {
  if (core) return core.info(message);
  writeOut(1, message + EOL);
}

export function notice(message: string): void {
  if (core) return core.notice(message);
  issueCommand('notice', {}, message);
}

export function warning(message: string): void {
  if (core) return core.warning(message);
  issueCommand('warning', {}, message);
}

/** An error annotation, and the step's exit code 1. */
export function setFailed(message: string): void {
  if (core) return core.setFailed(message);
  process.exitCode = 1;
  issueCommand('error', {}, message);
}

export function startGroup(title: string): void {
  if (core) return core.startGroup(title);
  issue('group', title);
}

export function endGroup(): void {
  if (core) return core.endGroup();
  issue('endgroup');
}

/**
 * `prefix` and random letters, found in none of `texts`: a delimiter that cannot end early what
 * it delimits, nor be written by it. Random so that a value does not have to avoid a known word;
 * safe because of the check, whatever the randomness.
 */
export function unusedToken(prefix: string, ...texts: string[]): string {
  for (;;) {
    const token = `${prefix}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    if (!texts.some((text) => text.includes(token))) return token;
  }
}

/**
 * Step outputs, as core.setOutput writes each: a heredoc in GITHUB_OUTPUT, here all in one
 * append.
 */
export function setOutputs(outputs: Record<string, string>): void {
  const entries = Object.entries(outputs);
  if (core) {
    for (const [name, value] of entries) core.setOutput(name, value);
    return;
  }
  const file = process.env.GITHUB_OUTPUT || '';
  if (!file) {
    // No runner and no outsideRunner(): the deprecated command, as core falls back to.
    for (const [name, value] of entries) {
      writeOut(1, EOL);
      issueCommand('set-output', { name }, value);
    }
    return;
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  let text = '';
  for (const [name, value] of entries) {
    const delimiter = unusedToken('ghadelimiter_', name, value);
    text += `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
  }
  if (text) appendFileSync(file, text, { encoding: 'utf8' });
}

/**
 * Append Markdown to the job summary, as core.summary.addRaw(markdown, true).write() does, with
 * its errors.
 */
export async function appendSummary(markdown: string): Promise<void> {
  if (core) {
    await core.summary.addRaw(markdown, true).write();
    return;
  }
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) {
    throw new Error(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
    );
  }
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(
      `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`,
    );
  }
  appendFileSync(file, `${markdown}${EOL}`, { encoding: 'utf8' });
}
