/**
 * tach's configuration as the Python reader takes it: `tach.toml` at the root (or `[tool.tach]`
 * of the root pyproject.toml) and the `tach.domain.toml` files beside the modules. Every key tach
 * 0.30 accepts is known here, in tach's own structure (src/config/*.rs of gauge-sh/tach); a key
 * that is not is uncertainty, and the caller makes the upload ALL naming it. Each known key is
 * sorted by what its change does to the impacted units:
 *
 * - `shape`: which files belong to which unit, or which files depend on which (the modules'
 *   paths, `source_roots`, `exclude`, `root_module`, `map`): ALL;
 * - `own`: what tach checks of one module's own imports (`depends_on`, ...): that module;
 * - `importers`: who may import a module (`visibility`, `utility`, `layer`, an interface):
 *   that module and the units importing it;
 * - `every`: what tach checks of every module (`exact`, `rules`, `layers`, ...): ALL;
 * - `none`: tach's own cache and logging: no unit.
 */
import { parse as parseToml, TomlError } from 'smol-toml';
import { errorMessage } from '../../../format.js';
import { isTable, type Table } from '../../workspaces/read.js';

export type KeyEffect = 'shape' | 'own' | 'importers' | 'every' | 'none';

/** The top-level keys of tach.toml (ProjectConfig), by effect. */
const TOP_KEYS: Record<string, KeyEffect> = {
  modules: 'shape',
  interfaces: 'importers',
  layers: 'every',
  cache: 'none',
  external: 'every',
  map: 'shape',
  exclude: 'shape',
  source_roots: 'shape',
  exact: 'every',
  disable_logging: 'none',
  ignore_type_checking_imports: 'every',
  include_string_imports: 'every',
  forbid_circular_dependencies: 'every',
  respect_gitignore: 'shape',
  // Older tach: exclude patterns as regular expressions.
  use_regex_matching: 'shape',
  root_module: 'shape',
  rules: 'every',
  plugins: 'every',
};

/** The keys of a `[[modules]]` entry (ModuleConfig, BulkModule), by effect. */
const MODULE_KEYS: Record<string, KeyEffect> = {
  path: 'shape',
  paths: 'shape',
  depends_on: 'own',
  cannot_depend_on: 'own',
  depends_on_external: 'own',
  cannot_depend_on_external: 'own',
  unchecked: 'own',
  layer: 'importers',
  visibility: 'importers',
  utility: 'importers',
  strict: 'importers',
};

/** The keys of nested tables, for the check that every key is known. */
const NESTED_KEYS: Record<string, readonly string[]> = {
  dependency: ['path', 'deprecated'],
  interface: ['expose', 'from', 'visibility', 'data_types', 'exclusive'],
  layer: ['name', 'closed'],
  cache: ['backend', 'file_dependencies', 'env_dependencies'],
  external: ['exclude', 'rename'],
  map: ['extra_dependencies'],
  rules: [
    'unused_ignore_directives',
    'require_ignore_directive_reasons',
    'unused_external_dependencies',
    'local_imports',
  ],
  plugins: ['django'],
  django: ['settings_module'],
  domain: ['root', 'modules', 'interfaces'],
};

/** `<root>`: tach's module of the code under the source roots that no other module holds. */
export const ROOT_MODULE = '<root>';

/** One `[[modules]]` entry for one path (a `paths` entry gives one per path). */
export interface TachModule {
  /** The module path as declared (dotted, a glob, or `<root>`), made absolute for a domain's. */
  path: string;
  /** Its other keys, as written. */
  fields: Table;
  /** The file declaring it. */
  file: string;
}

export interface TachInterface {
  /** Regular expressions of module paths adopting it; undefined: every module. */
  from: string[] | undefined;
  /** The entry as written, to compare. */
  body: string;
  file: string;
}

/** tach's configuration: the root file and its domains. */
export interface TachConfig {
  /** tach.toml, or pyproject.toml for `[tool.tach]`. */
  file: string;
  doc: Table;
  /** Repository-relative directories ('' for the root). */
  sourceRoots: string[];
  exclude: string[];
  regex: boolean;
  modules: TachModule[];
  interfaces: TachInterface[];
  /** `map.extra_dependencies`: file glob → the globs of the files it depends on. */
  extraDependencies: [string, string[]][];
  /** The domain files read (repository-relative). */
  domains: string[];
}

/** A problem that makes the configuration uncertain: the upload is ALL with this sentence. */
export class TachProblem extends Error {}

/** `a.b` made from parts, skipping empty ones. */
const dotted = (...parts: string[]) => parts.filter((p) => p !== '').join('.');

/** The TOML document of `file`, or a TachProblem naming the file and the place. */
export function parseTachToml(file: string, text: string): Table {
  try {
    const doc = parseToml(text);
    if (!isTable(doc)) throw new TachProblem(`${file} does not hold a TOML table`);
    return doc;
  } catch (error) {
    if (error instanceof TachProblem) throw error;
    const detail =
      error instanceof TomlError
        ? `${error.message.split('\n')[0]} (line ${error.line}, column ${error.column})`
        : errorMessage(error).split('\n')[0];
    throw new TachProblem(`${file} is not valid TOML: ${detail}`);
  }
}

/** Every key of `table` not in `known`, as `where.key`. */
function unknownKeys(table: Table, known: readonly string[], where: string): string[] {
  return Object.keys(table)
    .filter((key) => !known.includes(key))
    .map((key) => (where === '' ? key : `${where}.${key}`));
}

/** The keys tach would refuse or this reader does not know, in a module-like entry. */
function moduleUnknown(entry: unknown, where: string, root = false): string[] {
  if (!isTable(entry)) return [`${where} (not a table)`];
  const known = Object.keys(MODULE_KEYS).filter((k) => !root || (k !== 'path' && k !== 'paths'));
  const out = unknownKeys(entry, known, where);
  for (const key of ['depends_on', 'cannot_depend_on']) {
    const list = entry[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      out.push(`${where}.${key} (not a list)`);
      continue;
    }
    list.forEach((dep, i) => {
      if (isTable(dep))
        out.push(...unknownKeys(dep, NESTED_KEYS.dependency!, `${where}.${key}[${i}]`));
      else if (typeof dep !== 'string')
        out.push(`${where}.${key}[${i}] (neither a path nor a table)`);
    });
  }
  return out;
}

function interfacesUnknown(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [`${where} (not a list of tables)`];
  return value.flatMap((entry, i) =>
    isTable(entry)
      ? unknownKeys(entry, NESTED_KEYS.interface!, `${where}[${i}]`)
      : [`${where}[${i}] (not a table)`],
  );
}

/** Every key of a tach.toml document this reader does not know (empty: all known). */
export function tachUnknownKeys(doc: Table): string[] {
  const out = unknownKeys(doc, Object.keys(TOP_KEYS), '');
  if (doc.modules !== undefined) {
    if (!Array.isArray(doc.modules)) out.push('modules (not a list of tables)');
    else doc.modules.forEach((m, i) => out.push(...moduleUnknown(m, `modules[${i}]`)));
  }
  out.push(...interfacesUnknown(doc.interfaces, 'interfaces'));
  if (Array.isArray(doc.layers)) {
    doc.layers.forEach((layer, i) => {
      if (isTable(layer)) out.push(...unknownKeys(layer, NESTED_KEYS.layer!, `layers[${i}]`));
    });
  }
  for (const key of ['cache', 'external', 'map', 'rules', 'plugins']) {
    const value = doc[key];
    if (value === undefined) continue;
    if (!isTable(value)) out.push(`${key} (not a table)`);
    else out.push(...unknownKeys(value, NESTED_KEYS[key]!, key));
  }
  const django = isTable(doc.plugins) ? doc.plugins.django : undefined;
  if (isTable(django)) out.push(...unknownKeys(django, NESTED_KEYS.django!, 'plugins.django'));
  return out;
}

/** Every key of a tach.domain.toml document this reader does not know. */
export function domainUnknownKeys(doc: Table): string[] {
  const out = unknownKeys(doc, NESTED_KEYS.domain!, '');
  if (doc.root !== undefined) out.push(...moduleUnknown(doc.root, 'root', true));
  if (doc.modules !== undefined) {
    if (!Array.isArray(doc.modules)) out.push('modules (not a list of tables)');
    else doc.modules.forEach((m, i) => out.push(...moduleUnknown(m, `modules[${i}]`)));
  }
  out.push(...interfacesUnknown(doc.interfaces, 'interfaces'));
  return out;
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;

/** A repository-relative directory from a source root as written ('.' → ''). */
function rootDir(raw: string): string | undefined {
  const parts = raw
    .replace(/\\/g, '/')
    .split('/')
    .filter((p) => p !== '' && p !== '.');
  if (raw.startsWith('/') || parts.includes('..')) return undefined;
  return parts.join('/');
}

/** The modules of one `[[modules]]` list, `prefix` making a domain's paths absolute. */
function modulesOf(list: unknown, file: string, resolve: (path: string) => string): TachModule[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isTable).flatMap((entry) => {
    const { path, paths, ...fields } = entry;
    const declared = typeof path === 'string' ? [path] : (strings(paths) ?? []);
    return declared.map((p) => ({ path: resolve(p), fields, file }));
  });
}

function interfacesOf(
  list: unknown,
  file: string,
  resolve: (path: string) => string,
): TachInterface[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isTable).map((entry) => {
    const from = strings(entry.from);
    return {
      from: from === undefined ? undefined : from.map(resolve),
      body: JSON.stringify(entry),
      file,
    };
  });
}

/**
 * tach's configuration from the root document; `domain(file)` gives each tach.domain.toml's text
 * (the caller lists them). Throws TachProblem for what cannot be read with certainty.
 */
export async function readTachConfig(
  file: string,
  doc: Table,
  domainFiles: string[],
  read: (file: string) => Promise<string | undefined>,
  excluded: (path: string, patterns: string[], regex: boolean) => boolean,
): Promise<TachConfig> {
  const unknown = tachUnknownKeys(doc);
  if (unknown.length > 0) throw unknownProblem(file, unknown);
  const rawRoots = doc.source_roots === undefined ? ['.'] : strings(doc.source_roots);
  if (!rawRoots) throw new TachProblem(`${file} has source_roots that is not a list of paths`);
  const sourceRoots: string[] = [];
  for (const raw of rawRoots) {
    const dir = rootDir(raw);
    if (dir === undefined)
      throw new TachProblem(
        `${file} has a source root outside the repository: ${JSON.stringify(raw)}`,
      );
    if (!sourceRoots.includes(dir)) sourceRoots.push(dir);
  }
  const exclude = doc.exclude === undefined ? DEFAULT_EXCLUDE : strings(doc.exclude);
  if (!exclude) throw new TachProblem(`${file} has exclude that is not a list of patterns`);
  const regex = doc.use_regex_matching === true;
  const same = (p: string) => p;
  const modules = modulesOf(doc.modules, file, same);
  const interfaces = interfacesOf(doc.interfaces, file, same);
  const extra = isTable(doc.map) ? doc.map.extra_dependencies : undefined;
  const extraDependencies: [string, string[]][] = [];
  if (extra !== undefined) {
    if (!isTable(extra))
      throw new TachProblem(`${file} has map.extra_dependencies that is not a table`);
    for (const [pattern, deps] of Object.entries(extra)) {
      const list = strings(deps);
      if (!list)
        throw new TachProblem(
          `${file} has map.extra_dependencies.${pattern} that is not a list of patterns`,
        );
      extraDependencies.push([pattern, list]);
    }
  }
  const domains: string[] = [];
  for (const domainFile of domainFiles) {
    const dir = domainFile.includes('/') ? domainFile.slice(0, domainFile.lastIndexOf('/')) : '';
    if (excluded(dir, exclude, regex)) continue;
    // The domain's module path: its directory from the nearest (deepest) source root.
    const root = sourceRoots
      .filter((r) => r === '' || dir === r || dir.startsWith(`${r}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (root === undefined) continue;
    const modPath = (root === '' ? dir : dir.slice(root.length + 1))
      .split('/')
      .filter(Boolean)
      .join('.');
    const text = await read(domainFile);
    if (text === undefined) continue;
    const domainDoc = parseTachToml(domainFile, text);
    const domainUnknown = domainUnknownKeys(domainDoc);
    if (domainUnknown.length > 0) throw unknownProblem(domainFile, domainUnknown);
    domains.push(domainFile);
    const resolve = (p: string) =>
      p.startsWith('//') ? p.slice(2) : p === '<domain_root>' ? modPath : dotted(modPath, p);
    if (isTable(domainDoc.root))
      modules.push({ path: modPath, fields: domainDoc.root, file: domainFile });
    modules.push(...modulesOf(domainDoc.modules, domainFile, resolve));
    interfaces.push(...interfacesOf(domainDoc.interfaces, domainFile, resolve));
  }
  return {
    file,
    doc,
    sourceRoots,
    exclude,
    regex,
    modules,
    interfaces,
    extraDependencies,
    domains,
  };
}

/** tach's default `exclude` (DEFAULT_EXCLUDE_PATHS). */
export const DEFAULT_EXCLUDE = [
  '**/tests',
  '**/docs',
  '**/*__pycache__',
  '**/*egg-info',
  '**/venv',
];

function unknownProblem(file: string, keys: string[]): TachProblem {
  const shown = keys
    .slice(0, 5)
    .map((k) => `"${k}"`)
    .join(', ');
  const more = keys.length > 5 ? ` and ${keys.length - 5} more` : '';
  return new TachProblem(
    `${file} has ${keys.length === 1 ? 'a key' : 'keys'} this reader does not know: ${shown}${more} ` +
      `(it knows those of tach 0.30), so which files make up each unit is not certain`,
  );
}

/** How two versions of tach's configuration differ, for the impacted units. */
export type TachChange =
  /** ALL: the sentence says which key. */
  | { all: string }
  | {
      /** Modules (as declared) whose own checks changed, with the keys. */
      own: Map<string, { keys: string[]; file: string }>;
      /** Modules whose importers' checks changed, with the keys. */
      importers: Map<string, { keys: string[]; file: string }>;
      /** Interfaces that changed: the `from` patterns (all defined: undefined is ALL). */
      interfaces: { from: string[]; file: string }[];
    };

const json = (value: unknown) => JSON.stringify(value ?? null);

/** What changed between the configuration `before` and `after`, for the units it impacts. */
export function compareTach(before: TachConfig, after: TachConfig): TachChange {
  const all = (what: string, why: string) => ({
    all: `${what} changed in ${after.file}: ${why}, so every unit is impacted`,
  });
  if (before.file !== after.file)
    return all('where tach is configured', `${before.file} became ${after.file}`);
  for (const [key, effect] of Object.entries(TOP_KEYS)) {
    if (key === 'modules' || key === 'interfaces') continue;
    if (json(before.doc[key]) === json(after.doc[key])) continue;
    if (effect === 'shape') return all(`"${key}"`, 'it decides which files belong to which unit');
    if (effect === 'every') return all(`"${key}"`, 'it changes what tach checks of every module');
  }
  if (json(before.domains) !== json(after.domains))
    return all('the set of tach.domain.toml files', 'each declares modules');
  const paths = (c: TachConfig) => json([...new Set(c.modules.map((m) => m.path))].sort());
  if (paths(before) !== paths(after)) return all('the set of modules', 'the modules are the units');
  const own = new Map<string, { keys: string[]; file: string }>();
  const importers = new Map<string, { keys: string[]; file: string }>();
  const fieldsOf = (c: TachConfig) => {
    const out = new Map<string, Table[]>();
    for (const m of c.modules) out.set(m.path, [...(out.get(m.path) ?? []), m.fields]);
    return out;
  };
  const was = fieldsOf(before);
  for (const [path, list] of fieldsOf(after)) {
    const old = was.get(path) ?? [];
    const keys = new Set([...list, ...old].flatMap((t) => Object.keys(t)));
    const changed = [...keys].filter(
      (key) => json(list.map((t) => t[key])) !== json(old.map((t) => t[key])),
    );
    if (changed.length === 0) continue;
    const file = after.modules.find((m) => m.path === path)!.file;
    const wide = changed.filter((k) => MODULE_KEYS[k] === 'importers');
    own.set(path, { keys: changed, file });
    if (wide.length > 0) importers.set(path, { keys: wide, file });
  }
  const bodies = (c: TachConfig) => c.interfaces.map((i) => i.body);
  const oldBodies = bodies(before);
  const newBodies = bodies(after);
  const interfaces: { from: string[]; file: string }[] = [];
  for (const entry of [
    ...after.interfaces.filter((i) => !oldBodies.includes(i.body)),
    ...before.interfaces.filter((i) => !newBodies.includes(i.body)),
  ]) {
    if (entry.from === undefined)
      return all('an interface without "from"', 'it applies to every module');
    interfaces.push({ from: entry.from, file: entry.file });
  }
  return { own, importers, interfaces };
}
