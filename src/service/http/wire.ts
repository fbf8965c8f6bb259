/**
 * What transport.ts and the lazily loaded proxy.ts share: the failure below HTTP semantics and
 * the port of a URL. Here rather than in either, so proxy.ts does not import back the module
 * that loads it.
 */

/** A failure below HTTP semantics: what went wrong, and a code when the system gave one. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly code?: string,
    /** The answer arrived but was refused (too large, compressed): retrying will not help. */
    readonly refusedAnswer = false,
  ) {
    super(message);
  }
}

/** A failed request as the client tells it apart: an abort (its timeout) stays as it is. */
export function asTransportError(error: NodeJS.ErrnoException, doing?: string): Error {
  if (error.name === 'AbortError') return error;
  return new TransportError(doing ? `${doing}: ${error.message}` : error.message, error.code);
}

/** The port a URL connects to: its own, or its scheme's default. */
export const portOf = (url: URL): string => url.port || (url.protocol === 'https:' ? '443' : '80');
