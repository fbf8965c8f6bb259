export const id = 7429;
export const ids = [7429,701];
export const modules = {

/***/ 7429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readCargoWorkspace: () => (/* binding */ readCargoWorkspace)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(701);


/** Every dependency table of a Cargo manifest, at the top and under `[target.'cfg'.*]`. */
const TABLES = [
    'dependencies',
    'dev-dependencies',
    'dev_dependencies',
    'build-dependencies',
    'build_dependencies',
];
/** Root sections that apply to every member when the root is also a package. */
const WORKSPACE_SECTIONS = ['workspace', 'patch', 'profile', 'replace'];
function dependencyTables(manifest) {
    const deps = [];
    const add = (table) => {
        if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(table))
            for (const [key, value] of Object.entries(table))
                deps.push({ key, value });
    };
    for (const name of TABLES)
        add(manifest[name]);
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(manifest.target)) {
        for (const platform of Object.values(manifest.target)) {
            if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(platform))
                for (const name of TABLES)
                    add(platform[name]);
        }
    }
    return deps;
}
/**
 * A dependency's target: a path (relative to the manifest's directory, or to the root for one
 * inherited with `workspace = true`), or a crate name (`package` when renamed).
 */
function resolveDep(dir, dep, rootDeps) {
    let value = dep.value;
    let base = dir;
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(value) && value.workspace === true) {
        value = rootDeps[dep.key];
        base = '';
    }
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(value)) {
        if (typeof value.path === 'string')
            return { dir: (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(base, value.path) };
        if (typeof value.package === 'string')
            return { name: value.package };
    }
    return { name: dep.key };
}
function sections(names) {
    return (text) => {
        const doc = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedOr */ .F4)('Cargo.toml', text, 'toml');
        if (!doc)
            return text;
        return names ? names.map((name) => doc[name] ?? null) : doc;
    };
}
/**
 * `[workspace] members` globs (and the root when it is a `[package]`), less `exclude`, plus path
 * dependencies inside the root, which Cargo makes members too.
 */
async function readCargoWorkspace(files) {
    const text = await files.read('Cargo.toml');
    if (text === undefined)
        return undefined;
    const rootToml = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .Ng)('Cargo.toml', text, 'toml');
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(rootToml.workspace))
        return undefined;
    const ws = rootToml.workspace;
    const members = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .stringArray */ .jH)('Cargo.toml', ws.members, '[workspace] members') ?? [];
    const exclude = ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .stringArray */ .jH)('Cargo.toml', ws.exclude, '[workspace] exclude') ?? []).map((e) => (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(e));
    const excluded = (dir) => exclude.some((e) => dir === e || dir.startsWith(`${e}/`));
    const rootDeps = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(ws.dependencies) ? ws.dependencies : {};
    const dirs = new Set((await files.members(members, 'Cargo.toml', exclude.flatMap((e) => [e, `${e}/**`]))).filter((dir) => dir !== ''));
    const rootIsPackage = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(rootToml.package);
    const packages = [];
    const seen = new Set();
    const queue = [...dirs];
    if (rootIsPackage)
        queue.unshift('');
    for (let i = 0; i < queue.length; i++) {
        const dir = queue[i];
        if (seen.has(dir))
            continue;
        seen.add(dir);
        const manifest = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(dir, 'Cargo.toml');
        const toml = dir === '' ? rootToml : (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .Ng)(manifest, (await files.read(manifest)) ?? '', 'toml');
        const pkg = toml.package;
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(pkg) || typeof pkg.name !== 'string') {
            if (dir === '' || dirs.has(dir))
                throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)(manifest, 'has no [package] name');
            continue; // a path dependency that is not a crate of its own
        }
        const dependencies = [];
        const declares = [];
        for (const dep of dependencyTables(toml)) {
            const ref = resolveDep(dir, dep, rootDeps);
            dependencies.push(ref);
            if ('name' in ref)
                declares.push(ref.name);
            else if (ref.dir !== '..' && !ref.dir.startsWith('../') && !excluded(ref.dir)) {
                // Cargo makes a path dependency under the root a member.
                if (!seen.has(ref.dir) && (await files.isFile((0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(ref.dir, 'Cargo.toml')))) {
                    queue.push(ref.dir);
                }
            }
        }
        packages.push({ name: pkg.name, dir, manifest, manager: 'cargo', dependencies, declares });
    }
    return {
        manager: 'cargo',
        packages,
        manifests: [
            {
                file: 'Cargo.toml',
                manager: 'cargo',
                what: rootIsPackage
                    ? `the root Cargo.toml's [${WORKSPACE_SECTIONS.join('], [')}] changed`
                    : 'the root Cargo.toml (a virtual manifest: every section applies to the workspace) changed',
                section: sections(rootIsPackage ? WORKSPACE_SECTIONS : undefined),
            },
        ],
        lockfiles: ['Cargo.lock'],
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

//# sourceMappingURL=7429.index.js.map