// The random baseline: uniform over the legal moves at every step, melds and lay-offs included.

import { type Move, type PlayerView, applyPlayToView, legalMoves } from '@birimba/engine';
import { type Bot, type Decision, assertActingView, explanation } from '../bot.js';

import { Random } from '../random.js';

/** The random baseline: every step uniform over the legal moves. */
export function randomBot(): Bot {
  return {
    name: 'random',
    options: {},
    decide(view: PlayerView, seed: number): Decision {
      assertActingView(view);
      const random = new Random(seed);
      if (view.phase === 'draw') {
        const moves = [random.pick(legalMoves(view))];
        return { moves, explanation: explanation(moves, { kind: 'at-random' }, { candidates: [] }) };
      }
      const moves: Move[] = [];
      let current = view;
      for (;;) {
        const move = random.pick(legalMoves(current));
        moves.push(move);
        if (move.type === 'discard') break;
        current = applyPlayToView(current, move);
        if (current.hand.length === 0) break;
      }
      return { moves, explanation: explanation(moves, { kind: 'at-random' }, { candidates: [] }) };
    },
  };
}
