import type { Command } from '../constants.js';
import type { RepoRef, RunContext } from '../run.js';
import { apiVersionOf } from '../route.js';
import { credentialInWords, type ApiVersion } from '../service/auth.js';

/** What the report says a run was about: as much as is known when it ends. */
export interface About {
  command: Command;
  repo?: RepoRef | undefined;
  /** The base address of web links (GITHUB_SERVER_URL). */
  serverUrl?: string | undefined;
  /** Where pull requests are on the web, less the number, when not GitHub's `…/pull/`. */
  prLinkBase?: string | undefined;
  prNumber?: number | undefined;
  prSha?: string | undefined;
  targetBranch?: string | undefined;
  /** The run is for one of the queue's test branches. */
  isTestBranch?: boolean;
  /** The API the run speaks (the api-version output). */
  apiVersion?: ApiVersion | undefined;
  /** The credential in words, for the summary. */
  credential?: string | undefined;
}

/**
 * The web address of pull request `number` of the run's repository: where the CI says its pull
 * requests are (a GitLab merge request's page), else GitHub's `…/owner/name/pull/N`.
 */
export function pullRequestUrl(about: About, number: number): string | undefined {
  if (about.prLinkBase) return `${about.prLinkBase}${number}`;
  return about.repo && about.serverUrl
    ? `${about.serverUrl}/${about.repo.owner}/${about.repo.name}/pull/${number}`
    : undefined;
}

/** What the summary says of the credential on a dry run that has none (nothing is sent). */
export const NO_CREDENTIAL = 'no credential: dry run';

/**
 * The report's view of a resolved context. A dry run uses no API (its api-version output is
 * empty), and one without an api-token names no credential: the one authOf stands in for it is
 * never sent.
 */
export function aboutOf(ctx: RunContext, run: { dryRun: boolean; apiToken: string }): About {
  const standIn = run.apiToken === '' && (ctx.auth.kind === 'token' || ctx.auth.kind === 'bearer');
  return {
    command: ctx.command,
    repo: ctx.repo,
    serverUrl: ctx.serverUrl,
    prLinkBase: ctx.prLinkBase,
    prNumber: ctx.pr.number,
    prSha: ctx.pr.sha,
    targetBranch: ctx.targetBranch,
    isTestBranch: ctx.testBranch !== undefined,
    apiVersion: run.dryRun ? undefined : apiVersionOf(ctx.auth),
    credential: run.dryRun && standIn ? NO_CREDENTIAL : credentialInWords(ctx.auth),
  };
}
