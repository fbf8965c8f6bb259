import type { Found, FoundPackage } from './model.js';
import { joinDir } from './model.js';
import { manifestError, type RepoFiles } from './read.js';

/**
 * The directives of a go.mod or go.work file: `verb arg...` lines and `verb ( ... )` blocks, with
 * `//` comments dropped. The format is small and Go's own; no maintained JavaScript parser
 * exists, so this reads only what the workspace graph needs.
 */
export function goDirectives(file: string, text: string): { verb: string; args: string[] }[] {
  const out: { verb: string; args: string[] }[] = [];
  let block: string | undefined;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.replace(/\/\/.*$/, '').trim();
    if (line === '') continue;
    if (block !== undefined) {
      if (line === ')') block = undefined;
      else out.push({ verb: block, args: words(line) });
      continue;
    }
    const parts = words(line);
    const verb = parts[0]!;
    if (parts[1] === '(' && parts.length === 2) {
      block = verb;
      continue;
    }
    if (!/^[a-z]+$/.test(verb))
      throw manifestError(file, `has an unreadable line ${n + 1}: ${JSON.stringify(lines[n])}`);
    out.push({ verb, args: parts.slice(1) });
  }
  if (block !== undefined)
    throw manifestError(file, `has a "${block} (" block that is never closed`);
  return out;
}

/** Whitespace-separated words, with Go's "quoted" and `raw` strings unquoted. */
function words(line: string): string[] {
  return (line.match(/"(?:[^"\\]|\\.)*"|`[^`]*`|\S+/g) ?? []).map((w) =>
    w.startsWith('"') ? (JSON.parse(w) as string) : w.startsWith('`') ? w.slice(1, -1) : w,
  );
}

async function readModule(files: RepoFiles, dir: string): Promise<FoundPackage | undefined> {
  const manifest = joinDir(dir, 'go.mod');
  const text = await files.read(manifest);
  if (text === undefined) {
    // In a submodule the checkout did not initialise: unknown, and said so (see discover.ts).
    if (files.inUnknownSubmodule(manifest)) return undefined;
    throw manifestError('go.work', `uses ${JSON.stringify(dir || '.')}, which has no go.mod`);
  }
  const directives = goDirectives(manifest, text);
  const name = directives.find((d) => d.verb === 'module')?.args[0];
  if (!name) throw manifestError(manifest, 'has no module directive');
  const requires = directives
    .filter((d) => d.verb === 'require' && d.args[0])
    .map((d) => d.args[0]!);
  return {
    name,
    dir,
    manifest,
    manager: 'go',
    // go.mod lists every module in the build (indirect ones too, since Go 1.17).
    dependencies: requires.map((path) => ({ name: path })),
    declares: requires,
  };
}

/** go.work `use` directives: each directory's go.mod module is a package. */
export async function readGoWorkspace(files: RepoFiles): Promise<Found | undefined> {
  const text = await files.read('go.work');
  if (text === undefined) return undefined;
  const dirs = goDirectives('go.work', text)
    .filter((d) => d.verb === 'use')
    .map((d) => {
      if (d.args.length !== 1)
        throw manifestError(
          'go.work',
          `has a use directive without one path: "use ${d.args.join(' ')}"`,
        );
      return joinDir(d.args[0]!);
    });
  const packages = await Promise.all(
    [...new Set(dirs)].filter((dir) => !dir.startsWith('..')).map((dir) => readModule(files, dir)),
  );
  return {
    manager: 'go',
    packages: packages.filter((pkg) => pkg !== undefined),
    manifests: [{ file: 'go.work', manager: 'go', what: 'go.work changed' }],
    lockfiles: ['go.work.sum'],
    rootDeclares: [],
  };
}
