#!/usr/bin/env node
// The command-line tool's entry (package.json "bin": merge-queue-connect), bundled to
// dist/cli/index.js like the action.
import packageJson from '../../../package.json' with { type: 'json' };
import { main } from './main.js';

const cancel = new AbortController();
const onSignal = () => cancel.abort();
process.once('SIGTERM', onSignal);
process.once('SIGINT', onSignal);
process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  version: packageJson.version,
  signal: cancel.signal,
});
process.off('SIGTERM', onSignal);
process.off('SIGINT', onSignal);
