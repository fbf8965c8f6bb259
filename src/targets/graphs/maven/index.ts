/**
 * `workspaces: maven`: the modules a pull request impacts in a Maven reactor, read statically from
 * the git objects of the merge commit and of its first parent. Owners of changed files, the
 * modules whose POM (or a POM they inherit from) changed, and every module depending on those
 * through any edge; `ALL` where the reactor itself may have changed in ways a POM reader cannot
 * follow (see docs and shared/design/jvm-graphs.md).
 */
import * as path from 'node:path';
import type { RepoFiles } from '../../workspaces/read.js';
import { allOf, closeOver, emptyAnswer, type BuildFilesAnswer } from '../build-files.js';
import type { Pom } from './pom.js';
import { ReactorError, readReactor, touchesInputs, type Reactor } from './reactor.js';

export type { BuildFilesAnswer } from '../build-files.js';

export { describeMaven, type MavenReason } from './reason.js';
import type { MavenReason } from './reason.js';

/** Whether the tree is a Maven build: a pom.xml at the root. */
export async function detectMaven(files: RepoFiles): Promise<boolean> {
  return files.isFile('pom.xml');
}

/** Why a changed path makes everything impacted regardless of the POMs, or undefined. */
function buildWideFile(file: string): string | undefined {
  const parts = file.split('/');
  const base = parts.at(-1)!;
  if (parts.slice(0, -1).includes('.mvn'))
    return `${file} is Maven's own configuration (.mvn: command-line options, core extensions, the wrapper's Maven version)`;
  if (base === 'mvnw' || base === 'mvnw.cmd')
    return `${file} is the Maven wrapper, which decides the Maven that builds every module`;
  return undefined;
}

/** The repository-relative files a profile activation may test, as matchers. */
function activationMatchers(pom: Pom): { path: string; matches: (file: string) => boolean }[] {
  const dir = path.posix.dirname(pom.file) === '.' ? '' : path.posix.dirname(pom.file);
  return pom.activationFiles.map((raw) => {
    const value = raw.replace(/\$\{(project\.)?basedir\}/g, dir).replace(/\\/g, '/');
    if (value.includes('${')) {
      // An unknown prefix: any file ending with the known tail may be the one.
      const tail = value.slice(value.lastIndexOf('}') + 1).replace(/^\/+/, '');
      return {
        path: raw,
        matches: (file: string) => tail === '' || file === tail || file.endsWith(`/${tail}`),
      };
    }
    const relative = value.replace(/^\/+/, '');
    const candidates = new Set(
      [path.posix.normalize(path.posix.join(dir, relative)), path.posix.normalize(relative)].map(
        (p) => p.replace(/\/+$/, ''),
      ),
    );
    return {
      path: raw,
      matches: (file: string) =>
        [...candidates].some((c) => file === c || file.startsWith(`${c}/`)),
    };
  });
}

/** A sentence when a changed file is one a profile's activation tests, else undefined. */
function activationChange(reactors: Reactor[], changed: string[]): string | undefined {
  for (const reactor of reactors) {
    for (const pom of reactor.poms.values()) {
      for (const activation of activationMatchers(pom)) {
        const file = changed.find(activation.matches);
        if (file !== undefined)
          return `${file} is named by a profile's activation file ("${activation.path}" in ${pom.file}), so which profiles are active may have changed: every module is impacted.`;
      }
    }
  }
  return undefined;
}

/** The module keys of two reactors compared: a sentence naming the differences, or undefined. */
function moduleSetChange(after: Reactor, before: Reactor): string | undefined {
  const differences: string[] = [];
  for (const [name, module] of after.modules) {
    const old = before.modules.get(name);
    if (!old) differences.push(`${name} (${module.key}) was added`);
    else if (old.key !== module.key)
      differences.push(`${name} changed from ${old.key} to ${module.key}`);
  }
  for (const [name, module] of before.modules) {
    if (!after.modules.has(name)) differences.push(`${name} (${module.key}) was removed`);
  }
  if (differences.length === 0) return undefined;
  const shown = differences.slice(0, 3).join('; ');
  const more = differences.length > 3 ? `; and ${differences.length - 3} more` : '';
  return `The set of Maven modules changed (${shown}${more}), so every module is impacted.`;
}

/** For each POM file, the modules it is the POM of or that inherit from it. */
function modulesByPom(reactor: Reactor): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const module of reactor.modules.values()) {
    for (const pom of [module.pom, ...module.ancestors]) {
      const list = found.get(pom.file);
      if (list) list.push(module.name);
      else found.set(pom.file, [module.name]);
    }
  }
  return found;
}

/**
 * The modules the changed files reach directly: those whose POM (or a POM they inherit from)
 * changed, and the owner of every other file (the module whose directory most deeply holds it).
 * Files under no module but an aggregator root go to `outside`.
 */
function seedsOf(
  now: Reactor,
  then: Reactor,
  changed: string[],
  outside: string[],
): Map<string, MavenReason> {
  const seeds = new Map<string, MavenReason>();
  const seed = (name: string, why: MavenReason) => {
    if (!seeds.has(name)) seeds.set(name, why);
  };
  const changedPoms = new Set<string>();
  const pomsNow = modulesByPom(now);
  const pomsThen = modulesByPom(then);
  for (const file of changed) {
    const users = [...new Set([...(pomsNow.get(file) ?? []), ...(pomsThen.get(file) ?? [])])];
    if (users.length === 0) continue;
    changedPoms.add(file);
    for (const name of users) seed(name, { kind: 'maven', how: 'pom', file });
  }
  const byDir = new Map<string, string[]>();
  for (const module of now.modules.values()) {
    const list = byDir.get(module.dir);
    if (list) list.push(module.name);
    else byDir.set(module.dir, [module.name]);
  }
  const root = now.modules.get('.');
  const rootOwnsFiles = root !== undefined && (root.pom.packaging ?? 'jar') !== 'pom';
  for (const file of changed) {
    if (changedPoms.has(file)) continue;
    let owners: string[] | undefined;
    for (let dir = path.posix.dirname(file); ; dir = path.posix.dirname(dir)) {
      owners = byDir.get(dir === '.' ? '' : dir);
      if (owners || dir === '.' || dir === '/') break;
    }
    if (!owners || (owners.includes('.') && !rootOwnsFiles)) {
      outside.push(file);
      continue;
    }
    for (const name of owners) seed(name, { kind: 'maven', how: 'owns', file });
  }
  return seeds;
}

/** The seeds and every module depending on one, through any edge, transitively. */
function closeOverDependents(
  reactor: Reactor,
  seeds: Map<string, MavenReason>,
): Map<string, MavenReason> {
  const dependents = new Map<string, string[]>();
  for (const [from, targets] of reactor.edges) {
    for (const to of targets.keys()) {
      const list = dependents.get(to);
      if (list) list.push(from);
      else dependents.set(to, [from]);
    }
  }
  return closeOver(
    seeds,
    (name) => dependents.get(name) ?? [],
    (dependency, dependent) => {
      const edge = reactor.edges.get(dependent)?.get(dependency);
      const file = reactor.edgeFiles?.get(dependent)?.get(dependency);
      return {
        kind: 'maven',
        how: 'dependency',
        dependency,
        ...(edge !== undefined && file !== undefined && { edge, file }),
      };
    },
  );
}

/**
 * Conflict keys: the modules a changed POM depends on now and did not before (a pull request
 * adding a dependency on Y and one changing Y have disjoint closures, yet break together).
 */
function conflictKeys(
  now: Reactor,
  then: Reactor,
  seeds: Map<string, MavenReason>,
): Map<string, MavenReason> {
  const keys = new Map<string, MavenReason>();
  for (const [name, why] of seeds) {
    if (why.how !== 'pom') continue;
    const old = then.edges.get(name) ?? new Map();
    for (const target of now.edges.get(name)?.keys() ?? []) {
      if (old.has(target) || keys.has(target)) continue;
      keys.set(target, { kind: 'maven', how: 'conflict-key', file: why.file, dependent: name });
    }
  }
  return keys;
}

/**
 * The answer for `changed` (repository-relative paths): the reactor at `after` (the merge
 * commit) compared with `before` (its first parent).
 */
export async function mavenImpact(
  after: RepoFiles,
  before: RepoFiles,
  changed: string[],
): Promise<BuildFilesAnswer<MavenReason>> {
  const answer = emptyAnswer<MavenReason>();
  const all = (sentence: string) => allOf(answer, sentence);
  for (const file of changed) {
    const why = buildWideFile(file);
    if (why) return all(`${why}, so every module is impacted.`);
  }
  let now: Reactor;
  let then: Reactor;
  try {
    now = await readReactor(after);
    // The first parent's reactor is read only when a file it was read from changed: else it
    // is this one (most pull requests change sources only).
    then = touchesInputs(now.inputs, changed) ? await readReactor(before) : now;
  } catch (error) {
    if (error instanceof ReactorError) return all(`${error.message}: every module is impacted.`);
    throw error;
  }
  answer.modules = now.modules.size;
  answer.warnings.push(...now.warnings);
  const setChange = moduleSetChange(now, then);
  if (setChange) return all(setChange);
  const activation = activationChange([now, then], changed);
  if (activation) return all(activation);

  const seeds = seedsOf(now, then, changed, answer.outside);
  for (const [name, why] of closeOverDependents(now, seeds)) answer.impacted.set(name, why);
  for (const [name, why] of conflictKeys(now, then, seeds)) {
    if (!answer.impacted.has(name)) answer.impacted.set(name, why);
  }
  return answer;
}
