// End-to-end: the built dist in real headless Chromium (see test/e2e).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/e2e/*.e2e.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    // Two files at once: a file spends most of its time waiting on Chromium (a page loading, a bot's delay), and on
    // 2 cores vitest would otherwise run one file at a time (its default is one worker fewer than the cores).
    maxWorkers: 2,
    // One table server and one Chromium for every file (test/e2e/shared-browser.ts), and one module graph (playwright,
    // the engine, the AI and vite loaded once, not once per file): each file opens its own contexts and closes them.
    globalSetup: ['test/e2e/shared-browser.ts'],
    isolate: false,
    // The first hint of a page starts the AI worker: on a loaded 2-core machine that is more than a second.
    expect: { poll: { timeout: 15_000 } },
  },
});
