/**
 * Item: workspaces. A synthetic pnpm workspace of 1,000 packages and 5,000 dependency edges in a
 * real git repository, packed as a clone leaves it; a PR changes one file of a shared library
 * low in the graph. Times the whole computation (discovery from the commit, graph, git diff,
 * ownership, dependents), and discovery alone: from the commit (what runs) and from the work tree
 * (what runs without a git repository).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { discoverWorkspace } from '../src/targets/workspaces/discover.js';
import { CommitFiles } from '../src/targets/workspaces/tree.js';
import { Repo } from '../test/support/git-repo.js';
import { memoryLogger } from '../test/support/logger.js';
import { RUNS, scaled, verdict } from './options.js';

const PACKAGES = scaled(1000);
const EDGES = scaled(5000);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The npm-workspace fixture of item 7 in `dir`, and one whole computation over it (the time
 * item 10 compares the JVM readers with, run by run): its ms and how many targets it gave.
 */
export function npmWorkspace(dir: string): {
  run: () => Promise<{ ms: number; impacted: number }>;
  repo: Repo;
  base: string;
  head: string;
} {
  const repo = Repo.init(path.join(dir, 'repo'));
  let s = 42;
  const rand = (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  // Package i depends on packages below it: a DAG of exactly EDGES distinct edges.
  const deps: Set<number>[] = Array.from({ length: PACKAGES }, () => new Set());
  let edges = 0;
  while (edges < EDGES) {
    const from = 1 + rand(PACKAGES - 1);
    const to = rand(from);
    if (deps[from]!.has(to)) continue;
    deps[from]!.add(to);
    edges++;
  }
  const kinds = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
  repo.write('package.json', '{"name":"root","private":true}\n');
  repo.write('pnpm-workspace.yaml', 'packages:\n  - "packages/*"\n  - "apps/*"\n');
  for (let i = 0; i < PACKAGES; i++) {
    const manifest: Record<string, unknown> = { name: `@bench/p${i}`, version: '1.0.0' };
    for (const d of deps[i]!) {
      const kind = kinds[d % kinds.length]!;
      ((manifest[kind] ??= {}) as Record<string, string>)[`@bench/p${d}`] = 'workspace:*';
    }
    const where = i % 4 === 0 ? 'apps' : 'packages';
    repo.write(`${where}/p${i}/package.json`, JSON.stringify(manifest));
    repo.write(`${where}/p${i}/src/index.ts`, `export const x = ${i};\n`);
  }
  const base = repo.commit('base');
  repo.write('packages/p5/src/index.ts', 'export const x = -5;\n');
  const head = repo.commit('change a shared library');
  // A checkout holds its objects in a pack; commits made here leave them loose, one file each.
  repo.git('repack', '-adq');
  const settings = {
    impactedTargets: undefined,
    impactedTargetsFiles: [],
    impactsAllOn: [],
    targets: undefined,
    targetsFile: undefined,
    workspaces: 'auto' as const,
  };
  const run = async () => {
    const start = process.hrtime.bigint();
    const result = await computeImpactedTargets(
      settings,
      { prNumber: 1, head, base, targetBranch: 'main' },
      { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
    );
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    return { ms, impacted: result.targets === 'ALL' ? -1 : result.targets.length };
  };
  return { run, repo, base, head };
}

/** Item 7; its median. */
export async function workspacesBench(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-bench-ws-'));
  try {
    const { run, repo, head } = npmWorkspace(dir);
    const full: number[] = [];
    const discovery: number[] = [];
    const fromWorkTree: number[] = [];
    let impacted = 0;
    let first = 0;
    for (let i = 0; i <= RUNS; i++) {
      const once = await run();
      if (i === 0) first = once.ms;
      else full.push(once.ms);
      impacted = once.impacted;
      const d0 = process.hrtime.bigint();
      const git = createGitRunner(repo.dir);
      const files = await CommitFiles.open(git, repo.dir, head, 'the head');
      await discoverWorkspace('auto', files!).finally(() => files!.close());
      const d1 = process.hrtime.bigint();
      discovery.push(Number(d1 - d0) / 1e6);
      await discoverWorkspace('auto', repo.dir);
      fromWorkTree.push(Number(process.hrtime.bigint() - d1) / 1e6);
    }
    console.log('7. workspaces');
    console.log(
      `   ${PACKAGES.toLocaleString('en')} packages, ${EDGES.toLocaleString('en')} edges, one shared-library file changed -> ${impacted} impacted`,
    );
    console.log(
      `   discovery + graph + git diff + impact: median ${median(full).toFixed(1)} ms of ${RUNS} (first run, modules loading: ${first.toFixed(1)} ms)`,
    );
    console.log(
      `   discovery + graph alone: median ${median(discovery).toFixed(1)} ms from the commit (git ls-tree, git cat-file --batch), ${median(fromWorkTree).toFixed(1)} ms from the work tree`,
    );
    verdict(
      '7 workspaces',
      median(full) < 150,
      `${median(full).toFixed(1)} ms; target: under 150 ms`,
    );
    return median(full);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
