import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  unlinkSync,
  renameSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** Isolated from the machine's git config: no global or system config is read or written. */
export const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_TERMINAL_PROMPT: '0',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    env: GIT_ENV,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  }).trim();
}

export function tempDir(prefix = 'mq-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A working repository with helpers to write files and commit. */
export class Repo {
  constructor(readonly dir: string) {}

  static init(dir: string, branch = 'main'): Repo {
    mkdirSync(dir, { recursive: true });
    git(dir, 'init', '-q', '-b', branch);
    // Let clients fetch any reachable commit by SHA, as GitHub does.
    git(dir, 'config', 'uploadpack.allowReachableSHA1InWant', 'true');
    git(dir, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    return new Repo(dir);
  }

  write(file: string, content = `${file}\n`): this {
    const full = path.join(this.dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    return this;
  }

  read(file: string): string {
    return readFileSync(path.join(this.dir, file), 'utf8');
  }

  remove(file: string): this {
    unlinkSync(path.join(this.dir, file));
    return this;
  }

  move(from: string, to: string): this {
    mkdirSync(path.dirname(path.join(this.dir, to)), { recursive: true });
    renameSync(path.join(this.dir, from), path.join(this.dir, to));
    return this;
  }

  commit(message: string): string {
    git(this.dir, 'add', '-A');
    git(this.dir, 'commit', '-q', '--allow-empty', '-m', message);
    return this.head();
  }

  head(): string {
    return git(this.dir, 'rev-parse', 'HEAD');
  }

  git(...args: string[]): string {
    return git(this.dir, ...args);
  }

  get url(): string {
    return `file://${this.dir}`;
  }
}

/** A clone the way actions/checkout leaves it: depth 1 at one ref, detached. */
export function shallowCheckout(origin: Repo, dir: string, ref: string, localRef: string): Repo {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'remote', 'add', 'origin', origin.url);
  git(dir, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', `+${ref}:${localRef}`);
  git(dir, 'checkout', '-q', '--detach', localRef);
  return new Repo(dir);
}

/**
 * The end-to-end suites' origin: pull request #2 (feature/login) changes services/api/a.ts and
 * adds services/api/NOTES.md while main moves on in web/; refs/pull/2/head and refs/pull/2/merge
 * are there as GitHub keeps them, and main is checked out.
 */
export function pullRequestOrigin(dir: string): {
  origin: Repo;
  headSha: string;
  mainSha: string;
  mergeSha: string;
} {
  const origin = Repo.init(dir);
  origin.write('services/api/a.ts').write('web/index.ts').write('docs/x.md').commit('base');
  origin.git('checkout', '-q', '-b', 'feature/login');
  origin.write('services/api/a.ts', 'changed\n').write('services/api/NOTES.md');
  const headSha = origin.commit('feature');
  origin.git('checkout', '-q', 'main');
  origin.write('web/index.ts', 'main moved on\n');
  const mainSha = origin.commit('main moves on');
  origin.git('update-ref', 'refs/pull/2/head', headSha);
  origin.git('merge', '-q', '--no-ff', '-m', 'merge', headSha);
  const mergeSha = origin.head();
  origin.git('update-ref', 'refs/pull/2/merge', mergeSha);
  origin.git('reset', '-q', '--hard', mainSha);
  return { origin, headSha, mainSha, mergeSha };
}
