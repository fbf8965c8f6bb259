/** Bazel labels: the main repository's canonical form, a label's package and repository. */

/** `@@//pkg:x` and `@//pkg:x` (the main repository) as `//pkg:x`; others as given. */
export function canonicalLabel(label: string): string {
  if (label.startsWith('@@//')) return label.slice(2);
  if (label.startsWith('@//')) return label.slice(1);
  return label;
}

/** The package of a main-repository label (`//a/b:c` -> `a/b`); undefined for other repositories. */
export function packageOf(label: string): string | undefined {
  if (!label.startsWith('//')) return undefined;
  const colon = label.indexOf(':');
  return colon === -1 ? label.slice(2) : label.slice(2, colon);
}

/** The repository name of an external label (`@foo//x:y` and `@@foo//x:y` -> `foo`). */
export function repositoryOf(label: string): string | undefined {
  const match = /^@@?([^/]+)\/\//.exec(label);
  return match ? match[1] : undefined;
}

/** The files at a Bazel workspace's root that say it is one (for `auto`). */
export const BAZEL_MARKERS = ['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel'];

/** Rule classes that toolchain resolution picks, which no query edge leads to. */
export const TOOLCHAIN_CLASSES = new Set([
  'toolchain',
  'toolchain_type',
  'platform',
  'constraint_setting',
  'constraint_value',
]);
