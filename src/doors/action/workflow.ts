/**
 * What the action says to the runner, in the formats @actions/core writes: workflow commands on
 * stdout (`::debug::`, `::warning::`, `::add-mask::`, `::group::`), step outputs in
 * GITHUB_OUTPUT, the job summary in GITHUB_STEP_SUMMARY. The commands' encoding is
 * @actions/core's own (command.js, imported from its file as the lazy stand-ins import theirs).
 * What is written here is the part of its core.js and summary.js this action uses, because of
 * what they load at their top: core.js imports file-command.js, which loads node:crypto for
 * setOutput's random delimiter (about 7 ms of every start, a tenth of a small pull request's
 * run), and summary.js node:fs/promises (about 2 ms). The delimiter here is one that occurs in
 * neither the name nor the value, which is what core checks its random one for.
 *
 * Outside a runner, where GITHUB_OUTPUT is not set, @actions/core itself is used (outsideRunner):
 * `npm run local-action` runs main.ts with @github/local-action standing in for @actions/core,
 * which shows the outputs it was given and the rest in its own way.
 */
import { accessSync, appendFileSync, constants, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { issue, issueCommand } from '../../../node_modules/@actions/core/lib/command.js';

let core: typeof import('@actions/core') | undefined;

/** Load @actions/core when there is no runner (GITHUB_OUTPUT unset); every call below then goes to it. */
export async function outsideRunner(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!env.GITHUB_OUTPUT) core = await import('@actions/core');
}

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
  process.stdout.write(message + EOL);
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

/** A step output, as core.setOutput writes it: a heredoc in GITHUB_OUTPUT. */
export function setOutput(name: string, value: string): void {
  if (core) return core.setOutput(name, value);
  const file = process.env.GITHUB_OUTPUT || '';
  if (!file) {
    // No runner and no outsideRunner(): the deprecated command, as core falls back to.
    process.stdout.write(EOL);
    issueCommand('set-output', { name }, value);
    return;
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  const delimiter = unusedToken('ghadelimiter_', name, value);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, {
    encoding: 'utf8',
  });
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
