/**
 * A generated Gradle build for the bench: `projects` projects (Kotlin DSL) with `edges` distinct
 * project dependencies forming a DAG, as the npm workspace item builds its graph (the same
 * generator, the same seed), written into a git repository and committed. Dependencies mix the
 * forms real builds use: `project(":x")`, `project(path = ":x")` and type-safe accessors; a
 * tenth of the projects sit one level down (`:group3:p31`), some use a version-catalog entry, and
 * every group's build file configures its children with `subprojects {}`.
 */
import type { Repo } from './git-repo.js';

export interface GeneratedGradleBuild {
  /** The base commit (the whole build). */
  base: string;
  /** The path of every project, in order. */
  paths: string[];
  /** Directory of each project (repository-relative). */
  dirs: string[];
  /** For each project, the indexes of the projects it depends on. */
  deps: Set<number>[];
}

/** Camel case as Gradle's accessors spell a project name. */
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Write and commit a build of `projects` projects and `edges` dependencies into `repo`. */
export function writeGradleBuild(
  repo: Repo,
  projects: number,
  edges: number,
): GeneratedGradleBuild {
  let s = 42;
  const rand = (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
  const deps: Set<number>[] = Array.from({ length: projects }, () => new Set());
  let count = 0;
  const max = (projects * (projects - 1)) / 2;
  while (count < Math.min(edges, max)) {
    const from = 1 + rand(projects - 1);
    const to = rand(from);
    if (deps[from]!.has(to)) continue;
    deps[from]!.add(to);
    count++;
  }
  const paths: string[] = [];
  const dirs: string[] = [];
  const groups = new Set<number>();
  for (let i = 0; i < projects; i++) {
    if (i % 10 === 1) {
      const group = i % 7;
      groups.add(group);
      paths.push(`:group${group}:lib-${i}`);
      dirs.push(`group${group}/lib-${i}`);
    } else {
      paths.push(`:lib-${i}`);
      dirs.push(`libs/lib-${i}`);
    }
  }
  const settings = ['rootProject.name = "bench"'];
  for (let i = 0; i < projects; i++) {
    settings.push(`include("${paths[i]}")`);
    if (!paths[i]!.startsWith(':group')) {
      settings.push(`project("${paths[i]}").projectDir = file("${dirs[i]}")`);
    }
  }
  repo.write('settings.gradle.kts', `${settings.join('\n')}\n`);
  repo.write('build.gradle.kts', 'plugins {\n    base\n}\n');
  repo.write(
    'gradle/libs.versions.toml',
    '[versions]\nokio = "3.9.0"\n\n[libraries]\nokio = { module = "com.squareup.okio:okio", version.ref = "okio" }\njunit = "junit:junit:4.13.2"\n',
  );
  for (const group of groups) {
    repo.write(
      `group${group}/build.gradle.kts`,
      'subprojects {\n    apply(plugin = "java-library")\n}\n',
    );
  }
  for (let i = 0; i < projects; i++) {
    const lines = ['plugins {', '    `java-library`', '}', '', 'dependencies {'];
    for (const d of deps[i]!) {
      const target = paths[d]!;
      if (d % 3 === 0) lines.push(`    api(project("${target}"))`);
      else if (d % 3 === 1) lines.push(`    implementation(project(path = "${target}"))`);
      else
        lines.push(
          `    implementation(projects.${target.slice(1).split(':').map(camel).join('.')})`,
        );
    }
    if (i % 5 === 0) lines.push('    implementation(libs.okio)');
    lines.push('    testImplementation(libs.junit)', '}');
    repo.write(`${dirs[i]}/build.gradle.kts`, `${lines.join('\n')}\n`);
    repo.write(`${dirs[i]}/src/main/kotlin/P${i}.kt`, `object P${i}\n`);
  }
  const base = repo.commit('a generated Gradle build');
  return { base, paths, dirs, deps };
}
