// How many random games or generated inputs a sampling test runs: all of them, or a tenth in the mutation run.

/** True in the test run Stryker mutates against (vitest.mutation.config.ts sets BIRIMBA_MUTATION_RUN). */
export const inMutationRun = process.env['BIRIMBA_MUTATION_RUN'] === '1';

/**
 * `n` in `pnpm test`; a tenth of it (at least 1) under `pnpm mutate`, where every surviving mutant reruns the tests
 * that cover it on instrumented code. A sample of a tenth still reaches every rule these loops check; the counts a
 * test asserts on scale with it.
 */
export function samples(n: number): number {
  return inMutationRun ? Math.max(1, Math.ceil(n / 10)) : n;
}
