// What the expert weighs: the candidate decisions of a play phase, and the inference weights of a sampled deal.
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Move,
  DECK,
  applyPlayToView,
  buildPosition,
  cardById,
  cardPoints,
  describePlan,
  formatCard,
  formatCards,
  parseCards,
  viewFor,
} from '@birimba/engine';
import { classicBot, createBot, greedyBot, inferenceWeights } from '../../src/index.js';
import { greedyDiscard, greedyPlay } from '../../src/bots/greedy.js';
import { playPlans } from '../../src/expert/expert.js';
import { makeView } from '../support/view.js';

const key = (moves: readonly Move[]): string => JSON.stringify(moves);
/** How many hand cards a plan lays down. */
const cardsLaid = (plan: { moves: readonly Move[] }): number =>
  plan.moves.reduce((n, m) => n + ('cards' in m ? m.cards.length : 0), 0);
/** The id of the card a plan ends by throwing. */
const thrownId = (plan: { moves: readonly Move[] }): number =>
  (plan.moves[plan.moves.length - 1] as Move & { card: number }).card;

describe('the expert’s candidate decisions in the play phase', () => {
  const view = makeView({ hand: '5S 6S 7S 8S 9D 9H 9C KD JK 4H 10C', melds: [{ team: 0, cards: '3D 4D 5D' }] });
  const classic = classicBot({ explain: false });

  it('are the classic player’s best plays, the empty play and the longest play, each with its best throws and the costliest card', () => {
    const plays = 2;
    const discards = 1;
    // The classic player's plays alone (the set before issue 36; the greedy turns are the next test's).
    const plans = playPlans(view, classic, plays, discards, false);
    const ranked = classic.rankPlays(view);
    // Every plan but one that empties the hand ends with its throw; the plays are what comes before it.
    for (const plan of plans) expect(plan.moves[plan.moves.length - 1]?.type).toBe('discard');
    const weighed = [...new Set(plans.map((p) => key(p.moves.slice(0, -1))))];
    // The classic player's favourite, holding everything back, and laying down the most cards are all weighed ...
    expect(weighed).toContain(key(ranked[0]?.play.moves ?? []));
    expect(weighed).toContain(key([]));
    const most = Math.max(...ranked.map((r) => r.play.used.length));
    expect(Math.max(...plans.map(cardsLaid))).toBe(most);
    // ... and nothing else beyond the `plays` best: every play weighed is among them, or is one of those two.
    expect(weighed.length).toBeLessThanOrEqual(plays + 2);
    const best = ranked.slice(0, plays).map((r) => key(r.play.moves));
    for (const w of weighed) {
      const moves = JSON.parse(w) as Move[];
      const laid = moves.reduce((n, m) => n + ('cards' in m ? m.cards.length : 0), 0);
      expect(best.includes(w) || moves.length === 0 || laid === most, w).toBe(true);
    }

    // Each play is followed by the classic player's best throw and by the card costliest to keep, once each.
    for (const w of weighed) {
      let after = view;
      for (const m of JSON.parse(w) as Move[]) after = applyPlayToView(after, m);
      const options = classic.rankDiscards(after);
      const throws = plans.filter((p) => key(p.moves.slice(0, -1)) === w).map((p) => cardById(thrownId(p)));
      expect(throws[0]?.id).toBe(options[0]?.card.id);
      const dearest = Math.max(...options.map((o) => cardPoints(o.card)));
      expect(throws.some((c) => cardPoints(c) === dearest)).toBe(true);
      expect(throws.length).toBe(cardPoints(throws[0] as Card) === dearest ? 1 : 2);
    }
    // Labels: a plain throw says so; a play with a throw is put into words by the engine.
    for (const plan of plans) {
      const card = cardById(thrownId(plan));
      expect(plan.label).toBe(
        plan.moves.length === 1 ? `discard ${card.rank}${card.suit ?? ''}` : describePlan(plan.moves),
      );
    }
    expect(new Set(plans.map((p) => key(p.moves))).size).toBe(plans.length);
  });

  it('weighs the greedy player’s whole turn and the play laying down all it can, besides the classic player’s', () => {
    const narrow = playPlans(view, classic, 2, 1, false);
    const wide = playPlans(view, classic, 2, 1);
    const keys = new Set(wide.map((p) => key(p.moves)));
    for (const plan of narrow) expect(keys.has(key(plan.moves))).toBe(true);
    expect(wide.length).toBeGreaterThan(narrow.length);
    // The greedy bot's own decision is a candidate as it stands, its throw included.
    expect(keys.has(key(greedyBot().decide(view, 1).moves))).toBe(true);
    // So is the play that lays down the most cards one option at a time, with the greedy player's throw.
    const { moves, after } = greedyPlay(view, 'cards');
    expect(moves.length).toBeGreaterThan(0);
    expect(keys.has(key([...moves, greedyDiscard(after)]))).toBe(true);
    // Laying down by cards uses at least as many as laying down by points.
    const laidBy = (by: 'points' | 'cards'): number =>
      greedyPlay(view, by).moves.reduce((n, m) => n + m.cards.length, 0);
    expect(laidBy('cards')).toBeGreaterThanOrEqual(laidBy('points'));
    expect(new Set(wide.map((p) => key(p.moves))).size).toBe(wide.length);
  });

  it('weighs the throws a larger budget asks for, and takes the longest play in even when it ranks low', () => {
    const wide = playPlans(view, classic, 1, 3);
    const emptyThrows = wide.filter((p) => p.moves.length === 1);
    expect(emptyThrows.length).toBeGreaterThanOrEqual(3);
    const longest = Math.max(...classic.rankPlays(view).map((r) => r.play.used.length));
    expect(Math.max(...wide.map(cardsLaid))).toBe(longest);
  });

  it('adds the longest play when the classic player ranks a shorter one first, and weighs no plan twice', () => {
    // The classic player prefers 3D 4D 5D 6D, keeping the joker; laying it too (five cards) is still weighed.
    const hand = viewFor(buildPosition({ phase: 'play', hands: ['3D 4D 5D 6D JK 9C 9S QH', '', '', ''] }), 0);
    const ranked = classic.rankPlays(hand);
    expect(ranked[0]?.play.used).toHaveLength(4);
    const plans = playPlans(hand, classic, 1, 1);
    expect(Math.max(...plans.map(cardsLaid))).toBe(5);
    expect(plans.filter((p) => cardsLaid(p) === 5)[0]?.moves[0]).toEqual(
      ranked.find((r) => r.play.used.length === 5)?.play.moves[0],
    );
    // Budgets that name the same plays and throws twice (the empty and longest plays among the best, every throw
    // among the best throws, the costliest too) still weigh each plan once.
    for (const v of [hand, view]) {
      const all = playPlans(v, classic, 30, 30);
      expect(new Set(all.map((p) => key(p.moves))).size).toBe(all.length);
    }
  });

  it('weighs a position once, whatever the order of the moves or the copy of a card that reached it', () => {
    // Two copies of 9H and of KD, and two melds to lay off on: many orders and copies reach one position.
    const twins = makeView({
      hand: '9H 9H KD KD 6S 10C 4C',
      melds: [
        { team: 0, cards: '3S 4S 5S' },
        { team: 0, cards: '10H JH QH' },
        { team: 0, cards: '6C 7C 8C' },
      ],
    });
    /** Where a plan leaves the table: the hand and the melds by card names, and the thrown card's name. */
    const where = (moves: readonly Move[]): string => {
      let after = twins;
      for (const m of moves) if (m.type !== 'discard') after = applyPlayToView(after, m);
      const thrown = moves.find((m) => m.type === 'discard');
      return JSON.stringify([
        after.hand.map(formatCard).sort(),
        after.melds.map((m) => formatCards(m.cards)).sort(),
        thrown === undefined ? null : formatCard(cardById(thrown.card)),
      ]);
    };
    for (const [plays, discards] of [
      [8, 4],
      [30, 30],
    ] as const) {
      const plans = playPlans(twins, classic, plays, discards);
      expect(plans.length).toBeGreaterThan(3);
      expect(new Set(plans.map((p) => where(p.moves))).size).toBe(plans.length);
    }
    // Both copies of a card in hand: throwing either is one plan.
    const empty = playPlans(twins, classic, 30, 30).filter((p) => p.moves.length === 1);
    const names = empty.map((p) => where(p.moves));
    expect(new Set(names).size).toBe(names.length);
    expect(empty.length).toBeLessThanOrEqual(5);
  });

  it('counts an ace as the costliest card to keep after a joker (15 points, a king 10, a five 5)', () => {
    const hand = viewFor(buildPosition({ phase: 'play', hands: ['AS KD 5C 9H', '', '', ''] }), 0);
    const best = classic.rankDiscards(hand)[0]?.card as Card;
    const throws = playPlans(hand, classic, 1, 1).map((p) => cardById(thrownId(p)));
    const ace = throws.find((c) => c.rank === 'A');
    expect(ace).toBeDefined();
    expect(throws).toHaveLength(best.rank === 'A' ? 1 : 2);
  });

  it('has no throw after a play that empties the hand', () => {
    const out = makeView({ hand: '5S 6S 7S', melds: [{ team: 0, cards: '3D 4D 5D' }], tookBirimbaki: [true, false] });
    const plans = playPlans(out, classic, 8, 4);
    const emptying = plans.filter((p) => p.moves.every((m) => m.type !== 'discard'));
    expect(emptying.map((p) => p.label)).toEqual([describePlan(emptying[0]?.moves ?? [])]);
    expect(emptying[0]?.moves.flatMap((m) => ('cards' in m ? m.cards : []))).toHaveLength(3);
  });
});

describe('inferenceWeights', () => {
  // Team A (seats 0, 2) has 5S 6S 7S on the table, team B (seats 1, 3) 9H 10H JH and 10D JD QD.
  const view = makeView({
    hand: '3C 9C',
    melds: [
      { team: 0, cards: '5S 6S 7S' },
      { team: 1, cards: '9H 10H JH' },
      { team: 1, cards: '10D JD QD' },
    ],
  });
  const ids = (text: string): number[] =>
    parseCards(text).flatMap((c) => DECK.filter((d) => d.rank === c.rank && d.suit === c.suit).map((d) => d.id));

  it('gives a card that fits a seat’s own team’s meld a quarter of the weight, in that seat only', () => {
    const weights = inferenceWeights(view);
    expect(weights[0]).toBeUndefined();
    const [, b1, a2, b3] = weights as Float64Array[];
    for (const w of [b1, b3]) {
      // A card that fits either of the team's melds.
      for (const id of ids('8H QH 9D KD')) expect(w?.[id]).toBe(0.25);
      for (const id of ids('4S 8S 7H KH 3C 8D')) expect(w?.[id]).toBe(1);
    }
    for (const id of ids('4S 8S')) expect(a2?.[id]).toBe(0.25);
    for (const id of ids('8H QH 9D KD 9S')) expect(a2?.[id]).toBe(1);
    // Wild cards fit anything and say nothing: never down-weighted.
    for (const id of [...ids('2C 2H 2S'), 104, 105, 106, 107]) for (const w of [b1, a2, b3]) expect(w?.[id]).toBe(1);
    // Only those cards: every other weight is 1.
    expect([...(b1 as Float64Array)].filter((x) => x !== 1)).toHaveLength(8);
    expect([...(a2 as Float64Array)].filter((x) => x !== 1)).toHaveLength(4);
  });

  it('leaves every weight at 1 for a team with nothing on the table', () => {
    const bare = makeView({ hand: '3C 9C', melds: [{ team: 1, cards: '9H 10H JH' }] });
    const weights = inferenceWeights(bare);
    expect([...(weights[2] as Float64Array)].every((x) => x === 1)).toBe(true);
    expect(weights[2]).toHaveLength(DECK.length);
    expect([...(weights[1] as Float64Array)].some((x) => x !== 1)).toBe(true);
  });
});

describe('the expert’s search over its candidates', () => {
  it('halves the candidates round by round: spends most of its budget and never more, most of it on the winner', () => {
    const view = viewFor(
      buildPosition({
        phase: 'play',
        hands: ['5S 6S 7S 8S 9D 9H 9C KD JK 4H 10C', '', '', ''],
        melds: [{ team: 0, cards: '3D 4D 5D' }],
      }),
      0,
    );
    for (const iterations of [300, 900]) {
      const explanation = createBot('expert', { iterations }).decide(view, 7).explanation;
      const n = explanation?.considered ?? 0;
      const rollouts = explanation?.rollouts ?? 0;
      // Every candidate the classic player offers is weighed.
      expect(n).toBe(playPlans(view, classicBot({ explain: false }), 8, 4).length);
      expect(n).toBeGreaterThan(4);
      // A budget that buys every candidate a rollout in every round is never overspent.
      expect(n * Math.ceil(Math.log2(n))).toBeLessThanOrEqual(iterations);
      expect(rollouts).toBeLessThanOrEqual(iterations);
      expect(rollouts).toBeGreaterThan(iterations / 2);
      const candidates = explanation?.candidates ?? [];
      const visits = candidates.map((c) => c.visits ?? 0);
      // The winner survived every round: the most rollouts of all, more than one dropped in the first round.
      expect(visits[0]).toBe(Math.max(...visits));
      expect(visits[0]).toBeGreaterThan(Math.min(...visits));
      for (const v of visits) expect(v).toBeGreaterThanOrEqual(1);
      // Each value is a mean over its rollouts: points of one deal; the score shows it rounded.
      for (const c of candidates) {
        expect(Math.abs(c.value ?? Number.NaN)).toBeLessThan(3000);
        expect(c.score).toBe(Math.round((c.value ?? 0) * 10) / 10);
      }
      // The summary names the winner and its estimate.
      const summary = explanation?.summary ?? '';
      expect(summary.startsWith(`${candidates[0]?.description ?? ''}: `)).toBe(true);
      expect(summary).toContain(`(estimated ${(candidates[0]?.value ?? Number.NaN).toFixed(1)} points`);
      expect(summary).toMatch(/\(estimated -?\d+\.\d points ahead at the end of the deal\)$/);
    }
  });

  it('takes the clearly better decision: on the last turn, lays down the whole clean birimba', () => {
    // The stock is empty: the deal ends with this turn, a card kept counts against the team, and the bonus needs 7.
    const view = viewFor(
      buildPosition({ phase: 'play', stock: '', stockSize: 0, hands: ['3S 4S 5S 6S 7S 8S 9S KD 4H', '', '', ''] }),
      0,
    );
    expect(view.lastTurn).toBe(true);
    const decision = createBot('expert', { iterations: 40 }).decide(view, 3);
    const laid = decision.moves.flatMap((m) => (m.type === 'meld' ? [m.cards.length] : []));
    expect(laid).toContain(7);
    const candidates = decision.explanation?.candidates ?? [];
    // Its estimate is the best of those shown.
    for (const c of candidates.slice(1))
      if (c.visits === candidates[0]?.visits) expect(c.score).toBeLessThanOrEqual(candidates[0]?.score ?? 0);
  });
});

describe('the expert’s decision, explained', () => {
  const play = () =>
    viewFor(
      buildPosition({
        phase: 'play',
        hands: ['5S 6S 7S 8S 9D 9H 9C KD JK 4H 10C', '', '', ''],
        melds: [
          { team: 0, cards: '3D 4D 5D' },
          { team: 1, cards: '10H JH QH' },
        ],
      }),
      0,
    );

  it('draws without a search when the pile is empty, and weighs the draw against the pile otherwise', () => {
    const expert = createBot('expert', { iterations: 20 });
    const empty = viewFor(buildPosition({ phase: 'draw', pile: '', hands: ['5S 6S 9H', '', '', ''] }), 0);
    expect(expert.decide(empty, 1)).toEqual({
      moves: [{ type: 'draw' }],
      explanation: { summary: 'draw from the stock: the only choice', reason: { kind: 'only-choice' }, candidates: [] },
    });
    const pile = viewFor(buildPosition({ phase: 'draw', pile: '9D 7S', hands: ['5S 6S 9H', '', '', ''] }), 0);
    const decision = expert.decide(pile, 1);
    expect(decision.explanation?.candidates.map((c) => c.description).sort()).toEqual([
      'draw from the stock',
      'take the pile (2 cards)',
    ]);
    expect(decision.explanation?.summary).toMatch(
      /^(draw from the stock|take the pile \(2 cards\)): the best of 2 candidates over \d+ rollouts/,
    );
  });

  it('shows at most six candidates, and says a match value is match equity', () => {
    const decision = createBot('expert', { iterations: 40 }).decide(play(), 2);
    expect(Number(/the best of (\d+) candidates/.exec(decision.explanation?.summary ?? '')?.[1])).toBeGreaterThan(6);
    expect(decision.explanation?.candidates).toHaveLength(6);
    const base = buildPosition({
      phase: 'play',
      rules: { matchTarget: 3000 },
      hands: ['5S 6S 7S 8S 9D KD 4H', '', '', ''],
    });
    const inMatch = viewFor({ ...base, match: { ...base.match, deal: 2, totals: [1200, 900] } }, 0);
    expect(createBot('expert', { iterations: 20 }).decide(inMatch, 2).explanation?.summary).toMatch(
      /\(estimated \d+\.\d match equity ×1000\)$/,
    );
  });

  it('rolls out with the policy and the inference it is given', () => {
    const view = play();
    const scores = (options: Record<string, unknown>): number[] =>
      (createBot('expert', { iterations: 40, ...options }).decide(view, 5).explanation?.candidates ?? []).map(
        (c) => c.score,
      );
    const greedy = scores({});
    expect(scores({ rollout: 'greedy' })).toEqual(greedy);
    expect(scores({ rollout: 'random' })).not.toEqual(greedy);
    expect(scores({ inference: true })).not.toEqual(greedy);
  });

  it('echoes the options it plays with, a time budget and inference only when given', () => {
    expect(createBot('expert', {}).options).toEqual({
      iterations: 3200,
      plays: 8,
      discards: 4,
      rollout: 'greedy',
      explain: true,
    });
    expect(createBot('expert', { timeMs: 50, inference: true, rollout: 'random' }).options).toEqual({
      iterations: 3200,
      timeMs: 50,
      plays: 8,
      discards: 4,
      rollout: 'random',
      explain: true,
      inference: true,
    });
  });
});
