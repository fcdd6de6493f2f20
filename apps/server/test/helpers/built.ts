// Vitest global setup: the bots run in the built worker (dist/bots/bot-worker.js), so the package must be built
// (turbo's `test` task builds it first).

import { existsSync } from 'node:fs';
import { BOT_WORKER } from './paths.js';

export default function setup(): void {
  if (!existsSync(BOT_WORKER))
    throw new Error(`${BOT_WORKER.pathname} is missing: build the server first (turbo run test builds it)`);
}
