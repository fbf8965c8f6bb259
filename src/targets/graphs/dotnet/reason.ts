/** Why a .NET project is impacted, and the words for it (small: every run's summary loads it). */

/** Why a .NET project is impacted. */
export type DotnetReason =
  /** A changed file in its directory. */
  | { kind: 'dotnet'; how: 'owns'; file: string }
  /** Its own project file changed. */
  | { kind: 'dotnet'; how: 'project'; file: string }
  /**
   * It imports the changed file (through `via` when another file imports it); `pinning` when only
   * package versions changed there but transitive pinning may reach any package of it.
   */
  | { kind: 'dotnet'; how: 'imports'; file: string; via?: string; pinning?: boolean }
  /** An item (or a UsingTask, or a reference to a non-.NET project) takes the changed file in. */
  | { kind: 'dotnet'; how: 'includes'; file: string; what: string; in: string }
  /** A property's value names the changed file. */
  | { kind: 'dotnet'; how: 'names'; file: string; property: string }
  /** A path the reader could not resolve fully may be the changed file. */
  | { kind: 'dotnet'; how: 'may-read'; file: string; written: string; in: string }
  /** A package it references changed its version in a central package file. */
  | { kind: 'dotnet'; how: 'package'; package: string; file: string }
  /** An analyzer configuration file (.editorconfig, .globalconfig) above its files changed. */
  | { kind: 'dotnet'; how: 'config'; file: string }
  /** It references an impacted project (in another file than its own, `in`). */
  | { kind: 'dotnet'; how: 'reference'; dependency: string; in?: string };

/** One line saying why a project is impacted, with names quoted by `quote`. */
export function describeDotnet(why: DotnetReason, quote: (v: string) => string): string {
  switch (why.how) {
    case 'owns':
      return `holds the changed ${quote(why.file)}`;
    case 'project':
      return `its project file ${quote(why.file)} changed`;
    case 'imports':
      return (
        `imports ${quote(why.file)}` +
        (why.via ? ` (through ${quote(why.via)})` : '') +
        (why.pinning ? ', whose package versions changed, with transitive pinning on' : '')
      );
    case 'includes':
      return `includes ${quote(why.file)} (${why.what} in ${quote(why.in)})`;
    case 'names':
      return `names ${quote(why.file)} in its property ${why.property}`;
    case 'may-read':
      return `may read ${quote(why.file)} (${quote(why.written)} in ${quote(why.in)}, a path the reader cannot resolve fully)`;
    case 'package':
      return `references package ${quote(why.package)}, whose version changed in ${quote(why.file)}`;
    case 'config':
      return `its sources are under the changed analyzer configuration ${quote(why.file)}`;
    case 'reference':
      return `references ${quote(why.dependency)}` + (why.in ? ` (in ${quote(why.in)})` : '');
  }
}
