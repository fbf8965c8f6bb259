import { sameBranch } from '../context.js';
import { ServiceError } from '../errors.js';
import { apiVersionOf } from '../route.js';
import type { TestRunContext } from '../run.js';
import type { MergeQueueService } from '../service/port.js';
import type { TestRun } from '../service/v1/schemas.js';
import { resultOf, type Result } from './result.js';

export type CheckState = 'passed' | 'failed' | 'pending';

const FAILED = new Set(['failure', 'error', 'cancelled', 'timed_out', 'action_required', 'stale']);
const PASSED = new Set(['success', 'neutral', 'skipped']);

/** A check run's state: its conclusion once completed, else pending. */
export function checkRunState(run: {
  status?: string | undefined;
  conclusion?: string | null | undefined;
}): CheckState {
  const conclusion = run.conclusion ?? undefined;
  if (conclusion !== undefined && (run.status === undefined || run.status === 'completed')) {
    if (FAILED.has(conclusion)) return 'failed';
    if (PASSED.has(conclusion)) return 'passed';
  }
  return 'pending';
}

/** A commit status's state. */
export function statusCheckState(state: string | null | undefined): CheckState {
  if (state && FAILED.has(state)) return 'failed';
  if (state && PASSED.has(state)) return 'passed';
  return 'pending';
}

export interface RequiredStatus {
  name: string;
  state: CheckState;
  /** Link of the check run or status check, when it has one. */
  url?: string | undefined;
}

/**
 * Each required status's state from the check runs (by name) and status checks (by context)
 * that carry its name: failed if any failed, else pending if any has not finished (or none was
 * reported), else passed.
 */
export function aggregateRequiredStatuses(run: TestRun): RequiredStatus[] {
  const seen = new Map<string, { states: CheckState[]; url?: string | undefined }>();
  const add = (name: string, state: CheckState, url: string | null | undefined) => {
    const entry = seen.get(name) ?? { states: [] };
    entry.states.push(state);
    if (url && (!entry.url || state === 'failed')) entry.url = url;
    seen.set(name, entry);
  };
  for (const suite of run.checkSuites)
    for (const cr of suite.checkRuns) add(cr.name, checkRunState(cr), cr.url);
  for (const sc of run.statusChecks) add(sc.context, statusCheckState(sc.state), sc.url);
  return [...new Set(run.requiredStatuses)].map((name) => {
    const entry = seen.get(name);
    const states = entry?.states ?? [];
    const state: CheckState = states.includes('failed')
      ? 'failed'
      : states.length === 0 || states.includes('pending')
        ? 'pending'
        : 'passed';
    return { name, state, url: entry?.url };
  });
}

export interface TestRunData {
  command: 'get-test-run';
  testRunId: string;
  testRun: TestRun;
  statuses: RequiredStatus[];
  failedChecks: string[];
  pendingChecks: string[];
  impactedTargets: string[];
  impactedTargetsForTestedPrs: string[];
  /** The run's impacted targets are absent or ALL: consumers should run everything. */
  runAll: boolean;
}

export async function getTestRun(
  ctx: TestRunContext,
  deps: { service: Pick<MergeQueueService, 'getTestRun'> },
): Promise<Result<TestRunData>> {
  const testRun = await deps.service.getTestRun({
    repo: ctx.repo,
    testRunId: ctx.testRunId,
    targetBranch: ctx.targetBranch,
    testBranch: ctx.testBranch,
  });
  if (ctx.testBranch !== undefined && !sameBranch(testRun.testBranch, ctx.testBranch)) {
    throw otherBranchsRun(ctx, testRun);
  }
  const statuses = aggregateRequiredStatuses(testRun);
  return resultOf(
    {
      command: 'get-test-run',
      testRunId: ctx.testRunId,
      testRun,
      statuses,
      failedChecks: statuses.filter((s) => s.state === 'failed').map((s) => s.name),
      pendingChecks: statuses.filter((s) => s.state === 'pending').map((s) => s.name),
      impactedTargets: testRun.impactedTargets ?? [],
      impactedTargetsForTestedPrs: testRun.impactedTargetsForTestedPrs ?? [],
      runAll:
        testRun.impactedTargets === null ||
        testRun.impactedTargets === undefined ||
        testRun.impactedTargets.includes('ALL'),
    },
    false,
  );
}

/**
 * The run read is not this test branch's (a bisection branch whose id names its parent batch):
 * its targets and checks are another run's, so none is reported. The step fails, and run-all
 * is true, as for any run that could not be read.
 */
function otherBranchsRun(ctx: TestRunContext, run: TestRun): ServiceError {
  const branch = ctx.testBranch ?? '';
  const searched =
    apiVersionOf(ctx.auth) === 'v1'
      ? 'v1 reads a run by its id alone'
      : 'none of the verification runs of the pull requests it tested is on this branch';
  return new ServiceError({
    message:
      `getMergeQueueTestingDetails: test run ${ctx.testRunId} is the run of ${run.testBranch}, ` +
      `not of ${branch}, the branch this job runs on` +
      (branch.endsWith('-bisection') ? ' (a bisection is a run of its own, with its own id)' : '') +
      `, and ${searched}. Its targets and checks are another run's: none is used, and run-all ` +
      `is true. Set test-run-id to the id of ${branch}'s run, or test everything.`,
    operation: 'getMergeQueueTestingDetails',
    kind: 'invalid-response',
    status: 200,
    attempts: 1,
  });
}
