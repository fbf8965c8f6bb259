/**
 * The command line -> the action's inputs. Every input of action.yml is a flag of the same name
 * (`--targets-file rules.yml`, `--targets-file=rules.yml`); a boolean input is a bare flag or
 * `--dry-run=true|false`. Parsed with Node's own util.parseArgs; --help is written from the
 * same table as action.yml's descriptions (table.generated.ts).
 */
import { parseArgs } from 'node:util';
import { COMMANDS, Inputs, type CommandInput, type InputName } from '../../constants.js';
import { UserError } from '../../errors.js';
import { closestWord, didYouMean, quoteValue } from '../../format.js';
import { INPUT_TABLE, OUTPUT_TABLE } from './table.generated.js';

export const PROGRAM = 'merge-queue-connect';

/** A mistake on the command line: exit code 2, with the flag named and the accepted form. */
export class UsageError extends UserError {
  override readonly name = 'UsageError';
}

/** The flags only the command-line tool has (the rest are the action's inputs). */
const CLI_FLAGS = {
  json: 'Print the outputs as one JSON object on stdout (action.yml output names as keys).',
  'summary-file':
    'Write the Markdown summary (what the action puts in the job summary) to this file.',
  verbose: 'Print debug lines (each git command, the settings with secrets hidden) on stderr.',
  help: 'Show this help.',
  version: 'Print the version.',
} as const;
type CliFlag = keyof typeof CLI_FLAGS;
const CLI_BOOLEANS: readonly CliFlag[] = ['json', 'verbose', 'help', 'version'];

/** Inputs whose value is a list: given more than once, the values are joined a line each. */
const LIST_INPUTS: ReadonlySet<string> = new Set<InputName>([
  Inputs.ImpactedTargets,
  Inputs.ImpactedTargetsFiles,
  Inputs.ImpactsAllOn,
  Inputs.Workspaces,
  Inputs.WaitFor,
  Inputs.BazelStartupOptions,
  Inputs.BazelOptions,
  Inputs.BazelIgnore,
]);

/**
 * Boolean inputs: true or false and nothing else (`workspaces` defaults to false but takes a
 * list, so it is not one). test/cli-flags.test.ts checks this against settings.ts's reading.
 */
export const BOOLEAN_INPUTS: ReadonlySet<string> = new Set<InputName>([
  Inputs.AllowInsecureApiUrl,
  Inputs.DryRun,
  Inputs.FailOnNotReady,
  Inputs.Summary,
  Inputs.NoBatch,
]);

/** Inputs every command reads; the rest belong to one command each (for --help). */
const COMMON: readonly InputName[] = [
  Inputs.ApiToken,
  Inputs.ApiUrl,
  Inputs.AllowInsecureApiUrl,
  Inputs.ApiVersion,
  Inputs.GithubToken,
  Inputs.Repository,
  Inputs.RepositoryHost,
  Inputs.TargetBranch,
  Inputs.PrNumber,
  Inputs.PrSha,
  Inputs.PrBranch,
  Inputs.DryRun,
  Inputs.Summary,
  Inputs.MaxAttempts,
  Inputs.RequestTimeoutSeconds,
  Inputs.WorkingDirectory,
];
export const COMMAND_INPUTS: Record<Exclude<CommandInput, 'auto'>, readonly InputName[]> = {
  'upload-impacted-targets': [
    Inputs.Targets,
    Inputs.TargetsFile,
    Inputs.ImpactedTargets,
    Inputs.ImpactedTargetsFiles,
    Inputs.ImpactsAllOn,
    Inputs.UnmatchedFiles,
    Inputs.Workspaces,
    Inputs.BaseSha,
    Inputs.HeadSha,
    Inputs.BazelPath,
    Inputs.BazelStartupOptions,
    Inputs.BazelOptions,
    Inputs.BazelWorkspacePath,
    Inputs.BazelIgnore,
    Inputs.BazelTestKinds,
    Inputs.BazelTimeoutSeconds,
    Inputs.GraphCache,
    Inputs.NxTimeoutSeconds,
    Inputs.PythonUnits,
  ],
  'get-pull-request': [Inputs.FailOnNotReady, Inputs.WaitFor, Inputs.WaitTimeoutSeconds],
  'get-test-run': [Inputs.TestRunId],
  'create-queue': [Inputs.Mode, Inputs.Concurrency],
  'submit-pull-request': [
    Inputs.Priority,
    Inputs.NoBatch,
    Inputs.WaitFor,
    Inputs.WaitTimeoutSeconds,
  ],
  'cancel-pull-request': [],
  'restart-tests': [],
  'get-queue': [],
  'update-queue': [Inputs.QueueState, Inputs.Mode, Inputs.Concurrency],
  'delete-queue': [],
};

/** What the command line asks for. */
export interface CommandLine {
  /** The command (the positional word, or --command); undefined when neither was given. */
  command: CommandInput | undefined;
  /** Input values by name, as the action would read them ('' is never stored). */
  inputs: Map<InputName, string>;
  json: boolean;
  summaryFile: string | undefined;
  verbose: boolean;
  help: boolean;
  version: boolean;
}

const isInput = (name: string): name is InputName => INPUT_TABLE.some((i) => i.name === name);
const isBoolean = (name: string) =>
  BOOLEAN_INPUTS.has(name) || (CLI_BOOLEANS as readonly string[]).includes(name);

/** The closest known flag to a misspelt one, when one is close enough to suggest. */
function closest(name: string): string | undefined {
  return closestWord(name, [...INPUT_TABLE.map((i) => i.name), ...Object.keys(CLI_FLAGS)]);
}

/** `--name` of a token, when it is a long flag (`--name` or `--name=value`). */
const flagName = (token: string): string | undefined => /^--([^=]+)/.exec(token)?.[1];

/**
 * argv (after the program name) -> what it asks for. Throws a UsageError naming the flag and
 * the accepted form for an unknown flag, a missing or doubled value, a boolean given a word
 * after a space, or an unknown command.
 */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  // A bare boolean flag means true; util.parseArgs's own booleans refuse `--dry-run=false`,
  // so every flag is parsed as a string and booleans are checked here.
  const args: string[] = [];
  for (const token of argv) {
    if (token === '-h') args.push('--help=true');
    else if (token.startsWith('--') && !token.includes('=') && isBoolean(token.slice(2)))
      args.push(`${token}=true`);
    else args.push(token);
  }
  for (let i = 0; i < args.length; i++) {
    const token = args[i]!;
    if (token === '--') break;
    const name = flagName(token);
    if (name === undefined) {
      if (token.startsWith('-') && token !== '-')
        throw new UsageError(`Unknown flag ${token}: flags are long, such as --dry-run.`);
      continue;
    }
    if (!isInput(name) && !(name in CLI_FLAGS)) {
      const suggestion = closest(name);
      throw new UsageError(
        `Unknown flag --${name}${suggestion ? `: did you mean --${suggestion}?` : '.'} ` +
          `Run \`${PROGRAM} --help\` for the flags (the action's inputs, by the same names).`,
      );
    }
    if (token.includes('=')) continue;
    // `--name VALUE`: the next word is the value, and a word starting with "-" is not taken.
    const value = args[i + 1];
    if (value === undefined || value.startsWith('-')) {
      throw new UsageError(
        `--${name} needs a value: --${name} VALUE or --${name}=VALUE` +
          ` (a value that starts with "-" is given as --${name}=VALUE).`,
      );
    }
    i++;
  }
  const options = Object.fromEntries(
    [...INPUT_TABLE.map((i) => i.name), ...Object.keys(CLI_FLAGS)].map((name) => [
      name,
      { type: 'string' as const, multiple: true },
    ]),
  );
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const name = /'--([^' ]+)/.exec((error as Error).message)?.[1];
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && name) {
      throw new UsageError(
        `--${name} needs a value: --${name} VALUE or --${name}=VALUE` +
          ` (a value that starts with "-" is given as --${name}=VALUE).`,
      );
    }
    throw new UsageError((error as Error).message);
  }
  const values = parsed.values as Record<string, string[] | undefined>;

  const single = (name: string): string | undefined => {
    const given = values[name];
    if (!given || given.length === 0) return undefined;
    if (given.length > 1 && !LIST_INPUTS.has(name)) {
      throw new UsageError(
        `--${name} was given ${given.length} times (${given.map((v) => quoteValue(v)).join(', ')}): give it once.`,
      );
    }
    return given.join('\n');
  };
  const flag = (name: CliFlag): boolean => {
    const value = single(name);
    if (value === undefined) return false;
    if (value === 'true' || value === 'false') return value === 'true';
    throw new UsageError(
      `--${name} has the value ${quoteValue(value)}: expected --${name}, --${name}=true or --${name}=false.`,
    );
  };

  const inputs = new Map<InputName, string>();
  for (const { name } of INPUT_TABLE) {
    const value = single(name);
    if (value === undefined) continue;
    if (BOOLEAN_INPUTS.has(name) && value !== 'true' && value !== 'false') {
      throw new UsageError(
        `--${name} has the value ${quoteValue(value)}: expected --${name}, --${name}=true or --${name}=false.`,
      );
    }
    inputs.set(name as InputName, value);
  }

  const [word, ...rest] = parsed.positionals;
  if (rest.length > 0) {
    const stray = rest[0]!;
    throw new UsageError(
      `Unexpected argument ${quoteValue(stray)}` +
        (stray === 'true' || stray === 'false'
          ? `: a boolean flag takes its value after "=", as in --dry-run=${stray}.`
          : ': give one command, then flags.'),
    );
  }
  const fromFlag = inputs.get(Inputs.Command);
  inputs.delete(Inputs.Command);
  if (word !== undefined && fromFlag !== undefined && word !== fromFlag) {
    throw new UsageError(
      `The command is given twice: ${quoteValue(word)} and --command=${quoteValue(fromFlag)}.`,
    );
  }
  const commandWord = word ?? fromFlag;
  if (commandWord !== undefined && !(COMMANDS as readonly string[]).includes(commandWord)) {
    throw new UsageError(
      `Unknown command ${quoteValue(commandWord)}: expected one of ${COMMANDS.join(', ')}.` +
        didYouMean([commandWord], COMMANDS),
    );
  }
  return {
    command: commandWord as CommandInput | undefined,
    inputs,
    json: flag('json'),
    summaryFile: single('summary-file'),
    verbose: flag('verbose'),
    help: flag('help'),
    version: flag('version'),
  };
}

/** Text wrapped to `width` columns, each line indented by `indent`. */
function wrap(text: string, indent: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

function flagLines(name: string, description: string, defaultValue?: string): string[] {
  const form = isBoolean(name) ? `--${name}` : `--${name} VALUE`;
  const shown = defaultValue && !defaultValue.includes('${{') ? ` (default: ${defaultValue})` : '';
  return [`  ${form}${shown}`, ...wrap(description, '      ')];
}

/** What the CLI reads where the action reads an expression default. */
const CLI_DEFAULTS: Partial<Record<InputName, string>> = {
  [Inputs.ApiToken]: 'the TRUNK_API_TOKEN environment variable (never printed)',
  [Inputs.GithubToken]: 'the GITHUB_TOKEN environment variable',
  [Inputs.Repository]: "the CI's project path",
  [Inputs.PrNumber]: "the CI's pull request number",
  [Inputs.PrSha]: 'the pull request head the CI names',
  [Inputs.TargetBranch]: "the CI's target branch",
  [Inputs.WorkingDirectory]: 'the current directory',
};

/** --help: the whole tool, or one command with the flags it reads. */
export function helpText(command: CommandInput | undefined): string {
  const out: string[] = [];
  if (command === undefined) {
    out.push(
      `Usage: ${PROGRAM} <command> [flags]`,
      '',
      'Connects CI to the merge queue from any CI system (GitHub Actions, Buildkite, CircleCI,',
      "GitLab CI, Jenkins): the pull request, its head and target branch come from the CI's",
      'variables; every flag is an input of the GitHub Action, by the same name.',
      '',
      'Commands:',
      "  upload-impacted-targets  compute the pull request's impacted targets and upload them",
      "  get-pull-request         read the pull request's queue state and readiness",
      '  get-test-run             read a queue test run (on a trunk-merge/ branch)',
      '  create-queue             create a queue for the target branch',
      '  submit-pull-request      put a pull request in the queue (--priority, --no-batch, --wait-for)',
      '  cancel-pull-request      take a pull request out of the queue',
      "  restart-tests            restart a queued pull request's tests",
      '  get-queue                read the queue: its state and its pull requests in order',
      '  update-queue             pause, drain or resume the queue (--queue-state), --mode, --concurrency',
      '  delete-queue             delete an empty queue',
      '  auto                     get-test-run on a test branch, upload with a target source, else get-pull-request',
      '',
      `Run \`${PROGRAM} <command> --help\` for its flags.`,
      '',
      'Exit codes: 0 success, 1 the command failed, 2 a usage error.',
      '',
      'Options of the tool itself:',
    );
  } else {
    out.push(`Usage: ${PROGRAM} ${command} [flags]`, '');
    const inputs =
      command === 'auto'
        ? INPUT_TABLE.filter((i) => i.name !== Inputs.Command).map((i) => i.name)
        : [...COMMAND_INPUTS[command], ...COMMON];
    out.push("Flags (the action's inputs):");
    for (const name of inputs) {
      const row = INPUT_TABLE.find((i) => i.name === name)!;
      const fallback = CLI_DEFAULTS[name as InputName];
      out.push(
        ...flagLines(
          name,
          row.description + (fallback ? ` Default here: ${fallback}.` : ''),
          row.default,
        ),
      );
    }
    out.push('', 'Options of the tool itself:');
  }
  for (const [name, description] of Object.entries(CLI_FLAGS))
    out.push(...flagLines(name, description));
  if (command !== undefined) {
    out.push('', 'Outputs (the keys of --json):');
    out.push(...wrap(OUTPUT_TABLE.map((o) => o.name).join(', '), '  '));
  }
  return `${out.join('\n')}\n`;
}
