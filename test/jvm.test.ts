/**
 * workspaces: maven and gradle end to end through the bundle: a pull request's merge commit
 * checked out at depth 1 as actions/checkout leaves it, the graph read from git objects, the
 * names uploaded, ALL with its reason, and `auto` finding each build by its files. The readers'
 * every edge and ALL case are in maven.test.ts and gradle.test.ts.
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeDir, tempDir } from './support/git-repo.js';
import { modulePom, rootPom, dep } from './support/maven-fixtures.js';
import {
  emptyCheckout,
  pullRequestsOrigin,
  uploadMerge,
  type PullRequestCase,
  type PullRequestRefs,
} from './support/pr-origin.js';

const MAVEN_FILES: Record<string, string> = {
  'pom.xml': rootPom(['core', 'app']),
  'core/pom.xml': modulePom('core'),
  'core/src/main/java/Core.java': 'class Core {}\n',
  'app/pom.xml': modulePom('app', `  <dependencies>\n    ${dep('core')}\n  </dependencies>`),
  'app/src/main/java/App.java': 'class App {}\n',
  'README.md': 'readme\n',
};

const GRADLE_FILES: Record<string, string> = {
  'settings.gradle.kts': 'rootProject.name = "shop"\ninclude(":core", ":app", ":docs")\n',
  'build.gradle.kts': '',
  'core/build.gradle.kts': 'plugins { `java-library` }\n',
  'core/src/main/kotlin/Core.kt': 'class Core\n',
  'app/build.gradle.kts': 'dependencies {\n    implementation(project(":core"))\n}\n',
  'app/src/main/kotlin/App.kt': 'class App\n',
  'docs/build.gradle.kts': '',
  'README.md': 'readme\n',
};

const cases = (source: string): PullRequestCase[] => [
  {
    name: 'a source file of a library',
    change: (r) =>
      source === 'maven'
        ? r.write('core/src/main/java/Core.java', 'class Core { int x; }\n')
        : r.write('core/src/main/kotlin/Core.kt', 'class Core(val x: Int)\n'),
  },
  { name: 'a file under no module', change: (r) => r.write('README.md', 'more\n') },
  {
    name: 'the build itself',
    change: (r) =>
      source === 'maven'
        ? r.write('.mvn/maven.config', '-Pextra\n')
        : r.write('settings.gradle.kts', `${r.read('settings.gradle.kts')}// note\n`),
  },
];

describe.each([
  {
    source: 'maven',
    files: MAVEN_FILES,
    library: ['app', 'core'],
    unit: 'Maven module',
    all: '.mvn/maven.config',
    read: "Maven's graph: 3 modules read from git objects",
  },
  {
    source: 'gradle',
    files: GRADLE_FILES,
    library: [':app', ':core'],
    unit: 'Gradle project',
    all: 'settings.gradle.kts',
    read: "Gradle's graph: ",
  },
])('workspaces: $source, end to end', ({ source, files, library, unit, all, read }) => {
  let root: string;
  let checkout: string;
  let merges: Map<string, PullRequestRefs>;

  beforeAll(() => {
    root = tempDir(`mq-${source}-e2e-`);
    const made = pullRequestsOrigin(path.join(root, 'origin'), files, cases(source));
    merges = made.merges;
    checkout = path.join(root, 'checkout');
    emptyCheckout(checkout, made.origin);
  });
  afterAll(() => removeDir(root));

  const upload = (name: string, workspaces: string) =>
    uploadMerge({
      checkout,
      pr: merges.get(name)!,
      bundle: inject('bundle'),
      inputs: { workspaces },
    });

  it.each([source, 'auto'])(
    'a library change uploads it and its dependents (workspaces: %s)',
    async (workspaces) => {
      const result = await upload('a source file of a library', workspaces);
      expect(result.code, result.stdout).toBe(0);
      expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual(library);
      expect(result.summary).toContain(read);
    },
  );

  it('a file under no module goes to the rules: unmatched-files names it', async () => {
    const result = await upload('a file under no module', source);
    expect(result.outputs['impacted-targets']).toBe('[]');
    expect(result.stdout).toContain(`lies outside every ${unit} and matches no target rule`);
  });

  it('a change to the build itself is ALL, naming the file', async () => {
    const result = await upload('the build itself', source);
    expect(result.outputs['impacted-targets']).toBe('ALL');
    expect(result.stdout).toContain(all);
  });
});
