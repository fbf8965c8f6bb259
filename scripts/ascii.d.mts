/** The numbers of one source-map mapping segment (base64 VLQ). */
export function decodeSegment(segment: string): number[];
/** One mapping segment's numbers as base64 VLQ. */
export function encodeSegment(values: number[]): string;
/** The mappings with generated columns moved past the escapes of `lines` (the unescaped text). */
export function shiftMappings(mappings: string, lines: string[]): string;
/** Each bundle's entry (dist/index.js, dist/cli/index.js under `root`) and the chunks it loads first. */
export function startFiles(root: string): string[];
