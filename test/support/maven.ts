/**
 * Real Maven as the oracle of the Maven reader's tests (shared/design/jvm-graphs.md): a commit's
 * tree exported to a scratch directory, each POM's project `<name>` set to its module's name so
 * "Reactor Build Order" prints target names, and `mvn -o -pl <owners> -amd validate` run with
 * every profile against a stub local repository filled from Maven's own errors (empty POMs for
 * parents and BOMs outside the reactor, empty JARs for extensions). Nothing is downloaded. Plain
 * `-amd` does not follow `import` scope, so the importers of every selected module are added to
 * `-pl` and Maven runs again until nothing is added.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { GIT_ENV } from './git-repo.js';

/** The Maven the tests run: MAVEN_FOR_TESTS, else /usr/bin/mvn; undefined when neither exists. */
export const MVN: string | undefined = (() => {
  const candidate = process.env.MAVEN_FOR_TESTS || '/usr/bin/mvn';
  return existsSync(candidate) ? candidate : undefined;
})();

/** Said once by every suite that needs Maven and skips without it: never silently. */
export const NO_MAVEN =
  'Maven oracle tests SKIPPED: no /usr/bin/mvn (apt-get install -y maven) and no MAVEN_FOR_TESTS';

/** What the oracle learns from one POM, read with an XML parser and positions kept. */
interface PomFacts {
  artifactId?: string;
  profiles: string[];
  /** artifactIds this POM imports in dependencyManagement (scope import). */
  imports: string[];
  /** The text with the project's `<name>` set to `name`. */
  renamed: (name: string) => string;
}

function pomFacts(text: string): PomFacts | undefined {
  const parser = new SaxesParser();
  const stack: string[] = [];
  const facts: PomFacts = { profiles: [], imports: [], renamed: () => text };
  let projectOpenEnd = -1;
  let nameStart = -1;
  let nameEnd = -1;
  let isProject = false;
  let textBuffer = '';
  let dep: { artifactId?: string; scope?: string } | undefined;
  parser.on('opentag', (tag) => {
    const name = (tag as SaxesTagPlain).name;
    stack.push(name);
    textBuffer = '';
    if (stack.length === 1) {
      isProject = name === 'project';
      projectOpenEnd = parser.position;
    }
    if (stack.length === 2 && name === 'name') nameStart = parser.position;
    if (stack.join('/').endsWith('dependencyManagement/dependencies/dependency')) dep = {};
  });
  parser.on('text', (t) => {
    textBuffer += t;
  });
  parser.on('closetag', (tag) => {
    const name = (tag as SaxesTagPlain).name;
    const where = stack.join('/');
    const value = textBuffer.trim();
    if (stack.length === 2 && name === 'name') nameEnd = parser.position - '</name>'.length;
    if (where === 'project/artifactId') facts.artifactId = value;
    if (where === 'project/profiles/profile/id') facts.profiles.push(value);
    if (dep && where.endsWith('dependencyManagement/dependencies/dependency/artifactId'))
      dep.artifactId = value;
    if (dep && where.endsWith('dependencyManagement/dependencies/dependency/scope'))
      dep.scope = value;
    if (dep && where.endsWith('dependencyManagement/dependencies/dependency')) {
      if (dep.scope === 'import' && dep.artifactId) facts.imports.push(dep.artifactId);
      dep = undefined;
    }
    stack.pop();
    textBuffer = '';
  });
  try {
    parser.write(text).close();
  } catch {
    return undefined;
  }
  if (!isProject) return undefined;
  facts.renamed = (name) =>
    nameStart >= 0
      ? `${text.slice(0, nameStart)}${name}${text.slice(nameEnd)}`
      : `${text.slice(0, projectOpenEnd)}<name>${name}</name>${text.slice(projectOpenEnd)}`;
  return facts;
}

/** Every file under `dir`, relative. */
function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

/** The name the reader gives a module's POM file (its directory, or the file when not pom.xml). */
const nameOf = (pomFile: string) =>
  path.posix.basename(pomFile) === 'pom.xml'
    ? path.posix.dirname(pomFile) === '.'
      ? '.'
      : path.posix.dirname(pomFile)
    : pomFile;

/** A commit's tree prepared for Maven: POMs renamed, facts kept. */
export interface ExportedTree {
  dir: string;
  profiles: string[];
  /** Target name -> artifactIds it imports. */
  imports: Map<string, string[]>;
  /** Target name -> artifactId. */
  artifactIds: Map<string, string>;
}

/** Export `commit` of the repository at `repoDir` into `dest` and prepare it for Maven. */
export function exportTree(repoDir: string, commit: string, dest: string): ExportedTree {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const archive = execFileSync('git', ['-C', repoDir, 'archive', '--format=tar', commit], {
    env: GIT_ENV,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dest], { input: archive });
  rmSync(path.join(dest, '.mvn', 'extensions.xml'), { force: true });
  const tree: ExportedTree = {
    dir: dest,
    profiles: [],
    imports: new Map(),
    artifactIds: new Map(),
  };
  const profiles = new Set<string>();
  for (const file of listFiles(dest)) {
    if (!file.endsWith('.xml') || file.includes('/src/')) continue;
    const text = readFileSync(path.join(dest, file), 'utf8');
    const facts = pomFacts(text);
    if (!facts) continue;
    const name = nameOf(file);
    writeFileSync(path.join(dest, file), facts.renamed(name));
    for (const p of facts.profiles) profiles.add(p);
    if (facts.artifactId) tree.artifactIds.set(name, facts.artifactId);
    if (facts.imports.length > 0) tree.imports.set(name, facts.imports);
  }
  tree.profiles = [...profiles].sort();
  return tree;
}

const stubPom = (g: string, a: string, v: string, packaging: string, managed: string[]) =>
  `<?xml version="1.0"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>${g}</groupId><artifactId>${a}</artifactId><version>${v}</version>
  <packaging>${packaging}</packaging>
  <dependencyManagement><dependencies>
${managed
  .map((ga) => {
    const [mg, ma] = ga.split(':');
    return `    <dependency><groupId>${mg}</groupId><artifactId>${ma}</artifactId><version>0-stub</version></dependency>`;
  })
  .join('\n')}
  </dependencies></dependencyManagement>
</project>
`;

/**
 * A stub local repository, filled from Maven's errors. One per suite, in a scratch directory the
 * suite removes: nothing is kept across runs.
 */
export class StubRepository {
  private readonly poms = new Map<string, { g: string; a: string; v: string; jar: boolean }>();
  private readonly managed = new Set<string>();

  constructor(readonly dir: string) {}

  private write(): void {
    for (const { g, a, v, jar } of this.poms.values()) {
      const where = path.join(this.dir, ...g.split('.'), a, v);
      mkdirSync(where, { recursive: true });
      writeFileSync(
        path.join(where, `${a}-${v}.pom`),
        stubPom(g, a, v, jar ? 'jar' : 'pom', [...this.managed]),
      );
      if (jar) {
        // An empty JAR: a zip file's end-of-central-directory record alone.
        const empty = Buffer.alloc(22);
        empty.writeUInt32LE(0x06054b50, 0);
        writeFileSync(path.join(where, `${a}-${v}.jar`), empty);
      }
    }
  }

  /** Learn from one failed run's output; false when it names nothing to add. */
  learn(output: string): boolean {
    let learned = false;
    const addPom = (g: string, a: string, v: string, jar: boolean) => {
      const key = `${g}:${a}:${v}`;
      const known = this.poms.get(key);
      if (known && (known.jar || !jar)) return;
      this.poms.set(key, { g, a, v, jar });
      learned = true;
    };
    for (const m of output.matchAll(/([\w.-]+):([\w.-]+):pom:([\w.${}-]+)/g))
      addPom(m[1]!, m[2]!, m[3]!, false);
    for (const m of output.matchAll(
      /(?:build extension|Plugin|plugin) ([\w.-]+):([\w.-]+):([\w.${}-]+)(?: or one of its dependencies)? could not be resolved/g,
    ))
      addPom(m[1]!, m[2]!, m[3]!, true);
    for (const m of output.matchAll(
      /([\w.-]+):([\w.-]+):jar:([\w.${}-]+) (?:was not found|has not been downloaded)/g,
    ))
      addPom(m[1]!, m[2]!, m[3]!, true);
    for (const m of output.matchAll(
      /'[\w.]*version' for ([\w.-]+):([\w.-]+):[\w-]+(?::[\w-]+)? is missing/g,
    )) {
      const ga = `${m[1]}:${m[2]}`;
      if (!this.managed.has(ga)) {
        this.managed.add(ga);
        learned = true;
      }
    }
    if (learned) this.write();
    return learned;
  }
}

/** The projects in "Reactor Build Order", or undefined when Maven did not print it. */
function buildOrder(output: string): string[] | undefined {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => l.includes('Reactor Build Order:'));
  if (start === -1) {
    // A single selected project prints no order; it is the one being built.
    const building = output.match(/\[INFO\] Building (\S+) /);
    return building ? [building[1]!] : undefined;
  }
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const m = line.match(/^\[INFO\] (\S+)\s+\[[\w-]+\]\s*$/);
    if (m) names.push(m[1]!);
    else if (names.length > 0 && !/^\[INFO\]\s*$/.test(line)) break;
  }
  return names;
}

/** One run of Maven: the selected projects' build order; throws with Maven's output. */
export function mavenOrder(
  tree: ExportedTree,
  stub: StubRepository,
  selected: string[],
  maxRounds = 40,
): string[] {
  for (let round = 0; round < maxRounds; round++) {
    const args = [
      '-o',
      '-B',
      `-Dmaven.repo.local=${stub.dir}`,
      '-Denforcer.skip=true',
      '-Dstyle.color=never',
      ...(tree.profiles.length > 0 ? ['-P', tree.profiles.join(',')] : []),
      '-pl',
      selected.join(','),
      '-amd',
      'validate',
    ];
    const run = spawnSync(MVN!, args, {
      cwd: tree.dir,
      encoding: 'utf8',
      env: { ...process.env, MAVEN_OPTS: '-Xshare:auto -XX:TieredStopAtLevel=1' },
      maxBuffer: 1 << 28,
      timeout: 300_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const order = buildOrder(output);
    if (order) return order;
    if (!stub.learn(output))
      throw new Error(`Maven did not read the reactor:\n${output.slice(-3000)}`);
  }
  throw new Error(`Maven still failed after ${maxRounds} rounds of stubbing`);
}

/**
 * Real Maven's import-aware answer: `-pl owners -amd`, then the importers of any selected
 * module added to `-pl`, until nothing changes. Returns target names, sorted.
 */
export function mavenAnswer(tree: ExportedTree, stub: StubRepository, owners: string[]): string[] {
  const selectors = new Set(owners);
  for (;;) {
    const order = mavenOrder(tree, stub, [...selectors]);
    const selectedIds = new Set(order.map((name) => tree.artifactIds.get(name)));
    let added = false;
    for (const [importer, imported] of tree.imports) {
      if (selectors.has(importer) || order.includes(importer)) continue;
      if (imported.some((id) => selectedIds.has(id))) {
        selectors.add(importer);
        added = true;
      }
    }
    if (!added) return [...new Set(order)].sort();
  }
}
