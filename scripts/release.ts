/**
 * npm run release -- patch|minor|major|X.Y.Z [--date YYYY-MM-DD] [--dry-run]
 *
 * Cuts a release in the current directory's repository: checks that the work tree is clean, on
 * main, and that CHANGELOG.md has Unreleased entries; bumps the version in package.json and
 * package-lock.json; moves the Unreleased entries into a dated section; commits "Release vX.Y.Z"
 * and makes the annotated tag vX.Y.Z. Nothing is pushed: the last line says what to push, and
 * the release workflow takes it from there (checks, GitHub release, the major tag).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { nextVersion, releaseChangelog } from './changelog.js';

interface Options {
  bump: string;
  date: string;
  dryRun: boolean;
}

function parseArgs(argv: string[]): Options {
  let bump: string | undefined;
  let date = new Date().toISOString().slice(0, 10);
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--date') date = argv[++i] ?? '';
    else if (!arg.startsWith('--') && bump === undefined) bump = arg;
    else throw new Error(`Unknown argument "${arg}".`);
  }
  if (!bump) {
    throw new Error(
      'Say which release: npm run release -- patch|minor|major|X.Y.Z [--date YYYY-MM-DD] [--dry-run]',
    );
  }
  return { bump, date, dryRun };
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** The package files' text with the version replaced, key order and layout kept. */
function withVersion(text: string, version: string, lock: boolean): string {
  const json = JSON.parse(text) as {
    version?: string;
    packages?: Record<string, { version?: string }>;
  };
  json.version = version;
  if (lock && json.packages?.['']) json.packages[''].version = version;
  return `${JSON.stringify(json, null, 2)}\n`;
}

function release(cwd: string, options: Options): void {
  const status = git(cwd, 'status', '--porcelain');
  if (status) throw new Error(`The work tree has changes; commit or stash them first:\n${status}`);
  const branch = git(cwd, 'rev-parse', '--abbrev-ref', 'HEAD');
  if (branch !== 'main') throw new Error(`Releases are cut from main; this is ${branch}.`);

  const files = {
    pkg: path.join(cwd, 'package.json'),
    lock: path.join(cwd, 'package-lock.json'),
    changelog: path.join(cwd, 'CHANGELOG.md'),
  };
  const pkgText = readFileSync(files.pkg, 'utf8');
  const current = (JSON.parse(pkgText) as { version: string }).version;
  const version = nextVersion(current, options.bump);
  const tag = `v${version}`;
  if (git(cwd, 'tag', '--list', tag)) throw new Error(`The tag ${tag} exists already.`);
  const changelog = releaseChangelog(readFileSync(files.changelog, 'utf8'), version, options.date);
  const lockText = readFileSync(files.lock, 'utf8');

  if (options.dryRun) {
    console.log(`Would release ${tag} (${current} -> ${version}), dated ${options.date}.`);
    return;
  }
  writeFileSync(files.pkg, withVersion(pkgText, version, false));
  writeFileSync(files.lock, withVersion(lockText, version, true));
  writeFileSync(files.changelog, changelog);
  git(cwd, 'add', '--', 'package.json', 'package-lock.json', 'CHANGELOG.md');
  git(cwd, 'commit', '-q', '-m', `Release ${tag}`);
  git(cwd, 'tag', '-a', tag, '-m', tag);
  console.log(`Released ${tag} locally (${current} -> ${version}).`);
  console.log(`Push it: git push origin main ${tag}`);
}

try {
  release(process.cwd(), parseArgs(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
