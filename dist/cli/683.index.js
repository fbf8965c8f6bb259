export const id = 683;
export const ids = [683];
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

/***/ 5683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gradleSource: () => (/* binding */ gradleSource)
});

// EXTERNAL MODULE: ./src/targets/graphs/build-files-source.ts
var build_files_source = __webpack_require__(1536);
// EXTERNAL MODULE: ./src/targets/graphs/paths.ts
var paths = __webpack_require__(4354);
// EXTERNAL MODULE: ./src/targets/graphs/build-files.ts
var build_files = __webpack_require__(7760);
;// CONCATENATED MODULE: ./src/targets/graphs/gradle/lex.ts
/**
 * Tokens of a Gradle script (Groovy or Kotlin DSL): enough of both languages to find calls,
 * blocks and string literals. Comments are dropped; a string keeps its raw text and says whether
 * it interpolates (`"$x"`, `"${x}"`), since only a plain literal names a project or a file.
 */
/** Two-character operators; `?.` reads as `.`. */
const OPERATORS = new Set([
    '?.',
    '->',
    '==',
    '!=',
    '::',
    '&&',
    '||',
    '+=',
    '<=',
    '>=',
    '=~',
    '?:',
    '..',
]);
/** First characters of those operators, by character code. */
const OPERATOR_START = new Set([...OPERATORS].map((op) => op.charCodeAt(0)));
// Character classes of the ASCII range, by code: anything beyond it is in none.
const ID_START = 1;
const ID_PART = 2;
const DIGIT = 4;
const NUMBER_PART = 8;
const CLASSES = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
    const c = String.fromCharCode(code);
    if (/[A-Za-z_$]/.test(c))
        CLASSES[code] |= ID_START;
    if (/[A-Za-z0-9_$]/.test(c))
        CLASSES[code] |= ID_PART;
    if (/[0-9]/.test(c))
        CLASSES[code] |= DIGIT;
    if (/[0-9A-Za-z_.]/.test(c))
        CLASSES[code] |= NUMBER_PART;
}
/** Whether the character code `code` (NaN past the end) is of class `cls`. */
const is = (code, cls) => code < 128 && (CLASSES[code] & cls) !== 0;
const LF = 10;
const BACKSLASH = 92;
const DOLLAR = 36;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const DOT = 46;
/** Whether a double-quoted string's text interpolates (`$name` or `${...}`; `\$` escapes). */
function interpolates(text) {
    for (let i = 0; i < text.length; i++) {
        if (text[i] === '\\') {
            i++;
            continue;
        }
        if (text[i] === '$' && i + 1 < text.length && /[A-Za-z_{]/.test(text[i + 1]))
            return true;
    }
    return false;
}
/**
 * Where the string literal whose text starts at `from` ends: the index of its closing quote
 * (`quote` is `"`, `'` or a triple of either), of the line break ending a one-line string, or
 * past the end of `source` when it is unterminated. Its text is `source.slice(from, end)`.
 */
function stringEnd(source, from, quote) {
    const n = source.length;
    const triple = quote.length === 3;
    const q = quote.charCodeAt(0);
    const dollars = q === 34; // " and """: Kotlin's "${...}" may hold quotes of its own
    let j = from;
    while (j < n) {
        const code = source.charCodeAt(j);
        if (code === q && (!triple || source.startsWith(quote, j)))
            break;
        if (code === BACKSLASH && !triple) {
            j += 2;
            continue;
        }
        if (code === LF && !triple)
            break;
        if (dollars && code === DOLLAR && source.charCodeAt(j + 1) === OPEN_BRACE) {
            // Skip the braces whole.
            let depth = 0;
            for (; j < n; j++) {
                const c = source.charCodeAt(j);
                if (c === OPEN_BRACE)
                    depth++;
                else if (c === CLOSE_BRACE && --depth === 0)
                    break;
            }
            j++;
            continue;
        }
        j++;
    }
    return j;
}
/** Split a script into tokens. Never throws: an unterminated string runs to the end. */
function tokenize(source) {
    const tokens = [];
    let nl = true;
    let i = 0;
    const n = source.length;
    while (i < n) {
        const code = source.charCodeAt(i);
        if (code === LF) {
            nl = true;
            i++;
        }
        else if (code === 32 || code === 9 || code === 13 || code === 12) {
            // space, tab, carriage return, form feed
            i++;
        }
        else if (code === 47 && source.charCodeAt(i + 1) === 47) {
            // a // comment, up to its line break
            const end = source.indexOf('\n', i);
            i = end === -1 ? n : end;
        }
        else if (code === 47 && source.charCodeAt(i + 1) === 42) {
            // a /* comment */
            const end = source.indexOf('*/', i + 2);
            const stop = end === -1 ? n : end + 2;
            const lf = source.indexOf('\n', i);
            if (lf !== -1 && lf < stop)
                nl = true;
            i = stop;
        }
        else if (code === 34 || code === 39) {
            const c = source[i];
            const quote = source.startsWith(c + c + c, i) ? c + c + c : c;
            const from = i + quote.length;
            const j = stringEnd(source, from, quote);
            const text = source.slice(from, j);
            if (code === 34 && interpolates(text)) {
                tokens.push({ kind: 'str', text, computed: true, nl });
            }
            else
                tokens.push({ kind: 'str', text: lex_unescape(text), nl });
            nl = false;
            i = j + quote.length;
        }
        else if (code === 96) {
            // Kotlin's quoted identifier: `my-conventions` in a plugins block.
            const end = source.indexOf('`', i + 1);
            const stop = end === -1 ? n : end;
            tokens.push({ kind: 'id', text: source.slice(i + 1, stop), nl });
            nl = false;
            i = stop + 1;
        }
        else if (is(code, ID_START)) {
            let j = i + 1;
            while (j < n && is(source.charCodeAt(j), ID_PART))
                j++;
            tokens.push({ kind: 'id', text: source.slice(i, j), nl });
            nl = false;
            i = j;
        }
        else if (is(code, DIGIT)) {
            let j = i + 1;
            for (let c = source.charCodeAt(j); j < n && is(c, NUMBER_PART); c = source.charCodeAt(j)) {
                if (c === DOT && !is(source.charCodeAt(j + 1), DIGIT))
                    break;
                j++;
            }
            tokens.push({ kind: 'num', text: source.slice(i, j), nl });
            nl = false;
            i = j;
        }
        else {
            const pair = OPERATOR_START.has(code) ? source.slice(i, i + 2) : '';
            const op = OPERATORS.has(pair) ? pair : source[i];
            tokens.push({ kind: 'op', text: op === '?.' ? '.' : op, nl });
            nl = false;
            i += op.length;
        }
    }
    return tokens;
}
/** The common escapes of a plain string literal. */
function lex_unescape(text) {
    if (!text.includes('\\'))
        return text;
    return text.replace(/\\(.)/g, (_, ch) => ch === 'n' ? '\n' : ch === 't' ? '\t' : ch === 'r' ? '\r' : ch);
}
/** Index of the token closing the bracket opened at `open` (`(`, `[` or `{`); tokens.length if none. */
function closing(tokens, open) {
    let depth = 0;
    for (let i = open; i < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind !== 'op')
            continue;
        if (t.text === '(' || t.text === '[' || t.text === '{')
            depth++;
        else if (t.text === ')' || t.text === ']' || t.text === '}') {
            depth--;
            if (depth === 0)
                return i;
        }
    }
    return tokens.length;
}
/** Index of the token opening the bracket closed at `close`; -1 if none. */
function opening(tokens, close) {
    let depth = 0;
    for (let i = close; i >= 0; i--) {
        const t = tokens[i];
        if (t.kind !== 'op')
            continue;
        if (t.text === ')' || t.text === ']' || t.text === '}')
            depth++;
        else if (t.text === '(' || t.text === '[' || t.text === '{') {
            depth--;
            if (depth === 0)
                return i;
        }
    }
    return -1;
}

// EXTERNAL MODULE: ./src/targets/workspaces/model.ts
var model = __webpack_require__(9420);
;// CONCATENATED MODULE: ./src/targets/graphs/gradle/projects.ts


const SETTINGS_NAMES = ['settings.gradle.kts', 'settings.gradle'];
/** Settings hooks that run build logic in projects, which this reader does not follow. */
const PROJECT_HOOKS = new Set([
    'allprojects',
    'beforeProject',
    'afterProject',
    'projectsLoaded',
    'projectsEvaluated',
    'rootProject',
]);
/** A project's path from `include` or `project(...)` arguments: `a:b`, `:a:b` -> `:a:b`. */
function absolutePath(path) {
    // Already absolute, no empty part: as it is (the common case, without splitting).
    if (path.length > 1 && path[0] === ':' && !path.endsWith(':') && !path.includes('::'))
        return path;
    const parts = path.split(':').filter((p) => p !== '');
    return parts.length === 0 ? ':' : `:${parts.join(':')}`;
}
/** The parent path of a project path (`:a:b` -> `:a`, `:a` -> `:`). */
function parentPath(path) {
    const cut = path.lastIndexOf(':');
    return cut <= 0 ? ':' : path.slice(0, cut);
}
const pathOf = (d) => {
    const names = [];
    for (let p = d; p?.parent; p = p.parent)
        names.unshift(p.name);
    return names.length === 0 ? ':' : `:${names.join(':')}`;
};
/** The settings file at the root, when there is one. */
async function projects_settingsFile(files) {
    for (const name of SETTINGS_NAMES)
        if (await files.isFile(name))
            return name;
    return undefined;
}
/** Directory templates a script may use for the root: `$rootDir`, `${settingsDir}`... */
const ROOT_VARIABLES = /^\$(\{(rootDir|settingsDir|rootProject\.rootDir|rootProject\.projectDir|project\.rootDir|settings\.rootDir|settings\.settingsDir)\}|rootDir|settingsDir)(?=\/|$)/;
const PROJECT_VARIABLES = /^\$(\{(projectDir|project\.projectDir)\}|projectDir)(?=\/|$)/;
/**
 * A repository-relative path from a script's file expression, or undefined when it is
 * computed: a plain literal (relative to `base`), or one starting with `$rootDir`.
 */
function resolvePath(token, base) {
    if (!token || token.kind !== 'str')
        return undefined;
    let text = token.text;
    let from = base;
    if (token.computed) {
        const root = ROOT_VARIABLES.exec(text);
        const own = PROJECT_VARIABLES.exec(text);
        if (root) {
            text = text.slice(root[0].length);
            from = '';
        }
        else if (own)
            text = text.slice(own[0].length);
        else
            return undefined;
        if (/\$/.test(text))
            return undefined;
    }
    if (text.startsWith('/') && !token.computed)
        return undefined;
    const joined = (0,model/* joinDir */.SA)(from, text);
    return joined === '..' ? undefined : joined;
}
/** Read the build's projects from `settings` (and the scripts it applies). */
async function readProjects(files, settings) {
    const root = { name: '', parent: undefined, dir: '' };
    const byPath = new Map([[':', root]]);
    const build = {
        projects: new Map(),
        settingsFiles: [],
        includedBuilds: [],
        pluginBuilds: [],
        catalogs: new Map(),
        tokens: [],
    };
    const libraryBuilds = new Set();
    const unknown = (file, what) => {
        build.unknown ??= `${file} ${what}, so the set of projects cannot be read without running Gradle.`;
    };
    const ensure = (path, flat) => {
        const parts = absolutePath(path).split(':').slice(1);
        let current = root;
        let sofar = '';
        for (const name of parts) {
            sofar += `:${name}`;
            let next = byPath.get(sofar);
            if (!next) {
                const dir = flat && current === root
                    ? undefined
                    : current.dir === undefined
                        ? undefined
                        : (0,model/* joinDir */.SA)(current.dir, name);
                next = { name, parent: current, dir };
                byPath.set(sofar, next);
            }
            current = next;
        }
        return current;
    };
    const reindex = () => {
        const all = [...byPath.values()];
        byPath.clear();
        for (const d of all)
            byPath.set(pathOf(d), d);
    };
    const visit = async (file, seen) => {
        if (seen.has(file))
            return;
        seen.add(file);
        build.settingsFiles.push(file);
        const text = await files.read(file);
        if (text === undefined) {
            unknown(file, 'is applied by the settings but is not in the commit');
            return;
        }
        const t = tokenize(text);
        build.tokens.push(t);
        /** Tokens a project setting was read from, by index (1). */
        const consumed = new Uint8Array(t.length);
        const pluginManagement = [];
        for (let i = 0; i + 1 < t.length; i++) {
            if (t[i].text === 'pluginManagement' && t[i + 1].text === '{')
                pluginManagement.push([i + 1, closing(t, i + 1)]);
        }
        for (let i = 0; i < t.length; i++) {
            const tok = t[i];
            if (tok.kind !== 'id')
                continue;
            const prev = t[i - 1];
            const qualified = prev?.kind === 'op' && prev.text === '.';
            const receiver = qualified ? t[i - 2]?.text : undefined;
            if ((tok.text === 'include' || tok.text === 'includeFlat') &&
                (!qualified || receiver === 'settings') &&
                // A named argument or a property of the same name (`fileTree(include: ...)`).
                t[i + 1]?.text !== ':' &&
                t[i + 1]?.text !== '=') {
                const args = argumentsAt(t, i + 1);
                if (!args || args.tokens.length === 0) {
                    unknown(file, `has an ${tok.text} this reader cannot follow`);
                    continue;
                }
                for (const arg of splitArgs(args.tokens)) {
                    const only = arg.length === 1 ? arg[0] : undefined;
                    if (!only || only.kind !== 'str' || only.computed) {
                        unknown(file, `includes projects named by a computed expression (${describe(arg)})`);
                        continue;
                    }
                    ensure(only.text, tok.text === 'includeFlat');
                }
                i = args.end;
            }
            else if (tok.text === 'includeBuild' && !qualified) {
                const args = argumentsAt(t, i + 1);
                const first = args ? splitArgs(args.tokens)[0] : undefined;
                const dir = first?.length === 1 ? resolvePath(first[0], '') : undefined;
                if (dir === undefined)
                    unknown(file, 'includes a build whose directory is computed');
                else {
                    build.includedBuilds.push(dir);
                    if (pluginManagement.some(([from, to]) => i > from && i < to))
                        build.pluginBuilds.push(dir);
                    else
                        libraryBuilds.add(dir);
                }
            }
            else if ((tok.text === 'project' || tok.text === 'findProject') && !qualified) {
                const set = projectSetting(t, i);
                if (!set)
                    continue;
                const descriptor = byPath.get(absolutePath(set.path));
                consumed.fill(1, i, set.end + 1);
                i = set.end;
                if (!descriptor)
                    continue;
                if (set.property === 'name') {
                    if (set.value?.kind !== 'str' || set.value.computed) {
                        unknown(file, `renames ${set.path} to a computed name`);
                        continue;
                    }
                    descriptor.name = set.value.text;
                    reindex();
                }
                else if (set.property === 'buildFileName') {
                    if (set.value?.kind !== 'str' || set.value.computed) {
                        unknown(file, `gives ${set.path} a computed build file name`);
                        continue;
                    }
                    descriptor.buildFileName = set.value.text;
                }
                else {
                    const dir = set.dir;
                    if (dir === undefined) {
                        unknown(file, `gives ${set.path} a project directory this reader cannot resolve`);
                        continue;
                    }
                    descriptor.dir = dir === '..' || dir.startsWith('../') ? undefined : dir;
                }
            }
            else if (tok.text === 'apply') {
                const from = appliedFrom(t, i);
                if (!from)
                    continue;
                const path = resolvePath(from.token, '');
                if (path === undefined)
                    unknown(file, 'applies a script whose path is computed');
                else
                    await visit(path, seen);
                i = from.end;
            }
            else if (tok.text === 'from' && t[i + 1]?.text === '(' && t[i + 2]?.text === 'files') {
                const path = resolvePath(t[i + 4], '');
                const name = catalogName(t, i);
                if (path === undefined || name === undefined)
                    build.unknownCatalog ??= `${file} declares a version catalog this reader cannot map to a file`;
                else
                    build.catalogs.set(path, name);
            }
            else if (PROJECT_HOOKS.has(tok.text) &&
                (!qualified || receiver === 'gradle') &&
                (t[i + 1]?.text === '{' || t[i + 1]?.text === '(')) {
                // gradle.allprojects { ... }, gradle.beforeProject { ... }: build logic for every project.
                build.unknown ??= `${file} configures projects at run time (${tok.text} { ... }), build logic this reader does not follow, so any project may be affected.`;
            }
            else if (tok.text === 'defaultLibrariesExtensionName') {
                build.unknownCatalog ??= `${file} renames the default version catalog`;
            }
            else if (['projectDir', 'buildFileName', 'setProjectDir', 'setBuildFileName'].includes(tok.text) &&
                consumed[i] !== 1 &&
                (tok.text.startsWith('set') || (t[i + 1]?.text === '=' && receiver !== 'rootProject'))) {
                unknown(file, `sets ${tok.text.replace(/^set/, '')} in a way this reader cannot follow`);
            }
            else if (tok.text === 'name' &&
                qualified &&
                receiver !== 'rootProject' &&
                t[i + 1]?.text === '=' &&
                consumed[i] !== 1) {
                unknown(file, 'renames a project in a way this reader cannot follow');
            }
            else if (tok.text === 'buildFileName' &&
                receiver === 'rootProject' &&
                t[i + 1]?.text === '=') {
                const value = t[i + 2];
                if (value?.kind === 'str' && !value.computed)
                    root.buildFileName = value.text;
                else
                    unknown(file, 'gives the root project a computed build file name');
            }
        }
    };
    await visit(settings, new Set());
    // A build included at the top level too may substitute any project's dependencies.
    build.pluginBuilds = [...new Set(build.pluginBuilds)].filter((dir) => !libraryBuilds.has(dir));
    if (!build.catalogs.has('gradle/libs.versions.toml')) {
        build.catalogs.set('gradle/libs.versions.toml', 'libs');
    }
    for (const d of byPath.values()) {
        const path = pathOf(d);
        const project = { path, dir: d.dir };
        if (d.buildFileName !== undefined)
            project.buildFileName = d.buildFileName;
        build.projects.set(path, project);
    }
    return build;
}
/** The arguments of a call at `at`: `( ... )`, or Groovy's command form up to the line's end. */
function argumentsAt(t, at) {
    const first = t[at];
    if (!first)
        return undefined;
    if (first.kind === 'op' && first.text === '(') {
        const end = closing(t, at);
        return { tokens: t.slice(at + 1, end), end };
    }
    if (first.nl || (first.kind === 'op' && first.text !== '['))
        return undefined;
    let end = at;
    let depth = 0;
    for (let k = at; k < t.length; k++) {
        const tok = t[k];
        if (k > at && tok.nl && depth === 0 && t[k - 1]?.text !== ',')
            break;
        if (tok.kind === 'op' && (tok.text === '(' || tok.text === '['))
            depth++;
        if (tok.kind === 'op' && (tok.text === ')' || tok.text === ']'))
            depth--;
        if (tok.kind === 'op' && (tok.text === '}' || tok.text === ';') && depth <= 0)
            break;
        end = k;
    }
    return { tokens: t.slice(at, end + 1), end };
}
/** Arguments split at top-level commas (brackets of a Groovy list are dropped). */
function splitArgs(tokens) {
    let list = tokens;
    if (list[0]?.text === '[' && list.at(-1)?.text === ']')
        list = list.slice(1, -1);
    const out = [];
    let current = [];
    let depth = 0;
    for (const tok of list) {
        if (tok.kind === 'op' && '([{'.includes(tok.text))
            depth++;
        if (tok.kind === 'op' && ')]}'.includes(tok.text))
            depth--;
        if (tok.kind === 'op' && tok.text === ',' && depth === 0) {
            out.push(current);
            current = [];
        }
        else
            current.push(tok);
    }
    if (current.length > 0)
        out.push(current);
    return out;
}
const describe = (tokens) => tokens
    .map((tok) => (tok.kind === 'str' ? `"${tok.text}"` : tok.text))
    .join(' ')
    .slice(0, 60);
/**
 * `project(":x").name = "y"`, `.projectDir = file("d")` (or `new File(settingsDir, "d")`,
 * `File(rootDir, "d")`), `.buildFileName = "f"`: the path, the property and its value.
 */
function projectSetting(t, at) {
    if (t[at + 1]?.text !== '(')
        return undefined;
    const close = closing(t, at + 1);
    const arg = t[at + 2];
    if (close !== at + 3 || arg?.kind !== 'str' || arg.computed)
        return undefined;
    if (t[close + 1]?.text !== '.')
        return undefined;
    const property = t[close + 2]?.text;
    if (property !== 'name' && property !== 'projectDir' && property !== 'buildFileName')
        return undefined;
    if (t[close + 3]?.text !== '=')
        return undefined;
    const valueAt = close + 4;
    if (property !== 'projectDir') {
        return { path: arg.text, property, value: t[valueAt], end: valueAt };
    }
    const value = directoryExpression(t, valueAt);
    const result = { path: arg.text, property, end: value.end };
    return value.dir === undefined ? result : { ...result, dir: value.dir };
}
/** A directory expression: `file("d")`, `new File(settingsDir, "d")`, `File(rootDir, "d")`. */
function directoryExpression(t, at) {
    let k = at;
    if (t[k]?.text === 'new')
        k++;
    const callee = t[k]?.text;
    if (t[k + 1]?.text !== '(')
        return { end: k };
    const close = closing(t, k + 1);
    const args = splitArgs(t.slice(k + 2, close));
    const end = close;
    if ((callee === 'file' || callee === 'File') && args.length === 1 && args[0].length === 1) {
        if (callee === 'File' && !args[0][0].computed)
            return { end };
        const dir = resolvePath(args[0][0], '');
        return dir === undefined ? { end } : { dir, end };
    }
    if (callee === 'File' && args.length === 2 && args[1].length === 1) {
        const base = args[0].map((tok) => tok.text).join('');
        if (!['settingsDir', 'rootDir', 'rootProject.projectDir', 'settings.settingsDir'].includes(base))
            return { end };
        const dir = resolvePath(args[1][0], '');
        return dir === undefined ? { end } : { dir, end };
    }
    return { end };
}
/** `apply from: X`, `apply(from = X)`: the token of X. */
function appliedFrom(t, at) {
    if (t[at + 1]?.text === 'from' && t[at + 2]?.text === ':') {
        return { token: singleValue(t, at + 3), end: at + 3 };
    }
    if (t[at + 1]?.text === '(' && t[at + 2]?.text === 'from' && t[at + 3]?.text === '=') {
        return { token: singleValue(t, at + 4), end: at + 4 };
    }
    return undefined;
}
/**
 * The string a file argument stands for: the literal itself, or the one inside `file(...)`,
 * `rootProject.file(...)` (rooted), `project.file(...)`; undefined when computed otherwise.
 */
function singleValue(t, at) {
    const tok = t[at];
    if (!tok)
        return undefined;
    const after = t[at + 1];
    if (tok.kind === 'str') {
        const next = after && !after.nl && after.kind === 'op' ? after.text : '';
        return ['+', '.'].includes(next) ? undefined : tok;
    }
    let k = at;
    let rooted = false;
    if (t[k]?.text === 'rootProject' && t[k + 1]?.text === '.') {
        rooted = true;
        k += 2;
    }
    else if (t[k]?.text === 'project' && t[k + 1]?.text === '.')
        k += 2;
    if (t[k]?.text === 'file' && t[k + 1]?.text === '(' && t[k + 3]?.text === ')') {
        const inner = t[k + 2];
        if (inner?.kind !== 'str')
            return undefined;
        if (rooted && !inner.computed)
            return { ...inner, text: `$rootDir/${inner.text}`, computed: true };
        return inner;
    }
    return undefined;
}
/** The catalog a `from(files(...))` belongs to: `create("x")`, `register("x")` or Groovy's `x {`. */
function catalogName(t, at) {
    for (let k = at - 1; k >= Math.max(0, at - 12); k--) {
        const tok = t[k];
        if ((tok.text === 'create' || tok.text === 'register') && t[k + 1]?.text === '(') {
            const name = t[k + 2];
            return name?.kind === 'str' && !name.computed ? name.text : undefined;
        }
        if (tok.kind === 'id' && t[k + 1]?.text === '{' && tok.text !== 'versionCatalogs') {
            return tok.text;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/targets/graphs/gradle/analyze.ts
/**
 * What one Gradle script says about project dependencies, read statically: project references
 * (`project(":x")`, `project(path: ":x")`, `project(mapOf("path" to ":x"))`, `projects.fooBar`,
 * task paths such as `":x:jar"`), version-catalog accessors, plugins and scripts it applies, each
 * with the projects it applies to. Blocks that configure other projects (`subprojects {}`,
 * `allprojects {}`, `configure(...) {}`, `project(":x") {}`, `.all {}` / `.configureEach {}` over
 * projects, loops over them) widen that set; where it cannot be known it is every project.
 */


const PROJECT_SET_NAMES = new Set([
    'subprojects',
    'getSubprojects',
    'childProjects',
    'getChildProjects',
]);
const ALL_PROJECT_NAMES = new Set(['allprojects', 'getAllprojects']);
/** Calls whose closure runs with each element as its delegate (Gradle's configure actions). */
const DELEGATING = new Set([
    'all',
    'configureEach',
    'whenObjectAdded',
    'configure',
    'run',
    'apply',
    'with',
    'afterEvaluate',
    'beforeEvaluate',
]);
/** Calls whose closure takes each element as a parameter (`it`, `p ->`). */
const LOOPING = new Set([
    'each',
    'forEach',
    'eachWithIndex',
    'forEachIndexed',
    'collect',
    'map',
    'mapNotNull',
    'flatMap',
    'collectMany',
    'filter',
    'filterNot',
    'findAll',
    'find',
    'any',
    'every',
    'also',
    'let',
    'for',
    'onEach',
    'associate',
    'associateWith',
]);
const CATALOG_LOOKUPS = new Map([
    ['findLibrary', ''],
    ['findVersion', 'versions.'],
    ['findBundle', 'bundles.'],
    ['findPlugin', 'plugins.'],
]);
const TASK_PATH = /^:[A-Za-z0-9_.-]+(:[A-Za-z0-9_.-]+)*$/;
function union(a, b) {
    if (a === 'every' || b === 'every')
        return 'every';
    if (b.size === 0)
        return a;
    if (a.size === 0)
        return b;
    return new Set([...a, ...b]);
}
/** Lower camel case as Gradle's project accessors spell a name (`okhttp-sse` -> `okhttpSse`). */
function camel(name) {
    const parts = name.split(/[^A-Za-z0-9]+/).filter((p) => p !== '');
    return parts
        .map((p, i) => (i === 0 ? p[0].toLowerCase() + p.slice(1) : p[0].toUpperCase() + p.slice(1)))
        .join('');
}
/** The type-safe accessor of a project path (`:samples:guide` -> `samples.guide`). */
function accessorOf(path) {
    return path
        .split(':')
        .filter((p) => p !== '')
        .map(camel)
        .join('.');
}
/**
 * Analyse one script's tokens. `owner` is the projects the script's top level configures (the
 * project of a build file, the appliers of a script, every project for build logic); `dir` the
 * directory relative paths start from; `resolve` turns a file expression into a path.
 */
function analyzeScript(t, owner, index, resolve) {
    const facts = {
        edges: [],
        catalog: [],
        plugins: [],
        scripts: [],
        touched: owner,
        literals: [],
        unresolved: [],
        imports: [],
        names: new Set(),
    };
    const variables = projectSetVariables(t, owner, index);
    const frames = [{ scope: owner, loops: [], start: 0, paren: 0, callee: undefined }];
    const descendants = (base) => {
        if (base === 'every')
            return 'every';
        let out = new Set();
        for (const p of base)
            out = union(out, index.descendants(p));
        return out;
    };
    /** The projects a statement applies to: its frame's, and a loop variable's it starts with. */
    const statementScope = (frame) => {
        if (frame.loops.length === 0)
            return frame.scope;
        const first = t[frame.start];
        const loop = first?.kind === 'id' ? frame.loops.find((l) => l.name === first.text) : undefined;
        return loop?.set ? union(frame.scope, loop.set) : frame.scope;
    };
    const loopSetIn = (frame, tokens) => {
        let out;
        for (const loop of frame.loops) {
            if (!loop.set)
                continue;
            const used = tokens.some((tok) => (tok.kind === 'id' && tok.text === loop.name) ||
                (tok.kind === 'str' &&
                    tok.computed &&
                    new RegExp(`\\$\\{?${loop.name}\\b`).test(tok.text)));
            if (used)
                out = out === undefined ? loop.set : union(out, loop.set);
        }
        return out;
    };
    /** Projects named by a path relative to `base` (`x` under each of them; `:x` absolute). */
    const byPath = (path, base) => {
        if (path.startsWith(':')) {
            const abs = absolutePath(path);
            return index.paths.has(abs) ? new Set([abs]) : new Set();
        }
        const out = new Set();
        if (base === 'every') {
            const tail = `:${path.replace(/^:+/, '')}`;
            for (const p of index.paths)
                if (p.endsWith(tail))
                    out.add(p);
            return out;
        }
        for (const b of base) {
            const abs = absolutePath(`${b === ':' ? '' : b}:${path}`);
            if (index.paths.has(abs))
                out.add(abs);
        }
        return out;
    };
    /** The projects a project-set expression names; undefined when it names none. */
    const resolveSet = (tokens, frame) => {
        let out;
        const add = (s) => (out = out === undefined ? s : union(out, s));
        for (let k = 0; k < tokens.length; k++) {
            const tok = tokens[k];
            if (tok.kind !== 'id')
                continue;
            const qualified = tokens[k - 1]?.text === '.';
            const base = () => {
                if (!qualified)
                    return frame.scope;
                const r = tokens[k - 2];
                if (r?.text === 'rootProject')
                    return new Set([':']);
                if (r?.text === 'project')
                    return frame.scope;
                const loop = frame.loops.find((l) => l.name === r?.text);
                return loop?.set ?? 'every';
            };
            if (PROJECT_SET_NAMES.has(tok.text))
                add(descendants(base()));
            else if (ALL_PROJECT_NAMES.has(tok.text))
                add(union(base(), descendants(base())));
            else if ((tok.text === 'project' || tok.text === 'findProject') &&
                tokens[k + 1]?.text === '(') {
                const close = closing(tokens, k + 1);
                add(projectTargets(tokens.slice(k + 2, close), frame, qualified && tokens[k - 2]?.text === 'rootProject'));
                k = close;
            }
            else if (tok.text === 'rootProject' && tokens[k + 1]?.text !== '.')
                add(new Set([':']));
            else if (tok.text === 'project' && !qualified && tokens[k + 1]?.text !== '.')
                add(frame.scope);
            else if (variables.has(tok.text) &&
                (!qualified || ['project', 'rootProject', 'ext'].includes(tokens[k - 2]?.text ?? '')))
                add(variables.get(tok.text));
            else if (frame.loops.some((l) => l.name === tok.text && l.set)) {
                add(frame.loops.find((l) => l.name === tok.text).set);
            }
            else if (/projects/i.test(tok.text) && tok.text !== 'projects') {
                // A collection of projects this reader cannot follow (`coreProjects` from elsewhere).
                add('every');
            }
        }
        return out;
    };
    /** The projects a `project(...)` call's arguments name. */
    const projectTargets = (args, frame, rooted) => {
        const literal = pathLiteral(args);
        if (literal?.kind === 'str' && !literal.computed) {
            return byPath(literal.text, rooted ? new Set([':']) : frame.scope);
        }
        return loopSetIn(frame, args) ?? 'every';
    };
    const edgeOf = (frame, to, via, ref) => ({
        from: statementScope(frame),
        to,
        via,
        ref,
        ...(frame.block !== undefined && { block: frame.block }),
    });
    /**
     * The path literal of the last `project(":x")` call naming one project, with the frame and
     * statement it was read in: read again as a task path there, it makes the same edge (from the
     * same projects to the same one), which is not made twice.
     */
    let called;
    for (let i = 0; i < t.length; i++) {
        const tok = t[i];
        const frame = frames.at(-1);
        if (tok.nl && frame.paren === 0 && !continues(t[i - 1], tok))
            frame.start = i;
        if (tok.kind === 'op') {
            if (tok.text === '(' || tok.text === '[')
                frame.paren++;
            else if (tok.text === ')' || tok.text === ']')
                frame.paren = Math.max(0, frame.paren - 1);
            else if ((tok.text === ';' || tok.text === '->') && frame.paren === 0)
                frame.start = i + 1;
            else if (tok.text === '{') {
                const next = openBlock(t, i, frame, resolveSet, descendants, projectTargets);
                facts.touched = union(facts.touched, next.scope);
                frames.push(next);
            }
            else if (tok.text === '}') {
                if (frames.length > 1)
                    frames.pop();
                const parent = frames.at(-1);
                if (parent.paren === 0)
                    parent.start = i + 1;
            }
            continue;
        }
        if (tok.kind === 'str') {
            if (tok.computed)
                continue;
            facts.literals.push(tok.text);
            if (TASK_PATH.test(tok.text)) {
                const target = longestProject(tok.text, index);
                // The path of the `project(...)` call just read, in the same statement: its edge is made.
                const made = called?.token === tok &&
                    called.frame === frame &&
                    called.start === frame.start &&
                    target === tok.text;
                if (target && !made)
                    facts.edges.push(edgeOf(frame, new Set([target]), tok.text, 'task'));
            }
            continue;
        }
        if (tok.kind !== 'id')
            continue;
        if ((tok.text === 'import' || tok.text === 'package') && tok.nl) {
            // The names a header lists are no use of them: only code names what it uses.
            const chain = chainAt(t, i + 1);
            const star = t[chain.end + 1]?.text === '.' && t[chain.end + 2]?.text === '*';
            if (tok.text === 'import')
                facts.imports.push(chain.names.join('.') + (star ? '.*' : ''));
            i = star ? chain.end + 2 : chain.end;
            continue;
        }
        facts.names.add(tok.text);
        const prev = t[i - 1];
        const qualified = prev?.text === '.';
        const name = tok.text;
        const next = t[i + 1]?.text;
        // A loop variable over projects used as a value: `api(subproject)` in
        // `rootProject.subprojects.forEach { subproject -> ... }` depends on each of them.
        const valueOf = frame.loops.length === 0 ? undefined : frame.loops.find((l) => l.name === name && l.set);
        let usedAsValue = false;
        if (valueOf && !qualified) {
            const param = t[i - 1]?.text === '{' ||
                (t[i - 2]?.text === '{' && t[i - 1]?.kind === 'id') ||
                (t[i - 1]?.text === ',' && t[i - 3]?.text === '{');
            // Depending is not configuring: a loop over projects reaches them as build logic only
            // where its body does more with one than name it in dependencies or task paths.
            const declared = param && (next === '->' || next === ',' || next === ':');
            if (!declared && configuresLoopValue(t, i, frames)) {
                facts.touched = union(facts.touched, valueOf.set);
            }
            usedAsValue = !param && next !== '.' && next !== '->' && next !== '=';
        }
        if (usedAsValue) {
            facts.edges.push(edgeOf(frame, valueOf.set, name, 'set'));
        }
        else if ((PROJECT_SET_NAMES.has(name) || ALL_PROJECT_NAMES.has(name) || variables.has(name)) &&
            (next === ')' || next === ',') &&
            enclosingCall(t, i) !== 'configure') {
            // `api(subprojects)`, `dependsOn(coreProjects)`: the projects themselves as a value.
            const set = resolveSet(qualified ? t.slice(i - 2, i + 1) : [tok], frame);
            if (set)
                facts.edges.push(edgeOf(frame, set, name, 'set'));
        }
        if ((name === 'project' || name === 'findProject' || name === 'evaluationDependsOn') &&
            t[i + 1]?.text === '(') {
            const close = closing(t, i + 1);
            const rooted = qualified && t[i - 2]?.text === 'rootProject';
            const args = t.slice(i + 2, close);
            const to = projectTargets(args, frame, rooted);
            const path = pathLiteral(args);
            const via = path && !path.computed ? `${name}("${path.text}")` : `${name}(...)`;
            facts.edges.push(edgeOf(frame, to, via, 'call'));
            if (path && !path.computed && to !== 'every' && to.size === 1 && to.has(path.text))
                called = { token: path, frame, start: frame.start };
        }
        else if (name === 'projects' &&
            (!qualified || ['rootProject', 'project'].includes(t[i - 2]?.text ?? '')) &&
            t[i + 1]?.text === '.') {
            const chain = chainAt(t, i + 2);
            const target = resolveAccessor(chain.names, index);
            if (target)
                facts.edges.push(edgeOf(frame, new Set([target]), `projects.${chain.names.join('.')}`, 'accessor'));
            else if (chain.names.length > 0)
                facts.unresolved.push(`projects.${chain.names.join('.')}`);
        }
        else if (index.catalogNames.has(name)) {
            // Unqualified, or through a receiver: `rootProject.libs.x`, `project.libs.x`.
            const before = prev?.text;
            if (before === 'val' || before === 'def' || before === 'var')
                continue;
            if (t[i + 1]?.text === '.') {
                const chain = chainAt(t, i + 2);
                const lookup = chain.names.length === 1 ? CATALOG_LOOKUPS.get(chain.names[0]) : undefined;
                if (lookup !== undefined)
                    continue; // read at the lookup itself
                facts.catalog.push({
                    scope: statementScope(frame),
                    accessor: [name, ...chain.names].join('.'),
                });
            }
            else
                facts.catalog.push({ scope: statementScope(frame), accessor: '*' });
        }
        else if (CATALOG_LOOKUPS.has(name) && t[i + 1]?.text === '(') {
            const arg = t[i + 2];
            const literal = arg?.kind === 'str' && !arg.computed && t[i + 3]?.text === ')';
            for (const catalog of index.catalogNames) {
                facts.catalog.push({
                    scope: statementScope(frame),
                    accessor: literal
                        ? `${catalog}.${CATALOG_LOOKUPS.get(name)}${arg.text.replace(/[-_.]/g, '.')}`
                        : '*',
                });
            }
        }
        else if (name === 'versionCatalogs' && !qualified) {
            facts.catalog.push({ scope: statementScope(frame), accessor: '*' });
        }
        else if ((name === 'id' || name === 'alias') && !qualified && next === '(') {
            // plugins { id("x") }, alias(libs.plugins.x), id(libs.plugins.x.get().pluginId); not
            // `apply false`, which only puts the plugin on the classpath.
            const close = closing(t, i + 1);
            if (t[close + 1]?.text !== 'apply' || t[close + 2]?.text !== 'false') {
                const plugin = pluginArgument(t.slice(i + 2, close), index);
                facts.plugins.push({ scope: statementScope(frame), ...plugin });
            }
        }
        else if (name === 'id' && !qualified && t[i + 1]?.kind === 'str') {
            const arg = t[i + 1];
            if (t[i + 2]?.text !== 'apply' || t[i + 3]?.text !== 'false')
                facts.plugins.push({ scope: statementScope(frame), id: arg.computed ? '*' : arg.text });
        }
        else if (name === 'apply' && t[i + 1]?.text === 'plugin' && t[i + 2]?.text === ':') {
            const arg = t[i + 3];
            facts.plugins.push({
                scope: statementScope(frame),
                id: arg?.kind === 'str' && !arg.computed ? arg.text : appliedClass(t, i + 3),
            });
        }
        else if (name === 'apply' &&
            t[i + 1]?.text === '(' &&
            t[i + 2]?.text === 'plugin' &&
            t[i + 3]?.text === '=') {
            const arg = t[i + 4];
            facts.plugins.push({
                scope: statementScope(frame),
                id: arg?.kind === 'str' && !arg.computed ? arg.text : appliedClass(t, i + 4),
            });
        }
        else if (name === 'apply' && prev?.text !== 'fun' && t[i + 1]?.text === '(') {
            // pluginManager.apply("x"), apply("x") in with(pluginManager) {}, plugins.apply(X::class):
            // by id, or by a class this reader follows as a name the script uses; anything else may
            // apply any plugin.
            const arg = t[i + 2];
            if (arg?.kind === 'str')
                facts.plugins.push({ scope: statementScope(frame), id: arg.computed ? '*' : arg.text });
            else if (arg?.text !== 'from' && arg?.text !== ')')
                facts.plugins.push({ scope: statementScope(frame), id: appliedClass(t, i + 2) });
        }
        if (name === 'apply' && !qualified) {
            const from = appliedScript(t, i);
            if (from)
                facts.scripts.push({
                    scope: statementScope(frame),
                    path: resolve(from.token),
                    raw: from.raw,
                });
        }
        else if (name === 'from' && frame.callee === 'apply' && t[i + 1]?.text === '(') {
            const close = closing(t, i + 1);
            const arg = t.slice(i + 2, close);
            const token = arg.length === 1 ? arg[0] : undefined;
            facts.scripts.push({ scope: statementScope(frame), path: resolve(token), raw: rawOf(arg) });
        }
    }
    return facts;
}
/** The token naming the path among a `project(...)` call's arguments, if one does. */
function pathLiteral(args) {
    let literal;
    for (let k = 0; k < args.length; k++) {
        const tok = args[k];
        const next = args[k + 1]?.text;
        if (tok.text === 'path' && (next === ':' || next === '='))
            literal = args[k + 2];
        else if (tok.kind === 'str' && tok.text === 'path' && next === 'to')
            literal = args[k + 2];
    }
    if (!literal && args.length === 1)
        literal = args[0];
    if (!literal && args.length > 1 && args[0].kind === 'str' && args[1]?.text === ',')
        literal = args[0];
    return literal?.kind === 'str' ? literal : undefined;
}
/** What a loop may read from a project it only depends on. */
const IDENTITY = new Set(['path', 'name', 'displayName']);
/** Calls whose arguments are dependencies or task ordering, not configuration. */
const DEPENDING_CALLS = new Set([
    'dependsOn',
    'mustRunAfter',
    'shouldRunAfter',
    'finalizedBy',
    'evaluationDependsOn',
    'project',
    'findProject',
]);
const COMPARISONS = new Set(['==', '!=', '===', '!==']);
/**
 * Whether the use at `at` of a loop variable over projects may configure the project: a member
 * other than its identity (`p.dependencies.add`, `p.apply`, `p.tasks`), or the project handed to
 * a call that is no dependency declaration (`configureCoverage(p)`). Naming it as a dependency
 * (`kover(p)` in `dependencies {}`, `dependsOn(p)`), comparing it or reading its path is not.
 */
function configuresLoopValue(t, at, frames) {
    const next = t[at + 1]?.text;
    if (next === '.')
        return !IDENTITY.has(t[at + 2]?.text ?? '') || t[at + 3]?.text === '=';
    if (next === '=')
        return false;
    if (COMPARISONS.has(next ?? '') || COMPARISONS.has(t[at - 1]?.text ?? ''))
        return false;
    if (frames.some((f) => f.callee === 'dependencies' || f.callee === 'constraints'))
        return false;
    return !DEPENDING_CALLS.has(enclosingCall(t, at) ?? '');
}
/** A plugin named by `id(...)` or `alias(...)`: a literal id, a catalog accessor, or `*`. */
function pluginArgument(args, index) {
    const first = args[0];
    if (args.length === 1 && first?.kind === 'str')
        return { id: first.computed ? '*' : first.text };
    if (first && index.catalogNames.has(first.text) && args[2]?.text === 'plugins') {
        const chain = chainAt(args, 2);
        const names = chain.names.filter((n) => n !== 'asProvider' && n !== 'get');
        const tail = names.at(-1) === 'pluginId' ? names.slice(0, -1) : names;
        return { id: '*', alias: [first.text, ...tail].join('.') };
    }
    return { id: '*' };
}
/** `X::class` (or `X::class.java`, `X.class`) at `at`: applied by class, `=X`; else `*`. */
function appliedClass(t, at) {
    const name = t[at];
    if (name?.kind !== 'id')
        return '*';
    if (t[at + 1]?.text === '::' && t[at + 2]?.text === 'class')
        return `=${name.text}`;
    if (t[at + 1]?.text === '.' && t[at + 2]?.text === 'class')
        return `=${name.text}`;
    // Groovy's `apply plugin: JavaPlugin`: a class name alone.
    const next = t[at + 1];
    if (/^[A-Z]/.test(name.text) && (!next || next.nl || [')', ',', ';'].includes(next.text)))
        return `=${name.text}`;
    return '*';
}
const rawOf = (tokens) => tokens.map((tok) => (tok.kind === 'str' ? `"${tok.text}"` : tok.text)).join('');
/** The name of the call whose parentheses hold the token at `at`, if any. */
function enclosingCall(t, at) {
    let depth = 0;
    for (let k = at - 1; k >= 0 && k > at - 200; k--) {
        const text = t[k].text;
        if (t[k].kind !== 'op')
            continue;
        if (text === ')' || text === ']' || text === '}')
            depth++;
        else if (text === '(' || text === '[' || text === '{') {
            if (depth === 0)
                return text === '(' && t[k - 1]?.kind === 'id' ? t[k - 1].text : undefined;
            depth--;
        }
    }
    return undefined;
}
/** `apply from: X` or `apply(from = X)`: X's single token when it is one, and its text. */
function appliedScript(t, at) {
    let start;
    if (t[at + 1]?.text === 'from' && t[at + 2]?.text === ':')
        start = at + 3;
    else if (t[at + 1]?.text === '(' && t[at + 2]?.text === 'from' && t[at + 3]?.text === '=')
        start = at + 4;
    else
        return undefined;
    let end = start;
    while (end + 1 < t.length && !t[end + 1].nl && ![')', ',', ';', '}'].includes(t[end + 1].text))
        end++;
    const value = t.slice(start, end + 1);
    if (value.length === 1)
        return { token: value[0], raw: rawOf(value) };
    // rootProject.file("x"), file("x"), project.file("x")
    const text = value.map((tok) => (tok.kind === 'str' ? '"' : tok.text)).join('');
    const inner = value.find((tok) => tok.kind === 'str');
    if (inner && !inner.computed && text === 'rootProject.file(")') {
        return {
            token: { ...inner, text: `$rootDir/${inner.text}`, computed: true },
            raw: rawOf(value),
        };
    }
    if (inner && (text === 'file(")' || text === 'project.file(")'))
        return { token: inner, raw: rawOf(value) };
    return { token: undefined, raw: rawOf(value) };
}
/** Whether a line break before `tok` continues the statement (a chained call, an operator). */
function continues(prev, tok) {
    if (!prev)
        return false;
    if (tok.kind === 'op' && CONTINUING.has(tok.text))
        return true;
    return prev.kind === 'op' && CONTINUED.has(prev.text);
}
/** Operators starting a line that continue the statement before it. */
const CONTINUING = new Set(['.', '?:', '&&', '||', '+', '-', '*', '/', '->', ':']);
/** Operators ending a line whose statement goes on on the next. */
const CONTINUED = new Set([
    '.',
    ',',
    '(',
    '[',
    '=',
    '->',
    '+',
    '-',
    '*',
    '/',
    '&&',
    '||',
    '?',
    ':',
    '?:',
    '==',
    '!=',
]);
/** `.a.b.c` names from `at` (the token after a dot). */
function chainAt(t, at) {
    const names = [];
    let k = at;
    while (t[k]?.kind === 'id') {
        names.push(t[k].text);
        if (t[k + 1]?.text !== '.')
            break;
        k += 2;
    }
    return { names, end: k };
}
/** The project a type-safe accessor chain names: the longest prefix that is one. */
function resolveAccessor(names, index) {
    let found;
    for (let n = 1; n <= names.length; n++) {
        const path = index.accessors.get(names.slice(0, n).join('.'));
        if (path)
            found = path;
    }
    return found;
}
/** The longest project path that a task path starts with (`:a:b:jar` -> `:a:b`). */
function longestProject(text, index) {
    for (let p = text; p !== ''; p = p.slice(0, Math.max(0, p.lastIndexOf(':')))) {
        if (index.paths.has(p) && p !== ':')
            return p;
    }
    return undefined;
}
/** The frame a `{` at `at` opens: which projects its body configures, and loops over them. */
function openBlock(t, at, frame, resolveSet, descendants, projectTargets) {
    let k = at - 1;
    let args;
    if (t[k]?.text === ')') {
        const open = opening(t, k);
        args = t.slice(open + 1, k);
        k = open - 1;
    }
    if (t[k]?.text === '>') {
        while (k > 0 && t[k]?.text !== '<')
            k--;
        k--;
    }
    const callee = t[k]?.kind === 'id' ? t[k].text : undefined;
    let receiver = [];
    if (callee && t[k - 1]?.text === '.') {
        let j = k - 2;
        let first = k - 1;
        for (;;) {
            if (t[j]?.text === ')' || t[j]?.text === ']') {
                first = opening(t, j);
                j = first - 1;
                if (t[j]?.kind !== 'id')
                    break;
            }
            if (t[j]?.kind !== 'id')
                break;
            first = j;
            if (t[j - 1]?.text !== '.')
                break;
            j -= 2;
        }
        receiver = t.slice(Math.max(0, first), k - 1);
    }
    const param = lambdaParameter(t, at);
    const inherit = {
        scope: frame.scope,
        loops: frame.loops,
        start: at + 1,
        paren: 0,
        callee,
        ...(frame.block !== undefined && { block: frame.block }),
    };
    const receiverLoop = receiver.length > 0 ? frame.loops.find((l) => l.name === receiver[0].text) : undefined;
    if (callee === 'subprojects' || callee === 'allprojects') {
        let base = frame.scope;
        if (receiver.length > 0) {
            const first = receiver[0].text;
            if (first === 'rootProject')
                base = new Set([':']);
            else if (first === 'project' && receiver.length === 1)
                base = frame.scope;
            else if (receiverLoop?.set)
                base = receiverLoop.set;
            else if (first === 'project' && receiver[1]?.text === '(') {
                base = projectTargets(receiver.slice(2, closing(receiver, 1)), frame, false);
            }
            else
                base = 'every';
        }
        const scope = callee === 'subprojects' ? descendants(base) : union(base, descendants(base));
        const named = receiver.length > 0 ? `${rawOf(receiver)}.${callee}` : callee;
        return { ...inherit, scope, block: `${named} { }` };
    }
    if ((callee === 'project' || callee === 'findProject') && args) {
        const rooted = receiver[0]?.text === 'rootProject';
        const path = pathLiteral(args);
        const block = `${callee}(${path && !path.computed ? `"${path.text}"` : '…'}) { }`;
        return { ...inherit, scope: projectTargets(args, frame, rooted), block };
    }
    if (callee === 'configure' && args && receiver.length === 0) {
        return { ...inherit, scope: resolveSet(args, frame) ?? 'every', block: 'configure(…) { }' };
    }
    if (callee === 'for' && args) {
        const inAt = args.findIndex((tok) => tok.text === 'in' || tok.text === ':');
        const name = inAt > 0 ? args[inAt - 1].text : 'it';
        return {
            ...inherit,
            loops: [...frame.loops, { name, set: resolveSet(args.slice(inAt + 1), frame) }],
        };
    }
    if (callee && DELEGATING.has(callee)) {
        const target = callee === 'with' && args ? args : receiver;
        if (target.length === 0)
            return inherit;
        const set = resolveSet(target, frame);
        if (!set)
            return inherit;
        return { ...inherit, scope: set, loops: [...frame.loops, { name: param ?? 'it', set }] };
    }
    if (callee && LOOPING.has(callee)) {
        const set = receiver.length > 0 ? resolveSet(receiver, frame) : undefined;
        return { ...inherit, loops: [...frame.loops, { name: param ?? 'it', set }] };
    }
    if (receiverLoop?.set)
        return { ...inherit, scope: union(frame.scope, receiverLoop.set) };
    return inherit;
}
/** A closure's parameter: `{ p ->`, `{ Project p ->`, `{ p, i ->`. */
function lambdaParameter(t, at) {
    for (let k = at + 1; k < Math.min(t.length, at + 6); k++) {
        if (t[k].text === '->') {
            for (let j = at + 1; j < k; j++) {
                if (t[j].kind === 'id' && (t[j + 1]?.text === '->' || t[j + 1]?.text === ','))
                    return t[j].text;
            }
            return undefined;
        }
        if (t[k].kind !== 'id' && t[k].text !== ',' && t[k].text !== ':')
            return undefined;
    }
    return undefined;
}
/**
 * Variables holding projects (`coreProjects = subprojects.findAll { ... }`), from a first pass
 * over the script: the name and the projects its expression names.
 */
function projectSetVariables(t, owner, index) {
    const out = new Map();
    for (let i = 0; i + 1 < t.length; i++) {
        const tok = t[i];
        if (tok.kind !== 'id' || t[i + 1].text !== '=')
            continue;
        const value = [];
        for (let k = i + 2; k < t.length && value.length < 16; k++) {
            if (k > i + 2 && t[k].nl)
                break;
            value.push(t[k]);
        }
        let scope;
        for (let k = 0; k < value.length; k++) {
            const v = value[k];
            if (v.kind !== 'id')
                continue;
            const base = value[k - 1]?.text === '.' && value[k - 2]?.text === 'rootProject' ? new Set([':']) : owner;
            let found;
            if (PROJECT_SET_NAMES.has(v.text) || ALL_PROJECT_NAMES.has(v.text)) {
                let d = new Set();
                if (base === 'every')
                    d = 'every';
                else
                    for (const p of base)
                        d = union(d, index.descendants(p));
                found = ALL_PROJECT_NAMES.has(v.text) ? union(base, d) : d;
            }
            if (found)
                scope = scope === undefined ? found : union(scope, found);
        }
        if (scope)
            out.set(tok.text, out.has(tok.text) ? union(out.get(tok.text), scope) : scope);
    }
    return out;
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./src/targets/workspaces/read.ts
var read = __webpack_require__(701);
;// CONCATENATED MODULE: ./src/targets/graphs/gradle/catalog.ts
/**
 * What changed in a version catalog (`gradle/libs.versions.toml`) between two commits, as the
 * accessors build files use: a changed `[versions]` entry changes the libraries and plugins whose
 * `version.ref` names it, a changed library the bundles that list it.
 */



const SECTIONS = ['versions', 'libraries', 'bundles', 'plugins'];
/** The accessor of an alias: `-`, `_` and `.` all as `.` (`spring-boot3-aop` -> `spring.boot3.aop`). */
const aliasAccessor = (alias) => alias.replace(/[-_.]/g, '.');
const PREFIX = {
    versions: 'versions.',
    libraries: '',
    bundles: 'bundles.',
    plugins: 'plugins.',
};
function parse(file, text) {
    if (text === undefined)
        return {};
    try {
        return (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        return `${file} is not valid TOML (${String(error.message).split('\n')[0]})`;
    }
}
/** The `version.ref` an entry names (`version.ref = "x"` or `version = { ref = "x" }`). */
function versionRef(entry) {
    if (!(0,read/* isTable */.bI)(entry))
        return undefined;
    const version = entry['version'];
    if ((0,read/* isTable */.bI)(version) && typeof version['ref'] === 'string')
        return version['ref'];
    return undefined;
}
/** Compare a catalog at two commits; `name` is its accessor root (`libs`). */
function catalogChange(file, name, before, after) {
    const a = parse(file, before);
    const b = parse(file, after);
    if (typeof a === 'string')
        return { all: `${a} at the first parent.` };
    if (typeof b === 'string')
        return { all: `${b}.` };
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (SECTIONS.includes(key))
            continue;
        if (!(0,external_node_util_.isDeepStrictEqual)(a[key], b[key])) {
            return {
                all: `${file} changed its [${key}] section, which this reader does not map to build files.`,
            };
        }
    }
    const section = (doc, s) => ((0,read/* isTable */.bI)(doc[s]) ? doc[s] : {});
    const changed = new Map(SECTIONS.map((s) => [s, new Set()]));
    for (const s of SECTIONS) {
        const x = section(a, s);
        const y = section(b, s);
        for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
            if (!(0,external_node_util_.isDeepStrictEqual)(x[key], y[key]))
                changed.get(s).add(key);
        }
    }
    for (const version of changed.get('versions')) {
        for (const s of ['libraries', 'plugins']) {
            for (const doc of [a, b]) {
                for (const [alias, entry] of Object.entries(section(doc, s))) {
                    if (versionRef(entry) === version)
                        changed.get(s).add(alias);
                }
            }
        }
    }
    for (const doc of [a, b]) {
        for (const [bundle, list] of Object.entries(section(doc, 'bundles'))) {
            if (Array.isArray(list) && list.some((lib) => changed.get('libraries').has(String(lib)))) {
                changed.get('bundles').add(bundle);
            }
        }
    }
    const accessors = [];
    const aliases = [];
    for (const s of SECTIONS) {
        for (const alias of changed.get(s)) {
            accessors.push(`${name}.${PREFIX[s]}${aliasAccessor(alias)}`);
            aliases.push(alias);
        }
    }
    return { accessors: accessors.sort(), aliases: aliases.sort() };
}
/** Whether a use (`libs.spring.boot3.aop.get`) is of a changed accessor (or `*`, any). */
function usesChanged(use, accessors) {
    if (use === '*')
        return accessors[0];
    return accessors.find((c) => use === c || use.startsWith(`${c}.`));
}

;// CONCATENATED MODULE: ./src/targets/graphs/gradle/logic.ts
/**
 * Build logic of plugin builds (`pluginManagement { includeBuild("build-logic") }`), traced to
 * the projects it can change. A plugin build's plugins are known by id (`gradlePlugin { plugins
 * { register("x") { id = ...; implementationClass = ... } } }`, precompiled script plugins,
 * `META-INF/gradle-plugins/*.properties`); a Kotlin source changes the plugins whose code uses
 * its top-level declarations, followed transitively (through imports, a package's files without
 * import, fully qualified names); a plugin reaches the projects applying it, through other
 * plugins too, and every project when its code configures others. Whatever this cannot follow
 * is ALL, naming the file: the plugin build's own build files, sources it does not parse
 * (Java, Groovy), a registration it cannot resolve, a use by the root build script, the
 * settings or another build.
 */








const KOTLIN_SOURCE = /\/src\/main\/(kotlin|java)\/.+\.kt$/;
const PRECOMPILED = /\/src\/main\/(kotlin|groovy|java)\/(.+)\.gradle(\.kts)?$/;
const UNPARSED = /\/src\/main\/[^/]+\/.+\.(java|groovy)$/;
const DESCRIPTOR = /\/src\/main\/resources\/META-INF\/gradle-plugins\/(.+)\.properties$/;
/** Files no build reads: documentation and pictures (outside resources). */
const INERT = /\.(md|markdown|adoc|png|jpe?g|gif|svg|webp)$/i;
/** A build's own tests and their fixtures: no plugin's code, applied to no project. */
const TEST_SOURCES = /\/src\/(test|testFixtures|[A-Za-z0-9]+Test)\//;
const BUILD_SCRIPT = /(^|\/)build\.gradle(\.kts)?$/;
/** Calls that load code by a name held in a string. */
const REFLECTION = new Set(['forName', 'loadClass', 'ServiceLoader']);
/** Names through which plugin code reaches projects other than the one applying it. */
const OTHER_PROJECTS = new Set([
    'subprojects',
    'allprojects',
    'childProjects',
    'getSubprojects',
    'getAllprojects',
    'getChildProjects',
    'findProject',
    'evaluationDependsOn',
    'beforeProject',
    'afterProject',
    'projectsEvaluated',
    'projectsLoaded',
    'parent',
    'getParent',
]);
/** Whether code reaches into another project it names: `project(":x").tasks`, `project(":x") {}`. */
function namesOtherProject(t) {
    for (let i = 0; i + 1 < t.length; i++) {
        if (t[i].text !== 'project' || t[i + 1].text !== '(')
            continue;
        const after = t[closing(t, i + 1) + 1]?.text;
        if (after === '.' || after === '{')
            return true;
    }
    return false;
}
/** Catalog plugin aliases (`libs.plugins.x.y`) -> plugin id, from each catalog's [plugins]. */
async function pluginAliases(files, catalogs) {
    const out = new Map();
    for (const [file, name] of catalogs) {
        const text = await files.read(file);
        if (text === undefined)
            continue;
        let doc;
        try {
            doc = (0,dist/* parse */.qg)(text);
        }
        catch {
            continue; // a catalog that does not parse is ALL where it changes; its ids stay unknown
        }
        const plugins = (0,read/* isTable */.bI)(doc) ? doc['plugins'] : undefined;
        if (!(0,read/* isTable */.bI)(plugins))
            continue;
        for (const [alias, entry] of Object.entries(plugins)) {
            const id = typeof entry === 'string'
                ? entry.split(':')[0]
                : (0,read/* isTable */.bI)(entry) && typeof entry['id'] === 'string'
                    ? entry['id']
                    : undefined;
            if (id)
                out.set(`${name}.plugins.${aliasAccessor(alias)}`, id);
        }
    }
    return out;
}
/** The plugin id a script's application names: the id, the catalog alias's, or `*`. */
function resolvedId(plugin, aliases) {
    if (plugin.alias === undefined)
        return plugin.id;
    return aliases.get(plugin.alias) ?? '*';
}
/** What a file of a plugin build is: traced, inert (no build input), or ALL with why. */
function classify(file, dir) {
    const rel = file.slice(dir.length);
    if (TEST_SOURCES.test(rel))
        return 'inert';
    if (INERT.test(rel) && !rel.includes('/src/main/resources/'))
        return 'inert';
    if (KOTLIN_SOURCE.test(rel) || PRECOMPILED.test(rel))
        return 'traced';
    if (UNPARSED.test(rel))
        return {
            all: `${file} is a source of the plugin build ${dir} this reader does not parse, so which plugins it changes is unknown.`,
        };
    return {
        all: `${file} is part of the plugin build ${dir}'s own build (its build, settings or properties files, resources), which decides the plugins any project may apply.`,
    };
}
/** Top-level declarations of a Kotlin file, and whether it declares operators. */
function declarations(t) {
    const declared = new Set();
    let pkg = '';
    let implicit = false;
    let depth = 0;
    for (let i = 0; i < t.length; i++) {
        const tok = t[i];
        if (tok.kind === 'op') {
            if (tok.text === '{' || tok.text === '(' || tok.text === '[')
                depth++;
            else if (tok.text === '}' || tok.text === ')' || tok.text === ']')
                depth--;
            continue;
        }
        if (depth > 0 || tok.kind !== 'id')
            continue;
        const prev = t[i - 1]?.text;
        if (tok.text === 'package' && tok.nl) {
            const names = [];
            for (let k = i + 1; t[k]?.kind === 'id'; k += 2) {
                names.push(t[k].text);
                if (t[k + 1]?.text !== '.')
                    break;
            }
            pkg = names.join('.');
        }
        else if (['class', 'interface', 'object', 'typealias'].includes(tok.text)) {
            if (prev === '::' || prev === '.')
                continue;
            const name = t[i + 1];
            if (name?.kind === 'id')
                declared.add(name.text);
        }
        else if (tok.text === 'fun' || tok.text === 'val' || tok.text === 'var') {
            if (prev === '.' || t[i + 1]?.text === 'interface')
                continue;
            let angle = 0;
            let last;
            for (let k = i + 1; k < t.length; k++) {
                const x = t[k];
                if (k > i + 1 && x.nl && angle === 0)
                    break;
                if (x.text === '<')
                    angle++;
                else if (x.text === '>')
                    angle--;
                else if (angle === 0 && ['(', ':', '=', '{', 'by'].includes(x.text))
                    break;
                else if (angle === 0 && x.kind === 'id')
                    last = x.text;
            }
            if (last)
                declared.add(last);
            for (let k = i - 1; k >= 0 && k >= i - 6; k--) {
                if (t[k].text === 'operator')
                    implicit = true;
                if (t[k].nl)
                    break;
            }
        }
    }
    return { pkg, declared, implicit };
}
/**
 * Whether code with `facts` (in package `pkg`) may use `source`'s declarations: by an import
 * of one (or of its package's `*`), by naming one in the same package (Kotlin needs no import
 * there), in the default package, or fully qualified.
 */
function usesSource(facts, pkg, source) {
    const names = source.declared;
    const named = () => [...names].some((n) => facts.names.has(n));
    const prefix = source.pkg === '' ? '' : `${source.pkg}.`;
    for (const imported of facts.imports) {
        if (source.pkg !== '' && imported === `${source.pkg}.*` && (source.implicit || named()))
            return true;
        if (prefix !== '' && imported.startsWith(prefix)) {
            const first = imported.slice(prefix.length).split('.')[0];
            if (names.has(first))
                return true;
        }
    }
    if (source.pkg === pkg && (source.implicit || named()))
        return true;
    if (source.pkg === '')
        return named();
    // Fully qualified: the package's first name and a declaration both named.
    return facts.names.has(source.pkg.split('.')[0]) && named();
}
/** Read a plugin build's plugins and sources at one commit. */
async function readPluginBuild(files, dir, index) {
    const build = {
        dir,
        sources: new Map(),
        plugins: new Map(),
        users: new Map(),
        own: [],
    };
    const untraceable = (why) => (build.untraceable ??= why);
    const all = await files.filesUnder(dir);
    const texts = new Map(all
        .filter((f) => !TEST_SOURCES.test(f.slice(dir.length)) && !INERT.test(f))
        .map((f) => [f, files.read(f)]));
    const registrations = [];
    // The plugin build's catalogs, for `id = libs.plugins.x.get().pluginId`.
    const catalogs = new Map();
    if (all.includes(`${dir}/gradle/libs.versions.toml`))
        catalogs.set(`${dir}/gradle/libs.versions.toml`, 'libs');
    for (const name of SETTINGS_NAMES) {
        const text = await texts.get(`${dir}/${name}`);
        if (text === undefined)
            continue;
        const t = tokenize(text);
        for (let i = 0; i < t.length; i++) {
            if (t[i].text !== 'from' || t[i + 1]?.text !== '(' || t[i + 2]?.text !== 'files')
                continue;
            const path = t[i + 4];
            const catalog = catalogName(t, i);
            if (path?.kind === 'str' && !path.computed && catalog)
                catalogs.set((0,model/* joinDir */.SA)(dir, path.text), catalog);
            else
                untraceable(`${dir}/${name} declares a version catalog this reader cannot map to a file`);
        }
    }
    const aliases = await pluginAliases(files, catalogs);
    const catalogNames = new Set(catalogs.values());
    for (const file of all) {
        const rel = file.slice(dir.length);
        if (TEST_SOURCES.test(rel))
            continue;
        const descriptor = DESCRIPTOR.exec(rel);
        if (descriptor) {
            const text = (await texts.get(file)) ?? '';
            const cls = /^\s*implementation-class\s*[=:]\s*(\S+)\s*$/m.exec(text)?.[1];
            if (cls)
                registrations.push({ id: descriptor[1], cls, file });
            else
                untraceable(`${file} declares a plugin this reader cannot read`);
            continue;
        }
        if (UNPARSED.test(rel)) {
            untraceable(`${file} is a source this reader does not parse, and may be any plugin's code or use any file of ${dir}`);
            continue;
        }
        if (BUILD_SCRIPT.test(rel) && !rel.includes('/src/')) {
            build.own.push(file);
            const text = await texts.get(file);
            if (text === undefined)
                continue;
            const found = registered(tokenize(text), catalogNames, aliases);
            if ('all' in found)
                untraceable(`${file} ${found.all}`);
            else
                for (const r of found.list)
                    registrations.push({ ...r, file });
            continue;
        }
        const precompiled = PRECOMPILED.exec(rel);
        if (!precompiled && !KOTLIN_SOURCE.test(rel))
            continue;
        const text = await texts.get(file);
        if (text === undefined)
            continue;
        const tokens = tokenize(text);
        const decl = declarations(tokens);
        const facts = analyzeScript(tokens, new Set([':']), index, () => undefined);
        const touched = facts.touched;
        const source = {
            file,
            pkg: decl.pkg,
            declared: precompiled ? new Set() : decl.declared,
            implicit: !precompiled && decl.implicit,
            tokens,
            facts,
            reflective: [...REFLECTION].some((n) => facts.names.has(n)),
            configuresOthers: touched === 'every' ||
                touched.size > 1 ||
                [...OTHER_PROJECTS].some((n) => facts.names.has(n)) ||
                namesOtherProject(tokens),
        };
        build.sources.set(file, source);
        if (precompiled) {
            // `x.settings.gradle.kts` is the settings plugin `x` (`x.init.gradle.kts` an init one).
            const base = precompiled[2]
                .split('/')
                .pop()
                .replace(/\.(settings|init)$/, '');
            build.plugins.set(decl.pkg ? `${decl.pkg}.${base}` : base, file);
        }
    }
    for (const { id, cls, file } of registrations) {
        const cut = cls.lastIndexOf('.');
        const pkg = cut === -1 ? '' : cls.slice(0, cut);
        const name = cls.slice(cut + 1);
        const impl = [...build.sources.values()].find((s) => s.pkg === pkg && s.declared.has(name));
        if (impl)
            build.plugins.set(id, impl.file);
        else
            untraceable(`${file} registers the plugin ${id} as ${cls}, which no Kotlin source of ${dir} declares`);
    }
    for (const source of build.sources.values())
        build.users.set(source.file, new Set());
    for (const user of build.sources.values()) {
        for (const used of build.sources.values()) {
            if (user === used)
                continue;
            if (user.reflective || usesSource(user.facts, user.pkg, used))
                build.users.get(used.file).add(user.file);
        }
    }
    return build;
}
/**
 * Plugin registrations in a plugin build's build script: each `implementationClass` with the
 * `id` of its block, the id a literal or a catalog alias (`libs.plugins.x.get().pluginId`).
 */
function registered(t, catalogs, aliases) {
    const list = [];
    for (let i = 0; i < t.length; i++) {
        if (t[i].text !== 'implementationClass' || t[i - 1]?.text === '.')
            continue;
        const value = t[i + 1]?.text === '=' ? t[i + 2] : t[i + 1];
        if (value?.kind !== 'str' || value.computed)
            return { all: 'registers a plugin whose implementation class is computed' };
        let open = i;
        for (let depth = 0; open >= 0; open--) {
            const x = t[open];
            if (x.kind !== 'op')
                continue;
            if (x.text === '}')
                depth++;
            else if (x.text === '{' && depth-- === 0)
                break;
        }
        const end = open < 0 ? t.length : closing(t, open);
        let id;
        for (let k = Math.max(0, open); k < end; k++) {
            if (t[k].text !== 'id' || t[k - 1]?.text === '.')
                continue;
            const at = t[k + 1]?.text === '=' ? k + 2 : k + 1;
            const v = t[at];
            if (v?.kind === 'str' && !v.computed)
                id = v.text;
            else if (v && catalogs.has(v.text) && t[at + 2]?.text === 'plugins') {
                const names = [v.text];
                for (let j = at + 2; t[j]?.kind === 'id'; j += 2) {
                    if (['asProvider', 'get', 'pluginId'].includes(t[j].text))
                        break;
                    names.push(t[j].text);
                    if (t[j + 1]?.text !== '.')
                        break;
                }
                id = aliases.get(names.join('.'));
            }
            break;
        }
        if (id === undefined)
            return { all: `registers the plugin ${value.text} under an id this reader cannot resolve` };
        list.push({ id, cls: value.text });
    }
    return { list };
}
/** The sources of `build` whose code may change when `file` does: it and its users, transitively. */
function affectedBy(build, file) {
    const out = new Set([file]);
    const queue = [file];
    for (let at = 0; at < queue.length; at++) {
        for (const user of build.users.get(queue[at]) ?? []) {
            if (out.has(user))
                continue;
            out.add(user);
            queue.push(user);
        }
    }
    return out;
}
/** Every plugin id the code of plugin `id` applies, through the sources it uses. */
function appliedBy(build, id, aliases) {
    const impl = build.plugins.get(id);
    const out = new Set();
    if (!impl)
        return out;
    // The sources the plugin's code uses, transitively: those whose users reach impl.
    for (const source of build.sources.values()) {
        if (!affectedBy(build, source.file).has(impl))
            continue;
        for (const p of source.facts.plugins)
            out.add(resolvedId(p, aliases));
    }
    return out;
}
/** Tracing changes through the plugin builds of one build, given who applies what. */
class PluginTrace {
    builds;
    appliers;
    aliases;
    applies = new Map();
    constructor(builds, appliers, aliases) {
        this.builds = builds;
        this.appliers = appliers;
        this.aliases = aliases;
        for (const build of builds) {
            for (const id of build.plugins.keys())
                this.applies.set(id, appliedBy(build, id, aliases));
        }
    }
    /** The plugin ids `ids` apply, themselves and through other plugins; `*` for any. */
    expand(ids) {
        const out = new Set();
        const queue = [...ids];
        for (let at = 0; at < queue.length; at++) {
            const id = queue[at];
            if (out.has(id))
                continue;
            out.add(id);
            for (const next of this.applies.get(id) ?? [])
                queue.push(next);
        }
        return out;
    }
    /**
     * What a change to `file` of `build` reaches: the projects applying a plugin whose code it
     * may change (named in each reason), the projects whose scripts use its declarations, every
     * project when such code configures others; ALL when the root build script, the settings or
     * another build uses it, or a script names it as a file.
     */
    reach(build, file) {
        const kind = classify(file, build.dir);
        if (kind === 'inert')
            return { inert: true };
        if (typeof kind === 'object')
            return kind;
        if (build.untraceable)
            return { all: `${file} changed and ${build.untraceable}.` };
        const name = (0,paths/* basename */.P8)(file);
        for (const { file: script, facts } of this.appliers) {
            const literal = facts.literals.find((l) => l === file || l === name || l.endsWith(`/${name}`));
            if (literal !== undefined && script !== file)
                return { all: `${script} names "${literal}" as a file, so it may read ${file}.` };
        }
        const source = build.sources.get(file);
        if (!source)
            return { projects: new Map() };
        const affected = affectedBy(build, file);
        const plugins = new Set([...build.plugins].filter(([, impl]) => affected.has(impl)).map(([id]) => id));
        const projects = new Map();
        let every;
        const expanded = new Map();
        const hit = (id) => {
            if (plugins.size === 0)
                return false;
            let all = expanded.get(id);
            if (!all)
                expanded.set(id, (all = this.expand([id])));
            return all.has('*') || [...plugins].some((p) => all.has(p));
        };
        const add = (scope, reason) => {
            if (scope === 'every')
                every ??= reason;
            else
                for (const path of scope)
                    if (!projects.has(path))
                        projects.set(path, reason);
        };
        const usedSources = [...affected].map((f) => build.sources.get(f));
        for (const { file: script, role, facts } of this.appliers) {
            if ((0,paths/* under */.hG)(script, build.dir) || (role === 'logic' && TEST_SOURCES.test(script)))
                continue;
            // Every application the change reaches, each with the projects it applies to.
            const hits = facts.plugins
                .map((p) => ({ scope: p.scope, id: resolvedId(p, this.aliases) }))
                .filter(({ id }) => hit(id));
            const uses = usedSources.find((s) => usesSource(facts, '', s));
            if (hits.length === 0 && !uses)
                continue;
            const what = hits.length > 0 ? `applies ${hits[0].id}` : `uses ${uses.file}`;
            if (role === 'settings' || role === 'logic')
                return {
                    all: `${script} ${what}, which ${file} changes, and is build logic for every project.`,
                };
            if (role === 'root' && uses)
                return {
                    all: `${script}, the root build script, uses ${uses.file}, which ${file} changes.`,
                };
            for (const { scope, id } of hits)
                add(scope, { kind: 'gradle', how: 'plugin', file, plugin: id });
            if (uses)
                add(facts.touched, { kind: 'gradle', how: 'build-logic', file });
        }
        const configuring = usedSources.find((s) => s.configuresOthers);
        if (configuring && (projects.size > 0 || every))
            every ??= { kind: 'gradle', how: 'build-logic', file };
        return every ? { projects, every } : { projects };
    }
    /** The projects a source's own edges count for (every project when not certain). */
    scopeOf(build, file) {
        const reach = this.reach(build, file);
        if ('all' in reach || 'inert' in reach || reach.every)
            return 'every';
        return new Set(reach.projects.keys());
    }
}

;// CONCATENATED MODULE: ./src/targets/graphs/gradle/index.ts
/**
 * `workspaces: gradle`: the projects of a Gradle build and their dependencies, read statically
 * from the commit's settings and build scripts (Groovy or Kotlin DSL), never by running Gradle.
 * Sound first: what decides every project's build (settings, the root build script, the
 * wrapper, buildSrc, included builds, applied scripts) is ALL; build logic that names projects
 * counts its edges for every project it may apply to.
 */








/** Whether the commit's root holds a Gradle settings script. */
async function detectGradle(files) {
    return (await settingsFile(files)) !== undefined;
}
const BUILD_NAMES = ['build.gradle.kts', 'build.gradle'];
const SCRIPT = /\.gradle(\.kts)?$/;
const BUILD_LOGIC_SOURCE = /\.(gradle|gradle\.kts|kts|kt|java|groovy)$/;
const gradle_PRECOMPILED = /\/src\/main\/(kotlin|groovy|java)\/(.+)\.gradle(\.kts)?$/;
const under = (file, dir) => dir === '' || file === dir || file.startsWith(`${dir}/`);
function buildIndex(build) {
    const paths = new Set(build.projects.keys());
    const children = new Map();
    for (const p of paths) {
        if (p === ':')
            continue;
        const cut = p.lastIndexOf(':');
        const parent = cut <= 0 ? ':' : p.slice(0, cut);
        const list = children.get(parent);
        if (list)
            list.push(p);
        else
            children.set(parent, [p]);
    }
    const cache = new Map();
    const descendants = (path) => {
        let found = cache.get(path);
        if (!found) {
            const out = new Set();
            for (const child of children.get(path) ?? []) {
                out.add(child);
                for (const d of descendants(child))
                    out.add(d);
            }
            cache.set(path, out);
            found = out;
        }
        return found;
    };
    const accessors = new Map();
    for (const p of paths)
        if (p !== ':')
            accessors.set(accessorOf(p), p);
    const catalogNames = new Set(build.catalogs.values());
    return { paths, catalogNames, descendants, accessors };
}
/** Read a script and what it says; scripts it applies are read too, for the same projects. */
async function readScript(files, graph, file, owner, projectDir, role, seen, pending) {
    const text = await (pending ?? files.read(file));
    if (text === undefined)
        return;
    const facts = analyzeScript(tokenize(text), owner, graph.index, (token) => resolvePath(token, projectDir));
    graph.facts.push({ file, facts, role });
    for (const u of facts.unresolved) {
        graph.warnings.push(`${file} uses the project accessor ${u}, which names no project of the build.`);
    }
    for (const script of facts.scripts) {
        if (script.path === undefined) {
            graph.all ??= `${file} applies a script this reader cannot locate (${script.raw}), so what it configures is unknown.`;
            continue;
        }
        graph.applied.add(script.path);
        const key = `${script.path}\0${script.scope === 'every' ? '*' : [...script.scope].join(',')}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        if (!(await files.isFile(script.path))) {
            graph.all ??= `${file} applies ${script.path}, which is not in the commit.`;
            continue;
        }
        await readScript(files, graph, script.path, script.scope, projectDir, 'script', seen);
    }
}
/**
 * Builds that included builds include in turn (`includeBuild` in their settings), which decide
 * those builds' plugins and artifacts as much as their own files do; a sentence (ALL) when one
 * is named by a computed path.
 */
async function includedInTurn(files, dirs) {
    const found = [];
    const seen = new Set(dirs);
    const queue = [...dirs];
    for (let at = 0; at < queue.length; at++) {
        const dir = queue[at];
        for (const name of SETTINGS_NAMES) {
            const file = `${dir}/${name}`;
            const text = await files.read(file);
            if (text === undefined)
                continue;
            const t = tokenize(text);
            for (let i = 0; i < t.length; i++) {
                if (t[i].text !== 'includeBuild' || t[i - 1]?.text === '.')
                    continue;
                const path = resolvePath(t[i + 1]?.text === '(' ? t[i + 2] : t[i + 1], dir);
                if (path === undefined || path === '..' || path.startsWith('../'))
                    return `${file} includes a build this reader cannot locate, whose files may change any plugin.`;
                if (seen.has(path))
                    continue;
                seen.add(path);
                found.push(path);
                queue.push(path);
            }
        }
    }
    return found;
}
/** Read the whole build at one commit. */
async function readGraph(files, settings) {
    const build = await readProjects(files, settings);
    const graph = {
        build,
        index: buildIndex(build),
        facts: [],
        applied: new Set(),
        warnings: [],
        pluginBuilds: [],
        appliers: [],
        aliases: new Map(),
    };
    if (build.unknown)
        return { ...graph, all: build.unknown };
    const nested = await includedInTurn(files, build.includedBuilds);
    if (typeof nested === 'string')
        return { ...graph, all: nested };
    build.includedBuilds.push(...nested);
    const seen = new Set();
    const candidates = [];
    for (const project of build.projects.values()) {
        if (project.dir === undefined)
            continue;
        const names = project.buildFileName ? [project.buildFileName] : BUILD_NAMES;
        for (const name of names) {
            const file = project.dir === '' ? name : `${project.dir}/${name}`;
            candidates.push({ project: { ...project, dir: project.dir }, file });
        }
    }
    // Asked together rather than one after another; kept in the same order.
    const present = await Promise.all(candidates.map(({ file }) => files.isFile(file)));
    const scripts = candidates.filter((_, k) => present[k]);
    // Every build file asked for at once: git's cat-file answers them in one stream.
    const texts = new Map(scripts.map(({ file }) => [file, files.read(file)]));
    for (const { project, file } of scripts) {
        await readScript(files, graph, file, new Set([project.path]), project.dir, project.path === ':' ? 'root' : 'project', seen, texts.get(file));
    }
    await readBuildLogic(files, graph);
    return graph;
}
/**
 * Build logic in buildSrc and included builds: a precompiled script plugin configures the
 * projects that apply its id; any other source may configure every project.
 */
async function readBuildLogic(files, graph) {
    const traced = graph.build.pluginBuilds;
    const dirs = ['buildSrc', ...graph.build.includedBuilds.filter((d) => !traced.includes(d))];
    const plugins = new Map();
    const logic = [];
    const sources = [];
    for (const dir of dirs) {
        for (const file of await files.filesUnder(dir)) {
            if (BUILD_LOGIC_SOURCE.test(file))
                sources.push(file);
        }
    }
    const texts = new Map(sources.map((file) => [file, files.read(file)]));
    for (const dir of dirs) {
        for (const file of sources) {
            if (!under(file, dir))
                continue;
            const text = await texts.get(file);
            if (text === undefined)
                continue;
            const tokens = tokenize(text);
            const own = [
                'build.gradle',
                'build.gradle.kts',
                'settings.gradle',
                'settings.gradle.kts',
            ].some((name) => file === `${dir}/${name}`);
            const facts = own
                ? ownBuildFacts(tokens, graph.index)
                : analyzeScript(tokens, 'every', graph.index, () => undefined);
            const precompiled = gradle_PRECOMPILED.exec(file.slice(dir.length));
            if (precompiled) {
                const pkg = /^\s*package\s+([\w.]+)/m.exec(text)?.[1];
                const base = precompiled[2].split('/').pop();
                plugins.set(pkg ? `${pkg}.${base}` : base, { file, facts, tokens });
            }
            else
                logic.push({ file, facts });
        }
    }
    // Which projects apply each precompiled plugin, through other plugins too.
    const applied = new Map();
    const apply = (id, scope) => {
        const plugin = plugins.get(id);
        if (!plugin)
            return;
        const before = applied.get(id) ?? new Set();
        const next = union(before, scope);
        if (next !== 'every' && before !== 'every' && next.size === before.size)
            return;
        if (before === 'every')
            return;
        applied.set(id, next);
        for (const p of plugin.facts.plugins)
            apply(p.id, next);
    };
    if (plugins.size > 0 || traced.length > 0)
        graph.aliases = await pluginAliases(files, graph.build.catalogs);
    for (const { facts } of graph.facts) {
        for (const p of facts.plugins) {
            const id = resolvedId(p, graph.aliases);
            // A plugin applied by a computed id may be any of them.
            if (id === '*')
                for (const any of plugins.keys())
                    apply(any, p.scope);
            else
                apply(id, p.scope);
        }
    }
    for (const [id, plugin] of plugins) {
        const scope = applied.get(id) ?? new Set();
        // Its tokens as read above: the same text is not split again.
        const facts = analyzeScript(plugin.tokens, scope, graph.index, () => undefined);
        graph.facts.push({ file: plugin.file, facts, role: 'logic', plugin: scope !== 'every' });
    }
    for (const entry of logic)
        graph.facts.push({ ...entry, role: 'logic' });
    if (traced.length > 0)
        await tracePluginBuilds(files, graph);
}
/**
 * Plugin builds: who applies their plugins (project scripts, the root, the settings, other
 * builds), and each source's edges counted for the projects a change to it reaches.
 */
async function tracePluginBuilds(files, graph) {
    for (const dir of graph.build.pluginBuilds)
        graph.pluginBuilds.push(await readPluginBuild(files, dir, graph.index));
    // Their own build scripts: a plugin build may apply another's plugins.
    for (const build of graph.pluginBuilds) {
        for (const file of build.own) {
            const facts = ownBuildFacts(tokenize((await files.read(file)) ?? ''), graph.index);
            graph.facts.push({ file, facts, role: 'logic' });
        }
    }
    graph.appliers = [
        ...graph.facts,
        ...graph.build.tokens.map((tokens, k) => ({
            file: graph.build.settingsFiles[k] ?? 'settings.gradle',
            role: 'settings',
            facts: analyzeScript(tokens, new Set([':']), graph.index, () => undefined),
        })),
        ...graph.pluginBuilds.flatMap((b) => [...b.sources.values()].map((s) => ({
            file: s.file,
            role: 'logic',
            facts: s.facts,
        }))),
    ];
    const trace = new PluginTrace(graph.pluginBuilds, graph.appliers, graph.aliases);
    graph.trace = trace;
    for (const build of graph.pluginBuilds) {
        for (const source of build.sources.values()) {
            const scope = trace.scopeOf(build, source.file);
            const facts = analyzeScript(source.tokens, scope, graph.index, () => undefined);
            graph.facts.push({ file: source.file, facts, role: 'logic', plugin: scope !== 'every' });
        }
    }
}
/**
 * An included build's own build script: build logic configuring no project of this build, its
 * project references naming its own projects.
 */
function ownBuildFacts(tokens, index) {
    const facts = analyzeScript(tokens, new Set(), index, () => undefined);
    facts.edges = [];
    facts.scripts = [];
    return facts;
}
/** What a changed file of a plugin build reaches, at both commits (a deleted helper too). */
async function pluginReach(graph, before, build, file, earlier) {
    const now = graph.trace.reach(build, file);
    if ('all' in now || 'inert' in now)
        return now;
    earlier.trace ??= (async () => {
        const builds = [];
        for (const dir of graph.build.pluginBuilds)
            builds.push(await readPluginBuild(before, dir, graph.index));
        return new PluginTrace(builds, graph.appliers, graph.aliases);
    })();
    const trace = await earlier.trace;
    const old = trace.builds.find((b) => b.dir === build.dir);
    if (!old)
        return now;
    const then = trace.reach(old, file);
    if ('all' in then)
        return then;
    if ('inert' in then)
        return now;
    const projects = new Map(now.projects);
    for (const [p, why] of then.projects)
        if (!projects.has(p))
            projects.set(p, why);
    const every = now.every ?? then.every;
    return every ? { projects, every } : { projects };
}
/** Whether `file` is a project's build script (present or not in this commit). */
function isBuildFile(file, build) {
    const dir = (0,paths/* dirname */.pD)(file);
    const name = file.slice(dir === '' ? 0 : dir.length + 1);
    for (const p of build.projects.values()) {
        if (p.dir !== dir)
            continue;
        if (p.buildFileName ? p.buildFileName === name : BUILD_NAMES.includes(name))
            return true;
    }
    return false;
}
/**
 * The separate build holding `file`, if any: the deepest directory above it with a settings
 * script of its own that is no project's directory and no included build. Its files are no
 * project's build logic: a sample build, a plugin's functional-test build, a test fixture
 * inside a project (whose files stay that project's).
 */
function separateBuilds(files, build) {
    const projectDirs = new Set();
    for (const p of build.projects.values())
        if (p.dir !== undefined)
            projectDirs.add(p.dir);
    const included = new Set(build.includedBuilds);
    const holds = new Map();
    const hasSettings = (dir) => {
        let found = holds.get(dir);
        if (!found) {
            found = (async () => {
                for (const name of SETTINGS_NAMES)
                    if (await files.isFile(`${dir}/${name}`))
                        return true;
                return false;
            })();
            holds.set(dir, found);
        }
        return found;
    };
    return async (file) => {
        for (let dir = (0,paths/* dirname */.pD)(file); dir !== ''; dir = (0,paths/* dirname */.pD)(dir)) {
            if (projectDirs.has(dir) || included.has(dir))
                return undefined;
            if (await hasSettings(dir))
                return dir;
        }
        return undefined;
    };
}
/** The project whose directory most deeply holds `file` (the root owns nothing). */
function ownerOf(file, byDir) {
    for (let dir = (0,paths/* dirname */.pD)(file); dir !== ''; dir = (0,paths/* dirname */.pD)(dir)) {
        const owner = byDir.get(dir);
        if (owner)
            return owner;
    }
    return undefined;
}
/**
 * Why a changed file makes the answer ALL before any graph is read (undefined when it does
 * not): settings, the root build script and properties, the wrapper, buildSrc, included builds,
 * the gradle/ directory. Built once: a pull request may change hundreds of thousands of files.
 */
function wholeBuildCheck(after, before) {
    const builds = before ? [after, before] : [after];
    const settings = new Set([...SETTINGS_NAMES, ...builds.flatMap((b) => b.settingsFiles)]);
    const rootBuild = new Set([
        ...BUILD_NAMES,
        ...builds.flatMap((b) => b.projects.get(':')?.buildFileName ?? []),
    ]);
    // Plugin builds are traced file by file (logic.ts), unless either commit includes them so.
    const traced = new Set(after.pluginBuilds.filter((d) => !before || before.pluginBuilds.includes(d)));
    const included = [...new Set(builds.flatMap((b) => b.includedBuilds))];
    const tops = new Set(['gradle', 'buildSrc', ...included.map((dir) => dir.split('/')[0])]);
    return (file) => {
        if (settings.has(file)) {
            return `${file} is the build's settings, which decide every project and how each is built.`;
        }
        const slash = file.indexOf('/');
        if (slash === -1) {
            if (rootBuild.has(file)) {
                return `${file} is the root project's build script, which may configure every project.`;
            }
            if (file === 'gradle.properties')
                return `${file} sets properties every project of the build reads.`;
            if (file === 'gradlew' || file === 'gradlew.bat')
                return `${file} is the Gradle wrapper, which runs every build.`;
            if (!included.includes(file))
                return undefined;
        }
        else if (!tops.has(file.slice(0, slash)))
            return undefined;
        if (under(file, 'gradle/wrapper'))
            return `${file} is part of the Gradle wrapper, which decides the Gradle version of every build.`;
        if (under(file, 'buildSrc'))
            return `${file} is in buildSrc, build logic every project's build script may use.`;
        for (const dir of included) {
            if (under(file, dir) && !traced.has(dir))
                return `${file} is in ${dir}, an included build whose plugins or artifacts any project may use.`;
        }
        if (under(file, 'gradle') && !file.endsWith('.toml')) {
            return `${file} is in the build's gradle/ directory (shared scripts, verification metadata, the daemon's JVM), which may affect every project.`;
        }
        return undefined;
    };
}
/** The answer for `changed`, reading the build at `after` (merge commit) and `before` (first parent). */
async function gradleImpact(after, before, changed) {
    const answer = {
        impacted: new Map(),
        outside: [],
        warnings: [],
        modules: 0,
    };
    const done = (all) => ({ ...answer, all });
    const settings = await projects_settingsFile(after);
    if (!settings)
        return done(`There is no settings.gradle or settings.gradle.kts ${after.where}.`);
    const graph = await readGraph(after, settings);
    answer.modules = graph.build.projects.size - 1;
    answer.warnings.push(...graph.warnings);
    if (graph.all)
        return done(graph.all);
    // The settings scripts alone decide the projects (anything computed is ALL above). Unless one
    // of them changed, the first parent has the same projects, and is not read at all: a pull
    // request changing sources only costs no second tree.
    const settingsChanged = changed.some((file) => graph.build.settingsFiles.includes(file) || SETTINGS_NAMES.includes(file));
    let old = graph.build;
    if (settingsChanged) {
        const oldSettings = await projects_settingsFile(before);
        old = oldSettings ? await readProjects(before, oldSettings) : undefined;
    }
    const wholeBuild = wholeBuildCheck(graph.build, old);
    const separate = separateBuilds(after, graph.build);
    const pluginBuildOf = (file) => graph.pluginBuilds.find((b) => under(file, b.dir));
    for (const file of changed) {
        const why = wholeBuild(file);
        if (why)
            return done(why);
        if (graph.applied.has(file))
            return done(`${file} is a script applied by build scripts, so it may configure any project.`);
        if (pluginBuildOf(file))
            continue;
        if (SCRIPT.test(file) && !isBuildFile(file, graph.build) && !(await separate(file))) {
            return done(`${file} is a Gradle script that is no project's build file, so a build may apply it in ways this reader does not see.`);
        }
    }
    if (!old || old.unknown)
        return done(old?.unknown ?? `The first parent has no Gradle settings file ${before.where}.`);
    const projectSet = (b) => JSON.stringify([...b.projects.values()].map((p) => [p.path, p.dir ?? null, p.buildFileName ?? null]).sort());
    // Unread (the settings did not change), the first parent's build is this one.
    if (old !== graph.build && projectSet(old) !== projectSet(graph.build)) {
        return done('The set of Gradle projects (path and directory) differs between the first parent and the merge commit.');
    }
    const seeds = new Map();
    const seed = (path, why) => {
        if (path !== ':' && !seeds.has(path))
            seeds.set(path, why);
    };
    const every = () => [...graph.index.paths].filter((p) => p !== ':');
    const byDir = new Map();
    for (const p of graph.build.projects.values())
        if (p.dir)
            byDir.set(p.dir, p.path);
    const noted = new Set();
    const earlier = {};
    for (const file of changed) {
        const pluginBuild = pluginBuildOf(file);
        if (pluginBuild) {
            const reach = await pluginReach(graph, before, pluginBuild, file, earlier);
            if ('all' in reach)
                return done(reach.all);
            // What reaches the root project is left to the rules too, as the root's own files are.
            if ('inert' in reach || reach.projects.has(':'))
                answer.outside.push(file);
            if (!('inert' in reach)) {
                for (const [p, why] of reach.projects)
                    seed(p, why);
                if (reach.every)
                    for (const p of every())
                        seed(p, reach.every);
            }
            continue;
        }
        const catalog = graph.build.catalogs.get(file);
        if (catalog !== undefined || /^gradle\/[^/]+\.toml$/.test(file)) {
            if (catalog === undefined)
                return done(`${file} is a version catalog the settings do not declare, so which build uses it is unknown.`);
            if (graph.build.unknownCatalog)
                return done(`${graph.build.unknownCatalog}, so a change to ${file} cannot be mapped.`);
            const why = await catalogSeeds(file, catalog, after, before, graph, seed, every);
            if (why)
                return done(why);
            continue;
        }
        const owner = ownerOf(file, byDir);
        if (!owner) {
            answer.outside.push(file);
            const build = await separate(file);
            if (build && !noted.has(build)) {
                noted.add(build);
                answer.warnings.push(`${build} is a separate Gradle build (its own settings script, included by no includeBuild): its changed files belong to no project of this build and are left to the target rules.`);
            }
            continue;
        }
        seed(owner, { kind: 'gradle', how: 'owns', file });
        if (SCRIPT.test(file) && isBuildFile(file, graph.build)) {
            // Blocks that configure other projects, in either version of the build file.
            let touched = new Set();
            for (const f of graph.facts)
                if (f.file === file)
                    touched = union(touched, f.facts.touched);
            const text = await before.read(file);
            if (text !== undefined) {
                const was = analyzeScript(tokenize(text), new Set([owner]), graph.index, () => '');
                touched = union(touched, was.touched);
            }
            for (const p of touched === 'every' ? every() : touched) {
                seed(p, { kind: 'gradle', how: 'build-logic', file });
            }
        }
    }
    if (seeds.size === 0)
        return answer;
    const closure = gradle_close(graph, seeds, every);
    if (typeof closure === 'string')
        return done(closure);
    answer.impacted = closure;
    return answer;
}
/** Seed the users of changed catalog entries; a sentence when a use makes it ALL. */
async function catalogSeeds(file, name, after, before, graph, seed, every) {
    const change = catalogChange(file, name, await before.read(file), await after.read(file));
    if ('all' in change)
        return change.all;
    if (change.accessors.length === 0)
        return undefined;
    for (const tokens of graph.build.tokens) {
        for (let i = 0; i < tokens.length; i++) {
            if (tokens[i].text !== name || tokens[i + 1]?.text !== '.')
                continue;
            let use = name;
            for (let k = i + 2; tokens[k]?.kind === 'id'; k += 2) {
                use += `.${tokens[k].text}`;
                if (tokens[k + 1]?.text !== '.')
                    break;
            }
            const hit = usesChanged(use, change.accessors);
            if (hit)
                return `The settings use ${hit}, changed in ${file}.`;
        }
    }
    const normal = (s) => s.replace(/[-_.]/g, '.');
    const aliases = change.aliases.map(normal);
    for (const { file: script, facts, role } of graph.facts) {
        const uses = facts.catalog
            .map((c) => ({
            c,
            hit: c.accessor === '*' && role !== 'logic'
                ? change.accessors[0]
                : usesChanged(c.accessor, change.accessors),
        }))
            .filter((u) => u.hit && (u.c.accessor !== '*' || role !== 'logic'));
        if (role !== 'project' && uses.length > 0) {
            return `${script} is build logic using ${uses[0].hit}, changed in ${file}.`;
        }
        if (role === 'logic') {
            const literal = facts.literals.find((l) => {
                const n = normal(l);
                return aliases.some((a) => a === n || (/[.]$/.test(n) && a.startsWith(n)));
            });
            if (literal)
                return `${script} is build logic naming the catalog entry "${literal}", changed in ${file}.`;
            continue;
        }
        for (const { c, hit } of uses) {
            for (const p of c.scope === 'every' ? every() : c.scope) {
                seed(p, { kind: 'gradle', how: 'catalog', file, entry: hit });
            }
        }
    }
    return undefined;
}
/** What a script making an edge is to the projects it makes it for, by its role. */
const SCRIPT_ROLES = {
    project: 'build',
    root: 'root',
    script: 'applied',
    plugin: 'plugin',
    logic: 'logic',
};
/** Why `file`'s `edge` is one, for the answer's reasons. */
function edgeOf(file, script, edge) {
    const how = {
        file,
        script,
        ref: edge.ref,
        text: edge.via,
        ...(edge.block !== undefined && { block: edge.block }),
    };
    return how;
}
/** Owners and every transitive dependent, with why; a sentence when every project depends on every other. */
function gradle_close(graph, seeds, every) {
    const dependents = new Map();
    const everyDependsOn = new Set();
    const dependsOnAll = new Set();
    // The first script making each edge, for the reason: by dependency, then dependent.
    const made = new Map();
    const madeForEvery = new Map();
    const madeToAll = new Map();
    for (const { file, facts, role, plugin } of graph.facts) {
        const script = SCRIPT_ROLES[role === 'logic' && plugin ? 'plugin' : role];
        for (const edge of facts.edges) {
            // Written when the edge is the first to some pair (most repeat one: a task path beside
            // its project(...), the same edge over the projects of a block).
            let how;
            if (edge.from === 'every' && edge.to === 'every') {
                return `${file} names projects computed at run time (${edge.via}) in build logic that may configure every project.`;
            }
            if (edge.to === 'every') {
                for (const p of edge.from) {
                    dependsOnAll.add(p);
                    if (!madeToAll.has(p))
                        madeToAll.set(p, (how ??= edgeOf(file, script, edge)));
                }
                continue;
            }
            for (const to of edge.to) {
                if (edge.from === 'every') {
                    everyDependsOn.add(to);
                    if (!madeForEvery.has(to))
                        madeForEvery.set(to, (how ??= edgeOf(file, script, edge)));
                    continue;
                }
                let set = dependents.get(to);
                if (!set)
                    dependents.set(to, (set = new Set()));
                let by = made.get(to);
                if (!by)
                    made.set(to, (by = new Map()));
                for (const from of edge.from) {
                    if (from === to)
                        continue;
                    set.add(from);
                    if (!by.has(from))
                        by.set(from, (how ??= edgeOf(file, script, edge)));
                }
            }
        }
    }
    // Projects depending on every project are reached from the first one reached; every project
    // from the first reached that every project depends on.
    let everyDone = false;
    let allDone = false;
    const next = (p) => {
        const out = [...(dependents.get(p) ?? [])];
        if (!allDone && dependsOnAll.size > 0) {
            allDone = true;
            out.push(...dependsOnAll);
        }
        if (!everyDone && everyDependsOn.has(p)) {
            everyDone = true;
            out.push(...every());
        }
        return out;
    };
    return (0,build_files/* closeOver */.FM)(seeds, next, (dependency, dependent) => {
        const edge = made.get(dependency)?.get(dependent) ??
            madeForEvery.get(dependency) ??
            madeToAll.get(dependent);
        return { kind: 'gradle', how: 'dependency', dependency, ...(edge && { edge }) };
    });
}

;// CONCATENATED MODULE: ./src/targets/graphs/gradle/source.ts
/** The Gradle reader as a graph source (registry.ts). */


function gradleSource(ctx) {
    return (0,build_files_source/* buildFilesSource */.D)(ctx, { title: 'Gradle', what: 'project' }, gradleImpact);
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


/***/ })

};

//# sourceMappingURL=683.index.js.map