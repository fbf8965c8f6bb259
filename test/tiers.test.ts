/**
 * src/tiers.ts: TurboFan off for a run whose rules meet many changed files or patterns, and only
 * then. Checked where it shows: V8's own trace of what it compiles, in a process of its own (the
 * flag holds for the rest of a process).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LARGE_WORK, quickTiersFor } from '../src/tiers.js';
import { pullRequestPayload } from './support/examples.js';
import { Repo, git } from './support/git-repo.js';
import { NODE24, ROOT, runAction } from './support/runner.js';

const dir = mkdtempSync(path.join(tmpdir(), 'mq-tiers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What V8 compiles a hot function with after quickTiersFor(work, env), in a fresh process. */
function tiersAfter(work: number, env: NodeJS.ProcessEnv = {}): { off: string; tiers: string[] } {
  const script = path.join(dir, `run-${work}-${Object.keys(env).length}.mts`);
  writeFileSync(
    script,
    `import { quickTiersFor } from ${JSON.stringify(path.join(ROOT, 'src', 'tiers.ts'))};
console.log('off=' + (await quickTiersFor(${work}, ${JSON.stringify(env)})));
function hot(n: number): number { let s = 0; for (let i = 0; i < n; i++) s = (s + i * 7) % 1000003; return s; }
let total = 0;
for (let k = 0; k < 3000; k++) total += hot(1000);
console.log('total=' + total);
`,
  );
  const run = spawnSync(NODE24, ['--import', 'tsx', '--trace-opt', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const tiers = [
    ...run.stdout.matchAll(/compiling method .*<JSFunction hot .*\(target (\w+)\)/g),
  ].map((m) => m[1]!);
  return { off: /off=(\w+)/.exec(run.stdout)?.[1] ?? '', tiers };
}

describe('TurboFan for large rules work', () => {
  it('is off after a run of LARGE_WORK changed files and patterns: a hot loop gets Maglev only', () => {
    const large = tiersAfter(LARGE_WORK);
    expect(large.off).toBe('true');
    expect(large.tiers).toContain('MAGLEV');
    expect(large.tiers.some((tier) => tier.startsWith('TURBOFAN'))).toBe(false);
  });

  it('is kept below LARGE_WORK, and with MERGE_QUEUE_CONNECT_TURBOFAN=on', () => {
    for (const [work, env] of [
      [LARGE_WORK - 1, {}],
      [LARGE_WORK * 10, { MERGE_QUEUE_CONNECT_TURBOFAN: 'on' }],
    ] as const) {
      const kept = tiersAfter(work, env);
      expect(kept.off).toBe('false');
      expect(kept.tiers.some((tier) => tier.startsWith('TURBOFAN'))).toBe(true);
    }
  });

  it('answers false without loading anything below LARGE_WORK (the small run pays nothing)', async () => {
    expect(await quickTiersFor(LARGE_WORK - 1, {})).toBe(false);
    expect(await quickTiersFor(0, {})).toBe(false);
  });
});

describe('the action turns TurboFan off for large rules work only', () => {
  // Pull request #2: packages/a changes; the origin is an npm workspace of two packages.
  const origin = Repo.init(path.join(dir, 'origin'));
  origin
    .write('package.json', JSON.stringify({ name: 'root', workspaces: ['packages/*'] }))
    .write('packages/a/package.json', JSON.stringify({ name: 'a' }))
    .write('packages/b/package.json', JSON.stringify({ name: 'b' }))
    .commit('base');
  origin.git('checkout', '-q', '-b', 'feature/login');
  const headSha = origin.write('packages/a/index.js', 'changed\n').commit('feature');
  origin.git('checkout', '-q', 'main');
  const mainSha = origin.write('README.md', 'main moved on\n').commit('main moves on');
  origin.git('merge', '-q', '--no-ff', '-m', 'merge', headSha);
  const mergeSha = origin.head();
  origin.git('update-ref', 'refs/pull/2/merge', mergeSha);
  const checkout = path.join(dir, 'checkout');
  git(dir, 'clone', '-q', '--no-checkout', origin.url, checkout);
  git(checkout, 'fetch', '-q', 'origin', '+refs/pull/2/merge:refs/remotes/pull/2/merge');
  git(checkout, 'checkout', '-q', '--detach', 'refs/remotes/pull/2/merge');
  // Whether the run loaded node:v8 (only quickTiersFor does), written by a preload at exit.
  const preload = path.join(dir, 'v8-loaded.cjs');
  writeFileSync(
    preload,
    "process.on('exit', () => process.stderr.write('v8 loaded: ' + process.moduleLoadList.includes('NativeModule v8') + '\\n'));\n",
  );

  /** LARGE_WORK patterns and more: 1,000 targets of five patterns, the first the one that changed. */
  const LARGE = Array.from(
    { length: 1000 },
    (_, i) =>
      `t${i}: [${i === 0 ? 'packages/a/**' : `packages/x${i}/**`}, d${i}/b/**, d${i}/c/**, d${i}/d/**, d${i}/e/**]`,
  ).join('\n');

  const upload = async (
    targets: string,
    env: Record<string, string> = {},
    workspaces = 'false',
  ) => {
    const result = await runAction({
      bundle: inject('bundle'),
      eventName: 'pull_request',
      payload: pullRequestPayload(2, headSha, mainSha),
      workspace: checkout,
      inputs: { targets, workspaces, 'dry-run': 'true' },
      env: { GITHUB_SHA: mergeSha, NODE_OPTIONS: `--require ${preload}`, ...env },
    });
    expect(result.code, result.stdout).toBe(0);
    return {
      targets: result.outputs['impacted-targets'],
      loaded: /v8 loaded: (\w+)/.exec(result.stderr)?.[1],
    };
  };

  it('rules of 5,000 patterns: off, and the same answer as with TurboFan kept', async () => {
    const off = await upload(LARGE);
    expect(off).toEqual({ targets: '["t0"]', loaded: 'true' });
    const kept = await upload(LARGE, { MERGE_QUEUE_CONNECT_TURBOFAN: 'on' });
    expect(kept).toEqual({ targets: '["t0"]', loaded: 'false' });
  });

  it("leaves the chunks' code cache as the next run can take it: a second large run rewrites no entry", async () => {
    // V8 checks its flags against a code cache's: an entry written with TurboFan off is refused
    // by the next run (which starts with it on), and written again at its exit, every run.
    const tmp = path.join(dir, 'tmp-cache');
    mkdirSync(tmp);
    const entries = () => {
      const root = path.join(
        tmp,
        readdirSync(tmp).find((n) => n.startsWith('merge-queue-connect'))!,
      );
      const chunks = path.join(
        root,
        readdirSync(root).find((n) => n.startsWith('chunks-'))!,
      );
      return new Map(readdirSync(chunks).map((n) => [n, statSync(path.join(chunks, n)).ino]));
    };
    const env = { TMPDIR: tmp, RUNNER_ENVIRONMENT: 'self-hosted' };
    expect(await upload(LARGE, env)).toEqual({ targets: '["t0"]', loaded: 'true' });
    const first = entries();
    expect(first.size).toBeGreaterThan(0);
    expect(await upload(LARGE, env)).toEqual({ targets: '["t0"]', loaded: 'true' });
    expect(entries()).toEqual(first);
  });

  it('a few rules, or a workspace read beside large rules: kept (node:v8 is never loaded)', async () => {
    expect(await upload('a: [packages/a/**]')).toEqual({ targets: '["a"]', loaded: 'false' });
    const beside = await upload(LARGE, {}, 'npm');
    expect(beside.loaded).toBe('false');
    expect(JSON.parse(beside.targets!)).toContain('a');
  });
});
