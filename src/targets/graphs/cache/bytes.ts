/**
 * The pieces graph cache entries are made of (Bazel's graph, the Python reader's imports): 32-bit
 * integers as little-endian bytes, and back; the JSON header after an entry's magic line.
 */
import * as os from 'node:os';
import { errorMessage } from '../../../format.js';

const LITTLE_ENDIAN = os.endianness() === 'LE';

/** 32-bit integers as little-endian bytes. */
export function int32Bytes(values: Int32Array): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  if (LITTLE_ENDIAN) bytes.set(new Uint8Array(values.buffer, values.byteOffset, bytes.length));
  else values.forEach((v, i) => bytes.writeInt32LE(v, i * 4));
  return bytes;
}

/** Little-endian bytes as 32-bit integers; undefined when their length is no multiple of 4. */
export function int32s(bytes: Buffer): Int32Array | undefined {
  if (bytes.length % 4 !== 0) return undefined;
  const out = new Int32Array(bytes.length / 4);
  if (LITTLE_ENDIAN) new Uint8Array(out.buffer).set(bytes);
  else for (let i = 0; i < out.length; i++) out[i] = bytes.readInt32LE(i * 4);
  return out;
}

/**
 * The JSON header of an entry that begins with `magicLength` bytes of magic line, then the
 * header's length (32 bits, little-endian), then the header; `bad` says why it cannot be read.
 */
export function entryHeader(
  bytes: Buffer,
  magicLength: number,
): { header: unknown; end: number } | { bad: string } {
  if (bytes.length < magicLength + 4) return { bad: 'it is cut short (its header)' };
  const end = magicLength + 4 + bytes.readUInt32LE(magicLength);
  if (end > bytes.length) return { bad: 'it is cut short (its header)' };
  try {
    return { header: JSON.parse(bytes.toString('utf8', magicLength + 4, end)), end };
  } catch (error) {
    return { bad: `its header is not JSON (${errorMessage(error).split('\n')[0]})` };
  }
}
