/**
 * What a build tool that reads the work tree (Bazel, Nx) needs from it: the compared commit,
 * whole and unedited. The workspace readers read git objects and need none of this; a tool
 * reads files itself and cannot be pointed at a commit, so on any other work tree its answer
 * would be partial, and the upload is ALL with the reason.
 */
import type { GitRunner } from '../diff/git.js';

/** How a build tool's name reads in the sentences below. */
export type WorkTreeTool = 'Bazel' | 'Nx';

/**
 * Why the work tree cannot stand for the compared commit, or undefined when it can: a sparse
 * checkout (files outside its paths are missing), another commit checked out, or tracked files
 * an earlier step changed.
 */
export async function workTreeProblem(
  git: GitRunner,
  commit: string,
  tool: WorkTreeTool,
): Promise<string | undefined> {
  const [sparse, status] = await Promise.all([
    git.tryRun(['config', '--bool', 'core.sparseCheckout']),
    git.tryRun([
      'status',
      '--porcelain=v2',
      '--branch',
      '-z',
      '--untracked-files=no',
      '--ignore-submodules=all',
    ]),
  ]);
  if (sparse.stdout.trim() === 'true') {
    return (
      `the checkout is sparse (sparse-checkout), so files outside its paths are not in the work tree ${tool} reads. ` +
      `${tool} reads the work tree, so this job needs the whole tree: check out without a sparse ` +
      'checkout for it (or run `git sparse-checkout disable` first).'
    );
  }
  if (!status.ok) return `git status failed: ${status.stderr.trim().split('\n')[0]}`;
  const records = status.stdout.split('\0').filter(Boolean);
  const head = records.find((r) => r.startsWith('# branch.oid '))?.slice('# branch.oid '.length);
  if (head !== commit) {
    return `the work tree is at ${head?.slice(0, 12) ?? 'no commit'}, not at the compared commit ${commit.slice(0, 12)}, and ${tool} reads the work tree. Check out the pull request's merge commit (what CI checks out for a pull request by default) in this job.`;
  }
  const changed = records.filter((r) => !r.startsWith('#'));
  if (changed.length > 0) {
    const first = changed[0]!.split(' ').slice(8).join(' ') || changed[0]!;
    return `${changed.length} tracked file(s) in the work tree differ from the commit (the first: ${first}), and ${tool} reads the work tree. Compute the targets before anything changes tracked files.`;
  }
  return undefined;
}

/** A changed path and how it changed (git's status letter: A, M, D, T, ...). */
export interface ChangedPath {
  path: string;
  status: string;
}

/** Parse `git diff --name-status -z` into paths and status letters (both sides of a rename). */
export function parseStatuses(output: string): ChangedPath[] {
  const tokens = output.split('\0');
  const out: ChangedPath[] = [];
  for (let i = 0; i + 1 < tokens.length && tokens[i] !== '';) {
    const status = tokens[i]!.charAt(0);
    if (status === 'R' || status === 'C') {
      out.push({ path: tokens[i + 1]!, status: 'D' }, { path: tokens[i + 2]!, status: 'A' });
      i += 3;
    } else {
      out.push({ path: tokens[i + 1]!, status });
      i += 2;
    }
  }
  return out;
}

/** The changed paths between two commits with their status letters; undefined when git fails. */
export async function changedPaths(
  git: GitRunner,
  from: string,
  to: string,
): Promise<{ ok: true; paths: ChangedPath[] } | { ok: false; error: string }> {
  const diff = await git.tryRun(['diff', '--name-status', '-z', '--no-renames', from, to, '--']);
  if (!diff.ok) return { ok: false, error: diff.stderr.trim().split('\n')[0] ?? '' };
  return { ok: true, paths: parseStatuses(diff.stdout) };
}
