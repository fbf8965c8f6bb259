/**
 * An origin repository with one pull request per case, as GitHub keeps them: main at a base
 * tree; for each case a branch off main, main moved on by one unrelated commit, and the merge
 * commit at refs/pull/N/merge (N from 1), its head at refs/pull/N/head. Then the checkout a
 * runner's workspace is, reused for every pull request: the merge commit at depth 1.
 */
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { pullRequestPayload } from './examples.js';
import { Repo, git } from './git-repo.js';
import { runAction } from './runner.js';

/** One pull request: what it does to the base tree. */
export interface PullRequestCase {
  name: string;
  change: (repo: Repo) => void;
}

export interface PullRequestRefs {
  number: number;
  head: string;
  merge: string;
  base: string;
}

export function pullRequestsOrigin(
  dir: string,
  files: Record<string, string>,
  cases: PullRequestCase[],
): { origin: Repo; merges: Map<string, PullRequestRefs> } {
  const origin = Repo.init(dir);
  for (const [file, text] of Object.entries(files)) origin.write(file, text);
  origin.commit('base');
  const merges = new Map<string, PullRequestRefs>();
  cases.forEach((c, i) => {
    const number = i + 1;
    origin.git('checkout', '-q', '-b', `pr-${number}`, 'main');
    c.change(origin);
    const head = origin.commit(c.name);
    // main moves on elsewhere, as it does while a pull request is open.
    origin.git('checkout', '-q', 'main');
    origin.write('main.txt', `main ${number}\n`);
    const base = origin.commit(`main ${number}`);
    origin.git('checkout', '-q', '--detach', base);
    origin.git('merge', '-q', '--no-ff', '-m', `merge ${number}`, head);
    const merge = origin.head();
    origin.git('update-ref', `refs/pull/${number}/head`, head);
    origin.git('update-ref', `refs/pull/${number}/merge`, merge);
    origin.git('checkout', '-q', 'main');
    merges.set(c.name, { number, head, merge, base });
  });
  return { origin, merges };
}

/** An empty repository whose origin is `origin`: the runner's workspace before checkout. */
export function emptyCheckout(dir: string, origin: Repo): void {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'remote', 'add', 'origin', origin.url);
}

/**
 * actions/checkout for pull request N: its merge commit at depth 1, the tree clean (ignored
 * files too: node_modules is put back by the caller).
 */
export function checkOutMerge(dir: string, number: number): void {
  git(
    dir,
    'fetch',
    '-q',
    '--no-tags',
    '--depth=1',
    'origin',
    `+refs/pull/${number}/merge:refs/remotes/pull/${number}/merge`,
  );
  git(dir, 'checkout', '-q', '--force', '--detach', `refs/remotes/pull/${number}/merge`);
  git(dir, 'clean', '-q', '-ffdx');
}

/**
 * The bundle's dry-run upload for one pull request, as the runner starts it on `pull_request`:
 * its merge commit checked out in `checkout` first (then `prepare`, say to link node_modules).
 */
export function uploadMerge(options: {
  checkout: string;
  pr: PullRequestRefs;
  bundle: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  prepare?: (dir: string) => void;
}) {
  checkOutMerge(options.checkout, options.pr.number);
  options.prepare?.(options.checkout);
  return runAction({
    eventName: 'pull_request',
    payload: pullRequestPayload(options.pr.number, options.pr.head, options.pr.base),
    workspace: options.checkout,
    inputs: { command: 'upload-impacted-targets', 'dry-run': 'true', ...options.inputs },
    env: { GITHUB_SHA: options.pr.merge, ...options.env },
    bundle: options.bundle,
  });
}

/** A full clone of `origin` with every refs/pull/* ref: where a tool diffs with git itself. */
export function fullClone(origin: Repo, dir: string): string {
  git(path.dirname(dir), 'clone', '-q', '--no-checkout', origin.url, dir);
  git(dir, 'fetch', '-q', 'origin', '+refs/pull/*:refs/remotes/pull/*');
  return dir;
}
