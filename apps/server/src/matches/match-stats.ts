// The statistics of a finished match that a profile shows, from its game log replayed through the engine — the only
// authority on scoring: per team its final score, each deal's, how the match ended for it, its birimbas (clean and
// dirty, as the deal ended) and its closings; per seat the same of its team and what the seat made itself.

import {
  type FinalScores,
  type GameState,
  type Meld,
  type Seat,
  type Team,
  matchTotals,
  seatsOfTeam,
  soleLeader,
  teamOf,
} from '@birimba/engine';
import { type GameLog, type LoggedSeat, replayGameLog } from '@birimba/game-log';
import type { BirimbaCounts, MatchForm, MatchOutcome, MatchTeam } from '@birimba/protocol';

/** One team's match: the protocol's `MatchTeam`, as a history shows it — its final score and each deal's, how the
 * match ended for it, its birimbas on the table as each deal ended, the deals it closed. */
export type TeamStats = MatchTeam;

/** One seat's match: its team's figures, and what the seat itself did. */
export interface SeatStats {
  readonly seat: Seat;
  readonly team: Team;
  /** Who played it, as the log names them. */
  readonly player: LoggedSeat;
  readonly outcome: MatchOutcome;
  /** The team's total and each deal's score. */
  readonly score: number;
  readonly deals: readonly number[];
  /** The birimbas this seat's move made (the meld reached seven cards on its move), clean or dirty as the deal ended. */
  readonly birimbas: BirimbaCounts;
  /** The deals this seat closed. */
  readonly closings: number;
  /** Whether the server played any of its moves (a bot standing in, or its time running out). */
  readonly standIn: boolean;
  /** The moves made at this seat in the whole match, and how many of them the server played (`standIn`'s share). */
  readonly moves: number;
  readonly servedMoves: number;
}

/** A finished match's statistics. */
export interface MatchStats {
  readonly form: MatchForm;
  readonly deals: number;
  /** The team that won, or null when the match ended level (a single deal tied at the top). */
  readonly winner: Team | null;
  readonly teams: readonly TeamStats[];
  readonly seats: readonly SeatStats[];
}

/** What replaying one deal tells: its scores, who made each birimba, who closed. */
interface DealFacts {
  readonly end: GameState;
  /** The engine's score sheet of its end, which the replay checked against the log's. */
  readonly scores: FinalScores;
  /** The seat whose move first made each meld a birimba, by meld id. */
  readonly birimbaMakers: ReadonlyMap<number, Seat>;
  readonly closer: Seat | null;
  readonly servedSeats: ReadonlySet<Seat>;
  /** The moves made at each seat, and those of them the server played, by seat. */
  readonly moves: readonly number[];
  readonly served: readonly number[];
}

/** The statistics of a finished match from its log. Throws the game log's `ReplayError` when the log does not replay
 * to the end it records (a match the server recorded always does). */
export function matchStats(log: GameLog): MatchStats {
  const facts = replayDeals(log);
  const last = facts.at(-1);
  if (last === undefined) throw new RangeError('a game log holds at least one deal');
  const players = log.rules.players;
  const totals = matchTotals(last.end);
  const winner = soleLeader(totals);
  const best = Math.max(...totals);
  const outcome = (team: Team): MatchOutcome =>
    winner === team ? 'won' : winner === null && totals[team] === best ? 'drawn' : 'lost';
  const dealScores = (team: Team) => facts.map((f) => f.scores.teams[team]?.total ?? 0);
  const birimbasOf = (made: (deal: DealFacts, meld: Meld) => boolean): BirimbaCounts => {
    const melds = facts.flatMap((f) => f.end.melds.filter((m) => m.isBirimba && made(f, m)));
    return { clean: melds.filter((m) => m.clean).length, dirty: melds.filter((m) => !m.clean).length };
  };
  const teams = totals.map((score, team): TeamStats => ({
    team: team,
    seats: seatsOfTeam(team as Team, players),
    outcome: outcome(team as Team),
    score,
    deals: dealScores(team as Team),
    birimbas: birimbasOf((_deal, meld) => meld.team === team),
    closings: facts.filter((f) => f.scores.closedBy === team).length,
  }));
  const seats = log.bots.map((player, seat): SeatStats => {
    const team = teamOf(seat as Seat, players);
    const { score, deals } = teams[team] as TeamStats;
    return {
      seat: seat as Seat,
      team,
      player,
      outcome: outcome(team),
      score,
      deals,
      birimbas: birimbasOf((deal, meld) => deal.birimbaMakers.get(meld.id) === seat),
      closings: facts.filter((f) => f.closer === seat).length,
      standIn: facts.some((f) => f.servedSeats.has(seat as Seat)),
      moves: sumOver(facts, (f) => f.moves[seat] ?? 0),
      servedMoves: sumOver(facts, (f) => f.served[seat] ?? 0),
    };
  });
  return { form: players, deals: facts.length, winner, teams, seats };
}

/** Every deal of `log` replayed, with who made each birimba, who closed and whose moves the server played. */
function replayDeals(log: GameLog): DealFacts[] {
  const facts: DealFacts[] = [];
  let makers = new Map<number, Seat>();
  let closer: Seat | null = null;
  let served = new Set<Seat>();
  let moves: number[] = [];
  let servedMoves: number[] = [];
  replayGameLog(log, (event) => {
    if (event.kind === 'dealt') {
      makers = new Map();
      closer = null;
      served = new Set();
      moves = log.bots.map(() => 0);
      servedMoves = log.bots.map(() => 0);
    } else if (event.kind === 'move') {
      const mover = event.before.turn;
      for (const meld of event.after.melds) if (meld.isBirimba && !makers.has(meld.id)) makers.set(meld.id, mover);
      if (event.after.closedBy !== null && event.before.closedBy === null) closer = mover;
      moves[mover] = (moves[mover] ?? 0) + 1;
      if (event.notes.length > 0) {
        served.add(mover);
        servedMoves[mover] = (servedMoves[mover] ?? 0) + 1;
      }
    } else if (event.kind === 'over') {
      facts.push({
        end: event.state,
        scores: event.scores,
        birimbaMakers: makers,
        closer,
        servedSeats: served,
        moves,
        served: servedMoves,
      });
    }
  });
  return facts;
}

const sumOver = <T>(items: readonly T[], of: (item: T) => number): number => items.reduce((n, item) => n + of(item), 0);
