import { startMergeRead } from './early.js';
import { run } from './main.js';

// The merge commit's read starts as soon as the action's modules are evaluated, before any of
// the run's work: git works on the other core while the run reads its settings and rules.
// (Importing main.ts instead, to start git before the rest is compiled, cost more than it gave:
// a second module load, docs/performance.md.)
const started = startMergeRead(process.env);
try {
  await run(started);
} finally {
  started?.discard();
}
