/** Why a Maven target is impacted, and the words for it (small: every run's summary loads it). */

/** Why a Maven module is impacted. */
export type MavenReason =
  | { kind: 'maven'; how: 'owns'; file: string }
  | { kind: 'maven'; how: 'pom'; file: string }
  | { kind: 'maven'; how: 'dependency'; dependency: string }
  | { kind: 'maven'; how: 'conflict-key'; file: string; dependent: string };

/** One line saying why a module is impacted, with names quoted by `quote`. */
export function describeMaven(why: MavenReason, quote: (v: string) => string): string {
  switch (why.how) {
    case 'owns':
      return `holds the changed ${quote(why.file)}`;
    case 'pom':
      return `its POM or a POM it inherits from, ${quote(why.file)}, changed`;
    case 'dependency':
      return `depends on the impacted ${quote(why.dependency)}`;
    case 'conflict-key':
      return `${quote(why.dependent)} newly depends on it in ${quote(why.file)} (so a pull request changing it is tested with this one)`;
  }
}
