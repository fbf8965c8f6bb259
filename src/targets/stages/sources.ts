/**
 * Stage 4: the sources asked, in the registry's order: each build tool's graph, then the
 * workspace. Their answers joined: the targets they make impacted, the files they leave to the
 * rules, ALL when one says so.
 */
import type { TargetsDeps } from '../deps.js';
import type { Explanation } from '../explain.js';
import { allAnswer, type GraphSource, type SourceAnswer, type TargetSettings } from '../source.js';
import type { OpenedWorkspace } from '../workspaces/source.js';
import type { Changes } from './changes.js';
import type { CheckedInputs } from './inputs.js';
import { All, type Draft } from './result.js';

/** What the sources said together. */
export interface Asked {
  /** The targets they make impacted, with why. */
  direct: Map<string, Explanation>;
  /** The changed files none of them accounts for: the rules'. */
  ruleFiles: string[];
  answers: SourceAnswer[];
}

/**
 * Stage 4: every source's answer, joined, or the first ALL. A later source's reason replaces an
 * earlier one's for the same name (a package's over a graph's).
 */
export async function askSources(
  inputs: CheckedInputs,
  workspace: OpenedWorkspace | undefined,
  changes: Changes,
  settings: TargetSettings,
  deps: TargetsDeps,
  draft: Draft,
): Promise<Asked | All> {
  const answers: SourceAnswer[] = [];
  let direct = new Map<string, Explanation>();
  const asks = [
    ...inputs.tools.map(
      (source) => () => graphAnswer(source, settings, changes, deps, inputs.graphCache),
    ),
    ...(workspace?.ws ? [() => workspace.answer(changes.files, changes.comparison, deps.git)] : []),
  ];
  for (const ask of asks) {
    const answer = await ask();
    answers.push(answer);
    draft.warnings.push(...answer.warnings);
    if (answer.calls.length > 0) draft.toolCalls = [...(draft.toolCalls ?? []), ...answer.calls];
    if (answer.bazelTestTargets) draft.bazel = { testTargets: answer.bazelTestTargets };
    if (answer.all !== undefined) return new All(answer.all);
    // The first answer's map is taken as it is (a graph's answer may hold thousands).
    if (direct.size === 0) direct = answer.impacted;
    else answer.impacted.forEach((why, name) => direct.set(name, why));
  }
  // Files a source accounts for are its (its answer counted them); the rest is for the rules.
  let ruleFiles = changes.files;
  for (const answer of answers) {
    const outside = new Set(answer.outside);
    ruleFiles = ruleFiles.filter((file) => outside.has(file));
  }
  return { direct, ruleFiles, answers };
}

/** A build tool's answer for changes git compared; ALL when git did not (a REST listing). */
async function graphAnswer(
  source: GraphSource,
  settings: TargetSettings,
  changes: Changes,
  deps: TargetsDeps,
  graphCache: CheckedInputs['graphCache'],
): Promise<SourceAnswer> {
  if (!changes.comparison) {
    return {
      ...allAnswer(
        `${source.title} reads the commits, and git could not compare two commits here (the changed files came from the GitHub API)`,
      ),
      ...(source.name === 'bazel' && { bazelTestTargets: 'ALL' as const }),
    };
  }
  return source.answer({
    settings,
    repository: deps.workspace,
    git: deps.git,
    comparison: changes.comparison,
    changed: changes.files,
    log: deps.log,
    graphCache,
  });
}
