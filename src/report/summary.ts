import type { CreateQueueData } from '../commands/create-queue.js';
import { reasonsInWords, type PullRequestData } from '../commands/get-pull-request.js';
import type { CheckState, TestRunData } from '../commands/get-test-run.js';
import type { CommandResult } from '../commands/index.js';
import type { UploadData } from '../commands/upload.js';
import { describeComparison, describe as explain } from '../targets/explain.js';
import { NO_CREDENTIAL, pullRequestUrl, type About } from './about.js';
import { QUOTED_LINE } from '../format.js';
import { emptyUploadWhy, rootWords } from './outcome.js';
import { clause } from '../format.js';
import { code, escapeText, link } from './escape.js';
import { pullRequestOpSummary, queueOpSummary } from './queue-summary.js';

/** Rows of a long list shown before "and N more". */
export const SUMMARY_ROW_CAP = 50;

type Ctx = About;

function table(headers: string[], rows: string[][]): string {
  const head = headers.map((h) => `<th>${h}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<tr>${head}</tr>\n${body}\n</table>\n`;
}

function prLink(ctx: Ctx, number: number | undefined, url?: string): string {
  if (number === undefined) return '';
  return link(`#${number}`, url ?? pullRequestUrl(ctx, number));
}

function about(ctx: Ctx): string {
  const parts: string[] = [];
  if (ctx.prNumber !== undefined) parts.push(`pull request ${prLink(ctx, ctx.prNumber)}`);
  if (ctx.prSha) parts.push(`at ${code(ctx.prSha.slice(0, 12))}`);
  if (ctx.targetBranch) parts.push(`for the ${code(ctx.targetBranch)} queue`);
  return parts.length > 0 ? `${parts.join(' ')}\n\n` : '';
}

function more(total: number): string {
  return total > SUMMARY_ROW_CAP ? `\n_…and ${total - SUMMARY_ROW_CAP} more._\n` : '';
}

function uploadSummary(ctx: Ctx, r: UploadData, result: CommandResult): string {
  const verb = result.dryRun
    ? 'computed (dry run, not uploaded)'
    : r.uploaded
      ? 'uploaded'
      : 'not uploaded';
  let md = '';
  if (r.targets === 'ALL') {
    md += `## Impacted targets: ALL ${verb}\n\n${about(ctx)}`;
    md += `**Every target is impacted** because ${escapeText(clause(r.allReason ?? 'a source said so'))}.\n\n`;
  } else {
    const n = r.targets.length;
    md += `## Impacted targets: ${n} ${n === 1 ? 'target' : 'targets'} ${verb}\n\n${about(ctx)}`;
    if (n === 0) {
      md += 'No target is impacted by the changed files.\n\n';
    } else {
      const rows = r.targets.slice(0, SUMMARY_ROW_CAP).map((name) => {
        const why = r.explanations.get(name);
        const reason = why ? explain(why, code) : '';
        const root = rootWords(name, why);
        return [`${code(name)}${root ? ` (${root})` : ''}`, reason];
      });
      md += table(['Target', 'Why'], rows) + more(n);
    }
  }
  if (r.changedFiles) {
    const from = r.comparison
      ? `git: ${escapeText(describeComparison(r.comparison))}`
      : r.changedFilesSource === 'rest'
        ? 'the GitHub API'
        : 'git';
    md += `\n${r.changedFiles.length} changed ${r.changedFiles.length === 1 ? 'file' : 'files'} considered (from ${from}).\n`;
  }
  for (const call of r.toolCalls ?? []) {
    const ran = call.command.length > 0 ? code(call.command.join(' ')) : '';
    const from = call.source === undefined ? '' : escapeText(call.source);
    const what = ran && from ? `${ran} (${from}, ` : ran ? `${ran} (` : `${from} (`;
    md += `\n${escapeText(call.tool)}'s graph: ${what}${(call.ms / 1000).toFixed(1)} s).\n`;
  }
  // Only when a workspace manager ran: a Maven or Gradle run reads no package of one.
  if (r.workspace && r.workspace.managers.length > 0) {
    const n = r.workspace.packages;
    md += `\nPackages from the ${escapeText(r.workspace.managers.join(' + '))} workspace: ${n} ${n === 1 ? 'package' : 'packages'}, each a target, with its dependents.\n`;
  }
  const turbo = r.workspace?.turboFiles;
  if (turbo && turbo.length > 0) md += `\nTurborepo: read ${turbo.map(code).join(', ')}.\n`;
  if (r.forkMode) md += '\nUploaded in fork mode (workflow run id instead of an API token).\n';
  return md;
}

const MARK = { true: '✅', false: '❌', pending: '⏳' } as const;

const WAIT_WORDS = {
  met: 'the condition was met',
  'timed-out': 'the wait timed out',
  unreachable: 'the pull request reached a state that cannot meet the condition',
  cancelled: 'the job was cancelled',
} as const;

/** The wait's result and its timeline (one row per change seen). */
function waitSummary(r: PullRequestData): string {
  if (!r.wait) return '';
  const w = r.wait;
  let md = `\n**Waited ${w.waitedSeconds}s** (${w.polls} ${w.polls === 1 ? 'read' : 'reads'}): ${WAIT_WORDS[w.result]}.\n\n`;
  md += table(
    ['After', 'State', 'Ready'],
    w.timeline
      .slice(0, SUMMARY_ROW_CAP)
      .map((e) => [`${e.at}s`, code(e.state), e.ready ? MARK.true : MARK.false]),
  );
  return md + more(w.timeline.length);
}

function pullRequestSummary(ctx: Ctx, r: PullRequestData): string {
  let md = `## Pull request ${r.ready ? 'ready' : 'not ready'} for the queue\n\n${about(ctx)}`;
  if (!r.submitted) {
    return `${md}The pull request is not submitted to the queue.\n${waitSummary(r)}`;
  }
  const pr = r.pullRequest ?? {};
  if (pr.prTitle !== undefined) {
    md += `**${escapeText(pr.prTitle)}**${pr.prAuthor ? ` by ${escapeText(pr.prAuthor)}` : ''}\n\n`;
  }
  const rd = r.readiness;
  const mergeability = rd?.gitHubMergeability;
  const rows: string[][] = [
    ['State', code(r.state ?? 'unknown')],
    [
      `${rd?.doesBaseBranchMatch === true ? MARK.true : MARK.false} Base branch matches`,
      pr.prBaseBranch !== undefined ? `base ${code(pr.prBaseBranch)}` : '',
    ],
    [
      `${mergeability === 'mergeable' ? MARK.true : mergeability === 'not_mergeable' ? MARK.false : MARK.pending} GitHub mergeability`,
      code(mergeability ?? 'unknown'),
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
      `${escapeText(pr.priorityName ?? '')}${pr.priorityValue !== undefined ? ` (${escapeText(pr.priorityValue)})` : ''}`,
    ]);
  }
  md += table(['Check', 'Detail'], rows);
  if (r.reasons.length > 0) {
    md += `\nNot ready because ${reasonsInWords(r.reasons)}.\n`;
  }
  return md + waitSummary(r);
}

const STATE_MARK: Record<CheckState, string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  pending: '⏳ pending',
};

function testRunSummary(ctx: Ctx, r: TestRunData): string {
  const run = r.testRun;
  let md = `## Test run ${code(r.testRunId)}: ${escapeText(run.status ?? 'unknown')}\n\n`;
  md += `Test branch ${code(run.testBranch)} at ${code(run.testBranchSha.slice(0, 12))}`;
  if (ctx.targetBranch) md += ` for the ${code(ctx.targetBranch)} queue`;
  md += '.\n\n';
  if (run.testedPullRequests.length > 0) {
    md += '**Tested pull requests**\n\n';
    md += table(
      ['Pull request', 'Title'],
      run.testedPullRequests
        .slice(0, SUMMARY_ROW_CAP)
        .map((pr) => [prLink(ctx, pr.prNumber, pr.prUrl), escapeText(pr.title)]),
    );
    md += more(run.testedPullRequests.length);
  }
  if ((run.dependentPrs ?? []).length > 0) {
    md += `\nDepends on ${(run.dependentPrs ?? []).map((n) => prLink(ctx, n)).join(', ')}.\n`;
  }
  md += '\n**Required statuses**\n\n';
  md +=
    r.statuses.length === 0
      ? 'None.\n'
      : table(
          ['Status', 'State', 'Details'],
          r.statuses.map((s) => [
            code(s.name),
            STATE_MARK[s.state],
            s.url ? link('details', s.url) : '',
          ]),
        );
  const targets = r.impactedTargets;
  md += `\n<details><summary>Impacted targets (${targets.length})</summary>\n\n`;
  md +=
    targets.length === 0
      ? 'None reported.\n'
      : `${targets.slice(0, 500).map(code).join(' ')}${targets.length > 500 ? ` …and ${targets.length - 500} more` : ''}\n`;
  md += '\n</details>\n';
  return md;
}

function createQueueSummary(ctx: Ctx, r: CreateQueueData, dryRun: boolean): string {
  const settingsText = [
    r.mode ? `mode ${code(r.mode)}` : '',
    r.concurrency !== undefined ? `concurrency ${r.concurrency}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const branch = code(ctx.targetBranch ?? '');
  if (dryRun)
    return `## Queue not created (dry run)\n\nWould create the ${branch} queue${settingsText ? ` with ${settingsText}` : ''}.\n`;
  if (r.created)
    return `## Queue created\n\nThe ${branch} queue of ${escapeText(ctx.repo ? `${ctx.repo.owner}/${ctx.repo.name}` : 'this repository')} was created${settingsText ? ` with ${settingsText}` : ''}.\n`;
  return `## Queue already exists\n\nThe ${branch} queue already existed; nothing changed. The service said: ${escapeText(r.existing ?? '')}\n`;
}

function body(ctx: Ctx, result: CommandResult): string {
  if (result.skipped !== undefined) {
    return `## ${escapeText(result.command)}: nothing to do\n\n${escapeText(result.skipped)}\n`;
  }
  const data = result.data;
  if (!data) {
    return `## ${escapeText(result.command)}: dry run\n\n${about(ctx)}Nothing was sent to the service, so nothing was read.\n`;
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
export const MAX_SUMMARY_CHARS = 900 * 1024;

/** The job summary of a run, as markdown with HTML tables, its warnings first. */
export function summaryOf(ctx: Ctx, result: CommandResult): string {
  // An upload of no target: the first line says so, and why, before any warning.
  const empty = emptyUploadWhy(result);
  let warnings = empty
    ? `**The queue ${result.dryRun ? 'would' : 'will'} not test this pull request**: ${escapeText(empty)}.\n\n`
    : '';
  for (const warning of result.warnings) {
    // A tool's quoted lines (quoteLines) stay lines: one <br> each, escaped as the rest.
    const [said = '', ...quoted] = warning.split(QUOTED_LINE);
    const lines = quoted.map((line) => `<br>${escapeText(line)}`).join('');
    warnings += `> [!WARNING]\n> ${escapeText(said)}${lines}\n\n`;
  }
  // Which API and credential, when known (a dry run says what it would have used, if any).
  const dryRun =
    result.dryRun && ctx.credential !== NO_CREDENTIAL ? ' (dry run: nothing sent)' : '';
  const service = ctx.credential
    ? `\n<sub>Service: ${escapeText(ctx.credential)}${dryRun}.</sub>\n`
    : '';
  return capSummary(warnings + body(ctx, result) + service);
}

/** Cut markdown longer than MAX_SUMMARY_CHARS at a line break, and say so. */
export function capSummary(md: string, max = MAX_SUMMARY_CHARS): string {
  if (md.length <= max) return md;
  const cut = md.lastIndexOf('\n', max);
  return `${md.slice(0, cut > 0 ? cut : max)}\n\n_The summary was cut here: GitHub keeps at most 1 MiB of it. The step's outputs and log have the rest._\n`;
}
