/**
 * Stage 1: every input checked before any git the run starts: the rules' syntax, the
 * impacts-all-on patterns, the build tools asked for, the graph cache, the files another tool
 * wrote. Input errors only; what the inputs name outright is known here.
 */
import * as path from 'node:path';
import { Inputs } from '../../constants.js';
import { InputError } from '../../errors.js';
import { isFile } from '../../path-kind.js';
import type { BuildTool } from '../../settings.js';
import { ACTION_VOICE, type Voice } from '../../voice.js';
import type { CollectedTargets } from '../collect.js';
import type { TargetsDeps } from '../deps.js';
import type { Explanation } from '../explain.js';
import type { GraphCacheStore } from '../graphs/cache/store.js';
import { readInputFile } from '../input-file.js';
import { GRAPH_SOURCES } from '../registry.js';
import { parseRules, refusePatterns, type TargetRule } from '../rules.js';
import type { TargetSettings } from '../source.js';
import { All } from './result.js';

export interface CheckedInputs {
  /** The rules as parsed, one set per input: checked as a whole once the names they may name are known. */
  ruleSets: TargetRule[][];
  /** The build tools asked for, or found by auto. */
  tools: BuildTool[];
  /** Bazel's graph cache, when Bazel runs. */
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
  const tools = buildToolsOf(settings, deps.workspace, deps.voice);
  refusePatterns(settings.impactsAllOn, Inputs.ImpactsAllOn);
  const graphCache = tools.includes('bazel') ? await graphCacheOf(settings, deps) : undefined;
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

/** Where a build tool's marker files are looked for, and whether one is there. */
function toolFound(tool: BuildTool, settings: TargetSettings, repository: string) {
  const source = GRAPH_SOURCES[tool];
  const root = path.join(repository, source.root?.(settings) ?? '');
  const found = source.markers.some((marker) => isFile(path.join(root, marker)));
  return { found, root, markers: source.markers };
}

/**
 * The build tools asked for: `auto` picks each one whose markers are found (Bazel in its
 * workspace, the others at the repository root); naming one whose markers are missing is an
 * input error.
 */
export function buildToolsOf(
  settings: TargetSettings,
  repository: string,
  voice: Voice = ACTION_VOICE,
): BuildTool[] {
  const setting = settings.buildTools ?? [];
  if (setting.length === 0) return [];
  if (setting === 'auto') {
    const known = Object.keys(GRAPH_SOURCES) as BuildTool[];
    return known.filter((tool) => toolFound(tool, settings, repository).found);
  }
  for (const tool of setting) {
    const { found, root, markers } = toolFound(tool, settings, repository);
    if (found) continue;
    const title = GRAPH_SOURCES[tool].title;
    throw new InputError(
      Inputs.Workspaces,
      tool === 'bazel'
        ? `Input "${Inputs.Workspaces}" names bazel, but no ${markers.join(', ')} was found at ${root}. ` +
            `Set ${voice.input(Inputs.BazelWorkspacePath)} to the directory of the Bazel workspace, or leave bazel out.`
        : `Input "${Inputs.Workspaces}" names ${tool}, but no ${markers.join(' or ')} was found at ${root}. ` +
            `${voice.checkOutFirst} (${title} builds have ${markers.join(' or ')} at the repository root), or leave ${tool} out.`,
    );
  }
  return setting;
}

/**
 * The graph cache's store: a directory (outside the checkout, or Bazel's globs would see the
 * entries; its store loaded only then), the door's for `auto`, or none. An input error before
 * anything runs.
 */
export async function graphCacheOf(
  settings: TargetSettings,
  deps: Pick<TargetsDeps, 'workspace' | 'graphCacheStore'>,
): Promise<{ store?: GraphCacheStore; off?: string }> {
  const setting = settings.graphCache ?? 'off';
  if (setting === 'off') return {};
  if (setting === 'auto') {
    return deps.graphCacheStore ? { store: deps.graphCacheStore } : {};
  }
  const dir = path.resolve(deps.workspace, setting.dir);
  const inside = path.relative(deps.workspace, dir);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new InputError(
      Inputs.GraphCache,
      `Input "${Inputs.GraphCache}" is ${JSON.stringify(setting.dir)}, a directory inside the checkout (${deps.workspace}), where Bazel's globs would see the entries. ` +
        "Expected auto, false, or a directory outside the checkout (under the runner's temporary directory, or an agent's persistent disk).",
    );
  }
  const { directoryStore } = await import('../graphs/cache/dir-store.js');
  return { store: directoryStore(dir) };
}
