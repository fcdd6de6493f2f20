// Reproducible benchmark positions: 22-card hands with 4 wilds against 6 team melds.

import {
  type Card,
  type GameState,
  type Meld,
  type PlayerView,
  DECK,
  checkMeld,
  newGame,
  randomSource,
  validateGameState,
  viewFor,
  meldFromCheck,
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
          ? takeFree([104, 105, 106, 107, 1, 53, 14, 66, 27, 79, 40, 92].filter((w) => !ids.includes(w)).sort(() => random() - 0.5))
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
  for (const [wild, n] of [[true, 4], [false, 18]] as const) {
    const ids = pool(wild);
    for (let i = 0; i < n; i++) {
      const id = ids.splice(pick(ids.length), 1)[0] as number;
      free.delete(id);
      hand.push(DECK[id] as Card);
    }
  }
  const rest = [...free].map((id) => DECK[id] as Card);
  const base = newGame({ seed });
  const tableMelds: Meld[] = melds.map((cards, i) => {
    const check = checkMeld(cards);
    if (!check.valid) throw new Error('bench: invalid meld');
    return meldFromCheck(i + 1, 0, check);
  });
  const state: GameState = {
    ...base,
    birimbakia: [rest.slice(0, 11), rest.slice(11, 22)],
    hands: [hand, rest.slice(22, 30), rest.slice(30, 38), rest.slice(38, 46)],
    stock: rest.slice(46, 46 + 42),
    pile: rest.slice(46 + 42),
    melds: tableMelds,
    nextMeldId: 7,
    phase: 'play',
    turn: 0,
    // A reachable turn of seat 0 after that many stock draws.
    turnNumber: 4 * Math.ceil(Math.max(0, 42 - rest.slice(46, 46 + 42).length) / 4) + 1,
    lastTurn: rest.length <= 46,
  };
  return viewFor(validateGameState(JSON.parse(JSON.stringify(state))), 0);
}

