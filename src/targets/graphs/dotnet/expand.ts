/**
 * MSBuild's expressions as the .NET reader evaluates them, from the repository's files alone:
 * `$(Property)`, the property functions that find and join paths (GetPathOfFileAbove,
 * GetDirectoryNameOfFileAbove, NormalizeDirectory, NormalizePath, EnsureTrailingSlash,
 * Path.Combine, ValueOrDefault), and paths resolved to the repository's files.
 *
 * A value is a list of alternatives: a property assigned under a condition may keep its earlier
 * value or take the new one (conditions are counted as present, never evaluated). What the
 * reader cannot know (a property no file of the repository sets: the SDK's, the environment's,
 * the command line's; a function it does not know; item metadata) is UNKNOWN inside the text,
 * and a path holding it is a pattern: any file the known parts fit.
 */

/** Text the reader cannot know: matches any text, slashes too. */
export const UNKNOWN = '\u0000';
/** The repository's root directory, where MSBuild's full paths start (the checkout's place is not known). */
export const ROOT = '\u0001';

/** Repeated UNKNOWN, which is one. */
const UNKNOWN_RUN = new RegExp(`${UNKNOWN}+`, 'g');

/** The markers, which no file's text may hold. */
export const MARKERS = new RegExp(`[${UNKNOWN}${ROOT}]`, 'g');

/** Alternatives: the values an expression may have. */
export type Value = string[];

/** More alternatives than this are one UNKNOWN (a guard against products of conditions). */
const MOST_ALTERNATIVES = 32;

/** The files of the commit, as the path functions ask about them. */
export interface PathLookup {
  /** The file's path as the commit spells it when it exists (names compared ignoring case). */
  find(file: string): string | undefined;
}

/** What an expression is evaluated in: the properties so far, the file, the project. */
export interface Scope {
  /** A property's alternatives by its lower-case name; undefined when no file set it. */
  property(lowerName: string): Value | undefined;
  /** The file the expression is written in, repository-relative. */
  thisFile: string;
  /** The project being evaluated, repository-relative. */
  project: string;
  files: PathLookup;
  /**
   * `@(items)`: read as nothing (in an item's Include it adds no new file), as UNKNOWN, or as
   * the items of the project (`items`, for references: the paths they list).
   */
  itemLists: 'empty' | 'unknown' | 'items';
  /** The project's items of a type (lower-case): each Include's paths; for `items`. */
  items?: (lowerType: string) => string[];
}

const dirOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
const baseOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** A repository directory as MSBuild writes a directory property: full, with a trailing slash. */
export const directoryValue = (dir: string) => `${ROOT}/${dir === '' ? '' : `${dir}/`}`;

/**
 * The reserved properties MSBuild sets for the file being evaluated (`MSBuildThisFile*`) and the
 * project (`MSBuildProject*`); undefined for any other name.
 */
function reserved(lower: string, scope: Scope): string | undefined {
  const thisFile = lower.startsWith('msbuildthisfile');
  if (!thisFile && !lower.startsWith('msbuildproject')) return undefined;
  const file = thisFile ? scope.thisFile : scope.project;
  const rest = lower.slice(thisFile ? 'msbuildthisfile'.length : 'msbuildproject'.length);
  const base = baseOf(file);
  const dot = base.lastIndexOf('.');
  const dir = dirOf(file);
  // MSBuildThisFile and MSBuildProjectFile: the name.
  if (rest === (thisFile ? '' : 'file')) return base;
  switch (rest) {
    case 'name':
      return dot <= 0 ? base : base.slice(0, dot);
    case 'extension':
      return dot <= 0 ? '' : base.slice(dot);
    case 'fullpath':
      return `${ROOT}/${file}`;
    case 'directory':
      // The file's directory ends in a slash; the project's does not.
      return thisFile ? directoryValue(dir) : dir === '' ? ROOT : `${ROOT}/${dir}`;
  }
  return undefined;
}

/** Whether MSBuild reserves the name (files cannot set it). */
export const isReserved = (lower: string) => lower.startsWith('msbuild');

/** The alternatives of a property in `scope`: reserved, set by a file, or UNKNOWN. */
function lookup(name: string, scope: Scope): Value {
  const lower = name.toLowerCase();
  const fixed = reserved(lower, scope);
  if (fixed !== undefined) return [fixed];
  if (isReserved(lower)) return [UNKNOWN];
  return scope.property(lower) ?? [UNKNOWN];
}

/** Concatenations of one alternative of each part, capped. */
function product(parts: Value[]): Value {
  let out: string[] = [''];
  for (const part of parts) {
    const next = new Set<string>();
    for (const left of out) for (const right of part) next.add(left + right);
    if (next.size > MOST_ALTERNATIVES) return [UNKNOWN];
    out = [...next];
  }
  return out;
}

/** Every choice of one alternative per argument; undefined when there are too many. */
function combinations(args: Value[]): string[][] | undefined {
  let out: string[][] = [[]];
  for (const alts of args) {
    const next: string[][] = [];
    for (const left of out) for (const one of alts) next.push([...left, one]);
    if (next.length > MOST_ALTERNATIVES) return undefined;
    out = next;
  }
  return out;
}

/** A value's alternatives without repeats, capped. */
export function alternatives(values: Iterable<string>): Value {
  const set = new Set(values);
  return set.size > MOST_ALTERNATIVES ? [UNKNOWN] : [...set];
}

/**
 * Walk `text` from `from`, outside quoted text, calling `at` with each character and the depth of
 * parentheses around it (an opening one counts itself); stops where `at` returns true, giving
 * that index, or -1 at the end.
 */
function scan(text: string, from: number, at: (c: string, depth: number, i: number) => boolean) {
  let depth = 0;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    if (at(c, depth, i)) return i;
  }
  return -1;
}

/** The index of the `)` closing the `(` at `open`, skipping quoted text; -1 when none. */
const closing = (text: string, open: number): number =>
  scan(text, open, (c, depth) => c === ')' && depth === 0);

/** The top-level comma-separated arguments of a call, as written. */
function splitArguments(text: string): string[] {
  const args: string[] = [];
  let start = 0;
  scan(text, 0, (c, depth, i) => {
    if (c === ',' && depth === 0) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
    return false;
  });
  if (text.trim() !== '' || args.length > 0) args.push(text.slice(start));
  return args;
}

/** An argument's alternatives: quotes taken off, then expanded. */
function argument(raw: string, scope: Scope): Value {
  const text = raw.trim();
  const quoted = /^(['"`])([\s\S]*)\1$/.exec(text);
  return expand(quoted ? quoted[2]! : text, scope);
}

const isRooted = (path: string) =>
  path.startsWith(ROOT) || path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path);

/** Path.Combine: a rooted part starts again; a part that may be anything may be rooted too. */
function combine(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    if (part === '') continue;
    if (isRooted(part) || part.startsWith(UNKNOWN)) out = part;
    else if (out === '' || out.endsWith('/') || out.endsWith('\\')) out += part;
    else out += `/${part}`;
  }
  return out;
}

const withSlash = (path: string) =>
  path === '' || path.endsWith('/') || path.endsWith('\\') ? path : `${path}/`;

/** A directory value (full or relative) as a repository directory ('' the root); undefined when not one. */
function repositoryDirectory(value: string, scope: Scope): string | undefined {
  // As the directory of a file in it, so that the root is one too.
  const resolved = resolvePath(`${withSlash(value)}\u0002`, dirOf(scope.thisFile));
  return resolved.kind === 'file' ? dirOf(resolved.path) : undefined;
}

/** The file named `name` in `start` or the nearest directory above it, as MSBuild finds it. */
function fileAbove(name: string, start: string, scope: Scope): string | undefined {
  for (let dir = start; ; dir = dirOf(dir)) {
    const found = scope.files.find(dir === '' ? name : `${dir}/${name}`);
    if (found !== undefined) return found;
    if (dir === '') return undefined;
  }
}

/** One static property function, `[Type]::Method(args)`, on one combination of arguments. */
function callOne(type: string, method: string, args: string[], scope: Scope): string {
  const call = `${type}::${method}`;
  if (args.some((a) => a.includes(UNKNOWN))) {
    // A name searched from an unknown place is some file of that name.
    if (call === 'msbuild::getpathoffileabove' && !args[0]!.includes(UNKNOWN))
      return `${UNKNOWN}/${args[0]}`;
    if (call === 'msbuild::ensuretrailingslash') return withSlash(args[0]!);
    if (call === 'msbuild::normalizedirectory') return withSlash(combine(args));
    if (call === 'msbuild::normalizepath' || call === 'system.io.path::combine')
      return combine(args);
    return UNKNOWN;
  }
  switch (call) {
    case 'msbuild::getpathoffileabove': {
      const start =
        args[1] === undefined || args[1].trim() === ''
          ? dirOf(scope.thisFile)
          : repositoryDirectory(args[1], scope);
      if (start === undefined) return '';
      const found = fileAbove(args[0]!.trim(), start, scope);
      return found === undefined ? '' : `${ROOT}/${found}`;
    }
    case 'msbuild::getdirectorynameoffileabove': {
      const start = repositoryDirectory(args[0] ?? '', scope);
      if (start === undefined) return '';
      const found = fileAbove((args[1] ?? '').trim(), start, scope);
      if (found === undefined) return '';
      const dir = dirOf(found);
      return dir === '' ? ROOT : `${ROOT}/${dir}`;
    }
    case 'msbuild::normalizedirectory':
      return withSlash(combine(args));
    case 'msbuild::normalizepath':
    case 'system.io.path::combine':
      return combine(args);
    case 'msbuild::ensuretrailingslash':
      return withSlash(args[0] ?? '');
    case 'msbuild::valueordefault':
      return args[0] !== '' ? args[0]! : (args[1] ?? '');
    case 'system.io.path::getfullpath': {
      // A full path stays one (a relative one is against the process's directory: unknown).
      const path = args[0] ?? '';
      if (!path.startsWith(ROOT)) return UNKNOWN;
      const resolved = resolvePath(path, '');
      if (resolved.kind !== 'file') return resolved.kind === 'none' ? ROOT : UNKNOWN;
      return `${ROOT}/${resolved.path}${/[\\/]$/.test(path) ? '/' : ''}`;
    }
    case 'system.io.path::getdirectoryname': {
      const path = (args[0] ?? '').replace(/[\\/]+$/, '');
      const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
      return cut === -1 ? '' : path.slice(0, cut);
    }
  }
  return UNKNOWN;
}

/** `[Type]::Method(args)` with every combination of the arguments' alternatives. */
function staticFunction(inner: string, scope: Scope): Value {
  const match = /^\[\s*([\w.]+)\s*\]::(\w+)\s*\(/.exec(inner);
  if (!match) return [UNKNOWN];
  const open = match[0].length - 1;
  const close = closing(inner, open);
  // A further call on the result (`.Trim()`) is a function the reader does not follow.
  if (close === -1 || inner.slice(close + 1).trim() !== '') return [UNKNOWN];
  const type = match[1]!.toLowerCase();
  const method = match[2]!.toLowerCase();
  const args = splitArguments(inner.slice(open + 1, close)).map((a) => argument(a, scope));
  // ValueOrDefault with an unknown first argument may be either.
  if (`${type}::${method}` === 'msbuild::valueordefault') {
    const out: string[] = [];
    for (const first of args[0] ?? ['']) {
      if (first.includes(UNKNOWN)) out.push(first, ...(args[1] ?? ['']));
      else if (first !== '') out.push(first);
      else out.push(...(args[1] ?? ['']));
    }
    return alternatives(out);
  }
  const combos = combinations(args);
  if (combos === undefined) return [UNKNOWN];
  return alternatives(combos.map((combo) => callOne(type, method, combo, scope)));
}

/** The contents of one `$(...)`. */
function expandProperty(inner: string, scope: Scope): Value {
  const trimmed = inner.trim();
  if (/^[A-Za-z_][\w-]*$/.test(trimmed)) return lookup(trimmed, scope);
  if (trimmed.startsWith('[')) return staticFunction(trimmed, scope);
  // A property's own functions ($(Name.Replace(...))) and registry reads: not followed.
  return [UNKNOWN];
}

/** Well-known metadata of an item whose Include is `item`, in the project's directory. */
function metadata(name: string, item: string, scope: Scope): string {
  const full =
    item.startsWith(ROOT) || item.startsWith(UNKNOWN)
      ? item
      : `${directoryValue(dirOf(scope.project))}${item}`;
  const base = baseOf(item.replace(/\\/g, '/'));
  const dot = base.lastIndexOf('.');
  switch (name.toLowerCase()) {
    case 'identity':
      return item;
    case 'filename':
      return dot <= 0 ? base : base.slice(0, dot);
    case 'extension':
      return dot <= 0 ? '' : base.slice(dot);
    case 'fullpath':
      return full;
    case 'relativedir': {
      const slash = Math.max(item.lastIndexOf('/'), item.lastIndexOf('\\'));
      return slash === -1 ? '' : item.slice(0, slash + 1);
    }
  }
  return UNKNOWN;
}

/** `->'...'` on one item: its metadata and the properties in the text. */
function transform(text: string, item: string, scope: Scope): Value {
  const withMetadata = text.replace(/%\(\s*([\w.]+)\s*\)/g, (_, name: string) =>
    metadata(name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name, item, scope),
  );
  return expand(withMetadata, { ...scope, itemLists: 'unknown' });
}

/**
 * One `@(...)`: nothing, UNKNOWN, or the items of its type when the scope lists them:
 * `@(Type)`, `@(Type, ';')`, item functions that keep a subset (`->Exists()`,
 * `->WithMetadataValue(...)`), transforms with well-known metadata (`->'%(Identity).csproj'`).
 */
function itemList(inner: string, scope: Scope): string {
  if (scope.itemLists === 'empty') return '';
  const match = /^\s*([A-Za-z_](?:[\w.]|-(?!>))*)\s*(.*)$/s.exec(inner);
  if (scope.itemLists === 'unknown' || !match || !scope.items) return UNKNOWN;
  let items = scope.items(match[1]!.toLowerCase());
  let rest = match[2]!.trim();
  while (rest.startsWith('->')) {
    rest = rest.slice(2).trim();
    const quoted = /^(['"`])([\s\S]*?)\1/.exec(rest);
    if (quoted) {
      items = items.flatMap((item) => transform(quoted[2]!, item, scope));
      rest = rest.slice(quoted[0].length).trim();
      continue;
    }
    const call = /^\w+\s*\(/.exec(rest);
    if (!call) return UNKNOWN;
    const close = closing(rest, call[0].length - 1);
    if (close === -1) return UNKNOWN;
    rest = rest.slice(close + 1).trim();
  }
  // What is left is a separator (`, ';'`) or nothing.
  if (rest !== '' && !rest.startsWith(',')) return UNKNOWN;
  return items.length > MOST_ALTERNATIVES * 8 ? UNKNOWN : items.join(';');
}

const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/** MSBuild's escapes (%3B and the like) in literal text, decoded. */
const unescape = (text: string) =>
  text.replace(ESCAPE, (_, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return c === UNKNOWN || c === ROOT ? '' : c;
  });

/**
 * An expression's alternatives: properties, property functions, item lists (`@(...)`, as
 * `scope.itemLists` says) and metadata (`%(...)`, UNKNOWN) expanded in the text.
 */
export function expand(text: string, scope: Scope): Value {
  if (!text.includes('$') && !text.includes('@') && !text.includes('%')) return [text];
  const parts: Value[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ((c === '$' || c === '@' || c === '%') && text[i + 1] === '(') {
      const close = closing(text, i + 1);
      if (close === -1) {
        literal += text.slice(i);
        break;
      }
      if (literal !== '') parts.push([unescape(literal)]);
      literal = '';
      const inner = text.slice(i + 2, close);
      if (c === '$') parts.push(expandProperty(inner, scope));
      else if (c === '@') parts.push([itemList(inner, scope)]);
      else parts.push([UNKNOWN]);
      i = close;
      continue;
    }
    literal += c;
  }
  if (literal !== '') parts.push([unescape(literal)]);
  return product(parts);
}

/** Where a path resolves in the repository. */
export type Resolved =
  | { kind: 'none' }
  /** Outside the repository (an absolute path, or `..` above the root). */
  | { kind: 'outside'; path: string }
  /** A repository path, relative to the root (it may not exist). */
  | { kind: 'file'; path: string }
  /**
   * Wildcards (`*`, `?`, `**`) or unknown parts: any repository path the pattern fits. `base`
   * is the known directory every match is under ('' when none is known); `anything` when no
   * part of it is known (it may be any file).
   */
  | {
      kind: 'pattern';
      test: PathPattern;
      base: string;
      /** The literal end every match has, lower-case (for a quick look before the test). */
      tail: string;
      anything: boolean;
      unknown: boolean;
    };

/** A path pattern, compiled to a regular expression when first tested. */
export class PathPattern {
  private compiled: RegExp | undefined;

  /** The pattern: normalised, repository-relative, UNKNOWN and wildcards in it. */
  constructor(readonly source: string) {}

  test(path: string): boolean {
    return (this.compiled ??= patternRegExp(this.source)).test(path);
  }
}

const compiled = new Map<string, RegExp>();

/** A path pattern (normalised, `/`-separated, repository-relative) as a regular expression. */
function patternRegExp(pattern: string): RegExp {
  let known = compiled.get(pattern);
  if (!known) {
    known = compile(pattern);
    if (compiled.size > 10_000) compiled.clear();
    compiled.set(pattern, known);
  }
  return known;
}

function compile(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === UNKNOWN) {
      if (pattern[i + 1] === '/') {
        source += '(?:.*/)?';
        i++;
      } else source += '.*';
    } else if (c === '*' && pattern[i + 1] === '*') {
      const atStart = i === 0 || pattern[i - 1] === '/';
      if (atStart && pattern[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else if (atStart && i + 2 === pattern.length && i > 0) {
        // `dir/**`: everything under it.
        source = source.slice(0, -1) + '(?:/.*)?';
        i++;
      } else {
        source += '.*';
        i++;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'i');
}

const resolvedPaths = new Map<string, Resolved>();

/**
 * A value (one alternative) as a path: relative ones from `base` (a repository directory),
 * backslashes as slashes, `.` and `..` resolved. A path rising above the root, or absolute
 * outside it, is outside the repository.
 */
export function resolvePath(value: string, base: string): Resolved {
  // Projects share most values (a property of Directory.Build.props names the same file for all).
  const key = value.startsWith(ROOT) ? value : `${base}\u0000${value}`;
  let known = resolvedPaths.get(key);
  if (!known) {
    known = resolve(value, base);
    if (resolvedPaths.size > 100_000) resolvedPaths.clear();
    resolvedPaths.set(key, known);
  }
  return known;
}

function resolve(value: string, base: string): Resolved {
  let text = value.trim().replace(/\\/g, '/').replace(UNKNOWN_RUN, UNKNOWN);
  if (text === '') return { kind: 'none' };
  let anchored = false;
  const root = text.lastIndexOf(ROOT);
  if (root !== -1) {
    text = text.slice(root + 1);
    anchored = true;
  } else if (text.startsWith(UNKNOWN)) {
    anchored = true;
  } else if (text.startsWith('/') || /^[A-Za-z]:/.test(text) || text.startsWith('~')) {
    return { kind: 'outside', path: value.trim() };
  }
  const segments: string[] = [];
  if (!anchored && base !== '') segments.push(...base.split('/'));
  for (const segment of text.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      const top = segments.at(-1);
      if (top === undefined) return { kind: 'outside', path: value.trim() };
      // Unknown text may hold any number of directories: `..` after it stays inside it.
      if (!top.includes(UNKNOWN)) segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const path = segments.join('/');
  const unknown = path.includes(UNKNOWN);
  if (!unknown && !path.includes('*') && !path.includes('?')) {
    return path === '' ? { kind: 'none' } : { kind: 'file', path };
  }
  const fixed: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (segment.includes('*') || segment.includes('?') || segment.includes(UNKNOWN)) break;
    fixed.push(segment);
  }
  const last = Math.max(path.lastIndexOf('*'), path.lastIndexOf('?'), path.lastIndexOf(UNKNOWN));
  return {
    kind: 'pattern',
    test: new PathPattern(path),
    base: fixed.join('/'),
    tail: path.slice(last + 1).toLowerCase(),
    anything:
      unknown && [...path].every((c) => c === UNKNOWN || c === '*' || c === '?' || c === '/'),
    unknown,
  };
}

/** A value for people: UNKNOWN as `…`, the root as nothing. */
export const shown = (value: string) =>
  value.replaceAll(`${ROOT}/`, '').replaceAll(ROOT, '.').replaceAll(UNKNOWN, '…');
