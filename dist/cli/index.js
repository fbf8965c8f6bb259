#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2773:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  px: () => (/* binding */ cacheChunks)
});

// UNUSED EXPORTS: LOAD_CHUNK, cacheEntry, cachedDataFor, chunkLoader, chunkScript, profileName, shortHash, writePending

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
// EXTERNAL MODULE: ./src/tiers.ts
var tiers = __nccwpck_require__(210);
;// CONCATENATED MODULE: ./src/doors/chunk-cache.ts
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





/** The global the patched chunk loader asks: a function of the chunk's file name. */
const LOAD_CHUNK = Symbol.for('merge-queue-connect.load-chunk');
/** webpack's chunk as ncc writes it: three exports, then the modules' object to the end. */
const CHUNK_HEAD = /^export const id = [^;\n]*;\nexport const ids = [^;\n]*;\nexport const modules = /;
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
const STAMP = Buffer.from(`merge-queue-connect chunk cache 3\n${PREFIX}${EXPORTS}id${PADDING}${SUFFIX}\n`);
const START = STAMP.length + 8;
/** V8's flags as tiers.ts changed them, when it did: each chunk's cache is taken under its own. */
const chunk_cache_tiers = () => globalThis[tiers/* TIERS */.iB];
/**
 * Makes `script` (PREFIX, a chunk, SUFFIX, as readScript reads it) the script compiled here, in
 * place; false when the chunk is not in webpack's form of three exports, or uses `import.meta`.
 */
function makeScript(script) {
    const start = PREFIX.length;
    const head = CHUNK_HEAD.exec(script.toString('latin1', start, start + 256));
    if (!head)
        return false;
    const rest = start + head[0].length;
    if (script.includes('\nexport ', rest) || script.includes('import.meta', rest))
        return false;
    script.write(head[0].replace(/^export const (\w+)/gm, (_, name) => EXPORTS + name + PADDING), start, 'latin1');
    return true;
}
/** The script a chunk becomes (its lines and columns where they were: lineOffset -1), or undefined. */
function chunkScript(chunk) {
    const script = Buffer.concat([PREFIX, chunk, SUFFIX]);
    return makeScript(script) ? script : undefined;
}
/**
 * The file's bytes between PREFIX and SUFFIX, in one buffer; undefined when it cannot be read.
 * Read straight into the buffer that becomes the script: a fresh page of memory is slow to touch
 * on some machines (a megabyte costs milliseconds on a small virtual one), so no copy is made.
 */
function readScript(file) {
    return withFile(file, (fd) => {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        const script = Buffer.allocUnsafe(PREFIX.length + size + SUFFIX.length);
        PREFIX.copy(script, 0);
        SUFFIX.copy(script, PREFIX.length + size);
        return readAt(fd, script.subarray(PREFIX.length, PREFIX.length + size), 0) ? script : undefined;
    });
}
/** What `read` makes of the file opened for reading; undefined for any error, the file closed. */
function withFile(file, read) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, 'r');
    }
    catch {
        return undefined;
    }
    try {
        return read(fd);
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Fills `into` from the file at `at`; false when the file ends first. */
function readAt(fd, into, at) {
    for (let done = 0; done < into.length;) {
        const n = (0,external_node_fs_.readSync)(fd, into, done, into.length - done, at + done);
        if (n === 0)
            return false;
        done += n;
    }
    return true;
}
/** One piece of memory, reused, for comparing a file's bytes with a buffer's. */
let piece;
/** Whether the file holds `bytes` at `at`: read a piece at a time, each compared. */
function holds(fd, at, bytes) {
    piece ??= Buffer.allocUnsafe(64 * 1024);
    for (let done = 0; done < bytes.length;) {
        const n = (0,external_node_fs_.readSync)(fd, piece, 0, Math.min(piece.length, bytes.length - done), at + done);
        if (n === 0 || piece.compare(bytes, done, done + n, 0, n) !== 0)
            return false;
        done += n;
    }
    return true;
}
/**
 * V8's data from the cache entry at `file` when it was taken from exactly `script` and its two
 * copies are the same; undefined for any other entry, or none. Only V8's data is read into a
 * buffer of its own; the rest is compared a piece at a time.
 */
function cachedDataFor(file, script) {
    return withFile(file, (fd) => {
        const head = Buffer.allocUnsafe(START);
        if (!readAt(fd, head, 0) || !STAMP.equals(head.subarray(0, STAMP.length)))
            return undefined;
        const dataLength = head.readUInt32LE(STAMP.length + 4);
        if (head.readUInt32LE(STAMP.length) !== script.length || dataLength === 0)
            return undefined;
        const data = START + script.length;
        if ((0,external_node_fs_.fstatSync)(fd).size !== data + 2 * dataLength || !holds(fd, START, script)) {
            return undefined;
        }
        const first = Buffer.allocUnsafe(dataLength);
        return readAt(fd, first, data) && holds(fd, data + dataLength, first) ? first : undefined;
    });
}
/** A cache entry for `script` holding `data`. */
function cacheEntry(script, data) {
    const lengths = Buffer.alloc(8);
    lengths.writeUInt32LE(script.length, 0);
    lengths.writeUInt32LE(data.length, 4);
    return Buffer.concat([STAMP, lengths, script, data, data]);
}
/**
 * The loader for the chunks in `bundleDir`, its entries in `cacheDir` named after `name` (the
 * door and command), and the list of chunks whose cache is to be written.
 */
function chunkLoader(bundleDir, cacheDir, name) {
    const pending = [];
    const load = (file) => {
        try {
            const full = external_node_path_.join(bundleDir, file);
            const source = readScript(full);
            if (source === undefined || !makeScript(source))
                return undefined;
            const entry = external_node_path_.join(cacheDir, `${name}-${file}`);
            const cachedData = cachedDataFor(entry, source);
            const code = source.toString((0,external_node_buffer_.isAscii)(source) ? 'latin1' : 'utf8');
            const script = new external_node_vm_namespaceObject.Script(code, { filename: full, lineOffset: -1, cachedData });
            const exports = {};
            script.runInThisContext()(exports);
            if (cachedData === undefined || script.cachedDataRejected) {
                pending.push({ script, source, entry, turbofanOff: chunk_cache_tiers()?.turbofanOff === true });
            }
            return Promise.resolve(exports);
        }
        catch {
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
function writePending(pending) {
    const flags = chunk_cache_tiers();
    for (let i = 0; i < pending.length; i++) {
        const { script, source, entry, turbofanOff } = pending[i];
        const temporary = `${entry}.${process.pid}`;
        try {
            if (flags && flags.turbofanOff !== turbofanOff)
                flags.set(turbofanOff);
            (0,external_node_fs_.writeFileSync)(temporary, cacheEntry(source, script.createCachedData()), {
                mode: 0o600,
                flag: 'wx',
            });
            (0,external_node_fs_.renameSync)(temporary, entry);
        }
        catch {
            (0,external_node_fs_.rmSync)(temporary, { force: true });
        }
    }
}
/** FNV-1a of `text`'s UTF-16 units, in hex: a bundle directory's part of its entries' names. */
function shortHash(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    }
    return (hash >>> 0).toString(16).padStart(8, '0');
}
/** A command as a part of a file name: lower-case letters and dashes, else `other`. */
function profileName(command) {
    const name = (command ?? '').trim().toLowerCase();
    return /^[a-z][a-z-]{0,63}$/.test(name) ? name : 'other';
}
/**
 * Loads this bundle's chunks through the code cache in `cacheDir` (the private directory
 * compile-cache.ts made), for `door` and `command`; the cache of what was compiled anew is
 * written at exit. Any error: the chunks load as ES modules, as without a cache.
 */
function cacheChunks(cacheDir, bundleDir, door, command) {
    try {
        const dir = external_node_path_.join(cacheDir, `chunks-${process.version}-${process.arch}`);
        try {
            (0,external_node_fs_.mkdirSync)(dir, { mode: 0o700 });
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                return;
        }
        // Two versions of the action on one runner (each at its own path) keep their own entries.
        const name = `${door}-${profileName(command)}-${shortHash(bundleDir)}`;
        const { load, pending } = chunkLoader(bundleDir, dir, name);
        globalThis[LOAD_CHUNK] = load;
        process.on('exit', () => writePending(pending));
    }
    catch {
        // no cache: the chunks load as ES modules
    }
}


/***/ }),

/***/ 5244:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _chunk_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2773);
/* harmony import */ var _compile_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1699);
// The command-line tool's entry (package.json "bin": merge-queue-connect), bundled to
// dist/cli/index.js like the action: Node's compile cache first, with the chunks' own code cache
// beside it (docs/performance.md), then the run, loaded as its own chunk so that its code is
// compiled with the cache on.


const cache = (0,_compile_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .enableCompileCache */ .Lw)(process.env, 'cli');
if (cache !== undefined)
    (0,_chunk_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .cacheChunks */ .px)(cache, import.meta.dirname, 'cli', process.argv[2]);
const { start } = await Promise.all(/* import() */[__nccwpck_require__.e(625), __nccwpck_require__.e(610)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4610));
await start(import.meta.dirname);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1699:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lw: () => (/* binding */ enableCompileCache)
/* harmony export */ });
/* unused harmony exports isPrivateDirectory, privateCacheDirectory */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * Node's on-disk compile cache (module.enableCompileCache, Node >= 22.1), turned on by both
 * doors' entries before the engine's code is loaded: a later run on the same machine reads the
 * code V8 compiled last time instead of compiling the bundle again (docs/performance.md).
 *
 * The cache holds code this process runs, so its directory is private: one per user under the
 * temporary directory, made with mode 0700, and used only when it is a real directory (not a
 * symlink) owned by this user that no one else may read or write. A cache entry planted by
 * another user would be code run by us. Anything else, or any error: no cache, and the run goes
 * on as it would without one.
 *
 * Only node:module, node:os, node:fs and node:path here: this is loaded before everything else,
 * and its own cost is part of what it saves.
 */




const thisProcess = () => ({
    uid: process.getuid?.(),
    windows: process.platform === 'win32',
});
/**
 * Whether `dir` may hold our compile cache: a directory, not a symlink, and (off Windows, whose
 * temporary directory is per-user already) owned by `owner.uid` with no permission for group or
 * others. A missing or unreadable path is not.
 */
function isPrivateDirectory(dir, owner = thisProcess()) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir, { throwIfNoEntry: false });
    }
    catch {
        return false;
    }
    if (!stat || !stat.isDirectory() || stat.isSymbolicLink())
        return false;
    if (owner.windows)
        return true;
    return owner.uid !== undefined && stat.uid === owner.uid && (stat.mode & 0o077) === 0;
}
/**
 * The cache's directory under `tmp`, made (mode 0700) if missing: `merge-queue-connect-<uid>`,
 * or `merge-queue-connect` on Windows; undefined when what is there is not private.
 */
function privateCacheDirectory(tmp, owner = thisProcess()) {
    if (!owner.windows && owner.uid === undefined)
        return undefined;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_3__.join(tmp, owner.windows ? 'merge-queue-connect' : `merge-queue-connect-${owner.uid}`);
    if (isPrivateDirectory(dir, owner))
        return dir;
    try {
        // Not recursive: the temporary directory itself is not ours to make. A path that is there
        // already (not private, as just seen) fails here, and is left as it is.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { mode: 0o700 });
    }
    catch {
        return undefined;
    }
    // The mode is masked by the umask, which can only take bits away: checked again all the same.
    return isPrivateDirectory(dir, owner) ? dir : undefined;
}
/**
 * Turns Node's compile cache on for the rest of this process, in the private directory, when
 * this door wants it here: not in the action on a GitHub-hosted runner (a hosted VM runs one job,
 * so its cache would only be written), not with NODE_DISABLE_COMPILE_CACHE=1 (Node's own switch,
 * honoured everywhere), not where the user pointed NODE_COMPILE_CACHE elsewhere (Node has
 * then enabled it already), and not on a Node without it (20). Returns the directory used.
 */
function enableCompileCache(env, door) {
    try {
        if (env.NODE_DISABLE_COMPILE_CACHE || env.NODE_COMPILE_CACHE)
            return undefined;
        if (door === 'action' && env.RUNNER_ENVIRONMENT === 'github-hosted')
            return undefined;
        if (typeof node_module__WEBPACK_IMPORTED_MODULE_1__.enableCompileCache !== 'function')
            return undefined;
        const dir = privateCacheDirectory((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)());
        if (dir === undefined)
            return undefined;
        const result = node_module__WEBPACK_IMPORTED_MODULE_1__.enableCompileCache(dir);
        return result.status === node_module__WEBPACK_IMPORTED_MODULE_1__.constants.compileCacheStatus.ENABLED ? dir : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 210:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ quickTiersFor),
/* harmony export */   iB: () => (/* binding */ TIERS)
/* harmony export */ });
/* unused harmony export LARGE_WORK */
/**
 * V8's optimizing compiler (TurboFan) turned off for the rest of a run whose rules meet many
 * changed files or patterns. Such a run is one pass of cold code over thousands of paths and
 * patterns, done once, in a process that lives well under a second: TurboFan's compiles (13 on
 * the bench's large pull request, on V8's background threads) finish when the pass is nearly
 * over, and on a two-core runner they take the core that git and the garbage collector's
 * helpers share with them, each compile's memory fresh. Maglev, V8's quicker tier, still
 * compiles the hot loops. Measured in docs/performance.md ("TurboFan off for large rules work").
 *
 * Only for rules over the changed files (compute.ts): a build graph's reader (the Python
 * scanner's tokenizer, a Bazel query's output) runs hot loops long enough for TurboFan to pay.
 * node:v8 takes about 5 ms to load, more than a small run would gain (it makes no TurboFan
 * compile): only a run with LARGE_WORK changed files and patterns or more loads it. Not for
 * users to set: `MERGE_QUEUE_CONNECT_TURBOFAN=on` keeps TurboFan, for the bench to measure the
 * difference.
 */
/**
 * V8's flags as this run changed them, and a way to set them, on the global (doors/chunk-cache.ts,
 * in the bundle's entry, reads it there): V8 refuses a code cache taken under other flags than
 * its own, so each chunk's cache is taken at exit under the flags the chunk was compiled under,
 * which the next run compiles it under too (a chunk loaded before the change then, or after it,
 * such as the summary's).
 */
const TIERS = Symbol.for('merge-queue-connect.tiers');
/**
 * Changed files and rule patterns, together, from which a run turns TurboFan off: the bench's
 * large rules (6,000 patterns) over 2,000 changed files make eight TurboFan compiles already.
 */
const LARGE_WORK = 5000;
let settled = false;
/**
 * TurboFan off for the rest of the process, once, when `work` (changed files and patterns) is
 * LARGE_WORK or more; true when this call turned it off.
 */
async function quickTiersFor(work, env = process.env) {
    if (settled || work < LARGE_WORK || env.MERGE_QUEUE_CONNECT_TURBOFAN === 'on')
        return false;
    settled = true;
    try {
        const { setFlagsFromString } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8877, 23));
        const flags = {
            turbofanOff: false,
            set(off) {
                setFlagsFromString(off ? '--no-turbofan' : '--turbofan');
                flags.turbofanOff = off;
            },
        };
        flags.set(true);
        globalThis[TIERS] = flags;
        return true;
    }
    catch {
        // A Node without the flag: the run is the same, only its speed differs.
        return false;
    }
}


/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = (globalThis[Symbol.for("merge-queue-connect.load-chunk")]?.(__nccwpck_require__.u(chunkId)) ?? import("./" + __nccwpck_require__.u(chunkId))).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5244);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map