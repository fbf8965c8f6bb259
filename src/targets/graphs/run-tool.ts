/**
 * Runs a build tool (Bazel, Nx) once: an argument list, never a shell, in a process group of its
 * own so that a timeout ends the tool and whatever it started. Never throws: a failure is a
 * result whose reason names the tool.
 */
import { spawn } from 'node:child_process';

export interface ToolRunOptions {
  /** The tool's name in messages (`bazel query`, `Nx`). */
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Stopped (its process group) after this many milliseconds. */
  timeoutMs: number;
  /** Stops it (its process group) when aborted: the answer is no longer needed (the reason says why). */
  signal?: AbortSignal;
  /** Written to standard input, which is then closed (empty without it). */
  stdin?: string;
  /** Each chunk of standard output as it arrives; without it, standard output is kept. */
  onStdout?: (chunk: string) => void;
  /** Why the tool could not be started, when its binary is not found. */
  notFound?: string;
}

/**
 * The environment a build tool runs in: the action's, less its inputs (the API key and the
 * GitHub token among them) and the runner's own tokens. The tool runs the repository's code
 * (Bazel repository rules, Nx plugins), which must not read the action's secrets.
 */
export function toolEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (/^INPUT_/i.test(name)) continue;
    if (/^ACTIONS_(RUNTIME_TOKEN|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL)$/i.test(name))
      continue;
    out[name] = value;
  }
  return out;
}

export type ToolRunResult =
  | { ok: true; stdout: string; stderr: string; ms: number }
  | { ok: false; reason: string; stdout: string; stderr: string; ms: number };

/** Output kept: more than any answer a tool gives here, less than a runaway log. */
const STDOUT_CAP = 64 * 1024 * 1024;
const STDERR_CAP = 4 * 1024 * 1024;

export function runTool(options: ToolRunOptions): Promise<ToolRunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    let stdout = '';
    let stderr = '';
    let child: ReturnType<typeof spawn> | undefined;
    /**
     * End the tool and whatever it started, with the reason the result gives. The result waits
     * for the process's end (reaped here, so that none outlives the run as a zombie), at most a
     * few seconds.
     */
    let stopped: string | undefined;
    const stop = (reason: string) => {
      if (settled || stopped !== undefined || child === undefined) return;
      stopped = reason;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      setTimeout(() => finish(reason), 5000).unref();
    };
    const timer = setTimeout(
      () =>
        stop(
          `${options.name} did not answer within ${Math.round(options.timeoutMs / 1000)} s and was stopped`,
        ),
      options.timeoutMs,
    );
    const onAbort = () =>
      stop(`${options.name} was stopped: ${String(options.signal?.reason ?? 'not needed')}`);
    const finish = (failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      const ms = Date.now() - started;
      resolve(
        failure === undefined
          ? { ok: true, stdout, stderr, ms }
          : { ok: false, reason: failure, stdout, stderr, ms },
      );
    };
    try {
      child = spawn(options.command, [...options.args], {
        cwd: options.cwd,
        env: toolEnvironment(options.env ?? process.env),
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
        windowsHide: true,
      });
    } catch (error) {
      finish(`${options.name} could not be started: ${String(error)}`);
      return;
    }
    child.on('exit', () => {
      if (stopped !== undefined) finish(stopped);
    });
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else if (stdout.length < STDOUT_CAP) stdout += chunk;
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < STDERR_CAP) stderr += chunk;
    });
    // A tool may exit before reading all of its input (a failure at start-up): no crash for that.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(options.stdin ?? '');
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        error.code === 'ENOENT' && options.notFound
          ? options.notFound
          : `${options.name} could not be started: ${error.message}`,
      );
    });
    child.on('close', (code, signal) => {
      if (stopped !== undefined) finish(stopped);
      else if (code === 0) finish();
      else
        finish(
          `${options.name} exited with ${code === null ? `signal ${signal}` : `code ${code}`}`,
        );
    });
  });
}
