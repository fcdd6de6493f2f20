// Plays like the random bot, but throws in a deal where its hand holds the first ace of spades (card id 0) while it
// sits at seat `at` (default 3): in a duplicate deal, a game of one seating fails and the other finishes.
import { createBot } from '@birimba/ai';

export default function throwsAt(options = {}) {
  const random = createBot('random');
  const at = options.at ?? 3;
  return {
    name: 'throws-at',
    options: { at },
    decide(view, seed) {
      if (view.seat === at && view.hand.some((c) => c.id === 0)) throw new Error(`gives up at seat ${String(at)}`);
      return random.decide(view, seed);
    },
  };
}
