/**
 * The Bazel graph cache's parts without Bazel: the directory store, an entry's round trip and
 * every way an entry is refused, what a near hit re-queries, and the splice. The whole cache with
 * real Bazel, every change kind, is in bazel.test.ts.
 */
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CACHE_FORMAT,
  decodeEntry,
  encodeEntry,
  refreshFor,
  spliceGraph,
  type CacheEntry,
  type Listing,
} from '../src/targets/graphs/bazel/cache.js';
import {
  compactGraph,
  expandGraph,
  packageTargets,
  targetId,
} from '../src/targets/graphs/bazel/compact.js';
import type { BazelGraph, BazelTarget } from '../src/targets/graphs/bazel/graph.js';
import type { BazelFiles } from '../src/targets/graphs/bazel/loads.js';
import { directoryStore } from '../src/targets/graphs/cache/dir-store.js';
import { removeDir, tempDir } from './support/git-repo.js';
import { ENTRY_MAGIC, editEntry, entryBytes, type OpenEntry } from './support/graph-entry.js';

const rule = (...inputs: string[]): BazelTarget => ({ kind: 'rule', ruleClass: 'genrule', inputs });

function graphOf(targets: Record<string, BazelTarget>): BazelGraph {
  const labels = Object.keys(targets);
  return {
    targets: new Map(Object.entries(targets)),
    packages: new Set(labels.map((l) => l.slice(2, l.indexOf(':')))),
    loadedBy: new Map(),
    packagesWithErrors: [],
    external: new Map(),
  };
}

const entry = (graph: BazelGraph): CacheEntry => ({
  key: 'mq-bazel-graph-v3-abc-def',
  commit: 'a'.repeat(40),
  savedAt: '2026-11-25T12:00:00.000Z',
  listing: { paths: ['a/BUILD', 'a/x.txt'], inputs: { 'a/BUILD': '1'.repeat(40) } },
  graph: compactGraph(graph),
});

/** An entry of `graph` changed by `edit`. */
const edited = (graph: BazelGraph, edit: (entry: OpenEntry) => void) =>
  editEntry(encodeEntry(entry(graph)), edit);

describe('directoryStore', () => {
  let root: string;
  beforeAll(() => (root = tempDir('mq-dir-store-')));
  afterAll(() => removeDir(root));

  it('restores by key, else the newest entry of the first prefix that has one', async () => {
    const store = directoryStore(path.join(root, 'one'));
    expect(await store.restore('p-1', ['p-'])).toBeUndefined();
    await store.save('p-old', Buffer.from('old'));
    await store.save('p-new', Buffer.from('new'));
    await store.save('q-other', Buffer.from('other'));
    const dir = path.join(root, 'one');
    utimesSync(path.join(dir, 'p-old.gz'), new Date(1_000_000), new Date(1_000_000));
    expect(await store.restore('p-new', ['p-'])).toEqual({
      key: 'p-new',
      data: Buffer.from('new'),
    });
    expect(await store.restore('p-missing', ['x-', 'p-'])).toEqual({
      key: 'p-new',
      data: Buffer.from('new'),
    });
    expect(await store.restore('z-missing', ['z-'])).toBeUndefined();
  });

  it('entries are immutable, and a save leaves no temporary file', async () => {
    const dir = path.join(root, 'two');
    const store = directoryStore(dir);
    await store.save('k', Buffer.from('first'));
    await store.save('k', Buffer.from('second'));
    expect((await store.restore('k', []))?.data.toString()).toBe('first');
    expect(readdirSync(dir)).toEqual(['k.gz']);
  });

  it('a key that is no file name is refused', async () => {
    const store = directoryStore(path.join(root, 'three'));
    await expect(store.save('../escape', Buffer.from('x'))).rejects.toThrow('not a cache key');
  });
});

describe('the compact graph', () => {
  const graph: BazelGraph = {
    ...graphOf({
      '//b:b': rule('//a:a.txt', '@dep//x:y'),
      '//a:a.txt': { kind: 'source-file', inputs: [] },
      '//a/sub:gen': rule(),
      '//a/sub:out': { kind: 'generated-file', inputs: [], generatingRule: '//a/sub:gen' },
      '//a:group': { kind: 'package-group', inputs: [], includes: ['//b:other'] },
      '//t:tc': { kind: 'rule', ruleClass: 'toolchain', inputs: [], refs: ['//t:impl'] },
    }),
    loadedBy: new Map([['//defs:m.bzl', new Set(['b'])]]),
  };

  it('expands back to the graph it was made from', () => {
    expect(expandGraph(compactGraph(graph))).toEqual(graph);
  });

  it("finds a target by its label, and a package's targets as a range", () => {
    const c = compactGraph(graph);
    expect(c.labels[targetId(c, '//a/sub:out')]).toBe('//a/sub:out');
    expect(targetId(c, '@dep//x:y')).toBe(-1);
    expect(targetId(c, '//a:zzz')).toBe(-1);
    const [from, to] = packageTargets(c, 'a');
    expect(c.labels.slice(from, to)).toEqual(['//a:a.txt', '//a:group']);
    expect(packageTargets(c, 'nowhere')[1] - packageTargets(c, 'nowhere')[0]).toBe(0);
  });
});

describe('an entry', () => {
  const graph = graphOf({ '//a:a': rule('//b:b'), '//b:b': rule() });

  it('round-trips', () => {
    const back = decodeEntry(encodeEntry(entry(graph)));
    expect(back).toEqual(entry(graph));
  });

  it('round-trips a repository whose one package is the root one (a list of one empty name)', () => {
    // google/double-conversion: one BUILD file, at the top. Format 2 read its package list back
    // as no package at all, and every changed file was then in none (ALL).
    const root = graphOf({
      '//:lib': rule('//:lib.cc'),
      '//:lib.cc': { kind: 'source-file', inputs: [] },
    });
    expect([...root.packages]).toEqual(['']);
    const back = decodeEntry(encodeEntry(entry(root)));
    expect('graph' in back && [...expandGraph(back.graph).packages]).toEqual(['']);
    expect(back).toEqual(entry(root));
    // A list whose last name has no end is not one the action wrote.
    const cut = editEntry(encodeEntry(entry(root)), ({ sections }) =>
      sections.set('packages', Buffer.from('a\0b')),
    );
    expect(decodeEntry(cut)).toEqual({ bad: 'a list of its names does not end' });
  });

  it.each([
    ['truncated', () => encodeEntry(entry(graph)).subarray(0, 30), 'does not inflate'],
    ['no entry at all', () => gzipSync('hello'), 'no graph entry'],
    ['an older format (JSON)', () => gzipSync('{"format":1,"key":"k"}'), 'its format is 1'],
    [
      'a header that is not JSON',
      () =>
        gzipSync(
          Buffer.concat([Buffer.from(ENTRY_MAGIC), Buffer.of(1, 0, 0, 0), Buffer.from('{')]),
        ),
      'header is not JSON',
    ],
    ['another format', () => entryBytes({ format: 99 }), 'its format is 99'],
    ['another shape', () => entryBytes({ format: CACHE_FORMAT, key: 3 }), "the entry's shape"],
    [
      'targets out of order',
      () => edited(graph, ({ sections }) => sections.set('labels', Buffer.from('//b:b\0//a:a\0'))),
      'not sorted',
    ],
    [
      'an input that is no label',
      () =>
        edited(graph, ({ sections }) =>
          sections.set('inputs', Buffer.from(Int32Array.of(7).buffer)),
        ),
      'an input that is no label',
    ],
    [
      'arrays that do not fit',
      () => edited(graph, ({ header }) => (header.targetCount = 1)),
      'the wrong length',
    ],
    [
      'sections that do not fill it',
      () => gzipSync(Buffer.concat([gunzipSync(encodeEntry(entry(graph))), Buffer.from('x')])),
      'do not fill it',
    ],
    [
      'a name with a control character in the header',
      () => edited(graph, ({ header }) => (header.packagesWithErrors = ['a\u001b[31m'])),
      'control character',
    ],
    [
      'a label with a line break',
      () => encodeEntry(entry(graphOf({ '//a:a\n::error::x': rule() }))),
      'control character',
    ],
    [
      'a label of another repository',
      () => encodeEntry(entry(graphOf({ '@evil//a:a': rule() }))),
      'no main-repository label',
    ],
  ])('%s: refused, with why', (_, bytes, words) => {
    const decoded = decodeEntry(bytes());
    expect('bad' in decoded && decoded.bad).toContain(words);
  });

  it('one that inflates past the limit is refused, never held', () => {
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024));
    const decoded = decodeEntry(bomb, 1024 * 1024);
    expect('bad' in decoded && decoded.bad).toContain('does not inflate');
  });
});

describe('a near hit', () => {
  const files = (texts: Record<string, string>, paths: string[]): BazelFiles => ({
    paths,
    entries: new Map(paths.map((p) => [p, { mode: '100644', oid: 'x' }])),
    texts: new Map(Object.entries(texts)),
  });
  const stored: Listing = {
    paths: [
      'WORKSPACE',
      'a/BUILD.bazel',
      'a/x.txt',
      'b/BUILD',
      'b/y.txt',
      'defs/BUILD',
      'defs/m.bzl',
    ],
    inputs: {
      WORKSPACE: 'w1',
      'a/BUILD.bazel': 'a1',
      'b/BUILD': 'b1',
      'defs/BUILD': 'd1',
      'defs/m.bzl': 'm1',
    },
  };
  const storedGraph = graphOf({ '//a:a': rule(), '//b:b': rule(), '//defs:d': rule() });
  const texts = { 'b/BUILD': 'load("//defs:m.bzl", "m")\n' };

  it('re-queries a package whose build file changed, and one where a file appeared', () => {
    const current: Listing = {
      paths: [...stored.paths, 'b/new.txt'],
      inputs: { ...stored.inputs, 'a/BUILD.bazel': 'a2' },
    };
    expect(refreshFor(stored, current, files(texts, current.paths), storedGraph)).toEqual({
      packages: ['a', 'b'],
      removed: [],
    });
  });

  it('re-queries the packages loading a changed .bzl file', () => {
    const current: Listing = {
      paths: stored.paths,
      inputs: { ...stored.inputs, 'defs/m.bzl': 'm2' },
    };
    expect(refreshFor(stored, current, files(texts, current.paths), storedGraph)).toEqual({
      packages: ['b'],
      removed: [],
    });
  });

  it('a new package re-queries its parent; a deleted one is removed', () => {
    const current: Listing = {
      paths: [...stored.paths.filter((p) => p !== 'b/BUILD'), 'a/sub/BUILD'],
      inputs: { ...stored.inputs, 'a/sub/BUILD': 's1' },
    };
    delete current.inputs['b/BUILD'];
    expect(refreshFor(stored, current, files({}, current.paths), storedGraph)).toEqual({
      packages: ['a', 'a/sub'],
      removed: ['b'],
    });
  });

  it('a .bzl of a declared repository is followed to the packages loading it through @name//', () => {
    const withDep: Listing = {
      paths: [
        ...stored.paths,
        'MODULE.bazel',
        'third_party/dep/MODULE.bazel',
        'third_party/dep/defs.bzl',
      ],
      inputs: { ...stored.inputs, 'third_party/dep/defs.bzl': 'x1' },
    };
    const current: Listing = {
      paths: withDep.paths,
      inputs: { ...withDep.inputs, 'third_party/dep/defs.bzl': 'x2' },
    };
    const module =
      'bazel_dep(name = "dep")\nlocal_path_override(module_name = "dep", path = "third_party/dep")\n';
    const texts = { 'MODULE.bazel': module, 'a/BUILD.bazel': 'load("@dep//:defs.bzl", "d")\n' };
    expect(refreshFor(withDep, current, files(texts, current.paths), storedGraph)).toEqual({
      packages: ['a'],
      removed: [],
    });
  });

  it('a package .bazelignore hides is not re-queried', () => {
    const current: Listing = {
      paths: [...stored.paths, '.bazelignore', 'b/BUILD'],
      inputs: { ...stored.inputs, '.bazelignore': 'i1', 'b/BUILD': 'b2' },
    };
    const before: Listing = {
      paths: current.paths,
      inputs: { ...current.inputs, 'b/BUILD': 'b1' },
    };
    const texts = { '.bazelignore': 'b\n' };
    expect(refreshFor(before, current, files(texts, current.paths), storedGraph)).toEqual({
      packages: [],
      removed: [],
    });
  });

  it('a workspace-wide file is the full query', () => {
    const current: Listing = { paths: stored.paths, inputs: { ...stored.inputs, WORKSPACE: 'w2' } };
    expect(refreshFor(stored, current, files({}, current.paths), storedGraph)).toEqual({
      full: 'WORKSPACE changed, which every package may read',
    });
  });

  it('splices: the packages re-queried replace theirs, the removed go, the rest stay', () => {
    const fresh = graphOf({ '//a:a2': rule('//b:b') });
    const spliced = spliceGraph(storedGraph, fresh, ['a'], ['b']);
    expect([...spliced.targets.keys()].sort()).toEqual(['//a:a2', '//defs:d']);
    expect([...spliced.packages].sort()).toEqual(['a', 'defs']);
  });
});

// Keep the helpers honest: a directory the store did not make is read as it is.
describe('directoryStore on a directory written by hand', () => {
  it('ignores files that are no entries', async () => {
    const root = tempDir('mq-dir-store-hand-');
    try {
      mkdirSync(path.join(root, 'c'));
      writeFileSync(path.join(root, 'c', 'README'), 'not an entry');
      writeFileSync(path.join(root, 'c', 'p-1.gz.tmp'), 'half');
      expect(await directoryStore(path.join(root, 'c')).restore('p-2', ['p-'])).toBeUndefined();
    } finally {
      removeDir(root);
    }
  });
});
