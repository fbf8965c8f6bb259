export const id = 9228;
export const ids = [9228];
export const modules = {

/***/ 9228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nxSource: () => (/* binding */ nxSource)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/targets/jsonc.ts
var jsonc = __webpack_require__(1769);
// EXTERNAL MODULE: ./src/targets/graphs/work-tree.ts
var work_tree = __webpack_require__(4902);
// EXTERNAL MODULE: ./src/targets/graphs/paths.ts
var paths = __webpack_require__(4354);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/targets/graphs/nx/impact.ts
/**
 * What the action adds to Nx's own answer: the changes Nx under-reports without saying so (each
 * ALL with the reason), the projects each changed file lies in, the projects Nx named and why,
 * and the changed files outside every project (for the target rules and unmatched-files).
 */



/** Lockfiles at the root: Nx reads them for its npm nodes. */
const LOCKFILES = new Set([
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'bun.lock',
    'bun.lockb',
]);
/**
 * Why a change makes every project impacted, where Nx's answer would be short or empty and
 * silent about it; undefined when none does.
 */
function nxBlindSpot(changed) {
    for (const { path: file, status } of changed) {
        const name = (0,paths/* basename */.P8)(file);
        if (file === 'package.json') {
            return 'package.json (the root one) changed: Nx names only the projects that use a changed npm package, and none for its other fields (nrwl/nx#21130)';
        }
        if (file === 'nx.json')
            return 'nx.json changed: it configures every Nx project';
        if (file === 'tsconfig.base.json' || file === 'tsconfig.json') {
            return `${file} changed: its path mappings and options shape every TypeScript project and import edge`;
        }
        if (LOCKFILES.has(file)) {
            return `${file} changed: the lockfile decides what every project installs`;
        }
        if (name === '.nxignore' || name === '.gitignore') {
            return `${file} changed: it decides which files Nx sees, and a file it newly ignores or shows is missing from Nx's answer`;
        }
        if (status === 'D' && (name === 'project.json' || name === 'package.json')) {
            return `${file} was deleted: the project it made is gone, and what depended on it is unknown at the merge commit`;
        }
    }
    return undefined;
}
/** The root a project lists ('.' and './x' normalised). */
function cleanRoot(root) {
    return root
        .replace(/\\/g, '/')
        .replace(/^\.\/?/, '')
        .replace(/\/+$/, '');
}
/**
 * The `{workspaceRoot}/...` file sets of a project's target inputs, named inputs resolved
 * (nx.json's and the project's own); negations are left out, so a match may be too wide, never
 * too narrow.
 */
function workspaceInputs(data, named) {
    const own = (0,jsonc/* isObject */.G)(data.namedInputs) ? data.namedInputs : {};
    const found = new Set();
    const seen = new Set();
    const visit = (input) => {
        let text;
        if (typeof input === 'string')
            text = input;
        else if ((0,jsonc/* isObject */.G)(input)) {
            if (typeof input.fileset === 'string')
                text = input.fileset;
            else if (typeof input.input === 'string')
                text = input.input;
        }
        if (text === undefined || text.startsWith('!'))
            return;
        const name = text.startsWith('^') ? text.slice(1) : text;
        if (name.startsWith('{workspaceRoot}/')) {
            found.add(name.slice('{workspaceRoot}/'.length));
            return;
        }
        if (seen.has(name))
            return;
        const list = own[name] ?? named[name];
        if (!Array.isArray(list))
            return;
        seen.add(name);
        for (const item of list)
            visit(item);
    };
    const targets = (0,jsonc/* isObject */.G)(data.targets) ? data.targets : {};
    for (const target of Object.values(targets)) {
        if (!(0,jsonc/* isObject */.G)(target))
            continue;
        // A target with no inputs takes the `default` named input.
        const inputs = Array.isArray(target.inputs) ? target.inputs : ['default'];
        for (const input of inputs)
            visit(input);
    }
    return [...found].sort();
}
/**
 * Parse `nx graph --file=…`'s JSON (`{graph: {nodes: {name: {data: {root, targets}}},
 * dependencies: {name: [{target}]}}}`); throws when it has another shape.
 */
function parseNxGraph(text, nxJson) {
    const doc = JSON.parse(text);
    const graph = (0,jsonc/* isObject */.G)(doc) && (0,jsonc/* isObject */.G)(doc.graph) ? doc.graph : undefined;
    if (!graph || !(0,jsonc/* isObject */.G)(graph.nodes) || !(0,jsonc/* isObject */.G)(graph.dependencies)) {
        throw new Error('no graph.nodes and graph.dependencies in it');
    }
    const named = (0,jsonc/* isObject */.G)(nxJson.namedInputs) ? nxJson.namedInputs : {};
    const projects = new Map();
    for (const [name, node] of Object.entries(graph.nodes)) {
        const data = (0,jsonc/* isObject */.G)(node) && (0,jsonc/* isObject */.G)(node.data) ? node.data : undefined;
        if (!data || typeof data.root !== 'string') {
            throw new Error(`project ${JSON.stringify(name)} has no root`);
        }
        projects.set(name, {
            name,
            root: cleanRoot(data.root),
            workspaceInputs: workspaceInputs(data, named),
        });
    }
    const dependents = new Map();
    for (const [source, deps] of Object.entries(graph.dependencies)) {
        if (!Array.isArray(deps))
            continue;
        for (const dep of deps) {
            if (!(0,jsonc/* isObject */.G)(dep) || typeof dep.target !== 'string' || !projects.has(dep.target))
                continue;
            const list = dependents.get(dep.target);
            if (list)
                list.push(source);
            else
                dependents.set(dep.target, [source]);
        }
    }
    return { projects, dependents };
}
/** Changed files an explanation names before "and N more". */
const FILES_SHOWN = 3;
/**
 * The impacted projects: Nx's answer, each with why, plus the projects a changed file lies in
 * that Nx left out (a path it ignores) and their dependents.
 */
function nxImpact(graph, named, changed) {
    // Deepest root first: a file is the project's whose root most deeply contains it.
    const byRoot = new Map();
    for (const project of graph.projects.values()) {
        if (!byRoot.has(project.root))
            byRoot.set(project.root, project.name);
    }
    const ownerOf = (file) => {
        for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
            const owner = byRoot.get(file.slice(0, end));
            if (owner !== undefined)
                return owner;
        }
        return byRoot.get('');
    };
    const owned = new Map();
    const outsideAll = [];
    for (const file of changed) {
        const owner = ownerOf(file);
        if (owner === undefined) {
            outsideAll.push(file);
            continue;
        }
        const list = owned.get(owner);
        if (list)
            list.push(file);
        else
            owned.set(owner, [file]);
    }
    // Outside files a target input takes: Nx counted them (its answer names those projects).
    const taken = new Map();
    const takenFiles = new Set();
    for (const project of graph.projects.values()) {
        for (const input of project.workspaceInputs) {
            const match = picomatch_default()(input, { dot: true });
            const hit = outsideAll.filter((file) => match(file));
            if (hit.length === 0)
                continue;
            for (const file of hit)
                takenFiles.add(file);
            if (!taken.has(project.name))
                taken.set(project.name, { file: hit[0], input });
        }
    }
    // The way back from each project to a changed one, breadth first over the dependents.
    const parent = new Map();
    const queue = [...owned.keys()].sort();
    for (const name of queue)
        parent.set(name, undefined);
    for (let i = 0; i < queue.length; i++) {
        for (const next of graph.dependents.get(queue[i]) ?? []) {
            if (parent.has(next))
                continue;
            parent.set(next, queue[i]);
            queue.push(next);
        }
    }
    const fed = (project) => {
        const files = owned.get(project) ?? [];
        return { files: files.slice(0, FILES_SHOWN), count: files.length };
    };
    const reasonFor = (name, nxNamed) => {
        if (owned.has(name)) {
            return { kind: 'nx', how: nxNamed ? 'files' : 'ignored', via: [], ...fed(name) };
        }
        if (parent.has(name)) {
            const via = [];
            let at = name;
            for (let p = parent.get(at); p !== undefined; p = parent.get(at)) {
                via.push(p);
                at = p;
            }
            return { kind: 'nx', how: 'dependency', via, ...fed(at) };
        }
        const input = taken.get(name);
        if (input) {
            return {
                kind: 'nx',
                how: 'input',
                via: [],
                files: [input.file],
                count: 1,
                input: input.input,
            };
        }
        return { kind: 'nx', how: 'named', via: [], files: [], count: 0 };
    };
    const impacted = new Map();
    for (const name of named)
        impacted.set(name, reasonFor(name, true));
    // A changed file in a project Nx left out (ignored by .gitignore or .nxignore): that project
    // and its dependents, which Nx would have named had it seen the file.
    for (const name of queue) {
        if (!impacted.has(name))
            impacted.set(name, reasonFor(name, false));
    }
    return { impacted, outside: outsideAll.filter((file) => !takenFiles.has(file)) };
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
;// CONCATENATED MODULE: ./src/targets/graphs/nx/install.ts
/**
 * The repository's own Nx, as its install left it in the work tree: where its CLI is, whether
 * it takes the changed files on standard input, and whether it can follow imports. Read from the
 * file system only; nothing is installed.
 */




/** Why Nx is missing: the sentence the warning and the ALL reason use. */
const NO_NX = 'Nx is not installed in the work tree (no node_modules/nx), and it is never installed for you: ' +
    'run the repository install (npm ci, pnpm install --frozen-lockfile or yarn install --immutable) first';
/** The repository's Nx, or undefined when node_modules/nx is missing. */
function findNx(repository) {
    const dir = external_node_path_.join(repository, 'node_modules', 'nx');
    let manifest;
    try {
        const doc = JSON.parse((0,external_node_fs_.readFileSync)(external_node_path_.join(dir, 'package.json'), 'utf8'));
        if (!(0,jsonc/* isObject */.G)(doc))
            return undefined;
        manifest = doc;
    }
    catch {
        return undefined;
    }
    const version = typeof manifest.version === 'string' ? manifest.version : '';
    const bin = manifest.bin;
    const relative = typeof bin === 'string'
        ? bin
        : (0,jsonc/* isObject */.G)(bin) && typeof bin.nx === 'string'
            ? bin.nx
            : 'bin/nx.js';
    const script = external_node_path_.join(dir, relative);
    if (!(0,external_node_fs_.existsSync)(script))
        return undefined;
    return {
        version,
        script,
        shown: external_node_path_.relative(repository, script).split(external_node_path_.sep).join('/'),
        stdin: takesStdin(dir, version),
    };
}
/**
 * Whether this Nx reads the changed files from standard input. Told by its own option
 * definitions where they are (an Nx that does not know `--stdin` might ignore it and diff
 * against its default base instead: never tried blind); else by the version (23 has it).
 */
function takesStdin(dir, version) {
    const options = external_node_path_.join(dir, 'dist', 'src', 'command-line', 'yargs-utils', 'shared-options.js');
    const legacy = external_node_path_.join(dir, 'src', 'command-line', 'yargs-utils', 'shared-options.js');
    for (const file of [options, legacy]) {
        try {
            return /option\(\s*['"]stdin['"]/.test((0,external_node_fs_.readFileSync)(file, 'utf8'));
        }
        catch {
            // Not at this place in this version.
        }
    }
    const major = Number(/^(\d+)\./.exec(version)?.[1] ?? 0);
    return major >= 23;
}
/** Nx packages whose presence in the root package.json turns import analysis on (Nx's own list). */
const IMPORT_ANALYSING = [
    '@nx/workspace',
    '@nx/js',
    '@nx/node',
    '@nx/next',
    '@nx/react',
    '@nx/angular',
    '@nx/web',
];
/**
 * Why Nx would drop every import edge without saying so, or undefined: its TypeScript analysis
 * is configured (`pluginsConfig["@nx/js"]`, an `@nx/js` plugin, or a root dependency on an Nx
 * package that turns it on), and `typescript` cannot be resolved from Nx's own real path, where
 * Nx looks for it (it then skips the analysis, exit 0, nothing on stderr).
 */
function missingTypeScript(repository) {
    const read = (file) => {
        try {
            const doc = (0,jsonc/* parseJsonc */.p)((0,external_node_fs_.readFileSync)(external_node_path_.join(repository, file), 'utf8'));
            return (0,jsonc/* isObject */.G)(doc) ? doc : {};
        }
        catch {
            return {};
        }
    };
    const nxJson = read('nx.json');
    const pkg = read('package.json');
    const pluginsConfig = (0,jsonc/* isObject */.G)(nxJson.pluginsConfig) ? nxJson.pluginsConfig['@nx/js'] : undefined;
    const plugins = Array.isArray(nxJson.plugins) ? nxJson.plugins : [];
    const pluginNames = plugins.map((p) => typeof p === 'string' ? p : (0,jsonc/* isObject */.G)(p) && typeof p.plugin === 'string' ? p.plugin : '');
    const deps = {
        ...((0,jsonc/* isObject */.G)(pkg.dependencies) ? pkg.dependencies : {}),
        ...((0,jsonc/* isObject */.G)(pkg.devDependencies) ? pkg.devDependencies : {}),
    };
    let why;
    if ((0,jsonc/* isObject */.G)(pluginsConfig)) {
        if (pluginsConfig.analyzeSourceFiles === false)
            return undefined;
        why = 'nx.json sets pluginsConfig["@nx/js"]';
    }
    else if (pluginNames.some((name) => name === '@nx/js' || name.startsWith('@nx/js/'))) {
        why = 'nx.json lists an @nx/js plugin';
    }
    else {
        const dep = IMPORT_ANALYSING.find((name) => name in deps);
        if (dep !== undefined)
            why = `the root package.json depends on ${dep}`;
    }
    if (why === undefined)
        return undefined;
    let from;
    try {
        from = (0,external_node_fs_.realpathSync)(external_node_path_.join(repository, 'node_modules', 'nx', 'package.json'));
    }
    catch {
        return undefined; // No Nx: said elsewhere.
    }
    try {
        (0,external_node_module_.createRequire)(from).resolve('typescript');
        return undefined;
    }
    catch {
        return (`${why}, so Nx follows TypeScript imports, but typescript cannot be loaded from its install ` +
            '(node_modules/typescript is missing): Nx would leave out every import edge and say nothing. ' +
            'Install the repository with its dev dependencies (npm ci, without --omit=dev) first');
    }
}

// EXTERNAL MODULE: ./src/targets/graphs/run-tool.ts
var run_tool = __webpack_require__(1890);
;// CONCATENATED MODULE: ./src/targets/graphs/nx/index.ts
/**
 * The Nx mode: the repository's own installed Nx is asked which projects the changed files
 * affect (`nx show projects --affected --stdin --json`: no git history, no daemon, no cloud), and
 * for its graph (`nx graph --file`: the projects' roots and edges, to tell which files fed which
 * project). What Nx under-reports silently is ALL, with the reason; so is every failure.
 */









/** `--files` takes one argument; past this, Linux refuses it (MAX_ARG_STRLEN is 128 KiB). */
const FILES_ARGUMENT_CAP = 100_000;
/** The environment Nx runs in: no daemon, no Nx Cloud, its cache in a directory of its own. */
function nxEnvironment(base, dataDir) {
    return {
        ...base,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        // Plugins in Nx's own process: measured to take a third to a half of the time. A workflow
        // that sets it keeps its value.
        NX_ISOLATE_PLUGINS: base.NX_ISOLATE_PLUGINS ?? 'false',
        // The project graph cache: the second call reuses what the first computed, and nothing is
        // written to the work tree (.nx/workspace-data) or read from a stale one there.
        NX_WORKSPACE_DATA_DIRECTORY: dataDir,
        NX_TUI: 'false',
        NX_VERBOSE_LOGGING: 'false',
        FORCE_COLOR: '0',
    };
}
/** The Nx projects of a pull request whose changed files git compared. */
async function nxTargets(settings, ctx) {
    const warnings = [];
    const calls = [];
    const all = (reason) => ({
        impacted: new Map(),
        all: reason,
        outside: [],
        calls,
        warnings,
    });
    const nx = findNx(ctx.repository);
    if (!nx) {
        warnings.push(`Uploading ALL: ${NO_NX}.`);
        return all(NO_NX);
    }
    const [problem, diff] = await Promise.all([
        (0,work_tree/* workTreeProblem */.dh)(ctx.git, ctx.comparison.to, 'Nx'),
        (0,work_tree/* changedPaths */.vl)(ctx.git, ctx.comparison.from, ctx.comparison.to),
    ]);
    if (problem)
        return all(problem);
    if (!diff.ok)
        return all(`git could not list the changed files' statuses: ${diff.error}`);
    const blind = nxBlindSpot(diff.paths);
    if (blind)
        return all(blind);
    const typescript = missingTypeScript(ctx.repository);
    if (typescript) {
        warnings.push(`Uploading ALL: ${typescript}.`);
        return all(typescript);
    }
    if (ctx.changed.length === 0)
        return { impacted: new Map(), outside: [], calls, warnings };
    const args = ['show', 'projects', '--affected', '--json'];
    let stdin;
    if (nx.stdin) {
        args.push('--stdin');
        stdin = `${ctx.changed.join('\n')}\n`;
    }
    else {
        // An older Nx splits --files on commas (and spaces): such a path cannot be passed whole.
        const odd = ctx.changed.find((file) => /[,\s]/.test(file));
        if (odd !== undefined) {
            return all(`Nx ${nx.version} takes the changed files only through --files, which splits ${JSON.stringify(odd)} at its comma or space; Nx 23 reads them from standard input (--stdin)`);
        }
        const files = ctx.changed.join(',');
        if (files.length > FILES_ARGUMENT_CAP) {
            return all(`Nx ${nx.version} takes the changed files only through --files, and ${ctx.changed.length} paths are too long for one argument; Nx 23 reads them from standard input (--stdin)`);
        }
        args.push(`--files=${files}`);
    }
    const dataDir = (0,external_node_fs_.mkdtempSync)(external_node_path_.join(ctx.env?.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'mq-nx-'));
    try {
        const env = nxEnvironment(ctx.env ?? process.env, dataDir);
        const deadline = Date.now() + settings.timeoutMs;
        const call = async (callArgs, input) => {
            const result = await (0,run_tool/* runTool */.q)({
                name: 'Nx',
                command: process.execPath,
                args: [nx.script, ...callArgs],
                ...(input !== undefined && { stdin: input }),
                cwd: ctx.repository,
                env,
                timeoutMs: Math.max(1, deadline - Date.now()),
            });
            const command = ['node', nx.shown, ...callArgs];
            calls.push({ tool: 'Nx', command, ms: result.ms });
            ctx.log.info(`Nx ${nx.version}: ${command.join(' ')} (${(result.ms / 1000).toFixed(1)} s${result.ok ? '' : ', failed'})`);
            // A failure quotes Nx's last lines once, in its warning; the whole output is debug's.
            if (result.stderr.trim() !== '') {
                if (result.ok)
                    ctx.log.group?.('Nx output', result.stderr);
                else
                    ctx.log.debug(`Nx output:${(0,format/* quoteLines */.Cx)(result.stderr.trimEnd())}`);
            }
            return result;
        };
        const failed = (result) => {
            const words = lastLines(`${result.stderr}\n${result.stdout}`);
            warnings.push(`Nx could not answer, so every target is impacted: ${result.reason}.` +
                (words ? ` Its last lines:${(0,format/* quoteLines */.Cx)(words)}` : ''));
            return all(`${result.reason}${words ? `: ${words.split('\n').at(-1)}` : ''}`);
        };
        const affected = await call(args, stdin);
        if (!affected.ok)
            return failed(affected);
        const named = projectList(affected.stdout);
        if (typeof named === 'string') {
            return all(`nx show projects printed something other than a JSON list of project names: ${named}`);
        }
        const graphFile = external_node_path_.join(dataDir, 'graph.json');
        const graphCall = await call(['graph', `--file=${graphFile}`]);
        if (!graphCall.ok)
            return failed(graphCall);
        let nxJson = {};
        try {
            const doc = (0,jsonc/* parseJsonc */.p)((0,external_node_fs_.readFileSync)(external_node_path_.join(ctx.repository, 'nx.json'), 'utf8'));
            if ((0,jsonc/* isObject */.G)(doc))
                nxJson = doc;
        }
        catch {
            // Nx read it; named inputs are then those of the projects alone.
        }
        let graph;
        try {
            graph = parseNxGraph((0,external_node_fs_.readFileSync)(graphFile, 'utf8'), nxJson);
        }
        catch (error) {
            return all(`nx graph wrote no project graph that can be read: ${(0,format/* errorMessage */.gJ)(error)}`);
        }
        const impact = nxImpact(graph, named, ctx.changed);
        return { impacted: impact.impacted, outside: impact.outside, calls, warnings };
    }
    finally {
        (0,external_node_fs_.rmSync)(dataDir, { recursive: true, force: true });
    }
}
/** Nx's answer as a list of names, or what was wrong with it (quoted, cut short). */
function projectList(stdout) {
    const text = stdout.trim();
    const quoted = () => JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return quoted();
    }
    if (!Array.isArray(doc) || doc.some((item) => typeof item !== 'string' || item === '')) {
        return quoted();
    }
    return [...new Set(doc)];
}
/** The last lines of Nx's output worth quoting (blank lines dropped), joined. */
function lastLines(text, count = 8) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== '')
        .slice(-count)
        .join('\n');
}

;// CONCATENATED MODULE: ./src/targets/graphs/nx/source.ts

async function nxSource(ctx) {
    const nx = await nxTargets(ctx.settings.nx ?? { timeoutMs: 600_000 }, {
        repository: ctx.repository,
        git: ctx.git,
        comparison: ctx.comparison,
        changed: ctx.changed,
        log: ctx.log,
    });
    return {
        impacted: nx.impacted,
        all: nx.all,
        outside: nx.outside,
        unseen: [],
        calls: nx.calls,
        warnings: nx.warnings,
    };
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

/***/ 1890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ runTool)
/* harmony export */ });
/* unused harmony export toolEnvironment */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Runs a build tool (Bazel, Nx) once: an argument list, never a shell, in a process group of its
 * own so that a timeout ends the tool and whatever it started. Never throws: a failure is a
 * result whose reason names the tool.
 */

/**
 * The environment a build tool runs in: the action's, less its inputs (the API key and the
 * GitHub token among them) and the runner's own tokens. The tool runs the repository's code
 * (Bazel repository rules, Nx plugins), which must not read the action's secrets.
 */
function toolEnvironment(env) {
    const out = {};
    for (const [name, value] of Object.entries(env)) {
        if (/^INPUT_/i.test(name))
            continue;
        if (/^ACTIONS_(RUNTIME_TOKEN|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL)$/i.test(name))
            continue;
        out[name] = value;
    }
    return out;
}
/** Output kept: more than any answer a tool gives here, less than a runaway log. */
const STDOUT_CAP = 64 * 1024 * 1024;
const STDERR_CAP = 4 * 1024 * 1024;
function runTool(options) {
    const started = Date.now();
    return new Promise((resolve) => {
        let settled = false;
        let stdout = '';
        let stderr = '';
        let child;
        /**
         * End the tool and whatever it started, with the reason the result gives. The result waits
         * for the process's end (reaped here, so that none outlives the run as a zombie), at most a
         * few seconds.
         */
        let stopped;
        const stop = (reason) => {
            if (settled || stopped !== undefined || child === undefined)
                return;
            stopped = reason;
            try {
                if (child.pid !== undefined)
                    process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                child.kill('SIGKILL');
            }
            setTimeout(() => finish(reason), 5000).unref();
        };
        const timer = setTimeout(() => stop(`${options.name} did not answer within ${Math.round(options.timeoutMs / 1000)} s and was stopped`), options.timeoutMs);
        const onAbort = () => stop(`${options.name} was stopped: ${String(options.signal?.reason ?? 'not needed')}`);
        const finish = (failure) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            const ms = Date.now() - started;
            resolve(failure === undefined
                ? { ok: true, stdout, stderr, ms }
                : { ok: false, reason: failure, stdout, stderr, ms });
        };
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(options.command, [...options.args], {
                cwd: options.cwd,
                env: toolEnvironment(options.env ?? process.env),
                stdio: ['pipe', 'pipe', 'pipe'],
                detached: true,
                windowsHide: true,
            });
        }
        catch (error) {
            finish(`${options.name} could not be started: ${String(error)}`);
            return;
        }
        child.on('exit', () => {
            if (stopped !== undefined)
                finish(stopped);
        });
        if (options.signal?.aborted)
            onAbort();
        else
            options.signal?.addEventListener('abort', onAbort, { once: true });
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk) => {
            if (options.onStdout)
                options.onStdout(chunk);
            else if (stdout.length < STDOUT_CAP)
                stdout += chunk;
        });
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (chunk) => {
            if (stderr.length < STDERR_CAP)
                stderr += chunk;
        });
        // A tool may exit before reading all of its input (a failure at start-up): no crash for that.
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.stdin ?? '');
        child.on('error', (error) => {
            finish(error.code === 'ENOENT' && options.notFound
                ? options.notFound
                : `${options.name} could not be started: ${error.message}`);
        });
        child.on('close', (code, signal) => {
            if (stopped !== undefined)
                finish(stopped);
            else if (code === 0)
                finish();
            else
                finish(`${options.name} exited with ${code === null ? `signal ${signal}` : `code ${code}`}`);
        });
    });
}


/***/ }),

/***/ 4902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dh: () => (/* binding */ workTreeProblem),
/* harmony export */   vl: () => (/* binding */ changedPaths)
/* harmony export */ });
/* unused harmony export parseStatuses */
/**
 * Why the work tree cannot stand for the compared commit, or undefined when it can: a sparse
 * checkout (files outside its paths are missing), another commit checked out, or tracked files
 * an earlier step changed.
 */
async function workTreeProblem(git, commit, tool) {
    const [sparse, status] = await Promise.all([
        git.tryRun(['config', '--bool', 'core.sparseCheckout']),
        git.tryRun([
            'status',
            '--porcelain=v2',
            '--branch',
            '-z',
            '--untracked-files=no',
            '--ignore-submodules=all',
        ]),
    ]);
    if (sparse.stdout.trim() === 'true') {
        return (`the checkout is sparse (sparse-checkout), so files outside its paths are not in the work tree ${tool} reads. ` +
            `${tool} reads the work tree, so this job needs the whole tree: check out without a sparse ` +
            'checkout for it (or run `git sparse-checkout disable` first).');
    }
    if (!status.ok)
        return `git status failed: ${status.stderr.trim().split('\n')[0]}`;
    const records = status.stdout.split('\0').filter(Boolean);
    const head = records.find((r) => r.startsWith('# branch.oid '))?.slice('# branch.oid '.length);
    if (head !== commit) {
        return `the work tree is at ${head?.slice(0, 12) ?? 'no commit'}, not at the compared commit ${commit.slice(0, 12)}, and ${tool} reads the work tree. Check out the pull request's merge commit (what CI checks out for a pull request by default) in this job.`;
    }
    const changed = records.filter((r) => !r.startsWith('#'));
    if (changed.length > 0) {
        const first = changed[0].split(' ').slice(8).join(' ') || changed[0];
        return `${changed.length} tracked file(s) in the work tree differ from the commit (the first: ${first}), and ${tool} reads the work tree. Compute the targets before anything changes tracked files.`;
    }
    return undefined;
}
/** Parse `git diff --name-status -z` into paths and status letters (both sides of a rename). */
function parseStatuses(output) {
    const tokens = output.split('\0');
    const out = [];
    for (let i = 0; i + 1 < tokens.length && tokens[i] !== '';) {
        const status = tokens[i].charAt(0);
        if (status === 'R' || status === 'C') {
            out.push({ path: tokens[i + 1], status: 'D' }, { path: tokens[i + 2], status: 'A' });
            i += 3;
        }
        else {
            out.push({ path: tokens[i + 1], status });
            i += 2;
        }
    }
    return out;
}
/** The changed paths between two commits with their status letters; undefined when git fails. */
async function changedPaths(git, from, to) {
    const diff = await git.tryRun(['diff', '--name-status', '-z', '--no-renames', from, to, '--']);
    if (!diff.ok)
        return { ok: false, error: diff.stderr.trim().split('\n')[0] ?? '' };
    return { ok: true, paths: parseStatuses(diff.stdout) };
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=9228.index.js.map