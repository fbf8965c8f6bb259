/**
 * Whether the GitHub Actions cache service is there, from the runner's variables alone: what
 * `graph-cache: auto` asks before anything of @actions/cache is loaded (graph-cache.ts), and
 * what cache.ts checks before it loads the library.
 */
/**
 * Whether the runner's environment has the cache service @actions/cache would talk to: v2
 * (github.com, `ACTIONS_CACHE_SERVICE_V2` set) needs `ACTIONS_RESULTS_URL`, v1 (GitHub
 * Enterprise Server, or the flag unset) `ACTIONS_CACHE_URL`; both the `ACTIONS_RUNTIME_TOKEN`,
 * and an `ACTIONS_CACHE_MODE` other than `none`.
 */
export function actionsCacheAvailable(env: NodeJS.ProcessEnv): boolean {
  return unavailableBecause(env) === undefined;
}

/** Why the cache service is not available in `env`, as a sentence's end; undefined when it is. */
export function unavailableBecause(env: NodeJS.ProcessEnv): string | undefined {
  const server = env['GITHUB_SERVER_URL'] || 'https://github.com';
  let host: string;
  try {
    host = new URL(server).hostname.toLowerCase();
  } catch {
    return `GITHUB_SERVER_URL is "${server}", which is not a URL`;
  }
  // The library's own rule (config.ts isGhes): v2 is never used on GitHub Enterprise Server.
  const ghes = host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
  const v2 = !ghes && Boolean(env['ACTIONS_CACHE_SERVICE_V2']);
  if (v2 && !env['ACTIONS_RESULTS_URL']) {
    return 'ACTIONS_CACHE_SERVICE_V2 is set, so the cache service is v2, and ACTIONS_RESULTS_URL is not set';
  }
  if (!v2 && !env['ACTIONS_CACHE_URL']) {
    const why = ghes
      ? `GITHUB_SERVER_URL (${server}) is GitHub Enterprise Server`
      : 'ACTIONS_CACHE_SERVICE_V2 is not set';
    return `${why}, so the cache service is v1, and ACTIONS_CACHE_URL is not set`;
  }
  if (!env['ACTIONS_RUNTIME_TOKEN']) return 'ACTIONS_RUNTIME_TOKEN is not set';
  if ((env['ACTIONS_CACHE_MODE'] ?? '').trim().toLowerCase() === 'none') {
    return 'ACTIONS_CACHE_MODE is "none"';
  }
  return undefined;
}
