export const id = 8549;
export const ids = [8549];
export const modules = {

/***/ 1769:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject),
/* harmony export */   p: () => (/* binding */ parseJsonc)
/* harmony export */ });
/**
 * JSON with comments and trailing commas, as turbo.json and nx.json may be written: comments,
 * and the commas before a closing bracket, are dropped outside strings; JSON.parse reads the rest.
 */
function parseJsonc(text) {
    let out = '';
    let i = 0;
    const n = text.length;
    while (i < n) {
        const c = text[i];
        if (c === '"') {
            let j = i + 1;
            while (j < n && text[j] !== '"')
                j += text[j] === '\\' ? 2 : 1;
            out += text.slice(i, j + 1);
            i = j + 1;
        }
        else if (c === '/' && text[i + 1] === '/') {
            while (i < n && text[i] !== '\n')
                i++;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            i = end === -1 ? n : end + 2;
        }
        else if (c === ',') {
            let j = i + 1;
            // Whitespace and comments may stand between a trailing comma and its bracket.
            for (;;) {
                while (j < n && /\s/.test(text[j]))
                    j++;
                if (text[j] === '/' && text[j + 1] === '/') {
                    while (j < n && text[j] !== '\n')
                        j++;
                }
                else if (text[j] === '/' && text[j + 1] === '*') {
                    const end = text.indexOf('*/', j + 2);
                    j = end === -1 ? n : end + 2;
                }
                else
                    break;
            }
            if (text[j] !== '}' && text[j] !== ']')
                out += c;
            i++;
        }
        else {
            out += c;
            i++;
        }
    }
    return JSON.parse(out);
}
/** A JSON object (not an array, not null). */
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}


/***/ }),

/***/ 8549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeTurbo: () => (/* reexport safe */ _turbo_reason_js__WEBPACK_IMPORTED_MODULE_3__.s),
/* harmony export */   readTurbo: () => (/* binding */ readTurbo),
/* harmony export */   turboImpact: () => (/* binding */ turboImpact)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _jsonc_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1769);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(701);
/* harmony import */ var _turbo_reason_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2598);
/**
 * Turborepo's rules, read from turbo.json at the commit (never run), as turbo 2 reads them: what
 * makes every task change (turbo.json itself, `globalDependencies` or `global.inputs`), the root
 * files a task takes through an input outside its package (`$TURBO_ROOT$/...`), which turbo's
 * own package-level answer misses, and, with `futureFlags.affectedUsingTaskInputs`, the task
 * graph: a package is affected when one of its tasks' inputs takes a changed file, or a task it
 * depends on is affected. A key or a future flag this reader does not know is ALL, naming it.
 * The packages and their dependencies are the npm, yarn or pnpm workspace's.
 */




/** The names turbo reads its configuration from (turbo.jsonc since 2.4). */
/** The root package's name in task names (`//#format`). */
const ROOT = '//';
// Every key of turbo 2.11's schema (node_modules/turbo/schema.json), and turbo 1's (`pipeline`,
// `globalDotEnv`, `dotEnv`, `outputMode`, `experimentalUI`, `experimentalSpaces`), as read here or
// as known to change no package's affectedness. A key in neither list is ALL until read.
/** Top-level keys read here. */
const TOP_READ = [
    'tasks',
    'pipeline',
    'globalDependencies',
    'globalDotEnv',
    'global',
    'futureFlags',
    'extends',
];
/** Top-level keys that change no package's affectedness: caching, environment, UI, tooling. */
const TOP_INERT = [
    '$schema',
    'agentGuidance',
    'boundaries',
    'cacheDir',
    'cacheMaxAge',
    'cacheMaxSize',
    'concurrency',
    'daemon',
    'dangerouslyDisablePackageManagerCheck',
    'envMode',
    'experimentalSpaces',
    'experimentalUI',
    'globalEnv',
    'globalPassThroughEnv',
    'noUpdateNotifier',
    'remoteCache',
    'setup',
    'tags',
    'ui',
];
/** Keys of `global` (futureFlags.globalConfiguration): `inputs` is read, the rest is inert. */
const GLOBAL_READ = ['inputs'];
const GLOBAL_INERT = [
    'cacheDir',
    'cacheMaxAge',
    'cacheMaxSize',
    'concurrency',
    'daemon',
    'dangerouslyDisablePackageManagerCheck',
    'env',
    'envMode',
    'noUpdateNotifier',
    'passThroughEnv',
    'remoteCache',
    'ui',
];
/** Task keys read here (`extends` only in a package's turbo.json). */
const TASK_READ = ['dependsOn', 'inputs', 'dotEnv', 'extends'];
/**
 * Task keys that change no package's affectedness. `with` (tasks run alongside) is no edge of
 * the affected task graph: measured with turbo 2.11, a task `with` an affected one is not.
 */
const TASK_INERT = [
    'with',
    'cache',
    'description',
    'env',
    'interactive',
    'interruptible',
    'outputLogs',
    'outputMode',
    'outputs',
    'passThroughEnv',
    'persistent',
    'tags',
];
/** Future flags read here. */
const FLAGS_READ = ['affectedUsingTaskInputs', 'filterUsingTasks', 'globalConfiguration'];
/**
 * Future flags that change no package's affectedness: logs, telemetry, `turbo setup`, `turbo
 * prune`, `turbo watch`, the remote cache's key, how turbo finds a base branch (the action
 * compares the merge commit with its first parent), and one that only narrows which packages
 * start a run.
 */
const FLAGS_INERT = [
    'errorsOnlyShowHash',
    'experimentalObservability',
    'experimentalSetup',
    'githubActionsRemoteBaseRefFallback',
    'longerSignatureKey',
    'pruneIncludesGlobalFiles',
    'strictTaskEntrypointSelection',
    'watchUsingTaskInputs',
];
/** Thrown inside the reader for what it does not follow; becomes `TurboConfig.unknown`. */
class Unknown extends Error {
}
const unknownKey = (file, key) => new Unknown(`${file} sets ${key}, which this action does not know: it may change which packages turbo counts as affected`);
function parseConfig(file, text) {
    let doc;
    try {
        doc = (0,_jsonc_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonc */ .p)(text);
    }
    catch (error) {
        throw new Unknown(`${file} is not valid JSONC (JSON with comments and trailing commas): ${error instanceof Error ? error.message : String(error)}; turbo cannot read it either`);
    }
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(doc))
        throw new Unknown(`${file} does not hold a JSON object, as turbo requires`);
    return doc;
}
function checkKeys(file, table, where, known) {
    for (const key of Object.keys(table)) {
        if (!known.some((list) => list.includes(key)))
            throw unknownKey(file, `${where}${key}`);
    }
}
/** A list of strings, or undefined when absent; anything else is not followed. */
function stringList(file, value, where) {
    if (value === undefined || value === null)
        return undefined;
    if (!Array.isArray(value)) {
        throw new Unknown(`${file} has ${where} that is not a list, which turbo does not accept`);
    }
    for (const item of value) {
        if (typeof item !== 'string') {
            throw new Unknown(`${file} has ${(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(item) ? 'a structured entry (an object)' : `the entry ${JSON.stringify(item)}`} in ${where}, which this action does not follow: it may change which packages turbo counts as affected`);
        }
    }
    return value;
}
/** Read one turbo.json: its keys checked against the lists above, its tasks as written. */
function readDoc(file, text, isRoot) {
    const doc = parseConfig(file, text);
    checkKeys(file, doc, '', [TOP_READ, TOP_INERT]);
    for (const key of ['tasks', 'pipeline', 'futureFlags']) {
        if (doc[key] !== undefined && doc[key] !== null && !(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(doc[key])) {
            throw new Unknown(`${file} has "${key}" that is not an object, which turbo does not accept`);
        }
    }
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(doc.global))
        checkKeys(file, doc.global, 'global.', [GLOBAL_READ, GLOBAL_INERT]);
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(doc.futureFlags)) {
        for (const [flag, value] of Object.entries(doc.futureFlags)) {
            if (value === false || FLAGS_READ.includes(flag) || FLAGS_INERT.includes(flag))
                continue;
            throw new Unknown(`${file} sets futureFlags.${flag}, which this action does not know: it may change which packages turbo counts as affected`);
        }
    }
    const raw = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(doc.tasks) ? doc.tasks : (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(doc.pipeline) ? doc.pipeline : {};
    const tasks = new Map();
    for (const [key, value] of Object.entries(raw)) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(value))
            throw new Unknown(`${file} has tasks.${key} that is not an object`);
        checkKeys(file, value, `tasks.${key}.`, [TASK_READ, TASK_INERT]);
        if (value.extends !== undefined && value.extends !== true && value.extends !== false) {
            throw unknownKey(file, `tasks.${key}.extends to ${JSON.stringify(value.extends)}`);
        }
        if (isRoot && value.extends !== undefined) {
            throw new Unknown(`${file} sets tasks.${key}.extends, which only a package's turbo.json may (turbo rejects it)`);
        }
        const fresh = value.extends === false;
        tasks.set(key, {
            inputs: stringList(file, value.inputs, `tasks.${key}.inputs`),
            dotEnv: stringList(file, value.dotEnv, `tasks.${key}.dotEnv`),
            dependsOn: stringList(file, value.dependsOn, `tasks.${key}.dependsOn`),
            fresh,
            removed: fresh && Object.keys(value).length === 1,
        });
    }
    return { file, doc, tasks };
}
/** A list that a package's configuration sets: replaced, or appended to after `$TURBO_EXTENDS$`. */
function layered(before, after, isInputs) {
    if (after === undefined)
        return before;
    if (after[0] !== '$TURBO_EXTENDS$')
        return after;
    // Appending to the default inputs (every file of the package) keeps them.
    const base = before ?? (isInputs ? ['$TURBO_DEFAULT$'] : []);
    return [...base, ...after.slice(1)];
}
function apply(tasks, name, def, file) {
    if (def.fresh && !tasks.has(name)) {
        throw new Unknown(`${file} sets tasks.${name}.extends to false, but no configuration it extends defines ${name} (turbo rejects it)`);
    }
    if (def.removed) {
        tasks.delete(name);
        return;
    }
    const before = def.fresh ? undefined : tasks.get(name);
    tasks.set(name, {
        inputs: layered(before?.inputs, def.inputs, true),
        dotEnv: def.dotEnv ?? before?.dotEnv,
        dependsOn: layered(before?.dependsOn, def.dependsOn, false) ?? [],
        file: def.inputs !== undefined || !before ? file : before.file,
    });
}
/**
 * A task input that reaches outside the package, as a repository-relative glob; undefined for
 * one inside it (the package's own files: its ownership already counts them) or a negation.
 */
function outsideInput(input, packageDir) {
    if (input.startsWith('!') || input.startsWith('$TURBO_DEFAULT$'))
        return undefined;
    if (input.startsWith('$TURBO_ROOT$')) {
        const rest = input.slice('$TURBO_ROOT$'.length).replace(/^\/+/, '');
        return rest === '' ? '**' : rest;
    }
    // `../shared/**` from a package: the part left after climbing out of it.
    if (input.startsWith('../')) {
        const joined = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(packageDir, input);
        if (joined === '..' || joined.startsWith('../'))
            return undefined;
        if (joined !== packageDir && !joined.startsWith(`${packageDir}/`))
            return joined;
    }
    return undefined;
}
/** The tasks each package runs: the root's `//#task`s under `//`. */
function resolveTasks(root, own, packages) {
    const plain = new Map();
    const specific = new Map();
    for (const [key, def] of root.tasks) {
        const hash = key.indexOf('#');
        if (hash < 0) {
            plain.set(key, def);
            continue;
        }
        const owner = key.slice(0, hash);
        const byTask = specific.get(owner) ?? new Map();
        byTask.set(key.slice(hash + 1), def);
        specific.set(owner, byTask);
    }
    /** A package's own configuration and the ones it extends, in the order turbo applies them. */
    const layersOf = (name, seen) => {
        const doc = own.get(name);
        if (!doc)
            return [];
        if (seen.includes(name)) {
            throw new Unknown(`${doc.file} extends itself through ${seen.join(' → ')}`);
        }
        const ext = doc.doc.extends;
        const list = Array.isArray(ext) ? ext : undefined;
        if (!list || list[0] !== ROOT || list.some((e) => typeof e !== 'string')) {
            throw new Unknown(`${doc.file} has "extends": ${JSON.stringify(ext)}; turbo requires a list that starts with "//"`);
        }
        const layers = [];
        for (const other of list.slice(1)) {
            if (!own.has(other)) {
                throw new Unknown(`${doc.file} extends ${JSON.stringify(other)}, which is no package with a turbo.json`);
            }
            layers.push(...layersOf(other, [...seen, name]));
        }
        return [...layers, doc];
    };
    // `nosuch#build` for a package the workspace lacks: turbo 2.11 ignores it, and so does this.
    const result = new Map();
    const rootTasks = new Map();
    for (const [name, def] of specific.get(ROOT) ?? [])
        apply(rootTasks, name, def, root.file);
    result.set(ROOT, rootTasks);
    for (const pkg of packages) {
        if (pkg.dir === '')
            continue;
        const tasks = new Map();
        for (const [name, def] of plain)
            apply(tasks, name, def, root.file);
        // `web#build` in the root turbo.json is web's build, in place of the plain one.
        for (const [name, def] of specific.get(pkg.name) ?? []) {
            tasks.delete(name);
            apply(tasks, name, def, root.file);
        }
        for (const layer of layersOf(pkg.name, [])) {
            for (const [key, def] of layer.tasks) {
                apply(tasks, key.includes('#') ? key.slice(key.indexOf('#') + 1) : key, def, layer.file);
            }
        }
        result.set(pkg.name, tasks);
    }
    return result;
}
/**
 * Read the root turbo.json (or turbo.jsonc) and the packages' own; undefined when the root has
 * neither. `packages` are the workspace's JS packages (name and directory). What the reader does
 * not follow is `unknown` (ALL with that reason), never an error: turbo.json is evidence.
 */
async function readTurbo(files, packages) {
    const find = async (dir) => {
        for (const name of _model_js__WEBPACK_IMPORTED_MODULE_0__/* .TURBO_FILES */ .$c) {
            const file = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(dir, name);
            const text = await files.read(file);
            if (text !== undefined)
                return { file, text };
        }
        return undefined;
    };
    const rootFound = await find('');
    if (!rootFound)
        return undefined;
    const config = { files: [rootFound.file], globalInputs: [], rootInputs: [] };
    const ownFound = await Promise.all(packages.filter((p) => p.dir !== '').map(async (p) => ({ p, found: await find(p.dir) })));
    for (const { found } of ownFound)
        if (found)
            config.files.push(found.file);
    try {
        const root = readDoc(rootFound.file, rootFound.text, true);
        const own = new Map();
        for (const { p, found } of ownFound) {
            if (found)
                own.set(p.name, readDoc(found.file, found.text, false));
        }
        readGlobal(root, config);
        const tasks = resolveTasks(root, own, packages);
        for (const pkg of packages) {
            for (const [name, task] of tasks.get(pkg.name) ?? []) {
                for (const input of [...(task.inputs ?? []), ...(task.dotEnv ?? [])]) {
                    const pattern = outsideInput(input, pkg.dir);
                    if (pattern !== undefined) {
                        config.rootInputs.push({
                            task: name,
                            pattern,
                            written: input,
                            file: task.file,
                            only: pkg.name,
                        });
                    }
                }
            }
        }
        const flags = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(root.doc.futureFlags) ? root.doc.futureFlags : {};
        const flag = ['affectedUsingTaskInputs', 'filterUsingTasks'].find((f) => flags[f] === true);
        if (flag !== undefined) {
            const graph = new Map();
            for (const [owner, byName] of tasks) {
                const out = new Map();
                for (const [name, t] of byName) {
                    out.set(name, { inputs: t.inputs, dependsOn: t.dependsOn, file: t.file });
                }
                graph.set(owner, out);
            }
            config.taskGraph = { flag: `futureFlags.${flag}`, tasks: graph };
        }
    }
    catch (error) {
        if (!(error instanceof Unknown))
            throw error;
        config.unknown = error.message;
    }
    return config;
}
/** `globalDependencies`, and `global.inputs`: repository-relative globs that change every task. */
function readGlobal(root, config) {
    const add = (list, key) => {
        for (const written of list ?? []) {
            if (written.startsWith('!'))
                continue;
            const pattern = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(written.startsWith('$TURBO_ROOT$') ? written.slice('$TURBO_ROOT$'.length) : written);
            config.globalInputs.push({ pattern, key });
        }
    };
    add(stringList(root.file, root.doc.globalDependencies, 'globalDependencies'), 'globalDependencies');
    add(stringList(root.file, root.doc.globalDotEnv, 'globalDotEnv'), 'globalDotEnv');
    if (root.doc.global !== undefined && !(0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(root.doc.global)) {
        throw new Unknown(`${root.file} has "global" that is not an object`);
    }
    if ((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .isTable */ .bI)(root.doc.global)) {
        add(stringList(root.file, root.doc.global.inputs, 'global.inputs'), 'global.inputs');
    }
}

/**
 * What turbo.json makes of the changed files: ALL (what the reader does not follow, turbo.json
 * itself, a global input), or the packages whose task takes a changed file outside them (only
 * packages with a script of that name run the task) and, with affectedUsingTaskInputs, those
 * turbo's task graph reaches; and which files that accounts for.
 */
function turboImpact(config, packages, rootDependsOn, changed) {
    if (config.unknown !== undefined)
        return { all: config.unknown };
    for (const file of changed) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (_model_js__WEBPACK_IMPORTED_MODULE_0__/* .TURBO_FILES */ .$c.includes(name)) {
            return {
                all: `${file} changed: Turborepo's configuration (turbo.json) shapes every task's hash`,
            };
        }
    }
    const options = { dot: true };
    for (const { pattern, key } of config.globalInputs) {
        const match = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(pattern, options);
        const hit = changed.find((file) => match(file));
        if (hit !== undefined) {
            return {
                all: `${hit} matches ${JSON.stringify(pattern)} in ${key} of ${config.files[0]}: every task's hash takes it`,
            };
        }
    }
    const direct = new Map();
    const accounted = new Set();
    for (const input of config.rootInputs) {
        const match = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(input.pattern, options);
        const hits = changed.filter((file) => match(file));
        if (hits.length === 0)
            continue;
        for (const pkg of packages) {
            if (input.only !== undefined && pkg.name !== input.only)
                continue;
            if (!pkg.scripts.has(input.task))
                continue;
            for (const file of hits)
                accounted.add(file);
            if (!direct.has(pkg.name)) {
                direct.set(pkg.name, {
                    kind: 'turbo',
                    file: hits[0],
                    task: input.task,
                    input: input.written,
                    config: input.file,
                });
            }
        }
    }
    if (config.taskGraph) {
        const graph = taskGraphImpact(config.taskGraph.tasks, packages, rootDependsOn, changed);
        for (const [name, why] of graph.direct)
            if (!direct.has(name))
                direct.set(name, why);
        for (const file of graph.accounted)
            accounted.add(file);
    }
    return { direct, accounted };
}
/** A task's inputs as a test on repository-relative paths, and what matched, in words. */
function inputMatcher(task, dir) {
    const inside = (file) => dir === '' || file.startsWith(`${dir}/`);
    const everything = 'every file of the package (the default inputs)';
    if (task.inputs === undefined || task.inputs.length === 0) {
        return (file) => (inside(file) ? everything : undefined);
    }
    const toGlob = (written) => {
        if (written.startsWith('$TURBO_ROOT$')) {
            const rest = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(written.slice('$TURBO_ROOT$'.length));
            return rest === '' ? '**' : rest;
        }
        const joined = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(dir, written);
        return joined === '..' ? undefined : joined === '' ? '**' : joined;
    };
    const includes = [];
    const excludes = [];
    for (const written of task.inputs) {
        if (written === '$TURBO_EXTENDS$')
            continue;
        if (written === '$TURBO_DEFAULT$') {
            includes.push({ written, test: inside });
            continue;
        }
        const negated = written.startsWith('!');
        const glob = toGlob(negated ? written.slice(1) : written);
        if (glob === undefined)
            continue;
        const match = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(glob, { dot: true });
        if (negated)
            excludes.push(match);
        else
            includes.push({ written, test: match });
    }
    return (file) => {
        if (excludes.some((test) => test(file)))
            return undefined;
        return includes.find((i) => i.test(file))?.written;
    };
}
/**
 * futureFlags.affectedUsingTaskInputs, as turbo 2.11 computes it (measured): every task the
 * configuration defines exists in every package it applies to, whatever its scripts; a task is
 * affected when its inputs take a changed file, or a task it depends on (`dependsOn`) is;
 * the packages are the owners of affected tasks (the root `//` is no target).
 */
function taskGraphImpact(tasks, packages, rootDependsOn, changed) {
    const dirOf = new Map([[ROOT, '']]);
    const depsOf = new Map([[ROOT, rootDependsOn]]);
    for (const pkg of packages) {
        if (pkg.dir === '')
            continue;
        dirOf.set(pkg.name, pkg.dir);
        depsOf.set(pkg.name, pkg.dependsOn);
    }
    const id = (owner, task) => `${owner}#${task}`;
    const has = (owner, task) => tasks.get(owner)?.has(task) === true;
    /**
     * `^task` from `owner`: that task in each of its workspace dependencies. A dependency without
     * it is no step to its own dependencies (measured with turbo 2.11); the package-level answer,
     * which this one adds to, reaches those anyway.
     */
    const upstream = (owner, task) => (depsOf.get(owner) ?? []).filter((dep) => has(dep, task)).map((dep) => id(dep, task));
    // Reverse edges: a task → the tasks that depend on it.
    const dependents = new Map();
    for (const [owner, byName] of tasks) {
        for (const [name, task] of byName) {
            for (const entry of task.dependsOn) {
                let targets;
                if (entry.startsWith('^'))
                    targets = upstream(owner, entry.slice(1));
                else if (entry.includes('#'))
                    targets = [entry];
                else
                    targets = [id(owner, entry)];
                for (const target of targets) {
                    const list = dependents.get(target) ?? [];
                    list.push(id(owner, name));
                    dependents.set(target, list);
                }
            }
        }
    }
    // The tasks whose inputs take a changed file, then what depends on them.
    const reached = new Map();
    const queue = [];
    for (const [owner, byName] of tasks) {
        const dir = dirOf.get(owner);
        if (dir === undefined)
            continue;
        for (const [name, task] of byName) {
            const test = inputMatcher(task, dir);
            for (const file of changed) {
                const input = test(file);
                if (input === undefined)
                    continue;
                const node = id(owner, name);
                reached.set(node, {
                    kind: 'turbo',
                    file,
                    task: name,
                    input,
                    config: task.file,
                });
                queue.push(node);
                break;
            }
        }
    }
    for (let i = 0; i < queue.length; i++) {
        const from = reached.get(queue[i]);
        for (const node of dependents.get(queue[i]) ?? []) {
            if (reached.has(node))
                continue;
            const task = node.slice(node.lastIndexOf('#') + 1);
            reached.set(node, { ...from, task, via: from.via ?? queue[i] });
            queue.push(node);
        }
    }
    const direct = new Map();
    const accounted = new Set();
    // A task whose own inputs take the file explains its package best; then by name.
    const order = [...reached].sort((a, b) => Number(a[1].via !== undefined) - Number(b[1].via !== undefined) || a[0].localeCompare(b[0]));
    for (const [node, why] of order) {
        const owner = node.slice(0, node.lastIndexOf('#'));
        if (owner === ROOT)
            continue;
        accounted.add(why.file);
        if (!direct.has(owner))
            direct.set(owner, why);
    }
    return { direct, accounted };
}


/***/ })

};

//# sourceMappingURL=8549.index.js.map