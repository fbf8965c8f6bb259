/**
 * The GitHub REST adapter through @actions/github: GitHub's field names stay in this file; the
 * rest of the action sees the GitHubApi interface (github/api.ts) and ListedFiles.
 */
import { GitHubApiError } from '../../errors.js';
import { clause, errorMessage, systemError } from '../../format.js';
import { loadHttpClient } from './lazy/http-client.js';
import type { GitHubApi, PullRequestRef } from '../../github/api.js';

/** The fields of GitHub's pull request (listed or read alone) that the action uses. */
interface GitHubPullRequest {
  number: number;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { sha: string; ref: string; repo: { full_name: string } };
  merge_commit_sha: string | null;
}

function refOf(pr: GitHubPullRequest): PullRequestRef {
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
export function createGitHubApi(options: {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
}): GitHubApi {
  const { owner, repo } = options;
  let client: Promise<Awaited<ReturnType<typeof load>>> | undefined;
  const load = async () => {
    // @actions/github needs the real http-client synchronously (proxy agents): load it first.
    await loadHttpClient();
    const { getOctokit } = await import('@actions/github');
    return getOctokit(options.token, { baseUrl: options.baseUrl });
  };
  const octokit = () => (client ??= load());
  const wrap = async <T>(doing: string, fn: () => Promise<T>): Promise<T> => {
    if (!options.token) {
      throw new GitHubApiError(
        `${doing}: github-token is empty; give it \`\${{ github.token }}\`.`,
      );
    }
    try {
      return await fn();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      // Octokit reports a request that got no answer (refused, unresolvable, a bad port) as a
      // 500 without a response: the host was not reached, and no token was looked at.
      if ((error as { response?: unknown }).response === undefined) {
        throw new GitHubApiError(
          `${doing}: the GitHub API at ${options.baseUrl} could not be reached (${systemError(error)}). ` +
            "Check the runner's network, and GITHUB_API_URL if it was set.",
        );
      }
      throw new GitHubApiError(
        `${doing} through the GitHub API (${options.baseUrl}) failed${typeof status === 'number' ? ` with ${status}` : ''}: ${clause(errorMessage(error))}. ` +
          'Check github-token and that the job has `pull-requests: read` permission.',
      );
    }
  };

  return {
    listPullRequestFiles: (prNumber) =>
      wrap(`Listing the files of pull request #${prNumber}`, async () => {
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
    findOpenPullRequest: (branch) =>
      wrap(`Finding the open pull request of branch ${branch}`, async () => {
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
    pullRequest: (prNumber) =>
      wrap(`Reading pull request #${prNumber}`, async () => {
        const gh = await octokit();
        return refOf((await gh.rest.pulls.get({ owner, repo, pull_number: prNumber })).data);
      }),
    defaultBranch: () =>
      wrap(`Reading the default branch of ${owner}/${repo}`, async () => {
        const gh = await octokit();
        return (await gh.rest.repos.get({ owner, repo })).data.default_branch;
      }),
  };
}
