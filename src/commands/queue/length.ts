import type { Queue } from '../../service/v1/schemas.js';

/** How many pull requests a queue holds: those listed, and those the service did not list. */
export function queueLength(queue: Queue): number {
  return (queue.enqueuedPullRequests ?? []).length + (queue.unlisted ?? 0);
}
