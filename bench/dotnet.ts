/**
 * Item 11: .NET. A generated solution of 1,000 projects (each referencing up to three earlier
 * ones, all under one Directory.Build.props and central package management) in a real git
 * repository, packed as a clone leaves it; a pull request changes one source file low in the
 * graph. Times the whole computation (both commits' project files read from git objects and
 * evaluated, the diff, the dependents) against the npm workspace of item 7, the same size: the
 * target is at most 2x its time. The two run in turn, and each run's time is divided by the npm
 * time of the same turn, so the ratio is the median of paired ones (as item 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { largeSolution } from '../test/support/dotnet-fixtures.js';
import { Repo } from '../test/support/git-repo.js';
import { median, once } from './jvm.js';
import { RUNS, count, scaled, verdict } from './options.js';
import { npmWorkspace } from './workspaces.js';

const PROJECTS = scaled(1000);

export async function dotnetBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-bench-dotnet-'));
  try {
    const repo = Repo.init(path.join(dir, 'dotnet'));
    for (const [file, text] of Object.entries(largeSolution(PROJECTS))) repo.write(file, text);
    const base = repo.commit('base');
    repo.write('src/P0003/P0003.cs', 'class P0003 { int changed; }\n');
    const head = repo.commit('change a project low in the graph');
    repo.git('repack', '-adq');

    const npm = npmWorkspace(path.join(dir, 'npm'));
    const runs = { npm: [] as number[], dotnet: [] as number[] };
    const ratios: number[] = [];
    let impacted = 0;
    // The first turn loads the modules: not counted.
    for (let turn = 0; turn <= RUNS; turn++) {
      const n = await npm.run();
      const d = await once(repo, 'dotnet', base, head);
      impacted = d.impacted;
      if (turn === 0) continue;
      runs.npm.push(n.ms);
      runs.dotnet.push(d.ms);
      ratios.push(d.ms / n.ms);
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log('11. .NET (each turn: the npm workspace of item 7, then the .NET solution)');
    console.log(
      `   npm workspace, ${count(PROJECTS)} packages: median ${median(runs.npm).toFixed(1)} ms of ${RUNS}`,
    );
    console.log(
      `   .NET solution, ${count(PROJECTS)} projects, one source file changed -> ${impacted} impacted: median ${median(runs.dotnet).toFixed(1)} ms = ` +
        `${median(ratios).toFixed(2)}x the npm workspace in the same turn (turns ${sorted[0]!.toFixed(2)}-${sorted.at(-1)!.toFixed(2)}x)`,
    );
    verdict(
      '11 .NET',
      median(ratios) <= 2,
      `${median(ratios).toFixed(2)}x the npm workspace in the same turn; target: at most 2x`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
