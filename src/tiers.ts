/**
 * V8's optimizing compiler (TurboFan) turned off for the rest of a run whose rules meet many
 * changed files or patterns. Such a run is one pass of cold code over thousands of paths and
 * patterns, done once, in a process that lives well under a second: TurboFan's compiles (13 on
 * the bench's large pull request, on V8's background threads) finish when the pass is nearly
 * over, and on a two-core runner they take the core that git and the garbage collector's
 * helpers share with them, each compile's memory fresh. Maglev, V8's quicker tier, still
 * compiles the hot loops. Measured in docs/performance.md ("TurboFan off for large rules work").
 *
 * Only for rules over the changed files (compute.ts): a build graph's reader (the Python
 * scanner's tokenizer, a Bazel query's output) runs hot loops long enough for TurboFan to pay.
 * node:v8 takes about 5 ms to load, more than a small run would gain (it makes no TurboFan
 * compile): only a run with LARGE_WORK changed files and patterns or more loads it. Not for
 * users to set: `MERGE_QUEUE_CONNECT_TURBOFAN=on` keeps TurboFan, for the bench to measure the
 * difference.
 */

/**
 * V8's flags as this run changed them, and a way to set them, on the global (doors/chunk-cache.ts,
 * in the bundle's entry, reads it there): V8 refuses a code cache taken under other flags than
 * its own, so each chunk's cache is taken at exit under the flags the chunk was compiled under,
 * which the next run compiles it under too (a chunk loaded before the change then, or after it,
 * such as the summary's).
 */
export const TIERS = Symbol.for('merge-queue-connect.tiers');
export interface Tiers {
  /** Whether TurboFan is off now. */
  turbofanOff: boolean;
  /** Turns TurboFan off or on. */
  set(turbofanOff: boolean): void;
}

/**
 * Changed files and rule patterns, together, from which a run turns TurboFan off: the bench's
 * large rules (6,000 patterns) over 2,000 changed files make eight TurboFan compiles already.
 */
export const LARGE_WORK = 5000;

let settled = false;

/**
 * TurboFan off for the rest of the process, once, when `work` (changed files and patterns) is
 * LARGE_WORK or more; true when this call turned it off.
 */
export async function quickTiersFor(
  work: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (settled || work < LARGE_WORK || env.MERGE_QUEUE_CONNECT_TURBOFAN === 'on') return false;
  settled = true;
  try {
    const { setFlagsFromString } = await import('node:v8');
    const flags: Tiers = {
      turbofanOff: false,
      set(off) {
        setFlagsFromString(off ? '--no-turbofan' : '--turbofan');
        flags.turbofanOff = off;
      },
    };
    flags.set(true);
    (globalThis as Record<symbol, Tiers>)[TIERS] = flags;
    return true;
  } catch {
    // A Node without the flag: the run is the same, only its speed differs.
    return false;
  }
}
