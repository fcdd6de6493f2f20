// The number of players as a rule (rules §1): the one home of seats and teams for each form, the rule sets refused,
// and a state whose lists do not match its form refused rather than misread.

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  RuleSetError,
  SnapshotError,
  nextSeat,
  newGame,
  partnerOf,
  requirePlayers,
  RULE_INFO,
  resolveRules,
  ruleChoices,
  seatsOf,
  seatsOfTeam,
  stockAfterDeal,
  teamCount,
  teamOf,
  validateGameState,
  viewFor,
} from '../../src/index.js';
import { Playout } from '../../src/playout/index.js';
import { thrown } from '../support/thrown.js';

describe('seats and teams of each form', () => {
  it('two players: each a team of one, no partner, turns alternating', () => {
    expect(seatsOf(2)).toEqual([0, 1]);
    expect(teamCount(2)).toBe(2);
    expect([teamOf(0, 2), teamOf(1, 2)]).toEqual([0, 1]);
    expect([partnerOf(0, 2), partnerOf(1, 2)]).toEqual([null, null]);
    expect([nextSeat(0, 2), nextSeat(1, 2)]).toEqual([1, 0]);
    expect([seatsOfTeam(0, 2), seatsOfTeam(1, 2)]).toEqual([[0], [1]]);
  });

  it('four players: seats 0 and 2 are team 0, 1 and 3 team 1, partners opposite (the default)', () => {
    expect(seatsOf(4)).toEqual([0, 1, 2, 3]);
    expect(seatsOf(4).map((s) => teamOf(s, 4))).toEqual([0, 1, 0, 1]);
    expect(seatsOf(4).map((s) => teamOf(s))).toEqual([0, 1, 0, 1]);
    expect(seatsOf(4).map((s) => partnerOf(s, 4))).toEqual([2, 3, 0, 1]);
    expect(seatsOf(4).map((s) => nextSeat(s, 4))).toEqual([1, 2, 3, 0]);
  });

  it('six players: seats 0 and 3, 1 and 4, 2 and 5 are teams 0, 1 and 2, partners opposite', () => {
    expect(seatsOf(6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(teamCount(6)).toBe(3);
    expect(seatsOf(6).map((s) => teamOf(s, 6))).toEqual([0, 1, 2, 0, 1, 2]);
    expect(seatsOf(6).map((s) => partnerOf(s, 6))).toEqual([3, 4, 5, 0, 1, 2]);
    expect(seatsOf(6).map((s) => nextSeat(s, 6))).toEqual([1, 2, 3, 4, 5, 0]);
    expect([0, 1, 2].map((t) => seatsOfTeam(t as 0 | 1 | 2, 6))).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });

  it('leaves 42 cards in the stock for four, 64 for two and 63 for six (one fewer with an up-card)', () => {
    expect(stockAfterDeal(DEFAULT_RULES)).toBe(42);
    expect(stockAfterDeal(resolveRules({ players: 2 }))).toBe(64);
    expect(stockAfterDeal(resolveRules({ players: 6, initialUpCard: true }))).toBe(62);
  });
});

describe('the rule "players"', () => {
  it('is 4 by default, and a rule set without it is a four-player game', () => {
    expect(DEFAULT_RULES.players).toBe(4);
    expect(resolveRules({ allowSets: true }).players).toBe(4);
    expect(newGame({ seed: 1 }).hands).toHaveLength(4);
  });

  it('refuses 3, 5, 8, 0 and "four" with a RuleSetError naming the allowed values', () => {
    for (const players of [3, 5, 8, 0, 'four', null, 4.5]) {
      const error = thrown(RuleSetError, () => resolveRules({ players }));
      expect(error.field).toBe('players');
      expect(error.message).toBe(`rule "players" must be 4, 2 or 6, got ${JSON.stringify(players)}`);
      expect(() => newGame({ seed: 1, rules: { players: players as never } })).toThrow(RuleSetError);
    }
  });

  it('refuses a first seat that is not at the table', () => {
    const error = thrown(RuleSetError, () => resolveRules({ players: 2, firstSeat: 3 }));
    expect([error.field, error.message]).toEqual([
      'firstSeat',
      `rule "firstSeat" must be 0, 1 or 'random' with 2 players, got 3`,
    ]);
    expect(thrown(RuleSetError, () => resolveRules({ players: 6, firstSeat: 6 })).message).toBe(
      `rule "firstSeat" must be 0, 1, 2, 3, 4, 5 or 'random' with 6 players, got 6`,
    );
    expect(thrown(RuleSetError, () => resolveRules({ firstSeat: 5 })).message).toBe(
      `rule "firstSeat" must be 0, 1, 2, 3 or 'random', got 5`,
    );
    expect(newGame({ seed: 1, rules: { players: 6 }, firstSeat: 5 }).turn).toBe(5);
    expect(thrown(RuleSetError, () => newGame({ seed: 1, firstSeat: 4 })).message).toBe(
      'firstSeat must be a seat 0..3, got 4',
    );
    const random = new Set(
      Array.from({ length: 60 }, (_, seed) => newGame({ seed, rules: { players: 6, firstSeat: 'random' } }).turn),
    );
    expect([...random].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('lets any seat of a six-player table start the deal, and offers each form only its own seats', () => {
    for (const firstSeat of [4, 5] as const) {
      const rules = resolveRules({ players: 6, firstSeat });
      expect(newGame({ seed: 3, rules }).turn).toBe(firstSeat);
    }
    const info = RULE_INFO.find((i) => i.field === 'firstSeat');
    if (info?.kind !== 'choice') expect.fail('firstSeat is a choice');
    // RULE_INFO lists the four-player game's, every one of which a rule set of the default form takes.
    expect(info.choices).toEqual([0, 1, 2, 3, 'random']);
    expect(ruleChoices(info, 2)).toEqual([0, 1, 'random']);
    expect(ruleChoices(info, 4)).toEqual([0, 1, 2, 3, 'random']);
    expect(ruleChoices(info, 6)).toEqual([0, 1, 2, 3, 4, 5, 'random']);
    expect(ruleChoices(info)).toEqual([0, 1, 2, 3, 4, 5, 'random']);
    // Every choice a form offers is a rule set it takes.
    for (const players of [2, 4, 6] as const)
      for (const firstSeat of ruleChoices(info, players))
        expect(resolveRules({ players, firstSeat }).firstSeat).toBe(firstSeat);
    const closing = RULE_INFO.find((i) => i.field === 'closingRequires');
    if (closing?.kind !== 'choice') expect.fail('closingRequires is a choice');
    expect(ruleChoices(closing, 2)).toBe(closing.choices);
  });

  it('deals a four-player game the same with the rule given or left out', () => {
    const four = JSON.stringify(newGame({ seed: 'same', rules: { players: 4 } }));
    expect(JSON.stringify(newGame({ seed: 'same' }))).toBe(four);
    const legacy = JSON.parse(four) as { rules: Record<string, unknown> };
    delete legacy.rules.players;
    expect(JSON.stringify(validateGameState(legacy))).toBe(four);
  });

  it('requirePlayers refuses a form a caller does not play, naming the rule', () => {
    const six = newGame({ seed: 2, rules: { players: 6 } });
    const error = thrown(RuleSetError, () => requirePlayers(six, [4], 'a four-seat table'));
    expect([error.field, error.message]).toEqual([
      'players',
      'a four-seat table plays only games of 4 players, not of 6 (rule "players")',
    ]);
    expect(() => requirePlayers(viewFor(six, 5), [4, 6], 'x')).not.toThrow();
    expect(() => requirePlayers({}, [4], 'x')).not.toThrow();
  });
});

describe('a state whose lists do not match its number of players', () => {
  const corrupted = (state: unknown): string => thrown(SnapshotError, () => validateGameState(state)).message;
  const six = (): Record<string, unknown> =>
    JSON.parse(JSON.stringify(newGame({ seed: 9, rules: { players: 6 } }))) as Record<string, unknown>;

  it('is refused: six players’ hands read as four, four players’ read as six, three teams’ flags as two', () => {
    const asFour = six();
    (asFour.rules as Record<string, unknown>).players = 4;
    expect(corrupted(asFour)).toBe('corrupted game state: hands: expected 4 lists, one per seat of 4 players');
    delete (asFour.rules as Record<string, unknown>).players;
    expect(() => validateGameState(asFour)).toThrow(SnapshotError);
    const fourAsSix = JSON.parse(JSON.stringify(newGame({ seed: 9 }))) as Record<string, unknown>;
    (fourAsSix.rules as Record<string, unknown>).players = 6;
    expect(corrupted(fourAsSix)).toBe('corrupted game state: hands: expected 6 lists, one per seat of 6 players');
    const twoFlags = six();
    twoFlags.tookBirimbaki = [false, false];
    expect(corrupted(twoFlags)).toBe('corrupted game state: tookBirimbaki');
    const twoTotals = six();
    (twoTotals.match as Record<string, unknown>).totals = [0, 0];
    expect(corrupted(twoTotals)).toBe('corrupted game state: match');
  });

  it('a view asks for a seat of its table; the playout core sizes itself by the form it loads', () => {
    const state = newGame({ seed: 4, rules: { players: 2 } });
    expect(() => viewFor(state, 2)).toThrow('seat must be 0..1, got 2');
    const p = new Playout();
    expect(p.handSize).toHaveLength(4);
    p.load(newGame({ seed: 4, rules: { players: 6 } }));
    expect([p.handSize.length, p.where.length, p.took.length, p.packetsLeft]).toEqual([6, 162, 3, 3]);
    p.load(state);
    expect([p.handSize.length, p.where.length, p.took.length, p.packetsLeft]).toEqual([2, 108, 2, 2]);
  });
});
