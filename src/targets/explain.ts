/**
 * Why a target is impacted, and the words for it: the one place that turns an Explanation (or
 * the two commits a diff compared) into text, plain for the log, quoted for the job summary.
 */
import type { Comparison } from './diff/changed-files.js';
import { describeBazel, type BazelReason } from './graphs/bazel/reason.js';
import { describeDotnet, type DotnetReason } from './graphs/dotnet/reason.js';
import { describeGradle, type GradleReason } from './graphs/gradle/reason.js';
import { describeMaven, type MavenReason } from './graphs/maven/reason.js';
import { describeNx, type NxReason } from './graphs/nx/reason.js';
import { describePython, type PythonReason } from './graphs/python/reason.js';
import type { PackageReason } from './workspaces/impact.js';
import { describeTurbo } from './workspaces/turbo-reason.js';

/** Why a target is impacted. */
export type Explanation =
  | { kind: 'pattern'; file: string; pattern: string }
  | { kind: 'dependency'; dependency: string }
  | { kind: 'collected'; file: string }
  | { kind: 'inline' }
  | PackageReason
  | BazelReason
  | NxReason
  | MavenReason
  | GradleReason
  | DotnetReason
  | PythonReason;

/** Which two commits were compared, in words. */
export function describeComparison(c: Comparison): string {
  const short = (sha: string) => sha.slice(0, 12);
  if (c.kind === 'merge-commit') {
    return `the merge commit ${short(c.to)} against its first parent ${short(c.from)} (the target branch it was made on)`;
  }
  const head = `the pull request head ${short(c.to)}`;
  // A merge-base is named for what it was taken with: the target branch, or the base given.
  if (c.exactBase === undefined)
    return `${head} against its merge-base ${short(c.from)} with the target branch, because ${c.why}`;
  if (c.exactBase === c.from)
    return `${head} against the base given, ${short(c.from)} (an ancestor of the head), because ${c.why}`;
  return `${head} against its merge-base ${short(c.from)} with the base given, ${short(c.exactBase)}, because ${c.why}`;
}

/**
 * One line saying why a target is impacted. `quote` wraps each name and path in it: plain for
 * the log, `<code>` (escaped) for the job summary.
 */
export function describe(why: Explanation, quote: (value: string) => string = (v) => v): string {
  switch (why.kind) {
    case 'pattern':
      return `${quote(why.file)} matches ${quote(why.pattern)}`;
    case 'dependency':
      return `depends on ${quote(why.dependency)}`;
    case 'collected':
      return `listed in ${quote(why.file)}`;
    case 'inline':
      return 'listed in the impacted-targets input';
    case 'owns':
      return `owns ${quote(why.file)}`;
    case 'catalog':
      return `catalog entry ${quote(why.entry)} changed (${quote(why.file)})`;
    case 'bazel':
      return describeBazel(why, quote);
    case 'nx':
      return describeNx(why, quote);
    case 'maven':
      return describeMaven(why, quote);
    case 'gradle':
      return describeGradle(why, quote);
    case 'dotnet':
      return describeDotnet(why, quote);
    case 'python':
      return describePython(why, quote);
    case 'turbo':
      return describeTurbo(why, quote);
    case 'lockfile':
      return why.entry === undefined
        ? `its entry in ${quote(why.file)} changed`
        : `lockfile entry ${quote(why.entry)} changed (${quote(why.file)})`;
  }
}
