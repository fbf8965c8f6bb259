/**
 * src/write-out.ts: text to the descriptor, and to the stream once a write fails. What a reader
 * of the pipe must see: every byte, in order, whether the pipe keeps up or not, and the process
 * must not end (process.exit in the doors) before a stream has written what it holds.
 */
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/runner.js';

const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * Run a script that writes `lines` numbered lines through writeOut and ends as the doors do;
 * the parent reads the pipe with a pause after the first chunk, so that a large write fills it.
 * With `nonBlocking`, the child makes process.stdout first (libuv sets the pipe non-blocking, so
 * a full pipe answers EAGAIN). Without, the pipe is as the parent made it (Node's own pipes for a
 * child are non-blocking too: the case with no stream made yet).
 */
function run(lines: number, nonBlocking: boolean): Promise<{ out: string; code: number | null }> {
  const script = `
    import { allWritten, writeOut } from ${JSON.stringify(path.join(ROOT, 'src', 'write-out.ts'))};
    ${nonBlocking ? 'process.stdout;' : ''}
    for (let i = 0; i < ${lines}; i++) writeOut(1, 'line ' + i + ' ' + 'x'.repeat(200) + '\\n');
    writeOut(2, 'done\\n');
    process.exitCode = 3;
    if (allWritten()) process.exit();
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, '--eval', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let paused = false;
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (!paused) {
        paused = true;
        child.stdout.pause();
        setTimeout(() => child.stdout.resume(), 300);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ out: Buffer.concat(chunks).toString('utf8'), code }));
  });
}

describe('writeOut', () => {
  for (const nonBlocking of [false, true]) {
    it(`every line arrives, in order, through a pipe that falls behind (${nonBlocking ? 'process.stdout made first' : 'no stream made yet'})`, async () => {
      const lines = 5000; // about 1 MB, many times a pipe's buffer
      const { out, code } = await run(lines, nonBlocking);
      const got = out.split('\n').filter(Boolean);
      expect(got).toHaveLength(lines);
      expect(got.every((line, i) => line.startsWith(`line ${i} `))).toBe(true);
      expect(code).toBe(3);
    }, 60_000);
  }
});
