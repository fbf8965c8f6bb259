/**
 * The build tools whose graphs give targets, one entry each: how `auto` finds it, what the docs
 * say it reads, what its targets are called, and how it answers. Everything that lists the build
 * tools reads this table: the `workspaces` input's validation (through BUILD_TOOLS), `auto`,
 * computeImpactedTargets, the summary's words and the docs test. An entry's reader is imported
 * only when a run uses it, so a run with glob rules alone loads none.
 *
 * Adding an ecosystem: a folder under graphs/ with its reader, a name in BUILD_TOOLS
 * (settings.ts), one entry here, a reason kind in explain.ts (docs/architecture.md has the
 * checklist).
 */
import type { BuildTool } from '../../settings.js';
import type { GraphSource } from './source.js';

export const GRAPH_SOURCES: Record<BuildTool, GraphSource> = {
  bazel: {
    name: 'bazel',
    title: 'Bazel',
    markers: ['MODULE.bazel', 'WORKSPACE', 'WORKSPACE.bazel'],
    root: (settings) => settings.bazel?.workspacePath ?? '',
    names: 'labels: `//pkg:name`',
    answer: async (ctx) => (await import('./bazel/source.js')).bazelSource(ctx),
  },
  nx: {
    name: 'nx',
    title: 'Nx',
    markers: ['nx.json'],
    unit: 'Nx project',
    names: 'project names',
    answer: async (ctx) => (await import('./nx/source.js')).nxSource(ctx),
  },
  maven: {
    name: 'maven',
    title: 'Maven',
    markers: ['pom.xml'],
    unit: 'Maven module',
    names: 'module directories: `plugin/auth`',
    answer: async (ctx) => (await import('./maven/source.js')).mavenSource(ctx),
  },
  gradle: {
    name: 'gradle',
    title: 'Gradle',
    markers: ['settings.gradle', 'settings.gradle.kts'],
    unit: 'Gradle project',
    names: 'project paths: `:okhttp`',
    answer: async (ctx) => (await import('./gradle/source.js')).gradleSource(ctx),
  },
};
