export const id = 80;
export const ids = [80];
export const modules = {

/***/ 1536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ buildFilesSource),
/* harmony export */   n: () => (/* binding */ commitSource)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6264);
/* harmony import */ var _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3521);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3649);
/**
 * A reader of build files (Maven, Gradle, .NET) as a graph source: both commits' trees opened
 * from git objects, the reader's answer in the shape every source gives, and a git failure as ALL.
 */




async function buildFilesSource(ctx, tool, read) {
    return commitSource(ctx, tool, (after, before, changed, where) => read(after, lazyFiles(where, before), changed));
}
/**
 * A reader of both commits' trees from git objects as a graph source (the build-file readers, Python):
 * the head's tree opened at once, the base's on first use, a git failure as ALL. `keep` chooses
 * the files whose object ids the trees keep (CommitFiles.open); the answer's `source` replaces
 * the summary's words for where the graph came from.
 */
async function commitSource(ctx, tool, read) {
    const started = Date.now();
    const c = ctx.comparison;
    const to = c.kind === 'merge-commit' ? 'the merge commit' : 'the pull request head';
    const from = c.kind === 'merge-commit' ? 'its first parent' : 'the merge-base';
    // The first parent is listed only when the reader asks for it (a source-only pull request
    // reads one tree).
    const after = await _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .CommitFiles */ .d.open(ctx.git, ctx.repository, c.to, to, tool.keep);
    let opened;
    const open = () => (opened ??= _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .CommitFiles */ .d.open(ctx.git, ctx.repository, c.from, from, tool.keep));
    const before = async () => {
        const files = await open();
        if (!files) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS(`git cannot list ${from} ${c.from.slice(0, 12)}`, ['ls-tree'], null, '');
        }
        return files;
    };
    try {
        if (!after) {
            return (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .allAnswer */ .s)(`${tool.title}'s build files could not be read: git cannot list ${to} ${c.to.slice(0, 12)}`);
        }
        let answer;
        try {
            answer = await read(after, before, ctx.changed, `in commit ${c.from.slice(0, 12)} (${from})`);
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS))
                throw error;
            return (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .allAnswer */ .s)(`${tool.title}'s build files could not be read with git: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
        const n = answer.modules;
        return {
            impacted: answer.impacted,
            all: answer.all,
            outside: answer.outside,
            unseen: answer.unseen ?? [],
            calls: [
                {
                    tool: tool.title,
                    command: [],
                    ms: Date.now() - started,
                    source: answer.source ?? `${n} ${tool.what}${n === 1 ? '' : 's'} read from git objects`,
                },
            ],
            warnings: answer.warnings,
            ...(answer.names && { names: answer.names }),
        };
    }
    finally {
        after?.close();
        void opened?.then((files) => files?.close());
    }
}
/**
 * A RepoFiles opened on first use. Its synchronous questions (isDirectory, the submodules) need
 * it open: the readers ask them only after an asynchronous read.
 */
function lazyFiles(where, open) {
    let files;
    const get = async () => (files ??= await open());
    const now = (what) => {
        if (!files)
            throw new Error(`${where}: ${what} asked before the tree was read`);
        return files;
    };
    return {
        where,
        read: async (file) => (await get()).read(file),
        isFile: async (file) => (await get()).isFile(file),
        isDirectory: (dir) => now('isDirectory').isDirectory(dir),
        members: async (patterns, name, exclude) => (await get()).members(patterns, name, exclude),
        filesUnder: async (dir) => (await get()).filesUnder(dir),
        unknownSubmodules: () => now('unknownSubmodules').unknownSubmodules(),
        inUnknownSubmodule: (file) => now('inUnknownSubmodule').inUnknownSubmodule(file),
    };
}


/***/ }),

/***/ 7760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ closeOver),
/* harmony export */   WC: () => (/* binding */ emptyAnswer),
/* harmony export */   bn: () => (/* binding */ allOf)
/* harmony export */ });
/** An answer with nothing in it yet. */
function emptyAnswer() {
    return { impacted: new Map(), outside: [], unseen: [], warnings: [], modules: 0 };
}
/** `answer` made ALL for `sentence`: its warnings and count kept, nothing impacted or left over. */
function allOf(answer, sentence) {
    return { ...answer, impacted: new Map(), outside: [], unseen: [], all: sentence };
}
/**
 * The seeds and everything reachable from them through `next` (a module's dependents), breadth
 * first; each reached module's reason names the module it was reached from.
 */
function closeOver(seeds, next, 
/** The reason of `dependent`, reached from the impacted `from`. */
reached) {
    const impacted = new Map(seeds);
    const queue = [...seeds.keys()];
    for (let at = 0; at < queue.length; at++) {
        const name = queue[at];
        for (const dependent of next(name)) {
            if (impacted.has(dependent))
                continue;
            impacted.set(dependent, reached(name, dependent));
            queue.push(dependent);
        }
    }
    return impacted;
}


/***/ }),

/***/ 8080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dotnetSource: () => (/* binding */ dotnetSource)
});

// EXTERNAL MODULE: ./src/targets/graphs/build-files-source.ts
var build_files_source = __webpack_require__(1536);
// EXTERNAL MODULE: ./src/targets/graphs/build-files.ts
var build_files = __webpack_require__(7760);
// EXTERNAL MODULE: ./src/targets/graphs/paths.ts
var paths = __webpack_require__(4354);
;// CONCATENATED MODULE: ./src/targets/graphs/dotnet/expand.ts
/**
 * MSBuild's expressions as the .NET reader evaluates them, from the repository's files alone:
 * `$(Property)`, the property functions that find and join paths (GetPathOfFileAbove,
 * GetDirectoryNameOfFileAbove, NormalizeDirectory, NormalizePath, EnsureTrailingSlash,
 * Path.Combine, ValueOrDefault), and paths resolved to the repository's files.
 *
 * A value is a list of alternatives: a property assigned under a condition may keep its earlier
 * value or take the new one (conditions are counted as present, never evaluated). What the
 * reader cannot know (a property no file of the repository sets: the SDK's, the environment's,
 * the command line's; a function it does not know; item metadata) is UNKNOWN inside the text,
 * and a path holding it is a pattern: any file the known parts fit.
 */
/** Text the reader cannot know: matches any text, slashes too. */
const UNKNOWN = '\u0000';
/** The repository's root directory, where MSBuild's full paths start (the checkout's place is not known). */
const ROOT = '\u0001';
/** Repeated UNKNOWN, which is one. */
const UNKNOWN_RUN = new RegExp(`${UNKNOWN}+`, 'g');
/** The markers, which no file's text may hold. */
const MARKERS = new RegExp(`[${UNKNOWN}${ROOT}]`, 'g');
/** More alternatives than this are one UNKNOWN (a guard against products of conditions). */
const MOST_ALTERNATIVES = 32;
const dirOf = (file) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const baseOf = (file) => file.slice(file.lastIndexOf('/') + 1);
/** A repository directory as MSBuild writes a directory property: full, with a trailing slash. */
const directoryValue = (dir) => `${ROOT}/${dir === '' ? '' : `${dir}/`}`;
/**
 * The reserved properties MSBuild sets for the file being evaluated (`MSBuildThisFile*`) and the
 * project (`MSBuildProject*`); undefined for any other name.
 */
function reserved(lower, scope) {
    const thisFile = lower.startsWith('msbuildthisfile');
    if (!thisFile && !lower.startsWith('msbuildproject'))
        return undefined;
    const file = thisFile ? scope.thisFile : scope.project;
    const rest = lower.slice(thisFile ? 'msbuildthisfile'.length : 'msbuildproject'.length);
    const base = baseOf(file);
    const dot = base.lastIndexOf('.');
    const dir = dirOf(file);
    // MSBuildThisFile and MSBuildProjectFile: the name.
    if (rest === (thisFile ? '' : 'file'))
        return base;
    switch (rest) {
        case 'name':
            return dot <= 0 ? base : base.slice(0, dot);
        case 'extension':
            return dot <= 0 ? '' : base.slice(dot);
        case 'fullpath':
            return `${ROOT}/${file}`;
        case 'directory':
            // The file's directory ends in a slash; the project's does not.
            return thisFile ? directoryValue(dir) : dir === '' ? ROOT : `${ROOT}/${dir}`;
    }
    return undefined;
}
/** Whether MSBuild reserves the name (files cannot set it). */
const isReserved = (lower) => lower.startsWith('msbuild');
/** The alternatives of a property in `scope`: reserved, set by a file, or UNKNOWN. */
function lookup(name, scope) {
    const lower = name.toLowerCase();
    const fixed = reserved(lower, scope);
    if (fixed !== undefined)
        return [fixed];
    if (isReserved(lower))
        return [UNKNOWN];
    return scope.property(lower) ?? [UNKNOWN];
}
/** Concatenations of one alternative of each part, capped. */
function product(parts) {
    let out = [''];
    for (const part of parts) {
        const next = new Set();
        for (const left of out)
            for (const right of part)
                next.add(left + right);
        if (next.size > MOST_ALTERNATIVES)
            return [UNKNOWN];
        out = [...next];
    }
    return out;
}
/** Every choice of one alternative per argument; undefined when there are too many. */
function combinations(args) {
    let out = [[]];
    for (const alts of args) {
        const next = [];
        for (const left of out)
            for (const one of alts)
                next.push([...left, one]);
        if (next.length > MOST_ALTERNATIVES)
            return undefined;
        out = next;
    }
    return out;
}
/** A value's alternatives without repeats, capped. */
function alternatives(values) {
    const set = new Set(values);
    return set.size > MOST_ALTERNATIVES ? [UNKNOWN] : [...set];
}
/**
 * Walk `text` from `from`, outside quoted text, calling `at` with each character and the depth of
 * parentheses around it (an opening one counts itself); stops where `at` returns true, giving
 * that index, or -1 at the end.
 */
function scan(text, from, at) {
    let depth = 0;
    let quote;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (quote) {
            if (c === quote)
                quote = undefined;
            continue;
        }
        if (c === "'" || c === '"' || c === '`')
            quote = c;
        else if (c === '(')
            depth++;
        else if (c === ')')
            depth--;
        if (at(c, depth, i))
            return i;
    }
    return -1;
}
/** The index of the `)` closing the `(` at `open`, skipping quoted text; -1 when none. */
const closing = (text, open) => scan(text, open, (c, depth) => c === ')' && depth === 0);
/** The top-level comma-separated arguments of a call, as written. */
function splitArguments(text) {
    const args = [];
    let start = 0;
    scan(text, 0, (c, depth, i) => {
        if (c === ',' && depth === 0) {
            args.push(text.slice(start, i));
            start = i + 1;
        }
        return false;
    });
    if (text.trim() !== '' || args.length > 0)
        args.push(text.slice(start));
    return args;
}
/** An argument's alternatives: quotes taken off, then expanded. */
function argument(raw, scope) {
    const text = raw.trim();
    const quoted = /^(['"`])([\s\S]*)\1$/.exec(text);
    return expand(quoted ? quoted[2] : text, scope);
}
const isRooted = (path) => path.startsWith(ROOT) || path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path);
/** Path.Combine: a rooted part starts again; a part that may be anything may be rooted too. */
function combine(parts) {
    let out = '';
    for (const part of parts) {
        if (part === '')
            continue;
        if (isRooted(part) || part.startsWith(UNKNOWN))
            out = part;
        else if (out === '' || out.endsWith('/') || out.endsWith('\\'))
            out += part;
        else
            out += `/${part}`;
    }
    return out;
}
const withSlash = (path) => path === '' || path.endsWith('/') || path.endsWith('\\') ? path : `${path}/`;
/** A directory value (full or relative) as a repository directory ('' the root); undefined when not one. */
function repositoryDirectory(value, scope) {
    // As the directory of a file in it, so that the root is one too.
    const resolved = resolvePath(`${withSlash(value)}\u0002`, dirOf(scope.thisFile));
    return resolved.kind === 'file' ? dirOf(resolved.path) : undefined;
}
/** The file named `name` in `start` or the nearest directory above it, as MSBuild finds it. */
function fileAbove(name, start, scope) {
    for (let dir = start;; dir = dirOf(dir)) {
        const found = scope.files.find(dir === '' ? name : `${dir}/${name}`);
        if (found !== undefined)
            return found;
        if (dir === '')
            return undefined;
    }
}
/** One static property function, `[Type]::Method(args)`, on one combination of arguments. */
function callOne(type, method, args, scope) {
    const call = `${type}::${method}`;
    if (args.some((a) => a.includes(UNKNOWN))) {
        // A name searched from an unknown place is some file of that name.
        if (call === 'msbuild::getpathoffileabove' && !args[0].includes(UNKNOWN))
            return `${UNKNOWN}/${args[0]}`;
        if (call === 'msbuild::ensuretrailingslash')
            return withSlash(args[0]);
        if (call === 'msbuild::normalizedirectory')
            return withSlash(combine(args));
        if (call === 'msbuild::normalizepath' || call === 'system.io.path::combine')
            return combine(args);
        return UNKNOWN;
    }
    switch (call) {
        case 'msbuild::getpathoffileabove': {
            const start = args[1] === undefined || args[1].trim() === ''
                ? dirOf(scope.thisFile)
                : repositoryDirectory(args[1], scope);
            if (start === undefined)
                return '';
            const found = fileAbove(args[0].trim(), start, scope);
            return found === undefined ? '' : `${ROOT}/${found}`;
        }
        case 'msbuild::getdirectorynameoffileabove': {
            const start = repositoryDirectory(args[0] ?? '', scope);
            if (start === undefined)
                return '';
            const found = fileAbove((args[1] ?? '').trim(), start, scope);
            if (found === undefined)
                return '';
            const dir = dirOf(found);
            return dir === '' ? ROOT : `${ROOT}/${dir}`;
        }
        case 'msbuild::normalizedirectory':
            return withSlash(combine(args));
        case 'msbuild::normalizepath':
        case 'system.io.path::combine':
            return combine(args);
        case 'msbuild::ensuretrailingslash':
            return withSlash(args[0] ?? '');
        case 'msbuild::valueordefault':
            return args[0] !== '' ? args[0] : (args[1] ?? '');
        case 'system.io.path::getfullpath': {
            // A full path stays one (a relative one is against the process's directory: unknown).
            const path = args[0] ?? '';
            if (!path.startsWith(ROOT))
                return UNKNOWN;
            const resolved = resolvePath(path, '');
            if (resolved.kind !== 'file')
                return resolved.kind === 'none' ? ROOT : UNKNOWN;
            return `${ROOT}/${resolved.path}${/[\\/]$/.test(path) ? '/' : ''}`;
        }
        case 'system.io.path::getdirectoryname': {
            const path = (args[0] ?? '').replace(/[\\/]+$/, '');
            const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
            return cut === -1 ? '' : path.slice(0, cut);
        }
    }
    return UNKNOWN;
}
/** `[Type]::Method(args)` with every combination of the arguments' alternatives. */
function staticFunction(inner, scope) {
    const match = /^\[\s*([\w.]+)\s*\]::(\w+)\s*\(/.exec(inner);
    if (!match)
        return [UNKNOWN];
    const open = match[0].length - 1;
    const close = closing(inner, open);
    // A further call on the result (`.Trim()`) is a function the reader does not follow.
    if (close === -1 || inner.slice(close + 1).trim() !== '')
        return [UNKNOWN];
    const type = match[1].toLowerCase();
    const method = match[2].toLowerCase();
    const args = splitArguments(inner.slice(open + 1, close)).map((a) => argument(a, scope));
    // ValueOrDefault with an unknown first argument may be either.
    if (`${type}::${method}` === 'msbuild::valueordefault') {
        const out = [];
        for (const first of args[0] ?? ['']) {
            if (first.includes(UNKNOWN))
                out.push(first, ...(args[1] ?? ['']));
            else if (first !== '')
                out.push(first);
            else
                out.push(...(args[1] ?? ['']));
        }
        return alternatives(out);
    }
    const combos = combinations(args);
    if (combos === undefined)
        return [UNKNOWN];
    return alternatives(combos.map((combo) => callOne(type, method, combo, scope)));
}
/** The contents of one `$(...)`. */
function expandProperty(inner, scope) {
    const trimmed = inner.trim();
    if (/^[A-Za-z_][\w-]*$/.test(trimmed))
        return lookup(trimmed, scope);
    if (trimmed.startsWith('['))
        return staticFunction(trimmed, scope);
    // A property's own functions ($(Name.Replace(...))) and registry reads: not followed.
    return [UNKNOWN];
}
/** Well-known metadata of an item whose Include is `item`, in the project's directory. */
function metadata(name, item, scope) {
    const full = item.startsWith(ROOT) || item.startsWith(UNKNOWN)
        ? item
        : `${directoryValue(dirOf(scope.project))}${item}`;
    const base = baseOf(item.replace(/\\/g, '/'));
    const dot = base.lastIndexOf('.');
    switch (name.toLowerCase()) {
        case 'identity':
            return item;
        case 'filename':
            return dot <= 0 ? base : base.slice(0, dot);
        case 'extension':
            return dot <= 0 ? '' : base.slice(dot);
        case 'fullpath':
            return full;
        case 'relativedir': {
            const slash = Math.max(item.lastIndexOf('/'), item.lastIndexOf('\\'));
            return slash === -1 ? '' : item.slice(0, slash + 1);
        }
    }
    return UNKNOWN;
}
/** `->'...'` on one item: its metadata and the properties in the text. */
function transform(text, item, scope) {
    const withMetadata = text.replace(/%\(\s*([\w.]+)\s*\)/g, (_, name) => metadata(name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name, item, scope));
    return expand(withMetadata, { ...scope, itemLists: 'unknown' });
}
/**
 * One `@(...)`: nothing, UNKNOWN, or the items of its type when the scope lists them:
 * `@(Type)`, `@(Type, ';')`, item functions that keep a subset (`->Exists()`,
 * `->WithMetadataValue(...)`), transforms with well-known metadata (`->'%(Identity).csproj'`).
 */
function itemList(inner, scope) {
    if (scope.itemLists === 'empty')
        return '';
    const match = /^\s*([A-Za-z_](?:[\w.]|-(?!>))*)\s*(.*)$/s.exec(inner);
    if (scope.itemLists === 'unknown' || !match || !scope.items)
        return UNKNOWN;
    let items = scope.items(match[1].toLowerCase());
    let rest = match[2].trim();
    while (rest.startsWith('->')) {
        rest = rest.slice(2).trim();
        const quoted = /^(['"`])([\s\S]*?)\1/.exec(rest);
        if (quoted) {
            items = items.flatMap((item) => transform(quoted[2], item, scope));
            rest = rest.slice(quoted[0].length).trim();
            continue;
        }
        const call = /^\w+\s*\(/.exec(rest);
        if (!call)
            return UNKNOWN;
        const close = closing(rest, call[0].length - 1);
        if (close === -1)
            return UNKNOWN;
        rest = rest.slice(close + 1).trim();
    }
    // What is left is a separator (`, ';'`) or nothing.
    if (rest !== '' && !rest.startsWith(','))
        return UNKNOWN;
    return items.length > MOST_ALTERNATIVES * 8 ? UNKNOWN : items.join(';');
}
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
/** MSBuild's escapes (%3B and the like) in literal text, decoded. */
const expand_unescape = (text) => text.replace(ESCAPE, (_, hex) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return c === UNKNOWN || c === ROOT ? '' : c;
});
/**
 * An expression's alternatives: properties, property functions, item lists (`@(...)`, as
 * `scope.itemLists` says) and metadata (`%(...)`, UNKNOWN) expanded in the text.
 */
function expand(text, scope) {
    if (!text.includes('$') && !text.includes('@') && !text.includes('%'))
        return [text];
    const parts = [];
    let literal = '';
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if ((c === '$' || c === '@' || c === '%') && text[i + 1] === '(') {
            const close = closing(text, i + 1);
            if (close === -1) {
                literal += text.slice(i);
                break;
            }
            if (literal !== '')
                parts.push([expand_unescape(literal)]);
            literal = '';
            const inner = text.slice(i + 2, close);
            if (c === '$')
                parts.push(expandProperty(inner, scope));
            else if (c === '@')
                parts.push([itemList(inner, scope)]);
            else
                parts.push([UNKNOWN]);
            i = close;
            continue;
        }
        literal += c;
    }
    if (literal !== '')
        parts.push([expand_unescape(literal)]);
    return product(parts);
}
/** A path pattern, compiled to a regular expression when first tested. */
class PathPattern {
    source;
    compiled;
    /** The pattern: normalised, repository-relative, UNKNOWN and wildcards in it. */
    constructor(source) {
        this.source = source;
    }
    test(path) {
        return (this.compiled ??= patternRegExp(this.source)).test(path);
    }
}
const compiled = new Map();
/** A path pattern (normalised, `/`-separated, repository-relative) as a regular expression. */
function patternRegExp(pattern) {
    let known = compiled.get(pattern);
    if (!known) {
        known = compile(pattern);
        if (compiled.size > 10_000)
            compiled.clear();
        compiled.set(pattern, known);
    }
    return known;
}
function compile(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === UNKNOWN) {
            if (pattern[i + 1] === '/') {
                source += '(?:.*/)?';
                i++;
            }
            else
                source += '.*';
        }
        else if (c === '*' && pattern[i + 1] === '*') {
            const atStart = i === 0 || pattern[i - 1] === '/';
            if (atStart && pattern[i + 2] === '/') {
                source += '(?:.*/)?';
                i += 2;
            }
            else if (atStart && i + 2 === pattern.length && i > 0) {
                // `dir/**`: everything under it.
                source = source.slice(0, -1) + '(?:/.*)?';
                i++;
            }
            else {
                source += '.*';
                i++;
            }
        }
        else if (c === '*')
            source += '[^/]*';
        else if (c === '?')
            source += '[^/]';
        else
            source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${source}$`, 'i');
}
const resolvedPaths = new Map();
/**
 * A value (one alternative) as a path: relative ones from `base` (a repository directory),
 * backslashes as slashes, `.` and `..` resolved. A path rising above the root, or absolute
 * outside it, is outside the repository.
 */
function resolvePath(value, base) {
    // Projects share most values (a property of Directory.Build.props names the same file for all).
    const key = value.startsWith(ROOT) ? value : `${base}\u0000${value}`;
    let known = resolvedPaths.get(key);
    if (!known) {
        known = resolve(value, base);
        if (resolvedPaths.size > 100_000)
            resolvedPaths.clear();
        resolvedPaths.set(key, known);
    }
    return known;
}
function resolve(value, base) {
    let text = value.trim().replace(/\\/g, '/').replace(UNKNOWN_RUN, UNKNOWN);
    if (text === '')
        return { kind: 'none' };
    let anchored = false;
    const root = text.lastIndexOf(ROOT);
    if (root !== -1) {
        text = text.slice(root + 1);
        anchored = true;
    }
    else if (text.startsWith(UNKNOWN)) {
        anchored = true;
    }
    else if (text.startsWith('/') || /^[A-Za-z]:/.test(text) || text.startsWith('~')) {
        return { kind: 'outside', path: value.trim() };
    }
    const segments = [];
    if (!anchored && base !== '')
        segments.push(...base.split('/'));
    for (const segment of text.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            const top = segments.at(-1);
            if (top === undefined)
                return { kind: 'outside', path: value.trim() };
            // Unknown text may hold any number of directories: `..` after it stays inside it.
            if (!top.includes(UNKNOWN))
                segments.pop();
            continue;
        }
        segments.push(segment);
    }
    const path = segments.join('/');
    const unknown = path.includes(UNKNOWN);
    if (!unknown && !path.includes('*') && !path.includes('?')) {
        return path === '' ? { kind: 'none' } : { kind: 'file', path };
    }
    const fixed = [];
    for (const segment of segments.slice(0, -1)) {
        if (segment.includes('*') || segment.includes('?') || segment.includes(UNKNOWN))
            break;
        fixed.push(segment);
    }
    const last = Math.max(path.lastIndexOf('*'), path.lastIndexOf('?'), path.lastIndexOf(UNKNOWN));
    return {
        kind: 'pattern',
        test: new PathPattern(path),
        base: fixed.join('/'),
        tail: path.slice(last + 1).toLowerCase(),
        anything: unknown && [...path].every((c) => c === UNKNOWN || c === '*' || c === '?' || c === '/'),
        unknown,
    };
}
/** A value for people: UNKNOWN as `…`, the root as nothing. */
const shown = (value) => value.replaceAll(`${ROOT}/`, '').replaceAll(ROOT, '.').replaceAll(UNKNOWN, '…');

// EXTERNAL MODULE: ./src/targets/graphs/xml.ts
var xml = __webpack_require__(3299);
;// CONCATENATED MODULE: ./src/targets/graphs/dotnet/evaluate.ts
/**
 * One MSBuild project evaluated as far as the repository's files decide it: the files it reads
 * (Directory.Build.props and .targets, Directory.Packages.props, every import, the items that
 * include files from elsewhere, the properties and metadata that name a file), the projects it
 * references, the packages it references, and the SDKs it uses. Conditions are counted as
 * present: a conditional import is followed, a conditional property keeps both values.
 *
 * The order is MSBuild's: the SDK's props (which import Directory.Build.props, then
 * Directory.Packages.props, each the nearest one above the project), the project's body (its
 * imports where they stand), the SDK's targets (Directory.Build.targets); items and the files
 * properties name are read with the properties' final values, as MSBuild's later passes do.
 */


/**
 * SDKs whose own files read nothing of the repository beyond what the reader follows (the
 * Directory.* files, the project's directory): Microsoft's project SDKs and MSBuild SDKs.
 */
const KNOWN_SDKS = new Set([
    'Microsoft.NET.Sdk',
    'Microsoft.NET.Sdk.Web',
    'Microsoft.NET.Sdk.Razor',
    'Microsoft.NET.Sdk.BlazorWebAssembly',
    'Microsoft.NET.Sdk.Worker',
    'Microsoft.NET.Sdk.WindowsDesktop',
    'Microsoft.NET.Sdk.StaticWebAssets',
    'Aspire.AppHost.Sdk',
    'MSTest.Sdk',
    'Microsoft.Build.NoTargets',
    'Microsoft.Build.Traversal',
].map((s) => s.toLowerCase()));
/** Item types that name no file (their Include is a name, a namespace, a package). */
const NOT_FILES = new Set([
    'packageversion',
    'using',
    'internalsvisibleto',
    'frameworkreference',
    'supportedplatform',
    'projectcapability',
    'assemblyattribute',
    'assemblymetadata',
    'compilervisibleproperty',
    'compilervisibleitemmetadata',
    'trimmerrootassembly',
    'runtimehostconfigurationoption',
    'sdk',
]);
/** Attributes of an item that are no metadata. */
const ITEM_OPERATIONS = new Set([
    'include',
    'exclude',
    'remove',
    'update',
    'condition',
    'keepmetadata',
    'removemetadata',
    'keepduplicates',
    'matchonmetadata',
    'matchonmetadataoptions',
    'link',
]);
const evaluate_dirOf = (file) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const lowerAttributes = new WeakMap();
/** An attribute by its lower-case name (MSBuild's names compared ignoring case). */
function attribute(element, name) {
    let map = lowerAttributes.get(element);
    if (!map) {
        map = new Map(Object.entries(element.attributes).map(([k, v]) => [k.toLowerCase(), v]));
        lowerAttributes.set(element, map);
    }
    return map.get(name);
}
/** Whether a value may name a file outside the project's directory (a path, or a property). */
const mayNamePath = (value) => /[/\\$]/.test(value);
/** SDK names in a `Sdk` attribute: `A;B/1.0` is A and B. */
function sdkNames(value) {
    return value
        .split(';')
        .map((s) => s.split('/')[0].trim())
        .filter((s) => s !== '');
}
/** Evaluates one project of the commit. */
class Evaluation {
    commit;
    properties = new Map();
    /** The name each property was last written with, for reasons. */
    spelling = new Map();
    imported = new Set();
    items = [];
    /** Items of targets: they run after evaluation, so they come after every item above. */
    targetItems = [];
    /** Every item in MSBuild's order (set when the items are read). */
    ordered = [];
    tasks = [];
    fileAttributes = [];
    propsDone = false;
    targetsDone = false;
    dir;
    result;
    scopes = new Map();
    /** Item lists expanded (in the items pass, when properties are final), by type and place. */
    itemLists = new Map();
    property = (lower) => this.properties.get(lower);
    constructor(commit, project) {
        this.commit = commit;
        this.dir = evaluate_dirOf(project);
        this.result = {
            project,
            reads: new Map(),
            patterns: [],
            edges: new Map(),
            broken: [],
            missing: [],
            opaque: [],
            packages: new Set(),
            pinning: false,
            unknownSdks: new Map(),
            warnings: [],
        };
        for (const name of commit.globals)
            this.properties.set(name, [UNKNOWN]);
    }
    scope(file, itemLists) {
        let byMode = this.scopes.get(file);
        if (!byMode) {
            byMode = new Map();
            this.scopes.set(file, byMode);
        }
        let scope = byMode.get(itemLists);
        if (!scope) {
            scope = {
                property: this.property,
                thisFile: file,
                project: this.result.project,
                files: this.commit.files,
                itemLists,
            };
            byMode.set(itemLists, scope);
        }
        return scope;
    }
    /** Whether a property is false on every alternative (a switch turned off for certain). */
    certainlyFalse(lower) {
        const value = this.properties.get(lower);
        return value !== undefined && value.every((v) => v.trim().toLowerCase() === 'false');
    }
    read(file, why) {
        if (!this.result.reads.has(file))
            this.result.reads.set(file, why);
    }
    noteSdk(name, file) {
        if (!KNOWN_SDKS.has(name.toLowerCase()) && !this.result.unknownSdks.has(name))
            this.result.unknownSdks.set(name, file);
    }
    async run() {
        const project = this.result.project;
        const root = await this.commit.load(project);
        if (!root)
            throw new Error(`the project file ${project} cannot be read`);
        const sdks = sdkNames(attribute(root, 'sdk') ?? '');
        for (const element of root.children) {
            if (element.name.toLowerCase() === 'sdk')
                sdks.push(...sdkNames(attribute(element, 'name') ?? ''));
        }
        for (const sdk of sdks)
            this.noteSdk(sdk, project);
        // A project importing its SDK explicitly has the SDK's props and targets where it says.
        const explicit = root.children.some((c) => c.name.toLowerCase() === 'import' && attribute(c, 'sdk') !== undefined);
        if (!explicit)
            await this.commonProps();
        await this.walk(root, project, false);
        await this.commonTargets();
        this.finish();
        return this.result;
    }
    /** Microsoft.Common.props: Directory.Build.props, then NuGet's Directory.Packages.props. */
    async commonProps() {
        if (this.propsDone)
            return;
        this.propsDone = true;
        await this.directoryFile('DirectoryBuildProps', 'Directory.Build.props');
        await this.directoryFile('DirectoryPackagesProps', 'Directory.Packages.props');
    }
    /** Microsoft.Common.targets: Directory.Build.targets. */
    async commonTargets() {
        if (this.targetsDone)
            return;
        this.targetsDone = true;
        await this.commonProps();
        await this.directoryFile('DirectoryBuildTargets', 'Directory.Build.targets');
    }
    /** A property set as MSBuild's own files set it: its value unless one is set already. */
    preset(name, value) {
        const lower = name.toLowerCase();
        let known = this.properties.get(lower);
        if (known === undefined) {
            known = value();
            this.properties.set(lower, known);
            this.spelling.set(lower, name);
        }
        return known;
    }
    /**
     * One of the files MSBuild looks for from the project's directory upward, as
     * Microsoft.Common.props and .targets (and NuGet's props) find it: unless
     * `Import<kind>` is false for certain, `<kind>Path`, else `_<kind>File` (the file's name) in
     * `_<kind>BasePath` (the nearest directory holding one). Other files read these properties
     * (a nested Directory.Build.props importing `$(_DirectoryBuildPropsFile)` above it).
     */
    async directoryFile(kind, name) {
        if (this.certainlyFalse(`import${kind.toLowerCase()}`))
            return;
        this.preset(`Import${kind}`, () => ['true']);
        const path = this.preset(`${kind}Path`, () => {
            const files = this.preset(`_${kind}File`, () => [name]);
            const bases = this.preset(`_${kind}BasePath`, () => alternatives(files.map((file) => file.includes(UNKNOWN) ? UNKNOWN : (this.directoryAbove(file) ?? ''))));
            const paths = [];
            for (const base of bases) {
                for (const file of files)
                    if (base !== '' && file !== '')
                        paths.push(`${base}/${file}`);
            }
            return alternatives(paths);
        });
        await this.importValue(path, this.result.project, false, `$(${kind}Path)`);
    }
    /** The directory (a full path) nearest above the project holding `name`, MSBuild's search. */
    directoryAbove(name) {
        for (let dir = this.dir;; dir = evaluate_dirOf(dir)) {
            if (this.commit.files.find(dir === '' ? name : `${dir}/${name}`) !== undefined)
                return dir === '' ? ROOT : `${ROOT}/${dir}`;
            if (dir === '')
                return undefined;
        }
    }
    /** The children of a project, an import, a Choose's branch. */
    async walk(element, file, conditional) {
        for (const c of element.children) {
            const cond = conditional || attribute(c, 'condition') !== undefined;
            switch (c.name.toLowerCase()) {
                case 'propertygroup':
                    for (const p of c.children)
                        this.assign(p.name, p.text, file, cond || attribute(p, 'condition') !== undefined);
                    break;
                case 'itemgroup':
                    for (const item of c.children)
                        this.items.push({ element: item, file, index: 0 });
                    break;
                case 'import':
                    await this.importElement(c, file, cond);
                    break;
                case 'importgroup':
                    for (const i of c.children) {
                        if (i.name.toLowerCase() === 'import')
                            await this.importElement(i, file, cond || attribute(i, 'condition') !== undefined);
                    }
                    break;
                case 'choose':
                    for (const branch of c.children)
                        await this.walk(branch, file, true);
                    break;
                case 'target':
                    this.target(c, file);
                    break;
                case 'usingtask': {
                    const assembly = attribute(c, 'assemblyfile');
                    if (assembly !== undefined)
                        this.fileAttributes.push({ value: assembly, file, what: 'UsingTask' });
                    break;
                }
            }
        }
    }
    /** A target's items (read when it runs, with the same properties) and MSBuild tasks. */
    target(target, file) {
        for (const c of target.children) {
            const name = c.name.toLowerCase();
            if (name === 'itemgroup') {
                for (const item of c.children)
                    this.targetItems.push({ element: item, file, index: 0 });
            }
            else if (name === 'msbuild') {
                const projects = attribute(c, 'projects');
                if (projects !== undefined)
                    this.tasks.push({ projects, file });
            }
        }
    }
    assign(name, text, file, conditional) {
        const lower = name.toLowerCase();
        if (isReserved(lower) || this.commit.globals.has(lower))
            return;
        const value = expand(text.trim(), this.scope(file, 'unknown'));
        this.spelling.set(lower, name);
        // Under a condition it may keep its earlier value: unset, it is empty (a value from the SDK
        // or the environment that the files also set is taken to be theirs).
        if (!conditional)
            this.properties.set(lower, value);
        else
            this.properties.set(lower, alternatives([...(this.properties.get(lower) ?? ['']), ...value]));
    }
    async importElement(element, file, conditional) {
        const project = attribute(element, 'project');
        const sdk = attribute(element, 'sdk');
        if (sdk !== undefined) {
            for (const name of sdkNames(sdk))
                this.noteSdk(name, file);
            if (file === this.result.project && project !== undefined) {
                if (/sdk\.props$/i.test(project.trim()))
                    await this.commonProps();
                else if (/sdk\.targets$/i.test(project.trim()))
                    await this.commonTargets();
            }
            return;
        }
        if (project === undefined)
            return;
        const value = expand(project, this.scope(file, 'unknown'));
        await this.importValue(value, file, conditional, project);
    }
    /** An import's path (each alternative): the files it names, read and walked. */
    async importValue(value, from, conditional, written) {
        const maybe = conditional || value.length > 1;
        for (const alternative of value) {
            const resolved = resolvePath(alternative, evaluate_dirOf(from));
            switch (resolved.kind) {
                case 'none':
                    break;
                case 'outside':
                    this.warnOnce(`${from} imports "${written.trim()}", which is outside the repository: the reader does not read it.`);
                    break;
                case 'file':
                    await this.importFile(resolved.path, from, maybe);
                    break;
                case 'pattern': {
                    // A path no part of which the files decide: what it imports is unknown (ALL).
                    if (resolved.anything) {
                        this.result.opaque.push({ written: written.trim(), from });
                        break;
                    }
                    this.result.patterns.push({
                        how: 'imports',
                        from,
                        written: written.trim(),
                        test: resolved.test,
                        base: resolved.base,
                        unknown: resolved.unknown,
                        anything: resolved.anything,
                    });
                    // Wildcards import every match; an unknown part may be any one of them.
                    for (const match of this.commit.files.matching(resolved.test, resolved.base, resolved.tail))
                        await this.importFile(match, from, maybe || resolved.unknown);
                    break;
                }
            }
        }
    }
    async importFile(file, from, conditional) {
        this.read(file, { how: 'imports', from });
        // MSBuild imports a file once per evaluation (a second import is a warning).
        if (this.imported.has(file) || file === this.result.project)
            return;
        this.imported.add(file);
        const element = await this.commit.load(file);
        if (element)
            await this.walk(element, file, conditional);
    }
    warnOnce(message) {
        if (!this.result.warnings.includes(message))
            this.result.warnings.push(message);
    }
    /** Items, tasks and properties, with the properties' final values. */
    finish() {
        this.ordered = [...this.items, ...this.targetItems];
        this.ordered.forEach((item, index) => (item.index = index));
        for (const { element, file, index } of this.ordered)
            this.item(element, file, index);
        for (const { projects, file } of this.tasks)
            this.references(projects, file, this.ordered.length);
        for (const { value, file, what } of this.fileAttributes)
            this.namedFile(value, file, what, 'includes');
        for (const [lower, value] of this.properties) {
            for (const alternative of value) {
                if (alternative.includes('/') ||
                    alternative.includes('\\') ||
                    alternative.includes('\u0001'))
                    this.namedFile(alternative, '', this.spelling.get(lower) ?? lower, 'names');
            }
        }
        const pinning = this.properties.get('centralpackagetransitivepinningenabled');
        this.result.pinning =
            pinning !== undefined && pinning.some((v) => !['false', ''].includes(v.trim().toLowerCase()));
    }
    /** Files a value names that exist outside the project's directory (its own it holds anyway). */
    namedFile(text, from, what, how) {
        const value = how === 'names' ? [text] : expand(text, this.scope(from, 'empty'));
        for (const alternative of value) {
            for (const part of alternative.split(';')) {
                const resolved = resolvePath(part, this.dir);
                if (resolved.kind !== 'file' || (0,paths/* under */.hG)(resolved.path, this.dir))
                    continue;
                if (this.commit.files.exists(resolved.path))
                    this.read(resolved.path, { how, what, from: from || this.result.project });
            }
        }
    }
    /**
     * Every path of every alternative of every Include of the project's items of a type that come
     * before `before` in MSBuild's order (what `@(Type)` sees there).
     */
    itemsOfType(lowerType, before) {
        const key = `${lowerType}:${before}`;
        let list = this.itemLists.get(key);
        if (!list) {
            const paths = new Set();
            for (const { element, file, index } of this.ordered.slice(0, before)) {
                if (element.name.toLowerCase() !== lowerType)
                    continue;
                const include = attribute(element, 'include');
                if (include === undefined)
                    continue;
                for (const alternative of expand(include, this.itemScope(file, index))) {
                    for (const part of alternative.split(';'))
                        if (part.trim() !== '')
                            paths.add(part.trim());
                }
            }
            list = [...paths];
            this.itemLists.set(key, list);
        }
        return list;
    }
    /** The scope of an expression at `index` in MSBuild's order, its `@(...)` the items before. */
    itemScope(file, index) {
        return { ...this.scope(file, 'items'), items: (type) => this.itemsOfType(type, index) };
    }
    item(element, file, index) {
        const type = element.name;
        const lower = type.toLowerCase();
        const include = attribute(element, 'include');
        if (lower === 'projectreference') {
            if (include !== undefined)
                this.references(include, file, index);
            return;
        }
        if (['packagereference', 'globalpackagereference', 'packagedownload'].includes(lower)) {
            if (include === undefined)
                return;
            for (const alternative of expand(include, this.scope(file, 'unknown'))) {
                for (const id of alternative.split(';')) {
                    const trimmed = id.trim();
                    if (trimmed === '')
                        continue;
                    this.result.packages.add(trimmed.includes(UNKNOWN) ? '*' : trimmed.toLowerCase());
                }
            }
            return;
        }
        if (NOT_FILES.has(lower))
            return;
        if (include !== undefined)
            this.includes(include, type, file);
        // Metadata naming a file (a Reference's HintPath, say).
        for (const [key, value] of Object.entries(element.attributes)) {
            if (mayNamePath(value) && !ITEM_OPERATIONS.has(key.toLowerCase()))
                this.namedFile(value, file, `${type} ${key}`, 'includes');
        }
        for (const meta of element.children) {
            if (mayNamePath(meta.text) && !ITEM_OPERATIONS.has(meta.name.toLowerCase()))
                this.namedFile(meta.text.trim(), file, `${type} ${meta.name}`, 'includes');
        }
    }
    /** An item's Include: files outside the project's directory it takes in, and patterns. */
    includes(include, type, file) {
        for (const alternative of expand(include, this.scope(file, 'empty'))) {
            for (const part of alternative.split(';')) {
                const resolved = resolvePath(part, this.dir);
                if (resolved.kind === 'file') {
                    if (!(0,paths/* under */.hG)(resolved.path, this.dir))
                        this.read(resolved.path, { how: 'includes', what: type, from: file });
                }
                else if (resolved.kind === 'pattern') {
                    // A path no part of which the files decide: as for imports.
                    if (resolved.anything)
                        continue;
                    // A pattern inside the project's directory takes only what it holds already.
                    if (!resolved.unknown && (0,paths/* under */.hG)(resolved.base, this.dir))
                        continue;
                    this.result.patterns.push({
                        how: 'includes',
                        what: type,
                        from: file,
                        written: include.trim(),
                        test: resolved.test,
                        base: resolved.base,
                        unknown: resolved.unknown,
                        anything: resolved.anything,
                    });
                }
            }
        }
    }
    /** A ProjectReference's Include or an MSBuild task's Projects: the projects it names. */
    references(written, from, before) {
        // Broken when no alternative names anything (one that does is one MSBuild may take).
        const problems = [];
        let named = false;
        for (const alternative of expand(written, this.itemScope(from, before))) {
            for (const part of alternative.split(';')) {
                const resolved = resolvePath(part, this.dir);
                if (resolved.kind === 'none')
                    continue;
                const problem = this.reference(resolved, written.trim(), from);
                if (problem === undefined)
                    named = true;
                else
                    problems.push(problem);
            }
        }
        if (!named && problems.length > 0)
            this.result.broken.push({ written: written.trim(), from, ...problems[0] });
    }
    /** One resolved reference: edges or files taken in; why it names nothing, when it does not. */
    reference(resolved, written, from) {
        const project = this.result.project;
        const edge = (path, pattern) => {
            if (path !== project && !this.result.edges.has(path))
                this.result.edges.set(path, { written, from, pattern });
        };
        switch (resolved.kind) {
            case 'none':
                return undefined;
            case 'outside':
                return { why: 'it is outside the repository' };
            case 'file': {
                // A name of another case: found where file names ignore case.
                const path = this.commit.files.find(resolved.path) ?? resolved.path;
                if (this.commit.projects.has(path))
                    edge(path, false);
                else if (this.commit.files.exists(path))
                    this.otherProject(path, written, from);
                else if (this.commit.inUnknownSubmodule(path))
                    return {
                        why: `${path} lies in a submodule the checkout did not initialise (check out with submodules)`,
                        submodule: true,
                    };
                else if (/[$@%]/.test(written))
                    return { why: `${path} does not exist` };
                else {
                    // A path written out names that file for certain: none is there (MSBuild warns and
                    // goes on); a pull request adding it changes the project.
                    this.read(path, { how: 'includes', what: 'ProjectReference', from });
                    this.result.missing.push({ written, from, path });
                }
                return undefined;
            }
            case 'pattern': {
                if (resolved.anything) {
                    this.warnOnce(`${from} references "${written}", a path the reader cannot resolve at all: ${project} depends on every project.`);
                }
                const matches = this.commit.projectsMatching(resolved.test);
                for (const match of matches)
                    edge(match, true);
                if (matches.length > 0)
                    return undefined;
                const files = this.commit.files.matching(resolved.test, resolved.base, resolved.tail);
                for (const match of files)
                    this.otherProject(match, written, from);
                return files.length > 0 ? undefined : { why: 'it names no project or file of the commit' };
            }
        }
    }
    /** A reference to a file that is no .NET project (a .vcxproj, a .sqlproj): it and its directory. */
    otherProject(path, written, from) {
        const why = { how: 'includes', what: 'ProjectReference', from };
        this.read(path, why);
        const dir = evaluate_dirOf(path);
        const resolved = resolvePath(`${dir === '' ? '' : `${dir}/`}**`, '');
        if (resolved.kind === 'pattern')
            this.result.patterns.push({
                ...why,
                written: written.trim(),
                test: resolved.test,
                base: resolved.base,
                unknown: false,
                anything: false,
            });
    }
}

;// CONCATENATED MODULE: ./src/targets/graphs/dotnet/graph.ts



/** A reason the projects cannot be read: one sentence naming the file and what is wrong. */
class DotnetError extends Error {
}
const PROJECT = /\.(csproj|fsproj|vbproj)$/i;
/** Whether a path is a .NET project file (not one under build output). */
function isProjectFile(path) {
    if (!PROJECT.test(path))
        return false;
    const parts = path.split('/');
    return !parts.slice(0, -1).some((p) => p === 'bin' || p === 'obj');
}
/** The files of a commit, for the lookups an evaluation makes. */
class PathIndex {
    paths;
    set;
    lower;
    lowerPaths;
    /** Answers of `matching`: every project asks the same patterns of the files it imports. */
    matches = new Map();
    constructor(
    /** Every file of the commit, sorted. */
    paths) {
        this.paths = paths;
        this.set = new Set(paths);
    }
    exists(file) {
        return this.set.has(file);
    }
    find(file) {
        if (this.set.has(file))
            return file;
        if (!this.lower) {
            this.lower = new Map();
            for (const path of this.paths) {
                const key = path.toLowerCase();
                if (!this.lower.has(key))
                    this.lower.set(key, path);
            }
        }
        return this.lower.get(file.toLowerCase());
    }
    /** Files under `base` (every file when '') ending in `tail` (lower-case) that `test` matches. */
    matching(test, base, tail = '') {
        const key = `${test.source}\u0000${base}`;
        let found = this.matches.get(key);
        if (!found) {
            found = this.scan(test, base, tail);
            this.matches.set(key, found);
        }
        return found;
    }
    scan(test, base, tail) {
        const lower = (this.lowerPaths ??= this.paths.map((p) => p.toLowerCase()));
        const prefix = base === '' ? '' : `${base}/`;
        let low = 0;
        let high = this.paths.length;
        while (low < high) {
            const mid = (low + high) >>> 1;
            if (this.paths[mid] < prefix)
                low = mid + 1;
            else
                high = mid;
        }
        const out = [];
        for (let i = low; i < this.paths.length && this.paths[i].startsWith(prefix); i++) {
            if (lower[i].endsWith(tail) && test.test(this.paths[i]))
                out.push(this.paths[i]);
        }
        return out;
    }
}
const RESPONSE_FILE = /(^|\/)directory\.build\.rsp$/i;
const SWITCH = /^[-/](?:-)?(?:p|property):(.+)$/i;
/**
 * Properties that Directory.Build.rsp files set on MSBuild's command line (`-p:Name=value`,
 * `/property:A=1;B=2`): global properties, which no file can change.
 */
async function commandLineProperties(files, paths) {
    const names = new Set();
    for (const file of paths.filter((p) => RESPONSE_FILE.test(p))) {
        const text = (await files.read(file)) ?? '';
        for (const line of text.split('\n')) {
            if (line.trim().startsWith('#'))
                continue;
            for (const word of line.trim().split(/\s+/)) {
                const match = SWITCH.exec(word.replace(/^"|"$/g, ''));
                if (!match)
                    continue;
                for (const pair of match[1].split(';')) {
                    const name = pair.split('=')[0].trim();
                    if (name !== '')
                        names.add(name.toLowerCase());
                }
            }
        }
    }
    return names;
}
/** Read and evaluate every project of one commit; a DotnetError when a file does not parse. */
async function readGraph(files) {
    const paths = await files.filesUnder('');
    const index = new PathIndex(paths);
    const projects = new Set(paths.filter(isProjectFile));
    const parsed = new Map();
    const load = (file) => {
        let pending = parsed.get(file);
        if (!pending) {
            pending = (async () => {
                // A name with a newline cannot be asked of git by path; only listed files are read.
                if (!index.exists(file))
                    return undefined;
                const text = await files.read(file);
                if (text === undefined)
                    return undefined;
                const what = projects.has(file) ? 'project file' : 'imported file';
                let root;
                try {
                    root = (0,xml/* parseXml */.NO)(text.replace(MARKERS, ''));
                }
                catch (error) {
                    throw new DotnetError(`The ${what} ${file} ${files.where} is not XML MSBuild can read (${error.message})`);
                }
                if (root.name !== 'Project') {
                    throw new DotnetError(`The ${what} ${file} ${files.where} has the root element <${root.name}>, not <Project>`);
                }
                return root;
            })();
            parsed.set(file, pending);
        }
        return pending;
    };
    const projectMatches = new Map();
    const commit = {
        files: index,
        projects,
        projectsMatching: (test) => {
            let found = projectMatches.get(test.source);
            if (!found) {
                found = [...projects].filter((p) => test.test(p));
                projectMatches.set(test.source, found);
            }
            return found;
        },
        load,
        globals: await commandLineProperties(files, paths),
        inUnknownSubmodule: (file) => files.inUnknownSubmodule(file),
    };
    const evaluated = await Promise.all([...projects].map((project) => new Evaluation(commit, project).run()));
    const graph = {
        projects: new Map(),
        byDir: new Map(),
        imported: new Set(),
        unknownSdks: new Map(),
        warnings: [],
    };
    for (const one of evaluated) {
        graph.projects.set(one.project, one);
        const dir = one.project.includes('/') ? one.project.slice(0, one.project.lastIndexOf('/')) : '';
        const list = graph.byDir.get(dir);
        if (list)
            list.push(one.project);
        else
            graph.byDir.set(dir, [one.project]);
        for (const [file, why] of one.reads)
            if (why.how === 'imports')
                graph.imported.add(file);
        for (const [sdk] of one.unknownSdks)
            if (!graph.unknownSdks.has(sdk))
                graph.unknownSdks.set(sdk, one.project);
        for (const warning of one.warnings)
            if (!graph.warnings.includes(warning))
                graph.warnings.push(warning);
    }
    return graph;
}

;// CONCATENATED MODULE: ./src/targets/graphs/dotnet/packages.ts
/**
 * Central package management narrowed where it is certain: a file whose only change is to
 * `<PackageVersion>` entries changes the versions of those packages and nothing else.
 */

/** An element in a stable form: name, attributes in order, trimmed text, children. */
function packages_form(element, skip) {
    const attributes = Object.entries(element.attributes)
        .map(([k, v]) => `${k.toLowerCase()}=${JSON.stringify(v)}`)
        .sort()
        .join(' ');
    const inner = element.children
        .filter((c) => !skip(c))
        .map((c) => packages_form(c, skip))
        .join('');
    // Text as written (MSBuild may keep its spaces); only the whitespace between elements goes.
    const text = element.text.trim() === '' ? '' : element.text;
    return `<${element.name.toLowerCase()} ${attributes}>${JSON.stringify(text)}${inner}</>`;
}
const isEntry = (e) => e.name.toLowerCase() === 'packageversion';
/**
 * A file's PackageVersion entries by package, lower-case (each with the conditions around it),
 * the packages' names as written, and the rest of the file.
 */
function split(root) {
    const entries = new Map();
    const names = new Map();
    const visit = (element, around) => {
        for (const c of element.children) {
            if (isEntry(c)) {
                const name = (c.attributes.Include ?? c.attributes.Update ?? '').trim();
                const id = name.toLowerCase();
                names.set(id, name);
                const list = entries.get(id) ?? [];
                list.push(`${around}${packages_form(c, () => false)}`);
                entries.set(id, list);
            }
            else {
                visit(c, `${around}${c.name}[${c.attributes.Condition ?? ''}]/`);
            }
        }
    };
    visit(root, '');
    return { entries, names, rest: packages_form(root, isEntry) };
}
/**
 * The packages whose entries differ between two texts of a file (lower-case id -> the name as
 * written), when nothing but PackageVersion entries changed; undefined for any other change (or a
 * side that is missing or does not parse).
 */
function changedPackageVersions(before, after) {
    if (before === undefined || after === undefined)
        return undefined;
    let old;
    let now;
    try {
        old = split((0,xml/* parseXml */.NO)(before));
        now = split((0,xml/* parseXml */.NO)(after));
    }
    catch {
        return undefined;
    }
    if (old.rest !== now.rest)
        return undefined;
    const ids = new Map();
    for (const id of new Set([...old.entries.keys(), ...now.entries.keys()])) {
        const a = (old.entries.get(id) ?? []).sort().join('\n');
        const b = (now.entries.get(id) ?? []).sort().join('\n');
        if (a !== b)
            ids.set(id, now.names.get(id) ?? old.names.get(id) ?? id);
    }
    // An entry whose package is a property's value may be any package.
    if ([...ids.keys()].some((id) => /[$@%]/.test(id)))
        return undefined;
    return ids;
}

;// CONCATENATED MODULE: ./src/targets/graphs/dotnet/index.ts
/**
 * `workspaces: dotnet`: the MSBuild projects a pull request impacts, read statically from the git
 * objects of the merge commit and of its first parent, never by running MSBuild. A project is
 * impacted when a file in its directory changed, its project file, a file it imports
 * (Directory.Build.props and .targets, Directory.Packages.props, any Import), a file one of its
 * items takes in from elsewhere, a file a property names, a package version it uses; and when a
 * project it references is. `ALL` where every build may differ (global.json, NuGet.config,
 * Directory.Build.rsp), where a file does not parse, where a reference through properties names
 * nothing, and where an import's path is set outside the repository's files.
 */







/** Why a changed file makes every project impacted, whatever the projects say; or undefined. */
function buildWideFile(file) {
    const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
    if (name === 'global.json')
        return `${file} chooses the .NET SDK and the MSBuild SDKs' versions for every build in and below its directory`;
    if (name === 'nuget.config')
        return `${file} decides the package sources of every restore in and below its directory`;
    if (name === 'directory.build.rsp')
        return `${file} adds switches to every MSBuild command line in and below its directory`;
    return undefined;
}
const SOLUTION = /\.(sln|slnx|slnf)$/i;
const ANALYZER_CONFIG = /(^|\/)(\.editorconfig|[^/]*\.globalconfig)$/i;
/** Files whose change may change what the projects read (so the first parent is read too). */
const MSBUILD_FILE = /(\.(csproj|fsproj|vbproj|props|targets|projitems)$)|((^|\/)directory\.[^/]*$)/i;
/**
 * A reference at the merge commit that names nothing the reader can find, or an import whose
 * path no file decides, as the ALL sentence.
 */
function unknownEvaluation(graph) {
    for (const project of graph.projects.values()) {
        const opaque = project.opaque[0];
        if (opaque !== undefined) {
            return `${opaque.from} imports "${opaque.written}" (for ${project.project}), a path that no file of the repository sets (the SDK, the environment or the command line does), so what it imports is unknown: every project is impacted.`;
        }
        const broken = project.broken[0];
        if (broken === undefined)
            continue;
        const where = broken.from === project.project ? '' : ` (written in ${broken.from})`;
        return `${project.project} references "${broken.written}"${where}, and ${broken.why}, so what it builds with is unknown: every project is impacted.`;
    }
    return undefined;
}
/** One warning for the references written out to files that are not there, or none. */
function missingReferences(graph) {
    const missing = new Map();
    for (const project of graph.projects.values()) {
        for (const m of project.missing)
            missing.set(`${m.from}\u0000${m.path}`, `${m.from} -> ${m.path}`);
    }
    if (missing.size === 0)
        return undefined;
    const listed = [...missing.values()].slice(0, 3).join('; ');
    const more = missing.size > 3 ? `; and ${missing.size - 3} more` : '';
    return `${missing.size === 1 ? 'A ProjectReference names a file' : `${missing.size} ProjectReferences name files`} that the commit does not have (${listed}${more}): MSBuild skips them with a warning; a pull request adding one impacts the project referencing it.`;
}
/** Patterns shared by projects (the same line of the same imported file), with their users. */
function patternGroups(graph) {
    const groups = new Map();
    for (const project of graph.projects.values()) {
        for (const pattern of project.patterns) {
            const key = `${pattern.test.source}\u0000${pattern.base}\u0000${pattern.how}\u0000${pattern.what ?? ''}\u0000${pattern.from}\u0000${pattern.written}`;
            const group = groups.get(key);
            if (group)
                group.users.push(project);
            else
                groups.set(key, { pattern, users: [project] });
        }
    }
    return [...groups.values()];
}
/** For each file some project reads, its readers with why. */
function readersOf(graph) {
    const readers = new Map();
    for (const project of graph.projects.values()) {
        for (const [file, read] of project.reads) {
            const list = readers.get(file);
            if (list)
                list.push({ project, read });
            else
                readers.set(file, [{ project, read }]);
        }
    }
    return readers;
}
/** The reason an import gives (through the file that imports it, when not the project). */
const importReason = (project, file, read) => ({
    kind: 'dotnet',
    how: 'imports',
    file,
    ...(read.from !== project.project && { via: read.from }),
});
/** The reason a read gives, for the changed file it reads. */
function readReason(project, file, read) {
    switch (read.how) {
        case 'imports':
            return importReason(project, file, read);
        case 'includes':
            return { kind: 'dotnet', how: 'includes', file, what: read.what ?? 'item', in: read.from };
        case 'names':
            return { kind: 'dotnet', how: 'names', file, property: read.what ?? '' };
    }
}
/** What one commit's projects say of the changed files: the projects they reach directly. */
class Seeds {
    now;
    after;
    before;
    seeds = new Map();
    /** Changed files some project accounts for (a version change no project uses, too). */
    claimed = new Set();
    packageChanges = new Map();
    constructor(now, after, before) {
        this.now = now;
        this.after = after;
        this.before = before;
    }
    seed(project, why) {
        // Only projects of the merge commit are targets.
        if (this.now.projects.has(project) && !this.seeds.has(project))
            this.seeds.set(project, why);
    }
    /** The packages whose versions alone changed in `file`; undefined for any other change. */
    packageChange(file) {
        let pending = this.packageChanges.get(file);
        if (!pending) {
            pending = Promise.all([this.before.read(file), this.after.read(file)]).then(([old, now]) => changedPackageVersions(old, now));
            this.packageChanges.set(file, pending);
        }
        return pending;
    }
    async add(graph, changed) {
        const readers = readersOf(graph);
        const groups = patternGroups(graph);
        for (const file of changed) {
            if (graph.projects.has(file)) {
                this.claimed.add(file);
                this.seed(file, { kind: 'dotnet', how: 'project', file });
            }
            for (const { project, read } of readers.get(file) ?? []) {
                this.claimed.add(file);
                if (read.how === 'imports') {
                    const packages = await this.packageChange(file);
                    if (packages !== undefined && project.pinning) {
                        this.seed(project.project, { ...importReason(project, file, read), pinning: true });
                        continue;
                    }
                    if (packages !== undefined) {
                        for (const [id, name] of packages) {
                            if (project.packages.has(id) || project.packages.has('*')) {
                                this.seed(project.project, { kind: 'dotnet', how: 'package', package: name, file });
                                break;
                            }
                        }
                        continue;
                    }
                }
                this.seed(project.project, readReason(project, file, read));
            }
            for (const { pattern, users } of groups) {
                if (!(0,paths/* under */.hG)(file, pattern.base) || !pattern.test.test(file))
                    continue;
                this.claimed.add(file);
                for (const project of users) {
                    this.seed(project.project, pattern.unknown
                        ? {
                            kind: 'dotnet',
                            how: 'may-read',
                            file,
                            written: shown(pattern.written),
                            in: pattern.from,
                        }
                        : readReason(project, file, pattern));
                }
            }
            if (isProjectFile(file) || SOLUTION.test(file))
                continue;
            if (ANALYZER_CONFIG.test(file))
                this.analyzerConfig(graph, file);
            // Every project whose directory holds the file: an outer project's default items take
            // in the files of a project nested in it.
            for (let dir = (0,paths/* dirname */.pD)(file);; dir = (0,paths/* dirname */.pD)(dir)) {
                for (const project of graph.byDir.get(dir) ?? []) {
                    this.claimed.add(file);
                    this.seed(project, { kind: 'dotnet', how: 'owns', file });
                }
                if (dir === '')
                    break;
            }
        }
    }
    /** The projects below an .editorconfig or .globalconfig, and those taking files in from there. */
    analyzerConfig(graph, file) {
        const dir = (0,paths/* dirname */.pD)(file);
        for (const project of graph.projects.values()) {
            const reads = (0,paths/* under */.hG)(project.project, dir) ||
                [...project.reads].some(([f, r]) => r.how === 'includes' && (0,paths/* under */.hG)(f, dir));
            if (!reads)
                continue;
            this.claimed.add(file);
            this.seed(project.project, { kind: 'dotnet', how: 'config', file });
        }
    }
}
/** The seeds and every project referencing one, transitively. */
function closeOverDependents(graph, seeds) {
    const dependents = new Map();
    for (const project of graph.projects.values()) {
        for (const target of project.edges.keys()) {
            const list = dependents.get(target);
            if (list)
                list.push(project.project);
            else
                dependents.set(target, [project.project]);
        }
    }
    return (0,build_files/* closeOver */.FM)(seeds, (name) => dependents.get(name) ?? [], (dependency, dependent) => {
        const edge = graph.projects.get(dependent).edges.get(dependency);
        return {
            kind: 'dotnet',
            how: 'reference',
            dependency,
            ...(edge.from !== dependent && { in: edge.from }),
        };
    });
}
/**
 * The answer for `changed` (repository-relative paths): the projects at `after` (the merge
 * commit) and at `before` (its first parent) when a file they were read from changed.
 */
async function dotnetImpact(after, before, changed) {
    const answer = (0,build_files/* emptyAnswer */.WC)();
    const all = (sentence) => (0,build_files/* allOf */.bn)(answer, sentence);
    for (const file of changed) {
        const why = buildWideFile(file);
        if (why)
            return all(`${why}, so every project is impacted.`);
    }
    let now;
    let then;
    try {
        now = await readGraph(after);
        answer.modules = now.projects.size;
        answer.warnings.push(...now.warnings);
        const missing = missingReferences(now);
        if (missing)
            answer.warnings.push(missing);
        const broken = unknownEvaluation(now);
        if (broken)
            return all(broken);
        // The first parent's projects are read only when a file they may be read from changed.
        const again = changed.some((file) => MSBUILD_FILE.test(file) || now.imported.has(file));
        then = again ? await readGraph(before) : now;
    }
    catch (error) {
        if (error instanceof DotnetError)
            return all(`${error.message}: every project is impacted.`);
        throw error;
    }
    const seeds = new Seeds(now, after, before);
    await seeds.add(now, changed);
    if (then !== now)
        await seeds.add(then, changed);
    for (const [name, why] of closeOverDependents(now, seeds.seeds))
        answer.impacted.set(name, why);
    const sdks = [...now.unknownSdks, ...then.unknownSdks];
    for (const file of changed) {
        if (seeds.claimed.has(file))
            continue;
        answer.outside.push(file);
        if (sdks.length > 0 && !SOLUTION.test(file)) {
            const [sdk, project] = sdks[0];
            answer.unseen.push({
                file,
                why: `${project} builds with the SDK ${sdk}, which may read any file of the repository and whose reads the reader cannot see`,
                tool: '.NET',
                fix: 'Give files that no build reads a target rule, and list those the SDK reads in impacts-all-on',
            });
        }
    }
    return answer;
}

;// CONCATENATED MODULE: ./src/targets/graphs/dotnet/source.ts
/** The .NET reader as a graph source (registry.ts). */


function dotnetSource(ctx) {
    return (0,build_files_source/* buildFilesSource */.D)(ctx, { title: '.NET', what: 'project' }, dotnetImpact);
}


/***/ }),

/***/ 4354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P8: () => (/* binding */ basename),
/* harmony export */   hG: () => (/* binding */ under),
/* harmony export */   pD: () => (/* binding */ dirname)
/* harmony export */ });
/** Repository-relative paths (`/`-separated, no leading `/`), as the graph readers use them. */
/** The last name of `file`. */
const basename = (file) => file.slice(file.lastIndexOf('/') + 1);
/** The directory `file` is in; '' at the top. */
const dirname = (file) => file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
/** Whether `file` is `dir` or under it; everything is under the top (''). */
const under = (file, dir) => dir === '' || file === dir || file.startsWith(`${dir}/`);


/***/ }),

/***/ 3299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ parseXml),
/* harmony export */   Y_: () => (/* binding */ children),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   jf: () => (/* binding */ child)
/* harmony export */ });
/* harmony import */ var saxes__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9800);
/**
 * XML build files (Maven's POMs, MSBuild's projects) read into a small element tree with a real
 * XML parser (saxes); nothing is guessed from the text.
 */

/**
 * Parse XML into a small element tree; throws with the parser's message on malformed XML. Read
 * without position tracking (measured 2x faster on small POMs); a failure is read again with
 * positions, for the line and column in the message.
 */
function parseXml(text) {
    try {
        return parseWith(text, false);
    }
    catch {
        return parseWith(text, true);
    }
}
const localName = (raw) => raw.slice(raw.indexOf(':') + 1);
function parseWith(text, position) {
    const parser = new saxes__WEBPACK_IMPORTED_MODULE_0__/* .SaxesParser */ .wT({ position });
    const stack = [];
    let root;
    let failure;
    parser.on('error', (error) => {
        failure ??= error;
    });
    parser.on('opentag', (tag) => {
        const plain = tag;
        const attributes = {};
        for (const [name, value] of Object.entries(plain.attributes)) {
            attributes[localName(name)] = value;
        }
        const element = { name: localName(plain.name), attributes, children: [], text: '' };
        const top = stack.at(-1);
        if (top)
            top.children.push(element);
        else
            root ??= element;
        stack.push(element);
    });
    parser.on('closetag', () => {
        stack.pop();
    });
    const addText = (text) => {
        const top = stack.at(-1);
        if (top)
            top.text += text;
    };
    parser.on('text', addText);
    parser.on('cdata', addText);
    parser.write(text).close();
    if (failure)
        throw new Error(failure.message.split('\n')[0]);
    if (!root)
        throw new Error('no root element');
    return root;
}
/** The first child element named `name`. */
function child(element, name) {
    return element?.children.find((c) => c.name === name);
}
/** All child elements named `name`. */
function children(element, name) {
    return element ? element.children.filter((c) => c.name === name) : [];
}
/** The trimmed text of the child `name`, or undefined when absent or empty. */
function textOf(element, name) {
    const found = child(element, name);
    if (!found)
        return undefined;
    const value = found.text.trim();
    return value === '' ? undefined : value;
}


/***/ })

};

//# sourceMappingURL=80.index.js.map