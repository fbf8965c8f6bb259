/**
 * The common form of target rules, read without js-yaml: a mapping of plain names to a pattern
 * (`web: web/**`) or a list of them, on one line (`web: [web/**, '!**\/*.md']`) or as a block
 * of `- item` lines.
 * Loading js-yaml (compiling 100 KB and evaluating it) and parsing a first document with it,
 * cold, cost about 5 ms of every run's 70 (docs/performance.md); most rules need none of YAML
 * beyond this.
 *
 * Whatever this reader accepts it reads exactly as js-yaml's load does; anything else (another
 * shape, a scalar YAML would resolve to something other than a string, a duplicate key, an
 * escape, a comment it is not sure of) makes it answer undefined, and js-yaml reads the text.
 * test/simple-yaml.test.ts compares the two on thousands of generated documents.
 */

/** The first character of a plain scalar read here: never an indicator, a digit or a sign. */
const PLAIN_START = /[A-Za-z_/]/;
/**
 * The other characters of a plain scalar read here (no `:`, `#`, `,`, brackets, braces), as a
 * sticky run: one call of the compiled expression a scalar, rather than one a character (a large
 * rules file is read once, cold, before the JIT has compiled this module's loops).
 */
const PLAIN_REST = /[A-Za-z0-9_./*@+-]*/y;
/** Plain scalars that YAML's core schema reads as null, a boolean or a float. */
const NOT_A_STRING = /^(?:null|true|false|\.inf|\.nan)$/i;
/** A key's name as read here. */
const NAME = /[A-Za-z_][A-Za-z0-9_./-]*/.source;
/** A name at the start of a line, then `:`. */
const KEY_LINE = new RegExp(`^(${NAME}):(.*)$`);
/** A block sequence item: its indentation and what follows `- `. */
const ITEM_LINE = /^( *)- +(.*)$/;

/** Between the quotes: of a single-quoted scalar (`''` a quote), a double-quoted (no escape). */
const SINGLE_QUOTED = /(?:[^'\n]|'')*/.source;
const DOUBLE_QUOTED = /[^"\\\n]*/.source;
/** A plain scalar: PLAIN_START then PLAIN_REST. */
const PLAIN_SCALAR = PLAIN_START.source + PLAIN_REST.source;
/** One item of a flow list: single-quoted, double-quoted, or plain. */
const FLOW_ITEM = `(?:'${SINGLE_QUOTED}'|"${DOUBLE_QUOTED}"|${PLAIN_SCALAR})`;
/**
 * The commonest line of a large rules file, `name: [item, 'item', "item"]` with nothing after
 * it, read with one expression (and its items with FLOW_ITEMS): cold, a large file's lines read
 * one character test at a time cost 15 ms of 2,000 rules. Any other line takes the general path.
 */
const FLOW_LINE = new RegExp(`^(${NAME}): +\\[ *(${FLOW_ITEM}(?: *, *${FLOW_ITEM})*) *\\] *$`);
/** FLOW_LINE's items one by one (sticky): the single-quoted, double-quoted or plain text. */
const SEPARATOR = '(?: *, *)?';
const FLOW_ITEMS = new RegExp(
  `'(${SINGLE_QUOTED})'${SEPARATOR}|"(${DOUBLE_QUOTED})"${SEPARATOR}|(${PLAIN_SCALAR})${SEPARATOR}`,
  'y',
);

/** FLOW_LINE's list, read: undefined when a plain item is one YAML reads as no string. */
function fastItems(list: string): string[] | undefined {
  const items: string[] = [];
  FLOW_ITEMS.lastIndex = 0;
  while (FLOW_ITEMS.lastIndex < list.length) {
    const m = FLOW_ITEMS.exec(list);
    if (!m) return undefined;
    if (m[1] !== undefined) items.push(m[1].includes("''") ? m[1].replaceAll("''", "'") : m[1]);
    else if (m[2] !== undefined) items.push(m[2]);
    else if (NOT_A_STRING.test(m[3]!)) return undefined;
    else items.push(m[3]!);
  }
  return items;
}

type Read = { value: string; end: number } | undefined;

/** A plain scalar at `at` (the caller checked its first character), up to a delimiter. */
function plain(line: string, at: number): Read {
  PLAIN_REST.lastIndex = at + 1;
  PLAIN_REST.test(line);
  const end = PLAIN_REST.lastIndex;
  const value = line.slice(at, end);
  if (NOT_A_STRING.test(value) || (value.startsWith('.') && !/^\.[A-Za-z_/]/.test(value))) {
    return undefined;
  }
  return { value, end };
}

/** A quoted scalar at `at`: single-quoted (`''` is a quote), or double-quoted without escapes. */
function quoted(line: string, at: number): Read {
  const quote = line[at]!;
  let value = '';
  let i = at + 1;
  for (;;) {
    const close = line.indexOf(quote, i);
    if (close === -1) return undefined;
    value += line.slice(i, close);
    if (quote === "'" && line[close + 1] === "'") {
      value += "'";
      i = close + 2;
      continue;
    }
    i = close + 1;
    break;
  }
  // Escapes are js-yaml's to read.
  if (value.includes('\\')) return undefined;
  return { value, end: i };
}

/** One item (quoted or plain) at `at`. */
function scalar(line: string, at: number): Read {
  const first = line[at];
  if (first === "'" || first === '"') return quoted(line, at);
  return first !== undefined && PLAIN_START.test(first) ? plain(line, at) : undefined;
}

const skipSpaces = (line: string, at: number) => {
  while (line[at] === ' ') at++;
  return at;
};

/** The rest of a line after a value: nothing, or spaces then a comment. */
const restIsEmpty = (rest: string) => /^(?: *| +#.*)$/.test(rest);

/** `[a, 'b', "c"]` and nothing after it but a comment; undefined for anything else. */
function flowList(text: string): string[] | undefined {
  if (text[0] !== '[') return undefined;
  const items: string[] = [];
  let at = skipSpaces(text, 1);
  if (text[at] === ']') return restIsEmpty(text.slice(at + 1)) ? items : undefined;
  for (;;) {
    const item = scalar(text, at);
    if (!item) return undefined;
    items.push(item.value);
    at = skipSpaces(text, item.end);
    if (text[at] === ']') return restIsEmpty(text.slice(at + 1)) ? items : undefined;
    if (text[at] !== ',') return undefined;
    at = skipSpaces(text, at + 1);
  }
}

/** A block of `- item` lines being read: its items, and their indentation once known. */
type Block = { items: string[]; indent?: number };

/**
 * Whether a key line may start an entry here: the block before it (`open`), which it closes,
 * had an item (else its value is null), and the name is a string YAML reads as itself, not
 * `__proto__`, and not a key already read (js-yaml refuses a duplicate).
 */
function startsEntry(doc: Map<string, unknown>, open: Block | undefined, name: string): boolean {
  if (open && open.items.length === 0) return false;
  return !NOT_A_STRING.test(name) && name !== '__proto__' && !doc.has(name);
}

/**
 * The rules as js-yaml's load would give them (its mapping's entries, in order), when the text
 * has the common form: every line
 * blank, a comment, `name: item`, `name: [items]`, or `name:` followed by `- item` lines at one
 * indentation. Undefined otherwise.
 */
export function readSimpleYaml(text: string): Map<string, string | string[]> | undefined {
  // Printable ASCII only: tabs, CR, a BOM, control and other characters are js-yaml's.
  if (/[^\x20-\x7e\n]/.test(text)) return undefined;
  // A Map: an object of thousands of keys is a dictionary, slow to fill and to walk cold.
  const doc = new Map<string, string | string[]>();
  /** The key whose block of items is being read, and the items' indentation once known. */
  let open: Block | undefined;
  for (const line of text.split('\n')) {
    const flow = FLOW_LINE.exec(line);
    if (flow) {
      const items = fastItems(flow[2]!);
      if (!items || !startsEntry(doc, open, flow[1]!)) return undefined;
      open = undefined;
      doc.set(flow[1]!, items);
      continue;
    }
    if (/^ *(?:#.*)?$/.test(line)) continue;
    const item = ITEM_LINE.exec(line);
    if (item) {
      if (!open || (open.indent ?? item[1]!.length) !== item[1]!.length) return undefined;
      open.indent = item[1]!.length;
      const value = scalar(item[2]!, 0);
      if (!value || !restIsEmpty(item[2]!.slice(value.end))) return undefined;
      open.items.push(value.value);
      continue;
    }
    const key = KEY_LINE.exec(line);
    if (!key || !startsEntry(doc, open, key[1]!)) return undefined;
    open = undefined;
    const name = key[1]!;
    const rest = key[2]!;
    if (restIsEmpty(rest)) {
      // `name:` alone: its items follow, one `- item` a line.
      open = { items: [] };
      doc.set(name, open.items);
      continue;
    }
    if (rest[0] !== ' ') return undefined;
    const value = rest.slice(skipSpaces(rest, 0));
    if (value[0] === '[') {
      const list = flowList(value);
      if (!list) return undefined;
      doc.set(name, list);
    } else {
      const one = scalar(value, 0);
      if (!one || !restIsEmpty(value.slice(one.end))) return undefined;
      doc.set(name, one.value);
    }
  }
  if (open && open.items.length === 0) return undefined;
  // No key at all: js-yaml reads an empty document as undefined.
  return doc.size > 0 ? doc : undefined;
}
