import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Node 24, the runtime action.yml declares, from the npm registry's node@24 package. */
export const NODE24 = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');
/**
 * Every Node the tool supports (package.json engines), each from the npm registry as a dev
 * dependency: `node` (24, the action's runtime), and the aliases `node22` and `node20`.
 */
export const NODES = {
  20: path.join(ROOT, 'node_modules', 'node20', 'bin', 'node'),
  22: path.join(ROOT, 'node_modules', 'node22', 'bin', 'node'),
  24: NODE24,
} as const;
export const BUNDLE = path.join(ROOT, 'dist', 'index.js');

interface ActionYml {
  inputs: Record<string, { default?: string; description: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

export const actionYml = load(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

export interface RunOptions {
  /** Inputs as a workflow's `with:` gives them; action.yml defaults fill the rest. */
  inputs?: Record<string, string>;
  eventName: string;
  payload: object;
  /** The checked-out workspace (the working directory). */
  workspace: string;
  repository?: string;
  githubToken?: string;
  /** Extra or overriding environment (GITHUB_API_URL, RUNNER_DEBUG, ...). */
  env?: Record<string, string>;
  /** The process's working directory when it is not the workspace (GITHUB_WORKSPACE). */
  cwd?: string;
  /** The bundle to run; the committed dist/index.js when not given. */
  bundle?: string;
  /** Called with the running process (to signal it, as the runner does on cancellation). */
  onStart?: (child: ChildProcess) => void;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parse GITHUB_OUTPUT: `name<<DELIM\nvalue\nDELIM\n` records (and plain `name=value`). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      out[name!] = value.join('\n');
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return out;
}

/**
 * Run `node dist/index.js` as the Actions runner does: INPUT_* for every input with action.yml
 * defaults applied (expressions evaluated), the GITHUB_* variables, the event payload in a file,
 * and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files that are read back afterwards.
 */
export async function runAction(options: RunOptions): Promise<RunResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-runner-'));
  const repository = options.repository ?? 'octo-org/octo-repo';
  const githubToken = options.githubToken ?? 'ghs_e2eGithubToken';
  const eventPath = path.join(dir, 'event.json');
  const outputPath = path.join(dir, 'output');
  const summaryPath = path.join(dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(options.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');

  const evaluate = (value: string) =>
    value
      .replace(/\$\{\{\s*github\.token\s*\}\}/g, githubToken)
      .replace(/\$\{\{\s*github\.repository\s*\}\}/g, repository);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: repository,
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_HEAD_REF: '',
    GITHUB_BASE_REF: '',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9/unused',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: dir,
  };
  for (const [name, spec] of Object.entries(actionYml.inputs)) {
    const given = options.inputs?.[name];
    env[`INPUT_${name.toUpperCase()}`] = given ?? evaluate(spec.default ?? '');
  }
  for (const name of Object.keys(options.inputs ?? {})) {
    if (!(name in actionYml.inputs)) throw new Error(`test passes unknown input ${name}`);
  }
  Object.assign(env, options.env);

  try {
    const child = spawn(NODE24, [options.bundle ?? BUNDLE], {
      cwd: options.cwd ?? options.workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    options.onStart?.(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // Bounded: a run that hangs is killed (by its own pid) and reported.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await new Promise<number | null>((resolve) =>
      child.on('close', (c) => resolve(c)),
    );
    clearTimeout(timer);
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
      summary: existsSync(summaryPath) ? readFileSync(summaryPath, 'utf8') : '',
    };
  } finally {
    // The event, outputs, summary and RUNNER_TEMP go with the run.
    rmSync(dir, { recursive: true, force: true });
  }
}
