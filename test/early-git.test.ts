/**
 * The merge commit's read started by a door before the rest of the bundle loads
 * (src/targets/diff/early-git.ts): the engine takes its result only for the identical request,
 * once; a run that does not ask for it ends it; and the bundles, run as the runner and a CI run
 * them, make the one git process they made before, and exit promptly when an input is wrong.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Inputs, type InputName } from '../src/constants.js';
import {
  mergeReadArgs,
  readsMergeCommit,
  startGit,
  startGits,
  treeListArgs,
} from '../src/targets/diff/early-git.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { execGit, gitEnv, type GitResult } from '../src/targets/diff/git-process.js';
import { pullRequestPayload } from './support/examples.js';
import {
  GIT_ENV,
  git,
  pullRequestOrigin,
  removeDir,
  shallowCheckout,
  tempDir,
  type Repo,
} from './support/git-repo.js';
import { NODE24, runAction } from './support/runner.js';

let root: string;
let origin: Repo;
let headSha: string;
let mainSha: string;
let mergeSha: string;
let checkouts = 0;

beforeAll(() => {
  root = tempDir('mq-early-');
  ({ origin, headSha, mainSha, mergeSha } = pullRequestOrigin(path.join(root, 'origin')));
});
afterAll(() => removeDir(root));

/** The merge ref checked out with its history (one git process then: the merge read). */
function checkout(): string {
  const dir = path.join(root, `checkout-${checkouts++}`);
  git(root, 'clone', '-q', '--no-checkout', origin.url, dir);
  git(dir, 'fetch', '-q', 'origin', '+refs/pull/2/merge:refs/remotes/pull/2/merge');
  git(dir, 'checkout', '-q', '--detach', 'refs/remotes/pull/2/merge');
  return dir;
}

/**
 * A `git` first on PATH that logs each call (its first argument and its pid) and runs the real
 * git; with `hang`, a `log` call (the merge commit's read) never answers instead.
 */
function gitShim(
  hang = false,
  logStatus?: number,
): { path: string; calls: () => { pid: number; parent: number; first: string }[] } {
  const dir = path.join(root, `shim-${checkouts++}`);
  mkdirSync(dir);
  const log = path.join(dir, 'calls.log');
  writeFileSync(log, '');
  const real = '$(command -v git)';
  writeFileSync(
    path.join(dir, 'git'),
    [
      '#!/bin/sh',
      `PATH="${process.env.PATH ?? ''}"`,
      `echo "$$ $PPID $1 $2 $3" >> "${log}"`,
      hang ? 'case " $* " in *" log "*) exec sleep 300 ;; esac' : '',
      logStatus === undefined ? '' : `case " $* " in *" log "*) exit ${logStatus} ;; esac`,
      `exec ${real} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(path.join(dir, 'git'), 0o755);
  return {
    path: `${dir}:${process.env.PATH ?? ''}`,
    calls: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [pid, parent, ...rest] = line.split(' ');
          return { pid: Number(pid), parent: Number(parent), first: rest.join(' ').trim() };
        }),
  };
}

/**
 * Runs `run` with a fresh hanging shim (its merge-commit read never ends) until a run ends with
 * that read started, at most five times: a run that fails at once can end before sh has started
 * the read, and then there was nothing to end. After every run, no process the shim saw is alive.
 * Whether some run ended with the read started.
 */
async function endsTheHangingRead(
  run: (shim: ReturnType<typeof gitShim>) => Promise<void>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const shim = gitShim(true);
    await run(shim);
    for (const call of shim.calls()) expect(alive(call.pid), call.first).toBe(false);
    // Started together with the tree's listing, in either order.
    if (shim.calls().some((c) => c.first === '-c core.quotepath=false log')) return true;
  }
  return false;
}

/** The processes a run started, by their first arguments, sorted (two start at once). */
const firstArgs = (shim: ReturnType<typeof gitShim>) =>
  shim
    .calls()
    .map((c) => c.first)
    .sort();

/** What a pull request's run with rules starts first: the merge commit's diff and its tree. */
const EARLY_READS = ['-c core.quotepath=false log', 'ls-tree -r -z'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startGit', () => {
  it('gives its result to the identical request, once', async () => {
    const dir = checkout();
    const args = ['rev-parse', 'HEAD'];
    const env = gitEnv();
    const started = startGit(args, dir, env)!;
    expect(started.take(['rev-parse', 'HEAD^'], dir, env)).toBeUndefined();
    expect(started.take(args, root, env)).toBeUndefined();
    expect(started.take(args, dir, { ...env, GIT_DIR: '.git' })).toBeUndefined();
    const fewer = { ...env };
    delete fewer.GIT_TERMINAL_PROMPT;
    expect(started.take(args, dir, fewer)).toBeUndefined();
    const taken = started.take(args, dir, { ...env });
    expect(await taken).toMatchObject({ ok: true, stdout: `${mergeSha}\n` });
    expect(started.take(args, dir, env)).toBeUndefined();
    expect(started.discard()).toBe(false); // taken: nothing to end
  });

  it('after discard nothing is given (the bundles below show the process ended)', () => {
    const started = startGit(['rev-parse', 'HEAD'], root)!;
    // Just started: still running, so discard ends it and says so (the door then waits for it).
    expect(started.discard()).toBe(true);
    expect(started.discard()).toBe(false);
    expect(started.take(['rev-parse', 'HEAD'], root, gitEnv())).toBeUndefined();
  });

  it('the engine runner takes it for the same request and runs git for any other', async () => {
    const dir = checkout();
    const asked: string[][] = [];
    const canned: GitResult = { ok: true, exitCode: 0, stdout: 'from the start\n', stderr: '' };
    const runner = createGitRunner(dir, (args) => asked.push([...args]), {
      take: (args, cwd, env) =>
        args.join(' ') === 'rev-parse HEAD' && cwd === dir && env.LC_ALL === 'C'
          ? Promise.resolve(canned)
          : undefined,
      discard: () => false,
    });
    expect(await runner.run(['rev-parse', 'HEAD'])).toBe('from the start\n');
    expect(await runner.run(['rev-parse', 'HEAD^2'])).toBe(`${headSha}\n`);
    // Both requests are logged as git commands, the taken one included.
    expect(asked).toEqual([
      ['rev-parse', 'HEAD'],
      ['rev-parse', 'HEAD^2'],
    ]);
  });

  it('the merge read is the one readMergeCommit runs, and answers as it does', async () => {
    const dir = checkout();
    const started = startGit(mergeReadArgs(mergeSha), dir)!;
    const result = await started.take(mergeReadArgs(mergeSha), dir, gitEnv())!;
    expect(result.ok).toBe(true);
    expect(result.stdout.startsWith(`\0${mainSha} ${headSha}\0`)).toBe(true);
  });
});

describe('startGits: several reads, one spawn', () => {
  /** Runs `body` with the shim first on PATH (git found through it), PATH restored after. */
  async function withPath<T>(dirs: string, body: () => Promise<T>): Promise<T> {
    const saved = process.env.PATH;
    process.env.PATH = dirs;
    try {
      return await body();
    } finally {
      process.env.PATH = saved;
    }
  }

  it('each request takes the result git gives it alone, a failing one included, once', async () => {
    const dir = checkout();
    const env = gitEnv();
    const requests = [
      mergeReadArgs(mergeSha),
      treeListArgs(mergeSha),
      // Fails, naming its argument: quotes, a dollar, a backslash and a newline reach git as
      // written (sh's quoting).
      ['cat-file', '-t', "it's $HOME \\ \n`x`"],
    ];
    // Three are started by one sh; four, beyond its file descriptors, one by one: the same.
    for (const asked of [requests, [...requests, ['rev-parse', 'HEAD']]]) {
      const started = startGits(asked, dir, env)!;
      expect(started.take(['rev-parse', 'HEAD^'], dir, env)).toBeUndefined();
      for (const args of asked) {
        const alone = await execGit(args, dir, env).result;
        expect(await started.take(args, dir, { ...env })).toEqual(alone);
        expect(started.take(args, dir, env)).toBeUndefined();
      }
      expect(started.discard()).toBe(false);
    }
    const failed = await execGit(requests[2]!, dir, env).result;
    expect(failed).toMatchObject({ ok: false, exitCode: 128 });
    expect(failed.stderr).toContain(requests[2]![2]);
  });

  it('the reads are started by one process, and a discard ends them all and starts nothing', async () => {
    const shim = gitShim(true);
    const dir = checkout();
    await withPath(shim.path, async () => {
      const started = startGits([mergeReadArgs(mergeSha), treeListArgs(mergeSha)], dir)!;
      // Bounded: the shim logs each call as it starts.
      for (let i = 0; i < 200 && shim.calls().length < 2; i++) await sleep(25);
      const calls = shim.calls();
      expect(calls.map((c) => c.first).sort()).toEqual(EARLY_READS);
      expect(calls[0]!.parent).toBe(calls[1]!.parent);
      expect(calls[0]!.parent).not.toBe(process.pid);
      const hanging = calls.find((c) => c.first === EARLY_READS[0])!;
      expect(alive(hanging.pid)).toBe(true);
      expect(started.discard()).toBe(true);
      for (let i = 0; i < 200 && alive(hanging.pid); i++) await sleep(25);
      expect(alive(hanging.pid)).toBe(false);
      await sleep(100);
      expect(shim.calls()).toHaveLength(2);
      expect(started.take(mergeReadArgs(mergeSha), dir, gitEnv())).toBeUndefined();
    });
  });

  it('a read sh cannot account for (a status of 126 or more) is run again when taken', async () => {
    // 130: what sh reports for a process ended by SIGINT, and so no exit status of git's to trust.
    const shim = gitShim(false, 130);
    const dir = checkout();
    await withPath(shim.path, async () => {
      const env = gitEnv();
      const started = startGits([mergeReadArgs(mergeSha), treeListArgs(mergeSha)], dir, env)!;
      const listing = await started.take(treeListArgs(mergeSha), dir, env)!;
      expect(listing.ok).toBe(true);
      const read = await started.take(mergeReadArgs(mergeSha), dir, env)!;
      expect(read).toMatchObject({ ok: false, exitCode: 130 });
      // Asked twice: once by sh, once more by the take.
      expect(shim.calls().filter((c) => c.first === EARLY_READS[0])).toHaveLength(2);
    });
  });
});

describe('readsMergeCommit: the inputs of a run that reads the merge commit first', () => {
  const read = (inputs: Partial<Record<InputName, string>>) => (name: InputName) =>
    inputs[name] ?? '';
  it.each<[Partial<Record<InputName, string>>, string | undefined, boolean]>([
    [{ [Inputs.Targets]: 'a: a/**' }, undefined, true],
    [
      { [Inputs.Command]: 'upload-impacted-targets', [Inputs.TargetsFile]: 'r.yml' },
      undefined,
      true,
    ],
    [{ [Inputs.ImpactsAllOn]: 'package.json' }, 'feature', true],
    [{ [Inputs.Workspaces]: 'auto' }, undefined, true],
    [{ [Inputs.Workspaces]: 'false' }, undefined, false],
    [{ [Inputs.Workspaces]: 'FALSE' }, undefined, false],
    [{ [Inputs.ImpactsAllOn]: '# only a comment' }, undefined, false],
    [{ [Inputs.ImpactedTargets]: 'api' }, undefined, false],
    [{ [Inputs.Targets]: 'a: a/**', [Inputs.ImpactedTargets]: 'x, ALL' }, undefined, false],
    [{ [Inputs.Targets]: 'a: a/**', [Inputs.BaseSha]: 'abc1234' }, undefined, false],
    [{ [Inputs.Targets]: 'a: a/**', [Inputs.HeadSha]: 'abc1234' }, undefined, false],
    [{ [Inputs.Targets]: 'a: a/**', [Inputs.WorkingDirectory]: 'sub' }, undefined, false],
    [{ [Inputs.Targets]: 'a: a/**', [Inputs.Command]: 'get-pull-request' }, undefined, false],
    [{ [Inputs.Targets]: 'a: a/**' }, 'trunk-merge/main/1', false],
    [{ [Inputs.Targets]: 'a: a/**', [Inputs.TestRunId]: '7' }, undefined, false],
    [
      { [Inputs.Targets]: 'a: a/**', [Inputs.Command]: 'upload-impacted-targets' },
      'trunk-merge/main/1',
      true,
    ],
  ])('%j on branch %s: %s', (inputs, branch, expected) => {
    expect(readsMergeCommit(read(inputs), branch)).toBe(expected);
  });
});

/** Run a bundle with `args` in `cwd`; resolves when it exits. */
function node(
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE24, args, { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // A bound on a hang, not a speed check: the hanging git below answers in 300 s.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the bundles start the merge read early', () => {
  const RULES = "api: [services/api/**, '!**/*.md']\nweb: web/**";

  /**
   * The action on pull request #2 in `workspace`, through a fresh shim: its result, and git's
   * calls in the order made.
   */
  const runOn = async (workspace: string, targets = RULES) => {
    const shim = gitShim();
    const result = await runAction({
      eventName: 'pull_request',
      payload: pullRequestPayload(2, headSha, mainSha),
      workspace,
      inputs: { targets, 'dry-run': 'true' },
      env: { GITHUB_SHA: mergeSha, PATH: shim.path },
      bundle: inject('bundle'),
    });
    expect(result.code, result.stdout).toBe(0);
    return { result, calls: shim.calls().map((c) => c.first) };
  };

  it("the action: one git process, started first (the merge read: the rules' check reads the tree from the index), the same answer", async () => {
    const { result, calls } = await runOn(checkout());
    expect(result.outputs['impacted-targets']).toBe('["api"]');
    expect(result.summary).toContain(`the merge commit ${mergeSha.slice(0, 12)}`);
    // The rules' check for patterns that match nothing reads the merge's tree from the index
    // (git-index.ts): the run's one git process is the merge read the door started.
    expect(calls).toEqual([EARLY_READS[0]]);
  });

  it('the action at depth 1 (the merge commit a shallow boundary): the fetch of its parents, then the one read, the same answer', async () => {
    const dir = path.join(root, `checkout-${checkouts++}`);
    shallowCheckout(origin, dir, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
    const shallow = await runOn(dir);
    const full = await runOn(checkout());
    // No read before the fetch (git would show M without parents): the fetch, then M's read.
    expect(shallow.calls).toEqual(['fetch --no-tags --no-recurse-submodules', EARLY_READS[0]]);
    expect(shallow.result.outputs).toEqual(full.result.outputs);
    expect(shallow.result.summary).toContain(`the merge commit ${mergeSha.slice(0, 12)}`);
  });

  it("the action: an index that is not the merge's tree is not read, git lists the tree, and the check warns the same", async () => {
    const rules = `${RULES}\nauth: [services/auht/**]`;
    const clean = await runOn(checkout(), rules);
    const staged = checkout();
    // A file staged by an earlier step: the index is no longer the merge commit's tree.
    writeFileSync(path.join(staged, 'staged.md'), 'x\n');
    git(staged, 'add', 'staged.md');
    const moved = await runOn(staged, rules);
    expect(clean.calls).toEqual([EARLY_READS[0]]);
    // Two start at once, in either order.
    expect([...moved.calls].sort()).toEqual(EARLY_READS);
    const warnings = (r: typeof clean) =>
      r.result.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    // the nearest path comes from the tree read: the index's, or git's listing
    expect(warnings(clean).join('\n')).toContain(
      'Pattern "services/auht/**" of target "auth" (targets) matches no file of either compared commit, so it can never make "auth" impacted. The nearest path there is "services"',
    );
    expect(warnings(moved)).toEqual(warnings(clean));
    expect(moved.result.outputs).toEqual(clean.result.outputs);
  });

  it('the action: an input error ends the run at once, and the read with it', async () => {
    const ended = await endsTheHangingRead(async (shim) => {
      const result = await runAction({
        eventName: 'pull_request',
        payload: pullRequestPayload(2, headSha, mainSha),
        workspace: checkout(),
        inputs: { targets: RULES, 'dry-run': 'true', 'unmatched-files': 'sometimes' },
        env: { GITHUB_SHA: mergeSha, PATH: shim.path },
        bundle: inject('bundle'),
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('::error::Input "unmatched-files"');
      expect(result.stderr).toBe('');
    });
    expect(ended).toBe(true);
  });

  it('the command-line tool: the same one process, the same answer; a usage error ends the reads', async () => {
    const env = (shim: string) => ({
      ...(GIT_ENV as Record<string, string>),
      PATH: shim,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: path.join(root, 'event.json'),
      GITHUB_SHA: mergeSha,
      GITHUB_REPOSITORY: 'octo-org/octo-repo',
    });
    writeFileSync(
      path.join(root, 'event.json'),
      JSON.stringify(pullRequestPayload(2, headSha, mainSha)),
    );
    const args = ['upload-impacted-targets', '--dry-run', '--json', '--targets', RULES];
    const shim = gitShim();
    const ok = await node([inject('cliBundle'), ...args], env(shim.path), checkout());
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ 'impacted-targets': ['api'] });
    expect(firstArgs(shim)).toEqual([EARLY_READS[0]]);

    const ended = await endsTheHangingRead(async (hanging) => {
      const bad = await node(
        [inject('cliBundle'), ...args, '--unmatched-files', 'sometimes'],
        env(hanging.path),
        checkout(),
      );
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--unmatched-files');
    });
    expect(ended).toBe(true);
  });
});
