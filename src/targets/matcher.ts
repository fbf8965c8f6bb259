import picomatch from 'picomatch';
import { normalizePattern } from './rules.js';

const PICOMATCH_OPTIONS: picomatch.PicomatchOptions = { dot: true };

type Test = (path: string) => boolean;

interface Entry {
  /** Index of the group (target) this pattern belongs to. */
  group: number;
  pattern: string;
  test: Test | undefined;
}

/** Patterns indexed by their literal directory prefix, compiled on first use. */
class PatternIndex {
  /** literal prefix -> entries; '' holds patterns with no literal prefix. */
  private readonly byBase = new Map<string, Entry[]>();
  private readonly unanchored: Entry[] = [];

  add(group: number, raw: string): void {
    const pattern = normalizePattern(raw);
    const entry: Entry = { group, pattern, test: undefined };
    const { base } = picomatch.scan(pattern, { unescape: true });
    if (base === '') {
      this.unanchored.push(entry);
      return;
    }
    const list = this.byBase.get(base);
    if (list) list.push(entry);
    else this.byBase.set(base, [entry]);
  }

  /**
   * Calls `visit` with every pattern that could match `path`: those whose literal prefix is the
   * path itself or one of its parent directories, and those with none. Stops when visit says so.
   */
  candidates(path: string, visit: (entry: Entry) => boolean | void): void {
    for (const entry of this.unanchored) if (visit(entry) === false) return;
    if (this.byBase.size === 0) return;
    let slash = path.indexOf('/');
    while (slash !== -1) {
      const list = this.byBase.get(path.slice(0, slash));
      if (list) for (const entry of list) if (visit(entry) === false) return;
      slash = path.indexOf('/', slash + 1);
    }
    const exact = this.byBase.get(path);
    if (exact) for (const entry of exact) if (visit(entry) === false) return;
  }
}

function testOf(entry: Entry): Test {
  entry.test ??= picomatch(entry.pattern, PICOMATCH_OPTIONS);
  return entry.test;
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
 */
export class GroupMatcher {
  private readonly index = new PatternIndex();
  private readonly excludes: (Test | undefined | null)[];
  private readonly excludePatterns: (readonly string[])[];

  constructor(private readonly groups: readonly PatternGroup[]) {
    groups.forEach((group, i) => group.include.forEach((p) => this.index.add(i, p)));
    this.excludePatterns = groups.map((g) => (g.exclude ?? []).map(normalizePattern));
    this.excludes = groups.map(() => undefined);
  }

  private excluded(group: number, file: string): boolean {
    let test = this.excludes[group];
    if (test === undefined) {
      const patterns = this.excludePatterns[group]!;
      test = patterns.length > 0 ? picomatch([...patterns], PICOMATCH_OPTIONS) : null;
      this.excludes[group] = test;
    }
    return test !== null && test(file);
  }

  /** For each group that some file matches, the first such file and the pattern. */
  match(files: Iterable<string>): Map<number, Hit> {
    const hits = new Map<number, Hit>();
    const total = this.groups.length;
    for (const file of files) {
      if (hits.size === total) break;
      this.index.candidates(file, (entry) => {
        if (hits.has(entry.group)) return;
        if (testOf(entry)(file) && !this.excluded(entry.group, file)) {
          hits.set(entry.group, { file, pattern: entry.pattern });
        }
      });
    }
    return hits;
  }

  /** The first file that matches any group, or undefined. */
  first(files: Iterable<string>): Hit | undefined {
    for (const file of files) {
      let hit: Hit | undefined;
      this.index.candidates(file, (entry) => {
        if (testOf(entry)(file) && !this.excluded(entry.group, file)) {
          hit = { file, pattern: entry.pattern };
          return false;
        }
        return true;
      });
      if (hit) return hit;
    }
    return undefined;
  }
}
