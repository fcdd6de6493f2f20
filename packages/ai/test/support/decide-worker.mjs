// Worker for worker.test.ts: decides on views with the built package, inside worker_threads.
import { parentPort, workerData } from 'node:worker_threads';
import { createBot } from '../../dist/index.js';

const results = workerData.cases.map(({ bot, view, seed }) => createBot(bot).decide(view, seed));
parentPort.postMessage(JSON.stringify(results));
