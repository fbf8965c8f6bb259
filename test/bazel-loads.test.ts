/**
 * The Bazel mode's loads, read from the commit's files: the Starlark calls found (and those in
 * comments and strings not), each label form resolved, loads followed through `.bzl` files, and
 * what makes a `.bzl` change ALL. Real git objects; Bazel itself is in bazel.test.ts.
 */
import { symlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitRunner } from '../src/targets/diff/git.js';
import { BazelGraphReader } from '../src/targets/graphs/bazel/graph.js';
import { LoadIndex, isGraphInput, readBazelFiles } from '../src/targets/graphs/bazel/loads.js';
import { findCalls } from '../src/targets/graphs/bazel/starlark.js';
import { Repo, removeDir, tempDir } from './support/git-repo.js';

describe('isGraphInput', () => {
  it('takes every file the loading phase reads, wherever it is, and no other', () => {
    const inputs = [
      'BUILD',
      'a/BUILD',
      'a/BUILD.bazel',
      'a/defs.bzl',
      'a/config.scl',
      'WORKSPACE',
      'WORKSPACE.bazel',
      'WORKSPACE.bzlmod',
      'MODULE.bazel',
      'deps.MODULE.bazel',
      'third_party/dep/REPO.bazel',
      'MODULE.bazel.lock',
      '.bazelrc',
      'ci.bazelrc',
      '.bazelversion',
      '.bazeliskrc',
      '.bazelignore',
      'tools/bazel',
    ];
    for (const file of inputs) expect(isGraphInput(file, '100644'), file).toBe(true);
    for (const file of ['a/lib.sh', 'a/BUILD.md', 'docs/bazel', 'a/defs.bzl.txt', 'README']) {
      expect(isGraphInput(file, '100644'), file).toBe(false);
    }
    // A symlink is one whatever its name: the path it points to is read.
    expect(isGraphInput('a/link.txt', '120000')).toBe(true);
  });
});

describe('findCalls', () => {
  const loads = (text: string) =>
    findCalls(text, new Set(['load'])).map((c) => c.positional[0] ?? null);

  it('finds load() with every quoting, and not in comments, strings or methods', () => {
    const text = [
      'load("//a:a.bzl", "x")',
      "load('//b:b.bzl', y = 'y')",
      'load(',
      '    "//c:c.bzl",',
      '    "z",',
      ')',
      '# load("//commented:out.bzl", "x")',
      '"""',
      'load("//in:docstring.bzl", "x")',
      '"""',
      'X = "load(\\"//in:string.bzl\\")"',
      'foo.load("//method:call.bzl")',
      'load(r"//raw:r.bzl", "x")',
    ].join('\n');
    expect(loads(text)).toEqual(['//a:a.bzl', '//b:b.bzl', '//c:c.bzl', '//raw:r.bzl']);
  });

  it('reads keyword arguments, and native. calls', () => {
    const [call] = findCalls(
      'native.local_repository(name = "ext", path = "third_party/ext")\n',
      new Set(['local_repository']),
    );
    expect(call?.keywords.get('name')).toBe('ext');
    expect(call?.keywords.get('path')).toBe('third_party/ext');
  });

  it('a non-literal argument is unknown, not absent', () => {
    const [call] = findCalls('load(PREFIX + "x.bzl", "x")\n', new Set(['load']));
    expect(call?.positional).toEqual([undefined, 'x']);
  });
});

describe('LoadIndex, from git objects', () => {
  let root: string;
  let repo: Repo;
  let index: LoadIndex;

  beforeAll(async () => {
    root = tempDir('mq-bazel-loads-');
    repo = Repo.init(`${root}/repo`)
      .write(
        'WORKSPACE',
        [
          'workspace(name = "main_ws")',
          'local_repository(name = "vendored", path = "third_party/vendored")',
          'load("//tools:deps.bzl", "deps")',
          'deps()',
        ].join('\n'),
      )
      .write('tools/BUILD.bazel', '')
      .write('tools/deps.bzl', 'load(":deps_inner.bzl", "X")\ndef deps(): pass\n')
      .write('tools/deps_inner.bzl', 'X = 1\n')
      .write('defs/BUILD.bazel', '')
      .write(
        'defs/defs.bzl',
        'load(":inner.bzl", "X")\nload("sibling.bzl", "Y")\ndef mac(name): pass\n',
      )
      .write('defs/inner.bzl', 'X = 1\n')
      .write('defs/sibling.bzl', 'Y = 1\n')
      .write('defs/sub/deep.bzl', 'load(":local.bzl", "Z")\n')
      .write('defs/sub/local.bzl', 'Z = 1\n')
      .write('a/BUILD', 'load("//defs:defs.bzl", "mac")\nmac(name = "a")\n')
      .write('b/BUILD.bazel', 'load("@//defs:defs.bzl", "mac")\nmac(name = "b")\n')
      .write('c/BUILD.bazel', 'load("@@//defs:defs.bzl", "mac")\nmac(name = "c")\n')
      .write('d/BUILD.bazel', 'load("@main_ws//defs/sub:deep.bzl", "Z")\n')
      .write('e/BUILD.bazel', 'load("@vendored//:v.bzl", "V")\n')
      .write('f/BUILD.bazel', 'load("@rules_x//:x.bzl", "V")\n')
      .write('third_party/vendored/WORKSPACE', '')
      .write('third_party/vendored/BUILD', 'load("//:v.bzl", "V")\n')
      .write('third_party/vendored/v.bzl', 'V = 1\n')
      .write('x.bzl', 'unrelated = 1\n')
      // A nested MODULE.bazel makes no other repository: Bazel keeps its packages.
      .write('examples/MODULE.bazel', 'module(name = "examples")\n')
      .write('examples/BUILD.bazel', 'load("//defs:consts.scl", "C")\n')
      .write('defs/consts.scl', 'C = 1\n')
      .write('defs/real.bzl', 'R = 1\n')
      .write('lib/BUILD.bazel', 'load("//defs:alias.bzl", "R")\n');
    symlinkSync('real.bzl', `${repo.dir}/defs/alias.bzl`);
    repo.commit('base');
    const git = createGitRunner(repo.dir);
    const files = await readBazelFiles(git, repo.dir, repo.head(), '');
    index = new LoadIndex(files);
  });
  afterAll(() => removeDir(root));

  const packages = (file: string) => [...index.loaders(file).packages].sort();

  it('a BUILD.bazel loads as a BUILD does, through every main-repository label form', () => {
    expect(packages('defs/defs.bzl')).toEqual(['a', 'b', 'c']);
  });

  it('a .bzl loaded by a .bzl reaches the packages loading the outer one; relative labels resolve in the package', () => {
    expect(packages('defs/inner.bzl')).toEqual(['a', 'b', 'c']);
    expect(packages('defs/sibling.bzl')).toEqual(['a', 'b', 'c']);
    // defs/sub has no build file: its .bzl files are in package defs.
    expect(packages('defs/local.bzl')).toEqual(['d']);
    expect(packages('defs/sub/local.bzl')).toEqual([]);
  });

  it('the workspace name is the main repository', () => {
    expect(packages('defs/sub/deep.bzl')).toEqual(['d']);
  });

  it('WORKSPACE loading a .bzl (even through another) is named', () => {
    expect(index.loaders('tools/deps_inner.bzl').workspaceFile).toBe('WORKSPACE');
  });

  it("an in-tree repository's loads: its own // labels are its own, @name// reaches it", () => {
    const v = index.loaders('third_party/vendored/v.bzl');
    // Its own build file may also be a main-repository package (unless .bazelignore hides it).
    expect([...v.packages].sort()).toEqual(['e', 'third_party/vendored']);
    expect([...v.repositoryDirs]).toEqual(['third_party/vendored']);
  });

  it('a .scl file loads as a .bzl does; a nested MODULE.bazel leaves its packages in the main repository', () => {
    expect(packages('defs/consts.scl')).toEqual(['examples']);
  });

  it('a symlinked .bzl loads what it points to', () => {
    expect(packages('defs/real.bzl')).toEqual(['lib']);
  });

  it('a load of a repository nobody placed may be the changed file', () => {
    expect(index.loaders('x.bzl').unplaced).toBe('@rules_x//:x.bzl');
  });
});

describe("Bazel's XML", () => {
  it('an element of a kind the reader does not know is refused, naming it (the upload is ALL)', () => {
    const reader = new BazelGraphReader();
    reader.write('<?xml version="1.1"?><query version="2">');
    expect(() => reader.write('<environment-group name="//a:env"/>')).toThrow(
      'an element <environment-group> this reader does not know',
    );
  });

  it('the kinds it knows are read', () => {
    const reader = new BazelGraphReader();
    reader.write(
      '<query version="2"><rule class="genrule" name="//a:a"><rule-input name="//a:f"/></rule><source-file name="//a:f"/></query>',
    );
    expect([...reader.end().targets.keys()]).toEqual(['//a:a', '//a:f']);
  });
});
