// Preloaded by tests with `--import`: when the process exits, writes to LOAD_PROBE_OUT the
// built-in modules it loaded and the files it imported, so a test can see what a run evaluated.
// A chunk the bundle's code cache loaded (src/doors/chunk-cache.ts: compiled by node:vm, so no
// module hook sees it) is counted too, from the loader the entry installs.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const files = [];
registerHooks({
  load(url, context, next) {
    if (url.startsWith('file:')) files.push(url);
    return next(url, context);
  },
});
let loader;
Object.defineProperty(globalThis, Symbol.for('merge-queue-connect.load-chunk'), {
  configurable: true,
  get: () => loader,
  set(load) {
    loader = (file) => {
      const loaded = load(file);
      if (loaded !== undefined) {
        files.push(pathToFileURL(path.join(path.dirname(process.argv[1]), file)).href);
      }
      return loaded;
    };
  },
});
process.on('exit', () => {
  const builtins = process.moduleLoadList
    .filter((entry) => entry.startsWith('NativeModule '))
    .map((entry) => entry.slice('NativeModule '.length));
  writeFileSync(process.env.LOAD_PROBE_OUT, JSON.stringify({ builtins, files }));
});
