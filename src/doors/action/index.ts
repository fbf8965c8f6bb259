// The action's entry: Node's compile cache first, with the chunks' own code cache beside it
// (docs/performance.md), then the run, loaded as its own chunk so that its code is compiled with
// the cache on.
import { cacheChunks } from '../chunk-cache.js';
import { enableCompileCache } from '../compile-cache.js';

const cache = enableCompileCache(process.env, 'action');
if (cache !== undefined)
  cacheChunks(cache, import.meta.dirname, 'action', process.env.INPUT_COMMAND);
await import('./start.js');
