/** webpack's import of a chunk in the entries as ncc writes them. */
export const LOADER_IMPORT: string;
/** The same import, after the chunks' code cache is asked first. */
export const HOOKED_IMPORT: string;
/** The mappings with the segments of line `line` (0-based) past `column` moved right by `by`. */
export function shiftLine(mappings: string, line: number, column: number, by: number): string;
/** Hooks the entry `file`, and its source map when there is one. */
export function hookEntry(file: string): void;
