// The test run Stryker mutates against (`pnpm mutate`): every test but the thousands-of-random-games loops, which would
// cost ~25 s for each surviving mutant they cover; every rule they exercise also has a focused test.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['test/random-games.test.ts'],
    },
  }),
);
