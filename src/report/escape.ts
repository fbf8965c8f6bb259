/**
 * Escaping for the job summary. Everything from users or the service (titles, authors, branch,
 * target and file names, URLs) goes through here: it must not inject HTML, break a table, or
 * become a link the summary did not mean to make.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;',
  '`': '&#96;',
  '[': '&#91;',
  ']': '&#93;',
  '(': '&#40;',
  ')': '&#41;',
  '*': '&#42;',
  _: '&#95;',
  '~': '&#126;',
  '\\': '&#92;',
  '#': '&#35;',
  '!': '&#33;',
  ':': '&#58;',
  '@': '&#64;',
};

/**
 * Text safe in HTML and markdown, inline or in a table cell: markup characters become entities,
 * line breaks become spaces, and `:` and `@` are escaped so GitHub does not autolink a URL, an
 * e-mail address or a mention inside user text.
 */
export function escapeText(value: unknown): string {
  return String(value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[&<>"'|`[\]()*_~\\#!:@]/g, (c) => ENTITIES[c]!);
}

/** An attribute value (inside double quotes). */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** The URL if it is http(s), else undefined: no javascript:, data: or relative links. */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A link when the URL is safe, else the escaped text alone. */
export function link(text: string, url: string | null | undefined): string {
  const href = safeUrl(url);
  return href ? `<a href="${escapeAttribute(href)}">${escapeText(text)}</a>` : escapeText(text);
}

/** Inline code for a name: escaped, never raw backticks. */
export function code(value: string): string {
  return `<code>${escapeText(value)}</code>`;
}
