/**
 * One commit's tree as the Python reader sees it: every path, the Python files with their object
 * ids (so their imports can be kept by blob in the graph cache), and reads from git objects
 * (CommitFiles: sparse, partial and depth-1 checkouts give the commit's answer).
 */
import type { CommitFiles } from '../../workspaces/tree.js';
import { basename } from '../paths.js';

/** Whether `file` is a Python source (a module, or its type stub). */
export const isPython = (file: string) => file.endsWith('.py') || file.endsWith('.pyi');

/** `a/b/c.py` → `a/b/c`; `a/b/__init__.py` → `a/b`: the path a module name maps onto. */
export function modulePath(file: string): string {
  const stem = file.slice(0, file.lastIndexOf('.'));
  const name = basename(stem);
  return name === '__init__' ? stem.slice(0, Math.max(0, stem.length - 9)) : stem;
}

/** Whether `file` is a package's `__init__.py` (or its stub). */
export const isInit = (file: string) => {
  const name = basename(file);
  return name === '__init__.py' || name === '__init__.pyi';
};

export interface PyTree {
  /** For messages: "in commit 0123abcd (the merge commit)". */
  readonly where: string;
  /** Every path of the tree: regular files, symbolic links, submodules. */
  readonly paths: readonly string[];
  /** The Python files (`.py`, `.pyi`): path → blob id. */
  readonly python: ReadonlyMap<string, string>;
  /** Submodules: path → the commit they are at. */
  readonly gitlinks: ReadonlyMap<string, string>;
  isDirectory(dir: string): boolean;
  /** A file's text by path; undefined when it is not in the tree. */
  read(file: string): Promise<string | undefined>;
  /** A blob's text by id. */
  readObject(oid: string): Promise<string | undefined>;
}

/** The Python reader's view of a tree CommitFiles opened with `keep: isPython`. */
export function pyTree(files: CommitFiles): PyTree {
  return {
    where: files.where,
    paths: files.allPaths(),
    python: files.kept(),
    gitlinks: files.gitlinks(),
    isDirectory: (dir) => files.isDirectory(dir),
    read: (file) => files.read(file),
    readObject: (oid) => files.readObject(oid),
  };
}
