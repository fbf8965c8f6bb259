/**
 * The bundled command-line tool (dist/cli/index.js) run as a CI job runs it: with only the given
 * environment (plus PATH, HOME and git's test settings), in a checkout, under Node 24 unless
 * another Node is asked for.
 */
import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import { GIT_ENV } from './git-repo.js';
import { NODE24 } from './runner.js';

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The --json object, when stdout holds one. */
  json: Record<string, unknown> | undefined;
}

export function runTool(
  args: string[],
  options: { cwd: string; env?: Record<string, string>; node?: string },
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.node ?? NODE24, [inject('cliBundle'), ...args], {
      cwd: options.cwd,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...GIT_ENV,
        ...options.env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(stdout) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      resolve({ code, stdout, stderr, json });
    });
  });
}
