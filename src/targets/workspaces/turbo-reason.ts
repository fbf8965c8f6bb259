/** Why a package is impacted through turbo.json, and the words for it (small: every run's summary loads it). */

/** Why a package is impacted through turbo.json. */
export interface TurboReason {
  kind: 'turbo';
  /** The changed file. */
  file: string;
  /** The package's task that takes it, or that depends on the task that does. */
  task: string;
  /** The input that takes the file, as written (or the default, in words). */
  input: string;
  /** The turbo.json the input is in. */
  config: string;
  /** The task (`//#format`) whose input takes the file, when the package's task depends on it. */
  via?: string;
}

/** One line saying why, as explain.ts's `describe` gives the others. */
export function describeTurbo(why: TurboReason, quote: (value: string) => string): string {
  const takes = `${quote(why.file)} through the input ${quote(why.input)} (${quote(why.config)})`;
  return why.via === undefined
    ? `its ${quote(why.task)} task takes ${takes}`
    : `its ${quote(why.task)} task depends on ${quote(why.via)}, which takes ${takes}`;
}
