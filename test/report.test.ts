import { describe, expect, it } from 'vitest';
import { readinessOf } from '../src/commands/get-pull-request.js';
import {
  aggregateRequiredStatuses,
  checkRunState,
  statusCheckState,
} from '../src/commands/get-test-run.js';
import { escapeText, link, safeUrl } from '../src/report/escape.js';
import { stepOutputsOf as outputsOf } from '../src/report/outputs.js';
import { SUMMARY_ROW_CAP, summaryOf } from '../src/report/summary.js';
import { responseSchemas } from '../src/service/v1/schemas.js';

const ctx = {
  command: 'upload-impacted-targets' as const,
  repo: { host: 'github.com', owner: 'octo-org', name: 'octo-repo' },
  prNumber: 42,
  prSha: 'a'.repeat(40),
  targetBranch: 'main',
  serverUrl: 'https://github.com',
};

describe('readiness', () => {
  it('ready only when base matches, mergeable, and targets present when required', () => {
    expect(
      readinessOf({
        doesBaseBranchMatch: true,
        gitHubMergeability: 'mergeable',
        requiresImpactedTargets: false,
      }),
    ).toEqual([]);
    expect(
      readinessOf({
        doesBaseBranchMatch: true,
        gitHubMergeability: 'mergeable',
        requiresImpactedTargets: true,
        hasImpactedTargets: true,
      }),
    ).toEqual([]);
    expect(
      readinessOf({
        doesBaseBranchMatch: false,
        gitHubMergeability: 'not_mergeable',
        requiresImpactedTargets: true,
      }),
    ).toEqual(['base-branch-mismatch', 'not-mergeable', 'impacted-targets-missing']);
    expect(readinessOf({ doesBaseBranchMatch: true, gitHubMergeability: 'in_progress' })).toEqual([
      'mergeability-pending',
    ]);
    expect(readinessOf({ doesBaseBranchMatch: true, gitHubMergeability: 'unspecified' })).toEqual([
      'mergeability-pending',
    ]);
    expect(readinessOf(undefined)).toEqual(['base-branch-mismatch', 'mergeability-pending']);
  });
});

describe('check aggregation', () => {
  it('classifies conclusions and states', () => {
    for (const c of ['failure', 'cancelled', 'timed_out', 'action_required', 'stale']) {
      expect(checkRunState({ status: 'completed', conclusion: c })).toBe('failed');
    }
    for (const c of ['success', 'neutral', 'skipped'])
      expect(checkRunState({ status: 'completed', conclusion: c })).toBe('passed');
    expect(checkRunState({ status: 'in_progress' })).toBe('pending');
    expect(checkRunState({ status: 'queued', conclusion: null })).toBe('pending');
    expect(statusCheckState('error')).toBe('failed');
    expect(statusCheckState('failure')).toBe('failed');
    expect(statusCheckState('success')).toBe('passed');
    expect(statusCheckState('pending')).toBe('pending');
    expect(statusCheckState(undefined)).toBe('pending');
  });

  it('matches check runs by name and status checks by context; missing counts as pending', () => {
    const run = responseSchemas().testRun.parse({
      requiredStatuses: ['build', 'lint', 'deploy', 'e2e', 'docs'],
      testBranch: 'trunk-merge/pr-1/x',
      testBranchSha: 'abc',
      checkSuites: [
        {
          checkRuns: [
            { name: 'build', url: 'https://ci/build', status: 'COMPLETED', conclusion: 'SUCCESS' },
          ],
        },
        {
          checkRuns: [
            { name: 'e2e', url: 'https://ci/e2e', status: 'COMPLETED', conclusion: 'TIMED_OUT' },
          ],
        },
        { checkRuns: [{ name: 'docs', url: 'https://ci/docs', status: 'IN_PROGRESS' }] },
      ],
      statusChecks: [{ context: 'lint', state: 'ERROR', url: 'https://ci/lint' }],
      testedPullRequests: [],
    });
    expect(aggregateRequiredStatuses(run)).toEqual([
      { name: 'build', state: 'passed', url: 'https://ci/build' },
      { name: 'lint', state: 'failed', url: 'https://ci/lint' },
      { name: 'deploy', state: 'pending', url: undefined },
      { name: 'e2e', state: 'failed', url: 'https://ci/e2e' },
      { name: 'docs', state: 'pending', url: 'https://ci/docs' },
    ]);
  });
});

describe('escaping', () => {
  it('neutralises HTML, table pipes, markdown links and line breaks', () => {
    const hostile =
      '<img src=x onerror=alert(1)> | [click](javascript:alert(1)) **bold**\n# heading @team';
    const out = escapeText(hostile);
    expect(out.replace(/&#?\w+;/g, '')).not.toMatch(/[<>|[\]()\n*#@]/);
    expect(out).toContain('&lt;img');
    expect(out).toContain('&#124;');
  });

  it('links only http(s) URLs', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,x')).toBeUndefined();
    expect(safeUrl('/relative')).toBeUndefined();
    expect(link('x', 'javascript:alert(1)')).toBe('x');
    expect(link('a"b', 'https://e.com/?q="><script>')).toBe(
      '<a href="https://e.com/?q=%22%3E%3Cscript%3E">a&quot;b</a>',
    );
  });
});

describe('outputs', () => {
  it('upload: JSON list, counts, flags', () => {
    const out = outputsOf(ctx, {
      command: 'upload-impacted-targets',
      data: {
        command: 'upload-impacted-targets',
        targets: ['api', 'web'],
        explanations: new Map(),
        changedFiles: ['a', 'b', 'c'],
        uploaded: true,
        forkMode: false,
      },
      warnings: [],
      dryRun: false,
    });
    expect(out).toEqual({
      command: 'upload-impacted-targets',
      'pr-number': '42',
      'pr-sha': 'a'.repeat(40),
      'target-branch': 'main',
      'impacted-targets': '["api","web"]',
      'impacts-all': 'false',
      'impacted-targets-count': '2',
      'changed-files-count': '3',
      uploaded: 'true',
      'is-test-branch': 'false',
      skip: 'false',
    });
  });

  it('upload of ALL: the string ALL and an empty count', () => {
    const out = outputsOf(ctx, {
      command: 'upload-impacted-targets',
      data: {
        command: 'upload-impacted-targets',
        targets: 'ALL',
        explanations: new Map(),
        uploaded: false,
        forkMode: false,
      },
      warnings: [],
      dryRun: true,
    });
    expect(out['impacted-targets']).toBe('ALL');
    expect(out['impacts-all']).toBe('true');
    expect(out['impacted-targets-count']).toBe('');
    expect(out['changed-files-count']).toBe('');
    expect(out.uploaded).toBe('false');
  });
});

describe('summary', () => {
  it('caps the target table and says how many more', () => {
    const targets = Array.from(
      { length: SUMMARY_ROW_CAP + 7 },
      (_, i) => `t${String(i).padStart(3, '0')}`,
    );
    const md = summaryOf(ctx, {
      command: 'upload-impacted-targets',
      data: {
        command: 'upload-impacted-targets',
        targets,
        explanations: new Map(
          targets.map((t) => [t, { kind: 'pattern', file: `${t}/x.ts`, pattern: `${t}/**` }]),
        ),
        changedFiles: targets,
        uploaded: true,
        forkMode: false,
      },
      warnings: [],
      dryRun: false,
    });
    expect(md).toContain(`## Impacted targets: ${SUMMARY_ROW_CAP + 7} targets uploaded`);
    expect(md).toContain('…and 7 more');
    expect(md).toContain('<code>t000/x.ts</code> matches <code>t000/&#42;&#42;</code>');
    expect(md).not.toContain(`t${SUMMARY_ROW_CAP + 6}`);
  });

  it('update-queue: a hostile state the service answers and a hostile reason stay text', () => {
    const hostile = '::error::pwned\n<img src=x onerror=alert(1)> | **bold**';
    const md = summaryOf(
      { ...ctx, command: 'update-queue' },
      {
        command: 'update-queue',
        warnings: [],
        dryRun: false,
        data: {
          command: 'update-queue',
          changes: { state: 'paused' },
          reason: hostile,
          before: { state: 'running', mode: 'single', concurrency: 1, enqueuedPullRequests: [] },
          queue: { state: hostile, mode: 'single', concurrency: 1, enqueuedPullRequests: [] },
        },
      },
    );
    expect(md).not.toMatch(/<img|\*\*bold|^::error::/m);
    expect(md).toContain(
      'Reason: &#58;&#58;error&#58;&#58;pwned &lt;img src=x onerror=alert&#40;1&#41;&gt; &#124;',
    );
    expect(md).toContain('## The <code>main</code> queue: running → &#58;&#58;error');
  });

  it('escapes hostile titles, authors and URLs from the service', () => {
    const md = summaryOf(
      { ...ctx, command: 'get-test-run' },
      {
        command: 'get-test-run',
        warnings: [],
        dryRun: false,
        data: {
          command: 'get-test-run',
          testRunId: 'r1',
          testRun: responseSchemas().testRun.parse({
            requiredStatuses: ['<b>x</b>'],
            testBranch: 'trunk-merge/pr-1/r1',
            testBranchSha: 'abc',
            status: 'FAILED',
            checkSuites: [],
            statusChecks: [{ context: '<b>x</b>', state: 'FAILURE', url: 'javascript:alert(1)' }],
            testedPullRequests: [
              {
                prNumber: 1,
                prUrl: 'javascript:alert(2)',
                title: '</td></tr><script>alert(3)</script> | ![x](https://evil/x.png)',
              },
            ],
          }),
          statuses: [{ name: '<b>x</b>', state: 'failed', url: 'javascript:alert(1)' }],
          failedChecks: ['<b>x</b>'],
          pendingChecks: [],
          impactedTargets: ['<i>t</i>'],
          impactedTargetsForTestedPrs: [],
          runAll: false,
        },
      },
    );
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('<b>');
    expect(md).not.toContain('<i>');
    expect(md).not.toContain('javascript:');
    expect(md).not.toContain('![x]');
    expect(md).toContain('&lt;/td&gt;&lt;/tr&gt;&lt;script&gt;');
  });
});
