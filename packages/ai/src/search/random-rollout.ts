// The random rollout policy: each decision uniform over the moves the fast core lists. A baseline for the search's
// rollouts, and a check that every move the core lists is legal.

import { RANK_BY_CODE, SUIT_BY_CODE, WILD_BY_CODE, codeOfPlace } from '@birimba/engine';
import { type MeldShape, PHASE_DRAW, PHASE_OVER } from '@birimba/engine/playout';
import {
  type RolloutPolicy,
  codes,
  emitDiscard,
  emitDraw,
  emitLayOff,
  emitMeld,
  idsOf,
  suitMask,
} from './rollout-moves.js';

// Move lists of the random policy.
const optionKind = new Int8Array(256);
const optionA = new Int16Array(256);
const optionB = new Int16Array(256);

/**
 * A uniformly random policy: each decision is uniform over the moves the fast core lists — draw or take the pile;
 * in play every distinct discard, every single-card lay-off and every run of three naturals — until a discard.
 */
export const randomRollout: RolloutPolicy = (game, random, record) => {
  const seat = game.turn;
  if (game.phase === PHASE_DRAW) {
    const canDraw = game.stockLength > 0;
    const canTake = game.pileLength > 0;
    emitDraw(game, canTake && (!canDraw || random() < 0.5), record);
    return;
  }
  const team = game.teamOf(seat);
  const hand = game.handCounts[seat] as Int8Array;
  for (let guard = 0; guard < 500 && game.phase !== PHASE_OVER; guard++) {
    let n = 0;
    const size = game.handSize[seat] as number;
    for (let code = 0; code < hand.length; code++) {
      if ((hand[code] as number) === 0) continue;
      // A discard of the last card only when the team may empty its hand.
      if (size > 1 || game.mayEmpty(team)) {
        optionKind[n] = 0;
        optionA[n++] = code;
      }
      const wild = WILD_BY_CODE[code] === 1;
      const suit = SUIT_BY_CODE[code] as number;
      const rank = RANK_BY_CODE[code] as number;
      for (let m = 0; m < game.meldCount && n < 250; m++) {
        if (game.meldTeam[m] !== team) continue;
        // A natural joins only a run of its suit or a set of its rank: the others are not asked about (as layOffOne).
        const shape = game.shapes[m] as MeldShape;
        if (!wild && (shape.kind === 0 ? shape.suit !== suit : shape.rank !== rank)) continue;
        const verdict = game.layOffVerdict(m, code);
        if (verdict < 0 || !game.playKeepsRule(size - 1, m, game.shapes[m]!.size + 1, verdict)) continue;
        optionKind[n] = 1;
        optionA[n] = m;
        optionB[n++] = code;
      }
    }
    for (let s = 0; s < 4 && n < 250; s++) {
      const mask = suitMask(game, seat, s);
      for (let lo = 1; lo + 2 <= 14; lo++) {
        const need = (1 << lo) | (1 << (lo + 1)) | (1 << (lo + 2));
        if ((mask & need) !== need) continue;
        for (let k = 0; k < 3; k++) codes[k] = codeOfPlace(s, lo + k);
        const verdict = game.meldVerdictOf(codes, 3);
        if (verdict < 0 || !game.playKeepsRule(size - 3, -1, 3, verdict)) continue;
        optionKind[n] = 2;
        optionA[n] = s;
        optionB[n++] = lo;
      }
    }
    if (n === 0) {
      // Only a refused last-card discard was left: impossible in play (two cards are kept), but stay safe.
      return;
    }
    const pick = Math.floor(random() * n);
    const kind = optionKind[pick] as number;
    if (kind === 0) {
      emitDiscard(game, game.idIn(seat, optionA[pick] as number), record);
      return;
    }
    if (kind === 1) {
      codes[0] = optionB[pick] as number;
      idsOf(game, seat, 1);
      emitLayOff(game, optionA[pick] as number, 1, record);
      continue;
    }
    const s = optionA[pick] as number;
    const lo = optionB[pick] as number;
    for (let k = 0; k < 3; k++) codes[k] = codeOfPlace(s, lo + k);
    idsOf(game, seat, 3);
    emitMeld(game, 3, record);
  }
};
