/**
 * One run of a command, the same behind both doors: Facts + Settings -> the checked context ->
 * the service and the targets engine -> a result. A door reads its world into Settings and
 * Facts first (doors/action: inputs + the webhook event; doors/cli: flags + the CI's
 * variables), gives what this machine offers (a logger, the workspace, a cancel signal), and
 * renders what comes back (step outputs and job summary; JSON, a report, a summary file).
 */
import { systemWaitClock } from './clock.js';
import { runCommand, type CommandResult } from './commands/index.js';
import type { Command } from './constants.js';
import { requireContext } from './context.js';
import type { GitHubApi } from './github/api.js';
import type { Logger } from './logger.js';
import { aboutOf, type About } from './report/about.js';
import type { Facts, Skip, Tools } from './run.js';
import { createService } from './service/index.js';
import { apiUrlWarning, apiVersionOf, checkForApi } from './route.js';
import { requireTargetSource, type Settings } from './settings.js';
import type { StartedGit } from './targets/diff/early-git.js';
import { createGitRunner } from './targets/diff/git.js';
import type { GlobFiles } from './targets/glob-files.js';
import type { GraphCacheStore } from './targets/graphs/cache/store.js';
import { warmGraphCache } from './targets/warm.js';
import { repositoryDir } from './targets/repository-dir.js';

export { findOnPath } from './find-on-path.js';

/**
 * The result of a run with nothing to do; when the skip names a commit to warm, the graph cache
 * is filled for it first (a push to the default branch), and the result says so.
 */
export async function skipResult(
  settings: Settings,
  skip: Skip,
  machine: Machine,
): Promise<CommandResult> {
  const result: CommandResult = {
    command: skip.command,
    skipped: skip.skip,
    dryRun: settings.dryRun,
    warnings: [],
  };
  if (skip.warm === undefined || settings.graphCache === 'off') return result;
  const workspace = await repositoryDir(settings.workingDirectory, machine.workspace);
  const warmed = await warmGraphCache(settings, skip.warm, {
    workspace,
    git: createGitRunner(workspace, (args) => machine.log.debug(`git ${args.join(' ')}`)),
    graphCacheStore: machine.graphCacheStore,
    log: machine.log,
  });
  if (!warmed) return result;
  return { ...result, skipped: `${skip.skip} ${warmed.line}.`, warnings: warmed.warnings };
}

/** What the door's machine offers one run. */
export interface Machine {
  log: Logger;
  /** Where the repository is checked out (working-directory is relative to it). */
  workspace: string;
  /** The tools the keyless route may use (the action's door only). */
  tools?: Tools;
  /** A directory for scratch files (RUNNER_TEMP), when the machine has one. */
  tempDir?: string | undefined;
  /** The files of a pull request from GitHub's API, when git cannot tell. */
  github?: Pick<GitHubApi, 'listPullRequestFiles'> | undefined;
  /** Aborted when the run is cancelled: a wait ends and reports what it saw. */
  signal?: AbortSignal;
  /** How impacted-targets-files patterns are expanded, when not the engine's own way. */
  globFiles?: GlobFiles;
  /** What `graph-cache: auto` means on this machine (the GitHub Actions cache); none: off. */
  graphCacheStore?: GraphCacheStore | undefined;
  /**
   * The merge commit's read, when the door started it before loading the engine
   * (early-git.ts): the engine's identical request takes its result.
   */
  startedGit?: StartedGit | undefined;
}

/**
 * Run `command` for the run `facts` describe. `about` is filled in as soon as the context is
 * known, so a door that catches a failure still reports what the run was about.
 */
export async function execute(
  command: Command,
  settings: Settings,
  facts: Facts,
  machine: Machine,
  about: { current?: About },
): Promise<CommandResult> {
  if (command === 'upload-impacted-targets') requireTargetSource(settings);
  const ctx = requireContext(command, facts, settings, machine.tools);
  about.current = aboutOf(ctx, settings);
  // The same checks for a dry run as for a run: nothing is planned that would be refused.
  checkForApi(
    { concurrency: settings.concurrency, prNumber: facts.prNumber },
    apiVersionOf(ctx.auth),
  );
  if (apiVersionOf(ctx.auth) === 'v1') {
    const urlWarning = apiUrlWarning(settings);
    if (urlWarning) machine.log.warning(urlWarning);
  }
  const service = createService(
    ctx.auth,
    settings,
    {
      maxAttempts: settings.maxAttempts,
      timeoutMs: settings.requestTimeoutMs,
      voice: settings.voice,
      onRetry: (r) =>
        machine.log.info(
          `${r.operation}: ${r.reason}; retrying in ${(r.delayMs / 1000).toFixed(1)}s (attempt ${r.attempt + 1} of ${r.maxAttempts})`,
        ),
    },
    { eventName: facts.eventName, tempDir: machine.tempDir, log: machine.log.info },
  );
  const workspace = await repositoryDir(settings.workingDirectory, machine.workspace);
  const github = machine.github;
  return runCommand(settings, ctx, {
    service,
    targets: {
      workspace,
      git: createGitRunner(
        workspace,
        (args) => machine.log.debug(`git ${args.join(' ')}`),
        machine.startedGit,
      ),
      ...(github && { listPullRequestFiles: (n: number) => github.listPullRequestFiles(n) }),
      ...(machine.globFiles && { globFiles: machine.globFiles }),
      graphCacheStore: machine.graphCacheStore,
      log: machine.log,
      voice: settings.voice,
    },
    wait: { clock: systemWaitClock, signal: machine.signal, log: machine.log },
  });
}
