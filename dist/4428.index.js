export const id = 4428;
export const ids = [4428];
export const modules = {

/***/ 4428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bazelSource: () => (/* binding */ bazelSource)
/* harmony export */ });
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4814);

async function bazelSource(ctx) {
    const bazel = await (0,_index_js__WEBPACK_IMPORTED_MODULE_0__/* .bazelTargets */ .zA)(ctx.settings.bazel, {
        repository: ctx.repository,
        git: ctx.git,
        comparison: ctx.comparison,
        log: ctx.log,
        store: ctx.graphCache?.store,
        cacheOff: ctx.graphCache?.off,
    });
    return {
        impacted: bazel.impacted,
        all: bazel.all,
        // What Bazel cannot see is all it leaves: ALL, unless a package or a rule accounts for it.
        outside: bazel.unseen.map((u) => u.file),
        unseen: bazel.unseen,
        calls: bazel.query ? [{ tool: 'Bazel', ...bazel.query }] : [],
        warnings: bazel.warnings,
        bazelTestTargets: bazel.all ? 'ALL' : bazel.testTargets,
    };
}


/***/ })

};

//# sourceMappingURL=4428.index.js.map