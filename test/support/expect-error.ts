import { expect } from 'vitest';
import { InputError } from '../../src/errors.js';

/** Run fn, which must throw an InputError, and return it for further checks. */
export function expectInputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}
