// Vitest global setup: the tests run the built CLI, so it must exist (turbo's `test` task builds it first). Every
// temporary folder of this test run is named after it and removed at the end (the test files' workers inherit the
// name through the environment).

import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, MAIN, TEST_RUN_ENV, tempPrefix } from './cli.js';

export default function setup(): () => void {
  process.env[TEST_RUN_ENV] = `${String(process.pid)}-${String(Date.now())}`;
  const prefix = tempPrefix();
  for (const file of [CLI, MAIN]) {
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: build the simulator first (turbo run test --filter=@birimba/simulator builds it)`,
      );
  }
  return () => {
    for (const name of readdirSync(tmpdir()))
      if (name.startsWith(prefix)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  };
}
