/**
 * Item 8: what the v2 API costs over a v1 upload. The bundle uploads one pull request's targets
 * (impacted-targets: api, so no git work) to the fake v1 and v2 services on loopback, and, for
 * the keyless route, to a stand-in trunk CLI; interleaved, median of RUNS. v2 addresses the
 * repository by id, so its upload is two round trips where v1's is one.
 */
import * as path from 'node:path';
import { FakeService } from '../test/support/fake-service.js';
import { FakeServiceV2 } from '../test/support/fake-service-v2.js';
import { writeFakeTrunk } from '../test/support/fake-trunk.js';
import { removeDir, tempDir } from '../test/support/git-repo.js';
import { runAction } from '../test/support/runner.js';
import { RUNS, verdict } from './options.js';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function v2Bench(): Promise<void> {
  const root = tempDir('mq-bench-v2-');
  const v1 = new FakeService({ apiToken: 'bench-v1-token' });
  const v2 = new FakeServiceV2({ apiKey: 'trunk_v2_benchKey' });
  await Promise.all([v1.start(), v2.start()]);
  v2.addRepository('octo-org', 'octo-repo');
  const bin = path.join(root, 'bin');
  writeFakeTrunk(bin);
  const payload = {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: 'a'.repeat(40), ref: 'feature', repo: { full_name: 'octo-org/octo-repo' } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
    },
    repository: { full_name: 'octo-org/octo-repo', default_branch: 'main' },
  };
  const contenders = {
    v1: { 'api-url': v1.url, 'api-token': v1.apiToken },
    v2: { 'api-url': v2.url, 'api-token': v2.apiKey },
    keyless: {},
  } as const;
  type Who = keyof typeof contenders;
  const times: Record<Who, number[]> = { v1: [], v2: [], keyless: [] };
  const trips: Record<Who, number> = { v1: 0, v2: 0, keyless: 0 };
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const who of Object.keys(contenders) as Who[]) {
        const before = v1.requests.length + v2.requests.length;
        const start = process.hrtime.bigint();
        const result = await runAction({
          eventName: 'pull_request',
          payload,
          workspace: root,
          inputs: { ...contenders[who], 'impacted-targets': 'api', summary: 'false' },
          env:
            who === 'keyless' ? { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` } : {},
        });
        times[who].push(Number(process.hrtime.bigint() - start) / 1e6);
        if (result.code !== 0 || result.outputs.uploaded !== 'true') {
          throw new Error(`${who} upload failed: ${result.stdout}${result.stderr}`);
        }
        trips[who] = v1.requests.length + v2.requests.length - before;
      }
    }
  } finally {
    await Promise.all([v1.stop(), v2.stop()]);
    removeDir(root);
  }
  const base = median(times.v1);
  console.log(
    `8. the v2 API over a v1 upload (the bundle, loopback fakes); median of ${RUNS}, interleaved`,
  );
  for (const who of Object.keys(contenders) as Who[]) {
    const ms = median(times[who]);
    const ratio = who === 'v1' ? '' : `   ${who} / v1: ${(ms / base).toFixed(2)}x`;
    const what =
      who === 'keyless'
        ? 'CLI processes: 1 (a stand-in; the real CLI also calls the service)'
        : `round trips: ${trips[who]}`;
    console.log(`     ${who.padEnd(8)} ${ms.toFixed(1).padStart(7)} ms   ${what}${ratio}`);
  }
  // On loopback a round trip costs little: the extra one of v2 should stay a small part.
  const overV1 = median(times.v2) / base;
  verdict(
    '8 v2 over v1',
    overV1 <= 1.25,
    `${overV1.toFixed(2)}x v1; target: within 1.25x on loopback`,
  );
}
