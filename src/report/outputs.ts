import type { CommandResult } from '../commands/index.js';
import { queueLength } from '../commands/queue/length.js';
import { Outputs, type OutputName } from '../constants.js';
import type { About } from './about.js';

/**
 * An output's value as JSON has it: the CLI prints these with --json, and the action writes
 * each as a step output (stepOutputValue). null is "not known".
 */
export type OutputValue = string | number | boolean | null | readonly unknown[] | object;

const json = (value: unknown): OutputValue => (value ?? null) as OutputValue;

/** Every output of a run, by name (action.yml's outputs), as JSON values. */
export function outputsOf(
  about: About,
  result: CommandResult | undefined,
): Partial<Record<OutputName, OutputValue>> {
  const out: Partial<Record<OutputName, OutputValue>> = { [Outputs.Command]: about.command };
  if (about.prNumber !== undefined) out[Outputs.PrNumber] = about.prNumber;
  if (about.prSha !== undefined) out[Outputs.PrSha] = about.prSha;
  if (about.targetBranch !== undefined) out[Outputs.TargetBranch] = about.targetBranch;
  out[Outputs.IsTestBranch] = about.isTestBranch === true;
  out[Outputs.Skip] = result?.skipped !== undefined;
  // The API used (aboutOf leaves it out on a dry run, which uses none).
  if (about.apiVersion !== undefined) out[Outputs.ApiVersion] = about.apiVersion;
  const data = result?.data;
  if (about.command === 'get-test-run' && data?.command !== 'get-test-run') {
    // Nothing was read (a dry run, a failed read): consumers fail open and run everything.
    out[Outputs.RunAll] = true;
    out[Outputs.ImpactedTargetsMatrix] = json({ target: ['ALL'] });
  }
  if (!data) return out;

  switch (data.command) {
    case 'upload-impacted-targets': {
      const all = data.targets === 'ALL' || data.outputAll === true;
      out[Outputs.ImpactedTargets] = all ? 'ALL' : data.targets;
      out[Outputs.ImpactsAll] = data.targets === 'ALL';
      out[Outputs.ImpactedTargetsCount] = data.targets === 'ALL' ? null : data.targets.length;
      out[Outputs.ChangedFilesCount] = data.changedFiles ? data.changedFiles.length : null;
      out[Outputs.Uploaded] = data.uploaded;
      if (data.bazel) {
        out[Outputs.BazelTestTargets] =
          all || data.bazel.testTargets === 'ALL' ? ['//...'] : data.bazel.testTargets;
      }
      break;
    }
    case 'get-pull-request':
      out[Outputs.Submitted] = data.submitted;
      out[Outputs.State] = data.state ?? null;
      out[Outputs.Ready] = data.ready;
      out[Outputs.NotReadyReasons] = json(data.reasons);
      out[Outputs.Readiness] = json(data.readiness ?? {});
      out[Outputs.PullRequest] = json(data.pullRequest ?? {});
      if (data.wait) {
        out[Outputs.WaitResult] = data.wait.result;
        out[Outputs.WaitedSeconds] = data.wait.waitedSeconds;
      }
      break;
    case 'get-test-run': {
      const run = data.testRun;
      out[Outputs.TestRunId] = data.testRunId;
      out[Outputs.TestRunStatus] = run.status ?? null;
      out[Outputs.TestBranch] = run.testBranch;
      out[Outputs.TestBranchSha] = run.testBranchSha;
      out[Outputs.RequiredStatuses] = json(run.requiredStatuses);
      out[Outputs.TestedPrs] = json(run.testedPullRequests.map((pr) => pr.prNumber));
      out[Outputs.DependentPrs] = json(run.dependentPrs ?? []);
      out[Outputs.ImpactedTargets] = json(data.impactedTargets);
      out[Outputs.RunAll] = data.runAll;
      out[Outputs.ImpactedTargetsMatrix] = json({
        target: data.runAll ? ['ALL'] : data.impactedTargets,
      });
      out[Outputs.ImpactedTargetsForTestedPrs] = json(data.impactedTargetsForTestedPrs);
      out[Outputs.FailedChecks] = json(data.failedChecks);
      out[Outputs.PendingChecks] = json(data.pendingChecks);
      out[Outputs.TestRun] = json(run);
      break;
    }
    case 'create-queue':
      out[Outputs.QueueCreated] = data.created;
      break;
    case 'submit-pull-request':
      out[Outputs.Submitted] = data.done;
      out[Outputs.AlreadyQueued] = data.alreadyQueued ?? null;
      out[Outputs.QueueEntryChanged] = data.entryChanged ?? false;
      out[Outputs.State] = data.state ?? null;
      out[Outputs.PullRequest] = json(data.pullRequest ?? {});
      if (data.wait) {
        out[Outputs.WaitResult] = data.wait.result;
        out[Outputs.WaitedSeconds] = data.wait.waitedSeconds;
      }
      break;
    case 'cancel-pull-request':
      out[Outputs.Cancelled] = data.done;
      out[Outputs.State] = data.state ?? null;
      out[Outputs.PullRequest] = json(data.pullRequest ?? {});
      break;
    case 'restart-tests':
      out[Outputs.Restarted] = data.done;
      out[Outputs.State] = data.state ?? null;
      out[Outputs.PullRequest] = json(data.pullRequest ?? {});
      break;
    case 'get-queue':
    case 'update-queue': {
      if (data.before) out[Outputs.QueueStateBefore] = data.before.state;
      const queue = data.queue;
      if (!queue) break;
      const entries = queue.enqueuedPullRequests ?? [];
      out[Outputs.QueueState] = queue.state;
      out[Outputs.QueueMode] = queue.mode ?? null;
      out[Outputs.QueueLength] = queueLength(queue);
      out[Outputs.QueuedPrs] = json(entries.map((pr) => pr.prNumber));
      out[Outputs.Queue] = json(queue);
      break;
    }
    case 'delete-queue':
      out[Outputs.QueueDeleted] = data.deleted ?? false;
      break;
  }
  return out;
}

/**
 * A value as a step output: GITHUB_OUTPUT holds text, so unknown is '', arrays and objects are
 * JSON, and bazel-test-targets is one label a line (for `bazel test --target_pattern_file`).
 */
export function stepOutputValue(name: OutputName, value: OutputValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (name === Outputs.BazelTestTargets && Array.isArray(value)) return value.join('\n');
  return JSON.stringify(value);
}

/** Every step output of a run, by name; values are strings as GITHUB_OUTPUT stores them. */
export function stepOutputsOf(
  about: About,
  result: CommandResult | undefined,
): Partial<Record<OutputName, string>> {
  return Object.fromEntries(
    Object.entries(outputsOf(about, result)).map(([name, value]) => [
      name,
      stepOutputValue(name as OutputName, value),
    ]),
  );
}
