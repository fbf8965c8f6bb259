/** Why a Gradle target is impacted, and the words for it (small: every run's summary loads it). */

/** Why a Gradle project is impacted. */
export type GradleReason =
  | { kind: 'gradle'; how: 'owns'; file: string }
  | { kind: 'gradle'; how: 'dependency'; dependency: string }
  | { kind: 'gradle'; how: 'catalog'; file: string; entry: string }
  | { kind: 'gradle'; how: 'build-logic'; file: string }
  | { kind: 'gradle'; how: 'plugin'; file: string; plugin: string };

/** One line saying why a project is impacted, like describeBazel. */
export function describeGradle(why: GradleReason, quote: (v: string) => string): string {
  switch (why.how) {
    case 'owns':
      return `owns ${quote(why.file)}`;
    case 'dependency':
      return `depends on ${quote(why.dependency)}`;
    case 'catalog':
      return `its build file uses ${quote(why.entry)}, changed in ${quote(why.file)}`;
    case 'build-logic':
      return `build logic that configures it changed in ${quote(why.file)}`;
    case 'plugin':
      return `applies ${quote(why.plugin)}, whose ${quote(why.file.slice(why.file.lastIndexOf('/') + 1))} changed`;
  }
}
