import type { CommandResult } from '../commands/index.js';
import { queueLength } from '../commands/queue/length.js';
import type { QueueOpData } from '../commands/queue/queues.js';
import type { Queue } from '../service/v1/schemas.js';
import type { PlannedRequest } from '../commands/queue/plan.js';
import { describe, type Explanation } from '../targets/explain.js';
import { escapeText } from './escape.js';

/** How many impacted targets the log names before it gives a count of the rest. */
export const LOG_TARGET_CAP = 50;

/**
 * The log's account of a run: the outcome line, then for an upload the reason for ALL, or the
 * targets it named, each with why (the first LOG_TARGET_CAP, then how many more).
 */
export function outcomeLines(result: CommandResult): string[] {
  const lines = [outcomeLine(result)];
  const data = result.data;
  if (data && 'planned' in data && data.planned) {
    for (const request of data.planned) lines.push(`  ${requestLine(request)}`);
  }
  if (data?.command !== 'upload-impacted-targets') return lines;
  if (data.targets === 'ALL') {
    if (data.allReason) lines.push(`  because ${data.allReason}`);
    return lines;
  }
  const empty = emptyUploadWhy(result);
  if (empty)
    lines.push(
      `  The queue ${result.dryRun ? 'would' : 'will'} not test this pull request: ${empty}.`,
    );
  for (const name of data.targets.slice(0, LOG_TARGET_CAP)) {
    const why = data.explanations.get(name);
    lines.push(`  ${targetLabel(name, why)}${why ? `: ${describe(why)}` : ''}`);
  }
  const rest = data.targets.length - LOG_TARGET_CAP;
  if (rest > 0) lines.push(`  …and ${rest} more (the impacted-targets output has them all)`);
  return lines;
}

/**
 * A target's name as a log line starts with it: a build's root as its users name it (Gradle's
 * `:` is the root project, Maven's `.` the root module), quoted where the line would misread
 * (`:: depends on …`), as is any name holding `: ` or ending in `:`, or with space around it.
 */
export function targetLabel(name: string, why?: Explanation): string {
  const root = rootWords(name, why);
  if (root) return `${JSON.stringify(name)} (${root})`;
  return /^$|^\s|\s$|:$|: /.test(name) ? JSON.stringify(name) : name;
}

/** What a build calls its root, when the target is one: `the root project` (Gradle's `:`). */
export function rootWords(name: string, why?: Explanation): string | undefined {
  if (why?.kind === 'gradle' && name === ':') return 'the root project';
  if (why?.kind === 'maven' && name === '.') return 'the root module';
  return undefined;
}

/**
 * For an upload of no target: that the queue will not test the pull request, and why (the
 * words after a colon); undefined for any other result.
 */
export function emptyUploadWhy(result: CommandResult): string | undefined {
  const data = result.data;
  if (data?.command !== 'upload-impacted-targets' || data.targets === 'ALL') return undefined;
  if (data.targets.length > 0) return undefined;
  const files = data.changedFiles;
  const n = files?.length ?? 0;
  const why =
    files === undefined
      ? 'no source of targets named one'
      : n === 0
        ? 'it changes no file'
        : data.unmatchedFiles?.length === n
          ? n === 1
            ? 'its one changed file matches no target rule'
            : `none of its ${n} changed files matches a target rule`
          : `no target rule, package or build graph makes a target of its ${n} changed ${n === 1 ? 'file' : 'files'}`;
  return `${why}, so the upload ${result.dryRun ? 'would be' : 'is'} an empty list`;
}

/** One line for the log saying what happened. */
export function outcomeLine(result: CommandResult): string {
  if (result.skipped !== undefined) return `Nothing to do: ${result.skipped}`;
  const data = result.data;
  if (!data) return `Dry run: ${result.command} sent nothing to the service.`;
  switch (data.command) {
    case 'upload-impacted-targets': {
      const what = data.targets === 'ALL' ? 'ALL' : `${data.targets.length} impacted target(s)`;
      // A list is named on the lines that follow (outcomeLines).
      const listed = data.targets !== 'ALL' && data.targets.length > 0;
      if (result.dryRun) {
        return listed
          ? `Dry run: computed ${what}, nothing uploaded:`
          : `Dry run: computed ${what}; nothing uploaded.`;
      }
      return `Uploaded ${what}${listed ? ':' : '.'}`;
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
    case 'submit-pull-request':
    case 'cancel-pull-request':
    case 'restart-tests': {
      if (result.dryRun) return `Dry run: ${data.command} sent nothing; it would have sent:`;
      const what =
        data.command === 'submit-pull-request'
          ? data.alreadyQueued
            ? data.changes
              ? `Pull request changed in the queue: ${data.changes.join(', ')}`
              : 'Pull request already in the queue'
            : data.done
              ? 'Pull request submitted'
              : 'Pull request not submitted'
          : data.command === 'cancel-pull-request'
            ? `Pull request ${data.done ? 'cancelled' : 'not cancelled'}`
            : `Tests ${data.done ? 'restarted' : 'not restarted'}`;
      const waited = data.wait ? `; waited ${data.wait.waitedSeconds}s: ${data.wait.result}` : '';
      return `${what}; state ${data.state ?? 'unknown'}${waited}.`;
    }
    case 'get-queue':
    case 'update-queue':
    case 'delete-queue':
      return queueOutcome(data, result.dryRun);
  }
}

function queueOutcome(data: QueueOpData, dryRun: boolean): string {
  if (dryRun) return `Dry run: ${data.command} sent nothing; it would have sent:`;
  if (data.command === 'delete-queue') {
    return data.deleted ? 'Queue deleted.' : 'No queue was deleted.';
  }
  const queue = data.queue;
  const reason = data.reason ? ` Reason: ${data.reason}` : '';
  if (!queue)
    return data.command === 'update-queue' ? `Queue updated.${reason}` : 'No queue was read.';
  const n = queueLength(queue);
  const numbers = (queue.enqueuedPullRequests ?? []).map((pr) => `#${pr.prNumber}`).join(', ');
  const [state, mode, concurrency] = queueChange(data.before, queue);
  return (
    `${data.command === 'update-queue' ? (data.note ? 'Queue unchanged: ' : 'Queue updated: ') : 'Queue '}${state}` +
    `${mode ? `, mode ${mode}` : ''}` +
    `${concurrency ? `, concurrency ${concurrency}` : ''}; ` +
    `${n} pull request(s)${numbers ? ` in order: ${numbers}` : ''}.${reason}`
  );
}

/**
 * The queue's state, mode and concurrency as words, each "before → after" where `before`
 * differs: ["running → paused", "single", "1 → 4"]. Empty where the queue does not say.
 */
export function queueChange(before: Queue | undefined, after: Queue): [string, string, string] {
  const pair = (was: unknown, now: unknown): string => {
    if (now === undefined || now === null) return '';
    return was !== undefined && was !== null && was !== now
      ? `${String(was)} → ${String(now)}`
      : String(now);
  };
  return [
    pair(before?.state, after.state),
    pair(before?.mode, after.mode),
    pair(before?.concurrency, after.concurrency),
  ];
}

/** What a run left undone on purpose, in a sentence: the doors show it as a notice. */
export function noteOf(result: CommandResult): string | undefined {
  const data = result.data;
  return data && 'note' in data ? data.note : undefined;
}

/** The job summary of a run that failed before it had a result. */
export function failureSummaryOf(command: string | undefined, message: string): string {
  return `## ❌ ${escapeText(command ?? 'merge queue action')} failed\n\n${escapeText(message)}\n`;
}

/** A request a dry run would have sent, on one line (the key is in a header: never shown). */
export function requestLine(request: PlannedRequest): string {
  return (
    `${request.method} ${request.url}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}` +
    (request.when ? ` (${request.when})` : '')
  );
}
