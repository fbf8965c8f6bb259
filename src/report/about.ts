import type { Command } from '../constants.js';
import type { RunContext } from '../context.js';
import { apiVersionOf, credentialInWords, type ApiVersion } from '../service/auth.js';
import type { RepoRef } from '../service/schemas.js';

/** What the report says a run was about: as much as is known when it ends. */
export interface About {
  command: Command;
  repo?: RepoRef | undefined;
  /** The base address of web links (GITHUB_SERVER_URL). */
  serverUrl?: string | undefined;
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

/** The report's view of a resolved context. */
export function aboutOf(ctx: RunContext): About {
  return {
    command: ctx.command,
    repo: ctx.repo,
    serverUrl: ctx.serverUrl,
    prNumber: ctx.pr.number,
    prSha: ctx.pr.sha,
    targetBranch: ctx.targetBranch,
    isTestBranch: ctx.testBranch !== undefined,
    apiVersion: apiVersionOf(ctx.auth),
    credential: credentialInWords(ctx.auth),
  };
}
