/**
 * `impacted-targets-files` patterns expanded as @actions/glob expands them: the engine's own
 * expansion (the command-line tool uses it; the action's door gives @actions/glob itself).
 * minimatch with @actions/glob's options matches, over a walk of the tree from the pattern's
 * fixed prefix: dot files match `*`, no `{a,b}` braces and no extglobs, case matters, a pattern
 * naming a directory means every file below it, links are followed, only files are returned.
 * (tinyglobby and picomatch were tried: they skip names with a line break, and take `x[1]`
 * literally as well as a class.) test/glob-files.test.ts compares the two on the same tree.
 */
import * as path from 'node:path';
import { Minimatch } from 'minimatch';
import { readdir, realpath, stat } from 'node:fs/promises';

/**
 * Files (absolute paths) that `include` matches and no pattern of `excludes` does; every
 * pattern absolute.
 */
export type GlobFiles = (include: string, excludes: readonly string[]) => Promise<string[]>;

/** The part of an absolute pattern before its first glob character: where to start walking. */
function rootOf(pattern: string): string {
  const parts = pattern.split('/');
  const fixed: string[] = [];
  for (const part of parts) {
    if (/[*?[\]]/.test(part)) break;
    fixed.push(part);
  }
  return fixed.join('/') || '/';
}

/** @actions/glob's own minimatch options. */
const SYNTAX = {
  dot: true,
  nobrace: true,
  nocase: false,
  nocomment: true,
  noext: true,
  nonegate: true,
} as const;

/**
 * Whether a pattern matches the file or a directory above it (@actions/glob's implicit
 * descendants: a matched directory brings every file below it, whatever their names hold).
 */
const matcher = (patterns: readonly string[]) => {
  const compiled = patterns.map((p) => new Minimatch(p.replace(/\/+$/, ''), SYNTAX));
  return (file: string) => {
    for (let at = file; at !== path.dirname(at); at = path.dirname(at)) {
      if (compiled.some((m) => m.match(at))) return true;
    }
    return false;
  };
};

/**
 * Every file at or below `dir` in the directories `descend` allows, links followed; a link back
 * to a directory above is not entered again (a cycle), as @actions/glob does.
 */
async function walk(
  dir: string,
  descend: (dir: string) => boolean,
  above: ReadonlySet<string>,
  out: string[],
): Promise<void> {
  const real = await realpath(dir).catch(() => undefined);
  if (real === undefined || above.has(real)) return;
  const ancestors = new Set(above).add(real);
  const entries = await readdir(dir).catch(() => [] as string[]);
  for (const name of entries) {
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => undefined);
    if (info?.isDirectory()) {
      if (descend(full)) await walk(full, descend, ancestors, out);
    } else if (info?.isFile()) out.push(full);
  }
}

export const globFiles: GlobFiles = async (include, excludes) => {
  const root = rootOf(path.dirname(include));
  const included = matcher([include]);
  const excluded = matcher(excludes);
  // A directory is entered when the pattern may match below it, or matched it (descendants).
  const partial = new Minimatch(include.replace(/\/+$/, ''), SYNTAX);
  const descend = (dir: string) => partial.match(dir, true) || included(dir);
  const found: string[] = [];
  const start = await stat(root).catch(() => undefined);
  if (start?.isFile()) found.push(root);
  else if (start?.isDirectory()) await walk(root, descend, new Set(), found);
  const files = found.filter((file) => included(file) && !excluded(file));
  return [...new Set(files)].sort();
};
