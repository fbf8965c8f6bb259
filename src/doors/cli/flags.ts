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
import { COMMAND_TABLE, INPUT_TABLE, OUTPUT_TABLE, SHORT_FORMS } from './table.generated.js';

export const PROGRAM = 'merge-queue-connect';

/** A mistake on the command line: exit code 2, with the flag named and the accepted form. */
export class UsageError extends UserError {
  override readonly name = 'UsageError';
}

/** The flags only the command-line tool has (the rest are the action's inputs). */
const CLI_FLAGS = {
  json: 'Print the outputs as one JSON object on stdout, keyed by their names (below).',
  'summary-file':
    'Write the summary (Markdown: what was done, and what the service answered) to this file.',
  verbose:
    'Print debug lines (each git command, the settings with the API key and the GitHub token hidden) on stderr.',
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

/** A command the tool takes: one of the action's, or a short form of one (`pause`). */
export type HelpTopic = CommandInput | ShortForm;
export type ShortForm = keyof typeof SHORT_FORMS;

const isShortForm = (word: string): word is ShortForm => Object.hasOwn(SHORT_FORMS, word);

/** The inputs a command reads, as its --help lists them (help.yml, through table.generated.ts). */
export function inputsOf(topic: HelpTopic): readonly InputName[] {
  return (isShortForm(topic) ? SHORT_FORMS[topic] : COMMAND_TABLE[topic]).inputs;
}

/** The outputs a command sets, as its --help lists them. */
export function outputsOf(topic: HelpTopic): readonly string[] {
  return (isShortForm(topic) ? SHORT_FORMS[topic] : COMMAND_TABLE[topic]).outputs;
}

/** What the command line asks for. */
export interface CommandLine {
  /** The command (the positional word, or --command); undefined when neither was given. */
  command: CommandInput | undefined;
  /** The short form the command was given as (`pause` for update-queue), for its --help. */
  shortForm?: ShortForm | undefined;
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
  let commandWord = word ?? fromFlag;
  const words = [...COMMANDS, ...Object.keys(SHORT_FORMS)];
  if (commandWord !== undefined && !words.includes(commandWord)) {
    throw new UsageError(
      `Unknown command ${quoteValue(commandWord)}: expected one of ${words.join(', ')}.` +
        didYouMean([commandWord], words),
    );
  }
  let shortForm: ShortForm | undefined;
  if (commandWord !== undefined && isShortForm(commandWord)) {
    // `pause` is update-queue with --queue-state paused: a flag saying otherwise conflicts.
    shortForm = commandWord;
    const form = SHORT_FORMS[shortForm];
    for (const [name, value] of Object.entries(form.sets) as [InputName, string][]) {
      const given = inputs.get(name);
      if (given !== undefined) {
        throw new UsageError(
          `${shortForm} is ${form.of} --${name} ${value}, and --${name} ${quoteValue(given)} was given too: ` +
            `give ${shortForm} alone, or ${form.of} with --${name}.`,
        );
      }
      inputs.set(name, value);
    }
    commandWord = form.of;
  }
  return {
    command: commandWord as CommandInput | undefined,
    ...(shortForm && { shortForm }),
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

/** A line of the general --help per command: its name, then what it does. */
function commandLines(): string[] {
  const rows: [string, string][] = [
    ...Object.entries(COMMAND_TABLE).map(([name, spec]): [string, string] => [name, spec.about]),
    ...Object.entries(SHORT_FORMS).map(([name, spec]): [string, string] => [name, spec.about]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length)) + 2;
  return rows.map(([name, about]) => `  ${name.padEnd(width)}${about}`);
}

/** Every flag of the action's inputs, by the commands that read it (the general --help). */
function flagsByCommand(): string[] {
  const lines: string[] = [];
  const every = new Set<string>(
    Object.values(COMMAND_TABLE).reduce<readonly string[]>(
      (common, spec) => common.filter((name) => spec.inputs.includes(name as never)),
      INPUT_TABLE.map((i) => i.name),
    ),
  );
  lines.push(...wrap(`every command: ${[...every].map((n) => `--${n}`).join(', ')}`, '  '));
  for (const [command, spec] of Object.entries(COMMAND_TABLE)) {
    if (command === 'auto') continue;
    const own = spec.inputs.filter((name) => !every.has(name));
    lines.push(...wrap(`${command}: ${own.map((n) => `--${n}`).join(', ') || 'no other'}`, '  '));
  }
  return lines;
}

/** --help: the whole tool, or one command with the flags it reads and the outputs it sets. */
export function helpText(topic: HelpTopic | undefined): string {
  const out: string[] = [];
  if (topic === undefined) {
    out.push(
      `Usage: ${PROGRAM} <command> [flags]`,
      '',
      'Connects CI to the merge queue from any CI system (GitHub Actions, Buildkite, CircleCI,',
      "GitLab CI, Jenkins): the pull request, its head and target branch come from the CI's",
      'variables; every flag is an input of the GitHub Action, by the same name.',
      '',
      'Commands:',
      ...commandLines(),
      '',
      `Run \`${PROGRAM} <command> --help\` for a command's flags, described, and its outputs.`,
      '',
      'Flags, by the commands that read them:',
      ...flagsByCommand(),
      '',
      'Exit codes: 0 success, 1 the command failed, 2 a usage error.',
      '',
      'Options of the tool itself:',
    );
  } else {
    const short = isShortForm(topic) ? SHORT_FORMS[topic] : undefined;
    out.push(
      `Usage: ${PROGRAM} ${topic} [flags]`,
      '',
      ...wrap(short ? short.about : COMMAND_TABLE[topic as CommandInput].about, ''),
      '',
      short ? `Flags (${short.of}'s, but those ${topic} sets):` : 'Flags:',
    );
    for (const name of inputsOf(topic)) {
      const row = INPUT_TABLE.find((i) => i.name === name)!;
      out.push(...flagLines(name, row.help, row.default));
    }
    out.push('', 'Options of the tool itself:');
  }
  for (const [name, description] of Object.entries(CLI_FLAGS))
    out.push(...flagLines(name, description));
  if (topic !== undefined) {
    out.push('', 'Outputs (the keys of --json):');
    for (const name of outputsOf(topic)) {
      const row = OUTPUT_TABLE.find((o) => o.name === name)!;
      out.push(`  ${name}`, ...wrap(row.help, '      '));
    }
  }
  return `${out.join('\n')}\n`;
}
