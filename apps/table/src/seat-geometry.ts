// Which seat sits where, seen from the person at the table: their seat at the bottom, their partner opposite, and —
// play passing counter-clockwise (rules §1) — the seat after theirs on their right (East), the one before on their
// left (West). Every seat and team the table draws or names goes through here, so the table can be anyone's (the
// local game's player is seat 0; an online room's, any seat).

import { type Seat, type Team, type TellOptions, teamOf } from '@birimba/engine';
import type { SeatPerson } from './game/table-game.js';
import { type Texts, seatName } from './i18n.js';

/** A place at the table from my side: 0 mine (bottom), 1 on my right, 2 opposite (my partner), 3 on my left. */
export type Place = 0 | 1 | 2 | 3;

/** The class of each place's area on the felt, by place. */
export const PLACE_CLASS: readonly ['south', 'east', 'north', 'west'] = ['south', 'east', 'north', 'west'];

/** Where `seat` sits as seen from `mySeat`. */
export const placeOf = (seat: Seat, mySeat: Seat): Place => ((seat - mySeat + 4) % 4) as Place;

/** The seat at `place` as seen from `mySeat`. */
export const seatAt = (place: Place, mySeat: Seat): Seat => ((mySeat + place) % 4) as Seat;

/** A team as I see it: 0 my team, 1 the opponents (the texts name teams so: "Your team", "Opponents"). */
export const sideOf = (team: Team, mySeat: Seat): Team => (team === teamOf(mySeat) ? 0 : 1);

/** A seat's short name from my side: "You", "East", "North", "West". */
export const seatLabel = (seat: Seat, mySeat: Seat, t: Texts): string => seatName(placeOf(seat, mySeat), t);

/** How the engine's phrase book tells the game to the person at `mySeat`: in the table's language, their own moves
 * to "you", the others by the names of the people there (an online room), else by their places from there. */
export const tellFrom = (mySeat: Seat, t: Texts, people: readonly SeatPerson[] = []): TellOptions => ({
  locale: t.locale,
  you: mySeat,
  seatName: (seat) => {
    const name = people[seat]?.name ?? '';
    return name !== '' ? name : seatLabel(seat, mySeat, t);
  },
});
