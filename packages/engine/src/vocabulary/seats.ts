// Seats and teams (rules §1): how many play, who sits where and plays with whom. The one home of these facts.

/** Players at the table (rules §1): two head to head, four in two partnerships, six in three. */
export type Players = 2 | 4 | 6;
/** Every number of players the rules know, the default (four) first. */
export const PLAYER_COUNTS: readonly Players[] = Object.freeze([4, 2, 6] as Players[]);
/** The common form: four players in two partnerships. */
export const DEFAULT_PLAYERS: Players = 4;

/**
 * Seat numbers, played in order 0, 1, 2, …: 0..1 for two players, 0..3 for four, 0..5 for six. Partners sit
 * opposite: with four, seats 0 and 2 are team 0 (A), 1 and 3 team 1 (B); with six, 0 and 3, 1 and 4, 2 and 5 are
 * teams 0, 1 and 2; with two, each seat is a team of one.
 */
export type Seat = 0 | 1 | 2 | 3 | 4 | 5;
/** A team: 0 (A) and 1 (B), and 2 (C) with six players. */
export type Team = 0 | 1 | 2;

/** Whether `value` is a number of players the rules know (2, 4 or 6). */
export function isPlayers(value: unknown): value is Players {
  return value === 2 || value === 4 || value === 6;
}

/** Teams at a table of `players`: two for two and four players, three for six. */
export function teamCount(players: Players = DEFAULT_PLAYERS): 2 | 3 {
  return players === 6 ? 3 : 2;
}

/** The team of a seat: the seat number modulo the number of teams (partners sit opposite). */
export function teamOf(seat: Seat, players: Players = DEFAULT_PLAYERS): Team {
  return (seat % teamCount(players)) as Team;
}

/** The partner of a seat (opposite), or null with two players, who play alone. */
export function partnerOf(seat: Seat, players: Players = DEFAULT_PLAYERS): Seat | null {
  return players === 2 ? null : (((seat + players / 2) % players) as Seat);
}

/** The seat that plays after this one. */
export function nextSeat(seat: Seat, players: Players = DEFAULT_PLAYERS): Seat {
  return ((seat + 1) % players) as Seat;
}

/** Every seat of a table of `players`, in playing order. */
export function seatsOf(players: Players = DEFAULT_PLAYERS): readonly Seat[] {
  return SEAT_LISTS[players];
}

/** Every team of a table of `players`. */
export function teamsOf(players: Players = DEFAULT_PLAYERS): readonly Team[] {
  return players === 6 ? [0, 1, 2] : [0, 1];
}

/** The seats of one team, in playing order: one seat with two players, two otherwise. */
export function seatsOfTeam(team: Team, players: Players = DEFAULT_PLAYERS): readonly Seat[] {
  return seatsOf(players).filter((seat) => teamOf(seat, players) === team);
}

const SEAT_LISTS: Readonly<Record<Players, readonly Seat[]>> = Object.freeze({
  2: Object.freeze([0, 1] as Seat[]),
  4: Object.freeze([0, 1, 2, 3] as Seat[]),
  6: Object.freeze([0, 1, 2, 3, 4, 5] as Seat[]),
});

/** Whether `value` is a seat of a table of `players` (by default of any table, 0..5). */
export function isSeat(value: unknown, players: Players = 6): value is Seat {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players;
}

/** Whether `value` is a team of a table of `players` (by default of any table, 0..2). */
export function isTeam(value: unknown, players: Players = 6): value is Team {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < teamCount(players);
}

/** One value per team: two, or three with six players (teams 0, 1, 2). */
export type TeamTuple<T> = readonly [T, T, ...T[]];

/** One value per team of a table of `players`, from `value(team)`. */
export function perTeam<T>(players: Players, value: (team: Team) => T): TeamTuple<T> {
  return teamsOf(players).map(value) as unknown as TeamTuple<T>;
}
