/**
 * The repository's own Nx, as its install left it in the work tree: where its CLI is, whether
 * it takes the changed files on standard input, and whether it can follow imports. Read from the
 * file system only; nothing is installed.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { isObject as isTable, parseJsonc } from '../../jsonc.js';

export interface NxInstall {
  /** node_modules/nx's version. */
  version: string;
  /** Nx's CLI script, absolute. */
  script: string;
  /** The script as the log shows it: relative to the repository. */
  shown: string;
  /** `show projects --affected --stdin` exists (nrwl/nx#34435, early 2026); else `--files`. */
  stdin: boolean;
}

/** Why Nx is missing: the sentence the warning and the ALL reason use. */
export const NO_NX =
  'Nx is not installed in the work tree (no node_modules/nx), and it is never installed for you: ' +
  'run the repository install (npm ci, pnpm install --frozen-lockfile or yarn install --immutable) first';

/** The repository's Nx, or undefined when node_modules/nx is missing. */
export function findNx(repository: string): NxInstall | undefined {
  const dir = path.join(repository, 'node_modules', 'nx');
  let manifest: Record<string, unknown>;
  try {
    const doc: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (!isTable(doc)) return undefined;
    manifest = doc;
  } catch {
    return undefined;
  }
  const version = typeof manifest.version === 'string' ? manifest.version : '';
  const bin = manifest.bin;
  const relative =
    typeof bin === 'string'
      ? bin
      : isTable(bin) && typeof bin.nx === 'string'
        ? bin.nx
        : 'bin/nx.js';
  const script = path.join(dir, relative);
  if (!existsSync(script)) return undefined;
  return {
    version,
    script,
    shown: path.relative(repository, script).split(path.sep).join('/'),
    stdin: takesStdin(dir, version),
  };
}

/**
 * Whether this Nx reads the changed files from standard input. Told by its own option
 * definitions where they are (an Nx that does not know `--stdin` might ignore it and diff
 * against its default base instead: never tried blind); else by the version (23 has it).
 */
function takesStdin(dir: string, version: string): boolean {
  const options = path.join(dir, 'dist', 'src', 'command-line', 'yargs-utils', 'shared-options.js');
  const legacy = path.join(dir, 'src', 'command-line', 'yargs-utils', 'shared-options.js');
  for (const file of [options, legacy]) {
    try {
      return /option\(\s*['"]stdin['"]/.test(readFileSync(file, 'utf8'));
    } catch {
      // Not at this place in this version.
    }
  }
  const major = Number(/^(\d+)\./.exec(version)?.[1] ?? 0);
  return major >= 23;
}

/** Nx packages whose presence in the root package.json turns import analysis on (Nx's own list). */
const IMPORT_ANALYSING = [
  '@nx/workspace',
  '@nx/js',
  '@nx/node',
  '@nx/next',
  '@nx/react',
  '@nx/angular',
  '@nx/web',
];

/**
 * Why Nx would drop every import edge without saying so, or undefined: its TypeScript analysis
 * is configured (`pluginsConfig["@nx/js"]`, an `@nx/js` plugin, or a root dependency on an Nx
 * package that turns it on), and `typescript` cannot be resolved from Nx's own real path, where
 * Nx looks for it (it then skips the analysis, exit 0, nothing on stderr).
 */
export function missingTypeScript(repository: string): string | undefined {
  const read = (file: string): Record<string, unknown> => {
    try {
      const doc = parseJsonc(readFileSync(path.join(repository, file), 'utf8'));
      return isTable(doc) ? doc : {};
    } catch {
      return {};
    }
  };
  const nxJson = read('nx.json');
  const pkg = read('package.json');
  const pluginsConfig = isTable(nxJson.pluginsConfig) ? nxJson.pluginsConfig['@nx/js'] : undefined;
  const plugins = Array.isArray(nxJson.plugins) ? nxJson.plugins : [];
  const pluginNames = plugins.map((p) =>
    typeof p === 'string' ? p : isTable(p) && typeof p.plugin === 'string' ? p.plugin : '',
  );
  const deps = {
    ...(isTable(pkg.dependencies) ? pkg.dependencies : {}),
    ...(isTable(pkg.devDependencies) ? pkg.devDependencies : {}),
  };
  let why: string | undefined;
  if (isTable(pluginsConfig)) {
    if (pluginsConfig.analyzeSourceFiles === false) return undefined;
    why = 'nx.json sets pluginsConfig["@nx/js"]';
  } else if (pluginNames.some((name) => name === '@nx/js' || name.startsWith('@nx/js/'))) {
    why = 'nx.json lists an @nx/js plugin';
  } else {
    const dep = IMPORT_ANALYSING.find((name) => name in deps);
    if (dep !== undefined) why = `the root package.json depends on ${dep}`;
  }
  if (why === undefined) return undefined;
  let from: string;
  try {
    from = realpathSync(path.join(repository, 'node_modules', 'nx', 'package.json'));
  } catch {
    return undefined; // No Nx: said elsewhere.
  }
  try {
    createRequire(from).resolve('typescript');
    return undefined;
  } catch {
    return (
      `${why}, so Nx follows TypeScript imports, but typescript cannot be loaded from its install ` +
      '(node_modules/typescript is missing): Nx would leave out every import edge and say nothing. ' +
      'Install the repository with its dev dependencies (npm ci, without --omit=dev) first'
    );
  }
}
