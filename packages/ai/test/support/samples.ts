// How much a sampling test plays under `pnpm mutate`: the statistical loops are skipped, the others run a tenth.
import { it } from 'vitest';

/** True in the test run Stryker mutates against (vitest.mutation.config.ts sets BIRIMBA_MUTATION_RUN). */
export const inMutationRun = process.env['BIRIMBA_MUTATION_RUN'] === '1';

/**
 * `it` for a test that plays hundreds or thousands of whole games. Such a loop costs seconds for each surviving
 * mutant it covers, so `pnpm mutate` skips it; a mutant only it would catch is reported as surviving, and asks for a
 * focused test. `pnpm test` and `pnpm check` run it as usual.
 */
export const statisticalIt: typeof it = it.skipIf(inMutationRun) as typeof it;

/**
 * `n` in `pnpm test`; a tenth of it (or `1 / fraction`; at least 1) under `pnpm mutate`. The counts a test asserts on
 * scale with it. A check slice made smaller after its file's score was measured takes a larger fraction, so that the
 * mutation run plays what it was measured with.
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
