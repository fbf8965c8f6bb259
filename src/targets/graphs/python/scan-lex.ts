/**
 * Python 3.14's lexical grammar, as CPython's tokenizer reads it, for the import scanner
 * (scan.ts): every token a statement is made of, with the lines, the indentation and the
 * brackets, and the lexical errors CPython reports. Strings of every prefix (r, u, b, f, t and
 * their combinations, any case, triple-quoted) are one token each, except f- and t-strings
 * (PEP 701, PEP 750): their replacement fields are code and come as tokens between an FSTART
 * and an FEND, a field's braces as LBRACE and RBRACE, so an import call inside a field is seen
 * and nothing of the literal parts is.
 *
 * The tokens go to typed arrays reused from one file to the next (no object per token), so a
 * scan allocates little beyond the names it returns.
 */

// Token kinds.
export const NAME = 1;
export const NUMBER = 2;
export const STRING = 3;
export const FSTART = 4;
export const FEND = 5;
export const NEWLINE = 6;
export const INDENT = 7;
export const DEDENT = 8;
export const END = 9;
export const LPAR = 10;
export const RPAR = 11;
export const LSQB = 12;
export const RSQB = 13;
export const LBRACE = 14;
export const RBRACE = 15;
export const COMMA = 16;
export const DOT = 17;
export const ELLIPSIS = 18;
export const SEMI = 19;
export const COLON = 20;
export const EQUAL = 21;
export const STAR = 22;
export const PLUSEQ = 23;
/** Any other operator: `+`, `**`, `:=`, `->`, `!=`, an f-string's `!` and format `:`... */
export const OP = 24;

// Flags of a STRING (and of FSTART/FEND for the f/t and raw bits).
export const F_BYTES = 1;
export const F_RAW = 2;
/** A t-string (PEP 750): a Template, never a str. */
export const F_TEMPLATE = 4;
/** On FEND: the f-string has at least one replacement field. */
export const F_FIELDS = 8;
/** On NAME: it has a character outside ASCII (compare it after NFKC, as CPython does). */
export const F_UNICODE = 16;
/** On NAME: a keyword (`if`, `import`, `None`...), which no name can be. */
export const F_KEYWORD = 32;
/** On NAME: a soft keyword that may begin a statement: `match`, `case`, `type`, `lazy`. */
export const F_SOFT = 64;
/** On NAME: the first word of a compound statement (`if`, `def`, `match`...). */
export const F_COMPOUND = 128;
// On NAME, the bits a string's flags use tell the words the statement layer looks for.
/** On NAME: the keyword `import`. */
export const N_IMPORT = 1;
/** On NAME: the keyword `from`. */
export const N_FROM = 2;
/** On NAME: `if` or `elif` (a TYPE_CHECKING block may begin). */
export const N_IF = 4;
/** On NAME: `import_module`, `__import__`, `pytest_plugins`, `TYPE_CHECKING` or `lazy`. */
export const N_SPECIAL = 8;

/** Each keyword and its flags, found by its length, first and last letter (unique). */
const KEYWORD_WORDS: string[] = [];
const KEYWORD_FLAGS: number[] = [];
const KEYWORD_INDEX = new Uint8Array(7 * 64 * 64);
const keywordSlot = (length: number, first: number, last: number) =>
  ((length - 2) * 64 + first - 64) * 64 + last - 64;
for (const [words, flags] of [
  [
    'False None True and as assert await break continue del global in is lambda ' +
      'nonlocal not or pass raise return yield',
    F_KEYWORD,
  ],
  ['else while for try except finally with def class async', F_KEYWORD | F_COMPOUND],
  ['type', F_SOFT],
  ['lazy', F_SOFT | N_SPECIAL],
  ['match case', F_SOFT | F_COMPOUND],
  ['import', F_KEYWORD | N_IMPORT],
  ['from', F_KEYWORD | N_FROM],
  ['if elif', F_KEYWORD | F_COMPOUND | N_IF],
] as const) {
  for (const word of words.split(' ')) {
    KEYWORD_WORDS.push(word);
    KEYWORD_FLAGS.push(flags);
    const slot = keywordSlot(word.length, word.charCodeAt(0), word.charCodeAt(word.length - 1));
    KEYWORD_INDEX[slot] = KEYWORD_WORDS.length;
  }
}

/** The keyword and N_ flags of the ASCII name [i, j) of `src`, or 0. */
function keywordFlags(src: string, i: number, j: number): number {
  const length = j - i;
  if (length > 8) {
    const special =
      (length === 10 && src.startsWith('__import__', i)) ||
      (length === 13 &&
        (src.startsWith('import_module', i) || src.startsWith('TYPE_CHECKING', i))) ||
      (length === 14 && src.startsWith('pytest_plugins', i));
    return special ? N_SPECIAL : 0;
  }
  if (length < 2) return 0;
  const last = src.charCodeAt(j - 1);
  if (last < 64) return 0;
  const k = KEYWORD_INDEX[keywordSlot(length, src.charCodeAt(i), last)]!;
  return k !== 0 && src.startsWith(KEYWORD_WORDS[k - 1]!, i) ? KEYWORD_FLAGS[k - 1]! : 0;
}

/**
 * The first error found: its offset (the earliest is kept), CPython's words, and where its line
 * is (`at`, when not `pos`: an unclosed bracket is found at the end, but reported where it opens).
 */
export interface LexError {
  pos: number;
  message: string;
  at?: number;
}

/** The token arrays; `n` tokens are valid. Reused between files. */
export class Tokens {
  n = 0;
  kind = new Uint8Array(4096);
  flags = new Uint8Array(4096);
  start = new Int32Array(4096);
  end = new Int32Array(4096);

  push(kind: number, start: number, end: number, flags: number): void {
    if (this.n === this.kind.length) this.grow();
    const k = this.n++;
    this.kind[k] = kind;
    this.flags[k] = flags;
    this.start[k] = start;
    this.end[k] = end;
  }

  private grow(): void {
    const size = this.kind.length * 2;
    const copy = <T extends Uint8Array | Int32Array>(a: T, b: T): T => (b.set(a), b);
    this.kind = copy(this.kind, new Uint8Array(size));
    this.flags = copy(this.flags, new Uint8Array(size));
    this.start = copy(this.start, new Int32Array(size));
    this.end = copy(this.end, new Int32Array(size));
  }
}

// Character classes of ASCII.
const ID_START = 1;
const ID_PART = 2;
const DIGIT = 4;
const HEX = 8;
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_]/.test(ch)) CLASS[c]! |= ID_START | ID_PART;
  if (/[0-9]/.test(ch)) CLASS[c]! |= ID_PART | DIGIT;
  if (/[0-9a-fA-F_]/.test(ch)) CLASS[c]! |= HEX;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

const IDENTIFIER = /^[\p{XID_Start}_]\p{XID_Continue}*$/u;

/** A string prefix's flags, or -1 when the letters are no prefix (then they are a name). */
function prefixFlags(src: string, start: number, end: number): number {
  let flags = 0;
  let f = false;
  let u = false;
  for (let i = start; i < end; i++) {
    switch (src.charCodeAt(i) | 32) {
      case 0x72: // r
        if (flags & F_RAW) return -1;
        flags |= F_RAW;
        break;
      case 0x62: // b
        if (flags & F_BYTES) return -1;
        flags |= F_BYTES;
        break;
      case 0x66: // f
        if (f) return -1;
        f = true;
        break;
      case 0x74: // t
        if (flags & F_TEMPLATE) return -1;
        flags |= F_TEMPLATE;
        break;
      case 0x75: // u
        if (u) return -1;
        u = true;
        break;
      default:
        return -1;
    }
  }
  // u stands alone; b, f and t do not mix with each other.
  if (u && end - start > 1) return -1;
  const kinds = (flags & F_BYTES ? 1 : 0) + (f ? 1 : 0) + (flags & F_TEMPLATE ? 1 : 0);
  if (kinds > 1) return -1;
  return f || flags & F_TEMPLATE ? flags | 128 : flags;
}
/** The bit prefixFlags sets for an f- or t-string. */
const FORMATTED = 128;

/** What an f-string's scanner is reading: its literal part, a field's code, a format spec. */
const LITERAL = 0;
const CODE = 1;
const SPEC = 2;

interface Frame {
  mode: number;
  /** LITERAL frames: the quote, triple, raw, the FSTART token and whether a field was seen. */
  quote: number;
  triple: boolean;
  raw: boolean;
  token: number;
  fields: boolean;
  /** CODE and SPEC frames: the bracket depth with the field's own `{` on top, its LBRACE token. */
  depth: number;
  open: number;
  /** CODE and SPEC frames: the index of their f-string's LITERAL frame. */
  owner: number;
}

/** The field's own `{` on the bracket stack (a plain `{` is 123). */
const FIELD = 1;
const MAXINDENT = 100;
const MAXLEVEL = 200;

const OPEN_OF: Record<number, number> = { 41: 40, 93: 91, 125: 123 };

export class Lexer {
  readonly tokens = new Tokens();
  error: LexError | undefined;
  private src = '';
  private n = 0;
  private i = 0;
  private brackets: number[] = [];
  private bracketPos: number[] = [];
  private indents: number[] = [0];
  private altIndents: number[] = [0];
  private frames: Frame[] = [];
  private lineHasTokens = false;

  /** Tokenizes `src` into `tokens`; the first error (if any) in `error`. Never throws. */
  run(src: string): void {
    this.src = src;
    this.n = src.length;
    this.i = src.charCodeAt(0) === 0xfeff ? 1 : 0;
    this.cursor = 0;
    this.cursorLine = 1;
    this.nextCR = -1;
    this.nextBackslash = -1;
    this.brackets.length = 0;
    this.bracketPos.length = 0;
    this.indents.length = 1;
    this.altIndents.length = 1;
    this.frames.length = 0;
    this.lineHasTokens = false;
    this.tokens.n = 0;
    this.error = undefined;
    if (this.i === 1) this.cookieWithBom();
    const nul = src.indexOf('\0');
    if (nul >= 0) this.fail(nul, 'source code cannot contain null bytes');
    this.indentation();
    while (this.i < this.n) {
      const frame = this.frames.length > 0 ? this.frames[this.frames.length - 1]! : undefined;
      if (frame && frame.mode !== CODE) {
        if (frame.mode === LITERAL) this.fstringLiteral(frame);
        else this.formatSpec(frame);
      } else {
        this.code(frame);
      }
    }
    this.finish();
  }

  /**
   * After a BOM, a coding cookie (on line 1, or on line 2 below a comment or blank line) must
   * name UTF-8 as CPython spells it (`utf-8`, `UTF_8`, `utf-8-...`), else the file is rejected.
   */
  private cookieWithBom(): void {
    const [first = '', second = ''] = this.src.slice(1, 400).split(/\r\n|\r|\n/, 2);
    const cookie = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;
    let line = 1;
    let match = cookie.exec(first);
    if (!match && /^[ \t\f]*(?:#.*)?$/.test(first)) {
      match = cookie.exec(second);
      line = 2;
    }
    if (!match) return;
    const name = match[1]!.slice(0, 12).toLowerCase().replace(/_/g, '-');
    if (name !== 'utf-8' && !name.startsWith('utf-8-')) {
      this.fail(line === 1 ? 1 : 1 + first.length, `encoding problem: ${match[1]} with BOM`);
    }
  }

  private fail(pos: number, message: string, at?: number): void {
    if (!this.error || pos < this.error.pos) {
      this.error = at === undefined ? { pos, message } : { pos, message, at };
    }
  }

  /**
   * The 1-based line of the offset `pos` of the text last run (lines end at \n, \r\n, \r).
   * Counted from the last offset asked, so asking in order (as the scanner does) reads the text
   * up to the last import once; asking before it counts again from the start.
   */
  lineOf(pos: number): number {
    const src = this.src;
    if (pos < this.cursor) {
      this.cursor = 0;
      this.cursorLine = 1;
      this.nextCR = -1;
    }
    let line = this.cursorLine;
    for (let e = src.indexOf('\n', this.cursor); e >= 0 && e < pos; e = src.indexOf('\n', e + 1)) {
      line++;
    }
    // A lone \r ends a line too (\r\n was counted at its \n).
    if (this.nextCR < this.cursor) this.nextCR = this.indexOrEnd('\r', this.cursor);
    while (this.nextCR < pos) {
      if (src.charCodeAt(this.nextCR + 1) !== 10) line++;
      this.nextCR = this.indexOrEnd('\r', this.nextCR + 1);
    }
    this.cursor = pos;
    this.cursorLine = line;
    return line;
  }

  private cursor = 0;
  private cursorLine = 1;
  private nextCR = -1;

  private indexOrEnd(what: string, from: number): number {
    const at = this.src.indexOf(what, from);
    return at < 0 ? this.n : at;
  }

  private emit(kind: number, start: number, end: number, flags = 0): void {
    this.tokens.push(kind, start, end, flags);
    this.lineHasTokens = true;
  }

  /** At the end of the text: open strings and brackets are errors; NEWLINE, DEDENTs, END. */
  private finish(): void {
    for (let f = this.frames.length - 1; f >= 0; f--) {
      const frame = this.frames[f]!;
      if (frame.mode === LITERAL) {
        const start = this.tokens.start[frame.token]!;
        this.fail(
          start,
          frame.triple
            ? 'unterminated triple-quoted f-string literal'
            : 'unterminated f-string literal',
        );
      }
    }
    this.frames.length = 0;
    if (this.brackets.length > 0) {
      const b = this.brackets.length - 1;
      const open = this.brackets[b] === FIELD ? '{' : String.fromCharCode(this.brackets[b]!);
      this.fail(this.n, `'${open}' was never closed`, this.bracketPos[b]!);
    }
    if (this.lineHasTokens) this.tokens.push(NEWLINE, this.n, this.n, 0);
    for (let d = this.indents.length - 1; d > 0; d--) {
      this.tokens.push(DEDENT, this.n, this.n, 0);
    }
    this.tokens.push(END, this.n, this.n, 0);
  }

  /** A newline at `i` (\n, \r\n or \r): the offset after it. */
  private newlineEnd(i: number): number {
    return this.src.charCodeAt(i) === 13 && this.src.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }

  /** The indentation of a line that holds a token: INDENT, DEDENTs, or CPython's errors. */
  private indentation(): void {
    const src = this.src;
    let i = this.i;
    let col = 0;
    let alt = 0;
    // A backslash continuation within the indentation: the first one's column is the line's
    // (when not 0), as CPython has it.
    let continued = 0;
    for (; i < this.n; i++) {
      const c = src.charCodeAt(i);
      if (c === 32) {
        col++;
        alt++;
      } else if (c === 9) {
        col = ((col >> 3) + 1) << 3;
        alt++;
      } else if (c === 12) {
        col = alt = 0;
      } else if (c === 92 && (src.charCodeAt(i + 1) === 10 || src.charCodeAt(i + 1) === 13)) {
        if (continued === 0) continued = col;
        i = this.newlineEnd(i + 1) - 1;
      } else {
        break;
      }
    }
    this.i = i;
    if (i >= this.n) return;
    const c = src.charCodeAt(i);
    // A blank line or one of only a comment leaves the indentation alone.
    if (c === 35 || c === 10 || c === 13) return;
    if (continued !== 0) col = alt = continued;
    const indents = this.indents;
    const alts = this.altIndents;
    const top = indents.length - 1;
    if (col === indents[top]) {
      if (alt !== alts[top]) this.tabError(i);
    } else if (col > indents[top]!) {
      if (top + 1 >= MAXINDENT) this.fail(i, 'too many levels of indentation');
      if (alt <= alts[top]!) this.tabError(i);
      indents.push(col);
      alts.push(alt);
      this.tokens.push(INDENT, i, i, 0);
    } else {
      while (indents.length > 1 && col < indents[indents.length - 1]!) {
        indents.pop();
        alts.pop();
        this.tokens.push(DEDENT, i, i, 0);
      }
      if (col !== indents[indents.length - 1]) {
        this.fail(i, 'unindent does not match any outer indentation level');
      } else if (alt !== alts[alts.length - 1]) {
        this.tabError(i);
      }
    }
  }

  private tabError(i: number): void {
    this.fail(i, 'inconsistent use of tabs and spaces in indentation');
  }

  /** One token (or blank, comment, newline) of code: the file's, or an f-string field's. */
  private code(frame: Frame | undefined): void {
    const src = this.src;
    const n = this.n;
    // Tokens until the text ends or an f-string begins or ends a frame (then the caller goes on).
    const frames = this.frames.length;
    while (this.i < n) {
      let i = this.i;
      let c = src.charCodeAt(i);
      while (c === 32 || c === 9 || c === 12) c = src.charCodeAt(++i);
      if (i >= n) {
        this.i = i;
        return;
      }
      if (c < 128 && CLASS[c]! & ID_START) {
        let j = i + 1;
        let d = src.charCodeAt(j);
        while (d < 128 && CLASS[d]! & ID_PART) d = src.charCodeAt(++j);
        if (d >= 128 && j < this.n) {
          this.name(i);
          continue;
        }
        if ((d === 34 || d === 39) && j - i <= 2) {
          const flags = prefixFlags(src, i, j);
          if (flags >= 0) {
            this.string(i, j, flags);
            if (this.frames.length !== frames) return;
            continue;
          }
        }
        const flags = keywordFlags(src, i, j);
        if (frame && flags & N_IMPORT) {
          this.fail(i, "f-string: 'import' is a statement, not an expression");
        }
        this.emit(NAME, i, j, flags);
        this.i = j;
        continue;
      }
      switch (c) {
        case 10:
        case 13:
          this.i = this.newlineEnd(i);
          if (this.brackets.length === 0) {
            if (this.lineHasTokens) this.tokens.push(NEWLINE, i, i, 0);
            this.lineHasTokens = false;
            this.indentation();
          }
          continue;
        case 35: {
          let j = i + 1;
          for (; j < this.n; j++) {
            const e = src.charCodeAt(j);
            if (e === 10 || e === 13) break;
          }
          this.i = j;
          continue;
        }
        case 92: {
          const e = src.charCodeAt(i + 1);
          if (e === 10 || e === 13) {
            this.i = this.newlineEnd(i + 1);
            if (this.i >= this.n) this.fail(i, 'unexpected EOF while parsing');
          } else {
            this.fail(
              i,
              i + 1 >= this.n
                ? 'unexpected EOF while parsing'
                : 'unexpected character after line continuation character',
            );
            this.i = i + 1;
          }
          continue;
        }
        case 34:
        case 39:
          this.string(i, i, 0);
          continue;
        case 40:
        case 91:
        case 123:
          this.open(c, i);
          continue;
        case 41:
        case 93:
        case 125:
          this.close(c, i, frame);
          if (this.frames.length !== frames) return;
          continue;
        case 44:
          this.op(COMMA, i, 1);
          continue;
        case 59:
          this.op(SEMI, i, 1);
          continue;
        case 126:
          this.op(OP, i, 1);
          continue;
        case 58:
          if (frame && this.brackets.length === frame.depth) {
            // The field's format spec begins (`{x:=^10}` too: `:=` is no walrus there).
            if (this.tokens.n - 1 === frame.open) this.emptyField(i);
            this.op(OP, i, 1);
            frame.mode = SPEC;
            return;
          } else if (src.charCodeAt(i + 1) === 61) {
            this.op(OP, i, 2);
          } else {
            this.op(COLON, i, 1);
          }
          continue;
        case 46: {
          const e = src.charCodeAt(i + 1);
          if (e >= 48 && e <= 57) this.number(i);
          else if (e === 46 && src.charCodeAt(i + 2) === 46) this.op(ELLIPSIS, i, 3);
          else this.op(DOT, i, 1);
          continue;
        }
        case 61:
          this.op(
            src.charCodeAt(i + 1) === 61 ? OP : EQUAL,
            i,
            src.charCodeAt(i + 1) === 61 ? 2 : 1,
          );
          continue;
        case 33:
          if (src.charCodeAt(i + 1) === 61) {
            this.op(OP, i, 2);
          } else if (frame && this.brackets.length === frame.depth) {
            this.conversion(frame, i);
          } else {
            this.fail(i, "invalid syntax: '!' is no operator outside an f-string");
            this.i = i + 1;
          }
          continue;
        case 42:
          if (src.charCodeAt(i + 1) === 42) this.op(OP, i, src.charCodeAt(i + 2) === 61 ? 3 : 2);
          else if (src.charCodeAt(i + 1) === 61) this.op(OP, i, 2);
          else this.op(STAR, i, 1);
          continue;
        case 47:
        case 60:
        case 62: {
          // / // /= //=, < << <= <<=, > >> >= >>=
          let len = 1;
          if (src.charCodeAt(i + 1) === c) len = 2;
          if (src.charCodeAt(i + len) === 61) len++;
          this.op(OP, i, len);
          continue;
        }
        case 43:
          if (src.charCodeAt(i + 1) === 61) this.op(PLUSEQ, i, 2);
          else this.op(OP, i, 1);
          continue;
        case 45: {
          const e = src.charCodeAt(i + 1);
          this.op(OP, i, e === 61 || e === 62 ? 2 : 1);
          continue;
        }
        case 37:
        case 38:
        case 124:
        case 94:
        case 64:
          this.op(OP, i, src.charCodeAt(i + 1) === 61 ? 2 : 1);
          continue;
      }
      if (c >= 48 && c <= 57) {
        this.number(i);
        continue;
      }
      if (c >= 128) {
        this.name(i);
        continue;
      }
      this.invalidCharacter(i, c);
      this.i = i + 1;
    }
  }

  private invalidCharacter(i: number, c: number): void {
    const hex = c.toString(16).toUpperCase().padStart(4, '0');
    const printable = c > 32 && c !== 127 && !/[\p{C}\p{Z}]/u.test(String.fromCodePoint(c));
    this.fail(
      i,
      printable
        ? `invalid character '${String.fromCodePoint(c)}' (U+${hex})`
        : `invalid non-printable character U+${hex}`,
    );
  }

  private op(kind: number, i: number, len: number): void {
    this.emit(kind, i, i + len);
    this.i = i + len;
  }

  private open(c: number, i: number): void {
    if (this.brackets.length >= MAXLEVEL) this.fail(i, 'too many nested parentheses');
    this.brackets.push(c);
    this.bracketPos.push(i);
    this.op(c === 40 ? LPAR : c === 91 ? LSQB : LBRACE, i, 1);
  }

  private close(c: number, i: number, frame: Frame | undefined): void {
    const kind = c === 41 ? RPAR : c === 93 ? RSQB : RBRACE;
    const b = this.brackets;
    if (frame && b.length === frame.depth) {
      if (c === 125) {
        // The field ends.
        if (this.tokens.n - 1 === frame.open) this.emptyField(i);
        this.endField(i);
      } else {
        this.fail(i, `f-string: unmatched '${String.fromCharCode(c)}'`);
        this.i = i + 1;
      }
      return;
    }
    const want = OPEN_OF[c]!;
    if (b.length === 0) {
      this.fail(i, `unmatched '${String.fromCharCode(c)}'`);
      this.i = i + 1;
      return;
    }
    const top = b[b.length - 1]!;
    if (top !== want) {
      this.fail(
        i,
        `closing parenthesis '${String.fromCharCode(c)}' does not match opening parenthesis ` +
          `'${top === FIELD ? '{' : String.fromCharCode(top)}'`,
      );
      // Recover: close up to the matching bracket if it is open in this field, else skip.
      const floor = frame ? frame.depth : 0;
      let k = b.length - 1;
      while (k >= floor && b[k] !== want) k--;
      if (k < floor) {
        this.i = i + 1;
        return;
      }
      b.length = k + 1;
      this.bracketPos.length = k + 1;
    }
    b.pop();
    this.bracketPos.pop();
    this.op(kind, i, 1);
  }

  private emptyField(i: number): void {
    this.fail(i, "f-string: valid expression required before '}'");
  }

  /** The `}` at `i` closes the innermost field: back to its f-string or to the outer spec. */
  private endField(i: number): void {
    this.brackets.pop();
    this.bracketPos.pop();
    this.frames.pop();
    this.emit(RBRACE, i, i + 1);
    this.i = i + 1;
  }

  /** `!r`, `!s`, `!a` after a field's expression. */
  private conversion(frame: Frame, i: number): void {
    if (this.tokens.n - 1 === frame.open) this.emptyField(i);
    this.op(OP, i, 1);
    const c = this.src.charCodeAt(i + 1);
    const after = this.src.charCodeAt(i + 2);
    if (c === 32 || c === 9 || c === 12) {
      this.fail(i, 'f-string: conversion type must come right after the exclamation mark');
    } else if (
      (c === 114 || c === 115 || c === 97) &&
      !(after < 128 ? CLASS[after]! & ID_PART : after >= 128)
    ) {
      this.emit(NAME, i + 1, i + 2);
      this.i = i + 2;
    } else if (c === 125 || c === 58) {
      this.fail(i, 'f-string: missing conversion character');
    } else {
      this.fail(i, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
    }
  }

  /** A name with a character outside ASCII: CPython's identifier rules after NFKC. */
  private name(i: number): void {
    const src = this.src;
    let j = i;
    for (; j < this.n; j++) {
      const d = src.charCodeAt(j);
      if (d < 128 ? !(CLASS[d]! & ID_PART) : false) break;
    }
    const word = src.slice(i, j);
    if (!IDENTIFIER.test(word.normalize('NFKC'))) {
      // The first character that makes it no identifier, for the message.
      let k = 0;
      for (const ch of word) {
        const ok =
          k === 0
            ? /^[\p{XID_Start}_]/u.test(ch.normalize('NFKC'))
            : /^\p{XID_Continue}+$/u.test(ch.normalize('NFKC'));
        if (!ok) {
          this.invalidCharacter(i + k, ch.codePointAt(0)!);
          break;
        }
        k += ch.length;
      }
    }
    this.emit(NAME, i, j, F_UNICODE);
    this.i = j;
  }

  /**
   * A number at `i` (a digit, or `.` and a digit), read as CPython reads it: decimal,
   * hexadecimal, octal, binary, float, imaginary, `_` between digits, and its errors (an `_` not
   * followed by a digit, a digit of the wrong base, leading zeros in a decimal integer, a letter
   * right after the number unless it begins `and`, `else`, `for`, `if`, `in`, `is`, `not`, `or`).
   */
  private number(i: number): void {
    const src = this.src;
    this.numberError = undefined;
    let j: number;
    const x = src.charCodeAt(i + 1) | 32;
    const first = src.charCodeAt(i);
    if (first === 46) {
      j = this.exponentAndImaginary(this.decimalTail(i + 1));
    } else if (first === 48 && (x === 120 || x === 111 || x === 98)) {
      j = this.prefixedInteger(i + 2, x);
    } else if (first === 48) {
      j = i + 1;
      for (;;) {
        if (src.charCodeAt(j) === 95) {
          if (!isDigit(src.charCodeAt(j + 1))) {
            this.numberError ??= 'invalid decimal literal';
            j++;
            break;
          }
          j++;
        }
        if (src.charCodeAt(j) !== 48) break;
        j++;
      }
      let nonzero = false;
      if (isDigit(src.charCodeAt(j))) {
        nonzero = true;
        j = this.decimalTail(j);
      }
      const c = src.charCodeAt(j);
      if (c === 46) {
        j++;
        if (isDigit(src.charCodeAt(j))) j = this.decimalTail(j);
        j = this.exponentAndImaginary(j);
      } else if ((c | 32) === 101 || (c | 32) === 106) {
        j = this.exponentAndImaginary(j);
      } else if (nonzero) {
        this.numberError ??=
          'leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers';
      } else {
        this.endOfNumber(j, 'decimal');
      }
    } else {
      j = this.decimalTail(i);
      if (src.charCodeAt(j) === 46) {
        j++;
        if (isDigit(src.charCodeAt(j))) j = this.decimalTail(j);
      }
      j = this.exponentAndImaginary(j);
    }
    if (this.numberError) this.fail(i, this.numberError);
    this.emit(NUMBER, i, j);
    this.i = j;
  }

  /** The error of the number being read, if any. */
  private numberError: string | undefined;

  /** Digits and `_`s between digits from the digit at `j`: the offset after them. */
  private decimalTail(j: number): number {
    const src = this.src;
    for (;;) {
      while (isDigit(src.charCodeAt(j))) j++;
      if (src.charCodeAt(j) !== 95) return j;
      if (!isDigit(src.charCodeAt(j + 1))) {
        this.numberError ??= 'invalid decimal literal';
        return j + 1;
      }
      j++;
    }
  }

  /** `0x...`, `0o...`, `0b...` from the first character after the prefix (base letter `x`). */
  private prefixedInteger(j: number, x: number): number {
    const src = this.src;
    const name = x === 120 ? 'hexadecimal' : x === 111 ? 'octal' : 'binary';
    const valid = (c: number) =>
      x === 120
        ? c < 128 && c !== 95 && (CLASS[c]! & HEX) !== 0
        : x === 111
          ? c >= 48 && c <= 55
          : c === 48 || c === 49;
    do {
      if (src.charCodeAt(j) === 95) j++;
      if (!valid(src.charCodeAt(j))) {
        this.numberError ??= isDigit(src.charCodeAt(j))
          ? `invalid digit '${src[j]}' in ${name} literal`
          : `invalid ${name} literal`;
        return j;
      }
      while (valid(src.charCodeAt(j))) j++;
    } while (src.charCodeAt(j) === 95);
    if (isDigit(src.charCodeAt(j))) {
      this.numberError ??= `invalid digit '${src[j]}' in ${name} literal`;
    } else {
      this.endOfNumber(j, name);
    }
    return j;
  }

  /** An exponent and a `j` from `j`, if there: the offset after them. */
  private exponentAndImaginary(j: number): number {
    const src = this.src;
    if ((src.charCodeAt(j) | 32) === 101) {
      const s = src.charCodeAt(j + 1);
      if (s === 43 || s === 45) {
        if (!isDigit(src.charCodeAt(j + 2))) {
          this.numberError ??= 'invalid decimal literal';
          return j + 2;
        }
        j = this.decimalTail(j + 2);
      } else if (isDigit(s)) {
        j = this.decimalTail(j + 1);
      } else {
        // `1else`: the `e` begins a keyword, or the number is wrong.
        this.endOfNumber(j, 'decimal');
        return j;
      }
    }
    if ((src.charCodeAt(j) | 32) === 106) {
      this.endOfNumber(j + 1, 'imaginary');
      return j + 1;
    }
    this.endOfNumber(j, 'decimal');
    return j;
  }

  /**
   * A letter, digit or `_` right after a number at `j` is an error unless it begins one of the
   * keywords that may follow a number (`1if x else 2`), as CPython has it.
   */
  private endOfNumber(j: number, kind: string): void {
    const src = this.src;
    const c = src.charCodeAt(j);
    if (!(c < 128 && CLASS[c]! & ID_PART)) return;
    const keyword =
      src.startsWith('and', j) ||
      src.startsWith('els', j) ||
      src.startsWith('for', j) ||
      (c === 105 && /[fns]/.test(src[j + 1] ?? '')) ||
      src.startsWith('or', j) ||
      src.startsWith('not', j);
    if (!keyword) this.numberError ??= `invalid ${kind} literal`;
  }

  /** A string from its prefix at `start`, its quote at `q`: a token, or an f-string's start. */
  private string(start: number, q: number, prefix: number): void {
    const src = this.src;
    const quote = src.charCodeAt(q);
    const triple = src.charCodeAt(q + 1) === quote && src.charCodeAt(q + 2) === quote;
    const flags = prefix & ~FORMATTED;
    if (prefix & FORMATTED) {
      this.emit(FSTART, start, q + (triple ? 3 : 1), flags);
      this.frames.push({
        mode: LITERAL,
        quote,
        triple,
        raw: (flags & F_RAW) !== 0,
        token: this.tokens.n - 1,
        fields: false,
        depth: 0,
        open: -1,
        owner: this.frames.length,
      });
      this.i = q + (triple ? 3 : 1);
      return;
    }
    const bytes = (flags & F_BYTES) !== 0;
    const j = triple && !bytes ? this.tripleQuoted(q + 3, quote) : this.quoted(q, triple, bytes);
    if (j < 0) {
      this.fail(
        start,
        triple ? 'unterminated triple-quoted string literal' : 'unterminated string literal',
      );
    }
    this.emit(STRING, start, j < 0 ? -j - 1 : j, flags);
    this.i = j < 0 ? -j - 1 : j;
  }

  /**
   * The body of a triple-quoted str from `j`: the offset after its closing quotes, or -(offset
   * where it stops) - 1 when it is unterminated. Jumps from quote to quote with indexOf; the
   * next backslash is kept between calls, so a file is searched for backslashes once.
   */
  private tripleQuoted(j: number, quote: number): number {
    const src = this.src;
    const q = quote === 34 ? '"' : "'";
    for (;;) {
      const e = src.indexOf(q, j);
      if (e < 0) return -this.n - 1;
      if (this.nextBackslash < j) {
        const b = src.indexOf('\\', j);
        this.nextBackslash = b < 0 ? this.n : b;
      }
      if (this.nextBackslash < e) {
        j = this.nextBackslash + 2;
        continue;
      }
      if (src.charCodeAt(e + 1) === quote && src.charCodeAt(e + 2) === quote) return e + 3;
      j = e + 1;
    }
  }

  /** The next backslash at or after the offset last searched from (`n` for none). */
  private nextBackslash = -1;

  /** A string's body from its quote at `q`, character by character (see tripleQuoted). */
  private quoted(q: number, triple: boolean, bytes: boolean): number {
    const src = this.src;
    const quote = src.charCodeAt(q);
    let j = q + (triple ? 3 : 1);
    for (;;) {
      if (j >= this.n) return -this.n - 1;
      const c = src.charCodeAt(j);
      if (c === quote) {
        if (!triple) return j + 1;
        if (src.charCodeAt(j + 1) === quote && src.charCodeAt(j + 2) === quote) return j + 3;
        j++;
      } else if (c === 92) {
        const e = src.charCodeAt(j + 1);
        if (e === 10 || e === 13) {
          j = this.newlineEnd(j + 1);
        } else {
          if (bytes && e >= 128) this.bytesError(j + 1);
          j += 2;
        }
      } else if (c === 10 || c === 13) {
        if (!triple) return -j - 1;
        j = this.newlineEnd(j);
      } else {
        if (bytes && c >= 128) this.bytesError(j);
        j++;
      }
    }
  }

  private bytesError(j: number): void {
    this.fail(j, 'bytes can only contain ASCII literal characters');
  }

  /** The literal part of an f-string, up to its end or a field's `{`. */
  private fstringLiteral(frame: Frame): void {
    const src = this.src;
    const quote = frame.quote;
    let j = this.i;
    while (j < this.n) {
      const c = src.charCodeAt(j);
      if (c === quote) {
        if (!frame.triple) {
          this.endFString(frame, j, j + 1);
          return;
        }
        if (src.charCodeAt(j + 1) === quote && src.charCodeAt(j + 2) === quote) {
          this.endFString(frame, j, j + 3);
          return;
        }
        j++;
      } else if (c === 123) {
        if (src.charCodeAt(j + 1) === 123) {
          j += 2;
          continue;
        }
        this.i = j;
        this.startField(frame, j);
        return;
      } else if (c === 125) {
        if (src.charCodeAt(j + 1) === 125) {
          j += 2;
          continue;
        }
        this.fail(j, "f-string: single '}' is not allowed");
        j++;
      } else if (c === 92) {
        j = this.fstringEscape(frame, j);
      } else if (c === 10 || c === 13) {
        if (!frame.triple) {
          this.fail(this.tokens.start[frame.token]!, 'unterminated f-string literal');
          this.i = j;
          this.frames.pop();
          this.emit(FEND, this.tokens.start[frame.token]!, j, this.fendFlags(frame));
          return;
        }
        j = this.newlineEnd(j);
      } else {
        j++;
      }
    }
    this.i = j;
  }

  /** A backslash at `j` in an f-string's literal part or spec: the offset after the escape. */
  private fstringEscape(frame: Frame, j: number): number {
    const src = this.src;
    const e = src.charCodeAt(j + 1);
    // `\{` and `\}`: the brace is read as a brace.
    if (e === 123 || e === 125) return j + 1;
    if (e === 10 || e === 13) {
      return this.newlineEnd(j + 1);
    }
    // \N{NAME}: the braces are the escape's, in a string that is not raw.
    if (!frame.raw && e === 78 && src.charCodeAt(j + 2) === 123) {
      const close = src.indexOf('}', j + 3);
      const nl = /[\r\n]/.exec(src.slice(j + 3, close < 0 ? this.n : close));
      if (close >= 0 && !nl) return close + 1;
    }
    return j + 2;
  }

  private fendFlags(frame: Frame): number {
    return (this.tokens.flags[frame.token]! & ~F_FIELDS) | (frame.fields ? F_FIELDS : 0);
  }

  private endFString(frame: Frame, _quoteAt: number, end: number): void {
    this.frames.pop();
    this.emit(FEND, this.tokens.start[frame.token]!, end, this.fendFlags(frame));
    this.i = end;
  }

  /** A field's `{` at `j`: the bracket, and code until its `}`. */
  private startField(owner: Frame, j: number): void {
    owner.fields = true;
    if (this.brackets.length >= MAXLEVEL) this.fail(j, 'too many nested parentheses');
    this.brackets.push(FIELD);
    this.bracketPos.push(j);
    this.tokens.push(LBRACE, j, j + 1, 0);
    this.frames.push({
      mode: CODE,
      quote: owner.quote,
      triple: owner.triple,
      raw: owner.raw,
      token: owner.token,
      fields: false,
      depth: this.brackets.length,
      open: this.tokens.n - 1,
      owner: this.frames.indexOf(owner),
    });
    this.i = j + 1;
  }

  /** A field's format spec after its `:`, up to the field's `}` or a nested field's `{`. */
  private formatSpec(frame: Frame): void {
    const src = this.src;
    const owner = this.frames[frame.owner]!;
    const quote = owner.quote;
    let j = this.i;
    while (j < this.n) {
      const c = src.charCodeAt(j);
      if (c === 123) {
        this.i = j;
        this.startField(owner, j);
        return;
      }
      if (c === 125) {
        this.endField(j);
        return;
      }
      if (
        c === quote &&
        (!owner.triple || (src.charCodeAt(j + 1) === quote && src.charCodeAt(j + 2) === quote))
      ) {
        // The f-string ends inside a field: the field is closed here, as an error.
        this.fail(j, "f-string: expecting '}'");
        this.brackets.pop();
        this.bracketPos.pop();
        this.frames.pop();
        this.i = j;
        return;
      }
      if (c === 92) {
        j = this.fstringEscape(owner, j);
      } else if (c === 10 || c === 13) {
        j = this.newlineEnd(j);
      } else {
        j++;
      }
    }
    this.i = j;
  }
}
