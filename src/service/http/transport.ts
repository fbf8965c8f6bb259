/**
 * One small HTTP client for the service: a request over node:http / node:https (about 6 ms in a
 * fresh process, where the first global fetch() costs about 50), that
 * - goes through HTTPS_PROXY / HTTP_PROXY unless NO_PROXY says not, with the runner's semantics
 *   (proxy.ts, loaded only when a proxy applies);
 * - never follows a redirect (the token must not go to another origin);
 * - asks for an uncompressed answer, refuses a compressed one, and reads at most maxBytes.
 */
import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import { TransportError, asTransportError, portOf } from './wire.js';

// http.ts reaches the error class through the lazily loaded module object.
export { TransportError } from './wire.js';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  /** POST and PUT carry a body; GET none. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  /** The request body; '' for none. */
  body: string;
  /** Aborts the attempt (its timeout). */
  signal: AbortSignal;
  /** The most body bytes read; a longer answer is a TransportError. */
  maxBytes: number;
  /** Proxy variables; process.env when not given. */
  env?: Record<string, string | undefined>;
  /** Name resolution for direct connections (tests resolve made-up names to loopback). */
  lookup?: LookupFunction;
}

/** Default cap of an answer's body: far above any real answer, far below a memory problem. */
export const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

const LOOPBACK = /^(localhost|127\.[\d.]+|\[::1\]|\[0:0:0:0:0:0:0:1\])$/i;

/**
 * The proxy for a URL, as the Actions runner and @actions/http-client decide it: loopback never,
 * NO_PROXY (or no_proxy) entries `*`, a host, `host:port`, or a domain (with or without a leading
 * dot) bypass it; else https_proxy/HTTPS_PROXY for https and http_proxy/HTTP_PROXY for http.
 */
export function proxyFor(url: URL, env: Record<string, string | undefined>): URL | undefined {
  const host = url.hostname;
  if (!host || LOOPBACK.test(host)) return undefined;
  const noProxy = env.no_proxy || env.NO_PROXY || '';
  if (noProxy) {
    const names = [host.toUpperCase(), `${host.toUpperCase()}:${portOf(url)}`];
    for (const raw of noProxy.split(',')) {
      const item = raw.trim().toUpperCase();
      if (!item) continue;
      if (
        item === '*' ||
        names.some(
          (n) => n === item || n.endsWith(`.${item}`) || (item.startsWith('.') && n.endsWith(item)),
        )
      ) {
        return undefined;
      }
    }
  }
  const value =
    url.protocol === 'https:'
      ? env.https_proxy || env.HTTPS_PROXY
      : env.http_proxy || env.HTTP_PROXY;
  if (!value) return undefined;
  // A bare `host:port` (which URL would read as a scheme) means an http proxy.
  const withScheme = /^https?:\/\//i.test(value) ? value : `http://${value}`;
  try {
    return new URL(withScheme);
  } catch {
    throw new TransportError(
      `the proxy address ${JSON.stringify(value)} (HTTPS_PROXY/HTTP_PROXY) is not a URL`,
    );
  }
}

/** Send a request to `url` and read the answer, within the limits above. */
export async function send(url: URL, options: SendOptions): Promise<HttpAnswer> {
  const proxy = proxyFor(url, options.env ?? process.env);
  const headers: Record<string, string> = { ...options.headers, 'accept-encoding': 'identity' };
  if (options.method !== 'GET') headers['content-length'] = String(Buffer.byteLength(options.body));
  let request: http.ClientRequest;
  if (proxy) {
    // Only runs behind a proxy load the tunnelling code.
    const { requestThroughProxy } = await import('./proxy.js');
    request = await requestThroughProxy(url, proxy, options.method, headers, options.signal);
  } else {
    const lib = url.protocol === 'https:' ? https : http;
    request = lib.request(url, {
      method: options.method,
      headers,
      signal: options.signal,
      agent: false,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    });
  }
  return exchange(request, options);
}

/** Send the body and read the answer, refusing compression and capping the size. */
function exchange(request: http.ClientRequest, options: SendOptions): Promise<HttpAnswer> {
  return new Promise<HttpAnswer>((resolve, reject) => {
    request.on('error', (error: NodeJS.ErrnoException) => reject(asTransportError(error)));
    request.on('response', (response) => {
      const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase();
      if (encoding !== 'identity') {
        response.destroy();
        reject(
          new TransportError(
            `the answer is compressed (content-encoding: ${encoding.slice(0, 40)}) although an uncompressed one was asked for; it was not read`,
            undefined,
            true,
          ),
        );
        return;
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (declared > options.maxBytes) {
        response.destroy();
        reject(tooLarge(options.maxBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          reject(tooLarge(options.maxBytes));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error: NodeJS.ErrnoException) => reject(asTransportError(error)));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.end(options.method === 'GET' ? undefined : options.body);
  });
}

function tooLarge(max: number): TransportError {
  return new TransportError(
    `the answer is larger than ${Math.round((max / 1024 / 1024) * 100) / 100} MiB; it was not read`,
    undefined,
    true,
  );
}
