/**
 * The action's own writing of step outputs (src/doors/action/workflow.ts), which replaces
 * @actions/core's setOutput: the same heredoc in GITHUB_OUTPUT, read back by the runner's rules,
 * with a delimiter that the value cannot end early.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setOutput, unusedToken } from '../src/doors/action/workflow.js';
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
      for (const [name, value] of Object.entries(values)) setOutput(name, value);
    } finally {
      process.env.GITHUB_OUTPUT = saved;
    }
    const text = readFileSync(file, 'utf8');
    expect(parseOutputFile(text)).toEqual(values);
    expect(text.split('\n')[0]).toMatch(/^plain<<ghadelimiter_[a-z0-9]+$/);
  });

  it('a token is one that none of the texts holds', () => {
    const texts = Array.from({ length: 50 }, () => unusedToken('t'));
    const token = unusedToken('t', ...texts);
    expect(token.startsWith('t')).toBe(true);
    for (const text of texts) expect(text.includes(token)).toBe(false);
  });
});
