import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The tests run the built CLI (dist/cli.js); turbo's `test` task builds the package first.
    globalSetup: ['test/support/built.ts'],
    testTimeout: 30_000,
  },
});
