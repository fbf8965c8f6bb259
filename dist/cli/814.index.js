export const id = 814;
export const ids = [814];
export const modules = {

/***/ 4814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zA: () => (/* binding */ bazelTargets),
  warmBazelGraph: () => (/* binding */ warmBazelGraph)
});

// UNUSED EXPORTS: describeSource, startBazelQuery

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/format.ts
var src_format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/path-kind.ts
var path_kind = __webpack_require__(911);
// EXTERNAL MODULE: ./src/targets/graphs/work-tree.ts
var work_tree = __webpack_require__(4902);
;// CONCATENATED MODULE: ./src/targets/graphs/bazel/compact.ts
/** The target kinds, by their number in `kinds`. */
const KINDS = [
    'rule',
    'source-file',
    'generated-file',
    'package-group',
];
/** The compact form of a graph (after a query, or a splice). */
function compactGraph(graph) {
    const targets = [...graph.targets.keys()].sort();
    const ids = new Map();
    targets.forEach((label, i) => ids.set(label, i));
    const labels = [...targets];
    const idOf = (label) => {
        let id = ids.get(label);
        if (id === undefined) {
            id = labels.length;
            labels.push(label);
            ids.set(label, id);
        }
        return id;
    };
    const n = targets.length;
    const kinds = new Uint8Array(n);
    const classes = [];
    const classIds = new Map();
    const ruleClass = new Int32Array(n).fill(-1);
    const inputStart = new Int32Array(n + 1);
    const inputs = [];
    const generatingRule = new Int32Array(n).fill(-1);
    const includes = new Map();
    const refs = new Map();
    for (let t = 0; t < n; t++) {
        const target = graph.targets.get(targets[t]);
        kinds[t] = KINDS.indexOf(target.kind);
        if (target.ruleClass !== undefined) {
            let c = classIds.get(target.ruleClass);
            if (c === undefined) {
                c = classes.length;
                classes.push(target.ruleClass);
                classIds.set(target.ruleClass, c);
            }
            ruleClass[t] = c;
        }
        inputStart[t] = inputs.length;
        for (const input of target.inputs)
            inputs.push(idOf(input));
        if (target.generatingRule !== undefined)
            generatingRule[t] = idOf(target.generatingRule);
        if (target.includes !== undefined)
            includes.set(t, target.includes.map(idOf));
        if (target.refs !== undefined)
            refs.set(t, target.refs.map(idOf));
    }
    inputStart[n] = inputs.length;
    return {
        labels,
        targetCount: n,
        kinds,
        classes,
        ruleClass,
        inputStart,
        inputs: Int32Array.from(inputs),
        generatingRule,
        includes,
        refs,
        packages: graph.packages,
        loadedBy: graph.loadedBy,
        packagesWithErrors: graph.packagesWithErrors,
        external: graph.external,
    };
}
/** The graph as the query gives it (for a near hit's splice). */
function expandGraph(c) {
    const label = (id) => c.labels[id];
    const targets = new Map();
    for (let t = 0; t < c.targetCount; t++) {
        const target = {
            kind: KINDS[c.kinds[t]],
            inputs: Array.from(c.inputs.subarray(c.inputStart[t], c.inputStart[t + 1]), label),
        };
        if (c.ruleClass[t] >= 0)
            target.ruleClass = c.classes[c.ruleClass[t]];
        if (c.generatingRule[t] >= 0)
            target.generatingRule = label(c.generatingRule[t]);
        const includes = c.includes.get(t);
        if (includes)
            target.includes = includes.map(label);
        const refs = c.refs.get(t);
        if (refs)
            target.refs = refs.map(label);
        targets.set(label(t), target);
    }
    return {
        targets,
        packages: c.packages,
        loadedBy: c.loadedBy,
        packagesWithErrors: c.packagesWithErrors,
        external: c.external,
    };
}
/** The first target number whose label is not below `label` (binary search of the sorted targets). */
function lowerBound(c, label) {
    let lo = 0;
    let hi = c.targetCount;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (c.labels[mid] < label)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** A target's number; -1 when `label` is no target. */
function targetId(c, label) {
    const i = lowerBound(c, label);
    return i < c.targetCount && c.labels[i] === label ? i : -1;
}
/** The targets of package `pkg`: the numbers [from, to) (labels sharing the prefix `//pkg:`). */
function packageTargets(c, pkg) {
    const prefix = `//${pkg}:`;
    const from = lowerBound(c, prefix);
    let to = from;
    while (to < c.targetCount && c.labels[to].startsWith(prefix))
        to++;
    return [from, to];
}
/**
 * Every label's dependents (the targets taking it as an input, the files a rule generates, the
 * groups including a group): dependents of l are dependents[start[l] .. start[l + 1]).
 */
function reverseEdges(c) {
    const n = c.labels.length;
    const count = new Int32Array(n + 1);
    const each = (visit) => {
        for (let t = 0; t < c.targetCount; t++) {
            for (let i = c.inputStart[t]; i < c.inputStart[t + 1]; i++)
                visit(c.inputs[i], t);
            if (c.generatingRule[t] >= 0)
                visit(c.generatingRule[t], t);
        }
        for (const [t, included] of c.includes)
            for (const g of included)
                visit(g, t);
    };
    each((from) => count[from + 1]++);
    for (let l = 0; l < n; l++)
        count[l + 1] += count[l];
    const start = count.slice();
    const at = count.slice(0, n);
    const dependents = new Int32Array(start[n]);
    each((from, to) => (dependents[at[from]++] = to));
    return { start, dependents };
}

;// CONCATENATED MODULE: ./src/targets/graphs/bazel/labels.ts
/** Bazel labels: the main repository's canonical form, a label's package and repository. */
/** `@@//pkg:x` and `@//pkg:x` (the main repository) as `//pkg:x`; others as given. */
function canonicalLabel(label) {
    if (label.startsWith('@@//'))
        return label.slice(2);
    if (label.startsWith('@//'))
        return label.slice(1);
    return label;
}
/** The package of a main-repository label (`//a/b:c` -> `a/b`); undefined for other repositories. */
function packageOf(label) {
    if (!label.startsWith('//'))
        return undefined;
    const colon = label.indexOf(':');
    return colon === -1 ? label.slice(2) : label.slice(2, colon);
}
/** The repository name of an external label (`@foo//x:y` and `@@foo//x:y` -> `foo`). */
function repositoryOf(label) {
    const match = /^@@?([^/]+)\/\//.exec(label);
    return match ? match[1] : undefined;
}
/** The files at a Bazel workspace's root that say it is one (for `auto`). */
const BAZEL_MARKERS = (/* unused pure expression or super */ null && (['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel']));
/** Rule classes that toolchain resolution picks, which no query edge leads to. */
const TOOLCHAIN_CLASSES = new Set([
    'toolchain',
    'toolchain_type',
    'platform',
    'constraint_setting',
    'constraint_value',
]);

// EXTERNAL MODULE: ./src/targets/graphs/paths.ts
var graphs_paths = __webpack_require__(4354);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/targets/objects.ts
var objects = __webpack_require__(1098);
;// CONCATENATED MODULE: ./src/targets/graphs/bazel/starlark.ts
/**
 * Just enough of Starlark's lexical grammar to find calls and their literal arguments in BUILD,
 * `.bzl`, WORKSPACE and MODULE.bazel files: `load("//a:b.bzl", ...)`, `local_repository(name =
 * "x", path = "y")`. Comments and strings are skipped as Starlark skips them, so a `load(` in a
 * docstring or after a `#` is no call. Nothing is evaluated.
 */
const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;
const STRING_PREFIX = /^[rRbB]{1,2}$/;
/** The tokens of a Starlark text; an unterminated string ends at the end of the text. */
function tokenize(text) {
    const tokens = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
        const c = text[i];
        if (c === '#') {
            while (i < n && text[i] !== '\n')
                i++;
            continue;
        }
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\\' || c === '\f') {
            i++;
            continue;
        }
        if (NAME_START.test(c)) {
            let j = i + 1;
            while (j < n && NAME_PART.test(text[j]))
                j++;
            const word = text.slice(i, j);
            // r"...", b'...': a string with a prefix.
            if (j < n && (text[j] === '"' || text[j] === "'") && STRING_PREFIX.test(word)) {
                const [value, end] = readString(text, j, /r/i.test(word));
                tokens.push({ kind: 'string', value });
                i = end;
                continue;
            }
            tokens.push({ kind: 'name', value: word });
            i = j;
            continue;
        }
        if (c === '"' || c === "'") {
            const [value, end] = readString(text, i, false);
            tokens.push({ kind: 'string', value });
            i = end;
            continue;
        }
        if ('()[]{},=.:'.includes(c)) {
            // `==` is no keyword argument's `=`.
            if (c === '=' && text[i + 1] === '=') {
                tokens.push({ kind: 'other' });
                i += 2;
                continue;
            }
            tokens.push({ kind: 'punct', value: c });
            i++;
            continue;
        }
        tokens.push({ kind: 'other' });
        i++;
    }
    return tokens;
}
const ESCAPES = {
    n: '\n',
    t: '\t',
    r: '\r',
    '\\': '\\',
    "'": "'",
    '"': '"',
};
/** The string starting at `start` (its quote): its value and the index after it. */
function readString(text, start, raw) {
    const quote = text[start];
    const triple = text.startsWith(quote.repeat(3), start);
    const close = triple ? quote.repeat(3) : quote;
    let i = start + close.length;
    let value = '';
    while (i < text.length) {
        if (text.startsWith(close, i))
            return [value, i + close.length];
        const c = text[i];
        if (!triple && c === '\n')
            return [value, i];
        if (c === '\\' && i + 1 < text.length) {
            const next = text[i + 1];
            value += raw ? `\\${next}` : (ESCAPES[next] ?? `\\${next}`);
            i += 2;
            continue;
        }
        value += c;
        i++;
    }
    return [value, i];
}
/**
 * Every call of one of `names` in `text`, with its literal arguments. A call qualified with
 * `native.` counts; any other `x.name(` is a method and does not.
 */
function findCalls(text, names) {
    const tokens = tokenize(text);
    const calls = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind !== 'name' || !names.has(t.value))
            continue;
        const open = tokens[i + 1];
        if (open.kind !== 'punct' || open.value !== '(')
            continue;
        const before = tokens[i - 1];
        if (before?.kind === 'punct' && before.value === '.') {
            const owner = tokens[i - 2];
            if (owner?.kind !== 'name' || owner.value !== 'native')
                continue;
        }
        const call = { name: t.value, positional: [], keywords: new Map() };
        // The arguments: token runs between the commas at depth one.
        let depth = 1;
        let arg = [];
        const endArg = () => {
            if (arg.length === 0)
                return;
            const [a, b, c] = arg;
            if (arg.length === 1 && a.kind === 'string')
                call.positional.push(a.value);
            else if (a?.kind === 'name' && b?.kind === 'punct' && b.value === '=') {
                if (arg.length === 3 && c.kind === 'string')
                    call.keywords.set(a.value, c.value);
            }
            else
                call.positional.push(undefined);
            arg = [];
        };
        let j = i + 2;
        for (; j < tokens.length && depth > 0; j++) {
            const tok = tokens[j];
            if (tok.kind === 'punct' && '([{'.includes(tok.value))
                depth++;
            else if (tok.kind === 'punct' && ')]}'.includes(tok.value)) {
                depth--;
                if (depth === 0)
                    break;
            }
            else if (depth === 1 && tok.kind === 'punct' && tok.value === ',') {
                endArg();
                continue;
            }
            arg.push(tok);
        }
        endArg();
        calls.push(call);
    }
    return calls;
}

;// CONCATENATED MODULE: ./src/targets/graphs/bazel/loads.ts
/**
 * Which packages load a `.bzl` file, read from the files themselves at the compared commit (git
 * objects, never the work tree): every `load()` of every build file (`BUILD` and `BUILD.bazel`)
 * and `.bzl` file, followed through `.bzl` files, each label resolved the way Bazel resolves it.
 *
 * Bazel's XML cannot be relied on for this: it lists a package's loads only under a build file
 * named exactly `BUILD`, so a package whose build file is `BUILD.bazel` (most repositories') would
 * seem to load nothing. The XML's loads stay extra evidence (impact.ts takes the union).
 */





/** A build file's names: either makes its directory a package. */
const BUILD_NAMES = new Set(['BUILD', 'BUILD.bazel']);
/** Repositories every Bazel has, none of them in a repository's tree. */
const BUILTIN_REPOSITORIES = ['bazel_tools', 'local_config_platform', 'local_config_cc'];
/** The `.bazelignore` directory (parseBazelIgnore) that hides `file`, if one does. */
const hiddenBy = (ignored, file) => ignored.find((dir) => (0,graphs_paths/* under */.hG)(file, dir));
const join = (...parts) => parts.filter((p) => p !== '').join('/');
/** Files whose loads are read: build files, `.bzl` files, and the workspace's own files. */
function isLoadingFile(file) {
    const name = (0,graphs_paths/* basename */.P8)(file);
    return (BUILD_NAMES.has(name) ||
        name.endsWith('.bzl') ||
        // Starlark configuration language files: loadable since Bazel 7.
        name.endsWith('.scl') ||
        isWorkspaceFile(file));
}
/** The last characters of every graph input's name (isGraphInput): most paths stop here. */
const GRAPH_INPUT_ENDS = new Set([...'DlEdkcne']);
/** Files whose content (not only their path) the loading phase reads, besides loaded files. */
function isGraphInput(file, mode) {
    if (mode !== '120000' && !GRAPH_INPUT_ENDS.has(file.charAt(file.length - 1)))
        return false;
    const name = (0,graphs_paths/* basename */.P8)(file);
    return (mode === '120000' ||
        isLoadingFile(file) ||
        name === 'MODULE.bazel.lock' ||
        name.endsWith('.bazelrc') ||
        name === '.bazelversion' ||
        name === '.bazeliskrc' ||
        name === '.bazelignore' ||
        file === 'tools/bazel');
}
/** A file whose loads reach the whole workspace (WORKSPACE, MODULE.bazel and its segments). */
function isWorkspaceFile(file) {
    const name = (0,graphs_paths/* basename */.P8)(file);
    return (name === 'WORKSPACE' ||
        name === 'WORKSPACE.bazel' ||
        name === 'WORKSPACE.bzlmod' ||
        name === 'MODULE.bazel' ||
        name.endsWith('.MODULE.bazel') ||
        name === 'REPO.bazel');
}
/**
 * The workspace's files at `commit`, from git objects: one `git ls-tree -r`, one
 * `git cat-file --batch` for the loading files. Throws GitError when git cannot say.
 */
async function readBazelFiles(git, repository, commit, workspacePath) {
    const { paths, entries } = await listBazelTree(git, commit, workspacePath);
    const texts = await readTexts(git, repository, commit, 
    // A symlink's blob is the path it points to: LoadIndex follows it.
    [...entries].filter(([file]) => isLoadingFile(file)));
    return { paths, entries, texts };
}
/**
 * Every file under the workspace at `commit` (one `ls-tree`): the paths, the graph inputs' modes
 * and blob ids, and any other file's on request (`lookup`, indexed on first use: most runs never
 * ask, and a large tree's paths are most of the listing).
 */
async function listBazelTree(git, commit, workspacePath) {
    const args = ['--literal-pathspecs', 'ls-tree', '-r', '-z', '--full-tree', commit];
    const listing = await git.run(workspacePath === '' ? args : [...args, '--', workspacePath]);
    const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
    const paths = [];
    // Where each path's record starts: another file's mode and blob id are read on request.
    const starts = [];
    const entries = new Map();
    const entryAt = (at) => ({
        mode: listing.slice(at, at + 6),
        oid: listing.slice(at + 12, listing.indexOf('\t', at + 12)),
    });
    // Records `<mode> <type> <oid>\t<path>` ended by NUL, the mode six digits: blobs only (files
    // and symlinks). Walked in place: a large tree's records are never copied out one by one.
    for (let at = 0; at < listing.length;) {
        let end = listing.indexOf('\0', at);
        if (end === -1)
            end = listing.length;
        if (listing.startsWith('blob ', at + 7)) {
            const full = listing.slice(listing.indexOf('\t', at + 12) + 1, end);
            if (full.startsWith(prefix)) {
                const file = prefix === '' ? full : full.slice(prefix.length);
                paths.push(file);
                starts.push(at);
                const symlink = listing.startsWith('120000', at);
                if (isGraphInput(file, symlink ? '120000' : '100644'))
                    entries.set(file, entryAt(at));
            }
        }
        at = end + 1;
    }
    let index;
    const lookup = (file) => {
        index ??= new Map(paths.map((p, i) => [p, starts[i]]));
        const at = index.get(file);
        return at === undefined ? undefined : entryAt(at);
    };
    return { paths, entries, lookup };
}
/**
 * The texts of `wanted` files, read through one `git cat-file --batch`. A symlinked build file or
 * .bzl is left out (Bazel reads it where it points; the caller decides what that means).
 */
async function readTexts(git, repository, commit, wanted) {
    const reader = new objects/* ObjectReader */.n(git, [], {
        partial: (0,objects/* isPartialClone */.t)(external_node_path_.join(repository, '.git')),
    });
    const texts = new Map();
    try {
        const read = await Promise.all(wanted.map(([, e]) => reader.read(e.oid)));
        wanted.forEach(([file, e], i) => {
            const text = read[i];
            if (text === undefined) {
                throw new errors/* GitError */.XS(`git has no object ${e.oid} for ${file} of commit ${commit}`, ['cat-file', '--batch'], null, '');
            }
            texts.set(file, text);
        });
    }
    finally {
        reader.close();
    }
    return texts;
}
/** The load graph of one commit's workspace. */
class LoadIndex {
    /** Loaded file -> the files that load it. */
    loadedBy = new Map();
    /** Loads of repositories that could not be placed: label and its path inside the repository. */
    unplaced = [];
    packages;
    /** Roots of repositories inside the tree: directory -> name ('' for the main one). */
    roots;
    /** Repositories known to come from outside the tree: a load of theirs is no file here. */
    outOfTree;
    /**
     * @param files the workspace's files at the compared commit
     * @param inTree in-tree repositories Bazel itself named (WORKSPACE mode): name -> directory
     */
    constructor(files, inTree = new Map(), 
    /** Repositories Bazel named that are not in the tree (WORKSPACE mode's other rules). */
    outOfTree = []) {
        const repos = new Map(inTree);
        const mainNames = new Set(['']);
        this.outOfTree = new Set([...BUILTIN_REPOSITORIES, ...outOfTree]);
        for (const [file, text] of files.texts) {
            if (file !== 'WORKSPACE' && file !== 'WORKSPACE.bazel' && file !== 'MODULE.bazel')
                continue;
            for (const call of findCalls(text, new Set([
                'workspace',
                'module',
                'local_repository',
                'new_local_repository',
                'local_path_override',
                'bazel_dep',
            ]))) {
                const name = call.keywords.get('name') ?? call.positional[0];
                if (call.name === 'workspace' && name !== undefined)
                    mainNames.add(name);
                if (call.name === 'module') {
                    if (name !== undefined)
                        mainNames.add(name);
                    const repoName = call.keywords.get('repo_name');
                    if (repoName !== undefined)
                        mainNames.add(repoName);
                }
                const dir = call.keywords.get('path');
                if (call.name === 'local_repository' || call.name === 'new_local_repository') {
                    if (name !== undefined && dir !== undefined)
                        repos.set(name, dir);
                }
                if (call.name === 'local_path_override') {
                    const module = call.keywords.get('module_name') ?? call.positional[0];
                    if (module !== undefined && dir !== undefined)
                        repos.set(module, dir);
                }
            }
        }
        // bazel_dep(name = "m", repo_name = "r"): "r" names the module "m" here.
        for (const [file, text] of files.texts) {
            if (file !== 'MODULE.bazel')
                continue;
            for (const call of findCalls(text, new Set(['bazel_dep']))) {
                const name = call.keywords.get('name');
                const repoName = call.keywords.get('repo_name');
                if (name !== undefined && repos.has(name)) {
                    if (repoName !== undefined)
                        repos.set(repoName, repos.get(name));
                }
                else {
                    // A module from a registry: never a file of this tree.
                    if (name !== undefined)
                        this.outOfTree.add(name);
                    if (repoName !== undefined)
                        this.outOfTree.add(repoName);
                }
            }
        }
        const inTreeDirs = new Map();
        for (const [name, dir] of repos) {
            const clean = dir.replace(/^\.\/+/, '').replace(/\/+$/, '');
            if (clean === '' || clean === '.' || clean.startsWith('/') || clean.startsWith('..'))
                continue;
            inTreeDirs.set(name, clean);
        }
        // Only declared repositories are other roots: Bazel keeps a directory with its own
        // MODULE.bazel or WORKSPACE as main-repository packages unless it is declared or ignored.
        this.roots = [...new Set(inTreeDirs.values())];
        this.packages = new Set(files.paths.filter((p) => BUILD_NAMES.has((0,graphs_paths/* basename */.P8)(p))).map(graphs_paths/* dirname */.pD));
        for (const [file, text] of files.texts) {
            const names = isWorkspaceFile(file)
                ? new Set(['load', 'use_extension', 'use_repo_rule', 'include'])
                : new Set(['load']);
            for (const call of findCalls(text, names)) {
                const label = call.positional[0];
                if (label === undefined)
                    continue;
                const target = this.resolve(label, file, mainNames, inTreeDirs);
                if (target === undefined)
                    continue;
                if ('unplaced' in target) {
                    this.unplaced.push({ label, file: target.unplaced });
                    continue;
                }
                this.edge(target.file, file);
                // A file of a declared repository that Bazel also sees as main-repository packages:
                // its `//` means either, and both are followed.
                if (label.startsWith('//') && this.rootOf(file) !== '') {
                    const main = this.pathOf(label, '');
                    if (main !== undefined)
                        this.edge(main, file);
                }
            }
        }
        // A symlinked loading file loads what it points to, as Bazel reads it there.
        for (const [file, entry] of files.entries) {
            const target = files.texts.get(file);
            if (entry.mode !== '120000' || target === undefined || !isLoadingFile(file))
                continue;
            const resolved = external_node_path_.posix.normalize(external_node_path_.posix.join((0,graphs_paths/* dirname */.pD)(file), target.trim()));
            if (!resolved.startsWith('../') && !external_node_path_.posix.isAbsolute(resolved)) {
                this.edge(resolved, file);
            }
        }
    }
    /** `loader` loads `file`. */
    edge(file, loader) {
        let set = this.loadedBy.get(file);
        if (!set)
            this.loadedBy.set(file, (set = new Set()));
        set.add(loader);
    }
    /** The index for a graph's commit: Bazel's external repositories say which are in the tree. */
    static of(files, external) {
        const inTree = new Map();
        const outOfTree = [];
        for (const repo of external.values()) {
            if (repo.path !== undefined)
                inTree.set(repo.name, repo.path);
            else
                outOfTree.push(repo.name);
        }
        return new LoadIndex(files, inTree, outOfTree);
    }
    /** The root of the repository a file belongs to: the deepest in-tree one, else the main one. */
    rootOf(file) {
        let best = '';
        for (const root of this.roots) {
            if (file.startsWith(`${root}/`) && root.length > best.length)
                best = root;
        }
        return best;
    }
    /** The package a file belongs to: the deepest directory with a build file, inside its repository. */
    packageOf(file) {
        const root = this.rootOf(file);
        for (let dir = (0,graphs_paths/* dirname */.pD)(file);; dir = (0,graphs_paths/* dirname */.pD)(dir)) {
            if (this.packages.has(dir))
                return dir;
            if (dir === root || dir === '')
                return root;
        }
    }
    /**
     * The workspace-relative file a load label names from `from`; `unplaced` with the path inside
     * the repository for a repository the action cannot place; undefined for one outside the tree.
     */
    resolve(label, from, mainNames, inTree) {
        let root;
        let rest;
        const repo = /^@@?([^/]*)\/\/(.*)$/.exec(label);
        if (repo) {
            const name = repo[1];
            rest = `//${repo[2]}`;
            if (mainNames.has(name))
                root = '';
            else if (inTree.has(name))
                root = inTree.get(name);
            else if (this.outOfTree.has(name))
                return undefined;
            else {
                const inside = this.pathOf(rest, '');
                return inside === undefined ? undefined : { unplaced: inside };
            }
        }
        else if (label.startsWith('//')) {
            root = this.rootOf(from);
            rest = label;
        }
        else {
            // `:f.bzl` and `f.bzl`: in the loading file's package.
            const name = label.startsWith(':') ? label.slice(1) : label;
            return { file: join(this.packageOf(from), name) };
        }
        const inside = this.pathOf(rest, root);
        return inside === undefined ? undefined : { file: inside };
    }
    /** `//p:f.bzl` (or `//p` as `//p:p`) as a path under `root`. */
    pathOf(label, root) {
        const body = label.slice(2);
        const colon = body.indexOf(':');
        const pkg = colon === -1 ? body : body.slice(0, colon);
        const name = colon === -1 ? (0,graphs_paths/* basename */.P8)(body) : body.slice(colon + 1);
        if (name === '')
            return undefined;
        return join(root, pkg, name);
    }
    /** What loads `file` (workspace-relative), directly or through other `.bzl` files. */
    loaders(file) {
        const out = { packages: new Set(), repositoryDirs: new Set() };
        const seen = new Set([file]);
        const queue = [file];
        for (let i = 0; i < queue.length; i++) {
            const at = queue[i];
            const maybe = this.unplaced.find((u) => at === u.file || at.endsWith(`/${u.file}`));
            if (maybe && out.unplaced === undefined)
                out.unplaced = maybe.label;
            for (const loader of this.loadedBy.get(at) ?? []) {
                if (seen.has(loader))
                    continue;
                seen.add(loader);
                if (isWorkspaceFile(loader)) {
                    out.workspaceFile ??= loader;
                }
                else if (BUILD_NAMES.has((0,graphs_paths/* basename */.P8)(loader))) {
                    // A declared repository's build file may also be a main-repository package.
                    out.packages.add((0,graphs_paths/* dirname */.pD)(loader));
                    const root = this.rootOf(loader);
                    if (root !== '')
                        out.repositoryDirs.add(root);
                }
                else {
                    queue.push(loader);
                }
            }
        }
        return out;
    }
}
/** `.bazelignore`'s directories (comments and blank lines dropped), workspace-relative. */
function parseBazelIgnore(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line
        .trim()
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, ''))
        .filter((line) => line !== '' && !line.startsWith('#'));
}

;// CONCATENATED MODULE: ./src/targets/graphs/bazel/impact.ts

/** A rule's number in a compact graph's kinds. */
const RULE = KINDS.indexOf('rule');



/** Files at the Bazel workspace root that change how everything is built. */
const EVERYTHING_FILES = new Set([
    'WORKSPACE',
    'WORKSPACE.bazel',
    'WORKSPACE.bzlmod',
    'MODULE.bazel',
    'MODULE.bazel.lock',
    'REPO.bazel',
    '.bazelversion',
    '.bazeliskrc',
    '.bazelignore',
    'tools/bazel',
]);
/** The nearest package enclosing `dir` (itself included); undefined when none does. */
function enclosingPackage(packages, dir) {
    for (let d = dir;; d = (0,graphs_paths/* dirname */.pD)(d)) {
        if (packages.has(d))
            return d;
        if (d === '')
            return undefined;
    }
}
/** The label a workspace-relative file has, given the packages; undefined outside every package. */
function labelOf(packages, file) {
    const pkg = enclosingPackage(packages, (0,graphs_paths/* dirname */.pD)(file));
    if (pkg === undefined)
        return undefined;
    return `//${pkg}:${pkg === '' ? file : file.slice(pkg.length + 1)}`;
}
/** The file a main-repository label names (`//a:b/c.txt` -> `a/b/c.txt`). */
function fileOfLabel(label) {
    const pkg = packageOf(label);
    if (pkg === undefined)
        return undefined;
    const name = label.slice(label.indexOf(':') + 1);
    return pkg === '' ? name : `${pkg}/${name}`;
}
/**
 * Seed from the changed paths, close over reverse dependencies, add the conflict keys. Pure: the
 * graph and the changes in, the impact out.
 */
/**
 * Why every target is impacted whatever the graph says, or undefined: a changed file in the Bazel
 * workspace that configures every target (WORKSPACE, MODULE.bazel and its segments, an rc file,
 * `.bazelversion`, ...). Known from the changed files alone, so a query still running can be
 * stopped (bazelTargets).
 */
function workspaceWideChange(changed, workspacePath) {
    const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
    for (const change of changed) {
        if (!change.path.startsWith(prefix))
            continue;
        const rel = change.path.slice(prefix.length);
        const name = (0,graphs_paths/* basename */.P8)(rel);
        if (EVERYTHING_FILES.has(rel) ||
            name === '.bazelrc' ||
            name.endsWith('.bazelrc') ||
            // MODULE.bazel's segments (`include()`), wherever they are.
            name.endsWith('.MODULE.bazel')) {
            return `${change.path} changed, which configures every Bazel target`;
        }
    }
    return undefined;
}
function bazelImpact(input) {
    const { graph } = input;
    const { labels } = graph;
    const impacted = new Map();
    const unseen = [];
    // Seeds by target number, in the order found (the first reason found for a target is kept).
    const seeds = new Map();
    const seed = (id, why) => {
        if (!seeds.has(id))
            seeds.set(id, why);
    };
    const seedPackage = (pkg, why) => {
        const [from, to] = packageTargets(graph, pkg);
        for (let id = from; id < to; id++)
            seed(id, why);
    };
    if (graph.packagesWithErrors.length > 0) {
        return {
            impacted,
            unseen,
            all: `Bazel reports errors in package ${graph.packagesWithErrors.map((p) => `//${p}`).join(', ')}`,
        };
    }
    const wide = workspaceWideChange(input.changed, input.workspacePath);
    if (wide !== undefined)
        return { impacted, unseen, all: wide };
    // In-tree external repositories: the directories and files that feed each one.
    const repositoryDirs = [];
    const repositoryFiles = new Map();
    for (const repo of graph.external.values()) {
        const dir = repo.path?.replace(/^\.\/+/, '').replace(/\/+$/, '');
        if (dir !== undefined &&
            dir !== '' &&
            dir !== '.' &&
            !dir.startsWith('/') &&
            !dir.startsWith('..')) {
            repositoryDirs.push({ dir, repository: repo.name });
        }
        for (const label of repo.labels) {
            const file = fileOfLabel(label);
            if (file !== undefined)
                repositoryFiles.set(file, repo.name);
        }
    }
    const changedRepositories = new Map();
    // Packages at the base revision, for the conflict keys' labels there: the merge commit's,
    // less packages the change added, plus those it deleted.
    const basePackages = new Set(graph.packages);
    const buildChanges = [];
    const prefix = input.workspacePath === '' ? '' : `${input.workspacePath}/`;
    for (const change of input.changed) {
        if (!change.path.startsWith(prefix)) {
            if (!input.ignored(change.path)) {
                unseen.push({
                    file: change.path,
                    why: `it lies outside the Bazel workspace ${input.workspacePath}`,
                });
            }
            continue;
        }
        const rel = change.path.slice(prefix.length);
        const name = (0,graphs_paths/* basename */.P8)(rel);
        if (BUILD_NAMES.has(name) && hiddenBy(input.bazelIgnored, rel) === undefined) {
            buildChanges.push({ dir: (0,graphs_paths/* dirname */.pD)(rel), status: change.status, file: change.path });
        }
    }
    for (const b of buildChanges) {
        if (b.status === 'A')
            basePackages.delete(b.dir);
        if (b.status === 'D')
            basePackages.add(b.dir);
    }
    for (const b of buildChanges) {
        // The package's other BUILD file may remain: it is still a package then.
        if (b.status === 'D' && !graph.packages.has(b.dir)) {
            return {
                impacted,
                unseen,
                all: `${b.file} was deleted: the package //${b.dir} is gone, and its old targets are unknown at the merge commit`,
            };
        }
    }
    for (const change of input.changed) {
        if (!change.path.startsWith(prefix))
            continue;
        const rel = change.path.slice(prefix.length);
        const file = change.path;
        if (input.ignored(file))
            continue;
        // Files that feed an in-tree external repository.
        const repository = repositoryFiles.get(rel) ?? repositoryDirs.find((r) => (0,graphs_paths/* under */.hG)(rel, r.dir))?.repository;
        // A file may feed a repository and be a main-repository target too: both are seeded.
        if (repository !== undefined && !changedRepositories.has(repository)) {
            changedRepositories.set(repository, file);
        }
        const hidden = hiddenBy(input.bazelIgnored, rel);
        if (hidden !== undefined) {
            if (repository === undefined) {
                unseen.push({
                    file,
                    why: `.bazelignore hides ${hidden} from Bazel, and no in-tree repository takes it`,
                });
            }
            continue;
        }
        const name = (0,graphs_paths/* basename */.P8)(rel);
        const dir = (0,graphs_paths/* dirname */.pD)(rel);
        if (BUILD_NAMES.has(name)) {
            if (graph.packages.has(dir)) {
                seedPackage(dir, { how: 'build-file', file });
                if (change.status === 'A' && dir !== '') {
                    // The new package takes files from its parent's globs.
                    const parent = enclosingPackage(graph.packages, (0,graphs_paths/* dirname */.pD)(dir));
                    if (parent !== undefined)
                        seedPackage(parent, { how: 'parent-of-new-package', file });
                }
            }
            continue;
        }
        const label = labelOf(graph.packages, rel);
        const id = label === undefined ? -1 : targetId(graph, label);
        if (rel.endsWith('.bzl') || rel.endsWith('.scl')) {
            const loaded = bzlLoaders(input, rel, label, file, repositoryDirs);
            if (typeof loaded === 'string')
                return { impacted, unseen, all: loaded };
            for (const pkg of loaded.packages)
                seedPackage(pkg, { how: 'bzl', file });
            for (const repo of loaded.repositories) {
                if (!changedRepositories.has(repo))
                    changedRepositories.set(repo, file);
            }
            // A .bzl file a rule takes as a source (bzl_library, exports_files) is a target too.
            if (id >= 0)
                seed(id, { how: 'file', file });
            continue;
        }
        if (id >= 0) {
            seed(id, { how: 'file', file });
            continue;
        }
        if (change.status === 'D') {
            const pkg = enclosingPackage(graph.packages, dir);
            if (pkg !== undefined) {
                // A glob may have taken it: every target of its package.
                seedPackage(pkg, { how: 'deleted', file });
                continue;
            }
        }
        if (repository !== undefined)
            continue;
        unseen.push({
            file,
            why: label === undefined
                ? 'no Bazel package encloses it'
                : `it is not a target of //${packageOf(label)} (no rule uses it)`,
        });
    }
    // Rules of an in-tree repository's users; rules whose inputs the change removed (dangling:
    // a label of a changed package, or of a deleted file, that is no target any more). Only the
    // labels that are no target can be either: the labels after the targets.
    const { start, dependents } = reverseEdges(graph);
    const takesAsInput = (target, label) => {
        for (let i = graph.inputStart[target]; i < graph.inputStart[target + 1]; i++) {
            if (graph.inputs[i] === label)
                return true;
        }
        return false;
    };
    const changedFiles = new Set(input.changed.map((c) => c.path.slice(prefix.length)));
    const changedPackages = new Set(buildChanges.map((b) => b.dir));
    const dangling = new Set();
    const anyRepository = changedRepositories.size > 0;
    for (let l = graph.targetCount; l < labels.length; l++) {
        const dep = labels[l];
        let why;
        if (dep.charCodeAt(0) === 64 /* @ */) {
            const repo = anyRepository ? repositoryOf(dep) : undefined;
            if (repo !== undefined && changedRepositories.has(repo)) {
                why = { how: 'external', file: changedRepositories.get(repo), repository: repo };
            }
        }
        else if (dep.startsWith('//') &&
            (changedPackages.has(packageOf(dep)) || changedFiles.has(fileOfLabel(dep)))) {
            why = { how: 'dangling', label: dep };
        }
        if (why === undefined)
            continue;
        for (let i = start[l]; i < start[l + 1]; i++) {
            // A rule's input (not a generated file's rule, not an included group).
            const target = dependents[i];
            if (!takesAsInput(target, l))
                continue;
            if (why.how === 'dangling')
                dangling.add(dep);
            seed(target, why);
        }
    }
    // The reverse closure, breadth first, remembering the way back to a seed.
    const parent = new Int32Array(labels.length).fill(-2); // -2: not reached; -1: a seed
    const root = new Int32Array(labels.length); // the seed each reached label traces back to
    const queue = [];
    for (const id of seeds.keys()) {
        parent[id] = -1;
        root[id] = id;
        queue.push(id);
    }
    for (let q = 0; q < queue.length; q++) {
        const at = queue[q];
        for (let i = start[at]; i < start[at + 1]; i++) {
            const next = dependents[i];
            if (parent[next] !== -2)
                continue;
            parent[next] = at;
            root[next] = root[at];
            queue.push(next);
        }
    }
    /** The seed a reached target traces back to. */
    const seedOf = (id) => seeds.get(root[id]);
    // What toolchain resolution may pick: the toolchain, platform and constraint rules and all
    // they name (a toolchain's `toolchain` is no query edge), with their dependencies.
    const picked = new Int32Array(labels.length).fill(-1);
    const pending = [];
    for (const t of graph.refs.keys()) {
        picked[t] = t;
        pending.push(t);
    }
    for (let i = 0; i < pending.length; i++) {
        const at = pending[i];
        if (at >= graph.targetCount)
            continue;
        const next = Array.from(graph.inputs.subarray(graph.inputStart[at], graph.inputStart[at + 1]));
        next.push(...(graph.refs.get(at) ?? []));
        if (graph.generatingRule[at] >= 0)
            next.push(graph.generatingRule[at]);
        for (const id of next) {
            if (picked[id] >= 0)
                continue;
            picked[id] = picked[at];
            pending.push(id);
        }
    }
    const rules = [];
    for (const id of queue) {
        const toolchain = picked[id];
        if (toolchain >= 0) {
            const s = seedOf(id);
            const from = s.how === 'dangling' ? s.label : s.file;
            const c = graph.ruleClass[toolchain];
            const picker = c >= 0 ? graph.classes[c] : 'toolchain';
            return {
                impacted,
                unseen,
                all: `the change reaches ${labels[toolchain]} (a ${picker}) from ${from}: toolchain resolution picks it, and no query edge says which targets use it`,
            };
        }
        if (graph.kinds[id] === RULE)
            rules.push(id);
    }
    // Target numbers are the labels' sorted order: the rules reached, sorted, cost no string sort.
    const reached = Int32Array.from(rules).sort();
    const isReached = (label) => {
        const id = targetId(graph, label);
        return id >= 0 && graph.kinds[id] === RULE && parent[id] !== -2;
    };
    // Conflict keys: a new edge (a rule in a changed BUILD file taking a new input) and a moved
    // file must meet another pull request's change to that input or file in the queue.
    const conflicts = new Map();
    const conflictKey = (label, seed) => {
        if (!conflicts.has(label) && !isReached(label)) {
            conflicts.set(label, { kind: 'bazel', seed, via: [] });
        }
    };
    for (const b of buildChanges) {
        if (!graph.packages.has(b.dir))
            continue;
        const [from, to] = packageTargets(graph, b.dir);
        for (let t = from; t < to; t++) {
            if (graph.kinds[t] !== RULE)
                continue;
            for (let i = graph.inputStart[t]; i < graph.inputStart[t + 1]; i++) {
                const dep = labels[graph.inputs[i]];
                if (dep.startsWith('//') && !dangling.has(dep)) {
                    conflictKey(dep, { how: 'conflict-key', file: b.file, rule: labels[t] });
                }
            }
        }
    }
    for (const change of input.changed) {
        if (!change.path.startsWith(prefix) || input.ignored(change.path))
            continue;
        const rel = change.path.slice(prefix.length);
        if (hiddenBy(input.bazelIgnored, rel) !== undefined)
            continue;
        for (const packages of [graph.packages, basePackages]) {
            const label = labelOf(packages, rel);
            if (label !== undefined)
                conflictKey(label, { how: 'conflict-key', file: change.path });
        }
    }
    // The impacted labels in sorted order: the rules reached merged with the conflict keys.
    const keys = [...conflicts.keys()].sort();
    let k = 0;
    for (const id of reached) {
        const label = labels[id];
        for (; k < keys.length && keys[k] < label; k++)
            impacted.set(keys[k], conflicts.get(keys[k]));
        impacted.set(label, new Reached(seedOf(id), id, parent, labels));
    }
    for (; k < keys.length; k++)
        impacted.set(keys[k], conflicts.get(keys[k]));
    return { impacted, unseen, rules: reached };
}
/**
 * Why a reached target is impacted: its seed, and the way back to it (`via`), worked out only
 * when asked: the log and the summary name a few targets, and a large change reaches thousands.
 */
class Reached {
    seed;
    kind = 'bazel';
    #id;
    #parent;
    #labels;
    #via;
    constructor(seed, id, parent, labels) {
        this.seed = seed;
        this.#id = id;
        this.#parent = parent;
        this.#labels = labels;
    }
    get via() {
        if (!this.#via) {
            this.#via = [];
            for (let at = this.#parent[this.#id]; at >= 0; at = this.#parent[at]) {
                this.#via.push(this.#labels[at]);
            }
        }
        return this.#via;
    }
}
/**
 * What loads a changed `.bzl` file: the packages whose build files load it (from the files, and
 * from the XML), and the in-tree repositories whose build files do; or why that makes the upload
 * ALL (a workspace file loads it, nothing does, or a repository the action cannot place may).
 */
function bzlLoaders(input, rel, label, file, repositoryDirs) {
    if (input.loads && 'failed' in input.loads) {
        return `${file} changed, and which build files load it could not be read from git: ${input.loads.failed}`;
    }
    const packages = new Set(label === undefined ? [] : (input.graph.loadedBy.get(label) ?? []));
    const repositories = [];
    const found = input.loads?.loaders(rel);
    if (found) {
        if (found.workspaceFile !== undefined) {
            return `${file} changed and ${found.workspaceFile} loads it (directly or through other .bzl files), which configures every Bazel target`;
        }
        if (found.unplaced !== undefined) {
            return `${file} changed and a load of ${found.unplaced} may name it: that repository is neither the main one nor one that can be placed in the tree`;
        }
        for (const pkg of found.packages)
            if (input.graph.packages.has(pkg))
                packages.add(pkg);
        for (const dir of found.repositoryDirs) {
            const repo = repositoryDirs.find((r) => r.dir === dir)?.repository;
            if (repo === undefined) {
                return `${file} changed and the build files of ${dir}, another Bazel repository inside this one, load it; no known repository rule takes that directory`;
            }
            repositories.push(repo);
        }
    }
    if (packages.size === 0 && repositories.length === 0) {
        return `${file} changed and no BUILD file loads it, so WORKSPACE, MODULE.bazel, a repository rule or a module extension may (a query cannot follow those)`;
    }
    return { packages, repositories };
}
/**
 * The impacted rules whose class matches `kinds` (a regular expression matched whole), sorted:
 * the rules reached, and any conflict key that is such a rule.
 */
function testTargets(graph, impact, kinds) {
    const matches = graph.classes.map((c) => kinds.test(c));
    const isTest = (id) => graph.kinds[id] === RULE && matches[graph.ruleClass[id]] === true;
    const out = [];
    for (const id of impact.rules ?? [])
        if (isTest(id))
            out.push(graph.labels[id]);
    let keys = false;
    for (const [label, why] of impact.impacted) {
        if (why.seed.how !== 'conflict-key')
            continue;
        const id = targetId(graph, canonicalLabel(label));
        if (id >= 0 && isTest(id)) {
            out.push(label);
            keys = true;
        }
    }
    return keys ? [...new Set(out)].sort() : out;
}


// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./src/find-on-path.ts
var find_on_path = __webpack_require__(8986);
// EXTERNAL MODULE: ./src/targets/graphs/cache/bytes.ts
var cache_bytes = __webpack_require__(5408);
;// CONCATENATED MODULE: ./src/targets/graphs/bazel/cache.ts
/**
 * The Bazel graph cache: the graph a query gave, kept under a key that hashes every input of
 * Bazel's loading phase, so that a pull request whose graph inputs match a stored entry needs no
 * Bazel at all, and one whose inputs differ in a few packages re-queries only those.
 *
 * The key covers: every path under the workspace at the commit (globs see additions and
 * deletions); the blob of every build file, `.bzl` file, WORKSPACE and MODULE file, rc file, version pin
 * and symlink, and of every file a label in WORKSPACE, MODULE.bazel or a `.bzl` file names (a
 * repository rule may read it); the rc files Bazel reads outside the tree; the Bazel binary and
 * the inputs that shape the query; and the entry format. A wrong hit would be an under-report:
 * where the action cannot tell what Bazel reads, the cache is not used, and the log says why.
 *
 * An entry is a commit's own graph, read from git objects alone on a hit: it is saved only from a
 * work tree that is the commit and holds no untracked file Bazel would see (untrackedFiles), so a
 * hit needs no look at the work tree at all.
 */













/** Bumped whenever the entry's shape or the key's meaning changes: older entries then miss. */
const CACHE_FORMAT = 3;
/** The most an entry may hold once inflated: a larger one is hostile or broken, and a miss. */
const MAX_ENTRY_BYTES = 512 * 1024 * 1024;
const sha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
/** The Bazel binary as found: its real path, size and time; undefined when it is not found. */
function binaryIdentity(bazel, cwd, env) {
    const found = bazel.includes('/') ? external_node_path_.resolve(cwd, bazel) : (0,find_on_path/* findOnPath */.a)(bazel, env.PATH);
    if (found === undefined)
        return undefined;
    try {
        const stat = (0,external_node_fs_.statSync)(found);
        return `${(0,external_node_fs_.realpathSync)(found)} ${stat.size} ${stat.mtimeMs}`;
    }
    catch {
        return undefined;
    }
}
/**
 * The rc files Bazel reads (system, workspace, home, `--bazelrc`), with every import they make,
 * as `path sha256` lines; or why they cannot be told (an import the action cannot resolve).
 */
function rcFiles(settings, cwd, env) {
    const options = settings.startupOptions;
    const has = (flag) => options.includes(flag);
    if (has('--ignore_all_rc_files'))
        return ['--ignore_all_rc_files'];
    const roots = [];
    if (!has('--nosystem_rc'))
        roots.push('/etc/bazel.bazelrc');
    if (!has('--noworkspace_rc'))
        roots.push(external_node_path_.join(cwd, '.bazelrc'));
    if (!has('--nohome_rc'))
        roots.push(external_node_path_.join(env.HOME ?? external_node_os_.homedir(), '.bazelrc'));
    for (const option of options) {
        const match = /^--bazelrc=(.+)$/.exec(option);
        if (match)
            roots.push(external_node_path_.resolve(cwd, match[1]));
    }
    const lines = [];
    const seen = new Set();
    const visit = (file, depth) => {
        if (seen.has(file) || depth > 20)
            return undefined;
        seen.add(file);
        let text;
        try {
            text = (0,external_node_fs_.readFileSync)(file, 'utf8');
        }
        catch {
            lines.push(`${file} missing`);
            return undefined;
        }
        lines.push(`${file} ${sha256(text)}`);
        for (const line of text.split(/\r?\n/)) {
            const m = /^\s*(try-)?import\s+(.+?)\s*$/.exec(line);
            if (!m)
                continue;
            const target = m[2].replace(/^"(.*)"$/, '$1').replace(/%workspace%/g, cwd);
            if (target.includes('%')) {
                return `${file} imports ${m[2]}, a path that cannot be resolved`;
            }
            const why = visit(external_node_path_.resolve(external_node_path_.dirname(file), target), depth + 1);
            if (why)
                return why;
        }
        return undefined;
    };
    for (const root of roots) {
        const why = visit(root, 0);
        if (why)
            return { off: why };
    }
    return lines;
}
/** Files named by main-repository labels in WORKSPACE, MODULE and `.bzl` files. */
function labelledFiles(files) {
    const out = new Set();
    for (const [file, text] of files.texts) {
        if (!file.endsWith('.bzl') && !isWorkspaceFile(file))
            continue;
        for (const match of text.matchAll(/["'](?:@@?|@[A-Za-z0-9_.~+-]*)?\/\/([^"':]*)(?::([^"']+))?["']/g)) {
            const pkg = match[1];
            const name = match[2] ?? (0,graphs_paths/* basename */.P8)(pkg);
            out.add(pkg === '' ? name : `${pkg}/${name}`);
        }
    }
    return out;
}
/**
 * The cache key for the graph of `commit`, from its git objects and what Bazel reads outside the
 * tree (rc files, the binary, the inputs). Throws GitError.
 */
async function cacheKey(settings, ctx) {
    const cwd = external_node_path_.join(ctx.repository, settings.workspacePath);
    const binary = binaryIdentity(settings.path, cwd, ctx.env);
    if (binary === undefined)
        return { off: `${settings.path} was not found` };
    const rc = rcFiles(settings, cwd, ctx.env);
    if ('off' in rc)
        return rc;
    const tree = await listBazelTree(ctx.git, ctx.commit, settings.workspacePath);
    const pin = tree.entries.has('.bazelversion') || ctx.env.USE_BAZEL_VERSION !== undefined;
    if (!pin && !settings.path.includes('/')) {
        return {
            off: `Bazel's version is not pinned: bazel-path is ${settings.path} from PATH (bazelisk picks the newest release when there is no .bazelversion), so a stored graph may come from another Bazel. Add .bazelversion to use the graph cache`,
        };
    }
    const { entries, paths } = tree;
    // The key needs the texts of the files labels may be in (WORKSPACE, MODULE, .bzl) and of
    // symlinks (the path each points to); build files' texts only when loads are followed
    // (withBuildTexts): an exact hit reads none of them.
    const inputs = new Map();
    const loading = [];
    for (const [file, e] of entries) {
        inputs.set(file, e.oid);
        if (!BUILD_NAMES.has((0,graphs_paths/* basename */.P8)(file)))
            loading.push([file, e]);
    }
    const texts = await readTexts(ctx.git, ctx.repository, ctx.commit, loading);
    const files = { paths, entries, texts };
    for (const file of labelledFiles(files)) {
        const e = entries.get(file) ?? tree.lookup(file);
        inputs.set(file, e ? e.oid : 'absent');
    }
    const config = sha256(JSON.stringify([
        CACHE_FORMAT,
        binary,
        settings.path,
        ctx.env.USE_BAZEL_VERSION ?? '',
        settings.startupOptions,
        settings.options,
        settings.workspacePath,
        settings.ignore,
        rc,
    ])).slice(0, 24);
    // Paths and names hold no NUL: joined by it, two listings hash alike only when they are alike
    // (both in git's order, the labelled files after, as read).
    const hash = (0,external_node_crypto_.createHash)('sha256').update(paths.join('\0')).update('\0\0');
    inputs.forEach((oid, file) => hash.update(`${file}\0${oid}\0`));
    const inputsHash = hash.digest('hex').slice(0, 32);
    const keyPrefix = `mq-bazel-graph-v${CACHE_FORMAT}-${config}-`;
    let listing;
    return {
        key: `${keyPrefix}${inputsHash}`,
        prefix: keyPrefix,
        // Made when a near hit or a save needs it: an exact hit does not.
        get listing() {
            return (listing ??= { paths, inputs: Object.fromEntries(inputs) });
        },
        files,
    };
}
/**
 * Untracked files under the workspace that Bazel's globs would see (not Bazel's own convenience
 * symlinks, not what .bazelignore hides), at most `limit`, and of those only the ones `keep`
 * takes (given the path under the workspace): a graph queried in a work tree that has any is
 * not the commit's own, and is not saved. Throws GitError.
 */
async function untrackedFiles(git, workspacePath, ignored, limit = 3, keep = () => true) {
    const listing = await git.run(workspacePath === ''
        ? ['ls-files', '-o', '-z', '--full-name']
        : ['ls-files', '-o', '-z', '--full-name', '--', workspacePath]);
    const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
    const found = [];
    for (const full of listing.split('\0')) {
        if (full === '' || !full.startsWith(prefix))
            continue;
        const file = full.slice(prefix.length);
        if (!file.includes('/') && file.startsWith('bazel-'))
            continue;
        if (hiddenBy(ignored, file) !== undefined || !keep(file))
            continue;
        found.push(full);
        if (found.length >= limit)
            break;
    }
    return found;
}
/**
 * The workspace's files with the texts of their build files read too (cacheKey leaves them out),
 * for following loads: a near hit's refresh, a changed .bzl file's loaders.
 */
async function withBuildTexts(files, ctx) {
    const missing = [...files.entries].filter(([file]) => BUILD_NAMES.has((0,graphs_paths/* basename */.P8)(file)) && !files.texts.has(file));
    if (missing.length === 0)
        return files;
    const texts = await readTexts(ctx.git, ctx.repository, ctx.commit, missing);
    return { ...files, texts: new Map([...files.texts, ...texts]) };
}
// The entry, gzipped: a magic line, the length of a JSON header, the header (what is small:
// the commit, the rule classes, the repositories, …, and each section's length), then the
// sections, raw: string lists with each name ended by NUL (no path or label holds one),
// numbers as little-endian 32-bit integers. Reading it back parses a few kilobytes of JSON and
// copies the rest, whatever the repository's size.
const MAGIC = 'mq-bazel-graph\n';
/** The sections, in their order in the entry. */
const SECTIONS = [
    'labels',
    'kinds',
    'ruleClass',
    'inputStart',
    'inputs',
    'generatingRule',
    'packages',
    'paths',
    'inputFiles',
    'inputOids',
];
const External = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    ruleClass: schemas/* string */.YjP(),
    path: schemas/* string */.YjP().optional(),
    labels: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const Header = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(CACHE_FORMAT),
    key: schemas/* string */.YjP(),
    commit: schemas/* string */.YjP(),
    savedAt: schemas/* string */.YjP(),
    targetCount: schemas/* number */.aig().int().nonnegative(),
    classes: schemas/* array */.YOg(schemas/* string */.YjP()),
    includes: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* array */.YOg(schemas/* number */.aig().int())])),
    refs: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* array */.YOg(schemas/* number */.aig().int())])),
    loadedBy: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())])),
    packagesWithErrors: schemas/* array */.YOg(schemas/* string */.YjP()),
    external: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* string */.YjP(), External])),
    sections: schemas/* array */.YOg(schemas/* number */.aig().int().nonnegative()).length(SECTIONS.length),
});
/** No control character (NUL ends each name of a list): a name with one is no Bazel's. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0001-\u001f\u007f]/;
/**
 * A list's text (each name ended by NUL), or why it cannot be trusted: a name with a control
 * character, or a last name with no end.
 */
function listText(bytes) {
    const text = bytes.toString('utf8');
    if (text !== '' && !text.endsWith('\0'))
        return { bad: 'a list of its names does not end' };
    const control = CONTROL.exec(text);
    if (!control)
        return { text };
    const from = text.lastIndexOf('\0', control.index) + 1;
    const to = text.indexOf('\0', control.index);
    const name = text.slice(from, to === -1 ? undefined : to).slice(0, 80);
    return {
        bad: `it holds a name with a control character (${JSON.stringify(name).replaceAll('\u007f', '\\u007f')})`,
    };
}
/**
 * The names of a checked list's text. Each name is ended, not separated, by NUL: a list whose
 * one name is empty (the root package, '') is then not the empty list (format 2 read both as
 * none, so a repository whose one package is the root one never had a target list from the
 * cache).
 */
const namesOf = (text) => (text === '' ? [] : text.slice(0, -1).split('\0'));
/** A list, each name ended by NUL. */
const joined = (values) => Buffer.from([...values].map((value) => `${value}\0`).join(''), 'utf8');
/** Every string in the header (a few: its names are checked one by one). */
function headerStrings(value) {
    if (typeof value === 'string')
        return [value];
    if (Array.isArray(value))
        return value.flatMap(headerStrings);
    if (typeof value === 'object' && value !== null) {
        return Object.values(value).flatMap(headerStrings);
    }
    return [];
}
/** The stored graph as the compact graph, or why it is not one a query could give. */
function readGraph(h, labels, packages, bytes) {
    const shape = (why) => `it does not have the entry's shape (graph: ${why})`;
    const n = h.targetCount;
    if (n > labels.length)
        return shape('more targets than labels');
    for (let t = 0; t < n; t++) {
        const label = labels[t];
        if (!label.startsWith('//')) {
            return `it holds ${JSON.stringify(label.slice(0, 80))}, no main-repository label`;
        }
        // Sorted, each once: a package's targets are then a range (packageTargets).
        if (t > 0 && !(labels[t - 1] < label))
            return shape('the targets are not sorted');
    }
    const kinds = new Uint8Array(bytes('kinds'));
    const ruleClass = (0,cache_bytes/* int32s */.S4)(bytes('ruleClass'));
    const inputStart = (0,cache_bytes/* int32s */.S4)(bytes('inputStart'));
    const inputs = (0,cache_bytes/* int32s */.S4)(bytes('inputs'));
    const generatingRule = (0,cache_bytes/* int32s */.S4)(bytes('generatingRule'));
    if (kinds.length !== n ||
        ruleClass?.length !== n ||
        inputStart?.length !== n + 1 ||
        inputs === undefined ||
        generatingRule?.length !== n) {
        return shape('arrays of the wrong length');
    }
    const isLabel = (id) => id >= 0 && id < labels.length;
    for (let t = 0; t < n; t++) {
        if (kinds[t] >= KINDS.length)
            return shape(`${labels[t]}'s kind`);
        if (ruleClass[t] < -1 || ruleClass[t] >= h.classes.length) {
            return shape(`${labels[t]}'s rule class`);
        }
        if (generatingRule[t] !== -1 && !isLabel(generatingRule[t])) {
            return shape(`${labels[t]}'s generating rule`);
        }
        if (inputStart[t] > inputStart[t + 1])
            return shape(`${labels[t]}'s inputs`);
    }
    if (inputStart[0] !== 0 || inputStart[n] !== inputs.length)
        return shape("the inputs' ends");
    for (let i = 0; i < inputs.length; i++) {
        if (!isLabel(inputs[i]))
            return shape('an input that is no label');
    }
    for (const table of [h.includes, h.refs]) {
        for (const [t, ids] of table) {
            if (t < 0 || t >= n || !ids.every(isLabel))
                return shape('a target number out of range');
        }
    }
    return {
        labels,
        targetCount: n,
        kinds,
        classes: h.classes,
        ruleClass,
        inputStart,
        inputs,
        generatingRule,
        includes: new Map(h.includes),
        refs: new Map(h.refs),
        packages: new Set(packages),
        loadedBy: new Map(h.loadedBy.map(([bzl, pkgs]) => [bzl, new Set(pkgs)])),
        packagesWithErrors: h.packagesWithErrors,
        external: new Map(h.external.map(([name, x]) => [name, x])),
    };
}
/** The entry's bytes: the graph and the listing it was made from, gzipped. */
function encodeEntry(entry) {
    const g = entry.graph;
    const inputFiles = Object.keys(entry.listing.inputs);
    const sections = {
        labels: joined(g.labels),
        kinds: Buffer.from(g.kinds),
        ruleClass: (0,cache_bytes/* int32Bytes */.A_)(g.ruleClass),
        inputStart: (0,cache_bytes/* int32Bytes */.A_)(g.inputStart),
        inputs: (0,cache_bytes/* int32Bytes */.A_)(g.inputs),
        generatingRule: (0,cache_bytes/* int32Bytes */.A_)(g.generatingRule),
        packages: joined(g.packages),
        paths: joined(entry.listing.paths),
        inputFiles: joined(inputFiles),
        inputOids: joined(inputFiles.map((file) => entry.listing.inputs[file])),
    };
    const header = Buffer.from(JSON.stringify({
        format: CACHE_FORMAT,
        key: entry.key,
        commit: entry.commit,
        savedAt: entry.savedAt,
        targetCount: g.targetCount,
        classes: g.classes,
        includes: [...g.includes],
        refs: [...g.refs],
        loadedBy: [...g.loadedBy].map(([bzl, pkgs]) => [bzl, [...pkgs]]),
        packagesWithErrors: g.packagesWithErrors,
        external: [...g.external],
        sections: SECTIONS.map((name) => sections[name].length),
    }), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    return (0,external_node_zlib_.gzipSync)(Buffer.concat([Buffer.from(MAGIC), length, header, ...SECTIONS.map((name) => sections[name])]));
}
/** The entry in `data`, or why it cannot be trusted (a miss, with a warning). */
function decodeEntry(data, maxBytes = MAX_ENTRY_BYTES) {
    let bytes;
    try {
        bytes = (0,external_node_zlib_.gunzipSync)(data, { maxOutputLength: maxBytes });
    }
    catch (error) {
        return { bad: `it does not inflate (${(0,src_format/* errorMessage */.gJ)(error)})` };
    }
    const magic = Buffer.from(MAGIC);
    if (bytes.length < magic.length + 4 || !bytes.subarray(0, magic.length).equals(magic)) {
        // Format 1 was JSON through and through.
        const older = /^\{"format":(\d+)[,}]/.exec(bytes.toString('utf8', 0, 32));
        if (older && Number(older[1]) !== CACHE_FORMAT) {
            return { bad: `its format is ${older[1]}, not ${CACHE_FORMAT}` };
        }
        return { bad: 'it is no graph entry (its first bytes)' };
    }
    const read = (0,cache_bytes/* entryHeader */.Io)(bytes, magic.length);
    if ('bad' in read)
        return read;
    const { header: raw, end: headerEnd } = read;
    const format = raw?.format;
    if (format !== CACHE_FORMAT) {
        return { bad: `its format is ${JSON.stringify(format)}, not ${CACHE_FORMAT}` };
    }
    const parsed = Header.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
            bad: `it does not have the entry's shape (${issue?.path.join('.')}: ${issue?.message})`,
        };
    }
    const h = parsed.data;
    const named = headerStrings(h).find((value) => CONTROL.test(value) || value.includes('\0'));
    if (named !== undefined) {
        return {
            bad: `it holds a name with a control character (${JSON.stringify(named.slice(0, 80))})`,
        };
    }
    const at = new Map();
    let offset = headerEnd;
    SECTIONS.forEach((name, i) => {
        at.set(name, bytes.subarray(offset, offset + h.sections[i]));
        offset += h.sections[i];
    });
    if (offset !== bytes.length)
        return { bad: 'its sections do not fill it' };
    const section = (name) => at.get(name);
    const texts = {};
    for (const name of ['labels', 'packages', 'paths', 'inputFiles', 'inputOids']) {
        const list = listText(section(name));
        if ('bad' in list)
            return { bad: list.bad };
        texts[name] = list.text;
    }
    const inputFiles = namesOf(texts.inputFiles);
    const inputOids = namesOf(texts.inputOids);
    if (inputFiles.length !== inputOids.length) {
        return { bad: "it does not have the entry's shape (listing: inputs and blobs differ)" };
    }
    const graph = readGraph(h, namesOf(texts.labels), namesOf(texts.packages), section);
    if (typeof graph === 'string')
        return { bad: graph };
    let listing;
    return {
        key: h.key,
        commit: h.commit,
        savedAt: h.savedAt,
        // Split when a near hit compares it: an exact hit does not.
        get listing() {
            return (listing ??= {
                paths: namesOf(texts.paths),
                inputs: Object.fromEntries(inputFiles.map((file, i) => [file, inputOids[i]])),
            });
        },
        graph,
    };
}
/**
 * The packages whose targets may differ between a stored graph's listing and the current one:
 * those whose build file changed, appeared or went (and the parent that gains or loses their
 * files), those loading a changed `.bzl` file, and those where a file appeared or went (a glob
 * may see it). A change to anything workspace-wide needs the full query.
 */
function refreshFor(stored, current, files, storedGraph) {
    const index = LoadIndex.of(files, storedGraph.external);
    const storedPackages = storedGraph.packages;
    // What .bazelignore hides is in no package Bazel loads.
    const ignoredDirs = parseBazelIgnore(files.texts.get('.bazelignore') ?? '');
    const ignored = (file) => hiddenBy(ignoredDirs, file) !== undefined;
    // Main-repository packages now: directories with a build file that Bazel does not ignore.
    const packages = new Set();
    for (const file of current.paths) {
        if (BUILD_NAMES.has((0,graphs_paths/* basename */.P8)(file)) && !ignored(file))
            packages.add((0,graphs_paths/* dirname */.pD)(file));
    }
    const enclosing = (dir, among) => {
        for (let d = dir;; d = (0,graphs_paths/* dirname */.pD)(d)) {
            if (among.has(d))
                return d;
            if (d === '')
                return undefined;
        }
    };
    const refresh = new Set();
    const removed = new Set();
    const changedInputs = new Set();
    for (const file of new Set([...Object.keys(stored.inputs), ...Object.keys(current.inputs)])) {
        if (stored.inputs[file] !== current.inputs[file])
            changedInputs.add(file);
    }
    for (const file of changedInputs) {
        const name = (0,graphs_paths/* basename */.P8)(file);
        if (BUILD_NAMES.has(name)) {
            if (ignored(file))
                continue; // in no package Bazel loads
            const dir = (0,graphs_paths/* dirname */.pD)(file);
            if (packages.has(dir))
                refresh.add(dir);
            else
                removed.add(dir);
            // A package that appeared or went: its parent's globs lose or gain its files.
            if (!(file in stored.inputs) || !(file in current.inputs)) {
                const parent = dir === '' ? undefined : enclosing((0,graphs_paths/* dirname */.pD)(dir), packages);
                if (parent !== undefined)
                    refresh.add(parent);
            }
            continue;
        }
        if (name.endsWith('.bzl') || name.endsWith('.scl')) {
            // Followed wherever it is: a declared repository's .bzl may be loaded through @name//.
            const loaders = index.loaders(file);
            if (loaders.workspaceFile !== undefined) {
                return { full: `${file} changed, and ${loaders.workspaceFile} loads it` };
            }
            if (loaders.unplaced !== undefined) {
                return { full: `${file} changed, and a load of ${loaders.unplaced} may name it` };
            }
            for (const pkg of loaders.packages)
                refresh.add(pkg);
            continue;
        }
        return { full: `${file} changed, which every package may read` };
    }
    // Paths that appeared or went: the package whose globs may see them.
    const before = new Set(stored.paths);
    const now = new Set(current.paths);
    for (const file of [
        ...current.paths.filter((p) => !before.has(p)),
        ...stored.paths.filter((p) => !now.has(p)),
    ]) {
        if (ignored(file))
            continue;
        const pkg = enclosing((0,graphs_paths/* dirname */.pD)(file), packages);
        if (pkg !== undefined)
            refresh.add(pkg);
    }
    for (const pkg of refresh)
        if (!packages.has(pkg))
            refresh.delete(pkg);
    for (const pkg of removed)
        if (!storedPackages.has(pkg))
            removed.delete(pkg);
    return { packages: [...refresh].sort(), removed: [...removed].sort() };
}
/** The stored graph with some packages' targets replaced by a fresh query's, and some removed. */
function spliceGraph(stored, fresh, replaced, removed) {
    const gone = new Set([...replaced, ...removed]);
    const targets = new Map();
    for (const [label, t] of stored.targets)
        if (!gone.has(packageOf(label)))
            targets.set(label, t);
    for (const [label, t] of fresh.targets)
        targets.set(label, t);
    const packages = new Set([...stored.packages].filter((p) => !gone.has(p)));
    for (const p of fresh.packages)
        packages.add(p);
    const loadedBy = new Map();
    for (const [bzl, pkgs] of stored.loadedBy) {
        const kept = new Set([...pkgs].filter((p) => !gone.has(p)));
        if (kept.size > 0)
            loadedBy.set(bzl, kept);
    }
    for (const [bzl, pkgs] of fresh.loadedBy) {
        const set = loadedBy.get(bzl) ?? new Set();
        for (const p of pkgs)
            set.add(p);
        loadedBy.set(bzl, set);
    }
    return {
        targets,
        packages,
        loadedBy,
        packagesWithErrors: [
            ...stored.packagesWithErrors.filter((p) => !gone.has(p)),
            ...fresh.packagesWithErrors,
        ],
        external: stored.external,
    };
}
/** Restore an entry: the exact one, else the newest of the same configuration. */
async function restoreEntry(store, key) {
    const found = await store.restore(key.key, [key.prefix]);
    if (!found)
        return { miss: `no entry in ${store.name} for this Bazel configuration` };
    const entry = decodeEntry(found.data);
    if ('bad' in entry)
        return { bad: `the entry ${found.key} in ${store.name} is not used: ${entry.bad}` };
    if (entry.key !== found.key) {
        return {
            bad: `the entry ${found.key} in ${store.name} is not used: it says it is ${entry.key}`,
        };
    }
    if (!found.key.startsWith(key.prefix)) {
        return {
            bad: `the entry ${found.key} in ${store.name} is not used: it is for another Bazel configuration`,
        };
    }
    return { entry, exact: found.key === key.key };
}

// EXTERNAL MODULE: ./src/targets/graphs/run-tool.ts
var run_tool = __webpack_require__(1890);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(9800);
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
                const label = canonicalLabel(a.name ?? '');
                const target = { kind: tag.name, inputs: [] };
                if (tag.name === 'rule') {
                    target.ruleClass = a.class ?? '';
                    if (TOOLCHAIN_CLASSES.has(target.ruleClass))
                        target.refs = [];
                }
                if (tag.name === 'generated-file')
                    target.generatingRule = canonicalLabel(a['generating-rule'] ?? '');
                if (tag.name === 'package-group')
                    target.includes = [];
                if (tag.name === 'source-file' && a.package_contains_errors === 'true') {
                    this.graph.packagesWithErrors.push(packageOf(label) ?? label);
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
                const pkg = packageOf(label);
                if (pkg !== undefined)
                    this.graph.packages.add(pkg);
                return;
            }
        }
        const current = this.current;
        if (!current) {
            // A kind of target this reader does not know would be read as absent: refuse the answer
            // (ALL, naming it) rather than lose its edges.
            throw new Error(`an element <${tag.name}> this reader does not know, outside any target`);
        }
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
                current.external.labels.push(canonicalLabel(value));
            }
            return;
        }
        switch (tag.name) {
            case 'rule-input':
                current.target.inputs.push(canonicalLabel(a.name ?? ''));
                return;
            case 'load': {
                const bzl = canonicalLabel(a.name ?? '');
                const pkg = packageOf(current.label);
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
            const value = canonicalLabel(a.value);
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
/** The query expression for some packages only: `set("//a:all-targets" ...)`, each word quoted. */
function packagesExpression(packages) {
    return `set(${packages.map((p) => JSON.stringify(`//${p}:all-targets`)).join(' ')})`;
}
/** Ask Bazel for the whole graph at the work tree. Never throws: a failure is a result. */
async function queryBazel(options) {
    const args = [
        ...options.startupOptions,
        'query',
        options.packages ? packagesExpression(options.packages) : queryExpression(options.external),
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
        ...(options.signal && { signal: options.signal }),
        notFound: `${options.bazel} was not found (set bazel-path, or install Bazel or bazelisk first)`,
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











/** A query's answer in compact form. */
const compacted = (result) => result.ok ? { ...result, graph: compactGraph(result.graph) } : result;
/** `.bazelignore`'s directories (comments and blank lines dropped), workspace-relative. */
function readBazelIgnore(workspace) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(external_node_path_.join(workspace, '.bazelignore'), 'utf8');
    }
    catch {
        return [];
    }
    return parseBazelIgnore(text);
}
/**
 * Start the Bazel query now: it reads only the work tree, so it runs while git computes the
 * changed files (the server's start-up is most of a cold run).
 */
function startBazelQuery(settings, repository, env, signal) {
    const cwd = external_node_path_.join(repository, settings.workspacePath);
    return queryBazel({
        bazel: settings.path,
        startupOptions: settings.startupOptions,
        options: settings.options,
        cwd,
        external: (0,external_node_fs_.existsSync)(external_node_path_.join(cwd, 'WORKSPACE')) || (0,external_node_fs_.existsSync)(external_node_path_.join(cwd, 'WORKSPACE.bazel')),
        timeoutMs: settings.timeoutMs,
        ...(env && { env }),
        signal,
    });
}
/**
 * The load graph of the compared commit, read from git when a `.bzl` file changed (nothing is
 * read otherwise; a cache key already read the files); why it could not be read, when git failed.
 */
async function loadsIfNeeded(ctx, workspacePath, changed, graph, files) {
    const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
    const loadable = (file) => file.endsWith('.bzl') || file.endsWith('.scl');
    if (!changed.some((c) => c.path.startsWith(prefix) && loadable(c.path)))
        return undefined;
    try {
        const commit = { repository: ctx.repository, git: ctx.git, commit: ctx.comparison.to };
        return LoadIndex.of(files
            ? await withBuildTexts(files, commit)
            : await readBazelFiles(ctx.git, ctx.repository, ctx.comparison.to, workspacePath), graph.external);
    }
    catch (error) {
        return { failed: (0,src_format/* errorMessage */.gJ)(error) };
    }
}
const bazel_short = (sha) => sha.slice(0, 12);
/** An ISO time as `2026-11-25 22:47 UTC`. */
const when = (iso) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
/** The words for where the graph came from; none when the cache is off (a query, as always). */
function describeSource(source) {
    switch (source.how) {
        case 'cache':
            return `graph from the cache (saved at ${bazel_short(source.commit)} on ${when(source.savedAt)}), no Bazel process`;
        case 'spliced':
            return `${source.packages} ${source.packages === 1 ? 'package' : 'packages'} re-queried${source.removed > 0 ? `, ${source.removed} removed` : ''}, the rest from the cache (saved at ${bazel_short(source.commit)})`;
        case 'query':
            return source.cache === undefined ? undefined : `full query: ${source.cache}`;
    }
}
/**
 * The graph of the compared commit. With a cache store: the key first (git objects, rc files,
 * the binary), then an exact hit (no Bazel), a near hit (the packages whose inputs differ
 * re-queried and spliced in), or a miss (the full query); each kind of trouble with the cache
 * is a warning and the full query, never a guess.
 */
async function bazelGraph(settings, ctx, warnings) {
    /** Bazel reads the work tree: whether it is the commit is checked meanwhile. */
    const checkWorkTree = () => {
        const problem = Promise.all([
            (0,work_tree/* workTreeProblem */.dh)(ctx.git, ctx.commit, 'Bazel'),
            untrackedGraphInputs(ctx, settings.workspacePath),
        ]).then(([tracked, untracked]) => {
            // The answer will be ALL for this reason: a query still running is not waited for.
            const found = tracked ?? untracked;
            if (found !== undefined)
                ctx.stop?.abort('the work tree is not the compared commit');
            return found;
        });
        problem.catch(() => undefined);
        return problem;
    };
    /** The full query; `cache` says why the cache gave no graph, `key` saves the answer. */
    const full = async (cache, key) => {
        const workTree = checkWorkTree();
        return {
            result: compacted(await startBazelQuery(settings, ctx.repository, undefined, ctx.stop?.signal)),
            source: { how: 'query', ...(cache !== undefined && { cache }) },
            workTree,
            ...(key && 'key' in key && { files: key.files, save: saver(ctx, key, settings) }),
        };
    };
    const store = ctx.store;
    if (!store)
        return full(ctx.cacheOff);
    const started = Date.now();
    let key;
    try {
        key = await cacheKey(settings, {
            repository: ctx.repository,
            git: ctx.git,
            commit: ctx.commit,
            env: process.env,
        });
    }
    catch (error) {
        warnings.push(`The graph cache was not used: its key could not be computed (${(0,src_format/* errorMessage */.gJ)(error)}).`);
        return full('no cache key');
    }
    if ('off' in key) {
        ctx.log.info(`Bazel graph cache: not used: ${key.off}.`);
        return full(`cache not used: ${key.off}`);
    }
    let restored;
    try {
        restored = await restoreEntry(store, key);
    }
    catch (error) {
        restored = { bad: `${store.name} could not be read: ${(0,src_format/* errorMessage */.gJ)(error)}` };
    }
    if ('bad' in restored) {
        warnings.push(`The graph cache gave nothing usable, so Bazel runs the full query: ${restored.bad}.`);
        return full('cache entry refused', key);
    }
    if ('miss' in restored) {
        ctx.log.info(`Bazel graph cache: ${restored.miss} (key ${key.key}).`);
        return full('cache miss', key);
    }
    const { entry } = restored;
    const ms = () => Date.now() - started;
    if (restored.exact) {
        return {
            result: { ok: true, graph: entry.graph, ms: ms(), command: [], stderr: '' },
            source: { how: 'cache', commit: entry.commit, savedAt: entry.savedAt },
            files: key.files,
        };
    }
    const files = await withBuildTexts(key.files, ctx);
    const refresh = refreshFor(entry.listing, key.listing, files, entry.graph);
    if ('full' in refresh) {
        ctx.log.info(`Bazel graph cache: the entry saved at ${bazel_short(entry.commit)} is not spliced: ${refresh.full}.`);
        return full(`near hit, but ${refresh.full}`, key);
    }
    const source = {
        how: 'spliced',
        packages: refresh.packages.length,
        removed: refresh.removed.length,
        commit: entry.commit,
    };
    const spliced = (result, workTree) => ({
        result,
        source,
        files,
        ...(workTree && { workTree }),
        save: saver(ctx, key, settings),
    });
    const stored = expandGraph(entry.graph);
    if (refresh.packages.length === 0) {
        const graph = compactGraph(spliceGraph(stored, EMPTY_GRAPH, [], refresh.removed));
        return spliced({ ok: true, graph, ms: ms(), command: [], stderr: '' });
    }
    const workTree = checkWorkTree();
    const fresh = await queryPackages(settings, ctx.repository, refresh.packages, ctx.stop?.signal);
    if (!fresh.ok)
        return spliced(fresh, workTree);
    const graph = compactGraph(spliceGraph(stored, fresh.graph, refresh.packages, refresh.removed));
    return spliced({ ...fresh, graph, ms: ms() }, workTree);
}
const EMPTY_GRAPH = {
    targets: new Map(),
    packages: new Set(),
    loadedBy: new Map(),
    packagesWithErrors: [],
    external: new Map(),
};
/** The query of some packages only, for a near hit. */
function queryPackages(settings, repository, packages, signal) {
    return queryBazel({
        bazel: settings.path,
        startupOptions: settings.startupOptions,
        options: settings.options,
        cwd: external_node_path_.join(repository, settings.workspacePath),
        external: false,
        packages,
        timeoutMs: settings.timeoutMs,
        signal,
    });
}
/**
 * Saves a queried graph under the commit's key, unless the work tree held untracked files Bazel
 * read (the graph is then not the commit's own): what the log says of it.
 */
function saver(ctx, key, settings) {
    return async (graph) => {
        const untracked = await untrackedFiles(ctx.git, settings.workspacePath, parseBazelIgnore(key.files.texts.get('.bazelignore') ?? ''));
        if (untracked.length > 0) {
            return {
                notSaved: `not saved: the work tree holds untracked files Bazel reads (${untracked.join(', ')}), so the graph is not the commit's own`,
            };
        }
        const data = encodeEntry({
            key: key.key,
            commit: ctx.commit,
            savedAt: new Date().toISOString(),
            listing: key.listing,
            graph,
        });
        const started = Date.now();
        await ctx.store.save(key.key, data);
        return {
            saved: `saved ${key.key} (${(data.length / 1024).toFixed(0)} KiB) to ${ctx.store.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        };
    };
}
/**
 * Why untracked files in the work tree make Bazel's answer something other than the compared
 * commit's graph, or undefined: a build file, a `.bzl` or another file the loading phase reads
 * (isGraphInput), or a symlink to a directory, that is in no commit. Such a file can make a new
 * package, which takes a changed file away from the rule that owns it in the commit, and so
 * under-report. Other untracked files only add inputs that did not change.
 */
async function untrackedGraphInputs(ctx, workspacePath) {
    const root = external_node_path_.join(ctx.repository, workspacePath);
    // The work tree's .bazelignore: its tracked files are the commit's (workTreeProblem), and an
    // untracked one is itself a graph input, found below.
    const bazelIgnored = readBazelIgnore(root);
    const directoryLink = (file) => (0,external_node_fs_.lstatSync)(external_node_path_.join(root, file), { throwIfNoEntry: false })?.isSymbolicLink() === true &&
        (0,path_kind/* isDirectory */.w)(external_node_path_.join(root, file));
    let found;
    try {
        found = await untrackedFiles(ctx.git, workspacePath, bazelIgnored, 3, (file) => isGraphInput(file, directoryLink(file) ? '120000' : '100644'));
    }
    catch (error) {
        return `the work tree's untracked files could not be listed (${(0,src_format/* errorMessage */.gJ)(error)})`;
    }
    if (found.length === 0)
        return undefined;
    return (`the work tree holds untracked files that change what Bazel loads (${found.join(', ')}), so its answer would not be the ` +
        "compared commit's graph. Compute the targets before a step writes build files, or remove them (git clean).");
}
/**
 * Fill the graph cache for `commit` (a push to the default branch, where no pull request is
 * uploaded for): the query, or the cache's own answer, saved under the commit's key. What the
 * log says of it.
 */
async function warmBazelGraph(settings, ctx) {
    const warnings = [];
    const answer = await bazelGraph(settings, ctx, warnings);
    const problem = await answer.workTree;
    const { result } = answer;
    if (result.stderr.trim() !== '')
        ctx.log.group?.('Bazel output', result.stderr);
    const at = bazel_short(ctx.commit);
    if (problem)
        return { line: `Bazel graph cache: not warmed at ${at}: ${problem}`, warnings };
    if (!result.ok) {
        const why = errorLine(result.stderr);
        return {
            line: `Bazel graph cache: not warmed at ${at}: ${result.reason}${why ? `: ${why}` : ''}`,
            warnings,
        };
    }
    if (answer.source.how === 'cache') {
        return { line: `Bazel graph cache: the graph of ${at} is cached already`, warnings };
    }
    if (!answer.save) {
        return {
            line: `Bazel graph cache: not warmed at ${at} (${describeSource(answer.source) ?? 'no cache'})`,
            warnings,
        };
    }
    try {
        const saved = await answer.save(result.graph);
        if ('notSaved' in saved) {
            return { line: `Bazel graph cache: not warmed at ${at}: ${saved.notSaved}`, warnings };
        }
        return {
            line: `Bazel graph cache: warmed at ${at} (${describeSource(answer.source) ?? 'full query'}, ${(result.ms / 1000).toFixed(1)} s): ${saved.saved}`,
            warnings,
        };
    }
    catch (error) {
        warnings.push(`The Bazel graph could not be saved to the graph cache: ${(0,src_format/* errorMessage */.gJ)(error)}.`);
        return { line: `Bazel graph cache: not warmed at ${at}`, warnings };
    }
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
        ...(query && { query: queryOf(query, source) }),
    });
    // The graph (a query, or the cache) and the changed files at once; a change that configures
    // every target makes the answer ALL whatever the graph says, so a query still running is then
    // stopped rather than waited for (a cold one is seconds to minutes; the server stays up for the
    // job's own build).
    const stop = new AbortController();
    const graph = bazelGraph(settings, { ...ctx, commit: ctx.comparison.to, stop }, warnings);
    graph.catch(() => undefined);
    const diff = await (0,work_tree/* changedPaths */.vl)(ctx.git, ctx.comparison.from, ctx.comparison.to);
    const wide = diff.ok ? workspaceWideChange(diff.paths, settings.workspacePath) : undefined;
    if (wide !== undefined)
        stop.abort(`${wide}, so its graph cannot narrow the answer`);
    const answer = await graph;
    const { result } = answer;
    const source = describeSource(answer.source);
    if (result.command.length > 0) {
        const shown = result.command
            .map((arg) => (/[\s'"$]/.test(arg) ? JSON.stringify(arg) : arg))
            .join(' ');
        const how = result.ok ? '' : stop.signal.aborted ? ', stopped' : ', failed';
        ctx.log.info(`Bazel: ${shown} (${(result.ms / 1000).toFixed(1)} s${how}${source ? `; ${source}` : ''})`);
    }
    else {
        ctx.log.info(`Bazel: ${source} (${(result.ms / 1000).toFixed(1)} s)`);
    }
    if (wide !== undefined) {
        // ALL whatever Bazel said: its output is not shown, nor a failure of the stopped query.
        if (!result.ok)
            ctx.log.info(`Bazel: ${result.reason}.`);
        return { ...all(wide), ...(result.command.length > 0 && { query: queryOf(result, source) }) };
    }
    const problem = await answer.workTree;
    // A failure quotes Bazel's last lines once, in its warning; the whole output is debug's.
    if (result.stderr.trim() !== '') {
        if (result.ok)
            ctx.log.group?.('Bazel output', result.stderr);
        else
            ctx.log.debug(`Bazel output:${(0,src_format/* quoteLines */.Cx)(result.stderr.trimEnd())}`);
    }
    if (problem)
        return all(problem, result);
    if (!diff.ok)
        return all(`git could not list the changed files' statuses: ${diff.error}`, result);
    if (!result.ok) {
        const words = lastLines(result.stderr);
        warnings.push(`Bazel could not give its graph, so every target is impacted: ${result.reason}.` +
            (words ? ` Its last lines:${(0,src_format/* quoteLines */.Cx)(words)}` : ''));
        const why = errorLine(result.stderr);
        return all(`${result.reason}${why ? `: ${why}` : ''}`, result);
    }
    if (answer.save) {
        try {
            const saved = await answer.save(result.graph);
            ctx.log.info(`Bazel graph cache: ${'saved' in saved ? saved.saved : saved.notSaved}.`);
        }
        catch (error) {
            warnings.push(`The Bazel graph could not be saved to the graph cache: ${(0,src_format/* errorMessage */.gJ)(error)}.`);
        }
    }
    let ignored = () => false;
    try {
        if (settings.ignore.length > 0)
            ignored = picomatch_default()(settings.ignore, { dot: true });
    }
    catch (error) {
        return all(`bazel-ignore could not be compiled: ${(0,src_format/* errorMessage */.gJ)(error)}`, result);
    }
    const impact = bazelImpact({
        graph: result.graph,
        changed: diff.paths,
        workspacePath: settings.workspacePath,
        // The commit's .bazelignore when the cache key read it (a hit never looks at the work tree).
        bazelIgnored: answer.files
            ? parseBazelIgnore(answer.files.texts.get('.bazelignore') ?? '')
            : readBazelIgnore(external_node_path_.join(ctx.repository, settings.workspacePath)),
        ignored,
        loads: await loadsIfNeeded(ctx, settings.workspacePath, diff.paths, result.graph, answer.files),
    });
    const query = queryOf(result, source);
    if (impact.all)
        return { ...all(impact.all), query };
    return {
        impacted: impact.impacted,
        unseen: impact.unseen,
        testTargets: testTargets(result.graph, impact, settings.testKinds),
        query,
        warnings,
    };
}
/** The query (or the cache read) for the summary: its command, time and source. */
function queryOf(result, source) {
    return { command: result.command, ms: result.ms, ...(source !== undefined && { source }) };
}


/***/ }),

/***/ 5408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ int32Bytes),
/* harmony export */   Io: () => (/* binding */ entryHeader),
/* harmony export */   S4: () => (/* binding */ int32s)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/**
 * The pieces graph cache entries are made of (Bazel's graph, the Python reader's imports): 32-bit
 * integers as little-endian bytes, and back; the JSON header after an entry's magic line.
 */


const LITTLE_ENDIAN = node_os__WEBPACK_IMPORTED_MODULE_0__.endianness() === 'LE';
/** 32-bit integers as little-endian bytes. */
function int32Bytes(values) {
    const bytes = Buffer.alloc(values.length * 4);
    if (LITTLE_ENDIAN)
        bytes.set(new Uint8Array(values.buffer, values.byteOffset, bytes.length));
    else
        values.forEach((v, i) => bytes.writeInt32LE(v, i * 4));
    return bytes;
}
/** Little-endian bytes as 32-bit integers; undefined when their length is no multiple of 4. */
function int32s(bytes) {
    if (bytes.length % 4 !== 0)
        return undefined;
    const out = new Int32Array(bytes.length / 4);
    if (LITTLE_ENDIAN)
        new Uint8Array(out.buffer).set(bytes);
    else
        for (let i = 0; i < out.length; i++)
            out[i] = bytes.readInt32LE(i * 4);
    return out;
}
/**
 * The JSON header of an entry that begins with `magicLength` bytes of magic line, then the
 * header's length (32 bits, little-endian), then the header; `bad` says why it cannot be read.
 */
function entryHeader(bytes, magicLength) {
    if (bytes.length < magicLength + 4)
        return { bad: 'it is cut short (its header)' };
    const end = magicLength + 4 + bytes.readUInt32LE(magicLength);
    if (end > bytes.length)
        return { bad: 'it is cut short (its header)' };
    try {
        return { header: JSON.parse(bytes.toString('utf8', magicLength + 4, end)), end };
    }
    catch (error) {
        return { bad: `its header is not JSON (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error).split('\n')[0]})` };
    }
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

/***/ 1098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ObjectReader),
/* harmony export */   t: () => (/* binding */ isPartialClone)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6264);




const FULL_OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** Object names per `git fetch` (a command line stays far below its limit). */
const FETCH_CHUNK = 1000;
/**
 * Reads blobs through one long-lived `git cat-file --batch` (never a process per file): a
 * request is `<object>\n`, an answer `<oid> <type> <size>\n<content>\n` or
 * `<object> missing\n`, in the order asked. The requests of one turn (a Promise.all over the
 * manifests) go to git in one write.
 *
 * In a partial clone with a sparse checkout, the blobs outside the sparse paths were left out,
 * and cat-file would fetch each one it is asked for with a `git fetch` of its own: a round trip
 * per manifest. So the objects of a turn are fetched first, together, in one `git fetch` of just
 * those blobs, which does nothing (and does not reach the remote) when all of them are here.
 */
class ObjectReader {
    git;
    prefix;
    child;
    /** Requests written and not yet answered, in order (a queue: shift is O(1)). */
    waiting = new Queue();
    chunks = [];
    length = 0;
    body;
    stderr = '';
    closed = false;
    /** Requests of this turn, not yet written. */
    turn = [];
    /** Turns being written (after their fetch). */
    writing = 0;
    remote;
    partial;
    /**
     * @param git runs git in the workspace
     * @param prefix arguments before the command (`-C <submodule>`)
     */
    constructor(git, prefix = [], options = {}) {
        this.git = git;
        this.prefix = prefix;
        this.remote = options.remote ?? 'origin';
        this.partial = options.partial ?? false;
    }
    /** A blob's text (UTF-8), or undefined when git does not have it. */
    read(spec) {
        if (spec.includes('\n')) {
            return Promise.reject(new Error(`cannot ask git cat-file for ${JSON.stringify(spec)}`));
        }
        if (!this.git.start)
            return this.readAlone(spec);
        if (this.closed) {
            return Promise.reject(new Error(`git cat-file was closed before ${spec} was asked`));
        }
        return new Promise((resolve, reject) => {
            if (this.turn.length === 0)
                queueMicrotask(() => void this.flush());
            this.turn.push({ spec, resolve, reject });
        });
    }
    /** Starts the process ahead of the first read, so that its start overlaps other work. */
    start() {
        if (this.git.start && !this.closed)
            this.process();
    }
    /**
     * Ends the process once what was asked is written: it answers that, and exits when its stdin
     * closes. Reads asked after this fail (no process is left behind).
     */
    close() {
        this.closed = true;
        if (this.turn.length === 0 && this.writing === 0)
            this.child?.stdin.end();
    }
    async flush() {
        const requests = this.turn;
        this.turn = [];
        this.writing++;
        try {
            if (this.partial)
                await this.prefetch([
                    ...new Set(requests.map((r) => r.spec).filter((s) => FULL_OID.test(s))),
                ]);
            const child = this.process();
            for (const request of requests)
                this.waiting.push(request);
            child.stdin.write(requests.map((r) => `${r.spec}\n`).join(''));
        }
        catch (error) {
            for (const request of requests)
                request.reject(error);
        }
        finally {
            this.writing--;
            if (this.closed && this.turn.length === 0 && this.writing === 0)
                this.child?.stdin.end();
        }
    }
    /**
     * What git runs to fetch a missing object of a partial clone, for many at once. A failure is
     * left to cat-file, which tries each object itself.
     */
    async prefetch(oids) {
        for (let i = 0; i < oids.length; i += FETCH_CHUNK) {
            await this.git.tryRun([
                ...this.prefix,
                '-c',
                'fetch.negotiationAlgorithm=noop',
                'fetch',
                '--no-tags',
                '--no-write-fetch-head',
                '--recurse-submodules=no',
                '--quiet',
                '--end-of-options',
                this.remote,
                ...oids.slice(i, i + FETCH_CHUNK),
            ]);
        }
    }
    process() {
        if (this.child)
            return this.child;
        this.stderr = '';
        const args = [...this.prefix, 'cat-file', '--batch'];
        const child = this.git.start(args);
        this.child = child;
        child.stdout.on('data', (chunk) => {
            this.chunks.push(chunk);
            this.length += chunk.length;
            this.pump();
        });
        child.stderr.on('data', (chunk) => {
            if (this.stderr.length < 2000)
                this.stderr += chunk.toString();
        });
        const fail = (error) => {
            if (this.child === child)
                this.child = undefined;
            for (const request of this.waiting.drain())
                request.reject(error);
            this.chunks = [];
            this.length = 0;
            this.body = undefined;
        };
        child.on('error', (error) => fail(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(`git ${args.join(' ')} failed: ${error.message}`, args, null, error.message)));
        child.stdin.on('error', () => undefined); // the 'close' below reports it
        child.on('close', (code) => {
            if (this.waiting.length === 0 && code === 0) {
                if (this.child === child)
                    this.child = undefined;
                return;
            }
            const stderr = this.stderr.trim();
            fail(new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(`git ${args.join(' ')} failed (exit ${code ?? 'unknown'}): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorOutputLine */ .om)(stderr) || 'it ended before answering'}`, args, code, stderr));
        });
        return child;
    }
    /** Bytes [0, n) of what has arrived, removed from it. */
    take(n) {
        const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.length);
        const rest = all.subarray(n);
        this.chunks = rest.length > 0 ? [rest] : [];
        this.length = rest.length;
        return all.subarray(0, n);
    }
    pump() {
        while (this.waiting.length > 0) {
            if (!this.body) {
                if (this.length === 0)
                    return;
                if (this.chunks.length > 1)
                    this.chunks = [Buffer.concat(this.chunks, this.length)];
                const newline = this.chunks[0].indexOf(10);
                if (newline === -1)
                    return;
                const header = this.take(newline + 1)
                    .toString('utf8', 0, newline)
                    .trimEnd();
                if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
                    this.waiting.shift().resolve(undefined);
                    continue;
                }
                const [, type, size] = header.split(' ');
                const bytes = Number(size);
                if (!type || !Number.isSafeInteger(bytes)) {
                    const error = new Error(`unexpected answer of git cat-file: ${JSON.stringify(header)}`);
                    for (const request of this.waiting.drain())
                        request.reject(error);
                    this.child?.kill();
                    return;
                }
                this.body = { size: bytes, blob: type === 'blob', header };
            }
            // The content and the newline after it.
            if (this.length < this.body.size + 1)
                return;
            const { size, blob, header } = this.body;
            this.body = undefined;
            const content = this.take(size + 1);
            const request = this.waiting.shift();
            if (blob)
                request.resolve(content.toString('utf8', 0, size));
            else
                request.reject(new Error(`${request.spec} is not a file (git cat-file: ${header})`));
        }
    }
    /** Without a long-lived process (a test double's runner): one `git cat-file` per object. */
    async readAlone(spec) {
        const result = await this.git.tryRun([...this.prefix, 'cat-file', 'blob', spec]);
        return result.ok ? result.stdout : undefined;
    }
}
/**
 * A first-in first-out queue whose shift is O(1): the requests of a turn may be tens of
 * thousands (every Python file of a large repository), where Array#shift is O(n) each.
 */
class Queue {
    items = [];
    head = 0;
    get length() {
        return this.items.length - this.head;
    }
    push(item) {
        this.items.push(item);
    }
    shift() {
        if (this.head >= this.items.length)
            return undefined;
        const item = this.items[this.head++];
        if (this.head > 1024 && this.head * 2 > this.items.length) {
            this.items = this.items.slice(this.head);
            this.head = 0;
        }
        return item;
    }
    /** Every item, the queue left empty. */
    drain() {
        const rest = this.items.slice(this.head);
        this.items = [];
        this.head = 0;
        return rest;
    }
}
/**
 * Whether the repository whose `.git` is at `dotGit` (a directory, or a file naming one, as in a
 * submodule) is a partial clone: a promisor remote in its config. Read from the file, not asked
 * of git (a process less); a repository this misses still works, git fetching objects one by one.
 */
function isPartialClone(dotGit) {
    let gitDir = dotGit;
    const pointer = readText(dotGit);
    if (pointer !== undefined) {
        const match = /^gitdir:\s*(.+?)\s*$/m.exec(pointer);
        if (!match)
            return false;
        gitDir = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dotGit), match[1]);
    }
    const config = readText(node_path__WEBPACK_IMPORTED_MODULE_1__.join(gitDir, 'config'));
    return config !== undefined && /^\s*(?:promisor\s*=\s*true|partialclone\s*=)/im.test(config);
}
/** A file's text; undefined when it is missing or a directory. */
function readText(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch {
        return undefined;
    }
}


/***/ })

};

//# sourceMappingURL=814.index.js.map