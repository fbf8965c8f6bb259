import { Inputs } from '../../constants.js';
import { InputError } from '../../errors.js';
import { MANAGERS, type WorkspacesSetting } from '../../settings.js';
import { GRAPH_SOURCES, LAYER_SOURCES, MANAGER_SOURCES } from '../registry.js';
import {
  FAMILY,
  normalizePythonName,
  type Family,
  type Found,
  type Manager,
  type Workspace,
  type WorkspacePackage,
} from './model.js';
import { workTreeFiles, type RepoFiles } from './read.js';

const TURBO = LAYER_SOURCES.turbo;
/** What each manager's workspace file is, for messages. */
const fileOf = (m: Manager) => MANAGER_SOURCES[m].file;

/** How a family compares dependency names with package names. */
const nameKey = (family: Family, name: string) =>
  family === 'uv' ? normalizePythonName(name) : name;

/**
 * Read the workspace: every package of every manager asked for (or found, for `auto`), with its
 * dependencies on other packages resolved. `source` is the commit's tree (CommitFiles), or a
 * directory whose files are read (the work tree, when there is no git repository). Input errors
 * name the manifest at fault.
 */
export async function discoverWorkspace(
  setting: Exclude<WorkspacesSetting, undefined>,
  source: string | RepoFiles,
  /** `auto` finding no manager is no error: a build tool was found (Bazel, Nx) and gives targets. */
  noneIsFine = false,
): Promise<Workspace> {
  const files = typeof source === 'string' ? workTreeFiles(source) : source;
  // Each manager's files are read once, whether to detect it (auto) or to use it.
  const reads = new Map<Manager, Promise<Found | undefined>>();
  const readOnce = (m: Manager) => {
    let pending = reads.get(m);
    if (!pending) reads.set(m, (pending = MANAGER_SOURCES[m].read(files)));
    return pending;
  };
  /**
   * The candidates that have a workspace here, in the registry's order; of two reading the same
   * file (npm and yarn), the one the repository claims (its lockfile says which).
   */
  const present = async (candidates: Manager[]) => {
    const found = await Promise.all(
      candidates.map(async (m) => {
        const claims = MANAGER_SOURCES[m].claims;
        if (claims && !(await claims(files))) return false;
        return (await readOnce(m)) !== undefined;
      }),
    );
    return candidates.filter((_, i) => found[i]);
  };
  const managersOf = (family?: Family) =>
    (Object.keys(MANAGER_SOURCES) as Manager[]).filter((m) => !family || FAMILY[m] === family);
  const turbo = setting === 'auto' ? 'auto' : setting.includes('turbo') ? 'asked' : 'off';
  let managers: Manager[];
  if (setting === 'auto') {
    managers = await present(managersOf());
    if (managers.length === 0 && !noneIsFine) {
      throw new InputError(
        Inputs.Workspaces,
        `Input "${Inputs.Workspaces}" is auto, but no workspace was found ${files.where}: looked for ` +
          `${[...new Set(MANAGERS.map(fileOf))].join(', ')}, ` +
          `${Object.values(GRAPH_SOURCES)
            .map((s) => `${s.markers.join(' or ')} (${s.title})`)
            .join(', ')}. ` +
          `Check that the checkout holds the repository with its build at the root (for a build in a subdirectory, set ${Inputs.WorkingDirectory} to it), or turn ${Inputs.Workspaces} off (false).`,
      );
    }
  } else {
    managers = setting.filter((m): m is Manager => m !== 'turbo');
    // turbo alone: the JS workspace it runs over, whichever manager's it is.
    if (turbo === 'asked' && !managers.some((m) => FAMILY[m] === 'js')) {
      const js = await present(managersOf('js'));
      if (js.length === 0) {
        throw new InputError(
          Inputs.Workspaces,
          `Input "${Inputs.Workspaces}" names turbo, but no npm, yarn or pnpm workspace (${fileOf('npm')}, or ${fileOf('pnpm')}) was found ${files.where}. ` +
            'Turborepo runs over one; its packages are the targets.',
        );
      }
      managers = [...js, ...managers];
    }
  }

  const found = await Promise.all(managers.map(readOnce));
  const missing = managers.filter((_, i) => !found[i]);
  if (missing.length > 0) {
    throw new InputError(
      Inputs.Workspaces,
      `Input "${Inputs.Workspaces}" names ${missing.join(', ')}, but ${missing
        .map((m) => `no ${fileOf(m)}`)
        .join(
          ', ',
        )} was found ${files.where}. Remove ${missing.length === 1 ? 'it' : 'them'} from that list, or use auto.`,
    );
  }
  const ws = assemble(managers, found as Found[]);
  if (turbo !== 'off') {
    const js = ws.packages.filter((p) => p.family === 'js');
    const config = turbo === 'auto' && js.length === 0 ? undefined : await TURBO.read(files, js);
    if (config) ws.turbo = config;
    else if (turbo === 'asked') {
      throw new InputError(
        Inputs.Workspaces,
        `Input "${Inputs.Workspaces}" names turbo, but no ${TURBO.markers.join(' or ')} was found at the root ${files.where}. Remove turbo from that list, or use auto.`,
      );
    }
  }
  return { ...ws, unknownSubmodules: files.unknownSubmodules() };
}

/** Merge what the managers found into one graph: one package per directory and name. */
export function assemble(managers: Manager[], found: Found[]): Workspace {
  const byKey = new Map<string, WorkspacePackage>();
  const byName = new Map<string, WorkspacePackage>();
  const raw = new Map<WorkspacePackage, Found['packages']>();
  for (const result of found) {
    for (const pkg of result.packages) {
      const family = FAMILY[pkg.manager];
      // package.json workspaces and pnpm-workspace.yaml finding one directory: one package.
      const key = `${family}\0${pkg.dir}`;
      let merged = byKey.get(key);
      if (!merged) {
        const other = byName.get(pkg.name);
        if (other && other.dir !== pkg.dir) {
          throw new InputError(
            Inputs.Workspaces,
            `Input "${Inputs.Workspaces}": two packages are named ${JSON.stringify(pkg.name)}: ${other.manifest} and ${pkg.manifest}. ` +
              'Each package is a target and needs a name of its own: rename one, or leave one out of the workspace.',
          );
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
      if (!merged.managers.includes(pkg.manager)) merged.managers.push(pkg.manager);
      for (const name of pkg.declares) merged.declares.add(name);
      for (const use of pkg.catalogUses ?? []) merged.catalogUses.add(use);
      for (const script of pkg.scripts ?? []) merged.scripts.add(script);
      raw.get(merged)!.push(pkg);
    }
  }
  // Resolve dependencies within each family: by name, or by directory for path dependencies.
  const names = new Map<string, WorkspacePackage>();
  const dirs = new Map<string, WorkspacePackage>();
  for (const pkg of byName.values()) {
    names.set(`${pkg.family}\0${nameKey(pkg.family, pkg.name)}`, pkg);
    dirs.set(`${pkg.family}\0${pkg.dir}`, pkg);
  }
  for (const [pkg, sources] of raw) {
    const deps = new Set<string>();
    for (const source of sources) {
      for (const ref of source.dependencies) {
        const target =
          'name' in ref
            ? names.get(`${pkg.family}\0${nameKey(pkg.family, ref.name)}`)
            : dirs.get(`${pkg.family}\0${ref.dir}`);
        if (target && target !== pkg) deps.add(target.name);
      }
    }
    pkg.dependsOn = [...deps].sort();
  }
  const packages = [...byName.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const lockfiles = new Map<string, Manager>();
  for (const result of found)
    for (const file of result.lockfiles)
      if (!lockfiles.has(file)) lockfiles.set(file, result.manager);
  const manifests = new Map<string, Found['manifests'][number]>();
  for (const result of found)
    for (const m of result.manifests)
      if (!manifests.has(m.file) || !m.section) manifests.set(m.file, m);
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
