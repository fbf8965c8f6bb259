/**
 * Stage 5: the rules given what no source took, and the files nothing takes settled: ALL when a
 * tool cannot see one that no rule accounts for, then unmatched-files decides (warn, all, fail,
 * ignore).
 */
import { Inputs } from '../../constants.js';
import { UserError } from '../../errors.js';
import { listCapped } from '../../format.js';
import { ACTION_VOICE, type Voice } from '../../voice.js';
import type { Explanation } from '../explain.js';
import type { GroupMatcher } from '../matcher.js';
import type { TargetRule } from '../rules.js';
import type { SourceAnswer, TargetSettings } from '../source.js';
import type { CheckedInputs } from './inputs.js';
import { All, type Draft } from './result.js';
import type { Asked } from './sources.js';

/**
 * Stage 5: the rules' matches over the files no source took, added to `asked.direct`; the
 * files nothing takes warned of (or ALL, or a failure, as unmatched-files says).
 */
export function matchRules(
  rules: readonly TargetRule[],
  matcher: GroupMatcher,
  asked: Asked,
  inputs: CheckedInputs,
  settings: TargetSettings,
  hasWorkspace: boolean,
  draft: Draft,
  voice: Voice = ACTION_VOICE,
): Map<string, Explanation> | All {
  const { direct, ruleFiles } = asked;
  // What a tool cannot see is ALL, unless a package or a rule of the user's accounts for it.
  const unseen = unseenReason(asked.answers, ruleFiles, matcher);
  if (unseen) return new All(unseen);
  // Units of the tools that leave files to the rules (Nx projects, Maven modules, ...).
  const units = inputs.tools.flatMap((source) => source.unit ?? []);
  const mode = settings.unmatchedFiles ?? 'warn';
  const checkUnmatched =
    (rules.length > 0 || hasWorkspace || units.length > 0) && mode !== 'ignore';
  const { hits, unmatched } = matcher.classify(ruleFiles, checkUnmatched);
  if (unmatched.length > 0) {
    const what = unmatchedWords(unmatched, [...(hasWorkspace ? ['package'] : []), ...units]);
    const input = voice.input;
    if (mode === 'fail') {
      throw new UserError(
        `${what}. ${input(Inputs.UnmatchedFiles)} is "fail": add a rule for ${unmatched.length === 1 ? 'it' : 'them'} to ${input(Inputs.Targets)} or ${input(Inputs.TargetsFile)}, ` +
          `or set ${input(Inputs.UnmatchedFiles)} to warn, all or ignore.`,
      );
    }
    if (mode === 'all') return new All(`${what} (unmatched-files: all)`);
    draft.unmatchedFiles = unmatched;
    draft.warnings.push(
      `${what}. No target counts them; add a rule (or set ${input(Inputs.UnmatchedFiles)} to all to upload ALL for such changes).`,
    );
  }
  // forEach, not for...of: a run's thousands of hits make no iterator steps (cold code).
  hits.forEach((hit, index) => {
    const name = rules[index]!.name;
    if (!direct.has(name))
      direct.set(name, { kind: 'pattern', file: hit.file, pattern: hit.pattern });
  });
  return direct;
}

/** `N changed files lie outside every package and match no target rule: "a", "b"`. */
function unmatchedWords(unmatched: string[], containers: string[]): string {
  const one = unmatched.length === 1;
  return (
    `${unmatched.length} changed ${one ? 'file' : 'files'} ` +
    (containers.length > 0
      ? `${one ? 'lies' : 'lie'} outside every ${containers.join(' and ')} and `
      : '') +
    `${one ? 'matches' : 'match'} no target rule: ${listCapped(unmatched)}`
  );
}

/**
 * Why the upload is ALL because a tool cannot see a changed file that neither a package nor a
 * rule accounts for (`ruleFiles` are those no source took); undefined when there is none.
 */
function unseenReason(
  answers: SourceAnswer[],
  ruleFiles: string[],
  matcher: GroupMatcher,
): string | undefined {
  const told = answers.flatMap((answer) => answer.unseen);
  // Most runs read no tool: no set of the changed files (20,000 on a large PR) is made then.
  if (told.length === 0) return undefined;
  const left = new Set(ruleFiles);
  const open = told.filter((u) => left.has(u.file));
  if (open.length === 0) return undefined;
  const unmatched = new Set(
    matcher.classify(
      open.map((u) => u.file),
      true,
    ).unmatched,
  );
  const unseen = open.filter((u) => unmatched.has(u.file));
  if (unseen.length === 0) return undefined;
  // Grouped by why: a repository with other projects beside the Bazel one says so once.
  const byWhy = new Map<string, string[]>();
  for (const u of unseen) byWhy.set(u.why, [...(byWhy.get(u.why) ?? []), u.file]);
  const shown = [...byWhy].map(([why, files]) => `${listCapped(files)} (${why})`).join('; ');
  const {
    tool = 'Bazel',
    fix = 'List files that impact nothing in bazel-ignore, or give them a target rule',
  } = unseen[0]!;
  return `${tool} cannot account for ${unseen.length} changed ${unseen.length === 1 ? 'file' : 'files'}: ${shown}. ${fix}`;
}
