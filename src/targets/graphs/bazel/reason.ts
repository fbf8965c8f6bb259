/** Why a Bazel label is impacted, and the words for it (small: every run's summary loads it). */

/** How a seed was reached from a changed path. */
export type BazelSeed =
  | { how: 'file'; file: string }
  | { how: 'build-file'; file: string }
  | { how: 'parent-of-new-package'; file: string }
  | { how: 'bzl'; file: string }
  | { how: 'deleted'; file: string }
  | { how: 'external'; file: string; repository: string }
  | { how: 'dangling'; label: string }
  | { how: 'conflict-key'; file: string; rule?: string };

/** Why a Bazel target is impacted: the seed, and the labels between it and the target. */
export interface BazelReason {
  kind: 'bazel';
  seed: BazelSeed;
  /** Labels from the target's direct input back to the seed (empty for a seed itself). */
  via: string[];
}

/** Labels of a path through the graph shown before the middle is elided. */
const PATH_SHOWN = 6;

/**
 * Why a Bazel label is impacted, as the summary shows it: the way back through the graph to the
 * changed file (`//core:core ← //base:base ← //base:base.sh ← base/base.sh`). `quote` wraps each
 * label and path (plain for the log, `<code>` in the summary).
 */
export function describeBazel(why: BazelReason, quote: (value: string) => string): string {
  const s = why.seed;
  let origin: string;
  switch (s.how) {
    case 'file':
      origin = quote(s.file);
      break;
    case 'build-file':
      origin = `${quote(s.file)} (its package's BUILD file)`;
      break;
    case 'parent-of-new-package':
      origin = `${quote(s.file)} (a new package takes files from this one)`;
      break;
    case 'bzl':
      origin = `${quote(s.file)} (loaded by its package's BUILD file)`;
      break;
    case 'deleted':
      origin = `${quote(s.file)} (deleted; a glob of its package may have taken it)`;
      break;
    case 'external':
      origin = `${quote(`@${s.repository}`)} ← ${quote(s.file)}`;
      break;
    case 'dangling':
      origin = `${quote(s.label)} (no longer a target)`;
      break;
    case 'conflict-key':
      return s.rule
        ? `an input of ${quote(s.rule)}, whose BUILD file ${quote(s.file)} changed (so a pull request changing it is tested with this one)`
        : `the label of the changed ${quote(s.file)}`;
  }
  const via =
    why.via.length > PATH_SHOWN
      ? [...why.via.slice(0, PATH_SHOWN - 1), '…', why.via.at(-1)!]
      : why.via;
  return [...via.map((label) => (label === '…' ? label : quote(label))), origin].join(' ← ');
}
