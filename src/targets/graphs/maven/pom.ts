/**
 * One POM as the Maven reader needs it: coordinates, parent, modules, properties, every place it
 * names another artifact (the edges a reactor can have), and the files its profiles' activation
 * looks at.
 */
import { child, children, textOf, type XmlElement } from '../xml.js';

/** The kinds of reference a POM can make to another module of the reactor. */
export type EdgeKind =
  | 'parent'
  | 'dependency'
  | 'import'
  | 'plugin'
  | 'plugin-dependency'
  | 'extension'
  | 'plugin-configuration';

/** A reference to an artifact, as written (interpolation happens in the reactor's context). */
export interface PomReference {
  kind: EdgeKind;
  /** Undefined when the POM leaves it out (a dependency without groupId matches by artifactId). */
  groupId?: string;
  artifactId: string;
}

/** A POM's parent element. */
export interface PomParent {
  groupId?: string;
  artifactId?: string;
  /** As written; undefined means the default `../pom.xml`, '' means "look in no file". */
  relativePath?: string;
}

/** What the reader takes from one POM. */
export interface Pom {
  /** Repository-relative path of the POM file. */
  file: string;
  modelVersion?: string;
  groupId?: string;
  artifactId?: string;
  packaging?: string;
  parent?: PomParent;
  /** `<module>` entries of the project and of every profile, as written. */
  modules: string[];
  /** Those of the entries that only profiles list. */
  profileModules: Set<string>;
  /** The project's own properties. */
  properties: Map<string, string>;
  /** Properties that some profile sets (their value depends on which profiles are active). */
  profileProperties: Set<string>;
  /** Every reference to another artifact that can be an edge. */
  references: PomReference[];
  /** `<activation><file>` paths (`exists` and `missing`) of every profile, as written. */
  activationFiles: string[];
  /** Profile ids, for running real Maven with all of them. */
  profiles: string[];
}

/** Maven's default groupId for plugins that leave it out. */
const DEFAULT_PLUGIN_GROUP = 'org.apache.maven.plugins';

/** The project element and the profiles, which can declare (almost) the same things. */
function sections(project: XmlElement): XmlElement[] {
  return [project, ...children(child(project, 'profiles'), 'profile')];
}

/**
 * Every `groupId`+`artifactId` pair inside a plugin's configuration (the dependency plugin's
 * artifactItems, an assembly's or a shade's includes): the plugin may use that artifact, though
 * Maven's reactor order does not see it.
 */
function configurationReferences(config: XmlElement | undefined, out: PomReference[]): void {
  if (!config) return;
  const artifactId = textOf(config, 'artifactId');
  if (artifactId !== undefined)
    out.push({ kind: 'plugin-configuration', groupId: textOf(config, 'groupId'), artifactId });
  for (const c of config.children) configurationReferences(c, out);
}

/** A plugin element: the plugin itself, its dependencies, the artifacts its configuration names. */
function pluginReferences(plugin: XmlElement, out: PomReference[]): void {
  const artifactId = textOf(plugin, 'artifactId');
  if (artifactId !== undefined) {
    out.push({
      kind: 'plugin',
      groupId: textOf(plugin, 'groupId') ?? DEFAULT_PLUGIN_GROUP,
      artifactId,
    });
  }
  for (const dep of children(child(plugin, 'dependencies'), 'dependency')) {
    const id = textOf(dep, 'artifactId');
    if (id !== undefined)
      out.push({ kind: 'plugin-dependency', groupId: textOf(dep, 'groupId'), artifactId: id });
  }
  configurationReferences(child(plugin, 'configuration'), out);
  for (const execution of children(child(plugin, 'executions'), 'execution'))
    configurationReferences(child(execution, 'configuration'), out);
}

/** The references one section (the project, or a profile) makes. */
function sectionReferences(section: XmlElement, out: PomReference[]): void {
  for (const dep of children(child(section, 'dependencies'), 'dependency')) {
    const artifactId = textOf(dep, 'artifactId');
    if (artifactId !== undefined)
      out.push({ kind: 'dependency', groupId: textOf(dep, 'groupId'), artifactId });
  }
  const managed = child(child(section, 'dependencyManagement'), 'dependencies');
  for (const dep of children(managed, 'dependency')) {
    const artifactId = textOf(dep, 'artifactId');
    const scope = textOf(dep, 'scope');
    // A plain managed entry is no edge; an import is, and so is a scope not known until
    // interpolation (it may be `import`).
    if (
      artifactId !== undefined &&
      scope !== undefined &&
      (scope === 'import' || /\$\{/.test(scope))
    )
      out.push({ kind: 'import', groupId: textOf(dep, 'groupId'), artifactId });
  }
  const build = child(section, 'build');
  for (const plugin of children(child(build, 'plugins'), 'plugin')) pluginReferences(plugin, out);
  const management = child(child(build, 'pluginManagement'), 'plugins');
  for (const plugin of children(management, 'plugin')) pluginReferences(plugin, out);
  for (const extension of children(child(build, 'extensions'), 'extension')) {
    const artifactId = textOf(extension, 'artifactId');
    if (artifactId !== undefined)
      out.push({ kind: 'extension', groupId: textOf(extension, 'groupId'), artifactId });
  }
  for (const plugin of children(child(child(section, 'reporting'), 'plugins'), 'plugin'))
    pluginReferences(plugin, out);
}

/** Read a parsed POM (the root element must be `project`). */
export function readPom(file: string, root: XmlElement): Pom {
  if (root.name !== 'project') throw new Error(`its root element is <${root.name}>, not <project>`);
  const parentElement = child(root, 'parent');
  const pom: Pom = {
    file,
    modelVersion: textOf(root, 'modelVersion'),
    groupId: textOf(root, 'groupId'),
    artifactId: textOf(root, 'artifactId'),
    packaging: textOf(root, 'packaging'),
    modules: [],
    profileModules: new Set(),
    properties: new Map(),
    profileProperties: new Set(),
    references: [],
    activationFiles: [],
    profiles: [],
  };
  if (parentElement) {
    const relative = child(parentElement, 'relativePath');
    pom.parent = {
      groupId: textOf(parentElement, 'groupId'),
      artifactId: textOf(parentElement, 'artifactId'),
      relativePath: relative ? relative.text.trim() : undefined,
    };
    if (pom.parent.artifactId !== undefined)
      pom.references.push({
        kind: 'parent',
        groupId: pom.parent.groupId,
        artifactId: pom.parent.artifactId,
      });
  }
  for (const property of child(root, 'properties')?.children ?? [])
    pom.properties.set(property.name, property.text.trim());
  const listed = new Set<string>();
  for (const section of sections(root)) {
    for (const module of children(child(section, 'modules'), 'module')) {
      const entry = module.text.trim();
      if (entry === '' || listed.has(entry)) continue;
      listed.add(entry);
      pom.modules.push(entry);
      if (section !== root) pom.profileModules.add(entry);
    }
    sectionReferences(section, pom.references);
    if (section === root) continue;
    const id = textOf(section, 'id');
    if (id !== undefined) pom.profiles.push(id);
    for (const property of child(section, 'properties')?.children ?? [])
      pom.profileProperties.add(property.name);
    const activationFile = child(child(section, 'activation'), 'file');
    for (const which of ['exists', 'missing']) {
      const value = textOf(activationFile, which);
      if (value !== undefined) pom.activationFiles.push(value);
    }
  }
  return pom;
}
