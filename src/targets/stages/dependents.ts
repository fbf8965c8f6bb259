/**
 * Stage 6: dependents followed: every target that depends, directly or transitively, on an
 * impacted one (rules through their depends-on, a workspace's packages through their manifests);
 * then ALL when a source says so once every dependent is known (Turborepo's root rule).
 */
import type { Explanation } from '../explain.js';
import type { TargetRule } from '../rules.js';
import type { SourceAnswer } from '../source.js';
import { All } from './result.js';

/** Stage 6: `direct` with every dependent of its targets added, or ALL. */
export function followDependents(
  direct: Map<string, Explanation>,
  rules: readonly TargetRule[],
  answers: readonly SourceAnswer[],
): Map<string, Explanation> | All {
  propagate([...rules, ...answers.flatMap((answer) => answer.nodes ?? [])], direct);
  for (const answer of answers) {
    const reason = answer.allAfter?.(direct);
    if (reason !== undefined) return new All(reason);
  }
  return direct;
}

/** Adds to `impacted` every target that depends on one in it, with the dependency that made it. */
function propagate(
  targets: readonly { name: string; dependsOn: readonly string[] }[],
  impacted: Map<string, Explanation>,
): void {
  const dependents = new Map<string, string[]>();
  // Indexed: thousands of rules, most with no dependency, walked once, cold.
  for (let i = 0; i < targets.length; i++) {
    const { name, dependsOn } = targets[i]!;
    for (let j = 0; j < dependsOn.length; j++) {
      const dep = dependsOn[j]!;
      const list = dependents.get(dep);
      if (list) list.push(name);
      else dependents.set(dep, [name]);
    }
  }
  if (dependents.size === 0) return;
  const queue = [...impacted.keys()].sort();
  for (let i = 0; i < queue.length; i++) {
    const name = queue[i]!;
    for (const dependent of dependents.get(name) ?? []) {
      if (impacted.has(dependent)) continue;
      impacted.set(dependent, { kind: 'dependency', dependency: name });
      queue.push(dependent);
    }
  }
}
