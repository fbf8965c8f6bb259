import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server.js';

/**
 * A server on 127.0.0.1 that is not the service: a proxy's or a web server's error page, or an
 * API of another shape, at the address api-url names by mistake. It answers every request the
 * same way and records what it was asked.
 */
export class NotTheService extends LoopbackServer<string, never> {
  readonly requests: { method: string; path: string }[] = [];

  constructor(
    private readonly answer: { status: number; contentType: string; body: string },
    /** The path api-url names on it (`/v1` for a v1 run). */
    private readonly base = '',
  ) {
    super();
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}${this.base}`;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for await (const chunk of req) void chunk;
    this.requests.push({ method: req.method ?? '', path: req.url ?? '' });
    res.writeHead(this.answer.status, { 'content-type': this.answer.contentType });
    res.end(this.answer.body);
  }
}

/** An nginx-style error page, as a proxy or a typo in the path gets it. */
export const HTML_404 = {
  status: 404,
  contentType: 'text/html',
  body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
};

/** Another API's 404: JSON, but neither v1's plain text nor v2's error envelope. */
export const JSON_404 = {
  status: 404,
  contentType: 'application/json',
  body: '{"message":"Not Found","documentation_url":"https://example.test/rest"}',
};
