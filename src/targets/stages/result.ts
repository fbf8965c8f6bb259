/**
 * The engine's result, the one shape ALL takes on the way (`All`: any stage may end the run with
 * it, and its reason), and the result as the stages build it.
 */
import type { Logger } from '../../logger.js';
import { sortedUnique, type Comparison } from '../diff/changed-files.js';
import { describe, type Explanation } from '../explain.js';
import type { ToolCall } from '../source.js';

/** Names (changed files, impacted targets) listed in debug logging. */
export const DEBUG_LIST_CAP = 1000;

export interface TargetsResult {
  /** Sorted, duplicate-free names, or ALL. */
  targets: string[] | 'ALL';
  /** Why the result is ALL (a sentence), when it is. */
  allReason?: string;
  /** The changed files considered, when they were computed with certainty. */
  changedFiles?: string[];
  changedFilesSource?: 'git' | 'rest';
  /** Which two commits git compared, and why (absent for a REST listing). */
  comparison?: Comparison | undefined;
  /** For each impacted target, what made it impacted. */
  explanations: Map<string, Explanation>;
  /** Warnings for the log, such as why the safety rule chose ALL. */
  warnings: string[];
  /**
   * The workspace read for targets: its managers, how many packages it has, and the turbo.json
   * files read over it (Turborepo).
   */
  workspace?: { managers: string[]; packages: number; turboFiles?: string[] };
  /** Changed files no target rule matches (when rules were given and unmatched-files is not ignore). */
  unmatchedFiles?: string[];
  /** The Bazel mode's test targets (ALL when everything is impacted). */
  bazel?: { testTargets: string[] | 'ALL' };
  /** The build tools' calls that ran (Bazel's query, Nx's), each with its time. */
  toolCalls?: ToolCall[];
}

/** The upload is ALL: why (a sentence), and a warning to add when the reason needs one. */
export class All {
  constructor(
    readonly reason: string,
    readonly warning?: string,
  ) {}
}

/** ALL when `reason` is set. */
export const allOf = (reason: string | undefined): All | undefined =>
  reason === undefined ? undefined : new All(reason);

/**
 * The result as the stages build it: what each adds (warnings, the changed files, tool calls);
 * its targets and explanations are set by `finish`.
 */
export type Draft = TargetsResult;

/** The result: ALL with its reason, or the impacted targets with why (listed in debug logging). */
export function finish(
  draft: Draft,
  outcome: All | Map<string, Explanation>,
  log: Logger,
): TargetsResult {
  if (outcome instanceof All) {
    return {
      ...draft,
      targets: 'ALL',
      allReason: outcome.reason,
      ...(outcome.warning !== undefined && { warnings: [...draft.warnings, outcome.warning] }),
    };
  }
  const names = sortedUnique(outcome.keys());
  for (const name of names.slice(0, DEBUG_LIST_CAP)) {
    log.debug(`impacted: ${name} (${describe(outcome.get(name)!)})`);
  }
  if (names.length > DEBUG_LIST_CAP) {
    log.debug(`impacted: …and ${names.length - DEBUG_LIST_CAP} more`);
  }
  return { ...draft, targets: names, explanations: outcome };
}
