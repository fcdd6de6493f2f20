// Cheap policies that play a `Playout` (the engine's fast mutable deal) to its end: the rollouts of a search. No
// allocation per move; every move they make is legal (the engine's equality test replays them through applyMove).
// Here the greedy policy and `playOut`; the random policy is random-rollout.ts, what both share rollout-moves.ts.

import {
  CODE_POINTS,
  SHORTEST_MELD,
  WILD_CODES,
  codeOfPlace,
  RANK_BY_CODE,
  SUIT_BY_CODE,
  WILD_BY_CODE,
} from '@birimba/engine';
import { type MeldShape, type Playout, type Random01, PHASE_DRAW, PHASE_OVER } from '@birimba/engine/playout';
import {
  type MoveSink,
  type RolloutPolicy,
  codes,
  emitDiscard,
  emitDraw,
  emitLayOff,
  emitMeld,
  idsOf,
  suitMask,
} from './rollout-moves.js';

/** Whether a pile card would be of use at once: it fits a team meld, or makes a three-card run with the hand. */
function pileIsUseful(game: Playout, seat: number): boolean {
  const team = game.teamOf(seat);
  for (let code = 0; code < game.pileCounts.length; code++) {
    if ((game.pileCounts[code] as number) === 0) continue;
    if (WILD_BY_CODE[code] === 1) return true;
    for (let m = 0; m < game.meldCount; m++) {
      if (game.meldTeam[m] === team && game.layOffVerdict(m, code) >= 0) return true;
    }
    const s = SUIT_BY_CODE[code] as number;
    const r = RANK_BY_CODE[code] as number;
    // Hand and pile naturals of the suit; a run of three through this card's place.
    let mask = suitMask(game, seat, s);
    const pileSuit = game.pileSuits[s] as Int8Array;
    for (let rr = 1; rr <= pileSuit.length; rr++) {
      if ((pileSuit[rr - 1] as number) > 0) mask |= rr === 1 ? (1 << 1) | (1 << 14) : 1 << rr;
    }
    const places = r === 1 ? [1, 14] : [r];
    for (const p of places) {
      for (let lo = p - 2; lo <= p; lo++) {
        if (lo < 1 || lo + 2 > 14) continue;
        const need = (1 << lo) | (1 << (lo + 1)) | (1 << (lo + 2));
        if ((mask & need) === need) return true;
      }
    }
  }
  return false;
}

/** Lays off one natural card on a team meld if any fits and the emptying rule allows it. */
function layOffOne(game: Playout, seat: number, record: MoveSink | undefined): boolean {
  const team = game.teamOf(seat);
  const suits = game.handSuits[seat] as readonly Int8Array[];
  for (let m = 0; m < game.meldCount; m++) {
    if (game.meldTeam[m] !== team) continue;
    // Only a natural of a run's suit, or of a set's rank, can join it: the fast core refuses any other at once, so
    // only those are asked about (in the same order, lowest code first).
    const shape = game.shapes[m] as MeldShape;
    if (shape.kind === 0) {
      const first = codeOfPlace(shape.suit, 1);
      const ofSuit = suits[shape.suit] as Int8Array;
      for (let r = 0; r < ofSuit.length; r++) {
        if ((ofSuit[r] as number) > 0 && layOffIfAllowed(game, seat, m, first + r, record)) return true;
      }
    } else {
      for (let s = 0; s < suits.length; s++) {
        if (((suits[s] as Int8Array)[shape.rank - 1] as number) > 0) {
          if (layOffIfAllowed(game, seat, m, codeOfPlace(s, shape.rank), record)) return true;
        }
      }
    }
  }
  return false;
}

/** Lays natural `code` (held) off on meld `m` if it fits and the emptying rule allows it. */
function layOffIfAllowed(game: Playout, seat: number, m: number, code: number, record: MoveSink | undefined): boolean {
  if (WILD_BY_CODE[code] === 1) return false;
  const verdict = game.layOffVerdict(m, code);
  const left = (game.handSize[seat] as number) - 1;
  if (verdict < 0 || !game.playKeepsRule(left, m, (game.shapes[m] as MeldShape).size + 1, verdict)) return false;
  codes[0] = code;
  idsOf(game, seat, 1);
  emitLayOff(game, m, 1, record);
  return true;
}

/** Melds the longest run of naturals in the hand (most points among equals), if it has one of three or more. */
function meldNaturalRun(game: Playout, seat: number, record: MoveSink | undefined): boolean {
  let best = 0;
  let bestPoints = 0;
  let bestSuit = -1;
  let bestLo = 0;
  for (let s = 0; s < 4; s++) {
    const mask = suitMask(game, seat, s);
    let lo = 1;
    while (lo <= 14) {
      if ((mask & (1 << lo)) === 0) {
        lo++;
        continue;
      }
      let hi = lo;
      while (hi + 1 <= 14 && (mask & (1 << (hi + 1))) !== 0 && !(lo === 1 && hi + 1 === 14)) hi++;
      const length = hi - lo + 1;
      if (length >= 3) {
        let points = 0;
        for (let p = lo; p <= hi; p++) points += CODE_POINTS[codeOfPlace(s, p)] as number;
        if (length > best || (length === best && points > bestPoints)) {
          best = length;
          bestPoints = points;
          bestSuit = s;
          bestLo = lo;
        }
      }
      lo = hi + 1;
    }
  }
  if (best < SHORTEST_MELD) return false;
  const left = (game.handSize[seat] as number) - best;
  for (let k = 0; k < best; k++) codes[k] = codeOfPlace(bestSuit, bestLo + k);
  const verdict = game.meldVerdictOf(codes, best);
  if (verdict < 0 || !game.playKeepsRule(left, -1, best, verdict)) return false;
  if (!idsOf(game, seat, best)) return false;
  emitMeld(game, best, record);
  return true;
}

/** Melds two naturals of a suit and a wild (the highest-point wild held) when they make a run of three. */
function meldWithWild(game: Playout, seat: number, record: MoveSink | undefined): boolean {
  const hand = game.handCounts[seat] as Int8Array;
  let wild = -1;
  for (const w of WILD_CODES)
    if ((hand[w] as number) > 0) {
      wild = w;
      break;
    }
  if (wild < 0) return false;
  const left = (game.handSize[seat] as number) - 3;
  for (let s = 0; s < 4; s++) {
    const mask = suitMask(game, seat, s) & ~(wild === codeOfPlace(s, 2) ? 1 << 2 : 0);
    for (let lo = 1; lo + 2 <= 14; lo++) {
      let present = 0;
      for (let p = lo; p <= lo + 2; p++) if ((mask & (1 << p)) !== 0) present++;
      if (present !== 2) continue;
      let n = 0;
      for (let p = lo; p <= lo + 2; p++) if ((mask & (1 << p)) !== 0) codes[n++] = codeOfPlace(s, p);
      codes[n++] = wild;
      const verdict = game.meldVerdictOf(codes, n);
      if (verdict < 0 || !game.playKeepsRule(left, -1, n, verdict)) continue;
      if (!idsOf(game, seat, n)) continue;
      emitMeld(game, n, record);
      return true;
    }
  }
  return false;
}

/** Whether a natural has a neighbour of its suit within two places in the hand (a run in the making). */
function hasNeighbour(game: Playout, seat: number, code: number): boolean {
  const s = SUIT_BY_CODE[code] as number;
  const mask = suitMask(game, seat, s);
  const r = RANK_BY_CODE[code] as number;
  const places = r === 1 ? [1, 14] : [r];
  for (const p of places) {
    for (let d = -2; d <= 2; d++) {
      if (d === 0) continue;
      const q = p + d;
      if (q >= 1 && q <= 14 && q !== p && (mask & (1 << q)) !== 0 && !(r === 1 && (q === 1 || q === 14))) return true;
    }
  }
  return false;
}

/**
 * The discard: a loose high card first (no neighbour of its suit, fits none of the team's melds), never a wild while
 * a natural is left, and rather not a card that fits an opponents' meld (it would feed them).
 */
function chooseDiscard(game: Playout, seat: number): number {
  const team = game.teamOf(seat);
  const hand = game.handCounts[seat] as Int8Array;
  let bestCode = -1;
  let bestScore = -Infinity;
  for (let code = 0; code < hand.length; code++) {
    if ((hand[code] as number) === 0) continue;
    let score = CODE_POINTS[code] as number;
    if (WILD_BY_CODE[code] === 1) score -= 1000;
    else {
      if (!hasNeighbour(game, seat, code)) score += 100;
      for (let m = 0; m < game.meldCount; m++) {
        if (game.layOffVerdict(m, code) < 0) continue;
        score += game.meldTeam[m] === team ? -60 : -40;
        break;
      }
    }
    if (score > bestScore) {
      bestScore = score;
      bestCode = code;
    }
  }
  return game.idIn(seat, bestCode);
}

/**
 * The rollout policy: takes the pile when a pile card is of use at once (a wild, a lay-off, a run of three), lays
 * off and melds whatever it can (naturals first, a wild to complete a run of three), keeps two cards when the rules
 * do not yet let its team empty a hand, and discards a loose high card. Close to the greedy bot, and fast.
 */
export const greedyRollout: RolloutPolicy = (game, _random, record) => {
  const seat = game.turn;
  if (game.phase === PHASE_DRAW) {
    emitDraw(game, game.pileLength > 0 && (game.stockLength === 0 || pileIsUseful(game, seat)), record);
    return;
  }
  // Play phase: plays until none is left (a birimbaki picked up mid-play gives new cards to play), then the discard.
  for (let guard = 0; guard < 200; guard++) {
    if (game.phase === PHASE_OVER) return;
    if (layOffOne(game, seat, record) || meldNaturalRun(game, seat, record) || meldWithWild(game, seat, record))
      continue;
    break;
  }
  if (game.phase === PHASE_OVER) return;
  emitDiscard(game, chooseDiscard(game, seat), record);
};

/**
 * Rollouts end by then: a deal from its start takes 84 decisions at the median and under 140 at the most with the
 * greedy policy, but under a closing variant its players can take a one-card pile from each other for ever.
 */
export const MAX_ROLLOUT_DECISIONS = 600;

/**
 * Plays the deal to its end with `policy` for every seat; a deal still going after `maxDecisions` is stopped where it
 * is (its running score is then the value). Returns the number of decisions made.
 */
export function playOut(
  game: Playout,
  policy: RolloutPolicy,
  random: Random01,
  record?: MoveSink,
  maxDecisions = MAX_ROLLOUT_DECISIONS,
): number {
  let decisions = 0;
  while (game.phase !== PHASE_OVER && decisions < maxDecisions) {
    policy(game, random, record);
    decisions++;
  }
  return decisions;
}
