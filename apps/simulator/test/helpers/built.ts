// Vitest global setup: the tests run the built CLI, so it must exist (turbo's `test` task builds it first).

import { existsSync } from 'node:fs';
import { CLI } from './cli.js';

export default function setup(): void {
  if (!existsSync(CLI)) {
    throw new Error(
      `${CLI} is missing: build the simulator first (turbo run test --filter=@birimba/simulator builds it)`,
    );
  }
}
