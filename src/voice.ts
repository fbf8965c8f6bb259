/**
 * The words that depend on the door: what the engine says about things only a door knows (where
 * the API key is kept, what names the pull request, how the repository gets checked out). The
 * door chooses its voice once and passes it in with the settings (`readSettings`'s policy), so
 * the engine writes `settings.voice.apiKeyPlace` where it once wrote "the api-token secret",
 * and never asks which door it is behind. Inputs keep their names in messages (`Input
 * "targets"`); the tool renders those as its flags (`--targets`) where it prints them.
 * docs/architecture.md ("Voice") says which words belong here.
 */

/** The door-dependent words of the engine's messages. */
export interface Voice {
  /** Which door speaks (for a log line; messages take the words below, never a branch on it). */
  readonly door: 'action' | 'tool';
  /** Where the API key comes from, as a noun: "the api-token secret". */
  readonly apiKeyPlace: string;
  /** How to give the API key, as an instruction. */
  readonly giveApiKey: string;
  /** Why a key that is set may not reach the run ('' when there is no such case). */
  readonly keyMayNotArrive: string;
  /** What describes the run (the pull request, its merge commit), a singular noun: "the event". */
  readonly runSource: string;
  /** How to have the repository's files before the run, as an instruction. */
  readonly checkOutFirst: string;
  /** "before this step": when something must have happened. */
  readonly beforeThis: string;
  /** How to get a submodule's files into the checkout, as an instruction. */
  readonly initSubmodules: string;
  /** An input as this door names it in advice: `targets` (the action), `--targets` (the tool). */
  readonly input: (name: string) => string;
}

/** The GitHub Action's words: inputs, secrets, events, steps, actions/checkout. */
export const ACTION_VOICE: Voice = {
  door: 'action',
  apiKeyPlace: 'the api-token secret',
  giveApiKey:
    'Give the API key with api-token, from a secret (`api-token: ${{ secrets.TRUNK_API_TOKEN }}`)',
  keyMayNotArrive:
    'Workflows run by Dependabot and pull requests from forks cannot read repository secrets.',
  runSource: 'the event',
  checkOutFirst: 'Run actions/checkout before this step',
  beforeThis: 'before this step',
  initSubmodules:
    'Set `submodules: true` on actions/checkout (or run `git submodule update --init`) before this step',
  input: (name) => name,
};

/** The command-line tool's words: flags, TRUNK_API_TOKEN, the CI's variables, a checkout. */
export const TOOL_VOICE: Voice = {
  door: 'tool',
  apiKeyPlace: 'the API key (--api-token, or the TRUNK_API_TOKEN variable)',
  giveApiKey:
    'Give the API key with --api-token or the TRUNK_API_TOKEN variable (your CI keeps it as a masked or protected variable)',
  keyMayNotArrive: '',
  runSource: 'the CI',
  checkOutFirst: 'Check out the repository (with git) before running merge-queue-connect',
  beforeThis: 'before running merge-queue-connect',
  initSubmodules: 'Run `git submodule update --init` in the checkout before merge-queue-connect',
  input: (name) => `--${name}`,
};
