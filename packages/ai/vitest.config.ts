import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tests never assert on time; the limit only catches a hang, on a 2-core machine running other packages' tests.
    testTimeout: 600_000,
    hookTimeout: 120_000,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The files share one module graph (the engine, the AI and vitest's own modules loaded once, not once per file).
    // Nothing of the AI is mutable between tests but the registry, to which registry.test.ts adds a bot of its own.
    isolate: false,
  },
});
