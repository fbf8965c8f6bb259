/**
 * workspaces: turbo, end to end through the bundle: the npm workspace's packages with
 * turbo.json's rules read from the merge commit at depth 1 (turbo never runs there), each pull
 * request asserting the exact packages or ALL, and never fewer packages than turbo itself names
 * with full history (`turbo query affected --packages --base --head`, the root `//` aside: the
 * root is no target). Then turbo.json read as turbo reads it: JSONC, packages' own files.
 */
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { discoverWorkspace } from '../src/targets/workspaces/discover.js';
import { workspaceImpact } from '../src/targets/workspaces/impact.js';
import { parseJsonc } from '../src/targets/jsonc.js';
import { Repo, git, removeDir, tempDir } from './support/git-repo.js';
import {
  emptyCheckout,
  fullClone,
  pullRequestsOrigin,
  uploadMerge,
  type PullRequestCase,
  type PullRequestRefs,
} from './support/pr-origin.js';
import { ROOT } from './support/runner.js';

const TURBO = path.join(ROOT, 'node_modules', 'turbo', 'bin', 'turbo');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An npm workspace run by Turborepo, with a lockfile turbo reads. */
const TURBO_FILES: Record<string, string> = {
  'package.json': json({
    name: 'root',
    private: true,
    packageManager: 'npm@11.19.1',
    workspaces: ['packages/*', 'apps/*'],
    devDependencies: { 'left-pad': '1.3.0', config: '*' },
  }),
  'turbo.json': [
    '{',
    '  // JSONC: comments and trailing commas, as turbo reads it',
    '  "$schema": "https://turborepo.com/schema.json",',
    '  "globalDependencies": ["config/*.env"],',
    '  "tasks": {',
    '    "build": {',
    '      "dependsOn": ["^build"],',
    '      "inputs": ["$TURBO_DEFAULT$", "$TURBO_ROOT$/shared/build-config.json"],',
    '    },',
    '    /* lint reads the root eslint configuration */',
    '    "lint": { "inputs": ["$TURBO_DEFAULT$", "$TURBO_ROOT$/.eslintrc.json"] },',
    '    "web#deploy": { "inputs": ["$TURBO_ROOT$/deploy/**"] },',
    '  },',
    '}',
    '',
  ].join('\n'),
  'packages/a/package.json': json({ name: 'a', version: '1.0.0', scripts: { build: 'echo a' } }),
  'packages/a/index.js': 'a\n',
  'packages/config/package.json': json({ name: 'config', version: '1.0.0' }),
  'packages/config/index.js': 'module.exports = {};\n',
  'packages/b/package.json': json({
    name: 'b',
    version: '1.0.0',
    scripts: { lint: 'echo b' },
    dependencies: { a: '*', 'is-odd': '3.0.1' },
  }),
  'packages/b/index.js': 'b\n',
  'apps/web/package.json': json({
    name: 'web',
    version: '1.0.0',
    scripts: { build: 'echo web', deploy: 'echo deploy' },
    dependencies: { b: '*' },
  }),
  'apps/web/index.js': 'web\n',
  'apps/web/turbo.json': json({
    extends: ['//'],
    tasks: { build: { inputs: ['$TURBO_DEFAULT$', '$TURBO_ROOT$/shared/web.json'] } },
  }),
  'config/a.env': 'X=1\n',
  'shared/build-config.json': '{}\n',
  'shared/web.json': '{}\n',
  'deploy/targets.txt': 'prod\n',
  '.eslintrc.json': '{}\n',
  'README.md': '# root\n',
  'package-lock.json': json({
    name: 'root',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: 'root',
        workspaces: ['packages/*', 'apps/*'],
        devDependencies: { 'left-pad': '1.3.0', config: '*' },
      },
      'apps/web': { version: '1.0.0', dependencies: { b: '*' } },
      'node_modules/a': { resolved: 'packages/a', link: true },
      'node_modules/b': { resolved: 'packages/b', link: true },
      'node_modules/config': { resolved: 'packages/config', link: true },
      'node_modules/web': { resolved: 'apps/web', link: true },
      'node_modules/is-number': {
        version: '6.0.0',
        resolved: 'https://registry.npmjs.org/is-number/-/is-number-6.0.0.tgz',
        integrity:
          'sha512-Wu1VHeILBK8KAWJUAiSZQX94GmOE45Rg6/538fKwiloUu21KncEkYGPqob2oSZ5mUT73vLGrHQjKw3KMPwfDzg==',
      },
      'node_modules/is-odd': {
        version: '3.0.1',
        resolved: 'https://registry.npmjs.org/is-odd/-/is-odd-3.0.1.tgz',
        integrity:
          'sha512-CQpnWPrDwmP1+SMHXZhtLtJv90yiyVfluGsX5iNCVkrhQtU3TQHsUWPG9wkdk9Lgd5yNpAg9jQEo90CBaXgWMA==',
        dependencies: { 'is-number': '^6.0.0' },
      },
      'node_modules/left-pad': {
        version: '1.3.0',
        resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz',
        integrity:
          'sha512-XI5MPzVNApjAyhQzphX8BkmKsKUxD4LdyK24iZeQEwbSOp2nDYQ9nlTwx8pI0XSswfOVcPUThtJPDhY0kyDVNA==',
        dev: true,
      },
      'packages/a': { version: '1.0.0' },
      'packages/config': { version: '1.0.0' },
      'packages/b': { version: '1.0.0', dependencies: { a: '*', 'is-odd': '3.0.1' } },
    },
  }),
};

const CASES: PullRequestCase[] = [
  { name: 'a package file', change: (r) => r.write('packages/a/index.js', 'a changed\n') },
  { name: 'a leaf package file', change: (r) => r.write('apps/web/index.js', 'web changed\n') },
  {
    name: 'a root file a task takes through $TURBO_ROOT$ (build)',
    change: (r) => r.write('shared/build-config.json', '{ "minify": true }\n'),
  },
  {
    name: 'a root file a task takes through $TURBO_ROOT$ (lint)',
    change: (r) => r.write('.eslintrc.json', '{ "root": true }\n'),
  },
  {
    name: "a root file one package's own turbo.json takes",
    change: (r) => r.write('shared/web.json', '{ "v": 2 }\n'),
  },
  {
    name: 'a root file a package-specific task (web#deploy) takes',
    change: (r) => r.write('deploy/targets.txt', 'staging\n'),
  },
  {
    name: 'a lockfile entry only one package reaches',
    change: (r) =>
      r.write(
        'package-lock.json',
        r
          .read('package-lock.json')
          .replace('is-number-6.0.0.tgz', 'is-number-6.0.1.tgz')
          .replace('"version": "6.0.0"', '"version": "6.0.1"'),
      ),
  },
  { name: 'a root file no rule takes', change: (r) => r.write('README.md', '# root, more\n') },
  {
    name: 'turbo.json',
    change: (r) =>
      r.write('turbo.json', r.read('turbo.json').replace('"^build"', '"^build", "lint"')),
  },
  {
    name: "a package's own turbo.json",
    change: (r) =>
      r.write(
        'apps/web/turbo.json',
        json({ extends: ['//'], tasks: { build: { outputs: ['dist/**'] } } }),
      ),
  },
  { name: 'a globalDependencies match', change: (r) => r.write('config/a.env', 'X=2\n') },
  {
    name: 'a package the root depends on',
    change: (r) => r.write('packages/config/index.js', 'module.exports = { strict: true };\n'),
  },
  {
    name: 'a root devDependency',
    change: (r) => r.write('package.json', r.read('package.json').replace('"1.3.0"', '"1.3.1"')),
  },
];

const EXPECTED: Record<string, string[] | { all: string }> = {
  'a package file': ['a', 'b', 'web'],
  'a leaf package file': ['web'],
  // turbo names only the root `//` for these: its package-level answer misses task inputs.
  'a root file a task takes through $TURBO_ROOT$ (build)': ['a', 'b', 'web'],
  'a root file a task takes through $TURBO_ROOT$ (lint)': ['b', 'web'],
  "a root file one package's own turbo.json takes": ['web'],
  'a root file a package-specific task (web#deploy) takes': ['web'],
  'a lockfile entry only one package reaches': ['b', 'web'],
  'a root file no rule takes': [],
  'turbo.json': { all: "turbo.json changed: Turborepo's configuration (turbo.json)" },
  "a package's own turbo.json": { all: 'apps/web/turbo.json changed' },
  'a globalDependencies match': {
    all: 'config/a.env matches "config/*.env" in globalDependencies of turbo.json',
  },
  // turbo: every package (RootInternalDepChanged).
  'a package the root depends on': {
    all: 'the root package.json depends on config, which is impacted',
  },
  'a root devDependency': { all: 'the root package.json\'s "devDependencies" changed' },
};

describe('workspaces: turbo, end to end', () => {
  let root: string;
  let origin: Repo;
  let merges: Map<string, PullRequestRefs>;
  let checkout: string;
  let full: string;

  beforeAll(() => {
    root = tempDir('mq-turbo-');
    ({ origin, merges } = pullRequestsOrigin(path.join(root, 'origin'), TURBO_FILES, CASES));
    checkout = path.join(root, 'checkout');
    emptyCheckout(checkout, origin);
    full = fullClone(origin, path.join(root, 'full'));
  });
  afterAll(() => removeDir(root));

  function upload(name: string, inputs: Record<string, string> = {}) {
    return uploadMerge({
      checkout,
      pr: merges.get(name)!,
      bundle: inject('bundle'),
      inputs: { workspaces: 'turbo', ...inputs },
    });
  }

  /** turbo's own packages for the merge commit against its first parent (SHAs, full history). */
  function turboAffected(name: string): string[] {
    const pr = merges.get(name)!;
    git(full, 'checkout', '-q', '--force', '--detach', pr.merge);
    const out = execFileSync(
      process.execPath,
      [TURBO, 'query', 'affected', '--packages', '--base', `${pr.merge}^1`, '--head', pr.merge],
      {
        cwd: full,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const doc = JSON.parse(out) as {
      data: { affectedPackages: { items: { name: string }[] } };
    };
    return doc.data.affectedPackages.items.map((item) => item.name).sort();
  }

  it.each(CASES.map((c) => c.name))('%s', async (name) => {
    const result = await upload(name);
    expect(result.code, result.stdout).toBe(0);
    const expected = EXPECTED[name]!;
    const oracle = turboAffected(name);
    if (Array.isArray(expected)) {
      const targets = JSON.parse(result.outputs['impacted-targets']!) as string[];
      expect(targets).toEqual([...expected].sort());
      expect(oracle.filter((p) => p !== '//' && !targets.includes(p))).toEqual([]);
    } else {
      expect(result.outputs['impacted-targets']).toBe('ALL');
      expect(result.stdout).toContain(expected.all);
    }
  });

  it('turbo itself misses a task input at the package level; the action names the packages and why', async () => {
    const name = 'a root file a task takes through $TURBO_ROOT$ (build)';
    expect(turboAffected(name)).toEqual(['//']);
    const result = await upload(name);
    expect(result.stdout).toContain(
      '  a: its build task takes shared/build-config.json through the input $TURBO_ROOT$/shared/build-config.json (turbo.json)',
    );
    expect(result.stdout).toContain('  b: depends on a');
    expect(result.stdout).not.toContain('outside every package');
  });

  it('a package the root depends on changed: turbo names every package, and the upload is ALL', () => {
    expect(turboAffected('a package the root depends on')).toEqual([
      '//',
      'a',
      'b',
      'config',
      'web',
    ]);
  });

  it('workspaces: auto reads turbo.json when it is at the root; npm alone does not', async () => {
    const name = 'a root file a task takes through $TURBO_ROOT$ (lint)';
    const auto = await upload(name, { workspaces: 'auto' });
    expect(JSON.parse(auto.outputs['impacted-targets']!)).toEqual(['b', 'web']);
    const npm = await upload(name, { workspaces: 'npm' });
    expect(npm.outputs['impacted-targets']).toBe('[]');
    expect(npm.stdout).toContain('".eslintrc.json"');
  });

  it('a root file no rule takes follows unmatched-files, as in the workspace mode', async () => {
    const warned = await upload('a root file no rule takes');
    expect(warned.stdout).toContain(
      'lies outside every package and matches no target rule: "README.md"',
    );
    const all = await upload('a root file no rule takes', { 'unmatched-files': 'all' });
    expect(all.outputs['impacted-targets']).toBe('ALL');
  });
});

describe('turbo.json as turbo reads it', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach(removeDir));

  function repo(files: Record<string, string>): Repo {
    const dir = tempDir('mq-turbo-read-');
    roots.push(dir);
    const r = Repo.init(path.join(dir, 'repo'));
    for (const [file, text] of Object.entries(files)) r.write(file, text);
    return r;
  }

  it('JSONC: comments (line and block, also between a trailing comma and its bracket) and trailing commas; strings keep // and /*', () => {
    expect(
      parseJsonc('{\n // a\n "a": "http://x/*y*/", /* b */ "b": [1, 2, /* c */ ],\n // d\n}'),
    ).toEqual({ a: 'http://x/*y*/', b: [1, 2] });
    expect(parseJsonc('{"s": "quote \\" // not a comment",}')).toEqual({
      s: 'quote " // not a comment',
    });
  });

  it('a `../` input that leaves the package is a root file of its task; turbo.jsonc is read', async () => {
    const r = repo({
      'package.json': json({ name: 'root', workspaces: ['packages/*'] }),
      'turbo.jsonc': '{ "tasks": { "test": { "inputs": ["../../fixtures/**", "src/**"] } } }',
      'packages/a/package.json': json({ name: 'a', scripts: { test: 'x' } }),
      'packages/b/package.json': json({ name: 'b', scripts: { build: 'x' } }),
    });
    const ws = await discoverWorkspace(['turbo'], r.dir);
    expect(ws.managers).toEqual(['npm']);
    expect(ws.turbo?.rootInputs).toEqual([
      expect.objectContaining({ task: 'test', pattern: 'fixtures/**', only: 'a' }),
      expect.objectContaining({ task: 'test', pattern: 'fixtures/**', only: 'b' }),
    ]);
    const impact = await workspaceImpact(
      ws,
      ['fixtures/one.json', 'packages/a/src/x.ts'],
      undefined,
    );
    // b has no test script: turbo runs no test task in it.
    expect([...impact.direct.keys()].sort()).toEqual(['a']);
    expect(impact.outside).toEqual([]);
  });

  it('workspaces: turbo without turbo.json, or without a JS workspace, is an input error', async () => {
    const noTurbo = repo({
      'package.json': json({ name: 'root', workspaces: ['packages/*'] }),
      'packages/a/package.json': json({ name: 'a' }),
    });
    expect(
      String(await discoverWorkspace(['turbo'], noTurbo.dir).catch((e: unknown) => e)),
    ).toContain('names turbo, but no turbo.json or turbo.jsonc was found at the root');
    const noJs = repo({ 'turbo.json': '{}' });
    expect(String(await discoverWorkspace(['turbo'], noJs.dir).catch((e: unknown) => e))).toContain(
      'names turbo, but no npm, yarn or pnpm workspace',
    );
    // auto with no turbo.json reads the workspace as before.
    expect((await discoverWorkspace('auto', noTurbo.dir)).turbo).toBeUndefined();
  });

  it('a turbo.json that does not parse is an input error naming it', async () => {
    const broken = repo({
      'package.json': json({ name: 'root', workspaces: ['packages/*'] }),
      'turbo.json': '{ "tasks": ',
      'packages/a/package.json': json({ name: 'a' }),
    });
    expect(String(await discoverWorkspace('auto', broken.dir).catch((e: unknown) => e))).toContain(
      'turbo.json is not valid JSON (comments and trailing commas allowed)',
    );
  });
});
