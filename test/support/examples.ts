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
