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
