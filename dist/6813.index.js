export const id = 6813;
export const ids = [6813];
export const modules = {

/***/ 6813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CliUploader: () => (/* binding */ CliUploader)
/* harmony export */ });
/* unused harmony export cliAdvice */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3322);
/* harmony import */ var _http_http_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3830);
/**
 * The keyless route, as the service documents it: trunk-io/login has logged the `trunk` CLI in
 * with the run's own GitHub credential, and the upload is
 * `trunk mergequeue upload-impacted-targets --target-branch B --pr N --sha S` with
 * `--targets-file F` (one target per line), `--all` or `--none`. The CLI is run with an argument
 * list, never through a shell, and its credential file is never read here. The login is good
 * for uploads only, so the reads and create-queue are refused before anything runs.
 */








const WHAT = 'setImpactedTargets (trunk mergequeue upload-impacted-targets, keyless)';
/** The most of the CLI's output kept for a message. */
const MAX_OUTPUT = 1024 * 1024;
/** What to add to the workflow, read from the CLI's own words. */
function cliAdvice(output, eventName) {
    const said = output.toLowerCase();
    const advice = [];
    if (/id-token|oidc|actions_id_token_request/.test(said)) {
        advice.push('Give the job `permissions: id-token: write`: pull requests from this repository, merge_group, push and ' +
            "workflow_dispatch runs log in with the run's OIDC token.");
    }
    if (/fork/.test(said)) {
        advice.push('For pull requests from forks, an organisation admin must turn on Fork PR CI access for the repository in the ' +
            'service (Settings → Repositories).');
    }
    if (/not logged in|log in|login|unauthenticated|credential|expired/.test(said)) {
        advice.push('Run `- uses: trunk-io/login@v1` in this job before this step (a login lasts at most 15 minutes).');
    }
    if (/event/.test(said) ||
        (eventName && /^(issue_comment|workflow_run|schedule)$/.test(eventName))) {
        advice.push('trunk-io/login refuses some events (issue_comment, workflow_run, schedule): upload on pull_request, ' +
            'merge_group or push, or use an organisation API key in api-token.');
    }
    if (advice.length === 0) {
        advice.push('Check that trunk-io/login ran in this job before this step, that the job has `permissions: id-token: write`, ' +
            'and, on a pull request from a fork, that Fork PR CI access is on for the repository.');
    }
    return advice.join(' ');
}
class CliUploader {
    options;
    eventName;
    apiVersion = 'v2-login';
    constructor(options, eventName) {
        this.options = options;
        this.eventName = eventName;
    }
    async uploadImpactedTargets(request) {
        // An argument list keeps a shell out, but not the CLI's own option parsing: a value that
        // starts with a dash would read as an option. Git refuses such branch names anyway.
        if (request.targetBranch.startsWith('-')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Inputs */ .G0.TargetBranch, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Inputs */ .G0.TargetBranch}" has an invalid value ${JSON.stringify(request.targetBranch)}: expected a branch name, which cannot start with "-".`);
        }
        const args = [
            'mergequeue',
            'upload-impacted-targets',
            '--target-branch',
            request.targetBranch,
            '--pr',
            String(request.pr.number),
            '--sha',
            request.pr.sha,
        ];
        let dir;
        try {
            const targets = request.impactedTargets;
            if (targets === 'ALL') {
                args.push('--all');
            }
            else if (targets.some((name) => /[\r\n]/.test(name))) {
                // One name per line cannot carry a line break; splitting it would upload other names.
                this.options.log?.('A target name holds a line break, which a targets file cannot carry: uploading ALL.');
                args.push('--all');
            }
            else if (targets.length === 0) {
                // Only a computation that knew the changed files and matched nothing gets here.
                args.push('--none');
            }
            else {
                dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(this.options.tempDir || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mq-targets-'));
                const file = node_path__WEBPACK_IMPORTED_MODULE_3__.join(dir, 'impacted-targets.txt');
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(file, `${targets.join('\n')}\n`, { mode: 0o600 });
                args.push('--targets-file', file);
            }
            await this.run(args);
        }
        finally {
            if (dir)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
        }
    }
    getPullRequest() {
        return this.refuse('get-pull-request');
    }
    getTestRun() {
        return this.refuse('get-test-run');
    }
    createQueue() {
        return this.refuse('create-queue');
    }
    submitPullRequest() {
        return this.refuse('submit-pull-request');
    }
    updateQueueEntry() {
        return this.refuse('submit-pull-request');
    }
    cancelPullRequest() {
        return this.refuse('cancel-pull-request');
    }
    restartTests() {
        return this.refuse('restart-tests');
    }
    getQueue() {
        return this.refuse('get-queue');
    }
    updateQueue() {
        return this.refuse('update-queue');
    }
    deleteQueue() {
        return this.refuse('delete-queue');
    }
    refuse(command) {
        return Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Inputs */ .G0.ApiToken, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_4__/* .Inputs */ .G0.ApiToken}" is empty, and the trunk-io/login login is accepted only for uploads: ` +
            `${command} needs an organisation API key in api-token.`));
    }
    run(args) {
        const env = { ...(this.options.env ?? process.env) };
        if (this.options.apiUrl)
            env.TRUNK_API_URL = `${(0,_route_js__WEBPACK_IMPORTED_MODULE_6__/* .v2Root */ .FQ)(this.options.apiUrl)}/v2`;
        if (this.options.githubToken && !env.GITHUB_TOKEN)
            env.GITHUB_TOKEN = this.options.githubToken;
        return new Promise((resolve, reject) => {
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(this.options.cli, args, { env, timeout: this.options.timeoutMs, maxBuffer: MAX_OUTPUT, windowsHide: true }, (error, stdout, stderr) => {
                if (!error) {
                    const said = (0,_http_http_js__WEBPACK_IMPORTED_MODULE_7__/* .excerpt */ .Kb)(`${stdout}`.trim(), 300);
                    if (said)
                        this.options.log?.(`trunk: ${said}`);
                    resolve();
                    return;
                }
                const output = `${stderr}\n${stdout}`.trim();
                const words = output ? `: "${(0,_http_http_js__WEBPACK_IMPORTED_MODULE_7__/* .excerpt */ .Kb)(output, 600)}"` : ' and said nothing';
                const failure = error;
                let message;
                if (failure.code === 'ENOENT' || failure.code === 'EACCES') {
                    message = `${WHAT}: could not run ${this.options.cli} (${String(failure.code)}). Run \`- uses: trunk-io/login@v1\` in this job before this step; it installs the CLI and logs it in.`;
                }
                else if (failure.killed) {
                    message = `${WHAT}: the trunk CLI did not finish within ${this.options.timeoutMs / 1000}s${words}. Raise request-timeout-seconds, or re-run the job later.`;
                }
                else {
                    const exit = typeof failure.code === 'number' ? `exited with code ${failure.code}` : 'failed';
                    message = `${WHAT}: the trunk CLI ${exit}${words}. ${cliAdvice(output, this.eventName)}`;
                }
                reject(new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ServiceError */ ._7({
                    message,
                    operation: 'setImpactedTargets',
                    kind: 'cli',
                    bodyExcerpt: (0,_http_http_js__WEBPACK_IMPORTED_MODULE_7__/* .excerpt */ .Kb)(output),
                    attempts: 1,
                }));
            });
        });
    }
}


/***/ })

};

//# sourceMappingURL=6813.index.js.map