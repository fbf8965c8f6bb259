import type { RunContext } from '../run.js';
import type { MergeQueueService } from '../service/port.js';
import type { Settings } from '../settings.js';
import type { TargetsDeps } from '../targets/compute.js';
import type { CreateQueueData } from './create-queue.js';
import type { PullRequestData, WaitDeps } from './get-pull-request.js';
import type { TestRunData } from './get-test-run.js';
import type { PullRequestOpData } from './queue/pull-requests.js';
import type { QueueOpData } from './queue/queues.js';
import type { Result } from './result.js';
import { uploadImpactedTargets, type UploadData } from './upload.js';

/** What a command found or did, told apart by `command`. */
export type CommandData =
  UploadData | PullRequestData | TestRunData | CreateQueueData | PullRequestOpData | QueueOpData;

/** Any command's result: what run() reports and the renderers read. */
export type CommandResult = Result<CommandData>;

/** What commands use to act: the service, and for uploads what the targets engine needs. */
export interface CommandDeps {
  service: MergeQueueService;
  targets: TargetsDeps;
  /** For get-pull-request with wait-for. */
  wait?: WaitDeps;
}

/**
 * Run the context's command. A dry run of a read sends nothing, so it reads nothing. Each
 * command but the upload (what most runs do) is loaded when it runs.
 */
export async function runCommand(
  settings: Settings,
  ctx: RunContext,
  deps: CommandDeps,
): Promise<CommandResult> {
  switch (ctx.command) {
    case 'upload-impacted-targets':
      return uploadImpactedTargets(settings, ctx, deps);
    case 'get-pull-request':
      if (settings.dryRun) return { command: ctx.command, dryRun: true, warnings: [] };
      return (await import('./get-pull-request.js')).getPullRequest(settings, ctx, deps);
    case 'get-test-run':
      if (settings.dryRun) return { command: ctx.command, dryRun: true, warnings: [] };
      return (await import('./get-test-run.js')).getTestRun(ctx, deps);
    case 'create-queue':
      return (await import('./create-queue.js')).createQueue(settings, ctx, deps);
    case 'submit-pull-request':
    case 'cancel-pull-request':
    case 'restart-tests':
      return (await import('./queue/pull-requests.js')).runPullRequestCommand(settings, ctx, {
        service: deps.service,
        log: deps.targets.log,
        ...(deps.wait && { wait: deps.wait }),
      });
    case 'get-queue':
    case 'update-queue':
    case 'delete-queue':
      return (await import('./queue/queues.js')).runQueueCommand(
        settings,
        { ...ctx, command: ctx.command },
        { service: deps.service, log: deps.targets.log },
      );
  }
}
