/**
 * The targets engine: a pull request's impacted targets, in stages (stages/), each a function
 * of its own that may end the run with ALL and its reason:
 *
 * 1. inputs: every input checked (rules' syntax, patterns, tools, files another tool wrote);
 * 2. git starts: the changed files, and the workspace read from the commit beside them;
 * 3. the rules checked as a whole, once the names they may depend on are known (rules.ts);
 * 4. the changed files settled: ALL when uncertain or when impacts-all-on matches (changes.ts);
 * 5. the sources asked, in the registry's order (sources.ts);
 * 6. the rules given what no source took; the files nothing takes settled (unmatched.ts);
 * 7. dependents followed (dependents.ts); the result made (result.ts).
 */
import { isDirectory } from '../path-kind.js';
import { quickTiersFor } from '../tiers.js';
import * as path from 'node:path';
import { deadPatternWarnings, indexListing, startListing, type Listing } from './dead-patterns.js';
import type { DiffRequest, TargetsDeps } from './deps.js';
import type { ChangedFiles } from './diff/changed-files.js';
import { sharingTreeListings } from './diff/git.js';
import { checksDeadPatterns } from './diff/early-git.js';
import { changedFilesOf } from './diff/sources.js';
import type { Explanation } from './explain.js';
import { GroupMatcher } from './matcher.js';
import { checkRules, type TargetRule } from './rules.js';
import type { TargetSettings } from './source.js';
import { settleChanges } from './stages/changes.js';
import { followDependents } from './stages/dependents.js';
import { checkDeferred, type Deferred } from './stages/deferred.js';
import { checkInputs, type CheckedInputs } from './stages/inputs.js';
import { All, allOf, finish, type Draft, type TargetsResult } from './stages/result.js';
import { askSources } from './stages/sources.js';
import { matchRules } from './stages/unmatched.js';
import type { OpenedWorkspace } from './workspaces/source.js';

export type { DiffRequest, TargetsDeps } from './deps.js';
export type { TargetSettings } from './source.js';
export type { TargetsResult } from './stages/result.js';

/**
 * The impacted targets of a pull request: the union of what the sources (build graphs, the
 * workspace) and the rules make impacted over its changed files, with their dependents, and the
 * targets the inputs name; ALL when any stage says so. Input errors are thrown before any git
 * work that has an effect: a door may have started the merge commit's read already
 * (early-git.ts), which only reads, and which this run takes or, ending on the error, ends.
 */
export async function computeImpactedTargets(
  settings: TargetSettings,
  diff: DiffRequest,
  given: TargetsDeps,
): Promise<TargetsResult> {
  const deps = { ...given, git: sharingTreeListings(given.git) };
  const inputs = await checkInputs(settings, deps);
  // git starts once: with a workspace, its manifests are read from the commit while the changed
  // files are computed (the rules wait for its package names); without one, after the rules.
  const startGit = gitStarter(inputs, diff, deps);
  const workspace = settings.workspaces
    ? await (
        await import('./workspaces/source.js')
      ).openWorkspace(settings.workspaces, diff, deps, startGit()?.changes, inputs.tools.length > 0)
    : undefined;
  // A depends-on may name a unit of a build graph that allows it (Python's): checked once it answers.
  const dependable = inputs.tools.filter((tool) => tool.dependable);
  const deferred: Deferred = { names: new Set(), tools: dependable.map((tool) => tool.title) };
  const { rules, warnings } = checkRules(inputs.ruleSets, {
    packages: workspace?.names,
    excuse: (rule, name) =>
      workspace?.excuse(rule, name) === true ||
      (dependable.length > 0 && (deferred.names.add(name), true)),
    // A pattern naming a directory of the compared tree (the commit's, when it was read).
    isDirectory: (dir) =>
      workspace?.files
        ? workspace.files.isDirectory(dir)
        : isDirectory(path.join(deps.workspace, dir)),
    impactsAllOn: settings.impactsAllOn,
  });
  const git = startGit();
  const draft = startResult(inputs, workspace, warnings);
  const outcome =
    inputs.all ??
    allOf(workspace?.failed) ??
    (git
      ? await impactedByChanges(git, rules, inputs, workspace, settings, deps, draft, deferred)
      : inputs.named);
  return finish(draft, outcome, deps.log);
}

/**
 * What git was started for: the changed files, and whether the rules' patterns are checked
 * (`check`), with the head's tree listed beside the diff when it is not to be read from the
 * index (`early`).
 */
interface GitWork {
  changes: Promise<ChangedFiles>;
  check?: { early: Listing | undefined } | undefined;
}

/**
 * Stage 2: git started once, when the run needs the changed files (and no input made it ALL):
 * the diff, and beside it the head's tree when there are rules and the head is not a merge
 * commit (whose read names its tree, which the index mostly holds: git-index.ts). Later calls
 * give the same.
 */
function gitStarter(
  inputs: CheckedInputs,
  diff: DiffRequest,
  deps: TargetsDeps,
): () => GitWork | undefined {
  let started: GitWork | undefined;
  let asked = false;
  return () => {
    if (asked || inputs.all !== undefined || !inputs.needsChanges) return started;
    asked = true;
    const changes = changedFilesOf(diff, deps);
    // Awaited later; should anything in between throw, its failure is not an unhandled one.
    changes.catch(() => undefined);
    const check =
      inputs.ruleSets.some((set) => set.length > 0) && checksDeadPatterns()
        ? {
            early:
              diff.mergeCommit === undefined
                ? startListing(deps.git, diff.head, deps.workspace, inputs.ruleSets)
                : undefined,
          }
        : undefined;
    return (started = { changes, check });
  };
}

/** The result as the stages start it: the warnings of the inputs, the rules and the workspace. */
function startResult(
  inputs: CheckedInputs,
  workspace: OpenedWorkspace | undefined,
  ruleWarnings: string[],
): Draft {
  return {
    targets: [],
    explanations: new Map(),
    warnings: [...ruleWarnings, ...(workspace?.warnings ?? []), ...inputs.warnings],
    ...(workspace?.summary && { workspace: workspace.summary }),
    // Until Bazel answers, its test targets are every one (an early ALL stays so).
    ...(inputs.tools.some((tool) => tool.name === 'bazel') && {
      bazel: { testTargets: 'ALL' as const },
    }),
  };
}

/**
 * Stages 4 to 7 over the changed files, then the rules' patterns that match nothing in either
 * compared tree (the head's, from the index or a listing; the base's paths the head lacks are
 * the diff's) warned of, whatever the outcome, ALL included, once git compared two commits.
 */
async function impactedByChanges(
  { changes, check }: GitWork,
  rules: TargetRule[],
  inputs: CheckedInputs,
  workspace: OpenedWorkspace | undefined,
  settings: TargetSettings,
  deps: TargetsDeps,
  draft: Draft,
  deferred: Deferred,
): Promise<Map<string, Explanation> | All> {
  // Built while git works (on a large PR, about as long as git takes); the dead-pattern check
  // shares its compiled tests.
  const matcher = new GroupMatcher(rules);
  const outcome = await overChanges(
    changes,
    matcher,
    rules,
    inputs,
    workspace,
    settings,
    deps,
    draft,
    deferred,
  );
  const { comparison } = draft;
  const changed = await changes;
  if (check && comparison && changed.certain && changed.removed) {
    const { removed, toTree } = changed;
    // The head's tree: the index's when it is that tree (unless a workspace was read: git has
    // listed the commit for it, and the runner gives that listing again), else the listing
    // started beside the diff, else git's now; a large one only at the bases (dead-patterns.ts).
    const early =
      toTree !== undefined && workspace === undefined
        ? indexListing(deps.workspace, comparison.to, toTree, check.early)
        : check.early;
    const options = { early, matcher };
    draft.warnings.push(
      ...(await deadPatternWarnings(rules, { comparison, removed }, deps.git, deps.voice, options)),
    );
  }
  return outcome;
}

/**
 * Stages 4 to 7: the targets the changed files make impacted, with their dependents, joined
 * with those the inputs name; or ALL.
 */
async function overChanges(
  pending: Promise<ChangedFiles>,
  matcher: GroupMatcher,
  rules: TargetRule[],
  inputs: CheckedInputs,
  workspace: OpenedWorkspace | undefined,
  settings: TargetSettings,
  deps: TargetsDeps,
  draft: Draft,
  deferred: Deferred,
): Promise<Map<string, Explanation> | All> {
  const changes = await settleChanges(pending, settings.impactsAllOn, draft, deps.log);
  if (changes instanceof All) return changes;
  // Rules alone over many files or patterns: one pass of cold code, TurboFan off (tiers.ts). A
  // build graph's reader keeps it: its scans run long enough to gain from it.
  if (inputs.tools.length === 0 && workspace?.ws === undefined) {
    let patterns = 0;
    for (let i = 0; i < rules.length; i++) patterns += rules[i]!.include.length;
    await quickTiersFor(changes.files.length + patterns);
  }
  const asked = await askSources(inputs, workspace, changes, settings, deps, draft);
  if (asked instanceof All) return asked;
  if (deferred.names.size > 0) checkDeferred(rules, deferred, asked.answers);
  const hasWorkspace = workspace?.ws !== undefined;
  const direct = matchRules(
    rules,
    matcher,
    asked,
    inputs,
    settings,
    hasWorkspace,
    draft,
    deps.voice,
  );
  if (direct instanceof All) return direct;
  const followed = followDependents(direct, rules, asked.answers);
  if (followed instanceof All) return followed;
  return inputs.named.size === 0 ? followed : withNamed(inputs.named, followed);
}

/** The targets the inputs name, with those of the changes they lack (a graph's may be thousands). */
function withNamed(
  named: Map<string, Explanation>,
  from: ReadonlyMap<string, Explanation>,
): Map<string, Explanation> {
  from.forEach((value, key) => {
    if (!named.has(key)) named.set(key, value);
  });
  return named;
}
