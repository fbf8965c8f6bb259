import { accessSync, constants as fs } from 'node:fs';
import * as path from 'node:path';
import { isFile } from './path-kind.js';

/** The first executable `name` on PATH, as a shell would find it; undefined when none. */
export function findOnPath(name: string, pathVariable: string | undefined): string | undefined {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (!isFile(candidate)) continue;
    try {
      accessSync(candidate, fs.X_OK);
      return candidate;
    } catch {
      // not executable by us
    }
  }
  return undefined;
}
