/**
 * .NET repositories as files: one solution with a case of every rule the reader follows (the
 * nested Directory.Build.props that imports its parent and the one that does not, a linked
 * Compile item from a shared folder, a ProjectReference written with properties, central
 * package management), distilled from what public repositories do (dotnet/aspire, Polly,
 * eShop, CleanArchitecture); and a generator of a large solution for the bench.
 */
import type { Files } from './workspace-fixtures.js';

/** An SDK-style project file: its properties, then its items. */
export function sdkProject(
  options: {
    sdk?: string;
    properties?: string;
    references?: string[];
    packages?: string[];
    items?: string;
  } = {},
): string {
  const references = (options.references ?? []).map(
    (r) => `    <ProjectReference Include="${r}" />`,
  );
  const packages = (options.packages ?? []).map((p) => `    <PackageReference Include="${p}" />`);
  const group = (lines: string[]) =>
    lines.length === 0 ? '' : `  <ItemGroup>\n${lines.join('\n')}\n  </ItemGroup>\n`;
  return `<Project Sdk="${options.sdk ?? 'Microsoft.NET.Sdk'}">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
${options.properties ?? ''}  </PropertyGroup>
${group(references)}${group(packages)}${options.items ?? ''}</Project>
`;
}

/** Central package management: the versions, and the switches. */
export function packagesProps(
  versions: Record<string, string>,
  options: { pinning?: boolean } = {},
): string {
  const entries = Object.entries(versions).map(
    ([id, version]) => `    <PackageVersion Include="${id}" Version="${version}" />`,
  );
  return `<Project>
  <PropertyGroup>
    <ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally>
${options.pinning ? '    <CentralPackageTransitivePinningEnabled>true</CentralPackageTransitivePinningEnabled>\n' : ''}  </PropertyGroup>
  <ItemGroup>
${entries.join('\n')}
  </ItemGroup>
</Project>
`;
}

export const VERSIONS = {
  Serilog: '3.1.1',
  'Newtonsoft.Json': '13.0.3',
  xunit: '2.6.2',
  Grpc: '2.59.0',
};

/**
 * The shop: src/Core <- src/Api <- src/Web, tests/Core.Tests (-> Core through $(SrcDir)),
 * tools/Gen under a Directory.Build.props that does not import the root's, legacy/Old.vbproj
 * and lib/Fs/Fs.fsproj. Files each rule reads:
 * - Directory.Build.props imports build/Common.props (through $(MSBuildThisFileDirectory));
 *   src/Directory.Build.props imports it through GetPathOfFileAbove;
 * - src/Web compiles shared/Links/*.cs (a linked glob) and names keys/shop.snk in a property;
 * - Directory.Packages.props: Serilog (Core), Newtonsoft.Json (Api), xunit (Core.Tests).
 */
export const SHOP: Files = {
  'global.json': '{ "sdk": { "version": "8.0.100" } }\n',
  'NuGet.config': '<configuration />\n',
  'Shop.sln':
    'Microsoft Visual Studio Solution File, Format Version 12.00\nProject("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Core", "src\\Core\\Core.csproj", "{1}"\nEndProject\n',
  'README.md': '# shop\n',
  'Directory.Build.props': `<Project>
  <Import Project="$(MSBuildThisFileDirectory)build/Common.props" />
  <PropertyGroup>
    <SrcDir>$(MSBuildThisFileDirectory)src\\</SrcDir>
    <LangVersion>latest</LangVersion>
  </PropertyGroup>
</Project>
`,
  'build/Common.props': `<Project>
  <PropertyGroup>
    <Nullable>enable</Nullable>
  </PropertyGroup>
</Project>
`,
  'Directory.Build.targets': `<Project>
  <PropertyGroup>
    <GenerateDocumentationFile>true</GenerateDocumentationFile>
  </PropertyGroup>
</Project>
`,
  'Directory.Packages.props': packagesProps(VERSIONS),
  'src/Directory.Build.props': `<Project>
  <Import Project="$([MSBuild]::GetPathOfFileAbove('Directory.Build.props', '$(MSBuildThisFileDirectory)../'))" />
  <PropertyGroup>
    <IsPackable>true</IsPackable>
  </PropertyGroup>
</Project>
`,
  'src/Core/Core.csproj': sdkProject({ packages: ['Serilog'] }),
  'src/Core/Clock.cs': 'namespace Core; public class Clock {}\n',
  'src/Api/Api.csproj': sdkProject({
    sdk: 'Microsoft.NET.Sdk.Web',
    references: ['..\\Core\\Core.csproj'],
    packages: ['Newtonsoft.Json'],
  }),
  'src/Api/Program.cs': 'var app = 1;\n',
  'src/Web/Web.csproj': sdkProject({
    sdk: 'Microsoft.NET.Sdk.Web',
    properties:
      '    <SignAssembly>true</SignAssembly>\n    <AssemblyOriginatorKeyFile>..\\..\\keys\\shop.snk</AssemblyOriginatorKeyFile>\n',
    references: ['$(MSBuildThisFileDirectory)..\\Api\\Api.csproj'],
    items:
      '  <ItemGroup>\n    <Compile Include="..\\..\\shared\\Links\\*.cs" Link="Shared\\%(Filename)%(Extension)" />\n  </ItemGroup>\n',
  }),
  'src/Web/Index.cs': 'class Index {}\n',
  'shared/Links/Time.cs': 'class Time {}\n',
  'shared/Other/Unused.cs': 'class Unused {}\n',
  'keys/shop.snk': 'key\n',
  'tests/Core.Tests/Core.Tests.csproj': sdkProject({
    references: ['$(SrcDir)Core/Core.csproj'],
    packages: ['xunit'],
  }),
  'tests/Core.Tests/ClockTests.cs': 'class ClockTests {}\n',
  'tests/Core.Tests/packages.lock.json': '{ "version": 1 }\n',
  'tools/Directory.Build.props': `<Project>
  <PropertyGroup>
    <IsPackable>false</IsPackable>
  </PropertyGroup>
</Project>
`,
  'tools/Gen/Gen.csproj': sdkProject({ properties: '    <OutputType>Exe</OutputType>\n' }),
  'tools/Gen/Main.cs': 'class Main {}\n',
  'legacy/Old.vbproj': sdkProject(),
  'legacy/Module1.vb': 'Module Module1\nEnd Module\n',
  'lib/Fs/Fs.fsproj': sdkProject({
    items: '  <ItemGroup>\n    <Compile Include="Library.fs" />\n  </ItemGroup>\n',
  }),
  'lib/Fs/Library.fs': 'module Library\n',
  // Build output is no project.
  'src/Core/bin/Debug/Core.csproj': '<not a project',
  'src/Core/obj/project.assets.json': '{}\n',
};

/** The shop's projects. */
export const SHOP_PROJECTS = [
  'legacy/Old.vbproj',
  'lib/Fs/Fs.fsproj',
  'src/Api/Api.csproj',
  'src/Core/Core.csproj',
  'src/Web/Web.csproj',
  'tests/Core.Tests/Core.Tests.csproj',
  'tools/Gen/Gen.csproj',
];

/**
 * A generated solution of `count` projects under `src/P0000/` ...: each references up to three
 * earlier ones (a layered graph, as real solutions are), all under one Directory.Build.props and
 * central package management, each with one source file.
 */
export function largeSolution(count: number): Files {
  const files: Files = {
    'Large.sln': 'Microsoft Visual Studio Solution File, Format Version 12.00\n',
    'Directory.Build.props': `<Project>
  <PropertyGroup>
    <LangVersion>latest</LangVersion>
    <Nullable>enable</Nullable>
  </PropertyGroup>
</Project>
`,
    'Directory.Packages.props': packagesProps(VERSIONS),
  };
  const names = Array.from({ length: count }, (_, i) => `P${String(i).padStart(4, '0')}`);
  for (const [i, name] of names.entries()) {
    const picks = [i - 1, Math.floor(i / 2), Math.floor(i / 7)].filter((j) => j >= 0 && j < i);
    files[`src/${name}/${name}.csproj`] = sdkProject({
      references: [...new Set(picks)].map((j) => `..\\${names[j]}\\${names[j]}.csproj`),
      packages: i % 10 === 0 ? ['Serilog'] : [],
    });
    files[`src/${name}/${name}.cs`] = `class ${name} {}\n`;
  }
  return files;
}
