/**
 * The head's tree read from the index (targets/diff/git-index.ts): equal to `git ls-tree -r` of
 * the commit whenever the index is that tree, in each index version git writes, and undefined,
 * so that git lists the tree, whenever it is not or cannot be read for sure.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseIndex,
  readIndexFile,
  readIndexTree,
  type IndexTree,
} from '../src/targets/diff/git-index.js';
import { GIT_ENV, Repo, git, removeDir, tempDir } from './support/git-repo.js';

let root: string;
let repos = 0;
beforeAll(() => {
  root = tempDir('mq-git-index-');
});
afterAll(() => removeDir(root));

/** The paths of `tree` as git lists them (`ls-tree -r -z`), and its submodules. */
function listed(dir: string, tree: string): { paths: string[]; gitlinks: string[] } {
  const out = execFileSync('git', ['ls-tree', '-r', '-z', '--full-tree', tree], {
    cwd: dir,
    env: GIT_ENV,
    encoding: 'utf8',
  });
  const entries = out.split('\0').filter(Boolean);
  return {
    paths: entries.map((e) => e.slice(e.indexOf('\t') + 1)),
    gitlinks: entries
      .filter((e) => e.startsWith('160000 '))
      .map((e) => e.slice(e.indexOf('\t') + 1)),
  };
}

const pathsOf = (read: IndexTree) =>
  read.starts.map((start, i) => read.text.slice(start, read.ends[i]));

/**
 * A checked-out repository whose names are the awkward ones, committed and checked out; with
 * `long`, a name too long to check out too (only the index and the tree hold it).
 */
function repository(long = false): { repo: Repo; tree: string } {
  const repo = Repo.init(path.join(root, `repo-${repos++}`));
  repo
    .write('a.txt')
    .write('a.b/c.txt')
    .write('a/b.txt')
    .write('dir/with space/[x]*?.md')
    .write('dir/new\nline.ts')
    .write('unicode/ünïcödé/日本.ts')
    .write('z/deep/er/still/file.js');
  // A symlink and a submodule, added as git records them (no file needed).
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: repo.dir,
    env: GIT_ENV,
    input: 'a.txt',
  })
    .toString()
    .trim();
  git(repo.dir, 'add', '-A');
  git(repo.dir, 'update-index', '--add', '--cacheinfo', `120000,${blob},link`);
  git(repo.dir, 'commit', '-q', '-m', 'first');
  const sub = repo.head();
  git(repo.dir, 'update-index', '--add', '--cacheinfo', `160000,${sub},vendor/sub`);
  if (long) {
    // A name longer than the 4,095 bytes an entry's length field holds (NUL-ended instead).
    const name = `${'d'.repeat(200)}/`.repeat(21) + 'file.txt';
    git(repo.dir, 'update-index', '--add', '--cacheinfo', `100644,${blob},${name}`);
  }
  git(repo.dir, 'commit', '-q', '-m', 'second');
  git(repo.dir, 'checkout', '-q', '--detach', 'HEAD');
  return { repo, tree: git(repo.dir, 'rev-parse', 'HEAD^{tree}') };
}

describe("the index read as the head's tree", () => {
  it.each([2, 3, 4])('equals git ls-tree -r in index version %i', (version) => {
    const { repo, tree } = repository(true);
    git(repo.dir, 'update-index', `--index-version=${version}`);
    // Version 3 is written only when an entry needs its extended flags (skip-worktree here).
    if (version === 3) {
      git(repo.dir, 'update-index', '--skip-worktree', 'a.txt');
      // update-index marks the root of the cache tree invalid; write-tree makes it whole again.
      expect(readIndexTree(repo.dir, tree)).toBeUndefined();
      git(repo.dir, 'write-tree');
    }
    const index = readFileSync(path.join(repo.dir, '.git', 'index'));
    expect(index.readUInt32BE(4)).toBe(version);
    const read = readIndexTree(repo.dir, tree)!;
    expect(read).toBeDefined();
    const byGit = listed(repo.dir, tree);
    expect(pathsOf(read)).toEqual(byGit.paths);
    expect(read.gitlinks).toEqual(byGit.gitlinks);
    expect(read.gitlinks).toEqual(['vendor/sub']);
    expect(byGit.paths).toContain('dir/new\nline.ts');
    expect(byGit.paths.some((p) => p.length > 4095)).toBe(true);
  });

  it.each([2, 4])(
    'equals git ls-tree -r on 3,000 entries with names past 4,095 bytes (version %i: its names take more room than its file)',
    (version) => {
      const repo = Repo.init(path.join(root, `large-${repos++}`));
      const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
        cwd: repo.dir,
        env: GIT_ENV,
        input: 'x',
      })
        .toString()
        .trim();
      // 3,000 entries of names from 1 to 300 bytes, and names past 4,095 bytes among them: in
      // version 4, where each name is stored as a change of the one before, the names take more
      // room than the file.
      const lines: string[] = [];
      for (let i = 0; i < 3000; i++) {
        const name =
          i % 500 === 250
            ? `${`${i}`.padEnd(250, 'L')}/`.repeat(17) + `${i}.txt`
            : `d${i % 37}/${'n'.repeat(i % 300)}${i}.ts`;
        lines.push(`100644 ${blob}\t${name}`);
      }
      execFileSync('git', ['update-index', '--add', '--index-info'], {
        cwd: repo.dir,
        env: GIT_ENV,
        input: `${lines.join('\n')}\n`,
      });
      git(repo.dir, 'update-index', `--index-version=${version}`);
      const tree = git(repo.dir, 'write-tree');
      const size = readFileSync(path.join(repo.dir, '.git', 'index')).length;
      const read = readIndexTree(repo.dir, tree)!;
      expect(read).toBeDefined();
      const byGit = listed(repo.dir, tree).paths;
      expect(byGit).toHaveLength(3000);
      expect(pathsOf(read)).toEqual(byGit);
      if (version === 4) expect(Buffer.byteLength(byGit.join('\0'))).toBeGreaterThan(size);
    },
  );

  it('is read through the `gitdir:` file of a linked work tree', () => {
    const { repo } = repository();
    const linked = path.join(root, `linked-${repos++}`);
    git(repo.dir, 'worktree', 'add', '-q', '--detach', linked, 'HEAD~1');
    const tree = git(linked, 'rev-parse', 'HEAD^{tree}');
    expect(pathsOf(readIndexTree(linked, tree)!)).toEqual(listed(linked, tree).paths);
  });

  it('is not read when the index is not the tree: a staged change, another tree, an intent-to-add', () => {
    const { repo, tree } = repository();
    expect(readIndexTree(repo.dir, git(repo.dir, 'rev-parse', 'HEAD~1^{tree}'))).toBeUndefined();
    expect(
      readIndexTree(
        repo.dir,
        tree.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBeUndefined();
    writeFileSync(path.join(repo.dir, 'a.txt'), 'staged\n');
    git(repo.dir, 'add', 'a.txt');
    expect(readIndexTree(repo.dir, tree)).toBeUndefined();
    // The index written back to its tree: read again.
    git(repo.dir, 'reset', '-q', '--hard');
    expect(readIndexTree(repo.dir, tree)).toBeDefined();
    writeFileSync(path.join(repo.dir, 'new.txt'), 'new\n');
    git(repo.dir, 'add', '-N', 'new.txt');
    expect(readIndexTree(repo.dir, tree)).toBeUndefined();
  });

  it('is not read from a split index, a sparse index, or when a variable names another index', () => {
    const split = repository();
    git(split.repo.dir, 'update-index', '--split-index');
    expect(readIndexTree(split.repo.dir, split.tree)).toBeUndefined();

    const sparse = repository();
    git(sparse.repo.dir, 'sparse-checkout', 'set', '--cone', '--sparse-index', 'dir');
    expect(readFileSync(path.join(sparse.repo.dir, '.git', 'index')).includes('sdir')).toBe(true);
    expect(readIndexTree(sparse.repo.dir, sparse.tree)).toBeUndefined();

    const plain = repository();
    expect(readIndexTree(plain.repo.dir, plain.tree)).toBeDefined();
    for (const name of ['GIT_DIR', 'GIT_INDEX_FILE', 'GIT_WORK_TREE']) {
      expect(
        readIndexTree(plain.repo.dir, plain.tree, { [name]: '/elsewhere' }),
        name,
      ).toBeUndefined();
    }
    expect(readIndexTree(path.join(root, 'none'), plain.tree)).toBeUndefined();
    expect(readIndexTree(plain.repo.dir, 'HEAD')).toBeUndefined();
  });

  it.each([2, 3])(
    'reads version %i a chunk at a time: the same paths for any chunk, a name past 4,095 bytes across chunks',
    (version) => {
      const { repo, tree } = repository(true);
      git(repo.dir, 'update-index', `--index-version=${version}`);
      if (version === 3) git(repo.dir, 'update-index', '--skip-worktree', 'a.txt');
      git(repo.dir, 'write-tree');
      const file = path.join(repo.dir, '.git', 'index');
      const index = readFileSync(file);
      expect(index.readUInt32BE(4)).toBe(version);
      const byGit = listed(repo.dir, tree);
      // Chunks smaller than an entry, than the long name, than the file, and the whole file.
      for (const chunk of [1, 7, 64, 97, 1000, 4096, 8191, index.length, 1 << 16]) {
        const read = readIndexFile(file, tree, chunk);
        expect(read, `chunk ${chunk}`).toBeDefined();
        expect(pathsOf(read!), `chunk ${chunk}`).toEqual(byGit.paths);
        expect(read!.gitlinks).toEqual(byGit.gitlinks);
      }
      // The file is only read: it is the same afterwards.
      expect(readFileSync(file).equals(index)).toBe(true);
    },
  );

  it('reads an index cut short or damaged, from its file, as undefined for any chunk', () => {
    const { repo, tree } = repository(true);
    const index = readFileSync(path.join(repo.dir, '.git', 'index'));
    const file = path.join(root, `cut-${repos++}`);
    for (const chunk of [61, 4096, 1 << 16]) {
      for (let cut = 0; cut < index.length; cut += 89) {
        writeFileSync(file, index.subarray(0, cut));
        expect(readIndexFile(file, tree, chunk), `cut at ${cut}, chunk ${chunk}`).toBeUndefined();
      }
      // Whole, it is read; with another tree's id, the entries are read but not taken.
      writeFileSync(file, index);
      expect(readIndexFile(file, tree, chunk)).toBeDefined();
      expect(readIndexFile(file, '0'.repeat(40), chunk)).toBeUndefined();
    }
    expect(readIndexFile(path.join(root, 'no-such-index'), tree)).toBeUndefined();
  });

  it('answers undefined, never throws, for an index cut short or damaged', () => {
    const { repo, tree } = repository();
    const index = readFileSync(path.join(repo.dir, '.git', 'index'));
    const before = Buffer.from(index);
    expect(parseIndex(index, tree)).toBeDefined();
    // The reader moves the names within the buffer it reads: the caller's is left as it was.
    expect(index.equals(before)).toBe(true);
    for (let cut = 0; cut < index.length; cut += 97) {
      expect(parseIndex(index.subarray(0, cut), tree), `cut at ${cut}`).toBeUndefined();
    }
    const version = Buffer.from(index);
    version.writeUInt32BE(5, 4);
    expect(parseIndex(version, tree)).toBeUndefined();
    const signature = Buffer.from(index);
    signature.write('DIRX', 0, 'latin1');
    expect(parseIndex(signature, tree)).toBeUndefined();
    // An entry at stage 1 (a conflict).
    const staged = Buffer.from(index);
    staged.writeUInt16BE(staged.readUInt16BE(12 + 60) | 0x1000, 12 + 60);
    expect(parseIndex(staged, tree)).toBeUndefined();
  });
});
