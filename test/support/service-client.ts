import { expect } from 'vitest';
import { ServiceError } from '../../src/errors.js';
import { ServiceClient, type ServiceClientOptions } from '../../src/service/v1/client.js';
import type { FakeService } from './fake-service.js';
import { TestClock } from './test-clock.js';

/** A client of the fake service with token auth and a clock that never waits. */
export function testClient(
  service: FakeService,
  overrides: Partial<ServiceClientOptions> = {},
): ServiceClient {
  return new ServiceClient({
    apiUrl: service.url,
    auth: { kind: 'token' },
    apiToken: service.apiToken,
    maxAttempts: 2,
    timeoutMs: 5000,
    clock: new TestClock(),
    ...overrides,
  });
}

/** The ServiceError a call must fail with. */
export async function serviceFailure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected the call to fail');
}
