// Replays a logged game through the engine's machine, turn by turn in card notation (all of it, or what one seat
// saw), and checks that it ends exactly as logged.

import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import {
  type GameState,
  type Move,
  type RuleSet,
  type Seat,
  type TeamScore,
  DEFAULT_RULES,
  IllegalMoveError,
  RULE_FIELDS,
  createGameActor,
  describeMove,
  finalScores,
  formatCards,
  isMatchOver,
  newGame,
  nextDeal,
  quoteInput,
  resolveRules,
  sendMove,
} from '@birimba/engine';
import { ReplayMismatchError, UsageError, messageOf } from './errors.js';
import { GAME_LOG_FORMAT, GAME_LOG_VERSION, type GameLog, type LoggedDeal, stateSha256 } from './game-log.js';
import { GameLogSchema, schemaProblem } from './schema.js';

/** Reads and checks a game log file through the schema; anything missing or malformed is a `UsageError`. */
export function readGameLog(path: string): GameLog {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(
      `cannot read game log ${quoteInput(path)} (${(e as NodeJS.ErrnoException).code ?? messageOf(e)})`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path} is not valid JSON (${messageOf(e)})`);
  }
  const bad = (what: string): never => {
    throw new UsageError(`${path} is not a birimba-sim game log: ${what}`);
  };
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return bad('not a JSON object');
  const log = data as Record<string, unknown>;
  if (log.format !== GAME_LOG_FORMAT) return bad(`format is ${quoteInput(log.format)}, not "${GAME_LOG_FORMAT}"`);
  // Version 1 logs (one deal, `moves` and `final` at the top) read as version 2 with one deal.
  if (log.version === 1) {
    const { moves, final, ...rest } = log;
    data = { ...rest, version: GAME_LOG_VERSION, deals: [{ moves, final }] };
  }
  const problem = schemaProblem(GameLogSchema, data);
  if (problem !== null) return bad(problem);
  try {
    resolveRules((data as GameLog).rules);
  } catch (e) {
    return bad(`its rule set is refused (${messageOf(e)})`);
  }
  return data as GameLog;
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

/**
 * Prints the game (through `write`, one line at a time) and verifies its end: every deal of it, each from the end of
 * the one before (`nextDeal`). A refused move or a different end throws a `ReplayMismatchError`.
 */
export function replayGame(log: GameLog, viewer: Seat | 'all', write: (line: string) => void): void {
  const rules = resolveRules(log.rules);
  const botOf = (seat: number): string => log.bots[seat]?.name ?? '?';
  write(
    `deal ${String(log.deal)}, seed ${String(log.seed)}${log.swapped ? ' (teams swapped)' : ''}; ${rulesLine(rules)}`,
  );
  write(`team A (seats 0, 2): ${botOf(0)}; team B (seats 1, 3): ${botOf(1)}`);
  if (viewer !== 'all')
    write(`as seen by seat ${String(viewer)} (${botOf(viewer)}): other seats' hidden cards are not named`);
  let start: GameState = newGame({ seed: log.seed, rules });
  log.deals.forEach((deal, round) => {
    if (log.deals.length > 1) write(`deal ${String(round + 1)} of the match`);
    const end = replayDeal(start, deal, viewer, write, round);
    if (round + 1 < log.deals.length) {
      if (isMatchOver(end))
        throw new ReplayMismatchError(
          `the match is over after deal ${String(round + 1)} but the log has ${String(log.deals.length)} deals`,
        );
      start = nextDeal(end);
    } else if (!isMatchOver(end)) {
      throw new ReplayMismatchError(`the log's ${String(log.deals.length)} deal(s) end before the match does`);
    }
  });
}

function replayDeal(
  initial: GameState,
  logged: LoggedDeal,
  viewer: Seat | 'all',
  write: (line: string) => void,
  round: number,
): GameState {
  const actor = createGameActor({ state: initial });
  let state: GameState = initial;
  const where = round === 0 ? '' : ` of deal ${String(round + 1)}`;
  write('dealt:');
  for (const seat of [0, 1, 2, 3] as const) {
    if (viewer === 'all' || viewer === seat) write(`  Seat ${String(seat)}: ${formatCards(state.hands[seat] ?? [])}`);
    else write(`  Seat ${String(seat)}: ${String(state.hands[seat]?.length ?? 0)} cards`);
  }
  let turn = 0;
  logged.moves.forEach((move: Move, i) => {
    if (state.phase === 'over') {
      throw new ReplayMismatchError(
        `the game ended after move ${String(i)}${where} but the log has ${String(logged.moves.length)} moves`,
      );
    }
    if (state.turnNumber !== turn) {
      turn = state.turnNumber;
      write(`turn ${String(turn)}`);
    }
    const before = state;
    try {
      state = sendMove(actor, move);
    } catch (e) {
      // Whatever the engine throws at a move it refuses (a typed error or not) is the log's fault, said in one line.
      const why = e instanceof IllegalMoveError ? e.message : `the engine could not take it (${messageOf(e)})`;
      throw new ReplayMismatchError(
        `move ${String(i + 1)}${where} of the log (${quoteInput(move, 80)}) is refused by the engine: ${why}`,
      );
    }
    write(`  ${describeMove(before, move, state, viewer)}`);
  });
  actor.stop();
  if (state.phase !== 'over')
    throw new ReplayMismatchError(`the log's ${String(logged.moves.length)} moves${where} end before the deal does`);
  const scores = finalScores(state);
  write(scoreLine('team A', scores.teams[0]));
  write(scoreLine('team B', scores.teams[1]));
  const ending =
    scores.endReason === 'closed' ? `team ${scores.closedBy === 0 ? 'A' : 'B'} closed` : 'the stock ran out';
  write(
    `${scores.winner === null ? 'a draw' : `team ${scores.winner === 0 ? 'A' : 'B'} wins`}; ${ending} on turn ${String(state.turnNumber)}`,
  );
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(scores)), logged.final.scores)) {
    const t = logged.final.scores.teams;
    throw new ReplayMismatchError(
      `the replay does not reproduce the logged game${where}: it ends ${String(scores.teams[0].total)} to ${String(scores.teams[1].total)}, the log says ${String(t[0]?.total)} to ${String(t[1]?.total)}`,
    );
  }
  const sha = stateSha256(state);
  if (sha !== logged.final.stateSha256) {
    throw new ReplayMismatchError(
      `the replay does not reproduce the logged game${where}: same scores but a different final state (sha256 ${sha.slice(0, 12)}…, logged ${logged.final.stateSha256.slice(0, 12)}…)`,
    );
  }
  write(`verified: the replay ends exactly as logged (final state sha256 ${sha.slice(0, 16)}…)`);
  return state;
}
