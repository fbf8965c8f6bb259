/**
 * Which API, address and credential this run uses, decided here and nowhere else: the
 * service's address (apiUrlOf, when settings are read), the credential and so the API
 * (authOf, when the context is), and the address the v2 API refuses (checkV2Url, before an
 * adapter is built). Imports no settings: settings.ts calls it.
 */
import {
  DEFAULT_API_URL,
  DEFAULT_API_URL_V2,
  Inputs,
  type ApiVersionInput,
  type Command,
} from './constants.js';
import { InputError, UserError } from './errors.js';
import { quoteValue } from './format.js';
import type { Facts, Tools } from './run.js';
import { V2_KEY_PREFIX, isV2Key, tokenSpeaksV2, type Auth } from './service/auth.js';

/** The settings that choose the route: the credential and the API version asked for. */
export interface AuthSettings {
  apiToken: string;
  dryRun: boolean;
  apiVersion?: ApiVersionInput;
}

/**
 * The service's address: api-url when given, else the default address of the API the token
 * speaks (v2 for an explicit choice or a trunk_v2_ key); trailing slashes off.
 */
export function apiUrlOf(
  givenUrl: string | undefined,
  apiVersion: ApiVersionInput,
  apiToken: string,
): string {
  const v2 = tokenSpeaksV2(apiVersion, apiToken);
  return (givenUrl ?? (v2 ? DEFAULT_API_URL_V2 : DEFAULT_API_URL)).replace(/\/+$/, '');
}

/**
 * How this run authenticates to the service, and so which API it speaks:
 * - an api-token: a `trunk_v2_` key (or `api-version: v2`) goes to v2 as a Bearer key, any other
 *   token to v1 as x-api-token; a v2 key with `api-version: v1` is refused (it works on v2 only);
 * - no api-token, an upload, and a `trunk` CLI on PATH (trunk-io/login ran): the keyless route,
 *   unless `api-version: v1`;
 * - no api-token and a fork pull request's upload on v1: the workflow run id (fork mode);
 * - otherwise nothing can be sent, which only a dry run may do.
 */
export function authOf(
  command: Command,
  settings: AuthSettings,
  facts: Pick<Facts, 'fromFork' | 'runId'>,
  tools: Tools = {},
): Auth {
  const version = settings.apiVersion ?? 'auto';
  const token = settings.apiToken;
  const upload = command === 'upload-impacted-targets';
  if (token !== '') {
    if (version === 'v1' && isV2Key(token)) {
      throw new InputError(
        Inputs.ApiVersion,
        `Input "${Inputs.ApiVersion}" is v1 but "${Inputs.ApiToken}" is a v2 organisation key (${V2_KEY_PREFIX}…), which ` +
          `works only with the v2 API: set ${Inputs.ApiVersion} to v2 or auto, or give a v1 API token.`,
      );
    }
    return tokenSpeaksV2(version, token) ? { kind: 'bearer' } : { kind: 'token' };
  }
  if (upload && version !== 'v1' && tools.trunkCli)
    return { kind: 'cli-login', cli: tools.trunkCli };
  if (upload && facts.fromFork && version !== 'v2') {
    if (!facts.runId) {
      throw new UserError(
        'Fork mode needs GITHUB_RUN_ID, which the runner always sets; is this running outside GitHub Actions?',
      );
    }
    return { kind: 'fork-run', runId: facts.runId };
  }
  if (settings.dryRun) return version === 'v2' ? { kind: 'bearer' } : { kind: 'token' };
  throw new InputError(
    Inputs.ApiToken,
    `Input "${Inputs.ApiToken}" is empty: expected the service API key, for example ` +
      '`api-token: ${{ secrets.TRUNK_API_TOKEN }}`. If it is set in the workflow, the secret may be ' +
      'unavailable: workflows run by Dependabot and pull requests from forks cannot read ' +
      'repository secrets.' +
      (upload && version !== 'v1'
        ? ' For an upload with no secret at all, run `- uses: trunk-io/login@v1` (with `permissions: id-token: write`) ' +
          'before this step: no `trunk` CLI is on PATH.'
        : '') +
      (!upload && tools.trunkCli
        ? ` The trunk-io/login login is accepted only for uploads; ${command} needs an organisation API key.`
        : ''),
  );
}

/**
 * The v2 API lives at the service's root (paths start with /v2): an api-url that ends in /v1 is
 * the v1 API's and would answer every v2 request with 404, so it is refused before anything is
 * sent.
 */
export function checkV2Url(apiUrl: string): void {
  if (/\/v1\/*$/.test(new URL(apiUrl).pathname)) {
    throw new InputError(
      Inputs.ApiUrl,
      `Input "${Inputs.ApiUrl}" has the value ${quoteValue(apiUrl)}, the v1 API's address, but this run uses the v2 API ` +
        `(a trunk_v2_ key, or api-version: v2): expected the service's address such as https://api.trunk.io ` +
        '(or https://api.trunk.io/v2), or leave api-url out. v2 keys work only with the v2 API.',
    );
  }
}
