// How many random games or generated inputs a sampling test runs: all of them, or a tenth in the mutation run.

/** True in the test run Stryker mutates against (vitest.mutation.config.ts sets BIRIMBA_MUTATION_RUN). */
export const inMutationRun = process.env['BIRIMBA_MUTATION_RUN'] === '1';

/**
 * `n` in `pnpm test`; a tenth of it (or `1 / fraction`; at least 1) under `pnpm mutate`, where every surviving mutant
 * reruns the tests that cover it on instrumented code. Such a sample still reaches every rule these loops check; the
 * counts a test asserts on scale with it.
 */
export function samples(n: number, fraction = 10): number {
  return inMutationRun ? Math.max(1, Math.ceil(n / fraction)) : n;
}
