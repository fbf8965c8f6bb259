/**
 * The runner's environment for the bench's end-to-end items: a pull_request run on the merge
 * commit, as actions/checkout and the runner leave it (the event written to a file, outputs to
 * another), and action.yml's defaults as INPUT_* variables.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { actionYml } from '../test/support/runner.js';

/** The commits of the bench's pull request #1. */
export interface PullRequestCommits {
  head: string;
  base: string;
  merge: string;
}

/** GITHUB_* and friends for pull request #1 of octo-org/octo-repo; the event goes to `scratch`. */
export function pullRequestEnv(
  fx: PullRequestCommits,
  workspace: string,
  scratch: string,
  outputPath: string,
  pathVariable = process.env.PATH ?? '',
): Record<string, string> {
  const eventPath = path.join(scratch, 'event.json');
  const repo = { full_name: 'octo-org/octo-repo' };
  writeFileSync(
    eventPath,
    JSON.stringify({
      action: 'synchronize',
      number: 1,
      pull_request: {
        number: 1,
        head: { sha: fx.head, ref: 'pr', repo },
        base: { sha: fx.base, ref: 'main', repo },
      },
      repository: { ...repo, default_branch: 'main' },
    }),
  );
  return {
    PATH: pathVariable,
    HOME: scratch,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_SHA: fx.merge,
    GITHUB_REF: 'refs/pull/1/merge',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '1',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputPath,
    RUNNER_TEMP: scratch,
  };
}

/** action.yml's input defaults as the runner passes them (expressions left empty here). */
export function defaultInputs(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(actionYml.inputs)) {
    const value = spec.default ?? '';
    env[`INPUT_${name.toUpperCase()}`] = value.includes('${{') ? '' : value;
  }
  return env;
}
