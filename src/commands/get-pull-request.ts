import type { PullRequestContext } from '../context.js';
import { ServiceError } from '../errors.js';
import type { ServiceClient } from '../service/client.js';
import type { Readiness, SubmittedPullRequest } from '../service/schemas.js';
import type { Settings } from '../settings.js';
import { resultOf, type CommandResult } from './result.js';

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

export interface PullRequestData {
  command: 'get-pull-request';
  submitted: boolean;
  state: string | undefined;
  ready: boolean;
  reasons: NotReadyReason[];
  readiness: Readiness | undefined;
  pullRequest: SubmittedPullRequest | undefined;
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

export async function getPullRequest(
  settings: Settings,
  ctx: PullRequestContext,
  deps: { service: Pick<ServiceClient, 'getSubmittedPullRequest'> },
): Promise<CommandResult> {
  let pr: SubmittedPullRequest | undefined;
  try {
    pr = await deps.service.getSubmittedPullRequest({
      repo: ctx.repo,
      pr: { number: ctx.pr.number, ...(ctx.pr.branch ? { branch: ctx.pr.branch } : {}) },
      targetBranch: ctx.targetBranch,
    });
  } catch (error) {
    if (!(error instanceof ServiceError && error.notFound)) throw error;
  }
  const reasons: NotReadyReason[] = pr ? readinessOf(pr.readiness) : ['not-submitted'];
  const data: PullRequestData = {
    command: 'get-pull-request',
    submitted: pr !== undefined,
    state: pr?.state,
    ready: reasons.length === 0,
    reasons,
    readiness: pr?.readiness,
    pullRequest: pr,
  };
  const failure =
    settings.failOnNotReady && !data.ready
      ? `Pull request #${ctx.pr.number} is not ready for the ${ctx.targetBranch} queue: ` +
        `${reasons.map((r) => REASON_TEXT[r]).join('; ')}.`
      : undefined;
  return resultOf(data, false, { warnings: [], failure });
}
