import { apiVersionOf } from '../route.js';
import type { UploadContext } from '../run.js';
import { MAX_IMPACTED_TARGETS, MAX_REQUEST_BYTES } from '../service/limits.js';
import type { MergeQueueService } from '../service/port.js';
import type { Settings } from '../settings.js';
import {
  computeImpactedTargets,
  type TargetsDeps,
  type TargetsResult,
} from '../targets/compute.js';
import { resultOf, type Result } from './result.js';

/** The service takes request bodies up to 20 MiB; past this (1 MiB spare) the list is sent as ALL. */
export const MAX_UPLOAD_BYTES = MAX_REQUEST_BYTES - 1024 * 1024;
/** GitHub keeps at most 1 MiB of a job's outputs; past this the output is ALL. */
export const MAX_OUTPUT_BYTES = 900 * 1024;

export interface UploadData extends Omit<TargetsResult, 'warnings'> {
  command: 'upload-impacted-targets';
  /** The list is too long for a step output: the impacted-targets output says ALL. */
  outputAll?: boolean;
  /** The service accepted the upload (false on a dry run). */
  uploaded: boolean;
  /** Uploaded with x-forked-workflow-run-id instead of a token. */
  forkMode: boolean;
}

export interface UploadDeps {
  service: Pick<MergeQueueService, 'uploadImpactedTargets'>;
  targets: TargetsDeps;
}

/** Compute the pull request's impacted targets and upload them (uploadImpactedTargets). */
export async function uploadImpactedTargets(
  settings: Settings,
  ctx: UploadContext,
  deps: UploadDeps,
): Promise<Result<UploadData>> {
  const { warnings, ...targets } = await computeImpactedTargets(
    settings,
    { prNumber: ctx.pr.number, targetBranch: ctx.targetBranch, ...ctx.diff },
    deps.targets,
  );
  const data: UploadData = {
    ...targets,
    command: 'upload-impacted-targets',
    uploaded: false,
    forkMode: ctx.auth.kind === 'fork-run',
  };
  if (data.targets !== 'ALL') {
    // A list that cannot be sent or passed on whole is ALL: a consumer that runs everything is
    // safe, a truncated list is not.
    const bytes = Buffer.byteLength(JSON.stringify(data.targets));
    const version = apiVersionOf(ctx.auth);
    const maxTargets = MAX_IMPACTED_TARGETS[version];
    if (maxTargets !== undefined && data.targets.length > maxTargets) {
      const api = version === 'v2-login' ? 'v2' : version;
      warnings.push(
        `Uploading ALL: the ${data.targets.length} impacted targets are more than the ${maxTargets} the ${api} API takes in one upload (the service would refuse the list with 400 VALIDATION_FAILED).`,
      );
      data.allReason = `the list of ${data.targets.length} targets is over the ${api} API's limit of ${maxTargets} targets per upload`;
      data.targets = 'ALL';
    } else if (bytes > MAX_UPLOAD_BYTES) {
      warnings.push(
        `Uploading ALL: the ${data.targets.length} impacted targets take ${Math.round(bytes / 1024 / 1024)} MiB as JSON, over the service's 20 MiB request limit.`,
      );
      data.allReason = `the list of ${data.targets.length} targets is over the service's 20 MiB request limit`;
      data.targets = 'ALL';
    } else if (bytes > MAX_OUTPUT_BYTES) {
      warnings.push(
        `The impacted-targets output is ALL: the list of ${data.targets.length} targets (${Math.round(bytes / 1024)} KiB) does not fit GitHub's 1 MiB limit for a job's outputs. The full list was ${settings.dryRun ? 'computed' : 'uploaded'}.`,
      );
      data.outputAll = true;
    }
  }
  if (!settings.dryRun) {
    await deps.service.uploadImpactedTargets({
      repo: ctx.repo,
      pr: { number: ctx.pr.number, sha: ctx.pr.sha },
      targetBranch: ctx.targetBranch,
      impactedTargets: data.targets,
    });
    data.uploaded = true;
  }
  return resultOf(data, settings.dryRun, { warnings });
}
