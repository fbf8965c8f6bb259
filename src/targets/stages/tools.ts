/**
 * The build tools of a run: those `workspaces` names (their markers must be there) or `auto`
 * finds, as the registry's entries, and Bazel's graph cache. Loaded only when a run asks for a
 * build tool, or warms the cache. Input errors before anything runs.
 */
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { Inputs } from '../../constants.js';
import { InputError } from '../../errors.js';
import { isFile } from '../../path-kind.js';
import type { BuildTool } from '../../settings.js';
import { ACTION_VOICE, type Voice } from '../../voice.js';
import type { TargetsDeps } from '../deps.js';
import type { GraphCacheStore } from '../graphs/cache/store.js';
import { GRAPH_SOURCES } from '../registry.js';
import type { GraphSource, TargetSettings } from '../source.js';

/** Whether a marker is at `root`: a file name, or a pattern (`*.sln`) one of its files fits. */
function markerFound(root: string, marker: string): boolean {
  if (!marker.includes('*')) return isFile(path.join(root, marker));
  const pattern = new RegExp(
    `^${marker.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    'i',
  );
  try {
    return readdirSync(root, { withFileTypes: true }).some(
      (entry) => pattern.test(entry.name) && isFile(path.join(root, entry.name)),
    );
  } catch {
    return false;
  }
}

/** Where a build tool's marker files are looked for, and whether one is there. */
function toolFound(tool: BuildTool, settings: TargetSettings, repository: string) {
  const source = GRAPH_SOURCES[tool];
  const root = path.join(repository, source.root?.(settings) ?? '');
  const found = source.markers.some((marker) => markerFound(root, marker));
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
): GraphSource[] {
  const setting = settings.buildTools ?? [];
  if (setting.length === 0) return [];
  if (setting === 'auto') {
    return Object.values(GRAPH_SOURCES).filter(
      (source) => toolFound(source.name, settings, repository).found,
    );
  }
  for (const tool of setting) {
    if (GRAPH_SOURCES[tool].namedWithoutMarkers) continue;
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
  return setting.map((tool) => GRAPH_SOURCES[tool]);
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
