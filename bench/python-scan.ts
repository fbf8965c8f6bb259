/**
 * Item: the Python import scanner (src/targets/graphs/python/scan.ts) over real Python: the
 * standard library of the python3 on PATH (about 1,800 files and 30 MB of CPython's own code),
 * or, without python3, the test corpus (test/support/python-corpus) repeated. Prints MB/s cold
 * (one pass in a fresh process: the JIT has not warmed up, as in a run of the action) and warm
 * (the median of RUNS passes), and what a 20,000-file repository of these files would take.
 *
 * Target: warm at least 50 MB/s and cold at least 20 MB/s. Issue 48 gives the Python reader 2 s
 * cold for a 20,000-file repository including git; at the mean file size of a large Django
 * project (saleor: 4,338 files, 6.4 KB each) that is 128 MB to scan, which the scanner's share
 * of the budget cannot hold on one core at either speed: the reader must keep the parsed
 * imports by blob (the graph cache) and scan only what it has not seen. These targets
 * are what a tokenizer of Python's full lexical grammar reaches in JavaScript on one core (a
 * bare loop over the characters that only stores tokens runs at 150-250 MB/s here).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanPython } from '../src/targets/graphs/python/scan.js';
import { RUNS, SHORT, count, verdict } from './options.js';

const SELF = fileURLToPath(import.meta.url);
const CORPUS = path.join(path.dirname(SELF), '..', 'test', 'support', 'python-corpus');

/** The `.py` files under `dir`, sorted (not in site-packages, __pycache__ or invalid/). */
function pythonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const skip = ['site-packages', '__pycache__', 'invalid'].includes(entry.name);
        return skip ? [] : pythonFiles(full);
      }
      return entry.name.endsWith('.py') ? [full] : [];
    })
    .sort();
}

/** The corpus: python3's standard library, or the test corpus 40 times; a tenth when short. */
function corpus(): { name: string; texts: string[] } {
  const probe = spawnSync(
    'python3',
    [
      '-c',
      'import sys, sysconfig; print(sys.version.split()[0]); print(sysconfig.get_paths()["stdlib"])',
    ],
    { encoding: 'utf8' },
  );
  let name: string;
  let files: string[];
  if (probe.status === 0) {
    const [version, stdlib] = probe.stdout.trim().split('\n');
    name = `the standard library of CPython ${version}`;
    files = pythonFiles(stdlib!);
  } else {
    name = 'the test corpus 40 times (no python3 for its standard library)';
    files = Array.from({ length: 40 }, () => pythonFiles(CORPUS)).flat();
  }
  if (SHORT) files = files.filter((_, i) => i % 10 === 0);
  const texts: string[] = [];
  for (const file of files) {
    const text = readFileSync(file);
    // The reader decodes UTF-8; a file in another encoding is not CPython's usual case.
    const decoded = text.toString('utf8');
    if (!decoded.includes('\ufffd')) texts.push(decoded);
  }
  return { name, texts };
}

/** One pass over the texts: its time in ms and the imports found. */
function pass(texts: string[]): { ms: number; imports: number } {
  const start = process.hrtime.bigint();
  let imports = 0;
  for (const text of texts) imports += scanPython(text).imports.length;
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, imports };
}

const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

export function pythonScanBench(): void {
  const { name, texts } = corpus();
  const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  // Cold: a fresh process reads the same files and times its first pass.
  const dir = mkdtempSync(path.join(tmpdir(), 'mq-bench-pyscan-'));
  let coldMs: number;
  try {
    const list = path.join(dir, 'texts.json');
    writeFileSync(list, JSON.stringify(texts));
    const child = spawnSync(process.execPath, [...process.execArgv, SELF, '--cold', list], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    if (child.status !== 0) throw new Error(`the cold pass failed: ${child.stderr}`);
    coldMs = (JSON.parse(child.stdout.trim().split('\n').pop()!) as { ms: number }).ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const runs: number[] = [];
  let imports = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = pass(texts);
    runs.push(run.ms);
    imports = run.imports;
  }
  const warmMs = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const cold = mbps(bytes, coldMs);
  const warm = mbps(bytes, warmMs);
  const meanKb = bytes / texts.length / 1000;
  console.log(
    `Python import scanner: ${count(texts.length)} files, ${(bytes / 1e6).toFixed(1)} MB (${name})`,
  );
  console.log(
    `   cold (first pass, fresh process): ${coldMs.toFixed(0)} ms = ${cold.toFixed(1)} MB/s`,
  );
  console.log(
    `   warm (median of ${RUNS})             : ${warmMs.toFixed(0)} ms = ${warm.toFixed(1)} MB/s   (${count(imports)} imports)`,
  );
  console.log(
    `   20,000 such files (${meanKb.toFixed(1)} KB mean): ${((20_000 * meanKb) / 1000 / warm).toFixed(1)} s warm`,
  );
  verdict(
    'python-scan',
    warm >= 50 && cold >= 20,
    `${warm.toFixed(1)} MB/s warm, ${cold.toFixed(1)} MB/s cold; target: at least 50 and 20 MB/s`,
  );
}

if (process.argv[1] === SELF && process.argv[2] === '--cold') {
  const texts = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as string[];
  console.log(JSON.stringify({ ms: pass(texts).ms }));
}
