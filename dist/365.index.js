export const id = 365;
export const ids = [365,3056];
export const modules = {

/***/ 3056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIRST_POLL_MS: () => (/* binding */ FIRST_POLL_MS),
/* harmony export */   MAX_POLL_MS: () => (/* binding */ MAX_POLL_MS),
/* harmony export */   MIN_POLL_MS: () => (/* binding */ MIN_POLL_MS),
/* harmony export */   REASON_TEXT: () => (/* binding */ REASON_TEXT),
/* harmony export */   TERMINAL: () => (/* binding */ TERMINAL),
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
            // By number alone: v1 takes `number` or `branch`, not both, and the number is exact.
            pr: { number: ctx.pr.number },
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

/***/ 365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_SUMMARY_CHARS: () => (/* binding */ MAX_SUMMARY_CHARS),
  SUMMARY_ROW_CAP: () => (/* binding */ SUMMARY_ROW_CAP),
  capSummary: () => (/* binding */ capSummary),
  summaryOf: () => (/* binding */ summaryOf)
});

// EXTERNAL MODULE: ./src/commands/get-pull-request.ts
var get_pull_request = __webpack_require__(3056);
// EXTERNAL MODULE: ./src/targets/explain.ts + 5 modules
var explain = __webpack_require__(3612);
// EXTERNAL MODULE: ./src/report/about.ts
var report_about = __webpack_require__(1175);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/report/outcome.ts
var outcome = __webpack_require__(5066);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/commands/queue/length.ts
var queue_length = __webpack_require__(1380);
;// CONCATENATED MODULE: ./src/report/queue-summary.ts




/** How long ago `since` was, as of `now`, in the largest unit or two ("3h 12m", "45s"). */
function durationSince(since, now) {
    const then = since === undefined ? Number.NaN : Date.parse(since);
    if (Number.isNaN(then))
        return '';
    let s = Math.max(0, Math.round((now - then) / 1000));
    const d = Math.floor(s / 86400);
    s -= d * 86400;
    const h = Math.floor(s / 3600);
    s -= h * 3600;
    const m = Math.floor(s / 60);
    s -= m * 60;
    if (d > 0)
        return `${d}d ${h}h`;
    if (h > 0)
        return `${h}h ${m}m`;
    if (m > 0)
        return `${m}m ${s}s`;
    return `${s}s`;
}
const prLink = (about, number) => (0,report_escape/* link */.nf)(`#${number}`, (0,report_about/* pullRequestUrl */.ET)(about, number));
function plannedList(planned) {
    return planned.map((request) => `- ${(0,report_escape/* code */.aY)((0,outcome/* requestLine */.uA)(request))}\n`).join('');
}
function priorityText(pr) {
    const name = pr.priorityName ?? '';
    const value = pr.priorityValue !== undefined ? String(pr.priorityValue) : '';
    return (0,report_escape/* escapeText */.X1)(name && value ? `${name} (${value})` : name || value);
}
const VERBS = {
    'submit-pull-request': 'submitted to',
    'cancel-pull-request': 'cancelled in',
    'restart-tests': 'restarted (its tests) in',
};
function pullRequestOpSummary(about, r, result) {
    const number = about.prNumber ?? 0;
    const branch = (0,report_escape/* code */.aY)(about.targetBranch ?? '');
    if (result.dryRun) {
        return (`## ${(0,report_escape/* escapeText */.X1)(r.command)}: dry run\n\n` +
            `Pull request ${prLink(about, number)} and the ${branch} queue: nothing was sent. It would have sent:\n\n` +
            plannedList(r.planned ?? []));
    }
    const state = r.state !== undefined ? (0,report_escape/* code */.aY)(r.state) : 'unknown';
    const title = r.pullRequest?.prTitle !== undefined ? ` (${(0,report_escape/* escapeText */.X1)(r.pullRequest.prTitle)})` : '';
    let md;
    if (r.command === 'submit-pull-request' && r.alreadyQueued && r.changes) {
        md = `## Queued pull request changed\n\nPull request ${prLink(about, number)}${title} in the ${branch} queue: ${r.changes.map(report_escape/* escapeText */.X1).join(', ')}; it is ${state}.\n`;
    }
    else if (r.command === 'submit-pull-request' && r.alreadyQueued) {
        md = `## Pull request already in the queue\n\nPull request ${prLink(about, number)}${title} was already in the ${branch} queue; it is ${state}.\n`;
    }
    else if (r.done) {
        const heading = {
            'submit-pull-request': 'Pull request submitted',
            'cancel-pull-request': 'Pull request cancelled',
            'restart-tests': 'Tests restarted',
        }[r.command];
        md = `## ${heading}\n\nPull request ${prLink(about, number)}${title} was ${VERBS[r.command]} the ${branch} queue; it is now ${state}.\n`;
    }
    else {
        const heading = {
            'submit-pull-request': 'Pull request not submitted',
            'cancel-pull-request': 'Nothing to cancel',
            'restart-tests': 'Tests not restarted',
        }[r.command];
        md = `## ${heading}\n\nPull request ${prLink(about, number)}${title} in the ${branch} queue: ${state}.\n`;
    }
    if (r.note && !r.changes)
        md += `\n${(0,report_escape/* escapeText */.X1)(r.note)}\n`;
    if (result.failure)
        md += `\n${(0,report_escape/* escapeText */.X1)(result.failure)}\n`;
    if (r.pullRequest && (r.pullRequest.priorityName || r.pullRequest.priorityValue !== undefined)) {
        md += `\nPriority: ${priorityText(r.pullRequest)}.\n`;
    }
    if (r.wait) {
        md += `\nWaited ${r.wait.waitedSeconds}s for ${(0,report_escape/* escapeText */.X1)(r.wait.result === 'met' ? 'the state asked for: met' : r.wait.result)}.\n`;
    }
    return md;
}
/** The queue's pull requests as a table, in the order it will test and merge them. */
function queueTable(about, queue, now) {
    const entries = queue.enqueuedPullRequests ?? [];
    if (entries.length === 0 && !queue.unlisted)
        return '\nThe queue is empty.\n';
    const rows = entries.map((pr, i) => [
        String(i + 1),
        prLink(about, pr.prNumber),
        (0,report_escape/* escapeText */.X1)(pr.prTitle ?? ''),
        (0,report_escape/* code */.aY)(pr.state ?? 'unknown'),
        priorityText(pr),
        (0,report_escape/* escapeText */.X1)(durationSince(pr.stateChangedAt, now)),
    ]
        .map((cell) => `<td>${cell}</td>`)
        .join(''));
    let md = '\n<table>\n<tr><th>#</th><th>Pull request</th><th>Title</th><th>State</th><th>Priority</th><th>In this state</th></tr>\n' +
        rows.map((row) => `<tr>${row}</tr>`).join('\n') +
        '\n</table>\n';
    if (queue.unlisted) {
        md += `\n_…and ${queue.unlisted} more awaiting admission, which the service does not list._\n`;
    }
    return md;
}
function queueLine(queue) {
    const n = (0,queue_length/* queueLength */.o)(queue);
    return (`State ${(0,report_escape/* code */.aY)(queue.state)}` +
        (queue.mode ? `, mode ${(0,report_escape/* code */.aY)(queue.mode)}` : '') +
        (queue.concurrency !== undefined ? `, concurrency ${(0,report_escape/* escapeText */.X1)(queue.concurrency)}` : '') +
        `; ${n} ${n === 1 ? 'pull request' : 'pull requests'}.\n`);
}
function queueOpSummary(about, r, result, now = Date.now()) {
    const branch = (0,report_escape/* code */.aY)(about.targetBranch ?? '');
    if (result.dryRun) {
        return (`## ${(0,report_escape/* escapeText */.X1)(r.command)}: dry run\n\n` +
            `The ${branch} queue: nothing was sent. It would have sent:\n\n` +
            plannedList(r.planned ?? []) +
            (r.reason ? `\nReason: ${(0,report_escape/* escapeText */.X1)(r.reason)}\n` : ''));
    }
    switch (r.command) {
        case 'get-queue': {
            const queue = r.queue;
            return `## The ${branch} queue: ${(0,report_escape/* escapeText */.X1)(queue.state)}\n\n${queueLine(queue)}${queueTable(about, queue, now)}`;
        }
        case 'update-queue': {
            const asked = [
                r.changes?.state && `state ${(0,report_escape/* code */.aY)(r.changes.state)}`,
                r.changes?.mode && `mode ${(0,report_escape/* code */.aY)(r.changes.mode)}`,
                r.changes?.concurrency !== undefined && `concurrency ${(0,report_escape/* escapeText */.X1)(r.changes.concurrency)}`,
            ]
                .filter(Boolean)
                .join(', ');
            const [state, mode, concurrency] = r.queue ? (0,outcome/* queueChange */.kb)(r.before, r.queue) : [];
            // What changed, before → after (what did not is in the queue's line below).
            const changed = [
                state?.includes('→') && `state ${state}`,
                mode?.includes('→') && `mode ${mode}`,
                concurrency?.includes('→') && `concurrency ${concurrency}`,
            ]
                .filter(Boolean)
                .join(', ');
            const heading = r.note
                ? `## The ${branch} queue unchanged`
                : `## The ${branch} queue: ${(0,report_escape/* escapeText */.X1)(state || 'updated')}`;
            return (`${heading}\n\n` +
                (r.reason ? `Reason: ${(0,report_escape/* escapeText */.X1)(r.reason)}\n\n` : '') +
                `Asked for ${asked}.` +
                (r.note ? ` ${(0,report_escape/* escapeText */.X1)(r.note)}` : '') +
                (changed ? `\n\nChanged: ${(0,report_escape/* escapeText */.X1)(changed)}.` : '') +
                (r.queue ? ` Now: ${queueLine(r.queue)}` : '\n'));
        }
        case 'delete-queue': {
            if (r.deleted)
                return `## Queue deleted\n\nThe ${branch} queue was deleted.\n`;
            const why = (0,report_escape/* escapeText */.X1)(r.note ?? result.failure ?? 'The queue was not deleted.');
            return `## Queue not deleted\n\n${why}\n${r.queue ? queueTable(about, r.queue, now) : ''}`;
        }
    }
}

;// CONCATENATED MODULE: ./src/report/summary.ts








/** Rows of a long list shown before "and N more". */
const SUMMARY_ROW_CAP = 50;
function table(headers, rows) {
    const head = headers.map((h) => `<th>${h}</th>`).join('');
    const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
    return `<table>\n<tr>${head}</tr>\n${body}\n</table>\n`;
}
function summary_prLink(ctx, number, url) {
    if (number === undefined)
        return '';
    return (0,report_escape/* link */.nf)(`#${number}`, url ?? (0,report_about/* pullRequestUrl */.ET)(ctx, number));
}
function about(ctx) {
    const parts = [];
    if (ctx.prNumber !== undefined)
        parts.push(`pull request ${summary_prLink(ctx, ctx.prNumber)}`);
    if (ctx.prSha)
        parts.push(`at ${(0,report_escape/* code */.aY)(ctx.prSha.slice(0, 12))}`);
    if (ctx.targetBranch)
        parts.push(`for the ${(0,report_escape/* code */.aY)(ctx.targetBranch)} queue`);
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
        md += `**Every target is impacted** because ${(0,report_escape/* escapeText */.X1)((0,format/* clause */.sb)(r.allReason ?? 'a source said so'))}.\n\n`;
    }
    else {
        const n = r.targets.length;
        md += `## Impacted targets: ${n} ${n === 1 ? 'target' : 'targets'} ${verb}\n\n${about(ctx)}`;
        if (n === 0) {
            md += 'No target is impacted by the changed files.\n\n';
        }
        else {
            const rows = r.targets.slice(0, SUMMARY_ROW_CAP).map((name) => {
                const why = r.explanations.get(name);
                const reason = why ? (0,explain/* describe */.q)(why, report_escape/* code */.aY) : '';
                const root = (0,outcome/* rootWords */.av)(name, why);
                return [`${(0,report_escape/* code */.aY)(name)}${root ? ` (${root})` : ''}`, reason];
            });
            md += table(['Target', 'Why'], rows) + more(n);
        }
    }
    if (r.changedFiles) {
        const from = r.comparison
            ? `git: ${(0,report_escape/* escapeText */.X1)((0,explain/* describeComparison */.L)(r.comparison))}`
            : r.changedFilesSource === 'rest'
                ? 'the GitHub API'
                : 'git';
        md += `\n${r.changedFiles.length} changed ${r.changedFiles.length === 1 ? 'file' : 'files'} considered (from ${from}).\n`;
    }
    for (const call of r.toolCalls ?? []) {
        const ran = call.command.length > 0 ? (0,report_escape/* code */.aY)(call.command.join(' ')) : '';
        const from = call.source === undefined ? '' : (0,report_escape/* escapeText */.X1)(call.source);
        const what = ran && from ? `${ran} (${from}, ` : ran ? `${ran} (` : `${from} (`;
        md += `\n${(0,report_escape/* escapeText */.X1)(call.tool)}'s graph: ${what}${(call.ms / 1000).toFixed(1)} s).\n`;
    }
    // Only when a workspace manager ran: a Maven or Gradle run reads no package of one.
    if (r.workspace && r.workspace.managers.length > 0) {
        const n = r.workspace.packages;
        md += `\nPackages from the ${(0,report_escape/* escapeText */.X1)(r.workspace.managers.join(' + '))} workspace: ${n} ${n === 1 ? 'package' : 'packages'}, each a target, with its dependents.\n`;
    }
    const turbo = r.workspace?.turboFiles;
    if (turbo && turbo.length > 0)
        md += `\nTurborepo: read ${turbo.map(report_escape/* code */.aY).join(', ')}.\n`;
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
        .map((e) => [`${e.at}s`, (0,report_escape/* code */.aY)(e.state), e.ready ? MARK.true : MARK.false]));
    return md + more(w.timeline.length);
}
function pullRequestSummary(ctx, r) {
    let md = `## Pull request ${r.ready ? 'ready' : 'not ready'} for the queue\n\n${about(ctx)}`;
    if (!r.submitted) {
        return `${md}The pull request is not submitted to the queue.\n${waitSummary(r)}`;
    }
    const pr = r.pullRequest ?? {};
    if (pr.prTitle !== undefined) {
        md += `**${(0,report_escape/* escapeText */.X1)(pr.prTitle)}**${pr.prAuthor ? ` by ${(0,report_escape/* escapeText */.X1)(pr.prAuthor)}` : ''}\n\n`;
    }
    const rd = r.readiness;
    const mergeability = rd?.gitHubMergeability;
    const rows = [
        ['State', (0,report_escape/* code */.aY)(r.state ?? 'unknown')],
        [
            `${rd?.doesBaseBranchMatch === true ? MARK.true : MARK.false} Base branch matches`,
            pr.prBaseBranch !== undefined ? `base ${(0,report_escape/* code */.aY)(pr.prBaseBranch)}` : '',
        ],
        [
            `${mergeability === 'mergeable' ? MARK.true : mergeability === 'not_mergeable' ? MARK.false : MARK.pending} GitHub mergeability`,
            (0,report_escape/* code */.aY)(mergeability ?? 'unknown'),
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
            `${(0,report_escape/* escapeText */.X1)(pr.priorityName ?? '')}${pr.priorityValue !== undefined ? ` (${(0,report_escape/* escapeText */.X1)(pr.priorityValue)})` : ''}`,
        ]);
    }
    md += table(['Check', 'Detail'], rows);
    if (r.reasons.length > 0) {
        md += `\nNot ready because ${(0,get_pull_request.reasonsInWords)(r.reasons)}.\n`;
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
    let md = `## Test run ${(0,report_escape/* code */.aY)(r.testRunId)}: ${(0,report_escape/* escapeText */.X1)(run.status ?? 'unknown')}\n\n`;
    md += `Test branch ${(0,report_escape/* code */.aY)(run.testBranch)} at ${(0,report_escape/* code */.aY)(run.testBranchSha.slice(0, 12))}`;
    if (ctx.targetBranch)
        md += ` for the ${(0,report_escape/* code */.aY)(ctx.targetBranch)} queue`;
    md += '.\n\n';
    if (run.testedPullRequests.length > 0) {
        md += '**Tested pull requests**\n\n';
        md += table(['Pull request', 'Title'], run.testedPullRequests
            .slice(0, SUMMARY_ROW_CAP)
            .map((pr) => [summary_prLink(ctx, pr.prNumber, pr.prUrl), (0,report_escape/* escapeText */.X1)(pr.title)]));
        md += more(run.testedPullRequests.length);
    }
    if ((run.dependentPrs ?? []).length > 0) {
        md += `\nDepends on ${(run.dependentPrs ?? []).map((n) => summary_prLink(ctx, n)).join(', ')}.\n`;
    }
    md += '\n**Required statuses**\n\n';
    md +=
        r.statuses.length === 0
            ? 'None.\n'
            : table(['Status', 'State', 'Details'], r.statuses.map((s) => [
                (0,report_escape/* code */.aY)(s.name),
                STATE_MARK[s.state],
                s.url ? (0,report_escape/* link */.nf)('details', s.url) : '',
            ]));
    const targets = r.impactedTargets;
    md += `\n<details><summary>Impacted targets (${targets.length})</summary>\n\n`;
    md +=
        targets.length === 0
            ? 'None reported.\n'
            : `${targets.slice(0, 500).map(report_escape/* code */.aY).join(' ')}${targets.length > 500 ? ` …and ${targets.length - 500} more` : ''}\n`;
    md += '\n</details>\n';
    return md;
}
function createQueueSummary(ctx, r, dryRun) {
    const settingsText = [
        r.mode ? `mode ${(0,report_escape/* code */.aY)(r.mode)}` : '',
        r.concurrency !== undefined ? `concurrency ${r.concurrency}` : '',
    ]
        .filter(Boolean)
        .join(', ');
    const branch = (0,report_escape/* code */.aY)(ctx.targetBranch ?? '');
    if (dryRun)
        return `## Queue not created (dry run)\n\nWould create the ${branch} queue${settingsText ? ` with ${settingsText}` : ''}.\n`;
    if (r.created)
        return `## Queue created\n\nThe ${branch} queue of ${(0,report_escape/* escapeText */.X1)(ctx.repo ? `${ctx.repo.owner}/${ctx.repo.name}` : 'this repository')} was created${settingsText ? ` with ${settingsText}` : ''}.\n`;
    return `## Queue already exists\n\nThe ${branch} queue already existed; nothing changed. The service said: ${(0,report_escape/* escapeText */.X1)(r.existing ?? '')}\n`;
}
function body(ctx, result) {
    if (result.skipped !== undefined) {
        return `## ${(0,report_escape/* escapeText */.X1)(result.command)}: nothing to do\n\n${(0,report_escape/* escapeText */.X1)(result.skipped)}\n`;
    }
    const data = result.data;
    if (!data) {
        return `## ${(0,report_escape/* escapeText */.X1)(result.command)}: dry run\n\n${about(ctx)}Nothing was sent to the service, so nothing was read.\n`;
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
        case 'submit-pull-request':
        case 'cancel-pull-request':
        case 'restart-tests':
            return pullRequestOpSummary(ctx, data, result);
        case 'get-queue':
        case 'update-queue':
        case 'delete-queue':
            return queueOpSummary(ctx, data, result);
    }
}
/**
 * GitHub drops a step's summary over 1 MiB silently (and one just under it too, in practice);
 * a longer one is cut here, at a line, with a note.
 */
const MAX_SUMMARY_CHARS = 900 * 1024;
/** The job summary of a run, as markdown with HTML tables, its warnings first. */
function summaryOf(ctx, result) {
    // An upload of no target: the first line says so, and why, before any warning.
    const empty = (0,outcome/* emptyUploadWhy */.Po)(result);
    let warnings = empty
        ? `**The queue ${result.dryRun ? 'would' : 'will'} not test this pull request**: ${(0,report_escape/* escapeText */.X1)(empty)}.\n\n`
        : '';
    for (const warning of result.warnings) {
        // A tool's quoted lines (quoteLines) stay lines: one <br> each, escaped as the rest.
        const [said = '', ...quoted] = warning.split(format/* QUOTED_LINE */.Cg);
        const lines = quoted.map((line) => `<br>${(0,report_escape/* escapeText */.X1)(line)}`).join('');
        warnings += `> [!WARNING]\n> ${(0,report_escape/* escapeText */.X1)(said)}${lines}\n\n`;
    }
    // Which API and credential, when known (a dry run says what it would have used, if any).
    const dryRun = result.dryRun && ctx.credential !== report_about/* NO_CREDENTIAL */.Yq ? ' (dry run: nothing sent)' : '';
    const service = ctx.credential
        ? `\n<sub>Service: ${(0,report_escape/* escapeText */.X1)(ctx.credential)}${dryRun}.</sub>\n`
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

//# sourceMappingURL=365.index.js.map