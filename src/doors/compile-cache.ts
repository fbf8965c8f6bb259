/**
 * Node's on-disk compile cache (module.enableCompileCache, Node >= 22.1), turned on by both
 * doors' entries before the engine's code is loaded: a later run on the same machine reads the
 * code V8 compiled last time instead of compiling the bundle again (docs/performance.md).
 *
 * The cache holds code this process runs, so its directory is private: one per user under the
 * temporary directory, made with mode 0700, and used only when it is a real directory (not a
 * symlink) owned by this user that no one else may read or write. A cache entry planted by
 * another user would be code run by us. Anything else, or any error: no cache, and the run goes
 * on as it would without one.
 *
 * Only node:module, node:os, node:fs and node:path here: this is loaded before everything else,
 * and its own cost is part of what it saves.
 */
import { lstatSync, mkdirSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** The door whose entry asks: the action skips the cache on GitHub-hosted runners. */
export type Door = 'action' | 'cli';

/** Who may use a cache directory: this process's user id (undefined on Windows). */
export interface Owner {
  uid: number | undefined;
  windows: boolean;
}

const thisProcess = (): Owner => ({
  uid: process.getuid?.(),
  windows: process.platform === 'win32',
});

/**
 * Whether `dir` may hold our compile cache: a directory, not a symlink, and (off Windows, whose
 * temporary directory is per-user already) owned by `owner.uid` with no permission for group or
 * others. A missing or unreadable path is not.
 */
export function isPrivateDirectory(dir: string, owner: Owner = thisProcess()): boolean {
  let stat;
  try {
    stat = lstatSync(dir, { throwIfNoEntry: false });
  } catch {
    return false;
  }
  if (!stat || !stat.isDirectory() || stat.isSymbolicLink()) return false;
  if (owner.windows) return true;
  return owner.uid !== undefined && stat.uid === owner.uid && (stat.mode & 0o077) === 0;
}

/**
 * The cache's directory under `tmp`, made (mode 0700) if missing: `merge-queue-connect-<uid>`,
 * or `merge-queue-connect` on Windows; undefined when what is there is not private.
 */
export function privateCacheDirectory(
  tmp: string,
  owner: Owner = thisProcess(),
): string | undefined {
  if (!owner.windows && owner.uid === undefined) return undefined;
  const dir = path.join(
    tmp,
    owner.windows ? 'merge-queue-connect' : `merge-queue-connect-${owner.uid}`,
  );
  if (isPrivateDirectory(dir, owner)) return dir;
  try {
    // Not recursive: the temporary directory itself is not ours to make. A path that is there
    // already (not private, as just seen) fails here, and is left as it is.
    mkdirSync(dir, { mode: 0o700 });
  } catch {
    return undefined;
  }
  // The mode is masked by the umask, which can only take bits away: checked again all the same.
  return isPrivateDirectory(dir, owner) ? dir : undefined;
}

/**
 * Turns Node's compile cache on for the rest of this process, in the private directory, when
 * this door wants it here: not in the action on a GitHub-hosted runner (a hosted VM runs one job,
 * so its cache would only be written), not with NODE_DISABLE_COMPILE_CACHE=1 (Node's own switch,
 * honoured everywhere), not where the user pointed NODE_COMPILE_CACHE elsewhere (Node has
 * then enabled it already), and not on a Node without it (20). Returns the directory used.
 */
export function enableCompileCache(env: NodeJS.ProcessEnv, door: Door): string | undefined {
  try {
    if (env.NODE_DISABLE_COMPILE_CACHE || env.NODE_COMPILE_CACHE) return undefined;
    if (door === 'action' && env.RUNNER_ENVIRONMENT === 'github-hosted') return undefined;
    if (typeof nodeModule.enableCompileCache !== 'function') return undefined;
    const dir = privateCacheDirectory(tmpdir());
    if (dir === undefined) return undefined;
    const result = nodeModule.enableCompileCache(dir);
    return result.status === nodeModule.constants.compileCacheStatus.ENABLED ? dir : undefined;
  } catch {
    return undefined;
  }
}
