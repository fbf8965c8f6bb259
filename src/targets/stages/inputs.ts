/**
 * Stage 1: every input checked before any git the run starts: the rules' syntax, the
 * impacts-all-on patterns, the build tools asked for, the graph cache, the files another tool
 * wrote. Input errors only; what the inputs name outright is known here.
 */
import * as path from 'node:path';
import { Inputs } from '../../constants.js';
import type { CollectedTargets } from '../collect.js';
import type { TargetsDeps } from '../deps.js';
import type { Explanation } from '../explain.js';
import type { GraphCacheStore } from '../graphs/cache/store.js';
import { readInputFile } from '../input-file.js';
import { parseRules, refusePatterns, type TargetRule } from '../rules.js';
import type { GraphSource, TargetSettings } from '../source.js';
import { All } from './result.js';

export interface CheckedInputs {
  /** The rules as parsed, one set per input: checked as a whole once the names they may name are known. */
  ruleSets: TargetRule[][];
  /** The build tools asked for, or found by auto: the registry's entries. */
  tools: GraphSource[];
  /** The graph cache, when Bazel or the Python reader runs. */
  graphCache?: { store?: GraphCacheStore; off?: string } | undefined;
  /** Targets named outright (impacted-targets, impacted-targets-files), with why. */
  named: Map<string, Explanation>;
  /** Warnings of the inputs (files of impacted-targets-files that were skipped). */
  warnings: string[];
  /** ALL when an input says so. */
  all?: All | undefined;
  /** Whether the changed files are needed (rules, impacts-all-on, a workspace or a build tool). */
  needsChanges: boolean;
}

/** Stage 1: every input checked, before any git this run starts (InputError). */
export async function checkInputs(
  settings: TargetSettings,
  deps: Pick<TargetsDeps, 'workspace' | 'voice' | 'globFiles' | 'graphCacheStore'>,
): Promise<CheckedInputs> {
  const ruleSets = await parseRuleSets(settings, deps.workspace);
  // The tools' checks are loaded only when a build tool is asked for (auto included).
  const toolsOf = (settings.buildTools ?? []).length > 0 ? await import('./tools.js') : undefined;
  const tools = toolsOf?.buildToolsOf(settings, deps.workspace, deps.voice) ?? [];
  refusePatterns(settings.impactsAllOn, Inputs.ImpactsAllOn);
  const graphCache = tools.some((tool) => tool.name === 'bazel' || tool.name === 'python')
    ? await toolsOf!.graphCacheOf(settings, deps)
    : undefined;
  const collected: CollectedTargets | undefined =
    settings.impactedTargetsFiles.length > 0
      ? await (
          await import('../collect.js')
        ).collectTargetFiles(settings.impactedTargetsFiles, deps.workspace, deps.globFiles)
      : undefined;
  const all =
    settings.impactedTargets === 'ALL'
      ? new All('the impacted-targets input says ALL')
      : collected?.all
        ? new All(`${collected.all} lists ALL`)
        : undefined;
  const named = new Map<string, Explanation>();
  if (settings.impactedTargets !== 'ALL') {
    for (const name of settings.impactedTargets ?? []) named.set(name, { kind: 'inline' });
  }
  for (const [name, file] of collected?.targets ?? []) {
    if (!named.has(name)) named.set(name, { kind: 'collected', file });
  }
  return {
    ruleSets,
    tools,
    graphCache,
    named,
    warnings: collected?.skipped ?? [],
    all,
    needsChanges:
      ruleSets.some((set) => set.length > 0) ||
      settings.impactsAllOn.length > 0 ||
      settings.workspaces !== undefined ||
      tools.length > 0,
  };
}

/** Rules from `targets` and `targets-file`, parsed (their syntax checked), one set per input. */
async function parseRuleSets(settings: TargetSettings, workspace: string): Promise<TargetRule[][]> {
  const sets: TargetRule[][] = [];
  if (settings.targets !== undefined) sets.push(await parseRules(settings.targets, Inputs.Targets));
  if (settings.targetsFile !== undefined) {
    const text = await readInputFile(
      Inputs.TargetsFile,
      path.resolve(workspace, settings.targetsFile),
      settings.targetsFile,
      'the path of a YAML file of target rules, relative to the workspace',
    );
    sets.push(await parseRules(text, Inputs.TargetsFile));
  }
  return sets;
}
