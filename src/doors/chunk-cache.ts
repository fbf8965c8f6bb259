/**
 * The bundle's chunks compiled with a V8 code cache taken at the end of the run, so that the
 * functions the run called are in it (docs/performance.md, "The chunks' code cache").
 *
 * Node's compile cache (compile-cache.ts) serializes a module's code as soon as the module is
 * compiled: V8 has compiled only the module's top level and the functions it compiles eagerly
 * then, so every function a run calls later is parsed and compiled again on every run (a small
 * upload spends several milliseconds on it). Here the entry loads each chunk itself, as a script
 * compiled by node:vm with the code cache of the last run, and when there was none, or V8
 * refused it (another Node, other flags), writes the cache at exit, from the script as the run
 * left it: its top level and every function the run called.
 *
 * Where it is used: only where Node's compile cache is on in our private directory (the same
 * rules: not on a GitHub-hosted runner for the action, not with NODE_DISABLE_COMPILE_CACHE or
 * the user's own NODE_COMPILE_CACHE), in a subdirectory per Node version and architecture. A
 * cache entry holds a copy of the chunk it was taken from, and is used only when the chunk is
 * the same byte for byte (V8's own check compares the length alone). Each door and command has
 * its own entries (what a run compiles depends on the command it runs), and so has each bundle
 * directory (two versions of the action on one runner).
 *
 * The entry's chunk loader (webpack's runtime, as scripts/chunk-hook.mjs leaves it) asks
 * `globalThis[LOAD_CHUNK]` first and imports the chunk as an ES module whenever that answers
 * undefined: a chunk in another form than webpack's three exports, one that uses `import.meta`,
 * or one whose file cannot be read. A cache that cannot be read or written changes nothing but
 * the time.
 *
 * Only node:buffer, node:fs, node:path and node:vm here: this is in the entry, compiled on every
 * run before any cache is read.
 */
import { isAscii } from 'node:buffer';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { Script } from 'node:vm';
import { TIERS, type Tiers } from '../tiers.js';

/** The global the patched chunk loader asks: a function of the chunk's file name. */
export const LOAD_CHUNK = Symbol.for('merge-queue-connect.load-chunk');

/** webpack's chunk as ncc writes it: three exports, then the modules' object to the end. */
const CHUNK_HEAD =
  /^export const id = [^;\n]*;\nexport const ids = [^;\n]*;\nexport const modules = /;

// The script around a chunk's text: its own first line (so lineOffset -1 keeps the chunk's lines
// where they are), strict as an ES module is, and the exports as assignments, each as long as
// the declaration it replaces (`export const id = ` becomes `exports.id      = `), so that the
// chunk is made a script in the buffer it was read into, and every column stays where it was.
const PREFIX = Buffer.from('(function (exports) {"use strict";\n');
const SUFFIX = Buffer.from('\n})');
const EXPORT = 'export const ';
const EXPORTS = 'exports.';
const PADDING = ' '.repeat(EXPORT.length - EXPORTS.length);

/**
 * The start of every cache entry: a name, a version, and the script's form, so that an entry
 * written for another form is never read (V8 checks the script's length alone). Then the
 * script's length and V8's data's length (4 bytes each), the script, and V8's data twice.
 *
 * Twice, because V8 checks nothing of the data itself in a release build (its checksum is for
 * debug builds), and data damaged on disk could make a run crash or compute a wrong answer on
 * every run after. Node's compile cache keeps a CRC of its entries for this; here a CRC would
 * need node:zlib, about 5 ms to load, and comparing the two copies costs a fraction of a
 * millisecond.
 */
const STAMP = Buffer.from(
  `merge-queue-connect chunk cache 3\n${PREFIX}${EXPORTS}id${PADDING}${SUFFIX}\n`,
);
const START = STAMP.length + 8;

/** What a chunk exports to webpack's runtime. */
export type ChunkExports = { id: unknown; ids: unknown; modules: unknown };
export type LoadChunk = (file: string) => Promise<ChunkExports> | undefined;

/** V8's flags as tiers.ts changed them, when it did: each chunk's cache is taken under its own. */
const tiers = () => (globalThis as Record<symbol, Tiers | undefined>)[TIERS];

/** A chunk compiled this run whose cache is to be written at exit. */
interface Pending {
  script: Script;
  source: Buffer;
  entry: string;
  /** TurboFan was off when it was compiled. */
  turbofanOff: boolean;
}

/**
 * Makes `script` (PREFIX, a chunk, SUFFIX, as readScript reads it) the script compiled here, in
 * place; false when the chunk is not in webpack's form of three exports, or uses `import.meta`.
 */
function makeScript(script: Buffer): boolean {
  const start = PREFIX.length;
  const head = CHUNK_HEAD.exec(script.toString('latin1', start, start + 256));
  if (!head) return false;
  const rest = start + head[0].length;
  if (script.includes('\nexport ', rest) || script.includes('import.meta', rest)) return false;
  script.write(
    head[0].replace(/^export const (\w+)/gm, (_, name: string) => EXPORTS + name + PADDING),
    start,
    'latin1',
  );
  return true;
}

/** The script a chunk becomes (its lines and columns where they were: lineOffset -1), or undefined. */
export function chunkScript(chunk: Buffer): Buffer | undefined {
  const script = Buffer.concat([PREFIX, chunk, SUFFIX]);
  return makeScript(script) ? script : undefined;
}

/**
 * The file's bytes between PREFIX and SUFFIX, in one buffer; undefined when it cannot be read.
 * Read straight into the buffer that becomes the script: a fresh page of memory is slow to touch
 * on some machines (a megabyte costs milliseconds on a small virtual one), so no copy is made.
 */
function readScript(file: string): Buffer | undefined {
  return withFile(file, (fd) => {
    const size = fstatSync(fd).size;
    const script = Buffer.allocUnsafe(PREFIX.length + size + SUFFIX.length);
    PREFIX.copy(script, 0);
    SUFFIX.copy(script, PREFIX.length + size);
    return readAt(fd, script.subarray(PREFIX.length, PREFIX.length + size), 0) ? script : undefined;
  });
}

/** What `read` makes of the file opened for reading; undefined for any error, the file closed. */
function withFile<T>(file: string, read: (fd: number) => T | undefined): T | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    return read(fd);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Fills `into` from the file at `at`; false when the file ends first. */
function readAt(fd: number, into: Buffer, at: number): boolean {
  for (let done = 0; done < into.length;) {
    const n = readSync(fd, into, done, into.length - done, at + done);
    if (n === 0) return false;
    done += n;
  }
  return true;
}

/** One piece of memory, reused, for comparing a file's bytes with a buffer's. */
let piece: Buffer | undefined;

/** Whether the file holds `bytes` at `at`: read a piece at a time, each compared. */
function holds(fd: number, at: number, bytes: Buffer): boolean {
  piece ??= Buffer.allocUnsafe(64 * 1024);
  for (let done = 0; done < bytes.length;) {
    const n = readSync(fd, piece, 0, Math.min(piece.length, bytes.length - done), at + done);
    if (n === 0 || piece.compare(bytes, done, done + n, 0, n) !== 0) return false;
    done += n;
  }
  return true;
}

/**
 * V8's data from the cache entry at `file` when it was taken from exactly `script` and its two
 * copies are the same; undefined for any other entry, or none. Only V8's data is read into a
 * buffer of its own; the rest is compared a piece at a time.
 */
export function cachedDataFor(file: string, script: Buffer): Buffer | undefined {
  return withFile(file, (fd) => {
    const head = Buffer.allocUnsafe(START);
    if (!readAt(fd, head, 0) || !STAMP.equals(head.subarray(0, STAMP.length))) return undefined;
    const dataLength = head.readUInt32LE(STAMP.length + 4);
    if (head.readUInt32LE(STAMP.length) !== script.length || dataLength === 0) return undefined;
    const data = START + script.length;
    if (fstatSync(fd).size !== data + 2 * dataLength || !holds(fd, START, script)) {
      return undefined;
    }
    const first = Buffer.allocUnsafe(dataLength);
    return readAt(fd, first, data) && holds(fd, data + dataLength, first) ? first : undefined;
  });
}

/** A cache entry for `script` holding `data`. */
export function cacheEntry(script: Buffer, data: Buffer): Buffer {
  const lengths = Buffer.alloc(8);
  lengths.writeUInt32LE(script.length, 0);
  lengths.writeUInt32LE(data.length, 4);
  return Buffer.concat([STAMP, lengths, script, data, data]);
}

/**
 * The loader for the chunks in `bundleDir`, its entries in `cacheDir` named after `name` (the
 * door and command), and the list of chunks whose cache is to be written.
 */
export function chunkLoader(
  bundleDir: string,
  cacheDir: string,
  name: string,
): { load: LoadChunk; pending: Pending[] } {
  const pending: Pending[] = [];
  const load: LoadChunk = (file) => {
    try {
      const full = path.join(bundleDir, file);
      const source = readScript(full);
      if (source === undefined || !makeScript(source)) return undefined;
      const entry = path.join(cacheDir, `${name}-${file}`);
      const cachedData = cachedDataFor(entry, source);
      const code = source.toString(isAscii(source) ? 'latin1' : 'utf8');
      const script = new Script(code, { filename: full, lineOffset: -1, cachedData });
      const exports = {} as ChunkExports;
      (script.runInThisContext() as (exports: ChunkExports) => void)(exports);
      if (cachedData === undefined || script.cachedDataRejected) {
        pending.push({ script, source, entry, turbofanOff: tiers()?.turbofanOff === true });
      }
      return Promise.resolve(exports);
    } catch {
      // compiled or run as it should not be: webpack imports it as a module instead
      return undefined;
    }
  };
  return { load, pending };
}

/**
 * Writes each pending chunk's cache as the run leaves it (a temporary file, then renamed), under
 * the flags it was compiled under.
 */
export function writePending(pending: readonly Pending[]): void {
  const flags = tiers();
  for (let i = 0; i < pending.length; i++) {
    const { script, source, entry, turbofanOff } = pending[i]!;
    const temporary = `${entry}.${process.pid}`;
    try {
      if (flags && flags.turbofanOff !== turbofanOff) flags.set(turbofanOff);
      writeFileSync(temporary, cacheEntry(source, script.createCachedData()), {
        mode: 0o600,
        flag: 'wx',
      });
      renameSync(temporary, entry);
    } catch {
      rmSync(temporary, { force: true });
    }
  }
}

/** FNV-1a of `text`'s UTF-16 units, in hex: a bundle directory's part of its entries' names. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A command as a part of a file name: lower-case letters and dashes, else `other`. */
export function profileName(command: string | undefined): string {
  const name = (command ?? '').trim().toLowerCase();
  return /^[a-z][a-z-]{0,63}$/.test(name) ? name : 'other';
}

/**
 * Loads this bundle's chunks through the code cache in `cacheDir` (the private directory
 * compile-cache.ts made), for `door` and `command`; the cache of what was compiled anew is
 * written at exit. Any error: the chunks load as ES modules, as without a cache.
 */
export function cacheChunks(
  cacheDir: string,
  bundleDir: string,
  door: string,
  command: string | undefined,
): void {
  try {
    const dir = path.join(cacheDir, `chunks-${process.version}-${process.arch}`);
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return;
    }
    // Two versions of the action on one runner (each at its own path) keep their own entries.
    const name = `${door}-${profileName(command)}-${shortHash(bundleDir)}`;
    const { load, pending } = chunkLoader(bundleDir, dir, name);
    (globalThis as Record<symbol, unknown>)[LOAD_CHUNK] = load;
    process.on('exit', () => writePending(pending));
  } catch {
    // no cache: the chunks load as ES modules
  }
}
