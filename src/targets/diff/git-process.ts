/**
 * One git process, as every part of the engine runs it: execFile without a shell, prompts off,
 * a C locale. Kept apart from git.ts, and importing only node:child_process, so that a door's
 * entry can start a process (early-git.ts) before the rest of the engine is loaded, exactly as
 * the engine would.
 */
import { execFile, type ChildProcess } from 'node:child_process';

export interface GitResult {
  ok: boolean;
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

const MAX_BUFFER = 1024 * 1024 * 1024;

/** The environment git runs in: `base` with prompts off and a C locale. */
export function gitEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...base, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
}

/** Run git in `cwd` and report; the promise never rejects (a non-zero exit is `ok: false`). */
export function execGit(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; result: Promise<GitResult> } {
  let child!: ChildProcess;
  const result = new Promise<GitResult>((resolve) => {
    child = execFile(
      'git',
      args as string[],
      { cwd, env, maxBuffer: MAX_BUFFER, encoding: 'utf8', windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true, exitCode: 0, stdout, stderr });
        const code = (error as { code?: unknown }).code;
        resolve({
          ok: false,
          exitCode: typeof code === 'number' ? code : null,
          stdout: stdout ?? '',
          // A missing git binary has no stderr; say so instead.
          stderr:
            stderr || (typeof code === 'string' ? `${code}: ${error.message}` : error.message),
        });
      },
    );
  });
  return { child, result };
}
