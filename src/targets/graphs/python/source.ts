/**
 * The Python reader as a graph source (registry.ts): both commits' trees from git objects, the
 * imports of each Python file from the graph cache where a scan of its blob is kept, else read
 * and scanned, and the scans saved back when this run scanned many.
 */
import { errorMessage } from '../../../format.js';
import type { Logger } from '../../../logger.js';
import type { GitRunner } from '../../diff/git.js';
import { CommitFiles } from '../../workspaces/tree.js';
import type { SourceAnswer, SourceContext } from '../../source.js';
import type { GraphCacheStore } from '../cache/store.js';
import { commitSource } from '../build-files-source.js';
import { restoreScans, saveScans, ScanCache } from './cache.js';
import { fileScan, pythonImpact, recordGraph } from './index.js';
import { scanPython } from './scan.js';
import { isPython, pyTree } from './tree.js';

/** A run saves its scans when it scanned at least this many files, or this share of them. */
const SAVE_AT = { files: 200, share: 0.05 };

/** The scans kept for `commit`, or a fresh cache; the log says which. */
async function restore(
  store: GraphCacheStore | undefined,
  commit: string,
  ctx: SourceContext,
): Promise<{ cache: ScanCache; from?: string; warning?: string }> {
  if (!store) return { cache: new ScanCache() };
  try {
    const found = await restoreScans(store, commit);
    if ('cache' in found) return { cache: found.cache, from: found.from };
    if ('bad' in found)
      return {
        cache: new ScanCache(),
        warning: `The Python imports in the graph cache were not used: ${found.bad}.`,
      };
    ctx.log.info(`Python graph cache: ${found.miss}.`);
    return { cache: new ScanCache() };
  } catch (error) {
    return {
      cache: new ScanCache(),
      warning: `The graph cache could not be read, so every Python file is scanned: ${errorMessage(error)}.`,
    };
  }
}

export function pythonSource(ctx: SourceContext): Promise<SourceAnswer> {
  const store = ctx.graphCache?.store;
  return commitSource(
    ctx,
    { title: 'Python', what: 'unit', keep: isPython },
    async (after, before, changed) => {
      const commit = after.commit;
      const { cache, from, warning } = await restore(store, commit, ctx);
      const answer = await pythonImpact(
        pyTree(after),
        async () => pyTree(await before()),
        changed,
        {
          scan: scanPython,
          cache,
          units: ctx.settings.pythonUnits ?? [],
          info: (line) => ctx.log.info(line),
        },
      );
      if (warning) answer.warnings.push(warning);
      const n = answer.modules;
      const scanned = answer.scanned;
      const cached = answer.files - scanned;
      let saved = '';
      if (
        store &&
        scanned > 0 &&
        (scanned >= SAVE_AT.files || scanned >= answer.files * SAVE_AT.share)
      ) {
        try {
          await saveScans(store, commit, after.kept().values(), cache);
          saved = ', saved to the graph cache';
        } catch (error) {
          answer.warnings.push(
            `The Python imports could not be saved to the graph cache: ${errorMessage(error)}.`,
          );
        }
      }
      return {
        ...answer,
        source:
          `${n} ${n === 1 ? 'unit' : 'units'}, ${answer.files} Python files read from git objects` +
          (store
            ? ` (${cached} from the graph cache${from ? `, ${from}` : ''}; ${scanned} scanned${saved})`
            : ''),
      };
    },
  );
}

/**
 * Fills the graph cache with the scans of `commit`'s Python files (a push to the default branch,
 * where no pull request is uploaded for): those a near entry holds are kept, the rest scanned,
 * all saved under the commit's key. What the log says of it.
 */
export async function warmPythonScans(ctx: {
  repository: string;
  git: GitRunner;
  commit: string;
  store: GraphCacheStore;
  log: Logger;
}): Promise<{ line: string; warnings: string[] }> {
  const at = ctx.commit.slice(0, 12);
  const warnings: string[] = [];
  const files = await CommitFiles.open(ctx.git, ctx.repository, ctx.commit, 'the commit', isPython);
  if (!files)
    return { line: `Python graph cache: not warmed at ${at}: git cannot list it`, warnings };
  try {
    let cache = new ScanCache();
    try {
      const found = await restoreScans(ctx.store, ctx.commit);
      if ('cache' in found) cache = found.cache;
      else if ('bad' in found)
        warnings.push(`The Python imports in the graph cache were not used: ${found.bad}.`);
    } catch (error) {
      warnings.push(`The graph cache could not be read: ${errorMessage(error)}.`);
    }
    const tree = pyTree(files);
    const missing = [...tree.python.values()].filter((oid) => !cache.get(oid));
    const texts = await Promise.all(missing.map((oid) => tree.readObject(oid)));
    missing.forEach((oid, i) => {
      const text = texts[i];
      if (text !== undefined) cache.set(oid, fileScan(scanPython(text), cache.table));
    });
    if (missing.length === 0)
      return { line: `Python graph cache: the imports of ${at} are cached already`, warnings };
    await recordGraph(tree, cache);
    try {
      await saveScans(ctx.store, ctx.commit, tree.python.values(), cache);
    } catch (error) {
      warnings.push(
        `The Python imports could not be saved to the graph cache: ${errorMessage(error)}.`,
      );
      return { line: `Python graph cache: not warmed at ${at}`, warnings };
    }
    return {
      line: `Python graph cache: warmed at ${at} (${tree.python.size} files, ${missing.length} scanned)`,
      warnings,
    };
  } finally {
    files.close();
  }
}
