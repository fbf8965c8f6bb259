import type { DependencyRef, Found, FoundPackage, Manager } from './model.js';
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

/** Every field of package.json that links a package to another, workspace or external. */
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

/** Root package.json fields whose change reshapes every package's install. */
const ROOT_FIELDS = [
  'workspaces',
  ...DEPENDENCY_FIELDS,
  'overrides',
  'resolutions',
  'pnpm',
  'packageManager',
] as const;

export const JS_LOCKFILES = [
  'pnpm-lock.yaml',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'bun.lock',
  'bun.lockb',
];

/** Which of the root fields differ, in words. */
function rootFieldsChanged(before: string, after: string): string {
  const [a, b] = [rootFields(before), rootFields(after)];
  if (!Array.isArray(a) || !Array.isArray(b)) return 'the root package.json changed';
  const fields = ROOT_FIELDS.filter((_, i) => JSON.stringify(a[i]) !== JSON.stringify(b[i]));
  return `the root package.json's ${fields.map((f) => `"${f}"`).join(', ')} changed`;
}

function rootFields(text: string): unknown {
  const doc = parsedOr('package.json', text, 'json');
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
function pnpmWorkspaceSettings(text: string): unknown {
  const doc = parsedOr('pnpm-workspace.yaml', text, 'yaml');
  if (!doc) return text;
  return Object.entries(doc).filter(
    ([key]) => key !== 'catalog' && key !== 'catalogs' && !PNPM_POLICY_KEYS.has(key),
  );
}

/** pnpm catalogs as `catalog:dependency` → range (`catalog` is the catalog named default). */
function pnpmCatalogs(text: string): Map<string, string> {
  const doc = parsedOr('pnpm-workspace.yaml', text, 'yaml') ?? {};
  const entries = new Map<string, string>();
  const add = (catalog: string, table: unknown) => {
    if (!isTable(table)) return;
    for (const [dep, range] of Object.entries(table))
      entries.set(`${catalog}:${dep}`, JSON.stringify(range));
  };
  add('default', doc.catalog);
  if (isTable(doc.catalogs))
    for (const [name, table] of Object.entries(doc.catalogs)) add(name, table);
  return entries;
}

/** The member globs of the root package.json `workspaces` (an array or `{packages: [...]}`). */
function packageJsonGlobs(file: string, root: Table): string[] | undefined {
  const ws = root.workspaces;
  if (ws === undefined) return undefined;
  if (Array.isArray(ws)) return stringArray(file, ws, '"workspaces"');
  if (isTable(ws)) return stringArray(file, ws.packages, '"workspaces.packages"') ?? [];
  throw manifestError(
    file,
    'has "workspaces" that is neither a list of globs nor {packages: [...]}',
  );
}

/**
 * What a dependency's spec points at: `workspace:` and `npm:` aliases name another package,
 * `file:`/`link:` a directory; anything else names the key itself.
 */
function dependencyOf(dir: string, key: string, spec: unknown): DependencyRef[] {
  const refs: DependencyRef[] = [{ name: key }];
  if (typeof spec !== 'string') return refs;
  const alias = /^(?:workspace|npm):((?:@[^/@]+\/)?[^@]+)@/.exec(spec);
  if (alias) refs.push({ name: alias[1]! });
  const local = /^(?:file|link|portal):(.+)$/.exec(spec);
  if (local) refs.push({ dir: joinDir(dir, local[1]!) });
  return refs;
}

async function readPackage(
  files: RepoFiles,
  dir: string,
  manager: Manager,
): Promise<FoundPackage | undefined> {
  const manifest = joinDir(dir, 'package.json');
  const text = await files.read(manifest);
  if (text === undefined) return undefined;
  const json = parseManifest(manifest, text, 'json');
  if (json.name !== undefined && typeof json.name !== 'string') {
    throw manifestError(manifest, 'has a "name" that is not a string');
  }
  const dependencies: DependencyRef[] = [];
  const declares: string[] = [];
  const catalogUses: string[] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const deps = json[field];
    if (deps === undefined) continue;
    if (!isTable(deps)) throw manifestError(manifest, `has "${field}" that is not an object`);
    for (const [key, spec] of Object.entries(deps)) {
      const refs = dependencyOf(dir, key, spec);
      dependencies.push(...refs);
      for (const ref of refs) if ('name' in ref) declares.push(ref.name);
      if (typeof spec === 'string' && spec.startsWith('catalog:')) {
        catalogUses.push(`${spec.slice('catalog:'.length).trim() || 'default'}:${key}`);
      }
    }
  }
  // A package without a name (pnpm allows one) is known by its directory.
  const name = typeof json.name === 'string' && json.name !== '' ? json.name : dir;
  const scripts = isTable(json.scripts) ? Object.keys(json.scripts) : [];
  return { name, dir, manifest, manager, dependencies, declares, catalogUses, scripts };
}

/** Declared names of the root package.json, for lockfile entries only the root depends on. */
function rootDeclares(root: Table): string[] {
  const names: string[] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const deps = root[field];
    if (isTable(deps)) names.push(...Object.keys(deps));
  }
  return names;
}

/**
 * npm and yarn: the root package.json `workspaces`; pnpm: `pnpm-workspace.yaml` `packages`.
 * Returns undefined when this manager's workspace file is absent.
 */
export async function readJsWorkspace(
  files: RepoFiles,
  manager: Manager,
): Promise<Found | undefined> {
  // Both at once: one request to git (and one fetch at most, in a partial clone).
  const [rootText, pnpmText] = await Promise.all([
    files.read('package.json'),
    manager === 'pnpm' ? files.read('pnpm-workspace.yaml') : undefined,
  ]);
  const rootJson =
    rootText === undefined ? undefined : parseManifest('package.json', rootText, 'json');
  let globs: string[] | undefined;
  const manifests: Found['manifests'] = [];
  if (manager === 'pnpm') {
    if (pnpmText === undefined) return undefined;
    const doc = parseManifest('pnpm-workspace.yaml', pnpmText, 'yaml');
    globs = stringArray('pnpm-workspace.yaml', doc.packages, '"packages"') ?? [];
    manifests.push({
      file: 'pnpm-workspace.yaml',
      manager,
      what: 'pnpm-workspace.yaml changed (its packages or settings)',
      section: pnpmWorkspaceSettings,
      entries: pnpmCatalogs,
    });
  } else {
    if (!rootJson) return undefined;
    globs = packageJsonGlobs('package.json', rootJson);
    if (globs === undefined) return undefined;
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
  const packages: FoundPackage[] = [];
  for (const pkg of await Promise.all(
    dirs.filter((dir) => dir !== '').map((dir) => readPackage(files, dir, manager)),
  )) {
    if (pkg) packages.push(pkg);
  }
  return {
    manager,
    packages,
    manifests,
    lockfiles: JS_LOCKFILES,
    rootDeclares: rootJson ? rootDeclares(rootJson) : [],
  };
}
