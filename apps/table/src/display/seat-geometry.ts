// Which seat sits where, seen from the person at the table: their seat at the bottom, their partner (or with two
// players their opponent) opposite, and — play passing counter-clockwise (rules §1) — the seat after theirs on their
// right (East), the one before on their left (West); with six, the two between on the upper right and upper left.
// Every seat and team the table draws goes through here, so the table can be anyone's (the local game's player is
// seat 0; an online room's, any seat) with any number of players; what it calls a seat is `seat-names.ts`'s.

import { type Players, type Seat, type Team, teamCount, teamOf, teamsOf } from '@birimba/engine';
import { type Texts, seatName } from '../texts/i18n.js';

/**
 * A place at the table from my side, counted counter-clockwise from mine (0, the bottom): with four 1 on my right,
 * 2 opposite (my partner), 3 on my left; with two 1 opposite; with six 1 on my right, 2 upper right, 3 opposite (my
 * partner), 4 upper left, 5 on my left.
 */
export type Place = 0 | 1 | 2 | 3 | 4 | 5;

/** The class of each place's area on the felt, by place, for each number of players. */
export const PLACE_CLASSES: Readonly<Record<Players, readonly string[]>> = {
  2: ['south', 'north'],
  4: ['south', 'east', 'north', 'west'],
  6: ['south', 'east', 'north-east', 'north', 'north-west', 'west'],
};

/** The class of each place's area on the felt at a table of four. */
export const PLACE_CLASS = PLACE_CLASSES[4];

/** Where `seat` sits as seen from `mySeat` at a table of `players`. */
export const placeOf = (seat: Seat, mySeat: Seat, players: Players = 4): Place =>
  ((seat - mySeat + players) % players) as Place;

/** The seat at `place` as seen from `mySeat` at a table of `players`. */
export const seatAt = (place: Place, mySeat: Seat, players: Players = 4): Seat => ((mySeat + place) % players) as Seat;

/**
 * A team as I see it, counted from mine: 0 my team, then the others in playing order (with four or two: 1 the
 * opponents; with six: 1 the team of the player on my right, 2 of the player on my left). The texts name teams so.
 */
export const sideOf = (team: Team, mySeat: Seat, players: Players = 4): Team => {
  const teams = teamCount(players);
  return ((team - teamOf(mySeat, players) + teams) % teams) as Team;
};

/** The team on `side` as seen from `mySeat`. */
export const teamAt = (side: Team, mySeat: Seat, players: Players = 4): Team => {
  const teams = teamCount(players);
  return ((teamOf(mySeat, players) + side) % teams) as Team;
};

/** The teams in the order the table shows them to the person at `mySeat`: theirs first ("Us", on the left of the
 * melds and first in the score and the sheet), then the others as `sideOf` counts them. For either team's player. */
export const teamsFromMySide = (mySeat: Seat, players: Players = 4): Team[] =>
  teamsOf(players).map((side) => teamAt(side, mySeat, players));

/** A seat's short name from my side in the texts' form: "You", "East", "North", "West" (with six "N-East" …). */
export const seatLabel = (seat: Seat, mySeat: Seat, t: Texts): string => seatName(placeOf(seat, mySeat, t.players), t);
