/**
 * The Python import scanner (src/targets/graphs/python/scan.ts): every import form wherever a
 * statement stands, nothing from strings, comments or f-string literal parts, the syntax errors
 * it reports, valid but tricky code it must not call an error, and CPython's own parser (ast) as
 * the oracle over a corpus of files written for it (test/support/python-corpus), their CRLF, CR,
 * BOM, tab and form-feed variants, and a sample of the python3's own standard library.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scanPython, type PyImport } from '../src/targets/graphs/python/scan.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CORPUS = path.join(HERE, 'support', 'python-corpus');
const ORACLE = path.join(HERE, 'support', 'python-imports.py');

/** An import as `via:module` with dots for the level, `[names]`, `<package>`, `@line`, TC. */
function show(i: PyImport): string {
  const names = i.names ? `[${i.names.join(',')}]` : '';
  const pkg = i.package !== undefined ? `<${i.package}>` : '';
  const tc = i.typeChecking ? ' TC' : '';
  return `${i.via}:${'.'.repeat(i.level)}${i.module}${names}${pkg}@${i.line}${tc}`;
}

/** The imports of `text`, shown; the text must parse. */
function found(text: string): string[] {
  const scan = scanPython(text, { full: true });
  expect(scan.error, `no error in:\n${text}`).toBeUndefined();
  return scan.imports.map(show);
}

/** The error of `text` as `line: message`, or undefined. */
function errorOf(text: string): string | undefined {
  const error = scanPython(text, { full: true }).error;
  return error && `${error.line}: ${error.message}`;
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
          'from __future__ import annotations',
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
      'from:__future__[annotations]@10',
    ]);
  });

  it('reads name lists across lines: parentheses, comments, backslashes', () => {
    expect(
      found(
        lines(
          'from typing import (Any,',
          '    Callable,  # import fake',
          '',
          '    Optional as Opt,',
          ')',
          'import a.b.c as abc, d.e, \\',
          '    f',
          'from collections import \\',
          '    OrderedDict',
        ),
      ),
    ).toEqual([
      'from:typing[Any,Callable,Optional]@1',
      'import:a.b.c@6',
      'import:d.e@6',
      'import:f@6',
      'from:collections[OrderedDict]@8',
    ]);
  });

  it('finds imports wherever a statement stands', () => {
    const text = lines(
      'import top',
      'def f():',
      '    import in_def',
      '    def g():',
      '        from . import nested_def',
      'class C:',
      '    import in_class',
      '    def m(self): import in_method',
      'try:',
      '    import in_try',
      'except ImportError:',
      '    import in_except',
      'else:',
      '    import in_else',
      'finally:',
      '    import in_finally',
      'if a:',
      '    import in_if',
      'elif b:',
      '    import in_elif',
      'else:',
      '    import in_if_else',
      'while a: import in_while',
      'for x in y: from loops import body',
      'with ctx() as c: import in_with',
      'async def h():',
      '    async with c: import in_async_with',
      '    async for x in y: import in_async_for',
      'match cmd:',
      '    case [x, *rest] if rest:',
      '        import in_case',
      '    case {"k": v}: import in_case_line',
      'x = 1; import after_semicolon; from m import n;',
      'if x: import one_line_if',
      'else: import one_line_else',
      'try: import one_line_try',
      'except: pass',
      '@decorator',
      'def d(): import after_decorator',
    );
    expect(found(text)).toEqual([
      'import:top@1',
      'import:in_def@3',
      'from:.[nested_def]@5',
      'import:in_class@7',
      'import:in_method@8',
      'import:in_try@10',
      'import:in_except@12',
      'import:in_else@14',
      'import:in_finally@16',
      'import:in_if@18',
      'import:in_elif@20',
      'import:in_if_else@22',
      'import:in_while@23',
      'from:loops[body]@24',
      'import:in_with@25',
      'import:in_async_with@27',
      'import:in_async_for@28',
      'import:in_case@31',
      'import:in_case_line@32',
      'import:after_semicolon@33',
      'from:m[n]@33',
      'import:one_line_if@34',
      'import:one_line_else@35',
      'import:one_line_try@36',
      'import:after_decorator@39',
    ]);
  });

  it('marks the imports under `if TYPE_CHECKING:`, and only those', () => {
    const text = readFileSync(path.join(CORPUS, 'typing_heavy.py'), 'utf8');
    expect(found(text)).toEqual([
      'import:typing@1',
      'from:typing[TYPE_CHECKING]@2',
      'import:checked_one@5 TC',
      'from:checked[two]@7 TC',
      'import:checked_three@9 TC',
      'import:runtime_one@10',
      'from:.[checked_four]@13 TC',
      'from:.[runtime_two]@15',
      'import:checked_five@18 TC',
      'import:checked_six@20 TC',
      'import:runtime_three@21',
      'import:checked_seven@26 TC',
      'import:runtime_four@29',
      'import:runtime_five@32',
    ]);
  });

  it('reads names as CPython does: NFKC, soft keywords as names', () => {
    expect(
      found(
        lines(
          'import ｍｏｄ.ｓｕｂ as ｘ',
          'from ℌ import ﬁx',
          'from données.modèles import Catégorie',
          'import match, type, case, _',
          'from match import type as case',
        ),
      ),
    ).toEqual([
      'import:mod.sub@1',
      'from:H[fix]@2',
      'from:données.modèles[Catégorie]@3',
      'import:match@4',
      'import:type@4',
      'import:case@4',
      'import:_@4',
      'from:match[type]@5',
    ]);
  });

  it("reads Python 3.15's lazy imports, and `lazy` as a name", () => {
    expect(
      found(
        lines(
          'lazy import json',
          'lazy from a.b import (c,',
          ' d)',
          'lazy = 1',
          'from .lazy import x',
        ),
      ),
    ).toEqual(['import:json@1', 'from:a.b[c,d]@2', 'from:.lazy[x]@5']);
  });
});

describe('scanPython: strings, comments and f-strings', () => {
  it('finds nothing in strings, docstrings, comments or literal parts', () => {
    const text = readFileSync(path.join(CORPUS, 'tricky_strings.py'), 'utf8');
    expect(found(text)).toEqual([
      'import:real_one@5',
      'import:real_two@16',
      '__import__:real_three@20',
    ]);
  });

  it('reads every string prefix in any case, raw strings ending in an escaped quote', () => {
    const prefixes = ['r', 'u', 'b', 'f', 't', 'br', 'rb', 'fr', 'rf', 'tr', 'rt'];
    const cased = prefixes.flatMap((p) => [p, p.toUpperCase(), p[0]!.toUpperCase() + p.slice(1)]);
    const text = cased.map((p) => `x = ${p}"\\" import no_${p}" ; ${p}'''import no'''`).join('\n');
    expect(found(text + '\nimport after_all')).toEqual([`import:after_all@${cased.length + 1}`]);
  });

  it('reads f-string fields as code (PEP 701): nesting, comments, newlines, format specs', () => {
    const text = readFileSync(path.join(CORPUS, 'py312', 'fstrings.py'), 'utf8');
    expect(found(text)).toEqual([
      'import:real_one@2',
      '__import__:real_two@7',
      'import_module:real_three@15',
      'import:real_four@23',
      'from:typing[real_five]@28',
    ]);
  });

  it('reads t-strings (PEP 750) as f-strings, and `except A, B:` (PEP 758)', () => {
    const text = readFileSync(path.join(CORPUS, 'py315', 'tstrings.py'), 'utf8');
    expect(found(text)).toEqual([
      'import:real_one@3',
      'from:real_two[alpha,beta]@4',
      'from:.lazy[thing]@8',
      '__import__:real_three@13',
      'import:real_four@19',
      'import:real_five@21',
    ]);
  });

  it('takes a t-string or an f-string with fields for no literal', () => {
    const scan = scanPython(
      lines('import_module(t"a")', 'import_module(f"{x}")', 'import_module(f"a")'),
    );
    expect(scan.imports.map(show)).toEqual(['import_module:a@3']);
    expect(scan.dynamic.map((d) => d.line)).toEqual([1, 2]);
  });
});

describe('scanPython: import_module, __import__, pytest_plugins', () => {
  it('reads literal import_module and __import__ calls, and lists the others as dynamic', () => {
    const text = readFileSync(path.join(CORPUS, 'plugins', 'loader.py'), 'utf8');
    const scan = scanPython(text);
    expect(scan.error).toBeUndefined();
    expect(scan.imports.map(show)).toEqual([
      'import:importlib@2',
      'import:importlib.util@3',
      'import:sys@4',
      'import_module:plugins.csv_export@10',
      'import_module:plugins.json_export@11',
      'import_module:.xml_export<plugins>@12',
      'import_module:..shared.base<plugins.sub>@13',
      'import_module:plugins.yaml_export@14',
      'import_module:plugins.toml_export@15',
      'import_module:plugins.ini_export@16',
      '__import__:os.path@30',
      '__import__:json@31',
      '__import__:xml.etree[ElementTree]@32',
      '__import__:.sibling[thing]@33',
    ]);
    expect(scan.dynamic).toEqual([
      { line: 22, call: 'importlib.import_module(name)' },
      { line: 23, call: 'importlib.import_module(f"plugins.{names[0]}")' },
      { line: 24, call: 'importlib.import_module("plugins." + names[0])' },
      { line: 25, call: 'importlib.import_module(".relative_without_anchor")' },
      { line: 26, call: 'importlib.import_module(*names)' },
      { line: 34, call: '__import__(sys.argv[1])' },
      { line: 35, call: '__import__("pkg", level=sys.maxsize)' },
      { line: 40, call: 'importlib.import_module(name)' },
    ]);
  });

  it('shortens a long dynamic call to 80 characters, its whitespace made single spaces', () => {
    const scan = scanPython(
      lines('importlib.import_module(', `    "plugins." + ${'x'.repeat(100)},`, '    "pkg",', ')'),
    );
    expect(scan.dynamic).toHaveLength(1);
    expect(scan.dynamic[0]!.call).toBe(
      `importlib.import_module( "plugins." + ${'x'.repeat(100)}`.slice(0, 79) + '…',
    );
  });

  it('reads pytest_plugins: a string (split at commas), a list, a tuple, +=, annotated', () => {
    const read = (file: string) => {
      const scan = scanPython(readFileSync(path.join(CORPUS, file), 'utf8'));
      expect(scan.error).toBeUndefined();
      return [
        ...scan.imports.map(show),
        ...scan.dynamic.map((d) => `dynamic@${d.line}: ${d.call}`),
      ];
    };
    expect(read('conftest.py')).toEqual([
      'import:pytest@1',
      'pytest_plugins:shop.tests.fixtures@3',
      'pytest_plugins:tests.factories@3',
      'from:shop.models[Order]@12',
      'dynamic@3: pytest_plugins element *EXTRA_PLUGINS',
    ]);
    expect(read('plugins/conftest.py')).toEqual([
      'pytest_plugins:plugins.fixtures@1',
      'pytest_plugins:plugins.mocks@1',
    ]);
    expect(read('plugins/conftest_tuple.py')).toEqual([
      'pytest_plugins:plugins.a@1',
      'pytest_plugins:plugins.b@2',
      'pytest_plugins:plugins.c@3',
      'pytest_plugins:plugins.d@4',
      'pytest_plugins:plugins.e@4',
      'dynamic@5: pytest_plugins = discover_plugins()',
    ]);
    expect(
      found(lines('x = pytest_plugins = ["chained"]', 'pytest_plugins == ["compared"]')),
    ).toEqual(['pytest_plugins:chained@1']);
  });

  it('takes no definition, method or keyword argument named like the functions for a call', () => {
    expect(
      found(
        lines(
          'def import_module(name): pass',
          'class __import__(object): pass',
          'f(import_module=1, pytest_plugins=["no"])',
          'from importlib import import_module',
          'x = import_module',
        ),
      ),
    ).toEqual(['from:importlib[import_module]@4']);
  });

  it('finds a call inside an f-string field, and in a decorator', () => {
    expect(
      found(
        lines(
          'x = f"{__import__(\'os\').sep}"',
          '@register(import_module("hooks"))',
          'def f(): pass',
        ),
      ),
    ).toEqual(['__import__:os@1', 'import_module:hooks@2']);
  });
});

describe('scanPython: syntax errors', () => {
  const cases: [string, string, string][] = [
    ['an unterminated string', 'import os\nx = "abc\n', '2: unterminated string literal'],
    [
      'an unterminated triple-quoted string',
      "import os\nx = '''abc\n\n",
      '2: unterminated triple-quoted string literal',
    ],
    ['an unterminated f-string', 'import os\nx = f"{os}\n', '2: unterminated f-string literal'],
    [
      'an unterminated triple-quoted f-string',
      'import os\nx = f"""{os}\n',
      '2: unterminated triple-quoted f-string literal',
    ],
    ['an unclosed bracket', 'import os\nx = [1,\n  2\n', "2: '[' was never closed"],
    ['an unmatched bracket', 'import os\nx = 1)\n', "2: unmatched ')'"],
    [
      'mismatched brackets',
      'import os\nx = (1]\n',
      "2: closing parenthesis ']' does not match opening parenthesis '('",
    ],
    [
      'a dedent to no outer level',
      'import os\nif x:\n        a\n    b\n',
      '4: unindent does not match any outer indentation level',
    ],
    [
      'tabs and spaces mixed (TabError)',
      'import os\nif x:\n        a\n\tb\n',
      '4: inconsistent use of tabs and spaces in indentation',
    ],
    ['an unexpected indent', 'import os\n    import sys\n', '2: unexpected indent'],
    ['an indented first line', '  import os\n', '1: unexpected indent'],
    ['a missing block', 'import os\ndef f():\nx = 1\n', '3: expected an indented block'],
    [
      'a missing block at the end',
      'import os\nclass A:  # nothing follows\n',
      '2: expected an indented block',
    ],
    ['a dollar sign', 'import os\nx = $1\n', "2: invalid character '$' (U+0024)"],
    ['a question mark', 'import os\nx = a ? b : c\n', "2: invalid character '?' (U+003F)"],
    ['a backtick', 'import os\nx = `a`\n', "2: invalid character '`' (U+0060)"],
    [
      'an exclamation mark',
      'import os\n!ls\n',
      "2: invalid syntax: '!' is no operator outside an f-string",
    ],
    [
      'a non-breaking space',
      'import os\nx =\u00a01\n',
      '2: invalid non-printable character U+00A0',
    ],
    [
      'a control character',
      'import os\nx = 1\u000b\n',
      '2: invalid non-printable character U+000B',
    ],
    ['a non-identifier character', 'import os\nprice = 5€\n', "2: invalid character '€' (U+20AC)"],
    ['a null byte', 'import os\nx = "\0"\n', '2: source code cannot contain null bytes'],
    [
      'a backslash not ending its line',
      'import os\nx = 1 \\ \n',
      '2: unexpected character after line continuation character',
    ],
    [
      'a backslash at the end of the file',
      'import os\nx = 1 + \\\n',
      '2: unexpected EOF while parsing',
    ],
    [
      'bytes with a non-ASCII character',
      'import os\nx = b"é"\n',
      '2: bytes can only contain ASCII literal characters',
    ],
    [
      'bytes and str concatenated',
      'import os\nx = b"a" "b"\n',
      '2: cannot mix bytes and nonbytes literals',
    ],
    ["an f-string's single }", 'import os\nx = f"a}b"\n', "2: f-string: single '}' is not allowed"],
    [
      "an f-string's empty field",
      'import os\nx = f"{ }"\n',
      "2: f-string: valid expression required before '}'",
    ],
    [
      "an f-string's bad conversion",
      'import os\nx = f"{os!x}"\n',
      "2: f-string: invalid conversion character: expected 's', 'r', or 'a'",
    ],
    [
      "an f-string's missing conversion",
      'import os\nx = f"{os!}"\n',
      '2: f-string: missing conversion character',
    ],
    [
      'an import in an f-string field',
      'import os\nx = f"{import os}"\n',
      "2: f-string: 'import' is a statement, not an expression",
    ],
    [
      'a bare import',
      'import os\nimport\n',
      '2: invalid syntax: `import` must be followed by a dotted module name',
    ],
    [
      'a from-import of nothing',
      'import os\nfrom os import\n',
      '2: invalid syntax: `from ... import` must be followed by names',
    ],
    [
      'from without a module',
      'import os\nfrom import x\n',
      '2: invalid syntax: `from` must be followed by a module name or dots',
    ],
    [
      'from without import',
      'import os\nfrom os path\n',
      '2: invalid syntax: `from <module>` must be followed by `import`',
    ],
    [
      'a trailing comma after import',
      'import os\nimport a,\n',
      '2: invalid syntax: `import` must be followed by a dotted module name',
    ],
    [
      'a trailing comma without parentheses',
      'import os\nfrom x import a,\n',
      '2: trailing comma not allowed without surrounding parentheses',
    ],
    [
      'empty parentheses',
      'import os\nfrom x import ()\n',
      '2: invalid syntax: `from ... import` must be followed by names',
    ],
    [
      'a keyword as a module',
      'import os\nimport if\n',
      '2: invalid syntax: `import` must be followed by a dotted module name',
    ],
    [
      '`as` without a name',
      'import os\nimport a as\n',
      '2: invalid syntax: `as` must be followed by a name',
    ],
    [
      'a dotted alias',
      'import os\nimport a as b.c\n',
      '2: invalid syntax: unexpected token after the import statement',
    ],
    [
      'two modules without a comma',
      'import os\nimport a b\n',
      '2: invalid syntax: unexpected token after the import statement',
    ],
    [
      'import in an expression',
      'import os\nx = import y\n',
      "2: invalid syntax: 'import' stands only at the start of a statement",
    ],
    [
      'a leading zero',
      'import os\nx = 0755\n',
      '2: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers',
    ],
    ['a double underscore in a number', 'import os\nx = 1__0\n', '2: invalid decimal literal'],
    [
      'a digit of the wrong base',
      'import os\nx = 0b102\n',
      "2: invalid digit '2' in binary literal",
    ],
    ['a letter after a number', 'import os\nx = 10L\n', '2: invalid decimal literal'],
    [
      "Python 2's print",
      'import os\nprint "hello"\n',
      "2: invalid syntax: `print` followed by no operator (Python 2's print?)",
    ],
    [
      "Python 2's exec",
      'import os\nexec code in ns\n',
      "2: invalid syntax: `exec` followed by no operator (Python 2's print?)",
    ],
    [
      'a BOM with a cookie naming another encoding',
      '\ufeff# coding: latin-1\nimport os\n',
      '1: encoding problem: latin-1 with BOM',
    ],
  ];
  it.each(cases)('reports %s', (_what, text, expected) => {
    expect(errorOf(text)).toBe(expected);
  });

  it('reports too many indentation levels and nested brackets, as CPython counts them', () => {
    const nested = (levels: number) =>
      Array.from({ length: levels }, (_, i) => `${' '.repeat(i)}if x:`).join('\n') +
      `\n${' '.repeat(levels)}import y\n`;
    expect(errorOf(nested(99))).toBeUndefined();
    expect(errorOf(nested(100))).toBe('101: too many levels of indentation');
    expect(errorOf(`import os\nx = ${'('.repeat(200)}1${')'.repeat(200)}\n`)).toBeUndefined();
    expect(errorOf(`import os\nx = ${'('.repeat(201)}1${')'.repeat(201)}\n`)).toBe(
      '2: too many nested parentheses',
    );
  });

  it('reports the first error, and still lists the imports it can read', () => {
    const scan = scanPython(lines('import a', 'x = "open', 'import b', 'y = (', 'import c'));
    expect(scan.error).toEqual({ line: 2, message: 'unterminated string literal' });
    expect(scan.imports.map(show)).toContain('import:b@3');
  });

  it('reports every file of the corpus that CPython rejects', () => {
    const dir = path.join(CORPUS, 'invalid');
    for (const file of readdirSync(dir)) {
      const scan = scanPython(readFileSync(path.join(dir, file), 'utf8'));
      expect(scan.error, file).toBeDefined();
      expect(
        scan.imports.map((i) => i.module),
        file,
      ).toContain('os');
    }
  });
});

describe('scanPython: valid code that must not be an error', () => {
  const valid: [string, string][] = [
    ['an empty file', ''],
    ['only comments and blank lines', '# a\n\n   # b\n\t\n'],
    ['no final newline', 'import os\nif os:\n    x = 1'],
    ['a comment as the last line without newline', 'import os\n# end'],
    ['a BOM', '\ufeffimport os\n'],
    ['a BOM with a UTF-8 cookie', '\ufeff# -*- coding: utf-8 -*-\nimport os\n'],
    ['a coding cookie', '# -*- coding: latin-1 -*-\nimport os\n'],
    ['CRLF newlines', 'import os\r\nif os:\r\n    x = 1\r\n'],
    ['CR newlines', 'import os\rif os:\r    x = 1\r'],
    ['form feeds', '\fimport os\nif os:\n\f    x = 1\n\f\ny = 2\n'],
    ['tabs used alike', 'import os\nif os:\n\tif os:\n\t\tx = 1\n\ty = 2\n'],
    ['tabs and spaces that agree at any tab size', 'if 1:\n  \tx\n  \ty\n'],
    ['a backslash in the indentation', 'class A:\n\\\n    pass\nclass B:\n  \\\n    """Doc"""\n'],
    ['a backslash then a blank line', 'x = 1 \\\n\ny = 2\n'],
    [
      'match, case and type as statements and names',
      'match = case = type = _ = 1\nmatch match:\n    case {"type": type}:\n        pass\n    case _:\n        pass\ntype X = list[int]\n',
    ],
    [
      'PEP 695 generics',
      'def f[T: int, *Ts, **P](x: T) -> T: return x\nclass A[T]: pass\ntype L[T] = list[T]\n',
    ],
    [
      'walrus, lambdas, stars',
      'if (n := 10) > 5: pass\nf = lambda x=lambda: 1, *a, **k: (yield)\nprint(*a, sep="")\nx = [*a, *b]\n',
    ],
    ['decorators', '@a.b(c=1)\n@d\nclass E: pass\n'],
    [
      'numbers of every form',
      'x = [0, 00, 0_0, 1_000, 0x_1F, 0o17, 0B1, 1.5, 1., .5, 1e5, 1E+5, 1.5j, 0e0, 07.5, 07j, 1if 1 else 2, 0x1for x in y]\n',
    ],
    ['a number then a keyword', 'x = [1 if 1else 2, 1or 2, 1and 2, 1in y, 1is 1, 1not in y]\n'],
    [
      'PEP 701 f-strings',
      'x = f"{"a"}" + f"{f"{f"{1}"}"}" + f"{x:{y}}" + f"{x!r:>{w}}" + f"{x=}" + f"{x = !s:^5}"\ny = f"{x:=^10}" + f"{a!=b}" + f"{ {1: 2}[1] }" + f"{"\\n".join(z)}"\n',
    ],
    [
      'an f-string field over lines with a comment',
      'x = f"{a # comment\n}" + f"""{\nb\n!r\n}"""\n',
    ],
    ['an f-string with escapes', 'x = f"\\{x} \\N{BULLET} {{}} \\\\{x}" + rf"\\N{x}" + f"\\""\n'],
    ['t-strings', 'x = t"{a}" + T"{b!r}" + tr"\\{c}" + Rt"x"\n'],
    ["PEP 758's except without parentheses", 'try:\n    pass\nexcept A, B:\n    pass\n'],
    ['a semicolon at the end', 'import os;\n'],
    ['unicode identifiers', 'π = 3.14\n名前 = "x"\nclass Ñ: pass\nx·y = 1\n'],
    [
      'implicit concatenation of str and f-strings',
      'x = "a" f"{b}" "c" r"d" u"e"\ny = b"a" rb"b" B"c"\n',
    ],
    [
      'keywords before strings and numbers',
      'def f():\n    return "x"\n    yield 1\n    assert x, "m"\n    raise E from None\nx = not "a" in "b" or 1 and 2 is 3\n',
    ],
    ['a line ending in a colon inside brackets', 'x = {\n    "a":\n        1,\n}\ny = z[1:\n]\n'],
    ['an annotation without value', 'class A:\n    x: int\n    y: "A" = None\n'],
    ['ellipsis', 'def f(): ...\nx = a[..., 1]\n'],
  ];
  it.each(valid)('%s', (_what, text) => {
    expect(scanPython(text, { full: true }).error).toBeUndefined();
  });

  it('counts lines over CRLF, CR and LF alike', () => {
    expect(found('import a\r\nimport b\rimport c\nimport d').map((s) => s.split('@')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});

describe('scanPython: the fast path', () => {
  it('skips a text without `import` or `pytest_plugins`: no imports, no error computed', () => {
    const text = 'x = "unterminated\n';
    expect(scanPython(text)).toEqual({ imports: [], dynamic: [] });
    expect(scanPython(text, { full: true }).error?.message).toBe('unterminated string literal');
  });

  it('still reads a name that is `__import__` after NFKC', () => {
    expect(scanPython('__ｉｍｐｏｒｔ__("os")\n').imports.map(show)).toEqual(['__import__:os@1']);
  });
});

// ---------------------------------------------------------------------------------------------
// CPython's ast as the oracle.

/** The python3 to ask (PYSCAN_PYTHON overrides), its version and its standard library. */
const PYTHON = (() => {
  const exe = process.env.PYSCAN_PYTHON || 'python3';
  const probe = spawnSync(
    exe,
    [
      '-c',
      'import sys, sysconfig; print(sys.version_info[0], sys.version_info[1]); print(sysconfig.get_paths()["stdlib"])',
    ],
    { encoding: 'utf8' },
  );
  if (probe.status !== 0) return undefined;
  const [version = '', stdlib = ''] = probe.stdout.trim().split('\n');
  const [major = 0, minor = 0] = version.split(' ').map(Number);
  return { exe, major, minor, stdlib };
})();

const NO_PYTHON =
  'Python oracle tests SKIPPED: no python3 on PATH (and no PYSCAN_PYTHON); the unit tests above still pin every form';

interface OracleFile {
  file: string;
  ok: boolean;
  utf8?: boolean;
  error?: string;
  imports?: {
    module: string;
    level: number;
    names: string[] | null;
    line: number;
    via: string;
    package: string | null;
    typeChecking: boolean;
  }[];
  dynamic?: number[];
}

function oracle(files: string[]): OracleFile[] {
  const run = spawnSync(PYTHON!.exe, [ORACLE], {
    input: files.join('\n'),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) throw new Error(`the oracle failed: ${run.stderr}`);
  return run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OracleFile);
}

/** The scanner's answer in the oracle's shape, sorted. */
function scannerView(text: string) {
  const scan = scanPython(text);
  const imports = scan.imports
    .map((i) =>
      JSON.stringify({
        module: i.module,
        level: i.level,
        names: i.names ?? null,
        line: i.line,
        via: i.via,
        package: i.package ?? null,
        typeChecking: i.typeChecking ?? false,
      }),
    )
    .sort();
  return {
    imports,
    dynamic: scan.dynamic.map((d) => d.line).sort((a, b) => a - b),
    error: scan.error,
  };
}

/** The `.py` files under `dir` (not in site-packages or __pycache__). */
function corpusFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'site-packages' || entry.name === '__pycache__'
        ? []
        : corpusFiles(full);
    }
    return entry.name.endsWith('.py') ? [full] : [];
  });
}

/** Variants of a valid file that CPython reads alike: other newlines, a BOM, tabs, form feeds. */
const VARIANTS: [string, (text: string) => string][] = [
  ['crlf', (t) => t.replace(/\n/g, '\r\n')],
  ['cr', (t) => t.replace(/\n/g, '\r')],
  ['bom', (t) => '\ufeff' + t],
  ['tabs', (t) => t.replace(/^((?: {4})+)/gm, (m) => '\t'.repeat(m.length / 4))],
  ['formfeed', (t) => t.replace(/^(def|class) /gm, '\f$1 ')],
  ['no-final-newline', (t) => t.replace(/\n+$/, '')],
];

describe.runIf(!PYTHON)('scanPython against CPython', () => {
  it.skip(NO_PYTHON, () => {});
  it('says why it is skipped', () => {
    console.warn(NO_PYTHON);
    expect(PYTHON).toBeUndefined();
  });
});

describe.skipIf(!PYTHON)('scanPython against CPython', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'mq-pyscan-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** Compares every file ast reads with the scanner; returns the files ast rejects. */
  function agree(results: OracleFile[]): OracleFile[] {
    const rejected: OracleFile[] = [];
    for (const result of results) {
      if (result.utf8 === false) continue;
      if (!result.ok) {
        rejected.push(result);
        continue;
      }
      const mine = scannerView(readFileSync(result.file, 'utf8'));
      expect(mine.error, `${result.file}: ast parses it`).toBeUndefined();
      const theirs = result.imports!.map((i) =>
        JSON.stringify({
          module: i.module,
          level: i.level,
          names: i.names,
          line: i.line,
          via: i.via,
          package: i.package,
          typeChecking: i.typeChecking,
        }),
      );
      theirs.sort();
      expect(mine.imports, result.file).toEqual(theirs);
      expect(mine.dynamic, result.file).toEqual([...result.dynamic!].sort((a, b) => a - b));
    }
    return rejected;
  }

  it('agrees with ast on the corpus and its variants, and reports what ast rejects', () => {
    const { major, minor } = PYTHON!;
    const atLeast = (m: number) => major > 3 || (major === 3 && minor >= m);
    const files = corpusFiles(CORPUS).filter((file) => {
      if (file.includes(`${path.sep}py312${path.sep}`)) return atLeast(12);
      if (file.includes(`${path.sep}py315${path.sep}`)) return atLeast(15);
      return true;
    });
    const variants: string[] = [];
    for (const file of files) {
      if (file.includes(`${path.sep}invalid${path.sep}`)) continue;
      const text = readFileSync(file, 'utf8');
      const name = path.relative(CORPUS, file).replace(/[\\/]/g, '_');
      for (const [variant, make] of VARIANTS) {
        const out = path.join(temp, `${variant}-${name}`);
        writeFileSync(out, make(text));
        variants.push(out);
      }
    }
    const results = oracle([...files, ...variants]);
    expect(results.length).toBe(files.length + variants.length);
    const rejected = agree(results);
    // Exactly the files of invalid/ are rejected, and the scanner reports each of them.
    expect(rejected.map((r) => path.relative(CORPUS, r.file)).sort()).toEqual(
      readdirSync(path.join(CORPUS, 'invalid'))
        .map((f) => path.join('invalid', f))
        .sort(),
    );
    for (const r of rejected) {
      expect(scanPython(readFileSync(r.file, 'utf8')).error, r.file).toBeDefined();
    }
  });

  it("agrees with ast on a sample of python3's own standard library", () => {
    const all = corpusFiles(PYTHON!.stdlib).sort();
    // Every 6th file: about 300 of CPython's, the same ones on every run of a version.
    const sample = all.filter((_, i) => i % 6 === 0);
    expect(sample.length).toBeGreaterThan(100);
    const rejected = agree(oracle(sample));
    // The library's own test data holds a few files that do not parse on purpose.
    expect(rejected.length).toBeLessThan(sample.length / 20);
  });
});
