/**
 * workspaces: maven, the reader: one pull request per edge kind and per ALL case of the design
 * note, each read from git objects of the merge commit and its first parent, each asserting the
 * exact modules (or ALL and its reason). Then the same changes against real Maven 3.8.7 offline
 * (test/support/maven.ts): the reader never names fewer modules than Maven's import-aware answer.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGitRunner } from '../src/targets/diff/git.js';
import {
  describeMaven,
  detectMaven,
  mavenImpact,
  type BuildFilesAnswer,
  type MavenReason,
} from '../src/targets/graphs/maven/index.js';
import { CommitFiles } from '../src/targets/workspaces/tree.js';
import { readerRepos } from './support/build-files.js';
import type { Repo } from './support/git-repo.js';
import {
  MVN,
  NO_MAVEN,
  StubRepository,
  exportTree,
  mavenAnswer,
  mavenOrder,
} from './support/maven.js';
import {
  EDGE_FIXTURE,
  EDGE_MODULES,
  dep,
  largeReactor,
  modulePom,
  rootPom,
} from './support/maven-fixtures.js';

const repos = readerRepos<BuildFilesAnswer<MavenReason>>('mq-maven-', mavenImpact);
const { repoWith, answerFor } = repos;

/** A pull request on the edge fixture: `change` applied and committed on top of the base. */
async function pullRequest(change: (r: Repo) => void, files = EDGE_FIXTURE) {
  const { repo, base } = repoWith(files);
  change(repo);
  const head = repo.commit('change');
  return { repo, base, head, answer: await answerFor(repo, base, head) };
}

const targets = (answer: BuildFilesAnswer<MavenReason>) => [...answer.impacted.keys()].sort();
const append = (r: Repo, file: string, text = '// changed\n') =>
  r.write(file, `${r.read(file)}${text}`);
const pomEdit = (r: Repo, file: string, from: string, to: string) => {
  const text = r.read(file);
  expect(text).toContain(from);
  r.write(file, text.replace(from, to));
};

describe('workspaces: maven, one pull request per edge kind', () => {
  const cases: { name: string; file: string; expected: string[] }[] = [
    {
      name: 'a dependency (and a test-jar dependency)',
      file: 'core/src/main/java/Core.java',
      expected: ['api', 'core', 'web'],
    },
    { name: 'an import-scoped BOM', file: 'bom/pom.xml', expected: ['bom', 'importer'] },
    {
      name: 'a build plugin',
      file: 'plugins/acme-maven-plugin/src/main/java/Mojo.java',
      expected: ['plugins/acme-maven-plugin', 'uses-plugin'],
    },
    {
      name: "a build plugin's dependency",
      file: 'plugin-dep/src/main/java/Dep.java',
      expected: ['plugin-dep', 'uses-plugin-dep'],
    },
    {
      name: 'a build extension',
      file: 'ext/src/main/java/Ext.java',
      expected: ['ext', 'uses-extension'],
    },
    {
      name: 'a pluginManagement plugin',
      file: 'managed-plugin/src/main/java/M.java',
      expected: ['managed-plugin', 'uses-managed'],
    },
    {
      name: 'a reporting plugin',
      file: 'reporter/src/main/java/R.java',
      expected: ['reporter', 'uses-reporting'],
    },
    {
      name: 'a dependency inside a profile',
      file: 'profiled/src/main/java/P.java',
      expected: ['profiled', 'uses-profile'],
    },
    {
      name: 'an interpolated dependency (${project.groupId}:${interp.id})',
      file: 'interp-target/src/main/java/I.java',
      expected: ['interp-target', 'uses-interp'],
    },
    {
      name: 'the parent edge of a nested module',
      file: 'nested/pom.xml',
      expected: ['nested', 'nested/inner'],
    },
    {
      name: 'the deepest module owns the file',
      file: 'nested/inner/src/main/java/N.java',
      expected: ['nested/inner'],
    },
    {
      name: 'a module only a profile lists',
      file: 'leaf/src/main/java/L.java',
      expected: ['leaf', 'optional'],
    },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.file} impacts ${c.expected.join(', ')}`, async () => {
      const { answer } = await pullRequest((r) =>
        append(r, c.file, c.file.endsWith('.xml') ? '<!-- changed -->\n' : '// changed\n'),
      );
      expect(answer.all).toBeUndefined();
      expect(targets(answer)).toEqual(c.expected);
      expect(answer.outside).toEqual([]);
      expect(answer.modules).toBe(EDGE_MODULES.length + 3); // the root, nested/inner, optional
    });
  }

  it('a plain dependencyManagement entry is no edge: the root does not depend on core', async () => {
    const { answer } = await pullRequest((r) => append(r, 'core/src/main/java/Core.java'));
    expect(answer.impacted.has('.')).toBe(false);
    // The edge's reason says which POM makes it, and how.
    expect(answer.impacted.get('api')).toEqual({
      kind: 'maven',
      how: 'dependency',
      dependency: 'core',
      edge: 'dependency',
      file: 'api/pom.xml',
    });
    expect(answer.impacted.get('core')).toEqual({
      kind: 'maven',
      how: 'owns',
      file: 'core/src/main/java/Core.java',
    });
  });

  it('the root pom.xml impacts the root and every module inheriting from it', async () => {
    const { answer } = await pullRequest((r) => append(r, 'pom.xml', '<!-- changed -->\n'));
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual(['.', ...EDGE_MODULES, 'nested/inner', 'optional'].sort());
    expect(answer.impacted.get('.')).toEqual({ kind: 'maven', how: 'pom', file: 'pom.xml' });
  });

  it('files under no module but the root go to the target rules', async () => {
    const { answer } = await pullRequest((r) => {
      append(r, 'README.md');
      r.write('.github/workflows/ci.yml', 'on: push\n');
      append(r, 'leaf/src/main/java/L.java');
    });
    expect(answer.all).toBeUndefined();
    expect(answer.outside.sort()).toEqual(['.github/workflows/ci.yml', 'README.md']);
    expect(targets(answer)).toEqual(['leaf', 'optional']);
  });

  it('a module POM that newly depends on a module adds it as a conflict key', async () => {
    const { answer } = await pullRequest((r) =>
      pomEdit(
        r,
        'leaf/pom.xml',
        '<packaging>jar</packaging>',
        `<packaging>jar</packaging>\n  <dependencies>${dep('plugin-dep')}</dependencies>`,
      ),
    );
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual(['leaf', 'optional', 'plugin-dep']);
    const key = answer.impacted.get('plugin-dep')!;
    expect(key).toEqual({
      kind: 'maven',
      how: 'conflict-key',
      file: 'leaf/pom.xml',
      dependent: 'leaf',
    });
    expect(describeMaven(key, (v) => `\`${v}\``)).toBe(
      '`leaf` newly depends on it in `leaf/pom.xml` (so a pull request changing it is tested with this one)',
    );
  });

  it('a version of a reactor module that differs is still an edge (versions ignored)', async () => {
    const { answer } = await pullRequest((r) => {
      pomEdit(
        r,
        'leaf/pom.xml',
        '<packaging>jar</packaging>',
        `<packaging>jar</packaging>\n  <dependencies><dependency><groupId>com.acme</groupId><artifactId>core</artifactId><version>0.1-released</version></dependency></dependencies>`,
      );
    });
    expect(targets(answer)).toEqual(['core', 'leaf', 'optional']);
  });

  it('a dependency whose groupId is not known matches by artifactId alone', async () => {
    const { answer } = await pullRequest((r) => {
      pomEdit(
        r,
        'leaf/pom.xml',
        '<packaging>jar</packaging>',
        `<packaging>jar</packaging>\n  <dependencies><dependency><groupId>\${unknown.group}</groupId><artifactId>plugin-dep</artifactId></dependency></dependencies>`,
      );
    });
    expect(answer.impacted.get('plugin-dep')?.how).toBe('conflict-key');
    // And with the edge at the base, a change of plugin-dep reaches leaf.
    const { repo, head } = await pullRequest(() => {}, {
      ...EDGE_FIXTURE,
      'leaf/pom.xml': modulePom(
        'leaf',
        `  <dependencies><dependency><groupId>\${unknown.group}</groupId><artifactId>plugin-dep</artifactId></dependency></dependencies>`,
      ),
    });
    append(repo, 'plugin-dep/src/main/java/Dep.java');
    const next = repo.commit('change plugin-dep');
    expect(targets(await answerFor(repo, head, next))).toEqual([
      'leaf',
      'optional',
      'plugin-dep',
      'uses-plugin-dep',
    ]);
  });

  it('a POM that is no module but a parent (relativePath) impacts the modules inheriting it', async () => {
    const files = {
      ...EDGE_FIXTURE,
      'build-parent/pom.xml': `<?xml version="1.0"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>com.acme</groupId><artifactId>build-parent</artifactId><version>1.0</version><packaging>pom</packaging></project>\n`,
      'leaf/pom.xml': `<?xml version="1.0"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><parent><groupId>com.acme</groupId><artifactId>build-parent</artifactId><version>1.0</version><relativePath>../build-parent</relativePath></parent><artifactId>leaf</artifactId></project>\n`,
    };
    const { answer } = await pullRequest(
      (r) => append(r, 'build-parent/pom.xml', '<!-- changed -->\n'),
      files,
    );
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual(['leaf', 'optional']);
    expect(answer.impacted.get('leaf')).toEqual({
      kind: 'maven',
      how: 'pom',
      file: 'build-parent/pom.xml',
    });
  });

  it('a module named by its POM file is named by that file', async () => {
    const files = {
      ...EDGE_FIXTURE,
      'pom.xml': rootPom([...EDGE_MODULES, 'alt/pom-alt.xml']),
      'alt/pom-alt.xml': modulePom('alt', `  <dependencies>${dep('leaf')}</dependencies>`),
    };
    const { answer } = await pullRequest((r) => append(r, 'leaf/src/main/java/L.java'), files);
    expect(targets(answer)).toEqual(['alt/pom-alt.xml', 'leaf', 'optional']);
  });

  it('a module only a profile lists, without a POM, is left out with a warning (Maven fails only with that profile)', async () => {
    const files = {
      ...EDGE_FIXTURE,
      'pom.xml': rootPom(EDGE_MODULES).replace(
        '<modules><module>optional</module></modules>',
        '<modules><module>optional</module><module>not-here</module></modules>',
      ),
    };
    const { answer } = await pullRequest((r) => append(r, 'leaf/src/main/java/L.java'), files);
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual(['leaf', 'optional']);
    expect(answer.warnings).toEqual([
      expect.stringMatching(
        /^The module "not-here" that a profile of pom\.xml lists in commit [0-9a-f]{12} \(the merge commit\) has no POM/,
      ),
    ]);
  });

  it("an artifact a plugin's configuration names (dependency:copy's artifactItems) is an edge", async () => {
    const files = {
      ...EDGE_FIXTURE,
      'pom.xml': rootPom([...EDGE_MODULES, 'uses-config']),
      'uses-config/pom.xml': modulePom(
        'uses-config',
        `  <build><plugins><plugin><artifactId>maven-dependency-plugin</artifactId><executions><execution><goals><goal>copy</goal></goals><configuration><artifactItems><artifactItem><groupId>com.acme</groupId><artifactId>leaf</artifactId></artifactItem></artifactItems></configuration></execution></executions></plugin></plugins></build>`,
      ),
    };
    const { answer } = await pullRequest((r) => append(r, 'leaf/src/main/java/L.java'), files);
    expect(targets(answer)).toEqual(['leaf', 'optional', 'uses-config']);
  });

  it('a property .mvn/maven.config sets is unknown: a coordinate using it matches widely', async () => {
    const files = { ...EDGE_FIXTURE, '.mvn/maven.config': '-B -Dinterp.id=leaf\n' };
    const { answer } = await pullRequest((r) => append(r, 'leaf/src/main/java/L.java'), files);
    // uses-interp names ${project.groupId}:${interp.id}: with interp.id overridden, any module.
    expect(targets(answer)).toEqual(['leaf', 'optional', 'uses-interp']);
  });

  it('a single-module project (a jar at the root) owns every file', async () => {
    const files = {
      'pom.xml': `<?xml version="1.0"?>\n<project><modelVersion>4.0.0</modelVersion><groupId>com.acme</groupId><artifactId>solo</artifactId><version>1</version></project>\n`,
      'src/main/java/A.java': 'class A {}\n',
      'README.md': '# solo\n',
    };
    const { answer } = await pullRequest((r) => append(r, 'README.md'), files);
    expect(answer.all).toBeUndefined();
    expect(answer.outside).toEqual([]);
    expect(answer.impacted.get('.')).toEqual({ kind: 'maven', how: 'owns', file: 'README.md' });
    expect(answer.modules).toBe(1);
  });

  it('says why in one line for each kind of reason', () => {
    const q = (v: string) => `"${v}"`;
    expect(describeMaven({ kind: 'maven', how: 'owns', file: 'a/B.java' }, q)).toBe(
      'holds the changed "a/B.java"',
    );
    expect(describeMaven({ kind: 'maven', how: 'pom', file: 'pom.xml' }, q)).toBe(
      'its POM or a POM it inherits from, "pom.xml", changed',
    );
    expect(describeMaven({ kind: 'maven', how: 'dependency', dependency: 'core' }, q)).toBe(
      'depends on the impacted "core"',
    );
    expect(
      describeMaven(
        { kind: 'maven', how: 'dependency', dependency: 'bom', edge: 'import', file: 'pom.xml' },
        q,
      ),
    ).toBe('depends on the impacted "bom" (a BOM import in "pom.xml")');
  });

  it('detects a Maven build by the root pom.xml', async () => {
    const { repo, base } = repoWith(EDGE_FIXTURE);
    const git = createGitRunner(repo.dir);
    const files = (await CommitFiles.open(git, repo.dir, base, 'the head'))!;
    expect(await detectMaven(files)).toBe(true);
    files.close();
    const other = repoWith({ 'package.json': '{}\n', 'sub/pom.xml': modulePom('x') });
    const none = (await CommitFiles.open(
      createGitRunner(other.repo.dir),
      other.repo.dir,
      other.base,
      'the head',
    ))!;
    expect(await detectMaven(none)).toBe(false);
    none.close();
  });
});

describe('workspaces: maven, what is ALL', () => {
  const cases: { name: string; change: (r: Repo) => void; reason: RegExp }[] = [
    {
      name: '.mvn/maven.config',
      change: (r) => r.write('.mvn/maven.config', '-B -Pextra\n'),
      reason: /^\.mvn\/maven\.config is Maven's own configuration/,
    },
    {
      name: '.mvn/extensions.xml (added)',
      change: (r) => r.write('.mvn/extensions.xml', '<extensions/>\n'),
      reason: /^\.mvn\/extensions\.xml is Maven's own configuration/,
    },
    {
      name: 'mvnw',
      change: (r) => append(r, 'mvnw', '# new\n'),
      reason: /^mvnw is the Maven wrapper/,
    },
    {
      name: 'mvnw.cmd',
      change: (r) => r.write('mvnw.cmd', '@echo off\n'),
      reason: /^mvnw\.cmd is the Maven wrapper/,
    },
    {
      name: 'an unparseable POM',
      change: (r) => r.write('leaf/pom.xml', r.read('leaf/pom.xml').replace('</project>', '')),
      reason:
        /^The POM leaf\/pom\.xml in commit [0-9a-f]{12} \(the merge commit\) cannot be read \(.+\), so Maven's reactor is unknown: every module is impacted\.$/,
    },
    {
      name: 'modelVersion 4.1.0',
      change: (r) =>
        pomEdit(
          r,
          'core/pom.xml',
          '<modelVersion>4.0.0</modelVersion>',
          '<modelVersion>4.1.0</modelVersion>',
        ),
      reason: /^The POM core\/pom\.xml .* has modelVersion 4\.1\.0, and only 4\.0\.0 is read/,
    },
    {
      name: 'an added module',
      change: (r) =>
        r
          .write('pom.xml', rootPom([...EDGE_MODULES, 'added']))
          .write('added/pom.xml', modulePom('added')),
      reason:
        /^The set of Maven modules changed \(added \(com\.acme:added\) was added\), so every module is impacted\.$/,
    },
    {
      name: 'a removed module',
      change: (r) => r.write('pom.xml', rootPom(EDGE_MODULES.filter((m) => m !== 'leaf'))),
      reason: /leaf \(com\.acme:leaf\) was removed/,
    },
    {
      name: "a module's new artifactId",
      change: (r) =>
        pomEdit(
          r,
          'leaf/pom.xml',
          '<artifactId>leaf</artifactId>',
          '<artifactId>leaf2</artifactId>',
        ),
      reason: /leaf changed from com\.acme:leaf to com\.acme:leaf2/,
    },
    {
      name: 'a moved module',
      change: (r) => {
        r.move('leaf/pom.xml', 'moved/pom.xml');
        r.write('pom.xml', rootPom(EDGE_MODULES.map((m) => (m === 'leaf' ? 'moved' : m))));
      },
      reason: /moved \(com\.acme:leaf\) was added; leaf \(com\.acme:leaf\) was removed/,
    },
    {
      name: 'a module listed without a POM',
      change: (r) => r.write('pom.xml', rootPom([...EDGE_MODULES, 'ghost'])),
      reason:
        /^The module "ghost" that pom\.xml lists in commit [0-9a-f]{12} \(the merge commit\) has no POM \(ghost does not exist\), so Maven would fail: every module is impacted\.$/,
    },
    {
      name: "a profile's activation file",
      change: (r) => r.write('switches/on', 'yes\n'),
      reason:
        /^switches\/on is named by a profile's activation file \("\$\{basedir\}\/switches\/on" in pom\.xml\), so which profiles are active may have changed: every module is impacted\.$/,
    },
  ];
  for (const c of cases) {
    it(`${c.name} is ALL, with the reason`, async () => {
      const { answer } = await pullRequest(c.change);
      expect(answer.all).toMatch(c.reason);
      expect(answer.impacted.size).toBe(0);
    });
  }
});

describe('workspaces: maven, a module in a submodule the checkout did not initialise', () => {
  it('is ALL, naming the submodule', async () => {
    const { repo } = repoWith({ ...EDGE_FIXTURE, 'pom.xml': rootPom([...EDGE_MODULES, 'sub']) });
    // A gitlink with an empty directory, as a checkout without submodules leaves it.
    mkdirSync(`${repo.dir}/sub`);
    repo.git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},sub`);
    const base = repo.commit('a submodule');
    append(repo, 'leaf/src/main/java/L.java');
    const head = repo.commit('change');
    const answer = await answerFor(repo, base, head);
    expect(answer.all).toMatch(
      /^The module POM sub\/pom\.xml lies in a submodule the checkout did not initialise in commit [0-9a-f]{12} \(the merge commit\), so it cannot be read \(check out with submodules\): every module is impacted\.$/,
    );
  });
});

describe.skipIf(!MVN)('workspaces: maven, against real Maven 3.8.7 offline', () => {
  let stub: StubRepository;
  beforeAll(() => {
    stub = new StubRepository(`${repos.dir}/stub-repository`);
  });

  it('one pull request touching every edge kind Maven orders by: the same modules, import-aware', async () => {
    const owners = [
      'core',
      'bom',
      'plugins/acme-maven-plugin',
      'plugin-dep',
      'ext',
      'profiled',
      'interp-target',
      'nested/inner',
    ];
    const sources: Record<string, string> = {
      bom: 'bom/pom.xml',
      'nested/inner': 'nested/inner/src/main/java/N.java',
    };
    const { repo, head, answer } = await pullRequest((r) => {
      for (const owner of owners) {
        const file =
          sources[owner] ?? Object.keys(EDGE_FIXTURE).find((f) => f.startsWith(`${owner}/src/`))!;
        append(r, file, file.endsWith('.xml') ? '<!-- changed -->\n' : '// changed\n');
      }
    });
    const tree = exportTree(repo.dir, head, `${repos.dir}/maven-tree`);
    // The trap: plain -amd does not follow the import of bom.
    const plain = mavenOrder(tree, stub, owners);
    expect(plain).not.toContain('importer');
    const maven = mavenAnswer(tree, stub, owners);
    expect(maven).toContain('importer');
    expect(answer.all).toBeUndefined();
    // Never fewer than Maven; here exactly Maven's (no pluginManagement or reporting pair).
    expect(targets(answer)).toEqual(maven);
  }, 300_000);

  it('edges Maven does not order by (pluginManagement, reporting): the reader names more, never fewer', async () => {
    const { repo, head, answer } = await pullRequest((r) => {
      append(r, 'managed-plugin/src/main/java/M.java');
      append(r, 'reporter/src/main/java/R.java');
      append(r, 'leaf/src/main/java/L.java');
    });
    const tree = exportTree(repo.dir, head, `${repos.dir}/maven-tree-unordered`);
    const maven = mavenAnswer(tree, stub, ['managed-plugin', 'reporter', 'leaf']);
    // The profile's module (optional, depending on leaf) is Maven's too, with every profile on.
    expect(maven).toContain('optional');
    const mine = targets(answer);
    expect(maven.filter((m) => !mine.includes(m))).toEqual([]);
    expect(mine.filter((m) => !maven.includes(m))).toEqual(['uses-managed', 'uses-reporting']);
  }, 300_000);

  it('the root pom.xml: Maven builds the root and every inheritor, and so does the reader', async () => {
    const { repo, head, answer } = await pullRequest((r) =>
      append(r, 'pom.xml', '<!-- changed -->\n'),
    );
    const tree = exportTree(repo.dir, head, `${repos.dir}/maven-tree-root`);
    const maven = mavenAnswer(tree, stub, ['.']);
    expect(targets(answer)).toEqual(maven);
  }, 300_000);
});

describe.runIf(!MVN)('workspaces: maven, real Maven', () => {
  it('is skipped with a notice', () => {
    console.warn(NO_MAVEN);
  });
});

describe('workspaces: maven, a generated reactor of 1,000 modules', () => {
  it('reads both commits and answers a one-file change with the module and its dependents', async () => {
    const { repo, base } = repoWith(largeReactor(1000));
    append(repo, 'modules/m0990/src/main/java/M0990.java');
    const head = repo.commit('change');
    const answer = await answerFor(repo, base, head);
    expect(answer.all).toBeUndefined();
    expect(answer.modules).toBe(1002);
    // m0990's dependents: m0991 (i-1), m0992..? (floor(i/2) = 990 needs i = 1980..): only the chain above it.
    expect(targets(answer)).toEqual([
      'modules/m0990',
      ...Array.from({ length: 9 }, (_, k) => `modules/m0${991 + k}`),
    ]);
  }, 120_000);
});
