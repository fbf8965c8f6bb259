import { expect } from 'vitest';
import { InputError } from '../../src/errors.js';

/** Run fn, which must throw an InputError (naming `input` when given), and return it. */
export function expectInputError(fn: () => unknown, input?: string): InputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    if (input !== undefined) expect((error as InputError).input).toBe(input);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

/** Await fn, which must reject with an InputError (naming `input` when given), and return it. */
export async function expectInputRejection(
  fn: () => Promise<unknown>,
  input?: string,
): Promise<InputError> {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    if (input !== undefined) expect((error as InputError).input).toBe(input);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}
