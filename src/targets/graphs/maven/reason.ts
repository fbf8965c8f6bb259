/** Why a Maven target is impacted, and the words for it (small: every run's summary loads it). */
import type { EdgeKind } from './pom.js';

/** Why a Maven module is impacted. */
export type MavenReason =
  | { kind: 'maven'; how: 'owns'; file: string }
  | { kind: 'maven'; how: 'pom'; file: string }
  | {
      kind: 'maven';
      how: 'dependency';
      dependency: string;
      /** The reference that makes the edge, and the POM it is written in. */
      edge?: EdgeKind;
      file?: string;
    }
  | { kind: 'maven'; how: 'conflict-key'; file: string; dependent: string };

/** The reference that makes an edge, in words (no `<`: the summary shows them as text). */
const EDGE_WORDS: Record<EdgeKind, string> = {
  parent: 'its parent',
  dependency: 'a dependency',
  import: 'a BOM import',
  plugin: 'a plugin',
  'plugin-dependency': "a plugin's dependency",
  extension: 'an extension',
  'plugin-configuration': "a plugin's configuration",
};

/** One line saying why a module is impacted, with names quoted by `quote`. */
export function describeMaven(why: MavenReason, quote: (v: string) => string): string {
  switch (why.how) {
    case 'owns':
      return `holds the changed ${quote(why.file)}`;
    case 'pom':
      return `its POM or a POM it inherits from, ${quote(why.file)}, changed`;
    case 'dependency':
      return (
        `depends on the impacted ${quote(why.dependency)}` +
        (why.edge !== undefined && why.file !== undefined
          ? ` (${EDGE_WORDS[why.edge]} in ${quote(why.file)})`
          : '')
      );
    case 'conflict-key':
      return `${quote(why.dependent)} newly depends on it in ${quote(why.file)} (so a pull request changing it is tested with this one)`;
  }
}
