// The eager example bot answering one move at a time: asked again after each meld or lay-off, it makes many more
// decisions than a bot that answers with its whole plan.
import eagerBot from '../../../examples/eager-bot.mjs';

export default function stepwise() {
  const inner = eagerBot();
  return {
    name: 'stepwise',
    options: {},
    decide(view, seed) {
      return { moves: inner.decide(view, seed).moves.slice(0, 1) };
    },
  };
}
