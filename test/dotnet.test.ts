/**
 * workspaces: dotnet, the reader: one pull request per rule of issue 51, each read from the git
 * objects of the merge commit and its first parent, each asserting the exact projects (or ALL
 * and its reason). Every case is one a naive reader (the nearest Directory.Build.props, the
 * project's directory, literal references only) would get wrong. The end-to-end runs through
 * the bundled action and the command-line tool are at the end.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  describeDotnet,
  dotnetImpact,
  type DotnetReason,
} from '../src/targets/graphs/dotnet/index.js';
import type { BuildFilesAnswer } from '../src/targets/graphs/build-files.js';
import { expand, resolvePath, shown, type Scope } from '../src/targets/graphs/dotnet/expand.js';
import { buildToolsOf } from '../src/targets/stages/tools.js';
import {
  SHOP,
  SHOP_PROJECTS,
  VERSIONS,
  largeSolution,
  packagesProps,
  sdkProject,
} from './support/dotnet-fixtures.js';
import { readerRepos } from './support/build-files.js';
import { Repo, removeDir, shallowCheckout, tempDir } from './support/git-repo.js';
import {
  emptyCheckout,
  pullRequestsOrigin,
  uploadMerge,
  type PullRequestCase,
  type PullRequestRefs,
} from './support/pr-origin.js';
import { runTool } from './support/tool.js';

type Answer = BuildFilesAnswer<DotnetReason>;

const { repoWith, answerFor } = readerRepos<Answer>('mq-dotnet-', dotnetImpact);

/** A pull request on `files`: `change` applied and committed on top of the base. */
async function pullRequest(change: (r: Repo) => void, files: Record<string, string> = SHOP) {
  const { repo, base } = repoWith(files);
  change(repo);
  const head = repo.commit('change');
  return { repo, base, head, answer: await answerFor(repo, base, head) };
}

const targets = (answer: Answer) => [...answer.impacted.keys()].sort();
const append = (r: Repo, file: string, text = '// changed\n') =>
  r.write(file, `${r.read(file)}${text}`);
const edit = (r: Repo, file: string, from: string, to: string) => {
  const text = r.read(file);
  expect(text).toContain(from);
  r.write(file, text.replace(from, to));
};
const words = (why: DotnetReason | undefined) =>
  why ? describeDotnet(why, (v) => `\`${v}\``) : '';

const SRC = ['src/Api/Api.csproj', 'src/Core/Core.csproj', 'src/Web/Web.csproj'];
const UNDER_ROOT_PROPS = [...SHOP_PROJECTS].filter((p) => p !== 'tools/Gen/Gen.csproj');

describe('workspaces: dotnet, projects and their edges', () => {
  it('reads every .csproj, .fsproj and .vbproj, none under bin/ or obj/', async () => {
    const { answer } = await pullRequest((r) => append(r, 'src/Core/Clock.cs'));
    expect(answer.all).toBeUndefined();
    expect(answer.modules).toBe(SHOP_PROJECTS.length);
  });

  it('a source file impacts its project and every project referencing it, transitively', async () => {
    const { answer } = await pullRequest((r) => append(r, 'src/Core/Clock.cs'));
    // Api references ..\Core\Core.csproj (backslashes), Web references Api through
    // $(MSBuildThisFileDirectory), Core.Tests references Core through $(SrcDir), a property
    // of the root Directory.Build.props: a reader of literal references misses Web and Core.Tests.
    expect(targets(answer)).toEqual([...SRC, 'tests/Core.Tests/Core.Tests.csproj']);
    expect(words(answer.impacted.get('src/Core/Core.csproj'))).toBe(
      'holds the changed `src/Core/Clock.cs`',
    );
    expect(words(answer.impacted.get('src/Api/Api.csproj'))).toBe(
      'references `src/Core/Core.csproj`',
    );
    expect(words(answer.impacted.get('src/Web/Web.csproj'))).toBe(
      'references `src/Api/Api.csproj`',
    );
    expect(words(answer.impacted.get('tests/Core.Tests/Core.Tests.csproj'))).toBe(
      'references `src/Core/Core.csproj`',
    );
    expect(answer.outside).toEqual([]);
  });

  it('a ProjectReference through a property set in a conditional group takes every value', async () => {
    const files = {
      ...SHOP,
      'tests/Core.Tests/Core.Tests.csproj': sdkProject({
        properties:
          "  </PropertyGroup>\n  <PropertyGroup Condition=\"'$(Flavour)' == 'web'\">\n    <WebProject>..\\..\\src\\Web\\Web.csproj</WebProject>\n",
        references: ['$(SrcDir)Core/Core.csproj', '$(WebProject)'],
      }),
    };
    const { answer } = await pullRequest((r) => append(r, 'src/Web/Index.cs'), files);
    expect(targets(answer)).toEqual(['src/Web/Web.csproj', 'tests/Core.Tests/Core.Tests.csproj']);
  });

  it('the project file itself impacts the project and its dependents', async () => {
    const { answer } = await pullRequest((r) =>
      edit(
        r,
        'src/Api/Api.csproj',
        '<TargetFramework>',
        '<Nullable>enable</Nullable><TargetFramework>',
      ),
    );
    expect(targets(answer)).toEqual(['src/Api/Api.csproj', 'src/Web/Web.csproj']);
    expect(words(answer.impacted.get('src/Api/Api.csproj'))).toBe(
      'its project file `src/Api/Api.csproj` changed',
    );
  });

  it('F# and VB projects are projects too', async () => {
    const { answer } = await pullRequest((r) => {
      append(r, 'lib/Fs/Library.fs', '// changed\n');
      append(r, 'legacy/Module1.vb', "' changed\n");
    });
    expect(targets(answer)).toEqual(['legacy/Old.vbproj', 'lib/Fs/Fs.fsproj']);
  });

  it("an outer project's default items take in a nested project's files", async () => {
    const files = {
      ...SHOP,
      'tools/Gen/Plugins/Plugin.csproj': sdkProject(),
      'tools/Gen/Plugins/Plugin.cs': 'class Plugin {}\n',
    };
    const { answer } = await pullRequest((r) => append(r, 'tools/Gen/Plugins/Plugin.cs'), files);
    // The nearest project alone is the naive answer: Gen's **/*.cs compiles Plugin.cs too.
    expect(targets(answer)).toEqual(['tools/Gen/Gen.csproj', 'tools/Gen/Plugins/Plugin.csproj']);
  });

  it("a project's packages.lock.json is its own", async () => {
    const { answer } = await pullRequest((r) =>
      r.write('tests/Core.Tests/packages.lock.json', '{ "version": 2 }\n'),
    );
    expect(targets(answer)).toEqual(['tests/Core.Tests/Core.Tests.csproj']);
  });

  it('ProjectReferences made from other items with a transform (as dotnet/aspire does) are edges to those projects alone', async () => {
    const files = {
      ...SHOP,
      'tests/Directory.Build.targets': `<Project>
  <ItemGroup>
    <_Candidate Include="@(ProjectOrPackage -> '$(RepoRoot)src\\%(Identity)\\%(Identity).csproj')" />
    <ProjectReference Include="@(_Candidate->Exists())" />
  </ItemGroup>
</Project>
`,
      'tests/Core.Tests/Core.Tests.csproj': sdkProject({
        items: '  <ItemGroup>\n    <ProjectOrPackage Include="Api" />\n  </ItemGroup>\n',
      }),
    };
    const api = await pullRequest((r) => append(r, 'src/Api/Program.cs'), files);
    // $(RepoRoot) is the SDK's (unknown here): src/Api/Api.csproj is the one project it fits.
    expect(targets(api.answer)).toEqual([
      'src/Api/Api.csproj',
      'src/Web/Web.csproj',
      'tests/Core.Tests/Core.Tests.csproj',
    ]);
    const core = await pullRequest((r) => append(r, 'src/Core/Clock.cs'), files);
    // Core.Tests no longer references Core, but Api, which does.
    expect(words(core.answer.impacted.get('tests/Core.Tests/Core.Tests.csproj'))).toBe(
      'references `src/Api/Api.csproj` (in `tests/Directory.Build.targets`)',
    );
  });

  it('a path made with Path.GetFullPath from the project directory (as dotnet/orleans does) is known', async () => {
    const files = {
      ...SHOP,
      'tools/Gen/Frontend.targets': `<Project>
  <PropertyGroup>
    <AppRoot>$([System.IO.Path]::GetFullPath('$(MSBuildProjectDirectory)\\..\\App'))</AppRoot>
  </PropertyGroup>
  <ItemGroup>
    <AppSources Include="$(AppRoot)\\src\\**\\*" />
  </ItemGroup>
</Project>
`,
      'tools/Gen/Gen.csproj': sdkProject({ items: '  <Import Project="Frontend.targets" />\n' }),
      'tools/App/src/main.ts': 'export {};\n',
    };
    const app = await pullRequest((r) => append(r, 'tools/App/src/main.ts'), files);
    expect(targets(app.answer)).toEqual(['tools/Gen/Gen.csproj']);
    // Not every src/ of the repository: the path is known.
    const core = await pullRequest((r) => append(r, 'src/Core/Clock.cs'), files);
    expect(core.answer.impacted.has('tools/Gen/Gen.csproj')).toBe(false);
  });

  it('an MSBuild task in a target that builds another project is an edge', async () => {
    const files = {
      ...SHOP,
      'tools/Gen/Gen.csproj': sdkProject({
        items:
          '  <Target Name="Generate" BeforeTargets="Build">\n    <MSBuild Projects="$(MSBuildProjectDirectory)/../../lib/Fs/Fs.fsproj" Targets="Build" />\n  </Target>\n',
      }),
    };
    const { answer } = await pullRequest((r) => append(r, 'lib/Fs/Library.fs'), files);
    expect(targets(answer)).toEqual(['lib/Fs/Fs.fsproj', 'tools/Gen/Gen.csproj']);
  });

  it('a reference to a project file that is not there: MSBuild warns and goes on, and adding it impacts the project', async () => {
    const files = {
      ...SHOP,
      'tools/Gen/Gen.csproj': sdkProject({ references: ['..\\Missing\\Missing.csproj'] }),
    };
    const { repo, head, answer } = await pullRequest((r) => append(r, 'src/Core/Clock.cs'), files);
    expect(answer.all).toBeUndefined();
    expect(answer.warnings).toEqual([
      'A ProjectReference names a file that the commit does not have (tools/Gen/Gen.csproj -> tools/Missing/Missing.csproj): MSBuild skips them with a warning; a pull request adding one impacts the project referencing it.',
    ]);
    repo.write('tools/Missing/Missing.csproj', sdkProject());
    const next = repo.commit('add the missing project');
    expect(targets(await answerFor(repo, head, next))).toEqual([
      'tools/Gen/Gen.csproj',
      'tools/Missing/Missing.csproj',
    ]);
  });
});

describe('workspaces: dotnet, Directory.Build.props and the files projects import', () => {
  it('a nested Directory.Build.props that imports its parent: the root one reaches every project below both', async () => {
    const { answer } = await pullRequest((r) =>
      edit(
        r,
        'Directory.Build.props',
        '<LangVersion>latest</LangVersion>',
        '<LangVersion>12</LangVersion>',
      ),
    );
    // A reader of the nearest file alone gives src/* to src/Directory.Build.props and misses
    // them here; tools/Gen has a nearer one that does not import the root's.
    expect(targets(answer)).toEqual(UNDER_ROOT_PROPS);
    expect(words(answer.impacted.get('tests/Core.Tests/Core.Tests.csproj'))).toBe(
      'imports `Directory.Build.props`',
    );
    expect(words(answer.impacted.get('src/Core/Core.csproj'))).toBe(
      'imports `Directory.Build.props` (through `src/Directory.Build.props`)',
    );
  });

  it('a nested Directory.Build.props that does not import its parent: the parent reaches only the projects without a nearer one', async () => {
    const root = await pullRequest((r) =>
      edit(r, 'Directory.Build.props', '<LangVersion>latest', '<LangVersion>12'),
    );
    expect(root.answer.impacted.has('tools/Gen/Gen.csproj')).toBe(false);
    const tools = await pullRequest((r) =>
      edit(r, 'tools/Directory.Build.props', '<IsPackable>false', '<IsPackable>true'),
    );
    expect(targets(tools.answer)).toEqual(['tools/Gen/Gen.csproj']);
  });

  it('a change of comments and layout alone impacts no project (MSBuild reads neither)', async () => {
    const { answer } = await pullRequest((r) =>
      r.write(
        'Directory.Build.props',
        r
          .read('Directory.Build.props')
          .replace('<PropertyGroup>', '<!-- why -->\n\n  <PropertyGroup >'),
      ),
    );
    expect(targets(answer)).toEqual([]);
    expect(answer.outside).toEqual([]);
  });

  it("a nested Directory.Build.props importing its parent through MSBuild's own $(_DirectoryBuildPropsFile) (as dotnet/orleans does)", async () => {
    const files = {
      ...SHOP,
      'src/Directory.Build.props': `<Project>
  <PropertyGroup>
    <_ParentProps Condition="'$(_DirectoryBuildPropsFile)' != ''">$([System.IO.Path]::Combine('..', '$(_DirectoryBuildPropsFile)'))</_ParentProps>
  </PropertyGroup>
  <Import Project="$(_ParentProps)" Condition="Exists('$(_ParentProps)')" />
</Project>
`,
    };
    const { answer } = await pullRequest(
      (r) => edit(r, 'Directory.Build.props', '<LangVersion>latest', '<LangVersion>12'),
      files,
    );
    expect(targets(answer)).toEqual(UNDER_ROOT_PROPS);
    expect(words(answer.impacted.get('src/Api/Api.csproj'))).toBe(
      'imports `Directory.Build.props` (through `src/Directory.Build.props`)',
    );
  });

  it('the nested file itself reaches only the projects below it, and their dependents', async () => {
    const { answer } = await pullRequest((r) =>
      edit(r, 'src/Directory.Build.props', '<IsPackable>true', '<IsPackable>false'),
    );
    expect(targets(answer)).toEqual([...SRC, 'tests/Core.Tests/Core.Tests.csproj']);
  });

  it('a file Directory.Build.props imports (through $(MSBuildThisFileDirectory)) impacts every importer', async () => {
    const { answer } = await pullRequest((r) => edit(r, 'build/Common.props', 'enable', 'disable'));
    expect(targets(answer)).toEqual(UNDER_ROOT_PROPS);
    expect(words(answer.impacted.get('tests/Core.Tests/Core.Tests.csproj'))).toBe(
      'imports `build/Common.props` (through `Directory.Build.props`)',
    );
  });

  it('Directory.Build.targets: the nearest one above each project', async () => {
    const { answer } = await pullRequest((r) =>
      edit(r, 'Directory.Build.targets', 'true', 'false'),
    );
    // tools has no Directory.Build.targets of its own: the root's reaches Gen.
    expect(targets(answer)).toEqual(SHOP_PROJECTS);
  });

  it('a Directory.Build.props added between a project and the root takes its place', async () => {
    const { answer } = await pullRequest((r) =>
      r.write('legacy/Directory.Build.props', '<Project />\n'),
    );
    expect(targets(answer)).toEqual(['legacy/Old.vbproj']);
  });

  it('ImportDirectoryBuildProps=false before the SDK props and ImportDirectoryBuildTargets=false in the body: the root files do not reach it', async () => {
    const files = {
      ...SHOP,
      'legacy/Old.vbproj': `<Project>
  <PropertyGroup>
    <ImportDirectoryBuildProps>false</ImportDirectoryBuildProps>
  </PropertyGroup>
  <Import Project="Sdk.props" Sdk="Microsoft.NET.Sdk" />
  <PropertyGroup>
    <ImportDirectoryBuildTargets>false</ImportDirectoryBuildTargets>
  </PropertyGroup>
  <Import Project="Sdk.targets" Sdk="Microsoft.NET.Sdk" />
</Project>
`,
    };
    const props = await pullRequest(
      (r) => edit(r, 'Directory.Build.props', '<LangVersion>latest', '<LangVersion>12'),
      files,
    );
    expect(props.answer.impacted.has('legacy/Old.vbproj')).toBe(false);
    expect(props.answer.impacted.has('lib/Fs/Fs.fsproj')).toBe(true);
    const targetsFile = await pullRequest(
      (r) => edit(r, 'Directory.Build.targets', 'true', 'false'),
      files,
    );
    expect(targetsFile.answer.impacted.has('legacy/Old.vbproj')).toBe(false);
  });

  it('a switch set under a condition may be either: the file is still imported', async () => {
    const files = {
      ...SHOP,
      'lib/Fs/Fs.fsproj': sdkProject({
        properties:
          "  </PropertyGroup>\n  <PropertyGroup Condition=\"'$(Ci)' == 'true'\">\n    <ImportDirectoryBuildTargets>false</ImportDirectoryBuildTargets>\n",
      }),
    };
    const { answer } = await pullRequest(
      (r) => edit(r, 'Directory.Build.targets', 'true', 'false'),
      files,
    );
    expect(answer.impacted.has('lib/Fs/Fs.fsproj')).toBe(true);
  });

  it('an import through a property that the SDK sets (unknown here) reaches the files it may be', async () => {
    const files = {
      ...SHOP,
      'eng/Testing.props': '<Project />\n',
      'tests/Directory.Build.props': `<Project>
  <Import Project="$([MSBuild]::GetPathOfFileAbove('Directory.Build.props', '$(MSBuildThisFileDirectory)../'))" />
  <Import Project="$(RepositoryEngineeringDir)Testing.props" />
</Project>
`,
    };
    const { answer } = await pullRequest(
      (r) =>
        r.write(
          'eng/Testing.props',
          '<Project><PropertyGroup><X>1</X></PropertyGroup></Project>\n',
        ),
      files,
    );
    expect(targets(answer)).toEqual(['tests/Core.Tests/Core.Tests.csproj']);
    expect(words(answer.impacted.get('tests/Core.Tests/Core.Tests.csproj'))).toBe(
      'imports `eng/Testing.props` (through `tests/Directory.Build.props`)',
    );
  });

  it('a glob import reads every match, a file added to it too', async () => {
    const files = {
      ...SHOP,
      'build/Common.props': '<Project>\n  <Import Project="parts/*.props" />\n</Project>\n',
      'build/parts/a.props': '<Project />\n',
    };
    const { answer } = await pullRequest(
      (r) => r.write('build/parts/b.props', '<Project />\n'),
      files,
    );
    expect(targets(answer)).toEqual(UNDER_ROOT_PROPS);
  });

  it('an .editorconfig reaches the projects below it', async () => {
    const { answer } = await pullRequest((r) => r.write('src/.editorconfig', 'root = false\n'));
    expect(targets(answer)).toEqual([...SRC, 'tests/Core.Tests/Core.Tests.csproj']);
    expect(words(answer.impacted.get('src/Web/Web.csproj'))).toBe(
      'its sources are under the changed analyzer configuration `src/.editorconfig`',
    );
  });
});

describe('workspaces: dotnet, files a project takes in from elsewhere', () => {
  it("a linked Compile item from a shared folder (a glob) makes the file the project's", async () => {
    const { answer } = await pullRequest((r) => append(r, 'shared/Links/Time.cs'));
    // Under no project's directory: the naive reader sends it to the rules.
    expect(targets(answer)).toEqual(['src/Web/Web.csproj']);
    expect(words(answer.impacted.get('src/Web/Web.csproj'))).toBe(
      'includes `shared/Links/Time.cs` (Compile in `src/Web/Web.csproj`)',
    );
    expect(answer.outside).toEqual([]);
  });

  it("a file added to the linked folder, and one deleted from it, are the project's too", async () => {
    const added = await pullRequest((r) => r.write('shared/Links/New.cs', 'class New {}\n'));
    expect(targets(added.answer)).toEqual(['src/Web/Web.csproj']);
    const removed = await pullRequest((r) => r.remove('shared/Links/Time.cs'));
    expect(targets(removed.answer)).toEqual(['src/Web/Web.csproj']);
  });

  it('a file of the shared folder that no item takes in goes to the rules', async () => {
    const { answer } = await pullRequest((r) => append(r, 'shared/Other/Unused.cs'));
    expect(targets(answer)).toEqual([]);
    expect(answer.outside).toEqual(['shared/Other/Unused.cs']);
  });

  it("a property naming a file (AssemblyOriginatorKeyFile) makes it the project's", async () => {
    const { answer } = await pullRequest((r) => r.write('keys/shop.snk', 'new key\n'));
    expect(targets(answer)).toEqual(['src/Web/Web.csproj']);
    expect(words(answer.impacted.get('src/Web/Web.csproj'))).toBe(
      'names `keys/shop.snk` in its property AssemblyOriginatorKeyFile',
    );
  });

  it("an item's metadata naming a file (a Reference's HintPath) and an item defined in Directory.Build.props", async () => {
    const files = {
      ...SHOP,
      'lib/native/Vendor.dll': 'MZ\n',
      'tools/Gen/Gen.csproj': sdkProject({
        items:
          '  <ItemGroup>\n    <Reference Include="Vendor">\n      <HintPath>..\\..\\lib\\native\\Vendor.dll</HintPath>\n    </Reference>\n  </ItemGroup>\n',
      }),
      'src/Directory.Build.props': SHOP['src/Directory.Build.props']!.replace(
        '</Project>',
        '  <ItemGroup>\n    <None Include="$(MSBuildThisFileDirectory)../README.md" Pack="true" />\n  </ItemGroup>\n</Project>',
      ),
    };
    const dll = await pullRequest((r) => r.write('lib/native/Vendor.dll', 'MZ2\n'), files);
    expect(targets(dll.answer)).toEqual(['tools/Gen/Gen.csproj']);
    const readme = await pullRequest((r) => append(r, 'README.md', 'more\n'), files);
    expect(targets(readme.answer)).toEqual([...SRC, 'tests/Core.Tests/Core.Tests.csproj']);
    expect(words(readme.answer.impacted.get('src/Core/Core.csproj'))).toBe(
      'includes `README.md` (None in `src/Directory.Build.props`)',
    );
  });
});

describe('workspaces: dotnet, central package management', () => {
  it('a changed PackageVersion impacts the projects referencing that package, and their dependents', async () => {
    const { answer } = await pullRequest((r) =>
      edit(r, 'Directory.Packages.props', 'Version="3.1.1"', 'Version="4.0.0"'),
    );
    // Serilog: Core references it; Api, Web and Core.Tests reference Core.
    expect(targets(answer)).toEqual([...SRC, 'tests/Core.Tests/Core.Tests.csproj']);
    expect(words(answer.impacted.get('src/Core/Core.csproj'))).toBe(
      'references package `Serilog`, whose version changed in `Directory.Packages.props`',
    );
    const json = await pullRequest((r) =>
      edit(r, 'Directory.Packages.props', 'Version="13.0.3"', 'Version="13.0.4"'),
    );
    expect(targets(json.answer)).toEqual(['src/Api/Api.csproj', 'src/Web/Web.csproj']);
  });

  it('a PackageVersion added or removed that no project references impacts none', async () => {
    const { answer } = await pullRequest((r) =>
      r.write('Directory.Packages.props', packagesProps({ ...VERSIONS, Polly: '8.0.0' })),
    );
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual([]);
    expect(answer.outside).toEqual([]);
  });

  it('with transitive pinning on, a version change impacts every project under the file', async () => {
    const files = {
      ...SHOP,
      'Directory.Packages.props': packagesProps(VERSIONS, { pinning: true }),
    };
    const { answer } = await pullRequest(
      (r) => edit(r, 'Directory.Packages.props', 'Version="2.59.0"', 'Version="2.60.0"'),
      files,
    );
    // Grpc is referenced by no project directly, but pinned transitively wherever it appears.
    expect(targets(answer)).toEqual(SHOP_PROJECTS);
    expect(words(answer.impacted.get('tools/Gen/Gen.csproj'))).toBe(
      'imports `Directory.Packages.props`, whose package versions changed, with transitive pinning on',
    );
  });

  it('transitive pinning turned on in Directory.Build.props counts the same', async () => {
    const files = {
      ...SHOP,
      'build/Common.props':
        '<Project>\n  <PropertyGroup>\n    <CentralPackageTransitivePinningEnabled>true</CentralPackageTransitivePinningEnabled>\n  </PropertyGroup>\n</Project>\n',
    };
    const { answer } = await pullRequest(
      (r) => edit(r, 'Directory.Packages.props', 'Version="2.59.0"', 'Version="2.60.0"'),
      files,
    );
    expect(targets(answer)).toEqual(UNDER_ROOT_PROPS);
  });

  it('any other change of the file impacts every project under it', async () => {
    const { answer } = await pullRequest((r) =>
      edit(
        r,
        'Directory.Packages.props',
        '</PropertyGroup>',
        '  <CentralPackageFloatingVersionsEnabled>true</CentralPackageFloatingVersionsEnabled>\n  </PropertyGroup>',
      ),
    );
    expect(targets(answer)).toEqual(SHOP_PROJECTS);
  });

  it('a package referenced from Directory.Build.props (a global analyzer) counts for every project importing it', async () => {
    const files = {
      ...SHOP,
      'src/Directory.Build.props': SHOP['src/Directory.Build.props']!.replace(
        '</Project>',
        '  <ItemGroup>\n    <PackageReference Include="newtonsoft.json" PrivateAssets="all" />\n  </ItemGroup>\n</Project>',
      ),
    };
    const { answer } = await pullRequest(
      (r) => edit(r, 'Directory.Packages.props', 'Version="13.0.3"', 'Version="13.0.4"'),
      files,
    );
    // Package ids compare ignoring case.
    expect(targets(answer)).toEqual([...SRC, 'tests/Core.Tests/Core.Tests.csproj']);
  });
});

describe('workspaces: dotnet, what is ALL', () => {
  const cases: { name: string; change: (r: Repo) => void; reason: RegExp }[] = [
    {
      name: 'global.json',
      change: (r) => r.write('global.json', '{ "sdk": { "version": "8.0.200" } }\n'),
      reason: /^global\.json chooses the \.NET SDK .*, so every project is impacted\.$/,
    },
    {
      name: 'a nuget.config in a subdirectory (any case)',
      change: (r) => r.write('src/Api/nuget.config', '<configuration />\n'),
      reason: /^src\/Api\/nuget\.config decides the package sources/,
    },
    {
      name: 'NuGet.Config',
      change: (r) => r.write('NuGet.Config', '<configuration />\n'),
      reason: /^NuGet\.Config decides the package sources/,
    },
    {
      name: 'Directory.Build.rsp',
      change: (r) => r.write('tools/Directory.Build.rsp', '-p:Configuration=Release\n'),
      reason: /^tools\/Directory\.Build\.rsp adds switches to every MSBuild command line/,
    },
    {
      name: 'a project file that is not XML',
      change: (r) => r.write('src/Core/Core.csproj', 'this is not xml <Project'),
      reason:
        /^The project file src\/Core\/Core\.csproj in commit [0-9a-f]{12} \(the merge commit\) is not XML MSBuild can read \(.+\): every project is impacted\.$/,
    },
    {
      name: 'an imported file that is not XML',
      change: (r) => r.write('build/Common.props', '<Project>'),
      reason: /^The imported file build\/Common\.props .* is not XML MSBuild can read/,
    },
    {
      name: 'a project file whose root is not <Project>',
      change: (r) => r.write('lib/Fs/Fs.fsproj', '<Solution />\n'),
      reason:
        /^The project file lib\/Fs\/Fs\.fsproj .* has the root element <Solution>, not <Project>/,
    },
    {
      name: 'a ProjectReference through a property that names no project of the commit',
      change: (r) =>
        r.write(
          'lib/Fs/Fs.fsproj',
          sdkProject({ references: ['$(SrcDir)Nothing/Nothing.csproj'] }),
        ),
      reason:
        /^lib\/Fs\/Fs\.fsproj references "\$\(SrcDir\)Nothing\/Nothing\.csproj", and src\/Nothing\/Nothing\.csproj does not exist, so what it builds with is unknown: every project is impacted\.$/,
    },
    {
      name: 'an Import whose path no file of the repository sets',
      change: (r) =>
        r.write(
          'build/Common.props',
          '<Project>\n  <Import Project="$(CiHook)" Condition="Exists(\'$(CiHook)\')" />\n</Project>\n',
        ),
      reason:
        /^build\/Common\.props imports "\$\(CiHook\)" \(for legacy\/Old\.vbproj\), a path that no file of the repository sets \(the SDK, the environment or the command line does\), so what it imports is unknown: every project is impacted\.$/,
    },
    {
      name: 'a ProjectReference whose unknown prefix fits no file',
      change: (r) =>
        r.write(
          'tools/Gen/Gen.csproj',
          sdkProject({ references: ['$(RepoRoot)src/Gone/Gone.csproj'] }),
        ),
      reason:
        /references "\$\(RepoRoot\)src\/Gone\/Gone\.csproj", and it names no project or file of the commit/,
    },
  ];
  for (const c of cases) {
    it(`${c.name} is ALL, with the reason`, async () => {
      const { answer } = await pullRequest(c.change);
      expect(answer.all).toMatch(c.reason);
      expect(answer.impacted.size).toBe(0);
    });
  }

  it('a solution file, a solution filter and a README go to the rules, not ALL', async () => {
    const { answer } = await pullRequest((r) => {
      append(r, 'Shop.sln', '# more\n');
      r.write('Shop.Web.slnf', '{ "solution": { "path": "Shop.sln", "projects": [] } }\n');
      r.write('src/Shop.slnx', '<Solution />\n');
      r.write('docs/guide.md', 'more\n');
    });
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual([]);
    expect(answer.outside.sort()).toEqual([
      'Shop.Web.slnf',
      'Shop.sln',
      'docs/guide.md',
      'src/Shop.slnx',
    ]);
  });

  it('a ProjectReference into a submodule the checkout did not initialise is ALL', async () => {
    const { repo } = repoWith({
      ...SHOP,
      'tools/Gen/Gen.csproj': sdkProject({ references: ['..\\..\\vendor\\Lib\\Lib.csproj'] }),
    });
    mkdirSync(`${repo.dir}/vendor`);
    repo.git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor`);
    const base = repo.commit('a submodule');
    append(repo, 'src/Core/Clock.cs');
    const head = repo.commit('change');
    const answer = await answerFor(repo, base, head);
    expect(answer.all).toMatch(
      /^tools\/Gen\/Gen\.csproj references "\.\.\\\.\.\\vendor\\Lib\\Lib\.csproj", and vendor\/Lib\/Lib\.csproj lies in a submodule the checkout did not initialise \(check out with submodules\)/,
    );
  });
});

describe('workspaces: dotnet, an SDK the reader does not know', () => {
  it('files under no project become unseen (ALL unless a rule takes them), naming the SDK', async () => {
    const files = {
      ...SHOP,
      'Directory.Build.props': SHOP['Directory.Build.props']!.replace(
        '<Project>',
        '<Project>\n  <Import Project="Sdk.props" Sdk="Microsoft.DotNet.Arcade.Sdk" />',
      ),
    };
    const { answer } = await pullRequest((r) => {
      r.write('eng/Versions.props', '<Project />\n');
      append(r, 'Shop.sln', '# more\n');
    }, files);
    expect(answer.outside.sort()).toEqual(['Shop.sln', 'eng/Versions.props']);
    // A solution goes to the rules still; the rest may be read by the SDK.
    expect(answer.unseen).toEqual([
      {
        file: 'eng/Versions.props',
        why: expect.stringMatching(
          /builds with the SDK Microsoft\.DotNet\.Arcade\.Sdk, which may read any file of the repository/,
        ),
        tool: '.NET',
        fix: 'Give files that no build reads a target rule, and list those the SDK reads in impacts-all-on',
      },
    ]);
  });
});

describe('workspaces: dotnet, hostile input', () => {
  it('an Import of a path outside the repository is not read, with a warning', async () => {
    const files = {
      ...SHOP,
      'build/Common.props':
        '<Project>\n  <Import Project="$(MSBuildThisFileDirectory)../../../../etc/passwd" Condition="Exists(\'x\')" />\n  <Import Project="/etc/hostname" />\n</Project>\n',
    };
    const { answer } = await pullRequest((r) => append(r, 'src/Core/Clock.cs'), files);
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual([...SRC, 'tests/Core.Tests/Core.Tests.csproj']);
    expect(answer.warnings).toEqual(
      expect.arrayContaining([
        'build/Common.props imports "$(MSBuildThisFileDirectory)../../../../etc/passwd", which is outside the repository: the reader does not read it.',
        'build/Common.props imports "/etc/hostname", which is outside the repository: the reader does not read it.',
      ]),
    );
  });

  it('names with spaces, newlines and glob characters', async () => {
    const odd = 'src/My App [v2]*?/My App.csproj';
    const newline = 'src/Line\nBreak/Line.csproj';
    const files = {
      ...SHOP,
      [odd]: sdkProject({ references: ['..\\Core\\Core.csproj'] }),
      'src/My App [v2]*?/Program.cs': 'class P {}\n',
      [newline]: sdkProject({ references: ['../My App [v2]*?/My App.csproj'] }),
      'src/Line\nBreak/Line.cs': 'class L {}\n',
    };
    const { answer } = await pullRequest((r) => append(r, 'src/Core/Clock.cs'), files);
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual(
      [...SRC, newline, odd, 'tests/Core.Tests/Core.Tests.csproj'].sort(),
    );
    // The glob characters of the directory are not a pattern: its Program.cs is its own alone.
    const own = await pullRequest((r) => append(r, 'src/My App [v2]*?/Program.cs'), files);
    expect(targets(own.answer)).toEqual([newline, odd].sort());
  });

  it('a property defined through itself, too many alternatives, an import of itself: bounded, and unknown', async () => {
    const files = {
      ...SHOP,
      'build/Common.props': `<Project>
  <Import Project="$(MSBuildThisFileFullPath)" />
  <PropertyGroup>
    <A>$(A)$(A)x</A>
${Array.from({ length: 12 }, (_, i) => `    <B Condition="'$(C)' == '${i}'">b${i}$(B)</B>`).join('\n')}
  </PropertyGroup>
  <ItemGroup>
    <Compile Include="$(B)$(B)$(B)/*.cs" />
  </ItemGroup>
</Project>
`,
    };
    const { answer } = await pullRequest((r) => append(r, 'src/Core/Clock.cs'), files);
    expect(answer.all).toBeUndefined();
    // 4,096 values of B are one unknown: "…/*.cs" may be any C# file, this one too.
    expect(targets(answer)).toEqual(UNDER_ROOT_PROPS);
    expect(words(answer.impacted.get('lib/Fs/Fs.fsproj'))).toBe(
      'may read `src/Core/Clock.cs` (`$(B)$(B)$(B)/*.cs` in `build/Common.props`, a path the reader cannot resolve fully)',
    );
  });
});

describe('workspaces: dotnet, both commits', () => {
  it('a project removed: its dependents that stay are impacted, it is not a target', async () => {
    const { answer } = await pullRequest((r) => {
      r.remove('src/Web/Web.csproj');
      r.remove('src/Web/Index.cs');
    });
    expect(answer.all).toBeUndefined();
    expect(targets(answer)).toEqual([]);
    const api = await pullRequest((r) => {
      r.write('src/Web/Web.csproj', sdkProject());
      r.remove('src/Api/Api.csproj');
    });
    // Web no longer references Api, in the same pull request: its project file changed.
    expect(targets(api.answer)).toEqual(['src/Web/Web.csproj']);
  });

  it('an import removed from a glob: the projects that imported it', async () => {
    const files = {
      ...SHOP,
      'build/Common.props': '<Project>\n  <Import Project="parts/*.props" />\n</Project>\n',
      'build/parts/a.props': '<Project />\n',
    };
    const { answer } = await pullRequest((r) => r.remove('build/parts/a.props'), files);
    expect(targets(answer)).toEqual(UNDER_ROOT_PROPS);
  });
});

describe('workspaces: dotnet, the expressions it evaluates', () => {
  const files = new Set([
    'Directory.Build.props',
    'src/Directory.Build.props',
    'src/App/App.csproj',
  ]);
  const scope = (properties: Record<string, string[]> = {}): Scope => ({
    property: (lower) => properties[lower],
    thisFile: 'src/App/Sub/Import.props',
    project: 'src/App/App.csproj',
    files: { find: (file) => (files.has(file) ? file : undefined) },
    itemLists: 'unknown',
  });
  const path = (text: string, properties?: Record<string, string[]>) =>
    expand(text, scope(properties)).map((v) => {
      const r = resolvePath(v, 'src/App');
      return r.kind === 'file'
        ? r.path
        : r.kind === 'pattern'
          ? `pattern ${shown(r.test.source)}`
          : r.kind;
    });
  const cases: [string, Record<string, string[]> | undefined, string[]][] = [
    ['$(MSBuildThisFileDirectory)../x.props', undefined, ['src/App/x.props']],
    ['$(msbuildprojectdirectory)\\..\\Core\\Core.csproj', undefined, ['src/Core/Core.csproj']],
    [
      "$([MSBuild]::GetPathOfFileAbove('Directory.Build.props', '$(MSBuildThisFileDirectory)../'))",
      undefined,
      ['src/Directory.Build.props'],
    ],
    [
      "$([MSBuild]::GetPathOfFileAbove('Directory.Build.props', '$(MSBuildProjectDirectory)/../../'))",
      undefined,
      ['Directory.Build.props'],
    ],
    [
      "$([MSBuild]::GetDirectoryNameOfFileAbove($(MSBuildProjectDirectory), 'Directory.Build.props'))/eng/a.props",
      undefined,
      ['src/eng/a.props'],
    ],
    [
      "$([MSBuild]::NormalizeDirectory('$(MSBuildThisFileDirectory)', '..', 'lib'))x.cs",
      undefined,
      ['src/App/lib/x.cs'],
    ],
    [
      "$([System.IO.Path]::Combine('$(Root)', 'eng', 'b.props'))",
      { root: ['\u0001/tools'] },
      ['tools/eng/b.props'],
    ],
    [
      "$([MSBuild]::ValueOrDefault('$(Unset)', 'fallback.props'))",
      { unset: [''] },
      ['src/App/fallback.props'],
    ],
    ['$(A);$(B)', { a: ['one.cs'], b: ['two.cs'] }, ['src/App/one.cs;two.cs']],
    ['a%3Bb.cs', undefined, ['src/App/a;b.cs']],
    ['$(RepoRoot)eng/Testing.props', undefined, ['pattern …eng/Testing.props']],
    ['../../../../outside.props', undefined, ['outside']],
    ['/etc/passwd', undefined, ['outside']],
    ['$(Name.Replace("a", "b"))x.props', undefined, ['pattern …x.props']],
  ];
  for (const [text, properties, expected] of cases) {
    it(`${text} is ${expected.join(' | ')}`, () => {
      expect(path(text, properties)).toEqual(expected);
    });
  }
});

describe('workspaces: dotnet, found by auto', () => {
  const found = (files: Record<string, string>) => {
    const { repo } = repoWith(files);
    return buildToolsOf({ buildTools: 'auto' } as never, repo.dir).map((s) => s.name);
  };
  it('by a solution, a project file or a Directory.Build.props at the root', () => {
    expect(found({ 'App.sln': '' })).toEqual(['dotnet']);
    expect(found({ 'App.slnx': '<Solution />' })).toEqual(['dotnet']);
    expect(found({ 'App.csproj': sdkProject() })).toEqual(['dotnet']);
    expect(found({ 'Directory.Build.props': '<Project />' })).toEqual(['dotnet']);
    expect(found({ 'src/App/App.csproj': sdkProject(), 'README.md': '' })).toEqual([]);
  });
});

describe('workspaces: dotnet, a generated solution of 1,000 projects', () => {
  it('reads both commits and answers a one-file change with the project and its dependents', async () => {
    const { repo, base } = repoWith(largeSolution(1000));
    append(repo, 'src/P0990/P0990.cs');
    const head = repo.commit('change');
    const answer = await answerFor(repo, base, head);
    expect(answer.all).toBeUndefined();
    expect(answer.modules).toBe(1000);
    expect(targets(answer)).toEqual(
      Array.from({ length: 10 }, (_, k) => `src/P0${990 + k}/P0${990 + k}.csproj`),
    );
  }, 120_000);
});

const E2E_CASES: PullRequestCase[] = [
  { name: 'a library source file', change: (r) => append(r, 'src/Core/Clock.cs') },
  {
    name: 'a package version',
    change: (r) => edit(r, 'Directory.Packages.props', 'Version="13.0.3"', 'Version="13.0.4"'),
  },
  { name: 'a file under no project', change: (r) => append(r, 'README.md', 'more\n') },
  {
    name: 'global.json',
    change: (r) => r.write('global.json', '{ "sdk": { "version": "9.0.100" } }\n'),
  },
  {
    name: 'an SDK the reader does not know, and a file under no project',
    change: (r) => {
      edit(
        r,
        'Directory.Build.props',
        '<Project>',
        '<Project>\n  <Import Project="Sdk.props" Sdk="Microsoft.DotNet.Arcade.Sdk" />',
      );
      r.write('eng/Versions.props', '<Project />\n');
    },
  },
];

describe('workspaces: dotnet, end to end', () => {
  let root: string;
  let checkout: string;
  let origin: Repo;
  let merges: Map<string, PullRequestRefs>;

  beforeAll(() => {
    root = tempDir('mq-dotnet-e2e-');
    const made = pullRequestsOrigin(path.join(root, 'origin'), SHOP, E2E_CASES);
    origin = made.origin;
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

  it.each(['dotnet', 'auto'])(
    'the action: a library change uploads it and its dependents, with why (workspaces: %s)',
    async (workspaces) => {
      const result = await upload('a library source file', workspaces);
      expect(result.code, result.stdout).toBe(0);
      expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual([
        ...SRC,
        'tests/Core.Tests/Core.Tests.csproj',
      ]);
      expect(result.summary).toContain(".NET's graph: 7 projects read from git objects");
      expect(result.summary).toContain('references <code>src/Core/Core.csproj</code>');
    },
  );

  it('the action: a package version change names the package and the file', async () => {
    const result = await upload('a package version', 'dotnet');
    expect(JSON.parse(result.outputs['impacted-targets']!)).toEqual([
      'src/Api/Api.csproj',
      'src/Web/Web.csproj',
    ]);
    expect(result.summary).toContain(
      'references package <code>Newtonsoft.Json</code>, whose version changed in <code>Directory.Packages.props</code>',
    );
  });

  it('the action: a file under no project goes to the rules, global.json is ALL with why', async () => {
    const outside = await upload('a file under no project', 'dotnet');
    expect(outside.outputs['impacted-targets']).toBe('[]');
    expect(outside.stdout).toContain('lies outside every .NET project and matches no target rule');
    const all = await upload('global.json', 'dotnet');
    expect(all.outputs['impacted-targets']).toBe('ALL');
    expect(all.stdout).toContain('global.json chooses the .NET SDK');
  });

  it('the action: with an SDK the reader does not know, a file under no project and no rule is ALL, naming the SDK', async () => {
    const result = await upload(
      'an SDK the reader does not know, and a file under no project',
      'dotnet',
    );
    expect(result.outputs['impacted-targets']).toBe('ALL');
    expect(result.stdout).toContain(
      '.NET cannot account for 1 changed file: "eng/Versions.props" (legacy/Old.vbproj builds with the SDK Microsoft.DotNet.Arcade.Sdk',
    );
    expect(result.stdout).toContain('list those the SDK reads in impacts-all-on');
  });

  it('the command-line tool on Buildkite, from a depth-1 checkout of the head: the same projects and words', async () => {
    const pr = merges.get('a package version')!;
    const dir = path.join(root, 'buildkite');
    shallowCheckout(origin, dir, `refs/pull/${pr.number}/head`, 'refs/remotes/ci/head');
    const summary = path.join(root, 'buildkite-summary.md');
    const result = await runTool(
      [
        '--command',
        'upload-impacted-targets',
        '--dry-run',
        '--json',
        '--workspaces',
        'dotnet',
        `--summary-file=${summary}`,
      ],
      {
        cwd: dir,
        env: {
          CI: 'true',
          BUILDKITE: 'true',
          BUILDKITE_PULL_REQUEST: String(pr.number),
          BUILDKITE_PULL_REQUEST_BASE_BRANCH: 'main',
          BUILDKITE_BRANCH: 'feature/x',
          BUILDKITE_COMMIT: pr.head,
          BUILDKITE_REPO: 'git@github.com:octo-org/octo-repo.git',
        },
      },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.json?.['impacted-targets']).toEqual(['src/Api/Api.csproj', 'src/Web/Web.csproj']);
    expect(readFileSync(summary, 'utf8')).toContain(
      'references package <code>Newtonsoft.Json</code>, whose version changed in <code>Directory.Packages.props</code>',
    );
  });
});
