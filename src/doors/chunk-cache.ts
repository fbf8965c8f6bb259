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
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Script } from 'node:vm';

/** The global the patched chunk loader asks: a function of the chunk's file name. */
export const LOAD_CHUNK = Symbol.for('merge-queue-connect.load-chunk');

/** webpack's chunk as ncc writes it: three exports, then the modules' object to the end. */
const CHUNK_HEAD =
  /^export const id = [^;\n]*;\nexport const ids = [^;\n]*;\nexport const modules = /;

// The script around a chunk's text: its own first line (so lineOffset -1 keeps the chunk's lines
// where they are), strict as an ES module is, and the exports as assignments.
const PREFIX = '(function (exports) {"use strict";\n';
const SUFFIX = '\n})';
const EXPORTS = 'exports.';

/**
 * The start of every cache entry: a name, a version, and the script's form, so that an entry
 * written for another form is never read (V8 checks the script's length alone). Then the
 * chunk's length and V8's data's length (4 bytes each), the chunk, and V8's data twice.
 *
 * Twice, because V8 checks nothing of the data itself in a release build (its checksum is for
 * debug builds), and data damaged on disk could make a run crash or compute a wrong answer on
 * every run after. Node's compile cache keeps a CRC of its entries for this; here a CRC would
 * need node:zlib, about 5 ms to load, and reading the data twice and comparing the two costs a
 * fraction of a millisecond.
 */
const STAMP = Buffer.from(`merge-queue-connect chunk cache 2\n${PREFIX}${EXPORTS}${SUFFIX}\n`);
const START = STAMP.length + 8;

/** What a chunk exports to webpack's runtime. */
export type ChunkExports = { id: unknown; ids: unknown; modules: unknown };
export type LoadChunk = (file: string) => Promise<ChunkExports> | undefined;

/** A chunk compiled this run whose cache is to be written at exit. */
interface Pending {
  script: Script;
  source: Buffer;
  entry: string;
}

/** The script a chunk's text becomes (its lines where they were: lineOffset -1), or undefined. */
export function chunkScript(text: string): string | undefined {
  const head = CHUNK_HEAD.exec(text.slice(0, 256));
  if (!head) return undefined;
  const rest = text.slice(head[0].length);
  if (rest.includes('\nexport ') || rest.includes('import.meta')) return undefined;
  return PREFIX + head[0].replace(/^export const /gm, EXPORTS) + rest + SUFFIX;
}

/**
 * V8's data from a cache entry taken from exactly `source`, its two copies the same; undefined
 * for any other entry.
 */
export function cachedDataFor(entry: Buffer, source: Buffer): Buffer | undefined {
  if (entry.length <= START || !STAMP.equals(entry.subarray(0, STAMP.length))) return undefined;
  const dataLength = entry.readUInt32LE(STAMP.length + 4);
  if (entry.readUInt32LE(STAMP.length) !== source.length || dataLength === 0) return undefined;
  const data = START + source.length;
  if (entry.length !== data + 2 * dataLength) return undefined;
  if (!source.equals(entry.subarray(START, data))) return undefined;
  const first = entry.subarray(data, data + dataLength);
  return first.equals(entry.subarray(data + dataLength)) ? first : undefined;
}

/** A cache entry for `source` holding `data`. */
export function cacheEntry(source: Buffer, data: Buffer): Buffer {
  const lengths = Buffer.alloc(8);
  lengths.writeUInt32LE(source.length, 0);
  lengths.writeUInt32LE(data.length, 4);
  return Buffer.concat([STAMP, lengths, source, data, data]);
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
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
      const source = readOrUndefined(full);
      if (source === undefined) return undefined;
      const code = chunkScript(source.toString(isAscii(source) ? 'latin1' : 'utf8'));
      if (code === undefined) return undefined;
      const entry = path.join(cacheDir, `${name}-${file}`);
      const stored = readOrUndefined(entry);
      const cachedData = stored && cachedDataFor(stored, source);
      const script = new Script(code, { filename: full, lineOffset: -1, cachedData });
      const exports = {} as ChunkExports;
      (script.runInThisContext() as (exports: ChunkExports) => void)(exports);
      if (cachedData === undefined || script.cachedDataRejected) {
        pending.push({ script, source, entry });
      }
      return Promise.resolve(exports);
    } catch {
      // compiled or run as it should not be: webpack imports it as a module instead
      return undefined;
    }
  };
  return { load, pending };
}

/** Writes each pending chunk's cache as the run leaves it (a temporary file, then renamed). */
export function writePending(pending: readonly Pending[]): void {
  for (let i = 0; i < pending.length; i++) {
    const { script, source, entry } = pending[i]!;
    const temporary = `${entry}.${process.pid}`;
    try {
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
