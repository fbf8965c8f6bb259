import type { CommandResult } from '../commands/index.js';
import { Outputs, type OutputName } from '../constants.js';
import type { RunContext } from '../context.js';

const json = (value: unknown): string => JSON.stringify(value ?? null);
const bool = (value: boolean): string => (value ? 'true' : 'false');

/** Every step output of a run, by name; values are strings as GITHUB_OUTPUT stores them. */
export function outputsOf(
  ctx: Pick<RunContext, 'command' | 'prNumber' | 'prSha' | 'targetBranch'>,
  result: CommandResult | undefined,
): Partial<Record<OutputName, string>> {
  const out: Partial<Record<OutputName, string>> = { [Outputs.Command]: ctx.command };
  if (ctx.prNumber !== undefined) out[Outputs.PrNumber] = String(ctx.prNumber);
  if (ctx.prSha !== undefined) out[Outputs.PrSha] = ctx.prSha;
  if (ctx.targetBranch !== undefined) out[Outputs.TargetBranch] = ctx.targetBranch;
  if (!result || 'dryRunSkipped' in result) return out;

  switch (result.command) {
    case 'upload-impacted-targets': {
      const all = result.targets === 'ALL';
      out[Outputs.ImpactedTargets] = all ? 'ALL' : json(result.targets);
      out[Outputs.ImpactsAll] = bool(all);
      out[Outputs.ImpactedTargetsCount] = all ? '' : String(result.targets.length);
      out[Outputs.ChangedFilesCount] = result.changedFiles
        ? String(result.changedFiles.length)
        : '';
      out[Outputs.Uploaded] = bool(result.uploaded);
      break;
    }
    case 'get-pull-request':
      out[Outputs.Submitted] = bool(result.submitted);
      out[Outputs.State] = result.state ?? '';
      out[Outputs.Ready] = bool(result.ready);
      out[Outputs.NotReadyReasons] = json(result.reasons);
      out[Outputs.Readiness] = json(result.readiness ?? {});
      out[Outputs.PullRequest] = json(result.pullRequest ?? {});
      break;
    case 'get-test-run': {
      const run = result.testRun;
      out[Outputs.TestRunId] = result.testRunId;
      out[Outputs.TestRunStatus] = run.status ?? '';
      out[Outputs.TestBranch] = run.testBranch;
      out[Outputs.TestBranchSha] = run.testBranchSha;
      out[Outputs.RequiredStatuses] = json(run.requiredStatuses);
      out[Outputs.TestedPrs] = json(run.testedPullRequests.map((pr) => pr.prNumber));
      out[Outputs.DependentPrs] = json(run.dependentPrs ?? []);
      out[Outputs.ImpactedTargets] = json(result.impactedTargets);
      out[Outputs.ImpactedTargetsForTestedPrs] = json(result.impactedTargetsForTestedPrs);
      out[Outputs.FailedChecks] = json(result.failedChecks);
      out[Outputs.PendingChecks] = json(result.pendingChecks);
      out[Outputs.TestRun] = json(run);
      break;
    }
    case 'create-queue':
      out[Outputs.QueueCreated] = bool(result.created);
      break;
  }
  return out;
}
