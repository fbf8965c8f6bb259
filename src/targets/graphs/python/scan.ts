/**
 * The Python import scanner: every module a Python file names in code, read with the lexical
 * grammar of Python 3.14 (scan-lex.ts: CPython's tokenizer, PEP 701 f-strings, PEP 750
 * t-strings) and the statement forms that import, Python 3.15's `lazy import` included.
 *
 * Found wherever a statement stands (module level, function and class bodies, try/except,
 * if/else, with, match cases, after `;`, after a one-line compound header such as
 * `if x: import y`), with parenthesised and backslash-continued name lists:
 * - `import a.b as c, d` and `from ..x.y import (a, b as c,)`, `from . import x`, `from m import *`;
 * - `import_module("m")`, `importlib.import_module("..m", "pkg")` and `__import__("m")` (also
 *   `__import__("a.b", fromlist=["c"])` and a literal `level`) whose name is a string literal (one
 *   or several concatenated, or an f-string without fields), also inside an f-string's fields;
 * - `pytest_plugins = "m"` / `["a", "b"]` / `("a",)` and `+=`: the literal strings.
 * A call whose module is not a literal, and a `pytest_plugins` value or element that is not one,
 * is listed in `dynamic` for the log. Nothing in a string, comment or the literal part of an f- or
 * t-string is code; an import inside `if TYPE_CHECKING:` is marked so. Names are compared and
 * returned after NFKC, as CPython makes identifiers.
 *
 * `error` is set when the file is certainly not Python 3.14, for these reasons only:
 * - lexical, as CPython's tokenizer reports them: an unterminated string or f-string; an
 *   unclosed, unmatched or mismatched bracket; a dedent to no outer level; tabs and spaces mixed
 *   so that the indentation depends on the tab size (TabError); more than 99 indentation levels
 *   or 200 nested brackets; a character outside strings and comments that is no part of Python
 *   (`$`, `?`, a backtick, `!` outside an f-string, a control character, a non-breaking space, a
 *   character that is no identifier's after NFKC); a null byte; a backslash not ending its line;
 *   a number CPython rejects (leading zeros `0755`, an `_` not between digits, a digit of the
 *   wrong base, a letter right after a number as in `10L`); bytes with a non-ASCII character;
 *   bytes and str literals concatenated; an f-string's single `}`, empty field, bad conversion
 *   (`!x`, `! r`) or unclosed field; an `import` inside an f-string field; a BOM with a coding
 *   cookie that does not name UTF-8;
 * - of the block structure: an indented line after a line that opens no block ("unexpected
 *   indent"), a line ending in `:` followed by no indented block;
 * - a name followed by a name, string or number with no operator between, unless the first is
 *   a keyword or one of the soft keywords that begin statements (`match`, `case`, `type`,
 *   `lazy`) or the second is a keyword: no rule of the grammar puts two operands side by side
 *   (Python 2's `print "x"` and `exec code in ns` are the usual case);
 * - of the import statements themselves: `import` anywhere but at the start of a statement or
 *   after `from m`, `from` at a statement's start not followed by a well-formed from-import, and
 *   a malformed import (`import`, `from x import`, `import a,`, `from x import a,`, `from x
 *   import ()`, a keyword as a name, `import a as b.c`, anything after the import on its line
 *   but `;`).
 * Other syntax errors (a missing operand as in `x = = 1`, a statement where an expression must
 * be, an unknown encoding in a cookie, an unknown `\N{name}`, what the compiler rejects after
 * parsing) are not detected: finding them takes Python's whole grammar, and a wrong guess would
 * be a false error, which costs more than a missed one. None of them can hide an import from
 * `imports`: the tokens are exact whatever the other errors (strings, comments and brackets are
 * where CPython has them, so no `import` in a string is taken and none in code is missed), and
 * an import statement is recognised by its keywords at a statement's start, which the tokens
 * alone decide. A file with a detected error still gets the imports a recovering scan finds (an
 * unterminated string ends at its line; an unterminated triple-quoted one takes the rest of the
 * file), which may be incomplete: hence `error`.
 *
 * The fast path: a text that contains neither `import` nor `pytest_plugins` (also after NFKC)
 * has no import of any form (each spells one of them), so it is not tokenized and its `error` is
 * not computed (the reader needs `error` only for a file that imports something); `{ full:
 * true }` scans it all the same.
 */
import * as lex from './scan-lex.js';
import { Lexer, type LexError, type Tokens } from './scan-lex.js';

// Local bindings: a module's exports are read through getters in some loaders (tsx, vitest),
// which the token loop would pay for each token.
const {
  COLON,
  COMMA,
  DEDENT,
  DOT,
  ELLIPSIS,
  END,
  EQUAL,
  FEND,
  FSTART,
  F_BYTES,
  F_COMPOUND,
  F_FIELDS,
  F_KEYWORD,
  F_RAW,
  F_SOFT,
  F_TEMPLATE,
  F_UNICODE,
  INDENT,
  N_FROM,
  N_IF,
  N_IMPORT,
  N_SPECIAL,
  LBRACE,
  LPAR,
  LSQB,
  NAME,
  NEWLINE,
  NUMBER,
  OP,
  PLUSEQ,
  RBRACE,
  RPAR,
  RSQB,
  SEMI,
  STAR,
  STRING,
} = lex;

/** One module reference found in a Python file. */
export interface PyImport {
  /** The dotted module as written, without leading dots ('' for `from . import x`). */
  module: string;
  /** Leading dots of a relative import (0: absolute). */
  level: number;
  /**
   * For `from M import a, b as c`: the imported names ['a', 'b'] (each may be a submodule of M);
   * ['*'] for a star import; for `__import__("M", fromlist=["a"])` the literal fromlist;
   * undefined for `import M` / `import M as x` and the other string forms.
   */
  names?: string[];
  /**
   * 1-based line of the statement (the line of its `import` or `from`, of the `pytest_plugins`
   * name) or of the call (the line of the called name `import_module` / `__import__`).
   */
  line: number;
  /**
   * How it was written: an import statement ('import' | 'from'), a literal
   * importlib.import_module("m") / import_module("m", "pkg") (the package makes a relative name
   * absolute: module holds the name, level its leading dots, and `package` the anchor), a literal
   * __import__("m") (a literal `level=N` is its level), or a pytest_plugins string.
   */
  via: 'import' | 'from' | 'import_module' | '__import__' | 'pytest_plugins';
  /** For import_module("..x", "pkg.sub"): the anchor package as written. */
  package?: string;
  /** Inside `if TYPE_CHECKING:` (still an edge: the CI's type checker reads it). */
  typeChecking?: boolean;
}

export interface PyScan {
  imports: PyImport[];
  /**
   * Dynamic imports whose module is not a literal (importlib.import_module(name),
   * __import__(x), pytest_plugins = some_list_expression; import_string(...) is NOT included:
   * string references are outside the model), for the log: line and the call as written
   * (shortened to 80 chars).
   */
  dynamic: { line: number; call: string }[];
  /** Set when the file does not parse under the newest Python grammar (3.14): where and why. */
  error?: { line: number; message: string };
}

export interface ScanOptions {
  /** Tokenize even a text without `import` or `pytest_plugins`, to get its `error`. */
  full?: boolean;
}

const lexer = new Lexer();

/** An argument that a `*args` or `**kwargs` may hold. */
const UNKNOWN = 'unknown';

/** Scans one Python source text (UTF-8 decoded; a BOM allowed). Never throws. */
export function scanPython(source: string, options: ScanOptions = {}): PyScan {
  if (!options.full && !mayImport(source)) return { imports: [], dynamic: [] };
  try {
    lexer.run(source);
    return new Statements(source, lexer).run();
  } catch (error) {
    // A scanner bug must not stop the reader: the file is then one that does not parse.
    return {
      imports: [],
      dynamic: [],
      error: { line: 1, message: `the scanner failed: ${String(error)}` },
    };
  }
}

/** Whether the text can hold an import of any form (every form spells one of these words). */
function mayImport(source: string): boolean {
  if (source.includes('import') || source.includes('pytest_plugins')) return true;
  // Names are compared after NFKC (`ｉｍｐｏｒｔ_module` is `import_module`).
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(source)) return false;
  const normal = source.normalize('NFKC');
  return normal.includes('import') || normal.includes('pytest_plugins');
}

/** The statement-level reading of one file's tokens. */
class Statements {
  private readonly imports: PyImport[] = [];
  private readonly dynamic: { line: number; call: string }[] = [];
  private error: LexError | undefined;
  /** The indentation level of the `if TYPE_CHECKING:` block we are in, or -1. */
  private tcLevel = -1;
  /** On a one-line `if TYPE_CHECKING: ...`. */
  private tcLine = false;
  private indentLevel = 0;

  private readonly t: Tokens;

  constructor(
    private readonly src: string,
    private readonly lexer: Lexer,
  ) {
    this.t = lexer.tokens;
    this.error = lexer.error;
  }

  run(): PyScan {
    const t = this.t;
    const kinds = t.kind;
    let depth = 0;
    let stmtStart = true;
    let header = false;
    let expectIndent = false;
    let pendingTc = false;
    let prev = NEWLINE;
    for (let k = 0; k < t.n; k++) {
      const kind = kinds[k]!;
      if (expectIndent && kind !== INDENT) {
        expectIndent = false;
        // At the end of the file, on the line of the header, as CPython reports it.
        this.fail(kind === END ? k - 1 : k, 'expected an indented block');
      }
      if (
        prev === NAME &&
        (kind === NAME || kind === STRING || kind === FSTART || kind === NUMBER)
      ) {
        this.juxtaposed(k);
      }
      switch (kind) {
        case NEWLINE:
          if (prev === COLON && depth === 0) expectIndent = true;
          else pendingTc = false;
          stmtStart = true;
          header = false;
          this.tcLine = false;
          depth = 0;
          break;
        case INDENT:
          if (!expectIndent) this.fail(k, 'unexpected indent');
          expectIndent = false;
          this.indentLevel++;
          if (pendingTc && this.tcLevel < 0) this.tcLevel = this.indentLevel;
          pendingTc = false;
          stmtStart = true;
          break;
        case DEDENT:
          this.indentLevel--;
          if (this.tcLevel > this.indentLevel) this.tcLevel = -1;
          stmtStart = true;
          break;
        case LPAR:
        case LSQB:
        case LBRACE:
          depth++;
          stmtStart = false;
          break;
        case RPAR:
        case RSQB:
        case RBRACE:
          if (depth > 0) depth--;
          stmtStart = false;
          break;
        case SEMI:
          stmtStart = depth === 0;
          break;
        case COLON:
          stmtStart = depth === 0 && header;
          break;
        case STRING:
          if (prev === STRING || prev === FEND) this.mixedLiterals(k);
          stmtStart = false;
          break;
        case FSTART:
          if (prev === STRING || prev === FEND) this.mixedLiterals(k);
          stmtStart = false;
          break;
        case NAME: {
          const flags = t.flags[k]!;
          const start = stmtStart && depth === 0;
          stmtStart = false;
          if (start) {
            if (flags & N_IMPORT) {
              k = this.importStatement(k);
              prev = kinds[k]!;
              continue;
            }
            if (flags & N_FROM) {
              k = this.fromStatement(k);
              prev = kinds[k]!;
              continue;
            }
            if (flags & F_COMPOUND) {
              header = true;
              if (flags & N_IF && this.typeCheckingHeader(k)) pendingTc = true;
            } else if (flags & (N_SPECIAL | F_UNICODE)) {
              // Python 3.15's `lazy import m` and `lazy from m import n` (PEP 810).
              if (this.is(k, 'lazy') && t.flags[k + 1]! & (N_IMPORT | N_FROM)) {
                stmtStart = true;
                prev = NAME;
                continue;
              }
              if (this.isWord(k, 'pytest_plugins')) this.pytestPlugins(k);
            }
          } else if (flags & N_IMPORT) {
            this.fail(k, "invalid syntax: 'import' stands only at the start of a statement");
          } else if (prev === EQUAL && depth === 0 && flags & (N_SPECIAL | F_UNICODE)) {
            if (this.isWord(k, 'pytest_plugins')) this.pytestPlugins(k);
          }
          if (
            flags & (N_SPECIAL | F_UNICODE) &&
            kinds[k + 1] === LPAR &&
            this.isImportFunction(k)
          ) {
            if (!(prev === NAME && (this.is(k - 1, 'def') || this.is(k - 1, 'class')))) {
              this.importCall(k);
            }
          }
          break;
        }
        default:
          stmtStart = false;
      }
      // A one-line body after `if TYPE_CHECKING:`.
      if (pendingTc && kind === COLON && depth === 0 && kinds[k + 1] !== NEWLINE) {
        this.tcLine = true;
        pendingTc = false;
      }
      prev = kind;
    }
    const scan: PyScan = { imports: this.imports, dynamic: this.dynamic };
    if (this.error) {
      const { pos, at, message } = this.error;
      scan.error = { line: this.lexer.lineOf(at ?? pos), message };
    }
    return scan;
  }

  private fail(k: number, message: string): void {
    const pos = this.t.start[k]!;
    if (!this.error || pos < this.error.pos) this.error = { pos, message };
  }

  /** The literal before `k` and `k` itself are concatenated: bytes and str do not mix. */
  private mixedLiterals(k: number): void {
    const bytes = (j: number) => this.t.kind[j] === STRING && (this.t.flags[j]! & F_BYTES) !== 0;
    if (bytes(k - 1) !== bytes(k)) this.fail(k, 'cannot mix bytes and nonbytes literals');
  }

  /**
   * The NAME before `k` and `k` (a name, string or number) stand side by side, which no rule of
   * the grammar allows unless the NAME is a keyword (`return x`, `not x`) or a soft one that
   * begins a statement (`match x:`, `case "a":`, `type X = ...`), or `k` is a keyword (`x if
   * y`): Python 2's `print "x"` and `exec code`, a missing operator or comma.
   */
  private juxtaposed(k: number): void {
    const flags = this.t.flags;
    if (flags[k - 1]! & (F_UNICODE | F_KEYWORD | F_SOFT)) return;
    if (this.t.kind[k] === NAME && flags[k]! & (F_UNICODE | F_KEYWORD)) return;
    const word = this.src.slice(this.t.start[k - 1], this.t.end[k - 1]);
    this.fail(k, `invalid syntax: \`${word}\` followed by no operator (Python 2's print?)`);
  }

  /** The line of token `k`. */
  private lineOf(k: number): number {
    return this.lexer.lineOf(this.t.start[k]!);
  }

  /** Whether the NAME at `k` is `word` (after NFKC). */
  private isWord(k: number, word: string): boolean {
    return this.t.flags[k]! & F_UNICODE ? this.word(k) === word : this.is(k, word);
  }

  private is(k: number, word: string): boolean {
    const start = this.t.start[k]!;
    return (
      this.t.kind[k] === NAME &&
      this.t.end[k]! - start === word.length &&
      this.src.startsWith(word, start)
    );
  }

  /** A NAME's text, NFKC-normalised when it is not ASCII (as CPython makes identifiers). */
  private word(k: number): string {
    const text = this.src.slice(this.t.start[k], this.t.end[k]);
    return this.t.flags[k]! & F_UNICODE ? text.normalize('NFKC') : text;
  }

  /** `import_module` or `__import__` (after NFKC). */
  private isImportFunction(k: number): boolean {
    return this.isWord(k, 'import_module') || this.isWord(k, '__import__');
  }

  private inTypeChecking(): boolean {
    return this.tcLine || (this.tcLevel >= 0 && this.indentLevel >= this.tcLevel);
  }

  private add(entry: PyImport): void {
    if (this.inTypeChecking()) entry.typeChecking = true;
    this.imports.push(entry);
  }

  /** `if TYPE_CHECKING:`, `elif typing.TYPE_CHECKING:`, `if (TYPE_CHECKING):`. */
  private typeCheckingHeader(k: number): boolean {
    const kinds = this.t.kind;
    let j = k + 1;
    let parens = 0;
    while (kinds[j] === LPAR) {
      parens++;
      j++;
    }
    while (kinds[j] === NAME && kinds[j + 1] === DOT) j += 2;
    if (kinds[j] !== NAME) return false;
    const last = j++;
    while (parens > 0 && kinds[j] === RPAR) {
      parens--;
      j++;
    }
    return parens === 0 && kinds[j] === COLON && this.isWord(last, 'TYPE_CHECKING');
  }

  /** A name of an import statement: not a keyword. */
  private importName(k: number): string | undefined {
    if (this.t.kind[k] !== NAME) return undefined;
    if (this.t.flags[k]! & F_KEYWORD) return undefined;
    return this.word(k);
  }

  /** `a.b.c` from `k`: the name and the token after it, or undefined. */
  private dotted(k: number): { name: string; next: number } | undefined {
    const kinds = this.t.kind;
    let name = this.importName(k);
    if (name === undefined) return undefined;
    let j = k + 1;
    while (kinds[j] === DOT) {
      const part = this.importName(j + 1);
      if (part === undefined) return undefined;
      name += '.' + part;
      j += 2;
    }
    return { name, next: j };
  }

  /** `as NAME` at `j` if there: the token after it; -1 when malformed. */
  private alias(j: number): number {
    if (!this.is(j, 'as')) return j;
    return this.importName(j + 1) === undefined ? -1 : j + 2;
  }

  /** The end of an import statement at `j`: NEWLINE or `;`. Returns the index to go on from. */
  private endOfStatement(j: number, what: string): number {
    const kind = this.t.kind[j];
    if (kind !== NEWLINE && kind !== SEMI) {
      this.fail(j, `invalid syntax: ${what}`);
    }
    // The main loop sees the NEWLINE or `;` (or whatever stands there) next.
    return j - 1;
  }

  /** `import a.b as c, d` at `k`; returns the last token it read. */
  private importStatement(k: number): number {
    const line = this.lineOf(k);
    let j = k + 1;
    for (;;) {
      const d = this.dotted(j);
      if (!d) {
        this.fail(j, 'invalid syntax: `import` must be followed by a dotted module name');
        return j - 1;
      }
      this.add({ module: d.name, level: 0, line, via: 'import' });
      j = this.alias(d.next);
      if (j < 0) {
        this.fail(d.next, 'invalid syntax: `as` must be followed by a name');
        return d.next;
      }
      if (this.t.kind[j] !== COMMA) break;
      j++;
    }
    return this.endOfStatement(j, 'unexpected token after the import statement');
  }

  /** `from ..a.b import (c, d as e)` at `k`; returns the last token it read. */
  private fromStatement(k: number): number {
    const kinds = this.t.kind;
    const line = this.lineOf(k);
    let j = k + 1;
    let level = 0;
    for (;;) {
      if (kinds[j] === DOT) level++;
      else if (kinds[j] === ELLIPSIS) level += 3;
      else break;
      j++;
    }
    let module = '';
    if (!this.is(j, 'import')) {
      const d = this.dotted(j);
      if (!d) {
        this.fail(j, 'invalid syntax: `from` must be followed by a module name or dots');
        return j - 1;
      }
      module = d.name;
      j = d.next;
    } else if (level === 0) {
      this.fail(j, 'invalid syntax: `from` must be followed by a module name or dots');
    }
    if (!this.is(j, 'import')) {
      this.fail(j, 'invalid syntax: `from <module>` must be followed by `import`');
      return j - 1;
    }
    j++;
    const names: string[] = [];
    if (kinds[j] === STAR) {
      names.push('*');
      j++;
    } else {
      const parens = kinds[j] === LPAR;
      if (parens) j++;
      for (;;) {
        const name = this.importName(j);
        if (name === undefined) {
          this.fail(j, 'invalid syntax: `from ... import` must be followed by names');
          return j - 1;
        }
        names.push(name);
        const after = this.alias(j + 1);
        if (after < 0) {
          this.fail(j + 1, 'invalid syntax: `as` must be followed by a name');
          return j + 1;
        }
        j = after;
        if (kinds[j] !== COMMA) break;
        j++;
        if (parens && kinds[j] === RPAR) break;
        if (!parens && (kinds[j] === NEWLINE || kinds[j] === SEMI)) {
          this.fail(j, 'trailing comma not allowed without surrounding parentheses');
          break;
        }
      }
      if (parens) {
        if (kinds[j] !== RPAR) {
          this.fail(j, 'invalid syntax: `(` of the imported names is not closed by `)`');
          this.add({ module, level, names, line, via: 'from' });
          return j - 1;
        }
        j++;
      }
    }
    this.add({ module, level, names, line, via: 'from' });
    return this.endOfStatement(j, 'unexpected token after the import statement');
  }

  /** The arguments of the call whose `(` is at `open`: spans [from, to), and the `)` index. */
  private arguments(open: number): { args: [number, number][]; close: number } | undefined {
    const kinds = this.t.kind;
    const args: [number, number][] = [];
    let depth = 0;
    let from = open + 1;
    for (let j = open + 1; j < this.t.n; j++) {
      const kind = kinds[j]!;
      if (kind === LPAR || kind === LSQB || kind === LBRACE) depth++;
      else if (kind === RPAR || kind === RSQB || kind === RBRACE) {
        if (depth === 0) {
          if (j > from) args.push([from, j]);
          return { args, close: j };
        }
        depth--;
      } else if (kind === COMMA && depth === 0) {
        args.push([from, j]);
        from = j + 1;
      } else if (kind === NEWLINE || kind === END) {
        return undefined;
      }
    }
    return undefined;
  }

  /** The value of a span that is a str literal (several concatenated, parenthesised), or undefined. */
  private literal(from: number, to: number): string | undefined {
    const kinds = this.t.kind;
    while (kinds[from] === LPAR && kinds[to - 1] === RPAR && this.closes(from, to - 1)) {
      from++;
      to--;
    }
    if (from >= to) return undefined;
    let value = '';
    for (let j = from; j < to; j++) {
      const kind = kinds[j];
      const flags = this.t.flags[j]!;
      if (kind === STRING && !(flags & F_BYTES)) {
        const text = this.stringValue(j);
        if (text === undefined) return undefined;
        value += text;
      } else if (kind === FSTART && !(flags & F_TEMPLATE) && kinds[j + 1] === FEND) {
        if (this.t.flags[j + 1]! & F_FIELDS) return undefined;
        const text = this.stringValue(j + 1);
        if (text === undefined) return undefined;
        value += text;
        j++;
      } else {
        return undefined;
      }
    }
    return value;
  }

  /** Whether the bracket at `open` is closed by the one at `close` (nothing closes it earlier). */
  private closes(open: number, close: number): boolean {
    let depth = 0;
    for (let j = open; j <= close; j++) {
      const kind = this.t.kind[j];
      if (kind === LPAR || kind === LSQB || kind === LBRACE) depth++;
      else if (kind === RPAR || kind === RSQB || kind === RBRACE) {
        depth--;
        if (depth === 0) return j === close;
      }
    }
    return false;
  }

  /** A string token's value (a field-less f-string's too), or undefined for a `\N{...}`. */
  private stringValue(k: number): string | undefined {
    const src = this.src;
    const start = this.t.start[k]!;
    const end = this.t.end[k]!;
    let q = start;
    while (src.charCodeAt(q) !== 34 && src.charCodeAt(q) !== 39) q++;
    const quote = src.charCodeAt(q);
    const triple = src.charCodeAt(q + 1) === quote && src.charCodeAt(q + 2) === quote;
    const open = triple ? 3 : 1;
    const body = src.slice(q + open, end - open);
    const formatted = this.t.kind[k] === FEND;
    const raw = (this.t.flags[k]! & F_RAW) !== 0;
    const braces = (s: string) => (formatted ? s.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : s);
    if (!body.includes('\\')) return braces(body);
    if (raw) return braces(body);
    return unescape(body, formatted);
  }

  /** `import_module(...)` or `__import__(...)` at `k` (its `(` follows). */
  private importCall(k: number): void {
    const parsed = this.arguments(k + 1);
    const line = this.lineOf(k);
    const via = this.word(k) === '__import__' ? '__import__' : 'import_module';
    const dynamic = () => this.dynamic.push({ line, call: this.callText(k, parsed?.close) });
    if (!parsed) return void dynamic();
    const arg = this.parameters(parsed.args);
    const name = this.literalArg(arg(0, 'name'));
    if (typeof name !== 'string') return void dynamic();
    let dots = 0;
    while (name.charCodeAt(dots) === 46) dots++;
    const module = name.slice(dots);
    if (via === 'import_module') {
      if (dots === 0) return this.add({ module, level: 0, line, via });
      // A relative name is made absolute by the package.
      const pkg = this.literalArg(arg(1, 'package'));
      if (typeof pkg !== 'string') return void dynamic();
      return this.add({ module, level: dots, line, via, package: pkg });
    }
    // __import__(name, globals=None, locals=None, fromlist=(), level=0)
    let level = 0;
    const levelArg = arg(4, 'level');
    if (levelArg !== undefined) {
      const digits =
        levelArg !== UNKNOWN &&
        levelArg[1] === levelArg[0] + 1 &&
        this.t.kind[levelArg[0]] === NUMBER
          ? this.src.slice(this.t.start[levelArg[0]], this.t.end[levelArg[0]]).replace(/_/g, '')
          : '';
      if (!/^\d+$/.test(digits)) return void dynamic();
      level = Number(digits);
    }
    const entry: PyImport = { module, level: level + dots, line, via };
    const fromlist = arg(3, 'fromlist');
    if (fromlist === UNKNOWN) {
      dynamic();
    } else if (fromlist && !(fromlist[1] === fromlist[0] + 1 && this.is(fromlist[0], 'None'))) {
      const list = this.sequence(fromlist[0], fromlist[1]);
      if (!list || list.others.length > 0) dynamic();
      const names = list?.values.filter((n) => n !== '') ?? [];
      if (names.length > 0) entry.names = names;
    }
    this.add(entry);
  }

  /**
   * The arguments of a call by position or keyword: a span, UNKNOWN where a `*args` or
   * `**kwargs` may hold it, undefined when it is not given.
   */
  private parameters(args: [number, number][]) {
    const positional: [number, number][] = [];
    const keywords = new Map<string, [number, number]>();
    let star = false;
    let doubleStar = false;
    for (const [from, to] of args) {
      const kind = this.t.kind[from];
      if (kind === NAME && this.t.kind[from + 1] === EQUAL) {
        keywords.set(this.word(from), [from + 2, to]);
      } else if (kind === STAR) {
        star = true;
      } else if (kind === OP && this.src.startsWith('**', this.t.start[from]!)) {
        doubleStar = true;
      } else if (!star) {
        positional.push([from, to]);
      }
    }
    return (index: number, keyword: string): [number, number] | typeof UNKNOWN | undefined => {
      if (index < positional.length) return positional[index];
      if (star) return UNKNOWN;
      return keywords.get(keyword) ?? (doubleStar ? UNKNOWN : undefined);
    };
  }

  /** An argument's str literal; UNKNOWN or undefined when it is none or not given. */
  private literalArg(span: [number, number] | typeof UNKNOWN | undefined): string | undefined {
    return span && span !== UNKNOWN ? this.literal(span[0], span[1]) : undefined;
  }

  /**
   * A list or tuple display `[...]`, `(...)`, or a bare `a, b`, spanning [from, to): its literal
   * strings and the spans of its other elements; undefined when it is no such display.
   */
  private sequence(
    from: number,
    to: number,
  ): { values: string[]; others: [number, number][] } | undefined {
    const kinds = this.t.kind;
    const first = kinds[from];
    const last = kinds[to - 1];
    const enclosed =
      ((first === LSQB && last === RSQB) || (first === LPAR && last === RPAR)) &&
      this.closes(from, to - 1);
    const [a, b] = enclosed ? [from + 1, to - 1] : [from, to];
    const elements: [number, number][] = [];
    let commas = 0;
    let depth = 0;
    let start = a;
    for (let j = a; j < b; j++) {
      const kind = kinds[j]!;
      if (kind === LPAR || kind === LSQB || kind === LBRACE) depth++;
      else if (kind === RPAR || kind === RSQB || kind === RBRACE) depth--;
      else if (kind === COMMA && depth === 0) {
        commas++;
        elements.push([start, j]);
        start = j + 1;
      }
    }
    if (start < b) elements.push([start, b]);
    // `(x)` and a bare `x` are no tuples; `()` and `[]` are empty ones.
    if (commas === 0 && !(enclosed && first === LSQB) && elements.length > 0) return undefined;
    if (!enclosed && elements.length === 0) return undefined;
    const values: string[] = [];
    const others: [number, number][] = [];
    for (const [x, y] of elements) {
      const value = x < y ? this.literal(x, y) : undefined;
      if (value === undefined) others.push([x, y]);
      else values.push(value);
    }
    return { values, others };
  }

  /** `pytest_plugins = ...` (or `+=`, or annotated) at `k`. */
  private pytestPlugins(k: number): void {
    const kinds = this.t.kind;
    const line = this.lineOf(k);
    let j = k + 1;
    if (kinds[j] !== EQUAL && kinds[j] !== PLUSEQ && kinds[j] !== COLON) return;
    // The value: after the statement's last `=` (or `+=`) at its top level, to its end.
    let valueFrom = -1;
    let depth = 0;
    for (; j < this.t.n; j++) {
      const kind = kinds[j]!;
      if (kind === LPAR || kind === LSQB || kind === LBRACE) depth++;
      else if (kind === RPAR || kind === RSQB || kind === RBRACE) depth--;
      else if (depth === 0 && (kind === EQUAL || kind === PLUSEQ)) valueFrom = j + 1;
      else if (depth === 0 && (kind === NEWLINE || kind === SEMI || kind === END)) break;
    }
    if (valueFrom < 0 || valueFrom >= j) return;
    const to = j;
    const add = (value: string) => {
      let dots = 0;
      while (value.charCodeAt(dots) === 46) dots++;
      this.add({ module: value.slice(dots), level: dots, line, via: 'pytest_plugins' });
    };
    const single = this.literal(valueFrom, to);
    if (single !== undefined) {
      for (const part of single.split(',')) {
        const name = part.trim();
        if (name !== '') add(name);
      }
      return;
    }
    const list = this.sequence(valueFrom, to);
    if (!list) {
      this.dynamic.push({ line, call: this.text(k, to) });
      return;
    }
    for (const value of list.values) {
      const name = value.trim();
      if (name !== '') add(name);
    }
    for (const [a, b] of list.others) {
      this.dynamic.push({ line, call: `pytest_plugins element ${this.text(a, b)}` });
    }
  }

  /** The call at `k` as written: from its receiver (`importlib.`) to its `)`. */
  private callText(k: number, close: number | undefined): string {
    let from = k;
    while (this.t.kind[from - 1] === DOT && this.t.kind[from - 2] === NAME) from -= 2;
    let to = close === undefined ? k + 1 : close + 1;
    if (close === undefined) {
      while (to < this.t.n && this.t.kind[to] !== NEWLINE && this.t.kind[to] !== END) to++;
    }
    return this.text(from, to);
  }

  /** The source of tokens [from, to), its whitespace runs made one space, at most 80 chars. */
  private text(from: number, to: number): string {
    const end = to > from ? this.t.end[to - 1]! : this.t.end[from]!;
    const text = this.src.slice(this.t.start[from], end).replace(/\s+/g, ' ').trim();
    return text.length > 80 ? text.slice(0, 79) + '…' : text;
  }
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** A str literal's escapes decoded; undefined for `\N{...}` (no name table here). */
function unescape(body: string, formatted: boolean): string | undefined {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (formatted && (c === '{' || c === '}') && body[i + 1] === c) {
      out += c;
      i++;
      continue;
    }
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = body[i + 1] ?? '';
    i++;
    if (e === '\n') continue;
    if (e === '\r') {
      if (body[i + 1] === '\n') i++;
      continue;
    }
    if (e in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[e];
      continue;
    }
    if (e >= '0' && e <= '7') {
      let digits = e;
      while (digits.length < 3 && body[i + 1]! >= '0' && body[i + 1]! <= '7') digits += body[++i];
      out += String.fromCodePoint(parseInt(digits, 8));
      continue;
    }
    const width = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
    if (width > 0) {
      const hex = body.slice(i + 1, i + 1 + width);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) return undefined;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined;
      out += String.fromCodePoint(code);
      i += width;
      continue;
    }
    if (e === 'N') return undefined;
    out += '\\' + e;
  }
  return out;
}
