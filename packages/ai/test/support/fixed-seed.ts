// Setup of the mutation run: property tests draw from one fixed seed, so whether a mutant is killed does not depend
// on the run (and the incremental file stays true from one run to the next).
import fc from 'fast-check';

fc.configureGlobal({ seed: 20_260_101 });
