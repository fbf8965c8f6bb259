/**
 * impacted-targets-files: the command-line tool expands patterns with the engine's globFiles
 * (tinyglobby), the action with @actions/glob. Both doors must pick the same files, so each
 * pattern below is expanded by both over one tree with dot files, glob characters in names,
 * braces, nested directories and a link, and the two answers compared.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionsGlobFiles } from '../src/doors/action/glob.js';
import { collectTargetFiles } from '../src/targets/collect.js';
import { globFiles } from '../src/targets/glob-files.js';
import { removeDir, tempDir } from './support/git-repo.js';

const root = tempDir('mq-glob-');
afterAll(() => removeDir(root));
const files = [
  'out/a.txt',
  'out/.hidden.txt',
  'out/sub/b.txt',
  'out/sub/deeper/c.txt',
  'out/x[1].txt',
  'out/{a,b}.txt',
  'out/weird name.txt',
  'out/UPPER.TXT',
  'out/new\nline.txt',
  'out/star*.txt',
  'other/d.txt',
  '.dot/e.txt',
];
for (const file of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), `${file}\n`);
}
symlinkSync(path.join(root, 'other'), path.join(root, 'out', 'linked'));
// A link back up: a cycle, entered once.
symlinkSync(path.join(root, 'out'), path.join(root, 'out', 'sub', 'loop'));

const cases: [string, string[]][] = [
  ['out/*.txt', []],
  ['out/**/*.txt', []],
  ['**/*.txt', []],
  ['out', []],
  ['out/', []],
  ['out/**', ['out/sub']],
  ['out/*', ['out/sub/deeper/**']],
  ['out/?.txt', []],
  ['out/x[1].txt', []],
  ['out/x[[]1].txt', []],
  ['out/star[*].txt', []],
  ['out/new?line.txt', []],
  ['out/{a,b}.txt', []],
  ['out/*.TXT', []],
  ['out/**/c.txt', []],
  ['**', ['out', '.dot/**']],
  ['out/*.txt', ['out/a.txt']],
  ['missing/*.txt', []],
  ['out/linked/*.txt', []],
];

describe('impacted-targets-files: the tool and the action expand patterns alike', () => {
  it.each(cases)('%s (excluding %j)', async (pattern, excludes) => {
    const absolute = (p: string) => path.join(root, p);
    const ours = await globFiles(absolute(pattern), excludes.map(absolute));
    const theirs = await actionsGlobFiles(absolute(pattern), excludes.map(absolute));
    expect(ours.map((f) => path.relative(root, f))).toEqual(
      theirs.map((f) => path.relative(root, f)),
    );
  });

  it('collects the same targets through either expansion', async () => {
    const patterns = ['out/**/*.txt', '!out/sub/**'];
    const ours = await collectTargetFiles(patterns, root);
    const theirs = await collectTargetFiles(patterns, root, actionsGlobFiles);
    expect([...ours.targets.keys()]).toEqual([...theirs.targets.keys()]);
    expect(ours.targets.size).toBeGreaterThan(3);
  });
});
