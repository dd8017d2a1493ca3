import { defineConfig } from 'vitest/config';

// One database per run (PGlite takes seconds to start): files run one after another in a
// single process that shares the module cache, so test/harness.ts opens it once.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
