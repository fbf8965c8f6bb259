/**
 * Target rules whose patterns cannot match: a pattern (not a `!` exclusion) that matches no path
 * of either compared commit can never make its target impacted, and a typo (`packages/auht/**`)
 * is otherwise as quiet as a README edit. Found on every run with rules from the two commits'
 * trees, one `git ls-tree -r` each: the head's first, started beside the diff (so it costs the
 * run no time of its own), and the base's only for the patterns the head lacks. A warning, not
 * an error: a rules file shared by several repositories may name paths that this one lacks.
 */
import { closestWord, listCapped } from '../format.js';
import { ACTION_VOICE, type Voice } from '../voice.js';
import type { Comparison } from './diff/changed-files.js';
import { treeListArgs } from './diff/early-git.js';
import { eachTreeEntry, type GitRunner } from './diff/git.js';
import { GroupMatcher, patternBase } from './matcher.js';
import type { TargetRule } from './rules.js';

/** One pattern no path of either commit matches, with the rules that hold it. */
export interface DeadPattern {
  pattern: string;
  rules: { name: string; input: string }[];
  /** The nearest path of the tree (the pattern rewritten when its whole base was found). */
  suggestion?: string | undefined;
}

/** The paths of one commit's tree and its submodules (whose files no listing holds). */
interface Tree {
  paths: string[];
  gitlinks: string[];
}

/** `git ls-tree -r -z --full-tree`: `<mode> SP <type> SP <oid> TAB <path> NUL` per entry. */
function parseTree(output: string): Tree {
  const paths: string[] = [];
  const gitlinks: string[] = [];
  eachTreeEntry(output, (file, start) => {
    paths.push(file);
    if (output.startsWith('160000', start)) gitlinks.push(file);
  });
  return { paths, gitlinks };
}

/** One commit's tree listed: the paths, or undefined when git cannot list it. */
export type Listing = { commit: string; tree: Promise<Tree | undefined> };

/** Starts listing `commit`'s tree (the head the diff will most likely compare), beside the diff. */
export function startListing(git: GitRunner, commit: string): Listing {
  const tree = listTree(git, commit).catch(() => undefined);
  return { commit, tree };
}

async function listTree(git: GitRunner, commit: string): Promise<Tree | undefined> {
  const listed = await git.tryRun(treeListArgs(commit));
  return listed.ok ? parseTree(listed.stdout) : undefined;
}

/**
 * The include patterns of `rules` that match no path of any of `commits` (the compared ones,
 * the head first); undefined when a tree cannot be listed (nothing can be said then). A listing
 * already started (`early`) is used for its commit. The first `suggest` get the nearest path
 * (a search of the tree's names each: a shared rules file may name thousands this one lacks).
 */
export async function deadPatterns(
  rules: readonly TargetRule[],
  commits: readonly string[],
  git: GitRunner,
  early?: Listing,
  suggest = Infinity,
): Promise<DeadPattern[] | undefined> {
  const byPattern = new Map<string, DeadPattern>();
  for (const rule of rules) {
    for (const pattern of rule.include) {
      const entry = byPattern.get(pattern) ?? { pattern, rules: [] };
      entry.rules.push({ name: rule.name, input: rule.input });
      byPattern.set(pattern, entry);
    }
  }
  let open = [...byPattern.values()];
  let first: Tree | undefined;
  for (const commit of [...new Set(commits)]) {
    if (open.length === 0) return [];
    const tree =
      (commit === early?.commit ? await early.tree : undefined) ?? (await listTree(git, commit));
    if (!tree) return undefined;
    first ??= tree;
    // Inside a submodule the listing holds no file: nothing can be said of such a pattern.
    const inSubmodule = (p: DeadPattern) => {
      const base = patternBase(p.pattern);
      return tree.gitlinks.some((link) => base === link || base.startsWith(`${link}/`));
    };
    open = open.filter((p) => !inSubmodule(p));
    const hits = new GroupMatcher(open.map((p) => ({ include: [p.pattern] }))).match(tree.paths);
    open = open.filter((_, i) => !hits.has(i));
  }
  if (open.length === 0 || !first) return [];
  const near = nearestPaths(first.paths);
  return open.map((p, i) => (i < suggest ? { ...p, suggestion: near(p.pattern) } : p));
}

/**
 * For a pattern, the nearest path of the tree: its literal base followed segment by segment,
 * a missing segment replaced by the closest name there (`packages/auht` -> `packages/auth`).
 * When every segment was found the pattern is rewritten on that base (`packages/auth/**`);
 * when the base exists as it is, a path under it is given; else the deepest directory reached.
 */
function nearestPaths(paths: readonly string[]): (pattern: string) => string | undefined {
  const children = new Map<string, Set<string>>();
  const firstUnder = new Map<string, string>();
  for (const file of paths) {
    let dir = '';
    for (const name of file.split('/')) {
      let names = children.get(dir);
      if (!names) children.set(dir, (names = new Set()));
      names.add(name);
      if (!firstUnder.has(dir)) firstUnder.set(dir, file);
      dir = dir === '' ? name : `${dir}/${name}`;
    }
  }
  return (pattern) => {
    const base = patternBase(pattern.replace(/^(\.\/)+/, ''));
    if (base === '') return undefined;
    let dir = '';
    let changed = false;
    for (const name of base.split('/')) {
      const names = children.get(dir);
      const found = names?.has(name) ? name : names && closestWord(name, [...names]);
      if (found === undefined) return dir === '' ? undefined : dir;
      changed ||= found !== name;
      dir = dir === '' ? found : `${dir}/${found}`;
    }
    if (!changed) return firstUnder.get(dir) ?? dir;
    const rest = pattern.replace(/^(\.\/)+/, '').slice(base.length);
    return `${dir}${rest}`;
  };
}

/** Dead patterns named one warning each, the first few; the rest in one more. */
const DEAD_PATTERN_WARNINGS = 5;

/**
 * The warnings for rule patterns that match no path of either compared commit (a typo:
 * `packages/auht/**`), with the nearest path of the tree.
 */
export async function deadPatternWarnings(
  rules: readonly TargetRule[],
  comparison: Comparison,
  git: GitRunner,
  voice: Voice = ACTION_VOICE,
  early?: Listing,
): Promise<string[]> {
  if (!rules.some((rule) => rule.include.length > 0)) return [];
  const commits = [comparison.to, comparison.from];
  const dead = await deadPatterns(rules, commits, git, early, DEAD_PATTERN_WARNINGS).catch(
    () => undefined,
  );
  return warningsOf(dead, voice);
}

function warningsOf(dead: DeadPattern[] | undefined, voice: Voice): string[] {
  if (!dead || dead.length === 0) return [];
  const whose = (p: DeadPattern) =>
    p.rules.map((r) => `target ${JSON.stringify(r.name)} (${voice.input(r.input)})`).join(', ');
  const warnings = dead.slice(0, DEAD_PATTERN_WARNINGS).map((p) => {
    const targets = p.rules.map((r) => JSON.stringify(r.name)).join(', ');
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
