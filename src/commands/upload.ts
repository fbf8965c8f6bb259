import type { RunContext } from '../context.js';
import type { ServiceClient } from '../service/client.js';
import type { Settings } from '../settings.js';
import {
  computeImpactedTargets,
  type TargetsDeps,
  type TargetsResult,
} from '../targets/compute.js';

export interface UploadResult extends TargetsResult {
  command: 'upload-impacted-targets';
  /** The service accepted the upload (false on a dry run). */
  uploaded: boolean;
  dryRun: boolean;
  /** Uploaded with x-forked-workflow-run-id instead of a token. */
  forkMode: boolean;
}

export interface UploadDeps {
  service: Pick<ServiceClient, 'setImpactedTargets'>;
  targets: TargetsDeps;
}

/**
 * Fork mode: a pull request from a fork cannot read the API token, so the upload is
 * authenticated with the workflow run id instead (the service checks the run).
 */
export function isForkUpload(
  settings: Pick<Settings, 'apiToken'>,
  ctx: Pick<RunContext, 'command' | 'fromFork'>,
): boolean {
  return ctx.command === 'upload-impacted-targets' && ctx.fromFork && settings.apiToken === '';
}

/** Compute the pull request's impacted targets and send them with setImpactedTargets. */
export async function uploadImpactedTargets(
  settings: Settings,
  ctx: RunContext,
  deps: UploadDeps,
): Promise<UploadResult> {
  const targets = await computeImpactedTargets(
    settings,
    {
      prNumber: ctx.prNumber,
      headSha: ctx.prSha,
      baseSha: ctx.baseSha,
      fallbackBaseSha: ctx.fallbackBaseSha,
      targetBranch: ctx.targetBranch,
    },
    deps.targets,
  );
  const forkMode = isForkUpload(settings, ctx);
  const result: UploadResult = {
    ...targets,
    command: 'upload-impacted-targets',
    uploaded: false,
    dryRun: settings.dryRun,
    forkMode,
  };
  if (settings.dryRun) return result;
  // Context resolution guarantees these for this command.
  await deps.service.setImpactedTargets({
    repo: ctx.repo,
    pr: { number: ctx.prNumber!, sha: ctx.prSha! },
    targetBranch: ctx.targetBranch!,
    impactedTargets: targets.targets,
  });
  return { ...result, uploaded: true };
}
