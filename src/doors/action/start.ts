// The action's run, loaded by its entry (index.ts) once the compile cache is on: a chunk of
// dist/ whose first work is the merge commit's read.
import { allWritten } from '../../write-out.js';
import { startMergeRead } from './early.js';
import { run } from './main.js';

// The merge commit's read starts as soon as the action's modules are evaluated, before any of
// the run's work: git works on the other core while the run reads its settings and rules.
// (Importing main.ts instead, to start git before the rest is compiled, cost more than it gave:
// a second module load, docs/performance.md.)
const started = startMergeRead(process.env);
let ending: boolean;
try {
  await run(started);
} finally {
  ending = started?.discard() ?? false;
}
// The run has awaited everything it started, and its output is written: end here, with the exit
// code run() set, rather than wait for Node to tear the engine down (about 1 ms,
// docs/performance.md). A read that was still running is ended first: Node waits for it.
if (!ending && allWritten()) process.exit();
