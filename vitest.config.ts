import { defineConfig } from 'vitest/config';

/** `npm test`: everything that needs only Node. Tests that drive a real browser (`*.browser.test.ts`) run with `npm run test:browser`. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.ts'],
    globalSetup: ['test/setup/temp-root.ts'],
    setupFiles: ['test/setup/temp.ts', 'test/setup/fast-check.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
