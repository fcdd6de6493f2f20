// One seed for every property test of the package, so the suite is repeatable. FUZZ_SEED=<n> (or FUZZ_SEED=random)
// explores other inputs in a soak run; a failure prints its seed and path, so it can be replayed and pinned.
import fc from 'fast-check';
import process from 'node:process';

const seed = process.env.FUZZ_SEED === 'random' ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261201);
fc.configureGlobal({ seed });
