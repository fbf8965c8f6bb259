/**
 * What changed in a version catalog (`gradle/libs.versions.toml`) between two commits, as the
 * accessors build files use: a changed `[versions]` entry changes the libraries and plugins whose
 * `version.ref` names it, a changed library the bundles that list it.
 */
import { isDeepStrictEqual } from 'node:util';
import { parse as parseToml } from 'smol-toml';
import { isTable, type Table } from '../../workspaces/read.js';

const SECTIONS = ['versions', 'libraries', 'bundles', 'plugins'] as const;
type Section = (typeof SECTIONS)[number];

/** The accessors a catalog change touches, or why this reader cannot say (ALL). */
export type CatalogChange = { accessors: string[]; aliases: string[] } | { all: string };

/** The accessor of an alias: `-`, `_` and `.` all as `.` (`spring-boot3-aop` -> `spring.boot3.aop`). */
export const aliasAccessor = (alias: string) => alias.replace(/[-_.]/g, '.');

const PREFIX: Record<Section, string> = {
  versions: 'versions.',
  libraries: '',
  bundles: 'bundles.',
  plugins: 'plugins.',
};

function parse(file: string, text: string | undefined): Table | string {
  if (text === undefined) return {};
  try {
    return parseToml(text);
  } catch (error) {
    return `${file} is not valid TOML (${String((error as Error).message).split('\n')[0]})`;
  }
}

/** The `version.ref` an entry names (`version.ref = "x"` or `version = { ref = "x" }`). */
function versionRef(entry: unknown): string | undefined {
  if (!isTable(entry)) return undefined;
  const version = entry['version'];
  if (isTable(version) && typeof version['ref'] === 'string') return version['ref'];
  return undefined;
}

/** Compare a catalog at two commits; `name` is its accessor root (`libs`). */
export function catalogChange(
  file: string,
  name: string,
  before: string | undefined,
  after: string | undefined,
): CatalogChange {
  const a = parse(file, before);
  const b = parse(file, after);
  if (typeof a === 'string') return { all: `${a} at the first parent.` };
  if (typeof b === 'string') return { all: `${b}.` };
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if ((SECTIONS as readonly string[]).includes(key)) continue;
    if (!isDeepStrictEqual(a[key], b[key])) {
      return {
        all: `${file} changed its [${key}] section, which this reader does not map to build files.`,
      };
    }
  }
  const section = (doc: Table, s: Section): Table => (isTable(doc[s]) ? doc[s] : {});
  const changed = new Map<Section, Set<string>>(SECTIONS.map((s) => [s, new Set<string>()]));
  for (const s of SECTIONS) {
    const x = section(a, s);
    const y = section(b, s);
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      if (!isDeepStrictEqual(x[key], y[key])) changed.get(s)!.add(key);
    }
  }
  for (const version of changed.get('versions')!) {
    for (const s of ['libraries', 'plugins'] as const) {
      for (const doc of [a, b]) {
        for (const [alias, entry] of Object.entries(section(doc, s))) {
          if (versionRef(entry) === version) changed.get(s)!.add(alias);
        }
      }
    }
  }
  for (const doc of [a, b]) {
    for (const [bundle, list] of Object.entries(section(doc, 'bundles'))) {
      if (Array.isArray(list) && list.some((lib) => changed.get('libraries')!.has(String(lib)))) {
        changed.get('bundles')!.add(bundle);
      }
    }
  }
  const accessors: string[] = [];
  const aliases: string[] = [];
  for (const s of SECTIONS) {
    for (const alias of changed.get(s)!) {
      accessors.push(`${name}.${PREFIX[s]}${aliasAccessor(alias)}`);
      aliases.push(alias);
    }
  }
  return { accessors: accessors.sort(), aliases: aliases.sort() };
}

/** Whether a use (`libs.spring.boot3.aop.get`) is of a changed accessor (or `*`, any). */
export function usesChanged(use: string, accessors: readonly string[]): string | undefined {
  if (use === '*') return accessors[0];
  return accessors.find((c) => use === c || use.startsWith(`${c}.`));
}
