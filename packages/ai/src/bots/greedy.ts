// The greedy baseline: takes the pile only when it makes or extends a meld at once, lays down every meld and
// lay-off it can (most points first), and discards its highest-point card that is in no near-meld.

import {
  type Card,
  type Move,
  type PlayerView,
  applyPlayToView,
  cardCode,
  cardPoints,
  isWild,
  layOffOptions,
  legalMoves,
  meldOptions,
  rankNumber,
  suitIndex,
  sumPoints,
  RANK_COUNT,
} from '@birimba/engine';
import { type Bot, type Decision, assertActingView, explanation } from '../bot.js';

import { Random } from '../random.js';
import { randomBot } from './random.js';

/** Every meld and lay-off the view's seat may make now, as moves: the engine's legal moves less the discards. */
export function playOptions(view: PlayerView): (Move & { type: 'meld' | 'layOff' })[] {
  return legalMoves(view).filter(
    (m): m is Move & { type: 'meld' | 'layOff' } => m.type === 'meld' || m.type === 'layOff',
  );
}

/** Whether taking the pile lets a pile card into a new meld or onto one of the team's melds at once. */
export function pileMakesAPlay(view: PlayerView): boolean {
  if (view.pile.length === 0) return false;
  const pileIds = new Set(view.pile.map((c) => c.id));
  const uses = (cards: readonly Card[]): boolean => cards.some((c) => pileIds.has(c.id));
  const combined = [...view.hand, ...view.pile];
  if (meldOptions(combined, view.rules).some(uses)) return true;
  return view.melds.some((m) => m.team === view.team && layOffOptions(m, combined).some(uses));
}

/**
 * A card is in a near-meld when it is wild, when another natural of its suit is within two ranks (a run in the
 * making), or when it fits one of the team's melds with at most one more card.
 */
export function inNearMeld(card: Card, hand: readonly Card[], view: PlayerView): boolean {
  if (isWild(card)) return true;
  const s = suitIndex(card);
  const r = rankNumber(card);
  const near = hand.some((o) => {
    if (o.id === card.id || isWild(o) || suitIndex(o) !== s || cardCode(o) === cardCode(card)) return false;
    const d = Math.abs(rankNumber(o) - r);
    const aceHigh = r === 1 || rankNumber(o) === 1 ? RANK_COUNT - d : d;
    return Math.min(d, aceHigh) <= 2;
  });
  if (near) return true;
  return view.melds.some(
    (m) =>
      m.team === view.team &&
      layOffOptions(m, [card, ...hand.filter((o) => isWild(o))]).some((x) => x.some((c) => c.id === card.id)),
  );
}

/**
 * The greedy player's throw: its highest-point card in no near-meld (wild cards last), the lowest identity among
 * equals.
 */
export function greedyDiscard(view: PlayerView): Move & { type: 'discard' } {
  const legal = legalMoves(view).filter((m): m is Move & { type: 'discard' } => m.type === 'discard');
  const byId = new Map(view.hand.map((c) => [c.id, c]));
  const cards = legal.map((m) => byId.get(m.card) as Card);
  const loose = cards.filter((c) => !inNearMeld(c, view.hand, view));
  const pool =
    loose.length > 0 ? loose : cards.filter((c) => !isWild(c)).length > 0 ? cards.filter((c) => !isWild(c)) : cards;
  // Highest points first; among equals the lowest identity, so the choice is stable.
  const best = pool.reduce((a, b) =>
    cardPoints(b) > cardPoints(a) || (cardPoints(b) === cardPoints(a) && cardCode(b) < cardCode(a)) ? b : a,
  );
  return { type: 'discard', card: best.id };
}

/**
 * The greedy player's play: meld and lay off while it can, each time the option worth the most points (`'points'`,
 * the greedy bot's own; ties to the one using more cards) or using the most cards (`'cards'`: the play that lays
 * off and melds all it can; ties to the one worth more). Returns the moves and the view after them.
 */
export function greedyPlay(
  view: PlayerView,
  by: 'points' | 'cards' = 'points',
): { moves: (Move & { type: 'meld' | 'layOff' })[]; after: PlayerView } {
  const moves: (Move & { type: 'meld' | 'layOff' })[] = [];
  let current = view;
  for (;;) {
    const options = playOptions(current);
    if (options.length === 0) break;
    const hand = current.hand;
    const value = (m: Move & { cards: readonly number[] }): number =>
      sumPoints(m.cards.map((id) => hand.find((c) => c.id === id) as Card));
    const better = (a: (typeof options)[number], b: (typeof options)[number]): boolean =>
      by === 'points'
        ? value(b) > value(a) || (value(b) === value(a) && b.cards.length > a.cards.length)
        : b.cards.length > a.cards.length || (b.cards.length === a.cards.length && value(b) > value(a));
    const best = options.reduce((a, b) => (better(a, b) ? b : a));
    moves.push(best);
    current = applyPlayToView(current, best);
    if (current.hand.length === 0) break;
  }
  return { moves, after: current };
}

/** Options of the greedy bot. */
export interface GreedyOptions {
  /** The share of decisions made at random instead (a weaker player, the `easy` level); default 0. */
  readonly noise?: number;
}

/** The greedy baseline (see the module comment); with `noise`, a share of its decisions are made at random. */
export function greedyBot(options: GreedyOptions = {}): Bot {
  const noise = options.noise ?? 0;
  const blunder = randomBot();
  return {
    name: 'greedy',
    options: noise === 0 ? {} : { noise },
    decide(view: PlayerView, seed: number): Decision {
      assertActingView(view);
      if (noise > 0 && new Random(seed ^ 0x5bd1e995).next() < noise) return blunder.decide(view, seed);
      if (view.phase === 'draw') {
        const take = view.pile.length > 0 && pileMakesAPlay(view);
        const moves: Move[] = [take ? { type: 'takePile' } : { type: 'draw' }];
        return { moves, explanation: explanation(moves, { kind: 'pile-makes-meld' }, { candidates: [] }) };
      }
      const { moves, after } = greedyPlay(view);
      if (after.hand.length === 0) {
        return { moves, explanation: explanation(moves, { kind: 'lays-down-everything' }, { candidates: [] }) };
      }
      const turn: Move[] = [...moves, greedyDiscard(after)];
      return { moves: turn, explanation: explanation(turn, { kind: 'plan' }, { candidates: [] }) };
    },
  };
}
