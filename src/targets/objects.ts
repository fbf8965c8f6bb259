import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { GitError } from '../errors.js';
import { errorOutputLine } from '../format.js';
import type { GitRunner } from './diff/git.js';

interface Request {
  spec: string;
  resolve(text: string | undefined): void;
  reject(error: Error): void;
}

const FULL_OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Object names per `git fetch` (a command line stays far below its limit). */
const FETCH_CHUNK = 1000;

export interface ObjectReaderOptions {
  /** Where a partial clone's missing blobs come from. */
  remote?: string;
  /** The repository is a partial clone (`--filter=blob:none`): blobs may be left out. */
  partial?: boolean;
}

/**
 * Reads blobs through one long-lived `git cat-file --batch` (never a process per file): a
 * request is `<object>\n`, an answer `<oid> <type> <size>\n<content>\n` or
 * `<object> missing\n`, in the order asked. The requests of one turn (a Promise.all over the
 * manifests) go to git in one write.
 *
 * In a partial clone with a sparse checkout, the blobs outside the sparse paths were left out,
 * and cat-file would fetch each one it is asked for with a `git fetch` of its own: a round trip
 * per manifest. So the objects of a turn are fetched first, together, in one `git fetch` of just
 * those blobs, which does nothing (and does not reach the remote) when all of them are here.
 */
export class ObjectReader {
  private child: ChildProcessWithoutNullStreams | undefined;
  /** Requests written and not yet answered, in order (a queue: shift is O(1)). */
  private readonly waiting = new Queue<Request>();
  private chunks: Buffer[] = [];
  private length = 0;
  private body: { size: number; blob: boolean; header: string } | undefined;
  private stderr = '';
  private closed = false;
  /** Requests of this turn, not yet written. */
  private turn: Request[] = [];
  /** Turns being written (after their fetch). */
  private writing = 0;
  private readonly remote: string;
  private readonly partial: boolean;

  /**
   * @param git runs git in the workspace
   * @param prefix arguments before the command (`-C <submodule>`)
   */
  constructor(
    private readonly git: GitRunner,
    private readonly prefix: readonly string[] = [],
    options: ObjectReaderOptions = {},
  ) {
    this.remote = options.remote ?? 'origin';
    this.partial = options.partial ?? false;
  }

  /** A blob's text (UTF-8), or undefined when git does not have it. */
  read(spec: string): Promise<string | undefined> {
    if (spec.includes('\n')) {
      return Promise.reject(new Error(`cannot ask git cat-file for ${JSON.stringify(spec)}`));
    }
    if (!this.git.start) return this.readAlone(spec);
    if (this.closed) {
      return Promise.reject(new Error(`git cat-file was closed before ${spec} was asked`));
    }
    return new Promise((resolve, reject) => {
      if (this.turn.length === 0) queueMicrotask(() => void this.flush());
      this.turn.push({ spec, resolve, reject });
    });
  }

  /** Starts the process ahead of the first read, so that its start overlaps other work. */
  start(): void {
    if (this.git.start && !this.closed) this.process();
  }

  /**
   * Ends the process once what was asked is written: it answers that, and exits when its stdin
   * closes. Reads asked after this fail (no process is left behind).
   */
  close(): void {
    this.closed = true;
    if (this.turn.length === 0 && this.writing === 0) this.child?.stdin.end();
  }

  private async flush(): Promise<void> {
    const requests = this.turn;
    this.turn = [];
    this.writing++;
    try {
      if (this.partial)
        await this.prefetch([
          ...new Set(requests.map((r) => r.spec).filter((s) => FULL_OID.test(s))),
        ]);
      const child = this.process();
      for (const request of requests) this.waiting.push(request);
      child.stdin.write(requests.map((r) => `${r.spec}\n`).join(''));
    } catch (error) {
      for (const request of requests) request.reject(error as Error);
    } finally {
      this.writing--;
      if (this.closed && this.turn.length === 0 && this.writing === 0) this.child?.stdin.end();
    }
  }

  /**
   * What git runs to fetch a missing object of a partial clone, for many at once. A failure is
   * left to cat-file, which tries each object itself.
   */
  private async prefetch(oids: string[]): Promise<void> {
    for (let i = 0; i < oids.length; i += FETCH_CHUNK) {
      await this.git.tryRun([
        ...this.prefix,
        '-c',
        'fetch.negotiationAlgorithm=noop',
        'fetch',
        '--no-tags',
        '--no-write-fetch-head',
        '--recurse-submodules=no',
        '--quiet',
        '--end-of-options',
        this.remote,
        ...oids.slice(i, i + FETCH_CHUNK),
      ]);
    }
  }

  private process(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    this.stderr = '';
    const args = [...this.prefix, 'cat-file', '--batch'];
    const child = this.git.start!(args);
    this.child = child;
    child.stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.length += chunk.length;
      this.pump();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (this.stderr.length < 2000) this.stderr += chunk.toString();
    });
    const fail = (error: Error) => {
      if (this.child === child) this.child = undefined;
      for (const request of this.waiting.drain()) request.reject(error);
      this.chunks = [];
      this.length = 0;
      this.body = undefined;
    };
    child.on('error', (error) =>
      fail(
        new GitError(`git ${args.join(' ')} failed: ${error.message}`, args, null, error.message),
      ),
    );
    child.stdin.on('error', () => undefined); // the 'close' below reports it
    child.on('close', (code) => {
      if (this.waiting.length === 0 && code === 0) {
        if (this.child === child) this.child = undefined;
        return;
      }
      const stderr = this.stderr.trim();
      fail(
        new GitError(
          `git ${args.join(' ')} failed (exit ${code ?? 'unknown'}): ${errorOutputLine(stderr) || 'it ended before answering'}`,
          args,
          code,
          stderr,
        ),
      );
    });
    return child;
  }

  /** Bytes [0, n) of what has arrived, removed from it. */
  private take(n: number): Buffer {
    const all =
      this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    const rest = all.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, n);
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      if (!this.body) {
        if (this.length === 0) return;
        if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.length)];
        const newline = this.chunks[0]!.indexOf(10);
        if (newline === -1) return;
        const header = this.take(newline + 1)
          .toString('utf8', 0, newline)
          .trimEnd();
        if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
          this.waiting.shift()!.resolve(undefined);
          continue;
        }
        const [, type, size] = header.split(' ');
        const bytes = Number(size);
        if (!type || !Number.isSafeInteger(bytes)) {
          const error = new Error(`unexpected answer of git cat-file: ${JSON.stringify(header)}`);
          for (const request of this.waiting.drain()) request.reject(error);
          this.child?.kill();
          return;
        }
        this.body = { size: bytes, blob: type === 'blob', header };
      }
      // The content and the newline after it.
      if (this.length < this.body.size + 1) return;
      const { size, blob, header } = this.body;
      this.body = undefined;
      const content = this.take(size + 1);
      const request = this.waiting.shift()!;
      if (blob) request.resolve(content.toString('utf8', 0, size));
      else request.reject(new Error(`${request.spec} is not a file (git cat-file: ${header})`));
    }
  }

  /** Without a long-lived process (a test double's runner): one `git cat-file` per object. */
  private async readAlone(spec: string): Promise<string | undefined> {
    const result = await this.git.tryRun([...this.prefix, 'cat-file', 'blob', spec]);
    return result.ok ? result.stdout : undefined;
  }
}

/**
 * A first-in first-out queue whose shift is O(1): the requests of a turn may be tens of
 * thousands (every Python file of a large repository), where Array#shift is O(n) each.
 */
class Queue<T> {
  private items: T[] = [];
  private head = 0;
  get length(): number {
    return this.items.length - this.head;
  }
  push(item: T): void {
    this.items.push(item);
  }
  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head++];
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
  /** Every item, the queue left empty. */
  drain(): T[] {
    const rest = this.items.slice(this.head);
    this.items = [];
    this.head = 0;
    return rest;
  }
}

/**
 * Whether the repository whose `.git` is at `dotGit` (a directory, or a file naming one, as in a
 * submodule) is a partial clone: a promisor remote in its config. Read from the file, not asked
 * of git (a process less); a repository this misses still works, git fetching objects one by one.
 */
export function isPartialClone(dotGit: string): boolean {
  let gitDir = dotGit;
  const pointer = readText(dotGit);
  if (pointer !== undefined) {
    const match = /^gitdir:\s*(.+?)\s*$/m.exec(pointer);
    if (!match) return false;
    gitDir = path.resolve(path.dirname(dotGit), match[1]!);
  }
  const config = readText(path.join(gitDir, 'config'));
  return config !== undefined && /^\s*(?:promisor\s*=\s*true|partialclone\s*=)/im.test(config);
}

/** A file's text; undefined when it is missing or a directory. */
function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
