/**
 * The Gradle script tokenizer on the corners of both languages: operators, numbers, escapes,
 * interpolation, triple quotes, unterminated strings, comments and line breaks, characters
 * beyond ASCII. Each token shows as `kind:text` (a string as its JSON, `$` first when it
 * interpolates), `\n` first when a line break comes before it.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../src/targets/graphs/gradle/lex.js';

const shown = (source: string) =>
  tokenize(source).map(
    (t) =>
      (t.nl ? '\n' : '') +
      (t.kind === 'str' ? (t.computed ? '$' : '') + JSON.stringify(t.text) : `${t.kind}:${t.text}`),
  );

describe('tokenize', () => {
  it('reads two-character operators, `?.` as `.`', () => {
    expect(shown('a?.b ?: c..d -> e')).toEqual([
      '\nid:a',
      'op:.',
      'id:b',
      'op:?:',
      'id:c',
      'op:..',
      'id:d',
      'op:->',
      'id:e',
    ]);
  });

  it('ends a number at a dot no digit follows', () => {
    expect(shown('x = 1.5.f 2.toString() 3e10')).toEqual([
      '\nid:x',
      'op:=',
      'num:1.5',
      'op:.',
      'id:f',
      'num:2',
      'op:.',
      'id:toString',
      'op:(',
      'op:)',
      'num:3e10',
    ]);
  });

  it('unescapes plain strings and keeps interpolating ones as written', () => {
    expect(shown(String.raw`"a\"b" 'c\\nd'`)).toEqual(['\n"a\\"b"', '"c\\\\nd"']);
    expect(shown('"v${x["k"]}w" "$y" "\\$z"')).toEqual(['\n$"v${x[\\"k\\"]}w"', '$"$y"', '"$z"']);
  });

  it('reads triple quotes over lines, and ends an unterminated one-line string at its line', () => {
    expect(shown(`"""a\nb""" '''q'''`)).toEqual(['\n"a\\nb"', '"q"']);
    expect(shown('"open\nnext')).toEqual(['\n"open"', 'id:next']);
    expect(shown('"${unclosed')).toEqual(['\n$"${unclosed"']);
  });

  it("reads Kotlin's quoted identifiers, a character beyond ASCII as an operator", () => {
    expect(shown('`my-plugin` é')).toEqual(['\nid:my-plugin', 'op:é']);
  });

  it('drops comments, keeping the line breaks they hold', () => {
    expect(shown('a /* x\n */ b // c\nd')).toEqual(['\nid:a', '\nid:b', '\nid:d']);
    expect(shown('a /* x */ b')).toEqual(['\nid:a', 'id:b']);
  });
});
