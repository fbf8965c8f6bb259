/**
 * Stands in for `@actions/http-client` in the bundle (tsconfig.json `paths`, which ncc follows).
 * @actions/core imports it at the top for OIDC tokens, which this action never asks for, and
 * evaluating it pulls in undici, tunnel and the http/tls built-ins: about 35 ms of every start.
 * Here it is a chunk of its own, loaded by loadHttpClient() before anything that needs it
 * synchronously (the GitHub API client, @actions/cache) is created.
 */

interface HttpClientModule {
  HttpClient: new (...args: unknown[]) => object;
  HttpClientError: new (...args: unknown[]) => Error;
  HttpCodes: object;
}
interface AuthModule {
  BearerCredentialHandler: new (...args: unknown[]) => object;
}

let real: { client: HttpClientModule; auth: AuthModule } | undefined;

/**
 * The real HttpCodes once loadHttpClient() has run. @actions/cache (its retries) reads it when
 * it makes a request, after its caller loaded the module; a live binding, so the bundle sees it.
 */
export let HttpCodes: HttpClientModule['HttpCodes'] | undefined;
/** The real HttpClientError once loadHttpClient() has run (@actions/cache tests errors with it). */
export let HttpClientError: HttpClientModule['HttpClientError'] | undefined;

/** Load the real module (once). */
export async function loadHttpClient(): Promise<void> {
  if (real) return;
  const [client, auth] = await Promise.all([
    import('../../../../node_modules/@actions/http-client/lib/index.js') as Promise<HttpClientModule>,
    import('../../../../node_modules/@actions/http-client/lib/auth.js') as Promise<AuthModule>,
  ]);
  real = { client, auth };
  HttpCodes = client.HttpCodes;
  HttpClientError = client.HttpClientError;
}

function loaded(): { client: HttpClientModule; auth: AuthModule } {
  if (!real) throw new Error('@actions/http-client was used before loadHttpClient() loaded it');
  return real;
}

/** The real HttpClient, constructed through the loaded module. */
export class HttpClient {
  constructor(...args: unknown[]) {
    return new (loaded().client.HttpClient)(...args) as HttpClient;
  }
}

/** The real BearerCredentialHandler (only OIDC uses it; never this action). */
export class BearerCredentialHandler {
  constructor(...args: unknown[]) {
    return new (loaded().auth.BearerCredentialHandler)(...args) as BearerCredentialHandler;
  }
}
