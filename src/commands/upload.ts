import type { UploadContext } from '../context.js';
import type { ServiceClient } from '../service/client.js';
import type { Settings } from '../settings.js';
import {
  computeImpactedTargets,
  type TargetsDeps,
  type TargetsResult,
} from '../targets/compute.js';
import { resultOf, type CommandResult } from './result.js';

export interface UploadData extends Omit<TargetsResult, 'warnings'> {
  command: 'upload-impacted-targets';
  /** The service accepted the upload (false on a dry run). */
  uploaded: boolean;
  /** Uploaded with x-forked-workflow-run-id instead of a token. */
  forkMode: boolean;
}

export interface UploadDeps {
  service: Pick<ServiceClient, 'setImpactedTargets'>;
  targets: TargetsDeps;
}

/** Compute the pull request's impacted targets and send them with setImpactedTargets. */
export async function uploadImpactedTargets(
  settings: Settings,
  ctx: UploadContext,
  deps: UploadDeps,
): Promise<CommandResult> {
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
  if (!settings.dryRun) {
    await deps.service.setImpactedTargets({
      repo: ctx.repo,
      pr: { number: ctx.pr.number, sha: ctx.pr.sha },
      targetBranch: ctx.targetBranch,
      impactedTargets: targets.targets,
    });
    data.uploaded = true;
  }
  return resultOf(data, settings.dryRun, { warnings });
}
