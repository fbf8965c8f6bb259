/**
 * The command line -> the action's inputs (src/doors/cli/flags.ts): every input a flag of the
 * same name, in both forms; booleans bare or with =true|false; --help from action.yml's table.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, Inputs, type InputName } from '../src/constants.js';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import {
  BOOLEAN_INPUTS,
  UsageError,
  helpText,
  inputsOf,
  outputsOf,
  parseCommandLine,
} from '../src/doors/cli/flags.js';
import {
  COMMAND_TABLE,
  INPUT_TABLE,
  OUTPUT_TABLE,
  SHORT_FORMS,
} from '../src/doors/cli/table.generated.js';
// @ts-expect-error: a plain ES module of the build, without types
import { tableOf } from '../scripts/cli-table.mjs';
import { readSettings } from '../src/settings.js';
import { ROOT, actionYml } from './support/runner.js';

const usage = (argv: string[]) => {
  try {
    parseCommandLine(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('the flag table', () => {
  it('is action.yml today (scripts/cli-table.mjs --check)', () => {
    const check = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'cli-table.mjs'), '--check'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(check.status, check.stderr).toBe(0);
    expect(INPUT_TABLE.map((i) => i.name)).toEqual(Object.keys(actionYml.inputs));
  });

  it('booleans are exactly the inputs settings.ts reads as true or false', () => {
    for (const { name } of INPUT_TABLE) {
      const read = (input: InputName) => (input === name ? 'maybe' : '');
      let message = '';
      try {
        readSettings(read, { GITHUB_REPOSITORY: 'o/r' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(/true or false/.test(message), `${name}: ${message}`).toBe(BOOLEAN_INPUTS.has(name));
    }
  });

  it('every input but command belongs to a command or to all, and shows in that --help', () => {
    const shown = new Set<string>();
    for (const command of COMMANDS) {
      const help = helpText(command);
      for (const { name } of INPUT_TABLE) if (help.includes(`--${name}`)) shown.add(name);
      for (const name of inputsOf(command)) expect(help).toContain(`--${name}`);
    }
    expect([...shown].sort()).toEqual(
      INPUT_TABLE.map((i) => i.name)
        .filter((n) => n !== Inputs.Command)
        .sort(),
    );
    expect(helpText('create-queue')).not.toContain('--targets-file');
  });

  it("a command's --help lists only the flags it reads and the outputs it sets", () => {
    const help = helpText('get-queue');
    const flags = [...help.matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]);
    const outputs = help.slice(help.indexOf('Outputs')).match(/^ {2}[a-z-]+$/gm) ?? [];
    expect(flags).not.toContain('pr-sha');
    expect(flags).not.toContain('pr-number');
    expect(flags).not.toContain('working-directory');
    expect(flags).toContain('target-branch');
    expect(outputs.map((o) => o.trim())).toEqual([
      'command',
      'target-branch',
      'is-test-branch',
      'skip',
      'api-version',
      'queue-state',
      'queue-mode',
      'queue-length',
      'queued-prs',
      'queue',
    ]);
    expect(outputs).not.toContain('  pull-request');
    // Each output a command sets is one action.yml declares, and every output some command sets.
    const set = new Set(Object.keys(COMMAND_TABLE).flatMap((c) => outputsOf(c as 'auto')));
    expect([...set].sort()).toEqual(OUTPUT_TABLE.map((o) => o.name).sort());
  });

  it("the short forms take their command's flags but the ones they set, and have their own --help", () => {
    for (const [word, form] of Object.entries(SHORT_FORMS)) {
      const help = helpText(word as keyof typeof SHORT_FORMS);
      expect(help).toContain(`Usage: merge-queue-connect ${word} [flags]`);
      for (const name of Object.keys(form.sets))
        expect(help).not.toMatch(new RegExp(`^ {2}--${name}\\b`, 'm'));
      expect(help).toMatch(/^ {2}--reason VALUE/m);
      expect(helpText(undefined)).toMatch(
        new RegExp(`^ {2}${word} +update-queue --queue-state`, 'm'),
      );
    }
  });

  it('refuses to write the table when an input or output of action.yml is placed nowhere', () => {
    const action = load(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, object>;
      outputs: Record<string, object>;
    };
    const help = load(readFileSync(path.join(ROOT, 'src/doors/cli/help.yml'), 'utf8'));
    expect(tableOf(action, help).problems).toEqual([]);
    const grown = {
      inputs: { ...action.inputs, 'new-input': { description: 'A new one.', default: '' } },
      outputs: { ...action.outputs, 'new-output': { description: 'A new one.' } },
    };
    expect(tableOf(grown, help).problems).toEqual([
      "action.yml's input new-input is read by no command in help.yml: add it to the commands that read it (or to every)",
      "action.yml's output new-output is set by no command in help.yml: add it to the commands that set it (or to every)",
    ]);
  });
});

describe('parseCommandLine', () => {
  it('reads --name value and --name=value alike, and the command word', () => {
    const a = parseCommandLine([
      'upload-impacted-targets',
      '--targets-file',
      'rules.yml',
      '--pr-number=42',
    ]);
    const b = parseCommandLine([
      '--targets-file=rules.yml',
      '--pr-number',
      '42',
      'upload-impacted-targets',
    ]);
    for (const parsed of [a, b]) {
      expect(parsed.command).toBe('upload-impacted-targets');
      expect(Object.fromEntries(parsed.inputs)).toEqual({
        'targets-file': 'rules.yml',
        'pr-number': '42',
      });
    }
    expect(parseCommandLine(['--command', 'create-queue']).command).toBe('create-queue');
  });

  it("booleans: bare is true, =true and =false as written; the tool's own flags too", () => {
    expect(parseCommandLine(['auto', '--dry-run']).inputs.get('dry-run')).toBe('true');
    expect(parseCommandLine(['auto', '--dry-run=false']).inputs.get('dry-run')).toBe('false');
    expect(parseCommandLine(['auto', '--summary=false']).inputs.get('summary')).toBe('false');
    const own = parseCommandLine(['auto', '--json', '--verbose=false', '--summary-file', 's.md']);
    expect([own.json, own.verbose, own.summaryFile]).toEqual([true, false, 's.md']);
    expect(parseCommandLine(['-h']).help).toBe(true);
  });

  it('a list input given twice is one value a line; a value starting with "-" goes after "="', () => {
    const parsed = parseCommandLine([
      'upload-impacted-targets',
      '--impacted-targets-files',
      'a/*.txt',
      '--impacted-targets-files=!a/skip.txt',
      '--bazel-options=--config=ci',
      '--workspaces',
      'auto',
    ]);
    expect(parsed.inputs.get('impacted-targets-files')).toBe('a/*.txt\n!a/skip.txt');
    expect(parsed.inputs.get('bazel-options')).toBe('--config=ci');
    expect(parsed.inputs.get('workspaces')).toBe('auto');
    expect(usage(['upload-impacted-targets', '--bazel-options', '--config=ci'])).toContain(
      '--bazel-options=VALUE',
    );
  });

  it('usage errors name the flag and the accepted form', () => {
    expect(usage(['upload-impacted-targets', '--target-brnch', 'main'])).toContain(
      'did you mean --target-branch?',
    );
    expect(usage(['upload-impacted-targets', '--dry-run', 'false'])).toContain('--dry-run=false');
    expect(usage(['auto', '--json=yes'])).toContain('--json=true or --json=false');
    expect(usage(['auto', '--mode', 'single', '--mode', 'parallel'])).toContain(
      '--mode was given 2 times',
    );
    expect(usage(['auto', '-x'])).toContain('Unknown flag -x');
    expect(usage(['deploy'])).toContain('expected one of upload-impacted-targets');
    expect(usage(['auto', '--command', 'create-queue'])).toContain('given twice');
    expect(usage(['auto', '--pr-number'])).toContain('--pr-number needs a value');
  });

  it('a secret given as a flag is a value like any other (the door registers it before printing)', () => {
    expect(parseCommandLine(['auto', '--api-token', 'svc_x']).inputs.get('api-token')).toBe(
      'svc_x',
    );
  });
});
