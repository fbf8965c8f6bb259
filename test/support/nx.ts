/**
 * Real Nx for the Nx mode's tests: the project's own dev dependencies (nx and @nx/js 23.2.1,
 * typescript 5), reached from each fixture through a symbolic link `node_modules` to this
 * project's node_modules, so nothing installs per test (Nx follows the link: it resolves
 * typescript from its own real path, which is here). The fixture is an Nx workspace with
 * project.json projects importing each other through tsconfig paths, an implicit dependency, a
 * named input outside every project, npm-package projects and a path .nxignore hides.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ROOT } from './runner.js';

export const NODE_MODULES = path.join(ROOT, 'node_modules');
export const NX_SCRIPT = path.join(NODE_MODULES, 'nx', 'dist', 'bin', 'nx.js');

/** The environment Nx runs in for the oracle: as the action runs it. */
export function nxEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_ISOLATE_PLUGINS: 'false',
    NX_WORKSPACE_DATA_DIRECTORY: dataDir,
    NX_TUI: 'false',
    FORCE_COLOR: '0',
  };
}

/** Run the real Nx in `cwd`; its stdout. */
export function nx(cwd: string, args: string[], dataDir: string, input?: string): string {
  return execFileSync(process.execPath, [NX_SCRIPT, ...args], {
    cwd,
    env: nxEnv(dataDir),
    encoding: 'utf8',
    timeout: 120_000,
    ...(input !== undefined ? { input } : { stdio: ['ignore', 'pipe', 'pipe'] }),
  });
}

/** `node_modules` in a fixture: a link to this project's. */
export function linkNodeModules(dir: string): void {
  symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
}

/**
 * A node_modules without typescript where Nx looks for it: nx copied (its real path is then
 * here), every other package a link to this project's.
 */
export function nodeModulesWithoutTypeScript(dir: string): void {
  const target = path.join(dir, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(NODE_MODULES)) {
    if (entry === 'typescript' || entry === 'nx' || entry === '.package-lock.json') continue;
    symlinkSync(path.join(NODE_MODULES, entry), path.join(target, entry));
  }
  cpSync(path.join(NODE_MODULES, 'nx'), path.join(target, 'nx'), { recursive: true });
}

/**
 * A node_modules whose nx is a stand-in: `script` is its CLI (JavaScript), `version` its
 * package.json's (it has no option definitions, so the version tells whether it takes --stdin).
 * typescript is linked so that the import check passes and the stand-in is what answers.
 */
export function fakeNx(dir: string, script: string, version = '23.2.1'): void {
  const target = path.join(dir, 'node_modules');
  mkdirSync(path.join(target, 'nx'), { recursive: true });
  writeFileSync(
    path.join(target, 'nx', 'package.json'),
    JSON.stringify({ name: 'nx', version, bin: { nx: 'fake.js' } }),
  );
  writeFileSync(path.join(target, 'nx', 'fake.js'), script);
  symlinkSync(path.join(NODE_MODULES, 'typescript'), path.join(target, 'typescript'));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The Nx workspace every pull request starts from. */
export const NX_FILES: Record<string, string> = {
  'package.json': json({
    name: 'nx-fixture',
    private: true,
    workspaces: ['packages/*'],
    devDependencies: { '@nx/js': '23.2.1', nx: '23.2.1', typescript: '5.9.3' },
  }),
  'nx.json': json({
    namedInputs: {
      default: ['{projectRoot}/**/*'],
      production: ['default', '!{projectRoot}/**/*.spec.ts'],
      shared: ['{workspaceRoot}/tools/shared-config.json'],
    },
    targetDefaults: { build: { inputs: ['production', '^production', 'shared'] } },
  }),
  'tsconfig.base.json': json({
    compilerOptions: {
      baseUrl: '.',
      paths: {
        '@fx/util': ['libs/util/src/index.ts'],
        '@fx/core': ['libs/core/src/index.ts'],
      },
    },
  }),
  '.gitignore': 'node_modules\n.nx\ndist\n',
  '.nxignore': 'libs/core/generated\n',
  'README.md': '# fixture\n',
  'tools/shared-config.json': '{}\n',
  'tools/release.sh': 'echo release\n',
  'libs/util/project.json': json({
    name: 'util',
    sourceRoot: 'libs/util/src',
    targets: { build: { command: 'echo util' } },
  }),
  'libs/util/src/index.ts': 'export const u = 1;\n',
  'libs/core/project.json': json({ name: 'core', targets: { build: { command: 'echo core' } } }),
  'libs/core/src/index.ts': "import { u } from '@fx/util';\nexport const c = u + 1;\n",
  'libs/core/src/helper.ts': 'export const h = 2;\n',
  'libs/core/generated/schema.ts': 'export const schema = {};\n',
  'libs/leaf/project.json': json({ name: 'leaf', targets: { build: { command: 'echo leaf' } } }),
  'libs/leaf/src/index.ts': 'export const leaf = 1;\n',
  'apps/web/project.json': json({
    name: 'web',
    implicitDependencies: ['docs'],
    targets: { build: { command: 'echo web' } },
  }),
  'apps/web/src/main.ts': "import { c } from '@fx/core';\nconsole.log(c);\n",
  'apps/docs/project.json': json({ name: 'docs', targets: { build: { command: 'echo docs' } } }),
  'apps/docs/README.md': '# docs\n',
  'packages/pkg-a/package.json': json({ name: 'pkg-a', version: '1.0.0' }),
  'packages/pkg-a/index.js': 'module.exports = 1;\n',
  'packages/pkg-b/package.json': json({
    name: 'pkg-b',
    version: '1.0.0',
    dependencies: { 'pkg-a': '*' },
  }),
  'packages/pkg-b/index.js': "module.exports = require('pkg-a');\n",
};

/** `nx show projects --affected --base --head` in a full clone at `head`: Nx's own answer. */
export function nxAffected(full: string, base: string, head: string, dataDir: string): string[] {
  execFileSync('git', ['checkout', '-q', '--force', '--detach', head], { cwd: full });
  const out = nx(
    full,
    ['show', 'projects', '--affected', `--base=${base}`, `--head=${head}`, '--json'],
    dataDir,
  );
  return (JSON.parse(out) as string[]).sort();
}
