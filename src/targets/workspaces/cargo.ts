import type { DependencyRef, Found, FoundPackage } from './model.js';
import { joinDir } from './model.js';
import {
  isTable,
  manifestError,
  parseManifest,
  parsedOr,
  stringArray,
  type RepoFiles,
  type Table,
} from './read.js';

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

interface CargoDep {
  key: string;
  value: unknown;
}

function dependencyTables(manifest: Table): CargoDep[] {
  const deps: CargoDep[] = [];
  const add = (table: unknown) => {
    if (isTable(table)) for (const [key, value] of Object.entries(table)) deps.push({ key, value });
  };
  for (const name of TABLES) add(manifest[name]);
  if (isTable(manifest.target)) {
    for (const platform of Object.values(manifest.target)) {
      if (isTable(platform)) for (const name of TABLES) add(platform[name]);
    }
  }
  return deps;
}

/**
 * A dependency's target: a path (relative to the manifest's directory, or to the root for one
 * inherited with `workspace = true`), or a crate name (`package` when renamed).
 */
function resolveDep(dir: string, dep: CargoDep, rootDeps: Table): DependencyRef {
  let value = dep.value;
  let base = dir;
  if (isTable(value) && value.workspace === true) {
    value = rootDeps[dep.key];
    base = '';
  }
  if (isTable(value)) {
    if (typeof value.path === 'string') return { dir: joinDir(base, value.path) };
    if (typeof value.package === 'string') return { name: value.package };
  }
  return { name: dep.key };
}

function sections(names: string[] | undefined) {
  return (text: string): unknown => {
    const doc = parsedOr('Cargo.toml', text, 'toml');
    if (!doc) return text;
    return names ? names.map((name) => doc[name] ?? null) : doc;
  };
}

/**
 * `[workspace] members` globs (and the root when it is a `[package]`), less `exclude`, plus path
 * dependencies inside the root, which Cargo makes members too.
 */
export async function readCargoWorkspace(files: RepoFiles): Promise<Found | undefined> {
  const text = await files.read('Cargo.toml');
  if (text === undefined) return undefined;
  const rootToml = parseManifest('Cargo.toml', text, 'toml');
  if (!isTable(rootToml.workspace)) return undefined;
  const ws = rootToml.workspace;
  const members = stringArray('Cargo.toml', ws.members, '[workspace] members') ?? [];
  const exclude = (stringArray('Cargo.toml', ws.exclude, '[workspace] exclude') ?? []).map((e) =>
    joinDir(e),
  );
  const excluded = (dir: string) => exclude.some((e) => dir === e || dir.startsWith(`${e}/`));
  const rootDeps = isTable(ws.dependencies) ? ws.dependencies : {};
  const dirs = new Set(
    (
      await files.members(
        members,
        'Cargo.toml',
        exclude.flatMap((e) => [e, `${e}/**`]),
      )
    ).filter((dir) => dir !== ''),
  );
  const rootIsPackage = isTable(rootToml.package);
  const packages: FoundPackage[] = [];
  const seen = new Set<string>();
  const queue = [...dirs];
  if (rootIsPackage) queue.unshift('');
  for (let i = 0; i < queue.length; i++) {
    const dir = queue[i]!;
    if (seen.has(dir)) continue;
    seen.add(dir);
    const manifest = joinDir(dir, 'Cargo.toml');
    const toml =
      dir === '' ? rootToml : parseManifest(manifest, (await files.read(manifest)) ?? '', 'toml');
    const pkg = toml.package;
    if (!isTable(pkg) || typeof pkg.name !== 'string') {
      if (dir === '' || dirs.has(dir)) throw manifestError(manifest, 'has no [package] name');
      continue; // a path dependency that is not a crate of its own
    }
    const dependencies: DependencyRef[] = [];
    const declares: string[] = [];
    for (const dep of dependencyTables(toml)) {
      const ref = resolveDep(dir, dep, rootDeps);
      dependencies.push(ref);
      if ('name' in ref) declares.push(ref.name);
      else if (ref.dir !== '..' && !ref.dir.startsWith('../') && !excluded(ref.dir)) {
        // Cargo makes a path dependency under the root a member.
        if (!seen.has(ref.dir) && (await files.isFile(joinDir(ref.dir, 'Cargo.toml')))) {
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
