/**
 * A rule pattern that matches no path of either compared commit: a warning naming the rule and
 * the pattern, with the nearest path of the tree, and never an error (a shared rules file may
 * name paths a repository lacks). An upload of no target says on its first line that the queue
 * will not test the pull request, and why.
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandResult } from '../src/commands/index.js';
import { outcomeLines } from '../src/report/outcome.js';
import { summaryOf } from '../src/report/summary.js';
import { computeImpactedTargets, type TargetSettings } from '../src/targets/compute.js';
import { deadPatterns } from '../src/targets/dead-patterns.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { parseRules } from '../src/targets/rules.js';
import { TOOL_VOICE, type Voice } from '../src/voice.js';
import { memoryLogger } from './support/logger.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';

let root: string;
let repo: Repo;
let base: string;
let head: string;

beforeAll(() => {
  root = tempDir('mq-dead-');
  repo = Repo.init(path.join(root, 'repo'));
  repo
    .write('packages/auth/src/login.ts')
    .write('packages/billing/src/pay.ts')
    .write('old/gone.ts')
    .write('README.md')
    .commit('base');
  base = repo.head();
  repo.write('packages/auth/src/login.ts', 'changed\n').write('fresh/new.ts').remove('old/gone.ts');
  head = repo.commit('change auth, add fresh/, remove old/');
});
afterAll(() => removeDir(root));

const settings = (targets: string): TargetSettings => ({
  targets,
  targetsFile: undefined,
  impactedTargets: undefined,
  impactedTargetsFiles: [],
  impactsAllOn: [],
});

const compute = (targets: string, voice?: Voice) =>
  computeImpactedTargets(
    settings(targets),
    { prNumber: 1, head, base, targetBranch: 'main' },
    {
      workspace: repo.dir,
      git: createGitRunner(repo.dir),
      log: memoryLogger(),
      ...(voice && { voice }),
    },
  );

const uploadResult = (data: Awaited<ReturnType<typeof compute>>, dryRun = false): CommandResult => {
  const { warnings, ...targets } = data;
  return {
    command: 'upload-impacted-targets',
    dryRun,
    warnings,
    data: { ...targets, command: 'upload-impacted-targets', uploaded: !dryRun, forkMode: false },
  };
};

describe('a rule pattern that matches no path of either commit', () => {
  it('is a warning naming the rule and the pattern, with the nearest path as the fix', async () => {
    const result = await compute('auth: packages/auht/**\nbilling: packages/billing/**\n');
    expect(result.targets).toEqual([]);
    const warning = result.warnings.find((w) => w.includes('packages/auht/**'));
    expect(warning).toBe(
      'Pattern "packages/auht/**" of target "auth" (targets) matches no file of either compared commit, ' +
        'so it can never make "auth" impacted. The nearest path there is "packages/auth/**": is that what it means? ' +
        '(A rules file shared by several repositories may name paths that this one lacks: then nothing is wrong.)',
    );
    // The rule that matches files of the tree, if not of the change, is not named.
    expect(result.warnings.join('\n')).not.toContain('packages/billing');
  });

  it("the tool names the rule's input as its flag", async () => {
    const result = await compute('auth: packages/auht/**\n', TOOL_VOICE);
    expect(result.warnings.join('\n')).toContain('of target "auth" (--targets) matches no file');
  });

  it('a file only in the base, or only in the head, is a path of a compared commit', async () => {
    const result = await compute('old: old/**\nfresh: fresh/**\nauth: packages/auth/**\n');
    expect(result.targets).toEqual(['auth', 'fresh', 'old']);
    expect(result.warnings).toEqual([]);
  });

  it('exclusions are not checked; a shared rules file keeps working, with a warning', async () => {
    const result = await compute(
      "auth: [packages/auth/**, '!packages/auth/nothing/**']\nmobile: apps/ios/**\n",
    );
    expect(result.targets).toEqual(['auth']);
    expect(result.warnings.filter((w) => w.startsWith('Pattern'))).toEqual([
      expect.stringMatching(/^Pattern "apps\/ios\/\*\*" of target "mobile" \(targets\)/),
    ]);
  });

  it('is warned of on every run, also when every changed file matched a rule', async () => {
    const commands: string[] = [];
    const result = await computeImpactedTargets(
      settings('auth: packages/auth/**\nfresh: fresh/**\nold: old/**\nmobile: apps/ios/**\n'),
      { prNumber: 1, head, base, targetBranch: 'main' },
      {
        workspace: repo.dir,
        git: createGitRunner(repo.dir, (args) => commands.push(args.join(' '))),
        log: memoryLogger(),
      },
    );
    expect(result.targets).toEqual(['auth', 'fresh', 'old']);
    expect(result.unmatchedFiles).toBeUndefined();
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^Pattern "apps\/ios\/\*\*" of target "mobile" \(targets\) matches no file/,
      ),
    ]);
    // The head's tree, listed beside the diff, then the base's for the pattern the head lacks.
    expect(commands.filter((c) => c.startsWith('ls-tree'))).toEqual([
      `ls-tree -r -z --full-tree --end-of-options ${head}`,
      `ls-tree -r -z --full-tree --end-of-options ${base}`,
    ]);
  });

  it('is warned of when the upload is ALL too (impacts-all-on matched)', async () => {
    const result = await computeImpactedTargets(
      { ...settings('auth: packages/auht/**\n'), impactsAllOn: ['fresh/**'] },
      { prNumber: 1, head, base, targetBranch: 'main' },
      { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
    );
    expect(result.targets).toBe('ALL');
    expect(result.allReason).toBe('fresh/new.ts matches impacts-all-on pattern fresh/**');
    expect(result.warnings).toEqual([
      expect.stringMatching(
        /^Pattern "packages\/auht\/\*\*" of target "auth" \(targets\) matches no file/,
      ),
    ]);
  });

  it('a run whose patterns all match the head lists one tree, beside the diff', async () => {
    const commands: string[] = [];
    const result = await computeImpactedTargets(
      settings("auth: packages/auth/**\nrest: ['**', '!fresh/**', '!old/**']\n"),
      { prNumber: 1, head, base, targetBranch: 'main' },
      {
        workspace: repo.dir,
        git: createGitRunner(repo.dir, (args) => commands.push(args.join(' '))),
        log: memoryLogger(),
      },
    );
    expect(result.unmatchedFiles).toEqual(['fresh/new.ts', 'old/gone.ts']);
    expect(result.warnings.filter((w) => w.startsWith('Pattern'))).toEqual([]);
    const lists = commands.filter((c) => c.startsWith('ls-tree'));
    expect(lists).toEqual([`ls-tree -r -z --full-tree --end-of-options ${head}`]);
    // Started before the diff's own git ran to its end: it is the second command of the run.
    expect(commands.indexOf(lists[0]!)).toBeLessThanOrEqual(1);
  });

  it('a workspace run lists the head once, for its manifests and the rules alike', async () => {
    const ws = Repo.init(path.join(root, 'ws'));
    ws.write('package.json', JSON.stringify({ name: 'root', workspaces: ['packages/*'] }))
      .write('packages/a/package.json', JSON.stringify({ name: 'a' }))
      .write('packages/a/index.js')
      .commit('base');
    const wsBase = ws.head();
    ws.write('packages/a/index.js', 'changed\n');
    const wsHead = ws.commit('change a');
    const commands: string[] = [];
    const result = await computeImpactedTargets(
      { ...settings('docs: dcos/**\n'), workspaces: ['npm'] },
      { prNumber: 1, head: wsHead, base: wsBase, targetBranch: 'main' },
      {
        workspace: ws.dir,
        git: createGitRunner(ws.dir, (args) => commands.push(args.join(' '))),
        log: memoryLogger(),
      },
    );
    expect(result.targets).toEqual(['a']);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^Pattern "dcos\/\*\*" of target "docs" \(targets\) matches no file/),
    ]);
    expect(
      commands.filter((c) => c === `ls-tree -r -z --full-tree --end-of-options ${wsHead}`),
    ).toHaveLength(1);
  });

  it('the nearest path: a missing segment replaced by the closest name, a literal path too', async () => {
    const rules = await parseRules(
      'a: packages/auth/src/logn.ts\nb: pakages/billing/**/*.ts\nc: nowhere/**\nd: packages/auth/*.go\n',
      'targets',
    );
    const dead = await deadPatterns(rules, [head, base], createGitRunner(repo.dir));
    expect(dead?.map((d) => [d.pattern, d.suggestion])).toEqual([
      ['packages/auth/src/logn.ts', 'packages/auth/src/login.ts'],
      ['pakages/billing/**/*.ts', 'packages/billing/**/*.ts'],
      ['nowhere/**', undefined],
      // The base is there as written: a file under it.
      ['packages/auth/*.go', 'packages/auth/src/login.ts'],
    ]);
  });

  it('the nearest path is looked for only for the patterns a warning names', async () => {
    const rules = await parseRules('a: pakages/auth/**\nb: pakages/billing/**\n', 'targets');
    const dead = await deadPatterns(rules, [head, base], createGitRunner(repo.dir), undefined, 1);
    expect(dead?.map((d) => [d.pattern, d.suggestion])).toEqual([
      ['pakages/auth/**', 'packages/auth/**'],
      ['pakages/billing/**', undefined],
    ]);
  });

  it('a commit that cannot be listed: nothing is said', async () => {
    const rules = await parseRules('a: nowhere/**\n', 'targets');
    expect(await deadPatterns(rules, ['f'.repeat(40)], createGitRunner(repo.dir))).toBe(undefined);
  });
});

describe('an upload of no target says so first', () => {
  it("the summary's first line and the log say the queue will not test the pull request, and why", async () => {
    const result = await compute('auth: packages/auht/**\n');
    const md = summaryOf({ command: 'upload-impacted-targets' }, uploadResult(result));
    expect(md.split('\n')[0]).toBe(
      '**The queue will not test this pull request**: none of its 3 changed files matches a target rule, so the upload is an empty list.',
    );
    expect(outcomeLines(uploadResult(result))).toContain(
      '  The queue will not test this pull request: none of its 3 changed files matches a target rule, so the upload is an empty list.',
    );
    const dry = summaryOf({ command: 'upload-impacted-targets' }, uploadResult(result, true));
    expect(dry.split('\n')[0]).toMatch(
      /^\*\*The queue would not test this pull request\*\*: .* would be an empty list\.$/,
    );
  });

  it('an upload with targets has no such line', async () => {
    const result = await compute('auth: packages/auth/**\n');
    const md = summaryOf({ command: 'upload-impacted-targets' }, uploadResult(result));
    expect(md).not.toContain('will not test');
    expect(outcomeLines(uploadResult(result)).join('\n')).not.toContain('will not test');
  });
});
