// @ts-check
// The Stryker configuration shared by packages/engine and packages/ai (`pnpm mutate`; docs/mutation.md).
import { fileURLToPath } from 'node:url';

/**
 * @param {{ vitestRunner: string, low: number, high: number }} options `vitestRunner`: the runner plugin resolved
 *   from the package (pnpm keeps each package's dependencies apart, so core would not find it by name); `low`/`high`:
 *   the score thresholds the clear-text report colours by.
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig({ vitestRunner, low, high }) {
  return {
    plugins: [vitestRunner, fileURLToPath(new URL('./stryker-survivors.mjs', import.meta.url))],
    testRunner: 'vitest',
    // The package's tests less its statistical whole-game loops (see that file).
    vitest: { configFile: 'vitest.mutation.config.ts' },
    // MUTATE=src/core/scoring.ts,src/vocabulary/rules.ts mutates only those files: a package's run split in slices that each fit a
    // session, their results gathered per file by scripts/mutation-score.mjs (docs/mutation.md).
    mutate: process.env['MUTATE']
      ? process.env['MUTATE']
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
      : ['src/**/*.ts'],
    coverageAnalysis: 'perTest',
    // Test files build fixtures while vitest collects them, so half the mutants are also hit outside any test.
    // Without this each of those reruns the whole suite; with it they run the tests that cover them, and only the
    // mutants no test covers at all (module-level constants) are left out as "ignored" (docs/mutation.md).
    ignoreStatic: true,
    // Committed: a later run tests only the mutants whose code or covering tests changed.
    incremental: !process.env['MUTATE'],
    incrementalFile: 'stryker-incremental.json',
    // `survivors`: reports/mutation/survivors.txt, one line per surviving mutant as soon as it is found.
    reporters: ['clear-text', 'progress', 'json', 'html', 'survivors'],
    jsonReporter: { fileName: 'reports/mutation/mutation.json' },
    htmlReporter: { fileName: 'reports/mutation/index.html' },
    // The project's machine has 2 cores shared with other work: one test runner at a time.
    concurrency: 1,
    // A mutant that loops for ever costs timeoutFactor × the net time of its covering tests + timeoutMS; on hot code
    // that is most of a minute, so the factor is lower than Stryker's 1.5 (a slow machine still gets 25 % and 5 s).
    timeoutFactor: 1.25,
    timeoutMS: 5_000,
    thresholds: { high, low, break: null },
  };
}
