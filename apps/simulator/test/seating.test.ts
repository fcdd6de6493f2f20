import { describe, expect, it } from 'vitest';
import { type Players, teamOf } from '@birimba/engine';
import { botsBySeat, gamesPerUnit, seatingFields, seatingIndex, seatings, teamsOfBot } from '../src/seating.js';

// Duplicate deals rotate the bots through every team position of the same cards.

describe('seatings', () => {
  it('seat the first bot at team A, then — duplicate — the teams swapped, with two and four players', () => {
    expect(seatings(4, 2, true)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(seatings(2, 2, true)).toEqual(seatings(4, 2, true));
    expect(botsBySeat([0, 1], 4)).toEqual([0, 1, 0, 1]);
    expect(botsBySeat([1, 0], 4)).toEqual([1, 0, 1, 0]);
    expect(botsBySeat([1, 0], 2)).toEqual([1, 0]);
    expect(seatings(4, 2, false)).toEqual([[0, 1]]);
  });

  it('put the first of two bots at team A, B and C in turn with six players, the second at both other teams', () => {
    const six = seatings(6, 2, true);
    expect(six).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [1, 1, 0],
    ]);
    expect(six.map((s) => teamsOfBot(s, 0))).toEqual([[0], [1], [2]]);
    // Partners sit opposite: seats 0 and 3 are team A.
    expect(botsBySeat(six[1]!, 6)).toEqual([1, 0, 1, 1, 0, 1]);
  });

  it('give each of three bots each team position once with six players (cyclic rotations)', () => {
    const three = seatings(6, 3, true);
    expect(three).toHaveLength(3);
    for (const bot of [0, 1, 2]) expect(three.map((s) => teamsOfBot(s, bot)[0]).sort()).toEqual([0, 1, 2]);
    for (const s of three) expect([...s].sort()).toEqual([0, 1, 2]);
  });

  it('give every seat of every form the bot of its team', () => {
    for (const players of [2, 4, 6] as Players[])
      for (const s of seatings(players, 2, true)) {
        const bySeat = botsBySeat(s, players);
        expect(bySeat).toHaveLength(players);
        bySeat.forEach((bot, seat) => expect(bot).toBe(s[teamOf(seat as 0, players)]));
      }
  });

  it('are named in records as before with two teams (swapped) and by seating with three', () => {
    expect(gamesPerUnit(4, true)).toBe(2);
    expect(gamesPerUnit(6, true)).toBe(3);
    expect(gamesPerUnit(6, false)).toBe(1);
    expect(seatingFields(4, 1)).toEqual({ swapped: true });
    expect(seatingFields(2, 0)).toEqual({ swapped: false });
    expect(seatingFields(6, 0)).toEqual({ swapped: false, seating: 0 });
    expect(seatingFields(6, 2)).toEqual({ swapped: true, seating: 2 });
    for (const players of [2, 4, 6] as Players[])
      for (let i = 0; i < gamesPerUnit(players, true); i++) expect(seatingIndex(seatingFields(players, i))).toBe(i);
  });
});
