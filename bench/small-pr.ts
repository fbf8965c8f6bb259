/**
 * The case most users see: a small pull request (10 targets, 5 changed files) on a pull_request
 * run. Measured side by side, interleaved, median of N runs each, in one process tree:
 * - this action's bundle (dist/index.js) in dry run, as the runner starts it;
 * - the command-line tool's bundle (dist/cli/index.js), in the same run and checkout, with the
 *   rules as a flag and --json: what the second door costs over the first;
 * - dorny/paths-filter's published bundle on the same checkout and rules (token '' so it uses
 *   git), when a copy of its dist/ is given: PATHS_FILTER_DIST=/path/to/paths-filter/dist;
 * - the floor: Node startup + one `git diff` + writing outputs, no libraries.
 * Each run gets a fresh checkout made beforehand (fetches change a checkout), so a run's time is
 * only its own. Git processes are counted through a `git` shim on PATH.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Repo, git, removeDir, shallowCheckout, tempDir } from '../test/support/git-repo.js';
import { NODE24, ROOT } from '../test/support/runner.js';
import { RUNS, count, scaled, verdict } from './options.js';
import { defaultInputs, pullRequestEnv } from './runner-env.js';

const TARGETS = Array.from({ length: 10 }, (_, i) => `t${i}: [pkg${i}/**, '!**/*.md']`).join('\n');

/**
 * The same rules with a few patterns for paths the repository lacks (a rules file shared by
 * several repositories, a typo): the dead-pattern check looks each up and names them.
 */
const SOME_DEAD = `${TARGETS}\nweb: [apps/web/**]\nauth: [pkg1/auht/**]\ndocs: [docs/**/*.md, pkg3/docs/**]`;

interface Fixture {
  origin: Repo;
  head: string;
  base: string;
  merge: string;
}

/** 2,000 targets x 3 globs, as in the large case of the issue that set the targets (a tenth short). */
const LARGE_TARGETS = Array.from(
  { length: scaled(2000) },
  (_, i) => `t${i}: [pkg${i}/src/**, 'pkg${i}/test/**/*.ts', 'pkg${i}/docs/*.md']`,
).join('\n');

/**
 * The small PR's repository, or the large PR's (`large`), with `bulk` more files in its base
 * under `vendor/` (a large repository: ten files a directory, ten directories a module).
 */
function fixture(root: string, large = false, bulk = 0): Fixture {
  const origin = Repo.init(path.join(root, 'origin'));
  for (let p = 0; p < 10; p++)
    for (let f = 0; f < 20; f++) origin.write(`pkg${p}/src/f${f}.ts`, `${p}/${f}\n`);
  for (let i = 0; i < bulk; i++)
    origin.write(
      `vendor/m${Math.floor(i / 100)}/sub${Math.floor(i / 10) % 10}/f${i % 10}.txt`,
      `${i}\n`,
    );
  origin.commit('base');
  for (let i = 0; i < 20; i++) origin.write('pkg9/history.txt', `${i}\n`).commit(`history ${i}`);
  origin.git('checkout', '-q', '-b', 'pr');
  if (large) {
    // 20,000 changed files over 3,000 packages (a tenth short): a third match no target.
    for (let i = 0; i < scaled(20_000); i++)
      origin.write(`pkg${i % scaled(3000)}/src/m${i}.ts`, `${i}\n`);
  } else {
    for (const f of [
      'pkg0/src/f1.ts',
      'pkg1/src/f2.ts',
      'pkg2/src/f3.ts',
      'pkg2/README.md',
      'x.txt',
    ])
      origin.write(f, 'changed\n');
  }
  const head = origin.commit('PR');
  origin.git('checkout', '-q', 'main');
  origin.write('pkg5/src/f0.ts', 'main moved on\n').commit('main moves on');
  const base = origin.head();
  origin.git('merge', '-q', '--no-ff', '-m', 'test merge', head);
  const merge = origin.head();
  origin.git('update-ref', 'refs/pull/1/merge', merge);
  origin.git('update-ref', 'refs/pull/1/head', head);
  origin.git('reset', '-q', '--hard', base);
  return { origin, head, base, merge };
}

/** A checkout as actions/checkout leaves it for pull_request: the merge ref, depth 1 or full. */
function checkout(fx: Fixture, dir: string, depth1: boolean): string {
  if (depth1) {
    shallowCheckout(fx.origin, dir, 'refs/pull/1/merge', 'refs/remotes/pull/1/merge');
  } else {
    git(path.dirname(dir), 'clone', '-q', '--no-checkout', fx.origin.url, dir);
    git(dir, 'fetch', '-q', 'origin', '+refs/pull/1/merge:refs/remotes/pull/1/merge');
    git(dir, 'checkout', '-q', '--detach', 'refs/remotes/pull/1/merge');
  }
  return dir;
}

/** A `git` on PATH that appends one line per invocation to a log, then runs the real git. */
function gitShim(dir: string): { bin: string; log: string } {
  const real = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
  const bin = path.join(dir, 'shim');
  const log = path.join(dir, 'git-calls.log');
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$1" >> "${log}"\nexec "${real}" "$@"\n`);
  chmodSync(path.join(bin, 'git'), 0o755);
  return { bin, log };
}

const FLOOR = `
const { execFileSync } = require('node:child_process');
const { appendFileSync } = require('node:fs');
const out = execFileSync('git', ['diff', '--name-status', '-z', '--no-renames', process.env.FROM, process.env.TO], { encoding: 'utf8' });
appendFileSync(process.env.GITHUB_OUTPUT, 'changed<<EOF\\n' + JSON.stringify(out.split('\\0')) + '\\nEOF\\n');
`;

/**
 * `action`: the action on a self-hosted runner, its compile cache warm (the bench's own, under
 * its scratch directory's TMPDIR); `hosted`: on a GitHub-hosted runner, which keeps no cache;
 * `cold`: a self-hosted runner's first run, the cache empty and written at exit; `unchecked`:
 * the action with the dead-pattern check off, to measure what the check costs (cache warm).
 */
type Contender = 'action' | 'hosted' | 'cold' | 'unchecked' | 'cli' | 'paths-filter' | 'floor';

/** The contenders that run our bundles with a compile cache kept between runs. */
const WARMED: Contender[] = ['action', 'unchecked', 'cli'];

/** The TMPDIR of a contender: the bench's cache directory is its own, under `scratch`. */
function tmpFor(who: Contender, scratch: string): string {
  const tmp = path.join(scratch, who === 'cold' ? 'tmp-cold' : 'tmp');
  // A cold run starts from an empty cache, and a hosted one must find nothing to read.
  if (who === 'cold') removeDir(tmp);
  mkdirSync(tmp, { recursive: true });
  return tmp;
}

function runOnce(
  who: Contender,
  fx: Fixture,
  workspace: string,
  scratch: string,
  shim: { bin: string; log: string },
  pathsFilter: string | undefined,
  targets = TARGETS,
): { ms: number; gitCalls: number; listings: number } {
  // Over 128 KiB an input cannot be passed inline (E2BIG): both tools then read a file.
  const rulesFile = path.join(scratch, 'rules.yml');
  const inline = targets.length < 64 * 1024;
  if (!inline) writeFileSync(rulesFile, targets);
  const outputPath = path.join(scratch, `out-${who}`);
  writeFileSync(outputPath, '');
  writeFileSync(shim.log, '');
  const env = pullRequestEnv(fx, workspace, scratch, outputPath, `${shim.bin}:${process.env.PATH}`);
  env.TMPDIR = tmpFor(who, scratch);
  let args: string[];
  if (who === 'action' || who === 'hosted' || who === 'cold' || who === 'unchecked') {
    if (who === 'unchecked') env.MERGE_QUEUE_CONNECT_DEAD_PATTERNS = 'off';
    env.RUNNER_ENVIRONMENT = who === 'hosted' ? 'github-hosted' : 'self-hosted';
    Object.assign(env, defaultInputs(), {
      INPUT_COMMAND: 'upload-impacted-targets',
      'INPUT_DRY-RUN': 'true',
      ...(inline ? { INPUT_TARGETS: targets } : { 'INPUT_TARGETS-FILE': rulesFile }),
      INPUT_REPOSITORY: 'octo-org/octo-repo',
      INPUT_SUMMARY: 'false',
    });
    args = [path.join(ROOT, 'dist', 'index.js')];
  } else if (who === 'cli') {
    args = [
      path.join(ROOT, 'dist', 'cli', 'index.js'),
      'upload-impacted-targets',
      '--dry-run',
      '--json',
      ...(inline ? ['--targets', targets] : ['--targets-file', rulesFile]),
    ];
  } else if (who === 'paths-filter') {
    Object.assign(env, {
      INPUT_FILTERS: inline ? targets : rulesFile,
      INPUT_TOKEN: '',
      'INPUT_LIST-FILES': 'none',
      'INPUT_INITIAL-FETCH-DEPTH': '100',
      'INPUT_PREDICATE-QUANTIFIER': 'some',
    });
    args = [path.join(pathsFilter ?? '', 'index.js')];
  } else {
    Object.assign(env, { FROM: `${fx.merge}^1`, TO: fx.merge });
    args = ['-e', FLOOR];
  }
  const start = process.hrtime.bigint();
  const result = spawnSync(NODE24, args, {
    cwd: workspace,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (result.error) throw result.error;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) {
    throw new Error(`${who} failed (${result.status}): ${result.stdout}\n${result.stderr}`);
  }
  const outputs = who === 'cli' ? result.stdout : readFileSync(outputPath, 'utf8');
  if (
    who !== 'paths-filter' &&
    who !== 'floor' &&
    targets !== LARGE_TARGETS &&
    !outputs.includes('["t0","t1","t2"]')
  ) {
    throw new Error(`the action computed something else:\n${outputs}`);
  }
  const calls = readFileSync(shim.log, 'utf8').split('\n').filter(Boolean);
  // The tree listing (the rules' patterns that match nothing) starts beside the diff's read.
  return { ms, gitCalls: calls.length, listings: calls.filter((c) => c === 'ls-tree').length };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The medians of interleaved runs, one fresh checkout per run (or per turn, `sharing`), and
 * `ratio(a, b)`: the median over the turns of a's time over b's in the same turn (on a noisy
 * machine steadier than the ratio of the two medians: a slow turn slows both).
 */
function interleaved(
  fx: Fixture,
  root: string,
  contenders: Contender[],
  options: {
    depth1: boolean;
    targets: string;
    pathsFilter: string | undefined;
    /** Contenders that only read run in one checkout per turn (paths-filter fetches: its own). */
    sharing?: boolean;
  },
): {
  medians: Map<Contender, number>;
  ratio: (a: Contender, b: Contender) => number;
  calls: Map<Contender, number>;
  listings: Map<Contender, number>;
} {
  const shim = gitShim(root);
  const times = new Map<Contender, number[]>(contenders.map((c) => [c, []]));
  const calls = new Map<Contender, number>();
  const listings = new Map<Contender, number>();
  let n = 0;
  // One run of each cached contender first, untimed: the turns below find the cache warm.
  for (const who of contenders.filter((c) => WARMED.includes(c))) {
    const ws = checkout(fx, path.join(root, `ws-${n++}`), options.depth1);
    runOnce(who, fx, ws, root, shim, options.pathsFilter, options.targets);
    removeDir(ws);
  }
  for (let i = 0; i < RUNS; i++) {
    let shared: string | undefined;
    for (const who of contenders) {
      const own = !options.sharing || who === 'paths-filter';
      const ws = own
        ? checkout(fx, path.join(root, `ws-${n++}`), options.depth1)
        : (shared ??= checkout(fx, path.join(root, `ws-${n++}`), options.depth1));
      const r = runOnce(who, fx, ws, root, shim, options.pathsFilter, options.targets);
      times.get(who)!.push(r.ms);
      calls.set(who, r.gitCalls);
      listings.set(who, r.listings);
      if (own) removeDir(ws);
    }
    if (shared) removeDir(shared);
  }
  const medians = new Map(contenders.map((c) => [c, median(times.get(c)!)]));
  const ratio = (a: Contender, b: Contender) =>
    median(times.get(a)!.map((ms, i) => ms / times.get(b)![i]!));
  return { medians, ratio, calls, listings };
}

/**
 * The dead-pattern check's share of the action's run: its time over the same run without it,
 * turn by turn (the median of 1 - without/with).
 */
function checkShare(
  item: string,
  m: Map<Contender, number>,
  ratio: (a: Contender, b: Contender) => number,
): void {
  const share = 1 - ratio('unchecked', 'action');
  verdict(
    `${item} dead-pattern check`,
    share <= 0.03,
    `the check takes ${(share * 100).toFixed(1)}% of the run, turn by turn (medians: ${m.get('action')!.toFixed(1)} ms with it, ${m.get('unchecked')!.toFixed(1)} ms without); target: at most 3%`,
  );
}

/**
 * Items 5 and 5b: the small PR on a pull_request run, every rule pattern live (5) and with a few
 * that match nothing (5b), history present and at depth 1; interleaved medians of RUNS, the
 * floor in the same turn.
 */
export function smallPr(): void {
  const pathsFilter = process.env.PATHS_FILTER_DIST;
  if (pathsFilter && !existsSync(path.join(pathsFilter, 'index.js'))) {
    throw new Error(`PATHS_FILTER_DIST=${pathsFilter} has no index.js`);
  }
  const root = tempDir('mq-bench-small-');
  try {
    const fx = fixture(root);
    for (const [item, targets, what] of [
      ['5', TARGETS, 'every pattern live'],
      ['5b', SOME_DEAD, 'and 4 patterns that match nothing'],
    ] as const) {
      console.log(
        `${item}. small PR (10 targets, 5 changed files; ${what}), pull_request on the merge ref; median of ${RUNS}, interleaved`,
      );
      if (!pathsFilter) {
        console.log(
          '   (set PATHS_FILTER_DIST to a copy of dorny/paths-filter dist/ to compare with it)',
        );
      }
      for (const depth1 of [false, true]) {
        const contenders: Contender[] = ['action', 'hosted', 'cold', 'unchecked', 'cli'];
        if (pathsFilter) contenders.push('paths-filter');
        // At depth 1 the merge's parents are not there: the floor's diff needs history.
        if (!depth1) contenders.push('floor');
        const {
          medians: m,
          ratio,
          calls,
          listings,
        } = interleaved(fx, root, contenders, {
          depth1,
          targets,
          pathsFilter,
        });
        const action = m.get('action')!;
        console.log(depth1 ? '   depth-1 checkout (the default):' : '   history present:');
        for (const who of contenders) {
          const ms = m.get(who)!;
          const ratio = who === 'action' ? '' : `   action / ${who}: ${(action / ms).toFixed(2)}x`;
          const beside = listings.get(who)
            ? ` (${listings.get(who)} of them the tree listing, run beside the rest)`
            : '';
          console.log(
            `     ${who.padEnd(12)} ${ms.toFixed(1).padStart(7)} ms   git processes: ${calls.get(who)}${beside}${ratio}`,
          );
        }
        const where = `${item} small PR (${depth1 ? 'depth 1' : 'history'})`;
        const cli = ratio('cli', 'action');
        verdict(
          `${where} cli`,
          cli <= 1.15,
          `the command-line tool takes ${cli.toFixed(2)}x the action's time; target: within 1.15x`,
        );
        checkShare(where, m, ratio);
        if (depth1) {
          // The tree listing runs beside the diff: the target counts those on the diff's path.
          const onPath = calls.get('action')! - listings.get('action')!;
          verdict(
            where,
            onPath <= 3,
            `${onPath} git processes on the diff's path, besides ${listings.get('action')} tree listing; target: at most 3 (the fetch of the parents and the read after it; a read before it where the shallow file cannot be read)`,
          );
        } else {
          for (const [who, how] of [
            ['action', 'self-hosted, compile cache warm'],
            ['hosted', 'GitHub-hosted, no compile cache'],
          ] as const) {
            const floor = ratio(who, 'floor');
            verdict(
              `${where} floor (${who})`,
              floor <= 1.3,
              `${how}: ${floor.toFixed(2)}x the floor in the same turn; target: within 1.3x`,
            );
          }
        }
        if (pathsFilter) {
          const pf = ratio('action', 'paths-filter');
          verdict(
            `${where} vs paths-filter`,
            pf <= 0.45,
            `${pf.toFixed(2)}x paths-filter; target: at most 0.45x`,
          );
        }
      }
    }
  } finally {
    removeDir(root);
  }
}

/**
 * Item 6b: the small PR (5 changed files, the rules with 4 dead patterns) in a large repository,
 * 100,000 files: the dead-pattern check must not read the whole tree for a few patterns.
 * History present; interleaved with the floor (the same `git diff`) and paths-filter.
 */
export function largeRepoPr(): void {
  const pathsFilter = process.env.PATHS_FILTER_DIST;
  const root = tempDir('mq-bench-large-repo-');
  try {
    const files = scaled(100_000);
    const fx = fixture(root, false, files);
    const contenders: Contender[] = ['action', 'unchecked', 'floor'];
    if (pathsFilter) contenders.push('paths-filter');
    const { medians: m, ratio } = interleaved(fx, root, contenders, {
      depth1: false,
      targets: SOME_DEAD,
      pathsFilter,
      sharing: true,
    });
    console.log(
      `6b. small PR (13 targets, 4 patterns matching nothing, 5 changed files) in a repository of ${count(files + 203)} files, history present; median of ${RUNS}, interleaved`,
    );
    const action = m.get('action')!;
    for (const who of contenders) {
      const ms = m.get(who)!;
      const r = who === 'action' ? '' : `   action / ${who}: ${(action / ms).toFixed(3)}x`;
      console.log(`     ${who.padEnd(12)} ${ms.toFixed(1).padStart(7)} ms${r}`);
    }
    const floor = ratio('action', 'floor');
    verdict(
      '6b large repository floor',
      floor <= 1.3,
      `${floor.toFixed(2)}x its floor in the same turn; target: within 1.3x (the small PR's)`,
    );
    checkShare('6b large repository', m, ratio);
    if (pathsFilter) {
      const pf = ratio('action', 'paths-filter');
      verdict(
        '6b large repository vs paths-filter',
        pf <= 0.45,
        `${pf.toFixed(3)}x paths-filter; target: at most 0.45x (the small PR's)`,
      );
    }
  } finally {
    removeDir(root);
  }
}

/**
 * Item 6: the large PR, 2,000 targets x 3 globs (two of each target's three for paths the
 * repository lacks), 20,000 changed files, history present; interleaved with its floor (Node
 * running the same `git diff` of 20,000 files and writing its output) and paths-filter.
 */
export function largePr(): void {
  const pathsFilter = process.env.PATHS_FILTER_DIST;
  const root = tempDir('mq-bench-large-');
  try {
    const fx = fixture(root, true);
    const contenders: Contender[] = ['action', 'unchecked', 'floor'];
    if (pathsFilter) contenders.push('paths-filter');
    // Checking out 20,000 files takes longer than a run: the readers share one per turn.
    const { medians: m, ratio } = interleaved(fx, root, contenders, {
      depth1: false,
      targets: LARGE_TARGETS,
      pathsFilter,
      sharing: true,
    });
    const action = m.get('action')!;
    console.log(
      `6. large PR (${count(scaled(2000))} targets x 3 globs, ${count(scaled(20_000))} changed files), history present; median of ${RUNS}, interleaved`,
    );
    for (const who of contenders) {
      const ms = m.get(who)!;
      const ratio = who === 'action' ? '' : `   action / ${who}: ${(action / ms).toFixed(3)}x`;
      console.log(`     ${who.padEnd(12)} ${ms.toFixed(1).padStart(7)} ms${ratio}`);
    }
    verdict('6 large PR', action < 1000, `${action.toFixed(0)} ms; target: under 1 s`);
    const floor = ratio('action', 'floor');
    verdict(
      '6 large PR floor',
      floor <= 1.5,
      `${floor.toFixed(2)}x its floor in the same turn; target: within 1.5x`,
    );
    checkShare('6 large PR', m, ratio);
    if (pathsFilter) {
      const pf = ratio('action', 'paths-filter');
      verdict(
        '6 large PR vs paths-filter',
        pf < 0.1,
        `${pf.toFixed(3)}x paths-filter; target: under 0.1x`,
      );
    }
  } finally {
    removeDir(root);
  }
}
