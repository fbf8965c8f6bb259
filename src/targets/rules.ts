import { load as parseYaml, YAMLException } from 'js-yaml';
import { InputError } from '../errors.js';
import { errorMessage, quoteValue } from '../format.js';
import { normalizePattern, patternTooComplex } from './matcher.js';

/** One target: plain patterns, `!` exclusions (for this target only), and dependencies. */
export interface TargetRule {
  name: string;
  include: string[];
  exclude: string[];
  dependsOn: string[];
  /** The input the rule came from, for error messages. */
  input: string;
}

const FORMAT =
  'a mapping of target names to a pattern, a list of patterns, or {paths: [...], depends-on: [...]}';

function stringList(value: unknown, input: string, where: string): string[] {
  if (value === null || value === undefined) return [];
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    if (typeof item !== 'string' && typeof item !== 'number') {
      throw new InputError(
        input,
        `Input "${input}": ${where} must be a pattern string or a list of them, not ${kindOf(item)}.`,
      );
    }
    return String(item);
  });
}

/**
 * What a YAML value is, in words, without walking it: a value may be an alias bomb (each level
 * repeating the one below) or refer to itself, so it is never stringified whole.
 */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return `a nested list (${value.length} items)`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${quoteValue(String(value))}`;
}

/** Rules text above this many characters is refused (a file of 50,000 rules is about 5 MB). */
export const MAX_RULES_CHARS = 32 * 1024 * 1024;

/**
 * Parse target rules from YAML text. Throws an InputError that names the input (and the target)
 * for YAML that does not parse, a value of the wrong shape, or an empty rule.
 */
export function parseRules(text: string, input: string): TargetRule[] {
  if (text.length > MAX_RULES_CHARS) {
    throw new InputError(
      input,
      `Input "${input}" is ${Math.round(text.length / 1024 / 1024)} MB of rules; at most ${MAX_RULES_CHARS / 1024 / 1024} MB is read.`,
    );
  }
  let doc: unknown;
  try {
    // js-yaml: about 15x faster than `yaml` on large rule sets; refuses duplicate keys.
    doc = parseYaml(text);
  } catch (error) {
    const detail =
      error instanceof YAMLException
        ? `${error.reason} at line ${error.mark.line + 1}, column ${error.mark.column + 1}`
        : errorMessage(error);
    throw new InputError(
      input,
      `Input "${input}" is not valid YAML: ${detail}. Expected ${FORMAT}.`,
    );
  }
  if (doc === null || doc === undefined) return [];
  if (typeof doc !== 'object' || Array.isArray(doc)) {
    throw new InputError(input, `Input "${input}" must be ${FORMAT}; got ${quoteValue(text)}.`);
  }
  const rules: TargetRule[] = [];
  for (const [name, value] of Object.entries(doc as Record<string, unknown>)) {
    if (name.trim() === '')
      throw new InputError(input, `Input "${input}" has a target with an empty name.`);
    const where = `target "${name}"`;
    let patterns: string[];
    let dependsOn: string[] = [];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      const unknownKeys = Object.keys(record).filter((k) => k !== 'paths' && k !== 'depends-on');
      if (unknownKeys.length > 0) {
        throw new InputError(
          input,
          `Input "${input}": ${where} has unknown key(s) ${unknownKeys.map((k) => `"${k}"`).join(', ')}; expected "paths" and "depends-on".`,
        );
      }
      patterns = stringList(record.paths, input, `"paths" of ${where}`);
      dependsOn = stringList(record['depends-on'], input, `"depends-on" of ${where}`);
    } else {
      patterns = stringList(value, input, where);
    }
    patterns = patterns.map(normalizePattern).filter((p) => p !== '' && p !== '!');
    const include = patterns.filter((p) => !p.startsWith('!'));
    const exclude = patterns
      .filter((p) => p.startsWith('!'))
      .map((p) => normalizePattern(p.slice(1)));
    if (include.length === 0 && dependsOn.length === 0) {
      throw new InputError(
        input,
        `Input "${input}": ${where} is empty${exclude.length > 0 ? ' (it has only `!` exclusions)' : ''}; give it at least one pattern or a depends-on.`,
      );
    }
    refuseComplexPatterns([...include, ...exclude], input, where);
    rules.push({ name, include, exclude, dependsOn: [...new Set(dependsOn)], input });
  }
  return rules;
}

/**
 * An InputError for the first pattern whose matching could backtrack catastrophically
 * (patternTooComplex), naming the input and, for a rule, its target.
 */
export function refuseComplexPatterns(
  patterns: readonly string[],
  input: string,
  where?: string,
): void {
  for (const pattern of patterns) {
    const why = patternTooComplex(pattern);
    if (why) {
      throw new InputError(
        input,
        `Input "${input}": pattern ${quoteValue(pattern)}${where ? ` of ${where}` : ''} is too complex to match safely: ${why} ` +
          '(matching time grows with the name length to that power). Split it into simpler patterns.',
      );
    }
  }
}

/**
 * Merge rule sets and check the dependency graph: every depends-on names a known target (a rule,
 * or one of `packages`: the workspace's) and there is no cycle. Errors name the target and its
 * input.
 */
export function checkRules(
  ruleSets: TargetRule[][],
  packages: ReadonlySet<string> = new Set(),
): TargetRule[] {
  const byName = new Map<string, TargetRule>();
  for (const rule of ruleSets.flat()) {
    const existing = byName.get(rule.name);
    if (existing) {
      throw new InputError(
        rule.input,
        `Input "${rule.input}": target "${rule.name}" is also defined in "${existing.input}"; each target may be defined once.`,
      );
    }
    byName.set(rule.name, rule);
  }
  for (const rule of byName.values()) {
    for (const dep of rule.dependsOn) {
      if (!byName.has(dep) && !packages.has(dep)) {
        throw new InputError(
          rule.input,
          `Input "${rule.input}": target "${rule.name}" depends on unknown target "${dep}"` +
            (packages.size > 0 ? ' (neither a rule nor a workspace package).' : '.'),
        );
      }
    }
  }
  // Iterative depth-first search: 0 = unseen, 1 = on the current path, 2 = done.
  const state = new Map<string, 0 | 1 | 2>();
  for (const start of byName.keys()) {
    if (state.get(start) === 2) continue;
    const path: string[] = [];
    const stack: { name: string; next: number }[] = [{ name: start, next: 0 }];
    state.set(start, 1);
    path.push(start);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const deps = byName.get(frame.name)!.dependsOn;
      if (frame.next >= deps.length) {
        state.set(frame.name, 2);
        stack.pop();
        path.pop();
        continue;
      }
      const dep = deps[frame.next++]!;
      const seen = state.get(dep) ?? 0;
      if (seen === 1) {
        const cycle = [...path.slice(path.indexOf(dep)), dep].join(' -> ');
        const rule = byName.get(dep)!;
        throw new InputError(
          rule.input,
          `Input "${rule.input}": target "${dep}" depends on itself through a cycle: ${cycle}.`,
        );
      }
      // A package's dependencies are the workspace's, not rules: no rule cycle runs through one.
      if (seen === 0 && byName.has(dep)) {
        state.set(dep, 1);
        path.push(dep);
        stack.push({ name: dep, next: 0 });
      }
    }
  }
  return [...byName.values()];
}
