import type { RunContext } from '../context.js';
import { ServiceError, type ServiceClient } from '../service/client.js';
import type { Settings } from '../settings.js';

export interface CreateQueueResult {
  command: 'create-queue';
  /** False when the queue already existed (not a failure). */
  created: boolean;
  dryRun: boolean;
  mode: string | undefined;
  concurrency: number | undefined;
  /** The service's words when the queue already existed. */
  existing?: string;
}

export async function createQueue(
  settings: Settings,
  ctx: RunContext,
  deps: { service: Pick<ServiceClient, 'createQueue'> },
): Promise<CreateQueueResult> {
  const result: CreateQueueResult = {
    command: 'create-queue',
    created: false,
    dryRun: settings.dryRun,
    mode: settings.mode,
    concurrency: settings.concurrency,
  };
  if (settings.dryRun) return result;
  try {
    await deps.service.createQueue({
      repo: ctx.repo,
      targetBranch: ctx.targetBranch!,
      ...(settings.mode ? { mode: settings.mode } : {}),
      ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}),
    });
    return { ...result, created: true };
  } catch (error) {
    // The service refuses an existing queue with a plain-text "already exists".
    if (
      error instanceof ServiceError &&
      error.kind === 'http' &&
      error.status !== undefined &&
      error.status >= 400 &&
      error.status < 500 &&
      /already exists/i.test(error.bodyExcerpt)
    ) {
      return { ...result, existing: error.bodyExcerpt };
    }
    throw error;
  }
}
