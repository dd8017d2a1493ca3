import { defineConfig } from 'vitest/config';

// Each file starts real server processes, PostgreSQL databases and nginx: one file at a time.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
