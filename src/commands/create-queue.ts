import type { QueueContext } from '../run.js';
import { ServiceError } from '../errors.js';
import type { MergeQueueService } from '../service/port.js';
import type { Settings } from '../settings.js';
import { resultOf, type Result } from './result.js';

export interface CreateQueueData {
  command: 'create-queue';
  /** False when the queue already existed (not a failure), and on a dry run. */
  created: boolean;
  mode: string | undefined;
  concurrency: number | undefined;
  /** The service's words when the queue already existed. */
  existing?: string;
}

export async function createQueue(
  settings: Settings,
  ctx: QueueContext,
  deps: { service: Pick<MergeQueueService, 'createQueue'> },
): Promise<Result<CreateQueueData>> {
  const data: CreateQueueData = {
    command: 'create-queue',
    created: false,
    mode: settings.mode,
    concurrency: settings.concurrency,
  };
  if (settings.dryRun) return resultOf(data, true);
  try {
    await deps.service.createQueue({
      repo: ctx.repo,
      targetBranch: ctx.targetBranch,
      ...(settings.mode ? { mode: settings.mode } : {}),
      ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}),
    });
    return resultOf({ ...data, created: true }, false);
  } catch (error) {
    if (error instanceof ServiceError && error.alreadyExists) {
      return resultOf({ ...data, existing: error.bodyExcerpt }, false);
    }
    throw error;
  }
}
