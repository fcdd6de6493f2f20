// The thesis's five per-card heuristics (throw … throw5, classic-ai.md §5) and the crisp features the draw and
// discard decisions feed to their fuzzy systems. Positive = use or throw the card; negative = keep it.

import {
  type Card,
  type Meld,
  type RuleSet,
  LONGEST_RUN,
  RANK_COUNT,
  SHORTEST_MELD,
  cardCode,
  cardPoints,
  isWild,
  layOffOptions,
  meldOptions,
  rankNumber,
  suitIndex,
} from '@birimba/engine';
import type { CardMemory } from './memory.js';
import type { ClassicTables } from './profile.js';

/** The thesis's heuristic values of one hand card. */
export interface CardThrows {
  /** The opponents' known cards that would make a combination with this card: wait for them to be thrown. */
  opponent: number;
  /** Pile cards that attach to a combination with this card: laying it down invites the opponents to take the pile. */
  pile: number;
  /** The partner's known cards combine with this card: keep it for him. */
  partnerKeep: number;
  /** The partner's known cards would attach to a meld this card makes: lay it so he can add (may be negative). */
  partnerLay: number;
}

function tableAt(table: readonly number[], size: number): number {
  return table[Math.max(SHORTEST_MELD, Math.min(LONGEST_RUN, size)) - SHORTEST_MELD] ?? 0;
}

/** Combinations of `hand` + `extra` that use `extra`, as hand cards and the combination size. */
function combosWith(hand: readonly Card[], extra: Card, rules: RuleSet): { cards: Card[]; size: number }[] {
  if (isWild(extra) || hand.some((c) => cardCode(c) === cardCode(extra))) return [];
  const out: { cards: Card[]; size: number }[] = [];
  for (const option of meldOptions([...hand, extra], rules)) {
    if (!option.some((c) => c.id === extra.id)) continue;
    out.push({ cards: option.filter((c) => c.id !== extra.id), size: option.length });
  }
  return out;
}

function fitsAnyMeld(card: Card, melds: readonly Meld[]): boolean {
  return melds.some((m) => layOffOptions(m, [card]).length > 0);
}

/** The four heuristic values of every hand card (the two opponents' tables merged into one, as the thesis does). */
export function cardThrows(
  hand: readonly Card[],
  memory: CardMemory,
  tables: ClassicTables,
  rules: RuleSet,
): Map<number, CardThrows> {
  const throws = new Map<number, CardThrows>(
    hand.map((c) => [c.id, { opponent: 0, pile: 0, partnerKeep: 0, partnerLay: 0 }]),
  );
  const lower = (cards: readonly Card[], key: 'opponent' | 'pile' | 'partnerKeep', v: number): void => {
    for (const c of cards) {
      const t = throws.get(c.id);
      if (t !== undefined && v < t[key]) t[key] = v;
    }
  };
  // An opponent never throws a card that fits his own team's melds, or a wild: those are not waited for.
  for (const x of [...memory.nextOpponentKnown, ...memory.otherOpponentKnown]) {
    if (fitsAnyMeld(x, memory.opponentMelds)) continue;
    for (const combo of combosWith(hand, x, rules))
      lower(combo.cards, 'opponent', tableAt(tables.opponent, combo.size));
  }
  for (const x of memory.pile) {
    for (const combo of combosWith(hand, x, rules)) lower(combo.cards, 'pile', tableAt(tables.pile, combo.size));
  }
  // Our cards that would complete a combination of the partner's known cards: keep them for him.
  for (const c of hand) {
    if (isWild(c) || memory.partnerKnown.length < 2) continue;
    for (const option of meldOptions([...memory.partnerKnown, c], rules)) {
      if (option.some((o) => o.id === c.id)) lower([c], 'partnerKeep', tableAt(tables.partnerKeep, option.length));
    }
  }
  // Melds we could lay that the partner's known cards would attach to: lay them (the thesis's throw5 update rule:
  // a later, bigger entry replaces a smaller one).
  if (memory.partnerKnown.length > 0) {
    for (const option of meldOptions(hand, rules)) {
      const attach = memory.partnerKnown.filter((y) => !isWild(y) && attaches(option, y, rules));
      if (attach.length === 0) continue;
      const v = tableAt(tables.partnerLay, option.length + attach.length);
      for (const c of option) {
        const t = throws.get(c.id);
        if (t === undefined) continue;
        if ((t.partnerLay >= 0 && v >= 0 && v > t.partnerLay) || (v < 0 && v < t.partnerLay)) t.partnerLay = v;
      }
    }
  }
  return throws;
}

function attaches(cards: readonly Card[], y: Card, rules: RuleSet): boolean {
  return meldOptions([...cards, y], rules).some((o) => o.length === cards.length + 1 && o.some((c) => c.id === y.id));
}

/** The merged "keep" value of a card: the most negative of its throws (thesis: the minimum of the descending ones). */
export function negativeThrow(t: CardThrows | undefined): number {
  if (t === undefined) return 0;
  return Math.min(t.opponent, t.pile, t.partnerKeep, Math.min(0, t.partnerLay));
}

/** How much a card is worth keeping for our own melds, 0..10 (for the discard). */
export function keepValue(
  card: Card,
  hand: readonly Card[],
  memory: CardMemory,
  throws: CardThrows | undefined,
): number {
  if (isWild(card)) return 10;
  const s = suitIndex(card);
  const r = rankNumber(card);
  let near = 0;
  for (const o of hand) {
    if (o.id === card.id || isWild(o) || suitIndex(o) !== s || cardCode(o) === cardCode(card)) continue;
    const d0 = Math.abs(rankNumber(o) - r);
    const d = r === 1 || rankNumber(o) === 1 ? Math.min(d0, RANK_COUNT - d0) : d0;
    if (d === 1) near += 4;
    else if (d === 2) near += 2.5;
  }
  const fitsOwn = memory.ownMelds.some((m) => layOffOptions(m, [card]).length > 0) ? 5 : 0;
  return Math.min(10, Math.max(near, fitsOwn, -negativeThrow(throws)));
}

/** How much a discard would help the opponents, 0..10: it fits their melds, or makes a combination with what they hold. */
export function feedValue(card: Card, memory: CardMemory, rules: RuleSet): number {
  if (isWild(card)) return 10;
  if (fitsAnyMeld(card, memory.opponentMelds)) return 10;
  let v = 0;
  if (combosWith(memory.nextOpponentKnown, card, rules).length > 0) v = Math.max(v, 7);
  if (combosWith(memory.otherOpponentKnown, card, rules).length > 0) v = Math.max(v, 4);
  // A card that makes a combination with what is already on the pile tempts the next player to take it all.
  if (combosWith(memory.pile, card, rules).length > 0) v = Math.max(v, 3);
  return v;
}

/** The crisp inputs of the draw system. */
export interface DrawFeatures {
  /** How much the pile's cards make or extend our melds. */
  readonly use: number;
  /** Wilds in the pile. */
  readonly wilds: number;
  /** Points of pile cards we have no use for (they would sit in hand as penalties). */
  readonly junk: number;
  /** How much the pile would help the opponents (taking it blocks them). */
  readonly block: number;
  /** 0 at the deal, 1 at an empty stock. */
  readonly stage: number;
}

/** The draw system's inputs for a hand and what the seat remembers. */
export function drawFeatures(hand: readonly Card[], memory: CardMemory, rules: RuleSet): DrawFeatures {
  let use = 0;
  let wilds = 0;
  let junk = 0;
  let block = 0;
  const combined = [...hand, ...memory.pile];
  const withPile = meldOptions(combined, rules);
  for (const x of memory.pile) {
    if (isWild(x)) {
      wilds++;
      continue;
    }
    let best = 0;
    for (const option of withPile) if (option.length > best && option.some((c) => c.id === x.id)) best = option.length;
    for (const m of memory.ownMelds) {
      for (const option of layOffOptions(m, combined)) {
        if (option.some((c) => c.id === x.id)) best = Math.max(best, m.cards.length + option.length);
      }
    }
    if (best >= 3) use += 2 + (best - 3);
    else junk += cardPoints(x);
    if (fitsAnyMeld(x, memory.opponentMelds)) block += 3;
  }
  return { use, wilds, junk, block, stage: memory.stage };
}
