// The classic player's choices pinned to their rules (classic-ai.md §7): the randomised choice among the best plays
// with scripted random draws, the draw band, the discard duel, the hand value of the draw's expectimax, the two
// searches, and the explanations word for word.
import { describe, expect, it } from 'vitest';
import { type Card, type Move, type PlayerView, cardPoints, describePlan, formatCard } from '@birimba/engine';
import {
  type ChoiceRules,
  type ClassicProfile,
  DEFAULT_PROFILE,
  FuzzySystem,
  Random,
  buildMemory,
  chooseAmongBest,
  classicBot,
  drawFeatures,
  enumeratePlays,
  onlyStalls,
  searchDraw,
  thesisTreePlays,
} from '../../src/index.js';
import { makeView } from '../support/view.js';

/** A Random whose fractions are given in advance; every `between` it is asked for is recorded. */
class Scripted extends Random {
  readonly calls: [number, number][] = [];
  private readonly fractions: number[];
  constructor(fractions: number[]) {
    super(1);
    this.fractions = [...fractions];
  }
  override next(): number {
    const f = this.fractions.shift();
    if (f === undefined) throw new Error('no scripted fraction left');
    return f;
  }
  override between(from: number, to: number): number {
    this.calls.push([from, to]);
    return from + (to - from) * this.next();
  }
}

const withChoice = (choice: Partial<ChoiceRules>): ClassicProfile => ({
  ...DEFAULT_PROFILE,
  name: 'test',
  choice: { ...DEFAULT_PROFILE.choice, ...choice },
});
const items = (...values: number[]) => values.map((value, i) => ({ item: `p${String(i)}`, value }));
const round = (v: number): number => Math.round(v * 10) / 10;

/** The view as it would stand in its play phase holding `hand`, with `pile` on the table. */
function inPlay(view: PlayerView, hand: readonly Card[], pile: readonly Card[]): PlayerView {
  const handSizes = [...view.handSizes];
  handSizes[view.seat] = hand.length;
  return { ...view, hand, pile, handSizes, phase: 'play' };
}

describe('chooseAmongBest (the thesis’s top-5 choice)', () => {
  const wide = withChoice({ playTop: 5, playWindowShare: 1, playWindowPoints: 1000, duelShare: 0.4 });

  it('takes no play unless one has a positive value', () => {
    expect(chooseAmongBest(items(0, -3), wide, new Scripted([]))).toBeNull();
    expect(chooseAmongBest([], wide, new Scripted([]))).toBeNull();
    // The one positive play, with no duel and no random draw.
    const random = new Scripted([]);
    expect(chooseAmongBest(items(0, 50, -5), wide, random)?.item).toBe('p1');
    expect(random.calls).toEqual([]);
  });

  it('lets the best N take part, and they duel from the two worst up over the difference plus a share of the smaller', () => {
    const random = new Scripted([0, 0, 0, 0]);
    const scored = items(95, 100, 97, 99, 96, 98);
    const winner = chooseAmongBest(
      scored,
      withChoice({ playTop: 3, playWindowShare: 1, playWindowPoints: 1000, duelShare: 0.4 }),
      random,
    );
    // 98 against 99, then the winner against 100; with every draw 0 the higher value goes on.
    expect(winner?.item).toBe('p1');
    expect(random.calls).toEqual([
      [0, 1 + 0.4 * 98],
      [0, 1 + 0.4 * 98],
      [0, 1 + 0.4 * 99],
      [0, 1 + 0.4 * 99],
    ]);
    // The list handed in is left as it was.
    expect(scored.map((s) => s.value)).toEqual([95, 100, 97, 99, 96, 98]);
  });

  it('keeps only the plays within a share of the best value or a number of points of it, whichever is wider', () => {
    const byShare = withChoice({ playWindowShare: 0.1, playWindowPoints: 5 });
    let random = new Scripted([0, 0]);
    chooseAmongBest(items(100, 90, 89.9), byShare, random);
    // Each of the two draws from the same range.
    expect(random.calls).toEqual([
      [0, 10 + 0.4 * 90],
      [0, 10 + 0.4 * 90],
    ]);
    random = new Scripted([0, 0]);
    chooseAmongBest(items(20, 15, 14.9), byShare, random);
    expect(random.calls).toEqual([
      [0, 5 + 0.4 * 15],
      [0, 5 + 0.4 * 15],
    ]);
  });

  it('lets a lower play win the duel when its random draw is high enough, and the higher one win ties', () => {
    expect(chooseAmongBest(items(70, 60), wide, new Scripted([0.999, 0]))?.item).toBe('p1');
    expect(chooseAmongBest(items(70, 60), wide, new Scripted([0, 0]))?.item).toBe('p0');
    expect(chooseAmongBest(items(70, 60), wide, new Scripted([0.2, 0.5]))?.item).toBe('p0');
    // Equal values and equal draws: the later of the two goes on.
    expect(chooseAmongBest(items(70, 70), wide, new Scripted([0.5, 0.5]))?.item).toBe('p1');
  });
});

describe('the classic player’s options', () => {
  it('reports its options, the draw mode only when it is not the default', () => {
    expect(classicBot().options).toEqual({
      search: 'full',
      explain: true,
      maxPlays: 2000,
      profile: DEFAULT_PROFILE.name,
    });
    expect(classicBot({ draw: 'expectimax', search: 'thesis', explain: false, maxPlays: 50 }).options).toEqual({
      search: 'thesis',
      explain: false,
      maxPlays: 50,
      profile: DEFAULT_PROFILE.name,
      draw: 'expectimax',
    });
  });

  it('searches every play, the thesis tree, or as many plays as it may and then the thesis tree', () => {
    const view = makeView({ hand: '5S 6S 7S 8S 2C 9D 9H 9C KD' });
    const full = enumeratePlays(view);
    const thesis = thesisTreePlays(view);
    expect(full.length).toBeGreaterThan(thesis.length);
    expect(classicBot().rankPlays(view)).toHaveLength(full.length);
    expect(classicBot({ search: 'thesis' }).rankPlays(view)).toHaveLength(thesis.length);
    expect(enumeratePlays(view, { maxPlays: 3 }).truncated).toBe(true);
    expect(classicBot({ maxPlays: 3 }).rankPlays(view)).toHaveLength(3 + thesis.length);
  });

  it('ranks plays best first, each scored by the play system', () => {
    const ranked = classicBot().rankPlays(makeView({ hand: '5S 6S 7S 8S 2C 9D 9H 9C KD' }));
    expect(new Set(ranked.map((r) => r.value)).size).toBeGreaterThan(3);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1]?.value).toBeGreaterThanOrEqual(ranked[i]?.value as number);
  });
});

describe('the classic player’s draw', () => {
  const classic = classicBot();

  /** The draw system's value of the view: its features and the one-ply lookahead of taking the pile. */
  function drawValue(view: PlayerView): number {
    const best = (v: PlayerView): number => Math.max(0, ...classic.rankPlays(v).map((r) => r.value));
    const lookahead = best(inPlay(view, [...view.hand, ...view.pile], [])) - best(inPlay(view, view.hand, view.pile));
    expect(lookahead).not.toBe(0);
    return new FuzzySystem(DEFAULT_PROFILE.draw).inferNamed({
      ...drawFeatures(view.hand, buildMemory(view), view.rules),
      lookahead,
    }).output;
  }

  // The opponents are down to two cards each (a high threat), so their hand sizes count.
  const view = makeView({
    hand: '5H 6H KS 2C 9D',
    pile: '8D 7H 9S',
    phase: 'draw',
    handSizes: [5, 2, 9, 2],
    tookBirimbaki: [false, true],
    stockSize: 20,
  });
  const v = drawValue(view);
  const stage = buildMemory(view).stage;

  it('draws when the pile is empty, and leaves a one-card pile it cannot use', () => {
    expect(classic.decide(makeView({ hand: '5H 6H KS', phase: 'draw' }), 1)).toEqual({
      moves: [{ type: 'draw' }],
      explanation: { summary: 'the pile is empty: draw', reason: { kind: 'pile-empty' }, candidates: [] },
    });
    expect(classic.decide(makeView({ hand: '3C 7D 9H', pile: 'QS', phase: 'draw' }), 1)).toEqual({
      moves: [{ type: 'draw' }],
      explanation: {
        summary: 'the one pile card is of no use to us: draw',
        reason: { kind: 'pile-stalls' },
        candidates: [],
      },
    });
    // Two useless cards are not a stall: the pile may be taken to block.
    expect(onlyStalls(makeView({ hand: '3C 7D 9H', pile: 'QS KD', phase: 'draw' }))).toBe(false);
  });

  it('values the pile by the draw system with the lookahead of the best play with and without it', () => {
    const d = classic.decide(view, 1);
    expect(d.explanation?.candidates).toHaveLength(1);
    expect(d.explanation?.candidates[0]?.score).toBe(round(v));
  });

  it('draws above the band, takes below it, and inside it decides by chance, more often early', () => {
    const at = (band: [number, number], seed: number) =>
      classicBot({ profile: withChoice({ drawBand: band }) }).decide(view, seed);
    expect(at([v - 2, v - 1], 1)).toMatchObject({
      moves: [{ type: 'draw' }],
      explanation: {
        summary: 'draw from the stock: the pile is worth less than a stock card',
        candidates: [{ description: 'draw from the stock', score: round(v) }],
      },
    });
    expect(at([v + 1, v + 2], 1)).toMatchObject({
      moves: [{ type: 'takePile' }],
      explanation: {
        summary: 'take the pile: the pile is worth taking',
        candidates: [{ description: 'take the pile' }],
      },
    });
    // On either edge of the band the call is close.
    for (const band of [
      [v, v + 1],
      [v - 1, v],
    ] as [number, number][]) {
      expect(at(band, 1).explanation?.summary).toMatch(
        new RegExp(
          `^(take the pile|draw from the stock): a close call \\(value ${v.toFixed(1)} in the band\\), decided by chance and the stage of the game$`,
        ),
      );
    }
    expect(stage).toBeGreaterThan(0.3);
    expect(stage).toBeLessThan(0.9);
    const bot = classicBot({ profile: withChoice({ drawBand: [v - 1, v + 1] }), explain: false });
    let took = 0;
    const n = 400;
    for (let s = 1; s <= n; s++) {
      const d = bot.decide(view, s);
      expect(d.explanation?.candidates).toEqual([]);
      if (d.moves[0]?.type === 'takePile') took++;
    }
    expect(Math.abs(took / n - (0.6 - 0.4 * stage))).toBeLessThan(0.08);
  });

  it('with the expectimax draw, says a pruned stock value is a bound: at most when it takes, at least when it draws', () => {
    const bot = classicBot({ draw: 'expectimax' });
    const summaryOf = (hand: string, pile: string): string | undefined =>
      bot.decide(makeView({ hand, pile, phase: 'draw', stockSize: 20 }), 1).explanation?.summary;
    // The pile's run is worth more than any stock card can be: the search stops early, an upper bound.
    expect(summaryOf('5H 6H KS 2C 9D', '8D 7H 9S')).toMatch(
      /^take the pile: the pile is worth \d+, a stock card at most \d+ \(\d+ of 54 positions weighed\)$/,
    );
    // A pile of three odd cards is worth less than some stock card is sure to give: a lower bound.
    expect(summaryOf('5H 6H 7H 8H 9H', 'KD 3S 9C')).toMatch(
      /^draw from the stock: the pile is worth \d+, a stock card at least \d+ \(\d+ of 54 positions weighed\)$/,
    );
    // Too close to call before the last outcome: every position weighed, the value exact.
    expect(summaryOf('2C JK 5S 6S', '9D 10H')).toMatch(
      /^draw from the stock: the pile is worth \d+, a stock card \d+ \(54 of 54 positions weighed\)$/,
    );
  });

  it('with the expectimax draw, weighs the stock card as a chance node over the unseen cards', () => {
    const bot = classicBot({ draw: 'expectimax' });
    const result = searchDraw(view, (hand) => bot.handValue(view, hand));
    const bound = result.pruned ? (result.take ? 'at most ' : 'at least ') : '';
    expect(bot.decide(view, 1)).toEqual({
      moves: [{ type: result.take ? 'takePile' : 'draw' }],
      explanation: {
        summary: `${result.take ? 'take the pile' : 'draw from the stock'}: the pile is worth ${result.takeValue.toFixed(0)}, a stock card ${bound}${result.drawValue.toFixed(0)} (${String(result.nodes)} of ${String(result.outcomes + 1)} positions weighed)`,
        // The figures of the search; whether the stock's is a bound is said by the summary above.
        reason: expect.objectContaining({
          kind: 'pile-weighed',
          pileValue: result.takeValue,
          stockValue: result.drawValue,
          weighed: result.nodes,
          positions: result.outcomes + 1,
        }) as unknown,
        candidates: [],
      },
    });
  });

  it('values a hand at the best play less a quarter of the points it would leave in hand', () => {
    const hand = [...view.hand, ...view.pile];
    const ranked = classic.rankPlays(inPlay(view, hand, view.pile));
    const expected = Math.max(
      ...ranked.map((r) => r.value - 0.25 * r.play.rest.reduce((sum, c) => sum + cardPoints(c), 0)),
    );
    expect(classic.handValue(view, view.hand)).not.toBe(classic.handValue(view, hand));
    expect(classic.handValue(view, hand)).toBe(expected);
  });
});

describe('the classic player’s discard', () => {
  // No meld can be made, so the play is empty and only the discard is chosen.
  const view = makeView({ hand: 'AD 9C 4H 7S 5D' });
  const ranked = classicBot().rankDiscards(view);
  const [first, second] = ranked;
  const d = (first?.value ?? 0) - (second?.value ?? 0);
  const thrown = (bot: ReturnType<typeof classicBot>, seed: number): number => {
    const moves = bot.decide(view, seed).moves;
    expect(moves).toHaveLength(1);
    return (moves[0] as Extract<Move, { type: 'discard' }>).card;
  };
  const share = (choice: Partial<ChoiceRules>, n = 300): number => {
    const bot = classicBot({ profile: withChoice(choice), explain: false });
    let firsts = 0;
    for (let s = 1; s <= n; s++) if (thrown(bot, s) === first?.card.id) firsts++;
    return firsts / n;
  };

  it('ranks discards best first, equal values by card id', () => {
    const ties = classicBot().rankDiscards(makeView({ hand: '9C 4H 9C 4H KD' }));
    expect(ties.map((r) => r.card.id)).toEqual(
      [...ties].sort((a, b) => b.value - a.value || a.card.id - b.card.id).map((r) => r.card.id),
    );
    expect(
      ties.some((r, i) => i > 0 && r.value === ties[i - 1]?.value && r.card.id > (ties[i - 1]?.card.id as number)),
    ).toBe(true);
    expect(ties.map((r) => r.card.id)).not.toEqual(
      [...ties].sort((a, b) => b.value - a.value || b.card.id - a.card.id).map((r) => r.card.id),
    );
  });

  it('throws the better card from a difference of discardCertain up, and otherwise lets the two best duel', () => {
    expect(d).toBeGreaterThan(2);
    // The difference reaches discardCertain: always the better.
    expect(share({ discardCertain: d, discardSpread: 100 })).toBe(1);
    // A duel with no spread: the better still.
    expect(share({ discardCertain: 1000, discardSpread: 0 })).toBe(1);
    // Each draws in [0, 2 × difference]: the second wins when its draw beats the first's by more than the
    // difference, one time in eight.
    expect(Math.abs(1 - share({ discardCertain: 1000, discardSpread: 2 }) - 1 / 8)).toBeLessThan(0.06);
    // Wide spreads: close to a coin.
    expect(Math.abs(share({ discardCertain: 1000, discardSpread: 100 }) - 0.5)).toBeLessThan(0.1);
  });

  it('tosses a coin between two discards of equal value', () => {
    const twin = makeView({ hand: 'KD KD 9C 4H' });
    const r = classicBot().rankDiscards(twin);
    expect(r[0]?.value).toBe(r[1]?.value);
    const bot = classicBot({ explain: false });
    const seen = new Map<number, number>();
    for (let s = 1; s <= 100; s++) {
      const card = (bot.decide(twin, s).moves.at(-1) as Extract<Move, { type: 'discard' }>).card;
      seen.set(card, (seen.get(card) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([r[0]?.card.id, r[1]?.card.id].sort());
    for (const n of seen.values()) expect(n).toBeGreaterThan(30);
  });
});

describe('the classic player’s explanations', () => {
  it('empties the hand: closing or taking the birimbaki, no discard', () => {
    for (const [took, word] of [
      [true, 'close'],
      [false, 'take the birimbaki'],
    ] as const) {
      const d = classicBot().decide(makeView({ hand: '5S 6S 7S', tookBirimbaki: [took, false] }), 1);
      expect(d.moves.map((m) => m.type)).toEqual(['meld']);
      expect(d.explanation?.summary).toBe(`${describePlan(d.moves)}: the hand empties (${word})`);
    }
  });

  it('says what it lays and throws, out of how many plays, with the five best plays and the two best discards', () => {
    const view = makeView({ hand: '5S 6S 7S 8S 2C 9D 9H 9C KD' });
    const d = classicBot().decide(view, 2);
    const plays = classicBot().rankPlays(view);
    const discard = d.moves.at(-1) as Extract<Move, { type: 'discard' }>;
    const card = view.hand.find((c) => c.id === discard.card) as Card;
    expect(d.explanation?.summary).toBe(
      `${describePlan(d.moves.slice(0, -1))}; discard ${formatCard(card)} (of ${String(plays.length)} plays weighed)`,
    );
    const candidates = d.explanation?.candidates ?? [];
    expect(candidates).toHaveLength(7);
    expect(candidates.slice(0, 5).map((c) => c.score)).toEqual(plays.slice(0, 5).map((p) => round(p.value)));
    expect(candidates.slice(0, 5).map((c) => c.description)).toEqual(
      plays.slice(0, 5).map((p) => describePlan(p.play.moves)),
    );
    expect(candidates.slice(5).every((c) => c.description.startsWith('discard '))).toBe(true);
    // The same in fields: each candidate's moves, its unrounded value, the inputs its fuzzy system judged.
    expect(candidates.slice(0, 5).map((c) => [c.moves, c.value])).toEqual(
      plays.slice(0, 5).map((p) => [p.play.moves, p.value]),
    );
    expect(candidates.slice(5).map((c) => c.moves?.[0]?.type)).toEqual(['discard', 'discard']);
    expect(candidates.slice(5)[0]?.features).toEqual(
      expect.objectContaining({ points: expect.any(Number) as number, keep: expect.any(Number) as number }),
    );
    expect(Object.keys(candidates[0]?.features ?? {})).toEqual(expect.arrayContaining(['gain', 'used', 'lead']));
    expect(d.explanation?.considered).toBe(plays.length);
    for (const c of candidates) {
      expect(Number.isInteger(Math.round(c.score * 10 * 1e6) / 1e6)).toBe(true);
      expect((c.rules ?? []).length).toBeLessThanOrEqual(4);
      for (const r of c.rules ?? []) {
        expect(r.strength).toBeGreaterThan(0);
        expect(r.strength).toBeLessThanOrEqual(1);
        expect(Math.round(r.strength * 100)).toBeCloseTo(r.strength * 100, 9);
      }
    }
    expect(classicBot({ explain: false }).decide(view, 2)).toEqual({
      moves: d.moves,
      explanation: {
        summary: d.explanation?.summary,
        reason: { kind: 'plays-weighed' },
        candidates: [],
        considered: plays.length,
      },
    });
  });

  it('names at most four of the rules that fired', () => {
    // Six more rules that fire whenever the game is early.
    const extra = Array.from({ length: 6 }, (_, i) => ({
      id: `early-${String(i)}`,
      if: [{ variable: 'stage', is: 'early' }],
      then: { bias: i },
    }));
    const profile = {
      ...DEFAULT_PROFILE,
      play: { ...DEFAULT_PROFILE.play, rules: [...DEFAULT_PROFILE.play.rules, ...extra] },
    };
    const d = classicBot({ profile }).decide(makeView({ hand: '5S 6S 7S 8S 2C 9D 9H 9C KD', stockSize: 40 }), 1);
    const plays = (d.explanation?.candidates ?? []).filter((c) => !c.description.startsWith('discard'));
    expect(plays.length).toBeGreaterThan(0);
    for (const c of plays) expect(c.rules).toHaveLength(4);
  });

  it('says so when it lays nothing down', () => {
    const view = makeView({ hand: 'KD 9C 4H 7S 10D' });
    const d = classicBot().decide(view, 1);
    const card = view.hand.find((c) => c.id === (d.moves[0] as Extract<Move, { type: 'discard' }>).card) as Card;
    expect(d.explanation?.summary).toBe(`lay nothing down; discard ${formatCard(card)} (of 1 plays weighed)`);
  });
});
