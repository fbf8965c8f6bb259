/**
 * The GitHub REST look-ups of the command-line tool, with Node's fetch: the pull request a
 * CircleCI build is for (its target branch, which CircleCI does not say), and on GitHub Actions
 * what the action's door asks (the open pull request of a pushed branch, the default branch,
 * the files of a pull request). No @actions/* here: this door runs on any CI.
 */
import { GitHubApiError } from '../../errors.js';
import { clause, systemError } from '../../format.js';
import type { GitHubApi, PullRequestRef } from '../../github/api.js';

const TIMEOUT_MS = 30_000;
const MAX_PAGES = 30;

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The pull request as the look-ups need it, from GitHub's JSON. */
function pullRequestRef(data: Obj): PullRequestRef {
  const head = obj(data.head);
  const base = obj(data.base);
  return {
    number: Number(data.number),
    headSha: str(head.sha),
    headRef: str(head.ref),
    baseRef: str(base.ref),
    baseSha: str(base.sha),
    mergeCommitSha: str(data.merge_commit_sha) || undefined,
    fromFork: str(obj(head.repo).full_name) !== str(obj(base.repo).full_name),
  };
}

/** The tool's GitHub look-ups: the engine's, over fetch. */
export type CliGitHubApi = GitHubApi;

/** GitHub's REST API for owner/repo at `baseUrl` (https://api.github.com, or GHES's /api/v3). */
export function createCliGitHubApi(options: {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
  /** The name of the flag that gives the token, for messages (--github-token). */
  tokenFlag: string;
}): CliGitHubApi {
  const { owner, repo, baseUrl } = options;
  const repoPath = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const get = async (doing: string, path: string): Promise<{ body: unknown; next?: string }> => {
    if (!options.token) {
      throw new GitHubApiError(
        `${doing}: no GitHub token; give ${options.tokenFlag} or set GITHUB_TOKEN.`,
      );
    }
    let response: Response;
    try {
      response = await fetch(path.startsWith('http') ? path : `${baseUrl}${path}`, {
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${options.token}`,
          'x-github-api-version': '2022-11-28',
          'user-agent': 'merge-queue-connect',
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new GitHubApiError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `${doing}: the GitHub API at ${baseUrl} did not answer within ${TIMEOUT_MS / 1000}s.`
          : `${doing}: the GitHub API at ${baseUrl} could not be reached (${systemError(error)}). ` +
              "Check this machine's network, and GITHUB_API_URL if it was set.",
      );
    }
    const text = await response.text();
    if (!response.ok) {
      throw new GitHubApiError(
        `${doing} through the GitHub API (${baseUrl}) failed with ${response.status}: ` +
          `${clause(text.slice(0, 200).replace(/\s+/g, ' '))}. Check ${options.tokenFlag} (it needs read access to pull requests).`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GitHubApiError(
        `${doing} through the GitHub API (${baseUrl}): the answer is not JSON.`,
      );
    }
    const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    return { body, ...(next && { next }) };
  };

  const pullRequest = async (prNumber: number) => {
    const { body } = await get(
      `Reading pull request #${prNumber} of ${owner}/${repo}`,
      `${repoPath}/pulls/${prNumber}`,
    );
    return pullRequestRef(obj(body));
  };

  return {
    pullRequest,
    async listPullRequestFiles(prNumber) {
      const doing = `Listing the files of pull request #${prNumber}`;
      const pr = await get(doing, `${repoPath}/pulls/${prNumber}`);
      const files: { path: string; previousPath?: string }[] = [];
      let page: string | undefined = `${repoPath}/pulls/${prNumber}/files?per_page=100`;
      for (let i = 0; page && i < MAX_PAGES; i++) {
        const { body, next } = await get(doing, page);
        for (const f of Array.isArray(body) ? body : []) {
          const file = obj(f);
          files.push({
            path: str(file.filename),
            ...(str(file.previous_filename) && { previousPath: str(file.previous_filename) }),
          });
        }
        page = next;
      }
      return { total: Number(obj(pr.body).changed_files), files };
    },
    async findOpenPullRequest(branch) {
      const query = `state=open&per_page=10&head=${encodeURIComponent(`${owner}:${branch}`)}`;
      const { body } = await get(
        `Finding the open pull request of branch ${branch}`,
        `${repoPath}/pulls?${query}`,
      );
      const first = Array.isArray(body) ? body[0] : undefined;
      return first ? pullRequestRef(obj(first)) : undefined;
    },
    async defaultBranch() {
      const { body } = await get(`Reading the default branch of ${owner}/${repo}`, repoPath);
      return str(obj(body).default_branch);
    },
  };
}
