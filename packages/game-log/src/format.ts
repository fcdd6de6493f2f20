// The game log, version 3, as a type: what a replay needs (the seed, the rules, who sat where, every deal's moves)
// and the end each deal must replay to. The schema (`schema.ts`) checks a file against it; `read.ts` upgrades the
// versions before it.

import type { FinalScores, Move, RuleSet, Seat, Seed, ShuffleDerivation } from '@birimba/engine';

/** The `format` of every game log. It names the simulator because the simulator wrote the first ones; the table and
 * the server write the same format. */
export const GAME_LOG_FORMAT = 'birimba-sim-game';

/** The version writers write. Readers also read versions 1 and 2 (see `checkGameLog`). */
export const GAME_LOG_VERSION = 3;

/** The numbers of players a log holds (version 3; versions 1 and 2 are of four players): one `bots` entry a seat. */
export const LOG_PLAYERS = [2, 4, 6] as const;

/** Who wrote a log. */
export const GAME_LOG_SOURCES = ['simulator', 'table', 'server'] as const;

/** Who wrote a log: `birimba-sim`, a `<birimba-table>`, or a game server. */
export type GameLogSource = (typeof GAME_LOG_SOURCES)[number];

/** What a note says about a move: `timeout` — the server played it for a seat whose time ran out; `stand-in` — a bot
 * played it for a player who had left. */
export const NOTE_KINDS = ['timeout', 'stand-in'] as const;

/** What a note says about a move (see `NOTE_KINDS`). */
export type NoteKind = (typeof NOTE_KINDS)[number];

/** Who played a seat: a bot (`name` as given, e.g. `classic:maxPlays=50`; `kind` its registry name, or `module`) or a
 * person (`name` and `kind` both `human`, `options` empty, and `player` the name they played under, when known). */
export interface LoggedSeat {
  /** The seat, 0 .. players − 1: the entry's place in `bots`. */
  readonly seat: Seat;
  /** The bot as it was named (`classic:maxPlays=50`, a level), or `human`. */
  readonly name: string;
  /** The bot's registry name, `module` for a bot module of the simulator's user, or `human`. */
  readonly kind: string;
  /** The bot's options as played (a profile or a module as `{ file, sha256 }`); empty for a person. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The name a person played under, when the writer knows it. */
  readonly player?: string;
}

/** A remark on one move of a deal, for a reader (replay shows it); it changes nothing in the replay. */
export interface DealNote {
  /** The move's index in the deal's `moves`, from 0. */
  readonly move: number;
  /** The seat whose move it is (replay checks it). */
  readonly seat: Seat;
  /** What happened (`NOTE_KINDS`). */
  readonly note: NoteKind;
}

/** The end a deal must replay to. */
export interface LoggedEnd {
  /** The engine's `finalScores` of the deal. */
  readonly scores: FinalScores;
  /** The turn it ended on. */
  readonly turns: number;
  /** SHA-256 of the final game state's JSON (`stateSha256`): a replay must reach exactly this state. */
  readonly stateSha256: string;
}

/** One deal: its moves in order, the end they reach, and notes on some of them. */
export interface LoggedDeal {
  /** Every move of the deal in order, plain JSON as the engine takes them. */
  readonly moves: readonly Move[];
  /** The end the moves must reach. */
  readonly final: LoggedEnd;
  /** Remarks on some of the moves (absent when there are none). */
  readonly notes?: readonly DealNote[];
}

/** A game log, version 3: one game — a deal, or under a match target every deal of the match. */
export interface GameLog {
  /** Always `birimba-sim-game`. */
  readonly format: typeof GAME_LOG_FORMAT;
  /** 3 (a reader upgrades versions 1 and 2). */
  readonly version: typeof GAME_LOG_VERSION;
  /** Who wrote it; absent in logs upgraded from versions 1 and 2. */
  readonly source?: GameLogSource;
  /** The game's number in its run: the simulator's unit index (from 0), the table's deal (1). */
  readonly deal: number;
  /** The seed the first deal is dealt from (`newGame({ seed, rules, shuffle })`). */
  readonly seed: Seed;
  /**
   * How the deals were shuffled from the seed (`ShuffleDerivation`); absent in logs written before deals were derived
   * by HMAC, which replay with `continued`.
   */
  readonly shuffle?: ShuffleDerivation;
  /** The simulator's duplicate game with the teams swapped (false elsewhere). */
  readonly swapped: boolean;
  /** The rule set of every deal, in full. */
  readonly rules: RuleSet;
  /** Seats 0..3. */
  /** One per seat of the rules' `players` (2, 4 or 6). */
  readonly bots: readonly LoggedSeat[];
  /** Every deal of the game in order, each after the one before (`nextDeal`): one, or the match's. */
  readonly deals: readonly LoggedDeal[];
}
