/**
 * `workspaces: dotnet`: the MSBuild projects a pull request impacts, read statically from the git
 * objects of the merge commit and of its first parent, never by running MSBuild. A project is
 * impacted when a file in its directory changed, its project file, a file it imports
 * (Directory.Build.props and .targets, Directory.Packages.props, any Import), a file one of its
 * items takes in from elsewhere, a file a property names, a package version it uses; and when a
 * project it references is. `ALL` where every build may differ (global.json, NuGet.config,
 * Directory.Build.rsp), where a file does not parse, where a reference through properties names
 * nothing, and where an import's path is set outside the repository's files.
 */
import { allOf, closeOver, emptyAnswer, type BuildFilesAnswer } from '../build-files.js';
import { dirname, under } from '../paths.js';
import type { RepoFiles } from '../../workspaces/read.js';
import { shown } from './expand.js';
import type { Evaluated, PatternRead, Read } from './evaluate.js';
import { DotnetError, isProjectFile, readGraph, type DotnetGraph } from './graph.js';
import { changedPackageVersions } from './packages.js';
import type { DotnetReason } from './reason.js';

export { describeDotnet, type DotnetReason } from './reason.js';
export { isProjectFile } from './graph.js';

/** Why a changed file makes every project impacted, whatever the projects say; or undefined. */
function buildWideFile(file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
  if (name === 'global.json')
    return `${file} chooses the .NET SDK and the MSBuild SDKs' versions for every build in and below its directory`;
  if (name === 'nuget.config')
    return `${file} decides the package sources of every restore in and below its directory`;
  if (name === 'directory.build.rsp')
    return `${file} adds switches to every MSBuild command line in and below its directory`;
  return undefined;
}

const SOLUTION = /\.(sln|slnx|slnf)$/i;
const ANALYZER_CONFIG = /(^|\/)(\.editorconfig|[^/]*\.globalconfig)$/i;
/** Files whose change may change what the projects read (so the first parent is read too). */
const MSBUILD_FILE =
  /(\.(csproj|fsproj|vbproj|props|targets|projitems)$)|((^|\/)directory\.[^/]*$)/i;

/**
 * A reference at the merge commit that names nothing the reader can find, or an import whose
 * path no file decides, as the ALL sentence.
 */
function unknownEvaluation(graph: DotnetGraph): string | undefined {
  for (const project of graph.projects.values()) {
    const opaque = project.opaque[0];
    if (opaque !== undefined) {
      return `${opaque.from} imports "${opaque.written}" (for ${project.project}), a path that no file of the repository sets (the SDK, the environment or the command line does), so what it imports is unknown: every project is impacted.`;
    }
    const broken = project.broken[0];
    if (broken === undefined) continue;
    const where = broken.from === project.project ? '' : ` (written in ${broken.from})`;
    return `${project.project} references "${broken.written}"${where}, and ${broken.why}, so what it builds with is unknown: every project is impacted.`;
  }
  return undefined;
}

/** One warning for the references written out to files that are not there, or none. */
function missingReferences(graph: DotnetGraph): string | undefined {
  const missing = new Map<string, string>();
  for (const project of graph.projects.values()) {
    for (const m of project.missing)
      missing.set(`${m.from}\u0000${m.path}`, `${m.from} -> ${m.path}`);
  }
  if (missing.size === 0) return undefined;
  const listed = [...missing.values()].slice(0, 3).join('; ');
  const more = missing.size > 3 ? `; and ${missing.size - 3} more` : '';
  return `${missing.size === 1 ? 'A ProjectReference names a file' : `${missing.size} ProjectReferences name files`} that the commit does not have (${listed}${more}): MSBuild skips them with a warning; a pull request adding one impacts the project referencing it.`;
}

/** Patterns shared by projects (the same line of the same imported file), with their users. */
function patternGroups(graph: DotnetGraph) {
  const groups = new Map<string, { pattern: PatternRead; users: Evaluated[] }>();
  for (const project of graph.projects.values()) {
    for (const pattern of project.patterns) {
      const key = `${pattern.test.source}\u0000${pattern.base}\u0000${pattern.how}\u0000${pattern.what ?? ''}\u0000${pattern.from}\u0000${pattern.written}`;
      const group = groups.get(key);
      if (group) group.users.push(project);
      else groups.set(key, { pattern, users: [project] });
    }
  }
  return [...groups.values()];
}

/** For each file some project reads, its readers with why. */
function readersOf(graph: DotnetGraph): Map<string, { project: Evaluated; read: Read }[]> {
  const readers = new Map<string, { project: Evaluated; read: Read }[]>();
  for (const project of graph.projects.values()) {
    for (const [file, read] of project.reads) {
      const list = readers.get(file);
      if (list) list.push({ project, read });
      else readers.set(file, [{ project, read }]);
    }
  }
  return readers;
}

/** The reason an import gives (through the file that imports it, when not the project). */
const importReason = (project: Evaluated, file: string, read: Read) =>
  ({
    kind: 'dotnet',
    how: 'imports',
    file,
    ...(read.from !== project.project && { via: read.from }),
  }) as const;

/** The reason a read gives, for the changed file it reads. */
function readReason(project: Evaluated, file: string, read: Read): DotnetReason {
  switch (read.how) {
    case 'imports':
      return importReason(project, file, read);
    case 'includes':
      return { kind: 'dotnet', how: 'includes', file, what: read.what ?? 'item', in: read.from };
    case 'names':
      return { kind: 'dotnet', how: 'names', file, property: read.what ?? '' };
  }
}

/** What one commit's projects say of the changed files: the projects they reach directly. */
class Seeds {
  readonly seeds = new Map<string, DotnetReason>();
  /** Changed files some project accounts for (a version change no project uses, too). */
  readonly claimed = new Set<string>();
  private readonly packageChanges = new Map<string, Promise<Map<string, string> | undefined>>();

  constructor(
    private readonly now: DotnetGraph,
    private readonly after: RepoFiles,
    private readonly before: RepoFiles,
  ) {}

  private seed(project: string, why: DotnetReason): void {
    // Only projects of the merge commit are targets.
    if (this.now.projects.has(project) && !this.seeds.has(project)) this.seeds.set(project, why);
  }

  /** The packages whose versions alone changed in `file`; undefined for any other change. */
  private packageChange(file: string) {
    let pending = this.packageChanges.get(file);
    if (!pending) {
      pending = Promise.all([this.before.read(file), this.after.read(file)]).then(([old, now]) =>
        changedPackageVersions(old, now),
      );
      this.packageChanges.set(file, pending);
    }
    return pending;
  }

  async add(graph: DotnetGraph, changed: string[]): Promise<void> {
    const readers = readersOf(graph);
    const groups = patternGroups(graph);
    for (const file of changed) {
      if (graph.projects.has(file)) {
        this.claimed.add(file);
        this.seed(file, { kind: 'dotnet', how: 'project', file });
      }
      for (const { project, read } of readers.get(file) ?? []) {
        this.claimed.add(file);
        if (read.how === 'imports') {
          const packages = await this.packageChange(file);
          if (packages !== undefined && project.pinning) {
            this.seed(project.project, { ...importReason(project, file, read), pinning: true });
            continue;
          }
          if (packages !== undefined) {
            for (const [id, name] of packages) {
              if (project.packages.has(id) || project.packages.has('*')) {
                this.seed(project.project, { kind: 'dotnet', how: 'package', package: name, file });
                break;
              }
            }
            continue;
          }
        }
        this.seed(project.project, readReason(project, file, read));
      }
      for (const { pattern, users } of groups) {
        if (!under(file, pattern.base) || !pattern.test.test(file)) continue;
        this.claimed.add(file);
        for (const project of users) {
          this.seed(
            project.project,
            pattern.unknown
              ? {
                  kind: 'dotnet',
                  how: 'may-read',
                  file,
                  written: shown(pattern.written),
                  in: pattern.from,
                }
              : readReason(project, file, pattern),
          );
        }
      }
      if (isProjectFile(file) || SOLUTION.test(file)) continue;
      if (ANALYZER_CONFIG.test(file)) this.analyzerConfig(graph, file);
      // Every project whose directory holds the file: an outer project's default items take
      // in the files of a project nested in it.
      for (let dir = dirname(file); ; dir = dirname(dir)) {
        for (const project of graph.byDir.get(dir) ?? []) {
          this.claimed.add(file);
          this.seed(project, { kind: 'dotnet', how: 'owns', file });
        }
        if (dir === '') break;
      }
    }
  }

  /** The projects below an .editorconfig or .globalconfig, and those taking files in from there. */
  private analyzerConfig(graph: DotnetGraph, file: string): void {
    const dir = dirname(file);
    for (const project of graph.projects.values()) {
      const reads =
        under(project.project, dir) ||
        [...project.reads].some(([f, r]) => r.how === 'includes' && under(f, dir));
      if (!reads) continue;
      this.claimed.add(file);
      this.seed(project.project, { kind: 'dotnet', how: 'config', file });
    }
  }
}

/** The seeds and every project referencing one, transitively. */
function closeOverDependents(graph: DotnetGraph, seeds: Map<string, DotnetReason>) {
  const dependents = new Map<string, string[]>();
  for (const project of graph.projects.values()) {
    for (const target of project.edges.keys()) {
      const list = dependents.get(target);
      if (list) list.push(project.project);
      else dependents.set(target, [project.project]);
    }
  }
  return closeOver(
    seeds,
    (name) => dependents.get(name) ?? [],
    (dependency, dependent): DotnetReason => {
      const edge = graph.projects.get(dependent)!.edges.get(dependency)!;
      return {
        kind: 'dotnet',
        how: 'reference',
        dependency,
        ...(edge.from !== dependent && { in: edge.from }),
      };
    },
  );
}

/**
 * The answer for `changed` (repository-relative paths): the projects at `after` (the merge
 * commit) and at `before` (its first parent) when a file they were read from changed.
 */
export async function dotnetImpact(
  after: RepoFiles,
  before: RepoFiles,
  changed: string[],
): Promise<BuildFilesAnswer<DotnetReason>> {
  const answer = emptyAnswer<DotnetReason>();
  const all = (sentence: string) => allOf(answer, sentence);
  for (const file of changed) {
    const why = buildWideFile(file);
    if (why) return all(`${why}, so every project is impacted.`);
  }
  let now: DotnetGraph;
  let then: DotnetGraph;
  try {
    now = await readGraph(after);
    answer.modules = now.projects.size;
    answer.warnings.push(...now.warnings);
    const missing = missingReferences(now);
    if (missing) answer.warnings.push(missing);
    const broken = unknownEvaluation(now);
    if (broken) return all(broken);
    // The first parent's projects are read only when a file they may be read from changed.
    const again = changed.some((file) => MSBUILD_FILE.test(file) || now.imported.has(file));
    then = again ? await readGraph(before) : now;
  } catch (error) {
    if (error instanceof DotnetError) return all(`${error.message}: every project is impacted.`);
    throw error;
  }
  const seeds = new Seeds(now, after, before);
  await seeds.add(now, changed);
  if (then !== now) await seeds.add(then, changed);
  for (const [name, why] of closeOverDependents(now, seeds.seeds)) answer.impacted.set(name, why);

  const sdks = [...now.unknownSdks, ...then.unknownSdks];
  for (const file of changed) {
    if (seeds.claimed.has(file)) continue;
    answer.outside.push(file);
    if (sdks.length > 0 && !SOLUTION.test(file)) {
      const [sdk, project] = sdks[0]!;
      answer.unseen!.push({
        file,
        why: `${project} builds with the SDK ${sdk}, which may read any file of the repository and whose reads the reader cannot see`,
        tool: '.NET',
        fix: 'Give files that no build reads a target rule, and list those the SDK reads in impacts-all-on',
      });
    }
  }
  return answer;
}
