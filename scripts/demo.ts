/**
 * npm run demo: the main job end to end, with no account and no network. Starts the local fake
 * of the service on 127.0.0.1, makes a small git repository with a pull request branch, checks it
 * out the way actions/checkout does, runs dist/index.js the way the runner does for
 * upload-impacted-targets, get-pull-request, a wait-for (in the background while the rest runs),
 * get-test-run, a pnpm workspace, an upload on the v2 API with an organisation key and a keyless
 * upload through the (stand-in) trunk CLI, prints the step outputs and the job summaries as text,
 * and cleans up. It takes about 6 s: the wait's second read comes 5 s after its first.
 */
import * as path from 'node:path';
import { readFileSync } from 'node:fs';
import { FakeService } from '../test/support/fake-service.js';
import { FakeServiceV2 } from '../test/support/fake-service-v2.js';
import { writeFakeTrunk } from '../test/support/fake-trunk.js';
import { Repo, removeDir, shallowCheckout, tempDir } from '../test/support/git-repo.js';
import { runAction, type RunResult } from '../test/support/runner.js';
import { PNPM } from '../test/support/workspace-fixtures.js';

const TARGETS = `
api:
  - services/api/**
  - libs/common/**
  - '!**/*.md'
web: web/**
docs: docs/**
e2e:
  paths: [tests/e2e/**]
  depends-on: [api, web]
`;

/** The job summary (markdown with HTML tables) as plain text for a terminal. */
function asText(html: string): string {
  return html
    .replace(/<\/t[hd]><t[hd]>/g, ' | ')
    .replace(/<\/tr>\n?/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function show(title: string, result: RunResult): void {
  console.log(`\n=== ${title}: exit code ${result.code} ===`);
  console.log('--- step outputs ---');
  for (const [name, value] of Object.entries(result.outputs)) {
    console.log(`${name} = ${value.length > 200 ? `${value.slice(0, 200)}…` : value}`);
  }
  console.log('--- job summary ---');
  console.log(asText(result.summary));
  if (result.code !== 0) console.log(`--- log ---\n${result.stdout}${result.stderr}`);
}

const root = tempDir('mq-demo-');
const service = new FakeService({ apiToken: 'demo-api-token' });
const serviceV2 = new FakeServiceV2({ apiKey: 'trunk_v2_demoOrgKey' });
try {
  await Promise.all([service.start(), serviceV2.start()]);
  console.log(`Fake merge-queue service on ${service.url} (v1) and ${serviceV2.url} (v2)`);

  // A repository whose pull request #1 changes the API and a doc, while main moves on.
  const origin = Repo.init(path.join(root, 'origin'));
  origin
    .write('services/api/server.ts')
    .write('libs/common/util.ts')
    .write('web/app.tsx')
    .write('docs/guide.md')
    .commit('initial');
  origin.git('checkout', '-q', '-b', 'feature/faster-login');
  origin.write('services/api/server.ts', 'faster\n').write('services/api/CHANGELOG.md', 'notes\n');
  const head = origin.commit('Make login faster');
  origin.git('checkout', '-q', 'main');
  origin.write('web/app.tsx', 'main moved on\n');
  const main = origin.commit('Unrelated change on main');
  origin.git('update-ref', 'refs/pull/1/head', head);
  origin.git('merge', '-q', '--no-ff', '-m', 'Merge #1', head);
  const merge = origin.head();
  origin.git('update-ref', 'refs/pull/1/merge', merge);
  origin.git('reset', '-q', '--hard', main);
  const workspace = path.join(root, 'workspace');
  shallowCheckout(origin, workspace, 'refs/pull/1/merge', 'refs/remotes/pull/1/merge');
  console.log(
    `Pull request #1: feature/faster-login (${head.slice(0, 12)}) into main, checked out at depth 1`,
  );

  const repo = { host: 'github.com', owner: 'demo-org', name: 'demo-repo' };
  // The queue already knows the PR; its readiness needs impacted targets.
  service.addPullRequest(repo, 'main', {
    prNumber: 1,
    prTitle: 'Make login faster',
    prAuthor: 'octocat',
    prSha: head,
    prBaseBranch: 'main',
    state: 'PENDING',
    stateChangedAt: new Date().toISOString(),
    priorityValue: 100,
    priorityName: 'medium',
    skipTheLine: false,
    forceEnqueued: false,
    isCurrentlySubmittedToQueue: true,
    readiness: {
      requiresImpactedTargets: true,
      doesBaseBranchMatch: true,
      gitHubMergeability: 'MERGEABLE',
    },
  });

  const payload = {
    action: 'synchronize',
    number: 1,
    pull_request: {
      number: 1,
      title: 'Make login faster',
      head: { sha: head, ref: 'feature/faster-login', repo: { full_name: 'demo-org/demo-repo' } },
      base: { sha: main, ref: 'main', repo: { full_name: 'demo-org/demo-repo' } },
    },
    repository: { full_name: 'demo-org/demo-repo', default_branch: 'main' },
  };
  const common = {
    eventName: 'pull_request',
    payload,
    workspace,
    repository: 'demo-org/demo-repo',
    // A pull_request run checks out refs/pull/N/merge: GITHUB_SHA is the test merge commit.
    env: { GITHUB_SHA: merge },
  };
  const apiInputs = { 'api-url': service.url, 'api-token': service.apiToken };

  // A second pull request the queue is still taking in: it is not ready at the first read and
  // starts testing two seconds later, so the wait's next read (5 s after the first) sees it.
  // The wait runs in the background while the other parts of the demo run.
  const pr2 = (state: string) =>
    service.addPullRequest(repo, 'main', {
      prNumber: 2,
      prTitle: 'Add dark mode',
      state,
      readiness: {
        doesBaseBranchMatch: true,
        gitHubMergeability: state === 'NOT_READY' ? 'IN_PROGRESS' : 'MERGEABLE',
      },
    });
  pr2('NOT_READY');
  let moved: NodeJS.Timeout | undefined;
  service.onAnswered = (request) => {
    const body = request.body as { pr?: { number?: number } };
    if (request.operation === 'getSubmittedPullRequest' && body.pr?.number === 2 && !moved) {
      moved = setTimeout(() => pr2('TESTING'), 2000);
    }
  };
  console.log(
    'Pull request #2 waits in the background until it is testing (reads 5 s apart, then less often)',
  );
  const waiting = runAction({
    ...common,
    inputs: {
      ...apiInputs,
      command: 'get-pull-request',
      'pr-number': '2',
      'wait-for': 'testing',
      'wait-timeout-seconds': '120',
    },
  });

  const upload = await runAction({
    ...common,
    inputs: { ...apiInputs, command: 'upload-impacted-targets', targets: TARGETS },
  });
  show('upload-impacted-targets', upload);
  const readiness = await runAction({
    ...common,
    inputs: { ...apiInputs, command: 'get-pull-request' },
  });
  show('get-pull-request', readiness);

  // The queue's test branch for #1: only the batch's impacted targets run.
  service.addTestRun(repo, 'main', '5df78918', {
    requiredStatuses: ['build', 'test'],
    testBranch: 'trunk-merge/pr-1/5df78918',
    testBranchSha: merge,
    status: 'IN_PROGRESS',
    checkSuites: [
      {
        checkRuns: [
          {
            name: 'build',
            url: 'https://ci.example/build/1',
            status: 'completed',
            conclusion: 'success',
          },
        ],
      },
    ],
    statusChecks: [],
    testedPullRequests: [
      {
        prNumber: 1,
        prUrl: 'https://github.com/demo-org/demo-repo/pull/1',
        title: 'Make login faster',
      },
    ],
    impactedTargets: ['api', 'e2e'],
  });
  const testRun = await runAction({
    eventName: 'push',
    payload: {
      ref: 'refs/heads/trunk-merge/pr-1/5df78918',
      after: merge,
      repository: { full_name: 'demo-org/demo-repo', default_branch: 'main' },
    },
    workspace,
    repository: 'demo-org/demo-repo',
    inputs: { ...apiInputs },
  });
  show('get-test-run (auto, on trunk-merge/pr-1/5df78918)', testRun);

  // A pnpm workspace, no rules: PR #3 changes the shared library, and its dependents follow.
  const mono = Repo.init(path.join(root, 'monorepo'));
  for (const [file, text] of Object.entries(PNPM)) mono.write(file, text);
  const monoMain = mono.commit('A pnpm workspace');
  mono.git('checkout', '-q', '-b', 'fix/common-rounding');
  mono.write('packages/common/src/index.ts', 'export const common = 2;\n');
  const monoHead = mono.commit('Fix rounding in @acme/common');
  mono.git('checkout', '-q', 'main');
  mono.git('merge', '-q', '--no-ff', '-m', 'Merge #3', monoHead);
  const monoMerge = mono.head();
  mono.git('update-ref', 'refs/pull/3/merge', monoMerge);
  mono.git('reset', '-q', '--hard', monoMain);
  const monoWorkspace = path.join(root, 'monorepo-checkout');
  shallowCheckout(mono, monoWorkspace, 'refs/pull/3/merge', 'refs/remotes/pull/3/merge');
  console.log(
    '\nPull request #3 in a pnpm workspace changes packages/common; no rules, workspaces: auto',
  );
  const cascade = await runAction({
    eventName: 'pull_request',
    payload: {
      action: 'synchronize',
      number: 3,
      pull_request: {
        number: 3,
        title: 'Fix rounding in @acme/common',
        head: { sha: monoHead, ref: 'fix/common-rounding' },
        base: { sha: monoMain, ref: 'main' },
      },
      repository: { full_name: 'demo-org/monorepo', default_branch: 'main' },
    },
    workspace: monoWorkspace,
    repository: 'demo-org/monorepo',
    env: { GITHUB_SHA: monoMerge },
    inputs: {
      ...apiInputs,
      workspaces: 'auto',
      // One rule beside the packages: end-to-end tests run whenever the API is impacted.
      targets: 'e2e:\n  paths: [e2e/**]\n  depends-on: ["@acme/api"]\n',
    },
  });
  show('upload-impacted-targets (auto) with workspaces: auto', cascade);

  // The same pull request uploaded through the v2 API with an organisation key...
  const demoRepositoryId = serviceV2.addRepository('demo-org', 'demo-repo');
  const v2Upload = await runAction({
    ...common,
    inputs: {
      'api-url': serviceV2.url,
      'api-token': serviceV2.apiKey,
      command: 'upload-impacted-targets',
      targets: TARGETS,
    },
  });
  show('upload-impacted-targets on v2 (organisation key, api-version auto)', v2Upload);
  console.log(
    `The fake v2 service received: ${serviceV2.requests.map((r) => `${r.method} ${r.path}`).join(', ')}`,
  );

  // ...and with no secret at all: trunk-io/login has logged the trunk CLI in (a stand-in here).
  const bin = path.join(root, 'bin');
  writeFakeTrunk(bin);
  const cliLog = path.join(root, 'trunk-calls');
  const keyless = await runAction({
    ...common,
    inputs: { command: 'upload-impacted-targets', targets: TARGETS },
    env: {
      ...common.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      FAKE_TRUNK_LOG: cliLog,
    },
  });
  show('upload-impacted-targets keyless (no api-token, after trunk-io/login)', keyless);
  console.log(
    `The trunk CLI was run as: trunk ${readFileSync(cliLog, 'utf8').trim().split('\n').join(' ')}`,
  );

  const waited = await waiting;
  clearTimeout(moved);
  show('get-pull-request with wait-for: testing (ran in the background)', waited);

  console.log(
    `\nThe fake service received ${service.requests.length} request(s): ${service.requests.map((r) => r.operation).join(', ')}`,
  );
  process.exitCode =
    upload.code === 0 &&
    v2Upload.outputs['api-version'] === 'v2' &&
    serviceV2.uploadFor(demoRepositoryId, 1) !== undefined &&
    keyless.outputs['api-version'] === 'v2-login' &&
    keyless.outputs.uploaded === 'true' &&
    readiness.code === 0 &&
    readiness.outputs.ready === 'true' &&
    waited.outputs['wait-result'] === 'met' &&
    testRun.outputs['impacted-targets-matrix'] === '{"target":["api","e2e"]}' &&
    cascade.outputs['impacted-targets'] ===
      '["@acme/api","@acme/common","@acme/ui","@acme/web","e2e"]'
      ? 0
      : 1;
} finally {
  await Promise.all([service.stop(), serviceV2.stop()]);
  removeDir(root);
}
