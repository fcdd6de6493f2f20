import { describe, expect, it } from 'vitest';
import { parseCards } from '@birimba/engine';
import {
  DEFAULT_PROFILE,
  FuzzySystem,
  buildMemory,
  enumeratePlays,
  handValue,
  playFeatures,
  cardThrows,
} from '../../src/index.js';
import { makeView } from '../support/view.js';

const of = (cards: string, stock = 20) => handValue(parseCards(cards), stock);

describe('the value of the hand left after a play', () => {
  it('counts the points at risk and the wilds kept', () => {
    expect(of('AS KD 5C JK 2H')).toMatchObject({ risk: 15 + 10 + 5 + 20 + 10, wildsKept: 2 });
    expect(of('')).toMatchObject({ risk: 0, wildsKept: 0, nearRun: 0, nearRuns: 0, crowd: 0 });
  });

  it('measures a near-run as the stretch it would fill with one card: 5S 6S 8S is four long', () => {
    expect(of('5S 6S 8S').nearRun).toBe(4);
    expect(of('5S 6S 7S').nearRun).toBe(3);
    // Two holes are too many for one near-run: 8S _ 10S is the longest.
    expect(of('5S 8S 10S').nearRun).toBe(3);
    // Other suits, wilds and a second copy do not lengthen it.
    expect(of('5S 6H 7D JK 2C 5S').nearRun).toBe(0);
    expect(of('5S 5S 6S').nearRun).toBe(2);
  });

  it('reaches birimba length on a long stretch, the ace high or low', () => {
    expect(of('8S 9S 10S JS QS KS AS').nearRun).toBe(7);
    expect(of('AH 3H 4H 5H 6H').nearRun).toBe(6);
    expect(of('QH KH AH').nearRun).toBe(3);
  });

  it('counts the near-runs of two or more cards, split by gaps of two', () => {
    expect(of('5S 7S').nearRuns).toBe(1);
    expect(of('5S 8S').nearRuns).toBe(0);
    expect(of('5S 6S 9S 10S 4H 5H KD').nearRuns).toBe(3);
  });

  it('sets many cards against a short stock (many cards late)', () => {
    expect(of('5S 6S 7S 8H', 2).crowd).toBe(2);
    expect(of('5S 6S 7S 8H', 40).crowd).toBe(0.1);
    expect(of('5S 6S', 0).crowd).toBe(2);
  });
});

describe('the hand-value inputs of the play system', () => {
  const view = makeView({ hand: '5S 6S 7S 9H 9H KD JK', stockSize: 4 });
  const memory = buildMemory(view);
  const throws = cardThrows(view.hand, memory, DEFAULT_PROFILE.tables, view.rules);
  const plays = enumeratePlays(view);

  it('describes the hand each play leaves', () => {
    for (const play of plays) expect(playFeatures(play, memory, throws)).toMatchObject(handValue(play.rest, 4));
  });

  it('change nothing with the default profile (their rules have weight 0) and everything once weighed', () => {
    const withoutThem = new FuzzySystem({
      ...DEFAULT_PROFILE.play,
      rules: DEFAULT_PROFILE.play.rules.filter((r) => r.weight !== 0),
    });
    const play = new FuzzySystem(DEFAULT_PROFILE.play);
    for (const p of plays) {
      const f = playFeatures(p, memory, throws);
      expect(play.inferNamed(f).output).toBe(withoutThem.inferNamed(f).output);
    }
    const weighed = new FuzzySystem({
      ...DEFAULT_PROFILE.play,
      rules: DEFAULT_PROFILE.play.rules.map((r) => ({ ...r, weight: 1 })),
    });
    expect(
      plays.some(
        (p) =>
          weighed.inferNamed(playFeatures(p, memory, throws)).output !==
          play.inferNamed(playFeatures(p, memory, throws)).output,
      ),
    ).toBe(true);
  });
});
