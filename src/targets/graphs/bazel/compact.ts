/**
 * The Bazel graph in the form the impact is worked out on, and the cache stores: every label once
 * (the main repository's targets first, sorted, then every other label the graph names), and the
 * edges as arrays of label numbers. A cached graph is read back with a few string arrays and
 * typed arrays, not one object per target, and a package's targets are a range of the sorted
 * labels: what an exact hit costs stays close to what reading the entry costs.
 */
import type { BazelGraph, BazelTarget, ExternalRepository, TargetKind } from './graph.js';

/** The target kinds, by their number in `kinds`. */
export const KINDS: readonly TargetKind[] = [
  'rule',
  'source-file',
  'generated-file',
  'package-group',
];

export interface CompactGraph {
  /** Targets' labels (`//pkg:name`) sorted, then the other labels edges name (`@repo//…`, gone ones). */
  labels: string[];
  /** How many of `labels` are targets. */
  targetCount: number;
  /** Each target's kind: its index in KINDS. */
  kinds: Uint8Array;
  /** Rule classes, by number. */
  classes: string[];
  /** Each target's rule class number; -1 when it is no rule. */
  ruleClass: Int32Array;
  /** Target t's inputs are inputs[inputStart[t] .. inputStart[t + 1]). */
  inputStart: Int32Array;
  inputs: Int32Array;
  /** Each target's generating rule (a generated file's); -1 for none. */
  generatingRule: Int32Array;
  /** A package group's included groups, by target number. */
  includes: Map<number, number[]>;
  /** A toolchain-kind rule's every named label (no query edge), by target number. */
  refs: Map<number, number[]>;
  packages: Set<string>;
  loadedBy: Map<string, Set<string>>;
  packagesWithErrors: string[];
  external: Map<string, ExternalRepository>;
}

/** The compact form of a graph (after a query, or a splice). */
export function compactGraph(graph: BazelGraph): CompactGraph {
  const targets = [...graph.targets.keys()].sort();
  const ids = new Map<string, number>();
  targets.forEach((label, i) => ids.set(label, i));
  const labels = [...targets];
  const idOf = (label: string): number => {
    let id = ids.get(label);
    if (id === undefined) {
      id = labels.length;
      labels.push(label);
      ids.set(label, id);
    }
    return id;
  };
  const n = targets.length;
  const kinds = new Uint8Array(n);
  const classes: string[] = [];
  const classIds = new Map<string, number>();
  const ruleClass = new Int32Array(n).fill(-1);
  const inputStart = new Int32Array(n + 1);
  const inputs: number[] = [];
  const generatingRule = new Int32Array(n).fill(-1);
  const includes = new Map<number, number[]>();
  const refs = new Map<number, number[]>();
  for (let t = 0; t < n; t++) {
    const target = graph.targets.get(targets[t]!)!;
    kinds[t] = KINDS.indexOf(target.kind);
    if (target.ruleClass !== undefined) {
      let c = classIds.get(target.ruleClass);
      if (c === undefined) {
        c = classes.length;
        classes.push(target.ruleClass);
        classIds.set(target.ruleClass, c);
      }
      ruleClass[t] = c;
    }
    inputStart[t] = inputs.length;
    for (const input of target.inputs) inputs.push(idOf(input));
    if (target.generatingRule !== undefined) generatingRule[t] = idOf(target.generatingRule);
    if (target.includes !== undefined) includes.set(t, target.includes.map(idOf));
    if (target.refs !== undefined) refs.set(t, target.refs.map(idOf));
  }
  inputStart[n] = inputs.length;
  return {
    labels,
    targetCount: n,
    kinds,
    classes,
    ruleClass,
    inputStart,
    inputs: Int32Array.from(inputs),
    generatingRule,
    includes,
    refs,
    packages: graph.packages,
    loadedBy: graph.loadedBy,
    packagesWithErrors: graph.packagesWithErrors,
    external: graph.external,
  };
}

/** The graph as the query gives it (for a near hit's splice). */
export function expandGraph(c: CompactGraph): BazelGraph {
  const label = (id: number) => c.labels[id]!;
  const targets = new Map<string, BazelTarget>();
  for (let t = 0; t < c.targetCount; t++) {
    const target: BazelTarget = {
      kind: KINDS[c.kinds[t]!]!,
      inputs: Array.from(c.inputs.subarray(c.inputStart[t]!, c.inputStart[t + 1]!), label),
    };
    if (c.ruleClass[t]! >= 0) target.ruleClass = c.classes[c.ruleClass[t]!]!;
    if (c.generatingRule[t]! >= 0) target.generatingRule = label(c.generatingRule[t]!);
    const includes = c.includes.get(t);
    if (includes) target.includes = includes.map(label);
    const refs = c.refs.get(t);
    if (refs) target.refs = refs.map(label);
    targets.set(label(t), target);
  }
  return {
    targets,
    packages: c.packages,
    loadedBy: c.loadedBy,
    packagesWithErrors: c.packagesWithErrors,
    external: c.external,
  };
}

/** The first target number whose label is not below `label` (binary search of the sorted targets). */
function lowerBound(c: CompactGraph, label: string): number {
  let lo = 0;
  let hi = c.targetCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (c.labels[mid]! < label) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A target's number; -1 when `label` is no target. */
export function targetId(c: CompactGraph, label: string): number {
  const i = lowerBound(c, label);
  return i < c.targetCount && c.labels[i] === label ? i : -1;
}

/** The targets of package `pkg`: the numbers [from, to) (labels sharing the prefix `//pkg:`). */
export function packageTargets(c: CompactGraph, pkg: string): [number, number] {
  const prefix = `//${pkg}:`;
  const from = lowerBound(c, prefix);
  let to = from;
  while (to < c.targetCount && c.labels[to]!.startsWith(prefix)) to++;
  return [from, to];
}

/**
 * Every label's dependents (the targets taking it as an input, the files a rule generates, the
 * groups including a group): dependents of l are dependents[start[l] .. start[l + 1]).
 */
export function reverseEdges(c: CompactGraph): { start: Int32Array; dependents: Int32Array } {
  const n = c.labels.length;
  const count = new Int32Array(n + 1);
  const each = (visit: (from: number, to: number) => void) => {
    for (let t = 0; t < c.targetCount; t++) {
      for (let i = c.inputStart[t]!; i < c.inputStart[t + 1]!; i++) visit(c.inputs[i]!, t);
      if (c.generatingRule[t]! >= 0) visit(c.generatingRule[t]!, t);
    }
    for (const [t, included] of c.includes) for (const g of included) visit(g, t);
  };
  each((from) => count[from + 1]!++);
  for (let l = 0; l < n; l++) count[l + 1]! += count[l]!;
  const start = count.slice();
  const at = count.slice(0, n);
  const dependents = new Int32Array(start[n]!);
  each((from, to) => (dependents[at[from]!++] = to));
  return { start, dependents };
}
