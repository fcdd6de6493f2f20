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
  resolveRules,
  sendMove,
} from '@birimba/engine';
import { ReplayMismatchError, UsageError, messageOf } from './errors.js';
import { GAME_LOG_FORMAT, GAME_LOG_VERSION, type GameLog, stateSha256 } from './gameLog.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Reads and checks a game log file; anything missing or malformed is a `UsageError`. */
export function readGameLog(path: string): GameLog {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read game log ${path} (${(e as NodeJS.ErrnoException).code ?? messageOf(e)})`);
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
  if (!isObject(data)) return bad('not a JSON object');
  if (data.format !== GAME_LOG_FORMAT) return bad(`format is ${JSON.stringify(data.format)}, not "${GAME_LOG_FORMAT}"`);
  if (data.version !== GAME_LOG_VERSION) return bad(`version ${JSON.stringify(data.version)} is not ${String(GAME_LOG_VERSION)}`);
  if (typeof data.seed !== 'number' || !Number.isSafeInteger(data.seed)) return bad('"seed" is not a whole number');
  if (!Array.isArray(data.moves) || !data.moves.every(isObject)) return bad('"moves" is not a list of moves');
  if (!Array.isArray(data.bots) || data.bots.length !== 4 || !data.bots.every(isObject)) return bad('"bots" does not name the 4 seats');
  if (!isObject(data.final) || !isObject(data.final.scores) || typeof data.final.stateSha256 !== 'string') return bad('"final" is missing or incomplete');
  try {
    resolveRules(data.rules);
  } catch (e) {
    return bad(`its rule set is refused (${messageOf(e)})`);
  }
  return data as unknown as GameLog;
}

function rulesLine(rules: RuleSet): string {
  const changed = RULE_FIELDS.filter((f) => rules[f] !== DEFAULT_RULES[f]).map((f) => `${f}=${JSON.stringify(rules[f])}`);
  return changed.length === 0 ? 'rules.md defaults' : changed.join(', ');
}

function scoreLine(label: string, s: TeamScore): string {
  const part = (name: string, n: number): string => (n === 0 ? '' : `, ${name} ${n > 0 ? '+' : '−'}${String(Math.abs(n))}`);
  return `${label}: ${String(s.total)} (melds ${String(s.meldPoints)}${part('birimbas', s.birimbaBonus)}${part('hands', s.handPenalty)}${part('no birimbaki', s.birimbakiPenalty)}${part('closing', s.closingBonus)})`;
}

/**
 * Prints the game (through `write`, one line at a time) and verifies its end. A refused move or a different end
 * throws a `ReplayMismatchError`.
 */
export function replayGame(log: GameLog, viewer: Seat | 'all', write: (line: string) => void): void {
  const rules = resolveRules(log.rules);
  const actor = createGameActor({ seed: log.seed, rules });
  let state: GameState = actor.getSnapshot().context.game;
  const botOf = (seat: number): string => log.bots[seat]?.name ?? '?';
  write(`deal ${String(log.deal)}, seed ${String(log.seed)}${log.swapped ? ' (teams swapped)' : ''}; ${rulesLine(rules)}`);
  write(`team A (seats 0, 2): ${botOf(0)}; team B (seats 1, 3): ${botOf(1)}`);
  if (viewer !== 'all') write(`as seen by seat ${String(viewer)} (${botOf(viewer)}): other seats' hidden cards are not named`);
  write('dealt:');
  for (const seat of [0, 1, 2, 3] as const) {
    if (viewer === 'all' || viewer === seat) write(`  Seat ${String(seat)}: ${formatCards(state.hands[seat] ?? [])}`);
    else write(`  Seat ${String(seat)}: ${String(state.hands[seat]?.length ?? 0)} cards`);
  }
  let turn = 0;
  log.moves.forEach((move: Move, i) => {
    if (state.phase === 'over') {
      throw new ReplayMismatchError(`the game ended after move ${String(i)} but the log has ${String(log.moves.length)} moves`);
    }
    if (state.turnNumber !== turn) {
      turn = state.turnNumber;
      write(`turn ${String(turn)}`);
    }
    const before = state;
    try {
      state = sendMove(actor, move);
    } catch (e) {
      if (e instanceof IllegalMoveError) {
        throw new ReplayMismatchError(`move ${String(i + 1)} of the log (${JSON.stringify(move)}) is refused by the engine: ${e.message}`);
      }
      throw e;
    }
    write(`  ${describeMove(before, move, state, viewer)}`);
  });
  actor.stop();
  if (state.phase !== 'over') throw new ReplayMismatchError(`the log's ${String(log.moves.length)} moves end before the game does`);
  const scores = finalScores(state);
  write(scoreLine('team A', scores.teams[0]));
  write(scoreLine('team B', scores.teams[1]));
  const ending = scores.endReason === 'closed' ? `team ${scores.closedBy === 0 ? 'A' : 'B'} closed` : 'the stock ran out';
  write(`${scores.winner === null ? 'a draw' : `team ${scores.winner === 0 ? 'A' : 'B'} wins`}; ${ending} on turn ${String(state.turnNumber)}`);
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(scores)), log.final.scores)) {
    const logged = log.final.scores.teams;
    throw new ReplayMismatchError(
      `the replay does not reproduce the logged game: it ends ${String(scores.teams[0].total)} to ${String(scores.teams[1].total)}, the log says ${String(logged[0]?.total)} to ${String(logged[1]?.total)}`,
    );
  }
  const sha = stateSha256(state);
  if (sha !== log.final.stateSha256) {
    throw new ReplayMismatchError(`the replay does not reproduce the logged game: same scores but a different final state (sha256 ${sha.slice(0, 12)}…, logged ${log.final.stateSha256.slice(0, 12)}…)`);
  }
  write(`verified: the replay ends exactly as logged (final state sha256 ${sha.slice(0, 16)}…)`);
}
