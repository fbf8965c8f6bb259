/**
 * Graph cache entries in a directory: one file per key (`<key>.gz`), written to a temporary name
 * and renamed into place, so a reader never sees half an entry and two writers of one key leave
 * one whole file. The newest by modification time answers a prefix. node:fs/promises and
 * node:crypto are loaded by the first restore or save, not by every run that imports this module
 * (compute.ts does): several milliseconds of a start (docs/performance.md).
 */
import * as path from 'node:path';
import type { GraphCacheStore, RestoredEntry } from './store.js';

const KEY = /^[A-Za-z0-9._-]+$/;
const SUFFIX = '.gz';

const fsp = () => import('node:fs/promises');

/** A store in `dir` (created on the first save). */
export function directoryStore(dir: string): GraphCacheStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a cache key: ${JSON.stringify(key)}`);
    return path.join(dir, `${key}${SUFFIX}`);
  };
  const readIfThere = async (file: string): Promise<Buffer | undefined> => {
    try {
      return await (await fsp()).readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    name: `directory ${dir}`,
    async restore(key, prefixes): Promise<RestoredEntry | undefined> {
      const { readdir, stat } = await fsp();
      const exact = await readIfThere(fileOf(key));
      if (exact) return { key, data: exact };
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      for (const prefix of prefixes) {
        const candidates = names.filter(
          (n) => n.startsWith(prefix) && n.endsWith(SUFFIX) && KEY.test(n),
        );
        const dated = await Promise.all(
          candidates.map(async (name) => {
            try {
              return { name, mtime: (await stat(path.join(dir, name))).mtimeMs };
            } catch {
              return undefined;
            }
          }),
        );
        const newest = dated
          .filter((d) => d !== undefined)
          .sort((a, b) => b.mtime - a.mtime || (a.name < b.name ? 1 : -1))[0];
        if (!newest) continue;
        const data = await readIfThere(path.join(dir, newest.name));
        if (data) return { key: newest.name.slice(0, -SUFFIX.length), data };
      }
      return undefined;
    },
    async save(key, data) {
      const { mkdir, rename, rm, stat, writeFile } = await fsp();
      const file = fileOf(key);
      await mkdir(dir, { recursive: true });
      // Entries are immutable: one already under this key stays.
      if (
        await stat(file).then(
          () => true,
          () => false,
        )
      )
        return;
      const { randomBytes } = await import('node:crypto');
      const temporary = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
    },
  };
}
