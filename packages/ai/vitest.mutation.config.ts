// The test run Stryker mutates against (`pnpm mutate`): every test but the statistical loops marked `statisticalIt`,
// the sampling loops on a tenth of their inputs (test/support/samples.ts), without the worker-thread test,
// whose worker runs the code without the active mutant and would "kill" any mutant that changes a decision.
// MUTATION_EXCLUDE=test/a.test.ts,test/b.test.ts leaves more test files out, for a slice whose code those files only
// reach through whole searches (the rollout policies under the expert's tests): a cheaper run whose score is a
// floor, since a mutant only the left-out files would catch counts as surviving (docs/mutation.md).
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        'test/worker.test.ts',
        ...(process.env['MUTATION_EXCLUDE'] ?? '')
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean),
      ],
      env: { BIRIMBA_MUTATION_RUN: '1' },
      setupFiles: ['test/support/fixed-seed.ts'],
      // Stryker's runner as it was measured: each file in a fresh module graph (docs/mutation.md).
      isolate: true,
    },
  }),
);
