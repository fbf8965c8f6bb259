/** What a JVM build reader (Maven, Gradle) answers for a pull request's changed files. */
export interface JvmAnswer<R> {
  /** Target name -> why: the owners of changed files and every transitive dependent. */
  impacted: Map<string, R>;
  /** Changed files under no module or project: for the target rules. */
  outside: string[];
  /** Set when the upload must be ALL: one sentence naming the file and why. */
  all?: string;
  warnings: string[];
  /** How many modules or projects were read (for the summary). */
  modules: number;
}
