// Seats and teams (rules §1): who sits where and plays with whom.

/** Seat numbers: 0..3 play in order; seats 0 and 2 are team 0 (A), seats 1 and 3 are team 1 (B). */
export type Seat = 0 | 1 | 2 | 3;
/** Team 0 is A (seats 0, 2), team 1 is B (seats 1, 3). */
export type Team = 0 | 1;

/** The team of a seat: seats 0 and 2 are team 0, seats 1 and 3 team 1. */
export function teamOf(seat: Seat): Team {
  return (seat % 2) as Team;
}

/** The partner of a seat (opposite). */
export function partnerOf(seat: Seat): Seat {
  return ((seat + 2) % 4) as Seat;
}

/** The seat that plays after this one. */
export function nextSeat(seat: Seat): Seat {
  return ((seat + 1) % 4) as Seat;
}

/** Whether `value` is a seat, 0..3. */
export function isSeat(value: unknown): value is Seat {
  return value === 0 || value === 1 || value === 2 || value === 3;
}
