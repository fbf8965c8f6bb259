/**
 * `npm run bench -- --short` (or BENCH_SHORT=1): every item on a tenth of its inputs with 3 runs
 * each, so CI can show in seconds that the bench still runs; its figures are not the ones to
 * compare. BENCH_RUNS sets the runs of the interleaved items either way.
 */
export const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';
// Child processes of the bench (the large case runs in its own) inherit the mode.
if (SHORT) process.env.BENCH_SHORT = '1';

export const RUNS = Number(process.env.BENCH_RUNS ?? (SHORT ? 3 : 9));

/** n, or a tenth of it in short mode. */
export const scaled = (n: number): number => (SHORT ? Math.max(1, Math.round(n / 10)) : n);

/** 20000 -> "20,000". */
export const count = (n: number): string => n.toLocaleString('en');

/** Every verdict printed so far, for the closing tally. */
const verdicts: { item: string; met: boolean }[] = [];

/**
 * One verdict line of an item against its target: `met` or `MISSED`, with the figure and the
 * target in words. In short mode the inputs are a tenth, so a verdict there is only indicative.
 */
export function verdict(item: string, met: boolean, figures: string): void {
  verdicts.push({ item, met });
  console.log(`   verdict: ${met ? 'met' : 'MISSED'} (${figures})`);
}

/** The tally of the verdicts: how many items met their target, and which did not. */
export function verdictTally(): void {
  const missed = verdicts.filter((v) => !v.met);
  console.log(
    `\nverdicts: ${verdicts.length - missed.length} of ${verdicts.length} targets met` +
      (missed.length > 0 ? `; missed: ${missed.map((v) => v.item).join(', ')}` : '') +
      (SHORT ? ' (short mode: a tenth of the inputs, so only indicative)' : ''),
  );
}
