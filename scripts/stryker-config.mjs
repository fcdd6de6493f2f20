// @ts-check
// The Stryker configuration shared by packages/engine and packages/ai (`pnpm mutate`; docs/mutation.md).

/**
 * @param {{ vitestRunner: string, low: number, high: number }} options `vitestRunner`: the runner plugin resolved
 *   from the package (pnpm keeps each package's dependencies apart, so core would not find it by name); `low`/`high`:
 *   the score thresholds the clear-text report colours by.
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig({ vitestRunner, low, high }) {
  return {
    plugins: [vitestRunner],
    testRunner: 'vitest',
    // The package's tests less its statistical whole-game loops (see that file).
    vitest: { configFile: 'vitest.mutation.config.ts' },
    mutate: ['src/**/*.ts'],
    coverageAnalysis: 'perTest',
    // Committed: a later run tests only the mutants whose code or covering tests changed.
    incremental: true,
    incrementalFile: 'stryker-incremental.json',
    reporters: ['clear-text', 'progress', 'json', 'html'],
    jsonReporter: { fileName: 'reports/mutation/mutation.json' },
    htmlReporter: { fileName: 'reports/mutation/index.html' },
    // The project's machine has 2 cores shared with other work: one test runner at a time.
    concurrency: 1,
    // Generous: a busy machine must not turn a slow run into a "timeout" kill (a real endless loop still ends).
    timeoutMS: 20_000,
    thresholds: { high, low, break: null },
  };
}
