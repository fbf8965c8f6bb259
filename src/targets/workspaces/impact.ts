import { UnreadableLockfile, parseLockfile, type LockData, type LockEntry } from './lockfiles.js';
import { FAMILY, type Workspace, type WorkspacePackage } from './model.js';
import { turboImpact, type TurboReason } from './turbo.js';

/** Why a package is impacted by a change, before its dependents are added. */
export type PackageReason =
  | { kind: 'owns'; file: string }
  | { kind: 'lockfile'; file: string; entry?: string }
  | { kind: 'catalog'; file: string; entry: string }
  | TurboReason;

/**
 * Both sides of a changed file: undefined when the file does not exist at that commit. Throws
 * when git cannot say.
 */
export interface FileVersions {
  read(file: string): Promise<{ before: string | undefined; after: string | undefined }>;
}

export interface WorkspaceImpact {
  /** Packages a change lands in: by a file they own, or by a lockfile entry. */
  direct: Map<string, PackageReason>;
  /** Changed files no package owns and no workspace rule accounts for: for the target rules. */
  outside: string[];
  /** Set when the upload must be ALL: why, in words. */
  all?: string;
}

/** Directory → packages there, and the deepest owner of a path. */
export class Ownership {
  private readonly byDir = new Map<string, WorkspacePackage[]>();
  constructor(packages: WorkspacePackage[]) {
    for (const pkg of packages) {
      const list = this.byDir.get(pkg.dir);
      if (list) list.push(pkg);
      else this.byDir.set(pkg.dir, [pkg]);
    }
  }
  /** The packages whose directory most deeply contains `file` ([] when none does). */
  owners(file: string): WorkspacePackage[] {
    let end = file.lastIndexOf('/');
    while (end > 0) {
      const found = this.byDir.get(file.slice(0, end));
      if (found) return found;
      end = file.lastIndexOf('/', end - 1);
    }
    return this.byDir.get('') ?? [];
  }
  at(dir: string): WorkspacePackage[] {
    return this.byDir.get(dir) ?? [];
  }
  /**
   * The packages at or under `path` when it is a directory of them: a changed path that is a
   * submodule (its gitlink moved) changes every package inside it.
   */
  within(path: string): WorkspacePackage[] {
    if (!this.containers) {
      this.containers = new Set();
      for (const dir of this.byDir.keys()) {
        for (let end = dir.length; end > 0; end = dir.lastIndexOf('/', end - 1)) {
          this.containers.add(dir.slice(0, end));
        }
      }
    }
    if (!this.containers.has(path)) return [];
    const found: WorkspacePackage[] = [];
    for (const [dir, list] of this.byDir) {
      if (dir === path || dir.startsWith(`${path}/`)) found.push(...list);
    }
    return found;
  }
  private containers: Set<string> | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which packages the changed files impact directly. Workspace manifests whose relevant part
 * changed, and lockfile changes that cannot be pinned on packages, make the result ALL; a
 * lockfile change that can is attributed to the packages that depend on the changed entries.
 */
export async function workspaceImpact(
  ws: Workspace,
  changed: string[],
  versions: FileVersions | undefined,
): Promise<WorkspaceImpact> {
  const ownership = new Ownership(ws.packages);
  const direct = new Map<string, PackageReason>();
  const outside: string[] = [];
  const changedSet = new Set(changed);
  const accounted = new Set<string>();
  const noHistory = (file: string) =>
    `${file} changed and its previous version cannot be read (no git history to compare)`;

  // Root files a package's task takes through turbo.json: theirs, not the rules'.
  let taken: ReadonlySet<string> = new Set();
  if (ws.turbo) {
    // turbo.json's rules first: its ALL cases, and root files a package's task takes.
    // The root's workspace dependencies: where its tasks' `^task` entries lead.
    const rootDependsOn = [...ws.rootDeclares].filter((name) => ws.byName.has(name));
    const turbo = turboImpact(ws.turbo, ws.packages, rootDependsOn, changed);
    if ('all' in turbo) return { direct, outside, all: turbo.all };
    for (const [name, why] of turbo.direct) direct.set(name, why);
    taken = turbo.accounted;
  }

  for (const manifest of ws.manifests) {
    if (!changedSet.has(manifest.file)) continue;
    if (!manifest.section) return { direct, outside, all: manifest.what };
    if (!versions) return { direct, outside, all: noHistory(manifest.file) };
    const { before, after } = await versions.read(manifest.file);
    if (before === undefined || after === undefined) return { direct, outside, all: manifest.what };
    if (!same(manifest.section(before), manifest.section(after))) {
      return { direct, outside, all: manifest.explain?.(before, after) ?? manifest.what };
    }
    if (manifest.entries) {
      // Catalog entries: the packages that use a changed one (and, below, their dependents).
      const old = manifest.entries(before);
      const now = manifest.entries(after);
      for (const key of new Set([...old.keys(), ...now.keys()])) {
        if (old.get(key) === now.get(key)) continue;
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
    if (!changedSet.has(file)) continue;
    if (!versions) return { direct, outside, all: noHistory(file) };
    const family = FAMILY[manager];
    const members = ws.packages.filter((p) => p.family === family);
    const result = await attributeLockfile(file, members, ws, await versions.read(file));
    if (typeof result === 'string') {
      // A workspace-wide file that changed too (pnpm-workspace.yaml's catalog, written into
      // the lockfile) is named first: it is the change the user made.
      const wide = ws.manifests.filter((m) => changedSet.has(m.file)).map((m) => m.file);
      const first = wide.length > 0 ? `${wide.join(', ')} changed, and with it ` : '';
      return { direct, outside, all: `${first}${result}` };
    }
    for (const [name, why] of result) if (!direct.has(name)) direct.set(name, why);
    accounted.add(file);
  }

  for (const file of changed) {
    if (accounted.has(file)) continue;
    const owners = [...ownership.owners(file), ...ownership.within(file)];
    if (owners.length === 0 && !taken.has(file)) outside.push(file);
    for (const pkg of owners)
      if (!direct.has(pkg.name)) direct.set(pkg.name, { kind: 'owns', file });
  }
  return { direct, outside };
}

const EMPTY: LockData = { entries: new Map(), meta: '' };

/**
 * The packages a lockfile change lands in, or the reason it cannot be pinned down (ALL).
 * A changed entry of a package's own (pnpm importer, npm workspace entry, Cargo/uv member) lands
 * in that package; a changed external entry lands in every package that depends on it, directly
 * or through other external entries.
 */
async function attributeLockfile(
  file: string,
  members: WorkspacePackage[],
  ws: Workspace,
  sides: { before: string | undefined; after: string | undefined },
): Promise<Map<string, PackageReason> | string> {
  const byDir = new Map(members.map((p) => [p.dir, p]));
  const ctx = {
    members: new Set(byDir.keys()),
    crates: new Map(members.map((p) => [p.name, p.dir])),
  };
  let before: LockData;
  let after: LockData;
  try {
    before = sides.before === undefined ? EMPTY : parseLockfile(file, sides.before, ctx);
    after = sides.after === undefined ? EMPTY : parseLockfile(file, sides.after, ctx);
  } catch (error) {
    if (error instanceof UnreadableLockfile) return `${file} changed and ${error.message}`;
    throw error;
  }
  if (sides.before !== undefined && sides.after !== undefined && before.meta !== after.meta) {
    return `${file} changed outside its package entries (settings, overrides or format)`;
  }
  const result = new Map<string, PackageReason>();
  const origins: string[] = [];
  for (const key of new Set([...before.entries.keys(), ...after.entries.keys()])) {
    const old = before.entries.get(key);
    const now = after.entries.get(key);
    if (old && now && old.body === now.body) continue;
    const entry = (now ?? old)!;
    if (entry.owner === undefined) {
      origins.push(entry.name);
      continue;
    }
    const pkg = byDir.get(entry.owner);
    if (pkg) {
      if (!result.has(pkg.name)) result.set(pkg.name, { kind: 'lockfile', file });
    } else if (entry.owner === '') {
      return `the workspace root's entry in ${file} changed (the root's dependencies can affect every package)`;
    } else if (now) {
      return `${file} has a changed entry for ${JSON.stringify(entry.owner)}, which is not a package of the workspace`;
    }
    // An entry only on the old side, for a directory that is no package now: a package moved or
    // removed; its dependents' own entries changed with it.
  }
  if (origins.length === 0) return result;

  // Names of external entries, and what each depends on, across both sides.
  const forward = new Map<string, Set<string>>();
  const reverse = new Map<string, Set<string>>();
  const ownerDeclares = new Map<string, Set<string>>(); // owner dir → names
  const addEntry = (entry: LockEntry) => {
    if (entry.owner !== undefined) {
      const set = ownerDeclares.get(entry.owner) ?? new Set();
      for (const dep of entry.deps) set.add(dep);
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
  for (const side of [before, after]) for (const entry of side.entries.values()) addEntry(entry);
  for (const pkg of members) {
    const set = ownerDeclares.get(pkg.dir) ?? new Set();
    for (const name of pkg.declares) set.add(name);
    ownerDeclares.set(pkg.dir, set);
  }
  const rootIsPackage = byDir.has('');
  if (!rootIsPackage) {
    const set = ownerDeclares.get('') ?? new Set();
    for (const name of ws.rootDeclares) set.add(name);
    ownerDeclares.set('', set);
  }

  // Every changed name and what depends on it, remembering which change reached it first.
  const origin = new Map<string, string>();
  const queue: string[] = [];
  for (const name of [...new Set(origins)].sort()) {
    origin.set(name, name);
    queue.push(name);
  }
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!;
    for (const dependent of reverse.get(name) ?? []) {
      if (origin.has(dependent)) continue;
      origin.set(dependent, origin.get(name)!);
      queue.push(dependent);
    }
  }
  for (const [dir, declares] of ownerDeclares) {
    const hit = [...declares].find((name) => origin.has(name));
    if (hit === undefined) continue;
    const pkg = byDir.get(dir);
    if (pkg) {
      if (!result.has(pkg.name))
        result.set(pkg.name, { kind: 'lockfile', file, entry: origin.get(hit)! });
    } else if (dir === '') {
      return `${file} entry ${JSON.stringify(origin.get(hit))} changed and the workspace root depends on it (the root's dependencies can affect every package)`;
    }
  }
  // A changed entry no package reaches cannot be pinned on one: say so rather than drop it.
  const used = new Set<string>();
  const stack = [...ownerDeclares.values()].flatMap((s) => [...s]);
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const dep of forward.get(name) ?? []) stack.push(dep);
  }
  const stray = origins.find((name) => !used.has(name));
  if (stray !== undefined) {
    return `${file} entry ${JSON.stringify(stray)} changed and no package of the workspace depends on it`;
  }
  return result;
}
