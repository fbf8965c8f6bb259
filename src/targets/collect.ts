import { realpath, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Inputs } from '../constants.js';
import { InputError } from '../errors.js';
import { quoteValue } from '../format.js';
import { splitList } from '../lists.js';
import type { GlobFiles } from './glob-files.js';

/** The engine's own expansion, loaded when a run collects files and its door gave none. */
const engineGlobFiles: GlobFiles = async (include, excludes) =>
  (await import('./glob-files.js')).globFiles(include, excludes);
import { readInputFile } from './input-file.js';

export interface CollectedTargets {
  /** Target names with the file that named each first; or ALL with the file that said it. */
  targets: Map<string, string>;
  all?: string;
  files: string[];
  /** Why files were skipped (symlinks leading out of the workspace), for warnings. */
  skipped: string[];
}

/** A file of target names larger than this is an error (bazel-diff output is kilobytes). */
export const MAX_TARGETS_FILE_BYTES = 16 * 1024 * 1024;
/** A line (one target name) longer than this is an error. */
export const MAX_TARGET_NAME_CHARS = 1000;

const within = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

function absolute(workspace: string, pattern: string): string {
  return path.isAbsolute(pattern) ? pattern : path.join(workspace, pattern);
}

/**
 * Collect target names from the files matched by `impacted-targets-files` (@actions/glob
 * patterns, `!` lines exclude), expanded by `expand` (the action's door gives @actions/glob
 * itself). A pattern that matches no file is an input error: an upload must never be empty
 * because the producing tool did not run.
 */
export async function collectTargetFiles(
  patterns: readonly string[],
  workspace: string,
  expand: GlobFiles = engineGlobFiles,
): Promise<CollectedTargets> {
  const excludes = patterns
    .filter((p) => p.startsWith('!'))
    .map((p) => absolute(workspace, p.slice(1).trim()));
  const includes = patterns.filter((p) => !p.startsWith('!'));
  const files = new Set<string>();
  for (const pattern of includes) {
    const matched = await expand(absolute(workspace, pattern), excludes);
    if (matched.length === 0) {
      throw new InputError(
        Inputs.ImpactedTargetsFiles,
        `Input "${Inputs.ImpactedTargetsFiles}": the pattern ${quoteValue(pattern)} matches no file under ${workspace}. ` +
          'Expected glob patterns of files that list one target per line; make sure the step that writes them ran first.',
      );
    }
    for (const file of matched.sort()) files.add(file);
  }
  const result: CollectedTargets = { targets: new Map(), files: [], skipped: [] };
  const realWorkspace = await realpath(workspace).catch(() => workspace);
  for (const file of files) {
    const relative = path.relative(workspace, file) || file;
    // A link inside the workspace that leads out of it is not followed: a pull request could
    // point one at any file on the runner.
    const real = await realpath(file).catch(() => file);
    if (within(workspace, file) && !within(realWorkspace, real)) {
      result.skipped.push(
        `${relative} was skipped: it is a symbolic link to ${real}, outside the workspace`,
      );
      continue;
    }
    const size = (await stat(file).catch(() => undefined))?.size ?? 0;
    if (size > MAX_TARGETS_FILE_BYTES) {
      throw new InputError(
        Inputs.ImpactedTargetsFiles,
        `Input "${Inputs.ImpactedTargetsFiles}": ${relative} is ${Math.round(size / 1024 / 1024)} MiB; a file of target names may have at most ${MAX_TARGETS_FILE_BYTES / 1024 / 1024} MiB.`,
      );
    }
    const text = await readInputFile(
      Inputs.ImpactedTargetsFiles,
      file,
      relative,
      'a readable file of target names',
    );
    checkTargetLines(text, relative);
    result.files.push(file);
    for (const name of splitList(text, 'lines')) {
      if (name === 'ALL') result.all ??= relative;
      else if (!result.targets.has(name)) result.targets.set(name, relative);
    }
  }
  return result;
}

/**
 * One target name a line, as a tool writes it: no NUL or other control characters (a binary
 * file, or a name meant to break a log line) and no line over MAX_TARGET_NAME_CHARS.
 */
function checkTargetLines(text: string, relative: string): void {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // Control characters are what this looks for.
    // eslint-disable-next-line no-control-regex
    const bad = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/.exec(line);
    if (bad) {
      throw new InputError(
        Inputs.ImpactedTargetsFiles,
        `Input "${Inputs.ImpactedTargetsFiles}": ${relative} line ${i + 1} holds the control character U+${bad[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}; expected one target name a line, as text.`,
      );
    }
    if (line.length > MAX_TARGET_NAME_CHARS) {
      throw new InputError(
        Inputs.ImpactedTargetsFiles,
        `Input "${Inputs.ImpactedTargetsFiles}": ${relative} line ${i + 1} is ${line.length} characters long; a target name may have at most ${MAX_TARGET_NAME_CHARS}.`,
      );
    }
  }
}
