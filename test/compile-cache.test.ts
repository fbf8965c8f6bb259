/**
 * Node's compile cache (doors/compile-cache.ts): both bundles, run as the runner and a CI job run
 * them, keep their cache in a private directory of their own under TMPDIR, read it on the next
 * run with the same outputs (the chunks' own code cache, doors/chunk-cache.ts, too: its entries
 * named by door, command and bundle, and not written again), and write nothing where the
 * directory is not private, on a GitHub-hosted runner, or with NODE_DISABLE_COMPILE_CACHE=1. The directory's check is also
 * tested on its own (a symlink, a wrong mode, another owner).
 */
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shortHash } from '../src/doors/chunk-cache.js';
import {
  isPrivateDirectory,
  privateCacheDirectory,
  type Owner,
} from '../src/doors/compile-cache.js';
import { pullRequestPayload } from './support/examples.js';
import {
  Repo,
  pullRequestOrigin,
  removeDir,
  shallowCheckout,
  tempDir,
} from './support/git-repo.js';
import { runAction, type RunResult } from './support/runner.js';
import { runTool } from './support/tool.js';

const TARGETS = "api: [services/api/**, '!**/*.md']\nweb: web/**\n";
const posix = process.platform !== 'win32';
const uid = process.getuid?.();
const me: Owner = { uid, windows: false };
const cacheName = `merge-queue-connect-${uid}`;

let root: string;
let origin: Repo;
let headSha: string;
let mainSha: string;
let mergeSha: string;
let dirs = 0;

beforeAll(() => {
  root = tempDir('mq-compile-cache-');
  ({ origin, headSha, mainSha, mergeSha } = pullRequestOrigin(path.join(root, 'origin')));
});
afterAll(() => removeDir(root));

/** A fresh directory under the test's root: a TMPDIR, or a checkout's place. */
function fresh(name: string): string {
  const dir = path.join(root, `${name}-${dirs++}`);
  mkdirSync(dir);
  return dir;
}

/** Every file under `dir`, relative, sorted (the cache's entries are in a subdirectory). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort();
}

/** The action's dry-run upload of PR #2 with TMPDIR set to `tmp`, and `env` on top. */
function dryRun(tmp: string, env: Record<string, string> = {}): Promise<RunResult> {
  const workspace = fresh('checkout');
  shallowCheckout(origin, workspace, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
  return runAction({
    eventName: 'pull_request',
    payload: pullRequestPayload(2, headSha, mainSha),
    workspace,
    inputs: { targets: TARGETS, 'dry-run': 'true', summary: 'false' },
    env: { GITHUB_SHA: mergeSha, TMPDIR: tmp, ...env },
    bundle: inject('bundle'),
  });
}

/**
 * The chunks' code cache entries (doors/chunk-cache.ts) under the private directory `dir`, each
 * with its modification time: an entry read is not written again.
 */
function chunkEntries(dir: string): string[] {
  const sub = readdirSync(dir).find((name) => name.startsWith('chunks-'));
  if (sub === undefined) return [];
  return readdirSync(path.join(dir, sub))
    .sort()
    .map((name) => `${name} ${statSync(path.join(dir, sub, name)).mtimeMs}`);
}

function expectUploaded(result: RunResult): void {
  expect(result.code, result.stdout).toBe(0);
  expect(result.outputs['impacted-targets']).toBe('["api"]');
}

describe.runIf(posix)('the action', () => {
  it('keeps its cache in a private directory under TMPDIR, and the next run reads it with the same outputs', async () => {
    const tmp = fresh('tmp');
    const first = await dryRun(tmp);
    expectUploaded(first);
    const dir = path.join(tmp, cacheName);
    const stat = lstatSync(dir);
    expect(stat.isDirectory()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o700);
    expect(stat.uid).toBe(uid);
    const written = filesUnder(dir);
    expect(written.length).toBeGreaterThan(0);
    // The chunks' own entries, named by door, command (the input's default: auto) and bundle.
    const chunks = chunkEntries(dir);
    expect(chunks.length).toBeGreaterThan(0);
    const hash = shortHash(path.dirname(inject('bundle')));
    expect(chunks.every((entry) => entry.startsWith(`action-auto-${hash}-`))).toBe(true);

    const second = await dryRun(tmp);
    expectUploaded(second);
    expect(second.outputs).toEqual(first.outputs);
    expect(second.stdout).toBe(first.stdout);
    // The same bundle: the second run found every entry it needed, and wrote no new one.
    expect(filesUnder(dir)).toEqual(written);
    expect(chunkEntries(dir)).toEqual(chunks);
  });

  it('leaves a directory that others may write alone, and runs all the same', async () => {
    const tmp = fresh('tmp');
    const dir = path.join(tmp, cacheName);
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const result = await dryRun(tmp);
    expectUploaded(result);
    expect(readdirSync(dir)).toEqual([]);
    expect(lstatSync(dir).mode & 0o777).toBe(0o777);
  });

  it('follows no symlink planted in its place', async () => {
    const tmp = fresh('tmp');
    const elsewhere = fresh('elsewhere');
    chmodSync(elsewhere, 0o700);
    symlinkSync(elsewhere, path.join(tmp, cacheName));
    expectUploaded(await dryRun(tmp));
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('writes no cache on a GitHub-hosted runner (a VM that runs one job), and runs the same', async () => {
    const tmp = fresh('tmp');
    const cached = await dryRun(fresh('tmp'));
    const hosted = await dryRun(tmp, { RUNNER_ENVIRONMENT: 'github-hosted' });
    expectUploaded(hosted);
    expect(hosted.outputs).toEqual(cached.outputs);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('writes a cache on a self-hosted runner', async () => {
    const tmp = fresh('tmp');
    expectUploaded(await dryRun(tmp, { RUNNER_ENVIRONMENT: 'self-hosted' }));
    expect(filesUnder(path.join(tmp, cacheName)).length).toBeGreaterThan(0);
  });

  it('writes nothing with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const tmp = fresh('tmp');
    expectUploaded(await dryRun(tmp, { NODE_DISABLE_COMPILE_CACHE: '1' }));
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe.runIf(posix)('the command-line tool', () => {
  const upload = (tmp: string, env: Record<string, string> = {}) => {
    const repo = fresh('cli-checkout');
    shallowCheckout(origin, repo, 'refs/pull/2/merge', 'refs/remotes/pull/2/merge');
    return runTool(
      [
        'upload-impacted-targets',
        '--repository',
        'octo-org/octo-repo',
        '--pr-number',
        '2',
        '--pr-sha',
        headSha,
        '--target-branch',
        'main',
        '--targets',
        TARGETS,
        '--dry-run',
        '--json',
      ],
      // A Buildkite agent is no GitHub-hosted runner: RUNNER_ENVIRONMENT is the action's alone.
      { cwd: repo, env: { TMPDIR: tmp, RUNNER_ENVIRONMENT: 'github-hosted', ...env } },
    );
  };

  it('writes its cache too, in the same private directory, and reads it with the same answer', async () => {
    const tmp = fresh('tmp');
    const first = await upload(tmp);
    expect(first.code, first.stderr).toBe(0);
    expect(first.json).toMatchObject({ 'impacted-targets': ['api'] });
    const dir = path.join(tmp, cacheName);
    expect(lstatSync(dir).mode & 0o777).toBe(0o700);
    const written = filesUnder(dir);
    expect(written.length).toBeGreaterThan(0);
    const chunks = chunkEntries(dir);
    const hash = shortHash(path.dirname(inject('cliBundle')));
    expect(chunks.some((entry) => entry.startsWith(`cli-upload-impacted-targets-${hash}-`))).toBe(
      true,
    );
    const second = await upload(tmp);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(filesUnder(dir)).toEqual(written);
    expect(chunkEntries(dir)).toEqual(chunks);
  });

  it('writes nothing with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const tmp = fresh('tmp');
    const result = await upload(tmp, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(result.code, result.stderr).toBe(0);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe.runIf(posix)('the private directory', () => {
  it('is made with mode 0700 when missing, and used again when it is there', () => {
    const tmp = fresh('tmp');
    const dir = privateCacheDirectory(tmp, me);
    expect(dir).toBe(path.join(tmp, cacheName));
    expect(lstatSync(dir!).mode & 0o777).toBe(0o700);
    expect(privateCacheDirectory(tmp, me)).toBe(dir);
  });

  it.each([0o770, 0o750, 0o707, 0o701, 0o711])(
    'is not used with mode %o, and is left as it was',
    (mode) => {
      const tmp = fresh('tmp');
      const dir = path.join(tmp, cacheName);
      mkdirSync(dir);
      chmodSync(dir, mode);
      expect(isPrivateDirectory(dir, me)).toBe(false);
      expect(privateCacheDirectory(tmp, me)).toBeUndefined();
      expect(lstatSync(dir).mode & 0o777).toBe(mode);
    },
  );

  it('is not a symlink, even to a private directory of ours', () => {
    const tmp = fresh('tmp');
    const target = fresh('target');
    chmodSync(target, 0o700);
    expect(isPrivateDirectory(target, me)).toBe(true);
    symlinkSync(target, path.join(tmp, cacheName));
    expect(isPrivateDirectory(path.join(tmp, cacheName), me)).toBe(false);
    expect(privateCacheDirectory(tmp, me)).toBeUndefined();
  });

  it('is not a file, and not a directory of another user', () => {
    const tmp = fresh('tmp');
    const file = path.join(tmp, 'file');
    new Repo(tmp).write('file', 'x\n');
    expect(isPrivateDirectory(file, me)).toBe(false);
    const ours = fresh('ours');
    chmodSync(ours, 0o700);
    expect(isPrivateDirectory(ours, { uid: uid! + 1, windows: false })).toBe(false);
    // Made by this process for another user id: the owner check refuses it.
    expect(privateCacheDirectory(tmp, { uid: uid! + 1, windows: false })).toBeUndefined();
  });

  it('is not made where the temporary directory is missing', () => {
    expect(privateCacheDirectory(path.join(root, 'no-such-tmp'), me)).toBeUndefined();
    expect(existsSync(path.join(root, 'no-such-tmp'))).toBe(false);
  });

  it('on Windows has no user id in its name, its temporary directory being per-user', () => {
    const tmp = fresh('tmp');
    expect(privateCacheDirectory(tmp, { uid: undefined, windows: true })).toBe(
      path.join(tmp, 'merge-queue-connect'),
    );
  });
});
