/** Why a Python unit is impacted, and the words for it (small: every run's summary loads it). */

/** What started a chain of imports: a changed file, or a file standing in for a change. */
export type PythonSeed =
  /** A file importing a distribution whose version or requirement changed. */
  | { what: 'distribution'; distribution: string; manifest: string }
  /** A file that does not parse: it may import whatever changed. */
  | { what: 'unparsed'; line: number; message: string };

/** Why a Python unit is impacted. */
export type PythonReason =
  | { kind: 'python'; how: 'owns'; file: string }
  | {
      kind: 'python';
      how: 'imports';
      /** The unit's file that imports. */
      file: string;
      /** The changed file (or the seed standing for a change) it reaches. */
      reaches: string;
      /** The file `file` imports on the way, when it is not `reaches` itself. */
      through?: string;
      /** How many more files lie between `through` and `reaches`. */
      more?: number;
      seed?: PythonSeed;
    }
  | {
      kind: 'python';
      how: 'seed';
      /** The unit's file that stands for a change. */
      file: string;
      seed: PythonSeed;
    }
  | {
      kind: 'python';
      how: 'conftest';
      /** The conftest.py whose directory holds the unit's Python files. */
      conftest: string;
      /** What reached the conftest (none: it changed itself, or is a seed). */
      reaches?: string;
      /** What the seed it was reached from stands for (none: a changed file). */
      seed?: PythonSeed;
    }
  | {
      kind: 'python';
      how: 'tach';
      /** tach.toml or a tach.domain.toml. */
      file: string;
      /** The module whose entry (or interface) changed; none: this unit's own. */
      module?: string;
      keys: string[];
    };

/** What a seed file does, after its name: "imports ..." or "does not parse ...". */
const seedWords = (seed: PythonSeed, quote: (v: string) => string): string =>
  seed.what === 'distribution'
    ? `imports the distribution ${quote(seed.distribution)}, whose requirement changed in ${quote(seed.manifest)}`
    : `does not parse (line ${seed.line}: ${seed.message}), so it may import any changed file`;

/** One line saying why a unit is impacted, with names quoted by `quote`. */
export function describePython(why: PythonReason, quote: (v: string) => string): string {
  switch (why.how) {
    case 'owns':
      return `holds the changed ${quote(why.file)}`;
    case 'imports': {
      const target =
        why.seed === undefined
          ? quote(why.reaches)
          : `${quote(why.reaches)} (which ${seedWords(why.seed, quote)})`;
      const through =
        why.through === undefined
          ? ''
          : ` through ${quote(why.through)}${why.more ? ` and ${why.more} more ${why.more === 1 ? 'file' : 'files'}` : ''}`;
      return `${quote(why.file)} imports ${target}${through}`;
    }
    case 'seed':
      return `${quote(why.file)} ${seedWords(why.seed, quote)}`;
    case 'conftest': {
      const under = `its tests run under ${quote(why.conftest)}, which`;
      if (why.reaches !== undefined)
        return `${under} imports ${quote(why.reaches)}${why.seed ? ` (which ${seedWords(why.seed, quote)})` : ''}`;
      return why.seed ? `${under} ${seedWords(why.seed, quote)}` : `${under} changed`;
    }
    case 'tach':
      return why.module === undefined
        ? `its entry in ${quote(why.file)} changed (${why.keys.join(', ')})`
        : `imports from ${quote(why.module)}, whose entry in ${quote(why.file)} changed (${why.keys.join(', ')})`;
  }
}
