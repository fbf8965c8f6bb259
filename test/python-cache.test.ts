/**
 * The Python reader's graph cache entry (format 3): the scans by blob and the graph of resolved
 * imports kept with them, its round trip, when the kept graph answers and when it must not (a
 * file whose blob changed, a tree whose Python paths or source roots differ, a pull request
 * that deletes a Python file), and every way an entry is refused: read as a miss, so the answer
 * is the cold one, never as "no imports".
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeImpactedTargets } from '../src/targets/compute.js';
import { createGitRunner } from '../src/targets/diff/git.js';
import {
  cacheKeys,
  decodeEntry,
  encodeEntry,
  PYTHON_CACHE_FORMAT,
  restoreScans,
  ScanCache,
} from '../src/targets/graphs/python/cache.js';
import { directoryStore } from '../src/targets/graphs/cache/dir-store.js';
import { warmPythonScans } from '../src/targets/graphs/python/source.js';
import type { TargetSettings } from '../src/targets/source.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';
import { editEntry, PYTHON_ENTRY, type OpenEntry } from './support/graph-entry.js';
import { memoryLogger } from './support/logger.js';

let scratch: string;
beforeAll(() => {
  scratch = tempDir('mq-python-cache-');
});
afterAll(() => removeDir(scratch));

const OID_A = 'a'.repeat(40);
const OID_B = 'b'.repeat(40);

/** A cache of two scans (one with a dynamic import and a parse error) and a graph of them. */
function sample(): ScanCache {
  const cache = new ScanCache();
  const t = cache.table;
  cache.set(OID_A, {
    imports: [t.id(['pkg.mod', 0]), t.id(['', 1, ['x', 'y']]), t.id(['odd\0name', 0])],
  });
  cache.set(OID_B, {
    imports: [t.id(['pkg', 0, ['*']])],
    dynamic: [[3, 'import_module(name)']],
    error: [7, 'unexpected indent'],
  });
  cache.graph = {
    key: 'k'.repeat(32),
    oids: [OID_A, OID_B, OID_A],
    start: Int32Array.of(0, 2, 2, 3),
    targets: Int32Array.of(1, 2, 0),
  };
  return cache;
}

const imports = (cache: ScanCache, oid: string) =>
  [...cache.get(oid)!.imports].map((n) => cache.table.imports[n]);

describe('the Python graph cache entry', () => {
  it('comes back as it was saved: the scans, their notes, the import table, the kept graph', () => {
    const saved = sample();
    const back = decodeEntry(encodeEntry('c'.repeat(40), [OID_A, OID_B, OID_A], saved));
    if ('bad' in back) throw new Error(back.bad);
    expect(back.commit).toBe('c'.repeat(40));
    expect(imports(back.cache, OID_A)).toEqual(imports(saved, OID_A));
    expect(imports(back.cache, OID_B)).toEqual([['pkg', 0, ['*']]]);
    expect(back.cache.get(OID_B)?.dynamic).toEqual([[3, 'import_module(name)']]);
    expect(back.cache.get(OID_B)?.error).toEqual([7, 'unexpected indent']);
    expect(back.cache.get(OID_A)?.error).toBeUndefined();
    const graph = back.cache.graph!;
    expect(graph.key).toBe('k'.repeat(32));
    expect(graph.oids).toEqual([OID_A, OID_B, OID_A]);
    expect([...graph.start]).toEqual([0, 2, 2, 3]);
    expect([...graph.targets]).toEqual([1, 2, 0]);
  });

  it('keeps no graph of files it does not hold', () => {
    const saved = sample();
    const back = decodeEntry(encodeEntry('c'.repeat(40), [OID_A], saved));
    if ('bad' in back) throw new Error(back.bad);
    expect(back.cache.graph).toBeUndefined();
    expect(back.cache.get(OID_B)).toBeUndefined();
  });

  const bytes = () => encodeEntry('c'.repeat(40), [OID_A, OID_B], sample());
  const edited = (edit: (entry: OpenEntry) => void) => editEntry(bytes(), edit, PYTHON_ENTRY);
  const int32 = (...values: number[]) => Buffer.from(Int32Array.from(values).buffer);

  it.each([
    ['not gzip', () => Buffer.from('not gzip'), 'it cannot be read'],
    ['truncated', () => bytes().subarray(0, 40), 'it cannot be read'],
    ['something else', () => gzipSync('hello'), 'not an entry of Python imports'],
    [
      'format 2 (JSON through and through)',
      () => gzipSync('{"magic":"mq-python-imports","format":2,"commit":"c"}'),
      `its format is 2, not ${PYTHON_CACHE_FORMAT}`,
    ],
    ['another format', () => edited(({ header }) => (header.format = 99)), 'its format is 99'],
    ['no commit', () => edited(({ header }) => delete header.commit), 'it names no commit'],
    [
      'a table longer than its sections',
      () => edited(({ header }) => (header.table = 9)),
      'its import table is not one',
    ],
    [
      'a string running past the table',
      () => edited(({ sections }) => sections.set('lengths', int32(1e6, 0, 0, 0, 0, 0, 0))),
      'its import table is not one',
    ],
    [
      'a names count past the strings',
      () => edited(({ sections }) => sections.set('nameCounts', int32(-1, 1e9, -1, 1))),
      'its import table is not one',
    ],
    [
      'a negative level',
      () => edited(({ sections }) => sections.set('levels', int32(0, -1, 0, 0))),
      'its import table is not one',
    ],
    [
      'a blob id that is none',
      () => edited(({ sections }) => sections.set('oids', Buffer.from(`${OID_A}\0zz\0`))),
      'its blob ids are not ones',
    ],
    [
      'an import number out of the table',
      () => edited(({ sections }) => sections.set('imports', int32(0, 1, 2, 99))),
      "its files' imports are not listed",
    ],
    [
      'import ranges out of order',
      () => edited(({ sections }) => sections.set('importStart', int32(0, 3, 2))),
      "its files' imports are not listed",
    ],
    [
      'a note of a file it does not hold',
      () => edited(({ header }) => (header.errors = [[5, [1, 'x']]])),
      'its notes are not as this reader writes them',
    ],
    [
      'an edge to a file out of the graph',
      () => edited(({ sections }) => sections.set('edges', int32(1, 2, 7))),
      'its graph is not one',
    ],
    [
      'a path of the graph whose blob it does not hold',
      () => edited(({ sections }) => sections.set('graphOids', int32(0, 1, 4))),
      'its graph is not one',
    ],
    [
      'graph sections without a graph',
      () => edited(({ header }) => (header.graph = null)),
      'its graph is not one',
    ],
    [
      'sections longer than the header says',
      () =>
        edited(({ sections }) =>
          sections.set('edges', Buffer.concat([sections.get('edges')!, Buffer.from('x')])),
        ),
      'its graph is not one',
    ],
  ])('%s: refused, with why', (_, data, words) => {
    const decoded = decodeEntry(data());
    expect('bad' in decoded && decoded.bad).toContain(words);
  });
});

/** Three top-level packages: alpha imports beta, gamma imports nothing. */
const TREE: Record<string, string> = {
  'alpha/__init__.py': '',
  'alpha/user.py': 'import beta.models\nimport beta.newmod\n',
  'alpha/plain.py': 'import os\nimport helpers\n',
  'beta/__init__.py': '',
  'beta/models.py': 'X = 1\n',
  'gamma/__init__.py': '',
  'gamma/tool.py': 'import json\n',
  // No module `helpers` until gamma/src is a source root (a pyproject.toml in gamma/).
  'gamma/src/helpers.py': 'Z = 1\n',
};

interface Run {
  targets: string[] | 'ALL';
  source: string;
  warnings: string[];
}

/** The Python reader through computeImpactedTargets, with the directory store at `cache`. */
async function run(repo: Repo, base: string, head: string, cache?: string): Promise<Run> {
  const settings: TargetSettings = {
    impactedTargets: undefined,
    impactedTargetsFiles: [],
    impactsAllOn: [],
    targets: undefined,
    targetsFile: undefined,
    buildTools: ['python'],
    graphCache: cache === undefined ? 'off' : { dir: cache },
  };
  const log = memoryLogger();
  const result = await computeImpactedTargets(
    settings,
    { prNumber: 1, head, base, targetBranch: 'main' },
    { workspace: repo.dir, git: createGitRunner(repo.dir), log },
  );
  return {
    targets: result.targets,
    source: result.toolCalls?.find((c) => c.tool === 'Python')?.source ?? '',
    warnings: [...result.warnings, ...log.lines.map((l) => l.message)],
  };
}

let repos = 0;
/** A repository at TREE (the base), its cache filled there (every file scanned and resolved). */
async function filled(): Promise<{ repo: Repo; base: string; cache: string }> {
  const repo = Repo.init(path.join(scratch, `repo-${repos++}`));
  for (const [file, text] of Object.entries(TREE)) repo.write(file, text);
  const base = repo.commit('base');
  const cache = path.join(scratch, `cache-${repos}`);
  const store = directoryStore(cache);
  // An entry saved at the base by a run there (a pull request's run saves when it scanned many).
  repo.write('beta/models.py', 'X = 2\n');
  const first = repo.commit('first');
  const fill = await run(repo, base, first, cache);
  expect(fill.source).toContain('scanned, saved to the graph cache');
  const found = await restoreScans(store, first);
  expect('cache' in found && found.cache.graph).toBeTruthy();
  return { repo, base: first, cache };
}

describe('the graph kept with the scans', () => {
  it('answers the files whose blob did not change; a second run at the same head, every file', async () => {
    const { repo, base, cache } = await filled();
    repo.write('beta/models.py', 'X = 3\n');
    const head = repo.commit('change beta');
    const cold = await run(repo, base, head);
    expect(cold.targets).toEqual(['alpha', 'beta']);
    const warm = await run(repo, base, head, cache);
    expect(warm.source).toContain('7 from the graph cache');
    expect(warm.targets).toEqual(cold.targets);
    const again = await run(repo, base, head, cache);
    expect(again.source).toContain('8 from the graph cache');
    expect(again.source).toContain('0 scanned');
    expect(again.targets).toEqual(cold.targets);
  });

  it('is not taken for a file whose blob changed since the entry: its new import is resolved', async () => {
    const { repo, cache } = await filled();
    // Since the entry, gamma/tool.py imports beta.models; the pull request changes beta/models.py
    // only: gamma is impacted through its new import, which the entry's graph does not hold.
    repo.write('gamma/tool.py', 'import json\nfrom beta import models\n');
    const base = repo.commit('gamma imports beta');
    repo.write('beta/models.py', 'X = 4\n');
    const head = repo.commit('change beta');
    const cold = await run(repo, base, head);
    expect(cold.targets).toEqual(['alpha', 'beta', 'gamma']);
    const warm = await run(repo, base, head, cache);
    expect(warm.source).toContain('6 from the graph cache');
    expect(warm.targets).toEqual(cold.targets);
  });

  it('is not taken when the Python paths differ: an unchanged import now names a new file', async () => {
    const { repo, base, cache } = await filled();
    // alpha/user.py imported beta.newmod before it existed (only beta/__init__.py then).
    repo.write('beta/newmod.py', 'Y = 1\n');
    const head = repo.commit('add beta.newmod');
    const cold = await run(repo, base, head);
    expect(cold.targets).toEqual(['alpha', 'beta']);
    expect((await run(repo, base, head, cache)).targets).toEqual(cold.targets);
  });

  it('is not taken when the source roots differ: an unchanged import now names a file', async () => {
    const { repo, base, cache } = await filled();
    // The same Python paths (the entry's), a new root: `import helpers` in alpha/plain.py now
    // names gamma/src/helpers.py.
    repo.write('gamma/pyproject.toml', '[project]\nname = "gamma"\n');
    const roots = repo.commit('gamma is a distribution');
    repo.write('gamma/src/helpers.py', 'Z = 2\n');
    const head = repo.commit('change helpers');
    const cold = await run(repo, roots, head);
    expect(cold.targets).toContain('alpha');
    const warm = await run(repo, roots, head, cache);
    expect(warm.source).toContain(`the entry saved at ${base.slice(0, 12)}`);
    expect(warm.targets).toEqual(cold.targets);
  });

  it('is not taken when the pull request deletes a Python file its importers still name', async () => {
    const { repo, base } = await filled();
    repo.remove('beta/models.py');
    const head = repo.commit('delete beta.models');
    repo.write('gamma/tool.py', 'import json\n\n');
    const next = repo.commit('a blank line');
    // An entry of the tree at `next`, saved by a run that deleted nothing: its graph has no
    // beta/models.py, which alpha/user.py still imports.
    const cache = path.join(scratch, `cache-deleted-${repos}`);
    expect((await run(repo, head, next, cache)).source).toContain('saved to the graph cache');
    const cold = await run(repo, base, next);
    expect(cold.targets).toEqual(['alpha', 'beta', 'gamma']);
    const warm = await run(repo, base, next, cache);
    expect(warm.source).toContain('0 scanned');
    expect(warm.targets).toEqual(cold.targets);
  });

  it('is saved by a push to the default branch (the warm run), and answers its pull requests', async () => {
    const repo = Repo.init(path.join(scratch, `repo-${repos++}`));
    for (const [file, text] of Object.entries(TREE)) repo.write(file, text);
    const main = repo.commit('main');
    const cache = path.join(scratch, `cache-warm-${repos}`);
    const store = directoryStore(cache);
    const warmed = await warmPythonScans({
      repository: repo.dir,
      git: createGitRunner(repo.dir),
      commit: main,
      store,
      log: memoryLogger(),
    });
    expect(warmed.line).toContain('warmed at');
    const found = await restoreScans(store, main);
    if (!('cache' in found)) throw new Error('no entry');
    // Its graph (by the sorted Python paths): alpha/user.py imports beta's __init__ and models.
    const graph = found.cache.graph!;
    const paths = Object.keys(TREE).sort();
    const user = paths.indexOf('alpha/user.py');
    const edges = [...graph.targets.subarray(graph.start[user]!, graph.start[user + 1]!)];
    expect(edges.map((id) => paths[id]).sort()).toEqual(['beta/__init__.py', 'beta/models.py']);
    repo.write('beta/models.py', 'X = 6\n');
    const head = repo.commit('change beta');
    const cold = await run(repo, main, head);
    const warm = await run(repo, main, head, cache);
    expect(warm.source).toContain('7 from the graph cache');
    expect(warm.targets).toEqual(cold.targets);
    expect(cold.targets).toEqual(['alpha', 'beta']);
  });

  it('a corrupt entry is a miss, with a warning: the answer is the cold one', async () => {
    const { repo, base, cache } = await filled();
    repo.write('beta/models.py', 'X = 5\n');
    const head = repo.commit('change beta');
    const cold = await run(repo, base, head);
    const good = (await directoryStore(cache).restore(cacheKeys(base).key, []))!.data;
    // Under the head's key: an exact hit (a run that scans all saves a whole entry there).
    const file = path.join(cache, `${cacheKeys(head).key}.gz`);
    for (const broken of [
      // Every edge gone: read as a graph, alpha would import nothing.
      editEntry(good, ({ sections }) => sections.set('edges', Buffer.alloc(0)), PYTHON_ENTRY),
      gzipSync('{"magic":"mq-python-imports","format":2}'),
      good.subarray(0, good.length >> 1),
    ]) {
      writeFileSync(file, broken);
      const warm = await run(repo, base, head, cache);
      expect(warm.targets).toEqual(cold.targets);
      expect(warm.warnings.join('\n')).toContain(
        'The Python imports in the graph cache were not used',
      );
    }
  });
});
