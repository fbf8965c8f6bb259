#!/usr/bin/env node
// The command-line tool's entry (package.json "bin": merge-queue-connect), bundled to
// dist/cli/index.js like the action: Node's compile cache first, with the chunks' own code cache
// beside it (docs/performance.md), then the run, loaded as its own chunk so that its code is
// compiled with the cache on.
import { cacheChunks } from '../chunk-cache.js';
import { enableCompileCache } from '../compile-cache.js';

const cache = enableCompileCache(process.env, 'cli');
if (cache !== undefined) cacheChunks(cache, import.meta.dirname, 'cli', process.argv[2]);
const { start } = await import('./start.js');
await start(import.meta.dirname);
