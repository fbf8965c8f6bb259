/**
 * The action's own writing of step outputs and workflow commands (src/doors/action/workflow.ts),
 * which replaces @actions/core's setOutput and command.js: the same heredoc in GITHUB_OUTPUT,
 * read back by the runner's rules, with a delimiter that the value cannot end early, and the
 * same command lines, byte for byte, as core's own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueCommand as coreIssueCommand } from '../node_modules/@actions/core/lib/command.js';
import { commandLine, setOutputs, unusedToken } from '../src/doors/action/workflow.js';
import { removeDir, tempDir } from './support/git-repo.js';
import { parseOutputFile } from './support/runner.js';

const dir = tempDir('mq-workflow-');
afterAll(() => removeDir(dir));

describe('workflow: step outputs as @actions/core writes them', () => {
  it('writes a heredoc per output that reads back whole, whatever the value holds', () => {
    const file = path.join(dir, 'output');
    writeFileSync(file, '');
    const saved = process.env.GITHUB_OUTPUT;
    process.env.GITHUB_OUTPUT = file;
    const values = {
      plain: 'upload-impacted-targets',
      lines: 'a\nb\n\nc',
      empty: '',
      lookalike: 'ghadelimiter_x\nghadelimiter_\nEOF',
    };
    try {
      setOutputs(values);
    } finally {
      process.env.GITHUB_OUTPUT = saved;
    }
    const text = readFileSync(file, 'utf8');
    expect(parseOutputFile(text)).toEqual(values);
    expect(text.split('\n')[0]).toMatch(/^plain<<ghadelimiter_[a-z0-9]+$/);
  });

  it('writes nothing for no outputs, and refuses a GITHUB_OUTPUT that is not there', () => {
    const file = path.join(dir, 'none');
    writeFileSync(file, '');
    const saved = process.env.GITHUB_OUTPUT;
    try {
      process.env.GITHUB_OUTPUT = file;
      setOutputs({});
      expect(readFileSync(file, 'utf8')).toBe('');
      process.env.GITHUB_OUTPUT = path.join(dir, 'missing');
      expect(() => setOutputs({ a: 'b' })).toThrow(/Missing file at path: .*missing/);
    } finally {
      process.env.GITHUB_OUTPUT = saved;
    }
  });

  it('a token is one that none of the texts holds', () => {
    const texts = Array.from({ length: 50 }, () => unusedToken('t'));
    const token = unusedToken('t', ...texts);
    expect(token.startsWith('t')).toBe(true);
    for (const text of texts) expect(text.includes(token)).toBe(false);
  });
});

describe('workflow: commands as @actions/core writes them', () => {
  const messages = [
    'plain',
    '',
    'a%b\r\nc\n%0A',
    '::error::forged',
    'colon: comma, percent% and üñí',
  ];
  const properties: Record<string, string>[] = [
    {},
    { name: 'x' },
    { name: 'a:b,c%d\ne' },
    { name: '' },
    { a: '1', b: '', c: '3' },
  ];

  it('the same line, byte for byte, for every message and property', () => {
    const written: string[] = [];
    const saved = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      for (const message of messages)
        for (const props of properties) coreIssueCommand('warning', props, message);
    } finally {
      process.stdout.write = saved;
    }
    const ours = messages.flatMap((message) =>
      properties.map((props) => commandLine('warning', props, message)),
    );
    expect(ours).toEqual(written);
    expect(ours).toContain('::warning name=a%3Ab%2Cc%25d%0Ae::plain\n');
  });
});
