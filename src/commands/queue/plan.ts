/**
 * What a dry run of a queue write would have sent: each request's method, address and body, in
 * the API the credential speaks. The key is never part of it (it travels in a header). On v2,
 * where records are addressed by ids that only reads can find, the ids are named in words.
 */
import { v2Root } from '../../route.js';
import type { ApiVersion } from '../../service/auth.js';
import type {
  Operation,
  PullRequestInQueue,
  QueueRequest,
  SubmitPullRequestRequest,
  UpdateQueueRequest,
} from '../../service/v1/schemas.js';
import { entryChange, queueUpdates, submitBody } from '../../service/v2/requests.js';

export interface PlannedRequest {
  method: string;
  url: string;
  /** The JSON body, when the request has one. */
  body?: unknown;
  /** When it would be sent, where that depends on what a read would find. */
  when?: string;
}

export type QueueWrite =
  | { operation: 'submitPullRequest' | 'updateQueueEntry'; request: SubmitPullRequestRequest }
  | { operation: 'cancelPullRequest' | 'restartTestsOnPullRequest'; request: PullRequestInQueue }
  | { operation: 'updateQueue'; request: UpdateQueueRequest }
  | { operation: 'deleteQueue'; request: QueueRequest };

/** The requests `write` would send. */
export function plannedRequests(
  api: ApiVersion,
  apiUrl: string,
  write: QueueWrite,
): PlannedRequest[] {
  if (api !== 'v2') {
    // v1 changes a queued pull request by submitting it again.
    const operation: Operation =
      write.operation === 'updateQueueEntry' ? 'submitPullRequest' : write.operation;
    return [
      { method: 'POST', url: `${apiUrl.replace(/\/+$/, '')}/${operation}`, body: write.request },
    ];
  }
  const root = v2Root(apiUrl);
  const queue = `${root}/v2/merge-queues/{id of the ${write.request.targetBranch} queue}`;
  switch (write.operation) {
    case 'submitPullRequest':
      return [{ method: 'POST', url: `${queue}/pull-requests`, body: submitBody(write.request) }];
    case 'updateQueueEntry': {
      const call = entryChange(write.request);
      const pr = `${root}/v2/pull-requests/{id of pull request #${write.request.pr.number}}`;
      return [{ method: call.method, url: `${pr}${call.suffix}`, body: call.body }];
    }
    case 'cancelPullRequest':
    case 'restartTestsOnPullRequest': {
      const action = write.operation === 'cancelPullRequest' ? 'dequeue' : 'restart-tests';
      const pr = `${root}/v2/pull-requests/{id of pull request #${write.request.pr.number}}`;
      return [{ method: 'POST', url: `${pr}/${action}` }];
    }
    case 'updateQueue':
      return queueUpdates(write.request).map((call) => ({
        method: call.method,
        url: `${queue}${call.suffix}`,
        ...(call.body && { body: call.body }),
      }));
    case 'deleteQueue':
      return [{ method: 'DELETE', url: queue }];
  }
}
