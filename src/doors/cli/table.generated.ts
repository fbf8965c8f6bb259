// Generated from action.yml and src/doors/cli/help.yml by scripts/cli-table.mjs (npm run bundle): do not edit.

/** The action's inputs, in action.yml's order: the command-line flags of the same names (`help`: the tool's words). */
export const INPUT_TABLE = [
  {
    "name": "command",
    "description": "What to do: upload-impacted-targets, get-pull-request, get-test-run, create-queue, submit-pull-request, cancel-pull-request, restart-tests, get-queue, update-queue, delete-queue, or auto (get-test-run on a trunk-merge/ test branch; upload-impacted-targets when a target source is configured; otherwise get-pull-request; auto never drives the queue).",
    "default": "auto",
    "help": "What to do: upload-impacted-targets, get-pull-request, get-test-run, create-queue, submit-pull-request, cancel-pull-request, restart-tests, get-queue, update-queue, delete-queue, or auto (get-test-run on a trunk-merge/ test branch; upload-impacted-targets when a target source is configured; otherwise get-pull-request; auto never drives the queue)."
  },
  {
    "name": "api-token",
    "description": "The service API key, masked in logs: a v1 API token (sent as x-api-token) or a v2 organisation key starting trunk_v2_ (sent as Authorization: Bearer). Required by every command except a dry run, fork mode (a fork pull request with no token on v1) and the keyless upload (no token, after trunk-io/login).",
    "default": "",
    "help": "The service API key; default: the TRUNK_API_TOKEN environment variable (prefer it: a process list shows flags). A v1 API token (sent as x-api-token) or a v2 organisation key starting trunk_v2_ (sent as Authorization: Bearer). Every command needs one, except a dry run. Never printed."
  },
  {
    "name": "api-url",
    "description": "Base address of the service API. Empty: https://api.trunk.io/v1 on v1, https://api.trunk.io on v2 (https://api.trunk.io/v2 is accepted too). On v1 the operation names are appended to it; on v2 the /v2 paths.",
    "default": "",
    "help": "Base address of the service API. Empty: https://api.trunk.io/v1 on v1, https://api.trunk.io on v2 (https://api.trunk.io/v2 is accepted too). On v1 the operation names are appended to it; on v2 the /v2 paths."
  },
  {
    "name": "allow-insecure-api-url",
    "description": "Allow a plain http:// api-url to a host other than this machine (the API key then travels in clear text). http:// to localhost or 127.0.0.1 is always allowed.",
    "default": "false",
    "help": "Allow a plain http:// api-url to a host other than this machine (the API key then travels in clear text). http:// to localhost or 127.0.0.1 is always allowed."
  },
  {
    "name": "api-version",
    "description": "v1, v2 or auto. auto: a trunk_v2_ key means v2 and any other api-token v1; no api-token on an upload with a trunk CLI on PATH (trunk-io/login ran) means the keyless v2 upload; else as v1.",
    "default": "auto",
    "help": "v1, v2 or auto. auto: a trunk_v2_ key means v2 and any other key v1."
  },
  {
    "name": "github-token",
    "description": "Token for GitHub REST look-ups only (the open pull request of a pushed branch; a pull request's files when the workspace has no git history).",
    "default": "${{ github.token }}",
    "help": "Token for GitHub REST look-ups only (a pull request's target branch the CI does not name, the repository's default branch, a pull request's files when the checkout has no git history). Default: the GITHUB_TOKEN environment variable."
  },
  {
    "name": "repository",
    "description": "The repository as owner/name, sent as repo.owner and repo.name.",
    "default": "${{ github.repository }}",
    "help": "The repository as owner/name (GitLab: group/subgroup/project), sent as repo.owner and repo.name. Default: the repository the CI names."
  },
  {
    "name": "repository-host",
    "description": "The repository host sent as repo.host. Defaults to the host of GITHUB_SERVER_URL (github.com).",
    "default": "",
    "help": "The repository host sent as repo.host. Default: the host of the repository the CI names, else github.com."
  },
  {
    "name": "target-branch",
    "description": "The queue's target branch. Defaults to the pull request's base branch (read from GitHub for a pull request the event does not describe), else the repository's default branch.",
    "default": "",
    "help": "The queue's target branch. Default: the pull request's target branch the CI names (read from GitHub with a GitHub token where the CI does not name it, as on CircleCI); for a queue command on a build for no pull request, the CI's default branch (BUILDKITE_PIPELINE_DEFAULT_BRANCH, CI_DEFAULT_BRANCH), or the repository's default branch read from GitHub."
  },
  {
    "name": "pr-number",
    "description": "Pull request number. Defaults to the one the event names (a pull request event, or a comment on a pull request); submit-pull-request, cancel-pull-request and restart-tests need one.",
    "default": "",
    "help": "Pull request number. Default: the pull request the CI builds; submit-pull-request, cancel-pull-request and restart-tests need one."
  },
  {
    "name": "pr-sha",
    "description": "Head commit SHA of the pull request (the SHA that is uploaded). Defaults to the one the event names.",
    "default": "",
    "help": "Head commit SHA of the pull request (the SHA that is uploaded). Default: the pull request head the CI names (never a merge the CI made)."
  },
  {
    "name": "pr-branch",
    "description": "Head branch of the pull request. Defaults to the one the event names.",
    "default": "",
    "help": "Head branch of the pull request, or the queue's test branch (trunk-merge/...). Default: the branch the CI builds."
  },
  {
    "name": "targets",
    "description": "Inline YAML target rules (a name maps to a pattern, a list of patterns, or {paths, depends-on}).",
    "default": "",
    "help": "Inline YAML target rules (a name maps to a pattern, a list of patterns, or {paths, depends-on})."
  },
  {
    "name": "targets-file",
    "description": "Path of a YAML file holding target rules, relative to the workspace.",
    "default": "",
    "help": "Path of a YAML file holding target rules, relative to the workspace."
  },
  {
    "name": "impacted-targets",
    "description": "An explicit list of impacted targets, one per line or comma-separated, or the word ALL.",
    "default": "",
    "help": "An explicit list of impacted targets, one per line or comma-separated, or the word ALL."
  },
  {
    "name": "impacted-targets-files",
    "description": "Glob patterns (one per line, @actions/glob syntax) of files that list target names one per line, such as bazel-diff or `nx show projects --affected` output. A pattern that matches no file is an error.",
    "default": "",
    "help": "Glob patterns (one per line, @actions/glob syntax) of files that list target names one per line, such as bazel-diff or `nx show projects --affected` output. A pattern that matches no file is an error."
  },
  {
    "name": "impacts-all-on",
    "description": "Glob patterns, one per line; if any changed file matches one, the upload is ALL.",
    "default": "",
    "help": "Glob patterns, one per line; if any changed file matches one, the upload is ALL."
  },
  {
    "name": "base-sha",
    "description": "Override the base end of the diff. Default: the merge commit's first parent (the target branch it was made on) when the event names a usable merge commit; otherwise the merge-base of the pull request head with its target branch. Given, the diff starts at the merge-base of this commit and the head.",
    "default": "",
    "help": "Override the base end of the diff. Default: the first parent of the merge of the pull request onto its target that the CI made and checked out (GitLab merged results, Jenkins' merge strategy), when it made one; otherwise the merge-base of the pull request head with its target branch. Given, the diff starts at the merge-base of this commit and the head."
  },
  {
    "name": "head-sha",
    "description": "Override the head end of the diff. Default: the merge commit when the event names a usable one; otherwise the pull request head.",
    "default": "",
    "help": "Override the head end of the diff. Default: the merge the CI made of the pull request onto its target, when it made one; otherwise the pull request head."
  },
  {
    "name": "test-run-id",
    "description": "For get-test-run. Defaults to the last path segment of a trunk-merge/<...>/<id> test branch.",
    "default": "",
    "help": "For get-test-run. Defaults to the last path segment of a trunk-merge/<...>/<id> test branch."
  },
  {
    "name": "mode",
    "description": "For create-queue and update-queue: single or parallel (default: the service default; update-queue: unchanged).",
    "default": "",
    "help": "For create-queue and update-queue: single or parallel (default: the service default; update-queue: unchanged)."
  },
  {
    "name": "concurrency",
    "description": "For create-queue and update-queue: an integer from 1 to 4294967295, on v2 up to 1000 (default: the service default; update-queue: unchanged).",
    "default": "",
    "help": "For create-queue and update-queue: an integer from 1 to 4294967295, on v2 up to 1000 (default: the service default; update-queue: unchanged)."
  },
  {
    "name": "dry-run",
    "description": "Compute everything and set outputs and summary, but send nothing to the service.",
    "default": "false",
    "help": "Compute everything and set outputs and summary, but send nothing to the service."
  },
  {
    "name": "fail-on-not-ready",
    "description": "For get-pull-request: fail the step when the pull request is not ready (with wait-for: when the wait ends unmet).",
    "default": "false",
    "help": "For get-pull-request: exit 1 when the pull request is not ready (with wait-for: when the wait ends unmet)."
  },
  {
    "name": "wait-for",
    "description": "For get-pull-request and submit-pull-request: wait until the pull request is ready, or in one of a list of states (not_ready, pending, testing, tests_passed, pending_failure, merged, failed, cancelled). Empty: read once. On submit-pull-request a wait that times out or ends in a state that cannot meet it fails the step.",
    "default": "",
    "help": "For get-pull-request and submit-pull-request: wait until the pull request is ready, or in one of a list of states (not_ready, pending, testing, tests_passed, pending_failure, merged, failed, cancelled). Empty: read once. On submit-pull-request a wait that times out or ends in a state that cannot meet it exits 1."
  },
  {
    "name": "wait-timeout-seconds",
    "description": "How long wait-for waits, in seconds.",
    "default": "1800",
    "help": "How long wait-for waits, in seconds."
  },
  {
    "name": "summary",
    "description": "Write the job summary.",
    "default": "true",
    "help": "Annotate a Buildkite build with the summary (when buildkite-agent is on PATH); false: do not. --summary-file writes it either way."
  },
  {
    "name": "max-attempts",
    "description": "Attempts per service request, the first try included (retries on 429, 5xx, timeouts, connection errors).",
    "default": "4",
    "help": "Attempts per service request, the first try included (retries on 429, 5xx, timeouts, connection errors)."
  },
  {
    "name": "request-timeout-seconds",
    "description": "Timeout of each attempt, in seconds (0.001 to 3600).",
    "default": "30",
    "help": "Timeout of each attempt, in seconds (0.001 to 3600)."
  },
  {
    "name": "unmatched-files",
    "description": "What to do with a changed file that no target rule matches: ignore, warn (list them), all (upload ALL), or fail (fail the step, naming them).",
    "default": "warn",
    "help": "What to do with a changed file that no target rule matches: ignore, warn (list them), all (upload ALL), or fail (exit 1, naming them)."
  },
  {
    "name": "workspaces",
    "description": "Targets from the workspace graph, with no rules to write: false, auto (every kind found at the repository root), or a list of npm, yarn, pnpm, cargo, go, uv, turbo, bazel, nx, maven, gradle, dotnet, python. Each package is a target; a package is impacted when a file it owns changed or when a package it depends on is impacted. turbo adds turbo.json's rules to the npm, yarn or pnpm workspace (read, not run). With bazel, the targets are the rule labels the repository's own Bazel reports at the merge commit, closed over reverse dependencies; with nx, the project names the repository's own installed Nx reports for the changed files (install first); with maven and gradle, the modules (their directories) and projects (their paths) read statically from the POMs and the Gradle scripts at both commits; with dotnet, the MSBuild project files (their paths), evaluated statically at both commits; with python, tach's modules or the import packages, impacted through the imports of every file (docs/python.md).",
    "default": "false",
    "help": "Targets from the workspace graph, with no rules to write: false, auto (every kind found at the repository root), or a list of npm, yarn, pnpm, cargo, go, uv, turbo, bazel, nx, maven, gradle, dotnet, python. Each package is a target; a package is impacted when a file it owns changed or when a package it depends on is impacted. turbo adds turbo.json's rules to the npm, yarn or pnpm workspace (read, not run). With bazel, the targets are the rule labels the repository's own Bazel reports at the merge commit, closed over reverse dependencies; with nx, the project names the repository's own installed Nx reports for the changed files (install first); with maven and gradle, the modules (their directories) and projects (their paths) read statically from the POMs and the Gradle scripts at both commits; with dotnet, the MSBuild project files (their paths), evaluated statically at both commits; with python, tach's modules or the import packages, impacted through the imports of every file (docs/python.md)."
  },
  {
    "name": "working-directory",
    "description": "Where the repository was checked out, relative to the workspace or absolute (the path: of actions/checkout). git runs there, the workspace graph is read there, and targets-file, impacted-targets-files and rule patterns are relative to it. Default: the workspace (GITHUB_WORKSPACE).",
    "default": "",
    "help": "Where the repository is checked out, relative to the current directory or absolute. git runs there, the workspace graph is read there, and targets-file, impacted-targets-files and rule patterns are relative to it. Default: the current directory."
  },
  {
    "name": "bazel-path",
    "description": "The Bazel binary for workspaces bazel (bazelisk on GitHub's runners, which honours .bazelversion).",
    "default": "bazel",
    "help": "The Bazel binary for workspaces bazel: bazel on PATH by default (bazelisk, which honours .bazelversion, where it is installed as bazel)."
  },
  {
    "name": "bazel-startup-options",
    "description": "Bazel startup options, one per line (such as --output_user_root=/tmp/bazel).",
    "default": "",
    "help": "Bazel startup options, one per line (such as --output_user_root=/tmp/bazel)."
  },
  {
    "name": "bazel-options",
    "description": "Options added to the bazel query, one per line (such as --config=ci).",
    "default": "",
    "help": "Options added to the bazel query, one per line (such as --config=ci)."
  },
  {
    "name": "bazel-workspace-path",
    "description": "The Bazel workspace inside the repository (the directory of MODULE.bazel or WORKSPACE). Default, the repository root.",
    "default": "",
    "help": "The Bazel workspace inside the repository (the directory of MODULE.bazel or WORKSPACE). Default, the repository root."
  },
  {
    "name": "bazel-ignore",
    "description": "Glob patterns, one per line, of files that impact no Bazel target (docs, say). Any other changed file Bazel cannot see makes the upload ALL, unless a target rule or a workspace package accounts for it.",
    "default": "",
    "help": "Glob patterns, one per line, of files that impact no Bazel target (docs, say). Any other changed file Bazel cannot see makes the upload ALL, unless a target rule or a workspace package accounts for it."
  },
  {
    "name": "bazel-test-kinds",
    "description": "Rule classes of the bazel-test-targets output, a regular expression matched whole.",
    "default": ".+_test",
    "help": "Rule classes of the bazel-test-targets output, a regular expression matched whole."
  },
  {
    "name": "bazel-timeout-seconds",
    "description": "How long the bazel query may take before it is stopped and the upload is ALL.",
    "default": "1800",
    "help": "How long the bazel query may take before it is stopped and the upload is ALL."
  },
  {
    "name": "graph-cache",
    "description": "Where workspaces bazel keeps the graph a query gave, so a pull request whose BUILD, .bzl, WORKSPACE/MODULE and rc files and file paths match a stored graph runs no Bazel, and one that differs in a few packages re-queries only those. auto (the GitHub Actions cache on GitHub's runners; off elsewhere), false, or a directory outside the checkout (a self-hosted runner's or an agent's persistent disk). workspaces python keeps each Python file's imports there, by blob.",
    "default": "auto",
    "help": "Where workspaces bazel keeps the graph a query gave, so a pull request whose BUILD, .bzl, WORKSPACE/MODULE and rc files and file paths match a stored graph runs no Bazel, and one that differs in a few packages re-queries only those. auto (off outside GitHub Actions), false, or a directory outside the checkout (an agent's persistent disk). workspaces python keeps each Python file's imports there, by blob."
  },
  {
    "name": "nx-timeout-seconds",
    "description": "How long the Nx calls of workspaces nx may take together before they are stopped and the upload is ALL.",
    "default": "600",
    "help": "How long the Nx calls of workspaces nx may take together before they are stopped and the upload is ALL."
  },
  {
    "name": "python-units",
    "description": "For workspaces python without tach.toml: finer units than the top-level packages, as dotted import paths (saleor.graphql) or pkg.* for each subpackage of pkg (a Django project's apps), separated by commas or lines.",
    "default": "",
    "help": "For workspaces python without tach.toml: finer units than the top-level packages, as dotted import paths (saleor.graphql) or pkg.* for each subpackage of pkg (a Django project's apps), separated by commas or lines."
  },
  {
    "name": "priority",
    "description": "For submit-pull-request: urgent, high, medium or low, or an integer from 0 (first) to 255 (last); urgent (0) restarts the pull requests testing below it. Empty: the queue default (medium). A pull request already in the queue is given this priority (v1: submitted again; v2: reprioritize).",
    "default": "",
    "help": "For submit-pull-request: urgent, high, medium or low, or an integer from 0 (first) to 255 (last); urgent (0) restarts the pull requests testing below it. Empty: the queue default (medium). A pull request already in the queue is given this priority (v1: submitted again; v2: reprioritize)."
  },
  {
    "name": "no-batch",
    "description": "For submit-pull-request: true tests the pull request alone, never in a batch (v2: the key permission \"Skip batching\"), false lets it be batched; a pull request already in the queue is changed to it. Empty: as the queue batches (unchanged for one in the queue).",
    "default": "",
    "help": "For submit-pull-request: true tests the pull request alone, never in a batch (v2: the key permission \"Skip batching\"), false lets it be batched; a pull request already in the queue is changed to it. Empty: as the queue batches (unchanged for one in the queue)."
  },
  {
    "name": "queue-state",
    "description": "For update-queue: running (resume), paused (nothing new tests or merges) or draining (what is queued finishes, nothing new starts). Empty: unchanged.",
    "default": "",
    "help": "For update-queue: running (resume), paused (nothing new tests or merges) or draining (what is queued finishes, nothing new starts). Empty: unchanged."
  },
  {
    "name": "reason",
    "description": "For update-queue: why the queue is changed, written to the log and the summary beside the state before and after (the service is not sent it).",
    "default": "",
    "help": "For update-queue: why the queue is changed, written to the log and the summary beside the state before and after (the service is not sent it)."
  }
] as const;

/** The action's outputs: the keys of `--json` (`help`: the tool's words). */
export const OUTPUT_TABLE = [
  {
    "name": "command",
    "description": "The command that ran (auto resolved).",
    "help": "The command that ran (auto resolved)."
  },
  {
    "name": "pr-number",
    "description": "The pull request number, where known.",
    "help": "The pull request number, where known."
  },
  {
    "name": "pr-sha",
    "description": "The pull request head SHA, where known.",
    "help": "The pull request head SHA, where known."
  },
  {
    "name": "target-branch",
    "description": "The queue's target branch, where known.",
    "help": "The queue's target branch, where known."
  },
  {
    "name": "impacted-targets",
    "description": "upload-impacted-targets: JSON array of target names, or the string ALL. get-test-run: JSON array, the union of impacted targets over the run (empty array when absent).",
    "help": "upload-impacted-targets: JSON array of target names, or the string ALL. get-test-run: JSON array, the union of impacted targets over the run (empty array when absent)."
  },
  {
    "name": "impacts-all",
    "description": "upload-impacted-targets: true when the upload is ALL, else false.",
    "help": "upload-impacted-targets: true when the upload is ALL, else false."
  },
  {
    "name": "impacted-targets-count",
    "description": "upload-impacted-targets: number of target names (empty when ALL).",
    "help": "upload-impacted-targets: number of target names (empty when ALL)."
  },
  {
    "name": "changed-files-count",
    "description": "upload-impacted-targets: number of changed files considered (empty when not computed).",
    "help": "upload-impacted-targets: number of changed files considered (empty when not computed)."
  },
  {
    "name": "uploaded",
    "description": "upload-impacted-targets: true when the service accepted the upload; false on a dry run.",
    "help": "upload-impacted-targets: true when the service accepted the upload; false on a dry run."
  },
  {
    "name": "submitted",
    "description": "get-pull-request: false when the service answers 404 for this pull request, else true. submit-pull-request: true when the pull request is in the queue afterwards.",
    "help": "get-pull-request: false when the service answers 404 for this pull request, else true. submit-pull-request: true when the pull request is in the queue afterwards."
  },
  {
    "name": "state",
    "description": "get-pull-request, submit-pull-request, cancel-pull-request, restart-tests: the pull request state, lower-case (not_ready ... pending_failure); empty when unknown.",
    "help": "get-pull-request, submit-pull-request, cancel-pull-request, restart-tests: the pull request state, lower-case (not_ready ... pending_failure); empty when unknown."
  },
  {
    "name": "ready",
    "description": "get-pull-request: true when the base branch matches, GitHub mergeability is mergeable, and impacted targets are present when required.",
    "help": "get-pull-request: true when the base branch matches, GitHub mergeability is mergeable, and impacted targets are present when required."
  },
  {
    "name": "not-ready-reasons",
    "description": "get-pull-request: JSON array of codes: not-submitted, base-branch-mismatch, not-mergeable, mergeability-pending, impacted-targets-missing.",
    "help": "get-pull-request: JSON array of codes: not-submitted, base-branch-mismatch, not-mergeable, mergeability-pending, impacted-targets-missing."
  },
  {
    "name": "readiness",
    "description": "get-pull-request: JSON of the readiness object.",
    "help": "get-pull-request: JSON of the readiness object."
  },
  {
    "name": "pull-request",
    "description": "get-pull-request, submit-pull-request, cancel-pull-request, restart-tests: JSON of the pull request as read (v1 field names).",
    "help": "get-pull-request, submit-pull-request, cancel-pull-request, restart-tests: JSON of the pull request as read (v1 field names)."
  },
  {
    "name": "test-run-id",
    "description": "get-test-run: the test run id.",
    "help": "get-test-run: the test run id."
  },
  {
    "name": "test-run-status",
    "description": "get-test-run: the test run status, lower-case (in_progress, succeeded, failed, cancelled).",
    "help": "get-test-run: the test run status, lower-case (in_progress, succeeded, failed, cancelled)."
  },
  {
    "name": "test-branch",
    "description": "get-test-run: the test branch name.",
    "help": "get-test-run: the test branch name."
  },
  {
    "name": "test-branch-sha",
    "description": "get-test-run: the commit SHA at the tip of the test branch.",
    "help": "get-test-run: the commit SHA at the tip of the test branch."
  },
  {
    "name": "required-statuses",
    "description": "get-test-run: JSON array of required status names.",
    "help": "get-test-run: JSON array of required status names."
  },
  {
    "name": "tested-prs",
    "description": "get-test-run: JSON array of the tested pull request numbers.",
    "help": "get-test-run: JSON array of the tested pull request numbers."
  },
  {
    "name": "dependent-prs",
    "description": "get-test-run: JSON array of the dependent pull request numbers.",
    "help": "get-test-run: JSON array of the dependent pull request numbers."
  },
  {
    "name": "impacted-targets-for-tested-prs",
    "description": "get-test-run: JSON array of impacted targets of the tested pull requests only (empty array when absent).",
    "help": "get-test-run: JSON array of impacted targets of the tested pull requests only (empty array when absent)."
  },
  {
    "name": "failed-checks",
    "description": "get-test-run: JSON array of required status names whose check run or status check failed.",
    "help": "get-test-run: JSON array of required status names whose check run or status check failed."
  },
  {
    "name": "pending-checks",
    "description": "get-test-run: JSON array of required status names that have not finished (missing counts as pending).",
    "help": "get-test-run: JSON array of required status names that have not finished (missing counts as pending)."
  },
  {
    "name": "test-run",
    "description": "get-test-run: JSON of the whole response.",
    "help": "get-test-run: JSON of the whole response."
  },
  {
    "name": "queue-created",
    "description": "create-queue: true, or false when the queue already existed (not a failure).",
    "help": "create-queue: true, or false when the queue already existed (not a failure)."
  },
  {
    "name": "is-test-branch",
    "description": "All commands: true when the run is for one of the queue's test branches (trunk-merge/...), else false.",
    "help": "All commands: true when the run is for one of the queue's test branches (trunk-merge/...), else false."
  },
  {
    "name": "skip",
    "description": "All commands: true when the run did nothing on purpose (a trunk-temp/... branch, a tag push, a push with no open pull request), else false.",
    "help": "All commands: true when the run did nothing on purpose (a trunk-temp/... branch, a tag push, a push with no open pull request), else false."
  },
  {
    "name": "run-all",
    "description": "get-test-run: true when the run's impacted targets are absent, contain ALL, or could not be read (fail open: run everything).",
    "help": "get-test-run: true when the run's impacted targets are absent, contain ALL, or could not be read (fail open: run everything)."
  },
  {
    "name": "wait-result",
    "description": "get-pull-request or submit-pull-request with wait-for: met, timed-out, unreachable (a terminal state that cannot meet it), or cancelled.",
    "help": "get-pull-request or submit-pull-request with wait-for: met, timed-out, unreachable (a terminal state that cannot meet it), or cancelled."
  },
  {
    "name": "waited-seconds",
    "description": "get-pull-request or submit-pull-request with wait-for: seconds spent waiting.",
    "help": "get-pull-request or submit-pull-request with wait-for: seconds spent waiting."
  },
  {
    "name": "impacted-targets-matrix",
    "description": "get-test-run: {\"target\": [...]} for strategy.matrix; {\"target\": [\"ALL\"]} when run-all is true.",
    "help": "get-test-run: {\"target\": [...]} for strategy.matrix; {\"target\": [\"ALL\"]} when run-all is true."
  },
  {
    "name": "api-version",
    "description": "All commands: the API used, v1, v2 (an organisation key) or v2-login (the keyless upload through trunk-io/login); empty on a dry run, which uses none.",
    "help": "All commands: the API used, v1 or v2; empty on a dry run, which uses none."
  },
  {
    "name": "bazel-test-targets",
    "description": "upload-impacted-targets with workspaces bazel: the impacted rules whose class matches bazel-test-kinds, one label per line, for bazel test --target_pattern_file; //... when every target is impacted.",
    "help": "upload-impacted-targets with workspaces bazel: the impacted rules whose class matches bazel-test-kinds, one label per line, for bazel test --target_pattern_file; //... when every target is impacted."
  },
  {
    "name": "already-queued",
    "description": "submit-pull-request: true when the pull request was in the queue before this run (it is not submitted again; a new priority or no-batch changes it, see queue-entry-changed).",
    "help": "submit-pull-request: true when the pull request was in the queue before this run (it is not submitted again; a new priority or no-batch changes it, see queue-entry-changed)."
  },
  {
    "name": "cancelled",
    "description": "cancel-pull-request: true when this run took the pull request out of the queue; false (with a notice) when it was not in it or already final.",
    "help": "cancel-pull-request: true when this run took the pull request out of the queue; false (with a notice) when it was not in it or already final."
  },
  {
    "name": "restarted",
    "description": "restart-tests: true when the tests were restarted.",
    "help": "restart-tests: true when the tests were restarted."
  },
  {
    "name": "queue-state",
    "description": "get-queue, update-queue: the queue state, lower-case (running, paused, draining, switching_modes).",
    "help": "get-queue, update-queue: the queue state, lower-case (running, paused, draining, switching_modes)."
  },
  {
    "name": "queue-mode",
    "description": "get-queue, update-queue: the queue mode (single or parallel).",
    "help": "get-queue, update-queue: the queue mode (single or parallel)."
  },
  {
    "name": "queue-length",
    "description": "get-queue, update-queue: how many pull requests are in the queue (not counting those not ready).",
    "help": "get-queue, update-queue: how many pull requests are in the queue (not counting those not ready)."
  },
  {
    "name": "queued-prs",
    "description": "get-queue, update-queue: JSON array of the queued pull request numbers, in the order the queue will test and merge them.",
    "help": "get-queue, update-queue: JSON array of the queued pull request numbers, in the order the queue will test and merge them."
  },
  {
    "name": "queue",
    "description": "get-queue, update-queue: JSON of the queue (v1 field names: state, mode, concurrency, enqueuedPullRequests).",
    "help": "get-queue, update-queue: JSON of the queue (v1 field names: state, mode, concurrency, enqueuedPullRequests)."
  },
  {
    "name": "queue-deleted",
    "description": "delete-queue: true when this run deleted the queue; false when there was none.",
    "help": "delete-queue: true when this run deleted the queue; false when there was none."
  },
  {
    "name": "queue-state-before",
    "description": "update-queue: the queue state before this run changed it (running, paused, draining, switching_modes); empty on a dry run.",
    "help": "update-queue: the queue state before this run changed it (running, paused, draining, switching_modes); empty on a dry run."
  },
  {
    "name": "queue-entry-changed",
    "description": "submit-pull-request: true when the pull request was in the queue already and this run changed its priority or batching to the ones asked for; false otherwise.",
    "help": "submit-pull-request: true when the pull request was in the queue already and this run changed its priority or batching to the ones asked for; false otherwise."
  }
] as const;

/** Each command: its line of the general --help, the inputs it reads (its flags) and the outputs it sets. */
export const COMMAND_TABLE = {
  "upload-impacted-targets": {
    "about": "compute the pull request's impacted targets and upload them",
    "inputs": [
      "pr-number",
      "pr-sha",
      "pr-branch",
      "targets",
      "targets-file",
      "impacted-targets",
      "impacted-targets-files",
      "impacts-all-on",
      "base-sha",
      "head-sha",
      "unmatched-files",
      "workspaces",
      "working-directory",
      "bazel-path",
      "bazel-startup-options",
      "bazel-options",
      "bazel-workspace-path",
      "bazel-ignore",
      "bazel-test-kinds",
      "bazel-timeout-seconds",
      "graph-cache",
      "nx-timeout-seconds",
      "python-units",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "pr-number",
      "pr-sha",
      "target-branch",
      "impacted-targets",
      "impacts-all",
      "impacted-targets-count",
      "changed-files-count",
      "uploaded",
      "is-test-branch",
      "skip",
      "api-version",
      "bazel-test-targets"
    ]
  },
  "get-pull-request": {
    "about": "read the pull request's queue state and readiness",
    "inputs": [
      "pr-number",
      "pr-branch",
      "fail-on-not-ready",
      "wait-for",
      "wait-timeout-seconds",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "pr-number",
      "pr-sha",
      "target-branch",
      "submitted",
      "state",
      "ready",
      "not-ready-reasons",
      "readiness",
      "pull-request",
      "is-test-branch",
      "skip",
      "wait-result",
      "waited-seconds",
      "api-version"
    ]
  },
  "get-test-run": {
    "about": "read a queue test run (on a trunk-merge/ branch)",
    "inputs": [
      "pr-branch",
      "test-run-id",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "impacted-targets",
      "test-run-id",
      "test-run-status",
      "test-branch",
      "test-branch-sha",
      "required-statuses",
      "tested-prs",
      "dependent-prs",
      "impacted-targets-for-tested-prs",
      "failed-checks",
      "pending-checks",
      "test-run",
      "is-test-branch",
      "skip",
      "run-all",
      "impacted-targets-matrix",
      "api-version"
    ]
  },
  "create-queue": {
    "about": "create a queue for the target branch (--mode, --concurrency)",
    "inputs": [
      "mode",
      "concurrency",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "queue-created",
      "is-test-branch",
      "skip",
      "api-version"
    ]
  },
  "submit-pull-request": {
    "about": "put a pull request in the queue, or change the priority or batching of one in it",
    "inputs": [
      "pr-number",
      "wait-for",
      "wait-timeout-seconds",
      "priority",
      "no-batch",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "pr-number",
      "target-branch",
      "submitted",
      "state",
      "pull-request",
      "is-test-branch",
      "skip",
      "wait-result",
      "waited-seconds",
      "api-version",
      "already-queued",
      "queue-entry-changed"
    ]
  },
  "cancel-pull-request": {
    "about": "take a pull request out of the queue",
    "inputs": [
      "pr-number",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "pr-number",
      "target-branch",
      "state",
      "pull-request",
      "is-test-branch",
      "skip",
      "api-version",
      "cancelled"
    ]
  },
  "restart-tests": {
    "about": "restart a queued pull request's tests",
    "inputs": [
      "pr-number",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "pr-number",
      "target-branch",
      "state",
      "pull-request",
      "is-test-branch",
      "skip",
      "api-version",
      "restarted"
    ]
  },
  "get-queue": {
    "about": "read the queue: its state and its pull requests in order",
    "inputs": [
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "is-test-branch",
      "skip",
      "api-version",
      "queue-state",
      "queue-mode",
      "queue-length",
      "queued-prs",
      "queue"
    ]
  },
  "update-queue": {
    "about": "pause, drain or resume the queue (--queue-state), switch --mode, set --concurrency",
    "inputs": [
      "mode",
      "concurrency",
      "queue-state",
      "reason",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "is-test-branch",
      "skip",
      "api-version",
      "queue-state",
      "queue-mode",
      "queue-length",
      "queued-prs",
      "queue",
      "queue-state-before"
    ]
  },
  "delete-queue": {
    "about": "delete an empty queue",
    "inputs": [
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "is-test-branch",
      "skip",
      "api-version",
      "queue-deleted"
    ]
  },
  "auto": {
    "about": "get-test-run on a test branch, upload with a target source, else get-pull-request",
    "inputs": [
      "pr-number",
      "pr-sha",
      "pr-branch",
      "targets",
      "targets-file",
      "impacted-targets",
      "impacted-targets-files",
      "impacts-all-on",
      "base-sha",
      "head-sha",
      "test-run-id",
      "fail-on-not-ready",
      "wait-for",
      "wait-timeout-seconds",
      "unmatched-files",
      "workspaces",
      "working-directory",
      "bazel-path",
      "bazel-startup-options",
      "bazel-options",
      "bazel-workspace-path",
      "bazel-ignore",
      "bazel-test-kinds",
      "bazel-timeout-seconds",
      "graph-cache",
      "nx-timeout-seconds",
      "python-units",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "pr-number",
      "pr-sha",
      "target-branch",
      "impacted-targets",
      "impacts-all",
      "impacted-targets-count",
      "changed-files-count",
      "uploaded",
      "submitted",
      "state",
      "ready",
      "not-ready-reasons",
      "readiness",
      "pull-request",
      "test-run-id",
      "test-run-status",
      "test-branch",
      "test-branch-sha",
      "required-statuses",
      "tested-prs",
      "dependent-prs",
      "impacted-targets-for-tested-prs",
      "failed-checks",
      "pending-checks",
      "test-run",
      "is-test-branch",
      "skip",
      "run-all",
      "wait-result",
      "waited-seconds",
      "impacted-targets-matrix",
      "api-version",
      "bazel-test-targets"
    ]
  }
} as const;

/** The tool's short forms of a command with some of its inputs set (`pause`: update-queue --queue-state paused). */
export const SHORT_FORMS = {
  "pause": {
    "of": "update-queue",
    "sets": {
      "queue-state": "paused"
    },
    "about": "update-queue --queue-state paused: nothing new tests or merges until resumed",
    "inputs": [
      "mode",
      "concurrency",
      "reason",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "is-test-branch",
      "skip",
      "api-version",
      "queue-state",
      "queue-mode",
      "queue-length",
      "queued-prs",
      "queue",
      "queue-state-before"
    ]
  },
  "drain": {
    "of": "update-queue",
    "sets": {
      "queue-state": "draining"
    },
    "about": "update-queue --queue-state draining: what is queued finishes, nothing new starts",
    "inputs": [
      "mode",
      "concurrency",
      "reason",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "is-test-branch",
      "skip",
      "api-version",
      "queue-state",
      "queue-mode",
      "queue-length",
      "queued-prs",
      "queue",
      "queue-state-before"
    ]
  },
  "resume": {
    "of": "update-queue",
    "sets": {
      "queue-state": "running"
    },
    "about": "update-queue --queue-state running: the queue tests and merges again",
    "inputs": [
      "mode",
      "concurrency",
      "reason",
      "api-token",
      "api-url",
      "allow-insecure-api-url",
      "api-version",
      "github-token",
      "repository",
      "repository-host",
      "target-branch",
      "dry-run",
      "summary",
      "max-attempts",
      "request-timeout-seconds"
    ],
    "outputs": [
      "command",
      "target-branch",
      "is-test-branch",
      "skip",
      "api-version",
      "queue-state",
      "queue-mode",
      "queue-length",
      "queued-prs",
      "queue",
      "queue-state-before"
    ]
  }
} as const;
