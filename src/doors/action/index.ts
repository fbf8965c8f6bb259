import { startMergeRead } from './early.js';

// The merge commit's read starts before the rest of the bundle is loaded (main.ts is imported,
// not linked, so the bundle puts it in a chunk of its own): git runs meanwhile.
const started = startMergeRead(process.env);
try {
  const { run } = await import('./main.js');
  await run(started);
} finally {
  started?.discard();
}
