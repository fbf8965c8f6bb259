import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubApi } from '../src/doors/action/github.js';
import { changedFilesFromListing } from '../src/targets/diff/changed-files.js';
import { FakeGitHub } from './support/fake-github.js';

const repoName = { full_name: 'octo-org/octo-repo' };
let gh: FakeGitHub;

beforeAll(async () => {
  gh = new FakeGitHub();
  await gh.start();
  gh.pulls.push(
    {
      number: 12,
      head: { sha: 'a'.repeat(40), ref: 'feature/x', repo: repoName },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: repoName },
      files: [
        { filename: 'web/new.ts', previous_filename: 'web/old.ts', status: 'renamed' },
        ...Array.from({ length: 250 }, (_, i) => ({ filename: `pkg/f${i}.ts` })),
      ],
    },
    {
      number: 13,
      head: { sha: 'c'.repeat(40), ref: 'huge', repo: { full_name: 'someone/fork' } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: repoName },
      files: Array.from({ length: 3500 }, (_, i) => ({ filename: `gen/f${i}.ts` })),
    },
  );
});
afterAll(() => gh.stop());

const api = () =>
  createGitHubApi({ token: 'ghs_test', owner: 'octo-org', repo: 'octo-repo', baseUrl: gh.url });

describe('GitHub REST', () => {
  it('lists every page of a PR, renames with both sides', async () => {
    const listing = await api().listPullRequestFiles(12);
    expect(listing.files).toHaveLength(251);
    expect(listing.total).toBe(251);
    const changed = changedFilesFromListing(listing);
    expect(changed.certain && changed.files.slice(0, 1)).toEqual(['pkg/f0.ts']);
    expect(changed.certain && changed.files).toContain('web/old.ts');
    expect(changed.certain && changed.files).toContain('web/new.ts');
    expect(gh.requests[0]?.authorization).toBe('token ghs_test');
  });

  it('a PR with more files than the 3,000 the API returns is uncertain', async () => {
    const changed = changedFilesFromListing(await api().listPullRequestFiles(13));
    expect(changed.certain).toBe(false);
    expect(!changed.certain && changed.reason).toContain('listed 3000 changed files of 3500');
  });

  it('finds the open PR of a pushed branch, and none for an unknown branch', async () => {
    expect(await api().findOpenPullRequest('feature/x')).toEqual({
      number: 12,
      headSha: 'a'.repeat(40),
      headRef: 'feature/x',
      baseRef: 'main',
      baseSha: 'b'.repeat(40),
      fromFork: false,
    });
    expect(await api().findOpenPullRequest('nothing')).toBeUndefined();
  });

  it('a failure says what was being done', async () => {
    await expect(api().listPullRequestFiles(999)).rejects.toThrow(
      /Listing the files of pull request #999 through the GitHub API .* failed with 404/,
    );
  });
});
