/**
 * Text to stdout or stderr, written to the descriptor rather than through process.stdout. On a
 * pipe (the runner's, a CI agent's) process.stdout is a net.Socket: making it and its first
 * write cost a cold process about 1.5 ms, a fortieth of a small pull request's run
 * (docs/performance.md).
 *
 * A write that fails (a full pipe that another part of the process made non-blocking answers
 * EAGAIN; a closed one, EPIPE) hands the rest of its text to the stream, and so does every
 * later write to that descriptor: the stream then does what it always did, and the order holds.
 */
import { writeSync } from 'node:fs';

const toStream = new Set<1 | 2>();

/**
 * Whether everything written so far is with the system: true unless a write went to a stream,
 * which may still hold it (a door then lets Node end the process, which waits for the stream).
 */
export const allWritten = (): boolean => toStream.size === 0;

export function writeOut(fd: 1 | 2, text: string): void {
  if (!toStream.has(fd)) {
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    try {
      while (done < bytes.length) done += writeSync(fd, bytes, done);
      return;
    } catch {
      toStream.add(fd);
      (fd === 1 ? process.stdout : process.stderr).write(bytes.subarray(done));
      return;
    }
  }
  (fd === 1 ? process.stdout : process.stderr).write(text);
}
