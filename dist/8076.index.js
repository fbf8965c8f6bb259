export const id = 8076;
export const ids = [8076];
export const modules = {

/***/ 8076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   globFiles: () => (/* binding */ globFiles)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3581);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/**
 * `impacted-targets-files` patterns expanded as @actions/glob expands them: the engine's own
 * expansion (the command-line tool uses it; the action's door gives @actions/glob itself).
 * minimatch with @actions/glob's options matches, over a walk of the tree from the pattern's
 * fixed prefix: dot files match `*`, no `{a,b}` braces and no extglobs, case matters, a pattern
 * naming a directory means every file below it, links are followed, only files are returned.
 * (tinyglobby and picomatch were tried: they skip names with a line break, and take `x[1]`
 * literally as well as a class.) test/glob-files.test.ts compares the two on the same tree.
 */



/** The part of an absolute pattern before its first glob character: where to start walking. */
function rootOf(pattern) {
    const parts = pattern.split('/');
    const fixed = [];
    for (const part of parts) {
        if (/[*?[\]]/.test(part))
            break;
        fixed.push(part);
    }
    return fixed.join('/') || '/';
}
/** @actions/glob's own minimatch options. */
const SYNTAX = {
    dot: true,
    nobrace: true,
    nocase: false,
    nocomment: true,
    noext: true,
    nonegate: true,
};
/**
 * Whether a pattern matches the file or a directory above it (@actions/glob's implicit
 * descendants: a matched directory brings every file below it, whatever their names hold).
 */
const matcher = (patterns) => {
    const compiled = patterns.map((p) => new minimatch__WEBPACK_IMPORTED_MODULE_1__/* .Minimatch */ .VR(p.replace(/\/+$/, ''), SYNTAX));
    return (file) => {
        for (let at = file; at !== node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(at); at = node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(at)) {
            if (compiled.some((m) => m.match(at)))
                return true;
        }
        return false;
    };
};
/**
 * Every file at or below `dir` in the directories `descend` allows, links followed; a link back
 * to a directory above is not entered again (a cycle), as @actions/glob does.
 */
async function walk(dir, descend, above, out) {
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(dir).catch(() => undefined);
    if (real === undefined || above.has(real))
        return;
    const ancestors = new Set(above).add(real);
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dir).catch(() => []);
    for (const name of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_0__.join(dir, name);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(full).catch(() => undefined);
        if (info?.isDirectory()) {
            if (descend(full))
                await walk(full, descend, ancestors, out);
        }
        else if (info?.isFile())
            out.push(full);
    }
}
const globFiles = async (include, excludes) => {
    const root = rootOf(node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(include));
    const included = matcher([include]);
    const excluded = matcher(excludes);
    // A directory is entered when the pattern may match below it, or matched it (descendants).
    const partial = new minimatch__WEBPACK_IMPORTED_MODULE_1__/* .Minimatch */ .VR(include.replace(/\/+$/, ''), SYNTAX);
    const descend = (dir) => partial.match(dir, true) || included(dir);
    const found = [];
    const start = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(root).catch(() => undefined);
    if (start?.isFile())
        found.push(root);
    else if (start?.isDirectory())
        await walk(root, descend, new Set(), found);
    const files = found.filter((file) => included(file) && !excluded(file));
    return [...new Set(files)].sort();
};


/***/ })

};

//# sourceMappingURL=8076.index.js.map