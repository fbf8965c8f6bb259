/** Input names, exactly as action.yml declares them. */
export const Inputs = {
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
} as const;

export type InputName = (typeof Inputs)[keyof typeof Inputs];

/** Output names, exactly as action.yml declares them. */
export const Outputs = {
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
} as const;

export type OutputName = (typeof Outputs)[keyof typeof Outputs];

export const COMMANDS = [
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
] as const;
export type CommandInput = (typeof COMMANDS)[number];
export type Command = Exclude<CommandInput, 'auto'>;

/** The commands that act on one pull request in the queue (never picked by `auto`). */
export const PULL_REQUEST_COMMANDS = [
  'submit-pull-request',
  'cancel-pull-request',
  'restart-tests',
] as const;
export type PullRequestCommand = (typeof PULL_REQUEST_COMMANDS)[number];

/** The commands that read or change a queue itself (never picked by `auto`). */
export const QUEUE_COMMANDS = ['get-queue', 'update-queue', 'delete-queue'] as const;
export type QueueCommand = (typeof QUEUE_COMMANDS)[number];

/** A commit SHA: 40 (SHA-1) or 64 (SHA-256) hex digits, in either case. */
export const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/** Prefix of the branches the queue runs its tests on. */
export const TEST_BRANCH_PREFIX = 'trunk-merge/';

/** Prefix of the queue's short-lived branches, on which CI should not run. */
export const TEMP_BRANCH_PREFIX = 'trunk-temp/';

/** The v1 API's base address: operation names are appended to it. */
export const DEFAULT_API_URL = 'https://api.trunk.io/v1';

/** The v2 API's address: its paths, which start with /v2, are appended to it. */
export const DEFAULT_API_URL_V2 = 'https://api.trunk.io';

export const API_VERSIONS = ['v1', 'v2', 'auto'] as const;
export type ApiVersionInput = (typeof API_VERSIONS)[number];
