/**
 * The adapter for a run's credential: v1 (token or fork mode), v2 with an org key, or the
 * keyless route through the logged-in `trunk` CLI. Each serves the one port commands use, and
 * is loaded by the first call to it: a dry run calls none, and loads no adapter.
 */
import { apiVersionOf, checkV2Url } from '../route.js';
import type { Auth } from './auth.js';
import type { HttpOptions } from './http/http.js';
import type { MergeQueueService } from './port.js';

export interface ServiceSettings {
  apiToken: string;
  apiUrl: string;
  apiUrlGiven: boolean;
  githubToken: string;
}

export interface ServiceEnv {
  /** The event's name, for the keyless route's advice. */
  eventName?: string;
  /** Where temporary files go (RUNNER_TEMP). */
  tempDir?: string | undefined;
  /** Notes worth a log line. */
  log?: (message: string) => void;
}

/**
 * The service for `auth`. The address v2 refuses is an input error, found here, before any
 * command runs; the adapter itself is built on the first call.
 */
export function createService(
  auth: Auth,
  settings: ServiceSettings,
  http: Omit<HttpOptions, 'apiUrl'>,
  env: ServiceEnv = {},
): MergeQueueService {
  if (auth.kind === 'bearer' || (auth.kind === 'cli-login' && settings.apiUrlGiven)) {
    checkV2Url(settings.apiUrl);
  }
  let loaded: Promise<MergeQueueService> | undefined;
  const adapter = () => (loaded ??= loadAdapter(auth, settings, http, env));
  return {
    apiVersion: apiVersionOf(auth),
    getTestRun: async (request) => (await adapter()).getTestRun(request),
    getPullRequest: async (request) => (await adapter()).getPullRequest(request),
    uploadImpactedTargets: async (request) => (await adapter()).uploadImpactedTargets(request),
    createQueue: async (request) => (await adapter()).createQueue(request),
    submitPullRequest: async (request) => (await adapter()).submitPullRequest(request),
    updateQueueEntry: async (request) => (await adapter()).updateQueueEntry(request),
    cancelPullRequest: async (request) => (await adapter()).cancelPullRequest(request),
    restartTests: async (request) => (await adapter()).restartTests(request),
    getQueue: async (request) => (await adapter()).getQueue(request),
    updateQueue: async (request) => (await adapter()).updateQueue(request),
    deleteQueue: async (request) => (await adapter()).deleteQueue(request),
  };
}

async function loadAdapter(
  auth: Auth,
  settings: ServiceSettings,
  http: Omit<HttpOptions, 'apiUrl'>,
  env: ServiceEnv,
): Promise<MergeQueueService> {
  switch (auth.kind) {
    case 'token':
    case 'fork-run': {
      const { ServiceClient } = await import('./v1/client.js');
      return new ServiceClient({
        ...http,
        apiUrl: settings.apiUrl,
        auth,
        apiToken: settings.apiToken,
      });
    }
    case 'bearer': {
      const { V2Client } = await import('./v2/client.js');
      return new V2Client({
        ...http,
        apiUrl: settings.apiUrl,
        apiKey: settings.apiToken,
        log: env.log,
      });
    }
    case 'cli-login': {
      const { CliUploader } = await import('./keyless.js');
      return new CliUploader(
        {
          cli: auth.cli,
          apiUrl: settings.apiUrlGiven ? settings.apiUrl : undefined,
          githubToken: settings.githubToken || undefined,
          // The CLI does its own retries: it gets what all attempts together would.
          timeoutMs: http.timeoutMs * Math.max(1, http.maxAttempts),
          tempDir: env.tempDir,
          log: env.log,
        },
        env.eventName,
      );
    }
  }
}
