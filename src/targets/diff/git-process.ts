/**
 * One git process, as every part of the engine runs it: without a shell, prompts off, a C locale,
 * its whole output read once it has exited. Kept apart from git.ts, and importing only Node's
 * modules, so that a door's entry can start a process (early-git.ts) before the rest of the
 * engine is loaded, exactly as the engine would.
 *
 * git writes its output into two scratch files rather than pipes: Node reads a pipe through a
 * stream, and setting those streams up and taking them down cost a cold process 3-5 ms of a git
 * call that takes 2 (docs/performance.md). The files are unlinked as soon as they are opened (only
 * the descriptors remain, so nothing is left behind, whatever happens to the run) and read whole
 * when git exits. Where a file cannot be made, or an open file cannot be unlinked (Windows),
 * execFile's pipes are used; both give the same result.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, fstatSync, openSync, readSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

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
  const out = scratchFile();
  const err = out === undefined ? undefined : scratchFile();
  if (out === undefined || err === undefined) {
    if (out !== undefined) closeSync(out);
    return viaPipes(args, cwd, env);
  }
  let child: ChildProcess;
  try {
    child = spawn('git', args as string[], {
      cwd,
      env,
      stdio: ['ignore', out, err],
      windowsHide: true,
    });
  } catch (error) {
    closeSync(out);
    closeSync(err);
    throw error;
  }
  const result = new Promise<GitResult>((resolve) => {
    let done = false;
    const finish = (code: number | null, spawnError?: NodeJS.ErrnoException) => {
      if (done) return;
      done = true;
      resolve(resultOf(args, out, err, code, spawnError));
    };
    child.once('error', (error: NodeJS.ErrnoException) => finish(null, error));
    child.once('close', (code) => finish(code));
  });
  return { child, result };
}

/**
 * The result of git `args` that wrote into scratch files `out` and `err` (closed here) and ended
 * with `code`, or could not start (`spawnError`): as execFile reports it.
 */
function resultOf(
  args: readonly string[],
  out: number,
  err: number,
  code: number | null,
  spawnError?: NodeJS.ErrnoException,
): GitResult {
  let stdout: string | undefined;
  let stderr: string | undefined;
  try {
    stdout = readWhole(out);
  } catch (error) {
    closeSync(err);
    return {
      ok: false,
      exitCode: null,
      stdout: '',
      stderr: `could not read what git wrote: ${(error as Error).message}`,
    };
  }
  try {
    stderr = readWhole(err);
  } catch {
    stderr = '';
  }
  if (spawnError) {
    // As execFile says it: a missing git binary has no stderr.
    return {
      ok: false,
      exitCode: null,
      stdout: stdout ?? '',
      stderr: stderr || `${spawnError.code}: ${spawnError.message}`,
    };
  }
  if (stdout === undefined || stderr === undefined) {
    return {
      ok: false,
      exitCode: null,
      stdout: '',
      stderr: stderr || 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER: stdout maxBuffer length exceeded',
    };
  }
  if (code === 0) return { ok: true, exitCode: 0, stdout, stderr };
  return {
    ok: false,
    exitCode: code,
    stdout,
    stderr: stderr || `Command failed: ${['git', ...args].join(' ')}\n`,
  };
}

/** How many processes execGitsTogether starts at most: sh names file descriptors 0 to 9. */
export const MAX_TOGETHER = 3;

/** A string as one word of sh: quoted, with its own single quotes written `'\''`. */
const shWord = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * Several git processes started with one spawn: /bin/sh runs them side by side, each writing
 * into its own scratch files, and writes their exit statuses into one more. Node's spawn blocks
 * until the child has started its program (fork, then exec): 4-15 ms a process on a busy
 * two-core runner, so two reads started this way wait once instead of twice
 * (docs/performance.md). Sent SIGTERM, sh ends its git processes, and exits once they have.
 *
 * Undefined where it cannot be done (Windows, more than MAX_TOGETHER requests, no scratch file,
 * no /bin/sh): the caller starts
 * the processes one by one. A result is undefined where sh does not say what git did (git not
 * found, a status of 126 or more, which is also a signal's): the caller runs git itself then.
 */
export function execGitsTogether(
  requests: readonly (readonly string[])[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; results: Promise<GitResult | undefined>[] } | undefined {
  // fd 3: the statuses; then each process's stdout and stderr, up to fd 9 (sh's last).
  if (process.platform === 'win32' || requests.length > MAX_TOGETHER) return undefined;
  const files: number[] = [];
  for (let i = 0; i < 1 + 2 * requests.length; i++) {
    const fd = scratchFile();
    if (fd === undefined) {
      for (const open of files) closeSync(open);
      return undefined;
    }
    files.push(fd);
  }
  const fds = files.map((_, i) => i + 3);
  const closeAll = fds.map((fd) => `${fd}>&-`).join(' ');
  const ids = requests.map((_, i) => `$p${i}`).join(' ');
  const script = [
    // Ended (a run that does not take the reads), it ends its git processes and waits for them.
    `trap 'kill ${ids} 2>/dev/null; wait; exit 143' TERM`,
    ...requests.map(
      (args, i) =>
        `git ${args.map(shWord).join(' ')} >&${fds[1 + 2 * i]} 2>&${fds[2 + 2 * i]} ${closeAll} & p${i}=$!`,
    ),
    ...requests.map((_, i) => `wait $p${i}; s${i}=$?`),
    `echo ${requests.map((_, i) => `$s${i}`).join(' ')} >&3`,
    '',
  ].join('\n');
  // Startup files are no concern of a non-interactive sh, but bash reads $BASH_ENV even so.
  const shEnv = { ...env };
  delete shEnv.BASH_ENV;
  delete shEnv.ENV;
  let child: ChildProcess;
  try {
    child = spawn('/bin/sh', ['-c', script], {
      cwd,
      env: shEnv,
      stdio: ['ignore', 'ignore', 'ignore', ...files],
      windowsHide: true,
    });
  } catch {
    for (const open of files) closeSync(open);
    return undefined;
  }
  const ended = new Promise<number[] | undefined>((resolve) => {
    let done = false;
    const finish = (failed: boolean) => {
      if (done) return;
      done = true;
      let statuses: string | undefined;
      try {
        if (failed) closeSync(files[0]!);
        else statuses = readWhole(files[0]!);
      } catch {
        statuses = undefined;
      }
      const codes = statuses?.trim().split(' ').map(Number);
      resolve(
        codes?.length === requests.length && codes.every((c) => Number.isInteger(c) && c >= 0)
          ? codes
          : undefined,
      );
    };
    child.once('error', () => finish(true));
    child.once('close', () => finish(false));
  });
  const results = requests.map(async (args, i) => {
    const code = (await ended)?.[i];
    const [out, err] = [files[1 + 2 * i]!, files[2 + 2 * i]!];
    if (code === undefined || code >= 126) {
      closeSync(out);
      closeSync(err);
      return undefined;
    }
    return resultOf(args, out, err, code);
  });
  return { child, results };
}

/** execFile's pipes, where no scratch file can be used. */
function viaPipes(
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

/** A new file for one of git's streams, already unlinked; undefined when none can be made. */
function scratchFile(): number | undefined {
  if (process.platform === 'win32') return undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const file = path.join(
      tmpdir(),
      `mq-git-${process.pid}-${Math.random().toString(36).slice(2)}`,
    );
    let fd: number;
    try {
      // Created here and nowhere else (O_EXCL), readable by this user only.
      fd = openSync(file, 'wx+', 0o600);
    } catch {
      continue;
    }
    try {
      unlinkSync(file);
      return fd;
    } catch {
      closeSync(fd);
      return undefined;
    }
  }
  return undefined;
}

/** What git wrote into `fd`, as UTF-8; undefined past MAX_BUFFER (as execFile refuses it). */
function readWhole(fd: number): string | undefined {
  try {
    const size = fstatSync(fd).size;
    if (size > MAX_BUFFER) return undefined;
    const bytes = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return bytes.toString('utf8', 0, read);
  } finally {
    closeSync(fd);
  }
}
