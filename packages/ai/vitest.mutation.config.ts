// The test run Stryker mutates against (`pnpm mutate`): every test but the statistical loops marked `statisticalIt`,
// the sampling loops on a tenth of their inputs (test/support/samples.ts), without the worker-thread test,
// whose worker runs the code without the active mutant and would "kill" any mutant that changes a decision.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['test/worker.test.ts'],
      env: { BIRIMBA_MUTATION_RUN: '1' },
      setupFiles: ['test/support/fixed-seed.ts'],
    },
  }),
);
