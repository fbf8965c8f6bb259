import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import * as path from 'node:path';
import { Inputs } from '../constants.js';
import { InputError } from '../errors.js';
import { quoteValue } from '../format.js';

/**
 * The repository the run computes targets in: the workspace (GITHUB_WORKSPACE), or the
 * `working-directory` input resolved against it, for a checkout made with actions/checkout's
 * `path:`. A given directory must exist and be in a git work tree, whose top level is returned:
 * git runs there and rule patterns are relative to it. Input errors name the input and the path.
 */
export async function repositoryDir(given: string | undefined, workspace: string): Promise<string> {
  if (given === undefined) return workspace;
  const dir = path.resolve(workspace, given);
  const refuse = (problem: string) =>
    new InputError(
      Inputs.WorkingDirectory,
      `Input "${Inputs.WorkingDirectory}" is ${quoteValue(given)}, but ${dir} ${problem}: expected the directory ` +
        'the repository was checked out to (where its .git is), relative to the workspace ' +
        `${workspace} or absolute.`,
    );
  let isDirectory: boolean;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    throw refuse('does not exist');
  }
  if (!isDirectory) throw refuse('is not a directory');
  const top = await new Promise<{ ok: boolean; out: string }>((resolve) =>
    execFile(
      'git',
      ['rev-parse', '--show-toplevel'],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, windowsHide: true },
      (error, stdout, stderr) =>
        resolve(error ? { ok: false, out: stderr || error.message } : { ok: true, out: stdout }),
    ),
  );
  if (!top.ok) throw refuse(`is not a git work tree (git: ${top.out.trim().split('\n')[0]})`);
  return top.out.trim();
}
