// Worker for worker.test.ts: decides on views with the package's source (TypeScript, through tsx's loader), inside
// worker_threads.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { createBot } = await tsImport('../../src/index.ts', import.meta.url);
const results = workerData.cases.map(({ bot, options, view, seed }) => createBot(bot, options).decide(view, seed));
parentPort.postMessage(JSON.stringify(results));
