import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests never assert on time; the limit only catches a hang, on a 2-core machine running other packages' tests.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/fast-check-seed.ts'],
    environment: 'node',
    // The files share one module graph (the engine and xstate loaded once, not 51 times): a quarter of the run’s time.
    // Nothing of the engine is mutable between tests; each file builds its own states.
    isolate: false,
  },
});
