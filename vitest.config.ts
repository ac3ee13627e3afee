import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`: everything that needs only Node. Tests that drive a real browser (`*.browser.test.ts`) run with `npm run test:browser`.
 * One test file per core: vitest's own default is one fewer than the cores, which on CI's two cores ran the files one at a
 * time (18 to 21 minutes); most files spend their time in CLI child processes, so two at a time on two cores pays.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.ts'],
    globalSetup: ['test/setup/temp-root.ts'],
    setupFiles: ['test/setup/temp.ts', 'test/setup/fast-check.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
