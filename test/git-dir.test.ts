/**
 * The repository's shallow file read without git (src/targets/diff/git-dir.ts): whether the
 * merge commit is a shallow boundary, as git itself shows it (no parents), and false whenever it
 * cannot be read here for sure, so that git is asked as before.
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atShallowBoundary } from '../src/targets/diff/git-dir.js';
import {
  git,
  pullRequestOrigin,
  removeDir,
  shallowCheckout,
  tempDir,
  type Repo,
} from './support/git-repo.js';

let root: string;
let origin: Repo;
let mergeSha: string;
let mainSha: string;
beforeAll(() => {
  root = tempDir('mq-git-dir-');
  ({ origin, mergeSha, mainSha } = pullRequestOrigin(path.join(root, 'origin')));
});
afterAll(() => removeDir(root));

/** The parents git shows for `commit` in `dir`. */
const parents = (dir: string, commit: string) => git(dir, 'log', '-1', '--format=%P', commit);

describe('atShallowBoundary', () => {
  it('says what git shows: the merge commit at depth 1 has no parents here, and after the fetch of its parents it has them', () => {
    const dir = path.join(root, 'depth-1');
    shallowCheckout(origin, dir, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
    expect(parents(dir, mergeSha)).toBe('');
    expect(atShallowBoundary(dir, mergeSha, {})).toBe(true);
    // Another commit, and the same one in another case or shortened: not listed.
    expect(atShallowBoundary(dir, mainSha, {})).toBe(false);
    expect(atShallowBoundary(dir, mergeSha.slice(0, 12), {})).toBe(false);
    git(dir, 'fetch', '-q', '--depth=2', 'origin', mergeSha);
    expect(parents(dir, mergeSha)).not.toBe('');
    expect(atShallowBoundary(dir, mergeSha, {})).toBe(false);
  });

  it('is false with history, outside a repository, and when a variable sends git to another file', () => {
    const full = path.join(root, 'full');
    git(root, 'clone', '-q', origin.url, full);
    expect(atShallowBoundary(full, mainSha, {})).toBe(false);
    expect(atShallowBoundary(path.join(root, 'none'), mergeSha, {})).toBe(false);
    const dir = path.join(root, 'depth-1-env');
    shallowCheckout(origin, dir, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
    for (const name of ['GIT_DIR', 'GIT_SHALLOW_FILE', 'GIT_GRAFT_FILE', 'GIT_COMMON_DIR']) {
      expect(atShallowBoundary(dir, mergeSha, { [name]: '/elsewhere' }), name).toBe(false);
    }
  });
});
