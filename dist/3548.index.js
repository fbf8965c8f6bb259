export const id = 3548;
export const ids = [3548];
export const modules = {

/***/ 3548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deadPatternWarnings: () => (/* binding */ deadPatternWarnings),
/* harmony export */   deadPatterns: () => (/* binding */ deadPatterns),
/* harmony export */   startListing: () => (/* binding */ startListing)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6264);
/* harmony import */ var _voice_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4549);
/* harmony import */ var _diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1494);
/* harmony import */ var _diff_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5796);
/* harmony import */ var _matcher_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3904);
/**
 * Target rules whose patterns cannot match: a pattern (not a `!` exclusion) that matches no path
 * of either compared commit can never make its target impacted, and a typo (`packages/auht/**`)
 * is otherwise as quiet as a README edit. Found on every run with rules from the two commits'
 * trees, one `git ls-tree -r` each: the head's first, started beside the diff (so it costs the
 * run no time of its own), and the base's only for the patterns the head lacks. A warning, not
 * an error: a rules file shared by several repositories may name paths that this one lacks.
 */





/** `git ls-tree -r -z --full-tree`: `<mode> SP <type> SP <oid> TAB <path> NUL` per entry. */
function parseTree(output) {
    const paths = [];
    const gitlinks = [];
    (0,_diff_git_js__WEBPACK_IMPORTED_MODULE_2__/* .eachTreeEntry */ .AJ)(output, (file, start) => {
        paths.push(file);
        if (output.startsWith('160000', start))
            gitlinks.push(file);
    });
    return { paths, gitlinks };
}
/** Starts listing `commit`'s tree (the head the diff will most likely compare), beside the diff. */
function startListing(git, commit) {
    const tree = listTree(git, commit).catch(() => undefined);
    return { commit, tree };
}
async function listTree(git, commit) {
    const listed = await git.tryRun((0,_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .treeListArgs */ .mM)(commit));
    return listed.ok ? parseTree(listed.stdout) : undefined;
}
/**
 * The include patterns of `rules` that match no path of any of `commits` (the compared ones,
 * the head first); undefined when a tree cannot be listed (nothing can be said then). A listing
 * already started (`early`) is used for its commit. The first `suggest` get the nearest path
 * (a search of the tree's names each: a shared rules file may name thousands this one lacks).
 */
async function deadPatterns(rules, commits, git, early, suggest = Infinity) {
    const byPattern = new Map();
    for (const rule of rules) {
        for (const pattern of rule.include) {
            const entry = byPattern.get(pattern) ?? { pattern, rules: [] };
            entry.rules.push({ name: rule.name, input: rule.input });
            byPattern.set(pattern, entry);
        }
    }
    let open = [...byPattern.values()];
    let first;
    for (const commit of [...new Set(commits)]) {
        if (open.length === 0)
            return [];
        const tree = (commit === early?.commit ? await early.tree : undefined) ?? (await listTree(git, commit));
        if (!tree)
            return undefined;
        first ??= tree;
        // Inside a submodule the listing holds no file: nothing can be said of such a pattern.
        const inSubmodule = (p) => {
            const base = (0,_matcher_js__WEBPACK_IMPORTED_MODULE_3__/* .patternBase */ .cp)(p.pattern);
            return tree.gitlinks.some((link) => base === link || base.startsWith(`${link}/`));
        };
        open = open.filter((p) => !inSubmodule(p));
        const hits = new _matcher_js__WEBPACK_IMPORTED_MODULE_3__/* .GroupMatcher */ .Sb(open.map((p) => ({ include: [p.pattern] }))).match(tree.paths);
        open = open.filter((_, i) => !hits.has(i));
    }
    if (open.length === 0 || !first)
        return [];
    const near = nearestPaths(first.paths);
    return open.map((p, i) => (i < suggest ? { ...p, suggestion: near(p.pattern) } : p));
}
/**
 * For a pattern, the nearest path of the tree: its literal base followed segment by segment,
 * a missing segment replaced by the closest name there (`packages/auht` -> `packages/auth`).
 * When every segment was found the pattern is rewritten on that base (`packages/auth/**`);
 * when the base exists as it is, a path under it is given; else the deepest directory reached.
 */
function nearestPaths(paths) {
    const children = new Map();
    const firstUnder = new Map();
    for (const file of paths) {
        let dir = '';
        for (const name of file.split('/')) {
            let names = children.get(dir);
            if (!names)
                children.set(dir, (names = new Set()));
            names.add(name);
            if (!firstUnder.has(dir))
                firstUnder.set(dir, file);
            dir = dir === '' ? name : `${dir}/${name}`;
        }
    }
    return (pattern) => {
        const base = (0,_matcher_js__WEBPACK_IMPORTED_MODULE_3__/* .patternBase */ .cp)(pattern.replace(/^(\.\/)+/, ''));
        if (base === '')
            return undefined;
        let dir = '';
        let changed = false;
        for (const name of base.split('/')) {
            const names = children.get(dir);
            const found = names?.has(name) ? name : names && (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .closestWord */ .En)(name, [...names]);
            if (found === undefined)
                return dir === '' ? undefined : dir;
            changed ||= found !== name;
            dir = dir === '' ? found : `${dir}/${found}`;
        }
        if (!changed)
            return firstUnder.get(dir) ?? dir;
        const rest = pattern.replace(/^(\.\/)+/, '').slice(base.length);
        return `${dir}${rest}`;
    };
}
/** Dead patterns named one warning each, the first few; the rest in one more. */
const DEAD_PATTERN_WARNINGS = 5;
/**
 * The warnings for rule patterns that match no path of either compared commit (a typo:
 * `packages/auht/**`), with the nearest path of the tree.
 */
async function deadPatternWarnings(rules, comparison, git, voice = _voice_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTION_VOICE */ .w, early) {
    if (!rules.some((rule) => rule.include.length > 0))
        return [];
    const commits = [comparison.to, comparison.from];
    const dead = await deadPatterns(rules, commits, git, early, DEAD_PATTERN_WARNINGS).catch(() => undefined);
    return warningsOf(dead, voice);
}
function warningsOf(dead, voice) {
    if (!dead || dead.length === 0)
        return [];
    const whose = (p) => p.rules.map((r) => `target ${JSON.stringify(r.name)} (${voice.input(r.input)})`).join(', ');
    const warnings = dead.slice(0, DEAD_PATTERN_WARNINGS).map((p) => {
        const targets = p.rules.map((r) => JSON.stringify(r.name)).join(', ');
        const near = p.suggestion === undefined
            ? ''
            : ` The nearest path there is ${JSON.stringify(p.suggestion)}: is that what it means?`;
        return (`Pattern ${JSON.stringify(p.pattern)} of ${whose(p)} matches no file of either compared commit, ` +
            `so it can never make ${targets} impacted.${near} ` +
            '(A rules file shared by several repositories may name paths that this one lacks: then nothing is wrong.)');
    });
    const rest = dead.slice(DEAD_PATTERN_WARNINGS);
    if (rest.length > 0) {
        warnings.push(`${rest.length} more ${rest.length === 1 ? 'pattern matches' : 'patterns match'} no file of either compared commit: ` +
            (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .listCapped */ .Gs)(rest.map((p) => p.pattern)));
    }
    return warnings;
}


/***/ })

};

//# sourceMappingURL=3548.index.js.map