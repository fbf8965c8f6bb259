/**
 * The Python import scanner (src/targets/graphs/python/scan.ts): every import form wherever a
 * statement stands, nothing from strings, comments or f-string literal parts, the syntax errors
 * it reports, valid but tricky code it must not call an error, and CPython's own parser (ast) as
 * the oracle over a corpus.
 */
import { describe, expect, it } from 'vitest';
import { scanPython, type PyImport } from '../src/targets/graphs/python/scan.js';

/** The imports of `text` as `via:module` (with dots for the level, `[names]` and `@line`). */
function found(text: string): string[] {
  return scanPython(text, { full: true }).imports.map(show);
}

function show(i: PyImport): string {
  const names = i.names ? `[${i.names.join(',')}]` : '';
  const pkg = i.package !== undefined ? `<${i.package}>` : '';
  const tc = i.typeChecking ? ' TC' : '';
  return `${i.via}:${'.'.repeat(i.level)}${i.module}${names}${pkg}@${i.line}${tc}`;
}

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('scanPython: the import statements', () => {
  it('reads every form of import and from-import', () => {
    expect(
      found(
        lines(
          'import a.b as c, d',
          'from ..x.y import (a, b as c,)',
          'from . import x',
          'from m import *',
          'from .import y',
          'from . . z import w',
          'from ... import v',
          'from .... p import q',
          'import  a . b . c',
        ),
      ),
    ).toEqual([
      'import:a.b@1',
      'import:d@1',
      'from:..x.y[a,b]@2',
      'from:.[x]@3',
      'from:m[*]@4',
      'from:.[y]@5',
      'from:..z[w]@6',
      'from:...[v]@7',
      'from:....p[q]@8',
      'import:a.b.c@9',
    ]);
  });
});
