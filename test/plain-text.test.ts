/**
 * Warnings and summaries are plain text a person reads: a build tool's output is quoted once,
 * cut to its last lines, each a line of its own behind a gutter (so none can pass for a
 * workflow command), with the whole output in the debug log; a value's line break stays
 * escaped; no workspace line when no workspace manager ran.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandResult } from '../src/commands/index.js';
import { main } from '../src/doors/cli/main.js';
import { QUOTED_LINE, logLines, quoteLines } from '../src/format.js';
import { outcomeLines } from '../src/report/outcome.js';
import { summaryOf } from '../src/report/summary.js';
import { describe as explain, type Explanation } from '../src/targets/explain.js';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { memoryLogger } from './support/logger.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';

let root: string;
let repo: Repo;
let base: string;
let head: string;
let bazel: string;

/** Bazel's output when it fails: twenty lines, the last an ERROR, one a workflow command. */
const OUTPUT = Array.from({ length: 20 }, (_, i) =>
  i === 15 ? '::error::not a command' : i === 19 ? 'ERROR: the server crashed' : `line ${i + 1}`,
);

beforeAll(() => {
  root = tempDir('mq-plain-');
  repo = Repo.init(path.join(root, 'repo'));
  repo.write('MODULE.bazel', 'module(name = "m")\n').write('app/BUILD', '').write('app/a.sh');
  base = repo.commit('base');
  repo.write('app/a.sh', 'changed\n');
  head = repo.commit('change');
  bazel = path.join(root, 'fake-bazel');
  writeFileSync(bazel, `#!/bin/sh\ncat >&2 <<'EOF'\n${OUTPUT.join('\n')}\nEOF\nexit 37\n`);
  chmodSync(bazel, 0o755);
});
afterAll(() => removeDir(root));

const BAZEL = {
  path: '',
  startupOptions: [],
  options: [],
  workspacePath: '',
  ignore: [],
  testKinds: /^(?:.+_test)$/,
  timeoutMs: 60_000,
};

describe("a build tool's failure", () => {
  it('quotes its last lines once, each a line, and leaves the whole output to the debug log', async () => {
    const log = memoryLogger();
    const result = await computeImpactedTargets(
      {
        targets: undefined,
        targetsFile: undefined,
        impactedTargets: undefined,
        impactedTargetsFiles: [],
        impactsAllOn: [],
        buildTools: ['bazel'],
        bazel: { ...BAZEL, path: bazel },
        graphCache: 'off',
      },
      { prNumber: 1, head, base, targetBranch: 'main' },
      { workspace: repo.dir, git: createGitRunner(repo.dir), log },
    );
    expect(result.targets).toBe('ALL');
    const warnings = result.warnings.filter((w) => w.includes('Bazel could not give its graph'));
    expect(warnings).toHaveLength(1);
    const [said, ...quoted] = warnings[0]!.split(QUOTED_LINE);
    expect(said).toBe(
      'Bazel could not give its graph, so every target is impacted: bazel query exited with code 37. Its last lines:',
    );
    expect(quoted).toEqual(OUTPUT.slice(-8));
    // Quoted once: no line of the output twice in the warnings, none of the first ones at all.
    expect(result.warnings.join('\n').split('line 13')).toHaveLength(2);
    expect(result.warnings.join('\n')).not.toContain('line 1\n');
    const debug = log.lines.filter((l) => l.level === 'debug').map((l) => l.message);
    expect(
      debug
        .find((m) => m.startsWith('Bazel output:'))
        ?.split(QUOTED_LINE)
        .slice(1),
    ).toEqual(OUTPUT);
  });

  it('the tool prints the quoted lines as lines behind a gutter, a workflow command among them inert', async () => {
    const summaryFile = path.join(root, 'summary.md');
    let stderr = '';
    const code = await main({
      argv: [
        'upload-impacted-targets',
        '--dry-run',
        '--repository',
        'o/r',
        '--pr-number',
        '1',
        '--pr-sha',
        head,
        '--base-sha',
        base,
        '--target-branch',
        'main',
        '--workspaces',
        'bazel',
        '--bazel-path',
        bazel,
        '--graph-cache',
        'false',
        '--summary-file',
        summaryFile,
      ],
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      cwd: repo.dir,
      stdout: () => {},
      stderr: (text) => (stderr += text),
      version: 'test',
    });
    expect(code).toBe(0);
    const lines = stderr.split('\n');
    const at = lines.findIndex((l) => l.startsWith('warning: Bazel could not give its graph'));
    expect(lines.slice(at + 1, at + 9)).toEqual(OUTPUT.slice(-8).map((l) => `  | ${l}`));
    expect(stderr).not.toMatch(/^::/m);
    expect(stderr).not.toContain('\\n');
    // The summary keeps the lines too, escaped.
    const summary = readFileSync(summaryFile, 'utf8');
    expect(summary).toContain('<br>ERROR&#58; the server crashed');
  });
});

describe('log lines', () => {
  it("a value's line break stays escaped; only quoted lines become lines", () => {
    expect(logLines('changed: "a\nb.ts"')).toEqual(['changed: "a\\nb.ts"']);
    expect(logLines(`It said:${quoteLines('one\ntwo\r\n::error::x')}`)).toEqual([
      'It said:',
      '  | one',
      '  | two',
      '  | ::error::x',
    ]);
  });
});

describe('the upload summary', () => {
  const summary = (managers: string[]) => {
    const result: CommandResult = {
      command: 'upload-impacted-targets',
      dryRun: false,
      warnings: [],
      data: {
        command: 'upload-impacted-targets',
        targets: ['app'],
        explanations: new Map(),
        changedFiles: ['app/a.sh'],
        workspace: { managers, packages: managers.length === 0 ? 0 : 3 },
        uploaded: true,
        forkMode: false,
      },
    };
    return summaryOf({ command: 'upload-impacted-targets' }, result);
  };

  it('names the turbo.json files a Turborepo run read', () => {
    const result: CommandResult = {
      command: 'upload-impacted-targets',
      dryRun: false,
      warnings: [],
      data: {
        command: 'upload-impacted-targets',
        targets: ['web'],
        explanations: new Map(),
        workspace: {
          managers: ['pnpm'],
          packages: 2,
          turboFiles: ['turbo.json', 'apps/web/turbo.json'],
        },
        uploaded: true,
        forkMode: false,
      },
    };
    expect(summaryOf({ command: 'upload-impacted-targets' }, result)).toContain(
      'Turborepo: read <code>turbo.json</code>, <code>apps/web/turbo.json</code>.',
    );
  });

  it('has no workspace line when no workspace manager ran (a Maven or Gradle run)', () => {
    expect(summary([])).not.toMatch(/workspace/i);
    expect(summary(['pnpm'])).toContain('Packages from the pnpm workspace: 3 packages');
  });
});

describe('root targets, as their users name them', () => {
  const upload = (explanations: Map<string, Explanation>): CommandResult => ({
    command: 'upload-impacted-targets',
    dryRun: false,
    warnings: [],
    data: {
      command: 'upload-impacted-targets',
      targets: [...explanations.keys()].sort(),
      explanations,
      uploaded: true,
      forkMode: false,
    },
  });

  it("Gradle's : and Maven's . are the root project and module; an ambiguous name is quoted", () => {
    const gradle = upload(
      new Map<string, Explanation>([
        [':', { kind: 'gradle', how: 'owns', file: 'build.gradle.kts' } as Explanation],
        ['odd: name', { kind: 'inline' }],
      ]),
    );
    const lines = outcomeLines(gradle);
    expect(lines[1]).toBe(
      `  ":" (the root project): ${explain({ kind: 'gradle', how: 'owns', file: 'build.gradle.kts' } as Explanation)}`,
    );
    expect(lines).toContain('  "odd: name": listed in the impacted-targets input');
    expect(lines.join('\n')).not.toMatch(/^ {2}:: /m);
    const maven = upload(new Map([['.', { kind: 'maven', how: 'pom', file: 'pom.xml' }]]));
    expect(outcomeLines(maven)[1]).toMatch(/^ {2}"\." \(the root module\): /);
    expect(summaryOf({ command: 'upload-impacted-targets' }, maven)).toContain(
      '<code>.</code> (the root module)',
    );
  });
});

describe('found in a trial on real repositories', () => {
  it("git's error output of several lines is one line of the message, not a literal \\n", async () => {
    const git = createGitRunner(root);
    const error = await git.run(['fetch', '--depth=1', 'file:///nonexistent/repo', 'main']).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/failed \(exit \d+\): \S/);
    expect(error?.message).not.toContain('\n');
    expect(error?.message).not.toContain('\\n');
  });

  it('an ALL reason that ends in a full stop is not given a second one in the summary', () => {
    const result: CommandResult = {
      command: 'upload-impacted-targets',
      dryRun: true,
      warnings: [],
      data: {
        command: 'upload-impacted-targets',
        targets: 'ALL',
        allReason: 'Graph.kt names projects computed at run time.',
        explanations: new Map(),
        uploaded: false,
        forkMode: false,
      },
    };
    const md = summaryOf({ command: 'upload-impacted-targets' }, result);
    expect(md).toContain('computed at run time.\n');
    expect(md).not.toContain('run time..');
  });
});
