/**
 * Target rules whose patterns cannot match: a pattern (not a `!` exclusion) that matches no path
 * of either compared commit can never make its target impacted, and a typo (`packages/auht/**`)
 * is otherwise as quiet as a README edit. Found on every run with rules, from the head's tree and
 * the diff's own paths: a path of the base that the head lacks is one the diff deletes (or renames
 * from), so the base's tree need not be listed. The head's tree is read from the repository's
 * index when the index is that tree (git-index.ts: a pull request's merge commit checked out, its
 * tree named by the diff's own process), else listed by one `git ls-tree -r`, started beside the
 * diff where the head is known before it. A warning, not an error: a rules file shared by several
 * repositories may name paths that this one lacks.
 *
 * The rules' matcher answers (GroupMatcher.unmatchedIncludeGroups): a pattern that matched a
 * changed file is known; any other is looked up once by its literal base (`packages/auth` of
 * `packages/auth/**`) in the sorted paths, and tested, with the rules' own compiled tests, only on
 * the paths under it, so a base no path starts with costs one search (galloping on from the
 * last base's) and no glob. Only the first few dead patterns, those a warning names, get words
 * and the nearest path.
 */
import { closestWord, listCapped } from '../format.js';
import { ACTION_VOICE, type Voice } from '../voice.js';
import type { Comparison } from './diff/changed-files.js';
import { treeListArgs } from './diff/early-git.js';
import { eachTreeEntryAt, type GitRunner } from './diff/git.js';
import { readIndexTree } from './diff/git-index.js';
import { GroupMatcher, SortedPaths, patternBase } from './matcher.js';
import type { TargetRule } from './rules.js';

/** One pattern no path of either commit matches, with the rules that hold it. */
export interface DeadPattern {
  pattern: string;
  /** The rules that hold it, by index in the rules given (once each time one writes it). */
  holders: readonly number[];
  /** The nearest path of the tree (the pattern rewritten when its whole base was found). */
  suggestion?: string | undefined;
}

/** The paths of one commit's tree and its submodules (whose files no listing holds). */
interface Tree {
  paths: SortedPaths;
  gitlinks: string[];
}

/**
 * `git ls-tree -r -z --full-tree`: `<mode> SP <type> SP <oid> TAB <path> NUL` per entry. The
 * paths are kept as offsets into the output (SortedPaths), so a tree of 20,000 files makes no
 * 20,000 strings.
 */
function parseTree(output: string): Tree {
  const starts: number[] = [];
  const ends: number[] = [];
  const gitlinks: string[] = [];
  eachTreeEntryAt(output, (start, tab, stop) => {
    starts.push(tab + 1);
    ends.push(stop);
    if (output.charCodeAt(start + 1) === 54 /* 6 of 160000 */ && output.startsWith('160000', start))
      gitlinks.push(output.slice(tab + 1, stop));
  });
  return { paths: new SortedPaths({ text: output, starts, ends }), gitlinks };
}

/** One commit's tree listed: the paths, or undefined when git cannot list it. */
export type Listing = { commit: string; tree: Promise<Tree | undefined> };

/**
 * `commit`'s tree from the index of the repository at `top` (git-index.ts), when the diff's
 * process named the tree (`tree`, its id) and the index is that tree; else undefined, and the
 * tree is listed by git.
 */
export function indexListing(top: string, commit: string, tree: string): Listing | undefined {
  const read = readIndexTree(top, tree);
  if (!read) return undefined;
  return {
    commit,
    tree: Promise.resolve({ paths: new SortedPaths(read), gitlinks: read.gitlinks }),
  };
}

/** Starts listing `commit`'s tree (the head the diff will most likely compare), beside the diff. */
export function startListing(git: GitRunner, commit: string): Listing {
  const tree = listTree(git, commit).catch(() => undefined);
  return { commit, tree };
}

async function listTree(git: GitRunner, commit: string): Promise<Tree | undefined> {
  const listed = await git.tryRun(treeListArgs(commit));
  return listed.ok ? parseTree(listed.stdout) : undefined;
}

/** What git compared: the two commits (`to` the head), and what the diff removed. */
export interface Compared {
  to: string;
  from: string;
  /**
   * The paths of `from` that `to` lacks or holds as another kind of entry (ChangedFiles'
   * `removed`): with `to`'s tree, every path of either commit.
   */
  removed: readonly string[];
}

/** How the look-up is made: the head's listing already started, the rules' matcher. */
export interface DeadPatternOptions {
  /** A listing started beside the diff, used when it is of `to`. */
  early?: Listing | undefined;
  /** The first `suggest` dead patterns get the nearest path (a search of the tree's names each). */
  suggest?: number;
  /**
   * The rules' matcher, built from `rules`: what it matched is known, and its compiled tests
   * serve the look-up. A new one otherwise.
   */
  matcher?: GroupMatcher | undefined;
}

/** Inside a submodule a listing holds no file: nothing can be said of a pattern there. */
const inside = (base: string, links: Iterable<string>): boolean => {
  for (const link of links) if (base === link || base.startsWith(`${link}/`)) return true;
  return false;
};

/**
 * The include patterns of `rules` that match no path of either compared commit: the head's tree
 * and the paths the diff removed; undefined when the head cannot be listed (nothing can be said
 * then). The first `suggest` get the nearest path of the head's tree (a shared rules file may
 * name thousands this one lacks).
 */
export async function deadPatterns(
  rules: readonly TargetRule[],
  compared: Compared,
  git: GitRunner,
  { early, suggest = Infinity, matcher }: DeadPatternOptions = {},
): Promise<DeadPattern[] | undefined> {
  if (!rules.some((rule) => rule.include.length > 0)) return [];
  const tree =
    (compared.to === early?.commit ? await early.tree : undefined) ??
    (await listTree(git, compared.to));
  if (!tree) return undefined;
  const removed = new SortedPaths(compared.removed);
  const links = tree.gitlinks;
  const open: DeadPattern[] = (matcher ?? new GroupMatcher(rules)).unmatchedIncludeGroups(
    [tree.paths, removed],
    links.length > 0 ? (base) => inside(base, links) : undefined,
  );
  if (open.length === 0) return [];
  const dead = await outsideBaseSubmodules(open, compared, git);
  const near = nearestPaths(tree.paths);
  return dead.map((p, i) => (i < suggest ? { ...p, suggestion: near(p.pattern) } : p));
}

/**
 * The patterns of `open` not inside a submodule of the base. A submodule of the base that the
 * head lacks (or holds as a file or directory) is a path the diff removed, and only such a path
 * at or above a pattern's base can be one: in that rare case git is asked which of them are
 * submodules there (`open` is all that is known otherwise).
 */
async function outsideBaseSubmodules(
  open: DeadPattern[],
  { removed, from }: Compared,
  git: GitRunner,
): Promise<DeadPattern[]> {
  if (removed.length === 0) return open;
  const gone = new Set(removed);
  const above = new Map<DeadPattern, string[]>();
  for (const p of open) {
    const base = patternBase(p.pattern);
    const named: string[] = [];
    for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
      if (gone.has(base.slice(0, slash))) named.push(base.slice(0, slash));
    }
    if (base !== '' && gone.has(base)) named.push(base);
    if (named.length > 0) above.set(p, named);
  }
  if (above.size === 0) return open;
  const paths = [...new Set([...above.values()].flat())];
  const listed = await git
    .tryRun([
      '--literal-pathspecs',
      ...treeListArgs(from).filter((a) => a !== '-r'),
      '--',
      ...paths,
    ])
    .catch(() => undefined);
  // Unknown: nothing is said of those patterns.
  if (!listed?.ok) return open.filter((p) => !above.has(p));
  const links = parseTree(listed.stdout).gitlinks;
  return open.filter((p) => !inside(patternBase(p.pattern), links));
}

/**
 * For a pattern, the nearest path of the tree: its literal base followed segment by segment,
 * a missing segment replaced by the closest name there (`packages/auht` -> `packages/auth`).
 * When every segment was found the pattern is rewritten on that base (`packages/auth/**`);
 * when the base exists as it is, a path under it is given; else the deepest directory reached.
 */
function nearestPaths(tree: SortedPaths): (pattern: string) => string | undefined {
  // Several suggestions mostly start at the same directories (the root's names, every time).
  const names = new Map<string, string[]>();
  const childNames = (dir: string) =>
    names.get(dir) ?? names.set(dir, tree.childNames(dir)).get(dir)!;
  return (pattern) => {
    const base = patternBase(pattern.replace(/^(\.\/)+/, ''));
    if (base === '') return undefined;
    let dir = '';
    let changed = false;
    for (const name of base.split('/')) {
      // The names there are listed only when this one is missing (the root may hold thousands).
      const found = tree.holds(dir === '' ? name : `${dir}/${name}`)
        ? name
        : closestWord(name, childNames(dir));
      if (found === undefined) return dir === '' ? undefined : dir;
      changed ||= found !== name;
      dir = dir === '' ? found : `${dir}/${found}`;
    }
    if (!changed) {
      const [start, end] = tree.under(dir);
      return start < end ? tree.at(start) : dir;
    }
    const rest = pattern.replace(/^(\.\/)+/, '').slice(base.length);
    return `${dir}${rest}`;
  };
}

/** Dead patterns named one warning each, the first few; the rest in one more. */
const DEAD_PATTERN_WARNINGS = 5;

/**
 * The warnings for rule patterns that match no path of either compared commit (a typo:
 * `packages/auht/**`), with the nearest path of the tree. `removed`: what the diff removed.
 */
export async function deadPatternWarnings(
  rules: readonly TargetRule[],
  { comparison, removed }: { comparison: Comparison; removed: readonly string[] },
  git: GitRunner,
  voice: Voice = ACTION_VOICE,
  options: Omit<DeadPatternOptions, 'suggest'> = {},
): Promise<string[]> {
  if (!rules.some((rule) => rule.include.length > 0)) return [];
  const compared = { to: comparison.to, from: comparison.from, removed };
  const dead = await deadPatterns(rules, compared, git, {
    ...options,
    suggest: DEAD_PATTERN_WARNINGS,
  }).catch(() => undefined);
  return warningsOf(dead, rules, voice);
}

function warningsOf(
  dead: DeadPattern[] | undefined,
  rules: readonly TargetRule[],
  voice: Voice,
): string[] {
  if (!dead || dead.length === 0) return [];
  const whose = (p: DeadPattern) =>
    p.holders
      .map((i) => `target ${JSON.stringify(rules[i]!.name)} (${voice.input(rules[i]!.input)})`)
      .join(', ');
  const warnings = dead.slice(0, DEAD_PATTERN_WARNINGS).map((p) => {
    const targets = p.holders.map((i) => JSON.stringify(rules[i]!.name)).join(', ');
    const near =
      p.suggestion === undefined
        ? ''
        : ` The nearest path there is ${JSON.stringify(p.suggestion)}: is that what it means?`;
    return (
      `Pattern ${JSON.stringify(p.pattern)} of ${whose(p)} matches no file of either compared commit, ` +
      `so it can never make ${targets} impacted.${near} ` +
      '(A rules file shared by several repositories may name paths that this one lacks: then nothing is wrong.)'
    );
  });
  const rest = dead.slice(DEAD_PATTERN_WARNINGS);
  if (rest.length > 0) {
    warnings.push(
      `${rest.length} more ${rest.length === 1 ? 'pattern matches' : 'patterns match'} no file of either compared commit: ` +
        listCapped(rest.map((p) => p.pattern)),
    );
  }
  return warnings;
}
