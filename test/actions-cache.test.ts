/**
 * The graph cache's GitHub Actions store, through the real @actions/cache (its twirp client,
 * tar, the Azure blob client) against a local fake of the cache service v2 on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionsCacheAvailable } from '../src/doors/action/cache-env.js';
import { ENTRY_DIRECTORY, actionsCacheStore } from '../src/doors/action/cache.js';
import { FakeCacheService } from './support/fake-cache-service.js';

const realSetTimeout = globalThis.setTimeout;

/** Every variable the library (or a proxy of its HTTP clients) reads, put back after the file. */
const TOUCHED = [
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_CACHE_MODE',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
  'RUNNER_DEBUG',
  'ACTIONS_STEP_DEBUG',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'ALL_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'all_proxy',
  'no_proxy',
];
const saved = Object.fromEntries(TOUCHED.map((name) => [name, process.env[name]]));

let service: FakeCacheService;
let root: string;
let temp: string;
let output: string[];

beforeAll(async () => {
  service = new FakeCacheService();
  await service.start();
});

afterAll(async () => {
  await service.stop();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

beforeEach(() => {
  // A runner's layout: the workspace two levels below work/, the temporary directory beside it.
  root = mkdtempSync(path.join(tmpdir(), 'mq-actions-cache-'));
  const workspace = path.join(root, 'work', 'repo', 'repo');
  temp = path.join(root, 'work', '_temp');
  mkdirSync(workspace, { recursive: true });
  mkdirSync(temp, { recursive: true });
  for (const name of TOUCHED) delete process.env[name];
  Object.assign(process.env, {
    ACTIONS_CACHE_SERVICE_V2: 'True',
    ACTIONS_RESULTS_URL: service.url,
    ACTIONS_RUNTIME_TOKEN: service.token,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
    // Nothing but loopback: no proxy for either HTTP client (http-client, the Azure pipeline).
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  });
  // The library's workflow commands (::debug::, ::warning::) go to stdout: keep them to read.
  output = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  service.clearFaults();
  rmSync(root, { recursive: true, force: true });
});

/** A key of its own for each test: the fake's entries outlive a test. */
let keys = 0;
function freshKey(name: string): string {
  return `graph-${name}-${++keys}-`;
}

/**
 * Run work with the library's retry sleeps (global setTimeout) on a fake clock: each round waits
 * a little real time for the loopback I/O, then fires the sleeps that are due. Bounded rounds.
 */
async function withFakeSleeps<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    let settled = false;
    const promise = work().finally(() => (settled = true));
    promise.catch(() => undefined);
    for (let round = 0; round < 1000 && !settled; round++) {
      await new Promise((resolve) => realSetTimeout(resolve, 5));
      if (vi.getTimerCount() > 0) vi.runOnlyPendingTimers();
    }
    if (!settled) throw new Error('the library had not settled after 1000 rounds');
    return await promise;
  } finally {
    vi.useRealTimers();
  }
}

describe('actionsCacheStore against the cache service v2', () => {
  it('saves an entry and restores it by its exact key, leaving no file behind', async () => {
    const store = actionsCacheStore(temp);
    const key = `${freshKey('exact')}abc1234`;
    const data = Buffer.from('{"format":1,"targets":["//a:a","//b:b"]}');
    const before = service.requests.length;

    await store.save(key, data);
    const restored = await store.restore(key, [key.slice(0, -'abc1234'.length)]);

    expect(restored).toEqual({ key, data });
    expect(store.name).toBe('the GitHub Actions cache');
    expect(existsSync(path.join(temp, ENTRY_DIRECTORY))).toBe(false);
    // Every step went to the fake: reserve, upload, finalize; look up, download.
    expect(service.requests.slice(before).map((r) => `${r.operation} ${r.status}`)).toEqual([
      'CreateCacheEntry 200',
      'PutBlob 201',
      'FinalizeCacheEntryUpload 200',
      'GetCacheEntryDownloadURL 200',
      'GetBlob 200',
    ]);
    expect(service.entries().filter((e) => e.key === key)).toHaveLength(1);
  });

  it('restores the newest entry under the first prefix that has one', async () => {
    const store = actionsCacheStore(temp);
    const prefix = freshKey('prefix');
    const other = freshKey('other');
    await store.save(`${prefix}older`, Buffer.from('older'));
    await store.save(`${prefix}newer`, Buffer.from('newer'));
    await store.save(`${other}newest-of-all`, Buffer.from('another configuration'));

    const near = await store.restore(`${prefix}not-saved`, [prefix]);
    expect(near).toEqual({ key: `${prefix}newer`, data: Buffer.from('newer') });

    // The first prefix has nothing; the second does (its own newest, not the other's).
    const second = await store.restore(`${prefix}not-saved`, [`${prefix}none-`, `${prefix}old`]);
    expect(second).toEqual({ key: `${prefix}older`, data: Buffer.from('older') });
  });

  it('prefers an entry whose key extends the key to newer ones under the prefix, as the service does', async () => {
    const store = actionsCacheStore(temp);
    const prefix = freshKey('extends');
    await store.save(`${prefix}abc-and-more`, Buffer.from('extends the key'));
    await store.save(`${prefix}zzz`, Buffer.from('newer, under the prefix only'));

    expect(await store.restore(`${prefix}abc`, [prefix])).toEqual({
      key: `${prefix}abc-and-more`,
      data: Buffer.from('extends the key'),
    });
  });

  it('answers undefined for a key that was never saved', async () => {
    const store = actionsCacheStore(temp);
    const key = freshKey('missing');
    const before = service.calls('GetCacheEntryDownloadURL').length;

    expect(await store.restore(`${key}nothing`, [])).toBeUndefined();
    expect(await store.restore(`${key}nothing`, [key])).toBeUndefined();
    expect(service.calls('GetCacheEntryDownloadURL').length).toBe(before + 2);
    expect(output.join('')).not.toMatch(/::(warning|error)::/);
  });

  it('keeps the first entry when the same key is saved twice, without failing', async () => {
    const store = actionsCacheStore(temp);
    const key = `${freshKey('twice')}same`;
    await store.save(key, Buffer.from('first'));
    const reservations = service.calls('CreateCacheEntry').length;

    await expect(store.save(key, Buffer.from('second'))).resolves.toBeUndefined();

    // The service refused the second reservation (409 already_exists): nothing uploaded.
    expect(
      service
        .calls('CreateCacheEntry')
        .slice(reservations)
        .map((r) => r.status),
    ).toEqual([409]);
    expect(output.join('')).not.toMatch(/::(warning|error)::/);
    expect(await store.restore(key, [])).toEqual({ key, data: Buffer.from('first') });
  });

  it('round-trips an entry of several megabytes byte for byte', async () => {
    const store = actionsCacheStore(temp);
    const key = `${freshKey('large')}big`;
    // Random bytes do not compress: the archive the library uploads is as large.
    const data = randomBytes(6 * 1024 * 1024 + 13);

    await store.save(key, data);
    const restored = await store.restore(key, []);

    expect(restored?.key).toBe(key);
    expect(restored?.data.length).toBe(data.length);
    expect(restored?.data.equals(data)).toBe(true);
    const entry = service.entries().find((e) => e.key === key);
    expect(entry?.data?.length).toBeGreaterThan(data.length);
  });

  it('does not find an entry saved through another path (the cache version differs)', async () => {
    const key = `${freshKey('version')}v`;
    await actionsCacheStore(temp).save(key, Buffer.from('saved from _temp'));
    const elsewhere = path.join(root, 'elsewhere');
    mkdirSync(elsewhere);

    expect(await actionsCacheStore(elsewhere).restore(key, [])).toBeUndefined();
    expect(await actionsCacheStore(temp).restore(key, [])).toEqual({
      key,
      data: Buffer.from('saved from _temp'),
    });
  });

  it('takes turns when a restore and a save of one store overlap', async () => {
    const store = actionsCacheStore(temp);
    const prefix = freshKey('turns');
    await store.save(`${prefix}a`, Buffer.from('a'));

    const [restored] = await Promise.all([
      store.restore(`${prefix}a`, []),
      store.save(`${prefix}b`, Buffer.from('b')),
    ]);

    expect(restored).toEqual({ key: `${prefix}a`, data: Buffer.from('a') });
    expect(await store.restore(`${prefix}b`, [])).toEqual({
      key: `${prefix}b`,
      data: Buffer.from('b'),
    });
  });
});

describe('actionsCacheStore when the service fails', () => {
  it('a service answering 500 is a miss, after the library retried and warned', async () => {
    const store = actionsCacheStore(temp);
    const key = `${freshKey('500')}k`;
    await store.save(key, Buffer.from('saved before the outage'));
    service.always('GetCacheEntryDownloadURL', { status: 500, msg: 'database unavailable' });
    const before = service.calls('GetCacheEntryDownloadURL').length;

    const restored = await withFakeSleeps(() => store.restore(key, []));

    expect(restored).toBeUndefined();
    expect(service.calls('GetCacheEntryDownloadURL').length - before).toBe(5);
    expect(output.join('')).toContain(
      '::warning::Failed to restore: Failed to GetCacheEntryDownloadURL: Failed to make request ' +
        'after 5 attempts: Failed request: (500) Internal Server Error: database unavailable',
    );
  });

  it('a service answering garbage is a miss with a warning, never a hit', async () => {
    const store = actionsCacheStore(temp);
    const key = `${freshKey('garbage')}k`;
    await store.save(key, Buffer.from('saved'));
    service.always('GetCacheEntryDownloadURL', {
      raw: { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>proxy</html>' },
    });

    const restored = await withFakeSleeps(() => store.restore(key, []));

    expect(restored).toBeUndefined();
    expect(output.join('')).toMatch(
      /::warning::Failed to restore: Failed to GetCacheEntryDownloadURL: Failed to make request after 5 attempts: Unexpected token/,
    );
  });

  it('a refused upload saves nothing that a restore would find', async () => {
    const store = actionsCacheStore(temp);
    const key = `${freshKey('refused')}k`;
    service.inject('PutBlob', { status: 403, code: 'permission_denied', msg: 'signature expired' });

    await store.save(key, Buffer.from('never stored'));

    expect(output.join('')).toContain('::warning::');
    expect(service.calls('FinalizeCacheEntryUpload').at(-1)?.url).not.toContain(key);
    expect(await store.restore(key, [])).toBeUndefined();
  });

  it('an answer under a key that was not asked for is an error, never a hit', async () => {
    const store = actionsCacheStore(temp);
    const key = freshKey('stray');
    await store.save(`${key}other-configuration`, Buffer.from('not this one'));
    const other = service.entries().find((e) => e.key === `${key}other-configuration`)!;
    service.inject('GetCacheEntryDownloadURL', {
      raw: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ok: true,
          signed_download_url: service.downloadUrl(other),
          matched_key: other.key,
        }),
      },
    });

    await expect(store.restore(`${key}wanted`, [`${key}wanted-`])).rejects.toThrow(
      `The GitHub Actions cache answered key "${key}other-configuration" for key "${key}wanted", ` +
        `which neither is that key nor starts with a restore prefix ("${key}wanted-").`,
    );
  });

  it('an entry that lands elsewhere (another workspace depth) is an error naming the path', async () => {
    const store = actionsCacheStore(temp);
    const key = `${freshKey('layout')}k`;
    await store.save(key, Buffer.from('saved two levels below work/'));
    const deeper = path.join(process.env['GITHUB_WORKSPACE']!, 'sub');
    mkdirSync(deeper);
    process.env['GITHUB_WORKSPACE'] = deeper;

    await expect(store.restore(key, [])).rejects.toThrow(
      `The GitHub Actions cache restored key "${key}", but its entry is not at ` +
        `${path.join(temp, ENTRY_DIRECTORY, 'entry.bin')}: ENOENT`,
    );
  });

  it('a key the library refuses is an error naming the key', async () => {
    const store = actionsCacheStore(temp);
    const before = service.requests.length;

    await expect(store.restore('graph,with,commas', [])).rejects.toThrow(
      'The GitHub Actions cache could not be read for key "graph,with,commas": Key Validation ' +
        'Error: graph,with,commas cannot contain commas.',
    );
    await expect(store.save('graph,with,commas', Buffer.from('x'))).rejects.toThrow(
      'The GitHub Actions cache could not save key "graph,with,commas"',
    );
    expect(service.requests.length).toBe(before);
  });

  it('without the service in the environment, restore and save throw and send nothing', async () => {
    const store = actionsCacheStore(temp);
    delete process.env['ACTIONS_RESULTS_URL'];
    const before = service.requests.length;

    await expect(store.restore('graph-k', [])).rejects.toThrow(
      'The GitHub Actions cache service is not available here: ACTIONS_CACHE_SERVICE_V2 is set, ' +
        'so the cache service is v2, and ACTIONS_RESULTS_URL is not set.',
    );
    await expect(store.save('graph-k', Buffer.from('x'))).rejects.toThrow(
      'The GitHub Actions cache service is not available here',
    );
    expect(service.requests.length).toBe(before);
  });
});

describe('actionsCacheAvailable', () => {
  const v2 = {
    ACTIONS_CACHE_SERVICE_V2: 'True',
    ACTIONS_RESULTS_URL: 'https://results-receiver.actions.githubusercontent.com/',
    ACTIONS_RUNTIME_TOKEN: 'token',
  };

  it('is true on a github.com runner (v2) and on GitHub Enterprise Server (v1)', () => {
    expect(actionsCacheAvailable(v2)).toBe(true);
    expect(actionsCacheAvailable({ ...v2, GITHUB_SERVER_URL: 'https://octo.ghe.com' })).toBe(true);
    expect(
      actionsCacheAvailable({
        GITHUB_SERVER_URL: 'https://github.example.com',
        ACTIONS_CACHE_URL: 'https://github.example.com/_services/artifactcache/',
        ACTIONS_RUNTIME_TOKEN: 'token',
      }),
    ).toBe(true);
  });

  it('is false without the URL its version needs, the token, or with cache mode none', () => {
    expect(actionsCacheAvailable({})).toBe(false);
    expect(actionsCacheAvailable({ ...v2, ACTIONS_RESULTS_URL: '' })).toBe(false);
    expect(actionsCacheAvailable({ ...v2, ACTIONS_RUNTIME_TOKEN: undefined })).toBe(false);
    expect(actionsCacheAvailable({ ...v2, ACTIONS_CACHE_MODE: ' None ' })).toBe(false);
    // Without the v2 flag the library speaks v1, which needs ACTIONS_CACHE_URL.
    expect(actionsCacheAvailable({ ...v2, ACTIONS_CACHE_SERVICE_V2: undefined })).toBe(false);
    // GitHub Enterprise Server never uses v2, whatever the flag says.
    expect(actionsCacheAvailable({ ...v2, GITHUB_SERVER_URL: 'https://github.example.com' })).toBe(
      false,
    );
    expect(actionsCacheAvailable({ ...v2, GITHUB_SERVER_URL: 'not a url' })).toBe(false);
  });
});
