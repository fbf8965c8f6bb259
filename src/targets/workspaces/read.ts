import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { parse as parseToml, TomlError } from 'smol-toml';
import { glob } from 'tinyglobby';
import { Inputs } from '../../constants.js';
import { InputError } from '../../errors.js';
import { errorMessage } from '../../format.js';
import { isDirectory, isFile } from '../../path-kind.js';
import { joinDir } from './model.js';

/** An input error of `workspaces` about one manifest, naming it and what to do. */
export function manifestError(file: string, problem: string): InputError {
  return new InputError(
    Inputs.Workspaces,
    `Input "${Inputs.Workspaces}": ${file} ${problem}. Fix the file, or set ${Inputs.Workspaces} to false (or leave this manager out of it).`,
  );
}

/**
 * The repository's files as the workspace readers see them: the tree of a commit (read through
 * git, see tree.ts), or the work tree when there is no git repository to read.
 */
export interface RepoFiles {
  /** Where the files come from, for messages: "at /path" or "in commit 0123abcd (why)". */
  readonly where: string;
  /** A file's text (a byte-order mark dropped), or undefined when it does not exist. */
  read(file: string): Promise<string | undefined>;
  /** Whether a regular file exists at `file`. */
  isFile(file: string): Promise<boolean>;
  /** Whether `dir` is a directory (synchronous: for checking many rule patterns). */
  isDirectory(dir: string): boolean;
  /**
   * Directories matching the member globs (`!` exclusions allowed) that hold `manifestName`;
   * repository-relative, sorted. node_modules is never searched.
   */
  members(patterns: string[], manifestName: string, exclude?: string[]): Promise<string[]>;
  /** Every regular file under `dir` (repository-relative, sorted): for reading build logic. */
  filesUnder(dir: string): Promise<string[]>;
  /**
   * Submodules that may hold packages and whose files cannot be read (not initialised by the
   * checkout): their paths, sorted.
   */
  unknownSubmodules(): string[];
  /** Whether `file` lies in one of the unknown submodules. */
  inUnknownSubmodule(file: string): boolean;
}

/** A BOM is allowed: npm and pnpm strip it (vite's own repository has one). */
export const stripBom = (text: string) => text.replace(/^\uFEFF/, '');

/** The work tree at `root`, read with the file system. */
export function workTreeFiles(root: string): RepoFiles {
  return {
    where: `at ${root}`,
    read: (file) => readOptional(root, file),
    isFile: async (file) => isFile(path.join(root, file)),
    isDirectory: (dir) => isDirectory(path.join(root, dir)),
    members: (patterns, manifestName, exclude) =>
      expandMembers(root, patterns, manifestName, exclude),
    filesUnder: async (dir) =>
      (await glob(['**'], { cwd: path.join(root, dir), ignore: ['**/.git/**'], dot: true }))
        .map((file) => joinDir(dir, file))
        .sort(),
    unknownSubmodules: () => [],
    inUnknownSubmodule: () => false,
  };
}

/**
 * The text of a repository file, or undefined when it does not exist. Read synchronously: for
 * a thousand small manifests that is about 4x faster than fs/promises (one system call each
 * instead of four trips through the thread pool), and nothing else runs meanwhile.
 */
export async function readOptional(root: string, file: string): Promise<string | undefined> {
  try {
    return stripBom(readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw manifestError(file, `cannot be read (${errorMessage(error)})`);
  }
}

export type Table = Record<string, unknown>;

export function isTable(value: unknown): value is Table {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Parse one manifest, naming the file and the place on failure. The top level must be a table. */
export function parseManifest(file: string, text: string, format: 'json' | 'yaml' | 'toml'): Table {
  let doc: unknown;
  try {
    if (format === 'json') doc = JSON.parse(text);
    else if (format === 'yaml') doc = parseYaml(text);
    else doc = parseToml(text);
  } catch (error) {
    const detail =
      error instanceof TomlError
        ? `${error.message.split('\n')[0]} (line ${error.line}, column ${error.column})`
        : errorMessage(error).split('\n')[0];
    throw manifestError(file, `is not valid ${format.toUpperCase()}: ${detail}`);
  }
  if (doc === null || doc === undefined) return {};
  if (!isTable(doc))
    throw manifestError(file, `must hold a ${format === 'json' ? 'JSON object' : 'table'}`);
  return doc;
}

/**
 * A manifest's table, or undefined when it does not parse: for comparing one section at two
 * commits, where an unreadable side must compare unequal (the caller then uses the raw text).
 */
export function parsedOr(
  file: string,
  text: string,
  format: 'json' | 'yaml' | 'toml',
): Table | undefined {
  try {
    return parseManifest(file, text, format);
  } catch {
    return undefined;
  }
}

/** A list of strings at `where` in a manifest; undefined when absent. */
export function stringArray(file: string, value: unknown, where: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw manifestError(file, `has ${where} that is not a list of strings`);
  }
  return value as string[];
}

/** Member globs split as the readers take them: includes, exclusions, and whether the root is one. */
export function memberPatterns(
  patterns: string[],
  exclude: string[] = [],
): { include: string[]; ignore: string[]; wantsRoot: boolean } {
  const include: string[] = [];
  const negated: string[] = [...exclude];
  let wantsRoot = false;
  for (const raw of patterns) {
    const negative = raw.startsWith('!');
    const pattern = joinDir(negative ? raw.slice(1) : raw);
    if (pattern === '') {
      if (!negative) wantsRoot = true;
      continue;
    }
    if (pattern === '..' || pattern.startsWith('../')) continue;
    (negative ? negated : include).push(pattern);
  }
  return { include, ignore: ['**/node_modules/**', '**/.git/**', ...negated], wantsRoot };
}

/**
 * Directories under `root` matching the member globs (`!` exclusions allowed) that hold
 * `manifestName`; repository-relative, sorted. node_modules is never searched.
 */
export async function expandMembers(
  root: string,
  patterns: string[],
  manifestName: string,
  exclude: string[] = [],
): Promise<string[]> {
  const { include, ignore, wantsRoot } = memberPatterns(patterns, exclude);
  const dirs =
    include.length === 0
      ? []
      : await glob(include, {
          cwd: root,
          onlyDirectories: true,
          expandDirectories: false,
          ignore,
        });
  const found = new Set<string>();
  for (const dir of dirs) {
    const rel = joinDir(dir);
    if (isFile(path.join(root, rel, manifestName))) found.add(rel);
  }
  if (wantsRoot) found.add('');
  return [...found].sort();
}
