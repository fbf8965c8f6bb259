// npm run local-action: run src/doors/action/main.ts with GitHub's @github/local-action, as
// actions/typescript-action documents, for a dry-run upload. The workspace is GITHUB_WORKSPACE
// when the shell sets it (any git checkout), else a scratch repository made here with a small
// pull request. It compares the way CI does: the current branch merged into a target branch
// (LOCAL_ACTION_TARGET_BRANCH, else the default branch origin/HEAD names, else main), as
// GitHub's test merge commit refs/pull/N/merge, made here with `git merge-tree` and
// `git commit-tree` (an object only: no ref, index or file of the checkout changes). When the
// branch does not merge cleanly there is no merge commit, as on GitHub, and the action compares
// the head with its merge-base. Nothing is fetched.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const envFile = path.join(root, '.env');
if (!existsSync(envFile)) {
  console.error('No .env: copy the example first, then run again:\n  cp .env.example .env');
  process.exit(1);
}

const gitEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Scratch',
  GIT_AUTHOR_EMAIL: 'scratch@example.com',
  GIT_COMMITTER_NAME: 'Scratch',
  GIT_COMMITTER_EMAIL: 'scratch@example.com',
};
const git = (cwd, ...args) =>
  execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' }).trim();
const write = (dir, file, text) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

/**
 * A pull request as CI meets one: a branch of two commits, made while main moved on (a change
 * to web/ that is main's, not the pull request's).
 */
function scratchRepository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-local-action-'));
  const commit = (message) => {
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', message);
  };
  git(dir, 'init', '-q', '-b', 'main');
  write(dir, 'services/api/server.ts', 'export const port = 8080;\n');
  write(dir, 'web/index.ts', 'export {};\n');
  write(dir, 'README.md', '# scratch\n');
  commit('base');
  git(dir, 'checkout', '-q', '-b', 'feature/login');
  write(dir, 'services/api/server.ts', 'export const port = 8081;\n');
  commit('Move the API port');
  write(dir, 'services/api/NOTES.md', 'why the port moved\n');
  commit('Say why');
  git(dir, 'checkout', '-q', 'main');
  write(dir, 'web/index.ts', 'export const web = true;\n');
  commit('Meanwhile on main');
  git(dir, 'checkout', '-q', 'feature/login');
  return dir;
}

const quiet = (cwd, ...args) => {
  try {
    return git(cwd, ...args);
  } catch {
    return undefined;
  }
};

/** The branch a pull request would merge into: chosen, else origin/HEAD's, else main. */
function targetBranchOf(dir, userEnv) {
  const chosen =
    process.env.LOCAL_ACTION_TARGET_BRANCH ||
    /^LOCAL_ACTION_TARGET_BRANCH=(.+)$/m.exec(userEnv)?.[1]?.trim();
  if (chosen) return { branch: chosen, why: 'LOCAL_ACTION_TARGET_BRANCH' };
  const remoteHead = quiet(dir, 'symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD');
  if (remoteHead?.startsWith('origin/')) {
    return {
      branch: remoteHead.slice('origin/'.length),
      why: 'the default branch origin/HEAD names',
    };
  }
  return { branch: 'main', why: 'no origin/HEAD, so main' };
}

/**
 * The target branch's tip (origin's copy first, as CI fetches it, else the local branch), the
 * head, their merge-base and GitHub's test merge commit of the two (undefined on a conflict).
 */
function comparedCommits(dir, branch) {
  const ref = [`refs/remotes/origin/${branch}`, `refs/heads/${branch}`].find((r) =>
    quiet(dir, 'rev-parse', '--verify', '--quiet', `${r}^{commit}`),
  );
  if (!ref) {
    throw new Error(
      `The target branch ${branch} is neither origin/${branch} nor a local branch of ${dir}. ` +
        'Set LOCAL_ACTION_TARGET_BRANCH to the branch the pull request would merge into.',
    );
  }
  const target = git(dir, 'rev-parse', `${ref}^{commit}`);
  const head = git(dir, 'rev-parse', 'HEAD^{commit}');
  const mergeBase = quiet(dir, 'merge-base', target, head);
  if (!mergeBase) {
    throw new Error(
      `HEAD and ${ref} have no common history in ${dir}: there is nothing to compare.`,
    );
  }
  // As GitHub makes refs/pull/N/merge: the target tip first, the head second.
  const tree = quiet(dir, 'merge-tree', '--write-tree', target, head)?.split('\n')[0];
  const merge = tree
    ? git(dir, 'commit-tree', tree, '-p', target, '-p', head, '-m', `Merge ${head} into ${target}`)
    : undefined;
  return { ref, target, head, mergeBase, merge };
}

// Everything made here is removed on the way out (a scratch repository only when made here).
const made = [];
const temporary = (dir) => (made.push(dir), dir);
const workspace = process.env.GITHUB_WORKSPACE || temporary(scratchRepository());
const userEnv = readFileSync(envFile, 'utf8');
const target = targetBranchOf(workspace, userEnv);
let compared;
try {
  compared = comparedCommits(workspace, target.branch);
} catch (error) {
  console.error(error.message);
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}
const { ref, head, mergeBase, merge } = compared;
const branch = git(workspace, 'rev-parse', '--abbrev-ref', 'HEAD');
const headBranch = branch === 'HEAD' ? 'local' : branch;
const eventDir = temporary(mkdtempSync(path.join(tmpdir(), 'mq-local-event-')));
const eventPath = path.join(eventDir, 'event.json');
const repo = { full_name: 'octo-org/scratch' };
writeFileSync(
  eventPath,
  JSON.stringify({
    action: 'synchronize',
    number: 1,
    pull_request: {
      number: 1,
      head: { sha: head, ref: headBranch, repo },
      base: { sha: compared.target, ref: target.branch, repo },
      ...(merge && { merge_commit_sha: merge }),
    },
    repository: { ...repo, default_branch: target.branch },
  }),
);
const short = (sha) => sha.slice(0, 12);
console.log(
  [
    `workspace: ${workspace}`,
    `target branch: ${target.branch} (${target.why}; ${ref} at ${short(compared.target)})`,
    `head: ${headBranch} at ${short(head)}`,
    `merge-base: ${short(mergeBase)}`,
    merge
      ? `compared as CI does: the merge commit ${short(merge)} of ${headBranch} into ${target.branch}, against its first parent ${short(compared.target)}`
      : `compared as CI does when the branch conflicts with ${target.branch} (no merge commit): the head ${short(head)} against the merge-base ${short(mergeBase)}`,
    '',
  ].join('\n'),
);
if (head === mergeBase) {
  console.log(
    `note: ${headBranch} has no commit that ${target.branch} lacks, so nothing changed. Run this on the ` +
      'branch of a pull request, or set LOCAL_ACTION_TARGET_BRANCH.\n',
  );
}

// local-action starts itself again through /bin/sh, which drops variables whose names hold a
// `-` (INPUT_BASE-SHA), and its dotenv file overrides the shell: so what this script works out
// goes into a copy of .env, after the user's lines.
// The job summary goes where .env says, else to a file here; it is printed after the run.
const summaryFile =
  /^GITHUB_STEP_SUMMARY=(.+)$/m.exec(userEnv)?.[1]?.trim() || path.join(eventDir, 'summary.md');
writeFileSync(summaryFile, '');
const runEnv = path.join(eventDir, '.env');
writeFileSync(
  runEnv,
  `${userEnv}\n` +
    [
      `GITHUB_WORKSPACE=${workspace}`,
      `GITHUB_EVENT_PATH=${eventPath}`,
      `GITHUB_STEP_SUMMARY=${summaryFile}`,
      // A pull_request run checks out refs/pull/N/merge: GITHUB_SHA is the test merge commit.
      ...(merge ? [`GITHUB_SHA=${merge}`] : []),
      `INPUT_TARGET-BRANCH=${target.branch}`,
    ].join('\n') +
    '\n',
);
const cli = path.join(root, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js');
const result = spawnSync(process.execPath, [cli, 'run', root, 'src/doors/action/main.ts', runEnv], {
  cwd: root,
  stdio: 'inherit',
});
const summary = readFileSync(summaryFile, 'utf8');
console.log(
  `\nJob summary (${summary ? `as written to GITHUB_STEP_SUMMARY` : 'none written'}):\n\n${summary}`,
);
for (const dir of made) rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
