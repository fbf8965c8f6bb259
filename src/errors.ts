/**
 * Errors that carry what was being done. Everything below run() throws one of these; run() turns
 * them into a single core.setFailed message. A UserError is the user's to fix: no stack trace.
 */
export class UserError extends Error {
  override readonly name: string = 'UserError';
}

/** A bad input value: names the input, the value and the accepted form. */
export class InputError extends UserError {
  override readonly name = 'InputError';
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(message);
  }
}

/** The event does not say what the action needs and no input supplies it. */
export class ContextError extends UserError {
  override readonly name = 'ContextError';
}

/** A git command failed. */
export class GitError extends Error {
  override readonly name = 'GitError';
  constructor(
    message: string,
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
  }
}

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
