export const id = 62;
export const ids = [62];
export const modules = {

/***/ 5062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  assemble: () => (/* binding */ assemble),
  discoverWorkspace: () => (/* binding */ discoverWorkspace)
});

// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/settings.ts
var settings = __webpack_require__(8750);
// EXTERNAL MODULE: ./src/targets/workspaces/model.ts
var model = __webpack_require__(9420);
// EXTERNAL MODULE: ./src/targets/workspaces/read.ts
var read = __webpack_require__(701);
;// CONCATENATED MODULE: ./src/targets/workspaces/cargo.ts


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
        if ((0,read.isTable)(table))
            for (const [key, value] of Object.entries(table))
                deps.push({ key, value });
    };
    for (const name of TABLES)
        add(manifest[name]);
    if ((0,read.isTable)(manifest.target)) {
        for (const platform of Object.values(manifest.target)) {
            if ((0,read.isTable)(platform))
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
    if ((0,read.isTable)(value) && value.workspace === true) {
        value = rootDeps[dep.key];
        base = '';
    }
    if ((0,read.isTable)(value)) {
        if (typeof value.path === 'string')
            return { dir: (0,model/* joinDir */.SA)(base, value.path) };
        if (typeof value.package === 'string')
            return { name: value.package };
    }
    return { name: dep.key };
}
function sections(names) {
    return (text) => {
        const doc = (0,read.parsedOr)('Cargo.toml', text, 'toml');
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
    const rootToml = (0,read.parseManifest)('Cargo.toml', text, 'toml');
    if (!(0,read.isTable)(rootToml.workspace))
        return undefined;
    const ws = rootToml.workspace;
    const members = (0,read.stringArray)('Cargo.toml', ws.members, '[workspace] members') ?? [];
    const exclude = ((0,read.stringArray)('Cargo.toml', ws.exclude, '[workspace] exclude') ?? []).map((e) => (0,model/* joinDir */.SA)(e));
    const excluded = (dir) => exclude.some((e) => dir === e || dir.startsWith(`${e}/`));
    const rootDeps = (0,read.isTable)(ws.dependencies) ? ws.dependencies : {};
    const dirs = new Set((await files.members(members, 'Cargo.toml', exclude.flatMap((e) => [e, `${e}/**`]))).filter((dir) => dir !== ''));
    const rootIsPackage = (0,read.isTable)(rootToml.package);
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
        const manifest = (0,model/* joinDir */.SA)(dir, 'Cargo.toml');
        const toml = dir === '' ? rootToml : (0,read.parseManifest)(manifest, (await files.read(manifest)) ?? '', 'toml');
        const pkg = toml.package;
        if (!(0,read.isTable)(pkg) || typeof pkg.name !== 'string') {
            if (dir === '' || dirs.has(dir))
                throw (0,read.manifestError)(manifest, 'has no [package] name');
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
                if (!seen.has(ref.dir) && (await files.isFile((0,model/* joinDir */.SA)(ref.dir, 'Cargo.toml')))) {
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

;// CONCATENATED MODULE: ./src/targets/workspaces/go.ts


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
            throw (0,read.manifestError)(file, `has an unreadable line ${n + 1}: ${JSON.stringify(lines[n])}`);
        out.push({ verb, args: parts.slice(1) });
    }
    if (block !== undefined)
        throw (0,read.manifestError)(file, `has a "${block} (" block that is never closed`);
    return out;
}
/** Whitespace-separated words, with Go's "quoted" and `raw` strings unquoted. */
function words(line) {
    return (line.match(/"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/g) ?? []).map((w) => w.startsWith('"') ? JSON.parse(w) : w.startsWith('`') ? w.slice(1, -1) : w);
}
async function readModule(files, dir) {
    const manifest = (0,model/* joinDir */.SA)(dir, 'go.mod');
    const text = await files.read(manifest);
    if (text === undefined) {
        // In a submodule the checkout did not initialise: unknown, and said so (see discover.ts).
        if (files.inUnknownSubmodule(manifest))
            return undefined;
        throw (0,read.manifestError)('go.work', `uses ${JSON.stringify(dir || '.')}, which has no go.mod`);
    }
    const directives = goDirectives(manifest, text);
    const name = directives.find((d) => d.verb === 'module')?.args[0];
    if (!name)
        throw (0,read.manifestError)(manifest, 'has no module directive');
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
            throw (0,read.manifestError)('go.work', `has a use directive without one path: "use ${d.args.join(' ')}"`);
        return (0,model/* joinDir */.SA)(d.args[0]);
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

;// CONCATENATED MODULE: ./src/targets/workspaces/js.ts


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
    const doc = (0,read.parsedOr)('package.json', text, 'json');
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
    const doc = (0,read.parsedOr)('pnpm-workspace.yaml', text, 'yaml');
    if (!doc)
        return text;
    return Object.entries(doc).filter(([key]) => key !== 'catalog' && key !== 'catalogs' && !PNPM_POLICY_KEYS.has(key));
}
/** pnpm catalogs as `catalog:dependency` → range (`catalog` is the catalog named default). */
function pnpmCatalogs(text) {
    const doc = (0,read.parsedOr)('pnpm-workspace.yaml', text, 'yaml') ?? {};
    const entries = new Map();
    const add = (catalog, table) => {
        if (!(0,read.isTable)(table))
            return;
        for (const [dep, range] of Object.entries(table))
            entries.set(`${catalog}:${dep}`, JSON.stringify(range));
    };
    add('default', doc.catalog);
    if ((0,read.isTable)(doc.catalogs))
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
        return (0,read.stringArray)(file, ws, '"workspaces"');
    if ((0,read.isTable)(ws))
        return (0,read.stringArray)(file, ws.packages, '"workspaces.packages"') ?? [];
    throw (0,read.manifestError)(file, 'has "workspaces" that is neither a list of globs nor {packages: [...]}');
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
        refs.push({ dir: (0,model/* joinDir */.SA)(dir, local[1]) });
    return refs;
}
async function readPackage(files, dir, manager) {
    const manifest = (0,model/* joinDir */.SA)(dir, 'package.json');
    const text = await files.read(manifest);
    if (text === undefined)
        return undefined;
    const json = (0,read.parseManifest)(manifest, text, 'json');
    if (json.name !== undefined && typeof json.name !== 'string') {
        throw (0,read.manifestError)(manifest, 'has a "name" that is not a string');
    }
    const dependencies = [];
    const declares = [];
    const catalogUses = [];
    for (const field of DEPENDENCY_FIELDS) {
        const deps = json[field];
        if (deps === undefined)
            continue;
        if (!(0,read.isTable)(deps))
            throw (0,read.manifestError)(manifest, `has "${field}" that is not an object`);
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
    const scripts = (0,read.isTable)(json.scripts) ? Object.keys(json.scripts) : [];
    return { name, dir, manifest, manager, dependencies, declares, catalogUses, scripts };
}
/** Declared names of the root package.json, for lockfile entries only the root depends on. */
function rootDeclares(root) {
    const names = [];
    for (const field of DEPENDENCY_FIELDS) {
        const deps = root[field];
        if ((0,read.isTable)(deps))
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
    const rootJson = rootText === undefined ? undefined : (0,read.parseManifest)('package.json', rootText, 'json');
    let globs;
    const manifests = [];
    if (manager === 'pnpm') {
        if (pnpmText === undefined)
            return undefined;
        const doc = (0,read.parseManifest)('pnpm-workspace.yaml', pnpmText, 'yaml');
        globs = (0,read.stringArray)('pnpm-workspace.yaml', doc.packages, '"packages"') ?? [];
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

// EXTERNAL MODULE: ./src/targets/workspaces/turbo.ts
var workspaces_turbo = __webpack_require__(8549);
;// CONCATENATED MODULE: ./src/targets/workspaces/uv.ts


/** The distribution name at the start of a PEP 508 requirement (`foo[extra]>=1; marker`). */
function requirementName(file, requirement) {
    const match = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement);
    if (!match)
        throw (0,read.manifestError)(file, `has a dependency ${JSON.stringify(requirement)} that names no package`);
    return (0,model/* normalizePythonName */.L7)(match[1]);
}
/** Every requirement string of a pyproject: dependencies, extras, groups, uv's dev-dependencies. */
function requirements(file, doc) {
    const out = [];
    const project = (0,read.isTable)(doc.project) ? doc.project : {};
    out.push(...((0,read.stringArray)(file, project.dependencies, '[project] dependencies') ?? []));
    if ((0,read.isTable)(project['optional-dependencies'])) {
        for (const [extra, list] of Object.entries(project['optional-dependencies'])) {
            out.push(...((0,read.stringArray)(file, list, `[project.optional-dependencies] ${extra}`) ?? []));
        }
    }
    if ((0,read.isTable)(doc['dependency-groups'])) {
        for (const list of Object.values(doc['dependency-groups'])) {
            // Entries are requirement strings or {include-group = "..."} tables.
            if (Array.isArray(list))
                out.push(...list.filter((x) => typeof x === 'string'));
        }
    }
    const uv = (0,read.isTable)(doc.tool) && (0,read.isTable)(doc.tool.uv) ? doc.tool.uv : {};
    out.push(...((0,read.stringArray)(file, uv['dev-dependencies'], '[tool.uv] dev-dependencies') ?? []));
    return out;
}
function workspaceSources(doc) {
    const uv = (0,read.isTable)(doc.tool) && (0,read.isTable)(doc.tool.uv) ? doc.tool.uv : {};
    const sources = (0,read.isTable)(uv.sources) ? uv.sources : {};
    return Object.entries(sources)
        .filter(([, source]) => (0,read.isTable)(source) && source.workspace === true)
        .map(([name]) => (0,model/* normalizePythonName */.L7)(name));
}
/** Root sections that every member inherits: `[tool.uv]` (workspace, sources, settings). */
function rootSections(virtual) {
    return (text) => {
        const doc = (0,read.parsedOr)('pyproject.toml', text, 'toml');
        if (!doc)
            return text;
        const tool = (0,read.isTable)(doc.tool) ? doc.tool : {};
        // A virtual root has no project of its own: all it says (groups, constraints) is the workspace's.
        if (virtual)
            return { ...doc, tool: tool.uv ?? null };
        return tool.uv ?? null;
    };
}
/** `[tool.uv.workspace] members`/`exclude` globs; the root is a member when it has a [project]. */
async function readUvWorkspace(files) {
    const text = await files.read('pyproject.toml');
    if (text === undefined)
        return undefined;
    const rootDoc = (0,read.parseManifest)('pyproject.toml', text, 'toml');
    const uv = (0,read.isTable)(rootDoc.tool) && (0,read.isTable)(rootDoc.tool.uv) ? rootDoc.tool.uv : undefined;
    if (!uv || !(0,read.isTable)(uv.workspace))
        return undefined;
    const members = (0,read.stringArray)('pyproject.toml', uv.workspace.members, '[tool.uv.workspace] members') ?? [];
    const exclude = (0,read.stringArray)('pyproject.toml', uv.workspace.exclude, '[tool.uv.workspace] exclude') ?? [];
    const dirs = (await files.members(members, 'pyproject.toml', exclude)).filter((d) => d !== '');
    const virtual = !(0,read.isTable)(rootDoc.project);
    if (!virtual)
        dirs.unshift('');
    const rootSources = workspaceSources(rootDoc);
    const packages = await Promise.all(dirs.map(async (dir) => {
        const manifest = (0,model/* joinDir */.SA)(dir, 'pyproject.toml');
        const doc = dir === '' ? rootDoc : (0,read.parseManifest)(manifest, (await files.read(manifest)) ?? '', 'toml');
        const project = doc.project;
        if (!(0,read.isTable)(project) || typeof project.name !== 'string') {
            throw (0,read.manifestError)(manifest, 'has no [project] name');
        }
        const declares = requirements(manifest, doc).map((r) => requirementName(manifest, r));
        // A workspace source (the member's own, or the root's, which members inherit) is an edge;
        // so is any requirement naming a member, which can only over-report.
        const own = workspaceSources(doc);
        const dependencies = [
            ...declares.map((name) => ({ name })),
            ...own.map((name) => ({ name })),
            ...rootSources.filter((name) => declares.includes(name)).map((name) => ({ name })),
        ];
        return { name: project.name, dir, manifest, manager: 'uv', dependencies, declares };
    }));
    return {
        manager: 'uv',
        packages,
        manifests: [
            {
                file: 'pyproject.toml',
                manager: 'uv',
                what: virtual
                    ? 'the root pyproject.toml (a virtual workspace root) changed'
                    : "the root pyproject.toml's [tool.uv] changed",
                section: rootSections(virtual),
            },
        ],
        lockfiles: ['uv.lock'],
        rootDeclares: virtual
            ? requirements('pyproject.toml', rootDoc).map((r) => requirementName('pyproject.toml', r))
            : [],
    };
}

// EXTERNAL MODULE: ./src/targets/graphs/registry.ts
var registry = __webpack_require__(2059);
;// CONCATENATED MODULE: ./src/targets/workspaces/discover.ts











/** What each manager's workspace file is, for messages. */
const WORKSPACE_FILE = {
    npm: 'package.json with "workspaces"',
    yarn: 'package.json with "workspaces"',
    pnpm: 'pnpm-workspace.yaml',
    cargo: 'Cargo.toml with [workspace]',
    go: 'go.work',
    uv: 'pyproject.toml with [tool.uv.workspace]',
};
function discover_read(files, manager) {
    switch (manager) {
        case 'npm':
        case 'yarn':
        case 'pnpm':
            return readJsWorkspace(files, manager);
        case 'cargo':
            return readCargoWorkspace(files);
        case 'go':
            return readGoWorkspace(files);
        case 'uv':
            return readUvWorkspace(files);
    }
}
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
    const files = typeof source === 'string' ? (0,read.workTreeFiles)(source) : source;
    // Each manager's files are read once, whether to detect it (auto) or to use it.
    const reads = new Map();
    const readOnce = (m) => {
        let pending = reads.get(m);
        if (!pending)
            reads.set(m, (pending = discover_read(files, m)));
        return pending;
    };
    // npm and yarn read the same field; the lockfile says which one the repository uses.
    const npmOrYarn = async () => (await files.isFile('yarn.lock')) ? 'yarn' : 'npm';
    /** The candidates that have a workspace here, in order. */
    const present = async (candidates) => {
        const found = await Promise.all(candidates.map(async (m) => (await readOnce(m)) !== undefined));
        return candidates.filter((_, i) => found[i]);
    };
    const turbo = setting === 'auto' ? 'auto' : setting.includes('turbo') ? 'asked' : 'off';
    let managers;
    if (setting === 'auto') {
        managers = await present(['pnpm', await npmOrYarn(), 'cargo', 'go', 'uv']);
        if (managers.length === 0 && !noneIsFine) {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" is auto, but no workspace was found ${files.where}: looked for ` +
                `${[...new Set(settings/* MANAGERS */.TN.map((m) => WORKSPACE_FILE[m]))].join(', ')}, ` +
                `${Object.values(registry/* GRAPH_SOURCES */.w)
                    .map((s) => `${s.markers.join(' or ')} (${s.title})`)
                    .join(', ')}. ` +
                `Check that the checkout holds the repository with its build at the root (for a build in a subdirectory, set ${constants/* Inputs */.G0.WorkingDirectory} to it), or turn ${constants/* Inputs */.G0.Workspaces} off (false).`);
        }
    }
    else {
        managers = setting.filter((m) => m !== 'turbo');
        // turbo alone: the JS workspace it runs over, whichever manager's it is.
        if (turbo === 'asked' && !managers.some((m) => model/* FAMILY */.Ju[m] === 'js')) {
            const js = await present(['pnpm', await npmOrYarn()]);
            if (js.length === 0) {
                throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" names turbo, but no npm, yarn or pnpm workspace (${WORKSPACE_FILE.npm}, or ${WORKSPACE_FILE.pnpm}) was found ${files.where}. ` +
                    'Turborepo runs over one; its packages are the targets.');
            }
            managers = [...js, ...managers];
        }
    }
    const found = await Promise.all(managers.map(readOnce));
    const missing = managers.filter((_, i) => !found[i]);
    if (missing.length > 0) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" names ${missing.join(', ')}, but ${missing
            .map((m) => `no ${WORKSPACE_FILE[m]}`)
            .join(', ')} was found ${files.where}. Remove ${missing.length === 1 ? 'it' : 'them'} from that list, or use auto.`);
    }
    const ws = assemble(managers, found);
    if (turbo !== 'off') {
        const js = ws.packages.filter((p) => p.family === 'js');
        const config = turbo === 'auto' && js.length === 0 ? undefined : await (0,workspaces_turbo/* readTurbo */.vk)(files, js);
        if (config)
            ws.turbo = config;
        else if (turbo === 'asked') {
            throw new errors/* InputError */.dz(constants/* Inputs */.G0.Workspaces, `Input "${constants/* Inputs */.G0.Workspaces}" names turbo, but no ${workspaces_turbo/* TURBO_FILES */.$c.join(' or ')} was found at the root ${files.where}. Remove turbo from that list, or use auto.`);
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


/***/ })

};

//# sourceMappingURL=62.index.js.map