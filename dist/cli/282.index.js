export const id = 282;
export const ids = [282,701];
export const modules = {

/***/ 9282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  workspaceImpact: () => (/* binding */ workspaceImpact)
});

// UNUSED EXPORTS: Ownership

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/targets/workspaces/model.ts
var model = __webpack_require__(9420);
// EXTERNAL MODULE: ./src/targets/workspaces/read.ts
var read = __webpack_require__(701);
;// CONCATENATED MODULE: ./src/targets/workspaces/lockfiles.ts





/** A lockfile this action cannot read precisely: the reason, for an ALL upload. */
class UnreadableLockfile extends Error {
}
/** The document without the named sections, as comparable text. */
function without(doc, ...sections) {
    return JSON.stringify(Object.entries(doc).filter(([key]) => !sections.includes(key)));
}
const keysOf = (...tables) => tables.flatMap((t) => ((0,read.isTable)(t) ? Object.keys(t) : []));
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
    if (!(0,read.isTable)(doc.importers)) {
        throw new UnreadableLockfile('it has no importers section (it is not a workspace lockfile)');
    }
    const importers = doc.importers;
    for (const [dir, importer] of Object.entries(importers)) {
        if (!(0,read.isTable)(importer))
            continue;
        entries.set(`importer:${dir}`, {
            name: dir,
            owner: (0,model/* joinDir */.SA)(dir),
            deps: keysOf(importer.dependencies, importer.devDependencies, importer.optionalDependencies),
            body: JSON.stringify(importer),
        });
    }
    for (const section of ['packages', 'snapshots']) {
        const table = doc[section];
        if (!(0,read.isTable)(table))
            continue;
        for (const [key, value] of Object.entries(table)) {
            const v = (0,read.isTable)(value) ? value : {};
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
    if (!(0,read.isTable)(doc.packages)) {
        throw new UnreadableLockfile('it has no "packages" section (lockfileVersion 1, from npm 6); run npm 7 or later to update it');
    }
    const entries = new Map();
    for (const [key, value] of Object.entries(doc.packages)) {
        const v = (0,read.isTable)(value) ? value : {};
        const nm = key.lastIndexOf('node_modules/');
        const deps = keysOf(v.dependencies, v.optionalDependencies, v.peerDependencies, v.devDependencies);
        let owner;
        if (key === '')
            owner = '';
        else if (v.link === true && typeof v.resolved === 'string' && members.has((0,model/* joinDir */.SA)(v.resolved)))
            owner = (0,model/* joinDir */.SA)(v.resolved);
        else if (nm === -1)
            owner = (0,model/* joinDir */.SA)(key);
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
        if (key === '__metadata' || !(0,read.isTable)(value))
            continue;
        const resolution = typeof value.resolution === 'string' ? value.resolution : key;
        const name = nameFromVersionKey(resolution);
        const workspace = /@workspace:(.*)$/.exec(resolution);
        entries.set(key, {
            name,
            deps: keysOf(value.dependencies, value.peerDependencies, value.optionalDependencies),
            owner: workspace ? (0,model/* joinDir */.SA)(workspace[1]) : undefined,
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
        if (!(0,read.isTable)(value) || typeof value.name !== 'string')
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
    const names = (list) => Array.isArray(list) ? list.filter(read.isTable).map((d) => (0,model/* normalizePythonName */.L7)(String(d.name))) : [];
    for (const value of Array.isArray(doc.package) ? doc.package : []) {
        if (!(0,read.isTable)(value) || typeof value.name !== 'string')
            continue;
        const source = (0,read.isTable)(value.source) ? value.source : {};
        const local = source.editable ?? source.virtual ?? source.directory;
        const deps = [
            ...names(value.dependencies),
            ...Object.values((0,read.isTable)(value['optional-dependencies']) ? value['optional-dependencies'] : {}).flatMap(names),
            ...Object.values((0,read.isTable)(value['dev-dependencies']) ? value['dev-dependencies'] : {}).flatMap(names),
        ];
        entries.set(`${value.name} ${String(value.version)} ${JSON.stringify(source)}`, {
            name: (0,model/* normalizePythonName */.L7)(value.name),
            deps,
            owner: typeof local === 'string' ? (0,model/* joinDir */.SA)(local) : undefined,
            body: JSON.stringify(value),
        });
    }
    return { entries, meta: without(doc, 'package') };
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
                return pnpmLock(tableOf((0,js_yaml/* load */.Hh)(text)));
            case 'package-lock.json':
            case 'npm-shrinkwrap.json':
                return npmLock(tableOf(JSON.parse(text)), ctx.members);
            case 'yarn.lock':
                return /^# yarn lockfile v1/m.test(text)
                    ? yarnClassicLock(text)
                    : yarnBerryLock(tableOf((0,js_yaml/* load */.Hh)(text)));
            case 'Cargo.lock':
                return cargoLock(tableOf((0,dist/* parse */.qg)(text)), ctx.crates);
            case 'uv.lock':
                return uvLock(tableOf((0,dist/* parse */.qg)(text)));
            case 'go.work.sum':
                return goWorkSum(text);
            default:
                throw new UnreadableLockfile('its format cannot be attributed to packages');
        }
    }
    catch (error) {
        if (error instanceof UnreadableLockfile)
            throw error;
        throw new UnreadableLockfile(`it does not parse: ${(0,format/* errorMessage */.gJ)(error).split('\n')[0]}`);
    }
}
function tableOf(doc) {
    if (!(0,read.isTable)(doc))
        throw new UnreadableLockfile('its top level is not a table');
    return doc;
}

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
        const turbo = (0,workspaces_turbo/* turboImpact */.DH)(ws.turbo, ws.packages, changed);
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
        if (typeof result === 'string')
            return { direct, outside, all: result };
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
        before = sides.before === undefined ? EMPTY : parseLockfile(file, sides.before, ctx);
        after = sides.after === undefined ? EMPTY : parseLockfile(file, sides.after, ctx);
    }
    catch (error) {
        if (error instanceof UnreadableLockfile)
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


/***/ }),

/***/ 9420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   expandMembers: () => (/* binding */ expandMembers),
/* harmony export */   isDirectory: () => (/* binding */ isDirectory),
/* harmony export */   isFile: () => (/* binding */ isFile),
/* harmony export */   isTable: () => (/* binding */ isTable),
/* harmony export */   manifestError: () => (/* binding */ manifestError),
/* harmony export */   memberPatterns: () => (/* binding */ memberPatterns),
/* harmony export */   parseManifest: () => (/* binding */ parseManifest),
/* harmony export */   parsedOr: () => (/* binding */ parsedOr),
/* harmony export */   readOptional: () => (/* binding */ readOptional),
/* harmony export */   stringArray: () => (/* binding */ stringArray),
/* harmony export */   stripBom: () => (/* binding */ stripBom),
/* harmony export */   workTreeFiles: () => (/* binding */ workTreeFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3243);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3292);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3382);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6264);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9420);









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
        isFile: async (file) => isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, file)),
        isDirectory: (dir) => isDirectory(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, dir)),
        members: (patterns, manifestName, exclude) => expandMembers(root, patterns, manifestName, exclude),
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
        throw manifestError(file, `cannot be read (${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)})`);
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
            doc = (0,js_yaml__WEBPACK_IMPORTED_MODULE_2__/* .load */ .Hh)(text);
        else
            doc = (0,smol_toml__WEBPACK_IMPORTED_MODULE_3__/* .parse */ .qg)(text);
    }
    catch (error) {
        const detail = error instanceof smol_toml__WEBPACK_IMPORTED_MODULE_3__/* .TomlError */ .zx
            ? `${error.message.split('\n')[0]} (line ${error.line}, column ${error.column})`
            : (0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error).split('\n')[0];
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
        const pattern = (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .joinDir */ .SA)(negative ? raw.slice(1) : raw);
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
        const rel = (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .joinDir */ .SA)(dir);
        if (isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, rel, manifestName)))
            found.add(rel);
    }
    if (wantsRoot)
        found.add('');
    return [...found].sort();
}
function isFile(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile();
    }
    catch {
        return false;
    }
}
function isDirectory(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 8549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ TURBO_FILES),
/* harmony export */   DH: () => (/* binding */ turboImpact),
/* harmony export */   vk: () => (/* binding */ readTurbo)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _jsonc_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1769);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(701);
/**
 * Turborepo's rules, read from turbo.json at the commit (never run): what makes every task
 * change (turbo.json itself, `globalDependencies`), and the root files a task takes through an
 * input outside its package (`$TURBO_ROOT$/...`), which turbo's own package-level answer misses.
 * The packages and their dependencies are the npm, yarn or pnpm workspace's.
 */




/** The names turbo reads its configuration from (turbo.jsonc since 2.4). */
const TURBO_FILES = ['turbo.json', 'turbo.jsonc'];
function readConfig(file, text) {
    let doc;
    try {
        doc = (0,_jsonc_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonc */ .p)(text);
    }
    catch (error) {
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__.manifestError)(file, `is not valid JSON (comments and trailing commas allowed): ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_1__.isTable)(doc))
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__.manifestError)(file, 'must hold a JSON object');
    return doc;
}
const strings = (value) => Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
/**
 * A task input that reaches outside the package, as a repository-relative glob; undefined for
 * one inside it (the package's own files: its ownership already counts them) or a negation.
 */
function outsideInput(input, packageDir) {
    if (input.startsWith('!') || input === '$TURBO_DEFAULT$')
        return undefined;
    if (input.startsWith('$TURBO_ROOT$')) {
        const rest = input.slice('$TURBO_ROOT$'.length).replace(/^\/+/, '');
        return rest === '' ? '**' : rest;
    }
    // `../shared/**` from a package: the part left after climbing out of it.
    if (packageDir !== undefined && input.startsWith('../')) {
        const joined = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(packageDir, input);
        if (joined === '..' || joined.startsWith('../'))
            return undefined;
        if (joined !== packageDir && !joined.startsWith(`${packageDir}/`))
            return joined;
    }
    return undefined;
}
/** The tasks of one turbo.json's `tasks` (or turbo 1's `pipeline`). */
function tasksOf(doc) {
    const tasks = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__.isTable)(doc.tasks) ? doc.tasks : (0,_read_js__WEBPACK_IMPORTED_MODULE_1__.isTable)(doc.pipeline) ? doc.pipeline : {};
    return Object.entries(tasks).filter((e) => (0,_read_js__WEBPACK_IMPORTED_MODULE_1__.isTable)(e[1]));
}
/**
 * Read the root turbo.json (or turbo.jsonc) and the packages' own; undefined when the root has
 * neither. `packages` are the workspace's JS packages (name and directory).
 */
async function readTurbo(files, packages) {
    const find = async (dir) => {
        for (const name of TURBO_FILES) {
            const file = (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(dir, name);
            const text = await files.read(file);
            if (text !== undefined)
                return { file, text };
        }
        return undefined;
    };
    const root = await find('');
    if (!root)
        return undefined;
    const doc = readConfig(root.file, root.text);
    const config = {
        files: [root.file],
        globalDependencies: strings(doc.globalDependencies)
            .filter((p) => !p.startsWith('!'))
            .map((p) => (p.startsWith('$TURBO_ROOT$') ? p.slice('$TURBO_ROOT$'.length) : p))
            .map((p) => (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .joinDir */ .SA)(p)),
        rootInputs: [],
    };
    const byName = new Map(packages.map((p) => [p.name, p.dir]));
    for (const [key, task] of tasksOf(doc)) {
        const hash = key.indexOf('#');
        const owner = hash > 0 ? key.slice(0, hash) : undefined;
        const name = hash >= 0 ? key.slice(hash + 1) : key;
        // `//#task` is the root's, `pkg#task` one package's; a plain task is every package's.
        const dir = key.startsWith('//#') ? '' : owner === undefined ? undefined : byName.get(owner);
        if (owner !== undefined && dir === undefined)
            continue; // No such package.
        for (const input of strings(task.inputs)) {
            if (dir === undefined) {
                // A plain task's `../` input depends on each package's place: resolved per package.
                if (input.startsWith('../')) {
                    for (const pkg of packages) {
                        const pattern = outsideInput(input, pkg.dir);
                        if (pattern !== undefined) {
                            config.rootInputs.push({
                                task: name,
                                pattern,
                                written: input,
                                file: root.file,
                                only: pkg.name,
                            });
                        }
                    }
                    continue;
                }
                const pattern = outsideInput(input, undefined);
                if (pattern !== undefined) {
                    config.rootInputs.push({ task: name, pattern, written: input, file: root.file });
                }
                continue;
            }
            if (dir === '')
                continue; // The root is no package, so not a target.
            const pattern = outsideInput(input, dir);
            if (pattern !== undefined) {
                config.rootInputs.push({
                    task: name,
                    pattern,
                    written: input,
                    file: root.file,
                    only: owner,
                });
            }
        }
    }
    // Packages' own turbo.json (`"extends": ["//"]`): their tasks are theirs alone.
    const own = await Promise.all(packages.filter((p) => p.dir !== '').map(async (p) => ({ p, found: await find(p.dir) })));
    for (const { p, found } of own) {
        if (!found)
            continue;
        config.files.push(found.file);
        const pkgDoc = readConfig(found.file, found.text);
        for (const [key, task] of tasksOf(pkgDoc)) {
            const name = key.includes('#') ? key.slice(key.indexOf('#') + 1) : key;
            for (const input of strings(task.inputs)) {
                const pattern = outsideInput(input, p.dir);
                if (pattern !== undefined) {
                    config.rootInputs.push({
                        task: name,
                        pattern,
                        written: input,
                        file: found.file,
                        only: p.name,
                    });
                }
            }
        }
    }
    return config;
}
/**
 * What turbo.json makes of the changed files: ALL (turbo.json itself, a global dependency), or
 * the packages whose task takes a changed root file (only packages with a script of that name
 * run the task), and which files that accounts for.
 */
function turboImpact(config, packages, changed) {
    for (const file of changed) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (TURBO_FILES.includes(name)) {
            return {
                all: `${file} changed: Turborepo's configuration (turbo.json) shapes every task's hash`,
            };
        }
    }
    const options = { dot: true };
    for (const pattern of config.globalDependencies) {
        const match = picomatch__WEBPACK_IMPORTED_MODULE_3___default()(pattern, options);
        const hit = changed.find((file) => match(file));
        if (hit !== undefined) {
            return {
                all: `${hit} matches ${JSON.stringify(pattern)} in globalDependencies of ${config.files[0]}: every task's hash takes it`,
            };
        }
    }
    const direct = new Map();
    const accounted = new Set();
    for (const input of config.rootInputs) {
        const match = picomatch__WEBPACK_IMPORTED_MODULE_3___default()(input.pattern, options);
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
    return { direct, accounted };
}


/***/ })

};

//# sourceMappingURL=282.index.js.map