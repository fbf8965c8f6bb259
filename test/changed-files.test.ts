import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from './support/logger.js';
import {
  changedFilesFromGit,
  changedFilesFromListing,
  isGitRepository,
} from '../src/targets/changed-files.js';
import { createGitRunner, parseNameStatusZ } from '../src/targets/git.js';
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
    const result = await changedFilesFromGit(g, { headSha, targetBranch: 'main' }, memoryLogger());
    expect(result).toMatchObject({ certain: true, source: 'git' });
    expect(result.certain && result.files).toEqual(expected);
  });

  it('a depth-1 checkout of the PR head fetches the base and deepens by doubling', async () => {
    const dir = path.join(root, 'shallow-head');
    const work = shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const statusBefore = work.git('status', '--porcelain');
    const headBefore = work.head();
    const { git: g, commands } = runner(dir);
    const result = await changedFilesFromGit(g, { headSha, targetBranch: 'main' }, memoryLogger());
    expect(result.certain && result.files).toEqual(expected);
    const depths = commands.flatMap((c) => c.filter((a) => a.startsWith('--depth=')));
    expect(depths).toEqual(['--depth=32', '--depth=64', '--depth=128']);
    // The working tree and HEAD are untouched, and no config was written.
    expect(work.git('status', '--porcelain')).toBe(statusBefore);
    expect(work.head()).toBe(headBefore);
    expect(commands.some((c) => c[0] === 'config' || c.includes('--global'))).toBe(false);
  });

  it('a depth-1 checkout of the merge ref (actions/checkout default for pull_request)', async () => {
    const dir = path.join(root, 'shallow-merge');
    shallowCheckout(origin, dir, 'refs/pull/7/merge', 'refs/remotes/pull/7/merge');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(g, { headSha, targetBranch: 'main' }, memoryLogger());
    expect(result.certain && result.files).toEqual(expected);
  });

  it('unshallows once when doubling does not reach the merge-base', async () => {
    const dir = path.join(root, 'shallow-unshallow');
    shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const { git: g, commands } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { headSha, targetBranch: 'main', initialDepth: 2, maxDepth: 4 },
      memoryLogger(),
    );
    expect(result.certain && result.files).toEqual(expected);
    expect(commands.filter((c) => c.includes('--unshallow'))).toHaveLength(1);
  });

  it('an explicit base SHA (merge_group base_sha) is used instead of the target branch', async () => {
    const dir = path.join(root, 'explicit-base');
    shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(g, { headSha, baseSha: mainSha }, memoryLogger());
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
    const result = await changedFilesFromGit(
      g,
      { headSha: other.head(), baseSha: lone },
      memoryLogger(),
    );
    expect(result.certain).toBe(false);
    expect(!result.certain && result.reason).toContain('no common history');
    expect(!result.certain && result.fix).toContain('fetch-depth: 0');
  });

  it('a head commit that cannot be fetched is uncertain, never empty', async () => {
    const dir = path.join(root, 'missing-head');
    shallowCheckout(origin, dir, 'refs/heads/feature', 'refs/remotes/origin/feature');
    const { git: g } = runner(dir);
    const result = await changedFilesFromGit(
      g,
      { headSha: 'deadbeef'.repeat(5), targetBranch: 'main' },
      memoryLogger(),
    );
    expect(result.certain).toBe(false);
    expect(!result.certain && result.reason).toMatch(/git failed|not in the workspace/);
  });

  it('knows a git repository from a plain directory', async () => {
    const plain = path.join(root, 'plain');
    git(root, 'init', '-q', 'tmp-init-check');
    expect(await isGitRepository(createGitRunner(path.join(root, 'tmp-init-check')))).toBe(true);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(plain, { recursive: true });
    // A directory outside any work tree: the temp root itself is not one.
    expect(await isGitRepository(createGitRunner(plain))).toBe(false);
  });
});

describe('parseNameStatusZ', () => {
  it('reads every path, rename and copy sources included', () => {
    const out = 'M\0a b.txt\0R100\0old\0new\0C75\0src\0dst\0D\0gone\0';
    expect(parseNameStatusZ(out)).toEqual(['a b.txt', 'old', 'new', 'src', 'dst', 'gone']);
    expect(parseNameStatusZ('')).toEqual([]);
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
