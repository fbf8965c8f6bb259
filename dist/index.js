import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AV: () => (/* binding */ DEFAULT_API_URL_V2),
/* harmony export */   Bo: () => (/* binding */ API_VERSIONS),
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   ZJ: () => (/* binding */ TEST_BRANCH_PREFIX),
/* harmony export */   Zm: () => (/* binding */ TEMP_BRANCH_PREFIX),
/* harmony export */   rK: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   tY: () => (/* binding */ Outputs)
/* harmony export */ });
/** Input names, exactly as action.yml declares them. */
const Inputs = {
    Command: 'command',
    ApiToken: 'api-token',
    ApiUrl: 'api-url',
    AllowInsecureApiUrl: 'allow-insecure-api-url',
    ApiVersion: 'api-version',
    GithubToken: 'github-token',
    Repository: 'repository',
    RepositoryHost: 'repository-host',
    TargetBranch: 'target-branch',
    PrNumber: 'pr-number',
    PrSha: 'pr-sha',
    PrBranch: 'pr-branch',
    Targets: 'targets',
    TargetsFile: 'targets-file',
    ImpactedTargets: 'impacted-targets',
    ImpactedTargetsFiles: 'impacted-targets-files',
    ImpactsAllOn: 'impacts-all-on',
    BaseSha: 'base-sha',
    HeadSha: 'head-sha',
    TestRunId: 'test-run-id',
    Mode: 'mode',
    Concurrency: 'concurrency',
    DryRun: 'dry-run',
    FailOnNotReady: 'fail-on-not-ready',
    Summary: 'summary',
    MaxAttempts: 'max-attempts',
    RequestTimeoutSeconds: 'request-timeout-seconds',
    UnmatchedFiles: 'unmatched-files',
    WaitFor: 'wait-for',
    WaitTimeoutSeconds: 'wait-timeout-seconds',
    Workspaces: 'workspaces',
    WorkingDirectory: 'working-directory',
    BazelPath: 'bazel-path',
    BazelStartupOptions: 'bazel-startup-options',
    BazelOptions: 'bazel-options',
    BazelWorkspacePath: 'bazel-workspace-path',
    BazelIgnore: 'bazel-ignore',
    BazelTestKinds: 'bazel-test-kinds',
    BazelTimeoutSeconds: 'bazel-timeout-seconds',
    GraphCache: 'graph-cache',
    NxTimeoutSeconds: 'nx-timeout-seconds',
};
/** Output names, exactly as action.yml declares them. */
const Outputs = {
    Command: 'command',
    PrNumber: 'pr-number',
    PrSha: 'pr-sha',
    TargetBranch: 'target-branch',
    ImpactedTargets: 'impacted-targets',
    ImpactsAll: 'impacts-all',
    ImpactedTargetsCount: 'impacted-targets-count',
    ChangedFilesCount: 'changed-files-count',
    Uploaded: 'uploaded',
    Submitted: 'submitted',
    State: 'state',
    Ready: 'ready',
    NotReadyReasons: 'not-ready-reasons',
    Readiness: 'readiness',
    PullRequest: 'pull-request',
    TestRunId: 'test-run-id',
    TestRunStatus: 'test-run-status',
    TestBranch: 'test-branch',
    TestBranchSha: 'test-branch-sha',
    RequiredStatuses: 'required-statuses',
    TestedPrs: 'tested-prs',
    DependentPrs: 'dependent-prs',
    ImpactedTargetsForTestedPrs: 'impacted-targets-for-tested-prs',
    FailedChecks: 'failed-checks',
    PendingChecks: 'pending-checks',
    TestRun: 'test-run',
    QueueCreated: 'queue-created',
    IsTestBranch: 'is-test-branch',
    Skip: 'skip',
    RunAll: 'run-all',
    ImpactedTargetsMatrix: 'impacted-targets-matrix',
    WaitResult: 'wait-result',
    WaitedSeconds: 'waited-seconds',
    ApiVersion: 'api-version',
    BazelTestTargets: 'bazel-test-targets',
};
const COMMANDS = [
    'upload-impacted-targets',
    'get-pull-request',
    'get-test-run',
    'create-queue',
    'auto',
];
/** Prefix of the branches the queue runs its tests on. */
const TEST_BRANCH_PREFIX = 'trunk-merge/';
/** Prefix of the queue's short-lived branches, on which CI should not run. */
const TEMP_BRANCH_PREFIX = 'trunk-temp/';
/** The v1 API's base address: operation names are appended to it. */
const DEFAULT_API_URL = 'https://api.trunk.io/v1';
/** The v2 API's address: its paths, which start with /v2, are appended to it. */
const DEFAULT_API_URL_V2 = 'https://api.trunk.io';
const API_VERSIONS = ['v1', 'v2', 'auto'];


/***/ }),

/***/ 3631:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ workspaceOf),
/* harmony export */   P: () => (/* binding */ startMergeRead)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7242);
/* harmony import */ var _targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1494);


/** The checked-out repository: GITHUB_WORKSPACE, as actions/checkout uses it, else here. */
function workspaceOf(env) {
    return env.GITHUB_WORKSPACE || process.cwd();
}
/** A commit SHA as event.ts reads one: 40 or 64 hex digits, lower-cased. */
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * The merge commit's read, started before the rest of the action is loaded (early-git.ts says
 * why), when the run will ask for it: a pull_request event, whose merge commit is GITHUB_SHA
 * (event.ts), and inputs that upload from the changed files. The other events name their merge
 * commit in the payload, which is read only later: they run git as before. Inputs are read as
 * core.getInput reads them, without loading @actions/core.
 */
function startMergeRead(env) {
    if (env.GITHUB_EVENT_NAME !== 'pull_request' || !SHA.test(env.GITHUB_SHA ?? '')) {
        return undefined;
    }
    const input = (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
    // The branch `auto` looks at: pr-branch, else the pull request's head (the payload's
    // pull_request.head.ref, which the runner also gives as GITHUB_HEAD_REF).
    if (!(0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .readsMergeCommit */ .pj)(input, input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrBranch) || env.GITHUB_HEAD_REF))
        return undefined;
    return (0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .startGit */ .BE)((0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeReadArgs */ .su)(env.GITHUB_SHA.toLowerCase()), workspaceOf(env));
}


/***/ }),

/***/ 3316:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _early_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3631);

// The merge commit's read starts before the rest of the bundle is loaded (main.ts is imported,
// not linked, so the bundle puts it in a chunk of its own): git runs meanwhile.
const started = (0,_early_js__WEBPACK_IMPORTED_MODULE_0__/* .startMergeRead */ .P)(process.env);
try {
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(896), __nccwpck_require__.e(994)]).then(__nccwpck_require__.bind(__nccwpck_require__, 994));
    await run(started);
}
finally {
    started?.discard();
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6174:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ splitList)
/* harmony export */ });
function splitList(text, kind) {
    const items = text.split(kind === 'names' ? /[\r\n,]+/ : /\r?\n|\r/);
    const out = [];
    for (const raw of items) {
        const item = raw.trim();
        if (item === '')
            continue;
        if (kind === 'patterns' && item.startsWith('#'))
            continue;
        out.push(item);
    }
    return out;
}


/***/ }),

/***/ 1494:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ startGit),
/* harmony export */   pj: () => (/* binding */ readsMergeCommit),
/* harmony export */   su: () => (/* binding */ mergeReadArgs)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7242);
/* harmony import */ var _lists_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6174);
/* harmony import */ var _git_process_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6644);



/**
 * `git log -1` of the merge commit M with its parents and its name-status diff against its
 * first parent, in one process: what readMergeCommit runs.
 */
function mergeReadArgs(commit) {
    return [
        '-c',
        'core.quotepath=false',
        'log',
        '-1',
        '--format=%x00%P%x00',
        '-z',
        '--name-status',
        '--no-renames',
        '--diff-merges=first-parent',
        '--no-ext-diff',
        '--no-color',
        '--end-of-options',
        commit,
        '--',
    ];
}
const sameEnv = (a, b) => {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length)
        return false;
    return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
};
/** Start `git args` in `cwd` now; undefined if it cannot be started. Never prints. */
function startGit(args, cwd, env = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnv */ .g)()) {
    let child;
    let result;
    try {
        ({ child, result } = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_1__/* .execGit */ .I)(args, cwd, env));
    }
    catch {
        return undefined;
    }
    let open = true;
    return {
        take(wanted, wantedCwd, wantedEnv) {
            if (!open ||
                wantedCwd !== cwd ||
                wanted.length !== args.length ||
                wanted.some((arg, i) => arg !== args[i]) ||
                !sameEnv(wantedEnv, env)) {
                return undefined;
            }
            open = false;
            return result;
        },
        discard() {
            if (!open)
                return;
            open = false;
            // Still running: end it (its result, an error, is read by no one and never rejects).
            if (child.exitCode === null && child.signalCode === null)
                child.kill();
        },
    };
}
/**
 * Whether the inputs make a run that reads the merge commit first: upload-impacted-targets (or
 * `auto` resolving to it) with a source that needs the changed files, the diff's ends not given
 * (they would replace the merge commit) and git run in the workspace itself (working-directory
 * moves it). A guess that mirrors settings.ts and context.ts on the raw inputs, for the door's
 * entry, before they are loaded: a wrong guess costs one read-only git process, never an answer.
 */
function readsMergeCommit(input, branch) {
    const value = (name) => input(name).trim();
    if (value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseSha) || value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.HeadSha) || value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WorkingDirectory)) {
        return false;
    }
    const workspaces = (0,_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Workspaces), 'names');
    const needsDiff = value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Targets) !== '' ||
        value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetsFile) !== '' ||
        (0,_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactsAllOn), 'patterns').length > 0 ||
        !(workspaces.length === 0 ||
            (workspaces.length === 1 && workspaces[0].toLowerCase() === 'false'));
    // impacted-targets: ALL makes the upload ALL without a diff.
    if (!needsDiff || (0,_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactedTargets), 'names').includes('ALL'))
        return false;
    const command = value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command) || 'auto';
    if (command === 'upload-impacted-targets')
        return true;
    // `auto` on a queue test branch (or with a test run id) is get-test-run.
    return (command === 'auto' &&
        value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TestRunId) === '' &&
        !(branch ?? '').startsWith(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .TEST_BRANCH_PREFIX */ .ZJ));
}


/***/ }),

/***/ 6644:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ execGit),
/* harmony export */   g: () => (/* binding */ gitEnv)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * One git process, as every part of the engine runs it: without a shell, prompts off, a C locale,
 * its whole output read once it has exited. Kept apart from git.ts, and importing only Node's
 * modules, so that a door's entry can start a process (early-git.ts) before the rest of the
 * engine is loaded, exactly as the engine would.
 *
 * git writes its output into two scratch files rather than pipes: Node reads a pipe through a
 * stream, and setting those streams up and taking them down cost a cold process 3-5 ms of a git
 * call that takes 2 (docs/performance.md). The files are unlinked as soon as they are opened (only
 * the descriptors remain, so nothing is left behind, whatever happens to the run) and read whole
 * when git exits. Where a file cannot be made, or an open file cannot be unlinked (Windows),
 * execFile's pipes are used; both give the same result.
 */




const MAX_BUFFER = 1024 * 1024 * 1024;
/** The environment git runs in: `base` with prompts off and a C locale. */
function gitEnv(base = process.env) {
    return { ...base, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
}
/** Run git in `cwd` and report; the promise never rejects (a non-zero exit is `ok: false`). */
function execGit(args, cwd, env) {
    const out = scratchFile();
    const err = out === undefined ? undefined : scratchFile();
    if (out === undefined || err === undefined) {
        if (out !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(out);
        return viaPipes(args, cwd, env);
    }
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd,
            env,
            stdio: ['ignore', out, err],
            windowsHide: true,
        });
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(out);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(err);
        throw error;
    }
    const result = new Promise((resolve) => {
        let done = false;
        const finish = (code, spawnError) => {
            if (done)
                return;
            done = true;
            let stdout;
            let stderr;
            try {
                stdout = readWhole(out);
            }
            catch (error) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(err);
                return resolve({
                    ok: false,
                    exitCode: null,
                    stdout: '',
                    stderr: `could not read what git wrote: ${error.message}`,
                });
            }
            try {
                stderr = readWhole(err);
            }
            catch {
                stderr = '';
            }
            if (spawnError) {
                // As execFile says it: a missing git binary has no stderr.
                resolve({
                    ok: false,
                    exitCode: null,
                    stdout: stdout ?? '',
                    stderr: stderr || `${spawnError.code}: ${spawnError.message}`,
                });
            }
            else if (stdout === undefined || stderr === undefined) {
                resolve({
                    ok: false,
                    exitCode: null,
                    stdout: '',
                    stderr: stderr || 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER: stdout maxBuffer length exceeded',
                });
            }
            else if (code === 0) {
                resolve({ ok: true, exitCode: 0, stdout, stderr });
            }
            else {
                resolve({
                    ok: false,
                    exitCode: code,
                    stdout,
                    stderr: stderr || `Command failed: ${['git', ...args].join(' ')}\n`,
                });
            }
        };
        child.once('error', (error) => finish(null, error));
        child.once('close', (code) => finish(code));
    });
    return { child, result };
}
/** execFile's pipes, where no scratch file can be used. */
function viaPipes(args, cwd, env) {
    let child;
    const result = new Promise((resolve) => {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd, env, maxBuffer: MAX_BUFFER, encoding: 'utf8', windowsHide: true }, (error, stdout, stderr) => {
            if (!error)
                return resolve({ ok: true, exitCode: 0, stdout, stderr });
            const code = error.code;
            resolve({
                ok: false,
                exitCode: typeof code === 'number' ? code : null,
                stdout: stdout ?? '',
                // A missing git binary has no stderr; say so instead.
                stderr: stderr || (typeof code === 'string' ? `${code}: ${error.message}` : error.message),
            });
        });
    });
    return { child, result };
}
/** A new file for one of git's streams, already unlinked; undefined when none can be made. */
function scratchFile() {
    if (process.platform === 'win32')
        return undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_3__.join((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), `mq-git-${process.pid}-${Math.random().toString(36).slice(2)}`);
        let fd;
        try {
            // Created here and nowhere else (O_EXCL), readable by this user only.
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, 'wx+', 0o600);
        }
        catch {
            continue;
        }
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(file);
            return fd;
        }
        catch {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            return undefined;
        }
    }
    return undefined;
}
/** What git wrote into `fd`, as UTF-8; undefined past MAX_BUFFER (as execFile refuses it). */
function readWhole(fd) {
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).size;
        if (size > MAX_BUFFER)
            return undefined;
        const bytes = Buffer.allocUnsafe(size);
        let read = 0;
        while (read < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, bytes, read, size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return bytes.toString('utf8', 0, read);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(3316);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map