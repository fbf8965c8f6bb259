/**
 * Where graph cache entries live. The engine knows two: a directory (a self-hosted runner's or a
 * Buildkite agent's persistent disk; what tests use), and, given by the action's door, the
 * GitHub Actions cache service. An entry is immutable bytes under a key; a restore may fall back
 * to the newest entry whose key starts with a prefix, as actions/cache's restore-keys do.
 */
export interface GraphCacheStore {
  /** For messages: "the GitHub Actions cache", "directory /mnt/cache". */
  readonly name: string;
  /**
   * The entry saved under `key`; else the newest entry whose key starts with the first of
   * `prefixes` that has one; undefined when there is none. Throws when the store cannot be read
   * (the caller warns and goes on without the cache).
   */
  restore(key: string, prefixes: readonly string[]): Promise<RestoredEntry | undefined>;
  /**
   * Save `data` under `key`. An entry already under that key is kept (entries are immutable);
   * that is no failure. Throws when the store cannot be written (the caller warns).
   */
  save(key: string, data: Buffer): Promise<void>;
}

export interface RestoredEntry {
  /** The key it was saved under: `key` itself for an exact hit. */
  key: string;
  data: Buffer;
}
