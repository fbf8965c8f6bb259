/**
 * workspaces: bazel, end to end through the bundle with real Bazel: one pull request per change
 * kind of the design note, each checked out as actions/checkout does (its merge commit, depth 1),
 * each asserting the exact labels or ALL, and never fewer labels than a hash-based comparison of
 * the two revisions (bazel-diff's method) finds. Then the ways Bazel fails: each is ALL with
 * Bazel's own words.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { code, escapeText } from '../src/report/escape.js';
import { pullRequestPayload } from './support/examples.js';
import {
  BASE_FILES,
  BAZEL,
  NO_BAZEL,
  bazelOrigin,
  buildBazelVariant,
  bazelStartup,
  changedRules,
  hashTargets,
  shutdownBazel,
  type BazelCase,
} from './support/bazel.js';
import { FakeCacheService } from './support/fake-cache-service.js';
import { editEntry } from './support/graph-entry.js';
import { runTool } from './support/tool.js';
import { FakeGitHub } from './support/fake-github.js';
import { Repo, git, removeDir, tempDir } from './support/git-repo.js';
import { actionsCheckout } from './support/checkouts.js';
import { emptyCheckout, uploadMerge } from './support/pr-origin.js';
import { runAction } from './support/runner.js';

const CASES: BazelCase[] = [
  { name: 'a source file of a rule', change: (r) => r.write('base/base.sh', 'echo changed\n') },
  {
    name: 'a BUILD file',
    change: (r) => r.write('core/BUILD', `${r.read('core/BUILD')}# a note\n`),
  },
  {
    name: 'an added package (its parent loses files)',
    change: (r) =>
      r.write(
        'core/data/BUILD',
        'filegroup(name = "data", srcs = glob(["*.txt"]), visibility = ["//visibility:public"])\n',
      ),
  },
  {
    name: 'a .bzl file loaded by a package',
    change: (r) => r.write('tools/defs.bzl', `${r.read('tools/defs.bzl')}# note\n`),
  },
  {
    name: 'a macro that BUILD and BUILD.bazel files load',
    change: (r) =>
      r.write('macro/defs.bzl', r.read('macro/defs.bzl').replace('echo %s', 'echo macro %s')),
  },
  {
    name: 'a .bzl file loaded through another by a relative label',
    change: (r) => r.write('macro/inner.bzl', 'WORD = "two"\n'),
  },
  {
    name: 'a .bzl file no BUILD file loads',
    change: (r) => r.write('tools/unused.bzl', 'X = 2\n'),
  },
  { name: 'a deleted file a glob took', change: (r) => r.remove('core/data/b.txt') },
  { name: 'a deleted package', change: (r) => r.remove('docs/BUILD') },
  {
    name: 'a file of an in-tree repository',
    change: (r) => r.write('third_party/extlib/lib.txt', 'lib changed\n'),
  },
  {
    name: "an in-tree repository's build_file",
    change: (r) => r.write('vendored.BUILD', `${r.read('vendored.BUILD')}# note\n`),
  },
  {
    name: 'a removed rule that another still names (dangling)',
    change: (r) =>
      r.write(
        'tools/BUILD',
        'sh_binary(name = "stamper", srcs = ["stamper.sh"], visibility = ["//visibility:public"])\n',
      ),
  },
  {
    name: 'a package_group',
    change: (r) =>
      r.write(
        'base/BUILD',
        r.read('base/BUILD').replace('["//core/..."]', '["//core/...", "//app/..."]'),
      ),
  },
  { name: 'a toolchain', change: (r) => r.write('plat/impl.txt', 'impl changed\n') },
  {
    name: 'a new edge (pull request A)',
    change: (r) =>
      r.write(
        'docs/BUILD',
        r
          .read('docs/BUILD')
          .replace('genrule(name = "d", ', 'genrule(name = "d", tools = ["//tools:stamper"], '),
      ),
  },
  {
    name: 'the tool of that edge (pull request B)',
    change: (r) => r.write('tools/stamper.sh', 'echo new stamp\n'),
  },
  { name: 'a file Bazel cannot see', change: (r) => r.write('docs/README.md', 'more docs\n') },
  { name: 'WORKSPACE', change: (r) => r.write('WORKSPACE', `${r.read('WORKSPACE')}# note\n`) },
  {
    name: 'a target named with a space and $',
    change: (r) => r.write('weird/f.txt', 'f changed\n'),
  },
  {
    name: 'a BUILD file that does not parse',
    change: (r) => r.write('app/BUILD', 'genrule(name = "app",\n'),
  },
];

/** What each case must upload: exact labels, or ALL with words of its reason. */
const EXPECTED: Record<string, string[] | { all: string }> = {
  'a source file of a rule': [
    '//app:app',
    '//app:app_test',
    '//base:base',
    '//base:base.sh',
    '//core:core',
  ],
  'a BUILD file': [
    '//app:app',
    '//app:app_test',
    '//base:base',
    '//core:BUILD',
    '//core:core',
    '//core:core.txt',
    '//core:core_gen',
    '//core:data/a.txt',
    '//core:data/b.txt',
  ],
  'an added package (its parent loses files)': [
    '//app:app',
    '//app:app_test',
    '//core/data:BUILD',
    '//core/data:a.txt',
    '//core/data:b.txt',
    '//core/data:data',
    '//core:core',
    '//core:core_gen',
    '//core:data/BUILD',
  ],
  'a .bzl file loaded by a package': [
    '//app:app',
    '//app:app_test',
    '//core:core',
    '//core:core_gen',
    '//tools:defs.bzl',
  ],
  // Bazel's XML lists loads only under files named BUILD: //mb and //mc are found in the files.
  'a macro that BUILD and BUILD.bazel files load': [
    '//ma:ma',
    '//macro:defs.bzl',
    '//mb:mb',
    '//mc:mc',
  ],
  'a .bzl file loaded through another by a relative label': [
    '//ma:ma',
    '//macro:inner.bzl',
    '//mb:mb',
    '//mc:mc',
  ],
  'a .bzl file no BUILD file loads': { all: 'tools/unused.bzl changed and no BUILD file loads it' },
  'a deleted file a glob took': [
    '//app:app',
    '//app:app_test',
    '//core:core',
    '//core:core_gen',
    '//core:data/b.txt',
  ],
  'a deleted package': { all: 'docs/BUILD was deleted: the package //docs is gone' },
  'a file of an in-tree repository': ['//app:app', '//app:app_test', '//core:core'],
  "an in-tree repository's build_file": [
    '//:vendored.BUILD',
    '//app:app',
    '//app:app_test',
    '//core:core',
  ],
  'a removed rule that another still names (dangling)': [
    '//docs:uses_old',
    '//tools:BUILD',
    '//tools:stamper',
    '//tools:stamper.sh',
  ],
  'a package_group': [
    '//app:app',
    '//app:app_test',
    '//base:BUILD',
    '//base:base',
    '//base:base.sh',
    '//base:friends',
    '//core:core',
  ],
  'a toolchain': { all: 'the change reaches //plat:tc (a toolchain) from plat/impl.txt' },
  'a new edge (pull request A)': [
    '//docs:BUILD',
    '//docs:d',
    '//docs:uses_old',
    '//tools:old_tool',
    '//tools:stamper',
  ],
  'the tool of that edge (pull request B)': [
    '//docs:uses_old',
    '//tools:old_tool',
    '//tools:stamper',
    '//tools:stamper.sh',
  ],
  'a file Bazel cannot see': {
    all: '"docs/README.md" (it is not a target of //docs (no rule uses it))',
  },
  WORKSPACE: { all: 'WORKSPACE changed, which configures every Bazel target' },
  'a target named with a space and $': ['//weird:f.txt', '//weird:name with space $x'],
  'a BUILD file that does not parse': { all: 'bazel query exited with code' },
};

/** What a case must upload when every build file is named BUILD.bazel. */
function expectedWithBuildBazel(expected: string[] | { all: string }): string[] | { all: string } {
  if (!Array.isArray(expected))
    return { all: expected.all.replace(/(^|\/)BUILD (was)/, '$1BUILD.bazel $2') };
  return expected.map((label) => label.replace(/(:|\/)BUILD$/, '$1BUILD.bazel'));
}

const VARIANTS = [
  {
    name: 'BUILD files',
    files: BASE_FILES,
    cases: CASES,
    expected: (e: string[] | { all: string }) => e,
  },
  {
    name: 'BUILD.bazel files',
    ...buildBazelVariant(BASE_FILES, CASES),
    expected: expectedWithBuildBazel,
  },
];

describe.skipIf(!BAZEL).each(VARIANTS)(
  'workspaces: bazel, end to end with real Bazel ($name)',
  (variant) => {
    let root: string;
    let origin: Repo;
    let merges: ReturnType<typeof bazelOrigin>['merges'];
    let checkout: string;
    let userRoot: string;
    const bazel = BAZEL!;

    beforeAll(() => {
      root = tempDir('mq-bazel-');
      ({ origin, merges } = bazelOrigin(path.join(root, 'origin'), variant.cases, variant.files));
      // One checkout, reused for every pull request as a runner's workspace is: one Bazel server.
      checkout = path.join(root, 'checkout');
      emptyCheckout(checkout, origin);
      userRoot = path.join(root, 'bazel-root');
    });
    afterAll(() => {
      shutdownBazel(checkout, userRoot);
      removeDir(root);
    });

    function upload(
      name: string,
      inputs: Record<string, string> = {},
      env: Record<string, string> = {},
      prepare?: (dir: string) => void,
    ) {
      return uploadMerge({
        checkout,
        pr: merges.get(name)!,
        bundle: inject('bundle'),
        ...(prepare && { prepare }),
        inputs: {
          workspaces: 'bazel',
          'bazel-path': bazel,
          'bazel-startup-options': bazelStartup(userRoot).join('\n'),
          ...inputs,
        },
        env,
      });
    }

    /** The rules a hash of every target at both revisions finds changed (bazel-diff's way). */
    function hashOracle(name: string): string[] {
      const pr = merges.get(name)!;
      const query = () =>
        execFileSync(
          bazel,
          [
            ...bazelStartup(userRoot),
            'query',
            '//...:all-targets + //external:all-targets',
            '--output=xml',
          ],
          {
            cwd: checkout,
            encoding: 'utf8',
            maxBuffer: 1 << 28,
            stdio: ['ignore', 'pipe', 'ignore'],
          },
        );
      git(checkout, 'checkout', '-q', '--force', '--detach', `${pr.merge}^1`);
      const before = hashTargets(query(), checkout);
      git(checkout, 'checkout', '-q', '--force', '--detach', pr.merge);
      const after = hashTargets(query(), checkout);
      return changedRules(before, after);
    }

    it.each(CASES.map((c) => c.name))('%s', async (name) => {
      const result = await upload(name);
      expect(result.code, result.stdout).toBe(0);
      const expected = variant.expected(EXPECTED[name]!);
      if (Array.isArray(expected)) {
        expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual([...expected].sort());
        // Never fewer labels than the hash-based comparison finds.
        const oracle = hashOracle(name);
        expect(expected.filter((l) => oracle.includes(l)).sort()).toEqual(oracle);
      } else {
        expect(result.outputs['impacted-targets']).toBe('ALL');
        expect(result.outputs['bazel-test-targets']).toBe('//...');
        expect(result.stdout).toContain(expected.all);
      }
    });

    // The graph cache, with build files named as most repositories name them: for every
    // change kind, an empty cache, an exact hit and a near hit from the base commit's entry
    // (warmed by a push to main, as docs/bazel.md shows) give the answer without the cache.
    describe.runIf(variant === VARIANTS[1])('the graph cache (graph-cache: a directory)', () => {
      const github = new FakeGitHub();
      beforeAll(() => github.start());
      afterAll(() => github.stop());

      /** The upload step on a push to main at `commit`: warms the cache, uploads nothing. */
      async function warm(commit: string, cache: string, env: Record<string, string> = {}) {
        git(checkout, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', commit);
        git(checkout, 'checkout', '-q', '--force', '--detach', commit);
        git(checkout, 'clean', '-q', '-ffdx');
        return runAction({
          eventName: 'push',
          payload: {
            ref: 'refs/heads/main',
            after: commit,
            repository: { full_name: 'octo-org/octo-repo', default_branch: 'main' },
          },
          workspace: checkout,
          inputs: {
            command: 'upload-impacted-targets',
            'dry-run': 'true',
            workspaces: 'bazel',
            'bazel-path': bazel,
            'bazel-startup-options': bazelStartup(userRoot).join('\n'),
            'graph-cache': cache,
          },
          env: { GITHUB_SHA: commit, GITHUB_API_URL: github.url, ...env },
          bundle: inject('bundle'),
        });
      }

      it.each(CASES.map((c) => c.name))('%s', async (name) => {
        const plain = await upload(name);
        const targets = (r: typeof plain) => r.outputs['impacted-targets'];
        const empty = path.join(root, `cache-${merges.get(name)!.number}-empty`);
        const first = await upload(name, { 'graph-cache': empty });
        expect(targets(first), first.stdout).toBe(targets(plain));
        expect(first.stdout).toContain('full query: cache miss');
        const exact = await upload(name, { 'graph-cache': empty });
        expect(targets(exact), exact.stdout).toBe(targets(plain));
        // A query that failed saved nothing; any other answer is read back with no Bazel.
        if (first.stdout.includes('Bazel graph cache: saved ')) {
          expect(exact.stdout).toContain('Bazel: graph from the cache (saved at');
          expect(exact.stdout).not.toMatch(/^Bazel: \S*bazel/m);
        }
        const near = path.join(root, `cache-${merges.get(name)!.number}-near`);
        const warmed = await warm(merges.get(name)!.base, near);
        expect(warmed.code, warmed.stdout).toBe(0);
        expect(warmed.stdout).toContain('Bazel graph cache: warmed at');
        expect(warmed.outputs['impacted-targets'] ?? '').toBe('');
        const fromBase = await upload(name, { 'graph-cache': near });
        expect(targets(fromBase), fromBase.stdout).toBe(targets(plain));
        expect(fromBase.stdout).toMatch(
          /re-queried|graph from the cache|full query: near hit, but|no Bazel/,
        );
      });

      it("a source edit is an exact hit on the base commit's entry: no Bazel process", async () => {
        const name = 'a source file of a rule';
        const cache = path.join(root, 'cache-source-edit');
        await warm(merges.get(name)!.base, cache);
        const result = await upload(name, { 'graph-cache': cache });
        expect(result.stdout).toContain('Bazel: graph from the cache (saved at');
        expect(result.summary).toContain(
          `Bazel's graph: ${escapeText('graph from the cache (saved at')}`,
        );
      });

      it("a work tree holding untracked files Bazel reads: the answer is used, the graph is not saved (it is not the commit's own)", async () => {
        const name = 'a source file of a rule';
        const cache = path.join(root, 'cache-untracked');
        const stray = (dir: string) => writeFileSync(path.join(dir, 'base', 'stray.txt'), 'x\n');
        const result = await upload(name, { 'graph-cache': cache }, {}, stray);
        expect(result.stdout).toContain(
          'Bazel graph cache: not saved: the work tree holds untracked files Bazel reads (base/stray.txt)',
        );
        expect(existsSync(cache) ? readdirSync(cache) : []).toEqual([]);
        expect(result.outputs['impacted-targets']).toBe(
          (await upload(name)).outputs['impacted-targets'],
        );
      });

      it("an exact hit is the commit's graph from git objects, whatever the work tree holds", async () => {
        const name = 'a source file of a rule';
        const cache = path.join(root, 'cache-dirty');
        await warm(merges.get(name)!.base, cache);
        const clean = await upload(name);
        // An earlier step edited a tracked file and left an untracked one.
        const dirty = (dir: string) => {
          writeFileSync(path.join(dir, 'base', 'base.sh'), 'echo edited in the work tree\n');
          writeFileSync(path.join(dir, 'base', 'stray.txt'), 'x\n');
        };
        const hit = await upload(name, { 'graph-cache': cache }, {}, dirty);
        expect(hit.stdout).toContain('Bazel: graph from the cache (saved at');
        expect(hit.outputs['impacted-targets']).toBe(clean.outputs['impacted-targets']);
        // Bazel itself reads the work tree: without the cache, that is ALL with the reason.
        const queried = await upload(name, {}, {}, dirty);
        expect(queried.outputs['impacted-targets']).toBe('ALL');
        expect(queried.stdout).toContain('tracked file(s) in the work tree differ from the commit');
      });

      it("an untracked build file: Bazel's packages are not the commit's, so without the cache ALL naming it; with the cache, the commit's graph", async () => {
        const name = 'a source file of a rule';
        // A step left a build file in no commit: a package of its own, which Bazel's query would
        // load, and which could take a changed file away from the rule that owns it.
        const stray = (dir: string) => {
          mkdirSync(path.join(dir, 'stray'), { recursive: true });
          writeFileSync(path.join(dir, 'stray', 'BUILD.bazel'), 'filegroup(name = "stray")\n');
        };
        const queried = await upload(name, {}, {}, stray);
        expect(queried.code, queried.stdout).toBe(0);
        expect(queried.outputs['impacted-targets']).toBe('ALL');
        expect(queried.stdout).toContain(
          'the work tree holds untracked files that change what Bazel loads (stray/BUILD.bazel)',
        );
        const cache = path.join(root, 'cache-untracked-build');
        await warm(merges.get(name)!.base, cache);
        const hit = await upload(name, { 'graph-cache': cache }, {}, stray);
        expect(hit.stdout).toContain('Bazel: graph from the cache (saved at');
        expect(hit.outputs['impacted-targets']).toBe(
          (await upload(name)).outputs['impacted-targets'],
        );
      });

      it('a BUILD edit re-queries its package alone', async () => {
        const name = 'a BUILD file';
        const cache = path.join(root, 'cache-build-edit');
        await warm(merges.get(name)!.base, cache);
        const result = await upload(name, { 'graph-cache': cache });
        expect(result.stdout).toContain('1 package re-queried, the rest from the cache');
        expect(result.stdout).toContain('//core:all-targets');
      });

      it('an entry that is corrupt, of another format or hostile is a miss with a warning', async () => {
        const name = 'a source file of a rule';
        const cache = path.join(root, 'cache-hostile');
        await warm(merges.get(name)!.base, cache);
        const [entry] = readdirSync(cache);
        const file = path.join(cache, entry!);
        const stored = readFileSync(file);
        const variants: [string, Buffer, string][] = [
          ['truncated', stored.subarray(0, 40), 'it does not inflate'],
          ['not gzip', Buffer.from('garbage'), 'it does not inflate'],
          [
            'wrong format',
            editEntry(stored, ({ header }) => (header.format = 99)),
            'its format is 99',
          ],
          [
            'a workflow command in a label',
            editEntry(stored, ({ sections }) =>
              sections.set(
                'labels',
                Buffer.concat([sections.get('labels')!, Buffer.from('//x:y\n::error::forged\0')]),
              ),
            ),
            'control character',
          ],
        ];
        for (const [what, bytes, words] of variants) {
          writeFileSync(file, bytes);
          const result = await upload(name, { 'graph-cache': cache });
          expect(result.outputs['impacted-targets'], what).toBe(
            (await upload(name)).outputs['impacted-targets'],
          );
          expect(result.stdout, what).toContain('The graph cache gave nothing usable');
          expect(result.stdout, what).toContain(words);
          expect(result.stdout, what).not.toMatch(/^::error::forged/m);
        }
      });

      it('graph-cache: auto is the GitHub Actions cache on a runner that has one (a fake of the service on 127.0.0.1)', async () => {
        const service = new FakeCacheService();
        await service.start();
        try {
          const env = {
            ACTIONS_CACHE_SERVICE_V2: 'True',
            ACTIONS_RESULTS_URL: service.url,
            ACTIONS_RUNTIME_TOKEN: service.token,
            // One RUNNER_TEMP for the runs, as on a runner: the entry's path is in its version.
            RUNNER_TEMP: path.join(root, 'runner-temp'),
            NO_PROXY: '127.0.0.1,localhost',
          };
          const name = 'a source file of a rule';
          const warmed = await warm(merges.get(name)!.base, 'auto', env);
          expect(warmed.stdout).toContain('to the GitHub Actions cache');
          const result = await upload(name, {}, env);
          expect(result.stdout).toContain('Bazel: graph from the cache (saved at');
          expect(result.outputs['impacted-targets']).toBe(
            (await upload(name, { 'graph-cache': 'false' })).outputs['impacted-targets'],
          );
          // Off GitHub's cache service, auto is off: a full query, and no word of a cache.
          const off = await upload(name);
          expect(off.stdout).not.toContain('graph cache');
        } finally {
          await service.stop();
        }
      });

      it('--graph-cache DIR from the command-line tool on Buildkite: a branch build warms it, the pull request build hits it', async () => {
        const name = 'a source file of a rule';
        const pr = merges.get(name)!;
        const cache = path.join(root, 'cache-buildkite');
        const tool = (env: Record<string, string>, graphCache = cache) =>
          runTool(
            [
              '--command',
              'upload-impacted-targets',
              '--dry-run',
              '--json',
              '--workspaces',
              'bazel',
              '--bazel-path',
              bazel,
              `--bazel-startup-options=${bazelStartup(userRoot).join('\n')}`,
              '--graph-cache',
              graphCache,
            ],
            {
              cwd: checkout,
              env: {
                BUILDKITE: 'true',
                BUILDKITE_REPO: 'git@github.com:octo-org/octo-repo.git',
                BUILDKITE_PIPELINE_DEFAULT_BRANCH: 'main',
                ...env,
              },
            },
          );
        // A branch build of main at the pull request's base: nothing to upload, the cache warmed.
        git(checkout, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', pr.base);
        git(checkout, 'checkout', '-q', '--force', '--detach', pr.base);
        const branch = await tool({
          BUILDKITE_PULL_REQUEST: 'false',
          BUILDKITE_BRANCH: 'main',
          BUILDKITE_COMMIT: pr.base,
        });
        expect(branch.code, branch.stderr).toBe(0);
        expect(branch.stderr).toContain('Bazel graph cache: warmed at');
        // The pull request build: Buildkite checks out the head; the diff is against the base.
        git(checkout, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', pr.head);
        git(checkout, 'checkout', '-q', '--force', '--detach', pr.head);
        const env = {
          BUILDKITE_PULL_REQUEST: String(pr.number),
          BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
          BUILDKITE_BRANCH: 'feature/x',
          BUILDKITE_COMMIT: pr.head,
        };
        const hit = await tool(env);
        expect(hit.code, hit.stderr).toBe(0);
        // From the branch build's entry: the head's paths differ from main's by main's own
        // moves, so the root package is re-queried; nothing else runs.
        expect(hit.stderr).toMatch(
          /graph from the cache|1 package re-queried, the rest from the cache/,
        );
        const off = await tool(env, 'false');
        expect(off.stderr).not.toContain('graph cache');
        expect(JSON.parse(hit.stdout)['impacted-targets']).toEqual(
          JSON.parse(off.stdout)['impacted-targets'],
        );
        expect(JSON.parse(hit.stdout)['impacted-targets']).toContain('//base:base');
      });

      it('a graph-cache directory inside the checkout is an input error, before anything runs', async () => {
        const result = await upload('a source file of a rule', { 'graph-cache': 'cache' });
        expect(result.code).not.toBe(0);
        expect(result.stdout).toContain(
          'Input "graph-cache" is "cache", a directory inside the checkout',
        );
      });
    });

    it('a new edge and a change to its tool overlap, so the queue tests them together', async () => {
      const a = JSON.parse(
        (await upload('a new edge (pull request A)')).outputs['impacted-targets']!,
      ) as string[];
      const b = JSON.parse(
        (await upload('the tool of that edge (pull request B)')).outputs['impacted-targets']!,
      ) as string[];
      expect(a.filter((label) => b.includes(label))).toContain('//tools:stamper');
    });

    it('bazel-test-targets lists the impacted rules of the test kinds, for --target_pattern_file', async () => {
      const result = await upload('a source file of a rule');
      expect(result.outputs['bazel-test-targets']).toBe('//app:app_test');
      const kinds = await upload('a source file of a rule', {
        'bazel-test-kinds': 'sh_.*|genrule',
      });
      expect(kinds.outputs['bazel-test-targets']!.split('\n')).toEqual([
        '//app:app',
        '//app:app_test',
        '//base:base',
      ]);
    });

    it('bazel-ignore declares files that impact nothing', async () => {
      const result = await upload('a file Bazel cannot see', { 'bazel-ignore': 'docs/**/*.md' });
      expect(result.outputs['impacted-targets']).toBe('[]');
    });

    it('the summary names the query that ran, its time, and each target with its path through the graph', async () => {
      const result = await upload('a source file of a rule');
      expect(result.summary).toContain("Bazel's graph: <code>");
      expect(result.summary).toContain(
        escapeText(' query //...:all-targets + //external:all-targets --output=xml'),
      );
      expect(result.summary).toMatch(/<\/code> \(\d+\.\d s\)\./);
      // The log names each target with the way back to the changed file.
      expect(result.stdout).toContain(
        '  //app:app: //core:core ← //base:base ← //base:base.sh ← base/base.sh',
      );
      expect(result.summary).toContain(`${code('//core:core')} ← ${code('//base:base')}`);
    });

    // What does not depend on the build files' name runs once.
    describe.runIf(variant === VARIANTS[0])(
      'when Bazel fails, the upload is ALL with its words',
      () => {
        function fakeBazel(script: string): string {
          const file = path.join(root, `fake-bazel-${Math.random().toString(36).slice(2)}`);
          writeFileSync(file, `#!/bin/sh\n${script}\n`);
          chmodSync(file, 0o755);
          return file;
        }

        it('Bazel missing', async () => {
          const result = await upload('a source file of a rule', {
            'bazel-path': path.join(root, 'no-such-bazel'),
          });
          expect(result.outputs['impacted-targets']).toBe('ALL');
          expect(result.stdout).toContain('no-such-bazel was not found (set bazel-path');
        });

        it('Bazel exiting non-zero: its last lines are quoted', async () => {
          const bazelPath = fakeBazel(
            'echo "ERROR: the server crashed: out of memory" >&2\nexit 37',
          );
          const result = await upload('a source file of a rule', { 'bazel-path': bazelPath });
          expect(result.outputs['impacted-targets']).toBe('ALL');
          expect(result.stdout).toContain('bazel query exited with code 37');
          expect(result.stdout).toContain('ERROR: the server crashed: out of memory');
        });

        it('Bazel printing garbage', async () => {
          const bazelPath = fakeBazel('echo "this is not <xml"; exit 0');
          const result = await upload('a source file of a rule', { 'bazel-path': bazelPath });
          expect(result.outputs['impacted-targets']).toBe('ALL');
          expect(result.stdout).toContain('bazel query printed something other than its XML');
        });

        it('Bazel printing an empty document', async () => {
          const bazelPath = fakeBazel('exit 0');
          const result = await upload('a source file of a rule', { 'bazel-path': bazelPath });
          expect(result.outputs['impacted-targets']).toBe('ALL');
        });

        it('Bazel hanging: stopped at bazel-timeout-seconds', async () => {
          // It would sleep far past the test's own timeout: only being stopped lets the run end.
          const bazelPath = fakeBazel('sleep 600');
          const result = await upload('a source file of a rule', {
            'bazel-path': bazelPath,
            'bazel-timeout-seconds': '2',
          });
          expect(result.outputs['impacted-targets']).toBe('ALL');
          expect(result.stdout).toContain('did not answer within 2 s and was stopped');
        });

        it('a change that configures every target stops a query still running: ALL, at once', async () => {
          // A query that would run for ten minutes, and a timeout past the test's own: only
          // being stopped when the changed files show WORKSPACE lets the run end.
          const pidFile = path.join(root, 'stopped-bazel.pid');
          const bazelPath = fakeBazel(`echo $$ > "${pidFile}"\nexec sleep 600`);
          const result = await upload('WORKSPACE', {
            'bazel-path': bazelPath,
            'bazel-timeout-seconds': '600',
          });
          expect(result.code, result.stdout).toBe(0);
          expect(result.outputs['impacted-targets']).toBe('ALL');
          expect(result.stdout).toContain(
            'bazel query was stopped: WORKSPACE changed, which configures every Bazel target, so its graph cannot narrow the answer',
          );
          expect(result.stdout).not.toContain('Bazel could not give its graph');
          const pid = Number(readFileSync(pidFile, 'utf8'));
          expect(() => process.kill(pid, 0)).toThrow();
        });

        it('a work tree that is not the commit stops a query still running: ALL with the reason, at once', async () => {
          const bazelPath = fakeBazel('exec sleep 600');
          const result = await upload(
            'a source file of a rule',
            { 'bazel-path': bazelPath, 'bazel-timeout-seconds': '600' },
            {},
            (dir) => writeFileSync(path.join(dir, 'base', 'base.sh'), 'echo edited\n'),
          );
          expect(result.code, result.stdout).toBe(0);
          expect(result.outputs['impacted-targets']).toBe('ALL');
          expect(result.stdout).toContain(
            'tracked file(s) in the work tree differ from the commit',
          );
          expect(result.stdout).toMatch(/^Bazel: .* \(\d+\.\d s, stopped\)$/m);
        });

        it("Bazel runs without the action's secrets in its environment (repository rules could read them)", async () => {
          const dump = path.join(root, 'bazel-env.txt');
          const bazelPath = fakeBazel(`env > "${dump}"\nexit 1`);
          const result = await upload(
            'a source file of a rule',
            { 'bazel-path': bazelPath, 'api-token': 'svc_secretForBazel' },
            {
              ACTIONS_RUNTIME_TOKEN: 'runtime-secret',
              ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-secret',
            },
          );
          expect(result.outputs['impacted-targets']).toBe('ALL');
          const env = readFileSync(dump, 'utf8');
          expect(env).toContain('GITHUB_REPOSITORY=octo-org/octo-repo');
          expect(env).not.toMatch(/^INPUT_/m);
          for (const secret of [
            'svc_secretForBazel',
            'ghs_e2eGithubToken',
            'runtime-secret',
            'oidc-secret',
          ]) {
            expect(env).not.toContain(secret);
          }
        });

        it('a workflow command in Bazel output runs nothing', async () => {
          const bazelPath = fakeBazel('echo "::error::injected" >&2\nexit 1');
          const result = await upload('a source file of a rule', { 'bazel-path': bazelPath });
          // A failure quotes the output in its warning, behind the gutter, inside the
          // ::warning:: command's data (its line breaks encoded): no line of the log starts
          // with it. (A successful query's output is a group where commands are stopped.)
          expect(result.stdout).not.toMatch(/^::error::injected/m);
          expect(result.stdout).toMatch(
            /^::warning::Bazel could not give its graph.*%0A {2}\| ::error::injected/m,
          );
        });
      },
    );

    it.runIf(variant === VARIANTS[0])(
      'a sparse checkout is ALL, naming sparse-checkout (Bazel would see part of the tree)',
      async () => {
        const pr = merges.get('a source file of a rule')!;
        // As actions/checkout makes it with `sparse-checkout: [app, core]` (cone mode).
        const sparse = actionsCheckout(origin.url, path.join(root, 'sparse'), pr.merge, {
          sparse: { cone: true, paths: ['app', 'core'] },
        });
        const result = await runAction({
          eventName: 'pull_request',
          payload: pullRequestPayload(pr.number, pr.head, pr.base),
          workspace: sparse,
          inputs: {
            command: 'upload-impacted-targets',
            'dry-run': 'true',
            workspaces: 'bazel',
            'bazel-path': bazel,
            'bazel-startup-options': bazelStartup(userRoot).join('\n'),
          },
          env: { GITHUB_SHA: pr.merge },
          bundle: inject('bundle'),
        });
        shutdownBazel(sparse, userRoot);
        expect(result.outputs['impacted-targets']).toBe('ALL');
        expect(result.stdout).toContain('the checkout is sparse (sparse-checkout)');
      },
    );
  },
);

describe.runIf(!BAZEL)('workspaces: bazel', () => {
  it.skip(NO_BAZEL, () => {});
  it('says why its tests are skipped', () => {
    console.warn(NO_BAZEL);
    expect(BAZEL).toBeUndefined();
  });
});
