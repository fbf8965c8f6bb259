/**
 * The adapter for a run's credential: v1 (token or fork mode), v2 with an org key, or the
 * keyless route through the logged-in `trunk` CLI. Each serves the one port commands use.
 */
import { checkV2Url } from '../route.js';
import type { Auth } from './auth.js';
import { CliUploader } from './keyless.js';
import { ServiceClient } from './v1/client.js';
import type { HttpOptions } from './http/http.js';
import type { MergeQueueService } from './port.js';
import { V2Client } from './v2/client.js';

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

export function createService(
  auth: Auth,
  settings: ServiceSettings,
  http: Omit<HttpOptions, 'apiUrl'>,
  env: ServiceEnv = {},
): MergeQueueService {
  switch (auth.kind) {
    case 'token':
    case 'fork-run':
      return new ServiceClient({
        ...http,
        apiUrl: settings.apiUrl,
        auth,
        apiToken: settings.apiToken,
      });
    case 'bearer':
      checkV2Url(settings.apiUrl);
      return new V2Client({
        ...http,
        apiUrl: settings.apiUrl,
        apiKey: settings.apiToken,
        log: env.log,
      });
    case 'cli-login':
      if (settings.apiUrlGiven) checkV2Url(settings.apiUrl);
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
