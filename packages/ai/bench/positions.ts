// Reproducible benchmark positions: 22-card hands with 4 wilds against 6 team melds.

import {
  type Card,
  type PlayerView,
  DECK,
  buildPosition,
  checkMeld,
  formatCards,
  randomSource,
  viewFor,
} from '@birimba/engine';

const isWildId = (id: number): boolean => id >= 104 || id % 13 === 1;

/**
 * A play-phase view of seat 0: 6 melds of team A (3–6 cards, runs, about one in three holding a wild), then a
 * hand of 18 naturals and 4 wilds drawn from the cards left; every other card is dealt elsewhere.
 */
export function benchPosition(seed: number): PlayerView {
  const random = randomSource(seed);
  const pick = (n: number): number => Math.floor(random() * n);
  const free = new Set<number>(DECK.map((c) => c.id));
  const takeFree = (ids: readonly number[]): number | undefined => ids.find((id) => free.has(id));
  const melds: Card[][] = [];
  while (melds.length < 6) {
    const suit = pick(4);
    const length = 3 + pick(4);
    const low = 1 + pick(14 - length + 1);
    const wildAt = random() < 0.35 ? low + pick(length) : -1;
    const ids: number[] = [];
    for (let p = low; p < low + length; p++) {
      const code = suit * 13 + (p === 14 ? 0 : p - 1);
      const id =
        p === wildAt
          ? takeFree(
              [104, 105, 106, 107, 1, 53, 14, 66, 27, 79, 40, 92]
                .filter((w) => !ids.includes(w))
                .sort(() => random() - 0.5),
            )
          : takeFree([code, code + 52].filter((c) => !ids.includes(c)));
      if (id === undefined) break;
      ids.push(id);
    }
    if (ids.length !== length) continue;
    const cards = ids.map((id) => DECK[id] as Card);
    if (!checkMeld(cards).valid) continue;
    for (const id of ids) free.delete(id);
    melds.push(cards);
  }
  const hand: Card[] = [];
  const pool = (wild: boolean): number[] => [...free].filter((id) => isWildId(id) === wild);
  for (const [wild, n] of [
    [true, 4],
    [false, 18],
  ] as const) {
    const ids = pool(wild);
    for (let i = 0; i < n; i++) {
      const id = ids.splice(pick(ids.length), 1)[0] as number;
      free.delete(id);
      hand.push(DECK[id] as Card);
    }
  }
  const state = buildPosition({
    seed,
    hands: [formatCards(hand), '', '', ''],
    melds: melds.map((cards) => ({ team: 0, cards: formatCards(cards) })),
    turn: 0,
    phase: 'play',
  });
  return viewFor(state, 0);
}
