/**
 * How v2 says the queue writes, as plain data: the adapter (client.ts) sends these, and a dry
 * run shows them (commands/queue/plan.ts), so what a dry run says is what a run sends.
 */
import type { SubmitPullRequestRequest, UpdateQueueRequest } from '../v1/schemas.js';

/** v1's queue modes in v2's words. */
export const V2_MODE = { single: 'queue', parallel: 'graph' } as const;

/** update-queue's states as v2's endpoints. */
const STATE_ENDPOINT = { running: 'resume', paused: 'pause', draining: 'drain' } as const;

/** A priority as v2 takes it: a name or a value, never both (they are mutually exclusive). */
function priorityBody(priority: SubmitPullRequestRequest['priority']): Record<string, unknown> {
  if (typeof priority === 'string') return { priorityName: priority };
  if (typeof priority === 'number') return { priorityValue: priority };
  return {};
}

/** The body of POST /v2/merge-queues/{id}/pull-requests. */
export function submitBody(request: SubmitPullRequestRequest): Record<string, unknown> {
  return {
    number: request.pr.number,
    ...priorityBody(request.priority),
    // Left out, batching is allowed; false asks for the key permission "Skip batching".
    ...(request.noBatch === true ? { allowBatching: false } : {}),
  };
}

/** One request under /v2/pull-requests/{id}. */
export interface EntryCall {
  method: 'POST' | 'PATCH';
  suffix: '/reprioritize' | '/queue-entry';
  body: Record<string, unknown>;
}

/**
 * How v2 changes a queued pull request (a second submit is refused, PR_ALREADY_ENQUEUED): a new
 * priority alone is POST …/reprioritize (exactly one of priorityName, priorityValue); batching,
 * with or without a priority, is PATCH …/queue-entry (at least one of its fields). `request`
 * holds only what is to change.
 */
export function entryChange(request: SubmitPullRequestRequest): EntryCall {
  const priority = priorityBody(request.priority);
  if (request.noBatch === undefined) {
    return { method: 'POST', suffix: '/reprioritize', body: priority };
  }
  return {
    method: 'PATCH',
    suffix: '/queue-entry',
    body: { ...priority, allowBatching: !request.noBatch },
  };
}

/** One request under /v2/merge-queues/{id}. */
export interface QueueCall {
  method: 'POST' | 'PATCH';
  /** After the queue's path: /config, /switch-modes, /pause, ... */
  suffix: string;
  body?: Record<string, unknown>;
}

/**
 * The requests of an update, in the order sent: the configuration (concurrency), the mode, then
 * the state (v2 has an endpoint for each).
 */
export function queueUpdates(request: UpdateQueueRequest): QueueCall[] {
  const calls: QueueCall[] = [];
  if (request.concurrency !== undefined) {
    calls.push({ method: 'PATCH', suffix: '/config', body: { concurrency: request.concurrency } });
  }
  if (request.mode !== undefined) {
    calls.push({ method: 'POST', suffix: '/switch-modes', body: { mode: V2_MODE[request.mode] } });
  }
  if (request.state !== undefined) {
    calls.push({ method: 'POST', suffix: `/${STATE_ENDPOINT[request.state]}` });
  }
  return calls;
}
