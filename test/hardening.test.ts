import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import picomatch from 'picomatch';
import type { InputName } from '../src/constants.js';
import { eventFacts } from '../src/doors/action/event.js';
import { InputError, ServiceError } from '../src/errors.js';
import { Redactor, oneLine } from '../src/format.js';
import { escapeAttribute, escapeText } from '../src/report/escape.js';
import { nestedDeeperThan } from '../src/service/v1/client.js';
import { apiUrlWarning } from '../src/route.js';
import { readSettings } from '../src/settings.js';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { collectTargetFiles } from '../src/targets/collect.js';
import { GroupMatcher, collapseGlobstars, patternTooComplex } from '../src/targets/matcher.js';
import { parseRules, refusePatterns } from '../src/targets/rules.js';
import { ALIAS_BOMB, WORST_NAME } from '../bench/hostile.js';
import { expectInputError, expectInputRejection } from './support/expect-error.js';
import { FakeService } from './support/fake-service.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';
import { memoryLogger } from './support/logger.js';
import { testClient } from './support/service-client.js';

const settings = (inputs: Partial<Record<InputName, string>>) =>
  readSettings((n) => inputs[n] ?? '', { GITHUB_REPOSITORY: 'o/r' });

describe('secrets', () => {
  it('the redactor takes out a token in every form the summary or log could show it', () => {
    const token = 'tok_S3cr3t+/=value';
    const r = new Redactor([escapeText, escapeAttribute]);
    r.add(token);
    for (const form of [
      token,
      escapeText(token),
      encodeURIComponent(token),
      escapeAttribute(token),
      JSON.stringify(token).slice(1, -1),
    ]) {
      expect(r.redact(`the service said: ${form}!`)).toBe('the service said: ***!');
    }
    expect(r.redact('see https://user:pa55@host.example/v1 now')).toBe(
      'see https://***@host.example/v1 now',
    );
  });

  it('also in base64 and as its UTF-8 bytes read as Latin-1, as an echoing service may send it back', () => {
    const token = 'svc_ÿGarbageTok3n';
    const r = new Redactor();
    r.add(token);
    const bytes = Buffer.from(token, 'utf8');
    for (const form of [
      bytes.toString('base64'),
      bytes.toString('base64').replace(/=+$/, ''),
      bytes.toString('latin1'),
    ]) {
      expect(r.redact(`bad token ${form}.`)).toBe('bad token ***.');
    }
  });

  it('an api-token with a space, a line break or non-ASCII is refused, its value not shown', () => {
    for (const token of ['svc_abc\ndef', 'svc_abc def', 'svc_日本']) {
      const error = expectInputError(() => settings({ 'api-token': token }), 'api-token');
      expect(error.message).not.toContain('svc_');
      expect(error.message).toContain('not shown');
    }
  });

  it('api-url with credentials is refused without echoing them; the error says to use api-token', () => {
    const error = expectInputError(
      () => settings({ 'api-url': 'https://bob:hunter22@api.example.com/v1' }),
      'api-url',
    );
    expect(error.message).toContain('api-token');
    expect(error.message).not.toContain('hunter22');
  });
});

describe('api-url', () => {
  it('a query or fragment is refused; a path not ending in /v1 warns', () => {
    expectInputError(() => settings({ 'api-url': 'https://api.example.com/v1?x=1' }), 'api-url');
    expectInputError(() => settings({ 'api-url': 'https://api.example.com/v1#frag' }), 'api-url');
    expect(apiUrlWarning(settings({ 'api-url': 'https://api.example.com' }))).toContain('/v1');
    expect(apiUrlWarning(settings({ 'api-url': 'https://api.example.com/v1/' }))).toBeUndefined();
  });

  it('request-timeout-seconds must be 1 to 3600 (Node timers overflow beyond)', () => {
    for (const bad of ['3000000', '0.0001', '0']) {
      expectInputError(
        () => settings({ 'request-timeout-seconds': bad }),
        'request-timeout-seconds',
      );
    }
    expect(settings({ 'request-timeout-seconds': '3600' }).requestTimeoutMs).toBe(3_600_000);
  });
});

describe('never under-report', () => {
  it('file names with line terminators are matched by * and **', () => {
    const names = [
      'src/a\nb.ts',
      'src/c\rd.ts',
      'src/e\u2028f.ts',
      'src/g\u2029h.ts',
      'src/x\n/y.ts',
    ];
    for (const pattern of ['src/**', '**/*.ts', 'src/**/*.ts']) {
      const m = new GroupMatcher([{ include: [pattern] }]);
      expect(m.unmatched(names), pattern).toEqual([]);
    }
    expect(new GroupMatcher([{ include: ['src/*.ts'] }]).unmatched(names)).toEqual([
      'src/x\n/y.ts',
    ]);
  });

  describe('a pattern that names a directory of the compared tree', () => {
    let root: string;
    let repo: Repo;
    let head: string;
    let base: string;
    beforeAll(() => {
      root = tempDir('mq-dir-pattern-');
      repo = Repo.init(path.join(root, 'repo'));
      repo.write('packages/db/src/index.ts').write('packages/web/a.ts').commit('base');
      base = repo.head();
      repo.write('packages/db/src/x.ts');
      head = repo.commit('change the database package');
    });
    afterAll(() => removeDir(root));

    const run = (targets: string, impactsAllOn: string[] = []) =>
      computeImpactedTargets(
        {
          targets,
          targetsFile: undefined,
          impactedTargets: undefined,
          impactedTargetsFiles: [],
          impactsAllOn,
        },
        { prNumber: 1, head, base, targetBranch: 'main' },
        { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
      );

    it('`db: packages/db` is an input error with the rewrite, not an upload of []', async () => {
      const error = await run('db: packages/db').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).input).toBe('targets');
      expect((error as InputError).message).toBe(
        'Input "targets": pattern "packages/db" of target "db" names a directory, and patterns match ' +
          'changed files, never directories, so it would match no change under it. Instead, write ' +
          '"packages/db/**" for the directory and everything under it.',
      );
    });

    it('the rewrite it names gives the target', async () => {
      expect((await run('db: packages/db/**')).targets).toEqual(['db']);
    });

    it('an exclusion and impacts-all-on are refused alike', async () => {
      const exclusion = await run("db: ['packages/**', '!packages/web']").catch((e: unknown) => e);
      expect((exclusion as InputError).message).toContain(
        'pattern "!packages/web" of target "db" names a directory',
      );
      expect((exclusion as InputError).message).toContain('write "!packages/web/**"');
      const all = await run('', ['packages/db']).catch((e: unknown) => e);
      expect((all as InputError).input).toBe('impacts-all-on');
      expect((all as InputError).message).toContain(
        'Input "impacts-all-on": pattern "packages/db" names a directory',
      );
    });

    it('a literal path of a file, a glob and a path that is not there are accepted', async () => {
      const result = await run(
        'db: [packages/db/src/x.ts, "packages/d?"]\ngone: packages/none\nweb: "packages/web"' +
          '\n',
      ).catch((e: unknown) => e);
      // packages/web is a directory: the only one refused.
      expect((result as InputError).message).toContain('pattern "packages/web" of target "web"');
      const fine = await run('db: [packages/db/src/x.ts, "packages/d?"]\ngone: packages/none');
      expect(fine.targets).toEqual(['db']);
    });
  });

  it.each([
    ['/web/**', 'changed files are repository-relative, without a leading "/"', 'write "web/**"'],
    [
      'web/',
      'changed files are files, never a path ending in "/"',
      'write "web/**" for everything under the directory',
    ],
    [
      'web/**/',
      'changed files are files, never a path ending in "/"',
      'write "web/**" for everything under the directory',
    ],
    [
      'web//src/*.ts',
      'changed file paths have no empty, "." or ".." segment',
      'write "web/src/*.ts"',
    ],
    [
      'web/./src/*.ts',
      'changed file paths have no empty, "." or ".." segment',
      'write "web/src/*.ts"',
    ],
    [
      '../web/**',
      'changed file paths have no empty, "." or ".." segment',
      'name the path from the repository root',
    ],
    [
      '!/web/**/*.md',
      'changed files are repository-relative, without a leading "/"',
      'write "web/**/*.md"',
    ],
  ])(
    'a pattern no changed file can match (%j) is refused with the form that would',
    async (pattern, why, fix) => {
      const error = await expectInputRejection(
        () => parseRules(`web: [web/**, ${JSON.stringify(pattern)}]`, 'targets'),
        'targets',
      );
      expect(error.message).toBe(
        `Input "targets": pattern ${JSON.stringify(pattern.replace(/^!/, ''))} of target "web" can never match a changed file: ${why}. Instead, ${fix}.`,
      );
    },
  );

  it('impacts-all-on refuses a pattern that can match nothing, before git runs', async () => {
    const error = await computeImpactedTargets(
      {
        impactsAllOn: ['/package-lock.json'],
        impactedTargetsFiles: [],
        targets: undefined,
        targetsFile: undefined,
        impactedTargets: undefined,
      },
      { prNumber: 1, targetBranch: 'main', head: 'f'.repeat(40) },
      {
        workspace: '/nonexistent',
        git: {
          run: () => Promise.reject(new Error('git must not run')),
          tryRun: () => Promise.reject(new Error('git must not run')),
          shallowCommits: () => Promise.reject(new Error('git must not run')),
        },
        log: memoryLogger(),
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toContain(
      'Input "impacts-all-on": pattern "/package-lock.json" can never match a changed file',
    );
    // A leading ./ is what the matcher drops anyway: accepted.
    expect(() => refusePatterns(['./package-lock.json'], 'impacts-all-on')).not.toThrow();
  });

  describe('unmatched-files', () => {
    let root: string;
    let repo: Repo;
    let head: string;
    beforeAll(() => {
      root = tempDir('mq-unmatched-');
      repo = Repo.init(path.join(root, 'repo'));
      repo.write('api/a.ts').commit('base');
      const base = repo.head();
      repo.write('api/b.ts').write('tools/new-tool.sh').write('docs/x.md');
      head = repo.commit('change');
      repo.git('update-ref', 'refs/base', base);
    });
    afterAll(() => removeDir(root));

    const run = (mode: string | undefined) =>
      computeImpactedTargets(
        {
          targets: "api: [api/**]\ndocs: ['docs/**', '!**/*.md']",
          targetsFile: undefined,
          impactedTargets: undefined,
          impactedTargetsFiles: [],
          impactsAllOn: [],
          ...(mode ? { unmatchedFiles: settings({ 'unmatched-files': mode }).unmatchedFiles } : {}),
        },
        { prNumber: 1, head, base: repo.git('rev-parse', 'refs/base'), targetBranch: 'main' },
        { workspace: repo.dir, git: createGitRunner(repo.dir), log: memoryLogger() },
      );

    it('warn (the default) names the files no rule matches, exclusions applied', async () => {
      const result = await run(undefined);
      expect(result.targets).toEqual(['api']);
      expect(result.unmatchedFiles).toEqual(['docs/x.md', 'tools/new-tool.sh']);
      expect(result.warnings[0]).toContain('2 changed files match no target rule');
      expect(result.warnings[0]).toContain('"tools/new-tool.sh"');
    });

    it('all uploads ALL with the reason; fail fails naming them; ignore is silent', async () => {
      const all = await run('all');
      expect(all.targets).toBe('ALL');
      expect(all.allReason).toContain('"tools/new-tool.sh"');
      await expect(run('fail')).rejects.toThrow(/match no target rule.*"tools\/new-tool.sh"/);
      const ignore = await run('ignore');
      expect(ignore.warnings).toEqual([]);
      expect(ignore.targets).toEqual(['api']);
    });

    it('an unknown mode is an input error', () => {
      expectInputError(() => settings({ 'unmatched-files': 'sometimes' }), 'unmatched-files');
    });
  });
});

describe('hostile values never steer the runner', () => {
  it('line breaks in logged values are escaped, so no line can start a workflow command', () => {
    expect(oneLine('pending\n::error::pwned\r\n::stop-commands::x')).toBe(
      'pending\\n::error::pwned\\r\\n::stop-commands::x',
    );
    expect(oneLine('a\u2028b')).not.toMatch(/\u2028/);
  });

  it('event SHAs that are not 40/64-hex never reach git', async () => {
    const facts = await eventFacts(
      'upload-impacted-targets',
      settings({}),
      {
        name: 'pull_request',
        payload: {
          pull_request: {
            number: 1,
            head: { sha: '--upload-pack=touch /tmp/pwned', ref: 'x' },
            base: { sha: 'a'.repeat(40), ref: 'main' },
            merge_commit_sha: '-c core.pager=sh',
          },
        },
        env: { GITHUB_SHA: '--output=/tmp/x' },
      },
      { findOpenPullRequest: async () => undefined, defaultBranch: async () => 'main' },
    );
    if ('skip' in facts) throw new Error('skipped');
    expect(facts.prSha).toBeUndefined();
    expect(facts.diff.mergeCommit).toBeUndefined();
    expect(facts.diff.fallbackBase).toBe('a'.repeat(40));
  });
});

describe('bounded work on hostile input', () => {
  // No wall clock here (a loaded machine makes any limit flaky): the work is bounded by what is
  // counted, and `npm run bench -- hostile` prints how long it takes (bench/hostile.ts).
  it('YAML alias bombs and self-references are a clear input error, after bounded work', async () => {
    // 9^10 patterns if expanded; refused once 100,000 are counted.
    await expect(parseRules(ALIAS_BOMB, 'targets')).rejects.toThrow(/more than 100000 patterns/);
    await expect(parseRules('a: &x [*x]', 'targets')).rejects.toThrow(/nested more than 8 deep/);
    await expect(parseRules('a: {paths: &p [*p]}', 'targets-file')).rejects.toThrow(InputError);
  });

  it('a pattern that would backtrack catastrophically is refused, naming target and pattern', async () => {
    const error = await expectInputRejection(
      () => parseRules("gen: ['**/*-*-*-*-*.ts']", 'targets'),
      'targets',
    );
    expect(error.message).toContain('target "gen"');
    expect(error.message).toContain('"**/*-*-*-*-*.ts"');
    await expectInputRejection(
      () => parseRules('x: "a/**/b/**/c/**/d/**/e/**"', 'targets'),
      'targets',
    );
    // At the limit, the worst name a file system allows is still matched quickly.
    const m = new GroupMatcher([{ include: ['**/*-*-*.ts'] }]);
    // (Its time is printed by `npm run bench -- hostile`, not asserted.)
    expect(m.unmatched([WORST_NAME])).toEqual([WORST_NAME]);
  });

  it('a run of "**" segments counts and matches as one "**"', async () => {
    expect(collapseGlobstars('**/**/x')).toBe('**/x');
    expect(collapseGlobstars('a/**/**/**/**/**/b')).toBe('a/**/b');
    expect(collapseGlobstars('!**/**/*.md')).toBe('!**/*.md');
    // Only whole segments fold: `**` inside a segment or a brace is left as written.
    expect(collapseGlobstars('a**/**b/x')).toBe('a**/**b/x');
    expect(patternTooComplex('**/**/**/**/**/**/x')).toBeUndefined();
    expect(patternTooComplex('a/**/**/**/**/**/b')).toBeUndefined();
    expect(patternTooComplex('a/**/b/**/c/**/d/**/e/**')).toContain('5 "**" segments');
    const rules = await parseRules(
      "deep: ['a/**/**/**/**/**/b', '**/**/**/**/**/**/x']",
      'targets',
    );
    expect(rules[0]!.include).toEqual(['a/**/b', '**/x']);

    const names = [
      'x',
      'a/x',
      'a/b/x',
      '.hidden/x',
      'a/.b/c/x',
      'xx',
      'a/xx',
      'x/y',
      'a/b',
      'a/c/b',
      'a/.c/d/b',
      'b',
      'ab',
      'a/b/c',
    ];
    const matched = (pattern: string) =>
      new GroupMatcher([{ include: [pattern] }]).unmatched(names).join('|');
    // Folded or not, and as picomatch itself reads the unfolded pattern: the same names.
    for (const [long, short] of [
      ['**/**/x', '**/x'],
      ['a/**/**/**/**/**/b', 'a/**/b'],
    ] as const) {
      expect(matched(long), long).toBe(matched(short));
      const raw = picomatch(long, { dot: true });
      const ours = new GroupMatcher([{ include: [long] }]);
      for (const name of names) expect(ours.match([name]).size === 1, name).toBe(raw(name));
    }
  });

  it('an impacts-all-on pattern that would backtrack is refused before git runs', async () => {
    const calls: string[][] = [];
    const git = {
      run: async (args: readonly string[]) => (calls.push([...args]), ''),
      tryRun: async (args: readonly string[]) => (
        calls.push([...args]),
        { ok: true, stdout: '', stderr: '', exitCode: 0 }
      ),
      shallowCommits: async () => new Set<string>(),
    };
    const error = await computeImpactedTargets(
      {
        targets: 'api: api/**',
        targetsFile: undefined,
        impactedTargets: undefined,
        impactedTargetsFiles: [],
        impactsAllOn: ['**/*-*-*-*-*.lock'],
      },
      { prNumber: 1, head: 'a'.repeat(40), targetBranch: 'main' },
      { workspace: '.', git, log: memoryLogger() },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).input).toBe('impacts-all-on');
    expect((error as InputError).message).toContain('"**/*-*-*-*-*.lock" is too complex');
    expect(calls).toEqual([]);
  });

  describe('impacted-targets-files', () => {
    let dir: string;
    let outside: string;
    beforeAll(() => {
      dir = tempDir('mq-collect-');
      outside = tempDir('mq-outside-');
      writeFileSync(path.join(outside, 'secret.txt'), 'not-a-target\n');
      mkdirSync(path.join(dir, 'out'));
      writeFileSync(path.join(dir, 'out', 'ok.txt'), '//svc:api\n');
      symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'out', 'link.txt'));
    });
    afterAll(() => {
      removeDir(dir);
      removeDir(outside);
    });

    it('a symlink leading out of the workspace is skipped, and named', async () => {
      const collected = await collectTargetFiles(['out/*.txt'], dir);
      expect([...collected.targets.keys()]).toEqual(['//svc:api']);
      expect(collected.skipped).toEqual([expect.stringContaining('out/link.txt was skipped')]);
    });

    it('NUL or control characters, or an over-long line, are errors naming file and line', async () => {
      writeFileSync(path.join(dir, 'nul.list'), 'a\nb\u0000c\n');
      const nul = await collectTargetFiles(['nul.list'], dir).catch((e: unknown) => e);
      expect(nul).toBeInstanceOf(InputError);
      expect((nul as Error).message).toContain('nul.list line 2');
      writeFileSync(path.join(dir, 'long.list'), `ok\n${'x'.repeat(1001)}\n`);
      const long = await collectTargetFiles(['long.list'], dir).catch((e: unknown) => e);
      expect((long as Error).message).toContain('long.list line 2 is 1001 characters');
    });
  });

  it('an answer nested thousands of levels deep is a clean error, not a stack overflow', async () => {
    expect(nestedDeeperThan(JSON.parse('['.repeat(100) + ']'.repeat(100)), 64)).toBe(true);
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 64)).toBe(false);
    const service = new FakeService();
    await service.start();
    try {
      const deep = `{"state":"pending","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
      service.always('getSubmittedPullRequest', {
        raw: { status: 200, headers: { 'content-type': 'application/json' }, body: deep },
      });
      const client = testClient(service);
      const error = await client
        .getPullRequest({
          repo: { host: 'github.com', owner: 'o', name: 'r' },
          pr: { number: 1 },
          targetBranch: 'main',
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).message).toMatch(/nested more than 64 levels|not JSON/);
    } finally {
      await service.stop();
    }
  });
});
