export const id = 2452;
export const ids = [2452];
export const modules = {

/***/ 1380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ queueLength)
/* harmony export */ });
/** How many pull requests a queue holds: those listed, and those the service did not list. */
function queueLength(queue) {
    return (queue.enqueuedPullRequests ?? []).length + (queue.unlisted ?? 0);
}


/***/ }),

/***/ 4493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ resultOf)
/* harmony export */ });
/** A result with data and nothing else to say. */
function resultOf(data, dryRun, extra = { warnings: [] }) {
    return { command: data.command, data, dryRun, ...extra };
}


/***/ }),

/***/ 7242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AV: () => (/* binding */ DEFAULT_API_URL_V2),
/* harmony export */   Bo: () => (/* binding */ API_VERSIONS),
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   ZJ: () => (/* binding */ TEST_BRANCH_PREFIX),
/* harmony export */   Zm: () => (/* binding */ TEMP_BRANCH_PREFIX),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   rK: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   tY: () => (/* binding */ Outputs),
/* harmony export */   zE: () => (/* binding */ PULL_REQUEST_COMMANDS)
/* harmony export */ });
/* unused harmony export QUEUE_COMMANDS */
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
    PythonUnits: 'python-units',
    Priority: 'priority',
    NoBatch: 'no-batch',
    QueueState: 'queue-state',
    Reason: 'reason',
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
    AlreadyQueued: 'already-queued',
    Cancelled: 'cancelled',
    Restarted: 'restarted',
    QueueState: 'queue-state',
    QueueMode: 'queue-mode',
    QueueLength: 'queue-length',
    QueuedPrs: 'queued-prs',
    Queue: 'queue',
    QueueDeleted: 'queue-deleted',
    QueueStateBefore: 'queue-state-before',
    QueueEntryChanged: 'queue-entry-changed',
};
const COMMANDS = [
    'upload-impacted-targets',
    'get-pull-request',
    'get-test-run',
    'create-queue',
    'submit-pull-request',
    'cancel-pull-request',
    'restart-tests',
    'get-queue',
    'update-queue',
    'delete-queue',
    'auto',
];
/** The commands that act on one pull request in the queue (never picked by `auto`). */
const PULL_REQUEST_COMMANDS = [
    'submit-pull-request',
    'cancel-pull-request',
    'restart-tests',
];
/** The commands that read or change a queue itself (never picked by `auto`). */
const QUEUE_COMMANDS = (/* unused pure expression or super */ null && (['get-queue', 'update-queue', 'delete-queue']));
/** A commit SHA: 40 (SHA-1) or 64 (SHA-256) hex digits, in either case. */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
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

/***/ 788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nf: () => (/* binding */ requireContext),
/* harmony export */   OK: () => (/* binding */ resolveCommand),
/* harmony export */   Q3: () => (/* binding */ tempBranchSkip),
/* harmony export */   TI: () => (/* binding */ sameBranch),
/* harmony export */   W0: () => (/* binding */ branchOf),
/* harmony export */   an: () => (/* binding */ testRunIdOf),
/* harmony export */   sh: () => (/* binding */ isQueueTestBranch)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3322);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8750);
/**
 * Facts + settings -> what the command can do without guessing (requireFacts, requireContext).
 * Pure: the door (doors/action/event.ts for the action) turns its world into Facts first.
 */




/** `refs/heads/x` -> `x`; other refs (tags) -> undefined. */
function branchOf(ref) {
    return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
}
/** One branch, however each side writes it (`refs/heads/x` or `x`). */
function sameBranch(a, b) {
    const name = (ref) => ref.replace(/^refs\/heads\//, '');
    return name(a) === name(b);
}
function isQueueTestBranch(branch) {
    return branch !== undefined && branch.startsWith(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .TEST_BRANCH_PREFIX */ .ZJ);
}
/** The test run id: the last path segment of `trunk-merge/<...>/<id>`. */
function testRunIdOf(branch) {
    const segments = branch.split('/').filter(Boolean);
    return segments.length >= 2 ? segments[segments.length - 1] : undefined;
}
/** A run on one of the queue's temporary branches has nothing to do: the skip that says so. */
function tempBranchSkip(command, branch) {
    if (!branch?.startsWith(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .TEMP_BRANCH_PREFIX */ .Zm))
        return undefined;
    return {
        command,
        skip: `${branch} is one of the queue's temporary branches; there is nothing to do on it.`,
    };
}
/**
 * `auto` -> a command, from the branch the run is for (the door says which): the test run on a
 * queue test branch, an upload when a target source is set, else the readiness read.
 */
function resolveCommand(settings, branch) {
    if (settings.command !== 'auto')
        return settings.command;
    if (settings.testRunId !== undefined || isQueueTestBranch(branch))
        return 'get-test-run';
    return (0,_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .hasTargetSource */ .LQ)(settings) ? 'upload-impacted-targets' : 'get-pull-request';
}
/** The facts a command cannot run without, and the input that supplies each. */
const REQUIRED = {
    'upload-impacted-targets': ['prNumber', 'prSha', 'targetBranch'],
    'get-pull-request': ['prNumber', 'targetBranch'],
    'get-test-run': ['testRunId', 'targetBranch'],
    'create-queue': ['targetBranch'],
    'submit-pull-request': ['prNumber', 'targetBranch'],
    'cancel-pull-request': ['prNumber', 'targetBranch'],
    'restart-tests': ['prNumber', 'targetBranch'],
    'get-queue': ['targetBranch'],
    'update-queue': ['targetBranch'],
    'delete-queue': ['targetBranch'],
};
const INPUT_OF = {
    prNumber: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrNumber,
    prSha: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrSha,
    targetBranch: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetBranch,
    testRunId: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TestRunId,
};
/**
 * The facts with the command's required fields checked present; a ContextError names the
 * inputs to set for every missing one.
 */
function requireFacts(command, facts) {
    const missing = REQUIRED[command].filter((key) => facts[key] === undefined);
    if (missing.length > 0) {
        const inputs = missing.map((key) => `"${INPUT_OF[key]}"`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ContextError */ .af(`${command} on a ${facts.eventName || 'unknown'} event needs ${inputs.join(', ')}: ` +
            `the event does not say, so set ${missing.length === 1 ? 'that input' : 'those inputs'} on the step` +
            (command === 'get-test-run' ? ' (or run on a trunk-merge/ test branch).' : '.'), missing.map((key) => INPUT_OF[key]));
    }
    return facts;
}
/** The context of one command: what it needs, checked present, and how it authenticates. */
function requireContext(command, facts, settings, tools = {}) {
    const common = {
        eventName: facts.eventName,
        repo: facts.repo,
        serverUrl: facts.serverUrl,
        prLinkBase: facts.prLinkBase,
        testBranch: facts.testBranch,
    };
    switch (command) {
        case 'upload-impacted-targets': {
            const f = requireFacts(command, facts);
            return {
                ...common,
                command,
                auth: (0,_route_js__WEBPACK_IMPORTED_MODULE_2__/* .authOf */ .g)(command, settings, f, tools),
                pr: { number: f.prNumber, sha: f.prSha, branch: f.prBranch },
                targetBranch: f.targetBranch,
                diff: { ...f.diff, head: f.diff.head ?? f.prSha },
            };
        }
        case 'get-pull-request': {
            const f = requireFacts(command, facts);
            return {
                ...common,
                command,
                auth: (0,_route_js__WEBPACK_IMPORTED_MODULE_2__/* .authOf */ .g)(command, settings, f, tools),
                pr: { number: f.prNumber, sha: f.prSha, branch: f.prBranch },
                targetBranch: f.targetBranch,
            };
        }
        case 'get-test-run': {
            const f = requireFacts(command, facts);
            return {
                ...common,
                command,
                auth: (0,_route_js__WEBPACK_IMPORTED_MODULE_2__/* .authOf */ .g)(command, settings, f, tools),
                testRunId: f.testRunId,
                targetBranch: f.targetBranch,
                pr: { number: f.prNumber, sha: f.prSha },
            };
        }
        case 'submit-pull-request':
        case 'cancel-pull-request':
        case 'restart-tests': {
            const f = requireFacts(command, facts);
            return {
                ...common,
                command,
                auth: (0,_route_js__WEBPACK_IMPORTED_MODULE_2__/* .authOf */ .g)(command, settings, f, tools),
                pr: { number: f.prNumber, sha: f.prSha },
                targetBranch: f.targetBranch,
            };
        }
        case 'create-queue':
        case 'get-queue':
        case 'update-queue':
        case 'delete-queue': {
            const f = requireFacts(command, facts);
            return {
                ...common,
                command,
                auth: (0,_route_js__WEBPACK_IMPORTED_MODULE_2__/* .authOf */ .g)(command, settings, f, tools),
                targetBranch: f.targetBranch,
                pr: { number: f.prNumber, sha: f.prSha },
            };
        }
    }
}


/***/ }),

/***/ 572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ unavailableBecause),
/* harmony export */   r: () => (/* binding */ actionsCacheAvailable)
/* harmony export */ });
/**
 * Whether the GitHub Actions cache service is there, from the runner's variables alone: what
 * `graph-cache: auto` asks before anything of @actions/cache is loaded (graph-cache.ts), and
 * what cache.ts checks before it loads the library.
 */
/**
 * Whether the runner's environment has the cache service @actions/cache would talk to: v2
 * (github.com, `ACTIONS_CACHE_SERVICE_V2` set) needs `ACTIONS_RESULTS_URL`, v1 (GitHub
 * Enterprise Server, or the flag unset) `ACTIONS_CACHE_URL`; both the `ACTIONS_RUNTIME_TOKEN`,
 * and an `ACTIONS_CACHE_MODE` other than `none`.
 */
function actionsCacheAvailable(env) {
    return unavailableBecause(env) === undefined;
}
/** Why the cache service is not available in `env`, as a sentence's end; undefined when it is. */
function unavailableBecause(env) {
    const server = env['GITHUB_SERVER_URL'] || 'https://github.com';
    let host;
    try {
        host = new URL(server).hostname.toLowerCase();
    }
    catch {
        return `GITHUB_SERVER_URL is "${server}", which is not a URL`;
    }
    // The library's own rule (config.ts isGhes): v2 is never used on GitHub Enterprise Server.
    const ghes = host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
    const v2 = !ghes && Boolean(env['ACTIONS_CACHE_SERVICE_V2']);
    if (v2 && !env['ACTIONS_RESULTS_URL']) {
        return 'ACTIONS_CACHE_SERVICE_V2 is set, so the cache service is v2, and ACTIONS_RESULTS_URL is not set';
    }
    if (!v2 && !env['ACTIONS_CACHE_URL']) {
        const why = ghes
            ? `GITHUB_SERVER_URL (${server}) is GitHub Enterprise Server`
            : 'ACTIONS_CACHE_SERVICE_V2 is not set';
        return `${why}, so the cache service is v1, and ACTIONS_CACHE_URL is not set`;
    }
    if (!env['ACTIONS_RUNTIME_TOKEN'])
        return 'ACTIONS_RUNTIME_TOKEN is not set';
    if ((env['ACTIONS_CACHE_MODE'] ?? '').trim().toLowerCase() === 'none') {
        return 'ACTIONS_CACHE_MODE is "none"';
    }
    return undefined;
}


/***/ }),

/***/ 3631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ workspaceOf),
/* harmony export */   P: () => (/* binding */ startMergeRead)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1494);


/** The checked-out repository: GITHUB_WORKSPACE, as actions/checkout uses it, else here. */
function workspaceOf(env) {
    return env.GITHUB_WORKSPACE || process.cwd();
}
/**
 * The merge commit's read, started before the action's own work (early-git.ts says
 * why), when the run will ask for it: a pull_request event, whose merge commit is GITHUB_SHA
 * (event.ts), and inputs that upload from the changed files. The other events name their merge
 * commit in the payload, which is read only later: they run git as before. Inputs are read as
 * core.getInput reads them, without loading @actions/core.
 */
function startMergeRead(env) {
    const merge = (0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestMerge */ .Bm)(env);
    if (merge === undefined)
        return undefined;
    const input = (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
    // The branch `auto` looks at: pr-branch, else the pull request's head (the payload's
    // pull_request.head.ref, which the runner also gives as GITHUB_HEAD_REF).
    if (!(0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .readsMergeCommit */ .pj)(input, input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrBranch) || env.GITHUB_HEAD_REF))
        return undefined;
    return (0,_targets_diff_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .startMergeReads */ .Yo)(merge, workspaceOf(env), input);
}


/***/ }),

/***/ 9843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hv: () => (/* binding */ HttpCodes),
/* harmony export */   Kg: () => (/* binding */ HttpClientError),
/* harmony export */   Qq: () => (/* binding */ HttpClient),
/* harmony export */   tZ: () => (/* binding */ BearerCredentialHandler),
/* harmony export */   w: () => (/* binding */ loadHttpClient)
/* harmony export */ });
/**
 * Stands in for `@actions/http-client` in the bundle (tsconfig.json `paths`, which ncc follows).
 * @actions/core imports it at the top for OIDC tokens, which this action never asks for, and
 * evaluating it pulls in undici, tunnel and the http/tls built-ins: about 35 ms of every start.
 * Here it is a chunk of its own, loaded by loadHttpClient() before anything that needs it
 * synchronously (the GitHub API client, @actions/cache) is created.
 */
let real;
/**
 * The real HttpCodes once loadHttpClient() has run. @actions/cache (its retries) reads it when
 * it makes a request, after its caller loaded the module; a live binding, so the bundle sees it.
 */
let HttpCodes;
/** The real HttpClientError once loadHttpClient() has run (@actions/cache tests errors with it). */
let HttpClientError;
/** Load the real module (once). */
async function loadHttpClient() {
    if (real)
        return;
    const [client, auth] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(4942)]).then(__webpack_require__.bind(__webpack_require__, 4942)),
        __webpack_require__.e(/* import() */ 2145).then(__webpack_require__.bind(__webpack_require__, 2145)),
    ]);
    real = { client, auth };
    HttpCodes = client.HttpCodes;
    HttpClientError = client.HttpClientError;
}
function loaded() {
    if (!real)
        throw new Error('@actions/http-client was used before loadHttpClient() loaded it');
    return real;
}
/** The real HttpClient, constructed through the loaded module. */
class HttpClient {
    constructor(...args) {
        return new (loaded().client.HttpClient)(...args);
    }
}
/** The real BearerCredentialHandler (only OIDC uses it; never this action). */
class BearerCredentialHandler {
    constructor(...args) {
        return new (loaded().auth.BearerCredentialHandler)(...args);
    }
}


/***/ }),

/***/ 3310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(7242);
// EXTERNAL MODULE: ./src/context.ts
var context = __webpack_require__(788);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/clock.ts
/** Wall-clock time for waits, behind an interface so tests pass their own. */
const systemWaitClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal?.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            resolve();
        }
        signal?.addEventListener('abort', done, { once: true });
    }),
};

// EXTERNAL MODULE: ./src/route.ts
var route = __webpack_require__(3322);
// EXTERNAL MODULE: ./src/service/limits.ts
var limits = __webpack_require__(4319);
// EXTERNAL MODULE: ./src/path-kind.ts
var path_kind = __webpack_require__(911);
// EXTERNAL MODULE: ./src/tiers.ts
var tiers = __webpack_require__(210);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/voice.ts
var src_voice = __webpack_require__(4549);
// EXTERNAL MODULE: ./src/targets/diff/early-git.ts
var early_git = __webpack_require__(1494);
// EXTERNAL MODULE: ./src/targets/diff/git.ts
var diff_git = __webpack_require__(5796);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/targets/diff/git-dir.ts
var git_dir = __webpack_require__(3662);
;// CONCATENATED MODULE: ./src/targets/diff/git-index.ts
/**
 * A commit's tree read from the repository's index (`.git/index`) instead of `git ls-tree -r`,
 * when the index is that tree exactly: its cache tree (the TREE extension, which git keeps for
 * `git commit` to write trees without hashing the index again) is valid at the root and names
 * the commit's tree, every entry at stage 0. git keeps that record true: any change to the index
 * marks the root invalid until a tree is written from it again. actions/checkout's checkout
 * leaves it valid (git checkout repairs the cache tree after it).
 *
 * Why: on a small virtual machine a second git process beside the diff cost the run about 10 ms
 * (two processes starting at once on two cores, beside Node), more than reading the file.
 *
 * Anything this reader does not know for sure makes it answer undefined, and the caller lists
 * the tree with git: another index version, a split index (`link`), a sparse index (`sdir`, or a
 * directory entry), an entry at another stage or added with intent-to-add, a cache tree that is
 * missing, invalid at the root, of another tree or of another number of entries, a repository
 * whose index another variable names, a file that ends too soon.
 *
 * The index format: git's Documentation/gitformat-index.txt.
 */




/** The mode bits of an entry's kind: a file, a symlink, a submodule, a sparse directory. */
const KIND = 0o170000;
const GITLINK = 0o160000;
const FILE = 0o100000;
const SYMLINK = 0o120000;
/** Flags of an entry: its stage, an extended flags field (version 3 on), the name's length. */
const STAGE = 0x3000;
const EXTENDED = 0x4000;
const NAME_LENGTH = 0x0fff;
/** Extended flag: added with intent-to-add (an entry the tree lacks). */
const INTENT_TO_ADD = 0x2000;
/** Whether `tree` is the id of an object (hex of SHA-1 or SHA-256). */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/**
 * The tree `tree` (its object id, hex) as the index of the repository at `top` holds it, or
 * undefined when the index is not exactly that tree or cannot be read here for sure.
 */
function readIndexTree(top, tree, env = process.env) {
    if (!OBJECT_ID.test(tree))
        return undefined;
    const gitDir = (0,git_dir/* gitDirOf */.z)(top, env);
    return gitDir === undefined ? undefined : readIndexFile(external_node_path_.join(gitDir, 'index'), tree);
}
/**
 * How many entries the index of the repository at `top` holds, from its header (12 bytes), or
 * undefined when it cannot be read as an index. A size only: whether the index is some commit's
 * tree is readIndexTree's to say.
 */
function indexEntryCount(top, env = process.env) {
    const gitDir = (0,git_dir/* gitDirOf */.z)(top, env);
    if (gitDir === undefined)
        return undefined;
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(external_node_path_.join(gitDir, 'index'), 'r');
    }
    catch {
        return undefined;
    }
    try {
        const header = Buffer.alloc(12);
        if ((0,external_node_fs_.readSync)(fd, header, 0, 12, 0) !== 12 || header.toString('latin1', 0, 4) !== 'DIRC')
            return undefined;
        return header.readUInt32BE(8);
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Bytes of the index read at a time (versions 2 and 3). */
const CHUNK = 1 << 16;
/** Room for any entry whose name is under 4,095 bytes: its fields, flags, name and padding. */
const ENTRY_ROOM = 40 + 32 + 4 + NAME_LENGTH + 8;
/**
 * The index file `file` when it is exactly the tree `tree`; undefined otherwise. Versions 2 and
 * 3 are read `chunk` bytes at a time into one buffer over which the names are moved down as they
 * are read, so that the memory touched is the names and a chunk, not the whole file (on a small
 * virtual machine each fresh megabyte costs about 4 ms; a 20,000-file index is 1.9 MB, its names
 * 0.6). Version 4 is read whole.
 */
function readIndexFile(file, tree, chunk = CHUNK) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, 'r');
    }
    catch {
        return undefined;
    }
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        // Allocated, not filled: only the pages written are touched.
        const index = Buffer.allocUnsafeSlow(size);
        let filled = 0;
        const read = (at, want) => {
            let got = 0;
            while (got < want) {
                const n = (0,external_node_fs_.readSync)(fd, index, at + got, want - got, filled + got);
                if (n === 0)
                    break;
                got += n;
            }
            filled += got;
            return got;
        };
        // The header and at least one entry whole in the first read.
        const first = read(0, Math.min(Math.max(chunk, ENTRY_ROOM), size));
        const whole = first >= 8 && index.readUInt32BE(4) === 4;
        const end = whole ? first + read(first, size - first) : first;
        // Version 4 is all read: nothing more to read.
        const more = whole
            ? undefined
            : (dataEnd, oneChunk) => 
            // The unread part of the file goes after the bytes kept: a chunk, or all that is left.
            dataEnd + read(dataEnd, Math.min(size - filled, oneChunk ? chunk : size));
        return parseOwned(index, end, tree, more);
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The index in `index` when it is exactly the tree `tree`; undefined otherwise. */
function parseIndex(index, tree) {
    if (!OBJECT_ID.test(tree))
        return undefined;
    // The reader writes the names over the entries: a copy, the caller's buffer stays as it was.
    return parseOwned(Buffer.from(index), index.length, tree);
}
/**
 * The entries of `index` (which this overwrites), its first `end` bytes read, the rest of the
 * file read by `more` when given, when the cache tree after them names `tree`; undefined for
 * anything not sure.
 */
function parseOwned(index, end, tree, more) {
    const oidLength = tree.length / 2;
    try {
        const entries = parseIndexEntries(index, end, oidLength, more);
        if (!entries)
            return undefined;
        return validTree(index, entries.at, entries.end, oidLength, entries.count) === tree
            ? entries.paths
            : undefined;
    }
    catch {
        // read past the end: a file written partly, or not an index
        return undefined;
    }
}
/**
 * The entries of `index` (which this overwrites: each name is moved down over the entries read,
 * so the names end up one after another at the start, without a second buffer), its first `end`
 * bytes read and the rest read by `more`, with where the extensions start and end; undefined for
 * an entry this reader does not take as a tree's.
 */
function parseIndexEntries(index, end, oidLength, more) {
    if (end < 12 + oidLength || index.toString('latin1', 0, 4) !== 'DIRC')
        return undefined;
    const version = index.readUInt32BE(4);
    if (version < 2 || version > 4)
        return undefined;
    const count = index.readUInt32BE(8);
    // Version 4's names may take more room than the file (each is stored as a change of the
    // last): they go to a buffer of their own, grown as needed (the file is read whole). Versions
    // 2 and 3 store each name whole, after 62 or more bytes of its entry: moved down in place.
    let names = version === 4 ? Buffer.allocUnsafe(index.length) : index;
    let written = 0;
    const room = (bytes) => {
        if (written + bytes <= names.length)
            return;
        const larger = Buffer.allocUnsafe(Math.max(2 * names.length, written + bytes));
        names.copy(larger, 0, 0, written);
        names = larger;
    };
    // Versions 2 and 3, read a chunk at a time: the bytes not yet parsed, from `at` to `end`, are
    // moved down after the names, and the next chunk (or the rest) read after them. Returns how
    // far they moved; `more` is dropped once the file is read to its end.
    const readOn = (at, whole) => {
        if (!more)
            return 0;
        const shift = at - written;
        index.copyWithin(written, at, end);
        const was = end - shift;
        end = more(was, !whole);
        if (end === was)
            more = undefined;
        return shift;
    };
    let previous = 0;
    const gitlinkAt = [];
    // Offsets in bytes: the offsets in the text too when every name is ASCII (mostly so).
    const starts = new Array(count);
    const ends = new Array(count);
    let at = 12;
    // Bytes read one by one rather than with readUInt16BE and friends, and names moved with
    // copyWithin rather than Buffer's copy: this loop runs once per file of the tree, cold, and a
    // call per field doubled its time on 20,000 files.
    for (let i = 0; i < count; i++) {
        while (more && end - at < ENTRY_ROOM)
            at -= readOn(at, false);
        let start = at;
        if (at + 44 + oidLength > end)
            return undefined;
        // The mode's kind, in the low half of its 32 bits (offset 24).
        const kind = ((index[at + 26] << 8) | index[at + 27]) & KIND;
        if (kind !== FILE && kind !== SYMLINK && kind !== GITLINK)
            return undefined;
        at += 40 + oidLength;
        const flags = (index[at] << 8) | index[at + 1];
        at += 2;
        if ((flags & STAGE) !== 0)
            return undefined;
        if (flags & EXTENDED) {
            if (version < 3 || ((index[at] << 8) | index[at + 1]) & INTENT_TO_ADD)
                return undefined;
            at += 2;
        }
        const nameStart = written;
        if (version === 4) {
            // The previous name, less `strip` bytes from its end, then this entry's NUL-ended rest.
            let strip = 0;
            let byte;
            do {
                byte = index[at++];
                strip = (strip << 7) | (byte & 0x7f);
                if (byte & 0x80)
                    strip++;
            } while (byte & 0x80);
            const keep = previous - strip;
            if (keep < 0)
                return undefined;
            room(keep);
            if (keep > 0) {
                const from = written - previous - 1;
                written += names.copy(names, written, from, from + keep);
            }
            const nul = index.indexOf(0, at);
            if (nul === -1 || nul >= end)
                return undefined;
            room(nul - at + 1);
            written += index.copy(names, written, at, nul);
            at = nul + 1;
        }
        else {
            const stated = flags & NAME_LENGTH;
            let nul = at + stated;
            if (stated === NAME_LENGTH) {
                // A name of 4,095 bytes or more: up to its NUL, the rest of the file read if need be.
                nul = index.subarray(at, end).indexOf(0);
                if (nul === -1 && more) {
                    const shift = readOn(start, true);
                    start -= shift;
                    at -= shift;
                    nul = index.subarray(at, end).indexOf(0);
                }
                if (nul === -1)
                    return undefined;
                nul += at;
            }
            if (nul >= end)
                return undefined;
            index.copyWithin(written, at, nul);
            written += nul - at;
            // One to eight NULs pad the entry to a multiple of eight bytes.
            at = start + ((nul - start + 8) & ~7);
        }
        previous = written - nameStart;
        if (previous === 0)
            return undefined;
        if (kind === GITLINK)
            gitlinkAt.push(i);
        starts[i] = nameStart;
        ends[i] = written;
        names[written++] = 0;
    }
    // The extensions and the checksum: the rest of the file.
    at -= readOn(at, true);
    let text;
    if ((0,external_node_buffer_.isAscii)(names.subarray(0, written)))
        text = names.toString('latin1', 0, written);
    else {
        // The offsets in characters, found again in the decoded text.
        text = names.toString('utf8', 0, written);
        for (let i = 0, pos = 0; i < count; i++) {
            const stop = text.indexOf('\0', pos);
            if (stop === -1)
                return undefined;
            starts[i] = pos;
            ends[i] = stop;
            pos = stop + 1;
        }
    }
    const gitlinks = gitlinkAt.map((i) => text.slice(starts[i], ends[i]));
    return { paths: { text, starts, ends, gitlinks }, at, end, count };
}
/**
 * The id of the tree the cache tree names at the root, when the extensions from `at` on hold one
 * valid there, of `count` entries, and nothing that makes the entries read here other than the
 * index's (a split index's shared part, a sparse index's directories); else undefined.
 */
function validTree(index, at, dataEnd, oidLength, count) {
    const end = dataEnd - oidLength;
    let tree;
    while (at + 8 <= end) {
        const signature = index.toString('latin1', at, at + 4);
        const size = index.readUInt32BE(at + 4);
        const data = at + 8;
        if (data + size > end)
            return undefined;
        if (signature === 'link' || signature === 'sdir')
            return undefined;
        if (signature === 'TREE') {
            // The root: an empty path, NUL, its entry count (-1 when invalid), SP, its subtrees, LF,
            // then its tree's id when valid.
            const line = index.indexOf(10, data);
            if (line === -1 || line >= data + size || index[data] !== 0)
                return undefined;
            const [entries] = index.toString('latin1', data + 1, line).split(' ');
            tree =
                entries === String(count) && line + 1 + oidLength <= data + size
                    ? index.toString('hex', line + 1, line + 1 + oidLength)
                    : undefined;
        }
        else if (!/^[A-Z]/.test(signature)) {
            // An extension a reader must understand, which this one does not.
            return undefined;
        }
        at = data + size;
    }
    return at === end ? tree : undefined;
}

// EXTERNAL MODULE: ./src/targets/matcher.ts
var targets_matcher = __webpack_require__(3904);
;// CONCATENATED MODULE: ./src/targets/dead-patterns.ts
/**
 * Target rules whose patterns cannot match: a pattern (not a `!` exclusion) that matches no path
 * of either compared commit can never make its target impacted, and a typo (`packages/auht/**`)
 * is otherwise as quiet as a README edit. Found on every run with rules, from the head's tree and
 * the diff's own paths: a path of the base that the head lacks is one the diff deletes (or renames
 * from), so the base's tree need not be listed. The head's tree is read from the repository's
 * index when the index is that tree (git-index.ts: a pull request's merge commit checked out, its
 * tree named by the diff's own process), else listed by one `git ls-tree -r`, started beside the
 * diff where the head is known before it. A large index (12,000 paths or more) is not read for
 * a few patterns: git lists what lies at their bases instead (base-listing.ts). A warning, not an
 * error: a rules file shared by several repositories may name paths that this one lacks.
 *
 * The rules' matcher answers (GroupMatcher.unmatchedIncludeGroups): a pattern that matched a
 * changed file is known; any other is looked up once by its literal base (`packages/auth` of
 * `packages/auth/**`) in the sorted paths, and tested, with the rules' own compiled tests, only on
 * the paths under it, so a base no path starts with costs one search (galloping on from the
 * last base's) and no glob. Only the first few dead patterns, those a warning names, get words
 * and the nearest path.
 */






/** A whole tree: its paths are browsed as they are (SortedPaths is a Browse). */
const treeOf = (paths, gitlinks) => ({
    paths,
    gitlinks,
    browse: paths,
});
/**
 * `git ls-tree -r -z --full-tree`: `<mode> SP <type> SP <oid> TAB <path> NUL` per entry. The
 * paths are kept as offsets into the output (SortedPaths), so a tree of 20,000 files makes no
 * 20,000 strings.
 */
function parseTree(output) {
    const starts = [];
    const ends = [];
    const gitlinks = [];
    (0,diff_git/* eachTreeEntryAt */.l8)(output, (start, tab, stop) => {
        starts.push(tab + 1);
        ends.push(stop);
        if ((0,diff_git/* isGitlinkAt */.qn)(output, start))
            gitlinks.push(output.slice(tab + 1, stop));
    });
    return treeOf(new targets_matcher/* SortedPaths */.of({ text: output, starts, ends }), gitlinks);
}
/**
 * `commit`'s tree from the index of the repository at `top` (git-index.ts), whose cache tree
 * must name `tree` (the id the diff's process gave); read when asked for. When the index is not
 * that tree: `otherwise`'s (a listing started beside the diff), else undefined (git lists it).
 */
function indexListing(top, commit, tree, otherwise) {
    return {
        commit,
        entries: indexEntryCount(top),
        async tree() {
            const read = readIndexTree(top, tree);
            if (read)
                return treeOf(new targets_matcher/* SortedPaths */.of(read), read.gitlinks);
            return otherwise?.commit === commit ? otherwise.tree() : undefined;
        },
    };
}
/**
 * Starts listing `commit`'s tree (the head the diff will most likely compare), beside the diff;
 * not when the index of the repository at `top` says the tree is large (BASE_LISTING_FROM) and
 * the look-up may go by the bases of `ruleSets` (each pattern has one, and they are few): then
 * the tree is listed whole only if the look-up asks for it.
 */
function startListing(git, commit, top, ruleSets = [], env = process.env) {
    const entries = top === undefined ? undefined : indexEntryCount(top, env);
    if (entries !== undefined && entries >= baseListingFrom(env) && fewBases(ruleSets)) {
        let later;
        return {
            commit,
            entries,
            tree: () => (later ??= listTree(git, commit).catch(() => undefined)),
        };
    }
    const tree = listTree(git, commit).catch(() => undefined);
    return { commit, tree: () => tree };
}
/** Whether each include pattern of `ruleSets` has a base, and they are BASE_LISTING_BASES at most. */
function fewBases(ruleSets) {
    const bases = new Set();
    for (const rules of ruleSets)
        for (const rule of rules)
            for (const pattern of rule.include) {
                const base = (0,targets_matcher/* patternBase */.cp)(pattern);
                if (base === '')
                    return false;
                bases.add(base);
                if (bases.size > BASE_LISTING_BASES)
                    return false;
            }
    return true;
}
async function listTree(git, commit) {
    const listed = await git.tryRun((0,early_git/* treeListArgs */.mM)(commit));
    return listed.ok ? parseTree(listed.stdout) : undefined;
}
/**
 * From how many paths a tree is not read whole when the look-up searches few bases. Measured on a
 * small virtual machine (the small PR in repositories of 5,000 to 100,000 files): reading the
 * index cost the run 4 ms at 5,000 paths, 7 at 10,000, 30 to 44 at 15,000 and 20,000 (its young
 * generation's first scavenges) and 48 at 100,000, where the git process that lists what lies
 * at the bases costs 14 to 23 ms at every size (docs/performance.md, "A small pull request in a
 * large repository"). `MERGE_QUEUE_CONNECT_BASE_LISTING_FROM` sets it for the tests (not for
 * users to set).
 */
const BASE_LISTING_FROM = 12_000;
/** Up to how many bases: git tests each path it walks against every base it is given. */
const BASE_LISTING_BASES = 256;
/** BASE_LISTING_FROM, or `MERGE_QUEUE_CONNECT_BASE_LISTING_FROM` when set to a number. */
function baseListingFrom(env) {
    const set = Number(env.MERGE_QUEUE_CONNECT_BASE_LISTING_FROM || NaN);
    return Number.isFinite(set) ? set : BASE_LISTING_FROM;
}
/** Inside a submodule a listing holds no file: nothing can be said of a pattern there. */
const inside = (base, links) => {
    for (const link of links)
        if (base === link || base.startsWith(`${link}/`))
            return true;
    return false;
};
/**
 * The include patterns of `rules` that match no path of either compared commit: the head's tree
 * and the paths the diff removed; undefined when the head cannot be listed (nothing can be said
 * then). The first `suggest` get the nearest path of the head's tree (a shared rules file may
 * name thousands this one lacks).
 */
async function deadPatterns(rules, compared, git, { early, suggest = Infinity, matcher, env = process.env } = {}) {
    if (!rules.some((rule) => rule.include.length > 0))
        return [];
    const rulesMatcher = matcher ?? new targets_matcher/* GroupMatcher */.Sb(rules);
    const listing = compared.to === early?.commit ? early : undefined;
    // A large tree is listed at the bases of the open patterns when they are few (and each has one).
    const entries = listing?.entries;
    const large = entries !== undefined && entries >= baseListingFrom(env);
    const bases = large ? rulesMatcher.openBases(BASE_LISTING_BASES) : undefined;
    // Every pattern matched a changed file: nothing to look for, no tree to read.
    if (bases?.length === 0)
        return [];
    const tree = (bases
        ? await (await __webpack_require__.e(/* import() */ 3008).then(__webpack_require__.bind(__webpack_require__, 3008))).listBases(git, compared.to, bases)
        : await listing?.tree()) ?? (await listTree(git, compared.to));
    if (!tree)
        return undefined;
    const removed = new targets_matcher/* SortedPaths */.of(compared.removed);
    const { gitlinks: links, live } = tree;
    const open = rulesMatcher.unmatchedIncludeGroups([tree.paths, removed], links.length > 0 || live?.size
        ? (base) => live?.has(base) === true || inside(base, links)
        : undefined);
    if (open.length === 0)
        return [];
    const dead = await outsideBaseSubmodules(open, compared, git);
    const near = nearestPaths(tree.browse);
    const named = [];
    for (let i = 0; i < dead.length; i++) {
        const p = dead[i];
        named.push(i < suggest ? { ...p, suggestion: await near(p.pattern) } : p);
    }
    return named;
}
/**
 * The patterns of `open` not inside a submodule of the base. A submodule of the base that the
 * head lacks (or holds as a file or directory) is a path the diff removed, and only such a path
 * at or above a pattern's base can be one: in that rare case git is asked which of them are
 * submodules there (`open` is all that is known otherwise).
 */
async function outsideBaseSubmodules(open, { removed, from }, git) {
    if (removed.length === 0)
        return open;
    const gone = new Set(removed);
    const above = new Map();
    for (const p of open) {
        const base = (0,targets_matcher/* patternBase */.cp)(p.pattern);
        const named = (base === '' ? [] : [...(0,targets_matcher/* dirsAbove */.C7)(base), base]).filter((dir) => gone.has(dir));
        if (named.length > 0)
            above.set(p, named);
    }
    if (above.size === 0)
        return open;
    const paths = [...new Set([...above.values()].flat())];
    const listed = await git
        .tryRun([
        '--literal-pathspecs',
        ...(0,early_git/* treeListArgs */.mM)(from).filter((a) => a !== '-r'),
        '--',
        ...paths,
    ])
        .catch(() => undefined);
    // Unknown: nothing is said of those patterns.
    if (!listed?.ok)
        return open.filter((p) => !above.has(p));
    const links = parseTree(listed.stdout).gitlinks;
    return open.filter((p) => !inside((0,targets_matcher/* patternBase */.cp)(p.pattern), links));
}
/**
 * For a pattern, the nearest path of the tree: its literal base followed segment by segment,
 * a missing segment replaced by the closest name there (`packages/auht` -> `packages/auth`).
 * When every segment was found the pattern is rewritten on that base (`packages/auth/**`);
 * when the base exists as it is, a path under it is given; else the deepest directory reached.
 */
function nearestPaths(tree) {
    // Several suggestions mostly start at the same directories (the root's names, every time).
    const names = new Map();
    const childNames = async (dir) => {
        const known = names.get(dir);
        if (known)
            return known;
        const listed = await tree.childNames(dir);
        names.set(dir, listed);
        return listed;
    };
    return async (pattern) => {
        const base = (0,targets_matcher/* patternBase */.cp)(pattern.replace(/^(\.\/)+/, ''));
        if (base === '')
            return undefined;
        let dir = '';
        let changed = false;
        for (const name of base.split('/')) {
            // The names there are listed only when this one is missing (the root may hold thousands).
            const found = (await tree.holds(dir === '' ? name : `${dir}/${name}`))
                ? name
                : (0,format/* closestWord */.En)(name, await childNames(dir));
            if (found === undefined)
                return dir === '' ? undefined : dir;
            changed ||= found !== name;
            dir = dir === '' ? found : `${dir}/${found}`;
        }
        if (!changed)
            return (await tree.firstUnder(dir)) ?? dir;
        const rest = pattern.replace(/^(\.\/)+/, '').slice(base.length);
        return `${dir}${rest}`;
    };
}
/** Dead patterns named one warning each, the first few; the rest in one more. */
const DEAD_PATTERN_WARNINGS = 5;
/**
 * The warnings for rule patterns that match no path of either compared commit (a typo:
 * `packages/auht/**`), with the nearest path of the tree. `removed`: what the diff removed.
 */
async function deadPatternWarnings(rules, { comparison, removed }, git, voice = src_voice/* ACTION_VOICE */.w, options = {}) {
    if (!rules.some((rule) => rule.include.length > 0))
        return [];
    const compared = { to: comparison.to, from: comparison.from, removed };
    const dead = await deadPatterns(rules, compared, git, {
        ...options,
        suggest: DEAD_PATTERN_WARNINGS,
    }).catch(() => undefined);
    return warningsOf(dead, rules, voice);
}
function warningsOf(dead, rules, voice) {
    if (!dead || dead.length === 0)
        return [];
    const whose = (p) => p.holders
        .map((i) => `target ${JSON.stringify(rules[i].name)} (${voice.input(rules[i].input)})`)
        .join(', ');
    const warnings = dead.slice(0, DEAD_PATTERN_WARNINGS).map((p) => {
        const targets = p.holders.map((i) => JSON.stringify(rules[i].name)).join(', ');
        const near = p.suggestion === undefined
            ? ''
            : ` The nearest path there is ${JSON.stringify(p.suggestion)}: is that what it means?`;
        return (`Pattern ${JSON.stringify(p.pattern)} of ${whose(p)} matches no file of either compared commit, ` +
            `so it can never make ${targets} impacted.${near} ` +
            '(A rules file shared by several repositories may name paths that this one lacks: then nothing is wrong.)');
    });
    const rest = dead.slice(DEAD_PATTERN_WARNINGS);
    if (rest.length > 0) {
        warnings.push(`${rest.length} more ${rest.length === 1 ? 'pattern matches' : 'patterns match'} no file of either compared commit: ` +
            (0,format/* listCapped */.Gs)(rest.map((p) => p.pattern)));
    }
    return warnings;
}

// EXTERNAL MODULE: ./src/targets/diff/changed-files.ts
var changed_files = __webpack_require__(1281);
;// CONCATENATED MODULE: ./src/targets/diff/sources.ts
/**
 * Where a pull request's changed files come from: git first (the merge commit when it is one,
 * else the three-dot diff, fetching what a shallow clone lacks), the GitHub API's listing when
 * git cannot reach what it needs or there is no repository, and otherwise "uncertain" with the
 * reason and the fix, which the safety rule turns into ALL.
 */




async function changedFilesOf(request, deps) {
    const voice = deps.voice ?? src_voice/* ACTION_VOICE */.w;
    // The common case first, in one git process: the merge commit and its first parent are here.
    // A failed read (not a repository, M missing) is found out below. M listed in the shallow
    // file (actions/checkout's depth 1) is read after the fetch of its parents, not before too.
    const merge = request.mergeCommit;
    const read = !merge
        ? undefined
        : deps.workspace !== undefined && (0,git_dir/* atShallowBoundary */.A)(deps.workspace, merge)
            ? changed_files/* SHALLOW_BOUNDARY */.qL
            : await (0,changed_files/* readMergeCommit */.yB)(deps.git, merge).catch(() => undefined);
    if (read && read.parents.length > 0) {
        const verdict = (0,changed_files/* mergeVerdict */.GO)(read, request);
        if (!('why' in verdict))
            return verdict;
    }
    const firstRead = request.mergeCommit ? { firstRead: { read } } : {};
    /** From git; from the GitHub API's listing when git cannot reach the remote for what it lacks. */
    const fromGit = async (shallow) => {
        const result = await (0,changed_files/* changedFilesFromGit */.mD)(deps.git, request, deps.log, {
            shallow,
            ...firstRead,
            runSource: voice.runSource,
            input: voice.input,
        });
        if (result.certain || result.unreachable === undefined || !deps.listPullRequestFiles) {
            return result;
        }
        return fromListing(result.unreachable, `${result.reason}, `);
    };
    const fromListing = async (why, before = '') => {
        deps.log.info(`Changed files: from the GitHub API's list of the pull request's files, because ${why}.`);
        try {
            return (0,changed_files/* changedFilesFromListing */.qx)(await deps.listPullRequestFiles(request.prNumber), voice.checkOutFirst);
        }
        catch (error) {
            return {
                certain: false,
                source: 'rest',
                reason: `${before}listing the pull request files through the GitHub API failed: ${(0,format/* clause */.sb)((0,format/* errorMessage */.gJ)(error))}`,
                fix: `${voice.checkOutFirst}, or check ${voice.input('github-token')} (it needs \`pull-requests: read\`).`,
            };
        }
    };
    // M at the shallow boundary: a shallow git repository, one fetch away.
    if (read && read.parents.length === 0)
        return fromGit(true);
    const git = await (0,changed_files/* gitState */.mS)(deps.git);
    if (git.inside)
        return fromGit(git.shallow);
    if (!deps.listPullRequestFiles) {
        return {
            certain: false,
            source: 'none',
            reason: 'the workspace is not a git repository and the GitHub API cannot be asked for the pull request files',
            fix: `${voice.checkOutFirst}, or give ${voice.input('github-token')}.`,
        };
    }
    return fromListing('the workspace is not a git repository');
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/targets/simple-yaml.ts
/**
 * The common form of target rules, read without js-yaml: a mapping of plain names to a pattern
 * (`web: web/**`) or a list of them, on one line (`web: [web/**, '!**\/*.md']`) or as a block
 * of `- item` lines.
 * Loading js-yaml (compiling 100 KB and evaluating it) and parsing a first document with it,
 * cold, cost about 5 ms of every run's 70 (docs/performance.md); most rules need none of YAML
 * beyond this.
 *
 * Whatever this reader accepts it reads exactly as js-yaml's load does; anything else (another
 * shape, a scalar YAML would resolve to something other than a string, a duplicate key, an
 * escape, a comment it is not sure of) makes it answer undefined, and js-yaml reads the text.
 * test/simple-yaml.test.ts compares the two on thousands of generated documents.
 */
/** The first character of a plain scalar read here: never an indicator, a digit or a sign. */
const PLAIN_START = /[A-Za-z_/]/;
/**
 * The other characters of a plain scalar read here (no `:`, `#`, `,`, brackets, braces), as a
 * sticky run: one call of the compiled expression a scalar, rather than one a character (a large
 * rules file is read once, cold, before the JIT has compiled this module's loops).
 */
const PLAIN_REST = /[A-Za-z0-9_./*@+-]*/y;
/** Plain scalars that YAML's core schema reads as null, a boolean or a float. */
const NOT_A_STRING = /^(?:null|true|false|\.inf|\.nan)$/i;
/** A key's name as read here. */
const NAME = /[A-Za-z_][A-Za-z0-9_./-]*/.source;
/** A name at the start of a line, then `:`. */
const KEY_LINE = new RegExp(`^(${NAME}):(.*)$`);
/** A block sequence item: its indentation and what follows `- `. */
const ITEM_LINE = /^( *)- +(.*)$/;
/** Between the quotes: of a single-quoted scalar (`''` a quote), a double-quoted (no escape). */
const SINGLE_QUOTED = /(?:[^'\n]|'')*/.source;
const DOUBLE_QUOTED = /[^"\\\n]*/.source;
/** A plain scalar: PLAIN_START then PLAIN_REST. */
const PLAIN_SCALAR = PLAIN_START.source + PLAIN_REST.source;
/** One item of a flow list: single-quoted, double-quoted, or plain. */
const FLOW_ITEM = `(?:'${SINGLE_QUOTED}'|"${DOUBLE_QUOTED}"|${PLAIN_SCALAR})`;
/**
 * The commonest line of a large rules file, `name: [item, 'item', "item"]` with nothing after
 * it, read with one expression (and its items with FLOW_ITEMS): cold, a large file's lines read
 * one character test at a time cost 15 ms of 2,000 rules. Any other line takes the general path.
 */
const FLOW_LINE = new RegExp(`^(${NAME}): +\\[ *(${FLOW_ITEM}(?: *, *${FLOW_ITEM})*) *\\] *$`);
/** FLOW_LINE's items one by one (sticky): the single-quoted, double-quoted or plain text. */
const SEPARATOR = '(?: *, *)?';
const FLOW_ITEMS = new RegExp(`'(${SINGLE_QUOTED})'${SEPARATOR}|"(${DOUBLE_QUOTED})"${SEPARATOR}|(${PLAIN_SCALAR})${SEPARATOR}`, 'y');
/** FLOW_LINE's list, read: undefined when a plain item is one YAML reads as no string. */
function fastItems(list) {
    const items = [];
    FLOW_ITEMS.lastIndex = 0;
    while (FLOW_ITEMS.lastIndex < list.length) {
        const m = FLOW_ITEMS.exec(list);
        if (!m)
            return undefined;
        if (m[1] !== undefined)
            items.push(m[1].includes("''") ? m[1].replaceAll("''", "'") : m[1]);
        else if (m[2] !== undefined)
            items.push(m[2]);
        else if (NOT_A_STRING.test(m[3]))
            return undefined;
        else
            items.push(m[3]);
    }
    return items;
}
/** A plain scalar at `at` (the caller checked its first character), up to a delimiter. */
function plain(line, at) {
    PLAIN_REST.lastIndex = at + 1;
    PLAIN_REST.test(line);
    const end = PLAIN_REST.lastIndex;
    const value = line.slice(at, end);
    if (NOT_A_STRING.test(value) || (value.startsWith('.') && !/^\.[A-Za-z_/]/.test(value))) {
        return undefined;
    }
    return { value, end };
}
/** A quoted scalar at `at`: single-quoted (`''` is a quote), or double-quoted without escapes. */
function quoted(line, at) {
    const quote = line[at];
    let value = '';
    let i = at + 1;
    for (;;) {
        const close = line.indexOf(quote, i);
        if (close === -1)
            return undefined;
        value += line.slice(i, close);
        if (quote === "'" && line[close + 1] === "'") {
            value += "'";
            i = close + 2;
            continue;
        }
        i = close + 1;
        break;
    }
    // Escapes are js-yaml's to read.
    if (value.includes('\\'))
        return undefined;
    return { value, end: i };
}
/** One item (quoted or plain) at `at`. */
function scalar(line, at) {
    const first = line[at];
    if (first === "'" || first === '"')
        return quoted(line, at);
    return first !== undefined && PLAIN_START.test(first) ? plain(line, at) : undefined;
}
const skipSpaces = (line, at) => {
    while (line[at] === ' ')
        at++;
    return at;
};
/** The rest of a line after a value: nothing, or spaces then a comment. */
const restIsEmpty = (rest) => /^(?: *| +#.*)$/.test(rest);
/** `[a, 'b', "c"]` and nothing after it but a comment; undefined for anything else. */
function flowList(text) {
    if (text[0] !== '[')
        return undefined;
    const items = [];
    let at = skipSpaces(text, 1);
    if (text[at] === ']')
        return restIsEmpty(text.slice(at + 1)) ? items : undefined;
    for (;;) {
        const item = scalar(text, at);
        if (!item)
            return undefined;
        items.push(item.value);
        at = skipSpaces(text, item.end);
        if (text[at] === ']')
            return restIsEmpty(text.slice(at + 1)) ? items : undefined;
        if (text[at] !== ',')
            return undefined;
        at = skipSpaces(text, at + 1);
    }
}
/**
 * Whether a key line may start an entry here: the block before it (`open`), which it closes,
 * had an item (else its value is null), and the name is a string YAML reads as itself, not
 * `__proto__`, and not a key already read (js-yaml refuses a duplicate).
 */
function startsEntry(doc, open, name) {
    if (open && open.items.length === 0)
        return false;
    return !NOT_A_STRING.test(name) && name !== '__proto__' && !doc.has(name);
}
/**
 * The rules as js-yaml's load would give them (its mapping's entries, in order), when the text
 * has the common form: every line
 * blank, a comment, `name: item`, `name: [items]`, or `name:` followed by `- item` lines at one
 * indentation. Undefined otherwise.
 */
function readSimpleYaml(text) {
    // Printable ASCII only: tabs, CR, a BOM, control and other characters are js-yaml's.
    if (/[^\x20-\x7e\n]/.test(text))
        return undefined;
    // A Map: an object of thousands of keys is a dictionary, slow to fill and to walk cold.
    const doc = new Map();
    /** The key whose block of items is being read, and the items' indentation once known. */
    let open;
    for (const line of text.split('\n')) {
        const flow = FLOW_LINE.exec(line);
        if (flow) {
            const items = fastItems(flow[2]);
            if (!items || !startsEntry(doc, open, flow[1]))
                return undefined;
            open = undefined;
            doc.set(flow[1], items);
            continue;
        }
        if (/^ *(?:#.*)?$/.test(line))
            continue;
        const item = ITEM_LINE.exec(line);
        if (item) {
            if (!open || (open.indent ?? item[1].length) !== item[1].length)
                return undefined;
            open.indent = item[1].length;
            const value = scalar(item[2], 0);
            if (!value || !restIsEmpty(item[2].slice(value.end)))
                return undefined;
            open.items.push(value.value);
            continue;
        }
        const key = KEY_LINE.exec(line);
        if (!key || !startsEntry(doc, open, key[1]))
            return undefined;
        open = undefined;
        const name = key[1];
        const rest = key[2];
        if (restIsEmpty(rest)) {
            // `name:` alone: its items follow, one `- item` a line.
            open = { items: [] };
            doc.set(name, open.items);
            continue;
        }
        if (rest[0] !== ' ')
            return undefined;
        const value = rest.slice(skipSpaces(rest, 0));
        if (value[0] === '[') {
            const list = flowList(value);
            if (!list)
                return undefined;
            doc.set(name, list);
        }
        else {
            const one = scalar(value, 0);
            if (!one || !restIsEmpty(value.slice(one.end)))
                return undefined;
            doc.set(name, one.value);
        }
    }
    if (open && open.items.length === 0)
        return undefined;
    // No key at all: js-yaml reads an empty document as undefined.
    return doc.size > 0 ? doc : undefined;
}

;// CONCATENATED MODULE: ./src/targets/rules.ts






/** dorny/paths-filter's change statuses, which may prefix a pattern: `added|modified: src/**`. */
const CHANGE_TYPES = new Set(['added', 'copied', 'deleted', 'modified', 'renamed', 'unmerged']);
const isChangeTypes = (key) => key.split('|').every((t) => CHANGE_TYPES.has(t.trim().toLowerCase()));
/** A mapping whose keys, one at least, are all change types (`{added|modified: src/**}`). */
const isChangeTypeMapping = (value) => {
    const keys = Object.keys(value);
    return keys.length > 0 && keys.every(isChangeTypes);
};
/** A quoted `added|modified: src/**` item: its change types and the pattern it carries. */
function splitChangeTypes(item) {
    const match = /^\s*([a-z|\s]+?)\s*:\s+(\S.*)$/is.exec(item);
    return match && isChangeTypes(match[1]) ? [match[1], match[2]] : undefined;
}
/** Patterns of one rule (lists inside lists included, as YAML anchors make them), at most. */
const MAX_LIST_ITEMS = 100_000;
/** How deep lists may nest inside a rule (`- *shared` of a list that itself uses an anchor). */
const MAX_LIST_DEPTH = 8;
const FORMAT = 'a mapping of target names to a pattern, a list of patterns, or {paths: [...], depends-on: [...]}';
/**
 * The pattern strings of a rule's value: a string, a list of them, lists inside lists (a YAML
 * anchor `- *shared` in a paths-filter file), and paths-filter's change-type forms, a mapping
 * `added|modified: pattern(s)` or the string `'added|modified: pattern'`, as the patterns they
 * carry; the change types seen go to `changeTypes`.
 */
function stringList(value, input, where, changeTypes) {
    const out = [];
    const visit = (item, depth) => {
        if (item === null || item === undefined)
            return;
        if (depth > MAX_LIST_DEPTH) {
            throw new errors/* InputError */.dz(input, `Input "${input}": ${where} has lists nested more than ${MAX_LIST_DEPTH} deep (a YAML alias that refers to itself?); give a flat list of patterns.`);
        }
        if (out.length >= MAX_LIST_ITEMS) {
            throw new errors/* InputError */.dz(input, `Input "${input}": ${where} has more than ${MAX_LIST_ITEMS} patterns (YAML aliases repeating lists?); give a flat list.`);
        }
        if (typeof item === 'string' || typeof item === 'number') {
            const text = String(item);
            const carried = changeTypes && typeof item === 'string' && text.includes(':')
                ? splitChangeTypes(text)
                : undefined;
            if (carried) {
                changeTypes.add(carried[0]);
                out.push(carried[1]);
            }
            else
                out.push(text);
            return;
        }
        if (Array.isArray(item)) {
            for (const inner of item)
                visit(inner, depth + 1);
            return;
        }
        if (changeTypes && typeof item === 'object') {
            const entries = Object.entries(item);
            if (entries.length > 0 && entries.every(([key]) => isChangeTypes(key))) {
                for (const [key, patterns] of entries) {
                    changeTypes.add(key);
                    visit(patterns, depth + 1);
                }
                return;
            }
        }
        throw new errors/* InputError */.dz(input, `Input "${input}": ${where} must be a pattern string or a list of them, not ${kindOf(item)}` +
            (changeTypes && typeof item === 'object'
                ? ` (a mapping in a list is read only as dorny/paths-filter's change types, such as "added|modified: src/**", from ${[...CHANGE_TYPES].join(', ')}).`
                : '.'));
    };
    visit(value, 0);
    return out;
}
/**
 * What a YAML value is, in words, without walking it: a value may be an alias bomb (each level
 * repeating the one below) or refer to itself, so it is never stringified whole.
 */
function kindOf(value) {
    if (Array.isArray(value))
        return `a nested list (${value.length} items)`;
    if (value === null)
        return 'null';
    if (typeof value === 'object')
        return 'a mapping';
    return `${typeof value} ${(0,format/* quoteValue */.cl)(String(value))}`;
}
/**
 * A pattern that the rules' checks would take as written: at most three `*` (patternTooComplex
 * counts no further), no `**` + `/` + `**` run, no space, `:` (paths-filter's change types), `./`
 * or faulty segment (patternMatchesNothing: a leading, trailing or double `/`, `.`, `..`), and
 * only name characters; an optional `!` before it. normalizePattern leaves it as it is, and
 * neither refusal applies: a large rules file's patterns are taken with one test each (cold, the
 * checks one by one cost about 10 ms of 6,000 patterns). test/rules-fast.test.ts holds the two
 * equal on every such pattern up to six characters.
 */
const PLAIN_PATTERN = /^(?!(?:[^*]*\*){4})(?!.*\*\*\/\*\*)!?(?!\.\.?(?:\/|$))[A-Za-z0-9_.*-]+(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9_.*-]+)*$/;
const isPlainPattern = (pattern) => PLAIN_PATTERN.test(pattern);
/**
 * A rule of the common form (simple-yaml.ts) whose patterns are all plain (isPlainPattern) and
 * include one at least, as the general path below would make it; undefined for any other.
 */
function plainRule(name, value, input) {
    const list = typeof value === 'string' ? [value] : value;
    if (list.length >= MAX_LIST_ITEMS)
        return undefined;
    const include = [];
    const exclude = [];
    for (let i = 0; i < list.length; i++) {
        const pattern = list[i];
        if (!PLAIN_PATTERN.test(pattern))
            return undefined;
        if (pattern.charCodeAt(0) === 33 /* ! */)
            exclude.push(pattern.slice(1));
        else
            include.push(pattern);
    }
    if (include.length === 0)
        return undefined;
    return { name, include, exclude, dependsOn: [], input };
}
/** Rules text above this many characters is refused (a file of 50,000 rules is about 5 MB). */
const MAX_RULES_CHARS = 32 * 1024 * 1024;
/**
 * Parse target rules from YAML text. Throws an InputError that names the input (and the target)
 * for YAML that does not parse, a value of the wrong shape, or an empty rule.
 */
async function parseRules(text, input) {
    if (text.length > MAX_RULES_CHARS) {
        throw new errors/* InputError */.dz(input, `Input "${input}" is ${Math.round(text.length / 1024 / 1024)} MB of rules; at most ${MAX_RULES_CHARS / 1024 / 1024} MB is read.`);
    }
    // The common form is read without js-yaml, exactly as js-yaml reads it (simple-yaml.ts).
    const simple = readSimpleYaml(text);
    let doc = simple;
    if (simple === undefined) {
        // js-yaml: about 15x faster than `yaml` on large rule sets; refuses duplicate keys. Loaded
        // by the first rules beyond the common form.
        const { load, YAMLException } = await __webpack_require__.e(/* import() */ 3243).then(__webpack_require__.bind(__webpack_require__, 3243));
        try {
            doc = load(text);
        }
        catch (error) {
            const detail = error instanceof YAMLException
                ? `${error.reason} at line ${error.mark.line + 1}, column ${error.mark.column + 1}`
                : (0,format/* errorMessage */.gJ)(error);
            throw new errors/* InputError */.dz(input, `Input "${input}" is not valid YAML: ${detail}. Expected ${FORMAT}.`);
        }
    }
    if (doc === null || doc === undefined)
        return [];
    if (typeof doc !== 'object' || Array.isArray(doc)) {
        throw new errors/* InputError */.dz(input, `Input "${input}" must be ${FORMAT}; got ${(0,format/* quoteValue */.cl)(text)}.`);
    }
    const rules = [];
    // The common form, every rule plain: taken with forEach (a large file's thousands of rules
    // make no iterator step or entry pair each, cold). Any other rule: all go the general way.
    if (simple) {
        let plain = true;
        simple.forEach((value, name) => {
            const rule = plain && plainRule(name, value, input);
            if (rule)
                rules.push(rule);
            else
                plain = false;
        });
        if (plain)
            return rules;
        rules.length = 0;
    }
    for (const [name, value] of simple ?? Object.entries(doc)) {
        const plain = simple && plainRule(name, value, input);
        if (plain) {
            rules.push(plain);
            continue;
        }
        if (name.trim() === '')
            throw new errors/* InputError */.dz(input, `Input "${input}" has a target with an empty name.`);
        const where = `target "${name}"`;
        let patterns;
        let dependsOn = [];
        const changeTypes = new Set();
        if (value !== null &&
            typeof value === 'object' &&
            !Array.isArray(value) &&
            !isChangeTypeMapping(value)) {
            const record = value;
            const unknownKeys = Object.keys(record).filter((k) => k !== 'paths' && k !== 'depends-on');
            if (unknownKeys.length > 0) {
                throw new errors/* InputError */.dz(input, `Input "${input}": ${where} has unknown key(s) ${unknownKeys.map((k) => `"${k}"`).join(', ')}; expected "paths" and "depends-on".`);
            }
            patterns = stringList(record.paths, input, `"paths" of ${where}`, changeTypes);
            dependsOn = stringList(record['depends-on'], input, `"depends-on" of ${where}`);
        }
        else {
            // A mapping of change types alone (`api: {added|modified: src/**}`) is one list item.
            patterns = stringList(Array.isArray(value) ? value : [value], input, where, changeTypes);
        }
        const include = [];
        const exclude = [];
        for (const written of patterns) {
            const p = (0,targets_matcher/* normalizePattern */.eP)(written);
            if (p === '' || p === '!')
                continue;
            if (p.startsWith('!'))
                exclude.push((0,targets_matcher/* normalizePattern */.eP)(p.slice(1)));
            else
                include.push(p);
        }
        if (include.length === 0 && dependsOn.length === 0) {
            throw new errors/* InputError */.dz(input, `Input "${input}": ${where} is empty${exclude.length > 0 ? ' (it has only `!` exclusions)' : ''}; give it at least one pattern or a depends-on.`);
        }
        refusePatterns(include, input, where);
        refusePatterns(exclude, input, where);
        rules.push({
            name,
            include,
            exclude,
            dependsOn: [...new Set(dependsOn)],
            input,
            ...(changeTypes.size > 0 && { changeTypes: [...changeTypes] }),
        });
    }
    return rules;
}
/**
 * An InputError for the first pattern that could backtrack catastrophically (patternTooComplex)
 * or can match no path at all (patternMatchesNothing), naming the input and, for a rule, its
 * target.
 */
function refusePatterns(patterns, input, where) {
    // Named only for a refusal: most rule sets refuse nothing, and a large one has thousands.
    const named = (pattern) => `pattern ${(0,format/* quoteValue */.cl)(pattern)}${where ? ` of ${where}` : ''}`;
    for (const pattern of patterns) {
        const why = (0,targets_matcher/* patternTooComplex */.DK)(pattern);
        if (why) {
            throw new errors/* InputError */.dz(input, `Input "${input}": ${named(pattern)} is too complex to match safely: ${why} ` +
                '(matching time grows with the name length to that power). Split it into simpler patterns.');
        }
        const nothing = (0,targets_matcher/* patternMatchesNothing */.Rj)(pattern);
        if (nothing) {
            throw new errors/* InputError */.dz(input, `Input "${input}": ${named(pattern)} can never match a changed file: ${nothing.why}. Instead, ${nothing.fix}.`);
        }
    }
}
/** Whether `pattern` is a literal path: no glob character that picomatch would read as one. */
function isLiteral(pattern) {
    // A * or ? with no escape in sight makes a glob; only the others need picomatch's scan.
    if (!pattern.includes('\\') && (pattern.includes('*') || pattern.includes('?')))
        return false;
    const plain = (0,targets_matcher/* plainSplit */.Dd)(pattern);
    if (plain)
        return plain.glob === '';
    return !picomatch_default().scan(pattern).isGlob;
}
/** One warning per rule written with paths-filter change types: what dropping them means. */
function changeTypeWarnings(rules) {
    return rules
        .filter((rule) => rule.changeTypes)
        .map((rule) => `target "${rule.name}" (${rule.input}): the change types ${rule.changeTypes.map((t) => JSON.stringify(t)).join(', ')} ` +
        "(dorny/paths-filter's form) are not used: a target is impacted by every kind of change to its files, " +
        'added, modified, renamed or deleted, so its patterns count for all of them.');
}
/**
 * The rules checked as a whole, in the one place that knows every name they may depend on:
 * each target defined once, every depends-on naming a rule or a package, no cycle, and no
 * pattern naming a directory (of a rule, or of impacts-all-on). Errors name the target and its
 * input; the warnings say what a rule's form drops (paths-filter's change types).
 */
function checkRules(ruleSets, context) {
    const packages = context.packages ?? new Set();
    const byName = new Map();
    // The loops over every rule are indexed: a large rules file has thousands, walked once, cold,
    // and `for...of` makes an iterator step each until the JIT has compiled it.
    const all = ruleSets.flat();
    for (let i = 0; i < all.length; i++) {
        const rule = all[i];
        const existing = byName.get(rule.name);
        if (existing) {
            throw new errors/* InputError */.dz(rule.input, `Input "${rule.input}": target "${rule.name}" is also defined in "${existing.input}"; each target may be defined once.`);
        }
        byName.set(rule.name, rule);
    }
    const excused = new Set();
    const rules = [...byName.values()];
    for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        for (const dep of rule.dependsOn) {
            if (byName.has(dep) || packages.has(dep) || excused.has(dep))
                continue;
            if (context.excuse?.(rule, dep)) {
                excused.add(dep);
                continue;
            }
            throw new errors/* InputError */.dz(rule.input, `Input "${rule.input}": target "${rule.name}" depends on unknown target "${dep}"` +
                (packages.size > 0 ? ' (neither a rule nor a workspace package).' : '.'));
        }
    }
    // Iterative depth-first search: 0 = unseen, 1 = on the current path, 2 = done.
    const state = new Map();
    for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        const start = rule.name;
        // A rule that depends on nothing is on no cycle (most rules: no search for them).
        if (rule.dependsOn.length === 0 || state.get(start) === 2)
            continue;
        const path = [];
        const stack = [{ name: start, next: 0 }];
        state.set(start, 1);
        path.push(start);
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const deps = byName.get(frame.name).dependsOn;
            if (frame.next >= deps.length) {
                state.set(frame.name, 2);
                stack.pop();
                path.pop();
                continue;
            }
            const dep = deps[frame.next++];
            const seen = state.get(dep) ?? 0;
            if (seen === 1) {
                const cycle = [...path.slice(path.indexOf(dep)), dep].join(' -> ');
                const rule = byName.get(dep);
                throw new errors/* InputError */.dz(rule.input, `Input "${rule.input}": target "${dep}" depends on itself through a cycle: ${cycle}.`);
            }
            // A package's dependencies are the workspace's, not rules: no rule cycle runs through one.
            if (seen === 0 && byName.has(dep)) {
                state.set(dep, 1);
                path.push(dep);
                stack.push({ name: dep, next: 0 });
            }
        }
    }
    refuseDirectoryPatterns(rules, context.impactsAllOn, context.isDirectory);
    return { rules, warnings: changeTypeWarnings(rules) };
}
/**
 * An InputError for the first literal pattern (of a rule, or of impacts-all-on) that names a
 * directory of the compared tree: patterns match changed files, never directories, so
 * `packages/db` would match nothing under it and the target would silently never be impacted
 * (an upload of `[]` for a change to `packages/db/src/x.ts`). Like a trailing `/`, it is
 * refused with the rewrite, `packages/db/**`, which also matches the path itself (a submodule's
 * pointer, a file that replaced the directory), so it loses nothing.
 * `isDirectory` answers for a repository-relative path: the commit's tree when it was read.
 */
function refuseDirectoryPatterns(rules, impactsAllOn, isDirectory) {
    // `rule`: whose pattern it is; its words are made only when a pattern is refused.
    const refuse = (pattern, input, rule) => {
        const literal = pattern.startsWith('!') ? pattern.slice(1) : pattern;
        if (!isLiteral(literal) || !isDirectory(literal))
            return;
        const where = rule && `target "${rule.name}"`;
        const rewrite = `${pattern.replace(/\/+$/, '')}/**`;
        throw new errors/* InputError */.dz(input, `Input "${input}": pattern ${(0,format/* quoteValue */.cl)(pattern)}${where ? ` of ${where}` : ''} names a directory, ` +
            'and patterns match changed files, never directories, so it would match no change under it. ' +
            `Instead, write ${JSON.stringify(rewrite)} for the directory and everything under it.`);
    };
    for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        const { include, exclude } = rule;
        for (let j = 0; j < include.length; j++)
            refuse(include[j], rule.input, rule);
        for (let j = 0; j < exclude.length; j++)
            refuse(`!${exclude[j]}`, rule.input, rule);
    }
    for (const pattern of impactsAllOn)
        refuse(pattern, constants/* Inputs */.G0.ImpactsAllOn);
}

// EXTERNAL MODULE: ./src/targets/explain.ts + 5 modules
var explain = __webpack_require__(3612);
;// CONCATENATED MODULE: ./src/targets/stages/result.ts


/** Names (changed files, impacted targets) listed in debug logging. */
const DEBUG_LIST_CAP = 1000;
/** The upload is ALL: why (a sentence), and a warning to add when the reason needs one. */
class All {
    reason;
    warning;
    constructor(reason, warning) {
        this.reason = reason;
        this.warning = warning;
    }
}
/** ALL when `reason` is set. */
const allOf = (reason) => reason === undefined ? undefined : new All(reason);
/** The result: ALL with its reason, or the impacted targets with why (listed in debug logging). */
function finish(draft, outcome, log) {
    if (outcome instanceof All) {
        return {
            ...draft,
            targets: 'ALL',
            allReason: outcome.reason,
            ...(outcome.warning !== undefined && { warnings: [...draft.warnings, outcome.warning] }),
        };
    }
    const names = (0,changed_files/* sortedUnique */.Z$)(outcome.keys());
    for (const name of names.slice(0, DEBUG_LIST_CAP)) {
        log.debug(`impacted: ${name} (${(0,explain/* describe */.q)(outcome.get(name))})`);
    }
    if (names.length > DEBUG_LIST_CAP) {
        log.debug(`impacted: \u2026and ${names.length - DEBUG_LIST_CAP} more`);
    }
    return { ...draft, targets: names, explanations: outcome };
}

;// CONCATENATED MODULE: ./src/targets/stages/changes.ts
/**
 * Stage 3: the changed files, once git (or the GitHub API) has them: ALL when they cannot be
 * known for sure, or when one matches impacts-all-on; logged, and kept on the result.
 */




/** Stage 3: the changed files known for sure, or ALL (uncertain; an impacts-all-on match). */
async function settleChanges(pending, impactsAllOn, draft, log) {
    const changed = await pending;
    if (!changed.certain) {
        return new All(`the changed files cannot be known for sure: ${changed.reason}`, `Uploading ALL impacted targets because the changed files cannot be known for sure: ${(0,format/* clause */.sb)(changed.reason)}. ${changed.fix}`);
    }
    draft.changedFiles = changed.files;
    draft.changedFilesSource = changed.source;
    draft.comparison = changed.comparison;
    if (changed.comparison)
        log.debug(`Changed files: ${(0,explain/* describeComparison */.L)(changed.comparison)}.`);
    log.debug(`${changed.files.length} changed file(s) from ${changed.source}:`);
    for (const file of changed.files.slice(0, DEBUG_LIST_CAP))
        log.debug(`  ${file}`);
    if (changed.files.length > DEBUG_LIST_CAP) {
        log.debug(`  \u2026and ${changed.files.length - DEBUG_LIST_CAP} more`);
    }
    if (impactsAllOn.length > 0) {
        const hit = new targets_matcher/* GroupMatcher */.Sb([{ include: impactsAllOn }]).first(changed.files);
        if (hit)
            return new All(`${hit.file} matches impacts-all-on pattern ${hit.pattern}`);
    }
    return { files: changed.files, comparison: changed.comparison };
}

;// CONCATENATED MODULE: ./src/targets/stages/dependents.ts

/** Stage 6: `direct` with every dependent of its targets added, or ALL. */
function followDependents(direct, rules, answers) {
    propagate([...rules, ...answers.flatMap((answer) => answer.nodes ?? [])], direct);
    for (const answer of answers) {
        const reason = answer.allAfter?.(direct);
        if (reason !== undefined)
            return new All(reason);
    }
    return direct;
}
/** Adds to `impacted` every target that depends on one in it, with the dependency that made it. */
function propagate(targets, impacted) {
    const dependents = new Map();
    // Indexed: thousands of rules, most with no dependency, walked once, cold.
    for (let i = 0; i < targets.length; i++) {
        const { name, dependsOn } = targets[i];
        for (let j = 0; j < dependsOn.length; j++) {
            const dep = dependsOn[j];
            const list = dependents.get(dep);
            if (list)
                list.push(name);
            else
                dependents.set(dep, [name]);
        }
    }
    if (dependents.size === 0)
        return;
    const queue = [...impacted.keys()].sort();
    for (let i = 0; i < queue.length; i++) {
        const name = queue[i];
        for (const dependent of dependents.get(name) ?? []) {
            if (impacted.has(dependent))
                continue;
            impacted.set(dependent, { kind: 'dependency', dependency: name });
            queue.push(dependent);
        }
    }
}

;// CONCATENATED MODULE: ./src/targets/stages/deferred.ts
/**
 * depends-on names that no rule or workspace package gives, left to the build graphs whose units
 * a rule may name (GraphSource.dependable, Python's): checked once those graphs answered.
 */

/**
 * The deferred depends-on names, now that the build graphs that allow them
 * (GraphSource.dependable) answered: each must be one of their targets.
 */
function checkDeferred(rules, deferred, answers) {
    const known = (name) => answers.some((answer) => answer.names?.has(name));
    for (const rule of rules) {
        const dep = rule.dependsOn.find((name) => deferred.names.has(name) && !known(name));
        if (dep === undefined)
            continue;
        throw new errors/* InputError */.dz(rule.input, `Input "${rule.input}": target "${rule.name}" depends on unknown target "${dep}" (neither a rule, nor a workspace package, nor a ${deferred.tools.join(' or ')} unit).`);
    }
}

// EXTERNAL MODULE: ./src/targets/input-file.ts
var input_file = __webpack_require__(7661);
;// CONCATENATED MODULE: ./src/targets/stages/inputs.ts
/**
 * Stage 1: every input checked before any git the run starts: the rules' syntax, the
 * impacts-all-on patterns, the build tools asked for, the graph cache, the files another tool
 * wrote. Input errors only; what the inputs name outright is known here.
 */





/** Stage 1: every input checked, before any git this run starts (InputError). */
async function checkInputs(settings, deps) {
    const ruleSets = await parseRuleSets(settings, deps.workspace);
    // The tools' checks are loaded only when a build tool is asked for (auto included).
    const toolsOf = (settings.buildTools ?? []).length > 0 ? await __webpack_require__.e(/* import() */ 319).then(__webpack_require__.bind(__webpack_require__, 319)) : undefined;
    const tools = toolsOf?.buildToolsOf(settings, deps.workspace, deps.voice) ?? [];
    refusePatterns(settings.impactsAllOn, constants/* Inputs */.G0.ImpactsAllOn);
    const graphCache = tools.some((tool) => tool.name === 'bazel' || tool.name === 'python')
        ? await toolsOf.graphCacheOf(settings, deps)
        : undefined;
    const collected = settings.impactedTargetsFiles.length > 0
        ? await (await __webpack_require__.e(/* import() */ 8608).then(__webpack_require__.bind(__webpack_require__, 8608))).collectTargetFiles(settings.impactedTargetsFiles, deps.workspace, deps.globFiles)
        : undefined;
    const all = settings.impactedTargets === 'ALL'
        ? new All('the impacted-targets input says ALL')
        : collected?.all
            ? new All(`${collected.all} lists ALL`)
            : undefined;
    const named = new Map();
    if (settings.impactedTargets !== 'ALL') {
        for (const name of settings.impactedTargets ?? [])
            named.set(name, { kind: 'inline' });
    }
    for (const [name, file] of collected?.targets ?? []) {
        if (!named.has(name))
            named.set(name, { kind: 'collected', file });
    }
    return {
        ruleSets,
        tools,
        graphCache,
        named,
        warnings: collected?.skipped ?? [],
        all,
        needsChanges: ruleSets.some((set) => set.length > 0) ||
            settings.impactsAllOn.length > 0 ||
            settings.workspaces !== undefined ||
            tools.length > 0,
    };
}
/** Rules from `targets` and `targets-file`, parsed (their syntax checked), one set per input. */
async function parseRuleSets(settings, workspace) {
    const sets = [];
    if (settings.targets !== undefined)
        sets.push(await parseRules(settings.targets, constants/* Inputs */.G0.Targets));
    if (settings.targetsFile !== undefined) {
        const text = await (0,input_file/* readInputFile */.j)(constants/* Inputs */.G0.TargetsFile, external_node_path_.resolve(workspace, settings.targetsFile), settings.targetsFile, 'the path of a YAML file of target rules, relative to the workspace');
        sets.push(await parseRules(text, constants/* Inputs */.G0.TargetsFile));
    }
    return sets;
}

// EXTERNAL MODULE: ./src/targets/source.ts
var targets_source = __webpack_require__(3649);
;// CONCATENATED MODULE: ./src/targets/stages/sources.ts


/**
 * Stage 4: every source's answer, joined, or the first ALL. A later source's reason replaces an
 * earlier one's for the same name (a package's over a graph's).
 */
async function askSources(inputs, workspace, changes, settings, deps, draft) {
    const answers = [];
    let direct = new Map();
    const asks = [
        ...inputs.tools.map((source) => () => graphAnswer(source, settings, changes, deps, inputs.graphCache)),
        ...(workspace?.ws ? [() => workspace.answer(changes.files, changes.comparison, deps.git)] : []),
    ];
    for (const ask of asks) {
        const answer = await ask();
        answers.push(answer);
        draft.warnings.push(...answer.warnings);
        if (answer.calls.length > 0)
            draft.toolCalls = [...(draft.toolCalls ?? []), ...answer.calls];
        if (answer.bazelTestTargets)
            draft.bazel = { testTargets: answer.bazelTestTargets };
        if (answer.all !== undefined)
            return new All(answer.all);
        // The first answer's map is taken as it is (a graph's answer may hold thousands).
        if (direct.size === 0)
            direct = answer.impacted;
        else
            answer.impacted.forEach((why, name) => direct.set(name, why));
    }
    // Files a source accounts for are its (its answer counted them); the rest is for the rules.
    let ruleFiles = changes.files;
    for (const answer of answers) {
        const outside = new Set(answer.outside);
        ruleFiles = ruleFiles.filter((file) => outside.has(file));
    }
    return { direct, ruleFiles, answers };
}
/** A build tool's answer for changes git compared; ALL when git did not (a REST listing). */
async function graphAnswer(source, settings, changes, deps, graphCache) {
    if (!changes.comparison) {
        return {
            ...(0,targets_source/* allAnswer */.s)(`${source.title} reads the commits, and git could not compare two commits here (the changed files came from the GitHub API)`),
            ...(source.name === 'bazel' && { bazelTestTargets: 'ALL' }),
        };
    }
    return source.answer({
        settings,
        repository: deps.workspace,
        git: deps.git,
        comparison: changes.comparison,
        changed: changes.files,
        log: deps.log,
        graphCache,
    });
}

;// CONCATENATED MODULE: ./src/targets/stages/unmatched.ts
/**
 * Stage 5: the rules given what no source took, and the files nothing takes settled: ALL when a
 * tool cannot see one that no rule accounts for, then unmatched-files decides (warn, all, fail,
 * ignore).
 */





/**
 * Stage 5: the rules' matches over the files no source took, added to `asked.direct`; the
 * files nothing takes warned of (or ALL, or a failure, as unmatched-files says).
 */
function matchRules(rules, matcher, asked, inputs, settings, hasWorkspace, draft, voice = src_voice/* ACTION_VOICE */.w) {
    const { direct, ruleFiles } = asked;
    // What a tool cannot see is ALL, unless a package or a rule of the user's accounts for it.
    const unseen = unseenReason(asked.answers, ruleFiles, matcher);
    if (unseen)
        return new All(unseen);
    // Units of the tools that leave files to the rules (Nx projects, Maven modules, ...).
    const units = inputs.tools.flatMap((source) => source.unit ?? []);
    const mode = settings.unmatchedFiles ?? 'warn';
    const checkUnmatched = (rules.length > 0 || hasWorkspace || units.length > 0) && mode !== 'ignore';
    const { hits, unmatched } = matcher.classify(ruleFiles, checkUnmatched);
    if (unmatched.length > 0) {
        const what = unmatchedWords(unmatched, [...(hasWorkspace ? ['package'] : []), ...units]);
        const input = voice.input;
        if (mode === 'fail') {
            throw new errors/* UserError */.yo(`${what}. ${input(constants/* Inputs */.G0.UnmatchedFiles)} is "fail": add a rule for ${unmatched.length === 1 ? 'it' : 'them'} to ${input(constants/* Inputs */.G0.Targets)} or ${input(constants/* Inputs */.G0.TargetsFile)}, ` +
                `or set ${input(constants/* Inputs */.G0.UnmatchedFiles)} to warn, all or ignore.`);
        }
        if (mode === 'all')
            return new All(`${what} (unmatched-files: all)`);
        draft.unmatchedFiles = unmatched;
        draft.warnings.push(`${what}. No target counts them; add a rule (or set ${input(constants/* Inputs */.G0.UnmatchedFiles)} to all to upload ALL for such changes).`);
    }
    // forEach, not for...of: a run's thousands of hits make no iterator steps (cold code).
    hits.forEach((hit, index) => {
        const name = rules[index].name;
        if (!direct.has(name))
            direct.set(name, { kind: 'pattern', file: hit.file, pattern: hit.pattern });
    });
    return direct;
}
/** `N changed files lie outside every package and match no target rule: "a", "b"`. */
function unmatchedWords(unmatched, containers) {
    const one = unmatched.length === 1;
    return (`${unmatched.length} changed ${one ? 'file' : 'files'} ` +
        (containers.length > 0
            ? `${one ? 'lies' : 'lie'} outside every ${containers.join(' and ')} and `
            : '') +
        `${one ? 'matches' : 'match'} no target rule: ${(0,format/* listCapped */.Gs)(unmatched)}`);
}
/**
 * Why the upload is ALL because a tool cannot see a changed file that neither a package nor a
 * rule accounts for (`ruleFiles` are those no source took); undefined when there is none.
 */
function unseenReason(answers, ruleFiles, matcher) {
    const told = answers.flatMap((answer) => answer.unseen);
    // Most runs read no tool: no set of the changed files (20,000 on a large PR) is made then.
    if (told.length === 0)
        return undefined;
    const left = new Set(ruleFiles);
    const open = told.filter((u) => left.has(u.file));
    if (open.length === 0)
        return undefined;
    const unmatched = new Set(matcher.classify(open.map((u) => u.file), true).unmatched);
    const unseen = open.filter((u) => unmatched.has(u.file));
    if (unseen.length === 0)
        return undefined;
    // Grouped by why: a repository with other projects beside the Bazel one says so once.
    const byWhy = new Map();
    for (const u of unseen)
        byWhy.set(u.why, [...(byWhy.get(u.why) ?? []), u.file]);
    const shown = [...byWhy].map(([why, files]) => `${(0,format/* listCapped */.Gs)(files)} (${why})`).join('; ');
    const { tool = 'Bazel', fix = 'List files that impact nothing in bazel-ignore, or give them a target rule', } = unseen[0];
    return `${tool} cannot account for ${unseen.length} changed ${unseen.length === 1 ? 'file' : 'files'}: ${shown}. ${fix}`;
}

;// CONCATENATED MODULE: ./src/targets/compute.ts
/**
 * The targets engine: a pull request's impacted targets, in stages (stages/), each a function
 * of its own that may end the run with ALL and its reason:
 *
 * 1. inputs: every input checked (rules' syntax, patterns, tools, files another tool wrote);
 * 2. git starts: the changed files, and the workspace read from the commit beside them;
 * 3. the rules checked as a whole, once the names they may depend on are known (rules.ts);
 * 4. the changed files settled: ALL when uncertain or when impacts-all-on matches (changes.ts);
 * 5. the sources asked, in the registry's order (sources.ts);
 * 6. the rules given what no source took; the files nothing takes settled (unmatched.ts);
 * 7. dependents followed (dependents.ts); the result made (result.ts).
 */
















/**
 * The impacted targets of a pull request: the union of what the sources (build graphs, the
 * workspace) and the rules make impacted over its changed files, with their dependents, and the
 * targets the inputs name; ALL when any stage says so. Input errors are thrown before any git
 * work that has an effect: a door may have started the merge commit's read already
 * (early-git.ts), which only reads, and which this run takes or, ending on the error, ends.
 */
async function computeImpactedTargets(settings, diff, given) {
    const deps = { ...given, git: (0,diff_git/* sharingTreeListings */.Wd)(given.git) };
    const inputs = await checkInputs(settings, deps);
    // git starts once: with a workspace, its manifests are read from the commit while the changed
    // files are computed (the rules wait for its package names); without one, after the rules.
    const startGit = gitStarter(inputs, diff, deps);
    const workspace = settings.workspaces
        ? await (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(3521), __webpack_require__.e(8549), __webpack_require__.e(603)]).then(__webpack_require__.bind(__webpack_require__, 603))).openWorkspace(settings.workspaces, diff, deps, startGit()?.changes, inputs.tools.length > 0)
        : undefined;
    // A depends-on may name a unit of a build graph that allows it (Python's): checked once it answers.
    const dependable = inputs.tools.filter((tool) => tool.dependable);
    const deferred = { names: new Set(), tools: dependable.map((tool) => tool.title) };
    const { rules, warnings } = checkRules(inputs.ruleSets, {
        packages: workspace?.names,
        excuse: (rule, name) => workspace?.excuse(rule, name) === true ||
            (dependable.length > 0 && (deferred.names.add(name), true)),
        // A pattern naming a directory of the compared tree (the commit's, when it was read).
        isDirectory: (dir) => workspace?.files
            ? workspace.files.isDirectory(dir)
            : (0,path_kind/* isDirectory */.w)(external_node_path_.join(deps.workspace, dir)),
        impactsAllOn: settings.impactsAllOn,
    });
    const git = startGit();
    const draft = startResult(inputs, workspace, warnings);
    const outcome = inputs.all ??
        allOf(workspace?.failed) ??
        (git
            ? await impactedByChanges(git, rules, inputs, workspace, settings, deps, draft, deferred)
            : inputs.named);
    return finish(draft, outcome, deps.log);
}
/**
 * Stage 2: git started once, when the run needs the changed files (and no input made it ALL):
 * the diff, and beside it the head's tree when there are rules and the head is not a merge
 * commit (whose read names its tree, which the index mostly holds: git-index.ts). Later calls
 * give the same.
 */
function gitStarter(inputs, diff, deps) {
    let started;
    let asked = false;
    return () => {
        if (asked || inputs.all !== undefined || !inputs.needsChanges)
            return started;
        asked = true;
        const changes = changedFilesOf(diff, deps);
        // Awaited later; should anything in between throw, its failure is not an unhandled one.
        changes.catch(() => undefined);
        const check = inputs.ruleSets.some((set) => set.length > 0) && (0,early_git/* checksDeadPatterns */.B0)()
            ? {
                early: diff.mergeCommit === undefined
                    ? startListing(deps.git, diff.head, deps.workspace, inputs.ruleSets)
                    : undefined,
            }
            : undefined;
        return (started = { changes, check });
    };
}
/** The result as the stages start it: the warnings of the inputs, the rules and the workspace. */
function startResult(inputs, workspace, ruleWarnings) {
    return {
        targets: [],
        explanations: new Map(),
        warnings: [...ruleWarnings, ...(workspace?.warnings ?? []), ...inputs.warnings],
        ...(workspace?.summary && { workspace: workspace.summary }),
        // Until Bazel answers, its test targets are every one (an early ALL stays so).
        ...(inputs.tools.some((tool) => tool.name === 'bazel') && {
            bazel: { testTargets: 'ALL' },
        }),
    };
}
/**
 * Stages 4 to 7 over the changed files, then the rules' patterns that match nothing in either
 * compared tree (the head's, from the index or a listing; the base's paths the head lacks are
 * the diff's) warned of, whatever the outcome, ALL included, once git compared two commits.
 */
async function impactedByChanges({ changes, check }, rules, inputs, workspace, settings, deps, draft, deferred) {
    // Built while git works (on a large PR, about as long as git takes); the dead-pattern check
    // shares its compiled tests.
    const matcher = new targets_matcher/* GroupMatcher */.Sb(rules);
    const outcome = await overChanges(changes, matcher, rules, inputs, workspace, settings, deps, draft, deferred);
    const { comparison } = draft;
    const changed = await changes;
    if (check && comparison && changed.certain && changed.removed) {
        const { removed, toTree } = changed;
        // The head's tree: the index's when it is that tree (unless a workspace was read: git has
        // listed the commit for it, and the runner gives that listing again), else the listing
        // started beside the diff, else git's now; a large one only at the bases (dead-patterns.ts).
        const early = toTree !== undefined && workspace === undefined
            ? indexListing(deps.workspace, comparison.to, toTree, check.early)
            : check.early;
        const options = { early, matcher };
        draft.warnings.push(...(await deadPatternWarnings(rules, { comparison, removed }, deps.git, deps.voice, options)));
    }
    return outcome;
}
/**
 * Stages 4 to 7: the targets the changed files make impacted, with their dependents, joined
 * with those the inputs name; or ALL.
 */
async function overChanges(pending, matcher, rules, inputs, workspace, settings, deps, draft, deferred) {
    const changes = await settleChanges(pending, settings.impactsAllOn, draft, deps.log);
    if (changes instanceof All)
        return changes;
    // Rules alone over many files or patterns: one pass of cold code, TurboFan off (tiers.ts). A
    // build graph's reader keeps it: its scans run long enough to gain from it.
    if (inputs.tools.length === 0 && workspace?.ws === undefined) {
        let patterns = 0;
        for (let i = 0; i < rules.length; i++)
            patterns += rules[i].include.length;
        await (0,tiers/* quickTiersFor */.Eb)(changes.files.length + patterns);
    }
    const asked = await askSources(inputs, workspace, changes, settings, deps, draft);
    if (asked instanceof All)
        return asked;
    if (deferred.names.size > 0)
        checkDeferred(rules, deferred, asked.answers);
    const hasWorkspace = workspace?.ws !== undefined;
    const direct = matchRules(rules, matcher, asked, inputs, settings, hasWorkspace, draft, deps.voice);
    if (direct instanceof All)
        return direct;
    const followed = followDependents(direct, rules, asked.answers);
    if (followed instanceof All)
        return followed;
    return inputs.named.size === 0 ? followed : withNamed(inputs.named, followed);
}
/** The targets the inputs name, with those of the changes they lack (a graph's may be thousands). */
function withNamed(named, from) {
    from.forEach((value, key) => {
        if (!named.has(key))
            named.set(key, value);
    });
    return named;
}

// EXTERNAL MODULE: ./src/commands/result.ts
var result = __webpack_require__(4493);
;// CONCATENATED MODULE: ./src/commands/upload.ts




/** The service takes request bodies up to 20 MiB; past this (1 MiB spare) the list is sent as ALL. */
const MAX_UPLOAD_BYTES = limits/* MAX_REQUEST_BYTES */.rO - 1024 * 1024;
/** GitHub keeps at most 1 MiB of a job's outputs; past this the output is ALL. */
const MAX_OUTPUT_BYTES = 900 * 1024;
/** Compute the pull request's impacted targets and upload them (uploadImpactedTargets). */
async function uploadImpactedTargets(settings, ctx, deps) {
    const { warnings, ...targets } = await computeImpactedTargets(settings, { prNumber: ctx.pr.number, targetBranch: ctx.targetBranch, ...ctx.diff }, deps.targets);
    const data = {
        ...targets,
        command: 'upload-impacted-targets',
        uploaded: false,
        forkMode: ctx.auth.kind === 'fork-run',
    };
    if (data.targets !== 'ALL') {
        // A list that cannot be sent or passed on whole is ALL: a consumer that runs everything is
        // safe, a truncated list is not.
        const bytes = Buffer.byteLength(JSON.stringify(data.targets));
        const version = (0,route/* apiVersionOf */.uO)(ctx.auth);
        const maxTargets = limits/* MAX_IMPACTED_TARGETS */.So[version];
        if (maxTargets !== undefined && data.targets.length > maxTargets) {
            const api = version === 'v2-login' ? 'v2' : version;
            warnings.push(`Uploading ALL: the ${data.targets.length} impacted targets are more than the ${maxTargets} the ${api} API takes in one upload (the service would refuse the list with 400 VALIDATION_FAILED).`);
            data.allReason = `the list of ${data.targets.length} targets is over the ${api} API's limit of ${maxTargets} targets per upload`;
            data.targets = 'ALL';
        }
        else if (bytes > MAX_UPLOAD_BYTES) {
            warnings.push(`Uploading ALL: the ${data.targets.length} impacted targets take ${Math.round(bytes / 1024 / 1024)} MiB as JSON, over the service's 20 MiB request limit.`);
            data.allReason = `the list of ${data.targets.length} targets is over the service's 20 MiB request limit`;
            data.targets = 'ALL';
        }
        else if (bytes > MAX_OUTPUT_BYTES) {
            warnings.push(`The impacted-targets output is ALL: the list of ${data.targets.length} targets (${Math.round(bytes / 1024)} KiB) does not fit GitHub's 1 MiB limit for a job's outputs. The full list was ${settings.dryRun ? 'computed' : 'uploaded'}.`);
            data.outputAll = true;
        }
    }
    if (!settings.dryRun) {
        await deps.service.uploadImpactedTargets({
            repo: ctx.repo,
            pr: { number: ctx.pr.number, sha: ctx.pr.sha },
            targetBranch: ctx.targetBranch,
            impactedTargets: data.targets,
        });
        data.uploaded = true;
    }
    return (0,result/* resultOf */.B)(data, settings.dryRun, { warnings });
}

;// CONCATENATED MODULE: ./src/commands/index.ts

/**
 * Run the context's command. A dry run of a read sends nothing, so it reads nothing. Each
 * command but the upload (what most runs do) is loaded when it runs.
 */
async function runCommand(settings, ctx, deps) {
    switch (ctx.command) {
        case 'upload-impacted-targets':
            return uploadImpactedTargets(settings, ctx, deps);
        case 'get-pull-request':
            if (settings.dryRun)
                return { command: ctx.command, dryRun: true, warnings: [] };
            return (await __webpack_require__.e(/* import() */ 3056).then(__webpack_require__.bind(__webpack_require__, 3056))).getPullRequest(settings, ctx, deps);
        case 'get-test-run':
            if (settings.dryRun)
                return { command: ctx.command, dryRun: true, warnings: [] };
            return (await __webpack_require__.e(/* import() */ 4463).then(__webpack_require__.bind(__webpack_require__, 4463))).getTestRun(ctx, deps);
        case 'create-queue':
            return (await __webpack_require__.e(/* import() */ 6782).then(__webpack_require__.bind(__webpack_require__, 6782))).createQueue(settings, ctx, deps);
        case 'submit-pull-request':
        case 'cancel-pull-request':
        case 'restart-tests':
            return (await __webpack_require__.e(/* import() */ 3670).then(__webpack_require__.bind(__webpack_require__, 3670))).runPullRequestCommand(settings, ctx, {
                service: deps.service,
                log: deps.targets.log,
                ...(deps.wait && { wait: deps.wait }),
            });
        case 'get-queue':
        case 'update-queue':
        case 'delete-queue':
            return (await __webpack_require__.e(/* import() */ 9600).then(__webpack_require__.bind(__webpack_require__, 9600))).runQueueCommand(settings, { ...ctx, command: ctx.command }, { service: deps.service, log: deps.targets.log });
    }
}

// EXTERNAL MODULE: ./src/report/about.ts
var report_about = __webpack_require__(1175);
;// CONCATENATED MODULE: ./src/service/index.ts
/**
 * The adapter for a run's credential: v1 (token or fork mode), v2 with an org key, or the
 * keyless route through the logged-in `trunk` CLI. Each serves the one port commands use, and
 * is loaded by the first call to it: a dry run calls none, and loads no adapter.
 */

/**
 * The service for `auth`. The address v2 refuses is an input error, found here, before any
 * command runs; the adapter itself is built on the first call.
 */
function createService(auth, settings, http, env = {}) {
    if (auth.kind === 'bearer' || (auth.kind === 'cli-login' && settings.apiUrlGiven)) {
        (0,route/* checkV2Url */.cF)(settings.apiUrl);
    }
    let loaded;
    const adapter = () => (loaded ??= loadAdapter(auth, settings, http, env));
    return {
        apiVersion: (0,route/* apiVersionOf */.uO)(auth),
        getTestRun: async (request) => (await adapter()).getTestRun(request),
        getPullRequest: async (request) => (await adapter()).getPullRequest(request),
        uploadImpactedTargets: async (request) => (await adapter()).uploadImpactedTargets(request),
        createQueue: async (request) => (await adapter()).createQueue(request),
        submitPullRequest: async (request) => (await adapter()).submitPullRequest(request),
        updateQueueEntry: async (request) => (await adapter()).updateQueueEntry(request),
        cancelPullRequest: async (request) => (await adapter()).cancelPullRequest(request),
        restartTests: async (request) => (await adapter()).restartTests(request),
        getQueue: async (request) => (await adapter()).getQueue(request),
        updateQueue: async (request) => (await adapter()).updateQueue(request),
        deleteQueue: async (request) => (await adapter()).deleteQueue(request),
    };
}
async function loadAdapter(auth, settings, http, env) {
    switch (auth.kind) {
        case 'token':
        case 'fork-run': {
            const { ServiceClient } = await Promise.all(/* import() */[__webpack_require__.e(3830), __webpack_require__.e(9166)]).then(__webpack_require__.bind(__webpack_require__, 9166));
            return new ServiceClient({
                ...http,
                apiUrl: settings.apiUrl,
                auth,
                apiToken: settings.apiToken,
            });
        }
        case 'bearer': {
            const { V2Client } = await Promise.all(/* import() */[__webpack_require__.e(3830), __webpack_require__.e(3681)]).then(__webpack_require__.bind(__webpack_require__, 3681));
            return new V2Client({
                ...http,
                apiUrl: settings.apiUrl,
                apiKey: settings.apiToken,
                log: env.log,
            });
        }
        case 'cli-login': {
            const { CliUploader } = await Promise.all(/* import() */[__webpack_require__.e(3830), __webpack_require__.e(6813)]).then(__webpack_require__.bind(__webpack_require__, 6813));
            return new CliUploader({
                cli: auth.cli,
                apiUrl: settings.apiUrlGiven ? settings.apiUrl : undefined,
                githubToken: settings.githubToken || undefined,
                // The CLI does its own retries: it gets what all attempts together would.
                timeoutMs: http.timeoutMs * Math.max(1, http.maxAttempts),
                tempDir: env.tempDir,
                log: env.log,
            }, env.eventName);
        }
    }
}

// EXTERNAL MODULE: ./src/settings.ts
var src_settings = __webpack_require__(8750);
;// CONCATENATED MODULE: ./src/targets/warm.ts
/**
 * Fill the graph cache for `commit` where there is no pull request to upload for (a push to the
 * default branch): Bazel's graph, when Bazel is asked for (or found by auto), and the Python
 * files' imports, when the Python reader is, and a cache is set. What the log says of it;
 * undefined when there is nothing to warm.
 */
async function warmGraphCache(settings, commit, deps) {
    const { buildToolsOf, graphCacheOf } = await __webpack_require__.e(/* import() */ 319).then(__webpack_require__.bind(__webpack_require__, 319));
    const tools = buildToolsOf(settings, deps.workspace, deps.voice);
    const bazel = tools.some((tool) => tool.name === 'bazel');
    const python = tools.some((tool) => tool.name === 'python');
    if (!bazel && !python)
        return undefined;
    const { store } = await graphCacheOf(settings, deps);
    if (!store)
        return undefined;
    const done = [];
    if (bazel) {
        const { warmBazelGraph } = await Promise.all(/* import() */[__webpack_require__.e(8816), __webpack_require__.e(9800), __webpack_require__.e(4814)]).then(__webpack_require__.bind(__webpack_require__, 4814));
        done.push(await warmBazelGraph(settings.bazel, {
            repository: deps.workspace,
            git: deps.git,
            commit,
            log: deps.log,
            store,
        }));
    }
    if (python) {
        const { warmPythonScans } = await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(1003), __webpack_require__.e(3521), __webpack_require__.e(5303), __webpack_require__.e(9420)]).then(__webpack_require__.bind(__webpack_require__, 5303));
        done.push(await warmPythonScans({
            repository: deps.workspace,
            git: deps.git,
            commit,
            log: deps.log,
            store,
        }));
    }
    return { line: done.map((d) => d.line).join('; '), warnings: done.flatMap((d) => d.warnings) };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/targets/repository-dir.ts






/**
 * The repository the run computes targets in: the workspace (GITHUB_WORKSPACE), or the
 * `working-directory` input resolved against it, for a checkout made with actions/checkout's
 * `path:`. A given directory must exist and be in a git work tree, whose top level is returned:
 * git runs there and rule patterns are relative to it. Input errors name the input and the path.
 */
async function repositoryDir(given, workspace) {
    if (given === undefined)
        return workspace;
    const dir = external_node_path_.resolve(workspace, given);
    const refuse = (problem) => new errors/* InputError */.dz(constants/* Inputs */.G0.WorkingDirectory, `Input "${constants/* Inputs */.G0.WorkingDirectory}" is ${(0,format/* quoteValue */.cl)(given)}, but ${dir} ${problem}: expected the directory ` +
        'the repository was checked out to (where its .git is), relative to the workspace ' +
        `${workspace} or absolute.`);
    let isDirectory;
    try {
        isDirectory = (0,external_node_fs_.statSync)(dir).isDirectory();
    }
    catch {
        throw refuse('does not exist');
    }
    if (!isDirectory)
        throw refuse('is not a directory');
    const top = await new Promise((resolve) => (0,external_node_child_process_.execFile)('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, windowsHide: true }, (error, stdout, stderr) => resolve(error ? { ok: false, out: stderr || error.message } : { ok: true, out: stdout })));
    if (!top.ok)
        throw refuse(`is not a git work tree (git: ${top.out.trim().split('\n')[0]})`);
    return top.out.trim();
}

// EXTERNAL MODULE: ./src/find-on-path.ts
var find_on_path = __webpack_require__(8986);
;// CONCATENATED MODULE: ./src/execute.ts
/**
 * One run of a command, the same behind both doors: Facts + Settings -> the checked context ->
 * the service and the targets engine -> a result. A door reads its world into Settings and
 * Facts first (doors/action: inputs + the webhook event; doors/cli: flags + the CI's
 * variables), gives what this machine offers (a logger, the workspace, a cancel signal), and
 * renders what comes back (step outputs and job summary; JSON, a report, a summary file).
 */











/**
 * The result of a run with nothing to do; when the skip names a commit to warm, the graph cache
 * is filled for it first (a push to the default branch), and the result says so.
 */
async function skipResult(settings, skip, machine) {
    const result = {
        command: skip.command,
        skipped: skip.skip,
        dryRun: settings.dryRun,
        warnings: [],
    };
    if (skip.warm === undefined || settings.graphCache === 'off')
        return result;
    const workspace = await repositoryDir(settings.workingDirectory, machine.workspace);
    const warmed = await warmGraphCache(settings, skip.warm, {
        workspace,
        git: (0,diff_git/* createGitRunner */.ho)(workspace, (args) => machine.log.debug(`git ${args.join(' ')}`)),
        graphCacheStore: machine.graphCacheStore,
        log: machine.log,
    });
    if (!warmed)
        return result;
    return { ...result, skipped: `${skip.skip} ${warmed.line}.`, warnings: warmed.warnings };
}
/**
 * Run `command` for the run `facts` describe. `about` is filled in as soon as the context is
 * known, so a door that catches a failure still reports what the run was about.
 */
async function execute(command, settings, facts, machine, about) {
    if (command === 'upload-impacted-targets')
        (0,src_settings/* requireTargetSource */.Ou)(settings);
    const ctx = (0,context/* requireContext */.Nf)(command, facts, settings, machine.tools);
    about.current = (0,report_about/* aboutOf */.rI)(ctx, settings);
    // The same checks for a dry run as for a run: nothing is planned that would be refused.
    (0,route/* checkForApi */.A0)({ concurrency: settings.concurrency, prNumber: facts.prNumber }, (0,route/* apiVersionOf */.uO)(ctx.auth));
    if ((0,route/* apiVersionOf */.uO)(ctx.auth) === 'v1') {
        const urlWarning = (0,route/* apiUrlWarning */.K4)(settings);
        if (urlWarning)
            machine.log.warning(urlWarning);
    }
    const service = createService(ctx.auth, settings, {
        maxAttempts: settings.maxAttempts,
        timeoutMs: settings.requestTimeoutMs,
        voice: settings.voice,
        onRetry: (r) => machine.log.info(`${r.operation}: ${r.reason}; retrying in ${(r.delayMs / 1000).toFixed(1)}s (attempt ${r.attempt + 1} of ${r.maxAttempts})`),
    }, { eventName: facts.eventName, tempDir: machine.tempDir, log: machine.log.info });
    const workspace = await repositoryDir(settings.workingDirectory, machine.workspace);
    const github = machine.github;
    return runCommand(settings, ctx, {
        service,
        targets: {
            workspace,
            git: (0,diff_git/* createGitRunner */.ho)(workspace, (args) => machine.log.debug(`git ${args.join(' ')}`), machine.startedGit),
            ...(github && { listPullRequestFiles: (n) => github.listPullRequestFiles(n) }),
            ...(machine.globFiles && { globFiles: machine.globFiles }),
            graphCacheStore: machine.graphCacheStore,
            log: machine.log,
            voice: settings.voice,
        },
        wait: { clock: systemWaitClock, signal: machine.signal, log: machine.log },
    });
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/doors/action/cache-env.ts
var cache_env = __webpack_require__(572);
;// CONCATENATED MODULE: ./src/doors/action/graph-cache.ts
/**
 * What `graph-cache: auto` means in the action: the GitHub Actions cache, when the runner has
 * one. cache.ts, and @actions/cache with it (a chunk of the bundle of its own), load on the first
 * restore or save.
 */


/**
 * The store `graph-cache: auto` means in the action: the GitHub Actions cache when the runner
 * has it, else none (auto is off). cache.ts and @actions/cache load on its first use.
 */
function autoGraphCacheStore(env) {
    if (!(0,cache_env/* actionsCacheAvailable */.r)(env))
        return undefined;
    const tempDir = env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
    let store;
    const open = () => (store ??= __webpack_require__.e(/* import() */ 6930).then(__webpack_require__.bind(__webpack_require__, 6930)).then((m) => m.actionsCacheStore(tempDir)));
    return {
        name: 'the GitHub Actions cache',
        restore: async (key, prefixes) => (await open()).restore(key, prefixes),
        save: async (key, data) => (await open()).save(key, data),
    };
}

// EXTERNAL MODULE: ./src/doors/action/lazy/http-client.ts
var http_client = __webpack_require__(9843);
;// CONCATENATED MODULE: ./src/doors/action/github.ts
/**
 * The GitHub REST adapter through @actions/github: GitHub's field names stay in this file; the
 * rest of the action sees the GitHubApi interface (github/api.ts) and ListedFiles.
 */



function refOf(pr) {
    return {
        number: pr.number,
        headSha: pr.head.sha,
        headRef: pr.head.ref,
        baseRef: pr.base.ref,
        baseSha: pr.base.sha,
        mergeCommitSha: pr.merge_commit_sha ?? undefined,
        fromFork: pr.head.repo?.full_name !== pr.base.repo.full_name,
    };
}
/**
 * The real API through @actions/github (imported on first use: it is most of the bundle's
 * start-up cost and most runs never need it).
 */
function createGitHubApi(options) {
    const { owner, repo } = options;
    let client;
    const load = async () => {
        // @actions/github needs the real http-client synchronously (proxy agents): load it first.
        await (0,http_client/* loadHttpClient */.w)();
        const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(2413)]).then(__webpack_require__.bind(__webpack_require__, 2413));
        return getOctokit(options.token, { baseUrl: options.baseUrl });
    };
    const octokit = () => (client ??= load());
    const wrap = async (doing, fn) => {
        if (!options.token) {
            throw new errors/* GitHubApiError */.OS(`${doing}: github-token is empty; give it \`\${{ github.token }}\`.`);
        }
        try {
            return await fn();
        }
        catch (error) {
            const status = error.status;
            // Octokit reports a request that got no answer (refused, unresolvable, a bad port) as a
            // 500 without a response: the host was not reached, and no token was looked at.
            if (error.response === undefined) {
                throw new errors/* GitHubApiError */.OS(`${doing}: the GitHub API at ${options.baseUrl} could not be reached (${(0,format/* systemError */.Oj)(error)}). ` +
                    "Check the runner's network, and GITHUB_API_URL if it was set.");
            }
            throw new errors/* GitHubApiError */.OS(`${doing} through the GitHub API (${options.baseUrl}) failed${typeof status === 'number' ? ` with ${status}` : ''}: ${(0,format/* clause */.sb)((0,format/* errorMessage */.gJ)(error))}. ` +
                'Check github-token and that the job has `pull-requests: read` permission.');
        }
    };
    return {
        listPullRequestFiles: (prNumber) => wrap(`Listing the files of pull request #${prNumber}`, async () => {
            const gh = await octokit();
            const [pr, files] = await Promise.all([
                gh.rest.pulls.get({ owner, repo, pull_number: prNumber }),
                gh.paginate(gh.rest.pulls.listFiles, {
                    owner,
                    repo,
                    pull_number: prNumber,
                    per_page: 100,
                }),
            ]);
            return {
                total: pr.data.changed_files,
                files: files.map((f) => ({
                    path: f.filename,
                    ...(f.previous_filename ? { previousPath: f.previous_filename } : {}),
                })),
            };
        }),
        findOpenPullRequest: (branch) => wrap(`Finding the open pull request of branch ${branch}`, async () => {
            const gh = await octokit();
            const { data } = await gh.rest.pulls.list({
                owner,
                repo,
                state: 'open',
                head: `${owner}:${branch}`,
                per_page: 10,
            });
            return data[0] && refOf(data[0]);
        }),
        pullRequest: (prNumber) => wrap(`Reading pull request #${prNumber}`, async () => {
            const gh = await octokit();
            return refOf((await gh.rest.pulls.get({ owner, repo, pull_number: prNumber })).data);
        }),
        defaultBranch: () => wrap(`Reading the default branch of ${owner}/${repo}`, async () => {
            const gh = await octokit();
            return (await gh.rest.repos.get({ owner, repo })).data.default_branch;
        }),
    };
}

;// CONCATENATED MODULE: ./src/doors/action/glob.ts
const actionsGlobFiles = async (include, excludes) => {
    const glob = await Promise.all(/* import() */[__webpack_require__.e(3581), __webpack_require__.e(3838), __webpack_require__.e(3860), __webpack_require__.e(9954)]).then(__webpack_require__.bind(__webpack_require__, 3860));
    const globber = await glob.create([include, ...excludes.map((e) => `!${e}`)].join('\n'), {
        matchDirectories: false,
        followSymbolicLinks: true,
    });
    return (await globber.glob()).sort();
};

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/outcome.ts
var outcome = __webpack_require__(5066);
// EXTERNAL MODULE: ./src/commands/queue/length.ts
var queue_length = __webpack_require__(1380);
;// CONCATENATED MODULE: ./src/report/outputs.ts


const json = (value) => (value ?? null);
/** Every output of a run, by name (action.yml's outputs), as JSON values. */
function outputsOf(about, result) {
    const out = { [constants/* Outputs */.tY.Command]: about.command };
    if (about.prNumber !== undefined)
        out[constants/* Outputs */.tY.PrNumber] = about.prNumber;
    if (about.prSha !== undefined)
        out[constants/* Outputs */.tY.PrSha] = about.prSha;
    if (about.targetBranch !== undefined)
        out[constants/* Outputs */.tY.TargetBranch] = about.targetBranch;
    out[constants/* Outputs */.tY.IsTestBranch] = about.isTestBranch === true;
    out[constants/* Outputs */.tY.Skip] = result?.skipped !== undefined;
    // The API used (aboutOf leaves it out on a dry run, which uses none).
    if (about.apiVersion !== undefined)
        out[constants/* Outputs */.tY.ApiVersion] = about.apiVersion;
    const data = result?.data;
    if (about.command === 'get-test-run' && data?.command !== 'get-test-run') {
        // Nothing was read (a dry run, a failed read): consumers fail open and run everything.
        out[constants/* Outputs */.tY.RunAll] = true;
        out[constants/* Outputs */.tY.ImpactedTargetsMatrix] = json({ target: ['ALL'] });
    }
    if (!data)
        return out;
    switch (data.command) {
        case 'upload-impacted-targets': {
            const all = data.targets === 'ALL' || data.outputAll === true;
            out[constants/* Outputs */.tY.ImpactedTargets] = all ? 'ALL' : data.targets;
            out[constants/* Outputs */.tY.ImpactsAll] = data.targets === 'ALL';
            out[constants/* Outputs */.tY.ImpactedTargetsCount] = data.targets === 'ALL' ? null : data.targets.length;
            out[constants/* Outputs */.tY.ChangedFilesCount] = data.changedFiles ? data.changedFiles.length : null;
            out[constants/* Outputs */.tY.Uploaded] = data.uploaded;
            if (data.bazel) {
                out[constants/* Outputs */.tY.BazelTestTargets] =
                    all || data.bazel.testTargets === 'ALL' ? ['//...'] : data.bazel.testTargets;
            }
            break;
        }
        case 'get-pull-request':
            out[constants/* Outputs */.tY.Submitted] = data.submitted;
            out[constants/* Outputs */.tY.State] = data.state ?? null;
            out[constants/* Outputs */.tY.Ready] = data.ready;
            out[constants/* Outputs */.tY.NotReadyReasons] = json(data.reasons);
            out[constants/* Outputs */.tY.Readiness] = json(data.readiness ?? {});
            out[constants/* Outputs */.tY.PullRequest] = json(data.pullRequest ?? {});
            if (data.wait) {
                out[constants/* Outputs */.tY.WaitResult] = data.wait.result;
                out[constants/* Outputs */.tY.WaitedSeconds] = data.wait.waitedSeconds;
            }
            break;
        case 'get-test-run': {
            const run = data.testRun;
            out[constants/* Outputs */.tY.TestRunId] = data.testRunId;
            out[constants/* Outputs */.tY.TestRunStatus] = run.status ?? null;
            out[constants/* Outputs */.tY.TestBranch] = run.testBranch;
            out[constants/* Outputs */.tY.TestBranchSha] = run.testBranchSha;
            out[constants/* Outputs */.tY.RequiredStatuses] = json(run.requiredStatuses);
            out[constants/* Outputs */.tY.TestedPrs] = json(run.testedPullRequests.map((pr) => pr.prNumber));
            out[constants/* Outputs */.tY.DependentPrs] = json(run.dependentPrs ?? []);
            out[constants/* Outputs */.tY.ImpactedTargets] = json(data.impactedTargets);
            out[constants/* Outputs */.tY.RunAll] = data.runAll;
            out[constants/* Outputs */.tY.ImpactedTargetsMatrix] = json({
                target: data.runAll ? ['ALL'] : data.impactedTargets,
            });
            out[constants/* Outputs */.tY.ImpactedTargetsForTestedPrs] = json(data.impactedTargetsForTestedPrs);
            out[constants/* Outputs */.tY.FailedChecks] = json(data.failedChecks);
            out[constants/* Outputs */.tY.PendingChecks] = json(data.pendingChecks);
            out[constants/* Outputs */.tY.TestRun] = json(run);
            break;
        }
        case 'create-queue':
            out[constants/* Outputs */.tY.QueueCreated] = data.created;
            break;
        case 'submit-pull-request':
            out[constants/* Outputs */.tY.Submitted] = data.done;
            out[constants/* Outputs */.tY.AlreadyQueued] = data.alreadyQueued ?? null;
            out[constants/* Outputs */.tY.QueueEntryChanged] = data.entryChanged ?? false;
            out[constants/* Outputs */.tY.State] = data.state ?? null;
            out[constants/* Outputs */.tY.PullRequest] = json(data.pullRequest ?? {});
            if (data.wait) {
                out[constants/* Outputs */.tY.WaitResult] = data.wait.result;
                out[constants/* Outputs */.tY.WaitedSeconds] = data.wait.waitedSeconds;
            }
            break;
        case 'cancel-pull-request':
            out[constants/* Outputs */.tY.Cancelled] = data.done;
            out[constants/* Outputs */.tY.State] = data.state ?? null;
            out[constants/* Outputs */.tY.PullRequest] = json(data.pullRequest ?? {});
            break;
        case 'restart-tests':
            out[constants/* Outputs */.tY.Restarted] = data.done;
            out[constants/* Outputs */.tY.State] = data.state ?? null;
            out[constants/* Outputs */.tY.PullRequest] = json(data.pullRequest ?? {});
            break;
        case 'get-queue':
        case 'update-queue': {
            if (data.before)
                out[constants/* Outputs */.tY.QueueStateBefore] = data.before.state;
            const queue = data.queue;
            if (!queue)
                break;
            const entries = queue.enqueuedPullRequests ?? [];
            out[constants/* Outputs */.tY.QueueState] = queue.state;
            out[constants/* Outputs */.tY.QueueMode] = queue.mode ?? null;
            out[constants/* Outputs */.tY.QueueLength] = (0,queue_length/* queueLength */.o)(queue);
            out[constants/* Outputs */.tY.QueuedPrs] = json(entries.map((pr) => pr.prNumber));
            out[constants/* Outputs */.tY.Queue] = json(queue);
            break;
        }
        case 'delete-queue':
            out[constants/* Outputs */.tY.QueueDeleted] = data.deleted ?? false;
            break;
    }
    return out;
}
/**
 * A value as a step output: GITHUB_OUTPUT holds text, so unknown is '', arrays and objects are
 * JSON, and bazel-test-targets is one label a line (for `bazel test --target_pattern_file`).
 */
function stepOutputValue(name, value) {
    if (value === null)
        return '';
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    if (name === constants/* Outputs */.tY.BazelTestTargets && Array.isArray(value))
        return value.join('\n');
    return JSON.stringify(value);
}
/** Every step output of a run, by name; values are strings as GITHUB_OUTPUT stores them. */
function stepOutputsOf(about, result) {
    return Object.fromEntries(Object.entries(outputsOf(about, result)).map(([name, value]) => [
        name,
        stepOutputValue(name, value),
    ]));
}

// EXTERNAL MODULE: ./src/doors/action/early.ts
var early = __webpack_require__(3631);
// EXTERNAL MODULE: ./src/write-out.ts
var write_out = __webpack_require__(9285);
;// CONCATENATED MODULE: ./src/doors/action/workflow.ts
/**
 * What the action says to the runner, in the formats @actions/core writes: workflow commands on
 * stdout (`::debug::`, `::warning::`, `::add-mask::`, `::group::`), step outputs in
 * GITHUB_OUTPUT, the job summary in GITHUB_STEP_SUMMARY. What is written here is the part of
 * its core.js, command.js and summary.js this action uses, because of what they load and do:
 * core.js imports file-command.js, which loads node:crypto for setOutput's random delimiter
 * (about 7 ms of every start, a tenth of a small pull request's run), summary.js loads
 * node:fs/promises (about 2 ms), and command.js writes through process.stdout, whose stream on
 * the runner's pipe costs about 1.5 ms to make (write-out.ts writes to the descriptor). The
 * delimiter here is one that occurs in neither the name nor the value, which is what core checks
 * its random one for; test/workflow.test.ts holds the commands to core's own.
 *
 * Outside a runner, where GITHUB_OUTPUT is not set, @actions/core itself is used (outsideRunner):
 * `npm run local-action` runs main.ts with @github/local-action standing in for @actions/core,
 * which shows the outputs it was given and the rest in its own way.
 */



let core;
/** Load @actions/core when there is no runner (GITHUB_OUTPUT unset); every call below then goes to it. */
async function outsideRunner(env = process.env) {
    if (!env.GITHUB_OUTPUT)
        core = await Promise.all(/* import() */[__webpack_require__.e(3838), __webpack_require__.e(7573)]).then(__webpack_require__.bind(__webpack_require__, 3838));
}
/** A command's message, escaped as command.js escapes it: the runner reads `%`, CR and LF back. */
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A command's property value: also `:` and `,`, which end a property. */
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
/**
 * `::name key=value,\u2026::message` and a line end, as command.js's issueCommand writes it: a space
 * after the name when properties are given, and those with an empty value left out.
 */
function commandLine(name, properties, message) {
    const entries = Object.entries(properties);
    const props = entries.length > 0
        ? ` ${entries
            .filter(([, value]) => value)
            .map(([key, value]) => `${key}=${escapeProperty(value)}`)
            .join(',')}`
        : '';
    return `::${name}${props}::${escapeData(message)}${external_node_os_.EOL}`;
}
const issueCommand = (name, properties, message) => (0,write_out/* writeOut */.s)(1, commandLine(name, properties, message));
const issue = (name, message = '') => issueCommand(name, {}, message);
/** An input as core.getInput reads it: INPUT_<NAME>, trimmed, '' when unset. */
function getInput(name) {
    if (core)
        return core.getInput(name);
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}
/** Mask a value in the job's log (`::add-mask::`). */
function setSecret(secret) {
    if (core)
        return core.setSecret(secret);
    issueCommand('add-mask', {}, secret);
}
/** Step debug logging is on (the runner sets RUNNER_DEBUG=1). */
function isDebug() {
    return process.env.RUNNER_DEBUG === '1';
}
function debug(message) {
    if (core)
        return core.debug(message);
    issueCommand('debug', {}, message);
}
/** A line of the log as it is (no workflow command: the caller escapes what could start one). */
function info(message) {
    if (core)
        return core.info(message);
    (0,write_out/* writeOut */.s)(1, message + external_node_os_.EOL);
}
function notice(message) {
    if (core)
        return core.notice(message);
    issueCommand('notice', {}, message);
}
function warning(message) {
    if (core)
        return core.warning(message);
    issueCommand('warning', {}, message);
}
/** An error annotation, and the step's exit code 1. */
function setFailed(message) {
    if (core)
        return core.setFailed(message);
    process.exitCode = 1;
    issueCommand('error', {}, message);
}
function startGroup(title) {
    if (core)
        return core.startGroup(title);
    issue('group', title);
}
function endGroup() {
    if (core)
        return core.endGroup();
    issue('endgroup');
}
/**
 * `prefix` and random letters, found in none of `texts`: a delimiter that cannot end early what
 * it delimits, nor be written by it. Random so that a value does not have to avoid a known word;
 * safe because of the check, whatever the randomness.
 */
function unusedToken(prefix, ...texts) {
    for (;;) {
        const token = `${prefix}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
        if (!texts.some((text) => text.includes(token)))
            return token;
    }
}
/**
 * Step outputs, as core.setOutput writes each: a heredoc in GITHUB_OUTPUT, here all in one
 * append.
 */
function setOutputs(outputs) {
    const entries = Object.entries(outputs);
    if (core) {
        for (const [name, value] of entries)
            core.setOutput(name, value);
        return;
    }
    const file = process.env.GITHUB_OUTPUT || '';
    if (!file) {
        // No runner and no outsideRunner(): the deprecated command, as core falls back to.
        for (const [name, value] of entries) {
            (0,write_out/* writeOut */.s)(1, external_node_os_.EOL);
            issueCommand('set-output', { name }, value);
        }
        return;
    }
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    let text = '';
    for (const [name, value] of entries) {
        const delimiter = unusedToken('ghadelimiter_', name, value);
        text += `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`;
    }
    if (text)
        (0,external_node_fs_.appendFileSync)(file, text, { encoding: 'utf8' });
}
/**
 * Append Markdown to the job summary, as core.summary.addRaw(markdown, true).write() does, with
 * its errors.
 */
async function appendSummary(markdown) {
    if (core) {
        await core.summary.addRaw(markdown, true).write();
        return;
    }
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    }
    try {
        (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    (0,external_node_fs_.appendFileSync)(file, `${markdown}${external_node_os_.EOL}`, { encoding: 'utf8' });
}

;// CONCATENATED MODULE: ./src/doors/action/event.ts





/** The runner's event: its name, the payload at GITHUB_EVENT_PATH ({} when unreadable), the variables. */
function readEvent(env, debug) {
    let payload = {};
    const file = env.GITHUB_EVENT_PATH;
    if (file) {
        try {
            payload = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        }
        catch (error) {
            debug(`Could not read the event payload at ${file}: ${(0,format/* errorMessage */.gJ)(error)}`);
        }
    }
    return { name: env.GITHUB_EVENT_NAME ?? '', payload, env };
}
const obj = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const str = (value) => typeof value === 'string' && value !== '' ? value : undefined;
/** A commit SHA from the event: 40 (SHA-1) or 64 (SHA-256) hex digits, else unknown. */
const sha = (value) => typeof value === 'string' && constants/* COMMIT_SHA */.pk.test(value) ? value.toLowerCase() : undefined;
const num = (value) => typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
/** `gh-readonly-queue/<base>/pr-<N>-<sha>` -> N. */
function mergeGroupPrNumber(headRef) {
    const match = /gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]+$/.exec(headRef ?? '');
    return match ? Number(match[1]) : undefined;
}
const PULL_REQUEST_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
]);
/** The head branch the event is about (push ref, PR head, workflow_run head). */
function eventBranch(event) {
    const p = event.payload;
    if (PULL_REQUEST_EVENTS.has(event.name))
        return str(obj(obj(p.pull_request).head).ref);
    if (event.name === 'push')
        return (0,context/* branchOf */.W0)(str(p.ref) ?? event.env.GITHUB_REF);
    if (event.name === 'workflow_run')
        return str(obj(p.workflow_run).head_branch);
    return (0,context/* branchOf */.W0)(event.env.GITHUB_REF);
}
/** `auto` -> a command, for the branch the event is about (the pr-branch input wins). */
function resolveEventCommand(settings, event) {
    return (0,context/* resolveCommand */.OK)(settings, settings.prBranch ?? eventBranch(event));
}
function pullRequestFacts(pr) {
    const head = obj(pr.head);
    const base = obj(pr.base);
    const headRepo = str(obj(head.repo).full_name);
    const baseRepo = str(obj(base.repo).full_name);
    return {
        number: num(pr.number),
        sha: sha(head.sha),
        branch: str(head.ref),
        baseRef: str(base.ref),
        baseSha: sha(base.sha),
        mergeCommit: sha(pr.merge_commit_sha),
        fromFork: headRepo !== undefined && baseRepo !== undefined && headRepo !== baseRepo,
    };
}
function verb(command) {
    return command === 'upload-impacted-targets' ? 'upload targets for' : 'read';
}
/** Commands that are about one pull request and cannot run without it. */
const needsPullRequest = (command) => command === 'upload-impacted-targets' || command === 'get-pull-request';
/**
 * What the event says about its pull request. Only a push needs the network (the open PR of the
 * pushed branch), and only when the command is about a pull request the inputs do not name.
 */
async function eventPr(command, settings, event, github) {
    const p = event.payload;
    if (PULL_REQUEST_EVENTS.has(event.name)) {
        const facts = pullRequestFacts(obj(p.pull_request));
        // A pull_request run checks out refs/pull/N/merge: GITHUB_SHA is the fresh test merge.
        if (event.name === 'pull_request')
            facts.mergeCommit = sha(event.env.GITHUB_SHA) ?? facts.mergeCommit;
        return (0,context/* isQueueTestBranch */.sh)(facts.branch) ? { ...facts, testBranch: facts.branch } : facts;
    }
    switch (event.name) {
        case 'merge_group': {
            const group = obj(p.merge_group);
            return {
                number: mergeGroupPrNumber(str(group.head_ref)),
                sha: sha(group.head_sha),
                branch: (0,context/* branchOf */.W0)(str(group.head_ref)) ?? str(group.head_ref),
                baseRef: (0,context/* branchOf */.W0)(str(group.base_ref)) ?? str(group.base_ref),
                baseSha: sha(group.base_sha),
                exactBase: true,
                // The group's commit merges the PR head named in head_ref onto the queue's base.
                mergeCommit: sha(group.head_sha),
                mergeParent: sha(/-([0-9a-f]{40}|[0-9a-f]{64})$/i.exec(str(group.head_ref) ?? '')?.[1]),
            };
        }
        case 'workflow_run': {
            const run = obj(p.workflow_run);
            const first = obj((Array.isArray(run.pull_requests) ? run.pull_requests : [])[0]);
            const headRepo = str(obj(run.head_repository).full_name);
            const headBranch = str(run.head_branch);
            return {
                ...pullRequestFacts(first),
                sha: sha(run.head_sha),
                branch: str(obj(first.head).ref) ?? headBranch,
                fromFork: headRepo !== undefined && headRepo !== str(obj(p.repository).full_name),
                testBranch: (0,context/* isQueueTestBranch */.sh)(headBranch) ? headBranch : undefined,
            };
        }
        case 'push': {
            const ref = str(p.ref) ?? event.env.GITHUB_REF;
            const branch = (0,context/* branchOf */.W0)(ref);
            if ((0,context/* isQueueTestBranch */.sh)(branch))
                return { sha: sha(p.after), branch, testBranch: branch };
            const needsLookup = needsPullRequest(command) && settings.prNumber === undefined;
            const facts = { sha: sha(p.after) ?? sha(event.env.GITHUB_SHA), branch };
            if (!needsLookup)
                return facts;
            if (p.deleted === true || /^0+$/.test(str(p.after) ?? '')) {
                return {
                    command,
                    skip: `The push deleted ${ref ?? 'a ref'}; there is no pull request to ${verb(command)}.`,
                };
            }
            if (!branch) {
                return {
                    command,
                    skip: `The push is to ${ref ?? 'an unknown ref'}, not a branch; there is no pull request to ${verb(command)}.`,
                };
            }
            const pr = await github.findOpenPullRequest(branch);
            if (!pr) {
                const defaultBranch = str(obj(p.repository).default_branch);
                return {
                    command,
                    skip: `No open pull request has ${branch} as its head branch; nothing to ${verb(command)}.`,
                    // The default branch's graph is what its pull requests' runs may start from.
                    ...(command === 'upload-impacted-targets' &&
                        branch === defaultBranch && { warm: facts.sha }),
                };
            }
            return {
                ...facts,
                number: pr.number,
                baseRef: pr.baseRef,
                baseSha: pr.baseSha,
                mergeCommit: pr.mergeCommitSha,
                fromFork: pr.fromFork,
            };
        }
        case 'issue_comment': {
            // A comment on a pull request (`/merge`): the issue is the pull request, its base unsaid.
            const issue = obj(p.issue);
            return issue.pull_request !== undefined ? { number: num(issue.number) } : {};
        }
        default:
            return {};
    }
}
/** The queue commands that act on one pull request: its base branch names the queue. */
const isPullRequestOp = (command) => constants/* PULL_REQUEST_COMMANDS */.zE.includes(command);
/**
 * Facts from the event, the environment and the inputs (inputs always win). The diff's two ends
 * are resolved here and nowhere else: base-sha / head-sha over what the event says.
 */
async function eventFacts(command, settings, event, github) {
    if (!settings.repository) {
        throw new errors/* InputError */.dz(constants/* Inputs */.G0.Repository, `Input "${constants/* Inputs */.G0.Repository}" is empty and GITHUB_REPOSITORY is not set: expected owner/name.`);
    }
    const branch = settings.prBranch ?? eventBranch(event);
    const temporary = (0,context/* tempBranchSkip */.Q3)(command, branch);
    if (temporary)
        return temporary;
    const pr = await eventPr(command, settings, event, github);
    if ('skip' in pr)
        return pr;
    const prSha = settings.prSha ?? pr.sha;
    // The queue opens its draft test pull requests against the branch it merges into, so a
    // pull request's base names the queue even on a test branch; a push names no base, and the
    // repository's default branch is the best guess left.
    const prNumber = settings.prNumber ?? pr.number;
    // A queue command about one pull request the event does not describe (a comment, a
    // workflow_dispatch with pr-number): its queue is its base branch, read from GitHub.
    const base = pr.baseRef ??
        (settings.targetBranch === undefined &&
            isPullRequestOp(command) &&
            prNumber !== undefined &&
            github.pullRequest
            ? (await github.pullRequest(prNumber)).baseRef || undefined
            : undefined);
    let targetBranch = settings.targetBranch ?? base ?? str(obj(event.payload.repository).default_branch);
    if (targetBranch === undefined && !needsPullRequest(command)) {
        targetBranch = await github.defaultBranch();
    }
    return {
        eventName: event.name,
        repo: {
            host: settings.repositoryHost,
            owner: settings.repository.owner,
            name: settings.repository.name,
        },
        serverUrl: (event.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
        prNumber,
        prSha,
        prBranch: settings.prBranch ?? pr.branch,
        targetBranch,
        diff: {
            head: settings.headSha ?? prSha,
            base: settings.baseSha ?? (pr.exactBase ? pr.baseSha : undefined),
            fallbackBase: pr.exactBase ? undefined : pr.baseSha,
            // Given ends mean the user chose what to compare: no merge commit then.
            ...(settings.baseSha || settings.headSha
                ? {}
                : { mergeCommit: pr.mergeCommit, mergeParent: pr.mergeParent }),
        },
        testRunId: settings.testRunId ?? (pr.testBranch ? (0,context/* testRunIdOf */.an)(pr.testBranch) : undefined),
        testBranch: pr.testBranch,
        fromFork: pr.fromFork ?? false,
        runId: event.env.GITHUB_RUN_ID,
    };
}
/**
 * Facts from the event, then what the command requires: the whole resolution, for callers
 * that do not need the two steps apart.
 */
async function resolveContext(command, settings, event, github) {
    const facts = await eventFacts(command, settings, event, github);
    return 'skip' in facts ? facts : requireContext(command, facts, settings);
}

;// CONCATENATED MODULE: ./src/doors/action/main.ts















const readInput = (name) => getInput(name);
/**
 * Everything the action says goes out through here, secrets replaced first. workflow.info writes
 * the line as it is, so a value with a line break could start a workflow command (`::error`,
 * `::stop-commands::`): its line breaks are escaped. The other calls are workflow commands
 * whose data @actions/core's command.js escapes (workflow.ts).
 */
const redactor = new format/* Redactor */.pO([report_escape/* escapeText */.X1, report_escape/* escapeAttribute */.Gj]);
const debugging = isDebug();
const clean = (text) => redactor.redact(text);
const say = {
    // The runner shows debug lines only with step debug logging on, and then sets RUNNER_DEBUG=1
    // (workflow.isDebug): otherwise they are not written at all (a large PR logs a few thousand).
    debug: (message) => {
        if (debugging)
            debug(clean(message));
    },
    info: (message) => {
        for (const line of (0,format/* logLines */.OG)(clean(message)))
            info(line);
    },
    notice: (message) => notice(clean(message)),
    warning: (message) => warning(clean(message)),
    failed: (message) => setFailed(clean(message)),
};
const actionLogger = {
    debug: say.debug,
    info: say.info,
    warning: say.warning,
    group: (title, output) => {
        // A build tool's output is not ours: workflow commands are off while it is printed, until
        // a token the output does not hold.
        const text = clean(output);
        const token = unusedToken('', text);
        startGroup(clean(title));
        info(`::stop-commands::${token}`);
        info(text);
        info(`::${token}::`);
        endGroup();
    },
};
/**
 * Append to the job summary, when it is on. The Markdown is made only then: the summary's
 * renderer is loaded by a run that writes one.
 */
async function writeSummary(settings, markdown) {
    if (settings?.summary === false || !process.env.GITHUB_STEP_SUMMARY)
        return;
    const text = clean(await markdown());
    try {
        await appendSummary(text);
    }
    catch (error) {
        say.warning(`Could not write the job summary: ${(0,format/* errorMessage */.gJ)(error)}`);
    }
}
function main_setOutputs(about, result) {
    const outputs = {};
    for (const [name, value] of Object.entries(stepOutputsOf(about, result))) {
        outputs[name] = clean(value);
    }
    setOutputs(outputs);
}
/** Log, outputs and summary of a result; the step fails on result.failure. */
async function report(settings, about, result) {
    for (const warning of result.warnings)
        say.warning(warning);
    if (result.skipped !== undefined)
        say.notice(result.skipped);
    else
        for (const line of (0,outcome/* outcomeLines */.qx)(result))
            say.info(line);
    const note = (0,outcome/* noteOf */.kH)(result);
    if (note)
        say.notice(note);
    main_setOutputs(about, result);
    await writeSummary(settings, async () => (await __webpack_require__.e(/* import() */ 365).then(__webpack_require__.bind(__webpack_require__, 365))).summaryOf(about, result));
    if (result.failure)
        say.failed(result.failure);
}
/**
 * The action: settings -> context -> command -> outputs and summary. The one place that fails.
 * `startedGit`: the merge commit's read, when index.ts started it (early.ts).
 */
async function run(startedGit) {
    let settings;
    let command;
    // What the run is about, as far as known: a failure still reports it (is-test-branch above
    // all, so that a test branch whose run cannot be read still says it is one).
    let about;
    // Without a runner (npm run local-action), @actions/core itself speaks for the action.
    await outsideRunner();
    try {
        // Mask secrets before anything else can print them.
        for (const name of [constants/* Inputs */.G0.ApiToken, constants/* Inputs */.G0.GithubToken]) {
            const secret = readInput(name).trim();
            if (secret) {
                setSecret(secret);
                redactor.add(secret);
            }
        }
        settings = (0,src_settings/* readSettings */.sb)(readInput, process.env);
        say.debug(`Settings: ${JSON.stringify((0,src_settings/* redactSettings */.TB)(settings))}`);
        const event = readEvent(process.env, say.debug);
        const github = createGitHubApi({
            token: settings.githubToken,
            owner: settings.repository?.owner ?? '',
            repo: settings.repository?.name ?? '',
            baseUrl: (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        });
        command = resolveEventCommand(settings, event);
        say.info(`Command: ${command}${settings.command === 'auto' ? ' (auto)' : ''}`);
        about = { command, isTestBranch: (0,context/* isQueueTestBranch */.sh)(settings.prBranch ?? eventBranch(event)) };
        const facts = await eventFacts(command, settings, event, github);
        if ('skip' in facts) {
            const machine = {
                log: actionLogger,
                workspace: (0,early/* workspaceOf */.B)(process.env),
                graphCacheStore: autoGraphCacheStore(process.env),
            };
            await report(settings, about, await skipResult(settings, facts, machine));
            return;
        }
        // The keyless route needs the trunk CLI that trunk-io/login installs; looked for only when
        // no api-token is given.
        const tools = settings.apiToken === '' ? { trunkCli: (0,find_on_path/* findOnPath */.a)('trunk', process.env.PATH) } : {};
        // A cancelled job (SIGTERM/SIGINT from the runner) ends a wait cleanly: what was seen is
        // still reported.
        const cancel = new AbortController();
        const onSignal = () => cancel.abort();
        process.once('SIGTERM', onSignal);
        process.once('SIGINT', onSignal);
        // No group around the run: what it says is a few lines worth reading as they come (a group
        // would be empty on most runs), and a build tool's output has a group of its own.
        const known = {};
        let result;
        try {
            result = await execute(command, settings, facts, {
                log: actionLogger,
                workspace: (0,early/* workspaceOf */.B)(process.env),
                tools,
                tempDir: process.env.RUNNER_TEMP,
                github,
                signal: cancel.signal,
                globFiles: actionsGlobFiles,
                graphCacheStore: autoGraphCacheStore(process.env),
                startedGit,
            }, known);
        }
        finally {
            about = known.current ?? about;
            process.off('SIGTERM', onSignal);
            process.off('SIGINT', onSignal);
        }
        await report(settings, about, result);
    }
    catch (error) {
        // User mistakes and service or git answers are explained in the message; a stack trace
        // would only hide it. Anything else is a bug: keep its stack for debug logging.
        if (!(0,errors/* isExpectedError */.BI)(error) && error instanceof Error && error.stack)
            say.debug(error.stack);
        const message = (0,format/* errorMessage */.gJ)(error);
        try {
            if (command)
                main_setOutputs(about ?? { command });
        }
        catch (outputError) {
            say.debug(`Could not set the outputs: ${(0,format/* errorMessage */.gJ)(outputError)}`);
        }
        await writeSummary(settings, async () => (0,outcome/* failureSummaryOf */.U0)(command, message));
        say.failed(message);
    }
}


/***/ }),

/***/ 2452:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _write_out_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9285);
/* harmony import */ var _early_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3631);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3310);
// The action's run, loaded by its entry (index.ts) once the compile cache is on: a chunk of
// dist/ whose first work is the merge commit's read.



// The merge commit's read starts as soon as the action's modules are evaluated, before any of
// the run's work: git works on the other core while the run reads its settings and rules.
// (Importing main.ts instead, to start git before the rest is compiled, cost more than it gave:
// a second module load, docs/performance.md.)
const started = (0,_early_js__WEBPACK_IMPORTED_MODULE_1__/* .startMergeRead */ .P)(process.env);
let ending;
try {
    await (0,_main_js__WEBPACK_IMPORTED_MODULE_2__/* .run */ .e)(started);
}
finally {
    ending = started?.discard() ?? false;
}
// The run has awaited everything it started, and its output is written: end here, with the exit
// code run() set, rather than wait for Node to tear the engine down (about 1 ms,
// docs/performance.md). A read that was still running is ended first: Node waits for it.
if (!ending && (0,_write_out_js__WEBPACK_IMPORTED_MODULE_0__/* .allWritten */ .Z)())
    process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* binding */ isExpectedError),
/* harmony export */   OS: () => (/* binding */ GitHubApiError),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   af: () => (/* binding */ ContextError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   lI: () => (/* binding */ WRITES),
/* harmony export */   y8: () => (/* binding */ REPOSITORY_CODES),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/**
 * Every error class of the action, in one place. Everything below run() throws one of these;
 * run() turns them into a single core.setFailed message. Each message says what was being done,
 * what came back, and what to change, so no stack trace is printed for any of them.
 */
/**
 * The operations that change something and may not be sent twice blindly: a timeout or a 5xx
 * leaves them unknown (the service may have acted), so they are retried only when it surely did
 * not (429, connection refused), and the commands read back before sending again.
 */
const WRITES = new Set([
    'createQueue',
    'submitPullRequest',
    'updateQueueEntry',
    'cancelPullRequest',
    'restartTestsOnPullRequest',
    'updateQueue',
    'deleteQueue',
]);
/** A mistake the user can fix in the workflow. */
class UserError extends Error {
    name = 'UserError';
}
/** A bad input value: names the input, the value and the accepted form. */
class InputError extends UserError {
    input;
    name = 'InputError';
    constructor(input, message) {
        super(message);
        this.input = input;
    }
}
/** The event does not say what the action needs and no input supplies it. */
class ContextError extends UserError {
    missing;
    name = 'ContextError';
    constructor(message, 
    /** The inputs that would supply what is missing, for a door to name in its own words. */
    missing = []) {
        super(message);
        this.missing = missing;
    }
}
/** A git command failed. */
class GitError extends Error {
    args;
    exitCode;
    stderr;
    name = 'GitError';
    constructor(message, args, exitCode, stderr) {
        super(message);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
    }
}
/** A GitHub REST look-up failed. */
class GitHubApiError extends Error {
    name = 'GitHubApiError';
}
/** v2's codes that say the repository, not the record asked about, is unknown to the service. */
const REPOSITORY_CODES = new Set([
    'PROVIDER_URL_NOT_FOUND',
    'REPOSITORY_NOT_FOUND',
]);
/** A failed service call: what was called, what came back, and what to change. */
class ServiceError extends Error {
    name = 'ServiceError';
    operation;
    kind;
    status;
    /** A short, single-line excerpt of the plain-text body ('' when none). */
    bodyExcerpt;
    attempts;
    /** What the service's last Retry-After asked for, when it sent one. */
    retryAfterMs;
    /** v2: the error envelope's code (PR_NOT_FOUND, QUEUE_ALREADY_EXISTS, ...). */
    code;
    constructor(options) {
        super(options.message);
        this.operation = options.operation;
        this.kind = options.kind;
        this.status = options.status;
        this.bodyExcerpt = options.bodyExcerpt ?? '';
        this.attempts = options.attempts;
        this.retryAfterMs = options.retryAfterMs;
        this.code = options.code;
    }
    /**
     * The service said the record asked about is not there (kind `not-found`, which the adapters
     * give only to the service's own words): commands treat this as "not found", not as a
     * failure. Any other 404, and an unknown repository (v2 says which), is a failure.
     */
    get notFound() {
        return this.kind === 'not-found';
    }
    /** v2 says the repository, not the record asked about, is unknown to the service. */
    get repositoryUnknown() {
        return this.code !== undefined && REPOSITORY_CODES.has(this.code);
    }
    /** createQueue: the queue exists already (v1: a 4xx saying so in words; v2: its code). */
    get alreadyExists() {
        if (this.code === 'QUEUE_ALREADY_EXISTS')
            return true;
        return (this.kind === 'http' &&
            this.status !== undefined &&
            this.status >= 400 &&
            this.status < 500 &&
            /already exists/i.test(this.bodyExcerpt));
    }
}
/** An error whose message is the whole story: expected, so no stack trace is shown. */
function isExpectedError(error) {
    return (error instanceof UserError ||
        error instanceof GitError ||
        error instanceof GitHubApiError ||
        error instanceof ServiceError);
}


/***/ }),

/***/ 8986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ findOnPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _path_kind_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(911);



/** The first executable `name` on PATH, as a shell would find it; undefined when none. */
function findOnPath(name, pathVariable) {
    for (const dir of (pathVariable ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
        if (!dir)
            continue;
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name);
        if (!(0,_path_kind_js__WEBPACK_IMPORTED_MODULE_2__/* .isFile */ .f)(candidate))
            continue;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return candidate;
        }
        catch {
            // not executable by us
        }
    }
    return undefined;
}


/***/ }),

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ QUOTED_LINE),
/* harmony export */   Cx: () => (/* binding */ quoteLines),
/* harmony export */   En: () => (/* binding */ closestWord),
/* harmony export */   Gs: () => (/* binding */ listCapped),
/* harmony export */   OG: () => (/* binding */ logLines),
/* harmony export */   Oj: () => (/* binding */ systemError),
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   cl: () => (/* binding */ quoteValue),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   om: () => (/* binding */ errorOutputLine),
/* harmony export */   pO: () => (/* binding */ Redactor),
/* harmony export */   sb: () => (/* binding */ clause)
/* harmony export */ });
/* unused harmony exports oneLine, editDistance */
/** Text helpers for messages: what anything thrown says, and how a user's value is quoted. */
/** Text of anything thrown, Error or not. */
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error) ?? String(error);
    }
    catch {
        return String(error);
    }
}
/**
 * A message to be placed inside a sentence of another: its closing full stop (or stops) taken
 * off, so that the sentence around it ends once ("... failed: no token. Check ..." rather than
 * "no token.. Check"). An ellipsis (\u2026) is kept.
 */
function clause(text) {
    return text.trimEnd().replace(/\.+$/, '');
}
/**
 * The system's own words for a failure to connect: the innermost cause's message (fetch says
 * "fetch failed"; its cause says "connect ECONNREFUSED 127.0.0.1:9" or "bad port"), with the
 * error code when the message does not hold it already.
 */
function systemError(error) {
    let inner = error;
    let code;
    for (let depth = 0; depth < 8; depth++) {
        const found = inner?.code;
        if (typeof found === 'string')
            code = found;
        const cause = inner instanceof Error ? inner.cause : undefined;
        if (!(cause instanceof Error))
            break;
        inner = cause;
    }
    // Several addresses tried (AggregateError): each one's words.
    const message = inner instanceof AggregateError && inner.errors.length > 0
        ? inner.errors.map((e) => errorMessage(e)).join('; ')
        : clause(errorMessage(inner));
    return code && !message.includes(code) ? `${message} (${code})` : message;
}
/**
 * Show a user-supplied value in a message: quoted, one line, cut when long. JSON's own escaping
 * writes a line break as `\n` once (escaping it first and then quoting showed `\\n`).
 */
function quoteValue(value, max = 80) {
    return JSON.stringify(value.length > max ? `${value.slice(0, max)}\u2026` : value);
}
/**
 * Replaces secrets with `***` in text, before it is escaped or rendered anywhere (log, summary,
 * outputs). The runner masks a secret only in the forms it knows (literal, base64, JSON, URI,
 * XML), not HTML entities or other escapes that the job summary would show readably, so the
 * literal is taken out first; URL credentials (`user:pass@`) are removed too.
 */
class Redactor {
    encodings;
    forms = [];
    /**
     * @param encodings other forms a secret may take on its way out (the job summary's HTML
     *   escaping, for one); each is replaced too.
     */
    constructor(encodings = []) {
        this.encodings = encodings;
    }
    /** Register a secret (ignored when shorter than 4 characters: too common to replace). */
    add(secret) {
        const value = secret.trim();
        if (value.length < 4)
            return;
        const bytes = Buffer.from(value, 'utf8');
        const forms = [
            value,
            encodeURIComponent(value),
            JSON.stringify(value).slice(1, -1),
            // A service that echoes the key in a Basic header or a JSON blob may base64 it, and one
            // that reads UTF-8 as Latin-1 echoes its bytes so: both are the key.
            bytes.toString('base64'),
            bytes.toString('base64').replace(/=+$/, ''),
            bytes.toString('latin1'),
            ...this.encodings.map((encode) => encode(value)),
        ];
        for (const form of forms)
            if (!this.forms.includes(form))
                this.forms.push(form);
        // Longest first, so a form that contains another is replaced whole.
        this.forms.sort((a, b) => b.length - a.length);
    }
    redact(text) {
        let out = text;
        for (const form of this.forms)
            if (out.includes(form))
                out = out.split(form).join('***');
        // Credentials inside any URL: scheme://user:pass@host -> scheme://***@host
        return out.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s:@]*:[^/\s@]*@/gi, '$1***@');
    }
}
/** A value from the service, the event or the repository, made safe for one log line. */
function oneLine(text) {
    return text.replace(/\r\n|\r|\n|\u2028|\u2029/g, (c) => c === '\n'
        ? '\\n'
        : c === '\r'
            ? '\\r'
            : c === '\r\n'
                ? '\\r\\n'
                : c === '\u2028'
                    ? '\\u2028'
                    : '\\u2029');
}
/**
 * What goes before each line of a tool's output quoted in a message (quoteLines): a line break
 * and a gutter. The doors print each quoted line as a line of its own (logLines); any other line
 * break in a message (a file name's) stays escaped, one message a line.
 */
const QUOTED_LINE = '\n  | ';
/**
 * A tool's error output as one line of a message: its lines joined with " / " (git's fetch
 * errors come in several), cut at `max` characters. The whole output stays on the error.
 */
function errorOutputLine(output, max = 500) {
    const line = output
        .split(/\r?\n/)
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' / ');
    return line.length > max ? `${line.slice(0, max)}\u2026` : line;
}
/** A tool's output, its lines quoted behind the gutter, to end a message. */
function quoteLines(output) {
    return output
        .split(/\r?\n/)
        .map((line) => `${QUOTED_LINE}${line}`)
        .join('');
}
/**
 * A message as the lines of a log: its quoted lines (quoteLines) each on a line of its own,
 * behind the gutter, so that none can begin a line of the log (a runner would read
 * `::error::\u2026` there as a workflow command); every other line break escaped.
 */
function logLines(text) {
    const [first = '', ...quoted] = text.split(QUOTED_LINE);
    return [oneLine(first), ...quoted.map((line) => oneLine(`${QUOTED_LINE.slice(1)}${line}`))];
}
/** Levenshtein distance: insertions, deletions and substitutions, each costing 1. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = row;
    }
    return previous[b.length];
}
/**
 * The word of `known` closest to a misspelt `word`, when one is close enough to suggest (at
 * most 2 edits, or a quarter of the word's length for a long one), else one the word starts
 * with or is the start of ("warning" for warn, "dry" for dry-run).
 */
function closestWord(word, known) {
    const close = closestByEdits(word, known);
    if (close !== undefined || word.length < 3)
        return close;
    const prefixed = known.filter((k) => k.startsWith(word) || word.startsWith(k));
    return prefixed.length === 1 ? prefixed[0] : undefined;
}
function closestByEdits(word, known) {
    let best;
    for (const candidate of known) {
        const distance = editDistance(word, candidate);
        if (!best || distance < best.distance)
            best = { word: candidate, distance };
    }
    return best && best.distance > 0 && best.distance <= Math.max(2, Math.floor(word.length / 4))
        ? best.word
        : undefined;
}
/**
 * " Did you mean "pnpm"?" for the first of `words` (values of an input) that is not in `known`
 * and is close to one that is; '' when none is. `ofList`: the words are some of a list, so the
 * one meant is named (" Did you mean "pnpm" for "pnmp"?").
 */
function didYouMean(words, known, ofList = words.length > 1) {
    for (const word of words) {
        if (known.includes(word))
            continue;
        const close = closestWord(word, known);
        if (close) {
            return ofList
                ? ` Did you mean ${JSON.stringify(close)} for ${JSON.stringify(word)}?`
                : ` Did you mean ${JSON.stringify(close)}?`;
        }
    }
    return '';
}
/** Names quoted in one list before "and N more". */
const LIST_CAP = 20;
/** The first few names, quoted, and how many more. */
function listCapped(names) {
    const shown = names.slice(0, LIST_CAP).map((n) => JSON.stringify(n));
    const rest = names.length - shown.length;
    return `${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}


/***/ }),

/***/ 6174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isFile),
/* harmony export */   w: () => (/* binding */ isDirectory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/*
 * What a path is, for the checks that look before they read. A missing path is answered without
 * an exception: node:fs's error captures a stack, which costs more than the stat itself, and a
 * run may ask about every directory of PATH or every marker file of the build tools.
 */
/** The path's stat, or undefined when it is missing or cannot be looked at (EACCES, ENOTDIR). */
function statOf(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
}
/** Whether `file` is a regular file (through symlinks). */
const isFile = (file) => statOf(file)?.isFile() ?? false;
/** Whether `dir` is a directory (through symlinks). */
const isDirectory = (dir) => statOf(dir)?.isDirectory() ?? false;


/***/ }),

/***/ 1175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ pullRequestUrl),
/* harmony export */   Yq: () => (/* binding */ NO_CREDENTIAL),
/* harmony export */   rI: () => (/* binding */ aboutOf)
/* harmony export */ });
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3322);
/* harmony import */ var _service_auth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4089);


/**
 * The web address of pull request `number` of the run's repository: where the CI says its pull
 * requests are (a GitLab merge request's page), else GitHub's `\u2026/owner/name/pull/N`.
 */
function pullRequestUrl(about, number) {
    if (about.prLinkBase)
        return `${about.prLinkBase}${number}`;
    return about.repo && about.serverUrl
        ? `${about.serverUrl}/${about.repo.owner}/${about.repo.name}/pull/${number}`
        : undefined;
}
/** What the summary says of the credential on a dry run that has none (nothing is sent). */
const NO_CREDENTIAL = 'no credential: dry run';
/**
 * The report's view of a resolved context. A dry run uses no API (its api-version output is
 * empty), and one without an api-token names no credential: the one authOf stands in for it is
 * never sent.
 */
function aboutOf(ctx, run) {
    const standIn = run.apiToken === '' && (ctx.auth.kind === 'token' || ctx.auth.kind === 'bearer');
    return {
        command: ctx.command,
        repo: ctx.repo,
        serverUrl: ctx.serverUrl,
        prLinkBase: ctx.prLinkBase,
        prNumber: ctx.pr.number,
        prSha: ctx.pr.sha,
        targetBranch: ctx.targetBranch,
        isTestBranch: ctx.testBranch !== undefined,
        apiVersion: run.dryRun ? undefined : (0,_route_js__WEBPACK_IMPORTED_MODULE_0__/* .apiVersionOf */ .uO)(ctx.auth),
        credential: run.dryRun && standIn ? NO_CREDENTIAL : (0,_service_auth_js__WEBPACK_IMPORTED_MODULE_1__/* .credentialInWords */ .a)(ctx.auth),
    };
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gj: () => (/* binding */ escapeAttribute),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
/* unused harmony export safeUrl */
/**
 * Escaping for the job summary. Everything from users or the service (titles, authors, branch,
 * target and file names, URLs) goes through here: it must not inject HTML, break a table, or
 * become a link the summary did not mean to make.
 */
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;',
    '`': '&#96;',
    '[': '&#91;',
    ']': '&#93;',
    '(': '&#40;',
    ')': '&#41;',
    '*': '&#42;',
    _: '&#95;',
    '~': '&#126;',
    '\\': '&#92;',
    '#': '&#35;',
    '!': '&#33;',
    ':': '&#58;',
    '@': '&#64;',
};
/**
 * Text safe in HTML and markdown, inline or in a table cell: markup characters become entities,
 * line breaks become spaces, and `:` and `@` are escaped so GitHub does not autolink a URL, an
 * e-mail address or a mention inside user text.
 */
function escapeText(value) {
    return String(value ?? '')
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/[&<>"'|`[\]()*_~\\#!:@]/g, (c) => ENTITIES[c]);
}
/** An attribute value (inside double quotes). */
function escapeAttribute(value) {
    return value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/** The URL if it is http(s), else undefined: no javascript:, data: or relative links. */
function safeUrl(value) {
    if (!value)
        return undefined;
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
    }
    catch {
        return undefined;
    }
}
/** A link when the URL is safe, else the escaped text alone. */
function link(text, url) {
    const href = safeUrl(url);
    return href ? `<a href="${escapeAttribute(href)}">${escapeText(text)}</a>` : escapeText(text);
}
/** Inline code for a name: escaped, never raw backticks. */
function code(value) {
    return `<code>${escapeText(value)}</code>`;
}


/***/ }),

/***/ 5066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Po: () => (/* binding */ emptyUploadWhy),
/* harmony export */   U0: () => (/* binding */ failureSummaryOf),
/* harmony export */   av: () => (/* binding */ rootWords),
/* harmony export */   kH: () => (/* binding */ noteOf),
/* harmony export */   kb: () => (/* binding */ queueChange),
/* harmony export */   qx: () => (/* binding */ outcomeLines),
/* harmony export */   uA: () => (/* binding */ requestLine)
/* harmony export */ });
/* unused harmony exports LOG_TARGET_CAP, targetLabel, outcomeLine */
/* harmony import */ var _commands_queue_length_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1380);
/* harmony import */ var _targets_explain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3612);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);



/** How many impacted targets the log names before it gives a count of the rest. */
const LOG_TARGET_CAP = 50;
/**
 * The log's account of a run: the outcome line, then for an upload the reason for ALL, or the
 * targets it named, each with why (the first LOG_TARGET_CAP, then how many more).
 */
function outcomeLines(result) {
    const lines = [outcomeLine(result)];
    const data = result.data;
    if (data && 'planned' in data && data.planned) {
        for (const request of data.planned)
            lines.push(`  ${requestLine(request)}`);
    }
    if (data?.command !== 'upload-impacted-targets')
        return lines;
    if (data.targets === 'ALL') {
        if (data.allReason)
            lines.push(`  because ${data.allReason}`);
        return lines;
    }
    const empty = emptyUploadWhy(result);
    if (empty)
        lines.push(`  The queue ${result.dryRun ? 'would' : 'will'} not test this pull request: ${empty}.`);
    for (const name of data.targets.slice(0, LOG_TARGET_CAP)) {
        const why = data.explanations.get(name);
        lines.push(`  ${targetLabel(name, why)}${why ? `: ${(0,_targets_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q)(why)}` : ''}`);
    }
    const rest = data.targets.length - LOG_TARGET_CAP;
    if (rest > 0)
        lines.push(`  \u2026and ${rest} more (the impacted-targets output has them all)`);
    return lines;
}
/**
 * A target's name as a log line starts with it: a build's root as its users name it (Gradle's
 * `:` is the root project, Maven's `.` the root module), quoted where the line would misread
 * (`:: depends on \u2026`), as is any name holding `: ` or ending in `:`, or with space around it.
 */
function targetLabel(name, why) {
    const root = rootWords(name, why);
    if (root)
        return `${JSON.stringify(name)} (${root})`;
    return /^$|^\s|\s$|:$|: /.test(name) ? JSON.stringify(name) : name;
}
/** What a build calls its root, when the target is one: `the root project` (Gradle's `:`). */
function rootWords(name, why) {
    if (why?.kind === 'gradle' && name === ':')
        return 'the root project';
    if (why?.kind === 'maven' && name === '.')
        return 'the root module';
    return undefined;
}
/**
 * For an upload of no target: that the queue will not test the pull request, and why (the
 * words after a colon); undefined for any other result.
 */
function emptyUploadWhy(result) {
    const data = result.data;
    if (data?.command !== 'upload-impacted-targets' || data.targets === 'ALL')
        return undefined;
    if (data.targets.length > 0)
        return undefined;
    const files = data.changedFiles;
    const n = files?.length ?? 0;
    const why = files === undefined
        ? 'no source of targets named one'
        : n === 0
            ? 'it changes no file'
            : data.unmatchedFiles?.length === n
                ? n === 1
                    ? 'its one changed file matches no target rule'
                    : `none of its ${n} changed files matches a target rule`
                : `no target rule, package or build graph makes a target of its ${n} changed ${n === 1 ? 'file' : 'files'}`;
    return `${why}, so the upload ${result.dryRun ? 'would be' : 'is'} an empty list`;
}
/** One line for the log saying what happened. */
function outcomeLine(result) {
    if (result.skipped !== undefined)
        return `Nothing to do: ${result.skipped}`;
    const data = result.data;
    if (!data)
        return `Dry run: ${result.command} sent nothing to the service.`;
    switch (data.command) {
        case 'upload-impacted-targets': {
            const what = data.targets === 'ALL' ? 'ALL' : `${data.targets.length} impacted target(s)`;
            // A list is named on the lines that follow (outcomeLines).
            const listed = data.targets !== 'ALL' && data.targets.length > 0;
            if (result.dryRun) {
                return listed
                    ? `Dry run: computed ${what}, nothing uploaded:`
                    : `Dry run: computed ${what}; nothing uploaded.`;
            }
            return `Uploaded ${what}${listed ? ':' : '.'}`;
        }
        case 'get-pull-request':
            if (data.wait) {
                return `Waited ${data.wait.waitedSeconds}s: ${data.wait.result}; state ${data.state ?? 'unknown'}, ready ${data.ready}.`;
            }
            return data.submitted
                ? `Pull request state: ${data.state ?? 'unknown'}; ready: ${data.ready}.`
                : 'The pull request is not submitted to the queue.';
        case 'get-test-run':
            return `Test run ${data.testRunId}: ${data.testRun.status ?? 'unknown'}; failed: ${data.failedChecks.length}, pending: ${data.pendingChecks.length}.`;
        case 'create-queue':
            return result.dryRun
                ? 'Dry run: no queue created.'
                : data.created
                    ? 'Queue created.'
                    : 'The queue already existed.';
        case 'submit-pull-request':
        case 'cancel-pull-request':
        case 'restart-tests': {
            if (result.dryRun)
                return `Dry run: ${data.command} sent nothing; it would have sent:`;
            const what = data.command === 'submit-pull-request'
                ? data.alreadyQueued
                    ? data.changes
                        ? `Pull request changed in the queue: ${data.changes.join(', ')}`
                        : 'Pull request already in the queue'
                    : data.done
                        ? 'Pull request submitted'
                        : 'Pull request not submitted'
                : data.command === 'cancel-pull-request'
                    ? `Pull request ${data.done ? 'cancelled' : 'not cancelled'}`
                    : `Tests ${data.done ? 'restarted' : 'not restarted'}`;
            const waited = data.wait ? `; waited ${data.wait.waitedSeconds}s: ${data.wait.result}` : '';
            return `${what}; state ${data.state ?? 'unknown'}${waited}.`;
        }
        case 'get-queue':
        case 'update-queue':
        case 'delete-queue':
            return queueOutcome(data, result.dryRun);
    }
}
function queueOutcome(data, dryRun) {
    if (dryRun)
        return `Dry run: ${data.command} sent nothing; it would have sent:`;
    if (data.command === 'delete-queue') {
        return data.deleted ? 'Queue deleted.' : 'No queue was deleted.';
    }
    const queue = data.queue;
    const reason = data.reason ? ` Reason: ${data.reason}` : '';
    if (!queue)
        return data.command === 'update-queue' ? `Queue updated.${reason}` : 'No queue was read.';
    const n = (0,_commands_queue_length_js__WEBPACK_IMPORTED_MODULE_2__/* .queueLength */ .o)(queue);
    const numbers = (queue.enqueuedPullRequests ?? []).map((pr) => `#${pr.prNumber}`).join(', ');
    const [state, mode, concurrency] = queueChange(data.before, queue);
    return (`${data.command === 'update-queue' ? (data.note ? 'Queue unchanged: ' : 'Queue updated: ') : 'Queue '}${state}` +
        `${mode ? `, mode ${mode}` : ''}` +
        `${concurrency ? `, concurrency ${concurrency}` : ''}; ` +
        `${n} pull request(s)${numbers ? ` in order: ${numbers}` : ''}.${reason}`);
}
/**
 * The queue's state, mode and concurrency as words, each "before \u2192 after" where `before`
 * differs: ["running \u2192 paused", "single", "1 \u2192 4"]. Empty where the queue does not say.
 */
function queueChange(before, after) {
    const pair = (was, now) => {
        if (now === undefined || now === null)
            return '';
        return was !== undefined && was !== null && was !== now
            ? `${String(was)} \u2192 ${String(now)}`
            : String(now);
    };
    return [
        pair(before?.state, after.state),
        pair(before?.mode, after.mode),
        pair(before?.concurrency, after.concurrency),
    ];
}
/** What a run left undone on purpose, in a sentence: the doors show it as a notice. */
function noteOf(result) {
    const data = result.data;
    return data && 'note' in data ? data.note : undefined;
}
/** The job summary of a run that failed before it had a result. */
function failureSummaryOf(command, message) {
    return `## \u274c ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(command ?? 'merge queue action')} failed\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(message)}\n`;
}
/** A request a dry run would have sent, on one line (the key is in a header: never shown). */
function requestLine(request) {
    return (`${request.method} ${request.url}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}` +
        (request.when ? ` (${request.when})` : ''));
}


/***/ }),

/***/ 3322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ checkForApi),
/* harmony export */   FQ: () => (/* binding */ v2Root),
/* harmony export */   K4: () => (/* binding */ apiUrlWarning),
/* harmony export */   Sz: () => (/* binding */ checkApiUrl),
/* harmony export */   cF: () => (/* binding */ checkV2Url),
/* harmony export */   f0: () => (/* binding */ isV1ApiPath),
/* harmony export */   g: () => (/* binding */ authOf),
/* harmony export */   po: () => (/* binding */ apiUrlOf),
/* harmony export */   uO: () => (/* binding */ apiVersionOf)
/* harmony export */ });
/* unused harmony export isLoopbackHost */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _service_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4319);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6264);
/* harmony import */ var _service_auth_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4089);
/* harmony import */ var _voice_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4549);
/**
 * Which API, address and credential this run uses, decided here and nowhere else: the
 * service's address (apiUrlOf, checked by checkApiUrl, when settings are read), the credential
 * and so the API (authOf, when the context is; apiVersionOf names it), the address the v2 API
 * refuses (checkV2Url, before an adapter is built) and the v2 API's root (v2Root). Imports no
 * settings: settings.ts calls it.
 */






/** v2 organisation API keys start with trunk_v2_; v1 tokens do not. */
const isV2Key = (token) => token.startsWith(_service_auth_js__WEBPACK_IMPORTED_MODULE_4__/* .V2_KEY_PREFIX */ .I);
/**
 * A token goes to v2 when the api-version input says v2, or says auto and the token is a v2
 * key; else to v1. (What happens with no token at all is authOf's to decide.)
 */
function tokenSpeaksV2(apiVersion, token) {
    return apiVersion === 'v2' || (apiVersion === 'auto' && isV2Key(token));
}
/**
 * The service's address: api-url when given, else the default address of the API the token
 * speaks (v2 for an explicit choice or a trunk_v2_ key); trailing slashes off.
 */
function apiUrlOf(givenUrl, apiVersion, apiToken) {
    const v2 = tokenSpeaksV2(apiVersion, apiToken);
    return (givenUrl ?? (v2 ? _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_API_URL_V2 */ .AV : _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_API_URL */ .rK)).replace(/\/+$/, '');
}
/**
 * How this run authenticates to the service, and so which API it speaks:
 * - an api-token: a `trunk_v2_` key (or `api-version: v2`) goes to v2 as a Bearer key, any other
 *   token to v1 as x-api-token; a v2 key with `api-version: v1` is refused (it works on v2 only);
 * - no api-token, an upload, and a `trunk` CLI on PATH (trunk-io/login ran): the keyless route,
 *   unless `api-version: v1`;
 * - no api-token and a fork pull request's upload on v1: the workflow run id (fork mode);
 * - otherwise nothing can be sent, which only a dry run may do.
 */
function authOf(command, settings, facts, tools = {}) {
    const version = settings.apiVersion ?? 'auto';
    const token = settings.apiToken;
    const upload = command === 'upload-impacted-targets';
    if (token !== '') {
        if (version === 'v1' && isV2Key(token)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiVersion, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiVersion}" is v1 but "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiToken}" is a v2 organisation key (${_service_auth_js__WEBPACK_IMPORTED_MODULE_4__/* .V2_KEY_PREFIX */ .I}\u2026), which ` +
                `works only with the v2 API: set ${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiVersion} to v2 or auto, or give a v1 API token.`);
        }
        return tokenSpeaksV2(version, token) ? { kind: 'bearer' } : { kind: 'token' };
    }
    if (upload && version !== 'v1' && tools.trunkCli)
        return { kind: 'cli-login', cli: tools.trunkCli };
    // A dry run sends nothing, so it needs no fork mode, and the tool's CI has no run id for one.
    if (upload && facts.fromFork && version !== 'v2' && (facts.runId || !settings.dryRun)) {
        if (!facts.runId) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('Fork mode needs GITHUB_RUN_ID, which the runner always sets; is this running outside GitHub Actions?');
        }
        return { kind: 'fork-run', runId: facts.runId };
    }
    if (settings.dryRun)
        return version === 'v2' ? { kind: 'bearer' } : { kind: 'token' };
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiToken, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiToken}" is empty: expected the service API key, for example ` +
        '`api-token: ${{ secrets.TRUNK_API_TOKEN }}`. If it is set in the workflow, the secret may be ' +
        'unavailable: workflows run by Dependabot and pull requests from forks cannot read ' +
        'repository secrets.' +
        (upload && version !== 'v1'
            ? ' For an upload with no secret at all, run `- uses: trunk-io/login@v1` (with `permissions: id-token: write`) ' +
                'before this step: no `trunk` CLI is on PATH.'
            : '') +
        (!upload && tools.trunkCli
            ? ` The trunk-io/login login is accepted only for uploads; ${command} needs an organisation API key.`
            : ''));
}
/**
 * The v2 API lives at the service's root (paths start with /v2): an api-url that ends in /v1 is
 * the v1 API's and would answer every v2 request with 404, so it is refused before anything is
 * sent.
 */
function checkV2Url(apiUrl) {
    if (/\/v1\/*$/.test(new URL(apiUrl).pathname)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl}" has the value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(apiUrl)}, the v1 API's address, but this run uses the v2 API ` +
            `(a trunk_v2_ key, or api-version: v2): expected the service's address such as https://api.trunk.io ` +
            '(or https://api.trunk.io/v2), or leave api-url out. v2 keys work only with the v2 API.');
    }
}
/**
 * The inputs' ranges that depend on the API the credential speaks, checked once it is known
 * (execute(), once the route is known; the v2 adapter checks its requests with it too), before anything is planned or sent: a dry run refuses what the
 * run would refuse. v1 takes integers up to 4294967295; v2 a concurrency up to 1000 and a pull
 * request number up to 10,000,000 (limits.ts).
 */
function checkForApi(asked, api) {
    if (api !== 'v2')
        return;
    const limits = [
        [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Concurrency, asked.concurrency, _service_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .V2_MAX_CONCURRENCY */ .mm, 'an integer from 1 to'],
        [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrNumber, asked.prNumber, _service_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .V2_MAX_PR_NUMBER */ .FS, 'a pull request number from 1 to'],
    ];
    for (const [name, value, max, accepted] of limits) {
        if (value !== undefined && value > max) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, `Input "${name}" has an invalid value ${value} for the v2 API: expected ${accepted} ${max}.`);
        }
    }
}
/** Which API a credential speaks, as the `api-version` output says it. */
function apiVersionOf(auth) {
    switch (auth.kind) {
        case 'token':
        case 'fork-run':
            return 'v1';
        case 'bearer':
            return 'v2';
        case 'cli-login':
            return 'v2-login';
    }
}
/** `https://api.trunk.io/v2` and `https://api.trunk.io` name the same root; paths add /v2. */
function v2Root(apiUrl) {
    return apiUrl.replace(/\/+$/, '').replace(/\/v2$/, '');
}
/** A host name that stays on this machine: localhost (and *.localhost), 127.0.0.0/8, ::1. */
function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        host === '[::1]' ||
        /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host));
}
/**
 * The service's base address carries neither credentials (they would be printed and sent with
 * every request: the key belongs in api-token) nor a query or fragment (operation paths are
 * appended to it). The value is not echoed when it holds credentials. Plain http:// would send
 * the key in clear text: only to this machine, unless allow-insecure-api-url says otherwise.
 */
function checkApiUrl(apiUrl, allowInsecure, voice = _voice_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTION_VOICE */ .w) {
    const url = new URL(apiUrl);
    if (url.protocol === 'http:' && !allowInsecure && !isLoopbackHost(url.hostname)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl}" is ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(apiUrl)}, plain http:// to another host: the API key would travel ` +
            `in clear text. Use https://, or set ${voice.input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowInsecureApiUrl)} to true if the network between is ` +
            'trusted (a proxy inside the runner, say). http:// to localhost or 127.0.0.1 is always allowed.');
    }
    if (url.username || url.password) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl}" contains credentials (user:password@): expected the service's base address ` +
            `alone, such as https://api.trunk.io/v1. ${voice.giveApiKey}.`);
    }
    if (url.search || url.hash || apiUrl.includes('?') || apiUrl.includes('#')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl}" has an invalid value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .quoteValue */ .cl)(apiUrl)}: expected a base address with no query ` +
            'or fragment, such as https://api.trunk.io/v1 (operation paths are appended to it).');
    }
}
/** The v1 API's operations live under an address whose path ends in /v1. */
function isV1ApiPath(apiUrl) {
    return new URL(apiUrl).pathname.replace(/\/+$/, '').endsWith('/v1');
}
/** A warning when api-url does not end in /v1 (the service's paths do); undefined when it does. */
function apiUrlWarning(settings) {
    if (isV1ApiPath(settings.apiUrl))
        return undefined;
    return (`${(settings.voice ?? _voice_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTION_VOICE */ .w).input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl)} ${settings.apiUrl} does not end in /v1; the service's operations live under /v1 ` +
        '(https://api.trunk.io/v1), so requests may answer 404.');
}


/***/ }),

/***/ 4089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ V2_KEY_PREFIX),
/* harmony export */   a: () => (/* binding */ credentialInWords)
/* harmony export */ });
/** v2 organisation API keys start with this; v1 tokens do not (route.ts tells them apart). */
const V2_KEY_PREFIX = 'trunk_v2_';
/** The credential in words, for the job summary (never the credential itself). */
function credentialInWords(auth) {
    switch (auth.kind) {
        case 'token':
            return 'v1 API, API token (x-api-token)';
        case 'fork-run':
            return 'v1 API, fork mode (the workflow run id, no secret)';
        case 'bearer':
            return 'v2 API, organisation API key (Authorization: Bearer)';
        case 'cli-login':
            return 'v2 API, keyless: the trunk CLI logged in by trunk-io/login (no secret)';
    }
}


/***/ }),

/***/ 4319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ V2_MAX_PR_NUMBER),
/* harmony export */   JA: () => (/* binding */ V2_NUMBERS_PER_READ),
/* harmony export */   M6: () => (/* binding */ MAX_PRIORITY),
/* harmony export */   PY: () => (/* binding */ V1_PR_KEY),
/* harmony export */   SA: () => (/* binding */ PRIORITY_VALUES),
/* harmony export */   So: () => (/* binding */ MAX_IMPACTED_TARGETS),
/* harmony export */   _g: () => (/* binding */ V2_PULL_REQUEST_READ_GAP_MS),
/* harmony export */   iR: () => (/* binding */ PRIORITY_NAMES),
/* harmony export */   mm: () => (/* binding */ V2_MAX_CONCURRENCY),
/* harmony export */   oE: () => (/* binding */ V2_MAX_PAGE_SIZE),
/* harmony export */   oH: () => (/* binding */ V1_MAX_INTEGER),
/* harmony export */   rO: () => (/* binding */ MAX_REQUEST_BYTES)
/* harmony export */ });
/* unused harmony export V2_MAX_IMPACTED_TARGETS */
/**
 * V1 (read 2026-11-27): every operation that takes `pr` names the pull request by
 * `pr.number`; getSubmittedPullRequest alone also takes `pr.branch`, as "either `number` or
 * `branch` (but not both)". The clients send `number` and nothing else beside it (upload adds
 * the `sha` setImpactedTargets requires), which satisfies every operation.
 */
const V1_PR_KEY = 'number';
/** V1 (read 2026-11-27): the largest integer v1 takes (`pr.number`, `concurrency`, `priority`). */
const V1_MAX_INTEGER = 4_294_967_295;
/** MQREF (read 2026-11-27): a request body must not exceed 20 MiB (v1 and v2 alike). */
const MAX_REQUEST_BYTES = 20 * 1024 * 1024;
/**
 * V2 (read 2026-11-27): `UploadImpactedTargetsRequest.impactedTargets` has `maxItems: 100000`;
 * a longer list is refused with `400 VALIDATION_FAILED`, which no retry changes.
 */
const V2_MAX_IMPACTED_TARGETS = 100_000;
/** V2 (read 2026-11-27): `CreateMergeQueueRequest.concurrency` is an integer from 1 to 1000. */
const V2_MAX_CONCURRENCY = 1000;
/**
 * V2 (read 2026-11-27): a pull request's `number` is an integer from 1 to 10,000,000 (the
 * submit and upload bodies; each number `GET /v2/pull-requests` takes).
 */
const V2_MAX_PR_NUMBER = 10_000_000;
/**
 * V2 (read 2026-11-27): `GET /v2/pull-requests` takes 1 to 50 comma-separated numbers in
 * `number`.
 */
const V2_NUMBERS_PER_READ = 50;
/**
 * V2 (the rate-limit page, read 2026-11-27): `GET /v2/pull-requests` allows 5 requests a second
 * per key, so reads of it are spaced at least this far apart (ms).
 */
const V2_PULL_REQUEST_READ_GAP_MS = 1000 / 5;
/**
 * V1 and V2's prose (read 2026-11-27): a priority is a name or a number from 0 (first) to 255
 * (last); V2's schema allows up to 32767, its text and V1's older document 255, the common range.
 */
const MAX_PRIORITY = 255;
/** V1 and V2 (read 2026-11-27): the priority names (urgent 0, high 10, medium 100, low 200). */
const PRIORITY_NAMES = ['urgent', 'high', 'medium', 'low'];
/** V1 and V2 (read 2026-11-27): the value of each priority name; medium is the default. */
const PRIORITY_VALUES = {
    urgent: 0,
    high: 10,
    medium: 100,
    low: 200,
};
/** V2 (read 2026-11-27): a list endpoint's `limit` (page size) is 1 to 100. */
const V2_MAX_PAGE_SIZE = 100;
/**
 * The most targets one upload may list on each route; undefined: no stated maximum (V1,
 * service-facts: "No stated maximum length of impactedTargets"). The keyless route's CLI
 * uploads with V2's `PUT /v2/impacted-targets`, so V2's limit is its limit too.
 */
const MAX_IMPACTED_TARGETS = {
    v1: undefined,
    v2: V2_MAX_IMPACTED_TARGETS,
    'v2-login': V2_MAX_IMPACTED_TARGETS,
};


/***/ }),

/***/ 8750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ hasTargetSource),
/* harmony export */   Ou: () => (/* binding */ requireTargetSource),
/* harmony export */   SR: () => (/* binding */ PR_STATES),
/* harmony export */   TB: () => (/* binding */ redactSettings),
/* harmony export */   TN: () => (/* binding */ MANAGERS),
/* harmony export */   sb: () => (/* binding */ readSettings)
/* harmony export */ });
/* unused harmony exports QUEUE_STATES, LAYERS, BUILD_TOOLS, UNMATCHED_FILES, parseTargetList, TARGET_SOURCES, requireQueueChange */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6264);
/* harmony import */ var _voice_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4549);
/* harmony import */ var _lists_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6174);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3322);
/* harmony import */ var _service_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4319);







/** The states update-queue puts a queue in. */
const QUEUE_STATES = ['running', 'paused', 'draining'];
/** The workspace managers whose manifests the action reads. */
const MANAGERS = ['npm', 'yarn', 'pnpm', 'cargo', 'go', 'uv'];
/**
 * Configuration read over a JS workspace, from the commit like the manifests: Turborepo's
 * turbo.json (its rules are read; turbo itself never runs).
 */
const LAYERS = ['turbo'];
/** Build tools the action asks for their graph (they read the work tree themselves). */
const BUILD_TOOLS = ['bazel', 'nx', 'maven', 'gradle', 'dotnet', 'python'];
/**
 * `false` (or empty): off; `auto` (or `true`): every kind found at the root; else a list of
 * workspace managers and build tools, kept apart: their targets are a union.
 */
function parseWorkspaces(raw) {
    const items = (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(raw, 'names').map((s) => s.toLowerCase());
    if (items.length === 0 || (items.length === 1 && items[0] === 'false')) {
        return { managers: undefined, tools: [] };
    }
    if (items.length === 1 && (items[0] === 'auto' || items[0] === 'true')) {
        return { managers: 'auto', tools: 'auto' };
    }
    const known = [...MANAGERS, ...LAYERS, ...BUILD_TOOLS];
    const unknown = items.filter((s) => !known.includes(s));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Workspaces, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Workspaces}" has an invalid value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteValue */ .cl)(raw)}: expected false, auto, or a list of ${known.join(', ')}.` +
            (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .didYouMean */ .au)(unknown, known, items.length > 1));
    }
    const readers = [...MANAGERS, ...LAYERS];
    const managers = [...new Set(items.filter((s) => readers.includes(s)))];
    const tools = [
        ...new Set(items.filter((s) => BUILD_TOOLS.includes(s))),
    ];
    return { managers: managers.length > 0 ? managers : undefined, tools };
}
/** States a pull request leaves no more (the seed's terminal states). */
const PR_STATES = [
    'not_ready',
    'pending',
    'testing',
    'tests_passed',
    'pending_failure',
    'merged',
    'failed',
    'cancelled',
];
function parseWaitFor(raw) {
    const items = (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(raw, 'names').map((s) => s.toLowerCase());
    if (items.length === 0)
        return undefined;
    if (items.length === 1 && items[0] === 'ready')
        return { kind: 'ready' };
    const unknown = items.filter((s) => !PR_STATES.includes(s));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitFor, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitFor}" has an invalid value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteValue */ .cl)(raw)}: expected ready, or a list of states from ${PR_STATES.join(', ')}.` +
            (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .didYouMean */ .au)(unknown, ['ready', ...PR_STATES], items.length > 1));
    }
    return { kind: 'states', states: [...new Set(items)] };
}
const UNMATCHED_FILES = ['ignore', 'warn', 'all', 'fail'];
/** create-queue's modes. */
const MODES = ['single', 'parallel'];
/** v1's integer maximum (pr-number, concurrency), from limits.ts. */
const MAX_UINT32 = _service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .V1_MAX_INTEGER */ .oH;
/**
 * Parse one input; when it is not in the accepted form, throw an InputError naming the input,
 * the value and the accepted form.
 */
function parseInput(name, raw, parse, accepted, 
/** The words the input takes, to suggest the closest to a misspelt one. */
words = []) {
    const value = parse(raw);
    if (value !== undefined)
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(name, `Input "${name}" has an invalid value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteValue */ .cl)(raw)}: expected ${accepted}.` +
        (0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .didYouMean */ .au)([raw.toLowerCase()], words));
}
const integerString = (min, max) => (s) => {
    if (!/^\+?\d+$/.test(s))
        return undefined;
    const n = Number(s);
    return n >= min && n <= max ? n : undefined;
};
const positiveNumberString = (s) => {
    if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(s))
        return undefined;
    const n = Number(s);
    return n >= 0.001 && n <= 3600 ? n : undefined;
};
const httpUrl = (s) => {
    try {
        const url = new URL(s);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
            ? s
            : undefined;
    }
    catch {
        return undefined;
    }
};
/** A repository-relative directory in POSIX form ('' for the root); never outside it. */
const relativeDir = (s) => {
    const dir = s
        .trim()
        .replace(/\\/g, '/')
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, '');
    if (dir === '' || dir === '.')
        return '';
    if (dir.startsWith('/') || dir.split('/').some((part) => part === '..' || part === ''))
        return undefined;
    return dir;
};
/** A regular expression that must match a whole value (`.+_test` matches `sh_test`, not `sh_test_x`). */
const wholeRegExp = (s) => {
    try {
        return new RegExp(`^(?:${s})$`);
    }
    catch {
        return undefined;
    }
};
/** One of `values`, matched case-insensitively, reported lower-case. */
const oneOf = (values) => (s) => {
    const lower = s.toLowerCase();
    return values.includes(lower) ? lower : undefined;
};
const TRUE_WORDS = ['true', 'yes', 'on', '1'];
const booleanWord = oneOf([...TRUE_WORDS, 'false', 'no', 'off', '0']);
const booleanString = (s) => {
    const word = booleanWord(s);
    return word === undefined ? undefined : TRUE_WORDS.includes(word);
};
const matching = (pattern) => (s) => pattern.test(s) ? s : undefined;
const repositoryString = matching(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/);
const nestedRepositoryString = matching(/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/);
const shaString = matching(/^[0-9a-fA-F]{4,64}$/);
const hostString = matching(/^[A-Za-z0-9.-]+(:\d+)?$/);
/** `impacted-targets`: lines and/or commas, or the single word ALL. */
function parseTargetList(value) {
    const names = (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(value, 'names');
    if (names.length === 0)
        return undefined;
    if (names.includes('ALL'))
        return 'ALL';
    return [...new Set(names)].sort();
}
function hostOf(serverUrl) {
    if (serverUrl) {
        try {
            const host = new URL(serverUrl).host;
            if (host)
                return host;
        }
        catch {
            // fall through to the public default
        }
    }
    return 'github.com';
}
/**
 * Read every input once into a typed Settings object. Throws InputError on the first bad value,
 * before anything is sent anywhere.
 */
function readSettings(read, env = {}, policy = {}) {
    const voice = policy.voice ?? _voice_js__WEBPACK_IMPORTED_MODULE_2__/* .ACTION_VOICE */ .w;
    const get = (name) => read(name).trim();
    const opt = (name, parse, accepted, words) => {
        const raw = get(name);
        return raw === '' ? undefined : parseInput(name, raw, parse, accepted, words);
    };
    const bool = (name, fallback) => opt(name, booleanString, 'true or false') ?? fallback;
    const text = (name) => get(name) || undefined;
    const command = opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, oneOf(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo), `one of ${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo.join(', ')}`, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo) ?? 'auto';
    const apiVersion = opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiVersion, oneOf(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .API_VERSIONS */ .Bo), `one of ${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .API_VERSIONS */ .Bo.join(', ')}`, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .API_VERSIONS */ .Bo) ?? 'auto';
    const apiToken = read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiToken).trim();
    // A key is printable ASCII: anything else cannot go into an HTTP header, and would fail as
    // if the network were down. The value is a secret: it is described, never shown.
    if (/[^\x21-\x7e]/.test(apiToken)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiToken, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiToken}" holds a space, a line break or a character outside ASCII, which no API key has ` +
            `(its value is not shown): copy the key again into ${voice.apiKeyPlace}, with nothing around it.`);
    }
    const givenUrl = opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiUrl, httpUrl, 'an http:// or https:// URL such as https://api.trunk.io/v1 (v1) or https://api.trunk.io (v2)');
    const apiUrl = (0,_route_js__WEBPACK_IMPORTED_MODULE_3__/* .apiUrlOf */ .po)(givenUrl, apiVersion, apiToken);
    (0,_route_js__WEBPACK_IMPORTED_MODULE_3__/* .checkApiUrl */ .Sz)(apiUrl, bool(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.AllowInsecureApiUrl, false), voice);
    const repositoryRaw = get(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Repository) || (env.GITHUB_REPOSITORY ?? '').trim();
    const repository = repositoryRaw === ''
        ? undefined
        : (() => {
            const value = parseInput(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Repository, repositoryRaw, policy.nestedOwners ? nestedRepositoryString : repositoryString, policy.nestedOwners
                ? 'owner/name, such as octo-org/octo-repo (GitLab: group/subgroup/project)'
                : 'owner/name, such as octo-org/octo-repo');
            const at = value.lastIndexOf('/');
            return { owner: value.slice(0, at), name: value.slice(at + 1) };
        })();
    const repositoryHost = opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RepositoryHost, hostString, 'a host name such as github.com') ??
        hostOf(env.GITHUB_SERVER_URL);
    const impactedTargetsRaw = read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactedTargets);
    const workspaces = parseWorkspaces(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Workspaces));
    const settings = {
        voice,
        command,
        apiToken,
        apiUrl,
        apiUrlGiven: givenUrl !== undefined,
        apiVersion,
        githubToken: read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken).trim(),
        repository,
        repositoryHost,
        targetBranch: text(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetBranch),
        prNumber: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrNumber, integerString(1, MAX_UINT32), 'a positive integer pull request number such as 42'),
        prSha: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrSha, shaString, 'a hexadecimal commit SHA'),
        prBranch: text(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrBranch),
        targets: read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Targets).trim() === '' ? undefined : read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Targets),
        targetsFile: text(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetsFile),
        impactedTargets: parseTargetList(impactedTargetsRaw),
        impactedTargetsFiles: (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactedTargetsFiles), 'patterns'),
        impactsAllOn: (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactsAllOn), 'patterns'),
        baseSha: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseSha, shaString, 'a hexadecimal commit SHA'),
        headSha: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.HeadSha, shaString, 'a hexadecimal commit SHA'),
        testRunId: text(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TestRunId),
        mode: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Mode, oneOf(MODES), 'single or parallel', MODES),
        concurrency: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Concurrency, integerString(1, MAX_UINT32), `an integer from 1 to ${MAX_UINT32}`),
        dryRun: bool(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DryRun, false),
        failOnNotReady: bool(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.FailOnNotReady, false),
        waitFor: parseWaitFor(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitFor)),
        waitTimeoutSeconds: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeoutSeconds, integerString(1, 21_600), 'a whole number of seconds from 1 to 21600 (6 hours, the longest a job may run)') ?? 1800,
        summary: bool(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Summary, true),
        maxAttempts: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.MaxAttempts, integerString(1, 100), 'an integer from 1 to 100 (attempts)') ?? 4,
        requestTimeoutMs: (opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RequestTimeoutSeconds, positiveNumberString, 'a number of seconds from 0.001 to 3600, such as 30') ?? 30) * 1000,
        unmatchedFiles: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.UnmatchedFiles, oneOf(UNMATCHED_FILES), `one of ${UNMATCHED_FILES.join(', ')}`, UNMATCHED_FILES) ?? 'warn',
        workspaces: workspaces.managers,
        buildTools: workspaces.tools,
        bazel: {
            path: text(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelPath) ?? 'bazel',
            startupOptions: (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelStartupOptions), 'lines'),
            options: (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelOptions), 'lines'),
            workspacePath: parseInput(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelWorkspacePath, get(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelWorkspacePath), relativeDir, 'a directory inside the repository, such as bazel (or empty for its root)'),
            ignore: (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelIgnore), 'patterns'),
            testKinds: parseInput(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelTestKinds, get(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelTestKinds) || '.+_test', wholeRegExp, 'a regular expression of rule classes, such as .+_test or (sh|py)_test'),
            timeoutMs: (opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BazelTimeoutSeconds, integerString(1, 21_600), 'a whole number of seconds from 1 to 21600') ?? 1800) * 1000,
        },
        nx: {
            timeoutMs: (opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NxTimeoutSeconds, integerString(1, 21_600), 'a whole number of seconds from 1 to 21600') ?? 600) * 1000,
        },
        graphCache: graphCacheOf(get(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GraphCache)),
        pythonUnits: pythonUnitsOf(read(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PythonUnits)),
        priority: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Priority, priorityOf, `one of ${_service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .PRIORITY_NAMES */ .iR.join(', ')}, or an integer from 0 (first) to ${_service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PRIORITY */ .M6} (last)`, _service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .PRIORITY_NAMES */ .iR),
        noBatch: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NoBatch, booleanString, 'true or false'),
        queueState: opt(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.QueueState, oneOf(QUEUE_STATES), `one of ${QUEUE_STATES.join(', ')}`, QUEUE_STATES),
        reason: text(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Reason),
        workingDirectory: text(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WorkingDirectory),
    };
    refuseConflicts(command, get, voice);
    // `auto` is checked once it is resolved (execute()), since it may not be an upload.
    if (command === 'upload-impacted-targets')
        requireTargetSource(settings);
    if (command === 'update-queue')
        requireQueueChange(settings);
    return settings;
}
/**
 * Inputs a command cannot take together: the second would be ignored without a word. Each pair
 * is an input error naming both, before anything is sent.
 */
const CONFLICTS = [
    {
        commands: _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .PULL_REQUEST_COMMANDS */ .zE,
        inputs: [_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrNumber, _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PrBranch],
        why: 'names its pull request by number alone, and would not read the branch',
    },
];
function refuseConflicts(command, get, voice) {
    for (const conflict of CONFLICTS) {
        if (!conflict.commands.includes(command))
            continue;
        const [first, second] = conflict.inputs;
        if (get(first) === '' || get(second) === '')
            continue;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(second, `Input "${second}" has the value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteValue */ .cl)(get(second))}, and ${voice.input(first)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteValue */ .cl)(get(first))} is given too: ` +
            `${command} ${conflict.why}. Give ${voice.input(first)} alone.`);
    }
}
/** `priority`: a name (any case) or an integer from 0 to MAX_PRIORITY. */
const priorityOf = (s) => {
    const name = oneOf(_service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .PRIORITY_NAMES */ .iR)(s);
    if (name)
        return { name };
    const value = integerString(0, _service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PRIORITY */ .M6)(s);
    return value === undefined ? undefined : { value };
};
/** `graph-cache`: auto (or true, or empty), false (off, no, 0), or a directory. */
function graphCacheOf(value) {
    if (value === '' || /^(auto|true|yes|on|1)$/i.test(value))
        return 'auto';
    if (/^(false|no|off|0)$/i.test(value))
        return 'off';
    return { dir: value };
}
/** `python-units`: dotted import paths, or `pkg.*`; an input error naming the first that is neither. */
function pythonUnitsOf(raw) {
    const items = (0,_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .splitList */ .r)(raw, 'names');
    // Made only when there is a name to test: a pattern of Unicode classes costs about a
    // millisecond to create, on every run that reads its settings (docs/performance.md).
    if (items.length === 0)
        return [];
    const unit = /^[\p{L}_][\p{L}\p{N}_]*(\.[\p{L}_][\p{L}\p{N}_]*)*(\.\*)?$/u;
    const bad = items.find((item) => !unit.test(item));
    if (bad !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PythonUnits, `Input "${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PythonUnits}" has an invalid value ${(0,_format_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteValue */ .cl)(bad)}: expected dotted import paths such as saleor.graphql, or pkg.* for each subpackage of pkg, separated by commas or lines.`);
    return [...new Set(items)];
}
/** The inputs that give an upload its targets, in the order messages name them. */
const TARGET_SOURCES = [
    _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Targets,
    _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetsFile,
    _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactedTargets,
    _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactedTargetsFiles,
    _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Workspaces,
];
/**
 * The input error of an upload with no source of targets: it would send `[]`, and the queue
 * would test no pull request of the repository. `impacts-all-on` alone is no source either: it
 * makes some uploads ALL and leaves every other one empty.
 */
/**
 * update-queue changes what is given of queue-state, mode and concurrency: none of them is an
 * input error naming the three, found before anything else (the key included) is checked.
 */
function requireQueueChange(settings) {
    if (settings.queueState || settings.mode || settings.concurrency !== undefined)
        return;
    const input = settings.voice.input;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.QueueState, `update-queue changes nothing: set at least one of ${input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.QueueState)} (running, paused or draining), ` +
        `${input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Mode)} (single or parallel) or ${input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Concurrency)} (an integer from 1).`);
}
function requireTargetSource(settings) {
    const given = settings.targets !== undefined ||
        settings.targetsFile !== undefined ||
        settings.impactedTargets !== undefined ||
        settings.impactedTargetsFiles.length > 0 ||
        settings.workspaces !== undefined ||
        settings.buildTools === 'auto' ||
        settings.buildTools.length > 0;
    if (given)
        return;
    const name = settings.voice.input;
    const [targets, targetsFile, impacted, impactedFiles, workspaces] = TARGET_SOURCES.map(name);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Targets, `upload-impacted-targets has no source of targets: give ${targets} or ${targetsFile} (glob rules), ` +
        `${impacted} (names, or ALL), ${impactedFiles} (files another tool wrote) or ${workspaces} ` +
        `(auto, or the managers and build tools to read). With none it would upload an empty list, ` +
        `and the queue would test nothing of any pull request` +
        (settings.impactsAllOn.length > 0
            ? ` whose files match no ${name(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactsAllOn)} pattern`
            : '') +
        `. Nothing was sent. Quick starts: README.md#quick-start-a-upload-impacted-targets-from-glob-rules ` +
        `(rules) and README.md#quick-start-b-workspaces-with-no-rules (workspaces).`);
}
/** True when any source of impacted targets is configured (decides `auto`). */
function hasTargetSource(settings) {
    return (settings.targets !== undefined ||
        settings.targetsFile !== undefined ||
        settings.impactedTargets !== undefined ||
        settings.impactedTargetsFiles.length > 0 ||
        settings.impactsAllOn.length > 0 ||
        settings.workspaces !== undefined ||
        settings.buildTools === 'auto' ||
        settings.buildTools.length > 0);
}
/** The settings with secrets replaced, for core.debug. */
function redactSettings(settings) {
    return {
        ...settings,
        apiToken: settings.apiToken ? '***' : '',
        githubToken: settings.githubToken ? '***' : '',
        voice: settings.voice.door,
    };
}


/***/ }),

/***/ 1281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ mergeVerdict),
/* harmony export */   Z$: () => (/* binding */ sortedUnique),
/* harmony export */   mD: () => (/* binding */ changedFilesFromGit),
/* harmony export */   mS: () => (/* binding */ gitState),
/* harmony export */   qL: () => (/* binding */ SHALLOW_BOUNDARY),
/* harmony export */   qn: () => (/* binding */ fileVersions),
/* harmony export */   qx: () => (/* binding */ changedFilesFromListing),
/* harmony export */   yB: () => (/* binding */ readMergeCommit)
/* harmony export */ });
/* unused harmony export REST_FILE_CAP */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6264);
/* harmony import */ var _early_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1494);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5796);




const fetchDepthFix = (input) => `Check that the workspace can fetch from origin, or set ${input('base-sha')} and ${input('head-sha')} to commits the workspace has.`;
/** Whether `cwd` is in a git work tree (git over the REST API) and whether it is shallow. */
async function gitState(git) {
    const result = await git.tryRun([
        'rev-parse',
        '--is-inside-work-tree',
        '--is-shallow-repository',
    ]);
    const [inside, shallow] = result.stdout.split('\n');
    return { inside: result.ok && inside === 'true', shallow: result.ok && shallow === 'true' };
}
/**
 * Changed files of a pull request from local git, never touching the working tree or any config,
 * and fetching from `origin` only what is missing:
 * 1. with a merge commit M whose second parent is the head: `git diff M^1 M` (M and its parents
 *    at depth 2, one fetch at most);
 * 2. otherwise the three-dot diff, with a merge-base trusted only when no shallow-boundary commit
 *    lies between it and either tip (deepening by doubling, then unshallowing, until it is).
 * Uncertain (never empty) when history cannot be found.
 */
async function changedFilesFromGit(git, request, log, state) {
    const input = state?.input ?? ((name) => name);
    let unreachable;
    try {
        const shallow = state?.shallow ?? (await gitState(git)).shallow;
        let why = request.base
            ? 'base-sha was given'
            : `${state?.runSource ?? 'the event'} names no merge commit`;
        if (request.mergeCommit) {
            const merged = await mergeCommitDiff(git, request, shallow, log, state?.firstRead);
            if (!('why' in merged))
                return merged;
            why = merged.why;
            unreachable = merged.unreachable;
            log.debug(`Not using merge commit ${request.mergeCommit}: ${why}; using the three-dot diff.`);
        }
        const result = await threeDotDiff(git, request, shallow, why, log, input);
        return !result.certain && unreachable ? { ...result, unreachable } : result;
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS && error.args.includes('fetch')) {
            const at = error.args.indexOf('--end-of-options');
            const remote = error.args[at + 1] ?? 'origin';
            unreachable ??= `git could not fetch ${error.args.slice(at + 2).join(' ')} from ${remote}: ${gitWords(error.stderr)}`;
        }
        return {
            certain: false,
            source: 'git',
            reason: `git failed while computing the changed files: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`,
            fix: fetchDepthFix(input),
            ...(unreachable !== undefined && { unreachable }),
        };
    }
}
/** git's message on one line, short enough for a log line. */
function gitWords(stderr) {
    const words = stderr
        .trim()
        .split(/\s*\n\s*/)
        .join(' ');
    return words.length > 300 ? `${words.slice(0, 300)}\u2026` : words || 'no message';
}
/**
 * Every fetch the engine makes: no tags, no submodules, no FETCH_HEAD written (a fetch of the
 * user's own is left as it was), and no `git maintenance run --auto` after it (a process more,
 * 8-15 ms of a 2-core runner's pull request at depth 1, for housekeeping a shallow checkout
 * does not need). Both options are older than `--diff-merges` (git 2.31), which the merge read
 * needs already.
 */
const FETCH = [
    'fetch',
    '--no-tags',
    '--no-recurse-submodules',
    '--no-write-fetch-head',
    '--no-auto-maintenance',
    '--quiet',
];
/**
 * What the read of M shows when M is a shallow boundary: no parents (its tree unread: the read
 * after the fetch of its parents gives it).
 */
const SHALLOW_BOUNDARY = {
    parents: [],
    tree: '',
    files: [],
    removed: [],
};
/**
 * One git process: `git log -1` of M with its parents, its tree and its name-status diff against
 * its first parent (mergeReadArgs; a door may have started it already, early-git.ts). In a shallow
 * clone a boundary commit shows no parents (and its diff would be a root diff, never used).
 * Undefined when M is not in the workspace.
 */
async function readMergeCommit(git, commit) {
    const result = await git.tryRun((0,_early_git_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeReadArgs */ .su)(commit));
    if (!result.ok)
        return undefined;
    const out = result.stdout;
    const close = out.indexOf('\0', 1);
    const treeEnd = close === -1 ? -1 : out.indexOf('\0', close + 1);
    if (!out.startsWith('\0') || treeEnd === -1) {
        throw new Error(`unexpected output of git log for ${commit}: ${JSON.stringify(out.slice(0, 80))}`);
    }
    const parents = out.slice(1, close).split(' ').filter(Boolean);
    const tree = out.slice(close + 1, treeEnd);
    let rest = treeEnd + 1;
    if (out.charCodeAt(rest) === 0)
        rest++;
    if (out.charCodeAt(rest) === 10)
        rest++;
    const removed = [];
    const files = parents.length > 0 ? (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .parseNameStatusZ */ .rd)(out.slice(rest), removed) : [];
    return { parents, tree, files, removed };
}
/**
 * What a read of the merge commit M allows: its diff against M^1 when M's second parent is the
 * head, else why not. A read with no parents (M at the shallow boundary) is not judged here: the
 * caller fetches first.
 */
function mergeVerdict(read, request) {
    const merge = request.mergeCommit ?? '';
    const [first, second] = read.parents;
    if (!first)
        return { why: `merge commit ${short(merge)} or its parents are not in the workspace` };
    if (!second)
        return { why: `${short(merge)} is not a merge commit` };
    const expected = request.mergeParent ?? request.head;
    if (second !== expected) {
        return {
            why: `merge commit ${short(merge)} is stale: its second parent ${short(second)} is not the head ${short(expected)}`,
        };
    }
    return {
        certain: true,
        source: 'git',
        files: sortedUnique(read.files),
        comparison: { kind: 'merge-commit', from: first, to: merge },
        removed: read.removed,
        toTree: read.tree,
    };
}
async function mergeCommitDiff(git, request, shallow, log, firstRead) {
    const merge = request.mergeCommit ?? '';
    const remote = request.remote ?? 'origin';
    let read = firstRead ? firstRead.read : await readMergeCommit(git, merge);
    if (!read || read.parents.length === 0) {
        // Missing, or a shallow boundary: fetch it by SHA with its parents (depth 2 from M), once.
        const fetched = await git.tryRun([
            ...FETCH,
            ...(shallow ? ['--depth=2'] : []),
            '--end-of-options',
            remote,
            merge,
        ]);
        if (!fetched.ok) {
            log.debug(`Fetching merge commit ${merge} failed: ${fetched.stderr.trim()}`);
            return {
                why: `merge commit ${short(merge)} could not be fetched from ${remote}`,
                unreachable: `git could not fetch ${merge}${read ? ' (the merge commit, with its parents)' : ''} from ${remote}: ${gitWords(fetched.stderr)}`,
            };
        }
        read = await readMergeCommit(git, merge);
    }
    if (!read)
        return { why: `merge commit ${short(merge)} is not in the workspace` };
    return mergeVerdict(read, request);
}
const QUOTE_OFF = ['-c', 'core.quotepath=false'];
/**
 * The base of the three-dot diff is not here: why, in git's words when a fetch failed, and the
 * advice for what was set. A target branch that was given is not to be set again: the remote
 * is what failed; without one, the target branch (or an exact base) is what is missing.
 */
function baseNotHere(request, remote, hasRemote, fetchFailed, input) {
    const what = request.base
        ? `the base given, ${short(request.base)}`
        : request.targetBranch !== undefined
            ? `the target branch ${request.targetBranch}`
            : 'the target branch (none is known)';
    const why = fetchFailed
        ? `, and git could not fetch it from ${remote}: ${fetchFailed}`
        : hasRemote
            ? ` and could not be fetched from ${remote}`
            : `, and the workspace has no remote ${remote} to fetch it from`;
    const exact = `${input('base-sha')} to a commit the workspace has`;
    const fix = request.base
        ? `Set ${exact}, or check that the workspace can fetch from ${remote}.`
        : request.targetBranch === undefined
            ? `Set ${input('target-branch')} to the queue's branch, or ${exact}.`
            : hasRemote
                ? `Check that the workspace can fetch from ${remote} (the target branch ${request.targetBranch} is what it lacks), or set ${exact}.`
                : `Add the remote ${remote}, or set ${exact}.`;
    return {
        certain: false,
        source: 'git',
        reason: `the base of the diff, ${what}, is not in the workspace${why}`,
        fix,
        ...(fetchFailed !== undefined && {
            unreachable: `git could not fetch ${what} from ${remote}: ${fetchFailed}`,
        }),
    };
}
const short = (sha) => sha.slice(0, 12);
/**
 * The three-dot diff merge-base(base, head)...head. A merge-base found in a shallow clone is
 * trusted only when no shallow-boundary commit lies between it and either tip: otherwise the
 * history cut off there may hold a later common ancestor (a target branch that merged an older
 * side branch makes an older commit look like the merge-base).
 */
async function threeDotDiff(git, request, initiallyShallow, why, log, input) {
    const remote = request.remote ?? 'origin';
    const maxDepth = request.maxDepth ?? 4096;
    let depth = request.initialDepth ?? 32;
    let shallow = initiallyShallow;
    const hasCommit = async (sha) => (await git.tryRun(['cat-file', '-e', '--end-of-options', `${sha}^{commit}`])).ok;
    const resolve = async (ref) => {
        const result = await git.tryRun([
            'rev-parse',
            '--verify',
            '--quiet',
            '--end-of-options',
            `${ref}^{commit}`,
        ]);
        return result.ok ? result.stdout.trim() : undefined;
    };
    const trackingRef = request.targetBranch
        ? `refs/remotes/${remote}/${request.targetBranch}`
        : undefined;
    /** First the head commit and the base commit or target branch; once resolved, both SHAs. */
    let wants = [request.head];
    if (request.base)
        wants.push(request.base);
    else if (trackingRef)
        wants.push(`+refs/heads/${request.targetBranch}:${trackingRef}`);
    const fetch = async (extra) => {
        await git.run([...FETCH, ...extra, '--end-of-options', remote, ...wants]);
    };
    // 1. Make sure both ends are present (independent probes, run together).
    const [remoteResult, headPresent, basePresent] = await Promise.all([
        git.tryRun(['remote', 'get-url', '--end-of-options', remote]),
        hasCommit(request.head),
        request.base ? hasCommit(request.base) : Promise.resolve(true),
    ]);
    const hasRemote = remoteResult.ok;
    const missingHead = !headPresent;
    const missingBase = !basePresent;
    const needTargetBranch = !request.base && request.targetBranch !== undefined;
    /** git's words, when fetching the target branch failed (origin unreachable, say). */
    let fetchFailed;
    if ((missingHead || missingBase || needTargetBranch) && hasRemote) {
        try {
            await fetch(shallow ? [`--depth=${depth}`] : []);
        }
        catch (error) {
            // The target branch may be gone or renamed; the event's base SHA can still do.
            if (missingHead || missingBase)
                throw error;
            log.debug(`Fetching the target branch failed: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
            fetchFailed = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS ? gitWords(error.stderr) : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error);
        }
    }
    if (missingHead && !(await hasCommit(request.head))) {
        return {
            certain: false,
            source: 'git',
            reason: `the head commit ${request.head} is not in the workspace and could not be fetched from ${remote}`,
            fix: fetchDepthFix(input),
        };
    }
    // Every candidate is checked to be a commit here: an explicit base (if it was missing), a
    // resolved ref (rev-parse --verify ...^{commit}), or the event's base SHA.
    let base;
    if (request.base) {
        if (!missingBase || (await hasCommit(request.base)))
            base = request.base;
    }
    else {
        if (trackingRef)
            base = await resolve(trackingRef);
        if (!base && request.targetBranch)
            base = await resolve(`refs/heads/${request.targetBranch}`);
        if (!base && request.fallbackBase && (await hasCommit(request.fallbackBase)))
            base = request.fallbackBase;
    }
    if (!base)
        return baseNotHere(request, remote, hasRemote, fetchFailed, input);
    // 2. A trusted merge-base: deepen a shallow clone by doubling, then unshallow once.
    // Both ends are wanted by SHA: a refspec whose tip is already local would not be deepened.
    wants = [request.head, base];
    let unshallowed = false;
    let mergeBase;
    for (;;) {
        const result = await git.tryRun(['merge-base', '--end-of-options', base, request.head]);
        if (result.ok) {
            const candidate = result.stdout.trim();
            if (!shallow || (await trustedMergeBase(git, candidate, [base, request.head]))) {
                mergeBase = candidate;
                break;
            }
            log.debug(`merge-base ${short(candidate)} is not trusted: the shallow boundary cuts history between it and a tip.`);
        }
        else if (result.exitCode !== 1) {
            throw new Error(`git merge-base ${base} ${request.head}: ${result.stderr.trim()}`);
        }
        if (!hasRemote || !shallow || unshallowed)
            break;
        if (depth < maxDepth) {
            depth *= 2;
            await fetch([`--depth=${depth}`]);
        }
        else {
            log.debug('No trusted merge-base yet; fetching the whole history once.');
            await fetch(['--unshallow']);
            unshallowed = true;
            shallow = false;
        }
    }
    if (!mergeBase) {
        return {
            certain: false,
            source: 'git',
            reason: `${short(base)} and ${short(request.head)} have no common history in the workspace${hasRemote ? ', even after fetching all of it' : ''}`,
            fix: fetchDepthFix(input),
        };
    }
    // 3. The diff: -z so no path is quoted, --no-renames so both sides of a rename count.
    const output = await git.run([
        ...QUOTE_OFF,
        'diff',
        '--name-status',
        '-z',
        '--no-renames',
        '--no-ext-diff',
        '--no-color',
        '--end-of-options',
        mergeBase,
        request.head,
        '--',
    ]);
    const removed = [];
    return {
        certain: true,
        source: 'git',
        files: sortedUnique((0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .parseNameStatusZ */ .rd)(output, removed)),
        removed,
        comparison: {
            kind: 'merge-base',
            from: mergeBase,
            to: request.head,
            why,
            ...(request.base && { exactBase: base }),
        },
    };
}
/**
 * True when no commit reachable from the tips but not from the merge-base is a shallow-boundary
 * commit (`git rev-parse --git-path shallow` lists them): then all history between them is here.
 */
async function trustedMergeBase(git, mergeBase, tips) {
    const boundary = await git.shallowCommits();
    if (boundary.size === 0)
        return true;
    const range = await git.run(['rev-list', '--end-of-options', ...tips, `^${mergeBase}`]);
    for (const sha of range.split('\n'))
        if (boundary.has(sha.trim()))
            return false;
    return true;
}
/**
 * Sorted, duplicate-free copy. git already lists paths in order, so one pass checks that and
 * the sort (O(n log n) on 300,000 paths) is skipped when it holds.
 */
function sortedUnique(values) {
    const list = Array.isArray(values) ? values : [...values];
    let ordered = true;
    for (let i = 1; i < list.length; i++) {
        if (!(list[i - 1] < list[i])) {
            ordered = false;
            break;
        }
    }
    return ordered ? list.slice() : [...new Set(list)].sort();
}
/** GitHub's pulls.listFiles stops at 3,000 files. */
const REST_FILE_CAP = 3000;
/** Changed files from the REST API listing; uncertain when the listing was cut short. */
function changedFilesFromListing(listing, 
/** How to check out first, in the door's words (voice.ts). */
checkOutFirst = 'Run actions/checkout before this step') {
    const returned = listing.files.length;
    if (returned >= REST_FILE_CAP || (listing.total !== undefined && listing.total > returned)) {
        return {
            certain: false,
            source: 'rest',
            reason: `the GitHub API listed ${returned} changed files${listing.total !== undefined ? ` of ${listing.total}` : ''}; it returns at most ${REST_FILE_CAP}`,
            fix: `${checkOutFirst}, so that the changed files come from git.`,
        };
    }
    const paths = [];
    for (const file of listing.files) {
        paths.push(file.path);
        if (file.previousPath)
            paths.push(file.previousPath);
    }
    return { certain: true, source: 'rest', files: sortedUnique(paths) };
}
/**
 * A file's text at both ends of a comparison (undefined where it does not exist), for workspace
 * manifests and lockfiles, whose meaning is in what changed inside them.
 */
function fileVersions(git, c) {
    const at = async (rev, file) => {
        const listed = await git.run([
            '--literal-pathspecs',
            'ls-tree',
            '-z',
            '--full-tree',
            rev,
            '--',
            file,
        ]);
        if (listed === '')
            return undefined;
        return git.run(['cat-file', 'blob', `${rev}:${file}`]);
    };
    return {
        async read(file) {
            const [before, after] = await Promise.all([at(c.from, file), at(c.to, file)]);
            return { before, after };
        },
    };
}


/***/ }),

/***/ 1494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ checksDeadPatterns),
/* harmony export */   Bm: () => (/* binding */ pullRequestMerge),
/* harmony export */   Yo: () => (/* binding */ startMergeReads),
/* harmony export */   mM: () => (/* binding */ treeListArgs),
/* harmony export */   pj: () => (/* binding */ readsMergeCommit),
/* harmony export */   su: () => (/* binding */ mergeReadArgs)
/* harmony export */ });
/* unused harmony exports startGit, startGits */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7242);
/* harmony import */ var _lists_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6174);
/* harmony import */ var _git_dir_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3662);
/* harmony import */ var _git_process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6644);




/**
 * The merge commit of a GitHub Actions pull_request run: GITHUB_SHA, lower-cased, as event.ts
 * reads it; undefined for any other event, or a GITHUB_SHA that is no commit SHA.
 */
function pullRequestMerge(env) {
    return env.GITHUB_EVENT_NAME === 'pull_request' && _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMIT_SHA */ .pk.test(env.GITHUB_SHA ?? '')
        ? env.GITHUB_SHA.toLowerCase()
        : undefined;
}
/**
 * `git log -1` of the merge commit M with its parents, its tree's id and its name-status diff
 * against its first parent, in one process: what readMergeCommit runs.
 */
function mergeReadArgs(commit) {
    return [
        '-c',
        'core.quotepath=false',
        'log',
        '-1',
        '--format=%x00%P%x00%T%x00',
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
/** `git ls-tree -r` of a commit, every path with its mode: how the engine lists a tree. */
function treeListArgs(commit) {
    return ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', commit];
}
const sameEnv = (a, b) => {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length)
        return false;
    return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
};
/** Start `git args` in `cwd` now; undefined if it cannot be started. Never prints. */
function startGit(args, cwd, env = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_2__/* .gitEnv */ .gE)()) {
    try {
        const { child, result } = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_2__/* .execGit */ .Ix)(args, cwd, env);
        return startedAs([{ args, result: () => result }], child, cwd, env);
    }
    catch {
        return undefined;
    }
}
/**
 * Start every request in `cwd` now, with one spawn where it can be done (execGitsTogether), one
 * by one otherwise; undefined if none can be started. Never prints. A request whose process sh
 * cannot account for is run again, as the engine would run it, when it is taken.
 */
function startGits(requests, cwd, env = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_2__/* .gitEnv */ .gE)()) {
    const together = requests.length > 1 ? (0,_git_process_js__WEBPACK_IMPORTED_MODULE_2__/* .execGitsTogether */ .PE)(requests, cwd, env) : undefined;
    if (!together) {
        const started = requests.flatMap((args) => startGit(args, cwd, env) ?? []);
        return started.length > 1 ? combined(started) : started[0];
    }
    // Run again only when taken: a discarded read must start nothing.
    const reads = requests.map((args, i) => ({
        args,
        result: () => together.results[i].then((result) => result ?? (0,_git_process_js__WEBPACK_IMPORTED_MODULE_2__/* .execGit */ .Ix)(args, cwd, env).result),
    }));
    return startedAs(reads, together.child, cwd, env);
}
/** Processes started by one child (git, or the sh that runs several): each taken once. */
function startedAs(reads, child, cwd, env) {
    const open = new Set(reads);
    return {
        take(wanted, wantedCwd, wantedEnv) {
            if (wantedCwd !== cwd || !sameEnv(wantedEnv, env))
                return undefined;
            for (const read of open) {
                if (read.args.length !== wanted.length || wanted.some((arg, i) => arg !== read.args[i])) {
                    continue;
                }
                open.delete(read);
                return read.result();
            }
            return undefined;
        },
        discard() {
            if (open.size === 0)
                return false;
            open.clear();
            // Still running: end it (its results, errors, are read by no one and never reject).
            if (child.exitCode !== null || child.signalCode !== null)
                return false;
            child.kill();
            return true;
        },
    };
}
/** Several started processes as one: each request takes the one started for it. */
function combined(started) {
    return {
        take: (args, cwd, env) => {
            for (const one of started) {
                const result = one.take(args, cwd, env);
                if (result)
                    return result;
            }
            return undefined;
        },
        discard: () => started.map((one) => one.discard()).some(Boolean),
    };
}
/**
 * Whether the rules' patterns that match nothing are looked for (dead-patterns.ts): always, but
 * for `MERGE_QUEUE_CONNECT_DEAD_PATTERNS=off`, which `npm run bench` sets to measure what the
 * check costs a run (the tree's listing and the look-up). Not documented for users.
 */
function checksDeadPatterns(env = process.env) {
    return env.MERGE_QUEUE_CONNECT_DEAD_PATTERNS !== 'off';
}
/**
 * The reads of merge commit `merge` a run whose inputs make it read the merge commit
 * (readsMergeCommit) asks for: its diff, and its tree when a workspace is read.
 */
function startMergeReads(merge, cwd, input) {
    const reads = [
        // M at the shallow boundary (actions/checkout's depth 1): the read would show no parents;
        // the run fetches them first and reads M after the fetch.
        ...((0,_git_dir_js__WEBPACK_IMPORTED_MODULE_1__/* .atShallowBoundary */ .A)(cwd, merge) ? [] : [mergeReadArgs(merge)]),
        ...(readsWorkspace(input) ? [treeListArgs(merge)] : []),
    ];
    return reads.length > 0 ? startGits(reads, cwd) : undefined;
}
/** Whether `workspaces` is set to something other than false. */
function readsWorkspace(input) {
    const workspaces = (0,_lists_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .r)(input(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Workspaces).trim(), 'names');
    return !(workspaces.length === 0 ||
        (workspaces.length === 1 && workspaces[0].toLowerCase() === 'false'));
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
    const needsDiff = value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Targets) !== '' ||
        value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TargetsFile) !== '' ||
        (0,_lists_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactsAllOn), 'patterns').length > 0 ||
        readsWorkspace(input);
    // impacted-targets: ALL makes the upload ALL without a diff.
    if (!needsDiff || (0,_lists_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .r)(value(_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ImpactedTargets), 'names').includes('ALL'))
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

/***/ 3662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ atShallowBoundary),
/* harmony export */   z: () => (/* binding */ gitDirOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The repository's own files, read without starting git where git would only read them: its
 * index (git-index.ts) and its shallow file. Only when the repository is plainly the `.git` of
 * the directory git runs in (or the directory its `gitdir:` file names), and no variable sends
 * git elsewhere; otherwise undefined or false, and the caller asks git as before.
 *
 * Imports only Node's file system: the doors' early reads use it (early-git.ts).
 */


/** Variables that make git use another index, directory or work tree than `.git` here. */
const MOVED = [
    'GIT_DIR',
    'GIT_INDEX_FILE',
    'GIT_WORK_TREE',
    'GIT_COMMON_DIR',
    'GIT_OBJECT_DIRECTORY',
];
/** The git directory of the repository whose top is `top`, when it is plainly `.git`. */
function gitDirOf(top, env) {
    if (MOVED.some((name) => env[name] !== undefined && env[name] !== ''))
        return undefined;
    const dotGit = node_path__WEBPACK_IMPORTED_MODULE_1__.join(top, '.git');
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dotGit).isDirectory())
            return dotGit;
        // A linked work tree or a submodule: `gitdir: <path>`.
        const link = /^gitdir: (.+)\n?$/.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(dotGit, 'utf8'));
        return link ? node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(top, link[1]) : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Whether `commit` (a full object id, lower-case hex) is listed in the shallow file of the
 * repository at `top`: a boundary of a shallow clone, which git shows without parents (what
 * actions/checkout's depth 1 makes of the merge commit). False when that cannot be read here
 * for sure (another shallow or graft file named, a linked work tree, whose shallow file is the
 * main one's), and git is asked. Either way nothing is decided from it but whether to fetch
 * before git reads the commit: the read after the fetch is git's.
 */
function atShallowBoundary(top, commit, env = process.env) {
    if (env.GIT_SHALLOW_FILE || env.GIT_GRAFT_FILE)
        return false;
    const gitDir = gitDirOf(top, env);
    if (gitDir === undefined)
        return false;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(gitDir, 'shallow'), 'latin1').split('\n').includes(commit);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ix: () => (/* binding */ execGit),
/* harmony export */   PE: () => (/* binding */ execGitsTogether),
/* harmony export */   gE: () => (/* binding */ gitEnv)
/* harmony export */ });
/* unused harmony export MAX_TOGETHER */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
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
            resolve(resultOf(args, out, err, code, spawnError));
        };
        child.once('error', (error) => finish(null, error));
        child.once('close', (code) => finish(code));
    });
    return { child, result };
}
/**
 * The result of git `args` that wrote into scratch files `out` and `err` (closed here) and ended
 * with `code`, or could not start (`spawnError`): as execFile reports it.
 */
function resultOf(args, out, err, code, spawnError) {
    let stdout;
    let stderr;
    try {
        stdout = readWhole(out);
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(err);
        return {
            ok: false,
            exitCode: null,
            stdout: '',
            stderr: `could not read what git wrote: ${error.message}`,
        };
    }
    try {
        stderr = readWhole(err);
    }
    catch {
        stderr = '';
    }
    if (spawnError) {
        // As execFile says it: a missing git binary has no stderr.
        return {
            ok: false,
            exitCode: null,
            stdout: stdout ?? '',
            stderr: stderr || `${spawnError.code}: ${spawnError.message}`,
        };
    }
    if (stdout === undefined || stderr === undefined) {
        return {
            ok: false,
            exitCode: null,
            stdout: '',
            stderr: stderr || 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER: stdout maxBuffer length exceeded',
        };
    }
    if (code === 0)
        return { ok: true, exitCode: 0, stdout, stderr };
    return {
        ok: false,
        exitCode: code,
        stdout,
        stderr: stderr || `Command failed: ${['git', ...args].join(' ')}\n`,
    };
}
/** How many processes execGitsTogether starts at most: sh names file descriptors 0 to 9. */
const MAX_TOGETHER = 3;
/** A string as one word of sh: quoted, with its own single quotes written `'\''`. */
const shWord = (word) => `'${word.replaceAll("'", "'\\''")}'`;
/**
 * Several git processes started with one spawn: /bin/sh runs them side by side, each writing
 * into its own scratch files, and writes their exit statuses into one more. Node's spawn blocks
 * until the child has started its program (fork, then exec): 4-15 ms a process on a busy
 * two-core runner, so two reads started this way wait once instead of twice
 * (docs/performance.md). Sent SIGTERM, sh ends its git processes, and exits once they have.
 *
 * Undefined where it cannot be done (Windows, more than MAX_TOGETHER requests, no scratch file,
 * no /bin/sh): the caller starts
 * the processes one by one. A result is undefined where sh does not say what git did (git not
 * found, a status of 126 or more, which is also a signal's): the caller runs git itself then.
 */
function execGitsTogether(requests, cwd, env) {
    // fd 3: the statuses; then each process's stdout and stderr, up to fd 9 (sh's last).
    if (process.platform === 'win32' || requests.length > MAX_TOGETHER)
        return undefined;
    const files = [];
    for (let i = 0; i < 1 + 2 * requests.length; i++) {
        const fd = scratchFile();
        if (fd === undefined) {
            for (const open of files)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(open);
            return undefined;
        }
        files.push(fd);
    }
    const fds = files.map((_, i) => i + 3);
    const closeAll = fds.map((fd) => `${fd}>&-`).join(' ');
    const ids = requests.map((_, i) => `$p${i}`).join(' ');
    const script = [
        // Ended (a run that does not take the reads), it ends its git processes and waits for them.
        `trap 'kill ${ids} 2>/dev/null; wait; exit 143' TERM`,
        ...requests.map((args, i) => `git ${args.map(shWord).join(' ')} >&${fds[1 + 2 * i]} 2>&${fds[2 + 2 * i]} ${closeAll} & p${i}=$!`),
        ...requests.map((_, i) => `wait $p${i}; s${i}=$?`),
        `echo ${requests.map((_, i) => `$s${i}`).join(' ')} >&3`,
        '',
    ].join('\n');
    // Startup files are no concern of a non-interactive sh, but bash reads $BASH_ENV even so.
    const shEnv = { ...env };
    delete shEnv.BASH_ENV;
    delete shEnv.ENV;
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('/bin/sh', ['-c', script], {
            cwd,
            env: shEnv,
            stdio: ['ignore', 'ignore', 'ignore', ...files],
            windowsHide: true,
        });
    }
    catch {
        for (const open of files)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(open);
        return undefined;
    }
    const ended = new Promise((resolve) => {
        let done = false;
        const finish = (failed) => {
            if (done)
                return;
            done = true;
            let statuses;
            try {
                if (failed)
                    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(files[0]);
                else
                    statuses = readWhole(files[0]);
            }
            catch {
                statuses = undefined;
            }
            const codes = statuses?.trim().split(' ').map(Number);
            resolve(codes?.length === requests.length && codes.every((c) => Number.isInteger(c) && c >= 0)
                ? codes
                : undefined);
        };
        child.once('error', () => finish(true));
        child.once('close', () => finish(false));
    });
    const results = requests.map(async (args, i) => {
        const code = (await ended)?.[i];
        const [out, err] = [files[1 + 2 * i], files[2 + 2 * i]];
        if (code === undefined || code >= 126) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(out);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(err);
            return undefined;
        }
        return resultOf(args, out, err, code);
    });
    return { child, results };
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

/***/ 5796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AJ: () => (/* binding */ eachTreeEntry),
/* harmony export */   Wd: () => (/* binding */ sharingTreeListings),
/* harmony export */   ho: () => (/* binding */ createGitRunner),
/* harmony export */   l8: () => (/* binding */ eachTreeEntryAt),
/* harmony export */   qn: () => (/* binding */ isGitlinkAt),
/* harmony export */   rd: () => (/* binding */ parseNameStatusZ)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6264);
/* harmony import */ var _text_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8243);
/* harmony import */ var _git_process_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6644);






/**
 * The real runner: execFile('git', args) in `cwd`, with prompts off and a C locale. A request
 * identical to the one `started` was started with (same arguments, directory and environment)
 * takes that process's result instead of running git again, once.
 */
function createGitRunner(cwd, onCommand, started) {
    const env = (0,_git_process_js__WEBPACK_IMPORTED_MODULE_4__/* .gitEnv */ .gE)();
    const tryRun = (args) => {
        onCommand?.(args);
        return started?.take(args, cwd, env) ?? (0,_git_process_js__WEBPACK_IMPORTED_MODULE_4__/* .execGit */ .Ix)(args, cwd, env).result;
    };
    const run = async (args) => {
        const result = await tryRun(args);
        if (!result.ok) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(`git ${args.join(' ')} failed (exit ${result.exitCode ?? 'unknown'}): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .errorOutputLine */ .om)(result.stderr)}`, args, result.exitCode, result.stderr);
        }
        return result.stdout;
    };
    let shallowFile;
    return {
        tryRun,
        run,
        start(args, extra) {
            onCommand?.(args);
            return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
                cwd,
                env: extra ? { ...env, ...extra } : env,
                stdio: ['pipe', 'pipe', 'pipe'],
                windowsHide: true,
            });
        },
        async shallowCommits() {
            // Where the list lives does not change while the action runs: ask git once.
            shallowFile ??= node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, (await run(['rev-parse', '--git-path', 'shallow'])).trim());
            const file = shallowFile;
            try {
                return new Set((await (0,_text_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readText */ .y)(file)).split('\n').filter(Boolean));
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return new Set();
                throw error;
            }
        },
    };
}
/**
 * Each entry of `git ls-tree -r -z` output (treeListArgs): `<mode> SP <type> SP <oid> TAB
 * <path> NUL`. `visit` gets the path, and the entry's start and its tab, between which the mode
 * and the object id are read where wanted: a listing of 100,000 files makes no other string.
 */
function eachTreeEntry(output, visit) {
    eachTreeEntryAt(output, (start, tab, stop) => visit(output.slice(tab + 1, stop), start, tab));
}
/** Whether an entry of `git ls-tree` output at `start` is a submodule (mode 160000). */
const isGitlinkAt = (output, start) => output.charCodeAt(start + 1) === 54 /* 6 of 160000 */ && output.startsWith('160000', start);
/** eachTreeEntry by offsets: the entry's start, its TAB, and the NUL (or end) after its path. */
function eachTreeEntryAt(output, visit) {
    let pos = 0;
    const end = output.length;
    while (pos < end) {
        let stop = output.indexOf('\0', pos);
        if (stop === -1)
            stop = end;
        const tab = output.indexOf('\t', pos);
        if (tab === -1 || tab > stop)
            break;
        visit(pos, tab, stop);
        pos = stop + 1;
    }
}
/**
 * `git` with each tree listing (`tryRun` of `git ls-tree`) run once: the workspace's reader and
 * the rules' check for patterns that match nothing list the same commit, in one process. One
 * that failed is run again when asked again: at depth 1 a listing started beside the diff can
 * come before the fetch that brings its commit.
 */
function sharingTreeListings(git) {
    const listings = new Map();
    return {
        run: (args) => git.run(args),
        tryRun(args) {
            if (args[0] !== 'ls-tree')
                return git.tryRun(args);
            const key = args.join('\0');
            let listed = listings.get(key);
            if (!listed) {
                listings.set(key, (listed = git.tryRun(args)));
                const forget = () => listings.delete(key);
                listed.then((result) => result.ok || forget(), forget);
            }
            return listed;
        },
        shallowCommits: () => git.shallowCommits(),
        ...(git.start && { start: git.start.bind(git) }),
    };
}
/**
 * Parse `git diff --name-status -z` output in one pass. Records are STATUS NUL PATH NUL, with a
 * second path for renames and copies (not produced under --no-renames, handled anyway).
 * Returns every path named, both sides of a rename included. `removed`, when given, gets the
 * paths of the old side that the new one lacks or holds as another kind of entry: deleted (D),
 * renamed from (R), their type changed (T, a file that became a submodule or the reverse).
 */
function parseNameStatusZ(output, removed) {
    const paths = [];
    let pos = 0;
    const length = output.length;
    const next = () => {
        if (pos >= length)
            return undefined;
        let end = output.indexOf('\0', pos);
        if (end === -1)
            end = length;
        const token = output.slice(pos, end);
        pos = end + 1;
        return token;
    };
    for (;;) {
        const status = next();
        if (status === undefined || status === '')
            break;
        const first = next();
        if (first === undefined)
            break;
        paths.push(first);
        const kind = status.charCodeAt(0);
        // 'D' (68), 'R' (82), 'T' (84).
        if (removed && (kind === 68 || kind === 82 || kind === 84))
            removed.push(first);
        // 'R' (82) and 'C' (67) carry a source and a destination path.
        if (kind === 82 || kind === 67) {
            const second = next();
            if (second !== undefined)
                paths.push(second);
        }
    }
    return paths;
}


/***/ }),

/***/ 3612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ describe),
  L: () => (/* binding */ describeComparison)
});

;// CONCATENATED MODULE: ./src/targets/graphs/bazel/reason.ts
/** Why a Bazel label is impacted, and the words for it (small: every run's summary loads it). */
/** Labels of a path through the graph shown before the middle is elided. */
const PATH_SHOWN = 6;
/**
 * Why a Bazel label is impacted, as the summary shows it: the way back through the graph to the
 * changed file (`//core:core \u2190 //base:base \u2190 //base:base.sh \u2190 base/base.sh`). `quote` wraps each
 * label and path (plain for the log, `<code>` in the summary).
 */
function describeBazel(why, quote) {
    const s = why.seed;
    let origin;
    switch (s.how) {
        case 'file':
            origin = quote(s.file);
            break;
        case 'build-file':
            origin = `${quote(s.file)} (its package's BUILD file)`;
            break;
        case 'parent-of-new-package':
            origin = `${quote(s.file)} (a new package takes files from this one)`;
            break;
        case 'bzl':
            origin = `${quote(s.file)} (loaded by its package's BUILD file)`;
            break;
        case 'deleted':
            origin = `${quote(s.file)} (deleted; a glob of its package may have taken it)`;
            break;
        case 'external':
            origin = `${quote(`@${s.repository}`)} \u2190 ${quote(s.file)}`;
            break;
        case 'dangling':
            origin = `${quote(s.label)} (no longer a target)`;
            break;
        case 'conflict-key':
            return s.rule
                ? `an input of ${quote(s.rule)}, whose BUILD file ${quote(s.file)} changed (so a pull request changing it is tested with this one)`
                : `the label of the changed ${quote(s.file)}`;
    }
    const via = why.via.length > PATH_SHOWN
        ? [...why.via.slice(0, PATH_SHOWN - 1), '\u2026', why.via.at(-1)]
        : why.via;
    return [...via.map((label) => (label === '\u2026' ? label : quote(label))), origin].join(' \u2190 ');
}

;// CONCATENATED MODULE: ./src/targets/graphs/dotnet/reason.ts
/** Why a .NET project is impacted, and the words for it (small: every run's summary loads it). */
/** One line saying why a project is impacted, with names quoted by `quote`. */
function describeDotnet(why, quote) {
    switch (why.how) {
        case 'owns':
            return `holds the changed ${quote(why.file)}`;
        case 'project':
            return `its project file ${quote(why.file)} changed`;
        case 'imports':
            return (`imports ${quote(why.file)}` +
                (why.via ? ` (through ${quote(why.via)})` : '') +
                (why.pinning ? ', whose package versions changed, with transitive pinning on' : ''));
        case 'includes':
            return `includes ${quote(why.file)} (${why.what} in ${quote(why.in)})`;
        case 'names':
            return `names ${quote(why.file)} in its property ${why.property}`;
        case 'may-read':
            return `may read ${quote(why.file)} (${quote(why.written)} in ${quote(why.in)}, a path the reader cannot resolve fully)`;
        case 'package':
            return `references package ${quote(why.package)}, whose version changed in ${quote(why.file)}`;
        case 'config':
            return `its sources are under the changed analyzer configuration ${quote(why.file)}`;
        case 'reference':
            return `references ${quote(why.dependency)}` + (why.in ? ` (in ${quote(why.in)})` : '');
    }
}

;// CONCATENATED MODULE: ./src/targets/graphs/gradle/reason.ts
/** Why a Gradle target is impacted, and the words for it (small: every run's summary loads it). */
const PRECOMPILED = /\.gradle(\.kts)?$/;
/** Where an edge is written and how, in words: `a project(":x") dependency in api/build.gradle`. */
function edgeWords(edge, quote) {
    const ref = edge.ref === 'accessor'
        ? `the type-safe accessor ${quote(edge.text)}`
        : edge.ref === 'task'
            ? `the task path ${quote(edge.text)}`
            : edge.ref === 'set'
                ? `the project set ${quote(edge.text)}`
                : `${/^[aeiou]/i.test(edge.text) ? 'an' : 'a'} ${quote(edge.text)} dependency`;
    const file = quote(edge.file);
    const script = {
        build: file,
        root: `the root project's ${file}`,
        applied: `the applied script ${file}`,
        plugin: PRECOMPILED.test(edge.file)
            ? `the convention plugin ${file}`
            : `${file}, code of a convention plugin it applies`,
        logic: `the build logic ${file}`,
    }[edge.script];
    const block = edge.block === undefined ? '' : `the ${quote(edge.block)} block of `;
    return `${ref} in ${block}${script}`;
}
/** One line saying why a project is impacted, like describeBazel. */
function describeGradle(why, quote) {
    switch (why.how) {
        case 'owns':
            return `owns ${quote(why.file)}`;
        case 'dependency':
            return (`depends on ${quote(why.dependency)}` +
                (why.edge === undefined ? '' : ` (${edgeWords(why.edge, quote)})`));
        case 'catalog':
            return `its build file uses ${quote(why.entry)}, changed in ${quote(why.file)}`;
        case 'build-logic':
            return `build logic that configures it changed in ${quote(why.file)}`;
        case 'plugin':
            return `applies ${quote(why.plugin)}, whose ${quote(why.file.slice(why.file.lastIndexOf('/') + 1))} changed`;
    }
}

// EXTERNAL MODULE: ./src/targets/graphs/maven/reason.ts
var reason = __webpack_require__(3260);
;// CONCATENATED MODULE: ./src/targets/graphs/nx/reason.ts
/** Why an Nx project is impacted, and the words for it (small: every run's summary loads it). */
/** Projects of a path shown before the middle is elided. */
const reason_PATH_SHOWN = 6;
/** Why an Nx project is impacted, as the summary and the log show it. */
function describeNx(why, quote) {
    const files = () => {
        const shown = why.files.map(quote).join(', ');
        return why.count > why.files.length
            ? `${shown} and ${why.count - why.files.length} more`
            : shown;
    };
    switch (why.how) {
        case 'files':
            return `Nx: ${files()} changed in it`;
        case 'ignored':
            return `${files()} changed in it (Nx left it out: a path it ignores)`;
        case 'dependency': {
            const via = why.via.length > reason_PATH_SHOWN
                ? [...why.via.slice(0, reason_PATH_SHOWN - 1), '\u2026', why.via.at(-1)]
                : why.via;
            return `Nx: depends on ${[...via.map((p) => (p === '\u2026' ? p : quote(p))), files()].join(' \u2190 ')}`;
        }
        case 'input':
            return `Nx: a target input takes ${quote(why.files[0] ?? '')} (${quote(`{workspaceRoot}/${why.input ?? ''}`)})`;
        case 'named':
            return 'named by Nx (no changed file lies in it or in a project it depends on: an input, an implicit dependency or an npm package of its own)';
    }
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/reason.ts
/** Why a Python unit is impacted, and the words for it (small: every run's summary loads it). */
/** What a seed file does, after its name: "imports ..." or "does not parse ...". */
const seedWords = (seed, quote) => seed.what === 'distribution'
    ? `imports the distribution ${quote(seed.distribution)}, whose requirement changed in ${quote(seed.manifest)}`
    : `does not parse (line ${seed.line}: ${seed.message}), so it may import any changed file`;
/** One line saying why a unit is impacted, with names quoted by `quote`. */
function describePython(why, quote) {
    switch (why.how) {
        case 'owns':
            return `holds the changed ${quote(why.file)}`;
        case 'imports': {
            const target = why.seed === undefined
                ? quote(why.reaches)
                : `${quote(why.reaches)} (which ${seedWords(why.seed, quote)})`;
            const through = why.through === undefined
                ? ''
                : ` through ${quote(why.through)}${why.more ? ` and ${why.more} more ${why.more === 1 ? 'file' : 'files'}` : ''}`;
            return `${quote(why.file)} imports ${target}${through}`;
        }
        case 'seed':
            return `${quote(why.file)} ${seedWords(why.seed, quote)}`;
        case 'conftest': {
            const under = `its tests run under ${quote(why.conftest)}, which`;
            if (why.reaches !== undefined)
                return `${under} imports ${quote(why.reaches)}${why.seed ? ` (which ${seedWords(why.seed, quote)})` : ''}`;
            return why.seed ? `${under} ${seedWords(why.seed, quote)}` : `${under} changed`;
        }
        case 'tach':
            return why.module === undefined
                ? `its entry in ${quote(why.file)} changed (${why.keys.join(', ')})`
                : `imports from ${quote(why.module)}, whose entry in ${quote(why.file)} changed (${why.keys.join(', ')})`;
    }
}

// EXTERNAL MODULE: ./src/targets/workspaces/turbo-reason.ts
var turbo_reason = __webpack_require__(2598);
;// CONCATENATED MODULE: ./src/targets/explain.ts







/** Which two commits were compared, in words. */
function describeComparison(c) {
    const short = (sha) => sha.slice(0, 12);
    if (c.kind === 'merge-commit') {
        return `the merge commit ${short(c.to)} against its first parent ${short(c.from)} (the target branch it was made on)`;
    }
    const head = `the pull request head ${short(c.to)}`;
    // A merge-base is named for what it was taken with: the target branch, or the base given.
    if (c.exactBase === undefined)
        return `${head} against its merge-base ${short(c.from)} with the target branch, because ${c.why}`;
    if (c.exactBase === c.from)
        return `${head} against the base given, ${short(c.from)} (an ancestor of the head), because ${c.why}`;
    return `${head} against its merge-base ${short(c.from)} with the base given, ${short(c.exactBase)}, because ${c.why}`;
}
/**
 * One line saying why a target is impacted. `quote` wraps each name and path in it: plain for
 * the log, `<code>` (escaped) for the job summary.
 */
function describe(why, quote = (v) => v) {
    switch (why.kind) {
        case 'pattern':
            return `${quote(why.file)} matches ${quote(why.pattern)}`;
        case 'dependency':
            return `depends on ${quote(why.dependency)}`;
        case 'collected':
            return `listed in ${quote(why.file)}`;
        case 'inline':
            return 'listed in the impacted-targets input';
        case 'owns':
            return `owns ${quote(why.file)}`;
        case 'catalog':
            return `catalog entry ${quote(why.entry)} changed (${quote(why.file)})`;
        case 'bazel':
            return describeBazel(why, quote);
        case 'nx':
            return describeNx(why, quote);
        case 'maven':
            return (0,reason/* describeMaven */.t)(why, quote);
        case 'gradle':
            return describeGradle(why, quote);
        case 'dotnet':
            return describeDotnet(why, quote);
        case 'python':
            return describePython(why, quote);
        case 'turbo':
            return (0,turbo_reason/* describeTurbo */.s)(why, quote);
        case 'lockfile':
            return why.entry === undefined
                ? `its entry in ${quote(why.file)} changed`
                : `lockfile entry ${quote(why.entry)} changed (${quote(why.file)})`;
    }
}


/***/ }),

/***/ 3260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ describeMaven)
/* harmony export */ });
/** The reference that makes an edge, in words (no `<`: the summary shows them as text). */
const EDGE_WORDS = {
    parent: 'its parent',
    dependency: 'a dependency',
    import: 'a BOM import',
    plugin: 'a plugin',
    'plugin-dependency': "a plugin's dependency",
    extension: 'an extension',
    'plugin-configuration': "a plugin's configuration",
};
/** One line saying why a module is impacted, with names quoted by `quote`. */
function describeMaven(why, quote) {
    switch (why.how) {
        case 'owns':
            return `holds the changed ${quote(why.file)}`;
        case 'pom':
            return `its POM or a POM it inherits from, ${quote(why.file)}, changed`;
        case 'dependency':
            return (`depends on the impacted ${quote(why.dependency)}` +
                (why.edge !== undefined && why.file !== undefined
                    ? ` (${EDGE_WORDS[why.edge]} in ${quote(why.file)})`
                    : ''));
        case 'conflict-key':
            return `${quote(why.dependent)} newly depends on it in ${quote(why.file)} (so a pull request changing it is tested with this one)`;
    }
}


/***/ }),

/***/ 7661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6264);
/* harmony import */ var _text_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8243);



/**
 * Read a file that an input names; failing to read it is that input's error, with the path as
 * the user wrote it and what the input expects.
 */
async function readInputFile(input, file, shown, expected) {
    try {
        return await (0,_text_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readText */ .y)(file);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, `Input "${input}": cannot read ${JSON.stringify(shown)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}). Expected ${expected}.`);
    }
}


/***/ }),

/***/ 3904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ dirsAbove),
/* harmony export */   DK: () => (/* binding */ patternTooComplex),
/* harmony export */   Dd: () => (/* binding */ plainSplit),
/* harmony export */   Rj: () => (/* binding */ patternMatchesNothing),
/* harmony export */   Sb: () => (/* binding */ GroupMatcher),
/* harmony export */   cp: () => (/* binding */ patternBase),
/* harmony export */   eP: () => (/* binding */ normalizePattern),
/* harmony export */   of: () => (/* binding */ SortedPaths)
/* harmony export */ });
/* unused harmony exports collapseGlobstars, MAX_STARS_PER_SEGMENT, MAX_GLOBSTARS, globstarTest */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);

/** Repository-relative POSIX form of a pattern: no leading `./`, one `**` for a run of them. */
function normalizePattern(pattern) {
    let p = pattern.trim();
    while (p.startsWith('./'))
        p = p.slice(2);
    return collapseGlobstars(p);
}
/**
 * Consecutive `**` segments match what one does (any number of directories, dot directories
 * included with `dot: true`), so a run of them is folded into one before a pattern is counted
 * for complexity or compiled: `a/` + `**` + `/` + `**` + `/b` is `a/` + `**` + `/b`. A leading
 * `!**` absorbs the `**` segments after it too.
 */
function collapseGlobstars(pattern) {
    if (!pattern.includes('**/**'))
        return pattern;
    const kept = [];
    for (const segment of pattern.split('/')) {
        const previous = kept[kept.length - 1];
        if (segment === '**' && (previous === '**' || previous === '!**'))
            continue;
        kept.push(segment);
    }
    return kept.join('/');
}
/** Limits on a pattern, so that matching one name stays fast (see patternTooComplex). */
const MAX_STARS_PER_SEGMENT = 3;
const MAX_GLOBSTARS = 4;
/**
 * Why a pattern is refused, or undefined. A glob compiles to a regular expression that
 * backtracks: with k `*` in one path segment, testing a name costs about (its length)^k (five
 * on a 200-character name took over a second, on a longer one minutes), and `**` segments
 * multiply in the same way over a path's depth.
 */
function patternTooComplex(pattern) {
    // Fewer `*` in all than one segment may hold: neither limit can be reached (most patterns).
    let stars = 0;
    for (let i = pattern.indexOf('*'); i !== -1; i = pattern.indexOf('*', i + 1))
        stars++;
    if (stars <= MAX_STARS_PER_SEGMENT)
        return undefined;
    const segments = collapseGlobstars(pattern).split('/');
    const globstars = segments.filter((s) => s === '**' || s === '!**').length;
    if (globstars > MAX_GLOBSTARS) {
        return `it has ${globstars} "**" segments; at most ${MAX_GLOBSTARS} are allowed`;
    }
    for (const segment of segments) {
        if (segment === '**' || segment === '!**')
            continue;
        const stars = (segment.replace(/\\./g, '').match(/\*+/g) ?? []).length;
        if (stars > MAX_STARS_PER_SEGMENT) {
            return `its segment ${JSON.stringify(segment)} has ${stars} "*" wildcards; at most ${MAX_STARS_PER_SEGMENT} are allowed in one segment`;
        }
    }
    return undefined;
}
/**
 * Why a pattern can match no changed file at all, with the form that would; undefined when it
 * can. git names files by repository-relative POSIX paths: never a leading or trailing `/`, an
 * empty, `.` or `..` segment, or a NUL. Such a pattern is refused: a rule that silently matches
 * nothing uploads `[]` for the changes it was written for.
 */
/** What patternMatchesNothing looks for, in one test: most patterns have none of it. */
const FAULTY_PATH = /\0|^\/|\/$|\/\/|(?:^|\/)\.\.?(?:\/|$)/;
function patternMatchesNothing(pattern) {
    // As the matcher compiles it: a leading `./` is dropped, so it is no fault.
    const p = normalizePattern(pattern.startsWith('!') ? pattern.slice(1) : pattern);
    if (p !== '' && !FAULTY_PATH.test(p))
        return undefined;
    const segments = p.split('/');
    const rewrite = (fixed) => `write ${JSON.stringify(fixed)}`;
    if (p.includes('\0'))
        return { why: 'it holds a NUL character', fix: 'remove it' };
    if (p.startsWith('/')) {
        return {
            why: 'changed files are repository-relative, without a leading "/"',
            fix: rewrite(p.replace(/^\/+/, '')),
        };
    }
    if (p.endsWith('/')) {
        return {
            why: 'changed files are files, never a path ending in "/"',
            fix: `${rewrite(collapseGlobstars(`${p.replace(/\/+$/, '')}/**`))} for everything under the directory`,
        };
    }
    if (segments.some((s) => s === '' || s === '.' || s === '..')) {
        const fixed = segments.filter((s) => s !== '' && s !== '.').join('/');
        return {
            why: 'changed file paths have no empty, "." or ".." segment',
            fix: segments.includes('..') ? 'name the path from the repository root' : rewrite(fixed),
        };
    }
    return undefined;
}
const PICOMATCH_OPTIONS = { dot: true };
/**
 * picomatch's own test, without the matcher closure (which keeps the whole parse state alive).
 * Like picomatch, an input equal to the pattern matches and an empty input never does.
 */
function compile(pattern) {
    const made = picomatch__WEBPACK_IMPORTED_MODULE_0___default().makeRe(pattern, PICOMATCH_OPTIONS);
    // dotAll: picomatch's `.` would not match \n, \r, U+2028 or U+2029, which file names may hold;
    // a target must never be dropped because of one.
    const re = made.flags.includes('s') ? made : new RegExp(made.source, `${made.flags}s`);
    return (path) => path !== '' && (path === pattern || re.test(path));
}
/** A `.` or `..` segment, which picomatch's `**` never crosses (git never names one). */
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
/**
 * What picomatch's `**` (dot: true) matches, without its expression: a lookahead at every
 * character, the test of every changed file against `src/**` and its kind on a large pull
 * request. Any path but '' and those with a `.` or `..` segment; test/targets.test.ts holds it
 * equal to picomatch's on every path of up to eight characters.
 */
const globstarTest = (path) => path !== '' && globstarFrom(path, 0);
/** globstarTest of `path.slice(from)`, not empty, without slicing it. */
const globstarFrom = (path, from) => !((path.charCodeAt(from) === 46 || path.includes('/.', from)) &&
    DOT_SEGMENT.test(path.slice(from)));
/** Names, dots, dashes, underscores, slashes and `*`: the patterns plainSplit splits. */
const PLAIN = /^[A-Za-z0-9_.\-/*]+$/;
/**
 * What picomatch.scan gives as base and glob (empty when no glob) for the common pattern:
 * names, dots, dashes, underscores, slashes and `*`, not starting with `/` or `./`. The base is
 * the directories before the segment of the first `*`. Undefined for any other pattern, which is
 * scan's to read. Scan is a large function, and compiling it was a millisecond of a small pull
 * request's run; test/targets.test.ts holds the two equal on every such pattern up to six
 * characters.
 */
function plainSplit(pattern) {
    if (!PLAIN.test(pattern) || pattern.startsWith('/') || pattern.startsWith('./')) {
        return undefined;
    }
    const star = pattern.indexOf('*');
    if (star === -1)
        return { base: pattern, glob: '' };
    const slash = pattern.lastIndexOf('/', star);
    return slash === -1
        ? { base: '', glob: pattern }
        : { base: pattern.slice(0, slash), glob: pattern.slice(slash + 1) };
}
/** A pattern's literal directory prefix (`packages/auth` of `packages/auth/**`); '' when none. */
function patternBase(raw) {
    return split(raw).base;
}
function split(raw) {
    const pattern = normalizePattern(raw);
    // An escape (`we\\ird/**`, `src/\\{a,b\\}/**`) makes picomatch's literal prefix differ from
    // the path it matches: such a pattern is not indexed by prefix, only tested whole.
    if (pattern.includes('\\'))
        return { pattern, base: '', glob: pattern, literal: false };
    const plain = plainSplit(pattern);
    if (plain)
        return { pattern, base: plain.base, glob: plain.glob, literal: plain.glob === '' };
    const scan = picomatch__WEBPACK_IMPORTED_MODULE_0___default().scan(pattern, { unescape: true });
    return {
        pattern,
        base: scan.base,
        glob: scan.isGlob ? scan.glob : '',
        literal: !scan.isGlob && scan.base === pattern,
    };
}
/**
 * Builds pattern tests that share compiled regular expressions. A pattern with a literal prefix
 * is tested as "starts with prefix/" plus a test of the rest, and one compiled test serves every
 * pattern with the same rest (`packages/a/**` and `packages/b/**` share `**`). Compiled and run,
 * a regular expression costs about 15 KB, so this keeps memory flat in the number of targets.
 */
class Tests {
    shared = new Map();
    compiled(glob) {
        let test = this.shared.get(glob);
        if (!test) {
            test = glob === '**' ? globstarTest : compile(glob);
            this.shared.set(glob, test);
        }
        return test;
    }
    /**
     * Whether `path` matches the pattern `s`: a literal compared, "starts with the prefix and `/`"
     * then the rest tested from there (`**`, the commonest rest, where it starts, not sliced). No
     * closure is made for a pattern: thousands are tested once or twice each on a large PR.
     */
    matches(s, path) {
        const { base } = s;
        if (s.literal)
            return path === base;
        if (base === '' || s.glob === '')
            return (s.compiled ??= this.compiled(s.pattern))(path);
        // The file is the prefix itself (`src/**` matches `src`): the whole pattern is tested.
        if (path.length === base.length)
            return path === base && this.compiled(s.pattern)(path);
        if (path.charCodeAt(base.length) !== 47 || !path.startsWith(base))
            return false;
        const from = base.length + 1;
        if (s.glob === '**')
            return path.length > from && globstarFrom(path, from);
        return (s.compiled ??= this.compiled(s.glob))(path.slice(from));
    }
    of(s) {
        return (path) => this.matches(s, path);
    }
}
/** Patterns filed under their literal directory prefix. */
class PatternIndex {
    byBase = new Map();
    unanchored = [];
    /**
     * Bit n - 1 set: some base has n segments (bit 31: 32 or more). A file's ancestor of a depth
     * no base has is not sliced and looked up (on a large PR, most of them).
     */
    depths = 0;
    /** Every entry, in the order added. */
    all = [];
    add(group, raw, s) {
        // Every field from the start: one added later gives each entry a property store of its own.
        const entry = {
            group,
            raw,
            split: s,
            matched: false,
            dead: undefined,
            holders: undefined,
        };
        this.all.push(entry);
        if (s.base === '') {
            this.unanchored.push(entry);
            return;
        }
        const list = this.byBase.get(s.base);
        if (list)
            list.push(entry);
        else {
            this.byBase.set(s.base, [entry]);
            this.depths |= depthBit(s.base);
        }
    }
    /**
     * Calls `visit` with every pattern that could match `path`: those whose literal prefix is the
     * path itself or one of its parent directories, and those with none. Stops when visit says so.
     */
    candidates(path, visit) {
        const under = [];
        under.length = this.underDir(dirOf(path), under);
        const lists = [this.unanchored, ...under, this.exact(path)];
        for (let i = 0; i < lists.length; i++) {
            const list = lists[i];
            for (let j = 0; j < list.length; j++)
                if (visit(list[j]) === false)
                    return;
        }
    }
    /** Calls `visit` with each list of patterns that share a literal prefix ('' for none). */
    eachList(visit) {
        if (this.unanchored.length > 0)
            visit(this.unanchored, '');
        this.byBase.forEach(visit);
    }
    /** The patterns with no literal prefix: every path is theirs to test. */
    get anywhere() {
        return this.unanchored;
    }
    /**
     * The patterns whose literal prefix is `dir` ('' for the root: none) or one of its parent
     * directories, as lists, the shallowest first, written into `lists` from its start; returns
     * how many (the array is not shortened: emptied, V8 would let its room go, and a push would
     * take it again, a directory each). Only the depths some base has are sliced and looked up (on
     * a large PR, most are not).
     */
    underDir(dir, lists) {
        let count = 0;
        const { depths } = this;
        if (depths === 0 || dir === '')
            return count;
        let slash = dir.indexOf('/');
        let bit = 1;
        for (;;) {
            if ((depths & bit) !== 0) {
                const list = this.byBase.get(slash === -1 ? dir : dir.slice(0, slash));
                if (list)
                    lists[count++] = list;
            }
            if (slash === -1)
                return count;
            slash = dir.indexOf('/', slash + 1);
            if (bit !== DEEP)
                bit <<= 1;
        }
    }
    /** The patterns whose literal prefix is `path` itself (a file, or a directory's pointer). */
    exact(path) {
        return ((this.depths & depthBit(path)) !== 0 && this.byBase.get(path)) || NONE;
    }
}
/** A test that passes when one of `tests` does. */
const anyOf = (tests) => (path) => tests.some((t) => t(path));
/** Patterns of one prefix looked through one by one, up to this many; more get a map each. */
const SMALL_LIST = 8;
/** No patterns. */
const NONE = [];
/** The directory of a repository-relative path: '' for one at the root. */
const dirOf = (path) => {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
};
/** Text in which `<` may not be git's order: a surrogate pair, or U+FFFD for bytes not UTF-8. */
const UNSORTED = /[\uD800-\uDFFF\uFFFD]/;
/** The bit of PatternIndex.depths for a path of 32 segments or more. */
const DEEP = 1 << 31;
/** A base's bit in PatternIndex.depths: bit n - 1 for n segments, DEEP from 32 on. */
function depthBit(base) {
    let bit = 1;
    for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
        if (bit === DEEP)
            break;
        bit <<= 1;
    }
    return bit;
}
/** `a`, `a/b` for `a/b/c`: the directories above a path (none for a name at the root). */
function dirsAbove(path) {
    const dirs = [];
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1))
        dirs.push(path.slice(0, slash));
    return dirs;
}
/**
 * A tree's paths in git's order (`git ls-tree -r`: byte order, which is JavaScript's `<` but for
 * a name with a character above U+FFFF beside one in U+E000-U+FFFF), searched by prefix: the
 * paths under a directory are one run of the list, found by binary search. A listing's paths
 * are kept as offsets into its text (PathOffsets), not as 20,000 strings that every garbage
 * collection of a large run copies: a path is sliced when a search reads it.
 */
class SortedPaths {
    /** The paths as strings: given, or made from the text on first use of `paths`. */
    list;
    text;
    /** Where each path starts and ends in `text`, when read from it. */
    starts;
    ends;
    length;
    /**
     * `paths` in git's order (a tree's listing, a diff's), which is JavaScript's `<` unless a name
     * holds a character above U+FFFF (a surrogate pair here) or bytes that are no UTF-8 (U+FFFD
     * here): then a sorted copy is taken. `text`: the paths' text, scanned once for those. Or the
     * paths as offsets into a listing's text (`starts[i]` to `ends[i]`).
     */
    constructor(paths, text) {
        const offsets = Array.isArray(paths) ? undefined : paths;
        const list = offsets ? undefined : paths;
        const scanned = offsets?.text ?? text ?? list.join('\0');
        const unsorted = UNSORTED.test(scanned);
        this.text = offsets?.text ?? '';
        this.starts = offsets?.starts ?? [];
        this.ends = offsets?.ends ?? [];
        this.length = offsets ? offsets.starts.length : list.length;
        this.list = list && (unsorted ? [...list].sort() : list);
        if (offsets && unsorted)
            this.list = [...this.paths].sort();
    }
    /** The path at `i`. */
    at(i) {
        return this.list ? this.list[i] : this.text.slice(this.starts[i], this.ends[i]);
    }
    /** Every path, in order. */
    get paths() {
        this.list ??= this.starts.map((start, i) => this.text.slice(start, this.ends[i]));
        return this.list;
    }
    /**
     * A search of the paths, one base after another: whether a path lies under `base/`, or is
     * `base` itself, and passes `test(path, by)` (only those paths are tested, until one passes;
     * every path when `base` is ''). `literal`: the pattern is the path `base` and nothing under
     * it. A base not below the last gallops on from where the last search ended instead of halving
     * the whole list (thousands of bases over a large tree); a lower one starts from the top.
     */
    reader() {
        let from = 0;
        let last = '';
        return (base, literal, test, by) => {
            const n = this.length;
            // Bases in ascending order gallop on; one below the last searches from the start.
            if (base < last)
                from = 0;
            last = base;
            // Out of line: an arrow here capturing `test` and `by` would make every call allocate them.
            if (base === '')
                return this.someOf(test, by);
            const at = this.lowerBound(base, from, n);
            from = at;
            // The paths that start with `base` are one run from `at`: none there, none under it.
            if (at >= n || !this.startsWithAt(at, base))
                return false;
            if (this.lengthAt(at) === base.length && test(base, by))
                return true;
            if (literal)
                return false;
            const [start, end] = this.under(base, at, n);
            for (let i = start; i < end; i++)
                if (test(this.at(i), by))
                    return true;
            return false;
        };
    }
    /** Whether any path passes `test`. */
    someOf(test, by) {
        return this.paths.some((path) => test(path, by));
    }
    /** The length of the path at `i`. */
    lengthAt(i) {
        return this.list ? this.list[i].length : this.ends[i] - this.starts[i];
    }
    /** Whether the path at `i` starts with `prefix`, read in place. */
    startsWithAt(i, prefix) {
        if (this.list)
            return this.list[i].startsWith(prefix);
        const start = this.starts[i];
        return this.ends[i] - start >= prefix.length && this.text.startsWith(prefix, start);
    }
    /**
     * Whether the path at `i` sorts before `key` (JavaScript's `<`, unit by unit), read in place:
     * a search of thousands of bases slices no path of a listing's text.
     */
    before(i, key) {
        if (this.list)
            return this.list[i] < key;
        const { text } = this;
        const start = this.starts[i];
        const length = this.ends[i] - start;
        const n = length < key.length ? length : key.length;
        for (let k = 0; k < n; k++) {
            const a = text.charCodeAt(start + k);
            const b = key.charCodeAt(k);
            if (a !== b)
                return a < b;
        }
        return length < key.length;
    }
    /** The index of the first path from `from` on not below `key`: galloping, then halving. */
    lowerBound(key, from, to) {
        // Integer operations only (`<<`, `>>`, no Math.min): the optimized code then keeps each value
        // a small integer, where `*` or `>>>` would box some in a heap number, a search's step each.
        let step = 1;
        let lo = from;
        while (lo + step < to && this.before(lo + step, key)) {
            lo += step;
            step <<= 1;
        }
        let hi = lo + step < to ? lo + step : to;
        if (lo < hi && !this.before(lo, key))
            return lo;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.before(mid, key))
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
    /**
     * The run of paths under `dir/` (every path for ''), as [start, end), looked for from `from`.
     * '0' is the character after '/', so `dir0` ends the run (`dir-x` and `dir.x` sort before it).
     */
    under(dir, from = 0, to = this.length) {
        if (dir === '')
            return [from, to];
        const start = this.lowerBound(`${dir}/`, from, to);
        return [start, this.lowerBound(`${dir}0`, start, to)];
    }
    /** The first path under `dir/` (of all, for ''), or undefined when none is. */
    firstUnder(dir) {
        const [start, end] = this.under(dir);
        return start < end ? this.at(start) : undefined;
    }
    /** Whether `path` is a path of the list, or a directory some path lies under. */
    holds(path) {
        const n = this.length;
        const at = this.lowerBound(path, 0, n);
        if (at < n && this.at(at) === path)
            return true;
        const under = this.lowerBound(`${path}/`, at, n);
        return under < n && this.at(under).startsWith(`${path}/`);
    }
    /**
     * The names directly under `dir` ('' for the root), in the order of the paths; none for a
     * file or a missing directory. One step per name: a subdirectory's run is jumped over.
     */
    childNames(dir) {
        const names = [];
        const prefix = dir === '' ? 0 : dir.length + 1;
        const [start, end] = this.under(dir);
        let i = start;
        while (i < end) {
            const path = this.at(i);
            const slash = path.indexOf('/', prefix);
            names.push(slash === -1 ? path.slice(prefix) : path.slice(prefix, slash));
            // A subdirectory's run starts here: it ends at its name followed by '0'.
            i = slash === -1 ? i + 1 : this.lowerBound(`${path.slice(0, slash)}0`, i, end);
        }
        return names;
    }
}
/**
 * Matches files against many groups of patterns (one group per target) without testing every
 * file against every pattern: a file is tested only against patterns whose literal prefix is one
 * of its ancestors (or that have none), and a group that already matched is skipped. `!`
 * exclusions apply to their own group only and are tested only when an include pattern hits.
 * Work grows with files x (patterns that can apply to each), not files x patterns.
 */
class GroupMatcher {
    groups;
    tests;
    index = new PatternIndex();
    /** Per group: its exclusion test, built on first use; null when it has none. */
    excludes;
    /** `sharing`: another matcher whose compiled tests this one uses (and adds to). */
    constructor(groups, sharing) {
        this.groups = groups;
        this.tests = sharing?.tests ?? new Tests();
        groups.forEach((group, i) => group.include.forEach((p) => this.index.add(i, p, split(p))));
        this.excludes = groups.map(() => undefined);
    }
    matches(entry, file) {
        if (!this.tests.matches(entry.split, file))
            return false;
        entry.matched = true;
        return !this.excluded(entry.group, file);
    }
    excluded(group, file) {
        let test = this.excludes[group];
        if (test === undefined)
            test = this.excludes[group] = this.exclusionOf(group);
        return test !== null && test(file);
    }
    /** A group's exclusion test; null when it has none (most: nothing is made for them). */
    exclusionOf(group) {
        const patterns = this.groups[group].exclude;
        // No arrow here: one capturing `this` would make every call allocate (thousands, most none).
        if (!patterns?.length)
            return null;
        const tests = [];
        for (let i = 0; i < patterns.length; i++)
            tests.push(this.tests.of(split(patterns[i])));
        return anyOf(tests);
    }
    /** For each group that some file matches, the first such file and the pattern. */
    match(files) {
        return this.classify(files, false).hits;
    }
    /** The files (in input order) that no group matches, exclusions applied. */
    unmatched(files) {
        return this.classify(files, true).unmatched;
    }
    /**
     * One pass over the files: for each group the first file that matches it and the pattern,
     * and, when asked, the files no group matches. A file's patterns of groups that already
     * matched are tested only while the file itself has matched nothing.
     */
    classify(files, withUnmatched) {
        const hits = new Map();
        const unmatched = [];
        const total = this.groups.length;
        const { index } = this;
        /** Tests `file` against `list`; whether it has matched, given whether it had (`matched`). */
        const scan = (list, file, matched) => {
            for (let j = 0; j < list.length; j++) {
                const entry = list[j];
                const known = hits.has(entry.group);
                if (known && (matched || !withUnmatched))
                    continue;
                if (!this.matches(entry, file))
                    continue;
                matched = true;
                if (!known)
                    hits.set(entry.group, { file, pattern: entry.split.pattern });
            }
            return matched;
        };
        // A diff names files in path order, so the files of one directory come together: its
        // patterns are looked up once for them all (a large PR's 20,000 files lie in 2,000).
        let dir;
        // One list of lists for the run, refilled for each directory: its first `count` hold them.
        const lists = [];
        let count = 0;
        for (let i = 0; i < files.length; i++) {
            const file = files[i];
            if (!withUnmatched && hits.size === total)
                break;
            const slash = file.lastIndexOf('/');
            if (dir === undefined || slash !== dir.length || !file.startsWith(dir)) {
                dir = slash === -1 ? '' : file.slice(0, slash);
                count = index.underDir(dir, lists);
            }
            // In the order `candidates` gives: no prefix, the directories from the root, the file.
            let matched = scan(index.anywhere, file, false);
            for (let k = 0; k < count; k++)
                matched = scan(lists[k], file, matched);
            matched = scan(index.exact(file), file, matched);
            if (withUnmatched && !matched)
                unmatched.push(file);
        }
        return { hits, unmatched };
    }
    /**
     * The include patterns (as the groups give them, each once, in the groups' order) that match no
     * path of `lists`, nor any path this matcher has matched before; `skip` leaves a pattern out
     * (by its literal base). Each is looked up by its literal base, one search in each list (two
     * more when some path starts with it), and its test is run only on the paths under it: a base
     * no path lies under settles the pattern without a glob. A pattern written by several groups
     * is looked for once. Each with the groups that hold it (in order, a group once for each time
     * it writes the pattern).
     */
    unmatchedIncludeGroups(lists, skip) {
        // An empty list (the paths a diff removed, mostly none) holds nothing to look for.
        const readers = lists.filter((list) => list.length > 0).map((list) => list.reader());
        // The glob is compiled only for a base some path lies under.
        const test = (path, s) => this.tests.matches(s, path);
        const found = (s) => {
            for (let r = 0; r < readers.length; r++) {
                if (readers[r](s.base, s.literal, test, s))
                    return true;
            }
            return false;
        };
        // A pattern's entries share its literal prefix, so each list (of one prefix) is settled on
        // its own: no set or map of every pattern is made (a large rules file has thousands), and a
        // pattern written by several groups is looked for once. A list longer than SMALL_LIST gets
        // maps of its own; a shorter one is looked through.
        this.index.eachList((list, base) => {
            const skipped = skip?.(base) === true;
            const many = list.length > SMALL_LIST;
            /** Per pattern as written: whether some entry of it matched, then its first entry. */
            const byRaw = many ? new Map() : undefined;
            const byPattern = many ? new Map() : undefined;
            if (byRaw)
                for (const e of list)
                    if (e.matched)
                        byRaw.set(e.raw, true);
            for (let i = 0; i < list.length; i++) {
                const entry = list[i];
                entry.holders = undefined;
                // The first entry of its pattern as written (itself when none before), or true when some
                // entry of it matched.
                let first = byRaw?.get(entry.raw);
                for (let j = 0; !byRaw && first !== true && j < list.length; j++) {
                    const e = list[j];
                    if (e.raw !== entry.raw)
                        continue;
                    if (e.matched)
                        first = true;
                    else if (j <= i)
                        first ??= e;
                }
                first ??= entry;
                byRaw?.set(entry.raw, first);
                // Not open: some entry of the same pattern as written matched, or the prefix is left out.
                if (skipped || first === true) {
                    entry.dead = undefined;
                    continue;
                }
                // Looked for once a pattern: an earlier open entry of it in this list says.
                const { pattern } = entry.split;
                let seen = byPattern?.get(pattern);
                for (let j = 0; !byPattern && seen === undefined && j < i; j++) {
                    const e = list[j];
                    if (e.dead !== undefined && e.split.pattern === pattern)
                        seen = e.dead;
                }
                entry.dead = seen ?? !found(entry.split);
                byPattern?.set(pattern, entry.dead);
                // A list of one made as such: `[]` then a push would take room for sixteen.
                if (!entry.dead)
                    continue;
                if (first.holders)
                    first.holders.push(entry.group);
                else
                    first.holders = [entry.group];
            }
        });
        // In the groups' order: each pattern as written at its first entry, the only one holding it.
        const unmatched = [];
        const { all } = this.index;
        for (let i = 0; i < all.length; i++) {
            const { raw, holders } = all[i];
            if (holders)
                unmatched.push({ pattern: raw, holders });
        }
        return unmatched;
    }
    /**
     * The literal bases of the lists that hold an include pattern no path has matched yet (each
     * base once), or undefined when such a pattern has none (it could match any path): where the
     * dead-pattern look-up will search, before it does. `anyPath`: every such pattern there is
     * `base/**`, which any path under the base matches (git's paths have no `.` or `..` segment).
     * Undefined too past `most` bases: the look-up will not go by them.
     */
    openBases(most = Infinity) {
        const bases = [];
        let anywhere = false;
        this.index.eachList((list, base) => {
            if (anywhere || bases.length > most)
                return;
            let open = false;
            let anyPath = true;
            for (let i = 0; i < list.length; i++) {
                const { matched, split } = list[i];
                if (matched)
                    continue;
                open = true;
                anyPath &&= !split.literal && split.glob === '**';
            }
            if (!open)
                return;
            if (base === '')
                anywhere = true;
            else
                bases.push({ base, anyPath });
        });
        return anywhere || bases.length > most ? undefined : bases;
    }
    /** The first file that matches any group, or undefined. */
    first(files) {
        for (const file of files) {
            let hit;
            this.index.candidates(file, (entry) => {
                if (!this.matches(entry, file))
                    return true;
                hit = { file, pattern: entry.split.pattern };
                return false;
            });
            if (hit)
                return hit;
        }
        return undefined;
    }
}


/***/ }),

/***/ 3649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ allAnswer)
/* harmony export */ });
/** An answer that is ALL, with nothing else. */
function allAnswer(reason, warnings = []) {
    return { impacted: new Map(), all: reason, outside: [], unseen: [], calls: [], warnings };
}


/***/ }),

/***/ 2598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ describeTurbo)
/* harmony export */ });
/** Why a package is impacted through turbo.json, and the words for it (small: every run's summary loads it). */
/** One line saying why, as explain.ts's `describe` gives the others. */
function describeTurbo(why, quote) {
    const takes = `${quote(why.file)} through the input ${quote(why.input)} (${quote(why.config)})`;
    return why.via === undefined
        ? `its ${quote(why.task)} task takes ${takes}`
        : `its ${quote(why.task)} task depends on ${quote(why.via)}, which takes ${takes}`;
}


/***/ }),

/***/ 8243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony export writeText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/*
 * A file's text, read and written with node:fs's callbacks. node:fs/promises loads readline, the
 * REPL's history, directory and watch support at its import: about 2 ms of every start
 * (docs/performance.md), for a run that reads a rules file or writes a summary.
 */
/** The text of `file` (UTF-8); rejects with node:fs's error. */
function readText(file) {
    return new Promise((resolve, reject) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8', (error, text) => (error ? reject(error) : resolve(text))));
}
/** Write `text` to `file` (UTF-8), replacing it; rejects with node:fs's error. */
function writeText(file, text) {
    return new Promise((resolve, reject) => writeFile(file, text, (error) => (error ? reject(error) : resolve())));
}


/***/ }),

/***/ 4549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ ACTION_VOICE)
/* harmony export */ });
/* unused harmony export TOOL_VOICE */
/**
 * The words that depend on the door: what the engine says about things only a door knows (where
 * the API key is kept, what names the pull request, how the repository gets checked out). The
 * door chooses its voice once and passes it in with the settings (`readSettings`'s policy), so
 * the engine writes `settings.voice.apiKeyPlace` where it once wrote "the api-token secret",
 * and never asks which door it is behind. Inputs keep their names in messages (`Input
 * "targets"`); the tool renders those as its flags (`--targets`) where it prints them.
 * docs/architecture.md ("Voice") says which words belong here.
 */
/** The GitHub Action's words: inputs, secrets, events, steps, actions/checkout. */
const ACTION_VOICE = {
    door: 'action',
    apiKeyPlace: 'the api-token secret',
    giveApiKey: 'Give the API key with api-token, from a secret (`api-token: ${{ secrets.TRUNK_API_TOKEN }}`)',
    keyMayNotArrive: 'Workflows run by Dependabot and pull requests from forks cannot read repository secrets.',
    runSource: 'the event',
    checkOutFirst: 'Run actions/checkout before this step',
    beforeThis: 'before this step',
    initSubmodules: 'Set `submodules: true` on actions/checkout (or run `git submodule update --init`) before this step',
    input: (name) => name,
};
/** The command-line tool's words: flags, TRUNK_API_TOKEN, the CI's variables, a checkout. */
const TOOL_VOICE = {
    door: 'tool',
    apiKeyPlace: 'the API key (--api-token, or the TRUNK_API_TOKEN variable)',
    giveApiKey: 'Give the API key with --api-token or the TRUNK_API_TOKEN variable (your CI keeps it as a masked or protected variable)',
    keyMayNotArrive: '',
    runSource: 'the CI',
    checkOutFirst: 'Check out the repository (with git) before running merge-queue-connect',
    beforeThis: 'before running merge-queue-connect',
    initSubmodules: 'Run `git submodule update --init` in the checkout before merge-queue-connect',
    input: (name) => `--${name}`,
};


/***/ }),

/***/ 9285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ allWritten),
/* harmony export */   s: () => (/* binding */ writeOut)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Text to stdout or stderr, written to the descriptor rather than through process.stdout. On a
 * pipe (the runner's, a CI agent's) process.stdout is a net.Socket: making it and its first
 * write cost a cold process about 1.5 ms, a fortieth of a small pull request's run
 * (docs/performance.md).
 *
 * A write that fails (a full pipe that another part of the process made non-blocking answers
 * EAGAIN; a closed one, EPIPE) hands the rest of its text to the stream, and so does every
 * later write to that descriptor: the stream then does what it always did, and the order holds.
 */

const toStream = new Set();
/**
 * Whether everything written so far is with the system: true unless a write went to a stream,
 * which may still hold it (a door then lets Node end the process, which waits for the stream).
 */
const allWritten = () => toStream.size === 0;
function writeOut(fd, text) {
    if (!toStream.has(fd)) {
        const bytes = Buffer.from(text, 'utf8');
        let done = 0;
        try {
            while (done < bytes.length)
                done += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, done);
            return;
        }
        catch {
            toStream.add(fd);
            (fd === 1 ? process.stdout : process.stderr).write(bytes.subarray(done));
            return;
        }
    }
    (fd === 1 ? process.stdout : process.stderr).write(text);
}


/***/ })

};

//# sourceMappingURL=2452.index.js.map