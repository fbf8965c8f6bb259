export const id = 9954;
export const ids = [9954,7573,4716];
export const modules = {

/***/ 9954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ getExecOutput),
/* harmony export */   m: () => (/* binding */ exec)
/* harmony export */ });
/**
 * Stands in for `@actions/exec` in the bundle (tsconfig.json `paths`, which ncc follows).
 * @actions/core imports it at the top for `platform.getDetails()`, which this action never
 * calls; evaluating it pulls in @actions/io and the `assert` built-in, about 3 ms of every
 * start. Here the real module is a chunk of its own, loaded on the first call.
 */
const load = () => __webpack_require__.e(/* import() */ 1955).then(__webpack_require__.bind(__webpack_require__, 1955));
/** The real getExecOutput, loaded on first use. */
async function getExecOutput(...args) {
    return (await load()).getExecOutput(...args);
}
/** The real exec, loaded on first use. */
async function exec(...args) {
    return (await load()).exec(...args);
}


/***/ })

};

//# sourceMappingURL=9954.index.js.map