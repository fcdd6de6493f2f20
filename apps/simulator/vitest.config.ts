import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The files share one module graph (loaded once, not once per file): the built command line's too, which most tests run
    // in this process (`sim`); a few run the executable in a process of its own (`spawnSim`).
    isolate: false,
    // Built code (ours and the packages') is imported by Node as it is, not transformed: the first in-process run
    // loaded the command line's modules through the transform in about 3 s, and loads them natively in 0.1 s.
    server: { deps: { external: [/\/dist\//] } },
    // The tests run the built CLI (dist/); turbo's `test` task builds the package first.
    globalSetup: ['test/helpers/built.ts'],
    // Tests never assert on time; the limit only catches a hang, on a 2-core machine running other packages' tests.
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
