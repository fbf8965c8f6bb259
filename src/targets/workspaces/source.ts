/**
 * The workspace as a source of targets: the managers' packages (npm, yarn, pnpm, Cargo, Go, uv;
 * the registry lists them), read from the commit beside the diff, and Turborepo's rules over
 * them. It answers as the graph sources do (`SourceAnswer`), with its packages as the nodes whose
 * dependents the engine follows; the rules it alone knows live here: a submodule whose packages
 * are unknown, and turbo's root rule once every dependent is known.
 */
import { GitError } from '../../errors.js';
import { errorMessage, listCapped } from '../../format.js';
import type { WorkspacesSetting } from '../../settings.js';
import { ACTION_VOICE, type Voice } from '../../voice.js';
import type { DiffRequest, TargetsDeps } from '../deps.js';
import { fileVersions, type ChangedFiles, type Comparison } from '../diff/changed-files.js';
import type { GitRunner } from '../diff/git.js';
import type { TargetRule } from '../rules.js';
import type { SourceAnswer } from '../source.js';
import { discoverWorkspace } from './discover.js';
import { workspaceImpact, type PackageReason } from './impact.js';
import type { Workspace } from './model.js';
import { workTreeFiles, type RepoFiles } from './read.js';
import { CommitFiles } from './tree.js';

/** Packages listed in debug logging. */
const DEBUG_PACKAGE_CAP = 1000;

/** The workspace once read: what the rules may name, what the summary says, and its answer. */
export interface OpenedWorkspace {
  /** Why it could not be read (the upload is ALL then). */
  failed?: string;
  /** The files it was read from (the commit's tree): where a rule's directory is looked for. */
  files?: RepoFiles | undefined;
  ws?: Workspace;
  /** Its package names, which a rule's depends-on may name. */
  names: ReadonlySet<string>;
  /** Lets a depends-on name no rule or package has pass when it may be a package unread. */
  excuse(rule: TargetRule, name: string): boolean;
  /** Warnings for the log (submodules whose packages are unknown, the names excused). */
  warnings: string[];
  /** For the summary: the managers, how many packages, the turbo.json files read. */
  summary?: { managers: string[]; packages: number; turboFiles?: string[] };
  /** Its answer for the changed files. */
  answer(
    changed: string[],
    comparison: Comparison | undefined,
    git: GitRunner,
  ): Promise<SourceAnswer>;
}

/**
 * The workspace of the commit whose changes are computed, read from git (see CommitFiles), and
 * logged: the merge commit when the event names one, else the head. Its reading starts at once,
 * beside the diff (`changed`); should the diff compare another commit (a stale merge commit:
 * the head), that one is read once the diff has fetched it. Without the diff's commits (the
 * GitHub API listed the files) whichever of them is here is read; with none, or no git
 * repository, the work tree.
 */
export async function openWorkspace(
  setting: Exclude<WorkspacesSetting, undefined>,
  diff: DiffRequest,
  deps: TargetsDeps,
  changed: Promise<ChangedFiles> | undefined,
  noneIsFine: boolean,
): Promise<OpenedWorkspace> {
  const read = await readWorkspace(setting, diff, deps, changed, noneIsFine);
  const voice = deps.voice ?? ACTION_VOICE;
  if ('failed' in read) {
    return {
      failed: read.failed,
      files: read.files,
      names: new Set(),
      excuse: () => false,
      warnings: [],
      answer: never,
    };
  }
  const { ws, files } = read;
  deps.log.debug(
    `Workspace (${ws.managers.join(', ')}) read ${files.where}: ${ws.packages.length} package(s)` +
      ws.packages
        .slice(0, DEBUG_PACKAGE_CAP)
        .map((p) => `\n  ${p.name} (${p.dir || '.'}) depends on [${p.dependsOn.join(', ')}]`)
        .join(''),
  );
  const warnings: string[] = [];
  if (ws.unknownSubmodules.length > 0) {
    warnings.push(unknownSubmodulesWarning(ws.unknownSubmodules, voice));
  }
  if (ws.turbo) deps.log.info(`Turborepo: read ${ws.turbo.files.join(', ')}.`);
  return {
    files,
    ws,
    names: new Set(ws.byName.keys()),
    // A name that is neither a rule nor a package read may be a package in the submodule.
    excuse(rule, name) {
      if (ws.unknownSubmodules.length === 0) return false;
      warnings.push(
        `target "${rule.name}" (${rule.input}) depends on "${name}", which is neither a rule nor a package read: ` +
          `it may be a package in ${listCapped(ws.unknownSubmodules)}, which the checkout did not initialise.`,
      );
      return true;
    },
    warnings,
    summary: {
      managers: ws.managers,
      packages: ws.packages.length,
      ...(ws.turbo && { turboFiles: ws.turbo.files }),
    },
    answer: (files, comparison, git) => workspaceAnswer(ws, files, comparison, git, voice),
  };
}

const never = (): Promise<SourceAnswer> => Promise.reject(new Error('the workspace was not read'));

/** The workspace as read, and the files it was read from; or why it could not be read. */
type WorkspaceRead =
  { ws: Workspace; files: RepoFiles } | { failed: string; files?: RepoFiles | undefined };

async function readWorkspace(
  setting: Exclude<WorkspacesSetting, undefined>,
  diff: DiffRequest,
  deps: TargetsDeps,
  changed: Promise<ChangedFiles> | undefined,
  noneIsFine: boolean,
): Promise<WorkspaceRead> {
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
 * The packages the changed files land in (workspace manifests and lockfiles compared at both
 * commits), the files outside every package (the rules'), and ALL where the workspace cannot
 * say: a git failure reading both versions, a submodule whose packages are unknown, and
 * turbo's root rule once the dependents are known.
 */
async function workspaceAnswer(
  ws: Workspace,
  files: string[],
  comparison: Comparison | undefined,
  git: GitRunner,
  voice: Voice,
): Promise<SourceAnswer> {
  const answer = (impacted: Map<string, PackageReason>, outside: string[], all?: string) => ({
    impacted,
    outside,
    unseen: [],
    calls: [],
    warnings: [],
    ...(all !== undefined && { all }),
    nodes: ws.packages,
    ...(ws.turbo && { allAfter: turboRootRule(ws) }),
  });
  let impact;
  try {
    impact = await workspaceImpact(ws, files, comparison && fileVersions(git, comparison));
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return answer(
      new Map(),
      [],
      `a workspace manifest or lockfile changed and git could not read both versions: ${errorMessage(error)}`,
    );
  }
  const unknown = impact.all ?? unknownSubmoduleImpact(ws, files, impact.direct, voice);
  return answer(impact.direct, impact.outside, unknown);
}

/**
 * turbo puts the root before every package: when a workspace package the root depends on is
 * impacted, so is every package (turbo's RootInternalDepChanged).
 */
function turboRootRule(ws: Workspace) {
  return (impacted: ReadonlyMap<string, unknown>): string | undefined => {
    const rootDep = [...ws.rootDeclares]
      .sort()
      .find((name) => ws.byName.get(name)?.family === 'js' && impacted.has(name));
    return rootDep === undefined
      ? undefined
      : `the root package.json depends on ${rootDep}, which is impacted: the root's tooling reaches every package, and turbo counts them all then (RootInternalDepChanged)`;
  };
}

/** A sentence's instruction inside another sentence: its first letter lower-case. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The warning for submodules whose packages cannot be read. */
function unknownSubmodulesWarning(paths: string[], voice: Voice): string {
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
  voice: Voice,
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
