/**
 * The MSBuild projects of one commit, each evaluated from the commit's files (evaluate.ts): every
 * `*.csproj`, `*.fsproj` and `*.vbproj` not under a `bin/` or `obj/` directory, named by its
 * path from the repository root.
 */
import type { RepoFiles } from '../../workspaces/read.js';
import { parseXml, type XmlElement } from '../xml.js';
import { MARKERS, type PathLookup, type PathPattern } from './expand.js';
import { Evaluation, type Commit, type Evaluated } from './evaluate.js';

/** A reason the projects cannot be read: one sentence naming the file and what is wrong. */
export class DotnetError extends Error {}

const PROJECT = /\.(csproj|fsproj|vbproj)$/i;

/** Whether a path is a .NET project file (not one under build output). */
export function isProjectFile(path: string): boolean {
  if (!PROJECT.test(path)) return false;
  const parts = path.split('/');
  return !parts.slice(0, -1).some((p) => p === 'bin' || p === 'obj');
}

/** The files of a commit, for the lookups an evaluation makes. */
export class PathIndex implements PathLookup {
  private readonly set: Set<string>;
  private lower: Map<string, string> | undefined;
  private lowerPaths: string[] | undefined;
  /** Answers of `matching`: every project asks the same patterns of the files it imports. */
  private readonly matches = new Map<string, string[]>();

  constructor(
    /** Every file of the commit, sorted. */
    readonly paths: readonly string[],
  ) {
    this.set = new Set(paths);
  }

  exists(file: string): boolean {
    return this.set.has(file);
  }

  find(file: string): string | undefined {
    if (this.set.has(file)) return file;
    if (!this.lower) {
      this.lower = new Map();
      for (const path of this.paths) {
        const key = path.toLowerCase();
        if (!this.lower.has(key)) this.lower.set(key, path);
      }
    }
    return this.lower.get(file.toLowerCase());
  }

  /** Files under `base` (every file when '') ending in `tail` (lower-case) that `test` matches. */
  matching(test: PathPattern, base: string, tail = ''): string[] {
    const key = `${test.source}\u0000${base}`;
    let found = this.matches.get(key);
    if (!found) {
      found = this.scan(test, base, tail);
      this.matches.set(key, found);
    }
    return found;
  }

  private scan(test: PathPattern, base: string, tail: string): string[] {
    const lower = (this.lowerPaths ??= this.paths.map((p) => p.toLowerCase()));
    const prefix = base === '' ? '' : `${base}/`;
    let low = 0;
    let high = this.paths.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.paths[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const out: string[] = [];
    for (let i = low; i < this.paths.length && this.paths[i]!.startsWith(prefix); i++) {
      if (lower[i]!.endsWith(tail) && test.test(this.paths[i]!)) out.push(this.paths[i]!);
    }
    return out;
  }
}

/** The evaluated projects of one commit. */
export interface DotnetGraph {
  projects: Map<string, Evaluated>;
  /** The projects in each directory ('' for the root). */
  byDir: Map<string, string[]>;
  /** Every file some project imports. */
  imported: Set<string>;
  /** The SDKs the reader does not know, each with a project using it. */
  unknownSdks: Map<string, string>;
  warnings: string[];
}

const RESPONSE_FILE = /(^|\/)directory\.build\.rsp$/i;
const SWITCH = /^[-/](?:-)?(?:p|property):(.+)$/i;

/**
 * Properties that Directory.Build.rsp files set on MSBuild's command line (`-p:Name=value`,
 * `/property:A=1;B=2`): global properties, which no file can change.
 */
export async function commandLineProperties(files: RepoFiles, paths: readonly string[]) {
  const names = new Set<string>();
  for (const file of paths.filter((p) => RESPONSE_FILE.test(p))) {
    const text = (await files.read(file)) ?? '';
    for (const line of text.split('\n')) {
      if (line.trim().startsWith('#')) continue;
      for (const word of line.trim().split(/\s+/)) {
        const match = SWITCH.exec(word.replace(/^"|"$/g, ''));
        if (!match) continue;
        for (const pair of match[1]!.split(';')) {
          const name = pair.split('=')[0]!.trim();
          if (name !== '') names.add(name.toLowerCase());
        }
      }
    }
  }
  return names;
}

/** Read and evaluate every project of one commit; a DotnetError when a file does not parse. */
export async function readGraph(files: RepoFiles): Promise<DotnetGraph> {
  const paths = await files.filesUnder('');
  const index = new PathIndex(paths);
  const projects = new Set(paths.filter(isProjectFile));
  const parsed = new Map<string, Promise<XmlElement | undefined>>();
  const load = (file: string): Promise<XmlElement | undefined> => {
    let pending = parsed.get(file);
    if (!pending) {
      pending = (async () => {
        // A name with a newline cannot be asked of git by path; only listed files are read.
        if (!index.exists(file)) return undefined;
        const text = await files.read(file);
        if (text === undefined) return undefined;
        const what = projects.has(file) ? 'project file' : 'imported file';
        let root: XmlElement;
        try {
          root = parseXml(text.replace(MARKERS, ''));
        } catch (error) {
          throw new DotnetError(
            `The ${what} ${file} ${files.where} is not XML MSBuild can read (${(error as Error).message})`,
          );
        }
        if (root.name !== 'Project') {
          throw new DotnetError(
            `The ${what} ${file} ${files.where} has the root element <${root.name}>, not <Project>`,
          );
        }
        return root;
      })();
      parsed.set(file, pending);
    }
    return pending;
  };
  const projectMatches = new Map<string, string[]>();
  const commit: Commit = {
    files: index,
    projects,
    projectsMatching: (test) => {
      let found = projectMatches.get(test.source);
      if (!found) {
        found = [...projects].filter((p) => test.test(p));
        projectMatches.set(test.source, found);
      }
      return found;
    },
    load,
    globals: await commandLineProperties(files, paths),
    inUnknownSubmodule: (file) => files.inUnknownSubmodule(file),
  };
  const evaluated = await Promise.all(
    [...projects].map((project) => new Evaluation(commit, project).run()),
  );
  const graph: DotnetGraph = {
    projects: new Map(),
    byDir: new Map(),
    imported: new Set(),
    unknownSdks: new Map(),
    warnings: [],
  };
  for (const one of evaluated) {
    graph.projects.set(one.project, one);
    const dir = one.project.includes('/') ? one.project.slice(0, one.project.lastIndexOf('/')) : '';
    const list = graph.byDir.get(dir);
    if (list) list.push(one.project);
    else graph.byDir.set(dir, [one.project]);
    for (const [file, why] of one.reads) if (why.how === 'imports') graph.imported.add(file);
    for (const [sdk] of one.unknownSdks)
      if (!graph.unknownSdks.has(sdk)) graph.unknownSdks.set(sdk, one.project);
    for (const warning of one.warnings)
      if (!graph.warnings.includes(warning)) graph.warnings.push(warning);
  }
  return graph;
}
