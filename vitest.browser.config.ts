import { defineConfig } from 'vitest/config';

/** `npm run test:browser`: the tests that drive Debian's chromium (`apt-get install -y chromium`), and only those. */
export default defineConfig({
  test: {
    include: ['**/*.browser.test.ts'], // the pattern vitest.config.ts excludes from `npm test`
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['test/setup/temp-root.ts'],
    setupFiles: ['test/setup/temp.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
