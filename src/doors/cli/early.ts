import { Inputs, type InputName } from '../../constants.js';
import {
  mergeReadArgs,
  readsMergeCommit,
  startGit,
  type StartedGit,
} from '../../targets/diff/early-git.js';
import { ciFacts } from './ci-env.js';
import { parseCommandLine } from './flags.js';

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/**
 * The merge commit's read, started before the rest of the tool is loaded (early-git.ts says
 * why), when the run will ask for it: the flags upload from the changed files, and the CI names
 * the merge commit (a GitHub Actions pull_request's GITHUB_SHA, read as event.ts reads it; a
 * GitLab merged result's CI_COMMIT_SHA, as ci-env.ts reads it). A run that needs git to find
 * its merge commit (Jenkins) runs git as before.
 */
export function startMergeRead(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  cwd: string,
): StartedGit | undefined {
  let line: ReturnType<typeof parseCommandLine>;
  try {
    line = parseCommandLine(argv);
  } catch {
    return undefined; // a usage error, which main() reports
  }
  if (line.help || line.version || line.command === undefined) return undefined;
  const given = (name: InputName) => line.inputs.get(name) ?? '';
  const ci = ciFacts(env);
  let merge: string | undefined;
  let branch = given(Inputs.PrBranch) || undefined;
  if (ci.ci === 'github-actions') {
    if (env.GITHUB_EVENT_NAME !== 'pull_request' || !SHA.test(env.GITHUB_SHA ?? ''))
      return undefined;
    merge = env.GITHUB_SHA!.toLowerCase();
    branch ??= env.GITHUB_HEAD_REF;
  } else {
    merge = ci.mergeCommit;
    branch ??= ci.branch ?? ci.prBranch;
  }
  if (merge === undefined) return undefined;
  const input = (name: InputName) => (name === Inputs.Command ? (line.command ?? '') : given(name));
  if (!readsMergeCommit(input, branch)) return undefined;
  return startGit(mergeReadArgs(merge), cwd);
}
