import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // No test files exist yet while the engine is being written; remove once tests land.
    passWithNoTests: true,
  },
});
