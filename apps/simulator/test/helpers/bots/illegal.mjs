// Plays like the eager bot until turn 3, then discards a card it does not hold.
import eagerBot from '../../../examples/eager-bot.mjs';

export default function illegal() {
  const inner = eagerBot();
  return {
    name: 'illegal',
    options: {},
    decide(view, seed) {
      if (view.turnNumber < 3 || view.phase !== 'play') return inner.decide(view, seed);
      const held = new Set(view.hand.map((c) => c.id));
      const card = [...Array(108).keys()].find((id) => !held.has(id));
      return { moves: [{ type: 'discard', card }] };
    },
  };
}
