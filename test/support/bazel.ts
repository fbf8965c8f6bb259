/**
 * Real Bazel for the Bazel mode's tests: Debian's bazel-bootstrap (4.2.3) when it is installed
 * (`.ci/run` installs it), run offline with native rules only. The fixture is a WORKSPACE-mode
 * repository with one pull request per change kind of the design note, each with its merge
 * commit under refs/pull/N/merge as GitHub keeps them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { Repo } from './git-repo.js';
import { pullRequestsOrigin, type PullRequestCase } from './pr-origin.js';

/** The Bazel the tests run: BAZEL_FOR_TESTS, else Debian's bazel-4; undefined when neither exists. */
export const BAZEL: string | undefined = (() => {
  const candidate = process.env.BAZEL_FOR_TESTS || '/usr/bin/bazel-4';
  return existsSync(candidate) ? candidate : undefined;
})();

/** Said once by every suite that needs Bazel and skips without it: never silently. */
export const NO_BAZEL =
  'Bazel tests SKIPPED: no /usr/bin/bazel-4 (apt-get install -y bazel-bootstrap, as .ci/run does) and no BAZEL_FOR_TESTS';

/** Startup options that keep a test's Bazel server to itself and short-lived. */
export function bazelStartup(outputUserRoot: string): string[] {
  return [`--output_user_root=${outputUserRoot}`, '--max_idle_secs=120'];
}

/** End the Bazel server a test started for `workspace` (by its own command, never by a signal). */
export function shutdownBazel(workspace: string, outputUserRoot: string): void {
  if (!BAZEL || !existsSync(workspace)) return;
  try {
    execFileSync(BAZEL, [...bazelStartup(outputUserRoot), 'shutdown'], {
      cwd: workspace,
      stdio: 'ignore',
      timeout: 60_000,
    });
  } catch {
    // Not running, or the workspace is gone: nothing to end.
  }
}

/** The base tree: every kind of thing the change kinds touch. */
export const BASE_FILES: Record<string, string> = {
  WORKSPACE: [
    'workspace(name = "fx")',
    'local_repository(name = "extlib", path = "third_party/extlib")',
    'new_local_repository(name = "vendored", path = "vendor", build_file = "//:vendored.BUILD")',
    '',
  ].join('\n'),
  '.bazelignore': 'third_party/extlib\n',
  BUILD: 'exports_files(["vendored.BUILD"])\n',
  'vendored.BUILD':
    'filegroup(name = "v", srcs = ["v.txt"], visibility = ["//visibility:public"])\n',
  'vendor/v.txt': 'vendored\n',
  'third_party/extlib/WORKSPACE': 'workspace(name = "extlib")\n',
  'third_party/extlib/BUILD':
    'filegroup(name = "lib", srcs = ["lib.txt"], visibility = ["//visibility:public"])\n',
  'third_party/extlib/lib.txt': 'lib\n',
  'base/BUILD': [
    'package_group(name = "friends", packages = ["//core/..."])',
    'sh_library(name = "base", srcs = ["base.sh"], visibility = [":friends"])',
    '',
  ].join('\n'),
  'base/base.sh': 'echo base\n',
  'tools/defs.bzl': [
    'def gen(name, src):',
    '    native.genrule(name = name, srcs = [src], outs = [name + ".out"], cmd = "cp $< $@")',
    '',
  ].join('\n'),
  'tools/unused.bzl': 'X = 1\n',
  'tools/BUILD': [
    'sh_binary(name = "stamper", srcs = ["stamper.sh"], visibility = ["//visibility:public"])',
    'sh_binary(name = "old_tool", srcs = ["stamper.sh"], visibility = ["//visibility:public"])',
    '',
  ].join('\n'),
  'tools/stamper.sh': 'echo stamp\n',
  'core/BUILD': [
    'load("//tools:defs.bzl", "gen")',
    'gen(name = "core_gen", src = "core.txt")',
    'filegroup(',
    '    name = "core",',
    '    srcs = [":core_gen", "//base", "@extlib//:lib", "@vendored//:v"] + glob(["data/*.txt"]),',
    '    visibility = ["//visibility:public"],',
    ')',
    '',
  ].join('\n'),
  'core/core.txt': 'core\n',
  'core/data/a.txt': 'a\n',
  'core/data/b.txt': 'b\n',
  'app/BUILD': [
    'genrule(name = "app", srcs = ["//core"], outs = ["app.out"], cmd = "cat $(SRCS) > $@")',
    'sh_test(name = "app_test", srcs = ["app_test.sh"], data = [":app"])',
    '',
  ].join('\n'),
  'app/app_test.sh': 'exit 0\n',
  'docs/BUILD': [
    'genrule(name = "d", outs = ["d.out"], cmd = "echo d > $@")',
    'genrule(name = "uses_old", outs = ["u.out"], tools = ["//tools:old_tool"], cmd = "echo u > $@")',
    '',
  ].join('\n'),
  'docs/README.md': 'docs\n',
  'weird/BUILD': 'filegroup(name = "name with space $x", srcs = ["f.txt"])\n',
  'weird/f.txt': 'f\n',
  'plat/BUILD': [
    'toolchain_type(name = "tt")',
    'filegroup(name = "impl", srcs = ["impl.txt"])',
    'toolchain(name = "tc", toolchain = ":impl", toolchain_type = ":tt")',
    '',
  ].join('\n'),
  'plat/impl.txt': 'impl\n',
  // A macro loaded by packages of both build file names, and a .bzl it loads by a relative label.
  'macro/BUILD.bazel': '',
  'macro/defs.bzl': [
    'load(":inner.bzl", "WORD")',
    'def mac(name):',
    '    native.genrule(name = name, outs = [name + ".out"], cmd = "echo %s > $@" % WORD)',
    '',
  ].join('\n'),
  'macro/inner.bzl': 'WORD = "one"\n',
  'ma/BUILD': 'load("//macro:defs.bzl", "mac")\nmac(name = "ma")\n',
  'mb/BUILD.bazel': 'load("@//macro:defs.bzl", "mac")\nmac(name = "mb")\n',
  'mc/BUILD.bazel': 'load("//macro:defs.bzl", "mac")\nmac(name = "mc")\n',
};

/** A build file's path, as a fixture whose build files are all `BUILD.bazel` names it. */
export const asBuildBazel = (file: string) => file.replace(/(^|\/)BUILD$/, '$1BUILD.bazel');

/**
 * The same fixture with every build file named `BUILD.bazel` (most repositories' name), and
 * each case's changes made to the renamed files.
 */
export function buildBazelVariant(
  files: Record<string, string>,
  cases: BazelCase[],
): { files: Record<string, string>; cases: BazelCase[] } {
  const renamed = Object.fromEntries(Object.entries(files).map(([f, t]) => [asBuildBazel(f), t]));
  const wrap = (repo: Repo): Repo =>
    new Proxy(repo, {
      get(target, key, receiver) {
        if (key === 'write' || key === 'read' || key === 'remove') {
          return (file: string, ...rest: string[]) => {
            const method = Reflect.get(target, key, target) as (...a: string[]) => unknown;
            const value = method.call(target, asBuildBazel(file), ...rest);
            return value === target ? receiver : value;
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  return {
    files: renamed,
    cases: cases.map((c) => ({ name: c.name, change: (repo) => c.change(wrap(repo)) })),
  };
}

/** One pull request of the Bazel fixture: what it does to the base tree. */
export type BazelCase = PullRequestCase;

/** The Bazel fixture's origin: main at BASE_FILES, one pull request per case. */
export function bazelOrigin(dir: string, cases: BazelCase[], files = BASE_FILES) {
  return pullRequestsOrigin(dir, files, cases);
}

/**
 * A hash-based comparison of two revisions, as bazel-diff makes it: every rule's hash covers its
 * own XML (class, attributes) and the hashes of its inputs, a source file's hash its content, a
 * generated file's its rule's. The rules whose hash differs (or that are new) are the impacted
 * ones. Used as the oracle the action must never report fewer labels than, and by the bench.
 */
export function hashTargets(xml: string, workspace: string): Map<string, string> {
  interface Node {
    kind: string;
    text: string;
    inputs: string[];
    generating?: string;
  }
  const nodes = new Map<string, Node>();
  const parser = new SaxesParser();
  let current: { label: string; node: Node } | undefined;
  parser.on('opentag', (raw) => {
    const tag = raw as SaxesTagPlain;
    const a = tag.attributes;
    if (['rule', 'source-file', 'generated-file', 'package-group'].includes(tag.name)) {
      const node: Node = { kind: tag.name, text: `${tag.name} ${a.class ?? ''}`, inputs: [] };
      if (tag.name === 'generated-file') node.generating = a['generating-rule'];
      current = { label: a.name ?? '', node };
      return;
    }
    if (!current) return;
    if (tag.name === 'rule-input') current.node.inputs.push(a.name ?? '');
    // Attributes, less where a rule was written (moving a line changes no output).
    else if (tag.name !== 'rule-output')
      current.node.text += ` ${tag.name}:${a.name ?? ''}=${a.value ?? ''}`;
  });
  parser.on('closetag', (raw) => {
    const tag = raw as SaxesTagPlain;
    if (current && tag.name === current.node.kind) {
      nodes.set(current.label, current.node);
      current = undefined;
    }
  });
  parser.write(xml).close();
  const hashes = new Map<string, string>();
  const visiting = new Set<string>();
  const hashOf = (label: string): string => {
    const known = hashes.get(label);
    if (known !== undefined) return known;
    const node = nodes.get(label);
    const h = createHash('sha256');
    if (!node || visiting.has(label)) {
      h.update(`missing ${label}`);
    } else {
      visiting.add(label);
      h.update(node.text);
      if (node.kind === 'source-file' && label.startsWith('//')) {
        const [pkg, name] = label.slice(2).split(':') as [string, string];
        const file = path.join(workspace, pkg, name);
        try {
          h.update(readFileSync(file));
        } catch {
          h.update('unreadable');
        }
      }
      if (node.generating) h.update(hashOf(node.generating));
      for (const input of node.inputs) h.update(`${input}=${hashOf(input)}`);
      visiting.delete(label);
    }
    const digest = h.digest('hex');
    hashes.set(label, digest);
    return digest;
  };
  const rules = new Map<string, string>();
  for (const [label, node] of nodes)
    if (node.kind === 'rule' && label.startsWith('//') && !label.startsWith('//external:'))
      rules.set(label, hashOf(label));
  return rules;
}

/** The rules whose hash differs between two revisions, or that only the second has. */
export function changedRules(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after]
    .filter(([label, hash]) => before.get(label) !== hash)
    .map(([label]) => label)
    .sort();
}
