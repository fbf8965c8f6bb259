/**
 * Gradle builds as files, in the shapes real builds take (Groovy and Kotlin DSL, renames,
 * projectDir overrides, type-safe accessors, version catalogs, build logic in buildSrc and in an
 * included build, blocks configuring other projects), and a runner that reads a change between
 * two commits with gradleImpact. Expected answers in the tests are written by hand from these
 * files.
 */
import * as path from 'node:path';
import { createGitRunner } from '../../src/targets/diff/git.js';
import { gradleImpact } from '../../src/targets/graphs/gradle/index.js';
import { CommitFiles } from '../../src/targets/workspaces/tree.js';
import { Repo, tempDir } from './git-repo.js';
import type { Files } from './workspace-fixtures.js';

/**
 * Groovy DSL. Projects (path: directory): `:core` core, `:api` api, `:libs` libs, `:libs:util`
 * libs/util, `:testkit` testkit, `:legacy` old/legacy-impl (projectDir), `:service` svc
 * (renamed from `:svc`), `:tools` build-tools with build file tools.gradle, `:extras` (an include
 * inside `if`), `:generated` (from a script the settings apply), `:sibling` (includeFlat, outside
 * the repository).
 *
 * Edges by hand: api -> core (project(':core')); libs:util -> core (project(path: ...));
 * libs:util -> testkit (libs/build.gradle's subprojects {}); core -> testkit (buildSrc's
 * acme.java-conventions, which core applies); service -> api; tools -> service (the task path
 * ':service:jar'); extras -> libs:util. Catalog: legacy uses libs.okio, service
 * libs.bundles.web (jackson-core, jackson-databind), testkit and core libs.junit.
 */
export const GROOVY: Files = {
  'settings.gradle': `rootProject.name = 'acme'
include ':core', 'api'
include ':libs:util'
include 'testkit'
includeFlat 'sibling'
if (System.getenv('EXTRAS')) {
    include ':extras'
}
include ':legacy'
project(':legacy').projectDir = file('old/legacy-impl')
include ':svc'
project(':svc').name = 'service'
include ':tools'
project(':tools').projectDir = new File(settingsDir, 'build-tools')
project(':tools').buildFileName = 'tools.gradle'
apply from: 'gradle/more-projects.gradle'
`,
  'gradle/more-projects.gradle': "include ':generated'\n",
  'build.gradle': `allprojects {
    repositories { mavenCentral() }
}
`,
  'gradle.properties': 'org.gradle.jvmargs=-Xmx2g\n',
  gradlew: '#!/bin/sh\nexec java -jar gradle/wrapper/gradle-wrapper.jar "$@"\n',
  'gradle/wrapper/gradle-wrapper.properties':
    'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip\n',
  'gradle/libs.versions.toml': `[versions]
okio = "3.9.0"
junit = "4.13.2"
jackson = "2.17.0"

[libraries]
okio = { module = "com.squareup.okio:okio", version.ref = "okio" }
junit = { module = "junit:junit", version.ref = "junit" }
jackson-databind = { module = "com.fasterxml.jackson.core:jackson-databind", version.ref = "jackson" }
jackson-core = "com.fasterxml.jackson.core:jackson-core:2.17.0"
guava = "com.google.guava:guava:33.0.0-jre"

[bundles]
web = ["jackson-core", "jackson-databind"]
`,
  'buildSrc/build.gradle': "plugins { id 'groovy-gradle-plugin' }\n",
  'buildSrc/src/main/groovy/acme.java-conventions.gradle': `plugins { id 'java' }
dependencies {
    testImplementation project(':testkit')
}
`,
  'core/build.gradle': `plugins { id 'acme.java-conventions' }
dependencies {
    testImplementation libs.junit
}
`,
  'core/src/main/java/acme/Core.java': 'class Core {}\n',
  'api/build.gradle': `apply from: "$rootDir/publish.gradle"
dependencies {
    api project(':core')
}
`,
  'publish.gradle': "apply plugin: 'maven-publish'\n",
  'api/src/main/java/acme/Api.java': 'class Api {}\n',
  'libs/build.gradle': `subprojects {
    dependencies {
        testImplementation project(':testkit')
    }
}
`,
  'libs/util/build.gradle': `dependencies {
    implementation project(path: ':core', configuration: 'default')
}
`,
  'libs/util/src/main/java/acme/Util.java': 'class Util {}\n',
  'testkit/build.gradle': 'dependencies {\n    api libs.junit\n}\n',
  'testkit/src/main/java/acme/Kit.java': 'class Kit {}\n',
  'extras/build.gradle': "dependencies { implementation project(':libs:util') }\n",
  'extras/src/main/java/acme/Extra.java': 'class Extra {}\n',
  'old/legacy-impl/build.gradle': 'dependencies {\n    implementation libs.okio\n}\n',
  'old/legacy-impl/src/main/java/acme/Legacy.java': 'class Legacy {}\n',
  'svc/build.gradle': `dependencies {
    implementation project(':api')
    implementation libs.bundles.web
}
`,
  'svc/src/main/java/acme/Service.java': 'class Service {}\n',
  'build-tools/tools.gradle': `tasks.register('bundle') {
    dependsOn ':service:jar'
}
`,
  'build-tools/src/Tool.java': 'class Tool {}\n',
  'generated/build.gradle': '// nothing\n',
  'docs/guide.md': '# guide\n',
};

/**
 * Kotlin DSL with an included build of convention plugins (`pluginManagement { includeBuild }`),
 * two catalogs (`libs`, and `deps` from gradle/deps.versions.toml) and type-safe accessors.
 * Projects: `:app`, `:lib-core`, `:lib-net`, `:test-support`, `:feature` (made by the include
 * of `:feature:login`), `:feature:login` (in features/login), `:renamed` (directory old).
 *
 * Edges by hand: lib-net -> lib-core (projects.libCore); feature:login -> lib-net
 * (project(mapOf("path" to ...))); app -> feature:login (projects.feature.login), app -> renamed;
 * lib-core -> test-support (the kacme.kotlin convention plugin, which only lib-core applies).
 * Catalogs: lib-core uses libs.kotlinx.coroutines.core, lib-net deps.okhttp; the included
 * build's own build file uses libs.kotlin.gradle.plugin; its plugin looks up "junit" by string.
 */
export const KOTLIN: Files = {
  'settings.gradle.kts': `pluginManagement {
    includeBuild("build-logic")
}
rootProject.name = "kacme"
include(":app", ":lib-core", ":lib-net")
include(":test-support")
include(":feature:login")
project(":feature:login").projectDir = file("features/login")
include(":old")
project(":old").name = "renamed"
dependencyResolutionManagement {
    versionCatalogs {
        create("deps") {
            from(files("gradle/deps.versions.toml"))
        }
    }
}
`,
  'build.gradle.kts': 'plugins {\n    base\n}\n',
  'gradle/libs.versions.toml': `[versions]
kotlin = "2.0.0"
coroutines = "1.8.0"

[libraries]
kotlin-gradle-plugin = { module = "org.jetbrains.kotlin:kotlin-gradle-plugin", version.ref = "kotlin" }
kotlinx-coroutines-core = { module = "org.jetbrains.kotlinx:kotlinx-coroutines-core", version.ref = "coroutines" }
junit = "junit:junit:4.13.2"
`,
  'gradle/deps.versions.toml': `[libraries]
okhttp = "com.squareup.okhttp3:okhttp:4.12.0"
`,
  'build-logic/settings.gradle.kts': `dependencyResolutionManagement {
    versionCatalogs { create("libs") { from(files("../gradle/libs.versions.toml")) } }
}
`,
  'build-logic/build.gradle.kts': `plugins { \`kotlin-dsl\` }
dependencies {
    implementation(libs.kotlin.gradle.plugin)
}
`,
  'build-logic/src/main/kotlin/kacme.kotlin.gradle.kts': `plugins { kotlin("jvm") }
val libs = extensions.getByType<VersionCatalogsExtension>().named("libs")
fun library(alias: String) = libs.findLibrary(alias).get()
dependencies {
    "testImplementation"(project(":test-support"))
    "testImplementation"(library("junit"))
}
`,
  'app/build.gradle.kts': `dependencies {
    implementation(projects.feature.login)
    implementation(project(":renamed"))
}
`,
  'app/src/main/kotlin/App.kt': 'fun main() {}\n',
  'lib-core/build.gradle.kts': `plugins {
    id("kacme.kotlin")
}
dependencies {
    implementation(libs.kotlinx.coroutines.core)
}
`,
  'lib-core/src/main/kotlin/Core.kt': 'object Core\n',
  'lib-net/build.gradle.kts': `dependencies {
    api(projects.libCore)
    implementation(deps.okhttp)
}
`,
  'lib-net/src/main/kotlin/Net.kt': 'object Net\n',
  'test-support/build.gradle.kts': 'plugins { java }\n',
  'test-support/src/main/kotlin/Support.kt': 'object Support\n',
  'features/login/build.gradle.kts': `dependencies {
    implementation(project(mapOf("path" to ":lib-net")))
}
`,
  'features/login/src/main/kotlin/Login.kt': 'object Login\n',
  'old/build.gradle.kts': 'plugins { java }\n',
  'old/src/main/kotlin/Old.kt': 'object Old\n',
  '.github/workflows/ci.yml': 'on: push\n',
};

/**
 * Build logic in build scripts: the root configures other projects (`project(':app') {}`,
 * `configure(subprojects.findAll {...})`, a loop over `rootProject.subprojects`), and one
 * project names its dependencies through a loop (a computed `project(...)`).
 */
export const ROOT_LOGIC: Files = {
  'settings.gradle': "include 'app', 'model', 'fixtures', 'runtime', 'plain', 'leaf'\n",
  'build.gradle': `subprojects {
    apply plugin: 'java'
}
project(':app') {
    dependencies { implementation project(':model') }
}
configure(subprojects.findAll { it.name.startsWith('le') }) {
    dependencies { testImplementation project(':fixtures') }
}
rootProject.subprojects.each { p ->
    p.dependencies.add('testRuntimeOnly', project(':runtime'))
}
`,
  'app/build.gradle': '// configured by the root\n',
  'model/build.gradle': '// a model\n',
  'fixtures/build.gradle': '// fixtures\n',
  'runtime/build.gradle': '// runtime\n',
  'plain/build.gradle': `dependencies {
    ['model', 'leaf'].each { implementation project(":$it") }
}
`,
  'leaf/build.gradle': '// leaf\n',
  'model/src/Model.java': 'class Model {}\n',
  'fixtures/src/Fixture.java': 'class Fixture {}\n',
  'runtime/src/Runtime.java': 'class Runtime {}\n',
  'leaf/src/Leaf.java': 'class Leaf {}\n',
};

/** A repository holding `files`, and a second commit with `change` applied. */
export function gradleRepo(
  root: string,
  files: Files,
  change: (repo: Repo) => void,
): { repo: Repo; base: string; head: string } {
  const repo = Repo.init(path.join(tempDir(`${root}-`), 'repo'));
  for (const [file, content] of Object.entries(files)) repo.write(file, content);
  const base = repo.commit('base');
  change(repo);
  const head = repo.commit('change');
  return { repo, base, head };
}

/** gradleImpact for the change between two commits, read from git objects. */
export async function answerFor(repo: Repo, base: string, head: string) {
  const git = createGitRunner(repo.dir);
  const after = (await CommitFiles.open(git, repo.dir, head, 'the merge commit'))!;
  const before = (await CommitFiles.open(git, repo.dir, base, 'the first parent'))!;
  const changed = repo
    .git('diff', '--name-only', '--no-renames', base, head)
    .split('\n')
    .filter(Boolean);
  try {
    return await gradleImpact(after, before, changed);
  } finally {
    after.close();
    before.close();
  }
}
