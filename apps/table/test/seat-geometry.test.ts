// Which seat sits where from the player's side: play passes counter-clockwise (rules §1), so the seat after mine sits
// on my right; the local game's table (seat 0 at the bottom) and one seen from any other seat turn alike.
import { describe, expect, it } from 'vitest';
import { type Players, type Seat, nextSeat, partnerOf, seatsOf, teamOf } from '@birimba/engine';
import { TEXTS } from '../src/texts/i18n.js';
import {
  type Place,
  PLACE_CLASS,
  placeOf,
  seatAt,
  seatLabel,
  sideOf,
  teamsFromMySide,
} from '../src/display/seat-geometry.js';

const SEATS: readonly Seat[] = [0, 1, 2, 3];
const PLACES: readonly Place[] = [0, 1, 2, 3];

describe('seat geometry', () => {
  it('from seat 0: East (on my right) is seat 1, North (the partner) seat 2, West seat 3', () => {
    expect(SEATS.map((s) => PLACE_CLASS[placeOf(s, 0)])).toEqual(['south', 'east', 'north', 'west']);
    expect(SEATS.map((s) => seatLabel(s, 0, TEXTS.en))).toEqual(['You', 'East', 'North', 'West']);
    expect(SEATS.map((s) => seatLabel(s, 0, TEXTS.el))).toEqual(['Εσύ', 'Ανατολή', 'Βορράς', 'Δύση']);
  });

  it('from any seat: me at the bottom, my partner opposite, the seat after mine on my right', () => {
    for (const me of SEATS) {
      expect(placeOf(me, me)).toBe(0);
      expect(placeOf(partnerOf(me) as Seat, me)).toBe(2);
      expect(placeOf(nextSeat(me), me)).toBe(1);
      expect(PLACE_CLASS[placeOf(nextSeat(me), me)]).toBe('east');
      expect(seatLabel(me, me, TEXTS.el)).toBe('Εσύ');
    }
    expect(SEATS.map((s) => seatLabel(s, 2, TEXTS.en))).toEqual(['North', 'West', 'You', 'East']);
  });

  it('places and seats are one another’s inverse', () => {
    for (const me of SEATS) {
      for (const place of PLACES) expect(placeOf(seatAt(place, me), me)).toBe(place);
      expect(new Set(PLACES.map((p) => seatAt(p, me))).size).toBe(4);
    }
  });

  it('names my team 0 ("Your team") and the other 1, whichever team I am in', () => {
    for (const me of SEATS) {
      expect(sideOf(teamOf(me), me)).toBe(0);
      expect(sideOf(teamOf(nextSeat(me)), me)).toBe(1);
    }
    expect([sideOf(0, 1), sideOf(1, 1)]).toEqual([1, 0]);
  });

  it('shows my team first ("Us", on the left) and the others in order, for a player of any team', () => {
    expect(teamsFromMySide(0)).toEqual([0, 1]);
    expect(teamsFromMySide(1)).toEqual([1, 0]);
    expect(teamsFromMySide(4, 6)).toEqual([1, 2, 0]);
    for (const players of [2, 4, 6] as Players[])
      for (const me of seatsOf(players)) {
        const order = teamsFromMySide(me, players);
        expect(order[0]).toBe(teamOf(me, players));
        expect(order.map((team) => sideOf(team, me, players))).toEqual(order.map((_, side) => side));
      }
  });
});
