/**
 * The command-line tool on every Node it supports: 20 and 22, which most CI images still run,
 * and 24, the action's runtime. The bundled `merge-queue-connect` computes the same upload and
 * refuses the same mistakes on each, and package.json's `engines` names exactly these, so npx
 * prints no EBADENGINE warning on them (test/dev-commands.test.ts runs npx under each).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Repo, removeDir, tempDir } from './support/git-repo.js';
import { NODES, ROOT } from './support/runner.js';
import { runTool } from './support/tool.js';

let root: string;
let repo: Repo;
let base: string;
let head: string;
beforeAll(() => {
  root = tempDir('mq-nodes-');
  repo = Repo.init(path.join(root, 'repo'));
  repo.write('services/api/a.ts').write('web/index.ts').commit('base');
  base = repo.head();
  repo.write('services/api/a.ts', 'changed\n');
  head = repo.commit('change the api');
});
afterAll(() => removeDir(root));

/** The bundled tool under `node`, outside any CI. */
const tool = (node: string, args: string[]) => runTool(args, { cwd: repo.dir, node });

const upload = (targets = 'api: services/api/**\nweb: web/**') => [
  'upload-impacted-targets',
  '--dry-run',
  '--json',
  '--repository',
  'o/r',
  '--pr-number',
  '3',
  '--pr-sha',
  head,
  '--target-branch',
  'main',
  '--base-sha',
  base,
  '--targets',
  targets,
];

describe.each(Object.entries(NODES))('Node %s', (major, node) => {
  it(`is the Node ${major} binary`, () => {
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' });
    expect(version.stdout.trim()).toMatch(new RegExp(`^v${major}\\.`));
  });

  it('computes the upload', async () => {
    const result = await tool(node, upload());
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      'impacted-targets': ['api'],
      'changed-files-count': 1,
      uploaded: false,
    });
  });

  it('refuses a misspelt value and a rule naming a directory, as on the others', async () => {
    const misspelt = await tool(node, [...upload(), '--workspaces', 'pnmp']);
    expect(misspelt.code).toBe(2);
    expect(misspelt.stderr).toContain('Did you mean "pnpm"?');
    const directory = await tool(node, upload('api: services/api'));
    expect(directory.code).toBe(2);
    expect(directory.stderr).toContain('"services/api/**"');
  });
});

describe('engines', () => {
  it('names the Nodes tested here, and the action stays on node24', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe('^20.11.0 || ^22.0.0 || >=24.0.0');
    expect(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')).toMatch(/using: ['"]?node24/);
  });
});
