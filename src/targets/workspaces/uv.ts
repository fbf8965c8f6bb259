import type { DependencyRef, Found, FoundPackage } from './model.js';
import { joinDir, normalizePythonName } from './model.js';
import {
  isTable,
  manifestError,
  parseManifest,
  parsedOr,
  stringArray,
  type RepoFiles,
  type Table,
} from './read.js';

/** The distribution name at the start of a PEP 508 requirement (`foo[extra]>=1; marker`). */
function requirementName(file: string, requirement: string): string {
  const match = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement);
  if (!match)
    throw manifestError(
      file,
      `has a dependency ${JSON.stringify(requirement)} that names no package`,
    );
  return normalizePythonName(match[1]!);
}

/** Every requirement string of a pyproject: dependencies, extras, groups, uv's dev-dependencies. */
function requirements(file: string, doc: Table): string[] {
  const out: string[] = [];
  const project = isTable(doc.project) ? doc.project : {};
  out.push(...(stringArray(file, project.dependencies, '[project] dependencies') ?? []));
  if (isTable(project['optional-dependencies'])) {
    for (const [extra, list] of Object.entries(project['optional-dependencies'])) {
      out.push(...(stringArray(file, list, `[project.optional-dependencies] ${extra}`) ?? []));
    }
  }
  if (isTable(doc['dependency-groups'])) {
    for (const list of Object.values(doc['dependency-groups'])) {
      // Entries are requirement strings or {include-group = "..."} tables.
      if (Array.isArray(list)) out.push(...list.filter((x): x is string => typeof x === 'string'));
    }
  }
  const uv = isTable(doc.tool) && isTable(doc.tool.uv) ? doc.tool.uv : {};
  out.push(...(stringArray(file, uv['dev-dependencies'], '[tool.uv] dev-dependencies') ?? []));
  return out;
}

function workspaceSources(doc: Table): string[] {
  const uv = isTable(doc.tool) && isTable(doc.tool.uv) ? doc.tool.uv : {};
  const sources = isTable(uv.sources) ? uv.sources : {};
  return Object.entries(sources)
    .filter(([, source]) => isTable(source) && source.workspace === true)
    .map(([name]) => normalizePythonName(name));
}

/** Root sections that every member inherits: `[tool.uv]` (workspace, sources, settings). */
function rootSections(virtual: boolean) {
  return (text: string): unknown => {
    const doc = parsedOr('pyproject.toml', text, 'toml');
    if (!doc) return text;
    const tool = isTable(doc.tool) ? doc.tool : {};
    // A virtual root has no project of its own: all it says (groups, constraints) is the workspace's.
    if (virtual) return { ...doc, tool: tool.uv ?? null };
    return tool.uv ?? null;
  };
}

/** `[tool.uv.workspace] members`/`exclude` globs; the root is a member when it has a [project]. */
export async function readUvWorkspace(files: RepoFiles): Promise<Found | undefined> {
  const text = await files.read('pyproject.toml');
  if (text === undefined) return undefined;
  const rootDoc = parseManifest('pyproject.toml', text, 'toml');
  const uv = isTable(rootDoc.tool) && isTable(rootDoc.tool.uv) ? rootDoc.tool.uv : undefined;
  if (!uv || !isTable(uv.workspace)) return undefined;
  const members =
    stringArray('pyproject.toml', uv.workspace.members, '[tool.uv.workspace] members') ?? [];
  const exclude =
    stringArray('pyproject.toml', uv.workspace.exclude, '[tool.uv.workspace] exclude') ?? [];
  const dirs = (await files.members(members, 'pyproject.toml', exclude)).filter((d) => d !== '');
  const virtual = !isTable(rootDoc.project);
  if (!virtual) dirs.unshift('');
  const rootSources = workspaceSources(rootDoc);
  const packages = await Promise.all(
    dirs.map(async (dir): Promise<FoundPackage> => {
      const manifest = joinDir(dir, 'pyproject.toml');
      const doc =
        dir === '' ? rootDoc : parseManifest(manifest, (await files.read(manifest)) ?? '', 'toml');
      const project = doc.project;
      if (!isTable(project) || typeof project.name !== 'string') {
        throw manifestError(manifest, 'has no [project] name');
      }
      const declares = requirements(manifest, doc).map((r) => requirementName(manifest, r));
      // A workspace source (the member's own, or the root's, which members inherit) is an edge;
      // so is any requirement naming a member, which can only over-report.
      const own = workspaceSources(doc);
      const dependencies: DependencyRef[] = [
        ...declares.map((name) => ({ name })),
        ...own.map((name) => ({ name })),
        ...rootSources.filter((name) => declares.includes(name)).map((name) => ({ name })),
      ];
      return { name: project.name, dir, manifest, manager: 'uv', dependencies, declares };
    }),
  );
  return {
    manager: 'uv',
    packages,
    manifests: [
      {
        file: 'pyproject.toml',
        manager: 'uv',
        what: virtual
          ? 'the root pyproject.toml (a virtual workspace root) changed'
          : "the root pyproject.toml's [tool.uv] changed",
        section: rootSections(virtual),
      },
    ],
    lockfiles: ['uv.lock'],
    rootDeclares: virtual
      ? requirements('pyproject.toml', rootDoc).map((r) => requirementName('pyproject.toml', r))
      : [],
  };
}
