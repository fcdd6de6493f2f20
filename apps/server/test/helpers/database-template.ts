// Vitest global setup: one empty embedded database folder for the run, which the tests copy instead of making their
// own. PGlite makes a new database by running initdb in WebAssembly — about 5 s of CPU each time — while a copy of a
// made folder opens in a third of a second. The worker's shared database, the embedded driver's fresh databases
// (helpers/databases.ts) and the data folders of child servers (helpers/child-server.ts) all start from this copy:
// an empty database, exactly what a first start makes (tests of the first start give a folder of their own).

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { embeddedDatabase } from '../../src/db/embedded-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of an empty embedded database, closed: to be copied, never opened. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'birimba-template-'));
  const dir = join(root, 'database');
  await (await embeddedDatabase(dir)).close();
  project.provide('databaseTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}

/** In a test: an empty embedded database's folder at `dir` (made with its parents), copied from the run's. */
export function copyEmptyDatabase(dir: string): void {
  cpSync(inject('databaseTemplate'), dir, { recursive: true });
}
