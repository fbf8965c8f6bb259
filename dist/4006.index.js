export const id = 4006;
export const ids = [4006,701];
export const modules = {

/***/ 1625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JS_LOCKFILES: () => (/* binding */ JS_LOCKFILES),
/* harmony export */   readJsWorkspace: () => (/* binding */ readJsWorkspace)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(701);


/** Every field of package.json that links a package to another, workspace or external. */
const DEPENDENCY_FIELDS = [
    'dependencies',
    'devDependencies',
    'optionalDependencies',
    'peerDependencies',
];
/** Root package.json fields whose change reshapes every package's install. */
const ROOT_FIELDS = [
    'workspaces',
    ...DEPENDENCY_FIELDS,
    'overrides',
    'resolutions',
    'pnpm',
    'packageManager',
];
const JS_LOCKFILES = [
    'pnpm-lock.yaml',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'bun.lock',
    'bun.lockb',
];
/** Which of the root fields differ, in words. */
function rootFieldsChanged(before, after) {
    const [a, b] = [rootFields(before), rootFields(after)];
    if (!Array.isArray(a) || !Array.isArray(b))
        return 'the root package.json changed';
    const fields = ROOT_FIELDS.filter((_, i) => JSON.stringify(a[i]) !== JSON.stringify(b[i]));
    return `the root package.json's ${fields.map((f) => `"${f}"`).join(', ')} changed`;
}
function rootFields(text) {
    const doc = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedOr */ .F4)('package.json', text, 'json');
    // An unreadable side compares unequal, so the upload is ALL.
    return doc ? ROOT_FIELDS.map((field) => doc[field] ?? null) : text;
}
/**
 * Keys of pnpm-workspace.yaml that change neither what is installed nor how: supply-chain
 * policies checked when resolving (a resolution they let through is in the lockfile).
 */
const PNPM_POLICY_KEYS = new Set([
    'trustPolicy',
    'trustPolicyExclude',
    'minimumReleaseAge',
    'minimumReleaseAgeExclude',
]);
/** Everything of pnpm-workspace.yaml but its catalogs (attributed) and policy keys. */
function pnpmWorkspaceSettings(text) {
    const doc = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedOr */ .F4)('pnpm-workspace.yaml', text, 'yaml');
    if (!doc)
        return text;
    return Object.entries(doc).filter(([key]) => key !== 'catalog' && key !== 'catalogs' && !PNPM_POLICY_KEYS.has(key));
}
/** pnpm catalogs as `catalog:dependency` → range (`catalog` is the catalog named default). */
function pnpmCatalogs(text) {
    const doc = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedOr */ .F4)('pnpm-workspace.yaml', text, 'yaml') ?? {};
    const entries = new Map();
    const add = (catalog, table) => {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(table))
            return;
        for (const [dep, range] of Object.entries(table))
            entries.set(`${catalog}:${dep}`, JSON.stringify(range));
    };
    add('default', doc.catalog);
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(doc.catalogs))
        for (const [name, table] of Object.entries(doc.catalogs))
            add(name, table);
    return entries;
}
/** The member globs of the root package.json `workspaces` (an array or `{packages: [...]}`). */
function packageJsonGlobs(file, root) {
    const ws = root.workspaces;
    if (ws === undefined)
        return undefined;
    if (Array.isArray(ws))
        return (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .stringArray */ .jH)(file, ws, '"workspaces"');
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(ws))
        return (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .stringArray */ .jH)(file, ws.packages, '"workspaces.packages"') ?? [];
    throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)(file, 'has "workspaces" that is neither a list of globs nor {packages: [...]}');
}
/**
 * What a dependency's spec points at: `workspace:` and `npm:` aliases name another package,
 * `file:`/`link:` a directory; anything else names the key itself.
 */
function dependencyOf(dir, key, spec) {
    const refs = [{ name: key }];
    if (typeof spec !== 'string')
        return refs;
    const alias = /^(?:workspace|npm):((?:@[^/@]+\/)?[^@]+)@/.exec(spec);
    if (alias)
        refs.push({ name: alias[1] });
    const local = /^(?:file|link|portal):(.+)$/.exec(spec);
    if (local)
        refs.push({ dir: (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(dir, local[1]) });
    return refs;
}
async function readPackage(files, dir, manager) {
    const manifest = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(dir, 'package.json');
    const text = await files.read(manifest);
    if (text === undefined)
        return undefined;
    const json = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .Ng)(manifest, text, 'json');
    if (json.name !== undefined && typeof json.name !== 'string') {
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)(manifest, 'has a "name" that is not a string');
    }
    const dependencies = [];
    const declares = [];
    const catalogUses = [];
    for (const field of DEPENDENCY_FIELDS) {
        const deps = json[field];
        if (deps === undefined)
            continue;
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(deps))
            throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestError */ .eZ)(manifest, `has "${field}" that is not an object`);
        for (const [key, spec] of Object.entries(deps)) {
            const refs = dependencyOf(dir, key, spec);
            dependencies.push(...refs);
            for (const ref of refs)
                if ('name' in ref)
                    declares.push(ref.name);
            if (typeof spec === 'string' && spec.startsWith('catalog:')) {
                catalogUses.push(`${spec.slice('catalog:'.length).trim() || 'default'}:${key}`);
            }
        }
    }
    // A package without a name (pnpm allows one) is known by its directory.
    const name = typeof json.name === 'string' && json.name !== '' ? json.name : dir;
    const scripts = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(json.scripts) ? Object.keys(json.scripts) : [];
    return { name, dir, manifest, manager, dependencies, declares, catalogUses, scripts };
}
/** Declared names of the root package.json, for lockfile entries only the root depends on. */
function rootDeclares(root) {
    const names = [];
    for (const field of DEPENDENCY_FIELDS) {
        const deps = root[field];
        if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(deps))
            names.push(...Object.keys(deps));
    }
    return names;
}
/**
 * npm and yarn: the root package.json `workspaces`; pnpm: `pnpm-workspace.yaml` `packages`.
 * Returns undefined when this manager's workspace file is absent.
 */
async function readJsWorkspace(files, manager) {
    // Both at once: one request to git (and one fetch at most, in a partial clone).
    const [rootText, pnpmText] = await Promise.all([
        files.read('package.json'),
        manager === 'pnpm' ? files.read('pnpm-workspace.yaml') : undefined,
    ]);
    const rootJson = rootText === undefined ? undefined : (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .Ng)('package.json', rootText, 'json');
    let globs;
    const manifests = [];
    if (manager === 'pnpm') {
        if (pnpmText === undefined)
            return undefined;
        const doc = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .Ng)('pnpm-workspace.yaml', pnpmText, 'yaml');
        globs = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .stringArray */ .jH)('pnpm-workspace.yaml', doc.packages, '"packages"') ?? [];
        manifests.push({
            file: 'pnpm-workspace.yaml',
            manager,
            what: 'pnpm-workspace.yaml changed (its packages or settings)',
            section: pnpmWorkspaceSettings,
            entries: pnpmCatalogs,
        });
    }
    else {
        if (!rootJson)
            return undefined;
        globs = packageJsonGlobs('package.json', rootJson);
        if (globs === undefined)
            return undefined;
    }
    if (rootJson) {
        manifests.push({
            file: 'package.json',
            manager,
            what: `the root package.json's ${ROOT_FIELDS.join('/')} changed`,
            section: rootFields,
            explain: rootFieldsChanged,
        });
    }
    const dirs = await files.members(globs, 'package.json');
    const packages = [];
    for (const pkg of await Promise.all(dirs.filter((dir) => dir !== '').map((dir) => readPackage(files, dir, manager)))) {
        if (pkg)
            packages.push(pkg);
    }
    return {
        manager,
        packages,
        manifests,
        lockfiles: JS_LOCKFILES,
        rootDeclares: rootJson ? rootDeclares(rootJson) : [],
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

//# sourceMappingURL=4006.index.js.map