// The rules of ratings, each as a player would state it: which rooms are rated and why not, the number shown, leavers
// lose and their partners are spared, provisional for ten matches, five a day for the same players, a new account's
// first three matches counted together once the third is played.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type RuleSet, resolveRules } from '@birimba/engine';
import { FIRST_MATCHES, PROVISIONAL_MATCHES, SAME_PLAYERS_DAILY, START_RATING } from '@birimba/protocol';
import {
  type CountedSeat,
  NEW_SKILL,
  type RatedRoom,
  type RatedSeat,
  type Skill,
  applyWaiting,
  countSeats,
  displayRating,
  isLeaver,
  isProvisional,
  placesOf,
  rateSeats,
  unratedReasons,
} from '../src/ratings/rating-rules.js';

const STANDARD: RuleSet = resolveRules({ matchTarget: 3000 });
const people = (n: number) => [...Array(n).keys()].map((i) => ({ occupant: 'human' as const, account: `acc-${i}` }));
const room = (change: Partial<RatedRoom> = {}): RatedRoom => ({
  rated: true,
  rules: STANDARD,
  seats: people(4),
  ...change,
});

describe('a room’s match is rated', () => {
  it('when the host chose it, four people signed in, at the standard rules and target', () => {
    expect(unratedReasons(room())).toEqual([]);
    expect(unratedReasons(room({ rules: { ...STANDARD, players: 2 }, seats: people(2) }))).toEqual([]);
    expect(unratedReasons(room({ rules: { ...STANDARD, players: 6 }, seats: people(6) }))).toEqual([]);
  });

  it('not while the host has not chosen it', () => {
    expect(unratedReasons(room({ rated: false }))).toEqual(['off']);
  });

  it('not with a bot at a seat, or a seat empty (a bot takes it at Start)', () => {
    expect(unratedReasons(room({ seats: [...people(3), { occupant: 'bot' }] }))).toEqual(['bot-seat']);
    expect(unratedReasons(room({ seats: [...people(3), { occupant: 'empty' }] }))).toEqual(['bot-seat']);
  });

  it('not with a person who is not signed in, or one account at two seats', () => {
    expect(unratedReasons(room({ seats: [...people(3), { occupant: 'human', account: null }] }))).toEqual([
      'no-account',
    ]);
    expect(unratedReasons(room({ seats: [...people(3), { occupant: 'human', account: 'acc-0' }] }))).toEqual([
      'same-account',
    ]);
  });

  it('not under a rule other than the standard one; who plays first may be any seat', () => {
    expect(unratedReasons(room({ rules: { ...STANDARD, allowSets: true } }))).toEqual(['custom-rules']);
    expect(unratedReasons(room({ rules: { ...STANDARD, closingRequires: 'birimba' } }))).toEqual(['custom-rules']);
    expect(unratedReasons(room({ rules: { ...STANDARD, firstSeat: 'random' } }))).toEqual([]);
  });

  it('not to a target below the standard one, or a single deal; above it is rated', () => {
    expect(unratedReasons(room({ rules: { ...STANDARD, matchTarget: 1500 } }))).toEqual(['lowered-target']);
    expect(unratedReasons(room({ rules: { ...DEFAULT_RULES } }))).toEqual(['lowered-target']);
    expect(unratedReasons(room({ rules: { ...STANDARD, matchTarget: 5000 } }))).toEqual([]);
  });

  it('names every reason at once, in order', () => {
    expect(
      unratedReasons({
        rated: false,
        rules: { ...STANDARD, allowSets: true, matchTarget: 1000 },
        seats: [{ occupant: 'bot' }, { occupant: 'human', account: null }],
      }),
    ).toEqual(['off', 'bot-seat', 'no-account', 'custom-rules', 'lowered-target']);
  });
});

describe('the number shown', () => {
  it('is 1500 for a new player, higher after a win and lower after a loss', () => {
    expect(displayRating(NEW_SKILL)).toBe(START_RATING);
    const [winner, loser] = rateSeats([seat(0, 0), seat(1, 1)]) as [Skill, Skill];
    expect(displayRating(winner)).toBeGreaterThan(START_RATING);
    expect(displayRating(loser)).toBeLessThan(START_RATING);
    expect(displayRating(winner) - START_RATING).toBe(START_RATING - displayRating(loser));
  });

  it('is provisional for the first ten rated matches', () => {
    expect(PROVISIONAL_MATCHES).toBe(10);
    expect(isProvisional(0)).toBe(true);
    expect(isProvisional(9)).toBe(true);
    expect(isProvisional(10)).toBe(false);
  });
});

/** A seat of team `team` that finished in `place`, a new player unless given a skill. */
const seat = (team: number, place: number, change: Partial<RatedSeat> = {}): RatedSeat => ({
  team,
  place,
  left: false,
  skill: NEW_SKILL,
  ...change,
});

describe('a rated match', () => {
  it('rates teams by their places: three partnerships by their scores, equal scores level', () => {
    expect(placesOf([3100, 2400])).toEqual([0, 1]);
    expect(placesOf([1800, 3050, 2200])).toEqual([2, 0, 1]);
    expect(placesOf([3000, 3000])).toEqual([0, 0]);
    const [first, second, third] = rateSeats([seat(0, 2), seat(1, 0), seat(2, 1)]).map(displayRating);
    expect(second).toBeGreaterThan(third ?? 0);
    expect(third).toBeGreaterThan(first ?? 0);
  });

  it('moves partners alike and a level match not at all for players alike', () => {
    const after = rateSeats([seat(0, 0), seat(1, 1), seat(0, 0), seat(1, 1)]);
    expect(after[0]).toEqual(after[2]);
    expect(after[1]).toEqual(after[3]);
    const level = rateSeats([seat(0, 0), seat(1, 0)]).map(displayRating);
    expect(level).toEqual([START_RATING, START_RATING]);
  });

  it('rates a leaver as having lost, even when their team won', () => {
    // Seats 0 and 2 are partners; their team won, but 0 left.
    const after = rateSeats([seat(0, 0, { left: true }), seat(1, 1), seat(0, 0), seat(1, 1)]);
    expect(displayRating(after[0] as Skill)).toBeLessThan(START_RATING);
  });

  it('leaves a leaver’s partner as they were, while the other team is rated by the match as it ended', () => {
    const partner: Skill = { mu: 28, sigma: 5 };
    const seats = [seat(0, 1, { left: true }), seat(1, 0), seat(0, 1, { skill: partner }), seat(1, 0)];
    const after = rateSeats(seats);
    expect(after[2]).toEqual(partner);
    expect(displayRating(after[0] as Skill)).toBeLessThan(START_RATING);
    // The winners won as they would have without anyone leaving.
    const asIf = rateSeats(seats.map((s) => ({ ...s, left: false })));
    expect(after[1]).toEqual(asIf[1]);
    expect(after[3]).toEqual(asIf[3]);
  });

  it('calls a player a leaver who left, or whose stand-in played more than a third of their moves', () => {
    expect(isLeaver({ left: true, moves: 90, servedMoves: 0 })).toBe(true);
    expect(isLeaver({ left: false, moves: 90, servedMoves: 31 })).toBe(true);
    expect(isLeaver({ left: false, moves: 90, servedMoves: 30 })).toBe(false);
    expect(isLeaver({ left: false, moves: 0, servedMoves: 0 })).toBe(false);
  });
});

/** A seat of a player with `counted` rated matches counted and `waiting` first matches waiting. */
const counted = (team: number, counts: number, change: Partial<CountedSeat> = {}): CountedSeat => ({
  ...seat(team, team),
  counted: counts,
  waiting: 0,
  ...change,
});

describe('the limits against farming', () => {
  const regulars = [counted(0, 20), counted(1, 20)];

  it('count the same players five rated matches a day together, then none for anyone', () => {
    expect(SAME_PLAYERS_DAILY).toBe(5);
    expect(countSeats(regulars, 4).map((c) => c.counted)).toEqual([true, true]);
    expect(countSeats(regulars, 5)).toEqual([
      { reason: 'daily-limit', counted: false, applyWaiting: false },
      { reason: 'daily-limit', counted: false, applyWaiting: false },
    ]);
  });

  it('keep a new account’s first three matches waiting, then count them all with the third', () => {
    expect(FIRST_MATCHES).toBe(3);
    const first = countSeats([counted(0, 0), counted(1, 20)], 0);
    expect(first[0]).toEqual({ reason: 'first-matches', counted: false, applyWaiting: false });
    // Their opponent's match counts at once.
    expect(first[1]).toEqual({ reason: 'played', counted: true, applyWaiting: false });
    expect(countSeats([counted(0, 0, { waiting: 1 }), counted(1, 20)], 0)[0]?.counted).toBe(false);
    expect(countSeats([counted(0, 0, { waiting: 2 }), counted(1, 20)], 0)[0]).toEqual({
      reason: 'played',
      counted: true,
      applyWaiting: true,
    });
  });

  it('do not count a leaver’s partner, nor make it one of their first matches', () => {
    const seats = [counted(0, 0, { left: true }), counted(1, 20), counted(0, 0), counted(1, 20)];
    expect(countSeats(seats, 0).map((c) => c.reason)).toEqual(['first-matches', 'played', 'partner-left', 'played']);
    expect(countSeats([counted(0, 7, { left: true }), counted(1, 7)], 0)[0]).toEqual({
      reason: 'left',
      counted: true,
      applyWaiting: false,
    });
  });

  it('apply waiting matches in order, each against the others as they were in it', () => {
    const strong: Skill = { mu: 32, sigma: 4 };
    const weak: Skill = { mu: 18, sigma: 4 };
    // The new player beat a strong player, then lost to a weak one.
    const matches = [
      { seats: [seat(0, 0), seat(1, 1, { skill: strong })], seat: 0 },
      { seats: [seat(0, 1), seat(1, 0, { skill: weak })], seat: 0 },
    ];
    const [afterFirst, afterSecond] = applyWaiting(NEW_SKILL, matches) as [Skill, Skill];
    expect(afterFirst).toEqual(rateSeats(matches[0]?.seats ?? [])[0]);
    expect(afterSecond).toEqual(rateSeats([seat(0, 1, { skill: afterFirst }), seat(1, 0, { skill: weak })])[0]);
    // In the other order the player ends elsewhere: the order is kept.
    const reversed = applyWaiting(NEW_SKILL, [...matches].reverse());
    expect(reversed[1]).not.toEqual(afterSecond);
  });
});
