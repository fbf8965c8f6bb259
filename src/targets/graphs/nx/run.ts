/**
 * Runs the repository's own Nx once: `node <nx's bin> <args>` as an argument list (never a
 * shell), in its own process group so that a timeout ends it and whatever it started, with the
 * changed files on standard input when asked. Never throws: a failure is a result.
 */
import { spawn } from 'node:child_process';

export interface NxRunOptions {
  /** The Node.js binary that runs Nx's script. */
  node: string;
  /** Nx's CLI script (node_modules/nx/dist/bin/nx.js or where its package.json points). */
  script: string;
  args: string[];
  /** Written to standard input, which is then closed (standard input is empty without it). */
  stdin?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Stopped (its process group) after this many milliseconds. */
  timeoutMs: number;
}

export type NxRunResult =
  | { ok: true; stdout: string; stderr: string; ms: number }
  | { ok: false; reason: string; stdout: string; stderr: string; ms: number };

/** How much of Nx's output is kept: more than any project list, less than a runaway log. */
const OUTPUT_CAP = 64 * 1024 * 1024;

export function runNx(options: NxRunOptions): Promise<NxRunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    let stdout = '';
    let stderr = '';
    const finish = (failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ms = Date.now() - started;
      resolve(
        failure === undefined
          ? { ok: true, stdout, stderr, ms }
          : { ok: false, reason: failure, stdout, stderr, ms },
      );
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(options.node, [options.script, ...options.args], {
        cwd: options.cwd,
        env: options.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
        windowsHide: true,
      });
    } catch (error) {
      finish(`Nx could not be started: ${String(error)}`);
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      finish(`Nx did not answer within ${Math.round(options.timeoutMs / 1000)} s and was stopped`);
    }, options.timeoutMs);
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (stdout.length < OUTPUT_CAP) stdout += chunk;
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 4 * 1024 * 1024) stderr += chunk;
    });
    // Nx may exit before reading all of its input (a failure at start-up): no crash for that.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(options.stdin ?? '');
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(`Nx could not be started with ${options.node}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      if (code === 0) finish();
      else finish(`Nx exited with ${code === null ? `signal ${signal}` : `code ${code}`}`);
    });
  });
}
