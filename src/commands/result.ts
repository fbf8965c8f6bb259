import type { Command } from '../constants.js';
import type { CreateQueueData } from './create-queue.js';
import type { PullRequestData } from './get-pull-request.js';
import type { TestRunData } from './get-test-run.js';
import type { UploadData } from './upload.js';

/** What a command found or did, told apart by `command`. */
export type CommandData = UploadData | PullRequestData | TestRunData | CreateQueueData;

/**
 * The one shape every run ends in, whatever the command: the report renders it (log line,
 * outputs, job summary) and run() fails the step on `failure`.
 */
export interface CommandResult {
  command: Command;
  /** What the command found; absent when it read or did nothing (dry run of a read, a skip). */
  data?: CommandData | undefined;
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
export function resultOf(
  data: CommandData,
  dryRun: boolean,
  extra: Pick<CommandResult, 'warnings' | 'failure'> = { warnings: [] },
): CommandResult {
  return { command: data.command, data, dryRun, ...extra };
}
