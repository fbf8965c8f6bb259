/**
 * The answer shape shared by the readers of build files (Maven, Gradle, .NET): what a pull
 * request's changed files impact in the build's graph, read statically from the compared commits.
 */
import type { Unseen } from '../source.js';

/** A build-file reader's answer for one pull request's changed files. */
export interface BuildFilesAnswer<R> {
  /** Module name -> why: the owners of changed files, their transitive dependents, conflict keys. */
  impacted: Map<string, R>;
  /** Changed files under no module (the root aggregator does not own them): for the target rules. */
  outside: string[];
  /**
   * Of those, files the build may read where the reader cannot see it (ALL unless a target rule
   * accounts for them), with why.
   */
  unseen?: Unseen[];
  /** Set when the upload must be ALL: one sentence naming the file and why. */
  all?: string;
  warnings: string[];
  /** How many modules were read (for the summary). */
  modules: number;
}

/** An answer with nothing in it yet. */
export function emptyAnswer<R>(): BuildFilesAnswer<R> {
  return { impacted: new Map(), outside: [], unseen: [], warnings: [], modules: 0 };
}

/** `answer` made ALL for `sentence`: its warnings and count kept, nothing impacted or left over. */
export function allOf<R>(answer: BuildFilesAnswer<R>, sentence: string): BuildFilesAnswer<R> {
  return { ...answer, impacted: new Map(), outside: [], unseen: [], all: sentence };
}

/**
 * The seeds and everything reachable from them through `next` (a module's dependents), breadth
 * first; each reached module's reason names the module it was reached from.
 */
export function closeOver<R>(
  seeds: ReadonlyMap<string, R>,
  next: (name: string) => Iterable<string>,
  /** The reason of `dependent`, reached from the impacted `from`. */
  reached: (from: string, dependent: string) => R,
): Map<string, R> {
  const impacted = new Map(seeds);
  const queue = [...seeds.keys()];
  for (let at = 0; at < queue.length; at++) {
    const name = queue[at]!;
    for (const dependent of next(name)) {
      if (impacted.has(dependent)) continue;
      impacted.set(dependent, reached(name, dependent));
      queue.push(dependent);
    }
  }
  return impacted;
}
