export const id = 3008;
export const ids = [3008];
export const modules = {

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listBases: () => (/* binding */ listBases)
/* harmony export */ });
/* harmony import */ var _diff_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5796);
/* harmony import */ var _matcher_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3904);
/**
 * A large tree as far as the dead-pattern look-up needs it (dead-patterns.ts), listed by git for
 * the bases of the patterns no changed file matched, not read whole: on a small pull request in
 * a repository of 100,000 files, reading the index cost 40 ms where one git process that lists
 * what lies at a dozen bases costs about 15 (docs/performance.md, "A small pull request in a
 * large repository"). A chunk of its own: a run on a small tree never loads it.
 */


/**
 * `commit`'s tree as far as the look-up of `bases` needs it, listed by git; undefined when git
 * cannot list it.
 */
async function listBases(git, commit, bases) {
    return (await BaseListing.of(git, commit, bases))?.tree();
}
/** `git ls-tree` of `commit` (not recursive unless `recursive`) limited to `specs`, literal. */
const baseListArgs = (commit, specs, recursive) => [
    '--literal-pathspecs',
    'ls-tree',
    ...(recursive ? ['-r'] : []),
    '-z',
    '--full-tree',
    '--end-of-options',
    commit,
    '--',
    ...specs,
];
/**
 * A large tree as far as the look-up needs it (a small pull request in a large repository: the
 * patterns no changed file matched are few, and their bases a small part of the tree): every
 * path at or under each base, every name in each directory above one, found by git in the
 * commit's trees, which it walks only along the bases. One `git ls-tree` lists, not
 * recursively, the root and each directory above or at a base; a second, recursive one, the
 * bases that hold a directory, unless each pattern there is `base/**`, which a directory's
 * paths match whatever they are. The nearest path lists another directory when it needs one.
 */
class BaseListing {
    git;
    commit;
    /** The directories listed whole ('' the root): each entry's name and kind. */
    dirs = new Map();
    /** Every path listed that is no directory (a file, a symlink, a submodule). */
    files = [];
    gitlinks = [];
    /** The bases every path at or under which is in `files`. */
    whole = new Set();
    /** The bases that hold a directory, whose patterns any path under them matches: not dead. */
    live = new Set();
    constructor(git, commit) {
        this.git = git;
        this.commit = commit;
    }
    /**
     * The listing of the paths at or under `bases` in `commit`, or undefined when git cannot. A
     * base that holds a directory is listed whole (a second process) unless any path under it
     * does: then it is `live`, and not searched.
     */
    static async of(git, commit, bases) {
        const listing = new BaseListing(git, commit);
        const dirs = new Set(['']);
        for (const { base } of bases) {
            for (const dir of (0,_matcher_js__WEBPACK_IMPORTED_MODULE_1__/* .dirsAbove */ .C7)(base))
                dirs.add(dir);
            dirs.add(base);
        }
        // `dir/` lists the names in dir (nothing when it is no directory); `base`, the file at a base.
        const specs = [...dirs].map((dir) => (dir === '' ? '.' : `${dir}/`));
        const files = bases.map(({ base }) => base);
        if (!(await listing.list([...specs, ...files], dirs, false)))
            return undefined;
        const deeper = [];
        for (const { base, anyPath } of bases) {
            const names = listing.dirs.get(base);
            if (!names || ![...names.values()].includes('tree'))
                listing.whole.add(base);
            else if (anyPath)
                listing.live.add(base);
            else
                deeper.push(base);
        }
        if (deeper.length > 0) {
            if (!(await listing.list(deeper, new Set(), true)))
                return undefined;
            for (const base of deeper)
                listing.whole.add(base);
        }
        return listing;
    }
    /**
     * Lists `specs`, keeping the names of each directory of `whole` (listed whole by them) and
     * every path that is no directory; false when git cannot.
     */
    async list(specs, whole, recursive) {
        const listed = await this.git.tryRun(baseListArgs(this.commit, specs, recursive));
        if (!listed.ok)
            return false;
        const output = listed.stdout;
        for (const dir of whole)
            if (!this.dirs.has(dir))
                this.dirs.set(dir, new Map());
        (0,_diff_git_js__WEBPACK_IMPORTED_MODULE_0__/* .eachTreeEntryAt */ .l8)(output, (start, tab, stop) => {
            const path = output.slice(tab + 1, stop);
            const kind = output.startsWith('040000', start)
                ? 'tree'
                : (0,_diff_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isGitlinkAt */ .qn)(output, start)
                    ? 'commit'
                    : 'blob';
            if (kind !== 'tree')
                this.files.push(path);
            if (kind === 'commit')
                this.gitlinks.push(path);
            if (whole.size === 0)
                return;
            // The name it gives each directory listed whole above it: its own, or a directory's.
            for (let at = -1;;) {
                const dir = at === -1 ? '' : path.slice(0, at);
                const next = path.indexOf('/', at + 1);
                if (whole.has(dir))
                    this.dirs
                        .get(dir)
                        .set(path.slice(at + 1, next === -1 ? undefined : next), next === -1 ? kind : 'tree');
                if (next === -1)
                    break;
                at = next;
            }
        });
        return true;
    }
    /** The tree as the look-up reads it: the paths at or under the bases, and the rest browsed. */
    tree() {
        let paths = this.sorted();
        const browse = {
            holds: async (path) => {
                const slash = path.lastIndexOf('/');
                const names = await this.namesIn(slash === -1 ? '' : path.slice(0, slash));
                return names.has(path.slice(slash + 1));
            },
            childNames: async (dir) => {
                const names = await this.namesIn(dir);
                // In the order of the paths: a directory's name sorts as its paths do, followed by '/'.
                return [...names]
                    .map(([name, kind]) => (kind === 'tree' ? `${name}/` : name))
                    .sort()
                    .map((key) => (key.endsWith('/') ? key.slice(0, -1) : key));
            },
            firstUnder: async (dir) => {
                if (!this.whole.has(dir)) {
                    if (!(await this.list([dir], new Set(), true)))
                        throw new Error(`git cannot list ${dir}`);
                    this.whole.add(dir);
                    paths = this.sorted();
                }
                return paths.firstUnder(dir);
            },
        };
        return { paths, gitlinks: this.gitlinks, browse, live: this.live };
    }
    /** Every path listed so far that is no directory, once each, in order. */
    sorted() {
        return new _matcher_js__WEBPACK_IMPORTED_MODULE_1__/* .SortedPaths */ .of([...new Set(this.files)].sort());
    }
    /** The names in `dir` ('' the root), listed when no listing so far held them all. */
    async namesIn(dir) {
        let names = this.dirs.get(dir);
        if (!names) {
            const whole = new Set([dir]);
            if (!(await this.list([dir === '' ? '.' : `${dir}/`], whole, false)))
                throw new Error(`git cannot list ${dir}`);
            names = this.dirs.get(dir);
        }
        return names;
    }
}


/***/ })

};

//# sourceMappingURL=3008.index.js.map