/**
 * depends-on names that no rule or workspace package gives, left to the build graphs whose units
 * a rule may name (GraphSource.dependable, Python's): checked once those graphs answered.
 */
import { InputError } from '../../errors.js';
import type { TargetRule } from '../rules.js';
import type { SourceAnswer } from '../source.js';

/** depends-on names no rule or package gave, left to the build graphs that allow them. */
export interface Deferred {
  names: Set<string>;
  /** Those graphs' titles, for the message. */
  tools: string[];
}

/**
 * The deferred depends-on names, now that the build graphs that allow them
 * (GraphSource.dependable) answered: each must be one of their targets.
 */
export function checkDeferred(
  rules: readonly TargetRule[],
  deferred: Deferred,
  answers: readonly SourceAnswer[],
): void {
  const known = (name: string) => answers.some((answer) => answer.names?.has(name));
  for (const rule of rules) {
    const dep = rule.dependsOn.find((name) => deferred.names.has(name) && !known(name));
    if (dep === undefined) continue;
    throw new InputError(
      rule.input,
      `Input "${rule.input}": target "${rule.name}" depends on unknown target "${dep}" (neither a rule, nor a workspace package, nor a ${deferred.tools.join(' or ')} unit).`,
    );
  }
}
