/** Why an Nx project is impacted, and the words for it (small: every run's summary loads it). */

/** Why an Nx project is impacted. */
export interface NxReason {
  kind: 'nx';
  /**
   * `files`: changed files lie in it; `dependency`: it depends (through `via`) on a project
   * they lie in; `input`: a target's input takes a changed file outside every project; `named`:
   * Nx named it for reasons of its own; `ignored`: Nx left it out, though a changed file lies in
   * it (a path Nx ignores).
   */
  how: 'files' | 'dependency' | 'input' | 'named' | 'ignored';
  /** The changed files that fed it (the first few). */
  files: string[];
  /** For `dependency`: the projects from its direct dependency back to the one that changed. */
  via: string[];
  /** For `input`: the `{workspaceRoot}` pattern. */
  input?: string;
  /** How many changed files fed it in all. */
  count: number;
}

/** Projects of a path shown before the middle is elided. */
const PATH_SHOWN = 6;

/** Why an Nx project is impacted, as the summary and the log show it. */
export function describeNx(why: NxReason, quote: (value: string) => string): string {
  const files = () => {
    const shown = why.files.map(quote).join(', ');
    return why.count > why.files.length
      ? `${shown} and ${why.count - why.files.length} more`
      : shown;
  };
  switch (why.how) {
    case 'files':
      return `Nx: ${files()} changed in it`;
    case 'ignored':
      return `${files()} changed in it (Nx left it out: a path it ignores)`;
    case 'dependency': {
      const via =
        why.via.length > PATH_SHOWN
          ? [...why.via.slice(0, PATH_SHOWN - 1), '…', why.via.at(-1)!]
          : why.via;
      return `Nx: depends on ${[...via.map((p) => (p === '…' ? p : quote(p))), files()].join(' ← ')}`;
    }
    case 'input':
      return `Nx: a target input takes ${quote(why.files[0] ?? '')} (${quote(`{workspaceRoot}/${why.input ?? ''}`)})`;
    case 'named':
      return 'named by Nx (no changed file lies in it or in a project it depends on: an input, an implicit dependency or an npm package of its own)';
  }
}
