import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePull {
  number: number;
  head: { sha: string; ref: string; repo: { full_name: string } };
  base: { sha: string; ref: string; repo: { full_name: string } };
  files: { filename: string; previous_filename?: string; status?: string }[];
  /** What the PR says it has (GitHub caps listFiles at 3,000). */
  changed_files?: number;
  state?: 'open' | 'closed';
}

/**
 * The few GitHub REST endpoints the action uses, on 127.0.0.1 at a random port: pulls.get,
 * pulls.list (by head), pulls.listFiles (paginated, capped at 3,000 like GitHub) and repos.get.
 */
export class FakeGitHub {
  readonly pulls: FakePull[] = [];
  readonly requests: { method: string; url: string; authorization?: string }[] = [];
  defaultBranch = 'main';
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.url);
      this.requests.push({
        method: req.method ?? '',
        url: url.pathname + url.search,
        authorization: req.headers.authorization,
      });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const parts = url.pathname.split('/').filter(Boolean); // repos/o/r/pulls/N/files
      if (parts[0] !== 'repos' || parts.length < 3) return send(404, { message: 'Not Found' });
      const fullName = `${parts[1]}/${parts[2]}`;
      if (parts.length === 3)
        return send(200, { full_name: fullName, default_branch: this.defaultBranch });
      if (parts[3] !== 'pulls') return send(404, { message: 'Not Found' });
      const view = (p: FakePull) => ({
        number: p.number,
        state: p.state ?? 'open',
        head: p.head,
        base: p.base,
        changed_files: p.changed_files ?? p.files.length,
      });
      if (parts.length === 4) {
        const head = url.searchParams.get('head');
        const state = url.searchParams.get('state') ?? 'open';
        const list = this.pulls.filter(
          (p) =>
            (state === 'all' || (p.state ?? 'open') === state) &&
            (!head || `${p.head.repo.full_name.split('/')[0]}:${p.head.ref}` === head),
        );
        return send(200, list.map(view));
      }
      const pr = this.pulls.find((p) => p.number === Number(parts[4]));
      if (!pr) return send(404, { message: 'Not Found' });
      if (parts.length === 5) return send(200, view(pr));
      if (parts[5] === 'files') {
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const capped = pr.files.slice(0, 3000);
        const slice = capped.slice((page - 1) * perPage, page * perPage);
        const last = Math.ceil(capped.length / perPage);
        const headers: Record<string, string> = {};
        if (page < last) {
          const next = new URL(url);
          next.searchParams.set('page', String(page + 1));
          headers.link = `<${next.toString()}>; rel="next"`;
        }
        return send(200, slice, headers);
      }
      return send(404, { message: 'Not Found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
