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
