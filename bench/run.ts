/**
 * npm run bench: prints the matcher's speed against the naive loop (every file against every
 * target's picomatch matchers, as dorny/paths-filter does), the largest case's time and peak
 * memory, and the end-to-end cost over a bare `git diff` on a synthetic repository.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { memoryLogger } from '../test/support/logger.js';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { sortedUnique } from '../src/targets/diff/changed-files.js';
import { createGitRunner, parseNameStatusZ } from '../src/targets/diff/git.js';
import { checkRules, parseRules } from '../src/targets/rules.js';

/** The rules checked with no tree to look for directories in (no pattern names one here). */
const NO_TREE = { isDirectory: () => false, impactsAllOn: [] };
import { GroupMatcher, type PatternGroup } from '../src/targets/matcher.js';
import { bazelBench } from './bazel.js';
import { dotnetBench } from './dotnet.js';
import { jvmBench } from './jvm.js';
import { pythonBench } from './python.js';
import { hostileBench } from './hostile.js';
import { SHORT, count, scaled, verdict, verdictTally } from './options.js';
import { largePr, largeRepoPr, smallPr } from './small-pr.js';
import { pythonScanBench } from './python-scan.js';
import { v2Bench } from './v2.js';
import { workspacesBench } from './workspaces.js';

/** Deterministic pseudo-random numbers, so every run measures the same inputs. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** T targets of 3 patterns each (2 includes, 1 exclusion); a handful without a literal prefix. */
function makeTargets(count: number): PatternGroup[] {
  return Array.from({ length: count }, (_, i) => ({
    include:
      i % 1000 === 0
        ? [`**/p${i}.config.js`, `packages/p${i}/src/**`]
        : [`packages/p${i}/src/**`, `packages/p${i}/test/**/*.ts`],
    exclude: [`packages/p${i}/**/*.md`],
  }));
}

/** F changed files spread over 1.5x as many packages as there are targets (a third match none). */
function makeFiles(count: number, targets: number, seed = 7): string[] {
  const r = rng(seed);
  const kinds = ['src', 'test', 'docs'];
  const exts = ['.ts', '.md', '.json'];
  const files = new Set<string>();
  while (files.size < count) {
    const pkg = r(Math.ceil(targets * 1.5));
    files.add(`packages/p${pkg}/${kinds[r(3)]}/mod${r(20)}/sub${r(5)}/file${r(1000)}${exts[r(3)]}`);
  }
  return [...files].sort();
}

function naive(groups: PatternGroup[], files: string[]): number {
  let impacted = 0;
  for (const g of groups) {
    const inc = g.include.map((p) => picomatch(p, { dot: true }));
    const exc = (g.exclude ?? []).map((p) => picomatch(p, { dot: true }));
    let hit = false;
    for (const f of files) {
      if (inc.some((t) => t(f)) && !exc.some((t) => t(f))) hit = true;
    }
    if (hit) impacted++;
  }
  return impacted;
}

function ours(groups: PatternGroup[], files: string[]): number {
  return new GroupMatcher(groups).match(files).size;
}

function time<T>(fn: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint();
  const value = fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function compare(): void {
  const [nFiles, nTargets] = [scaled(20_000), scaled(2000)];
  const groups = makeTargets(nTargets);
  const files = makeFiles(nFiles, nTargets);
  const oursRuns = [1, 2, 3].map(() => time(() => ours(groups, files)));
  const base = time(() => naive(groups, files));
  const o = median(oursRuns.map((r) => r.ms));
  if (oursRuns[0]!.value !== base.value)
    throw new Error(`results differ: ${oursRuns[0]!.value} vs ${base.value}`);
  console.log(
    `1. matcher, ${count(nFiles)} changed files x ${count(nTargets)} targets x 3 patterns`,
  );
  console.log(`   naive loop : ${fmt(base.ms)}   (${base.value} targets impacted)`);
  console.log(`   ours       : ${fmt(o)}   (median of 3, same ${oursRuns[0]!.value} targets)`);
  console.log(`   speed-up   : ${(base.ms / o).toFixed(1)}x`);
  verdict('1 matcher', base.ms / o >= 20, `${(base.ms / o).toFixed(1)}x; target: at least 20x`);
}

/** Runs in a child process so its peak RSS is its own. */
function large(): void {
  const groups = makeTargets(scaled(10_000));
  const files = makeFiles(scaled(100_000), scaled(10_000));
  const beforeMb = process.resourceUsage().maxRSS / 1024;
  const run = time(() => ours(groups, files));
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ms: run.ms, impacted: run.value, peakMb, beforeMb }));
}

function largeInChild(): void {
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, [...process.execArgv, self, 'large'], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  const { ms, impacted, peakMb, beforeMb } = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
    ms: number;
    impacted: number;
    peakMb: number;
    beforeMb: number;
  };
  console.log(
    `2. matcher, ${count(scaled(100_000))} changed files x ${count(scaled(10_000))} targets x 3 patterns (own process)`,
  );
  console.log(`   ours       : ${fmt(ms)}   (${impacted} targets impacted)`);
  console.log(
    `   peak memory: ${peakMb.toFixed(0)} MB RSS of the whole process (target: under 300 MB); ` +
      `${beforeMb.toFixed(0)} MB of it before matching (runtime, TypeScript loader, inputs)`,
  );
  verdict(
    '2 large matcher',
    ms < 2000 && peakMb < 300,
    `${fmt(ms)} and ${peakMb.toFixed(0)} MB; target: under 2 s and under 300 MB`,
  );
}

/** A repository whose head changes 20,000 files, written with git fast-import (no work tree). */
function syntheticRepo(dir: string, changed: number): { base: string; head: string } {
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
  };
  execFileSync('git', ['init', '-q', '-b', 'main', dir], { env });
  const files = makeFiles(changed, scaled(2000), 11);
  const lines: string[] = [];
  const commit = (ref: string, mark: number, from: number | undefined, content: string) => {
    lines.push(
      `commit ${ref}`,
      `mark :${mark}`,
      'committer Bench <bench@example.com> 1700000000 +0000',
      'data 5',
      'bench',
    );
    if (from !== undefined) lines.push(`from :${from}`);
    for (const f of files) {
      lines.push(`M 100644 inline ${f}`, `data ${Buffer.byteLength(content)}`, content);
    }
    lines.push('');
  };
  commit('refs/heads/main', 1, undefined, 'base\n');
  commit('refs/heads/feature', 2, 1, 'head\n');
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    env,
    input: lines.join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  const rev = (ref: string) =>
    execFileSync('git', ['rev-parse', ref], { cwd: dir, env, encoding: 'utf8' }).trim();
  return { base: rev('main'), head: rev('feature') };
}

async function endToEnd(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-bench-'));
  try {
    const changed = scaled(20_000);
    const { base, head } = syntheticRepo(dir, changed);
    const bare: number[] = [];
    for (let i = 0; i < 5; i++) {
      bare.push(
        time(() =>
          execFileSync('git', ['diff', '--name-status', '-z', '--no-renames', base, head], {
            cwd: dir,
            maxBuffer: 1 << 30,
          }),
        ).ms,
      );
    }
    const targets = makeTargets(scaled(2000))
      .map(
        (g, i) =>
          `t${i}: ${JSON.stringify([...g.include, ...(g.exclude ?? []).map((p) => `!${p}`)])}`,
      )
      .join('\n');
    const whole: number[] = [];
    let impacted = 0;
    for (let i = 0; i < 5; i++) {
      const start = process.hrtime.bigint();
      const result = await computeImpactedTargets(
        {
          targets,
          targetsFile: undefined,
          impactedTargets: undefined,
          impactedTargetsFiles: [],
          impactsAllOn: [],
        },
        { prNumber: 1, head, base, targetBranch: 'main' },
        { workspace: dir, git: createGitRunner(dir), log: memoryLogger() },
      );
      whole.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (result.targets === 'ALL' || result.changedFiles?.length !== changed) {
        throw new Error(`unexpected result: ${JSON.stringify(result.targets).slice(0, 100)}`);
      }
      impacted = result.targets.length;
    }
    const b = median(bare);
    const w = median(whole);
    console.log(
      `3. end to end, synthetic git repository with ${count(changed)} changed files, ${count(scaled(2000))} targets`,
    );
    console.log(`   bare git diff --name-status -z : ${fmt(b)}   (median of 5)`);
    console.log(
      `   whole computation             : ${fmt(w)}   (median of 5; rules parsed, git diff, ${impacted} targets)`,
    );
    console.log(`   ratio                         : ${(w / b).toFixed(2)}x`);
    verdict(
      '3 end to end',
      w / b <= 3,
      `${(w / b).toFixed(2)}x the bare git diff; target: within 3x`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Item: scale. Whole pipelines from text, as a run meets them. */
async function scale(): Promise<void> {
  // 300,000 changed files x 1,000 targets: git's -z output parsed, ordered, matched.
  const [nFiles, nTargets, nRules] = [scaled(300_000), scaled(1000), scaled(50_000)];
  const files = makeFiles(nFiles, nTargets, 13);
  const diff = files.map((f) => `M\0${f}\0`).join('');
  const groups = makeTargets(nTargets);
  const runs: number[] = [];
  let impacted = 0;
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    const changed = sortedUnique(parseNameStatusZ(diff));
    impacted = new GroupMatcher(groups).match(changed).size;
    runs.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log('4. scale');
  console.log(
    `   ${count(nFiles)} changed files x ${count(nTargets)} targets (parse git -z, order, match): ${fmt(median(runs))}   (${impacted} impacted)`,
  );
  verdict('4 scale (files)', median(runs) < 1000, `${fmt(median(runs))}; target: under 1 s`);
  // 50,000 targets from a rules file: parse YAML, check, build the matcher, match a small PR.
  const yaml = Array.from(
    { length: nRules },
    (_, i) => `t${i}:\n  paths: [packages/p${i}/src/**, 'packages/p${i}/**/*.ts', '!**/*.md']`,
  ).join('\n');
  const small = makeFiles(20, nRules, 17);
  const ruleRuns: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    const { rules } = checkRules([await parseRules(yaml, 'targets-file')], NO_TREE);
    impacted = new GroupMatcher(rules).match(small).size;
    ruleRuns.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log(
    `   ${count(nRules)} targets from targets-file (parse, check, match a 20-file PR): ${fmt(median(ruleRuns))}   (${impacted} impacted)`,
  );
  verdict(
    '4 scale (rules)',
    median(ruleRuns) < 1000,
    `${fmt(median(ruleRuns))}; target: under 1 s`,
  );
}

const item = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (item === 'large') {
  large();
} else if (item === 'scale') {
  await scale();
} else if (item === 'end-to-end') {
  await endToEnd();
} else if (item === 'small') {
  smallPr();
} else if (item === 'large-pr') {
  largePr();
  largeRepoPr();
} else if (item === 'large-repo') {
  largeRepoPr();
} else if (item === 'workspaces') {
  await workspacesBench();
} else if (item === 'jvm') {
  await jvmBench();
} else if (item === 'dotnet') {
  await dotnetBench();
} else if (item === 'python') {
  await pythonBench();
} else if (item === 'v2') {
  await v2Bench();
} else if (item === 'bazel') {
  bazelBench();
} else if (item === 'hostile') {
  await hostileBench();
} else if (item === 'python-scan') {
  pythonScanBench();
} else {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
  if (SHORT) console.log('short mode: a tenth of the inputs, 3 runs; not figures to compare');
  compare();
  largeInChild();
  await endToEnd();
  await scale();
  smallPr();
  largePr();
  largeRepoPr();
  await workspacesBench();
  await jvmBench();
  await dotnetBench();
  await pythonBench();
  await v2Bench();
  bazelBench();
  await hostileBench();
  pythonScanBench();
  verdictTally();
}
