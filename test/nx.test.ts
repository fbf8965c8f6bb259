/**
 * workspaces: nx, end to end through the bundle with the real Nx (23.2.1, a dev dependency):
 * one pull request per kind of change, each checked out as actions/checkout does (its merge
 * commit, depth 1), each asserting the exact projects or ALL, and never fewer projects than Nx
 * itself names with full history (`nx show projects --affected --base --head`). Then each of
 * Nx's blind spots, and the ways Nx fails: each is ALL with the reason.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { code, escapeText } from '../src/report/escape.js';
import { pullRequestPayload } from './support/examples.js';
import { Repo, git, removeDir, tempDir } from './support/git-repo.js';
import {
  NX_FILES,
  fakeNx,
  linkNodeModules,
  nodeModulesWithoutTypeScript,
  nx,
  nxAffected,
} from './support/nx.js';
import {
  emptyCheckout,
  fullClone,
  pullRequestsOrigin,
  uploadMerge,
  type PullRequestCase,
  type PullRequestRefs,
} from './support/pr-origin.js';
import { runAction } from './support/runner.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const CASES: PullRequestCase[] = [
  {
    name: 'a library source file (imports through tsconfig paths)',
    change: (r) => r.write('libs/util/src/index.ts', 'export const u = 2;\n'),
  },
  {
    name: 'an app source file',
    change: (r) => r.write('apps/web/src/main.ts', 'console.log(1);\n'),
  },
  {
    name: 'a project another names in implicitDependencies',
    change: (r) => r.write('apps/docs/README.md', '# docs, more\n'),
  },
  {
    name: 'a file outside every project that a named input takes',
    change: (r) => r.write('tools/shared-config.json', '{ "strict": true }\n'),
  },
  {
    name: 'an npm-package project',
    change: (r) => r.write('packages/pkg-a/index.js', 'module.exports = 2;\n'),
  },
  {
    name: 'a new project',
    change: (r) =>
      r
        .write('libs/extra/project.json', json({ name: 'extra', targets: {} }))
        .write('libs/extra/src/index.ts', 'export const e = 1;\n'),
  },
  { name: 'a deleted file in a project', change: (r) => r.remove('libs/core/src/helper.ts') },
  {
    name: 'a path .nxignore hides, inside a project',
    change: (r) => r.write('libs/core/generated/schema.ts', 'export const schema = { v: 2 };\n'),
  },
  {
    name: 'a file outside every project',
    change: (r) => r.write('.github/workflows/ci.yml', 'on: push\n'),
  },
  {
    name: 'the root package.json',
    change: (r) =>
      r.write(
        'package.json',
        r.read('package.json').replace('"private"', '"description": "x",\n  "private"'),
      ),
  },
  {
    name: 'nx.json',
    change: (r) => r.write('nx.json', r.read('nx.json').replace('"shared"', '"shared2"')),
  },
  {
    name: 'tsconfig.base.json',
    change: (r) =>
      r.write('tsconfig.base.json', r.read('tsconfig.base.json').replace('"."', '"./"')),
  },
  { name: 'a root tsconfig.json', change: (r) => r.write('tsconfig.json', '{ "files": [] }\n') },
  { name: 'a lockfile', change: (r) => r.write('package-lock.json', '{ "lockfileVersion": 3 }\n') },
  { name: '.nxignore', change: (r) => r.write('.nxignore', 'libs/core/generated\napps/docs\n') },
  { name: '.gitignore', change: (r) => r.write('.gitignore', 'node_modules\n.nx\ndist\ntmp\n') },
  { name: 'a deleted project.json', change: (r) => r.remove('libs/leaf/project.json') },
  { name: 'a path with a comma', change: (r) => r.write('apps/web/a,b.ts', 'export {};\n') },
  {
    name: 'a deleted package.json',
    change: (r) =>
      r
        .remove('packages/pkg-b/package.json')
        .write('packages/pkg-b/index.js', 'module.exports = 0;\n'),
  },
];

/** What each case must upload: exact projects, or ALL with words of its reason. */
const EXPECTED: Record<string, string[] | { all: string }> = {
  'a library source file (imports through tsconfig paths)': ['core', 'util', 'web'],
  'an app source file': ['web'],
  'a project another names in implicitDependencies': ['docs', 'web'],
  'a file outside every project that a named input takes': ['core', 'docs', 'leaf', 'util', 'web'],
  'an npm-package project': ['pkg-a', 'pkg-b'],
  'a new project': ['extra'],
  'a deleted file in a project': ['core', 'web'],
  // Nx names nothing (it ignores the path); the project the file lies in and its dependents.
  'a path .nxignore hides, inside a project': ['core', 'web'],
  'a file outside every project': [],
  'the root package.json': { all: 'package.json (the root one) changed' },
  'nx.json': { all: 'nx.json changed: it configures every Nx project' },
  'tsconfig.base.json': { all: 'tsconfig.base.json changed' },
  'a root tsconfig.json': { all: 'tsconfig.json changed' },
  'a lockfile': { all: 'package-lock.json changed' },
  '.nxignore': { all: '.nxignore changed: it decides which files Nx sees' },
  '.gitignore': { all: '.gitignore changed: it decides which files Nx sees' },
  'a deleted project.json': { all: 'libs/leaf/project.json was deleted' },
  'a path with a comma': ['web'],
  'a deleted package.json': { all: 'packages/pkg-b/package.json was deleted' },
};

describe('workspaces: nx, end to end with the real Nx', () => {
  let root: string;
  let origin: Repo;
  let merges: Map<string, PullRequestRefs>;
  let checkout: string;
  let full: string;
  let dataDir: string;

  beforeAll(() => {
    root = tempDir('mq-nx-');
    ({ origin, merges } = pullRequestsOrigin(path.join(root, 'origin'), NX_FILES, CASES));
    // One checkout, reused for every pull request as a runner's workspace is.
    checkout = path.join(root, 'checkout');
    emptyCheckout(checkout, origin);
    // The oracle's: a full clone, where Nx diffs with git itself.
    full = fullClone(origin, path.join(root, 'full'));
    linkNodeModules(full);
    dataDir = path.join(root, 'nx-data');
  });
  afterAll(() => removeDir(root));

  function upload(
    name: string,
    inputs: Record<string, string> = {},
    prepare: (dir: string) => void = linkNodeModules,
  ) {
    return uploadMerge({
      checkout,
      pr: merges.get(name)!,
      bundle: inject('bundle'),
      inputs: { workspaces: 'nx', ...inputs },
      prepare,
    });
  }

  it.each(CASES.map((c) => c.name))('%s', async (name) => {
    const result = await upload(name);
    expect(result.code, result.stdout).toBe(0);
    const expected = EXPECTED[name]!;
    if (Array.isArray(expected)) {
      const targets = JSON.parse(result.outputs['impacted-targets']!) as string[];
      expect(targets).toEqual([...expected].sort());
      // Never fewer projects than Nx names itself, diffing with full history.
      const pr = merges.get(name)!;
      const oracle = nxAffected(full, `${pr.merge}^1`, pr.merge, dataDir);
      expect(oracle.filter((p) => !targets.includes(p))).toEqual([]);
    } else {
      expect(result.outputs['impacted-targets']).toBe('ALL');
      expect(result.stdout).toContain(expected.all);
    }
  });

  it('a file outside every project: unmatched-files decides (warn names it; all uploads ALL)', async () => {
    const warned = await upload('a file outside every project');
    expect(warned.stdout).toContain(
      '1 changed file lies outside every Nx project and matches no target rule: ".github/workflows/ci.yml"',
    );
    const all = await upload('a file outside every project', { 'unmatched-files': 'all' });
    expect(all.outputs['impacted-targets']).toBe('ALL');
    // A rule of the user's accounts for it.
    const ruled = await upload('a file outside every project', {
      targets: 'ci:\n  - .github/**\n',
    });
    expect(JSON.parse(ruled.outputs['impacted-targets']!)).toEqual(['ci']);
    expect(ruled.stdout).not.toContain('outside every Nx project');
    // A file a named input takes is Nx's: no warning.
    const taken = await upload('a file outside every project that a named input takes');
    expect(taken.stdout).not.toContain('outside every Nx project');
  });

  it('workspaces: auto picks Nx for nx.json at the root, beside the npm workspace', async () => {
    const result = await upload('a library source file (imports through tsconfig paths)', {
      workspaces: 'auto',
    });
    expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual(['core', 'util', 'web']);
    expect(result.stdout).toContain('show projects --affected --json --stdin');
  });

  it('the summary names the Nx calls and their time, and each project with the files that fed it', async () => {
    const result = await upload('a library source file (imports through tsconfig paths)');
    expect(result.summary).toContain(
      `Nx's graph: ${code('node node_modules/nx/dist/bin/nx.js show projects --affected --json --stdin')}`,
    );
    expect(result.summary).toMatch(/<\/code> \(\d+\.\d s\)\./);
    expect(result.summary).toContain(`Nx: ${code('libs/util/src/index.ts')} changed in it`);
    expect(result.summary).toContain(
      `Nx: depends on ${code('core')} ← ${code('util')} ← ${code('libs/util/src/index.ts')}`,
    );
    expect(result.stdout).toContain('  web: Nx: depends on core ← util ← libs/util/src/index.ts');
    const ignored = await upload('a path .nxignore hides, inside a project');
    expect(ignored.stdout).toContain(
      'core: libs/core/generated/schema.ts changed in it (Nx left it out: a path it ignores)',
    );
    const input = await upload('a file outside every project that a named input takes');
    expect(input.summary).toContain(escapeText('{workspaceRoot}/tools/shared-config.json'));
  });

  it('typescript missing where Nx looks for it: ALL (Nx would drop every import edge, exit 0)', async () => {
    const name = 'a library source file (imports through tsconfig paths)';
    const result = await upload(name, {}, nodeModulesWithoutTypeScript);
    expect(result.outputs['impacted-targets']).toBe('ALL');
    expect(result.stdout).toContain(
      'the root package.json depends on @nx/js, so Nx follows TypeScript imports, but typescript cannot be loaded',
    );
    // What Nx itself says there: the changed project alone, and nothing on stderr.
    const own = nx(
      checkout,
      ['show', 'projects', '--affected', '--stdin', '--json'],
      path.join(root, 'nx-data-no-ts'),
      'libs/util/src/index.ts\n',
    );
    expect(JSON.parse(own)).toEqual(['util']);
  });

  describe('when Nx is missing or fails, the upload is ALL with the reason', () => {
    const name = 'an app source file';

    it('Nx not installed: a warning says to install first', async () => {
      const result = await upload(name, {}, () => undefined);
      expect(result.outputs['impacted-targets']).toBe('ALL');
      expect(result.stdout).toContain(
        '::warning::Uploading ALL: Nx is not installed in the work tree',
      );
      expect(result.stdout).toContain('npm ci');
    });

    it('Nx exiting non-zero: its last lines are quoted', async () => {
      const result = await upload(name, {}, (dir) =>
        fakeNx(dir, 'console.error("NX   Could not find Nx modules");\nprocess.exit(1);\n'),
      );
      expect(result.outputs['impacted-targets']).toBe('ALL');
      expect(result.stdout).toContain('Nx exited with code 1');
      expect(result.stdout).toContain('Could not find Nx modules');
    });

    it('Nx printing something other than a JSON list of names', async () => {
      for (const printed of ['hello', '{"projects": []}', '["web", 3]']) {
        const result = await upload(name, {}, (dir) =>
          fakeNx(dir, `console.log(${JSON.stringify(printed)});\n`),
        );
        expect(result.outputs['impacted-targets']).toBe('ALL');
        expect(result.stdout).toContain(
          'nx show projects printed something other than a JSON list of project names',
        );
      }
    });

    it('Nx hanging: stopped at nx-timeout-seconds', async () => {
      // It never ends by itself: only being stopped lets the run end, within the test's timeout.
      const result = await upload(name, { 'nx-timeout-seconds': '2' }, (dir) =>
        fakeNx(dir, 'setInterval(() => {}, 1000);\n'),
      );
      expect(result.outputs['impacted-targets']).toBe('ALL');
      expect(result.stdout).toContain('Nx did not answer within 2 s and was stopped');
    });

    it('a workflow command in Nx output runs nothing', async () => {
      const result = await upload(name, {}, (dir) =>
        fakeNx(dir, 'console.error("::error::injected");\nprocess.exit(1);\n'),
      );
      // A failure quotes the output in its warning, behind the gutter, inside the ::warning::
      // command's data (its line breaks encoded): no line of the log starts with it.
      expect(result.stdout).not.toMatch(/^::error::injected/m);
      expect(result.stdout).toMatch(
        /^::warning::Nx could not answer.*%0A {2}\| ::error::injected/m,
      );
    });

    /** A stand-in Nx that records its `show projects` call and answers ["web"] with a graph. */
    const recorder = (seen: string) =>
      [
        "const fs = require('fs');",
        'const argv = process.argv.slice(2);',
        "if (argv[0] === 'show') {",
        "  const input = fs.readFileSync(0, 'utf8');",
        `  fs.writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ argv, input, env: { daemon: process.env.NX_DAEMON, cloud: process.env.NX_NO_CLOUD, isolate: process.env.NX_ISOLATE_PLUGINS, data: process.env.NX_WORKSPACE_DATA_DIRECTORY } }));`,
        '  console.log(\'["web"]\');',
        '} else {',
        "  const file = argv.find((a) => a.startsWith('--file=')).slice('--file='.length);",
        "  fs.writeFileSync(file, JSON.stringify({ graph: { nodes: { web: { data: { root: 'apps/web' } } }, dependencies: { web: [] } } }));",
        '}',
      ].join('\n');
    const recorded = (seen: string) =>
      JSON.parse(readFileSync(seen, 'utf8')) as {
        argv: string[];
        input: string;
        env: Record<string, string>;
      };

    it('the files reach Nx on standard input, one per line, and the environment keeps it offline', async () => {
      const seen = path.join(root, 'seen.json');
      const result = await upload(name, {}, (dir) => fakeNx(dir, recorder(seen)));
      expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual(['web']);
      const call = recorded(seen);
      expect(call.argv).toEqual(['show', 'projects', '--affected', '--json', '--stdin']);
      expect(call.input).toBe('apps/web/src/main.ts\n');
      expect(call.env).toMatchObject({ daemon: 'false', cloud: 'true', isolate: 'false' });
      expect(call.env.data).toContain('mq-nx-');
      // The cache directory went with the run.
      expect(existsSync(call.env.data!)).toBe(false);
    });

    it('an Nx without --stdin gets --files; a path it would split there is ALL', async () => {
      const seen = path.join(root, 'seen-files.json');
      const result = await upload(name, {}, (dir) => fakeNx(dir, recorder(seen), '22.1.0'));
      expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual(['web']);
      expect(recorded(seen).argv).toEqual([
        'show',
        'projects',
        '--affected',
        '--json',
        '--files=apps/web/src/main.ts',
      ]);
      const comma = await upload('a path with a comma', {}, (dir) =>
        fakeNx(dir, recorder(seen), '22.1.0'),
      );
      expect(comma.outputs['impacted-targets']).toBe('ALL');
      expect(comma.stdout).toContain(
        'Nx 22.1.0 takes the changed files only through --files, which splits "apps/web/a,b.ts" at its comma or space',
      );
    });
  });

  it('a sparse checkout is ALL, naming sparse-checkout (Nx would see part of the tree)', async () => {
    const pr = merges.get('an app source file')!;
    const sparse = path.join(root, 'sparse');
    emptyCheckout(sparse, origin);
    git(sparse, 'sparse-checkout', 'set', '--cone', 'apps');
    git(
      sparse,
      'fetch',
      '-q',
      '--no-tags',
      '--depth=1',
      'origin',
      `+refs/pull/${pr.number}/merge:refs/remotes/pull/${pr.number}/merge`,
    );
    git(sparse, 'checkout', '-q', '--force', '--detach', `refs/remotes/pull/${pr.number}/merge`);
    linkNodeModules(sparse);
    const result = await runAction({
      eventName: 'pull_request',
      payload: pullRequestPayload(pr.number, pr.head, pr.base),
      workspace: sparse,
      inputs: { command: 'upload-impacted-targets', 'dry-run': 'true', workspaces: 'nx' },
      env: { GITHUB_SHA: pr.merge },
      bundle: inject('bundle'),
    });
    expect(result.outputs['impacted-targets']).toBe('ALL');
    expect(result.stdout).toContain('the checkout is sparse (sparse-checkout)');
    expect(result.stdout).toContain('the work tree Nx reads');
  });

  it('workspaces: nx without nx.json is an input error', async () => {
    const dir = path.join(root, 'no-nx');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'package.json'), '{}');
    const pr = merges.get('an app source file')!;
    const result = await runAction({
      eventName: 'pull_request',
      payload: pullRequestPayload(pr.number, pr.head, pr.base),
      workspace: dir,
      inputs: { command: 'upload-impacted-targets', 'dry-run': 'true', workspaces: 'nx' },
      bundle: inject('bundle'),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('names nx, but no nx.json was found');
  });
});
