import { Inputs, type InputName } from '../../constants.js';
import {
  pullRequestMerge,
  readsMergeCommit,
  startMergeReads,
  type StartedGit,
} from '../../targets/diff/early-git.js';
import { ciFacts, type CiFacts } from './ci-env.js';
import { parseCommandLine, type CommandLine } from './flags.js';

/**
 * The merge commit's read, started before the tool's own work (early-git.ts says
 * why), when the run will ask for it: the flags upload from the changed files, and the CI names
 * the merge commit (a GitHub Actions pull_request's GITHUB_SHA, read as event.ts reads it; a
 * GitLab merged result's CI_COMMIT_SHA, as ci-env.ts reads it). A run that needs git to find
 * its merge commit (Jenkins) runs git as before.
 */
export function startMergeRead(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  cwd: string,
): EarlyRead {
  let line: CommandLine;
  try {
    line = parseCommandLine(argv);
  } catch {
    return {}; // a usage error, which main() reports
  }
  if (line.help || line.version || line.command === undefined) return { commandLine: line };
  const given = (name: InputName) => line.inputs.get(name) ?? '';
  const ci = ciFacts(env);
  const read = { commandLine: line, ci };
  let merge: string | undefined;
  let branch = given(Inputs.PrBranch) || undefined;
  if (ci.ci === 'github-actions') {
    merge = pullRequestMerge(env);
    branch ??= env.GITHUB_HEAD_REF;
  } else {
    merge = ci.mergeCommit;
    branch ??= ci.branch ?? ci.prBranch;
  }
  if (merge === undefined) return read;
  const input = (name: InputName) => (name === Inputs.Command ? (line.command ?? '') : given(name));
  if (!readsMergeCommit(input, branch)) return read;
  return { ...read, started: startMergeReads(merge, cwd, input) };
}

/**
 * What the early read did: the process it started, if any, and what it read to decide (the
 * command line and the CI's facts), which main() takes rather than reading them again.
 */
export interface EarlyRead {
  started?: StartedGit | undefined;
  commandLine?: CommandLine;
  ci?: CiFacts;
}
