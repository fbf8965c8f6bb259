/**
 * Repositories for the tests of the build-file readers (Maven, .NET): one scratch directory for
 * the file's tests, a repository per case, and a reader's answer for two of its commits, both
 * read from git objects as the action reads them.
 */
import { afterAll, beforeAll } from 'vitest';
import { createGitRunner } from '../../src/targets/diff/git.js';
import type { RepoFiles } from '../../src/targets/workspaces/read.js';
import { CommitFiles } from '../../src/targets/workspaces/tree.js';
import { Repo, removeDir, tempDir } from './git-repo.js';

/** A reader: the answer for the change from `before` to `after`. */
export type Reader<A> = (after: RepoFiles, before: RepoFiles, changed: string[]) => Promise<A>;

/**
 * Scratch repositories for one test file (made under `prefix`, removed after its tests): a
 * repository per case, holding its files at its first commit.
 */
export function scratchRepos(prefix: string) {
  let scratch: string | undefined;
  let repos = 0;
  beforeAll(() => {
    scratch = tempDir(prefix);
  });
  afterAll(() => {
    if (scratch !== undefined) removeDir(scratch);
  });
  // Before its beforeAll ran (a hook that ran first) this was undefined, and a test wrote its
  // files under ./undefined in the project (120 of them were committed once).
  const dir = (): string => {
    if (scratch === undefined) throw new Error(`${prefix}: no scratch directory yet`);
    return scratch;
  };
  return {
    /** A repository holding `files` at its first commit. */
    repoWith(files: Record<string, string>): { repo: Repo; base: string } {
      const repo = Repo.init(`${dir()}/repo-${repos++}`);
      for (const [file, text] of Object.entries(files)) repo.write(file, text);
      return { repo, base: repo.commit('base') };
    },
    /** The scratch directory. */
    get dir(): string {
      return dir();
    },
  };
}

/** Scratch repositories for one test file, and a reader's answer for two commits of one. */
export function readerRepos<A>(prefix: string, read: Reader<A>) {
  const scratch = scratchRepos(prefix);
  return {
    repoWith: scratch.repoWith,
    /** The reader's answer for the change from `base` to `head`, both read from git objects. */
    async answerFor(repo: Repo, base: string, head: string): Promise<A> {
      const git = createGitRunner(repo.dir);
      const after = (await CommitFiles.open(git, repo.dir, head, 'the merge commit'))!;
      const before = (await CommitFiles.open(git, repo.dir, base, 'its first parent'))!;
      try {
        const changed = repo
          .git('diff', '-z', '--name-only', '--no-renames', base, head)
          .split('\0')
          .filter(Boolean);
        return await read(after, before, changed);
      } finally {
        after.close();
        before.close();
      }
    },
    /** The scratch directory. */
    get dir(): string {
      return scratch.dir;
    },
  };
}
