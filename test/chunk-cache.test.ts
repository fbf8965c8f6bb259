/**
 * The chunks' code cache (doors/chunk-cache.ts): a chunk in webpack's form is compiled by node:vm
 * with the cache its last run left, the cache is written at exit only when there was none or V8
 * refused it, and it is used only for the very chunk it was taken from: a chunk changed to
 * another of the same length (V8's own check) is compiled anew. The bundles hook webpack's chunk
 * loader to it. (Both doors run twice with the cache, writing their entries once and answering
 * the same: test/compile-cache.test.ts.)
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HOOKED_IMPORT, LOADER_IMPORT, shiftLine } from '../scripts/chunk-hook.mjs';
import {
  cacheChunks,
  cachedDataFor,
  cacheEntry,
  chunkLoader,
  writePending,
  chunkScript,
  LOAD_CHUNK,
  profileName,
  shortHash,
  type ChunkExports,
} from '../src/doors/chunk-cache.js';
import { removeDir, tempDir } from './support/git-repo.js';

let root: string;
let dirs = 0;
beforeAll(() => {
  root = tempDir('mq-chunk-cache-');
});
afterAll(() => removeDir(root));

/** A fresh directory under the test's root, mode 0700 as compile-cache.ts makes its own. */
function fresh(name: string): string {
  const dir = path.join(root, `${name}-${dirs++}`);
  mkdirSync(dir);
  chmodSync(dir, 0o700);
  return dir;
}

/** A chunk as ncc writes it, whose module 7 sets `exports.value` to what `body` returns. */
function chunk(body: string, id = 42): string {
  return (
    `export const id = ${id};\nexport const ids = [${id}];\nexport const modules = {\n\n` +
    `/***/ 7:\n/***/ ((module, exports) => {\n\nexports.value = (() => { ${body} })();\n\n/***/ })\n\n};\n`
  );
}

/** What module 7 of the loaded chunk exports. */
function valueOf(exports: ChunkExports): unknown {
  const modules = exports.modules as Record<number, (m: object, e: { value?: unknown }) => void>;
  const out: { value?: unknown } = {};
  modules[7]!({}, out);
  return out.value;
}

describe('a chunk as a script', () => {
  it("keeps webpack's exports and the chunk's lines, and is strict as a module is", () => {
    const text = chunk("return 'x';");
    const script = chunkScript(Buffer.from(text))!.toString();
    const lines = script.split('\n').slice(1, -1);
    expect(lines.join('\n')).toBe(
      text
        .replace(/^export const id /m, 'exports.id      ')
        .replace(/^export const ids /m, 'exports.ids      ')
        .replace(/^export const modules /m, 'exports.modules      '),
    );
    // every line as long as it was: a column of the chunk is a column of the script
    expect(lines.map((line) => line.length)).toEqual(text.split('\n').map((line) => line.length));
    expect(script.startsWith('(function (exports) {"use strict";\n')).toBe(true);
  });

  it('is not made of another form, a fourth export, or a chunk that uses import.meta', () => {
    const scriptOf = (text: string) => chunkScript(Buffer.from(text));
    expect(scriptOf('export default 1;\n')).toBeUndefined();
    expect(scriptOf(`${chunk('return 1;')}export const runtime = 1;\n`)).toBeUndefined();
    expect(scriptOf(chunk('return import.meta.url;'))).toBeUndefined();
  });
});

describe('the cache of a chunk', () => {
  it('is written after the run, read by the next, and not written again', async () => {
    const bundle = fresh('bundle');
    const cache = fresh('cache');
    writeFileSync(path.join(bundle, '42.index.js'), chunk("return 'first';"));
    const first = chunkLoader(bundle, cache, 'action-upload');
    expect(valueOf((await first.load('42.index.js'))!)).toBe('first');
    expect(first.pending).toHaveLength(1);
    expect(readdirSync(cache)).toEqual([]);
    writePending(first.pending);
    const entry = path.join(cache, 'action-upload-42.index.js');
    expect(statSync(entry).mode & 0o777).toBe(0o600);
    expect(readdirSync(cache)).toEqual(['action-upload-42.index.js']);

    const second = chunkLoader(bundle, cache, 'action-upload');
    expect(valueOf((await second.load('42.index.js'))!)).toBe('first');
    expect(second.pending).toEqual([]);
  });

  it('is not used for a chunk changed to another of the same length', async () => {
    const bundle = fresh('bundle');
    const cache = fresh('cache');
    const file = path.join(bundle, '42.index.js');
    writeFileSync(file, chunk("return 'aaaa';"));
    const first = chunkLoader(bundle, cache, 'p');
    await first.load('42.index.js');
    writePending(first.pending);
    const changed = chunk("return 'bbbb';");
    expect(changed.length).toBe(readFileSync(file, 'utf8').length);
    writeFileSync(file, changed);
    const second = chunkLoader(bundle, cache, 'p');
    expect(valueOf((await second.load('42.index.js'))!)).toBe('bbbb');
    expect(second.pending).toHaveLength(1);
    writePending(second.pending);
    expect(
      cachedDataFor(path.join(cache, 'p-42.index.js'), chunkScript(Buffer.from(changed))!),
    ).toBeDefined();
  });

  it('does not use an entry whose data was damaged on disk, and writes it again', async () => {
    const bundle = fresh('bundle');
    const cache = fresh('cache');
    writeFileSync(path.join(bundle, '42.index.js'), chunk("return 'whole';"));
    const first = chunkLoader(bundle, cache, 'p');
    await first.load('42.index.js');
    writePending(first.pending);
    const entry = path.join(cache, 'p-42.index.js');
    const stored = readFileSync(entry);
    const at = stored.length - 7;
    stored.writeUInt8(stored.readUInt8(at) ^ 0x01, at);
    writeFileSync(entry, stored);
    const second = chunkLoader(bundle, cache, 'p');
    expect(valueOf((await second.load('42.index.js'))!)).toBe('whole');
    expect(second.pending).toHaveLength(1);
    writePending(second.pending);
    const third = chunkLoader(bundle, cache, 'p');
    await third.load('42.index.js');
    expect(third.pending).toEqual([]);
  });

  it('answers the same from an entry whose V8 data is garbage (V8 refuses it), and writes it again', async () => {
    const bundle = fresh('bundle');
    const cache = fresh('cache');
    const source = Buffer.from(chunk('return 40 + 2;'));
    writeFileSync(path.join(bundle, '42.index.js'), source);
    writeFileSync(
      path.join(cache, 'p-42.index.js'),
      cacheEntry(chunkScript(source)!, Buffer.alloc(4096, 7)),
    );
    const loader = chunkLoader(bundle, cache, 'p');
    expect(valueOf((await loader.load('42.index.js'))!)).toBe(42);
    expect(loader.pending).toHaveLength(1);
  });

  it('is read only from an entry of its own form', () => {
    const script = chunkScript(Buffer.from(chunk('return 1;')))!;
    const data = Buffer.alloc(64, 1);
    const cache = fresh('cache');
    let entries = 0;
    /** V8's data as the loader reads it from `entry`, written to a file. */
    const read = (entry: Buffer) => {
      const file = path.join(cache, `entry-${entries++}`);
      writeFileSync(file, entry);
      return cachedDataFor(file, script);
    };
    expect(read(cacheEntry(script, data))).toEqual(data);
    const other = cacheEntry(script, data);
    other.writeUInt8(other.readUInt8(0) ^ 1, 0);
    expect(read(other)).toBeUndefined();
    expect(read(cacheEntry(script, Buffer.alloc(0)))).toBeUndefined();
    expect(read(cacheEntry(script, data).subarray(0, -1))).toBeUndefined();
    expect(read(Buffer.concat([cacheEntry(script, data), Buffer.alloc(1)]))).toBeUndefined();
    // the copy of the script compared byte for byte, past the first piece read too
    const long = chunkScript(Buffer.from(chunk(`return '${'x'.repeat(200_000)}';`)))!;
    const changed = Buffer.from(long);
    changed.writeUInt8(0x79, 150_000);
    const file = path.join(cache, 'long');
    writeFileSync(file, cacheEntry(long, data));
    expect(cachedDataFor(file, long)).toEqual(data);
    expect(cachedDataFor(file, changed)).toBeUndefined();
    // V8 checks nothing of its data in a release build: a copy damaged on disk is refused here.
    for (const from of ['first', 'second'] as const) {
      const damaged = cacheEntry(script, data);
      const at = damaged.length - (from === 'first' ? 2 * data.length : data.length) + 5;
      damaged.writeUInt8(damaged.readUInt8(at) ^ 0x10, at);
      expect(read(damaged), from).toBeUndefined();
    }
    expect(read(Buffer.alloc(3))).toBeUndefined();
    expect(cachedDataFor(path.join(cache, 'none'), script)).toBeUndefined();
  });

  it('leaves to webpack a chunk it cannot compile, one of another form, and a missing file', () => {
    const bundle = fresh('bundle');
    const cache = fresh('cache');
    writeFileSync(path.join(bundle, '1.index.js'), chunk('return (;'));
    writeFileSync(path.join(bundle, '2.index.js'), 'export const x = 1;\n');
    const loader = chunkLoader(bundle, cache, 'p');
    expect(loader.load('1.index.js')).toBeUndefined();
    expect(loader.load('2.index.js')).toBeUndefined();
    expect(loader.load('3.index.js')).toBeUndefined();
    expect(loader.pending).toEqual([]);
  });

  it("reports an error at the chunk's own file and line, and runs strict", async () => {
    const bundle = fresh('bundle');
    const cache = fresh('cache');
    const text = chunk("throw new Error('here');");
    writeFileSync(path.join(bundle, '42.index.js'), text);
    const line = text.split('\n').findIndex((l) => l.includes('throw')) + 1;
    const loader = chunkLoader(bundle, cache, 'p');
    const exports = (await loader.load('42.index.js'))!;
    const thrown = (() => {
      try {
        valueOf(exports);
      } catch (error) {
        return error as Error;
      }
      return undefined;
    })();
    expect(line).toBe(8);
    expect(thrown?.stack).toContain(`${path.join(bundle, '42.index.js')}:${line}:`);
    writeFileSync(path.join(bundle, '43.index.js'), chunk('undeclared = 1; return 1;', 43));
    const strict = (await loader.load('43.index.js'))!;
    expect(() => valueOf(strict)).toThrow(ReferenceError);
  });

  it('names its entries by door, command and bundle directory, a command of other characters as other', () => {
    expect(shortHash('/runner/_actions/o/r/v1/dist')).toMatch(/^[0-9a-f]{8}$/);
    expect(shortHash('/runner/_actions/o/r/v1/dist')).not.toBe(
      shortHash('/runner/_actions/o/r/v2/dist'),
    );
    expect(shortHash('')).toBe('811c9dc5');
    expect(profileName('upload-impacted-targets')).toBe('upload-impacted-targets');
    expect(profileName(' Get-Pull-Request ')).toBe('get-pull-request');
    expect(profileName(undefined)).toBe('other');
    expect(profileName('../../etc')).toBe('other');
    expect(profileName('--version')).toBe('other');
  });

  it('is kept in a directory of its own per Node version, mode 0700, and installs the loader', () => {
    const cache = fresh('cache');
    const saved = (globalThis as Record<symbol, unknown>)[LOAD_CHUNK];
    try {
      cacheChunks(cache, fresh('bundle'), 'cli', 'get-queue');
      const dir = path.join(cache, `chunks-${process.version}-${process.arch}`);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(typeof (globalThis as Record<symbol, unknown>)[LOAD_CHUNK]).toBe('function');
    } finally {
      (globalThis as Record<symbol, unknown>)[LOAD_CHUNK] = saved;
    }
  });
});

describe('the hook in the bundles', () => {
  it("is in both entries once, with webpack's import as the fallback", () => {
    for (const entry of [inject('bundle'), inject('cliBundle')]) {
      const text = readFileSync(entry, 'utf8');
      expect(text.split(HOOKED_IMPORT)).toHaveLength(2);
      expect(text.split(LOADER_IMPORT)).toHaveLength(2);
    }
  });

  it('takes the chunks each entry loads first: none uses import.meta, or any form but three exports', () => {
    for (const entry of [inject('bundle'), inject('cliBundle')]) {
      const ids = [...readFileSync(entry, 'utf8').matchAll(/__nccwpck_require__\.e\((\d+)\)/g)];
      expect(ids.length).toBeGreaterThan(0);
      for (const [, id] of ids) {
        const chunk = readFileSync(path.join(path.dirname(entry), `${id}.index.js`));
        expect(chunkScript(chunk), `${entry}: chunk ${id}`).toBeDefined();
      }
    }
  });

  it("moves the line's later source-map segments with it", () => {
    // segments at columns 0, 10 and 30 on line 1; the change at column 5 moves 10 and 30 by 4
    expect(shiftLine('AAAA;AAAA,UAAA,oBAAA', 1, 5, 4)).toBe('AAAA;AAAA,cAAA,oBAAA');
    expect(shiftLine('AAAA;AAAA', 1, 5, 4)).toBe('AAAA;AAAA');
  });
});
