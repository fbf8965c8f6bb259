/**
 * The impacted packages of a pnpm workspace equal what pnpm itself selects with
 * `pnpm --filter "...[<base>]"` for the same two commits: pnpm 10 runs here as a dev dependency,
 * offline (its registry and any proxy point at a closed loopback port).
 *
 * Compared on changes inside packages: pnpm gives files outside every package to the root
 * project (which this action does not count as a package, see docs/workspaces.md), and never reads the
 * lockfile for this filter.
 */
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';
import { memoryLogger } from './support/logger.js';
import { NODE24, ROOT } from './support/runner.js';

const PNPM = path.join(ROOT, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
const KINDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const root = tempDir('mq-pnpm-');
afterAll(() => removeDir(root));

function pnpmSelects(dir: string, base: string): string[] {
  const closed = 'http://127.0.0.1:9';
  const out = execFileSync(
    NODE24,
    [PNPM, '--filter', `...[${base}]`, 'ls', '--json', '--depth', '-1'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: root,
        XDG_CACHE_HOME: path.join(root, 'cache'),
        XDG_DATA_HOME: path.join(root, 'data'),
        XDG_STATE_HOME: path.join(root, 'state'),
        XDG_CONFIG_HOME: path.join(root, 'config'),
        npm_config_registry: `${closed}/`,
        npm_config_update_notifier: 'false',
        HTTP_PROXY: closed,
        HTTPS_PROXY: closed,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
      },
    },
  );
  const projects = JSON.parse(out || '[]') as { name?: string; path: string }[];
  return projects
    .filter((p) => path.resolve(p.path) !== path.resolve(dir))
    .map((p) => p.name ?? path.relative(dir, p.path))
    .sort();
}

describe('pnpm parity: the same packages as pnpm --filter "...[base]"', () => {
  it('on 12 random workspaces and changes (every dependency kind, nesting, cycles)', async () => {
    const next = random(20261122);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    for (let round = 0; round < 12; round++) {
      const repo = Repo.init(path.join(root, `r${round}`));
      const count = 6 + Math.floor(next() * 8);
      const dirs: string[] = [];
      for (let i = 0; i < count; i++) {
        // Some packages nest inside others' directories.
        const parent =
          i > 2 && next() < 0.25 ? `${pick(dirs)}/plugins` : pick(['packages', 'apps', 'libs']);
        dirs.push(`${parent}/p${i}`);
      }
      repo.write('package.json', '{"name":"root","private":true}\n');
      repo.write(
        'pnpm-workspace.yaml',
        'packages:\n  - "packages/**"\n  - "apps/**"\n  - "libs/**"\n',
      );
      dirs.forEach((dir, i) => {
        const manifest: Record<string, unknown> = { name: `@r/p${i}`, version: '1.0.0' };
        for (let j = 0; j < count; j++) {
          if (j === i || next() > 0.18) continue; // cycles are allowed: pnpm links them
          const kind = pick(KINDS);
          const deps = (manifest[kind] ??= {}) as Record<string, string>;
          deps[`@r/p${j}`] = pick(['workspace:*', 'workspace:^', 'workspace:~1.0.0']);
        }
        repo.write(`${dir}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
        repo.write(`${dir}/src/index.ts`, `export const p${i} = ${i};\n`);
      });
      const base = repo.commit('base');
      const changes = 1 + Math.floor(next() * 3);
      for (let c = 0; c < changes; c++) {
        const dir = pick(dirs);
        repo.write(
          next() < 0.7 ? `${dir}/src/index.ts` : `${dir}/src/new-${c}.ts`,
          `// ${round}.${c}\n`,
        );
      }
      const head = repo.commit('change');
      const ours = await computeImpactedTargets(
        {
          impactedTargets: undefined,
          impactedTargetsFiles: [],
          impactsAllOn: [],
          targets: undefined,
          targetsFile: undefined,
          workspaces: ['pnpm'],
        },
        { prNumber: 1, head, base, targetBranch: 'main' },
        { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
      );
      expect(ours.targets, `round ${round}`).toEqual(pnpmSelects(repo.dir, base));
    }
  }, 120_000);
});
