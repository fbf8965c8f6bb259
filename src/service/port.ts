/**
 * The one service interface commands talk to, in the action's own terms: its methods are named
 * after the commands (uploadImpactedTargets, getPullRequest, getTestRun, createQueue), whatever
 * each API calls its operations (v1's setImpactedTargets, getSubmittedPullRequest and
 * getMergeQueueTestingDetails stay inside the v1 and v2 adapters, in messages and retry lines).
 * Three adapters serve it: v1 (v1/client.ts), v2 with an org key (v2/client.ts) and the keyless
 * route through the logged-in `trunk` CLI (keyless.ts, uploads only); a command cannot tell them
 * apart.
 *
 * - A pull request the queue does not know, or that is not in this target branch's queue, is a
 *   ServiceError whose `notFound` is true.
 * - A queue that exists already is a ServiceError whose `alreadyExists` is true.
 * - The queue operations (submit, cancel, restart, get, update, delete) are sent once: a write
 *   that times out is not repeated here; the commands read back and decide (write-once.ts).
 *   What each API answers when the write was done already (v2's PR_ALREADY_ENQUEUED,
 *   PR_NOT_IN_ACTIVE_STATE, MERGE_QUEUE_NOT_FOUND) is a ServiceError with its `code`.
 * - Answers come in the v1 shapes of schemas.ts (lower-case snake_case enum values), which the
 *   outputs are made of; what an API cannot answer is left out, never invented.
 */
import type { ApiVersion } from './auth.js';
import type {
  CreateQueueRequest,
  GetSubmittedPullRequestRequest,
  GetTestRunRequest,
  PullRequestInQueue,
  Queue,
  QueueRequest,
  SetImpactedTargetsRequest,
  SubmitPullRequestRequest,
  SubmittedPullRequest,
  TestRun,
  UpdateQueueEntryRequest,
  UpdateQueueRequest,
} from './v1/schemas.js';

export interface MergeQueueService {
  /** Which API answers. */
  readonly apiVersion: ApiVersion;
  /** Read a test run (a verification run on v2) of the queue. */
  getTestRun(request: GetTestRunRequest): Promise<TestRun>;
  /** Read a pull request's state and readiness in the target branch's queue. */
  getPullRequest(request: GetSubmittedPullRequestRequest): Promise<SubmittedPullRequest>;
  /** Upload a pull request's impacted targets, or ALL. */
  uploadImpactedTargets(request: SetImpactedTargetsRequest): Promise<void>;
  /** Create the target branch's queue. */
  createQueue(request: CreateQueueRequest): Promise<void>;
  /** Put a pull request in the queue (v1 submitPullRequest; v2 POST .../pull-requests). */
  submitPullRequest(request: SubmitPullRequestRequest): Promise<void>;
  /**
   * Change the priority or batching of a pull request that is in the queue (v1: submitted again,
   * which rewrites both; v2: POST .../reprioritize, or PATCH .../queue-entry for batching).
   * `request` holds only what is to change.
   */
  updateQueueEntry(request: UpdateQueueEntryRequest): Promise<void>;
  /** Take a pull request out of the queue (v1 cancelPullRequest; v2 .../dequeue). */
  cancelPullRequest(request: PullRequestInQueue): Promise<void>;
  /** Restart a queued pull request's tests (v1 restartTestsOnPullRequest; v2 .../restart-tests). */
  restartTests(request: PullRequestInQueue): Promise<void>;
  /**
   * Read the queue with its pull requests in the order it will test and merge them; a queue
   * that does not exist is a ServiceError whose `notFound` is true.
   */
  getQueue(request: QueueRequest): Promise<Queue>;
  /** Change what is given of state, mode and concurrency; nothing else changes. */
  updateQueue(request: UpdateQueueRequest): Promise<void>;
  /** Delete an empty queue. */
  deleteQueue(request: QueueRequest): Promise<void>;
}
