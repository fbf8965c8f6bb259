/**
 * Item 12: Python. A generated repository of 20,000 Python files (40 tach modules of packages of
 * modules importing 3 to 6 others: absolute, relative, `from p import n`, imports inside
 * functions, re-exporting `__init__.py` files) in a real git repository, packed as a clone leaves
 * it; a pull request changes one module. Times the whole computation (the head's tree listed and
 * every Python file's imports read from git objects and scanned, the graph, the diff, the closure
 * over files):
 *
 * - cold, no graph cache: within 2 s;
 * - with the scans kept in the graph cache (a directory store; an entry saved at this commit,
 *   which holds the graph of resolved imports too since format 3: every file's blob is the one
 *   resolved, so none is resolved again, as in a re-run; a pull request that adds or removes no
 *   Python file after a warm run on its base resolves only the files it changed), against the
 *   npm workspace of item 7 in the same turn (a busy moment slows both): within 3x.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import type { TargetSettings } from '../src/targets/source.js';
import { Repo } from '../test/support/git-repo.js';
import { memoryLogger } from '../test/support/logger.js';
import { generatedRepository } from '../test/support/python-fixtures.js';
import { RUNS, count, scaled, verdict } from './options.js';
import { npmWorkspace } from './workspaces.js';

const FILES = scaled(20_000);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(repo: Repo, base: string, head: string, cache: string | undefined) {
  const settings: TargetSettings = {
    impactedTargets: undefined,
    impactedTargetsFiles: [],
    impactsAllOn: [],
    targets: undefined,
    targetsFile: undefined,
    buildTools: ['python'],
    graphCache: cache === undefined ? 'off' : { dir: cache },
  };
  const log = memoryLogger();
  const start = process.hrtime.bigint();
  const result = await computeImpactedTargets(
    settings,
    { prNumber: 1, head, base, targetBranch: 'main' },
    { workspace: repo.dir, git: createGitRunner(repo.dir), log },
  );
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.targets === 'ALL') throw new Error(`python: ALL (${result.allReason})`);
  const call = result.toolCalls?.find((c) => c.tool === 'Python');
  return { ms, impacted: result.targets.length, source: call?.source ?? '' };
}

export async function pythonBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-bench-python-'));
  try {
    const repo = Repo.init(path.join(dir, 'repo'));
    const tree = generatedRepository(FILES);
    for (const [file, text] of Object.entries(tree)) repo.write(file, text);
    const base = repo.commit('base');
    // A module other packages import (a package's first ones are its models and helpers).
    const changed = 'pkg12/sub0/m1.py';
    repo.write(changed, `${tree[changed]}\nCHANGED = True\n`);
    const head = repo.commit('change one module');
    repo.git('repack', '-adq');
    const cache = path.join(dir, 'graph-cache');
    const npm = npmWorkspace(path.join(dir, 'npm'));

    // Fills the cache: every file scanned once, the scans saved at the head.
    const filled = await once(repo, base, head, cache);
    const runs = { npm: [] as number[], cold: [] as number[], warm: [] as number[] };
    const ratios: number[] = [];
    const coldRatios: number[] = [];
    let impacted = 0;
    let warmSource = '';
    // The first turn loads the modules: not counted.
    for (let turn = 0; turn <= RUNS; turn++) {
      const n = await npm.run();
      const cold = await once(repo, base, head, undefined);
      const warm = await once(repo, base, head, cache);
      impacted = warm.impacted;
      warmSource = warm.source;
      if (cold.impacted !== warm.impacted) throw new Error('the cache changed the answer');
      if (turn === 0) continue;
      runs.npm.push(n.ms);
      runs.cold.push(cold.ms);
      runs.warm.push(warm.ms);
      ratios.push(warm.ms / n.ms);
      coldRatios.push(cold.ms / n.ms);
    }
    const python = Object.keys(tree).filter((f) => f.endsWith('.py'));
    const files = python.length;
    const mb = python.reduce((n, f) => n + Buffer.byteLength(tree[f]!), 0) / 1e6;
    console.log('12. Python (each turn: the npm workspace of item 7, cold, with the graph cache)');
    console.log(
      `   ${count(files)} Python files (${mb.toFixed(1)} MB) in 40 tach modules, one module changed -> ${impacted} units impacted`,
    );
    console.log(`   filling the cache: ${filled.ms.toFixed(0)} ms (${filled.source})`);
    console.log(
      `   npm workspace: median ${median(runs.npm).toFixed(1)} ms of ${RUNS}; cold (every file read and scanned): median ${median(runs.cold).toFixed(1)} ms ` +
        `(${median(coldRatios).toFixed(1)}x the npm workspace in the same turn: on an idle machine, where it takes under 150 ms, that is ${(median(coldRatios) * 150).toFixed(0)} ms or less)`,
    );
    const r = [...ratios].sort((a, b) => a - b);
    console.log(
      `   with the graph cache: median ${median(runs.warm).toFixed(1)} ms = ${median(r).toFixed(2)}x the npm workspace in the same turn (turns ${r[0]!.toFixed(2)}-${r.at(-1)!.toFixed(2)}x; ${warmSource})`,
    );
    verdict(
      '12 Python cold',
      median(runs.cold) <= 2000,
      `${median(runs.cold).toFixed(0)} ms; target: within 2 s`,
    );
    verdict(
      '12 Python with the graph cache',
      median(r) <= 3,
      `${median(r).toFixed(2)}x the npm workspace in the same turn; target: at most 3x`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
