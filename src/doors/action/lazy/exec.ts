/**
 * Stands in for `@actions/exec` in the bundle (tsconfig.json `paths`, which ncc follows).
 * @actions/core imports it at the top for `platform.getDetails()`, which this action never
 * calls; evaluating it pulls in @actions/io and the `assert` built-in, about 3 ms of every
 * start. Here the real module is a chunk of its own, loaded on the first call.
 */

type ExecModule = typeof import('../../../../node_modules/@actions/exec/lib/exec.js');

const load = (): Promise<ExecModule> =>
  import('../../../../node_modules/@actions/exec/lib/exec.js');

/** The real getExecOutput, loaded on first use. */
export async function getExecOutput(
  ...args: Parameters<ExecModule['getExecOutput']>
): ReturnType<ExecModule['getExecOutput']> {
  return (await load()).getExecOutput(...args);
}

/** The real exec, loaded on first use. */
export async function exec(
  ...args: Parameters<ExecModule['exec']>
): ReturnType<ExecModule['exec']> {
  return (await load()).exec(...args);
}
