export const id = 420;
export const ids = [420];
export const modules = {

/***/ 9420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ TURBO_FILES),
/* harmony export */   Ju: () => (/* binding */ FAMILY),
/* harmony export */   L7: () => (/* binding */ normalizePythonName),
/* harmony export */   SA: () => (/* binding */ joinDir)
/* harmony export */ });
const FAMILY = {
    npm: 'js',
    yarn: 'js',
    pnpm: 'js',
    cargo: 'cargo',
    go: 'go',
    uv: 'uv',
};
/** PEP 503 normalised Python distribution name: how uv compares names. */
function normalizePythonName(name) {
    return name.toLowerCase().replace(/[-_.]+/g, '-');
}
/** `a/b` joined and normalised as a repository-relative POSIX path ('' for the root). */
function joinDir(...parts) {
    const out = [];
    for (const part of parts.join('/').split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return '..';
            out.pop();
        }
        else
            out.push(part);
    }
    return out.join('/');
}
/** Turborepo's configuration files, the first found read (at the root, and in packages). */
const TURBO_FILES = ['turbo.json', 'turbo.jsonc'];


/***/ })

};

//# sourceMappingURL=420.index.js.map