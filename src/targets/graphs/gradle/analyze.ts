/**
 * What one Gradle script says about project dependencies, read statically: project references
 * (`project(":x")`, `project(path: ":x")`, `project(mapOf("path" to ":x"))`, `projects.fooBar`,
 * task paths such as `":x:jar"`), version-catalog accessors, plugins and scripts it applies, each
 * with the projects it applies to. Blocks that configure other projects (`subprojects {}`,
 * `allprojects {}`, `configure(...) {}`, `project(":x") {}`, `.all {}` / `.configureEach {}` over
 * projects, loops over them) widen that set; where it cannot be known it is every project.
 */
import { closing, opening, type Token } from './lex.js';
import { absolutePath } from './projects.js';

/** How a script names the project it depends on. */
export type EdgeRef = 'call' | 'accessor' | 'task' | 'set';

/** A set of projects by Gradle path, or every project of the build. */
export type Scope = ReadonlySet<string> | 'every';

/** The projects of the build, as the analysis needs them. */
export interface BuildIndex {
  /** Every project path, the root `:` included. */
  paths: ReadonlySet<string>;
  /** Catalog accessor names (`libs`). */
  catalogNames: ReadonlySet<string>;
  /** The projects under `path` (itself excluded). */
  descendants(path: string): ReadonlySet<string>;
  /** Type-safe accessor (`okhttpTestingSupport`, `samples.guide`) -> project path. */
  accessors: ReadonlyMap<string, string>;
}

/** What a script says, each fact with the projects it applies to. */
export interface ScriptFacts {
  /**
   * `from` depends on `to`, through the reference `via` (`project(":x")`, `projects.x`, a task
   * path, a name holding projects) of kind `ref`, written in `block` when a block configuring
   * other projects holds it (`allprojects { }`).
   */
  edges: { from: Scope; to: Scope; via: string; ref: EdgeRef; block?: string }[];
  /** Catalog accessors used (`libs.okio`), or `*` for a lookup this reader cannot name. */
  catalog: { scope: Scope; accessor: string }[];
  /**
   * Plugins applied (`id("x")`, `apply plugin: "x"`): the id, `*` when it is computed, or a
   * catalog accessor (`alias(libs.plugins.x)`, `id = libs.plugins.x.get().pluginId`).
   */
  plugins: { scope: Scope; id: string; alias?: string }[];
  /** Imports (`a.b.C`, `a.b.*`), for uses of build-logic declarations. */
  imports: string[];
  /** Every identifier the script names. */
  names: Set<string>;
  /** Scripts applied (`apply from:`): repository-relative, or undefined with the raw text. */
  scripts: { scope: Scope; path: string | undefined; raw: string }[];
  /** Every project some block of the script configures (its owners included). */
  touched: Scope;
  /** Plain string literals (catalog aliases looked up by string in build logic). */
  literals: string[];
  /** Type-safe accessors this reader could not resolve. */
  unresolved: string[];
}

interface Loop {
  name: string;
  set: Scope | undefined;
}

interface Frame {
  scope: Scope;
  loops: Loop[];
  /** Index of the token that starts the current statement. */
  start: number;
  paren: number;
  callee: string | undefined;
  /** The innermost block configuring other projects around it, as written (`subprojects { }`). */
  block?: string;
}

const PROJECT_SET_NAMES = new Set([
  'subprojects',
  'getSubprojects',
  'childProjects',
  'getChildProjects',
]);
const ALL_PROJECT_NAMES = new Set(['allprojects', 'getAllprojects']);
/** Calls whose closure runs with each element as its delegate (Gradle's configure actions). */
const DELEGATING = new Set([
  'all',
  'configureEach',
  'whenObjectAdded',
  'configure',
  'run',
  'apply',
  'with',
  'afterEvaluate',
  'beforeEvaluate',
]);
/** Calls whose closure takes each element as a parameter (`it`, `p ->`). */
const LOOPING = new Set([
  'each',
  'forEach',
  'eachWithIndex',
  'forEachIndexed',
  'collect',
  'map',
  'mapNotNull',
  'flatMap',
  'collectMany',
  'filter',
  'filterNot',
  'findAll',
  'find',
  'any',
  'every',
  'also',
  'let',
  'for',
  'onEach',
  'associate',
  'associateWith',
]);
const CATALOG_LOOKUPS = new Map([
  ['findLibrary', ''],
  ['findVersion', 'versions.'],
  ['findBundle', 'bundles.'],
  ['findPlugin', 'plugins.'],
]);
const TASK_PATH = /^:[A-Za-z0-9_.-]+(:[A-Za-z0-9_.-]+)*$/;

export function union(a: Scope, b: Scope): Scope {
  if (a === 'every' || b === 'every') return 'every';
  if (b.size === 0) return a;
  if (a.size === 0) return b;
  return new Set([...a, ...b]);
}

/** Lower camel case as Gradle's project accessors spell a name (`okhttp-sse` -> `okhttpSse`). */
export function camel(name: string): string {
  const parts = name.split(/[^A-Za-z0-9]+/).filter((p) => p !== '');
  return parts
    .map((p, i) => (i === 0 ? p[0]!.toLowerCase() + p.slice(1) : p[0]!.toUpperCase() + p.slice(1)))
    .join('');
}

/** The type-safe accessor of a project path (`:samples:guide` -> `samples.guide`). */
export function accessorOf(path: string): string {
  return path
    .split(':')
    .filter((p) => p !== '')
    .map(camel)
    .join('.');
}

/**
 * Analyse one script's tokens. `owner` is the projects the script's top level configures (the
 * project of a build file, the appliers of a script, every project for build logic); `dir` the
 * directory relative paths start from; `resolve` turns a file expression into a path.
 */
export function analyzeScript(
  t: Token[],
  owner: Scope,
  index: BuildIndex,
  resolve: (token: Token | undefined) => string | undefined,
): ScriptFacts {
  const facts: ScriptFacts = {
    edges: [],
    catalog: [],
    plugins: [],
    scripts: [],
    touched: owner,
    literals: [],
    unresolved: [],
    imports: [],
    names: new Set(),
  };
  const variables = projectSetVariables(t, owner, index);
  const frames: Frame[] = [{ scope: owner, loops: [], start: 0, paren: 0, callee: undefined }];

  const descendants = (base: Scope): Scope => {
    if (base === 'every') return 'every';
    let out: Scope = new Set<string>();
    for (const p of base) out = union(out, index.descendants(p));
    return out;
  };
  /** The projects a statement applies to: its frame's, and a loop variable's it starts with. */
  const statementScope = (frame: Frame): Scope => {
    if (frame.loops.length === 0) return frame.scope;
    const first = t[frame.start];
    const loop = first?.kind === 'id' ? frame.loops.find((l) => l.name === first.text) : undefined;
    return loop?.set ? union(frame.scope, loop.set) : frame.scope;
  };
  const loopSetIn = (frame: Frame, tokens: Token[]): Scope | undefined => {
    let out: Scope | undefined;
    for (const loop of frame.loops) {
      if (!loop.set) continue;
      const used = tokens.some(
        (tok) =>
          (tok.kind === 'id' && tok.text === loop.name) ||
          (tok.kind === 'str' &&
            tok.computed &&
            new RegExp(`\\$\\{?${loop.name}\\b`).test(tok.text)),
      );
      if (used) out = out === undefined ? loop.set : union(out, loop.set);
    }
    return out;
  };
  /** Projects named by a path relative to `base` (`x` under each of them; `:x` absolute). */
  const byPath = (path: string, base: Scope): Scope => {
    if (path.startsWith(':')) {
      const abs = absolutePath(path);
      return index.paths.has(abs) ? new Set([abs]) : new Set();
    }
    const out = new Set<string>();
    if (base === 'every') {
      const tail = `:${path.replace(/^:+/, '')}`;
      for (const p of index.paths) if (p.endsWith(tail)) out.add(p);
      return out;
    }
    for (const b of base) {
      const abs = absolutePath(`${b === ':' ? '' : b}:${path}`);
      if (index.paths.has(abs)) out.add(abs);
    }
    return out;
  };
  /** The projects a project-set expression names; undefined when it names none. */
  const resolveSet = (tokens: Token[], frame: Frame): Scope | undefined => {
    let out: Scope | undefined;
    const add = (s: Scope) => (out = out === undefined ? s : union(out, s));
    for (let k = 0; k < tokens.length; k++) {
      const tok = tokens[k]!;
      if (tok.kind !== 'id') continue;
      const qualified = tokens[k - 1]?.text === '.';
      const base = (): Scope => {
        if (!qualified) return frame.scope;
        const r = tokens[k - 2];
        if (r?.text === 'rootProject') return new Set([':']);
        if (r?.text === 'project') return frame.scope;
        const loop = frame.loops.find((l) => l.name === r?.text);
        return loop?.set ?? 'every';
      };
      if (PROJECT_SET_NAMES.has(tok.text)) add(descendants(base()));
      else if (ALL_PROJECT_NAMES.has(tok.text)) add(union(base(), descendants(base())));
      else if (
        (tok.text === 'project' || tok.text === 'findProject') &&
        tokens[k + 1]?.text === '('
      ) {
        const close = closing(tokens, k + 1);
        add(
          projectTargets(
            tokens.slice(k + 2, close),
            frame,
            qualified && tokens[k - 2]?.text === 'rootProject',
          ),
        );
        k = close;
      } else if (tok.text === 'rootProject' && tokens[k + 1]?.text !== '.') add(new Set([':']));
      else if (tok.text === 'project' && !qualified && tokens[k + 1]?.text !== '.')
        add(frame.scope);
      else if (
        variables.has(tok.text) &&
        (!qualified || ['project', 'rootProject', 'ext'].includes(tokens[k - 2]?.text ?? ''))
      )
        add(variables.get(tok.text)!);
      else if (frame.loops.some((l) => l.name === tok.text && l.set)) {
        add(frame.loops.find((l) => l.name === tok.text)!.set!);
      } else if (/projects/i.test(tok.text) && tok.text !== 'projects') {
        // A collection of projects this reader cannot follow (`coreProjects` from elsewhere).
        add('every');
      }
    }
    return out;
  };
  /** The projects a `project(...)` call's arguments name. */
  const projectTargets = (args: Token[], frame: Frame, rooted: boolean): Scope => {
    const literal = pathLiteral(args);
    if (literal?.kind === 'str' && !literal.computed) {
      return byPath(literal.text, rooted ? new Set([':']) : frame.scope);
    }
    return loopSetIn(frame, args) ?? 'every';
  };

  const edgeOf = (frame: Frame, to: Scope, via: string, ref: EdgeRef) => ({
    from: statementScope(frame),
    to,
    via,
    ref,
    ...(frame.block !== undefined && { block: frame.block }),
  });

  /**
   * The path literal of the last `project(":x")` call naming one project, with the frame and
   * statement it was read in: read again as a task path there, it makes the same edge (from the
   * same projects to the same one), which is not made twice.
   */
  let called: { token: Token; frame: Frame; start: number } | undefined;
  for (let i = 0; i < t.length; i++) {
    const tok = t[i]!;
    const frame = frames.at(-1)!;
    if (tok.nl && frame.paren === 0 && !continues(t[i - 1], tok)) frame.start = i;
    if (tok.kind === 'op') {
      if (tok.text === '(' || tok.text === '[') frame.paren++;
      else if (tok.text === ')' || tok.text === ']') frame.paren = Math.max(0, frame.paren - 1);
      else if ((tok.text === ';' || tok.text === '->') && frame.paren === 0) frame.start = i + 1;
      else if (tok.text === '{') {
        const next = openBlock(t, i, frame, resolveSet, descendants, projectTargets);
        facts.touched = union(facts.touched, next.scope);
        frames.push(next);
      } else if (tok.text === '}') {
        if (frames.length > 1) frames.pop();
        const parent = frames.at(-1)!;
        if (parent.paren === 0) parent.start = i + 1;
      }
      continue;
    }
    if (tok.kind === 'str') {
      if (tok.computed) continue;
      facts.literals.push(tok.text);
      if (TASK_PATH.test(tok.text)) {
        const target = longestProject(tok.text, index);
        // The path of the `project(...)` call just read, in the same statement: its edge is made.
        const made =
          called?.token === tok &&
          called.frame === frame &&
          called.start === frame.start &&
          target === tok.text;
        if (target && !made) facts.edges.push(edgeOf(frame, new Set([target]), tok.text, 'task'));
      }
      continue;
    }
    if (tok.kind !== 'id') continue;
    if ((tok.text === 'import' || tok.text === 'package') && tok.nl) {
      // The names a header lists are no use of them: only code names what it uses.
      const chain = chainAt(t, i + 1);
      const star = t[chain.end + 1]?.text === '.' && t[chain.end + 2]?.text === '*';
      if (tok.text === 'import') facts.imports.push(chain.names.join('.') + (star ? '.*' : ''));
      i = star ? chain.end + 2 : chain.end;
      continue;
    }
    facts.names.add(tok.text);
    const prev = t[i - 1];
    const qualified = prev?.text === '.';
    const name = tok.text;
    const next = t[i + 1]?.text;
    // A loop variable over projects used as a value: `api(subproject)` in
    // `rootProject.subprojects.forEach { subproject -> ... }` depends on each of them.
    const valueOf =
      frame.loops.length === 0 ? undefined : frame.loops.find((l) => l.name === name && l.set);
    let usedAsValue = false;
    if (valueOf && !qualified) {
      const param =
        t[i - 1]?.text === '{' ||
        (t[i - 2]?.text === '{' && t[i - 1]?.kind === 'id') ||
        (t[i - 1]?.text === ',' && t[i - 3]?.text === '{');
      // Depending is not configuring: a loop over projects reaches them as build logic only
      // where its body does more with one than name it in dependencies or task paths.
      const declared = param && (next === '->' || next === ',' || next === ':');
      if (!declared && configuresLoopValue(t, i, frames)) {
        facts.touched = union(facts.touched, valueOf.set!);
      }
      usedAsValue = !param && next !== '.' && next !== '->' && next !== '=';
    }
    if (usedAsValue) {
      facts.edges.push(edgeOf(frame, valueOf!.set!, name, 'set'));
    } else if (
      (PROJECT_SET_NAMES.has(name) || ALL_PROJECT_NAMES.has(name) || variables.has(name)) &&
      (next === ')' || next === ',') &&
      enclosingCall(t, i) !== 'configure'
    ) {
      // `api(subprojects)`, `dependsOn(coreProjects)`: the projects themselves as a value.
      const set = resolveSet(qualified ? t.slice(i - 2, i + 1) : [tok], frame);
      if (set) facts.edges.push(edgeOf(frame, set, name, 'set'));
    }
    if (
      (name === 'project' || name === 'findProject' || name === 'evaluationDependsOn') &&
      t[i + 1]?.text === '('
    ) {
      const close = closing(t, i + 1);
      const rooted = qualified && t[i - 2]?.text === 'rootProject';
      const args = t.slice(i + 2, close);
      const to = projectTargets(args, frame, rooted);
      const path = pathLiteral(args);
      const via = path && !path.computed ? `${name}("${path.text}")` : `${name}(...)`;
      facts.edges.push(edgeOf(frame, to, via, 'call'));
      if (path && !path.computed && to !== 'every' && to.size === 1 && to.has(path.text))
        called = { token: path, frame, start: frame.start };
    } else if (
      name === 'projects' &&
      (!qualified || ['rootProject', 'project'].includes(t[i - 2]?.text ?? '')) &&
      t[i + 1]?.text === '.'
    ) {
      const chain = chainAt(t, i + 2);
      const target = resolveAccessor(chain.names, index);
      if (target)
        facts.edges.push(
          edgeOf(frame, new Set([target]), `projects.${chain.names.join('.')}`, 'accessor'),
        );
      else if (chain.names.length > 0) facts.unresolved.push(`projects.${chain.names.join('.')}`);
    } else if (index.catalogNames.has(name)) {
      // Unqualified, or through a receiver: `rootProject.libs.x`, `project.libs.x`.
      const before = prev?.text;
      if (before === 'val' || before === 'def' || before === 'var') continue;
      if (t[i + 1]?.text === '.') {
        const chain = chainAt(t, i + 2);
        const lookup = chain.names.length === 1 ? CATALOG_LOOKUPS.get(chain.names[0]!) : undefined;
        if (lookup !== undefined) continue; // read at the lookup itself
        facts.catalog.push({
          scope: statementScope(frame),
          accessor: [name, ...chain.names].join('.'),
        });
      } else facts.catalog.push({ scope: statementScope(frame), accessor: '*' });
    } else if (CATALOG_LOOKUPS.has(name) && t[i + 1]?.text === '(') {
      const arg = t[i + 2];
      const literal = arg?.kind === 'str' && !arg.computed && t[i + 3]?.text === ')';
      for (const catalog of index.catalogNames) {
        facts.catalog.push({
          scope: statementScope(frame),
          accessor: literal
            ? `${catalog}.${CATALOG_LOOKUPS.get(name)!}${arg.text.replace(/[-_.]/g, '.')}`
            : '*',
        });
      }
    } else if (name === 'versionCatalogs' && !qualified) {
      facts.catalog.push({ scope: statementScope(frame), accessor: '*' });
    } else if ((name === 'id' || name === 'alias') && !qualified && next === '(') {
      // plugins { id("x") }, alias(libs.plugins.x), id(libs.plugins.x.get().pluginId); not
      // `apply false`, which only puts the plugin on the classpath.
      const close = closing(t, i + 1);
      if (t[close + 1]?.text !== 'apply' || t[close + 2]?.text !== 'false') {
        const plugin = pluginArgument(t.slice(i + 2, close), index);
        facts.plugins.push({ scope: statementScope(frame), ...plugin });
      }
    } else if (name === 'id' && !qualified && t[i + 1]?.kind === 'str') {
      const arg = t[i + 1]!;
      if (t[i + 2]?.text !== 'apply' || t[i + 3]?.text !== 'false')
        facts.plugins.push({ scope: statementScope(frame), id: arg.computed ? '*' : arg.text });
    } else if (name === 'apply' && t[i + 1]?.text === 'plugin' && t[i + 2]?.text === ':') {
      const arg = t[i + 3];
      facts.plugins.push({
        scope: statementScope(frame),
        id: arg?.kind === 'str' && !arg.computed ? arg.text : appliedClass(t, i + 3),
      });
    } else if (
      name === 'apply' &&
      t[i + 1]?.text === '(' &&
      t[i + 2]?.text === 'plugin' &&
      t[i + 3]?.text === '='
    ) {
      const arg = t[i + 4];
      facts.plugins.push({
        scope: statementScope(frame),
        id: arg?.kind === 'str' && !arg.computed ? arg.text : appliedClass(t, i + 4),
      });
    } else if (name === 'apply' && prev?.text !== 'fun' && t[i + 1]?.text === '(') {
      // pluginManager.apply("x"), apply("x") in with(pluginManager) {}, plugins.apply(X::class):
      // by id, or by a class this reader follows as a name the script uses; anything else may
      // apply any plugin.
      const arg = t[i + 2];
      if (arg?.kind === 'str')
        facts.plugins.push({ scope: statementScope(frame), id: arg.computed ? '*' : arg.text });
      else if (arg?.text !== 'from' && arg?.text !== ')')
        facts.plugins.push({ scope: statementScope(frame), id: appliedClass(t, i + 2) });
    }
    if (name === 'apply' && !qualified) {
      const from = appliedScript(t, i);
      if (from)
        facts.scripts.push({
          scope: statementScope(frame),
          path: resolve(from.token),
          raw: from.raw,
        });
    } else if (name === 'from' && frame.callee === 'apply' && t[i + 1]?.text === '(') {
      const close = closing(t, i + 1);
      const arg = t.slice(i + 2, close);
      const token = arg.length === 1 ? arg[0] : undefined;
      facts.scripts.push({ scope: statementScope(frame), path: resolve(token), raw: rawOf(arg) });
    }
  }
  return facts;
}

/** The token naming the path among a `project(...)` call's arguments, if one does. */
function pathLiteral(args: Token[]): Token | undefined {
  let literal: Token | undefined;
  for (let k = 0; k < args.length; k++) {
    const tok = args[k]!;
    const next = args[k + 1]?.text;
    if (tok.text === 'path' && (next === ':' || next === '=')) literal = args[k + 2];
    else if (tok.kind === 'str' && tok.text === 'path' && next === 'to') literal = args[k + 2];
  }
  if (!literal && args.length === 1) literal = args[0];
  if (!literal && args.length > 1 && args[0]!.kind === 'str' && args[1]?.text === ',')
    literal = args[0];
  return literal?.kind === 'str' ? literal : undefined;
}

/** What a loop may read from a project it only depends on. */
const IDENTITY = new Set(['path', 'name', 'displayName']);
/** Calls whose arguments are dependencies or task ordering, not configuration. */
const DEPENDING_CALLS = new Set([
  'dependsOn',
  'mustRunAfter',
  'shouldRunAfter',
  'finalizedBy',
  'evaluationDependsOn',
  'project',
  'findProject',
]);
const COMPARISONS = new Set(['==', '!=', '===', '!==']);

/**
 * Whether the use at `at` of a loop variable over projects may configure the project: a member
 * other than its identity (`p.dependencies.add`, `p.apply`, `p.tasks`), or the project handed to
 * a call that is no dependency declaration (`configureCoverage(p)`). Naming it as a dependency
 * (`kover(p)` in `dependencies {}`, `dependsOn(p)`), comparing it or reading its path is not.
 */
function configuresLoopValue(t: Token[], at: number, frames: Frame[]): boolean {
  const next = t[at + 1]?.text;
  if (next === '.') return !IDENTITY.has(t[at + 2]?.text ?? '') || t[at + 3]?.text === '=';
  if (next === '=') return false;
  if (COMPARISONS.has(next ?? '') || COMPARISONS.has(t[at - 1]?.text ?? '')) return false;
  if (frames.some((f) => f.callee === 'dependencies' || f.callee === 'constraints')) return false;
  return !DEPENDING_CALLS.has(enclosingCall(t, at) ?? '');
}

/** A plugin named by `id(...)` or `alias(...)`: a literal id, a catalog accessor, or `*`. */
function pluginArgument(args: Token[], index: BuildIndex): { id: string; alias?: string } {
  const first = args[0];
  if (args.length === 1 && first?.kind === 'str') return { id: first.computed ? '*' : first.text };
  if (first && index.catalogNames.has(first.text) && args[2]?.text === 'plugins') {
    const chain = chainAt(args, 2);
    const names = chain.names.filter((n) => n !== 'asProvider' && n !== 'get');
    const tail = names.at(-1) === 'pluginId' ? names.slice(0, -1) : names;
    return { id: '*', alias: [first.text, ...tail].join('.') };
  }
  return { id: '*' };
}

/** `X::class` (or `X::class.java`, `X.class`) at `at`: applied by class, `=X`; else `*`. */
function appliedClass(t: Token[], at: number): string {
  const name = t[at];
  if (name?.kind !== 'id') return '*';
  if (t[at + 1]?.text === '::' && t[at + 2]?.text === 'class') return `=${name.text}`;
  if (t[at + 1]?.text === '.' && t[at + 2]?.text === 'class') return `=${name.text}`;
  // Groovy's `apply plugin: JavaPlugin`: a class name alone.
  const next = t[at + 1];
  if (/^[A-Z]/.test(name.text) && (!next || next.nl || [')', ',', ';'].includes(next.text)))
    return `=${name.text}`;
  return '*';
}

const rawOf = (tokens: Token[]) =>
  tokens.map((tok) => (tok.kind === 'str' ? `"${tok.text}"` : tok.text)).join('');

/** The name of the call whose parentheses hold the token at `at`, if any. */
function enclosingCall(t: Token[], at: number): string | undefined {
  let depth = 0;
  for (let k = at - 1; k >= 0 && k > at - 200; k--) {
    const text = t[k]!.text;
    if (t[k]!.kind !== 'op') continue;
    if (text === ')' || text === ']' || text === '}') depth++;
    else if (text === '(' || text === '[' || text === '{') {
      if (depth === 0) return text === '(' && t[k - 1]?.kind === 'id' ? t[k - 1]!.text : undefined;
      depth--;
    }
  }
  return undefined;
}

/** `apply from: X` or `apply(from = X)`: X's single token when it is one, and its text. */
function appliedScript(
  t: Token[],
  at: number,
): { token: Token | undefined; raw: string } | undefined {
  let start: number;
  if (t[at + 1]?.text === 'from' && t[at + 2]?.text === ':') start = at + 3;
  else if (t[at + 1]?.text === '(' && t[at + 2]?.text === 'from' && t[at + 3]?.text === '=')
    start = at + 4;
  else return undefined;
  let end = start;
  while (end + 1 < t.length && !t[end + 1]!.nl && ![')', ',', ';', '}'].includes(t[end + 1]!.text))
    end++;
  const value = t.slice(start, end + 1);
  if (value.length === 1) return { token: value[0], raw: rawOf(value) };
  // rootProject.file("x"), file("x"), project.file("x")
  const text = value.map((tok) => (tok.kind === 'str' ? '"' : tok.text)).join('');
  const inner = value.find((tok) => tok.kind === 'str');
  if (inner && !inner.computed && text === 'rootProject.file(")') {
    return {
      token: { ...inner, text: `$rootDir/${inner.text}`, computed: true },
      raw: rawOf(value),
    };
  }
  if (inner && (text === 'file(")' || text === 'project.file(")'))
    return { token: inner, raw: rawOf(value) };
  return { token: undefined, raw: rawOf(value) };
}

/** Whether a line break before `tok` continues the statement (a chained call, an operator). */
function continues(prev: Token | undefined, tok: Token): boolean {
  if (!prev) return false;
  if (tok.kind === 'op' && CONTINUING.has(tok.text)) return true;
  return prev.kind === 'op' && CONTINUED.has(prev.text);
}

/** Operators starting a line that continue the statement before it. */
const CONTINUING = new Set(['.', '?:', '&&', '||', '+', '-', '*', '/', '->', ':']);
/** Operators ending a line whose statement goes on on the next. */
const CONTINUED = new Set([
  '.',
  ',',
  '(',
  '[',
  '=',
  '->',
  '+',
  '-',
  '*',
  '/',
  '&&',
  '||',
  '?',
  ':',
  '?:',
  '==',
  '!=',
]);

/** `.a.b.c` names from `at` (the token after a dot). */
function chainAt(t: Token[], at: number): { names: string[]; end: number } {
  const names: string[] = [];
  let k = at;
  while (t[k]?.kind === 'id') {
    names.push(t[k]!.text);
    if (t[k + 1]?.text !== '.') break;
    k += 2;
  }
  return { names, end: k };
}

/** The project a type-safe accessor chain names: the longest prefix that is one. */
function resolveAccessor(names: string[], index: BuildIndex): string | undefined {
  let found: string | undefined;
  for (let n = 1; n <= names.length; n++) {
    const path = index.accessors.get(names.slice(0, n).join('.'));
    if (path) found = path;
  }
  return found;
}

/** The longest project path that a task path starts with (`:a:b:jar` -> `:a:b`). */
function longestProject(text: string, index: BuildIndex): string | undefined {
  for (let p = text; p !== ''; p = p.slice(0, Math.max(0, p.lastIndexOf(':')))) {
    if (index.paths.has(p) && p !== ':') return p;
  }
  return undefined;
}

/** The frame a `{` at `at` opens: which projects its body configures, and loops over them. */
function openBlock(
  t: Token[],
  at: number,
  frame: Frame,
  resolveSet: (tokens: Token[], frame: Frame) => Scope | undefined,
  descendants: (base: Scope) => Scope,
  projectTargets: (args: Token[], frame: Frame, rooted: boolean) => Scope,
): Frame {
  let k = at - 1;
  let args: Token[] | undefined;
  if (t[k]?.text === ')') {
    const open = opening(t, k);
    args = t.slice(open + 1, k);
    k = open - 1;
  }
  if (t[k]?.text === '>') {
    while (k > 0 && t[k]?.text !== '<') k--;
    k--;
  }
  const callee = t[k]?.kind === 'id' ? t[k]!.text : undefined;
  let receiver: Token[] = [];
  if (callee && t[k - 1]?.text === '.') {
    let j = k - 2;
    let first = k - 1;
    for (;;) {
      if (t[j]?.text === ')' || t[j]?.text === ']') {
        first = opening(t, j);
        j = first - 1;
        if (t[j]?.kind !== 'id') break;
      }
      if (t[j]?.kind !== 'id') break;
      first = j;
      if (t[j - 1]?.text !== '.') break;
      j -= 2;
    }
    receiver = t.slice(Math.max(0, first), k - 1);
  }
  const param = lambdaParameter(t, at);
  const inherit: Frame = {
    scope: frame.scope,
    loops: frame.loops,
    start: at + 1,
    paren: 0,
    callee,
    ...(frame.block !== undefined && { block: frame.block }),
  };
  const receiverLoop =
    receiver.length > 0 ? frame.loops.find((l) => l.name === receiver[0]!.text) : undefined;
  if (callee === 'subprojects' || callee === 'allprojects') {
    let base: Scope = frame.scope;
    if (receiver.length > 0) {
      const first = receiver[0]!.text;
      if (first === 'rootProject') base = new Set([':']);
      else if (first === 'project' && receiver.length === 1) base = frame.scope;
      else if (receiverLoop?.set) base = receiverLoop.set;
      else if (first === 'project' && receiver[1]?.text === '(') {
        base = projectTargets(receiver.slice(2, closing(receiver, 1)), frame, false);
      } else base = 'every';
    }
    const scope = callee === 'subprojects' ? descendants(base) : union(base, descendants(base));
    const named = receiver.length > 0 ? `${rawOf(receiver)}.${callee}` : callee;
    return { ...inherit, scope, block: `${named} { }` };
  }
  if ((callee === 'project' || callee === 'findProject') && args) {
    const rooted = receiver[0]?.text === 'rootProject';
    const path = pathLiteral(args);
    const block = `${callee}(${path && !path.computed ? `"${path.text}"` : '…'}) { }`;
    return { ...inherit, scope: projectTargets(args, frame, rooted), block };
  }
  if (callee === 'configure' && args && receiver.length === 0) {
    return { ...inherit, scope: resolveSet(args, frame) ?? 'every', block: 'configure(…) { }' };
  }
  if (callee === 'for' && args) {
    const inAt = args.findIndex((tok) => tok.text === 'in' || tok.text === ':');
    const name = inAt > 0 ? args[inAt - 1]!.text : 'it';
    return {
      ...inherit,
      loops: [...frame.loops, { name, set: resolveSet(args.slice(inAt + 1), frame) }],
    };
  }
  if (callee && DELEGATING.has(callee)) {
    const target = callee === 'with' && args ? args : receiver;
    if (target.length === 0) return inherit;
    const set = resolveSet(target, frame);
    if (!set) return inherit;
    return { ...inherit, scope: set, loops: [...frame.loops, { name: param ?? 'it', set }] };
  }
  if (callee && LOOPING.has(callee)) {
    const set = receiver.length > 0 ? resolveSet(receiver, frame) : undefined;
    return { ...inherit, loops: [...frame.loops, { name: param ?? 'it', set }] };
  }
  if (receiverLoop?.set) return { ...inherit, scope: union(frame.scope, receiverLoop.set) };
  return inherit;
}

/** A closure's parameter: `{ p ->`, `{ Project p ->`, `{ p, i ->`. */
function lambdaParameter(t: Token[], at: number): string | undefined {
  for (let k = at + 1; k < Math.min(t.length, at + 6); k++) {
    if (t[k]!.text === '->') {
      for (let j = at + 1; j < k; j++) {
        if (t[j]!.kind === 'id' && (t[j + 1]?.text === '->' || t[j + 1]?.text === ','))
          return t[j]!.text;
      }
      return undefined;
    }
    if (t[k]!.kind !== 'id' && t[k]!.text !== ',' && t[k]!.text !== ':') return undefined;
  }
  return undefined;
}

/**
 * Variables holding projects (`coreProjects = subprojects.findAll { ... }`), from a first pass
 * over the script: the name and the projects its expression names.
 */
function projectSetVariables(t: Token[], owner: Scope, index: BuildIndex): Map<string, Scope> {
  const out = new Map<string, Scope>();
  for (let i = 0; i + 1 < t.length; i++) {
    const tok = t[i]!;
    if (tok.kind !== 'id' || t[i + 1]!.text !== '=') continue;
    const value: Token[] = [];
    for (let k = i + 2; k < t.length && value.length < 16; k++) {
      if (k > i + 2 && t[k]!.nl) break;
      value.push(t[k]!);
    }
    let scope: Scope | undefined;
    for (let k = 0; k < value.length; k++) {
      const v = value[k]!;
      if (v.kind !== 'id') continue;
      const base: Scope =
        value[k - 1]?.text === '.' && value[k - 2]?.text === 'rootProject' ? new Set([':']) : owner;
      let found: Scope | undefined;
      if (PROJECT_SET_NAMES.has(v.text) || ALL_PROJECT_NAMES.has(v.text)) {
        let d: Scope = new Set<string>();
        if (base === 'every') d = 'every';
        else for (const p of base) d = union(d, index.descendants(p));
        found = ALL_PROJECT_NAMES.has(v.text) ? union(base, d) : d;
      }
      if (found) scope = scope === undefined ? found : union(scope, found);
    }
    if (scope) out.set(tok.text, out.has(tok.text) ? union(out.get(tok.text)!, scope) : scope);
  }
  return out;
}
