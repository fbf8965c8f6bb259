/**
 * Item 10: Maven and Gradle. A generated reactor of 1,000 modules and a Gradle build of 1,000
 * projects (5,000 project dependencies) in real git repositories, packed as a clone leaves them;
 * a pull request changes one source file low in the graph. Times the whole computation (both
 * commits' build files read from git objects, the graph, the diff, the dependents) against the
 * npm-workspace item of the same size (item 7): the target is at most 2x its time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { Repo } from '../test/support/git-repo.js';
import { writeGradleBuild } from '../test/support/gradle-fixtures.js';
import { memoryLogger } from '../test/support/logger.js';
import { largeReactor } from '../test/support/maven-fixtures.js';
import { RUNS, count, scaled, verdict } from './options.js';

const MODULES = scaled(1000);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median time of computeImpactedTargets for `head` against `base`, and its answer's size. */
async function timed(repo: Repo, tool: 'maven' | 'gradle', base: string, head: string) {
  const times: number[] = [];
  let impacted = 0;
  for (let run = 0; run <= RUNS; run++) {
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
    // The first run loads the modules: not counted.
    if (run > 0) times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (result.targets === 'ALL') throw new Error(`${tool}: ALL (${result.allReason})`);
    impacted = result.targets.length;
  }
  return { ms: median(times), impacted };
}

export async function jvmBench(npmMs: number): Promise<void> {
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

    const m = await timed(maven, 'maven', mavenBase, mavenHead);
    const g = await timed(gradle, 'gradle', build.base, gradleHead);
    console.log('10. Maven and Gradle');
    for (const [what, r] of [
      [`Maven reactor, ${count(MODULES)} modules`, m],
      [`Gradle build, ${count(MODULES)} projects, ${count(MODULES * 5)} dependencies`, g],
    ] as const) {
      console.log(
        `   ${what}, one source file changed -> ${r.impacted} impacted: median ${r.ms.toFixed(1)} ms of ${RUNS} = ${(r.ms / npmMs).toFixed(2)}x the npm workspace of the same size (${npmMs.toFixed(1)} ms)`,
      );
    }
    const worst = Math.max(m.ms, g.ms) / npmMs;
    verdict(
      '10 Maven and Gradle',
      worst <= 2,
      `${worst.toFixed(2)}x the npm workspace item; target: at most 2x`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
