import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests never assert on time; the limit only catches a hang, on a 2-core machine running other packages' tests.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
