/**
 * The Python reader's configuration files other than tach's: what a change to each does.
 *
 * - A `pyproject.toml` or `setup.cfg` changed beyond its dependency lists, a `setup.py` (a build
 *   script, not readable), and the files that set the interpreter or how every test runs
 *   (`.python-version`, `pytest.ini`, `tox.ini`), and the lockfiles not read here (Pipfile,
 *   pdm.lock, pylock.toml): ALL.
 * - A change to dependency lists (pyproject.toml, setup.cfg, requirements files), or to the
 *   entries of `uv.lock` or `poetry.lock`: the distributions it changes, carried through the
 *   lock's edges to the distributions depending on them. Which files import each is the
 *   caller's question (a distribution is not its import name: see importNames).
 */
import { normalizePythonName } from '../../workspaces/model.js';
import { parseLockfile, UnreadableLockfile, type LockData } from '../../workspaces/lockfiles.js';
import { isTable, parsedOr, type Table } from '../../workspaces/read.js';
import { basename, dirname } from '../paths.js';

/** What a changed configuration file does. */
export type ConfigChange =
  /** ALL, with the sentence saying why. */
  | { all: string }
  /** The distributions whose requirement or locked version changed (normalised names). */
  | { distributions: string[] };

/** How the reader takes a file, by its name; undefined: an ordinary file. */
export type ConfigKind =
  'pyproject' | 'setup.py' | 'setup.cfg' | 'requirements' | 'lock' | 'unread-lock' | 'interpreter';

const UNREAD_LOCKS = /^(Pipfile|Pipfile\.lock|pdm\.lock|pylock\.toml|pylock\.[^/]+\.toml)$/;
const INTERPRETER = new Set(['.python-version', 'pytest.ini', 'tox.ini']);

/** A requirements file: `requirements*.txt`, `*-requirements.txt`, `constraints*.txt`, or a `.txt`/`.in` under `requirements/`. */
export function isRequirements(file: string): boolean {
  const name = basename(file).toLowerCase();
  if (/^(.*[-_.])?requirements([-_.].*)?\.(txt|in)$/.test(name)) return true;
  if (/^constraints([-_.].*)?\.txt$/.test(name)) return true;
  return /\.(txt|in)$/.test(name) && dirname(file).split('/').includes('requirements');
}

export function configKind(file: string): ConfigKind | undefined {
  const name = basename(file);
  if (name === 'pyproject.toml') return 'pyproject';
  if (name === 'setup.py') return 'setup.py';
  if (name === 'setup.cfg') return 'setup.cfg';
  if (name === 'uv.lock' || name === 'poetry.lock') return 'lock';
  if (UNREAD_LOCKS.test(name)) return 'unread-lock';
  if (INTERPRETER.has(name)) return 'interpreter';
  if (isRequirements(file)) return 'requirements';
  return undefined;
}

/** The distribution a PEP 508 requirement names, normalised; undefined when it names none. */
export function requirementName(requirement: string): string | undefined {
  const match =
    /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*(?:$|[<>=!~;@(,\s])/.exec(
      requirement,
    );
  return match ? normalizePythonName(match[1]!) : undefined;
}

/** name → the specs naming it, in order (to compare two sides). */
type Specs = Map<string, string[]>;

function addSpec(specs: Specs, name: string, spec: string): void {
  const list = specs.get(name);
  if (list) list.push(spec);
  else specs.set(name, [spec]);
}

/** The names whose specs differ between two sides. */
function differing(before: Specs, after: Specs): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter(
      (n) =>
        JSON.stringify((before.get(n) ?? []).sort()) !==
        JSON.stringify((after.get(n) ?? []).sort()),
    )
    .sort();
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    isTable(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );

/** The first key path at which two tables differ (`tool.ruff.line-length`), for messages. */
function firstDifference(a: unknown, b: unknown, at = ''): string {
  if (isTable(a) && isTable(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (stable(a[key]) !== stable(b[key]))
        return firstDifference(a[key], b[key], at === '' ? key : `${at}.${key}`);
    }
  }
  return at;
}

/** A requirement the reader cannot name: ALL with why. */
class Uncertain extends Error {}

/**
 * The dependency lists of a pyproject.toml (taken out of `doc`, which is a copy): PEP 621's,
 * PEP 735's groups, uv's, Poetry's and PDM's, as name → specs.
 */
function takePyprojectLists(doc: Table, file: string): Specs {
  const specs: Specs = new Map();
  const strings = (list: unknown, where: string) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) throw new Uncertain(`${file} has ${where} that is not a list`);
    for (const item of list) {
      if (typeof item !== 'string') {
        if (isTable(item) && typeof item['include-group'] === 'string') {
          addSpec(specs, `group:${item['include-group']}`, `${where} includes`);
          continue;
        }
        throw new Uncertain(`${file} has an entry of ${where} that is not a requirement`);
      }
      const name = requirementName(item);
      if (name === undefined)
        throw new Uncertain(
          `${file} has a requirement in ${where} that names no distribution: ${JSON.stringify(item)}`,
        );
      addSpec(specs, name, `${where} ${item}`);
    }
  };
  const tableOf = (table: unknown, where: string) => {
    if (table === undefined) return;
    if (!isTable(table)) throw new Uncertain(`${file} has ${where} that is not a table`);
    for (const [name, spec] of Object.entries(table))
      addSpec(specs, normalizePythonName(name), `${where} ${stable(spec)}`);
  };
  const project = isTable(doc.project) ? doc.project : undefined;
  if (project) {
    strings(project.dependencies, '[project] dependencies');
    delete project.dependencies;
    const extras = project['optional-dependencies'];
    if (isTable(extras))
      for (const [k, v] of Object.entries(extras))
        strings(v, `[project.optional-dependencies] ${k}`);
    else if (extras !== undefined)
      throw new Uncertain(`${file} has [project.optional-dependencies] that is not a table`);
    delete project['optional-dependencies'];
  }
  const groups = doc['dependency-groups'];
  if (isTable(groups))
    for (const [k, v] of Object.entries(groups)) strings(v, `[dependency-groups] ${k}`);
  else if (groups !== undefined)
    throw new Uncertain(`${file} has [dependency-groups] that is not a table`);
  delete doc['dependency-groups'];
  const tool = isTable(doc.tool) ? doc.tool : undefined;
  if (isTable(tool?.uv)) {
    strings(tool.uv['dev-dependencies'], '[tool.uv] dev-dependencies');
    delete tool.uv['dev-dependencies'];
  }
  if (isTable(tool?.poetry)) {
    const poetry = tool.poetry;
    tableOf(poetry.dependencies, '[tool.poetry.dependencies]');
    tableOf(poetry['dev-dependencies'], '[tool.poetry.dev-dependencies]');
    delete poetry.dependencies;
    delete poetry['dev-dependencies'];
    if (isTable(poetry.group)) {
      for (const [name, group] of Object.entries(poetry.group)) {
        if (!isTable(group)) continue;
        tableOf(group.dependencies, `[tool.poetry.group.${name}.dependencies]`);
        delete group.dependencies;
      }
    }
  }
  if (isTable(tool?.pdm) && isTable(tool.pdm['dev-dependencies'])) {
    for (const [k, v] of Object.entries(tool.pdm['dev-dependencies']))
      strings(v, `[tool.pdm.dev-dependencies] ${k}`);
    delete tool.pdm['dev-dependencies'];
  }
  return specs;
}

/**
 * A changed pyproject.toml: ALL beyond its dependency lists, else the distributions they change.
 * `tachTable`: the root's, where tach reads its configuration from `[tool.tach]` in both commits;
 * that table is tach's reader's to compare (a `depends_on` change is narrowed there), not ALL here.
 */
function pyprojectChange(
  file: string,
  before: string | undefined,
  after: string | undefined,
  tachTable = false,
): ConfigChange {
  if (before === undefined || after === undefined)
    return {
      all: `${file} was ${before === undefined ? 'added' : 'removed'}: a distribution and its source root ${before === undefined ? 'appeared' : 'went away'}`,
    };
  const a = parsedOr(file, before, 'toml');
  const b = parsedOr(file, after, 'toml');
  if (!a || !b)
    return {
      all: `${file} does not parse as TOML ${!b ? 'now' : 'before the change'}, so what changed in it is not known`,
    };
  const restA = structuredClone(a);
  const restB = structuredClone(b);
  let specsA: Specs;
  let specsB: Specs;
  try {
    specsA = takePyprojectLists(restA, file);
    specsB = takePyprojectLists(restB, file);
  } catch (error) {
    if (error instanceof Uncertain) return { all: error.message };
    throw error;
  }
  if (tachTable) for (const rest of [restA, restB]) if (isTable(rest.tool)) delete rest.tool.tach;
  if (stable(restA) !== stable(restB))
    return {
      all: `${file} changed beyond its dependency lists (at ${firstDifference(restA, restB) || 'its top level'}), which may change how every unit builds or runs`,
    };
  return distributionsOf(file, differing(specsA, specsB));
}

/** The ALL for a poetry `python` entry, a group inclusion; else the distributions. */
function distributionsOf(file: string, names: string[]): ConfigChange {
  if (names.includes('python'))
    return { all: `${file} changed the Python version it requires, which every unit runs on` };
  const group = names.find((n) => n.startsWith('group:'));
  if (group) return { all: `${file} changed which dependency groups include ${group.slice(6)}` };
  return { distributions: names };
}

/** setup.cfg as sections of keys (INI, with indented continuation lines). */
function parseIni(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>();
  let section: Map<string, string> | undefined;
  let key: string | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (/^\s*[#;]/.test(raw) || raw.trim() === '') continue;
    const header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      section = new Map();
      sections.set(header[1]!.trim(), section);
      key = undefined;
      continue;
    }
    if (/^\s/.test(raw) && section && key !== undefined) {
      section.set(key, `${section.get(key)}\n${raw.trim()}`);
      continue;
    }
    const pair = /^([^=:]+)[=:](.*)$/.exec(raw);
    if (!pair || !section) continue;
    key = pair[1]!.trim();
    section.set(key, pair[2]!.trim());
  }
  return sections;
}

/** A changed setup.cfg: ALL beyond `install_requires` and `extras_require`. */
function setupCfgChange(
  file: string,
  before: string | undefined,
  after: string | undefined,
): ConfigChange {
  const lists = (text: string | undefined) => {
    const sections = parseIni(text ?? '');
    const specs: Specs = new Map();
    const take = (section: string, key: string) => {
      const value = sections.get(section)?.get(key);
      sections.get(section)?.delete(key);
      for (const line of (value ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)) {
        const name = requirementName(line);
        if (name === undefined)
          throw new Uncertain(
            `${file} has a requirement that names no distribution: ${JSON.stringify(line)}`,
          );
        addSpec(specs, name, `${section}.${key} ${line}`);
      }
    };
    take('options', 'install_requires');
    for (const key of [...(sections.get('options.extras_require')?.keys() ?? [])])
      take('options.extras_require', key);
    const rest = JSON.stringify(
      [...sections]
        .filter(([, keys]) => keys.size > 0)
        .map(([name, keys]) => [name, [...keys].sort()]),
    );
    return { specs, rest };
  };
  try {
    const a = lists(before);
    const b = lists(after);
    if (a.rest !== b.rest)
      return {
        all: `${file} changed beyond install_requires and extras_require, which may change how every unit builds or runs`,
      };
    return distributionsOf(file, differing(a.specs, b.specs));
  } catch (error) {
    if (error instanceof Uncertain) return { all: error.message };
    throw error;
  }
}

/**
 * A requirements file's lines: each requirement by name, and every other line (options, `-r`,
 * `-e`, paths and URLs) as it is, since what those bring is not known.
 */
function requirementLines(
  file: string,
  text: string | undefined,
): { specs: Specs; other: string[] } {
  const specs: Specs = new Map();
  const other: string[] = [];
  const joined = (text ?? '').replace(/\\\r?\n/g, ' ');
  for (const raw of joined.split(/\r?\n/)) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const name =
      line.startsWith('-') || /^[./]|:\/\//.test(line.split(/\s/)[0]!)
        ? undefined
        : requirementName(line);
    if (name === undefined) other.push(line);
    else addSpec(specs, name, line.replace(/\s+/g, ' '));
  }
  return { specs, other: other.sort() };
}

function requirementsChange(
  file: string,
  before: string | undefined,
  after: string | undefined,
): ConfigChange {
  const a = requirementLines(file, before);
  const b = requirementLines(file, after);
  const added = b.other.filter((l) => !a.other.includes(l));
  const removed = a.other.filter((l) => !b.other.includes(l));
  const line = added[0] ?? removed[0];
  if (line !== undefined)
    return {
      all: `${file} ${added.length > 0 ? 'gained' : 'lost'} the line ${JSON.stringify(line)}, which names no distribution (an option, an included file, a path or a URL): what it brings is not known`,
    };
  return { distributions: differing(a.specs, b.specs) };
}

/**
 * A changed uv.lock or poetry.lock: the packages whose entries differ, and every package
 * depending on one through the lock's edges (either side's), the repository's own left out.
 */
function lockChange(
  file: string,
  before: string | undefined,
  after: string | undefined,
): ConfigChange {
  let a: LockData;
  let b: LockData;
  const empty = { members: new Set<string>(), crates: new Map<string, string>() };
  try {
    a =
      before === undefined ? { entries: new Map(), meta: '' } : parseLockfile(file, before, empty);
    b = after === undefined ? { entries: new Map(), meta: '' } : parseLockfile(file, after, empty);
  } catch (error) {
    if (error instanceof UnreadableLockfile)
      return { all: `${file} cannot be read: ${error.message}` };
    throw error;
  }
  if (before !== undefined && after !== undefined && a.meta !== b.meta)
    return {
      all: `${file} changed outside its packages' entries (its settings, requires-python, manifest), which every locked package may follow`,
    };
  const bodies = (data: LockData) => {
    const out: Specs = new Map();
    for (const entry of data.entries.values())
      if (entry.owner === undefined) addSpec(out, entry.name, entry.body);
    return out;
  };
  const changed = new Set(differing(bodies(a), bodies(b)));
  const local = new Set<string>();
  const dependents = new Map<string, string[]>();
  for (const data of [a, b]) {
    for (const entry of data.entries.values()) {
      if (entry.owner !== undefined) local.add(entry.name);
      for (const dep of entry.deps)
        dependents.set(dep, [...(dependents.get(dep) ?? []), entry.name]);
    }
  }
  const queue = [...changed];
  for (let at = 0; at < queue.length; at++) {
    for (const dependent of dependents.get(queue[at]!) ?? []) {
      if (changed.has(dependent) || local.has(dependent)) continue;
      changed.add(dependent);
      queue.push(dependent);
    }
  }
  return { distributions: [...changed].sort() };
}

/** What a change to the configuration file `file` (of kind `kind`) does. */
export function configChange(
  file: string,
  kind: ConfigKind,
  before: string | undefined,
  after: string | undefined,
  tachTable = false,
): ConfigChange {
  switch (kind) {
    case 'pyproject':
      return pyprojectChange(file, before, after, tachTable);
    case 'setup.cfg':
      return setupCfgChange(file, before, after);
    case 'requirements':
      return requirementsChange(file, before, after);
    case 'lock':
      return lockChange(file, before, after);
    case 'setup.py':
      return { all: `${file} is a build script: what its change does cannot be read` };
    case 'unread-lock':
      return {
        all: `${file} is a lockfile this reader does not read, so which distributions changed is not known`,
      };
    case 'interpreter':
      return {
        all: `${file} sets ${basename(file) === '.python-version' ? 'the Python version' : 'how tests run'} for every unit below it`,
      };
  }
}

/**
 * The import names of distributions whose name is not what is imported, from the packages' own
 * metadata (their top-level modules). Any other distribution is certain only where its
 * normalised name (`-` and `.` as `_`) is what the repository imports.
 */
const IMPORT_NAMES: Record<string, readonly string[]> = {
  attrs: ['attr', 'attrs'],
  beautifulsoup4: ['bs4'],
  'django-cors-headers': ['corsheaders'],
  'django-debug-toolbar': ['debug_toolbar'],
  'django-environ': ['environ'],
  'django-filter': ['django_filters'],
  'django-storages': ['storages'],
  djangorestframework: ['rest_framework'],
  dnspython: ['dns'],
  'google-cloud-storage': ['google.cloud.storage'],
  grpcio: ['grpc'],
  'opencv-contrib-python': ['cv2'],
  'opencv-python': ['cv2'],
  'opencv-python-headless': ['cv2'],
  pillow: ['PIL'],
  protobuf: ['google.protobuf'],
  'psycopg2-binary': ['psycopg2'],
  pycryptodome: ['Crypto'],
  pyjwt: ['jwt'],
  pyopenssl: ['OpenSSL'],
  pysocks: ['socks'],
  'python-dateutil': ['dateutil'],
  'python-dotenv': ['dotenv'],
  'python-jose': ['jose'],
  'python-magic': ['magic'],
  pyyaml: ['yaml'],
  pyzmq: ['zmq'],
  'scikit-image': ['skimage'],
  'scikit-learn': ['sklearn'],
  setuptools: ['setuptools', 'pkg_resources', '_distutils_hack'],
};

/**
 * The module names a distribution is imported by: from the table above, or its normalised name;
 * `certain` is false for the latter until the caller finds that name imported.
 */
export function importNames(distribution: string): { names: readonly string[]; known: boolean } {
  const known = IMPORT_NAMES[normalizePythonName(distribution)];
  if (known) return { names: known, known: true };
  return { names: [normalizePythonName(distribution).replace(/-/g, '_')], known: false };
}
