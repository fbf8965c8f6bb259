import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server.js';

/**
 * A fake of the GitHub Actions cache service v2 as @actions/cache 6 talks to it, on 127.0.0.1
 * at a random port: the twirp JSON service at ACTIONS_RESULTS_URL
 * (`/twirp/github.actions.results.api.v1.CacheService/{CreateCacheEntry,
 * FinalizeCacheEntryUpload,GetCacheEntryDownloadURL}`, bearer ACTIONS_RUNTIME_TOKEN), and the
 * blob store its signed URLs point to: Put Blob (the Azure SDK's single-shot upload, which the
 * library uses for archives up to 128 MiB) and a GET of the whole blob (the library's download
 * for a host that is not `*.blob.core.windows.net`).
 *
 * It keeps what the service keeps: an entry is reserved under key and version, uploaded to its
 * signed URL, then finalized with its size; only finalized entries are found. A lookup is the
 * key exactly, else the newest entry whose key starts with the key, else the newest whose key
 * starts with the first restore key that has one, always of the same version (GitHub's "cache
 * key matching"). Branch scopes are not modelled: every entry is visible to every lookup. Reserving a key and version again is twirp `already_exists`.
 * Requests are checked (token, signature, fields, sizes) and refused the way the service
 * refuses; faults are injected per operation.
 */

const SERVICE = 'github.actions.results.api.v1.CacheService';
const ACCOUNT = 'devstoreaccount1';
const CONTAINER = 'actions-cache';

export type CacheOperation =
  | 'CreateCacheEntry'
  | 'FinalizeCacheEntryUpload'
  | 'GetCacheEntryDownloadURL'
  | 'PutBlob'
  | 'GetBlob';

export type CacheFault =
  /** A twirp error (or, for the blob operations, a storage error) with this status. */
  | { status: number; code?: string; msg?: string }
  /** An answer exactly as given: a garbage body, a proxy's HTML page. */
  | { raw: { status: number; headers?: Record<string, string>; body: string } };

/** One request the fake answered. */
export interface CacheRequest {
  operation: CacheOperation | 'unknown';
  method: string;
  url: string;
  status: number;
}

/** An entry as the service holds it. */
export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  /** Order of finalization: a higher one is newer. Undefined while not finalized. */
  finalized?: number;
  data?: Buffer;
  readonly blob: string;
  readonly writeSignature: string;
  readonly readSignature: string;
}

type Json = Record<string, unknown>;

const TWIRP_STATUS: Record<string, number> = {
  invalid_argument: 400,
  malformed: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  already_exists: 409,
  internal: 500,
  unavailable: 503,
};

/** The request fields each method takes, as protobuf-ts writes them (proto names). */
const FIELDS: Record<string, readonly string[]> = {
  CreateCacheEntry: ['metadata', 'key', 'version'],
  FinalizeCacheEntryUpload: ['metadata', 'key', 'size_bytes', 'version'],
  GetCacheEntryDownloadURL: ['metadata', 'key', 'restore_keys', 'version'],
};

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class FakeCacheService extends LoopbackServer<CacheOperation, CacheFault> {
  /** The runtime token the fake accepts (ACTIONS_RUNTIME_TOKEN). */
  readonly token = `fake-runtime-token-${randomUUID()}`;
  readonly requests: CacheRequest[] = [];
  private readonly store: CacheEntry[] = [];
  private finalizations = 0;

  /** ACTIONS_RESULTS_URL: the service's root, with the trailing slash the runner gives it. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** The finalized entries, oldest first. */
  entries(): CacheEntry[] {
    return this.store
      .filter((entry) => entry.finalized !== undefined)
      .sort((a, b) => a.finalized! - b.finalized!);
  }

  /** Requests to one operation. */
  calls(operation: CacheOperation): CacheRequest[] {
    return this.requests.filter((request) => request.operation === operation);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const twirp = /^\/twirp\/([\w.]+)\/(\w+)$/.exec(url.pathname);
    const blob = new RegExp(`^/${ACCOUNT}/${CONTAINER}/([\\w-]+)$`).exec(url.pathname);
    let operation: CacheOperation | 'unknown' = 'unknown';
    if (twirp?.[1] === SERVICE && twirp[2]! in FIELDS) operation = twirp[2] as CacheOperation;
    else if (blob && method === 'PUT') operation = 'PutBlob';
    else if (blob && method === 'GET') operation = 'GetBlob';
    const record: CacheRequest = { operation, method, url: url.href, status: 0 };
    this.requests.push(record);
    res.on('finish', () => (record.status = res.statusCode));

    if (operation === 'unknown') {
      return this.twirpError(
        res,
        new Refusal('not_found', `no route for ${method} ${url.pathname}`),
      );
    }
    const fault = this.nextFault(operation);
    if (fault && 'raw' in fault) {
      res.writeHead(fault.raw.status, fault.raw.headers ?? {});
      return void res.end(fault.raw.body);
    }
    if (fault) {
      const refusal = new Refusal(fault.code ?? 'internal', fault.msg ?? 'injected fault');
      if (operation === 'PutBlob' || operation === 'GetBlob') {
        return this.storageError(res, refusal, fault.status);
      }
      return this.twirpError(res, refusal, fault.status);
    }
    try {
      if (operation === 'PutBlob') return this.putBlob(req, res, url, blob![1]!, body);
      if (operation === 'GetBlob') return this.getBlob(res, url, blob![1]!);
      this.authorize(req, method);
      const request = this.twirpRequest(req, operation, body);
      const answer =
        operation === 'CreateCacheEntry'
          ? this.create(request)
          : operation === 'FinalizeCacheEntryUpload'
            ? this.finalize(request)
            : this.lookup(request);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (operation === 'PutBlob' || operation === 'GetBlob') this.storageError(res, error);
      else this.twirpError(res, error);
    }
  }

  private authorize(req: IncomingMessage, method: string): void {
    if (method !== 'POST') throw new Refusal('malformed', `twirp takes POST, not ${method}`);
    if (req.headers.authorization !== `Bearer ${this.token}`) {
      throw new Refusal('unauthenticated', 'the runtime token is missing or wrong');
    }
  }

  /** The JSON body, with only the method's fields, and the key and version every method needs. */
  private twirpRequest(req: IncomingMessage, operation: string, body: Buffer): Json {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new Refusal('malformed', 'the fake speaks twirp JSON only');
    }
    let request: unknown;
    try {
      request = JSON.parse(body.toString('utf8'));
    } catch {
      throw new Refusal('malformed', 'the body is not JSON');
    }
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new Refusal('malformed', 'the body is not a JSON object');
    }
    const unknown = Object.keys(request).filter((field) => !FIELDS[operation]!.includes(field));
    if (unknown.length > 0) {
      throw new Refusal('malformed', `unknown fields ${unknown.join(', ')} for ${operation}`);
    }
    const { key, version } = request as Json;
    if (typeof key !== 'string' || key === '' || key.length > 512 || key.includes(',')) {
      throw new Refusal('invalid_argument', `key ${JSON.stringify(key)} is not a cache key`);
    }
    if (typeof version !== 'string' || !/^[0-9a-f]{64}$/.test(version)) {
      throw new Refusal('invalid_argument', `version ${JSON.stringify(version)} is not a sha256`);
    }
    return request as Json;
  }

  private create(request: Json): Json {
    const { key, version } = request as { key: string; version: string };
    if (this.store.some((entry) => entry.key === key && entry.version === version)) {
      throw new Refusal(
        'already_exists',
        'cache entry with the same key, version, and scope already exists',
      );
    }
    const entry: CacheEntry = {
      id: this.store.length + 1,
      key,
      version,
      blob: randomUUID(),
      writeSignature: randomUUID(),
      readSignature: randomUUID(),
    };
    this.store.push(entry);
    return { ok: true, signed_upload_url: this.blobUrl(entry, 'cw', entry.writeSignature) };
  }

  private finalize(request: Json): Json {
    const { key, version, size_bytes: size } = request as Json;
    const entry = this.store.find((e) => e.key === key && e.version === version);
    if (!entry || entry.finalized !== undefined) {
      throw new Refusal('not_found', `no cache entry reserved for key ${String(key)}`);
    }
    if (typeof size !== 'string' || !/^\d+$/.test(size)) {
      throw new Refusal('invalid_argument', `size_bytes ${JSON.stringify(size)} is not an int64`);
    }
    if (!entry.data) throw new Refusal('invalid_argument', 'nothing was uploaded for this entry');
    if (Number(size) !== entry.data.length) {
      throw new Refusal(
        'invalid_argument',
        `size_bytes is ${size} but ${entry.data.length} bytes were uploaded`,
      );
    }
    entry.finalized = ++this.finalizations;
    return { ok: true, entry_id: String(entry.id) };
  }

  private lookup(request: Json): Json {
    const { key, version, restore_keys: restoreKeys = [] } = request as Json;
    if (!Array.isArray(restoreKeys) || restoreKeys.some((k) => typeof k !== 'string')) {
      throw new Refusal('invalid_argument', 'restore_keys is not a list of strings');
    }
    const candidates = this.entries().filter((entry) => entry.version === version);
    const newest = (prefix: string) =>
      candidates.filter((entry) => entry.key.startsWith(prefix)).at(-1);
    // As the service documents it: the key exactly, then the key as a prefix, then each
    // restore key as a prefix, in order; among prefix matches the newest.
    let found = candidates.find((entry) => entry.key === key) ?? newest(key as string);
    for (const prefix of restoreKeys as string[]) {
      if (found) break;
      found = newest(prefix);
    }
    if (!found) return { ok: false };
    return {
      ok: true,
      signed_download_url: this.downloadUrl(found),
      matched_key: found.key,
    };
  }

  /** The signed URL a lookup that found `entry` would give. */
  downloadUrl(entry: CacheEntry): string {
    return this.blobUrl(entry, 'r', entry.readSignature);
  }

  private blobUrl(entry: CacheEntry, permissions: string, signature: string): string {
    const query = new URLSearchParams({ sv: '2025-01-05', sr: 'b', sp: permissions });
    query.set('sig', signature);
    return `${this.url}${ACCOUNT}/${CONTAINER}/${entry.blob}?${query}`;
  }

  /** The entry a signed URL names, when the signature is the one issued for this permission. */
  private signed(url: URL, blob: string, permission: 'w' | 'r'): CacheEntry {
    const entry = this.store.find((e) => e.blob === blob);
    const signature = permission === 'w' ? entry?.writeSignature : entry?.readSignature;
    if (!entry || url.searchParams.get('sig') !== signature) {
      throw new Refusal('permission_denied', 'the signature does not match');
    }
    return entry;
  }

  /** Put Blob: a whole block blob in one request, before the entry is finalized. */
  private putBlob(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    blob: string,
    body: Buffer,
  ): void {
    const entry = this.signed(url, blob, 'w');
    if (url.searchParams.has('comp')) {
      throw new Refusal('invalid_argument', `the fake has no ${url.searchParams.get('comp')}`);
    }
    if (req.headers['x-ms-blob-type'] !== 'BlockBlob') {
      throw new Refusal('invalid_argument', 'x-ms-blob-type must be BlockBlob');
    }
    if (Number(req.headers['content-length']) !== body.length) {
      throw new Refusal('invalid_argument', 'Content-Length does not match the body');
    }
    if (entry.finalized !== undefined) {
      throw new Refusal('permission_denied', 'the entry is finalized');
    }
    entry.data = body;
    const md5 = createHash('md5').update(body).digest('base64');
    res.writeHead(201, {
      etag: `"0x${createHash('sha1').update(body).digest('hex').slice(0, 16).toUpperCase()}"`,
      'last-modified': 'Wed, 25 Nov 2026 00:00:00 GMT',
      'content-md5': md5,
      'x-ms-request-id': randomUUID(),
      'x-ms-version': '2025-01-05',
      'x-ms-request-server-encrypted': 'true',
    });
    res.end();
  }

  /** Get Blob: the whole finalized blob. */
  private getBlob(res: ServerResponse, url: URL, blob: string): void {
    const entry = this.signed(url, blob, 'r');
    if (entry.finalized === undefined || !entry.data) {
      throw new Refusal('not_found', 'the blob does not exist');
    }
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': String(entry.data.length),
      'x-ms-blob-type': 'BlockBlob',
    });
    res.end(entry.data);
  }

  private twirpError(res: ServerResponse, refusal: Refusal, status?: number): void {
    res.writeHead(status ?? TWIRP_STATUS[refusal.code] ?? 500, {
      'content-type': 'application/json',
    });
    res.end(JSON.stringify({ code: refusal.code, msg: refusal.message }));
  }

  /** Azure Storage's error form: XML and x-ms-error-code. */
  private storageError(res: ServerResponse, refusal: Refusal, status?: number): void {
    const code =
      refusal.code === 'permission_denied'
        ? 'AuthenticationFailed'
        : refusal.code === 'not_found'
          ? 'BlobNotFound'
          : refusal.code === 'internal'
            ? 'InternalError'
            : 'InvalidInput';
    res.writeHead(status ?? TWIRP_STATUS[refusal.code] ?? 500, {
      'content-type': 'application/xml',
      'x-ms-error-code': code,
    });
    res.end(
      `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code>` +
        `<Message>${refusal.message}</Message></Error>`,
    );
  }
}
