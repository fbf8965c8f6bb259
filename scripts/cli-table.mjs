// Writes src/doors/cli/table.generated.ts from action.yml and src/doors/cli/help.yml: the
// command-line tool's flags are the action's inputs, its --help shows their descriptions (the
// tool's words where help.yml gives them), and each command's --help lists the inputs it reads
// and the outputs it sets, as help.yml says. An input or output of action.yml that help.yml
// places nowhere is refused: the tool's help cannot silently miss it. `npm run bundle` runs this
// first; test/cli-flags.test.ts runs it with --check, which fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from 'js-yaml';

const root = path.resolve(import.meta.dirname, '..');
const oneLine = (text) =>
  String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ');

/**
 * The generated module for `action` (action.yml) and `help` (help.yml), and the problems that
 * keep it from being written: an input or output no command lists, a name action.yml does not
 * have, a short form of no command.
 */
export function tableOf(action, help) {
  const problems = [];
  const inputNames = Object.keys(action.inputs);
  const outputNames = Object.keys(action.outputs);
  const commands = help.commands ?? {};
  const known = (names, all, what, where) => {
    for (const name of names ?? []) {
      if (!all.includes(name))
        problems.push(`${where} names the ${what} ${name}, which action.yml does not have`);
    }
  };
  known(help.every?.inputs, inputNames, 'input', 'help.yml every.inputs');
  known(help.every?.outputs, outputNames, 'output', 'help.yml every.outputs');
  known(Object.keys(help['not-flags'] ?? {}), inputNames, 'input', 'help.yml not-flags');
  known(Object.keys(help['tool-words']?.inputs ?? {}), inputNames, 'input', 'help.yml tool-words');
  known(
    Object.keys(help['tool-words']?.outputs ?? {}),
    outputNames,
    'output',
    'help.yml tool-words',
  );
  for (const [command, spec] of Object.entries(commands)) {
    known(spec.inputs, inputNames, 'input', `help.yml ${command}`);
    known(spec.outputs, outputNames, 'output', `help.yml ${command}`);
    for (const other of spec.like ?? []) {
      if (!commands[other])
        problems.push(`help.yml ${command} is like ${other}, which is no command`);
    }
  }

  // In action.yml's order: the command's own, then those of every command.
  const ordered = (names, all) => all.filter((name) => names.has(name));
  const listsOf = (command, seen = new Set()) => {
    const spec = commands[command];
    const inputs = new Set(spec.inputs ?? []);
    const outputs = new Set(spec.outputs ?? []);
    for (const other of spec.like ?? []) {
      if (seen.has(other)) continue;
      seen.add(other);
      const lists = listsOf(other, seen);
      lists.inputs.forEach((name) => inputs.add(name));
      lists.outputs.forEach((name) => outputs.add(name));
    }
    return { inputs, outputs };
  };
  const everyInputs = new Set(help.every?.inputs ?? []);
  const everyOutputs = new Set(help.every?.outputs ?? []);
  const table = {};
  const placedInputs = new Set([...everyInputs, ...Object.keys(help['not-flags'] ?? {})]);
  const placedOutputs = new Set(everyOutputs);
  for (const command of Object.keys(commands)) {
    const { inputs, outputs } = listsOf(command);
    inputs.forEach((name) => placedInputs.add(name));
    outputs.forEach((name) => placedOutputs.add(name));
    table[command] = {
      about: oneLine(commands[command].about),
      inputs: [
        ...ordered(inputs, inputNames).filter((name) => !everyInputs.has(name)),
        ...ordered(everyInputs, inputNames),
      ],
      outputs: ordered(new Set([...everyOutputs, ...outputs]), outputNames),
    };
  }
  for (const name of inputNames) {
    if (!placedInputs.has(name)) {
      problems.push(
        `action.yml's input ${name} is read by no command in help.yml: add it to the commands that read it (or to every)`,
      );
    }
  }
  for (const name of outputNames) {
    if (!placedOutputs.has(name)) {
      problems.push(
        `action.yml's output ${name} is set by no command in help.yml: add it to the commands that set it (or to every)`,
      );
    }
  }
  const shortForms = {};
  for (const [word, spec] of Object.entries(help['short-forms'] ?? {})) {
    if (!table[spec.of]) {
      problems.push(`help.yml's short form ${word} is of ${spec.of}, which is no command`);
      continue;
    }
    const sets = spec.sets ?? {};
    known(
      Object.keys(sets),
      table[spec.of].inputs,
      'input',
      `help.yml's short form ${word} (of ${spec.of})`,
    );
    shortForms[word] = {
      of: spec.of,
      sets,
      about: oneLine(spec.about),
      inputs: table[spec.of].inputs.filter((name) => !(name in sets)),
      outputs: table[spec.of].outputs,
    };
  }

  const toolWords = help['tool-words'] ?? {};
  const inputs = Object.entries(action.inputs).map(([name, input]) => ({
    name,
    description: oneLine(input.description),
    default: String(input.default ?? ''),
    help: oneLine(toolWords.inputs?.[name] ?? input.description),
  }));
  const outputs = Object.entries(action.outputs).map(([name, output]) => ({
    name,
    description: oneLine(output.description),
    help: oneLine(toolWords.outputs?.[name] ?? output.description),
  }));
  const text =
    '// Generated from action.yml and src/doors/cli/help.yml by scripts/cli-table.mjs (npm run bundle): do not edit.\n\n' +
    "/** The action's inputs, in action.yml's order: the command-line flags of the same names (`help`: the tool's words). */\n" +
    `export const INPUT_TABLE = ${JSON.stringify(inputs, null, 2)} as const;\n\n` +
    "/** The action's outputs: the keys of `--json` (`help`: the tool's words). */\n" +
    `export const OUTPUT_TABLE = ${JSON.stringify(outputs, null, 2)} as const;\n\n` +
    '/** Each command: its line of the general --help, the inputs it reads (its flags) and the outputs it sets. */\n' +
    `export const COMMAND_TABLE = ${JSON.stringify(table, null, 2)} as const;\n\n` +
    "/** The tool's short forms of a command with some of its inputs set (`pause`: update-queue --queue-state paused). */\n" +
    `export const SHORT_FORMS = ${JSON.stringify(shortForms, null, 2)} as const;\n`;
  return { text, problems, inputs, outputs };
}

export const target = path.join(root, 'src', 'doors', 'cli', 'table.generated.ts');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const action = load(readFileSync(path.join(root, 'action.yml'), 'utf8'));
  const help = load(readFileSync(path.join(root, 'src', 'doors', 'cli', 'help.yml'), 'utf8'));
  const { text, problems, inputs, outputs } = tableOf(action, help);
  if (problems.length > 0) {
    console.error(`${path.relative(root, target)} not written:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    // For the tests: is the committed table what action.yml and help.yml say now?
    if (readFileSync(target, 'utf8') !== text) {
      console.error(`${path.relative(root, target)} is stale: run npm run bundle.`);
      process.exit(1);
    }
  } else {
    writeFileSync(target, text);
    console.log(
      `${path.relative(root, target)}: ${inputs.length} inputs, ${outputs.length} outputs`,
    );
  }
}
