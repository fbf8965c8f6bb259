/**
 * What the service's public documents fix and the clients rely on: limits and required keys,
 * each in one place. The clients read them from here, and so do the project's own test servers
 * (test/support/fake-service.ts, fake-service-v2.ts and the x-limits of
 * test/support/openapi/v2.subset.json), so a change of the documents is one edit here.
 *
 * Each constant names the document it was read from and when. Documents:
 * - V1: the public v1 OpenAPI document, trunk-io/docs2 `openapi.json` @de8b223d (the newest,
 *   which adds `pr.branch` to getSubmittedPullRequest), read 2026-11-27.
 * - V2: the public v2 OpenAPI document, trunk-io/docs2 `openapi-v2.json` @049d2cd7, and the
 *   docs.trunk.io API v2 reference pages, read 2026-11-27.
 * - MQREF: the service's merge reference (trunk-io/docs `merge-queue/reference/merge.md`
 *   @5e8ec224, 2026-05-06), read 2026-11-27.
 */
import type { ApiVersion } from './auth.js';

/**
 * V1 (read 2026-11-27): every operation that takes `pr` names the pull request by
 * `pr.number`; getSubmittedPullRequest alone also takes `pr.branch`, as "either `number` or
 * `branch` (but not both)". The clients send `number` and nothing else beside it (upload adds
 * the `sha` setImpactedTargets requires), which satisfies every operation.
 */
export const V1_PR_KEY = 'number';

/** V1 (read 2026-11-27): the largest integer v1 takes (`pr.number`, `concurrency`, `priority`). */
export const V1_MAX_INTEGER = 4_294_967_295;

/** MQREF (read 2026-11-27): a request body must not exceed 20 MiB (v1 and v2 alike). */
export const MAX_REQUEST_BYTES = 20 * 1024 * 1024;

/**
 * V2 (read 2026-11-27): `UploadImpactedTargetsRequest.impactedTargets` has `maxItems: 100000`;
 * a longer list is refused with `400 VALIDATION_FAILED`, which no retry changes.
 */
export const V2_MAX_IMPACTED_TARGETS = 100_000;

/** V2 (read 2026-11-27): `CreateMergeQueueRequest.concurrency` is an integer from 1 to 1000. */
export const V2_MAX_CONCURRENCY = 1000;

/**
 * V2 (read 2026-11-27): a pull request's `number` is an integer from 1 to 10,000,000 (the
 * submit and upload bodies; each number `GET /v2/pull-requests` takes).
 */
export const V2_MAX_PR_NUMBER = 10_000_000;

/**
 * V2 (read 2026-11-27): `GET /v2/pull-requests` takes 1 to 50 comma-separated numbers in
 * `number`.
 */
export const V2_NUMBERS_PER_READ = 50;

/**
 * V2 (the rate-limit page, read 2026-11-27): `GET /v2/pull-requests` allows 5 requests a second
 * per key, so reads of it are spaced at least this far apart (ms).
 */
export const V2_PULL_REQUEST_READ_GAP_MS = 1000 / 5;

/**
 * V1 and V2's prose (read 2026-11-27): a priority is a name or a number from 0 (first) to 255
 * (last); V2's schema allows up to 32767, its text and V1's older document 255, the common range.
 */
export const MAX_PRIORITY = 255;

/** V1 and V2 (read 2026-11-27): the priority names (urgent 0, high 10, medium 100, low 200). */
export const PRIORITY_NAMES = ['urgent', 'high', 'medium', 'low'] as const;

/** V1 and V2 (read 2026-11-27): the value of each priority name; medium is the default. */
export const PRIORITY_VALUES: Readonly<Record<(typeof PRIORITY_NAMES)[number], number>> = {
  urgent: 0,
  high: 10,
  medium: 100,
  low: 200,
};

/** V2 (read 2026-11-27): a list endpoint's `limit` (page size) is 1 to 100. */
export const V2_MAX_PAGE_SIZE = 100;

/**
 * The most targets one upload may list on each route; undefined: no stated maximum (V1,
 * service-facts: "No stated maximum length of impactedTargets"). The keyless route's CLI
 * uploads with V2's `PUT /v2/impacted-targets`, so V2's limit is its limit too.
 */
export const MAX_IMPACTED_TARGETS: Readonly<Record<ApiVersion, number | undefined>> = {
  v1: undefined,
  v2: V2_MAX_IMPACTED_TARGETS,
  'v2-login': V2_MAX_IMPACTED_TARGETS,
};
