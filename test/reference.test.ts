/**
 * The three places that list the inputs cannot fall behind one another: action.yml (the
 * contract), the tool's --help (generated from it, per command) and docs/reference.md. Every
 * input is a flag of some command's --help; every value an input accepts is named in its
 * action.yml description, its reference row and so its --help; and the no-workspace message
 * names what auto looks for, every manager's file and every build tool's markers.
 */
import { mkdirSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSIONS, COMMANDS } from '../src/constants.js';
import { helpText } from '../src/doors/cli/flags.js';
import { COMMAND_TABLE, INPUT_TABLE } from '../src/doors/cli/table.generated.js';
import { BUILD_TOOLS, LAYERS, MANAGERS, PR_STATES, UNMATCHED_FILES } from '../src/settings.js';
import { GRAPH_SOURCES } from '../src/targets/registry.js';
import { discoverWorkspace } from '../src/targets/workspaces/discover.js';
import { removeDir, tempDir } from './support/git-repo.js';
import { ROOT } from './support/runner.js';

const action = load(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string }>;
};
const reference = readFileSync(path.join(ROOT, 'docs/reference.md'), 'utf8');

/** The reference's row of an input, as one line. */
function referenceRow(name: string): string {
  const row = reference.split('\n').find((line) => line.startsWith(`| \`${name}\` `));
  expect(row, `docs/reference.md has a row for ${name}`).toBeDefined();
  return row!;
}

/** The values each input with a fixed set of words accepts, from the code that reads them. */
const VALUES: Record<string, readonly string[]> = {
  command: COMMANDS,
  'api-version': API_VERSIONS,
  'unmatched-files': UNMATCHED_FILES,
  workspaces: ['auto', 'false', ...MANAGERS, ...LAYERS, ...BUILD_TOOLS],
  'wait-for': ['ready', ...PR_STATES],
  mode: ['single', 'parallel'],
  'graph-cache': ['auto', 'false'],
};

describe('action.yml, --help and docs/reference.md', () => {
  it('every input of action.yml is a flag of some command’s --help (and named in the general --help)', () => {
    const names = Object.keys(action.inputs).filter((name) => name !== 'command');
    expect(INPUT_TABLE.map((i) => i.name)).toEqual(Object.keys(action.inputs));
    const perCommand = Object.keys(COMMAND_TABLE)
      .map((command) => helpText(command as keyof typeof COMMAND_TABLE))
      .join('\n');
    const missing = names.filter((name) => !new RegExp(`^  --${name}\\b`, 'm').test(perCommand));
    expect(missing, 'inputs no command’s --help lists').toEqual([]);
    // The general --help names every flag, by the commands that read it.
    const general = helpText(undefined);
    expect(names.filter((name) => !general.includes(`--${name}`))).toEqual([]);
    // The one found missing: upload-impacted-targets takes --graph-cache.
    expect(helpText('upload-impacted-targets')).toMatch(/^ {2}--graph-cache\b/m);
  });

  it('every value an input takes is named by action.yml, docs/reference.md and --help', () => {
    // What each command's --help says of the flags it reads.
    const auto = Object.keys(COMMAND_TABLE)
      .map((command) => helpText(command as keyof typeof COMMAND_TABLE))
      .join('\n')
      .replace(/\s+/g, ' ');
    const missing: string[] = [];
    for (const [name, values] of Object.entries(VALUES)) {
      const description = action.inputs[name]!.description.replace(/\s+/g, ' ');
      const row = referenceRow(name);
      for (const value of values) {
        const word = new RegExp(`(^|[^\\w-])${value}($|[^\\w-])`);
        if (!word.test(description)) missing.push(`action.yml ${name}: ${value}`);
        if (!row.includes(`\`${value}\``)) missing.push(`docs/reference.md ${name}: ${value}`);
        if (name !== 'command' && !word.test(auto)) missing.push(`--help ${name}: ${value}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('workspaces: auto with nothing to find', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir('mq-none-');
    mkdirSync(path.join(dir, 'src'));
  });
  afterAll(() => removeDir(dir));

  it("names every manager's file and every build tool's markers it looked for", async () => {
    const message = await discoverWorkspace('auto', dir).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).toContain('no workspace was found');
    const markers = Object.values(GRAPH_SOURCES).flatMap((source) => source.markers);
    expect(markers).toEqual(expect.arrayContaining(['pom.xml', 'settings.gradle.kts']));
    for (const file of [
      ...markers,
      'package.json',
      'pnpm-workspace.yaml',
      'Cargo.toml',
      'go.work',
      'pyproject.toml',
    ]) {
      expect(message).toContain(file);
    }
    expect(message).not.toMatch(/set workspaces to false/);
  });
});
