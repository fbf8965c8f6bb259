export const id = 3521;
export const ids = [3521,701];
export const modules = {

/***/ 1098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ObjectReader),
/* harmony export */   t: () => (/* binding */ isPartialClone)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6264);




const FULL_OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Object names per `git fetch` (a command line stays far below its limit). */
const FETCH_CHUNK = 1000;
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
class ObjectReader {
    git;
    prefix;
    child;
    /** Requests written and not yet answered, in order (a queue: shift is O(1)). */
    waiting = new Queue();
    chunks = [];
    length = 0;
    body;
    stderr = '';
    closed = false;
    /** Requests of this turn, not yet written. */
    turn = [];
    /** Turns being written (after their fetch). */
    writing = 0;
    remote;
    partial;
    /**
     * @param git runs git in the workspace
     * @param prefix arguments before the command (`-C <submodule>`)
     */
    constructor(git, prefix = [], options = {}) {
        this.git = git;
        this.prefix = prefix;
        this.remote = options.remote ?? 'origin';
        this.partial = options.partial ?? false;
    }
    /** A blob's text (UTF-8), or undefined when git does not have it. */
    read(spec) {
        if (spec.includes('\n')) {
            return Promise.reject(new Error(`cannot ask git cat-file for ${JSON.stringify(spec)}`));
        }
        if (!this.git.start)
            return this.readAlone(spec);
        if (this.closed) {
            return Promise.reject(new Error(`git cat-file was closed before ${spec} was asked`));
        }
        return new Promise((resolve, reject) => {
            if (this.turn.length === 0)
                queueMicrotask(() => void this.flush());
            this.turn.push({ spec, resolve, reject });
        });
    }
    /** Starts the process ahead of the first read, so that its start overlaps other work. */
    start() {
        if (this.git.start && !this.closed)
            this.process();
    }
    /**
     * Ends the process once what was asked is written: it answers that, and exits when its stdin
     * closes. Reads asked after this fail (no process is left behind).
     */
    close() {
        this.closed = true;
        if (this.turn.length === 0 && this.writing === 0)
            this.child?.stdin.end();
    }
    async flush() {
        const requests = this.turn;
        this.turn = [];
        this.writing++;
        try {
            if (this.partial)
                await this.prefetch([
                    ...new Set(requests.map((r) => r.spec).filter((s) => FULL_OID.test(s))),
                ]);
            const child = this.process();
            for (const request of requests)
                this.waiting.push(request);
            child.stdin.write(requests.map((r) => `${r.spec}\n`).join(''));
        }
        catch (error) {
            for (const request of requests)
                request.reject(error);
        }
        finally {
            this.writing--;
            if (this.closed && this.turn.length === 0 && this.writing === 0)
                this.child?.stdin.end();
        }
    }
    /**
     * What git runs to fetch a missing object of a partial clone, for many at once. A failure is
     * left to cat-file, which tries each object itself.
     */
    async prefetch(oids) {
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
    process() {
        if (this.child)
            return this.child;
        this.stderr = '';
        const args = [...this.prefix, 'cat-file', '--batch'];
        const child = this.git.start(args);
        this.child = child;
        child.stdout.on('data', (chunk) => {
            this.chunks.push(chunk);
            this.length += chunk.length;
            this.pump();
        });
        child.stderr.on('data', (chunk) => {
            if (this.stderr.length < 2000)
                this.stderr += chunk.toString();
        });
        const fail = (error) => {
            if (this.child === child)
                this.child = undefined;
            for (const request of this.waiting.drain())
                request.reject(error);
            this.chunks = [];
            this.length = 0;
            this.body = undefined;
        };
        child.on('error', (error) => fail(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(`git ${args.join(' ')} failed: ${error.message}`, args, null, error.message)));
        child.stdin.on('error', () => undefined); // the 'close' below reports it
        child.on('close', (code) => {
            if (this.waiting.length === 0 && code === 0) {
                if (this.child === child)
                    this.child = undefined;
                return;
            }
            const stderr = this.stderr.trim();
            fail(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(`git ${args.join(' ')} failed (exit ${code ?? 'unknown'}): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorOutputLine */ .om)(stderr) || 'it ended before answering'}`, args, code, stderr));
        });
        return child;
    }
    /** Bytes [0, n) of what has arrived, removed from it. */
    take(n) {
        const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.length);
        const rest = all.subarray(n);
        this.chunks = rest.length > 0 ? [rest] : [];
        this.length = rest.length;
        return all.subarray(0, n);
    }
    pump() {
        while (this.waiting.length > 0) {
            if (!this.body) {
                if (this.length === 0)
                    return;
                if (this.chunks.length > 1)
                    this.chunks = [Buffer.concat(this.chunks, this.length)];
                const newline = this.chunks[0].indexOf(10);
                if (newline === -1)
                    return;
                const header = this.take(newline + 1)
                    .toString('utf8', 0, newline)
                    .trimEnd();
                if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
                    this.waiting.shift().resolve(undefined);
                    continue;
                }
                const [, type, size] = header.split(' ');
                const bytes = Number(size);
                if (!type || !Number.isSafeInteger(bytes)) {
                    const error = new Error(`unexpected answer of git cat-file: ${JSON.stringify(header)}`);
                    for (const request of this.waiting.drain())
                        request.reject(error);
                    this.child?.kill();
                    return;
                }
                this.body = { size: bytes, blob: type === 'blob', header };
            }
            // The content and the newline after it.
            if (this.length < this.body.size + 1)
                return;
            const { size, blob, header } = this.body;
            this.body = undefined;
            const content = this.take(size + 1);
            const request = this.waiting.shift();
            if (blob)
                request.resolve(content.toString('utf8', 0, size));
            else
                request.reject(new Error(`${request.spec} is not a file (git cat-file: ${header})`));
        }
    }
    /** Without a long-lived process (a test double's runner): one `git cat-file` per object. */
    async readAlone(spec) {
        const result = await this.git.tryRun([...this.prefix, 'cat-file', 'blob', spec]);
        return result.ok ? result.stdout : undefined;
    }
}
/**
 * A first-in first-out queue whose shift is O(1): the requests of a turn may be tens of
 * thousands (every Python file of a large repository), where Array#shift is O(n) each.
 */
class Queue {
    items = [];
    head = 0;
    get length() {
        return this.items.length - this.head;
    }
    push(item) {
        this.items.push(item);
    }
    shift() {
        if (this.head >= this.items.length)
            return undefined;
        const item = this.items[this.head++];
        if (this.head > 1024 && this.head * 2 > this.items.length) {
            this.items = this.items.slice(this.head);
            this.head = 0;
        }
        return item;
    }
    /** Every item, the queue left empty. */
    drain() {
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
function isPartialClone(dotGit) {
    let gitDir = dotGit;
    const pointer = readText(dotGit);
    if (pointer !== undefined) {
        const match = /^gitdir:\s*(.+?)\s*$/m.exec(pointer);
        if (!match)
            return false;
        gitDir = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dotGit), match[1]);
    }
    const config = readText(node_path__WEBPACK_IMPORTED_MODULE_1__.join(gitDir, 'config'));
    return config !== undefined && /^\s*(?:promisor\s*=\s*true|partialclone\s*=)/im.test(config);
}
/** A file's text; undefined when it is missing or a directory. */
function readText(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ workTreeFiles),
/* harmony export */   F4: () => (/* binding */ parsedOr),
/* harmony export */   F8: () => (/* binding */ stripBom),
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   Qn: () => (/* binding */ memberPatterns),
/* harmony export */   bI: () => (/* binding */ isTable),
/* harmony export */   eZ: () => (/* binding */ manifestError),
/* harmony export */   jH: () => (/* binding */ stringArray)
/* harmony export */ });
/* unused harmony exports readOptional, expandMembers */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3243);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3292);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3382);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6264);
/* harmony import */ var _path_kind_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(911);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9420);










/** An input error of `workspaces` about one manifest, naming it and what to do. */
function manifestError(file, problem) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Inputs */ .G0.Workspaces, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Inputs */ .G0.Workspaces}": ${file} ${problem}. Fix the file, or set ${_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Inputs */ .G0.Workspaces} to false (or leave this manager out of it).`);
}
/** A BOM is allowed: npm and pnpm strip it (vite's own repository has one). */
const stripBom = (text) => text.replace(/^\uFEFF/, '');
/** The work tree at `root`, read with the file system. */
function workTreeFiles(root) {
    return {
        where: `at ${root}`,
        read: (file) => readOptional(root, file),
        isFile: async (file) => (0,_path_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .isFile */ .f)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, file)),
        isDirectory: (dir) => (0,_path_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .isDirectory */ .w)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, dir)),
        members: (patterns, manifestName, exclude) => expandMembers(root, patterns, manifestName, exclude),
        filesUnder: async (dir) => (await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_8__/* .glob */ .TI)(['**'], { cwd: node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, dir), ignore: ['**/.git/**'], dot: true }))
            .map((file) => (0,_model_js__WEBPACK_IMPORTED_MODULE_7__/* .joinDir */ .SA)(dir, file))
            .sort(),
        unknownSubmodules: () => [],
        inUnknownSubmodule: () => false,
    };
}
/**
 * The text of a repository file, or undefined when it does not exist. Read synchronously: for
 * a thousand small manifests that is about 4x faster than fs/promises (one system call each
 * instead of four trips through the thread pool), and nothing else runs meanwhile.
 */
async function readOptional(root, file) {
    try {
        return stripBom((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, file), 'utf8'));
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw manifestError(file, `cannot be read (${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .gJ)(error)})`);
    }
}
function isTable(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Parse one manifest, naming the file and the place on failure. The top level must be a table. */
function parseManifest(file, text, format) {
    let doc;
    try {
        if (format === 'json')
            doc = JSON.parse(text);
        else if (format === 'yaml')
            doc = (0,js_yaml__WEBPACK_IMPORTED_MODULE_2__.load)(text);
        else
            doc = (0,smol_toml__WEBPACK_IMPORTED_MODULE_3__/* .parse */ .qg)(text);
    }
    catch (error) {
        const detail = error instanceof smol_toml__WEBPACK_IMPORTED_MODULE_3__/* .TomlError */ .zx
            ? `${error.message.split('\n')[0]} (line ${error.line}, column ${error.column})`
            : (0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .gJ)(error).split('\n')[0];
        throw manifestError(file, `is not valid ${format.toUpperCase()}: ${detail}`);
    }
    if (doc === null || doc === undefined)
        return {};
    if (!isTable(doc))
        throw manifestError(file, `must hold a ${format === 'json' ? 'JSON object' : 'table'}`);
    return doc;
}
/**
 * A manifest's table, or undefined when it does not parse: for comparing one section at two
 * commits, where an unreadable side must compare unequal (the caller then uses the raw text).
 */
function parsedOr(file, text, format) {
    try {
        return parseManifest(file, text, format);
    }
    catch {
        return undefined;
    }
}
/** A list of strings at `where` in a manifest; undefined when absent. */
function stringArray(file, value, where) {
    if (value === undefined)
        return undefined;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
        throw manifestError(file, `has ${where} that is not a list of strings`);
    }
    return value;
}
/** Member globs split as the readers take them: includes, exclusions, and whether the root is one. */
function memberPatterns(patterns, exclude = []) {
    const include = [];
    const negated = [...exclude];
    let wantsRoot = false;
    for (const raw of patterns) {
        const negative = raw.startsWith('!');
        const pattern = (0,_model_js__WEBPACK_IMPORTED_MODULE_7__/* .joinDir */ .SA)(negative ? raw.slice(1) : raw);
        if (pattern === '') {
            if (!negative)
                wantsRoot = true;
            continue;
        }
        if (pattern === '..' || pattern.startsWith('../'))
            continue;
        (negative ? negated : include).push(pattern);
    }
    return { include, ignore: ['**/node_modules/**', '**/.git/**', ...negated], wantsRoot };
}
/**
 * Directories under `root` matching the member globs (`!` exclusions allowed) that hold
 * `manifestName`; repository-relative, sorted. node_modules is never searched.
 */
async function expandMembers(root, patterns, manifestName, exclude = []) {
    const { include, ignore, wantsRoot } = memberPatterns(patterns, exclude);
    const dirs = include.length === 0
        ? []
        : await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_8__/* .glob */ .TI)(include, {
            cwd: root,
            onlyDirectories: true,
            expandDirectories: false,
            ignore,
        });
    const found = new Set();
    for (const dir of dirs) {
        const rel = (0,_model_js__WEBPACK_IMPORTED_MODULE_7__/* .joinDir */ .SA)(dir);
        if ((0,_path_kind_js__WEBPACK_IMPORTED_MODULE_6__/* .isFile */ .f)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, rel, manifestName)))
            found.add(rel);
    }
    if (wantsRoot)
        found.add('');
    return [...found].sort();
}


/***/ }),

/***/ 3521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ CommitFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_8__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _diff_early_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1494);
/* harmony import */ var _diff_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5796);
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1098);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(701);









/**
 * The names of the files the workspace readers look up. The listing keeps just these (with
 * their object ids), so a repository of a million files costs one pass over git's output.
 */
const MANIFEST_NAMES = new Set([
    'package.json',
    'pnpm-workspace.yaml',
    'yarn.lock',
    'Cargo.toml',
    'go.work',
    'go.mod',
    'pyproject.toml',
    'turbo.json',
    'turbo.jsonc',
    'settings.gradle',
    'settings.gradle.kts',
    'build.gradle',
    'build.gradle.kts',
    'pom.xml',
]);
/**
 * Endings of further files kept with their object ids: MSBuild's projects and the files they
 * import, read by the .NET reader (by object id, so any name reads, a newline in it too).
 */
const MANIFEST_ENDINGS = ['.csproj', '.fsproj', '.vbproj', '.props', '.targets', '.projitems'];
/**
 * Whether a file of this name is kept in the listing with its object id, whoever opened the tree
 * (an opener's `keep` adds its own files to the same map: the Python reader's sources).
 */
function isManifest(name) {
    if (MANIFEST_NAMES.has(name))
        return true;
    // Every ending is in j or s: most names are passed over on their last character.
    const last = name.charCodeAt(name.length - 1);
    return (last === 106 || last === 115) && MANIFEST_ENDINGS.some((end) => name.endsWith(end));
}
/**
 * Parse `git ls-tree -r -z` output: `<mode> SP <type> SP <oid> TAB <path> NUL` per entry,
 * keeping the manifests, the files `keep` chooses and the gitlinks. `root` prefixes the paths
 * (a submodule's).
 */
function parseListing(output, root, commit, reader, keep) {
    const files = new Map();
    const dirsByName = new Map();
    const gitlinks = new Map();
    const prefix = root === '' ? '' : `${root}/`;
    const paths = [];
    (0,_diff_git_js__WEBPACK_IMPORTED_MODULE_4__/* .eachTreeEntry */ .AJ)(output, (entry, pos, tab) => {
        const file = prefix + entry;
        paths.push(file);
        // Modes: 100644/100755 files, 120000 symbolic links, 160000 gitlinks.
        const mode = output.charCodeAt(pos);
        if (mode === 49 /* 1 */ && output.startsWith('160000', pos)) {
            gitlinks.set(file, output.slice(output.lastIndexOf(' ', tab) + 1, tab));
        }
        else if (output.startsWith('1006', pos) || output.startsWith('1007', pos)) {
            const slash = file.lastIndexOf('/');
            const name = slash === -1 ? file : file.slice(slash + 1);
            if (MANIFEST_NAMES.has(name)) {
                files.set(file, output.slice(output.lastIndexOf(' ', tab) + 1, tab));
                const dir = slash === -1 ? '' : file.slice(0, slash);
                const list = dirsByName.get(name);
                if (list)
                    list.push(dir);
                else
                    dirsByName.set(name, [dir]);
            }
            else if (isManifest(name) || keep?.(file)) {
                files.set(file, output.slice(output.lastIndexOf(' ', tab) + 1, tab));
            }
        }
    });
    return { root, commit, reader, files, dirsByName, gitlinks, paths, keep };
}
/** tinyglobby's test of whether a directory may lead to a match (so it is crawled). */
function partialMatcher(patterns, options) {
    const split = patterns.map((pattern) => {
        const parts = picomatch__WEBPACK_IMPORTED_MODULE_8___default().scan(pattern, { parts: true }).parts;
        const list = parts && parts.length > 0 ? parts : [pattern];
        return { parts: list, matchers: list.map((part) => picomatch__WEBPACK_IMPORTED_MODULE_8___default()(part, options)) };
    });
    return (input) => {
        const inputParts = input.split('/');
        for (const { parts, matchers } of split) {
            const count = Math.min(inputParts.length, parts.length);
            let j = 0;
            for (; j < count; j++) {
                if (parts[j].includes('/'))
                    return true;
                if (!matchers[j](inputParts[j]))
                    break;
                if (parts[j] === '**')
                    return true;
            }
            if (j === inputParts.length)
                return true;
        }
        return false;
    };
}
/**
 * The files of one commit, read from git and never from the work tree: paths from one
 * `git ls-tree -r -z`, contents through one `git cat-file --batch` (see ObjectReader). A sparse
 * checkout (cone or not), a partial clone (blobless, treeless) and a work tree that an earlier
 * step edited all give the commit's answer.
 *
 * A submodule (a gitlink in the tree) is read from its own commit when the checkout initialised
 * it (`submodules: true`): its git directory is there and has that commit. Otherwise it is
 * unknown: what it holds cannot be read, and `unknownSubmodules()` names it.
 */
class CommitFiles {
    git;
    workspace;
    top;
    where;
    submodules = new Map();
    listings = [];
    unknown = new Map();
    dirs;
    /** Every path of the listings, for isFile on other names (built when asked). */
    pathSet;
    /** kept(), drawn from the listing's files when first asked. */
    chosen;
    constructor(git, 
    /** The checkout's directory (where the runner runs git). */
    workspace, top, 
    /** Words for `where`: the commit and why it is the one read. */
    about) {
        this.git = git;
        this.workspace = workspace;
        this.top = top;
        this.where = `in commit ${top.commit.slice(0, 12)} (${about})`;
        this.listings.push(top);
    }
    /**
     * The tree of `commit`, or undefined when this is no git repository or the commit is not in
     * it. Starts the listing at once; objects are read when asked.
     */
    static async open(git, workspace, commit, about, 
    /** Regular files whose object ids to keep (`kept()`, `readObject`): a reader of many files. */
    keep) {
        const reader = new _objects_js__WEBPACK_IMPORTED_MODULE_5__/* .ObjectReader */ .n(git, [], {
            partial: (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .isPartialClone */ .t)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, '.git')),
        });
        // cat-file starts while ls-tree lists: the first manifests are asked for right after.
        reader.start();
        const listed = await git.tryRun((0,_diff_early_git_js__WEBPACK_IMPORTED_MODULE_3__/* .treeListArgs */ .mM)(commit));
        if (!listed.ok) {
            reader.close();
            return undefined;
        }
        return new CommitFiles(git, workspace, parseListing(listed.stdout, '', commit, reader, keep), about);
    }
    /** The files `keep` chose when the tree was opened (the superproject's): path → object id. */
    kept() {
        const keep = this.top.keep;
        if (!keep)
            return new Map();
        if (!this.chosen) {
            // (No copy of the listing's pairs on the way: 20,000 Python files made 40,000 arrays.)
            this.chosen = new Map();
            for (const [file, oid] of this.top.files)
                if (keep(file))
                    this.chosen.set(file, oid);
        }
        return this.chosen;
    }
    /** Every path of the tree (the superproject's, and the submodules read so far). */
    allPaths() {
        return this.listings.length === 1 ? this.top.paths : this.listings.flatMap((l) => l.paths);
    }
    /** The submodules of the tree (gitlinks): path → the commit they are at. */
    gitlinks() {
        return this.top.gitlinks;
    }
    /** A blob's text (a byte-order mark kept), by object id; undefined when git does not have it. */
    readObject(oid) {
        return this.top.reader.read(oid);
    }
    get commit() {
        return this.top.commit;
    }
    /** Ends the cat-file processes (each exits when its stdin closes). */
    close() {
        for (const listing of this.listings)
            listing.reader.close();
    }
    async read(file) {
        const listing = await this.listingOf(file);
        if (!listing)
            return undefined;
        if (this.isKept(listing, file)) {
            const oid = listing.files.get(file);
            if (oid === undefined)
                return undefined;
            const text = await listing.reader.read(oid);
            if (text === undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(`git has no object ${oid} for ${file} of commit ${listing.commit} (not even after fetching it)`, ['cat-file', '--batch'], null, '');
            }
            return (0,_read_js__WEBPACK_IMPORTED_MODULE_7__/* .stripBom */ .F8)(text);
        }
        // Any other file: by path in the commit.
        const inside = listing.root === '' ? file : file.slice(listing.root.length + 1);
        const text = await listing.reader.read(`${listing.commit}:${inside}`).catch(() => undefined);
        return text === undefined ? undefined : (0,_read_js__WEBPACK_IMPORTED_MODULE_7__/* .stripBom */ .F8)(text);
    }
    async isFile(file) {
        const listing = await this.listingOf(file);
        if (!listing)
            return false;
        if (this.isKept(listing, file))
            return listing.files.has(file);
        if (!this.pathSet || this.pathSet.size === 0) {
            this.pathSet = new Set(this.listings.flatMap((l) => l.paths));
        }
        return this.pathSet.has(file);
    }
    /** Whether `file` is one the listing keeps with its object id (when it is in the tree). */
    isKept(listing, file) {
        const slash = file.lastIndexOf('/');
        return isManifest(slash === -1 ? file : file.slice(slash + 1)) || listing.keep?.(file) === true;
    }
    isDirectory(dir) {
        const clean = (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .joinDir */ .SA)(dir);
        if (clean === '')
            return true;
        if (clean === '..' || clean.startsWith('../'))
            return false;
        if (!this.dirs) {
            const dirs = new Set();
            for (const listing of this.listings) {
                for (const link of listing.gitlinks.keys())
                    dirs.add(link);
                for (const file of listing.paths) {
                    for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
                        const parent = file.slice(0, end);
                        if (dirs.has(parent))
                            break;
                        dirs.add(parent);
                    }
                }
            }
            this.dirs = dirs;
        }
        return this.dirs.has(clean);
    }
    async members(patterns, manifestName, exclude = []) {
        const { include, ignore, wantsRoot } = (0,_read_js__WEBPACK_IMPORTED_MODULE_7__/* .memberPatterns */ .Qn)(patterns, exclude);
        const found = new Set();
        if (include.length > 0) {
            // As tinyglobby matches (dot files left out, POSIX paths), so both readers agree.
            const options = { dot: false, posix: true };
            const matches = picomatch__WEBPACK_IMPORTED_MODULE_8___default()(include, options);
            const ignored = picomatch__WEBPACK_IMPORTED_MODULE_8___default()(ignore, options);
            const partial = partialMatcher(include, options);
            const crawled = new Map();
            /** tinyglobby enters a directory when it may lead to a match and is not ignored. */
            const entered = (dir) => {
                let known = crawled.get(dir);
                if (known === undefined) {
                    const slash = dir.lastIndexOf('/');
                    known = (slash === -1 || entered(dir.slice(0, slash))) && partial(dir) && !ignored(dir);
                    crawled.set(dir, known);
                }
                return known;
            };
            const visit = async (listing) => {
                for (const dir of listing.dirsByName.get(manifestName) ?? []) {
                    if (dir !== '' && matches(dir) && entered(dir))
                        found.add(dir);
                }
                const subs = [];
                for (const link of listing.gitlinks.keys()) {
                    if (!entered(link))
                        continue;
                    subs.push(this.submodule(listing, link).then((sub) => (sub ? visit(sub) : undefined)));
                }
                await Promise.all(subs);
            };
            await visit(this.top);
        }
        if (wantsRoot)
            found.add('');
        return [...found].sort();
    }
    async filesUnder(dir) {
        const prefix = (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .joinDir */ .SA)(dir) === '' ? '' : `${(0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .joinDir */ .SA)(dir)}/`;
        // A submodule inside `dir` is read when the checkout initialised it.
        for (const listing of [...this.listings]) {
            for (const link of listing.gitlinks.keys()) {
                if (link.startsWith(prefix))
                    await this.submodule(listing, link);
            }
        }
        const out = [];
        for (const listing of this.listings) {
            for (const file of listing.paths) {
                if (file.startsWith(prefix) && !listing.gitlinks.has(file))
                    out.push(file);
            }
        }
        return out.sort();
    }
    unknownSubmodules() {
        return [...this.unknown.keys()].sort();
    }
    inUnknownSubmodule(file) {
        for (const dir of this.unknown.keys()) {
            if (file === dir || file.startsWith(`${dir}/`))
                return true;
        }
        return false;
    }
    /** The listing that holds `file`: the top one, or a submodule's; undefined in an unknown one. */
    async listingOf(file) {
        let listing = this.top;
        if (this.listings.length === 1 && listing.gitlinks.size === 0)
            return listing;
        for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1)) {
            const dir = file.slice(0, slash);
            if (!listing.gitlinks.has(dir))
                continue;
            const sub = await this.submodule(listing, dir);
            if (!sub)
                return undefined;
            listing = sub;
        }
        return listing;
    }
    /**
     * A submodule's tree at the commit its gitlink names, read inside it (`git -C <path>`), when
     * the checkout initialised it; otherwise undefined, and the submodule is unknown.
     */
    submodule(parent, dir) {
        let pending = this.submodules.get(dir);
        if (!pending) {
            const commit = parent.gitlinks.get(dir);
            pending = (async () => {
                const prefix = ['-C', dir];
                // An uninitialised submodule is an empty directory (or none, outside a sparse
                // checkout): git would find the superproject's repository there instead.
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(this.workspace, dir, '.git'))) {
                    const listed = await this.git.tryRun([...prefix, ...(0,_diff_early_git_js__WEBPACK_IMPORTED_MODULE_3__/* .treeListArgs */ .mM)(commit)]);
                    if (listed.ok) {
                        const listing = parseListing(listed.stdout, dir, commit, new _objects_js__WEBPACK_IMPORTED_MODULE_5__/* .ObjectReader */ .n(this.git, prefix, {
                            partial: (0,_objects_js__WEBPACK_IMPORTED_MODULE_5__/* .isPartialClone */ .t)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(this.workspace, dir, '.git')),
                        }));
                        this.listings.push(listing);
                        this.dirs = undefined;
                        this.pathSet = undefined;
                        return listing;
                    }
                }
                this.unknown.set(dir, commit);
                return undefined;
            })();
            this.submodules.set(dir, pending);
        }
        return pending;
    }
}


/***/ })

};

//# sourceMappingURL=3521.index.js.map