/**
 * A graph cache entry (Bazel's graph; the Python reader's imports, PYTHON_ENTRY) taken apart and
 * put together again, for tests that forge hostile entries: the magic line, the JSON header, the
 * raw sections (each reader's cache.ts has its format).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { MAGIC, SECTIONS } from '../../src/targets/graphs/python/cache.js';

export const ENTRY_MAGIC = 'mq-bazel-graph\n';

/** The sections' names, in their order (cache.ts SECTIONS). */
export const ENTRY_SECTIONS = [
  'labels',
  'kinds',
  'ruleClass',
  'inputStart',
  'inputs',
  'generatingRule',
  'packages',
  'paths',
  'inputFiles',
  'inputOids',
];

/** The Python reader's entries. */
export const PYTHON_ENTRY: Layout = { magic: MAGIC, sections: SECTIONS };

/** An entry's magic line and its sections' names; Bazel's by default. */
export interface Layout {
  magic: string;
  sections: readonly string[];
}
const BAZEL: Layout = { magic: ENTRY_MAGIC, sections: ENTRY_SECTIONS };

export interface OpenEntry {
  header: Record<string, unknown>;
  sections: Map<string, Buffer>;
}

/** Entry bytes from a header and sections (in ENTRY_SECTIONS' order), gzipped; lengths as given. */
export function entryBytes(header: object, sections: Buffer[] = [], layout = BAZEL): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return gzipSync(Buffer.concat([Buffer.from(layout.magic), length, json, ...sections]));
}

/** A gzipped entry taken apart. */
export function openEntry(data: Buffer, layout = BAZEL): OpenEntry {
  const bytes = gunzipSync(data);
  const magic = layout.magic.length;
  const end = magic + 4 + bytes.readUInt32LE(magic);
  const header = JSON.parse(bytes.toString('utf8', magic + 4, end)) as Record<string, unknown>;
  const sections = new Map<string, Buffer>();
  let at = end;
  (header.sections as number[]).forEach((length, i) => {
    sections.set(layout.sections[i]!, bytes.subarray(at, at + length));
    at += length;
  });
  return { header, sections };
}

/** An entry changed by `edit`, put together again with its sections' lengths updated. */
export function editEntry(data: Buffer, edit: (entry: OpenEntry) => void, layout = BAZEL): Buffer {
  const entry = openEntry(data, layout);
  edit(entry);
  entry.header.sections = [...entry.sections.values()].map((b) => b.length);
  return entryBytes(entry.header, [...entry.sections.values()], layout);
}
