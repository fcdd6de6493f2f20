// A row of a player's history (online/account/played-match.ts): seen from the player's own seat — partners are their
// team's other seats, opponents every other team's, the scores their team's first — whichever seat and team they had.

import { describe, expect, it } from 'vitest';
import type { MatchSeat, MatchTeam, PlayedMatch, SeatPlayer } from '@birimba/protocol';
import { playedRow } from '../src/online/account/played-match.js';

const person = (name: string): SeatPlayer => ({ kind: 'account', name, handle: name.toLowerCase() });

/** A finished match of `players` (partners opposite: seat s on team s mod teams), the scores of each team. */
function match(
  players: readonly SeatPlayer[],
  scores: readonly number[],
  more: Partial<PlayedMatch> = {},
): PlayedMatch {
  const teams = scores.length;
  const seats: MatchSeat[] = players.map((player, seat) => ({ seat, team: seat % teams, player, standIn: false }));
  const best = Math.max(...scores);
  const teamList: MatchTeam[] = scores.map((score, team) => ({
    team,
    seats: seats.filter((s) => s.team === team).map((s) => s.seat),
    outcome: score === best ? 'won' : 'lost',
    score,
    deals: [score],
    birimbas: { clean: 0, dirty: 0 },
    closings: 0,
  }));
  return {
    id: 'm1',
    form: players.length as 2 | 4 | 6,
    started: '2026-12-07T18:00:00.000Z',
    ended: '2026-12-07T18:40:00.000Z',
    seats,
    teams: teamList,
    ...more,
  };
}

describe('a row of the history', () => {
  const four = [
    person('Maria'),
    { kind: 'bot', level: 'normal' } as const,
    person('Nikos'),
    { kind: 'former' } as const,
  ];

  it('names the partner and the opponents from the player’s seat, the player’s score first', () => {
    expect(playedRow(match(four, [1200, 3050]), 'nikos')).toEqual({
      id: 'm1',
      ended: '2026-12-07T18:40:00.000Z',
      form: 4,
      seat: 2,
      player: person('Nikos'),
      partners: [person('Maria')],
      opponents: [{ kind: 'bot', level: 'normal' }, { kind: 'former' }],
      scores: [1200, 3050],
      outcome: 'lost',
    });
  });

  it('takes the seat and the outcome the server names over the account’s seat', () => {
    const row = playedRow(match(four, [1200, 3050], { seat: 1, outcome: 'won' }), 'maria');
    expect(row).toMatchObject({ seat: 1, partners: [{ kind: 'former' }], scores: [3050, 1200], outcome: 'won' });
  });

  it('gives six players three teams: one partner, four opponents, three scores', () => {
    const six = ['Maria', 'Eleni', 'Nikos', 'Petros', 'Anna', 'Kostas'].map(person);
    const row = playedRow(match(six, [900, 2100, 1500]), 'nikos');
    expect(row?.partners).toEqual([person('Kostas')]);
    expect(row?.opponents.map((p) => (p.kind === 'account' ? p.name : ''))).toEqual([
      'Maria',
      'Eleni',
      'Petros',
      'Anna',
    ]);
    expect(row).toMatchObject({ scores: [1500, 900, 2100], outcome: 'lost' });
  });

  it('shows nothing of a match the player did not sit in', () => {
    expect(playedRow(match(four, [1, 2]), 'eleni')).toBeNull();
  });
});
