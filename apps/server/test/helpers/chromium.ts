// Vitest global setup: one headless Chromium for the run (started as the table's tests start it), which each browser
// test file connects to (`onlineTable` in e2e/pages.ts) with contexts of its own; stopped, and checked gone, at the end.
// A file used to start its own: about a second each.
import type { TestProject } from 'vitest/node';
import { launchShared } from '../../../table/scripts/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Chromium's WebSocket endpoint, for `connect`. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromium = await launchShared();
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    const child = chromium.process();
    await chromium.close();
    if (child.exitCode === null && child.signalCode === null) throw new Error('Chromium is still running');
  };
}
