/**
 * The repository's own files, read without starting git where git would only read them: its
 * index (git-index.ts) and its shallow file. Only when the repository is plainly the `.git` of
 * the directory git runs in (or the directory its `gitdir:` file names), and no variable sends
 * git elsewhere; otherwise undefined or false, and the caller asks git as before.
 *
 * Imports only Node's file system: the doors' early reads use it (early-git.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

/** Variables that make git use another index, directory or work tree than `.git` here. */
const MOVED = [
  'GIT_DIR',
  'GIT_INDEX_FILE',
  'GIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_OBJECT_DIRECTORY',
];

/** The git directory of the repository whose top is `top`, when it is plainly `.git`. */
export function gitDirOf(top: string, env: NodeJS.ProcessEnv): string | undefined {
  if (MOVED.some((name) => env[name] !== undefined && env[name] !== '')) return undefined;
  const dotGit = path.join(top, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return dotGit;
    // A linked work tree or a submodule: `gitdir: <path>`.
    const link = /^gitdir: (.+)\n?$/.exec(readFileSync(dotGit, 'utf8'));
    return link ? path.resolve(top, link[1]!) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `commit` (a full object id, lower-case hex) is listed in the shallow file of the
 * repository at `top`: a boundary of a shallow clone, which git shows without parents (what
 * actions/checkout's depth 1 makes of the merge commit). False when that cannot be read here
 * for sure (another shallow or graft file named, a linked work tree, whose shallow file is the
 * main one's), and git is asked. Either way nothing is decided from it but whether to fetch
 * before git reads the commit: the read after the fetch is git's.
 */
export function atShallowBoundary(
  top: string,
  commit: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (env.GIT_SHALLOW_FILE || env.GIT_GRAFT_FILE) return false;
  const gitDir = gitDirOf(top, env);
  if (gitDir === undefined) return false;
  try {
    return readFileSync(path.join(gitDir, 'shallow'), 'latin1').split('\n').includes(commit);
  } catch {
    return false;
  }
}
