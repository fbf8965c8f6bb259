import { existsSync } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { GitError } from '../../errors.js';
import { treeListArgs } from '../diff/early-git.js';
import { eachTreeEntry, type GitRunner } from '../diff/git.js';
import { ObjectReader, isPartialClone } from '../objects.js';
import { joinDir } from './model.js';
import { memberPatterns, stripBom, type RepoFiles } from './read.js';

/**
 * The names of the files the workspace readers look up. The listing keeps just these (with
 * their object ids), so a repository of a million files costs one pass over git's output.
 */
const MANIFEST_NAMES = new Set([
  'package.json',
  'pnpm-workspace.yaml',
  'yarn.lock',
  'Cargo.toml',
  'go.work',
  'go.mod',
  'pyproject.toml',
  'turbo.json',
  'turbo.jsonc',
  'settings.gradle',
  'settings.gradle.kts',
  'build.gradle',
  'build.gradle.kts',
  'pom.xml',
]);

/**
 * Endings of further files kept with their object ids: MSBuild's projects and the files they
 * import, read by the .NET reader (by object id, so any name reads, a newline in it too).
 */
const MANIFEST_ENDINGS = ['.csproj', '.fsproj', '.vbproj', '.props', '.targets', '.projitems'];

/**
 * Whether a file of this name is kept in the listing with its object id, whoever opened the tree
 * (an opener's `keep` adds its own files to the same map: the Python reader's sources).
 */
function isManifest(name: string): boolean {
  if (MANIFEST_NAMES.has(name)) return true;
  // Every ending is in j or s: most names are passed over on their last character.
  const last = name.charCodeAt(name.length - 1);
  return (last === 106 || last === 115) && MANIFEST_ENDINGS.some((end) => name.endsWith(end));
}

/** One repository's tree at one commit: the superproject's, or a submodule's. */
interface Listing {
  /** Repository-relative path of its root: '' for the superproject, else the submodule's. */
  root: string;
  commit: string;
  reader: ObjectReader;
  /**
   * Regular files kept with their object ids: the manifests (named in MANIFEST_NAMES or ending
   * in MANIFEST_ENDINGS) and the files the opener's `keep` chose. Path → object id.
   */
  files: Map<string, string>;
  /** For each of those names, the directories holding such a file. */
  dirsByName: Map<string, string[]>;
  /** Submodules (gitlinks, mode 160000): path → the commit they are at. */
  gitlinks: Map<string, string>;
  /** Every path, NUL-separated, for directory look-ups (built into a set when first asked). */
  paths: string[];
  /** The opener's choice of further files to keep (CommitFiles.open's `keep`). */
  keep?: (file: string) => boolean;
}

/** Why a submodule's packages are unknown. */
export interface UnknownSubmodule {
  path: string;
  commit: string;
}

/**
 * Parse `git ls-tree -r -z` output: `<mode> SP <type> SP <oid> TAB <path> NUL` per entry,
 * keeping the manifests, the files `keep` chooses and the gitlinks. `root` prefixes the paths
 * (a submodule's).
 */
function parseListing(
  output: string,
  root: string,
  commit: string,
  reader: ObjectReader,
  keep?: (file: string) => boolean,
): Listing {
  const files = new Map<string, string>();
  const dirsByName = new Map<string, string[]>();
  const gitlinks = new Map<string, string>();
  const prefix = root === '' ? '' : `${root}/`;
  const paths: string[] = [];
  eachTreeEntry(output, (entry, pos, tab) => {
    const file = prefix + entry;
    paths.push(file);
    // Modes: 100644/100755 files, 120000 symbolic links, 160000 gitlinks.
    const mode = output.charCodeAt(pos);
    if (mode === 49 /* 1 */ && output.startsWith('160000', pos)) {
      gitlinks.set(file, output.slice(output.lastIndexOf(' ', tab) + 1, tab));
    } else if (output.startsWith('1006', pos) || output.startsWith('1007', pos)) {
      const slash = file.lastIndexOf('/');
      const name = slash === -1 ? file : file.slice(slash + 1);
      if (MANIFEST_NAMES.has(name)) {
        files.set(file, output.slice(output.lastIndexOf(' ', tab) + 1, tab));
        const dir = slash === -1 ? '' : file.slice(0, slash);
        const list = dirsByName.get(name);
        if (list) list.push(dir);
        else dirsByName.set(name, [dir]);
      } else if (isManifest(name) || keep?.(file)) {
        files.set(file, output.slice(output.lastIndexOf(' ', tab) + 1, tab));
      }
    }
  });
  return { root, commit, reader, files, dirsByName, gitlinks, paths, keep };
}

/** tinyglobby's test of whether a directory may lead to a match (so it is crawled). */
function partialMatcher(patterns: string[], options: picomatch.PicomatchOptions) {
  const split = patterns.map((pattern) => {
    const parts = picomatch.scan(pattern, { parts: true }).parts;
    const list = parts && parts.length > 0 ? parts : [pattern];
    return { parts: list, matchers: list.map((part) => picomatch(part, options)) };
  });
  return (input: string): boolean => {
    const inputParts = input.split('/');
    for (const { parts, matchers } of split) {
      const count = Math.min(inputParts.length, parts.length);
      let j = 0;
      for (; j < count; j++) {
        if (parts[j]!.includes('/')) return true;
        if (!matchers[j]!(inputParts[j]!)) break;
        if (parts[j] === '**') return true;
      }
      if (j === inputParts.length) return true;
    }
    return false;
  };
}

/**
 * The files of one commit, read from git and never from the work tree: paths from one
 * `git ls-tree -r -z`, contents through one `git cat-file --batch` (see ObjectReader). A sparse
 * checkout (cone or not), a partial clone (blobless, treeless) and a work tree that an earlier
 * step edited all give the commit's answer.
 *
 * A submodule (a gitlink in the tree) is read from its own commit when the checkout initialised
 * it (`submodules: true`): its git directory is there and has that commit. Otherwise it is
 * unknown: what it holds cannot be read, and `unknownSubmodules()` names it.
 */
export class CommitFiles implements RepoFiles {
  readonly where: string;
  private readonly submodules = new Map<string, Promise<Listing | undefined>>();
  private readonly listings: Listing[] = [];
  private readonly unknown = new Map<string, string>();
  private dirs: Set<string> | undefined;
  /** Every path of the listings, for isFile on other names (built when asked). */
  private pathSet: Set<string> | undefined;
  /** kept(), drawn from the listing's files when first asked. */
  private chosen: Map<string, string> | undefined;

  private constructor(
    private readonly git: GitRunner,
    /** The checkout's directory (where the runner runs git). */
    private readonly workspace: string,
    private readonly top: Listing,
    /** Words for `where`: the commit and why it is the one read. */
    about: string,
  ) {
    this.where = `in commit ${top.commit.slice(0, 12)} (${about})`;
    this.listings.push(top);
  }

  /**
   * The tree of `commit`, or undefined when this is no git repository or the commit is not in
   * it. Starts the listing at once; objects are read when asked.
   */
  static async open(
    git: GitRunner,
    workspace: string,
    commit: string,
    about: string,
    /** Regular files whose object ids to keep (`kept()`, `readObject`): a reader of many files. */
    keep?: (file: string) => boolean,
  ): Promise<CommitFiles | undefined> {
    const reader = new ObjectReader(git, [], {
      partial: isPartialClone(path.join(workspace, '.git')),
    });
    // cat-file starts while ls-tree lists: the first manifests are asked for right after.
    reader.start();
    const listed = await git.tryRun(treeListArgs(commit));
    if (!listed.ok) {
      reader.close();
      return undefined;
    }
    return new CommitFiles(
      git,
      workspace,
      parseListing(listed.stdout, '', commit, reader, keep),
      about,
    );
  }

  /** The files `keep` chose when the tree was opened (the superproject's): path → object id. */
  kept(): ReadonlyMap<string, string> {
    const keep = this.top.keep;
    if (!keep) return new Map();
    if (!this.chosen) {
      // (No copy of the listing's pairs on the way: 20,000 Python files made 40,000 arrays.)
      this.chosen = new Map();
      for (const [file, oid] of this.top.files) if (keep(file)) this.chosen.set(file, oid);
    }
    return this.chosen;
  }

  /** Every path of the tree (the superproject's, and the submodules read so far). */
  allPaths(): readonly string[] {
    return this.listings.length === 1 ? this.top.paths : this.listings.flatMap((l) => l.paths);
  }

  /** The submodules of the tree (gitlinks): path → the commit they are at. */
  gitlinks(): ReadonlyMap<string, string> {
    return this.top.gitlinks;
  }

  /** A blob's text (a byte-order mark kept), by object id; undefined when git does not have it. */
  readObject(oid: string): Promise<string | undefined> {
    return this.top.reader.read(oid);
  }

  get commit(): string {
    return this.top.commit;
  }

  /** Ends the cat-file processes (each exits when its stdin closes). */
  close(): void {
    for (const listing of this.listings) listing.reader.close();
  }

  async read(file: string): Promise<string | undefined> {
    const listing = await this.listingOf(file);
    if (!listing) return undefined;
    if (this.isKept(listing, file)) {
      const oid = listing.files.get(file);
      if (oid === undefined) return undefined;
      const text = await listing.reader.read(oid);
      if (text === undefined) {
        throw new GitError(
          `git has no object ${oid} for ${file} of commit ${listing.commit} (not even after fetching it)`,
          ['cat-file', '--batch'],
          null,
          '',
        );
      }
      return stripBom(text);
    }
    // Any other file: by path in the commit.
    const inside = listing.root === '' ? file : file.slice(listing.root.length + 1);
    const text = await listing.reader.read(`${listing.commit}:${inside}`).catch(() => undefined);
    return text === undefined ? undefined : stripBom(text);
  }

  async isFile(file: string): Promise<boolean> {
    const listing = await this.listingOf(file);
    if (!listing) return false;
    if (this.isKept(listing, file)) return listing.files.has(file);
    if (!this.pathSet || this.pathSet.size === 0) {
      this.pathSet = new Set(this.listings.flatMap((l) => l.paths));
    }
    return this.pathSet.has(file);
  }

  /** Whether `file` is one the listing keeps with its object id (when it is in the tree). */
  private isKept(listing: Listing, file: string): boolean {
    const slash = file.lastIndexOf('/');
    return isManifest(slash === -1 ? file : file.slice(slash + 1)) || listing.keep?.(file) === true;
  }

  isDirectory(dir: string): boolean {
    const clean = joinDir(dir);
    if (clean === '') return true;
    if (clean === '..' || clean.startsWith('../')) return false;
    if (!this.dirs) {
      const dirs = new Set<string>();
      for (const listing of this.listings) {
        for (const link of listing.gitlinks.keys()) dirs.add(link);
        for (const file of listing.paths) {
          for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) {
            const parent = file.slice(0, end);
            if (dirs.has(parent)) break;
            dirs.add(parent);
          }
        }
      }
      this.dirs = dirs;
    }
    return this.dirs.has(clean);
  }

  async members(patterns: string[], manifestName: string, exclude: string[] = []) {
    const { include, ignore, wantsRoot } = memberPatterns(patterns, exclude);
    const found = new Set<string>();
    if (include.length > 0) {
      // As tinyglobby matches (dot files left out, POSIX paths), so both readers agree.
      const options = { dot: false, posix: true };
      const matches = picomatch(include, options);
      const ignored = picomatch(ignore, options);
      const partial = partialMatcher(include, options);
      const crawled = new Map<string, boolean>();
      /** tinyglobby enters a directory when it may lead to a match and is not ignored. */
      const entered = (dir: string): boolean => {
        let known = crawled.get(dir);
        if (known === undefined) {
          const slash = dir.lastIndexOf('/');
          known = (slash === -1 || entered(dir.slice(0, slash))) && partial(dir) && !ignored(dir);
          crawled.set(dir, known);
        }
        return known;
      };
      const visit = async (listing: Listing): Promise<void> => {
        for (const dir of listing.dirsByName.get(manifestName) ?? []) {
          if (dir !== '' && matches(dir) && entered(dir)) found.add(dir);
        }
        const subs: Promise<void>[] = [];
        for (const link of listing.gitlinks.keys()) {
          if (!entered(link)) continue;
          subs.push(this.submodule(listing, link).then((sub) => (sub ? visit(sub) : undefined)));
        }
        await Promise.all(subs);
      };
      await visit(this.top);
    }
    if (wantsRoot) found.add('');
    return [...found].sort();
  }

  async filesUnder(dir: string): Promise<string[]> {
    const prefix = joinDir(dir) === '' ? '' : `${joinDir(dir)}/`;
    // A submodule inside `dir` is read when the checkout initialised it.
    for (const listing of [...this.listings]) {
      for (const link of listing.gitlinks.keys()) {
        if (link.startsWith(prefix)) await this.submodule(listing, link);
      }
    }
    const out: string[] = [];
    for (const listing of this.listings) {
      for (const file of listing.paths) {
        if (file.startsWith(prefix) && !listing.gitlinks.has(file)) out.push(file);
      }
    }
    return out.sort();
  }

  unknownSubmodules(): string[] {
    return [...this.unknown.keys()].sort();
  }

  inUnknownSubmodule(file: string): boolean {
    for (const dir of this.unknown.keys()) {
      if (file === dir || file.startsWith(`${dir}/`)) return true;
    }
    return false;
  }

  /** The listing that holds `file`: the top one, or a submodule's; undefined in an unknown one. */
  private async listingOf(file: string): Promise<Listing | undefined> {
    let listing = this.top;
    if (this.listings.length === 1 && listing.gitlinks.size === 0) return listing;
    for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1)) {
      const dir = file.slice(0, slash);
      if (!listing.gitlinks.has(dir)) continue;
      const sub = await this.submodule(listing, dir);
      if (!sub) return undefined;
      listing = sub;
    }
    return listing;
  }

  /**
   * A submodule's tree at the commit its gitlink names, read inside it (`git -C <path>`), when
   * the checkout initialised it; otherwise undefined, and the submodule is unknown.
   */
  private submodule(parent: Listing, dir: string): Promise<Listing | undefined> {
    let pending = this.submodules.get(dir);
    if (!pending) {
      const commit = parent.gitlinks.get(dir)!;
      pending = (async () => {
        const prefix = ['-C', dir];
        // An uninitialised submodule is an empty directory (or none, outside a sparse
        // checkout): git would find the superproject's repository there instead.
        if (existsSync(path.join(this.workspace, dir, '.git'))) {
          const listed = await this.git.tryRun([...prefix, ...treeListArgs(commit)]);
          if (listed.ok) {
            const listing = parseListing(
              listed.stdout,
              dir,
              commit,
              new ObjectReader(this.git, prefix, {
                partial: isPartialClone(path.join(this.workspace, dir, '.git')),
              }),
            );
            this.listings.push(listing);
            this.dirs = undefined;
            this.pathSet = undefined;
            return listing;
          }
        }
        this.unknown.set(dir, commit);
        return undefined;
      })();
      this.submodules.set(dir, pending);
    }
    return pending;
  }
}
