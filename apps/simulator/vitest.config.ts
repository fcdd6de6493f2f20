import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The files share one module graph (loaded once, not 36 times): the built command line's too, which most tests run
    // in this process (`sim`); a few run the executable in a process of its own (`spawnSim`).
    isolate: false,
    // The tests run the built CLI (dist/); turbo's `test` task builds the package first.
    globalSetup: ['test/helpers/built.ts'],
    // Tests never assert on time; the limit only catches a hang, on a 2-core machine running other packages' tests.
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
