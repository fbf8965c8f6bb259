/**
 * A JVM build reader (Maven, Gradle) as a graph source: both commits' trees opened from git
 * objects, the reader's answer in the shape every source gives, and a git failure as ALL.
 */
import { GitError } from '../../errors.js';
import { errorMessage } from '../../format.js';
import { CommitFiles } from '../workspaces/tree.js';
import type { RepoFiles } from '../workspaces/read.js';
import type { Explanation } from '../explain.js';
import type { JvmAnswer } from './jvm.js';
import { allAnswer, type SourceAnswer, type SourceContext } from './source.js';

export async function jvmSource<R extends Explanation>(
  ctx: SourceContext,
  tool: { title: string; what: string },
  read: (after: RepoFiles, before: RepoFiles, changed: string[]) => Promise<JvmAnswer<R>>,
): Promise<SourceAnswer> {
  const started = Date.now();
  const c = ctx.comparison;
  const to = c.kind === 'merge-commit' ? 'the merge commit' : 'the pull request head';
  const from = c.kind === 'merge-commit' ? 'its first parent' : 'the merge-base';
  const [after, before] = await Promise.all([
    CommitFiles.open(ctx.git, ctx.repository, c.to, to),
    CommitFiles.open(ctx.git, ctx.repository, c.from, from),
  ]);
  try {
    if (!after || !before) {
      return allAnswer(
        `${tool.title}'s build files could not be read: git cannot list ${!after ? `${to} ${c.to.slice(0, 12)}` : `${from} ${c.from.slice(0, 12)}`}`,
      );
    }
    let answer: JvmAnswer<R>;
    try {
      answer = await read(after, before, ctx.changed);
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
      unseen: [],
      calls: [
        {
          tool: tool.title,
          command: [],
          ms: Date.now() - started,
          source: `${n} ${tool.what}${n === 1 ? '' : 's'} read from git objects`,
        },
      ],
      warnings: answer.warnings,
    };
  } finally {
    after?.close();
    before?.close();
  }
}
