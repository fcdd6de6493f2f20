// Files the tests use from the built package.

/** The bots' worker, built. */
export const BOT_WORKER = new URL('../../dist/bots/bot-worker.js', import.meta.url);

/** The server's command, built. */
export const MAIN = new URL('../../dist/main.js', import.meta.url);
