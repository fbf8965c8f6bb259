/**
 * Turborepo's rules, read from turbo.json at the commit (never run): what makes every task
 * change (turbo.json itself, `globalDependencies`), and the root files a task takes through an
 * input outside its package (`$TURBO_ROOT$/...`), which turbo's own package-level answer misses.
 * The packages and their dependencies are the npm, yarn or pnpm workspace's.
 */
import picomatch from 'picomatch';
import { parseJsonc } from '../jsonc.js';
import { joinDir, type TurboConfig } from './model.js';
import { isTable, manifestError, type RepoFiles } from './read.js';

/** The names turbo reads its configuration from (turbo.jsonc since 2.4). */
export const TURBO_FILES = ['turbo.json', 'turbo.jsonc'] as const;

function readConfig(file: string, text: string): Record<string, unknown> {
  let doc: unknown;
  try {
    doc = parseJsonc(text);
  } catch (error) {
    throw manifestError(
      file,
      `is not valid JSON (comments and trailing commas allowed): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isTable(doc)) throw manifestError(file, 'must hold a JSON object');
  return doc;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A task input that reaches outside the package, as a repository-relative glob; undefined for
 * one inside it (the package's own files: its ownership already counts them) or a negation.
 */
function outsideInput(input: string, packageDir: string | undefined): string | undefined {
  if (input.startsWith('!') || input === '$TURBO_DEFAULT$') return undefined;
  if (input.startsWith('$TURBO_ROOT$')) {
    const rest = input.slice('$TURBO_ROOT$'.length).replace(/^\/+/, '');
    return rest === '' ? '**' : rest;
  }
  // `../shared/**` from a package: the part left after climbing out of it.
  if (packageDir !== undefined && input.startsWith('../')) {
    const joined = joinDir(packageDir, input);
    if (joined === '..' || joined.startsWith('../')) return undefined;
    if (joined !== packageDir && !joined.startsWith(`${packageDir}/`)) return joined;
  }
  return undefined;
}

/** The tasks of one turbo.json's `tasks` (or turbo 1's `pipeline`). */
function tasksOf(doc: Record<string, unknown>): [string, Record<string, unknown>][] {
  const tasks = isTable(doc.tasks) ? doc.tasks : isTable(doc.pipeline) ? doc.pipeline : {};
  return Object.entries(tasks).filter((e): e is [string, Record<string, unknown>] => isTable(e[1]));
}

/**
 * Read the root turbo.json (or turbo.jsonc) and the packages' own; undefined when the root has
 * neither. `packages` are the workspace's JS packages (name and directory).
 */
export async function readTurbo(
  files: RepoFiles,
  packages: { name: string; dir: string }[],
): Promise<TurboConfig | undefined> {
  const find = async (dir: string) => {
    for (const name of TURBO_FILES) {
      const file = joinDir(dir, name);
      const text = await files.read(file);
      if (text !== undefined) return { file, text };
    }
    return undefined;
  };
  const root = await find('');
  if (!root) return undefined;
  const doc = readConfig(root.file, root.text);
  const config: TurboConfig = {
    files: [root.file],
    globalDependencies: strings(doc.globalDependencies)
      .filter((p) => !p.startsWith('!'))
      .map((p) => (p.startsWith('$TURBO_ROOT$') ? p.slice('$TURBO_ROOT$'.length) : p))
      .map((p) => joinDir(p)),
    rootInputs: [],
  };
  const byName = new Map(packages.map((p) => [p.name, p.dir]));
  for (const [key, task] of tasksOf(doc)) {
    const hash = key.indexOf('#');
    const owner = hash > 0 ? key.slice(0, hash) : undefined;
    const name = hash >= 0 ? key.slice(hash + 1) : key;
    // `//#task` is the root's, `pkg#task` one package's; a plain task is every package's.
    const dir = key.startsWith('//#') ? '' : owner === undefined ? undefined : byName.get(owner);
    if (owner !== undefined && dir === undefined) continue; // No such package.
    for (const input of strings(task.inputs)) {
      if (dir === undefined) {
        // A plain task's `../` input depends on each package's place: resolved per package.
        if (input.startsWith('../')) {
          for (const pkg of packages) {
            const pattern = outsideInput(input, pkg.dir);
            if (pattern !== undefined) {
              config.rootInputs.push({
                task: name,
                pattern,
                written: input,
                file: root.file,
                only: pkg.name,
              });
            }
          }
          continue;
        }
        const pattern = outsideInput(input, undefined);
        if (pattern !== undefined) {
          config.rootInputs.push({ task: name, pattern, written: input, file: root.file });
        }
        continue;
      }
      if (dir === '') continue; // The root is no package, so not a target.
      const pattern = outsideInput(input, dir);
      if (pattern !== undefined) {
        config.rootInputs.push({
          task: name,
          pattern,
          written: input,
          file: root.file,
          only: owner!,
        });
      }
    }
  }
  // Packages' own turbo.json (`"extends": ["//"]`): their tasks are theirs alone.
  const own = await Promise.all(
    packages.filter((p) => p.dir !== '').map(async (p) => ({ p, found: await find(p.dir) })),
  );
  for (const { p, found } of own) {
    if (!found) continue;
    config.files.push(found.file);
    const pkgDoc = readConfig(found.file, found.text);
    for (const [key, task] of tasksOf(pkgDoc)) {
      const name = key.includes('#') ? key.slice(key.indexOf('#') + 1) : key;
      for (const input of strings(task.inputs)) {
        const pattern = outsideInput(input, p.dir);
        if (pattern !== undefined) {
          config.rootInputs.push({
            task: name,
            pattern,
            written: input,
            file: found.file,
            only: p.name,
          });
        }
      }
    }
  }
  return config;
}

/** Why a package is impacted through turbo.json: a root file one of its tasks takes. */
export interface TurboReason {
  kind: 'turbo';
  file: string;
  task: string;
  input: string;
  config: string;
}

/**
 * What turbo.json makes of the changed files: ALL (turbo.json itself, a global dependency), or
 * the packages whose task takes a changed root file (only packages with a script of that name
 * run the task), and which files that accounts for.
 */
export function turboImpact(
  config: TurboConfig,
  packages: { name: string; dir: string; scripts: ReadonlySet<string> }[],
  changed: string[],
): { all: string } | { direct: Map<string, TurboReason>; accounted: Set<string> } {
  for (const file of changed) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    if ((TURBO_FILES as readonly string[]).includes(name)) {
      return {
        all: `${file} changed: Turborepo's configuration (turbo.json) shapes every task's hash`,
      };
    }
  }
  const options = { dot: true };
  for (const pattern of config.globalDependencies) {
    const match = picomatch(pattern, options);
    const hit = changed.find((file) => match(file));
    if (hit !== undefined) {
      return {
        all: `${hit} matches ${JSON.stringify(pattern)} in globalDependencies of ${config.files[0]}: every task's hash takes it`,
      };
    }
  }
  const direct = new Map<string, TurboReason>();
  const accounted = new Set<string>();
  for (const input of config.rootInputs) {
    const match = picomatch(input.pattern, options);
    const hits = changed.filter((file) => match(file));
    if (hits.length === 0) continue;
    for (const pkg of packages) {
      if (input.only !== undefined && pkg.name !== input.only) continue;
      if (!pkg.scripts.has(input.task)) continue;
      for (const file of hits) accounted.add(file);
      if (!direct.has(pkg.name)) {
        direct.set(pkg.name, {
          kind: 'turbo',
          file: hits[0]!,
          task: input.task,
          input: input.written,
          config: input.file,
        });
      }
    }
  }
  return { direct, accounted };
}
