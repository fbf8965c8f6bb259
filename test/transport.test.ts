import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceClient } from '../src/service/v1/client.js';
import { proxyFor } from '../src/service/http/transport.js';
import { FakeService } from './support/fake-service.js';
import { LoggingProxy, serviceTestLookup } from './support/logging-proxy.js';
import { serviceFailure, testClient } from './support/service-client.js';
import { TestClock } from './support/test-clock.js';

const repo = { host: 'github.com', owner: 'octo-org', name: 'octo-repo' };
let service: FakeService;
let proxy: LoggingProxy;

const lookup = serviceTestLookup;

function client(env: Record<string, string>, apiUrl = `http://service.test:${service.port}/v1`) {
  return new ServiceClient({
    apiUrl,
    auth: { kind: 'token' },
    apiToken: service.apiToken,
    maxAttempts: 2,
    timeoutMs: 5000,
    clock: new TestClock(),
    env,
    lookup,
  });
}

const read = (c: ServiceClient) =>
  c.getPullRequest({ repo, pr: { number: 1 }, targetBranch: 'main' });

const failure = serviceFailure;

beforeEach(async () => {
  service = new FakeService();
  await service.start();
  service.addPullRequest(repo, 'main', { prNumber: 1, prTitle: 't', state: 'pending' });
  proxy = new LoggingProxy(() => service.port);
  await proxy.start();
});
afterEach(async () => {
  await proxy.stop();
  await service.stop();
});

describe('proxies, as the runner honours them', () => {
  it('HTTP_PROXY: service calls go through the proxy, with the absolute URL', async () => {
    const pr = await read(client({ HTTP_PROXY: proxy.url }));
    expect(pr.state).toBe('pending');
    expect(proxy.log).toHaveLength(1);
    expect(proxy.log[0]).toMatchObject({
      method: 'POST',
      target: `http://service.test:${service.port}/v1/getSubmittedPullRequest`,
    });
    expect(service.requests).toHaveLength(1);
  });

  it('NO_PROXY naming the host (or its domain, or *) bypasses the proxy', async () => {
    for (const noProxy of ['service.test', '.test', 'test', `service.test:${service.port}`, '*']) {
      const before = service.requests.length;
      await read(client({ HTTP_PROXY: proxy.url, no_proxy: `example.com, ${noProxy}` }));
      expect(service.requests.length).toBe(before + 1);
    }
    expect(proxy.log).toEqual([]);
  });

  it('https goes through a CONNECT tunnel to host:port; a refusal is a clear error', async () => {
    const error = await failure(
      read(client({ HTTPS_PROXY: proxy.url }, 'https://service.test:8443/v1')),
    );
    expect(proxy.log[0]).toMatchObject({ method: 'CONNECT', target: 'service.test:8443' });
    expect(error.message).toContain('refused to connect to service.test:8443 (502)');
  });

  it('follows the runner on which variable applies, and on loopback', () => {
    const env = { HTTPS_PROXY: 'http://p:1', HTTP_PROXY: 'http://q:2' };
    expect(proxyFor(new URL('https://a.example/v1'), env)?.host).toBe('p:1');
    expect(proxyFor(new URL('http://a.example/v1'), env)?.host).toBe('q:2');
    expect(proxyFor(new URL('http://127.0.0.1:9/v1'), env)).toBeUndefined();
    expect(proxyFor(new URL('http://localhost:9/v1'), env)).toBeUndefined();
    expect(proxyFor(new URL('https://a.example/v1'), { https_proxy: 'p:3' })?.href).toBe(
      'http://p:3/',
    );
    expect(
      proxyFor(new URL('https://notexample.com/v1'), { ...env, NO_PROXY: 'example.com' })?.host,
    ).toBe('p:1');
  });
});

describe('what the client reads', () => {
  it('a gzip bomb is refused unread: the answer must be uncompressed', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
    service.always('getSubmittedPullRequest', {
      raw: {
        status: 200,
        headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
        body: bomb,
      },
    });
    const heapBefore = process.memoryUsage().heapUsed;
    const error = await failure(read(client({})));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('compressed (content-encoding: gzip)');
    // Not retried (it would be the same answer), and nothing was inflated.
    expect(service.requests).toHaveLength(1);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
    expect(service.requests[0]?.headers['accept-encoding']).toBe('identity');
  });

  it('an answer over the size cap is refused with a clear error', async () => {
    service.always('getSubmittedPullRequest', {
      raw: {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(2 * 1024 * 1024),
      },
    });
    const c = testClient(service, { maxAttempts: 3, maxAnswerBytes: 1024 * 1024 });
    const error = await failure(read(c));
    expect(error.message).toContain('larger than 1 MiB');
    expect(service.requests).toHaveLength(1);
  });

  it('a redirect is not followed: the token goes nowhere else', async () => {
    service.always('getSubmittedPullRequest', {
      raw: {
        status: 307,
        headers: { location: `http://127.0.0.1:${proxy.url.split(':').pop()}/steal` },
        body: '',
      },
    });
    const error = await failure(read(client({})));
    expect(error.message).toContain('redirect');
    expect(proxy.log).toEqual([]);
    expect(service.requests).toHaveLength(1);
  });
});
