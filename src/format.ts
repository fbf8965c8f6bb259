/** Text helpers for messages: what anything thrown says, and how a user's value is quoted. */

/** Text of anything thrown, Error or not. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * A message to be placed inside a sentence of another: its closing full stop (or stops) taken
 * off, so that the sentence around it ends once ("... failed: no token. Check ..." rather than
 * "no token.. Check"). An ellipsis (…) is kept.
 */
export function clause(text: string): string {
  return text.trimEnd().replace(/\.+$/, '');
}

/**
 * The system's own words for a failure to connect: the innermost cause's message (fetch says
 * "fetch failed"; its cause says "connect ECONNREFUSED 127.0.0.1:9" or "bad port"), with the
 * error code when the message does not hold it already.
 */
export function systemError(error: unknown): string {
  let inner: unknown = error;
  let code: string | undefined;
  for (let depth = 0; depth < 8; depth++) {
    const found = (inner as { code?: unknown } | undefined)?.code;
    if (typeof found === 'string') code = found;
    const cause = inner instanceof Error ? inner.cause : undefined;
    if (!(cause instanceof Error)) break;
    inner = cause;
  }
  // Several addresses tried (AggregateError): each one's words.
  const message =
    inner instanceof AggregateError && inner.errors.length > 0
      ? inner.errors.map((e) => errorMessage(e)).join('; ')
      : clause(errorMessage(inner));
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/**
 * Show a user-supplied value in a message: quoted, one line, cut when long. JSON's own escaping
 * writes a line break as `\n` once (escaping it first and then quoting showed `\\n`).
 */
export function quoteValue(value: string, max = 80): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value);
}

/**
 * Replaces secrets with `***` in text, before it is escaped or rendered anywhere (log, summary,
 * outputs). The runner masks a secret only in the forms it knows (literal, base64, JSON, URI,
 * XML), not HTML entities or other escapes that the job summary would show readably, so the
 * literal is taken out first; URL credentials (`user:pass@`) are removed too.
 */
export class Redactor {
  private readonly forms: string[] = [];

  /**
   * @param encodings other forms a secret may take on its way out (the job summary's HTML
   *   escaping, for one); each is replaced too.
   */
  constructor(private readonly encodings: ((value: string) => string)[] = []) {}

  /** Register a secret (ignored when shorter than 4 characters: too common to replace). */
  add(secret: string): void {
    const value = secret.trim();
    if (value.length < 4) return;
    const bytes = Buffer.from(value, 'utf8');
    const forms = [
      value,
      encodeURIComponent(value),
      JSON.stringify(value).slice(1, -1),
      // A service that echoes the key in a Basic header or a JSON blob may base64 it, and one
      // that reads UTF-8 as Latin-1 echoes its bytes so: both are the key.
      bytes.toString('base64'),
      bytes.toString('base64').replace(/=+$/, ''),
      bytes.toString('latin1'),
      ...this.encodings.map((encode) => encode(value)),
    ];
    for (const form of forms) if (!this.forms.includes(form)) this.forms.push(form);
    // Longest first, so a form that contains another is replaced whole.
    this.forms.sort((a, b) => b.length - a.length);
  }

  redact(text: string): string {
    let out = text;
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join('***');
    // Credentials inside any URL: scheme://user:pass@host -> scheme://***@host
    return out.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s:@]*:[^/\s@]*@/gi, '$1***@');
  }
}

/** A value from the service, the event or the repository, made safe for one log line. */
export function oneLine(text: string): string {
  return text.replace(/\r\n|\r|\n|\u2028|\u2029/g, (c) =>
    c === '\n'
      ? '\\n'
      : c === '\r'
        ? '\\r'
        : c === '\r\n'
          ? '\\r\\n'
          : c === '\u2028'
            ? '\\u2028'
            : '\\u2029',
  );
}

/**
 * What goes before each line of a tool's output quoted in a message (quoteLines): a line break
 * and a gutter. The doors print each quoted line as a line of its own (logLines); any other line
 * break in a message (a file name's) stays escaped, one message a line.
 */
export const QUOTED_LINE = '\n  | ';

/**
 * A tool's error output as one line of a message: its lines joined with " / " (git's fetch
 * errors come in several), cut at `max` characters. The whole output stays on the error.
 */
export function errorOutputLine(output: string, max = 500): string {
  const line = output
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' / ');
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** A tool's output, its lines quoted behind the gutter, to end a message. */
export function quoteLines(output: string): string {
  return output
    .split(/\r?\n/)
    .map((line) => `${QUOTED_LINE}${line}`)
    .join('');
}

/**
 * A message as the lines of a log: its quoted lines (quoteLines) each on a line of its own,
 * behind the gutter, so that none can begin a line of the log (a runner would read
 * `::error::…` there as a workflow command); every other line break escaped.
 */
export function logLines(text: string): string[] {
  const [first = '', ...quoted] = text.split(QUOTED_LINE);
  return [oneLine(first), ...quoted.map((line) => oneLine(`${QUOTED_LINE.slice(1)}${line}`))];
}

/** Levenshtein distance: insertions, deletions and substitutions, each costing 1. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The word of `known` closest to a misspelt `word`, when one is close enough to suggest (at
 * most 2 edits, or a quarter of the word's length for a long one), else one the word starts
 * with or is the start of ("warning" for warn, "dry" for dry-run).
 */
export function closestWord(word: string, known: readonly string[]): string | undefined {
  const close = closestByEdits(word, known);
  if (close !== undefined || word.length < 3) return close;
  const prefixed = known.filter((k) => k.startsWith(word) || word.startsWith(k));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

function closestByEdits(word: string, known: readonly string[]): string | undefined {
  let best: { word: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(word, candidate);
    if (!best || distance < best.distance) best = { word: candidate, distance };
  }
  return best && best.distance > 0 && best.distance <= Math.max(2, Math.floor(word.length / 4))
    ? best.word
    : undefined;
}

/**
 * " Did you mean "pnpm"?" for the first of `words` (values of an input) that is not in `known`
 * and is close to one that is; '' when none is. `ofList`: the words are some of a list, so the
 * one meant is named (" Did you mean "pnpm" for "pnmp"?").
 */
export function didYouMean(
  words: readonly string[],
  known: readonly string[],
  ofList = words.length > 1,
): string {
  for (const word of words) {
    if (known.includes(word)) continue;
    const close = closestWord(word, known);
    if (close) {
      return ofList
        ? ` Did you mean ${JSON.stringify(close)} for ${JSON.stringify(word)}?`
        : ` Did you mean ${JSON.stringify(close)}?`;
    }
  }
  return '';
}

/** Names quoted in one list before "and N more". */
const LIST_CAP = 20;

/** The first few names, quoted, and how many more. */
export function listCapped(names: readonly string[]): string {
  const shown = names.slice(0, LIST_CAP).map((n) => JSON.stringify(n));
  const rest = names.length - shown.length;
  return `${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}
