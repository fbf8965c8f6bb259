/**
 * What `graph-cache: auto` means in the action: the GitHub Actions cache, when the runner has
 * one. cache.ts, and @actions/cache with it (a chunk of the bundle of its own), load on the first
 * restore or save.
 */
import { tmpdir } from 'node:os';
import type { GraphCacheStore } from '../../targets/graphs/cache/store.js';
import { actionsCacheAvailable } from './cache-env.js';

/**
 * The store `graph-cache: auto` means in the action: the GitHub Actions cache when the runner
 * has it, else none (auto is off). cache.ts and @actions/cache load on its first use.
 */
export function autoGraphCacheStore(env: NodeJS.ProcessEnv): GraphCacheStore | undefined {
  if (!actionsCacheAvailable(env)) return undefined;
  const tempDir = env.RUNNER_TEMP || tmpdir();
  let store: Promise<GraphCacheStore> | undefined;
  const open = () => (store ??= import('./cache.js').then((m) => m.actionsCacheStore(tempDir)));
  return {
    name: 'the GitHub Actions cache',
    restore: async (key, prefixes) => (await open()).restore(key, prefixes),
    save: async (key, data) => (await open()).save(key, data),
  };
}
