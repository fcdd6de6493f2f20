// Scoring at the end of the game (rules.md §7) and the worked example of §9.

import { describe, expect, it } from 'vitest';
import { parseCards } from '../../src/vocabulary/cards.js';
import { type TeamScore, type TeamScoreInput, scoreTeam } from '../../src/core/scoring.js';

const NINE_SPADES = '2S 3S 4S 5S 6S 7S 8S 9S'; // 55 points, clean birimba
const DIRTY_SEVEN = '3S 4S 2S 6S 7S 8S 9S'; // 5+5+10+5+5+10+10 = 50, dirty birimba (2S = 5S)
const CLEAN_13 = '2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS'; // 10 + 5×5 + 6×10 + 15 = 110, clean
const DIRTY_13 = 'AH 2S 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH'; // 110, the 2S stands for 2H: dirty

/** Melds and hands in notation, turned into card arrays and one array per partner. */
function team(
  melds: readonly string[],
  hands: readonly [string, string],
  tookBirimbaki: boolean,
  closed: boolean,
): TeamScoreInput {
  return {
    melds: melds.map((m) => parseCards(m)),
    hands: hands.map((h) => parseCards(h)),
    tookBirimbaki,
    closed,
  };
}

function expectBreakdown(score: TeamScore, expected: Omit<TeamScore, 'total'>): void {
  const total =
    expected.meldPoints +
    expected.birimbaBonus +
    expected.handPenalty +
    expected.birimbakiPenalty +
    expected.closingBonus;
  expect(score).toEqual({ ...expected, total });
}

describe('rules.md §7: the parts of a team score', () => {
  it('adds the card points of every meld, wilds at their own points', () => {
    const score = scoreTeam(team(['4S 2H 6S', 'JK 5D 6D', 'QH KH AH'], ['', ''], true, false));
    expectBreakdown(score, {
      meldPoints: 20 + 30 + 35,
      birimbaBonus: 0,
      handPenalty: 0,
      birimbakiPenalty: 0,
      closingBonus: 0,
    });
  });

  it('gives 200 for a clean birimba', () => {
    const score = scoreTeam(team([NINE_SPADES], ['', ''], true, false));
    expectBreakdown(score, { meldPoints: 55, birimbaBonus: 200, handPenalty: 0, birimbakiPenalty: 0, closingBonus: 0 });
  });

  it('gives 100 for a dirty birimba', () => {
    const score = scoreTeam(team([DIRTY_SEVEN], ['', ''], true, false));
    expectBreakdown(score, { meldPoints: 50, birimbaBonus: 100, handPenalty: 0, birimbakiPenalty: 0, closingBonus: 0 });
  });

  it('gives nothing extra for a 6-card meld', () => {
    const score = scoreTeam(team(['3S 4S 5S 6S 7S 8S'], ['', ''], true, false));
    expect(score.birimbaBonus).toBe(0);
    expect(score.meldPoints).toBe(35);
  });

  it('judges a birimba clean when any arrangement is clean (a natural 2 is fine)', () => {
    const score = scoreTeam(team([`${DIRTY_SEVEN} 5S`], ['', ''], true, false));
    expect(score.birimbaBonus).toBe(200);
    expect(score.meldPoints).toBe(55);
  });

  it('gives 1000 for a clean 13-card birimba, instead of 200', () => {
    const score = scoreTeam(team([CLEAN_13], ['', ''], true, false));
    // 2 = 10; 3..7 = 5×5; 8, 9, 10, J, Q, K = 6×10; A = 15
    expectBreakdown(score, {
      meldPoints: 110,
      birimbaBonus: 1000,
      handPenalty: 0,
      birimbakiPenalty: 0,
      closingBonus: 0,
    });
  });

  it('gives 500 for a dirty 13-card birimba, instead of 100', () => {
    const score = scoreTeam(team([DIRTY_13], ['', ''], true, false));
    expectBreakdown(score, {
      meldPoints: 110,
      birimbaBonus: 500,
      handPenalty: 0,
      birimbakiPenalty: 0,
      closingBonus: 0,
    });
  });

  it('adds up the bonuses of several birimbas', () => {
    const score = scoreTeam(
      team([NINE_SPADES, DIRTY_SEVEN.replace(/S/g, 'H'), CLEAN_13.replace(/S/g, 'D')], ['', ''], true, false),
    );
    expect(score.birimbaBonus).toBe(200 + 100 + 1000);
    expect(score.meldPoints).toBe(55 + 50 + 110);
  });

  it('subtracts the cards left in both partners’ hands', () => {
    const score = scoreTeam(team([], ['AC JK', 'KD 3H 2C'], true, false));
    expectBreakdown(score, {
      meldPoints: 0,
      birimbaBonus: 0,
      handPenalty: -(15 + 20 + 10 + 5 + 10),
      birimbakiPenalty: 0,
      closingBonus: 0,
    });
  });

  it('counts each partner’s hand: one empty hand does not hide the other', () => {
    expect(scoreTeam(team([], ['', 'AC'], true, false)).handPenalty).toBe(-15);
    expect(scoreTeam(team([], ['AC', ''], true, false)).handPenalty).toBe(-15);
  });

  it('takes 100 from a team that never took a birimbaki', () => {
    const score = scoreTeam(team(['QH KH AH'], ['', ''], false, false));
    expectBreakdown(score, {
      meldPoints: 35,
      birimbaBonus: 0,
      handPenalty: 0,
      birimbakiPenalty: -100,
      closingBonus: 0,
    });
  });

  it('gives 100 to the team that closed', () => {
    const score = scoreTeam(team(['QH KH AH'], ['', ''], true, true));
    expectBreakdown(score, { meldPoints: 35, birimbaBonus: 0, handPenalty: 0, birimbakiPenalty: 0, closingBonus: 100 });
  });

  it('can go below zero', () => {
    const score = scoreTeam(team([], ['JK JK AS', 'KS'], false, false));
    expect(score.total).toBe(-(20 + 20 + 15 + 10) - 100);
  });

  it('gives a team with nothing at all -100', () => {
    expectBreakdown(scoreTeam(team([], ['', ''], false, false)), {
      meldPoints: 0,
      birimbaBonus: 0,
      handPenalty: 0,
      birimbakiPenalty: -100,
      closingBonus: 0,
    });
  });

  it('follows the twoOfSuitNeverDirty variant when judging a birimba', () => {
    const input = team([DIRTY_SEVEN], ['', ''], true, false);
    expect(scoreTeam(input).birimbaBonus).toBe(100);
    expect(scoreTeam(input, { twoOfSuitNeverDirty: true }).birimbaBonus).toBe(200);
  });
});

describe('rules.md §9: the worked example', () => {
  it('scores Team A 390: clean birimba 55 + 200, QH KH AH 35, closing 100', () => {
    const score = scoreTeam(team([NINE_SPADES, 'QH KH AH'], ['', ''], true, true));
    expect(score).toEqual({
      meldPoints: 90,
      birimbaBonus: 200,
      handPenalty: 0,
      birimbakiPenalty: 0,
      closingBonus: 100,
      total: 390,
    });
  });

  it('scores Team B -95: JK 5D 6D 30, AC and KD in hand -25, no birimbaki -100', () => {
    const score = scoreTeam(team(['JK 5D 6D'], ['AC', 'KD'], false, false));
    expect(score).toEqual({
      meldPoints: 30,
      birimbaBonus: 0,
      handPenalty: -25,
      birimbakiPenalty: -100,
      closingBonus: 0,
      total: -95,
    });
  });

  it('gives the same scores when the hands are one flat list or notation', () => {
    const a = scoreTeam({ melds: [NINE_SPADES, 'QH KH AH'], hands: [], tookBirimbaki: true, closed: true });
    expect(a.total).toBe(390);
    const b = scoreTeam({ melds: ['JK 5D 6D'], hands: parseCards('AC KD'), tookBirimbaki: false, closed: false });
    expect(b.total).toBe(-95);
    const c = scoreTeam({ melds: ['JK 5D 6D'], hands: 'AC KD', tookBirimbaki: false, closed: false });
    expect(c.total).toBe(-95);
  });
});
