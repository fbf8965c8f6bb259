export const id = 331;
export const ids = [331];
export const modules = {

/***/ 8331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bazelTargets: () => (/* binding */ bazelTargets),
  startBazelQuery: () => (/* binding */ startBazelQuery)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/targets/graphs/work-tree.ts
var work_tree = __webpack_require__(4902);
// EXTERNAL MODULE: ./src/targets/graphs/bazel/impact.ts
var bazel_impact = __webpack_require__(139);
// EXTERNAL MODULE: ./src/targets/graphs/run-tool.ts
var run_tool = __webpack_require__(1890);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(9800);
// EXTERNAL MODULE: ./src/targets/graphs/bazel/labels.ts
var labels = __webpack_require__(6478);
;// CONCATENATED MODULE: ./src/targets/graphs/bazel/graph.ts
/**
 * The Bazel graph as `bazel query --output=xml` gives it, read as it streams in: every target of
 * every package (rules, source and generated files, package groups) with what each rule takes as
 * input, the `.bzl` files each BUILD file loads, and the external repositories' rules.
 */



/** Names under which the same attribute carries labels (lists, single labels, strings). */
const LABEL_ELEMENTS = new Set(['label', 'output']);
/**
 * Reads the XML as chunks arrive; `end()` returns the graph. Throws on XML that is not the
 * query's (a parse error, or a document with no `<query>` root).
 */
class BazelGraphReader {
    parser = new saxes/* SaxesParser */.wT();
    graph = {
        targets: new Map(),
        packages: new Set(),
        loadedBy: new Map(),
        packagesWithErrors: [],
        external: new Map(),
    };
    sawQuery = false;
    /** The element being read at the top level (a rule, a source file, ...). */
    current;
    /** The attribute list being read inside it (`<list name="visibility">`). */
    list;
    constructor() {
        this.parser.on('opentag', (tag) => this.open(tag));
        this.parser.on('closetag', (tag) => this.close(tag));
        this.parser.on('error', (error) => {
            throw error;
        });
    }
    write(chunk) {
        this.parser.write(chunk);
    }
    end() {
        this.parser.close();
        if (!this.sawQuery)
            throw new Error('no <query> element');
        return this.graph;
    }
    open(tag) {
        const a = tag.attributes;
        switch (tag.name) {
            case 'query':
                this.sawQuery = true;
                return;
            case 'rule':
            case 'source-file':
            case 'generated-file':
            case 'package-group': {
                const label = (0,labels/* canonicalLabel */.Z2)(a.name ?? '');
                const target = { kind: tag.name, inputs: [] };
                if (tag.name === 'rule') {
                    target.ruleClass = a.class ?? '';
                    if (labels/* TOOLCHAIN_CLASSES */.$2.has(target.ruleClass))
                        target.refs = [];
                }
                if (tag.name === 'generated-file')
                    target.generatingRule = (0,labels/* canonicalLabel */.Z2)(a['generating-rule'] ?? '');
                if (tag.name === 'package-group')
                    target.includes = [];
                if (tag.name === 'source-file' && a.package_contains_errors === 'true') {
                    this.graph.packagesWithErrors.push((0,labels/* packageOf */.wg)(label) ?? label);
                }
                this.current = { kind: tag.name, label, target };
                if (label.startsWith('//external:')) {
                    if (tag.name === 'rule') {
                        this.current.external = {
                            name: label.slice('//external:'.length),
                            ruleClass: a.class ?? '',
                            labels: [],
                        };
                    }
                    return;
                }
                const pkg = (0,labels/* packageOf */.wg)(label);
                if (pkg !== undefined)
                    this.graph.packages.add(pkg);
                return;
            }
        }
        const current = this.current;
        if (!current)
            return;
        if (tag.name === 'list') {
            this.list = a.name;
            return;
        }
        if (current.external) {
            // Every label or string of a repository rule that names a main-repository file.
            const value = a.value ?? '';
            if (tag.name === 'string' && a.name === 'path')
                current.external.path = value;
            else if (value.startsWith('//') || value.startsWith('@//') || value.startsWith('@@//')) {
                current.external.labels.push((0,labels/* canonicalLabel */.Z2)(value));
            }
            return;
        }
        switch (tag.name) {
            case 'rule-input':
                current.target.inputs.push((0,labels/* canonicalLabel */.Z2)(a.name ?? ''));
                return;
            case 'load': {
                const bzl = (0,labels/* canonicalLabel */.Z2)(a.name ?? '');
                const pkg = (0,labels/* packageOf */.wg)(current.label);
                if (pkg === undefined)
                    return;
                let loaders = this.graph.loadedBy.get(bzl);
                if (!loaders)
                    this.graph.loadedBy.set(bzl, (loaders = new Set()));
                loaders.add(pkg);
                return;
            }
        }
        if (LABEL_ELEMENTS.has(tag.name) && a.value !== undefined) {
            const value = (0,labels/* canonicalLabel */.Z2)(a.value);
            current.target.refs?.push(value);
            if (this.list === 'visibility' && current.kind === 'rule') {
                // A package group named in visibility is an input: changing it can break the rule.
                if (!value.startsWith('//visibility:') && !/:__(pkg|subpackages)__$/.test(value)) {
                    current.target.inputs.push(value);
                }
            }
            else if (this.list === 'includes' && current.kind === 'package-group') {
                current.target.includes.push(value);
            }
        }
    }
    close(tag) {
        if (tag.name === 'list') {
            this.list = undefined;
            return;
        }
        const current = this.current;
        if (!current || tag.name !== current.kind)
            return;
        if (current.external)
            this.graph.external.set(current.external.name, current.external);
        else if (!current.label.startsWith('//external:')) {
            this.graph.targets.set(current.label, current.target);
        }
        this.current = undefined;
    }
}

;// CONCATENATED MODULE: ./src/targets/graphs/bazel/query.ts
/**
 * Runs the repository's own Bazel once, as an argument list (never a shell), for the one
 * package-loading query the Bazel mode needs, and reads its XML answer as it streams in.
 * Never `--keep_going`: a package with errors must fail the query, so the result is ALL.
 */


/** How many of Bazel's last stderr lines a warning quotes. */
const QUOTED_LINES = 8;
/** Bazel's progress lines, which say nothing about a failure. */
const PROGRESS = /^\s*(Loading|Analyzing|Fetching|currently loading|INFO: Invocation ID|Starting local Bazel server)/;
/** The last lines of Bazel's stderr worth quoting (progress lines dropped), joined. */
function lastLines(stderr, count = QUOTED_LINES) {
    const lines = stderr
        .split(/\r?\n/)
        .map((line) => line.trimEnd())
        .filter((line) => line !== '' && !PROGRESS.test(line));
    return lines.slice(-count).join('\n');
}
/** The line that says why Bazel failed: its last `ERROR:` line, else its last line. */
function errorLine(stderr) {
    const lines = lastLines(stderr, Number.MAX_SAFE_INTEGER).split('\n').filter(Boolean);
    return [...lines].reverse().find((line) => line.startsWith('ERROR:')) ?? lines.at(-1);
}
/** The query expression: every target of every package, and the external repositories. */
function queryExpression(external) {
    return external ? '//...:all-targets + //external:all-targets' : '//...:all-targets';
}
/** Ask Bazel for the whole graph at the work tree. Never throws: a failure is a result. */
async function queryBazel(options) {
    const args = [
        ...options.startupOptions,
        'query',
        queryExpression(options.external),
        '--output=xml',
        '--order_output=no',
        ...options.options,
        // Last, so that no rc file or option turns a package with errors into a partial answer.
        '--nokeep_going',
    ];
    const command = [options.bazel, ...args];
    // The XML is read as it streams in: a large graph is never held as text.
    const reader = new BazelGraphReader();
    let parseError;
    const run = await (0,run_tool/* runTool */.q)({
        name: 'bazel query',
        command: options.bazel,
        args,
        cwd: options.cwd,
        ...(options.env && { env: options.env }),
        timeoutMs: options.timeoutMs,
        notFound: `${options.bazel} was not found (set bazel-path, or install Bazel or bazelisk before this step)`,
        onStdout: (chunk) => {
            if (parseError !== undefined)
                return;
            try {
                reader.write(chunk);
            }
            catch (error) {
                parseError = error instanceof Error ? error.message : String(error);
            }
        },
    });
    const about = { ms: run.ms, command, stderr: run.stderr };
    if (!run.ok)
        return { ok: false, reason: run.reason, ...about };
    if (parseError === undefined) {
        try {
            return { ok: true, graph: reader.end(), ...about };
        }
        catch (error) {
            parseError = error instanceof Error ? error.message : String(error);
        }
    }
    return {
        ok: false,
        reason: `bazel query printed something other than its XML: ${parseError}`,
        ...about,
    };
}

;// CONCATENATED MODULE: ./src/targets/graphs/bazel/index.ts
/**
 * The Bazel mode: check that the work tree is the compared commit, ask the repository's own Bazel
 * for its graph (one query, one server), and work out the impacted labels in the action. Every
 * failure is ALL with Bazel's words; never an empty list.
 */







/** `.bazelignore`'s directories (comments and blank lines dropped), workspace-relative. */
function readBazelIgnore(workspace) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(external_node_path_.join(workspace, '.bazelignore'), 'utf8');
    }
    catch {
        return [];
    }
    return text
        .split(/\r?\n/)
        .map((line) => line
        .trim()
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, ''))
        .filter((line) => line !== '' && !line.startsWith('#'));
}
/**
 * Start the Bazel query now: it reads only the work tree, so it runs while git computes the
 * changed files (the server's start-up is most of a cold run).
 */
function startBazelQuery(settings, repository, env) {
    const cwd = external_node_path_.join(repository, settings.workspacePath);
    return queryBazel({
        bazel: settings.path,
        startupOptions: settings.startupOptions,
        options: settings.options,
        cwd,
        external: (0,external_node_fs_.existsSync)(external_node_path_.join(cwd, 'WORKSPACE')) || (0,external_node_fs_.existsSync)(external_node_path_.join(cwd, 'WORKSPACE.bazel')),
        timeoutMs: settings.timeoutMs,
        ...(env && { env }),
    });
}
/** The Bazel targets of a pull request whose changed files git compared. */
async function bazelTargets(settings, ctx) {
    const warnings = [];
    const all = (reason, query) => ({
        impacted: new Map(),
        all: reason,
        unseen: [],
        testTargets: 'ALL',
        warnings,
        ...(query && { query: { command: query.command, ms: query.ms } }),
    });
    const [problem, diff] = await Promise.all([
        (0,work_tree/* workTreeProblem */.dh)(ctx.git, ctx.comparison.to, 'Bazel'),
        (0,work_tree/* changedPaths */.vl)(ctx.git, ctx.comparison.from, ctx.comparison.to),
    ]);
    const result = await ctx.query;
    const shown = result.command
        .map((arg) => (/[\s'"$]/.test(arg) ? JSON.stringify(arg) : arg))
        .join(' ');
    ctx.log.info(`Bazel: ${shown} (${(result.ms / 1000).toFixed(1)} s${result.ok ? '' : ', failed'})`);
    if (result.stderr.trim() !== '')
        ctx.log.group?.('Bazel output', result.stderr);
    if (problem)
        return all(problem, result);
    if (!diff.ok)
        return all(`git could not list the changed files' statuses: ${diff.error}`, result);
    if (!result.ok) {
        const words = lastLines(result.stderr);
        warnings.push(`Bazel could not give its graph, so every target is impacted: ${result.reason}.` +
            (words ? ` Bazel said:\n${words}` : ''));
        const why = errorLine(result.stderr);
        return all(`${result.reason}${why ? `: ${why}` : ''}`, result);
    }
    let ignored = () => false;
    try {
        if (settings.ignore.length > 0)
            ignored = picomatch_default()(settings.ignore, { dot: true });
    }
    catch (error) {
        return all(`bazel-ignore could not be compiled: ${(0,format/* errorMessage */.gJ)(error)}`, result);
    }
    const impact = (0,bazel_impact/* bazelImpact */.rB)({
        graph: result.graph,
        changed: diff.paths,
        workspacePath: settings.workspacePath,
        bazelIgnored: readBazelIgnore(external_node_path_.join(ctx.repository, settings.workspacePath)),
        ignored,
    });
    const query = { command: result.command, ms: result.ms };
    if (impact.all)
        return { ...all(impact.all), query };
    return {
        impacted: impact.impacted,
        unseen: impact.unseen,
        testTargets: (0,bazel_impact/* testTargets */.Z4)(result.graph, impact.impacted.keys(), settings.testKinds),
        query,
        warnings,
    };
}


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
        const finish = (failure) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            const ms = Date.now() - started;
            resolve(failure === undefined
                ? { ok: true, stdout, stderr, ms }
                : { ok: false, reason: failure, stdout, stderr, ms });
        };
        let child;
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
        const timer = setTimeout(() => {
            try {
                if (child.pid !== undefined)
                    process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                child.kill('SIGKILL');
            }
            finish(`${options.name} did not answer within ${Math.round(options.timeoutMs / 1000)} s and was stopped`);
        }, options.timeoutMs);
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
            if (code === 0)
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
            `${tool} reads the work tree, so this job needs the whole tree: leave actions/checkout's ` +
            '`sparse-checkout` unset for it (or run `git sparse-checkout disable` before this step).');
    }
    if (!status.ok)
        return `git status failed: ${status.stderr.trim().split('\n')[0]}`;
    const records = status.stdout.split('\0').filter(Boolean);
    const head = records.find((r) => r.startsWith('# branch.oid '))?.slice('# branch.oid '.length);
    if (head !== commit) {
        return `the work tree is at ${head?.slice(0, 12) ?? 'no commit'}, not at the compared commit ${commit.slice(0, 12)}, and ${tool} reads the work tree. Check out the pull request's merge commit (actions/checkout's default for pull_request) in this job.`;
    }
    const changed = records.filter((r) => !r.startsWith('#'));
    if (changed.length > 0) {
        const first = changed[0].split(' ').slice(8).join(' ') || changed[0];
        return `${changed.length} tracked file(s) in the work tree differ from the commit (the first: ${first}), and ${tool} reads the work tree. Run this step before any step that changes tracked files.`;
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


/***/ })

};

//# sourceMappingURL=331.index.js.map