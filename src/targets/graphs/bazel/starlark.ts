/**
 * Just enough of Starlark's lexical grammar to find calls and their literal arguments in BUILD,
 * `.bzl`, WORKSPACE and MODULE.bazel files: `load("//a:b.bzl", ...)`, `local_repository(name =
 * "x", path = "y")`. Comments and strings are skipped as Starlark skips them, so a `load(` in a
 * docstring or after a `#` is no call. Nothing is evaluated.
 */

type Token =
  | { kind: 'name'; value: string }
  | { kind: 'string'; value: string }
  | { kind: 'punct'; value: string }
  | { kind: 'other' };

/** A call as written: its name, its positional arguments and its keyword arguments. */
export interface Call {
  name: string;
  /** Each positional argument: its text when it is one string literal, else undefined. */
  positional: (string | undefined)[];
  /** Keyword arguments whose value is one string literal. */
  keywords: Map<string, string>;
}

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;
const STRING_PREFIX = /^[rRbB]{1,2}$/;

/** The tokens of a Starlark text; an unterminated string ends at the end of the text. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (c === '#') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\\' || c === '\f') {
      i++;
      continue;
    }
    if (NAME_START.test(c)) {
      let j = i + 1;
      while (j < n && NAME_PART.test(text[j]!)) j++;
      const word = text.slice(i, j);
      // r"...", b'...': a string with a prefix.
      if (j < n && (text[j] === '"' || text[j] === "'") && STRING_PREFIX.test(word)) {
        const [value, end] = readString(text, j, /r/i.test(word));
        tokens.push({ kind: 'string', value });
        i = end;
        continue;
      }
      tokens.push({ kind: 'name', value: word });
      i = j;
      continue;
    }
    if (c === '"' || c === "'") {
      const [value, end] = readString(text, i, false);
      tokens.push({ kind: 'string', value });
      i = end;
      continue;
    }
    if ('()[]{},=.:'.includes(c)) {
      // `==` is no keyword argument's `=`.
      if (c === '=' && text[i + 1] === '=') {
        tokens.push({ kind: 'other' });
        i += 2;
        continue;
      }
      tokens.push({ kind: 'punct', value: c });
      i++;
      continue;
    }
    tokens.push({ kind: 'other' });
    i++;
  }
  return tokens;
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/** The string starting at `start` (its quote): its value and the index after it. */
function readString(text: string, start: number, raw: boolean): [string, number] {
  const quote = text[start]!;
  const triple = text.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  let i = start + close.length;
  let value = '';
  while (i < text.length) {
    if (text.startsWith(close, i)) return [value, i + close.length];
    const c = text[i]!;
    if (!triple && c === '\n') return [value, i];
    if (c === '\\' && i + 1 < text.length) {
      const next = text[i + 1]!;
      value += raw ? `\\${next}` : (ESCAPES[next] ?? `\\${next}`);
      i += 2;
      continue;
    }
    value += c;
    i++;
  }
  return [value, i];
}

/**
 * Every call of one of `names` in `text`, with its literal arguments. A call qualified with
 * `native.` counts; any other `x.name(` is a method and does not.
 */
export function findCalls(text: string, names: ReadonlySet<string>): Call[] {
  const tokens = tokenize(text);
  const calls: Call[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'name' || !names.has(t.value)) continue;
    const open = tokens[i + 1]!;
    if (open.kind !== 'punct' || open.value !== '(') continue;
    const before = tokens[i - 1];
    if (before?.kind === 'punct' && before.value === '.') {
      const owner = tokens[i - 2];
      if (owner?.kind !== 'name' || owner.value !== 'native') continue;
    }
    const call: Call = { name: t.value, positional: [], keywords: new Map() };
    // The arguments: token runs between the commas at depth one.
    let depth = 1;
    let arg: Token[] = [];
    const endArg = () => {
      if (arg.length === 0) return;
      const [a, b, c] = arg;
      if (arg.length === 1 && a!.kind === 'string') call.positional.push(a!.value);
      else if (a?.kind === 'name' && b?.kind === 'punct' && b.value === '=') {
        if (arg.length === 3 && c!.kind === 'string') call.keywords.set(a.value, c!.value);
      } else call.positional.push(undefined);
      arg = [];
    };
    let j = i + 2;
    for (; j < tokens.length && depth > 0; j++) {
      const tok = tokens[j]!;
      if (tok.kind === 'punct' && '([{'.includes(tok.value)) depth++;
      else if (tok.kind === 'punct' && ')]}'.includes(tok.value)) {
        depth--;
        if (depth === 0) break;
      } else if (depth === 1 && tok.kind === 'punct' && tok.value === ',') {
        endArg();
        continue;
      }
      arg.push(tok);
    }
    endArg();
    calls.push(call);
  }
  return calls;
}
