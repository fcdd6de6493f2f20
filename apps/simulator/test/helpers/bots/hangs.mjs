// Plays like the random bot, but never answers in a deal where its hand holds the first ace of spades (card id 0):
// its decide loops for ever. Deterministic: the same deals hang whatever the run.
import { createBot } from '@birimba/ai';

export default function hanging() {
  const random = createBot('random');
  return {
    name: 'hangs',
    options: {},
    decide(view, seed) {
      if (view.hand.some((c) => c.id === 0)) for (;;);
      return random.decide(view, seed);
    },
  };
}
