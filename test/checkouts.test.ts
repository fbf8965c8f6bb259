/**
 * The workspace graph comes from the commit, not the work tree: the same targets from a full,
 * sparse (cone and not), blobless, treeless and depth-1 checkout, from one an earlier step
 * edited, and from one whose remote cannot be reached (the GitHub API lists the files then).
 * A package in a submodule is read from the submodule's commit when the checkout initialised
 * it, and is unknown (ALL, with a warning) when it did not. Each checkout is made as
 * actions/checkout makes it (test/support/checkouts.ts) and run through the bundle.
 */
import { existsSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { discoverWorkspace } from '../src/targets/workspaces/discover.js';
import { expandMembers } from '../src/targets/workspaces/read.js';
import { CommitFiles } from '../src/targets/workspaces/tree.js';
import {
  FILE_PROTOCOL,
  actionsCheckout,
  bareOrigin,
  type CheckoutOptions,
} from './support/checkouts.js';
import { pullRequestPayload } from './support/examples.js';
import { FakeGitHub } from './support/fake-github.js';
import { Repo, git, removeDir, tempDir } from './support/git-repo.js';
import { memoryLogger } from './support/logger.js';
import { runAction, type RunResult } from './support/runner.js';
import { PNPM } from './support/workspace-fixtures.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const RULES = `
e2e:
  paths: [e2e/**]
  depends-on: ['@acme/web']
site: docs/**
`;

/** Every package of the fixture but the two outside the dependents of @acme/common. */
const EXPECTED = ['@acme/api', '@acme/cli', '@acme/common', '@acme/docs', '@acme/ui', '@acme/web'];

let root: string;
let gh: FakeGitHub;
beforeAll(async () => {
  root = tempDir('mq-checkouts-');
  gh = new FakeGitHub();
  await gh.start();
});
afterAll(async () => {
  await gh.stop();
  removeDir(root);
});

interface PullRequest {
  origin: { dir: string; url: string };
  head: string;
  base: string;
  merge: string;
}

/**
 * Pull request #1 of a pnpm monorepo: it changes packages/common (a shared library) while main
 * moves on, adding a package (apps/cli, depending on @acme/api) and an edge (apps/docs now
 * depends on @acme/ui). Its merge commit is refs/pull/1/merge on a bare origin.
 */
function monorepo(dir: string, extra: (repo: Repo) => void = () => {}): PullRequest {
  const work = Repo.init(path.join(dir, 'work'));
  for (const [file, text] of Object.entries(PNPM)) work.write(file, text);
  work.write('e2e/login.spec.ts', 'test();\n').write('docs/guide.md', '# guide\n');
  extra(work);
  work.commit('base');
  work.git('checkout', '-q', '-b', 'fix/common');
  work.write('packages/common/src/index.ts', 'export const common = 2;\n');
  const head = work.commit('fix common');
  work.git('checkout', '-q', 'main');
  work.write(
    'apps/cli/package.json',
    json({ name: '@acme/cli', dependencies: { '@acme/api': 'workspace:*' } }),
  );
  work.write('apps/cli/src/main.ts', 'main();\n');
  work.write(
    'apps/docs/package.json',
    json({ name: '@acme/docs', version: '1.0.0', devDependencies: { '@acme/ui': 'workspace:*' } }),
  );
  const base = work.commit('main moves on');
  work.git('merge', '-q', '--no-ff', '-m', 'merge fix/common', head);
  const merge = work.head();
  work.git('update-ref', 'refs/pull/1/head', head);
  work.git('update-ref', 'refs/pull/1/merge', merge);
  work.git('reset', '-q', '--hard', base);
  return { origin: bareOrigin(work.dir, path.join(dir, 'origin.git')), head, base, merge };
}

function runIn(pr: PullRequest, workspace: string, inputs: Record<string, string> = {}) {
  return runAction({
    eventName: 'pull_request',
    payload: pullRequestPayload(1, pr.head, pr.base, 'fix/common'),
    workspace,
    inputs: { 'dry-run': 'true', workspaces: 'auto', ...inputs },
    env: { GITHUB_SHA: pr.merge, GITHUB_API_URL: gh.url },
    bundle: inject('bundle'),
  });
}

function targetsOf(result: RunResult): string[] | 'ALL' {
  expect(result.code, result.stdout).toBe(0);
  const value = result.outputs['impacted-targets']!;
  return value === 'ALL' ? 'ALL' : (JSON.parse(value) as string[]);
}

/** The targets of a full checkout (all history), with and without rules. */
async function fullAnswer(pr: PullRequest, name: string) {
  const full = actionsCheckout(pr.origin.url, path.join(root, name), pr.merge, { depth: 0 });
  return {
    auto: targetsOf(await runIn(pr, full)),
    rules: targetsOf(await runIn(pr, full, { targets: RULES })),
  };
}

describe('workspaces read from the commit, whatever the checkout', () => {
  let pr: PullRequest;
  let full: { auto: string[] | 'ALL'; rules: string[] | 'ALL' };
  beforeAll(async () => {
    pr = monorepo(path.join(root, 'mono'));
    full = await fullAnswer(pr, 'mono-full');
    expect(full.auto).toEqual(EXPECTED);
    expect(full.rules).toEqual([...EXPECTED, 'e2e'].sort());
  });

  const checkouts: [string, CheckoutOptions][] = [
    ['depth 1', {}],
    ['sparse, cone mode (apps/web only)', { sparse: { cone: true, paths: ['apps/web'] } }],
    ['sparse, not cone mode (apps/web only)', { sparse: { cone: false, paths: ['/apps/web/'] } }],
    ['blobless (--filter=blob:none)', { filter: 'blob:none' }],
    ['treeless (--filter=tree:0)', { filter: 'tree:0' }],
    ['sparse and blobless', { sparse: { cone: true, paths: ['apps/web'] }, filter: 'blob:none' }],
  ];
  let n = 0;
  it.each(checkouts)('%s: the targets of a full checkout', async (_, options) => {
    const dir = actionsCheckout(pr.origin.url, path.join(root, `mono-${n++}`), pr.merge, options);
    if (options.sparse) {
      // The shared library and its dependents are not in the work tree.
      expect(existsSync(path.join(dir, 'packages/common/package.json'))).toBe(false);
      expect(existsSync(path.join(dir, 'apps/web/package.json'))).toBe(true);
    }
    const auto = await runIn(pr, dir);
    expect(targetsOf(auto)).toEqual(full.auto);
    expect(targetsOf(auto)).toEqual(EXPECTED);
    expect(auto.stdout).not.toContain('outside every package');
    const rules = await runIn(pr, dir, { targets: RULES });
    expect(targetsOf(rules)).toEqual(full.rules);
    expect(targetsOf(rules)).toEqual([...EXPECTED, 'e2e'].sort());
    if (options.sparse) {
      // A rule naming a directory outside the sparse paths is still found to name one, and refused.
      const named = await runIn(pr, dir, { targets: 'api: packages/api' });
      expect(named.code).toBe(1);
      expect(named.stdout).toContain('pattern "packages/api" of target "api" names a directory');
      expect(named.stdout).toContain('"packages/api/**"');
      expect(named.outputs['impacted-targets']).toBeUndefined();
    }
    if (options.filter === 'blob:none' && options.sparse) {
      // Only the manifests were fetched: a source file outside the sparse paths is still missing.
      const source = git(dir, 'rev-parse', `${pr.merge}:packages/api/src/server.ts`);
      const missing = git(dir, 'rev-list', '--objects', '--missing=print', pr.merge);
      expect(missing).toContain(`?${source}`);
      const manifest = git(dir, 'rev-parse', `${pr.merge}:packages/api/package.json`);
      expect(missing).not.toContain(`?${manifest}`);
    }
  });

  it('an earlier step edited manifests in the work tree: the commit wins', async () => {
    const dir = actionsCheckout(pr.origin.url, path.join(root, 'mono-edited'), pr.merge);
    writeFileSync(path.join(dir, 'apps/web/package.json'), json({ name: '@acme/web' }));
    unlinkSync(path.join(dir, 'packages/api/package.json'));
    writeFileSync(path.join(dir, 'pnpm-workspace.yaml'), "packages: ['nothing/*']\n");
    mkdirSync(path.join(dir, 'apps/extra'));
    writeFileSync(path.join(dir, 'apps/extra/package.json'), json({ name: '@acme/common' }));
    expect(targetsOf(await runIn(pr, dir))).toEqual(full.auto);
    expect(targetsOf(await runIn(pr, dir, { targets: RULES }))).toEqual(full.rules);
  });

  it('the remote cannot be reached: the files come from the GitHub API, said in the log', async () => {
    const dir = actionsCheckout(pr.origin.url, path.join(root, 'mono-offline'), pr.merge, {
      sparse: { cone: true, paths: ['apps/web'] },
    });
    // As with persist-credentials: false on a private repository: no fetch succeeds.
    const gone = path.join(root, 'no-such-origin.git');
    git(dir, 'remote', 'set-url', 'origin', `file://${gone}`);
    gh.pulls.push({
      number: 1,
      head: { sha: pr.head, ref: 'fix/common', repo: { full_name: 'octo-org/octo-repo' } },
      base: { sha: pr.base, ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
      files: [{ filename: 'packages/common/src/index.ts', status: 'modified' }],
    });
    try {
      const auto = await runIn(pr, dir);
      expect(targetsOf(auto)).toEqual(full.auto);
      expect(auto.stdout).toContain(
        `Changed files: from the GitHub API's list of the pull request's files, because git could not fetch ${pr.merge}`,
      );
      expect(auto.stdout).toContain(
        `from origin: fatal: '${gone}' does not appear to be a git repository`,
      );
      expect(targetsOf(await runIn(pr, dir, { targets: RULES }))).toEqual(full.rules);
      expect(
        gh.requests.some((r) => r.url.startsWith('/repos/octo-org/octo-repo/pulls/1/files')),
      ).toBe(true);
      // Without a GitHub token to ask, the upload is ALL, as before.
      const noToken = await runIn(pr, dir, { 'github-token': '' });
      expect(targetsOf(noToken)).toBe('ALL');
    } finally {
      gh.pulls.splice(0);
    }
  });
});

describe('a package in a submodule', () => {
  let pr: PullRequest;
  beforeAll(() => {
    const dir = path.join(root, 'sub');
    // The submodule: one package that depends on the superproject's shared library.
    const lib = Repo.init(path.join(dir, 'lib-work'));
    lib.write(
      'package.json',
      json({ name: '@acme/vendored', dependencies: { '@acme/common': 'workspace:*' } }),
    );
    lib.write('index.js', 'module.exports = 1;\n');
    lib.commit('vendored');
    const libOrigin = bareOrigin(lib.dir, path.join(dir, 'lib.git'));
    pr = monorepo(dir, (work) => {
      work.write(
        'pnpm-workspace.yaml',
        "packages:\n  - 'packages/*'\n  - 'apps/*'\n  - 'vendor/*'\n",
      );
      work.git(...FILE_PROTOCOL, 'submodule', 'add', '-q', libOrigin.url, 'vendor/lib');
    });
  });

  it('initialised (submodules: true): read from its commit; not: ALL, with a warning naming it', async () => {
    const withSub = actionsCheckout(pr.origin.url, path.join(root, 'sub-init'), pr.merge, {
      submodules: true,
    });
    const full = actionsCheckout(pr.origin.url, path.join(root, 'sub-full'), pr.merge, {
      depth: 0,
      submodules: true,
    });
    const expected = [...EXPECTED, '@acme/vendored'].sort();
    expect(targetsOf(await runIn(pr, full))).toEqual(expected);
    expect(targetsOf(await runIn(pr, withSub))).toEqual(expected);
    const rules = {
      targets: `${RULES}vendored-e2e: {paths: [e2e/vendored/**], depends-on: ['@acme/vendored']}\n`,
    };
    expect(targetsOf(await runIn(pr, withSub, rules))).toEqual(
      [...expected, 'e2e', 'vendored-e2e'].sort(),
    );
    expect(targetsOf(await runIn(pr, withSub, rules))).toEqual(
      targetsOf(await runIn(pr, full, rules)),
    );

    const without = actionsCheckout(pr.origin.url, path.join(root, 'sub-none'), pr.merge);
    const result = await runIn(pr, without);
    expect(targetsOf(result)).toBe('ALL');
    expect(result.stdout).toMatch(/::warning::.*submodule "vendor\/lib".*`submodules: true`/);
    // A rule may depend on a package the submodule would hold: no input error, ALL still.
    const ruled = await runIn(pr, without, rules);
    expect(targetsOf(ruled)).toBe('ALL');
    expect(ruled.stdout).toContain(
      'depends on "@acme/vendored", which is neither a rule nor a package read',
    );
  });
});

describe('reading the commit: git processes and the file system fallback', () => {
  it('a 50-package workspace is read with 2 git processes, whatever its size', async () => {
    const repo = Repo.init(path.join(root, 'fifty'));
    repo.write('package.json', json({ name: 'root', private: true }));
    repo.write('pnpm-workspace.yaml', "packages: ['packages/*']\n");
    for (let i = 0; i < 50; i++) {
      repo.write(
        `packages/p${i}/package.json`,
        json({ name: `p${i}`, dependencies: i > 0 ? { [`p${i - 1}`]: 'workspace:*' } : {} }),
      );
      repo.write(`packages/p${i}/index.js`, `${i}\n`);
    }
    const head = repo.commit('fifty');
    const commands: string[][] = [];
    const runner = createGitRunner(repo.dir, (args) => commands.push([...args]));
    const files = await CommitFiles.open(runner, repo.dir, head, 'the head');
    const ws = await discoverWorkspace('auto', files!).finally(() => files!.close());
    expect(ws.packages).toHaveLength(50);
    expect(ws.byName.get('p49')!.dependsOn).toEqual(['p48']);
    expect(commands.length).toBeLessThanOrEqual(3);
    expect(commands.map((c) => c.join(' '))).toEqual([
      'cat-file --batch',
      `ls-tree -r -z --full-tree --end-of-options ${head}`,
    ]);

    // In the whole computation too: one listing, one cat-file, no process per manifest.
    repo.write('packages/p0/index.js', 'changed\n');
    const next = repo.commit('change p0');
    commands.length = 0;
    const result = await computeImpactedTargets(
      {
        impactedTargets: undefined,
        impactedTargetsFiles: [],
        impactsAllOn: [],
        targets: undefined,
        targetsFile: undefined,
        workspaces: 'auto',
      },
      { prNumber: 1, head: next, base: head, targetBranch: 'main' },
      { workspace: repo.dir, git: runner, log: memoryLogger() },
    );
    expect(result.targets).toHaveLength(50);
    expect(commands.filter((c) => c.includes('ls-tree') && c.includes('-r'))).toHaveLength(1);
    // (cat-file -e is the diff's check that a commit is here.)
    expect(commands.filter((c) => c.includes('cat-file') && !c.includes('-e'))).toEqual([
      ['cat-file', '--batch'],
    ]);
  });

  it('a sparse blobless checkout fetches the manifests it lacks in one fetch, not one each', async () => {
    const work = Repo.init(path.join(root, 'partial-work'));
    work.write('package.json', json({ name: 'root', private: true }));
    work.write('pnpm-workspace.yaml', "packages: ['packages/*']\n");
    for (let i = 0; i < 50; i++) {
      work.write(`packages/p${i}/package.json`, json({ name: `p${i}` }));
      work.write(`packages/p${i}/index.js`, `${i}\n`);
    }
    const head = work.commit('fifty');
    const origin = bareOrigin(work.dir, path.join(root, 'partial.git'));
    const dir = actionsCheckout(origin.url, path.join(root, 'partial'), head, {
      sparse: { cone: true, paths: ['packages/p0'] },
      filter: 'blob:none',
    });
    const commands: string[][] = [];
    const runner = createGitRunner(dir, (args) => commands.push([...args]));
    const files = await CommitFiles.open(runner, dir, head, 'the head');
    const ws = await discoverWorkspace('auto', files!).finally(() => files!.close());
    expect(ws.packages).toHaveLength(50);
    const fetches = commands.filter((c) => c.includes('fetch'));
    // The root manifests (here: a no-op, they are checked out), then the 50 members at once.
    expect(fetches).toHaveLength(2);
    const manifests = new Set(
      Array.from({ length: 50 }, (_, i) =>
        git(dir, 'rev-parse', `${head}:packages/p${i}/package.json`),
      ),
    );
    expect(new Set(fetches[1]!.slice(fetches[1]!.indexOf('origin') + 1))).toEqual(manifests);
    expect(commands).toHaveLength(4);
  });

  it('without a git repository the work tree is read, as before', async () => {
    const dir = path.join(root, 'plain');
    for (const [file, text] of Object.entries(PNPM)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const log = memoryLogger();
    const result = await computeImpactedTargets(
      {
        impactedTargets: undefined,
        impactedTargetsFiles: [],
        impactsAllOn: [],
        targets: undefined,
        targetsFile: undefined,
        workspaces: 'auto',
      },
      { prNumber: 1, head: 'a'.repeat(40), targetBranch: 'main' },
      {
        workspace: dir,
        git: createGitRunner(dir),
        log,
        listPullRequestFiles: async () => ({ files: [{ path: 'packages/ui/src/button.tsx' }] }),
      },
    );
    expect(result.targets).toEqual(['@acme/ui', '@acme/web']);
    expect(log.lines).toContainEqual({
      level: 'info',
      message:
        "Changed files: from the GitHub API's list of the pull request's files, because the workspace is not a git repository.",
    });
  });

  it('member globs find the same directories in the commit as in the work tree', async () => {
    const repo = Repo.init(path.join(root, 'globs'));
    const dirs = [
      'packages/a',
      'packages/b/nested',
      'packages/.hidden',
      'packages/node_modules/x',
      'packages/a/node_modules/y',
      'apps/web',
      'apps/web/fixtures/f',
      'tools/deep/er/still',
      '.config/pkg',
      'x.y/z',
      'brace/one',
      'brace/two',
      'no-manifest/here',
    ];
    for (const dir of dirs) {
      if (dir !== 'no-manifest/here') repo.write(`${dir}/package.json`, '{}\n');
      repo.write(`${dir}/file.txt`);
    }
    const head = repo.commit('globs');
    const files = (await CommitFiles.open(createGitRunner(repo.dir), repo.dir, head, 'the head'))!;
    const cases: [string[], string[]?][] = [
      [['packages/*']],
      [['packages/**']],
      [['**']],
      [['**/*', '!**/fixtures/**']],
      [['apps/*', 'apps/*/fixtures/*']],
      [['packages/*', '!packages/a']],
      [['.config/*', 'x.y/*']],
      [['brace/{one,two}', 'tools/**/still']],
      [['./packages/a/', '.', '../outside/*']],
      [['*/*'], ['apps/**']],
      [['no-manifest/*', 'packages/.hidden']],
    ];
    for (const [patterns, exclude] of cases) {
      expect(await files.members(patterns, 'package.json', exclude), patterns.join(' ')).toEqual(
        await expandMembers(repo.dir, patterns, 'package.json', exclude),
      );
    }
    expect(files.isDirectory('packages/b')).toBe(true);
    expect(files.isDirectory('packages/b/')).toBe(true);
    expect(files.isDirectory('packages/a/package.json')).toBe(false);
    expect(files.isDirectory('nowhere')).toBe(false);
    files.close();
  });
});
