import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'engine/**/*.test.ts', 'rules-catalog/**/*.test.ts', 'reports/**/*.test.ts', 'cli/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
