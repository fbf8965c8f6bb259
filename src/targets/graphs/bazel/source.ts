/** The Bazel mode as a graph source (registry.ts): its answer in the shape every source gives. */
import type { SourceAnswer, SourceContext } from '../../source.js';
import { bazelTargets } from './index.js';

export async function bazelSource(ctx: SourceContext): Promise<SourceAnswer> {
  const bazel = await bazelTargets(ctx.settings.bazel!, {
    repository: ctx.repository,
    git: ctx.git,
    comparison: ctx.comparison,
    log: ctx.log,
    store: ctx.graphCache?.store,
    cacheOff: ctx.graphCache?.off,
  });
  return {
    impacted: bazel.impacted,
    all: bazel.all,
    // What Bazel cannot see is all it leaves: ALL, unless a package or a rule accounts for it.
    outside: bazel.unseen.map((u) => u.file),
    unseen: bazel.unseen,
    calls: bazel.query ? [{ tool: 'Bazel', ...bazel.query }] : [],
    warnings: bazel.warnings,
    bazelTestTargets: bazel.all ? 'ALL' : bazel.testTargets,
  };
}
