import type { Command } from '../constants.js';

/**
 * The one shape every run ends in, whatever the command: the report renders it (log line,
 * outputs, job summary) and run() fails the step on `failure`. `D` is the command's own data
 * type, which each command file owns; commands/index.ts joins them into CommandResult, so this
 * file imports no command and no command imports the others' data.
 */
export interface Result<D> {
  command: Command;
  /** What the command found; absent when it read or did nothing (dry run of a read, a skip). */
  data?: D | undefined;
  /** Said in the log as warnings and shown in the summary. */
  warnings: string[];
  /** When set, the step fails with this message (after outputs and summary are written). */
  failure?: string | undefined;
  /** Nothing was sent to the service. */
  dryRun: boolean;
  /** The run had nothing to do, and this says why (a tag push, a push with no open PR). */
  skipped?: string | undefined;
}

/** A result with data and nothing else to say. */
export function resultOf<D extends { command: Command }>(
  data: D,
  dryRun: boolean,
  extra: Pick<Result<D>, 'warnings' | 'failure'> = { warnings: [] },
): Result<D> {
  return { command: data.command, data, dryRun, ...extra };
}
