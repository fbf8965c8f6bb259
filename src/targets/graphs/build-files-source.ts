/**
 * A reader of build files (Maven, Gradle, .NET) as a graph source: both commits' trees opened
 * from git objects, the reader's answer in the shape every source gives, and a git failure as ALL.
 */
import { GitError } from '../../errors.js';
import { errorMessage } from '../../format.js';
import { CommitFiles } from '../workspaces/tree.js';
import type { RepoFiles } from '../workspaces/read.js';
import type { Explanation } from '../explain.js';
import type { BuildFilesAnswer } from './build-files.js';
import { allAnswer, type SourceAnswer, type SourceContext } from '../source.js';

export async function buildFilesSource<R extends Explanation>(
  ctx: SourceContext,
  tool: { title: string; what: string },
  read: (after: RepoFiles, before: RepoFiles, changed: string[]) => Promise<BuildFilesAnswer<R>>,
): Promise<SourceAnswer> {
  return commitSource(ctx, tool, (after, before, changed, where) =>
    read(after, lazyFiles(where, before), changed),
  );
}

/**
 * A reader of both commits' trees from git objects as a graph source (the build-file readers, Python):
 * the head's tree opened at once, the base's on first use, a git failure as ALL. `keep` chooses
 * the files whose object ids the trees keep (CommitFiles.open); the answer's `source` replaces
 * the summary's words for where the graph came from.
 */
export async function commitSource<R extends Explanation>(
  ctx: SourceContext,
  tool: { title: string; what: string; keep?: (file: string) => boolean },
  read: (
    after: CommitFiles,
    before: () => Promise<CommitFiles>,
    changed: string[],
    /** The base's words, for messages: "in commit 0123abcd (its first parent)". */
    where: string,
  ) => Promise<BuildFilesAnswer<R> & { source?: string; names?: ReadonlySet<string> }>,
): Promise<SourceAnswer> {
  const started = Date.now();
  const c = ctx.comparison;
  const to = c.kind === 'merge-commit' ? 'the merge commit' : 'the pull request head';
  const from = c.kind === 'merge-commit' ? 'its first parent' : 'the merge-base';
  // The first parent is listed only when the reader asks for it (a source-only pull request
  // reads one tree).
  const after = await CommitFiles.open(ctx.git, ctx.repository, c.to, to, tool.keep);
  let opened: Promise<CommitFiles | undefined> | undefined;
  const open = () =>
    (opened ??= CommitFiles.open(ctx.git, ctx.repository, c.from, from, tool.keep));
  const before = async () => {
    const files = await open();
    if (!files) {
      throw new GitError(`git cannot list ${from} ${c.from.slice(0, 12)}`, ['ls-tree'], null, '');
    }
    return files;
  };
  try {
    if (!after) {
      return allAnswer(
        `${tool.title}'s build files could not be read: git cannot list ${to} ${c.to.slice(0, 12)}`,
      );
    }
    let answer: BuildFilesAnswer<R> & { source?: string; names?: ReadonlySet<string> };
    try {
      answer = await read(after, before, ctx.changed, `in commit ${c.from.slice(0, 12)} (${from})`);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      return allAnswer(
        `${tool.title}'s build files could not be read with git: ${errorMessage(error)}`,
      );
    }
    const n = answer.modules;
    return {
      impacted: answer.impacted,
      all: answer.all,
      outside: answer.outside,
      unseen: answer.unseen ?? [],
      calls: [
        {
          tool: tool.title,
          command: [],
          ms: Date.now() - started,
          source: answer.source ?? `${n} ${tool.what}${n === 1 ? '' : 's'} read from git objects`,
        },
      ],
      warnings: answer.warnings,
      ...(answer.names && { names: answer.names }),
    };
  } finally {
    after?.close();
    void opened?.then((files) => files?.close());
  }
}

/**
 * A RepoFiles opened on first use. Its synchronous questions (isDirectory, the submodules) need
 * it open: the readers ask them only after an asynchronous read.
 */
function lazyFiles(where: string, open: () => Promise<CommitFiles>): RepoFiles {
  let files: CommitFiles | undefined;
  const get = async () => (files ??= await open());
  const now = (what: string): CommitFiles => {
    if (!files) throw new Error(`${where}: ${what} asked before the tree was read`);
    return files;
  };
  return {
    where,
    read: async (file) => (await get()).read(file),
    isFile: async (file) => (await get()).isFile(file),
    isDirectory: (dir) => now('isDirectory').isDirectory(dir),
    members: async (patterns, name, exclude) => (await get()).members(patterns, name, exclude),
    filesUnder: async (dir) => (await get()).filesUnder(dir),
    unknownSubmodules: () => now('unknownSubmodules').unknownSubmodules(),
    inUnknownSubmodule: (file) => now('inUnknownSubmodule').inUnknownSubmodule(file),
  };
}
