export const id = 6782;
export const ids = [6782];
export const modules = {

/***/ 6782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createQueue: () => (/* binding */ createQueue)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4493);


async function createQueue(settings, ctx, deps) {
    const data = {
        command: 'create-queue',
        created: false,
        mode: settings.mode,
        concurrency: settings.concurrency,
    };
    if (settings.dryRun)
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .resultOf */ .B)(data, true);
    try {
        await deps.service.createQueue({
            repo: ctx.repo,
            targetBranch: ctx.targetBranch,
            ...(settings.mode ? { mode: settings.mode } : {}),
            ...(settings.concurrency !== undefined ? { concurrency: settings.concurrency } : {}),
        });
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .resultOf */ .B)({ ...data, created: true }, false);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.alreadyExists) {
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .resultOf */ .B)({ ...data, existing: error.bodyExcerpt }, false);
        }
        throw error;
    }
}


/***/ })

};

//# sourceMappingURL=6782.index.js.map