import { load as parseYaml } from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import { errorMessage } from '../../format.js';
import { joinDir, normalizePythonName } from './model.js';
import { isTable, type Table } from './read.js';

/**
 * One entry of a lockfile: an external package (by name), or the entry of a workspace directory
 * (`owner`: the package's directory, '' for the root), with the names it depends on.
 */
export interface LockEntry {
  name: string;
  deps: string[];
  owner?: string;
  /** The entry's content, to compare the two sides. */
  body: string;
}

export interface LockData {
  entries: Map<string, LockEntry>;
  /** Everything outside the entries (settings, overrides, format version), to compare. */
  meta: string;
}

/** A lockfile this action cannot read precisely: the reason, for an ALL upload. */
export class UnreadableLockfile extends Error {}

/** The document without the named sections, as comparable text. */
function without(doc: Table, ...sections: string[]): string {
  return JSON.stringify(Object.entries(doc).filter(([key]) => !sections.includes(key)));
}

const keysOf = (...tables: unknown[]) => tables.flatMap((t) => (isTable(t) ? Object.keys(t) : []));

/** `@scope/name@1.0.0(peer@2)` or `/name@1.0.0` → the package name. */
function nameFromVersionKey(key: string): string {
  const k = key.startsWith('/') ? key.slice(1) : key;
  const at = k.indexOf('@', 1);
  return at === -1 ? k : k.slice(0, at);
}

function pnpmLock(doc: Table): LockData {
  const version = String(doc.lockfileVersion ?? '');
  if (!/^(6|7|9)\./.test(version)) {
    throw new UnreadableLockfile(
      `its lockfileVersion ${JSON.stringify(version)} is not one this action reads (6.x or 9.x)`,
    );
  }
  const entries = new Map<string, LockEntry>();
  if (!isTable(doc.importers)) {
    throw new UnreadableLockfile('it has no importers section (it is not a workspace lockfile)');
  }
  const importers = doc.importers;
  for (const [dir, importer] of Object.entries(importers)) {
    if (!isTable(importer)) continue;
    entries.set(`importer:${dir}`, {
      name: dir,
      owner: joinDir(dir),
      deps: keysOf(importer.dependencies, importer.devDependencies, importer.optionalDependencies),
      body: JSON.stringify(importer),
    });
  }
  for (const section of ['packages', 'snapshots'] as const) {
    const table = doc[section];
    if (!isTable(table)) continue;
    for (const [key, value] of Object.entries(table)) {
      const v = isTable(value) ? value : {};
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

function npmLock(doc: Table, members: Set<string>): LockData {
  if (!isTable(doc.packages)) {
    throw new UnreadableLockfile(
      'it has no "packages" section (lockfileVersion 1, from npm 6); run npm 7 or later to update it',
    );
  }
  const entries = new Map<string, LockEntry>();
  for (const [key, value] of Object.entries(doc.packages)) {
    const v = isTable(value) ? value : {};
    const nm = key.lastIndexOf('node_modules/');
    const deps = keysOf(
      v.dependencies,
      v.optionalDependencies,
      v.peerDependencies,
      v.devDependencies,
    );
    let owner: string | undefined;
    if (key === '') owner = '';
    else if (v.link === true && typeof v.resolved === 'string' && members.has(joinDir(v.resolved)))
      owner = joinDir(v.resolved);
    else if (nm === -1) owner = joinDir(key);
    const name =
      nm === -1
        ? typeof v.name === 'string'
          ? v.name
          : key
        : key.slice(nm + 'node_modules/'.length);
    entries.set(key, { name, deps, owner, body: JSON.stringify(value) });
  }
  return { entries, meta: without(doc, 'packages', 'dependencies') };
}

function yarnBerryLock(doc: Table): LockData {
  const entries = new Map<string, LockEntry>();
  for (const [key, value] of Object.entries(doc)) {
    if (key === '__metadata' || !isTable(value)) continue;
    const resolution = typeof value.resolution === 'string' ? value.resolution : key;
    const name = nameFromVersionKey(resolution);
    const workspace = /@workspace:(.*)$/.exec(resolution);
    entries.set(key, {
      name,
      deps: keysOf(value.dependencies, value.peerDependencies, value.optionalDependencies),
      owner: workspace ? joinDir(workspace[1]!) : undefined,
      body: JSON.stringify(value),
    });
  }
  return { entries, meta: JSON.stringify(doc.__metadata ?? null) };
}

/**
 * yarn 1's own format (not YAML): `"a@^1", a@^1.1:` headers, two-space `version "1.0.0"` fields
 * and four-space dependency lines. Workspace packages do not appear in it.
 */
function yarnClassicLock(text: string): LockData {
  const entries = new Map<string, LockEntry>();
  let current: { key: string; lines: string[]; deps: string[] } | undefined;
  let inDeps = false;
  const flush = () => {
    if (!current) return;
    const first = current.key.split(/,\s*/)[0]!.replace(/^"|"$/g, '');
    entries.set(current.key, {
      name: nameFromVersionKey(first),
      deps: current.deps,
      body: current.lines.join('\n'),
    });
    current = undefined;
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      flush();
      current = { key: line.replace(/:$/, ''), lines: [], deps: [] };
      inDeps = false;
      continue;
    }
    if (!current) continue;
    current.lines.push(line);
    if (/^ {2}\S/.test(line)) inDeps = /^ {2}(dependencies|optionalDependencies):$/.test(line);
    else if (inDeps && /^ {4}\S/.test(line)) {
      const dep = /^ {4}("(?:[^"\\]|\\.)*"|\S+)/.exec(line)![1]!;
      current.deps.push(dep.replace(/^"|"$/g, ''));
    }
  }
  flush();
  return { entries, meta: '' };
}

function cargoLock(doc: Table, crates: Map<string, string>): LockData {
  const entries = new Map<string, LockEntry>();
  for (const value of Array.isArray(doc.package) ? doc.package : []) {
    if (!isTable(value) || typeof value.name !== 'string') continue;
    const source = typeof value.source === 'string' ? value.source : undefined;
    const deps = Array.isArray(value.dependencies)
      ? value.dependencies.map((d) => String(d).split(' ')[0]!)
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

function uvLock(doc: Table): LockData {
  const entries = new Map<string, LockEntry>();
  const names = (list: unknown) =>
    Array.isArray(list) ? list.filter(isTable).map((d) => normalizePythonName(String(d.name))) : [];
  for (const value of Array.isArray(doc.package) ? doc.package : []) {
    if (!isTable(value) || typeof value.name !== 'string') continue;
    const source = isTable(value.source) ? value.source : {};
    const local = source.editable ?? source.virtual ?? source.directory;
    const deps = [
      ...names(value.dependencies),
      ...Object.values(
        isTable(value['optional-dependencies']) ? value['optional-dependencies'] : {},
      ).flatMap(names),
      ...Object.values(isTable(value['dev-dependencies']) ? value['dev-dependencies'] : {}).flatMap(
        names,
      ),
    ];
    entries.set(`${value.name} ${String(value.version)} ${JSON.stringify(source)}`, {
      name: normalizePythonName(value.name),
      deps,
      owner: typeof local === 'string' ? joinDir(local) : undefined,
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
function poetryLock(doc: Table): LockData {
  const entries = new Map<string, LockEntry>();
  for (const value of Array.isArray(doc.package) ? doc.package : []) {
    if (!isTable(value) || typeof value.name !== 'string') continue;
    const source = isTable(value.source) ? value.source : {};
    const local = source.type === 'directory' && typeof source.url === 'string';
    entries.set(`${value.name} ${String(value.version)} ${JSON.stringify(source)}`, {
      name: normalizePythonName(value.name),
      deps: keysOf(value.dependencies).map(normalizePythonName),
      owner: local ? joinDir(source.url as string) : undefined,
      body: JSON.stringify(value),
    });
  }
  const metadata = isTable(doc.metadata) ? { ...doc.metadata } : {};
  delete metadata['content-hash'];
  delete metadata.files;
  return { entries, meta: without({ ...doc, metadata }, 'package') };
}

/** go.work.sum lines: `module version[/go.mod] hash`; no workspace module appears in it. */
function goWorkSum(text: string): LockData {
  const entries = new Map<string, LockEntry>();
  for (const line of text.split(/\r?\n/)) {
    const [module] = line.trim().split(/\s+/);
    if (module) entries.set(line.trim(), { name: module, deps: [], body: line.trim() });
  }
  return { entries, meta: '' };
}

/** What a lockfile needs to know of the workspace to say which entries are its packages. */
export interface LockContext {
  /** Directories of the workspace's packages. */
  members: Set<string>;
  /** Crate name → directory, for Cargo.lock (whose entries carry no path). */
  crates: Map<string, string>;
}

/** Parse one side of a lockfile by its name. Throws UnreadableLockfile with the reason. */
export function parseLockfile(file: string, text: string, ctx: LockContext): LockData {
  const base = file.slice(file.lastIndexOf('/') + 1);
  try {
    switch (base) {
      case 'pnpm-lock.yaml':
        return pnpmLock(tableOf(parseYaml(text)));
      case 'package-lock.json':
      case 'npm-shrinkwrap.json':
        return npmLock(tableOf(JSON.parse(text)), ctx.members);
      case 'yarn.lock':
        return /^# yarn lockfile v1/m.test(text)
          ? yarnClassicLock(text)
          : yarnBerryLock(tableOf(parseYaml(text)));
      case 'Cargo.lock':
        return cargoLock(tableOf(parseToml(text)), ctx.crates);
      case 'uv.lock':
        return uvLock(tableOf(parseToml(text)));
      case 'poetry.lock':
        return poetryLock(tableOf(parseToml(text)));
      case 'go.work.sum':
        return goWorkSum(text);
      default:
        throw new UnreadableLockfile('its format cannot be attributed to packages');
    }
  } catch (error) {
    if (error instanceof UnreadableLockfile) throw error;
    throw new UnreadableLockfile(`it does not parse: ${errorMessage(error).split('\n')[0]}`);
  }
}

function tableOf(doc: unknown): Table {
  if (!isTable(doc)) throw new UnreadableLockfile('its top level is not a table');
  return doc;
}
