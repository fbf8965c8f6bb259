/**
 * The projects of a Gradle build, read statically from its settings script (and the scripts it
 * applies): `include` and `includeFlat` literals, renames, `projectDir` and `buildFileName`
 * overrides, included builds and version catalogs. Whatever decides the projects in a way this
 * reader cannot follow (a computed include, a loop setting directories) makes `unknown` a
 * sentence: the answer is then ALL.
 */
import type { RepoFiles } from '../../workspaces/read.js';
import { joinDir } from '../../workspaces/model.js';
import { closing, tokenize, type Token } from './lex.js';

/** One project of the build. */
export interface GradleProject {
  /** Its Gradle path: `:` for the root, `:a:b` for a nested one. */
  path: string;
  /** Repository-relative directory ('' for the root); undefined outside the repository. */
  dir: string | undefined;
  /** A `buildFileName` override, when settings set one. */
  buildFileName?: string;
}

/** What the settings script says about the build. */
export interface GradleBuild {
  /** Gradle path -> project, the root `:` included. */
  projects: Map<string, GradleProject>;
  /** The settings script and the scripts it applies: any change to them is ALL. */
  settingsFiles: string[];
  /** Directories of included builds (`includeBuild`, in `pluginManagement` too). */
  includedBuilds: string[];
  /**
   * Those included in `pluginManagement {}` only: plugin builds, which contribute plugins and
   * take no part in dependency substitution.
   */
  pluginBuilds: string[];
  /** Catalog file -> the name its accessors start with (`gradle/libs.versions.toml` -> `libs`). */
  catalogs: Map<string, string>;
  /** Set when settings declare a catalog this reader cannot map to a file. */
  unknownCatalog?: string;
  /** Set when settings decide the projects in a way this reader cannot follow: why (ALL). */
  unknown?: string;
  /** Tokens of every settings file, for catalog uses. */
  tokens: Token[][];
}

export const SETTINGS_NAMES = ['settings.gradle.kts', 'settings.gradle'];

/** Settings hooks that run build logic in projects, which this reader does not follow. */
const PROJECT_HOOKS = new Set([
  'allprojects',
  'beforeProject',
  'afterProject',
  'projectsLoaded',
  'projectsEvaluated',
  'rootProject',
]);

/** A project's path from `include` or `project(...)` arguments: `a:b`, `:a:b` -> `:a:b`. */
export function absolutePath(path: string): string {
  // Already absolute, no empty part: as it is (the common case, without splitting).
  if (path.length > 1 && path[0] === ':' && !path.endsWith(':') && !path.includes('::'))
    return path;
  const parts = path.split(':').filter((p) => p !== '');
  return parts.length === 0 ? ':' : `:${parts.join(':')}`;
}

/** The parent path of a project path (`:a:b` -> `:a`, `:a` -> `:`). */
export function parentPath(path: string): string {
  const cut = path.lastIndexOf(':');
  return cut <= 0 ? ':' : path.slice(0, cut);
}

/** A mutable project descriptor while settings are read (names change with renames). */
interface Descriptor {
  name: string;
  parent: Descriptor | undefined;
  dir: string | undefined;
  buildFileName?: string;
}

const pathOf = (d: Descriptor): string => {
  const names: string[] = [];
  for (let p: Descriptor | undefined = d; p?.parent; p = p.parent) names.unshift(p.name);
  return names.length === 0 ? ':' : `:${names.join(':')}`;
};

/** The settings file at the root, when there is one. */
export async function settingsFile(files: RepoFiles): Promise<string | undefined> {
  for (const name of SETTINGS_NAMES) if (await files.isFile(name)) return name;
  return undefined;
}

/** Directory templates a script may use for the root: `$rootDir`, `${settingsDir}`... */
const ROOT_VARIABLES =
  /^\$(\{(rootDir|settingsDir|rootProject\.rootDir|rootProject\.projectDir|project\.rootDir|settings\.rootDir|settings\.settingsDir)\}|rootDir|settingsDir)(?=\/|$)/;
const PROJECT_VARIABLES = /^\$(\{(projectDir|project\.projectDir)\}|projectDir)(?=\/|$)/;

/**
 * A repository-relative path from a script's file expression, or undefined when it is
 * computed: a plain literal (relative to `base`), or one starting with `$rootDir`.
 */
export function resolvePath(token: Token | undefined, base: string): string | undefined {
  if (!token || token.kind !== 'str') return undefined;
  let text = token.text;
  let from = base;
  if (token.computed) {
    const root = ROOT_VARIABLES.exec(text);
    const own = PROJECT_VARIABLES.exec(text);
    if (root) {
      text = text.slice(root[0].length);
      from = '';
    } else if (own) text = text.slice(own[0].length);
    else return undefined;
    if (/\$/.test(text)) return undefined;
  }
  if (text.startsWith('/') && !token.computed) return undefined;
  const joined = joinDir(from, text);
  return joined === '..' ? undefined : joined;
}

/** Read the build's projects from `settings` (and the scripts it applies). */
export async function readProjects(files: RepoFiles, settings: string): Promise<GradleBuild> {
  const root: Descriptor = { name: '', parent: undefined, dir: '' };
  const byPath = new Map<string, Descriptor>([[':', root]]);
  const build: GradleBuild = {
    projects: new Map(),
    settingsFiles: [],
    includedBuilds: [],
    pluginBuilds: [],
    catalogs: new Map(),
    tokens: [],
  };
  const libraryBuilds = new Set<string>();
  const unknown = (file: string, what: string) => {
    build.unknown ??= `${file} ${what}, so the set of projects cannot be read without running Gradle.`;
  };
  const ensure = (path: string, flat: boolean): Descriptor => {
    const parts = absolutePath(path).split(':').slice(1);
    let current = root;
    let sofar = '';
    for (const name of parts) {
      sofar += `:${name}`;
      let next = byPath.get(sofar);
      if (!next) {
        const dir =
          flat && current === root
            ? undefined
            : current.dir === undefined
              ? undefined
              : joinDir(current.dir, name);
        next = { name, parent: current, dir };
        byPath.set(sofar, next);
      }
      current = next;
    }
    return current;
  };
  const reindex = () => {
    const all = [...byPath.values()];
    byPath.clear();
    for (const d of all) byPath.set(pathOf(d), d);
  };

  const visit = async (file: string, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    build.settingsFiles.push(file);
    const text = await files.read(file);
    if (text === undefined) {
      unknown(file, 'is applied by the settings but is not in the commit');
      return;
    }
    const t = tokenize(text);
    build.tokens.push(t);
    /** Tokens a project setting was read from, by index (1). */
    const consumed = new Uint8Array(t.length);
    const pluginManagement: [number, number][] = [];
    for (let i = 0; i + 1 < t.length; i++) {
      if (t[i]!.text === 'pluginManagement' && t[i + 1]!.text === '{')
        pluginManagement.push([i + 1, closing(t, i + 1)]);
    }
    for (let i = 0; i < t.length; i++) {
      const tok = t[i]!;
      if (tok.kind !== 'id') continue;
      const prev = t[i - 1];
      const qualified = prev?.kind === 'op' && prev.text === '.';
      const receiver = qualified ? t[i - 2]?.text : undefined;
      if (
        (tok.text === 'include' || tok.text === 'includeFlat') &&
        (!qualified || receiver === 'settings') &&
        // A named argument or a property of the same name (`fileTree(include: ...)`).
        t[i + 1]?.text !== ':' &&
        t[i + 1]?.text !== '='
      ) {
        const args = argumentsAt(t, i + 1);
        if (!args || args.tokens.length === 0) {
          unknown(file, `has an ${tok.text} this reader cannot follow`);
          continue;
        }
        for (const arg of splitArgs(args.tokens)) {
          const only = arg.length === 1 ? arg[0]! : undefined;
          if (!only || only.kind !== 'str' || only.computed) {
            unknown(file, `includes projects named by a computed expression (${describe(arg)})`);
            continue;
          }
          ensure(only.text, tok.text === 'includeFlat');
        }
        i = args.end;
      } else if (tok.text === 'includeBuild' && !qualified) {
        const args = argumentsAt(t, i + 1);
        const first = args ? splitArgs(args.tokens)[0] : undefined;
        const dir = first?.length === 1 ? resolvePath(first[0], '') : undefined;
        if (dir === undefined) unknown(file, 'includes a build whose directory is computed');
        else {
          build.includedBuilds.push(dir);
          if (pluginManagement.some(([from, to]) => i > from && i < to))
            build.pluginBuilds.push(dir);
          else libraryBuilds.add(dir);
        }
      } else if ((tok.text === 'project' || tok.text === 'findProject') && !qualified) {
        const set = projectSetting(t, i);
        if (!set) continue;
        const descriptor = byPath.get(absolutePath(set.path));
        consumed.fill(1, i, set.end + 1);
        i = set.end;
        if (!descriptor) continue;
        if (set.property === 'name') {
          if (set.value?.kind !== 'str' || set.value.computed) {
            unknown(file, `renames ${set.path} to a computed name`);
            continue;
          }
          descriptor.name = set.value.text;
          reindex();
        } else if (set.property === 'buildFileName') {
          if (set.value?.kind !== 'str' || set.value.computed) {
            unknown(file, `gives ${set.path} a computed build file name`);
            continue;
          }
          descriptor.buildFileName = set.value.text;
        } else {
          const dir = set.dir;
          if (dir === undefined) {
            unknown(file, `gives ${set.path} a project directory this reader cannot resolve`);
            continue;
          }
          descriptor.dir = dir === '..' || dir.startsWith('../') ? undefined : dir;
        }
      } else if (tok.text === 'apply') {
        const from = appliedFrom(t, i);
        if (!from) continue;
        const path = resolvePath(from.token, '');
        if (path === undefined) unknown(file, 'applies a script whose path is computed');
        else await visit(path, seen);
        i = from.end;
      } else if (tok.text === 'from' && t[i + 1]?.text === '(' && t[i + 2]?.text === 'files') {
        const path = resolvePath(t[i + 4], '');
        const name = catalogName(t, i);
        if (path === undefined || name === undefined)
          build.unknownCatalog ??= `${file} declares a version catalog this reader cannot map to a file`;
        else build.catalogs.set(path, name);
      } else if (
        PROJECT_HOOKS.has(tok.text) &&
        (!qualified || receiver === 'gradle') &&
        (t[i + 1]?.text === '{' || t[i + 1]?.text === '(')
      ) {
        // gradle.allprojects { ... }, gradle.beforeProject { ... }: build logic for every project.
        build.unknown ??= `${file} configures projects at run time (${tok.text} { ... }), build logic this reader does not follow, so any project may be affected.`;
      } else if (tok.text === 'defaultLibrariesExtensionName') {
        build.unknownCatalog ??= `${file} renames the default version catalog`;
      } else if (
        ['projectDir', 'buildFileName', 'setProjectDir', 'setBuildFileName'].includes(tok.text) &&
        consumed[i] !== 1 &&
        (tok.text.startsWith('set') || (t[i + 1]?.text === '=' && receiver !== 'rootProject'))
      ) {
        unknown(file, `sets ${tok.text.replace(/^set/, '')} in a way this reader cannot follow`);
      } else if (
        tok.text === 'name' &&
        qualified &&
        receiver !== 'rootProject' &&
        t[i + 1]?.text === '=' &&
        consumed[i] !== 1
      ) {
        unknown(file, 'renames a project in a way this reader cannot follow');
      } else if (
        tok.text === 'buildFileName' &&
        receiver === 'rootProject' &&
        t[i + 1]?.text === '='
      ) {
        const value = t[i + 2];
        if (value?.kind === 'str' && !value.computed) root.buildFileName = value.text;
        else unknown(file, 'gives the root project a computed build file name');
      }
    }
  };
  await visit(settings, new Set());
  // A build included at the top level too may substitute any project's dependencies.
  build.pluginBuilds = [...new Set(build.pluginBuilds)].filter((dir) => !libraryBuilds.has(dir));
  if (!build.catalogs.has('gradle/libs.versions.toml')) {
    build.catalogs.set('gradle/libs.versions.toml', 'libs');
  }
  for (const d of byPath.values()) {
    const path = pathOf(d);
    const project: GradleProject = { path, dir: d.dir };
    if (d.buildFileName !== undefined) project.buildFileName = d.buildFileName;
    build.projects.set(path, project);
  }
  return build;
}

/** The arguments of a call at `at`: `( ... )`, or Groovy's command form up to the line's end. */
export function argumentsAt(t: Token[], at: number): { tokens: Token[]; end: number } | undefined {
  const first = t[at];
  if (!first) return undefined;
  if (first.kind === 'op' && first.text === '(') {
    const end = closing(t, at);
    return { tokens: t.slice(at + 1, end), end };
  }
  if (first.nl || (first.kind === 'op' && first.text !== '[')) return undefined;
  let end = at;
  let depth = 0;
  for (let k = at; k < t.length; k++) {
    const tok = t[k]!;
    if (k > at && tok.nl && depth === 0 && t[k - 1]?.text !== ',') break;
    if (tok.kind === 'op' && (tok.text === '(' || tok.text === '[')) depth++;
    if (tok.kind === 'op' && (tok.text === ')' || tok.text === ']')) depth--;
    if (tok.kind === 'op' && (tok.text === '}' || tok.text === ';') && depth <= 0) break;
    end = k;
  }
  return { tokens: t.slice(at, end + 1), end };
}

/** Arguments split at top-level commas (brackets of a Groovy list are dropped). */
export function splitArgs(tokens: Token[]): Token[][] {
  let list = tokens;
  if (list[0]?.text === '[' && list.at(-1)?.text === ']') list = list.slice(1, -1);
  const out: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  for (const tok of list) {
    if (tok.kind === 'op' && '([{'.includes(tok.text)) depth++;
    if (tok.kind === 'op' && ')]}'.includes(tok.text)) depth--;
    if (tok.kind === 'op' && tok.text === ',' && depth === 0) {
      out.push(current);
      current = [];
    } else current.push(tok);
  }
  if (current.length > 0) out.push(current);
  return out;
}

const describe = (tokens: Token[]): string =>
  tokens
    .map((tok) => (tok.kind === 'str' ? `"${tok.text}"` : tok.text))
    .join(' ')
    .slice(0, 60);

/**
 * `project(":x").name = "y"`, `.projectDir = file("d")` (or `new File(settingsDir, "d")`,
 * `File(rootDir, "d")`), `.buildFileName = "f"`: the path, the property and its value.
 */
function projectSetting(
  t: Token[],
  at: number,
):
  | {
      path: string;
      property: 'name' | 'projectDir' | 'buildFileName';
      value?: Token;
      dir?: string;
      end: number;
    }
  | undefined {
  if (t[at + 1]?.text !== '(') return undefined;
  const close = closing(t, at + 1);
  const arg = t[at + 2];
  if (close !== at + 3 || arg?.kind !== 'str' || arg.computed) return undefined;
  if (t[close + 1]?.text !== '.') return undefined;
  const property = t[close + 2]?.text;
  if (property !== 'name' && property !== 'projectDir' && property !== 'buildFileName')
    return undefined;
  if (t[close + 3]?.text !== '=') return undefined;
  const valueAt = close + 4;
  if (property !== 'projectDir') {
    return { path: arg.text, property, value: t[valueAt]!, end: valueAt };
  }
  const value = directoryExpression(t, valueAt);
  const result = { path: arg.text, property, end: value.end } as const;
  return value.dir === undefined ? result : { ...result, dir: value.dir };
}

/** A directory expression: `file("d")`, `new File(settingsDir, "d")`, `File(rootDir, "d")`. */
function directoryExpression(t: Token[], at: number): { dir?: string; end: number } {
  let k = at;
  if (t[k]?.text === 'new') k++;
  const callee = t[k]?.text;
  if (t[k + 1]?.text !== '(') return { end: k };
  const close = closing(t, k + 1);
  const args = splitArgs(t.slice(k + 2, close));
  const end = close;
  if ((callee === 'file' || callee === 'File') && args.length === 1 && args[0]!.length === 1) {
    if (callee === 'File' && !args[0]![0]!.computed) return { end };
    const dir = resolvePath(args[0]![0], '');
    return dir === undefined ? { end } : { dir, end };
  }
  if (callee === 'File' && args.length === 2 && args[1]!.length === 1) {
    const base = args[0]!.map((tok) => tok.text).join('');
    if (
      !['settingsDir', 'rootDir', 'rootProject.projectDir', 'settings.settingsDir'].includes(base)
    )
      return { end };
    const dir = resolvePath(args[1]![0], '');
    return dir === undefined ? { end } : { dir, end };
  }
  return { end };
}

/** `apply from: X`, `apply(from = X)`: the token of X. */
export function appliedFrom(
  t: Token[],
  at: number,
): { token: Token | undefined; end: number } | undefined {
  if (t[at + 1]?.text === 'from' && t[at + 2]?.text === ':') {
    return { token: singleValue(t, at + 3), end: at + 3 };
  }
  if (t[at + 1]?.text === '(' && t[at + 2]?.text === 'from' && t[at + 3]?.text === '=') {
    return { token: singleValue(t, at + 4), end: at + 4 };
  }
  return undefined;
}

/**
 * The string a file argument stands for: the literal itself, or the one inside `file(...)`,
 * `rootProject.file(...)` (rooted), `project.file(...)`; undefined when computed otherwise.
 */
function singleValue(t: Token[], at: number): Token | undefined {
  const tok = t[at];
  if (!tok) return undefined;
  const after = t[at + 1];
  if (tok.kind === 'str') {
    const next = after && !after.nl && after.kind === 'op' ? after.text : '';
    return ['+', '.'].includes(next) ? undefined : tok;
  }
  let k = at;
  let rooted = false;
  if (t[k]?.text === 'rootProject' && t[k + 1]?.text === '.') {
    rooted = true;
    k += 2;
  } else if (t[k]?.text === 'project' && t[k + 1]?.text === '.') k += 2;
  if (t[k]?.text === 'file' && t[k + 1]?.text === '(' && t[k + 3]?.text === ')') {
    const inner = t[k + 2];
    if (inner?.kind !== 'str') return undefined;
    if (rooted && !inner.computed)
      return { ...inner, text: `$rootDir/${inner.text}`, computed: true };
    return inner;
  }
  return undefined;
}

/** The catalog a `from(files(...))` belongs to: `create("x")`, `register("x")` or Groovy's `x {`. */
export function catalogName(t: Token[], at: number): string | undefined {
  for (let k = at - 1; k >= Math.max(0, at - 12); k--) {
    const tok = t[k]!;
    if ((tok.text === 'create' || tok.text === 'register') && t[k + 1]?.text === '(') {
      const name = t[k + 2];
      return name?.kind === 'str' && !name.computed ? name.text : undefined;
    }
    if (tok.kind === 'id' && t[k + 1]?.text === '{' && tok.text !== 'versionCatalogs') {
      return tok.text;
    }
  }
  return undefined;
}
