import { describe, expect, it } from 'vitest';
import type { InputName } from '../src/constants.js';
import { InputError } from '../src/errors.js';
import { expectInputError } from './support/expect-error.js';
import { hasTargetSource, parseTargetList, readSettings, redactSettings } from '../src/settings.js';
import { ACTION_VOICE, TOOL_VOICE } from '../src/voice.js';

const env = { GITHUB_REPOSITORY: 'octo-org/octo-repo', GITHUB_SERVER_URL: 'https://github.com' };
const reader = (inputs: Partial<Record<InputName, string>>) => (name: InputName) =>
  inputs[name] ?? '';

function inputError(inputs: Partial<Record<InputName, string>>): InputError {
  return expectInputError(() => readSettings(reader(inputs), env));
}

describe('readSettings', () => {
  it('applies defaults', () => {
    const s = readSettings(reader({}), env);
    expect(s.command).toBe('auto');
    expect(s.apiUrl).toBe('https://api.trunk.io/v1');
    expect(s.repository).toEqual({ owner: 'octo-org', name: 'octo-repo' });
    expect(s.repositoryHost).toBe('github.com');
    expect(s.maxAttempts).toBe(4);
    expect(s.requestTimeoutMs).toBe(30_000);
    expect(s.summary).toBe(true);
    expect(s.dryRun).toBe(false);
    expect(s.prNumber).toBeUndefined();
    expect(hasTargetSource(s)).toBe(false);
  });

  it('workspaces: false (the default) is off; auto or true; a list of managers; anything else names the choices', () => {
    const read = (value: string) => readSettings(reader({ workspaces: value }), env);
    expect(read('false').workspaces).toBeUndefined();
    expect(read('').workspaces).toBeUndefined();
    expect(read('auto').workspaces).toBe('auto');
    expect(read('True').workspaces).toBe('auto');
    expect(read('pnpm, Cargo\ngo\npnpm').workspaces).toEqual(['pnpm', 'cargo', 'go']);
    expect(hasTargetSource(read('uv'))).toBe(true);
    expect(hasTargetSource(read('false'))).toBe(false);
    expect(inputError({ workspaces: 'lerna' }).message).toBe(
      'Input "workspaces" has an invalid value "lerna": expected false, auto, or a list of npm, yarn, pnpm, cargo, go, uv, turbo, bazel, nx, maven, gradle, dotnet, python.',
    );
    // Build tools are kept apart from the managers: their targets are a union.
    expect(read('auto').buildTools).toBe('auto');
    expect(read('pnpm').buildTools).toEqual([]);
    expect(read('Bazel').workspaces).toBeUndefined();
    expect(read('Bazel').buildTools).toEqual(['bazel']);
    expect(read('pnpm, bazel').workspaces).toEqual(['pnpm']);
    expect(hasTargetSource(read('bazel'))).toBe(true);
    expect(read('NX').buildTools).toEqual(['nx']);
    expect(read('nx, bazel').buildTools).toEqual(['nx', 'bazel']);
    expect(hasTargetSource(read('nx'))).toBe(true);
    // turbo is read over the JS workspace, as the managers are: it is no build tool.
    expect(read('turbo').workspaces).toEqual(['turbo']);
    expect(read('turbo, pnpm').workspaces).toEqual(['turbo', 'pnpm']);
    expect(read('turbo').buildTools).toEqual([]);
  });

  it('nx-timeout-seconds: 600 by default, whole seconds', () => {
    expect(readSettings(reader({}), env).nx.timeoutMs).toBe(600_000);
    expect(readSettings(reader({ 'nx-timeout-seconds': '30' }), env).nx.timeoutMs).toBe(30_000);
    expect(inputError({ 'nx-timeout-seconds': '1.5' }).message).toBe(
      'Input "nx-timeout-seconds" has an invalid value "1.5": expected a whole number of seconds from 1 to 21600.',
    );
  });

  it('the Bazel inputs: defaults, one option per line, a workspace path inside the repository, test kinds matched whole', () => {
    const defaults = readSettings(reader({}), env).bazel;
    expect(defaults).toMatchObject({
      path: 'bazel',
      startupOptions: [],
      options: [],
      workspacePath: '',
      ignore: [],
      timeoutMs: 1_800_000,
    });
    expect(defaults.testKinds.test('sh_test')).toBe(true);
    expect(defaults.testKinds.test('sh_test_suite')).toBe(false);
    const given = readSettings(
      reader({
        'bazel-path': '/opt/bazelisk',
        'bazel-startup-options': '--output_user_root=/tmp/b\n--max_idle_secs=10',
        'bazel-options': '--config=ci\n\n--noshow_progress',
        'bazel-workspace-path': './bazel/',
        'bazel-ignore': 'docs/**\n# comments are skipped\n**/*.md',
        'bazel-test-kinds': '(sh|py)_test',
        'bazel-timeout-seconds': '90',
      }),
      env,
    ).bazel;
    expect(given).toMatchObject({
      path: '/opt/bazelisk',
      startupOptions: ['--output_user_root=/tmp/b', '--max_idle_secs=10'],
      options: ['--config=ci', '--noshow_progress'],
      workspacePath: 'bazel',
      ignore: ['docs/**', '**/*.md'],
      timeoutMs: 90_000,
    });
    expect(given.testKinds.test('py_test')).toBe(true);
    expect(given.testKinds.test('go_test')).toBe(false);
    for (const [input, value, accepted] of [
      ['bazel-workspace-path', '../elsewhere', 'a directory inside the repository'],
      ['bazel-workspace-path', '/abs/path', 'a directory inside the repository'],
      ['bazel-test-kinds', '(unclosed', 'a regular expression of rule classes'],
      ['bazel-timeout-seconds', '0', 'a whole number of seconds from 1 to 21600'],
    ] as const) {
      const error = inputError({ [input]: value });
      expect(error.message).toBe(
        `Input "${input}" has an invalid value ${JSON.stringify(value)}: expected ${accepted}${
          input === 'bazel-workspace-path'
            ? ', such as bazel (or empty for its root)'
            : input === 'bazel-test-kinds'
              ? ', such as .+_test or (sh|py)_test'
              : ''
        }.`,
      );
    }
  });

  it('reads typed values', () => {
    const s = readSettings(
      reader({
        command: 'Create-Queue',
        'api-url': 'http://127.0.0.1:8080/v1/',
        'pr-number': '42',
        mode: 'PARALLEL',
        concurrency: '4294967295',
        'dry-run': 'TRUE',
        'max-attempts': '1',
        'request-timeout-seconds': '0.5',
        'impacts-all-on': 'package-lock.json\n\n  .github/**  \n',
      }),
      { GITHUB_REPOSITORY: 'a/b', GITHUB_SERVER_URL: 'https://ghe.example.com' },
    );
    expect(s.command).toBe('create-queue');
    expect(s.apiUrl).toBe('http://127.0.0.1:8080/v1');
    expect(s.prNumber).toBe(42);
    expect(s.mode).toBe('parallel');
    expect(s.concurrency).toBe(4294967295);
    expect(s.dryRun).toBe(true);
    expect(s.maxAttempts).toBe(1);
    expect(s.requestTimeoutMs).toBe(500);
    expect(s.repositoryHost).toBe('ghe.example.com');
    expect(s.impactsAllOn).toEqual(['package-lock.json', '.github/**']);
    expect(hasTargetSource(s)).toBe(true);
  });

  it.each([
    [
      'command',
      'deploy',
      'one of upload-impacted-targets, get-pull-request, get-test-run, create-queue, submit-pull-request, cancel-pull-request, restart-tests, get-queue, update-queue, delete-queue, auto',
    ],
    ['api-url', 'ftp://example.com/v1', 'an http:// or https:// URL'],
    ['api-url', 'not a url', 'an http:// or https:// URL'],
    ['pr-number', 'abc', 'a positive integer'],
    ['pr-number', '0', 'a positive integer'],
    ['pr-number', '-3', 'a positive integer'],
    ['pr-number', '1.5', 'a positive integer'],
    ['concurrency', '0', 'an integer from 1 to 4294967295'],
    ['concurrency', '4294967296', 'an integer from 1 to 4294967295'],
    ['concurrency', 'two', 'an integer from 1 to 4294967295'],
    ['mode', 'serial', 'single or parallel'],
    ['max-attempts', '0', 'an integer from 1 to 100'],
    ['max-attempts', '-1', 'an integer from 1 to 100'],
    ['request-timeout-seconds', '0', 'a number of seconds from 0.001 to 3600'],
    ['request-timeout-seconds', '-5', 'a number of seconds from 0.001 to 3600'],
    ['dry-run', 'maybe', 'true or false'],
    ['summary', 'truthy', 'true or false'],
    ['repository', 'just-a-name', 'owner/name'],
    ['repository', 'a/b/c', 'owner/name'],
    ['pr-number', '1e3', 'a positive integer'],
    ['pr-number', '4294967296', 'a positive integer'],
    ['max-attempts', '101', 'an integer from 1 to 100'],
    ['wait-timeout-seconds', '21601', 'a whole number of seconds from 1 to 21600'],
    ['request-timeout-seconds', '3600.5', 'a number of seconds from 0.001 to 3600'],
    ['request-timeout-seconds', '1e2', 'a number of seconds from 0.001 to 3600'],
    ['pr-sha', 'not-a-sha', 'a hexadecimal commit SHA'],
    ['base-sha', 'abc', 'a hexadecimal commit SHA'],
    ['repository-host', 'git hub.com', 'a host name'],
    ['unmatched-files', 'maybe', 'one of ignore, warn, all, fail'],
  ] as const)(
    '%s = %j fails naming the input, the value and the accepted form',
    (input, value, accepted) => {
      const error = inputError({ [input]: value });
      expect(error.input).toBe(input);
      expect(error.message).toContain(`"${input}"`);
      expect(error.message).toContain(JSON.stringify(value));
      expect(error.message).toContain(accepted);
    },
  );
});

describe('api-url over plain http', () => {
  it.each([
    'http://127.0.0.1:8080/v1',
    'http://127.255.0.9/v1',
    'http://localhost:3000/v1',
    'http://svc.localhost/v1',
    'http://[::1]:8080/v1',
  ])('%s (this machine) is accepted', (url) => {
    expect(readSettings(reader({ 'api-url': url }), env).apiUrl).toBe(url);
  });

  it.each([
    'http://api.trunk.io/v1',
    'http://10.0.0.5/v1',
    'http://128.0.0.1/v1',
    'http://127.0.0.1.example.com/v1',
    'http://localhost.example.com/v1',
  ])('%s is refused, naming the input that allows it', (url) => {
    const error = inputError({ 'api-url': url });
    expect(error.input).toBe('api-url');
    expect(error.message).toBe(
      `Input "api-url" is ${JSON.stringify(url)}, plain http:// to another host: the API key would travel in clear text. ` +
        'Use https://, or set allow-insecure-api-url to true if the network between is trusted (a proxy inside the runner, say). ' +
        'http:// to localhost or 127.0.0.1 is always allowed.',
    );
    expect(
      readSettings(reader({ 'api-url': url, 'allow-insecure-api-url': 'true' }), env).apiUrl,
    ).toBe(url);
  });

  it('allow-insecure-api-url is a boolean input', () => {
    expect(inputError({ 'allow-insecure-api-url': 'sure' }).message).toBe(
      'Input "allow-insecure-api-url" has an invalid value "sure": expected true or false.',
    );
  });
});

describe('values quoted in messages', () => {
  it('a line break is shown escaped once, as \\n', () => {
    const message = inputError({ command: 'upload\nget-pull-request' }).message;
    expect(message).toContain('"upload\\nget-pull-request"');
    expect(message).not.toContain('\\\\n');
  });
});

describe('readSettings: the accepted forms', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['On', true],
    ['1', true],
    ['false', false],
    ['No', false],
    ['off', false],
    ['0', false],
  ])('a boolean input reads %j as %j', (text, value) => {
    expect(readSettings(reader({ 'dry-run': text }), env).dryRun).toBe(value);
  });

  it('reads numbers, SHAs, hosts and choices at the edges of what they accept', () => {
    const s = readSettings(
      reader({
        'pr-number': '+7',
        'max-attempts': '100',
        'wait-timeout-seconds': '21600',
        'request-timeout-seconds': '.5',
        'pr-sha': 'ABCDEF0123',
        'repository-host': 'ghe.example.com:8443',
        'unmatched-files': 'FAIL',
        command: ' get-test-run ',
      }),
      env,
    );
    expect(s).toMatchObject({
      prNumber: 7,
      maxAttempts: 100,
      waitTimeoutSeconds: 21600,
      requestTimeoutMs: 500,
      prSha: 'ABCDEF0123',
      repositoryHost: 'ghe.example.com:8443',
      unmatchedFiles: 'fail',
      command: 'get-test-run',
    });
    expect(readSettings(reader({ 'request-timeout-seconds': '0.001' }), env).requestTimeoutMs).toBe(
      1,
    );
  });
});

describe('parseTargetList', () => {
  it('splits lines and commas, dedupes and sorts; ALL wins', () => {
    expect(parseTargetList('b, a\r\nc\n\na')).toEqual(['a', 'b', 'c']);
    expect(parseTargetList('a\nALL')).toBe('ALL');
    expect(parseTargetList('  \n ')).toBeUndefined();
  });
});

describe('redactSettings', () => {
  it('never shows the tokens', () => {
    const s = readSettings(reader({ 'api-token': 'sekrit-1', 'github-token': 'ghs_x' }), env);
    const text = JSON.stringify(redactSettings(s));
    expect(text).not.toContain('sekrit-1');
    expect(text).not.toContain('ghs_x');
  });
});

describe('an upload with no source of targets', () => {
  const upload = (inputs: Partial<Record<InputName, string>>, voice = ACTION_VOICE) =>
    readSettings(reader({ command: 'upload-impacted-targets', ...inputs }), env, { voice });

  it('is an input error naming every input that gives one, and the quick starts', () => {
    for (const inputs of [{}, { 'dry-run': 'true' }, { 'impacts-all-on': 'package.json' }]) {
      const error = expectInputError(() => upload(inputs));
      expect(error.message).toMatch(
        /^upload-impacted-targets has no source of targets: give targets or targets-file \(glob rules\), impacted-targets \(names, or ALL\), impacted-targets-files \(files another tool wrote\) or workspaces /,
      );
      expect(error.message).toContain('Nothing was sent.');
      expect(error.message).toContain(
        'README.md#quick-start-a-upload-impacted-targets-from-glob-rules',
      );
      expect(error.message).toContain('README.md#quick-start-b-workspaces-with-no-rules');
      expect(error.message).not.toContain('..');
    }
    // impacts-all-on alone makes some uploads ALL and leaves every other one empty.
    expect(expectInputError(() => upload({ 'impacts-all-on': 'x/**' })).message).toContain(
      'whose files match no impacts-all-on pattern',
    );
  });

  it('the tool names its flags', () => {
    const error = expectInputError(() => upload({}, TOOL_VOICE));
    expect(error.message).toContain(
      'give --targets or --targets-file (glob rules), --impacted-targets (names, or ALL), --impacted-targets-files (files another tool wrote) or --workspaces (auto',
    );
    expect(error.message).not.toMatch(/Input "/);
  });

  it('each source alone is enough; auto with none is the readiness read, not an error', () => {
    for (const inputs of [
      { targets: 'a: a/**' },
      { 'targets-file': 'rules.yml' },
      { 'impacted-targets': 'ALL' },
      { 'impacted-targets-files': 'out/*.txt' },
      { workspaces: 'auto' },
      { workspaces: 'pnpm' },
      { workspaces: 'bazel' },
    ]) {
      expect(upload(inputs).command).toBe('upload-impacted-targets');
    }
    expect(readSettings(reader({}), env).command).toBe('auto');
  });
});
