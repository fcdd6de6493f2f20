import { describe, expect, it } from 'vitest';
import { type Card, type Move, type RuleSet, SCORE, formatCards, parseCards } from '@birimba/engine';
import {
  DEFAULT_PROFILE,
  buildMemory,
  cardThrows,
  classicBot,
  createBot,
  enumeratePlays,
  feedValue,
  keepValue,
  onlyStalls,
  playFeatures,
} from '../../src/index.js';
import { makeView } from '../support/view.js';

const classic = classicBot();
const cardsOf = (view: { hand: readonly Card[] }, ids: readonly number[]): string =>
  formatCards(ids.map((id) => view.hand.find((c) => c.id === id) as Card));

/** Over many seeds, how often the decision satisfies `test`. */
function share(
  view: Parameters<typeof classic.decide>[0],
  test: (moves: readonly Move[]) => boolean,
  seeds = 40,
): number {
  let n = 0;
  for (let s = 1; s <= seeds; s++) if (test(classic.decide(view, s).moves)) n++;
  return n / seeds;
}

describe('the classic player’s heuristics', () => {
  it('marks the cards that make a combination with an opponent’s known card as ones to keep', () => {
    const view = makeView({ hand: '5H 6H KS QD 3C', known: { 1: '7H' } });
    const throws = cardThrows(view.hand, buildMemory(view), DEFAULT_PROFILE.tables, view.rules);
    const [h5, h6, ks] = view.hand;
    expect(throws.get(h5!.id)!.opponent).toBeLessThan(0);
    expect(throws.get(h6!.id)!.opponent).toBeLessThan(0);
    expect(throws.get(ks!.id)!.opponent).toBe(0);
  });

  it('does not wait for an opponent’s card that fits the opponents’ own meld (he will never throw it)', () => {
    const view = makeView({ hand: '5H 6H KS QD 3C', known: { 1: '7H' }, melds: [{ team: 1, cards: '8H 9H 10H' }] });
    const throws = cardThrows(view.hand, buildMemory(view), DEFAULT_PROFILE.tables, view.rules);
    expect(throws.get(view.hand[0]!.id)!.opponent).toBe(0);
  });

  it('keeps the card the partner’s known cards need', () => {
    const view = makeView({ hand: '10H KS QD 3C 4D', known: { 2: '8H 9H' } });
    const memory = buildMemory(view);
    const throws = cardThrows(view.hand, memory, DEFAULT_PROFILE.tables, view.rules);
    const h10 = view.hand[0]!;
    expect(throws.get(h10.id)!.partnerKeep).toBeLessThan(0);
    expect(keepValue(h10, view.hand, memory, throws.get(h10.id))).toBeGreaterThan(0);
    // And it is not the card it throws away.
    for (let s = 1; s <= 20; s++) {
      const moves = classic.decide(view, s).moves;
      const last = moves[moves.length - 1];
      expect(last?.type === 'discard' && last.card).not.toBe(h10.id);
    }
  });

  it('counts a discard that extends an opponents’ meld as feeding them', () => {
    const view = makeView({ hand: '7H KS', melds: [{ team: 1, cards: '8H 9H 10H' }] });
    expect(feedValue(view.hand[0]!, buildMemory(view), view.rules)).toBe(10);
    expect(feedValue(view.hand[1]!, buildMemory(view), view.rules)).toBe(0);
  });

  it('never discards a card that extends the opponents’ meld when it has a loose one', () => {
    const view = makeView({ hand: '7H KS 4D 9C', melds: [{ team: 1, cards: '8H 9H 10H' }] });
    expect(share(view, (m) => m.some((x) => x.type === 'discard' && x.card === view.hand[0]!.id))).toBe(0);
  });
});

describe('the classic player under the birimbaki variant (a birimba needed to take it)', () => {
  const spec = { hand: '3D 4D 5D 6D 7D 8D 9D KS QC', melds: [] as { team: 0 | 1; cards: string }[] };

  it('knows what its team still lacks, and stops lacking it once the birimba is laid', () => {
    expect(buildMemory(makeView({ ...spec, rules: { birimbakiRequires: 'birimba' } })).birimbakiNeeds).toBe('birimba');
    expect(buildMemory(makeView(spec)).birimbakiNeeds).toBe('nothing');
    const laid = makeView({
      hand: 'KS QC 4H',
      melds: [{ team: 0, cards: '3D 4D 5D 6D 7D 8D 9D' }],
      rules: { birimbakiRequires: 'birimba' },
    });
    expect(buildMemory(laid).birimbakiNeeds).toBe('nothing');
    const taken = makeView({ ...spec, rules: { birimbakiRequires: 'birimba' }, tookBirimbaki: [true, false] });
    expect(buildMemory(taken).birimbakiNeeds).toBe('nothing');
  });

  it('values the play that makes the first birimba higher by the penalty it unlocks', () => {
    const gainOf = (rules: Partial<RuleSet>): number => {
      const view = makeView({ ...spec, rules });
      const memory = buildMemory(view);
      const throws = cardThrows(view.hand, memory, DEFAULT_PROFILE.tables, view.rules);
      const play = enumeratePlays(view).find((p) => p.melds.some((m) => m.isBirimba));
      if (play === undefined) throw new Error('no birimba play');
      return playFeatures(play, memory, throws).gain as number;
    };
    expect(gainOf({ birimbakiRequires: 'birimba' }) - gainOf({})).toBe(-SCORE.noBirimbaki);
  });
});

describe('the classic player’s draw', () => {
  it('leaves a pile of one card it cannot use, instead of taking it only to block (a loop that could never end)', () => {
    const view = makeView({ hand: '3C 7D 9H', pile: 'QS', melds: [{ team: 1, cards: '9S 10S JS' }], phase: 'draw' });
    expect(onlyStalls(view)).toBe(true);
    for (let s = 1; s <= 20; s++) expect(classic.decide(view, s).moves).toEqual([{ type: 'draw' }]);
    // A card it can use is another matter.
    const useful = makeView({ hand: '3C 7D 9H 10H', pile: 'JH', phase: 'draw' });
    expect(onlyStalls(useful)).toBe(false);
  });
});

describe('the classic player’s decisions', () => {
  it('takes a pile holding a wild', () => {
    const view = makeView({ hand: '3C 8D KH QS 5S 9H 4C', pile: 'JK 7D', phase: 'draw' });
    expect(share(view, (m) => m[0]?.type === 'takePile')).toBe(1);
  });

  it('draws from the stock when the pile is junk to it', () => {
    const view = makeView({ hand: '3C 4C 5C 8D 9D', pile: 'KH QS 7S', phase: 'draw', stockSize: 10 });
    expect(share(view, (m) => m[0]?.type === 'draw')).toBe(1);
  });

  it('takes a pile that makes a meld with its hand', () => {
    const view = makeView({ hand: '5H 6H KS 2C', pile: '8D 7H 9S', phase: 'draw' });
    expect(share(view, (m) => m[0]?.type === 'takePile')).toBeGreaterThan(0.5);
  });

  it('does not lay down a meld the discard pile extends, early in the game', () => {
    const view = makeView({ hand: '5S 6S 7S KD 9C', pile: '8S QH', stockSize: 38 });
    const lays = share(view, (m) => m.some((x) => x.type === 'meld'));
    expect(lays).toBeLessThan(0.2);
  });

  it('lays the same meld down when the pile does not extend it', () => {
    const view = makeView({ hand: '5S 6S 7S KD 9C', pile: 'QH', stockSize: 38 });
    expect(share(view, (m) => m.some((x) => x.type === 'meld'))).toBeGreaterThan(0.8);
  });

  it('dumps points when the opponents are about to close', () => {
    const view = makeView({
      hand: '5S 6S 7S KD 9C AH',
      pile: '8S',
      stockSize: 30,
      tookBirimbaki: [false, true],
      handSizes: [6, 1, 9, 2],
    });
    expect(share(view, (m) => m.some((x) => x.type === 'meld'))).toBe(1);
  });

  it('takes the birimbaki when it can empty its hand', () => {
    const view = makeView({ hand: '5S 6S 7S', stockSize: 30 });
    const d = classic.decide(view, 3);
    expect(d.moves).toHaveLength(1);
    expect(d.moves[0]?.type).toBe('meld');
    expect(d.explanation?.summary).toMatch(/birimbaki/);
  });

  it('explains its choice with candidates, scores and the rules that fired', () => {
    const view = makeView({ hand: '5S 6S 7S KD 9C', pile: 'QH' });
    const d = classic.decide(view, 1);
    // It lays the run down and throws one of its two loose cards.
    expect(d.moves.map((m) => m.type)).toEqual(['meld', 'discard']);
    const meld = d.moves[0] as Extract<Move, { type: 'meld' }>;
    expect(cardsOf(view, meld.cards)).toBe('5S 6S 7S');
    const discarded = cardsOf(view, [(d.moves[1] as Extract<Move, { type: 'discard' }>).card]);
    expect(['KD', '9C']).toContain(discarded);
    // The summary says what it does; the candidates are the plays weighed (the chosen one first, best score), then
    // the discards, each with the rules that fired.
    expect(d.explanation?.summary).toContain('meld 5S 6S 7S');
    expect(d.explanation?.summary).toContain(`discard ${discarded}`);
    const candidates = d.explanation?.candidates ?? [];
    const plays = candidates.filter((c) => !c.description.startsWith('discard'));
    expect(plays[0]?.description).toBe('meld 5S 6S 7S');
    for (const c of plays) expect(c.score).toBeLessThanOrEqual(plays[0]?.score ?? -Infinity);
    expect(plays.some((c) => c.description === 'nothing')).toBe(true);
    expect(
      candidates
        .filter((c) => c.description.startsWith('discard'))
        .map((c) => c.description)
        .sort(),
    ).toEqual(['discard 9C', 'discard KD']);
    for (const c of candidates) {
      expect(c.rules?.length).toBeGreaterThan(0);
      for (const r of c.rules ?? []) expect(r.strength).toBeGreaterThan(0);
    }
  });

  it('is created by name with its options, and refuses bad ones', () => {
    expect(createBot('classic', { search: 'thesis' }).options.search).toBe('thesis');
    expect(() => createBot('classic', { search: 'deep' })).toThrow(/'full' or 'thesis'/);
    expect(() => createBot('classic', { profile: '{"name":"x"}' })).toThrow(/invalid classic profile/);
  });
});

void parseCards;
