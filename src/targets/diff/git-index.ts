/**
 * A commit's tree read from the repository's index (`.git/index`) instead of `git ls-tree -r`,
 * when the index is that tree exactly: its cache tree (the TREE extension, which git keeps for
 * `git commit` to write trees without hashing the index again) is valid at the root and names
 * the commit's tree, every entry at stage 0. git keeps that record true: any change to the index
 * marks the root invalid until a tree is written from it again. actions/checkout's checkout
 * leaves it valid (git checkout repairs the cache tree after it).
 *
 * Why: on a small virtual machine a second git process beside the diff cost the run about 10 ms
 * (two processes starting at once on two cores, beside Node), more than reading the file.
 *
 * Anything this reader does not know for sure makes it answer undefined, and the caller lists
 * the tree with git: another index version, a split index (`link`), a sparse index (`sdir`, or a
 * directory entry), an entry at another stage or added with intent-to-add, a cache tree that is
 * missing, invalid at the root, of another tree or of another number of entries, a repository
 * whose index another variable names, a file that ends too soon.
 *
 * The index format: git's Documentation/gitformat-index.txt.
 */
import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import * as path from 'node:path';
import { gitDirOf } from './git-dir.js';

/** A tree as the index holds it: the paths (in git's order) as offsets into one text. */
export interface IndexTree {
  text: string;
  starts: number[];
  ends: number[];
  /** The submodules' paths (mode 160000). */
  gitlinks: string[];
}

/** The mode bits of an entry's kind: a file, a symlink, a submodule, a sparse directory. */
const KIND = 0o170000;
const GITLINK = 0o160000;
const FILE = 0o100000;
const SYMLINK = 0o120000;

/** Flags of an entry: its stage, an extended flags field (version 3 on), the name's length. */
const STAGE = 0x3000;
const EXTENDED = 0x4000;
const NAME_LENGTH = 0x0fff;
/** Extended flag: added with intent-to-add (an entry the tree lacks). */
const INTENT_TO_ADD = 0x2000;

/** Whether `tree` is the id of an object (hex of SHA-1 or SHA-256). */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The tree `tree` (its object id, hex) as the index of the repository at `top` holds it, or
 * undefined when the index is not exactly that tree or cannot be read here for sure.
 */
export function readIndexTree(
  top: string,
  tree: string,
  env: NodeJS.ProcessEnv = process.env,
): IndexTree | undefined {
  if (!OBJECT_ID.test(tree)) return undefined;
  const gitDir = gitDirOf(top, env);
  return gitDir === undefined ? undefined : readIndexFile(path.join(gitDir, 'index'), tree);
}

/**
 * How many entries the index of the repository at `top` holds, from its header (12 bytes), or
 * undefined when it cannot be read as an index. A size only: whether the index is some commit's
 * tree is readIndexTree's to say.
 */
export function indexEntryCount(
  top: string,
  env: NodeJS.ProcessEnv = process.env,
): number | undefined {
  const gitDir = gitDirOf(top, env);
  if (gitDir === undefined) return undefined;
  let fd: number;
  try {
    fd = openSync(path.join(gitDir, 'index'), 'r');
  } catch {
    return undefined;
  }
  try {
    const header = Buffer.alloc(12);
    if (readSync(fd, header, 0, 12, 0) !== 12 || header.toString('latin1', 0, 4) !== 'DIRC')
      return undefined;
    return header.readUInt32BE(8);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Bytes of the index read at a time (versions 2 and 3). */
const CHUNK = 1 << 16;

/** Room for any entry whose name is under 4,095 bytes: its fields, flags, name and padding. */
const ENTRY_ROOM = 40 + 32 + 4 + NAME_LENGTH + 8;

/**
 * The index file `file` when it is exactly the tree `tree`; undefined otherwise. Versions 2 and
 * 3 are read `chunk` bytes at a time into one buffer over which the names are moved down as they
 * are read, so that the memory touched is the names and a chunk, not the whole file (on a small
 * virtual machine each fresh megabyte costs about 4 ms; a 20,000-file index is 1.9 MB, its names
 * 0.6). Version 4 is read whole.
 */
export function readIndexFile(file: string, tree: string, chunk = CHUNK): IndexTree | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    // Allocated, not filled: only the pages written are touched.
    const index = Buffer.allocUnsafeSlow(size);
    let filled = 0;
    const read = (at: number, want: number): number => {
      let got = 0;
      while (got < want) {
        const n = readSync(fd, index, at + got, want - got, filled + got);
        if (n === 0) break;
        got += n;
      }
      filled += got;
      return got;
    };
    // The header and at least one entry whole in the first read.
    const first = read(0, Math.min(Math.max(chunk, ENTRY_ROOM), size));
    const whole = first >= 8 && index.readUInt32BE(4) === 4;
    const end = whole ? first + read(first, size - first) : first;
    // Version 4 is all read: nothing more to read.
    const more: ReadMore | undefined = whole
      ? undefined
      : (dataEnd, oneChunk) =>
          // The unread part of the file goes after the bytes kept: a chunk, or all that is left.
          dataEnd + read(dataEnd, Math.min(size - filled, oneChunk ? chunk : size));
    return parseOwned(index, end, tree, more);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The index in `index` when it is exactly the tree `tree`; undefined otherwise. */
export function parseIndex(index: Buffer, tree: string): IndexTree | undefined {
  if (!OBJECT_ID.test(tree)) return undefined;
  // The reader writes the names over the entries: a copy, the caller's buffer stays as it was.
  return parseOwned(Buffer.from(index), index.length, tree);
}

/**
 * Reads more of the file into the buffer after `end` (the end of the bytes it holds): a chunk
 * with `oneChunk`, else the rest of the file; returns the new end (unchanged at the file's end).
 */
type ReadMore = (end: number, oneChunk: boolean) => number;

/**
 * The entries of `index` (which this overwrites), its first `end` bytes read, the rest of the
 * file read by `more` when given, when the cache tree after them names `tree`; undefined for
 * anything not sure.
 */
function parseOwned(
  index: Buffer,
  end: number,
  tree: string,
  more?: ReadMore,
): IndexTree | undefined {
  const oidLength = tree.length / 2;
  try {
    const entries = parseIndexEntries(index, end, oidLength, more);
    if (!entries) return undefined;
    return validTree(index, entries.at, entries.end, oidLength, entries.count) === tree
      ? entries.paths
      : undefined;
  } catch {
    // read past the end: a file written partly, or not an index
    return undefined;
  }
}

/**
 * The entries of `index` (which this overwrites: each name is moved down over the entries read,
 * so the names end up one after another at the start, without a second buffer), its first `end`
 * bytes read and the rest read by `more`, with where the extensions start and end; undefined for
 * an entry this reader does not take as a tree's.
 */
function parseIndexEntries(
  index: Buffer,
  end: number,
  oidLength: number,
  more?: ReadMore,
): { paths: IndexTree; at: number; end: number; count: number } | undefined {
  if (end < 12 + oidLength || index.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = index.readUInt32BE(4);
  if (version < 2 || version > 4) return undefined;
  const count = index.readUInt32BE(8);
  // Version 4's names may take more room than the file (each is stored as a change of the
  // last): they go to a buffer of their own, grown as needed (the file is read whole). Versions
  // 2 and 3 store each name whole, after 62 or more bytes of its entry: moved down in place.
  let names = version === 4 ? Buffer.allocUnsafe(index.length) : index;
  let written = 0;
  const room = (bytes: number) => {
    if (written + bytes <= names.length) return;
    const larger = Buffer.allocUnsafe(Math.max(2 * names.length, written + bytes));
    names.copy(larger, 0, 0, written);
    names = larger;
  };
  // Versions 2 and 3, read a chunk at a time: the bytes not yet parsed, from `at` to `end`, are
  // moved down after the names, and the next chunk (or the rest) read after them. Returns how
  // far they moved; `more` is dropped once the file is read to its end.
  const readOn = (at: number, whole: boolean): number => {
    if (!more) return 0;
    const shift = at - written;
    index.copyWithin(written, at, end);
    const was = end - shift;
    end = more(was, !whole);
    if (end === was) more = undefined;
    return shift;
  };
  let previous = 0;
  const gitlinkAt: number[] = [];
  // Offsets in bytes: the offsets in the text too when every name is ASCII (mostly so).
  const starts: number[] = new Array<number>(count);
  const ends: number[] = new Array<number>(count);
  let at = 12;
  // Bytes read one by one rather than with readUInt16BE and friends, and names moved with
  // copyWithin rather than Buffer's copy: this loop runs once per file of the tree, cold, and a
  // call per field doubled its time on 20,000 files.
  for (let i = 0; i < count; i++) {
    while (more && end - at < ENTRY_ROOM) at -= readOn(at, false);
    let start = at;
    if (at + 44 + oidLength > end) return undefined;
    // The mode's kind, in the low half of its 32 bits (offset 24).
    const kind = ((index[at + 26]! << 8) | index[at + 27]!) & KIND;
    if (kind !== FILE && kind !== SYMLINK && kind !== GITLINK) return undefined;
    at += 40 + oidLength;
    const flags = (index[at]! << 8) | index[at + 1]!;
    at += 2;
    if ((flags & STAGE) !== 0) return undefined;
    if (flags & EXTENDED) {
      if (version < 3 || ((index[at]! << 8) | index[at + 1]!) & INTENT_TO_ADD) return undefined;
      at += 2;
    }
    const nameStart = written;
    if (version === 4) {
      // The previous name, less `strip` bytes from its end, then this entry's NUL-ended rest.
      let strip = 0;
      let byte: number;
      do {
        byte = index[at++]!;
        strip = (strip << 7) | (byte & 0x7f);
        if (byte & 0x80) strip++;
      } while (byte & 0x80);
      const keep = previous - strip;
      if (keep < 0) return undefined;
      room(keep);
      if (keep > 0) {
        const from = written - previous - 1;
        written += names.copy(names, written, from, from + keep);
      }
      const nul = index.indexOf(0, at);
      if (nul === -1 || nul >= end) return undefined;
      room(nul - at + 1);
      written += index.copy(names, written, at, nul);
      at = nul + 1;
    } else {
      const stated = flags & NAME_LENGTH;
      let nul = at + stated;
      if (stated === NAME_LENGTH) {
        // A name of 4,095 bytes or more: up to its NUL, the rest of the file read if need be.
        nul = index.subarray(at, end).indexOf(0);
        if (nul === -1 && more) {
          const shift = readOn(start, true);
          start -= shift;
          at -= shift;
          nul = index.subarray(at, end).indexOf(0);
        }
        if (nul === -1) return undefined;
        nul += at;
      }
      if (nul >= end) return undefined;
      index.copyWithin(written, at, nul);
      written += nul - at;
      // One to eight NULs pad the entry to a multiple of eight bytes.
      at = start + ((nul - start + 8) & ~7);
    }
    previous = written - nameStart;
    if (previous === 0) return undefined;
    if (kind === GITLINK) gitlinkAt.push(i);
    starts[i] = nameStart;
    ends[i] = written;
    names[written++] = 0;
  }
  // The extensions and the checksum: the rest of the file.
  at -= readOn(at, true);
  let text: string;
  if (isAscii(names.subarray(0, written))) text = names.toString('latin1', 0, written);
  else {
    // The offsets in characters, found again in the decoded text.
    text = names.toString('utf8', 0, written);
    for (let i = 0, pos = 0; i < count; i++) {
      const stop = text.indexOf('\0', pos);
      if (stop === -1) return undefined;
      starts[i] = pos;
      ends[i] = stop;
      pos = stop + 1;
    }
  }
  const gitlinks = gitlinkAt.map((i) => text.slice(starts[i], ends[i]));
  return { paths: { text, starts, ends, gitlinks }, at, end, count };
}

/**
 * The id of the tree the cache tree names at the root, when the extensions from `at` on hold one
 * valid there, of `count` entries, and nothing that makes the entries read here other than the
 * index's (a split index's shared part, a sparse index's directories); else undefined.
 */
function validTree(
  index: Buffer,
  at: number,
  dataEnd: number,
  oidLength: number,
  count: number,
): string | undefined {
  const end = dataEnd - oidLength;
  let tree: string | undefined;
  while (at + 8 <= end) {
    const signature = index.toString('latin1', at, at + 4);
    const size = index.readUInt32BE(at + 4);
    const data = at + 8;
    if (data + size > end) return undefined;
    if (signature === 'link' || signature === 'sdir') return undefined;
    if (signature === 'TREE') {
      // The root: an empty path, NUL, its entry count (-1 when invalid), SP, its subtrees, LF,
      // then its tree's id when valid.
      const line = index.indexOf(10, data);
      if (line === -1 || line >= data + size || index[data] !== 0) return undefined;
      const [entries] = index.toString('latin1', data + 1, line).split(' ');
      tree =
        entries === String(count) && line + 1 + oidLength <= data + size
          ? index.toString('hex', line + 1, line + 1 + oidLength)
          : undefined;
    } else if (!/^[A-Z]/.test(signature)) {
      // An extension a reader must understand, which this one does not.
      return undefined;
    }
    at = data + size;
  }
  return at === end ? tree : undefined;
}
