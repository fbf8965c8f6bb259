/**
 * The committed bundles' entries, as `npm run bundle` leaves them (scripts/ascii.mjs): ASCII
 * only, so that Node reads them as one-byte strings, with their meaning and their source maps
 * unchanged by the escapes. (What they do is tested on the bundles the tests build.)
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { decodeSegment, shiftMappings, startFiles } from '../scripts/ascii.mjs';
import { ROOT } from './support/runner.js';

// The entries and the chunks they load first (the run's code, loaded once the compile cache is on).
const ENTRIES = startFiles(path.join(ROOT, 'dist')).map((file) => path.relative(ROOT, file));

describe('bundle: the entries every run compiles', () => {
  for (const entry of ENTRIES) {
    it(`${entry} is ASCII, with no tagged template whose raw text an escape would change`, () => {
      const text = readFileSync(path.join(ROOT, entry), 'utf8');
      const outside = [...text.matchAll(/[\u0080-\uffff]/g)].map((m) =>
        text.slice(m.index - 20, m.index + 5),
      );
      expect(outside).toEqual([]);
      const file = ts.createSourceFile(entry, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
      const tagged: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isTaggedTemplateExpression(node)) tagged.push(node.getText(file).slice(0, 60));
        ts.forEachChild(node, visit);
      };
      visit(file);
      expect(tagged).toEqual([]);
    });
  }

  it('the entries load the run as chunks, and are small', () => {
    expect(ENTRIES.length).toBeGreaterThan(2);
    for (const entry of ['dist/index.js', 'dist/cli/index.js'])
      expect(readFileSync(path.join(ROOT, entry), 'utf8').length).toBeLessThan(40_000);
  });

  it('moves the source map columns after an escaped character, and only those', () => {
    // Line 0: segments at columns 0, 4 and 10 (source 0, line 0, columns 0, 4, 10); an ellipsis
    // at column 2 becomes six characters, so the two later segments move right by 5. Line 1
    // holds no such character and is left as it is.
    const mappings = 'AAAA,IAAI,MAAM;AACA';
    const shifted = shiftMappings(mappings, ['ab\u2026defghijklm', 'plain']);
    const columns = shifted
      .split(';')[0]!
      .split(',')
      .map((segment) => decodeSegment(segment))
      .reduce<number[]>((at, values) => [...at, (at.at(-1) ?? 0) + values[0]!], []);
    expect(columns).toEqual([0, 9, 15]);
    expect(shifted.split(';')[1]).toBe('AACA');
    // The source fields are untouched.
    expect(
      shifted
        .split(';')[0]!
        .split(',')
        .map((segment) => decodeSegment(segment).slice(1)),
    ).toEqual([
      [0, 0, 0],
      [0, 0, 4],
      [0, 0, 6],
    ]);
  });
});
