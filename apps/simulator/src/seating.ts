// Who sits where in each game of a unit: the seatings that a duplicate deal rotates the bots through, so that every
// bot plays every team position of the same cards. Seats and teams are the engine's (`teamOf`, `teamsOf`).

import { type Players, type Seat, type Team, seatsOf, seatsOfTeam, teamCount, teamOf, teamsOf } from '@birimba/engine';

/** A match's bots, one value each: two, or three with six players (each bot a team). */
export type MatchBots<T> = readonly [T, T, ...T[]];

/** The bot (0: the match's first, 1: its second, 2: a third) of each team, team 0 (A) first. */
export type Seating = readonly number[];

/**
 * The seatings of one unit, the first bot at team A first. Two teams (two or four players): the first bot at team A,
 * then — duplicate — at team B (the teams swapped). Three teams (six players): bot i at team (i + r) mod 3 in seating
 * r, so the first bot sits at team A, B and C in turn; with two bots the second one holds both other teams, with
 * three each bot plays each position once (cyclic rotations: the order of play around the table is kept).
 */
export function seatings(players: Players, bots: number, duplicate: boolean): readonly Seating[] {
  const teams = teamCount(players);
  const rotations = duplicate ? teams : 1;
  return Array.from({ length: rotations }, (_, r) =>
    teamsOf(players).map((team) => Math.min((team - r + teams) % teams, bots - 1)),
  );
}

/** How many games one unit plays: its seatings. */
export const gamesPerUnit = (players: Players, duplicate: boolean): number => (duplicate ? teamCount(players) : 1);

/** The bot of each seat under a seating, seat 0 first. */
export function botsBySeat(seating: Seating, players: Players): number[] {
  return seatsOf(players).map((seat) => seating[teamOf(seat, players)] as number);
}

/** The teams a bot holds under a seating. */
export function teamsOfBot(seating: Seating, bot: number): Team[] {
  return seating.flatMap((b, team) => (b === bot ? [team as Team] : []));
}

/** The bot at a seat under a seating. */
export function botAtSeat(seating: Seating, seat: Seat, players: Players): number {
  return seating[teamOf(seat, players)] as number;
}

/** A game's place in its unit, as records and failures give it: `seating` (six players), else `swapped`. */
export function seatingIndex(game: { readonly swapped?: boolean; readonly seating?: number }): number {
  return game.seating ?? (game.swapped === true ? 1 : 0);
}

/**
 * How records and failures name seating `index`: `swapped` (the first bot is not at team A) for every form, and with
 * six players also `seating`, the first bot's team.
 */
export function seatingFields(players: Players, index: number): { swapped: boolean; seating?: number } {
  return teamCount(players) === 2 ? { swapped: index === 1 } : { swapped: index !== 0, seating: index };
}

/** `teams swapped`, `first bot at team C`: a game's seating in a sentence, or '' for the first. */
export function seatingText(players: Players, index: number): string {
  if (index === 0) return '';
  return teamCount(players) === 2 ? 'teams swapped' : `first bot at team ${TEAM_LETTERS[index] ?? '?'}`;
}

/** The letters of the teams: A, B, and C with six players. */
export const TEAM_LETTERS = ['A', 'B', 'C'] as const;

/** `seats 0, 2`: a team's seats as a phrase. */
export function teamSeatsText(team: Team, players: Players): string {
  const seats = seatsOfTeam(team, players);
  return `${seats.length === 1 ? 'seat' : 'seats'} ${seats.join(', ')}`;
}
