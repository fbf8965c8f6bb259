/**
 * The development commands of README.md and CONTRIBUTING.md, run as a new maintainer runs them. `npm run local-action`
 * once broke (tsconfig's baseUrl made tsx resolve '@actions/core' against the project root)
 * while every test stayed green; this runs it from a fresh copy of the project with the example
 * settings, and checks what it prints. (`npm run demo`, `npm run bench -- --short` and
 * `npm run bundle` run in .ci/run.)
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  statSync,
  symlinkSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { GIT_ENV, removeDir, tempDir } from './support/git-repo.js';
import { NODES, ROOT } from './support/runner.js';

// Each test runs npm, tsx and git as a new maintainer would: 1-12 s each on an idle machine,
// several times that on a loaded one. The budget only stops a hang.
const NPM_BUDGET_MS = 300_000;
vi.setConfig({ testTimeout: NPM_BUDGET_MS });

/** The files git has for the project (tracked, or new and not ignored), as a fresh clone has. */
function projectFiles(): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)))
    .filter((file) => statSync(path.join(ROOT, file)).isFile());
}

/** A copy of the project with the installed node_modules linked in, and no .env of its own. */
function freshCopy(): string {
  const dir = path.join(tempDir('mq-fresh-'), 'project');
  for (const file of projectFiles()) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** npm as the test runner was started with (under `node`), else the one on PATH. */
function npm(args: string[], cwd: string, env: NodeJS.ProcessEnv, node = process.execPath) {
  const cli = process.env.npm_execpath;
  const [command, argv] = cli && cli.endsWith('.js') ? [node, [cli, ...args]] : ['npm', args];
  return spawnSync(command, argv, { cwd, env, encoding: 'utf8', timeout: NPM_BUDGET_MS });
}

/** The shell's environment without what a runner or a test run would add (INPUT_*, GITHUB_*). */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(INPUT_|GITHUB_|RUNNER_|ACTIONS_)/.test(name)) env[name] = value;
  }
  return env;
}

/** `::set-output name=X::V` lines, as local-action prints them. */
function printedOutputs(stdout: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of stdout.matchAll(/^::set-output name=([^:]+)::(.*)$/gm)) {
    outputs[match[1]!] = match[2]!;
  }
  return outputs;
}

describe('development commands (CONTRIBUTING.md)', () => {
  let copy: string;
  beforeAll(() => {
    copy = freshCopy();
  });
  afterAll(() => removeDir(path.dirname(copy)));

  it('npm run local-action without a .env says to copy the example', () => {
    const result = npm(['run', '--silent', 'local-action'], copy, cleanEnv());
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('cp .env.example .env');
  });

  it('cp .env.example .env && npm run local-action: a dry-run upload with its outputs', () => {
    copyFileSync(path.join(copy, '.env.example'), path.join(copy, '.env'));
    // A temporary directory of its own, to see that the run leaves nothing in it.
    const tmp = tempDir('mq-local-tmp-');
    onTestFinished(() => removeDir(tmp));
    const result = npm(['run', '--silent', 'local-action'], copy, { ...cleanEnv(), TMPDIR: tmp });
    const log = `${result.stdout}\n${result.stderr}`;
    expect(result.status, log).toBe(0);
    expect(printedOutputs(result.stdout)).toMatchObject({
      command: 'upload-impacted-targets',
      'pr-number': '1',
      'target-branch': 'main',
      // The scratch pull request changes services/api/server.ts and services/api/NOTES.md, in
      // two commits, while main changed web/index.ts: web is not the pull request's.
      'impacted-targets': '["api","docs","e2e"]',
      'impacts-all': 'false',
      'changed-files-count': '2',
      uploaded: 'false',
    });
    // The log names each target and why, in order.
    const named = [
      'Dry run: computed 3 impacted target(s), nothing uploaded:',
      '  api: services/api/NOTES.md matches services/api/**',
      '  docs: services/api/NOTES.md matches **/*.md',
      '  e2e: depends on api',
    ].map((line) => result.stdout.indexOf(line));
    expect(
      named.every((at, i) => at >= 0 && (i === 0 || at > named[i - 1]!)),
      log,
    ).toBe(true);
    // The job summary it wrote, printed as .env.example promises, naming no credential.
    expect(result.stdout).toContain('Job summary (as written to GITHUB_STEP_SUMMARY):');
    expect(result.stdout).toContain(
      '## Impacted targets: 3 targets computed (dry run, not uploaded)',
    );
    expect(result.stdout).toContain('<sub>Service: no credential&#58; dry run.</sub>');
    expect(log).not.toMatch(/ENOENT|Cannot find module|::error::/);
    // The scratch repository and the event it made are gone (Node's and tsx's caches may stay).
    expect(readdirSync(tmp).filter((name) => name.startsWith('mq-'))).toEqual([]);
  });

  it('npm run local-action on a branch of two commits compares as CI does: merged into the default branch', () => {
    if (!existsSync(path.join(copy, '.env')))
      copyFileSync(path.join(copy, '.env.example'), path.join(copy, '.env'));
    const tmp = tempDir('mq-local-ws-');
    onTestFinished(() => removeDir(tmp));
    const run = (cwd: string, ...args: string[]) => {
      const done = spawnSync('git', args, {
        cwd,
        env: { ...cleanEnv(), ...GIT_ENV },
        encoding: 'utf8',
      });
      if (done.status !== 0) throw new Error(`git ${args.join(' ')}: ${done.stderr}`);
      return done.stdout.trim();
    };
    const write = (dir: string, file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    // The origin's default branch is trunk, not main; a clone's origin/HEAD names it.
    const seed = path.join(tmp, 'seed');
    mkdirSync(seed);
    run(seed, 'init', '-q', '-b', 'trunk');
    write(seed, 'services/api/server.ts', 'a\n');
    write(seed, 'web/index.ts', 'a\n');
    write(seed, 'README.txt', 'a\n');
    run(seed, 'add', '-A');
    run(seed, 'commit', '-q', '-m', 'base');
    run(tmp, 'clone', '-q', '--bare', seed, 'origin.git');
    run(tmp, 'clone', '-q', path.join(tmp, 'origin.git'), 'work');
    const work = path.join(tmp, 'work');
    run(work, 'checkout', '-q', '-b', 'feature');
    // The change the old local run missed: in the branch's first commit, not its last.
    write(work, 'services/api/server.ts', 'b\n');
    run(work, 'commit', '-q', '-am', 'first');
    write(work, 'web/index.ts', 'b\n');
    run(work, 'commit', '-q', '-am', 'second');
    // Meanwhile the target branch moved on: its change is not the pull request's.
    write(seed, 'README.txt', 'b\n');
    run(seed, 'commit', '-q', '-am', 'meanwhile');
    run(work, 'fetch', '-q', 'origin', 'trunk:refs/remotes/origin/trunk');
    const result = npm(['run', '--silent', 'local-action'], copy, {
      ...cleanEnv(),
      GITHUB_WORKSPACE: work,
    });
    const log = `${result.stdout}\n${result.stderr}`;
    expect(result.status, log).toBe(0);
    expect(printedOutputs(result.stdout)).toMatchObject({
      'target-branch': 'trunk',
      'impacted-targets': '["api","e2e","web"]',
      'changed-files-count': '2',
    });
    expect(result.stdout).toContain(
      'target branch: trunk (the default branch origin/HEAD names; refs/remotes/origin/trunk',
    );
    expect(result.stdout).toMatch(
      /compared as CI does: the merge commit [0-9a-f]{12} of feature into trunk/,
    );
    // The summary names the merge commit and its first parent, and calls nothing a merge-base.
    expect(result.stdout).toMatch(/the merge commit [0-9a-f]{12} against its first parent/);
    expect(result.stdout).not.toContain('its merge-base');
    // The user's checkout is as it was: same branch, same head, nothing staged.
    expect(run(work, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('feature');
    expect(run(work, 'status', '--porcelain')).toBe('');
  });

  it('npx runs merge-queue-connect from a checkout and from the tarball npm pack makes, offline', () => {
    const tmp = tempDir('mq-npx-');
    onTestFinished(() => removeDir(tmp));
    const packed = npm(['pack', '--silent', '--pack-destination', tmp], copy, cleanEnv());
    expect(packed.status, packed.stderr).toBe(0);
    const tarball = path.join(tmp, packed.stdout.trim().split('\n').pop()!);
    // A pull request as a Buildkite build sees it: main, then a branch that changes api/.
    const repo = path.join(tmp, 'repo');
    mkdirSync(path.join(repo, 'api'), { recursive: true });
    const git = (...args: string[]) =>
      spawnSync('git', args, { cwd: repo, env: { ...cleanEnv(), ...GIT_ENV }, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    writeFileSync(path.join(repo, 'api', 'a.ts'), 'a\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    git('update-ref', 'refs/remotes/origin/main', 'HEAD');
    git('checkout', '-q', '-b', 'feature');
    writeFileSync(path.join(repo, 'api', 'a.ts'), 'b\n');
    git('commit', '-q', '-am', 'change');
    const head = git('rev-parse', 'HEAD').stdout.trim();
    const env = {
      ...cleanEnv(),
      BUILDKITE: 'true',
      BUILDKITE_PULL_REQUEST: '5',
      BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
      BUILDKITE_COMMIT: head,
      BUILDKITE_BRANCH: 'feature',
      BUILDKITE_REPO: 'https://github.com/octo-org/octo-repo.git',
    };
    /**
     * `npx --package=<from> merge-queue-connect ...args` with `node` running npm and first on
     * PATH (so the tool runs under it too), offline, with a cache of its own.
     */
    const npx = (from: string, args: string[], node: string) =>
      npm(
        [
          'exec',
          '--offline',
          '--yes',
          '--cache',
          path.join(tmp, 'npm-cache'),
          `--package=${from}`,
          '--',
          'merge-queue-connect',
          ...args,
        ],
        repo,
        { ...env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
        node,
      );
    // The tarball under each Node that engines names, the checkout under the action's.
    const runs: [string, string][] = [
      [tarball, NODES[20]],
      [tarball, NODES[22]],
      [tarball, NODES[24]],
      [copy, NODES[24]],
    ];
    for (const [from, node] of runs) {
      const result = npx(
        from,
        ['upload-impacted-targets', '--targets', 'api: api/**', '--dry-run', '--json'],
        node,
      );
      expect(result.status, `${from}: ${result.stderr}`).toBe(0);
      // engines names this Node: npm has nothing to warn about.
      expect(result.stderr, `${from} under ${node}`).not.toMatch(/EBADENGINE|Unsupported engine/);
      const version = npx(from, ['--version'], node);
      // package.json's version, read when asked (a release bumps it without a new bundle).
      const manifest = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(version.stdout.trim()).toBe(manifest.version);
      expect(JSON.parse(result.stdout)).toMatchObject({
        command: 'upload-impacted-targets',
        'pr-number': 5,
        'pr-sha': head,
        'impacted-targets': ['api'],
        uploaded: false,
      });
    }
  });
});
