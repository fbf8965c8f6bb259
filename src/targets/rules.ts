import picomatch from 'picomatch';
import { Inputs } from '../constants.js';
import { InputError } from '../errors.js';
import { errorMessage, quoteValue } from '../format.js';
import {
  normalizePattern,
  patternMatchesNothing,
  patternTooComplex,
  plainSplit,
} from './matcher.js';
import { readSimpleYaml } from './simple-yaml.js';

/** One target: plain patterns, `!` exclusions (for this target only), and dependencies. */
export interface TargetRule {
  name: string;
  include: string[];
  exclude: string[];
  dependsOn: string[];
  /** The input the rule came from, for error messages. */
  input: string;
  /**
   * dorny/paths-filter change-type prefixes (`added|modified`) its patterns were written with:
   * dropped, since every change type impacts a target; the user is told (changeTypeWarnings).
   */
  changeTypes?: string[];
}

/** dorny/paths-filter's change statuses, which may prefix a pattern: `added|modified: src/**`. */
const CHANGE_TYPES = new Set(['added', 'copied', 'deleted', 'modified', 'renamed', 'unmerged']);

const isChangeTypes = (key: string): boolean =>
  key.split('|').every((t) => CHANGE_TYPES.has(t.trim().toLowerCase()));

/** A mapping whose keys, one at least, are all change types (`{added|modified: src/**}`). */
const isChangeTypeMapping = (value: object): boolean => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every(isChangeTypes);
};

/** A quoted `added|modified: src/**` item: its change types and the pattern it carries. */
function splitChangeTypes(item: string): [string, string] | undefined {
  const match = /^\s*([a-z|\s]+?)\s*:\s+(\S.*)$/is.exec(item);
  return match && isChangeTypes(match[1]!) ? [match[1]!, match[2]!] : undefined;
}

/** Patterns of one rule (lists inside lists included, as YAML anchors make them), at most. */
const MAX_LIST_ITEMS = 100_000;
/** How deep lists may nest inside a rule (`- *shared` of a list that itself uses an anchor). */
const MAX_LIST_DEPTH = 8;

const FORMAT =
  'a mapping of target names to a pattern, a list of patterns, or {paths: [...], depends-on: [...]}';

/**
 * The pattern strings of a rule's value: a string, a list of them, lists inside lists (a YAML
 * anchor `- *shared` in a paths-filter file), and paths-filter's change-type forms, a mapping
 * `added|modified: pattern(s)` or the string `'added|modified: pattern'`, as the patterns they
 * carry; the change types seen go to `changeTypes`.
 */
function stringList(
  value: unknown,
  input: string,
  where: string,
  changeTypes?: Set<string>,
): string[] {
  const out: string[] = [];
  const visit = (item: unknown, depth: number): void => {
    if (item === null || item === undefined) return;
    if (depth > MAX_LIST_DEPTH) {
      throw new InputError(
        input,
        `Input "${input}": ${where} has lists nested more than ${MAX_LIST_DEPTH} deep (a YAML alias that refers to itself?); give a flat list of patterns.`,
      );
    }
    if (out.length >= MAX_LIST_ITEMS) {
      throw new InputError(
        input,
        `Input "${input}": ${where} has more than ${MAX_LIST_ITEMS} patterns (YAML aliases repeating lists?); give a flat list.`,
      );
    }
    if (typeof item === 'string' || typeof item === 'number') {
      const text = String(item);
      const carried =
        changeTypes && typeof item === 'string' && text.includes(':')
          ? splitChangeTypes(text)
          : undefined;
      if (carried) {
        changeTypes!.add(carried[0]);
        out.push(carried[1]);
      } else out.push(text);
      return;
    }
    if (Array.isArray(item)) {
      for (const inner of item) visit(inner, depth + 1);
      return;
    }
    if (changeTypes && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>);
      if (entries.length > 0 && entries.every(([key]) => isChangeTypes(key))) {
        for (const [key, patterns] of entries) {
          changeTypes.add(key);
          visit(patterns, depth + 1);
        }
        return;
      }
    }
    throw new InputError(
      input,
      `Input "${input}": ${where} must be a pattern string or a list of them, not ${kindOf(item)}` +
        (changeTypes && typeof item === 'object'
          ? ` (a mapping in a list is read only as dorny/paths-filter's change types, such as "added|modified: src/**", from ${[...CHANGE_TYPES].join(', ')}).`
          : '.'),
    );
  };
  visit(value, 0);
  return out;
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

/**
 * A pattern that the rules' checks would take as written: at most three `*` (patternTooComplex
 * counts no further), no `**` + `/` + `**` run, no space, `:` (paths-filter's change types), `./`
 * or faulty segment (patternMatchesNothing: a leading, trailing or double `/`, `.`, `..`), and
 * only name characters; an optional `!` before it. normalizePattern leaves it as it is, and
 * neither refusal applies: a large rules file's patterns are taken with one test each (cold, the
 * checks one by one cost about 10 ms of 6,000 patterns). test/rules-fast.test.ts holds the two
 * equal on every such pattern up to six characters.
 */
const PLAIN_PATTERN =
  /^(?!(?:[^*]*\*){4})(?!.*\*\*\/\*\*)!?(?!\.\.?(?:\/|$))[A-Za-z0-9_.*-]+(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9_.*-]+)*$/;

export const isPlainPattern = (pattern: string): boolean => PLAIN_PATTERN.test(pattern);

/**
 * A rule of the common form (simple-yaml.ts) whose patterns are all plain (isPlainPattern) and
 * include one at least, as the general path below would make it; undefined for any other.
 */
function plainRule(name: string, value: string | string[], input: string): TargetRule | undefined {
  const list = typeof value === 'string' ? [value] : value;
  if (list.length >= MAX_LIST_ITEMS) return undefined;
  const include: string[] = [];
  const exclude: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const pattern = list[i]!;
    if (!PLAIN_PATTERN.test(pattern)) return undefined;
    if (pattern.charCodeAt(0) === 33 /* ! */) exclude.push(pattern.slice(1));
    else include.push(pattern);
  }
  if (include.length === 0) return undefined;
  return { name, include, exclude, dependsOn: [], input };
}

/** Rules text above this many characters is refused (a file of 50,000 rules is about 5 MB). */
export const MAX_RULES_CHARS = 32 * 1024 * 1024;

/**
 * Parse target rules from YAML text. Throws an InputError that names the input (and the target)
 * for YAML that does not parse, a value of the wrong shape, or an empty rule.
 */
export async function parseRules(text: string, input: string): Promise<TargetRule[]> {
  if (text.length > MAX_RULES_CHARS) {
    throw new InputError(
      input,
      `Input "${input}" is ${Math.round(text.length / 1024 / 1024)} MB of rules; at most ${MAX_RULES_CHARS / 1024 / 1024} MB is read.`,
    );
  }
  // The common form is read without js-yaml, exactly as js-yaml reads it (simple-yaml.ts).
  const simple = readSimpleYaml(text);
  let doc: unknown = simple;
  if (simple === undefined) {
    // js-yaml: about 15x faster than `yaml` on large rule sets; refuses duplicate keys. Loaded
    // by the first rules beyond the common form.
    const { load, YAMLException } = await import('js-yaml');
    try {
      doc = load(text);
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
  }
  if (doc === null || doc === undefined) return [];
  if (typeof doc !== 'object' || Array.isArray(doc)) {
    throw new InputError(input, `Input "${input}" must be ${FORMAT}; got ${quoteValue(text)}.`);
  }
  const rules: TargetRule[] = [];
  // The common form, every rule plain: taken with forEach (a large file's thousands of rules
  // make no iterator step or entry pair each, cold). Any other rule: all go the general way.
  if (simple) {
    let plain = true;
    simple.forEach((value, name) => {
      const rule = plain && plainRule(name, value, input);
      if (rule) rules.push(rule);
      else plain = false;
    });
    if (plain) return rules;
    rules.length = 0;
  }
  for (const [name, value] of simple ?? Object.entries(doc as Record<string, unknown>)) {
    const plain = simple && plainRule(name, value as string | string[], input);
    if (plain) {
      rules.push(plain);
      continue;
    }
    if (name.trim() === '')
      throw new InputError(input, `Input "${input}" has a target with an empty name.`);
    const where = `target "${name}"`;
    let patterns: string[];
    let dependsOn: string[] = [];
    const changeTypes = new Set<string>();
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !isChangeTypeMapping(value)
    ) {
      const record = value as Record<string, unknown>;
      const unknownKeys = Object.keys(record).filter((k) => k !== 'paths' && k !== 'depends-on');
      if (unknownKeys.length > 0) {
        throw new InputError(
          input,
          `Input "${input}": ${where} has unknown key(s) ${unknownKeys.map((k) => `"${k}"`).join(', ')}; expected "paths" and "depends-on".`,
        );
      }
      patterns = stringList(record.paths, input, `"paths" of ${where}`, changeTypes);
      dependsOn = stringList(record['depends-on'], input, `"depends-on" of ${where}`);
    } else {
      // A mapping of change types alone (`api: {added|modified: src/**}`) is one list item.
      patterns = stringList(Array.isArray(value) ? value : [value], input, where, changeTypes);
    }
    const include: string[] = [];
    const exclude: string[] = [];
    for (const written of patterns) {
      const p = normalizePattern(written);
      if (p === '' || p === '!') continue;
      if (p.startsWith('!')) exclude.push(normalizePattern(p.slice(1)));
      else include.push(p);
    }
    if (include.length === 0 && dependsOn.length === 0) {
      throw new InputError(
        input,
        `Input "${input}": ${where} is empty${exclude.length > 0 ? ' (it has only `!` exclusions)' : ''}; give it at least one pattern or a depends-on.`,
      );
    }
    refusePatterns(include, input, where);
    refusePatterns(exclude, input, where);
    rules.push({
      name,
      include,
      exclude,
      dependsOn: [...new Set(dependsOn)],
      input,
      ...(changeTypes.size > 0 && { changeTypes: [...changeTypes] }),
    });
  }
  return rules;
}

/**
 * An InputError for the first pattern that could backtrack catastrophically (patternTooComplex)
 * or can match no path at all (patternMatchesNothing), naming the input and, for a rule, its
 * target.
 */
export function refusePatterns(patterns: readonly string[], input: string, where?: string): void {
  // Named only for a refusal: most rule sets refuse nothing, and a large one has thousands.
  const named = (pattern: string) => `pattern ${quoteValue(pattern)}${where ? ` of ${where}` : ''}`;
  for (const pattern of patterns) {
    const why = patternTooComplex(pattern);
    if (why) {
      throw new InputError(
        input,
        `Input "${input}": ${named(pattern)} is too complex to match safely: ${why} ` +
          '(matching time grows with the name length to that power). Split it into simpler patterns.',
      );
    }
    const nothing = patternMatchesNothing(pattern);
    if (nothing) {
      throw new InputError(
        input,
        `Input "${input}": ${named(pattern)} can never match a changed file: ${nothing.why}. Instead, ${nothing.fix}.`,
      );
    }
  }
}

/** Whether `pattern` is a literal path: no glob character that picomatch would read as one. */
function isLiteral(pattern: string): boolean {
  // A * or ? with no escape in sight makes a glob; only the others need picomatch's scan.
  if (!pattern.includes('\\') && (pattern.includes('*') || pattern.includes('?'))) return false;
  const plain = plainSplit(pattern);
  if (plain) return plain.glob === '';
  return !picomatch.scan(pattern).isGlob;
}

/** One warning per rule written with paths-filter change types: what dropping them means. */
function changeTypeWarnings(rules: readonly TargetRule[]): string[] {
  return rules
    .filter((rule) => rule.changeTypes)
    .map(
      (rule) =>
        `target "${rule.name}" (${rule.input}): the change types ${rule.changeTypes!.map((t) => JSON.stringify(t)).join(', ')} ` +
        "(dorny/paths-filter's form) are not used: a target is impacted by every kind of change to its files, " +
        'added, modified, renamed or deleted, so its patterns count for all of them.',
    );
}

/** What the rules are checked against: the names and paths of the repository, once read. */
export interface RuleContext {
  /** Names besides the rules' that a depends-on may name: the workspace's packages. */
  packages?: ReadonlySet<string> | undefined;
  /**
   * For a depends-on that names neither a rule nor a package: whether it may pass (a package in
   * a submodule the checkout did not initialise; the workspace says so in its warnings).
   */
  excuse?: ((rule: TargetRule, name: string) => boolean) | undefined;
  /** Whether a repository-relative path is a directory of the compared tree. */
  isDirectory: (dir: string) => boolean;
  /** The impacts-all-on patterns, whose directory names are refused like the rules'. */
  impactsAllOn: readonly string[];
}

/**
 * The rules checked as a whole, in the one place that knows every name they may depend on:
 * each target defined once, every depends-on naming a rule or a package, no cycle, and no
 * pattern naming a directory (of a rule, or of impacts-all-on). Errors name the target and its
 * input; the warnings say what a rule's form drops (paths-filter's change types).
 */
export function checkRules(
  ruleSets: TargetRule[][],
  context: RuleContext,
): { rules: TargetRule[]; warnings: string[] } {
  const packages = context.packages ?? new Set<string>();
  const byName = new Map<string, TargetRule>();
  // The loops over every rule are indexed: a large rules file has thousands, walked once, cold,
  // and `for...of` makes an iterator step each until the JIT has compiled it.
  const all = ruleSets.flat();
  for (let i = 0; i < all.length; i++) {
    const rule = all[i]!;
    const existing = byName.get(rule.name);
    if (existing) {
      throw new InputError(
        rule.input,
        `Input "${rule.input}": target "${rule.name}" is also defined in "${existing.input}"; each target may be defined once.`,
      );
    }
    byName.set(rule.name, rule);
  }
  const excused = new Set<string>();
  const rules = [...byName.values()];
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    for (const dep of rule.dependsOn) {
      if (byName.has(dep) || packages.has(dep) || excused.has(dep)) continue;
      if (context.excuse?.(rule, dep)) {
        excused.add(dep);
        continue;
      }
      throw new InputError(
        rule.input,
        `Input "${rule.input}": target "${rule.name}" depends on unknown target "${dep}"` +
          (packages.size > 0 ? ' (neither a rule nor a workspace package).' : '.'),
      );
    }
  }
  // Iterative depth-first search: 0 = unseen, 1 = on the current path, 2 = done.
  const state = new Map<string, 0 | 1 | 2>();
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    const start = rule.name;
    // A rule that depends on nothing is on no cycle (most rules: no search for them).
    if (rule.dependsOn.length === 0 || state.get(start) === 2) continue;
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
  refuseDirectoryPatterns(rules, context.impactsAllOn, context.isDirectory);
  return { rules, warnings: changeTypeWarnings(rules) };
}

/**
 * An InputError for the first literal pattern (of a rule, or of impacts-all-on) that names a
 * directory of the compared tree: patterns match changed files, never directories, so
 * `packages/db` would match nothing under it and the target would silently never be impacted
 * (an upload of `[]` for a change to `packages/db/src/x.ts`). Like a trailing `/`, it is
 * refused with the rewrite, `packages/db/**`, which also matches the path itself (a submodule's
 * pointer, a file that replaced the directory), so it loses nothing.
 * `isDirectory` answers for a repository-relative path: the commit's tree when it was read.
 */
function refuseDirectoryPatterns(
  rules: readonly TargetRule[],
  impactsAllOn: readonly string[],
  isDirectory: (dir: string) => boolean,
): void {
  // `rule`: whose pattern it is; its words are made only when a pattern is refused.
  const refuse = (pattern: string, input: string, rule?: TargetRule): void => {
    const literal = pattern.startsWith('!') ? pattern.slice(1) : pattern;
    if (!isLiteral(literal) || !isDirectory(literal)) return;
    const where = rule && `target "${rule.name}"`;
    const rewrite = `${pattern.replace(/\/+$/, '')}/**`;
    throw new InputError(
      input,
      `Input "${input}": pattern ${quoteValue(pattern)}${where ? ` of ${where}` : ''} names a directory, ` +
        'and patterns match changed files, never directories, so it would match no change under it. ' +
        `Instead, write ${JSON.stringify(rewrite)} for the directory and everything under it.`,
    );
  };
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    const { include, exclude } = rule;
    for (let j = 0; j < include.length; j++) refuse(include[j]!, rule.input, rule);
    for (let j = 0; j < exclude.length; j++) refuse(`!${exclude[j]!}`, rule.input, rule);
  }
  for (const pattern of impactsAllOn) refuse(pattern, Inputs.ImpactsAllOn);
}
