/**
 * Maven reactors as files: one fixture with a module pair (target, dependent) for every edge kind
 * the reader follows, and a generator of a large reactor for the bench.
 */
import type { Files } from './workspace-fixtures.js';

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>`;

const PARENT = `  <parent>
    <groupId>com.acme</groupId>
    <artifactId>acme-parent</artifactId>
    <version>1.0</version>
  </parent>`;

/** A dependency element. */
export const dep = (artifactId: string, extra = '', groupId = 'com.acme') =>
  `<dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>1.0</version>${extra}</dependency>`;

/** A module POM inheriting from the root, with `body` after its coordinates. */
export const modulePom = (artifactId: string, body = '', packaging = 'jar') =>
  `${HEAD}
${PARENT}
  <artifactId>${artifactId}</artifactId>
  <packaging>${packaging}</packaging>
${body}
</project>
`;

const deps = (...list: string[]) =>
  `  <dependencies>\n    ${list.join('\n    ')}\n  </dependencies>`;

/** The root POM: the modules, a profile adding one, a plain managed entry (no edge). */
export function rootPom(modules: string[], extra = ''): string {
  return `${HEAD}
  <groupId>com.acme</groupId>
  <artifactId>acme-parent</artifactId>
  <version>1.0</version>
  <packaging>pom</packaging>
  <properties>
    <interp.id>interp-target</interp.id>
  </properties>
  <modules>
${modules.map((m) => `    <module>${m}</module>`).join('\n')}
  </modules>
  <dependencyManagement>
    <dependencies>
      ${dep('core')}
    </dependencies>
  </dependencyManagement>
  <profiles>
    <profile>
      <id>extra</id>
      <modules><module>optional</module></modules>
    </profile>
    <profile>
      <id>from-file</id>
      <activation><file><exists>\${basedir}/switches/on</exists></file></activation>
    </profile>
  </profiles>
${extra}
</project>
`;
}

/** The fixture's modules (directory order as in the root POM). */
export const EDGE_MODULES = [
  'core',
  'api',
  'web',
  'bom',
  'importer',
  'plugins/acme-maven-plugin',
  'uses-plugin',
  'plugin-dep',
  'uses-plugin-dep',
  'ext',
  'uses-extension',
  'managed-plugin',
  'uses-managed',
  'reporter',
  'uses-reporting',
  'profiled',
  'uses-profile',
  'interp-target',
  'uses-interp',
  'nested',
  'leaf',
];

const plugin = (artifactId: string, inner = '', groupId = 'com.acme') =>
  `<plugin><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>1.0</version>${inner}</plugin>`;

/**
 * One pair of modules per edge kind: the dependent names the target through that kind alone.
 * `nested` is an aggregator with `nested/inner` in it; `leaf` nothing depends on.
 */
export const EDGE_FIXTURE: Files = {
  'pom.xml': rootPom(EDGE_MODULES),
  'README.md': '# acme\n',
  '.mvn/maven.config': '-B\n',
  mvnw: '#!/bin/sh\necho wrapper\n',
  'core/pom.xml': modulePom('core'),
  'core/src/main/java/Core.java': 'class Core {}\n',
  'api/pom.xml': modulePom('api', deps(dep('core'))),
  'api/src/main/java/Api.java': 'class Api {}\n',
  'web/pom.xml': modulePom('web', deps(dep('api', '<type>test-jar</type><scope>test</scope>'))),
  'web/src/main/java/Web.java': 'class Web {}\n',
  'bom/pom.xml': modulePom(
    'acme-bom',
    `  <dependencyManagement><dependencies>${dep('core')}</dependencies></dependencyManagement>`,
    'pom',
  ),
  'importer/pom.xml': modulePom(
    'importer',
    `  <dependencyManagement><dependencies>${dep('acme-bom', '<type>pom</type><scope>import</scope>')}</dependencies></dependencyManagement>`,
  ),
  'plugins/acme-maven-plugin/pom.xml': modulePom('acme-maven-plugin', '', 'maven-plugin'),
  'plugins/acme-maven-plugin/src/main/java/Mojo.java': 'class Mojo {}\n',
  'uses-plugin/pom.xml': modulePom(
    'uses-plugin',
    `  <build><plugins>${plugin('acme-maven-plugin')}</plugins></build>`,
  ),
  'plugin-dep/pom.xml': modulePom('plugin-dep'),
  'plugin-dep/src/main/java/Dep.java': 'class Dep {}\n',
  'uses-plugin-dep/pom.xml': modulePom(
    'uses-plugin-dep',
    `  <build><plugins>${plugin('maven-antrun-plugin', `<dependencies>${dep('plugin-dep')}</dependencies>`, 'org.apache.maven.plugins')}</plugins></build>`,
  ),
  'ext/pom.xml': modulePom('acme-extension'),
  'ext/src/main/java/Ext.java': 'class Ext {}\n',
  'uses-extension/pom.xml': modulePom(
    'uses-extension',
    `  <build><extensions><extension><groupId>com.acme</groupId><artifactId>acme-extension</artifactId><version>1.0</version></extension></extensions></build>`,
  ),
  'managed-plugin/pom.xml': modulePom('managed-plugin', '', 'maven-plugin'),
  'managed-plugin/src/main/java/M.java': 'class M {}\n',
  'uses-managed/pom.xml': modulePom(
    'uses-managed',
    `  <build><pluginManagement><plugins>${plugin('managed-plugin')}</plugins></pluginManagement></build>`,
  ),
  'reporter/pom.xml': modulePom('reporter', '', 'maven-plugin'),
  'reporter/src/main/java/R.java': 'class R {}\n',
  'uses-reporting/pom.xml': modulePom(
    'uses-reporting',
    `  <reporting><plugins>${plugin('reporter')}</plugins></reporting>`,
  ),
  'profiled/pom.xml': modulePom('profiled'),
  'profiled/src/main/java/P.java': 'class P {}\n',
  'uses-profile/pom.xml': modulePom(
    'uses-profile',
    `  <profiles><profile><id>withdeps</id>\n${deps(dep('profiled'))}\n  </profile></profiles>`,
  ),
  'interp-target/pom.xml': modulePom('interp-target'),
  'interp-target/src/main/java/I.java': 'class I {}\n',
  'uses-interp/pom.xml': modulePom(
    'uses-interp',
    deps(
      '<dependency><groupId>${project.groupId}</groupId><artifactId>${interp.id}</artifactId><version>${project.version}</version></dependency>',
    ),
  ),
  'nested/pom.xml': modulePom('nested', '  <modules><module>inner</module></modules>', 'pom'),
  'nested/inner/pom.xml': `${HEAD}
  <parent><groupId>com.acme</groupId><artifactId>nested</artifactId><version>1.0</version></parent>
  <artifactId>inner</artifactId>
</project>
`,
  'nested/inner/src/main/java/N.java': 'class N {}\n',
  'leaf/pom.xml': modulePom('leaf'),
  'leaf/src/main/java/L.java': 'class L {}\n',
  'optional/pom.xml': modulePom('optional', deps(dep('leaf'))),
};

/**
 * A generated reactor of `count` modules under `modules/m0000` ...: each depends on up to three
 * earlier ones (a layered graph, as real reactors are), all inherit the root.
 */
export function largeReactor(count: number): Files {
  const files: Files = {};
  const names = Array.from({ length: count }, (_, i) => `m${String(i).padStart(4, '0')}`);
  files['pom.xml'] = rootPom(names.map((n) => `modules/${n}`));
  for (const [i, name] of names.entries()) {
    const picks = [i - 1, Math.floor(i / 2), Math.floor(i / 7)].filter((j) => j >= 0 && j < i);
    const list = [...new Set(picks)].map((j) => dep(names[j]!));
    files[`modules/${name}/pom.xml`] = modulePom(name, list.length > 0 ? deps(...list) : '');
    files[`modules/${name}/src/main/java/${name.toUpperCase()}.java`] =
      `class ${name.toUpperCase()} {}\n`;
  }
  files['optional/pom.xml'] = modulePom('optional');
  return files;
}
