import type { Manager } from '../../settings.js';

export type { Manager };

/** Managers that share a package namespace and a manifest format. */
export type Family = 'js' | 'cargo' | 'go' | 'uv';

export const FAMILY: Record<Manager, Family> = {
  npm: 'js',
  yarn: 'js',
  pnpm: 'js',
  cargo: 'cargo',
  go: 'go',
  uv: 'uv',
};

/** A dependency as a manifest states it: by package name, or by directory (a path dependency). */
export type DependencyRef = { name: string } | { dir: string };

/** A package as one manager's reader found it, before dependencies are resolved. */
export interface FoundPackage {
  /** The target name: npm `name`, crate `package.name`, Go module path, uv `project.name`. */
  name: string;
  /** Repository-relative POSIX directory; '' for the workspace root. */
  dir: string;
  /** Repository-relative path of its manifest. */
  manifest: string;
  manager: Manager;
  /** Dependencies that may name workspace packages (every kind: dev, build, optional, peer). */
  dependencies: DependencyRef[];
  /** External dependency names as the manager's lockfile spells them. */
  declares: string[];
  /** pnpm catalog entries it uses, as `catalog:dependency` (`default:react`). */
  catalogUses?: string[];
  /** package.json script names (the tasks Turborepo runs in it). */
  scripts?: string[];
}

/**
 * A file at the root whose change reshapes the workspace: the upload is ALL when the part that
 * `section` picks out differs between the two commits (the whole file when `section` is absent).
 */
export interface WorkspaceManifest {
  file: string;
  manager: Manager;
  /** What changed, in words, for the ALL reason. */
  what: string;
  section?: (text: string) => unknown;
  /** What changed, in words, when `what` is too broad (which fields). */
  explain?: (before: string, after: string) => string;
  /**
   * Entries whose change lands only in the packages that use them (pnpm catalogs), keyed as
   * packages' `catalogUses`; they are left out of `section`.
   */
  entries?: (text: string) => Map<string, string>;
}

/** What one manager's reader found at the root. */
export interface Found {
  manager: Manager;
  packages: FoundPackage[];
  manifests: WorkspaceManifest[];
  /** Lockfiles at the root, repository-relative. */
  lockfiles: string[];
  /** External names the workspace root itself depends on (it is not a package). */
  rootDeclares: string[];
}

/** One package of the workspace graph: a target. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  manifest: string;
  managers: Manager[];
  family: Family;
  /** Names of the workspace packages it depends on. */
  dependsOn: string[];
  declares: Set<string>;
  catalogUses: Set<string>;
  /** package.json script names (JS packages; empty for others). */
  scripts: Set<string>;
}

export interface Workspace {
  managers: Manager[];
  packages: WorkspacePackage[];
  byName: Map<string, WorkspacePackage>;
  manifests: WorkspaceManifest[];
  lockfiles: { file: string; manager: Manager }[];
  rootDeclares: Set<string>;
  /**
   * Submodules where packages may be, which the checkout did not initialise: what they hold is
   * unknown (paths, sorted; empty when every submodule that matters was read).
   */
  unknownSubmodules: string[];
  /** turbo.json's rules, when Turborepo is read (workspaces: turbo, or auto finding turbo.json). */
  turbo?: TurboConfig;
}

/** PEP 503 normalised Python distribution name: how uv compares names. */
export function normalizePythonName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** `a/b` joined and normalised as a repository-relative POSIX path ('' for the root). */
export function joinDir(...parts: string[]): string {
  const out: string[] = [];
  for (const part of parts.join('/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return '..';
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

/** Turborepo's configuration files, the first found read (at the root, and in packages). */
export const TURBO_FILES = ['turbo.json', 'turbo.jsonc'] as const;

// turbo.json's rules as the model carries them (read by turbo.ts).
/** A root file a task takes: the pattern, and which packages' task it is. */
export interface TurboRootInput {
  /** The task (`build`), as its scripts name it. */
  task: string;
  /** Repository-relative glob. */
  pattern: string;
  /** The pattern as turbo.json spells it. */
  written: string;
  /** The turbo.json it is in. */
  file: string;
  /** Only this package's task (`web#build`, or a package's own turbo.json); else every package's. */
  only?: string;
}

/**
 * One task of one package as turbo resolves it (the root turbo.json's definition, then the
 * configurations its package turbo.json extends, then its own): what the task graph needs.
 */
export interface TurboTask {
  /** `inputs` as written (undefined or empty: every file of the package). */
  inputs?: string[];
  /** `dependsOn` entries as written (`^build`, `lint`, `web#build`, `//#format`). */
  dependsOn: string[];
  /** The turbo.json that defined its inputs last. */
  file: string;
}

/** What the action takes from turbo.json files. */
export interface TurboConfig {
  /** The turbo.json files read: the root one, and packages' own. */
  files: string[];
  /**
   * Files that change every task: `globalDependencies`, `global.inputs` (with
   * `futureFlags.globalConfiguration`) or turbo 1's `globalDotEnv`, as repository-relative globs.
   */
  globalInputs: { pattern: string; key: 'globalDependencies' | 'global.inputs' | 'globalDotEnv' }[];
  /** Inputs outside the package: `$TURBO_ROOT$/...`, or `../` that leaves it. */
  rootInputs: TurboRootInput[];
  /**
   * Set when the configuration holds what the reader does not follow (a key, a future flag, a
   * file that does not parse): the upload is ALL with this reason.
   */
  unknown?: string;
  /**
   * With `futureFlags.affectedUsingTaskInputs` (or `filterUsingTasks`): the future flag, and
   * every package's resolved tasks (the root as `//`), for affected through task inputs and the
   * task graph.
   */
  taskGraph?: { flag: string; tasks: Map<string, Map<string, TurboTask>> };
}
