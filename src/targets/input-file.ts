import { InputError } from '../errors.js';
import { errorMessage } from '../format.js';
import { readText } from '../text-file.js';

/**
 * Read a file that an input names; failing to read it is that input's error, with the path as
 * the user wrote it and what the input expects.
 */
export async function readInputFile(
  input: string,
  file: string,
  shown: string,
  expected: string,
): Promise<string> {
  try {
    return await readText(file);
  } catch (error) {
    throw new InputError(
      input,
      `Input "${input}": cannot read ${JSON.stringify(shown)} (${errorMessage(error)}). Expected ${expected}.`,
    );
  }
}
