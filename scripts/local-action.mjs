// npm run local-action: run src/main.ts with GitHub's @github/local-action, as
// actions/typescript-action documents, for a dry-run upload. The workspace is GITHUB_WORKSPACE
// when the shell sets it (any git checkout), else a scratch repository made here with a small
// pull request. The pull_request event is written for the workspace's last commit, with its
// parent as base-sha, so nothing is fetched.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

const workspace = process.env.GITHUB_WORKSPACE || scratchRepository();
const head = git(workspace, 'rev-parse', 'HEAD');
let base = head;
try {
  base = git(workspace, 'rev-parse', '--verify', '--quiet', 'HEAD^');
} catch {
  // A single commit (or a depth-1 clone): the diff is empty, and says so.
}
const branch = git(workspace, 'rev-parse', '--abbrev-ref', 'HEAD');
const eventDir = mkdtempSync(path.join(tmpdir(), 'mq-local-event-'));
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
const runEnv = path.join(eventDir, '.env');
writeFileSync(
  runEnv,
  `${readFileSync(envFile, 'utf8')}\n` +
    [
      `GITHUB_WORKSPACE=${workspace}`,
      `GITHUB_EVENT_PATH=${eventPath}`,
      `INPUT_BASE-SHA=${base}`,
      `INPUT_HEAD-SHA=${head}`,
    ].join('\n') +
    '\n',
);
const cli = path.join(root, 'node_modules', '@github', 'local-action', 'bin', 'local-action.js');
const result = spawnSync(process.execPath, [cli, 'run', root, 'src/main.ts', runEnv], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
