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

/** True in a soak run (`pnpm soak`: BIRIMBA_SOAK=1), which plays every game of the long loops. */
export const inSoakRun = process.env['BIRIMBA_SOAK'] === '1';

/**
 * How many games a long loop plays: all `n` in a soak run (`pnpm soak`), a representative `slice` of them in
 * `pnpm test` and `check`, so that check stays fast on a 2-core machine (issue 21).
 */
export function soak(n: number, slice: number): number {
  return inSoakRun ? n : Math.min(n, slice);
}
