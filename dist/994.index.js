export const id = 994;
export const ids = [994,56];
export const modules = {

/***/ 3056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIRST_POLL_MS: () => (/* binding */ FIRST_POLL_MS),
/* harmony export */   MAX_POLL_MS: () => (/* binding */ MAX_POLL_MS),
/* harmony export */   MIN_POLL_MS: () => (/* binding */ MIN_POLL_MS),
/* harmony export */   REASON_TEXT: () => (/* binding */ REASON_TEXT),
/* harmony export */   describeWait: () => (/* binding */ describeWait),
/* harmony export */   getPullRequest: () => (/* binding */ getPullRequest),
/* harmony export */   readinessOf: () => (/* binding */ readinessOf),
/* harmony export */   reasonsInWords: () => (/* binding */ reasonsInWords)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4493);


/** What each reason means, in words, for logs, failures and the summary. */
const REASON_TEXT = {
    'not-submitted': 'the pull request is not submitted to the queue',
    'base-branch-mismatch': "the pull request's base branch does not match the queue's target branch",
    'not-mergeable': 'GitHub reports the pull request as not mergeable',
    'mergeability-pending': 'GitHub has not yet decided whether the pull request is mergeable',
    'impacted-targets-missing': 'the queue requires impacted targets and none have been uploaded',
};
/** Why a pull request is not ready, in words, joined with `; `. */
function reasonsInWords(reasons) {
    return reasons.map((r) => REASON_TEXT[r]).join('; ');
}
/**
 * The seed's rule: ready when the base branch matches, GitHub's mergeability is `mergeable`,
 * and impacted targets are present when the queue requires them. A signal that is absent counts
 * as not met (mergeability: not yet known).
 */
function readinessOf(readiness) {
    const reasons = [];
    if (readiness?.doesBaseBranchMatch !== true)
        reasons.push('base-branch-mismatch');
    const mergeability = readiness?.gitHubMergeability;
    if (mergeability === 'not_mergeable')
        reasons.push('not-mergeable');
    else if (mergeability !== 'mergeable')
        reasons.push('mergeability-pending');
    if (readiness?.requiresImpactedTargets === true && readiness.hasImpactedTargets !== true) {
        reasons.push('impacted-targets-missing');
    }
    return reasons;
}
/** First poll interval, its growth and its cap; no two reads are closer than MIN_POLL_MS. */
const FIRST_POLL_MS = 5_000;
const MAX_POLL_MS = 60_000;
const MIN_POLL_MS = 5_000;
/** States a pull request does not leave. */
const TERMINAL = new Set(['merged', 'failed', 'cancelled']);
async function readOnce(ctx, service) {
    let pr;
    try {
        pr = await service.getPullRequest({
            repo: ctx.repo,
            pr: { number: ctx.pr.number, ...(ctx.pr.branch ? { branch: ctx.pr.branch } : {}) },
            targetBranch: ctx.targetBranch,
        });
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && error.notFound))
            throw error;
    }
    return pullRequestData(pr);
}
/** What the command reports of an answer; undefined is a pull request the queue does not know. */
function pullRequestData(pr) {
    const reasons = pr ? readinessOf(pr.readiness) : ['not-submitted'];
    return {
        command: 'get-pull-request',
        submitted: pr !== undefined,
        state: pr?.state,
        ready: reasons.length === 0,
        reasons,
        readiness: pr?.readiness,
        pullRequest: pr,
    };
}
function met(waitFor, data) {
    if (waitFor.kind === 'ready')
        return data.ready;
    return data.state !== undefined && waitFor.states.includes(data.state);
}
/** A terminal state the wanted condition can no longer follow. */
function unreachable(waitFor, data) {
    if (data.state === undefined || !TERMINAL.has(data.state))
        return false;
    return waitFor.kind === 'ready' || !waitFor.states.includes(data.state);
}
/**
 * Read the pull request (getPullRequest) until the condition holds, a terminal state rules it out, the
 * timeout passes, or the job is cancelled. Intervals start at 5 s and grow by half up to 60 s,
 * with jitter, never under 5 s, longer when the service asked (Retry-After); a failed read
 * (after the client's own retries) is logged and the wait goes on, except for answers that no
 * retry changes (401, 403, 400).
 */
async function waitFor(waitFor, timeoutSeconds, ctx, service, wait) {
    const { clock, log } = wait;
    const random = wait.random ?? Math.random;
    const start = clock.now();
    const deadline = start + timeoutSeconds * 1000;
    const timeline = [];
    const warnings = [];
    let data;
    let interval = FIRST_POLL_MS;
    let polls = 0;
    const finish = (result) => ({
        data,
        warnings,
        outcome: {
            result,
            waitedSeconds: Math.round((clock.now() - start) / 1000),
            polls,
            timeline,
        },
    });
    for (;;) {
        if (wait.signal?.aborted)
            return finish('cancelled');
        polls++;
        const readAt = clock.now();
        let pause = 0;
        try {
            const read = await readOnce(ctx, service);
            data = read;
            const state = read.state ?? (read.submitted ? 'unknown' : 'not submitted');
            const last = timeline[timeline.length - 1];
            if (!last || last.state !== state || last.ready !== read.ready) {
                const at = Math.round((clock.now() - start) / 1000);
                timeline.push({ at, state, ready: read.ready });
                log.info(`After ${at}s: state ${state}, ready ${read.ready}.`);
            }
            if (met(waitFor, read))
                return finish('met');
            if (unreachable(waitFor, read))
                return finish('unreachable');
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7) ||
                (error.kind === 'http' && [400, 401, 403].includes(error.status ?? 0))) {
                throw error;
            }
            log.warning(`Reading the pull request failed; waiting on: ${error.message}`);
            pause = error.retryAfterMs ?? 0;
        }
        // The next read: after the interval (jittered), never sooner than MIN_POLL_MS after this
        // one began nor than the service asked, and at the deadline at the latest. When the
        // earliest allowed read falls after the deadline, the wait ends now: a short timeout does
        // not buy an extra read.
        const now = clock.now();
        const earliest = Math.max(readAt + MIN_POLL_MS, now + pause);
        if (now >= deadline || earliest > deadline)
            return finish('timed-out');
        const next = Math.min(deadline, Math.max(earliest, now + interval * (0.9 + random() * 0.2)));
        await clock.sleep(next - now, wait.signal);
        interval = Math.min(MAX_POLL_MS, interval * 1.5);
    }
}
async function getPullRequest(settings, ctx, deps) {
    if (!settings.waitFor || !deps.wait) {
        const data = await readOnce(ctx, deps.service);
        return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .resultOf */ .B)(data, false, { warnings: [], failure: notReadyFailure(settings, ctx, data) });
    }
    const waited = await waitFor(settings.waitFor, settings.waitTimeoutSeconds, ctx, deps.service, deps.wait);
    const data = {
        // No read succeeded: reported as a pull request the queue does not know.
        ...(waited.data ?? pullRequestData(undefined)),
        wait: waited.outcome,
    };
    const { result } = waited.outcome;
    const failure = settings.failOnNotReady && (result === 'timed-out' || result === 'unreachable')
        ? `Pull request #${ctx.pr.number}: the wait for ${describeWait(settings.waitFor)} ended ${result} ` +
            `after ${waited.outcome.waitedSeconds}s in state ${data.state ?? 'unknown'}` +
            (data.ready ? '.' : `; not ready because ${reasonsInWords(data.reasons)}.`)
        : undefined;
    return (0,_result_js__WEBPACK_IMPORTED_MODULE_1__/* .resultOf */ .B)(data, false, { warnings: waited.warnings, failure });
}
/** What was waited for, in words. */
function describeWait(waitFor) {
    return waitFor.kind === 'ready' ? 'readiness' : `state ${waitFor.states.join(' or ')}`;
}
function notReadyFailure(settings, ctx, data) {
    return settings.failOnNotReady && !data.ready
        ? `Pull request #${ctx.pr.number} is not ready for the ${ctx.targetBranch} queue: ` +
            `${reasonsInWords(data.reasons)}.`
        : undefined;
}


/***/ }),

/***/ 7994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_SUMMARY_CHARS: () => (/* binding */ MAX_SUMMARY_CHARS),
/* harmony export */   SUMMARY_ROW_CAP: () => (/* binding */ SUMMARY_ROW_CAP),
/* harmony export */   capSummary: () => (/* binding */ capSummary),
/* harmony export */   summaryOf: () => (/* binding */ summaryOf)
/* harmony export */ });
/* harmony import */ var _commands_get_pull_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3056);
/* harmony import */ var _targets_explain_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8547);
/* harmony import */ var _about_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1175);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4031);




/** Rows of a long list shown before "and N more". */
const SUMMARY_ROW_CAP = 50;
function table(headers, rows) {
    const head = headers.map((h) => `<th>${h}</th>`).join('');
    const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
    return `<table>\n<tr>${head}</tr>\n${body}\n</table>\n`;
}
function prLink(ctx, number, url) {
    if (number === undefined)
        return '';
    const own = ctx.repo && ctx.serverUrl
        ? `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.name}/pull/${number}`
        : undefined;
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)(`#${number}`, url ?? own);
}
function about(ctx) {
    const parts = [];
    if (ctx.prNumber !== undefined)
        parts.push(`pull request ${prLink(ctx, ctx.prNumber)}`);
    if (ctx.prSha)
        parts.push(`at ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(ctx.prSha.slice(0, 12))}`);
    if (ctx.targetBranch)
        parts.push(`for the ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(ctx.targetBranch)} queue`);
    return parts.length > 0 ? `${parts.join(' ')}\n\n` : '';
}
function more(total) {
    return total > SUMMARY_ROW_CAP ? `\n_…and ${total - SUMMARY_ROW_CAP} more._\n` : '';
}
function uploadSummary(ctx, r, result) {
    const verb = result.dryRun
        ? 'computed (dry run, not uploaded)'
        : r.uploaded
            ? 'uploaded'
            : 'not uploaded';
    let md = '';
    if (r.targets === 'ALL') {
        md += `## Impacted targets: ALL ${verb}\n\n${about(ctx)}`;
        md += `**Every target is impacted** because ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(r.allReason ?? 'a source said so')}.\n\n`;
    }
    else {
        const n = r.targets.length;
        md += `## Impacted targets: ${n} ${n === 1 ? 'target' : 'targets'} ${verb}\n\n${about(ctx)}`;
        if (n === 0) {
            md +=
                'No target is impacted by the changed files: the queue may skip testing this pull request.\n\n';
        }
        else {
            const rows = r.targets.slice(0, SUMMARY_ROW_CAP).map((name) => {
                const why = r.explanations.get(name);
                const reason = why ? (0,_targets_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .describe */ .q)(why, _escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY) : '';
                return [(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(name), reason];
            });
            md += table(['Target', 'Why'], rows) + more(n);
        }
    }
    if (r.changedFiles) {
        const from = r.comparison
            ? `git: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)((0,_targets_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .describeComparison */ .L)(r.comparison))}`
            : r.changedFilesSource === 'rest'
                ? 'the GitHub API'
                : 'git';
        md += `\n${r.changedFiles.length} changed ${r.changedFiles.length === 1 ? 'file' : 'files'} considered (from ${from}).\n`;
    }
    for (const call of r.toolCalls ?? []) {
        const ran = call.command.length > 0 ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(call.command.join(' ')) : '';
        const from = call.source === undefined ? '' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(call.source);
        const what = ran && from ? `${ran} (${from}, ` : ran ? `${ran} (` : `${from} (`;
        md += `\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(call.tool)}'s graph: ${what}${(call.ms / 1000).toFixed(1)} s).\n`;
    }
    if (r.workspace) {
        const n = r.workspace.packages;
        md += `\nPackages from the ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(r.workspace.managers.join(' + '))} workspace: ${n} ${n === 1 ? 'package' : 'packages'}, each a target, with its dependents.\n`;
    }
    if (r.forkMode)
        md += '\nUploaded in fork mode (workflow run id instead of an API token).\n';
    return md;
}
const MARK = { true: '✅', false: '❌', pending: '⏳' };
const WAIT_WORDS = {
    met: 'the condition was met',
    'timed-out': 'the wait timed out',
    unreachable: 'the pull request reached a state that cannot meet the condition',
    cancelled: 'the job was cancelled',
};
/** The wait's result and its timeline (one row per change seen). */
function waitSummary(r) {
    if (!r.wait)
        return '';
    const w = r.wait;
    let md = `\n**Waited ${w.waitedSeconds}s** (${w.polls} ${w.polls === 1 ? 'read' : 'reads'}): ${WAIT_WORDS[w.result]}.\n\n`;
    md += table(['After', 'State', 'Ready'], w.timeline
        .slice(0, SUMMARY_ROW_CAP)
        .map((e) => [`${e.at}s`, (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(e.state), e.ready ? MARK.true : MARK.false]));
    return md + more(w.timeline.length);
}
function pullRequestSummary(ctx, r) {
    let md = `## Pull request ${r.ready ? 'ready' : 'not ready'} for the queue\n\n${about(ctx)}`;
    if (!r.submitted) {
        return `${md}The pull request is not submitted to the queue.\n${waitSummary(r)}`;
    }
    const pr = r.pullRequest ?? {};
    if (pr.prTitle !== undefined) {
        md += `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(pr.prTitle)}**${pr.prAuthor ? ` by ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(pr.prAuthor)}` : ''}\n\n`;
    }
    const rd = r.readiness;
    const mergeability = rd?.gitHubMergeability;
    const rows = [
        ['State', (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(r.state ?? 'unknown')],
        [
            `${rd?.doesBaseBranchMatch === true ? MARK.true : MARK.false} Base branch matches`,
            pr.prBaseBranch !== undefined ? `base ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(pr.prBaseBranch)}` : '',
        ],
        [
            `${mergeability === 'mergeable' ? MARK.true : mergeability === 'not_mergeable' ? MARK.false : MARK.pending} GitHub mergeability`,
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(mergeability ?? 'unknown'),
        ],
        [
            `${rd?.requiresImpactedTargets !== true || rd.hasImpactedTargets === true ? MARK.true : MARK.false} Impacted targets`,
            rd?.requiresImpactedTargets === true
                ? rd.hasImpactedTargets === true
                    ? 'required, uploaded'
                    : 'required, not uploaded'
                : 'not required',
        ],
    ];
    if (pr.priorityName !== undefined || pr.priorityValue !== undefined) {
        rows.push([
            'Priority',
            `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(pr.priorityName ?? '')}${pr.priorityValue !== undefined ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(pr.priorityValue)})` : ''}`,
        ]);
    }
    md += table(['Check', 'Detail'], rows);
    if (r.reasons.length > 0) {
        md += `\nNot ready because ${(0,_commands_get_pull_request_js__WEBPACK_IMPORTED_MODULE_0__.reasonsInWords)(r.reasons)}.\n`;
    }
    return md + waitSummary(r);
}
const STATE_MARK = {
    passed: '✅ passed',
    failed: '❌ failed',
    pending: '⏳ pending',
};
function testRunSummary(ctx, r) {
    const run = r.testRun;
    let md = `## Test run ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(r.testRunId)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(run.status ?? 'unknown')}\n\n`;
    md += `Test branch ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(run.testBranch)} at ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(run.testBranchSha.slice(0, 12))}`;
    if (ctx.targetBranch)
        md += ` for the ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(ctx.targetBranch)} queue`;
    md += '.\n\n';
    if (run.testedPullRequests.length > 0) {
        md += '**Tested pull requests**\n\n';
        md += table(['Pull request', 'Title'], run.testedPullRequests
            .slice(0, SUMMARY_ROW_CAP)
            .map((pr) => [prLink(ctx, pr.prNumber, pr.prUrl), (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(pr.title)]));
        md += more(run.testedPullRequests.length);
    }
    if ((run.dependentPrs ?? []).length > 0) {
        md += `\nDepends on ${(run.dependentPrs ?? []).map((n) => prLink(ctx, n)).join(', ')}.\n`;
    }
    md += '\n**Required statuses**\n\n';
    md +=
        r.statuses.length === 0
            ? 'None.\n'
            : table(['Status', 'State', 'Details'], r.statuses.map((s) => [
                (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(s.name),
                STATE_MARK[s.state],
                s.url ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)('details', s.url) : '',
            ]));
    const targets = r.impactedTargets;
    md += `\n<details><summary>Impacted targets (${targets.length})</summary>\n\n`;
    md +=
        targets.length === 0
            ? 'None reported.\n'
            : `${targets.slice(0, 500).map(_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY).join(' ')}${targets.length > 500 ? ` …and ${targets.length - 500} more` : ''}\n`;
    md += '\n</details>\n';
    return md;
}
function createQueueSummary(ctx, r, dryRun) {
    const settingsText = [
        r.mode ? `mode ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(r.mode)}` : '',
        r.concurrency !== undefined ? `concurrency ${r.concurrency}` : '',
    ]
        .filter(Boolean)
        .join(', ');
    const branch = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(ctx.targetBranch ?? '');
    if (dryRun)
        return `## Queue not created (dry run)\n\nWould create the ${branch} queue${settingsText ? ` with ${settingsText}` : ''}.\n`;
    if (r.created)
        return `## Queue created\n\nThe ${branch} queue of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(ctx.repo ? `${ctx.repo.owner}/${ctx.repo.name}` : 'this repository')} was created${settingsText ? ` with ${settingsText}` : ''}.\n`;
    return `## Queue already exists\n\nThe ${branch} queue already existed; nothing changed. The service said: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(r.existing ?? '')}\n`;
}
function body(ctx, result) {
    if (result.skipped !== undefined) {
        return `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(result.command)}: nothing to do\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(result.skipped)}\n`;
    }
    const data = result.data;
    if (!data) {
        return `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(result.command)}: dry run\n\n${about(ctx)}Nothing was sent to the service, so nothing was read.\n`;
    }
    switch (data.command) {
        case 'upload-impacted-targets':
            return uploadSummary(ctx, data, result);
        case 'get-pull-request':
            return pullRequestSummary(ctx, data);
        case 'get-test-run':
            return testRunSummary(ctx, data);
        case 'create-queue':
            return createQueueSummary(ctx, data, result.dryRun);
    }
}
/**
 * GitHub drops a step's summary over 1 MiB silently (and one just under it too, in practice);
 * a longer one is cut here, at a line, with a note.
 */
const MAX_SUMMARY_CHARS = 900 * 1024;
/** The job summary of a run, as markdown with HTML tables, its warnings first. */
function summaryOf(ctx, result) {
    let warnings = '';
    for (const warning of result.warnings) {
        warnings += `> [!WARNING]\n> ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(warning)}\n\n`;
    }
    // Which API and credential, when known (a dry run says what it would have used, if any).
    const dryRun = result.dryRun && ctx.credential !== _about_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_CREDENTIAL */ .Y ? ' (dry run: nothing sent)' : '';
    const service = ctx.credential
        ? `\n<sub>Service: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(ctx.credential)}${dryRun}.</sub>\n`
        : '';
    return capSummary(warnings + body(ctx, result) + service);
}
/** Cut markdown longer than MAX_SUMMARY_CHARS at a line break, and say so. */
function capSummary(md, max = MAX_SUMMARY_CHARS) {
    if (md.length <= max)
        return md;
    const cut = md.lastIndexOf('\n', max);
    return `${md.slice(0, cut > 0 ? cut : max)}\n\n_The summary was cut here: GitHub keeps at most 1 MiB of it. The step's outputs and log have the rest._\n`;
}


/***/ })

};

//# sourceMappingURL=994.index.js.map