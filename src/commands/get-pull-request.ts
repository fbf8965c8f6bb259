import type { PullRequestContext } from '../run.js';
import { ServiceError } from '../errors.js';
import type { MergeQueueService } from '../service/port.js';
import type { Readiness, SubmittedPullRequest } from '../service/v1/schemas.js';
import type { WaitClock } from '../clock.js';
import type { Logger } from '../logger.js';
import type { Settings, WaitFor } from '../settings.js';
import { resultOf, type Result } from './result.js';

export type NotReadyReason =
  | 'not-submitted'
  | 'base-branch-mismatch'
  | 'not-mergeable'
  | 'mergeability-pending'
  | 'impacted-targets-missing';

/** What each reason means, in words, for logs, failures and the summary. */
export const REASON_TEXT: Record<NotReadyReason, string> = {
  'not-submitted': 'the pull request is not submitted to the queue',
  'base-branch-mismatch': "the pull request's base branch does not match the queue's target branch",
  'not-mergeable': 'GitHub reports the pull request as not mergeable',
  'mergeability-pending': 'GitHub has not yet decided whether the pull request is mergeable',
  'impacted-targets-missing': 'the queue requires impacted targets and none have been uploaded',
};

/** Why a pull request is not ready, in words, joined with `; `. */
export function reasonsInWords(reasons: readonly NotReadyReason[]): string {
  return reasons.map((r) => REASON_TEXT[r]).join('; ');
}

export interface PullRequestData {
  command: 'get-pull-request';
  submitted: boolean;
  state: string | undefined;
  ready: boolean;
  reasons: NotReadyReason[];
  readiness: Readiness | undefined;
  pullRequest: SubmittedPullRequest | undefined;
  /** How a wait (wait-for) went, when there was one. */
  wait?: WaitOutcome;
}

/**
 * The seed's rule: ready when the base branch matches, GitHub's mergeability is `mergeable`,
 * and impacted targets are present when the queue requires them. A signal that is absent counts
 * as not met (mergeability: not yet known).
 */
export function readinessOf(readiness: Readiness | undefined): NotReadyReason[] {
  const reasons: NotReadyReason[] = [];
  if (readiness?.doesBaseBranchMatch !== true) reasons.push('base-branch-mismatch');
  const mergeability = readiness?.gitHubMergeability;
  if (mergeability === 'not_mergeable') reasons.push('not-mergeable');
  else if (mergeability !== 'mergeable') reasons.push('mergeability-pending');
  if (readiness?.requiresImpactedTargets === true && readiness.hasImpactedTargets !== true) {
    reasons.push('impacted-targets-missing');
  }
  return reasons;
}

/** How the wait ended. */
export type WaitResult = 'met' | 'timed-out' | 'unreachable' | 'cancelled';

/** One change seen while waiting. */
export interface TimelineEntry {
  /** Seconds since the wait began. */
  at: number;
  state: string;
  ready: boolean;
}

export interface WaitOutcome {
  result: WaitResult;
  waitedSeconds: number;
  polls: number;
  timeline: TimelineEntry[];
}

export interface WaitDeps {
  clock: WaitClock;
  /** Aborted when the runner cancels the job (SIGTERM/SIGINT). */
  signal?: AbortSignal;
  log: Logger;
  random?: () => number;
}

/** First poll interval, its growth and its cap; no two reads are closer than MIN_POLL_MS. */
export const FIRST_POLL_MS = 5_000;
export const MAX_POLL_MS = 60_000;
export const MIN_POLL_MS = 5_000;

/** States a pull request does not leave. */
export const TERMINAL: ReadonlySet<string> = new Set(['merged', 'failed', 'cancelled']);

export interface PullRequestDeps {
  service: Pick<MergeQueueService, 'getPullRequest'>;
  wait?: WaitDeps;
}

async function readOnce(
  ctx: PullRequestContext,
  service: PullRequestDeps['service'],
): Promise<PullRequestData> {
  let pr: SubmittedPullRequest | undefined;
  try {
    pr = await service.getPullRequest({
      repo: ctx.repo,
      // By number alone: v1 takes `number` or `branch`, not both, and the number is exact.
      pr: { number: ctx.pr.number },
      targetBranch: ctx.targetBranch,
    });
  } catch (error) {
    if (!(error instanceof ServiceError && error.notFound)) throw error;
  }
  return pullRequestData(pr);
}

/** What the command reports of an answer; undefined is a pull request the queue does not know. */
function pullRequestData(pr: SubmittedPullRequest | undefined): PullRequestData {
  const reasons: NotReadyReason[] = pr ? readinessOf(pr.readiness) : ['not-submitted'];
  return {
    command: 'get-pull-request',
    submitted: pr !== undefined,
    state: pr?.state,
    ready: reasons.length === 0,
    reasons,
    readiness: pr?.readiness,
    pullRequest: pr,
  };
}

function met(waitFor: WaitFor, data: PullRequestData): boolean {
  if (waitFor.kind === 'ready') return data.ready;
  return data.state !== undefined && waitFor.states.includes(data.state);
}

/** A terminal state the wanted condition can no longer follow. */
function unreachable(waitFor: WaitFor, data: PullRequestData): boolean {
  if (data.state === undefined || !TERMINAL.has(data.state)) return false;
  return waitFor.kind === 'ready' || !waitFor.states.includes(data.state);
}

/**
 * Read the pull request (getPullRequest) until the condition holds, a terminal state rules it out, the
 * timeout passes, or the job is cancelled. Intervals start at 5 s and grow by half up to 60 s,
 * with jitter, never under 5 s, longer when the service asked (Retry-After); a failed read
 * (after the client's own retries) is logged and the wait goes on, except for answers that no
 * retry changes (401, 403, 400).
 */
async function waitFor(
  waitFor: WaitFor,
  timeoutSeconds: number,
  ctx: PullRequestContext,
  service: PullRequestDeps['service'],
  wait: WaitDeps,
): Promise<{ data: PullRequestData | undefined; outcome: WaitOutcome; warnings: string[] }> {
  const { clock, log } = wait;
  const random = wait.random ?? Math.random;
  const start = clock.now();
  const deadline = start + timeoutSeconds * 1000;
  const timeline: TimelineEntry[] = [];
  const warnings: string[] = [];
  let data: PullRequestData | undefined;
  let interval = FIRST_POLL_MS;
  let polls = 0;
  const finish = (result: WaitResult) => ({
    data,
    warnings,
    outcome: {
      result,
      waitedSeconds: Math.round((clock.now() - start) / 1000),
      polls,
      timeline,
    },
  });
  for (;;) {
    if (wait.signal?.aborted) return finish('cancelled');
    polls++;
    const readAt = clock.now();
    let pause = 0;
    try {
      const read = await readOnce(ctx, service);
      data = read;
      const state = read.state ?? (read.submitted ? 'unknown' : 'not submitted');
      const last = timeline[timeline.length - 1];
      if (!last || last.state !== state || last.ready !== read.ready) {
        const at = Math.round((clock.now() - start) / 1000);
        timeline.push({ at, state, ready: read.ready });
        log.info(`After ${at}s: state ${state}, ready ${read.ready}.`);
      }
      if (met(waitFor, read)) return finish('met');
      if (unreachable(waitFor, read)) return finish('unreachable');
    } catch (error) {
      if (
        !(error instanceof ServiceError) ||
        (error.kind === 'http' && [400, 401, 403].includes(error.status ?? 0))
      ) {
        throw error;
      }
      log.warning(`Reading the pull request failed; waiting on: ${error.message}`);
      pause = error.retryAfterMs ?? 0;
    }
    // The next read: after the interval (jittered), never sooner than MIN_POLL_MS after this
    // one began nor than the service asked, and at the deadline at the latest. When the
    // earliest allowed read falls after the deadline, the wait ends now: a short timeout does
    // not buy an extra read.
    const now = clock.now();
    const earliest = Math.max(readAt + MIN_POLL_MS, now + pause);
    if (now >= deadline || earliest > deadline) return finish('timed-out');
    const next = Math.min(deadline, Math.max(earliest, now + interval * (0.9 + random() * 0.2)));
    await clock.sleep(next - now, wait.signal);
    interval = Math.min(MAX_POLL_MS, interval * 1.5);
  }
}

export async function getPullRequest(
  settings: Settings,
  ctx: PullRequestContext,
  deps: PullRequestDeps,
): Promise<Result<PullRequestData>> {
  if (!settings.waitFor || !deps.wait) {
    const data = await readOnce(ctx, deps.service);
    return resultOf(data, false, { warnings: [], failure: notReadyFailure(settings, ctx, data) });
  }
  const waited = await waitFor(
    settings.waitFor,
    settings.waitTimeoutSeconds,
    ctx,
    deps.service,
    deps.wait,
  );
  const data: PullRequestData = {
    // No read succeeded: reported as a pull request the queue does not know.
    ...(waited.data ?? pullRequestData(undefined)),
    wait: waited.outcome,
  };
  const { result } = waited.outcome;
  const failure =
    settings.failOnNotReady && (result === 'timed-out' || result === 'unreachable')
      ? `Pull request #${ctx.pr.number}: the wait for ${describeWait(settings.waitFor)} ended ${result} ` +
        `after ${waited.outcome.waitedSeconds}s in state ${data.state ?? 'unknown'}` +
        (data.ready ? '.' : `; not ready because ${reasonsInWords(data.reasons)}.`)
      : undefined;
  return resultOf(data, false, { warnings: waited.warnings, failure });
}

/** What was waited for, in words. */
export function describeWait(waitFor: WaitFor): string {
  return waitFor.kind === 'ready' ? 'readiness' : `state ${waitFor.states.join(' or ')}`;
}

function notReadyFailure(
  settings: Settings,
  ctx: PullRequestContext,
  data: PullRequestData,
): string | undefined {
  return settings.failOnNotReady && !data.ready
    ? `Pull request #${ctx.pr.number} is not ready for the ${ctx.targetBranch} queue: ` +
        `${reasonsInWords(data.reasons)}.`
    : undefined;
}
