// Writing a game log: a played deal as the log keeps it, the whole log, its text. Nothing here checks a log against
// the schema, so a page that only writes logs does not carry the schema (the table's bundle).

import {
  type GameState,
  type Move,
  type RuleSet,
  type Seat,
  type Seed,
  type ShuffleDerivation,
  finalScores,
  sha256Hex,
} from '@birimba/engine';
import {
  type DealNote,
  type GameLog,
  type GameLogSource,
  type LoggedDeal,
  type LoggedSeat,
  GAME_LOG_FORMAT,
  GAME_LOG_VERSION,
} from './format.js';

/** The SHA-256 of a game state's JSON, as 64 hex digits: how a log names the state a deal must replay to. */
export function stateSha256(state: GameState): string {
  return sha256Hex(JSON.stringify(hashedState(state)));
}

/**
 * A state as hashed: a deal of a game begun before deals were derived by HMAC without the `shuffle` field, so that it
 * hashes as it did when its log was written.
 */
function hashedState(state: GameState): object {
  const rules = hashedRules(state.rules);
  if (state.shuffle !== 'continued') return { ...state, rules };
  const { shuffle: _continued, ...rest } = state;
  return { ...rest, rules };
}

/**
 * A rule set as hashed: a four-player one without its `players` field, so that the hash of a four-player deal is
 * what it was before the rule existed and every log written since replays to its logged hash.
 */
function hashedRules(rules: RuleSet): Partial<RuleSet> {
  if (rules.players !== 4) return rules;
  const { players: _four, ...rest } = rules;
  return rest;
}

/**
 * A deal played to its end (`state`, over) by `moves` (plain JSON, as the engine took them), as the log keeps it: the
 * moves and the end — final scores, turns, the state's hash. `notes` are kept when there are any.
 */
export function loggedDeal(state: GameState, moves: readonly Move[], notes: readonly DealNote[] = []): LoggedDeal {
  const deal: LoggedDeal = {
    moves: [...moves],
    final: { scores: finalScores(state), turns: state.turnNumber, stateSha256: stateSha256(state) },
  };
  return notes.length === 0 ? deal : { ...deal, notes: [...notes] };
}

/** What a log is made of (the fields of `GameLog`). */
export interface GameLogInput {
  /** Who writes it. */
  readonly source: GameLogSource;
  /** The game's number in its run. */
  readonly deal: number;
  /** The seed the first deal was dealt from. */
  readonly seed: Seed;
  /** How the deals were shuffled from it (the first deal's `state.shuffle`); `hmac-sha256`, every new game's, by default. */
  readonly shuffle?: ShuffleDerivation;
  /** The simulator's duplicate game with the teams swapped; false by default. */
  readonly swapped?: boolean;
  /** The rule set, in full. */
  readonly rules: RuleSet;
  /** Who played each seat, one per player of the rules (`bots` in the log). */
  readonly seats: readonly LoggedSeat[];
  /** Every deal, as `loggedDeal` gives it. */
  readonly deals: readonly LoggedDeal[];
}

/** A version 3 log of a game: the deals as `loggedDeal` gives them, the first dealt from `seed` and `rules`. */
export function buildGameLog(input: GameLogInput): GameLog {
  return {
    format: GAME_LOG_FORMAT,
    version: GAME_LOG_VERSION,
    source: input.source,
    deal: input.deal,
    seed: input.seed,
    shuffle: input.shuffle ?? 'hmac-sha256',
    swapped: input.swapped ?? false,
    rules: input.rules,
    bots: input.seats,
    deals: input.deals,
  };
}

/** A seat a person played, under the name `player` when it is known. */
export function humanSeat(seat: Seat, player?: string): LoggedSeat {
  const entry: LoggedSeat = { seat, name: 'human', kind: 'human', options: {} };
  return player === undefined ? entry : { ...entry, player };
}

/** The text of a log file: its JSON on one line and a newline. */
export function serializeGameLog(log: GameLog): string {
  return `${JSON.stringify(log)}\n`;
}
