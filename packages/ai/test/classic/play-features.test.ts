// The crisp inputs of the classic player's play system, pinned for one play of each kind: a new meld, a lay-off
// that makes a birimba, a wild laid on a clean meld, a card on a dirty one, a meld the partner can add to, a play
// that closes, and the first birimba under the birimbaki variant.
import { describe, expect, it } from 'vitest';
import { type RuleSet, SCORE, formatCards } from '@birimba/engine';
import { DEFAULT_PROFILE, buildMemory, cardThrows, enumeratePlays, playFeatures } from '../../src/index.js';
import { type ViewSpec, makeView } from '../support/view.js';

/**
 * The features of the play whose melds read `melds` ("cards" for a new meld, "cards +added" for a lay-off; several
 * in alphabetical order, joined by " | ").
 */
function featuresOf(spec: ViewSpec, melds: string): Record<string, number> {
  const view = makeView(spec);
  const memory = buildMemory(view);
  const throws = cardThrows(view.hand, memory, DEFAULT_PROFILE.tables, view.rules);
  const play = enumeratePlays(view).find(
    (p) =>
      p.melds
        .map((m) => (m.isNew ? formatCards(m.cards) : `${formatCards(m.cards)} +${formatCards(m.added)}`))
        .sort()
        .join(' | ') === melds,
  );
  if (play === undefined) throw new Error(`no play ${melds}`);
  return { ...playFeatures(play, memory, throws), threat: memory.threat, stage: memory.stage };
}

// Hand sizes are 11 for every other seat unless given: their hands count at 960/108 points a card (the deck's points
// over its cards).
const UNSEEN = 960 / 108;

describe('playFeatures', () => {
  it('a new clean meld: its points, nothing held or pulled, the margin if the deal ended now', () => {
    expect(featuresOf({ hand: '5S 6S 7S KD QC' }, '5S 6S 7S')).toMatchObject({
      gain: 15,
      hold: 0,
      pull: 0,
      dirty: 0,
      used: 3,
      empties: 0,
      closes: 0,
      // 15 laid, 20 left in hand, the opponents' 22 cards less the partner's 11, and their birimbaki penalty.
      lead: 15 - 20 + UNSEEN * 11 + 100,
    });
  });

  it('a lay-off that makes a clean birimba gains the bonus, not the bonus of the meld as it was', () => {
    const f = featuresOf(
      { hand: '9D KS QC', melds: [{ team: 0, cards: '3D 4D 5D 6D 7D 8D' }] },
      '3D 4D 5D 6D 7D 8D 9D +9D',
    );
    expect(f).toMatchObject({ gain: 10 + SCORE.birimbaClean, dirty: 0, used: 1 });
  });

  it('a lay-off onto a birimba gains no second bonus', () => {
    const f = featuresOf(
      { hand: '10D KS QC', melds: [{ team: 0, cards: '3D 4D 5D 6D 7D 8D 9D' }] },
      '3D 4D 5D 6D 7D 8D 9D 10D +10D',
    );
    expect(f).toMatchObject({ gain: 10, dirty: 0 });
  });

  it('counts a meld made dirty: a new one with a wild, or a clean one given a wild; not a dirty one growing', () => {
    expect(featuresOf({ hand: '5S 6S 2H KD QC' }, '5S 6S 2H').dirty).toBe(1);
    expect(
      featuresOf({ hand: '2C KD 4S', melds: [{ team: 0, cards: '9H 10H JH' }] }, '9H 10H JH 2C +2C'),
    ).toMatchObject({ gain: 10, dirty: 1 });
    expect(featuresOf({ hand: 'QH KD 4S', melds: [{ team: 0, cards: '9H 2C JH' }] }, '9H 2C JH QH +QH')).toMatchObject({
      gain: 10,
      dirty: 0,
    });
  });

  it('a meld the partner can add to pulls by the partner-lay table; a card the opponents wait for is held', () => {
    const f = featuresOf({ hand: '5S 6S 7S KD', known: { 2: '8S 9S 4S' } }, '5S 6S 7S');
    expect(f).toMatchObject({ gain: 15, pull: 5, hold: 1 });
  });

  it('a play that empties the hand closes only for a team that has taken its birimbaki, with the closing bonus', () => {
    const spec = { hand: '5S 6S 7S', handSizes: [3, 11, 9, 11] };
    // The opponents' 22 cards less the partner's 9, and their birimbaki penalty.
    const base = 15 + UNSEEN * 13 + 100;
    expect(featuresOf({ ...spec, tookBirimbaki: [true, false] }, '5S 6S 7S')).toMatchObject({
      empties: 1,
      closes: 1,
      lead: base + SCORE.closing,
    });
    expect(featuresOf({ ...spec, tookBirimbaki: [false, false] }, '5S 6S 7S')).toMatchObject({
      empties: 1,
      closes: 0,
      lead: base,
    });
    expect(featuresOf({ ...spec, tookBirimbaki: [true, true] }, '5S 6S 7S')).toMatchObject({
      closes: 1,
      lead: base - 100 + SCORE.closing,
    });
  });

  it('under the birimbaki variant, a play holding the first birimba beside another meld gains the penalty it unlocks', () => {
    const spec = { hand: '3D 4D 5D 6D 7D 8D 9D JS QS KS 4C' };
    const gain = (rules: Partial<RuleSet>): number =>
      featuresOf({ ...spec, rules }, '3D 4D 5D 6D 7D 8D 9D | JS QS KS').gain as number;
    expect(gain({ birimbakiRequires: 'birimba' }) - gain({})).toBe(-SCORE.noBirimbaki);
    // A play without the birimba unlocks nothing.
    const plain = (rules: Partial<RuleSet>): number => featuresOf({ ...spec, rules }, 'JS QS KS').gain as number;
    expect(plain({ birimbakiRequires: 'birimba' })).toBe(plain({}));
  });
});
