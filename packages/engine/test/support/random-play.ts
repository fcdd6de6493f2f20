// Seeded random play for tests: uniform over legalMoves, through the pure API.

import { type GameState, type Move, applyMove, legalMoves, newGame } from '../../src/index.js';

/** mulberry32: a tiny seeded generator, enough to pick moves in tests. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlayedGame {
  readonly states: GameState[];
  readonly moves: Move[];
}

/** Plays a whole game choosing uniformly among legal moves; `onStep` sees every state. */
export function playRandomGame(
  seed: number,
  options: { rules?: Parameters<typeof newGame>[0]['rules']; onStep?: (state: GameState, move: Move | null) => void } = {},
  maxMoves = 5000,
): PlayedGame {
  const random = mulberry32(seed * 7919 + 17);
  let state = newGame({ seed, ...(options.rules ? { rules: options.rules } : {}) });
  const states = [state];
  const moves: Move[] = [];
  options.onStep?.(state, null);
  while (state.phase !== 'over') {
    if (moves.length >= maxMoves) throw new Error(`game ${String(seed)} did not end within ${String(maxMoves)} moves`);
    const legal = legalMoves(state);
    if (legal.length === 0) throw new Error(`no legal move in game ${String(seed)} at move ${String(moves.length)}`);
    const move = legal[Math.floor(random() * legal.length)] as Move;
    state = applyMove(state, move);
    moves.push(move);
    states.push(state);
    options.onStep?.(state, move);
  }
  return { states, moves };
}
