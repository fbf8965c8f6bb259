import type { CommandResult } from '../../commands/index.js';
import { Outputs, type OutputName } from '../../constants.js';
import type { About } from '../../report/about.js';

const json = (value: unknown): string => JSON.stringify(value ?? null);
const bool = (value: boolean): string => (value ? 'true' : 'false');

/** Every step output of a run, by name; values are strings as GITHUB_OUTPUT stores them. */
export function outputsOf(
  about: About,
  result: CommandResult | undefined,
): Partial<Record<OutputName, string>> {
  const out: Partial<Record<OutputName, string>> = { [Outputs.Command]: about.command };
  if (about.prNumber !== undefined) out[Outputs.PrNumber] = String(about.prNumber);
  if (about.prSha !== undefined) out[Outputs.PrSha] = about.prSha;
  if (about.targetBranch !== undefined) out[Outputs.TargetBranch] = about.targetBranch;
  out[Outputs.IsTestBranch] = bool(about.isTestBranch === true);
  out[Outputs.Skip] = bool(result?.skipped !== undefined);
  // The API used (aboutOf leaves it out on a dry run, which uses none).
  if (about.apiVersion !== undefined) out[Outputs.ApiVersion] = about.apiVersion;
  const data = result?.data;
  if (about.command === 'get-test-run' && data?.command !== 'get-test-run') {
    // Nothing was read (a dry run, a failed read): consumers fail open and run everything.
    out[Outputs.RunAll] = 'true';
    out[Outputs.ImpactedTargetsMatrix] = json({ target: ['ALL'] });
  }
  if (!data) return out;

  switch (data.command) {
    case 'upload-impacted-targets': {
      const all = data.targets === 'ALL' || data.outputAll === true;
      out[Outputs.ImpactedTargets] = all ? 'ALL' : json(data.targets);
      out[Outputs.ImpactsAll] = bool(data.targets === 'ALL');
      out[Outputs.ImpactedTargetsCount] = data.targets === 'ALL' ? '' : String(data.targets.length);
      out[Outputs.ChangedFilesCount] = data.changedFiles ? String(data.changedFiles.length) : '';
      out[Outputs.Uploaded] = bool(data.uploaded);
      if (data.bazel) {
        out[Outputs.BazelTestTargets] =
          all || data.bazel.testTargets === 'ALL' ? '//...' : data.bazel.testTargets.join('\n');
      }
      break;
    }
    case 'get-pull-request':
      out[Outputs.Submitted] = bool(data.submitted);
      out[Outputs.State] = data.state ?? '';
      out[Outputs.Ready] = bool(data.ready);
      out[Outputs.NotReadyReasons] = json(data.reasons);
      out[Outputs.Readiness] = json(data.readiness ?? {});
      out[Outputs.PullRequest] = json(data.pullRequest ?? {});
      if (data.wait) {
        out[Outputs.WaitResult] = data.wait.result;
        out[Outputs.WaitedSeconds] = String(data.wait.waitedSeconds);
      }
      break;
    case 'get-test-run': {
      const run = data.testRun;
      out[Outputs.TestRunId] = data.testRunId;
      out[Outputs.TestRunStatus] = run.status ?? '';
      out[Outputs.TestBranch] = run.testBranch;
      out[Outputs.TestBranchSha] = run.testBranchSha;
      out[Outputs.RequiredStatuses] = json(run.requiredStatuses);
      out[Outputs.TestedPrs] = json(run.testedPullRequests.map((pr) => pr.prNumber));
      out[Outputs.DependentPrs] = json(run.dependentPrs ?? []);
      out[Outputs.ImpactedTargets] = json(data.impactedTargets);
      out[Outputs.RunAll] = bool(data.runAll);
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
      out[Outputs.QueueCreated] = bool(data.created);
      break;
  }
  return out;
}
