// `legalMoves` offers exactly the distinct legal moves (rules §4, §5): checked on chosen positions and against a
// brute force over every sub-multiset of small random hands.

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type GameState,
  type Move,
  type RuleSet,
  type Seat,
  applyMove,
  cardById,
  cardCode,
  checkMeld,
  checkMove,
  formatCards,
  legalMoves,
  newGame,
  randomSource,
  parseCards,
  teamOf,
} from '../../src/index.js';
import { type MeldSpec, ids, notation, position } from '../support/position.js';
import { samples, soak } from '../support/samples.js';

const handOf = (state: GameState): Card[] => state.hands[state.turn] as Card[];

/** A move as text that ignores which copy of a card it names and the order of its cards. */
function keyOf(move: Move): string {
  switch (move.type) {
    case 'draw':
    case 'takePile':
      return move.type;
    case 'meld':
      return `meld ${notation(move.cards.map(cardById))}`;
    case 'layOff':
      return `layOff#${String(move.meldId)} ${notation(move.cards.map(cardById))}`;
    case 'discard':
      return `discard ${formatCards([cardById(move.card)])}`;
  }
}

function keysOf(state: GameState): string[] {
  return legalMoves(state).map(keyOf);
}

/** Every distinct play by brute force: each sub-multiset of the hand tried with `checkMeld`. */
function bruteForce(state: GameState): Set<string> {
  const hand = handOf(state);
  const byCode = new Map<number, Card[]>();
  for (const c of hand) byCode.set(cardCode(c), [...(byCode.get(cardCode(c)) ?? []), c]);
  const groups = [...byCode.values()];
  const own = state.melds.filter((m) => m.team === teamOf(state.turn));
  const keys = new Set<string>();
  const visit = (i: number, chosen: Card[]): void => {
    const group = groups[i];
    if (group === undefined) {
      if (chosen.length === 0) return;
      if (chosen.length >= 3 && checkMeld(chosen, state.rules).valid) keys.add(`meld ${notation(chosen)}`);
      for (const m of own) {
        if (checkMeld([...m.cards, ...chosen], state.rules, m.arrangement).valid) {
          keys.add(`layOff#${String(m.id)} ${notation(chosen)}`);
        }
      }
      return;
    }
    for (let k = 0; k <= group.length; k++) visit(i + 1, k === 0 ? chosen : [...chosen, ...group.slice(0, k)]);
  };
  visit(0, []);
  for (const c of hand) keys.add(`discard ${formatCards([c])}`);
  return keys;
}

const meldKey = (text: string): string => `meld ${notation(parseCards(text))}`;
const layOffKey = (meldId: number, text: string): string => `layOff#${String(meldId)} ${notation(parseCards(text))}`;

function expectMatchesBruteForce(state: GameState): void {
  const keys = keysOf(state);
  expect(new Set(keys).size).toBe(keys.length);
  expect([...keys].sort()).toEqual([...bruteForce(state)].sort());
}

describe('legalMoves in the draw phase', () => {
  it('offers only draw while the pile is empty', () => {
    expect(legalMoves(newGame({ seed: 4 }))).toEqual([{ type: 'draw' }]);
  });

  it('offers draw and takePile when the pile has cards', () => {
    const state = position({ hands: ['5S 9H', '', '', ''], pile: 'KD', phase: 'draw' });
    expect(keysOf(state).sort()).toEqual(['draw', 'takePile']);
    const upCard = newGame({ seed: 4, rules: { initialUpCard: true } });
    expect(keysOf(upCard).sort()).toEqual(['draw', 'takePile']);
  });

  it('offers no draw from an empty stock, as checkMove refuses it', () => {
    const built = position({ hands: ['5S', '', '', ''], pile: '4H', phase: 'draw' });
    const emptied: GameState = { ...built, stock: [], pile: [...built.pile, ...built.stock] };
    expect(checkMove(emptied, { type: 'draw' })).toMatchObject({ code: 'empty-stock' });
    expect(legalMoves(emptied)).toEqual([{ type: 'takePile' }]);
  });

  it('every draw-phase move it offers is accepted', () => {
    const state = position({ hands: ['5S 9H', '', '', ''], pile: 'KD 3C', phase: 'draw' });
    for (const move of legalMoves(state)) expect(applyMove(state, move).phase).toBe('play');
  });
});

describe('legalMoves in the play phase', () => {
  it('offers one discard per distinct card: both copies of 5S make one discard', () => {
    const state = position({ hands: ['5S 5S 9H JK', '', '', ''] });
    const discards = legalMoves(state).filter((m) => m.type === 'discard');
    expect(discards.map(keyOf).sort()).toEqual(['discard 5S', 'discard 9H', 'discard JK']);
  });

  it('offers a meld once even when the hand has two copies of its cards', () => {
    const state = position({ hands: ['5S 5S 6S 6S 7S 7S', '', '', ''] });
    const melds = legalMoves(state).filter((m) => m.type === 'meld');
    expect(melds.map(keyOf)).toEqual([meldKey('5S 6S 7S')]);
  });

  it('names the lowest-id copy of a card, whatever the order of the hand', () => {
    const built = position({ hands: ['5S 5S 6S 7S JK JK 9H', '', '', ''] });
    const reversed: GameState = { ...built, hands: [[...handOf(built)].reverse(), ...built.hands.slice(1)] };
    const lowest = (code: string): number => Math.min(...ids(built, `${code} ${code}`));
    const named = legalMoves(reversed).flatMap((m) =>
      m.type === 'meld' ? m.cards : m.type === 'discard' ? [m.card] : [],
    );
    expect(named).toContain(lowest('5S'));
    expect(named).toContain(lowest('JK'));
    expect(named).not.toContain(Math.max(...ids(built, '5S 5S')));
    expect(named).not.toContain(Math.max(...ids(built, 'JK JK')));
  });

  it('offers a gapped meld filled by a wild: 5S JK 7S', () => {
    const state = position({ hands: ['5S JK 7S 9H', '', '', ''] });
    expect(keysOf(state).filter((k) => k.startsWith('meld'))).toEqual([meldKey('5S JK 7S')]);
    expectMatchesBruteForce(state);
  });

  it('offers runs with natural and acting 2s: AS 2S 3S 2H', () => {
    const state = position({ hands: ['AS 2S 3S 2H', '', '', ''] });
    expect(
      keysOf(state)
        .filter((k) => k.startsWith('meld'))
        .sort(),
    ).toEqual(['AS 2S 3S', 'AS 2S 2H', 'AS 3S 2H', '2S 3S 2H', 'AS 2S 3S 2H'].map(meldKey).sort());
    expectMatchesBruteForce(state);
  });

  it('offers 2S 2S 3S (one 2S natural, one acting) once', () => {
    const state = position({ hands: ['2S 2S 3S', '', '', ''] });
    expect(keysOf(state).filter((k) => k.startsWith('meld'))).toEqual([meldKey('2S 2S 3S')]);
    expect(
      keysOf(state)
        .filter((k) => k.startsWith('discard'))
        .sort(),
    ).toEqual(['discard 2S', 'discard 3S']);
  });

  it('offers runs with the ace low and high, never wrapping', () => {
    const state = position({ hands: ['AS 2S 3S QS KS', '', '', ''] });
    const melds = keysOf(state).filter((k) => k.startsWith('meld'));
    for (const text of ['AS 2S 3S', 'QS KS AS', 'KS AS 2S', 'QS KS AS 2S']) expect(melds).toContain(meldKey(text));
    for (const text of ['KS AS 2S 3S', 'AS 2S 3S QS KS', 'KS AS 3S']) expect(melds).not.toContain(meldKey(text));
    expectMatchesBruteForce(state);
  });

  it('offers an ace laid off low on one meld and high on another', () => {
    const state = position({
      hands: ['AS 9H', '', '', ''],
      melds: [
        { team: 0, cards: '2S 3S 4S' },
        { team: 0, cards: 'JS QS KS' },
      ],
    });
    expect(
      keysOf(state)
        .filter((k) => k.startsWith('layOff'))
        .sort(),
    ).toEqual([layOffKey(1, 'AS'), layOffKey(2, 'AS')]);
  });

  it('offers a lay-off that moves a wild: 3S 4S 2S 6S + 5S sends the 2S to its natural place', () => {
    const state = position({ hands: ['5S 9H', '', '', ''], melds: [{ team: 0, cards: '3S 4S 2S 6S' }] });
    expect(state.melds[0]?.clean).toBe(false);
    const moves = legalMoves(state).filter((m) => m.type === 'layOff');
    expect(moves.map(keyOf)).toEqual([layOffKey(1, '5S')]);
    const next = applyMove(state, moves[0]);
    const meld = next.melds[0];
    expect(formatCards(meld?.cards ?? [])).toBe('2S 3S 4S 5S 6S');
    expect(meld?.arrangement.slots.find((s) => s.card.rank === '2')).toMatchObject({ position: 2, acting: false });
    expect(meld?.clean).toBe(true);
  });

  it('offers a lay-off that pushes an acting wild to an end: 4S 2H 6S + 5S', () => {
    const state = position({ hands: ['5S 9H', '', '', ''], melds: [{ team: 0, cards: '4S 2H 6S' }] });
    expect(keysOf(state)).toContain(layOffKey(1, '5S'));
    const next = applyMove(state, { type: 'layOff', meldId: 1, cards: ids(state, '5S') });
    const wild = next.melds[0]?.arrangement.slots.find((s) => s.acting);
    expect([3, 7]).toContain(wild?.position);
    expect(next.melds[0]?.clean).toBe(false);
    expectMatchesBruteForce(state);
  });

  it('offers no lay-off where the wild could not move: a 13-card run with JK as the ace + AS', () => {
    const state = position({
      hands: ['AS 9H', '', '', ''],
      melds: [{ team: 0, cards: '2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS JK' }],
    });
    expect(keysOf(state).filter((k) => !k.startsWith('discard'))).toEqual([]);
    expectMatchesBruteForce(state);
  });

  it('offers a lay-off that needs two cards: 3S 4S 5S + 7S JK, but not 7S alone', () => {
    const state = position({ hands: ['7S JK 9H', '', '', ''], melds: [{ team: 0, cards: '3S 4S 5S' }] });
    const layOffs = keysOf(state).filter((k) => k.startsWith('layOff'));
    expect(layOffs.sort()).toEqual([layOffKey(1, 'JK'), layOffKey(1, '7S JK')].sort());
    expectMatchesBruteForce(state);
  });

  it('offers the meld’s wild moved to the top of a run that starts at the ace: 4S 5S JK + AS 2S 3S, 6S kept', () => {
    const state = position({ hands: ['AS 2S 3S 6S', '', '', ''], melds: [{ team: 0, cards: '4S 5S JK' }] });
    expect(keysOf(state)).toContain(layOffKey(1, 'AS 2S 3S'));
    expectMatchesBruteForce(state);
  });

  it('offers no lay-off that would make a run of 14: 4S 5S JK + the eleven other spades', () => {
    const state = position({
      hands: ['AS 2S 3S 6S 7S 8S 9S 10S JS QS KS', '', '', ''],
      melds: [{ team: 0, cards: '4S 5S JK' }],
    });
    expect(keysOf(state)).not.toContain(layOffKey(1, 'AS 2S 3S 6S 7S 8S 9S 10S JS QS KS'));
    expectMatchesBruteForce(state);
  });

  it('offers no lay-off of a wild beyond a full run: 4S 5S 6S + the ten other spades and JK', () => {
    const state = position({
      hands: ['AS 2S 3S 7S 8S 9S 10S JS QS KS JK', '', '', ''],
      melds: [{ team: 0, cards: '4S 5S 6S' }],
    });
    expect(keysOf(state)).not.toContain(layOffKey(1, 'AS 2S 3S 7S 8S 9S 10S JS QS KS JK'));
    expectMatchesBruteForce(state);
  });

  it('never offers a lay-off on the opponents’ melds', () => {
    const state = position({
      hands: ['', '6S 9H', '', ''],
      melds: [
        { team: 0, cards: '3S 4S 5S' },
        { team: 1, cards: '7H 8H 9H' },
      ],
      turn: 1,
    });
    const layOffs = legalMoves(state).filter((m) => m.type === 'layOff');
    expect(layOffs).toEqual([]);
  });

  it('offers plays that empty the hand: taking the birimbaki, or closing', () => {
    for (const took of [false, true]) {
      const state = position({
        hands: ['5S 6S 7S', '', '4D', ''],
        melds: [{ team: 0, cards: '2S 3S 4S' }],
        tookBirimbaki: [took, false],
      });
      const keys = keysOf(state);
      expect(keys).toContain(meldKey('5S 6S 7S'));
      expect(keys).toContain(layOffKey(1, '5S 6S 7S'));
      for (const move of legalMoves(state)) {
        const next = applyMove(state, move);
        if (move.type === 'meld' || (move.type === 'layOff' && move.cards.length === 3)) {
          if (took) expect(next.endReason).toBe('closed');
          else expect(next.tookBirimbaki[0]).toBe(true);
        }
      }
      expectMatchesBruteForce(state);
    }
  });
});

// ---- random small positions against the brute force ----

/** A seeded generator of whole numbers below n, so the loop is the same on every run. */
function generator(seed: number): (n: number) => number {
  const next = randomSource(seed);
  return (n) => Math.floor(next() * n);
}

const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const;
const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** Notation of code (0..51 suited, 52 joker). */
function codeText(code: number): string {
  return code === 52 ? 'JK' : `${RANK_TEXT[code % 13] as string}${SUIT_LETTERS[Math.floor(code / 13)] as string}`;
}

/** Copies of each card identity still free. */
class Supply {
  private readonly left: number[] = Array.from({ length: 53 }, (_, code) => (code === 52 ? 4 : 2));
  has(codes: readonly number[]): boolean {
    const need = new Map<number, number>();
    for (const c of codes) need.set(c, (need.get(c) ?? 0) + 1);
    for (const [c, n] of need) if ((this.left[c] as number) < n) return false;
    return true;
  }
  take(codes: readonly number[]): boolean {
    if (!this.has(codes)) return false;
    for (const c of codes) this.left[c] = (this.left[c] as number) - 1;
    return true;
  }
}

function randomWild(rand: (n: number) => number): number {
  return rand(5) < 2 ? 52 : rand(4) * 13 + 1;
}

/** A random valid run of 3..8 cards, maybe with one wild in it (as codes), or null. */
function randomRun(rand: (n: number) => number, rules: RuleSet): number[] | null {
  if (rules.allowSets && rand(4) === 0) {
    const rank = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12][rand(12)] as number;
    const codes = [rand(4) * 13 + rank, rand(4) * 13 + rank, rand(4) * 13 + rank];
    if (rand(2) === 0) codes[2] = randomWild(rand);
    return codes;
  }
  const s = rand(4);
  const len = 3 + rand(6);
  const lo = 1 + rand(14 - len + 1);
  const hi = lo + len - 1;
  if (lo === 1 && hi === 14) return null;
  const codes: number[] = [];
  for (let p = lo; p <= hi; p++) codes.push(s * 13 + (p === 14 ? 0 : p - 1));
  if (rand(5) < 2) codes[rand(codes.length)] = randomWild(rand);
  return codes;
}

/** A random hand of 1..10 cards, mostly of the given suits, with wilds. */
function randomHand(
  rand: (n: number) => number,
  suits: readonly number[],
  supply: Supply,
  allowSets: boolean,
): number[] {
  const size = 1 + rand(10);
  const hand: number[] = [];
  const setRank = rand(13);
  for (let tries = 0; hand.length < size && tries < 100; tries++) {
    const r = rand(20);
    let code: number;
    if (r < 11) code = (suits[rand(suits.length)] as number) * 13 + rand(13);
    else if (r < 15) code = randomWild(rand);
    else if (allowSets && r < 18) code = rand(4) * 13 + setRank;
    else code = rand(53);
    if (supply.take([code])) hand.push(code);
  }
  return hand;
}

function randomPosition(seed: number, rules: Partial<RuleSet>, full: RuleSet): GameState {
  const rand = generator(seed);
  const supply = new Supply();
  const seat = rand(4) as Seat;
  const team = teamOf(seat);
  const melds: MeldSpec[] = [];
  const suits: number[] = [];
  const meldCount = rand(4);
  for (let i = 0; i < meldCount + 1; i++) {
    const codes = randomRun(rand, full);
    if (codes === null || !supply.has(codes) || !checkMeld(codes.map(codeText).join(' '), full).valid) continue;
    supply.take(codes);
    // the last one is the opponents'
    const owner = i === meldCount ? ((1 - team) as 0 | 1) : team;
    melds.push({ team: owner, cards: codes.map(codeText).join(' ') });
    const natural = codes.find((c) => c !== 52 && c % 13 !== 1);
    if (natural !== undefined) suits.push(Math.floor(natural / 13));
  }
  if (suits.length === 0 || rand(3) === 0) suits.push(rand(4));
  const hand = randomHand(rand, suits, supply, full.allowSets).map(codeText).join(' ');
  const hands: string[] = ['', '', '', ''];
  hands[seat] = hand.length > 0 ? hand : '5S';
  return position({
    seed,
    rules,
    hands,
    melds,
    turn: seat,
    tookBirimbaki: [rand(2) === 1, rand(2) === 1],
  });
}

function checkRandomPositions(
  count: number,
  firstSeed: number,
  rules: Partial<RuleSet>,
): { moves: number; plays: number; layOffs: number; sets: number } {
  const full = newGame({ seed: 0, rules }).rules;
  let moves = 0;
  let plays = 0;
  let layOffs = 0;
  let sets = 0;
  for (let i = 0; i < count; i++) {
    const state = randomPosition(firstSeed + i, rules, full);
    const offered = legalMoves(state);
    const keys = offered.map(keyOf);
    const expected = [...bruteForce(state)].sort();
    if (new Set(keys).size !== keys.length || keys.sort().join('|') !== expected.join('|')) {
      // one precise failure with the position in it
      expect({ hand: notation(handOf(state)), melds: state.melds.map((m) => formatCards(m.cards)), keys }).toEqual({
        hand: notation(handOf(state)),
        melds: state.melds.map((m) => formatCards(m.cards)),
        keys: expected,
      });
    }
    // Each offered move is accepted: applyMove throws on a refused one, and returns a new state.
    for (const move of offered)
      if (applyMove(state, move) === state) expect.fail(`${keyOf(move)} left the state as it was`);
    moves += offered.length;
    plays += offered.filter((m) => m.type !== 'discard').length;
    layOffs += offered.filter((m) => m.type === 'layOff').length;
    for (const m of offered) {
      if (m.type !== 'meld') continue;
      const check = checkMeld(m.cards.map(cardById), state.rules);
      if (check.valid && check.arrangement.kind === 'set') sets++;
    }
  }
  return { moves, plays, layOffs, sets };
}

describe('legalMoves against a brute force on random small positions', () => {
  // 600 positions in check, 3000 in a soak run; the mutation run checks a fifteenth, the 40 it was measured with.
  it('default rules: the same distinct moves, each accepted by applyMove (3000 positions in a soak run)', () => {
    const { moves, plays, layOffs } = checkRandomPositions(samples(soak(3000, 600), 15), 1, {});
    // the loop must really exercise melds and lay-offs
    expect(plays).toBeGreaterThan(samples(soak(3000, 600), 15));
    expect(layOffs).toBeGreaterThan(0);
    expect(plays).toBeGreaterThan(layOffs);
    expect(moves).toBeGreaterThan(plays);
  });

  it('[variant] allowSets: the same distinct moves, each accepted by applyMove (1000 positions in a soak run)', () => {
    const state = position({ rules: { allowSets: true }, hands: ['KS KH KD JK 9C', '', '', ''] });
    const melds = keysOf(state).filter((k) => k.startsWith('meld'));
    for (const text of ['KS KH KD', 'KS KH JK', 'KS KH KD JK']) expect(melds).toContain(meldKey(text));
    expect(melds).not.toContain(meldKey('KS JK 9C'));
    expectMatchesBruteForce(state);
    const runsOnly = position({ hands: ['KS KH KD JK 9C', '', '', ''] });
    expect(keysOf(runsOnly).filter((k) => k.startsWith('meld'))).toEqual([]);

    // 500 in check; the mutation run checks a fifteenth, the 34 it was measured with.
    const { plays, sets } = checkRandomPositions(samples(soak(1000, 500), 15), 100001, { allowSets: true });
    expect(plays).toBeGreaterThan(samples(soak(1000, 500), 15));
    expect(sets).toBeGreaterThan(0);
  });
});
