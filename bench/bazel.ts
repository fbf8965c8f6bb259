/**
 * Item 9: Bazel. A generated repository of 2,000 packages (four rules each, edges to packages
 * below), a pull request changing one file of a library low in the graph. The action's whole
 * run (the bundle, workspaces: bazel) against a bazel-diff-style run done here: the all-targets
 * query at both revisions and a hash of every target and file (what bazel-diff computes), then
 * the comparison. Cold: no Bazel server running; warm: the server from the run before. Needs a
 * Bazel (BAZEL_FOR_TESTS or Debian's bazel-4); says so and skips without one.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { RUNS, count, scaled, verdict } from './options.js';
import { defaultInputs, pullRequestEnv } from './runner-env.js';

const PACKAGES = scaled(2000);

function generate(repo: Repo): void {
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
  for (let i = 0; i < PACKAGES; i++) {
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

function fixture(root: string): Fixture {
  const origin = Repo.init(path.join(root, 'origin'));
  generate(origin);
  origin.commit('base');
  origin.git('checkout', '-q', '-b', 'pr');
  origin.write('pkg/p3/lib.sh', 'echo changed\n');
  const head = origin.commit('change a library low in the graph');
  origin.git('checkout', '-q', 'main');
  origin.write('NOTES.txt', 'main moves on\n');
  const base = origin.commit('main moves on');
  origin.git('merge', '-q', '--no-ff', '-m', 'merge', head);
  const merge = origin.head();
  origin.git('update-ref', 'refs/pull/1/merge', merge);
  origin.git('reset', '-q', '--hard', base);
  return { origin, merge, head, base };
}

/** The action's run: the bundle as the runner starts it, a dry run of workspaces: bazel. */
function runAction(
  fx: Fixture,
  workspace: string,
  userRoot: string,
  scratch: string,
): { ms: number; targets: string; queryMs: number } {
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
  const queryMs = Number(/^Bazel: .* \((\d+\.\d) s\)$/m.exec(result.stdout)?.[1] ?? NaN) * 1000;
  return { ms, targets, queryMs };
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
    const fx = fixture(root);
    mkdirSync(workspace);
    git(workspace, 'init', '-q');
    git(workspace, 'remote', 'add', 'origin', fx.origin.url);
    // Both parents: the hash-based run needs the base revision checked out.
    git(
      workspace,
      'fetch',
      '-q',
      '--no-tags',
      '--depth=2',
      'origin',
      '+refs/pull/1/merge:refs/remotes/pull/1/merge',
    );
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
  } finally {
    shutdownBazel(workspace, userRoot);
    removeDir(root);
  }
}
