export const id = 319;
export const ids = [319,9420];
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
const js = (manager) => async (files) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(4006)]).then(__webpack_require__.bind(__webpack_require__, 1625))).readJsWorkspace(files, manager);
/** The graph sources, in the order the engine asks them. */
const GRAPH_SOURCES = {
    bazel: {
        kind: 'graph',
        name: 'bazel',
        title: 'Bazel',
        markers: ['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel'],
        root: (settings) => settings.bazel?.workspacePath ?? '',
        names: 'labels: `//pkg:name`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(8816), __webpack_require__.e(9800), __webpack_require__.e(4814), __webpack_require__.e(4428)]).then(__webpack_require__.bind(__webpack_require__, 4428))).bazelSource(ctx),
    },
    nx: {
        kind: 'graph',
        name: 'nx',
        title: 'Nx',
        markers: ['nx.json'],
        unit: 'Nx project',
        names: 'project names',
        answer: async (ctx) => (await __webpack_require__.e(/* import() */ 9228).then(__webpack_require__.bind(__webpack_require__, 9228))).nxSource(ctx),
    },
    maven: {
        kind: 'graph',
        name: 'maven',
        title: 'Maven',
        markers: ['pom.xml'],
        unit: 'Maven module',
        names: 'module directories: `plugin/auth`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(9800), __webpack_require__.e(3521), __webpack_require__.e(4694)]).then(__webpack_require__.bind(__webpack_require__, 4694))).mavenSource(ctx),
    },
    gradle: {
        kind: 'graph',
        name: 'gradle',
        title: 'Gradle',
        markers: ['settings.gradle', 'settings.gradle.kts'],
        unit: 'Gradle project',
        names: 'project paths: `:okhttp`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(3521), __webpack_require__.e(5683)]).then(__webpack_require__.bind(__webpack_require__, 5683))).gradleSource(ctx),
    },
    dotnet: {
        kind: 'graph',
        name: 'dotnet',
        title: '.NET',
        markers: ['*.sln', '*.slnx', '*.csproj', '*.fsproj', '*.vbproj', 'Directory.Build.props'],
        unit: '.NET project',
        names: 'project files: `src/Api/Api.csproj`',
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(9800), __webpack_require__.e(3521), __webpack_require__.e(8080)]).then(__webpack_require__.bind(__webpack_require__, 8080))).dotnetSource(ctx),
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
        answer: async (ctx) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(3521), __webpack_require__.e(5303)]).then(__webpack_require__.bind(__webpack_require__, 5303))).pythonSource(ctx),
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
        read: async (files) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(7429)]).then(__webpack_require__.bind(__webpack_require__, 7429))).readCargoWorkspace(files),
    },
    go: {
        kind: 'manager',
        name: 'go',
        title: 'Go',
        file: 'go.work',
        read: async (files) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(4847)]).then(__webpack_require__.bind(__webpack_require__, 4847))).readGoWorkspace(files),
    },
    uv: {
        kind: 'manager',
        name: 'uv',
        title: 'uv',
        file: 'pyproject.toml with [tool.uv.workspace]',
        read: async (files) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(2138)]).then(__webpack_require__.bind(__webpack_require__, 2138))).readUvWorkspace(files),
    },
};
/** Configuration read over a workspace. */
const LAYER_SOURCES = {
    turbo: {
        kind: 'layer',
        name: 'turbo',
        title: 'Turborepo',
        markers: _workspaces_model_js__WEBPACK_IMPORTED_MODULE_0__/* .TURBO_FILES */ .$c,
        read: async (files, packages) => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(8549), __webpack_require__.e(701)]).then(__webpack_require__.bind(__webpack_require__, 8549))).readTurbo(files, packages),
    },
};
/** Every source, the one table: build tools, then managers, then layers. */
const SOURCES = [
    ...Object.values(GRAPH_SOURCES),
    ...Object.values(MANAGER_SOURCES),
    ...Object.values(LAYER_SOURCES),
];


/***/ }),

/***/ 319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildToolsOf: () => (/* binding */ buildToolsOf),
/* harmony export */   graphCacheOf: () => (/* binding */ graphCacheOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _path_kind_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(911);
/* harmony import */ var _voice_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4549);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9103);
/**
 * The build tools of a run: those `workspaces` names (their markers must be there) or `auto`
 * finds, as the registry's entries, and Bazel's graph cache. Loaded only when a run asks for a
 * build tool, or warms the cache. Input errors before anything runs.
 */







/** Whether a marker is at `root`: a file name, or a pattern (`*.sln`) one of its files fits. */
function markerFound(root, marker) {
    if (!marker.includes('*'))
        return (0,_path_kind_js__WEBPACK_IMPORTED_MODULE_4__/* .isFile */ .f)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, marker));
    const pattern = new RegExp(`^${marker.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(root, { withFileTypes: true }).some((entry) => pattern.test(entry.name) && (0,_path_kind_js__WEBPACK_IMPORTED_MODULE_4__/* .isFile */ .f)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name)));
    }
    catch {
        return false;
    }
}
/** Where a build tool's marker files are looked for, and whether one is there. */
function toolFound(tool, settings, repository) {
    const source = _registry_js__WEBPACK_IMPORTED_MODULE_6__/* .GRAPH_SOURCES */ .we[tool];
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.join(repository, source.root?.(settings) ?? '');
    const found = source.markers.some((marker) => markerFound(root, marker));
    return { found, root, markers: source.markers };
}
/**
 * The build tools asked for: `auto` picks each one whose markers are found (Bazel in its
 * workspace, the others at the repository root); naming one whose markers are missing is an
 * input error.
 */
function buildToolsOf(settings, repository, voice = _voice_js__WEBPACK_IMPORTED_MODULE_5__/* .ACTION_VOICE */ .w) {
    const setting = settings.buildTools ?? [];
    if (setting.length === 0)
        return [];
    if (setting === 'auto') {
        return Object.values(_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .GRAPH_SOURCES */ .we).filter((source) => toolFound(source.name, settings, repository).found);
    }
    for (const tool of setting) {
        if (_registry_js__WEBPACK_IMPORTED_MODULE_6__/* .GRAPH_SOURCES */ .we[tool].namedWithoutMarkers)
            continue;
        const { found, root, markers } = toolFound(tool, settings, repository);
        if (found)
            continue;
        const title = _registry_js__WEBPACK_IMPORTED_MODULE_6__/* .GRAPH_SOURCES */ .we[tool].title;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Workspaces, tool === 'bazel'
            ? `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Workspaces}" names bazel, but no ${markers.join(', ')} was found at ${root}. ` +
                `Set ${voice.input(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.BazelWorkspacePath)} to the directory of the Bazel workspace, or leave bazel out.`
            : `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Workspaces}" names ${tool}, but no ${markers.join(' or ')} was found at ${root}. ` +
                `${voice.checkOutFirst} (${title} builds have ${markers.join(' or ')} at the repository root), or leave ${tool} out.`);
    }
    return setting.map((tool) => _registry_js__WEBPACK_IMPORTED_MODULE_6__/* .GRAPH_SOURCES */ .we[tool]);
}
/**
 * The graph cache's store: a directory (outside the checkout, or Bazel's globs would see the
 * entries; its store loaded only then), the door's for `auto`, or none. An input error before
 * anything runs.
 */
async function graphCacheOf(settings, deps) {
    const setting = settings.graphCache ?? 'off';
    if (setting === 'off')
        return {};
    if (setting === 'auto') {
        return deps.graphCacheStore ? { store: deps.graphCacheStore } : {};
    }
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(deps.workspace, setting.dir);
    const inside = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(deps.workspace, dir);
    if (!inside.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(inside)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.GraphCache, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.GraphCache}" is ${JSON.stringify(setting.dir)}, a directory inside the checkout (${deps.workspace}), where Bazel's globs would see the entries. ` +
            "Expected auto, false, or a directory outside the checkout (under the runner's temporary directory, or an agent's persistent disk).");
    }
    const { directoryStore } = await __webpack_require__.e(/* import() */ 9596).then(__webpack_require__.bind(__webpack_require__, 9596));
    return { store: directoryStore(dir) };
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


/***/ })

};

//# sourceMappingURL=319.index.js.map