// The greedy baseline decision by decision on hand-made views (the statistical games of contract.test.ts show it
// plays whole games; these show each of its rules), the bot contract's guard, and the runner's refusals.
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type Move,
  IllegalMoveError,
  cardCode,
  describePlan,
  formatCard,
  legalMoves,
  newGame,
} from '@birimba/engine';
import {
  type Bot,
  BotError,
  assertActingView,
  createBot,
  greedyBot,
  inNearMeld,
  pileMakesAPlay,
  playGame,
  playOptions,
  randomBot,
} from '../../src/index.js';
import { type ViewSpec, makeView } from '../support/view.js';

const find = (cards: readonly Card[], text: string): Card => {
  const card = cards.find((c) => formatCard(c) === text);
  if (card === undefined) throw new Error(`no ${text}`);
  return card;
};
const names = (view: ReturnType<typeof makeView>, moves: readonly Move[]): string[] =>
  moves.map((m) => {
    const byId = new Map([...view.hand, ...view.pile].map((c) => [c.id, formatCard(c)]));
    if (m.type === 'meld' || m.type === 'layOff') return `${m.type} ${m.cards.map((id) => byId.get(id)).join(' ')}`;
    if (m.type === 'discard') return `discard ${String(byId.get(m.card))}`;
    return m.type;
  });

describe('pileMakesAPlay', () => {
  const cases: [string, ViewSpec, boolean][] = [
    ['an empty pile', { hand: '5S 6S 7S 8S', pile: '', phase: 'draw' }, false],
    ['a pile card that makes a meld with the hand', { hand: '5S 6S KD', pile: '7S', phase: 'draw' }, true],
    ['a pile card under older pile cards', { hand: '5S 6S KD', pile: '7S 9H JC', phase: 'draw' }, true],
    ['a pile of no use', { hand: '5S 9H KD', pile: '3C', phase: 'draw' }, false],
    ['a meld of the hand alone, not using the pile', { hand: '5S 6S 7S', pile: 'KD', phase: 'draw' }, false],
    [
      'a pile card that fits our meld',
      { hand: '9H KD', pile: '8S', melds: [{ team: 0, cards: '5S 6S 7S' }], phase: 'draw' },
      true,
    ],
    [
      'a pile card that fits only their meld',
      { hand: '9H KD', pile: '8S', melds: [{ team: 1, cards: '5S 6S 7S' }], phase: 'draw' },
      false,
    ],
    [
      'a pile card that fits our meld but not theirs',
      {
        hand: '9H KD',
        pile: '8S',
        melds: [
          { team: 1, cards: 'JC QC KC' },
          { team: 0, cards: '5S 6S 7S' },
        ],
        phase: 'draw',
      },
      true,
    ],
  ];
  for (const [what, spec, expected] of cases) {
    it(`${expected ? 'takes' : 'leaves'} ${what}`, () => {
      const view = makeView(spec);
      expect(pileMakesAPlay(view)).toBe(expected);
      expect(greedyBot().decide(view, 1)).toEqual({
        moves: [{ type: expected ? 'takePile' : 'draw' }],
        explanation: {
          summary: expected ? 'the pile makes or extends a meld at once' : 'the pile makes no meld at once, so draw',
          reason: { kind: 'pile-makes-meld' },
          candidates: [],
        },
      });
    });
  }
});

describe('inNearMeld', () => {
  const cases: [string, string, ViewSpec, boolean][] = [
    ['a 2 (wild)', '2H', { hand: '2H KD' }, true],
    ['a joker', 'JK', { hand: 'JK 9C' }, true],
    ['a card next to one of its suit', '5S', { hand: '5S 6S' }, true],
    ['a card two ranks below one of its suit', '5S', { hand: '5S 7S' }, true],
    ['a card two ranks above one of its suit', '7S', { hand: '5S 7S' }, true],
    ['a card three ranks from one of its suit', '5S', { hand: '5S 8S' }, false],
    ['a card beside one of another suit', '5S', { hand: '5S 6H' }, false],
    ['a card beside its own copy only', '5S', { hand: '5S 5S' }, false],
    ['a card beside a wild only', '5S', { hand: '5S 2S' }, false],
    ['a king beside the ace (ace high)', 'KS', { hand: 'KS AS' }, true],
    ['a queen two below the ace (ace high)', 'QS', { hand: 'QS AS' }, true],
    ['a jack three below the ace', 'JS', { hand: 'JS AS' }, false],
    ['an ace beside a king', 'AS', { hand: 'AS KS' }, true],
    ['an ace two below a 3 (ace low)', 'AS', { hand: 'AS 3S' }, true],
    ['an ace three below a 4', 'AS', { hand: 'AS 4S' }, false],
    ['a card that lays off on our meld', '8S', { hand: '8S KD', melds: [{ team: 0, cards: '5S 6S 7S' }] }, true],
    [
      'a card that lays off on their meld only',
      '8S',
      { hand: '8S KD', melds: [{ team: 1, cards: '5S 6S 7S' }] },
      false,
    ],
    [
      'a card that lays off on our meld with a wild of the hand',
      '9S',
      { hand: '9S 2H KD', melds: [{ team: 0, cards: '5S 6S 7S' }] },
      true,
    ],
    [
      'a card one gap from our meld without a wild',
      '9S',
      { hand: '9S KD', melds: [{ team: 0, cards: '5S 6S 7S' }] },
      false,
    ],
    [
      'a loose card beside a wild that would lay off alone',
      'KD',
      { hand: 'KD 2H', melds: [{ team: 0, cards: '5S 6S 7S' }] },
      false,
    ],
    [
      'a card that fits our set (sets allowed)',
      'QC',
      { hand: 'QC 4D', melds: [{ team: 0, cards: 'QH QD QS' }], rules: { allowSets: true } },
      true,
    ],
  ];
  for (const [what, card, spec, expected] of cases) {
    it(`${expected ? 'keeps' : 'lets go of'} ${what}`, () => {
      const view = makeView(spec);
      expect(inNearMeld(find(view.hand, card), view.hand, view)).toBe(expected);
    });
  }
});

describe('the greedy play', () => {
  it('is named greedy, and the random bot random', () => {
    expect(greedyBot().name).toBe('greedy');
    expect(randomBot().name).toBe('random');
  });

  it('lists only melds and lay-offs as play options', () => {
    const view = makeView({ hand: '5S 6S 7S KD', melds: [{ team: 0, cards: '9H 10H JH' }] });
    const options = playOptions(view);
    expect(options.length).toBeGreaterThan(0);
    expect(new Set(options.map((m) => m.type))).toEqual(new Set(['meld']));
    expect(playOptions(makeView({ hand: '5S 9H KD' }))).toEqual([]);
    const layOffs = playOptions(makeView({ hand: 'QH 4C', melds: [{ team: 0, cards: '9H 10H JH' }] }));
    expect(layOffs.map((m) => m.type)).toEqual(['layOff']);
  });

  it('lays the play worth most first, even when a longer one is worth less', () => {
    // 3S 4S 5S 6S is four cards worth 20; JH QH KH three worth 30.
    const view = makeView({ hand: '3S 4S 5S 6S JH QH KH 9C' });
    const decision = greedyBot().decide(view, 1);
    expect(names(view, decision.moves)).toEqual(['meld JH QH KH', 'meld 3S 4S 5S 6S', 'discard 9C']);
    expect(decision.explanation).toEqual({
      summary: describePlan(decision.moves),
      reason: { kind: 'plan' },
      candidates: [],
    });
  });

  it('among plays worth the same and as long, takes the one the engine lists first', () => {
    const view = makeView({ hand: '8H 9H 10H 8S 9S 10S 4C' });
    const best = playOptions(view).filter((m) => m.cards.length === 3);
    const first = greedyBot().decide(view, 1).moves[0];
    expect(first).toEqual(best[0]);
  });

  it('discards the loose card worth most, wherever it is listed', () => {
    for (const [hand, thrown] of [
      ['3C KD', 'KD'],
      ['KC 3D', 'KC'],
      ['4H 9S AD', 'AD'],
    ] as const) {
      const view = makeView({ hand });
      expect(names(view, greedyBot().decide(view, 1).moves)).toEqual([`discard ${thrown}`]);
    }
  });

  it('of two copies of the loose card, discards the one the engine lists first', () => {
    const view = makeView({ hand: 'KD KD 4C' });
    const listed = legalMoves(view).filter((m) => m.type === 'discard');
    const kings = view.hand.filter((c) => formatCard(c) === 'KD').map((c) => c.id);
    const firstKing = listed.find((m) => m.type === 'discard' && kings.includes(m.card));
    expect(greedyBot().decide(view, 1).moves).toEqual([firstKing]);
  });

  it('lays the meld worth most first, then discards the highest loose card', () => {
    // 9H 10H JH (30 points) before 3S 4S 5S (15); KD and QC are loose, KD (10) and QC (10) tie: the lower identity
    // in the deck's order goes.
    const view = makeView({ hand: '3S 4S 5S 9H 10H JH KD QC' });
    const decision = greedyBot().decide(view, 1);
    const said = names(view, decision.moves);
    expect(said.slice(0, 2)).toEqual(['meld 9H 10H JH', 'meld 3S 4S 5S']);
    const lower = cardCode(find(view.hand, 'KD')) < cardCode(find(view.hand, 'QC')) ? 'KD' : 'QC';
    expect(said).toEqual(['meld 9H 10H JH', 'meld 3S 4S 5S', `discard ${lower}`]);
    expect(decision.explanation?.summary).toMatch(/9H/);
  });

  it('prefers the longer of two plays worth the same', () => {
    // A run of five and a run of three are both worth 30 points: the five cards go down first, whether the engine
    // lists them before the three (spades before hearts) or after.
    for (const [hand, five, three] of [
      ['4S 5S 6S 7S 8S 8H 9H 10H KC', '4S 5S 6S 7S 8S', '8H 9H 10H'],
      ['4H 5H 6H 7H 8H 8S 9S 10S KC', '4H 5H 6H 7H 8H', '8S 9S 10S'],
    ] as const) {
      const view = makeView({ hand });
      const said = names(view, greedyBot().decide(view, 1).moves);
      expect(said.slice(0, 2)).toEqual([`meld ${five}`, `meld ${three}`]);
    }
  });

  it('discards a loose card before one in a near-meld, even a higher one', () => {
    // KS QS are near each other (a run in the making); 9D is loose.
    const view = makeView({ hand: 'KS QS 9D' });
    expect(names(view, greedyBot().decide(view, 1).moves)).toEqual(['discard 9D']);
  });

  it('with no loose card, discards a natural, never a wild', () => {
    // Both birimbakia are gone and closing needs a birimba the team lacks, so the meld 5S 6S 2H (emptying the hand) is
    // refused: every card is in a near-meld, and the lowest natural of the two 5-pointers goes, not the 2 (20 points).
    const view = makeView({ hand: '2H 6S 5S', tookBirimbaki: [true, true], rules: { closingRequires: 'birimba' } });
    expect(playOptions(view)).toEqual([]);
    expect(names(view, greedyBot().decide(view, 1).moves)).toEqual(['discard 5S']);
  });

  it('with only wilds, discards a wild', () => {
    const view = makeView({ hand: '2H 2C' });
    const said = names(view, greedyBot().decide(view, 1).moves);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^discard 2[HC]$/);
  });

  it('lays down every card when it can, with no discard', () => {
    const view = makeView({ hand: '5S 6S 7S', melds: [{ team: 0, cards: '9H 10H JH' }] });
    const decision = greedyBot().decide(view, 1);
    expect(names(view, decision.moves)).toEqual(['meld 5S 6S 7S']);
    expect(decision.explanation).toEqual({
      summary: `lays down everything: ${describePlan(decision.moves)}`,
      reason: { kind: 'lays-down-everything' },
      candidates: [],
    });
  });

  it('with noise 1 plays as the random bot does for the same seed; with noise 0 never', () => {
    const view = makeView({ hand: '3S 4S 5S 9H 10H JH KD QC 7C' });
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(greedyBot({ noise: 1 }).decide(view, seed)).toEqual(randomBot().decide(view, seed));
      expect(greedyBot({ noise: 0 }).decide(view, seed)).toEqual(greedyBot().decide(view, seed));
    }
    expect(greedyBot({ noise: 0 }).options).toEqual({});
    expect(greedyBot({ noise: 0.3 }).options).toEqual({ noise: 0.3 });
    // With noise 0.5 some seeds blunder and some do not.
    const blunders = Array.from({ length: 40 }, (_, seed) => greedyBot({ noise: 0.5 }).decide(view, seed)).filter(
      (d, seed) => JSON.stringify(d) !== JSON.stringify(greedyBot().decide(view, seed)),
    ).length;
    expect(blunders).toBeGreaterThan(5);
    expect(blunders).toBeLessThan(35);
  });
});

describe('the bot contract guard', () => {
  it('refuses anything that is not a player view', () => {
    const game = newGame({ seed: 1 });
    for (const v of [null, undefined, 3, 'view', game, { kind: 'state' }]) {
      expect(() => assertActingView(v as never)).toThrow(
        new BotError('a bot decides from a PlayerView (engine viewFor(state, seat)), never from a game state'),
      );
    }
  });
  it('refuses a seat that is not to act, and a game that is over', () => {
    const view = makeView({ hand: '5S 6S' });
    expect(() => assertActingView({ ...view, seat: 1 })).toThrow(new BotError('seat 1 is not the seat to act'));
    expect(() => assertActingView({ ...view, phase: 'over' })).toThrow(new BotError('the game is over'));
    expect(() => assertActingView(view)).not.toThrow();
    expect(new BotError('x').name).toBe('BotError');
  });
});

describe('the runner refuses a bot that breaks the contract', () => {
  const greedy = createBot('greedy');
  const silent: Bot = { name: 'silent', options: {}, decide: () => ({ moves: [] }) };
  const cheat: Bot = { name: 'cheat', options: {}, decide: () => ({ moves: [{ type: 'discard', card: 9999 }] }) };

  it('names a bot that decides no move', () => {
    expect(() => playGame({ seed: 3, bots: [silent, greedy, greedy, greedy] })).toThrow(
      new Error('bot silent at seat 0 decided no move'),
    );
  });

  it('names a bot that makes an illegal move, keeping the engine code', () => {
    let error: unknown;
    try {
      playGame({ seed: 3, bots: [cheat, greedy, greedy, greedy] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalMoveError);
    const illegal = error as IllegalMoveError;
    expect(illegal.message).toMatch(/^bot cheat at seat 0: .+ \(\{"type":"discard","card":9999\}\)$/);
    expect(illegal.code).toBe(new IllegalMoveError(illegal.code, '').code);
    expect(illegal.code).not.toBe('');
  });

  it('passes any other error of the move step on unchanged', () => {
    const broken = new TypeError('the table fell over');
    expect(() =>
      playGame({
        seed: 3,
        bots: [greedy, greedy, greedy, greedy],
        apply: () => {
          throw broken;
        },
      }),
    ).toThrow(broken);
  });
});
