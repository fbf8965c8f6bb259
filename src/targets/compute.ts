import * as path from 'node:path';
import { Inputs } from '../constants.js';
import { GitError, InputError, UserError } from '../errors.js';
import { clause, errorMessage } from '../format.js';
import { isDirectory, isFile } from '../path-kind.js';
import type { Logger } from '../logger.js';
import { BUILD_TOOLS, type BuildTool } from '../settings.js';
import {
  fileVersions,
  sortedUnique,
  type ChangedFiles,
  type Comparison,
  type ListedFiles,
} from './diff/changed-files.js';
import { changedFilesOf } from './diff/sources.js';
import type { DeadPattern } from './dead-patterns.js';
import type { CollectedTargets } from './collect.js';
import { describe, describeComparison, type Explanation } from './explain.js';
import type { GlobFiles } from './glob-files.js';
import { directoryStore } from './graphs/cache/dir-store.js';
import type { GraphCacheStore } from './graphs/cache/store.js';
import { GRAPH_SOURCES } from './graphs/registry.js';
import {
  allAnswer,
  type SourceAnswer,
  type TargetSettings,
  type ToolCall,
} from './graphs/source.js';
import type { DiffEnds } from '../run.js';
import type { GitRunner } from './diff/git.js';
import { readInputFile } from './input-file.js';
import { GroupMatcher } from './matcher.js';
import {
  changeTypeWarnings,
  checkRules,
  parseRules,
  refuseDirectoryPatterns,
  refusePatterns,
  type TargetRule,
} from './rules.js';
import type { PackageReason } from './workspaces/impact.js';
import type { Workspace } from './workspaces/model.js';
import type { RepoFiles } from './workspaces/read.js';
import { ACTION_VOICE, type Voice } from '../voice.js';

/** Changed files listed in debug logging. */
const DEBUG_FILE_CAP = 1000;

export interface TargetsResult {
  /** Sorted, duplicate-free names, or ALL. */
  targets: string[] | 'ALL';
  /** Why the result is ALL (a sentence), when it is. */
  allReason?: string;
  /** The changed files considered, when they were computed with certainty. */
  changedFiles?: string[];
  changedFilesSource?: 'git' | 'rest';
  /** Which two commits git compared, and why (absent for a REST listing). */
  comparison?: Comparison | undefined;
  /** For each impacted target, what made it impacted. */
  explanations: Map<string, Explanation>;
  /** Warnings for the log, such as why the safety rule chose ALL. */
  warnings: string[];
  /**
   * The workspace read for targets: its managers, how many packages it has, and the turbo.json
   * files read over it (Turborepo).
   */
  workspace?: { managers: string[]; packages: number; turboFiles?: string[] };
  /** Changed files no target rule matches (when rules were given and unmatched-files is not ignore). */
  unmatchedFiles?: string[];
  /** The Bazel mode's test targets (ALL when everything is impacted). */
  bazel?: { testTargets: string[] | 'ALL' };
  /** The build tools' calls that ran (Bazel's query, Nx's), each with its time. */
  toolCalls?: ToolCall[];
}

export type { TargetSettings } from './graphs/source.js';

/** Unmatched files named in a warning or failure before "and N more". */
export const UNMATCHED_LIST_CAP = 20;

/**
 * The pull request whose changed files are wanted, and the two ends of its diff: the run's
 * DiffEnds (run.ts says what each end is), the head known, and the queue's target branch,
 * whose tip on origin is the base when no exact base is given.
 */
export type DiffRequest = DiffEnds & { head: string; prNumber: number; targetBranch: string };

export interface TargetsDeps {
  /** The checked-out repository (GITHUB_WORKSPACE); relative paths in inputs start here. */
  workspace: string;
  git: GitRunner;
  /** The pull request's files from a listing, for a workspace with no git repository. */
  listPullRequestFiles?: (prNumber: number) => Promise<ListedFiles>;
  /** How impacted-targets-files patterns are expanded (the engine's own when not given). */
  globFiles?: GlobFiles;
  /** The graph cache `graph-cache: auto` means here (the door's; none: auto is off). */
  graphCacheStore?: GraphCacheStore | undefined;
  log: Logger;
  /** The door's words for its advice (how to check out, what describes the run): voice.ts. */
  voice?: Voice;
}

/** Rules from `targets` and `targets-file`, parsed and checked. Input errors only. */
export async function loadRules(
  settings: TargetSettings,
  workspace: string,
  packages?: ReadonlySet<string>,
): Promise<TargetRule[]> {
  return checkRules(await parseRuleSets(settings, workspace), packages);
}

/** Rules from `targets` and `targets-file`, parsed (their syntax checked), one set per input. */
async function parseRuleSets(settings: TargetSettings, workspace: string): Promise<TargetRule[][]> {
  const sets: TargetRule[][] = [];
  if (settings.targets !== undefined) sets.push(await parseRules(settings.targets, Inputs.Targets));
  if (settings.targetsFile !== undefined) {
    const text = await readInputFile(
      Inputs.TargetsFile,
      path.resolve(workspace, settings.targetsFile),
      settings.targetsFile,
      'the path of a YAML file of target rules, relative to the workspace',
    );
    sets.push(await parseRules(text, Inputs.TargetsFile));
  }
  return sets;
}

/** Whether a repository-relative path is a directory of the work tree at `workspace`. */
const isWorkTreeDirectory = (workspace: string, dir: string): boolean =>
  isDirectory(path.join(workspace, dir));

/**
 * Every target that depends, directly or transitively, on an impacted one: rules through their
 * depends-on, workspace packages through their manifests' dependencies.
 */
function propagate(
  targets: { name: string; dependsOn: readonly string[] }[],
  impacted: Map<string, Explanation>,
): void {
  const dependents = new Map<string, string[]>();
  for (const target of targets) {
    for (const dep of target.dependsOn) {
      const list = dependents.get(dep);
      if (list) list.push(target.name);
      else dependents.set(dep, [target.name]);
    }
  }
  if (dependents.size === 0) return;
  const queue = [...impacted.keys()].sort();
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!;
    for (const dependent of dependents.get(name) ?? []) {
      if (impacted.has(dependent)) continue;
      impacted.set(dependent, { kind: 'dependency', dependency: name });
      queue.push(dependent);
    }
  }
}

/** The workspace as read, and the files it was read from; or why it could not be read. */
type WorkspaceRead =
  { ws: Workspace; files: RepoFiles } | { failed: string; files?: RepoFiles | undefined };

/**
 * The workspace of the commit whose changes are computed, read from git (see CommitFiles): the
 * merge commit when the event names one, else the head. Its reading starts at once, beside the
 * diff; should the diff compare another commit (a stale merge commit: the head), that one is
 * read once the diff has fetched it. Without the diff's commits (the GitHub API listed the
 * files) whichever of them is here is read; with none, or no git repository, the work tree.
 */
async function readWorkspace(
  setting: Exclude<TargetSettings['workspaces'], undefined>,
  diff: DiffRequest,
  deps: TargetsDeps,
  changed: Promise<ChangedFiles> | undefined,
  noneIsFine: boolean,
): Promise<WorkspaceRead> {
  const [{ discoverWorkspace }, { CommitFiles }, { workTreeFiles }] = await Promise.all([
    import('./workspaces/discover.js'),
    import('./workspaces/tree.js'),
    import('./workspaces/read.js'),
  ]);
  interface Attempt {
    files: RepoFiles;
    ws: Promise<Workspace>;
  }
  const open = async (commit: string, about: string): Promise<Attempt | undefined> => {
    const files = await CommitFiles.open(deps.git, deps.workspace, commit, about);
    if (!files) return undefined;
    const ws = discoverWorkspace(setting, files, noneIsFine);
    // Whatever discovery reads has been read once it is done: the cat-file processes end.
    ws.then(
      () => files.close(),
      () => files.close(),
    );
    return { files, ws };
  };
  const first = diff.mergeCommit ?? diff.head;
  const about = (commit: string) =>
    commit === diff.mergeCommit ? 'the merge commit' : 'the pull request head';
  const early = open(first, about(first));
  const result = changed && (await changed);
  const to = result?.certain ? result.comparison?.to : undefined;
  let chosen = to === undefined || to === first ? await early : undefined;
  // The diff compared another commit, or fetched this one: read it now.
  if (!chosen && to !== undefined) chosen = await open(to, about(to));
  if (!chosen && to === undefined && diff.head !== first) {
    chosen = await open(diff.head, about(diff.head));
  }
  // An attempt not chosen may still fail (a manifest that the chosen commit fixed): unheard.
  void early.then((attempt) => {
    if (attempt && attempt !== chosen) attempt.ws.catch(() => undefined);
  });
  if (!chosen) {
    deps.log.debug(
      `Workspace: read from the work tree (no commit of the pull request, ${first.slice(0, 12)} or ${diff.head.slice(0, 12)}, could be listed with git).`,
    );
    const files = workTreeFiles(deps.workspace);
    return { ws: await discoverWorkspace(setting, files, noneIsFine), files };
  }
  try {
    return { ws: await chosen.ws, files: chosen.files };
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return {
      failed: `the workspace's manifests could not be read ${chosen.files.where}: ${errorMessage(error)}`,
      files: chosen.files,
    };
  }
}

/**
 * The impacted targets of a pull request: the union of the rule matches over its changed files
 * (with dependencies), the inline list and the collected files; ALL when any source says so,
 * when a changed file matches impacts-all-on, or when the changed files cannot be known for sure.
 * Input errors are thrown before any git or network work that has an effect: a door may have
 * started the merge commit's read already (early-git.ts), which only reads, and which this run
 * takes or, ending on the error, ends.
 */
export async function computeImpactedTargets(
  settings: TargetSettings,
  diff: DiffRequest,
  deps: TargetsDeps,
): Promise<TargetsResult> {
  // Every input's syntax first, before any git this run starts (the read a door started early
  // changes nothing). A depends-on naming a package is checked once the workspace is read
  // (from git); duplicate names and cycles are checked now.
  const ruleSets = await parseRuleSets(settings, deps.workspace);
  const tools = buildToolsOf(settings, deps.workspace, deps.voice);
  const rules = checkRules(
    ruleSets,
    settings.workspaces ? new Set(ruleSets.flat().flatMap((r) => r.dependsOn)) : undefined,
  );
  refusePatterns(settings.impactsAllOn, Inputs.ImpactsAllOn);
  const graphCache = tools.includes('bazel') ? graphCacheOf(settings, deps) : undefined;
  const collected: CollectedTargets | undefined =
    settings.impactedTargetsFiles.length > 0
      ? await (
          await import('./collect.js')
        ).collectTargetFiles(settings.impactedTargetsFiles, deps.workspace, deps.globFiles)
      : undefined;
  const allFromInputs =
    settings.impactedTargets === 'ALL'
      ? 'the impacted-targets input says ALL'
      : collected?.all
        ? `${collected.all} lists ALL`
        : undefined;
  // Every input has been checked. git works in processes of its own: the workspace's manifests
  // are read from the commit while the changed files are computed, and the matcher is built
  // meanwhile (on a large PR, about as long as git takes).
  const pending =
    allFromInputs === undefined &&
    (rules.length > 0 ||
      settings.impactsAllOn.length > 0 ||
      settings.workspaces !== undefined ||
      tools.length > 0)
      ? changedFilesOf(diff, deps)
      : undefined;
  // Awaited below; should anything in between throw, its failure is not also an unhandled one.
  pending?.catch(() => undefined);
  const reading = settings.workspaces
    ? readWorkspace(settings.workspaces, diff, deps, pending, tools.length > 0)
    : undefined;
  reading?.catch(() => undefined);
  const matcher = pending && new GroupMatcher(rules);
  const read = await reading;
  const ws = read && 'ws' in read ? read.ws : undefined;
  const workspaceWarnings: string[] = [];
  if (ws) {
    deps.log.debug(
      `Workspace (${ws.managers.join(', ')}) read ${read?.files?.where ?? ''}: ${ws.packages.length} package(s)` +
        ws.packages
          .slice(0, DEBUG_FILE_CAP)
          .map((p) => `\n  ${p.name} (${p.dir || '.'}) depends on [${p.dependsOn.join(', ')}]`)
          .join(''),
    );
    const packages = new Set(ws.byName.keys());
    if (ws.unknownSubmodules.length > 0) {
      workspaceWarnings.push(unknownSubmodulesWarning(ws.unknownSubmodules, deps.voice));
      // A name that is neither a rule nor a package read may be a package in the submodule.
      const ruleNames = new Set(ruleSets.flat().map((r) => r.name));
      for (const rule of ruleSets.flat()) {
        for (const dep of rule.dependsOn) {
          if (ruleNames.has(dep) || packages.has(dep)) continue;
          packages.add(dep);
          workspaceWarnings.push(
            `target "${rule.name}" (${rule.input}) depends on "${dep}", which is neither a rule nor a package read: ` +
              `it may be a package in ${listCapped(ws.unknownSubmodules)}, which the checkout did not initialise.`,
          );
        }
      }
    }
    if (ws.turbo) deps.log.info(`Turborepo: read ${ws.turbo.files.join(', ')}.`);
    // The same rules as above, now with the package names their depends-on may use.
    checkRules(ruleSets, packages);
  }
  // A pattern naming a directory of the compared tree (the commit's, when it was read) matches
  // nothing: an input error, before anything is sent.
  refuseDirectoryPatterns(rules, settings.impactsAllOn, (dir) =>
    read?.files ? read.files.isDirectory(dir) : isWorkTreeDirectory(deps.workspace, dir),
  );
  const result: TargetsResult = {
    targets: [],
    explanations: new Map(),
    warnings: [...changeTypeWarnings(rules), ...workspaceWarnings],
    ...(ws && {
      workspace: {
        managers: ws.managers,
        packages: ws.packages.length,
        ...(ws.turbo && { turboFiles: ws.turbo.files }),
      },
    }),
    // Until Bazel answers, its test targets are every one (an early ALL stays so).
    ...(tools.includes('bazel') && { bazel: { testTargets: 'ALL' as const } }),
  };
  const all = (reason: string): TargetsResult => ({ ...result, targets: 'ALL', allReason: reason });

  for (const skipped of collected?.skipped ?? []) result.warnings.push(skipped);
  if (allFromInputs) return all(allFromInputs);
  if (read && 'failed' in read) return all(read.failed);

  let impacted = new Map<string, Explanation>();
  for (const name of settings.impactedTargets ?? []) impacted.set(name, { kind: 'inline' });
  for (const [name, file] of collected?.targets ?? []) {
    if (!impacted.has(name)) impacted.set(name, { kind: 'collected', file });
  }

  if (pending && matcher) {
    const changed = await pending;
    if (!changed.certain) {
      const warning = `Uploading ALL impacted targets because the changed files cannot be known for sure: ${clause(changed.reason)}. ${changed.fix}`;
      return {
        ...all(`the changed files cannot be known for sure: ${changed.reason}`),
        warnings: [...result.warnings, warning],
      };
    }
    result.changedFiles = changed.files;
    result.changedFilesSource = changed.source;
    result.comparison = changed.comparison;
    if (changed.comparison)
      deps.log.debug(`Changed files: ${describeComparison(changed.comparison)}.`);
    deps.log.debug(`${changed.files.length} changed file(s) from ${changed.source}:`);
    for (const file of changed.files.slice(0, DEBUG_FILE_CAP)) deps.log.debug(`  ${file}`);
    if (changed.files.length > DEBUG_FILE_CAP) {
      deps.log.debug(`  …and ${changed.files.length - DEBUG_FILE_CAP} more`);
    }

    if (settings.impactsAllOn.length > 0) {
      const hit = new GroupMatcher([{ include: settings.impactsAllOn }]).first(changed.files);
      if (hit) return all(`${hit.file} matches impacts-all-on pattern ${hit.pattern}`);
    }
    let direct = new Map<string, Explanation>();
    // The build tools' answers first, in the registry's order: a file a tool accounts for is
    // its, and the rules need not.
    const answers: { name: BuildTool; answer: SourceAnswer }[] = [];
    for (const name of tools) {
      const answer = await sourceAnswer(
        name,
        settings,
        changed.comparison,
        changed.files,
        deps,
        graphCache,
      );
      answers.push({ name, answer });
      result.warnings.push(...answer.warnings);
      if (answer.calls.length > 0)
        result.toolCalls = [...(result.toolCalls ?? []), ...answer.calls];
      if (answer.bazelTestTargets) result.bazel = { testTargets: answer.bazelTestTargets };
      if (answer.all) return { ...all(answer.all), changedFiles: changed.files };
      // The first answer's map is taken as it is (a graph's answer may hold thousands).
      if (direct.size === 0) direct = answer.impacted;
      else merge(direct, answer.impacted);
    }
    // Files in a package are that package's; the rules see what lies outside every package.
    let ruleFiles = changed.files;
    if (ws) {
      const impact = await packageImpact(ws, changed.files, changed.comparison, deps.git);
      if (impact.all) return { ...all(impact.all), changedFiles: changed.files };
      const unknown = unknownSubmoduleImpact(ws, changed.files, impact.direct, deps.voice);
      if (unknown) return { ...all(unknown), changedFiles: changed.files };
      ruleFiles = impact.outside;
      for (const [name, why] of impact.direct) direct.set(name, why);
    }
    // Files a tool accounts for are its (its answer counted them); the rest is for the rules,
    // and unmatched-files decides what is left.
    for (const { answer } of answers) {
      const outside = new Set(answer.outside);
      ruleFiles = ruleFiles.filter((file) => outside.has(file));
    }
    // What a tool cannot see is ALL, unless a package or a rule of the user's accounts for it.
    const unseen = unseenReason(answers, ruleFiles, matcher);
    if (unseen) return { ...all(unseen), changedFiles: changed.files };
    // Units of the tools that leave files to the rules (Nx projects, Maven modules, ...).
    const units = tools.flatMap((name) => GRAPH_SOURCES[name].unit ?? []);
    const mode = settings.unmatchedFiles ?? 'warn';
    const input = (deps.voice ?? ACTION_VOICE).input;
    const checkUnmatched =
      (rules.length > 0 || ws !== undefined || units.length > 0) && mode !== 'ignore';
    const { hits, unmatched } = matcher.classify(ruleFiles, checkUnmatched);
    if (unmatched.length > 0) {
      const what = unmatchedWords(unmatched, [...(ws ? ['package'] : []), ...units]);
      if (mode === 'fail') {
        throw new UserError(
          `${what}. ${input(Inputs.UnmatchedFiles)} is "fail": add a rule for ${unmatched.length === 1 ? 'it' : 'them'} to ${input(Inputs.Targets)} or ${input(Inputs.TargetsFile)}, ` +
            `or set ${input(Inputs.UnmatchedFiles)} to warn, all or ignore.`,
        );
      }
      if (mode === 'all')
        return { ...all(`${what} (unmatched-files: all)`), changedFiles: changed.files };
      result.unmatchedFiles = unmatched;
      result.warnings.push(
        `${what}. No target counts them; add a rule (or set ${input(Inputs.UnmatchedFiles)} to all to upload ALL for such changes).`,
      );
    }
    for (const [index, hit] of hits) {
      const name = rules[index]!.name;
      if (!direct.has(name))
        direct.set(name, { kind: 'pattern', file: hit.file, pattern: hit.pattern });
    }
    propagate([...rules, ...(ws?.packages ?? [])], direct);
    if (ws?.turbo) {
      // turbo puts the root before every package: when a workspace package the root depends on
      // is impacted, so is every package (turbo's RootInternalDepChanged).
      const rootDep = [...ws.rootDeclares]
        .sort()
        .find((name) => ws.byName.get(name)?.family === 'js' && direct.has(name));
      if (rootDep !== undefined) {
        return {
          ...all(
            `the root package.json depends on ${rootDep}, which is impacted: the root's tooling reaches every package, and turbo counts them all then (RootInternalDepChanged)`,
          ),
          changedFiles: changed.files,
        };
      }
    }
    if (impacted.size === 0) impacted = direct;
    else merge(impacted, direct);
    // Patterns that match no path of either commit (a typo: `packages/auht/**`), looked for
    // when a change goes untested: a changed file no rule's pattern takes (one a `!` exclusion
    // leaves out was meant to be), or no target at all. Not on every run: it lists both trees,
    // and a small pull request's run is one git process.
    const untaken = (files: string[]) =>
      new GroupMatcher(rules.map((r) => ({ include: r.include }))).unmatched(files).length > 0;
    const untested =
      impacted.size === 0 ||
      (result.unmatchedFiles !== undefined && untaken(result.unmatchedFiles));
    if (rules.length > 0 && untested && changed.comparison) {
      const { deadPatterns } = await import('./dead-patterns.js');
      const { from, to } = changed.comparison;
      const dead = await deadPatterns(rules, [to, from], deps.git).catch(() => undefined);
      result.warnings.push(...deadPatternWarnings(dead, deps.voice));
    }
  }

  const names = sortedUnique(impacted.keys());
  for (const name of names.slice(0, DEBUG_FILE_CAP)) {
    const why = impacted.get(name);
    if (why) deps.log.debug(`impacted: ${name} (${describe(why)})`);
  }
  if (names.length > DEBUG_FILE_CAP) {
    deps.log.debug(`impacted: …and ${names.length - DEBUG_FILE_CAP} more`);
  }
  return { ...result, targets: names, explanations: impacted };
}

/** Dead patterns named one warning each, the first few; the rest in one more. */
const DEAD_PATTERN_WARNINGS = 5;

/** The warnings for rule patterns that match no path of either compared commit. */
function deadPatternWarnings(
  dead: DeadPattern[] | undefined,
  voice: Voice = ACTION_VOICE,
): string[] {
  if (!dead || dead.length === 0) return [];
  const whose = (p: DeadPattern) =>
    p.rules.map((r) => `target ${JSON.stringify(r.name)} (${voice.input(r.input)})`).join(', ');
  const warnings = dead.slice(0, DEAD_PATTERN_WARNINGS).map((p) => {
    const targets = p.rules.map((r) => JSON.stringify(r.name)).join(', ');
    const near =
      p.suggestion === undefined
        ? ''
        : ` The nearest path there is ${JSON.stringify(p.suggestion)}: is that what it means?`;
    return (
      `Pattern ${JSON.stringify(p.pattern)} of ${whose(p)} matches no file of either compared commit, ` +
      `so it can never make ${targets} impacted.${near} ` +
      '(A rules file shared by several repositories may name paths that this one lacks: then nothing is wrong.)'
    );
  });
  const rest = dead.slice(DEAD_PATTERN_WARNINGS);
  if (rest.length > 0) {
    warnings.push(
      `${rest.length} more ${rest.length === 1 ? 'pattern matches' : 'patterns match'} no file of either compared commit: ` +
        listCapped(rest.map((p) => p.pattern)),
    );
  }
  return warnings;
}

/** Adds `from`'s entries that `into` lacks (a build graph's answer may hold thousands). */
function merge<V>(into: Map<string, V>, from: ReadonlyMap<string, V>): void {
  from.forEach((value, key) => {
    if (!into.has(key)) into.set(key, value);
  });
}

/**
 * Fill the graph cache for `commit` where there is no pull request to upload for (a push to the
 * default branch): Bazel's graph, when Bazel is asked for (or found by auto) and a cache is set.
 * What the log says of it; undefined when there is nothing to warm.
 */
export async function warmGraphCache(
  settings: TargetSettings,
  commit: string,
  deps: TargetsDeps,
): Promise<{ line: string; warnings: string[] } | undefined> {
  if (!buildToolsOf(settings, deps.workspace, deps.voice).includes('bazel')) return undefined;
  const { store } = graphCacheOf(settings, deps);
  if (!store) return undefined;
  const { warmBazelGraph } = await import('./graphs/bazel/index.js');
  return warmBazelGraph(settings.bazel!, {
    repository: deps.workspace,
    git: deps.git,
    commit,
    log: deps.log,
    store,
  });
}

/** Where a build tool's marker files are looked for, and whether one is there. */
function toolFound(tool: BuildTool, settings: TargetSettings, repository: string) {
  const source = GRAPH_SOURCES[tool];
  const root = path.join(repository, source.root?.(settings) ?? '');
  const found = source.markers.some((marker) => isFile(path.join(root, marker)));
  return { found, root, markers: source.markers };
}

/**
 * The build tools asked for: `auto` picks each one whose markers are found (Bazel in its
 * workspace, the others at the repository root); naming one whose markers are missing is an
 * input error.
 */
function buildToolsOf(
  settings: TargetSettings,
  repository: string,
  voice: Voice = ACTION_VOICE,
): BuildTool[] {
  const setting = settings.buildTools ?? [];
  if (setting.length === 0) return [];
  if (setting === 'auto') {
    return BUILD_TOOLS.filter((tool) => toolFound(tool, settings, repository).found);
  }
  for (const tool of setting) {
    const { found, root, markers } = toolFound(tool, settings, repository);
    if (found) continue;
    const title = GRAPH_SOURCES[tool].title;
    throw new InputError(
      Inputs.Workspaces,
      tool === 'bazel'
        ? `Input "${Inputs.Workspaces}" names bazel, but no ${markers.join(', ')} was found at ${root}. ` +
            `Set ${voice.input(Inputs.BazelWorkspacePath)} to the directory of the Bazel workspace, or leave bazel out.`
        : `Input "${Inputs.Workspaces}" names ${tool}, but no ${markers.join(' or ')} was found at ${root}. ` +
            `${voice.checkOutFirst} (${title} builds have ${markers.join(' or ')} at the repository root), or leave ${tool} out.`,
    );
  }
  return setting;
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
 * rule accounts for (`ruleFiles` are those no package took); undefined when there is none.
 */
function unseenReason(
  answers: { answer: SourceAnswer }[],
  ruleFiles: string[],
  matcher: GroupMatcher,
): string | undefined {
  const left = new Set(ruleFiles);
  const open = answers.flatMap(({ answer }) => answer.unseen).filter((u) => left.has(u.file));
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
  return (
    `Bazel cannot account for ${unseen.length} changed ${unseen.length === 1 ? 'file' : 'files'}: ${shown}. ` +
    'List files that impact nothing in bazel-ignore, or give them a target rule'
  );
}

/** A build tool's answer for changes git compared; ALL when git did not (a REST listing). */
async function sourceAnswer(
  name: BuildTool,
  settings: TargetSettings,
  comparison: Comparison | undefined,
  files: string[],
  deps: TargetsDeps,
  graphCache: { store?: GraphCacheStore; off?: string } | undefined,
): Promise<SourceAnswer> {
  const source = GRAPH_SOURCES[name];
  if (!comparison) {
    return {
      ...allAnswer(
        `${source.title} reads the commits, and git could not compare two commits here (the changed files came from the GitHub API)`,
      ),
      ...(name === 'bazel' && { bazelTestTargets: 'ALL' as const }),
    };
  }
  return source.answer({
    settings,
    repository: deps.workspace,
    git: deps.git,
    comparison,
    changed: files,
    log: deps.log,
    graphCache,
  });
}

/**
 * The graph cache's store: a directory (outside the checkout, or Bazel's globs would see the
 * entries), the door's for `auto`, or none. An input error before anything runs.
 */
function graphCacheOf(
  settings: TargetSettings,
  deps: TargetsDeps,
): { store?: GraphCacheStore; off?: string } {
  const setting = settings.graphCache ?? 'off';
  if (setting === 'off') return {};
  if (setting === 'auto') {
    return deps.graphCacheStore ? { store: deps.graphCacheStore } : {};
  }
  const dir = path.resolve(deps.workspace, setting.dir);
  const inside = path.relative(deps.workspace, dir);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new InputError(
      Inputs.GraphCache,
      `Input "${Inputs.GraphCache}" is ${JSON.stringify(setting.dir)}, a directory inside the checkout (${deps.workspace}), where Bazel's globs would see the entries. ` +
        "Expected auto, false, or a directory outside the checkout (under the runner's temporary directory, or an agent's persistent disk).",
    );
  }
  return { store: directoryStore(dir) };
}

/** A sentence's instruction inside another sentence: its first letter lower-case. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The warning for submodules whose packages cannot be read. */
function unknownSubmodulesWarning(paths: string[], voice: Voice = ACTION_VOICE): string {
  const one = paths.length === 1;
  return (
    `The workspace may have packages in ${one ? 'submodule' : 'submodules'} ${listCapped(paths)}, which the checkout did not initialise, ` +
    `so ${one ? 'its' : 'their'} packages are unknown and a change to any package uploads ALL. ` +
    `${voice.initSubmodules}.`
  );
}

/**
 * Why the upload is ALL when a submodule's packages are unknown and something of the workspace
 * changed: a package there may depend on a changed one, or the submodule itself moved.
 */
function unknownSubmoduleImpact(
  ws: Workspace,
  files: string[],
  direct: Map<string, PackageReason>,
  voice: Voice = ACTION_VOICE,
): string | undefined {
  if (ws.unknownSubmodules.length === 0) return undefined;
  const it = ws.unknownSubmodules.length === 1 ? 'it' : 'them';
  const unknown = `the packages in ${listCapped(ws.unknownSubmodules)} are unknown (the checkout did not initialise ${it}; ${lowerFirst(voice.initSubmodules)})`;
  const moved = files.find((file) =>
    ws.unknownSubmodules.some((dir) => file === dir || file.startsWith(`${dir}/`)),
  );
  if (moved !== undefined) return `${moved} changed and ${unknown}`;
  const [name] = direct.keys();
  if (name !== undefined) {
    return `workspace package ${name} is impacted and ${unknown}, so which packages depend on it cannot be known`;
  }
  return undefined;
}

/**
 * The packages the changed files land in (workspace manifests and lockfiles compared at both
 * commits). A git failure while reading them makes the result ALL: a guess could under-report.
 */
async function packageImpact(
  ws: Workspace,
  files: string[],
  comparison: Comparison | undefined,
  git: GitRunner,
) {
  const { workspaceImpact } = await import('./workspaces/impact.js');
  try {
    return await workspaceImpact(ws, files, comparison && fileVersions(git, comparison));
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return {
      direct: new Map(),
      outside: [],
      all: `a workspace manifest or lockfile changed and git could not read both versions: ${errorMessage(error)}`,
    };
  }
}

/** The first few names, quoted, and how many more. */
function listCapped(names: string[]): string {
  const shown = names.slice(0, UNMATCHED_LIST_CAP).map((n) => JSON.stringify(n));
  const rest = names.length - shown.length;
  return `${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}
