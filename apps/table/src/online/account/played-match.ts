// A match of a player's history as its row says it: when it ended, its form, who played beside the player and who
// against them, the scores with the player's team's first, and how it ended for them.

import type { MatchOutcome, PlayedMatch, SeatPlayer } from '@birimba/protocol';

/** One row of the history. */
export interface PlayedRow {
  readonly id: string;
  readonly ended: string;
  readonly form: number;
  /** The player's seat: the replay is seen from it. */
  readonly seat: number;
  /** Who the player is at that seat (their name then, which two of the match may share). */
  readonly player: SeatPlayer;
  /** Who sat on the player's team, the player left out, in seat order. */
  readonly partners: readonly SeatPlayer[];
  /** Who sat on the other teams, in seat order. */
  readonly opponents: readonly SeatPlayer[];
  /** The final scores: the player's team's first, then the others' in team order. */
  readonly scores: readonly number[];
  readonly outcome: MatchOutcome;
}

/** The row of `match` for the player of `handle`: their seat is the one the server names, else the seat their account
 * sat at; null when neither is known (the match is not theirs to show as played). */
export function playedRow(match: PlayedMatch, handle: string): PlayedRow | null {
  const seat =
    match.seat ?? match.seats.find((s) => s.player.kind === 'account' && s.player.handle === handle)?.seat ?? null;
  const mine = match.seats.find((s) => s.seat === seat);
  if (seat === null || mine === undefined) return null;
  const team = match.teams.find((t) => t.team === mine.team);
  const others = match.teams.filter((t) => t.team !== mine.team);
  return {
    id: match.id,
    ended: match.ended,
    form: match.form,
    seat,
    player: mine.player,
    partners: match.seats.filter((s) => s.team === mine.team && s.seat !== seat).map((s) => s.player),
    opponents: match.seats.filter((s) => s.team !== mine.team).map((s) => s.player),
    scores: [team?.score ?? 0, ...others.map((t) => t.score)],
    outcome: match.outcome ?? team?.outcome ?? 'lost',
  };
}
