import { defineConfig } from 'vitest/config';
import { LIT_MODULES, LIT_PRODUCTION_ALIASES } from './test/support/lit-production.js';

export default defineConfig({
  // Lit's production build, as the table ships it (test/support/lit-production.ts).
  resolve: { alias: LIT_PRODUCTION_ALIASES },
  test: {
    // Tests never assert on time; the limit only catches a hang, on a 2-core machine running other packages' tests.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    environment: 'happy-dom',
    include: ['test/*.test.ts', 'test/components/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    // The files share one module graph (Lit, the engine, the AI, the table loaded once, not 38 times); each cleans the
    // page and the storage after its tests.
    isolate: false,
    // The simulator's built command line (test/support/simulator.ts) is imported by Node as it is, not transformed.
    server: { deps: { external: [/\/simulator\/dist\//], inline: [LIT_MODULES] } },
  },
});
