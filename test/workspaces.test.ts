import { afterAll, describe, expect, it } from 'vitest';
import * as path from 'node:path';
import { computeImpactedTargets, type TargetSettings } from '../src/targets/compute.js';
import { describe as explain } from '../src/targets/explain.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import type { WorkspacesSetting } from '../src/settings.js';
import { expectInputError } from './support/expect-error.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';
import { memoryLogger } from './support/logger.js';
import {
  CARGO,
  GO,
  NPM,
  PNPM,
  UV,
  YARN_BERRY_LOCK,
  YARN_CLASSIC_LOCK,
  cargoLock,
  npmLock,
  pnpmLock,
  uvLock,
  type Files,
} from './support/workspace-fixtures.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeDir));

/** A repository holding `files` on main, and a PR commit that applies `change` on top. */
function scenario(files: Files, change: (repo: Repo) => void) {
  const root = tempDir('mq-ws-');
  roots.push(root);
  const repo = Repo.init(path.join(root, 'repo'));
  for (const [file, content] of Object.entries(files)) repo.write(file, content);
  const base = repo.commit('base');
  change(repo);
  const head = repo.commit('pr');
  return { repo, base, head };
}

async function impacted(
  files: Files,
  change: (repo: Repo) => void,
  settings: Partial<TargetSettings> & { workspaces?: WorkspacesSetting } = {},
) {
  const { repo, base, head } = scenario(files, change);
  const log = memoryLogger();
  const result = await computeImpactedTargets(
    {
      impactedTargetsFiles: [],
      impactsAllOn: [],
      impactedTargets: undefined,
      targets: undefined,
      targetsFile: undefined,
      workspaces: 'auto',
      ...settings,
    },
    { prNumber: 1, head, base, targetBranch: 'main' },
    { workspace: repo.dir, git: createGitRunner(repo.dir), log },
  );
  const why = (name: string) => {
    const e = result.explanations.get(name);
    return e && explain(e);
  };
  return { ...result, why, log };
}

describe('pnpm workspace', () => {
  it('a leaf change impacts only the leaf', async () => {
    const r = await impacted(PNPM, (repo) => repo.write('apps/web/src/page.tsx', 'changed\n'));
    expect(r.targets).toEqual(['@acme/web']);
    expect(r.why('@acme/web')).toBe('owns apps/web/src/page.tsx');
    expect(r.warnings).toEqual([]);
  });

  it('a shared library change cascades to its dependents, through dev dependencies too', async () => {
    const r = await impacted(PNPM, (repo) =>
      repo.write('packages/common/src/index.ts', 'changed\n'),
    );
    expect(r.targets).toEqual(['@acme/api', '@acme/common', '@acme/ui', '@acme/web']);
    expect(r.why('@acme/common')).toBe('owns packages/common/src/index.ts');
    expect(r.why('@acme/ui')).toBe('depends on @acme/common');
    expect(r.why('@acme/web')).toMatch(/^depends on @acme\/(api|ui)$/);
  });

  it('pnpm-workspace.yaml changed: ALL with the reason', async () => {
    const r = await impacted(PNPM, (repo) =>
      repo.write('pnpm-workspace.yaml', "packages:\n  - 'packages/*'\n  - 'apps/*'\n"),
    );
    expect(r.targets).toBe('ALL');
    expect(r.allReason).toBe('pnpm-workspace.yaml changed (its packages or settings)');
    const setting = await impacted(PNPM, (repo) =>
      repo.write('pnpm-workspace.yaml', `${PNPM['pnpm-workspace.yaml']}nodeLinker: hoisted\n`),
    );
    expect(setting.targets).toBe('ALL');
  });

  it('a pnpm catalog entry changed: the packages that use it; a supply-chain policy changed: a root file', async () => {
    const files: Files = {
      ...PNPM,
      'pnpm-workspace.yaml': `${PNPM['pnpm-workspace.yaml']}catalog:\n  zod: ^4.0.0\ncatalogs:\n  legacy:\n    zod: ^3.0.0\n`,
      'packages/ui/package.json': '{"name":"@acme/ui","dependencies":{"zod":"catalog:"}}\n',
      'apps/docs/package.json': '{"name":"@acme/docs","dependencies":{"zod":"catalog:legacy"}}\n',
    };
    const r = await impacted(files, (repo) =>
      repo.write('pnpm-workspace.yaml', files['pnpm-workspace.yaml']!.replace('^4.0.0', '^4.1.0')),
    );
    expect(r.targets).toEqual(['@acme/ui', '@acme/web']);
    expect(r.why('@acme/ui')).toBe('catalog entry zod changed (pnpm-workspace.yaml)');
    const legacy = await impacted(files, (repo) =>
      repo.write('pnpm-workspace.yaml', files['pnpm-workspace.yaml']!.replace('^3.0.0', '^3.1.0')),
    );
    expect(legacy.targets).toEqual(['@acme/docs']);
    // vuejs/core's "enable pnpm trustPolicy" PR: no package's install changes.
    const policy = await impacted(files, (repo) =>
      repo.write(
        'pnpm-workspace.yaml',
        `${files['pnpm-workspace.yaml']}trustPolicy: no-downgrade\n`,
      ),
    );
    expect(policy.targets).toEqual([]);
    expect(policy.warnings).toEqual([expect.stringContaining('"pnpm-workspace.yaml"')]);
  });

  it('a catalog change written into the lockfile too names pnpm-workspace.yaml, the change made', async () => {
    const files: Files = {
      ...PNPM,
      'pnpm-workspace.yaml': `${PNPM['pnpm-workspace.yaml']}catalog:\n  zod: ^4.0.0\n`,
      'packages/ui/package.json': '{"name":"@acme/ui","dependencies":{"zod":"catalog:"}}\n',
      'pnpm-lock.yaml': pnpmLock('1.3.0').replace(
        '\nimporters:',
        '\ncatalogs:\n  default:\n    zod:\n      specifier: ^4.0.0\n      version: 4.0.0\n\nimporters:',
      ),
    };
    const r = await impacted(files, (repo) => {
      repo.write('pnpm-workspace.yaml', files['pnpm-workspace.yaml']!.replace('^4.0.0', '^4.1.0'));
      repo.write(
        'pnpm-lock.yaml',
        files['pnpm-lock.yaml']!.replace(
          'specifier: ^4.0.0\n      version: 4.0.0',
          'specifier: ^4.1.0\n      version: 4.1.0',
        ),
      );
    });
    expect(r.targets).toBe('ALL');
    expect(r.allReason).toMatch(
      /^pnpm-workspace\.yaml changed, and with it pnpm-lock\.yaml changed outside/,
    );
  });

  it('a manifest with a byte-order mark is read, as npm and pnpm read it (vitejs/vite has one)', async () => {
    const files = { ...PNPM, 'apps/docs/package.json': '\uFEFF{"name":"@acme/docs"}\n' };
    const r = await impacted(files, (repo) => repo.write('apps/docs/README.md', 'x\n'));
    expect(r.targets).toEqual(['@acme/docs']);
  });

  it('a lockfile change is attributed: an external entry to the package that declares it, and on to its dependents', async () => {
    const r = await impacted(PNPM, (repo) => {
      repo.write('pnpm-lock.yaml', pnpmLock('1.3.1'));
      repo.write(
        'packages/api/package.json',
        PNPM['packages/api/package.json']!.replace('^1.3.0', '^1.3.1'),
      );
    });
    expect(r.targets).toEqual(['@acme/api', '@acme/web']);
    const lockOnly = await impacted(PNPM, (repo) =>
      repo.write('pnpm-lock.yaml', pnpmLock('1.3.1')),
    );
    expect(lockOnly.targets).toEqual(['@acme/api', '@acme/web']);
    expect(lockOnly.why('@acme/api')).toMatch(/^(lockfile entry left-pad changed|its entry in) /);
  });

  it('an importer entry changed: that package', async () => {
    const r = await impacted(PNPM, (repo) =>
      repo.write(
        'pnpm-lock.yaml',
        pnpmLock('1.3.0').replace(
          '  apps/docs: {}',
          '  apps/docs:\n    dependencies:\n      left-pad:\n        specifier: ^1.3.0\n        version: 1.3.0',
        ),
      ),
    );
    expect(r.targets).toEqual(['@acme/docs']);
    expect(r.why('@acme/docs')).toBe('its entry in pnpm-lock.yaml changed');
  });

  it('a lockfile change that cannot be attributed is ALL: the root importer, a settings change, an unreadable lockfile', async () => {
    const root = await impacted(PNPM, (repo) =>
      repo.write(
        'pnpm-lock.yaml',
        pnpmLock('1.3.0')
          .replace('version: 5.9.3', 'version: 5.9.4')
          .replaceAll('typescript@5.9.3', 'typescript@5.9.4'),
      ),
    );
    expect(root.targets).toBe('ALL');
    expect(root.allReason).toMatch(/workspace root/);
    const settings = await impacted(PNPM, (repo) =>
      repo.write(
        'pnpm-lock.yaml',
        pnpmLock('1.3.0').replace('autoInstallPeers: true', 'autoInstallPeers: false'),
      ),
    );
    expect(settings.allReason).toBe(
      'pnpm-lock.yaml changed outside its package entries (settings, overrides or format)',
    );
    const broken = await impacted(PNPM, (repo) =>
      repo.write('pnpm-lock.yaml', 'lockfileVersion: 5.4\n'),
    );
    expect(broken.allReason).toMatch(/lockfileVersion "5.4" is not one this action reads/);
  });

  it('a root file outside every package follows the rules and unmatched-files', async () => {
    const warned = await impacted(PNPM, (repo) => repo.write('README.md', 'new\n'));
    expect(warned.targets).toEqual([]);
    expect(warned.warnings).toEqual([
      expect.stringContaining(
        '1 changed file lies outside every package and matches no target rule: "README.md"',
      ),
    ]);
    const all = await impacted(PNPM, (repo) => repo.write('README.md', 'new\n'), {
      unmatchedFiles: 'all',
    });
    expect(all.targets).toBe('ALL');
    const ruled = await impacted(PNPM, (repo) => repo.write('README.md', 'new\n'), {
      targets: 'docs-site: README.md\ne2e:\n  paths: [e2e/**]\n  depends-on: ["@acme/api"]',
    });
    expect(ruled.targets).toEqual(['docs-site']);
    // The fixture has no e2e/ directory: the rule's pattern is named, nothing else is warned of.
    expect(ruled.warnings).toEqual([
      expect.stringMatching(/^Pattern "e2e\/\*\*" of target "e2e" \(targets\) matches no file/),
    ]);
    const impactsAll = await impacted(PNPM, (repo) => repo.write('README.md', 'new\n'), {
      impactsAllOn: ['README.md'],
    });
    expect(impactsAll.targets).toBe('ALL');
  });

  it('a rule may depend on a package: e2e runs when @acme/api is impacted, through common', async () => {
    const r = await impacted(
      PNPM,
      (repo) => repo.write('packages/common/src/index.ts', 'changed\n'),
      {
        targets: 'e2e:\n  paths: [e2e/**]\n  depends-on: ["@acme/api"]',
      },
    );
    expect(r.targets).toEqual(['@acme/api', '@acme/common', '@acme/ui', '@acme/web', 'e2e']);
    expect(r.why('e2e')).toBe('depends on @acme/api');
    const leaf = await impacted(PNPM, (repo) => repo.write('apps/docs/README.md', 'x\n'), {
      targets: 'e2e:\n  paths: [e2e/**]\n  depends-on: ["@acme/api"]',
    });
    expect(leaf.targets).toEqual(['@acme/docs']);
  });

  it('a depends-on naming neither a rule nor a package is an input error', async () => {
    await expect(
      impacted(PNPM, () => {}, { targets: 'e2e:\n  depends-on: ["@acme/nope"]' }),
    ).rejects.toThrow(
      'target "e2e" depends on unknown target "@acme/nope" (neither a rule nor a workspace package)',
    );
  });

  it('excluded directories (!**/fixtures/**) are not packages; their files belong to the enclosing package', async () => {
    const r = await impacted(PNPM, (repo) =>
      repo.write(
        'apps/docs/fixtures/sample/package.json',
        '{"name":"sample-fixture","version":"2"}\n',
      ),
    );
    expect(r.targets).toEqual(['@acme/docs']);
  });

  it('nested packages: a file belongs to the package whose directory most deeply contains it', async () => {
    const files = {
      ...PNPM,
      'pnpm-workspace.yaml':
        "packages:\n  - 'packages/*'\n  - 'packages/*/plugins/*'\n  - 'apps/*'\n",
      'packages/api/plugins/auth/package.json':
        '{"name":"@acme/api-auth","dependencies":{"@acme/common":"workspace:*"}}\n',
      'packages/api/plugins/auth/index.ts': '1\n',
    };
    const r = await impacted(files, (repo) =>
      repo.write('packages/api/plugins/auth/index.ts', '2\n'),
    );
    expect(r.targets).toEqual(['@acme/api-auth']);
    const outer = await impacted(files, (repo) => repo.write('packages/api/src/server.ts', '2\n'));
    expect(outer.targets).toEqual(['@acme/api', '@acme/web']);
  });

  it('a package moved: the package at its new place is impacted, with its dependents', async () => {
    const r = await impacted(PNPM, (repo) => {
      repo.move('packages/ui', 'apps/ui');
      repo.write(
        'pnpm-lock.yaml',
        pnpmLock('1.3.0')
          .replace('  packages/ui:', '  apps/ui:')
          .replace('version: link:../../packages/ui', 'version: link:../ui'),
      );
    });
    expect(r.targets).toEqual(['@acme/ui', '@acme/web']);
  });

  it('two directories with one package name: an input error naming both manifests', async () => {
    const files = { ...PNPM, 'apps/admin/package.json': '{"name":"@acme/web"}\n' };
    const { repo } = scenario(files, () => {});
    const { discoverWorkspace } = await import('../src/targets/workspaces/discover.js');
    const error = await discoverWorkspace('auto', repo.dir).catch((e: unknown) => e);
    expectInputError(() => {
      throw error;
    }, 'workspaces');
    expect(String(error)).toContain(
      'two packages are named "@acme/web": apps/admin/package.json and apps/web/package.json',
    );
  });

  it('a malformed manifest is an input error naming the file', async () => {
    const { repo } = scenario(
      { ...PNPM, 'packages/api/package.json': '{"name": "@acme/api",\n' },
      () => {},
    );
    const { discoverWorkspace } = await import('../src/targets/workspaces/discover.js');
    const error = await discoverWorkspace(['pnpm'], repo.dir).catch((e: unknown) => e);
    expect(String(error)).toMatch(
      /Input "workspaces": packages\/api\/package\.json is not valid JSON: .+\. Fix the file/,
    );
    const yaml = scenario({ ...PNPM, 'pnpm-workspace.yaml': 'packages: [\n' }, () => {}).repo;
    expect(String(await discoverWorkspace('auto', yaml.dir).catch((e: unknown) => e))).toContain(
      'pnpm-workspace.yaml is not valid YAML',
    );
  });
});

describe('npm and yarn workspaces', () => {
  it('npm: leaf, cascade through a dev dependency, the workspaces field changed', async () => {
    expect(
      (await impacted(NPM, (repo) => repo.write('packages/cli/index.js', 'x\n'))).targets,
    ).toEqual(['@acme/cli']);
    const cascade = await impacted(NPM, (repo) => repo.write('packages/common/index.js', 'x\n'));
    expect(cascade.targets).toEqual(['@acme/api', '@acme/cli', '@acme/common']);
    expect(cascade.why('@acme/cli')).toBe('depends on @acme/api');
    const ws = await impacted(NPM, (repo) =>
      repo.write(
        'package.json',
        NPM['package.json']!.replace('"packages/*"', '"packages/*", "tools/*"'),
      ),
    );
    expect(ws.targets).toBe('ALL');
    expect(ws.allReason).toBe('the root package.json\'s "workspaces" changed');
    const scripts = await impacted(NPM, (repo) =>
      repo.write(
        'package.json',
        NPM['package.json']!.replace(
          '"private": true',
          '"private": true, "scripts": {"lint": "eslint ."}',
        ),
      ),
    );
    expect(scripts.targets).toEqual([]);
    expect(scripts.warnings).toEqual([expect.stringContaining('"package.json"')]);
  });

  it('npm: package-lock.json entries attributed; an entry no package reaches is ALL', async () => {
    const r = await impacted(NPM, (repo) => repo.write('package-lock.json', npmLock('5.4.1')));
    expect(r.targets).toEqual(['@acme/api', '@acme/cli']);
    expect(r.why('@acme/api')).toBe('lockfile entry chalk changed (package-lock.json)');
    const stray = await impacted(NPM, (repo) => {
      const lock = JSON.parse(npmLock('5.3.0'));
      lock.packages['node_modules/orphan'] = { version: '1.0.0' };
      repo.write('package-lock.json', JSON.stringify(lock, null, 2));
    });
    expect(stray.targets).toBe('ALL');
    expect(stray.allReason).toBe(
      'package-lock.json entry "orphan" changed and no package of the workspace depends on it',
    );
  });

  it('yarn 1: yarn.lock entries attributed through the manifests', async () => {
    const files = { ...NPM, 'package-lock.json': '', 'yarn.lock': YARN_CLASSIC_LOCK('5.3.0') };
    delete (files as Files)['package-lock.json'];
    const r = await impacted(files, (repo) => repo.write('yarn.lock', YARN_CLASSIC_LOCK('5.4.1')));
    expect(r.targets).toEqual(['@acme/api', '@acme/cli']);
    expect(r.why('@acme/api')).toBe('lockfile entry chalk changed (yarn.lock)');
  });

  it('yarn 4: workspace entries and external entries attributed; workspaces as {packages}', async () => {
    const files: Files = {
      ...NPM,
      'package.json': '{"name":"acme","private":true,"workspaces":{"packages":["packages/*"]}}\n',
      'yarn.lock': YARN_BERRY_LOCK('5.3.0'),
    };
    delete files['package-lock.json'];
    const r = await impacted(files, (repo) => repo.write('yarn.lock', YARN_BERRY_LOCK('5.4.1')), {
      workspaces: ['yarn'],
    });
    expect(r.targets).toEqual(['@acme/api', '@acme/cli']);
    const metadata = await impacted(
      files,
      (repo) =>
        repo.write('yarn.lock', YARN_BERRY_LOCK('5.3.0').replace('version: 8', 'version: 9')),
      { workspaces: ['yarn'] },
    );
    expect(metadata.targets).toBe('ALL');
  });
});

describe('Cargo workspace', () => {
  it('leaf, cascade through workspace = true and a target-specific dev dependency', async () => {
    expect(
      (await impacted(CARGO, (repo) => repo.write('crates/cli/src/main.rs', 'fn main() { }\n')))
        .targets,
    ).toEqual(['acme-cli']);
    const r = await impacted(CARGO, (repo) =>
      repo.write('crates/core/src/lib.rs', 'pub fn core2() {}\n'),
    );
    expect(r.targets).toEqual(['acme-cli', 'acme-core', 'acme-server']);
    expect(r.why('acme-server')).toBe('depends on acme-core');
  });

  it('the root [workspace] changed: ALL; an excluded crate is no package', async () => {
    const r = await impacted(CARGO, (repo) =>
      repo.write('Cargo.toml', CARGO['Cargo.toml']!.replace('lto = true', 'lto = "thin"')),
    );
    expect(r.targets).toBe('ALL');
    expect(r.allReason).toMatch(/root Cargo\.toml \(a virtual manifest/);
    const comment = await impacted(CARGO, (repo) =>
      repo.write('Cargo.toml', `# a comment\n${CARGO['Cargo.toml']}`),
    );
    expect(comment.targets).toEqual([]);
    const legacy = await impacted(CARGO, (repo) => repo.write('crates/legacy/src/lib.rs', '//\n'));
    expect(legacy.targets).toEqual([]);
    expect(legacy.warnings).toEqual([expect.stringContaining('crates/legacy/src/lib.rs')]);
  });

  it('a dependency by version on a member name counts (tokio patches crates.io with its members)', async () => {
    const files: Files = {
      ...CARGO,
      'Cargo.toml': `${CARGO['Cargo.toml']}\n[patch.crates-io]\nacme-core = { path = "crates/core" }\n`,
      'crates/cli/Cargo.toml':
        '[package]\nname = "acme-cli"\nversion = "0.1.0"\n\n[dev-dependencies]\nacme-core = "0.1"\n',
    };
    const r = await impacted(files, (repo) => repo.write('crates/core/src/lib.rs', '//\n'));
    expect(r.targets).toEqual(['acme-cli', 'acme-core', 'acme-server']);
  });

  it('Cargo.lock: an external crate to the members that use it, and their dependents', async () => {
    const r = await impacted(CARGO, (repo) => repo.write('Cargo.lock', cargoLock('1.0.201')));
    expect(r.targets).toEqual(['acme-cli', 'acme-core', 'acme-server']);
    expect(r.why('acme-core')).toBe('lockfile entry serde changed (Cargo.lock)');
  });

  it('Cargo.lock changed outside its packages (format version): ALL', async () => {
    const r = await impacted(CARGO, (repo) =>
      repo.write('Cargo.lock', cargoLock('1.0.200').replace('version = 4', 'version = 3')),
    );
    expect(r.allReason).toBe(
      'Cargo.lock changed outside its package entries (settings, overrides or format)',
    );
  });

  it('a malformed Cargo.toml is an input error naming the file', async () => {
    const { repo } = scenario(
      { ...CARGO, 'crates/cli/Cargo.toml': '[package\nname = "x"\n' },
      () => {},
    );
    const { discoverWorkspace } = await import('../src/targets/workspaces/discover.js');
    const error = await discoverWorkspace(['cargo'], repo.dir).catch((e: unknown) => e);
    expect(String(error)).toMatch(/crates\/cli\/Cargo\.toml is not valid TOML: .*line 1/);
  });
});

describe('Go workspace', () => {
  it('leaf, cascade through require, go.work changed', async () => {
    expect(
      (await impacted(GO, (repo) => repo.write('tools/tools.go', 'package tools // x\n'))).targets,
    ).toEqual(['example.com/acme/tools']);
    const r = await impacted(GO, (repo) => repo.write('common/common.go', 'package common // x\n'));
    expect(r.targets).toEqual([
      'example.com/acme/api',
      'example.com/acme/common',
      'example.com/acme/tools',
    ]);
    const work = await impacted(GO, (repo) =>
      repo.write('go.work', GO['go.work']!.replace('go 1.22', 'go 1.23')),
    );
    expect(work.allReason).toBe('go.work changed');
  });

  it("go.work.sum: attributed to the modules that require the changed module; a go.sum is its module's", async () => {
    const r = await impacted(GO, (repo) =>
      repo.write('go.work.sum', 'github.com/google/uuid v1.6.1/go.mod h1:xyz=\n'),
    );
    expect(r.targets).toEqual(['example.com/acme/api', 'example.com/acme/tools']);
    const sum = await impacted(GO, (repo) =>
      repo.write('api/go.sum', 'github.com/google/uuid v1.6.1 h1:abd=\n'),
    );
    expect(sum.targets).toEqual(['example.com/acme/api', 'example.com/acme/tools']);
  });

  it('go.work.sum: a module no workspace module requires cannot be attributed: ALL', async () => {
    const r = await impacted(GO, (repo) =>
      repo.write('go.work.sum', `${GO['go.work.sum']}golang.org/x/tools v0.30.0 h1:q=\n`),
    );
    expect(r.allReason).toBe(
      'go.work.sum entry "golang.org/x/tools" changed and no package of the workspace depends on it',
    );
  });

  it('a go.mod with no module directive is an input error naming the file', async () => {
    const { repo } = scenario({ ...GO, 'api/go.mod': 'go 1.22\n' }, () => {});
    const { discoverWorkspace } = await import('../src/targets/workspaces/discover.js');
    expect(String(await discoverWorkspace(['go'], repo.dir).catch((e: unknown) => e))).toContain(
      'Input "workspaces": api/go.mod has no module directive',
    );
  });

  it('a go.work that uses a directory without go.mod is an input error', async () => {
    const { repo } = scenario({ ...GO, 'go.work': 'go 1.22\nuse ./missing\n' }, () => {});
    const { discoverWorkspace } = await import('../src/targets/workspaces/discover.js');
    expect(String(await discoverWorkspace('auto', repo.dir).catch((e: unknown) => e))).toContain(
      'go.work uses "missing", which has no go.mod',
    );
  });
});

describe('uv workspace', () => {
  it('leaf, cascade through workspace sources and dependency groups; the root project is a package', async () => {
    expect(
      (
        await impacted(UV, (repo) =>
          repo.write('packages/lint/src/acme_lint/__init__.py', 'x = 1\n'),
        )
      ).targets,
    ).toEqual(['acme-lint']);
    const r = await impacted(UV, (repo) =>
      repo.write('packages/core/src/acme_core/__init__.py', 'x = 1\n'),
    );
    expect(r.targets).toEqual(['acme', 'acme-app', 'acme-lint', 'acme_core']);
    const root = await impacted(UV, (repo) => repo.write('src/acme/__init__.py', 'x = 1\n'));
    expect(root.targets).toEqual(['acme']);
  });

  it('[tool.uv] changed: ALL; uv.lock attributed', async () => {
    const ws = await impacted(UV, (repo) =>
      repo.write(
        'pyproject.toml',
        UV['pyproject.toml']!.replace('exclude = ["packages/scratch"]', 'exclude = []'),
      ),
    );
    expect(ws.allReason).toBe("the root pyproject.toml's [tool.uv] changed");
    const lock = await impacted(UV, (repo) => repo.write('uv.lock', uvLock('0.28.1')));
    expect(lock.targets).toEqual(['acme', 'acme-app', 'acme-lint', 'acme_core']);
    expect(lock.why('acme_core')).toBe('lockfile entry httpx changed (uv.lock)');
    const manifest = await impacted(UV, (repo) =>
      repo.write('uv.lock', uvLock('0.27.0').replace('    "acme-lint",\n', '')),
    );
    expect(manifest.allReason).toBe(
      'uv.lock changed outside its package entries (settings, overrides or format)',
    );
  });

  it('a member pyproject.toml that is not TOML, or has no [project] name, is an input error naming it', async () => {
    const { discoverWorkspace } = await import('../src/targets/workspaces/discover.js');
    const broken = scenario({ ...UV, 'packages/app/pyproject.toml': '[project\n' }, () => {}).repo;
    expect(String(await discoverWorkspace(['uv'], broken.dir).catch((e: unknown) => e))).toContain(
      'packages/app/pyproject.toml is not valid TOML',
    );
    const nameless = scenario(
      { ...UV, 'packages/app/pyproject.toml': '[tool.ruff]\n' },
      () => {},
    ).repo;
    expect(
      String(await discoverWorkspace(['uv'], nameless.dir).catch((e: unknown) => e)),
    ).toContain('packages/app/pyproject.toml has no [project] name');
  });
});

describe('several managers, auto', () => {
  it('npm and pnpm naming one directory give one package; a Cargo workspace beside them adds crates', async () => {
    const files: Files = {
      ...PNPM,
      'package.json': '{"name":"acme","private":true,"workspaces":["packages/*"]}\n',
    };
    for (const [file, text] of Object.entries(CARGO)) files[file] = text;
    const r = await impacted(files, (repo) => {
      repo.write('packages/common/src/index.ts', 'x\n');
      repo.write('crates/cli/src/main.rs', 'fn main() {}\n//\n');
    });
    expect(r.targets).toEqual(['@acme/api', '@acme/common', '@acme/ui', '@acme/web', 'acme-cli']);
  });

  it('auto with no workspace at the root is an input error', async () => {
    const { repo } = scenario({ 'README.md': 'x\n' }, () => {});
    const { discoverWorkspace } = await import('../src/targets/workspaces/discover.js');
    expect(String(await discoverWorkspace('auto', repo.dir).catch((e: unknown) => e))).toMatch(
      /Input "workspaces" is auto, but no workspace was found/,
    );
    expect(String(await discoverWorkspace(['cargo'], repo.dir).catch((e: unknown) => e))).toMatch(
      /names cargo, but no Cargo.toml with \[workspace\] was found/,
    );
  });

  it('without git history the changed files come from the API; a lockfile change there is ALL', async () => {
    const { repo } = scenario(PNPM, () => {});
    const workspace = tempDir('mq-ws-nogit-');
    roots.push(workspace);
    repo.git('--work-tree', workspace, 'checkout', 'HEAD', '--', '.');
    const run = (files: string[]) =>
      computeImpactedTargets(
        {
          impactedTargetsFiles: [],
          impactsAllOn: [],
          impactedTargets: undefined,
          targets: undefined,
          targetsFile: undefined,
          workspaces: ['pnpm'],
        },
        { prNumber: 1, head: repo.head(), targetBranch: 'main' },
        {
          workspace,
          git: createGitRunner(workspace),
          log: memoryLogger(),
          listPullRequestFiles: async () => ({
            files: files.map((p) => ({ path: p })),
            total: files.length,
          }),
        },
      );
    expect((await run(['packages/common/src/index.ts'])).targets).toEqual([
      '@acme/api',
      '@acme/common',
      '@acme/ui',
      '@acme/web',
    ]);
    const lock = await run(['pnpm-lock.yaml']);
    expect(lock.targets).toBe('ALL');
    expect(lock.allReason).toBe(
      'pnpm-lock.yaml changed and its previous version cannot be read (no git history to compare)',
    );
  });
});
