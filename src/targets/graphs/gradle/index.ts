/**
 * `workspaces: gradle`: the projects of a Gradle build and their dependencies, read statically
 * from the commit's settings and build scripts (Groovy or Kotlin DSL), never by running Gradle.
 * Sound first: what decides every project's build (settings, the root build script, the
 * wrapper, buildSrc, included builds, applied scripts) is ALL; build logic that names projects
 * counts its edges for every project it may apply to.
 */
import { dirname } from '../paths.js';
import type { RepoFiles } from '../../workspaces/read.js';
import { closeOver, type BuildFilesAnswer } from '../build-files.js';
import {
  accessorOf,
  analyzeScript,
  union,
  type BuildIndex,
  type Scope,
  type ScriptFacts,
} from './analyze.js';
import { catalogChange, usesChanged } from './catalog.js';
import { tokenize, type Token } from './lex.js';
import {
  pluginAliases,
  PluginTrace,
  readPluginBuild,
  resolvedId,
  type Applier,
  type PluginBuild,
  type Reach,
} from './logic.js';
import {
  readProjects,
  resolvePath,
  settingsFile,
  SETTINGS_NAMES,
  type GradleBuild,
  type GradleProject,
} from './projects.js';

export { describeGradle, type GradleReason } from './reason.js';
import type { GradleEdge, GradleReason } from './reason.js';

/** Whether the commit's root holds a Gradle settings script. */
export async function detectGradle(files: RepoFiles): Promise<boolean> {
  return (await settingsFile(files)) !== undefined;
}

const BUILD_NAMES = ['build.gradle.kts', 'build.gradle'];
const SCRIPT = /\.gradle(\.kts)?$/;
const BUILD_LOGIC_SOURCE = /\.(gradle|gradle\.kts|kts|kt|java|groovy)$/;
const PRECOMPILED = /\/src\/main\/(kotlin|groovy|java)\/(.+)\.gradle(\.kts)?$/;

const under = (file: string, dir: string) =>
  dir === '' || file === dir || file.startsWith(`${dir}/`);

/** The build read at one commit: projects, their build files and what those say. */
interface Graph {
  build: GradleBuild;
  index: BuildIndex;
  /**
   * Facts of every script read: project build files, applied scripts, build logic (`plugin`
   * when it is a plugin's, counted for the projects applying it).
   */
  facts: {
    file: string;
    facts: ScriptFacts;
    role: 'project' | 'root' | 'script' | 'logic';
    plugin?: boolean;
  }[];
  /** Scripts applied by build files (repository-relative). */
  applied: Set<string>;
  /** Set when the graph cannot be read: why (ALL). */
  all?: string;
  warnings: string[];
  /** Plugin builds whose changes are traced to the projects applying their plugins. */
  pluginBuilds: PluginBuild[];
  /** Who applies what, for tracing a plugin build at another commit. */
  appliers: Applier[];
  aliases: ReadonlyMap<string, string>;
  trace?: PluginTrace;
}

function buildIndex(build: GradleBuild): BuildIndex {
  const paths = new Set(build.projects.keys());
  const children = new Map<string, string[]>();
  for (const p of paths) {
    if (p === ':') continue;
    const cut = p.lastIndexOf(':');
    const parent = cut <= 0 ? ':' : p.slice(0, cut);
    const list = children.get(parent);
    if (list) list.push(p);
    else children.set(parent, [p]);
  }
  const cache = new Map<string, ReadonlySet<string>>();
  const descendants = (path: string): ReadonlySet<string> => {
    let found = cache.get(path);
    if (!found) {
      const out = new Set<string>();
      for (const child of children.get(path) ?? []) {
        out.add(child);
        for (const d of descendants(child)) out.add(d);
      }
      cache.set(path, out);
      found = out;
    }
    return found;
  };
  const accessors = new Map<string, string>();
  for (const p of paths) if (p !== ':') accessors.set(accessorOf(p), p);
  const catalogNames = new Set(build.catalogs.values());
  return { paths, catalogNames, descendants, accessors };
}

/** Read a script and what it says; scripts it applies are read too, for the same projects. */
async function readScript(
  files: RepoFiles,
  graph: Graph,
  file: string,
  owner: Scope,
  projectDir: string,
  role: Graph['facts'][number]['role'],
  seen: Set<string>,
  pending?: Promise<string | undefined>,
): Promise<void> {
  const text = await (pending ?? files.read(file));
  if (text === undefined) return;
  const facts = analyzeScript(tokenize(text), owner, graph.index, (token) =>
    resolvePath(token, projectDir),
  );
  graph.facts.push({ file, facts, role });
  for (const u of facts.unresolved) {
    graph.warnings.push(
      `${file} uses the project accessor ${u}, which names no project of the build.`,
    );
  }
  for (const script of facts.scripts) {
    if (script.path === undefined) {
      graph.all ??= `${file} applies a script this reader cannot locate (${script.raw}), so what it configures is unknown.`;
      continue;
    }
    graph.applied.add(script.path);
    const key = `${script.path}\0${script.scope === 'every' ? '*' : [...script.scope].join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!(await files.isFile(script.path))) {
      graph.all ??= `${file} applies ${script.path}, which is not in the commit.`;
      continue;
    }
    await readScript(files, graph, script.path, script.scope, projectDir, 'script', seen);
  }
}

/**
 * Builds that included builds include in turn (`includeBuild` in their settings), which decide
 * those builds' plugins and artifacts as much as their own files do; a sentence (ALL) when one
 * is named by a computed path.
 */
async function includedInTurn(files: RepoFiles, dirs: string[]): Promise<string[] | string> {
  const found: string[] = [];
  const seen = new Set(dirs);
  const queue = [...dirs];
  for (let at = 0; at < queue.length; at++) {
    const dir = queue[at]!;
    for (const name of SETTINGS_NAMES) {
      const file = `${dir}/${name}`;
      const text = await files.read(file);
      if (text === undefined) continue;
      const t = tokenize(text);
      for (let i = 0; i < t.length; i++) {
        if (t[i]!.text !== 'includeBuild' || t[i - 1]?.text === '.') continue;
        const path = resolvePath(t[i + 1]?.text === '(' ? t[i + 2] : t[i + 1], dir);
        if (path === undefined || path === '..' || path.startsWith('../'))
          return `${file} includes a build this reader cannot locate, whose files may change any plugin.`;
        if (seen.has(path)) continue;
        seen.add(path);
        found.push(path);
        queue.push(path);
      }
    }
  }
  return found;
}

/** Read the whole build at one commit. */
async function readGraph(files: RepoFiles, settings: string): Promise<Graph> {
  const build = await readProjects(files, settings);
  const graph: Graph = {
    build,
    index: buildIndex(build),
    facts: [],
    applied: new Set(),
    warnings: [],
    pluginBuilds: [],
    appliers: [],
    aliases: new Map(),
  };
  if (build.unknown) return { ...graph, all: build.unknown };
  const nested = await includedInTurn(files, build.includedBuilds);
  if (typeof nested === 'string') return { ...graph, all: nested };
  build.includedBuilds.push(...nested);
  const seen = new Set<string>();
  const candidates: { project: GradleProject & { dir: string }; file: string }[] = [];
  for (const project of build.projects.values()) {
    if (project.dir === undefined) continue;
    const names = project.buildFileName ? [project.buildFileName] : BUILD_NAMES;
    for (const name of names) {
      const file = project.dir === '' ? name : `${project.dir}/${name}`;
      candidates.push({ project: { ...project, dir: project.dir }, file });
    }
  }
  // Asked together rather than one after another; kept in the same order.
  const present = await Promise.all(candidates.map(({ file }) => files.isFile(file)));
  const scripts = candidates.filter((_, k) => present[k]);
  // Every build file asked for at once: git's cat-file answers them in one stream.
  const texts = new Map(scripts.map(({ file }) => [file, files.read(file)]));
  for (const { project, file } of scripts) {
    await readScript(
      files,
      graph,
      file,
      new Set([project.path]),
      project.dir,
      project.path === ':' ? 'root' : 'project',
      seen,
      texts.get(file),
    );
  }
  await readBuildLogic(files, graph);
  return graph;
}

/**
 * Build logic in buildSrc and included builds: a precompiled script plugin configures the
 * projects that apply its id; any other source may configure every project.
 */
async function readBuildLogic(files: RepoFiles, graph: Graph): Promise<void> {
  const traced = graph.build.pluginBuilds;
  const dirs = ['buildSrc', ...graph.build.includedBuilds.filter((d) => !traced.includes(d))];
  const plugins = new Map<string, { file: string; facts: ScriptFacts; tokens: Token[] }>();
  const logic: { file: string; facts: ScriptFacts }[] = [];
  const sources: string[] = [];
  for (const dir of dirs) {
    for (const file of await files.filesUnder(dir)) {
      if (BUILD_LOGIC_SOURCE.test(file)) sources.push(file);
    }
  }
  const texts = new Map(sources.map((file) => [file, files.read(file)]));
  for (const dir of dirs) {
    for (const file of sources) {
      if (!under(file, dir)) continue;
      const text = await texts.get(file);
      if (text === undefined) continue;
      const tokens = tokenize(text);
      const own = [
        'build.gradle',
        'build.gradle.kts',
        'settings.gradle',
        'settings.gradle.kts',
      ].some((name) => file === `${dir}/${name}`);
      const facts = own
        ? ownBuildFacts(tokens, graph.index)
        : analyzeScript(tokens, 'every', graph.index, () => undefined);
      const precompiled = PRECOMPILED.exec(file.slice(dir.length));
      if (precompiled) {
        const pkg = /^\s*package\s+([\w.]+)/m.exec(text)?.[1];
        const base = precompiled[2]!.split('/').pop()!;
        plugins.set(pkg ? `${pkg}.${base}` : base, { file, facts, tokens });
      } else logic.push({ file, facts });
    }
  }
  // Which projects apply each precompiled plugin, through other plugins too.
  const applied = new Map<string, Scope>();
  const apply = (id: string, scope: Scope) => {
    const plugin = plugins.get(id);
    if (!plugin) return;
    const before = applied.get(id) ?? new Set<string>();
    const next = union(before, scope);
    if (next !== 'every' && before !== 'every' && next.size === before.size) return;
    if (before === 'every') return;
    applied.set(id, next);
    for (const p of plugin.facts.plugins) apply(p.id, next);
  };
  if (plugins.size > 0 || traced.length > 0)
    graph.aliases = await pluginAliases(files, graph.build.catalogs);
  for (const { facts } of graph.facts) {
    for (const p of facts.plugins) {
      const id = resolvedId(p, graph.aliases);
      // A plugin applied by a computed id may be any of them.
      if (id === '*') for (const any of plugins.keys()) apply(any, p.scope);
      else apply(id, p.scope);
    }
  }
  for (const [id, plugin] of plugins) {
    const scope = applied.get(id) ?? new Set<string>();
    // Its tokens as read above: the same text is not split again.
    const facts = analyzeScript(plugin.tokens, scope, graph.index, () => undefined);
    graph.facts.push({ file: plugin.file, facts, role: 'logic', plugin: scope !== 'every' });
  }
  for (const entry of logic) graph.facts.push({ ...entry, role: 'logic' });
  if (traced.length > 0) await tracePluginBuilds(files, graph);
}

/**
 * Plugin builds: who applies their plugins (project scripts, the root, the settings, other
 * builds), and each source's edges counted for the projects a change to it reaches.
 */
async function tracePluginBuilds(files: RepoFiles, graph: Graph): Promise<void> {
  for (const dir of graph.build.pluginBuilds)
    graph.pluginBuilds.push(await readPluginBuild(files, dir, graph.index));
  // Their own build scripts: a plugin build may apply another's plugins.
  for (const build of graph.pluginBuilds) {
    for (const file of build.own) {
      const facts = ownBuildFacts(tokenize((await files.read(file)) ?? ''), graph.index);
      graph.facts.push({ file, facts, role: 'logic' });
    }
  }
  graph.appliers = [
    ...graph.facts,
    ...graph.build.tokens.map((tokens, k) => ({
      file: graph.build.settingsFiles[k] ?? 'settings.gradle',
      role: 'settings' as const,
      facts: analyzeScript(tokens, new Set([':']), graph.index, () => undefined),
    })),
    ...graph.pluginBuilds.flatMap((b) =>
      [...b.sources.values()].map((s) => ({
        file: s.file,
        role: 'logic' as const,
        facts: s.facts,
      })),
    ),
  ];
  const trace = new PluginTrace(graph.pluginBuilds, graph.appliers, graph.aliases);
  graph.trace = trace;
  for (const build of graph.pluginBuilds) {
    for (const source of build.sources.values()) {
      const scope = trace.scopeOf(build, source.file);
      const facts = analyzeScript(source.tokens, scope, graph.index, () => undefined);
      graph.facts.push({ file: source.file, facts, role: 'logic', plugin: scope !== 'every' });
    }
  }
}

/**
 * An included build's own build script: build logic configuring no project of this build, its
 * project references naming its own projects.
 */
function ownBuildFacts(tokens: Token[], index: BuildIndex): ScriptFacts {
  const facts = analyzeScript(tokens, new Set(), index, () => undefined);
  facts.edges = [];
  facts.scripts = [];
  return facts;
}

/** What a changed file of a plugin build reaches, at both commits (a deleted helper too). */
async function pluginReach(
  graph: Graph,
  before: RepoFiles,
  build: PluginBuild,
  file: string,
  earlier: { trace?: Promise<PluginTrace> },
): Promise<Reach> {
  const now = graph.trace!.reach(build, file);
  if ('all' in now || 'inert' in now) return now;
  earlier.trace ??= (async () => {
    const builds: PluginBuild[] = [];
    for (const dir of graph.build.pluginBuilds)
      builds.push(await readPluginBuild(before, dir, graph.index));
    return new PluginTrace(builds, graph.appliers, graph.aliases);
  })();
  const trace = await earlier.trace;
  const old = trace.builds.find((b) => b.dir === build.dir);
  if (!old) return now;
  const then = trace.reach(old, file);
  if ('all' in then) return then;
  if ('inert' in then) return now;
  const projects = new Map(now.projects);
  for (const [p, why] of then.projects) if (!projects.has(p)) projects.set(p, why);
  const every = now.every ?? then.every;
  return every ? { projects, every } : { projects };
}

/** Whether `file` is a project's build script (present or not in this commit). */
function isBuildFile(file: string, build: GradleBuild): boolean {
  const dir = dirname(file);
  const name = file.slice(dir === '' ? 0 : dir.length + 1);
  for (const p of build.projects.values()) {
    if (p.dir !== dir) continue;
    if (p.buildFileName ? p.buildFileName === name : BUILD_NAMES.includes(name)) return true;
  }
  return false;
}

/**
 * The separate build holding `file`, if any: the deepest directory above it with a settings
 * script of its own that is no project's directory and no included build. Its files are no
 * project's build logic: a sample build, a plugin's functional-test build, a test fixture
 * inside a project (whose files stay that project's).
 */
function separateBuilds(
  files: RepoFiles,
  build: GradleBuild,
): (file: string) => Promise<string | undefined> {
  const projectDirs = new Set<string>();
  for (const p of build.projects.values()) if (p.dir !== undefined) projectDirs.add(p.dir);
  const included = new Set(build.includedBuilds);
  const holds = new Map<string, Promise<boolean>>();
  const hasSettings = (dir: string) => {
    let found = holds.get(dir);
    if (!found) {
      found = (async () => {
        for (const name of SETTINGS_NAMES) if (await files.isFile(`${dir}/${name}`)) return true;
        return false;
      })();
      holds.set(dir, found);
    }
    return found;
  };
  return async (file) => {
    for (let dir = dirname(file); dir !== ''; dir = dirname(dir)) {
      if (projectDirs.has(dir) || included.has(dir)) return undefined;
      if (await hasSettings(dir)) return dir;
    }
    return undefined;
  };
}

/** The project whose directory most deeply holds `file` (the root owns nothing). */
function ownerOf(file: string, byDir: Map<string, string>): string | undefined {
  for (let dir = dirname(file); dir !== ''; dir = dirname(dir)) {
    const owner = byDir.get(dir);
    if (owner) return owner;
  }
  return undefined;
}

/**
 * Why a changed file makes the answer ALL before any graph is read (undefined when it does
 * not): settings, the root build script and properties, the wrapper, buildSrc, included builds,
 * the gradle/ directory. Built once: a pull request may change hundreds of thousands of files.
 */
function wholeBuildCheck(
  after: GradleBuild,
  before: GradleBuild | undefined,
): (file: string) => string | undefined {
  const builds = before ? [after, before] : [after];
  const settings = new Set([...SETTINGS_NAMES, ...builds.flatMap((b) => b.settingsFiles)]);
  const rootBuild = new Set([
    ...BUILD_NAMES,
    ...builds.flatMap((b) => b.projects.get(':')?.buildFileName ?? []),
  ]);
  // Plugin builds are traced file by file (logic.ts), unless either commit includes them so.
  const traced = new Set(
    after.pluginBuilds.filter((d) => !before || before.pluginBuilds.includes(d)),
  );
  const included = [...new Set(builds.flatMap((b) => b.includedBuilds))];
  const tops = new Set(['gradle', 'buildSrc', ...included.map((dir) => dir.split('/')[0]!)]);
  return (file) => {
    if (settings.has(file)) {
      return `${file} is the build's settings, which decide every project and how each is built.`;
    }
    const slash = file.indexOf('/');
    if (slash === -1) {
      if (rootBuild.has(file)) {
        return `${file} is the root project's build script, which may configure every project.`;
      }
      if (file === 'gradle.properties')
        return `${file} sets properties every project of the build reads.`;
      if (file === 'gradlew' || file === 'gradlew.bat')
        return `${file} is the Gradle wrapper, which runs every build.`;
      if (!included.includes(file)) return undefined;
    } else if (!tops.has(file.slice(0, slash))) return undefined;
    if (under(file, 'gradle/wrapper'))
      return `${file} is part of the Gradle wrapper, which decides the Gradle version of every build.`;
    if (under(file, 'buildSrc'))
      return `${file} is in buildSrc, build logic every project's build script may use.`;
    for (const dir of included) {
      if (under(file, dir) && !traced.has(dir))
        return `${file} is in ${dir}, an included build whose plugins or artifacts any project may use.`;
    }
    if (under(file, 'gradle') && !file.endsWith('.toml')) {
      return `${file} is in the build's gradle/ directory (shared scripts, verification metadata, the daemon's JVM), which may affect every project.`;
    }
    return undefined;
  };
}

/** The answer for `changed`, reading the build at `after` (merge commit) and `before` (first parent). */
export async function gradleImpact(
  after: RepoFiles,
  before: RepoFiles,
  changed: string[],
): Promise<BuildFilesAnswer<GradleReason>> {
  const answer: BuildFilesAnswer<GradleReason> = {
    impacted: new Map(),
    outside: [],
    warnings: [],
    modules: 0,
  };
  const done = (all: string) => ({ ...answer, all });
  const settings = await settingsFile(after);
  if (!settings) return done(`There is no settings.gradle or settings.gradle.kts ${after.where}.`);
  const graph = await readGraph(after, settings);
  answer.modules = graph.build.projects.size - 1;
  answer.warnings.push(...graph.warnings);
  if (graph.all) return done(graph.all);
  // The settings scripts alone decide the projects (anything computed is ALL above). Unless one
  // of them changed, the first parent has the same projects, and is not read at all: a pull
  // request changing sources only costs no second tree.
  const settingsChanged = changed.some(
    (file) => graph.build.settingsFiles.includes(file) || SETTINGS_NAMES.includes(file),
  );
  let old: GradleBuild | undefined = graph.build;
  if (settingsChanged) {
    const oldSettings = await settingsFile(before);
    old = oldSettings ? await readProjects(before, oldSettings) : undefined;
  }

  const wholeBuild = wholeBuildCheck(graph.build, old);
  const separate = separateBuilds(after, graph.build);
  const pluginBuildOf = (file: string) => graph.pluginBuilds.find((b) => under(file, b.dir));
  for (const file of changed) {
    const why = wholeBuild(file);
    if (why) return done(why);
    if (graph.applied.has(file))
      return done(`${file} is a script applied by build scripts, so it may configure any project.`);
    if (pluginBuildOf(file)) continue;
    if (SCRIPT.test(file) && !isBuildFile(file, graph.build) && !(await separate(file))) {
      return done(
        `${file} is a Gradle script that is no project's build file, so a build may apply it in ways this reader does not see.`,
      );
    }
  }
  if (!old || old.unknown)
    return done(old?.unknown ?? `The first parent has no Gradle settings file ${before.where}.`);
  const projectSet = (b: GradleBuild) =>
    JSON.stringify(
      [...b.projects.values()].map((p) => [p.path, p.dir ?? null, p.buildFileName ?? null]).sort(),
    );
  // Unread (the settings did not change), the first parent's build is this one.
  if (old !== graph.build && projectSet(old) !== projectSet(graph.build)) {
    return done(
      'The set of Gradle projects (path and directory) differs between the first parent and the merge commit.',
    );
  }

  const seeds = new Map<string, GradleReason>();
  const seed = (path: string, why: GradleReason) => {
    if (path !== ':' && !seeds.has(path)) seeds.set(path, why);
  };
  const every = () => [...graph.index.paths].filter((p) => p !== ':');
  const byDir = new Map<string, string>();
  for (const p of graph.build.projects.values()) if (p.dir) byDir.set(p.dir, p.path);
  const noted = new Set<string>();

  const earlier: { trace?: Promise<PluginTrace> } = {};
  for (const file of changed) {
    const pluginBuild = pluginBuildOf(file);
    if (pluginBuild) {
      const reach = await pluginReach(graph, before, pluginBuild, file, earlier);
      if ('all' in reach) return done(reach.all);
      // What reaches the root project is left to the rules too, as the root's own files are.
      if ('inert' in reach || reach.projects.has(':')) answer.outside.push(file);
      if (!('inert' in reach)) {
        for (const [p, why] of reach.projects) seed(p, why);
        if (reach.every) for (const p of every()) seed(p, reach.every);
      }
      continue;
    }
    const catalog = graph.build.catalogs.get(file);
    if (catalog !== undefined || /^gradle\/[^/]+\.toml$/.test(file)) {
      if (catalog === undefined)
        return done(
          `${file} is a version catalog the settings do not declare, so which build uses it is unknown.`,
        );
      if (graph.build.unknownCatalog)
        return done(`${graph.build.unknownCatalog}, so a change to ${file} cannot be mapped.`);
      const why = await catalogSeeds(file, catalog, after, before, graph, seed, every);
      if (why) return done(why);
      continue;
    }
    const owner = ownerOf(file, byDir);
    if (!owner) {
      answer.outside.push(file);
      const build = await separate(file);
      if (build && !noted.has(build)) {
        noted.add(build);
        answer.warnings.push(
          `${build} is a separate Gradle build (its own settings script, included by no includeBuild): its changed files belong to no project of this build and are left to the target rules.`,
        );
      }
      continue;
    }
    seed(owner, { kind: 'gradle', how: 'owns', file });
    if (SCRIPT.test(file) && isBuildFile(file, graph.build)) {
      // Blocks that configure other projects, in either version of the build file.
      let touched: Scope = new Set();
      for (const f of graph.facts) if (f.file === file) touched = union(touched, f.facts.touched);
      const text = await before.read(file);
      if (text !== undefined) {
        const was = analyzeScript(tokenize(text), new Set([owner]), graph.index, () => '');
        touched = union(touched, was.touched);
      }
      for (const p of touched === 'every' ? every() : touched) {
        seed(p, { kind: 'gradle', how: 'build-logic', file });
      }
    }
  }
  if (seeds.size === 0) return answer;
  const closure = close(graph, seeds, every);
  if (typeof closure === 'string') return done(closure);
  answer.impacted = closure;
  return answer;
}

/** Seed the users of changed catalog entries; a sentence when a use makes it ALL. */
async function catalogSeeds(
  file: string,
  name: string,
  after: RepoFiles,
  before: RepoFiles,
  graph: Graph,
  seed: (path: string, why: GradleReason) => void,
  every: () => string[],
): Promise<string | undefined> {
  const change = catalogChange(file, name, await before.read(file), await after.read(file));
  if ('all' in change) return change.all;
  if (change.accessors.length === 0) return undefined;
  for (const tokens of graph.build.tokens) {
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]!.text !== name || tokens[i + 1]?.text !== '.') continue;
      let use = name;
      for (let k = i + 2; tokens[k]?.kind === 'id'; k += 2) {
        use += `.${tokens[k]!.text}`;
        if (tokens[k + 1]?.text !== '.') break;
      }
      const hit = usesChanged(use, change.accessors);
      if (hit) return `The settings use ${hit}, changed in ${file}.`;
    }
  }
  const normal = (s: string) => s.replace(/[-_.]/g, '.');
  const aliases = change.aliases.map(normal);
  for (const { file: script, facts, role } of graph.facts) {
    const uses = facts.catalog
      .map((c) => ({
        c,
        hit:
          c.accessor === '*' && role !== 'logic'
            ? change.accessors[0]
            : usesChanged(c.accessor, change.accessors),
      }))
      .filter((u) => u.hit && (u.c.accessor !== '*' || role !== 'logic'));
    if (role !== 'project' && uses.length > 0) {
      return `${script} is build logic using ${uses[0]!.hit}, changed in ${file}.`;
    }
    if (role === 'logic') {
      const literal = facts.literals.find((l) => {
        const n = normal(l);
        return aliases.some((a) => a === n || (/[.]$/.test(n) && a.startsWith(n)));
      });
      if (literal)
        return `${script} is build logic naming the catalog entry "${literal}", changed in ${file}.`;
      continue;
    }
    for (const { c, hit } of uses) {
      for (const p of c.scope === 'every' ? every() : c.scope) {
        seed(p, { kind: 'gradle', how: 'catalog', file, entry: hit! });
      }
    }
  }
  return undefined;
}

/** What a script making an edge is to the projects it makes it for, by its role. */
const SCRIPT_ROLES: Record<Graph['facts'][number]['role'] | 'plugin', GradleEdge['script']> = {
  project: 'build',
  root: 'root',
  script: 'applied',
  plugin: 'plugin',
  logic: 'logic',
};

/** Why `file`'s `edge` is one, for the answer's reasons. */
function edgeOf(file: string, script: GradleEdge['script'], edge: ScriptFacts['edges'][number]) {
  const how: GradleEdge = {
    file,
    script,
    ref: edge.ref,
    text: edge.via,
    ...(edge.block !== undefined && { block: edge.block }),
  };
  return how;
}

/** Owners and every transitive dependent, with why; a sentence when every project depends on every other. */
function close(
  graph: Graph,
  seeds: Map<string, GradleReason>,
  every: () => string[],
): Map<string, GradleReason> | string {
  const dependents = new Map<string, Set<string>>();
  const everyDependsOn = new Set<string>();
  const dependsOnAll = new Set<string>();
  // The first script making each edge, for the reason: by dependency, then dependent.
  const made = new Map<string, Map<string, GradleEdge>>();
  const madeForEvery = new Map<string, GradleEdge>();
  const madeToAll = new Map<string, GradleEdge>();
  for (const { file, facts, role, plugin } of graph.facts) {
    const script = SCRIPT_ROLES[role === 'logic' && plugin ? 'plugin' : role];
    for (const edge of facts.edges) {
      // Written when the edge is the first to some pair (most repeat one: a task path beside
      // its project(...), the same edge over the projects of a block).
      let how: GradleEdge | undefined;
      if (edge.from === 'every' && edge.to === 'every') {
        return `${file} names projects computed at run time (${edge.via}) in build logic that may configure every project.`;
      }
      if (edge.to === 'every') {
        for (const p of edge.from as ReadonlySet<string>) {
          dependsOnAll.add(p);
          if (!madeToAll.has(p)) madeToAll.set(p, (how ??= edgeOf(file, script, edge)));
        }
        continue;
      }
      for (const to of edge.to) {
        if (edge.from === 'every') {
          everyDependsOn.add(to);
          if (!madeForEvery.has(to)) madeForEvery.set(to, (how ??= edgeOf(file, script, edge)));
          continue;
        }
        let set = dependents.get(to);
        if (!set) dependents.set(to, (set = new Set()));
        let by = made.get(to);
        if (!by) made.set(to, (by = new Map()));
        for (const from of edge.from) {
          if (from === to) continue;
          set.add(from);
          if (!by.has(from)) by.set(from, (how ??= edgeOf(file, script, edge)));
        }
      }
    }
  }
  // Projects depending on every project are reached from the first one reached; every project
  // from the first reached that every project depends on.
  let everyDone = false;
  let allDone = false;
  const next = (p: string): string[] => {
    const out = [...(dependents.get(p) ?? [])];
    if (!allDone && dependsOnAll.size > 0) {
      allDone = true;
      out.push(...dependsOnAll);
    }
    if (!everyDone && everyDependsOn.has(p)) {
      everyDone = true;
      out.push(...every());
    }
    return out;
  };
  return closeOver(seeds, next, (dependency, dependent) => {
    const edge =
      made.get(dependency)?.get(dependent) ??
      madeForEvery.get(dependency) ??
      madeToAll.get(dependent);
    return { kind: 'gradle', how: 'dependency', dependency, ...(edge && { edge }) };
  });
}
