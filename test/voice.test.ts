/**
 * One voice per door: the engine's error paths run through the command-line tool, and nothing
 * it prints (stderr, the --json outputs, the summary file) speaks of what only GitHub Actions
 * has: secrets, events, forks, Dependabot, workflows, steps, actions/checkout, the keyless
 * login, `Input "…"`. The same failures through the action keep the action's words.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR, main } from '../src/doors/cli/main.js';
import { helpText, parseCommandLine, type HelpTopic } from '../src/doors/cli/flags.js';
import { COMMAND_TABLE, SHORT_FORMS } from '../src/doors/cli/table.generated.js';
import { readSettings } from '../src/settings.js';
import { refusalAdvice } from '../src/service/http/adapter.js';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import { describeComparison } from '../src/targets/explain.js';
import { memoryLogger } from './support/logger.js';
import { ACTION_VOICE, TOOL_VOICE } from '../src/voice.js';
import { FakeService } from './support/fake-service.js';
import { FakeServiceV2 } from './support/fake-service-v2.js';
import { Repo, git, removeDir, tempDir } from './support/git-repo.js';
import { ROOT } from './support/runner.js';

/** Words that mean something only in a GitHub Actions workflow. */
const GITHUB_ONLY: readonly RegExp[] = [
  /secret/i,
  /\bevents?\b/i,
  /\bforks?\b/i,
  /dependabot/i,
  /keyless/i,
  /workflow/i,
  /\$\{\{/,
  /this step/i,
  /\bsteps?\b/i,
  /actions\/checkout/,
  /trunk-io\/login/,
  /Input "/,
  /job summary/i,
  /\bthe action\b(?!'s inputs)/i,
  /\bfrom the input\b/i,
];

const TOKEN = 'svc_voiceToken42';
const V2_KEY = 'trunk_v2_voiceOrgKey77';

let root: string;
let repo: Repo;
let base: string;
let head: string;
let v1: FakeService;
let v2: FakeServiceV2;

beforeAll(() => {
  root = tempDir('mq-voice-');
  repo = Repo.init(path.join(root, 'repo'));
  repo.write('packages/db/src/index.ts').write('web/a.ts').commit('base');
  base = repo.head();
  repo.write('packages/db/src/x.ts');
  head = repo.commit('change the database package');
  mkdirSync(path.join(root, 'bare'));
});
afterAll(() => removeDir(root));
beforeEach(async () => {
  v1 = new FakeService({ apiToken: TOKEN });
  v2 = new FakeServiceV2({ apiKey: V2_KEY });
  await Promise.all([v1.start(), v2.start()]);
});
afterEach(async () => {
  await Promise.all([v1.stop(), v2.stop()]);
});

interface Printed {
  code: number;
  stderr: string;
  stdout: string;
  summary: string;
}

let runs = 0;
/** The tool, in this process, outside any CI: flags and the given variables alone. */
async function tool(
  argv: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<Printed> {
  const summaryFile = path.join(root, `summary-${runs++}.md`);
  writeFileSync(summaryFile, '');
  let stdout = '';
  let stderr = '';
  const code = await main({
    argv: [...argv, '--json', '--summary-file', summaryFile],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
    cwd: options.cwd ?? repo.dir,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    version: 'test',
  });
  return { code, stdout, stderr, summary: readFileSync(summaryFile, 'utf8') };
}

/** The words of `printed` that only GitHub Actions users would understand. */
function githubOnly(printed: Printed): string[] {
  const text = `${printed.stderr}\n${printed.stdout}\n${printed.summary}`;
  return GITHUB_ONLY.flatMap((word) => {
    const found = word.exec(text);
    return found
      ? [`${word}: …${text.slice(Math.max(0, found.index - 60), found.index + 40)}…`]
      : [];
  });
}

/** An upload of this repository's pull request, outside any CI. */
const upload = (...flags: string[]) => [
  'upload-impacted-targets',
  '--repository',
  'octo-org/octo-repo',
  '--pr-number',
  '7',
  '--target-branch',
  'main',
  '--pr-sha',
  head,
  ...flags,
];

const v1Flags = () => [
  '--api-url',
  v1.url,
  '--api-token',
  TOKEN,
  '--targets',
  'db: packages/db/**',
];
const v2Flags = () => [
  '--api-url',
  v2.url,
  '--api-token',
  V2_KEY,
  '--targets',
  'db: packages/db/**',
];

/** Each error path of the engine, as the tool meets it: a name, the run, what must be said. */
const PATHS: [string, () => Promise<Printed>, RegExp][] = [
  [
    'v1 refuses the key (401)',
    () => tool(upload('--api-url', v1.url, '--api-token', 'svc_wrong', '--targets', 'db: x/**')),
    /TRUNK_API_TOKEN/,
  ],
  [
    'v1 forbids (403)',
    () => {
      v1.always('setImpactedTargets', { status: 403, body: 'Forbidden' });
      return tool(upload(...v1Flags(), '--max-attempts', '1'));
    },
    /--api-token/,
  ],
  [
    'v1 does not know the record (404)',
    () => {
      v1.always('setImpactedTargets', { status: 404, body: 'Not Found' });
      return tool(upload(...v1Flags(), '--max-attempts', '1'));
    },
    /does not know this record/,
  ],
  [
    'v1 rate limits (429) and fails (500)',
    async () => {
      v1.always('setImpactedTargets', { status: 429, body: 'slow down' });
      const limited = await tool(upload(...v1Flags(), '--max-attempts', '1'));
      v1.clearFaults();
      v1.always('setImpactedTargets', { status: 500, body: 'oops' });
      const failed = await tool(upload(...v1Flags(), '--max-attempts', '1'));
      return { ...failed, stderr: `${limited.stderr}\n${failed.stderr}` };
    },
    /Rate limited[\s\S]*may be unavailable/,
  ],
  [
    'v2 refuses the key (401)',
    () =>
      tool(upload('--api-url', v2.url, '--api-token', 'trunk_v2_wrong', '--targets', 'db: x/**')),
    /TRUNK_API_TOKEN/,
  ],
  [
    'v2 forbids (403), does not know the repository (404)',
    async () => {
      v2.always('repositories.resolveByProviderUrl', { status: 403, code: 'FORBIDDEN' });
      const forbidden = await tool(upload(...v2Flags(), '--max-attempts', '1'));
      v2.clearFaults();
      v2.always('repositories.resolveByProviderUrl', { status: 404, code: 'REPOSITORY_NOT_FOUND' });
      const unknown = await tool(upload(...v2Flags(), '--max-attempts', '1'));
      return { ...unknown, stderr: `${forbidden.stderr}\n${unknown.stderr}` };
    },
    /needs the permission "Merge and cancel PRs"[\s\S]*connected to the service/,
  ],
  ['no API key', () => tool(upload('--targets', 'db: x/**')), /--api-token or set TRUNK_API_TOKEN/],
  [
    'a key with a space in it',
    () => tool(upload('--api-token', 'svc one', '--targets', 'db: x/**')),
    /--api-token holds a space/,
  ],
  [
    'an api-url with credentials',
    () => tool(upload('--api-url', 'https://u:p@api.example.com/v1', '--api-token', TOKEN)),
    /--api-url contains credentials[\s\S]*TRUNK_API_TOKEN/,
  ],
  [
    'rules that are not YAML',
    () => tool(upload('--dry-run', '--targets', 'db: [packages/db/**')),
    /--targets is not valid YAML/,
  ],
  [
    'a rule naming a directory',
    () => tool(upload('--dry-run', '--targets', 'db: packages/db')),
    /--targets: pattern "packages\/db" of target "db" names a directory[\s\S]*"packages\/db\/\*\*"/,
  ],
  [
    'an upload with no source of targets, dry run or not',
    async () => {
      const before = v1.requests.length;
      const dry = await tool(upload('--dry-run'));
      const sent = await tool(upload('--api-url', v1.url, '--api-token', TOKEN));
      expect([dry.code, sent.code]).toEqual([2, 2]);
      expect(v1.requests.length).toBe(before);
      return { ...sent, stderr: `${dry.stderr}\n${sent.stderr}` };
    },
    /no source of targets: give --targets or --targets-file \(glob rules\), --impacted-targets \(names, or ALL\), --impacted-targets-files \(files another tool wrote\) or --workspaces[\s\S]*no source of targets: give --targets/,
  ],
  [
    'a rule whose pattern matches no file (a typo): a warning with the nearest path',
    () => tool(upload('--dry-run', '--targets', 'db: packages/bd/**', '--base-sha', base)),
    /warning: Pattern "packages\/bd\/\*\*" of target "db" \(--targets\) matches no file[\s\S]*"packages\/db\/\*\*"[\s\S]*The queue would not test this pull request/,
  ],
  [
    'a misspelt workspace manager',
    () => tool(upload('--dry-run', '--workspaces', 'pnmp')),
    /--workspaces has an invalid value "pnmp"[\s\S]*Did you mean "pnpm"\?/,
  ],
  [
    'a misspelt command',
    () => tool(['upload-impacted-target', '--dry-run']),
    /Unknown command "upload-impacted-target"[\s\S]*Did you mean "upload-impacted-targets"\?/,
  ],
  [
    'no pull request number, outside any CI',
    () =>
      tool([
        'upload-impacted-targets',
        '--dry-run',
        '--repository',
        'o/r',
        '--target-branch',
        'main',
        '--targets',
        'db: x/**',
      ]),
    /needs --pr-number, --pr-sha/,
  ],
  [
    'workspaces: auto where there is none',
    () => tool(upload('--dry-run', '--workspaces', 'auto')),
    /no workspace was found/,
  ],
  [
    'nx named with no nx.json',
    () => tool(upload('--dry-run', '--workspaces', 'nx')),
    /Check out the repository \(with git\) before running merge-queue-connect/,
  ],
  [
    'no git repository and no GitHub API: ALL, and how to check out',
    () => tool(upload('--dry-run', '--targets', 'db: x/**'), { cwd: path.join(root, 'bare') }),
    /Check out the repository \(with git\) before running merge-queue-connect/,
  ],
  [
    'unmatched-files: fail',
    () =>
      tool(
        upload(
          '--dry-run',
          '--targets',
          'web: web/**',
          '--unmatched-files',
          'fail',
          '--base-sha',
          base,
        ),
      ),
    /--unmatched-files is "fail": add a rule for it to --targets or --targets-file, or set --unmatched-files to warn/,
  ],
  [
    "a dry run of a fork's pull request on CircleCI",
    () =>
      tool(['upload-impacted-targets', '--dry-run', '--targets', 'db: packages/db/**'], {
        env: {
          CIRCLECI: 'true',
          CIRCLE_PR_NUMBER: '9',
          CIRCLE_PR_USERNAME: 'someone',
          CIRCLE_PR_REPONAME: 'octo-repo',
          CIRCLE_PROJECT_USERNAME: 'octo-org',
          CIRCLE_PROJECT_REPONAME: 'octo-repo',
          CIRCLE_SHA1: head,
          CIRCLE_BRANCH: 'pull/9',
          CIRCLE_REPOSITORY_URL: 'git@github.com:octo-org/octo-repo.git',
        },
      }).then((printed) => ({ ...printed, stderr: `${printed.stderr}\n${printed.stdout}` })),
    /Dry run: computed 1 impacted target|--target-branch/,
  ],
  [
    'the summary of a diff with no merge commit',
    () => tool(upload('--dry-run', '--targets', 'db: packages/db/**')),
    /the CI names no merge commit/,
  ],
];

describe('the tool speaks its own words on every error path of the engine', () => {
  it.each(PATHS)('%s', async (_, run, said) => {
    const printed = await run();
    expect(`${printed.stderr}\n${printed.summary}`).toMatch(said);
    expect(githubOnly(printed)).toEqual([]);
  });

  it('every error line starts with the one prefix', async () => {
    const printed = [
      await tool(['--bogus']),
      await tool([]),
      await tool(upload('--targets', 'db: x/**')),
      await tool(upload('--dry-run', '--targets', 'db: packages/db')),
    ];
    for (const { stderr, code } of printed) {
      expect(code).toBe(2);
      const last = stderr
        .trimEnd()
        .split('\n')
        .filter((line) => !/^(warning|debug): /.test(line));
      expect(
        last.some((line) => line.startsWith(ERROR)),
        stderr,
      ).toBe(true);
      expect(stderr).not.toMatch(/^merge-queue-connect: /m);
    }
  });

  it('nothing is sent for an input error', async () => {
    await tool(upload(...v1Flags(), '--targets', 'db: packages/db'));
    expect(v1.requests).toEqual([]);
  });
});

describe("the tool's --help", () => {
  it("speaks none of the action's words, for the tool and for each command", () => {
    const topics = [undefined, ...Object.keys(COMMAND_TABLE), ...Object.keys(SHORT_FORMS)];
    const leaks = topics.flatMap((topic) =>
      githubOnly({ code: 0, stderr: '', stdout: helpText(topic as HelpTopic), summary: '' }).map(
        (leak) => `${topic ?? '--help'}: ${leak}`,
      ),
    );
    expect(leaks).toEqual([]);
  });
});

/**
 * The engine's messages that keep the action's words, each with why the tool never prints it.
 * Any other string in the engine that speaks of secrets, events, forks, steps or workflows is a
 * message the tool could print: it belongs in voice.ts.
 */
const ACTION_ONLY: readonly [file: string, fragment: string, why: string][] = [
  ['src/voice.ts', '', "ACTION_VOICE: the action's words, by design"],
  [
    'src/service/keyless.ts',
    '',
    'the keyless route: only behind the action (the tool gives no trunk CLI)',
  ],
  ['src/service/auth.ts', 'fork', 'fork mode and the keyless route: only behind the action'],
  ['src/service/auth.ts', 'keyless', 'the keyless route: only behind the action'],
  ['src/service/index.ts', '', 'names of the fork and keyless adapters'],
  ['src/service/v1/client.ts', 'fork', "fork mode's header: only behind the action"],
  ['src/commands/upload.ts', 'fork-run', "fork mode's auth kind"],
  ['src/route.ts', 'fork', 'fork mode needs a GitHub run id, which only the action has'],
  ['src/route.ts', 'secret', 'an empty key: the tool refuses a missing key before it is read'],
  [
    'src/route.ts',
    'forks cannot',
    'an empty key: the tool refuses a missing key before it is read',
  ],
  [
    'src/route.ts',
    'before this step',
    'an empty key: the tool refuses a missing key before it is read',
  ],
  ['src/route.ts', 'trunk-io/login', 'the keyless route: only behind the action'],
  ['src/report/summary.ts', 'fork mode', 'fork mode: only behind the action'],
  [
    'src/context.ts',
    'event',
    "a ContextError: the tool words it from .missing (its flags, the CI's build)",
  ],
  [
    'src/targets/diff/changed-files.ts',
    '',
    "the action's words as defaults; the engine passes the voice's",
  ],
  ['src/route.ts', 'Fork mode', 'fork mode needs a GitHub run id, which only the action has'],
  [
    'src/doors/cli/flags.ts',
    '${{',
    'an action default that is an expression, which the tool skips',
  ],
  ['src/doors/cli/main.ts', '${{', 'an action default that is an expression, which the tool skips'],
  [
    'src/doors/cli/ci-env.ts',
    'workflow run',
    'the tool run inside GitHub Actions names its run so',
  ],
];

/** String literals on the lines of a source file that are not comments. */
function literals(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    for (const m of line.matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)) {
      if (!m[2]!.endsWith('.js')) found.push({ line: i + 1, text: m[2]! });
    }
  });
  return found;
}

describe("the engine's strings", () => {
  it("speak the action's words only where the tool cannot reach them", () => {
    const words = GITHUB_ONLY.filter((w) => !/Input|steps\?|job summary/.test(w.source));
    const sources = (dir: string): string[] =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(`${dir}/${entry.name}`)
          : entry.name.endsWith('.ts')
            ? [`${dir}/${entry.name}`]
            : [],
      );
    const leaks: string[] = [];
    for (const file of sources('src').filter((f) => !f.startsWith('src/doors/action/'))) {
      if (file.endsWith('table.generated.ts')) continue; // action.yml's own descriptions
      for (const literal of literals(readFileSync(path.join(ROOT, file), 'utf8'))) {
        const word = words.find((w) => w.test(literal.text));
        if (!word) continue;
        const allowed = ACTION_ONLY.some(
          ([where, fragment]) => where === file && literal.text.includes(fragment),
        );
        if (!allowed)
          leaks.push(`${file}:${literal.line}: ${word} in ${JSON.stringify(literal.text)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('the action keeps its own words', () => {
  const refused = (voice = ACTION_VOICE) =>
    refusalAdvice({
      api: 'v1',
      operation: 'setImpactedTargets',
      status: 401,
      attempts: 1,
      apiUrl: 'https://api.trunk.io/v1',
      tokenSent: true,
      voice,
    });

  it('a 401 names the secret and why a fork or Dependabot cannot read it; the tool names its variable', () => {
    expect(refused()).toContain('Check the api-token secret');
    expect(refused()).toContain('Dependabot');
    expect(refused(TOOL_VOICE)).toBe(
      'Check the API key (--api-token, or the TRUNK_API_TOKEN variable): it must be a valid API key for this organisation.',
    );
  });

  it("settings speak the door's voice; the action is the default", () => {
    const read = (voice?: typeof TOOL_VOICE) => {
      try {
        readSettings(
          (n) => (n === 'api-token' ? 'a b' : ''),
          { GITHUB_REPOSITORY: 'o/r' },
          { voice },
        );
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(read()).toContain('the api-token secret');
    expect(read(TOOL_VOICE)).toContain('TRUNK_API_TOKEN');
  });

  it("no word of the tool's voice is GitHub-only", () => {
    for (const words of Object.values(TOOL_VOICE)) {
      for (const word of GITHUB_ONLY) expect(String(words)).not.toMatch(word);
    }
  });
});

describe('did you mean, for values as for flags', () => {
  it('workspaces, command, unmatched-files and wait-for suggest the closest word', () => {
    const message = (inputs: Record<string, string>) => {
      try {
        readSettings((n) => inputs[n] ?? '', { GITHUB_REPOSITORY: 'o/r' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(message({ workspaces: 'npm, pnmp' })).toContain('Did you mean "pnpm" for "pnmp"?');
    expect(message({ workspaces: 'cargoo' })).toContain('Did you mean "cargo"?');
    expect(message({ command: 'get-pull-requests' })).toContain('Did you mean "get-pull-request"?');
    expect(message({ 'unmatched-files': 'warning' })).toContain('Did you mean "warn"?');
    expect(message({ 'wait-for': 'merge' })).toContain('Did you mean "merged"?');
    // Nothing close: no guess.
    expect(message({ workspaces: 'maven' })).not.toContain('Did you mean');
  });

  it('a misspelt command word on the command line', () => {
    expect(() => parseCommandLine(['get-test-runs'])).toThrow('Did you mean "get-test-run"?');
  });
});

describe('the comparison is named for what it is', () => {
  it('a merge-base is "with the target branch" only when it was taken with the target branch', () => {
    const sha = (c: string) => c.repeat(40);
    const common = { kind: 'merge-base' as const, to: sha('b'), why: 'base-sha was given' };
    expect(describeComparison({ ...common, from: sha('a') })).toContain(
      `against its merge-base ${sha('a').slice(0, 12)} with the target branch`,
    );
    // The old local run's base-sha, the head's parent: not a merge-base with the target branch.
    const parent = describeComparison({ ...common, from: sha('a'), exactBase: sha('a') });
    expect(parent).toBe(
      `the pull request head ${sha('b').slice(0, 12)} against the base given, ${sha('a').slice(0, 12)} (an ancestor of the head), because base-sha was given`,
    );
    expect(parent).not.toContain('merge-base');
  });
});

/** A port on this machine that nothing listens on (a server's, once closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Two full stops ending a sentence ("permission.."), an ellipsis (…, ...) aside. */
const DOUBLE_STOP = /(?<!\.)\.\.(?!\.)(?=\s|$)/m;

describe('messages name their real cause, in the door’s words', () => {
  it('a GitHub API that cannot be reached: the host and the system’s error, no token advice (both doors)', async () => {
    const port = await closedPort();
    const printed = await tool(
      [
        'upload-impacted-targets',
        '--dry-run',
        '--repository',
        'octo-org/octo-repo',
        '--pr-number',
        '7',
        '--pr-sha',
        head,
        '--targets',
        'db: packages/db/**',
      ],
      { env: { GITHUB_TOKEN: 'ghs_voiceToken', GITHUB_API_URL: `http://127.0.0.1:${port}` } },
    );
    expect(printed.code).toBe(1);
    expect(printed.stderr).toMatch(
      new RegExp(
        `the GitHub API at http://127\\.0\\.0\\.1:${port} could not be reached \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)`,
      ),
    );
    expect(printed.stderr).not.toMatch(/failed with|token|permission/);
    expect(printed.stderr).not.toMatch(DOUBLE_STOP);

    const { createGitHubApi } = await import('../src/doors/action/github.js');
    const api = createGitHubApi({
      token: 'ghs_x',
      owner: 'octo-org',
      repo: 'octo-repo',
      baseUrl: `http://127.0.0.1:${port}`,
    });
    const error = await api.defaultBranch().then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/could not be reached \(.*ECONNREFUSED/);
    expect(error?.message).not.toMatch(/500|github-token|permission/);
    expect(error?.message).not.toMatch(DOUBLE_STOP);
  });

  it("a depth-1 clone whose origin cannot be reached: git's own words, and advice for what was set", async () => {
    const clone = path.join(root, `unreachable-${runs}`);
    mkdirSync(clone);
    git(clone, 'init', '-q');
    git(clone, 'remote', 'add', 'origin', repo.dir);
    git(clone, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', head);
    git(clone, 'checkout', '-q', '--detach', head);
    git(clone, 'remote', 'set-url', 'origin', path.join(root, 'gone'));
    // --target-branch is given (upload() gives it): the remote failed, not the flag.
    const printed = await tool(upload('--dry-run', '--targets', 'db: packages/db/**'), {
      cwd: clone,
    });
    expect(printed.code).toBe(0);
    expect(printed.stderr).toContain(
      'the base of the diff, the target branch main, is not in the workspace, and git could not fetch it from origin: fatal:',
    );
    expect(printed.stderr).toContain('Check that the workspace can fetch from origin');
    expect(printed.stderr).toContain('or set --base-sha to a commit the workspace has.');
    expect(printed.stderr).not.toMatch(/Set --target-branch|set target-branch|base-sha and/);
    expect(printed.stderr).not.toMatch(DOUBLE_STOP);
    expect(githubOnly(printed)).toEqual([]);
  });

  it("the action, with the same clone: git's words, then the listing's, one full stop each", async () => {
    const clone = path.join(root, `unreachable-action-${runs++}`);
    mkdirSync(clone);
    git(clone, 'init', '-q');
    git(clone, 'remote', 'add', 'origin', repo.dir);
    git(clone, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', head);
    git(clone, 'checkout', '-q', '--detach', head);
    git(clone, 'remote', 'set-url', 'origin', path.join(root, 'gone'));
    const { createGitHubApi } = await import('../src/doors/action/github.js');
    const github = createGitHubApi({
      token: '',
      owner: 'o',
      repo: 'r',
      baseUrl: 'http://127.0.0.1:9',
    });
    const result = await computeImpactedTargets(
      {
        targets: 'db: packages/db/**',
        targetsFile: undefined,
        impactedTargets: undefined,
        impactedTargetsFiles: [],
        impactsAllOn: [],
      },
      { prNumber: 7, head, targetBranch: 'main' },
      {
        workspace: clone,
        git: createGitRunner(clone),
        log: memoryLogger(),
        listPullRequestFiles: (n) => github.listPullRequestFiles(n),
        voice: ACTION_VOICE,
      },
    );
    expect(result.targets).toBe('ALL');
    const [warning] = result.warnings;
    expect(warning).toContain('git could not fetch it from origin: fatal:');
    expect(warning).toContain(
      'github-token is empty; give it `${{ github.token }}`. Run actions/checkout',
    );
    expect(warning).not.toMatch(/set target-branch/i);
    expect(warning).not.toMatch(DOUBLE_STOP);
  });

  it("the service's address, its network and its retries are named as flags", async () => {
    const port = await closedPort();
    const unreachable = await tool(
      upload(
        '--api-url',
        `http://127.0.0.1:${port}/v1`,
        '--api-token',
        TOKEN,
        '--targets',
        'db: packages/db/**',
        '--max-attempts',
        '1',
      ),
    );
    expect(unreachable.stderr).toContain("Check --api-url and this machine's network");
    const insecure = await tool(
      upload('--api-url', 'http://api.example.com/v1', '--api-token', TOKEN, '--dry-run'),
    );
    expect(insecure.stderr).toContain('set --allow-insecure-api-url to true');
    const noV1 = await tool(
      upload(
        '--api-url',
        v1.url.replace(/\/v1$/, ''),
        '--api-token',
        TOKEN,
        '--targets',
        'db: packages/db/**',
        '--max-attempts',
        '1',
      ),
    );
    expect(noV1.stderr).toMatch(/warning: --api-url http:\S+ does not end in \/v1/);
    for (const printed of [unreachable, insecure, noV1]) {
      expect(printed.stderr).not.toMatch(
        /(?<![-\w])(?:api-url|allow-insecure-api-url|max-attempts)\b/,
      );
      expect(printed.stderr).not.toMatch(DOUBLE_STOP);
      expect(githubOnly(printed)).toEqual([]);
    }
  });

  it('no message of the engine’s error paths ends in two full stops', async () => {
    for (const [name, run] of PATHS) {
      v1.clearFaults();
      v2.clearFaults();
      const printed = await run();
      expect(`${printed.stderr}\n${printed.summary}`, name).not.toMatch(DOUBLE_STOP);
    }
  });
});
