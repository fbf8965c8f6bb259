/**
 * The Bazel graph as `bazel query --output=xml` gives it, read as it streams in: every target of
 * every package (rules, source and generated files, package groups) with what each rule takes as
 * input, the `.bzl` files each BUILD file loads, and the external repositories' rules.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { TOOLCHAIN_CLASSES, canonicalLabel, packageOf } from './labels.js';

export { canonicalLabel, packageOf, repositoryOf } from './labels.js';

export type TargetKind = 'rule' | 'source-file' | 'generated-file' | 'package-group';

export interface BazelTarget {
  kind: TargetKind;
  /** The rule class (`genrule`, `cc_test`), for rules. */
  ruleClass?: string;
  /** Labels a rule takes as input (attributes, implicit ones included), and its visibility's package groups. */
  inputs: string[];
  /** A generated file's rule. */
  generatingRule?: string;
  /** A package group's included groups. */
  includes?: string[];
  /**
   * For toolchain, platform and constraint rules: every label their attributes name, those that
   * are no query edge included (a toolchain's `toolchain`).
   */
  refs?: string[];
}

/** An external repository's rule (WORKSPACE mode), with what in the main repository feeds it. */
export interface ExternalRepository {
  name: string;
  ruleClass: string;
  /** A repository-relative directory it takes its files from (local_repository's path). */
  path?: string;
  /** Main-repository labels its attributes name (build_file, patches, workspace_file, ...). */
  labels: string[];
}

export interface BazelGraph {
  /** Every target of the main repository, by canonical label (`//pkg:name`). */
  targets: Map<string, BazelTarget>;
  /** Packages of the main repository (`''` for the root package). */
  packages: Set<string>;
  /** `.bzl` file label -> the packages whose BUILD file loads it (directly or transitively). */
  loadedBy: Map<string, Set<string>>;
  /** Packages Bazel marked as containing errors. */
  packagesWithErrors: string[];
  /** External repositories by name (WORKSPACE mode only). */
  external: Map<string, ExternalRepository>;
}

/** Names under which the same attribute carries labels (lists, single labels, strings). */
const LABEL_ELEMENTS = new Set(['label', 'output']);

/**
 * Reads the XML as chunks arrive; `end()` returns the graph. Throws on XML that is not the
 * query's (a parse error, or a document with no `<query>` root).
 */
export class BazelGraphReader {
  private readonly parser = new SaxesParser();
  private readonly graph: BazelGraph = {
    targets: new Map(),
    packages: new Set(),
    loadedBy: new Map(),
    packagesWithErrors: [],
    external: new Map(),
  };
  private sawQuery = false;
  /** The element being read at the top level (a rule, a source file, ...). */
  private current:
    | { kind: TargetKind; label: string; target: BazelTarget; external?: ExternalRepository }
    | undefined;
  /** The attribute list being read inside it (`<list name="visibility">`). */
  private list: string | undefined;

  constructor() {
    this.parser.on('opentag', (tag) => this.open(tag as SaxesTagPlain));
    this.parser.on('closetag', (tag) => this.close(tag as SaxesTagPlain));
    this.parser.on('error', (error) => {
      throw error;
    });
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  end(): BazelGraph {
    this.parser.close();
    if (!this.sawQuery) throw new Error('no <query> element');
    return this.graph;
  }

  private open(tag: SaxesTagPlain): void {
    const a = tag.attributes;
    switch (tag.name) {
      case 'query':
        this.sawQuery = true;
        return;
      case 'rule':
      case 'source-file':
      case 'generated-file':
      case 'package-group': {
        const label = canonicalLabel(a.name ?? '');
        const target: BazelTarget = { kind: tag.name, inputs: [] };
        if (tag.name === 'rule') {
          target.ruleClass = a.class ?? '';
          if (TOOLCHAIN_CLASSES.has(target.ruleClass)) target.refs = [];
        }
        if (tag.name === 'generated-file')
          target.generatingRule = canonicalLabel(a['generating-rule'] ?? '');
        if (tag.name === 'package-group') target.includes = [];
        if (tag.name === 'source-file' && a.package_contains_errors === 'true') {
          this.graph.packagesWithErrors.push(packageOf(label) ?? label);
        }
        this.current = { kind: tag.name, label, target };
        if (label.startsWith('//external:')) {
          if (tag.name === 'rule') {
            this.current.external = {
              name: label.slice('//external:'.length),
              ruleClass: a.class ?? '',
              labels: [],
            };
          }
          return;
        }
        const pkg = packageOf(label);
        if (pkg !== undefined) this.graph.packages.add(pkg);
        return;
      }
    }
    const current = this.current;
    if (!current) {
      // A kind of target this reader does not know would be read as absent: refuse the answer
      // (ALL, naming it) rather than lose its edges.
      throw new Error(`an element <${tag.name}> this reader does not know, outside any target`);
    }
    if (tag.name === 'list') {
      this.list = a.name;
      return;
    }
    if (current.external) {
      // Every label or string of a repository rule that names a main-repository file.
      const value = a.value ?? '';
      if (tag.name === 'string' && a.name === 'path') current.external.path = value;
      else if (value.startsWith('//') || value.startsWith('@//') || value.startsWith('@@//')) {
        current.external.labels.push(canonicalLabel(value));
      }
      return;
    }
    switch (tag.name) {
      case 'rule-input':
        current.target.inputs.push(canonicalLabel(a.name ?? ''));
        return;
      case 'load': {
        const bzl = canonicalLabel(a.name ?? '');
        const pkg = packageOf(current.label);
        if (pkg === undefined) return;
        let loaders = this.graph.loadedBy.get(bzl);
        if (!loaders) this.graph.loadedBy.set(bzl, (loaders = new Set()));
        loaders.add(pkg);
        return;
      }
    }
    if (LABEL_ELEMENTS.has(tag.name) && a.value !== undefined) {
      const value = canonicalLabel(a.value);
      current.target.refs?.push(value);
      if (this.list === 'visibility' && current.kind === 'rule') {
        // A package group named in visibility is an input: changing it can break the rule.
        if (!value.startsWith('//visibility:') && !/:__(pkg|subpackages)__$/.test(value)) {
          current.target.inputs.push(value);
        }
      } else if (this.list === 'includes' && current.kind === 'package-group') {
        current.target.includes!.push(value);
      }
    }
  }

  private close(tag: SaxesTagPlain): void {
    if (tag.name === 'list') {
      this.list = undefined;
      return;
    }
    const current = this.current;
    if (!current || tag.name !== current.kind) return;
    if (current.external) this.graph.external.set(current.external.name, current.external);
    else if (!current.label.startsWith('//external:')) {
      this.graph.targets.set(current.label, current.target);
    }
    this.current = undefined;
  }
}
