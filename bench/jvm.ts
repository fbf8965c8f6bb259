/**
 * Item 10: Maven and Gradle. A generated reactor of 1,000 modules and a Gradle build of 1,000
 * projects (5,000 project dependencies) in real git repositories, packed as a clone leaves them;
 * a pull request changes one source file low in the graph. Times the whole computation (both
 * commits' build files read from git objects, the graph, the diff, the dependents) against the
 * npm workspace of item 7, the same size: the target is at most 2x its time. The three run
 * in turn, and each run's time is divided by the npm time of the same turn (a busy moment of
 * the machine slows both), so the ratio is the median of paired ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { BuildTool } from '../src/settings.js';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { Repo } from '../test/support/git-repo.js';
import { writeGradleBuild } from '../test/support/gradle-fixtures.js';
import { memoryLogger } from '../test/support/logger.js';
import { largeReactor } from '../test/support/maven-fixtures.js';
import { RUNS, count, scaled, verdict } from './options.js';
import { npmWorkspace } from './workspaces.js';

const MODULES = scaled(1000);

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One computeImpactedTargets of `tool` for `head` against `base`: its ms and answer's size. */
export async function once(repo: Repo, tool: BuildTool, base: string, head: string) {
  const start = process.hrtime.bigint();
  const result = await computeImpactedTargets(
    {
      impactedTargets: undefined,
      impactedTargetsFiles: [],
      impactsAllOn: [],
      targets: undefined,
      targetsFile: undefined,
      buildTools: [tool],
    },
    { prNumber: 1, head, base, targetBranch: 'main' },
    { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
  );
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.targets === 'ALL') throw new Error(`${tool}: ALL (${result.allReason})`);
  return { ms, impacted: result.targets.length };
}

export async function jvmBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-bench-jvm-'));
  try {
    const maven = Repo.init(path.join(dir, 'maven'));
    for (const [file, text] of Object.entries(largeReactor(MODULES))) maven.write(file, text);
    const mavenBase = maven.commit('base');
    maven.write('modules/m0003/src/main/java/M0003.java', 'class M0003 { int changed; }\n');
    const mavenHead = maven.commit('change a module low in the graph');
    maven.git('repack', '-adq');

    const gradle = Repo.init(path.join(dir, 'gradle'));
    const build = writeGradleBuild(gradle, MODULES, MODULES * 5);
    const low = build.dirs[3]!;
    gradle.write(`${low}/src/main/kotlin/Changed.kt`, 'class Changed\n');
    const gradleHead = gradle.commit('change a project low in the graph');
    gradle.git('repack', '-adq');

    const npm = npmWorkspace(path.join(dir, 'npm'));
    const runs = { npm: [] as number[], maven: [] as number[], gradle: [] as number[] };
    const ratios = { maven: [] as number[], gradle: [] as number[] };
    const impacted = { maven: 0, gradle: 0 };
    // The first turn loads the modules: not counted.
    for (let turn = 0; turn <= RUNS; turn++) {
      const n = await npm.run();
      const m = await once(maven, 'maven', mavenBase, mavenHead);
      const g = await once(gradle, 'gradle', build.base, gradleHead);
      impacted.maven = m.impacted;
      impacted.gradle = g.impacted;
      if (turn === 0) continue;
      runs.npm.push(n.ms);
      runs.maven.push(m.ms);
      runs.gradle.push(g.ms);
      ratios.maven.push(m.ms / n.ms);
      ratios.gradle.push(g.ms / n.ms);
    }
    console.log('10. Maven and Gradle (each turn: the npm workspace of item 7, Maven, Gradle)');
    console.log(
      `   npm workspace, ${count(MODULES)} packages: median ${median(runs.npm).toFixed(1)} ms of ${RUNS}`,
    );
    for (const [tool, what] of [
      ['maven', `Maven reactor, ${count(MODULES)} modules`],
      ['gradle', `Gradle build, ${count(MODULES)} projects, ${count(MODULES * 5)} dependencies`],
    ] as const) {
      const r = [...ratios[tool]].sort((a, b) => a - b);
      console.log(
        `   ${what}, one source file changed -> ${impacted[tool]} impacted: median ${median(runs[tool]).toFixed(1)} ms = ` +
          `${median(r).toFixed(2)}x the npm workspace in the same turn (turns ${r[0]!.toFixed(2)}-${r.at(-1)!.toFixed(2)}x)`,
      );
    }
    const worst = Math.max(median(ratios.maven), median(ratios.gradle));
    verdict(
      '10 Maven and Gradle',
      worst <= 2,
      `${worst.toFixed(2)}x the npm workspace in the same turn; target: at most 2x`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
