export const id = 4694;
export const ids = [4694];
export const modules = {

/***/ 1536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ buildFilesSource),
/* harmony export */   n: () => (/* binding */ commitSource)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6264);
/* harmony import */ var _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3521);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3649);
/**
 * A reader of build files (Maven, Gradle, .NET) as a graph source: both commits' trees opened
 * from git objects, the reader's answer in the shape every source gives, and a git failure as ALL.
 */




async function buildFilesSource(ctx, tool, read) {
    return commitSource(ctx, tool, (after, before, changed, where) => read(after, lazyFiles(where, before), changed));
}
/**
 * A reader of both commits' trees from git objects as a graph source (the build-file readers, Python):
 * the head's tree opened at once, the base's on first use, a git failure as ALL. `keep` chooses
 * the files whose object ids the trees keep (CommitFiles.open); the answer's `source` replaces
 * the summary's words for where the graph came from.
 */
async function commitSource(ctx, tool, read) {
    const started = Date.now();
    const c = ctx.comparison;
    const to = c.kind === 'merge-commit' ? 'the merge commit' : 'the pull request head';
    const from = c.kind === 'merge-commit' ? 'its first parent' : 'the merge-base';
    // The first parent is listed only when the reader asks for it (a source-only pull request
    // reads one tree).
    const after = await _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .CommitFiles */ .d.open(ctx.git, ctx.repository, c.to, to, tool.keep);
    let opened;
    const open = () => (opened ??= _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .CommitFiles */ .d.open(ctx.git, ctx.repository, c.from, from, tool.keep));
    const before = async () => {
        const files = await open();
        if (!files) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS(`git cannot list ${from} ${c.from.slice(0, 12)}`, ['ls-tree'], null, '');
        }
        return files;
    };
    try {
        if (!after) {
            return (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .allAnswer */ .s)(`${tool.title}'s build files could not be read: git cannot list ${to} ${c.to.slice(0, 12)}`);
        }
        let answer;
        try {
            answer = await read(after, before, ctx.changed, `in commit ${c.from.slice(0, 12)} (${from})`);
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS))
                throw error;
            return (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .allAnswer */ .s)(`${tool.title}'s build files could not be read with git: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
        const n = answer.modules;
        return {
            impacted: answer.impacted,
            all: answer.all,
            outside: answer.outside,
            unseen: answer.unseen ?? [],
            calls: [
                {
                    tool: tool.title,
                    command: [],
                    ms: Date.now() - started,
                    source: answer.source ?? `${n} ${tool.what}${n === 1 ? '' : 's'} read from git objects`,
                },
            ],
            warnings: answer.warnings,
            ...(answer.names && { names: answer.names }),
        };
    }
    finally {
        after?.close();
        void opened?.then((files) => files?.close());
    }
}
/**
 * A RepoFiles opened on first use. Its synchronous questions (isDirectory, the submodules) need
 * it open: the readers ask them only after an asynchronous read.
 */
function lazyFiles(where, open) {
    let files;
    const get = async () => (files ??= await open());
    const now = (what) => {
        if (!files)
            throw new Error(`${where}: ${what} asked before the tree was read`);
        return files;
    };
    return {
        where,
        read: async (file) => (await get()).read(file),
        isFile: async (file) => (await get()).isFile(file),
        isDirectory: (dir) => now('isDirectory').isDirectory(dir),
        members: async (patterns, name, exclude) => (await get()).members(patterns, name, exclude),
        filesUnder: async (dir) => (await get()).filesUnder(dir),
        unknownSubmodules: () => now('unknownSubmodules').unknownSubmodules(),
        inUnknownSubmodule: (file) => now('inUnknownSubmodule').inUnknownSubmodule(file),
    };
}


/***/ }),

/***/ 7760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ closeOver),
/* harmony export */   WC: () => (/* binding */ emptyAnswer),
/* harmony export */   bn: () => (/* binding */ allOf)
/* harmony export */ });
/** An answer with nothing in it yet. */
function emptyAnswer() {
    return { impacted: new Map(), outside: [], unseen: [], warnings: [], modules: 0 };
}
/** `answer` made ALL for `sentence`: its warnings and count kept, nothing impacted or left over. */
function allOf(answer, sentence) {
    return { ...answer, impacted: new Map(), outside: [], unseen: [], all: sentence };
}
/**
 * The seeds and everything reachable from them through `next` (a module's dependents), breadth
 * first; each reached module's reason names the module it was reached from.
 */
function closeOver(seeds, next, 
/** The reason of `dependent`, reached from the impacted `from`. */
reached) {
    const impacted = new Map(seeds);
    const queue = [...seeds.keys()];
    for (let at = 0; at < queue.length; at++) {
        const name = queue[at];
        for (const dependent of next(name)) {
            if (impacted.has(dependent))
                continue;
            impacted.set(dependent, reached(name, dependent));
            queue.push(dependent);
        }
    }
    return impacted;
}


/***/ }),

/***/ 4694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mavenSource: () => (/* binding */ mavenSource)
});

// EXTERNAL MODULE: ./src/targets/graphs/build-files-source.ts
var build_files_source = __webpack_require__(1536);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/targets/graphs/build-files.ts
var build_files = __webpack_require__(7760);
// EXTERNAL MODULE: ./src/targets/graphs/xml.ts
var xml = __webpack_require__(3299);
;// CONCATENATED MODULE: ./src/targets/graphs/maven/pom.ts
/**
 * One POM as the Maven reader needs it: coordinates, parent, modules, properties, every place it
 * names another artifact (the edges a reactor can have), and the files its profiles' activation
 * looks at.
 */

/** Maven's default groupId for plugins that leave it out. */
const DEFAULT_PLUGIN_GROUP = 'org.apache.maven.plugins';
/** The project element and the profiles, which can declare (almost) the same things. */
function sections(project) {
    return [project, ...(0,xml/* children */.Y_)((0,xml/* child */.jf)(project, 'profiles'), 'profile')];
}
/**
 * Every `groupId`+`artifactId` pair inside a plugin's configuration (the dependency plugin's
 * artifactItems, an assembly's or a shade's includes): the plugin may use that artifact, though
 * Maven's reactor order does not see it.
 */
function configurationReferences(config, out) {
    if (!config)
        return;
    const artifactId = (0,xml/* textOf */.b6)(config, 'artifactId');
    if (artifactId !== undefined)
        out.push({ kind: 'plugin-configuration', groupId: (0,xml/* textOf */.b6)(config, 'groupId'), artifactId });
    for (const c of config.children)
        configurationReferences(c, out);
}
/** A plugin element: the plugin itself, its dependencies, the artifacts its configuration names. */
function pluginReferences(plugin, out) {
    const artifactId = (0,xml/* textOf */.b6)(plugin, 'artifactId');
    if (artifactId !== undefined) {
        out.push({
            kind: 'plugin',
            groupId: (0,xml/* textOf */.b6)(plugin, 'groupId') ?? DEFAULT_PLUGIN_GROUP,
            artifactId,
        });
    }
    for (const dep of (0,xml/* children */.Y_)((0,xml/* child */.jf)(plugin, 'dependencies'), 'dependency')) {
        const id = (0,xml/* textOf */.b6)(dep, 'artifactId');
        if (id !== undefined)
            out.push({ kind: 'plugin-dependency', groupId: (0,xml/* textOf */.b6)(dep, 'groupId'), artifactId: id });
    }
    configurationReferences((0,xml/* child */.jf)(plugin, 'configuration'), out);
    for (const execution of (0,xml/* children */.Y_)((0,xml/* child */.jf)(plugin, 'executions'), 'execution'))
        configurationReferences((0,xml/* child */.jf)(execution, 'configuration'), out);
}
/** The references one section (the project, or a profile) makes. */
function sectionReferences(section, out) {
    for (const dep of (0,xml/* children */.Y_)((0,xml/* child */.jf)(section, 'dependencies'), 'dependency')) {
        const artifactId = (0,xml/* textOf */.b6)(dep, 'artifactId');
        if (artifactId !== undefined)
            out.push({ kind: 'dependency', groupId: (0,xml/* textOf */.b6)(dep, 'groupId'), artifactId });
    }
    const managed = (0,xml/* child */.jf)((0,xml/* child */.jf)(section, 'dependencyManagement'), 'dependencies');
    for (const dep of (0,xml/* children */.Y_)(managed, 'dependency')) {
        const artifactId = (0,xml/* textOf */.b6)(dep, 'artifactId');
        const scope = (0,xml/* textOf */.b6)(dep, 'scope');
        // A plain managed entry is no edge; an import is, and so is a scope not known until
        // interpolation (it may be `import`).
        if (artifactId !== undefined &&
            scope !== undefined &&
            (scope === 'import' || /\$\{/.test(scope)))
            out.push({ kind: 'import', groupId: (0,xml/* textOf */.b6)(dep, 'groupId'), artifactId });
    }
    const build = (0,xml/* child */.jf)(section, 'build');
    for (const plugin of (0,xml/* children */.Y_)((0,xml/* child */.jf)(build, 'plugins'), 'plugin'))
        pluginReferences(plugin, out);
    const management = (0,xml/* child */.jf)((0,xml/* child */.jf)(build, 'pluginManagement'), 'plugins');
    for (const plugin of (0,xml/* children */.Y_)(management, 'plugin'))
        pluginReferences(plugin, out);
    for (const extension of (0,xml/* children */.Y_)((0,xml/* child */.jf)(build, 'extensions'), 'extension')) {
        const artifactId = (0,xml/* textOf */.b6)(extension, 'artifactId');
        if (artifactId !== undefined)
            out.push({ kind: 'extension', groupId: (0,xml/* textOf */.b6)(extension, 'groupId'), artifactId });
    }
    for (const plugin of (0,xml/* children */.Y_)((0,xml/* child */.jf)((0,xml/* child */.jf)(section, 'reporting'), 'plugins'), 'plugin'))
        pluginReferences(plugin, out);
}
/** Read a parsed POM (the root element must be `project`). */
function readPom(file, root) {
    if (root.name !== 'project')
        throw new Error(`its root element is <${root.name}>, not <project>`);
    const parentElement = (0,xml/* child */.jf)(root, 'parent');
    const pom = {
        file,
        modelVersion: (0,xml/* textOf */.b6)(root, 'modelVersion'),
        groupId: (0,xml/* textOf */.b6)(root, 'groupId'),
        artifactId: (0,xml/* textOf */.b6)(root, 'artifactId'),
        packaging: (0,xml/* textOf */.b6)(root, 'packaging'),
        modules: [],
        profileModules: new Set(),
        properties: new Map(),
        profileProperties: new Set(),
        references: [],
        activationFiles: [],
        profiles: [],
    };
    if (parentElement) {
        const relative = (0,xml/* child */.jf)(parentElement, 'relativePath');
        pom.parent = {
            groupId: (0,xml/* textOf */.b6)(parentElement, 'groupId'),
            artifactId: (0,xml/* textOf */.b6)(parentElement, 'artifactId'),
            relativePath: relative ? relative.text.trim() : undefined,
        };
        if (pom.parent.artifactId !== undefined)
            pom.references.push({
                kind: 'parent',
                groupId: pom.parent.groupId,
                artifactId: pom.parent.artifactId,
            });
    }
    for (const property of (0,xml/* child */.jf)(root, 'properties')?.children ?? [])
        pom.properties.set(property.name, property.text.trim());
    const listed = new Set();
    for (const section of sections(root)) {
        for (const module of (0,xml/* children */.Y_)((0,xml/* child */.jf)(section, 'modules'), 'module')) {
            const entry = module.text.trim();
            if (entry === '' || listed.has(entry))
                continue;
            listed.add(entry);
            pom.modules.push(entry);
            if (section !== root)
                pom.profileModules.add(entry);
        }
        sectionReferences(section, pom.references);
        if (section === root)
            continue;
        const id = (0,xml/* textOf */.b6)(section, 'id');
        if (id !== undefined)
            pom.profiles.push(id);
        for (const property of (0,xml/* child */.jf)(section, 'properties')?.children ?? [])
            pom.profileProperties.add(property.name);
        const activationFile = (0,xml/* child */.jf)((0,xml/* child */.jf)(section, 'activation'), 'file');
        for (const which of ['exists', 'missing']) {
            const value = (0,xml/* textOf */.b6)(activationFile, which);
            if (value !== undefined)
                pom.activationFiles.push(value);
        }
    }
    return pom;
}

;// CONCATENATED MODULE: ./src/targets/graphs/maven/reactor.ts
/**
 * Maven's reactor read from one commit's files: the modules reached through `<modules>` (in the
 * project and every profile) from the root POM, each module's coordinates with inheritance and
 * interpolation along its in-repository parent chain, and the edges between modules (parent,
 * dependencies, imports, plugins and their dependencies, extensions). Versions are ignored: any
 * version of a reactor module's coordinates is an edge to it.
 */



/** A reason the reactor cannot be read: one sentence naming the file and what is wrong with it. */
class ReactorError extends Error {
}
/** Whether a change of `changed` files can give another reactor than the one read from `inputs`. */
function touchesInputs(inputs, changed) {
    return changed.some((file) => {
        if (inputs.files.has(file))
            return true;
        for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
            if (inputs.dirs.has(file.slice(0, end)))
                return true;
        }
        return false;
    });
}
/** `files`, noting every path looked at into `inputs`. */
function recording(files, inputs) {
    return {
        where: files.where,
        read: (file) => {
            inputs.files.add(file);
            return files.read(file);
        },
        isFile: (file) => {
            inputs.files.add(file);
            return files.isFile(file);
        },
        isDirectory: (dir) => {
            // A directory that exists stays one unless every file under it goes, its POM with them
            // (and that POM is an input); one that does not exist becomes one by a new file under it.
            const exists = files.isDirectory(dir);
            if (!exists)
                inputs.dirs.add(dir);
            return exists;
        },
        members: (patterns, name, exclude) => files.members(patterns, name, exclude),
        filesUnder: (dir) => {
            inputs.dirs.add(dir);
            return files.filesUnder(dir);
        },
        unknownSubmodules: () => files.unknownSubmodules(),
        inUnknownSubmodule: (file) => files.inUnknownSubmodule(file),
    };
}
/** The POM file a module entry names, relative to the repository; undefined outside it. */
function moduleFile(files, declaring, entry) {
    const joined = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(declaring), entry));
    const clean = joined.replace(/\/+$/, '');
    if (clean === '..' || clean.startsWith('../') || clean.startsWith('/'))
        return undefined;
    if (clean === '.' || files.isDirectory(clean))
        return clean === '.' ? 'pom.xml' : `${clean}/pom.xml`;
    return clean;
}
const dirOf = (file) => {
    const dir = external_node_path_.posix.dirname(file);
    return dir === '.' ? '' : dir;
};
/** A module's name: its directory, or its POM file when that is not named pom.xml. */
function moduleName(pomFile) {
    if (external_node_path_.posix.basename(pomFile) !== 'pom.xml')
        return pomFile;
    return dirOf(pomFile) || '.';
}
const PLACEHOLDER = /\$\{([^}]*)\}/g;
const hasPlaceholder = (value) => value !== undefined && value.includes('${');
/** A value with unresolved placeholders as a pattern: each `${...}` stands for any text. */
function placeholderPattern(value) {
    const parts = value
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'));
    return new RegExp(`^${parts.join('.*')}$`);
}
/** Whether a referenced coordinate can name a module's: undefined and placeholders match widely. */
function coordinateMatches(ref, mod) {
    if (ref === undefined || mod === undefined)
        return true;
    const refOpen = hasPlaceholder(ref);
    const modOpen = hasPlaceholder(mod);
    if (!refOpen && !modOpen)
        return ref === mod;
    if (refOpen && modOpen)
        return true;
    return refOpen ? placeholderPattern(ref).test(mod) : placeholderPattern(mod).test(ref);
}
/** Reads the reactor of one commit. */
class ReactorReader {
    files;
    inputs;
    overridden;
    poms = new Map();
    parents = new Map();
    modules = new Map();
    missing = new Set();
    byArtifactId;
    warnings = [];
    constructor(files, inputs, 
    /** Properties set on Maven's command line in `.mvn/maven.config`: unknown values here. */
    overridden) {
        this.files = files;
        this.inputs = inputs;
        this.overridden = overridden;
    }
    /** Read and parse one POM; undefined when the file does not exist. */
    async load(file) {
        const known = this.poms.get(file);
        if (known || this.missing.has(file))
            return known;
        const text = await this.files.read(file);
        if (text === undefined) {
            this.missing.add(file);
            return undefined;
        }
        let pom;
        try {
            pom = readPom(file, (0,xml/* parseXml */.NO)(text));
        }
        catch (error) {
            throw new ReactorError(`The POM ${file} ${this.files.where} cannot be read (${error.message}), so Maven's reactor is unknown`);
        }
        if (pom.modelVersion !== '4.0.0') {
            throw new ReactorError(`The POM ${file} ${this.files.where} has modelVersion ${pom.modelVersion ?? '(none)'}, and only 4.0.0 is read (a later model has subprojects and inferred parents)`);
        }
        this.poms.set(file, pom);
        return pom;
    }
    /** Every module from the root POM down, breadth first (a level's POMs are read together). */
    async readModules() {
        let level = [
            { file: 'pom.xml' },
        ];
        const seen = new Set(['pom.xml']);
        while (level.length > 0) {
            const poms = await Promise.all(level.map(({ file }) => this.load(file)));
            const next = [];
            for (const [i, pom] of poms.entries()) {
                const { file, declaredBy } = level[i];
                if (!pom && declaredBy?.profile) {
                    this.warnings.push(`The module "${declaredBy.entry}" that a profile of ${declaredBy.pom} lists ${this.files.where} has no POM (${file} does not exist): Maven fails when that profile is active, and the reader leaves it out.`);
                    continue;
                }
                if (!pom && this.files.inUnknownSubmodule(file)) {
                    throw new ReactorError(`The module POM ${file} lies in a submodule the checkout did not initialise ${this.files.where}, so it cannot be read (check out with submodules)`);
                }
                if (!pom) {
                    throw new ReactorError(declaredBy
                        ? `The module "${declaredBy.entry}" that ${declaredBy.pom} lists ${this.files.where} has no POM (${file} does not exist), so Maven would fail`
                        : `There is no pom.xml at the root ${this.files.where}`);
                }
                const name = moduleName(file);
                this.modules.set(name, { name, dir: dirOf(file), pom, key: '', ancestors: [] });
                for (const entry of pom.modules) {
                    const target = moduleFile(this.files, file, entry);
                    if (target === undefined) {
                        throw new ReactorError(`The module "${entry}" that ${file} lists ${this.files.where} is outside the repository, so its POM cannot be read`);
                    }
                    if (seen.has(target))
                        continue;
                    seen.add(target);
                    next.push({
                        file: target,
                        declaredBy: { pom: file, entry, profile: pom.profileModules.has(entry) },
                    });
                }
            }
            level = next;
        }
    }
    /** The in-repository POM `pom` inherits from: by relativePath, else a module with its key. */
    async parentOf(pom) {
        if (this.parents.has(pom.file))
            return this.parents.get(pom.file);
        let found;
        const parent = pom.parent;
        if (parent?.artifactId !== undefined) {
            const relative = parent.relativePath ?? '../pom.xml';
            if (relative !== '') {
                const target = moduleFile(this.files, pom.file, relative);
                const candidate = target === undefined ? undefined : await this.load(target);
                if (candidate &&
                    candidate.file !== pom.file &&
                    coordinateMatches(parent.artifactId, candidate.artifactId) &&
                    coordinateMatches(parent.groupId, candidate.groupId ?? candidate.parent?.groupId))
                    found = candidate;
            }
            if (!found) {
                if (!this.byArtifactId) {
                    this.byArtifactId = new Map();
                    for (const module of this.modules.values()) {
                        const id = module.pom.artifactId ?? '';
                        const list = this.byArtifactId.get(id);
                        if (list)
                            list.push(module);
                        else
                            this.byArtifactId.set(id, [module]);
                    }
                }
                for (const module of this.byArtifactId.get(parent.artifactId) ?? []) {
                    if (module.pom.file !== pom.file &&
                        coordinateMatches(parent.groupId, module.pom.groupId ?? module.pom.parent?.groupId)) {
                        found = module.pom;
                        break;
                    }
                }
            }
        }
        this.parents.set(pom.file, found);
        return found;
    }
    /** The in-repository ancestors of `pom`, nearest first (a cycle ends the chain). */
    async ancestorsOf(pom) {
        const chain = [];
        const seen = new Set([pom.file]);
        for (let p = await this.parentOf(pom); p && !seen.has(p.file); p = await this.parentOf(p)) {
            seen.add(p.file);
            chain.push(p);
        }
        return chain;
    }
    /** Interpolate `value` in the context of `pom` (its own model, then its ancestors'). */
    interpolate(value, pom, ancestors, seen = new Set()) {
        if (!value.includes('${'))
            return value;
        return value.replace(PLACEHOLDER, (whole, name) => {
            if (seen.has(name))
                return whole;
            const resolved = this.lookup(name, pom, ancestors, new Set([...seen, name]));
            return resolved ?? whole;
        });
    }
    lookup(name, pom, ancestors, seen) {
        const field = name.replace(/^(project|pom)\./, '');
        const again = (v) => v === undefined ? undefined : this.interpolate(v, pom, ancestors, seen);
        switch (field) {
            case 'groupId':
                return again(pom.groupId ?? pom.parent?.groupId);
            case 'artifactId':
                return again(pom.artifactId);
            case 'parent.groupId':
                return again(pom.parent?.groupId);
            case 'parent.artifactId':
                return again(pom.parent?.artifactId);
            case 'basedir':
                return dirOf(pom.file);
        }
        if (this.overridden.has(name))
            return undefined;
        const chain = [pom, ...ancestors];
        if (chain.some((p) => p.profileProperties.has(name)))
            return undefined;
        for (const p of chain) {
            const v = p.properties.get(name);
            if (v !== undefined)
                return again(v);
        }
        return undefined;
    }
    /** A reference's coordinates in the context of `pom`. */
    resolve(ref, pom, ancestors) {
        return {
            kind: ref.kind,
            groupId: ref.groupId === undefined ? undefined : this.interpolate(ref.groupId, pom, ancestors),
            artifactId: this.interpolate(ref.artifactId, pom, ancestors),
        };
    }
    /** Keys, ancestors and edges, once every module is read. */
    async finish() {
        const moduleFiles = new Set([...this.modules.values()].map((m) => m.pom.file));
        const byArtifact = new Map();
        const open = [];
        await Promise.all([...this.modules.values()].map(async (module) => {
            module.ancestors = await this.ancestorsOf(module.pom);
        }));
        for (const module of this.modules.values()) {
            const groupId = this.interpolate(module.pom.groupId ?? module.pom.parent?.groupId ?? '${groupId}', module.pom, module.ancestors);
            const artifactId = this.interpolate(module.pom.artifactId ?? '${artifactId}', module.pom, module.ancestors);
            module.key = `${groupId}:${artifactId}`;
            if (hasPlaceholder(artifactId))
                open.push(module);
            else {
                const list = byArtifact.get(artifactId);
                if (list)
                    list.push(module);
                else
                    byArtifact.set(artifactId, [module]);
            }
            if (hasPlaceholder(groupId) || hasPlaceholder(artifactId)) {
                this.warnings.push(`The Maven module ${module.name} has coordinates ${module.key} that cannot be fully resolved from the repository; references to it are matched on the known parts.`);
            }
        }
        const groupOf = (m) => m.key.slice(0, m.key.indexOf(':'));
        const artifactOf = (m) => m.key.slice(m.key.indexOf(':') + 1);
        const edges = new Map();
        const edgeFiles = new Map();
        for (const module of this.modules.values()) {
            const out = new Map();
            const from = new Map();
            const add = (ref, file) => {
                const candidates = hasPlaceholder(ref.artifactId)
                    ? [...this.modules.values()]
                    : [...(byArtifact.get(ref.artifactId) ?? []), ...open];
                for (const target of candidates) {
                    if (target === module || out.has(target.name))
                        continue;
                    if (coordinateMatches(ref.artifactId, artifactOf(target)) &&
                        coordinateMatches(ref.groupId, groupOf(target))) {
                        out.set(target.name, ref.kind);
                        from.set(target.name, file);
                    }
                }
            };
            for (const ref of module.pom.references)
                add(this.resolve(ref, module.pom, module.ancestors), module.pom.file);
            // What it inherits, in its own context: a module ancestor's edges reach it through the
            // parent edge, except where interpolation gives other coordinates here; a POM that is
            // no module is no node, so all its references are this module's.
            for (const ancestor of module.ancestors) {
                const isModule = moduleFiles.has(ancestor.file);
                for (const ref of ancestor.references) {
                    if (ref.kind === 'parent')
                        continue;
                    if (isModule && !hasPlaceholder(ref.groupId) && !hasPlaceholder(ref.artifactId))
                        continue;
                    add(this.resolve(ref, module.pom, module.ancestors), ancestor.file);
                }
            }
            const parent = await this.parentOf(module.pom);
            if (parent && moduleFiles.has(parent.file)) {
                const name = moduleName(parent.file);
                if (!out.has(name)) {
                    out.set(name, 'parent');
                    from.set(name, module.pom.file);
                }
            }
            edges.set(module.name, out);
            edgeFiles.set(module.name, from);
        }
        return {
            modules: this.modules,
            edges,
            edgeFiles,
            poms: this.poms,
            inputs: this.inputs,
            warnings: this.warnings,
        };
    }
}
/**
 * Properties that `.mvn/maven.config` sets on Maven's command line (`-Dname=value`): they
 * override the POMs' values, so the reader treats them as unknown.
 */
async function commandLineProperties(files) {
    const text = await files.read('.mvn/maven.config');
    const names = new Set();
    if (text === undefined)
        return names;
    const words = text.split(/\s+/).filter(Boolean);
    for (const [i, word] of words.entries()) {
        let definition;
        if (word === '-D' || word === '--define')
            definition = words[i + 1];
        else if (word.startsWith('--define='))
            definition = word.slice('--define='.length);
        else if (word.startsWith('-D'))
            definition = word.slice(2);
        if (definition)
            names.add(definition.split('=')[0].replace(/^["']/, ''));
    }
    return names;
}
/** Read the reactor of one commit; a ReactorError when Maven could not read it either. */
async function readReactor(files) {
    const inputs = { files: new Set(), dirs: new Set() };
    const seen = recording(files, inputs);
    const reader = new ReactorReader(seen, inputs, await commandLineProperties(seen));
    await reader.readModules();
    return reader.finish();
}

// EXTERNAL MODULE: ./src/targets/graphs/maven/reason.ts
var reason = __webpack_require__(3260);
;// CONCATENATED MODULE: ./src/targets/graphs/maven/index.ts
/**
 * `workspaces: maven`: the modules a pull request impacts in a Maven reactor, read statically from
 * the git objects of the merge commit and of its first parent. Owners of changed files, the
 * modules whose POM (or a POM they inherit from) changed, and every module depending on those
 * through any edge; `ALL` where the reactor itself may have changed in ways a POM reader cannot
 * follow (see docs and shared/design/jvm-graphs.md).
 */




/** Whether the tree is a Maven build: a pom.xml at the root. */
async function detectMaven(files) {
    return files.isFile('pom.xml');
}
/** Why a changed path makes everything impacted regardless of the POMs, or undefined. */
function buildWideFile(file) {
    const parts = file.split('/');
    const base = parts.at(-1);
    if (parts.slice(0, -1).includes('.mvn'))
        return `${file} is Maven's own configuration (.mvn: command-line options, core extensions, the wrapper's Maven version)`;
    if (base === 'mvnw' || base === 'mvnw.cmd')
        return `${file} is the Maven wrapper, which decides the Maven that builds every module`;
    return undefined;
}
/** The repository-relative files a profile activation may test, as matchers. */
function activationMatchers(pom) {
    const dir = external_node_path_.posix.dirname(pom.file) === '.' ? '' : external_node_path_.posix.dirname(pom.file);
    return pom.activationFiles.map((raw) => {
        const value = raw.replace(/\$\{(project\.)?basedir\}/g, dir).replace(/\\/g, '/');
        if (value.includes('${')) {
            // An unknown prefix: any file ending with the known tail may be the one.
            const tail = value.slice(value.lastIndexOf('}') + 1).replace(/^\/+/, '');
            return {
                path: raw,
                matches: (file) => tail === '' || file === tail || file.endsWith(`/${tail}`),
            };
        }
        const relative = value.replace(/^\/+/, '');
        const candidates = new Set([external_node_path_.posix.normalize(external_node_path_.posix.join(dir, relative)), external_node_path_.posix.normalize(relative)].map((p) => p.replace(/\/+$/, '')));
        return {
            path: raw,
            matches: (file) => [...candidates].some((c) => file === c || file.startsWith(`${c}/`)),
        };
    });
}
/** A sentence when a changed file is one a profile's activation tests, else undefined. */
function activationChange(reactors, changed) {
    for (const reactor of reactors) {
        for (const pom of reactor.poms.values()) {
            for (const activation of activationMatchers(pom)) {
                const file = changed.find(activation.matches);
                if (file !== undefined)
                    return `${file} is named by a profile's activation file ("${activation.path}" in ${pom.file}), so which profiles are active may have changed: every module is impacted.`;
            }
        }
    }
    return undefined;
}
/** The module keys of two reactors compared: a sentence naming the differences, or undefined. */
function moduleSetChange(after, before) {
    const differences = [];
    for (const [name, module] of after.modules) {
        const old = before.modules.get(name);
        if (!old)
            differences.push(`${name} (${module.key}) was added`);
        else if (old.key !== module.key)
            differences.push(`${name} changed from ${old.key} to ${module.key}`);
    }
    for (const [name, module] of before.modules) {
        if (!after.modules.has(name))
            differences.push(`${name} (${module.key}) was removed`);
    }
    if (differences.length === 0)
        return undefined;
    const shown = differences.slice(0, 3).join('; ');
    const more = differences.length > 3 ? `; and ${differences.length - 3} more` : '';
    return `The set of Maven modules changed (${shown}${more}), so every module is impacted.`;
}
/** For each POM file, the modules it is the POM of or that inherit from it. */
function modulesByPom(reactor) {
    const found = new Map();
    for (const module of reactor.modules.values()) {
        for (const pom of [module.pom, ...module.ancestors]) {
            const list = found.get(pom.file);
            if (list)
                list.push(module.name);
            else
                found.set(pom.file, [module.name]);
        }
    }
    return found;
}
/**
 * The modules the changed files reach directly: those whose POM (or a POM they inherit from)
 * changed, and the owner of every other file (the module whose directory most deeply holds it).
 * Files under no module but an aggregator root go to `outside`.
 */
function seedsOf(now, then, changed, outside) {
    const seeds = new Map();
    const seed = (name, why) => {
        if (!seeds.has(name))
            seeds.set(name, why);
    };
    const changedPoms = new Set();
    const pomsNow = modulesByPom(now);
    const pomsThen = modulesByPom(then);
    for (const file of changed) {
        const users = [...new Set([...(pomsNow.get(file) ?? []), ...(pomsThen.get(file) ?? [])])];
        if (users.length === 0)
            continue;
        changedPoms.add(file);
        for (const name of users)
            seed(name, { kind: 'maven', how: 'pom', file });
    }
    const byDir = new Map();
    for (const module of now.modules.values()) {
        const list = byDir.get(module.dir);
        if (list)
            list.push(module.name);
        else
            byDir.set(module.dir, [module.name]);
    }
    const root = now.modules.get('.');
    const rootOwnsFiles = root !== undefined && (root.pom.packaging ?? 'jar') !== 'pom';
    for (const file of changed) {
        if (changedPoms.has(file))
            continue;
        let owners;
        for (let dir = external_node_path_.posix.dirname(file);; dir = external_node_path_.posix.dirname(dir)) {
            owners = byDir.get(dir === '.' ? '' : dir);
            if (owners || dir === '.' || dir === '/')
                break;
        }
        if (!owners || (owners.includes('.') && !rootOwnsFiles)) {
            outside.push(file);
            continue;
        }
        for (const name of owners)
            seed(name, { kind: 'maven', how: 'owns', file });
    }
    return seeds;
}
/** The seeds and every module depending on one, through any edge, transitively. */
function closeOverDependents(reactor, seeds) {
    const dependents = new Map();
    for (const [from, targets] of reactor.edges) {
        for (const to of targets.keys()) {
            const list = dependents.get(to);
            if (list)
                list.push(from);
            else
                dependents.set(to, [from]);
        }
    }
    return (0,build_files/* closeOver */.FM)(seeds, (name) => dependents.get(name) ?? [], (dependency, dependent) => {
        const edge = reactor.edges.get(dependent)?.get(dependency);
        const file = reactor.edgeFiles?.get(dependent)?.get(dependency);
        return {
            kind: 'maven',
            how: 'dependency',
            dependency,
            ...(edge !== undefined && file !== undefined && { edge, file }),
        };
    });
}
/**
 * Conflict keys: the modules a changed POM depends on now and did not before (a pull request
 * adding a dependency on Y and one changing Y have disjoint closures, yet break together).
 */
function conflictKeys(now, then, seeds) {
    const keys = new Map();
    for (const [name, why] of seeds) {
        if (why.how !== 'pom')
            continue;
        const old = then.edges.get(name) ?? new Map();
        for (const target of now.edges.get(name)?.keys() ?? []) {
            if (old.has(target) || keys.has(target))
                continue;
            keys.set(target, { kind: 'maven', how: 'conflict-key', file: why.file, dependent: name });
        }
    }
    return keys;
}
/**
 * The answer for `changed` (repository-relative paths): the reactor at `after` (the merge
 * commit) compared with `before` (its first parent).
 */
async function mavenImpact(after, before, changed) {
    const answer = (0,build_files/* emptyAnswer */.WC)();
    const all = (sentence) => (0,build_files/* allOf */.bn)(answer, sentence);
    for (const file of changed) {
        const why = buildWideFile(file);
        if (why)
            return all(`${why}, so every module is impacted.`);
    }
    let now;
    let then;
    try {
        now = await readReactor(after);
        // The first parent's reactor is read only when a file it was read from changed: else it
        // is this one (most pull requests change sources only).
        then = touchesInputs(now.inputs, changed) ? await readReactor(before) : now;
    }
    catch (error) {
        if (error instanceof ReactorError)
            return all(`${error.message}: every module is impacted.`);
        throw error;
    }
    answer.modules = now.modules.size;
    answer.warnings.push(...now.warnings);
    const setChange = moduleSetChange(now, then);
    if (setChange)
        return all(setChange);
    const activation = activationChange([now, then], changed);
    if (activation)
        return all(activation);
    const seeds = seedsOf(now, then, changed, answer.outside);
    for (const [name, why] of closeOverDependents(now, seeds))
        answer.impacted.set(name, why);
    for (const [name, why] of conflictKeys(now, then, seeds)) {
        if (!answer.impacted.has(name))
            answer.impacted.set(name, why);
    }
    return answer;
}

;// CONCATENATED MODULE: ./src/targets/graphs/maven/source.ts
/** The Maven reader as a graph source (registry.ts). */


function mavenSource(ctx) {
    return (0,build_files_source/* buildFilesSource */.D)(ctx, { title: 'Maven', what: 'module' }, mavenImpact);
}


/***/ }),

/***/ 3299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ parseXml),
/* harmony export */   Y_: () => (/* binding */ children),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   jf: () => (/* binding */ child)
/* harmony export */ });
/* harmony import */ var saxes__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9800);
/**
 * XML build files (Maven's POMs, MSBuild's projects) read into a small element tree with a real
 * XML parser (saxes); nothing is guessed from the text.
 */

/**
 * Parse XML into a small element tree; throws with the parser's message on malformed XML. Read
 * without position tracking (measured 2x faster on small POMs); a failure is read again with
 * positions, for the line and column in the message.
 */
function parseXml(text) {
    try {
        return parseWith(text, false);
    }
    catch {
        return parseWith(text, true);
    }
}
const localName = (raw) => raw.slice(raw.indexOf(':') + 1);
function parseWith(text, position) {
    const parser = new saxes__WEBPACK_IMPORTED_MODULE_0__/* .SaxesParser */ .wT({ position });
    const stack = [];
    let root;
    let failure;
    parser.on('error', (error) => {
        failure ??= error;
    });
    parser.on('opentag', (tag) => {
        const plain = tag;
        const attributes = {};
        for (const [name, value] of Object.entries(plain.attributes)) {
            attributes[localName(name)] = value;
        }
        const element = { name: localName(plain.name), attributes, children: [], text: '' };
        const top = stack.at(-1);
        if (top)
            top.children.push(element);
        else
            root ??= element;
        stack.push(element);
    });
    parser.on('closetag', () => {
        stack.pop();
    });
    const addText = (text) => {
        const top = stack.at(-1);
        if (top)
            top.text += text;
    };
    parser.on('text', addText);
    parser.on('cdata', addText);
    parser.write(text).close();
    if (failure)
        throw new Error(failure.message.split('\n')[0]);
    if (!root)
        throw new Error('no root element');
    return root;
}
/** The first child element named `name`. */
function child(element, name) {
    return element?.children.find((c) => c.name === name);
}
/** All child elements named `name`. */
function children(element, name) {
    return element ? element.children.filter((c) => c.name === name) : [];
}
/** The trimmed text of the child `name`, or undefined when absent or empty. */
function textOf(element, name) {
    const found = child(element, name);
    if (!found)
        return undefined;
    const value = found.text.trim();
    return value === '' ? undefined : value;
}


/***/ })

};

//# sourceMappingURL=4694.index.js.map