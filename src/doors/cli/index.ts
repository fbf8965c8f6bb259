#!/usr/bin/env node
// The command-line tool's entry (package.json "bin": merge-queue-connect), bundled to
// dist/cli/index.js like the action.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMergeRead } from './early.js';

/**
 * The version in the package.json above this file (dist/cli/ in a package or a checkout,
 * src/doors/cli/ from the sources), read when asked: a release bumps it without a new bundle.
 */
function version(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++, dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === 'merge-queue-action' && manifest.version) return manifest.version;
    } catch {
      // no package.json here (or dist/cli's own {"type": "module"}): one level up
    }
  }
  return 'unknown';
}

// The merge commit's read starts before the rest of the tool is loaded (main.ts is imported,
// not linked, so the bundle puts it in a chunk of its own): git runs meanwhile.
const argv = process.argv.slice(2);
const started = startMergeRead(argv, process.env, process.cwd());
const cancel = new AbortController();
const onSignal = () => cancel.abort();
process.once('SIGTERM', onSignal);
process.once('SIGINT', onSignal);
try {
  const { main } = await import('./main.js');
  process.exitCode = await main({
    argv,
    env: process.env,
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // Read (up to four package.json files) only for --version.
    get version() {
      return version();
    },
    signal: cancel.signal,
    startedGit: started,
  });
} finally {
  started?.discard();
  process.off('SIGTERM', onSignal);
  process.off('SIGINT', onSignal);
}
