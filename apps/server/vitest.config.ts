import { defineConfig } from 'vitest/config';

/** Browser journeys run by `pnpm soak:e2e` only. */
const SOAK_ONLY = ['test/e2e/evening.e2e.test.ts'];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The whole evening in three browsers is `pnpm soak:e2e`'s (BIRIMBA_SOAK=1); what covers its parts in `check` is
    // named in docs/testing.md.
    exclude: process.env['BIRIMBA_SOAK'] === '1' ? [] : SOAK_ONLY,
    environment: 'node',
    // The files share one module graph (Colyseus, the engine, the AI loaded once, not 20 times): a quarter of the
    // run's time. Each file starts its own server (a fresh data folder, its own clock) and closes it.
    isolate: false,
    // The bots run in the built worker (dist/bots/bot-worker.js); turbo's `test` task builds the package first.
    // One Chromium for the browser tests (test/helpers/chromium.ts).
    globalSetup: ['test/helpers/built.ts', 'test/helpers/database-template.ts', 'test/helpers/chromium.ts'],
    // Tests never assert on time; the limit only catches a hang, on a 2-core machine running other packages' tests.
    testTimeout: 120_000,
    // Three files at once: a file mostly waits (its server, Redis, Chromium, a client's reconnection), and on 2 cores
    // vitest would otherwise run one file at a time (its default is one worker fewer than the cores).
    maxWorkers: 3,
    hookTimeout: 60_000,
  },
});
