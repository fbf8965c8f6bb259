import { afterAll, describe, expect, it } from 'vitest';
import * as path from 'node:path';
import { createGitRunner } from '../src/targets/diff/git.js';
import {
  describeGradle,
  detectGradle,
  type GradleReason,
} from '../src/targets/graphs/gradle/index.js';
import { CommitFiles } from '../src/targets/workspaces/tree.js';
import { workTreeFiles } from '../src/targets/workspaces/read.js';
import { gradleImpact } from '../src/targets/graphs/gradle/index.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Repo, removeDir, tempDir } from './support/git-repo.js';
import { ANDROID, GROOVY, KOTLIN, ROOT_LOGIC, answerFor, gradleRepo } from './support/gradle.js';
import { writeGradleBuild } from './support/gradle-fixtures.js';
import type { Files } from './support/workspace-fixtures.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeDir));

/** The answer for `change` applied to `files` (merge commit vs first parent). */
async function answer(files: Files, change: (repo: Repo) => void) {
  const { repo, base, head } = gradleRepo('mq-gradle', files, change);
  roots.push(path.dirname(repo.dir));
  return answerFor(repo, base, head);
}

/** The impacted project paths, sorted, after checking the answer is not ALL. */
async function projects(files: Files, change: (repo: Repo) => void) {
  const result = await answer(files, change);
  expect(result.all).toBeUndefined();
  return [...result.impacted.keys()].sort();
}

const touch = (file: string) => (repo: Repo) => {
  repo.write(file, `${repo.read(file)}// changed\n`);
};
const edit = (file: string, from: string, to: string) => (repo: Repo) => {
  const text = repo.read(file);
  expect(text).toContain(from);
  repo.write(file, text.replace(from, to));
};
const quote = (v: string) => `\`${v}\``;

describe('gradle, Groovy DSL: projects from settings, edges from build files', () => {
  it('a source file impacts its project and every transitive dependent', async () => {
    // core <- api (project(':core')) <- service <- tools (task path); core <- libs:util
    // (project(path: ...)) <- extras (included inside an if).
    expect(await projects(GROOVY, touch('core/src/main/java/acme/Core.java'))).toEqual([
      ':api',
      ':core',
      ':extras',
      ':libs:util',
      ':service',
      ':tools',
    ]);
  });

  it('edges added by subprojects {} and by a convention plugin of buildSrc are counted', async () => {
    // testkit <- libs:util (libs/build.gradle's subprojects {}), testkit <- core (buildSrc's
    // acme.java-conventions, applied by core), then their dependents.
    expect(await projects(GROOVY, touch('testkit/src/main/java/acme/Kit.java'))).toEqual([
      ':api',
      ':core',
      ':extras',
      ':libs:util',
      ':service',
      ':testkit',
      ':tools',
    ]);
  });

  it('a renamed project is named by its new path and owns its old directory', async () => {
    const result = await answer(GROOVY, touch('svc/src/main/java/acme/Service.java'));
    expect([...result.impacted.keys()].sort()).toEqual([':service', ':tools']);
    expect(result.impacted.get(':service')).toEqual({
      kind: 'gradle',
      how: 'owns',
      file: 'svc/src/main/java/acme/Service.java',
    });
    expect(result.impacted.get(':tools')).toEqual({
      kind: 'gradle',
      how: 'dependency',
      dependency: ':service',
      edge: {
        file: 'build-tools/tools.gradle',
        script: 'build',
        ref: 'task',
        text: ':service:jar',
      },
    });
  });

  it('projectDir overrides decide the owner (file() and new File(settingsDir, ...))', async () => {
    expect(await projects(GROOVY, touch('old/legacy-impl/src/main/java/acme/Legacy.java'))).toEqual(
      [':legacy'],
    );
    // :tools lives in build-tools, with its build file named tools.gradle.
    expect(await projects(GROOVY, touch('build-tools/tools.gradle'))).toEqual([':tools']);
  });

  it('a build file with subprojects {} impacts the projects it configures, before or after', async () => {
    const result = await answer(
      GROOVY,
      edit('libs/build.gradle', "testImplementation project(':testkit')", ''),
    );
    expect([...result.impacted.keys()].sort()).toEqual([':extras', ':libs', ':libs:util']);
    expect(result.impacted.get(':libs:util')).toEqual({
      kind: 'gradle',
      how: 'build-logic',
      file: 'libs/build.gradle',
    });
  });

  it('files under no subproject are left to the rules, not owned by the root', async () => {
    const result = await answer(GROOVY, touch('docs/guide.md'));
    expect(result.all).toBeUndefined();
    expect(result.impacted.size).toBe(0);
    expect(result.outside).toEqual(['docs/guide.md']);
    expect(result.modules).toBe(11);
  });

  it.each([
    ['settings.gradle', "settings.gradle is the build's settings"],
    ['gradle/more-projects.gradle', 'gradle/more-projects.gradle'],
    ['build.gradle', "build.gradle is the root project's build script"],
    ['gradle.properties', 'gradle.properties sets properties every project'],
    ['gradlew', 'gradlew is the Gradle wrapper'],
    [
      'gradle/wrapper/gradle-wrapper.properties',
      'gradle-wrapper.properties is part of the Gradle wrapper',
    ],
    ['buildSrc/src/main/groovy/acme.java-conventions.gradle', 'is in buildSrc'],
    ['publish.gradle', 'publish.gradle is a script applied by build scripts'],
  ])('a change to %s is ALL, naming it', async (file, reason) => {
    const result = await answer(GROOVY, touch(file));
    expect(result.all).toContain(reason);
    expect(result.all).toContain(file);
  });

  it('a Gradle script that is no project build file is ALL (it may be applied)', async () => {
    const result = await answer(GROOVY, (repo) => repo.write('core/extra.gradle', '// new\n'));
    expect(result.all).toBe(
      "core/extra.gradle is a Gradle script that is no project's build file, so a build may apply it in ways this reader does not see.",
    );
  });

  it('includes with computed arguments are ALL', async () => {
    const result = await answer(GROOVY, (repo) => {
      repo.write(
        'settings.gradle',
        `${repo.read('settings.gradle')}file('plugins').eachDir { include it.name }\n`,
      );
    });
    expect(result.all).toContain('settings.gradle');
    // Any change reads the same settings: still ALL when only a source file changes.
    const { repo, base } = gradleRepo('mq-gradle', GROOVY, (r) =>
      r.write('settings.gradle', `${r.read('settings.gradle')}def names = ['x']\ninclude(names)\n`),
    );
    roots.push(path.dirname(repo.dir));
    touch('core/src/main/java/acme/Core.java')(repo);
    const next = repo.commit('source only');
    const base2 = repo.git('rev-parse', 'HEAD~1');
    expect(base2).not.toBe(base);
    const onSource = await answerFor(repo, base2, next);
    expect(onSource.all).toBe(
      'settings.gradle includes projects named by a computed expression (names), so the set of projects cannot be read without running Gradle.',
    );
  });

  it('a named argument called include is no include of projects', async () => {
    const files = {
      ...GROOVY,
      'settings.gradle': `${GROOVY['settings.gradle']}def jars = fileTree(dir: 'libs', include: ['*.jar'])\n`,
    };
    expect(await projects(files, touch('svc/src/main/java/acme/Service.java'))).toEqual([
      ':service',
      ':tools',
    ]);
  });

  it('settings that configure projects (gradle.allprojects {}) are ALL', async () => {
    const files = {
      ...GROOVY,
      'settings.gradle': `${GROOVY['settings.gradle']}gradle.allprojects {\n    repositories { mavenCentral() }\n}\n`,
    };
    const result = await answer(files, touch('core/src/main/java/acme/Core.java'));
    expect(result.all).toBe(
      'settings.gradle configures projects at run time (allprojects { ... }), build logic this reader does not follow, so any project may be affected.',
    );
  });

  it('a project directory set by an expression the reader cannot resolve is ALL', async () => {
    const result = await answer(GROOVY, (repo) => {
      repo.write(
        'settings.gradle',
        `${repo.read('settings.gradle')}rootProject.children.each { it.projectDir = new File(rootDir, "modules/$it.name") }\n`,
      );
      repo.commit('settings');
      touch('core/src/main/java/acme/Core.java')(repo);
    });
    expect(result.all).toContain('sets projectDir in a way this reader cannot follow');
  });
});

describe('gradle, version catalogs', () => {
  it('a changed [versions] entry impacts the users of the libraries naming it', async () => {
    const result = await answer(
      GROOVY,
      edit('gradle/libs.versions.toml', 'okio = "3.9.0"', 'okio = "3.10.0"'),
    );
    expect([...result.impacted.keys()].sort()).toEqual([':legacy']);
    expect(result.impacted.get(':legacy')).toEqual({
      kind: 'gradle',
      how: 'catalog',
      file: 'gradle/libs.versions.toml',
      entry: 'libs.okio',
    });
  });

  it('a changed library impacts the bundles listing it', async () => {
    expect(
      await projects(
        GROOVY,
        edit('gradle/libs.versions.toml', 'jackson-core:2.17.0', 'jackson-core:2.18.0'),
      ),
    ).toEqual([':service', ':tools']);
  });

  it('users of a changed entry and their dependents; unused entries impact nothing', async () => {
    expect(
      await projects(
        GROOVY,
        edit('gradle/libs.versions.toml', 'junit = "4.13.2"', 'junit = "4.13.3"'),
      ),
    ).toEqual([':api', ':core', ':extras', ':libs:util', ':service', ':testkit', ':tools']);
    const unused = await answer(
      GROOVY,
      edit('gradle/libs.versions.toml', 'guava:33.0.0-jre', 'guava:33.1.0-jre'),
    );
    expect(unused.all).toBeUndefined();
    expect(unused.impacted.size).toBe(0);
  });

  it('an accessor reached through rootProject (rootProject.libs.x) is a use', async () => {
    // As okhttp's okhttp/build.gradle.kts reads rootProject.libs.checkStyle.
    const files = {
      ...GROOVY,
      'api/build.gradle': 'dependencies {\n    api rootProject.libs.guava\n}\n',
    };
    expect(
      await projects(
        files,
        edit('gradle/libs.versions.toml', 'guava:33.0.0-jre', 'guava:33.1.0-jre'),
      ),
    ).toEqual([':api', ':service', ':tools']);
  });

  it('a catalog declared in settings (Kotlin) maps to its own accessor name', async () => {
    expect(
      await projects(KOTLIN, edit('gradle/deps.versions.toml', 'okhttp:4.12.0', 'okhttp:4.12.1')),
    ).toEqual([':app', ':feature:login', ':lib-net']);
  });

  it('a changed entry used by build logic is ALL, naming the file', async () => {
    const result = await answer(
      KOTLIN,
      edit('gradle/libs.versions.toml', 'kotlin = "2.0.0"', 'kotlin = "2.0.1"'),
    );
    expect(result.all).toBe(
      'build-logic/build.gradle.kts is build logic using libs.kotlin.gradle.plugin, changed in gradle/libs.versions.toml.',
    );
    const byString = await answer(
      KOTLIN,
      edit('gradle/libs.versions.toml', 'junit:4.13.2', 'junit:4.13.3'),
    );
    expect(byString.all).toBe(
      'build-logic/src/main/kotlin/kacme.kotlin.gradle.kts is build logic naming the catalog entry "junit", changed in gradle/libs.versions.toml.',
    );
  });

  it('a catalog entry used by the root build script is ALL', async () => {
    const files = {
      ...GROOVY,
      'build.gradle': 'plugins {\n    id "java"\n}\ndependencies { implementation libs.guava }\n',
    };
    const result = await answer(
      files,
      edit('gradle/libs.versions.toml', 'guava:33.0.0-jre', 'guava:33.1.0-jre'),
    );
    expect(result.all).toBe(
      'build.gradle is build logic using libs.guava, changed in gradle/libs.versions.toml.',
    );
  });

  it('a catalog that does not parse is ALL', async () => {
    const result = await answer(GROOVY, (repo) =>
      repo.write('gradle/libs.versions.toml', '[versions\n'),
    );
    expect(result.all).toContain('gradle/libs.versions.toml is not valid TOML');
  });
});

describe('gradle, Kotlin DSL', () => {
  it('type-safe accessors and project(mapOf("path" to ...)) are edges', async () => {
    expect(await projects(KOTLIN, touch('lib-core/src/main/kotlin/Core.kt'))).toEqual([
      ':app',
      ':feature:login',
      ':lib-core',
      ':lib-net',
    ]);
  });

  it('a convention plugin of an included build adds its edge to the projects applying it', async () => {
    expect(await projects(KOTLIN, touch('test-support/src/main/kotlin/Support.kt'))).toEqual([
      ':app',
      ':feature:login',
      ':lib-core',
      ':lib-net',
      ':test-support',
    ]);
  });

  it('renames and projectDir in Kotlin settings', async () => {
    expect(await projects(KOTLIN, touch('old/src/main/kotlin/Old.kt'))).toEqual([
      ':app',
      ':renamed',
    ]);
    expect(await projects(KOTLIN, touch('features/login/src/main/kotlin/Login.kt'))).toEqual([
      ':app',
      ':feature:login',
    ]);
  });

  it("a plugin build's precompiled plugin is traced; its own build, the root build script and settings are ALL", async () => {
    expect(
      await projects(KOTLIN, touch('build-logic/src/main/kotlin/kacme.kotlin.gradle.kts')),
    ).toEqual([':app', ':feature:login', ':lib-core', ':lib-net']);
    expect((await answer(KOTLIN, touch('build-logic/build.gradle.kts'))).all).toContain(
      "build-logic/build.gradle.kts is part of the plugin build build-logic's own build",
    );
    expect((await answer(KOTLIN, touch('build.gradle.kts'))).all).toContain('build.gradle.kts');
    expect((await answer(KOTLIN, touch('settings.gradle.kts'))).all).toContain(
      'settings.gradle.kts',
    );
  });

  it('reads a work tree the same way (build logic listed with filesUnder)', async () => {
    const dir = tempDir('mq-gradle-wt-');
    roots.push(dir);
    const write = (root: string, files: Files) => {
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), content);
      }
    };
    const changed = 'test-support/src/main/kotlin/Support.kt';
    write(path.join(dir, 'before'), KOTLIN);
    write(path.join(dir, 'after'), { ...KOTLIN, [changed]: 'object Support { }\n' });
    const result = await gradleImpact(
      workTreeFiles(path.join(dir, 'after')),
      workTreeFiles(path.join(dir, 'before')),
      [changed],
    );
    expect(result.all).toBeUndefined();
    expect([...result.impacted.keys()].sort()).toEqual([
      ':app',
      ':feature:login',
      ':lib-core',
      ':lib-net',
      ':test-support',
    ]);
  });

  it('files under no project are outside', async () => {
    const result = await answer(KOTLIN, touch('.github/workflows/ci.yml'));
    expect(result).toEqual({
      impacted: new Map(),
      outside: ['.github/workflows/ci.yml'],
      warnings: [],
      modules: 7,
    });
  });
});

describe('gradle, build logic in build scripts', () => {
  it('project(":x") {} in the root build script is an edge of :x', async () => {
    // app <- model (the root's project(':app') {}); plain names its dependencies in a loop
    // (project(":$it")): it may depend on any project.
    expect(await projects(ROOT_LOGIC, touch('model/src/Model.java'))).toEqual([
      ':',
      ':app',
      ':model',
      ':plain',
    ]);
  });

  it('configure(subprojects.findAll {...}) and loops over rootProject.subprojects reach every project they may apply to', async () => {
    // The filter cannot be read: every subproject may test with :fixtures; the root
    // configures :app (project(':app') {}), so it counts as depending on it.
    expect(await projects(ROOT_LOGIC, touch('fixtures/src/Fixture.java'))).toEqual([
      ':',
      ':app',
      ':fixtures',
      ':leaf',
      ':model',
      ':plain',
      ':runtime',
    ]);
    // p.dependencies.add(...) inside rootProject.subprojects.each { p -> }: every project.
    expect(await projects(ROOT_LOGIC, touch('runtime/src/Runtime.java'))).toEqual([
      ':',
      ':app',
      ':fixtures',
      ':leaf',
      ':model',
      ':plain',
      ':runtime',
    ]);
  });

  it('a computed project reference in buildSrc code that may configure every project is ALL', async () => {
    const files = {
      ...ROOT_LOGIC,
      'buildSrc/src/main/kotlin/Wiring.kt': `fun wire(p: org.gradle.api.Project, name: String) {
    p.dependencies.add("implementation", p.project(":" + name))
}
`,
    };
    const result = await answer(files, touch('leaf/src/Leaf.java'));
    expect(result.all).toBe(
      'buildSrc/src/main/kotlin/Wiring.kt names projects computed at run time (project(...)) in build logic that may configure every project.',
    );
  });

  it('a literal project reference in buildSrc code counts for every project', async () => {
    const files = {
      ...ROOT_LOGIC,
      'buildSrc/src/main/kotlin/Wiring.kt': `fun wire(p: org.gradle.api.Project) {
    p.dependencies.add("testImplementation", p.project(":leaf"))
}
`,
    };
    expect(await projects(files, touch('leaf/src/Leaf.java'))).toEqual([
      ':',
      ':app',
      ':fixtures',
      ':leaf',
      ':model',
      ':plain',
      ':runtime',
    ]);
  });

  it('a loop variable over rootProject.subprojects used as a dependency (a BOM) depends on each', async () => {
    // As okhttp's okhttp-bom/build.gradle.kts: api(subproject) for every subproject.
    const files: Files = {
      'settings.gradle.kts': 'include(":a", ":b", ":bom")\n',
      'a/build.gradle.kts': '\n',
      'a/src/A.kt': 'object A\n',
      'b/build.gradle.kts': '\n',
      'bom/build.gradle.kts': `dependencies {
    constraints {
        project.rootProject.subprojects.forEach { subproject ->
            if (subproject.name != "bom") {
                api(subproject)
            }
        }
    }
}
`,
    };
    expect(await projects(files, touch('a/src/A.kt'))).toEqual([':a', ':bom']);
  });

  it('allprojects {} in a project build script configures it and its children', async () => {
    const files: Files = {
      'settings.gradle.kts': 'include(":a", ":a:b", ":c")\n',
      'a/build.gradle.kts':
        'allprojects {\n    dependencies { "implementation"(project(":c")) }\n}\n',
      'a/b/build.gradle.kts': '\n',
      'c/build.gradle.kts': '\n',
      'c/src/C.kt': 'object C\n',
    };
    expect(await projects(files, touch('c/src/C.kt'))).toEqual([':a', ':a:b', ':c']);
  });
});

describe('gradle: depending is not configuring', () => {
  // A coverage project names the others as dependencies and task paths, as real coverage
  // aggregation builds do; it configures none of them.
  const COVERAGE: Files = {
    'settings.gradle.kts': 'include(":a", ":b", ":c", ":coverage")\n',
    'a/build.gradle.kts': 'dependencies {\n    implementation(projects.b)\n}\n',
    'a/src/A.kt': 'object A\n',
    'b/build.gradle.kts': '\n',
    'b/src/B.kt': 'object B\n',
    'c/build.gradle.kts': '\n',
    'coverage/build.gradle.kts': `plugins { id("jacoco-report-aggregation") }
dependencies {
    jacocoAggregation(projects.a)
    jacocoAggregation(project(":b"))
    rootProject.subprojects.forEach { p ->
        if (p.name != "coverage") jacocoAggregation(p)
    }
}
tasks.register("coverageReport") {
    dependsOn(":a:test", ":b:test")
    dependsOn(rootProject.subprojects.map { "\${it.path}:test" })
}
`,
  };

  it('a change to a build file that only depends on the others impacts that project', async () => {
    const result = await answer(COVERAGE, touch('coverage/build.gradle.kts'));
    expect(result.all).toBeUndefined();
    expect([...result.impacted.entries()]).toEqual([
      [':coverage', { kind: 'gradle', how: 'owns', file: 'coverage/build.gradle.kts' }],
    ]);
    // Its dependencies are still edges: every project it names reaches it.
    expect(await projects(COVERAGE, touch('b/src/B.kt'))).toEqual([':a', ':b', ':coverage']);
  });

  it.each([
    ['a member of the project', 'p.apply(plugin = "jacoco")'],
    ['its dependencies', 'p.dependencies.add("testImplementation", project(":b"))'],
    ['a function given the project', 'configureCoverage(p)'],
  ])(
    'a loop over projects that reaches %s configures every project it loops over',
    async (_, body) => {
      const files = {
        ...COVERAGE,
        'coverage/build.gradle.kts': `rootProject.subprojects.forEach { p ->\n    ${body}\n}\n`,
      };
      const result = await answer(files, touch('coverage/build.gradle.kts'));
      expect([...result.impacted.keys()].sort()).toEqual([':a', ':b', ':c', ':coverage']);
      expect(result.impacted.get(':c')).toEqual({
        kind: 'gradle',
        how: 'build-logic',
        file: 'coverage/build.gradle.kts',
      });
    },
  );
});

describe('gradle: builds the settings do not include', () => {
  const SEPARATE: Files = {
    'settings.gradle.kts': 'include(":a", ":b")\n',
    'a/build.gradle.kts': '\n',
    'a/src/A.kt': 'object A\n',
    'a/src/test/fixtures/demo/settings.gradle': "rootProject.name = 'demo'\n",
    'a/src/test/fixtures/demo/build.gradle': "plugins { id 'java' }\n",
    'b/build.gradle.kts': 'dependencies {\n    implementation(projects.a)\n}\n',
    'samples/demo/settings.gradle.kts': 'include(":app")\n',
    'samples/demo/build.gradle.kts': 'plugins { base }\n',
    'samples/demo/app/build.gradle.kts': 'plugins { java }\n',
    'samples/demo/app/src/Main.kt': 'fun main() {}\n',
  };
  const files = [
    'samples/demo/settings.gradle.kts',
    'samples/demo/build.gradle.kts',
    'samples/demo/app/build.gradle.kts',
    'samples/demo/app/src/Main.kt',
  ];

  it('its files, its scripts included, belong to no project: they are left to the rules', async () => {
    const result = await answer(SEPARATE, (repo) => files.forEach((f) => touch(f)(repo)));
    expect(result.all).toBeUndefined();
    expect(result.impacted.size).toBe(0);
    expect(result.outside.sort()).toEqual([...files].sort());
    expect(result.warnings).toEqual([
      'samples/demo is a separate Gradle build (its own settings script, included by no includeBuild): its changed files belong to no project of this build and are left to the target rules.',
    ]);
  });

  it("a build inside a project's directory (a test fixture) is that project's", async () => {
    expect(await projects(SEPARATE, touch('a/src/test/fixtures/demo/build.gradle'))).toEqual([
      ':a',
      ':b',
    ]);
  });

  it('the same directory included by includeBuild is ALL, and a script beside no settings too', async () => {
    const included = {
      ...SEPARATE,
      'settings.gradle.kts': 'includeBuild("samples/demo")\ninclude(":a", ":b")\n',
    };
    expect((await answer(included, touch('samples/demo/app/src/Main.kt'))).all).toBe(
      'samples/demo/app/src/Main.kt is in samples/demo, an included build whose plugins or artifacts any project may use.',
    );
    const loose = await answer(SEPARATE, (repo) => repo.write('samples/extra.gradle', '// new\n'));
    expect(loose.all).toContain('samples/extra.gradle is a Gradle script that is no project');
  });
});

describe('gradle: convention plugins of a plugin build, traced to the projects applying them', () => {
  const KT = 'build-logic/convention/src/main/kotlin';
  const ACME = `${KT}/com/acme/buildlogic`;
  const FEATURES = [':feature:news', ':feature:settings'];
  const LIBRARY = [':app', ':core:common', ':core:data', ':core:ui', ...FEATURES];

  it('a convention plugin impacts the projects applying it (alias or id) and their dependents', async () => {
    const result = await answer(ANDROID, touch(`${KT}/AndroidFeatureConventionPlugin.kt`));
    expect(result.all).toBeUndefined();
    expect([...result.impacted.keys()].sort()).toEqual([':app', ...FEATURES]);
    const why = result.impacted.get(':feature:news')!;
    expect(why).toEqual({
      kind: 'gradle',
      how: 'plugin',
      file: `${KT}/AndroidFeatureConventionPlugin.kt`,
      plugin: 'acme.android.feature',
    });
    expect(describeGradle(why, quote)).toBe(
      'applies `acme.android.feature`, whose `AndroidFeatureConventionPlugin.kt` changed',
    );
  });

  it('a same-package helper used without an import, through another helper, reaches the plugin using it and the plugins applying that one', async () => {
    // Flags.kt <- KotlinAndroid.kt (same package) <- AndroidLibraryConventionPlugin (import),
    // applied directly and by the feature plugin.
    expect(await projects(ANDROID, touch(`${ACME}/Flags.kt`))).toEqual(LIBRARY);
  });

  it('a helper used by two plugins impacts the projects of both', async () => {
    // Shared.kt <- HiltConventionPlugin (import; applied under the alias acme-di and by the
    // feature plugin) and <- JacocoConventionPlugin (same package).
    expect(await projects(ANDROID, touch(`${ACME}/Shared.kt`))).toEqual([
      ':app',
      ':core:data',
      ':coverage',
      ...FEATURES,
    ]);
  });

  it('every application a script makes counts, each for the projects it applies to', async () => {
    // The root applies acme.jacoco to itself and acme.hilt to :lib:jvm; Shared.kt changes both.
    // (The root, configuring :lib:jvm, counts as depending on it, as in ROOT_LOGIC.)
    const files = {
      ...ANDROID,
      'build.gradle.kts': `plugins {
    alias(libs.plugins.acme.jacoco)
}
project(":lib:jvm") {
    apply(plugin = "acme.hilt")
}
`,
    };
    expect(await projects(files, touch(`${ACME}/Shared.kt`))).toEqual([
      ':',
      ':app',
      ':core:data',
      ':coverage',
      ...FEATURES,
      ':lib:jvm',
    ]);
  });

  it('a plugin registered as acme.hilt reaches projects applying the alias acme-di', async () => {
    const result = await answer(ANDROID, touch(`${KT}/HiltConventionPlugin.kt`));
    expect([...result.impacted.keys()].sort()).toEqual([':app', ':core:data', ...FEATURES]);
    expect(result.impacted.get(':core:data')).toMatchObject({ how: 'plugin', plugin: 'acme.hilt' });
    // The feature projects apply it through the feature plugin, which the reason names.
    expect(result.impacted.get(':feature:settings')).toMatchObject({
      plugin: 'acme.android.feature',
    });
  });

  it('a precompiled script plugin impacts the projects applying its id', async () => {
    expect(await projects(ANDROID, touch(`${KT}/acme.jvm.gradle.kts`))).toEqual([':lib:jvm']);
  });

  it("a project script importing a build-logic declaration is impacted by that declaration's file", async () => {
    const result = await answer(ANDROID, touch(`${ACME}/AcmeBuildType.kt`));
    expect([...result.impacted.entries()]).toEqual([
      [':app', { kind: 'gradle', how: 'build-logic', file: `${ACME}/AcmeBuildType.kt` }],
    ]);
  });

  it('a plugin loading classes by name may use any source of its build', async () => {
    const files = {
      ...ANDROID,
      [`${KT}/AndroidLibraryConventionPlugin.kt`]: ANDROID[
        `${KT}/AndroidLibraryConventionPlugin.kt`
      ]!.replace('configureKotlin()', 'configureKotlin()\n            Class.forName(typeName())'),
    };
    // AcmeBuildType.kt, named by no plugin, reaches the library plugin's projects.
    expect(await projects(files, touch(`${ACME}/AcmeBuildType.kt`))).toEqual(LIBRARY);
  });

  it('a plugin the root applies that configures the subprojects reaches every project', async () => {
    for (const file of [`${KT}/RootPlugin.kt`, `${ACME}/Graph.kt`]) {
      const result = await answer(ANDROID, touch(file));
      expect(result.all).toBeUndefined();
      expect([...result.impacted.keys()].sort()).toEqual([
        ':app',
        ':core',
        ':core:common',
        ':core:data',
        ':core:ui',
        ':coverage',
        ':feature',
        ':feature:news',
        ':feature:settings',
        ':lib',
        ':lib:jvm',
      ]);
    }
  });

  it('a plugin reaching into another project it names reaches every project', async () => {
    // The precompiled plugin, applied by :lib:jvm only, configures :coverage's tasks.
    const files = {
      ...ANDROID,
      [`${KT}/acme.jvm.gradle.kts`]: `${ANDROID[`${KT}/acme.jvm.gradle.kts`]}project(":coverage").tasks.register("jvmReport")\n`,
    };
    const result = await answer(files, touch(`${KT}/acme.jvm.gradle.kts`));
    expect(result.impacted.get(':coverage')).toEqual({
      kind: 'gradle',
      how: 'build-logic',
      file: `${KT}/acme.jvm.gradle.kts`,
    });
    expect(result.impacted.size).toBe(11);
  });

  it('a plugin only the root applies, configuring no other project, is left to the rules as root files are', async () => {
    const files = {
      ...ANDROID,
      [`${KT}/RootPlugin.kt`]: ANDROID[`${KT}/RootPlugin.kt`]!.replace(
        'target.subprojects { configureGraph() }',
        'target.tasks.register("release")',
      ),
    };
    const result = await answer(files, touch(`${KT}/RootPlugin.kt`));
    expect(result.all).toBeUndefined();
    expect(result.impacted.size).toBe(0);
    expect(result.outside).toEqual([`${KT}/RootPlugin.kt`]);
  });

  it("a plugin's project dependencies are edges of the projects applying it only", async () => {
    // The feature plugin adds project(":core:ui"): the feature projects (and :app) depend on it;
    // :core:data, :coverage and :lib:jvm do not.
    expect(await projects(ANDROID, touch('core/ui/src/main/kotlin/Ui.kt'))).toEqual([
      ':app',
      ':core:ui',
      ...FEATURES,
    ]);
  });

  it('a deleted helper reaches the plugins that used it at the first parent', async () => {
    expect(await projects(ANDROID, (repo) => repo.remove(`${ACME}/Shared.kt`))).toEqual([
      ':app',
      ':core:data',
      ':coverage',
      ...FEATURES,
    ]);
  });

  it('a README of the plugin build impacts nothing; it is left to the rules', async () => {
    const result = await answer(ANDROID, touch('build-logic/README.md'));
    expect(result.all).toBeUndefined();
    expect(result.impacted.size).toBe(0);
    expect(result.outside).toEqual(['build-logic/README.md']);
  });

  it.each([
    ['build-logic/convention/build.gradle.kts', "the plugin build build-logic's own build"],
    ['build-logic/settings.gradle.kts', "the plugin build build-logic's own build"],
    ['build-logic/gradle.properties', "the plugin build build-logic's own build"],
  ])('a change to %s is ALL, naming it', async (file, reason) => {
    const result = await answer(ANDROID, touch(file));
    expect(result.all).toContain(file);
    expect(result.all).toContain(reason);
  });

  it('a Java source in the plugin build makes every change in it ALL, naming the source', async () => {
    const files = {
      ...ANDROID,
      'build-logic/convention/src/main/java/Legacy.java': 'class Legacy {}\n',
    };
    const result = await answer(files, touch(`${ACME}/Flags.kt`));
    expect(result.all).toBe(
      `${ACME}/Flags.kt changed and build-logic/convention/src/main/java/Legacy.java is a source this reader does not parse, and may be any plugin's code or use any file of build-logic.`,
    );
  });

  it('the root build script, the settings or another build using the changed code is ALL', async () => {
    const rootImports = {
      ...ANDROID,
      'build.gradle.kts': `import com.acme.buildlogic.AcmeBuildType\n${ANDROID['build.gradle.kts']}`,
    };
    expect((await answer(rootImports, touch(`${ACME}/AcmeBuildType.kt`))).all).toBe(
      `build.gradle.kts, the root build script, uses ${ACME}/AcmeBuildType.kt, which ${ACME}/AcmeBuildType.kt changes.`,
    );
    const otherBuild = {
      ...ANDROID,
      'settings.gradle.kts': ANDROID['settings.gradle.kts']!.replace(
        'includeBuild("build-logic")',
        'includeBuild("build-logic")\n    includeBuild("tools/release-plugin")',
      ),
      'tools/release-plugin/settings.gradle.kts': 'rootProject.name = "release-plugin"\n',
      'tools/release-plugin/build.gradle.kts': 'plugins {\n    id("acme.hilt")\n}\n',
    };
    expect((await answer(otherBuild, touch(`${ACME}/Shared.kt`))).all).toBe(
      `tools/release-plugin/build.gradle.kts applies acme.hilt, which ${ACME}/Shared.kt changes, and is build logic for every project.`,
    );
    // The tests of a build included for its artifacts (read whole, as build logic) apply
    // nothing to this build.
    const testsOnly = {
      ...otherBuild,
      'settings.gradle.kts': `${ANDROID['settings.gradle.kts']}includeBuild("tools/release-plugin")\n`,
      'tools/release-plugin/build.gradle.kts': 'plugins {\n    `kotlin-dsl`\n}\n',
      'tools/release-plugin/src/functionalTest/kotlin/RunnerTest.kt':
        'fun run(p: org.gradle.api.Project) = p.pluginManager.apply(pluginId())\n',
    };
    expect((await answer(testsOnly, touch(`${ACME}/Shared.kt`))).all).toBeUndefined();
    const readsFile = {
      ...ANDROID,
      'coverage/build.gradle.kts': `${ANDROID['coverage/build.gradle.kts']}val flags = file("../${ACME}/Flags.kt").readText()\n`,
    };
    expect((await answer(readsFile, touch(`${ACME}/Flags.kt`))).all).toBe(
      `coverage/build.gradle.kts names "../${ACME}/Flags.kt" as a file, so it may read ${ACME}/Flags.kt.`,
    );
  });

  it('a settings plugin of the plugin build (x.settings.gradle.kts is x) is ALL where it changes', async () => {
    const files = {
      ...ANDROID,
      'settings.gradle.kts': `${ANDROID['settings.gradle.kts']}plugins {\n    id("acme.repos")\n}\n`,
      [`${KT}/acme.repos.settings.gradle.kts`]: 'dependencyResolutionManagement { }\n',
    };
    expect((await answer(files, touch(`${KT}/acme.repos.settings.gradle.kts`))).all).toBe(
      `settings.gradle.kts applies acme.repos, which ${KT}/acme.repos.settings.gradle.kts changes, and is build logic for every project.`,
    );
  });

  it('a build the plugin build includes in turn is ALL where it changes, not a separate build', async () => {
    const files = {
      ...ANDROID,
      'build-logic/settings.gradle.kts': `${ANDROID['build-logic/settings.gradle.kts']}includeBuild("../shared-logic")\n`,
      'shared-logic/settings.gradle.kts': 'rootProject.name = "shared-logic"\n',
      'shared-logic/src/main/kotlin/Shared.kt': 'fun shared() = 1\n',
    };
    expect((await answer(files, touch('shared-logic/src/main/kotlin/Shared.kt'))).all).toBe(
      'shared-logic/src/main/kotlin/Shared.kt is in shared-logic, an included build whose plugins or artifacts any project may use.',
    );
  });

  it('a plugin build included outside pluginManagement (it may substitute dependencies) stays ALL', async () => {
    const files = {
      ...ANDROID,
      'settings.gradle.kts': `includeBuild("build-logic")\n${ANDROID['settings.gradle.kts']}`,
    };
    expect((await answer(files, touch(`${ACME}/Flags.kt`))).all).toBe(
      `${ACME}/Flags.kt is in build-logic, an included build whose plugins or artifacts any project may use.`,
    );
  });
});

describe('gradle: the generated build of the bench', () => {
  it("reads back every generated edge: the answer is the change's project and its dependents", async () => {
    const dir = tempDir('mq-gradle-gen-');
    roots.push(dir);
    const repo = Repo.init(path.join(dir, 'repo'));
    const build = writeGradleBuild(repo, 60, 200);
    const changedIndex = 7;
    repo.write(
      `${build.dirs[changedIndex]}/src/main/kotlin/P${changedIndex}.kt`,
      'object P7 { }\n',
    );
    const head = repo.commit('change one project');
    // The expected closure, from the generator's own edges.
    const expected = new Set([changedIndex]);
    for (let grew = true; grew;) {
      grew = false;
      build.deps.forEach((deps, i) => {
        if (!expected.has(i) && [...deps].some((d) => expected.has(d))) {
          expected.add(i);
          grew = true;
        }
      });
    }
    const result = await answerFor(repo, build.base, head);
    expect(result.all).toBeUndefined();
    expect(result.modules).toBe(
      60 +
        new Set(build.paths.filter((p) => p.startsWith(':group')).map((p) => p.split(':')[1])).size,
    );
    expect([...result.impacted.keys()].sort()).toEqual(
      [...expected].map((i) => build.paths[i]).sort(),
    );
    expect(expected.size).toBeGreaterThan(5);
  });
});

describe('gradle: a reason that follows an edge names the script that makes it', () => {
  /** The words of `project`'s reason, as the summary (quoted) and the log (plain) show them. */
  async function words(files: Files, change: (repo: Repo) => void, project: string) {
    const result = await answer(files, change);
    expect(result.all).toBeUndefined();
    const why = result.impacted.get(project);
    expect(why).toBeDefined();
    return { summary: describeGradle(why!, quote), log: describeGradle(why!, (v) => v) };
  }

  it("a project() dependency in a project's build file names that file", async () => {
    const { summary, log } = await words(
      GROOVY,
      touch('core/src/main/java/acme/Core.java'),
      ':api',
    );
    expect(summary).toBe(
      'depends on `:core` (a `project(":core")` dependency in `api/build.gradle`)',
    );
    expect(log).toBe('depends on :core (a project(":core") dependency in api/build.gradle)');
  });

  it('a type-safe accessor names the accessor and its build file', async () => {
    const { summary } = await words(KOTLIN, touch('lib-core/src/main/kotlin/Core.kt'), ':lib-net');
    expect(summary).toBe(
      'depends on `:lib-core` (the type-safe accessor `projects.libCore` in `lib-net/build.gradle.kts`)',
    );
  });

  it("an edge from the root's allprojects { } names the block and the root build file", async () => {
    // As in detekt: the root adds a project to every project's dependencies.
    const files: Files = {
      'settings.gradle.kts': 'include(":detekt-cli", ":detekt-core")\n',
      'build.gradle.kts': `allprojects {
    dependencies {
        "detektPlugins"(project(":detekt-cli"))
    }
}
`,
      'detekt-cli/build.gradle.kts': 'plugins { java }\n',
      'detekt-cli/src/main/kotlin/Cli.kt': 'object Cli\n',
      'detekt-core/build.gradle.kts': 'plugins { java }\n',
    };
    const { summary, log } = await words(
      files,
      touch('detekt-cli/src/main/kotlin/Cli.kt'),
      ':detekt-core',
    );
    expect(summary).toBe(
      'depends on `:detekt-cli` (a `project(":detekt-cli")` dependency in the `allprojects { }` block of the root project\'s `build.gradle.kts`)',
    );
    expect(log).toBe(
      'depends on :detekt-cli (a project(":detekt-cli") dependency in the allprojects { } block of the root project\'s build.gradle.kts)',
    );
  });

  it("an edge from another build file's subprojects { } names the block and that file", async () => {
    const { summary } = await words(
      GROOVY,
      touch('testkit/src/main/java/acme/Kit.java'),
      ':libs:util',
    );
    expect(summary).toBe(
      'depends on `:testkit` (a `project(":testkit")` dependency in the `subprojects { }` block of `libs/build.gradle`)',
    );
  });

  it('an edge from a convention plugin names the plugin file (buildSrc, and a plugin build)', async () => {
    const groovy = await words(GROOVY, touch('testkit/src/main/java/acme/Kit.java'), ':core');
    expect(groovy.summary).toBe(
      'depends on `:testkit` (a `project(":testkit")` dependency in the convention plugin `buildSrc/src/main/groovy/acme.java-conventions.gradle`)',
    );
    const kotlin = await words(
      KOTLIN,
      touch('test-support/src/main/kotlin/Support.kt'),
      ':lib-core',
    );
    expect(kotlin.log).toBe(
      'depends on :test-support (a project(":test-support") dependency in the convention plugin build-logic/src/main/kotlin/kacme.kotlin.gradle.kts)',
    );
    // A plugin class of a plugin build: the file is code of the plugin, not the plugin's id.
    const android = await words(
      ANDROID,
      touch('core/ui/src/main/kotlin/Ui.kt'),
      ':feature:settings',
    );
    expect(android.log).toBe(
      'depends on :core:ui (a project(":core:ui") dependency in build-logic/convention/src/main/kotlin/AndroidFeatureConventionPlugin.kt, code of a convention plugin it applies)',
    );
  });

  it('a task path and an applied script are named too', async () => {
    const { summary } = await words(GROOVY, touch('svc/src/main/java/acme/Service.java'), ':tools');
    expect(summary).toBe(
      'depends on `:service` (the task path `:service:jar` in `build-tools/tools.gradle`)',
    );
    const files: Files = {
      'settings.gradle': "include 'core', 'api'\n",
      'build.gradle': '// root\n',
      'gradle/deps.gradle': "dependencies { implementation project(':core') }\n",
      'api/build.gradle': 'apply from: "$rootDir/gradle/deps.gradle"\n',
      'core/build.gradle': '// core\n',
      'core/src/Core.java': 'class Core {}\n',
    };
    const applied = await words(files, touch('core/src/Core.java'), ':api');
    expect(applied.log).toBe(
      'depends on :core (a project(":core") dependency in the applied script gradle/deps.gradle)',
    );
  });
});

describe('gradle: detection and words', () => {
  it('detects settings.gradle or settings.gradle.kts at the root only', async () => {
    const dir = tempDir('mq-gradle-detect-');
    roots.push(dir);
    const repo = Repo.init(path.join(dir, 'repo'));
    repo.write('sub/settings.gradle', "include 'x'\n");
    const nested = repo.commit('nested only');
    repo.write('settings.gradle.kts', 'include(":x")\n');
    const rooted = repo.commit('root');
    const git = createGitRunner(repo.dir);
    for (const [commit, expected] of [
      [nested, false],
      [rooted, true],
    ] as const) {
      const files = (await CommitFiles.open(git, repo.dir, commit, 'test'))!;
      expect(await detectGradle(files)).toBe(expected);
      files.close();
    }
  });

  it('describes each reason in one line', () => {
    const lines = (
      [
        { kind: 'gradle', how: 'owns', file: 'core/A.java' },
        { kind: 'gradle', how: 'dependency', dependency: ':core' },
        { kind: 'gradle', how: 'catalog', file: 'gradle/libs.versions.toml', entry: 'libs.okio' },
        { kind: 'gradle', how: 'build-logic', file: 'libs/build.gradle' },
        { kind: 'gradle', how: 'plugin', file: 'build-logic/src/main/kotlin/P.kt', plugin: 'x.y' },
      ] as GradleReason[]
    ).map((why) => describeGradle(why, quote));
    expect(lines).toEqual([
      'owns `core/A.java`',
      'depends on `:core`',
      'its build file uses `libs.okio`, changed in `gradle/libs.versions.toml`',
      'build logic that configures it changed in `libs/build.gradle`',
      'applies `x.y`, whose `P.kt` changed',
    ]);
  });
});
