export const id = 7760;
export const ids = [7760];
export const modules = {

/***/ 5379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   requestThroughProxy: () => (/* binding */ requestThroughProxy)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8315);
/**
 * Requests through an HTTP(S) proxy, loaded only by runs that have one: plain http is sent to
 * the proxy with the absolute URL; https is tunnelled with CONNECT, and TLS is then made with
 * the service itself (the proxy sees only the host name and port).
 */




function proxyHeaders(proxy) {
    if (!proxy.username)
        return {};
    const user = decodeURIComponent(proxy.username);
    const pass = decodeURIComponent(proxy.password);
    return {
        'proxy-authorization': `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`,
    };
}
/** A request to `url` through `proxy`, ready for its body. */
async function requestThroughProxy(url, proxy, method, headers, signal) {
    const proxyLib = proxy.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__;
    const proxyTarget = { hostname: proxy.hostname, port: (0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .portOf */ .HM)(proxy), agent: false };
    if (url.protocol === 'http:') {
        return proxyLib.request({
            ...proxyTarget,
            method,
            path: url.href,
            headers: { ...headers, host: url.host, ...proxyHeaders(proxy) },
            signal,
        });
    }
    const authority = `${url.hostname}:${(0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .portOf */ .HM)(url)}`;
    const socket = await new Promise((resolve, reject) => {
        const connect = proxyLib.request({
            ...proxyTarget,
            method: 'CONNECT',
            path: authority,
            headers: { host: authority, ...proxyHeaders(proxy) },
            signal,
        });
        connect.on('connect', (response, tunnel) => {
            if (response.statusCode === 200)
                return resolve(tunnel);
            tunnel.destroy();
            reject(new _wire_js__WEBPACK_IMPORTED_MODULE_3__/* .TransportError */ .wX(`the proxy ${proxy.host} refused to connect to ${authority} (${response.statusCode})`));
        });
        connect.on('error', (error) => reject((0,_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .asTransportError */ .WM)(error, `proxy ${proxy.host}`)));
        connect.end();
    });
    return node_https__WEBPACK_IMPORTED_MODULE_1__.request(url, {
        method,
        headers,
        signal,
        agent: false,
        createConnection: () => node_tls__WEBPACK_IMPORTED_MODULE_2__.connect({ socket, servername: url.hostname }),
    });
}


/***/ })

};

//# sourceMappingURL=7760.index.js.map