// Seeded random play for tests: uniform over legalMoves, through the pure API.

import { type GameState, type Move, applyMove, legalMoves, newGame, randomSource } from '../../src/index.js';

export interface PlayedGame {
  readonly states: GameState[];
  readonly moves: Move[];
}

/** Plays a whole game choosing uniformly among legal moves; `onStep` sees every state. */
export function playRandomGame(
  seed: number,
  options: {
    rules?: Parameters<typeof newGame>[0]['rules'];
    onStep?: (state: GameState, move: Move | null) => void;
  } = {},
  maxMoves = 5000,
): PlayedGame {
  const random = randomSource(`random-play-${String(seed)}`);
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
