// The random bot, taking `ms` milliseconds (default 3) over every decision: slow but within any sensible deadline.
import { createBot } from '@birimba/ai';

const sleeper = new Int32Array(new SharedArrayBuffer(4));

export default function slow(options = {}) {
  const random = createBot('random');
  const ms = options.ms ?? 3;
  return {
    name: 'slow',
    options: { ms },
    decide(view, seed) {
      Atomics.wait(sleeper, 0, 0, ms);
      return random.decide(view, seed);
    },
  };
}
