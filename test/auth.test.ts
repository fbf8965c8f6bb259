/**
 * Which API and credential a run uses: api-version, the key's prefix, the keyless route when a
 * trunk CLI is on PATH, fork mode, and the api-url each version defaults to.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InputName } from '../src/constants.js';
import { InputError } from '../src/errors.js';
import { findOnPath } from '../src/execute.js';
import { apiVersionOf, authOf } from '../src/route.js';
import { credentialInWords } from '../src/service/auth.js';
import { createService } from '../src/service/index.js';
import { readSettings } from '../src/settings.js';
import { expectInputError } from './support/expect-error.js';
import { removeDir, tempDir } from './support/git-repo.js';

const settings = (inputs: Partial<Record<InputName, string>>) =>
  readSettings((name) => inputs[name] ?? '', { GITHUB_REPOSITORY: 'octo-org/octo-repo' });

const sameRepo = { fromFork: false, runId: '9' };
const fork = { fromFork: true, runId: '9' };
const cli = { trunkCli: '/opt/trunk/bin/trunk' };

describe('api-version and the credential', () => {
  it('auto: a trunk_v2_ key is v2 (Bearer), any other token v1 (x-api-token)', () => {
    const v2 = settings({ 'api-token': 'trunk_v2_abc' });
    expect(authOf('get-pull-request', v2, sameRepo)).toEqual({ kind: 'bearer' });
    expect(v2.apiUrl).toBe('https://api.trunk.io');
    const v1 = settings({ 'api-token': 'legacy-token' });
    expect(authOf('get-pull-request', v1, sameRepo)).toEqual({ kind: 'token' });
    expect(v1.apiUrl).toBe('https://api.trunk.io/v1');
  });

  it('an explicit version wins over the prefix; a v2 key on v1 is refused, naming both inputs', () => {
    const forced = settings({ 'api-token': 'legacy-token', 'api-version': 'V2' });
    expect(forced.apiVersion).toBe('v2');
    expect(forced.apiUrl).toBe('https://api.trunk.io');
    expect(authOf('create-queue', forced, sameRepo)).toEqual({ kind: 'bearer' });
    const clash = settings({ 'api-token': 'trunk_v2_abc', 'api-version': 'v1' });
    const error = expectInputError(() => authOf('create-queue', clash, sameRepo), 'api-version');
    expect(error.message).toContain('"api-token" is a v2 organisation key');
    expect(error.message).not.toContain('trunk_v2_abc');
    expectInputError(() => settings({ 'api-version': 'v3' }), 'api-version');
    expect(() => settings({ 'api-version': 'v3' })).toThrow(/"v3": expected one of v1, v2, auto/);
  });

  it('no token: keyless on an upload with the CLI, else fork mode on v1, else an input error', () => {
    const none = settings({});
    expect(authOf('upload-impacted-targets', none, sameRepo, cli)).toEqual({
      kind: 'cli-login',
      cli: cli.trunkCli,
    });
    // A fork pull request uploads keyless too when the CLI is there, else by run id on v1.
    expect(authOf('upload-impacted-targets', none, fork, cli).kind).toBe('cli-login');
    expect(authOf('upload-impacted-targets', none, fork)).toEqual({ kind: 'fork-run', runId: '9' });
    // api-version v1 never goes keyless; v2 never uses the v1 fork header.
    const v1 = settings({ 'api-version': 'v1' });
    expect(authOf('upload-impacted-targets', v1, fork, cli)).toEqual({
      kind: 'fork-run',
      runId: '9',
    });
    const v2 = settings({ 'api-version': 'v2' });
    expect(() => authOf('upload-impacted-targets', v2, fork)).toThrow(/trunk-io\/login/);
    // Reads need a key even with the CLI there.
    expect(() => authOf('get-test-run', none, sameRepo, cli)).toThrow(
      /accepted only for uploads; get-test-run needs an organisation API key/,
    );
    // A dry run needs nothing and says what it would use.
    expect(authOf('get-pull-request', settings({ 'dry-run': 'true' }), sameRepo)).toEqual({
      kind: 'token',
    });
    expect(
      authOf('get-pull-request', settings({ 'dry-run': 'true', 'api-version': 'v2' }), sameRepo),
    ).toEqual({
      kind: 'bearer',
    });
  });

  it('api-version output and summary words for each credential', () => {
    const all = [
      { kind: 'token' },
      { kind: 'fork-run', runId: '1' },
      { kind: 'bearer' },
      { kind: 'cli-login', cli: '/x/trunk' },
    ] as const;
    expect(all.map(apiVersionOf)).toEqual(['v1', 'v1', 'v2', 'v2-login']);
    for (const auth of all) expect(credentialInWords(auth)).not.toContain('/x/trunk');
  });

  it('a v1 api-url with a v2 credential is refused before anything is built', () => {
    const s = settings({ 'api-token': 'trunk_v2_abc', 'api-url': 'https://api.trunk.io/v1' });
    const http = { maxAttempts: 1, timeoutMs: 1000 };
    const error = expectInputError(() => createService({ kind: 'bearer' }, s, http), 'api-url');
    expect(error.message).toContain("the v1 API's address, but this run uses the v2 API");
    expect(
      createService(
        { kind: 'bearer' },
        settings({ 'api-token': 'trunk_v2_abc', 'api-url': 'https://api.trunk.io/v2' }),
        http,
      ).apiVersion,
    ).toBe('v2');
    expect(() =>
      createService(
        { kind: 'cli-login', cli: '/x/trunk' },
        settings({ 'api-url': 'https://api.trunk.io/v1' }),
        http,
      ),
    ).toThrow(InputError);
    expect(
      createService({ kind: 'cli-login', cli: '/x/trunk' }, settings({}), http).apiVersion,
    ).toBe('v2-login');
  });
});

describe('findOnPath', () => {
  const dir = tempDir('mq-path-');
  afterAll(() => removeDir(dir));

  it('finds the first executable file of that name, skipping directories and non-executables', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name) => path.join(dir, name));
    mkdirSync(path.join(a!, 'trunk'), { recursive: true });
    mkdirSync(b!, { recursive: true });
    writeFileSync(path.join(b!, 'trunk'), 'not executable');
    mkdirSync(c!, { recursive: true });
    writeFileSync(path.join(c!, 'trunk'), '#!/bin/sh\n');
    chmodSync(path.join(c!, 'trunk'), 0o755);
    // A PATH entry that is missing, and one that is a file (stat answers ENOTDIR), are skipped.
    const PATH = ['', path.join(dir, 'missing'), path.join(b!, 'trunk'), a, b, c].join(
      path.delimiter,
    );
    expect(findOnPath('trunk', PATH)).toBe(path.join(c!, 'trunk'));
    expect(findOnPath('trunk', [a, b].join(path.delimiter))).toBeUndefined();
    expect(findOnPath('trunk', undefined)).toBeUndefined();
  });
});
