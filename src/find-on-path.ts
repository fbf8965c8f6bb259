import { accessSync, constants as fs, statSync } from 'node:fs';
import * as path from 'node:path';

/** The first executable `name` on PATH, as a shell would find it; undefined when none. */
export function findOnPath(name: string, pathVariable: string | undefined): string | undefined {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, fs.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
