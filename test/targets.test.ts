import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from './support/logger.js';
import { splitList } from '../src/lists.js';
import { collectTargetFiles } from '../src/targets/collect.js';
import { computeImpactedTargets, type TargetSettings } from '../src/targets/compute.js';
import { describe as explain } from '../src/targets/explain.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { GroupMatcher, globstarTest, plainSplit } from '../src/targets/matcher.js';
import { checkRules, parseRules } from '../src/targets/rules.js';
import { expectInputError, expectInputRejection } from './support/expect-error.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';

/** The rules checked as the engine checks them, with no directory in the tree. */
const checked = (sets: Parameters<typeof checkRules>[0]) =>
  checkRules(sets, { isDirectory: () => false, impactsAllOn: [] }).rules;

async function rules(yaml: string) {
  return checked([await parseRules(yaml, 'targets')]);
}

describe('target rules', () => {
  it('reads a pattern, a list, and {paths, depends-on}', async () => {
    const parsed = await rules(`
api:
  - services/api/**
  - libs/common/**
  - '!**/*.md'
web: web/**
e2e:
  paths: [tests/e2e/**]
  depends-on: [api, web]
`);
    expect(parsed).toEqual([
      {
        name: 'api',
        include: ['services/api/**', 'libs/common/**'],
        exclude: ['**/*.md'],
        dependsOn: [],
        input: 'targets',
      },
      { name: 'web', include: ['web/**'], exclude: [], dependsOn: [], input: 'targets' },
      {
        name: 'e2e',
        include: ['tests/e2e/**'],
        exclude: [],
        dependsOn: ['api', 'web'],
        input: 'targets',
      },
    ]);
  });

  it.each([
    ['api: [services/**\n  bad: : :', /not valid YAML/],
    ['- just\n- a list', /must be a mapping/],
    ['api: []', /target "api" is empty/],
    ['api:', /target "api" is empty/],
    ["api: ['!**/*.md']", /target "api" is empty \(it has only `!` exclusions\)/],
    ['api: {paths: [a/**], depends-on: [nope]}', /target "api" depends on unknown target "nope"/],
    [
      'a: {paths: [a/**], depends-on: [b]}\nb: {paths: [b/**], depends-on: [c]}\nc: {depends-on: [a]}',
      /cycle: a -> b -> c -> a/,
    ],
    ['a: {depends-on: [a]}', /cycle: a -> a/],
    ['api: {path: [a/**]}', /target "api" has unknown key\(s\) "path"/],
    ['api: [{x: 1}]', /target "api" must be a pattern string/],
    ['api: a/**\napi: b/**', /not valid YAML/],
  ])('%j is an input error naming the input and the target', async (yaml, message) => {
    const error = await expectInputRejection(() => rules(yaml));
    expect(error.input).toBe('targets');
    expect(error.message).toContain('"targets"');
    expect(error.message).toMatch(message);
  });

  it('a target defined in both targets and targets-file is an error', async () => {
    const sets = [
      await parseRules('api: a/**', 'targets'),
      await parseRules('api: b/**', 'targets-file'),
    ];
    const error = expectInputError(() => checked(sets));
    expect(error.message).toContain('target "api" is also defined in "targets"');
  });
});

describe('rules written for dorny/paths-filter', () => {
  const patternsOf = async (yaml: string) =>
    (await parseRules(yaml, 'targets')).map((r) => [r.name, r.include, r.exclude, r.changeTypes]);

  it('a change-type mapping in a list carries its pattern (or list of them)', async () => {
    expect(
      await patternsOf(
        "api:\n  - added|modified: src/**\n  - deleted: [lib/**, '!lib/**/*.md']\n  - docs/api.md",
      ),
    ).toEqual([
      ['api', ['src/**', 'lib/**', 'docs/api.md'], ['lib/**/*.md'], ['added|modified', 'deleted']],
    ]);
  });

  it('the same as a quoted string carries its pattern, not a literal that matches nothing', async () => {
    expect(
      await patternsOf("api: ['added|modified: src/**', 'Renamed | Deleted:  lib/*.ts']"),
    ).toEqual([['api', ['src/**', 'lib/*.ts'], [], ['added|modified', 'Renamed | Deleted']]]);
    // A colon that is not after change types stays part of the pattern.
    expect(await patternsOf("odd: ['weird: name.txt']")).toEqual([
      ['odd', ['weird: name.txt'], [], undefined],
    ]);
  });

  it('a target given as a change-type mapping alone, and lists shared through YAML anchors', async () => {
    expect(
      await patternsOf(
        'shared: &shared [lib/**, tools/**]\napi: {added|modified: src/**}\nweb: [*shared, web/**]',
      ),
    ).toEqual([
      ['shared', ['lib/**', 'tools/**'], [], undefined],
      ['api', ['src/**'], [], ['added|modified']],
      ['web', ['lib/**', 'tools/**', 'web/**'], [], undefined],
    ]);
  });

  it('any other mapping in a list is refused, naming the form that is read', async () => {
    const error = await expectInputRejection(
      () => parseRules('api: [{changed: src/**}]', 'targets'),
      'targets',
    );
    expect(error.message).toBe(
      'Input "targets": target "api" must be a pattern string or a list of them, not a mapping ' +
        '(a mapping in a list is read only as dorny/paths-filter\'s change types, such as "added|modified: src/**", ' +
        'from added, copied, deleted, modified, renamed, unmerged).',
    );
  });

  it('a PR changing a file under the prefixed pattern impacts the target, with a warning on the prefix', async () => {
    const dir = tempDir('mq-pf-');
    try {
      const repo = Repo.init(path.join(dir, 'repo'));
      repo.write('src/a.ts').write('web/index.ts').write('README.md').commit('base');
      const base = repo.head();
      repo.write('src/a.ts', 'changed\n');
      const head = repo.commit('change');
      const r = await computeImpactedTargets(
        {
          targets: "api: ['added|modified: src/**']\nweb:\n  - added: web/**",
          targetsFile: undefined,
          impactedTargets: undefined,
          impactedTargetsFiles: [],
          impactsAllOn: [],
        },
        { prNumber: 1, targetBranch: 'main', base, head },
        { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
      );
      expect(r.targets).toEqual(['api']);
      expect(r.warnings).toEqual([
        'target "api" (targets): the change types "added|modified" (dorny/paths-filter\'s form) are not used: a target is impacted by every kind of change to its files, added, modified, renamed or deleted, so its patterns count for all of them.',
        'target "web" (targets): the change types "added" (dorny/paths-filter\'s form) are not used: a target is impacted by every kind of change to its files, added, modified, renamed or deleted, so its patterns count for all of them.',
      ]);
    } finally {
      removeDir(dir);
    }
  });
});

describe('GroupMatcher', () => {
  it('splits the common pattern as picomatch.scan does, on every one up to six characters', () => {
    // Every string of these characters (names, dots, dashes, underscores, slashes, `*`) of
    // length 1-6 that plainSplit takes: base and glob as scan gives them, unescaped or not.
    const alphabet = ['a', 'B', '.', '/', '*', '-', '_'];
    let taken = 0;
    const differ: string[] = [];
    const visit = (pattern: string) => {
      const plain = pattern && plainSplit(pattern);
      if (plain) {
        taken++;
        for (const scan of [picomatch.scan(pattern), picomatch.scan(pattern, { unescape: true })]) {
          const expected = { base: scan.base, glob: scan.isGlob ? scan.glob : '' };
          if (plain.base !== expected.base || plain.glob !== expected.glob) differ.push(pattern);
        }
      }
      if (pattern.length < 6) for (const c of alphabet) visit(pattern + c);
    };
    visit('');
    expect(differ.slice(0, 10)).toEqual([]);
    expect(taken).toBeGreaterThan(100_000);
    // What it leaves to scan: other characters, and a leading `/` or `./`.
    for (const other of ['/a/*', './a/*', 'a/{b,c}', 'a/[id]/*', 'a?b', '!a', 'a b/*', 'a\\*']) {
      expect(plainSplit(other)).toBeUndefined();
    }
  });

  it('tests `**` as picomatch does, on every path up to eight characters of a . / and newline', () => {
    const made = picomatch.makeRe('**', { dot: true });
    const re = new RegExp(made.source, `${made.flags}s`);
    const differ: string[] = [];
    let matched = 0;
    let level = [''];
    for (let n = 1; n <= 8; n++) {
      const next = level.flatMap((s) => ['a', '.', '/', '\n'].map((c) => s + c));
      for (const path of next) {
        if (re.test(path)) matched++;
        if (globstarTest(path) !== re.test(path)) differ.push(path);
      }
      level = next;
    }
    expect(differ.slice(0, 10)).toEqual([]);
    expect(matched).toBeGreaterThan(10_000);
    expect(globstarTest('')).toBe(false);
  });

  it('applies exclusions per target, dot files, brackets, literal paths and ./ prefixes', () => {
    const m = new GroupMatcher([
      { include: ['docs/**'], exclude: ['**/*.png'] },
      { include: ['**/*.png'] },
      { include: ['.github/**'] },
      { include: ['src/\\[id\\]/**'] },
      { include: ['./package.json'] },
      { include: ['*.md'] },
    ]);
    const hits = m.match([
      '.github/workflows/ci.yml',
      'docs/a.png',
      'package.json',
      'src/[id]/page.tsx',
    ]);
    expect([...hits.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect(hits.get(1)).toEqual({ file: 'docs/a.png', pattern: '**/*.png' });
    expect(hits.get(4)).toEqual({ file: 'package.json', pattern: 'package.json' });
    expect(m.match(['docs/readme.txt']).get(0)).toEqual({
      file: 'docs/readme.txt',
      pattern: 'docs/**',
    });
  });

  it('gives the same answer as testing every file against every pattern (random cases)', () => {
    // A seeded generator keeps this deterministic and bounded.
    let seed = 12345;
    const rand = (n: number) => {
      // The high bits: an LCG's low bits cycle in short periods.
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return Math.floor((seed / 2 ** 32) * n);
    };
    // Names with a backslash, braces and brackets: legal in git, and glob syntax when unescaped.
    const segs = ['a', 'b', 'c', '.d', 'e f', '[g]', 'ü', 'we\\ird', '{h,i}', 'x[j]'];
    const exts = ['.ts', '.md', '.js', ''];
    const file = () =>
      Array.from({ length: 1 + rand(4) }, () => segs[rand(segs.length)]).join('/') +
      exts[rand(exts.length)];
    const pat = () => {
      const forms = [
        () => `${segs[rand(3)]}/**`,
        () => `**/*${exts[rand(3)]}`,
        () => `${segs[rand(segs.length)]}/${segs[rand(segs.length)]}/*`,
        () => `${segs[rand(3)]}/**/*${exts[rand(3)]}`,
        () => `{a,b}/**`,
        () => file(),
        () => `*${exts[rand(3)]}`,
        () => `${segs[rand(3)]}/{b,c}/**`,
        () => `${segs[rand(3)]}/!(b)/**`,
        () => `${segs[rand(3)]}/?/*`,
        () => `${segs[rand(3)]}/\\[g\\]/**`,
        () => `${segs[rand(3)]}/**/${segs[rand(segs.length)]}/*${exts[rand(3)]}`,
        () => `${segs[rand(3)]}/${segs[rand(3)]}`,
        () => `./${segs[rand(3)]}/**`,
        // Escaped glob characters in the literal prefix, and escaped backslashes.
        () => `we\\\\ird/**`,
        () => `${segs[rand(3)]}/we\\\\ird/*${exts[rand(3)]}`,
        () => `\\{h,i\\}/**`,
        () => `${segs[rand(3)]}/\\{h,i\\}/*`,
        () => `x\\[j\\]/**`,
        () => `{we\\\\ird,a}/**`,
      ];
      return forms[rand(forms.length)]!();
    };
    for (let round = 0; round < 300; round++) {
      const groups = Array.from({ length: 1 + rand(20) }, () => ({
        include: Array.from({ length: 1 + rand(3) }, pat),
        exclude: rand(3) === 0 ? [pat()] : [],
      }));
      const files = [...new Set(Array.from({ length: 1 + rand(40) }, file))].sort();
      const naive = new Map<number, string>();
      groups.forEach((g, i) => {
        const inc = g.include.map((p) => picomatch(p, { dot: true }));
        const exc = g.exclude.map((p) => picomatch(p, { dot: true }));
        const first = files.find((f) => inc.some((t) => t(f)) && !exc.some((t) => t(f)));
        if (first !== undefined) naive.set(i, first);
      });
      const ours = new Map([...new GroupMatcher(groups).match(files)].map(([i, h]) => [i, h.file]));
      expect(ours).toEqual(naive);
      // One pass gives both: the same first files, and the files no group matches.
      const both = new GroupMatcher(groups).classify(files, true);
      expect(new Map([...both.hits].map(([i, h]) => [i, h.file]))).toEqual(naive);
      const naiveUnmatched = files.filter(
        (f) =>
          !groups.some(
            (g) =>
              g.include.some((p) => picomatch(p, { dot: true })(f)) &&
              !g.exclude.some((p) => picomatch(p, { dot: true })(f)),
          ),
      );
      expect(both.unmatched).toEqual(naiveUnmatched);
      expect(new GroupMatcher(groups).unmatched(files)).toEqual(naiveUnmatched);
    }
  });

  it('looks up only the depths some base has, a base of 32 segments or more included', () => {
    const dir = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`).join('/');
    const patterns = [
      `${dir(2)}/**`,
      `${dir(31)}/*.ts`,
      `${dir(32)}/*.ts`,
      `${dir(33)}/**`,
      `${dir(40)}/x.ts`,
      `${dir(45)}`,
    ];
    const files = [1, 2, 3, 30, 31, 32, 33, 34, 39, 40, 41, 44, 46]
      .flatMap((n) => [`${dir(n)}/x.ts`, `${dir(n)}/y.md`])
      .concat([dir(45), dir(46)]);
    for (const include of patterns) {
      const expected = files.filter((f) => picomatch(include, { dot: true })(f));
      const hits = new GroupMatcher([{ include: [include] }, { include: [`${dir(2)}/**`] }]);
      expect(hits.classify(files, true).unmatched).toEqual(
        files.filter((f) => !expected.includes(f) && !f.startsWith(`${dir(2)}/`)),
      );
      expect(files.filter((f) => new GroupMatcher([{ include: [include] }]).first([f]))).toEqual(
        expected,
      );
      expect(expected.length).toBeGreaterThan(0);
    }
  });
});

describe('collected target files', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir('mq-collect-');
    mkdirSync(path.join(dir, 'out'), { recursive: true });
    writeFileSync(
      path.join(dir, 'out', 'bazel.txt'),
      '//svc/api:test\r\n\r\n  //svc/web:test  \r\n//svc/api:test\r\n',
    );
    writeFileSync(path.join(dir, 'out', 'nx.txt'), 'web-app\nshared-ui\n');
    writeFileSync(path.join(dir, 'out', 'all.txt'), 'ALL\n');
  });
  afterAll(() => removeDir(dir));

  it('reads one target a line: trims, drops blanks, accepts CRLF, dedupes', async () => {
    expect(splitList(' a \r\n\r\nb\n', 'lines')).toEqual(['a', 'b']);
    const collected = await collectTargetFiles(['out/*.txt', '!out/all.txt'], dir);
    expect([...collected.targets.keys()].sort()).toEqual([
      '//svc/api:test',
      '//svc/web:test',
      'shared-ui',
      'web-app',
    ]);
    expect(collected.targets.get('web-app')).toBe(path.join('out', 'nx.txt'));
    expect(collected.all).toBeUndefined();
  });

  it('a pattern that matches no file is an input error, never an empty upload', async () => {
    await expect(collectTargetFiles(['out/missing-*.txt'], dir)).rejects.toThrow(
      /Input "impacted-targets-files": the pattern "out\/missing-\*\.txt" matches no file/,
    );
  });

  it('a file that says ALL makes the result ALL', async () => {
    const collected = await collectTargetFiles(['out/all.txt'], dir);
    expect(collected.all).toBe(path.join('out', 'all.txt'));
  });
});

describe('computeImpactedTargets', () => {
  let root: string;
  let repo: Repo;
  let head: string;
  const base: TargetSettings = {
    targets: undefined,
    targetsFile: undefined,
    impactedTargets: undefined,
    impactedTargetsFiles: [],
    impactsAllOn: [],
  };
  const TARGETS = `
api: [services/api/**, libs/common/**, '!**/*.md']
web: web/**
docs: docs/**
e2e: {paths: [tests/e2e/**], depends-on: [api]}
release: {depends-on: [e2e]}
ci: .github/**
`;

  beforeAll(() => {
    root = tempDir('mq-compute-');
    repo = Repo.init(path.join(root, 'repo'));
    repo
      .write('services/api/a.ts')
      .write('web/index.ts')
      .write('docs/guide.md')
      .write('package-lock.json')
      .commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo
      .write('services/api/README.md', 'changed\n')
      .write('libs/common/x.ts')
      .write('.github/workflows/ci.yml');
    head = repo.commit('change');
    repo.write('out/nx.txt', 'from-nx\n');
    mkdirSync(path.join(repo.dir, 'config'), { recursive: true });
    writeFileSync(path.join(repo.dir, 'config', 'targets.yml'), 'extra: libs/**\n');
  });
  afterAll(() => removeDir(root));

  const run = (
    settings: Partial<TargetSettings> & { head?: string; base?: string },
    deps: { workspace?: string; files?: string[] } = {},
  ) => {
    const log = memoryLogger();
    const workspace = deps.workspace ?? repo.dir;
    const { head: headEnd, base: baseEnd, ...targetSettings } = settings;
    return computeImpactedTargets(
      { ...base, ...targetSettings },
      { prNumber: 1, head: headEnd ?? head, base: baseEnd, targetBranch: 'main' },
      {
        workspace,
        git: createGitRunner(workspace),
        log,
        listPullRequestFiles: deps.files
          ? async () => ({
              files: deps.files!.map((file) => ({ path: file })),
              total: deps.files!.length,
            })
          : undefined,
      },
    );
  };

  it('matches rules over the changed files, with exclusions and transitive depends-on, and explains each', async () => {
    const result = await run({ targets: TARGETS });
    expect(result.targets).toEqual(['api', 'ci', 'e2e', 'release']);
    expect(result.changedFiles).toEqual([
      '.github/workflows/ci.yml',
      'libs/common/x.ts',
      'services/api/README.md',
    ]);
    expect(result.explanations.get('api')).toEqual({
      kind: 'pattern',
      file: 'libs/common/x.ts',
      pattern: 'libs/common/**',
    });
    expect(explain(result.explanations.get('release')!)).toBe('depends on e2e');
    expect(explain(result.explanations.get('ci')!)).toBe(
      '.github/workflows/ci.yml matches .github/**',
    );
  });

  it('a correct computation that matches nothing is [] (and that is uploaded)', async () => {
    const result = await run({ targets: 'web: web/**' });
    expect(result.targets).toEqual([]);
    // unmatched-files (warn, the default) names what no rule covers; the upload is still [].
    expect(result.warnings).toEqual([
      expect.stringContaining('3 changed files match no target rule'),
    ]);
    const quiet = await run({ targets: 'web: web/**', unmatchedFiles: 'ignore' });
    expect(quiet.targets).toEqual([]);
    expect(quiet.warnings).toEqual([]);
  });

  it('impacts-all-on makes the result ALL and says which file', async () => {
    const result = await run({ targets: TARGETS, impactsAllOn: ['.github/**'] });
    expect(result.targets).toBe('ALL');
    expect(result.allReason).toBe(
      '.github/workflows/ci.yml matches impacts-all-on pattern .github/**',
    );
  });

  it('unions the inline list, the collected files and targets-file rules', async () => {
    const result = await run({
      targetsFile: 'config/targets.yml',
      impactedTargets: ['manual'],
      impactedTargetsFiles: ['out/*.txt'],
    });
    expect(result.targets).toEqual(['extra', 'from-nx', 'manual']);
    expect(explain(result.explanations.get('from-nx')!)).toBe(
      `listed in ${path.join('out', 'nx.txt')}`,
    );
  });

  it('ALL in the inline list wins without computing anything', async () => {
    const result = await run({ targets: TARGETS, impactedTargets: 'ALL' });
    expect(result.targets).toBe('ALL');
    expect(result.changedFiles).toBeUndefined();
  });

  it('an unknown head (uncertain changed files) gives ALL with a warning that says how to fix it', async () => {
    const result = await run({ targets: TARGETS, head: 'ab'.repeat(20) });
    expect(result.targets).toBe('ALL');
    expect(result.warnings[0]).toMatch(
      /Uploading ALL impacted targets because the changed files cannot be known/,
    );
    expect(result.warnings[0]).toContain('set base-sha and head-sha');
  });

  it('base-sha overrides the base end: the diff starts at its merge-base with the head', async () => {
    const first = repo.git('rev-list', '--max-parents=0', 'HEAD');
    const result = await run({ targets: TARGETS, base: first });
    expect(result.targets).toEqual(['api', 'ci', 'e2e', 'release']);
  });

  it('an unreachable base gives ALL with a warning that says why and how to fix it', async () => {
    const island = Repo.init(path.join(root, 'island'));
    island.write('x.txt').commit('unrelated');
    repo.git('fetch', '-q', island.dir, 'HEAD');
    const unrelated = repo.git('rev-parse', 'FETCH_HEAD');
    const result = await run({ targets: TARGETS, base: unrelated });
    expect(result.targets).toBe('ALL');
    expect(result.allReason).toContain('no common history');
    expect(result.warnings[0]).toContain('set base-sha and head-sha');
  });

  it('without git, a listing cut at the 3,000-file cap gives ALL with a warning', async () => {
    const plain = path.join(root, 'no-git-cap');
    mkdirSync(plain, { recursive: true });
    const files = Array.from({ length: 3000 }, (_, i) => `web/f${i}.ts`);
    const result = await run({ targets: TARGETS }, { workspace: plain, files });
    expect(result.targets).toBe('ALL');
    expect(result.warnings[0]).toContain('it returns at most 3000');
  });

  it('a missing targets-file is an input error naming the input', async () => {
    await expect(run({ targetsFile: 'nope.yml' })).rejects.toThrow(
      /Input "targets-file": cannot read "nope.yml"/,
    );
  });

  it('without git, uses the REST listing (renames both sides)', async () => {
    const plain = path.join(root, 'no-git');
    mkdirSync(plain, { recursive: true });
    const result = await run(
      { targets: TARGETS },
      { workspace: plain, files: ['web/a.ts', 'docs/x.md'] },
    );
    expect(result.targets).toEqual(['docs', 'web']);
    expect(result.changedFilesSource).toBe('rest');
  });

  it('without git and without a way to list files, the result is ALL', async () => {
    const plain = path.join(root, 'no-git-2');
    mkdirSync(plain, { recursive: true });
    const result = await run({ targets: TARGETS }, { workspace: plain });
    expect(result.targets).toBe('ALL');
    expect(result.warnings[0]).toContain('not a git repository');
  });
});
