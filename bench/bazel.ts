/**
 * Item 9: Bazel. A generated repository of 2,000 packages (four rules each, edges to packages
 * below), a pull request changing one file of a library low in the graph. The action's whole
 * run (the bundle, workspaces: bazel) against a bazel-diff-style run done here: the all-targets
 * query at both revisions and a hash of every target and file (what bazel-diff computes), then
 * the comparison. Cold: no Bazel server running; warm: the server from the run before. Needs a
 * Bazel (BAZEL_FOR_TESTS or Debian's bazel-4); says so and skips without one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import {
  BAZEL,
  NO_BAZEL,
  bazelStartup,
  changedRules,
  hashTargets,
  shutdownBazel,
} from '../test/support/bazel.js';
import { Repo, git, removeDir, tempDir } from '../test/support/git-repo.js';
import { BUNDLE, NODE24 } from '../test/support/runner.js';
import { RUNS, SHORT, count, scaled, verdict } from './options.js';
import { defaultInputs, pullRequestEnv } from './runner-env.js';

const PACKAGES = scaled(2000);

function generate(repo: Repo, packages: number): void {
  const write = (file: string, text: string) => {
    const full = path.join(repo.dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  };
  write('WORKSPACE', 'workspace(name = "bench")\n');
  let s = 7;
  const rand = (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  for (let i = 0; i < packages; i++) {
    const dir = `pkg/p${i}`;
    const deps = new Set<number>();
    for (let k = 0; k < 3 && i > 0; k++) deps.add(rand(i));
    const depLabels = [...deps].map((d) => `"//pkg/p${d}:lib"`).join(', ');
    write(
      `${dir}/BUILD`,
      [
        `sh_library(name = "lib", srcs = ["lib.sh"], deps = [${depLabels}], visibility = ["//visibility:public"])`,
        `filegroup(name = "data", srcs = glob(["data/*.txt"]))`,
        `genrule(name = "gen", srcs = [":data", "lib.sh"], outs = ["gen.out"], cmd = "cat $(SRCS) > $@")`,
        `sh_test(name = "lib_test", srcs = ["test.sh"], data = [":lib", ":gen"])`,
        '',
      ].join('\n'),
    );
    write(`${dir}/lib.sh`, `echo ${i}\n`);
    write(`${dir}/test.sh`, 'exit 0\n');
    write(`${dir}/data/a.txt`, `${i}\n`);
  }
}

interface Fixture {
  origin: Repo;
  merge: string;
  head: string;
  base: string;
}

/** One pull request off main: its change, then main moves on, then the merge at refs/pull/N. */
function pullRequest(
  origin: Repo,
  number: number,
  change: (r: Repo) => void,
  base: string,
): Fixture {
  origin.git('checkout', '-q', '-b', `pr-${number}`, base);
  change(origin);
  const head = origin.commit(`pull request ${number}`);
  origin.git('checkout', '-q', '--detach', base);
  origin.write('NOTES.txt', `main moves on ${number}\n`);
  const moved = origin.commit('main moves on');
  origin.git('merge', '-q', '--no-ff', '-m', 'merge', head);
  const merge = origin.head();
  origin.git('update-ref', `refs/pull/${number}/merge`, merge);
  origin.git('checkout', '-q', 'main');
  return { origin, merge, head, base: moved };
}

function fixture(root: string, packages = PACKAGES): Fixture[] {
  const origin = Repo.init(path.join(root, 'origin'));
  generate(origin, packages);
  const base = origin.commit('base');
  return [
    // 1: a source edit low in the graph (the timed pull request; an exact hit with the cache).
    pullRequest(origin, 1, (r) => r.write('pkg/p3/lib.sh', 'echo changed\n'), base),
    // 2: one BUILD file edited; 3: one source file added (near hits).
    pullRequest(
      origin,
      2,
      (r) => r.write('pkg/p5/BUILD', `${r.read('pkg/p5/BUILD')}# a note\n`),
      base,
    ),
    pullRequest(origin, 3, (r) => r.write('pkg/p7/data/new.txt', 'new\n'), base),
  ];
}

/** A runner's workspace with every pull request's merge commit and both its parents fetched. */
function runnerCheckout(workspace: string, origin: Repo): void {
  mkdirSync(workspace);
  git(workspace, 'init', '-q');
  git(workspace, 'remote', 'add', 'origin', origin.url);
  git(
    workspace,
    'fetch',
    '-q',
    '--no-tags',
    '--depth=2',
    'origin',
    '+refs/pull/*/merge:refs/remotes/pull/*/merge',
  );
}

/** The action's run: the bundle as the runner starts it, a dry run of workspaces: bazel. */
function runAction(
  fx: Fixture,
  workspace: string,
  userRoot: string,
  scratch: string,
  inputs: Record<string, string> = {},
): { ms: number; targets: string; queryMs: number; stdout: string } {
  const outputPath = path.join(scratch, 'output');
  writeFileSync(outputPath, '');
  const env = { ...pullRequestEnv(fx, workspace, scratch, outputPath), ...defaultInputs() };
  Object.assign(env, {
    INPUT_COMMAND: 'upload-impacted-targets',
    'INPUT_DRY-RUN': 'true',
    INPUT_WORKSPACES: 'bazel',
    'INPUT_BAZEL-PATH': BAZEL!,
    'INPUT_BAZEL-STARTUP-OPTIONS': bazelStartup(userRoot).join('\n'),
    INPUT_SUMMARY: 'false',
    'INPUT_GRAPH-CACHE': 'false',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  });
  const start = process.hrtime.bigint();
  const result = spawnSync(NODE24, [BUNDLE], {
    cwd: workspace,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`the action failed: ${result.stdout}\n${result.stderr}`);
  const targets =
    /^impacted-targets<<(.+)\n([\s\S]*?)\n\1$/m.exec(readFileSync(outputPath, 'utf8'))?.[2] ?? '';
  // The action's own line: `Bazel: <command> (N.N s)`, the query from start to its last byte.
  const queryMs = Number(/^Bazel: .* \((\d+\.\d) s[;)]/m.exec(result.stdout)?.[1] ?? NaN) * 1000;
  return { ms, targets, queryMs, stdout: result.stdout };
}

/** bazel-diff's method: the graph and a hash of every target at both revisions, compared. */
function runHashed(
  fx: Fixture,
  workspace: string,
  userRoot: string,
): { ms: number; changed: string[] } {
  const query = () =>
    execFileSync(
      BAZEL!,
      [
        ...bazelStartup(userRoot),
        'query',
        '//...:all-targets + //external:all-targets',
        '--output=xml',
      ],
      {
        cwd: workspace,
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  const start = process.hrtime.bigint();
  git(workspace, 'checkout', '-q', '--force', '--detach', `${fx.merge}^1`);
  const before = hashTargets(query(), workspace);
  git(workspace, 'checkout', '-q', '--force', '--detach', fx.merge);
  const after = hashTargets(query(), workspace);
  const changed = changedRules(before, after);
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, changed };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function bazelBench(): void {
  console.log(
    `9. Bazel: ${count(PACKAGES)} packages, ${count(PACKAGES * 4)} rules, one library file changed; median of ${RUNS}`,
  );
  if (!BAZEL) {
    console.log(`   ${NO_BAZEL}`);
    return;
  }
  const root = tempDir('mq-bench-bazel-');
  const userRoot = path.join(root, 'bazel-root');
  const workspace = path.join(root, 'checkout');
  try {
    const fixtures = fixture(root);
    const fx = fixtures[0]!;
    // Both parents: the hash-based run needs the base revision checked out.
    runnerCheckout(workspace, fx.origin);
    const times = {
      action: { cold: [] as number[], warm: [] as number[] },
      hashed: { cold: [] as number[], warm: [] as number[] },
      query: { cold: [] as number[], warm: [] as number[] },
    };
    let targets = '';
    let changed: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const who of ['action', 'hashed'] as const) {
        for (const temperature of ['cold', 'warm'] as const) {
          if (temperature === 'cold') shutdownBazel(workspace, userRoot);
          git(workspace, 'checkout', '-q', '--force', '--detach', fx.merge);
          if (who === 'action') {
            const r = runAction(fx, workspace, userRoot, root);
            times.action[temperature].push(r.ms);
            times.query[temperature].push(r.queryMs);
            targets = r.targets;
          } else {
            const r = runHashed(fx, workspace, userRoot);
            times.hashed[temperature].push(r.ms);
            changed = r.changed;
          }
        }
      }
    }
    const labels = JSON.parse(targets) as string[];
    const missing = changed.filter((label) => !labels.includes(label));
    if (missing.length > 0)
      throw new Error(`the action missed labels the hashes found: ${missing.join(', ')}`);
    for (const temperature of ['cold', 'warm'] as const) {
      const a = median(times.action[temperature]);
      const h = median(times.hashed[temperature]);
      console.log(
        `   ${temperature}: action ${(a / 1000).toFixed(2)} s (its query ${(median(times.query[temperature]) / 1000).toFixed(2)} s)   bazel-diff-style ${(h / 1000).toFixed(2)} s   action / bazel-diff-style: ${(a / h).toFixed(2)}x`,
      );
      if (temperature === 'cold') {
        verdict(
          '9 Bazel (cold)',
          a / h <= 0.5,
          `${(a / h).toFixed(2)}x the bazel-diff-style run; target: at most 0.5x`,
        );
      }
    }
    console.log(
      `   the action's ${labels.length} labels include all ${changed.length} rules the hashes found changed`,
    );
    cacheBench(fixtures, workspace, userRoot, root, median(times.hashed.cold));
    if (!SHORT) largeCacheBench(path.join(root, 'large'), median(times.action.cold));
  } finally {
    shutdownBazel(workspace, userRoot);
    removeDir(root);
  }
}

/** A fresh copy of the cache directory `from` (a near hit saves: each run starts as the first). */
function copyCache(from: string, to: string): string {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  return to;
}

/**
 * The graph cache on the same repository: an entry with the base's graph inputs (saved by a run
 * of pull request 1, whose source edit leaves them as they are), then an exact hit (pull request
 * 1 again: no Bazel process), and near hits from that entry (one BUILD file edited; one source
 * file added: a package re-queried), each with a cold Bazel server, against the cold
 * bazel-diff-style run. Every cached answer is checked against the uncached one.
 */
function cacheBench(
  fixtures: Fixture[],
  workspace: string,
  userRoot: string,
  root: string,
  hashedColdMs: number,
): void {
  const [exactPr, buildPr, addedPr] = fixtures as [Fixture, Fixture, Fixture];
  const checkout = (fx: Fixture) =>
    git(workspace, 'checkout', '-q', '--force', '--detach', fx.merge);
  const warmed = path.join(root, 'cache-warmed');
  checkout(exactPr);
  const first = runAction(exactPr, workspace, userRoot, root, { 'graph-cache': warmed });
  const entries = readdirSync(warmed);
  if (!first.stdout.includes('Bazel graph cache: saved') || entries.length !== 1)
    throw new Error(`the graph cache was not filled:\n${first.stdout}`);
  const entryBytes = statSync(path.join(warmed, entries[0]!)).size;
  const times: Record<'exact' | 'build' | 'added', number[]> = { exact: [], build: [], added: [] };
  const cases = [
    ['exact', exactPr, 'graph from the cache'],
    ['build', buildPr, '1 package re-queried'],
    ['added', addedPr, '1 package re-queried'],
  ] as const;
  for (const [what, fx, words] of cases) {
    checkout(fx);
    const plain = runAction(fx, workspace, userRoot, root).targets;
    for (let i = 0; i < RUNS; i++) {
      shutdownBazel(workspace, userRoot);
      const cache = copyCache(warmed, path.join(root, 'cache-run'));
      const r = runAction(fx, workspace, userRoot, root, { 'graph-cache': cache });
      if (!r.stdout.includes(words)) throw new Error(`expected "${words}":\n${r.stdout}`);
      if (r.targets !== plain) throw new Error(`the cached answer differs for ${what}`);
      times[what].push(r.ms);
    }
  }
  const exact = median(times.exact);
  const build = median(times.build);
  const added = median(times.added);
  console.log(
    `   graph cache: entry ${(entryBytes / 1024).toFixed(0)} KiB gzipped; exact hit (source edit, no Bazel process) ${(exact / 1000).toFixed(2)} s = ${(exact / hashedColdMs).toFixed(3)}x; ` +
      `near hit, cold server: one BUILD edit ${(build / 1000).toFixed(2)} s = ${(build / hashedColdMs).toFixed(2)}x, one added file ${(added / 1000).toFixed(2)} s = ${(added / hashedColdMs).toFixed(2)}x the cold bazel-diff-style run`,
  );
  verdict(
    '9 Bazel (exact hit)',
    exact / hashedColdMs <= 0.05,
    `${(exact / hashedColdMs).toFixed(3)}x the cold bazel-diff-style run; target: at most 0.05x`,
  );
  verdict(
    '9 Bazel (near hit)',
    Math.max(build, added) / hashedColdMs <= 0.4,
    `${(Math.max(build, added) / hashedColdMs).toFixed(2)}x the cold bazel-diff-style run; target: at most 0.4x`,
  );
  lastExactMs = exact;
}

/** The exact hit's median on the 2,000-package repository, for the large variant's ratio. */
let lastExactMs = NaN;

/**
 * 10,000 packages: how the cold full query grows, and the exact hit, which must stay within 2x
 * of its time on 2,000 packages (it reads paths and blob ids, never the packages).
 */
function largeCacheBench(root: string, coldActionMs: number): void {
  const packages = PACKAGES * 5;
  const userRoot = path.join(root, 'bazel-root');
  const workspace = path.join(root, 'checkout');
  mkdirSync(root, { recursive: true });
  try {
    const [fx] = fixture(root, packages) as [Fixture];
    runnerCheckout(workspace, fx.origin);
    git(workspace, 'checkout', '-q', '--force', '--detach', fx.merge);
    const cache = path.join(root, 'cache');
    const cold = runAction(fx, workspace, userRoot, root, { 'graph-cache': cache });
    shutdownBazel(workspace, userRoot);
    const exact: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = runAction(fx, workspace, userRoot, root, { 'graph-cache': cache });
      if (!r.stdout.includes('graph from the cache'))
        throw new Error(`expected a hit:\n${r.stdout}`);
      if (r.targets !== cold.targets)
        throw new Error('the cached answer differs on 10,000 packages');
      exact.push(r.ms);
    }
    const e = median(exact);
    console.log(
      `   ${count(packages)} packages: cold full query run ${(cold.ms / 1000).toFixed(2)} s (${(cold.ms / coldActionMs).toFixed(1)}x the ${count(PACKAGES)}-package run); exact hit ${(e / 1000).toFixed(2)} s (${(e / lastExactMs).toFixed(2)}x its ${count(PACKAGES)}-package time)`,
    );
    verdict(
      '9 Bazel (exact hit, 10,000 packages)',
      e / lastExactMs <= 2,
      `${(e / lastExactMs).toFixed(2)}x the 2,000-package exact hit; target: at most 2x`,
    );
  } finally {
    shutdownBazel(workspace, userRoot);
  }
}
