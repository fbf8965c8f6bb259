/**
 * The answer shape shared by the JVM build readers (Maven, Gradle): what a pull request's changed
 * files impact in the build's module graph, read statically from the compared commits.
 */

/** A JVM build reader's answer for one pull request's changed files. */
export interface JvmAnswer<R> {
  /** Module name -> why: the owners of changed files, their transitive dependents, conflict keys. */
  impacted: Map<string, R>;
  /** Changed files under no module (the root aggregator does not own them): for the target rules. */
  outside: string[];
  /** Set when the upload must be ALL: one sentence naming the file and why. */
  all?: string;
  warnings: string[];
  /** How many modules were read (for the summary). */
  modules: number;
}
