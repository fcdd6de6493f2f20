// A complete bot of your own for birimba-sim: `birimba-sim match ./examples/eager-bot.mjs greedy --deals 100`.
//
// The contract (the same as @birimba/ai's bots): the module's default export is a factory `(options) => bot`; a bot is
// `{ name, options, decide(view, seed) }`. `decide` is given only the seat's PlayerView (engine `viewFor`: its own
// hand and what is public) and a seed for any chance it uses, and returns `{ moves }`: in the draw phase one move
// (`{ type: 'draw' }` or `{ type: 'takePile' }`); in the play phase the melds and lay-offs in order, then the discard
// — or ending with the play that empties the hand (the runner asks again once the birimbaki's cards are in).
// Moves are plain JSON; the engine judges each one, and an illegal move, a thrown error or a broken answer fails
// that game (reported with its deal seed; exit status 1). Options come from the spec: `./eager-bot.mjs:keepWilds=true`.

import { applyPlayToView, cardPoints, isWild, legalMoves } from '@birimba/engine';

const OPTIONS = ['keepWilds'];

/** @param {Readonly<Record<string, unknown>>} options */
export default function eagerBot(options = {}) {
  for (const key of Object.keys(options)) {
    if (!OPTIONS.includes(key))
      throw new Error(`eager-bot has no option "${key}"; its options are: ${OPTIONS.join(', ')}`);
  }
  if (options.keepWilds !== undefined && typeof options.keepWilds !== 'boolean')
    throw new Error('keepWilds must be true or false');
  const keepWilds = options.keepWilds === true;

  /** Lays down everything it can, the largest meld or lay-off first; then discards its highest card. */
  function play(view) {
    const moves = [];
    for (;;) {
      const plays = legalMoves(view).filter((m) => m.type === 'meld' || m.type === 'layOff');
      if (plays.length === 0) break;
      const biggest = plays.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
      moves.push(biggest);
      view = applyPlayToView(view, biggest);
      // The hand is empty: the play ends here (a birimbaki comes, or the team closes).
      if (view.hand.length === 0) return moves;
    }
    const byId = new Map(view.hand.map((c) => [c.id, c]));
    const discards = legalMoves(view).filter((m) => m.type === 'discard');
    const worth = (m) => {
      const card = byId.get(m.card);
      return keepWilds && isWild(card) ? -1 : cardPoints(card);
    };
    moves.push(discards.reduce((a, b) => (worth(b) > worth(a) ? b : a)));
    return moves;
  }

  return {
    name: 'eager',
    options: { keepWilds },
    decide(view) {
      // Draw phase: take the pile only when it is at least three cards; else draw.
      if (view.phase === 'draw') return { moves: [view.pile.length >= 3 ? { type: 'takePile' } : { type: 'draw' }] };
      return { moves: play(view) };
    },
  };
}
