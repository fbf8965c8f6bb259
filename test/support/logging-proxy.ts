import { createServer, request, type Server } from 'node:http';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { AddressInfo, LookupFunction, Socket } from 'node:net';

/**
 * A forward proxy on 127.0.0.1 that logs what it is asked: plain requests (absolute URLs) are
 * forwarded, with every host sent to `upstream` (so made-up names like service.test reach the
 * fake service); CONNECT is logged and answered 502 (nothing is tunnelled anywhere).
 */
export class LoggingProxy {
  readonly log: { method: string; target: string; headers: Record<string, unknown> }[] = [];
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(private readonly upstreamPort: () => number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.log.push({ method: req.method ?? '', target: req.url ?? '', headers: req.headers });
      const target = new URL(req.url ?? '/');
      const upstream = request(
        {
          hostname: '127.0.0.1',
          port: this.upstreamPort(),
          path: target.pathname + target.search,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    this.server.on('connect', (req, socket: Socket) => {
      this.log.push({ method: 'CONNECT', target: req.url ?? '', headers: req.headers });
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/** service.test resolves to loopback, without DNS (a made-up name the proxy rules apply to). */
export const serviceTestLookup = ((hostname: string, options: object, callback: never) => {
  if (hostname !== 'service.test') return dnsLookup(hostname, options, callback);
  const cb = callback as (e: null, a: string | LookupAddress[], f?: number) => void;
  return (options as { all?: boolean }).all
    ? cb(null, [{ address: '127.0.0.1', family: 4 }])
    : cb(null, '127.0.0.1', 4);
}) as LookupFunction;
