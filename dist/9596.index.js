export const id = 9596;
export const ids = [9596];
export const modules = {

/***/ 9596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   directoryStore: () => (/* binding */ directoryStore)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Graph cache entries in a directory: one file per key (`<key>.gz`), written to a temporary name
 * and renamed into place, so a reader never sees half an entry and two writers of one key leave
 * one whole file. The newest by modification time answers a prefix. node:fs/promises and
 * node:crypto are loaded by the first restore or save, not by every run that imports this module
 * (compute.ts does): several milliseconds of a start (docs/performance.md).
 */

const KEY = /^[A-Za-z0-9._-]+$/;
const SUFFIX = '.gz';
const fsp = () => Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1455, 23));
/** A store in `dir` (created on the first save). */
function directoryStore(dir) {
    const fileOf = (key) => {
        if (!KEY.test(key))
            throw new Error(`not a cache key: ${JSON.stringify(key)}`);
        return node_path__WEBPACK_IMPORTED_MODULE_0__.join(dir, `${key}${SUFFIX}`);
    };
    const readIfThere = async (file) => {
        try {
            return await (await fsp()).readFile(file);
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        }
    };
    return {
        name: `directory ${dir}`,
        async restore(key, prefixes) {
            const { readdir, stat } = await fsp();
            const exact = await readIfThere(fileOf(key));
            if (exact)
                return { key, data: exact };
            let names;
            try {
                names = await readdir(dir);
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return undefined;
                throw error;
            }
            for (const prefix of prefixes) {
                const candidates = names.filter((n) => n.startsWith(prefix) && n.endsWith(SUFFIX) && KEY.test(n));
                const dated = await Promise.all(candidates.map(async (name) => {
                    try {
                        return { name, mtime: (await stat(node_path__WEBPACK_IMPORTED_MODULE_0__.join(dir, name))).mtimeMs };
                    }
                    catch {
                        return undefined;
                    }
                }));
                const newest = dated
                    .filter((d) => d !== undefined)
                    .sort((a, b) => b.mtime - a.mtime || (a.name < b.name ? 1 : -1))[0];
                if (!newest)
                    continue;
                const data = await readIfThere(node_path__WEBPACK_IMPORTED_MODULE_0__.join(dir, newest.name));
                if (data)
                    return { key: newest.name.slice(0, -SUFFIX.length), data };
            }
            return undefined;
        },
        async save(key, data) {
            const { mkdir, rename, rm, stat, writeFile } = await fsp();
            const file = fileOf(key);
            await mkdir(dir, { recursive: true });
            // Entries are immutable: one already under this key stays.
            if (await stat(file).then(() => true, () => false))
                return;
            const { randomBytes } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7598, 23));
            const temporary = node_path__WEBPACK_IMPORTED_MODULE_0__.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
            try {
                await writeFile(temporary, data);
                await rename(temporary, file);
            }
            finally {
                await rm(temporary, { force: true });
            }
        },
    };
}


/***/ })

};

//# sourceMappingURL=9596.index.js.map