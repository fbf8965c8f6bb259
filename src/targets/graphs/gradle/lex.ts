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

const OPERATORS = ['?.', '->', '==', '!=', '::', '&&', '||', '+=', '<=', '>=', '=~', '?:', '..'];

const isIdStart = (c: string) => /[A-Za-z_$]/.test(c);
const isIdPart = (c: string) => /[A-Za-z0-9_$]/.test(c);

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

/** Split a script into tokens. Never throws: an unterminated string runs to the end. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let nl = true;
  let i = 0;
  const n = source.length;
  const push = (token: Omit<Token, 'nl'>) => {
    tokens.push({ ...token, nl });
    nl = false;
  };
  while (i < n) {
    const c = source[i]!;
    if (c === '\n') {
      nl = true;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f') {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      if (source.slice(i, stop).includes('\n')) nl = true;
      i = stop;
    } else if (c === '"' || c === "'") {
      const triple = source.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      let text = '';
      while (j < n && !source.startsWith(quote, j)) {
        if (source[j] === '\\' && !triple) {
          text += source.slice(j, j + 2);
          j += 2;
          continue;
        }
        if (!triple && source[j] === '\n') break;
        // Kotlin's "${...}" may hold quotes of its own: skip the braces whole.
        if (c === '"' && source[j] === '$' && source[j + 1] === '{') {
          let depth = 0;
          const start = j;
          for (; j < n; j++) {
            if (source[j] === '{') depth++;
            else if (source[j] === '}' && --depth === 0) break;
          }
          text += source.slice(start, j + 1);
          j++;
          continue;
        }
        text += source[j];
        j++;
      }
      const computed = c === '"' && interpolates(text);
      push(computed ? { kind: 'str', text, computed } : { kind: 'str', text: unescape(text) });
      i = j + quote.length;
    } else if (c === '`') {
      // Kotlin's quoted identifier: `my-conventions` in a plugins block.
      const end = source.indexOf('`', i + 1);
      const stop = end === -1 ? n : end;
      push({ kind: 'id', text: source.slice(i + 1, stop) });
      i = stop + 1;
    } else if (isIdStart(c)) {
      let j = i + 1;
      while (j < n && isIdPart(source[j]!)) j++;
      push({ kind: 'id', text: source.slice(i, j) });
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(source[j]!)) {
        if (source[j] === '.' && !/[0-9]/.test(source[j + 1] ?? '')) break;
        j++;
      }
      push({ kind: 'num', text: source.slice(i, j) });
      i = j;
    } else {
      const op = OPERATORS.find((o) => source.startsWith(o, i)) ?? c;
      push({ kind: 'op', text: op === '?.' ? '.' : op });
      i += op.length;
    }
  }
  return tokens;
}

/** The common escapes of a plain string literal. */
function unescape(text: string): string {
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
