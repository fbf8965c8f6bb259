// The action's entry: Node's compile cache first (docs/performance.md), then the run, loaded as
// its own chunk so that its code is compiled with the cache on.
import { enableCompileCache } from '../compile-cache.js';

enableCompileCache(process.env, 'action');
await import('./start.js');
