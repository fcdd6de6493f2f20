// The test run Stryker mutates against (`pnpm mutate`): every test, the sampling loops on a tenth of their games or
// inputs (test/support/samples.ts), without the thousands-of-random-games loops. Instrumented code runs several times
// slower, and each surviving mutant reruns every test that covers it.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['test/games/random-games.test.ts'],
      env: { BIRIMBA_MUTATION_RUN: '1' },
      setupFiles: ['test/support/fixed-seed.ts'],
      // Stryker's runner as it was measured: each file in a fresh module graph.
      isolate: true,
    },
  }),
);
