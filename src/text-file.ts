import { readFile, writeFile } from 'node:fs';

/*
 * A file's text, read and written with node:fs's callbacks. node:fs/promises loads readline, the
 * REPL's history, directory and watch support at its import: about 2 ms of every start
 * (docs/performance.md), for a run that reads a rules file or writes a summary.
 */

/** The text of `file` (UTF-8); rejects with node:fs's error. */
export function readText(file: string): Promise<string> {
  return new Promise((resolve, reject) =>
    readFile(file, 'utf8', (error, text) => (error ? reject(error) : resolve(text))),
  );
}

/** Write `text` to `file` (UTF-8), replacing it; rejects with node:fs's error. */
export function writeText(file: string, text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    writeFile(file, text, (error) => (error ? reject(error) : resolve())),
  );
}
