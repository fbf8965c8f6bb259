/**
 * The one splitter for list inputs and list files. Items are trimmed and blank ones dropped;
 * what else separates or is skipped depends on what the list holds, in one table:
 *
 * | kind       | used by                                         | commas separate | `#` lines |
 * |------------|-------------------------------------------------|-----------------|-----------|
 * | `patterns` | impacted-targets-files, impacts-all-on           | no              | comments  |
 * | `names`    | the impacted-targets input, the workspaces input | yes             | kept      |
 * | `lines`    | files of target names (bazel-diff, Nx output)    | no              | kept      |
 *
 * Target names are never taken for comments: a Bazel label may hold `#` or `,`, and dropping a
 * name would under-report.
 */
export type ListKind = 'patterns' | 'names' | 'lines';

export function splitList(text: string, kind: ListKind): string[] {
  const items = text.split(kind === 'names' ? /[\r\n,]+/ : /\r?\n|\r/);
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (item === '') continue;
    if (kind === 'patterns' && item.startsWith('#')) continue;
    out.push(item);
  }
  return out;
}
