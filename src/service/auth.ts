/**
 * The credentials the service adapters accept. route.ts decides which one a run uses (authOf)
 * and so which API it speaks (apiVersionOf); the adapters send it. Each belongs to one API
 * version.
 */
export type Auth =
  /** v1: the api-token input, sent as x-api-token. */
  | { kind: 'token' }
  /** v1: an upload from a fork pull request, which cannot read secrets: the workflow run id. */
  | { kind: 'fork-run'; runId: string }
  /** v2: the api-token input (an org API key), sent as `Authorization: Bearer`. */
  | { kind: 'bearer' }
  /**
   * v2, no secret: the `trunk` CLI at this path, logged in by trunk-io/login with the run's own
   * GitHub credential. The login is accepted only for uploads of this repository's targets.
   */
  | { kind: 'cli-login'; cli: string };

/** Which API a run speaks, as the `api-version` output says it. */
export type ApiVersion = 'v1' | 'v2' | 'v2-login';

/** v2 organisation API keys start with this; v1 tokens do not (route.ts tells them apart). */
export const V2_KEY_PREFIX = 'trunk_v2_';

/** The credential in words, for the job summary (never the credential itself). */
export function credentialInWords(auth: Auth): string {
  switch (auth.kind) {
    case 'token':
      return 'v1 API, API token (x-api-token)';
    case 'fork-run':
      return 'v1 API, fork mode (the workflow run id, no secret)';
    case 'bearer':
      return 'v2 API, organisation API key (Authorization: Bearer)';
    case 'cli-login':
      return 'v2 API, keyless: the trunk CLI logged in by trunk-io/login (no secret)';
  }
}
