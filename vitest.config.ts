import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Checks the Node 24 binary and bundles the current sources for the end-to-end tests.
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The suite starts real HTTP servers, git repositories and node processes; two cores.
    maxWorkers: 2,
  },
});
