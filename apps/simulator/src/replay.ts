// `replay`'s reading and printing: a game log read through @birimba/game-log (any version), and the game printed turn
// by turn in card notation (all of it, or what one seat saw) while the package replays it and checks that it ends
// exactly as logged.

import { readFileSync } from 'node:fs';
import {
  type RuleSet,
  type Seat,
  type Team,
  type TeamScore,
  DEFAULT_RULES,
  RULE_FIELDS,
  describeMove,
  formatCards,
  quoteInput,
  seatsOf,
  seatsOfTeam,
  teamsOf,
} from '@birimba/engine';
import {
  type DealNote,
  type GameLog,
  type LoggedSeat,
  type ReplayEvent,
  GameLogError,
  parseGameLog,
  replayGameLog,
} from '@birimba/game-log';
import { UsageError, messageOf } from './errors.js';
import { TEAM_LETTERS, teamSeatsText } from './seating.js';

/** Reads and checks a game log file (versions 1 to 3); anything missing or malformed is a `UsageError`. */
export function readGameLog(path: string): GameLog {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(
      `cannot read game log ${quoteInput(path)} (${(e as NodeJS.ErrnoException).code ?? messageOf(e)})`,
    );
  }
  try {
    return parseGameLog(text);
  } catch (e) {
    if (!(e instanceof GameLogError)) throw e;
    throw new UsageError(
      e.code === 'not-json'
        ? `${path} is not valid JSON (${e.reason})`
        : `${path} is not a birimba-sim game log: ${e.reason}`,
    );
  }
}

function rulesLine(rules: RuleSet): string {
  const changed = RULE_FIELDS.filter((f) => rules[f] !== DEFAULT_RULES[f]).map(
    (f) => `${f}=${JSON.stringify(rules[f])}`,
  );
  return changed.length === 0 ? 'rules.md defaults' : changed.join(', ');
}

function scoreLine(label: string, s: TeamScore): string {
  const part = (name: string, n: number): string =>
    n === 0 ? '' : `, ${name} ${n > 0 ? '+' : '−'}${String(Math.abs(n))}`;
  return `${label}: ${String(s.total)} (melds ${String(s.meldPoints)}${part('birimbas', s.birimbaBonus)}${part('hands', s.handPenalty)}${part('no birimbaki', s.birimbakiPenalty)}${part('closing', s.closingBonus)})`;
}

/** Who played a seat: the bot's name, or a person's with their name when the log has it. */
const playerName = (entry: LoggedSeat | undefined): string =>
  entry === undefined ? '?' : entry.player === undefined ? entry.name : `${entry.name} ${JSON.stringify(entry.player)}`;

/** A team's players: one name when both seats had the same (the simulator's bots), else each seat's. */
function teamPlayers(log: GameLog, seats: readonly Seat[]): string {
  const names = [...new Set(seats.map((s) => playerName(log.bots[s])))];
  return names.join(' and ');
}

/** `team A (seats 0, 2): greedy; team B (seats 1, 3): random` — every team of the log's form. */
function teamsLine(log: GameLog): string {
  const players = log.rules.players;
  return teamsOf(players)
    .map(
      (team) =>
        `team ${TEAM_LETTERS[team]} (${teamSeatsText(team, players)}): ${teamPlayers(log, seatsOfTeam(team, players))}`,
    )
    .join('; ');
}

const letter = (team: number): string => TEAM_LETTERS[team as Team];

/** What a note of the log says about a move. */
const NOTES: Readonly<Record<DealNote['note'], (seat: string) => string>> = {
  timeout: (seat) => `the server played this move for seat ${seat}, whose time ran out`,
  'stand-in': (seat) => `a bot played this move for seat ${seat}, whose player had left`,
};

/**
 * Prints the game (through `write`, one line at a time) while @birimba/game-log replays it and verifies its end:
 * every deal of it, each from the end of the one before. A refused move or a different end throws the package's
 * `ReplayError`, after the lines of what did replay. `check` sees every event first (`--check-bots`).
 */
export function replayGame(
  log: GameLog,
  viewer: Seat | 'all',
  write: (line: string) => void,
  check: (event: ReplayEvent) => void = () => undefined,
): void {
  const seed = typeof log.seed === 'string' ? JSON.stringify(log.seed) : String(log.seed);
  const players = log.rules.players;
  // A six-player log's `swapped` says only that the first bot left team A: the teams line says where it sat.
  const swapped = log.swapped ? (players === 6 ? ' (bots rotated)' : ' (teams swapped)') : '';
  write(`deal ${String(log.deal)}, seed ${seed}${swapped}; ${rulesLine(log.rules)}`);
  write(teamsLine(log));
  if (viewer !== 'all')
    write(
      `as seen by seat ${String(viewer)} (${playerName(log.bots[viewer])}): other seats' hidden cards are not named`,
    );
  let turn = 0;
  replayGameLog(log, (event) => {
    check(event);
    switch (event.kind) {
      case 'dealt': {
        if (log.deals.length > 1) write(`deal ${String(event.deal + 1)} of the match`);
        write('dealt:');
        for (const seat of seatsOf(players)) {
          const hand = event.state.hands[seat] ?? [];
          write(
            `  Seat ${String(seat)}: ${viewer === 'all' || viewer === seat ? formatCards(hand) : `${String(hand.length)} cards`}`,
          );
        }
        turn = 0;
        return;
      }
      case 'move':
        if (event.before.turnNumber !== turn) {
          turn = event.before.turnNumber;
          write(`turn ${String(turn)}`);
        }
        write(`  ${describeMove(event.before, event.move, event.after, viewer)}`);
        for (const note of event.notes) write(`    note: ${NOTES[note.note](String(note.seat))}`);
        return;
      case 'over': {
        const { scores, state } = event;
        scores.teams.forEach((team, t) => write(scoreLine(`team ${letter(t)}`, team)));
        const ending = scores.closedBy !== null ? `team ${letter(scores.closedBy)} closed` : 'the stock ran out';
        write(
          `${scores.winner === null ? 'a draw' : `team ${letter(scores.winner)} wins`}; ${ending} on turn ${String(state.turnNumber)}`,
        );
        return;
      }
      case 'verified':
        write(
          `verified: the replay ends exactly as logged: every move legal, the final scores and state (sha256 ${event.stateSha256.slice(0, 16)}…) the log's`,
        );
    }
  });
}
