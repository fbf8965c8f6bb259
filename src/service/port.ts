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
 * - Answers come in the v1 shapes of schemas.ts (lower-case snake_case enum values), which the
 *   outputs are made of; what an API cannot answer is left out, never invented.
 */
import type { ApiVersion } from './auth.js';
import type {
  CreateQueueRequest,
  GetSubmittedPullRequestRequest,
  GetTestRunRequest,
  SetImpactedTargetsRequest,
  SubmittedPullRequest,
  TestRun,
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
}
