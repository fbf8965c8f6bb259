/**
 * Tokens of a Gradle script (Groovy or Kotlin DSL): enough of both languages to find calls,
 * blocks and string literals. Comments are dropped; a string keeps its raw text and says whether
 * it interpolates (`"$x"`, `"${x}"`), since only a plain literal names a project or a file.
 */

export interface Token {
  kind: 'id' | 'str' | 'num' | 'op';
  /** The identifier, the operator, or the string's text between its quotes. */
  text: string;
  /** A string with `$` interpolation (double-quoted or triple-quoted). */
  computed?: boolean;
  /** A line break comes before this token. */
  nl: boolean;
}

/** Two-character operators; `?.` reads as `.`. */
const OPERATORS = new Set([
  '?.',
  '->',
  '==',
  '!=',
  '::',
  '&&',
  '||',
  '+=',
  '<=',
  '>=',
  '=~',
  '?:',
  '..',
]);
/** First characters of those operators, by character code. */
const OPERATOR_START = new Set([...OPERATORS].map((op) => op.charCodeAt(0)));

// Character classes of the ASCII range, by code: anything beyond it is in none.
const ID_START = 1;
const ID_PART = 2;
const DIGIT = 4;
const NUMBER_PART = 8;
const CLASSES = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const c = String.fromCharCode(code);
  if (/[A-Za-z_$]/.test(c)) CLASSES[code]! |= ID_START;
  if (/[A-Za-z0-9_$]/.test(c)) CLASSES[code]! |= ID_PART;
  if (/[0-9]/.test(c)) CLASSES[code]! |= DIGIT;
  if (/[0-9A-Za-z_.]/.test(c)) CLASSES[code]! |= NUMBER_PART;
}
/** Whether the character code `code` (NaN past the end) is of class `cls`. */
const is = (code: number, cls: number) => code < 128 && (CLASSES[code]! & cls) !== 0;

const LF = 10;
const BACKSLASH = 92;
const DOLLAR = 36;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const DOT = 46;

/** Whether a double-quoted string's text interpolates (`$name` or `${...}`; `\$` escapes). */
function interpolates(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === '$' && i + 1 < text.length && /[A-Za-z_{]/.test(text[i + 1]!)) return true;
  }
  return false;
}

/**
 * Where the string literal whose text starts at `from` ends: the index of its closing quote
 * (`quote` is `"`, `'` or a triple of either), of the line break ending a one-line string, or
 * past the end of `source` when it is unterminated. Its text is `source.slice(from, end)`.
 */
function stringEnd(source: string, from: number, quote: string): number {
  const n = source.length;
  const triple = quote.length === 3;
  const q = quote.charCodeAt(0);
  const dollars = q === 34; // " and """: Kotlin's "${...}" may hold quotes of its own
  let j = from;
  while (j < n) {
    const code = source.charCodeAt(j);
    if (code === q && (!triple || source.startsWith(quote, j))) break;
    if (code === BACKSLASH && !triple) {
      j += 2;
      continue;
    }
    if (code === LF && !triple) break;
    if (dollars && code === DOLLAR && source.charCodeAt(j + 1) === OPEN_BRACE) {
      // Skip the braces whole.
      let depth = 0;
      for (; j < n; j++) {
        const c = source.charCodeAt(j);
        if (c === OPEN_BRACE) depth++;
        else if (c === CLOSE_BRACE && --depth === 0) break;
      }
      j++;
      continue;
    }
    j++;
  }
  return j;
}

/** Split a script into tokens. Never throws: an unterminated string runs to the end. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let nl = true;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const code = source.charCodeAt(i);
    if (code === LF) {
      nl = true;
      i++;
    } else if (code === 32 || code === 9 || code === 13 || code === 12) {
      // space, tab, carriage return, form feed
      i++;
    } else if (code === 47 && source.charCodeAt(i + 1) === 47) {
      // a // comment, up to its line break
      const end = source.indexOf('\n', i);
      i = end === -1 ? n : end;
    } else if (code === 47 && source.charCodeAt(i + 1) === 42) {
      // a /* comment */
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      const lf = source.indexOf('\n', i);
      if (lf !== -1 && lf < stop) nl = true;
      i = stop;
    } else if (code === 34 || code === 39) {
      const c = source[i]!;
      const quote = source.startsWith(c + c + c, i) ? c + c + c : c;
      const from = i + quote.length;
      const j = stringEnd(source, from, quote);
      const text = source.slice(from, j);
      if (code === 34 && interpolates(text)) {
        tokens.push({ kind: 'str', text, computed: true, nl });
      } else tokens.push({ kind: 'str', text: unescape(text), nl });
      nl = false;
      i = j + quote.length;
    } else if (code === 96) {
      // Kotlin's quoted identifier: `my-conventions` in a plugins block.
      const end = source.indexOf('`', i + 1);
      const stop = end === -1 ? n : end;
      tokens.push({ kind: 'id', text: source.slice(i + 1, stop), nl });
      nl = false;
      i = stop + 1;
    } else if (is(code, ID_START)) {
      let j = i + 1;
      while (j < n && is(source.charCodeAt(j), ID_PART)) j++;
      tokens.push({ kind: 'id', text: source.slice(i, j), nl });
      nl = false;
      i = j;
    } else if (is(code, DIGIT)) {
      let j = i + 1;
      for (let c = source.charCodeAt(j); j < n && is(c, NUMBER_PART); c = source.charCodeAt(j)) {
        if (c === DOT && !is(source.charCodeAt(j + 1), DIGIT)) break;
        j++;
      }
      tokens.push({ kind: 'num', text: source.slice(i, j), nl });
      nl = false;
      i = j;
    } else {
      const pair = OPERATOR_START.has(code) ? source.slice(i, i + 2) : '';
      const op = OPERATORS.has(pair) ? pair : source[i]!;
      tokens.push({ kind: 'op', text: op === '?.' ? '.' : op, nl });
      nl = false;
      i += op.length;
    }
  }
  return tokens;
}

/** The common escapes of a plain string literal. */
function unescape(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.)/g, (_, ch: string) =>
    ch === 'n' ? '\n' : ch === 't' ? '\t' : ch === 'r' ? '\r' : ch,
  );
}

/** Index of the token closing the bracket opened at `open` (`(`, `[` or `{`); tokens.length if none. */
export function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'op') continue;
    if (t.text === '(' || t.text === '[' || t.text === '{') depth++;
    else if (t.text === ')' || t.text === ']' || t.text === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return tokens.length;
}

/** Index of the token opening the bracket closed at `close`; -1 if none. */
export function opening(tokens: Token[], close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.kind !== 'op') continue;
    if (t.text === ')' || t.text === ']' || t.text === '}') depth++;
    else if (t.text === '(' || t.text === '[' || t.text === '{') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
