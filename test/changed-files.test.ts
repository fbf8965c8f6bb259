import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from './support/logger.js';
import {
  changedFilesFromGit,
  changedFilesFromListing,
  gitState,
} from '../src/targets/diff/changed-files.js';
import { createGitRunner, parseNameStatusZ } from '../src/targets/diff/git.js';
import { Repo, git, removeDir, shallowCheckout, tempDir } from './support/git-repo.js';

const ODD_NAMES = [
  'docs/with space.md',
  'src/ünïcødé/файл.ts',
  'src/[brackets]/x.ts',
  '-leading-dash.txt',
  '.github/workflows/ci.yml',
  'quote"and\\backslash.txt',
];

/**
 * origin: main with a base tree; feature branches off, changes files of every kind; main then
 * moves on with changes of its own that must not count. refs/pull/7/{head,merge} as GitHub has.
 */
let root: string;
let origin: Repo;
let headSha: string;
let mainSha: string;
let expected: string[];

beforeAll(() => {
  root = tempDir('mq-git-');
  origin = Repo.init(path.join(root, 'origin'));
  origin
    .write('README.md')
    .write('services/api/server.ts')
    .write('services/api/old-name.ts')
    .write('libs/common/util.ts')
    .write('web/delete-me.js')
    .commit('base');
  for (let i = 0; i < 5; i++) origin.write(`history/${i}.txt`).commit(`history ${i}`);
  origin.git('checkout', '-q', '-b', 'feature');
  origin.write('services/api/server.ts', 'changed\n');
  origin.move('services/api/old-name.ts', 'services/api/new-name.ts');
  origin.remove('web/delete-me.js');
  for (const name of ODD_NAMES) origin.write(name);
  origin.commit('feature work');
  // Enough commits that a depth-1 clone must deepen more than once.
  for (let i = 0; i < 70; i++)
    origin.write(`services/api/step.txt`, `${i}\n`).commit(`feature ${i}`);
  headSha = origin.head();
  origin.git('checkout', '-q', 'main');
  for (let i = 0; i < 40; i++) origin.write('main-only/file.txt', `${i}\n`).commit(`main ${i}`);
  mainSha = origin.head();
  origin.git('update-ref', 'refs/pull/7/head', headSha);
  origin.git('merge', '-q', '--no-ff', '-m', 'merge pr 7', headSha);
  origin.git('update-ref', 'refs/pull/7/merge', origin.head());
  origin.git('reset', '-q', '--hard', mainSha);
  expected = [
    ...ODD_NAMES,
    'services/api/new-name.ts',
    'services/api/old-name.ts',
    'services/api/server.ts',
    'services/api/step.txt',
    'web/delete-me.js',
  ].sort();
});
afterAll(() => removeDir(root));

function runner(dir: string) {
  const commands: string[][] = [];
  return { git: createGitRunner(dir, (args) => commands.push([...args])), commands };
}

describe('changed files from git', () => {
  it('a full clone: merge-base diff, renames both sides, deletions, odd names; main-only changes excluded', async () => {
    const dir = path.join(root, 'full');
    git(root, 'clone', '-q', origin.url, dir);
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { head: headSha, targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result).toMatchObject({ certain: true, source: 'git' });
    expect(result.certain && result.files).toEqual(expected);
  });

  it('a depth-1 checkout of the PR head, no merge commit: fetches history until the merge-base', async () => {
    const dir = path.join(root, 'shallow-head');
    const work = shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const statusBefore = work.git('status', '--porcelain');
    const headBefore = work.head();
    const { git: g, commands } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { head: headSha, targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(expected);
    expect(result.certain && result.comparison).toMatchObject({ kind: 'merge-base', to: headSha });
    // The working tree and HEAD are untouched, and no config was written.
    expect(work.git('status', '--porcelain')).toBe(statusBefore);
    expect(work.head()).toBe(headBefore);
    expect(commands.some((c) => c[0] === 'config' || c.includes('--global'))).toBe(false);
  });

  it('a depth-1 checkout of the merge ref (actions/checkout default for pull_request)', async () => {
    const dir = path.join(root, 'shallow-merge');
    shallowCheckout(origin, dir, 'refs/pull/7/merge', 'refs/remotes/pull/7/merge');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { head: headSha, targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(expected);
  });

  it('unshallows once when doubling does not reach the merge-base', async () => {
    const dir = path.join(root, 'shallow-unshallow');
    shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { head: headSha, targetBranch: 'main', initialDepth: 2, maxDepth: 4 },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(expected);
    expect(git(dir, 'rev-parse', '--is-shallow-repository')).toBe('false');
  });

  it('an explicit base SHA (merge_group base_sha) is used instead of the target branch', async () => {
    const dir = path.join(root, 'explicit-base');
    shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(g, { head: headSha, base: mainSha }, memoryLogger());
    expect(result.certain && result.files).toEqual(expected);
  });

  it('an unreachable base (no common history) is uncertain and says how to fix it', async () => {
    const dir = path.join(root, 'unrelated');
    const other = Repo.init(dir);
    other.write('a.txt').commit('one');
    const lone = other.head();
    other.git('checkout', '-q', '--orphan', 'island');
    other.write('b.txt').commit('island');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(g, { head: other.head(), base: lone }, memoryLogger());
    expect(result.certain).toBe(false);
    expect(!result.certain && result.reason).toContain('no common history');
    expect(!result.certain && result.fix).toContain('set base-sha and head-sha');
  });

  it('a head commit that cannot be fetched is uncertain, never empty', async () => {
    const dir = path.join(root, 'missing-head');
    shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { head: 'deadbeef'.repeat(5), targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain).toBe(false);
    expect(!result.certain && result.reason).toMatch(/git failed|not in the workspace/);
  });

  it('knows a git repository from a plain directory', async () => {
    const plain = path.join(root, 'plain');
    git(root, 'init', '-q', 'tmp-init-check');
    expect((await gitState(createGitRunner(path.join(root, 'tmp-init-check')))).inside).toBe(true);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(plain, { recursive: true });
    // A directory outside any work tree: the temp root itself is not one.
    expect((await gitState(createGitRunner(plain))).inside).toBe(false);
  });
});

describe('parseNameStatusZ', () => {
  it('reads every path, rename and copy sources included', () => {
    const out = 'M\0a b.txt\0R100\0old\0new\0C75\0src\0dst\0D\0gone\0';
    expect(parseNameStatusZ(out)).toEqual(['a b.txt', 'old', 'new', 'src', 'dst', 'gone']);
    expect(parseNameStatusZ('')).toEqual([]);
  });

  it('gives the paths of the old side that the new one lacks or holds as another kind', () => {
    const removed: string[] = [];
    const out = 'M\0kept\0R100\0old\0new\0C75\0src\0dst\0D\0gone\0T\0vendor/lib\0A\0added\0';
    parseNameStatusZ(out, removed);
    expect(removed).toEqual(['old', 'gone', 'vendor/lib']);
  });
});

describe('changed files from the REST listing', () => {
  it('counts both sides of a rename', () => {
    const result = changedFilesFromListing({
      files: [{ path: 'b/new.ts', previousPath: 'a/old.ts' }, { path: 'c.ts' }],
      total: 2,
    });
    expect(result).toEqual({
      certain: true,
      source: 'rest',
      files: ['a/old.ts', 'b/new.ts', 'c.ts'],
    });
  });

  it('3,000 files (the API cap) is uncertain', () => {
    const files = Array.from({ length: 3000 }, (_, i) => ({ path: `f${i}` }));
    const result = changedFilesFromListing({ files, total: 4500 });
    expect(result.certain).toBe(false);
    expect(!result.certain && result.reason).toContain('3000');
  });

  it('fewer files than the PR says it has is uncertain', () => {
    const result = changedFilesFromListing({ files: [{ path: 'a' }], total: 2 });
    expect(result.certain).toBe(false);
  });
});

/**
 * The shape found on real history: the PR forks from main after `shared/config.txt` became
 * "new" and restores it to "old", its content at an old side branch's base. After the PR forks,
 * main moves on by more commits than a first shallow fetch holds and then merges that old side
 * branch: inside the fetched window the side branch's base looks like a merge-base, and a diff
 * from it would drop shared/config.txt (and add main's files). GitHub's merge commit is made,
 * then main moves on again.
 */
describe('changed files the way the queue tests them (merge commit, trusted merge-base)', () => {
  let base: string;
  let hist: Repo;
  let prHead: string;
  let mergeSha: string;
  let staleMerge: string;
  const PR_FILES = ['api/handler.ts', 'shared/config.txt'];

  beforeAll(() => {
    base = tempDir('mq-history-');
    hist = Repo.init(path.join(base, 'origin'));
    hist.write('README.md').commit('root');
    hist.write('shared/config.txt', 'old\n').write('api/handler.ts', 'v0\n').commit('B0');
    const b0 = hist.head();
    hist.git('checkout', '-q', '-b', 'side');
    for (let i = 0; i < 3; i++) hist.write(`side/${i}.txt`).commit(`side ${i}`);
    hist.git('checkout', '-q', 'main');
    hist.write('shared/config.txt', 'new\n').commit('config becomes new');
    for (let i = 0; i < 8; i++) hist.write('main/early.txt', `${i}\n`).commit(`early ${i}`);
    hist.git('checkout', '-q', '-b', 'pr');
    hist.write('shared/config.txt', 'old\n').write('api/handler.ts', 'v1\n').commit('PR: restore');
    const firstHead = hist.head();
    hist.write('api/handler.ts', 'v2\n');
    prHead = hist.commit('PR: second push');
    hist.git('checkout', '-q', 'main');
    for (let i = 0; i < 40; i++) hist.write('main/late.txt', `${i}\n`).commit(`late ${i}`);
    hist.git('merge', '-q', '--no-ff', '-m', 'merge old side branch', 'side');
    // A merge commit for the first push (stale once the PR moved on), and the fresh one.
    hist.git('merge', '-q', '--no-ff', '-m', 'stale test merge', firstHead);
    staleMerge = hist.head();
    hist.git('reset', '-q', '--hard', 'HEAD^');
    hist.git('merge', '-q', '--no-ff', '-m', 'test merge', prHead);
    mergeSha = hist.head();
    hist.git('update-ref', 'refs/pull/9/merge', mergeSha);
    hist.git('update-ref', 'refs/pull/9/head', prHead);
    hist.git('reset', '-q', '--hard', 'HEAD^');
    // The target branch moves on after the merge commit was made.
    hist.write('main/after-merge.txt').commit('main moves on');
    expect(b0).toMatch(/^[0-9a-f]{40}$/);
  });
  afterAll(() => removeDir(base));

  const checkouts = { merge: 'refs/pull/9/merge', head: 'refs/pull/9/head' } as const;
  let n = 0;
  const checkout = (which: keyof typeof checkouts) => {
    const dir = path.join(base, `co-${n++}`);
    shallowCheckout(hist, dir, checkouts[which], `refs/remotes/pull/9/${which}`);
    return runner(dir);
  };

  for (const which of ['merge', 'head'] as const) {
    it(`${which} ref at depth 1, with the merge commit: M^1..M names the restored file`, async () => {
      const { git: g, commands } = checkout(which);
      const result = await changedFilesFromGit(
        g,
        { head: prHead, mergeCommit: mergeSha, targetBranch: 'main' },
        memoryLogger(),
      );
      expect(result.certain && result.files).toEqual(PR_FILES);
      expect(result.certain && result.comparison).toMatchObject({
        kind: 'merge-commit',
        to: mergeSha,
      });
      // One shallow fetch, no deepening.
      expect(commands.filter((c) => c[0] === 'fetch')).toHaveLength(1);
    });

    it(`${which} ref at depth 1, no merge commit: the merge-base is trusted only past the shallow boundary`, async () => {
      const { git: g } = checkout(which);
      const result = await changedFilesFromGit(
        g,
        { head: prHead, targetBranch: 'main' },
        memoryLogger(),
      );
      expect(result.certain && result.files).toEqual(PR_FILES);
      expect(result.certain && result.comparison).toMatchObject({ kind: 'merge-base' });
    });
  }

  it('a stale merge commit (second parent is not the head) falls back to the three-dot diff', async () => {
    const { git: g } = checkout('merge');
    const log = memoryLogger();
    const result = await changedFilesFromGit(
      g,
      { head: prHead, mergeCommit: staleMerge, targetBranch: 'main' },
      log,
    );
    expect(result.certain && result.files).toEqual(PR_FILES);
    expect(result.certain && result.comparison).toMatchObject({
      kind: 'merge-base',
      why: expect.stringContaining('stale'),
    });
  });

  it('a merge commit that cannot be fetched falls back too', async () => {
    const { git: g } = checkout('head');
    const result = await changedFilesFromGit(
      g,
      { head: prHead, mergeCommit: 'ab'.repeat(20), targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(PR_FILES);
  });

  it('a full clone with both commits present fetches nothing on the merge-commit path', async () => {
    const dir = path.join(base, 'full');
    git(base, 'clone', '-q', hist.url, dir);
    git(dir, 'fetch', '-q', 'origin', '+refs/pull/9/merge:refs/remotes/pull/9/merge');
    const { git: g, commands } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { head: prHead, mergeCommit: mergeSha, targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(PR_FILES);
    expect(commands.filter((c) => c[0] === 'fetch')).toEqual([]);
  });
});

describe('a merge-base 200 commits behind, at depth 1', () => {
  let base: string;
  let far: Repo;
  let head: string;
  let merge: string;
  beforeAll(() => {
    base = tempDir('mq-far-');
    far = Repo.init(path.join(base, 'origin'));
    far.write('a.txt').commit('base');
    far.git('checkout', '-q', '-b', 'pr');
    far.write('pr/file.txt');
    head = far.commit('PR');
    far.git('checkout', '-q', 'main');
    for (let i = 0; i < 200; i++) far.write('main.txt', `${i}\n`).commit(`main ${i}`);
    far.git('merge', '-q', '--no-ff', '-m', 'test merge', head);
    merge = far.head();
    far.git('update-ref', 'refs/pull/1/merge', merge);
    far.git('reset', '-q', '--hard', 'HEAD^');
  });
  afterAll(() => removeDir(base));

  it('with the merge commit: the PR file only, without fetching history', async () => {
    const dir = path.join(base, 'merge');
    shallowCheckout(far, dir, 'refs/pull/1/merge', 'refs/remotes/pull/1/merge');
    const result = await changedFilesFromGit(
      createGitRunner(dir),
      { head: head, mergeCommit: merge, targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(['pr/file.txt']);
    expect(Number(git(dir, 'rev-list', '--count', '--all'))).toBeLessThan(10);
  });

  it('without it: deepens until the merge-base is found', async () => {
    const dir = path.join(base, 'head');
    far.git('update-ref', 'refs/pull/1/head', head);
    shallowCheckout(far, dir, 'refs/pull/1/head', 'refs/remotes/pull/1/head');
    const result = await changedFilesFromGit(
      createGitRunner(dir),
      { head: head, targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(['pr/file.txt']);
  });
});
