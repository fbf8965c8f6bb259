import {
  API_VERSIONS,
  COMMANDS,
  Inputs,
  PULL_REQUEST_COMMANDS,
  type ApiVersionInput,
  type CommandInput,
  type InputName,
} from './constants.js';
import { InputError } from './errors.js';
import { didYouMean, quoteValue } from './format.js';
import { ACTION_VOICE, type Voice } from './voice.js';
import { splitList } from './lists.js';
import { apiUrlOf, checkApiUrl } from './route.js';
import { MAX_PRIORITY, PRIORITY_NAMES, V1_MAX_INTEGER } from './service/limits.js';

/** Reads one raw input value; '' when unset (as core.getInput does). */
export type InputReader = (name: InputName) => string;

export type QueueMode = 'single' | 'parallel';

/** Every input, read once and validated. Optional fields are undefined when the input is empty. */
export interface Settings {
  /** The command asked for; `auto` is resolved later against the context. */
  command: CommandInput;
  /** Service API key ('' when not given). Masked by run() before anything is logged. */
  apiToken: string;
  /**
   * Base address without a trailing slash: the api-url input, else the default of the API the
   * settings point at (v1: https://api.trunk.io/v1; v2, an explicit choice or a trunk_v2_ key:
   * https://api.trunk.io).
   */
  apiUrl: string;
  /** api-url was given (the keyless route passes it to the CLI only then). */
  apiUrlGiven: boolean;
  /** v1, v2, or auto (decided with the credential: see authOf). */
  apiVersion: ApiVersionInput;
  /** Token for GitHub REST look-ups ('' when not given). */
  githubToken: string;
  /** owner/name, from the input or GITHUB_REPOSITORY. */
  repository: { owner: string; name: string } | undefined;
  /** repo.host sent to the service. */
  repositoryHost: string;
  targetBranch: string | undefined;
  prNumber: number | undefined;
  prSha: string | undefined;
  prBranch: string | undefined;
  /** Inline YAML target rules. */
  targets: string | undefined;
  /** Path of a YAML file with target rules. */
  targetsFile: string | undefined;
  /** Names given inline, or ALL. */
  impactedTargets: string[] | 'ALL' | undefined;
  impactedTargetsFiles: string[];
  impactsAllOn: string[];
  baseSha: string | undefined;
  headSha: string | undefined;
  testRunId: string | undefined;
  mode: QueueMode | undefined;
  concurrency: number | undefined;
  dryRun: boolean;
  failOnNotReady: boolean;
  /** get-pull-request: wait until the PR is ready, or in one of these states. */
  waitFor: WaitFor | undefined;
  waitTimeoutSeconds: number;
  summary: boolean;
  maxAttempts: number;
  requestTimeoutMs: number;
  /** A changed file that no target rule matches: ignore, warn, all (upload ALL) or fail. */
  unmatchedFiles: UnmatchedFiles;
  /** Where the repository was checked out (relative to the workspace), when not the workspace. */
  workingDirectory: string | undefined;
  /** Targets from the workspace graph: the managers to read, `auto`, or undefined (off). */
  workspaces: WorkspacesSetting;
  /** Build tools asked for their graph: `auto` (each one found at the root) or a list. */
  buildTools: BuildToolsSetting;
  /** How Bazel is run, for `workspaces: bazel` (or auto finding a Bazel workspace). */
  bazel: BazelSettings;
  /** How Nx is run, for `workspaces: nx` (or auto finding nx.json at the root). */
  nx: NxSettings;
  /** `workspaces: python`: finer units, as dotted import paths or `pkg.*` (python-units). */
  pythonUnits: string[];
  /**
   * Where build graphs are cached: `auto` (the store the door offers: the GitHub Actions cache
   * on GitHub's runners), `off`, or a directory (absolute, or relative to the workspace).
   */
  graphCache: GraphCacheSetting;
  /** submit-pull-request: the priority asked for, by name or number (0 first, 255 last). */
  priority: Priority | undefined;
  /** submit-pull-request: test this pull request alone (true), or as the queue batches (false). */
  noBatch: boolean | undefined;
  /** update-queue: the state to put the queue in. */
  queueState: QueueState | undefined;
  /** update-queue: why, for the log and the summary (never sent). */
  reason: string | undefined;
  /** The door's words for what only it knows (where the key is kept, ...): voice.ts. */
  voice: Voice;
}

export type PriorityName = (typeof PRIORITY_NAMES)[number];
export type Priority = { name: PriorityName } | { value: number };

/** The states update-queue puts a queue in. */
export const QUEUE_STATES = ['running', 'paused', 'draining'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export type GraphCacheSetting = 'auto' | 'off' | { dir: string };

export interface NxSettings {
  /** The Nx calls are stopped after this long, and the upload is ALL. */
  timeoutMs: number;
}

export interface BazelSettings {
  /** The Bazel binary: `bazel` on PATH (bazelisk on GitHub's runners) or a path. */
  path: string;
  /** Startup options, one per line (`--output_user_root=...`). */
  startupOptions: string[];
  /** Options added to the query, one per line (`--config=ci`). */
  options: string[];
  /** The Bazel workspace inside the repository, POSIX, no leading or trailing `/` ('' = root). */
  workspacePath: string;
  /** Files declared to impact no Bazel target (glob patterns). */
  ignore: string[];
  /** Rule classes of the bazel-test-targets output: a regular expression matched whole. */
  testKinds: RegExp;
  timeoutMs: number;
}

/** The workspace managers whose manifests the action reads. */
export const MANAGERS = ['npm', 'yarn', 'pnpm', 'cargo', 'go', 'uv'] as const;
export type Manager = (typeof MANAGERS)[number];
/**
 * Configuration read over a JS workspace, from the commit like the manifests: Turborepo's
 * turbo.json (its rules are read; turbo itself never runs).
 */
export const LAYERS = ['turbo'] as const;
export type Layer = (typeof LAYERS)[number];
/** Build tools the action asks for their graph (they read the work tree themselves). */
export const BUILD_TOOLS = ['bazel', 'nx', 'maven', 'gradle', 'dotnet', 'python'] as const;
export type BuildTool = (typeof BUILD_TOOLS)[number];
/** `auto`, or the managers (and layers) listed; undefined when the workspace is not read. */
export type WorkspacesSetting = 'auto' | (Manager | Layer)[] | undefined;
/** The build tools asked for: `auto` (each one found), a list, or none. */
export type BuildToolsSetting = 'auto' | BuildTool[];

/**
 * `false` (or empty): off; `auto` (or `true`): every kind found at the root; else a list of
 * workspace managers and build tools, kept apart: their targets are a union.
 */
function parseWorkspaces(raw: string): { managers: WorkspacesSetting; tools: BuildToolsSetting } {
  const items = splitList(raw, 'names').map((s) => s.toLowerCase());
  if (items.length === 0 || (items.length === 1 && items[0] === 'false')) {
    return { managers: undefined, tools: [] };
  }
  if (items.length === 1 && (items[0] === 'auto' || items[0] === 'true')) {
    return { managers: 'auto', tools: 'auto' };
  }
  const known: readonly string[] = [...MANAGERS, ...LAYERS, ...BUILD_TOOLS];
  const unknown = items.filter((s) => !known.includes(s));
  if (unknown.length > 0) {
    throw new InputError(
      Inputs.Workspaces,
      `Input "${Inputs.Workspaces}" has an invalid value ${quoteValue(raw)}: expected false, auto, or a list of ${known.join(', ')}.` +
        didYouMean(unknown, known, items.length > 1),
    );
  }
  const readers: readonly string[] = [...MANAGERS, ...LAYERS];
  const managers = [...new Set(items.filter((s): s is Manager | Layer => readers.includes(s)))];
  const tools = [
    ...new Set(items.filter((s): s is BuildTool => (BUILD_TOOLS as readonly string[]).includes(s))),
  ];
  return { managers: managers.length > 0 ? managers : undefined, tools };
}

/** What `wait-for` waits for: readiness, or one of a list of states (lower-case). */
export type WaitFor = { kind: 'ready' } | { kind: 'states'; states: string[] };

/** States a pull request leaves no more (the seed's terminal states). */
export const PR_STATES = [
  'not_ready',
  'pending',
  'testing',
  'tests_passed',
  'pending_failure',
  'merged',
  'failed',
  'cancelled',
] as const;

function parseWaitFor(raw: string): WaitFor | undefined {
  const items = splitList(raw, 'names').map((s) => s.toLowerCase());
  if (items.length === 0) return undefined;
  if (items.length === 1 && items[0] === 'ready') return { kind: 'ready' };
  const unknown = items.filter((s) => !(PR_STATES as readonly string[]).includes(s));
  if (unknown.length > 0) {
    throw new InputError(
      Inputs.WaitFor,
      `Input "${Inputs.WaitFor}" has an invalid value ${quoteValue(raw)}: expected ready, or a list of states from ${PR_STATES.join(', ')}.` +
        didYouMean(unknown, ['ready', ...PR_STATES], items.length > 1),
    );
  }
  return { kind: 'states', states: [...new Set(items)] };
}

export const UNMATCHED_FILES = ['ignore', 'warn', 'all', 'fail'] as const;
/** create-queue's modes. */
const MODES = ['single', 'parallel'] as const;
export type UnmatchedFiles = (typeof UNMATCHED_FILES)[number];

/** Environment variables settings fall back on. */
export interface SettingsEnv {
  GITHUB_REPOSITORY?: string | undefined;
  GITHUB_SERVER_URL?: string | undefined;
}

/** What a door allows that the other does not. */
export interface SettingsPolicy {
  /**
   * `repository` may name a project in nested groups (GitLab's group/subgroup/project: the
   * owner is everything before the last `/`). GitHub has no such thing, so the action refuses it.
   */
  nestedOwners?: boolean;
  /** The door's words, for the engine's messages (the action's when not given). */
  voice?: Voice;
}

/** v1's integer maximum (pr-number, concurrency), from limits.ts. */
const MAX_UINT32 = V1_MAX_INTEGER;

/**
 * Reads one input's text into a value; undefined when the text is not in the accepted form.
 * These are plain functions, not zod schemas: loading zod costs about 15 ms, half of what a
 * whole small-PR run may take, and every run reads its inputs. zod validates the service's
 * answers, where it is loaded with the HTTP client.
 */
type Parse<T> = (raw: string) => T | undefined;

/**
 * Parse one input; when it is not in the accepted form, throw an InputError naming the input,
 * the value and the accepted form.
 */
function parseInput<T>(
  name: InputName,
  raw: string,
  parse: Parse<T>,
  accepted: string,
  /** The words the input takes, to suggest the closest to a misspelt one. */
  words: readonly string[] = [],
): T {
  const value = parse(raw);
  if (value !== undefined) return value;
  throw new InputError(
    name,
    `Input "${name}" has an invalid value ${quoteValue(raw)}: expected ${accepted}.` +
      didYouMean([raw.toLowerCase()], words),
  );
}

const integerString =
  (min: number, max: number): Parse<number> =>
  (s) => {
    if (!/^\+?\d+$/.test(s)) return undefined;
    const n = Number(s);
    return n >= min && n <= max ? n : undefined;
  };

const positiveNumberString: Parse<number> = (s) => {
  if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 0.001 && n <= 3600 ? n : undefined;
};

const httpUrl: Parse<string> = (s) => {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
      ? s
      : undefined;
  } catch {
    return undefined;
  }
};

/** A repository-relative directory in POSIX form ('' for the root); never outside it. */
const relativeDir: Parse<string> = (s) => {
  const dir = s
    .trim()
    .replace(/\\/g, '/')
    .replace(/^\.\/+/, '')
    .replace(/\/+$/, '');
  if (dir === '' || dir === '.') return '';
  if (dir.startsWith('/') || dir.split('/').some((part) => part === '..' || part === ''))
    return undefined;
  return dir;
};

/** A regular expression that must match a whole value (`.+_test` matches `sh_test`, not `sh_test_x`). */
const wholeRegExp: Parse<RegExp> = (s) => {
  try {
    return new RegExp(`^(?:${s})$`);
  } catch {
    return undefined;
  }
};

/** One of `values`, matched case-insensitively, reported lower-case. */
const oneOf =
  <T extends string>(values: readonly T[]): Parse<T> =>
  (s) => {
    const lower = s.toLowerCase();
    return (values as readonly string[]).includes(lower) ? (lower as T) : undefined;
  };

const TRUE_WORDS = ['true', 'yes', 'on', '1'];
const booleanWord = oneOf([...TRUE_WORDS, 'false', 'no', 'off', '0']);
const booleanString: Parse<boolean> = (s) => {
  const word = booleanWord(s);
  return word === undefined ? undefined : TRUE_WORDS.includes(word);
};

const matching =
  (pattern: RegExp): Parse<string> =>
  (s) =>
    pattern.test(s) ? s : undefined;

const repositoryString = matching(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/);
const nestedRepositoryString = matching(/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/);
const shaString = matching(/^[0-9a-fA-F]{4,64}$/);
const hostString = matching(/^[A-Za-z0-9.-]+(:\d+)?$/);

/** `impacted-targets`: lines and/or commas, or the single word ALL. */
export function parseTargetList(value: string): string[] | 'ALL' | undefined {
  const names = splitList(value, 'names');
  if (names.length === 0) return undefined;
  if (names.includes('ALL')) return 'ALL';
  return [...new Set(names)].sort();
}

function hostOf(serverUrl: string | undefined): string {
  if (serverUrl) {
    try {
      const host = new URL(serverUrl).host;
      if (host) return host;
    } catch {
      // fall through to the public default
    }
  }
  return 'github.com';
}

/**
 * Read every input once into a typed Settings object. Throws InputError on the first bad value,
 * before anything is sent anywhere.
 */
export function readSettings(
  read: InputReader,
  env: SettingsEnv = {},
  policy: SettingsPolicy = {},
): Settings {
  const voice = policy.voice ?? ACTION_VOICE;
  const get = (name: InputName): string => read(name).trim();
  const opt = <T>(
    name: InputName,
    parse: Parse<T>,
    accepted: string,
    words?: readonly string[],
  ): T | undefined => {
    const raw = get(name);
    return raw === '' ? undefined : parseInput(name, raw, parse, accepted, words);
  };
  const bool = (name: InputName, fallback: boolean): boolean =>
    opt(name, booleanString, 'true or false') ?? fallback;
  const text = (name: InputName): string | undefined => get(name) || undefined;

  const command =
    opt(Inputs.Command, oneOf(COMMANDS), `one of ${COMMANDS.join(', ')}`, COMMANDS) ?? 'auto';

  const apiVersion =
    opt(
      Inputs.ApiVersion,
      oneOf(API_VERSIONS),
      `one of ${API_VERSIONS.join(', ')}`,
      API_VERSIONS,
    ) ?? 'auto';
  const apiToken = read(Inputs.ApiToken).trim();
  // A key is printable ASCII: anything else cannot go into an HTTP header, and would fail as
  // if the network were down. The value is a secret: it is described, never shown.
  if (/[^\x21-\x7e]/.test(apiToken)) {
    throw new InputError(
      Inputs.ApiToken,
      `Input "${Inputs.ApiToken}" holds a space, a line break or a character outside ASCII, which no API key has ` +
        `(its value is not shown): copy the key again into ${voice.apiKeyPlace}, with nothing around it.`,
    );
  }
  const givenUrl = opt(
    Inputs.ApiUrl,
    httpUrl,
    'an http:// or https:// URL such as https://api.trunk.io/v1 (v1) or https://api.trunk.io (v2)',
  );
  const apiUrl = apiUrlOf(givenUrl, apiVersion, apiToken);
  checkApiUrl(apiUrl, bool(Inputs.AllowInsecureApiUrl, false), voice);

  const repositoryRaw = get(Inputs.Repository) || (env.GITHUB_REPOSITORY ?? '').trim();
  const repository =
    repositoryRaw === ''
      ? undefined
      : (() => {
          const value = parseInput(
            Inputs.Repository,
            repositoryRaw,
            policy.nestedOwners ? nestedRepositoryString : repositoryString,
            policy.nestedOwners
              ? 'owner/name, such as octo-org/octo-repo (GitLab: group/subgroup/project)'
              : 'owner/name, such as octo-org/octo-repo',
          );
          const at = value.lastIndexOf('/');
          return { owner: value.slice(0, at), name: value.slice(at + 1) };
        })();

  const repositoryHost =
    opt(Inputs.RepositoryHost, hostString, 'a host name such as github.com') ??
    hostOf(env.GITHUB_SERVER_URL);

  const impactedTargetsRaw = read(Inputs.ImpactedTargets);
  const workspaces = parseWorkspaces(read(Inputs.Workspaces));

  const settings: Settings = {
    voice,
    command,
    apiToken,
    apiUrl,
    apiUrlGiven: givenUrl !== undefined,
    apiVersion,
    githubToken: read(Inputs.GithubToken).trim(),
    repository,
    repositoryHost,
    targetBranch: text(Inputs.TargetBranch),
    prNumber: opt(
      Inputs.PrNumber,
      integerString(1, MAX_UINT32),
      'a positive integer pull request number such as 42',
    ),
    prSha: opt(Inputs.PrSha, shaString, 'a hexadecimal commit SHA'),
    prBranch: text(Inputs.PrBranch),
    targets: read(Inputs.Targets).trim() === '' ? undefined : read(Inputs.Targets),
    targetsFile: text(Inputs.TargetsFile),
    impactedTargets: parseTargetList(impactedTargetsRaw),
    impactedTargetsFiles: splitList(read(Inputs.ImpactedTargetsFiles), 'patterns'),
    impactsAllOn: splitList(read(Inputs.ImpactsAllOn), 'patterns'),
    baseSha: opt(Inputs.BaseSha, shaString, 'a hexadecimal commit SHA'),
    headSha: opt(Inputs.HeadSha, shaString, 'a hexadecimal commit SHA'),
    testRunId: text(Inputs.TestRunId),
    mode: opt(Inputs.Mode, oneOf(MODES), 'single or parallel', MODES),
    concurrency: opt(
      Inputs.Concurrency,
      integerString(1, MAX_UINT32),
      `an integer from 1 to ${MAX_UINT32}`,
    ),
    dryRun: bool(Inputs.DryRun, false),
    failOnNotReady: bool(Inputs.FailOnNotReady, false),
    waitFor: parseWaitFor(read(Inputs.WaitFor)),
    waitTimeoutSeconds:
      opt(
        Inputs.WaitTimeoutSeconds,
        integerString(1, 21_600),
        'a whole number of seconds from 1 to 21600 (6 hours, the longest a job may run)',
      ) ?? 1800,
    summary: bool(Inputs.Summary, true),
    maxAttempts:
      opt(Inputs.MaxAttempts, integerString(1, 100), 'an integer from 1 to 100 (attempts)') ?? 4,
    requestTimeoutMs:
      (opt(
        Inputs.RequestTimeoutSeconds,
        positiveNumberString,
        'a number of seconds from 0.001 to 3600, such as 30',
      ) ?? 30) * 1000,
    unmatchedFiles:
      opt(
        Inputs.UnmatchedFiles,
        oneOf(UNMATCHED_FILES),
        `one of ${UNMATCHED_FILES.join(', ')}`,
        UNMATCHED_FILES,
      ) ?? 'warn',
    workspaces: workspaces.managers,
    buildTools: workspaces.tools,
    bazel: {
      path: text(Inputs.BazelPath) ?? 'bazel',
      startupOptions: splitList(read(Inputs.BazelStartupOptions), 'lines'),
      options: splitList(read(Inputs.BazelOptions), 'lines'),
      workspacePath: parseInput(
        Inputs.BazelWorkspacePath,
        get(Inputs.BazelWorkspacePath),
        relativeDir,
        'a directory inside the repository, such as bazel (or empty for its root)',
      ),
      ignore: splitList(read(Inputs.BazelIgnore), 'patterns'),
      testKinds: parseInput(
        Inputs.BazelTestKinds,
        get(Inputs.BazelTestKinds) || '.+_test',
        wholeRegExp,
        'a regular expression of rule classes, such as .+_test or (sh|py)_test',
      ),
      timeoutMs:
        (opt(
          Inputs.BazelTimeoutSeconds,
          integerString(1, 21_600),
          'a whole number of seconds from 1 to 21600',
        ) ?? 1800) * 1000,
    },
    nx: {
      timeoutMs:
        (opt(
          Inputs.NxTimeoutSeconds,
          integerString(1, 21_600),
          'a whole number of seconds from 1 to 21600',
        ) ?? 600) * 1000,
    },
    graphCache: graphCacheOf(get(Inputs.GraphCache)),
    pythonUnits: pythonUnitsOf(read(Inputs.PythonUnits)),
    priority: opt(
      Inputs.Priority,
      priorityOf,
      `one of ${PRIORITY_NAMES.join(', ')}, or an integer from 0 (first) to ${MAX_PRIORITY} (last)`,
      PRIORITY_NAMES,
    ),
    noBatch: opt(Inputs.NoBatch, booleanString, 'true or false'),
    queueState: opt(
      Inputs.QueueState,
      oneOf(QUEUE_STATES),
      `one of ${QUEUE_STATES.join(', ')}`,
      QUEUE_STATES,
    ),
    reason: text(Inputs.Reason),
    workingDirectory: text(Inputs.WorkingDirectory),
  };
  refuseConflicts(command, get, voice);
  // `auto` is checked once it is resolved (execute()), since it may not be an upload.
  if (command === 'upload-impacted-targets') requireTargetSource(settings);
  if (command === 'update-queue') requireQueueChange(settings);
  return settings;
}

/**
 * Inputs a command cannot take together: the second would be ignored without a word. Each pair
 * is an input error naming both, before anything is sent.
 */
const CONFLICTS: readonly {
  commands: readonly CommandInput[];
  inputs: readonly [InputName, InputName];
  why: string;
}[] = [
  {
    commands: PULL_REQUEST_COMMANDS,
    inputs: [Inputs.PrNumber, Inputs.PrBranch],
    why: 'names its pull request by number alone, and would not read the branch',
  },
];

function refuseConflicts(
  command: CommandInput,
  get: (name: InputName) => string,
  voice: Voice,
): void {
  for (const conflict of CONFLICTS) {
    if (!conflict.commands.includes(command)) continue;
    const [first, second] = conflict.inputs;
    if (get(first) === '' || get(second) === '') continue;
    throw new InputError(
      second,
      `Input "${second}" has the value ${quoteValue(get(second))}, and ${voice.input(first)} ${quoteValue(get(first))} is given too: ` +
        `${command} ${conflict.why}. Give ${voice.input(first)} alone.`,
    );
  }
}

/** `priority`: a name (any case) or an integer from 0 to MAX_PRIORITY. */
const priorityOf: Parse<Priority> = (s) => {
  const name = oneOf(PRIORITY_NAMES)(s);
  if (name) return { name };
  const value = integerString(0, MAX_PRIORITY)(s);
  return value === undefined ? undefined : { value };
};

/** `graph-cache`: auto (or true, or empty), false (off, no, 0), or a directory. */
function graphCacheOf(value: string): GraphCacheSetting {
  if (value === '' || /^(auto|true|yes|on|1)$/i.test(value)) return 'auto';
  if (/^(false|no|off|0)$/i.test(value)) return 'off';
  return { dir: value };
}

/** `python-units`: dotted import paths, or `pkg.*`; an input error naming the first that is neither. */
function pythonUnitsOf(raw: string): string[] {
  const items = splitList(raw, 'names');
  // Made only when there is a name to test: a pattern of Unicode classes costs about a
  // millisecond to create, on every run that reads its settings (docs/performance.md).
  if (items.length === 0) return [];
  const unit = /^[\p{L}_][\p{L}\p{N}_]*(\.[\p{L}_][\p{L}\p{N}_]*)*(\.\*)?$/u;
  const bad = items.find((item) => !unit.test(item));
  if (bad !== undefined)
    throw new InputError(
      Inputs.PythonUnits,
      `Input "${Inputs.PythonUnits}" has an invalid value ${quoteValue(bad)}: expected dotted import paths such as saleor.graphql, or pkg.* for each subpackage of pkg, separated by commas or lines.`,
    );
  return [...new Set(items)];
}

/** The inputs that give an upload its targets, in the order messages name them. */
export const TARGET_SOURCES = [
  Inputs.Targets,
  Inputs.TargetsFile,
  Inputs.ImpactedTargets,
  Inputs.ImpactedTargetsFiles,
  Inputs.Workspaces,
] as const;

/**
 * The input error of an upload with no source of targets: it would send `[]`, and the queue
 * would test no pull request of the repository. `impacts-all-on` alone is no source either: it
 * makes some uploads ALL and leaves every other one empty.
 */
/**
 * update-queue changes what is given of queue-state, mode and concurrency: none of them is an
 * input error naming the three, found before anything else (the key included) is checked.
 */
export function requireQueueChange(
  settings: Pick<Settings, 'queueState' | 'mode' | 'concurrency' | 'voice'>,
): void {
  if (settings.queueState || settings.mode || settings.concurrency !== undefined) return;
  const input = settings.voice.input;
  throw new InputError(
    Inputs.QueueState,
    `update-queue changes nothing: set at least one of ${input(Inputs.QueueState)} (running, paused or draining), ` +
      `${input(Inputs.Mode)} (single or parallel) or ${input(Inputs.Concurrency)} (an integer from 1).`,
  );
}

export function requireTargetSource(settings: Settings): void {
  const given =
    settings.targets !== undefined ||
    settings.targetsFile !== undefined ||
    settings.impactedTargets !== undefined ||
    settings.impactedTargetsFiles.length > 0 ||
    settings.workspaces !== undefined ||
    settings.buildTools === 'auto' ||
    settings.buildTools.length > 0;
  if (given) return;
  const name = settings.voice.input;
  const [targets, targetsFile, impacted, impactedFiles, workspaces] = TARGET_SOURCES.map(name);
  throw new InputError(
    Inputs.Targets,
    `upload-impacted-targets has no source of targets: give ${targets} or ${targetsFile} (glob rules), ` +
      `${impacted} (names, or ALL), ${impactedFiles} (files another tool wrote) or ${workspaces} ` +
      `(auto, or the managers and build tools to read). With none it would upload an empty list, ` +
      `and the queue would test nothing of any pull request` +
      (settings.impactsAllOn.length > 0
        ? ` whose files match no ${name(Inputs.ImpactsAllOn)} pattern`
        : '') +
      `. Nothing was sent. Quick starts: README.md#quick-start-a-upload-impacted-targets-from-glob-rules ` +
      `(rules) and README.md#quick-start-b-workspaces-with-no-rules (workspaces).`,
  );
}

/** True when any source of impacted targets is configured (decides `auto`). */
export function hasTargetSource(settings: Settings): boolean {
  return (
    settings.targets !== undefined ||
    settings.targetsFile !== undefined ||
    settings.impactedTargets !== undefined ||
    settings.impactedTargetsFiles.length > 0 ||
    settings.impactsAllOn.length > 0 ||
    settings.workspaces !== undefined ||
    settings.buildTools === 'auto' ||
    settings.buildTools.length > 0
  );
}

/** The settings with secrets replaced, for core.debug. */
export function redactSettings(settings: Settings): Record<string, unknown> {
  return {
    ...settings,
    apiToken: settings.apiToken ? '***' : '',
    githubToken: settings.githubToken ? '***' : '',
    voice: settings.voice.door,
  };
}
