import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The suite starts real HTTP servers, git repositories and node processes; two cores.
    maxWorkers: 2,
  },
});
