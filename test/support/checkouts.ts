/**
 * Checkouts made the way actions/checkout makes them, against a bare origin reached through a
 * file:// URL (git's real protocol, so partial-clone filters work): `git init`, the remote, the
 * sparse-checkout set before the fetch, one `git fetch --depth=1` of the merge ref, and
 * `git checkout --force` of it.
 */
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { git } from './git-repo.js';

/** Lets file:// submodules be cloned (git refuses the file transport for them by default). */
export const FILE_PROTOCOL = ['-c', 'protocol.file.allow=always'];

/** A bare origin made from `source`'s refs (every ref: refs/pull/* as GitHub keeps them). */
export function bareOrigin(source: string, dir: string): { dir: string; url: string } {
  git(path.dirname(dir), 'clone', '-q', '--mirror', source, dir);
  // As GitHub allows: filters for partial clones, and any commit or blob wanted by SHA.
  git(dir, 'config', 'uploadpack.allowFilter', 'true');
  git(dir, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  git(dir, 'config', 'uploadpack.allowReachableSHA1InWant', 'true');
  return { dir, url: `file://${dir}` };
}

export interface CheckoutOptions {
  /** `sparse-checkout:` (cone mode) or, with cone false, `sparse-checkout-cone-mode: false`. */
  sparse?: { cone: boolean; paths: string[] };
  /** `filter:` (blob:none, tree:0). */
  filter?: string;
  /** `fetch-depth:`; 1 by default, 0 for all history. */
  depth?: number;
  /** `submodules: true`. */
  submodules?: boolean;
}

/** What actions/checkout leaves for a pull_request: refs/remotes/pull/N/merge, detached. */
export function actionsCheckout(
  url: string,
  dir: string,
  sha: string,
  options: CheckoutOptions = {},
): string {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'remote', 'add', 'origin', url);
  if (options.sparse) {
    git(
      dir,
      'sparse-checkout',
      'set',
      options.sparse.cone ? '--cone' : '--no-cone',
      ...options.sparse.paths,
    );
  }
  const depth = options.depth ?? 1;
  git(
    dir,
    '-c',
    'protocol.version=2',
    'fetch',
    '-q',
    '--no-tags',
    '--prune',
    '--no-recurse-submodules',
    ...(options.filter ? [`--filter=${options.filter}`] : []),
    ...(depth > 0 ? [`--depth=${depth}`] : []),
    'origin',
    `+${sha}:refs/remotes/pull/1/merge`,
  );
  git(dir, 'checkout', '-q', '--force', 'refs/remotes/pull/1/merge');
  if (options.submodules) {
    git(dir, 'submodule', 'sync', '--recursive');
    git(
      dir,
      ...FILE_PROTOCOL,
      '-c',
      'protocol.version=2',
      'submodule',
      'update',
      '--init',
      '--force',
      '--recursive',
    );
  }
  return dir;
}
