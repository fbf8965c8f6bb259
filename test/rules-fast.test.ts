/**
 * The rules' fast path (src/targets/rules.ts, plainRule): a pattern isPlainPattern takes is used
 * as written, so it must be exactly what the general path's normalization and checks would give
 * and let pass. Held on every pattern of up to six characters over the characters that matter,
 * and on whole rule sets read both ways (the common form, and the same document through js-yaml,
 * which takes the general path).
 */
import { describe, expect, it } from 'vitest';
import {
  normalizePattern,
  patternMatchesNothing,
  patternTooComplex,
} from '../src/targets/matcher.js';
import { isPlainPattern, parseRules } from '../src/targets/rules.js';

/** Every string of `alphabet` up to `max` characters. */
function* strings(alphabet: string, max: number): Generator<string> {
  let level = [''];
  for (let n = 1; n <= max; n++) {
    const next: string[] = [];
    for (const s of level) for (const c of alphabet) next.push(s + c);
    yield* next;
    level = next;
  }
}

/** What the general path makes of one written pattern: [kind, pattern] or a refusal. */
function general(written: string): string {
  const p = normalizePattern(written);
  if (p === '' || p === '!') return 'skipped';
  const [kind, pattern] = p.startsWith('!')
    ? ['exclude', normalizePattern(p.slice(1))]
    : ['include', p];
  if (written.includes(':')) return 'change types?';
  const refused = patternTooComplex(pattern) ?? patternMatchesNothing(pattern)?.why;
  return refused ? `refused: ${refused}` : `${kind} ${pattern}`;
}

describe('plain patterns: the rules fast path', () => {
  it('takes only patterns the general path keeps as written, on every pattern up to six characters', () => {
    let plain = 0;
    let all = 0;
    for (const s of strings('a.*/!: -', 6)) {
      all++;
      if (!isPlainPattern(s)) continue;
      plain++;
      const expected = s.startsWith('!') ? `exclude ${s.slice(1)}` : `include ${s}`;
      expect(general(s), JSON.stringify(s)).toBe(expected);
    }
    // The fast path takes a good share, so the check above means something.
    expect(all).toBe(299_592);
    expect(plain).toBeGreaterThan(10_000);
  });

  it('leaves to the general path what it must check or rewrite', () => {
    for (const s of [
      '',
      '!',
      '!!a',
      ' a',
      'a ',
      './a/**',
      'a/./b',
      'a/../b',
      '..',
      '/a',
      'a/',
      'a//b',
      'a/**/**/b',
      '****',
      'a*b*c*d*',
      'added|modified: a/**',
      'a\\*',
      'src/{a,b}/**',
      'a?b',
      'é/**',
    ]) {
      expect(isPlainPattern(s), JSON.stringify(s)).toBe(false);
    }
    for (const s of ['a', 'a/**', '!**/*.md', '.github/**', 'a-b_c.d/*.ts', '**/x/*', '***']) {
      expect(isPlainPattern(s), JSON.stringify(s)).toBe(true);
    }
  });

  it('takes plain rules around one the general path must read: each once, in order', async () => {
    // `./` and four `*`: read by the general path, so the whole file is (the plain ones too).
    const text = "a: [src/**]\nb: ['./lib/**', 'lib/*/*/*/*.ts']\nc: [docs/**]";
    const rules = await parseRules(text, 'targets');
    expect(rules.map((r) => [r.name, r.include])).toEqual([
      ['a', ['src/**']],
      ['b', ['lib/**', 'lib/*/*/*/*.ts']],
      ['c', ['docs/**']],
    ]);
    expect(rules).toEqual(await parseRules(`---\n${text}`, 'targets'));
  });

  it('reads whole rule sets as the general path does', async () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed % n;
    };
    const pieces = ['src', 'a.b', '**', '*.ts', '.github', 'x-y', '*', 'lib_1'];
    for (let doc = 0; doc < 200; doc++) {
      const lines: string[] = [];
      for (let t = 0; t < 1 + next(6); t++) {
        const items = Array.from({ length: 1 + next(4) }, () => {
          const path = Array.from({ length: 1 + next(4) }, () => pieces[next(pieces.length)]).join(
            '/',
          );
          return next(4) === 0 ? `'!${path}'` : `'${path}'`;
        });
        lines.push(`t${t}: [${items.join(', ')}]`);
      }
      const text = lines.join('\n');
      // `---` first: simple-yaml leaves the document to js-yaml, and parseRules to its general path.
      const fast = await parseRules(text, 'targets').catch((e: Error) => e.message);
      const slow = await parseRules(`---\n${text}`, 'targets').catch((e: Error) => e.message);
      expect(fast, text).toEqual(slow);
    }
  });
});
