/**
 * Publishing: the changelog and version helpers, `npm run release` in a scratch repository, the
 * release workflow's shape, Dependabot, and the files users look for (LICENSE, SECURITY.md).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { afterEach, describe, expect, it } from 'vitest';
import {
  nextVersion,
  parseChangelog,
  releaseChangelog,
  releaseProblem,
  sectionOf,
} from '../scripts/changelog.js';
import { GIT_ENV, Repo, removeDir, tempDir } from './support/git-repo.js';
import { NODE24, ROOT } from './support/runner.js';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { version: string; license: string };
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const SAMPLE = `# Changelog

Intro.

## [Unreleased]

### Fixed

- A bug.

## [1.0.0] - 2026-11-22

### Added

- Everything.
`;

describe('changelog helpers', () => {
  it('the Unreleased entries become a dated section under a new, empty Unreleased', () => {
    const out = releaseChangelog(SAMPLE, '1.1.0', '2026-12-01');
    expect(out).toBe(`# Changelog

Intro.

## [Unreleased]

## [1.1.0] - 2026-12-01

### Fixed

- A bug.

## [1.0.0] - 2026-11-22

### Added

- Everything.
`);
    expect(sectionOf(out, '1.1.0')).toEqual({
      name: '1.1.0',
      date: '2026-12-01',
      body: '### Fixed\n\n- A bug.',
    });
    // Link definitions stay at the end.
    const linked = `${SAMPLE}\n[1.0.0]: https://example.com/v1.0.0\n`;
    expect(releaseChangelog(linked, '1.0.1', '2026-12-01').trimEnd()).toMatch(
      /- Everything\.\n\n\[1\.0\.0\]: https:\/\/example\.com\/v1\.0\.0$/,
    );
  });

  it('refuses an empty Unreleased, a version already there, and a bad date', () => {
    const released = releaseChangelog(SAMPLE, '1.1.0', '2026-12-01');
    expect(() => releaseChangelog(released, '1.2.0', '2026-12-02')).toThrow(
      /no entries under "## \[Unreleased\]"/,
    );
    expect(() => releaseChangelog(SAMPLE, '1.0.0', '2026-12-01')).toThrow(/already has/);
    expect(() => releaseChangelog(SAMPLE, '1.1.0', '1 Dec')).toThrow(/YYYY-MM-DD/);
  });

  it('next versions: patch, minor, major, or an explicit higher one', () => {
    expect(nextVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(nextVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(nextVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(nextVersion('1.2.3', 'v1.10.0')).toBe('1.10.0');
    expect(() => nextVersion('1.2.3', '1.2.3')).toThrow(/not above/);
    expect(() => nextVersion('1.2.3', 'huge')).toThrow(/patch, minor, major or X\.Y\.Z/);
  });

  it("the project's own CHANGELOG.md has Unreleased and a dated section for package.json's version", () => {
    const changelog = read('CHANGELOG.md');
    const { sections } = parseChangelog(changelog);
    expect(sections[0]?.name).toBe('Unreleased');
    expect(sections.every((s) => s.name === 'Unreleased' || /^\d+\.\d+\.\d+$/.test(s.name))).toBe(
      true,
    );
    expect(releaseProblem(`v${pkg.version}`, pkg.version, changelog)).toBeUndefined();
    expect(releaseProblem('v9.9.9', pkg.version, changelog)).toMatch(/does not match/);
    expect(releaseProblem('latest', pkg.version, changelog)).toMatch(/not a version tag/);
  });

  it('node scripts/changelog.ts runs under Node 24 alone, as the release job runs it', () => {
    const notes = spawnSync(NODE24, ['scripts/changelog.ts', 'notes', `v${pkg.version}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(notes.status, notes.stderr).toBe(0);
    expect(notes.stdout.trim()).toBe(sectionOf(read('CHANGELOG.md'), pkg.version)!.body);
    const wrong = spawnSync(NODE24, ['scripts/changelog.ts', 'check', 'v0.0.1'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("does not match package.json's version");
  });
});

describe('npm run release', () => {
  let dir: string | undefined;
  afterEach(() => dir && removeDir(dir));

  /** A scratch repository on main with the project's package files and changelog. */
  function scratch(): Repo {
    dir = tempDir('mq-release-');
    const repo = Repo.init(path.join(dir, 'repo'));
    for (const file of ['package.json', 'package-lock.json']) {
      copyFileSync(path.join(ROOT, file), path.join(repo.dir, file));
    }
    writeFileSync(path.join(repo.dir, 'CHANGELOG.md'), SAMPLE);
    repo.commit('project');
    return repo;
  }

  const release = (repo: Repo, ...args: string[]) =>
    spawnSync(NODE24, [TSX, path.join(ROOT, 'scripts', 'release.ts'), ...args], {
      cwd: repo.dir,
      encoding: 'utf8',
      env: GIT_ENV,
    });

  it('bumps package.json and the lockfile, dates the changelog, commits and tags', () => {
    const repo = scratch();
    const [major, minor] = pkg.version.split('.').map(Number) as [number, number];
    const next = `${major}.${minor + 1}.0`;
    const result = release(repo, 'minor', '--date', '2026-12-01');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`git push origin main v${next}`);
    const file = (name: string) => readFileSync(path.join(repo.dir, name), 'utf8');
    expect(JSON.parse(file('package.json')).version).toBe(next);
    const lock = JSON.parse(file('package-lock.json'));
    expect([lock.version, lock.packages[''].version]).toEqual([next, next]);
    expect(sectionOf(file('CHANGELOG.md'), next)).toMatchObject({ date: '2026-12-01' });
    expect(repo.git('log', '-1', '--format=%s')).toBe(`Release v${next}`);
    expect(repo.git('cat-file', '-t', `v${next}`)).toBe('tag');
    expect(repo.git('rev-parse', `v${next}^{commit}`)).toBe(repo.head());
    expect(repo.git('status', '--porcelain')).toBe('');
    // What the release job then checks passes on that commit.
    expect(releaseProblem(`v${next}`, next, file('CHANGELOG.md'))).toBeUndefined();
  });

  it('refuses a dirty work tree, another branch, an empty Unreleased; --dry-run writes nothing', () => {
    const repo = scratch();
    writeFileSync(path.join(repo.dir, 'stray.txt'), 'x');
    expect(release(repo, 'patch').stderr).toContain('The work tree has changes');
    repo.commit('stray');
    repo.git('checkout', '-q', '-b', 'topic');
    expect(release(repo, 'patch').stderr).toContain('Releases are cut from main; this is topic.');
    repo.git('checkout', '-q', 'main');
    const dry = release(repo, 'patch', '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/^Would release v\d+\.\d+\.\d+/);
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(repo.git('tag', '--list')).toBe('');
    writeFileSync(
      path.join(repo.dir, 'CHANGELOG.md'),
      releaseChangelog(SAMPLE, '1.0.1', '2026-12-01'),
    );
    repo.commit('released by hand');
    const empty = release(repo, 'patch');
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('no entries under "## [Unreleased]"');
    expect(release(repo).stderr).toContain('Say which release');
  });
});

describe('release workflow and repository files', () => {
  type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
  type Job = { needs?: string; permissions?: Record<string, string>; steps: Step[] };
  const workflow = load(read('.github/workflows/release.yml')) as {
    on: { push: { tags: string[] } };
    permissions: Record<string, string>;
    jobs: Record<string, Job>;
  };

  it('on a vX.Y.Z tag: verify runs the whole CI read-only, then publish releases and moves vX', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const { verify, publish } = workflow.jobs as { verify: Job; publish: Job };
    expect(verify.permissions).toBeUndefined();
    const verifyRuns = verify.steps.map((s) => s.run ?? '');
    expect(verifyRuns).toContain('node scripts/changelog.ts check "$TAG"');
    expect(verifyRuns).toContain('git merge-base --is-ancestor HEAD origin/main');
    expect(verifyRuns).toContain('bash .ci/run');
    expect(publish.needs).toBe('verify');
    expect(publish.permissions).toEqual({ contents: 'write' });
    const publishRuns = publish.steps.map((s) => s.run ?? '').join('\n');
    // The job that can write runs no dependency's code.
    expect(publishRuns).not.toMatch(/npm (ci|install)|npx/);
    expect(publishRuns).toContain('node scripts/changelog.ts notes "$TAG"');
    expect(publishRuns).toContain('gh release create "$TAG" --verify-tag');
    expect(publishRuns).toContain('major="${TAG%%.*}"');
    for (const job of [verify, publish]) {
      for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
        expect(step.with?.['persist-credentials']).toBe(false);
      }
    }
  });

  it('.ci/run does what the release relies on: lint, the dist check, the demo, the bench, the tests', () => {
    const ci = read('.ci/run');
    for (const command of [
      'npm ci',
      'npm run lint',
      'npm run bundle',
      'npm run demo',
      'npm run bench -- --short',
      'npm test',
    ]) {
      expect(ci).toContain(command);
    }
  });

  it('Dependabot: npm and github-actions, in one weekly group', () => {
    const config = load(read('.github/dependabot.yml')) as {
      version: number;
      'multi-ecosystem-groups': Record<string, { schedule: { interval: string } }>;
      updates: {
        'package-ecosystem': string;
        'multi-ecosystem-group': string;
        patterns: string[];
      }[];
    };
    expect(config.version).toBe(2);
    const groups = Object.entries(config['multi-ecosystem-groups']);
    expect(groups).toHaveLength(1);
    const [name, group] = groups[0]!;
    expect(group.schedule.interval).toBe('weekly');
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of config.updates) {
      expect(update['multi-ecosystem-group']).toBe(name);
      expect(update.patterns).toEqual(['*']);
    }
  });

  it('LICENSE is the MIT licence package.json names; SECURITY.md says how to report privately', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
    expect(read('LICENSE')).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
    const security = read('SECURITY.md');
    expect(security).toContain('Report a vulnerability');
    expect(security).toMatch(/## What the action does with secrets/);
  });
});
