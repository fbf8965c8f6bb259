#!/usr/bin/env node
// The command-line tool's entry (package.json "bin": merge-queue-connect), bundled to
// dist/cli/index.js like the action: Node's compile cache first (docs/performance.md), then the
// run, loaded as its own chunk so that its code is compiled with the cache on.
import { enableCompileCache } from '../compile-cache.js';

enableCompileCache(process.env, 'cli');
await import('./start.js');
