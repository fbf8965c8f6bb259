/**
 * Central package management narrowed where it is certain: a file whose only change is to
 * `<PackageVersion>` entries changes the versions of those packages and nothing else.
 */
import { parseXml, type XmlElement } from '../xml.js';

/** An element in a stable form: name, attributes in order, trimmed text, children. */
function form(element: XmlElement, skip: (e: XmlElement) => boolean): string {
  const attributes = Object.entries(element.attributes)
    .map(([k, v]) => `${k.toLowerCase()}=${JSON.stringify(v)}`)
    .sort()
    .join(' ');
  const inner = element.children
    .filter((c) => !skip(c))
    .map((c) => form(c, skip))
    .join('');
  // Text as written (MSBuild may keep its spaces); only the whitespace between elements goes.
  const text = element.text.trim() === '' ? '' : element.text;
  return `<${element.name.toLowerCase()} ${attributes}>${JSON.stringify(text)}${inner}</>`;
}

const isEntry = (e: XmlElement) => e.name.toLowerCase() === 'packageversion';

/**
 * A file's PackageVersion entries by package, lower-case (each with the conditions around it),
 * the packages' names as written, and the rest of the file.
 */
function split(root: XmlElement) {
  const entries = new Map<string, string[]>();
  const names = new Map<string, string>();
  const visit = (element: XmlElement, around: string) => {
    for (const c of element.children) {
      if (isEntry(c)) {
        const name = (c.attributes.Include ?? c.attributes.Update ?? '').trim();
        const id = name.toLowerCase();
        names.set(id, name);
        const list = entries.get(id) ?? [];
        list.push(`${around}${form(c, () => false)}`);
        entries.set(id, list);
      } else {
        visit(c, `${around}${c.name}[${c.attributes.Condition ?? ''}]/`);
      }
    }
  };
  visit(root, '');
  return { entries, names, rest: form(root, isEntry) };
}

/**
 * The packages whose entries differ between two texts of a file (lower-case id -> the name as
 * written), when nothing but PackageVersion entries changed; undefined for any other change (or a
 * side that is missing or does not parse).
 */
export function changedPackageVersions(
  before: string | undefined,
  after: string | undefined,
): Map<string, string> | undefined {
  if (before === undefined || after === undefined) return undefined;
  let old: ReturnType<typeof split>;
  let now: ReturnType<typeof split>;
  try {
    old = split(parseXml(before));
    now = split(parseXml(after));
  } catch {
    return undefined;
  }
  if (old.rest !== now.rest) return undefined;
  const ids = new Map<string, string>();
  for (const id of new Set([...old.entries.keys(), ...now.entries.keys()])) {
    const a = (old.entries.get(id) ?? []).sort().join('\n');
    const b = (now.entries.get(id) ?? []).sort().join('\n');
    if (a !== b) ids.set(id, now.names.get(id) ?? old.names.get(id) ?? id);
  }
  // An entry whose package is a property's value may be any package.
  if ([...ids.keys()].some((id) => /[$@%]/.test(id))) return undefined;
  return ids;
}
