import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * A stand-in for the `trunk` CLI that trunk-io/login installs and logs in: written as `trunk` in
 * `dir` (put it first on PATH). Each call records its arguments to $FAKE_TRUNK_LOG (one per
 * line), the targets file it was given to $FAKE_TRUNK_LOG.targets, and TRUNK_API_URL and
 * whether GITHUB_TOKEN was set to $FAKE_TRUNK_LOG.env. With FAKE_TRUNK_EXIT set it prints
 * $FAKE_TRUNK_SAY to stderr and exits with that code, as a CLI that refuses would.
 */
export function writeFakeTrunk(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'trunk');
  writeFileSync(
    file,
    [
      '#!/bin/sh',
      'log="${FAKE_TRUNK_LOG:-/dev/null}"',
      ': > "$log"',
      'for a in "$@"; do printf "%s\\n" "$a" >> "$log"; done',
      'prev=""',
      'for a in "$@"; do',
      '  if [ "$prev" = "--targets-file" ] && [ "$log" != /dev/null ]; then cat "$a" > "$log.targets"; fi',
      '  prev="$a"',
      'done',
      'if [ "$log" != /dev/null ]; then',
      '  printf "TRUNK_API_URL=%s\\nGITHUB_TOKEN=%s\\n" "${TRUNK_API_URL:-}" "${GITHUB_TOKEN:+set}" > "$log.env"',
      'fi',
      'if [ -n "${FAKE_TRUNK_EXIT:-}" ]; then',
      '  printf "%s\\n" "$FAKE_TRUNK_SAY" >&2',
      '  exit "$FAKE_TRUNK_EXIT"',
      'fi',
      'echo "Uploaded impacted targets for this pull request."',
      '',
    ].join('\n'),
  );
  chmodSync(file, 0o755);
  return file;
}
