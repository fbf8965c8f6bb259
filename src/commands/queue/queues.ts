/**
 * get-queue, update-queue and delete-queue: the target branch's queue itself. A queue that does
 * not exist is said in words that name the branch and how to make one; writes are sent once
 * (write-once.ts) and read back.
 */
import { Inputs, type QueueCommand } from '../../constants.js';
import { ServiceError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { QueueContext } from '../../run.js';
import type { MergeQueueService } from '../../service/port.js';
import type { Queue, QueueRequest, UpdateQueueRequest } from '../../service/v1/schemas.js';
import type { Settings } from '../../settings.js';
import type { Voice } from '../../voice.js';
import { resultOf, type Result } from '../result.js';
import { queueLength } from './length.js';
import { plannedRequests, type PlannedRequest } from './plan.js';
import { writeOnce } from './write-once.js';

export interface QueueOpData {
  command: QueueCommand;
  /** The queue as read (get-queue), or read back after the change (update-queue). */
  queue?: Queue | undefined;
  /** update-queue: what was asked to change. */
  changes?: Pick<UpdateQueueRequest, 'state' | 'mode' | 'concurrency'>;
  /** update-queue: the queue as read before the change. */
  before?: Queue | undefined;
  /** update-queue: why, as the reason input gave it (for the log and the summary). */
  reason?: string | undefined;
  /** delete-queue: the queue was deleted by this run. */
  deleted?: boolean;
  /** Why nothing was sent, in a sentence (a notice). */
  note?: string;
  /** A dry run: what would have been sent. */
  planned?: PlannedRequest[];
}

export interface QueueOpDeps {
  service: Pick<MergeQueueService, 'apiVersion' | 'getQueue' | 'updateQueue' | 'deleteQueue'>;
  log: Pick<Logger, 'info'>;
}

const requestOf = (ctx: QueueContext): QueueRequest => ({
  repo: ctx.repo,
  targetBranch: ctx.targetBranch,
});

/** The change update-queue asks for (settings.ts has checked that there is one). */
export function changesOf(
  settings: Pick<Settings, 'queueState' | 'mode' | 'concurrency'>,
): NonNullable<QueueOpData['changes']> {
  return {
    ...(settings.queueState && { state: settings.queueState }),
    ...(settings.mode && { mode: settings.mode }),
    ...(settings.concurrency !== undefined && { concurrency: settings.concurrency }),
  };
}

/** The queue; undefined when the target branch has none. */
async function readQueue(
  ctx: QueueContext,
  service: QueueOpDeps['service'],
): Promise<Queue | undefined> {
  try {
    return await service.getQueue(requestOf(ctx));
  } catch (error) {
    if (error instanceof ServiceError && error.notFound) return undefined;
    throw error;
  }
}

/** A queue the command needs is not there: which branch, and how to make one. */
function noQueue(
  ctx: QueueContext,
  operation: 'getQueue' | 'updateQueue',
  voice: Voice,
): ServiceError {
  const repo = `${ctx.repo.owner}/${ctx.repo.name}`;
  return new ServiceError({
    message:
      `${operation}: ${repo} has no merge queue for the branch ${ctx.targetBranch}. ` +
      `Check ${voice.input(Inputs.TargetBranch)} (it defaults to the pull request's base branch, else the repository's default branch), ` +
      `or create the queue first with the create-queue command.`,
    operation,
    kind: 'not-found',
    attempts: 1,
  });
}

/** The pull requests of a queue, for messages: "#12, #15 and #20". */
export function listed(queue: Queue): string {
  const numbers = (queue.enqueuedPullRequests ?? []).map((pr) => `#${pr.prNumber}`);
  if (numbers.length <= 1) return numbers.join('');
  return `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/** What was asked, in words: "paused, mode parallel, concurrency 4". */
function describeChanges(changes: QueueOpData['changes'] = {}): string {
  return [
    changes.state,
    changes.mode && `mode ${changes.mode}`,
    changes.concurrency !== undefined && `concurrency ${changes.concurrency}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The queue as read shows every change asked for. */
function applied(queue: Queue | undefined, changes: QueueOpData['changes'] = {}): boolean {
  if (!queue) return false;
  return (
    (changes.state === undefined || queue.state === changes.state) &&
    (changes.mode === undefined || queue.mode === changes.mode) &&
    (changes.concurrency === undefined || queue.concurrency === changes.concurrency)
  );
}

export async function runQueueCommand(
  settings: Settings,
  ctx: QueueContext & { command: QueueCommand },
  deps: QueueOpDeps,
): Promise<Result<QueueOpData>> {
  const { service } = deps;
  switch (ctx.command) {
    case 'get-queue': {
      // A dry run reads nothing, as for the other reads.
      if (settings.dryRun) return { command: ctx.command, dryRun: true, warnings: [] };
      const queue = await readQueue(ctx, service);
      if (!queue) throw noQueue(ctx, 'getQueue', settings.voice);
      return resultOf({ command: ctx.command, queue }, false);
    }
    case 'update-queue': {
      const changes = changesOf(settings);
      const request: UpdateQueueRequest = { ...requestOf(ctx), ...changes };
      const asked = { command: ctx.command, changes, reason: settings.reason };
      if (settings.dryRun) {
        return resultOf(
          {
            ...asked,
            planned: plannedRequests(service.apiVersion, settings.apiUrl, {
              operation: 'updateQueue',
              request,
            }),
          },
          true,
        );
      }
      // Read first: the state before is reported beside the state after, and a queue that is
      // as asked already is sent nothing.
      const before = await readQueue(ctx, service);
      if (!before) throw noQueue(ctx, 'updateQueue', settings.voice);
      if (applied(before, changes)) {
        return resultOf(
          {
            ...asked,
            before,
            queue: before,
            note: `The ${ctx.targetBranch} queue is ${describeChanges(changes)} already: nothing was sent.`,
          },
          false,
        );
      }
      try {
        await writeOnce(
          `updateQueue ${ctx.targetBranch}`,
          () => service.updateQueue(request),
          async () => applied(await readQueue(ctx, service), changes),
          deps.log,
        );
      } catch (error) {
        if (error instanceof ServiceError && error.notFound && !error.repositoryUnknown) {
          throw noQueue(ctx, 'updateQueue', settings.voice);
        }
        throw error;
      }
      return resultOf({ ...asked, before, queue: await readQueue(ctx, service) }, false);
    }
    case 'delete-queue': {
      if (settings.dryRun) {
        return resultOf(
          {
            command: ctx.command,
            deleted: false,
            planned: plannedRequests(service.apiVersion, settings.apiUrl, {
              operation: 'deleteQueue',
              request: requestOf(ctx),
            }),
          },
          true,
        );
      }
      // v1 answers the delete of a queue that does not exist as a success: read first.
      const queue = await readQueue(ctx, service);
      if (!queue) {
        return resultOf(
          {
            command: ctx.command,
            deleted: false,
            note: `There is no merge queue for ${ctx.targetBranch}: there is nothing to delete.`,
          },
          false,
        );
      }
      const refuse = (holding: Queue) =>
        resultOf<QueueOpData>({ command: ctx.command, deleted: false, queue: holding }, false, {
          warnings: [],
          failure:
            `The ${ctx.targetBranch} queue still holds ${queueLength(holding)} pull request(s) (${listed(holding)}), and only an empty queue is deleted. ` +
            `Take them out with cancel-pull-request, or drain the queue (update-queue with ${settings.voice.input(Inputs.QueueState)} draining) and delete it once they have merged.`,
        });
      if (queueLength(queue) > 0) return refuse(queue);
      try {
        await writeOnce(
          `deleteQueue ${ctx.targetBranch}`,
          () => service.deleteQueue(requestOf(ctx)),
          async () => (await readQueue(ctx, service)) === undefined,
          deps.log,
        );
      } catch (error) {
        if (error instanceof ServiceError && error.code === 'QUEUE_HAS_ACTIVE_ENTRIES') {
          const now = await readQueue(ctx, service);
          if (now) return refuse(now);
        }
        if (error instanceof ServiceError && error.notFound && !error.repositoryUnknown) {
          return resultOf(
            {
              command: ctx.command,
              deleted: false,
              note: `The ${ctx.targetBranch} queue was gone before it could be deleted.`,
            },
            false,
          );
        }
        throw error;
      }
      return resultOf({ command: ctx.command, deleted: true }, false);
    }
  }
}
