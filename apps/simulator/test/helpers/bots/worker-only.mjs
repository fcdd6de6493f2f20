// A bot that refuses to decide on the main thread: games that finish prove it ran in the worker threads.
import { isMainThread } from 'node:worker_threads';
import eagerBot from '../../../examples/eager-bot.mjs';

export default function workerOnly(options) {
  const inner = eagerBot(options);
  return {
    name: 'worker-only',
    options: inner.options,
    decide(view, seed) {
      if (isMainThread) throw new Error('decided on the main thread');
      return inner.decide(view, seed);
    },
  };
}
