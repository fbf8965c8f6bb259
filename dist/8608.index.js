export const id = 8608;
export const ids = [8608];
export const modules = {

/***/ 8608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_TARGETS_FILE_BYTES: () => (/* binding */ MAX_TARGETS_FILE_BYTES),
/* harmony export */   MAX_TARGET_NAME_CHARS: () => (/* binding */ MAX_TARGET_NAME_CHARS),
/* harmony export */   collectTargetFiles: () => (/* binding */ collectTargetFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6264);
/* harmony import */ var _lists_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6174);
/* harmony import */ var _input_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7661);






/** The engine's own expansion, loaded when a run collects files and its door gave none. */
const engineGlobFiles = async (include, excludes) => (await Promise.all(/* import() */[__webpack_require__.e(3581), __webpack_require__.e(8076)]).then(__webpack_require__.bind(__webpack_require__, 8076))).globFiles(include, excludes);

/** A file of target names larger than this is an error (bazel-diff output is kilobytes). */
const MAX_TARGETS_FILE_BYTES = 16 * 1024 * 1024;
/** A line (one target name) longer than this is an error. */
const MAX_TARGET_NAME_CHARS = 1000;
const within = (dir, file) => {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(dir, file);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(rel));
};
function absolute(workspace, pattern) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(pattern) ? pattern : node_path__WEBPACK_IMPORTED_MODULE_1__.join(workspace, pattern);
}
/**
 * Collect target names from the files matched by `impacted-targets-files` (@actions/glob
 * patterns, `!` lines exclude), expanded by `expand` (the action's door gives @actions/glob
 * itself). A pattern that matches no file is an input error: an upload must never be empty
 * because the producing tool did not run.
 */
async function collectTargetFiles(patterns, workspace, expand = engineGlobFiles) {
    const excludes = patterns
        .filter((p) => p.startsWith('!'))
        .map((p) => absolute(workspace, p.slice(1).trim()));
    const includes = patterns.filter((p) => !p.startsWith('!'));
    const files = new Set();
    for (const pattern of includes) {
        const matched = await expand(absolute(workspace, pattern), excludes);
        if (matched.length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles}": the pattern ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(pattern)} matches no file under ${workspace}. ` +
                'Expected glob patterns of files that list one target per line; make sure the step that writes them ran first.');
        }
        for (const file of matched.sort())
            files.add(file);
    }
    const result = { targets: new Map(), files: [], skipped: [] };
    const realWorkspace = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(workspace).catch(() => workspace);
    for (const file of files) {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, file) || file;
        // A link inside the workspace that leads out of it is not followed: a pull request could
        // point one at any file on the runner.
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(file).catch(() => file);
        if (within(workspace, file) && !within(realWorkspace, real)) {
            result.skipped.push(`${relative} was skipped: it is a symbolic link to ${real}, outside the workspace`);
            continue;
        }
        const size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.size ?? 0;
        if (size > MAX_TARGETS_FILE_BYTES) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles}": ${relative} is ${Math.round(size / 1024 / 1024)} MiB; a file of target names may have at most ${MAX_TARGETS_FILE_BYTES / 1024 / 1024} MiB.`);
        }
        const text = await (0,_input_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readInputFile */ .j)(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles, file, relative, 'a readable file of target names');
        checkTargetLines(text, relative);
        result.files.push(file);
        for (const name of (0,_lists_js__WEBPACK_IMPORTED_MODULE_6__/* .splitList */ .r)(text, 'lines')) {
            if (name === 'ALL')
                result.all ??= relative;
            else if (!result.targets.has(name))
                result.targets.set(name, relative);
        }
    }
    return result;
}
/**
 * One target name a line, as a tool writes it: no NUL or other control characters (a binary
 * file, or a name meant to break a log line) and no line over MAX_TARGET_NAME_CHARS.
 */
function checkTargetLines(text, relative) {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? '';
        // Control characters are what this looks for.
        // eslint-disable-next-line no-control-regex
        const bad = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/.exec(line);
        if (bad) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles}": ${relative} line ${i + 1} holds the control character U+${bad[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}; expected one target name a line, as text.`);
        }
        if (line.length > MAX_TARGET_NAME_CHARS) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ImpactedTargetsFiles}": ${relative} line ${i + 1} is ${line.length} characters long; a target name may have at most ${MAX_TARGET_NAME_CHARS}.`);
        }
    }
}


/***/ })

};

//# sourceMappingURL=8608.index.js.map