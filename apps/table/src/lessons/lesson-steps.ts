// A lesson's solution as the engine's moves: its steps name cards in notation, resolved here against the state the
// step is made in (the acting seat's cards of that notation, a meld of its team holding the named card). The engine
// alone says whether a resolved move is legal.

import { type GameState, type Move, IllegalMoveError, applyMove, cardCode, parseCards, teamOf } from '@birimba/engine';
import type { LessonStep } from './lesson-data.js';

/** The ids of the acting seat's cards named by `text` (each copy once), or null when the hand lacks one. */
function handIds(state: GameState, text: string): number[] | null {
  const left = [...(state.hands[state.turn] ?? [])];
  const ids: number[] = [];
  for (const parsed of parseCards(text)) {
    const i = left.findIndex((c) => cardCode(c) === cardCode(parsed));
    if (i < 0) return null;
    ids.push((left.splice(i, 1)[0] as { id: number }).id);
  }
  return ids;
}

/** The engine's move for `step` in `state`, or null when its cards or its meld are not there. */
export function resolveStep(state: GameState, step: LessonStep): Move | null {
  switch (step.type) {
    case 'draw':
    case 'takePile':
      return { type: step.type };
    case 'meld': {
      const cards = handIds(state, step.cards);
      return cards === null ? null : { type: 'meld', cards };
    }
    case 'layOff': {
      const cards = handIds(state, step.cards);
      const code = cardCode(parseCards(step.on)[0] as Parameters<typeof cardCode>[0]);
      const team = teamOf(state.turn, state.rules.players);
      const meld = state.melds.find((m) => m.team === team && m.cards.some((c) => cardCode(c) === code));
      return cards === null || meld === undefined ? null : { type: 'layOff', meldId: meld.id, cards };
    }
    case 'discard': {
      const card = handIds(state, step.card)?.[0];
      return card === undefined ? null : { type: 'discard', card };
    }
  }
}

/**
 * The steps of `solution` that can be played from `state` on, as the engine's moves: those already made (the same
 * kind of step with the same cards) are skipped while the lesson follows the solution, and the rest are played in
 * turn on a copy of the state until one is refused or cannot be resolved. Empty when none can.
 */
export function remainingSolution(state: GameState, solution: readonly LessonStep[]): Move[] {
  for (let from = 0; from < solution.length; from++) {
    const moves = playable(state, solution.slice(from));
    // The first suffix whose every step the engine accepts from here: the steps before it were made.
    if (moves.length === solution.length - from) return moves;
  }
  return [];
}

/** The engine's moves for `steps` played in turn from `state`, as far as the engine accepts them. */
function playable(state: GameState, steps: readonly LessonStep[]): Move[] {
  const moves: Move[] = [];
  let s = state;
  for (const step of steps) {
    const move = resolveStep(s, step);
    if (move === null) return moves;
    try {
      s = applyMove(s, move);
    } catch (e) {
      if (e instanceof IllegalMoveError) return moves;
      throw e;
    }
    moves.push(move);
  }
  return moves;
}
