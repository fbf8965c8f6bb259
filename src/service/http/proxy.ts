/**
 * Requests through an HTTP(S) proxy, loaded only by runs that have one: plain http is sent to
 * the proxy with the absolute URL; https is tunnelled with CONNECT, and TLS is then made with
 * the service itself (the proxy sees only the host name and port).
 */
import * as http from 'node:http';
import * as https from 'node:https';
import * as tls from 'node:tls';
import { TransportError, asTransportError, portOf } from './wire.js';

function proxyHeaders(proxy: URL): Record<string, string> {
  if (!proxy.username) return {};
  const user = decodeURIComponent(proxy.username);
  const pass = decodeURIComponent(proxy.password);
  return {
    'proxy-authorization': `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
  };
}

/** A request to `url` through `proxy`, ready for its body. */
export async function requestThroughProxy(
  url: URL,
  proxy: URL,
  method: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<http.ClientRequest> {
  const proxyLib = proxy.protocol === 'https:' ? https : http;
  const proxyTarget = { hostname: proxy.hostname, port: portOf(proxy), agent: false as const };
  if (url.protocol === 'http:') {
    return proxyLib.request({
      ...proxyTarget,
      method,
      path: url.href,
      headers: { ...headers, host: url.host, ...proxyHeaders(proxy) },
      signal,
    });
  }
  const authority = `${url.hostname}:${portOf(url)}`;
  const socket = await new Promise<import('node:net').Socket>((resolve, reject) => {
    const connect = proxyLib.request({
      ...proxyTarget,
      method: 'CONNECT',
      path: authority,
      headers: { host: authority, ...proxyHeaders(proxy) },
      signal,
    });
    connect.on('connect', (response, tunnel) => {
      if (response.statusCode === 200) return resolve(tunnel);
      tunnel.destroy();
      reject(
        new TransportError(
          `the proxy ${proxy.host} refused to connect to ${authority} (${response.statusCode})`,
        ),
      );
    });
    connect.on('error', (error: NodeJS.ErrnoException) =>
      reject(asTransportError(error, `proxy ${proxy.host}`)),
    );
    connect.end();
  });
  return https.request(url, {
    method,
    headers,
    signal,
    agent: false,
    createConnection: () => tls.connect({ socket, servername: url.hostname }),
  });
}
