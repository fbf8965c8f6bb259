import { Inputs, type InputName } from '../../constants.js';
import {
  pullRequestMerge,
  readsMergeCommit,
  startMergeReads,
  type StartedGit,
} from '../../targets/diff/early-git.js';

/** The checked-out repository: GITHUB_WORKSPACE, as actions/checkout uses it, else here. */
export function workspaceOf(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_WORKSPACE || process.cwd();
}

/**
 * The merge commit's read, started before the action's own work (early-git.ts says
 * why), when the run will ask for it: a pull_request event, whose merge commit is GITHUB_SHA
 * (event.ts), and inputs that upload from the changed files. The other events name their merge
 * commit in the payload, which is read only later: they run git as before. Inputs are read as
 * core.getInput reads them, without loading @actions/core.
 */
export function startMergeRead(env: NodeJS.ProcessEnv): StartedGit | undefined {
  const merge = pullRequestMerge(env);
  if (merge === undefined) return undefined;
  const input = (name: InputName) =>
    (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
  // The branch `auto` looks at: pr-branch, else the pull request's head (the payload's
  // pull_request.head.ref, which the runner also gives as GITHUB_HEAD_REF).
  if (!readsMergeCommit(input, input(Inputs.PrBranch) || env.GITHUB_HEAD_REF)) return undefined;
  return startMergeReads(merge, workspaceOf(env), input);
}
