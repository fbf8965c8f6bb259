export const id = 4847;
export const ids = [4847,701];
export const modules = {

/***/ 4847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   goDirectives: () => (/* binding */ goDirectives),
/* harmony export */   readGoWorkspace: () => (/* binding */ readGoWorkspace)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(701);


/**
 * The directives of a go.mod or go.work file: `verb arg...` lines and `verb ( ... )` blocks, with
 * `//` comments dropped. The format is small and Go's own; no maintained JavaScript parser
 * exists, so this reads only what the workspace graph needs.
 */
function goDirectives(file, text) {
    const out = [];
    let block;
    const lines = text.split(/\r?\n/);
    for (let n = 0; n < lines.length; n++) {
        const line = lines[n].replace(/\/\/.*$/, '').trim();
        if (line === '')
            continue;
        if (block !== undefined) {
            if (line === ')')
                block = undefined;
            else
                out.push({ verb: block, args: words(line) });
            continue;
        }
        const parts = words(line);
        const verb = parts[0];
        if (parts[1] === '(' && parts.length === 2) {
            block = verb;
            continue;
        }
        if (!/^[a-z]+$/.test(verb))
            throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)(file, `has an unreadable line ${n + 1}: ${JSON.stringify(lines[n])}`);
        out.push({ verb, args: parts.slice(1) });
    }
    if (block !== undefined)
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)(file, `has a "${block} (" block that is never closed`);
    return out;
}
/** Whitespace-separated words, with Go's "quoted" and `raw` strings unquoted. */
function words(line) {
    return (line.match(/"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/g) ?? []).map((w) => w.startsWith('"') ? JSON.parse(w) : w.startsWith('`') ? w.slice(1, -1) : w);
}
async function readModule(files, dir) {
    const manifest = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(dir, 'go.mod');
    const text = await files.read(manifest);
    if (text === undefined) {
        // In a submodule the checkout did not initialise: unknown, and said so (see discover.ts).
        if (files.inUnknownSubmodule(manifest))
            return undefined;
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)('go.work', `uses ${JSON.stringify(dir || '.')}, which has no go.mod`);
    }
    const directives = goDirectives(manifest, text);
    const name = directives.find((d) => d.verb === 'module')?.args[0];
    if (!name)
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)(manifest, 'has no module directive');
    const requires = directives
        .filter((d) => d.verb === 'require' && d.args[0])
        .map((d) => d.args[0]);
    return {
        name,
        dir,
        manifest,
        manager: 'go',
        // go.mod lists every module in the build (indirect ones too, since Go 1.17).
        dependencies: requires.map((path) => ({ name: path })),
        declares: requires,
    };
}
/** go.work `use` directives: each directory's go.mod module is a package. */
async function readGoWorkspace(files) {
    const text = await files.read('go.work');
    if (text === undefined)
        return undefined;
    const dirs = goDirectives('go.work', text)
        .filter((d) => d.verb === 'use')
        .map((d) => {
        if (d.args.length !== 1)
            throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)('go.work', `has a use directive without one path: "use ${d.args.join(' ')}"`);
        return (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(d.args[0]);
    });
    const packages = await Promise.all([...new Set(dirs)].filter((dir) => !dir.startsWith('..')).map((dir) => readModule(files, dir)));
    return {
        manager: 'go',
        packages: packages.filter((pkg) => pkg !== undefined),
        manifests: [{ file: 'go.work', manager: 'go', what: 'go.work changed' }],
        lockfiles: ['go.work.sum'],
        rootDeclares: [],
    };
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


/***/ })

};

//# sourceMappingURL=4847.index.js.map