export const id = 603;
export const ids = [603,420];
export const modules = {

/***/ 9103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TJ: () => (/* binding */ MANAGER_SOURCES),
/* harmony export */   ZZ: () => (/* binding */ LAYER_SOURCES),
/* harmony export */   we: () => (/* binding */ GRAPH_SOURCES)
/* harmony export */ });
/* unused harmony export SOURCES */
/* harmony import */ var _workspaces_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9420);

const yarnLock = (files) => files.isFile('yarn.lock');
const js = (manager) => async (files) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(6)]).then(__webpack_require__.bind(__webpack_require__, 1625))).readJsWorkspace(files, manager);
/** The graph sources, in the order the engine asks them. */
const GRAPH_SOURCES = {
    bazel: {
        kind: 'graph',
        name: 'bazel',
        title: 'Bazel',
        markers: ['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel'],
        root: (settings) => settings.bazel?.workspacePath ?? '',
        names: 'labels: `//pkg:name`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(816), __webpack_require__.e(800), __webpack_require__.e(814), __webpack_require__.e(428)]).then(__webpack_require__.bind(__webpack_require__, 4428))).bazelSource(ctx),
    },
    nx: {
        kind: 'graph',
        name: 'nx',
        title: 'Nx',
        markers: ['nx.json'],
        unit: 'Nx project',
        names: 'project names',
        answer: async (ctx) => (await __webpack_require__.e(/* import() */ 228).then(__webpack_require__.bind(__webpack_require__, 9228))).nxSource(ctx),
    },
    maven: {
        kind: 'graph',
        name: 'maven',
        title: 'Maven',
        markers: ['pom.xml'],
        unit: 'Maven module',
        names: 'module directories: `plugin/auth`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(800), __webpack_require__.e(521), __webpack_require__.e(694)]).then(__webpack_require__.bind(__webpack_require__, 4694))).mavenSource(ctx),
    },
    gradle: {
        kind: 'graph',
        name: 'gradle',
        title: 'Gradle',
        markers: ['settings.gradle', 'settings.gradle.kts'],
        unit: 'Gradle project',
        names: 'project paths: `:okhttp`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(521), __webpack_require__.e(683)]).then(__webpack_require__.bind(__webpack_require__, 5683))).gradleSource(ctx),
    },
    dotnet: {
        kind: 'graph',
        name: 'dotnet',
        title: '.NET',
        markers: ['*.sln', '*.slnx', '*.csproj', '*.fsproj', '*.vbproj', 'Directory.Build.props'],
        unit: '.NET project',
        names: 'project files: `src/Api/Api.csproj`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(800), __webpack_require__.e(521), __webpack_require__.e(80)]).then(__webpack_require__.bind(__webpack_require__, 8080))).dotnetSource(ctx),
    },
    python: {
        kind: 'graph',
        name: 'python',
        title: 'Python',
        markers: ['tach.toml'],
        namedWithoutMarkers: true,
        dependable: true,
        unit: 'Python unit',
        names: 'tach modules or import packages',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(521), __webpack_require__.e(303)]).then(__webpack_require__.bind(__webpack_require__, 5303))).pythonSource(ctx),
    },
};
/** The workspace managers, in the order `auto` looks for them. */
const MANAGER_SOURCES = {
    pnpm: {
        kind: 'manager',
        name: 'pnpm',
        title: 'pnpm',
        file: 'pnpm-workspace.yaml',
        read: js('pnpm'),
    },
    npm: {
        kind: 'manager',
        name: 'npm',
        title: 'npm',
        file: 'package.json with "workspaces"',
        claims: async (files) => !(await yarnLock(files)),
        read: js('npm'),
    },
    yarn: {
        kind: 'manager',
        name: 'yarn',
        title: 'Yarn',
        file: 'package.json with "workspaces"',
        claims: yarnLock,
        read: js('yarn'),
    },
    cargo: {
        kind: 'manager',
        name: 'cargo',
        title: 'Cargo',
        file: 'Cargo.toml with [workspace]',
        read: async (files) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(429)]).then(__webpack_require__.bind(__webpack_require__, 7429))).readCargoWorkspace(files),
    },
    go: {
        kind: 'manager',
        name: 'go',
        title: 'Go',
        file: 'go.work',
        read: async (files) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(847)]).then(__webpack_require__.bind(__webpack_require__, 4847))).readGoWorkspace(files),
    },
    uv: {
        kind: 'manager',
        name: 'uv',
        title: 'uv',
        file: 'pyproject.toml with [tool.uv.workspace]',
        read: async (files) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(138)]).then(__webpack_require__.bind(__webpack_require__, 2138))).readUvWorkspace(files),
    },
};
/** Configuration read over a workspace. */
const LAYER_SOURCES = {
    turbo: {
        kind: 'layer',
        name: 'turbo',
        title: 'Turborepo',
        markers: _workspaces_model_js__WEBPACK_IMPORTED_MODULE_0__/* .TURBO_FILES */ .$c,
        read: async (files, packages) => (await Promise.all(/* import() */[__webpack_require__.e(243), __webpack_require__.e(3), __webpack_require__.e(549), __webpack_require__.e(701)]).then(__webpack_require__.bind(__webpack_require__, 8549))).readTurbo(files, packages),
    },
};
/** Every source, the one table: build tools, then managers, then layers. */
const SOURCES = [
    ...Object.values(GRAPH_SOURCES),
    ...Object.values(MANAGER_SOURCES),
    ...Object.values(LAYER_SOURCES),
];


/***/ }),

/***/ 5247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ parseLockfile),
/* harmony export */   x: () => (/* binding */ UnreadableLockfile)
/* harmony export */ });
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3243);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3292);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6264);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(701);





/** A lockfile this action cannot read precisely: the reason, for an ALL upload. */
class UnreadableLockfile extends Error {
}
/** The document without the named sections, as comparable text. */
function without(doc, ...sections) {
    return JSON.stringify(Object.entries(doc).filter(([key]) => !sections.includes(key)));
}
const keysOf = (...tables) => tables.flatMap((t) => ((0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(t) ? Object.keys(t) : []));
/** `@scope/name@1.0.0(peer@2)` or `/name@1.0.0` → the package name. */
function nameFromVersionKey(key) {
    const k = key.startsWith('/') ? key.slice(1) : key;
    const at = k.indexOf('@', 1);
    return at === -1 ? k : k.slice(0, at);
}
function pnpmLock(doc) {
    const version = String(doc.lockfileVersion ?? '');
    if (!/^(6|7|9)\./.test(version)) {
        throw new UnreadableLockfile(`its lockfileVersion ${JSON.stringify(version)} is not one this action reads (6.x or 9.x)`);
    }
    const entries = new Map();
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc.importers)) {
        throw new UnreadableLockfile('it has no importers section (it is not a workspace lockfile)');
    }
    const importers = doc.importers;
    for (const [dir, importer] of Object.entries(importers)) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(importer))
            continue;
        entries.set(`importer:${dir}`, {
            name: dir,
            owner: (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(dir),
            deps: keysOf(importer.dependencies, importer.devDependencies, importer.optionalDependencies),
            body: JSON.stringify(importer),
        });
    }
    for (const section of ['packages', 'snapshots']) {
        const table = doc[section];
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(table))
            continue;
        for (const [key, value] of Object.entries(table)) {
            const v = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) ? value : {};
            entries.set(`${section}:${key}`, {
                name: nameFromVersionKey(key),
                deps: [
                    ...keysOf(v.dependencies, v.optionalDependencies, v.peerDependencies),
                    ...(Array.isArray(v.transitivePeerDependencies)
                        ? v.transitivePeerDependencies.map(String)
                        : []),
                ],
                body: JSON.stringify(value),
            });
        }
    }
    return { entries, meta: without(doc, 'importers', 'packages', 'snapshots') };
}
function npmLock(doc, members) {
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc.packages)) {
        throw new UnreadableLockfile('it has no "packages" section (lockfileVersion 1, from npm 6); run npm 7 or later to update it');
    }
    const entries = new Map();
    for (const [key, value] of Object.entries(doc.packages)) {
        const v = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) ? value : {};
        const nm = key.lastIndexOf('node_modules/');
        const deps = keysOf(v.dependencies, v.optionalDependencies, v.peerDependencies, v.devDependencies);
        let owner;
        if (key === '')
            owner = '';
        else if (v.link === true && typeof v.resolved === 'string' && members.has((0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(v.resolved)))
            owner = (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(v.resolved);
        else if (nm === -1)
            owner = (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(key);
        const name = nm === -1
            ? typeof v.name === 'string'
                ? v.name
                : key
            : key.slice(nm + 'node_modules/'.length);
        entries.set(key, { name, deps, owner, body: JSON.stringify(value) });
    }
    return { entries, meta: without(doc, 'packages', 'dependencies') };
}
function yarnBerryLock(doc) {
    const entries = new Map();
    for (const [key, value] of Object.entries(doc)) {
        if (key === '__metadata' || !(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value))
            continue;
        const resolution = typeof value.resolution === 'string' ? value.resolution : key;
        const name = nameFromVersionKey(resolution);
        const workspace = /@workspace:(.*)$/.exec(resolution);
        entries.set(key, {
            name,
            deps: keysOf(value.dependencies, value.peerDependencies, value.optionalDependencies),
            owner: workspace ? (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(workspace[1]) : undefined,
            body: JSON.stringify(value),
        });
    }
    return { entries, meta: JSON.stringify(doc.__metadata ?? null) };
}
/**
 * yarn 1's own format (not YAML): `"a@^1", a@^1.1:` headers, two-space `version "1.0.0"` fields
 * and four-space dependency lines. Workspace packages do not appear in it.
 */
function yarnClassicLock(text) {
    const entries = new Map();
    let current;
    let inDeps = false;
    const flush = () => {
        if (!current)
            return;
        const first = current.key.split(/,\s*/)[0].replace(/^"|"$/g, '');
        entries.set(current.key, {
            name: nameFromVersionKey(first),
            deps: current.deps,
            body: current.lines.join('\n'),
        });
        current = undefined;
    };
    for (const line of text.split(/\r?\n/)) {
        if (line.startsWith('#') || line.trim() === '')
            continue;
        if (!line.startsWith(' ')) {
            flush();
            current = { key: line.replace(/:$/, ''), lines: [], deps: [] };
            inDeps = false;
            continue;
        }
        if (!current)
            continue;
        current.lines.push(line);
        if (/^ {2}\S/.test(line))
            inDeps = /^ {2}(dependencies|optionalDependencies):$/.test(line);
        else if (inDeps && /^ {4}\S/.test(line)) {
            const dep = /^ {4}("(?:[^"\\]|\\.)*"|\S+)/.exec(line)[1];
            current.deps.push(dep.replace(/^"|"$/g, ''));
        }
    }
    flush();
    return { entries, meta: '' };
}
function cargoLock(doc, crates) {
    const entries = new Map();
    for (const value of Array.isArray(doc.package) ? doc.package : []) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) || typeof value.name !== 'string')
            continue;
        const source = typeof value.source === 'string' ? value.source : undefined;
        const deps = Array.isArray(value.dependencies)
            ? value.dependencies.map((d) => String(d).split(' ')[0])
            : [];
        entries.set(`${value.name} ${String(value.version)} ${source ?? ''}`, {
            name: value.name,
            deps,
            owner: source === undefined ? crates.get(value.name) : undefined,
            body: JSON.stringify(value),
        });
    }
    return { entries, meta: without(doc, 'package') };
}
function uvLock(doc) {
    const entries = new Map();
    const names = (list) => Array.isArray(list) ? list.filter(_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI).map((d) => (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7)(String(d.name))) : [];
    for (const value of Array.isArray(doc.package) ? doc.package : []) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) || typeof value.name !== 'string')
            continue;
        const source = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value.source) ? value.source : {};
        const local = source.editable ?? source.virtual ?? source.directory;
        const deps = [
            ...names(value.dependencies),
            ...Object.values((0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value['optional-dependencies']) ? value['optional-dependencies'] : {}).flatMap(names),
            ...Object.values((0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value['dev-dependencies']) ? value['dev-dependencies'] : {}).flatMap(names),
        ];
        entries.set(`${value.name} ${String(value.version)} ${JSON.stringify(source)}`, {
            name: (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7)(value.name),
            deps,
            owner: typeof local === 'string' ? (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(local) : undefined,
            body: JSON.stringify(value),
        });
    }
    return { entries, meta: without(doc, 'package') };
}
/**
 * poetry.lock: `[[package]]` entries with `[package.dependencies]` naming what each depends on;
 * a local directory's entry (`source.type = "directory"`) is the repository's own code. The
 * metadata's hashes (`content-hash`, the old `[metadata.files]`) change with any entry, so they
 * are left out of what is compared besides the entries.
 */
function poetryLock(doc) {
    const entries = new Map();
    for (const value of Array.isArray(doc.package) ? doc.package : []) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) || typeof value.name !== 'string')
            continue;
        const source = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value.source) ? value.source : {};
        const local = source.type === 'directory' && typeof source.url === 'string';
        entries.set(`${value.name} ${String(value.version)} ${JSON.stringify(source)}`, {
            name: (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7)(value.name),
            deps: keysOf(value.dependencies).map(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7),
            owner: local ? (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(source.url) : undefined,
            body: JSON.stringify(value),
        });
    }
    const metadata = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc.metadata) ? { ...doc.metadata } : {};
    delete metadata['content-hash'];
    delete metadata.files;
    return { entries, meta: without({ ...doc, metadata }, 'package') };
}
/** go.work.sum lines: `module version[/go.mod] hash`; no workspace module appears in it. */
function goWorkSum(text) {
    const entries = new Map();
    for (const line of text.split(/\r?\n/)) {
        const [module] = line.trim().split(/\s+/);
        if (module)
            entries.set(line.trim(), { name: module, deps: [], body: line.trim() });
    }
    return { entries, meta: '' };
}
/** Parse one side of a lockfile by its name. Throws UnreadableLockfile with the reason. */
function parseLockfile(file, text, ctx) {
    const base = file.slice(file.lastIndexOf('/') + 1);
    try {
        switch (base) {
            case 'pnpm-lock.yaml':
                return pnpmLock(tableOf((0,js_yaml__WEBPACK_IMPORTED_MODULE_0__.load)(text)));
            case 'package-lock.json':
            case 'npm-shrinkwrap.json':
                return npmLock(tableOf(JSON.parse(text)), ctx.members);
            case 'yarn.lock':
                return /^# yarn lockfile v1/m.test(text)
                    ? yarnClassicLock(text)
                    : yarnBerryLock(tableOf((0,js_yaml__WEBPACK_IMPORTED_MODULE_0__.load)(text)));
            case 'Cargo.lock':
                return cargoLock(tableOf((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text)), ctx.crates);
            case 'uv.lock':
                return uvLock(tableOf((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text)));
            case 'poetry.lock':
                return poetryLock(tableOf((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text)));
            case 'go.work.sum':
                return goWorkSum(text);
            default:
                throw new UnreadableLockfile('its format cannot be attributed to packages');
        }
    }
    catch (error) {
        if (error instanceof UnreadableLockfile)
            throw error;
        throw new UnreadableLockfile(`it does not parse: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error).split('\n')[0]}`);
    }
}
function tableOf(doc) {
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc))
        throw new UnreadableLockfile('its top level is not a table');
    return doc;
}


/***/ }),

/***/ 9420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ TURBO_FILES),
/* harmony export */   Ju: () => (/* binding */ FAMILY),
/* harmony export */   L7: () => (/* binding */ normalizePythonName),
/* harmony export */   SA: () => (/* binding */ joinDir)
/* harmony export */ });
const FAMILY = {
    npm: 'js',
    yarn: 'js',
    pnpm: 'js',
    cargo: 'cargo',
    go: 'go',
    uv: 'uv',
};
/** PEP 503 normalised Python distribution name: how uv compares names. */
function normalizePythonName(name) {
    return name.toLowerCase().replace(/[-_.]+/g, '-');
}
/** `a/b` joined and normalised as a repository-relative POSIX path ('' for the root). */
function joinDir(...parts) {
    const out = [];
    for (const part of parts.join('/').split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return '..';
            out.pop();
        }
        else
            out.push(part);
    }
    return out.join('/');
}
/** Turborepo's configuration files, the first found read (at the root, and in packages). */
const TURBO_FILES = ['turbo.json', 'turbo.jsonc'];


/***/ }),

/***/ 603:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openWorkspace: () => (/* binding */ openWorkspace)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/voice.ts
var src_voice = __webpack_require__(4549);
// EXTERNAL MODULE: ./src/targets/diff/changed-files.ts
var changed_files = __webpack_require__(1281);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/settings.ts
var settings = __webpack_require__(8750);
// EXTERNAL MODULE: ./src/targets/registry.ts
var registry = __webpack_require__(9103);
// EXTERNAL MODULE: ./src/targets/workspaces/model.ts
var model = __webpack_require__(9420);
// EXTERNAL MODULE: ./src/targets/workspaces/read.ts
var read = __webpack_require__(701);
;// CONCATENATED MODULE: ./src/targets/workspaces/discover.ts






const TURBO = registry/* LAYER_SOURCES */.ZZ.turbo;
/** What each manager's workspace file is, for messages. */
const fileOf = (m) => registry/* MANAGER_SOURCES */.TJ[m].file;
/** How a family compares dependency names with package names. */
const nameKey = (family, name) => family === 'uv' ? (0,model/* normalizePythonName */.L7)(name) : name;
/**
 * Read the workspace: every package of every manager asked for (or found, for `auto`), with its
 * dependencies on other packages resolved. `source` is the commit's tree (CommitFiles), or a
 * directory whose files are read (the work tree, when there is no git repository). Input errors
 * name the manifest at fault.
 */
async function discoverWorkspace(setting, source, 
/** `auto` finding no manager is no error: a build tool was found (Bazel, Nx) and gives targets. */
noneIsFine = false) {
    const files = typeof source === 'string' ? (0,read/* workTreeFiles */.B$)(source) : source;
    // Each manager's files are read once, whether to detect it (auto) or to use it.
    const reads = new Map();
    const readOnce = (m) => {
        let pending = reads.get(m);
        if (!pending)
            reads.set(m, (pending = registry/* MANAGER_SOURCES */.TJ[m].read(files)));
        return pending;
    };
    /**
     * The candidates that have a workspace here, in the registry's order; of two reading the same
     * file (npm and yarn), the one the repository claims (its lockfile says which).
     */
    const present = async (candidates) => {
        const found = await Promise.all(candidates.map(async (m) => {
            const claims = registry/* MANAGER_SOURCES */.TJ[m].claims;
            if (claims && !(await claims(files)))
                return false;
            return (await readOnce(m)) !== undefined;
        }));
        return candidates.filter((_, i) => found[i]);
    };
    const managersOf = (family) => Object.keys(registry/* MANAGER_SOURCES */.TJ).filter((m) => !family || model/* FAMILY */.Ju[m] === family);
    const turbo = setting === 'auto' ? 'auto' : setting.includes('turbo') ? 'asked' : 'off';
    let managers;
    if (setting === 'auto') {
        managers = await present(managersOf());
        if (managers.length === 0 && !noneIsFine) {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" is auto, but no workspace was found ${files.where}: looked for ` +
                `${[...new Set(settings/* MANAGERS */.TN.map(fileOf))].join(', ')}, ` +
                `${Object.values(registry/* GRAPH_SOURCES */.we)
                    .map((s) => `${s.markers.join(' or ')} (${s.title})`)
                    .join(', ')}. ` +
                `Check that the checkout holds the repository with its build at the root (for a build in a subdirectory, set ${constants/* Inputs */.G0.WorkingDirectory} to it), or turn ${constants/* Inputs */.G0.Workspaces} off (false).`);
        }
    }
    else {
        managers = setting.filter((m) => m !== 'turbo');
        // turbo alone: the JS workspace it runs over, whichever manager's it is.
        if (turbo === 'asked' && !managers.some((m) => model/* FAMILY */.Ju[m] === 'js')) {
            const js = await present(managersOf('js'));
            if (js.length === 0) {
                throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" names turbo, but no npm, yarn or pnpm workspace (${fileOf('npm')}, or ${fileOf('pnpm')}) was found ${files.where}. ` +
                    'Turborepo runs over one; its packages are the targets.');
            }
            managers = [...js, ...managers];
        }
    }
    const found = await Promise.all(managers.map(readOnce));
    const missing = managers.filter((_, i) => !found[i]);
    if (missing.length > 0) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" names ${missing.join(', ')}, but ${missing
            .map((m) => `no ${fileOf(m)}`)
            .join(', ')} was found ${files.where}. Remove ${missing.length === 1 ? 'it' : 'them'} from that list, or use auto.`);
    }
    const ws = assemble(managers, found);
    if (turbo !== 'off') {
        const js = ws.packages.filter((p) => p.family === 'js');
        const config = turbo === 'auto' && js.length === 0 ? undefined : await TURBO.read(files, js);
        if (config)
            ws.turbo = config;
        else if (turbo === 'asked') {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" names turbo, but no ${TURBO.markers.join(' or ')} was found at the root ${files.where}. Remove turbo from that list, or use auto.`);
        }
    }
    return { ...ws, unknownSubmodules: files.unknownSubmodules() };
}
/** Merge what the managers found into one graph: one package per directory and name. */
function assemble(managers, found) {
    const byKey = new Map();
    const byName = new Map();
    const raw = new Map();
    for (const result of found) {
        for (const pkg of result.packages) {
            const family = model/* FAMILY */.Ju[pkg.manager];
            // package.json workspaces and pnpm-workspace.yaml finding one directory: one package.
            const key = `${family}\0${pkg.dir}`;
            let merged = byKey.get(key);
            if (!merged) {
                const other = byName.get(pkg.name);
                if (other && other.dir !== pkg.dir) {
                    throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}": two packages are named ${JSON.stringify(pkg.name)}: ${other.manifest} and ${pkg.manifest}. ` +
                        'Each package is a target and needs a name of its own: rename one, or leave one out of the workspace.');
                }
                merged = other ?? {
                    name: pkg.name,
                    dir: pkg.dir,
                    manifest: pkg.manifest,
                    managers: [],
                    family,
                    dependsOn: [],
                    declares: new Set(),
                    catalogUses: new Set(),
                    scripts: new Set(),
                };
                byKey.set(key, merged);
                byName.set(pkg.name, merged);
                raw.set(merged, []);
            }
            if (!merged.managers.includes(pkg.manager))
                merged.managers.push(pkg.manager);
            for (const name of pkg.declares)
                merged.declares.add(name);
            for (const use of pkg.catalogUses ?? [])
                merged.catalogUses.add(use);
            for (const script of pkg.scripts ?? [])
                merged.scripts.add(script);
            raw.get(merged).push(pkg);
        }
    }
    // Resolve dependencies within each family: by name, or by directory for path dependencies.
    const names = new Map();
    const dirs = new Map();
    for (const pkg of byName.values()) {
        names.set(`${pkg.family}\0${nameKey(pkg.family, pkg.name)}`, pkg);
        dirs.set(`${pkg.family}\0${pkg.dir}`, pkg);
    }
    for (const [pkg, sources] of raw) {
        const deps = new Set();
        for (const source of sources) {
            for (const ref of source.dependencies) {
                const target = 'name' in ref
                    ? names.get(`${pkg.family}\0${nameKey(pkg.family, ref.name)}`)
                    : dirs.get(`${pkg.family}\0${ref.dir}`);
                if (target && target !== pkg)
                    deps.add(target.name);
            }
        }
        pkg.dependsOn = [...deps].sort();
    }
    const packages = [...byName.values()].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const lockfiles = new Map();
    for (const result of found)
        for (const file of result.lockfiles)
            if (!lockfiles.has(file))
                lockfiles.set(file, result.manager);
    const manifests = new Map();
    for (const result of found)
        for (const m of result.manifests)
            if (!manifests.has(m.file) || !m.section)
                manifests.set(m.file, m);
    return {
        managers,
        packages,
        byName,
        manifests: [...manifests.values()],
        lockfiles: [...lockfiles].map(([file, manager]) => ({ file, manager })),
        rootDeclares: new Set(found.flatMap((f) => f.rootDeclares)),
        unknownSubmodules: [],
    };
}

// EXTERNAL MODULE: ./src/targets/workspaces/lockfiles.ts
var lockfiles = __webpack_require__(5247);
// EXTERNAL MODULE: ./src/targets/workspaces/turbo.ts
var workspaces_turbo = __webpack_require__(8549);
;// CONCATENATED MODULE: ./src/targets/workspaces/impact.ts



/** Directory → packages there, and the deepest owner of a path. */
class Ownership {
    byDir = new Map();
    constructor(packages) {
        for (const pkg of packages) {
            const list = this.byDir.get(pkg.dir);
            if (list)
                list.push(pkg);
            else
                this.byDir.set(pkg.dir, [pkg]);
        }
    }
    /** The packages whose directory most deeply contains `file` ([] when none does). */
    owners(file) {
        let end = file.lastIndexOf('/');
        while (end > 0) {
            const found = this.byDir.get(file.slice(0, end));
            if (found)
                return found;
            end = file.lastIndexOf('/', end - 1);
        }
        return this.byDir.get('') ?? [];
    }
    at(dir) {
        return this.byDir.get(dir) ?? [];
    }
    /**
     * The packages at or under `path` when it is a directory of them: a changed path that is a
     * submodule (its gitlink moved) changes every package inside it.
     */
    within(path) {
        if (!this.containers) {
            this.containers = new Set();
            for (const dir of this.byDir.keys()) {
                for (let end = dir.length; end > 0; end = dir.lastIndexOf('/', end - 1)) {
                    this.containers.add(dir.slice(0, end));
                }
            }
        }
        if (!this.containers.has(path))
            return [];
        const found = [];
        for (const [dir, list] of this.byDir) {
            if (dir === path || dir.startsWith(`${path}/`))
                found.push(...list);
        }
        return found;
    }
    containers;
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/**
 * Which packages the changed files impact directly. Workspace manifests whose relevant part
 * changed, and lockfile changes that cannot be pinned on packages, make the result ALL; a
 * lockfile change that can is attributed to the packages that depend on the changed entries.
 */
async function workspaceImpact(ws, changed, versions) {
    const ownership = new Ownership(ws.packages);
    const direct = new Map();
    const outside = [];
    const changedSet = new Set(changed);
    const accounted = new Set();
    const noHistory = (file) => `${file} changed and its previous version cannot be read (no git history to compare)`;
    // Root files a package's task takes through turbo.json: theirs, not the rules'.
    let taken = new Set();
    if (ws.turbo) {
        // turbo.json's rules first: its ALL cases, and root files a package's task takes.
        // The root's workspace dependencies: where its tasks' `^task` entries lead.
        const rootDependsOn = [...ws.rootDeclares].filter((name) => ws.byName.has(name));
        const turbo = (0,workspaces_turbo.turboImpact)(ws.turbo, ws.packages, rootDependsOn, changed);
        if ('all' in turbo)
            return { direct, outside, all: turbo.all };
        for (const [name, why] of turbo.direct)
            direct.set(name, why);
        taken = turbo.accounted;
    }
    for (const manifest of ws.manifests) {
        if (!changedSet.has(manifest.file))
            continue;
        if (!manifest.section)
            return { direct, outside, all: manifest.what };
        if (!versions)
            return { direct, outside, all: noHistory(manifest.file) };
        const { before, after } = await versions.read(manifest.file);
        if (before === undefined || after === undefined)
            return { direct, outside, all: manifest.what };
        if (!same(manifest.section(before), manifest.section(after))) {
            return { direct, outside, all: manifest.explain?.(before, after) ?? manifest.what };
        }
        if (manifest.entries) {
            // Catalog entries: the packages that use a changed one (and, below, their dependents).
            const old = manifest.entries(before);
            const now = manifest.entries(after);
            for (const key of new Set([...old.keys(), ...now.keys()])) {
                if (old.get(key) === now.get(key))
                    continue;
                // Attributed: the file is accounted for (a policy change beside it changes no install).
                accounted.add(manifest.file);
                const entry = key.slice(key.indexOf(':') + 1);
                for (const pkg of ws.packages) {
                    if (pkg.catalogUses.has(key) && !direct.has(pkg.name)) {
                        direct.set(pkg.name, { kind: 'catalog', file: manifest.file, entry });
                    }
                }
            }
        }
        // Otherwise only parts of no workspace meaning changed: an ordinary file from here on.
    }
    for (const { file, manager } of ws.lockfiles) {
        if (!changedSet.has(file))
            continue;
        if (!versions)
            return { direct, outside, all: noHistory(file) };
        const family = model/* FAMILY */.Ju[manager];
        const members = ws.packages.filter((p) => p.family === family);
        const result = await attributeLockfile(file, members, ws, await versions.read(file));
        if (typeof result === 'string') {
            // A workspace-wide file that changed too (pnpm-workspace.yaml's catalog, written into
            // the lockfile) is named first: it is the change the user made.
            const wide = ws.manifests.filter((m) => changedSet.has(m.file)).map((m) => m.file);
            const first = wide.length > 0 ? `${wide.join(', ')} changed, and with it ` : '';
            return { direct, outside, all: `${first}${result}` };
        }
        for (const [name, why] of result)
            if (!direct.has(name))
                direct.set(name, why);
        accounted.add(file);
    }
    for (const file of changed) {
        if (accounted.has(file))
            continue;
        const owners = [...ownership.owners(file), ...ownership.within(file)];
        if (owners.length === 0 && !taken.has(file))
            outside.push(file);
        for (const pkg of owners)
            if (!direct.has(pkg.name))
                direct.set(pkg.name, { kind: 'owns', file });
    }
    return { direct, outside };
}
const EMPTY = { entries: new Map(), meta: '' };
/**
 * The packages a lockfile change lands in, or the reason it cannot be pinned down (ALL).
 * A changed entry of a package's own (pnpm importer, npm workspace entry, Cargo/uv member) lands
 * in that package; a changed external entry lands in every package that depends on it, directly
 * or through other external entries.
 */
async function attributeLockfile(file, members, ws, sides) {
    const byDir = new Map(members.map((p) => [p.dir, p]));
    const ctx = {
        members: new Set(byDir.keys()),
        crates: new Map(members.map((p) => [p.name, p.dir])),
    };
    let before;
    let after;
    try {
        before = sides.before === undefined ? EMPTY : (0,lockfiles/* parseLockfile */.t)(file, sides.before, ctx);
        after = sides.after === undefined ? EMPTY : (0,lockfiles/* parseLockfile */.t)(file, sides.after, ctx);
    }
    catch (error) {
        if (error instanceof lockfiles/* UnreadableLockfile */.x)
            return `${file} changed and ${error.message}`;
        throw error;
    }
    if (sides.before !== undefined && sides.after !== undefined && before.meta !== after.meta) {
        return `${file} changed outside its package entries (settings, overrides or format)`;
    }
    const result = new Map();
    const origins = [];
    for (const key of new Set([...before.entries.keys(), ...after.entries.keys()])) {
        const old = before.entries.get(key);
        const now = after.entries.get(key);
        if (old && now && old.body === now.body)
            continue;
        const entry = (now ?? old);
        if (entry.owner === undefined) {
            origins.push(entry.name);
            continue;
        }
        const pkg = byDir.get(entry.owner);
        if (pkg) {
            if (!result.has(pkg.name))
                result.set(pkg.name, { kind: 'lockfile', file });
        }
        else if (entry.owner === '') {
            return `the workspace root's entry in ${file} changed (the root's dependencies can affect every package)`;
        }
        else if (now) {
            return `${file} has a changed entry for ${JSON.stringify(entry.owner)}, which is not a package of the workspace`;
        }
        // An entry only on the old side, for a directory that is no package now: a package moved or
        // removed; its dependents' own entries changed with it.
    }
    if (origins.length === 0)
        return result;
    // Names of external entries, and what each depends on, across both sides.
    const forward = new Map();
    const reverse = new Map();
    const ownerDeclares = new Map(); // owner dir → names
    const addEntry = (entry) => {
        if (entry.owner !== undefined) {
            const set = ownerDeclares.get(entry.owner) ?? new Set();
            for (const dep of entry.deps)
                set.add(dep);
            ownerDeclares.set(entry.owner, set);
            return;
        }
        const deps = forward.get(entry.name) ?? new Set();
        for (const dep of entry.deps) {
            deps.add(dep);
            const back = reverse.get(dep) ?? new Set();
            back.add(entry.name);
            reverse.set(dep, back);
        }
        forward.set(entry.name, deps);
    };
    for (const side of [before, after])
        for (const entry of side.entries.values())
            addEntry(entry);
    for (const pkg of members) {
        const set = ownerDeclares.get(pkg.dir) ?? new Set();
        for (const name of pkg.declares)
            set.add(name);
        ownerDeclares.set(pkg.dir, set);
    }
    const rootIsPackage = byDir.has('');
    if (!rootIsPackage) {
        const set = ownerDeclares.get('') ?? new Set();
        for (const name of ws.rootDeclares)
            set.add(name);
        ownerDeclares.set('', set);
    }
    // Every changed name and what depends on it, remembering which change reached it first.
    const origin = new Map();
    const queue = [];
    for (const name of [...new Set(origins)].sort()) {
        origin.set(name, name);
        queue.push(name);
    }
    for (let i = 0; i < queue.length; i++) {
        const name = queue[i];
        for (const dependent of reverse.get(name) ?? []) {
            if (origin.has(dependent))
                continue;
            origin.set(dependent, origin.get(name));
            queue.push(dependent);
        }
    }
    for (const [dir, declares] of ownerDeclares) {
        const hit = [...declares].find((name) => origin.has(name));
        if (hit === undefined)
            continue;
        const pkg = byDir.get(dir);
        if (pkg) {
            if (!result.has(pkg.name))
                result.set(pkg.name, { kind: 'lockfile', file, entry: origin.get(hit) });
        }
        else if (dir === '') {
            return `${file} entry ${JSON.stringify(origin.get(hit))} changed and the workspace root depends on it (the root's dependencies can affect every package)`;
        }
    }
    // A changed entry no package reaches cannot be pinned on one: say so rather than drop it.
    const used = new Set();
    const stack = [...ownerDeclares.values()].flatMap((s) => [...s]);
    while (stack.length > 0) {
        const name = stack.pop();
        if (used.has(name))
            continue;
        used.add(name);
        for (const dep of forward.get(name) ?? [])
            stack.push(dep);
    }
    const stray = origins.find((name) => !used.has(name));
    if (stray !== undefined) {
        return `${file} entry ${JSON.stringify(stray)} changed and no package of the workspace depends on it`;
    }
    return result;
}

// EXTERNAL MODULE: ./src/targets/workspaces/tree.ts
var tree = __webpack_require__(3521);
;// CONCATENATED MODULE: ./src/targets/workspaces/source.ts
/**
 * The workspace as a source of targets: the managers' packages (npm, yarn, pnpm, Cargo, Go, uv;
 * the registry lists them), read from the commit beside the diff, and Turborepo's rules over
 * them. It answers as the graph sources do (`SourceAnswer`), with its packages as the nodes whose
 * dependents the engine follows; the rules it alone knows live here: a submodule whose packages
 * are unknown, and turbo's root rule once every dependent is known.
 */








/** Packages listed in debug logging. */
const DEBUG_PACKAGE_CAP = 1000;
/**
 * The workspace of the commit whose changes are computed, read from git (see CommitFiles), and
 * logged: the merge commit when the event names one, else the head. Its reading starts at once,
 * beside the diff (`changed`); should the diff compare another commit (a stale merge commit:
 * the head), that one is read once the diff has fetched it. Without the diff's commits (the
 * GitHub API listed the files) whichever of them is here is read; with none, or no git
 * repository, the work tree.
 */
async function openWorkspace(setting, diff, deps, changed, noneIsFine) {
    const read = await readWorkspace(setting, diff, deps, changed, noneIsFine);
    const voice = deps.voice ?? src_voice/* ACTION_VOICE */.w;
    if ('failed' in read) {
        return {
            failed: read.failed,
            files: read.files,
            names: new Set(),
            excuse: () => false,
            warnings: [],
            answer: never,
        };
    }
    const { ws, files } = read;
    deps.log.debug(`Workspace (${ws.managers.join(', ')}) read ${files.where}: ${ws.packages.length} package(s)` +
        ws.packages
            .slice(0, DEBUG_PACKAGE_CAP)
            .map((p) => `\n  ${p.name} (${p.dir || '.'}) depends on [${p.dependsOn.join(', ')}]`)
            .join(''));
    const warnings = [];
    if (ws.unknownSubmodules.length > 0) {
        warnings.push(unknownSubmodulesWarning(ws.unknownSubmodules, voice));
    }
    if (ws.turbo)
        deps.log.info(`Turborepo: read ${ws.turbo.files.join(', ')}.`);
    return {
        files,
        ws,
        names: new Set(ws.byName.keys()),
        // A name that is neither a rule nor a package read may be a package in the submodule.
        excuse(rule, name) {
            if (ws.unknownSubmodules.length === 0)
                return false;
            warnings.push(`target "${rule.name}" (${rule.input}) depends on "${name}", which is neither a rule nor a package read: ` +
                `it may be a package in ${(0,format/* listCapped */.Gs)(ws.unknownSubmodules)}, which the checkout did not initialise.`);
            return true;
        },
        warnings,
        summary: {
            managers: ws.managers,
            packages: ws.packages.length,
            ...(ws.turbo && { turboFiles: ws.turbo.files }),
        },
        answer: (files, comparison, git) => workspaceAnswer(ws, files, comparison, git, voice),
    };
}
const never = () => Promise.reject(new Error('the workspace was not read'));
async function readWorkspace(setting, diff, deps, changed, noneIsFine) {
    const open = async (commit, about) => {
        const files = await tree/* CommitFiles */.d.open(deps.git, deps.workspace, commit, about);
        if (!files)
            return undefined;
        const ws = discoverWorkspace(setting, files, noneIsFine);
        // Whatever discovery reads has been read once it is done: the cat-file processes end.
        ws.then(() => files.close(), () => files.close());
        return { files, ws };
    };
    const first = diff.mergeCommit ?? diff.head;
    const about = (commit) => commit === diff.mergeCommit ? 'the merge commit' : 'the pull request head';
    const early = open(first, about(first));
    const result = changed && (await changed);
    const to = result?.certain ? result.comparison?.to : undefined;
    let chosen = to === undefined || to === first ? await early : undefined;
    // The diff compared another commit, or fetched this one: read it now.
    if (!chosen && to !== undefined)
        chosen = await open(to, about(to));
    if (!chosen && to === undefined && diff.head !== first) {
        chosen = await open(diff.head, about(diff.head));
    }
    // An attempt not chosen may still fail (a manifest that the chosen commit fixed): unheard.
    void early.then((attempt) => {
        if (attempt && attempt !== chosen)
            attempt.ws.catch(() => undefined);
    });
    if (!chosen) {
        deps.log.debug(`Workspace: read from the work tree (no commit of the pull request, ${first.slice(0, 12)} or ${diff.head.slice(0, 12)}, could be listed with git).`);
        const files = (0,read/* workTreeFiles */.B$)(deps.workspace);
        return { ws: await discoverWorkspace(setting, files, noneIsFine), files };
    }
    try {
        return { ws: await chosen.ws, files: chosen.files };
    }
    catch (error) {
        if (!(error instanceof errors/* GitError */.XS))
            throw error;
        return {
            failed: `the workspace's manifests could not be read ${chosen.files.where}: ${(0,format/* errorMessage */.gJ)(error)}`,
            files: chosen.files,
        };
    }
}
/**
 * The packages the changed files land in (workspace manifests and lockfiles compared at both
 * commits), the files outside every package (the rules'), and ALL where the workspace cannot
 * say: a git failure reading both versions, a submodule whose packages are unknown, and
 * turbo's root rule once the dependents are known.
 */
async function workspaceAnswer(ws, files, comparison, git, voice) {
    const answer = (impacted, outside, all) => ({
        impacted,
        outside,
        unseen: [],
        calls: [],
        warnings: [],
        ...(all !== undefined && { all }),
        nodes: ws.packages,
        ...(ws.turbo && { allAfter: turboRootRule(ws) }),
    });
    let impact;
    try {
        impact = await workspaceImpact(ws, files, comparison && (0,changed_files/* fileVersions */.qn)(git, comparison));
    }
    catch (error) {
        if (!(error instanceof errors/* GitError */.XS))
            throw error;
        return answer(new Map(), [], `a workspace manifest or lockfile changed and git could not read both versions: ${(0,format/* errorMessage */.gJ)(error)}`);
    }
    const unknown = impact.all ?? unknownSubmoduleImpact(ws, files, impact.direct, voice);
    return answer(impact.direct, impact.outside, unknown);
}
/**
 * turbo puts the root before every package: when a workspace package the root depends on is
 * impacted, so is every package (turbo's RootInternalDepChanged).
 */
function turboRootRule(ws) {
    return (impacted) => {
        const rootDep = [...ws.rootDeclares]
            .sort()
            .find((name) => ws.byName.get(name)?.family === 'js' && impacted.has(name));
        return rootDep === undefined
            ? undefined
            : `the root package.json depends on ${rootDep}, which is impacted: the root's tooling reaches every package, and turbo counts them all then (RootInternalDepChanged)`;
    };
}
/** A sentence's instruction inside another sentence: its first letter lower-case. */
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);
/** The warning for submodules whose packages cannot be read. */
function unknownSubmodulesWarning(paths, voice) {
    const one = paths.length === 1;
    return (`The workspace may have packages in ${one ? 'submodule' : 'submodules'} ${(0,format/* listCapped */.Gs)(paths)}, which the checkout did not initialise, ` +
        `so ${one ? 'its' : 'their'} packages are unknown and a change to any package uploads ALL. ` +
        `${voice.initSubmodules}.`);
}
/**
 * Why the upload is ALL when a submodule's packages are unknown and something of the workspace
 * changed: a package there may depend on a changed one, or the submodule itself moved.
 */
function unknownSubmoduleImpact(ws, files, direct, voice) {
    if (ws.unknownSubmodules.length === 0)
        return undefined;
    const it = ws.unknownSubmodules.length === 1 ? 'it' : 'them';
    const unknown = `the packages in ${(0,format/* listCapped */.Gs)(ws.unknownSubmodules)} are unknown (the checkout did not initialise ${it}; ${lowerFirst(voice.initSubmodules)})`;
    const moved = files.find((file) => ws.unknownSubmodules.some((dir) => file === dir || file.startsWith(`${dir}/`)));
    if (moved !== undefined)
        return `${moved} changed and ${unknown}`;
    const [name] = direct.keys();
    if (name !== undefined) {
        return `workspace package ${name} is impacted and ${unknown}, so which packages depend on it cannot be known`;
    }
    return undefined;
}


/***/ })

};

//# sourceMappingURL=603.index.js.map