// npm run local-action: run src/doors/action/main.ts with GitHub's @github/local-action, as
// actions/typescript-action documents, for a dry-run upload. The workspace is GITHUB_WORKSPACE
// when the shell sets it (any git checkout), else a scratch repository made here with a small
// pull request. The pull_request event is written for the workspace's last commit, with its
// parent as base-sha, so nothing is fetched.
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

function scratchRepository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-local-action-'));
  git(dir, 'init', '-q', '-b', 'main');
  write(dir, 'services/api/server.ts', 'export const port = 8080;\n');
  write(dir, 'web/index.ts', 'export {};\n');
  write(dir, 'README.md', '# scratch\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'feature/login');
  write(dir, 'services/api/server.ts', 'export const port = 8081;\n');
  write(dir, 'services/api/NOTES.md', 'why the port moved\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'Move the API port');
  return dir;
}

// Everything made here is removed on the way out (a scratch repository only when made here).
const made = [];
const temporary = (dir) => (made.push(dir), dir);
const workspace = process.env.GITHUB_WORKSPACE || temporary(scratchRepository());
const head = git(workspace, 'rev-parse', 'HEAD');
let base = head;
try {
  base = git(workspace, 'rev-parse', '--verify', '--quiet', 'HEAD^');
} catch {
  // A single commit (or a depth-1 clone): the diff is empty, and says so.
}
const branch = git(workspace, 'rev-parse', '--abbrev-ref', 'HEAD');
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
      head: { sha: head, ref: branch === 'HEAD' ? 'local' : branch, repo },
      base: { sha: base, ref: 'main', repo },
    },
    repository: { ...repo, default_branch: 'main' },
  }),
);
console.log(`workspace: ${workspace}\nhead: ${head}\nbase: ${base}\n`);

// local-action starts itself again through /bin/sh, which drops variables whose names hold a
// `-` (INPUT_BASE-SHA), and its dotenv file overrides the shell: so what this script works out
// goes into a copy of .env, after the user's lines.
// The job summary goes where .env says, else to a file here; it is printed after the run.
const userEnv = readFileSync(envFile, 'utf8');
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
      `INPUT_BASE-SHA=${base}`,
      `INPUT_HEAD-SHA=${head}`,
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
