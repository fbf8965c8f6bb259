/**
 * The keyless route, as the service documents it: trunk-io/login has logged the `trunk` CLI in
 * with the run's own GitHub credential, and the upload is
 * `trunk mergequeue upload-impacted-targets --target-branch B --pr N --sha S` with
 * `--targets-file F` (one target per line), `--all` or `--none`. The CLI is run with an argument
 * list, never through a shell, and its credential file is never read here. The login is good
 * for uploads only, so the reads and create-queue are refused before anything runs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Inputs } from '../constants.js';
import { InputError, ServiceError } from '../errors.js';
import { v2Root } from '../route.js';
import { excerpt } from './http/http.js';
import type { MergeQueueService } from './port.js';
import type { SetImpactedTargetsRequest } from './v1/schemas.js';

export interface CliOptions {
  /** The `trunk` executable found on PATH. */
  cli: string;
  /** The api-url input when given: passed on as TRUNK_API_URL (its /v2 root, as trunk-io/login). */
  apiUrl?: string | undefined;
  /** The github-token input: GITHUB_TOKEN for the CLI, which renews a fork PR's login with it. */
  githubToken?: string | undefined;
  /** How long the upload may take, all of it. */
  timeoutMs: number;
  /** Where the targets file is written (RUNNER_TEMP); removed afterwards. */
  tempDir?: string | undefined;
  env?: NodeJS.ProcessEnv;
  /** Notes worth a log line. */
  log?: (message: string) => void;
}

const WHAT = 'setImpactedTargets (trunk mergequeue upload-impacted-targets, keyless)';

/** The most of the CLI's output kept for a message. */
const MAX_OUTPUT = 1024 * 1024;

/** What to add to the workflow, read from the CLI's own words. */
export function cliAdvice(output: string, eventName?: string): string {
  const said = output.toLowerCase();
  const advice: string[] = [];
  if (/id-token|oidc|actions_id_token_request/.test(said)) {
    advice.push(
      'Give the job `permissions: id-token: write`: pull requests from this repository, merge_group, push and ' +
        "workflow_dispatch runs log in with the run's OIDC token.",
    );
  }
  if (/fork/.test(said)) {
    advice.push(
      'For pull requests from forks, an organisation admin must turn on Fork PR CI access for the repository in the ' +
        'service (Settings → Repositories).',
    );
  }
  if (/not logged in|log in|login|unauthenticated|credential|expired/.test(said)) {
    advice.push(
      'Run `- uses: trunk-io/login@v1` in this job before this step (a login lasts at most 15 minutes).',
    );
  }
  if (
    /event/.test(said) ||
    (eventName && /^(issue_comment|workflow_run|schedule)$/.test(eventName))
  ) {
    advice.push(
      'trunk-io/login refuses some events (issue_comment, workflow_run, schedule): upload on pull_request, ' +
        'merge_group or push, or use an organisation API key in api-token.',
    );
  }
  if (advice.length === 0) {
    advice.push(
      'Check that trunk-io/login ran in this job before this step, that the job has `permissions: id-token: write`, ' +
        'and, on a pull request from a fork, that Fork PR CI access is on for the repository.',
    );
  }
  return advice.join(' ');
}

export class CliUploader implements MergeQueueService {
  readonly apiVersion = 'v2-login';

  constructor(
    private readonly options: CliOptions,
    private readonly eventName?: string,
  ) {}

  async uploadImpactedTargets(request: SetImpactedTargetsRequest): Promise<void> {
    // An argument list keeps a shell out, but not the CLI's own option parsing: a value that
    // starts with a dash would read as an option. Git refuses such branch names anyway.
    if (request.targetBranch.startsWith('-')) {
      throw new InputError(
        Inputs.TargetBranch,
        `Input "${Inputs.TargetBranch}" has an invalid value ${JSON.stringify(request.targetBranch)}: expected a branch name, which cannot start with "-".`,
      );
    }
    const args = [
      'mergequeue',
      'upload-impacted-targets',
      '--target-branch',
      request.targetBranch,
      '--pr',
      String(request.pr.number),
      '--sha',
      request.pr.sha,
    ];
    let dir: string | undefined;
    try {
      const targets = request.impactedTargets;
      if (targets === 'ALL') {
        args.push('--all');
      } else if (targets.some((name) => /[\r\n]/.test(name))) {
        // One name per line cannot carry a line break; splitting it would upload other names.
        this.options.log?.(
          'A target name holds a line break, which a targets file cannot carry: uploading ALL.',
        );
        args.push('--all');
      } else if (targets.length === 0) {
        // Only a computation that knew the changed files and matched nothing gets here.
        args.push('--none');
      } else {
        dir = mkdtempSync(path.join(this.options.tempDir || tmpdir(), 'mq-targets-'));
        const file = path.join(dir, 'impacted-targets.txt');
        writeFileSync(file, `${targets.join('\n')}\n`, { mode: 0o600 });
        args.push('--targets-file', file);
      }
      await this.run(args);
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }

  getPullRequest(): Promise<never> {
    return this.refuse('get-pull-request');
  }

  getTestRun(): Promise<never> {
    return this.refuse('get-test-run');
  }

  createQueue(): Promise<never> {
    return this.refuse('create-queue');
  }

  submitPullRequest(): Promise<never> {
    return this.refuse('submit-pull-request');
  }

  updateQueueEntry(): Promise<never> {
    return this.refuse('submit-pull-request');
  }

  cancelPullRequest(): Promise<never> {
    return this.refuse('cancel-pull-request');
  }

  restartTests(): Promise<never> {
    return this.refuse('restart-tests');
  }

  getQueue(): Promise<never> {
    return this.refuse('get-queue');
  }

  updateQueue(): Promise<never> {
    return this.refuse('update-queue');
  }

  deleteQueue(): Promise<never> {
    return this.refuse('delete-queue');
  }

  private refuse(command: string): Promise<never> {
    return Promise.reject(
      new InputError(
        Inputs.ApiToken,
        `Input "${Inputs.ApiToken}" is empty, and the trunk-io/login login is accepted only for uploads: ` +
          `${command} needs an organisation API key in api-token.`,
      ),
    );
  }

  private run(args: string[]): Promise<void> {
    const env: NodeJS.ProcessEnv = { ...(this.options.env ?? process.env) };
    if (this.options.apiUrl) env.TRUNK_API_URL = `${v2Root(this.options.apiUrl)}/v2`;
    if (this.options.githubToken && !env.GITHUB_TOKEN) env.GITHUB_TOKEN = this.options.githubToken;
    return new Promise((resolve, reject) => {
      execFile(
        this.options.cli,
        args,
        { env, timeout: this.options.timeoutMs, maxBuffer: MAX_OUTPUT, windowsHide: true },
        (error, stdout, stderr) => {
          if (!error) {
            const said = excerpt(`${stdout}`.trim(), 300);
            if (said) this.options.log?.(`trunk: ${said}`);
            resolve();
            return;
          }
          const output = `${stderr}\n${stdout}`.trim();
          const words = output ? `: "${excerpt(output, 600)}"` : ' and said nothing';
          const failure = error as NodeJS.ErrnoException & { killed?: boolean; code?: unknown };
          let message: string;
          if (failure.code === 'ENOENT' || failure.code === 'EACCES') {
            message = `${WHAT}: could not run ${this.options.cli} (${String(failure.code)}). Run \`- uses: trunk-io/login@v1\` in this job before this step; it installs the CLI and logs it in.`;
          } else if (failure.killed) {
            message = `${WHAT}: the trunk CLI did not finish within ${this.options.timeoutMs / 1000}s${words}. Raise request-timeout-seconds, or re-run the job later.`;
          } else {
            const exit =
              typeof failure.code === 'number' ? `exited with code ${failure.code}` : 'failed';
            message = `${WHAT}: the trunk CLI ${exit}${words}. ${cliAdvice(output, this.eventName)}`;
          }
          reject(
            new ServiceError({
              message,
              operation: 'setImpactedTargets',
              kind: 'cli',
              bodyExcerpt: excerpt(output),
              attempts: 1,
            }),
          );
        },
      );
    });
  }
}
