import examples from '@octokit/webhooks-examples';

// Payloads are plain JSON; tests reach into them freely.
export type Payload = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const all = examples as unknown as { name: string; examples: Payload[] }[];

/** A fresh copy of a real example payload of an event, the first that `pick` accepts. */
export function example(name: string, pick: (payload: Payload) => boolean = () => true): Payload {
  const found = all.find((e) => e.name === name)?.examples.find(pick);
  if (!found) throw new Error(`no ${name} example matches`);
  return structuredClone(found);
}

/**
 * A real `pull_request` synchronize payload for pull request `number` of octo-org/octo-repo, from
 * `headRef` at `headSha` into main at `baseSha`.
 */
export function pullRequestPayload(
  number: number,
  headSha: string,
  baseSha: string,
  headRef = 'feature/login',
): Payload {
  const payload = example('pull_request', (e) => e.action === 'synchronize');
  payload.number = number;
  Object.assign(payload.pull_request, { number });
  Object.assign(payload.pull_request.head, { sha: headSha, ref: headRef });
  Object.assign(payload.pull_request.base, { sha: baseSha, ref: 'main' });
  payload.pull_request.head.repo.full_name = 'octo-org/octo-repo';
  payload.pull_request.base.repo.full_name = 'octo-org/octo-repo';
  payload.repository.full_name = 'octo-org/octo-repo';
  return payload;
}
