/**
 * Target rules whose patterns cannot match: a pattern (not a `!` exclusion) that matches no path
 * of either compared commit can never make its target impacted, and a typo (`packages/auht/**`)
 * is otherwise as quiet as a README edit. Found on every run with rules, from the head's tree and
 * the diff's own paths: a path of the base that the head lacks is one the diff deletes (or renames
 * from), so the base's tree need not be listed. The head's tree is read from the repository's
 * index when the index is that tree (git-index.ts: a pull request's merge commit checked out, its
 * tree named by the diff's own process), else listed by one `git ls-tree -r`, started beside the
 * diff where the head is known before it. A large index (12,000 paths or more) is not read for
 * a few patterns: git lists what lies at their bases instead (base-listing.ts). A warning, not an
 * error: a rules file shared by several repositories may name paths that this one lacks.
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
import { eachTreeEntryAt, isGitlinkAt, type GitRunner } from './diff/git.js';
import { indexEntryCount, readIndexTree } from './diff/git-index.js';
import type { Browse, Tree } from './base-listing.js';
import { GroupMatcher, SortedPaths, dirsAbove, patternBase } from './matcher.js';
import type { TargetRule } from './rules.js';

/** One pattern no path of either commit matches, with the rules that hold it. */
export interface DeadPattern {
  pattern: string;
  /** The rules that hold it, by index in the rules given (once each time one writes it). */
  holders: readonly number[];
  /** The nearest path of the tree (the pattern rewritten when its whole base was found). */
  suggestion?: string | undefined;
}

/** A whole tree: its paths are browsed as they are (SortedPaths is a Browse). */
const treeOf = (paths: SortedPaths, gitlinks: string[]): Tree => ({
  paths,
  gitlinks,
  browse: paths,
});

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
    if (isGitlinkAt(output, start)) gitlinks.push(output.slice(tab + 1, stop));
  });
  return treeOf(new SortedPaths({ text: output, starts, ends }), gitlinks);
}

/**
 * One commit's tree listed: the paths, or undefined when git cannot list it. `entries`: how many
 * paths it holds, when known before it is read (the index's header), so that a large one need
 * not be read whole for a few patterns.
 */
export interface Listing {
  commit: string;
  entries?: number | undefined;
  tree(): Promise<Tree | undefined>;
}

/**
 * `commit`'s tree from the index of the repository at `top` (git-index.ts), whose cache tree
 * must name `tree` (the id the diff's process gave); read when asked for. When the index is not
 * that tree: `otherwise`'s (a listing started beside the diff), else undefined (git lists it).
 */
export function indexListing(
  top: string,
  commit: string,
  tree: string,
  otherwise?: Listing,
): Listing {
  return {
    commit,
    entries: indexEntryCount(top),
    async tree() {
      const read = readIndexTree(top, tree);
      if (read) return treeOf(new SortedPaths(read), read.gitlinks);
      return otherwise?.commit === commit ? otherwise.tree() : undefined;
    },
  };
}

/**
 * Starts listing `commit`'s tree (the head the diff will most likely compare), beside the diff;
 * not when the index of the repository at `top` says the tree is large (BASE_LISTING_FROM) and
 * the look-up may go by the bases of `ruleSets` (each pattern has one, and they are few): then
 * the tree is listed whole only if the look-up asks for it.
 */
export function startListing(
  git: GitRunner,
  commit: string,
  top?: string,
  ruleSets: readonly (readonly TargetRule[])[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Listing {
  const entries = top === undefined ? undefined : indexEntryCount(top, env);
  if (entries !== undefined && entries >= baseListingFrom(env) && fewBases(ruleSets)) {
    let later: Promise<Tree | undefined> | undefined;
    return {
      commit,
      entries,
      tree: () => (later ??= listTree(git, commit).catch(() => undefined)),
    };
  }
  const tree = listTree(git, commit).catch(() => undefined);
  return { commit, tree: () => tree };
}

/** Whether each include pattern of `ruleSets` has a base, and they are BASE_LISTING_BASES at most. */
function fewBases(ruleSets: readonly (readonly TargetRule[])[]): boolean {
  const bases = new Set<string>();
  for (const rules of ruleSets)
    for (const rule of rules)
      for (const pattern of rule.include) {
        const base = patternBase(pattern);
        if (base === '') return false;
        bases.add(base);
        if (bases.size > BASE_LISTING_BASES) return false;
      }
  return true;
}

async function listTree(git: GitRunner, commit: string): Promise<Tree | undefined> {
  const listed = await git.tryRun(treeListArgs(commit));
  return listed.ok ? parseTree(listed.stdout) : undefined;
}

/**
 * From how many paths a tree is not read whole when the look-up searches few bases. Measured on a
 * small virtual machine (the small PR in repositories of 5,000 to 100,000 files): reading the
 * index cost the run 4 ms at 5,000 paths, 7 at 10,000, 30 to 44 at 15,000 and 20,000 (its young
 * generation's first scavenges) and 48 at 100,000, where the git process that lists what lies
 * at the bases costs 14 to 23 ms at every size (docs/performance.md, "A small pull request in a
 * large repository"). `MERGE_QUEUE_CONNECT_BASE_LISTING_FROM` sets it for the tests (not for
 * users to set).
 */
const BASE_LISTING_FROM = 12_000;
/** Up to how many bases: git tests each path it walks against every base it is given. */
const BASE_LISTING_BASES = 256;

/** BASE_LISTING_FROM, or `MERGE_QUEUE_CONNECT_BASE_LISTING_FROM` when set to a number. */
function baseListingFrom(env: NodeJS.ProcessEnv): number {
  const set = Number(env.MERGE_QUEUE_CONNECT_BASE_LISTING_FROM || NaN);
  return Number.isFinite(set) ? set : BASE_LISTING_FROM;
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
  /** The environment (MERGE_QUEUE_CONNECT_BASE_LISTING_FROM). */
  env?: NodeJS.ProcessEnv;
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
  { early, suggest = Infinity, matcher, env = process.env }: DeadPatternOptions = {},
): Promise<DeadPattern[] | undefined> {
  if (!rules.some((rule) => rule.include.length > 0)) return [];
  const rulesMatcher = matcher ?? new GroupMatcher(rules);
  const listing = compared.to === early?.commit ? early : undefined;
  // A large tree is listed at the bases of the open patterns when they are few (and each has one).
  const entries = listing?.entries;
  const large = entries !== undefined && entries >= baseListingFrom(env);
  const bases = large ? rulesMatcher.openBases(BASE_LISTING_BASES) : undefined;
  // Every pattern matched a changed file: nothing to look for, no tree to read.
  if (bases?.length === 0) return [];
  const tree =
    (bases
      ? await (await import('./base-listing.js')).listBases(git, compared.to, bases)
      : await listing?.tree()) ?? (await listTree(git, compared.to));
  if (!tree) return undefined;
  const removed = new SortedPaths(compared.removed);
  const { gitlinks: links, live } = tree;
  const open: DeadPattern[] = rulesMatcher.unmatchedIncludeGroups(
    [tree.paths, removed],
    links.length > 0 || live?.size
      ? (base) => live?.has(base) === true || inside(base, links)
      : undefined,
  );
  if (open.length === 0) return [];
  const dead = await outsideBaseSubmodules(open, compared, git);
  const near = nearestPaths(tree.browse);
  const named: DeadPattern[] = [];
  for (let i = 0; i < dead.length; i++) {
    const p = dead[i]!;
    named.push(i < suggest ? { ...p, suggestion: await near(p.pattern) } : p);
  }
  return named;
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
    const named = (base === '' ? [] : [...dirsAbove(base), base]).filter((dir) => gone.has(dir));
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
function nearestPaths(tree: Browse): (pattern: string) => Promise<string | undefined> {
  // Several suggestions mostly start at the same directories (the root's names, every time).
  const names = new Map<string, string[]>();
  const childNames = async (dir: string) => {
    const known = names.get(dir);
    if (known) return known;
    const listed = await tree.childNames(dir);
    names.set(dir, listed);
    return listed;
  };
  return async (pattern) => {
    const base = patternBase(pattern.replace(/^(\.\/)+/, ''));
    if (base === '') return undefined;
    let dir = '';
    let changed = false;
    for (const name of base.split('/')) {
      // The names there are listed only when this one is missing (the root may hold thousands).
      const found = (await tree.holds(dir === '' ? name : `${dir}/${name}`))
        ? name
        : closestWord(name, await childNames(dir));
      if (found === undefined) return dir === '' ? undefined : dir;
      changed ||= found !== name;
      dir = dir === '' ? found : `${dir}/${found}`;
    }
    if (!changed) return (await tree.firstUnder(dir)) ?? dir;
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
