/**
 * Which API, address and credential this run uses, decided here and nowhere else: the
 * service's address (apiUrlOf, checked by checkApiUrl, when settings are read), the credential
 * and so the API (authOf, when the context is; apiVersionOf names it), the address the v2 API
 * refuses (checkV2Url, before an adapter is built) and the v2 API's root (v2Root). Imports no
 * settings: settings.ts calls it.
 */
import {
  DEFAULT_API_URL,
  DEFAULT_API_URL_V2,
  Inputs,
  type ApiVersionInput,
  type Command,
  type InputName,
} from './constants.js';
import { InputError, UserError } from './errors.js';
import { V2_MAX_CONCURRENCY, V2_MAX_PR_NUMBER } from './service/limits.js';
import { quoteValue } from './format.js';
import type { Facts, Tools } from './run.js';
import { V2_KEY_PREFIX, type ApiVersion, type Auth } from './service/auth.js';
import { ACTION_VOICE, type Voice } from './voice.js';

/** v2 organisation API keys start with trunk_v2_; v1 tokens do not. */
const isV2Key = (token: string): boolean => token.startsWith(V2_KEY_PREFIX);

/**
 * A token goes to v2 when the api-version input says v2, or says auto and the token is a v2
 * key; else to v1. (What happens with no token at all is authOf's to decide.)
 */
function tokenSpeaksV2(apiVersion: ApiVersionInput, token: string): boolean {
  return apiVersion === 'v2' || (apiVersion === 'auto' && isV2Key(token));
}

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
  // A dry run sends nothing, so it needs no fork mode, and the tool's CI has no run id for one.
  if (upload && facts.fromFork && version !== 'v2' && (facts.runId || !settings.dryRun)) {
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

/**
 * The inputs' ranges that depend on the API the credential speaks, checked once it is known
 * (execute(), once the route is known; the v2 adapter checks its requests with it too), before anything is planned or sent: a dry run refuses what the
 * run would refuse. v1 takes integers up to 4294967295; v2 a concurrency up to 1000 and a pull
 * request number up to 10,000,000 (limits.ts).
 */
export function checkForApi(
  asked: { concurrency: number | undefined; prNumber: number | undefined },
  api: ApiVersion,
): void {
  if (api !== 'v2') return;
  const limits: [InputName, number | undefined, number, string][] = [
    [Inputs.Concurrency, asked.concurrency, V2_MAX_CONCURRENCY, 'an integer from 1 to'],
    [Inputs.PrNumber, asked.prNumber, V2_MAX_PR_NUMBER, 'a pull request number from 1 to'],
  ];
  for (const [name, value, max, accepted] of limits) {
    if (value !== undefined && value > max) {
      throw new InputError(
        name,
        `Input "${name}" has an invalid value ${value} for the v2 API: expected ${accepted} ${max}.`,
      );
    }
  }
}

/** Which API a credential speaks, as the `api-version` output says it. */
export function apiVersionOf(auth: Auth): ApiVersion {
  switch (auth.kind) {
    case 'token':
    case 'fork-run':
      return 'v1';
    case 'bearer':
      return 'v2';
    case 'cli-login':
      return 'v2-login';
  }
}

/** `https://api.trunk.io/v2` and `https://api.trunk.io` name the same root; paths add /v2. */
export function v2Root(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '').replace(/\/v2$/, '');
}

/** A host name that stays on this machine: localhost (and *.localhost), 127.0.0.0/8, ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host)
  );
}

/**
 * The service's base address carries neither credentials (they would be printed and sent with
 * every request: the key belongs in api-token) nor a query or fragment (operation paths are
 * appended to it). The value is not echoed when it holds credentials. Plain http:// would send
 * the key in clear text: only to this machine, unless allow-insecure-api-url says otherwise.
 */
export function checkApiUrl(
  apiUrl: string,
  allowInsecure: boolean,
  voice: Voice = ACTION_VOICE,
): void {
  const url = new URL(apiUrl);
  if (url.protocol === 'http:' && !allowInsecure && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      Inputs.ApiUrl,
      `Input "${Inputs.ApiUrl}" is ${quoteValue(apiUrl)}, plain http:// to another host: the API key would travel ` +
        `in clear text. Use https://, or set ${voice.input(Inputs.AllowInsecureApiUrl)} to true if the network between is ` +
        'trusted (a proxy inside the runner, say). http:// to localhost or 127.0.0.1 is always allowed.',
    );
  }
  if (url.username || url.password) {
    throw new InputError(
      Inputs.ApiUrl,
      `Input "${Inputs.ApiUrl}" contains credentials (user:password@): expected the service's base address ` +
        `alone, such as https://api.trunk.io/v1. ${voice.giveApiKey}.`,
    );
  }
  if (url.search || url.hash || apiUrl.includes('?') || apiUrl.includes('#')) {
    throw new InputError(
      Inputs.ApiUrl,
      `Input "${Inputs.ApiUrl}" has an invalid value ${quoteValue(apiUrl)}: expected a base address with no query ` +
        'or fragment, such as https://api.trunk.io/v1 (operation paths are appended to it).',
    );
  }
}

/** The v1 API's operations live under an address whose path ends in /v1. */
export function isV1ApiPath(apiUrl: string): boolean {
  return new URL(apiUrl).pathname.replace(/\/+$/, '').endsWith('/v1');
}

/** A warning when api-url does not end in /v1 (the service's paths do); undefined when it does. */
export function apiUrlWarning(settings: { apiUrl: string; voice?: Voice }): string | undefined {
  if (isV1ApiPath(settings.apiUrl)) return undefined;
  return (
    `${(settings.voice ?? ACTION_VOICE).input(Inputs.ApiUrl)} ${settings.apiUrl} does not end in /v1; the service's operations live under /v1 ` +
    '(https://api.trunk.io/v1), so requests may answer 404.'
  );
}
