/** Why a Gradle target is impacted, and the words for it (small: every run's summary loads it). */

/** The script that makes a project depend on another, and how. */
export interface GradleEdge {
  /** The script it is written in. */
  file: string;
  /**
   * What that script is to the dependent: a project's build file (its own, or another's
   * configuring it), the root project's, a script a build file applies, a convention plugin it
   * applies, or build logic that may configure every project.
   */
  script: 'build' | 'root' | 'applied' | 'plugin' | 'logic';
  /** The reference: a `project(...)` call, a type-safe accessor, a task path, a project set. */
  ref: 'call' | 'accessor' | 'task' | 'set';
  /** The reference as read: `project(":core")`, `projects.libCore`, `:core:jar`, `subprojects`. */
  text: string;
  /** The block configuring other projects that holds it: `allprojects { }`, `subprojects { }`. */
  block?: string;
}

/** Why a Gradle project is impacted. */
export type GradleReason =
  | { kind: 'gradle'; how: 'owns'; file: string }
  | { kind: 'gradle'; how: 'dependency'; dependency: string; edge?: GradleEdge }
  | { kind: 'gradle'; how: 'catalog'; file: string; entry: string }
  | { kind: 'gradle'; how: 'build-logic'; file: string }
  | { kind: 'gradle'; how: 'plugin'; file: string; plugin: string };

const PRECOMPILED = /\.gradle(\.kts)?$/;

/** Where an edge is written and how, in words: `a project(":x") dependency in api/build.gradle`. */
function edgeWords(edge: GradleEdge, quote: (v: string) => string): string {
  const ref =
    edge.ref === 'accessor'
      ? `the type-safe accessor ${quote(edge.text)}`
      : edge.ref === 'task'
        ? `the task path ${quote(edge.text)}`
        : edge.ref === 'set'
          ? `the project set ${quote(edge.text)}`
          : `${/^[aeiou]/i.test(edge.text) ? 'an' : 'a'} ${quote(edge.text)} dependency`;
  const file = quote(edge.file);
  const script = {
    build: file,
    root: `the root project's ${file}`,
    applied: `the applied script ${file}`,
    plugin: PRECOMPILED.test(edge.file)
      ? `the convention plugin ${file}`
      : `${file}, code of a convention plugin it applies`,
    logic: `the build logic ${file}`,
  }[edge.script];
  const block = edge.block === undefined ? '' : `the ${quote(edge.block)} block of `;
  return `${ref} in ${block}${script}`;
}

/** One line saying why a project is impacted, like describeBazel. */
export function describeGradle(why: GradleReason, quote: (v: string) => string): string {
  switch (why.how) {
    case 'owns':
      return `owns ${quote(why.file)}`;
    case 'dependency':
      return (
        `depends on ${quote(why.dependency)}` +
        (why.edge === undefined ? '' : ` (${edgeWords(why.edge, quote)})`)
      );
    case 'catalog':
      return `its build file uses ${quote(why.entry)}, changed in ${quote(why.file)}`;
    case 'build-logic':
      return `build logic that configures it changed in ${quote(why.file)}`;
    case 'plugin':
      return `applies ${quote(why.plugin)}, whose ${quote(why.file.slice(why.file.lastIndexOf('/') + 1))} changed`;
  }
}
