/**
 * Before any test: check that the runtime action.yml declares is here, and bundle the current
 * sources (the action and the command-line tool) into a temporary directory, so the end-to-end
 * tests never run a stale dist/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** dist/index.js built from the sources as they are now. */
    bundle: string;
    /** dist/cli/index.js (the merge-queue-connect command) built from the sources as they are now. */
    cliBundle: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NODE = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');

function declaredRuntime(): string {
  const using = /^\s*using:\s*['"]?(node\d+)/m.exec(
    readFileSync(path.join(ROOT, 'action.yml'), 'utf8'),
  );
  if (!using?.[1]) throw new Error('action.yml declares no `runs.using: nodeNN`');
  return using[1];
}

export default function setup(project: TestProject): () => void {
  const runtime = declaredRuntime();
  const major = runtime.slice('node'.length);
  let version: string;
  try {
    version = existsSync(NODE) ? execFileSync(NODE, ['--version'], { encoding: 'utf8' }) : '';
  } catch {
    version = '';
  }
  if (!version.startsWith(`v${major}.`)) {
    throw new Error(
      `The end-to-end tests run the bundle under Node ${major} (action.yml: using: ${runtime}), from ` +
        `the "node" dev dependency, and ${path.relative(ROOT, NODE)} ` +
        (version ? `is ${version.trim()}.` : 'is missing.') +
        ' Its install script fetches the binary from the npm registry and was skipped ' +
        '(npm ci --ignore-scripts, or npm 11 without the script allowed). Run `npm rebuild node`, ' +
        'then `npm test` again.',
    );
  }

  const out = mkdtempSync(path.join(tmpdir(), 'mq-bundle-'));
  const ncc = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const bundle = (entry: string, dir: string) =>
    execFileSync(process.execPath, [ncc, 'build', entry, '-o', dir, '-q'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  try {
    bundle('src/doors/action/index.ts', out);
    bundle('src/doors/cli/index.ts', path.join(out, 'cli'));
    // As `npm run bundle` leaves the entries: ASCII, so the tests run what ships,
    // and with webpack's chunk loader asking the chunks' code cache first.
    for (const script of ['scripts/ascii.mjs', 'scripts/chunk-hook.mjs']) {
      execFileSync(process.execPath, [script, out], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
  } catch (error) {
    // A source that does not build: the run stops here, and leaves no directory behind.
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
  project.provide('bundle', path.join(out, 'index.js'));
  project.provide('cliBundle', path.join(out, 'cli', 'index.js'));
  return () => rmSync(out, { recursive: true, force: true });
}
