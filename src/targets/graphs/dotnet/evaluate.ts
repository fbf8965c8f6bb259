/**
 * One MSBuild project evaluated as far as the repository's files decide it: the files it reads
 * (Directory.Build.props and .targets, Directory.Packages.props, every import, the items that
 * include files from elsewhere, the properties and metadata that name a file), the projects it
 * references, the packages it references, and the SDKs it uses. Conditions are counted as
 * present: a conditional import is followed, a conditional property keeps both values.
 *
 * The order is MSBuild's: the SDK's props (which import Directory.Build.props, then
 * Directory.Packages.props, each the nearest one above the project), the project's body (its
 * imports where they stand), the SDK's targets (Directory.Build.targets); items and the files
 * properties name are read with the properties' final values, as MSBuild's later passes do.
 */
import { under } from '../paths.js';
import type { XmlElement } from '../xml.js';
import {
  UNKNOWN,
  alternatives,
  expand,
  isReserved,
  resolvePath,
  type PathLookup,
  ROOT,
  type PathPattern,
  type Resolved,
  type Scope,
  type Value,
} from './expand.js';

/** How a project reads a file: what the reason says. */
export interface Read {
  how: 'imports' | 'includes' | 'names';
  /** The item type, the property, or `ProjectReference` (a reference to a non-.NET project). */
  what?: string;
  /** The file where it is written (the project's own for its items). */
  from: string;
  /** As written, when it differs from the file read (an unresolved pattern). */
  written?: string;
}

/** A file pattern a project may read: wildcards, or parts the reader cannot resolve. */
export interface PatternRead extends Read {
  test: PathPattern;
  base: string;
  /** Parts of it the reader cannot resolve (else it is wildcards alone). */
  unknown: boolean;
  /** No part of it is known: any file may be it. */
  anything: boolean;
  written: string;
}

/** An edge to another project. */
export interface Edge {
  /** The reference as written. */
  written: string;
  /** The file it is written in. */
  from: string;
  /** Through a pattern the reader could not resolve fully. */
  pattern: boolean;
}

/** A reference that names no project or file of the commit. */
export interface Broken {
  written: string;
  from: string;
  why: string;
  /** It lies in a submodule the checkout did not initialise (what it holds is unknown). */
  submodule?: boolean;
}

/** One project, evaluated. */
export interface Evaluated {
  project: string;
  /** Repository files it reads (existing or not: adding one changes it), with the first reason. */
  reads: Map<string, Read>;
  patterns: PatternRead[];
  /** Projects it references (ProjectReference, or an MSBuild task's Projects), by path. */
  edges: Map<string, Edge>;
  broken: Broken[];
  /** Imports whose path no file of the repository decides (set outside it, or by the SDK). */
  opaque: { written: string; from: string }[];
  /** References written out to files that are not there (MSBuild skips them with a warning). */
  missing: { written: string; from: string; path: string }[];
  /** Package ids it references, lower-case; `*` when one cannot be resolved. */
  packages: Set<string>;
  /** Whether central package management's transitive pinning may be on for it. */
  pinning: boolean;
  /** SDKs the reader does not know, with the file naming each. */
  unknownSdks: Map<string, string>;
  warnings: string[];
}

/** What the evaluation needs from the commit. */
export interface Commit {
  files: PathLookup & {
    exists(file: string): boolean;
    /** Existing files matching a pattern, under its known base directory, ending in `tail`. */
    matching(test: PathPattern, base: string, tail?: string): string[];
  };
  /** Every project file of the commit. */
  projects: ReadonlySet<string>;
  /** The project files a pattern matches. */
  projectsMatching(test: PathPattern): string[];
  /** A file parsed, or undefined when the commit has none. Throws when it does not parse. */
  load(file: string): Promise<XmlElement | undefined>;
  /** Properties set on MSBuild's command line (Directory.Build.rsp): their values are unknown. */
  globals: ReadonlySet<string>;
  /** Whether a missing file lies in a submodule the checkout did not initialise. */
  inUnknownSubmodule(file: string): boolean;
}

/**
 * SDKs whose own files read nothing of the repository beyond what the reader follows (the
 * Directory.* files, the project's directory): Microsoft's project SDKs and MSBuild SDKs.
 */
const KNOWN_SDKS = new Set(
  [
    'Microsoft.NET.Sdk',
    'Microsoft.NET.Sdk.Web',
    'Microsoft.NET.Sdk.Razor',
    'Microsoft.NET.Sdk.BlazorWebAssembly',
    'Microsoft.NET.Sdk.Worker',
    'Microsoft.NET.Sdk.WindowsDesktop',
    'Microsoft.NET.Sdk.StaticWebAssets',
    'Aspire.AppHost.Sdk',
    'MSTest.Sdk',
    'Microsoft.Build.NoTargets',
    'Microsoft.Build.Traversal',
  ].map((s) => s.toLowerCase()),
);

/** Item types that name no file (their Include is a name, a namespace, a package). */
const NOT_FILES = new Set([
  'packageversion',
  'using',
  'internalsvisibleto',
  'frameworkreference',
  'supportedplatform',
  'projectcapability',
  'assemblyattribute',
  'assemblymetadata',
  'compilervisibleproperty',
  'compilervisibleitemmetadata',
  'trimmerrootassembly',
  'runtimehostconfigurationoption',
  'sdk',
]);

/** Attributes of an item that are no metadata. */
const ITEM_OPERATIONS = new Set([
  'include',
  'exclude',
  'remove',
  'update',
  'condition',
  'keepmetadata',
  'removemetadata',
  'keepduplicates',
  'matchonmetadata',
  'matchonmetadataoptions',
  'link',
]);

const dirOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

const lowerAttributes = new WeakMap<XmlElement, Map<string, string>>();

/** An attribute by its lower-case name (MSBuild's names compared ignoring case). */
function attribute(element: XmlElement, name: string): string | undefined {
  let map = lowerAttributes.get(element);
  if (!map) {
    map = new Map(Object.entries(element.attributes).map(([k, v]) => [k.toLowerCase(), v]));
    lowerAttributes.set(element, map);
  }
  return map.get(name);
}

/** Whether a value may name a file outside the project's directory (a path, or a property). */
const mayNamePath = (value: string) => /[/\\$]/.test(value);

/** SDK names in a `Sdk` attribute: `A;B/1.0` is A and B. */
export function sdkNames(value: string): string[] {
  return value
    .split(';')
    .map((s) => s.split('/')[0]!.trim())
    .filter((s) => s !== '');
}

interface PendingItem {
  element: XmlElement;
  file: string;
  /** Its place in MSBuild's order of items. */
  index: number;
}

/** Evaluates one project of the commit. */
export class Evaluation {
  private readonly properties = new Map<string, Value>();
  /** The name each property was last written with, for reasons. */
  private readonly spelling = new Map<string, string>();
  private readonly imported = new Set<string>();
  private readonly items: PendingItem[] = [];
  /** Items of targets: they run after evaluation, so they come after every item above. */
  private readonly targetItems: PendingItem[] = [];
  /** Every item in MSBuild's order (set when the items are read). */
  private ordered: PendingItem[] = [];
  private readonly tasks: { projects: string; file: string }[] = [];
  private readonly fileAttributes: { value: string; file: string; what: string }[] = [];
  private propsDone = false;
  private targetsDone = false;
  private readonly dir: string;
  readonly result: Evaluated;

  private readonly scopes = new Map<string, Map<Scope['itemLists'], Scope>>();
  /** Item lists expanded (in the items pass, when properties are final), by type and place. */
  private readonly itemLists = new Map<string, string[]>();
  private readonly property = (lower: string) => this.properties.get(lower);

  constructor(
    private readonly commit: Commit,
    project: string,
  ) {
    this.dir = dirOf(project);
    this.result = {
      project,
      reads: new Map(),
      patterns: [],
      edges: new Map(),
      broken: [],
      missing: [],
      opaque: [],
      packages: new Set(),
      pinning: false,
      unknownSdks: new Map(),
      warnings: [],
    };
    for (const name of commit.globals) this.properties.set(name, [UNKNOWN]);
  }

  private scope(file: string, itemLists: Scope['itemLists']): Scope {
    let byMode = this.scopes.get(file);
    if (!byMode) {
      byMode = new Map();
      this.scopes.set(file, byMode);
    }
    let scope = byMode.get(itemLists);
    if (!scope) {
      scope = {
        property: this.property,
        thisFile: file,
        project: this.result.project,
        files: this.commit.files,
        itemLists,
      };
      byMode.set(itemLists, scope);
    }
    return scope;
  }

  /** Whether a property is false on every alternative (a switch turned off for certain). */
  private certainlyFalse(lower: string): boolean {
    const value = this.properties.get(lower);
    return value !== undefined && value.every((v) => v.trim().toLowerCase() === 'false');
  }

  private read(file: string, why: Read): void {
    if (!this.result.reads.has(file)) this.result.reads.set(file, why);
  }

  private noteSdk(name: string, file: string): void {
    if (!KNOWN_SDKS.has(name.toLowerCase()) && !this.result.unknownSdks.has(name))
      this.result.unknownSdks.set(name, file);
  }

  async run(): Promise<Evaluated> {
    const project = this.result.project;
    const root = await this.commit.load(project);
    if (!root) throw new Error(`the project file ${project} cannot be read`);
    const sdks = sdkNames(attribute(root, 'sdk') ?? '');
    for (const element of root.children) {
      if (element.name.toLowerCase() === 'sdk')
        sdks.push(...sdkNames(attribute(element, 'name') ?? ''));
    }
    for (const sdk of sdks) this.noteSdk(sdk, project);
    // A project importing its SDK explicitly has the SDK's props and targets where it says.
    const explicit = root.children.some(
      (c) => c.name.toLowerCase() === 'import' && attribute(c, 'sdk') !== undefined,
    );
    if (!explicit) await this.commonProps();
    await this.walk(root, project, false);
    await this.commonTargets();
    this.finish();
    return this.result;
  }

  /** Microsoft.Common.props: Directory.Build.props, then NuGet's Directory.Packages.props. */
  private async commonProps(): Promise<void> {
    if (this.propsDone) return;
    this.propsDone = true;
    await this.directoryFile('DirectoryBuildProps', 'Directory.Build.props');
    await this.directoryFile('DirectoryPackagesProps', 'Directory.Packages.props');
  }

  /** Microsoft.Common.targets: Directory.Build.targets. */
  private async commonTargets(): Promise<void> {
    if (this.targetsDone) return;
    this.targetsDone = true;
    await this.commonProps();
    await this.directoryFile('DirectoryBuildTargets', 'Directory.Build.targets');
  }

  /** A property set as MSBuild's own files set it: its value unless one is set already. */
  private preset(name: string, value: () => Value): Value {
    const lower = name.toLowerCase();
    let known = this.properties.get(lower);
    if (known === undefined) {
      known = value();
      this.properties.set(lower, known);
      this.spelling.set(lower, name);
    }
    return known;
  }

  /**
   * One of the files MSBuild looks for from the project's directory upward, as
   * Microsoft.Common.props and .targets (and NuGet's props) find it: unless
   * `Import<kind>` is false for certain, `<kind>Path`, else `_<kind>File` (the file's name) in
   * `_<kind>BasePath` (the nearest directory holding one). Other files read these properties
   * (a nested Directory.Build.props importing `$(_DirectoryBuildPropsFile)` above it).
   */
  private async directoryFile(kind: string, name: string): Promise<void> {
    if (this.certainlyFalse(`import${kind.toLowerCase()}`)) return;
    this.preset(`Import${kind}`, () => ['true']);
    const path = this.preset(`${kind}Path`, () => {
      const files = this.preset(`_${kind}File`, () => [name]);
      const bases = this.preset(`_${kind}BasePath`, () =>
        alternatives(
          files.map((file) =>
            file.includes(UNKNOWN) ? UNKNOWN : (this.directoryAbove(file) ?? ''),
          ),
        ),
      );
      const paths: string[] = [];
      for (const base of bases) {
        for (const file of files) if (base !== '' && file !== '') paths.push(`${base}/${file}`);
      }
      return alternatives(paths);
    });
    await this.importValue(path, this.result.project, false, `$(${kind}Path)`);
  }

  /** The directory (a full path) nearest above the project holding `name`, MSBuild's search. */
  private directoryAbove(name: string): string | undefined {
    for (let dir = this.dir; ; dir = dirOf(dir)) {
      if (this.commit.files.find(dir === '' ? name : `${dir}/${name}`) !== undefined)
        return dir === '' ? ROOT : `${ROOT}/${dir}`;
      if (dir === '') return undefined;
    }
  }

  /** The children of a project, an import, a Choose's branch. */
  private async walk(element: XmlElement, file: string, conditional: boolean): Promise<void> {
    for (const c of element.children) {
      const cond = conditional || attribute(c, 'condition') !== undefined;
      switch (c.name.toLowerCase()) {
        case 'propertygroup':
          for (const p of c.children)
            this.assign(p.name, p.text, file, cond || attribute(p, 'condition') !== undefined);
          break;
        case 'itemgroup':
          for (const item of c.children) this.items.push({ element: item, file, index: 0 });
          break;
        case 'import':
          await this.importElement(c, file, cond);
          break;
        case 'importgroup':
          for (const i of c.children) {
            if (i.name.toLowerCase() === 'import')
              await this.importElement(i, file, cond || attribute(i, 'condition') !== undefined);
          }
          break;
        case 'choose':
          for (const branch of c.children) await this.walk(branch, file, true);
          break;
        case 'target':
          this.target(c, file);
          break;
        case 'usingtask': {
          const assembly = attribute(c, 'assemblyfile');
          if (assembly !== undefined)
            this.fileAttributes.push({ value: assembly, file, what: 'UsingTask' });
          break;
        }
      }
    }
  }

  /** A target's items (read when it runs, with the same properties) and MSBuild tasks. */
  private target(target: XmlElement, file: string): void {
    for (const c of target.children) {
      const name = c.name.toLowerCase();
      if (name === 'itemgroup') {
        for (const item of c.children) this.targetItems.push({ element: item, file, index: 0 });
      } else if (name === 'msbuild') {
        const projects = attribute(c, 'projects');
        if (projects !== undefined) this.tasks.push({ projects, file });
      }
    }
  }

  private assign(name: string, text: string, file: string, conditional: boolean): void {
    const lower = name.toLowerCase();
    if (isReserved(lower) || this.commit.globals.has(lower)) return;
    const value = expand(text.trim(), this.scope(file, 'unknown'));
    this.spelling.set(lower, name);
    // Under a condition it may keep its earlier value: unset, it is empty (a value from the SDK
    // or the environment that the files also set is taken to be theirs).
    if (!conditional) this.properties.set(lower, value);
    else
      this.properties.set(lower, alternatives([...(this.properties.get(lower) ?? ['']), ...value]));
  }

  private async importElement(
    element: XmlElement,
    file: string,
    conditional: boolean,
  ): Promise<void> {
    const project = attribute(element, 'project');
    const sdk = attribute(element, 'sdk');
    if (sdk !== undefined) {
      for (const name of sdkNames(sdk)) this.noteSdk(name, file);
      if (file === this.result.project && project !== undefined) {
        if (/sdk\.props$/i.test(project.trim())) await this.commonProps();
        else if (/sdk\.targets$/i.test(project.trim())) await this.commonTargets();
      }
      return;
    }
    if (project === undefined) return;
    const value = expand(project, this.scope(file, 'unknown'));
    await this.importValue(value, file, conditional, project);
  }

  /** An import's path (each alternative): the files it names, read and walked. */
  private async importValue(
    value: Value,
    from: string,
    conditional: boolean,
    written: string,
  ): Promise<void> {
    const maybe = conditional || value.length > 1;
    for (const alternative of value) {
      const resolved = resolvePath(alternative, dirOf(from));
      switch (resolved.kind) {
        case 'none':
          break;
        case 'outside':
          this.warnOnce(
            `${from} imports "${written.trim()}", which is outside the repository: the reader does not read it.`,
          );
          break;
        case 'file':
          await this.importFile(resolved.path, from, maybe);
          break;
        case 'pattern': {
          // A path no part of which the files decide: what it imports is unknown (ALL).
          if (resolved.anything) {
            this.result.opaque.push({ written: written.trim(), from });
            break;
          }
          this.result.patterns.push({
            how: 'imports',
            from,
            written: written.trim(),
            test: resolved.test,
            base: resolved.base,
            unknown: resolved.unknown,
            anything: resolved.anything,
          });
          // Wildcards import every match; an unknown part may be any one of them.
          for (const match of this.commit.files.matching(
            resolved.test,
            resolved.base,
            resolved.tail,
          ))
            await this.importFile(match, from, maybe || resolved.unknown);
          break;
        }
      }
    }
  }

  private async importFile(file: string, from: string, conditional: boolean): Promise<void> {
    this.read(file, { how: 'imports', from });
    // MSBuild imports a file once per evaluation (a second import is a warning).
    if (this.imported.has(file) || file === this.result.project) return;
    this.imported.add(file);
    const element = await this.commit.load(file);
    if (element) await this.walk(element, file, conditional);
  }

  private warnOnce(message: string): void {
    if (!this.result.warnings.includes(message)) this.result.warnings.push(message);
  }

  /** Items, tasks and properties, with the properties' final values. */
  private finish(): void {
    this.ordered = [...this.items, ...this.targetItems];
    this.ordered.forEach((item, index) => (item.index = index));
    for (const { element, file, index } of this.ordered) this.item(element, file, index);
    for (const { projects, file } of this.tasks)
      this.references(projects, file, this.ordered.length);
    for (const { value, file, what } of this.fileAttributes)
      this.namedFile(value, file, what, 'includes');
    for (const [lower, value] of this.properties) {
      for (const alternative of value) {
        if (
          alternative.includes('/') ||
          alternative.includes('\\') ||
          alternative.includes('\u0001')
        )
          this.namedFile(alternative, '', this.spelling.get(lower) ?? lower, 'names');
      }
    }
    const pinning = this.properties.get('centralpackagetransitivepinningenabled');
    this.result.pinning =
      pinning !== undefined && pinning.some((v) => !['false', ''].includes(v.trim().toLowerCase()));
  }

  /** Files a value names that exist outside the project's directory (its own it holds anyway). */
  private namedFile(text: string, from: string, what: string, how: 'includes' | 'names'): void {
    const value = how === 'names' ? [text] : expand(text, this.scope(from, 'empty'));
    for (const alternative of value) {
      for (const part of alternative.split(';')) {
        const resolved = resolvePath(part, this.dir);
        if (resolved.kind !== 'file' || under(resolved.path, this.dir)) continue;
        if (this.commit.files.exists(resolved.path))
          this.read(resolved.path, { how, what, from: from || this.result.project });
      }
    }
  }

  /**
   * Every path of every alternative of every Include of the project's items of a type that come
   * before `before` in MSBuild's order (what `@(Type)` sees there).
   */
  private itemsOfType(lowerType: string, before: number): string[] {
    const key = `${lowerType}:${before}`;
    let list = this.itemLists.get(key);
    if (!list) {
      const paths = new Set<string>();
      for (const { element, file, index } of this.ordered.slice(0, before)) {
        if (element.name.toLowerCase() !== lowerType) continue;
        const include = attribute(element, 'include');
        if (include === undefined) continue;
        for (const alternative of expand(include, this.itemScope(file, index))) {
          for (const part of alternative.split(';')) if (part.trim() !== '') paths.add(part.trim());
        }
      }
      list = [...paths];
      this.itemLists.set(key, list);
    }
    return list;
  }

  /** The scope of an expression at `index` in MSBuild's order, its `@(...)` the items before. */
  private itemScope(file: string, index: number): Scope {
    return { ...this.scope(file, 'items'), items: (type) => this.itemsOfType(type, index) };
  }

  private item(element: XmlElement, file: string, index: number): void {
    const type = element.name;
    const lower = type.toLowerCase();
    const include = attribute(element, 'include');
    if (lower === 'projectreference') {
      if (include !== undefined) this.references(include, file, index);
      return;
    }
    if (['packagereference', 'globalpackagereference', 'packagedownload'].includes(lower)) {
      if (include === undefined) return;
      for (const alternative of expand(include, this.scope(file, 'unknown'))) {
        for (const id of alternative.split(';')) {
          const trimmed = id.trim();
          if (trimmed === '') continue;
          this.result.packages.add(trimmed.includes(UNKNOWN) ? '*' : trimmed.toLowerCase());
        }
      }
      return;
    }
    if (NOT_FILES.has(lower)) return;
    if (include !== undefined) this.includes(include, type, file);
    // Metadata naming a file (a Reference's HintPath, say).
    for (const [key, value] of Object.entries(element.attributes)) {
      if (mayNamePath(value) && !ITEM_OPERATIONS.has(key.toLowerCase()))
        this.namedFile(value, file, `${type} ${key}`, 'includes');
    }
    for (const meta of element.children) {
      if (mayNamePath(meta.text) && !ITEM_OPERATIONS.has(meta.name.toLowerCase()))
        this.namedFile(meta.text.trim(), file, `${type} ${meta.name}`, 'includes');
    }
  }

  /** An item's Include: files outside the project's directory it takes in, and patterns. */
  private includes(include: string, type: string, file: string): void {
    for (const alternative of expand(include, this.scope(file, 'empty'))) {
      for (const part of alternative.split(';')) {
        const resolved = resolvePath(part, this.dir);
        if (resolved.kind === 'file') {
          if (!under(resolved.path, this.dir))
            this.read(resolved.path, { how: 'includes', what: type, from: file });
        } else if (resolved.kind === 'pattern') {
          // A path no part of which the files decide: as for imports.
          if (resolved.anything) continue;
          // A pattern inside the project's directory takes only what it holds already.
          if (!resolved.unknown && under(resolved.base, this.dir)) continue;
          this.result.patterns.push({
            how: 'includes',
            what: type,
            from: file,
            written: include.trim(),
            test: resolved.test,
            base: resolved.base,
            unknown: resolved.unknown,
            anything: resolved.anything,
          });
        }
      }
    }
  }

  /** A ProjectReference's Include or an MSBuild task's Projects: the projects it names. */
  private references(written: string, from: string, before: number): void {
    // Broken when no alternative names anything (one that does is one MSBuild may take).
    const problems: { why: string; submodule?: boolean }[] = [];
    let named = false;
    for (const alternative of expand(written, this.itemScope(from, before))) {
      for (const part of alternative.split(';')) {
        const resolved = resolvePath(part, this.dir);
        if (resolved.kind === 'none') continue;
        const problem = this.reference(resolved, written.trim(), from);
        if (problem === undefined) named = true;
        else problems.push(problem);
      }
    }
    if (!named && problems.length > 0)
      this.result.broken.push({ written: written.trim(), from, ...problems[0]! });
  }

  /** One resolved reference: edges or files taken in; why it names nothing, when it does not. */
  private reference(
    resolved: Resolved,
    written: string,
    from: string,
  ): { why: string; submodule?: boolean } | undefined {
    const project = this.result.project;
    const edge = (path: string, pattern: boolean) => {
      if (path !== project && !this.result.edges.has(path))
        this.result.edges.set(path, { written, from, pattern });
    };
    switch (resolved.kind) {
      case 'none':
        return undefined;
      case 'outside':
        return { why: 'it is outside the repository' };
      case 'file': {
        // A name of another case: found where file names ignore case.
        const path = this.commit.files.find(resolved.path) ?? resolved.path;
        if (this.commit.projects.has(path)) edge(path, false);
        else if (this.commit.files.exists(path)) this.otherProject(path, written, from);
        else if (this.commit.inUnknownSubmodule(path))
          return {
            why: `${path} lies in a submodule the checkout did not initialise (check out with submodules)`,
            submodule: true,
          };
        else if (/[$@%]/.test(written)) return { why: `${path} does not exist` };
        else {
          // A path written out names that file for certain: none is there (MSBuild warns and
          // goes on); a pull request adding it changes the project.
          this.read(path, { how: 'includes', what: 'ProjectReference', from });
          this.result.missing.push({ written, from, path });
        }
        return undefined;
      }
      case 'pattern': {
        if (resolved.anything) {
          this.warnOnce(
            `${from} references "${written}", a path the reader cannot resolve at all: ${project} depends on every project.`,
          );
        }
        const matches = this.commit.projectsMatching(resolved.test);
        for (const match of matches) edge(match, true);
        if (matches.length > 0) return undefined;
        const files = this.commit.files.matching(resolved.test, resolved.base, resolved.tail);
        for (const match of files) this.otherProject(match, written, from);
        return files.length > 0 ? undefined : { why: 'it names no project or file of the commit' };
      }
    }
  }

  /** A reference to a file that is no .NET project (a .vcxproj, a .sqlproj): it and its directory. */
  private otherProject(path: string, written: string, from: string): void {
    const why: Read = { how: 'includes', what: 'ProjectReference', from };
    this.read(path, why);
    const dir = dirOf(path);
    const resolved = resolvePath(`${dir === '' ? '' : `${dir}/`}**`, '');
    if (resolved.kind === 'pattern')
      this.result.patterns.push({
        ...why,
        written: written.trim(),
        test: resolved.test,
        base: resolved.base,
        unknown: false,
        anything: false,
      });
  }
}
