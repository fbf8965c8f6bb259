/**
 * Every source of targets, one entry each: the build tools whose graphs give targets, and the
 * workspace managers whose manifests do (with Turborepo, read over a JS workspace). Everything
 * that lists them reads this table: `auto` (the build tools whose markers are here, the
 * managers whose workspace file is), the engine's loop over the sources, the messages that say
 * what was looked for, the summary's words and the docs test. An entry's reader is imported only
 * when a run uses it, so a run with glob rules alone loads none.
 *
 * Adding an ecosystem: a folder under graphs/ (a build tool) or a reader under workspaces/ (a
 * manager), its name in settings.ts, one entry here, a reason kind in explain.ts;
 * docs/architecture.md has the checklist.
 */
import type { BuildTool, Layer, Manager } from '../settings.js';
import type { GraphSource } from './source.js';
import { TURBO_FILES, type Found, type TurboConfig } from './workspaces/model.js';
import type { RepoFiles } from './workspaces/read.js';

/** A workspace manager: what makes a workspace of it, and its reader. */
export interface ManagerSource {
  kind: 'manager';
  name: Manager;
  title: string;
  /** The file that makes a workspace of it, in words for messages. */
  file: string;
  /**
   * For `auto`, when two managers read the same file: whether the repository is this one's
   * (yarn.lock says yarn, its absence npm).
   */
  claims?: (files: RepoFiles) => Promise<boolean>;
  /** Its packages, manifests and lockfiles at the root; undefined when it has no workspace. */
  read(files: RepoFiles): Promise<Found | undefined>;
}

/** Configuration read over a workspace's packages (Turborepo's turbo.json). */
export interface LayerSource {
  kind: 'layer';
  name: Layer;
  title: string;
  /** The files at the root that hold it, the first found read. */
  markers: readonly string[];
  /** Its configuration over the JS packages; undefined when the root has none. */
  read(
    files: RepoFiles,
    packages: { name: string; dir: string }[],
  ): Promise<TurboConfig | undefined>;
}

export type Source = GraphSource | ManagerSource | LayerSource;

const yarnLock = (files: RepoFiles) => files.isFile('yarn.lock');
const js = (manager: 'npm' | 'yarn' | 'pnpm') => async (files: RepoFiles) =>
  (await import('./workspaces/js.js')).readJsWorkspace(files, manager);

/** The graph sources, in the order the engine asks them. */
export const GRAPH_SOURCES: Record<BuildTool, GraphSource> = {
  bazel: {
    kind: 'graph',
    name: 'bazel',
    title: 'Bazel',
    markers: ['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel'],
    root: (settings) => settings.bazel?.workspacePath ?? '',
    names: 'labels: `//pkg:name`',
    answer: async (ctx) => (await import('./graphs/bazel/source.js')).bazelSource(ctx),
  },
  nx: {
    kind: 'graph',
    name: 'nx',
    title: 'Nx',
    markers: ['nx.json'],
    unit: 'Nx project',
    names: 'project names',
    answer: async (ctx) => (await import('./graphs/nx/source.js')).nxSource(ctx),
  },
  maven: {
    kind: 'graph',
    name: 'maven',
    title: 'Maven',
    markers: ['pom.xml'],
    unit: 'Maven module',
    names: 'module directories: `plugin/auth`',
    answer: async (ctx) => (await import('./graphs/maven/source.js')).mavenSource(ctx),
  },
  gradle: {
    kind: 'graph',
    name: 'gradle',
    title: 'Gradle',
    markers: ['settings.gradle', 'settings.gradle.kts'],
    unit: 'Gradle project',
    names: 'project paths: `:okhttp`',
    answer: async (ctx) => (await import('./graphs/gradle/source.js')).gradleSource(ctx),
  },
  dotnet: {
    kind: 'graph',
    name: 'dotnet',
    title: '.NET',
    markers: ['*.sln', '*.slnx', '*.csproj', '*.fsproj', '*.vbproj', 'Directory.Build.props'],
    unit: '.NET project',
    names: 'project files: `src/Api/Api.csproj`',
    answer: async (ctx) => (await import('./graphs/dotnet/source.js')).dotnetSource(ctx),
  },
  python: {
    kind: 'graph',
    name: 'python',
    title: 'Python',
    markers: ['tach.toml'],
    namedWithoutMarkers: true,
    dependable: true,
    unit: 'Python unit',
    names: 'tach modules or import packages',
    answer: async (ctx) => (await import('./graphs/python/source.js')).pythonSource(ctx),
  },
};

/** The workspace managers, in the order `auto` looks for them. */
export const MANAGER_SOURCES: Record<Manager, ManagerSource> = {
  pnpm: {
    kind: 'manager',
    name: 'pnpm',
    title: 'pnpm',
    file: 'pnpm-workspace.yaml',
    read: js('pnpm'),
  },
  npm: {
    kind: 'manager',
    name: 'npm',
    title: 'npm',
    file: 'package.json with "workspaces"',
    claims: async (files) => !(await yarnLock(files)),
    read: js('npm'),
  },
  yarn: {
    kind: 'manager',
    name: 'yarn',
    title: 'Yarn',
    file: 'package.json with "workspaces"',
    claims: yarnLock,
    read: js('yarn'),
  },
  cargo: {
    kind: 'manager',
    name: 'cargo',
    title: 'Cargo',
    file: 'Cargo.toml with [workspace]',
    read: async (files) => (await import('./workspaces/cargo.js')).readCargoWorkspace(files),
  },
  go: {
    kind: 'manager',
    name: 'go',
    title: 'Go',
    file: 'go.work',
    read: async (files) => (await import('./workspaces/go.js')).readGoWorkspace(files),
  },
  uv: {
    kind: 'manager',
    name: 'uv',
    title: 'uv',
    file: 'pyproject.toml with [tool.uv.workspace]',
    read: async (files) => (await import('./workspaces/uv.js')).readUvWorkspace(files),
  },
};

/** Configuration read over a workspace. */
export const LAYER_SOURCES: Record<Layer, LayerSource> = {
  turbo: {
    kind: 'layer',
    name: 'turbo',
    title: 'Turborepo',
    markers: TURBO_FILES,
    read: async (files, packages) =>
      (await import('./workspaces/turbo.js')).readTurbo(files, packages),
  },
};

/** Every source, the one table: build tools, then managers, then layers. */
export const SOURCES: readonly Source[] = [
  ...Object.values(GRAPH_SOURCES),
  ...Object.values(MANAGER_SOURCES),
  ...Object.values(LAYER_SOURCES),
];
