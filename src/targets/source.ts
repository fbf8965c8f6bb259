/**
 * What every source of targets answers, in one shape, so the engine joins them all the same
 * way: the build tools' graphs (Bazel, Nx, Maven, Gradle; each folder under graphs/), and the
 * workspace the managers read (npm, yarn, pnpm, Cargo, Go, uv, with Turborepo over it;
 * workspaces/source.ts). The registry (registry.ts) lists them all.
 */
import type { Logger } from '../logger.js';
import type { BuildTool, Settings } from '../settings.js';
import type { Comparison } from './diff/changed-files.js';
import type { GitRunner } from './diff/git.js';
import type { Explanation } from './explain.js';
import type { GraphCacheStore } from './graphs/cache/store.js';

/** The settings the targets engine reads. */
export type TargetSettings = Pick<
  Settings,
  'targets' | 'targetsFile' | 'impactedTargets' | 'impactedTargetsFiles' | 'impactsAllOn'
> &
  Partial<
    Pick<
      Settings,
      'unmatchedFiles' | 'workspaces' | 'buildTools' | 'bazel' | 'nx' | 'graphCache' | 'pythonUnits'
    >
  >;

/** One call of a build tool, for the summary: the command as run, and its time. */
export interface ToolCall {
  tool: string;
  /** The command that ran; empty when none did (a graph from the cache, a reader of files). */
  command: string[];
  ms: number;
  /** Where the graph came from, when not simply the command (`graph from the cache ...`). */
  source?: string;
}

/** A changed file a tool cannot see, with why; the tool and what to do, when not Bazel. */
export interface Unseen {
  file: string;
  why: string;
  /** The tool that cannot see it, for the message (Bazel when not given). */
  tool?: string;
  /** What to do about such files (Bazel's bazel-ignore when not given). */
  fix?: string;
}

/** What a graph source is given: the checkout, the two commits compared, the changed files. */
export interface SourceContext {
  settings: TargetSettings;
  repository: string;
  git: GitRunner;
  comparison: Comparison;
  /** The changed files, repository-relative. */
  changed: string[];
  log: Logger;
  /** The graph cache, when one is set (Bazel's). */
  graphCache?: { store?: GraphCacheStore | undefined; off?: string | undefined } | undefined;
}

/** A source's answer for one pull request. */
export interface SourceAnswer {
  /**
   * Targets with why: owners of changed files, their dependents, conflict keys (a workspace's
   * packages without their dependents: those follow from `nodes`).
   */
  impacted: Map<string, Explanation>;
  /** Set when the upload must be ALL: why, as a sentence. */
  all?: string | undefined;
  /** Changed files it does not account for: the target rules see them. */
  outside: string[];
  /**
   * Of those, files it cannot see at all: ALL, unless a workspace package or a target rule
   * accounts for them (Bazel's files in no package).
   */
  unseen: Unseen[];
  /** The tool calls that ran, for the log and the summary. */
  calls: ToolCall[];
  warnings: string[];
  /** Bazel's test targets (ALL when everything is impacted). */
  bazelTestTargets?: string[] | 'ALL';
  /**
   * Targets whose dependents the engine follows, together with the rules' (a workspace's
   * packages and their manifests' dependencies); a graph's answer has its dependents already.
   */
  nodes?: readonly { name: string; dependsOn: readonly string[] }[];
  /** Every target it knows (impacted or not), for a rule's depends-on (GraphSource.dependable). */
  names?: ReadonlySet<string>;
  /** ALL once every dependent is known, why; undefined when not (Turborepo's root rule). */
  allAfter?: (impacted: ReadonlyMap<string, Explanation>) => string | undefined;
}

/** One build tool, as the registry knows it. */
export interface GraphSource {
  kind: 'graph';
  name: BuildTool;
  /** How the docs and messages name it. */
  title: string;
  /** Files whose presence at the root says the repository uses it (auto). */
  markers: readonly string[];
  /** Named in `workspaces`, it reads any repository: its markers only decide `auto` (Python). */
  namedWithoutMarkers?: boolean;
  /**
   * A rule's `depends-on` may name its targets (its answer's `names` says which there are): the
   * remedy for an edge it cannot see (Python's string references).
   */
  dependable?: boolean;
  /** The directory the markers are looked for in, relative to the repository ('' = root). */
  root?: (settings: TargetSettings) => string;
  /** What one of its targets is, in messages (`Nx project`); none when it accounts for every file. */
  unit?: string;
  /** Its target names, as docs/workspaces.md's table of build graphs gives them. */
  names: string;
  /** Its answer for the changed files of two commits git compared. */
  answer(ctx: SourceContext): Promise<SourceAnswer>;
}

/** An answer that is ALL, with nothing else. */
export function allAnswer(reason: string, warnings: string[] = []): SourceAnswer {
  return { impacted: new Map(), all: reason, outside: [], unseen: [], calls: [], warnings };
}
