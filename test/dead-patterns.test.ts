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
import { deadPatterns, type Listing } from '../src/targets/dead-patterns.js';
import { GroupMatcher, SortedPaths } from '../src/targets/matcher.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { parseRules } from '../src/targets/rules.js';
import { TOOL_VOICE, type Voice } from '../src/voice.js';
import { memoryLogger } from './support/logger.js';
import { Repo, removeDir, shallowCheckout, tempDir } from './support/git-repo.js';

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

/** The head and base of the fixture, with the path their diff removes. */
const compared = () => ({ to: head, from: base, removed: ['old/gone.ts'] });

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
    // The head's tree, listed beside the diff, and no other: the base's paths the head lacks
    // (old/gone.ts) are the diff's.
    expect(commands.filter((c) => c.includes('ls-tree'))).toEqual([
      `ls-tree -r -z --full-tree --end-of-options ${head}`,
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
    const dead = await deadPatterns(rules, compared(), createGitRunner(repo.dir));
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
    const dead = await deadPatterns(rules, compared(), createGitRunner(repo.dir), { suggest: 1 });
    expect(dead?.map((d) => [d.pattern, d.suggestion])).toEqual([
      ['pakages/auth/**', 'packages/auth/**'],
      ['pakages/billing/**', undefined],
    ]);
  });

  it('a commit that cannot be listed: nothing is said', async () => {
    const rules = await parseRules('a: nowhere/**\n', 'targets');
    const unknown = { ...compared(), to: 'f'.repeat(40) };
    expect(await deadPatterns(rules, unknown, createGitRunner(repo.dir))).toBe(undefined);
  });
});

/** A repository whose second commit is the pull request's head: `change` makes it from the base. */
function pullRequest(name: string, make: (repo: Repo) => void, change: (repo: Repo) => void) {
  const r = Repo.init(path.join(root, name));
  make(r);
  const from = r.commit('base');
  change(r);
  return { repo: r, from, to: r.commit('change') };
}

/** The run's warnings and git commands for `targets` over a pull request made by pullRequest. */
async function run(pr: ReturnType<typeof pullRequest>, targets: string) {
  const commands: string[] = [];
  const result = await computeImpactedTargets(
    settings(targets),
    { prNumber: 1, head: pr.to, base: pr.from, targetBranch: 'main' },
    {
      workspace: pr.repo.dir,
      git: createGitRunner(pr.repo.dir, (args) => commands.push(args.join(' '))),
      log: memoryLogger(),
    },
  );
  const dead = result.warnings.filter((w) => w.startsWith('Pattern') || w.includes(' more '));
  return { result, dead, lists: commands.filter((c) => c.includes('ls-tree')), commands };
}

/** A submodule entry (a gitlink) at `at`, staged without a checkout of it. */
const addGitlink = (r: Repo, at: string) =>
  r.git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},${at}`);

describe('the base is not listed: its paths the head lacks are the ones the diff names', () => {
  it('a pattern that matches only a deleted file is no dead pattern', async () => {
    const pr = pullRequest(
      'deleted',
      (r) => r.write('legacy/only.ts').write('src/kept.ts'),
      (r) => r.remove('legacy/only.ts').write('src/kept.ts', 'changed\n'),
    );
    const { result, dead, lists } = await run(
      pr,
      'legacy: legacy/*.ts\nsrc: src/**\nnone: lib/**\n',
    );
    expect(result.targets).toEqual(['legacy', 'src']);
    expect(dead).toEqual([expect.stringMatching(/^Pattern "lib\/\*\*" of target "none"/)]);
    expect(lists).toEqual([`ls-tree -r -z --full-tree --end-of-options ${pr.to}`]);
  });

  it('a pattern that matches only a renamed-from path is no dead pattern', async () => {
    const pr = pullRequest(
      'renamed',
      (r) => r.write('src/legacy/name.ts', 'the same content, so git sees a rename\n'),
      (r) => r.move('src/legacy/name.ts', 'src/modern/name.ts'),
    );
    const { result, dead, lists } = await run(
      pr,
      'legacy: src/legacy/**/*.ts\nmodern: src/modern/**\ntypo: src/modrn/**\n',
    );
    expect(result.targets).toEqual(['legacy', 'modern']);
    expect(dead).toEqual([
      'Pattern "src/modrn/**" of target "typo" (targets) matches no file of either compared commit, ' +
        'so it can never make "typo" impacted. The nearest path there is "src/modern/**": is that what it means? ' +
        '(A rules file shared by several repositories may name paths that this one lacks: then nothing is wrong.)',
    ]);
    expect(lists).toEqual([`ls-tree -r -z --full-tree --end-of-options ${pr.to}`]);
  });

  it('nothing is said of a pattern inside a submodule the pull request removes', async () => {
    // A submodule (a gitlink) without its checkout: committed as git commits one, not add -A.
    const r = Repo.init(path.join(root, 'submodule'));
    r.write('app/main.ts').git('add', '-A');
    addGitlink(r, 'vendor/lib');
    r.git('commit', '-q', '-m', 'base');
    const from = r.head();
    r.git('rm', '-q', '--cached', 'vendor/lib');
    r.write('app/main.ts', 'changed\n').git('add', '-A');
    r.git('commit', '-q', '-m', 'change');
    const pr = { repo: r, from, to: r.head() };
    const { dead, lists } = await run(pr, 'lib: vendor/lib/src/*.c\napp: app/**\n');
    expect(dead).toEqual([]);
    // Asked of the one path the diff names at the pattern's base, in the base.
    expect(lists).toEqual([
      `ls-tree -r -z --full-tree --end-of-options ${pr.to}`,
      `--literal-pathspecs ls-tree -z --full-tree --end-of-options ${pr.from} -- vendor/lib`,
    ]);
  });

  it('a pattern under a deleted file (not a submodule) is still warned of', async () => {
    const pr = pullRequest(
      'file-above',
      (r) => r.write('tools').write('app/main.ts'),
      (r) => r.remove('tools').write('app/main.ts', 'changed\n'),
    );
    const { dead } = await run(pr, 'tools: tools/bin/*\napp: app/**\n');
    expect(dead).toEqual([expect.stringMatching(/^Pattern "tools\/bin\/\*" of target "tools"/)]);
  });

  it("paths git lists out of JavaScript's order are looked up all the same", async () => {
    // git orders by UTF-8 bytes: U+E000 before U+1F600, which JavaScript's UTF-16 puts first.
    const names = ['a-b/x.ts', 'a.b', 'a/x.ts', 'a0', '\u{E000}/x.ts', '\u{1F600}/x.ts', 'z/y.ts'];
    const pr = pullRequest(
      'order',
      (r) => names.forEach((n) => r.write(n)),
      (r) => r.write('z/y.ts', 'changed\n'),
    );
    const live = names.map((n, i) => `t${i}: '${n.split('/')[0]}/**'`).join('\n');
    const { result, dead } = await run(pr, `${live}\nmissing: a/y/**\n`);
    expect(result.targets).toEqual(['t6']);
    expect(dead).toEqual([expect.stringMatching(/^Pattern "a\/y\/\*\*" of target "missing"/)]);
  });
});

/** The dead patterns alone, as the matcher lists them (each once, in the groups' order). */
const unmatchedOf = (
  matcher: GroupMatcher,
  lists: readonly SortedPaths[],
  skip?: (base: string) => boolean,
): string[] => matcher.unmatchedIncludeGroups(lists, skip).map((u) => u.pattern);

describe('patterns looked up by their literal base in sorted paths', () => {
  it('are unmatched exactly when the matcher matches no path', () => {
    const paths = [
      '.github/workflows/ci.yml',
      'README.md',
      'docs/a b.md',
      'docs/guide/intro.md',
      'packages/auth-old/x.ts',
      'packages/auth.md',
      'packages/auth/src/login.ts',
      'packages/auth/test/login.test.ts',
      'src',
      'we\\ird/x.ts',
    ];
    const patterns = [
      '**',
      '**/*.md',
      '**/*.go',
      '*.md',
      './README.md',
      'README.md',
      'README',
      'docs/**',
      'docs/*.md',
      'docs/**/*.md',
      'docs/a b.md',
      'docs/{guide,other}/**',
      'docs/gui?e/*.md',
      'packages/auth',
      'packages/auth/**',
      'packages/auth/*.ts',
      'packages/auth/**/*.test.ts',
      'packages/auth-old/**',
      'packages/au*/src/**',
      'packages/[ab]uth/**',
      'packages/auth.md',
      'src/**',
      'src',
      '.github/**',
      'we\\\\ird/**',
      'nowhere/**',
      '**/login.ts',
      'packages/auth/src/login.ts/**',
    ];
    const groups = patterns.map((p) => ({ include: [p] }));
    const expected = patterns.filter((_, i) => !new GroupMatcher(groups).match(paths).has(i));
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(patterns.length - 15);
    const sorted = new SortedPaths([...paths].sort());
    expect(unmatchedOf(new GroupMatcher(groups), [sorted])).toEqual(expected);
    // Split over two lists, and the same pattern in several groups: looked for once.
    const halves = [sorted.paths.slice(0, 5), sorted.paths.slice(5)].map((h) => new SortedPaths(h));
    const twice = new GroupMatcher([...groups, ...groups]);
    expect(unmatchedOf(twice, halves)).toEqual(expected);
    // Many patterns of one prefix (the root's, `docs`'s: past eight, a map each), every one in
    // two groups and written with `./` in a third: each looked for once, every group listed.
    const n = patterns.length;
    const dotted = groups.map((g) => ({ include: [`./${g.include[0]}`] }));
    const many = new GroupMatcher([...groups, ...dotted, ...groups]);
    expect(many.unmatchedIncludeGroups([sorted])).toEqual([
      ...expected.map((p) => ({
        pattern: p,
        holders: [patterns.indexOf(p), 2 * n + patterns.indexOf(p)],
      })),
      ...expected.map((p) => ({ pattern: `./${p}`, holders: [n + patterns.indexOf(p)] })),
    ]);
    // A pattern the matcher matched before is not looked for.
    const seen = new GroupMatcher([{ include: ['docs/**', 'nowhere/**'] }]);
    seen.match(['docs/x.md']);
    expect(unmatchedOf(seen, [new SortedPaths([])])).toEqual(['nowhere/**']);
    // So among many of its prefix, and a copy of it in another group is not looked for either.
    const others = Array.from({ length: 9 }, (_, i) => `docs/*.x${i}`);
    const crowded = new GroupMatcher(
      ['docs/**', ...others, 'docs/**'].map((p) => ({ include: [p] })),
    );
    crowded.match(['docs/x.md']);
    expect(unmatchedOf(crowded, [new SortedPaths([])])).toEqual(others);
    // `skip` leaves a pattern out by its base, every group's copy of it, written either way.
    const skipping = new GroupMatcher([
      { include: ['vendor/lib/*.c', 'gone/**'] },
      { include: ['./vendor/lib/*.c', 'gone/**'] },
    ]);
    const vendor = (base: string) => base.startsWith('vendor/');
    expect(unmatchedOf(skipping, [new SortedPaths(['app/x.ts'])], vendor)).toEqual(['gone/**']);
    expect(unmatchedOf(skipping, [new SortedPaths(['app/x.ts'])])).toEqual([
      'vendor/lib/*.c',
      'gone/**',
      './vendor/lib/*.c',
    ]);
    // With the groups that hold each, in order: a group once for each time it writes it.
    const holders = new GroupMatcher([
      { include: ['gone/**', 'app/**'] },
      { include: ['./gone/**', 'x/**', 'gone/**'] },
      { include: ['gone/**', 'gone/**'] },
    ]);
    expect(holders.unmatchedIncludeGroups([new SortedPaths(['app/x.ts'])])).toEqual([
      { pattern: 'gone/**', holders: [0, 1, 2, 2] },
      { pattern: './gone/**', holders: [1] },
      { pattern: 'x/**', holders: [1] },
    ]);
    // Asked again, the same: nothing of the first answer is kept on the patterns.
    const again = holders.unmatchedIncludeGroups([new SortedPaths(['app/x.ts'])]);
    expect(again).toEqual(holders.unmatchedIncludeGroups([new SortedPaths(['app/x.ts'])]));
    expect(again[0]).toEqual({ pattern: 'gone/**', holders: [0, 1, 2, 2] });
  });

  it('agree with the matcher on random trees, whatever order the groups give the bases in', () => {
    // Deterministic: the same 200 cases every run.
    let seed = 7;
    const pick = <T>(list: readonly T[]): T => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return list[seed % list.length]!;
    };
    const names = ['a', 'a-b', 'a.b', 'a0', 'ab', 'b', 'src', 'x.ts', 'y.md'];
    const globs = ['**', '*.ts', '**/*.md', '*', 'x.ts', 'y.md'];
    for (let round = 0; round < 200; round++) {
      const paths = [
        ...new Set(
          Array.from({ length: 1 + (round % 12) }, () =>
            Array.from({ length: 1 + (round % 3) }, () => pick(names)).join('/'),
          ),
        ),
      ];
      const patterns = Array.from({ length: 8 }, () => {
        const base = Array.from({ length: round % 3 }, () => pick(names)).join('/');
        const glob = pick(globs);
        return base === '' ? glob : `${base}/${glob}`;
      });
      const groups = patterns.map((p) => ({ include: [p] }));
      const hit = new GroupMatcher(groups).match(paths);
      const expected = [...new Set(patterns.filter((_, i) => !hit.has(i)))].filter(
        (p) => !patterns.some((q, i) => q === p && hit.has(i)),
      );
      const sorted = [...paths].sort();
      const lists = [sorted.slice(0, round % 4), sorted.slice(round % 4)].map(
        (h) => new SortedPaths(h),
      );
      expect(unmatchedOf(new GroupMatcher(groups), lists).sort()).toEqual(expected.sort());
    }
  });

  it("a directory's names in the order of the paths, a subdirectory's run jumped over", () => {
    const sorted = new SortedPaths(['a-b/x', 'a.b', 'a/x/1', 'a/x/2', 'a/y', 'a0', 'b']);
    expect(new SortedPaths(['b', '\u{1F600}', '\u{E000}']).paths).toEqual(
      ['\u{1F600}', '\u{E000}', 'b'].sort(),
    );
    expect(sorted.childNames('')).toEqual(['a-b', 'a.b', 'a', 'a0', 'b']);
    expect(sorted.childNames('a')).toEqual(['x', 'y']);
    expect(sorted.childNames('b')).toEqual([]);
    expect(sorted.under('a')).toEqual([2, 5]);
    expect(sorted.under('a/x')).toEqual([2, 4]);
    expect(sorted.under('c')).toEqual([7, 7]);
    // A path of the list, or a directory some path lies under; nothing else.
    const held = ['a', 'a/x', 'a/x/1', 'a-b', 'a-b/x', 'a.b', 'a0', 'b'];
    const notHeld = ['', 'a/', 'a/x/3', 'a/z', 'a-', 'a.', 'a-b/x/y', 'a0/x', 'c', 'x'];
    for (const path of held) expect([path, sorted.holds(path)]).toEqual([path, true]);
    for (const path of notHeld) expect([path, sorted.holds(path)]).toEqual([path, false]);
    // Held exactly when the directory's names hold the last segment.
    for (const path of [...held, ...notHeld].filter((p) => p !== '' && !p.endsWith('/'))) {
      const slash = path.lastIndexOf('/');
      const names = sorted.childNames(slash === -1 ? '' : path.slice(0, slash));
      expect([path, sorted.holds(path)]).toEqual([path, names.includes(path.slice(slash + 1))]);
    }
  });

  it('reads paths by offsets into a listing as it reads a list, and sorts a surrogate pair', () => {
    const listing = (paths: string[]) => {
      let text = '';
      const starts: number[] = [];
      const ends: number[] = [];
      for (const path of paths) {
        text += '100644 blob 0123\t';
        starts.push(text.length);
        text += path;
        ends.push(text.length);
        text += '\0';
      }
      return new SortedPaths({ text, starts, ends });
    };
    const paths = ['a-b/x', 'a.b', 'a/x/1', 'a/x/2', 'a/y', 'a0', 'b'];
    const byList = new SortedPaths(paths);
    // Searched in place (no path sliced, no list made): every prefix of every path, and beyond.
    const keys = new Set(['', 'a/', 'a/x/', 'a/x/10', 'a-', 'a.', 'a1', 'c', 'B', '\u{E000}']);
    for (const path of paths) for (let n = 1; n <= path.length; n++) keys.add(path.slice(0, n));
    for (const key of keys) {
      expect(listing(paths).under(key), key).toEqual(byList.under(key));
      expect(listing(paths).holds(key), key).toBe(byList.holds(key));
      expect(listing(paths).childNames(key), key).toEqual(byList.childNames(key));
    }
    const read = listing(paths).reader<string>();
    expect(read('a/x', false, (p, end) => p.endsWith(end), '2')).toBe(true);
    expect(read('a/z', false, () => true, '')).toBe(false);
    const byOffsets = listing(paths);
    expect(byOffsets.length).toBe(7);
    expect(byOffsets.at(2)).toBe('a/x/1');
    expect(byOffsets.paths).toEqual(paths);
    const odd = listing(['b', '\u{1F600}', '\u{E000}']);
    expect(odd.paths).toEqual(['\u{1F600}', '\u{E000}', 'b'].sort());
    expect(odd.at(0)).toBe(['\u{1F600}', '\u{E000}', 'b'].sort()[0]);
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

describe('a listing started before the fetch that brings its commit', () => {
  it('is made again after it, and the dead pattern is named (depth 1, the head not fetched yet)', async () => {
    const origin = Repo.init(path.join(root, 'fetch-origin'));
    origin.write('src/a.ts').write('docs/guide.md').commit('base');
    const from = origin.head();
    origin.git('checkout', '-q', '-b', 'feature');
    const to = origin.write('src/a.ts', 'changed\n').commit('change');
    origin.git('checkout', '-q', 'main');
    // actions/checkout at depth 1 of main: the pull request's head is not here yet.
    const clone = shallowCheckout(
      origin,
      path.join(root, 'fetch-clone'),
      'refs/heads/main',
      'refs/remotes/origin/main',
    );
    expect(() => clone.git('cat-file', '-e', `${to}^{commit}`)).toThrow();
    const { result, dead, lists } = await run(
      { repo: clone, from, to },
      'src: src/**\nnone: lib/**\n',
    );
    expect(result.targets).toEqual(['src']);
    expect(dead).toEqual([
      expect.stringMatching(/^Pattern "lib\/\*\*" of target "none" \(targets\) matches no file/),
    ]);
    // Listed beside the diff (and failed: no such commit here), then again after the fetch.
    expect(lists).toEqual([1, 2].map(() => `ls-tree -r -z --full-tree --end-of-options ${to}`));
  });
});

describe('a large tree: git lists what lies at the open bases instead of the tree read whole', () => {
  let big: { repo: Repo; from: string; to: string };
  beforeAll(() => {
    // Submodules (gitlinks) and a symlink staged by hand, committed as git commits them (not
    // add -A, which would drop the gitlinks that have no checkout).
    const r = Repo.init(path.join(root, 'large'));
    for (const file of [
      'packages/auth/src/login.ts',
      'packages/auth/README.md',
      'packages/billing/src/pay.ts',
      'packages/billing/src/deep/x.go',
      'docs/guide.md',
      'docs/faq.md',
      'tools',
      'a-b/x.ts',
      'a.b',
      'a/x.ts',
      'a0',
      'we ird/[x].ts',
      'we ird/*.md',
      '\u00fcn\u00ef/c\u00f4de.ts',
      '\u{E000}/y.ts',
      '\u{1F600}/x.ts',
      'old/gone.ts',
    ])
      r.write(file);
    r.git('add', '-A');
    addGitlink(r, 'vendor/lib');
    addGitlink(r, 'deps/sub/mod');
    const target = r.git('hash-object', '-w', 'packages/auth/README.md').trim();
    r.git('update-index', '--add', '--cacheinfo', `120000,${target},links/to-auth`);
    r.git('commit', '-q', '-m', 'base');
    const from = r.head();
    r.git('rm', '-q', '--cached', 'old/gone.ts');
    r.write('packages/auth/src/login.ts', 'changed\n').git('add', 'packages/auth/src/login.ts');
    r.git('commit', '-q', '-m', 'change');
    big = { repo: r, from, to: r.head() };
    expect(r.git('ls-tree', '-r', '--name-only', big.to)).toContain('deps/sub/mod');
  });

  /** Patterns live, dead, mistyped at the root and below, under submodules, files and globs. */
  const PATTERNS = [
    'packages/auth/**',
    'packages/billing/**',
    'packages/billing/**/*.rs',
    'packages/billing/**/*.go',
    'packages/billing/src/*.ts',
    'packages/*/src/**',
    'packages/auth/**/*.ts',
    './packages/auth/README.md',
    'packages/auht/**',
    'pakages/billing/**/*.ts',
    'packages/auth/src/logn.ts',
    'packages/auth/*.go',
    'docs/*.txt',
    'docs/*.md',
    'docs/guide.md/**',
    'tools/bin/*',
    'tools',
    'old/**',
    'a/**',
    'a0/**',
    'a-b/**/*.ts',
    'a.b',
    'we ird/**',
    'we ird/[[]x].ts',
    'we ird/[*].md',
    '\u00fcn\u00ef/**',
    '\u00fcni/**',
    '\u{1F600}/**',
    '\u{E000}/*.ts',
    'vendor/lib/src/*.c',
    'vendor/lib',
    'deps/sub/mod/**',
    'deps/sub/**',
    'deps/other/**',
    'links/to-auth',
    'links/**',
    'nowhere/**',
    'nowhere/deeper/still/*.ts',
  ];

  /** A listing of the head that says it is large; `reads` counts the times it is read whole. */
  let reads = 0;
  const large = (commit: string): Listing => ({
    commit,
    entries: 1_000_000,
    tree: () => {
      reads++;
      return Promise.resolve(undefined);
    },
  });
  const ALWAYS = { MERGE_QUEUE_CONNECT_BASE_LISTING_FROM: '0' };

  const both = async (targets: string) => {
    const rules = await parseRules(targets, 'targets');
    const compared = { to: big.to, from: big.from, removed: ['old/gone.ts'] };
    const commands: string[] = [];
    const git = createGitRunner(big.repo.dir, (args) => commands.push(args.join(' ')));
    const whole = await deadPatterns(rules, compared, createGitRunner(big.repo.dir));
    reads = 0;
    const listed = await deadPatterns(rules, compared, git, {
      early: large(big.to),
      env: ALWAYS,
    });
    return { whole, listed, commands, reads };
  };

  it('gives the dead patterns and nearest paths the whole tree gives, for every pattern', async () => {
    const targets = PATTERNS.map((p, i) => `t${i}: '${p.replace(/'/g, "''")}'`).join('\n');
    const { whole, listed, commands, reads } = await both(targets);
    expect(reads).toBe(0);
    expect(listed).toEqual(whole);
    // The fixture says something: dead patterns, suggestions from the root and below, and
    // patterns under submodules left unsaid.
    expect(whole!.map((d) => d.pattern)).toEqual(
      expect.arrayContaining(['packages/auht/**', 'pakages/billing/**/*.ts', 'tools/bin/*']),
    );
    expect(whole!.map((d) => d.pattern)).not.toContain('vendor/lib/src/*.c');
    expect(whole!.map((d) => d.pattern)).not.toContain('old/**');
    expect(whole!.find((d) => d.pattern === 'packages/auht/**')?.suggestion).toBe(
      'packages/auth/**',
    );
    // No listing of the whole head: only of the bases.
    const lists = commands.filter((c) => c.includes('ls-tree'));
    expect(lists.every((c) => c.startsWith('--literal-pathspecs ls-tree'))).toBe(true);
  });

  it('the same on random sets of the patterns (seeded), each a rule of its own or shared', async () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 12; round++) {
      const picked = PATTERNS.filter(() => random(3) === 0);
      const rules = picked.map((p, i) => `r${i % 4}_${round}: '${p.replace(/'/g, "''")}'`);
      // Several patterns in one rule: grouped by name, as a rules file writes them.
      const byName = new Map<string, string[]>();
      for (const line of rules) {
        const [name, pattern] = [
          line.slice(0, line.indexOf(':')),
          line.slice(line.indexOf(':') + 2),
        ];
        byName.set(name, [...(byName.get(name) ?? []), pattern]);
      }
      const targets = [...byName].map(([name, ps]) => `${name}: [${ps.join(', ')}]`).join('\n');
      if (targets === '') continue;
      const { whole, listed } = await both(targets);
      expect(listed, targets).toEqual(whole);
    }
  });

  it('one git process when each base is settled by its own names or any path under it', async () => {
    const { whole, listed, commands } = await both(
      'auth: packages/auth/**\nbilling: packages/billing/**\ntypo: packages/auht/**\n',
    );
    expect(listed).toEqual(whole);
    expect(whole!.map((d) => d.pattern)).toEqual(['packages/auht/**']);
    expect(commands.filter((c) => c.includes('ls-tree'))).toEqual([
      `--literal-pathspecs ls-tree -z --full-tree --end-of-options ${big.to} -- . packages/ packages/auth/ packages/billing/ packages/auht/ packages/auth packages/billing packages/auht`,
    ]);
  });

  it('a base holding directories whose pattern needs its files is listed to the end', async () => {
    const { whole, listed, commands } = await both('rust: packages/billing/**/*.rs\n');
    expect(listed).toEqual(whole);
    expect(whole!.map((d) => d.pattern)).toEqual(['packages/billing/**/*.rs']);
    expect(commands.filter((c) => c.includes('ls-tree -r'))).toEqual([
      `--literal-pathspecs ls-tree -r -z --full-tree --end-of-options ${big.to} -- packages/billing`,
    ]);
  });

  it('a run on a large index lists no whole tree beside the diff, only the bases after it', async () => {
    const pr = pullRequest(
      'push-large',
      (r) => r.write('src/kept.ts').write('docs/a.md'),
      (r) => r.write('src/kept.ts', 'changed\n'),
    );
    const targets = 'src: src/**\ndocs: docs/**\nnone: lib/**\n';
    const before = await run(pr, targets);
    expect(before.lists).toEqual([`ls-tree -r -z --full-tree --end-of-options ${pr.to}`]);
    process.env.MERGE_QUEUE_CONNECT_BASE_LISTING_FROM = '1';
    try {
      const { result, dead, lists } = await run(pr, targets);
      expect(result.targets).toEqual(['src']);
      expect(dead).toEqual(before.dead);
      expect(dead).toEqual([expect.stringMatching(/^Pattern "lib\/\*\*" of target "none"/)]);
      expect(lists).toEqual([
        `--literal-pathspecs ls-tree -z --full-tree --end-of-options ${pr.to} -- . docs/ lib/ docs lib`,
      ]);
      // A pattern with no base: the look-up cannot go by bases, so the tree is listed beside the
      // diff as before.
      const anywhere = await run(pr, `${targets}md: '**/*.txt'\n`);
      expect(anywhere.dead).toEqual([...dead, expect.stringMatching(/^Pattern "\*\*\/\*\.txt"/)]);
      expect(anywhere.lists).toEqual(before.lists);
      expect(anywhere.commands.indexOf(anywhere.lists[0]!)).toBeLessThanOrEqual(1);
    } finally {
      delete process.env.MERGE_QUEUE_CONNECT_BASE_LISTING_FROM;
    }
  });

  it('a small tree, or a pattern with no base, is read whole as before', async () => {
    const rules = await parseRules("md: '**/*.txt'\nauth: packages/auth/**\n", 'targets');
    const compared = { to: big.to, from: big.from, removed: ['old/gone.ts'] };
    const read: string[] = [];
    const listing = (entries: number): Listing => ({
      commit: big.to,
      entries,
      tree: () => {
        read.push(String(entries));
        return Promise.resolve(undefined);
      },
    });
    const git = createGitRunner(big.repo.dir);
    // No base for `**/*.txt`: read whole (here the listing has nothing, so git lists the tree).
    const dead = await deadPatterns(rules, compared, git, { early: listing(10 ** 6) });
    expect(dead?.map((d) => d.pattern)).toEqual(['**/*.txt']);
    // A tree under the threshold is read whole.
    const auth = await parseRules('auth: packages/auht/**\n', 'targets');
    await deadPatterns(auth, compared, git, { early: listing(11_999) });
    expect(read).toEqual(['1000000', '11999']);
  });
});
