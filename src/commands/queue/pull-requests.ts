/**
 * submit-pull-request, cancel-pull-request and restart-tests: one pull request in one queue.
 * Each reads the pull request first (what it finds decides whether anything is sent and what
 * the outputs say), writes once (write-once.ts), and reads it back for the state it is now in.
 */
import { Inputs, type PullRequestCommand } from '../../constants.js';
import { ServiceError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { PullRequestContext, PullRequestOpContext } from '../../run.js';
import type { MergeQueueService } from '../../service/port.js';
import type {
  PullRequestInQueue,
  SubmitPullRequestRequest,
  SubmittedPullRequest,
} from '../../service/v1/schemas.js';
import { PRIORITY_VALUES } from '../../service/limits.js';
import { PR_STATES, type Priority, type PriorityName, type Settings } from '../../settings.js';
import { TERMINAL, getPullRequest, type WaitDeps, type WaitOutcome } from '../get-pull-request.js';
import { resultOf, type Result } from '../result.js';
import { plannedRequests, type PlannedRequest, type QueueWrite } from './plan.js';
import { writeOnce } from './write-once.js';

/** States of a pull request that is in the queue (the rest are final, or not submitted). */
export const ACTIVE_STATES: ReadonlySet<string> = new Set(
  PR_STATES.filter((state) => !TERMINAL.has(state)),
);

/** The states a restart is possible in (v2: PR_TESTS_NOT_RESTARTABLE otherwise). */
export const RESTARTABLE_STATES: ReadonlySet<string> = new Set(['testing', 'pending_failure']);

export interface PullRequestOpData {
  command: PullRequestCommand;
  /** submit: in the queue afterwards; cancel: taken out by this run; restart: restarted. */
  done: boolean;
  /** submit: it was in the queue before this run (it was not submitted again). */
  alreadyQueued?: boolean;
  /** submit: it was in the queue, and this run changed its priority or batching. */
  entryChanged?: boolean;
  /** submit: what this run changed of a queued pull request, in words ("priority high → urgent"). */
  changes?: string[];
  /** The state before this run, when it was read. */
  stateBefore?: string | undefined;
  /** The state now (after the write, or at the end of a wait). */
  state: string | undefined;
  pullRequest: SubmittedPullRequest | undefined;
  /** Why nothing was sent, in a sentence (a notice). */
  note?: string;
  /** submit with wait-for: how the wait went. */
  wait?: WaitOutcome;
  /** A dry run: what would have been sent. */
  planned?: PlannedRequest[];
}

export interface PullRequestOpDeps {
  service: Pick<
    MergeQueueService,
    | 'apiVersion'
    | 'getPullRequest'
    | 'submitPullRequest'
    | 'updateQueueEntry'
    | 'cancelPullRequest'
    | 'restartTests'
  >;
  log: Pick<Logger, 'info'>;
  wait?: WaitDeps;
}

const isActive = (pr: SubmittedPullRequest | undefined): boolean =>
  pr !== undefined &&
  (pr.state !== undefined ? ACTIVE_STATES.has(pr.state) : pr.isCurrentlySubmittedToQueue === true);

/** The pull request as the queue of this target branch knows it; undefined when it does not. */
async function readPullRequest(
  ctx: PullRequestOpContext,
  service: PullRequestOpDeps['service'],
): Promise<SubmittedPullRequest | undefined> {
  try {
    return await service.getPullRequest({
      repo: ctx.repo,
      pr: { number: ctx.pr.number },
      targetBranch: ctx.targetBranch,
    });
  } catch (error) {
    if (error instanceof ServiceError && error.notFound) return undefined;
    throw error;
  }
}

const requestOf = (ctx: PullRequestOpContext): PullRequestInQueue => ({
  repo: ctx.repo,
  pr: { number: ctx.pr.number },
  targetBranch: ctx.targetBranch,
});

/** The submit request: v1's body, from which v2's is made. */
export function submitRequestOf(
  settings: Pick<Settings, 'priority' | 'noBatch'>,
  ctx: PullRequestOpContext,
): SubmitPullRequestRequest {
  const { priority, noBatch } = settings;
  return {
    ...requestOf(ctx),
    ...(priority && { priority: 'name' in priority ? priority.name : priority.value }),
    ...(noBatch !== undefined && { noBatch }),
  };
}

const queueName = (ctx: PullRequestOpContext) => `the ${ctx.targetBranch} queue`;
const prName = (ctx: PullRequestOpContext) => `Pull request #${ctx.pr.number}`;

/** What a state says in a sentence: "is testing", "was merged". */
function stateWords(state: string | undefined): string {
  if (state === undefined) return 'is in no known state';
  return ACTIVE_STATES.has(state) ? `is ${state}` : `is ${state} already`;
}

export async function runPullRequestCommand(
  settings: Settings,
  ctx: PullRequestOpContext,
  deps: PullRequestOpDeps,
): Promise<Result<PullRequestOpData>> {
  if (settings.dryRun) {
    return resultOf(
      {
        command: ctx.command,
        done: false,
        state: undefined,
        pullRequest: undefined,
        planned: plannedWrites(settings, ctx, deps.service.apiVersion),
      },
      true,
    );
  }
  switch (ctx.command) {
    case 'submit-pull-request':
      return submit(settings, ctx, deps);
    case 'cancel-pull-request':
      return cancel(ctx, deps);
    case 'restart-tests':
      return restart(ctx, deps);
  }
}

/** What a dry run would send; on a submit with a priority or no-batch, also the change of a queued one. */
function plannedWrites(
  settings: Settings,
  ctx: PullRequestOpContext,
  api: PullRequestOpDeps['service']['apiVersion'],
): PlannedRequest[] {
  const plan = (write: QueueWrite) => plannedRequests(api, settings.apiUrl, write);
  if (ctx.command !== 'submit-pull-request') {
    const operation =
      ctx.command === 'cancel-pull-request' ? 'cancelPullRequest' : 'restartTestsOnPullRequest';
    return plan({ operation, request: requestOf(ctx) });
  }
  const request = submitRequestOf(settings, ctx);
  const submitted = plan({ operation: 'submitPullRequest', request });
  if (settings.priority === undefined && settings.noBatch === undefined) return submitted;
  // Nothing is read on a dry run, so whether the pull request is queued already is not known.
  const queued = `if #${ctx.pr.number} is in the queue already, with another priority or batching`;
  return [
    ...submitted.map((r) => ({ ...r, when: `if #${ctx.pr.number} is not in the queue` })),
    ...plan({ operation: 'updateQueueEntry', request }).map((r) => ({ ...r, when: queued })),
  ];
}

type Change = { priority?: Priority; noBatch?: boolean };

/** A priority as a number: a name's value, or the value itself. */
const valueOf = (priority: Priority): number =>
  'name' in priority ? PRIORITY_VALUES[priority.name] : priority.value;

/** The priority name a read shows, lower-case, when it is one of the service's four. */
function knownName(pr: SubmittedPullRequest): PriorityName | undefined {
  const name = pr.priorityName?.toLowerCase();
  return name !== undefined && Object.hasOwn(PRIORITY_VALUES, name)
    ? (name as PriorityName)
    : undefined;
}

/** The priority a read shows, as a number; undefined when it says none. */
function priorityOfRead(pr: SubmittedPullRequest): number | undefined {
  if (pr.priorityValue !== undefined) return pr.priorityValue;
  const name = knownName(pr);
  return name === undefined ? undefined : PRIORITY_VALUES[name];
}

const priorityWords = (pr: SubmittedPullRequest): string =>
  pr.priorityName ?? (pr.priorityValue !== undefined ? String(pr.priorityValue) : 'unknown');
const askedWords = (priority: Priority): string =>
  'name' in priority ? priority.name : String(priority.value);
const batchWords = (noBatch: boolean | undefined): string =>
  noBatch === undefined ? 'batching unknown' : noBatch ? 'tested alone' : 'batched';

/**
 * What submit asks of a pull request in the queue already: the priority and batching asked for
 * where the read shows otherwise (a read that does not say counts as otherwise); undefined when
 * nothing differs.
 */
export function entryChangeOf(
  settings: Pick<Settings, 'priority' | 'noBatch'>,
  pr: SubmittedPullRequest,
): Change | undefined {
  const change: Change = {};
  if (settings.priority && valueOf(settings.priority) !== priorityOfRead(pr)) {
    change.priority = settings.priority;
  }
  if (settings.noBatch !== undefined && settings.noBatch !== pr.noBatch) {
    change.noBatch = settings.noBatch;
  }
  return change.priority !== undefined || change.noBatch !== undefined ? change : undefined;
}

/** The read shows the change done (batching the read does not show cannot say otherwise). */
function shows(change: Change, pr: SubmittedPullRequest | undefined): boolean {
  return (
    pr !== undefined &&
    (change.priority === undefined || priorityOfRead(pr) === valueOf(change.priority)) &&
    (change.noBatch === undefined || pr.noBatch === undefined || pr.noBatch === change.noBatch)
  );
}

/** The change in words, from what the read showed: "priority high → urgent". */
function changeWords(change: Change, pr: SubmittedPullRequest): string[] {
  return [
    ...(change.priority ? [`priority ${priorityWords(pr)} → ${askedWords(change.priority)}`] : []),
    ...(change.noBatch !== undefined
      ? [`${batchWords(pr.noBatch)} → ${batchWords(change.noBatch)}`]
      : []),
  ];
}

interface Queued {
  note: string;
  changes?: string[];
  failure?: string;
}

/**
 * submit-pull-request for a pull request in the queue already: its priority and batching are
 * changed to those asked for (v1: submitted again, which rewrites both; v2: reprioritize, or
 * PATCH …/queue-entry for batching), sent once (write-once.ts) and read back.
 */
async function changeQueued(
  settings: Settings,
  ctx: PullRequestOpContext,
  deps: PullRequestOpDeps,
  pr: SubmittedPullRequest | undefined,
): Promise<Queued> {
  const { service } = deps;
  const where = `${prName(ctx)} ${stateWords(pr?.state)} in ${queueName(ctx)}`;
  const change = pr && entryChangeOf(settings, pr);
  if (!pr || !change) {
    const asked = settings.priority !== undefined || settings.noBatch !== undefined;
    return {
      note: asked
        ? `${where}, with the priority and batching asked for already: nothing was sent.`
        : `${where}: it was not submitted again, so its priority and batching stay as they are.`,
    };
  }
  const words = changeWords(change, pr);
  const priorityOut = (p: Priority) => ('name' in p ? p.name : p.value);
  try {
    await writeOnce(
      `updateQueueEntry #${ctx.pr.number}`,
      () =>
        service.updateQueueEntry({
          ...requestOf(ctx),
          ...(change.priority && { priority: priorityOut(change.priority) }),
          ...(change.noBatch !== undefined && { noBatch: change.noBatch }),
          // A name the service does not take back ("default") is sent as its value.
          unchanged: { priority: knownName(pr) ?? pr.priorityValue, noBatch: pr.noBatch },
        }),
      async () => shows(change, await readPullRequest(ctx, service)),
      deps.log,
    );
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'PR_NOT_IN_ACTIVE_STATE') {
      const now = await readPullRequest(ctx, service);
      return {
        note: `${prName(ctx)} left ${queueName(ctx)} before it could be changed (it ${stateWords(now?.state)}).`,
      };
    }
    throw error;
  }
  const after = await readPullRequest(ctx, service);
  if (shows(change, after)) return { note: `${where}: ${words.join(', ')}.`, changes: words };
  const how =
    service.apiVersion === 'v1'
      ? 'v1 changes a queued pull request by a second submission, which was sent'
      : 'the change was sent';
  return {
    note: `${where}: it was not changed.`,
    failure:
      `${prName(ctx)} was not changed: ${how}, but it reads ${after ? `priority ${priorityWords(after)}, ${batchWords(after.noBatch)}` : 'as not in the queue'}. ` +
      `Take it out with cancel-pull-request and submit it again with ${[
        change.priority &&
          `${settings.voice.input(Inputs.Priority)} ${askedWords(change.priority)}`,
        change.noBatch !== undefined &&
          `${settings.voice.input(Inputs.NoBatch)} ${String(change.noBatch)}`,
      ]
        .filter(Boolean)
        .join(' and ')}.`,
  };
}

async function submit(
  settings: Settings,
  ctx: PullRequestOpContext,
  deps: PullRequestOpDeps,
): Promise<Result<PullRequestOpData>> {
  const { service } = deps;
  const before = await readPullRequest(ctx, service);
  let alreadyQueued = isActive(before);
  let queued: Queued | undefined;
  if (alreadyQueued) {
    queued = await changeQueued(settings, ctx, deps, before);
  } else {
    try {
      await writeOnce(
        `submitPullRequest #${ctx.pr.number}`,
        () => service.submitPullRequest(submitRequestOf(settings, ctx)),
        async () => isActive(await readPullRequest(ctx, service)),
        deps.log,
      );
    } catch (error) {
      if (!(error instanceof ServiceError && error.code === 'PR_ALREADY_ENQUEUED')) throw error;
      // Queued since the read (another submitter): changed as one found queued would be.
      alreadyQueued = true;
      const changed = await changeQueued(settings, ctx, deps, await readPullRequest(ctx, service));
      queued = {
        ...changed,
        note: `${prName(ctx)} was already in ${queueName(ctx)} (the service answered PR_ALREADY_ENQUEUED): it was not submitted again. ${changed.note}`,
      };
    }
  }
  const note = queued?.note;
  const entry = {
    entryChanged: queued?.changes !== undefined,
    ...(queued?.changes && { changes: queued.changes }),
  };
  const failure = queued?.failure;
  if (settings.waitFor && deps.wait) {
    // The wait's first read is the read back.
    const waited = await getPullRequest(
      { ...settings, failOnNotReady: true },
      pullRequestContextOf(ctx),
      { service, wait: deps.wait },
    );
    const read = waited.data;
    return resultOf(
      {
        command: ctx.command,
        done: read?.submitted === true || alreadyQueued,
        alreadyQueued,
        ...entry,
        stateBefore: before?.state,
        state: read?.state,
        pullRequest: read?.pullRequest,
        ...(note && { note }),
        ...(read?.wait && { wait: read.wait }),
      },
      false,
      { warnings: waited.warnings, failure: failure ?? waited.failure },
    );
  }
  const after = await readPullRequest(ctx, service);
  return resultOf(
    {
      command: ctx.command,
      // In the queue before, read back in it, or (a service that has not indexed it yet)
      // accepted just now.
      done: alreadyQueued || isActive(after) || after === undefined,
      alreadyQueued,
      ...entry,
      stateBefore: before?.state,
      state: after?.state,
      pullRequest: after,
      ...(note && { note }),
    },
    false,
    failure ? { warnings: [], failure } : undefined,
  );
}

async function cancel(
  ctx: PullRequestOpContext,
  deps: PullRequestOpDeps,
): Promise<Result<PullRequestOpData>> {
  const { service } = deps;
  const before = await readPullRequest(ctx, service);
  const data = (
    done: boolean,
    pr: SubmittedPullRequest | undefined,
    note?: string,
  ): PullRequestOpData => ({
    command: ctx.command,
    done,
    stateBefore: before?.state,
    state: pr?.state,
    pullRequest: pr,
    ...(note && { note }),
  });
  if (!isActive(before)) {
    const note = before
      ? `${prName(ctx)} ${stateWords(before.state)} in ${queueName(ctx)}: there is nothing to cancel.`
      : `${prName(ctx)} is not in ${queueName(ctx)}: there is nothing to cancel.`;
    return resultOf(data(false, before, note), false);
  }
  try {
    await writeOnce(
      `cancelPullRequest #${ctx.pr.number}`,
      () => service.cancelPullRequest(requestOf(ctx)),
      async () => !isActive(await readPullRequest(ctx, service)),
      deps.log,
    );
  } catch (error) {
    // It left the queue between the read and the cancel (merged, failed, cancelled elsewhere).
    const gone =
      error instanceof ServiceError && (error.code === 'PR_NOT_IN_ACTIVE_STATE' || error.notFound);
    if (!gone) throw error;
    const now = await readPullRequest(ctx, service);
    return resultOf(
      data(
        false,
        now,
        `${prName(ctx)} left ${queueName(ctx)} before it could be cancelled (it ${stateWords(now?.state)}).`,
      ),
      false,
    );
  }
  return resultOf(data(true, await readPullRequest(ctx, service)), false);
}

async function restart(
  ctx: PullRequestOpContext,
  deps: PullRequestOpDeps,
): Promise<Result<PullRequestOpData>> {
  const { service } = deps;
  const before = await readPullRequest(ctx, service);
  const refuse = (pr: SubmittedPullRequest | undefined, why: string) =>
    resultOf<PullRequestOpData>(
      {
        command: ctx.command,
        done: false,
        stateBefore: before?.state,
        state: pr?.state,
        pullRequest: pr,
      },
      false,
      { warnings: [], failure: why },
    );
  const when =
    'Tests can be restarted only while the pull request is testing, or pending_failure (a pull request ahead of it failed).';
  if (!isActive(before)) {
    return refuse(
      before,
      before
        ? `${prName(ctx)} ${stateWords(before.state)} in ${queueName(ctx)}: there are no tests to restart. Submit it again with submit-pull-request.`
        : `${prName(ctx)} is not in ${queueName(ctx)}: there are no tests to restart. Submit it with submit-pull-request first.`,
    );
  }
  if (before?.state !== undefined && !RESTARTABLE_STATES.has(before.state)) {
    return refuse(before, `${prName(ctx)} is ${before.state} in ${queueName(ctx)}. ${when}`);
  }
  try {
    await writeOnce(
      `restartTestsOnPullRequest #${ctx.pr.number}`,
      () => service.restartTests(requestOf(ctx)),
      // A restart shows as a new state change (the entry goes back to be tested).
      async () => {
        const now = await readPullRequest(ctx, service);
        return (
          now !== undefined &&
          (now.stateChangedAt !== before?.stateChangedAt || now.state !== before?.state)
        );
      },
      deps.log,
    );
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'PR_TESTS_NOT_RESTARTABLE') {
      const now = await readPullRequest(ctx, service);
      return refuse(now, `${prName(ctx)} ${stateWords(now?.state)} in ${queueName(ctx)}. ${when}`);
    }
    if (error instanceof ServiceError && error.code === 'PR_NOT_IN_ACTIVE_STATE') {
      const now = await readPullRequest(ctx, service);
      return refuse(
        now,
        `${prName(ctx)} left ${queueName(ctx)} before its tests could be restarted (it ${stateWords(now?.state)}).`,
      );
    }
    throw error;
  }
  const after = await readPullRequest(ctx, service);
  return resultOf(
    {
      command: ctx.command,
      done: true,
      stateBefore: before?.state,
      state: after?.state,
      pullRequest: after,
    },
    false,
  );
}

/** The context get-pull-request's wait reads with. */
function pullRequestContextOf(ctx: PullRequestOpContext): PullRequestContext {
  return { ...ctx, command: 'get-pull-request' };
}
