/**
 * The job summary of the queue commands: a write as one line of what was done and what the
 * pull request or queue is now; get-queue as a table in the queue's order. Every value from the
 * service (titles, authors, states, priority names) is escaped.
 */
import type { PullRequestOpData } from '../commands/queue/pull-requests.js';
import { queueLength } from '../commands/queue/length.js';
import type { QueueOpData } from '../commands/queue/queues.js';
import type { CommandResult } from '../commands/index.js';
import type { Queue } from '../service/v1/schemas.js';
import { pullRequestUrl, type About } from './about.js';
import { code, escapeText, link } from './escape.js';
import { queueChange, requestLine } from './outcome.js';

/** How long ago `since` was, as of `now`, in the largest unit or two ("3h 12m", "45s"). */
export function durationSince(since: string | undefined, now: number): string {
  const then = since === undefined ? Number.NaN : Date.parse(since);
  if (Number.isNaN(then)) return '';
  let s = Math.max(0, Math.round((now - then) / 1000));
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

const prLink = (about: About, number: number): string =>
  link(`#${number}`, pullRequestUrl(about, number));

function plannedList(planned: readonly { method: string; url: string; body?: unknown }[]): string {
  return planned.map((request) => `- ${code(requestLine(request))}\n`).join('');
}

function priorityText(pr: {
  priorityName?: string | undefined;
  priorityValue?: number | undefined;
}): string {
  const name = pr.priorityName ?? '';
  const value = pr.priorityValue !== undefined ? String(pr.priorityValue) : '';
  return escapeText(name && value ? `${name} (${value})` : name || value);
}

const VERBS = {
  'submit-pull-request': 'submitted to',
  'cancel-pull-request': 'cancelled in',
  'restart-tests': 'restarted (its tests) in',
} as const;

export function pullRequestOpSummary(
  about: About,
  r: PullRequestOpData,
  result: CommandResult,
): string {
  const number = about.prNumber ?? 0;
  const branch = code(about.targetBranch ?? '');
  if (result.dryRun) {
    return (
      `## ${escapeText(r.command)}: dry run\n\n` +
      `Pull request ${prLink(about, number)} and the ${branch} queue: nothing was sent. It would have sent:\n\n` +
      plannedList(r.planned ?? [])
    );
  }
  const state = r.state !== undefined ? code(r.state) : 'unknown';
  const title =
    r.pullRequest?.prTitle !== undefined ? ` (${escapeText(r.pullRequest.prTitle)})` : '';
  let md: string;
  if (r.command === 'submit-pull-request' && r.alreadyQueued && r.changes) {
    md = `## Queued pull request changed\n\nPull request ${prLink(about, number)}${title} in the ${branch} queue: ${r.changes.map(escapeText).join(', ')}; it is ${state}.\n`;
  } else if (r.command === 'submit-pull-request' && r.alreadyQueued) {
    md = `## Pull request already in the queue\n\nPull request ${prLink(about, number)}${title} was already in the ${branch} queue; it is ${state}.\n`;
  } else if (r.done) {
    const heading = {
      'submit-pull-request': 'Pull request submitted',
      'cancel-pull-request': 'Pull request cancelled',
      'restart-tests': 'Tests restarted',
    }[r.command];
    md = `## ${heading}\n\nPull request ${prLink(about, number)}${title} was ${VERBS[r.command]} the ${branch} queue; it is now ${state}.\n`;
  } else {
    const heading = {
      'submit-pull-request': 'Pull request not submitted',
      'cancel-pull-request': 'Nothing to cancel',
      'restart-tests': 'Tests not restarted',
    }[r.command];
    md = `## ${heading}\n\nPull request ${prLink(about, number)}${title} in the ${branch} queue: ${state}.\n`;
  }
  if (r.note && !r.changes) md += `\n${escapeText(r.note)}\n`;
  if (result.failure) md += `\n${escapeText(result.failure)}\n`;
  if (r.pullRequest && (r.pullRequest.priorityName || r.pullRequest.priorityValue !== undefined)) {
    md += `\nPriority: ${priorityText(r.pullRequest)}.\n`;
  }
  if (r.wait) {
    md += `\nWaited ${r.wait.waitedSeconds}s for ${escapeText(r.wait.result === 'met' ? 'the state asked for: met' : r.wait.result)}.\n`;
  }
  return md;
}

/** The queue's pull requests as a table, in the order it will test and merge them. */
function queueTable(about: About, queue: Queue, now: number): string {
  const entries = queue.enqueuedPullRequests ?? [];
  if (entries.length === 0 && !queue.unlisted) return '\nThe queue is empty.\n';
  const rows = entries.map((pr, i) =>
    [
      String(i + 1),
      prLink(about, pr.prNumber),
      escapeText(pr.prTitle ?? ''),
      code(pr.state ?? 'unknown'),
      priorityText(pr),
      escapeText(durationSince(pr.stateChangedAt, now)),
    ]
      .map((cell) => `<td>${cell}</td>`)
      .join(''),
  );
  let md =
    '\n<table>\n<tr><th>#</th><th>Pull request</th><th>Title</th><th>State</th><th>Priority</th><th>In this state</th></tr>\n' +
    rows.map((row) => `<tr>${row}</tr>`).join('\n') +
    '\n</table>\n';
  if (queue.unlisted) {
    md += `\n_…and ${queue.unlisted} more awaiting admission, which the service does not list._\n`;
  }
  return md;
}

function queueLine(queue: Queue): string {
  const n = queueLength(queue);
  return (
    `State ${code(queue.state)}` +
    (queue.mode ? `, mode ${code(queue.mode)}` : '') +
    (queue.concurrency !== undefined ? `, concurrency ${escapeText(queue.concurrency)}` : '') +
    `; ${n} ${n === 1 ? 'pull request' : 'pull requests'}.\n`
  );
}

export function queueOpSummary(
  about: About,
  r: QueueOpData,
  result: CommandResult,
  now: number = Date.now(),
): string {
  const branch = code(about.targetBranch ?? '');
  if (result.dryRun) {
    return (
      `## ${escapeText(r.command)}: dry run\n\n` +
      `The ${branch} queue: nothing was sent. It would have sent:\n\n` +
      plannedList(r.planned ?? []) +
      (r.reason ? `\nReason: ${escapeText(r.reason)}\n` : '')
    );
  }
  switch (r.command) {
    case 'get-queue': {
      const queue = r.queue!;
      return `## The ${branch} queue: ${escapeText(queue.state)}\n\n${queueLine(queue)}${queueTable(about, queue, now)}`;
    }
    case 'update-queue': {
      const asked = [
        r.changes?.state && `state ${code(r.changes.state)}`,
        r.changes?.mode && `mode ${code(r.changes.mode)}`,
        r.changes?.concurrency !== undefined && `concurrency ${escapeText(r.changes.concurrency)}`,
      ]
        .filter(Boolean)
        .join(', ');
      const [state, mode, concurrency] = r.queue ? queueChange(r.before, r.queue) : [];
      // What changed, before → after (what did not is in the queue's line below).
      const changed = [
        state?.includes('→') && `state ${state}`,
        mode?.includes('→') && `mode ${mode}`,
        concurrency?.includes('→') && `concurrency ${concurrency}`,
      ]
        .filter(Boolean)
        .join(', ');
      const heading = r.note
        ? `## The ${branch} queue unchanged`
        : `## The ${branch} queue: ${escapeText(state || 'updated')}`;
      return (
        `${heading}\n\n` +
        (r.reason ? `Reason: ${escapeText(r.reason)}\n\n` : '') +
        `Asked for ${asked}.` +
        (r.note ? ` ${escapeText(r.note)}` : '') +
        (changed ? `\n\nChanged: ${escapeText(changed)}.` : '') +
        (r.queue ? ` Now: ${queueLine(r.queue)}` : '\n')
      );
    }
    case 'delete-queue': {
      if (r.deleted) return `## Queue deleted\n\nThe ${branch} queue was deleted.\n`;
      const why = escapeText(r.note ?? result.failure ?? 'The queue was not deleted.');
      return `## Queue not deleted\n\n${why}\n${r.queue ? queueTable(about, r.queue, now) : ''}`;
    }
  }
}
