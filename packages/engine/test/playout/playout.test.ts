// The fast playout core against the pure core: the same verdict on every meld, the same state after every move.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type GameState,
  type Move,
  type RuleSet,
  DECK,
  ArgumentError,
  IllegalMoveError,
  SnapshotError,
  applyMove,
  buildPosition,
  cardCode,
  checkMeld,
  codeOfPlace,
  determinize,
  isWildCode,
  legalMoves,
  newGame,
  randomSource,
  resolveRules,
  teamScores,
  viewFor,
} from '../../src/index.js';
import {
  MeldShape,
  PHASE_DRAW,
  PHASE_OVER,
  PHASE_PLAY,
  AT_MELD,
  AT_PACKET,
  AT_PILE,
  AT_STOCK,
  Playout,
  runVerdict,
} from '../../src/playout/index.js';
import { playRandomGame } from '../support/random-play.js';
import { samples, soak } from '../support/samples.js';
import { thrown } from '../support/thrown.js';

/** What the playout says of a deal, next to what the pure core says of the same deal. */
function summary(p: Playout): unknown {
  return {
    phase: p.phase,
    turn: p.turn,
    turnNumber: p.turnNumber,
    lastTurn: p.lastTurn,
    handSizes: [...p.handSize],
    handPoints: [...p.handPoints],
    stock: [...p.stock.subarray(0, p.stockLength)],
    pile: [...p.pile.subarray(0, p.pileLength)],
    packetsLeft: p.packetsLeft,
    took: [...p.took],
    melds: Array.from({ length: p.meldCount }, (_, m) => [
      p.meldId[m],
      p.meldTeam[m],
      p.shapes[m]!.size,
      p.meldClean[m],
    ]),
    nextMeldId: p.nextMeldId,
    closedBy: p.closedBy,
    endReason: p.endReason,
    totals: [p.teamTotal(0), p.teamTotal(1)],
    where: [...p.where],
    counts: [0, 1, 2, 3].map((seat) => Array.from({ length: 53 }, (_, code) => p.count(seat, code))),
    pileCounts: [...p.pileCounts],
  };
}

/** How many cards of each identity code (0..52) a list holds. */
function codeCounts(cards: readonly Card[]): number[] {
  const counts = new Array<number>(53).fill(0);
  for (const c of cards) counts[cardCode(c)] = (counts[cardCode(c)] as number) + 1;
  return counts;
}

/**
 * Where each card of the deck is: its seat, the stock, the pile, a meld, else a packet. Written in the reverse of that
 * order, so that a card listed in two places shows the first of them (the first seat of two).
 */
function whereEach(state: GameState): number[] {
  const where = DECK.map(() => AT_PACKET);
  for (const m of state.melds) for (const c of m.cards) where[c.id] = AT_MELD;
  for (const c of state.pile) where[c.id] = AT_PILE;
  for (const c of state.stock) where[c.id] = AT_STOCK;
  for (let seat = state.hands.length - 1; seat >= 0; seat--)
    for (const c of state.hands[seat] ?? []) where[c.id] = seat;
  return where;
}

function expected(state: GameState): unknown {
  const [a, b] = teamScores(state);
  return {
    phase: state.phase === 'draw' ? PHASE_DRAW : state.phase === 'play' ? PHASE_PLAY : PHASE_OVER,
    turn: state.turn,
    turnNumber: state.turnNumber,
    lastTurn: state.lastTurn,
    handSizes: state.hands.map((h) => h.length),
    handPoints: state.hands.map((h) =>
      h.reduce((sum, c) => sum + (c.rank === 'JK' ? 20 : c.rank === 'A' ? 15 : '34567'.includes(c.rank) ? 5 : 10), 0),
    ),
    stock: state.stock.map((c) => c.id),
    pile: state.pile.map((c) => c.id),
    packetsLeft: state.birimbakia.length,
    took: state.tookBirimbaki.map((t) => (t ? 1 : 0)),
    melds: state.melds.map((m) => [m.id, m.team, m.cards.length, m.clean ? 1 : 0]),
    nextMeldId: state.nextMeldId,
    closedBy: state.closedBy ?? -1,
    endReason: state.endReason === null ? 0 : state.endReason === 'closed' ? 1 : 2,
    totals: [a.total, b.total],
    where: whereEach(state),
    counts: state.hands.map(codeCounts),
    pileCounts: codeCounts(state.pile),
  };
}

const VARIANTS: readonly Partial<RuleSet>[] = [
  {},
  { allowSets: true },
  { twoOfSuitNeverDirty: true, initialUpCard: true },
  { closingRequires: 'cleanBirimba' },
  { birimbakiRequires: 'birimba', firstSeat: 'random' },
];

describe('the playout core plays every move as the pure core does', () => {
  it('agrees after every move of random games under every variant', () => {
    let moves = 0;
    // 100 games in check (20 a variant), 500 in a soak run; the mutation run plays a fifth, the 20 it was measured with.
    for (let seed = 1; seed <= samples(soak(500, 100), 5); seed++) {
      const rules = VARIANTS[seed % VARIANTS.length] as Partial<RuleSet>;
      const random = randomSource(`playout-${String(seed)}`);
      let state = newGame({ seed, rules });
      const fast = new Playout().load(state);
      while (state.phase !== 'over') {
        const legal = legalMoves(state);
        const move = legal[Math.floor(random() * legal.length)] as Move;
        state = applyMove(state, move);
        fast.playMove(move);
        moves++;
        const want = JSON.stringify(expected(state));
        if (JSON.stringify(summary(fast)) !== want) expect(summary(fast)).toEqual(expected(state));
      }
    }
    expect(moves).toBeGreaterThan(samples(soak(50_000, 10_000), 5));
  });

  it('shows each hand and the pile by suit, as views of the same counts, after every move', () => {
    const game = playRandomGame(12);
    const p = new Playout().load(game.states[0] as GameState);
    game.states.forEach((state, i) => {
      if (i > 0) p.playMove(game.moves[i - 1] as Move);
      for (let seat = 0; seat < 4; seat++) {
        for (let suit = 0; suit < 4; suit++) {
          const bySuit = Array.from(p.handSuits[seat]?.[suit] ?? []);
          const byCode = Array.from({ length: 13 }, (_, r) => p.count(seat, codeOfPlace(suit, r + 1)));
          expect(bySuit).toEqual(byCode);
        }
        expect(Array.from(p.handCounts[seat] ?? [])).toEqual(Array.from({ length: 53 }, (_, c) => p.count(seat, c)));
      }
      for (let suit = 0; suit < 4; suit++) {
        const pile = Array.from({ length: 13 }, (_, r) => p.pileCounts[codeOfPlace(suit, r + 1)]);
        expect(Array.from(p.pileSuits[suit] ?? [])).toEqual(pile);
      }
      // Every hand as the pure core has it, by identity code.
      state.hands.forEach((hand, seat) => {
        const byCode = new Array<number>(53).fill(0);
        for (const card of hand) byCode[cardCode(card)] = (byCode[cardCode(card)] as number) + 1;
        expect(Array.from(p.handCounts[seat] ?? [])).toEqual(byCode);
      });
    });
  });

  it('copies a deal exactly, and the copy plays on alone', () => {
    const state = applyMove(newGame({ seed: 4 }), { type: 'draw' });
    const a = new Playout().load(state);
    const b = new Playout().copyFrom(a);
    expect(summary(b)).toEqual(summary(a));
    const discard = legalMoves(state).find((m) => m.type === 'discard') as Move;
    b.playMove(discard);
    expect(summary(a)).toEqual(expected(state));
    expect(summary(b)).toEqual(expected(applyMove(state, discard)));
  });

  it('tells wild identities, each team’s score difference, and refuses a move it cannot play', () => {
    expect(Array.from({ length: 53 }, (_, code) => code).filter((code) => isWildCode(code))).toEqual([
      1, 14, 27, 40, 52,
    ]);
    const state = applyMove(newGame({ seed: 4 }), { type: 'draw' });
    const p = new Playout().load(state);
    expect(p.scoreDifference(0)).toBe(p.teamTotal(0) - p.teamTotal(1));
    expect(p.scoreDifference(1)).toBe(-p.scoreDifference(0));
    const unknown = thrown(IllegalMoveError, () => p.playMove({ type: 'layOff', meldId: 9, cards: [] }));
    expect([unknown.code, unknown.message]).toEqual(['unknown-meld', 'there is no meld 9']);
    const odd = thrown(IllegalMoveError, () => p.playMove({ type: 'shuffle' }));
    expect([odd.code, odd.message]).toEqual(['malformed-move', 'unknown move type "shuffle"']);
  });

  it('loads finished deals, closed and run out, as the pure core has them', () => {
    const ends = new Map<string, GameState>();
    for (let seed = 1; seed <= 200 && ends.size < 2; seed++) {
      const { states } = playRandomGame(seed);
      const last = states[states.length - 1] as GameState;
      if (last.endReason !== null && !ends.has(last.endReason)) ends.set(last.endReason, last);
    }
    expect([...ends.keys()].sort()).toEqual(['closed', 'stock-exhausted']);
    for (const state of ends.values()) expect(summary(new Playout().load(state))).toEqual(expected(state));
  });

  it('closes for a seat of team B that empties its hand with its birimbaki taken, as the pure core does', () => {
    const state = buildPosition({
      phase: 'play',
      turn: 1,
      hands: ['9D 9H', '5S 6S 7S', '4C', '4D'],
      tookBirimbaki: [false, true],
      birimbakia: 1,
    });
    const move: Move = { type: 'meld', cards: state.hands[1]!.map((c) => c.id) };
    const after = applyMove(state, move);
    expect(after.endReason).toBe('closed');
    const p = new Playout().load(state);
    p.playMove(move);
    expect(summary(p)).toEqual(expected(after));
  });

  it('refuses to load what is not a game state, or a meld that is not one, naming itself', () => {
    const notState = thrown(SnapshotError, () => new Playout().load({ format: 'x' } as never));
    expect(notState.message).toMatch(/^Playout\.load needs a game state/);
    const state = buildPosition({ hands: ['5C 9D', '5D', '5H', '5S'], melds: [{ team: 0, cards: '3H 4H 5H' }] });
    const meld = state.melds[0] as GameState['melds'][number];
    // The meld's 5H swapped with a natural of another suit from the stock: every card still in one place, but the
    // meld's suits are mixed.
    const at = state.stock.findIndex((c) => c.rank !== '2' && c.rank !== 'JK' && c.suit !== 'H');
    expect(at).toBeGreaterThanOrEqual(0);
    const stock = [...state.stock];
    const five = meld.cards[2] as Card;
    expect(five.rank).toBe('5');
    const other = stock[at] as Card;
    stock[at] = five;
    const broken = { ...state, stock, melds: [{ ...meld, cards: [meld.cards[0], meld.cards[1], other] }] } as GameState;
    const bad = thrown(ArgumentError, () => new Playout().load(broken));
    expect([bad.code, bad.message]).toEqual(['bad-argument', `Playout.load: meld ${String(meld.id)} is not valid`]);
  });

  it('loads a determinized deal with the view’s melds and packets', () => {
    let state = newGame({ seed: 12 });
    const random = randomSource(12);
    for (let i = 0; i < 120 && state.phase !== 'over'; i++) {
      const legal = legalMoves(state);
      state = applyMove(state, legal[Math.floor(random() * legal.length)]);
    }
    const sampled = determinize(viewFor(state, state.turn), random);
    expect(summary(new Playout().load(sampled))).toEqual(expected(sampled));
  });
});

describe('meld verdicts of the playout core', () => {
  const codes = fc
    .array(fc.integer({ min: 0, max: 107 }), { minLength: 1, maxLength: 14 })
    .map((ids) => [...new Set(ids)]);
  const rulesArb = fc.record({ allowSets: fc.boolean(), twoOfSuitNeverDirty: fc.boolean() });

  it('equal checkMeld’s validity and cleanliness on any set of cards, under both meld variants', () => {
    fc.assert(
      fc.property(codes, rulesArb, (ids, flags) => {
        const cards = ids.map((id) => DECK[id] as Card);
        const rules = resolveRules(flags);
        const check = checkMeld(cards, rules);
        const shape = new MeldShape().reset();
        for (const c of cards) shape.add(cardCode(c));
        const verdict = shape.verdict(rules.allowSets, rules.twoOfSuitNeverDirty);
        expect(verdict).toBe(check.valid ? (check.clean ? 1 : 0) : -1);
      }),
      { numRuns: samples(20_000) },
    );
  });

  it('runVerdict refuses fewer than 3 cards, two acting wilds and two aces, however the places line up', () => {
    const bits = (...positions: number[]): number => positions.reduce((m, p) => m | (1 << p), 0);
    // 5S 6S 7S is a clean run; 5S 6S and 5S alone fit their places but are too few.
    expect(runVerdict(bits(5, 6, 7), 0, 0, 0, 3, false)).toBe(1);
    expect(runVerdict(bits(5, 6), 0, 0, 0, 2, false)).toBe(-1);
    expect(runVerdict(bits(5), 0, 0, 0, 1, false)).toBe(-1);
    expect(runVerdict(0, 0, 0, 0, 0, false)).toBe(-1);
    // 5S 6S + a joker is dirty; with a second joker it is refused.
    expect(runVerdict(bits(5, 6), 0, 0, 1, 3, false)).toBe(0);
    expect(runVerdict(bits(5, 6), 0, 0, 2, 4, false)).toBe(-1);
    // AS 2S 3S: the 2 of the suit natural, clean; two aces never fit one run.
    expect(runVerdict(bits(3), 1, 1, 0, 3, false)).toBe(1);
    expect(runVerdict(bits(3, 4), 2, 0, 0, 4, false)).toBe(-1);
    // 3S 4S 2S 6S: the 2 acts for 5S, dirty, unless the variant keeps a 2 of the suit clean.
    expect(runVerdict(bits(3, 4, 6), 0, 1, 0, 4, false)).toBe(0);
    expect(runVerdict(bits(3, 4, 6), 0, 1, 0, 4, true)).toBe(1);
  });

  it('equal checkMeld on near-runs of one suit, where the hard cases are', () => {
    const near = fc.record({
      suit: fc.nat({ max: 3 }),
      low: fc.integer({ min: 1, max: 12 }),
      length: fc.integer({ min: 2, max: 13 }),
      drop: fc.array(fc.nat({ max: 13 }), { maxLength: 2 }),
      extra: fc.array(fc.constantFrom(1, 14, 27, 40, 52, 0, 13), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(near, rulesArb, ({ suit, low, length, drop, extra }, flags) => {
        const used = new Set<number>();
        const cards: Card[] = [];
        const take = (code: number): void => {
          const ids = code === 52 ? [104, 105, 106, 107] : [code, code + 52];
          const id = ids.find((i) => !used.has(i));
          if (id === undefined) return;
          used.add(id);
          cards.push(DECK[id] as Card);
        };
        for (let k = 0; k < length; k++) {
          if (drop.includes(k)) continue;
          const pos = low + k;
          if (pos > 14) break;
          take(suit * 13 + (pos === 14 ? 0 : pos - 1));
        }
        for (const code of extra) take(code);
        const rules = resolveRules(flags);
        const check = checkMeld(cards, rules);
        const shape = new MeldShape().reset();
        for (const c of cards) shape.add(cardCode(c));
        expect(shape.verdict(rules.allowSets, rules.twoOfSuitNeverDirty)).toBe(
          check.valid ? (check.clean ? 1 : 0) : -1,
        );
      }),
      { numRuns: samples(20_000) },
    );
  });
});
