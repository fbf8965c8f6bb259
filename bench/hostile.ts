/**
 * Hostile input, timed: a YAML alias bomb refused, and the worst file name a file system allows
 * matched against a pattern at the complexity limit. test/hardening.test.ts checks that these
 * are refused or matched correctly, and that the work is bounded (the alias bomb stops at
 * 100,000 patterns); how long that takes depends on the machine, so the time is printed here.
 */
import { performance } from 'node:perf_hooks';
import { GroupMatcher } from '../src/targets/matcher.js';
import { parseRules } from '../src/targets/rules.js';
import { RUNS, verdict } from './options.js';

/** A billion-pattern alias bomb: nine lists of nine, each naming the one before nine times. */
export const ALIAS_BOMB = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  ...Array.from({ length: 9 }, (_, i) => {
    const prev = i === 0 ? 'a' : `l${i - 1}`;
    return `l${i}: &l${i} [*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev}]`;
  }),
].join('\n');

/** The longest path a file system allows, made to backtrack against `**\/*-*-*.ts`. */
export const WORST_NAME = `${'d/'.repeat(100)}${'-'.repeat(255)}.js`;

async function medianMs(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function hostileBench(): Promise<void> {
  console.log('hostile input');
  const bomb = await medianMs(async () => {
    try {
      await parseRules(ALIAS_BOMB, 'targets');
    } catch {
      // refused, as it must be: the time is what is measured
    }
  });
  console.log(`   YAML alias bomb refused           : ${bomb.toFixed(1)} ms   (median of ${RUNS})`);
  verdict('hostile: alias bomb', bomb < 1000, `${bomb.toFixed(1)} ms; target: under 1 s`);
  const matcher = new GroupMatcher([{ include: ['**/*-*-*.ts'] }]);
  const match = await medianMs(() => matcher.unmatched([WORST_NAME]));
  console.log(
    `   worst name at the pattern limit   : ${match.toFixed(1)} ms   (median of ${RUNS})`,
  );
  verdict('hostile: worst match', match < 1000, `${match.toFixed(1)} ms; target: under 1 s`);
}
