import picomatch from 'picomatch';

/** Repository-relative POSIX form of a pattern: no leading `./`, one `**` for a run of them. */
export function normalizePattern(pattern: string): string {
  let p = pattern.trim();
  while (p.startsWith('./')) p = p.slice(2);
  return collapseGlobstars(p);
}

/**
 * Consecutive `**` segments match what one does (any number of directories, dot directories
 * included with `dot: true`), so a run of them is folded into one before a pattern is counted
 * for complexity or compiled: `a/` + `**` + `/` + `**` + `/b` is `a/` + `**` + `/b`. A leading
 * `!**` absorbs the `**` segments after it too.
 */
export function collapseGlobstars(pattern: string): string {
  if (!pattern.includes('**/**')) return pattern;
  const kept: string[] = [];
  for (const segment of pattern.split('/')) {
    const previous = kept[kept.length - 1];
    if (segment === '**' && (previous === '**' || previous === '!**')) continue;
    kept.push(segment);
  }
  return kept.join('/');
}

/** Limits on a pattern, so that matching one name stays fast (see patternTooComplex). */
export const MAX_STARS_PER_SEGMENT = 3;
export const MAX_GLOBSTARS = 4;

/**
 * Why a pattern is refused, or undefined. A glob compiles to a regular expression that
 * backtracks: with k `*` in one path segment, testing a name costs about (its length)^k (five
 * on a 200-character name took over a second, on a longer one minutes), and `**` segments
 * multiply in the same way over a path's depth.
 */
export function patternTooComplex(pattern: string): string | undefined {
  // Fewer `*` in all than one segment may hold: neither limit can be reached (most patterns).
  let stars = 0;
  for (let i = pattern.indexOf('*'); i !== -1; i = pattern.indexOf('*', i + 1)) stars++;
  if (stars <= MAX_STARS_PER_SEGMENT) return undefined;
  const segments = collapseGlobstars(pattern).split('/');
  const globstars = segments.filter((s) => s === '**' || s === '!**').length;
  if (globstars > MAX_GLOBSTARS) {
    return `it has ${globstars} "**" segments; at most ${MAX_GLOBSTARS} are allowed`;
  }
  for (const segment of segments) {
    if (segment === '**' || segment === '!**') continue;
    const stars = (segment.replace(/\\./g, '').match(/\*+/g) ?? []).length;
    if (stars > MAX_STARS_PER_SEGMENT) {
      return `its segment ${JSON.stringify(segment)} has ${stars} "*" wildcards; at most ${MAX_STARS_PER_SEGMENT} are allowed in one segment`;
    }
  }
  return undefined;
}

/**
 * Why a pattern can match no changed file at all, with the form that would; undefined when it
 * can. git names files by repository-relative POSIX paths: never a leading or trailing `/`, an
 * empty, `.` or `..` segment, or a NUL. Such a pattern is refused: a rule that silently matches
 * nothing uploads `[]` for the changes it was written for.
 */
/** What patternMatchesNothing looks for, in one test: most patterns have none of it. */
const FAULTY_PATH = /\0|^\/|\/$|\/\/|(?:^|\/)\.\.?(?:\/|$)/;

export function patternMatchesNothing(pattern: string): { why: string; fix: string } | undefined {
  // As the matcher compiles it: a leading `./` is dropped, so it is no fault.
  const p = normalizePattern(pattern.startsWith('!') ? pattern.slice(1) : pattern);
  if (p !== '' && !FAULTY_PATH.test(p)) return undefined;
  const segments = p.split('/');
  const rewrite = (fixed: string) => `write ${JSON.stringify(fixed)}`;
  if (p.includes('\0')) return { why: 'it holds a NUL character', fix: 'remove it' };
  if (p.startsWith('/')) {
    return {
      why: 'changed files are repository-relative, without a leading "/"',
      fix: rewrite(p.replace(/^\/+/, '')),
    };
  }
  if (p.endsWith('/')) {
    return {
      why: 'changed files are files, never a path ending in "/"',
      fix: `${rewrite(collapseGlobstars(`${p.replace(/\/+$/, '')}/**`))} for everything under the directory`,
    };
  }
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    const fixed = segments.filter((s) => s !== '' && s !== '.').join('/');
    return {
      why: 'changed file paths have no empty, "." or ".." segment',
      fix: segments.includes('..') ? 'name the path from the repository root' : rewrite(fixed),
    };
  }
  return undefined;
}

const PICOMATCH_OPTIONS: picomatch.PicomatchOptions = { dot: true };

type Test = (path: string) => boolean;

/**
 * picomatch's own test, without the matcher closure (which keeps the whole parse state alive).
 * Like picomatch, an input equal to the pattern matches and an empty input never does.
 */
function compile(pattern: string): Test {
  const made = picomatch.makeRe(pattern, PICOMATCH_OPTIONS);
  // dotAll: picomatch's `.` would not match \n, \r, U+2028 or U+2029, which file names may hold;
  // a target must never be dropped because of one.
  const re = made.flags.includes('s') ? made : new RegExp(made.source, `${made.flags}s`);
  return (path) => path !== '' && (path === pattern || re.test(path));
}

/** A `.` or `..` segment, which picomatch's `**` never crosses (git never names one). */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * What picomatch's `**` (dot: true) matches, without its expression: a lookahead at every
 * character, the test of every changed file against `src/**` and its kind on a large pull
 * request. Any path but '' and those with a `.` or `..` segment; test/targets.test.ts holds it
 * equal to picomatch's on every path of up to eight characters.
 */
export const globstarTest: Test = (path) => path !== '' && globstarFrom(path, 0);

/** globstarTest of `path.slice(from)`, not empty, without slicing it. */
const globstarFrom = (path: string, from: number): boolean =>
  !(
    (path.charCodeAt(from) === 46 || path.includes('/.', from)) &&
    DOT_SEGMENT.test(path.slice(from))
  );

/** A pattern split at its literal directory prefix (picomatch.scan, unescaped). */
interface Split {
  pattern: string;
  /** The literal directory prefix; '' when the pattern has none. */
  base: string;
  /** What follows `base/`. */
  glob: string;
  /** No glob at all: the pattern is one path. */
  literal: boolean;
  /** The compiled test of `glob` (or of the whole pattern when it has no base), once made. */
  compiled?: Test;
}

/** Names, dots, dashes, underscores, slashes and `*`: the patterns plainSplit splits. */
const PLAIN = /^[A-Za-z0-9_.\-/*]+$/;

/**
 * What picomatch.scan gives as base and glob (empty when no glob) for the common pattern:
 * names, dots, dashes, underscores, slashes and `*`, not starting with `/` or `./`. The base is
 * the directories before the segment of the first `*`. Undefined for any other pattern, which is
 * scan's to read. Scan is a large function, and compiling it was a millisecond of a small pull
 * request's run; test/targets.test.ts holds the two equal on every such pattern up to six
 * characters.
 */
export function plainSplit(pattern: string): { base: string; glob: string } | undefined {
  if (!PLAIN.test(pattern) || pattern.startsWith('/') || pattern.startsWith('./')) {
    return undefined;
  }
  const star = pattern.indexOf('*');
  if (star === -1) return { base: pattern, glob: '' };
  const slash = pattern.lastIndexOf('/', star);
  return slash === -1
    ? { base: '', glob: pattern }
    : { base: pattern.slice(0, slash), glob: pattern.slice(slash + 1) };
}

/** A pattern's literal directory prefix (`packages/auth` of `packages/auth/**`); '' when none. */
export function patternBase(raw: string): string {
  return split(raw).base;
}

function split(raw: string): Split {
  const pattern = normalizePattern(raw);
  // An escape (`we\\ird/**`, `src/\\{a,b\\}/**`) makes picomatch's literal prefix differ from
  // the path it matches: such a pattern is not indexed by prefix, only tested whole.
  if (pattern.includes('\\')) return { pattern, base: '', glob: pattern, literal: false };
  const plain = plainSplit(pattern);
  if (plain) return { pattern, base: plain.base, glob: plain.glob, literal: plain.glob === '' };
  const scan = picomatch.scan(pattern, { unescape: true });
  return {
    pattern,
    base: scan.base,
    glob: scan.isGlob ? scan.glob : '',
    literal: !scan.isGlob && scan.base === pattern,
  };
}

/**
 * Builds pattern tests that share compiled regular expressions. A pattern with a literal prefix
 * is tested as "starts with prefix/" plus a test of the rest, and one compiled test serves every
 * pattern with the same rest (`packages/a/**` and `packages/b/**` share `**`). Compiled and run,
 * a regular expression costs about 15 KB, so this keeps memory flat in the number of targets.
 */
class Tests {
  private readonly shared = new Map<string, Test>();

  private compiled(glob: string): Test {
    let test = this.shared.get(glob);
    if (!test) {
      test = glob === '**' ? globstarTest : compile(glob);
      this.shared.set(glob, test);
    }
    return test;
  }

  /**
   * Whether `path` matches the pattern `s`: a literal compared, "starts with the prefix and `/`"
   * then the rest tested from there (`**`, the commonest rest, where it starts, not sliced). No
   * closure is made for a pattern: thousands are tested once or twice each on a large PR.
   */
  matches(s: Split, path: string): boolean {
    const { base } = s;
    if (s.literal) return path === base;
    if (base === '' || s.glob === '') return (s.compiled ??= this.compiled(s.pattern))(path);
    // The file is the prefix itself (`src/**` matches `src`): the whole pattern is tested.
    if (path.length === base.length) return path === base && this.compiled(s.pattern)(path);
    if (path.charCodeAt(base.length) !== 47 || !path.startsWith(base)) return false;
    const from = base.length + 1;
    if (s.glob === '**') return path.length > from && globstarFrom(path, from);
    return (s.compiled ??= this.compiled(s.glob))(path.slice(from));
  }

  of(s: Split): Test {
    return (path) => this.matches(s, path);
  }
}

interface Entry {
  /** Index of the group (target) this pattern belongs to. */
  group: number;
  /** The pattern as the group gives it. */
  raw: string;
  split: Split;
  /** Set once the pattern matched a path (`unmatchedIncludeGroups` need not look for one). */
  matched: boolean;
  /**
   * Set by `unmatchedIncludeGroups` for an open pattern (none of its entries as written matched):
   * whether it matches no path it was given; undefined for the others.
   */
  dead: boolean | undefined;
  /**
   * Set by `unmatchedIncludeGroups` on the first entry of a dead pattern as written: the groups
   * that write it, in order; undefined on every other entry.
   */
  holders: number[] | undefined;
}

/** The literal base of patterns no path has matched yet (GroupMatcher.openBases). */
export interface OpenBase {
  base: string;
  /** Every such pattern is `base/**`: any path under the base matches it. */
  anyPath: boolean;
}

/** An include pattern that matches no path, as written, with the groups that hold it. */
export interface UnmatchedPattern {
  pattern: string;
  /** The groups that write it, in order (a group once each time it writes it). */
  holders: number[];
}

/** Patterns filed under their literal directory prefix. */
class PatternIndex {
  private readonly byBase = new Map<string, Entry[]>();
  private readonly unanchored: Entry[] = [];
  /**
   * Bit n - 1 set: some base has n segments (bit 31: 32 or more). A file's ancestor of a depth
   * no base has is not sliced and looked up (on a large PR, most of them).
   */
  private depths = 0;

  /** Every entry, in the order added. */
  readonly all: Entry[] = [];

  add(group: number, raw: string, s: Split): void {
    // Every field from the start: one added later gives each entry a property store of its own.
    const entry: Entry = {
      group,
      raw,
      split: s,
      matched: false,
      dead: undefined,
      holders: undefined,
    };
    this.all.push(entry);
    if (s.base === '') {
      this.unanchored.push(entry);
      return;
    }
    const list = this.byBase.get(s.base);
    if (list) list.push(entry);
    else {
      this.byBase.set(s.base, [entry]);
      this.depths |= depthBit(s.base);
    }
  }

  /**
   * Calls `visit` with every pattern that could match `path`: those whose literal prefix is the
   * path itself or one of its parent directories, and those with none. Stops when visit says so.
   */
  candidates(path: string, visit: (entry: Entry) => boolean | void): void {
    const under: (readonly Entry[])[] = [];
    under.length = this.underDir(dirOf(path), under);
    const lists = [this.unanchored, ...under, this.exact(path)];
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i]!;
      for (let j = 0; j < list.length; j++) if (visit(list[j]!) === false) return;
    }
  }

  /** Calls `visit` with each list of patterns that share a literal prefix ('' for none). */
  eachList(visit: (list: readonly Entry[], base: string) => void): void {
    if (this.unanchored.length > 0) visit(this.unanchored, '');
    this.byBase.forEach(visit);
  }

  /** The patterns with no literal prefix: every path is theirs to test. */
  get anywhere(): readonly Entry[] {
    return this.unanchored;
  }

  /**
   * The patterns whose literal prefix is `dir` ('' for the root: none) or one of its parent
   * directories, as lists, the shallowest first, written into `lists` from its start; returns
   * how many (the array is not shortened: emptied, V8 would let its room go, and a push would
   * take it again, a directory each). Only the depths some base has are sliced and looked up (on
   * a large PR, most are not).
   */
  underDir(dir: string, lists: (readonly Entry[])[]): number {
    let count = 0;
    const { depths } = this;
    if (depths === 0 || dir === '') return count;
    let slash = dir.indexOf('/');
    let bit = 1;
    for (;;) {
      if ((depths & bit) !== 0) {
        const list = this.byBase.get(slash === -1 ? dir : dir.slice(0, slash));
        if (list) lists[count++] = list;
      }
      if (slash === -1) return count;
      slash = dir.indexOf('/', slash + 1);
      if (bit !== DEEP) bit <<= 1;
    }
  }

  /** The patterns whose literal prefix is `path` itself (a file, or a directory's pointer). */
  exact(path: string): readonly Entry[] {
    return ((this.depths & depthBit(path)) !== 0 && this.byBase.get(path)) || NONE;
  }
}

/** A test that passes when one of `tests` does. */
const anyOf =
  (tests: readonly Test[]): Test =>
  (path) =>
    tests.some((t) => t(path));

/** Patterns of one prefix looked through one by one, up to this many; more get a map each. */
const SMALL_LIST = 8;

/** No patterns. */
const NONE: readonly Entry[] = [];

/** The directory of a repository-relative path: '' for one at the root. */
const dirOf = (path: string): string => {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
};

/** Paths as offsets into the text of a listing: `text.slice(starts[i], ends[i])`. */
export interface PathOffsets {
  text: string;
  starts: readonly number[];
  ends: readonly number[];
}

/** Text in which `<` may not be git's order: a surrogate pair, or U+FFFD for bytes not UTF-8. */
const UNSORTED = /[\uD800-\uDFFF\uFFFD]/;

/** The bit of PatternIndex.depths for a path of 32 segments or more. */
const DEEP = 1 << 31;

/** A base's bit in PatternIndex.depths: bit n - 1 for n segments, DEEP from 32 on. */
function depthBit(base: string): number {
  let bit = 1;
  for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
    if (bit === DEEP) break;
    bit <<= 1;
  }
  return bit;
}

/** `a`, `a/b` for `a/b/c`: the directories above a path (none for a name at the root). */
export function dirsAbove(path: string): string[] {
  const dirs: string[] = [];
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1))
    dirs.push(path.slice(0, slash));
  return dirs;
}

/**
 * A tree's paths in git's order (`git ls-tree -r`: byte order, which is JavaScript's `<` but for
 * a name with a character above U+FFFF beside one in U+E000-U+FFFF), searched by prefix: the
 * paths under a directory are one run of the list, found by binary search. A listing's paths
 * are kept as offsets into its text (PathOffsets), not as 20,000 strings that every garbage
 * collection of a large run copies: a path is sliced when a search reads it.
 */
export class SortedPaths {
  /** The paths as strings: given, or made from the text on first use of `paths`. */
  private list: readonly string[] | undefined;
  private readonly text: string;
  /** Where each path starts and ends in `text`, when read from it. */
  private readonly starts: readonly number[];
  private readonly ends: readonly number[];
  readonly length: number;

  /**
   * `paths` in git's order (a tree's listing, a diff's), which is JavaScript's `<` unless a name
   * holds a character above U+FFFF (a surrogate pair here) or bytes that are no UTF-8 (U+FFFD
   * here): then a sorted copy is taken. `text`: the paths' text, scanned once for those. Or the
   * paths as offsets into a listing's text (`starts[i]` to `ends[i]`).
   */
  constructor(paths: readonly string[] | PathOffsets, text?: string) {
    const offsets = Array.isArray(paths) ? undefined : (paths as PathOffsets);
    const list = offsets ? undefined : (paths as readonly string[]);
    const scanned = offsets?.text ?? text ?? list!.join('\0');
    const unsorted = UNSORTED.test(scanned);
    this.text = offsets?.text ?? '';
    this.starts = offsets?.starts ?? [];
    this.ends = offsets?.ends ?? [];
    this.length = offsets ? offsets.starts.length : list!.length;
    this.list = list && (unsorted ? [...list].sort() : list);
    if (offsets && unsorted) this.list = [...this.paths].sort();
  }

  /** The path at `i`. */
  at(i: number): string {
    return this.list ? this.list[i]! : this.text.slice(this.starts[i], this.ends[i]);
  }

  /** Every path, in order. */
  get paths(): readonly string[] {
    this.list ??= this.starts.map((start, i) => this.text.slice(start, this.ends[i]));
    return this.list;
  }

  /**
   * A search of the paths, one base after another: whether a path lies under `base/`, or is
   * `base` itself, and passes `test(path, by)` (only those paths are tested, until one passes;
   * every path when `base` is ''). `literal`: the pattern is the path `base` and nothing under
   * it. A base not below the last gallops on from where the last search ended instead of halving
   * the whole list (thousands of bases over a large tree); a lower one starts from the top.
   */
  reader<T>(): (
    base: string,
    literal: boolean,
    test: (path: string, by: T) => boolean,
    by: T,
  ) => boolean {
    let from = 0;
    let last = '';
    return (base, literal, test, by) => {
      const n = this.length;
      // Bases in ascending order gallop on; one below the last searches from the start.
      if (base < last) from = 0;
      last = base;
      // Out of line: an arrow here capturing `test` and `by` would make every call allocate them.
      if (base === '') return this.someOf(test, by);
      const at = this.lowerBound(base, from, n);
      from = at;
      // The paths that start with `base` are one run from `at`: none there, none under it.
      if (at >= n || !this.startsWithAt(at, base)) return false;
      if (this.lengthAt(at) === base.length && test(base, by)) return true;
      if (literal) return false;
      const [start, end] = this.under(base, at, n);
      for (let i = start; i < end; i++) if (test(this.at(i), by)) return true;
      return false;
    };
  }

  /** Whether any path passes `test`. */
  private someOf<T>(test: (path: string, by: T) => boolean, by: T): boolean {
    return this.paths.some((path) => test(path, by));
  }

  /** The length of the path at `i`. */
  private lengthAt(i: number): number {
    return this.list ? this.list[i]!.length : this.ends[i]! - this.starts[i]!;
  }

  /** Whether the path at `i` starts with `prefix`, read in place. */
  private startsWithAt(i: number, prefix: string): boolean {
    if (this.list) return this.list[i]!.startsWith(prefix);
    const start = this.starts[i]!;
    return this.ends[i]! - start >= prefix.length && this.text.startsWith(prefix, start);
  }

  /**
   * Whether the path at `i` sorts before `key` (JavaScript's `<`, unit by unit), read in place:
   * a search of thousands of bases slices no path of a listing's text.
   */
  private before(i: number, key: string): boolean {
    if (this.list) return this.list[i]! < key;
    const { text } = this;
    const start = this.starts[i]!;
    const length = this.ends[i]! - start;
    const n = length < key.length ? length : key.length;
    for (let k = 0; k < n; k++) {
      const a = text.charCodeAt(start + k);
      const b = key.charCodeAt(k);
      if (a !== b) return a < b;
    }
    return length < key.length;
  }

  /** The index of the first path from `from` on not below `key`: galloping, then halving. */
  private lowerBound(key: string, from: number, to: number): number {
    // Integer operations only (`<<`, `>>`, no Math.min): the optimized code then keeps each value
    // a small integer, where `*` or `>>>` would box some in a heap number, a search's step each.
    let step = 1;
    let lo = from;
    while (lo + step < to && this.before(lo + step, key)) {
      lo += step;
      step <<= 1;
    }
    let hi = lo + step < to ? lo + step : to;
    if (lo < hi && !this.before(lo, key)) return lo;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(mid, key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The run of paths under `dir/` (every path for ''), as [start, end), looked for from `from`.
   * '0' is the character after '/', so `dir0` ends the run (`dir-x` and `dir.x` sort before it).
   */
  under(dir: string, from = 0, to = this.length): [number, number] {
    if (dir === '') return [from, to];
    const start = this.lowerBound(`${dir}/`, from, to);
    return [start, this.lowerBound(`${dir}0`, start, to)];
  }

  /** The first path under `dir/` (of all, for ''), or undefined when none is. */
  firstUnder(dir: string): string | undefined {
    const [start, end] = this.under(dir);
    return start < end ? this.at(start) : undefined;
  }

  /** Whether `path` is a path of the list, or a directory some path lies under. */
  holds(path: string): boolean {
    const n = this.length;
    const at = this.lowerBound(path, 0, n);
    if (at < n && this.at(at) === path) return true;
    const under = this.lowerBound(`${path}/`, at, n);
    return under < n && this.at(under).startsWith(`${path}/`);
  }

  /**
   * The names directly under `dir` ('' for the root), in the order of the paths; none for a
   * file or a missing directory. One step per name: a subdirectory's run is jumped over.
   */
  childNames(dir: string): string[] {
    const names: string[] = [];
    const prefix = dir === '' ? 0 : dir.length + 1;
    const [start, end] = this.under(dir);
    let i = start;
    while (i < end) {
      const path = this.at(i);
      const slash = path.indexOf('/', prefix);
      names.push(slash === -1 ? path.slice(prefix) : path.slice(prefix, slash));
      // A subdirectory's run starts here: it ends at its name followed by '0'.
      i = slash === -1 ? i + 1 : this.lowerBound(`${path.slice(0, slash)}0`, i, end);
    }
    return names;
  }
}

/** The first changed file (in input order) that made a group match, and the pattern. */
export interface Hit {
  file: string;
  pattern: string;
}

export interface PatternGroup {
  include: readonly string[];
  exclude?: readonly string[];
}

/**
 * Matches files against many groups of patterns (one group per target) without testing every
 * file against every pattern: a file is tested only against patterns whose literal prefix is one
 * of its ancestors (or that have none), and a group that already matched is skipped. `!`
 * exclusions apply to their own group only and are tested only when an include pattern hits.
 * Work grows with files x (patterns that can apply to each), not files x patterns.
 */
export class GroupMatcher {
  private readonly tests: Tests;
  private readonly index = new PatternIndex();
  /** Per group: its exclusion test, built on first use; null when it has none. */
  private readonly excludes: (Test | null | undefined)[];

  /** `sharing`: another matcher whose compiled tests this one uses (and adds to). */
  constructor(
    private readonly groups: readonly PatternGroup[],
    sharing?: GroupMatcher,
  ) {
    this.tests = sharing?.tests ?? new Tests();
    groups.forEach((group, i) => group.include.forEach((p) => this.index.add(i, p, split(p))));
    this.excludes = groups.map(() => undefined);
  }

  private matches(entry: Entry, file: string): boolean {
    if (!this.tests.matches(entry.split, file)) return false;
    entry.matched = true;
    return !this.excluded(entry.group, file);
  }

  private excluded(group: number, file: string): boolean {
    let test = this.excludes[group];
    if (test === undefined) test = this.excludes[group] = this.exclusionOf(group);
    return test !== null && test(file);
  }

  /** A group's exclusion test; null when it has none (most: nothing is made for them). */
  private exclusionOf(group: number): Test | null {
    const patterns = this.groups[group]!.exclude;
    // No arrow here: one capturing `this` would make every call allocate (thousands, most none).
    if (!patterns?.length) return null;
    const tests: Test[] = [];
    for (let i = 0; i < patterns.length; i++) tests.push(this.tests.of(split(patterns[i]!)));
    return anyOf(tests);
  }

  /** For each group that some file matches, the first such file and the pattern. */
  match(files: readonly string[]): Map<number, Hit> {
    return this.classify(files, false).hits;
  }

  /** The files (in input order) that no group matches, exclusions applied. */
  unmatched(files: readonly string[]): string[] {
    return this.classify(files, true).unmatched;
  }

  /**
   * One pass over the files: for each group the first file that matches it and the pattern,
   * and, when asked, the files no group matches. A file's patterns of groups that already
   * matched are tested only while the file itself has matched nothing.
   */
  classify(
    files: readonly string[],
    withUnmatched: boolean,
  ): { hits: Map<number, Hit>; unmatched: string[] } {
    const hits = new Map<number, Hit>();
    const unmatched: string[] = [];
    const total = this.groups.length;
    const { index } = this;
    /** Tests `file` against `list`; whether it has matched, given whether it had (`matched`). */
    const scan = (list: readonly Entry[], file: string, matched: boolean): boolean => {
      for (let j = 0; j < list.length; j++) {
        const entry = list[j]!;
        const known = hits.has(entry.group);
        if (known && (matched || !withUnmatched)) continue;
        if (!this.matches(entry, file)) continue;
        matched = true;
        if (!known) hits.set(entry.group, { file, pattern: entry.split.pattern });
      }
      return matched;
    };
    // A diff names files in path order, so the files of one directory come together: its
    // patterns are looked up once for them all (a large PR's 20,000 files lie in 2,000).
    let dir: string | undefined;
    // One list of lists for the run, refilled for each directory: its first `count` hold them.
    const lists: (readonly Entry[])[] = [];
    let count = 0;
    for (let i = 0; i < files.length; i++) {
      const file = files[i]!;
      if (!withUnmatched && hits.size === total) break;
      const slash = file.lastIndexOf('/');
      if (dir === undefined || slash !== dir.length || !file.startsWith(dir)) {
        dir = slash === -1 ? '' : file.slice(0, slash);
        count = index.underDir(dir, lists);
      }
      // In the order `candidates` gives: no prefix, the directories from the root, the file.
      let matched = scan(index.anywhere, file, false);
      for (let k = 0; k < count; k++) matched = scan(lists[k]!, file, matched);
      matched = scan(index.exact(file), file, matched);
      if (withUnmatched && !matched) unmatched.push(file);
    }
    return { hits, unmatched };
  }

  /**
   * The include patterns (as the groups give them, each once, in the groups' order) that match no
   * path of `lists`, nor any path this matcher has matched before; `skip` leaves a pattern out
   * (by its literal base). Each is looked up by its literal base, one search in each list (two
   * more when some path starts with it), and its test is run only on the paths under it: a base
   * no path lies under settles the pattern without a glob. A pattern written by several groups
   * is looked for once. Each with the groups that hold it (in order, a group once for each time
   * it writes the pattern).
   */
  unmatchedIncludeGroups(
    lists: readonly SortedPaths[],
    skip?: (base: string) => boolean,
  ): UnmatchedPattern[] {
    // An empty list (the paths a diff removed, mostly none) holds nothing to look for.
    const readers = lists.filter((list) => list.length > 0).map((list) => list.reader<Split>());
    // The glob is compiled only for a base some path lies under.
    const test = (path: string, s: Split) => this.tests.matches(s, path);
    const found = (s: Split): boolean => {
      for (let r = 0; r < readers.length; r++) {
        if (readers[r]!(s.base, s.literal, test, s)) return true;
      }
      return false;
    };
    // A pattern's entries share its literal prefix, so each list (of one prefix) is settled on
    // its own: no set or map of every pattern is made (a large rules file has thousands), and a
    // pattern written by several groups is looked for once. A list longer than SMALL_LIST gets
    // maps of its own; a shorter one is looked through.
    this.index.eachList((list, base) => {
      const skipped = skip?.(base) === true;
      const many = list.length > SMALL_LIST;
      /** Per pattern as written: whether some entry of it matched, then its first entry. */
      const byRaw = many ? new Map<string, Entry | true>() : undefined;
      const byPattern = many ? new Map<string, boolean>() : undefined;
      if (byRaw) for (const e of list) if (e.matched) byRaw.set(e.raw, true);
      for (let i = 0; i < list.length; i++) {
        const entry = list[i]!;
        entry.holders = undefined;
        // The first entry of its pattern as written (itself when none before), or true when some
        // entry of it matched.
        let first: Entry | true | undefined = byRaw?.get(entry.raw);
        for (let j = 0; !byRaw && first !== true && j < list.length; j++) {
          const e = list[j]!;
          if (e.raw !== entry.raw) continue;
          if (e.matched) first = true;
          else if (j <= i) first ??= e;
        }
        first ??= entry;
        byRaw?.set(entry.raw, first);
        // Not open: some entry of the same pattern as written matched, or the prefix is left out.
        if (skipped || first === true) {
          entry.dead = undefined;
          continue;
        }
        // Looked for once a pattern: an earlier open entry of it in this list says.
        const { pattern } = entry.split;
        let seen = byPattern?.get(pattern);
        for (let j = 0; !byPattern && seen === undefined && j < i; j++) {
          const e = list[j]!;
          if (e.dead !== undefined && e.split.pattern === pattern) seen = e.dead;
        }
        entry.dead = seen ?? !found(entry.split);
        byPattern?.set(pattern, entry.dead);
        // A list of one made as such: `[]` then a push would take room for sixteen.
        if (!entry.dead) continue;
        if (first.holders) first.holders.push(entry.group);
        else first.holders = [entry.group];
      }
    });
    // In the groups' order: each pattern as written at its first entry, the only one holding it.
    const unmatched: UnmatchedPattern[] = [];
    const { all } = this.index;
    for (let i = 0; i < all.length; i++) {
      const { raw, holders } = all[i]!;
      if (holders) unmatched.push({ pattern: raw, holders });
    }
    return unmatched;
  }

  /**
   * The literal bases of the lists that hold an include pattern no path has matched yet (each
   * base once), or undefined when such a pattern has none (it could match any path): where the
   * dead-pattern look-up will search, before it does. `anyPath`: every such pattern there is
   * `base/**`, which any path under the base matches (git's paths have no `.` or `..` segment).
   * Undefined too past `most` bases: the look-up will not go by them.
   */
  openBases(most = Infinity): OpenBase[] | undefined {
    const bases: OpenBase[] = [];
    let anywhere = false;
    this.index.eachList((list, base) => {
      if (anywhere || bases.length > most) return;
      let open = false;
      let anyPath = true;
      for (let i = 0; i < list.length; i++) {
        const { matched, split } = list[i]!;
        if (matched) continue;
        open = true;
        anyPath &&= !split.literal && split.glob === '**';
      }
      if (!open) return;
      if (base === '') anywhere = true;
      else bases.push({ base, anyPath });
    });
    return anywhere || bases.length > most ? undefined : bases;
  }

  /** The first file that matches any group, or undefined. */
  first(files: Iterable<string>): Hit | undefined {
    for (const file of files) {
      let hit: Hit | undefined;
      this.index.candidates(file, (entry) => {
        if (!this.matches(entry, file)) return true;
        hit = { file, pattern: entry.split.pattern };
        return false;
      });
      if (hit) return hit;
    }
    return undefined;
  }
}
