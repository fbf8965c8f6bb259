// Writes src/doors/cli/table.generated.ts from action.yml: the command-line tool's flags are the
// action's inputs, and its --help shows their descriptions, so both come from one table.
// `npm run bundle` runs this first; test/cli.test.ts runs it with --check, which fails when
// the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';

const root = path.resolve(import.meta.dirname, '..');
const action = load(readFileSync(path.join(root, 'action.yml'), 'utf8'));
const oneLine = (text) =>
  String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ');

const inputs = Object.entries(action.inputs).map(([name, input]) => ({
  name,
  description: oneLine(input.description),
  default: String(input.default ?? ''),
}));
const outputs = Object.entries(action.outputs).map(([name, output]) => ({
  name,
  description: oneLine(output.description),
}));

export const generated =
  '// Generated from action.yml by scripts/cli-table.mjs (npm run bundle): do not edit.\n\n' +
  "/** The action's inputs, in action.yml's order: the command-line flags of the same names. */\n" +
  `export const INPUT_TABLE = ${JSON.stringify(inputs, null, 2)} as const;\n\n` +
  "/** The action's outputs: the keys of `--json`. */\n" +
  `export const OUTPUT_TABLE = ${JSON.stringify(outputs, null, 2)} as const;\n`;

export const target = path.join(root, 'src', 'doors', 'cli', 'table.generated.ts');

if (process.argv.includes('--check')) {
  // For the tests: is the committed table what action.yml says now?
  const current = readFileSync(target, 'utf8');
  if (current !== generated) {
    console.error(`${path.relative(root, target)} is stale: run npm run bundle.`);
    process.exit(1);
  }
} else {
  writeFileSync(target, generated);
  console.log(`${path.relative(root, target)}: ${inputs.length} inputs, ${outputs.length} outputs`);
}
