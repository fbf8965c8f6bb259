/**
 * Pull requests on scratch repositories for the tests of the Python reader (test/python.test.ts,
 * test/python-audit.test.ts): a repository per case, and the reader's answer for two of its
 * commits, both read from git objects as the action reads them, with the log and each unit's
 * reason in words.
 */
import { expect } from 'vitest';
import { createGitRunner } from '../../src/targets/diff/git.js';
import type { ScanCache } from '../../src/targets/graphs/python/cache.js';
import {
  describePython,
  pythonImpact,
  type PythonAnswer,
} from '../../src/targets/graphs/python/index.js';
import { scanPython } from '../../src/targets/graphs/python/scan.js';
import { isPython, pyTree } from '../../src/targets/graphs/python/tree.js';
import { CommitFiles } from '../../src/targets/workspaces/tree.js';
import { scratchRepos } from './build-files.js';
import type { Repo } from './git-repo.js';
import type { Tree } from './python-fixtures.js';

export interface Result {
  answer: PythonAnswer;
  changed: string[];
  log: string[];
  /** unit → why, in words. */
  why: Record<string, string>;
}

export interface PrOptions {
  units?: string[];
  cache?: ScanCache;
}

/** Scratch repositories for one test file (made under `prefix`, removed after its tests). */
export function pythonRepos(prefix: string) {
  const scratch = scratchRepos(prefix);
  const { repoWith } = scratch;

  /** The reader's answer for `base` → `head`, both read from git objects. */
  async function answerFor(
    repo: Repo,
    base: string,
    head: string,
    options: PrOptions = {},
  ): Promise<Result> {
    const git = createGitRunner(repo.dir);
    const after = (await CommitFiles.open(git, repo.dir, head, 'the merge commit', isPython))!;
    let before: CommitFiles | undefined;
    const changed = repo
      .git('-c', 'core.quotePath=false', 'diff', '--name-only', '-z', '--no-renames', base, head)
      .split('\0')
      .filter(Boolean);
    const log: string[] = [];
    try {
      const answer = await pythonImpact(
        pyTree(after),
        async () =>
          pyTree(
            (before ??= (await CommitFiles.open(
              git,
              repo.dir,
              base,
              'its first parent',
              isPython,
            ))!),
          ),
        changed,
        {
          scan: scanPython,
          units: options.units ?? [],
          info: (line) => log.push(line),
          ...(options.cache && { cache: options.cache }),
        },
      );
      const why: Record<string, string> = {};
      for (const [name, reason] of answer.impacted)
        why[name] = describePython(reason, (v) => `\`${v}\``);
      return { answer, changed, log, why };
    } finally {
      after.close();
      before?.close();
    }
  }

  /** A pull request on `files`: `change` applied and committed on top of the base. */
  async function pullRequest(
    files: Tree,
    change: (r: Repo) => void,
    options: { units?: string[] } = {},
  ): Promise<Result> {
    const { repo, base } = repoWith(files);
    change(repo);
    return answerFor(repo, base, repo.commit('change'), options);
  }

  return {
    repoWith,
    answerFor,
    pullRequest,
    /** The scratch directory. */
    get dir(): string {
      return scratch.dir;
    },
  };
}

/** The impacted units, sorted. */
export const units = (r: Result) => [...r.answer.impacted.keys()].sort();

/** `text` appended to `file`. */
export const append = (r: Repo, file: string, text = '\nCHANGED = True\n') =>
  r.write(file, `${r.read(file)}${text}`);

/** `from` (which must be there) replaced by `to` in `file`. */
export const edit = (r: Repo, file: string, from: string, to: string) => {
  const text = r.read(file);
  expect(text).toContain(from);
  r.write(file, text.replace(from, to));
};
