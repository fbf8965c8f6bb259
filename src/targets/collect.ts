import * as path from 'node:path';
import { Inputs } from '../constants.js';
import { InputError } from '../errors.js';
import { quoteValue } from '../format.js';
import { splitList } from '../lists.js';
import { readInputFile } from './input-file.js';

export interface CollectedTargets {
  /** Target names with the file that named each first; or ALL with the file that said it. */
  targets: Map<string, string>;
  all?: string;
  files: string[];
}

function absolute(workspace: string, pattern: string): string {
  return path.isAbsolute(pattern) ? pattern : path.join(workspace, pattern);
}

/**
 * Collect target names from the files matched by `impacted-targets-files` (@actions/glob
 * patterns, `!` lines exclude). A pattern that matches no file is an input error: an upload must
 * never be empty because the producing tool did not run.
 */
export async function collectTargetFiles(
  patterns: readonly string[],
  workspace: string,
): Promise<CollectedTargets> {
  const excludes = patterns
    .filter((p) => p.startsWith('!'))
    .map((p) => `!${absolute(workspace, p.slice(1).trim())}`);
  const includes = patterns.filter((p) => !p.startsWith('!'));
  const files = new Set<string>();
  // Imported here: only runs that collect files pay for evaluating it.
  const glob = await import('@actions/glob');
  for (const pattern of includes) {
    const globber = await glob.create([absolute(workspace, pattern), ...excludes].join('\n'), {
      matchDirectories: false,
      followSymbolicLinks: true,
    });
    const matched = await globber.glob();
    if (matched.length === 0) {
      throw new InputError(
        Inputs.ImpactedTargetsFiles,
        `Input "${Inputs.ImpactedTargetsFiles}": the pattern ${quoteValue(pattern)} matches no file under ${workspace}. ` +
          'Expected glob patterns of files that list one target per line; make sure the step that writes them ran first.',
      );
    }
    for (const file of matched.sort()) files.add(file);
  }
  const result: CollectedTargets = { targets: new Map(), files: [...files] };
  for (const file of result.files) {
    const relative = path.relative(workspace, file) || file;
    const text = await readInputFile(
      Inputs.ImpactedTargetsFiles,
      file,
      relative,
      'a readable file of target names',
    );
    for (const name of splitList(text, 'lines')) {
      if (name === 'ALL') result.all ??= relative;
      else if (!result.targets.has(name)) result.targets.set(name, relative);
    }
  }
  return result;
}
