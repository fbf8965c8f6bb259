import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Checks the Node 24 binary and bundles the current sources for the end-to-end tests.
    globalSetup: ['test/support/global-setup.ts'],
    // Budgets sized for a loaded machine, not speed checks (speed is `npm run bench`'s): the
    // set-ups that build repositories run hundreds of git and node processes, 2-12 s on an idle
    // 2-core machine and over 30 s with other test runs beside them (load 5-13). A budget only
    // stops a hang; no test asserts a time.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // The suite starts real HTTP servers, git repositories and node processes; two cores.
    maxWorkers: 2,
  },
});
