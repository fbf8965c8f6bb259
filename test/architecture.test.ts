/**
 * The shape docs/architecture.md describes, read from the import statements of src/: the engine
 * knows no runner, nothing looks back at a door, and no module imports itself in a circle.
 * A regex over the sources is enough here: every import is a plain string literal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
const DOORS = 'doors/';
const ACTION_DOOR = 'doors/action/';

/** Static imports, `export ... from`, side-effect imports, and `import('...')` (also in types). */
const IMPORT =
  /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Each source file (relative to src/, with `/`) and what it imports, relative ones resolved. */
function importGraph(): Map<string, { local: string[]; packages: string[] }> {
  const graph = new Map<string, { local: string[]; packages: string[] }>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const local: string[] = [];
    const packages: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      if (!spec.startsWith('.')) {
        packages.push(spec);
        continue;
      }
      const target = path.resolve(path.dirname(file), spec);
      const relative = path.relative(SRC, target).split(path.sep).join('/');
      // A relative path into node_modules (the lazy stand-ins) is a package import.
      const inModules = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(relative);
      if (inModules?.[1]) packages.push(inModules[1]);
      else local.push(relative.replace(/\.js$/, '.ts'));
    }
    graph.set(path.relative(SRC, file).split(path.sep).join('/'), { local, packages });
  }
  return graph;
}

/** The import circles: strongly connected components of more than one module, or a self-import. */
function circles(graph: Map<string, { local: string[] }>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.local ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.local.includes(node)) {
        found.push(component.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return found;
}

describe('architecture: the import graph of src/', () => {
  const graph = importGraph();

  it('reads the graph (every relative import names a source file)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(`${ACTION_DOOR}workflow.ts`)?.packages).toContain('@actions/core');
    const dangling = [...graph].flatMap(([file, { local }]) =>
      local.filter((to) => !graph.has(to)).map((to) => `${file} -> ${to}`),
    );
    expect(dangling).toEqual([]);
  });

  it('imports @actions/* only in the action door', () => {
    const outside = [...graph].flatMap(([file, { packages }]) =>
      file.startsWith(ACTION_DOOR)
        ? []
        : packages.filter((p) => p.startsWith('@actions/')).map((p) => `${file} -> ${p}`),
    );
    expect(outside).toEqual([]);
  });

  it('the command-line tool reaches no @actions/* package, not even lazily', () => {
    // @actions/core writes workflow commands (::debug::) on stdout, where --json prints.
    const seen = new Set<string>();
    const reached: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const node = graph.get(file);
      for (const p of node?.packages ?? [])
        if (p.startsWith('@actions/')) reached.push(`${file} -> ${p}`);
      for (const next of node?.local ?? []) visit(next);
    };
    visit('doors/cli/index.ts');
    expect(seen.size).toBeGreaterThan(50);
    expect(seen.has('doors/cli/main.ts')).toBe(true);
    expect(reached).toEqual([]);
  });

  it('errors.ts, which every layer imports, imports nothing of service/', () => {
    expect(graph.get('errors.ts')?.local.filter((to) => to.startsWith('service/'))).toEqual([]);
  });

  it('imports a door only from a door', () => {
    const back = [...graph].flatMap(([file, { local }]) =>
      file.startsWith(DOORS)
        ? []
        : local.filter((to) => to.startsWith(DOORS)).map((to) => `${file} -> ${to}`),
    );
    expect(back).toEqual([]);
  });

  it('has no import circle (static, type-only or lazy)', () => {
    expect(circles(graph)).toEqual([]);
  });
});

describe('architecture: the targets engine reads as its stages', () => {
  const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

  it('compute.ts is under 250 lines, and computeImpactedTargets fits on one screen', () => {
    const text = read('targets/compute.ts');
    expect(text.split('\n').length).toBeLessThan(250);
    const start = text.indexOf('export async function computeImpactedTargets(');
    expect(start).toBeGreaterThan(-1);
    const body = text.slice(start, text.indexOf('\n}\n', start) + 2);
    expect(body.split('\n').length).toBeLessThan(60);
  });

  it('checks the rules in one place: one call of checkRules in src/', () => {
    const calls = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bcheckRules\(/g)].map(() =>
        path.relative(SRC, file),
      ),
    );
    // The definition and the engine's one call.
    expect(calls.sort()).toEqual(['targets/compute.ts', 'targets/rules.ts']);
  });

  it('lists every build tool, workspace manager and layer in the one registry, which auto reads', async () => {
    const { BUILD_TOOLS, LAYERS, MANAGERS } = await import('../src/settings.js');
    const { SOURCES } = await import('../src/targets/registry.js');
    expect(SOURCES.map((s) => s.name).sort()).toEqual(
      [...BUILD_TOOLS, ...MANAGERS, ...LAYERS].sort(),
    );
    // Nothing else names the managers' or the tools' lists for auto.
    for (const file of ['targets/workspaces/discover.ts', 'targets/stages/tools.ts']) {
      expect(read(file), file).not.toMatch(/\bBUILD_TOOLS\b|\['pnpm'|'yarn\.lock'/);
    }
  });
});
