/**
 * The rules reader without js-yaml (src/targets/simple-yaml.ts) against js-yaml itself: on every
 * document it accepts, it must give what js-yaml's load gives, and js-yaml must accept it too.
 * The documents are generated from pieces of the common form and near misses of it (scalars
 * YAML reads as something else, indicators, comments, quoting, indentation).
 */
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readSimpleYaml } from '../src/targets/simple-yaml.js';

/** Deterministic pseudo-random numbers, so every run checks the same documents. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

const KEYS = [
  'api',
  'web',
  'web-app',
  'a.b',
  'apps/web',
  '_x',
  'T0',
  'null',
  'Null',
  'true',
  'False',
  'yes',
  'on',
  '~',
  '1',
  '0x1f',
  '-x',
  '.x',
  '"q"',
  "'q'",
  '__proto__',
  'a b',
  'a:b',
  '@scope/x',
  '!t',
  '&a',
  '*a',
  '<<',
  '?',
  'é',
];

/** Items of the common form. */
const GOOD = [
  'pkg0/**',
  'src/**/*.ts',
  'docs/*.md',
  '.github/**',
  './src/**',
  '/abs/**',
  'a+b',
  'a@b',
  'a-b_c.d',
  'x',
  'Nullable/**',
  'trueish',
  'inf',
  "'!**/*.md'",
  "'**/*.md'",
  "'a''b'",
  "'a, b'",
  "'a: b'",
  "'a #b'",
  "''",
  "'null'",
  '"!x/**"',
  '"a, b"',
  '""',
];

/** Near misses: what YAML reads otherwise, or what the reader leaves to js-yaml. */
const ODD = [
  "'\\\\x'",
  '"a\\\\nb"',
  '"a\\"b"',
  '**/*.md',
  '!**/*.md',
  '*x',
  '&x y',
  'null',
  'NULL',
  'True',
  'false',
  '~',
  '.inf',
  '.NaN',
  '.5',
  '..',
  '1',
  '1.5',
  '1e3',
  '0o17',
  '2024-01-02',
  '1_000',
  '-x',
  '- x',
  '-',
  ':x',
  'a:b',
  'a: b',
  'a #b',
  'a#b',
  'a b',
  '{a,b}',
  'src/{a,b}/**',
  '[x]',
  'a?b',
  '%x',
  '@x',
  '`x',
  '|',
  '>',
  'é/**',
  'a\tb',
];

const pick = <T>(r: (n: number) => number, list: readonly T[]): T => list[r(list.length)]!;
const item = (r: (n: number) => number) => pick(r, r(8) === 0 ? ODD : GOOD);

/** One value in the form the reader reads, or a near miss of it. */
function value(r: (n: number) => number): string[] {
  const items = Array.from({ length: r(4) }, () => item(r));
  const comment = r(4) === 0 ? pick(r, [' # note', '# x', '  #', ' #']) : '';
  switch (r(6)) {
    case 0:
      return [` ${items[0] ?? item(r)}${comment}`];
    case 1:
    case 2: {
      const sep = pick(r, [', ', ',', ' , ', ', ']);
      const open = pick(r, ['[', '[ ', '[', '[']);
      const close = r(8) === 0 ? ',]' : pick(r, [']', ' ]', ']']);
      return [` ${open}${items.join(sep)}${close}${comment}`];
    }
    case 3: {
      const indent = ' '.repeat(pick(r, [1, 2, 2, 4, 0]));
      const odd = r(12) === 0;
      return [
        comment,
        ...items.map(
          (item, i) =>
            `${odd && i === 1 ? `${indent} ` : indent}${r(12) === 0 ? '-' : pick(r, ['- ', '-  '])}${item}${r(4) === 0 ? pick(r, [' # c', '#c', ' ']) : ''}`,
        ),
      ];
    }
    case 4:
      if (r(2) === 0) return [` [${items.join(', ')}]`];
      return [
        `${pick(r, [' ', '', '  '])}${pick(r, ['[]', '{}', '', '|', '&a [x]', '*a', '[x', 'x]'])}`,
      ];
    default:
      return [
        ` [${items.join(', ')}]${comment}`,
        pick(r, ['', '# c', '  # c', '   ', '  - x', 'x']),
      ];
  }
}

function document(r: (n: number) => number): string {
  const lines: string[] = [];
  if (r(10) === 0) lines.push(pick(r, ['---', '# rules', '', '%YAML 1.2', '  ']));
  const keys = 1 + r(3);
  for (let k = 0; k < keys; k++) {
    const key = r(6) === 0 ? pick(r, KEYS) : pick(r, ['api', 'web', 'lib', 'e2e', 't1', 'docs']);
    const [first, ...more] = value(r);
    lines.push(`${key}${r(12) === 0 ? ' :' : ':'}${first}`, ...more);
    if (r(5) === 0) lines.push(pick(r, ['', '# x', '  # indented comment', ' ']));
  }
  const eol = r(20) === 0 ? '\r\n' : '\n';
  return lines.join(eol) + (r(2) === 0 ? '\n' : '');
}

function jsYaml(text: string): { ok: true; doc: unknown } | { ok: false } {
  try {
    return { ok: true, doc: load(text) };
  } catch {
    return { ok: false };
  }
}

/** The entries readSimpleYaml gives, as the object js-yaml's load gives. */
const asObject = (doc: ReturnType<typeof readSimpleYaml>) => doc && Object.fromEntries(doc);

describe('readSimpleYaml against js-yaml', () => {
  it('reads the common forms as js-yaml does', () => {
    const cases = [
      "t0: [pkg0/**, '!**/*.md']\nt1: [pkg1/**, '!**/*.md']",
      'web: web/**',
      "api:\n  - services/api/**\n  - libs/common/**\n  - '!**/*.md'\n",
      '# rules\napi: [a/**] # the API\n\nweb:\n- web/**\n',
      'a: []',
      "a: ['it''s', \"x, y\", 'a: b']",
    ];
    for (const text of cases) {
      expect(asObject(readSimpleYaml(text)), text).toEqual(load(text));
    }
  });

  it('leaves to js-yaml what it is not sure of', () => {
    for (const text of [
      'a: null',
      'a: [true]',
      'a: [1]',
      'a: [.5]',
      'a: [*x]',
      'a: [x, ]',
      'a:',
      'a: x\na: y',
      '__proto__: [x]',
      'a: [x]#c',
      'a: [x y]',
      'a: ["x\\ty"]',
      'a:\n  - x\n   - y',
      'a:\n  - x\n    y',
      'a: [x,\n  y]',
      '',
      '# only a comment',
      '---\na: [x]',
      'a: [é]',
      'a:\r\n  - x',
    ]) {
      expect(readSimpleYaml(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('on thousands of generated documents, whatever it reads js-yaml reads the same', () => {
    const r = rng(35);
    let read = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = document(r);
      const mine = readSimpleYaml(text);
      if (mine === undefined) continue;
      read++;
      const theirs = jsYaml(text);
      expect(theirs, JSON.stringify(text)).toEqual({ ok: true, doc: asObject(mine) });
    }
    // The generator reaches the common form often enough for the comparison to mean something.
    expect(read).toBeGreaterThan(2000);
  });
});
