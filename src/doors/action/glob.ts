/**
 * `impacted-targets-files` expanded by @actions/glob, the syntax action.yml promises (imported
 * on first use: only runs that collect files pay for evaluating it).
 */
import type { GlobFiles } from '../../targets/glob-files.js';

export const actionsGlobFiles: GlobFiles = async (include, excludes) => {
  const glob = await import('@actions/glob');
  const globber = await glob.create([include, ...excludes.map((e) => `!${e}`)].join('\n'), {
    matchDirectories: false,
    followSymbolicLinks: true,
  });
  return (await globber.glob()).sort();
};
