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

/** Show a user-supplied value in a message: quoted, one line, cut when long. */
export function quoteValue(value: string, max = 80): string {
  const oneLine = value.replace(/\r?\n/g, '\\n');
  const cut = oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
  return JSON.stringify(cut);
}
