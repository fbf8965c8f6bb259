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

const KT = 'build-logic/convention/src/main/kotlin';

/**
 * The Android team's recommended layout: convention plugins in an included `build-logic` build
 * (`pluginManagement { includeBuild }`), registered by id in `gradlePlugin {}` (literal ids and
 * catalog aliases), applied by `alias(libs.plugins.…)` and `id(…)`. Plugins (id: class):
 * acme.android.library: AndroidLibraryConventionPlugin (default package; uses configureKotlin
 * from KotlinAndroid.kt, which uses compilerFlags from Flags.kt in its own package, no import);
 * acme.android.feature: AndroidFeatureConventionPlugin (applies acme.android.library, and
 * acme.hilt inside with(pluginManager) {}; adds project(":core:ui")); acme.hilt:
 * HiltConventionPlugin (imports sharedHelper from Shared.kt), applied by :core:data under the
 * alias `acme-di`; acme.jacoco:
 * com.acme.buildlogic.JacocoConventionPlugin (uses sharedHelper in its package, no import);
 * acme.root: RootPlugin (configures the subprojects; uses Graph.kt), applied by the root;
 * acme.jvm: a precompiled script plugin. app/build.gradle.kts imports AcmeBuildType.
 *
 * Applied by hand: :app library + jacoco; :core:common, :core:ui library; :core:data library +
 * di (acme.hilt); :feature:news (alias) and :feature:settings (id) feature; :lib:jvm acme.jvm;
 * :coverage jacoco. Edges: core:ui -> core:common; core:data -> core:common; feature:news ->
 * core:data; app -> feature:news, feature:settings; features -> core:ui (the feature plugin).
 */
export const ANDROID: Files = {
  'settings.gradle.kts': `pluginManagement {
    includeBuild("build-logic")
    repositories { gradlePluginPortal() }
}
rootProject.name = "acme"
include(":app", ":core:common", ":core:ui", ":core:data")
include(":feature:news", ":feature:settings", ":lib:jvm", ":coverage")
`,
  'build.gradle.kts': `plugins {
    alias(libs.plugins.kotlin.jvm) apply false
    alias(libs.plugins.acme.root)
}
`,
  'gradle/libs.versions.toml': `[versions]
kotlin = "2.0.0"

[libraries]
kotlin-gradle-plugin = { module = "org.jetbrains.kotlin:kotlin-gradle-plugin", version.ref = "kotlin" }

[plugins]
kotlin-jvm = { id = "org.jetbrains.kotlin.jvm", version.ref = "kotlin" }
acme-android-library = { id = "acme.android.library" }
acme-android-feature = { id = "acme.android.feature" }
acme-di = { id = "acme.hilt" }
acme-jacoco = "acme.jacoco"
acme-root = { id = "acme.root" }
`,
  'build-logic/README.md': '# Convention plugins\n',
  'build-logic/settings.gradle.kts': `dependencyResolutionManagement {
    versionCatalogs {
        create("libs") {
            from(files("../gradle/libs.versions.toml"))
        }
    }
}
rootProject.name = "build-logic"
include(":convention")
`,
  'build-logic/gradle.properties': 'org.gradle.parallel=true\n',
  'build-logic/convention/build.gradle.kts': `plugins {
    \`kotlin-dsl\`
}
dependencies {
    compileOnly(libs.kotlin.gradle.plugin)
}
gradlePlugin {
    plugins {
        register("androidLibrary") {
            id = libs.plugins.acme.android.library.get().pluginId
            implementationClass = "AndroidLibraryConventionPlugin"
        }
        register("androidFeature") {
            id = libs.plugins.acme.android.feature.get().pluginId
            implementationClass = "AndroidFeatureConventionPlugin"
        }
        register("hilt") {
            id = "acme.hilt"
            implementationClass = "HiltConventionPlugin"
        }
        register("jacoco") {
            id = "acme.jacoco"
            implementationClass = "com.acme.buildlogic.JacocoConventionPlugin"
        }
        register("root") {
            id = libs.plugins.acme.root.get().pluginId
            implementationClass = "RootPlugin"
        }
    }
}
`,
  [`${KT}/AndroidLibraryConventionPlugin.kt`]: `import com.acme.buildlogic.configureKotlin
import org.gradle.api.Plugin
import org.gradle.api.Project

class AndroidLibraryConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        with(target) {
            pluginManager.apply("org.jetbrains.kotlin.jvm")
            configureKotlin()
        }
    }
}
`,
  [`${KT}/AndroidFeatureConventionPlugin.kt`]: `import org.gradle.api.Plugin
import org.gradle.api.Project
import org.gradle.kotlin.dsl.apply
import org.gradle.kotlin.dsl.dependencies

class AndroidFeatureConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        with(target) {
            apply(plugin = "acme.android.library")
            with(pluginManager) {
                apply("acme.hilt")
            }
            dependencies {
                "implementation"(project(":core:ui"))
            }
        }
    }
}
`,
  [`${KT}/HiltConventionPlugin.kt`]: `import com.acme.buildlogic.sharedHelper
import org.gradle.api.Plugin
import org.gradle.api.Project

class HiltConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        target.sharedHelper("hilt")
    }
}
`,
  [`${KT}/RootPlugin.kt`]: `import com.acme.buildlogic.configureGraph
import org.gradle.api.Plugin
import org.gradle.api.Project

class RootPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        target.subprojects { configureGraph() }
    }
}
`,
  [`${KT}/com/acme/buildlogic/KotlinAndroid.kt`]: `package com.acme.buildlogic

import org.gradle.api.Project

fun Project.configureKotlin() {
    tasks.withType(org.jetbrains.kotlin.gradle.tasks.KotlinCompile::class.java).configureEach {
        compilerOptions.freeCompilerArgs.addAll(compilerFlags())
    }
}
`,
  [`${KT}/com/acme/buildlogic/Flags.kt`]: `package com.acme.buildlogic

internal fun compilerFlags(): List<String> = listOf("-progressive")
`,
  [`${KT}/com/acme/buildlogic/Shared.kt`]: `package com.acme.buildlogic

import org.gradle.api.Project

fun Project.sharedHelper(name: String) {
    extensions.extraProperties.set("acme.$name", true)
}
`,
  [`${KT}/com/acme/buildlogic/JacocoConventionPlugin.kt`]: `package com.acme.buildlogic

import org.gradle.api.Plugin
import org.gradle.api.Project

class JacocoConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        target.pluginManager.apply("jacoco")
        target.sharedHelper("jacoco")
    }
}
`,
  [`${KT}/com/acme/buildlogic/AcmeBuildType.kt`]: `package com.acme.buildlogic

enum class AcmeBuildType(val suffix: String?) {
    DEBUG(".debug"),
    RELEASE(null),
}
`,
  [`${KT}/com/acme/buildlogic/Graph.kt`]: `package com.acme.buildlogic

import org.gradle.api.Project

fun Project.configureGraph() {
    tasks.register("graph")
}
`,
  [`${KT}/acme.jvm.gradle.kts`]: `plugins {
    id("org.jetbrains.kotlin.jvm")
}
`,
  'app/build.gradle.kts': `import com.acme.buildlogic.AcmeBuildType

plugins {
    alias(libs.plugins.acme.android.library)
    alias(libs.plugins.acme.jacoco)
}
val suffix = AcmeBuildType.DEBUG.suffix
dependencies {
    implementation(projects.feature.news)
    implementation(projects.feature.settings)
}
`,
  'app/src/main/kotlin/App.kt': 'fun main() {}\n',
  'core/common/build.gradle.kts': 'plugins {\n    alias(libs.plugins.acme.android.library)\n}\n',
  'core/common/src/main/kotlin/Common.kt': 'object Common\n',
  'core/ui/build.gradle.kts': `plugins {
    alias(libs.plugins.acme.android.library)
}
dependencies {
    implementation(projects.core.common)
}
`,
  'core/ui/src/main/kotlin/Ui.kt': 'object Ui\n',
  'core/data/build.gradle.kts': `plugins {
    alias(libs.plugins.acme.android.library)
    alias(libs.plugins.acme.di)
}
dependencies {
    implementation(projects.core.common)
}
`,
  'feature/news/build.gradle.kts': `plugins {
    alias(libs.plugins.acme.android.feature)
}
dependencies {
    implementation(projects.core.data)
}
`,
  'feature/settings/build.gradle.kts': 'plugins {\n    id("acme.android.feature")\n}\n',
  'lib/jvm/build.gradle.kts': 'plugins {\n    id("acme.jvm")\n}\n',
  'coverage/build.gradle.kts': 'plugins {\n    alias(libs.plugins.acme.jacoco)\n}\n',
};
