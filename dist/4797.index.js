export const id = 4797;
export const ids = [4797];
export const modules = {

/***/ 4797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_ANSWER_BYTES: () => (/* binding */ MAX_ANSWER_BYTES),
/* harmony export */   TransportError: () => (/* reexport safe */ _wire_js__WEBPACK_IMPORTED_MODULE_2__.wX),
/* harmony export */   proxyFor: () => (/* binding */ proxyFor),
/* harmony export */   send: () => (/* binding */ send)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8315);
/**
 * One small HTTP client for the service: a request over node:http / node:https (about 6 ms in a
 * fresh process, where the first global fetch() costs about 50), that
 * - goes through HTTPS_PROXY / HTTP_PROXY unless NO_PROXY says not, with the runner's semantics
 *   (proxy.ts, loaded only when a proxy applies);
 * - never follows a redirect (the token must not go to another origin);
 * - asks for an uncompressed answer, refuses a compressed one, and reads at most maxBytes.
 */



// http.ts reaches the error class through the lazily loaded module object.

/** Default cap of an answer's body: far above any real answer, far below a memory problem. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
const LOOPBACK = /^(localhost|127\.[\d.]+|\[::1\]|\[0:0:0:0:0:0:0:1\])$/i;
/**
 * The proxy for a URL, as the Actions runner and @actions/http-client decide it: loopback never,
 * NO_PROXY (or no_proxy) entries `*`, a host, `host:port`, or a domain (with or without a leading
 * dot) bypass it; else https_proxy/HTTPS_PROXY for https and http_proxy/HTTP_PROXY for http.
 */
function proxyFor(url, env) {
    const host = url.hostname;
    if (!host || LOOPBACK.test(host))
        return undefined;
    const noProxy = env.no_proxy || env.NO_PROXY || '';
    if (noProxy) {
        const names = [host.toUpperCase(), `${host.toUpperCase()}:${(0,_wire_js__WEBPACK_IMPORTED_MODULE_2__/* .portOf */ .HM)(url)}`];
        for (const raw of noProxy.split(',')) {
            const item = raw.trim().toUpperCase();
            if (!item)
                continue;
            if (item === '*' ||
                names.some((n) => n === item || n.endsWith(`.${item}`) || (item.startsWith('.') && n.endsWith(item)))) {
                return undefined;
            }
        }
    }
    const value = url.protocol === 'https:'
        ? env.https_proxy || env.HTTPS_PROXY
        : env.http_proxy || env.HTTP_PROXY;
    if (!value)
        return undefined;
    // A bare `host:port` (which URL would read as a scheme) means an http proxy.
    const withScheme = /^https?:\/\//i.test(value) ? value : `http://${value}`;
    try {
        return new URL(withScheme);
    }
    catch {
        throw new _wire_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .wX(`the proxy address ${JSON.stringify(value)} (HTTPS_PROXY/HTTP_PROXY) is not a URL`);
    }
}
/** Send a request to `url` and read the answer, within the limits above. */
async function send(url, options) {
    const proxy = proxyFor(url, options.env ?? process.env);
    const headers = { ...options.headers, 'accept-encoding': 'identity' };
    if (options.method !== 'GET')
        headers['content-length'] = String(Buffer.byteLength(options.body));
    let request;
    if (proxy) {
        // Only runs behind a proxy load the tunnelling code.
        const { requestThroughProxy } = await __webpack_require__.e(/* import() */ 7760).then(__webpack_require__.bind(__webpack_require__, 5379));
        request = await requestThroughProxy(url, proxy, options.method, headers, options.signal);
    }
    else {
        const lib = url.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__;
        request = lib.request(url, {
            method: options.method,
            headers,
            signal: options.signal,
            agent: false,
            ...(options.lookup ? { lookup: options.lookup } : {}),
        });
    }
    return exchange(request, options);
}
/** Send the body and read the answer, refusing compression and capping the size. */
function exchange(request, options) {
    return new Promise((resolve, reject) => {
        request.on('error', (error) => reject((0,_wire_js__WEBPACK_IMPORTED_MODULE_2__/* .asTransportError */ .WM)(error)));
        request.on('response', (response) => {
            const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase();
            if (encoding !== 'identity') {
                response.destroy();
                reject(new _wire_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .wX(`the answer is compressed (content-encoding: ${encoding.slice(0, 40)}) although an uncompressed one was asked for; it was not read`, undefined, true));
                return;
            }
            const declared = Number(response.headers['content-length'] ?? NaN);
            if (declared > options.maxBytes) {
                response.destroy();
                reject(tooLarge(options.maxBytes));
                return;
            }
            const chunks = [];
            let size = 0;
            response.on('data', (chunk) => {
                size += chunk.length;
                if (size > options.maxBytes) {
                    response.destroy();
                    reject(tooLarge(options.maxBytes));
                    return;
                }
                chunks.push(chunk);
            });
            response.on('error', (error) => reject((0,_wire_js__WEBPACK_IMPORTED_MODULE_2__/* .asTransportError */ .WM)(error)));
            response.on('end', () => resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
            }));
        });
        request.end(options.method === 'GET' ? undefined : options.body);
    });
}
function tooLarge(max) {
    return new _wire_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .wX(`the answer is larger than ${Math.round((max / 1024 / 1024) * 100) / 100} MiB; it was not read`, undefined, true);
}


/***/ }),

/***/ 8315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HM: () => (/* binding */ portOf),
/* harmony export */   WM: () => (/* binding */ asTransportError),
/* harmony export */   wX: () => (/* binding */ TransportError)
/* harmony export */ });
/**
 * What transport.ts and the lazily loaded proxy.ts share: the failure below HTTP semantics and
 * the port of a URL. Here rather than in either, so proxy.ts does not import back the module
 * that loads it.
 */
/** A failure below HTTP semantics: what went wrong, and a code when the system gave one. */
class TransportError extends Error {
    code;
    refusedAnswer;
    name = 'TransportError';
    constructor(message, code, 
    /** The answer arrived but was refused (too large, compressed): retrying will not help. */
    refusedAnswer = false) {
        super(message);
        this.code = code;
        this.refusedAnswer = refusedAnswer;
    }
}
/** A failed request as the client tells it apart: an abort (its timeout) stays as it is. */
function asTransportError(error, doing) {
    if (error.name === 'AbortError')
        return error;
    return new TransportError(doing ? `${doing}: ${error.message}` : error.message, error.code);
}
/** The port a URL connects to: its own, or its scheme's default. */
const portOf = (url) => url.port || (url.protocol === 'https:' ? '443' : '80');


/***/ })

};

//# sourceMappingURL=4797.index.js.map