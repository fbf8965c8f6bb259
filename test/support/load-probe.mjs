// Preloaded by tests with `--import`: when the process exits, writes to LOAD_PROBE_OUT the
// built-in modules it loaded and the files it imported, so a test can see what a run evaluated.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const files = [];
registerHooks({
  load(url, context, next) {
    if (url.startsWith('file:')) files.push(url);
    return next(url, context);
  },
});
process.on('exit', () => {
  const builtins = process.moduleLoadList
    .filter((entry) => entry.startsWith('NativeModule '))
    .map((entry) => entry.slice('NativeModule '.length));
  writeFileSync(process.env.LOAD_PROBE_OUT, JSON.stringify({ builtins, files }));
});
