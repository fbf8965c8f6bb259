import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { parse as parseToml, TomlError } from 'smol-toml';
import { glob } from 'tinyglobby';
import { Inputs } from '../../constants.js';
import { InputError } from '../../errors.js';
import { errorMessage } from '../../format.js';
import { joinDir } from './model.js';

/** An input error of `workspaces` about one manifest, naming it and what to do. */
export function manifestError(file: string, problem: string): InputError {
  return new InputError(
    Inputs.Workspaces,
    `Input "${Inputs.Workspaces}": ${file} ${problem}. Fix the file, or set ${Inputs.Workspaces} to false (or leave this manager out of it).`,
  );
}

/**
 * The text of a repository file, or undefined when it does not exist. Read synchronously: for
 * a thousand small manifests that is about 4x faster than fs/promises (one system call each
 * instead of four trips through the thread pool), and nothing else runs meanwhile.
 */
export async function readOptional(root: string, file: string): Promise<string | undefined> {
  try {
    // A byte-order mark is allowed: npm and pnpm strip it (vite's own repository has one).
    return readFileSync(path.join(root, file), 'utf8').replace(/^\uFEFF/, '');
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
  const dirs =
    include.length === 0
      ? []
      : await glob(include, {
          cwd: root,
          onlyDirectories: true,
          expandDirectories: false,
          ignore: ['**/node_modules/**', '**/.git/**', ...negated],
        });
  const found = new Set<string>();
  for (const dir of dirs) {
    const rel = joinDir(dir);
    if (isFile(path.join(root, rel, manifestName))) found.add(rel);
  }
  if (wantsRoot) found.add('');
  return [...found].sort();
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
