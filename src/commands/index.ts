import type { RunContext } from '../context.js';
import type { ServiceClient } from '../service/client.js';
import type { Settings } from '../settings.js';
import type { TargetsDeps } from '../targets/compute.js';
import { createQueue, type CreateQueueResult } from './create-queue.js';
import { getPullRequest, type PullRequestResult } from './get-pull-request.js';
import { getTestRun, type TestRunResult } from './get-test-run.js';
import { uploadImpactedTargets, type UploadResult } from './upload.js';

/** A read command on a dry run: nothing is sent, so nothing is read. */
export interface SkippedReadResult {
  command: 'get-pull-request' | 'get-test-run';
  dryRunSkipped: true;
}

export type CommandResult =
  UploadResult | PullRequestResult | TestRunResult | CreateQueueResult | SkippedReadResult;

export interface CommandDeps {
  service: Pick<
    ServiceClient,
    'setImpactedTargets' | 'getSubmittedPullRequest' | 'getMergeQueueTestingDetails' | 'createQueue'
  >;
  targets: TargetsDeps;
}

/** Run the context's command. */
export async function runCommand(
  settings: Settings,
  ctx: RunContext,
  deps: CommandDeps,
): Promise<CommandResult> {
  if (settings.dryRun && (ctx.command === 'get-pull-request' || ctx.command === 'get-test-run')) {
    return { command: ctx.command, dryRunSkipped: true };
  }
  switch (ctx.command) {
    case 'upload-impacted-targets':
      return uploadImpactedTargets(settings, ctx, deps);
    case 'get-pull-request':
      return getPullRequest(settings, ctx, deps);
    case 'get-test-run':
      return getTestRun(ctx, deps);
    case 'create-queue':
      return createQueue(settings, ctx, deps);
  }
}
