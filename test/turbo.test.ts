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

/** turbo's own packages for the merge commit against its first parent (SHAs, full history). */
function turboQuery(full: string, pr: PullRequestRefs): string[] {
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

  const turboAffected = (name: string) => turboQuery(full, merges.get(name)!);

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
    // The run says which turbo.json files it read; a run that reads none says nothing of it.
    expect(auto.stdout).toMatch(/Turborepo: read turbo\.json/);
    const npm = await upload(name, { workspaces: 'npm' });
    expect(npm.stdout).not.toContain('Turborepo: read');
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

/** An npm workspace of `deps` (name → [directory, workspace dependencies]) and its lockfile. */
function npmWorkspace(deps: Record<string, [string, string[]]>): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': json({
      name: 'root',
      private: true,
      packageManager: 'npm@11.19.1',
      workspaces: ['packages/*', 'apps/*'],
    }),
  };
  const lock: Record<string, unknown> = {
    '': { name: 'root', workspaces: ['packages/*', 'apps/*'] },
  };
  for (const [name, [dir, uses]] of Object.entries(deps)) {
    const dependencies = Object.fromEntries(uses.map((u) => [u, '*']));
    files[`${dir}/package.json`] = json({
      name,
      version: '1.0.0',
      scripts: { build: `echo ${name}` },
      ...(uses.length > 0 ? { dependencies } : {}),
    });
    files[`${dir}/src/index.js`] = `${name}\n`;
    files[`${dir}/README.md`] = `# ${name}\n`;
    lock[`node_modules/${name}`] = { resolved: dir, link: true };
    lock[dir] = { version: '1.0.0', ...(uses.length > 0 ? { dependencies } : {}) };
  }
  files['package-lock.json'] = json({
    name: 'root',
    lockfileVersion: 3,
    requires: true,
    packages: lock,
  });
  return files;
}

/** a ← b ← web (dependencies), tool and docs alone: turbo 2's newer settings over them. */
const SETTINGS_TREE: Record<string, string> = {
  ...npmWorkspace({
    a: ['packages/a', []],
    b: ['packages/b', ['a']],
    tool: ['packages/tool', []],
    docs: ['packages/docs', []],
    web: ['apps/web', ['b']],
  }),
  'tsconfig.base.json': '{}\n',
  'types/global.d.ts': 'declare const X: number;\n',
  'README.md': '# root\n',
  'apps/web/public/logo.svg': '<svg/>\n',
  'packages/docs/content/intro.md': '# intro\n',
  'brand/colors.json': '{}\n',
  'apps/web/turbo.json': json({
    extends: ['//'],
    tasks: { build: { inputs: ['$TURBO_EXTENDS$', 'public/**', '$TURBO_ROOT$/brand/**'] } },
  }),
  // tool's build is web's (root first, then web's turbo.json), with a lint run beside a's build.
  'packages/tool/turbo.json': json({
    extends: ['//', 'web'],
    tasks: { lint: { inputs: ['lint.json'], with: ['a#build'] } },
  }),
  'packages/docs/turbo.json': json({
    $schema: 'https://turborepo.com/schema.json',
    extends: ['//'],
    tasks: { build: { inputs: ['content/**'] }, typecheck: { extends: false } },
  }),
};

/** turbo.json with global.inputs and affected through task inputs; a root task reading types/. */
const SETTINGS_TURBO = json({
  $schema: 'https://turborepo.com/schema.json',
  futureFlags: {
    globalConfiguration: true,
    affectedUsingTaskInputs: true,
    errorsOnlyShowHash: true,
  },
  global: { inputs: ['tsconfig.base.json'], env: ['CI'], ui: 'stream' },
  tasks: {
    build: { dependsOn: ['^build'], inputs: ['src/**'], outputs: ['dist/**'] },
    typecheck: { dependsOn: ['//#check-types'], inputs: ['src/**'] },
    '//#check-types': { inputs: ['types/**'] },
    test: { dependsOn: ['build'], inputs: ['test/**'], cache: false },
    'web#deploy': { dependsOn: ['tool#build'], inputs: ['deploy.json'], persistent: false },
  },
});

/** The same tree where every package's format task depends on a root format reading everything. */
const EVERYTHING_TURBO = json({
  futureFlags: { affectedUsingTaskInputs: true },
  tasks: {
    build: { dependsOn: ['^build'] },
    format: { dependsOn: ['//#format'] },
    '//#format': {},
  },
});

const SETTINGS_CASES: PullRequestCase[] = [
  { name: 'a source file of a', change: (r) => r.write('packages/a/src/index.js', 'a 2\n') },
  { name: 'a file no task of a takes', change: (r) => r.write('packages/a/README.md', '# a 2\n') },
  { name: 'a file the root task takes', change: (r) => r.write('types/global.d.ts', '// 2\n') },
  { name: 'a root file no task takes', change: (r) => r.write('README.md', '# root 2\n') },
  { name: 'a global input', change: (r) => r.write('tsconfig.base.json', '{ "strict": true }\n') },
  {
    name: "an input web's turbo.json adds with $TURBO_EXTENDS$",
    change: (r) => r.write('apps/web/public/logo.svg', '<svg width="1"/>\n'),
  },
  {
    name: 'a package a pkg#task depends on',
    change: (r) => r.write('packages/tool/src/index.js', 'tool 2\n'),
  },
  {
    name: "a root file web's turbo.json adds, which tool's extends from web",
    change: (r) => r.write('brand/colors.json', '{ "primary": "teal" }\n'),
  },
  {
    name: "an input docs' turbo.json replaces",
    change: (r) => r.write('packages/docs/content/intro.md', '# intro 2\n'),
  },
];

const SETTINGS_EXPECTED: Record<string, string[] | { all: string }> = {
  // Not tool: its lint runs `with` a#build, which turbo does not count as a dependency.
  'a source file of a': ['a', 'b', 'web'],
  // turbo: none (no task takes it); the action keeps the package and its dependents.
  'a file no task of a takes': ['a', 'b', 'web'],
  // turbo: the root and every package whose typecheck depends on //#check-types (not docs).
  'a file the root task takes': ['a', 'b', 'tool', 'web'],
  'a root file no task takes': [],
  'a global input': {
    all: 'tsconfig.base.json matches "tsconfig.base.json" in global.inputs of turbo.json',
  },
  "an input web's turbo.json adds with $TURBO_EXTENDS$": ['web'],
  // web#deploy depends on tool#build.
  'a package a pkg#task depends on': ['tool', 'web'],
  "an input docs' turbo.json replaces": ['docs'],
  // tool's build takes brand/** through web's turbo.json; web#deploy depends on tool#build.
  "a root file web's turbo.json adds, which tool's extends from web": ['tool', 'web'],
};

const EVERYTHING_CASES: PullRequestCase[] = [
  { name: 'a docs file', change: (r) => r.write('packages/docs/README.md', '# docs 2\n') },
  { name: 'a root file', change: (r) => r.write('README.md', '# root 2\n') },
];

/** One origin per configuration, a depth-1 checkout, and turbo with full history. */
function turboOrigin(files: Record<string, string>, cases: PullRequestCase[]) {
  const state = {} as {
    root: string;
    merges: Map<string, PullRequestRefs>;
    checkout: string;
    full: string;
  };
  beforeAll(() => {
    state.root = tempDir('mq-turbo-');
    const made = pullRequestsOrigin(path.join(state.root, 'origin'), files, cases);
    state.merges = made.merges;
    state.checkout = path.join(state.root, 'checkout');
    emptyCheckout(state.checkout, made.origin);
    state.full = fullClone(made.origin, path.join(state.root, 'full'));
  });
  afterAll(() => removeDir(state.root));
  return {
    upload: (name: string, inputs: Record<string, string> = {}) =>
      uploadMerge({
        checkout: state.checkout,
        pr: state.merges.get(name)!,
        bundle: inject('bundle'),
        inputs: { workspaces: 'turbo', ...inputs },
      }),
    turbo: (name: string) => turboQuery(state.full, state.merges.get(name)!),
  };
}

describe("turbo 2's newer settings: global.inputs, affectedUsingTaskInputs, extends, pkg#task", () => {
  const repo = turboOrigin({ ...SETTINGS_TREE, 'turbo.json': SETTINGS_TURBO }, SETTINGS_CASES);

  it.each(SETTINGS_CASES.map((c) => c.name))('%s', async (name) => {
    const result = await repo.upload(name);
    expect(result.code, result.stdout).toBe(0);
    const expected = SETTINGS_EXPECTED[name]!;
    const oracle = repo.turbo(name);
    if (Array.isArray(expected)) {
      const targets = JSON.parse(result.outputs['impacted-targets']!) as string[];
      expect(targets).toEqual([...expected].sort());
      expect(oracle.filter((p) => p !== '//' && !targets.includes(p))).toEqual([]);
    } else {
      expect(result.outputs['impacted-targets']).toBe('ALL');
      expect(result.stdout).toContain(expected.all);
      expect(oracle).toEqual(['//', 'a', 'b', 'docs', 'tool', 'web']);
    }
  });

  it('turbo names what the task graph reaches, and the log says through which task', async () => {
    expect(repo.turbo('a file the root task takes')).toEqual(['//', 'a', 'b', 'tool', 'web']);
    expect(repo.turbo('a package a pkg#task depends on')).toEqual(['tool', 'web']);
    expect(repo.turbo('a file no task of a takes')).toEqual([]);
    const result = await repo.upload('a file the root task takes');
    expect(result.stdout).toContain(
      '  tool: its typecheck task depends on //#check-types, which takes types/global.d.ts through the input types/** (turbo.json)',
    );
    expect(result.stdout).not.toContain('outside every package');
    const deploy = await repo.upload('a package a pkg#task depends on');
    expect(deploy.stdout).toContain(
      // tool's build inputs are web's (tool's turbo.json extends it), which append to the root's.
      '  web: its deploy task depends on tool#build, which takes packages/tool/src/index.js through the input src/** (apps/web/turbo.json)',
    );
  });
});

describe('affectedUsingTaskInputs with a root task that reads every file', () => {
  const repo = turboOrigin(
    {
      ...SETTINGS_TREE,
      'turbo.json': EVERYTHING_TURBO,
      'packages/docs/turbo.json': json({
        extends: ['//'],
        tasks: { build: { outputs: ['out/**'] } },
      }),
    },
    EVERYTHING_CASES,
  );

  it.each(EVERYTHING_CASES.map((c) => c.name))('%s: every package, as turbo says', async (name) => {
    const everyPackage = ['a', 'b', 'docs', 'tool', 'web'];
    expect(repo.turbo(name)).toEqual(['//', ...everyPackage]);
    const result = await repo.upload(name);
    expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual(everyPackage);
    expect(result.stdout).toContain('its format task depends on //#format, which takes');
  });
});

describe('a future flag this action does not know', () => {
  const turboJson = json({
    futureFlags: { affectedUsingTaskInputs: true, someFutureFlag: true },
    tasks: { build: { dependsOn: ['^build'] } },
  });
  const cases = [SETTINGS_CASES[0]!];
  const repo = turboOrigin({ ...SETTINGS_TREE, 'turbo.json': turboJson }, cases);

  it('is ALL naming it; turbo 2.11 refuses the file too', async () => {
    const result = await repo.upload(cases[0]!.name);
    expect(result.outputs['impacted-targets']).toBe('ALL');
    expect(result.stdout).toContain(
      'turbo.json sets futureFlags.someFutureFlag, which this action does not know',
    );
    expect(() => repo.turbo(cases[0]!.name)).toThrow(/unknown key `someFutureFlag`/);
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

  /** turbo 2.11's packages for the repository: what it makes of its configuration. */
  function turboPackages(dir: string): string {
    try {
      return execFileSync(process.execPath, [TURBO, 'query', '{ packages { items { name } } }'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      return `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
  }

  const WORKSPACE = {
    'package.json': json({
      name: 'root',
      packageManager: 'npm@11.19.1',
      workspaces: ['packages/*'],
    }),
    'package-lock.json': json({
      name: 'root',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'root', workspaces: ['packages/*'] },
        'node_modules/a': { resolved: 'packages/a', link: true },
        'packages/a': { version: '1.0.0' },
      },
    }),
    'packages/a/package.json': json({ name: 'a', version: '1.0.0', scripts: { build: 'x' } }),
  };

  it.each([
    [
      'an unknown top-level key',
      { 'turbo.json': json({ tasks: {}, affectedBy: ['docs/**'] }) },
      'turbo.json sets affectedBy, which this action does not know',
      'unknown key `affectedBy`',
    ],
    [
      'an unknown task key',
      { 'turbo.json': json({ tasks: { build: { inputsFrom: ['docs'] } } }) },
      'turbo.json sets tasks.build.inputsFrom, which this action does not know',
      'unknown key `inputsFrom`',
    ],
    [
      "an unknown key of a package's turbo.json",
      {
        'turbo.json': json({ tasks: { build: {} } }),
        'packages/a/turbo.json': json({ extends: ['//'], tasks: { build: { sources: [] } } }),
      },
      'packages/a/turbo.json sets tasks.build.sources, which this action does not know',
      'unknown key `sources`',
    ],
    [
      'an unknown future flag',
      { 'turbo.json': json({ futureFlags: { someFutureFlag: true }, tasks: {} }) },
      'turbo.json sets futureFlags.someFutureFlag, which this action does not know',
      'unknown key `someFutureFlag`',
    ],
    [
      'a future flag this action does not follow (a Cargo workspace in the package graph)',
      { 'turbo.json': json({ futureFlags: { experimentalCargoWorkspaces: true }, tasks: {} }) },
      'turbo.json sets futureFlags.experimentalCargoWorkspaces, which this action does not know',
      '"name": "a"',
    ],
    [
      'a structured input',
      {
        'turbo.json': json({ tasks: { build: { inputs: [{ from: ['web'], globs: ['*.ts'] }] } } }),
      },
      'turbo.json has a structured entry (an object) in tasks.build.inputs',
      '',
    ],
    [
      'extends: false on a task no configuration it extends defines',
      {
        'turbo.json': json({ tasks: { build: {} } }),
        'packages/a/turbo.json': json({ extends: ['//'], tasks: { lint: { extends: false } } }),
      },
      'packages/a/turbo.json sets tasks.lint.extends to false, but no configuration it extends defines lint',
      'Cannot set "extends": false on task "lint"',
    ],
    [
      'a turbo.json that is not valid JSONC',
      { 'turbo.json': '{ "tasks": ' },
      'turbo.json is not valid JSONC (JSON with comments and trailing commas)',
      'turbo.json',
    ],
  ])('%s is ALL naming it', async (_, config, reason, turboSays) => {
    const r = repo({ ...WORKSPACE, ...config });
    r.commit('base');
    const ws = await discoverWorkspace(['turbo'], r.dir);
    expect(ws.turbo?.unknown).toContain(reason);
    const impact = await workspaceImpact(ws, ['packages/a/src/index.js'], undefined);
    expect(impact.all).toContain(reason);
    // What turbo 2.11 itself makes of it: mostly a refusal; unknown flags of later versions too.
    expect(turboPackages(r.dir)).toContain(turboSays);
  });

  it("turbo 1's pipeline: globalDotEnv is a global input, a dotEnv file outside the package a root input of its task", async () => {
    const r = repo({
      ...WORKSPACE,
      'turbo.json': json({
        $schema: 'https://turbo.build/schema.json',
        experimentalUI: true,
        globalDotEnv: ['.env'],
        pipeline: {
          build: { dotEnv: ['../../.env.build', '.env.local'], outputMode: 'new-only' },
        },
      }),
    });
    const ws = await discoverWorkspace(['turbo'], r.dir);
    expect(ws.turbo?.unknown).toBeUndefined();
    const global = await workspaceImpact(ws, ['.env'], undefined);
    expect(global.all).toContain('.env matches ".env" in globalDotEnv of turbo.json');
    const dotEnv = await workspaceImpact(ws, ['.env.build'], undefined);
    expect(dotEnv.all).toBeUndefined();
    expect([...dotEnv.direct.keys()]).toEqual(['a']);
    expect(dotEnv.outside).toEqual([]);
  });

  it('keys known to change nothing are read as nothing; a flag set to false is the default', async () => {
    const r = repo({
      ...WORKSPACE,
      'turbo.json': json({
        $schema: 'https://turborepo.com/schema.json',
        ui: 'stream',
        globalEnv: ['CI'],
        remoteCache: { enabled: false },
        futureFlags: { experimentalCargoWorkspaces: false, watchUsingTaskInputs: true },
        tasks: { build: { outputs: ['dist/**'], cache: false, env: ['X'], description: 'b' } },
      }),
    });
    const ws = await discoverWorkspace(['turbo'], r.dir);
    expect(ws.turbo?.unknown).toBeUndefined();
    const impact = await workspaceImpact(ws, ['packages/a/src/index.js'], undefined);
    expect(impact.all).toBeUndefined();
    expect([...impact.direct.keys()]).toEqual(['a']);
  });
});
