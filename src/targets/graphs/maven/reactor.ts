/**
 * Maven's reactor read from one commit's files: the modules reached through `<modules>` (in the
 * project and every profile) from the root POM, each module's coordinates with inheritance and
 * interpolation along its in-repository parent chain, and the edges between modules (parent,
 * dependencies, imports, plugins and their dependencies, extensions). Versions are ignored: any
 * version of a reactor module's coordinates is an edge to it.
 */
import * as path from 'node:path';
import type { RepoFiles } from '../../workspaces/read.js';
import { parseXml } from '../xml.js';
import { readPom, type EdgeKind, type Pom, type PomReference } from './pom.js';

/** A reason the reactor cannot be read: one sentence naming the file and what is wrong with it. */
export class ReactorError extends Error {}

/** One module of the reactor. */
export interface MavenModule {
  /** The target name: the module's directory ('.' for the root), or its POM file when not `pom.xml`. */
  name: string;
  /** Its directory, repository-relative ('' for the root). */
  dir: string;
  pom: Pom;
  /** `groupId:artifactId`, interpolated; a part that stays unresolved keeps its `${...}`. */
  key: string;
  /** The POMs it inherits from in the repository, nearest first (modules or not). */
  ancestors: Pom[];
}

/** The reactor of one commit. */
export interface Reactor {
  /** Modules by name. */
  modules: Map<string, MavenModule>;
  /** Each module's edges: the names of the modules it references, with the first kind seen. */
  edges: Map<string, Map<string, EdgeKind>>;
  /** For each edge of `edges`, the POM that makes it (the module's, or one it inherits from). */
  edgeFiles?: Map<string, Map<string, string>>;
  /** Every POM read (the modules' and their in-repository parents'), by file. */
  poms: Map<string, Pom>;
  /** What the reading looked at: the same files and directories give the same reactor. */
  inputs: ReactorInputs;
  warnings: string[];
}

/** The paths a reactor was read from: files read (or looked for), directories found missing. */
export interface ReactorInputs {
  files: Set<string>;
  dirs: Set<string>;
}

/** Whether a change of `changed` files can give another reactor than the one read from `inputs`. */
export function touchesInputs(inputs: ReactorInputs, changed: string[]): boolean {
  return changed.some((file) => {
    if (inputs.files.has(file)) return true;
    for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
      if (inputs.dirs.has(file.slice(0, end))) return true;
    }
    return false;
  });
}

/** `files`, noting every path looked at into `inputs`. */
function recording(files: RepoFiles, inputs: ReactorInputs): RepoFiles {
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
      if (!exists) inputs.dirs.add(dir);
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
function moduleFile(files: RepoFiles, declaring: string, entry: string): string | undefined {
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(declaring), entry));
  const clean = joined.replace(/\/+$/, '');
  if (clean === '..' || clean.startsWith('../') || clean.startsWith('/')) return undefined;
  if (clean === '.' || files.isDirectory(clean))
    return clean === '.' ? 'pom.xml' : `${clean}/pom.xml`;
  return clean;
}

const dirOf = (file: string) => {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : dir;
};

/** A module's name: its directory, or its POM file when that is not named pom.xml. */
export function moduleName(pomFile: string): string {
  if (path.posix.basename(pomFile) !== 'pom.xml') return pomFile;
  return dirOf(pomFile) || '.';
}

const PLACEHOLDER = /\$\{([^}]*)\}/g;
const hasPlaceholder = (value: string | undefined) => value !== undefined && value.includes('${');

/** A value with unresolved placeholders as a pattern: each `${...}` stands for any text. */
function placeholderPattern(value: string): RegExp {
  const parts = value
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}

/** Whether a referenced coordinate can name a module's: undefined and placeholders match widely. */
export function coordinateMatches(ref: string | undefined, mod: string | undefined): boolean {
  if (ref === undefined || mod === undefined) return true;
  const refOpen = hasPlaceholder(ref);
  const modOpen = hasPlaceholder(mod);
  if (!refOpen && !modOpen) return ref === mod;
  if (refOpen && modOpen) return true;
  return refOpen ? placeholderPattern(ref).test(mod) : placeholderPattern(mod).test(ref);
}

/** Reads the reactor of one commit. */
class ReactorReader {
  private readonly poms = new Map<string, Pom>();
  private readonly parents = new Map<string, Pom | undefined>();
  private readonly modules = new Map<string, MavenModule>();
  private readonly missing = new Set<string>();
  private byArtifactId: Map<string, MavenModule[]> | undefined;
  private readonly warnings: string[] = [];

  constructor(
    private readonly files: RepoFiles,
    private readonly inputs: ReactorInputs,
    /** Properties set on Maven's command line in `.mvn/maven.config`: unknown values here. */
    private readonly overridden: ReadonlySet<string>,
  ) {}

  /** Read and parse one POM; undefined when the file does not exist. */
  private async load(file: string): Promise<Pom | undefined> {
    const known = this.poms.get(file);
    if (known || this.missing.has(file)) return known;
    const text = await this.files.read(file);
    if (text === undefined) {
      this.missing.add(file);
      return undefined;
    }
    let pom: Pom;
    try {
      pom = readPom(file, parseXml(text));
    } catch (error) {
      throw new ReactorError(
        `The POM ${file} ${this.files.where} cannot be read (${(error as Error).message}), so Maven's reactor is unknown`,
      );
    }
    if (pom.modelVersion !== '4.0.0') {
      throw new ReactorError(
        `The POM ${file} ${this.files.where} has modelVersion ${pom.modelVersion ?? '(none)'}, and only 4.0.0 is read (a later model has subprojects and inferred parents)`,
      );
    }
    this.poms.set(file, pom);
    return pom;
  }

  /** Every module from the root POM down, breadth first (a level's POMs are read together). */
  async readModules(): Promise<void> {
    let level: { file: string; declaredBy?: { pom: string; entry: string; profile: boolean } }[] = [
      { file: 'pom.xml' },
    ];
    const seen = new Set(['pom.xml']);
    while (level.length > 0) {
      const poms = await Promise.all(level.map(({ file }) => this.load(file)));
      const next: typeof level = [];
      for (const [i, pom] of poms.entries()) {
        const { file, declaredBy } = level[i]!;
        if (!pom && declaredBy?.profile) {
          this.warnings.push(
            `The module "${declaredBy.entry}" that a profile of ${declaredBy.pom} lists ${this.files.where} has no POM (${file} does not exist): Maven fails when that profile is active, and the reader leaves it out.`,
          );
          continue;
        }
        if (!pom && this.files.inUnknownSubmodule(file)) {
          throw new ReactorError(
            `The module POM ${file} lies in a submodule the checkout did not initialise ${this.files.where}, so it cannot be read (check out with submodules)`,
          );
        }
        if (!pom) {
          throw new ReactorError(
            declaredBy
              ? `The module "${declaredBy.entry}" that ${declaredBy.pom} lists ${this.files.where} has no POM (${file} does not exist), so Maven would fail`
              : `There is no pom.xml at the root ${this.files.where}`,
          );
        }
        const name = moduleName(file);
        this.modules.set(name, { name, dir: dirOf(file), pom, key: '', ancestors: [] });
        for (const entry of pom.modules) {
          const target = moduleFile(this.files, file, entry);
          if (target === undefined) {
            throw new ReactorError(
              `The module "${entry}" that ${file} lists ${this.files.where} is outside the repository, so its POM cannot be read`,
            );
          }
          if (seen.has(target)) continue;
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
  private async parentOf(pom: Pom): Promise<Pom | undefined> {
    if (this.parents.has(pom.file)) return this.parents.get(pom.file);
    let found: Pom | undefined;
    const parent = pom.parent;
    if (parent?.artifactId !== undefined) {
      const relative = parent.relativePath ?? '../pom.xml';
      if (relative !== '') {
        const target = moduleFile(this.files, pom.file, relative);
        const candidate = target === undefined ? undefined : await this.load(target);
        if (
          candidate &&
          candidate.file !== pom.file &&
          coordinateMatches(parent.artifactId, candidate.artifactId) &&
          coordinateMatches(parent.groupId, candidate.groupId ?? candidate.parent?.groupId)
        )
          found = candidate;
      }
      if (!found) {
        if (!this.byArtifactId) {
          this.byArtifactId = new Map();
          for (const module of this.modules.values()) {
            const id = module.pom.artifactId ?? '';
            const list = this.byArtifactId.get(id);
            if (list) list.push(module);
            else this.byArtifactId.set(id, [module]);
          }
        }
        for (const module of this.byArtifactId.get(parent.artifactId) ?? []) {
          if (
            module.pom.file !== pom.file &&
            coordinateMatches(parent.groupId, module.pom.groupId ?? module.pom.parent?.groupId)
          ) {
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
  private async ancestorsOf(pom: Pom): Promise<Pom[]> {
    const chain: Pom[] = [];
    const seen = new Set([pom.file]);
    for (let p = await this.parentOf(pom); p && !seen.has(p.file); p = await this.parentOf(p)) {
      seen.add(p.file);
      chain.push(p);
    }
    return chain;
  }

  /** Interpolate `value` in the context of `pom` (its own model, then its ancestors'). */
  private interpolate(value: string, pom: Pom, ancestors: Pom[], seen = new Set<string>()): string {
    if (!value.includes('${')) return value;
    return value.replace(PLACEHOLDER, (whole, name: string) => {
      if (seen.has(name)) return whole;
      const resolved = this.lookup(name, pom, ancestors, new Set([...seen, name]));
      return resolved ?? whole;
    });
  }

  private lookup(name: string, pom: Pom, ancestors: Pom[], seen: Set<string>): string | undefined {
    const field = name.replace(/^(project|pom)\./, '');
    const again = (v: string | undefined) =>
      v === undefined ? undefined : this.interpolate(v, pom, ancestors, seen);
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
    if (this.overridden.has(name)) return undefined;
    const chain = [pom, ...ancestors];
    if (chain.some((p) => p.profileProperties.has(name))) return undefined;
    for (const p of chain) {
      const v = p.properties.get(name);
      if (v !== undefined) return again(v);
    }
    return undefined;
  }

  /** A reference's coordinates in the context of `pom`. */
  private resolve(ref: PomReference, pom: Pom, ancestors: Pom[]): PomReference {
    return {
      kind: ref.kind,
      groupId:
        ref.groupId === undefined ? undefined : this.interpolate(ref.groupId, pom, ancestors),
      artifactId: this.interpolate(ref.artifactId, pom, ancestors),
    };
  }

  /** Keys, ancestors and edges, once every module is read. */
  async finish(): Promise<Reactor> {
    const moduleFiles = new Set([...this.modules.values()].map((m) => m.pom.file));
    const byArtifact = new Map<string, MavenModule[]>();
    const open: MavenModule[] = [];
    await Promise.all(
      [...this.modules.values()].map(async (module) => {
        module.ancestors = await this.ancestorsOf(module.pom);
      }),
    );
    for (const module of this.modules.values()) {
      const groupId = this.interpolate(
        module.pom.groupId ?? module.pom.parent?.groupId ?? '${groupId}',
        module.pom,
        module.ancestors,
      );
      const artifactId = this.interpolate(
        module.pom.artifactId ?? '${artifactId}',
        module.pom,
        module.ancestors,
      );
      module.key = `${groupId}:${artifactId}`;
      if (hasPlaceholder(artifactId)) open.push(module);
      else {
        const list = byArtifact.get(artifactId);
        if (list) list.push(module);
        else byArtifact.set(artifactId, [module]);
      }
      if (hasPlaceholder(groupId) || hasPlaceholder(artifactId)) {
        this.warnings.push(
          `The Maven module ${module.name} has coordinates ${module.key} that cannot be fully resolved from the repository; references to it are matched on the known parts.`,
        );
      }
    }
    const groupOf = (m: MavenModule) => m.key.slice(0, m.key.indexOf(':'));
    const artifactOf = (m: MavenModule) => m.key.slice(m.key.indexOf(':') + 1);
    const edges = new Map<string, Map<string, EdgeKind>>();
    const edgeFiles = new Map<string, Map<string, string>>();
    for (const module of this.modules.values()) {
      const out = new Map<string, EdgeKind>();
      const from = new Map<string, string>();
      const add = (ref: PomReference, file: string) => {
        const candidates = hasPlaceholder(ref.artifactId)
          ? [...this.modules.values()]
          : [...(byArtifact.get(ref.artifactId) ?? []), ...open];
        for (const target of candidates) {
          if (target === module || out.has(target.name)) continue;
          if (
            coordinateMatches(ref.artifactId, artifactOf(target)) &&
            coordinateMatches(ref.groupId, groupOf(target))
          ) {
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
          if (ref.kind === 'parent') continue;
          if (isModule && !hasPlaceholder(ref.groupId) && !hasPlaceholder(ref.artifactId)) continue;
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
export async function commandLineProperties(files: RepoFiles): Promise<Set<string>> {
  const text = await files.read('.mvn/maven.config');
  const names = new Set<string>();
  if (text === undefined) return names;
  const words = text.split(/\s+/).filter(Boolean);
  for (const [i, word] of words.entries()) {
    let definition: string | undefined;
    if (word === '-D' || word === '--define') definition = words[i + 1];
    else if (word.startsWith('--define=')) definition = word.slice('--define='.length);
    else if (word.startsWith('-D')) definition = word.slice(2);
    if (definition) names.add(definition.split('=')[0]!.replace(/^["']/, ''));
  }
  return names;
}

/** Read the reactor of one commit; a ReactorError when Maven could not read it either. */
export async function readReactor(files: RepoFiles): Promise<Reactor> {
  const inputs: ReactorInputs = { files: new Set(), dirs: new Set() };
  const seen = recording(files, inputs);
  const reader = new ReactorReader(seen, inputs, await commandLineProperties(seen));
  await reader.readModules();
  return reader.finish();
}
