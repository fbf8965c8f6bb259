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
import { readFileSync } from 'node:fs';
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
  if (gitDir === undefined) return undefined;
  let index: Buffer;
  try {
    index = readFileSync(path.join(gitDir, 'index'));
  } catch {
    return undefined;
  }
  return parseOwned(index, tree);
}

/** The index in `index` when it is exactly the tree `tree`; undefined otherwise. */
export function parseIndex(index: Buffer, tree: string): IndexTree | undefined {
  if (!OBJECT_ID.test(tree)) return undefined;
  // The reader writes the names over the entries: a copy, the caller's buffer stays as it was.
  return parseOwned(Buffer.from(index), tree);
}

/**
 * The entries of `index` (which this overwrites) when the cache tree after them names `tree`;
 * undefined for anything not sure.
 */
function parseOwned(index: Buffer, tree: string): IndexTree | undefined {
  const oidLength = tree.length / 2;
  try {
    const entries = parseIndexEntries(index, oidLength);
    if (!entries) return undefined;
    return validTree(index, entries.at, oidLength, entries.count) === tree
      ? entries.paths
      : undefined;
  } catch {
    // read past the end: a file written partly, or not an index
    return undefined;
  }
}

/**
 * The entries of `index` (which this overwrites: each name is moved down over the entries read,
 * so the names end up one after another at the start, without a second buffer), with where the
 * extensions start; undefined for an entry this reader does not take as a tree's.
 */
function parseIndexEntries(
  index: Buffer,
  oidLength: number,
): { paths: IndexTree; at: number; count: number } | undefined {
  if (index.length < 12 + oidLength || index.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = index.readUInt32BE(4);
  if (version < 2 || version > 4) return undefined;
  const count = index.readUInt32BE(8);
  // Version 4's names may take more room than the file (each is stored as a change of the
  // last): they go to a buffer of their own, grown as needed. Versions 2 and 3 store each name
  // whole, after 62 or more bytes of its entry: moved down in place.
  let names = version === 4 ? Buffer.allocUnsafe(index.length) : index;
  let written = 0;
  const room = (more: number) => {
    if (written + more <= names.length) return;
    const larger = Buffer.allocUnsafe(Math.max(2 * names.length, written + more));
    names.copy(larger, 0, 0, written);
    names = larger;
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
    const start = at;
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
      const end = index.indexOf(0, at);
      if (end === -1) return undefined;
      room(end - at + 1);
      written += index.copy(names, written, at, end);
      at = end + 1;
    } else {
      const stated = flags & NAME_LENGTH;
      const end = stated < NAME_LENGTH ? at + stated : index.indexOf(0, at);
      if (end === -1 || end > index.length) return undefined;
      index.copyWithin(written, at, end);
      written += end - at;
      // One to eight NULs pad the entry to a multiple of eight bytes.
      at = start + ((end - start + 8) & ~7);
    }
    previous = written - nameStart;
    if (previous === 0) return undefined;
    if (kind === GITLINK) gitlinkAt.push(i);
    starts[i] = nameStart;
    ends[i] = written;
    names[written++] = 0;
  }
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
  return { paths: { text, starts, ends, gitlinks }, at, count };
}

/**
 * The id of the tree the cache tree names at the root, when the extensions from `at` on hold one
 * valid there, of `count` entries, and nothing that makes the entries read here other than the
 * index's (a split index's shared part, a sparse index's directories); else undefined.
 */
function validTree(
  index: Buffer,
  at: number,
  oidLength: number,
  count: number,
): string | undefined {
  const end = index.length - oidLength;
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
