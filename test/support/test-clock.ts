import type { Clock } from '../../src/service/v1/client.js';

/**
 * A clock for the service client that never waits: sleeps are recorded and return at once, and
 * a per-attempt timeout fires only when the test says so (expire), e.g. when the fake service
 * leaves a request hanging.
 */
export class TestClock implements Clock {
  readonly slept: number[] = [];
  readonly timeouts: number[] = [];
  private pending: AbortController[] = [];

  sleep(ms: number): Promise<void> {
    this.slept.push(ms);
    return Promise.resolve();
  }

  timeout(ms: number): AbortSignal {
    this.timeouts.push(ms);
    const controller = new AbortController();
    this.pending.push(controller);
    return controller.signal;
  }

  /** Time runs out for every attempt under way. */
  expire(): void {
    const expired = this.pending;
    this.pending = [];
    for (const c of expired) c.abort(new DOMException('timed out', 'TimeoutError'));
  }
}
