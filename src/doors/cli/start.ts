// The command-line tool's run, loaded by its entry (index.ts) once the compile cache is on; it
// lands in a chunk beside dist/cli/index.js. The entry gives its own directory: a chunk that
// asks for its module's URL is one the chunks' code cache leaves to Node (doors/chunk-cache.ts).
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { allWritten, writeOut } from '../../write-out.js';
import { startMergeRead } from './early.js';
import { main } from './main.js';

/**
 * The version in the package.json above the entry's directory (dist/cli/ in a package or a
 * checkout, src/doors/cli/ from the sources), read when asked: a release bumps it without a new
 * bundle.
 */
function version(entryDir: string): string {
  let dir = entryDir;
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

/**
 * The tool's run, called by the entry (in `entryDir`) as soon as this chunk is evaluated.
 */
export async function start(entryDir: string): Promise<void> {
  // The merge commit's read starts as soon as the tool's modules are evaluated, before any of the
  // run's work: git works on the other core meanwhile (as in the action's entry).
  const argv = process.argv.slice(2);
  const early = startMergeRead(argv, process.env, process.cwd());
  const started = early.started;
  const cancel = new AbortController();
  const onSignal = () => cancel.abort();
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  let ending: boolean;
  try {
    process.exitCode = await main({
      argv,
      env: process.env,
      cwd: process.cwd(),
      stdout: (text) => writeOut(1, text),
      stderr: (text) => writeOut(2, text),
      // Read (up to four package.json files) only for --version.
      get version() {
        return version(entryDir);
      },
      signal: cancel.signal,
      startedGit: started,
      commandLine: early.commandLine,
      ci: early.ci,
    });
  } finally {
    ending = started?.discard() ?? false;
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
  // As the action's entry: all awaited and written, so end here with the exit code set.
  if (!ending && allWritten()) process.exit();
}
