// Plays like the random bot, but never answers in a deal where its hand holds the first ace of spades (card id 0):
// its decide loops for ever. Deterministic: the same deals hang whatever the run. With `at=S` it hangs only when it
// decides at seat S (so only in the games of a duplicate deal where it sits there).
import { createBot } from '@birimba/ai';

export default function hanging(options = {}) {
  const random = createBot('random');
  return {
    name: 'hangs',
    options: options.at === undefined ? {} : { at: options.at },
    decide(view, seed) {
      if (view.hand.some((c) => c.id === 0) && (options.at === undefined || view.seat === options.at)) for (;;);
      return random.decide(view, seed);
    },
  };
}
