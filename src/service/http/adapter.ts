/**
 * What the v1 and v2 adapters share besides the request loop (http.ts): modules loaded on first
 * use, the headers every request carries, and the advice a failure ends with. The advice of a
 * 401, 403 or 404 is worded per API (v1 and v2 side by side here, so that one can be read against
 * the other); a rate limit or an outage reads alike. Tests assert these words: they are what a
 * user reads in the failed step.
 */
import { REPOSITORY_CODES, type Operation } from '../../errors.js';
import { ACTION_VOICE, type Voice } from '../../voice.js';

/** The APIs an HTTP adapter speaks (the keyless route runs the CLI instead). */
export type HttpApi = 'v1' | 'v2';

/**
 * A module loaded on the first call and kept: schemas (zod: about 15 ms to load) and the
 * transport are paid for only by a run that needs them. `load` holds the `import()` itself, so
 * the bundler still sees each module's path.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** What each API is asked to answer in: v1 refuses in plain text, v2 in a JSON envelope. */
const ACCEPT: Record<HttpApi, string> = {
  v1: 'application/json, text/plain;q=0.9',
  v2: 'application/json',
};

/** The headers of every request: JSON both ways, who asks, and the adapter's credential. */
export function requestHeaders(
  api: HttpApi,
  credential: Record<string, string>,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: ACCEPT[api],
    'user-agent': 'merge-queue-action/1',
    ...credential,
  };
}

/** What to check when the answer is not the service's: names api-url and its expected form. */
export function addressAdvice(api: HttpApi, apiUrl: string, voice: Voice = ACTION_VOICE): string {
  const input = voice.input('api-url');
  return api === 'v1'
    ? `Check that ${input} (${apiUrl}) is the service's API base address ending in /v1.`
    : `Check that ${input} (${apiUrl}) is the service's address for the v2 API, such as https://api.trunk.io.`;
}

/**
 * What a 404 is: the service saying the record asked about is not there (`record`), the
 * service refusing otherwise in its own words (`service`: v2's unknown repository), or an answer
 * that is not the service's at all (`foreign`: an HTML page, JSON of another shape, an address
 * outside the API), after which nothing is known of the record.
 */
export type NotFoundAnswer = 'record' | 'service' | 'foreign';

/** How each API says "not found", for the message of a 404 that did not say it so. */
export const NOT_FOUND_WORDS: Record<HttpApi, string> = {
  v1: 'the v1 API says a record is not there in plain text, at an address ending in /v1',
  v2: 'the v2 API says a record is not there with an error code that names it (PR_NOT_FOUND, MERGE_QUEUE_NOT_FOUND, …)',
};

/** A media type without its parameters, lower-case ('' when none was given). */
export function mediaType(contentType: string | string[] | undefined): string {
  const value = Array.isArray(contentType) ? contentType[0] : contentType;
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The body is a JSON object or array (a bare word or number is not taken for JSON). */
export function isJsonStructure(text: string): boolean {
  const body = text.trim();
  if (!body.startsWith('{') && !body.startsWith('[')) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * v1's refusals are plain text (its document: `application/plain-text`, a string): a body that is
 * neither markup (an HTML page) nor a JSON object or array (another API's error). A bare string
 * passes whatever media type it comes under; an empty body only under a plain-text one.
 */
export function isPlainTextRefusal(
  text: string,
  contentType: string | string[] | undefined,
): boolean {
  const type = mediaType(contentType);
  const body = text.trim();
  if (type.includes('html') || body.startsWith('<') || isJsonStructure(body)) return false;
  return body !== '' || type.includes('plain');
}

/** What to do about a refusal both APIs word alike: rate limits, outages, anything else. */
export function statusAdvice(status: number, attempts: number): string {
  if (status === 429) {
    return `Rate limited after ${attempts} attempt(s); raise max-attempts or re-run the job later.`;
  }
  if (status >= 500) {
    return `Gave up after ${attempts} attempt(s); the service may be unavailable. Re-run the job later.`;
  }
  return 'The request was refused; check the inputs it was built from (repository, target-branch, pr-number, pr-sha).';
}

/** A refused request, as far as its advice depends on it. */
export interface RefusalFacts {
  api: HttpApi;
  operation: Operation;
  status: number;
  /** v2: the error envelope's code. */
  code?: string | undefined;
  attempts: number;
  apiUrl: string;
  /** v1: an api-token was sent (not in fork mode). */
  tokenSent: boolean;
  /** The door's words: where the key is kept, and why a key that is set may not arrive. */
  voice: Voice;
}

/**
 * The v2 key permission each write needs (the v2 API's permissions table, read 2026-11-27); a
 * read needs none.
 */
const PERMISSION_NEEDED: Partial<Record<Operation, string>> = {
  setImpactedTargets: '"Merge and cancel PRs"',
  submitPullRequest:
    '"Merge and cancel PRs", and with priority "Set priority on PRs", with no-batch "Skip batching"',
  updateQueueEntry:
    '"Set priority on PRs" for a new priority, and "Skip batching" to change no-batch (the entry\'s allowBatching)',
  cancelPullRequest: '"Merge and cancel PRs"',
  restartTestsOnPullRequest: '"Merge and cancel PRs"',
  createQueue: '"Update Merge Queue settings"',
  updateQueue: '"Update Merge Queue settings"',
  deleteQueue: '"Update Merge Queue settings"',
};

/** A sentence and the next, when there is a next ('' is said as nothing). */
const then = (sentence: string, next: string) => (next ? `${sentence} ${next}` : sentence);

/**
 * What to check when v2 does not know the repository; `connected` may say how a repository is
 * connected.
 */
export function repositoryAdvice(connected = '', voice: Voice = ACTION_VOICE): string {
  const input = voice.input;
  return (
    `Check ${input('repository')} and ${input('repository-host')}, that the repository is connected to the service` +
    `${connected ? ` ${connected}` : ''}, and that ${input('api-token')} is a key of the organisation that owns it.`
  );
}

/** What to do about a refused request, as its API words it. */
export function refusalAdvice(facts: RefusalFacts): string {
  const { api, operation, status, code } = facts;
  const input = facts.voice.input;
  if (api === 'v1') {
    if (status === 401 || status === 403) {
      const { voice } = facts;
      return facts.tokenSent
        ? then(
            `Check ${voice.apiKeyPlace}: it must be a valid API key for this organisation.`,
            voice.keyMayNotArrive,
          )
        : then(`No API key was sent. ${voice.giveApiKey}.`, voice.keyMayNotArrive);
    }
    if (status === 404) {
      return (
        `The service does not know this record (check ${input('repository')}, ${input('target-branch')} and the PR or test run id)` +
        (operation === 'setImpactedTargets' || operation === 'createQueue'
          ? `, or ${input('api-url')} (${facts.apiUrl}): it must be the service's base address ending in /v1.`
          : '.')
      );
    }
    return statusAdvice(status, facts.attempts);
  }
  if (status === 401) {
    return (
      `Check ${facts.voice.apiKeyPlace}: the v2 API takes an organisation API key (trunk_v2_…) of the ` +
      `organisation that owns the repository; a v1 token works only with the v1 API (${input('api-version')} set to v1).`
    );
  }
  if (status === 403) {
    const needs = PERMISSION_NEEDED[operation];
    return needs
      ? `The key is valid but is not permitted this: it needs the permission ${needs} (the organisation's settings, API keys).`
      : 'The key is valid but is not permitted this read.';
  }
  if (status === 404 && code !== undefined && REPOSITORY_CODES.has(code)) {
    return repositoryAdvice('', facts.voice);
  }
  if (status === 404) {
    return operation === 'getMergeQueueTestingDetails'
      ? `No verification run has this id: check ${input('test-run-id')} (by default the last segment of the trunk-merge/ branch).`
      : `The service does not know this record; v2 answers 404 also when the key may not read it, so check that ${input('api-token')} belongs to the repository's organisation.`;
  }
  if (status === 422 && code === 'IMPACTED_TARGETS_UNSUPPORTED') {
    return 'v2 uploads impacted targets only for github.com repositories named owner/repo.';
  }
  return statusAdvice(status, facts.attempts);
}
