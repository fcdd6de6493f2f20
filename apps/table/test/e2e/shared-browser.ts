// Global setup of the end-to-end run: the built table served and Chromium started once for all the files (each file
// used to start its own: a second or two apiece), their addresses given to the files (`inject`), both stopped and
// checked gone at the end.
import type { TestProject } from 'vitest/node';
import { launchShared } from '../../scripts/chromium.js';
import { serveTable } from '../../scripts/table-page.js';
import type {} from './provided.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await serveTable();
  const chromium = await launchShared();
  project.provide('tableBase', server.base);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    const process = chromium.process();
    await chromium.close();
    await server.close();
    if (process.exitCode === null && process.signalCode === null) throw new Error('Chromium is still running');
  };
}
