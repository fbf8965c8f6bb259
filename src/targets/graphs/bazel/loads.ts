/**
 * Which packages load a `.bzl` file, read from the files themselves at the compared commit (git
 * objects, never the work tree): every `load()` of every build file (`BUILD` and `BUILD.bazel`)
 * and `.bzl` file, followed through `.bzl` files, each label resolved the way Bazel resolves it.
 *
 * Bazel's XML cannot be relied on for this: it lists a package's loads only under a build file
 * named exactly `BUILD`, so a package whose build file is `BUILD.bazel` (most repositories') would
 * seem to load nothing. The XML's loads stay extra evidence (impact.ts takes the union).
 */
import { basename, dirname, under } from '../paths.js';
import { GitError } from '../../../errors.js';
import type { GitRunner } from '../../diff/git.js';
import { ObjectReader, isPartialClone } from '../../objects.js';
import type { ExternalRepository } from './graph.js';
import { findCalls } from './starlark.js';
import * as path from 'node:path';

/** A build file's names: either makes its directory a package. */
export const BUILD_NAMES: ReadonlySet<string> = new Set(['BUILD', 'BUILD.bazel']);

/** Repositories every Bazel has, none of them in a repository's tree. */
const BUILTIN_REPOSITORIES = ['bazel_tools', 'local_config_platform', 'local_config_cc'];

/** The `.bazelignore` directory (parseBazelIgnore) that hides `file`, if one does. */
export const hiddenBy = (ignored: readonly string[], file: string): string | undefined =>
  ignored.find((dir) => under(file, dir));
const join = (...parts: string[]) => parts.filter((p) => p !== '').join('/');

/** Files whose loads are read: build files, `.bzl` files, and the workspace's own files. */
export function isLoadingFile(file: string): boolean {
  const name = basename(file);
  return (
    BUILD_NAMES.has(name) ||
    name.endsWith('.bzl') ||
    // Starlark configuration language files: loadable since Bazel 7.
    name.endsWith('.scl') ||
    isWorkspaceFile(file)
  );
}

/** The last characters of every graph input's name (isGraphInput): most paths stop here. */
const GRAPH_INPUT_ENDS = new Set([...'DlEdkcne']);

/** Files whose content (not only their path) the loading phase reads, besides loaded files. */
export function isGraphInput(file: string, mode: string): boolean {
  if (mode !== '120000' && !GRAPH_INPUT_ENDS.has(file.charAt(file.length - 1))) return false;
  const name = basename(file);
  return (
    mode === '120000' ||
    isLoadingFile(file) ||
    name === 'MODULE.bazel.lock' ||
    name.endsWith('.bazelrc') ||
    name === '.bazelversion' ||
    name === '.bazeliskrc' ||
    name === '.bazelignore' ||
    file === 'tools/bazel'
  );
}

/** A file whose loads reach the whole workspace (WORKSPACE, MODULE.bazel and its segments). */
export function isWorkspaceFile(file: string): boolean {
  const name = basename(file);
  return (
    name === 'WORKSPACE' ||
    name === 'WORKSPACE.bazel' ||
    name === 'WORKSPACE.bzlmod' ||
    name === 'MODULE.bazel' ||
    name.endsWith('.MODULE.bazel') ||
    name === 'REPO.bazel'
  );
}

/** One file of the workspace's tree at a commit. */
export interface TreeEntry {
  /** git's mode: 100644, 100755, 120000 (a symlink). */
  mode: string;
  /** The blob id. */
  oid: string;
}

/** The Bazel workspace's files at one commit: every path, and the text of those that load. */
export interface BazelFiles {
  /** Every file (and symlink) under the workspace, workspace-relative, in git's order. */
  paths: string[];
  /** The mode and blob id of each graph input (isGraphInput: build files, .bzl, symlinks, …). */
  entries: Map<string, TreeEntry>;
  /** The text of each loading file (see isLoadingFile), workspace-relative path -> text. */
  texts: Map<string, string>;
}

/**
 * The workspace's files at `commit`, from git objects: one `git ls-tree -r`, one
 * `git cat-file --batch` for the loading files. Throws GitError when git cannot say.
 */
export async function readBazelFiles(
  git: GitRunner,
  repository: string,
  commit: string,
  workspacePath: string,
): Promise<BazelFiles> {
  const { paths, entries } = await listBazelTree(git, commit, workspacePath);
  const texts = await readTexts(
    git,
    repository,
    commit,
    // A symlink's blob is the path it points to: LoadIndex follows it.
    [...entries].filter(([file]) => isLoadingFile(file)),
  );
  return { paths, entries, texts };
}

/**
 * Every file under the workspace at `commit` (one `ls-tree`): the paths, the graph inputs' modes
 * and blob ids, and any other file's on request (`lookup`, indexed on first use: most runs never
 * ask, and a large tree's paths are most of the listing).
 */
export async function listBazelTree(
  git: GitRunner,
  commit: string,
  workspacePath: string,
): Promise<
  Pick<BazelFiles, 'paths' | 'entries'> & { lookup: (file: string) => TreeEntry | undefined }
> {
  const args = ['--literal-pathspecs', 'ls-tree', '-r', '-z', '--full-tree', commit];
  const listing = await git.run(workspacePath === '' ? args : [...args, '--', workspacePath]);
  const prefix = workspacePath === '' ? '' : `${workspacePath}/`;
  const paths: string[] = [];
  // Where each path's record starts: another file's mode and blob id are read on request.
  const starts: number[] = [];
  const entries = new Map<string, TreeEntry>();
  const entryAt = (at: number): TreeEntry => ({
    mode: listing.slice(at, at + 6),
    oid: listing.slice(at + 12, listing.indexOf('\t', at + 12)),
  });
  // Records `<mode> <type> <oid>\t<path>` ended by NUL, the mode six digits: blobs only (files
  // and symlinks). Walked in place: a large tree's records are never copied out one by one.
  for (let at = 0; at < listing.length;) {
    let end = listing.indexOf('\0', at);
    if (end === -1) end = listing.length;
    if (listing.startsWith('blob ', at + 7)) {
      const full = listing.slice(listing.indexOf('\t', at + 12) + 1, end);
      if (full.startsWith(prefix)) {
        const file = prefix === '' ? full : full.slice(prefix.length);
        paths.push(file);
        starts.push(at);
        const symlink = listing.startsWith('120000', at);
        if (isGraphInput(file, symlink ? '120000' : '100644')) entries.set(file, entryAt(at));
      }
    }
    at = end + 1;
  }
  let index: Map<string, number> | undefined;
  const lookup = (file: string): TreeEntry | undefined => {
    index ??= new Map(paths.map((p, i) => [p, starts[i]!]));
    const at = index.get(file);
    return at === undefined ? undefined : entryAt(at);
  };
  return { paths, entries, lookup };
}

/**
 * The texts of `wanted` files, read through one `git cat-file --batch`. A symlinked build file or
 * .bzl is left out (Bazel reads it where it points; the caller decides what that means).
 */
export async function readTexts(
  git: GitRunner,
  repository: string,
  commit: string,
  wanted: [string, TreeEntry][],
): Promise<Map<string, string>> {
  const reader = new ObjectReader(git, [], {
    partial: isPartialClone(path.join(repository, '.git')),
  });
  const texts = new Map<string, string>();
  try {
    const read = await Promise.all(wanted.map(([, e]) => reader.read(e.oid)));
    wanted.forEach(([file, e], i) => {
      const text = read[i];
      if (text === undefined) {
        throw new GitError(
          `git has no object ${e.oid} for ${file} of commit ${commit}`,
          ['cat-file', '--batch'],
          null,
          '',
        );
      }
      texts.set(file, text);
    });
  } finally {
    reader.close();
  }
  return texts;
}

/** What reaches a changed `.bzl` file through loads. */
export interface Loaders {
  /** Main-repository packages whose build file loads it, directly or through `.bzl` files. */
  packages: Set<string>;
  /** A workspace file (WORKSPACE, MODULE.bazel, ...) that loads it, when one does. */
  workspaceFile?: string;
  /** Directories of in-tree repositories whose build files load it. */
  repositoryDirs: Set<string>;
  /**
   * A load of a repository the action cannot place (`@name//p:f.bzl` with no in-tree `name`)
   * that may be this file: the label, when there is one.
   */
  unplaced?: string;
}

/** The load graph of one commit's workspace. */
export class LoadIndex {
  /** Loaded file -> the files that load it. */
  private readonly loadedBy = new Map<string, Set<string>>();
  /** Loads of repositories that could not be placed: label and its path inside the repository. */
  private readonly unplaced: { label: string; file: string }[] = [];
  private readonly packages: Set<string>;
  /** Roots of repositories inside the tree: directory -> name ('' for the main one). */
  private readonly roots: string[];
  /** Repositories known to come from outside the tree: a load of theirs is no file here. */
  private readonly outOfTree: Set<string>;

  /**
   * @param files the workspace's files at the compared commit
   * @param inTree in-tree repositories Bazel itself named (WORKSPACE mode): name -> directory
   */
  constructor(
    files: BazelFiles,
    inTree: ReadonlyMap<string, string> = new Map(),
    /** Repositories Bazel named that are not in the tree (WORKSPACE mode's other rules). */
    outOfTree: Iterable<string> = [],
  ) {
    const repos = new Map(inTree);
    const mainNames = new Set(['']);
    this.outOfTree = new Set([...BUILTIN_REPOSITORIES, ...outOfTree]);
    for (const [file, text] of files.texts) {
      if (file !== 'WORKSPACE' && file !== 'WORKSPACE.bazel' && file !== 'MODULE.bazel') continue;
      for (const call of findCalls(
        text,
        new Set([
          'workspace',
          'module',
          'local_repository',
          'new_local_repository',
          'local_path_override',
          'bazel_dep',
        ]),
      )) {
        const name = call.keywords.get('name') ?? call.positional[0];
        if (call.name === 'workspace' && name !== undefined) mainNames.add(name);
        if (call.name === 'module') {
          if (name !== undefined) mainNames.add(name);
          const repoName = call.keywords.get('repo_name');
          if (repoName !== undefined) mainNames.add(repoName);
        }
        const dir = call.keywords.get('path');
        if (call.name === 'local_repository' || call.name === 'new_local_repository') {
          if (name !== undefined && dir !== undefined) repos.set(name, dir);
        }
        if (call.name === 'local_path_override') {
          const module = call.keywords.get('module_name') ?? call.positional[0];
          if (module !== undefined && dir !== undefined) repos.set(module, dir);
        }
      }
    }
    // bazel_dep(name = "m", repo_name = "r"): "r" names the module "m" here.
    for (const [file, text] of files.texts) {
      if (file !== 'MODULE.bazel') continue;
      for (const call of findCalls(text, new Set(['bazel_dep']))) {
        const name = call.keywords.get('name');
        const repoName = call.keywords.get('repo_name');
        if (name !== undefined && repos.has(name)) {
          if (repoName !== undefined) repos.set(repoName, repos.get(name)!);
        } else {
          // A module from a registry: never a file of this tree.
          if (name !== undefined) this.outOfTree.add(name);
          if (repoName !== undefined) this.outOfTree.add(repoName);
        }
      }
    }
    const inTreeDirs = new Map<string, string>();
    for (const [name, dir] of repos) {
      const clean = dir.replace(/^\.\/+/, '').replace(/\/+$/, '');
      if (clean === '' || clean === '.' || clean.startsWith('/') || clean.startsWith('..'))
        continue;
      inTreeDirs.set(name, clean);
    }
    // Only declared repositories are other roots: Bazel keeps a directory with its own
    // MODULE.bazel or WORKSPACE as main-repository packages unless it is declared or ignored.
    this.roots = [...new Set(inTreeDirs.values())];
    this.packages = new Set(files.paths.filter((p) => BUILD_NAMES.has(basename(p))).map(dirname));

    for (const [file, text] of files.texts) {
      const names = isWorkspaceFile(file)
        ? new Set(['load', 'use_extension', 'use_repo_rule', 'include'])
        : new Set(['load']);
      for (const call of findCalls(text, names)) {
        const label = call.positional[0];
        if (label === undefined) continue;
        const target = this.resolve(label, file, mainNames, inTreeDirs);
        if (target === undefined) continue;
        if ('unplaced' in target) {
          this.unplaced.push({ label, file: target.unplaced });
          continue;
        }
        this.edge(target.file, file);
        // A file of a declared repository that Bazel also sees as main-repository packages:
        // its `//` means either, and both are followed.
        if (label.startsWith('//') && this.rootOf(file) !== '') {
          const main = this.pathOf(label, '');
          if (main !== undefined) this.edge(main, file);
        }
      }
    }
    // A symlinked loading file loads what it points to, as Bazel reads it there.
    for (const [file, entry] of files.entries) {
      const target = files.texts.get(file);
      if (entry.mode !== '120000' || target === undefined || !isLoadingFile(file)) continue;
      const resolved = path.posix.normalize(path.posix.join(dirname(file), target.trim()));
      if (!resolved.startsWith('../') && !path.posix.isAbsolute(resolved)) {
        this.edge(resolved, file);
      }
    }
  }

  /** `loader` loads `file`. */
  private edge(file: string, loader: string): void {
    let set = this.loadedBy.get(file);
    if (!set) this.loadedBy.set(file, (set = new Set()));
    set.add(loader);
  }

  /** The index for a graph's commit: Bazel's external repositories say which are in the tree. */
  static of(files: BazelFiles, external: ReadonlyMap<string, ExternalRepository>): LoadIndex {
    const inTree = new Map<string, string>();
    const outOfTree: string[] = [];
    for (const repo of external.values()) {
      if (repo.path !== undefined) inTree.set(repo.name, repo.path);
      else outOfTree.push(repo.name);
    }
    return new LoadIndex(files, inTree, outOfTree);
  }

  /** The root of the repository a file belongs to: the deepest in-tree one, else the main one. */
  rootOf(file: string): string {
    let best = '';
    for (const root of this.roots) {
      if (file.startsWith(`${root}/`) && root.length > best.length) best = root;
    }
    return best;
  }

  /** The package a file belongs to: the deepest directory with a build file, inside its repository. */
  private packageOf(file: string): string {
    const root = this.rootOf(file);
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      if (this.packages.has(dir)) return dir;
      if (dir === root || dir === '') return root;
    }
  }

  /**
   * The workspace-relative file a load label names from `from`; `unplaced` with the path inside
   * the repository for a repository the action cannot place; undefined for one outside the tree.
   */
  private resolve(
    label: string,
    from: string,
    mainNames: ReadonlySet<string>,
    inTree: ReadonlyMap<string, string>,
  ): { file: string } | { unplaced: string } | undefined {
    let root: string;
    let rest: string;
    const repo = /^@@?([^/]*)\/\/(.*)$/.exec(label);
    if (repo) {
      const name = repo[1]!;
      rest = `//${repo[2]!}`;
      if (mainNames.has(name)) root = '';
      else if (inTree.has(name)) root = inTree.get(name)!;
      else if (this.outOfTree.has(name)) return undefined;
      else {
        const inside = this.pathOf(rest, '');
        return inside === undefined ? undefined : { unplaced: inside };
      }
    } else if (label.startsWith('//')) {
      root = this.rootOf(from);
      rest = label;
    } else {
      // `:f.bzl` and `f.bzl`: in the loading file's package.
      const name = label.startsWith(':') ? label.slice(1) : label;
      return { file: join(this.packageOf(from), name) };
    }
    const inside = this.pathOf(rest, root);
    return inside === undefined ? undefined : { file: inside };
  }

  /** `//p:f.bzl` (or `//p` as `//p:p`) as a path under `root`. */
  private pathOf(label: string, root: string): string | undefined {
    const body = label.slice(2);
    const colon = body.indexOf(':');
    const pkg = colon === -1 ? body : body.slice(0, colon);
    const name = colon === -1 ? basename(body) : body.slice(colon + 1);
    if (name === '') return undefined;
    return join(root, pkg, name);
  }

  /** What loads `file` (workspace-relative), directly or through other `.bzl` files. */
  loaders(file: string): Loaders {
    const out: Loaders = { packages: new Set(), repositoryDirs: new Set() };
    const seen = new Set([file]);
    const queue = [file];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i]!;
      const maybe = this.unplaced.find((u) => at === u.file || at.endsWith(`/${u.file}`));
      if (maybe && out.unplaced === undefined) out.unplaced = maybe.label;
      for (const loader of this.loadedBy.get(at) ?? []) {
        if (seen.has(loader)) continue;
        seen.add(loader);
        if (isWorkspaceFile(loader)) {
          out.workspaceFile ??= loader;
        } else if (BUILD_NAMES.has(basename(loader))) {
          // A declared repository's build file may also be a main-repository package.
          out.packages.add(dirname(loader));
          const root = this.rootOf(loader);
          if (root !== '') out.repositoryDirs.add(root);
        } else {
          queue.push(loader);
        }
      }
    }
    return out;
  }
}

/** `.bazelignore`'s directories (comments and blank lines dropped), workspace-relative. */
export function parseBazelIgnore(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, ''),
    )
    .filter((line) => line !== '' && !line.startsWith('#'));
}
