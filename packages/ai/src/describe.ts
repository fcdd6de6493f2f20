// Moves in words for explanations: the engine's one phrasebook (`describePlan`), in English.

import { type Move, describePlan } from '@birimba/engine';

export function describeMoves(moves: readonly Move[]): string {
  return describePlan(moves);
}
