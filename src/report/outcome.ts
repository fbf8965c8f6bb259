import type { CommandResult } from '../commands/result.js';
import { escapeText } from './escape.js';

/** One line for the log saying what happened. */
export function outcomeLine(result: CommandResult): string {
  if (result.skipped !== undefined) return `Nothing to do: ${result.skipped}`;
  const data = result.data;
  if (!data) return `Dry run: ${result.command} sent nothing to the service.`;
  switch (data.command) {
    case 'upload-impacted-targets': {
      const what = data.targets === 'ALL' ? 'ALL' : `${data.targets.length} impacted target(s)`;
      return result.dryRun ? `Dry run: computed ${what}; nothing uploaded.` : `Uploaded ${what}.`;
    }
    case 'get-pull-request':
      if (data.wait) {
        return `Waited ${data.wait.waitedSeconds}s: ${data.wait.result}; state ${data.state ?? 'unknown'}, ready ${data.ready}.`;
      }
      return data.submitted
        ? `Pull request state: ${data.state ?? 'unknown'}; ready: ${data.ready}.`
        : 'The pull request is not submitted to the queue.';
    case 'get-test-run':
      return `Test run ${data.testRunId}: ${data.testRun.status ?? 'unknown'}; failed: ${data.failedChecks.length}, pending: ${data.pendingChecks.length}.`;
    case 'create-queue':
      return result.dryRun
        ? 'Dry run: no queue created.'
        : data.created
          ? 'Queue created.'
          : 'The queue already existed.';
  }
}

/** The job summary of a run that failed before it had a result. */
export function failureSummaryOf(command: string | undefined, message: string): string {
  return `## ❌ ${escapeText(command ?? 'merge queue action')} failed\n\n${escapeText(message)}\n`;
}
