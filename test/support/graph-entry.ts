/**
 * A Bazel graph cache entry taken apart and put together again, for tests that forge hostile
 * entries: the magic line, the JSON header, the raw sections (cache.ts has the format).
 */
import { gunzipSync, gzipSync } from 'node:zlib';

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

export interface OpenEntry {
  header: Record<string, unknown>;
  sections: Map<string, Buffer>;
}

/** Entry bytes from a header and sections (in ENTRY_SECTIONS' order), gzipped; lengths as given. */
export function entryBytes(header: object, sections: Buffer[] = []): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return gzipSync(Buffer.concat([Buffer.from(ENTRY_MAGIC), length, json, ...sections]));
}

/** A gzipped entry taken apart. */
export function openEntry(data: Buffer): OpenEntry {
  const bytes = gunzipSync(data);
  const end = ENTRY_MAGIC.length + 4 + bytes.readUInt32LE(ENTRY_MAGIC.length);
  const header = JSON.parse(bytes.toString('utf8', ENTRY_MAGIC.length + 4, end)) as Record<
    string,
    unknown
  >;
  const sections = new Map<string, Buffer>();
  let at = end;
  (header.sections as number[]).forEach((length, i) => {
    sections.set(ENTRY_SECTIONS[i]!, bytes.subarray(at, at + length));
    at += length;
  });
  return { header, sections };
}

/** An entry changed by `edit`, put together again with its sections' lengths updated. */
export function editEntry(data: Buffer, edit: (entry: OpenEntry) => void): Buffer {
  const entry = openEntry(data);
  edit(entry);
  entry.header.sections = [...entry.sections.values()].map((b) => b.length);
  return entryBytes(entry.header, [...entry.sections.values()]);
}
