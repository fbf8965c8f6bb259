/**
 * CHANGELOG.md (Keep a Changelog) and the version in package.json, for releases. Plain
 * TypeScript with no imports but Node's, so the release workflow runs it with Node 24 alone
 * (`node scripts/changelog.ts ...`, type stripping), before and without `npm ci`:
 *
 *   node scripts/changelog.ts check vX.Y.Z   the tag names package.json's version, and
 *                                            CHANGELOG.md has a dated, non-empty section for it
 *   node scripts/changelog.ts notes vX.Y.Z   that section's text, for the GitHub release
 *
 * `npm run release` (scripts/release.ts) uses the same functions to cut a release.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const UNRELEASED = 'Unreleased';

/** One `## [name] - date` section: its heading line and the text up to the next `## `. */
export interface Section {
  name: string;
  date: string | undefined;
  body: string;
}

const HEADING = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?[ \t]*$/;
const LINK_DEFINITION = /^\[[^\]]+\]: \S+$/;

/** The file cut into what comes before the first section, the sections, and link definitions. */
export function parseChangelog(text: string): {
  preamble: string;
  sections: Section[];
  links: string[];
} {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const preamble: string[] = [];
  const sections: { name: string; date: string | undefined; lines: string[] }[] = [];
  const links: string[] = [];
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) {
      sections.push({ name: heading[1]!, date: heading[2], lines: [] });
    } else if (LINK_DEFINITION.test(line)) {
      links.push(line);
    } else if (sections.length === 0) {
      preamble.push(line);
    } else {
      sections[sections.length - 1]!.lines.push(line);
    }
  }
  return {
    preamble: preamble.join('\n').trim(),
    sections: sections.map((s) => ({
      name: s.name,
      date: s.date,
      body: s.lines.join('\n').trim(),
    })),
    links,
  };
}

/** The section of a version (`1.2.3`), or undefined. */
export function sectionOf(text: string, version: string): Section | undefined {
  return parseChangelog(text).sections.find((s) => s.name === version);
}

/** `v1.2.3` or `1.2.3` -> `1.2.3`; anything else is refused. */
export function versionOfTag(tag: string): string {
  const match = /^v?(\d+\.\d+\.\d+)$/.exec(tag.trim());
  if (!match) throw new Error(`"${tag}" is not a version tag: expected vX.Y.Z, e.g. v1.2.3.`);
  return match[1]!;
}

/** The next version: `patch`, `minor`, `major`, or an explicit X.Y.Z above the current one. */
export function nextVersion(current: string, bump: string): string {
  const parts = versionOfTag(current).split('.').map(Number) as [number, number, number];
  const [major, minor, patch] = parts;
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  let wanted: string;
  try {
    wanted = versionOfTag(bump);
  } catch {
    throw new Error(`"${bump}" is not a release kind: expected patch, minor, major or X.Y.Z.`);
  }
  const w = wanted.split('.').map(Number);
  const order = w[0]! - major || w[1]! - minor || w[2]! - patch;
  if (order <= 0) throw new Error(`${wanted} is not above the current version ${current}.`);
  return wanted;
}

/**
 * The Unreleased entries become the section of `version`, dated; a new, empty Unreleased
 * section stands above it. Refused when there is nothing unreleased or the version is there.
 */
export function releaseChangelog(text: string, version: string, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a YYYY-MM-DD date.`);
  const { preamble, sections, links } = parseChangelog(text);
  const unreleased = sections.find((s) => s.name === UNRELEASED);
  if (!unreleased || unreleased.body === '') {
    throw new Error(
      'CHANGELOG.md has no entries under "## [Unreleased]": write what changed there first.',
    );
  }
  if (sections.some((s) => s.name === version)) {
    throw new Error(`CHANGELOG.md already has a section for ${version}.`);
  }
  const released: Section[] = [
    { name: UNRELEASED, date: undefined, body: '' },
    { name: version, date, body: unreleased.body },
    ...sections.filter((s) => s !== unreleased),
  ];
  const blocks = released.map(
    (s) => `## [${s.name}]${s.date ? ` - ${s.date}` : ''}${s.body ? `\n\n${s.body}` : ''}`,
  );
  return `${[preamble, ...blocks, ...(links.length ? [links.join('\n')] : [])].join('\n\n')}\n`;
}

/**
 * Why a tag cannot be released from this tree, or undefined: it must name package.json's
 * version, and CHANGELOG.md must have a dated section for it with something in it.
 */
export function releaseProblem(
  tag: string,
  packageVersion: string,
  changelog: string,
): string | undefined {
  let version: string;
  try {
    version = versionOfTag(tag);
  } catch (error) {
    return (error as Error).message;
  }
  if (version !== packageVersion) {
    return `Tag ${tag} does not match package.json's version ${packageVersion}: tag the commit that \`npm run release\` made.`;
  }
  const section = sectionOf(changelog, version);
  if (!section) return `CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" section.`;
  if (!section.date) return `CHANGELOG.md's section for ${version} has no date.`;
  if (!section.body) return `CHANGELOG.md's section for ${version} is empty.`;
  return undefined;
}

function main(argv: string[], root: string): number {
  const [command, tag] = argv;
  if ((command !== 'check' && command !== 'notes') || !tag) {
    console.error('usage: node scripts/changelog.ts check|notes vX.Y.Z');
    return 2;
  }
  const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const problem = releaseProblem(tag, pkg.version, changelog);
  if (problem) {
    console.error(problem);
    return 1;
  }
  if (command === 'notes') console.log(sectionOf(changelog, versionOfTag(tag))!.body);
  else console.log(`${tag}: package.json and CHANGELOG.md agree.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  process.exitCode = main(process.argv.slice(2), root);
}
