import { statSync, type Stats } from 'node:fs';

/*
 * What a path is, for the checks that look before they read. A missing path is answered without
 * an exception: node:fs's error captures a stack, which costs more than the stat itself, and a
 * run may ask about every directory of PATH or every marker file of the build tools.
 */

/** The path's stat, or undefined when it is missing or cannot be looked at (EACCES, ENOTDIR). */
function statOf(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** Whether `file` is a regular file (through symlinks). */
export const isFile = (file: string): boolean => statOf(file)?.isFile() ?? false;

/** Whether `dir` is a directory (through symlinks). */
export const isDirectory = (dir: string): boolean => statOf(dir)?.isDirectory() ?? false;
