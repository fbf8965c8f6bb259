/**
 * The rule every queue write keeps: never sent twice blindly. The service honours no
 * Idempotency-Key, so a write whose answer is lost (a timeout, a dropped connection, a 5xx) may
 * have been done: it is read back, and sent once more only when the read shows it was not.
 * (The request loop retries writes only when the service surely did not act: errors.ts WRITES.)
 */
import { ServiceError } from '../../errors.js';
import type { Logger } from '../../logger.js';

/** A failure after which the service may or may not have acted. */
export function outcomeUnknown(error: unknown): error is ServiceError {
  return (
    error instanceof ServiceError &&
    (error.kind === 'timeout' ||
      error.kind === 'network' ||
      (error.kind === 'http' && (error.status ?? 0) >= 500))
  );
}

/**
 * Send `write`; when its outcome is unknown, ask `tookEffect` (a read) and send again only if
 * it says no. Returns how the write ended: `sent`, or `read-back` when the first one is known to
 * have been done only from the read.
 */
export async function writeOnce(
  what: string,
  write: () => Promise<void>,
  tookEffect: () => Promise<boolean>,
  log: Pick<Logger, 'info'>,
): Promise<'sent' | 'read-back'> {
  try {
    await write();
    return 'sent';
  } catch (error) {
    if (!outcomeUnknown(error)) throw error;
    let done: boolean;
    try {
      done = await tookEffect();
    } catch {
      // The read failed too: what is known is the write's failure.
      throw error;
    }
    const why = error.kind === 'http' ? `answered ${error.status}` : `failed (${error.kind})`;
    if (done) {
      log.info(
        `${what}: the request ${why}, and reading back shows it took effect: not sent again.`,
      );
      return 'read-back';
    }
    log.info(
      `${what}: the request ${why}, and reading back shows it did not take effect: sending it once more.`,
    );
    await write();
    return 'sent';
  }
}
