export const id = 6930;
export const ids = [6930];
export const modules = {

/***/ 6930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ENTRY_DIRECTORY: () => (/* binding */ ENTRY_DIRECTORY),
/* harmony export */   actionsCacheStore: () => (/* binding */ actionsCacheStore)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cache_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(572);
/* harmony import */ var _lazy_http_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9843);
/**
 * The graph cache's store on GitHub Actions: the runner's cache service, through the toolkit's
 * own @actions/cache. An entry is one file that the library archives (tar, zstd when the runner
 * has it) and uploads under a key, and brings back by key or restore-key prefix.
 *
 * @actions/cache and what it pulls in (the Azure blob client, about 2.5 MB) are loaded on the
 * first restore or save, a chunk of the bundle of its own: a run that never uses the cache does
 * not pay for it.
 */




/** The directory under the temporary directory that holds the one entry in flight. */
const ENTRY_DIRECTORY = 'merge-queue-graph-cache';
const ENTRY_FILE = 'entry.bin';
/**
 * @actions/cache, loaded on first use, after checking that the service is there. In the bundle
 * the library's @actions/http-client is the lazy stand-in, which must hold the real module
 * before the library makes a client.
 */
async function loadCache() {
    const because = (0,_cache_env_js__WEBPACK_IMPORTED_MODULE_2__/* .unavailableBecause */ .$)(process.env);
    if (because !== undefined) {
        throw new Error(`The GitHub Actions cache service is not available here: ${because}.`);
    }
    await (0,_lazy_http_client_js__WEBPACK_IMPORTED_MODULE_3__/* .loadHttpClient */ .w)();
    const cache = await Promise.all(/* import() */[__webpack_require__.e(3581), __webpack_require__.e(3838), __webpack_require__.e(3860), __webpack_require__.e(8407), __webpack_require__.e(4716)]).then(__webpack_require__.bind(__webpack_require__, 8407));
    if (!cache.isFeatureAvailable()) {
        throw new Error('The GitHub Actions cache service is not available here: @actions/cache finds no service URL.');
    }
    return cache;
}
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * The GitHub Actions cache as a graph cache store. Each entry passes through one file,
 * `<tempDir>/merge-queue-graph-cache/entry.bin` (give the runner's RUNNER_TEMP): the library's
 * cache version hashes that path, so it must be the same in the run that saves and the one that
 * restores. Restores and saves of one store take turns, as they share the file.
 *
 * The service's lookup is the key exactly, then the newest entry whose key starts with the key,
 * then the newest under each prefix in turn: with keys of one length the second step finds
 * nothing; an answer under none of them is refused.
 *
 * The library reports a failing service itself (a warning, an error for a 5xx) and answers a
 * restore with nothing and a save with no entry: such a restore is a miss here, a save returns.
 * What throws: no service in the environment, a key the library refuses, and an entry it says it
 * restored that is not on disk or not under a key that was asked for.
 */
function actionsCacheStore(tempDir) {
    const directory = node_path__WEBPACK_IMPORTED_MODULE_1__.join(tempDir, ENTRY_DIRECTORY);
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, ENTRY_FILE);
    let turn = Promise.resolve();
    const inTurn = (work) => {
        const run = turn.then(work, work);
        turn = run.catch(() => undefined);
        return run;
    };
    const clear = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(directory, { recursive: true, force: true });
    const restore = async (key, prefixes) => {
        const cache = await loadCache();
        await clear();
        try {
            let matched;
            try {
                matched = await cache.restoreCache([file], key, [...prefixes]);
            }
            catch (error) {
                throw new Error(`The GitHub Actions cache could not be read for key "${key}": ${messageOf(error)}`, { cause: error });
            }
            if (matched === undefined)
                return undefined;
            if (matched !== key && !prefixes.some((prefix) => matched.startsWith(prefix))) {
                throw new Error(`The GitHub Actions cache answered key "${matched}" for key "${key}", which neither ` +
                    `is that key nor starts with a restore prefix (${prefixes.map((p) => `"${p}"`).join(', ') || 'none given'}).`);
            }
            let data;
            try {
                data = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
            }
            catch (error) {
                throw new Error(`The GitHub Actions cache restored key "${matched}", but its entry is not at ${file}: ` +
                    `${messageOf(error)}. The entry's file lands relative to GITHUB_WORKSPACE; it was ` +
                    'saved from a different layout.', { cause: error });
            }
            return { key: matched, data };
        }
        finally {
            await clear();
        }
    };
    const save = async (key, data) => {
        const cache = await loadCache();
        await clear();
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(directory, { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, data);
            try {
                // A key saved before (the service refuses to reserve it again) comes back as a
                // ReserveCacheError the library catches and logs as information: entries are immutable,
                // so the entry wanted is there.
                await cache.saveCache([file], key);
            }
            catch (error) {
                throw new Error(`The GitHub Actions cache could not save key "${key}": ${messageOf(error)}`, { cause: error });
            }
        }
        finally {
            await clear();
        }
    };
    return {
        name: 'the GitHub Actions cache',
        restore: (key, prefixes) => inTurn(() => restore(key, prefixes)),
        save: (key, data) => inTurn(() => save(key, data)),
    };
}


/***/ })

};

//# sourceMappingURL=6930.index.js.map