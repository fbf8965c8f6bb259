/** The Nx mode as a graph source (registry.ts): its answer in the shape every source gives. */
import type { SourceAnswer, SourceContext } from '../../source.js';
import { nxTargets } from './index.js';

export async function nxSource(ctx: SourceContext): Promise<SourceAnswer> {
  const nx = await nxTargets(ctx.settings.nx ?? { timeoutMs: 600_000 }, {
    repository: ctx.repository,
    git: ctx.git,
    comparison: ctx.comparison,
    changed: ctx.changed,
    log: ctx.log,
  });
  return {
    impacted: nx.impacted,
    all: nx.all,
    outside: nx.outside,
    unseen: [],
    calls: nx.calls,
    warnings: nx.warnings,
  };
}
