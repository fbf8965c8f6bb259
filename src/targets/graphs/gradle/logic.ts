/**
 * Build logic of plugin builds (`pluginManagement { includeBuild("build-logic") }`), traced to
 * the projects it can change. A plugin build's plugins are known by id (`gradlePlugin { plugins
 * { register("x") { id = ...; implementationClass = ... } } }`, precompiled script plugins,
 * `META-INF/gradle-plugins/*.properties`); a Kotlin source changes the plugins whose code uses
 * its top-level declarations, followed transitively (through imports, a package's files without
 * import, fully qualified names); a plugin reaches the projects applying it, through other
 * plugins too, and every project when its code configures others. Whatever this cannot follow
 * is ALL, naming the file: the plugin build's own build files, sources it does not parse
 * (Java, Groovy), a registration it cannot resolve, a use by the root build script, the
 * settings or another build.
 */
import { parse as parseToml } from 'smol-toml';
import { isTable, type RepoFiles } from '../../workspaces/read.js';
import { joinDir } from '../../workspaces/model.js';
import { basename, under } from '../paths.js';
import { analyzeScript, type BuildIndex, type Scope, type ScriptFacts } from './analyze.js';
import { aliasAccessor } from './catalog.js';
import { closing, tokenize, type Token } from './lex.js';
import { catalogName, SETTINGS_NAMES } from './projects.js';
import type { GradleReason } from './reason.js';

const KOTLIN_SOURCE = /\/src\/main\/(kotlin|java)\/.+\.kt$/;
const PRECOMPILED = /\/src\/main\/(kotlin|groovy|java)\/(.+)\.gradle(\.kts)?$/;
const UNPARSED = /\/src\/main\/[^/]+\/.+\.(java|groovy)$/;
const DESCRIPTOR = /\/src\/main\/resources\/META-INF\/gradle-plugins\/(.+)\.properties$/;
/** Files no build reads: documentation and pictures (outside resources). */
const INERT = /\.(md|markdown|adoc|png|jpe?g|gif|svg|webp)$/i;
/** A build's own tests and their fixtures: no plugin's code, applied to no project. */
const TEST_SOURCES = /\/src\/(test|testFixtures|[A-Za-z0-9]+Test)\//;
const BUILD_SCRIPT = /(^|\/)build\.gradle(\.kts)?$/;
/** Calls that load code by a name held in a string. */
const REFLECTION = new Set(['forName', 'loadClass', 'ServiceLoader']);
/** Names through which plugin code reaches projects other than the one applying it. */
const OTHER_PROJECTS = new Set([
  'subprojects',
  'allprojects',
  'childProjects',
  'getSubprojects',
  'getAllprojects',
  'getChildProjects',
  'findProject',
  'evaluationDependsOn',
  'beforeProject',
  'afterProject',
  'projectsEvaluated',
  'projectsLoaded',
  'parent',
  'getParent',
]);

/** Whether code reaches into another project it names: `project(":x").tasks`, `project(":x") {}`. */
function namesOtherProject(t: Token[]): boolean {
  for (let i = 0; i + 1 < t.length; i++) {
    if (t[i]!.text !== 'project' || t[i + 1]!.text !== '(') continue;
    const after = t[closing(t, i + 1) + 1]?.text;
    if (after === '.' || after === '{') return true;
  }
  return false;
}

/** One parsed source of a plugin build: a Kotlin file or a precompiled script plugin. */
interface Source {
  file: string;
  pkg: string;
  /** Top-level declarations (classes, objects, functions, properties, type aliases). */
  declared: Set<string>;
  /** Declares operator functions, which callers use without naming them. */
  implicit: boolean;
  tokens: Token[];
  /** Analysed as applied to the root, for names, imports, plugins and what it configures. */
  facts: ScriptFacts;
  /** Loads classes by name: it may use any source. */
  reflective: boolean;
  /** Configures projects other than the one applying it. */
  configuresOthers: boolean;
}

/** A plugin build read at one commit. */
export interface PluginBuild {
  dir: string;
  /** Why no change in it can be traced (ALL). */
  untraceable?: string;
  sources: Map<string, Source>;
  /** Plugin id -> the source implementing it. */
  plugins: Map<string, string>;
  /** Source -> the sources using its declarations. */
  users: Map<string, Set<string>>;
  /** Its own build scripts, read as build logic with no project. */
  own: string[];
}

/** What a changed file of a plugin build reaches. */
export type Reach =
  { all: string } | { inert: true } | { projects: Map<string, GradleReason>; every?: GradleReason };

/** A script of the build that may apply plugins or use build-logic declarations. */
export interface Applier {
  file: string;
  role: 'project' | 'root' | 'script' | 'settings' | 'logic';
  facts: ScriptFacts;
}

/** Catalog plugin aliases (`libs.plugins.x.y`) -> plugin id, from each catalog's [plugins]. */
export async function pluginAliases(
  files: RepoFiles,
  catalogs: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [file, name] of catalogs) {
    const text = await files.read(file);
    if (text === undefined) continue;
    let doc: unknown;
    try {
      doc = parseToml(text);
    } catch {
      continue; // a catalog that does not parse is ALL where it changes; its ids stay unknown
    }
    const plugins = isTable(doc) ? doc['plugins'] : undefined;
    if (!isTable(plugins)) continue;
    for (const [alias, entry] of Object.entries(plugins)) {
      const id =
        typeof entry === 'string'
          ? entry.split(':')[0]
          : isTable(entry) && typeof entry['id'] === 'string'
            ? entry['id']
            : undefined;
      if (id) out.set(`${name}.plugins.${aliasAccessor(alias)}`, id);
    }
  }
  return out;
}

/** The plugin id a script's application names: the id, the catalog alias's, or `*`. */
export function resolvedId(
  plugin: ScriptFacts['plugins'][number],
  aliases: ReadonlyMap<string, string>,
): string {
  if (plugin.alias === undefined) return plugin.id;
  return aliases.get(plugin.alias) ?? '*';
}

/** What a file of a plugin build is: traced, inert (no build input), or ALL with why. */
export function classify(file: string, dir: string): 'traced' | 'inert' | { all: string } {
  const rel = file.slice(dir.length);
  if (TEST_SOURCES.test(rel)) return 'inert';
  if (INERT.test(rel) && !rel.includes('/src/main/resources/')) return 'inert';
  if (KOTLIN_SOURCE.test(rel) || PRECOMPILED.test(rel)) return 'traced';
  if (UNPARSED.test(rel))
    return {
      all: `${file} is a source of the plugin build ${dir} this reader does not parse, so which plugins it changes is unknown.`,
    };
  return {
    all: `${file} is part of the plugin build ${dir}'s own build (its build, settings or properties files, resources), which decides the plugins any project may apply.`,
  };
}

/** Top-level declarations of a Kotlin file, and whether it declares operators. */
function declarations(t: Token[]): { pkg: string; declared: Set<string>; implicit: boolean } {
  const declared = new Set<string>();
  let pkg = '';
  let implicit = false;
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const tok = t[i]!;
    if (tok.kind === 'op') {
      if (tok.text === '{' || tok.text === '(' || tok.text === '[') depth++;
      else if (tok.text === '}' || tok.text === ')' || tok.text === ']') depth--;
      continue;
    }
    if (depth > 0 || tok.kind !== 'id') continue;
    const prev = t[i - 1]?.text;
    if (tok.text === 'package' && tok.nl) {
      const names: string[] = [];
      for (let k = i + 1; t[k]?.kind === 'id'; k += 2) {
        names.push(t[k]!.text);
        if (t[k + 1]?.text !== '.') break;
      }
      pkg = names.join('.');
    } else if (['class', 'interface', 'object', 'typealias'].includes(tok.text)) {
      if (prev === '::' || prev === '.') continue;
      const name = t[i + 1];
      if (name?.kind === 'id') declared.add(name.text);
    } else if (tok.text === 'fun' || tok.text === 'val' || tok.text === 'var') {
      if (prev === '.' || t[i + 1]?.text === 'interface') continue;
      let angle = 0;
      let last: string | undefined;
      for (let k = i + 1; k < t.length; k++) {
        const x = t[k]!;
        if (k > i + 1 && x.nl && angle === 0) break;
        if (x.text === '<') angle++;
        else if (x.text === '>') angle--;
        else if (angle === 0 && ['(', ':', '=', '{', 'by'].includes(x.text)) break;
        else if (angle === 0 && x.kind === 'id') last = x.text;
      }
      if (last) declared.add(last);
      for (let k = i - 1; k >= 0 && k >= i - 6; k--) {
        if (t[k]!.text === 'operator') implicit = true;
        if (t[k]!.nl) break;
      }
    }
  }
  return { pkg, declared, implicit };
}

/**
 * Whether code with `facts` (in package `pkg`) may use `source`'s declarations: by an import
 * of one (or of its package's `*`), by naming one in the same package (Kotlin needs no import
 * there), in the default package, or fully qualified.
 */
function usesSource(facts: ScriptFacts, pkg: string, source: Source): boolean {
  const names = source.declared;
  const named = () => [...names].some((n) => facts.names.has(n));
  const prefix = source.pkg === '' ? '' : `${source.pkg}.`;
  for (const imported of facts.imports) {
    if (source.pkg !== '' && imported === `${source.pkg}.*` && (source.implicit || named()))
      return true;
    if (prefix !== '' && imported.startsWith(prefix)) {
      const first = imported.slice(prefix.length).split('.')[0]!;
      if (names.has(first)) return true;
    }
  }
  if (source.pkg === pkg && (source.implicit || named())) return true;
  if (source.pkg === '') return named();
  // Fully qualified: the package's first name and a declaration both named.
  return facts.names.has(source.pkg.split('.')[0]!) && named();
}

/** Read a plugin build's plugins and sources at one commit. */
export async function readPluginBuild(
  files: RepoFiles,
  dir: string,
  index: BuildIndex,
): Promise<PluginBuild> {
  const build: PluginBuild = {
    dir,
    sources: new Map(),
    plugins: new Map(),
    users: new Map(),
    own: [],
  };
  const untraceable = (why: string) => (build.untraceable ??= why);
  const all = await files.filesUnder(dir);
  const texts = new Map(
    all
      .filter((f) => !TEST_SOURCES.test(f.slice(dir.length)) && !INERT.test(f))
      .map((f) => [f, files.read(f)] as const),
  );
  const registrations: { id: string; cls: string; file: string }[] = [];
  // The plugin build's catalogs, for `id = libs.plugins.x.get().pluginId`.
  const catalogs = new Map<string, string>();
  if (all.includes(`${dir}/gradle/libs.versions.toml`))
    catalogs.set(`${dir}/gradle/libs.versions.toml`, 'libs');
  for (const name of SETTINGS_NAMES) {
    const text = await texts.get(`${dir}/${name}`);
    if (text === undefined) continue;
    const t = tokenize(text);
    for (let i = 0; i < t.length; i++) {
      if (t[i]!.text !== 'from' || t[i + 1]?.text !== '(' || t[i + 2]?.text !== 'files') continue;
      const path = t[i + 4];
      const catalog = catalogName(t, i);
      if (path?.kind === 'str' && !path.computed && catalog)
        catalogs.set(joinDir(dir, path.text), catalog);
      else
        untraceable(`${dir}/${name} declares a version catalog this reader cannot map to a file`);
    }
  }
  const aliases = await pluginAliases(files, catalogs);
  const catalogNames = new Set(catalogs.values());

  for (const file of all) {
    const rel = file.slice(dir.length);
    if (TEST_SOURCES.test(rel)) continue;
    const descriptor = DESCRIPTOR.exec(rel);
    if (descriptor) {
      const text = (await texts.get(file)) ?? '';
      const cls = /^\s*implementation-class\s*[=:]\s*(\S+)\s*$/m.exec(text)?.[1];
      if (cls) registrations.push({ id: descriptor[1]!, cls, file });
      else untraceable(`${file} declares a plugin this reader cannot read`);
      continue;
    }
    if (UNPARSED.test(rel)) {
      untraceable(
        `${file} is a source this reader does not parse, and may be any plugin's code or use any file of ${dir}`,
      );
      continue;
    }
    if (BUILD_SCRIPT.test(rel) && !rel.includes('/src/')) {
      build.own.push(file);
      const text = await texts.get(file);
      if (text === undefined) continue;
      const found = registered(tokenize(text), catalogNames, aliases);
      if ('all' in found) untraceable(`${file} ${found.all}`);
      else for (const r of found.list) registrations.push({ ...r, file });
      continue;
    }
    const precompiled = PRECOMPILED.exec(rel);
    if (!precompiled && !KOTLIN_SOURCE.test(rel)) continue;
    const text = await texts.get(file);
    if (text === undefined) continue;
    const tokens = tokenize(text);
    const decl = declarations(tokens);
    const facts = analyzeScript(tokens, new Set([':']), index, () => undefined);
    const touched = facts.touched;
    const source: Source = {
      file,
      pkg: decl.pkg,
      declared: precompiled ? new Set() : decl.declared,
      implicit: !precompiled && decl.implicit,
      tokens,
      facts,
      reflective: [...REFLECTION].some((n) => facts.names.has(n)),
      configuresOthers:
        touched === 'every' ||
        touched.size > 1 ||
        [...OTHER_PROJECTS].some((n) => facts.names.has(n)) ||
        namesOtherProject(tokens),
    };
    build.sources.set(file, source);
    if (precompiled) {
      // `x.settings.gradle.kts` is the settings plugin `x` (`x.init.gradle.kts` an init one).
      const base = precompiled[2]!
        .split('/')
        .pop()!
        .replace(/\.(settings|init)$/, '');
      build.plugins.set(decl.pkg ? `${decl.pkg}.${base}` : base, file);
    }
  }
  for (const { id, cls, file } of registrations) {
    const cut = cls.lastIndexOf('.');
    const pkg = cut === -1 ? '' : cls.slice(0, cut);
    const name = cls.slice(cut + 1);
    const impl = [...build.sources.values()].find((s) => s.pkg === pkg && s.declared.has(name));
    if (impl) build.plugins.set(id, impl.file);
    else
      untraceable(
        `${file} registers the plugin ${id} as ${cls}, which no Kotlin source of ${dir} declares`,
      );
  }
  for (const source of build.sources.values()) build.users.set(source.file, new Set());
  for (const user of build.sources.values()) {
    for (const used of build.sources.values()) {
      if (user === used) continue;
      if (user.reflective || usesSource(user.facts, user.pkg, used))
        build.users.get(used.file)!.add(user.file);
    }
  }
  return build;
}

/**
 * Plugin registrations in a plugin build's build script: each `implementationClass` with the
 * `id` of its block, the id a literal or a catalog alias (`libs.plugins.x.get().pluginId`).
 */
function registered(
  t: Token[],
  catalogs: ReadonlySet<string>,
  aliases: ReadonlyMap<string, string>,
): { list: { id: string; cls: string }[] } | { all: string } {
  const list: { id: string; cls: string }[] = [];
  for (let i = 0; i < t.length; i++) {
    if (t[i]!.text !== 'implementationClass' || t[i - 1]?.text === '.') continue;
    const value = t[i + 1]?.text === '=' ? t[i + 2] : t[i + 1];
    if (value?.kind !== 'str' || value.computed)
      return { all: 'registers a plugin whose implementation class is computed' };
    let open = i;
    for (let depth = 0; open >= 0; open--) {
      const x = t[open]!;
      if (x.kind !== 'op') continue;
      if (x.text === '}') depth++;
      else if (x.text === '{' && depth-- === 0) break;
    }
    const end = open < 0 ? t.length : closing(t, open);
    let id: string | undefined;
    for (let k = Math.max(0, open); k < end; k++) {
      if (t[k]!.text !== 'id' || t[k - 1]?.text === '.') continue;
      const at = t[k + 1]?.text === '=' ? k + 2 : k + 1;
      const v = t[at];
      if (v?.kind === 'str' && !v.computed) id = v.text;
      else if (v && catalogs.has(v.text) && t[at + 2]?.text === 'plugins') {
        const names: string[] = [v.text];
        for (let j = at + 2; t[j]?.kind === 'id'; j += 2) {
          if (['asProvider', 'get', 'pluginId'].includes(t[j]!.text)) break;
          names.push(t[j]!.text);
          if (t[j + 1]?.text !== '.') break;
        }
        id = aliases.get(names.join('.'));
      }
      break;
    }
    if (id === undefined)
      return { all: `registers the plugin ${value.text} under an id this reader cannot resolve` };
    list.push({ id, cls: value.text });
  }
  return { list };
}

/** The sources of `build` whose code may change when `file` does: it and its users, transitively. */
function affectedBy(build: PluginBuild, file: string): Set<string> {
  const out = new Set([file]);
  const queue = [file];
  for (let at = 0; at < queue.length; at++) {
    for (const user of build.users.get(queue[at]!) ?? []) {
      if (out.has(user)) continue;
      out.add(user);
      queue.push(user);
    }
  }
  return out;
}

/** Every plugin id the code of plugin `id` applies, through the sources it uses. */
function appliedBy(build: PluginBuild, id: string, aliases: ReadonlyMap<string, string>) {
  const impl = build.plugins.get(id);
  const out = new Set<string>();
  if (!impl) return out;
  // The sources the plugin's code uses, transitively: those whose users reach impl.
  for (const source of build.sources.values()) {
    if (!affectedBy(build, source.file).has(impl)) continue;
    for (const p of source.facts.plugins) out.add(resolvedId(p, aliases));
  }
  return out;
}

/** Tracing changes through the plugin builds of one build, given who applies what. */
export class PluginTrace {
  private readonly applies = new Map<string, Set<string>>();

  constructor(
    readonly builds: readonly PluginBuild[],
    private readonly appliers: readonly Applier[],
    private readonly aliases: ReadonlyMap<string, string>,
  ) {
    for (const build of builds) {
      for (const id of build.plugins.keys()) this.applies.set(id, appliedBy(build, id, aliases));
    }
  }

  /** The plugin ids `ids` apply, themselves and through other plugins; `*` for any. */
  private expand(ids: Iterable<string>): Set<string> {
    const out = new Set<string>();
    const queue = [...ids];
    for (let at = 0; at < queue.length; at++) {
      const id = queue[at]!;
      if (out.has(id)) continue;
      out.add(id);
      for (const next of this.applies.get(id) ?? []) queue.push(next);
    }
    return out;
  }

  /**
   * What a change to `file` of `build` reaches: the projects applying a plugin whose code it
   * may change (named in each reason), the projects whose scripts use its declarations, every
   * project when such code configures others; ALL when the root build script, the settings or
   * another build uses it, or a script names it as a file.
   */
  reach(build: PluginBuild, file: string): Reach {
    const kind = classify(file, build.dir);
    if (kind === 'inert') return { inert: true };
    if (typeof kind === 'object') return kind;
    if (build.untraceable) return { all: `${file} changed and ${build.untraceable}.` };
    const name = basename(file);
    for (const { file: script, facts } of this.appliers) {
      const literal = facts.literals.find(
        (l) => l === file || l === name || l.endsWith(`/${name}`),
      );
      if (literal !== undefined && script !== file)
        return { all: `${script} names "${literal}" as a file, so it may read ${file}.` };
    }
    const source = build.sources.get(file);
    if (!source) return { projects: new Map() };
    const affected = affectedBy(build, file);
    const plugins = new Set(
      [...build.plugins].filter(([, impl]) => affected.has(impl)).map(([id]) => id),
    );
    const projects = new Map<string, GradleReason>();
    let every: GradleReason | undefined;
    const expanded = new Map<string, Set<string>>();
    const hit = (id: string) => {
      if (plugins.size === 0) return false;
      let all = expanded.get(id);
      if (!all) expanded.set(id, (all = this.expand([id])));
      return all.has('*') || [...plugins].some((p) => all.has(p));
    };
    const add = (scope: Scope, reason: GradleReason) => {
      if (scope === 'every') every ??= reason;
      else for (const path of scope) if (!projects.has(path)) projects.set(path, reason);
    };
    const usedSources = [...affected].map((f) => build.sources.get(f)!);
    for (const { file: script, role, facts } of this.appliers) {
      if (under(script, build.dir) || (role === 'logic' && TEST_SOURCES.test(script))) continue;
      // Every application the change reaches, each with the projects it applies to.
      const hits = facts.plugins
        .map((p) => ({ scope: p.scope, id: resolvedId(p, this.aliases) }))
        .filter(({ id }) => hit(id));
      const uses = usedSources.find((s) => usesSource(facts, '', s));
      if (hits.length === 0 && !uses) continue;
      const what = hits.length > 0 ? `applies ${hits[0]!.id}` : `uses ${uses!.file}`;
      if (role === 'settings' || role === 'logic')
        return {
          all: `${script} ${what}, which ${file} changes, and is build logic for every project.`,
        };
      if (role === 'root' && uses)
        return {
          all: `${script}, the root build script, uses ${uses.file}, which ${file} changes.`,
        };
      for (const { scope, id } of hits)
        add(scope, { kind: 'gradle', how: 'plugin', file, plugin: id });
      if (uses) add(facts.touched, { kind: 'gradle', how: 'build-logic', file });
    }
    const configuring = usedSources.find((s) => s.configuresOthers);
    if (configuring && (projects.size > 0 || every))
      every ??= { kind: 'gradle', how: 'build-logic', file };
    return every ? { projects, every } : { projects };
  }

  /** The projects a source's own edges count for (every project when not certain). */
  scopeOf(build: PluginBuild, file: string): Scope {
    const reach = this.reach(build, file);
    if ('all' in reach || 'inert' in reach || reach.every) return 'every';
    return new Set(reach.projects.keys());
  }
}
