/**
 * How v2 says the queue writes, as plain data: the adapter (client.ts) sends these, and a dry
 * run shows them (commands/queue/plan.ts), so what a dry run says is what a run sends.
 */
import type { SubmitPullRequestRequest, UpdateQueueRequest } from '../v1/schemas.js';

/** v1's queue modes in v2's words. */
export const V2_MODE = { single: 'queue', parallel: 'graph' } as const;

/** update-queue's states as v2's endpoints. */
const STATE_ENDPOINT = { running: 'resume', paused: 'pause', draining: 'drain' } as const;

/** The body of POST /v2/merge-queues/{id}/pull-requests. */
export function submitBody(request: SubmitPullRequestRequest): Record<string, unknown> {
  const { priority, noBatch } = request;
  return {
    number: request.pr.number,
    ...(typeof priority === 'string' ? { priorityName: priority } : {}),
    ...(typeof priority === 'number' ? { priorityValue: priority } : {}),
    // Left out, batching is allowed; false asks for the key permission "Skip batching".
    ...(noBatch === true ? { allowBatching: false } : {}),
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
