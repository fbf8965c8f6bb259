/**
 * Stage 3: the changed files, once git (or the GitHub API) has them: ALL when they cannot be
 * known for sure, or when one matches impacts-all-on; logged, and kept on the result.
 */
import { clause } from '../../format.js';
import type { Logger } from '../../logger.js';
import type { ChangedFiles, Comparison } from '../diff/changed-files.js';
import { describeComparison } from '../explain.js';
import { GroupMatcher } from '../matcher.js';
import { All, DEBUG_LIST_CAP, type Draft } from './result.js';

/** The changed files git compared (or the API listed), for the sources and the rules. */
export interface Changes {
  files: string[];
  /** The two commits git compared; undefined for the API's listing. */
  comparison: Comparison | undefined;
}

/** Stage 3: the changed files known for sure, or ALL (uncertain; an impacts-all-on match). */
export async function settleChanges(
  pending: Promise<ChangedFiles>,
  impactsAllOn: readonly string[],
  draft: Draft,
  log: Logger,
): Promise<Changes | All> {
  const changed = await pending;
  if (!changed.certain) {
    return new All(
      `the changed files cannot be known for sure: ${changed.reason}`,
      `Uploading ALL impacted targets because the changed files cannot be known for sure: ${clause(changed.reason)}. ${changed.fix}`,
    );
  }
  draft.changedFiles = changed.files;
  draft.changedFilesSource = changed.source;
  draft.comparison = changed.comparison;
  if (changed.comparison) log.debug(`Changed files: ${describeComparison(changed.comparison)}.`);
  log.debug(`${changed.files.length} changed file(s) from ${changed.source}:`);
  for (const file of changed.files.slice(0, DEBUG_LIST_CAP)) log.debug(`  ${file}`);
  if (changed.files.length > DEBUG_LIST_CAP) {
    log.debug(`  …and ${changed.files.length - DEBUG_LIST_CAP} more`);
  }
  if (impactsAllOn.length > 0) {
    const hit = new GroupMatcher([{ include: impactsAllOn }]).first(changed.files);
    if (hit) return new All(`${hit.file} matches impacts-all-on pattern ${hit.pattern}`);
  }
  return { files: changed.files, comparison: changed.comparison };
}
