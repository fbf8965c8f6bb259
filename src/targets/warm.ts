/**
 * The graph cache filled where there is no pull request to upload for (a push to the default
 * branch): the build graphs that keep an entry (Bazel's graph, the Python files' imports).
 */
import type { TargetsDeps } from './deps.js';
import type { TargetSettings } from './source.js';

/**
 * Fill the graph cache for `commit` where there is no pull request to upload for (a push to the
 * default branch): Bazel's graph, when Bazel is asked for (or found by auto), and the Python
 * files' imports, when the Python reader is, and a cache is set. What the log says of it;
 * undefined when there is nothing to warm.
 */
export async function warmGraphCache(
  settings: TargetSettings,
  commit: string,
  deps: TargetsDeps,
): Promise<{ line: string; warnings: string[] } | undefined> {
  const { buildToolsOf, graphCacheOf } = await import('./stages/tools.js');
  const tools = buildToolsOf(settings, deps.workspace, deps.voice);
  const bazel = tools.some((tool) => tool.name === 'bazel');
  const python = tools.some((tool) => tool.name === 'python');
  if (!bazel && !python) return undefined;
  const { store } = await graphCacheOf(settings, deps);
  if (!store) return undefined;
  const done: { line: string; warnings: string[] }[] = [];
  if (bazel) {
    const { warmBazelGraph } = await import('./graphs/bazel/index.js');
    done.push(
      await warmBazelGraph(settings.bazel!, {
        repository: deps.workspace,
        git: deps.git,
        commit,
        log: deps.log,
        store,
      }),
    );
  }
  if (python) {
    const { warmPythonScans } = await import('./graphs/python/source.js');
    done.push(
      await warmPythonScans({
        repository: deps.workspace,
        git: deps.git,
        commit,
        log: deps.log,
        store,
      }),
    );
  }
  return { line: done.map((d) => d.line).join('; '), warnings: done.flatMap((d) => d.warnings) };
}
